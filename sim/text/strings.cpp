#include "sim/text/strings.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <toml++/toml.h>

#include "core/io/toml_file.hpp"
#include "sim/tables/embedded.hpp"
#include "sim/text/english_compact.hpp"

namespace yoord {

namespace {

bool is_placeholder(std::string_view name) {
    return std::find(std::begin(kPlaceholders), std::end(kPlaceholders), name) != std::end(kPlaceholders);
}

// Whether a blank written now opens a sentence: nothing before it, or a full stop, "!" or "?" and a space.
bool opens_sentence(std::string_view out) {
    // Spanish opens an exclamation or a question with '¡' or '¿' (C2 A1, C2 BF): the word after it opens the
    // sentence when the mark does.
    bool inverted = false;
    while (out.ends_with("\xc2\xa1") || out.ends_with("\xc2\xbf")) {
        out.remove_suffix(2);
        inverted = true;
    }
    if (inverted) {
        while (!out.empty() && out.back() == ' ') out.remove_suffix(1);
        return out.empty() || out.back() == '.' || out.back() == '!' || out.back() == '?';
    }
    std::size_t end = out.size();
    while (end > 0 && out[end - 1] == ' ') --end;
    if (end == 0) return true;
    if (end == out.size()) return false;  // no space: the blank is inside a word
    const char c = out[end - 1];
    return c == '.' || c == '!' || c == '?';
}

// The '}' that closes the '{' at `open`, counting the blanks nested inside it; npos when there is none.
std::size_t matching_close(std::string_view text, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == '{') ++depth;
        if (text[i] == '}' && --depth == 0) return i;
    }
    return std::string_view::npos;
}

// The first `c` in `s` outside nested blanks.
std::size_t find_top(std::string_view s, char c) {
    int depth = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '{') ++depth;
        if (s[i] == '}') --depth;
        if (depth == 0 && s[i] == c) return i;
    }
    return std::string_view::npos;
}

// `s` split at each top-level `sep`, with each piece's offset in `s`.
std::vector<std::pair<std::size_t, std::string_view>> split_top(std::string_view s, char sep) {
    std::vector<std::pair<std::size_t, std::string_view>> out;
    std::size_t from = 0;
    while (true) {
        const std::size_t at = find_top(s.substr(from), sep);
        if (at == std::string_view::npos) {
            out.emplace_back(from, s.substr(from));
            return out;
        }
        out.emplace_back(from, s.substr(from, at));
        from += at + 1;
    }
}

// Whether a template is a sentence (it ends with ".", "!", "?" or the ":" that opens a list), not a fragment such
// as a name ("{item} (x{n})"): only a sentence capitalises the blank it opens with.
bool is_sentence(std::string_view text) {
    const auto ends_a_sentence = [](char c) { return c == '.' || c == '!' || c == '?' || c == ':'; };
    const std::size_t last = text.find_last_not_of(" ~");  // the pseudo-locale pads with '~'
    if (last == std::string_view::npos) return false;
    if (text[last] != '}') return ends_a_sentence(text[last]);
    // A closing alternation, "{is blinded.|are blinded!}": a sentence when a branch ends one.
    std::size_t open = last;
    for (int depth = 0; open != std::string_view::npos; --open) {
        if (text[open] == '}') ++depth;
        if (text[open] == '{' && --depth == 0) break;
        if (open == 0) return false;
    }
    std::string_view rest = text.substr(open + 1, last - open - 1);
    while (true) {
        const std::size_t bar = find_top(rest, '|');
        const std::string_view branch = rest.substr(0, bar);
        const std::size_t end = branch.find_last_not_of(" ~");
        if (end != std::string_view::npos && ends_a_sentence(branch[end])) return true;
        if (bar == std::string_view::npos) return false;
        rest.remove_prefix(bar + 1);
    }
}

void capitalise_at(std::string& out, std::size_t at) {
    if (at >= out.size()) return;
    const auto first = static_cast<unsigned char>(out[at]);
    if (first < 0x80) {
        out[at] = static_cast<char>(std::toupper(first));
    } else if (first == 0xC3 && at + 1 < out.size()) {
        // A Latin-1 letter in UTF-8 ("á" is C3 A1): its capital is 0x20 below it ("Á" is C3 81), but for the
        // two that have none (÷, ÿ).
        const auto second = static_cast<unsigned char>(out[at + 1]);
        if (second >= 0xA0 && second <= 0xBE && second != 0xB7) out[at + 1] = static_cast<char>(second - 0x20);
    }
}

