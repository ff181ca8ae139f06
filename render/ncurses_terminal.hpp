#pragma once
// The real screen, through ncursesw. Only this file and its .cpp include <ncurses.h>.
//
// - Glyphs: wide characters when the locale's codeset is UTF-8, the ASCII fallback set otherwise (or when
//   asked for ASCII only).
// - Colours: the terminal's capability is detected (256 -> 16 -> 8 -> monochrome) and a preference can only
//   lower it; every cell goes through resolve(), so no glyph is drawn in its background's colour.
// - Ctrl-C, SIGTERM, SIGHUP, SIGQUIT and the fatal signals (SEGV, ABRT, BUS, FPE, ILL) restore the terminal
//   before the process dies with that signal, so the shell is never left raw. ncurses itself handles Ctrl-Z.
// - Flow control (IXON) is off while the game runs, so Ctrl-S and Ctrl-Q are keys like any other.
// Only one NcursesTerminal may exist at a time.

#include <map>
#include <optional>

#include "render/terminal.hpp"

namespace yoord {

struct TerminalPreferences {
    bool ascii_only = false;
    std::optional<ColourMode> colour;  // nullopt: as much as the terminal can show
};

class NcursesTerminal final : public Terminal {
public:
    explicit NcursesTerminal(const TerminalPreferences& prefs = {});
    ~NcursesTerminal() override;
    NcursesTerminal(const NcursesTerminal&) = delete;
    NcursesTerminal& operator=(const NcursesTerminal&) = delete;

    [[nodiscard]] Size size() const override;
    void put_cell(int x, int y, const Cell& cell) override;
    void clear() override;
    void present() override;
    void rest_cursor(std::optional<CursorAt> at) override { cursor_ = at; }
    [[nodiscard]] std::optional<Key> poll_key(std::chrono::milliseconds timeout) override;
    [[nodiscard]] GlyphMode glyph_mode() const override { return glyphs_; }
    [[nodiscard]] ColourMode colour_mode() const override { return colours_; }

private:
    [[nodiscard]] short pair_for(int fg, int bg);
    [[nodiscard]] std::optional<Key> translate_function_key(int code) const;

    void* screen_ = nullptr;  // ncurses' SCREEN*, kept opaque so this header stays free of <ncurses.h>
    GlyphMode glyphs_ = GlyphMode::unicode;
    ColourMode colours_ = ColourMode::mono;
    std::map<int, short> pairs_;       // (fg, bg) packed -> ncurses pair number
    std::map<int, char32_t> shifted_;  // terminfo's extended shifted-key codes -> our named keys
    short next_pair_ = 1;
    bool hung_up_ = false;
    std::optional<CursorAt> cursor_;  // where the cursor rests after present(); hidden when unset
};

}  // namespace yoord
