#include "sim/text/strings.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <toml++/toml.h>

#include "core/io/toml_file.hpp"
#include "sim/tables/embedded.hpp"

namespace yoord {

namespace {

bool is_placeholder(std::string_view name) {
    return std::find(std::begin(kPlaceholders), std::end(kPlaceholders), name) != std::end(kPlaceholders);
}

// Whether a blank written now opens a sentence: nothing before it, or a full stop, "!" or "?" and a space.
bool opens_sentence(const std::string& out) {
    std::size_t end = out.size();
    while (end > 0 && out[end - 1] == ' ') --end;
    if (end == 0) return true;
    if (end == out.size()) return false;  // no space: the blank is inside a word
    const char c = out[end - 1];
    return c == '.' || c == '!' || c == '?';
}

// Whether a template is a sentence (it ends with ".", "!", "?" or the ":" that opens a list), not a fragment such
// as a name ("{item} (x{n})"): only a sentence capitalises the blank it opens with.
bool is_sentence(std::string_view text) {
    const auto ends_a_sentence = [](char c) { return c == '.' || c == '!' || c == '?' || c == ':'; };
    const std::size_t last = text.find_last_not_of(" ~");  // the pseudo-locale pads with '~'
    if (last == std::string_view::npos) return false;
    if (text[last] != '}') return ends_a_sentence(text[last]);
    // A closing alternation, "{is blinded.|are blinded!}": a sentence when a branch ends one.
    const std::size_t open = text.rfind('{', last);
    if (open == std::string_view::npos) return false;
    const std::string_view inside = text.substr(open + 1, last - open - 1);
    const std::size_t bar = inside.find('|');
    if (bar == std::string_view::npos) return false;
    return (bar > 0 && ends_a_sentence(inside[bar - 1])) || (!inside.empty() && ends_a_sentence(inside.back()));
}

void append_blank(std::string& out, std::string_view value, bool sentence) {
    const bool capital = sentence && opens_sentence(out);
    const std::size_t at = out.size();
    out += value;
    if (!capital || at >= out.size()) return;
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

// The text a blank stands for, or nullopt to leave it as written.
std::optional<std::string> blank_value(std::string_view name, const Fill& fill) {
    if (const auto bar = name.find('|'); bar != std::string_view::npos) {
        const bool you = fill.subject && fill.subject->you;
        return std::string(you ? name.substr(bar + 1) : name.substr(0, bar));
    }
    const bool you = fill.subject && fill.subject->you;
    if (name == "s") return std::string(you ? "" : "s");
    if (name == "es") return std::string(you ? "" : "es");
    if (name == "subject" && fill.subject) return fill.subject->name;
    if (name == "subject's" && fill.subject) return fill.subject->possessive;
    if (name == "object" && fill.object) return fill.object->name;
    if (name == "object's" && fill.object) return fill.object->possessive;
    for (const auto& [arg, value] : fill.args) {
        if (arg == name) return value;
    }
    return std::nullopt;
}

// Checks one template's blanks; `line`/`column` locate the value's opening quote.
void check_template(std::string_view text, const std::string& path, int line, int column, Diagnostics& out) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '}') {
            out.error(path, line, column + 1 + static_cast<int>(i), "a '}' with no '{' before it");
            ++i;
            continue;
        }
        if (text[i] != '{') {
            ++i;
            continue;
        }
        const std::size_t close = text.find('}', i);
        if (close == std::string_view::npos) {
            out.error(path, line, column + 1 + static_cast<int>(i), "a '{' that is never closed with '}'");
            return;
        }
        const std::string_view name = text.substr(i + 1, close - i - 1);
        if (name.find('|') == std::string_view::npos && name != "s" && name != "es" && !is_placeholder(name)) {
            std::vector<std::string> known(std::begin(kPlaceholders), std::end(kPlaceholders));
            known.emplace_back("s");
            known.emplace_back("es");
            std::string message = "unknown placeholder '{" + std::string(name) + "}'";
            if (const auto guess = did_you_mean(name, known)) message += "; did you mean '{" + *guess + "}'?";
            out.error(path, line, column + 1 + static_cast<int>(i), message);
        }
        i = close + 1;
    }
}

