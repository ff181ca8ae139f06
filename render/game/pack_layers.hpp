#pragma once
// Packs' map layers (pack.toml [[layer]]): for each layer, in load order, its glyph in its colour over every cell
// the player sees whose creature or item carries the layer's effect (sim/run/pack_layers.hpp). Data-driven: the
// layers are the loaded packs' rows, so a reload's new layers show at once. Drawn over the blood and under the
// animations, a later pack's layer over an earlier one's.
//
// Never game state: nothing here is saved or hashed. The screen-reader mode reads the look command, not colours.

#include "render/ui/map_view.hpp"
#include "sim/state/game.hpp"

namespace yoord {

inline constexpr int kPackLayerDepth = 7;  // over blood (5), under every animation (10 and up)
inline constexpr const char* kPackLayerName = "pack layers";  // not player text: a layer's id for tests

class PackLayers final : public MapDrawLayer {
public:
    explicit PackLayers(const Game& game) : game_(&game) {}
    void draw(const MapCanvas& canvas) const override;

private:
    const Game* game_;
};

}  // namespace yoord
