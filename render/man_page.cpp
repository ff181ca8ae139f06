#include "render/man_page.hpp"

#include <string_view>

#include "render/cli.hpp"
#include "render/game/guide.hpp"
#include "render/input/action.hpp"
#include "render/input/keymap.hpp"
#include "render/utf8.hpp"
#include "sim/io/records/crash_report.hpp"
#include "sim/io/records/bones_files.hpp"
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
std::string escaped_inside(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '\\': out += "\\e"; break;
            case '-': out += "\\-"; break;
            default: out += c;
        }
    }
    return out;
}

// A whole line's text: escaped, and guarded where it would open with a request's '.' or '\''.
std::string escaped(std::string_view text) {
    std::string out = escaped_inside(text);
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
    return out;
}

std::string flag_line(const FlagSpec& f) {
    std::string names = escaped(f.flag);
    if (const std::string_view letter = short_flag_of(f.flag); !letter.empty()) names = escaped(letter) + ", " + names;
    const std::string head = f.metavar.empty() ? ".B \"" + names + "\""
                                               : ".BI \"" + names + "\" \" " + escaped(f.metavar) + "\"";
    return ".TP\n" + head + "\n" + escaped(phrase(f.help)) + "\n";
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

// The help's guide pages, each a section: the same words the game's help shows after its keys, with the default
// keys and the built-in tables' glyphs and numbers.
void add_guide(std::string& out) {
    const LoadResult loaded = load_embedded_content();
    if (!loaded.content) return;  // the built-in tables always load: a test of the content says so
    for (const GuidePage& page : guide_pages(*loaded.content, Keymap::defaults())) {
        out += ".SH " + escaped(upper_case(page.title)) + "\n";
        for (const GuideEntry& entry : page.entries) {
            if (entry.term.empty()) {
                out += ".PP\n" + escaped(entry.text) + "\n";
            } else {
                out += ".TP\n.B " + escaped(entry.term) + "\n" + escaped(entry.text) + "\n";
            }
        }
    }
}

// A section heading in the page's language, in capitals as man(7) writes them.
std::string heading(std::string_view key) { return ".SH " + escaped(upper_case(phrase(key))) + "\n"; }

// A paragraph of the page's own prose: escaped, and each flag in it ("--name") in bold, in every language.
std::string prose(std::string_view text) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t flag = text.find("--", at);
        if (flag == std::string_view::npos) break;
        std::size_t end = flag + 2;
        while (end < text.size() && ((text[end] >= 'a' && text[end] <= 'z') || text[end] == '-')) ++end;
        out += escaped_inside(text.substr(at, flag - at)) + "\\fB" + escaped_inside(text.substr(flag, end - flag)) +
               "\\fR";
        at = end;
    }
    out += escaped_inside(text.substr(at));
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
    return out;
}

// FILES: each file of the data folder and what it holds.
void add_files(std::string& out) {
    const std::string environment = upper_case(phrase("man.environment_heading"));
    const std::string keys = upper_case(phrase("man.keys_heading"));
    out += heading("man.files_heading") + prose(phrase("man.files_intro", {{"text", environment}})) + "\n";
    const auto file = [&](const std::string& name, const std::string& what) {
        out += ".TP\n.I " + escaped(name) + "\n" + prose(what) + "\n";
    };
    file("options.toml", phrase("man.file_options"));
    file("keymap.toml", phrase("man.file_keymap", {{"text", keys}}));
    file("packs/", phrase("man.file_packs"));
    file("saves/NAME" + std::string(save::kSaveExtension), phrase("man.file_save"));
    file(std::string(kLeaderboardFileName), phrase("man.file_leaderboard"));
    file(std::string(kMorgueFolder) + "/", phrase("man.file_morgue"));
    file(std::string(kCrashFolder) + "/", phrase("man.file_crash"));
    file(std::string(kBonesFolderName) + "/depth-N.toml", phrase("man.file_bones"));
}

}  // namespace

std::string man_page() {
    std::string out;
    // The title request and the program's name are roff, not words; the section's word is keyed.
    out += ".TH YOORD 6 \"\" \"yoord " + escaped(game_version()) + "\" \"";  // not player text: roff
    out += escaped(phrase("man.games")) + "\"\n";
    // preconv reads this tag on the first two lines: the page is UTF-8 in every language ("ç", "ñ", "è").
    out += ".\\\" -*- coding: UTF-8 -*-\n";  // not player text: a roff comment for preconv
    // groff's hyphenation patterns are English's: in another language they break words wrongly ("ll-evas"), so
    // the page is not hyphenated in any language.
    out += ".nh\n";
    out += heading("man.name_heading") + "yoord \\- " + escaped(phrase("man.what_it_is")) + "\n";
    out += heading("man.synopsis_heading") + ".B yoord\n[\\fI";  // not player text: roff and the program's name
    out += escaped(phrase("man.options_word")) + "\\fR]\n";
    out += heading("man.description_heading") + prose(phrase("man.about")) + "\n.PP\n" + prose(phrase("man.no_options")) +
           "\n.PP\n" + prose(phrase("man.the_run", {{"text", upper_case(phrase("man.keys_heading"))}})) + "\n";
    out += heading("man.options_heading");
    for (const FlagSpec& f : flag_table()) {
        if (f.status == FlagStatus::landed) out += flag_line(f);
    }
    out += heading("man.keys_heading") + prose(phrase("man.keys_intro")) + "\n";
    add_keys(out);
    add_guide(out);
    out += heading("man.environment_heading");
    for (const EnvSpec& e : env_table()) {
        if (e.status == FlagStatus::landed) out += ".TP\n.B " + escaped(e.name) + "\n" + escaped(phrase(e.help)) + "\n";
    }
    add_files(out);
    out += heading("man.exit_status_heading") + prose(phrase("man.exit_codes")) + "\n";
    out += heading("man.see_also_heading") + prose(phrase("man.manuals")) + "\n";
    return out;
}

}  // namespace yoord
