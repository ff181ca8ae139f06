#include "core/geom/path.hpp"

namespace yoord {

void PathFinder::reserve(int width, int height) {
    YOORD_ASSERT(width > 0 && height > 0 && width < detail::kMaxPathMapSide && height < detail::kMaxPathMapSide,
                 "path map size out of range");
    if (best_cost_.width() != width || best_cost_.height() != height) {
        best_cost_.reset(width, height, 0);
        stamp_.reset(width, height, 0);
        came_from_.reset(width, height, 0);
        generation_ = 0;
    }
    if (padded_distance_.width() != width + 2 || padded_distance_.height() != height + 2) {
        padded_distance_.reset(width + 2, height + 2, -1);
        padded_cost_.reset(width + 2, height + 2, 0);
    }
    queue_.reserve(8 * 2 * static_cast<std::size_t>(width + height));
}

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

void PathFinder::grow_uniform_distances(int padded_width, int cost) {
    const detail::PaddedSteps steps(padded_width);
    int* const dist = padded_distance_.data();
    const int straight_cost = steps_.straight * cost;
    const int diagonal_cost = steps_.diagonal * cost;
    // Every cell popped under a key is settled at that key, and its neighbours all go under the same two keys
    // (key + straight, key + diagonal), so a whole bucket is expanded with its two output buckets opened once.
    queue_.drain_buckets([&](int key, const std::uint32_t* cells, std::size_t count) {
        const int via_straight = key + straight_cost;
        const int via_diagonal = key + diagonal_cost;
        if (via_straight == via_diagonal) {
            std::uint32_t* const out = queue_.open_within_room(via_straight, 8 * count);
            std::size_t n = 0;
            for (std::size_t c = 0; c < count; ++c) {
                const std::uint32_t cell = cells[c];
                if (dist[cell] != key) {
                    continue;  // Stale: settled earlier at a lower distance.
                }
                for (std::size_t i = 0; i < 4; ++i) {
                    n += detail::relax(dist, cell, steps.straight[i], via_straight, out + n);
                    n += detail::relax(dist, cell, steps.diagonal[i], via_diagonal, out + n);
                }
            }
            queue_.close(via_straight, n);
            return;
        }
        std::uint32_t* const out_straight = queue_.open_within_room(via_straight, 4 * count);
        std::uint32_t* const out_diagonal = queue_.open_within_room(via_diagonal, 4 * count);
        std::size_t straight = 0;
        std::size_t diagonal = 0;
        for (std::size_t c = 0; c < count; ++c) {
            const std::uint32_t cell = cells[c];
            if (dist[cell] != key) {
                continue;
            }
            for (std::size_t i = 0; i < 4; ++i) {
                straight += detail::relax(dist, cell, steps.straight[i], via_straight, out_straight + straight);
                diagonal += detail::relax(dist, cell, steps.diagonal[i], via_diagonal, out_diagonal + diagonal);
            }
        }
        queue_.close(via_straight, straight);
        queue_.close(via_diagonal, diagonal);
    });
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
