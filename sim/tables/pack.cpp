#include "sim/tables/pack.hpp"

namespace yoord {

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
