#include "render/ncurses_terminal.hpp"

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <langinfo.h>
#include <ncursesw/ncurses.h>
#include <termios.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <clocale>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include "core/assert.hpp"
#include "render/stop_signal.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// Set while ncurses owns the terminal; the signal handler restores the terminal only then.
std::atomic<bool> g_screen_active{false};

constexpr std::array<int, 9> kRestoringSignals = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV,
                                                  SIGABRT, SIGBUS, SIGFPE, SIGILL};
constexpr int kEscapeDelayMs = 25;
constexpr int kColours256 = 256;
constexpr int kColours16 = 16;
constexpr int kColours8 = 8;
constexpr int kMaxPairs = 32767;

// Restore the terminal, then die of the same signal with its default action, so the exit status and any
// core dump are what they would have been without us.
extern "C" void restore_and_reraise(int sig) {
    if (g_screen_active.exchange(false)) endwin();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

void install_signal_handlers() {
    for (const int sig : kRestoringSignals) {
        struct sigaction action {};
        action.sa_handler = restore_and_reraise;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(sig, &action, nullptr);
    }
}

void remove_signal_handlers() {
    for (const int sig : kRestoringSignals) std::signal(sig, SIG_DFL);
}

ColourMode detect_colour_mode() {
    if (!has_colors()) return ColourMode::mono;
    if (COLORS >= kColours256) return ColourMode::c256;
    if (COLORS >= kColours16) return ColourMode::c16;
    if (COLORS >= kColours8) return ColourMode::c8;
    return ColourMode::mono;
}

bool locale_is_utf8() {
    const char* codeset = nl_langinfo(CODESET);
    return codeset != nullptr && (std::strcmp(codeset, "UTF-8") == 0 || std::strcmp(codeset, "utf8") == 0);
}

attr_t to_curses(Attr a, bool bold, bool reverse) {
    attr_t out = A_NORMAL;
    if (has(a, Attr::bold) || bold) out |= A_BOLD;
    if (has(a, Attr::underline)) out |= A_UNDERLINE;
    if (has(a, Attr::reverse) != reverse) out |= A_REVERSE;
    if (has(a, Attr::dim)) out |= A_DIM;
    return out;
}

struct FixedKey {
    int curses;
    char32_t ours;
};

// The keypad's corners (A1 A3 C1 C3) are the same keys as Home PageUp End PageDown without NumLock.
constexpr std::array<FixedKey, 27> kFixedKeys = {{
    {KEY_UP, keys::up},           {KEY_DOWN, keys::down},
    {KEY_LEFT, keys::left},       {KEY_RIGHT, keys::right},
    {KEY_HOME, keys::home},       {KEY_A1, keys::home},
    {KEY_END, keys::end},         {KEY_C1, keys::end},
    {KEY_PPAGE, keys::page_up},   {KEY_A3, keys::page_up},
    {KEY_NPAGE, keys::page_down}, {KEY_C3, keys::page_down},
    {KEY_B2, keys::keypad_5},     {KEY_SR, keys::shift_up},
    {KEY_SF, keys::shift_down},   {KEY_SLEFT, keys::shift_left},
    {KEY_SRIGHT, keys::shift_right}, {KEY_SHOME, keys::shift_home},
    {KEY_SEND, keys::shift_end},  {KEY_SPREVIOUS, keys::shift_page_up},
    {KEY_SNEXT, keys::shift_page_down}, {KEY_ENTER, keys::enter},
    {KEY_BACKSPACE, keys::backspace}, {KEY_DC, keys::delete_key},
    {KEY_IC, keys::insert},       {KEY_BTAB, keys::back_tab},
    {KEY_RESIZE, keys::resize},
}};

// xterm-style terminals send shifted arrows as extended capabilities (kUP, kDN ...) that ncurses gives codes
// only at run time.
struct ExtendedKey {
    const char* capability;
    char32_t ours;
};
constexpr std::array<ExtendedKey, 8> kExtendedKeys = {{
    {"kUP", keys::shift_up},
    {"kDN", keys::shift_down},
    {"kLFT", keys::shift_left},
    {"kRIT", keys::shift_right},
    {"kHOM", keys::shift_home},
    {"kEND", keys::shift_end},
    {"kPRV", keys::shift_page_up},
    {"kNXT", keys::shift_page_down},
}};

constexpr int kFunctionKeys = 12;

// Software flow control off: with IXON on, the terminal swallows Ctrl-S (freezing the screen until Ctrl-Q) and
// Ctrl-Q, so neither reaches the game although the keymap may bind them. Only the input flags change: cbreak
// keeps ISIG, so Ctrl-C and Ctrl-Z still send their signals. def_prog_mode() makes ncurses keep this
// mode across endwin() and a resume; endwin() gives the shell its own mode back.
void disable_flow_control() {
    termios mode{};
    if (tcgetattr(STDIN_FILENO, &mode) != 0) return;  // not a terminal: nothing to turn off
    mode.c_iflag &= ~static_cast<tcflag_t>(IXON | IXOFF);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &mode) == 0) def_prog_mode();
}

}  // namespace

