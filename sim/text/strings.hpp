#pragma once
// The sentence table: every sentence a player reads, one template per message, keyed by a dotted name
// ("combat.miss"). The table is content/strings/en.toml (embedded like the other tables); another language is
// a file beside it (content/strings/fr.toml) chosen by --lang or LANG, and a key it lacks falls back to English.
//
// A template names its blanks: {subject} and {object} are creatures or things ("you", "the rat", "it" when
// unseen), {subject's} and {object's} their possessives ("your", "the rat's"), and verb marks agree with the
// subject: {s} and {es} add the ending for a third person and nothing for "you", {is|are} picks the first word
// for a third person and the second for "you". In a template that is a sentence (it ends with ".", "!" or "?"),
// a blank that opens a sentence is capitalised; a fragment ("{item} (x{n})") keeps its case. Other named
// blanks ({item}, {n}, {spell} ...) are filled from the caller's arguments; the names a template may use are one
// closed list (kPlaceholders), so a typo is an error when the table loads, at its file:line:col.

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diag.hpp"
#include "sim/state/tone.hpp"

namespace yoord {

// The named blanks a template may use besides the grammar marks.
inline constexpr std::string_view kPlaceholders[] = {
    "subject", "object", "subject's", "object's", "item",  "n",     "name",  "spell", "trap",  "cause",
    "points",  "depth",  "card",      "hand",     "text",  "letter", "count", "form",  "truly", "verb",
    "target",  "wand",   "reason",    "what",     "cap",   "die",    "turns", "key",   "word",  "total",
};

struct Template {
    std::string text;
    Tone tone = Tone::plain;
};

// A creature or thing as a sentence names it.
struct Noun {
    std::string name;        // "you", "the rat", "it"
    std::string possessive;  // "your", "the rat's", "its"
    bool you = false;        // second person: verbs take the "you" form
};

// What fills one template.
struct Fill {
    std::optional<Noun> subject = {};
    std::optional<Noun> object = {};
    std::vector<std::pair<std::string_view, std::string>> args = {};
};

// `text` with its blanks filled. A blank the fill lacks is left as written ("{item}"), so a missing argument
// shows on screen and in tests rather than vanishing.
[[nodiscard]] std::string fill_template(std::string_view text, const Fill& fill);

class Strings {
public:
    // Parses one strings file. Every problem goes to `out` as path:line:col; nullopt when any is an error.
    [[nodiscard]] static std::optional<Strings> parse(std::string_view text, const std::string& path,
                                                      Diagnostics& out);

    [[nodiscard]] const Template* find(std::string_view key) const;
    [[nodiscard]] const std::map<std::string, Template, std::less<>>& all() const noexcept { return table_; }
    [[nodiscard]] std::size_t size() const noexcept { return table_.size(); }

    // Copies in every key of `english` this table lacks; returns those keys, sorted.
    std::vector<std::string> fall_back_to(const Strings& english);

    // The filled sentence for `key`, and its tone. An unknown key gives "[key]".
    [[nodiscard]] std::string format(std::string_view key, const Fill& fill) const;
    [[nodiscard]] Tone tone(std::string_view key) const;

    void set(std::string key, Template t) { table_[std::move(key)] = std::move(t); }

private:
    std::map<std::string, Template, std::less<>> table_;
};

// The pseudo-locale, generated from English, never written by hand: every vowel accented and every template
// padded a third longer, blanks and verb marks kept, so a screen that fits it fits a longer language.
[[nodiscard]] std::string pseudo_locale_text(std::string_view text);
[[nodiscard]] Strings pseudo_locale(const Strings& english);

// The English table compiled into the binary (content/strings/en.toml). Aborts if it does not load: a test
// keeps it loading.
[[nodiscard]] const Strings& english_strings();
// The table sentences are read from: English unless use_strings() chose another.
[[nodiscard]] const Strings& active_strings();
void use_strings(Strings table);
// The active table's sentence for `key`: for text with no creature in it (menus, panels, fragments).
[[nodiscard]] std::string phrase(std::string_view key, const Fill& fill = {});
// phrase() with named arguments only: phrase("hud.depth", {{"n", "3"}}).
[[nodiscard]] std::string phrase(std::string_view key,
                                 std::vector<std::pair<std::string_view, std::string>> args);

// A language's table: `code` ("fr", "pseudo", "en") from `dir` (a folder of strings files), or the embedded
// ones when `dir` is empty. Missing keys fall back to English and are named in `missing`; nullopt when the
// file does not exist or does not load (its problems in `out`).
struct LanguageLoad {
    std::optional<Strings> table;
    std::vector<std::string> missing;
};
[[nodiscard]] LanguageLoad load_language(std::string_view code, const std::string& dir, Diagnostics& out);
// The language code a LANG value names: "fr_FR.UTF-8" -> "fr"; "C", "POSIX" and "" -> "en".
[[nodiscard]] std::string language_of_locale(std::string_view lang);

}  // namespace yoord
