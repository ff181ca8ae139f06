// libFuzzer target: a language file (content/strings/<lang>.toml, or one a translator starts with
// --lang-skeleton). Any bytes parse into a table or into diagnostics; a table that parses has every template
// filled once, as the screens would, so a template the parser wrongly accepts shows up here.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/diag.hpp"
#include "sim/text/strings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    yoord::Diagnostics out;
    const std::optional<yoord::Strings> table = yoord::Strings::parse(text, "fuzz.toml", out);
    if (!table) {
        if (!out.has_errors()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    const yoord::Fill fill{.args = {{"n", "3"}, {"text", "x"}, {"name", "Ada"}}};
    for (const auto& [key, entry] : table->all()) {
        (void)key;
        (void)yoord::fill_template(entry.text, fill, &*table);
    }
    return 0;
}
