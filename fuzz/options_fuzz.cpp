// libFuzzer target: the player's options.toml (render/options.hpp). Any bytes give options (the defaults where
// the file is wrong) and, for anything wrong, a diagnostic; never a crash, leak or undefined behaviour.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "render/options.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const yoord::OptionsLoad loaded = yoord::parse_options(text, "options.toml");
    // The options read are always usable: the warning threshold a percentage, the keymap a file name.
    if (loaded.options.low_hp_warning < 0 || loaded.options.low_hp_warning > 100) __builtin_trap();
    return 0;
}
