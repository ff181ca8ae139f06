#pragma once
// The HUD's standard widgets and the default layout of the play screen at 80×24 and larger:
//
//   rows 0-2      "messages"  the latest messages, newest at the bottom
//   rows 3..h-3   "map"       the map viewport (when a MapSource is given)
//   row h-2       "status"    name, HP, power, armour, depth, score, patience
//   row h-1       "badges"    conditions; "alignment" (the spirits' dial) at its right end

#include "render/ui/map_view.hpp"
#include "render/ui/widget.hpp"

namespace yoord {

inline constexpr int kMessageRows = 3;

class StatusLineWidget final : public Widget {
public:
    void draw(const Canvas& area, const HudView& view) const override;
};

class MessageWidget final : public Widget {
public:
    void draw(const Canvas& area, const HudView& view) const override;
};

// Packs' fields, "Label value" each, right-aligned on the badge row; draws nothing without packs.
class PackFieldsWidget final : public Widget {
public:
    void draw(const Canvas& area, const HudView& view) const override;
};

class BadgeWidget final : public Widget {
public:
    void draw(const Canvas& area, const HudView& view) const override;
};

// The spirits' alignment dial, right-aligned on the badge row: "Spirits ---|-*-" (the star is the dial, the bar
// its middle), or "Spirits hostile". Always shown, so a player learns it is there before the first trade.
class AlignmentWidget final : public Widget {
public:
    void draw(const Canvas& area, const HudView& view) const override;
};
// Its width on the badge row.
inline constexpr int kAlignmentWidth = 15;

// The colour HP is shown in: healthy, hurt, in danger.
[[nodiscard]] Colour hp_colour(int hp, int max_hp) noexcept;

// Registers messages, map (if `map` is given), status and badges with the layout above.
void register_default_hud(WidgetRegistry& registry, const MapSource* map);

}  // namespace yoord
