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
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// A command's name and form are what the wizard types, the same in every language; its help is a sentence key.
// clang-format off
constexpr std::array kCommands{
    ConsoleCommand{"spawn",      "spawn ID [xN]",    "wizard.help_spawn"},  // not player text: the typed form
    ConsoleCommand{"give",       "give ID [xN]",     "wizard.help_give"},  // not player text: the typed form
    ConsoleCommand{"teleport",   "teleport X Y | > | <", "wizard.help_teleport"},
    ConsoleCommand{"reveal",     "reveal",           "wizard.help_reveal"},
    ConsoleCommand{"depth",      "depth N",          "wizard.help_depth"},
    ConsoleCommand{"hp",         "hp N",             "wizard.help_hp"},
    ConsoleCommand{"magic",      "magic N",          "wizard.help_magic"},
    ConsoleCommand{"explain",    "explain [UID]",    "wizard.help_explain"},  // not player text: the typed form
    ConsoleCommand{"dump",       "dump [UID]",       "wizard.help_dump"},  // not player text: the typed form
    ConsoleCommand{"invariants", "invariants",       "wizard.help_invariants"},
    ConsoleCommand{"bot",        "bot N",            "wizard.help_bot"},
    ConsoleCommand{"help",       "help",             "wizard.help_help"},
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

// "No command 'spwan'; did you mean 'spawn'?": `key` without a guess, `key`_guess with one.
std::string unknown(const Game& g, std::string_view key, std::string_view word, std::span<const std::string> candidates) {
    const std::string typed(word);
    if (const auto guess = did_you_mean(word, candidates)) {
        return sentence(g, std::string(key) + "_guess", {.args = {{"word", typed}, {"text", *guess}}});
    }
    return sentence(g, key, {.args = {{"word", typed}}});
}

ConsoleResult said(std::string line) {
    ConsoleResult r;
    r.lines.push_back(std::move(line));
    return r;
}

ConsoleResult usage(const Game& g, std::string_view command) {
    std::string_view form = "help";
    for (const ConsoleCommand& c : kCommands) {
        if (c.name == command) form = c.usage;
    }
    return said(sentence(g, "wizard.usage", {.args = {{"text", std::string(form)}}}));
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
        error = sentence(g, "wizard.uid_not_number");
        return std::nullopt;
    }
    const ecs::Entity e = g.world.find(ecs::Uid{uid});
    if (e == ecs::null_entity || !g.world.valid(e)) {
        error = sentence(g, "wizard.no_uid", {.args = {{"id", std::string(w[1])}}});
        return std::nullopt;
    }
    return e;
}

// The row a typed id names: its full id, or a pack row's id without the pack's prefix ("goblin_chief" for
// "goblin_quest.goblin_chief") when exactly one row ends so.
std::optional<RowRef> typed_row(const Content& content, std::string_view typed) {
    if (const std::optional<RowRef> row = content.find(typed)) return row;
    std::optional<RowRef> found;
    for (const RowRef r : content.all_rows()) {
        const std::string& id = content.common(r).id;
        const std::size_t dot = id.rfind('.');
        if (dot == std::string::npos || std::string_view(id).substr(dot + 1) != typed) continue;
        if (found) return std::nullopt;  // two packs' rows: the wizard must say which
        found = r;
    }
    return found;
}

ConsoleResult rows(const Game& g, const std::vector<std::string_view>& w, WizardAct what) {
    if (w.size() < 2 || w.size() > 3) return usage(g, w[0]);
    const std::optional<RowRef> row = typed_row(*g.content, w[1]);
    if (!row) return said(unknown(g, "wizard.unknown_row", w[1], content_ids(*g.content)));
    const std::optional<std::int32_t> count = w.size() == 3 ? number(w[2]) : std::optional<std::int32_t>{1};
    if (!count || *count < 1) return said(sentence(g, "wizard.how_many"));
    return act(Intent::wizard(what, g.content->common(*row).stable.value, *count));
}

ConsoleResult teleport(const Game& g, const std::vector<std::string_view>& w) {
    if (w.size() == 2 && (w[1] == ">" || w[1] == "<" || w[1] == "stairs")) {
        const bool up = w[1] == "<";
        return act(Intent::wizard(WizardAct::teleport, 0, 0, up ? g.map().stairs_up : g.map().stairs_down));
    }
    if (w.size() != 3) return usage(g, w[0]);
    const auto x = number(w[1]);
    const auto y = number(w[2]);
    if (!x || !y) return usage(g, w[0]);
    return act(Intent::wizard(WizardAct::teleport, 0, 0, Point{*x, *y}));
}

ConsoleResult amount(const Game& g, const std::vector<std::string_view>& w, WizardAct what) {
    if (w.size() != 2) return usage(g, w[0]);
    const auto n = number(w[1]);
    if (!n) return usage(g, w[0]);
    return act(Intent::wizard(what, 0, *n));
}

