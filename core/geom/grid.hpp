#pragma once
// Grid<T>: width * height values in row-major order (index = y * width + x). Storage is a plain array, so
// Grid<bool> is one byte per cell (no std::vector<bool> proxies on the FOV hot path).

#include <algorithm>
#include <cstddef>
#include <memory>
#include <utility>

#include "core/assert.hpp"
#include "core/geom/point.hpp"
#include "core/geom/rect.hpp"

namespace yoord {

template <class T>
class Grid {
public:
    Grid() = default;
    Grid(int width, int height, const T& value = T{}) { reset(width, height, value); }

    Grid(const Grid& other) : width_(other.width_), height_(other.height_), cells_(allocate(other.size())) {
        std::copy(other.begin(), other.end(), begin());
    }
    Grid& operator=(const Grid& other) {
        if (this != &other) {
            Grid copy(other);
            *this = std::move(copy);
        }
        return *this;
    }
    // A moved-from grid is empty (0 x 0), never a shape without cells.
    Grid(Grid&& other) noexcept
        : width_(std::exchange(other.width_, 0)), height_(std::exchange(other.height_, 0)),
          cells_(std::move(other.cells_)) {}
    Grid& operator=(Grid&& other) noexcept {
        width_ = std::exchange(other.width_, 0);
        height_ = std::exchange(other.height_, 0);
        cells_ = std::move(other.cells_);
        return *this;
    }

    // Gives the grid a new shape with every cell `value`. Reallocates only when the cell count changes.
    void reset(int width, int height, const T& value = T{}) {
        YOORD_ASSERT(width >= 0 && height >= 0, "a grid cannot have a negative size");
        const auto count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
        if (count != size()) {
            cells_ = allocate(count);
        }
        width_ = width;
        height_ = height;
        fill(value);
    }

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    [[nodiscard]] std::size_t size() const noexcept {
        return static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
    }
    [[nodiscard]] Rect bounds() const noexcept { return {0, 0, width_, height_}; }

    [[nodiscard]] bool in_bounds(int x, int y) const noexcept {
        // One unsigned compare per axis also rejects negatives.
        return static_cast<unsigned>(x) < static_cast<unsigned>(width_) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(height_);
    }
    [[nodiscard]] bool in_bounds(Point p) const noexcept { return in_bounds(p.x, p.y); }

    [[nodiscard]] std::size_t index(int x, int y) const noexcept {
        YOORD_ASSERT(in_bounds(x, y), "grid cell out of bounds");
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x);
    }
    [[nodiscard]] Point point(std::size_t index) const noexcept {
        return {static_cast<int>(index % static_cast<std::size_t>(width_)),
                static_cast<int>(index / static_cast<std::size_t>(width_))};
    }

    T& at(int x, int y) noexcept { return cells_[index(x, y)]; }
    const T& at(int x, int y) const noexcept { return cells_[index(x, y)]; }
    T& at(Point p) noexcept { return at(p.x, p.y); }
    const T& at(Point p) const noexcept { return at(p.x, p.y); }
    T& operator[](std::size_t i) noexcept { return cells_[i]; }
    const T& operator[](std::size_t i) const noexcept { return cells_[i]; }

    void fill(const T& value) { std::fill(begin(), end(), value); }

    T* data() noexcept { return cells_.get(); }
    const T* data() const noexcept { return cells_.get(); }
    T* begin() noexcept { return cells_.get(); }
    T* end() noexcept { return cells_.get() + size(); }
    const T* begin() const noexcept { return cells_.get(); }
    const T* end() const noexcept { return cells_.get() + size(); }

private:
    static std::unique_ptr<T[]> allocate(std::size_t count) {
        return count == 0 ? nullptr : std::make_unique<T[]>(count);
    }

    int width_ = 0;
    int height_ = 0;
    std::unique_ptr<T[]> cells_;
};

}  // namespace yoord
