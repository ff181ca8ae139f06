#pragma once
// A TOML file read through both guards: the file's (core/io/untrusted_file.hpp: a regular file of bounded
// size) and the text's (core/io/toml_nesting.hpp: nesting bounded before any parser recurses into it).

#include <filesystem>
#include <optional>
#include <string>

#include "core/diag.hpp"

namespace yoord::io {

// The text, ready to parse; nothing, in silence, when nothing is at `path`; nothing, with a located error in
// `out` ("path:0:0: error: cannot read this file: not a regular file (a FIFO)", "path:2:129: error: nested
// more than 64 levels ..."), when it cannot be read or nests too deep.
[[nodiscard]] std::optional<std::string> read_toml_file(const std::filesystem::path& path, Diagnostics& out);

}  // namespace yoord::io
