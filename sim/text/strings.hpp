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
//
// The grammar another language needs is data in its file, not code per sentence (docs/reference/strings.md):
// a [grammar] table declares the noun classes ("m", "f"), the CLDR plural rule, and forms such as
// `the = { m = "o {name}", f = "a {name}" }`; a template writes {the:object} or {of_the:item} and the form agrees
// with the noun. {n?one:flecha|other:flechas} picks by a number's plural category, {object?m:ferido|f:ferida}
// by a noun's class (or `you`), and branches may hold blanks. A [names] table gives each content row its words
// in the language, keyed by row id, with its class: content rows stay language-free.

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
    "table",   "id",     "keys",      "added",    "edited", "removed",
};

struct Template {
    std::string text;
    Tone tone = Tone::plain;
    friend bool operator==(const Template&, const Template&) = default;
};

// A creature or thing as a sentence names it.
struct Noun {
    std::string name;        // "you", "the rat", "it"
    std::string possessive;  // "your", "the rat's", "its"
    bool you = false;        // second person: verbs take the "you" form
    std::string bare = {};   // the name without its article ("rat"); empty: `name` as it is
    std::string gender = {}; // the noun class the language file gives it ("m", "f"); empty: found from `bare`
    bool pronoun = false;    // "it": a creature the player does not see
};

// A content row's words in one language ([names] in its file): the name, its plural, its noun class, and the
// row's other player text.
struct RowWords {
    std::string text;
    std::string plural;
    std::string gender;
    std::string description;
    std::string noun;
    std::string verb;
    friend bool operator==(const RowWords&, const RowWords&) = default;
};

// A language's CLDR plural rule for cardinal numbers (https://cldr.unicode.org, plurals.xml), integers only.
enum class PluralRule : std::uint8_t {
    one_is_1,       // one: n = 1 (en, es, de, it ...)
    one_is_0_or_1,  // one: i = 0,1 (pt, fr)
    no_plural,      // other only (ht, ja, zh ...): the noun does not change
};
[[nodiscard]] std::optional<PluralRule> plural_rule_named(std::string_view name);
// "one" or "other".
[[nodiscard]] std::string_view plural_category(PluralRule rule, long long n);

// What a language file declares about its grammar ([grammar]).
struct Grammar {
    std::vector<std::string> genders;  // noun classes, the first the default; empty: none (English)
    PluralRule plurals = PluralRule::one_is_1;
    // Keys whose text is rightly English's word for word (a unit such as "Ma", a word both languages share):
    // the translator lists them, and --check-lang does not call them untranslated.
    std::vector<std::string> same_as_english;
    // form name -> case ("m", "f", "m_other", "you", "it") -> template with {name}
    std::map<std::string, std::map<std::string, std::string, std::less<>>, std::less<>> forms;
    friend bool operator==(const Grammar&, const Grammar&) = default;
};

// What fills one template.
struct Fill {
    std::optional<Noun> subject = {};
    std::optional<Noun> object = {};
    std::vector<std::pair<std::string_view, std::string>> args = {};
};

class Strings;
// `text` with its blanks filled, by the grammar of `language` (English's when null). A blank the fill lacks is
// left as written ("{item}"), so a missing argument shows on screen and in tests rather than vanishing.
[[nodiscard]] std::string fill_template(std::string_view text, const Fill& fill, const Strings* language = nullptr);

class Strings {
public:
    // Parses one strings file. Every problem goes to `out` as path:line:col; nullopt when any is an error.
    [[nodiscard]] static std::optional<Strings> parse(std::string_view text, const std::string& path,
                                                      Diagnostics& out);
    // The English table's compact form compiled into the binary (sim/text/english_compact.hpp): what parse()
    // loaded from content/strings/en.toml at build time, without parsing it again.
    [[nodiscard]] static Strings from_english_compact();

    [[nodiscard]] const Template* find(std::string_view key) const;
    [[nodiscard]] const std::map<std::string, Template, std::less<>>& all() const noexcept { return table_; }
    [[nodiscard]] std::size_t size() const noexcept { return table_.size(); }

    // Copies in every key of `english` this table lacks; returns those keys, sorted.
    std::vector<std::string> fall_back_to(const Strings& english);

    // The filled sentence for `key`, and its tone. An unknown key gives "[key]".
    [[nodiscard]] std::string format(std::string_view key, const Fill& fill) const;
    [[nodiscard]] Tone tone(std::string_view key) const;

    void set(std::string key, Template t) { table_[std::move(key)] = std::move(t); }

