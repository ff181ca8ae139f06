#include "save_test_support.hpp"

#include <gtest/gtest.h>
#include <xxhash.h>

#include "sim/io/save/bytes.hpp"
#include "sim/io/save/run_fields.hpp"
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

void splice_body(std::vector<std::byte>& bytes, std::size_t at, std::size_t remove, std::span<const std::byte> insert) {
    const std::size_t body = body_offset(bytes);
    bytes.erase(bytes.begin() + static_cast<std::ptrdiff_t>(body + at),
                bytes.begin() + static_cast<std::ptrdiff_t>(body + at + remove));
    bytes.insert(bytes.begin() + static_cast<std::ptrdiff_t>(body + at), insert.begin(), insert.end());
    const std::uint64_t length = bytes.size() - body;
    for (std::size_t i = 0; i < 8; ++i) bytes[body - 16 + i] = static_cast<std::byte>((length >> (8 * i)) & 0xFFU);
    fix_checksum(bytes);
}

namespace {

std::uint64_t read_le(const std::vector<std::byte>& bytes, std::size_t at, int width) {
    std::uint64_t v = 0;
    for (int i = 0; i < width; ++i) v |= static_cast<std::uint64_t>(bytes[at + i]) << (8 * i);
    return v;
}

struct RunFieldAt {
    std::size_t record = 0;  // where its tag starts, in the body
    std::size_t length = 0;  // its value's length
};

// Where the field `tag` stands in the body's run block, and where the block ends.
std::optional<RunFieldAt> find_run_field(const std::vector<std::byte>& bytes, std::string_view tag, std::size_t& end) {
    const std::size_t body = body_offset(bytes);
    const std::uint64_t want = run_field_tag(tag);
    const auto count = static_cast<std::size_t>(read_le(bytes, body, 4));
    std::size_t at = 4;
    std::optional<RunFieldAt> found;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t t = read_le(bytes, body + at, 8);
        const auto length = static_cast<std::size_t>(read_le(bytes, body + at + 8, 4));
        if (t == want) found = RunFieldAt{at, length};
        at += 8 + 4 + length;
    }
    end = at;
    return found;
}

void set_count(std::vector<std::byte>& bytes, std::int64_t change) {
    const std::size_t body = body_offset(bytes);
    const auto count = static_cast<std::uint32_t>(static_cast<std::int64_t>(read_le(bytes, body, 4)) + change);
    for (std::size_t i = 0; i < 4; ++i) bytes[body + i] = static_cast<std::byte>((count >> (8 * i)) & 0xFFU);
    fix_checksum(bytes);
}

}  // namespace

void set_run_field(std::vector<std::byte>& bytes, std::string_view tag, std::optional<std::vector<std::byte>> value) {
    std::size_t end = 0;
    const std::optional<RunFieldAt> at = find_run_field(bytes, tag, end);
    if (at) {
        std::vector<std::byte> record;
        if (value) {
            ByteWriter w;
            w.u64(run_field_tag(tag));
            w.u32(static_cast<std::uint32_t>(value->size()));
            w.raw(*value);
            record = std::move(w).take();
        }
        splice_body(bytes, at->record, 8 + 4 + at->length, record);
        if (!value) set_count(bytes, -1);
        return;
    }
    if (value) add_run_field(bytes, tag, *value);
}

void add_run_field(std::vector<std::byte>& bytes, std::string_view tag, std::span<const std::byte> value) {
    std::size_t end = 0;
    (void)find_run_field(bytes, tag, end);
    ByteWriter w;
    w.u64(run_field_tag(tag));
    w.u32(static_cast<std::uint32_t>(value.size()));
    w.raw(value);
    splice_body(bytes, end, 0, w.bytes());
    set_count(bytes, +1);
}

std::optional<std::vector<std::byte>> run_field(const std::vector<std::byte>& bytes, std::string_view tag) {
    std::size_t end = 0;
    const std::optional<RunFieldAt> at = find_run_field(bytes, tag, end);
    if (!at) return std::nullopt;
    const std::size_t from = body_offset(bytes) + at->record + 8 + 4;
    return std::vector<std::byte>(bytes.begin() + static_cast<std::ptrdiff_t>(from),
                                  bytes.begin() + static_cast<std::ptrdiff_t>(from + at->length));
}

}  // namespace yoord::save::testing