void append_blank(std::string& out, std::string_view value, bool sentence) {
    const bool capital = sentence && opens_sentence(out);
    const std::size_t at = out.size();
    out += value;
    if (capital) capitalise_at(out, at);
}

bool is_number(std::string_view s) {
    if (!s.empty() && s.front() == '-') s.remove_prefix(1);
    return !s.empty() && s.size() < 18 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// What a template's blank reads from.
struct Filler {
    const Fill& fill;
    const Strings* language;  // its grammar and names; null: English
    bool sentence;
};

std::optional<std::string> arg_value(std::string_view name, const Fill& fill) {
    for (const auto& [arg, value] : fill.args) {
        if (arg == name) return value;
    }
    return std::nullopt;
}

// A noun a form or a selector reads: a creature of the fill, or a named argument whose class the names give.
struct NounView {
    std::string text;
    std::string bare;
    std::string gender;
    bool you = false;
    bool pronoun = false;
    bool plural = false;
};

std::optional<NounView> noun_named(std::string_view name, const Filler& f) {
    const Strings* lang = f.language;
    const auto classed = [&](NounView v) {
        if (lang != nullptr && (v.gender.empty() || !v.plural)) {
            const Strings::NounClass c = lang->class_of(v.bare);
            if (v.gender.empty()) v.gender = c.gender;
            v.plural = v.plural || c.plural;
        }
        return v;
    };
    const std::optional<Noun>* noun = name == "subject" ? &f.fill.subject : name == "object" ? &f.fill.object : nullptr;
    if (noun != nullptr) {
        if (!noun->has_value()) return std::nullopt;
        const Noun& n = **noun;
        return classed(NounView{n.name, n.bare.empty() ? n.name : n.bare, n.gender, n.you, n.pronoun, false});
    }
    const auto value = arg_value(name, f.fill);
    if (!value) return std::nullopt;
    return classed(NounView{*value, *value, "", false, false, false});
}

// The case of a form that fits `noun`: "you", "it", "<class>_other", "<class>", else the first class's.
const std::string* form_case(const std::map<std::string, std::string, std::less<>>& cases, const NounView& noun,
                             const Grammar& grammar) {
    const auto find = [&](const std::string& key) -> const std::string* {
        const auto it = cases.find(key);
        return it == cases.end() ? nullptr : &it->second;
    };
    if (noun.you) return find("you");
    if (noun.pronoun) return find("it");
    if (noun.plural) {
        if (const auto* s = find(noun.gender + "_other")) return s;
    }
    if (const auto* s = find(noun.gender)) return s;
    if (!grammar.genders.empty()) return find(grammar.genders.front());
    return nullptr;
}

void fill_into(std::string& out, std::string_view text, const Filler& f);

// Fills a chosen branch in place, so its blanks see the words before them; capitalised when it opens a
// sentence, like a blank.
void append_branch(std::string& out, std::string_view branch, const Filler& f) {
    const bool capital = f.sentence && opens_sentence(out);
    const std::size_t at = out.size();
    fill_into(out, branch, f);
    if (capital) capitalise_at(out, at);
}

// {key?case:text|case:text}: the branch whose case fits the key's value (a number's plural category, a noun's
// class or "you"), else the "other" branch.
bool expand_selector(std::string& out, std::string_view key, std::string_view body, const Filler& f) {
    std::vector<std::string> fits;
    if (const auto value = arg_value(key, f.fill); value && is_number(*value)) {
        const PluralRule rule = f.language != nullptr && f.language->has_grammar() ? f.language->grammar().plurals
                                                                                  : PluralRule::one_is_1;
        fits.emplace_back(plural_category(rule, std::stoll(*value)));
    } else if (const auto noun = noun_named(key, f)) {
        if (noun->you) fits.emplace_back("you");
        if (noun->pronoun) fits.emplace_back("it");
        if (noun->plural) fits.push_back(noun->gender + "_other");
        fits.push_back(noun->gender);
    }
    // Without the noun (a look that names no creature) the "other" branch stands in.
    fits.emplace_back("other");
    const auto branches = split_top(body, '|');
    for (const std::string& want : fits) {
        for (const auto& [at, branch] : branches) {
            const std::size_t colon = branch.find(':');
            if (colon != std::string_view::npos && branch.substr(0, colon) == want) {
                append_branch(out, branch.substr(colon + 1), f);
                return true;
            }
        }
    }
    return true;  // no branch fits and none is "other": nothing
}

// {form:key}: the language's form for the noun (its article, a contraction), else the noun as it is.
bool expand_form(std::string& out, std::string_view form, std::string_view key, const Filler& f) {
    const auto noun = noun_named(key, f);
    if (!noun) return false;
    const Grammar* grammar = f.language != nullptr ? &f.language->grammar() : nullptr;
    const std::string* pattern = nullptr;
    if (grammar != nullptr) {
        if (const auto it = grammar->forms.find(form); it != grammar->forms.end()) pattern = form_case(it->second, *noun, *grammar);
    }
    if (pattern == nullptr) {
        append_blank(out, noun->text, f.sentence);
        return true;
    }
    Fill inner;
    inner.args = {{"name", noun->bare}};
    append_blank(out, fill_template(*pattern, inner, nullptr), f.sentence);
    return true;
}

// One blank's inside (between its braces): true when it was filled.
bool expand(std::string& out, std::string_view inner, const Filler& f) {
    const bool you = f.fill.subject && f.fill.subject->you;
    if (const std::size_t q = find_top(inner, '?'); q != std::string_view::npos) {
        return expand_selector(out, inner.substr(0, q), inner.substr(q + 1), f);
    }
    if (const std::size_t bar = find_top(inner, '|'); bar != std::string_view::npos) {
        // Two branches, third person | you; found in place, so a quiet turn's sentence allocates nothing more.
        const std::string_view second = inner.substr(bar + 1);
        append_branch(out, you ? second.substr(0, find_top(second, '|')) : inner.substr(0, bar), f);
        return true;
    }
    if (const std::size_t colon = inner.find(':'); colon != std::string_view::npos) {
        return expand_form(out, inner.substr(0, colon), inner.substr(colon + 1), f);
    }
    std::optional<std::string> value;
    if (inner == "s") value = you ? "" : "s";
    else if (inner == "es") value = you ? "" : "es";
    else if (inner == "subject" && f.fill.subject) value = f.fill.subject->name;
    else if (inner == "subject's" && f.fill.subject) value = f.fill.subject->possessive;
    else if (inner == "object" && f.fill.object) value = f.fill.object->name;
    else if (inner == "object's" && f.fill.object) value = f.fill.object->possessive;
    else value = arg_value(inner, f.fill);
    if (!value) return false;
    append_blank(out, *value, f.sentence);
    return true;
}

void fill_into(std::string& out, std::string_view text, const Filler& f) {
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t open = text.find('{', i);
        if (open == std::string_view::npos) {
            out += text.substr(i);
            return;
        }
        out += text.substr(i, open - i);
        const std::size_t close = matching_close(text, open);
        if (close == std::string_view::npos) {
            out += text.substr(open);
            return;
        }
        const std::size_t before = out.size();
        if (!expand(out, text.substr(open + 1, close - open - 1), f)) out += text.substr(open, close - open + 1);
        i = close + 1;
        // A blank that came out empty leaves no doubled space, nor a space before the punctuation after it.
        const bool empty = out.size() == before;
        const bool space_or_stop_next = i < text.size() && std::string_view(" .,!?:;").find(text[i]) != std::string_view::npos;
        if (empty && space_or_stop_next && !out.empty() && out.back() == ' ') out.pop_back();
    }
}

