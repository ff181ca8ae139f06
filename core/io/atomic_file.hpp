#pragma once
// Whole-file I/O that never leaves a half-written file behind. Saves and the leaderboard go through here.
//
// write_file_atomically: the bytes go to a fresh temporary file in the same folder, are fsynced, renamed over
// the destination (rename within one filesystem is atomic: a reader sees the old file or the new one, never a
// mixture), and then the folder is fsynced so the rename itself survives a power cut. On any failure the
// temporary is removed and the destination is untouched.
//
// move_aside: renames a file to `<name>.<tag>-<N>` with the smallest N that does not exist yet, never
// overwriting anything; a bad save is kept for the player (and for a bug report), never deleted.
//
// Ordinary I/O failures (missing file, no permission, disk full) come back as IoError values; nothing here
// throws for them.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/expected.hpp"

namespace yoord::io {

struct IoError {
    std::string path;
    std::string reason;  // e.g. "No such file or directory", from strerror where the OS gave one

    // "cannot write /x/save.yrd: No space left on device"-style text a person can act on.
    [[nodiscard]] std::string message(std::string_view verb) const;
};

// Writes `bytes` to `path` atomically (see above). The folder must exist. Returns nothing on success.
[[nodiscard]] std::optional<IoError> write_file_atomically(const std::filesystem::path& path,
                                                           std::span<const std::byte> bytes) noexcept;

// Files larger than this are refused by read_file unless the caller names a larger limit, so a stray huge
// file cannot exhaust memory.
inline constexpr std::uint64_t default_read_limit = std::uint64_t{64} << 20;  // 64 MiB

// The whole file, or why not (missing, unreadable, larger than `limit`).
[[nodiscard]] Expected<std::vector<std::byte>, IoError> read_file(const std::filesystem::path& path,
                                                                  std::uint64_t limit = default_read_limit);

// Renames `path` to `<path>.<tag>-<N>` (N = 1, 2, ...), never replacing an existing file, and fsyncs the
// folder. Returns the new path.
[[nodiscard]] Expected<std::filesystem::path, IoError> move_aside(const std::filesystem::path& path,
                                                                  std::string_view tag = "bad");

// Removes `path` and fsyncs its folder. A missing file is not an error (the goal, no file, holds).
[[nodiscard]] std::optional<IoError> remove_file(const std::filesystem::path& path) noexcept;

}  // namespace yoord::io
