#pragma once
// The contents hot reload loads (F5, --watch): a game holds its content by address, so a reloaded content must
// live while the game stands on it, and no longer. Each keep() frees every earlier reload the game has moved
// off, so twenty reloads hold at most two contents (the one in use and the fresh one), not twenty.

#include <cstddef>
#include <deque>

#include "sim/tables/loader.hpp"

namespace yoord {

class ReloadedContents {
public:
    // Keeps `fresh` (its content must be set) and frees every kept content other than `in_use`, the one the
    // game stands on now (which may be none of them: the start's content belongs to the caller). Returns
    // fresh's content.
    const Content* keep(PackedLoad fresh, const Content* in_use);

    [[nodiscard]] std::size_t size() const noexcept { return kept_.size(); }

private:
    std::deque<PackedLoad> kept_;
};

}  // namespace yoord
