#include "sim/text/language_check.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "sim/tables/content.hpp"

namespace yoord {

namespace {

void collect(std::string_view text, std::set<std::string>& out, bool choices) {
    int depth = 0;
    std::size_t open = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{' && depth++ == 0) open = i;
        if (text[i] != '}' || depth == 0 || --depth != 0) continue;
        const std::string_view inner = text.substr(open + 1, i - open - 1);
        const std::size_t q = inner.find('?');
        const std::size_t bar = inner.find('|');
        const std::size_t colon = inner.find(':');
        const std::size_t brace = inner.find('{');
        if (q != std::string_view::npos && (brace == std::string_view::npos || q < brace)) {
            if (choices) out.emplace(inner.substr(0, q));
            collect(inner.substr(q + 1), out, choices);
        } else if (bar != std::string_view::npos) {
            collect(inner, out, choices);
        } else if (colon != std::string_view::npos) {
            out.emplace(inner.substr(colon + 1));
        } else if (inner != "s" && inner != "es") {
            out.emplace(inner);
        }
    }
}

// Every row id whose words a language names: the content rows, the spells, and the hands ("hand_pair").
std::vector<std::pair<std::string, std::string>> named_rows(const Content& content) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const RowRef ref : content.all_rows()) {
        const RowCommon& row = content.common(ref);
        if (row.is_abstract || row.name.empty()) continue;
        out.emplace_back(row.id, row.name);
    }
    for (const SpellDef& s : content.spells) out.emplace_back(s.id, s.name);
    for (const HandDef& h : content.hands) out.emplace_back("hand_" + std::string(enum_name(h.shape)), h.name);
    return out;
}

std::string english_in_quotes(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

}  // namespace

std::set<std::string> placeholders_of(std::string_view text, bool choices) {
    std::set<std::string> out;
    collect(text, out, choices);
    return out;
}

bool has_words(std::string_view text) {
    int depth = 0;
    int letters = 0;
    for (const char c : text) {
        if (c == '{') ++depth;
        if (c == '}') --depth;
        if (depth == 0 && std::isalpha(static_cast<unsigned char>(c)) != 0) {
            if (++letters >= 2) return true;
        } else {
            letters = 0;
        }
    }
    return false;
}

void check_language(const Strings& language, const Strings& english, const Content& content, const std::string& path,
                    Diagnostics& out) {
    const auto& same = language.grammar().same_as_english;
    const auto same_in_both = [&](const std::string& key) { return std::find(same.begin(), same.end(), key) != same.end(); };
    for (const auto& [key, t] : english.all()) {
        const Template* mine = language.find(key);
        if (mine == nullptr) {
            const auto [line, column] = language.place_of(key.substr(0, key.find('.')));
            out.error(path, line == 0 ? 1 : line, line == 0 ? 1 : column,
                      "missing key '" + key + "' (English: " + english_in_quotes(t.text) + ")");
            continue;
        }
        const auto [line, column] = language.place_of(key);
        if (mine->text.empty() && !t.text.empty()) {
            out.error(path, line, column, "'" + key + "' has no text yet (English: " + english_in_quotes(t.text) + ")");
            continue;
        }
        if (mine->text == t.text && has_words(t.text) && !same_in_both(key)) {
            out.error(path, line, column, "'" + key + "' is still the English text " + english_in_quotes(t.text));
        }
        // A creature's blank and its possessive come from the same noun: "{of_the:subject}" may stand for
        // English's "{subject's}".
        const auto noun = [](std::string name) { return name.ends_with("'s") ? name.substr(0, name.size() - 2) : name; };
        std::set<std::string> theirs;
        for (const std::string& name : placeholders_of(t.text)) theirs.insert(noun(name));
        // A choice whose key the code does not fill reads its "other" branch, so only what would show as
        // written ("{item}") is a problem.
        for (const std::string& name : placeholders_of(mine->text, false)) {
            if (theirs.contains(noun(name))) continue;
            out.error(path, line, column,
                      "'" + key + "' uses the placeholder '{" + name + "}', which English does not fill for this key");
        }
    }
    for (const auto& [key, t] : language.all()) {
        if (english.find(key) == nullptr) {
            const auto [line, column] = language.place_of(key);
            out.error(path, line, column, "unknown key '" + key + "': English has no such sentence");
        }
    }
    if (!language.has_grammar()) return;
    for (const auto& [id, english_name] : named_rows(content)) {
        const RowWords* words = language.row_words(id);
        if (words == nullptr || words->text.empty()) {
            const auto [line, column] = language.place_of(words == nullptr ? "names" : "names." + id);
            out.error(path, line == 0 ? 1 : line, line == 0 ? 1 : column,
                      "[names] has no '" + id + "' (English: " + english_in_quotes(english_name) + ")");
        }
    }
}

std::string language_skeleton(const Strings& english, const Content& content) {
    std::string out =
        "# A new language for Yoord: fill in every value (docs/how-to/translate.md). The English text of each key is\n"
        "# the comment above it; keep every {placeholder}. Check the file with: yoord --check-lang xx\n\n"
        "[grammar]\n"
        "genders = [\"m\", \"f\"]          # the noun classes the language's words agree with; the first is the default\n"
        "same_as_english = [\"hud.ma\"]   # keys whose text is rightly English's (a unit, a shared word)\n"
        "plurals = \"one_is_1\"           # one_is_1 (en, es) | one_is_0_or_1 (pt, fr) | no_plural (ht)\n\n"
        "[grammar.forms]\n"
        "# the = { m = \"... {name}\", f = \"... {name}\", m_other = \"...\", f_other = \"...\", you = \"...\", it = \"...\" }\n\n"
        "[names]\n";
    for (const auto& [id, name] : named_rows(content)) {
        out += "# " + name + "\n" + id + " = { text = \"\", plural = \"\", gender = \"\" }\n";
    }
    std::string group;
    for (const auto& [key, t] : english.all()) {
        const std::string g = key.substr(0, key.find('.'));
        const std::string rest = key.substr(key.find('.') + 1);
        if (g != group) {
            out += "\n[" + g + "]\n";
            group = g;
        }
        out += "# " + t.text + "\n";
        const std::string name = rest.find('\'') == std::string::npos ? rest : english_in_quotes(rest);
        if (t.tone == Tone::plain) {
            out += name + " = \"\"\n";
        } else {
            out += name + " = { text = \"\", tone = \"" + std::string(tone_name(t.tone)) + "\" }\n";
        }
    }
    return out;
}

}  // namespace yoord
