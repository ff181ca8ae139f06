#include "core/geom/path.hpp"

namespace yoord {

void PathFinder::prepare_scratch(int width, int height) {
    if (best_cost_.width() != width || best_cost_.height() != height) {
        best_cost_.reset(width, height, 0);
        stamp_.reset(width, height, 0);
        came_from_.reset(width, height, 0);
        generation_ = 0;
    }
    ++generation_;
    if (generation_ == 0) {  // Wrapped: old stamps could collide with new generations.
        stamp_.fill(0);
        generation_ = 1;
    }
}

std::optional<Point> step_downhill(const Grid<int>& distance, Point from) {
    YOORD_ASSERT(distance.in_bounds(from), "step_downhill from outside the map");
    int best = distance.at(from);
    std::optional<Point> step;
    for (const Point d : kNeighbours8) {
        const Point next = from + d;
        if (distance.in_bounds(next) && distance.at(next) < best) {
            best = distance.at(next);
            step = next;
        }
    }
    return step;
}

}  // namespace yoord
