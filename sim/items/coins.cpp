#include "sim/items/coins.hpp"

#include <vector>

#include "sim/items/armour.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/score.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

const CoinDef& coin_row(const Game& g, ecs::Entity coin) { return g.content->coins[g.world.get<Identity>(coin).row]; }

bool wears_blessable_gear(const Game& g, ecs::Entity e) {
    return worn_in(g, e, EquipSlot::weapon) != ecs::null_entity || worn_in(g, e, EquipSlot::armour) != ecs::null_entity;
}

Promises& promises_of(Game& g, ecs::Entity e) {
    if (Promises* p = g.world.try_get<Promises>(e)) return *p;
    return g.world.emplace<Promises>(e);
}

// The coin's gift, once coin_refusal said it would help.
void give(Game& g, ecs::Entity taker, ecs::Entity coin) {
    const int amount = g.world.get<Coins>(coin).amount;
    const std::string name = name_of(g, coin);
    switch (coin_row(g, coin).kind) {
        case CoinKind::money:
            say(g, "coin.money", {.args = {{"n", std::to_string(amount)}, {"item", name}}});
            pay_treasure(g, coin);
            return;
        case CoinKind::heal:
            (void)heal(g, taker, amount);
            say(g, "coin.heal", {.args = {{"item", name}}});
            return;
        case CoinKind::cleanse:
            (void)cure_ailments(g, taker);
            say(g, "coin.cleanse", {.args = {{"item", name}}});
            return;
        case CoinKind::restore_power:
            (void)restore_power(g, taker);  // the one door for base stats (sim/rules/combat.hpp)
            say(g, "coin.restore_power", {.args = {{"item", name}}});
            return;
        case CoinKind::promise_unhurt:
            promises_of(g, taker).power_dice += amount;
            say(g, "coin.promise_unhurt", {.args = {{"item", name}}});
            return;
        case CoinKind::promise_plus:
            promises_of(g, taker).gear_plus += amount;
            say(g, "coin.promise_plus", {.args = {{"item", name}}});
            return;
        case CoinKind::magic:
            (void)restore_magic(g, taker, amount);  // the one door for a pool (sim/rules/magic.hpp)
            say(g, "coin.magic", {.args = {{"item", name}}});
            return;
        case CoinKind::teach_spell: {
            say(g, "coin.teach_spell", {.args = {{"item", name}}});
            // coin_refusal saw an unknown spell; a full mind keeps it pending and asks what to forget.
            if (const auto spell = random_unknown_spell(g, taker)) (void)learn_spell(g, taker, *spell);
            return;
        }
    }
}

}  // namespace

std::string coin_refusal(const Game& g, ecs::Entity taker, ecs::Entity coin) {
    if (taker != g.player) return sentence(g, "coin.refuse_not_player");
    const Promises* owed = g.world.try_get<Promises>(taker);
    switch (coin_row(g, coin).kind) {
        case CoinKind::money:
            return {};
        case CoinKind::heal: {
            const Health& hp = g.world.get<Health>(taker);
            return hp.hp < hp.max_hp ? std::string{} : sentence(g, "coin.refuse_unhurt", {.args = {{"item", name_of(g, coin)}}});
        }
        case CoinKind::cleanse:
            return has_ailment(g.world, taker) ? std::string{}
                                               : sentence(g, "coin.refuse_no_ailment", {.args = {{"item", name_of(g, coin)}}});
        case CoinKind::restore_power:
            return power_lost(g, taker) > 0
                       ? std::string{}
                       : sentence(g, "coin.refuse_strength_whole", {.args = {{"item", name_of(g, coin)}}});
        case CoinKind::promise_unhurt:
            return owed == nullptr || owed->power_dice == 0
                       ? std::string{}
                       : sentence(g, "coin.refuse_promise_held", {.args = {{"item", name_of(g, coin)}}});
        case CoinKind::promise_plus:
            if (owed != nullptr && owed->gear_plus > 0) {
                return sentence(g, "coin.refuse_gear_promise_held", {.args = {{"item", name_of(g, coin)}}});
            }
            return wears_blessable_gear(g, taker)
                       ? std::string{}
                       : sentence(g, "coin.refuse_nothing_to_bless", {.args = {{"item", name_of(g, coin)}}});
        case CoinKind::magic: {
            const Magic* pool = g.world.try_get<Magic>(taker);
            return pool != nullptr && pool->ma < pool->max_ma
                       ? std::string{}
                       : sentence(g, "coin.refuse_magic_full", {.args = {{"item", name_of(g, coin)}}});
        }
        case CoinKind::teach_spell:
            return has_unknown_spell(g, taker)
                       ? std::string{}
                       : sentence(g, "coin.refuse_nothing_to_learn", {.args = {{"item", name_of(g, coin)}}});
    }
    return {};
}

bool offer_coin(Game& g, ecs::Entity taker, ecs::Entity coin) {
    if (const std::string why = coin_refusal(g, taker, coin); !why.empty()) {
        if (taker == g.player) g.log.add(why);  // a sentence from the table (coin_refusal)
        return false;
    }
    break_conduct(g, taker, Conduct::coins);
    give(g, taker, coin);
    (void)move_to(g.world, g.places, coin, Place::nowhere());
    g.world.destroy(coin);
    return true;
}

int collect_coins_underfoot(Game& g, ecs::Entity walker) {
    if (walker != g.player) return 0;
    std::vector<ecs::Entity> piles;
    for (const ecs::Entity e : g.places.at(player_cell(g))) {
        if (g.world.has<Coins>(e)) piles.push_back(e);
    }
    int taken = 0;
    for (const ecs::Entity pile : piles) taken += offer_coin(g, walker, pile) ? 1 : 0;
    return taken;
}

bool coin_would_burst_at(const Game& g, ecs::Entity shooter, Point at) {
    for (const ecs::Entity e : g.places.at(at)) {
        if (g.world.has<Coins>(e) && coin_refusal(g, shooter, e).empty()) return true;
    }
    return false;
}

int burst_coins_at(Game& g, ecs::Entity shooter, Point at) {
    if (shooter != g.player) return 0;
    std::vector<ecs::Entity> coins;
    for (const ecs::Entity e : g.places.at(at)) {
        if (g.world.has<Coins>(e)) coins.push_back(e);
    }
    int burst = 0;
    for (const ecs::Entity coin : coins) {
        if (!coin_refusal(g, shooter, coin).empty()) continue;
        say(g, "coin.burst", {.args = {{"item", name_of(g, coin)}}});
        burst += offer_coin(g, shooter, coin) ? 1 : 0;
    }
    return burst;
}

}  // namespace yoord
