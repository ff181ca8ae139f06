#pragma once
// How a kept conduct's mark looks: its character (sim/run/conducts.hpp, conduct_mark) in its colour. The win
// panel draws one mark per kept conduct; `yoord --scores` prints the same characters without colour.
//
// A conduct's colour is fixed by its place in the list, never by which others are kept: the stripes below cycle
// by position, so the mark of `coins` is the same colour on every win panel. `lurk` is always kLurkColour, the
// colour of the lurk's own @ (a test keeps the two the same once the lurk's body is drawn).

#include <array>
#include <vector>

#include "render/colour.hpp"
#include "sim/run/conducts.hpp"

namespace yoord {

// The stripes a conduct's colour is picked from, by its position in the list (cycling).
inline constexpr std::array<Colour, 7> kConductStripes{colours::bright_red, Colour{208}, colours::bright_yellow,
                                                       colours::bright_green, colours::bright_cyan,
                                                       colours::bright_blue, colours::bright_magenta};
// The lurk's colour: its conduct's mark, and its @.
inline constexpr Colour kLurkColour{93};  // "purple": the lurk row's colour (a test keeps them the same)

[[nodiscard]] Colour conduct_colour(Conduct c) noexcept;

struct ConductMark {
    char32_t glyph = U'?';
    Colour colour;
    friend constexpr bool operator==(const ConductMark&, const ConductMark&) = default;
};

// The marks of the conducts in `mask`, in list order.
[[nodiscard]] std::vector<ConductMark> conduct_marks_of(ConductMask mask);

}  // namespace yoord
