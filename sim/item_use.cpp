// The item verbs. Their mechanics (what a potion, scroll or wand does; how far a throw flies) arrive with the
// items issue; until then each verb checks what it can and refuses honestly, spending no turn, so no item
// pretends to do something it does not.

#include "sim/player_actions.hpp"

namespace yoord {

namespace {

bool is_category(const Game& g, ecs::Entity item, Category c) {
    const Identity* id = g.world.try_get<Identity>(item);
    return id != nullptr && id->category == c;
}

ActionResult not_yet(std::string_view what) {
    return ActionResult::failure(std::string(what) + " is not part of this build yet.");
}

}  // namespace

ActionResult try_item_use(Game& g, const Intent& intent) {
    const ecs::Entity item = pack_item(g, intent.letter);
    switch (intent.kind) {
        case IntentKind::quaff:
            if (!is_category(g, item, Category::potion)) return ActionResult::failure("You have no potion there.");
            return not_yet("Drinking potions");
        case IntentKind::read:
            if (!is_category(g, item, Category::scroll)) return ActionResult::failure("You have no scroll there.");
            return not_yet("Reading scrolls");
        case IntentKind::zap:
            if (!is_category(g, item, Category::wand)) return ActionResult::failure("You have no wand there.");
            return not_yet("Zapping wands");
        case IntentKind::throw_item:
            if (item == ecs::null_entity) return ActionResult::failure("You have nothing there to throw.");
            return not_yet("Throwing");
        case IntentKind::fire:
            if (!g.world.has<Ammo>(item)) return ActionResult::failure("You have no ammunition there.");
            return not_yet("Firing");
        case IntentKind::wait:
        case IntentKind::step:
        case IntentKind::strike:
        case IntentKind::open:
        case IntentKind::close:
        case IntentKind::pick_up:
        case IntentKind::drop:
        case IntentKind::equip:
        case IntentKind::unequip:
        case IntentKind::take_stairs:
        case IntentKind::explore:
        case IntentKind::travel:
        case IntentKind::run:
            break;
    }
    return ActionResult::failure();
}

}  // namespace yoord