bool is_plural_category(std::string_view c) {
    return c == "zero" || c == "one" || c == "two" || c == "few" || c == "many" || c == "other";
}

// Checks one template's blanks, nested ones too; `line`/`column` locate the value's opening quote, `offset` the
// text's place in it. Forms and classes are the file's own ([grammar]).
void check_template(std::string_view text, const Grammar& grammar, const std::string& path, int line, int column,
                    std::size_t offset, Diagnostics& out) {
    const auto at = [&](std::size_t i) { return column + 1 + static_cast<int>(offset + i); };
    std::vector<std::string> known(std::begin(kPlaceholders), std::end(kPlaceholders));
    const auto unknown = [&](std::string_view name, std::size_t i) {
        std::string message = "unknown placeholder '{" + std::string(name) + "}'";
        std::vector<std::string> with_marks = known;
        with_marks.emplace_back("s");
        with_marks.emplace_back("es");
        if (const auto guess = did_you_mean(name, with_marks)) message += "; did you mean '{" + *guess + "}'?";
        out.error(path, line, at(i), message);
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '}') {
            out.error(path, line, at(i), "a '}' with no '{' before it");
            ++i;
            continue;
        }
        if (text[i] != '{') {
            ++i;
            continue;
        }
        const std::size_t close = matching_close(text, i);
        if (close == std::string_view::npos) {
            out.error(path, line, at(i), "a '{' that is never closed with '}'");
            return;
        }
        const std::string_view inner = text.substr(i + 1, close - i - 1);
        const std::size_t body = i + 1;
        if (const std::size_t q = find_top(inner, '?'); q != std::string_view::npos) {
            if (!is_placeholder(inner.substr(0, q))) unknown(inner.substr(0, q), i);
            for (const auto& [from, branch] : split_top(inner.substr(q + 1), '|')) {
                const std::size_t colon = branch.find(':');
                const std::string_view c = branch.substr(0, colon);
                const bool known_case = is_plural_category(c) || c == "you" || c == "it" ||
                                        std::find(grammar.genders.begin(), grammar.genders.end(), c) != grammar.genders.end() ||
                                        (c.ends_with("_other") && std::find(grammar.genders.begin(), grammar.genders.end(),
                                                                            c.substr(0, c.size() - 6)) != grammar.genders.end());
                const std::size_t branch_at = body + q + 1 + from;
                if (colon == std::string_view::npos || !known_case) {
                    out.error(path, line, at(branch_at),
                              "a choice needs 'case:text', the case a plural category (one, other ...), a noun class "
                              "of [grammar] genders, 'you' or 'it'; got '" + std::string(branch) + "'");
                    continue;
                }
                check_template(branch.substr(colon + 1), grammar, path, line, column, offset + branch_at + colon + 1, out);
            }
        } else if (find_top(inner, '|') != std::string_view::npos) {
            for (const auto& [from, branch] : split_top(inner, '|')) {
                check_template(branch, grammar, path, line, column, offset + body + from, out);
            }
        } else if (const std::size_t colon = inner.find(':'); colon != std::string_view::npos) {
            const std::string_view form = inner.substr(0, colon);
            if (!grammar.forms.contains(form)) {
                out.error(path, line, at(i), "unknown form '" + std::string(form) + "' in '{" + std::string(inner) +
                                                 "}'; the forms are the keys of [grammar.forms]");
            }
            if (!is_placeholder(inner.substr(colon + 1))) unknown(inner.substr(colon + 1), i);
        } else if (inner != "s" && inner != "es" && !is_placeholder(inner)) {
            unknown(inner, i);
        }
        i = close + 1;
    }
}

