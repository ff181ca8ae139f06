#pragma once
// Drawing helpers over a Terminal, clipped to a rectangle: widgets and layers draw in their own coordinates
// (0,0 is their top-left) and can never spill outside the area they were given.

#include <cstddef>
#include <string_view>

#include "core/geom/rect.hpp"
#include "render/terminal.hpp"

namespace yoord {

// A rect of the given size centred in `outer` (clamped to it).
[[nodiscard]] Rect centred(Rect outer, int width, int height) noexcept;

struct Style {
    Colour fg = colours::white;
    Colour bg = colours::black;
    Attr attrs = Attr::none;
};

namespace styles {
inline constexpr Style normal{};
inline constexpr Style heading{colours::bright_yellow, colours::black, Attr::bold};
inline constexpr Style hint{colours::bright_cyan, colours::black, Attr::none};
inline constexpr Style dim{colours::bright_black, colours::black, Attr::none};
inline constexpr Style selected{colours::black, colours::white, Attr::none};
inline constexpr Style warning{colours::bright_red, colours::black, Attr::bold};
inline constexpr Style frame{colours::white, colours::black, Attr::none};
}  // namespace styles

// How many texts have been cut at a canvas's right edge since the process started (Canvas::text): a test
// draws a screen and compares the count before and after to learn that nothing was cut off.
[[nodiscard]] std::size_t cut_text_count() noexcept;

class Canvas {
public:
    // The whole terminal.
    explicit Canvas(Terminal& terminal);
    // `area` in terminal coordinates, clipped to the terminal.
    Canvas(Terminal& terminal, Rect area);

    // A canvas over `area`, given in this canvas's coordinates and clipped to it.
    [[nodiscard]] Canvas sub(Rect area) const;
    [[nodiscard]] int width() const noexcept { return area_.width; }
    [[nodiscard]] int height() const noexcept { return area_.height; }
    [[nodiscard]] Rect bounds() const noexcept { return {0, 0, area_.width, area_.height}; }

    void put(int x, int y, const Cell& cell) const;
    // Draws UTF-8 text from (x, y) on one row, cut at the right edge; returns the columns drawn.
    int text(int x, int y, std::string_view utf8, Style style = styles::normal) const;
    // Text centred on row y.
    void centred_text(int y, std::string_view utf8, Style style = styles::normal) const;
    void fill(Rect area, Style style = styles::normal) const;
    void fill(Style style = styles::normal) const { fill(bounds(), style); }
    // In screen-reader mode (render/screen_reader.hpp), rests the terminal's cursor on (x, y) of this canvas
    // once the frame is shown; the last call in a frame wins, so the top layer decides. Otherwise nothing.
    void mark_cursor(int x, int y) const;
    // A box on the border of the canvas, with an optional title in its top edge.
    void frame(std::string_view title = {}, Style style = styles::frame) const;

private:
    Terminal* terminal_;
    Rect area_;
};

}  // namespace yoord
