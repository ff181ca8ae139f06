#include "sim/run/floors.hpp"

#include <algorithm>
#include <utility>

#include "sim/items/runes.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/promises.hpp"
#include "sim/rules/recovery.hpp"
#include "sim/rules/shapes.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/bones.hpp"
#include "sim/run/score.hpp"
#include "sim/run/triggers.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// The body's spells, when its row has any; else the human's starting ones.
Spellbook starting_spells(const Game& g, const MonsterDef* body) {
    Spellbook book;
    if (body != nullptr && !body->spells.empty()) {
        for (const RowRefName& spell : body->spells) book.spells.push_back(stable_id(spell.id));
        return book;
    }
    for (const SpellDef& spell : g.content->spells) {
        if (spell.starting && spell.learnable &&
            book.spells.size() < static_cast<std::size_t>(g.constants().known_spells)) {
            book.spells.push_back(spell.stable);
        }
    }
    return book;
}

// The player: the human of the constants, or a body made from the monster row `body` (its hit points, dice, tempo,
// grants, spells and magic; always drawn as '@', in the row's colour).
ecs::Entity make_player(Game& g, const MonsterDef* body) {
    GameWorld& w = g.world;
    const GameConstants& c = g.constants();
    const ecs::Entity e = w.create();
    const BodyNumbers n = body_numbers(g, body);
    w.emplace<Renderable>(e, Renderable{kPlayerGlyph, body != nullptr ? body->colour : ColourName::white});
    w.emplace<Health>(e, Health{n.hp, n.hp});
    w.emplace<CombatStats>(e, CombatStats{n.power_die, n.power_bonus, n.armour_die, n.armour_bonus});
    w.emplace<Energy>(e, Energy{body != nullptr ? body->tempo : Tempo::normal, 0});
    w.emplace<Allegiance>(e, Allegiance{Side::player});
    w.emplace<Pack>(e, Pack{std::vector<ecs::Entity>(static_cast<std::size_t>(c.pack_size), ecs::null_entity)});
    w.emplace<Equipment>(e);
    w.emplace<Location>(e);
    const int magic = body != nullptr && body->magic > 0 ? body->magic : c.player_magic;
    w.emplace<Magic>(e, Magic{magic, magic});
    w.emplace<Growth>(e);
    w.emplace<Spellbook>(e, starting_spells(g, body));
    if (body != nullptr) {
        for (const EffectRef& grant : body->grants) w.set_marker(e, grant.bit);
        w.emplace<Body>(e, Body{body->stable});
    }
    return e;
}

bool carried_by(const Game& g, ecs::Entity e, ecs::Entity owner) {
    const Location* loc = g.world.try_get<Location>(e);
    if (loc == nullptr || owner == ecs::null_entity) return false;
    const PlaceKind k = loc->place.kind;
    return (k == PlaceKind::pack || k == PlaceKind::slot) && loc->place.owner == owner;
}

// Everything but the player, the creatures going along (`along`: the companion, the followers) and what they
// carry leaves with the old floor.
void clear_floor(Game& g, const std::vector<ecs::Entity>& along = {}) {
    (void)move_to(g.world, g.places, g.player, Place::nowhere());
    const auto goes = [&](ecs::Entity e) {
        if (e == g.player || carried_by(g, e, g.player)) return true;
        return std::any_of(along.begin(), along.end(),
                           [&](ecs::Entity a) { return e == a || carried_by(g, e, a); });
    };
    std::vector<ecs::Entity> doomed;
    g.world.each_entity([&](ecs::Entity e) {
        if (!goes(e)) doomed.push_back(e);
    });
    g.places.clear();
    for (const ecs::Entity e : doomed) g.world.destroy(e);
    g.now.dying.clear();
}

// Whether a creature that moves this way pursues whoever it fights through a staircase. Closed: a new
// movement kind must say.
bool pursues(Movement movement) {
    switch (movement) {
        case Movement::chaser:
        case Movement::ambusher:
            return true;
        case Movement::still:
        case Movement::fleer:
        case Movement::staggerer:
        case Movement::helper:   // the companion goes along by its own rule
        case Movement::wanderer:
            return false;
    }
    return false;
}

