#pragma once
// A message's tone: how the log colours it. The sentence table gives each template one (content/strings/);
// the message keeps it, and the front end alone turns it into a colour (render/ui/), with a text cue beside
// it wherever colour would be the only sign.

#include <cstdint>
#include <optional>
#include <string_view>

namespace yoord {

enum class Tone : std::uint8_t {
    plain,   // most lines: what happened
    good,    // healing, a win, a kept promise
    danger,  // harm to the player, a curse, death
    info,    // the game speaking about itself: depth, saves, hints
};

[[nodiscard]] constexpr std::string_view tone_name(Tone t) noexcept {
    switch (t) {
        case Tone::plain: return "plain";
        case Tone::good: return "good";
        case Tone::danger: return "danger";
        case Tone::info: return "info";
    }
    return "plain";
}

[[nodiscard]] constexpr std::optional<Tone> tone_named(std::string_view name) noexcept {
    for (const Tone t : {Tone::plain, Tone::good, Tone::danger, Tone::info}) {
        if (tone_name(t) == name) return t;
    }
    return std::nullopt;
}

}  // namespace yoord
