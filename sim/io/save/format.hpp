#pragma once
// The save file's header constants. docs/reference/save-format.md describes the whole layout.
//
//   magic          8 bytes  "YOORDSAV"
//   format         u32      kFormatVersion when written; older ones are migrated (migrations.hpp)
//   game version   str      sim/io/version.hpp's game_version(), informative
//   content hash   u64      content_hash() of the tables that wrote it, informative (ids are checked one by one)
//   body length    u64      the bytes after the header
//   body checksum  u64      XXH3-64 of the body
//   body           ...

#include <array>
#include <cstddef>
#include <cstdint>

namespace yoord::save {

inline constexpr std::array<char, 8> kMagic{'Y', 'O', 'O', 'R', 'D', 'S', 'A', 'V'};
// Bump when the body's layout changes, and add the step from the old format to migrations.cpp.
inline constexpr std::uint32_t kFormatVersion = 11;
// A save's file name ends with this.
inline constexpr const char* kSaveExtension = ".yrd";

// Limits the loader enforces so that a hostile file cannot make it allocate or loop without bound.
inline constexpr std::size_t kMaxVersionText = 64;
inline constexpr std::size_t kMaxNameText = 256;
inline constexpr std::size_t kMaxMessageText = 4096;
inline constexpr std::size_t kMaxEntities = std::size_t{1} << 20;
inline constexpr int kMaxGridSide = 1024;
// How many of the newest messages a save keeps.
inline constexpr std::size_t kSavedLogTail = 200;

}  // namespace yoord::save
