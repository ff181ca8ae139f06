#include "sim/rules/abilities.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <utility>
#include <vector>

#include "core/geom/line.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/items/armour.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/polymorph.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/traps.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

// Tuning for the rows below.
constexpr int kRegenerateChance = 50;    // percent per turn: one hit point
constexpr int kTeleportitisChance = 4;   // percent per turn
constexpr int kPolymorphitisChance = 1;  // percent per turn
constexpr int kAggravateChance = 10;     // percent per turn: wakes every sleeper on the floor
constexpr Dice kVenomTurns{2, 4};
constexpr Dice kConfusingTouchTurns{1, 4};
constexpr Dice kParalysingTouchTurns{1, 2};
constexpr Dice kGazeTurns{1, 3};
constexpr Dice kSpikeDamage{1, 3};
constexpr int kEngulfTurns = 2;
constexpr int kStealGoldFraction = 4;    // a thief takes a quarter of the purse, at least one coin

bool is_player(const Game& g, ecs::Entity e) { return e == g.player; }

// ---- each turn ---------------------------------------------------------------------------------------------

bool regenerate(Game& g, const AbilityEvent& ev) { return heal(g, ev.bearer, 1) > 0; }

bool teleportitis(Game& g, const AbilityEvent& ev) { return teleport(g, ev.bearer); }

bool polymorphitis(Game& g, const AbilityEvent& ev) { return polymorph(g, ev.bearer, ecs::null_entity); }

bool aggravate(Game& g, const AbilityEvent&) {
    int woke = 0;
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (g.world.has<Asleep>(e) && end_held(g, e, Grant::of<Asleep>())) ++woke;
    }
    return woke > 0;
}

bool suffer_poison(Game& g, const AbilityEvent& ev) {
    harm(g, ev.bearer, 1, ecs::null_entity, Wording::of_key("cause.poison"));
    return false;  // the hit points going down say it; a line every turn would drown the log
}

bool search(Game& g, const AbilityEvent& ev) {
    const Position* pos = g.world.try_get<Position>(ev.bearer);
    if (pos == nullptr || !is_player(g, ev.bearer)) return false;
    const int traps = reveal_traps_near(g, pos->cell, kSearchRadius);
    const int items = reveal_hidden_items_near(g, pos->cell, kSearchRadius);  // generation 2's hidden items
    return traps + items > 0;
}

// ---- on hit ------------------------------------------------------------------------------------------------

bool venom(Game& g, const AbilityEvent& ev) { return poison(g, ev.other, kVenomTurns.roll(g.rng)); }

bool drink_life(Game& g, const AbilityEvent& ev) { return heal(g, ev.bearer, ev.damage) > 0; }

bool rust_armour(Game& g, const AbilityEvent& ev) { return corrode_armour(g, ev.other); }

bool steal_gold(Game& g, const AbilityEvent& ev) {
    if (!is_player(g, ev.other) || g.score.gold <= 0) return false;
    const int taken = std::max(1, g.score.gold / kStealGoldFraction);
    g.score.gold -= taken;
    say(g, "ability.steal_gold", {.subject = ev.bearer, .args = {{"n", std::to_string(taken)}}});
    (void)teleport(g, ev.bearer);
    return true;
}

bool steal_item(Game& g, const AbilityEvent& ev) {
    const Pack* pack = g.world.try_get<Pack>(ev.other);
    if (pack == nullptr || !g.world.has<Pack>(ev.bearer)) return false;
    std::vector<ecs::Entity> loose;
    for (const ecs::Entity item : pack->letters) {
        if (item != ecs::null_entity && g.world.get<Identity>(item).category != Category::element) loose.push_back(item);
    }
    if (loose.empty()) return false;
    const ecs::Entity item = loose[g.rng.below(static_cast<std::uint32_t>(loose.size()))];
    const std::string what = the_name_of(g, item);
    if (move_to(g.world, g.places, item, Place::in_pack(ev.bearer)) != MoveResult::moved) return false;
    tell_you(g, ev.other, "ability.steal_item", {.subject = ev.bearer, .args = {{"item", what}}});
    (void)teleport(g, ev.bearer);
    return true;
}

