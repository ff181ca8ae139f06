#include "render/game/cast_export.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "render/game/replay_view.hpp"
#include "render/null_terminal.hpp"
#include "render/utf8.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/bot.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/run_exe.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// A bot run captured the way the front end captures one: every intent with the hash after it.
Recording bot_recording(std::uint64_t seed, int turns) {
    Recording r;
    r.header = recording_header(content(), content_hash(embedded_content_files()), seed, "tester", {});
    const auto game = new_game(content(), seed, "tester", {});
    for (int t = 0; t < turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = bot_intent(*game);
        (void)play_turn(*game, intent);
        r.turns.push_back({intent, state_hash(*game)});
    }
    return r;
}

std::filesystem::path temp_path(const std::string& name) {
    return std::filesystem::temp_directory_path() / ("yoord_cast_test_" + std::to_string(::getpid()) + "_" + name);
}

// A JSON string literal's text, from the opening quote at `at`.
std::string json_text(std::string_view line, std::size_t at) {
    std::string out;
    for (std::size_t i = at + 1; i < line.size() && line[i] != '"'; ++i) {
        if (line[i] != '\\') {
            out.push_back(line[i]);
            continue;
        }
        const char e = line[++i];
        if (e == 'u') {
            append_utf8(out, static_cast<char32_t>(std::stoul(std::string(line.substr(i + 1, 4)), nullptr, 16)));
            i += 4;
        } else if (e == 'n') {
            out.push_back('\n');
        } else {
            out.push_back(e);
        }
    }
    return out;
}

struct Event {
    double time = 0;
    std::string text;
};

// The cast's events, read from its lines: [time, "o", "text"].
std::vector<Event> events_of(const std::string& cast) {
    std::vector<Event> out;
    std::istringstream lines(cast);
    std::string line;
    std::getline(lines, line);  // the header
    while (std::getline(lines, line)) {
        EXPECT_EQ(line.front(), '[') << line.substr(0, 40);
        const std::size_t kind = line.find(", \"o\", ");
        EXPECT_NE(kind, std::string::npos) << line.substr(0, 40);
        out.push_back({std::stod(line.substr(1, kind - 1)), json_text(line, kind + 7)});
    }
    return out;
}

// What a terminal of `size` shows after printing `ansi`, as NullTerminal::to_string() writes a screen. It knows
// what a cast sends: cursor moves (CSI row;col H), clearing (CSI 2 J), and ignores colours and modes.
std::string screen_after(std::string_view ansi, Size size) {
    std::vector<std::u32string> rows(static_cast<std::size_t>(size.height),
                                     std::u32string(static_cast<std::size_t>(size.width), U' '));
    const std::u32string text = decode_utf8(ansi);
    int x = 0;
    int y = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == U'\x1b' && i + 1 < text.size() && text[i + 1] == U'[') {
            std::size_t end = i + 2;
            while (end < text.size() && !(text[end] >= U'@' && text[end] <= U'~')) ++end;
            std::string params;
            for (std::size_t k = i + 2; k < end; ++k) params.push_back(static_cast<char>(text[k]));
            if (text[end] == U'H') {
                const std::size_t semi = params.find(';');
                y = std::stoi(params.substr(0, semi)) - 1;
                x = std::stoi(params.substr(semi + 1)) - 1;
            } else if (text[end] == U'J' && params == "2") {
                for (auto& row : rows) row.assign(row.size(), U' ');
            }
            i = end;
            continue;
        }
        if (text[i] == U'\r' || text[i] == U'\n') continue;
        if (y >= 0 && y < size.height && x >= 0 && x < size.width) {
            rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = text[i];
        }
        ++x;
    }
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line;
        for (const char32_t c : rows[r]) append_utf8(line, c);
        while (!line.empty() && line.back() == ' ') line.pop_back();
        if (r > 0) out.push_back('\n');
        out += line;
    }
    return out;
}

std::string concatenated(const std::vector<Event>& events) {
    std::string all;
    for (const Event& e : events) all += e.text;
    return all;
}

// The on-screen replay (--replay) stepped to its end with the keys a player would press: pause, then '.' for each
// turn. Its last frame.
std::string viewer_last_frame(const Recording& recording) {
    NullTerminal terminal(kCastSize);
    terminal.type(" ");
    for (std::size_t i = 0; i < recording.turns.size(); ++i) terminal.type(".");
    EXPECT_EQ(replay_on_terminal(terminal, Keymap::defaults(), content(), recording), 0);
    return terminal.to_string();
}