int line_of(const toml::node& n) { return static_cast<int>(n.source().begin.line); }
int column_of(const toml::node& n) { return static_cast<int>(n.source().begin.column); }

std::string accented(char c) {
    switch (c) {
        case 'a': return "\xc3\xa1";
        case 'e': return "\xc3\xa9";
        case 'i': return "\xc3\xad";
        case 'o': return "\xc3\xb3";
        case 'u': return "\xc3\xba";
        case 'A': return "\xc3\x81";
        case 'E': return "\xc3\x89";
        case 'I': return "\xc3\x8d";
        case 'O': return "\xc3\x93";
        case 'U': return "\xc3\x9a";
        default: return std::string(1, c);
    }
}

// How long the word at `text[at]` is when it is typed, not read: a flag ("--lang") or a name in capitals
// ("LC_ALL", "DIR"); 0 for a word to accent. The pseudo-locale leaves those as they are, as a translator does.
std::size_t typed_word_length(std::string_view text, std::size_t at) {
    const auto upper = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; };
    const auto lower = [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; };
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) != 0 || text[at - 1] == '-')) return 0;
    std::size_t end = at;
    if (text.substr(at, 2) == "--") {
        end += 2;
        while (end < text.size() && lower(text[end])) ++end;
        return end - at > 2 ? end - at : 0;
    }
    while (end < text.size() && upper(text[end])) ++end;
    const bool word_ends = end == text.size() || std::isalpha(static_cast<unsigned char>(text[end])) == 0;
    return end - at >= 2 && word_ends && text[at] >= 'A' && text[at] <= 'Z' ? end - at : 0;
}

