#include "sim/tools/wizard_console.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <type_traits>

#include "core/diag.hpp"
#include "sim/io/component_traits.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/tools/invariants.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

// clang-format off
constexpr std::array kCommands{
    ConsoleCommand{"spawn",      "spawn ID [xN]",    "N (default 1) creatures or items of the row ID around you"},
    ConsoleCommand{"give",       "give ID [xN]",     "N items of the row ID into your pack"},
    ConsoleCommand{"teleport",   "teleport X Y | > | <", "you to a cell, or to the stairs down (>) or up (<)"},
    ConsoleCommand{"reveal",     "reveal",           "the whole floor remembered, its traps found"},
    ConsoleCommand{"depth",      "depth N",          "floor by floor to depth N"},
    ConsoleCommand{"hp",         "hp N",             "your hit points (the most raised if N is above it)"},
    ConsoleCommand{"magic",      "magic N",          "your magic (the maximum raised to fit)"},
    ConsoleCommand{"explain",    "explain [UID]",    "the Loadout item by item (you by default)"},
    ConsoleCommand{"dump",       "dump [UID]",       "every component and effect of an entity (you by default)"},
    ConsoleCommand{"invariants", "invariants",       "check the game's invariants"},
    ConsoleCommand{"bot",        "bot N",            "the bot plays N turns"},
    ConsoleCommand{"help",       "help",             "this list"},
};
// clang-format on

std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t at = 0;
    while (at < line.size()) {
        while (at < line.size() && line[at] == ' ') ++at;
        const std::size_t end = std::min(line.find(' ', at), line.size());
        if (end > at) words.push_back(line.substr(at, end - at));
        at = end;
    }
    return words;
}

std::optional<std::int32_t> number(std::string_view word) {
    if (!word.empty() && (word.front() == 'x' || word.front() == 'X')) word.remove_prefix(1);
    std::int32_t value = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc{} || end != word.data() + word.size()) return std::nullopt;
    return value;
}

std::vector<std::string> command_names() {
    std::vector<std::string> names;
    for (const ConsoleCommand& c : kCommands) names.emplace_back(c.name);
    return names;
}

std::vector<std::string> content_ids(const Content& content) {
    std::vector<std::string> ids;
    for (const RowRef r : content.all_rows()) ids.push_back(content.common(r).id);
    return ids;
}

std::string unknown(std::string_view what, std::string_view word, std::span<const std::string> candidates) {
    std::string said = "No " + std::string(what) + " '" + std::string(word) + "'";
    if (const auto guess = did_you_mean(word, candidates)) return said + "; did you mean '" + *guess + "'?";
    return said + ".";
}

ConsoleResult said(std::string line) {
    ConsoleResult r;
    r.lines.push_back(std::move(line));
    return r;
}

ConsoleResult usage(std::string_view command) {
    for (const ConsoleCommand& c : kCommands) {
        if (c.name == command) return said("Usage: " + std::string(c.usage));
    }
    return said("Usage: help");
}

ConsoleResult act(Intent intent) {
    ConsoleResult r;
    r.acts.push_back(intent);
    return r;
}

// The entity a UID names, or the player when no UID is given.
std::optional<ecs::Entity> entity_named(const Game& g, const std::vector<std::string_view>& w, std::string& error) {
    if (w.size() < 2) return g.player;
    std::uint64_t uid = 0;
    const auto [end, ec] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), uid);
    if (ec != std::errc{} || end != w[1].data() + w[1].size()) {
        error = "A UID is a whole number (dump shows yours).";
        return std::nullopt;
    }
    const ecs::Entity e = g.world.find(ecs::Uid{uid});
    if (e == ecs::null_entity || !g.world.valid(e)) {
        error = "No entity has UID " + std::string(w[1]) + ".";
        return std::nullopt;
    }
    return e;
}

ConsoleResult rows(const Game& g, const std::vector<std::string_view>& w, WizardAct what) {
    if (w.size() < 2 || w.size() > 3) return usage(w[0]);
    const std::optional<RowRef> row = g.content->find(w[1]);
    if (!row) return said(unknown("content row", w[1], content_ids(*g.content)));
    const std::optional<std::int32_t> count = w.size() == 3 ? number(w[2]) : std::optional<std::int32_t>{1};
    if (!count || *count < 1) return said("How many: a whole number above 0, like x3.");
    return act(Intent::wizard(what, g.content->common(*row).stable.value, *count));
}

ConsoleResult teleport(const Game& g, const std::vector<std::string_view>& w) {
    if (w.size() == 2 && (w[1] == ">" || w[1] == "<" || w[1] == "stairs")) {
        const bool up = w[1] == "<";
        return act(Intent::wizard(WizardAct::teleport, 0, 0, up ? g.map().stairs_up : g.map().stairs_down));
    }
    if (w.size() != 3) return usage(w[0]);
    const auto x = number(w[1]);
    const auto y = number(w[2]);
    if (!x || !y) return usage(w[0]);
    return act(Intent::wizard(WizardAct::teleport, 0, 0, Point{*x, *y}));
}

