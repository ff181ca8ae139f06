#pragma once
// Shared by the save tests: the embedded content, games to save, and a save/load round trip.

#include <cstdint>
#include <memory>
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

}  // namespace yoord::save::testing
