#include "sim/actions/auto_fight.hpp"

#include <cstdint>
#include <optional>

#include "sim/actions/actions.hpp"
#include "sim/actions/explore.hpp"
#include "sim/items/weapons.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

// Whether the player's shot at `foe` would fly to it: within the launcher's range, and the first creature the
// player sees in the line is one it fights (an unseen one in the way is the arrow's business, not the choice's):
// the foe itself, which is in view, ends the search.
bool shot_reaches(const Game& g, ecs::Entity foe) {
    for (const Point p : flight_path(g.map(), player_cell(g), cell_of(g, foe), fire_range(g, g.player))) {
        const ecs::Entity c = creature_at(g, p);
        if (c != ecs::null_entity && creature_in_view(g, c)) return hostile(g, g.player, c);
    }
    return false;
}

// The quivered ammo at `letter` when the worn launcher fires it, else null.
ecs::Entity ready_ammo(const Game& g, std::uint8_t letter) {
    if (letter == kNothingQuivered) return ecs::null_entity;
    const ecs::Entity ammo = pack_item(g, g.player, letter);
    return can_fire(g, g.player, ammo) ? ammo : ecs::null_entity;
}

// A blow at `foe` from where the player stands: next to it, or with a reach weapon two cells off.
std::optional<Direction> strike_direction(Game& g, ecs::Entity foe) {
    const Point me = player_cell(g);
    const Point at = cell_of(g, foe);
    if (const auto d = direction_to(me, at)) return d;
    if (const auto d = direction_to(me, at, 2); d && reach_strikes(g, g.player, *d, foe)) return d;
    return std::nullopt;
}

std::string refusal_sentence(FightRefusal why) {
    switch (why) {
        case FightRefusal::confused: return phrase("fight.confused");
        case FightRefusal::too_hurt: return phrase("fight.too_hurt");
        case FightRefusal::no_foe: return phrase("fight.no_foe");
        case FightRefusal::none: return "";
    }
    return "";
}

}  // namespace

FightRefusal why_no_fight(const Game& g) {
    if (has_effect<Confused>(g.world, g.player)) return FightRefusal::confused;
    const Health& hp = g.world.get<Health>(g.player);
    if (std::int64_t{hp.hp} * 100 < std::int64_t{hp.max_hp} * kAutoFightMinHpPercent) return FightRefusal::too_hurt;
    if (nearest_foe_in_view(g) == ecs::null_entity) return FightRefusal::no_foe;
    return FightRefusal::none;
}

ActionResult auto_fight_action(Game& g, std::uint8_t quivered) {
    if (const FightRefusal why = why_no_fight(g); why != FightRefusal::none) {
        return ActionResult::failure(refusal_sentence(why));
    }
    const ecs::Entity foe = nearest_foe_in_view(g);
    if (ready_ammo(g, quivered) != ecs::null_entity && shot_reaches(g, foe)) {
        return ActionResult::alternative(Intent::fire(quivered, cell_of(g, foe)));
    }
    if (const auto d = strike_direction(g, foe)) return ActionResult::alternative(Intent::strike(*d));
    if (const auto d = approach_direction(g, cell_of(g, foe))) return ActionResult::alternative(Intent::step(*d));
    return ActionResult::failure(sentence(g, "fight.no_way", {.object = foe}));
}

}  // namespace yoord
