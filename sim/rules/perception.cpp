#include "sim/rules/perception.hpp"

#include <algorithm>

#include "core/geom/fov.hpp"
#include "core/geom/line.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/world/components.hpp"

namespace yoord {

namespace {

// The cells from which a creature could see the player this turn (ignoring distance, which each creature's own
// sight adds). The shadowcast is symmetric, so this is the player's field of view, taken out to the farthest
// sight on the floor. The player's own view serves when it already reaches that far and the player is not
// blind (blindness narrows what the player sees, not what sees the player).
const Grid<bool>& player_sight_lines(Game& g, Point player) {
    PathScratch& s = g.paths;
    if (s.sight_lines_turn == g.turn && s.sight_lines_from == player) {
        return s.sight_lines_are_view ? g.view.visible : s.player_sight_lines;
    }
    s.sight_lines_turn = g.turn;
    s.sight_lines_from = player;
    int farthest = 0;
    g.world.view<Mind, Position>().each([&](const Mind& m, const Position&) { farthest = std::max(farthest, m.sight); });
    s.sight_lines_are_view = !has_effect<Blind>(g.world, g.player) && farthest <= player_sight_radius(g);
    if (s.sight_lines_are_view) return g.view.visible;
    if (s.player_sight_lines.width() != g.map().width() || s.player_sight_lines.height() != g.map().height()) {
        s.player_sight_lines.reset(g.map().width(), g.map().height(), false);
    }
    const FloorMap& map = g.map();
    compute_fov(s.player_sight_lines, player, farthest,
                [&map](int x, int y) { return blocks_sight(map.tiles.at(x, y)); });
    return s.player_sight_lines;
}

enum class Lines : std::uint8_t { turn_cache, fresh };

// Whether a line of sight joins `self` and `other`: the player's sight lines when `other` is the player (the
// shadowcast is symmetric; the turn's cache, for minds), a straight line between them otherwise (and when asked
// `fresh`: a question asked between turns must not fill the cache the minds read later in the turn).
bool sight_line(Game& g, Point self, ecs::Entity other, Point there, Lines lines) {
    if (other == g.player && lines == Lines::turn_cache) return player_sight_lines(g, there).at(self);
    // The player's own view is a line both ways (the shadowcast is symmetric): no line to draw, nothing to allocate.
    if (other == g.player && g.view.visible.width() == g.map().width() && g.view.visible.at(self)) return true;
    const FloorMap& map = g.map();
    return clear_line(self, there, [&map](Point p) { return blocks_sight(map.tiles.at(p.x, p.y)); });
}

bool in_sight_by(Game& g, ecs::Entity self, ecs::Entity other, Lines lines) {
    const Point here = cell_of(g, self);
    const Point there = cell_of(g, other);
    const Mind* mind = g.world.try_get<Mind>(self);
    const int reach = mind != nullptr ? mind->sight : 0;
    const int apart = distance_squared(here, there);
    // Beyond its full sight no stealth question is needed (stealth only shortens it); most minds that ask are far.
    if (apart > reach * reach) return false;
    const int sight = reach / (has_effect<Stealthy>(g.world, other) ? kStealthSightDivisor : 1);
    if (apart > sight * sight) return false;
    if (has_effect<Blind>(g.world, self)) return false;
    if (has_effect<Invisible>(g.world, other) && !has_effect<SeesInvisible>(g.world, self)) return false;
    return sight_line(g, here, other, there, lines);
}

}  // namespace

bool in_sight(Game& g, ecs::Entity self, ecs::Entity other) { return in_sight_by(g, self, other, Lines::turn_cache); }

bool notices(Game& g, ecs::Entity self, ecs::Entity other) {
    if (!alive(g, other) || !g.world.has<Position>(other)) return false;
    return has_effect<Aggravates>(g.world, other) || in_sight_by(g, self, other, Lines::fresh);
}

bool perceives(Game& g, ecs::Entity self, ecs::Entity other) {
    if (!alive(g, other) || !g.world.has<Position>(other)) return false;
    return has_effect<Aggravates>(g.world, other) || in_sight(g, self, other);
}

}  // namespace yoord
