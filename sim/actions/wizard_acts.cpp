#include "sim/actions/wizard_acts.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "sim/world/components.hpp"
#include "sim/dungeon/population.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

namespace {

// Says what the act did, in the player's language, and takes no time.
ActionResult done(Game& g, std::string_view key, const Words& words = {}) {
    say(g, key, words);
    return ActionResult::instant();
}

ActionResult refused(const Game& g, std::string_view key, const Words& words = {}) {
    return ActionResult::failure(sentence(g, key, words));
}

// Spawns `count` of the row around the player (creatures on free cells, items underfoot or near) or into its
// pack, through the one door from a row to an entity. Dice come from the game's own stream.
ActionResult make_rows(Game& g, const Intent& intent, bool into_pack) {
    const std::optional<RowRef> row = g.content->find(StableId{intent.row});
    if (!row) return refused(g, "wizard.no_row");
    const std::int32_t count = std::clamp(intent.amount, 1, kMaxWizardCount);
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    int made = 0;
    for (std::int32_t i = 0; i < count; ++i) {
        const Place dest = into_pack ? Place::in_pack(g.player) : Place::at(nearest_free_cell(g, player_cell(g)));
        const SpawnResult result = spawn_row(ctx, *row, dest);
        if (!result) {
            say(g, "wizard.spawn_failed", {.args = {{"reason", result.error}}});
            break;
        }
        ++made;
    }
    if (made == 0) return ActionResult::failure();
    if (!into_pack) update_view(g);
    const std::string& id = g.content->common(*row).id;
    return done(g, into_pack ? "wizard.gave" : "wizard.spawned", {.args = {{"n", std::to_string(made)}, {"id", id}}});
}

ActionResult teleport(Game& g, Point to) {
    if (!g.map().in_bounds(to) || !g.map().walkable(to)) return refused(g, "wizard.not_walkable");
    if (const ecs::Entity there = creature_at(g, to); there != ecs::null_entity && there != g.player) {
        return refused(g, "wizard.stands_there", {.subject = there});
    }
    (void)move_to(g.world, g.places, g.player, Place::at(to));
    update_view(g);
    return done(g, "wizard.teleported", {.args = {{"text", std::to_string(to.x) + "," + std::to_string(to.y)}}});
}

ActionResult reveal(Game& g) {
    for (std::size_t i = 0; i < g.view.remembered.size(); ++i) g.view.remembered[i] = true;
    g.world.view<Trap, Position>().each([](Trap& trap, const Position&) { trap.revealed = true; });
    update_view(g);
    recall_items_everywhere(g);  // the revealed floor's items are remembered too: drawn, and explore goes to them
    return done(g, "wizard.revealed");
}

ActionResult go_to_depth(Game& g, std::int32_t depth) {
    const int want = std::clamp<int>(depth, 1, deepest_floor(*g.content, g.descent.endless));
    if (want == g.depth()) return refused(g, "wizard.already_on_depth", {.args = {{"depth", std::to_string(want)}}});
    // Reached is reached: the floors passed count toward the deepest depth (and are not restocked later).
    const bool down = want > g.depth();
    ask_floor_change(g, {down ? FloorChange::stairs_down : FloorChange::stairs_up, LeaveBy::wizard, std::abs(want - g.depth())});
    return done(g, "wizard.depth", {.args = {{"depth", std::to_string(want)}}});
}

ActionResult set_hp(Game& g, std::int32_t hp) {
    set_hit_points(g, g.player, std::clamp(hp, 1, 1'000'000));
    const Health& health = g.world.get<Health>(g.player);
    return done(g, "wizard.hit_points", {.args = {{"points", std::to_string(health.hp)}, {"total", std::to_string(health.max_hp)}}});
}

ActionResult set_magic(Game& g, std::int32_t amount) {
    if (!set_magic_points(g, g.player, std::clamp(amount, 0, 1'000'000))) {
        return refused(g, "wizard.no_magic_pool");
    }
    const Magic& pool = g.world.get<Magic>(g.player);
    return done(g, "wizard.magic", {.args = {{"points", std::to_string(pool.ma)}, {"total", std::to_string(pool.max_ma)}}});
}

}  // namespace

ActionResult wizard_act(Game& g, ecs::Entity actor, const Intent& intent) {
    if (actor != g.player) return ActionResult::failure();
    if (!g.wizard) return refused(g, "wizard.needs_wizard_run");
    switch (intent.wizard_act()) {
        case WizardAct::spawn: return make_rows(g, intent, false);
        case WizardAct::give: return make_rows(g, intent, true);
        case WizardAct::teleport: return teleport(g, intent.target);
        case WizardAct::reveal: return reveal(g);
        case WizardAct::go_to_depth: return go_to_depth(g, intent.amount);
        case WizardAct::set_hp: return set_hp(g, intent.amount);
        case WizardAct::set_magic: return set_magic(g, intent.amount);
    }
    return refused(g, "wizard.no_such_act");
}

}  // namespace yoord
