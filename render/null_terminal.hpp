#pragma once
// A terminal with no screen: cells go into a grid, keys come from a script. Tests snapshot the screen with
// to_string(); the bot and replays draw into it for nothing.

#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "render/terminal.hpp"

namespace yoord {

class NullTerminal final : public Terminal {
public:
    explicit NullTerminal(Size size = {80, 24}, GlyphMode glyphs = GlyphMode::unicode,
                          ColourMode colours = ColourMode::c256);

    [[nodiscard]] Size size() const override { return size_; }
    void put_cell(int x, int y, const Cell& cell) override;
    void clear() override;
    void present() override;
    // Scripted keys in order; a scripted resize changes size() when it is read. Then keys::hangup forever.
    [[nodiscard]] std::optional<Key> poll_key(std::chrono::milliseconds timeout) override;
    [[nodiscard]] GlyphMode glyph_mode() const override { return glyphs_; }
    [[nodiscard]] ColourMode colour_mode() const override { return colours_; }

    void queue_key(Key k);
    // Each character of a UTF-8 string as a key: type("hjk") queues h, j, k.
    void type(std::string_view text);
    // A resize as the terminal would deliver it: the next read changes the size and returns keys::resize.
    void queue_resize(Size size);
    [[nodiscard]] std::size_t pending_keys() const noexcept { return script_.size(); }

    // What is on screen since the last present(): one line per row, trailing spaces trimmed, joined by '\n'.
    // In ASCII glyph mode the fallback glyphs are shown, as the player would see them.
    [[nodiscard]] std::string to_string() const;
    [[nodiscard]] const Cell& cell(int x, int y) const;
    [[nodiscard]] int frames() const noexcept { return frames_; }
    void rest_cursor(std::optional<CursorAt> at) override { back_cursor_ = at; }
    // Where the cursor rested when the last frame was presented.
    [[nodiscard]] std::optional<CursorAt> cursor() const noexcept { return front_cursor_; }

private:
    struct Scripted {
        Key key;
        Size size;  // used when key is keys::resize
    };
    [[nodiscard]] std::size_t index(int x, int y) const;

    Size size_;
    GlyphMode glyphs_;
    ColourMode colours_;
    std::vector<Cell> back_;
    std::vector<Cell> front_;
    std::deque<Scripted> script_;
    int frames_ = 0;
    std::optional<CursorAt> back_cursor_;
    std::optional<CursorAt> front_cursor_;
};

}  // namespace yoord