int line_of(const toml::node& n) { return static_cast<int>(n.source().begin.line); }
int column_of(const toml::node& n) { return static_cast<int>(n.source().begin.column); }

void read_group(const toml::table& group, const std::string& prefix, const std::string& path, Strings& into,
                Diagnostics& out) {
    for (const auto& [key, node] : group) {
        const std::string name = prefix.empty() ? std::string(key.str()) : prefix + "." + std::string(key.str());
        if (const auto* text = node.as_string()) {
            check_template(text->get(), path, line_of(node), column_of(node), out);
            into.set(name, Template{text->get(), Tone::plain});
            continue;
        }
        const auto* table = node.as_table();
        if (table == nullptr) {
            out.error(path, line_of(node), column_of(node),
                      "'" + name + "' must be a sentence (a string), { text = ..., tone = ... } or a group");
            continue;
        }
        if (!table->is_inline()) {
            read_group(*table, name, path, into, out);
            continue;
        }
        Template t;
        bool has_text = false;
        for (const auto& [field, value] : *table) {
            if (field.str() == "text" && value.is_string()) {
                t.text = value.as_string()->get();
                check_template(t.text, path, line_of(value), column_of(value), out);
                has_text = true;
            } else if (field.str() == "tone" && value.is_string()) {
                const std::string tone = value.as_string()->get();
                if (const auto parsed = tone_named(tone)) {
                    t.tone = *parsed;
                } else {
                    out.error(path, line_of(value), column_of(value),
                              "unknown tone '" + tone + "'; a tone is plain, good, danger or info");
                }
            } else {
                out.error(path, line_of(value), column_of(value),
                          "'" + name + "' has an unknown key '" + std::string(field.str()) +
                              "' (a sentence has text, a string, and tone, a string)");
            }
        }
        if (!has_text) out.error(path, line_of(node), column_of(node), "'" + name + "' has no text");
        into.set(name, std::move(t));
    }
}

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

std::optional<std::string_view> embedded_strings_file(std::string_view file) {
    for (std::size_t i = 0; i < embedded::kStringFileCount; ++i) {
        const embedded::Blob& b = embedded::kStringFiles[i];
        if (file == b.name) return std::string_view(reinterpret_cast<const char*>(b.data), b.size);
    }
    return std::nullopt;
}

Strings& active_table() {
    static Strings table = english_strings();
    return table;
}

}  // namespace

std::string fill_template(std::string_view text, const Fill& fill) {
    std::string out;
    out.reserve(text.size() + 16);
    const bool sentence = is_sentence(text);
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t open = text.find('{', i);
        if (open == std::string_view::npos) {
            out += text.substr(i);
            break;
        }
        out += text.substr(i, open - i);
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) {
            out += text.substr(open);
            break;
        }
        const std::string_view name = text.substr(open + 1, close - open - 1);
        if (const auto value = blank_value(name, fill)) {
            append_blank(out, *value, sentence);
        } else {
            out += text.substr(open, close - open + 1);
        }
        i = close + 1;
    }
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
    read_group(root, "", path, table, out);
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

std::string Strings::format(std::string_view key, const Fill& fill) const {
    const Template* t = find(key);
    if (t == nullptr) return "[" + std::string(key) + "]";
    return fill_template(t->text, fill);
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

const Strings& english_strings() {
    static const Strings table = [] {
        Diagnostics problems;
        const auto text = embedded_strings_file("en.toml");
        std::optional<Strings> parsed;
        if (text) parsed = Strings::parse(*text, "content/strings/en.toml", problems);
        if (!parsed) {
            problems.write(std::cerr);
            std::cerr << "content/strings/en.toml: the English sentence table does not load\n";
            std::abort();
        }
        return std::move(*parsed);
    }();
    return table;
}

const Strings& active_strings() { return active_table(); }

void use_strings(Strings table) { active_table() = std::move(table); }

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
