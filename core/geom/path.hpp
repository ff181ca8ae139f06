#pragma once
// Paths over a cost function: A* between two cells and Dijkstra maps (distance to the nearest of several
// goals from every cell), 8-directional. Generic: `cost(x, y)` returns what it costs to enter a cell, and
// any value <= 0 means the cell cannot be entered. A step costs its base (StepCosts) times the entered cell's
// cost, so a path's cost is the sum over the cells it enters; its first cell is never charged.
//
// Fast by reuse: a PathFinder keeps its scratch grids and queue between calls, so a monster's mind or
// auto-explore running every turn allocates nothing once warmed up. The queue is a bucket queue (Dial's
// algorithm): costs are small integers, so pops are O(1).
//
// Deterministic by construction: neighbours are tried in kAllDirections order, a bucket is a stack, and
// nothing depends on the standard library's heap or sort order. The same map gives the same path everywhere.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "core/assert.hpp"
#include "core/geom/grid.hpp"
#include "core/geom/point.hpp"

namespace yoord {

// Base costs of one step, before the entered cell's cost multiplies them. The default 5:7 makes a diagonal
// about sqrt(2) of a straight step, so paths look straight; {1, 1} counts turns when every step takes one.
struct StepCosts {
    int straight = 5;
    int diagonal = 7;
};

inline constexpr StepCosts kDefaultStepCosts{};
// The distance of a cell from which no goal can be reached, in a Dijkstra map.
inline constexpr int kUnreachable = std::numeric_limits<int>::max();
static_assert(kUnreachable == static_cast<int>(~std::uint32_t{0} >> 1U), "the Dijkstra setup builds it by a shift");

namespace detail {

// A monotone integer priority queue of cell numbers: keys popped never decrease, and a key pushed is never
// below the last key popped. Buckets form a ring that grows when a key lands too far ahead. A bucket is a
// stack with its own size, so that a caller can write candidates without branching (open, write, close).
class BucketQueue {
public:
    void clear(int first_key) {
        for (Bucket& bucket : buckets_) {
            bucket.size = 0;
        }
        if (buckets_.empty()) {
            buckets_.resize(kInitialBuckets);
        }
        current_ = first_key;
        count_ = 0;
    }

    // Room for `items` in every bucket of the ring, so a search whose keys hold no more than that each moves
    // and allocates nothing. Changes no order the queue gives.
    void reserve(std::size_t items) {
        if (buckets_.empty()) buckets_.resize(kInitialBuckets);
        for (Bucket& bucket : buckets_) {
            if (bucket.items.size() < items) bucket.items.resize(items);
        }
    }

    void push(int key, std::uint32_t item) {
        std::uint32_t* slot = open(key, 1);
        *slot = item;
        close(key, 1);
    }

    // Makes the ring wide enough for keys up to `key`, so that open() for any key up to it moves no bucket.
    void make_room(int key) {
        YOORD_ASSERT(key >= current_, "bucket queue keys must not go below the last key popped");
        const auto ahead = static_cast<std::size_t>(key - current_);
        if (ahead >= buckets_.size()) {
            grow(ahead);
        }
    }

    // Room for `room` more items under `key`; write some, then close() with how many were written. Valid
    // until the next open() of the same key or make_room().
    std::uint32_t* open(int key, std::size_t room) {
        make_room(key);
        return open_within_room(key, room);
    }
    // open() for a key the ring already covers (see make_room).
    std::uint32_t* open_within_room(int key, std::size_t room) {
        YOORD_ASSERT(key >= current_ && static_cast<std::size_t>(key - current_) < buckets_.size(),
                     "bucket queue key beyond the room made for it");
        Bucket& bucket = bucket_of(key);
        if (bucket.items.size() < bucket.size + room) {
            bucket.items.resize(std::max(2 * bucket.items.size(), bucket.size + room + kMinBucketGrowth));
        }
        return bucket.items.data() + bucket.size;
    }
    void close(int key, std::size_t written) noexcept {
        bucket_of(key).size += written;
        count_ += written;
    }

