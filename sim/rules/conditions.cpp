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
    std::string_view you;
    std::string_view they;  // "%s" is the creature
    std::string_view resisted_you;
};

bool afflict(Game& g, ecs::Entity e, const Verb& v, int turns) {
    if (!g.world.valid(e) || !g.world.has<Health>(e)) return false;
    if (v.immunity && v.immunity->probe(g.world, e)) {
        tell(g, e, v.resisted_you, "%s is unaffected.");
        return false;
    }
    const HoldResult r = hold(g, e, v.effect, Lifetime::turns, turns);
    if (r == HoldResult::already_had) return false;
    tell(g, e, v.you, v.they);
    return true;
}

}  // namespace

void tell(Game& g, ecs::Entity e, std::string_view you, std::string_view they) {
    if (e == g.player) {
        if (!you.empty()) g.log.add(std::string(you));
        return;
    }
    if (they.empty() || !player_sees(g, e)) return;
    std::string line(they);
    if (const auto at = line.find("%s"); at != std::string::npos) line.replace(at, 2, subject_of(g, e));
    g.log.add(std::move(line));
}

bool confuse(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Confused>(), Grant::of<Mindless>(), "You feel confused.", "%s looks confused.",
                    "Your thoughts wobble and settle."},
                   turns);
}

bool blind(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Blind>(), std::nullopt, "You are blinded!", "%s is blinded.", ""}, turns);
}

bool paralyse(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Paralysed>(), std::nullopt, "You cannot move!", "%s freezes in place.", ""},
                   turns);
}

bool put_to_sleep(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Asleep>(), Grant::of<SleepImmune>(), "You fall asleep.", "%s falls asleep.",
                    "You feel drowsy for a moment, but it passes."},
                   turns);
}

bool haste(Game& g, ecs::Entity e, int turns) {
    (void)end_held(g, e, Grant::of<Slowed>());
    return afflict(g, e, {Grant::of<Hasted>(), std::nullopt, "You feel yourself speed up.", "%s speeds up.", ""},
                   turns);
}

bool slow(Game& g, ecs::Entity e, int turns) {
    (void)end_held(g, e, Grant::of<Hasted>());
    return afflict(g, e, {Grant::of<Slowed>(), std::nullopt, "You feel yourself slow down.", "%s slows down.", ""},
                   turns);
}

bool poison(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Poisoned>(), Grant::of<PoisonImmune>(), "You feel very sick.", "%s looks sick.",
                    "You feel a little queasy, but it passes."},
                   turns);
}

bool snare(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Snared>(), std::nullopt, "You are held fast!", "%s is held fast.", ""}, turns);
}

bool hallucinate(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Hallucinating>(), std::nullopt, "Oh wow, everything looks so cosmic!",
                    "%s looks dazed.", ""},
                   turns);
}

bool frighten(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Afraid>(), Grant::of<Mindless>(), "You panic!", "%s turns to flee.",
                    "A shiver passes through you."},
                   turns);
}

bool levitate(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Levitating>(), std::nullopt, "You float into the air.", "%s floats into the air.", ""},
                   turns);
}

bool sharpen_sight(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<SeesInvisible>(), std::nullopt, "Your eyes tingle.", "", ""}, turns);
}

bool open_mind(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e,
                   {Grant::of<Telepathic>(), std::nullopt, "Your mind opens to the minds around you.", "", ""}, turns);
}

bool ward(Game& g, ecs::Entity e, int turns, int armour_bonus) {
    GearModifiers lends;
    lends.armour_bonus = armour_bonus;
    (void)hold(g, e, Grant::of<Warded>(), Lifetime::turns, std::max(1, turns), lends);
    tell(g, e, "A shimmering ward surrounds you.", "A shimmering ward surrounds %s.");
    return true;
}

bool empower(Game& g, ecs::Entity e, int power_bonus) {
    GearModifiers lends;
    lends.power_bonus = power_bonus;
    (void)hold(g, e, Grant::of<Mighty>(), Lifetime::this_floor, 0, lends);
    tell(g, e, "Might surges through you!", "%s swells with might.");
    return true;
}

bool fade(Game& g, ecs::Entity e, int turns) {
    return afflict(g, e, {Grant::of<Invisible>(), std::nullopt, "You fade from view.", "%s vanishes!", ""}, turns);
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

}  // namespace yoord
