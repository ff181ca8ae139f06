#include "sim/state/called_kinds.hpp"

#include <algorithm>

namespace yoord {

namespace {

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

std::vector<CalledKind>::const_iterator lower(const std::vector<CalledKind>& kinds, StableId row) {
    return std::lower_bound(kinds.begin(), kinds.end(), row, [](const CalledKind& k, StableId id) { return k.row < id; });
}

}  // namespace

const std::string* CalledKinds::find(StableId row) const {
    const auto at = lower(kinds, row);
    return at != kinds.end() && at->row == row ? &at->name : nullptr;
}

void CalledKinds::call(StableId row, std::string_view name) {
    std::string clean = clean_called_name(name);
    const auto at = kinds.begin() + (lower(kinds, row) - kinds.cbegin());
    const bool present = at != kinds.end() && at->row == row;
    if (clean.empty()) {
        if (present) kinds.erase(at);
        return;
    }
    if (present) {
        at->name = std::move(clean);
        return;
    }
    kinds.insert(at, CalledKind{row, std::move(clean)});
}

std::string clean_called_name(std::string_view name) {
    std::string out;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20U || u == 0x7FU) continue;
        out += c;
    }
    const std::size_t first = out.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    out.erase(0, first);
    out.erase(out.find_last_not_of(' ') + 1);
    if (out.size() <= kMaxCalledName) return out;
    std::size_t cut = kMaxCalledName;
    while (cut > 0 && is_continuation(out[cut])) --cut;
    out.resize(cut);
    out.erase(out.find_last_not_of(' ') + 1);
    return out;
}

}  // namespace yoord
