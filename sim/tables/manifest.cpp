// pack.toml: who the pack is, what it needs, the save fields it keeps, the widgets that show them and the
// triggers that change them. Every problem is located and reported; nothing is thrown.

#include "sim/tables/manifest.hpp"

#include <algorithm>
#include <limits>

namespace yoord::tables {

namespace {

constexpr int kMaxFieldValue = std::numeric_limits<int>::max();
constexpr int kMaxDepthNamed = 99;
constexpr int kMaxTurnNamed = 10'000'000;
constexpr int kMaxGrantTurns = 100'000;

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

void parse_widget(PackManifest& m, const toml::table& row, std::uint32_t file, Reporter& out) {
    PackWidgetDef w;
    w.where = loc_of(row, file);
    bool has_field = false;
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == "label") {
            read_text(node, c, w.label);
        } else if (key.str() == "field") {
            if (const auto index = field_index(m, node, c)) {
                w.field = *index;
                has_field = true;
            }
        } else {
            unknown(out, key, file, "a [[widget]]", {"field", "label"});
        }
    }
    if (w.label.empty()) out.error(w.where, "a [[widget]] needs a 'label'");
    if (has_field && !w.label.empty()) m.widgets.push_back(std::move(w));
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
        } else {
            unknown(out, key, file, "a trigger's action", {"add", "by", "grant", "say", "set", "spawn", "to", "turns"});
        }
    }
    if (verbs != 1) {
        out.error(loc_of(t, file), "an action names exactly one of add, set, spawn, grant, say; this one names " +
                                       std::to_string(verbs));
        return;
    }
    if (a.verb == TriggerVerb::add && !t.contains("by")) a.amount = 1;
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
        } else {
            unknown(out, key, file, "pack.toml",
                    {"depends", "description", "field", "id", "trigger", "version", "widget"});
        }
    }
    if (m.id.empty()) out.error(SourceLoc{file, 1, 1}, "pack.toml needs 'id', the pack's name in row ids");
    if (m.version.empty()) out.error(SourceLoc{file, 1, 1}, "pack.toml needs 'version' (saves remember it)");
    return m;
}

}  // namespace yoord::tables