// The creatures that follow the player through a staircase (as in DCSS): hostile, next to it, awake, free to
// move and pursuing. In Uid order, so the floor they arrive on does not depend on how the world stores them.
std::vector<ecs::Entity> followers(Game& g, FloorChange change) {
    std::vector<ecs::Entity> out;
    if (change != FloorChange::stairs_down && change != FloorChange::stairs_up) return out;
    const Point me = player_cell(g);
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (!alive(g, e) || chebyshev(cell_of(g, e), me) > 1 || !hostile(g, g.player, e)) continue;
        if (has_effect<Asleep>(g.world, e) || has_effect<Paralysed>(g.world, e) || has_effect<Snared>(g.world, e)) {
            continue;
        }
        if (pursues(movement_now(g, e))) out.push_back(e);
    }
    std::sort(out.begin(), out.end(), [&](ecs::Entity a, ecs::Entity b) { return g.world.uid(a) < g.world.uid(b); });
    for (const ecs::Entity e : out) (void)move_to(g.world, g.places, e, Place::nowhere());
    return out;
}

void reset_view(Game& g) {
    g.view.visible.reset(g.map().width(), g.map().height(), false);
    g.view.remembered.reset(g.map().width(), g.map().height(), false);
    g.view.trodden.reset(g.map().width(), g.map().height(), false);
    g.view.items.reset(g.map().width(), g.map().height(), SeenItem{});
    g.view.items_visit = g.descent.floor_changes;
    g.paths.forget_distances();
    g.paths.sight_lines_turn = UINT32_MAX;
}

void spawn_requested_rows(Game& g) {
    if (g.spawn_near_player.empty()) return;
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const Point at = player_cell(g);
    for (const RowRef row : g.spawn_near_player) {
        const Point cell = nearest_free_cell(g, at);
        if (chebyshev(cell, at) > g.constants().spawn_radius) continue;
        const SpawnResult made = spawn_row(ctx, row, Place::at(cell));
        if (!made) g.log.add(made.error);
    }
}

// The player onto `stair`'s floor. Patience refills only on a depth new to the run (`fresh`); on a revisit it
// goes on from where it was, so a staircase taken twice buys no time.
// Room for the entities a floor gains in play beyond those it was entered with (drops, summons, thrown items).
constexpr std::size_t kEntitiesGainedOnAFloor = 64;

// The turn's scratch, the path caches and the World's caches sized to the floor just entered, so that its
// turns allocate nothing: the floor change pays for them (docs/explanation/performance/memory.md).
void fit_scratch_to_floor(Game& g) {
    const std::size_t entities = g.world.size() + kEntitiesGainedOnAFloor;
    g.paths.fit(g.map().width(), g.map().height(), entities);
    g.now.fit(entities);
    g.world.reserve_derived(entities);
}

void arrive(Game& g, Point stair, bool fresh = true) {
    (void)move_to(g.world, g.places, g.player, Place::at(nearest_free_cell(g, stair)));
    if (fresh) {
        g.patience = g.constants().patience_per_floor;
        g.now.patience_refilled = true;
    }
    reset_view(g);
    spawn_requested_rows(g);
    fit_scratch_to_floor(g);
    update_view(g);
}

void populate(Game& g, FloorStock stock = FloorStock::full) {
    g.floor = plan_floor(*g.content, g.descent, kDefaultFloorSize, stock);
    for (const std::string& problem : spawn_floor(g.world, g.places, *g.content, g.floor)) g.log.add(problem);
}

}  // namespace

std::optional<RowRef> body_row(const Content& content, std::string_view id) {
    const std::optional<RowRef> row = content.find(id);
    if (!row || row->category != Category::monster) return std::nullopt;
    return row;
}

std::unique_ptr<Game> new_game(const Content& content, std::uint64_t seed, std::string name,
                               std::vector<RowRef> spawn_near_player, StartChoices start) {
    auto g = std::make_unique<Game>(content, seed, std::move(name));
    g->spawn_near_player = std::move(spawn_near_player);
    g->start = start;
    g->descent.generation = start.dungeon.generation;
    g->descent.level = start.dungeon.level;
    g->descent.endless = start.dungeon.endless;
    const bool monster_body = start.body && start.body->category == Category::monster;
    g->player = make_player(*g, monster_body ? &content.monsters[start.body->index] : nullptr);
    populate(*g);
    arrive(*g, g->floor.map.stairs_up);
    say(*g, g->descent.endless ? "descent.enter_endless" : "descent.enter");
    if (start.companion) (void)start_with_companion(*g, *start.companion);
    return g;
}

