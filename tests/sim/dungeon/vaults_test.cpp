#include "sim/dungeon/vaults.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/layout_tools.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

const VaultDef& vault(std::string_view id) {
    for (const VaultDef& v : shipped().vaults) {
        if (v.id == id) return v;
    }
    ADD_FAILURE() << "no vault " << id;
    return shipped().vaults.front();
}

// A map from its picture, in to_ascii's characters; the stairs where '<' and '>' are.
FloorMap from_ascii(const std::vector<std::string>& lines) {
    FloorMap map;
    map.tiles.reset(static_cast<int>(lines.front().size()), static_cast<int>(lines.size()), Tile::rock);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            Tile t = Tile::rock;
            switch (lines[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) {
                case '#': t = Tile::wall; break;
                case '.': t = Tile::floor; break;
                case ',': t = Tile::corridor; break;
                case '+': t = Tile::door_closed; break;
                case '\'': t = Tile::door_open; break;
                case '~': t = Tile::deep_water; break;
                case '<': t = Tile::stairs_up; map.stairs_up = {x, y}; break;
                case '>': t = Tile::stairs_down; map.stairs_down = {x, y}; break;
                default: break;
            }
            map.tiles.at(x, y) = t;
        }
    }
    return map;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += line + "\n";
    return out;
}

// The scenario: a room on the left, rock on the right. The closet goes into the rock, its door facing down, and
// the shortest corridor through the rock runs from below its door round to the room, entering it through a new
// door in the room's wall.
TEST(Vaults, AClosetIsStampedIntoRockAndJoinedToTheRoomByACorridor) {
    FloorMap map = from_ascii({
        "                        ",
        " #####                  ",
        " #<.>#                  ",
        " #...#                  ",
        " #####                  ",
        "                        ",
        "                        ",
        "                        ",
    });
    ASSERT_TRUE(stamp_vault(map, vault("closet"), vault("closet").map, {10, 2}));
    EXPECT_EQ(to_ascii(map), joined({
                                 "                        ",
                                 " #####                  ",
                                 " #<.>#    #####         ",
                                 " #...+,,,,#...#         ",
                                 " #####   ,##+##         ",
                                 "         ,,,,           ",
                                 "                        ",
                                 "                        ",
                             }));
    ASSERT_EQ(map.marks.size(), 1U);
    EXPECT_EQ(map.marks[0].cell, (Point{12, 3}));
    EXPECT_EQ(map.marks[0].kind, VaultMarkKind::item);
}

TEST(Vaults, AVaultThatDoesNotFitChangesNothing) {
    FloorMap map = from_ascii({
        "          ",
        " ######## ",
        " #<....># ",
        " ######## ",
        "          ",
    });
    const std::string before = to_ascii(map);
    EXPECT_FALSE(stamp_vault(map, vault("closet"), vault("closet").map, {3, 2})) << "not rock";
    EXPECT_FALSE(stamp_vault(map, vault("closet"), vault("closet").map, {6, 2})) << "off the edge";
    EXPECT_EQ(to_ascii(map), before);
    EXPECT_TRUE(map.marks.empty());
}

TEST(Vaults, TurningAndMirroringMoveEverySymbol) {
    const std::vector<std::string> map{"ab", "cd", "ef"};
    EXPECT_EQ(oriented_vault_map(map, 0, false), map);
    EXPECT_EQ(oriented_vault_map(map, 1, false), (std::vector<std::string>{"eca", "fdb"}));
    EXPECT_EQ(oriented_vault_map(map, 2, false), (std::vector<std::string>{"fe", "dc", "ba"}));
    EXPECT_EQ(oriented_vault_map(map, 0, true), (std::vector<std::string>{"ba", "dc", "fe"}));
    EXPECT_EQ(oriented_vault_map(map, 4, false), map);
}

TEST(Vaults, AtLeastTwelveShip) { EXPECT_GE(shipped().vaults.size(), 12U); }

// Generation 2's rooms floors get their vaults, and every floor keeps the layout's promises: a solid edge, every
// walkable cell reachable from the up stair.
TEST(Vaults, GenerationTwoRoomsFloorsGetVaultsAndStayConnected) {
    int with_vaults = 0;
    int floors = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        for (int depth = 1; depth <= shipped().constants.final_depth; ++depth) {
            Descent d{seed, depth, 0, false};
            d.generation = 2;
            const FloorMap map = layout_of(shipped(), d);
            ++floors;
            with_vaults += map.marks.empty() ? 0 : 1;
            Grid<int> distance;
            walk_distances(map.tiles, map.stairs_up, distance);
            for (std::size_t i = 0; i < map.tiles.size(); ++i) {
                ASSERT_FALSE(is_walkable(map.tiles[i]) && distance[i] < 0)
                    << "seed " << seed << " depth " << depth << " cell " << i << "\n" << to_ascii(map);
            }
            for (const VaultMark& mark : map.marks) {
                EXPECT_EQ(map.at(mark.cell), Tile::floor);
            }
        }
    }
    EXPECT_GT(with_vaults * 4, floors) << with_vaults << " of " << floors << " floors have a vault";
}

// A vault's marks are filled when the floor is planned: a monster on each 'M', an item on each 'I', a trap on each
// 'T', the legend's row on its symbol.
TEST(Vaults, TheMarksOfAVaultAreWhatThePopulationPutsThere) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Descent d{seed, 5, 4, false};
        d.generation = 2;
        const Floor floor = plan_floor(shipped(), d);
        for (const VaultMark& mark : floor.map.marks) {
            const auto on = [&](const std::vector<Placement>& list) {
                for (const Placement& p : list) {
                    if (p.cell == mark.cell) return true;
                }
                return false;
            };
            switch (mark.kind) {
                case VaultMarkKind::monster: EXPECT_TRUE(on(floor.population.monsters)); break;
                case VaultMarkKind::item: EXPECT_TRUE(on(floor.population.items)); break;
                case VaultMarkKind::trap: EXPECT_TRUE(on(floor.population.traps)); break;
                case VaultMarkKind::row:
                    EXPECT_TRUE(on(floor.population.monsters) || on(floor.population.items) ||
                                on(floor.population.traps));
                    break;
            }
        }
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