bool confusing_touch(Game& g, const AbilityEvent& ev) {
    return confuse(g, ev.other, kConfusingTouchTurns.roll(g.rng));
}

bool paralysing_touch(Game& g, const AbilityEvent& ev) {
    return paralyse(g, ev.other, kParalysingTouchTurns.roll(g.rng));
}

// A second blow, at another hostile creature next to the attacker. Rolled and dealt here, not through
// melee_attack, so a cleave cannot chain into another cleave.
bool cleave(Game& g, const AbilityEvent& ev) {
    const Position* pos = g.world.try_get<Position>(ev.bearer);
    if (pos == nullptr) return false;
    for (const Point d : kNeighbours8) {
        const ecs::Entity other = creature_at(g, pos->cell + d);
        if (other == ecs::null_entity || other == ev.other || !hostile(g, ev.bearer, other)) continue;
        const BlowRoll roll = roll_blow(g.rng, loadout(g.world, ev.bearer), loadout(g.world, other), true);
        tell_joined(g, ev.bearer, "ability.cleave", {.object = other});  // one line with the blow it carries on
        (void)land_blow(g, ev.bearer, other, roll.damage);  // then said as any blow: a kill, a wound or a miss
        return true;
    }
    return false;
}

// A blade that bites its wielder takes blade_bite (content/constants.toml) of its hit points on every hit.
bool bite_wielder(Game& g, const AbilityEvent& ev) {
    const int bite = g.constants().blade_bite;
    if (bite <= 0 || !alive(g, ev.bearer)) return false;
    tell(g, ev.bearer, "ability.blade_bites");
    harm(g, ev.bearer, bite, ecs::null_entity, Wording::of_key("cause.biting_blade"));
    return false;  // said above, for the player and for a monster in sight alike
}

// ---- on damaged, on struck, on targeted ----------------------------------------------------------------------

bool split(Game& g, const AbilityEvent& ev) {
    const Health* hp = g.world.try_get<Health>(ev.bearer);
    const Position* pos = g.world.try_get<Position>(ev.bearer);
    const Identity* id = g.world.try_get<Identity>(ev.bearer);
    if (hp == nullptr || pos == nullptr || id == nullptr || hp->hp < 2 || id->category != Category::monster) return false;
    for (const Point d : kNeighbours8) {
        const Point cell = pos->cell + d;
        if (!g.map().walkable(cell) || creature_at(g, cell) != ecs::null_entity) continue;
        SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
        const SpawnResult made = spawn_row(ctx, RowRef{Category::monster, id->row}, Place::at(cell));
        if (!made) return false;
        split_health(g, ev.bearer, made.entity);
        if (ev.bearer != g.player) tell(g, ev.bearer, "ability.split");
        return true;
    }
    return false;
}

bool spikes(Game& g, const AbilityEvent& ev) {
    if (!alive(g, ev.other)) return false;
    tell(g, ev.other, "ability.spikes");
    harm(g, ev.other, kSpikeDamage.roll(g.rng), ev.bearer, ev.bearer == g.player ? Wording::of_key("cause.you") : Wording::of_key("cause.spikes", {{"name", a_name_wording(g, ev.bearer)}}));
    return true;
}

bool engulf(Game& g, const AbilityEvent& ev) {
    if (!alive(g, ev.other) || g.world.has<Swims>(ev.other)) return false;
    tell_you(g, ev.other, "ability.engulf", {.subject = ev.bearer});
    return snare(g, ev.other, kEngulfTurns);
}

bool gaze(Game& g, const AbilityEvent& ev) {
    if (!alive(g, ev.other) || has_effect<Blind>(g.world, ev.other)) return false;
    tell_you(g, ev.other, "ability.gaze", {.object = ev.bearer});
    return paralyse(g, ev.other, kGazeTurns.roll(g.rng));
}

