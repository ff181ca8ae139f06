// Blood where a creature bleeds: a blow the player saw stains the floor under the struck creature (shown in red once
// nothing stands on it, darker when remembered), the undead do not bleed, a new floor visit starts clean, and the
// game is the same with the stains or without them.

#include "render/game/blood.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "../game_session_support.hpp"
#include "render/game/tile_look.hpp"
#include "render/canvas.hpp"
#include "render/game/map_source.hpp"
#include "render/null_terminal.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::spawn;

// Where map point `p` shows on an 80x24 screen when the map widget fills it.
Point on_screen(const Game& g, Point p) {
    const MapPoint origin = viewport_origin({g.map().width(), g.map().height()}, {80, 24},
                                            MapPoint{player_cell(g).x, player_cell(g).y});
    return {p.x - origin.x, p.y - origin.y};
}

// The player at (3,4) strikes the creature of row `row` at (4,4), which neither dies nor acts, until a blow draws
// blood; the stains of every blow are on `blood`.
struct Fight {
    std::unique_ptr<Game> game = game_in_room({3, 4});
    ecs::Entity foe;
    GameMapSource map{*game};
    BloodLayer blood{map, game->descent.seed};

    explicit Fight(std::string_view row) : foe(spawn(*game, row, Place::at({4, 4}))) {
        game->world.get<Health>(foe) = Health{500, 500};
        (void)paralyse(*game, foe, 100);
        map.layers().add(kBloodLayerDepth, kBloodLayerName, blood);
    }
    // Strikes until a blow lands (at most 50 tries); returns whether one did.
    bool wound() {
        for (int i = 0; i < 50; ++i) {
            const TurnResult r = play_turn(*game, Intent::strike(Direction::east));
            blood.bleed(r.events, *game);
            const bool hurt = std::ranges::any_of(
                r.events, [](const TurnEvent& e) { return e.kind == EventKind::hit && e.amount > 0 && e.seen; });
            if (hurt) return true;
        }
        return false;
    }
    Cell drawn(Point p) {
        NullTerminal terminal({80, 24}, GlyphMode::ascii);
        MapWidget(map).draw(Canvas(terminal), HudView{});
        terminal.present();
        const Point at = on_screen(*game, p);
        return terminal.cell(at.x, at.y);
    }
};

TEST(Blood, ABlowThePlayerSawStainsTheFloorUnderTheStruckAndShowsOnceItMoves) {
    Fight f("rat");
    ASSERT_TRUE(f.wound());
    EXPECT_TRUE(f.blood.stained({4, 4}));
    EXPECT_EQ(f.drawn({4, 4}).glyph, U'r') << "a creature standing on a stain hides it";
    (void)move_to(f.game->world, f.game->places, f.foe, Place::at({8, 6}));
    const Cell stain = f.drawn({4, 4});
    EXPECT_EQ(stain.glyph, tile_look(Tile::floor).glyph) << "still the floor";
    EXPECT_EQ(stain.fg, colours::red);
    EXPECT_NE(f.drawn({2, 2}).fg, colours::red) << "an unstained floor cell keeps its colour";
    EXPECT_FALSE(f.blood.stained({2, 4})) << "never behind the blow: a spatter flies away from it";
}

TEST(Blood, TheUndeadDoNotBleed) {
    Fight f("zombie");
    ASSERT_TRUE(f.wound());
    EXPECT_FALSE(f.blood.stained({4, 4}));
    EXPECT_FALSE(f.blood.stained({5, 4}));
}

TEST(Blood, ANewFloorVisitStartsClean) {
    Fight f("rat");
    ASSERT_TRUE(f.wound());
    ASSERT_TRUE(f.blood.stained({4, 4}));
    ++f.game->descent.floor_changes;  // as a staircase would
    f.blood.bleed({}, *f.game);
    EXPECT_FALSE(f.blood.stained({4, 4}));
}

TEST(Blood, TheGameIsTheSameWithTheStainsOrWithoutThem) {
    Fight stained("rat");
    auto plain = game_in_room({3, 4});
    const ecs::Entity rat = spawn(*plain, "rat", Place::at({4, 4}));
    plain->world.get<Health>(rat) = Health{500, 500};
    (void)paralyse(*plain, rat, 100);
    for (int i = 0; i < 10; ++i) {
        const TurnResult r = play_turn(*stained.game, Intent::strike(Direction::east));
        stained.blood.bleed(r.events, *stained.game);
        (void)stained.drawn({4, 4});
        (void)play_turn(*plain, Intent::strike(Direction::east));
    }
    EXPECT_EQ(state_hash(*stained.game), state_hash(*plain));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
