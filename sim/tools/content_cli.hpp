#pragma once
// The content commands of the yoord binary, as functions render/main.cpp calls:
//   yoord --check-content [DIR]   validate the built-in set (or DIR); every diagnostic to `err`; exit 1 on any
//                                 error; on success one line counting the rows per table to `out`, preceded,
//                                 for DIR, by one "new id: kind id" line per id the golden list does not know
//                                 (a mod's additions: allowed, just listed).
//   yoord --list-content          every row, one a line, "category id name", sorted by category then id.
//   --content-dir DIR             load DIR instead of the built-in set (load_selected_content).
//   --pack DIR                    (repeatable) load the pack in DIR on top; with --check-content, the author's
//                                 linter: every error, exit 1 on any, and on success what each pack adds and
//                                 patches, and which packs set the same key (the later wins).

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "sim/dungeon/generation.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {

inline constexpr int kExitContentError = 1;

[[nodiscard]] LoadResult load_selected_content(const std::optional<std::string>& content_dir);
// The built-in set (or --content-dir) plus the packs in `pack_dirs`, strictly: any error in any pack means no
// Content.
[[nodiscard]] LoadResult load_selected_content(const std::optional<std::string>& content_dir,
                                               const std::vector<std::string>& pack_dirs);

// What each pack adds and patches, and the keys several packs set, one line each (--check-content --pack).
[[nodiscard]] std::vector<std::string> pack_report(const Content& content);

// "content ok: 35 monster, 17 potion, ..., 9 drop, 5 population"
[[nodiscard]] std::string count_line(const Content& content);

// False, with "yoord: ..." to `err`, when `dungeon` forces a level (--level) the level table has no row for.
[[nodiscard]] bool check_dungeon_choice(const Content& content, DungeonChoice dungeon, std::ostream& err);

int check_content_command(const std::optional<std::string>& dir, std::ostream& out, std::ostream& err);
int check_content_command(const std::optional<std::string>& dir, const std::vector<std::string>& pack_dirs,
                          std::ostream& out, std::ostream& err);
int list_content_command(const std::optional<std::string>& content_dir, std::ostream& out, std::ostream& err);
int list_content_command(const std::optional<std::string>& content_dir, const std::vector<std::string>& pack_dirs,
                         std::ostream& out, std::ostream& err);

}  // namespace yoord
