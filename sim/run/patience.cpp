#include "sim/run/patience.hpp"

#include "sim/text/strings.hpp"

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
    const std::string_view key = urgent ? (climbing ? "patience.urgent_up" : "patience.urgent_down")
                                        : (climbing ? "patience.low_up" : "patience.low_down");
    return phrase(key, {{"n", std::to_string(left)}});
}

}  // namespace yoord
