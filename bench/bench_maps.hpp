#pragma once
// Maps shared by the geometry benchmarks, with libtcod's copy of each, so both sides of a ratio read the
// same cells. Random walls come from our own Rng: the same maps on every machine and in every run.

#include <libtcod.h>
#include <time.h>

#include <cstdint>

#include "core/geom/grid.hpp"
#include "core/geom/point.hpp"
#include "core/rng.hpp"

namespace yoord::bench {

inline constexpr int kWallPercent = 35;

// CPU time of this thread, in seconds. The pairs are timed with it rather than the wall clock because the
// machine is shared: time spent descheduled would land on whichever side happened to be running.
inline double thread_cpu_seconds() noexcept {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

inline Grid<std::uint8_t> random_walls(int width, int height, std::uint64_t seed) {
    Rng rng = Rng::derive(seed, "bench.random_walls");
    Grid<std::uint8_t> walls(width, height, 0);
    for (std::uint8_t& cell : walls) {
        cell = rng.percent(kWallPercent) ? 1 : 0;
    }
    return walls;
}

// A Rogue-like 80x21 floor: a 3x3 grid of rooms joined by straight corridors, walls everywhere else.
// Returns the walls; the centre room's centre is at (39, 10).
inline Grid<std::uint8_t> rooms_80x21() {
    constexpr int kWidth = 80, kHeight = 21;
    constexpr int kRoomWidth = 22, kRoomHeight = 5, kPitchX = 26, kPitchY = 7, kLeft = 2, kTop = 1;
    Grid<std::uint8_t> walls(kWidth, kHeight, 1);
    auto carve = [&walls](int x0, int y0, int w, int h) {
        for (int y = y0; y < y0 + h; ++y) {
            for (int x = x0; x < x0 + w; ++x) {
                walls.at(x, y) = 0;
            }
        }
    };
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const int x0 = kLeft + i * kPitchX;
            const int y0 = kTop + j * kPitchY;
            carve(x0, y0, kRoomWidth, kRoomHeight);
            if (i < 2) {
                carve(x0 + kRoomWidth, y0 + kRoomHeight / 2, kPitchX - kRoomWidth, 1);
            }
            if (j < 2) {
                carve(x0 + kRoomWidth / 2, y0 + kRoomHeight, 1, kPitchY - kRoomHeight);
            }
        }
    }
    return walls;
}

// An owned TCOD_Map with the same walls: opaque and not walkable where `walls` is set.
class TcodMap {
public:
    explicit TcodMap(const Grid<std::uint8_t>& walls) : map_(TCOD_map_new(walls.width(), walls.height())) {
        for (int y = 0; y < walls.height(); ++y) {
            for (int x = 0; x < walls.width(); ++x) {
                const bool open = walls.at(x, y) == 0;
                TCOD_map_set_properties(map_, x, y, open, open);
            }
        }
    }
    ~TcodMap() { TCOD_map_delete(map_); }
    TcodMap(const TcodMap&) = delete;
    TcodMap& operator=(const TcodMap&) = delete;

    [[nodiscard]] TCOD_Map* get() const noexcept { return map_; }

private:
    TCOD_Map* map_;
};

}  // namespace yoord::bench
