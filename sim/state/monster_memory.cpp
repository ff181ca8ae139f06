#include "sim/state/monster_memory.hpp"

#include <algorithm>
#include <utility>

namespace yoord {

namespace {
bool row_before(const MonsterRecord& r, StableId row) { return r.row < row; }
}  // namespace

MonsterRecord& MonsterMemory::of(StableId row) {
    auto it = std::lower_bound(kinds.begin(), kinds.end(), row, row_before);
    if (it == kinds.end() || it->row != row) {
        MonsterRecord fresh;
        fresh.row = row;
        it = kinds.insert(it, std::move(fresh));
    }
    return *it;
}

const MonsterRecord* MonsterMemory::find(StableId row) const noexcept {
    const auto it = std::lower_bound(kinds.begin(), kinds.end(), row, row_before);
    return it == kinds.end() || it->row != row ? nullptr : &*it;
}

}  // namespace yoord
