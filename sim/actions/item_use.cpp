// The item verbs. Each checks that the letter holds the right kind of thing (refusing, with no turn spent, when
// it does not) and hands over to the item's own mechanics: sim/items/potions.hpp, scrolls.hpp, wands.hpp and
// sim/actions/throwing.hpp.

#include "sim/items/decks.hpp"
#include "sim/items/potions.hpp"
#include "sim/items/runes.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/items/wands.hpp"
#include "sim/actions/actions.hpp"
#include "sim/actions/throwing.hpp"
#include "sim/run/triggers.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

bool is_category(const Game& g, ecs::Entity item, Category c) {
    const Identity* id = g.world.try_get<Identity>(item);
    return id != nullptr && id->category == c;
}

ActionResult use_item(Game& g, ecs::Entity actor, ecs::Entity item, const Intent& intent) {
    switch (intent.kind) {
        case IntentKind::quaff:
            if (!is_category(g, item, Category::potion)) return ActionResult::failure(sentence(g, "refuse.no_potion"));
            quaff(g, actor, item);
            return ActionResult::success();
        case IntentKind::read:
            if (is_category(g, item, Category::rune)) return read_rune(g, actor, item);
            if (is_category(g, item, Category::deck)) return read_deck(g, actor, item);
            if (!is_category(g, item, Category::scroll)) return ActionResult::failure(sentence(g, "refuse.nothing_to_read"));
            return read_scroll(g, actor, item);
        case IntentKind::zap:
            if (!is_category(g, item, Category::wand)) return ActionResult::failure(sentence(g, "refuse.no_wand"));
            return zap_wand(g, actor, item, intent.target);
        case IntentKind::throw_item:
            if (item == ecs::null_entity) return ActionResult::failure(sentence(g, "refuse.nothing_to_throw"));
            return throw_item(g, actor, item, intent.target);
        case IntentKind::fire:
            if (!g.world.has<Ammo>(item)) return ActionResult::failure(sentence(g, "refuse.no_ammunition"));
            return fire_ammo(g, actor, item, intent.target);
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
        case IntentKind::cast:
        case IntentKind::forget:
        case IntentKind::wizard:
        case IntentKind::trade:
        case IntentKind::rest:
        case IntentKind::fight:
            break;
    }
    return ActionResult::failure();
}

}  // namespace

// A use by the player of a potion, scroll, rune, deck or wand is an event packs' triggers may answer.
ActionResult try_item_use(Game& g, ecs::Entity actor, const Intent& intent) {
    const ecs::Entity item = pack_item(g, actor, intent.letter);
    const bool use = intent.kind == IntentKind::quaff || intent.kind == IntentKind::read || intent.kind == IntentKind::zap;
    const Identity* id = item != ecs::null_entity ? g.world.try_get<Identity>(item) : nullptr;
    const StableId row = id != nullptr ? id->id : StableId{};
    ActionResult result = use_item(g, actor, item, intent);
    if (use && actor == g.player && id != nullptr && result.status == ActionStatus::success) note_pack_event(g, PackEvent{TriggerEvent::use, row, 0});
    return result;
}

}  // namespace yoord
