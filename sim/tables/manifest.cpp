// pack.toml: who the pack is, what it needs, the save fields it keeps, the widgets that show them and the
// triggers that change them. Every problem is located and reported; nothing is thrown.

#include "sim/tables/manifest.hpp"

#include "sim/tables/schemas.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace yoord::tables {

namespace {

constexpr int kMaxFieldValue = std::numeric_limits<int>::max();
constexpr int kMaxDepthNamed = 99;
constexpr int kMaxTurnNamed = 10'000'000;
constexpr int kMaxGrantTurns = 100'000;
constexpr std::string_view kOwnValue = "value";  // a widget format's name for the widget's own field

std::string q(std::string_view s) {
    std::string out;
    out += '\'';
    out += s;
    out += '\'';
    return out;
}

void unknown(Reporter& out, const toml::key& key, std::uint32_t file, std::string_view where,
             std::vector<std::string> keys) {
    std::string message = "unknown key " + q(key.str()) + " in " + std::string(where);
    if (const auto guess = did_you_mean(key.str(), keys)) message += "; did you mean " + q(*guess) + "?";
    out.error(loc_of_key(key, file), std::move(message));
}

// Calls f(table) for each row of `[[name]]`; reports a value of the wrong shape.
template <class F>
void each_row(const toml::node& node, std::uint32_t file, Reporter& out, std::string_view name, F&& f) {
    const auto* rows = node.as_array();
    if (rows == nullptr || !rows->is_array_of_tables()) {
        out.error(loc_of(node, file), q(name) + " must be an array of tables: write each one as [[" +
                                          std::string(name) + "]]");
        return;
    }
    for (const toml::node& row : *rows) f(*row.as_table());
}

std::optional<std::size_t> field_index(const PackManifest& m, const toml::node& n, FieldCtx& c) {
    std::string name;
    if (!read_text(n, c, name)) return std::nullopt;
    for (std::size_t i = 0; i < m.fields.size(); ++i) {
        if (m.fields[i].id == name) return i;
    }
    std::vector<std::string> ids;
    for (const PackFieldDef& f : m.fields) ids.push_back(f.id);
    std::string message = "unknown field " + q(name) + " (declare it as a [[field]] in pack.toml)";
    if (const auto guess = did_you_mean(name, ids)) message = "unknown field " + q(name) + "; did you mean " + q(*guess) + "?";
    c.out.error(c.at(n), std::move(message));
    return std::nullopt;
}

void parse_field(PackManifest& m, const toml::table& row, std::uint32_t file, Reporter& out) {
    PackFieldDef f;
    f.where = loc_of(row, file);
    bool has_id = false;
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == "id") {
            has_id = read_text(node, c, f.id);
            if (has_id && !valid_id(f.id)) {
                out.error(c.at(node), "field id " + q(f.id) + " must be lower-case letters, digits and '_'");
                has_id = false;
            }
        } else if (key.str() == "kind") {
            std::size_t index = 0;
            if (read_choice(node, c, enum_names(PackFieldKind{}), "field kind", index)) {
                f.kind = static_cast<PackFieldKind>(index);
            }
        } else if (key.str() == "default") {
            int value = 0;
            if (read_int(node, c, -kMaxFieldValue, kMaxFieldValue, value)) f.initial = value;
        } else {
            unknown(out, key, file, "a [[field]]", {"default", "id", "kind"});
        }
    }
    if (!has_id) {
        out.error(f.where, "a [[field]] needs an 'id'");
        return;
    }
    if (const PackFieldDef* first = m.find_field(f.id)) {
        out.error(f.where, "field " + q(f.id) + " is already declared at " + out.place(first->where));
        return;
    }
    if (f.kind == PackFieldKind::flag && f.initial != 0 && f.initial != 1) {
        out.error(f.where, "flag " + q(f.id) + " has default " + std::to_string(f.initial) + "; a flag is 0 or 1");
    }
    m.fields.push_back(std::move(f));
}

