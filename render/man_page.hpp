#pragma once
// yoord(6), the manual page, written from the same tables as --help (render/cli.hpp: every landed flag and
// environment variable) and the help screen (render/input/action.hpp: every action and its default keys), so
// the page cannot drift from the game. `yoord --man-page` prints it; the build writes build/yoord.6 with it and
// `make install` installs that file.

#include <string>

namespace yoord {

// The whole page in roff (man(7) macros), section 6.
[[nodiscard]] std::string man_page();

}  // namespace yoord
