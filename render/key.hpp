#pragma once
// A key press as the front end sees it, independent of ncurses: printable characters are their code point,
// control characters their ASCII code (Ctrl-P is 0x10), and named keys (arrows, F1, Resize ...) sit above the
// Unicode range. Every key has one canonical name, used by the keymap file and the help screen.

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace yoord {

struct Key {
    char32_t code = 0;
    friend constexpr auto operator<=>(Key, Key) = default;
};

namespace keys {
inline constexpr char32_t kNamedBase = 0x110000;
// Named keys. The keypad's corners arrive as Home/PageUp/End/PageDown (what the numpad sends without
// NumLock); its centre is keypad_5.
enum Named : char32_t {
    up = kNamedBase,
    down,
    left,
    right,
    home,
    end,
    page_up,
    page_down,
    shift_up,
    shift_down,
    shift_left,
    shift_right,
    shift_home,
    shift_end,
    shift_page_up,
    shift_page_down,
    keypad_5,
    insert,
    delete_key,
    back_tab,
    f1,
    f2,
    f3,
    f4,
    f5,
    f6,
    f7,
    f8,
    f9,
    f10,
    f11,
    f12,
    resize,  // the terminal changed size; not bindable
    hangup,  // input is gone (stdin closed, or a test's script ran out); not bindable
    named_end_,
};
inline constexpr char32_t enter = U'\n';
inline constexpr char32_t escape = 27;
inline constexpr char32_t tab = U'\t';
inline constexpr char32_t backspace = 127;
inline constexpr char32_t space = U' ';
}  // namespace keys

[[nodiscard]] constexpr Key key(char32_t code) noexcept { return Key{code}; }
// Ctrl plus a letter: ctrl('p') is 0x10.
[[nodiscard]] constexpr Key ctrl(char letter) noexcept {
    return Key{static_cast<char32_t>((letter >= 'a' && letter <= 'z' ? letter - 'a' + 'A' : letter) & 0x1f)};
}

// Keys a keymap may bind: not Resize or Hangup.
[[nodiscard]] bool bindable(Key k) noexcept;

// The canonical name: "h", "H", "<", "Space", "Enter", "Escape", "Tab", "Backspace", "Ctrl-P", "Up",
// "Shift-Up", "PageDown", "Keypad-5", "F1", "U+00E9" for a character with no better name...
[[nodiscard]] std::string key_name(Key k);

// The inverse of key_name. Single characters are case-sensitive ("h" and "H" differ); longer names are not
// ("pageup" is PageUp). nullopt for anything else.
[[nodiscard]] std::optional<Key> parse_key(std::string_view name);

}  // namespace yoord