ConsoleResult amount(const std::vector<std::string_view>& w, WizardAct what) {
    if (w.size() != 2) return usage(w[0]);
    const auto n = number(w[1]);
    if (!n) return usage(w[0]);
    return act(Intent::wizard(what, 0, *n));
}

ConsoleResult read_only(std::vector<std::string> lines) {
    ConsoleResult r;
    r.lines = std::move(lines);
    return r;
}

ConsoleResult help() {
    ConsoleResult r;
    for (const ConsoleCommand& c : kCommands) {
        std::string usage_text(c.usage);
        usage_text.resize(std::max<std::size_t>(usage_text.size(), 22), ' ');
        r.lines.push_back(usage_text + " " + std::string(c.help));
    }
    return r;
}

}  // namespace

std::span<const ConsoleCommand> console_commands() noexcept { return kCommands; }

ConsoleResult console_command(const Game& g, std::string_view line) {
    const std::vector<std::string_view> w = words_of(line);
    if (w.empty()) return {};
    const std::string_view c = w[0];
    if (c == "spawn") return rows(g, w, WizardAct::spawn);
    if (c == "give") return rows(g, w, WizardAct::give);
    if (c == "teleport") return teleport(g, w);
    if (c == "reveal") return w.size() == 1 ? act(Intent::wizard(WizardAct::reveal)) : usage(c);
    if (c == "depth") return amount(w, WizardAct::go_to_depth);
    if (c == "hp") return amount(w, WizardAct::set_hp);
    if (c == "magic") return amount(w, WizardAct::set_magic);
    if (c == "explain" || c == "dump") {
        std::string error;
        const auto e = entity_named(g, w, error);
        if (!e) return said(error);
        return read_only(c == "explain" ? explain_loadout(g, *e) : dump_entity(g, *e));
    }
    if (c == "invariants") {
        std::vector<std::string> broken = check_invariants(g);
        if (broken.empty()) broken.emplace_back("Every invariant holds.");
        return read_only(std::move(broken));
    }
    if (c == "bot") {
        if (w.size() != 2) return usage(c);
        const auto n = number(w[1]);
        if (!n || *n < 1) return usage(c);
        ConsoleResult r;
        r.bot_turns = std::min(*n, kMaxConsoleBotTurns);
        return r;
    }
    if (c == "help") return help();
    return said(unknown("command", c, command_names()) + " (help lists them)");
}

Completion complete_console_line(const Game& g, std::string_view line) {
    Completion out{std::string(line), {}};
    const std::vector<std::string_view> w = words_of(line);
    const bool new_word = line.empty() || line.back() == ' ';
    const std::size_t index = new_word ? w.size() : w.size() - 1;
    const std::string_view word = new_word ? std::string_view{} : w.back();
    std::vector<std::string> candidates;
    if (index == 0) {
        candidates = command_names();
    } else if (index == 1 && (w[0] == "spawn" || w[0] == "give")) {
        candidates = content_ids(*g.content);
    } else {
        return out;
    }
    std::vector<std::string> fits;
    for (const std::string& c : candidates) {
        if (c.starts_with(word)) fits.push_back(c);
    }
    if (fits.empty()) {
        if (const auto guess = did_you_mean(word, candidates)) out.lines.push_back("Did you mean '" + *guess + "'?");
        else out.lines.push_back("Nothing starts with '" + std::string(word) + "'.");
        return out;
    }
    std::sort(fits.begin(), fits.end());
    // The longest prefix every fit shares.
    std::string shared = fits.front();
    for (const std::string& f : fits) {
        std::size_t n = 0;
        while (n < shared.size() && n < f.size() && shared[n] == f[n]) ++n;
        shared.resize(n);
    }
    out.line = std::string(line.substr(0, line.size() - word.size())) + shared;
    if (fits.size() == 1) {
        out.line += ' ';
    } else {
        std::string list;
        for (const std::string& f : fits) list += (list.empty() ? "" : " ") + f;
        out.lines.push_back(std::move(list));
    }
    return out;
}

