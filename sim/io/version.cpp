#include "sim/io/version.hpp"

namespace yoord {

std::string_view game_version() noexcept { return "0.1.0"; }

}  // namespace yoord
