#include "sim/rules/recovery.hpp"

#include <algorithm>
#include <cstdint>

#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/magic.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// `percent` of `e`'s maximum hit points back (at least one when the share is not zero).
int heal_share(Game& g, ecs::Entity e, int percent) {
    const Health* hp = g.world.try_get<Health>(e);
    if (hp == nullptr || percent <= 0) return 0;
    // In 64 bits: a creature's maximum can be large enough (a test's unkillable player) to overflow the product.
    const auto share = static_cast<std::int64_t>(hp->max_hp) * percent / 100;
    return heal(g, e, static_cast<int>(std::clamp<std::int64_t>(share, 1, hp->max_hp)));
}

bool on_period(std::uint32_t turn, int period) { return period > 0 && turn % static_cast<std::uint32_t>(period) == 0; }

}  // namespace

void recover_at_new_depth(Game& g) {
    const int percent = g.constants().stairs_heal_percent;
    const int healed = heal_share(g, g.player, percent);
    const Magic* pool = g.world.try_get<Magic>(g.player);
    const int refilled = pool != nullptr ? restore_magic(g, g.player, pool->max_ma) : 0;
    if (const ecs::Entity c = companion(g); c != ecs::null_entity) (void)heal_share(g, c, percent);
    if (healed > 0 || refilled > 0) say(g, "descent.catch_breath");
}

bool needs_rest(const Game& g, ecs::Entity e) {
    const Health* hp = g.world.try_get<Health>(e);
    const Magic* pool = g.world.try_get<Magic>(e);
    return (hp != nullptr && hp->hp < hp->max_hp) || (pool != nullptr && pool->ma < pool->max_ma);
}

bool rest_turn(Game& g, ecs::Entity e) {
    const GameConstants& c = g.constants();
    int back = 0;
    if (on_period(g.turn, c.rest_turns_per_hp)) back += heal(g, e, 1);
    if (on_period(g.turn, c.rest_turns_per_ma)) back += restore_magic(g, e, 1);
    return back > 0;
}

}  // namespace yoord