    // Pops every item in order, calling visit(key, item) -> bool, until the queue is empty or visit returns
    // false. visit may push (keys >= the one it was given).
    template <class Visit>
    void drain(Visit&& visit) {
        while (count_ > 0) {
            while (bucket_of(current_).size == 0) {
                ++current_;
            }
            Bucket& bucket = bucket_of(current_);
            const std::uint32_t item = bucket.items[--bucket.size];
            --count_;
            if (!visit(current_, item)) {
                return;
            }
        }
    }

    // Pops a whole bucket at a time: visit(key, items, count) for the lowest key's items, until the queue is
    // empty. visit may push, but only under keys above the one it was given and within the room made (so the
    // bucket being visited is neither written nor moved while visit reads it).
    template <class VisitBucket>
    void drain_buckets(VisitBucket&& visit) {
        while (count_ > 0) {
            while (bucket_of(current_).size == 0) {
                ++current_;
            }
            Bucket& bucket = bucket_of(current_);
            const std::size_t n = bucket.size;
            bucket.size = 0;
            count_ -= n;
            visit(current_, static_cast<const std::uint32_t*>(bucket.items.data()), n);
        }
    }

    // The most recently pushed item of the lowest key, or false when empty.
    bool pop(int& key, std::uint32_t& item) {
        if (count_ == 0) {
            return false;
        }
        while (bucket_of(current_).size == 0) {
            ++current_;
        }
        Bucket& bucket = bucket_of(current_);
        item = bucket.items[--bucket.size];
        key = current_;
        --count_;
        return true;
    }

private:
    static constexpr std::size_t kInitialBuckets = 32;  // A power of two above 2 * the default diagonal.
    static constexpr std::size_t kMinBucketGrowth = 16;

    struct Bucket {
        std::vector<std::uint32_t> items;  // Capacity in use as a plain array; `size` counts the live ones.
        std::size_t size = 0;
    };

    Bucket& bucket_of(int key) noexcept {
        return buckets_[static_cast<std::size_t>(key) & (buckets_.size() - 1)];
    }

    void grow(std::size_t ahead) {
        std::size_t size = buckets_.size();
        while (size <= ahead) {
            size *= 2;
        }
        std::vector<Bucket> grown(size);
        const std::size_t old_mask = buckets_.size() - 1;
        for (std::size_t offset = 0; offset < buckets_.size(); ++offset) {
            const std::size_t key = static_cast<std::size_t>(current_) + offset;
            grown[key & (size - 1)] = std::move(buckets_[key & old_mask]);
        }
        buckets_ = std::move(grown);
    }

    std::vector<Bucket> buckets_;
    int current_ = 0;
    std::size_t count_ = 0;
};

// Cells travel through the queue as (y << 16 | x): no division to recover coordinates.
constexpr std::uint32_t pack(int x, int y) noexcept {
    return (static_cast<std::uint32_t>(y) << 16U) | static_cast<std::uint32_t>(x);
}
constexpr int unpack_x(std::uint32_t p) noexcept { return static_cast<int>(p & 0xffffU); }
constexpr int unpack_y(std::uint32_t p) noexcept { return static_cast<int>(p >> 16U); }
inline constexpr int kMaxPathMapSide = 1 << 16;

}  // namespace detail

class PathFinder {
public:
    explicit PathFinder(StepCosts steps = kDefaultStepCosts) : steps_(steps) {
        YOORD_ASSERT(steps.straight > 0 && steps.diagonal > 0, "step costs must be positive");
    }

    // The cheapest path from `from` to `to` on a width x height map: its cost, with `path` holding the cells
    // entered in order (ending at `to`; empty when from == to). nullopt, and an empty `path`, when `to`
    // cannot be reached.
    template <class Cost>
    std::optional<int> find_path(int width, int height, Point from, Point to, Cost&& cost, std::vector<Point>& path);