// "{goblins_slain}/3": text and `{field}` pieces; `{value}` is the widget's own `field`. Every name is checked.
std::optional<std::vector<WidgetPiece>> parse_format(const PackManifest& m, std::string_view text,
                                                     std::optional<std::size_t> own, const toml::node& n, FieldCtx& c) {
    std::vector<WidgetPiece> pieces;
    bool ok = true;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find('{', at);
        if (open != at) {
            pieces.push_back(WidgetPiece{std::string(text.substr(at, open - at)), std::nullopt});
            if (open == std::string_view::npos) break;
        }
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) {
            c.out.error(c.at(n), "the format has a '{' with no '}': write a field as {field_id}");
            return std::nullopt;
        }
        const std::string_view name = text.substr(open + 1, close - open - 1);
        at = close + 1;
        if (name == kOwnValue) {
            if (!own) {
                c.out.error(c.at(n), "the format names {value}, but the widget has no 'field' to take it from");
                ok = false;
                continue;
            }
            pieces.push_back(WidgetPiece{{}, own});
            continue;
        }
        const auto index = std::find_if(m.fields.begin(), m.fields.end(),
                                        [&](const PackFieldDef& f) { return f.id == name; });
        if (index != m.fields.end()) {
            pieces.push_back(WidgetPiece{{}, static_cast<std::size_t>(index - m.fields.begin())});
            continue;
        }
        std::vector<std::string> names{std::string(kOwnValue)};
        for (const PackFieldDef& f : m.fields) names.push_back(f.id);
        std::string message = "the format names " + q("{" + std::string(name) + "}") +
                              ", which is not one of the pack's fields";
        if (const auto guess = did_you_mean(name, names)) message += "; did you mean " + q("{" + *guess + "}") + "?";
        c.out.error(c.at(n), std::move(message));
        ok = false;
    }
    if (!ok) return std::nullopt;
    return pieces;
}

void parse_widget(PackManifest& m, const toml::table& row, std::uint32_t file, Reporter& out) {
    PackWidgetDef w;
    w.where = loc_of(row, file);
    std::optional<std::size_t> field;
    bool field_ok = true;
    const toml::node* format = nullptr;
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == "label") {
            read_text(node, c, w.label);
        } else if (key.str() == "field") {
            field = field_index(m, node, c);
            field_ok = field.has_value();
        } else if (key.str() == "format") {
            format = &node;
        } else {
            unknown(out, key, file, "a [[widget]]", {"field", "format", "label"});
        }
    }
    bool ok = field_ok;
    if (w.label.empty()) {
        out.error(w.where, "a [[widget]] needs a 'label'");
        ok = false;
    }
    if (format != nullptr) {
        FieldCtx c{out, file, "format"};
        std::string text;
        const auto pieces = read_text(*format, c, text) ? parse_format(m, text, field, *format, c) : std::nullopt;
        if (pieces) w.format = *pieces;
        ok = ok && pieces.has_value();
    } else if (field) {
        w.format.push_back(WidgetPiece{{}, field});
    } else if (field_ok) {
        out.error(w.where, "a [[widget]] needs a 'field' or a 'format' to show");
        ok = false;
    }
    if (ok) m.widgets.push_back(std::move(w));
}

void parse_layer(PackManifest& m, const toml::table& row, std::uint32_t file, Reporter& out) {
    PackLayerDef layer;
    layer.where = loc_of(row, file);
    bool has_effect = false;
    bool has_glyph = false;
    bool has_colour = false;
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == "effect") {
            has_effect = read_effect(node, c, layer.effect);
        } else if (key.str() == "glyph") {
            has_glyph = read_glyph(node, c, layer.glyph);
        } else if (key.str() == "colour") {
            std::size_t index = 0;
            has_colour = read_choice(node, c, enum_names(ColourName{}), "colour", index);
            if (has_colour) layer.colour = static_cast<ColourName>(index);
        } else {
            unknown(out, key, file, "a [[layer]]", {"colour", "effect", "glyph"});
        }
    }
    const std::array<std::pair<bool, std::string_view>, 3> needed{
        {{has_effect, "effect"}, {has_glyph, "glyph"}, {has_colour, "colour"}}};
    for (const auto& [has, key] : needed) {
        if (!has && !row.contains(key)) out.error(layer.where, "a [[layer]] needs " + q(key));
    }
    if (has_effect && has_glyph && has_colour) m.layers.push_back(std::move(layer));
}

void parse_condition(const PackManifest& m, const toml::table& t, std::uint32_t file, Reporter& out,
                     TriggerDef& trigger) {
    TriggerCondition cond;
    bool has_field = false;
    bool has_test = false;
    for (const auto& [key, node] : t) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == "field") {
            if (const auto index = field_index(m, node, c)) {
                cond.field = *index;
                has_field = true;
            }
            continue;
        }
        const auto test = enum_from_name<FieldTest>(key.str());
        if (!test) {
            unknown(out, key, file, "a trigger's condition", {"at_least", "below", "equals", "field"});
            continue;
        }
        int value = 0;
        if (read_int(node, c, -kMaxFieldValue, kMaxFieldValue, value)) {
            cond.test = *test;
            cond.value = value;
            has_test = true;
        }
    }
    if (!has_field || !has_test) {
        out.error(loc_of(t, file), "a condition is { field = \"id\", at_least | below | equals = number }");
        return;
    }
    trigger.conditions.push_back(cond);
}

