#pragma once
// Reading files a player, a pack author or an attacker may have put in the game's way: content folders, packs,
// language files, options, keymaps, saves and recordings. Nothing here throws, hangs or reads without limit:
//   - a path must name a regular file (a FIFO would block the open, /dev/zero would read forever, a link loop
//     makes every std::filesystem call that follows it throw): anything else is an IoError with the reason;
//   - a file larger than the caller's limit is refused before it is read, and the read itself stops at the
//     limit (a file may grow between the size check and the read);
//   - folders are listed with an error_code on every call; an entry that cannot be looked at (a link loop, a
//     dangling link, no permission) is reported with its reason rather than skipped in silence or thrown.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core/io/atomic_file.hpp"
#include "core/io/expected.hpp"

namespace yoord::io {

// A text file of the game's own kinds (TOML tables, language files, options, keymaps) is far smaller; a
// 100,000-row pack file is about 10 MiB.
inline constexpr std::uint64_t untrusted_text_limit = std::uint64_t{32} << 20;  // 32 MiB

// The whole file as text, or why not: "not a regular file (a FIFO)", "Too many levels of symbolic links",
// "larger than N bytes" ...
[[nodiscard]] Expected<std::string, IoError> read_untrusted_file(const std::filesystem::path& path,
                                                                std::uint64_t limit = untrusted_text_limit);

// What a folder entry is, following links.
enum class EntryKind : std::uint8_t { file, folder, other, broken };

struct FolderEntry {
    std::filesystem::path path;
    EntryKind kind = EntryKind::broken;
    std::string reason;  // why a `broken` entry could not be looked at ("Too many levels of symbolic links")
};

// The entries directly in `dir`, sorted by path. A folder that cannot be opened or read is an IoError with
// the reason ("Permission denied", "Not a directory").
[[nodiscard]] Expected<std::vector<FolderEntry>, IoError> list_folder(const std::filesystem::path& dir);

// True when `path` is a folder (following links); false for anything else, including a link loop.
[[nodiscard]] bool is_folder(const std::filesystem::path& path) noexcept;

// True when something is at `path` (a link loop counts: it is there, just unusable).
[[nodiscard]] bool exists_at(const std::filesystem::path& path) noexcept;

}  // namespace yoord::io
