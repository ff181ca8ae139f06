// Packs' map layers (render/game/pack_layers.hpp): a pack's [[layer]] draws its glyph in its colour over the cells
// the player sees whose creature or item carries its effect, and leaves every other cell as the map drew it.

#include "render/game/pack_layers.hpp"

#include <gtest/gtest.h>


#include "render/canvas.hpp"
#include "render/game/map_source.hpp"
#include "render/null_terminal.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/floors.hpp"
#include "sim/tables/loader.hpp"
#include "tests/render/game_session_support.hpp"
#include "sim/pack_test_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& with_layers() {
    static const LoadResult loaded = testing::load_with_pack("layers", {{"pack.toml", R"(id = "layers"
version = "1"

[[layer]]
effect = "flies"
glyph = "^"
colour = "bright_cyan"

[[layer]]
effect = "sees_invisible"
glyph = "?"
colour = "gold"
)"}});
    return *loaded.content;
}

void spawn(Game& g, std::string_view id, Point at) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, Place::at(at));
    EXPECT_TRUE(made) << made.error;
}

struct Scene {
    std::unique_ptr<Game> game = new_game(with_layers(), 5, "Layer");
    GameMapSource map{*game};
    PackLayers layers{*game};

    Scene() {
        install_map(*game, test::open_room(14, 8), {3, 4});
        spawn(*game, "cave_bat", {6, 4});
        spawn(*game, "rat", {5, 3});
        spawn(*game, "ring_of_see_invisible", {5, 5});
        update_view(*game);
        map.layers().add(kPackLayerDepth, kPackLayerName, layers);
    }
    // The cell map point `p` shows in, the map widget filling an 80x24 screen.
    Cell drawn(Point p) {
        NullTerminal terminal({80, 24}, GlyphMode::ascii);
        MapWidget(map).draw(Canvas(terminal), HudView{});
        terminal.present();
        const MapPoint origin = viewport_origin({game->map().width(), game->map().height()}, {80, 24},
                                                MapPoint{player_cell(*game).x, player_cell(*game).y});
        return terminal.cell(p.x - origin.x, p.y - origin.y);
    }
};

TEST(Packs, ALayerDrawsItsGlyphOverCellsCarryingItsEffect) {
    Scene s;
    const Cell bat = s.drawn({6, 4});
    EXPECT_EQ(bat.glyph, U'^');
    EXPECT_EQ(bat.fg, glyph_colour(ColourName::bright_cyan));
    const Cell ring = s.drawn({5, 5});
    EXPECT_EQ(ring.glyph, U'?');
    EXPECT_EQ(ring.fg, glyph_colour(ColourName::gold));
    EXPECT_EQ(s.drawn({5, 3}).glyph, U'r') << "a rat does not fly: the map draws it as ever";
    EXPECT_EQ(s.drawn({3, 4}).glyph, U'@');
}

TEST(Packs, ACoreGameDrawsNoPackLayer) {
    static const LoadResult core = load_embedded_content();
    auto g = new_game(*core.content, 5, "Layer");
    install_map(*g, test::open_room(14, 8), {3, 4});
    spawn(*g, "cave_bat", {6, 4});
    update_view(*g);
    GameMapSource map{*g};
    PackLayers layers{*g};
    map.layers().add(kPackLayerDepth, kPackLayerName, layers);
    NullTerminal terminal({80, 24}, GlyphMode::ascii);
    MapWidget(map).draw(Canvas(terminal), HudView{});
    terminal.present();
    EXPECT_EQ(terminal.to_string().find('^'), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