// `lend = { armour_bonus = 2 }`: the keys of the modifier list (sim/vocab/modifiers.hpp), in the ranges an item
// row's keys take.
void read_lends(const toml::node& n, FieldCtx& c, GearModifiers& lends) {
    const auto* t = n.as_table();
    if (t == nullptr) {
        c.out.error(c.at(n), "'lend' must be a table of numbers: { armour_bonus = 2 }");
        return;
    }
    std::vector<std::string> names;
    for (const ModifierInfo& info : kModifierTable) names.emplace_back(info.field);
    for (const auto& [key, value] : *t) {
        FieldCtx inner{c.out, c.file, key.str()};
        int* field = nullptr;
#define YOORD_LEND_FIELD(name, fold, range) \
    if (key.str() == #name) field = &lends.name;
        YOORD_MODIFIERS(YOORD_LEND_FIELD)
#undef YOORD_LEND_FIELD
        // The name held in a local: clang 14 (the fuzz build's compiler) cannot capture a structured binding.
        const std::string_view name = key.str();
        const auto info = std::find_if(std::begin(kModifierTable), std::end(kModifierTable),
                                       [&](const ModifierInfo& i) { return i.field == name; });
        if (field == nullptr || info == std::end(kModifierTable)) {
            std::string message = "unknown number " + q(key.str()) + " in 'lend'";
            if (const auto guess = did_you_mean(key.str(), names)) message += "; did you mean " + q(*guess) + "?";
            c.out.error(loc_of_key(key, c.file), std::move(message));
            continue;
        }
        const auto [lo, hi] = modifier_limits(info->range);
        read_int(value, inner, lo, hi, *field);
    }
}

// One entry of `do`: exactly one verb key, with its argument keys.
void parse_action(const PackManifest& m, const toml::table& t, std::uint32_t file, Reporter& out,
                  TriggerDef& trigger) {
    TriggerAction a;
    int verbs = 0;
    for (const auto& [key, node] : t) {
        FieldCtx c{out, file, key.str()};
        if (const auto verb = enum_from_name<TriggerVerb>(key.str())) {
            ++verbs;
            a.verb = *verb;
            switch (*verb) {
                case TriggerVerb::add:
                case TriggerVerb::set:
                    if (const auto index = field_index(m, node, c)) a.field = *index;
                    break;
                case TriggerVerb::spawn: {
                    EffectRef name;
                    if (read_effect(node, c, name)) a.row = RowRefName{name.id, name.where};
                    break;
                }
                case TriggerVerb::grant:
                    read_effect(node, c, a.effect);
                    break;
                case TriggerVerb::say:
                    read_text(node, c, a.text);
                    break;
            }
        } else if (key.str() == "by" || key.str() == "to") {
            int value = 0;
            if (read_int(node, c, -kMaxFieldValue, kMaxFieldValue, value)) a.amount = value;
        } else if (key.str() == "turns") {
            read_int(node, c, 0, kMaxGrantTurns, a.turns);
        } else if (key.str() == "lend") {
            read_lends(node, c, a.lends);
        } else {
            unknown(out, key, file, "a trigger's action",
                    {"add", "by", "grant", "lend", "say", "set", "spawn", "to", "turns"});
        }
    }
    if (verbs != 1) {
        out.error(loc_of(t, file), "an action names exactly one of add, set, spawn, grant, say; this one names " +
                                       std::to_string(verbs));
        return;
    }
    if (a.verb == TriggerVerb::add && !t.contains("by")) a.amount = 1;
    if (const toml::node* lend = t.get("lend"); lend != nullptr && (a.verb != TriggerVerb::grant || a.turns == 0)) {
        out.error(loc_of(*lend, file), "'lend' goes with 'grant' and 'turns': the numbers are lent while the granted "
                                       "effect is held, so it needs an end");
        return;
    }
    trigger.actions.push_back(std::move(a));
}

template <class F>
void each_inline_table(const toml::node& node, FieldCtx& c, std::string_view shape, F&& f) {
    const auto* list = node.as_array();
    if (list == nullptr) {
        c.out.error(c.at(node), "key " + q(c.key) + " must be an array of " + std::string(shape));
        return;
    }
    for (const toml::node& entry : *list) {
        if (const auto* t = entry.as_table()) {
            f(*t);
        } else {
            c.out.error(c.at(entry), "each entry of " + q(c.key) + " must be " + std::string(shape));
        }
    }
}

void parse_trigger(PackManifest& m, const toml::table& row, std::uint32_t file, Reporter& out) {
    TriggerDef t;
    t.where = loc_of(row, file);
    bool has_event = false;
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        const std::string_view k = key.str();
        if (k == "on") {
            std::size_t index = 0;
            has_event = read_choice(node, c, enum_names(TriggerEvent{}), "trigger event", index);
            if (has_event) t.event = static_cast<TriggerEvent>(index);
        } else if (k == "ids") {
            std::vector<EffectRef> names;
            read_effect_list(node, c, names);
            for (EffectRef& n : names) t.ids.push_back(RowRefName{std::move(n.id), n.where});
        } else if (k == "depth") {
            read_int(node, c, 1, kMaxDepthNamed, t.depth);
        } else if (k == "turn") {
            read_int(node, c, 1, kMaxTurnNamed, t.turn);
        } else if (k == "require") {
            each_inline_table(node, c, "{ field = \"id\", at_least = n } tables",
                              [&](const toml::table& cond) { parse_condition(m, cond, file, out, t); });
        } else if (k == "do") {
            each_inline_table(node, c, "{ verb = ... } tables",
                              [&](const toml::table& action) { parse_action(m, action, file, out, t); });
        } else {
            unknown(out, key, file, "a [[trigger]]", {"depth", "do", "ids", "on", "require", "turn"});
        }
    }
    if (!has_event) out.error(t.where, "a [[trigger]] needs 'on' (kill, pick_up, use, enter_depth or turn)");
    if (t.actions.empty()) out.error(t.where, "a [[trigger]] needs 'do', a list of what it does");
    if (has_event && t.event == TriggerEvent::turn && t.turn == 0) {
        out.error(t.where, "a trigger on 'turn' needs 'turn', the turn count it fires at");
    }
    m.triggers.push_back(std::move(t));
}

}  // namespace

