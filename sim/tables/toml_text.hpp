#pragma once
// A TOML text from a file the game does not trust (options, keymap, bones), parsed behind the nesting guard
// (core/io/toml_nesting.hpp: toml++ recurses once per level, so depth is bounded before it sees the text).
// The content loader has its own form of this, which records errors by file index (loader_rows.cpp).

#include <optional>
#include <string>
#include <string_view>

#include <toml++/toml.h>

#include "core/diag.hpp"

namespace yoord::tables {

// The parsed table, or nothing with one located error in `out` ("path:2:129: error: ..."): the nesting guard's,
// or toml++'s parse error at its line and column.
[[nodiscard]] std::optional<toml::table> parse_untrusted_toml(std::string_view text, const std::string& path,
                                                              Diagnostics& out);

}  // namespace yoord::tables
