#pragma once
// The content commands of the yoord binary, as functions render/main.cpp calls:
//   yoord --check-content [DIR]   validate DIR, or with no DIR the tables an author edits (default_content_dir:
//                                 content/ on disk in a source tree, else the built-in set), saying first which
//                                 it checks; every diagnostic to `err`; exit 1 on any error; on success one line
//                                 counting the rows per table to `out`, preceded, for a folder, by one
//                                 "new id: kind id" line per id the golden list does not know (a mod's
//                                 additions, or a row not yet in ids.golden: allowed, just listed).
//   yoord --list-content          every row of every table, one a line, sorted by table (content_listing); with
//                                 no --content-dir, the same tables --check-content checks.
//   --content-dir DIR             load DIR instead of the built-in set (load_selected_content).
//   --pack DIR                    (repeatable) load the pack in DIR on top; with --check-content, the author's
//                                 linter: every error, exit 1 on any, and on success what each pack adds and
//                                 patches, and which packs set the same key (the later wins).

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "sim/dungeon/generation.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {

inline constexpr int kExitContentError = 1;

// The folder the author's commands (--check-content, --list-content) read when none is named: "content" when
// `cwd` is the top of a source tree (it holds content/ids.golden, which only the source tree has: an installed
// yoord has its tables built in), so a row saved a second ago is checked without a rebuild; nullopt (the
// built-in tables) otherwise. `make play` rebuilds first, so the tables it plays are the same ones.
[[nodiscard]] std::optional<std::string> default_content_dir(const std::filesystem::path& cwd);
// The line that says which tables a command read: "checking content/ (on disk: this is a source tree)" or
// "checking the tables built into yoord".
[[nodiscard]] std::string checking_line(const std::optional<std::string>& dir);

[[nodiscard]] LoadResult load_selected_content(const std::optional<std::string>& content_dir);
// The built-in set (or --content-dir) plus the packs in `pack_dirs`, strictly: any error in any pack means no
// Content.
[[nodiscard]] LoadResult load_selected_content(const std::optional<std::string>& content_dir,
                                               const std::vector<std::string>& pack_dirs);

// What each pack adds and patches, and the keys several packs set, one line each (--check-content --pack).
[[nodiscard]] std::vector<std::string> pack_report(const Content& content);

// "content ok: 35 monster, 17 potion, ..., 9 drop, 5 population"
[[nodiscard]] std::string count_line(const Content& content);

// Every row of every table but the constants (one set of numbers, not rows), one line each, sorted by table name:
// a row with an id as "table id name" (rows by id, spells by id), and the tables without ids in their own order:
// "hand SHAPE NAME (N points)", "drop CATEGORY weight W from depth D", "population depths A..B: monsters ...",
// "level ID NAME, depths A..B", "vault ID WxH, depths A..B".
[[nodiscard]] std::vector<std::string> content_listing(const Content& content);

// False, with "yoord: ..." to `err`, when `dungeon` forces a level (--level) the level table has no row for.
[[nodiscard]] bool check_dungeon_choice(const Content& content, DungeonChoice dungeon, std::ostream& err);

int check_content_command(const std::optional<std::string>& dir, std::ostream& out, std::ostream& err);
int check_content_command(const std::optional<std::string>& dir, const std::vector<std::string>& pack_dirs,
                          std::ostream& out, std::ostream& err);
int list_content_command(const std::optional<std::string>& content_dir, std::ostream& out, std::ostream& err);
int list_content_command(const std::optional<std::string>& content_dir, const std::vector<std::string>& pack_dirs,
                         std::ostream& out, std::ostream& err);

}  // namespace yoord