    // Fills `distance` (its size is the map's) with the cost of the cheapest walk from each cell to the
    // nearest goal, kUnreachable where there is none. Cells that cannot be entered are kUnreachable too
    // (A* may still start on one: the first cell is never charged). Goals that cannot be entered are ignored. Walking
    // downhill (step_downhill) leads to a goal.
    template <class Cost>
    void dijkstra_map(Grid<int>& distance, std::span<const Point> goals, Cost&& cost);

    // Sizes the scratch for searches on a width x height map: the working grids, and room in each bucket of
    // the queue for the eight neighbours of a ring of cells around the map (2 * (width + height): the most
    // cells at one Chebyshev distance from any cell), so searches there allocate nothing. Changes no result.
    void reserve(int width, int height);

    [[nodiscard]] StepCosts steps() const noexcept { return steps_; }

private:
    // The octile distance scaled by the step costs: a lower bound on any path's cost, since every cell
    // costs at least 1; consistent, since one step changes it by at most that step's base cost.
    [[nodiscard]] int heuristic(int x, int y, Point to) const noexcept {
        const int dx = x > to.x ? x - to.x : to.x - x;
        const int dy = y > to.y ? y - to.y : to.y - y;
        const int lo = dx < dy ? dx : dy;
        const int hi = dx < dy ? dy : dx;
        if (steps_.diagonal >= 2 * steps_.straight) {
            return steps_.straight * (dx + dy);
        }
        return steps_.straight * (hi - lo) + steps_.diagonal * lo;
    }

    [[nodiscard]] int step_cost(std::size_t direction) const noexcept {
        return direction % 2 == 0 ? steps_.straight : steps_.diagonal;  // kAllDirections alternates.
    }

    void prepare_scratch(int width, int height);
    // Dijkstra's main loop over padded_distance_, given each padded cell's cost.
    template <class CellCost>
    void grow_distances(int padded_width, CellCost cell_cost);
    // The same when every open cell costs `cost`: a whole bucket is settled at once.
    void grow_uniform_distances(int padded_width, int cost);

