#pragma once
// SIGHUP and SIGTERM during play: save, do not die. The handlers only set a flag (all a signal handler may
// safely do); the layer stack sees it between two actions, stops as if input were gone, and the game screen
// saves the run at that safe point and ends (render/game/game_screen.hpp). The flag is never cleared by the
// game: once asked to stop, yoord stops.
//
// install_stop_signal_handlers() replaces whatever handled the two signals before (the ncurses terminal's
// restore-and-die handler): call it after the terminal is up. It installs without SA_RESTART, so a blocking
// key read returns EINTR and the terminal can report the stop at once.

namespace yoord {

void install_stop_signal_handlers();

// A file-size limit (ulimit -f) sends SIGXFSZ to a write that would pass it, and its default action kills the
// process with the terminal still in curses mode. Ignored, the write fails with EFBIG instead and the ordinary
// "cannot write ...: File too large" message is said while the run goes on. Call it first thing at start.
void ignore_file_size_signal() noexcept;
[[nodiscard]] bool stop_requested() noexcept;

// What the handlers do, for tests that cannot send themselves a signal.
void request_stop() noexcept;
void clear_stop_request_for_tests() noexcept;

}  // namespace yoord
