#include "sim/items/scrolls.hpp"

#include <algorithm>

#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/spells.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/events.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/identify.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/wands.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/items/pack.hpp"
#include "sim/places/spawn.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

// Every monster within `radius` of `at` (Chebyshev), in Uid order: the creatures there that have a mind.
std::vector<ecs::Entity> monsters_near(Game& g, Point at, int radius) {
    std::vector<ecs::Entity> out = creatures_within(g, at, radius);
    std::erase_if(out, [&](ecs::Entity e) { return !g.world.has<Mind>(e); });
    return out;
}

void map_floor(Game& g) {
    const FloorMap& map = g.map();
    TurnEvent revealed = make_event(EventKind::magic_map, g.player);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.tiles.at(x, y) == Tile::rock || g.view.remembered.at(x, y)) continue;
            g.view.remembered.at(x, y) = true;
            revealed.cells.push_back(Point{x, y});
        }
    }
    say(g, "scroll.map");
    record(g, std::move(revealed));
}

void map_around(Game& g, Point at, int radius) {
    const FloorMap& map = g.map();
    TurnEvent revealed = make_event(EventKind::magic_map, g.player);
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const Point p = at + Point{dx, dy};
            if (!map.in_bounds(p) || map.tiles.at(p) == Tile::rock || g.view.remembered.at(p)) continue;
            g.view.remembered.at(p) = true;
            revealed.cells.push_back(p);
        }
    }
    record(g, std::move(revealed));
}

bool summon(Game& g, ecs::Entity reader) {
    const auto row = random_monster_row(g);
    const Point at = g.world.get<Position>(reader).cell;
    for (const Point d : kNeighbours8) {
        const Point cell = at + d;
        if (!row || !g.map().walkable(cell) || creature_at(g, cell) != ecs::null_entity) continue;
        SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
        if (const SpawnResult made = spawn_row(ctx, *row, Place::at(cell))) {
            say(g, "scroll.summon", {.args = {{"name", a_name_of(g, made.entity)}}});
            return true;
        }
    }
    say(g, "scroll.summon_nothing");
    return false;
}

int recharge_wands(Game& g, ecs::Entity reader) {
    int charged = 0;
    for (const ecs::Entity e : carried_items(g, reader)) {
        const Identity* id = g.world.try_get<Identity>(e);
        if (id == nullptr || id->category != Category::wand) continue;
        recharge(g, e);
        ++charged;
    }
    return charged;
}

namespace {

constexpr int kEnchantStep = 1;

// Applies `verb` to each monster near the reader; says so when none was there.
template <class Verb>
bool affect_monsters_near(Game& g, ecs::Entity reader, const ScrollDef& def, Verb verb) {
    int touched = 0;
    for (const ecs::Entity m : monsters_near(g, g.world.get<Position>(reader).cell, def.radius)) {
        if (verb(m)) ++touched;
    }
    if (touched == 0) say(g, "scroll.no_one_answers");
    return touched > 0;
}

void light_around(Game& g, Point at, int radius) {
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const Point p = at + Point{dx, dy};
            if (g.map().in_bounds(p)) g.view.remembered.at(p) = true;
        }
    }
    say(g, "scroll.light");
}

bool enchant_worn(Game& g, ecs::Entity reader, EquipSlot slot, std::string_view done_key) {
    const ecs::Entity item = worn_in(g, reader, slot);
    if (item == ecs::null_entity || !enchant(g, item, kEnchantStep)) {
        say(g, "scroll.hands_tingle");
        return false;
    }
    say(g, done_key, {.args = {{"item", name_of(g, item)}}});
    return true;
}

// Charms the nearest creature within `radius` that fights the reader (a tie goes to the lower Uid); with none
// there the charm is cast all the same, on nobody.
bool charm_nearest(Game& g, ecs::Entity reader, int radius) {
    const Point at = g.world.get<Position>(reader).cell;
    ecs::Entity best = ecs::null_entity;
    for (const ecs::Entity m : monsters_near(g, at, radius)) {  // in Uid order: the first of equals stays
        if (!hostile(g, reader, m)) continue;
        if (best == ecs::null_entity ||
            chebyshev(g.world.get<Position>(m).cell, at) < chebyshev(g.world.get<Position>(best).cell, at)) {
            best = m;
        }
    }
    return charm(g, reader, best);
}