// clang-format off
constexpr std::array kTable{
    //      effect                          moment               chance               glance lethal player action              flavour (a sentence key)
    Ability{Grant::of<Regenerates>(),     Moment::each_turn,   kRegenerateChance,   true,  false, false, regenerate,       ""},
    Ability{Grant::of<Poisoned>(),        Moment::each_turn,   100,                 true,  false, false, suffer_poison,    ""},
    Ability{Grant::of<Teleportitis>(),    Moment::each_turn,   kTeleportitisChance, true,  false, false, teleportitis,     "ability.teleportitis"},
    Ability{Grant::of<Polymorphitis>(),   Moment::each_turn,   kPolymorphitisChance, true, false, false, polymorphitis,    ""},
    Ability{Grant::of<Aggravates>(),      Moment::each_turn,   kAggravateChance,    true,  false, false, aggravate,        "ability.aggravate"},
    Ability{Grant::of<Searching>(),       Moment::each_turn,   100,                 true,  false, true,  search,           "ability.search"},
    Ability{Grant::of<Venomous>(),        Moment::on_hit,      100,                 false, false, false, venom,            ""},
    Ability{Grant::of<Vampiric>(),        Moment::on_hit,      100,                 true,  true,  false, drink_life,       "ability.vampiric"},
    Ability{Grant::of<RustsArmour>(),     Moment::on_hit,      100,                 true,  false, false, rust_armour,      ""},
    Ability{Grant::of<StealsGold>(),      Moment::on_hit,      100,                 true,  false, false, steal_gold,       ""},
    Ability{Grant::of<StealsItems>(),     Moment::on_hit,      100,                 true,  false, false, steal_item,       ""},
    Ability{Grant::of<ConfusingTouch>(),  Moment::on_hit,      100,                 true,  false, false, confusing_touch,  ""},
    Ability{Grant::of<ParalysingTouch>(), Moment::on_hit,      100,                 false, false, false, paralysing_touch, ""},
    Ability{Grant::of<Cleave>(),          Moment::on_hit,      100,                 true,  true,  false, cleave,           ""},
    Ability{Grant::of<BitesWielder>(),    Moment::on_hit,      100,                 true,  true,  false, bite_wielder,     ""},
    Ability{Grant::of<Splits>(),          Moment::on_damaged,  100,                 true,  false, false, split,            ""},
    Ability{Grant::of<Spiked>(),          Moment::on_struck,   100,                 true,  false, false, spikes,           ""},
    Ability{Grant::of<Lurks>(),           Moment::on_struck,   100,                 true,  false, false, engulf,           ""},
    Ability{Grant::of<PetrifyingGaze>(),  Moment::on_targeted, 100,                 true,  false, false, gaze,             ""},
};
// clang-format on

// Whether `bearer` may fire row `a` now: alive and not cancelled (able_to_fire), and the row's own test.
bool able_to_fire(Game& g, ecs::Entity bearer) { return alive(g, bearer) && !g.world.has<Cancelled>(bearer); }
bool row_fires_for(Game& g, const Ability& a, ecs::Entity bearer) {
    if (a.player_only && !is_player(g, bearer)) return false;
    return a.effect.probe(g.world, bearer);
}
bool may_fire(Game& g, const Ability& a, ecs::Entity bearer) {
    return able_to_fire(g, bearer) && row_fires_for(g, a, bearer);
}

void run(Game& g, const Ability& a, const AbilityEvent& ev) {
    if (a.chance < 100 && !g.rng.percent(a.chance)) return;
    if (a.action(g, ev) && is_player(g, ev.bearer) && !a.flavour.empty()) say(g, a.flavour);
}

void fire_moment(Game& g, Moment m, const AbilityEvent& ev) {
    for (const Ability& a : kTable) {
        if (a.moment == m && may_fire(g, a, ev.bearer)) run(g, a, ev);
    }
}

}  // namespace

std::string_view moment_name(Moment m) noexcept {
    switch (m) {
        case Moment::each_turn:
            return "each_turn";
        case Moment::on_hit:
            return "on_hit";
        case Moment::on_damaged:
            return "on_damaged";
        case Moment::on_struck:
            return "on_struck";
        case Moment::on_targeted:
            return "on_targeted";
    }
    return "each_turn";
}

std::span<const Ability> abilities() noexcept { return kTable; }

