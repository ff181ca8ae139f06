#include "sim/actions/cast.hpp"

#include <string>

#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

ActionResult cast_spell(Game& g, ecs::Entity caster, std::uint8_t slot, Point target) {
    const SpellDef* spell = known_spell(g, caster, slot);
    if (spell == nullptr) return ActionResult::failure(sentence(g, "refuse.no_such_spell"));
    if (g.world.has<Cancelled>(caster)) return ActionResult::failure(sentence(g, "refuse.magic_gone"));
    if (spell_is_aimed(spell->mechanic) && target == g.world.get<Position>(caster).cell) {
        return ActionResult::failure(sentence(g, "refuse.aim_at_self"));
    }
    if (!pay_for_spell(g, caster, *spell)) {
        return ActionResult::failure(
            sentence(g, "refuse.not_enough_magic", {.args = {{"spell", row_name(*spell)}, {"n", std::to_string(spell->cost)}}}));
    }
    spell_takes_effect(g, caster, *spell, target);
    return ActionResult::success();
}

}  // namespace yoord
