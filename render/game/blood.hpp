#pragma once
// Blood where a creature bleeds (issue 31, item 10): a map draw layer under the animations that stains the floor
// red where a blow the player saw drew blood, for the rest of the floor visit. Fed each turn with the turn's hit
// events: the struck creature's cell is stained, and on a draw of the cosmetic stream the blood spatters one cell
// further, away from the blow. The undead do not bleed. Floors and corridors take stains; only a cell that shows its
// bare ground is tinted, so a creature, an item or a trap standing on a stain hides it; remembered stains are darker.
//
// Never game state: the rules never read it, it is not saved or hashed, and a new floor visit starts clean. The
// screen-reader mode needs no words for it: the log already says every blow.

#include <cstdint>
#include <span>
#include <vector>

#include "core/geom/grid.hpp"
#include "render/ui/map_view.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// The layer's name and depth among the map's draw layers: under every animation (render/game/animations.cpp).
inline constexpr int kBloodLayerDepth = 5;
inline constexpr const char* kBloodLayerName = "blood";  // not player text: a layer's id for tests

class BloodLayer final : public MapDrawLayer {
public:
    // `source`: the map as drawn, asked whether a cell shows bare floor; `cosmetic_seed`: the run's seed.
    BloodLayer(const MapSource& source, std::uint64_t cosmetic_seed);
    BloodLayer(const BloodLayer&) = delete;
    BloodLayer& operator=(const BloodLayer&) = delete;

    // Stains the floor for the hit events among `events` that the player saw; a new floor visit first wipes it.
    void bleed(std::span<const TurnEvent> events, const Game& game);
    // Whether `p` carries a stain on this floor visit.
    [[nodiscard]] bool stained(Point p) const;
    void draw(const MapCanvas& canvas) const override;

private:
    void stain(Point p, const Game& game);

    const MapSource* source_;
    CosmeticRng cosmetic_;
    std::uint32_t floor_ = UINT32_MAX;  // the floor visit (Descent::floor_changes) the stains belong to
    Grid<std::uint8_t> stains_;
    struct Stain {
        Point at;
        char32_t ground;  // the glyph of its terrain: the cell shows bare ground when it shows this
    };
    std::vector<Stain> stained_;  // in the order they bled (what draw() walks)
};

}  // namespace yoord
