#pragma once
// Screen-reader mode (--screen-reader, or the screen_reader option): the terminal's cursor rests on what to read
// (the newest message during play, the chosen line of a menu, the current line of a pager), and what the screen
// says only in colour is said in words too (the HUD's hit points and patience, a menu's unavailable lines).
// A front-end setting, never game state: the simulation does not know it.

namespace yoord {

[[nodiscard]] bool screen_reader_on() noexcept;
void set_screen_reader(bool on) noexcept;

}  // namespace yoord
