#include "render/man_page.hpp"

#include <string_view>

#include "render/cli.hpp"
#include "render/game/guide.hpp"
#include "render/input/action.hpp"
#include "render/input/keymap.hpp"
#include "sim/io/records/crash_report.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/version.hpp"
#include "sim/tables/loader.hpp"
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
            out += ".TP\n.B " + keys_of(a) + "\n" + escaped(phrase(a.help)) + " (" + escaped(a.name) + ")\n";
        }
    }
}

std::string upper(std::string text) {
    for (char& c : text) {
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
    return text;
}

// The help's guide pages, each a section: the same words the game's help shows after its keys, with the default
// keys and the built-in tables' glyphs and numbers.
void add_guide(std::string& out) {
    const LoadResult loaded = load_embedded_content();
    if (!loaded.content) return;  // the built-in tables always load: a test of the content says so
    for (const GuidePage& page : guide_pages(*loaded.content, Keymap::defaults())) {
        out += ".SH " + escaped(upper(page.title)) + "\n";
        for (const GuideEntry& entry : page.entries) {
            if (entry.term.empty()) {
                out += ".PP\n" + escaped(entry.text) + "\n";
            } else {
                out += ".TP\n.B " + escaped(entry.term) + "\n" + escaped(entry.text) + "\n";
            }
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
           "for the keys.\n"
           ".PP\n"
           "Go down by the stairs (\\fB>\\fR), take the Element from the deepest floor and leave depth 1 by its up\n"
           "stair (\\fB<\\fR) while you carry it. Death ends the run; \\fBS\\fR saves and quits. The sections\n"
           "after KEYS are the pages the help shows after its keys: the map, recovery, patience, spirits,\n"
           "conducts, messages and what you know.\n";
    out += ".SH OPTIONS\n";
    for (const FlagSpec& f : flag_table()) {
        if (f.status == FlagStatus::landed) out += flag_line(f);
    }
    out += ".SH KEYS\nThe default keys, each with its action's name in brackets; a keymap.toml in the data folder may\n"
           "change them.\n";
    add_keys(out);
    add_guide(out);
    out += ".SH ENVIRONMENT\n";
    for (const EnvSpec& e : env_table()) {
        if (e.status == FlagStatus::landed) out += ".TP\n.B " + escaped(e.name) + "\n" + escaped(e.help) + "\n";
    }
    out += ".SH FILES\n"
           "In the data folder (see ENVIRONMENT):\n"
           ".TP\n.I options.toml\nThe options, as TOML: keymap (the keymap file), ascii_only, screen_reader,\n"
           "colour (auto, 256, 16, 8 or mono), auto_pickup (a list of ammo, identified, all), animations and\n"
           "low_hp_warning (a percent of maximum HP). A mistake is printed as file:line:col and yoord does not start.\n"
           ".TP\n.I keymap.toml\nThe keys, as TOML: one line per action you change, action = \"key\" (quaff = \"Q\");\n"
           "the action names and the keys are those of KEYS above.\n"
           ".TP\n.I packs/\nContent packs loaded at start, one folder each with its pack.toml; \\fB\\-\\-no\\-data\\-packs\\fR\n"
           "turns them off. A recording names every pack it was played with; verify or replay it with the same\n"
           "folders, each as \\fB\\-\\-pack\\fR \\fIDIR\\fR.\n"
           ".TP\n.I saves/NAME" + escaped(save::kSaveExtension) + "\nThe run in progress of the character NAME.\n"
           ".TP\n.I " + escaped(kLeaderboardFileName) + "\nThe leaderboard, also printed by \\fB\\-\\-scores\\fR.\n"
           ".TP\n.I " + escaped(kMorgueFolder) + "/\nA page for every finished run: what killed you, your gear, your conducts.\n"
           ".TP\n.I " + escaped(kCrashFolder) + "/\nA report for every crash, with the last actions, to send with a bug.\n";
    out += ".SH EXIT STATUS\n0 on success; 2 for a command line yoord does not understand; 1 for any other failure.\n";
    out += ".SH SEE ALSO\nThis page and the game's own help (\\fB?\\fR) are the player's manual. Authors of content\n"
           "and of the engine find tutorials and the reference of every table with the source code.\n";
    return out;
}

}  // namespace yoord
