#include "sim/tables/toml_text.hpp"

#include "core/io/toml_nesting.hpp"

namespace yoord::tables {

std::optional<toml::table> parse_untrusted_toml(std::string_view text, const std::string& path, Diagnostics& out) {
    if (const auto deep = io::check_toml_nesting(text)) {
        out.error(path, static_cast<int>(deep->line), static_cast<int>(deep->column), deep->message);
        return std::nullopt;
    }
    try {
        return toml::parse(text, path);
    } catch (const toml::parse_error& e) {
        const auto& at = e.source().begin;
        out.error(path, static_cast<int>(at.line), static_cast<int>(at.column), std::string(e.description()));
        return std::nullopt;
    }
}

}  // namespace yoord::tables
