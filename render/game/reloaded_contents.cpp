#include "render/game/reloaded_contents.hpp"

namespace yoord {

const Content* ReloadedContents::keep(PackedLoad fresh, const Content* in_use) {
    std::erase_if(kept_, [&](const PackedLoad& p) { return &*p.result.content != in_use; });
    kept_.push_back(std::move(fresh));
    return &*kept_.back().result.content;
}

}  // namespace yoord