ecs::Entity first_in_line(const Game& g, Point from, Point aim, int range) {
    ecs::Entity reached = ecs::null_entity;
    trace_line(from, aim, range, [&](Point cell) {
        if (!g.map().open(cell)) return false;
        reached = creature_at(g, cell);
        return reached == ecs::null_entity;
    });
    return reached;
}

namespace {

// Whether any each-turn row would fire for `bearer` as it stands: row_fires_for of every such row, its effects
// asked together (the markers row by row, then the Loadout once). Most creatures have none of these effects, and
// every creature is asked every turn.
constexpr std::size_t kEachTurnRowCount =
    static_cast<std::size_t>(std::count_if(kTable.begin(), kTable.end(), [](const Ability& a) { return a.moment == Moment::each_turn; }));
constexpr std::array<const Ability*, kEachTurnRowCount> each_turn_rows() {
    std::array<const Ability*, kEachTurnRowCount> rows{};
    std::size_t n = 0;
    for (const Ability& a : kTable) {
        if (a.moment == Moment::each_turn) rows[n++] = &a;
    }
    return rows;
}
constexpr auto kEachTurnRows = each_turn_rows();

// Those rows' effects as a mask: every row's for the player, the rows not player_only for anyone else. What worn
// gear lends is then asked with one AND instead of one bit per row.
using EffectMask = std::bitset<Markers::size>;
EffectMask each_turn_mask(bool player) {
    EffectMask mask;
    for (const Ability* a : kEachTurnRows) {
        if (player || !a->player_only) mask.set(a->effect.bit());
    }
    return mask;
}

const EffectMask kEachTurnAnyone = each_turn_mask(false);
const EffectMask kEachTurnPlayer = each_turn_mask(true);

bool some_each_turn_row(Game& g, ecs::Entity bearer) {
    if (!g.world.valid(bearer)) return false;  // gone since the list was taken: has_effect's first half, asked once
    const bool player = is_player(g, bearer);
    for (const Ability* a : kEachTurnRows) {
        if ((player || !a->player_only) && g.world.has_marker_of_valid(bearer, a->effect.bit())) return true;
    }
    if (lends_nothing_of_valid(g.world, bearer)) return false;
    return (loadout(g.world, bearer).granted & (player ? kEachTurnPlayer : kEachTurnAnyone)).any();
}

}  // namespace

void fire_each_turn(Game& g, ecs::Entity bearer) {
    // may_fire row by row, with its first half (alive, not cancelled) asked once and again only after a row ran:
    // nothing else changes the bearer between two rows. Every creature, every turn, so it counts: whether any row
    // could fire is asked first (marker bits), and only a creature with one reads its Health.
    if (!some_each_turn_row(g, bearer)) return;
    bool able = able_to_fire(g, bearer);
    if (!able) return;
    for (const Ability& a : kTable) {
        if (!able || a.moment != Moment::each_turn || !row_fires_for(g, a, bearer)) continue;
        run(g, a, AbilityEvent{bearer, ecs::null_entity, 0});
        able = able_to_fire(g, bearer);
    }
}

void fire_on_hit(Game& g, ecs::Entity attacker, ecs::Entity target, int damage, bool lethal) {
    if (damage <= 0) return;
    const bool glancing = damage <= kGlancingDamage;
    for (const Ability& a : kTable) {
        if (a.moment != Moment::on_hit || !may_fire(g, a, attacker)) continue;
        if ((glancing && !a.glancing) || (lethal && !a.lethal)) continue;
        run(g, a, AbilityEvent{attacker, target, damage});
    }
}

void fire_on_damaged(Game& g, ecs::Entity victim, int damage) {
    fire_moment(g, Moment::on_damaged, AbilityEvent{victim, ecs::null_entity, damage});
}

void fire_on_struck(Game& g, ecs::Entity victim, ecs::Entity attacker, int damage) {
    if (damage <= 0) return;
    fire_moment(g, Moment::on_struck, AbilityEvent{victim, attacker, damage});
}

void fire_on_targeted(Game& g, ecs::Entity target, ecs::Entity by) {
    spirit_attacked(g, target, by);  // turning on a spirit breaks the peace, hit or miss
    if (by != g.player) return;
    fire_moment(g, Moment::on_targeted, AbilityEvent{target, by, 0});
}

}  // namespace yoord
