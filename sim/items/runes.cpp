#include "sim/items/runes.hpp"

#include <algorithm>

#include "sim/items/scrolls.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

const RuneDef& rune_row(const Game& g, ecs::Entity rune) { return g.content->runes[g.world.get<Identity>(rune).row]; }

bool is_rune(const Game& g, ecs::Entity e) {
    const Identity* id = g.world.try_get<Identity>(e);
    return id != nullptr && id->category == Category::rune;
}

// Applies `verb` to every creature hostile to the reader within the row's radius; says so when none was there.
template <class Verb>
bool affect_foes_near(Game& g, ecs::Entity reader, const RuneDef& def, Verb verb) {
    int touched = 0;
    for (const ecs::Entity m : monsters_near(g, g.world.get<Position>(reader).cell, def.radius)) {
        if (m != reader && hostile(g, reader, m) && verb(m)) ++touched;
    }
    if (touched == 0) say(g, "rune.no_foe_near");
    return touched > 0;
}

void apply_rune(Game& g, ecs::Entity reader, const RuneDef& def) {
    switch (def.kind) {
        case RuneKind::recharge_wands:
            say(g, recharge_wands(g, reader) > 0 ? "rune.wands_recharged" : "rune.no_wand_to_fill");
            return;
        case RuneKind::blink:
            if (!teleport(g, reader)) say(g, "rune.blink_stuck");
            return;
        case RuneKind::smite:
            (void)affect_foes_near(g, reader, def, [&](ecs::Entity m) {
                if (m != g.player) tell(g, m, "rune.smite");
                harm(g, m, def.damage.roll(g.rng), reader, Wording::of_key("cause.rune"));
                return true;
            });
            return;
        case RuneKind::confuse_near:
            (void)affect_foes_near(g, reader, def, [&](ecs::Entity m) { return confuse(g, m, roll_held_turns(g, def.turns)); });
            return;
        case RuneKind::slow_near:
            (void)affect_foes_near(g, reader, def, [&](ecs::Entity m) { return slow(g, m, roll_held_turns(g, def.turns)); });
            return;
        case RuneKind::frighten_near:
            (void)affect_foes_near(g, reader, def, [&](ecs::Entity m) { return frighten(g, m, roll_held_turns(g, def.turns)); });
            return;
    }
}

}  // namespace

bool rune_inert(const Game& g, ecs::Entity rune) {
    const Charges* c = g.world.try_get<Charges>(rune);
    return c == nullptr || c->left <= 0;
}

ActionResult read_rune(Game& g, ecs::Entity reader, ecs::Entity rune) {
    if (std::string why = read_refusal(g, reader); !why.empty()) return ActionResult::failure(std::move(why));
    if (rune_inert(g, rune)) {
        return ActionResult::failure(sentence(g, "refuse.rune_inert", {.args = {{"item", kind_name(g, rune)}}}));
    }
    const RuneDef& def = rune_row(g, rune);
    g.world.get<Charges>(rune).left -= 1;
    break_conduct(g, reader, Conduct::runes);
    tell(g, reader, "rune.read", {.args = {{"item", reader == g.player ? kind_name(g, rune) : sentence(g, "rune.a_rune")}}});
    apply_rune(g, reader, def);
    return ActionResult::success();
}

int recharge_runes(Game& g, ecs::Entity holder) {
    int woken = 0;
    for (const ecs::Entity e : carried_items(g, holder)) {
        if (!is_rune(g, e) || g.world.has<Cancelled>(e)) continue;
        Charges& c = g.world.get<Charges>(e);
        const int full = rune_row(g, e).charges;
        if (c.left >= full) continue;
        c.left = full;
        ++woken;
    }
    if (woken > 0) tell_you(g, holder, woken == 1 ? "rune.one_wakes" : "rune.many_wake");
    return woken;
}

}  // namespace yoord
