#include "sim/io/save/content_hash.hpp"

#include <xxhash.h>

#include <vector>

namespace yoord::save {

std::uint64_t content_hash(const Content& content) {
    std::vector<std::uint64_t> words;
    for (const RowRef ref : content.all_rows()) {
        words.push_back(static_cast<std::uint64_t>(ref.category));
        words.push_back(content.common(ref).stable.value);
    }
    std::vector<unsigned char> bytes;
    bytes.reserve(words.size() * 8);
    for (const std::uint64_t w : words) {
        for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<unsigned char>(w >> (8 * i)));
    }
    return XXH3_64bits(bytes.data(), bytes.size());
}

}  // namespace yoord::save
