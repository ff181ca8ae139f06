// The generator holds the game's code, which reads the compact form it is about to write: an empty form stands
// in for it there, so it loads the TOML. Nothing else links this.
#include <cstddef>

namespace yoord::compact_content {
extern const unsigned char kBytes[];
extern const std::size_t kSize;
const unsigned char kBytes[1] = {};
const std::size_t kSize = 0;
}  // namespace yoord::compact_content