    StepCosts steps_;
    detail::BucketQueue queue_;
    Grid<int> best_cost_;              // A*'s g, valid where stamp_ == generation_.
    Grid<std::uint32_t> stamp_;        // Saves clearing best_cost_ and came_from_ on every call.
    Grid<std::uint8_t> came_from_;     // Index into kAllDirections of the step that entered the cell.
    Grid<int> padded_distance_;        // Dijkstra's working copy of the map, with a border of -1.
    Grid<int> padded_cost_;            // And each cell's cost, read only when costs vary.
    std::uint32_t generation_ = 0;
};

// The neighbour of `from` with the lowest distance below from's own (first in kAllDirections order on a tie),
// or nullopt at a goal or where no goal is reachable. Greedy on remaining distance: it always makes progress
// toward a goal, though with uneven cell costs not always along the cheapest walk.
[[nodiscard]] std::optional<Point> step_downhill(const Grid<int>& distance, Point from);

template <class Cost>
std::optional<int> PathFinder::find_path(int width, int height, Point from, Point to, Cost&& cost,
                                         std::vector<Point>& path) {
    YOORD_ASSERT(width > 0 && height > 0 && width < detail::kMaxPathMapSide && height < detail::kMaxPathMapSide,
                 "path map size out of range");
    path.clear();
    prepare_scratch(width, height);
    YOORD_ASSERT(best_cost_.in_bounds(from) && best_cost_.in_bounds(to), "path end outside the map");
    if (from == to) {
        return 0;
    }
    if (cost(to.x, to.y) <= 0) {
        return std::nullopt;
    }
    const std::uint32_t generation = generation_;
    const std::size_t start = best_cost_.index(from.x, from.y);
    best_cost_[start] = 0;
    stamp_[start] = generation;
    queue_.clear(heuristic(from.x, from.y, to));
    queue_.push(heuristic(from.x, from.y, to), detail::pack(from.x, from.y));

    int key = 0;
    std::uint32_t item = 0;
    while (queue_.pop(key, item)) {
        const int x = detail::unpack_x(item);
        const int y = detail::unpack_y(item);
        const std::size_t here = best_cost_.index(x, y);
        const int g = best_cost_[here];
        if (g + heuristic(x, y, to) != key) {
            continue;  // A cheaper way here was found after this entry was queued.
        }
        if (x == to.x && y == to.y) {
            break;
        }
        for (std::size_t d = 0; d < kNeighbours8.size(); ++d) {
            const int nx = x + kNeighbours8[d].x;
            const int ny = y + kNeighbours8[d].y;
            if (!best_cost_.in_bounds(nx, ny)) {
                continue;
            }
            const std::size_t there = best_cost_.index(nx, ny);
            const bool seen = stamp_[there] == generation;
            if (seen && best_cost_[there] <= g) {
                continue;  // Cannot improve: every step costs at least 1.
            }
            const int enter = cost(nx, ny);
            if (enter <= 0) {
                continue;
            }
            const int candidate = g + step_cost(d) * enter;
            if (seen && best_cost_[there] <= candidate) {
                continue;
            }
            best_cost_[there] = candidate;
            stamp_[there] = generation;
            came_from_[there] = static_cast<std::uint8_t>(d);
            queue_.push(candidate + heuristic(nx, ny, to), detail::pack(nx, ny));
        }
    }
    const std::size_t goal = best_cost_.index(to.x, to.y);
    if (stamp_[goal] != generation) {
        return std::nullopt;
    }
    for (Point p = to; p != from; p -= kNeighbours8[came_from_.at(p)]) {
        path.push_back(p);
    }
    std::reverse(path.begin(), path.end());
    return best_cost_[goal];
}

template <class Cost>
void PathFinder::dijkstra_map(Grid<int>& distance, std::span<const Point> goals, Cost&& cost) {
    const int width = distance.width();
    const int height = distance.height();
    YOORD_ASSERT(width < detail::kMaxPathMapSide && height < detail::kMaxPathMapSide, "path map size out of range");
    // The search runs on a copy of the map with a one-cell border, so no neighbour needs a bounds check.
    // A cell that cannot be entered, border included, holds -1: below any candidate, so the inner loop
    // skips it with the same compare that skips settled cells. The border is written once per shape.
    const int padded_width = width + 2;
    if (padded_distance_.width() != padded_width || padded_distance_.height() != height + 2) {
        padded_distance_.reset(padded_width, height + 2, -1);
        padded_cost_.reset(padded_width, height + 2, 0);
    }
    int* const dist = padded_distance_.data();
    int* const cell_cost = padded_cost_.data();
    int min_cost = std::numeric_limits<int>::max();
    int max_cost = 1;
    for (int y = 0; y < height; ++y) {
        const auto row = static_cast<std::ptrdiff_t>(y + 1) * padded_width + 1;
        // Without branches: on a map of scattered walls "is this cell open" is a coin toss.
        for (int x = 0; x < width; ++x) {
            const int enter = cost(x, y);
            const bool open = enter > 0;
            cell_cost[row + x] = enter;
            // kUnreachable (0x7fffffff) when open, -1 when not.
            dist[row + x] = static_cast<int>(~std::uint32_t{0} >> static_cast<unsigned>(open));
            min_cost = std::min(min_cost, open ? enter : std::numeric_limits<int>::max());
            max_cost = std::max(max_cost, open ? enter : 1);
        }
    }
    queue_.clear(0);
    for (const Point goal : goals) {
        YOORD_ASSERT(distance.in_bounds(goal), "Dijkstra goal outside the map");
        const auto cell = static_cast<std::uint32_t>((goal.y + 1) * padded_width + goal.x + 1);
        if (dist[cell] > 0) {
            dist[cell] = 0;
            queue_.push(0, cell);
        }
    }
    // No key is ever more than the dearest step ahead, so the ring never grows inside the loop.
    queue_.make_room(std::max(steps_.straight, steps_.diagonal) * max_cost);
    if (min_cost == max_cost) {
        grow_uniform_distances(padded_width, max_cost);
    } else {
        grow_distances(padded_width, [cell_cost](std::uint32_t cell) { return cell_cost[cell]; });
    }
    for (int y = 0; y < height; ++y) {
        const int* from = dist + static_cast<std::ptrdiff_t>(y + 1) * padded_width + 1;
        int* to = distance.data() + static_cast<std::ptrdiff_t>(y) * width;
        for (int x = 0; x < width; ++x) {
            to[x] = from[x] < 0 ? kUnreachable : from[x];
        }
    }
}

namespace detail {

// Offsets of the straight (even) and diagonal (odd) neighbours in a padded grid; kAllDirections alternates
// them, and each keeps its order here.
struct PaddedSteps {
    std::array<std::ptrdiff_t, 4> straight{};
    std::array<std::ptrdiff_t, 4> diagonal{};

