#pragma once
// Shared by the save tests: the embedded content, games to save, and a save/load round trip.

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <span>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/io/save/save.hpp"

namespace yoord::save::testing {

const Content& content();

// A new game on `seed`; with `full_pack`, every pack letter holds an item (rows taken in turn).
std::unique_ptr<Game> make_game(std::uint64_t seed, bool full_pack = false);

// The game after save_bytes and load_save; fails the test (and returns null) when the load fails.
std::unique_ptr<Game> reload(const Game& game, const Content& with = content());

// The bot plays `turns` turns (or until the run ends).
void play_bot(Game& game, int turns);

// Where the body starts: after the magic, format, version text, content hash, length and checksum.
std::size_t body_offset(const std::vector<std::byte>& bytes);

// Rewrites the body checksum in the header so that a deliberately changed body passes it.
void fix_checksum(std::vector<std::byte>& bytes);

// Replaces `remove` bytes of the body at `at` (an offset into the body) with `insert`, and fixes the header's body
// length and checksum: how a test makes a save that no build wrote.
void splice_body(std::vector<std::byte>& bytes, std::size_t at, std::size_t remove, std::span<const std::byte> insert);

// A format-11 save's run block (sim/io/save/run_fields.hpp), edited: the value of the field named `tag` replaced
// (nullopt: the field taken out), or a field added when the block has none by that name.
void set_run_field(std::vector<std::byte>& bytes, std::string_view tag, std::optional<std::vector<std::byte>> value);
// Appends a field to the run block, whatever it already holds (a tag given twice, for a test that refuses it).
void add_run_field(std::vector<std::byte>& bytes, std::string_view tag, std::span<const std::byte> value);
// The value bytes of the run field named `tag`, or nullopt.
std::optional<std::vector<std::byte>> run_field(const std::vector<std::byte>& bytes, std::string_view tag);

}  // namespace yoord::save::testing
