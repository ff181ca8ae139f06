#pragma once
// A list of row or effect ids kept sorted and each once (the monster memory's conditions and spells, a floor
// note's spirits), so that a save writes it in one order however play met them.

#include <algorithm>
#include <string>
#include <vector>

namespace yoord {

// Puts `id` into `sorted` where it belongs, unless it is there already.
inline void add_once(std::vector<std::string>& sorted, const std::string& id) {
    const auto at = std::lower_bound(sorted.begin(), sorted.end(), id);
    if (at == sorted.end() || *at != id) sorted.insert(at, id);
}

}  // namespace yoord
