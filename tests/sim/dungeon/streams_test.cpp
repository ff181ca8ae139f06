#include "sim/dungeon/streams.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::vector<std::uint32_t> draws(Rng rng, int n = 8) {
    std::vector<std::uint32_t> out;
    for (int i = 0; i < n; ++i) {
        out.push_back(rng.next_u32());
    }
    return out;
}

TEST(Streams, SameInputsGiveTheSameStream) {
    EXPECT_EQ(draws(layout_rng(7, 3)), draws(layout_rng(7, 3)));
    EXPECT_EQ(draws(layout_kind_rng(7, 3)), draws(layout_kind_rng(7, 3)));
    EXPECT_EQ(draws(content_rng(7, 3, 2)), draws(content_rng(7, 3, 2)));
    EXPECT_EQ(draws(GameRng(7)), draws(GameRng(7)));
    EXPECT_EQ(draws(CosmeticRng(7)), draws(CosmeticRng(7)));
}

TEST(Streams, EveryStreamOfOneSeedIsDistinct) {
    const std::vector<std::vector<std::uint32_t>> all{draws(layout_rng(7, 3)), draws(layout_kind_rng(7, 3)),
                                                      draws(content_rng(7, 3, 0)), draws(GameRng(7)),
                                                      draws(CosmeticRng(7))};
    for (std::size_t i = 0; i < all.size(); ++i) {
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            EXPECT_NE(all[i], all[j]) << i << " vs " << j;
        }
    }
}

TEST(Streams, DepthAndFloorChangesSelectDifferentStreams) {
    EXPECT_NE(draws(layout_rng(7, 3)), draws(layout_rng(7, 4)));
    EXPECT_NE(draws(layout_rng(7, 3)), draws(layout_rng(8, 3)));
    EXPECT_NE(draws(content_rng(7, 3, 2)), draws(content_rng(7, 3, 3)));
    EXPECT_NE(draws(content_rng(7, 3, 2)), draws(content_rng(7, 4, 2)));
}

TEST(Streams, UsingGameRngLeavesTheFloorStreamsAlone) {
    const auto layout = draws(layout_rng(99, 5));
    const auto content = draws(content_rng(99, 5, 4));
    GameRng game(99);
    for (int i = 0; i < 10000; ++i) {
        static_cast<void>(game.next_u32());
    }
    EXPECT_EQ(draws(layout_rng(99, 5)), layout);
    EXPECT_EQ(draws(content_rng(99, 5, 4)), content);
}

TEST(Streams, GameRngResumesFromItsSavedState) {
    GameRng game(5);
    for (int i = 0; i < 37; ++i) {
        static_cast<void>(game.next_u32());
    }
    const Rng::State saved = game.state();
    const auto expected = draws(game);
    EXPECT_EQ(draws(GameRng(5, saved)), expected);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
