#include "core/io/toml_file.hpp"

#include "core/io/toml_nesting.hpp"
#include "core/io/untrusted_file.hpp"

namespace yoord::io {

std::optional<std::string> read_toml_file(const std::filesystem::path& path, Diagnostics& out) {
    if (!exists_at(path)) return std::nullopt;
    auto text = read_untrusted_file(path);
    if (!text) {
        out.error(path.string(), 0, 0, "cannot read this file: " + text.error().reason);
        return std::nullopt;
    }
    if (const auto deep = check_toml_nesting(*text)) {
        out.error(path.string(), static_cast<int>(deep->line), static_cast<int>(deep->column), deep->message);
        return std::nullopt;
    }
    return std::move(*text);
}

}  // namespace yoord::io