// A test program's folder's strings/ in place of the compiled-in files (the seam in sim/tables/embedded.hpp).
std::optional<std::string_view> test_strings_text(const std::filesystem::path& dir, std::string_view file) {
    static const std::map<std::string, std::string, std::less<>> files = [&dir] {
        std::map<std::string, std::string, std::less<>> out;
        if (!std::filesystem::is_directory(dir / "strings")) return out;
        for (const auto& entry : std::filesystem::directory_iterator(dir / "strings")) {
            if (!entry.is_regular_file() || entry.path().extension() != ".toml") continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            out.emplace(entry.path().filename().string(), text.str());
        }
        return out;
    }();
    const auto it = files.find(file);
    if (it == files.end()) return std::nullopt;
    return std::string_view(it->second);
}

}  // namespace

std::optional<std::string_view> embedded_strings_text(std::string_view file) {
    if (const auto dir = embedded::test_content_dir()) return test_strings_text(*dir, file);
    for (std::size_t i = 0; i < embedded::kStringFileCount; ++i) {
        const embedded::Blob& b = embedded::kStringFiles[i];
        if (file == b.name) return std::string_view(reinterpret_cast<const char*>(b.data), b.size);
    }
    return std::nullopt;
}

namespace {

std::optional<std::string_view> embedded_strings_file(std::string_view file) { return embedded_strings_text(file); }

// The table use_strings() chose; while none is chosen, English is read where it is rather than copied (a copy
// of the English table was a twentieth of a start: docs/explanation/performance/content.md).
std::optional<Strings>& chosen_table() {
    static std::optional<Strings> table;
    return table;
}

}  // namespace

// Reads a strings file into a table: [grammar] first (the templates' forms and classes are its), then
// [names], then every group of sentences.
class StringsReader {
public:
    StringsReader(Strings& into, const std::string& path, Diagnostics& out) : into_(into), path_(path), out_(out) {}

    void read(const toml::table& root) {
        if (const auto* g = root.get("grammar")) read_grammar(*g);
        if (const auto* n = root.get("names")) read_names(*n);
        for (const auto& [key, node] : root) {
            if (key.str() == "grammar" || key.str() == "names") continue;
            read_group_node(std::string(key.str()), node);
        }
    }

private:
    void error(const toml::node& at, std::string message) { out_.error(path_, line_of(at), column_of(at), std::move(message)); }

    void read_grammar(const toml::node& node) {
        const auto* table = node.as_table();
        if (table == nullptr) return error(node, "[grammar] must be a table");
        Grammar g;
        const toml::node* nouns = nullptr;
        for (const auto& [key, value] : *table) {
            const std::string_view k = key.str();
            if (k == "genders") {
                const auto* list = value.as_array();
                if (list != nullptr) {
                    for (const auto& v : *list) {
                        if (v.is_string()) g.genders.push_back(v.as_string()->get());
                    }
                }
                if (list == nullptr || g.genders.empty()) error(value, "genders must be a list of noun classes: [\"m\", \"f\"]");
            } else if (k == "plurals") {
                const auto rule = value.is_string() ? plural_rule_named(value.as_string()->get()) : std::nullopt;
                if (rule) {
                    g.plurals = *rule;
                } else {
                    error(value, "plurals must be one of \"one_is_1\" (en, es), \"one_is_0_or_1\" (pt, fr), \"no_plural\" (ht)");
                }
            } else if (k == "forms") {
                read_forms(value, g);
            } else if (k == "same_as_english" && value.is_array()) {
                for (const auto& v : *value.as_array()) {
                    if (v.is_string()) g.same_as_english.push_back(v.as_string()->get());
                }
            } else if (k == "nouns") {
                nouns = &value;  // read once the classes are known
            } else {
                error(value, "[grammar] has an unknown key '" + std::string(k) + "' (genders, plurals, same_as_english, forms, nouns)");
            }
        }
        if (g.genders.empty()) error(node, "[grammar] needs genders, the noun classes (one is enough: [\"n\"])");
        into_.grammar_ = std::move(g);
        if (nouns != nullptr) {
            read_row_words(*nouns, "grammar.nouns", [&](std::string, RowWords w) { into_.nouns_.push_back(std::move(w)); });
        }
    }

