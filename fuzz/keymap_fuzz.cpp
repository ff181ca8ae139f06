// libFuzzer target: a keymap file (render/input/keymap.hpp). Any bytes give a keymap (the defaults where the
// file is wrong) and diagnostics for what was wrong; the keymap stays consistent: every key an action lists
// leads to an action.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "render/input/keymap.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const yoord::KeymapLoad loaded = yoord::parse_keymap(text, "keymap.toml");
    for (std::size_t a = 0; a < yoord::kActionCount; ++a) {
        const auto action = static_cast<yoord::Action>(a);
        for (const yoord::Key key : loaded.keymap.keys_for(action)) {
            if (!loaded.keymap.action_for(key)) __builtin_trap();
        }
    }
    return 0;
}
