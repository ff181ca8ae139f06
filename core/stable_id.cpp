#include "core/stable_id.hpp"

#include <xxhash.h>

namespace yoord {

StableId stable_id(std::string_view id) noexcept {
    return StableId{XXH3_64bits(id.data(), id.size())};
}

}  // namespace yoord
