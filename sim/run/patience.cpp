#include "sim/run/patience.hpp"

namespace yoord {

namespace {

constexpr int kLowDivisor = 4;      // a quarter
constexpr int kUrgentDivisor = 10;  // a tenth

}  // namespace

PatienceLevel patience_level(int left, int per_floor) noexcept {
    if (left <= per_floor / kUrgentDivisor) return PatienceLevel::urgent;
    if (left <= per_floor / kLowDivisor) return PatienceLevel::low;
    return PatienceLevel::calm;
}

std::string patience_warning(int left, int per_floor, bool climbing) {
    const bool low = left == per_floor / kLowDivisor;
    const bool urgent = left == per_floor / kUrgentDivisor;
    if (left <= 0 || (!low && !urgent)) return {};
    std::string out = urgent ? "Your patience is nearly gone: " : "Your patience wears thin: ";
    out += std::to_string(left);
    out += climbing ? " turns until a portal lifts you one floor up." : " turns until a portal drops you one floor down.";
    return out;
}

}  // namespace yoord
