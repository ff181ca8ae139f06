#include "sim/rules/bodies.hpp"

#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/polymorph.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// What a growth gives: one of three, with equal chance.
enum class GrowthKind : std::uint8_t { max_hp, power, armour };
constexpr std::uint32_t kGrowthKinds = 3;
constexpr int kGrowthStep = 1;

void grow(Game& g, ecs::Entity e, GrowthKind kind) {
    switch (kind) {
        case GrowthKind::max_hp:
            raise_max_hp(g, e, kGrowthStep);
            tell(g, e, "body.hardier");
            return;
        case GrowthKind::power:
            change_power(g, e, kGrowthStep);
            tell(g, e, "body.stronger");
            return;
        case GrowthKind::armour:
            change_armour(g, e, kGrowthStep);
            tell(g, e, "body.hide");
            return;
    }
}

}  // namespace

const MonsterDef* body_of(const Game& g) {
    const Body* body = g.world.valid(g.player) ? g.world.try_get<Body>(g.player) : nullptr;
    if (body == nullptr) return nullptr;
    const std::optional<RowRef> row = g.content->find(body->row);
    if (!row || row->category != Category::monster) return nullptr;
    return &g.content->monsters[row->index];
}

std::string body_id(const Game& g) {
    const MonsterDef* body = own_body_of(g);
    return body != nullptr ? body->id : std::string("human");
}

BodyNumbers body_numbers(const Game& g, const MonsterDef* body) {
    if (body == nullptr) {
        const GameConstants& c = g.constants();
        return BodyNumbers{c.player_hp, c.player_power_die, 0, c.player_armour_die, 0};
    }
    return BodyNumbers{body->hp, body->power_die, body->power_bonus, body->armour_die, body->armour_bonus};
}

bool body_can_wear(const Game& g, ecs::Entity wearer, EquipSlot slot) {
    if (!has_effect<RingsOnly>(g.world, wearer)) return true;
    return slot == EquipSlot::left_ring || slot == EquipSlot::right_ring;
}

bool grow_after_kill(Game& g, ecs::Entity killer) {
    if (!g.world.valid(killer) || !has_effect<Grows>(g.world, killer)) return false;
    const Health* hp = g.world.try_get<Health>(killer);
    if (hp == nullptr || hp->hp <= 0) return false;
    if (!g.rng.percent(g.constants().grow_percent)) return false;
    grow(g, killer, static_cast<GrowthKind>(g.rng.below(kGrowthKinds)));
    return true;
}

}  // namespace yoord
