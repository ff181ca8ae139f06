#pragma once
// A cheap scan of TOML text for how deep it nests, run before a TOML library parses it. toml++ and the game's
// own readers recurse once per level: 50,000 dotted levels (`a.a.a... = 1`) overflow the stack inside the
// library, 20,000 overflow the language reader. No file of the game's nests beyond a handful of levels, so a
// text that nests deeper than `max_toml_nesting` is refused with its place, never parsed.
//
// A level is a table header's dotted part (`[a.b]` is two), a key's dotted part (`a.b.c = 1` is three, on top
// of its table's), an array or an inline table. Strings and comments are skipped, so a dot or a bracket
// inside them counts for nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace yoord::io {

inline constexpr int max_toml_nesting = 64;

struct TextProblem {
    std::uint32_t line = 0;    // 1-based
    std::uint32_t column = 0;  // 1-based, in bytes
    std::string message;
};

// The first place the text nests deeper than `limit`, or nothing when it does not.
[[nodiscard]] std::optional<TextProblem> check_toml_nesting(std::string_view text, int limit = max_toml_nesting);

}  // namespace yoord::io