    void read_forms(const toml::node& node, Grammar& g) {
        const auto* table = node.as_table();
        if (table == nullptr) return error(node, "[grammar.forms] must be a table of forms");
        for (const auto& [name, cases] : *table) {
            const auto* each = cases.as_table();
            if (each == nullptr) {
                error(cases, "the form '" + std::string(name.str()) + "' must be { m = \"...{name}\", f = ... }");
                continue;
            }
            auto& into = g.forms[std::string(name.str())];
            for (const auto& [c, text] : *each) {
                if (!text.is_string()) {
                    error(text, "a form's case is a string with {name} where the noun goes");
                    continue;
                }
                into[std::string(c.str())] = text.as_string()->get();
            }
        }
    }

    template <class Put>
    void read_row_words(const toml::node& node, const std::string& where, Put put) {
        const auto* table = node.as_table();
        if (table == nullptr) return error(node, "[" + where + "] must be a table: id = { text = ..., gender = ... }");
        for (const auto& [id, value] : *table) {
            RowWords w;
            places_of(where + "." + std::string(id.str()), value);
            if (const auto* text = value.as_string()) {
                w.text = text->get();
            } else if (const auto* fields = value.as_table()) {
                for (const auto& [field, v] : *fields) {
                    std::string* slot = field.str() == "text"          ? &w.text
                                        : field.str() == "plural"      ? &w.plural
                                        : field.str() == "gender"      ? &w.gender
                                        : field.str() == "description" ? &w.description
                                        : field.str() == "noun"        ? &w.noun
                                        : field.str() == "verb"        ? &w.verb
                                                                       : nullptr;
                    if (slot == nullptr || !v.is_string()) {
                        error(v, "'" + std::string(id.str()) + "." + std::string(field.str()) +
                                     "': a name has text, plural, gender, description, noun and verb, each a string");
                        continue;
                    }
                    *slot = v.as_string()->get();
                }
            } else {
                error(value, "'" + std::string(id.str()) + "' must be a name: \"...\" or { text = ..., gender = ... }");
                continue;
            }
            const auto& genders = into_.grammar_.genders;
            if (!w.gender.empty() && std::find(genders.begin(), genders.end(), w.gender) == genders.end()) {
                error(value, "'" + std::string(id.str()) + "' has the class '" + w.gender +
                                 "', which [grammar] genders does not list");
            }
            put(std::string(id.str()), std::move(w));
        }
    }

    void read_names(const toml::node& node) {
        read_row_words(node, "names", [&](std::string id, RowWords w) { into_.names_[std::move(id)] = std::move(w); });
    }

    void places_of(const std::string& key, const toml::node& node) {
        into_.places_[key] = {line_of(node), column_of(node)};
    }

    void read_group_node(const std::string& name, const toml::node& node) {
        places_of(name, node);
        if (const auto* text = node.as_string()) {
            check_template(text->get(), into_.grammar_, path_, line_of(node), column_of(node), 0, out_);
            into_.set(name, Template{text->get(), Tone::plain});
            return;
        }
        const auto* table = node.as_table();
        if (table == nullptr) {
            return error(node, "'" + name + "' must be a sentence (a string), { text = ..., tone = ... } or a group");
        }
        if (!table->is_inline()) {
            for (const auto& [key, child] : *table) read_group_node(name + "." + std::string(key.str()), child);
            return;
        }
        Template t;
        bool has_text = false;
        for (const auto& [field, value] : *table) {
            if (field.str() == "text" && value.is_string()) {
                t.text = value.as_string()->get();
                check_template(t.text, into_.grammar_, path_, line_of(value), column_of(value), 0, out_);
                has_text = true;
            } else if (field.str() == "tone" && value.is_string()) {
                const std::string tone = value.as_string()->get();
                if (const auto parsed = tone_named(tone)) {
                    t.tone = *parsed;
                } else {
                    error(value, "unknown tone '" + tone + "'; a tone is plain, good, danger or info");
                }
            } else {
                error(value, "'" + name + "' has an unknown key '" + std::string(field.str()) +
                                 "' (a sentence has text, a string, and tone, a string)");
            }
        }
        if (!has_text) error(node, "'" + name + "' has no text");
        into_.set(name, std::move(t));
    }

    Strings& into_;
    const std::string& path_;
    Diagnostics& out_;
};

std::optional<PluralRule> plural_rule_named(std::string_view name) {
    if (name == "one_is_1") return PluralRule::one_is_1;
    if (name == "one_is_0_or_1") return PluralRule::one_is_0_or_1;
    if (name == "no_plural") return PluralRule::no_plural;
    return std::nullopt;
}

