#include "render/man_page.hpp"

#include <string_view>

#include "render/cli.hpp"
#include "render/input/action.hpp"
#include "sim/io/records/crash_report.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/version.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

// roff reads a leading '.' or '\'' as a request and '\' as an escape; a '-' in an option is a hyphen that
// must print as the minus sign users type.
std::string escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '\\': out += "\\e"; break;
            case '-': out += "\\-"; break;
            default: out += c;
        }
    }
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
    return out;
}

std::string flag_line(const FlagSpec& f) {
    std::string names = escaped(f.flag);
    if (const std::string_view letter = short_flag_of(f.flag); !letter.empty()) names = escaped(letter) + ", " + names;
    const std::string head = f.metavar.empty() ? ".B \"" + names + "\""
                                               : ".BI \"" + names + "\" \" " + escaped(f.metavar) + "\"";
    return ".TP\n" + head + "\n" + escaped(f.help) + "\n";
}

std::string keys_of(const ActionInfo& a) {
    std::string keys;
    for (const std::string_view k : a.default_keys) {
        if (k.empty()) continue;
        if (!keys.empty()) keys += ", ";
        keys += escaped(k);
    }
    return keys;
}

void add_keys(std::string& out) {
    for (int s = 0; s <= static_cast<int>(HelpSection::wizard); ++s) {
        const auto section = static_cast<HelpSection>(s);
        out += ".SS " + escaped(section_title(section)) + "\n";
        for (const ActionInfo& a : kActionTable) {
            if (a.section != section) continue;
            out += ".TP\n.B " + keys_of(a) + "\n" + escaped(phrase(a.help)) + "\n";
        }
    }
}

}  // namespace

std::string man_page() {
    std::string out;
    out += ".TH YOORD 6 \"\" \"yoord " + escaped(game_version()) + "\" \"Games\"\n";
    out += ".SH NAME\nyoord \\- a terminal roguelike: thirteen floors down for the Element of Yoord, and back up\n";
    out += ".SH SYNOPSIS\n.B yoord\n[\\fIoptions\\fR]\n";
    out += ".SH DESCRIPTION\n"
           "Go down thirteen floors for the Element of Yoord, and climb back out with it. Every monster, item and\n"
           "trap is a row in a table; the tables are built into the game, so the binary is all a player needs.\n"
           ".PP\n"
           "With no options, yoord resumes the saved game of the character (see \\fB\\-\\-name\\fR) if there is\n"
           "one, or starts a new one. In the game, press\n"
           ".B ?\n"
           "for the keys. The whole game for a player (keys, items, conducts, recovery, winning) is in\n"
           ".I docs/tutorial/how\\-to\\-play.md\n"
           "in the source tree.\n";
    out += ".SH OPTIONS\n";
    for (const FlagSpec& f : flag_table()) {
        if (f.status == FlagStatus::landed) out += flag_line(f);
    }
    out += ".SH KEYS\nThe default keys; a keymap.toml in the data folder may change them.\n";
    add_keys(out);
    out += ".SH ENVIRONMENT\n";
    for (const EnvSpec& e : env_table()) {
        if (e.status == FlagStatus::landed) out += ".TP\n.B " + escaped(e.name) + "\n" + escaped(e.help) + "\n";
    }
    out += ".SH FILES\n"
           "In the data folder (see ENVIRONMENT):\n"
           ".TP\n.I options.toml\nThe options (docs/reference/options.md).\n"
           ".TP\n.I keymap.toml\nThe keys (docs/reference/keys.md).\n"
           ".TP\n.I packs/\nContent packs loaded at start (docs/reference/packs.md).\n"
           ".TP\n.I saves/NAME" + escaped(save::kSaveExtension) + "\nThe run in progress of the character NAME.\n"
           ".TP\n.I " + escaped(kLeaderboardFileName) + "\nThe leaderboard, also printed by \\fB\\-\\-scores\\fR.\n"
           ".TP\n.I " + escaped(kMorgueFolder) + "/\nA page for every finished run: what killed you, your gear, your conducts.\n"
           ".TP\n.I " + escaped(kCrashFolder) + "/\nA report for every crash, with the last actions, to send with a bug.\n";
    out += ".SH EXIT STATUS\n0 on success; 2 for a command line yoord does not understand; 1 for any other failure.\n";
    out += ".SH SEE ALSO\nThe documentation in the source tree: docs/README.md.\n";
    return out;
}

}  // namespace yoord
