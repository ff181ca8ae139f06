#include "sim/io/records/run_dump.hpp"

#include <cctype>
#include <charconv>
#include <span>

#include "core/io/atomic_file.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/rules/polymorph.hpp"
#include "sim/run/conducts.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/items/pack.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/version.hpp"
#include "sim/text/strings.hpp"
#include "sim/io/records/hex.hpp"
#include "sim/run/score.hpp"

namespace yoord {

namespace {

constexpr int kMaxSameNameDumps = 1000;  // "-2" ... before giving up on a free file name

void section(std::string& out, std::string_view title) { out.append("\n-- ").append(title).append(" --\n"); }

// Columns a UTF-8 text takes (a translated label may hold accented letters).
std::size_t columns(std::string_view s) {
    std::size_t n = 0;
    for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// "Label         value": the dump's one layout for a labelled line.
void line(std::string& out, std::string_view label, std::string_view value) {
    constexpr std::size_t kValueColumn = 14;
    out.append(label).append(std::string(kValueColumn > columns(label) ? kValueColumn - columns(label) : 1, ' '));
    out.append(value).append("\n");
}

// line() with the label from the sentence table.
void field(std::string& out, std::string_view key, std::string_view value) { line(out, phrase(key), value); }

std::string signed_text(int n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

// "sleep_immune" -> "sleep immune": an id read aloud.
std::string words_of_id(std::string_view id) {
    std::string out(id);
    for (char& c : out) {
        if (c == '_') c = ' ';
    }
    return out;
}

std::string melee_cap_note(const Loadout& l) {
    if (l.melee_cap == kUncapped) return {};
    return phrase("dump.melee_cap", {{"n", std::to_string(l.melee_cap)}});
}

// The body a polymorphed player wears now: its row's name, and a chimera's second row.
std::string form_now(const Game& g) {
    const MonsterDef* body = body_of(g);
    const std::string form = body != nullptr ? row_name(*body) : phrase("dump.own_body");
    const MonsterDef* chimera = chimera_of(g);
    if (chimera == nullptr) return form;
    return phrase("dump.chimera_form", {{"form", form}, {"what", row_name(*chimera)}});
}

void header(std::string& out, const Game& g, const DumpFacts& facts) {
    out.append(phrase("dump.title", {{"text", std::string(game_version())}})).append("\n\n");
    out.append(g.player_name).append(phrase("dump.after_name", {{"text", end_cause(g)}})).append("\n\n");
    field(out, "dump.outcome", phrase("run_end." + std::string(run_end_name(run_end_of(g)))));
    field(out, "dump.score",
          phrase("dump.score_value", {{"points", std::to_string(final_score(g.score))}, {"n", std::to_string(g.score.kills)},
                                      {"count", std::to_string(g.score.gold)}}));
    field(out, "dump.turns", std::to_string(g.turn));
    field(out, "dump.depth",
          phrase("dump.depth_value", {{"depth", std::to_string(g.depth())}, {"n", std::to_string(deepest_depth(g))}}));
    field(out, "dump.element", phrase(g.descent.element_carried ? "dump.carried" : "dump.not_carried"));
    field(out, "dump.seed", std::to_string(g.descent.seed));
    field(out, "dump.generation", std::to_string(g.descent.generation));
    if (g.descent.endless) field(out, "dump.endless", phrase("dump.endless_value"));
    const MonsterDef* body = own_body_of(g);
    field(out, "dump.body", body != nullptr ? row_name(*body) : phrase("dump.own_body"));
    if (g.world.has<Polymorphed>(g.player)) field(out, "dump.form", form_now(g));
    if (g.wizard) field(out, "dump.wizard", phrase("dump.wizard_value"));
    if (g.reloaded) field(out, "dump.reloaded", phrase("dump.reloaded_value"));
    field(out, "dump.version", game_version());
    field(out, "dump.content_hash", hex(facts.content_hash));
    field(out, "dump.date", phrase("dump.date_value", {{"text", facts.date}}));
}

void character(std::string& out, const Game& g) {
    section(out, phrase("dump.character"));
    const Health& hp = g.world.get<Health>(g.player);
    field(out, "dump.hp", std::to_string(hp.hp) + "/" + std::to_string(hp.max_hp));
    if (const Magic* ma = g.world.try_get<Magic>(g.player)) {
        field(out, "dump.ma", std::to_string(ma->ma) + "/" + std::to_string(ma->max_ma));
    }
    if (const Growth* growth = g.world.try_get<Growth>(g.player)) field(out, "dump.level", std::to_string(growth->level));
    std::string spells;
    if (const Spellbook* book = g.world.try_get<Spellbook>(g.player)) {
        for (const StableId id : book->spells) {
            const SpellDef* spell = g.content->find_spell(id);
            if (spell == nullptr) continue;
            if (!spells.empty()) spells += ", ";
            spells += phrase("dump.spell", {{"spell", row_name(*spell)}, {"n", std::to_string(spell->cost)}});
        }
    }
    field(out, "dump.spells", spells.empty() ? phrase("dump.none") : spells);
    const Loadout l = fold_loadout(g.world, g.player);
    field(out, "dump.power", die_text(l.power_die, l.power_bonus) + melee_cap_note(l));
    field(out, "dump.armour", die_text(l.armour_die, l.armour_bonus));
    // The other numbers of the Loadout, from the one modifier list, so a new modifier shows here the day it
    // is added (and fails the dump test until it has words).
#define YOORD_DUMP_FIELD(name, fold, range)                                                       \
    if (const auto words = dump_words_for_modifier(#name); words && !words->empty() && l.name != 0) { \
        line(out, *words, signed_text(l.name));                                                       \
    }
    YOORD_MODIFIERS(YOORD_DUMP_FIELD)
#undef YOORD_DUMP_FIELD
    std::string held;
    if (const Conditions* c = g.world.try_get<Conditions>(g.player)) {
        for (const HeldEffect& e : c->held) {
            if (!held.empty()) held += ", ";
            const std::string_view id = effect_table()[e.bit].id;
            const std::string key = "effect_name." + std::string(id);
            held += active_strings().find(key) != nullptr ? phrase(key) : words_of_id(id);
            if (e.lifetime == Lifetime::turns) held += phrase("dump.turns_left", {{"n", std::to_string(e.turns_left)}});
        }
    }
    field(out, "dump.conditions", held.empty() ? phrase("dump.none") : held);
}

void gear_and_pack(std::string& out, const Game& g) {
    static constexpr std::string_view kSlotKeys[] = {"slot.weapon", "slot.armour", "slot.left_ring", "slot.right_ring",
                                                     "slot.launcher"};
    static_assert(std::size(kSlotKeys) == kEquipSlotCount, "a name for every equipment slot");
    section(out, phrase("dump.gear"));
    const Equipment& eq = g.world.get<Equipment>(g.player);
    for (std::size_t s = 0; s < eq.slots.size(); ++s) {
        field(out, kSlotKeys[s], eq.slots[s] == ecs::null_entity ? phrase("dump.nothing") : identified_name(g, eq.slots[s]));
    }
    section(out, phrase("dump.pack"));
    const Pack& pack = g.world.get<Pack>(g.player);
    bool any = false;
    for (std::size_t i = 0; i < pack.letters.size(); ++i) {
        if (pack.letters[i] == ecs::null_entity) continue;
        any = true;
        out.push_back(static_cast<char>('a' + i));
        out.append(") ").append(identified_name(g, pack.letters[i])).append("\n");  // the run is over: the truth
    }
    if (!any) out.append(phrase("dump.empty")).append("\n");
}

void conducts(std::string& out, const Game& g) {
    const ConductMask kept = kept_conducts(g);
    section(out, phrase("dump.conducts", {{"n", std::to_string(conducts_in(kept).size())},
                                          {"total", std::to_string(kConductCount)},
                                          {"points", std::to_string(conduct_bonus_percent(kept))}}));
    for (const Conduct c : conducts_in(kept)) {
        out.push_back(conduct_mark(c));
        const std::string name = conduct_name(c);
        out.append(" ").append(name).append(std::string(columns(name) < 12 ? 12 - columns(name) : 1, ' '));
        out.append(conduct_words(c));
        out.append("\n");
    }
    if (kept == 0) out.append(phrase("dump.no_conducts")).append("\n");
}

// The bounty's monster by its name in the reader's language, or a note when the content has lost its row.
std::string bounty_monster(const Game& g) {
    const std::optional<RowRef> row = g.content->find(g.score.doublers.bounty);
    if (!row || row->category != Category::monster) return phrase("dump.unknown_monster");
    return row_name(g.content->monsters[row->index]);
}

// Each doubler the run earned, one line each, under the sum: the points before doubling and the factor.
void doublers(std::string& out, const Game& g) {
    const ScoreDoublers& d = g.score.doublers;
    const int n = doubler_count(d);
    section(out, phrase("dump.doublers", {{"count", std::to_string(n)},
                                          {"total", std::to_string(kDoublerCount)},
                                          {"points", std::to_string(g.score.points)},
                                          {"n", std::to_string(std::int64_t{1} << n)}}));
    if (d.has(Doubler::adornment)) out.append(phrase("dump.doubler_adornment")).append("\n");
    if (d.has(Doubler::bounty)) out.append(phrase("dump.doubler_bounty", {{"name", bounty_monster(g)}})).append("\n");
    if (d.has(Doubler::element)) out.append(phrase("dump.doubler_element")).append("\n");
    if (n == 0) out.append(phrase("dump.no_doublers")).append("\n");
}

void messages(std::string& out, const Game& g) {
    section(out, phrase("dump.messages"));
    for (const Message& m : g.log.tail(kDumpMessages)) out.append(display_text(m)).append("\n");
}

}  // namespace

std::optional<std::string> dump_words_for_modifier(std::string_view field) {
    if (field == "power_die" || field == "power_bonus" || field == "armour_die" || field == "armour_bonus") {
        return std::string{};
    }
    if (field == "throw_bonus") return phrase("dump.throwing");
    if (field == "sight_bonus") return phrase("dump.sight");
    return std::nullopt;
}

std::string run_dump_text(const Game& g, const DumpFacts& facts) {
    std::string out;
    header(out, g, facts);
    character(out, g);
    gear_and_pack(out, g);
    doublers(out, g);
    conducts(out, g);
    messages(out, g);
    return out;
}

std::string run_dump_file_name(std::string_view name, std::string_view date) {
    std::string out;
    for (const char c : name) {
        const bool plain = std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_';
        out.push_back(plain ? c : '_');
    }
    if (out.empty()) out = "player";
    out.push_back('-');
    for (const char c : date) {
        if (std::isdigit(static_cast<unsigned char>(c)) != 0) out.push_back(c);
        if (c == ' ') out.push_back('-');
    }
    return out + ".txt";
}

Expected<std::filesystem::path, std::string> write_run_dump(const std::filesystem::path& data_dir, const Game& g,
                                                            const DumpFacts& facts) {
    namespace fs = std::filesystem;
    const fs::path folder = data_dir / kMorgueFolder;
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) return Unexpected{phrase("records.cannot_create", {{"text", folder.string()}, {"reason", ec.message()}})};
    const std::string file = run_dump_file_name(g.player_name, facts.date);
    const std::string stem = file.substr(0, file.size() - 4);
    fs::path path = folder / file;
    for (int n = 2; fs::exists(path, ec); ++n) {
        if (n > kMaxSameNameDumps) return Unexpected{phrase("records.no_free_name", {{"text", (folder / file).string()}})};
        path = folder / (stem + "-" + std::to_string(n) + ".txt");
    }
    const std::string text = run_dump_text(g, facts);
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(text.data()), text.size());
    if (const std::optional<io::IoError> failed = io::write_file_atomically(path, bytes)) {
        return Unexpected{failed->message("write")};
    }
    return path;
}

}  // namespace yoord
