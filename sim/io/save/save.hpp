#pragma once
// Saving and loading a run, as bytes. No file I/O here (save_file.hpp does that), so the fuzzer, the replay
// tools and tests can call these on memory.
//
//   std::vector<std::byte> bytes = save_bytes(game);
//   auto loaded = load_save(bytes, content);          // Expected<std::unique_ptr<Game>, LoadError>
//   if (!loaded) show(loaded.error().message);
//
// The contract: for any game between two turns, state_hash(*load_save(save_bytes(g), content)) ==
// state_hash(g), and the loaded game answers the same intents with the same states as the original. Entities
// keep their Uids, and the next Uid issued is unchanged.
//
// load_save never trusts its input: a wrong magic, a truncated body, a bad checksum, a newer format or a body
// that does not parse is a LoadError naming the reason, never undefined behaviour. Ids this build no longer has
// (content rows, effects, component tags) are dropped and counted; the game's log gets one line saying so.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/expected.hpp"
#include "sim/state/game.hpp"

namespace yoord::save {

enum class LoadFailure : std::uint8_t {
    wrong_magic,   // not a Yoord save at all
    truncated,     // shorter than its header says
    bad_checksum,  // the body's bytes are not those that were written
    newer_format,  // written by a later version of Yoord
    corrupt,       // the checksum matches but the body does not make sense (or a migration failed)
};
[[nodiscard]] std::string_view failure_name(LoadFailure f) noexcept;

struct LoadError {
    LoadFailure failure = LoadFailure::corrupt;
    std::string message;  // a sentence a player can read: "the save is truncated (...)"
};

// What a successful load learned besides the game.
struct LoadReport {
    std::uint32_t format = 0;        // the format the file was written in (before migration)
    std::string game_version;        // the version that wrote it
    std::uint64_t content_hash = 0;  // the content that wrote it
    std::size_t dropped_entities = 0;
    std::size_t dropped_effects = 0;
    std::size_t dropped_components = 0;
    std::vector<std::string> missing_packs;  // packs the save names that this content lacks: kept aside
    std::vector<std::string> pack_notes;     // a pack whose version changed since the save, one line each

    [[nodiscard]] std::size_t dropped() const noexcept {
        return dropped_entities + dropped_effects + dropped_components;
    }
    // The one line the log gets when something was dropped; empty when nothing was.
    [[nodiscard]] std::string dropped_message() const;
    // The one line the log gets when packs are missing; empty when none are.
    [[nodiscard]] std::string missing_packs_message() const;
};

// The run as bytes (header and body). Call between turns.
[[nodiscard]] std::vector<std::byte> save_bytes(const RunState& game);

// The run back from bytes, against this build's content. `report`, when given, receives what the load learned.
[[nodiscard]] Expected<std::unique_ptr<Game>, LoadError> load_save(std::span<const std::byte> bytes,
                                                                  const Content& content,
                                                                  LoadReport* report = nullptr);

}  // namespace yoord::save