namespace {

std::string modifier_changes(const Loadout& before, const Loadout& after) {
    std::string out;
    auto add = [&](std::string_view name, int was, int now) {
        if (was == now) return;
        out += (out.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(was) + " -> " +
               (now == kUncapped ? std::string("none") : std::to_string(now));
    };
#define YOORD_EXPLAIN_MODIFIER(field, fold, range) add(#field, before.field, after.field);
    YOORD_MODIFIERS(YOORD_EXPLAIN_MODIFIER)
#undef YOORD_EXPLAIN_MODIFIER
#define YOORD_EXPLAIN_CAP(Component, field) add(#field, before.field, after.field);
    YOORD_CAPS(YOORD_EXPLAIN_CAP)
#undef YOORD_EXPLAIN_CAP
    for (const EffectInfo& effect : effect_table()) {
        if (after.granted[effect.bit] && !before.granted[effect.bit]) {
            out += (out.empty() ? "lends " : ", lends ") + std::string(effect.id);
        }
    }
    return out.empty() ? "nothing" : out;
}

std::string totals(const Loadout& l) {
    std::string out;
#define YOORD_TOTAL_MODIFIER(field, fold, range) out += (out.empty() ? "" : ", ") + std::string(#field) + " " + std::to_string(l.field);
    YOORD_MODIFIERS(YOORD_TOTAL_MODIFIER)
#undef YOORD_TOTAL_MODIFIER
#define YOORD_TOTAL_CAP(Component, field) \
    if (l.field != kUncapped) out += ", " + std::string(#field) + " " + std::to_string(l.field);
    YOORD_CAPS(YOORD_TOTAL_CAP)
#undef YOORD_TOTAL_CAP
    return out;
}

}  // namespace

std::vector<std::string> explain_loadout(const Game& g, ecs::Entity e) {
    std::vector<std::string> lines{"Loadout of " + name_of(g, e) + " (UID " + std::to_string(g.world.uid(e).value) + "):"};
    const std::vector<LoadoutStep> steps = loadout_steps(g.world, e);
    Loadout before;
    for (const LoadoutStep& step : steps) {
        const std::string source = step.source == ecs::null_entity ? std::string("base stats") : a_name_of(g, step.source);
        lines.push_back("  " + source + ": " + modifier_changes(before, step.after));
        before = step.after;
    }
    std::string held;
    for (const EffectInfo& effect : effect_table()) {
        if (g.world.has_marker(e, effect.bit)) held += (held.empty() ? "" : ", ") + std::string(effect.id);
    }
    lines.push_back("  its own effects: " + (held.empty() ? std::string("none") : held));
    lines.push_back("  total: " + totals(before));
    return lines;
}

namespace {

// Writes one field as text; one overload per kind of field value, as the state hash has.
struct FieldText {
    const GameWorld& w;
    std::string& out;

    template <class Field, class T>
    void operator()(Field field, const T& value) {
        const bool first = out.empty() || out.back() == ':';
        out += (first ? " " : ", ") + std::string(field.name) + " " + text(value);
    }

    template <class T>
        requires(std::is_arithmetic_v<T> || std::is_enum_v<T>)
    std::string text(T value) const {
        if constexpr (std::is_enum_v<T>) {
            return std::to_string(static_cast<long long>(static_cast<std::underlying_type_t<T>>(value)));
        } else {
            return std::to_string(value);
        }
    }
    std::string text(Point p) const { return std::to_string(p.x) + "," + std::to_string(p.y); }
    std::string text(ecs::Entity e) const {
        return e == ecs::null_entity || !w.valid(e) ? std::string("-") : "#" + std::to_string(w.uid(e).value);
    }
    std::string text(StableId id) const { return std::to_string(id.value); }
    template <class B>
    std::string text(EffectBit<B> effect) const {
        return std::string(effect_table()[effect.bit].id);
    }
    template <class B>
    std::string text(EffectBits<B> effects) const {
        std::string list;
        for (const std::uint16_t bit : effects.bits) list += (list.empty() ? "" : "|") + std::string(effect_table()[bit].id);
        return "[" + list + "]";
    }
    template <class T>
    std::string text(const std::vector<T>& list) const {
        std::string s;
        for (const T& item : list) s += (s.empty() ? "" : " ") + text(item);
        return "[" + s + "]";
    }
    template <class T, std::size_t N>
    std::string text(const std::array<T, N>& list) const {
        std::string s;
        for (const T& item : list) s += (s.empty() ? "" : " ") + text(item);
        return "[" + s + "]";
    }
    template <Described T>
    std::string text(const T& record) const {
        std::string inner;
        FieldText nested{w, inner};
        ComponentTraits<T>::fields(nested, record);
        return "{" + inner.substr(inner.empty() ? 0 : 1) + "}";
    }
};

}  // namespace

std::vector<std::string> dump_entity(const Game& g, ecs::Entity e) {
    std::vector<std::string> lines{"Entity #" + std::to_string(g.world.uid(e).value) + ": " + a_name_of(g, e)};
    GameWorld::for_each_component_type([&]<class T>() {
        if constexpr (ComponentTraits<T>::saved != Saved::never) {
            if (const T* c = g.world.try_get<T>(e)) {
                std::string line = "  " + std::string(ComponentTraits<T>::tag) + ":";
                FieldText visit{g.world, line};
                ComponentTraits<T>::fields(visit, *c);
                lines.push_back(std::move(line));
            }
        }
    });
    std::string held;
    for (const EffectInfo& effect : effect_table()) {
        if (g.world.has_marker(e, effect.bit)) held += (held.empty() ? "" : " ") + std::string(effect.id);
    }
    lines.push_back("  effects: " + (held.empty() ? std::string("none") : held));
    return lines;
}

}  // namespace yoord