std::string_view plural_category(PluralRule rule, long long n) {
    switch (rule) {
        case PluralRule::one_is_1: return n == 1 ? "one" : "other";
        case PluralRule::one_is_0_or_1: return n == 0 || n == 1 ? "one" : "other";
        case PluralRule::no_plural: return "other";
    }
    return "other";
}

std::string fill_template(std::string_view text, const Fill& fill, const Strings* language) {
    std::string out;
    out.reserve(text.size() + 16);
    fill_into(out, text, Filler{fill, language, is_sentence(text)});
    return out;
}

std::optional<Strings> Strings::parse(std::string_view text, const std::string& path, Diagnostics& out) {
    toml::table root;
    try {
        root = toml::parse(text, path);
    } catch (const toml::parse_error& e) {
        const auto& b = e.source().begin;
        out.error(path, static_cast<int>(b.line), static_cast<int>(b.column), std::string(e.description()));
        return std::nullopt;
    }
    Strings table;
    const std::size_t errors_before = out.error_count();
    StringsReader(table, path, out).read(root);
    if (out.error_count() > errors_before) return std::nullopt;
    return table;
}

const Template* Strings::find(std::string_view key) const {
    const auto it = table_.find(key);
    return it == table_.end() ? nullptr : &it->second;
}

std::vector<std::string> Strings::fall_back_to(const Strings& english) {
    std::vector<std::string> missing;
    for (const auto& [key, t] : english.table_) {
        if (table_.contains(key)) continue;
        table_.emplace(key, t);
        missing.push_back(key);
    }
    return missing;
}

const RowWords* Strings::row_words(std::string_view id) const {
    const auto it = names_.find(id);
    return it == names_.end() ? nullptr : &it->second;
}

void Strings::set_row_words(std::string id, RowWords w) { names_[std::move(id)] = std::move(w); }

namespace {

// Where `word` starts in `phrase` as whole words (not inside a longer word), or npos.
std::size_t find_word(std::string_view phrase, std::string_view word) {
    if (word.empty()) return std::string_view::npos;
    const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || (static_cast<unsigned char>(c) & 0x80) != 0; };
    for (std::size_t at = phrase.find(word); at != std::string_view::npos; at = phrase.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        if ((at == 0 || !letter(phrase[at - 1])) && (end == phrase.size() || !letter(phrase[end]))) return at;
    }
    return std::string_view::npos;
}

}  // namespace

Strings::NounClass Strings::class_of(std::string_view phrase) const {
    NounClass best;
    if (!grammar_.genders.empty()) best.gender = grammar_.genders.front();
    std::size_t best_at = std::string_view::npos;
    std::size_t best_size = 0;
    const auto consider = [&](const RowWords& w) {
        for (const bool plural : {false, true}) {
            const std::string& word = plural ? w.plural : w.text;
            const std::size_t at = find_word(phrase, word);
            if (at == std::string_view::npos) continue;
            if (best_at != std::string_view::npos && (at > best_at || (at == best_at && word.size() <= best_size))) continue;
            best_at = at;
            best_size = word.size();
            best.plural = plural && w.plural != w.text;
            best.known = true;
            if (!w.gender.empty()) best.gender = w.gender;
            else if (!grammar_.genders.empty()) best.gender = grammar_.genders.front();
        }
    };
    for (const auto& [id, w] : names_) consider(w);
    for (const RowWords& w : nouns_) consider(w);
    return best;
}

std::optional<std::string> Strings::plural_of(std::string_view name) const {
    for (const auto& [id, w] : names_) {
        if (w.text == name && !w.plural.empty()) return w.plural;
    }
    for (const RowWords& w : nouns_) {
        if (w.text == name && !w.plural.empty()) return w.plural;
    }
    return std::nullopt;
}

std::pair<int, int> Strings::place_of(std::string_view key) const {
    const auto it = places_.find(key);
    return it == places_.end() ? std::pair<int, int>{0, 0} : it->second;
}

std::string row_text(std::string_view id, RowText field, std::string_view english) {
    const RowWords* w = active_strings().row_words(id);
    if (w == nullptr) return std::string(english);
    const std::string* pick = nullptr;
    switch (field) {
        case RowText::name: pick = &w->text; break;
        case RowText::description: pick = &w->description; break;
        case RowText::noun: pick = &w->noun; break;
        case RowText::verb: pick = &w->verb; break;
    }
    return pick == nullptr || pick->empty() ? std::string(english) : *pick;
}

