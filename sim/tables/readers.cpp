// The value readers the schema fields share: each checks one TOML value and reports a located, actionable
// message when it cannot use it.

#include <cstdint>
#include <string>

#include "sim/vocab/effects.hpp"
#include "sim/tables/schema.hpp"

namespace yoord::tables {

namespace {

constexpr char kFirstPrintable = '!';  // a glyph is visible ASCII: no space, no control characters
constexpr char kLastPrintable = '~';

// Built by appending: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(s) + "'".
std::string in_quotes(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '\'';
    out += s;
    out += '\'';
    return out;
}

void wrong_type(const toml::node& n, FieldCtx& c, std::string_view expected) {
    c.out.error(c.at(n), "key " + in_quotes(c.key) + " must be " + std::string(expected) + ", not " +
                             std::string(toml_type_phrase(n)));
}

}  // namespace

std::string_view toml_type_phrase(const toml::node& node) {
    switch (node.type()) {
        case toml::node_type::none: return "nothing";
        case toml::node_type::table: return "a table";
        case toml::node_type::array: return "an array";
        case toml::node_type::string: return "a string";
        case toml::node_type::integer: return "an integer";
        case toml::node_type::floating_point: return "a float";
        case toml::node_type::boolean: return "a boolean";
        case toml::node_type::date: return "a date";
        case toml::node_type::time: return "a time";
        case toml::node_type::date_time: return "a date-time";
    }
    return "an unknown value";
}

bool read_int(const toml::node& n, FieldCtx& c, int lo, int hi, int& out) {
    const auto* v = n.as_integer();
    if (v == nullptr) {
        wrong_type(n, c, "an integer");
        return false;
    }
    const std::int64_t value = v->get();
    if (value < lo || value > hi) {
        c.out.error(c.at(n), "key " + in_quotes(c.key) + " is " + std::to_string(value) + "; it must be between " +
                                 std::to_string(lo) + " and " + std::to_string(hi));
        return false;
    }
    out = static_cast<int>(value);
    return true;
}

bool read_weight(const toml::node& n, FieldCtx& c, int& out) {
    constexpr int kMaxWeight = 1'000'000;
    const auto* v = n.as_integer();
    if (v == nullptr) {
        wrong_type(n, c, "an integer");
        return false;
    }
    if (v->get() <= 0) {
        c.out.error(c.at(n), "key " + in_quotes(c.key) + " is " + std::to_string(v->get()) +
                                 "; a weight must be positive (leave the row out, or make it abstract)");
        return false;
    }
    return read_int(n, c, 1, kMaxWeight, out);
}

bool read_text(const toml::node& n, FieldCtx& c, std::string& out) {
    const auto* v = n.as_string();
    if (v == nullptr) {
        wrong_type(n, c, "a string");
        return false;
    }
    if (v->get().empty()) {
        c.out.error(c.at(n), "key " + in_quotes(c.key) + " must not be empty");
        return false;
    }
    out = v->get();
    return true;
}

bool read_bool(const toml::node& n, FieldCtx& c, bool& out) {
    const auto* v = n.as_boolean();
    if (v == nullptr) {
        wrong_type(n, c, "a boolean (true or false)");
        return false;
    }
    out = v->get();
    return true;
}

bool read_glyph(const toml::node& n, FieldCtx& c, char& out) {
    const auto* v = n.as_string();
    if (v == nullptr) {
        wrong_type(n, c, "a one-character string");
        return false;
    }
    const std::string& s = v->get();
    if (s.size() != 1 || s[0] < kFirstPrintable || s[0] > kLastPrintable) {
        c.out.error(c.at(n), "key " + in_quotes(c.key) + " must be one visible ASCII character, not " + in_quotes(s));
        return false;
    }
    out = s[0];
    return true;
}

bool read_dice(const toml::node& n, FieldCtx& c, Dice& out) {
    const auto* v = n.as_string();
    if (v == nullptr) {
        wrong_type(n, c, "a dice string such as \"2d6\"");
        return false;
    }
    const DiceParse parsed = parse_dice(v->get());
    if (!parsed) {
        c.out.error(c.at(n), "key " + in_quotes(c.key) + ": " + parsed.error());
        return false;
    }
    out = *parsed;
    return true;
}

bool read_choice(const toml::node& n, FieldCtx& c, std::span<const std::string_view> names, std::string_view what,
                 std::size_t& out) {
    const auto* v = n.as_string();
    if (v == nullptr) {
        wrong_type(n, c, "a string");
        return false;
    }
    const std::string& s = v->get();
    std::vector<std::string> candidates;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == s) {
            out = i;
            return true;
        }
        candidates.emplace_back(names[i]);
    }
    std::string message = "unknown " + std::string(what) + " " + in_quotes(s);
    if (const auto guess = did_you_mean(s, candidates)) {
        message += "; did you mean " + in_quotes(*guess) + "?";
    } else {
        message += "; expected one of";
        for (std::size_t i = 0; i < candidates.size(); ++i) message += (i == 0 ? " " : ", ") + candidates[i];
    }
    c.out.error(c.at(n), std::move(message));
    return false;
}

bool read_effect(const toml::node& n, FieldCtx& c, EffectRef& out) {
    const auto* v = n.as_string();
    if (v == nullptr) {
        wrong_type(n, c, "an effect id string");
        return false;
    }
    out = EffectRef{v->get(), 0, c.at(n)};
    return true;
}

bool read_effect_list(const toml::node& n, FieldCtx& c, std::vector<EffectRef>& out) {
    const auto* list = n.as_array();
    if (list == nullptr) {
        wrong_type(n, c, "an array of effect ids");
        return false;
    }
    std::vector<EffectRef> refs;
    bool ok = true;
    for (const toml::node& item : *list) {
        EffectRef ref;
        if (read_effect(item, c, ref)) {
            refs.push_back(std::move(ref));
        } else {
            ok = false;
        }
    }
    out = std::move(refs);
    return ok;
}

}  // namespace yoord::tables
