#pragma once
// `yoord --replay RUN --export run.cast [--speed X]`: a recording as an asciinema cast, made with no terminal.
//
// The replay is drawn on the null back end (render/null_terminal.hpp) with the viewer's own scene
// (render/game/replay_view.hpp: map, HUD, messages, and a status line with the turn but no keys), once before the
// first turn and once after each. Each drawing becomes one event of an asciicast v2 file:
//
//   {"version": 2, "width": 80, "height": 24, "title": "...", "env": {"TERM": "xterm-256color"}}
//   [0.000000, "o", "\u001b[?25l\u001b[2J\u001b[1;1H..."]     the first frame: clear, then every row
//   [0.100000, "o", "\u001b[3;1H..."]                          then only the rows that changed
//
// Each row is redrawn whole from column 1, its cells' colours as 256-colour SGR codes (38;5;N and 48;5;N) and
// attributes as SGR 1, 2, 4 and 7, ending with SGR 0. So printing every event's text in order on an 80x24
// terminal (which is what `asciinema cat` does) leaves the replay's last frame on screen. Frame N is at N times
// kCastTurnInterval divided by the speed. The cast holds no clock time: the same recording, speed and build
// always write the same bytes.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "render/input/keymap.hpp"
#include "render/terminal.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// One turn's time in a cast at speed 1: the on-screen replay's starting delay (kReplayDelays[kReplayStartSpeed]).
inline constexpr std::chrono::milliseconds kCastTurnInterval{100};
inline constexpr Size kCastSize{80, 24};
// --speed's bounds: from a hundredth to a thousand times the normal pace.
inline constexpr double kMinCastSpeed = 0.01;
inline constexpr double kMaxCastSpeed = 1000.0;

// One screen as a grid of cells, row by row: what a frame was, so the next can send only its changed rows.
struct ScreenCells {
    Size size;
    std::vector<Cell> cells;
};

// The ANSI text that turns a terminal showing `before` into one showing `after` (the rows that differ, each
// whole); with no `before`, it hides the cursor, clears the screen and draws every row.
[[nodiscard]] std::string ansi_frame(const std::optional<ScreenCells>& before, const ScreenCells& after);

// A JSON string literal of UTF-8 `text` (quotes, backslash and control characters escaped).
[[nodiscard]] std::string json_string(std::string_view text);

// The two formats --export writes, chosen by the file's name: a name ending in ".ttyrec" is a ttyrec (the
// format public roguelike servers keep: per frame, seconds, microseconds and length as little-endian 32-bit
// numbers, then the frame's bytes), any other an asciicast v2.
enum class ExportFormat { asciicast, ttyrec };
[[nodiscard]] ExportFormat export_format_of(std::string_view file_name) noexcept;

struct CastExport {
    std::string text;        // the whole file, when error is empty
    std::size_t frames = 0;  // frames written: the turns plus the first frame
    std::string error;       // why there is none: a turn that differs from the recording
};

// Replays `recording` (checked against `content`'s hash by the caller) and writes it at `speed` (> 0).
[[nodiscard]] CastExport export_cast(const Content& content, const Keymap& keymap, const Recording& recording,
                                     double speed, ExportFormat format = ExportFormat::asciicast);

}  // namespace yoord
