#include "render/game/cast_export.hpp"

#include <cstdio>

#include "render/colour.hpp"
#include "render/game/replay_view.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/utf8.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

ScreenCells cells_of(const NullTerminal& terminal) {
    ScreenCells out{terminal.size(), {}};
    out.cells.reserve(static_cast<std::size_t>(out.size.width * out.size.height));
    for (int y = 0; y < out.size.height; ++y) {
        for (int x = 0; x < out.size.width; ++x) out.cells.push_back(terminal.cell(x, y));
    }
    return out;
}

// The SGR sequence that draws in `cell`'s colours and attributes, from a reset.
std::string sgr_of(const Cell& cell) {
    const ResolvedColours c = resolve(cell.fg, cell.bg, ColourMode::c256);
    std::string out = "\x1b[0";
    if (c.bold || has(cell.attrs, Attr::bold)) out += ";1";
    if (has(cell.attrs, Attr::dim)) out += ";2";
    if (has(cell.attrs, Attr::underline)) out += ";4";
    if (c.reverse || has(cell.attrs, Attr::reverse)) out += ";7";
    if (c.fg >= 0) out += ";38;5;" + std::to_string(c.fg);
    if (c.bg >= 0) out += ";48;5;" + std::to_string(c.bg);
    return out + "m";
}

bool same_look(const Cell& a, const Cell& b) noexcept { return a.fg == b.fg && a.bg == b.bg && a.attrs == b.attrs; }

// Row y, whole, from its first column; the style changes only where a cell's look does.
std::string ansi_row(const ScreenCells& screen, int y) {
    std::string out = "\x1b[" + std::to_string(y + 1) + ";1H";
    const Cell* last = nullptr;
    for (int x = 0; x < screen.size.width; ++x) {
        const Cell& cell = screen.cells[static_cast<std::size_t>(y * screen.size.width + x)];
        if (last == nullptr || !same_look(*last, cell)) out += sgr_of(cell);
        append_utf8(out, cell.glyph);
        last = &cell;
    }
    return out + "\x1b[0m";
}

bool row_differs(const ScreenCells& a, const ScreenCells& b, int y) {
    const auto width = static_cast<std::ptrdiff_t>(a.size.width);
    const auto from = static_cast<std::ptrdiff_t>(y) * width;
    return !std::equal(a.cells.begin() + from, a.cells.begin() + from + width, b.cells.begin() + from);
}

// "0.100000": a cast's time stamp, in seconds.
std::string seconds(double s) {
    char buf[32];
    (void)std::snprintf(buf, sizeof buf, "%.6f", s);
    return buf;
}

std::string cast_header(const Recording& recording) {
    const std::string title = phrase("records.cast_title", {{"name", recording.header.name},
                                                            {"n", std::to_string(recording.header.seed)}});
    const std::string width = std::to_string(kCastSize.width);
    const std::string height = std::to_string(kCastSize.height);
    std::string header = "{\"version\": 2, \"width\": " + width;  // not player text: the format's JSON keys
    header += ", \"height\": " + height + ", \"title\": " + json_string(title);
    return header + ", \"env\": {\"TERM\": \"xterm-256color\"}}\n";  // not player text: the format's JSON keys
}

// Frame n's time at `speed`, in seconds.
double frame_time(std::size_t n, double speed) {
    return std::chrono::duration<double>(kCastTurnInterval).count() * static_cast<double>(n) / speed;
}

void append_le32(std::string& out, std::uint32_t v) {
    for (int shift = 0; shift < 32; shift += 8) out.push_back(static_cast<char>((v >> shift) & 0xffU));
}

std::string ttyrec_frame(double time, std::string_view text) {
    constexpr double kMicros = 1e6;
    const auto micros = static_cast<std::uint64_t>(time * kMicros + 0.5);
    std::string out;
    append_le32(out, static_cast<std::uint32_t>(micros / 1000000U));
    append_le32(out, static_cast<std::uint32_t>(micros % 1000000U));
    append_le32(out, static_cast<std::uint32_t>(text.size()));
    out += text;
    return out;
}

}  // namespace

ExportFormat export_format_of(std::string_view file_name) noexcept {
    return file_name.ends_with(".ttyrec") ? ExportFormat::ttyrec : ExportFormat::asciicast;
}

std::string ansi_frame(const std::optional<ScreenCells>& before, const ScreenCells& after) {
    const bool whole = !before || before->size != after.size;
    std::string out = whole ? "\x1b[?25l\x1b[0m\x1b[2J" : "";
    for (int y = 0; y < after.size.height; ++y) {
        if (whole || row_differs(*before, after, y)) out += ansi_row(after, y);
    }
    return out;
}

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out.push_back('\\');
            out.push_back(ch);
        } else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            (void)std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out.push_back(ch);
        }
    }
    return out + "\"";
}

CastExport export_cast(const Content& content, const Keymap& keymap, const Recording& recording, double speed,
                       ExportFormat format) {
    CastExport out;
    ReplayStart start = start_replay(content, recording);
    if (!start.game) {
        out.error = start.error;
        return out;
    }
    Game& game = *start.game;
    NullTerminal terminal(kCastSize, GlyphMode::unicode, ColourMode::c256);
    LayerStack stack(terminal);
    ReplayScene scene(stack, keymap, game, recording.turns.size(), false);
    if (format == ExportFormat::asciicast) out.text = cast_header(recording);
    std::optional<ScreenCells> shown;
    const auto add_frame = [&] {
        stack.draw();
        ScreenCells now = cells_of(terminal);
        const double time = frame_time(out.frames, speed);
        const std::string text = ansi_frame(shown, now);
        if (format == ExportFormat::ttyrec) out.text += ttyrec_frame(time, text);
        else out.text += "[" + seconds(time) + ", \"o\", " + json_string(text) + "]\n";
        shown = std::move(now);
        ++out.frames;
    };
    if (recording.turns.empty()) scene.status().stop(phrase("records.cast_no_turns"));
    add_frame();
    for (std::size_t next = 0; next < recording.turns.size(); ++next) {
        const std::uint64_t got = replay_turn(game, recording, next);
        if (got != recording.turns[next].hash) {
            out.error = phrase("records.cast_turn_differs", {{"n", std::to_string(next + 1)},
                                                             {"expected", hash_hex(recording.turns[next].hash)},
                                                             {"got", hash_hex(got)}});
            return out;
        }
        scene.status().set_turn(next + 1);
        if (next + 1 == recording.turns.size()) scene.status().stop(phrase("records.cast_end"));
        scene.refresh();
        add_frame();
    }
    return out;
}

}  // namespace yoord