bool valid_id(std::string_view id) {
    if (id.empty() || id[0] < 'a' || id[0] > 'z') return false;
    return std::all_of(id.begin(), id.end(),
                       [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'; });
}

PackManifest parse_manifest(const toml::table& root, std::uint32_t file, Reporter& out) {
    PackManifest m;
    m.where = SourceLoc{file, 1, 1};
    // Fields first: widgets and triggers name them, and a table's keys come back sorted, not as written.
    if (const toml::node* fields = root.get("field")) {
        each_row(*fields, file, out, "field", [&](const toml::table& row) { parse_field(m, row, file, out); });
    }
    for (const auto& [key, node] : root) {
        FieldCtx c{out, file, key.str()};
        const std::string_view k = key.str();
        if (k == "id") {
            m.where = loc_of(node, file);
            if (read_text(node, c, m.id) && (!valid_id(m.id) || m.id == kCorePack)) {
                out.error(m.where, "pack id " + q(m.id) + " must be lower-case letters, digits and '_', and not 'core'");
            }
        } else if (k == "version") {
            read_text(node, c, m.version);
        } else if (k == "description") {
            read_text(node, c, m.description);
        } else if (k == "depends") {
            std::vector<EffectRef> names;
            read_effect_list(node, c, names);
            for (EffectRef& n : names) {
                if (n.id == kCorePack) continue;  // always there
                m.depends.push_back(std::move(n.id));
                m.depends_at.push_back(n.where);
            }
        } else if (k == "field") {
            continue;
        } else if (k == "widget") {
            each_row(node, file, out, "widget", [&](const toml::table& row) { parse_widget(m, row, file, out); });
        } else if (k == "trigger") {
            each_row(node, file, out, "trigger", [&](const toml::table& row) { parse_trigger(m, row, file, out); });
        } else if (k == "layer") {
            each_row(node, file, out, "layer", [&](const toml::table& row) { parse_layer(m, row, file, out); });
        } else {
            unknown(out, key, file, "pack.toml",
                    {"depends", "description", "field", "id", "layer", "trigger", "version", "widget"});
        }
    }
    if (m.id.empty()) out.error(SourceLoc{file, 1, 1}, "pack.toml needs 'id', the pack's name in row ids");
    if (m.version.empty()) out.error(SourceLoc{file, 1, 1}, "pack.toml needs 'version' (saves remember it)");
    return m;
}

}  // namespace yoord::tables
