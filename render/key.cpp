#include "render/key.hpp"

#include <array>
#include <cstdio>

#include "render/utf8.hpp"

namespace yoord {
namespace {

struct NamedKey {
    char32_t code;
    std::string_view name;
};

constexpr std::array<NamedKey, 38> kNamed = {{
    {keys::up, "Up"},
    {keys::down, "Down"},
    {keys::left, "Left"},
    {keys::right, "Right"},
    {keys::home, "Home"},
    {keys::end, "End"},
    {keys::page_up, "PageUp"},
    {keys::page_down, "PageDown"},
    {keys::shift_up, "Shift-Up"},
    {keys::shift_down, "Shift-Down"},
    {keys::shift_left, "Shift-Left"},
    {keys::shift_right, "Shift-Right"},
    {keys::shift_home, "Shift-Home"},
    {keys::shift_end, "Shift-End"},
    {keys::shift_page_up, "Shift-PageUp"},
    {keys::shift_page_down, "Shift-PageDown"},
    {keys::keypad_5, "Keypad-5"},
    {keys::insert, "Insert"},
    {keys::delete_key, "Delete"},
    {keys::back_tab, "Shift-Tab"},
    {keys::f1, "F1"},
    {keys::f2, "F2"},
    {keys::f3, "F3"},
    {keys::f4, "F4"},
    {keys::f5, "F5"},
    {keys::f6, "F6"},
    {keys::f7, "F7"},
    {keys::f8, "F8"},
    {keys::f9, "F9"},
    {keys::f10, "F10"},
    {keys::f11, "F11"},
    {keys::f12, "F12"},
    {keys::resize, "Resize"},
    {keys::hangup, "Hangup"},
    {keys::enter, "Enter"},
    {keys::escape, "Escape"},
    {keys::tab, "Tab"},
    {keys::backspace, "Backspace"},
}};

constexpr std::string_view kSpaceName = "Space";
constexpr std::string_view kCtrlPrefix = "Ctrl-";
constexpr char32_t kFirstControl = 1;
constexpr char32_t kLastControl = 26;

bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

bool bindable(Key k) noexcept { return k.code != keys::resize && k.code != keys::hangup && k.code != 0; }

std::string key_name(Key k) {
    for (const NamedKey& n : kNamed) {
        if (n.code == k.code) return std::string(n.name);
    }
    if (k.code == keys::space) return std::string(kSpaceName);
    if (k.code >= kFirstControl && k.code <= kLastControl) {
        return std::string(kCtrlPrefix) + static_cast<char>('A' + k.code - 1);
    }
    if (k.code > U' ' && k.code < keys::kNamedBase && k.code != keys::backspace) {
        std::string out;
        append_utf8(out, k.code);
        return out;
    }
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "U+%04X", static_cast<unsigned>(k.code));
    return buffer.data();
}

std::optional<Key> parse_key(std::string_view name) {
    const std::u32string chars = decode_utf8(name);
    if (chars.size() == 1 && chars[0] > U' ' && chars[0] != keys::backspace && chars[0] != 0xFFFD) {
        return Key{chars[0]};
    }
    if (equal_ignoring_case(name, kSpaceName)) return Key{keys::space};
    for (const NamedKey& n : kNamed) {
        if (equal_ignoring_case(name, n.name)) return Key{n.code};
    }
    if (name.size() == kCtrlPrefix.size() + 1 && equal_ignoring_case(name.substr(0, kCtrlPrefix.size()), kCtrlPrefix)) {
        const char letter = name.back();
        if ((letter >= 'a' && letter <= 'z') || (letter >= 'A' && letter <= 'Z')) {
            const Key k = ctrl(letter);
            // Ctrl-I, Ctrl-J and Ctrl-M are Tab and Enter: the terminal cannot tell them apart.
            if (k.code == keys::tab || k.code == keys::enter || k.code == U'\r') return std::nullopt;
            return k;
        }
    }
    return std::nullopt;
}

}  // namespace yoord