namespace {

// Whether the floor just entered (the descent already moved) is new to the run: going down, deeper than it
// has been; climbing with the Element, shallower than it has climbed with it. Any other floor is a revisit.
bool first_visit(const Game& g, FloorChange change) {
    const int depth = g.depth();
    if (g.descent.element_carried) {
        return change == FloorChange::stairs_up && (g.score.shallowest_paid == 0 || depth < g.score.shallowest_paid);
    }
    return depth > g.score.deepest_paid;
}

}  // namespace

Arrival enter_floor(Game& g, FloorChange change) {
    const std::optional<ecs::Entity> companion_along = take_companion_along(g);
    const std::vector<ecs::Entity> chasing = followers(g, change);
    std::vector<ecs::Entity> along = chasing;
    if (companion_along) along.push_back(*companion_along);
    clear_floor(g, along);
    g.descent.element_carried = carries_element(g);
    take_floor_change(g.descent, change);
    const bool fresh = first_visit(g, change);
    // A trapdoor or portal reaches a depth without paying for it; it still counts as reached, so a stair down to
    // it later neither pays nor restocks its loot.
    if (change == FloorChange::trapdoor || change == FloorChange::portal) {
        g.score.deepest_paid = std::max(g.score.deepest_paid, g.depth());
    }
    populate(g, fresh ? FloorStock::full : FloorStock::no_loot);
    const bool came_up = change == FloorChange::stairs_up;
    arrive(g, came_up ? g.floor.map.stairs_down : g.floor.map.stairs_up, fresh);
    note_pack_event(g, PackEvent{TriggerEvent::enter_depth, StableId{}, g.depth()});
    if (companion_along) bring_companion(g, *companion_along);
    for (const ecs::Entity e : chasing) {
        (void)move_to(g.world, g.places, e, Place::at(nearest_free_cell(g, player_cell(g))));
        say(g, "descent.follows", {.subject = e});
    }
    // Climbing with the Element to a depth not yet reached with it, the run may meet an earlier run's bones.
    if (fresh) meet_bones(g);
    keep_spirits_in_step(g);  // once the peace is broken, every floor's spirits (YOORD_SPAWN's too) are hostile
    return fresh ? Arrival::first : Arrival::again;
}

void ask_floor_change(Game& g, FloorChangeAsked asked) {
    if (!g.now.leaving) g.now.leaving = asked;
}

namespace {

// What a staircase does for whoever arrives by it at a depth new to the run: it recovers, its runes fill and its
// promises are kept; and the stairs pay.
void arrive_by_stairs(Game& g, FloorChange change, Arrival arrival) {
    const bool went_up = change == FloorChange::stairs_up;
    say(g, went_up ? "descent.up" : "descent.down", {.args = {{"depth", std::to_string(g.depth())}}});
    if (arrival == Arrival::first) {
        recover_at_new_depth(g);
        recharge_runes(g, g.player);
        keep_promises(g, g.player);
    }
    pay_stairs(g, went_up);
}

}  // namespace

void take_asked_floor_change(Game& g) {
    const std::optional<FloorChangeAsked> asked = std::exchange(g.now.leaving, std::nullopt);
    if (!asked) return;
    g.now.floor_changed = true;
    switch (asked->by) {
        case LeaveBy::staircase:
            arrive_by_stairs(g, asked->change, enter_floor(g, asked->change));
            return;
        case LeaveBy::trapdoor:
        case LeaveBy::portal:
            (void)enter_floor(g, asked->change);
            return;
        case LeaveBy::wizard:
            for (int i = 0; i < asked->floors; ++i) {
                (void)enter_floor(g, asked->change);
                g.score.deepest_paid = std::max(g.score.deepest_paid, g.depth());
            }
            return;
    }
}

void install_map(Game& g, FloorMap map, Point at) {
    clear_floor(g);
    g.floor = Floor{};
    g.floor.depth = g.descent.depth;
    g.floor.floor_changes = g.descent.floor_changes;
    g.floor.map = std::move(map);
    g.places.cover(g.floor.map.width(), g.floor.map.height());
    arrive(g, at);
}

}  // namespace yoord