std::vector<std::string> rows_of(const std::string& screen) {
    std::vector<std::string> rows;
    std::istringstream in(screen);
    for (std::string row; std::getline(in, row);) rows.push_back(row);
    return rows;
}

// The map, HUD and messages equal the viewer's; the bottom row is the replay's status line, which in a cast
// names the turn without the viewer's keys.
void expect_same_frame(const std::string& cast_screen, const std::string& viewer_screen, std::size_t turns) {
    const std::vector<std::string> cast_rows = rows_of(cast_screen);
    const std::vector<std::string> viewer_rows = rows_of(viewer_screen);
    ASSERT_EQ(cast_rows.size(), static_cast<std::size_t>(kCastSize.height));
    ASSERT_EQ(viewer_rows.size(), cast_rows.size());
    for (std::size_t r = 0; r + 1 < cast_rows.size(); ++r) EXPECT_EQ(cast_rows[r], viewer_rows[r]) << "row " << r;
    const std::string status = "Replay turn " + std::to_string(turns) + "/" + std::to_string(turns);
    EXPECT_EQ(cast_rows.back().rfind(status, 0), 0U) << cast_rows.back();
    EXPECT_EQ(viewer_rows.back().rfind(status, 0), 0U) << viewer_rows.back();
}

TEST(CastExport, TheHeaderIsAsciicastVersionTwoOfTheReplaySize) {
    const CastExport cast = export_cast(content(), Keymap::defaults(), bot_recording(3, 5), 1.0);
    ASSERT_TRUE(cast.error.empty()) << cast.error;
    const std::string header = cast.text.substr(0, cast.text.find('\n'));
    EXPECT_EQ(header.rfind("{\"version\": 2, \"width\": 80, \"height\": 24, ", 0), 0U) << header;
    EXPECT_EQ(header.back(), '}');
    EXPECT_NE(header.find("\"title\": \"Yoord: tester on seed 3\""), std::string::npos) << header;
}

TEST(CastExport, OneEventPerFrameSpacedByTheTurnIntervalOverTheSpeed) {
    const Recording recording = bot_recording(3, 20);
    const CastExport cast = export_cast(content(), Keymap::defaults(), recording, 4.0);
    ASSERT_TRUE(cast.error.empty()) << cast.error;
    const std::vector<Event> events = events_of(cast.text);
    ASSERT_EQ(events.size(), recording.turns.size() + 1);
    EXPECT_EQ(cast.frames, events.size());
    for (std::size_t i = 0; i < events.size(); ++i) EXPECT_DOUBLE_EQ(events[i].time, 0.025 * static_cast<double>(i));
}

TEST(CastExport, ItsEventsDrawTheReplaysLastFrame) {
    const Recording recording = bot_recording(7, 120);
    const CastExport cast = export_cast(content(), Keymap::defaults(), recording, 1.0);
    ASSERT_TRUE(cast.error.empty()) << cast.error;
    expect_same_frame(screen_after(concatenated(events_of(cast.text)), kCastSize), viewer_last_frame(recording),
                      recording.turns.size());
}

TEST(CastExport, TheSameRecordingAlwaysWritesTheSameBytes) {
    const Recording recording = bot_recording(5, 30);
    EXPECT_EQ(export_cast(content(), Keymap::defaults(), recording, 2.0).text,
              export_cast(content(), Keymap::defaults(), recording, 2.0).text);
}

TEST(CastExport, AFrameSendsOnlyTheRowsThatChanged) {
    NullTerminal terminal({10, 3});
    terminal.put_cell(0, 0, Cell{U'a'});
    terminal.present();
    ScreenCells before{{10, 3}, {}};
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 10; ++x) before.cells.push_back(terminal.cell(x, y));
    }
    ScreenCells after = before;
    after.cells[2 * 10 + 4] = Cell{U'@', colours::bright_yellow};
    const std::string first = ansi_frame(std::nullopt, before);
    EXPECT_NE(first.find("\x1b[2J"), std::string::npos);
    EXPECT_NE(first.find("\x1b[1;1H"), std::string::npos);
    const std::string next = ansi_frame(before, after);
    EXPECT_EQ(next.find("\x1b[1;1H"), std::string::npos);
    EXPECT_NE(next.find("\x1b[3;1H"), std::string::npos);
    EXPECT_NE(next.find("38;5;11"), std::string::npos) << "bright yellow as a 256-colour foreground";
    EXPECT_EQ(screen_after(first + next, {10, 3}), "a\n\n    @");
}

