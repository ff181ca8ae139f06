#include "core/geom/fov.hpp"

namespace yoord {

void mark_lit_room(Grid<bool>& visible, Rect interior) {
    if (interior.empty()) {
        return;
    }
    const Rect with_walls = interior.expanded(1).intersection(visible.bounds());
    for (int y = with_walls.top(); y <= with_walls.bottom(); ++y) {
        for (int x = with_walls.left(); x <= with_walls.right(); ++x) {
            visible.at(x, y) = true;
        }
    }
}

}  // namespace yoord