// Returns whether what happened showed what the scroll is.
bool apply_scroll(Game& g, ecs::Entity reader, const ScrollDef& def) {
    switch (def.kind) {
        case ScrollKind::identify: {
            const int n = identify_all(g, reader);
            say(g, n == 0 ? "scroll.identify_nothing" : "scroll.identify");
            return true;
        }
        case ScrollKind::teleport:
            if (teleport(g, reader)) return true;
            say(g, "teleport.stuck");
            return false;
        case ScrollKind::remove_curse: {
            const bool lifted = remove_curses(g, reader) > 0;
            say(g, lifted ? "scroll.curse_lifted" : "scroll.nothing_cursed");
            return lifted;
        }
        case ScrollKind::enchant_weapon:
            return enchant_worn(g, reader, EquipSlot::weapon, "scroll.weapon_enchanted");
        case ScrollKind::enchant_armour:
            return enchant_worn(g, reader, EquipSlot::armour, "scroll.armour_enchanted");
        case ScrollKind::magic_mapping:
            map_floor(g);
            return true;
        case ScrollKind::light:
            light_around(g, g.world.get<Position>(reader).cell, def.radius);
            return true;
        case ScrollKind::create_monster:
            return summon(g, reader);
        case ScrollKind::aggravate:
            (void)hold(g, reader, Grant::of<Aggravates>(), Lifetime::this_floor);
            say(g, "scroll.shriek");
            return true;
        case ScrollKind::sleep:
            return affect_monsters_near(g, reader, def, [&](ecs::Entity m) { return put_to_sleep(g, m, roll_held_turns(g, def.turns)); });
        case ScrollKind::scare_monster:
            return affect_monsters_near(g, reader, def, [&](ecs::Entity m) { return frighten(g, m, roll_held_turns(g, def.turns)); });
        case ScrollKind::confuse_monster:
            (void)hold(g, reader, Grant::of<ConfusingTouch>(), Lifetime::next_action);
            say(g, "scroll.confusing_touch");
            return true;
        case ScrollKind::protect_armour: {
            const bool done = rustproof_armour(g, reader);
            say(g, done ? "scroll.rustproof" : "scroll.rustproof_nothing");
            return done;
        }
        case ScrollKind::hold_monster:
            return affect_monsters_near(g, reader, def, [&](ecs::Entity m) { return paralyse(g, m, roll_held_turns(g, def.turns)); });
        case ScrollKind::recharge: {
            const bool charged = recharge_wands(g, reader) > 0;
            say(g, charged ? "rune.wands_recharged" : "scroll.recharge_nothing");
            return charged;
        }
        case ScrollKind::teach_spell: {
            const auto spell = random_unknown_spell(g, reader);
            if (!spell) {
                say(g, "scroll.lesson_known");
                return true;
            }
            (void)learn_spell(g, reader, *spell);
            return true;
        }
        case ScrollKind::blank:
            say(g, "scroll.blank");
            return true;
        case ScrollKind::atonement:
            if (reader != g.player) return false;  // only the player's peace with the spirits is kept
            make_peace(g);
            say(g, "scroll.atonement");
            return true;
        case ScrollKind::charm_monster:
            return charm_nearest(g, reader, def.radius);
    }
    return false;
}

}  // namespace

std::optional<RowRef> random_monster_row(Game& g, StableId except) {
    std::vector<std::uint32_t> weights;
    std::vector<RowRef> rows;
    for (std::uint32_t i = 0; i < g.content->monsters.size(); ++i) {
        const MonsterDef& m = g.content->monsters[i];
        if (m.min_depth > g.depth() || m.weight <= 0 || !m.placed || m.stable == except) continue;
        weights.push_back(static_cast<std::uint32_t>(m.weight));
        rows.push_back(RowRef{Category::monster, i});
    }
    if (rows.empty()) return std::nullopt;
    return rows[g.rng.weighted_pick(weights)];
}

std::string read_refusal(const Game& g, ecs::Entity reader) {
    return has_effect<Blind>(g.world, reader) ? sentence(g, "refuse.blind_read") : std::string{};
}

ActionResult read_scroll(Game& g, ecs::Entity reader, ecs::Entity scroll) {
    if (std::string why = read_refusal(g, reader); !why.empty()) return ActionResult::failure(std::move(why));
    const ScrollDef& def = g.content->scrolls[g.world.get<Identity>(scroll).row];
    say(g, "scroll.read", {.args = {{"item", kind_name(g, scroll)}}});
    const RowRef row{Category::scroll, g.world.get<Identity>(scroll).row};
    break_conduct(g, reader, Conduct::scrolls);
    g.world.destroy(take_one(g, scroll));  // one off the stack; the rest keep their letter
    const bool shown = apply_scroll(g, reader, def);
    if (reader == g.player) learn_from_use(g, row, shown, true);
    return ActionResult::success();
}

}  // namespace yoord