TEST(CastExport, JsonStringsEscapeQuotesBackslashesAndControls) {
    EXPECT_EQ(json_string("a\"b\\c\x1b[0m\n"), "\"a\\\"b\\\\c\\u001b[0m\\u000a\"");
    EXPECT_EQ(json_string("\xc3\xa9"), "\"\xc3\xa9\"");
}

std::uint32_t le32(std::string_view bytes, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8U) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return v;
}

TEST(CastExport, ATtyrecHoldsTheSameFramesAtTheSameTimes) {
    EXPECT_EQ(export_format_of("run.ttyrec"), ExportFormat::ttyrec);
    EXPECT_EQ(export_format_of("run.cast"), ExportFormat::asciicast);
    const Recording recording = bot_recording(3, 25);
    const std::vector<Event> events = events_of(export_cast(content(), Keymap::defaults(), recording, 2.0).text);
    const CastExport tty = export_cast(content(), Keymap::defaults(), recording, 2.0, ExportFormat::ttyrec);
    ASSERT_TRUE(tty.error.empty()) << tty.error;
    std::size_t at = 0;
    std::size_t n = 0;
    while (at < tty.text.size()) {
        ASSERT_LT(n, events.size());
        ASSERT_LE(at + 12, tty.text.size());
        const double time = le32(tty.text, at) + le32(tty.text, at + 4) / 1e6;
        const std::uint32_t length = le32(tty.text, at + 8);
        EXPECT_NEAR(time, events[n].time, 1e-6) << "frame " << n;
        EXPECT_EQ(tty.text.substr(at + 12, length), events[n].text) << "frame " << n;
        at += 12 + length;
        ++n;
    }
    EXPECT_EQ(n, events.size());
}

TEST(CastExport, ATurnThatDiffersFromTheRecordingWritesNoCast) {
    Recording recording = bot_recording(7, 30);
    recording.turns[10].hash ^= 1;
    const CastExport cast = export_cast(content(), Keymap::defaults(), recording, 1.0);
    EXPECT_NE(cast.error.find("turn 11 "), std::string::npos) << cast.error;
}

// The binary writes the cast with no terminal (stdin is not one); `asciinema cat` of it, where Debian's
// asciinema is installed (scripts/install-deps deb), leaves the replay's last frame on an 80x24 screen. asciinema
// opens /dev/tty even for cat, so it runs under script(1) (bsdutils, essential in Debian), which gives it one.
TEST(CastExport, TheBinaryWritesACastThatAsciinemaCatShowsToTheLastFrame) {
    const Recording recording = bot_recording(11, 80);
    const std::filesystem::path run = temp_path("run.yrec");
    const std::filesystem::path cast_file = temp_path("run.cast");
    std::ofstream(run) << format_recording(recording);
    const test::RunResult r =
        test::run_exe("--replay " + run.string() + " --export " + cast_file.string() + " --speed 2 </dev/null");
    ASSERT_EQ(r.status, 0) << r.output;
    EXPECT_NE(r.output.find(std::to_string(recording.turns.size() + 1) + " frames"), std::string::npos) << r.output;
    std::stringstream written;
    written << std::ifstream(cast_file).rdbuf();
    EXPECT_EQ(written.str(), export_cast(content(), Keymap::defaults(), recording, 2.0).text);
    if (test::run_command("command -v asciinema").status != 0) {
        std::filesystem::remove(run);
        std::filesystem::remove(cast_file);
        GTEST_SKIP() << "asciinema is not installed (scripts/install-deps deb installs it)";
    }
    const test::RunResult shown =
        test::run_command("script -qec 'asciinema cat " + cast_file.string() + "' /dev/null </dev/null 2>/dev/null");
    ASSERT_EQ(shown.status, 0) << shown.output.substr(0, 200);
    expect_same_frame(screen_after(shown.output, kCastSize), viewer_last_frame(recording), recording.turns.size());
    std::filesystem::remove(run);
    std::filesystem::remove(cast_file);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
