#include "sim/io/version.hpp"

namespace yoord {

// The CMake project's version (CMakeLists.txt), so the package, --version and the files agree.
std::string_view game_version() noexcept { return YOORD_PROJECT_VERSION; }

}  // namespace yoord
