#include "sim/run/score.hpp"

#include "sim/run/conducts.hpp"
#include "sim/run/events.hpp"
#include "sim/text/say.hpp"

namespace yoord {

void credit_kill(Game& g, int victim_max_hp) {
    ++g.now.kills;
    g.now.kill_points += kill_points(victim_max_hp);
}

void settle_kills(Game& g) {
    if (g.now.kills == 0) return;
    const std::int64_t bonus = combo_bonus(g.now.kills, g.now.kill_points);
    g.score.points += g.now.kill_points + bonus;
    g.score.kills += g.now.kills;
    if (bonus > 0) say(g, "score.combo", {.args = {{"n", std::to_string(g.now.kills)}}});
    g.now.kills = 0;
    g.now.kill_points = 0;
}

void pay_stairs(Game& g, bool went_up) {
    const int depth = g.depth();
    if (!went_up && depth > g.score.deepest_paid) {
        g.score.deepest_paid = depth;
        g.score.points += static_cast<std::int64_t>(depth_tier(depth)) * kStairPointsPerTier;
        return;
    }
    if (went_up && g.descent.element_carried && (g.score.shallowest_paid == 0 || depth < g.score.shallowest_paid)) {
        g.score.shallowest_paid = depth;
        g.score.points += static_cast<std::int64_t>(depth_tier(depth)) * kStairPointsPerTier;
    }
}

void pay_gold(Game& g, int coins) {
    g.score.gold += coins;
    g.score.points += static_cast<std::int64_t>(coins) * kPointsPerCoin;
}

void pay_treasure(Game& g, ecs::Entity item) {
    if (const Coins* coins = g.world.try_get<Coins>(item)) {
        break_conduct(g, g.player, Conduct::coins);
        pay_gold(g, coins->amount);
        return;
    }
    const Identity* id = g.world.try_get<Identity>(item);
    if (id != nullptr && id->category == Category::element && !g.score.element_paid) {
        g.score.element_paid = true;
        g.score.points += g.content->elements[id->row].score;
    }
}

namespace {

// The doubler's id, the key of its fireworks event (an id, not player text).
const char* doubler_id(Doubler d) {
    switch (d) {
        case Doubler::adornment: return "adornment";
        case Doubler::element: return "element";
        case Doubler::bounty: return "bounty";
    }
    return "";
}

}  // namespace

bool earn_doubler(Game& g, Doubler doubler) {
    if (g.score.doublers.has(doubler)) return false;
    g.score.doublers.earned = static_cast<std::uint8_t>(g.score.doublers.earned | (1u << static_cast<int>(doubler)));
    // Fireworks over the player (render/game/animations.hpp): the event is read by the screen, never by the rules.
    if (const Position* at = g.world.try_get<Position>(g.player)) {
        TurnEvent burst = make_event(EventKind::fireworks, g.player, ecs::null_entity, {at->cell});
        burst.key = doubler_id(doubler);
        record(g, std::move(burst));
    }
    return true;
}

void earn_escape_doubler(Game& g) {
    if (g.outcome != Outcome::won || !carries_element(g)) return;
    if (earn_doubler(g, Doubler::element)) say(g, "score.doubled_by_element");
}

bool earn_bounty(Game& g, ecs::Entity victim) {
    const Identity* id = g.world.valid(victim) ? g.world.try_get<Identity>(victim) : nullptr;
    if (id == nullptr || id->category != Category::monster) return false;
    const MonsterDef& row = g.content->monsters[id->row];
    if (!row.bounty || !earn_doubler(g, Doubler::bounty)) return false;
    g.score.doublers.bounty = row.stable;
    say(g, "score.doubled_by_bounty", {.args = {{"name", row_name(row)}}});
    return true;
}

int doubler_count(const ScoreDoublers& d) noexcept {
    int n = 0;
    for (std::size_t i = 0; i < kDoublerCount; ++i) n += d.has(static_cast<Doubler>(i)) ? 1 : 0;
    return n;
}

std::int64_t final_score(const Score& score) noexcept {
    return score.points * (std::int64_t{1} << doubler_count(score.doublers));
}

std::int64_t conduct_bonus(std::int64_t points, std::uint16_t kept) noexcept {
    return points * conduct_bonus_percent(kept) / 100;
}

std::int64_t pay_conducts(Game& g) {
    if (g.outcome != Outcome::won || g.score.conducts_paid) return 0;
    g.score.conducts_paid = true;
    const std::int64_t bonus = conduct_bonus(g.score.points, kept_conducts(g));
    g.score.points += bonus;
    return bonus;
}

}  // namespace yoord
