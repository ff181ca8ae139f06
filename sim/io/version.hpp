#pragma once
// The game's version, shown by --version and written into saves, dumps and recordings.

#include <string_view>

namespace yoord {

[[nodiscard]] std::string_view game_version() noexcept;

}  // namespace yoord
