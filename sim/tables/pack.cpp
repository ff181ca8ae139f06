#include "sim/tables/pack.hpp"

#include <xxhash.h>

#include <string_view>
#include <vector>

namespace yoord {

std::uint64_t hash_files(std::span<const NamedText> files) {
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    for (const NamedText& f : files) {
        const std::uint64_t sizes[2] = {f.name.size(), f.text.size()};
        XXH3_64bits_update(state, f.name.data(), f.name.size());
        XXH3_64bits_update(state, f.text.data(), f.text.size());
        XXH3_64bits_update(state, sizes, sizeof sizes);
    }
    const std::uint64_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return hash;
}

std::uint64_t pack_hash(const PackFolder& folder) {
    std::vector<NamedText> files;
    for (std::size_t i = 0; i < folder.paths.size() && i < folder.texts.size(); ++i) {
        std::string_view name = folder.paths[i];
        if (const std::size_t slash = name.find_last_of("/\\"); slash != std::string_view::npos) {
            name.remove_prefix(slash + 1);
        }
        files.push_back({name, folder.texts[i]});
    }
    return hash_files(files);
}

std::string qualified_id(std::string_view pack, std::string_view id) {
    if (pack.empty() || pack == kCorePack) return std::string(id);
    std::string out;
    out.reserve(pack.size() + 1 + id.size());
    out += pack;
    out += '.';
    out += id;
    return out;
}

std::string_view pack_of(std::string_view id) {
    const std::size_t dot = id.find('.');
    if (dot == std::string_view::npos) return kCorePack;
    return id.substr(0, dot);
}

}  // namespace yoord