    [[nodiscard]] const Grammar& grammar() const noexcept { return grammar_; }
    void set_grammar(Grammar g) { grammar_ = std::move(g); }
    // Whether the file has a [grammar]: without one, English's rules (a/an, "-s" plurals) apply.
    [[nodiscard]] bool has_grammar() const noexcept { return !grammar_.genders.empty(); }
    // A row's words, by row id, or null when the file does not name it ([names]).
    [[nodiscard]] const RowWords* row_words(std::string_view id) const;
    [[nodiscard]] const std::map<std::string, RowWords, std::less<>>& names() const noexcept { return names_; }
    void set_row_words(std::string id, RowWords w);
    // The class of the noun a phrase is built on ("+1 adaga" -> "f"), and whether it is the plural: the known
    // name ([names], [grammar.nouns]) that starts earliest in it, the longest on a tie; the first class if none.
    struct NounClass {
        std::string gender;
        bool plural = false;
        bool known = false;
    };
    [[nodiscard]] NounClass class_of(std::string_view phrase) const;
    // The plural of a name this file knows (a row's or a [grammar.nouns] word), or nullopt.
    [[nodiscard]] std::optional<std::string> plural_of(std::string_view name) const;
    // Where each key was written (line, column): --check-lang and the completeness test name it.
    [[nodiscard]] std::pair<int, int> place_of(std::string_view key) const;
    // Every key's place, sentences' and groups' alike.
    [[nodiscard]] const std::map<std::string, std::pair<int, int>, std::less<>>& places() const noexcept { return places_; }

    // Two tables that hold the same sentences, grammar, names and places: the compact form's test.
    friend bool operator==(const Strings&, const Strings&) = default;

private:
    std::map<std::string, Template, std::less<>> table_;
    Grammar grammar_;
    std::map<std::string, RowWords, std::less<>> names_;
    std::vector<RowWords> nouns_;  // [grammar.nouns]: words the names are built on ("poção"), for their class
    std::map<std::string, std::pair<int, int>, std::less<>> places_;
    friend class StringsReader;
};

// The pseudo-locale, generated from English, never written by hand: every vowel accented and every template
// padded a third longer, blanks and verb marks kept, so a screen that fits it fits a longer language. What is
// typed rather than read stays as it is: a flag ("--lang") and a name in capitals ("LC_ALL", "DIR", "HP").
[[nodiscard]] std::string pseudo_locale_text(std::string_view text);
[[nodiscard]] Strings pseudo_locale(const Strings& english);

// The English table compiled into the binary (content/strings/en.toml), from its compact form: the build
// refuses a file that does not load, and a test holds the form equal to the file's parse.
[[nodiscard]] const Strings& english_strings();
// The table sentences are read from: English unless use_strings() chose another.
[[nodiscard]] const Strings& active_strings();
void use_strings(Strings table);
// The active table's sentence for `key`: for text with no creature in it (menus, panels, fragments).
[[nodiscard]] std::string phrase(std::string_view key, const Fill& fill = {});
// phrase() with named arguments only: phrase("hud.depth", {{"n", "3"}}).
[[nodiscard]] std::string phrase(std::string_view key,
                                 std::vector<std::pair<std::string_view, std::string>> args);

// A content row's words in the active language: its [names] entry's field, else `english` (the row's own).
enum class RowText : std::uint8_t { name, description, noun, verb };
[[nodiscard]] std::string row_text(std::string_view id, RowText field, std::string_view english);
// A row's name and description in the active language (any row with `id`, `name` and `description`).
template <class Row>
[[nodiscard]] std::string row_name(const Row& row) {
    return row_text(row.id, RowText::name, row.name);
}
template <class Row>
[[nodiscard]] std::string row_description(const Row& row) {
    return row_text(row.id, RowText::description, row.description);
}

// A language's table: `code` ("fr", "pseudo", "en") from `dir` (a folder of strings files), or the embedded
// ones when `dir` is empty. Missing keys fall back to English and are named in `missing`; nullopt when the
// file does not exist or does not load (its problems in `out`).
struct LanguageLoad {
    std::optional<Strings> table;
    std::vector<std::string> missing;
};
// A strings file compiled into the binary ("pt.toml"), or nullopt.
[[nodiscard]] std::optional<std::string_view> embedded_strings_text(std::string_view file);
[[nodiscard]] LanguageLoad load_language(std::string_view code, const std::string& dir, Diagnostics& out);
// The language code a LANG value names: "fr_FR.UTF-8" -> "fr"; "C", "POSIX" and "" -> "en".
[[nodiscard]] std::string language_of_locale(std::string_view lang);

}  // namespace yoord
