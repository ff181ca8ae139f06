// The generator links the game's sentence-table code, which reads the compact form it is about to write:
// empty arrays stand in for it there (the generator never asks for the English table). Nothing else links this.
#include "sim/tables/embedded.hpp"
#include "sim/text/english_compact.hpp"

namespace yoord::english_compact {
const Sentence kSentences[1] = {};
const std::size_t kSentenceCount = 0;
const Place kPlaces[1] = {};
const std::size_t kPlaceCount = 0;
}  // namespace yoord::english_compact

namespace yoord::embedded {
const Blob kStringFiles[1] = {};
const std::size_t kStringFileCount = 0;
}  // namespace yoord::embedded
