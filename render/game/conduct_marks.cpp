#include "render/game/conduct_marks.hpp"

namespace yoord {

Colour conduct_colour(Conduct c) noexcept {
    if (c == Conduct::lurk) return kLurkColour;
    return kConductStripes[static_cast<std::size_t>(c) % kConductStripes.size()];
}

std::vector<ConductMark> conduct_marks_of(ConductMask mask) {
    std::vector<ConductMark> out;
    for (const Conduct c : conducts_in(mask)) {
        out.push_back(ConductMark{static_cast<char32_t>(static_cast<unsigned char>(conduct_mark(c))), conduct_colour(c)});
    }
    return out;
}

}  // namespace yoord
