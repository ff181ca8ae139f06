// Decks: faces drawn from the content stream, the top card played by reading, the rest played as a scored hand
// by throwing, and every card face played upright and reversed.

#include "sim/items/decks.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/places/spawn.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

constexpr std::string_view kRoom =
    "#########\n"
    "#@.r....#\n"
    "#.......#\n"
    "#########\n";

const Content& content() { return testing::shipped_content(); }

// Card rows, in table order, grouped so tests can build hands without naming a card: by rank and by suit.
std::vector<DrawnCard> faces_where(auto keep) {
    std::vector<DrawnCard> out;
    for (const CardDef& c : content().cards) {
        if (keep(c)) out.push_back(DrawnCard{c.stable, false});
    }
    return out;
}

TEST(Decks, TheTablesHoldTwelveFacesAndADeckHoldsFive) {
    EXPECT_GE(content().cards.size(), 12U);
    ASSERT_FALSE(content().decks.empty());
    for (const DeckDef& d : content().decks) EXPECT_EQ(d.cards, 5) << d.id;
}

TEST(Decks, AFaceDrawIsAFunctionOfTheStreamAndSomeFacesAreReversed) {
    const DeckDef& deck = content().decks.front();
    int reversed = 0;
    int total = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng a(seed);
        Rng b(seed);
        const std::vector<DrawnCard> first = draw_deck(content(), deck, a);
        const std::vector<DrawnCard> again = draw_deck(content(), deck, b);
        ASSERT_EQ(first.size(), static_cast<std::size_t>(deck.cards));
        for (std::size_t i = 0; i < first.size(); ++i) {
            EXPECT_EQ(first[i].card, again[i].card);
            EXPECT_EQ(first[i].reversed, again[i].reversed);
            EXPECT_TRUE(content().find(first[i].card).has_value());
            reversed += first[i].reversed ? 1 : 0;
            ++total;
        }
    }
    EXPECT_GT(reversed, 0);
    EXPECT_LT(reversed, total);
}

TEST(Decks, ReadingPlaysTheTopCardAndTheLastCardEndsTheDeck) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity deck = put(g, content().decks.front().id, Place::in_pack(g.player));
    const DrawnCard top = g.world.get<Deck>(deck).cards.front();
    const std::size_t size = g.world.get<Deck>(deck).cards.size();
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, deck))).spent);
    EXPECT_TRUE(logged(g, "You turn up " + card_name(content(), top)));
    ASSERT_EQ(g.world.get<Deck>(deck).cards.size(), size - 1);
    g.world.get<Deck>(deck).cards.resize(1);
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, deck))).spent);
    EXPECT_FALSE(g.world.valid(deck)) << "the last card ends the deck";
}

TEST(Decks, EveryCardFacePlaysUprightAndReversed) {
    for (const CardDef& card : content().cards) {
        for (const bool reversed : {false, true}) {
            SCOPED_TRACE(card.id + (reversed ? " reversed" : ""));
            auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
            Game& g = *s.game;
            g.world.get<Health>(g.player) = Health{200, 400};  // room to heal, and to be cut
            g.score.gold = 100;                                // something to lose
            const ecs::Entity deck = put(g, content().decks.front().id, Place::in_pack(g.player));
            g.world.get<Deck>(deck).cards = {DrawnCard{card.stable, reversed}};
            const std::size_t lines = g.log.size();
            ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, deck))).spent);
            EXPECT_GE(g.log.size(), lines + 2) << "it says which card, and what came of it";
        }
    }
}

TEST(Decks, HandShapesFollowRanksAndSuits) {
    const auto rank = [](int r) { return faces_where([r](const CardDef& c) { return c.rank == r; }); };
    const auto suit = [](CardSuit s) { return faces_where([s](const CardDef& c) { return c.suit == s; }); };
    const std::vector<DrawnCard> ones = rank(1);
    const std::vector<DrawnCard> twos = rank(2);
    ASSERT_GE(ones.size(), 3U);
    ASSERT_GE(twos.size(), 2U);
    const std::vector<DrawnCard> pair{ones[0], ones[1]};
    EXPECT_TRUE(hand_makes(content(), pair, HandShape::pair));
    EXPECT_FALSE(hand_makes(content(), pair, HandShape::two_pair));
    EXPECT_TRUE(hand_makes(content(), std::vector<DrawnCard>{ones[0], ones[1], twos[0], twos[1]}, HandShape::two_pair));
    EXPECT_TRUE(hand_makes(content(), std::vector<DrawnCard>{ones[0], ones[1], ones[2]}, HandShape::three_of_a_kind));
    const std::vector<DrawnCard> cups = suit(CardSuit::cups);
    ASSERT_GE(cups.size(), 3U);
    EXPECT_TRUE(hand_makes(content(), std::vector<DrawnCard>(cups.begin(), cups.begin() + 3), HandShape::flush));
    EXPECT_TRUE(hand_makes(content(), std::vector<DrawnCard>(cups.begin(), cups.begin() + 3), HandShape::run))
        << "cups hold ranks 1, 2, 3";
    EXPECT_FALSE(hand_makes(content(), pair, HandShape::flush)) << "a flush needs three cards";
    const HandDef* best = score_hand(content(), pair);
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(best->shape, HandShape::pair);
}

TEST(Decks, ThrowingPlaysTheRestAsAHandScoredByTheRankingTable) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{200, 400};
    const ecs::Entity deck = put(g, content().decks.front().id, Place::in_pack(g.player));
    const std::vector<DrawnCard> ones = faces_where([](const CardDef& c) { return c.rank == 1; });
    g.world.get<Deck>(deck).cards = {ones[0], ones[1]};
    const HandDef* best = score_hand(content(), g.world.get<Deck>(deck).cards);
    ASSERT_NE(best, nullptr);
    const std::int64_t points = g.score.points;
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, deck), s.cell('r'))).spent);
    EXPECT_FALSE(g.world.valid(deck));
    EXPECT_TRUE(logged(g, "Your hand makes " + best->name));
    EXPECT_GE(g.score.points, points + best->points);
    EXPECT_TRUE(logged(g, "You turn up " + card_name(content(), ones[0])));
    EXPECT_TRUE(logged(g, "You turn up " + card_name(content(), ones[1])));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
