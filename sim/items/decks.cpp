#include "sim/items/decks.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "sim/items/scrolls.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/score.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

const CardDef* card_row(const Content& c, StableId id) {
    const auto ref = c.find(id);
    return ref && ref->category == Category::card ? &c.cards[ref->index] : nullptr;
}

int roll_at_least_one(Game& g, const Dice& d) { return std::max(1, d.roll(g.rng)); }

void play_mechanic(Game& g, ecs::Entity e, const CardDef& card, CardMechanic mechanic) {
    switch (mechanic) {
        case CardMechanic::heal:
            tell_you(g, e, heal(g, e, roll_at_least_one(g, card.amount)) > 0 ? "heal.better" : "heal.no_different");
            return;
        case CardMechanic::wound:
            tell_you(g, e, "card.cuts");
            harm(g, e, roll_at_least_one(g, card.amount), e, Wording::of_key("cause.card"));
            return;
        case CardMechanic::riches: {
            const int coins = roll_at_least_one(g, card.amount);
            pay_gold(g, coins);
            say(g, "card.riches", {.args = {{"n", std::to_string(coins)}}});
            return;
        }
        case CardMechanic::toll: {
            const int coins = std::min(g.score.gold, roll_at_least_one(g, card.amount));
            g.score.gold -= coins;
            say(g, coins > 0 ? "card.toll" : "card.toll_empty", {.args = {{"n", std::to_string(coins)}}});
            return;
        }
        case CardMechanic::smite: {
            int struck = 0;
            for (const ecs::Entity m : monsters_near(g, g.world.get<Position>(e).cell, card.radius)) {
                if (m == e || !hostile(g, e, m)) continue;
                if (m != g.player) tell(g, m, "card.smite");
                harm(g, m, roll_at_least_one(g, card.amount), e, Wording::of_key("cause.card"));
                ++struck;
            }
            if (struck == 0) say(g, "card.smite_no_foe");
            return;
        }
        case CardMechanic::haste:
            (void)haste(g, e, roll_at_least_one(g, card.turns));
            return;
        case CardMechanic::slow:
            (void)slow(g, e, roll_at_least_one(g, card.turns));
            return;
        case CardMechanic::blink:
            if (!teleport(g, e)) say(g, "teleport.stuck");
            return;
        case CardMechanic::map:
            map_floor(g);
            return;
        case CardMechanic::sleep_near: {
            int slept = 0;
            for (const ecs::Entity m : monsters_near(g, g.world.get<Position>(e).cell, card.radius)) {
                if (m != e && hostile(g, e, m) && put_to_sleep(g, m, roll_at_least_one(g, card.turns))) ++slept;
            }
            if (slept == 0) say(g, "card.sleep_no_foe");
            return;
        }
        case CardMechanic::confuse_self:
            (void)confuse(g, e, roll_at_least_one(g, card.turns));
            return;
        case CardMechanic::summon:
            (void)summon(g, e);
            return;
    }
}

// Plays one face for `e`: says which, then does what it does.
void play_card(Game& g, ecs::Entity e, const DrawnCard& drawn) {
    const CardDef* card = card_row(*g.content, drawn.card);
    if (card == nullptr) {
        say(g, "card.blank");  // a save from richer content
        return;
    }
    say(g, "card.turn_up", {.args = {{"card", card_name(*g.content, drawn)}}});
    play_mechanic(g, e, *card, drawn.reversed ? card->reversed : card->upright);
}

}  // namespace

std::string card_name(const Content& content, const DrawnCard& drawn) {
    const CardDef* card = card_row(content, drawn.card);
    const std::string name = card == nullptr ? phrase("card.a_blank_card") : row_name(*card);
    return drawn.reversed ? phrase("card.reversed", {{"card", name}}) : name;
}

bool hand_makes(const Content& content, std::span<const DrawnCard> cards, HandShape shape) {
    std::vector<int> ranks;
    std::array<int, CardSuit_names.size()> suits{};
    for (const DrawnCard& d : cards) {
        const CardDef* card = card_row(content, d.card);
        if (card == nullptr) continue;
        ranks.push_back(card->rank);
        ++suits[static_cast<std::size_t>(card->suit)];
    }
    std::sort(ranks.begin(), ranks.end());
    std::vector<int> runs_of_same;  // how many of each rank, in rank order
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (i == 0 || ranks[i] != ranks[i - 1]) runs_of_same.push_back(0);
        ++runs_of_same.back();
    }
    const auto count_at_least = [&](int n) {
        return static_cast<int>(std::count_if(runs_of_same.begin(), runs_of_same.end(), [n](int k) { return k >= n; }));
    };
    const int size = static_cast<int>(ranks.size());
    constexpr int kShortest = 3;  // a flush or a run needs at least this many cards
    switch (shape) {
        case HandShape::high_card:
            return size > 0;
        case HandShape::pair:
            return count_at_least(2) >= 1;
        case HandShape::two_pair:
            return count_at_least(2) >= 2;
        case HandShape::three_of_a_kind:
            return count_at_least(3) >= 1;
        case HandShape::four_of_a_kind:
            return count_at_least(4) >= 1;
        case HandShape::flush:
            return size >= kShortest && std::any_of(suits.begin(), suits.end(), [size](int n) { return n == size; });
        case HandShape::run:
            if (size < kShortest || static_cast<int>(runs_of_same.size()) != size) return false;
            return ranks.back() - ranks.front() == size - 1;
    }
    return false;
}

const HandDef* score_hand(const Content& content, std::span<const DrawnCard> cards) {
    const HandDef* best = nullptr;
    for (const HandDef& h : content.hands) {
        if ((best == nullptr || h.points > best->points) && hand_makes(content, cards, h.shape)) best = &h;
    }
    return best;
}

ActionResult read_deck(Game& g, ecs::Entity reader, ecs::Entity deck) {
    if (has_effect<Blind>(g.world, reader)) return ActionResult::failure(sentence(g, "refuse.blind_cards"));
    Deck& d = g.world.get<Deck>(deck);
    if (d.cards.empty()) return ActionResult::failure(sentence(g, "refuse.deck_empty"));
    const DrawnCard top = d.cards.front();
    d.cards.erase(d.cards.begin());
    if (d.cards.empty()) {
        say(g, "card.last");
        (void)move_to(g.world, g.places, deck, Place::nowhere());
        g.world.destroy(deck);
    }
    play_card(g, reader, top);
    return ActionResult::success();
}

void play_hand(Game& g, ecs::Entity thrower, ecs::Entity deck) {
    const std::vector<DrawnCard> hand = g.world.get<Deck>(deck).cards;
    g.world.destroy(deck);
    if (hand.empty()) {
        say(g, "card.empty_deck_thrown");
        return;
    }
    say(g, "card.fan_out");
    if (const HandDef* best = score_hand(*g.content, hand)) {
        g.score.points += best->points;
        say(g, "card.hand", {.args = {{"hand", row_text("hand_" + std::string(enum_name(best->shape)), RowText::name, best->name)}, {"points", std::to_string(best->points)}}});
    }
    for (const DrawnCard& card : hand) {
        const Health* hp = g.world.try_get<Health>(thrower);
        if (hp == nullptr || hp->hp <= 0) return;  // a wound card can end the hand
        play_card(g, thrower, card);
    }
}

}  // namespace yoord
