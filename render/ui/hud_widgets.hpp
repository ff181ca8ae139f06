#pragma once
// The HUD's standard widgets and the default layout of the play screen at 80×24 and larger:
//
//   rows 0-2      "messages"  the latest messages, newest at the bottom
//   rows 3..h-3   "map"       the map viewport (when a MapSource is given)
//   row h-3       "pack_fields"  packs' widgets, a row of their own taken from the map's foot, only while a
//                                 loaded pack declares one (place_pack_row)
//   row h-2       "status"    name, HP, power, armour, depth, score, patience
//   row h-1       "badges"    conditions; "alignment" (the spirits' dial) at its right end
// No widget's rectangle overlaps another's, except the dial's, which ends the badge row.

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

// Packs' widgets, "Label value" each, left to right on their own row; what does not fit says how many more.
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

// Registers messages, map (if `map` is given), status, badges, the dial and the packs' widgets with the layout
// above; `pack_row`: whether the packs' widgets have their row.
void register_default_hud(WidgetRegistry& registry, const MapSource* map, bool pack_row = false);

// Gives the packs' widgets their row (the map one row shorter) or takes it back (the row's height 0), keeping
// every other widget as registered. The play layer calls it when the packs' widgets come or go.
void place_pack_row(WidgetRegistry& registry, const MapSource* map, bool pack_row);

}  // namespace yoord
