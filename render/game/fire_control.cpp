#include "render/game/fire_control.hpp"

#include "render/game/item_details.hpp"
#include "sim/actions/throwing.hpp"
#include "sim/world/components.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/wands.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/strings.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

bool in_players_pack(const Game& g, ecs::Entity item) {
    if (item == ecs::null_entity || !g.world.valid(item)) return false;
    const Location* loc = g.world.try_get<Location>(item);
    return loc != nullptr && loc->place.kind == PlaceKind::pack && loc->place.owner == g.player;
}

}  // namespace

ecs::Entity FireControl::quivered() {
    Game& g = *game_;
    if (in_players_pack(g, quiver_) && can_fire(g, g.player, quiver_)) return quiver_;
    for (const ecs::Entity item : g.world.get<Pack>(g.player).letters) {
        if (item != ecs::null_entity && can_fire(g, g.player, item)) {
            quiver_ = item;
            return item;
        }
    }
    return ecs::null_entity;
}

std::string FireControl::nothing_to_fire() const {
    const ecs::Entity launcher = worn_in(*game_, game_->player, EquipSlot::launcher);
    if (launcher == ecs::null_entity) return phrase("fire.wear_launcher_wear_bow");
    return phrase("fire.nothing_to_fire", {{"item", name_of(*game_, launcher)}});
}

void FireControl::tag(std::vector<PackEntry>& pack) {
    const ecs::Entity q = quivered();
    if (q == ecs::null_entity) return;
    const auto letter = static_cast<char32_t>(U'a' + game_->world.get<Location>(q).place.index);
    for (PackEntry& entry : pack) {
        if (entry.letter != letter || entry.equipped) continue;
        entry.tag += entry.tag.empty() ? "quivered" : ", quivered";
    }
}

void FireControl::aimed_at(Point cell) {
    const ecs::Entity c = creature_at(*game_, cell);
    if (c != ecs::null_entity && c != game_->player && player_sees(*game_, c)) target_ = c;
}

std::optional<Point> FireControl::last_target() const {
    Game& g = *game_;
    if (target_ == ecs::null_entity || !g.world.valid(target_) || !g.world.has<Health>(target_)) return std::nullopt;
    if (g.world.get<Health>(target_).hp <= 0 || !player_sees(g, target_)) return std::nullopt;
    if (!hostile(g, g.player, target_)) return std::nullopt;  // charmed or befriended since: never aim at a friend
    return g.world.get<Position>(target_).cell;
}

std::optional<int> known_reach(Game& g, Action action, ecs::Entity item) {
    switch (action) {
        case Action::fire: {
            const ecs::Entity launcher = worn_in(g, g.player, EquipSlot::launcher);
            const Launcher* l = launcher == ecs::null_entity ? nullptr : g.world.try_get<Launcher>(launcher);
            return l != nullptr ? l->range : kThrowRange;
        }
        case Action::throw_item: return kThrowRange;
        case Action::zap: {
            const Identity* id = g.world.try_get<Identity>(item);
            if (id == nullptr || id->category != Category::wand || !kind_known(g, item)) return std::nullopt;
            return g.content->wands[id->row].range;
        }
        default: return std::nullopt;
    }
}

ShotShape known_shot(Game& g, Action action, ecs::Entity item) {
    ShotShape shape{.reach = known_reach(g, action, item), .strikes = true, .pierces = false, .radius = 0};
    const Identity* id = g.world.try_get<Identity>(item);
    if (id == nullptr) return shape;
    if (action == Action::throw_item) {
        shape.strikes = id->category != Category::treat;  // a treat is offered, not thrown at
        if (id->category == Category::wand) shape.radius = kBurstRadius;
        return shape;
    }
    if (action != Action::zap || id->category != Category::wand || !kind_known(g, item)) return shape;
    const WandDef& wand = g.content->wands[id->row];
    shape.strikes = wand_harms(wand.kind);
    shape.pierces = wand.shape == WandShape::beam;
    if (wand.shape == WandShape::blast) shape.radius = wand.radius;
    return shape;
}

}  // namespace yoord
