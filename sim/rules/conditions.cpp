#include "sim/rules/conditions.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

// What one verb holds, what stops it, and what the player reads.
struct Verb {
    Grant effect;
    std::optional<Grant> immunity;
    std::string_view took;      // the sentence key when it takes hold
    std::string_view resisted;  // the key the player reads when the immunity stops it (a watcher reads
                                // condition.unaffected: it sees only that nothing happened)
    bool felt_only = false;     // only the player is told: nothing shows on a creature
};

bool afflict(Game& g, ecs::Entity e, const Verb& v, int turns) {
    if (!g.world.valid(e) || !g.world.has<Health>(e)) return false;
    if (v.immunity && v.immunity->probe(g.world, e)) {
        if (e == g.player) say(g, v.resisted, {.subject = e});
        else tell(g, e, "condition.unaffected");
        return false;
    }
    const HoldResult r = hold(g, e, v.effect, Lifetime::turns, turns);
    if (r == HoldResult::already_had) return false;
    if (v.felt_only) tell_you(g, e, v.took);
    else tell(g, e, v.took);
    return true;
}

}  // namespace

bool confuse(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Confused>(), Grant::of<Mindless>(), "condition.confused", "condition.confused_resisted"},
                   turns);
}

bool blind(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Blind>(), std::nullopt, "condition.blinded", ""}, turns);
}

bool paralyse(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Paralysed>(), std::nullopt, "condition.paralysed", ""},
                   turns);
}

bool put_to_sleep(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Asleep>(), Grant::of<SleepImmune>(), "condition.asleep", "condition.asleep_resisted"},
                   turns);
}

bool haste(Game& g, ecs::Entity e, int turns) {
    (void)end_held(g, e, Grant::of<Slowed>());
    return afflict(g, e, {Grant::of<Hasted>(), std::nullopt, "condition.hasted", ""},
                   turns);
}

bool slow(Game& g, ecs::Entity e, int turns) {
    (void)end_held(g, e, Grant::of<Hasted>());
    return afflict(g, e, {Grant::of<Slowed>(), std::nullopt, "condition.slowed", ""},
                   turns);
}

bool poison(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Poisoned>(), Grant::of<PoisonImmune>(), "condition.poisoned", "condition.poisoned_resisted"},
                   turns);
}

bool snare(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Snared>(), std::nullopt, "condition.snared", ""}, turns);
}

bool hallucinate(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Hallucinating>(), std::nullopt, "condition.hallucinating", ""},
                   turns);
}

bool frighten(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Afraid>(), Grant::of<Mindless>(), "condition.afraid", "condition.afraid_resisted"},
                   turns);
}

bool levitate(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Levitating>(), std::nullopt, "condition.levitating", ""},
                   turns);
}

bool sharpen_sight(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<SeesInvisible>(), std::nullopt, "condition.sees_invisible", "", true}, turns);
}

bool open_mind(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Telepathic>(), std::nullopt, "condition.telepathic", "", true}, turns);
}

bool ward(Game& g, ecs::Entity e, int turns, int armour_bonus) {
    GearModifiers lends;
    lends.armour_bonus = armour_bonus;
    (void)hold(g, e, Grant::of<Warded>(), Lifetime::turns, std::max(1, turns), lends);
    tell(g, e, "condition.warded");
    return true;
}

bool empower(Game& g, ecs::Entity e, int power_bonus) {
    GearModifiers lends;
    lends.power_bonus = power_bonus;
    (void)hold(g, e, Grant::of<Mighty>(), Lifetime::this_floor, 0, lends);
    tell(g, e, "condition.mighty");
    return true;
}

bool fade(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Invisible>(), std::nullopt, "condition.invisible", ""}, turns);
}

bool teleport(Game& g, ecs::Entity e) {
    const Position* pos = g.world.try_get<Position>(e);
    if (pos == nullptr) return false;
    std::vector<Point> free;
    const FloorMap& map = g.map();
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            if (p != pos->cell && map.walkable(p) && creature_at(g, p) == ecs::null_entity) free.push_back(p);
        }
    }
    if (free.empty()) return false;
    const Point to = free[g.rng.below(static_cast<std::uint32_t>(free.size()))];
    (void)move_to(g.world, g.places, e, Place::at(to));
    if (e == g.player) update_view(g);
    return true;
}

void wake(Game& g, ecs::Entity e) {
    if (!g.world.has<Asleep>(e)) return;
    if (!end_held(g, e, Grant::of<Asleep>())) g.world.clear<Asleep>(e);
}

namespace {
constexpr std::array kAilments{Grant::of<Blind>(), Grant::of<Confused>(), Grant::of<Poisoned>(),
                               Grant::of<Hallucinating>(), Grant::of<Slowed>()};
}  // namespace

int cure_ailments(Game& g, ecs::Entity e) {
    int cured = 0;
    for (const Grant ailment : kAilments) {
        if (end_held(g, e, ailment)) ++cured;
    }
    return cured;
}

bool has_ailment(const GameWorld& w, ecs::Entity e) {
    for (const Grant ailment : kAilments) {
        if (held_turns(w, e, ailment)) return true;
    }
    return false;
}

Movement movement_now(Game& g, ecs::Entity e) {
    constexpr std::size_t kSwayed[] = {GameWorld::marker_bit<Confused>, GameWorld::marker_bit<Afraid>};
    EffectsOf effects(g.world, e);
    if (effects.has_any(kSwayed)) {  // rarely: each is then asked in turn
        if (effects.has<Confused>()) return Movement::staggerer;
        if (effects.has<Afraid>()) return Movement::fleer;
    }
    if (g.world.has<Companion>(e)) return Movement::helper;  // won over: it follows the player, whatever its row
    const Mind* mind = g.world.try_get<Mind>(e);
    return mind != nullptr ? mind->movement : Movement::still;
}

}  // namespace yoord