NcursesTerminal::NcursesTerminal(const TerminalPreferences& prefs) {
    YOORD_ASSERT(!g_screen_active.load(), "only one NcursesTerminal at a time");
    std::setlocale(LC_ALL, "");
    glyphs_ = (prefs.ascii_only || !locale_is_utf8()) ? GlyphMode::ascii : GlyphMode::unicode;
    // newterm rather than initscr: initscr exits the process on failure, newterm lets us say why.
    screen_ = newterm(nullptr, stdout, stdin);
    if (screen_ == nullptr) throw std::runtime_error(phrase("start.no_terminal"));
    g_screen_active = true;
    install_signal_handlers();
    cbreak();  // not raw(): Ctrl-C must stay a signal so the player can always get out
    noecho();
    nonl();
    disable_flow_control();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(kEscapeDelayMs);
    if (has_colors()) start_color();
    colours_ = detect_colour_mode();
    if (prefs.colour) colours_ = poorer(colours_, *prefs.colour);
    for (const ExtendedKey& k : kExtendedKeys) {
        char* sequence = tigetstr(k.capability);
        if (sequence == nullptr || sequence == reinterpret_cast<char*>(-1)) continue;
        const int code = key_defined(sequence);
        if (code > 0) shifted_[code] = k.ours;
    }
}

NcursesTerminal::~NcursesTerminal() {
    if (g_screen_active.exchange(false)) endwin();
    remove_signal_handlers();
    delscreen(static_cast<SCREEN*>(screen_));
}

Size NcursesTerminal::size() const {
    int height = 0, width = 0;
    getmaxyx(stdscr, height, width);
    return {width, height};
}

short NcursesTerminal::pair_for(int fg, int bg) {
    if (fg < 0 && bg < 0) return 0;
    const int packed = (fg + 1) * 512 + (bg + 1);
    if (const auto it = pairs_.find(packed); it != pairs_.end()) return it->second;
    const int limit = COLOR_PAIRS < kMaxPairs ? COLOR_PAIRS : kMaxPairs;
    if (next_pair_ >= limit) return -1;
    const short pair = next_pair_++;
    init_pair(pair, static_cast<short>(fg), static_cast<short>(bg));
    pairs_[packed] = pair;
    return pair;
}

void NcursesTerminal::put_cell(int x, int y, const Cell& cell) {
    const Size s = size();
    if (x < 0 || y < 0 || x >= s.width || y >= s.height) return;
    ResolvedColours colours = resolve(cell.fg, cell.bg, colours_);
    short pair = pair_for(colours.fg, colours.bg);
    if (pair < 0) {
        // Out of colour pairs: draw this cell as monochrome rather than in a wrong, maybe invisible, pair.
        colours = resolve(cell.fg, cell.bg, ColourMode::mono);
        pair = 0;
    }
    const char32_t glyph = glyphs_ == GlyphMode::ascii ? static_cast<char32_t>(ascii_fallback(cell.glyph)) : cell.glyph;
    const std::array<wchar_t, 2> text = {static_cast<wchar_t>(glyph), L'\0'};
    cchar_t cc{};
    setcchar(&cc, text.data(), to_curses(cell.attrs, colours.bold, colours.reverse), pair, nullptr);
    // Writing the bottom-right cell reports an error (the cursor cannot advance) but the cell is drawn.
    mvadd_wch(y, x, &cc);
}

void NcursesTerminal::clear() { erase(); }

void NcursesTerminal::present() {
    if (cursor_) {
        move(cursor_->y, cursor_->x);  // after the cells are drawn: the cursor stays where the reader should look
        curs_set(1);
    } else {
        curs_set(0);
    }
    refresh();
}

std::optional<Key> NcursesTerminal::translate_function_key(int code) const {
    if (const auto it = shifted_.find(code); it != shifted_.end()) return Key{it->second};
    for (const FixedKey& k : kFixedKeys) {
        if (k.curses == code) return Key{k.ours};
    }
    for (int n = 1; n <= kFunctionKeys; ++n) {
        if (code == KEY_F(n)) return Key{static_cast<char32_t>(keys::f1 + static_cast<char32_t>(n - 1))};
    }
    return std::nullopt;
}

std::optional<Key> NcursesTerminal::poll_key(std::chrono::milliseconds wait) {
    if (hung_up_ || stop_requested()) {
        hung_up_ = true;
        return Key{keys::hangup};
    }
    wtimeout(stdscr, wait.count() < 0 ? -1 : static_cast<int>(wait.count()));
    for (;;) {
        wint_t ch = 0;
        const int kind = get_wch(&ch);
        if (kind == ERR) {
            if (wait.count() >= 0) return std::nullopt;
            if (errno == EINTR && !stop_requested()) continue;  // a stop (SIGTERM, SIGHUP) ends input
            hung_up_ = true;
            return Key{keys::hangup};
        }
        if (kind == KEY_CODE_YES) {
            if (const auto k = translate_function_key(static_cast<int>(ch))) return k;
            continue;  // a key we have no name for: ignore it rather than guess
        }
        if (ch == L'\r' || ch == L'\n') return Key{keys::enter};
        if (ch == 8 || ch == 127) return Key{keys::backspace};
        return Key{static_cast<char32_t>(ch)};
    }
}

}  // namespace yoord
