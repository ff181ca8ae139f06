#include "sim/rules/magic.hpp"

#include <algorithm>

#include "sim/rules/combat.hpp"
#include "sim/tables/content.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"

namespace yoord {

int spell_cost(const Game& g, ecs::Entity caster, const SpellDef& spell) {
    if (!has_effect<SpellFocus>(g.world, caster)) return spell.cost;
    return std::max(std::min(spell.cost, 1), spell.cost - g.constants().spell_focus_discount);
}

bool can_pay_for_spell(const Game& g, ecs::Entity caster, const SpellDef& spell) {
    const Magic* pool = g.world.try_get<Magic>(caster);
    return pool != nullptr && pool->ma >= spell_cost(g, caster, spell);
}

bool pay_for_spell(Game& g, ecs::Entity caster, const SpellDef& spell) {
    if (!can_pay_for_spell(g, caster, spell)) return false;
    g.world.get<Magic>(caster).ma -= spell_cost(g, caster, spell);
    break_conduct(g, caster, Conduct::spells);
    return true;
}

int restore_magic(Game& g, ecs::Entity e, int amount) {
    Magic* pool = g.world.try_get<Magic>(e);
    if (pool == nullptr || amount <= 0) return 0;
    const int before = pool->ma;
    pool->ma = std::min(pool->max_ma, pool->ma + amount);
    return pool->ma - before;
}

bool lower_max_magic(Game& g, ecs::Entity e, int by) {
    Magic* pool = g.world.try_get<Magic>(e);
    if (pool == nullptr || by <= 0 || pool->max_ma < by) return false;
    pool->max_ma -= by;
    pool->ma = std::min(pool->ma, pool->max_ma);
    return true;
}

bool set_magic_points(Game& g, ecs::Entity e, int amount) {
    Magic* pool = g.world.try_get<Magic>(e);
    if (pool == nullptr) return false;
    pool->ma = std::max(0, amount);
    pool->max_ma = std::max(pool->max_ma, pool->ma);
    return true;
}

}  // namespace yoord