ConsoleResult read_only(std::vector<std::string> lines) {
    ConsoleResult r;
    r.lines = std::move(lines);
    return r;
}

ConsoleResult help(const Game& g) {
    ConsoleResult r;
    for (const ConsoleCommand& c : kCommands) {
        std::string usage_text(c.usage);
        usage_text.resize(std::max<std::size_t>(usage_text.size(), 22), ' ');
        r.lines.push_back(usage_text + " " + sentence(g, c.help));
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
    if (c == "reveal") return w.size() == 1 ? act(Intent::wizard(WizardAct::reveal)) : usage(g, c);
    if (c == "depth") return amount(g, w, WizardAct::go_to_depth);
    if (c == "hp") return amount(g, w, WizardAct::set_hp);
    if (c == "magic") return amount(g, w, WizardAct::set_magic);
    if (c == "explain" || c == "dump") {
        std::string error;
        const auto e = entity_named(g, w, error);
        if (!e) return said(error);
        return read_only(c == "explain" ? explain_loadout(g, *e) : dump_entity(g, *e));
    }
    if (c == "invariants") {
        std::vector<std::string> broken = check_invariants(g);
        if (broken.empty()) broken.push_back(sentence(g, "wizard.invariants_hold"));
        return read_only(std::move(broken));
    }
    if (c == "bot") {
        if (w.size() != 2) return usage(g, c);
        const auto n = number(w[1]);
        if (!n || *n < 1) return usage(g, c);
        ConsoleResult r;
        r.bot_turns = std::min(*n, kMaxConsoleBotTurns);
        return r;
    }
    if (c == "help") return help(g);
    return said(unknown(g, "wizard.unknown_command", c, command_names()));
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
        if (const auto guess = did_you_mean(word, candidates)) {
            out.lines.push_back(sentence(g, "wizard.complete_guess", {.args = {{"text", *guess}}}));
        } else {
            out.lines.push_back(sentence(g, "wizard.complete_nothing", {.args = {{"word", std::string(word)}}}));
        }
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

std::string modifier_changes(const Game& g, const Loadout& before, const Loadout& after) {
    std::string out;
    const std::string none = sentence(g, "wizard.none");
    auto add = [&](std::string_view name, int was, int now) {
        if (was == now) return;
        out += (out.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(was) + " -> " +
               (now == kUncapped ? none : std::to_string(now));
    };
#define YOORD_EXPLAIN_MODIFIER(field, fold, range) add(#field, before.field, after.field);
    YOORD_MODIFIERS(YOORD_EXPLAIN_MODIFIER)
#undef YOORD_EXPLAIN_MODIFIER
#define YOORD_EXPLAIN_CAP(Component, field) add(#field, before.field, after.field);
    YOORD_CAPS(YOORD_EXPLAIN_CAP)
#undef YOORD_EXPLAIN_CAP
    std::string lent;
    for (const EffectInfo& effect : effect_table()) {
        if (after.granted[effect.bit] && !before.granted[effect.bit]) lent += (lent.empty() ? "" : ", ") + std::string(effect.id);
    }
    if (!lent.empty()) out += (out.empty() ? "" : ", ") + sentence(g, "wizard.lends", {.args = {{"what", lent}}});
    return out.empty() ? sentence(g, "wizard.changed_nothing") : out;
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
    std::vector<std::string> lines{
        sentence(g, "wizard.explain_title", {.args = {{"name", e == g.player ? g.player_name : name_of(g, e)}, {"id", std::to_string(g.world.uid(e).value)}}})};
    const std::vector<LoadoutStep> steps = loadout_steps(g.world, e);
    Loadout before;
    for (const LoadoutStep& step : steps) {
        const std::string source = step.source == ecs::null_entity ? sentence(g, "wizard.base_stats") : a_name_of(g, step.source);
        lines.push_back(sentence(g, "wizard.step", {.args = {{"item", source}, {"what", modifier_changes(g, before, step.after)}}}));
        before = step.after;
    }
    std::string held;
    for (const EffectInfo& effect : effect_table()) {
        if (g.world.has_marker(e, effect.bit)) held += (held.empty() ? "" : ", ") + std::string(effect.id);
    }
    lines.push_back(sentence(g, "wizard.own_effects", {.args = {{"what", held.empty() ? sentence(g, "wizard.none") : held}}}));
    lines.push_back(sentence(g, "wizard.total", {.args = {{"what", totals(before)}}}));
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
    std::vector<std::string> lines{
        sentence(g, "wizard.dump_title", {.args = {{"id", std::to_string(g.world.uid(e).value)}, {"item", a_name_of(g, e)}}})};
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
    lines.push_back(sentence(g, "wizard.dump_effects", {.args = {{"what", held.empty() ? sentence(g, "wizard.none") : held}}}));
    return lines;
}

}  // namespace yoord