    explicit PaddedSteps(int padded_width) {
        for (std::size_t d = 0; d < kNeighbours8.size(); ++d) {
            const std::ptrdiff_t step =
                static_cast<std::ptrdiff_t>(kNeighbours8[d].y) * padded_width + kNeighbours8[d].x;
            (d % 2 == 0 ? straight : diagonal)[d / 2] = step;
        }
    }
};

// Lowers dist[from + step] to `candidate` if that is better, and writes the neighbour to *out either way:
// the caller keeps it (advances out) only when it improved. No branch, since on random walls "is it better"
// is a coin toss and a mispredicted branch costs more than the write.
inline std::size_t relax(int* dist, std::uint32_t from, std::ptrdiff_t step, int candidate, std::uint32_t* out) {
    const auto there = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(from) + step);
    const int old = dist[there];
    const bool better = old > candidate;
    dist[there] = better ? candidate : old;
    *out = there;
    return static_cast<std::size_t>(better);
}

}  // namespace detail

template <class CellCost>
void PathFinder::grow_distances(int padded_width, CellCost cell_cost) {
    const detail::PaddedSteps steps(padded_width);
    const auto& straight_step = steps.straight;
    const auto& diagonal_step = steps.diagonal;
    int* const dist = padded_distance_.data();
    const auto relax = [dist](std::uint32_t from, std::ptrdiff_t step, int candidate, std::uint32_t* out) {
        return detail::relax(dist, from, step, candidate, out);
    };
    // Grown outward from the goals: a neighbour's distance is this cell's plus the step into this cell.
    queue_.drain([&](int key, std::uint32_t cell) {
        if (dist[cell] != key) {
            return true;  // Stale: settled earlier at a lower distance.
        }
        const int enter_here = cell_cost(cell);
        const int via_straight = key + steps_.straight * enter_here;
        const int via_diagonal = key + steps_.diagonal * enter_here;
        if (via_straight == via_diagonal) {
            std::uint32_t* out = queue_.open_within_room(via_straight, 8);
            std::size_t n = 0;
            for (std::size_t i = 0; i < 4; ++i) {
                n += relax(cell, straight_step[i], via_straight, out + n);
                n += relax(cell, diagonal_step[i], via_diagonal, out + n);
            }
            queue_.close(via_straight, n);
            return true;
        }
        std::uint32_t* out_straight = queue_.open_within_room(via_straight, 4);
        std::uint32_t* out_diagonal = queue_.open_within_room(via_diagonal, 4);
        std::size_t straight = 0;
        std::size_t diagonal = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            straight += relax(cell, straight_step[i], via_straight, out_straight + straight);
            diagonal += relax(cell, diagonal_step[i], via_diagonal, out_diagonal + diagonal);
        }
        queue_.close(via_straight, straight);
        queue_.close(via_diagonal, diagonal);
        return true;
    });
}

}  // namespace yoord
