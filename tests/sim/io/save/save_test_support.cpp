#include "save_test_support.hpp"

#include <gtest/gtest.h>
#include <xxhash.h>

#include "sim/tools/bot.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save::testing {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::unique_ptr<Game> make_game(std::uint64_t seed, bool full_pack) {
    auto g = new_game(content(), seed, "Tester");
    if (!full_pack) return g;
    std::vector<RowRef> items;
    for (const RowRef row : content().all_rows()) {
        if (is_item(row.category) && row.category != Category::element) items.push_back(row);
    }
    SpawnContext ctx{g->world, g->places, content(), g->rng, g->depth()};
    for (std::size_t i = 0;; ++i) {
        const SpawnResult made = spawn_row(ctx, items[i % items.size()], Place::in_pack(g->player));
        if (!made) break;
    }
    return g;
}

std::unique_ptr<Game> reload(const Game& game, const Content& with) {
    const std::vector<std::byte> bytes = save_bytes(game);
    auto loaded = load_save(bytes, with);
    EXPECT_TRUE(loaded.has_value()) << (loaded ? "" : loaded.error().message);
    if (!loaded) return nullptr;
    return std::move(loaded).value();
}

void play_bot(Game& game, int turns) {
    for (int t = 0; t < turns && game.outcome == Outcome::alive; ++t) (void)play_turn(game, bot_intent(game));
}

std::size_t body_offset(const std::vector<std::byte>& bytes) {
    // Header: magic 8, format 4, version text (u32 length + bytes), content hash 8, body length 8, checksum 8.
    const std::size_t at = 8 + 4;
    std::uint32_t version_length = 0;
    for (std::size_t i = 0; i < 4; ++i) version_length |= static_cast<std::uint32_t>(bytes[at + i]) << (8 * i);
    return at + 4 + version_length + 8 + 8 + 8;
}

void fix_checksum(std::vector<std::byte>& bytes) {
    const std::size_t body = body_offset(bytes);
    const std::size_t at = body - 8;
    const std::uint64_t sum = XXH3_64bits(bytes.data() + body, bytes.size() - body);
    for (int i = 0; i < 8; ++i) bytes[at + i] = static_cast<std::byte>(sum >> (8 * i));
}

}  // namespace yoord::save::testing