std::string Strings::format(std::string_view key, const Fill& fill) const {
    const Template* t = find(key);
    if (t == nullptr) return "[" + std::string(key) + "]";
    return fill_template(t->text, fill, has_grammar() ? this : nullptr);
}

Tone Strings::tone(std::string_view key) const {
    const Template* t = find(key);
    return t == nullptr ? Tone::plain : t->tone;
}

std::string pseudo_locale_text(std::string_view text) {
    std::string out;
    std::size_t width = 0;  // display columns of the text outside blanks
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            const std::size_t end = close == std::string_view::npos ? text.size() : close + 1;
            out += text.substr(i, end - i);
            i = end;
            continue;
        }
        if (const std::size_t typed = typed_word_length(text, i); typed > 0) {
            out += text.substr(i, typed);
            width += typed;
            i += typed;
            continue;
        }
        out += accented(text[i]);
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++width;
        ++i;
    }
    const std::size_t pad = (width + 2) / 3;
    if (pad == 0) return out;
    const std::string padding = " " + std::string(pad > 1 ? pad - 1 : 0, '~');
    // Inside a closing full stop, so the padded template still reads as a sentence: "Yóú hít thé rát ~~~~."
    if (!out.empty() && (out.back() == '.' || out.back() == '!' || out.back() == '?')) {
        out.insert(out.size() - 1, padding);
    } else {
        out += padding;
    }
    return out;
}

Strings pseudo_locale(const Strings& english) {
    Strings out;
    for (const auto& [key, t] : english.all()) out.set(key, Template{pseudo_locale_text(t.text), t.tone});
    return out;
}

Strings Strings::from_english_compact() {
    Strings table;
    // Both arrays are sorted as the maps are, so each entry goes in at the end without a search.
    for (std::size_t i = 0; i < english_compact::kSentenceCount; ++i) {
        const english_compact::Sentence& s = english_compact::kSentences[i];
        table.table_.emplace_hint(table.table_.end(), std::string(s.key),
                                  Template{std::string(s.text), static_cast<Tone>(s.tone)});
    }
    for (std::size_t i = 0; i < english_compact::kPlaceCount; ++i) {
        const english_compact::Place& p = english_compact::kPlaces[i];
        table.places_.emplace_hint(table.places_.end(), std::string(p.key), std::pair<int, int>{p.line, p.column});
    }
    return table;
}

const Strings& english_strings() {
    // Never destroyed: freeing two thousand map nodes at exit would cost a third of making them, for nothing.
    static const Strings& table = *new Strings(Strings::from_english_compact());
    return table;
}

const Strings& active_strings() {
    const std::optional<Strings>& chosen = chosen_table();
    return chosen ? *chosen : english_strings();
}

void use_strings(Strings table) { chosen_table() = std::move(table); }

std::string phrase(std::string_view key, const Fill& fill) { return active_strings().format(key, fill); }

std::string phrase(std::string_view key, std::vector<std::pair<std::string_view, std::string>> args) {
    Fill fill;
    fill.args = std::move(args);
    return active_strings().format(key, fill);
}

LanguageLoad load_language(std::string_view code, const std::string& dir, Diagnostics& out) {
    LanguageLoad result;
    if (code == "en" && dir.empty()) {
        result.table = english_strings();
        return result;
    }
    if (code == "pseudo") {
        result.table = pseudo_locale(english_strings());
        return result;
    }
    const std::string file = std::string(code) + ".toml";
    std::optional<Strings> parsed;
    if (dir.empty()) {
        const auto text = embedded_strings_file(file);
        if (!text) return result;
        parsed = Strings::parse(*text, "content/strings/" + file, out);
    } else {
        const std::filesystem::path p = std::filesystem::path(dir) / file;
        const auto text = io::read_toml_file(p, out);  // a regular file, bounded in size and nesting
        if (!text) return result;
        parsed = Strings::parse(*text, p.string(), out);
    }
    if (!parsed) return result;
    result.missing = parsed->fall_back_to(english_strings());
    result.table = std::move(parsed);
    return result;
}

std::string language_of_locale(std::string_view lang) {
    const std::size_t end = lang.find_first_of("_.@");
    std::string code(lang.substr(0, end));
    if (code.empty() || code == "C" || code == "POSIX") return "en";
    return code;
}

}  // namespace yoord
