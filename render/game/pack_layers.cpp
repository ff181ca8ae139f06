#include "render/game/pack_layers.hpp"

#include "render/game/map_source.hpp"
#include "sim/run/pack_layers.hpp"

namespace yoord {

void PackLayers::draw(const MapCanvas& canvas) const {
    const Game& g = *game_;
    if (g.content == nullptr) return;
    for (const PackManifest& pack : g.content->packs) {
        for (const PackLayerDef& layer : pack.layers) {
            const Cell look{static_cast<char32_t>(static_cast<unsigned char>(layer.glyph)), glyph_colour(layer.colour),
                            colours::black, Attr::bold};
            for (int y = 0; y < g.map().height(); ++y) {
                for (int x = 0; x < g.map().width(); ++x) {
                    const MapPoint at{x, y};
                    if (canvas.in_view(at) && cell_carries_effect(g, Point{x, y}, layer.effect.bit)) canvas.put(at, look);
                }
            }
        }
    }
}

}  // namespace yoord
