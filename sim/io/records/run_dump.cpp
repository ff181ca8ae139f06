#include "sim/io/records/run_dump.hpp"

#include <cctype>
#include <charconv>
#include <span>

#include "core/io/atomic_file.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/run/conducts.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/places/pack.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/version.hpp"

namespace yoord {

namespace {

constexpr int kMaxSameNameDumps = 1000;  // "-2" ... before giving up on a free file name

std::string hex(std::uint64_t v) {
    char buf[17];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, 16);
    return std::string(buf, end);
}

void section(std::string& out, std::string_view title) { out.append("\n-- ").append(title).append(" --\n"); }

// "Label         value": the dump's one layout for a labelled line.
void line(std::string& out, std::string_view label, const std::string& value) {
    out.append(label).append(label.size() < 14 ? 14 - label.size() : 1, ' ').append(value).append("\n");
}

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
    return ", melee blows at most " + std::to_string(l.melee_cap) + " (a launcher in hand)";
}

void header(std::string& out, const Game& g, const DumpFacts& facts) {
    out.append("Yoord ").append(game_version()).append(" run dump\n\n");
    out.append(g.player_name).append(", ").append(end_cause(g)).append(".\n\n");
    out.append("Outcome       ").append(run_end_name(run_end_of(g))).append("\n");
    out.append("Score         ").append(std::to_string(g.score.points));
    out.append(" (").append(std::to_string(g.score.kills)).append(" kills, ");
    out.append(std::to_string(g.score.gold)).append(" gold)\n");
    out.append("Turns         ").append(std::to_string(g.turn)).append("\n");
    out.append("Depth         ").append(std::to_string(g.depth()));
    out.append(" (deepest ").append(std::to_string(deepest_depth(g))).append(")\n");
    out.append("Element       ").append(g.descent.element_carried ? "carried" : "not carried").append("\n");
    out.append("Seed          ").append(std::to_string(g.descent.seed)).append("\n");
    out.append("Body          ").append(body_id(g)).append("\n");
    if (g.wizard) out.append("Wizard mode   yes: this run used the wizard console and is not on the leaderboard\n");
    if (g.reloaded) out.append("Reloaded      yes: its content was reloaded during play; it is not on the leaderboard\n");
    out.append("Version       ").append(game_version()).append("\n");
    out.append("Content hash  ").append(hex(facts.content_hash)).append("\n");
    out.append("Date          ").append(facts.date).append(" UTC\n");
}

void character(std::string& out, const Game& g) {
    section(out, "Character");
    const Health& hp = g.world.get<Health>(g.player);
    out.append("HP            ").append(std::to_string(hp.hp)).append("/").append(std::to_string(hp.max_hp)).append("\n");
    if (const Magic* ma = g.world.try_get<Magic>(g.player)) {
        out.append("Ma            ").append(std::to_string(ma->ma)).append("/").append(std::to_string(ma->max_ma)).append("\n");
    }
    if (const Growth* growth = g.world.try_get<Growth>(g.player)) {
        out.append("Level         ").append(std::to_string(growth->level)).append("\n");
    }
    std::string spells;
    if (const Spellbook* book = g.world.try_get<Spellbook>(g.player)) {
        for (const StableId id : book->spells) {
            const SpellDef* spell = g.content->find_spell(id);
            if (spell == nullptr) continue;
            if (!spells.empty()) spells += ", ";
            spells += spell->name + " (" + std::to_string(spell->cost) + " Ma)";
        }
    }
    out.append("Spells        ").append(spells.empty() ? "none" : spells).append("\n");
    const Loadout l = fold_loadout(g.world, g.player);
    line(out, "Power", die_text(l.power_die, l.power_bonus) + melee_cap_note(l));
    line(out, "Armour", die_text(l.armour_die, l.armour_bonus));
    // The other numbers of the Loadout, from the one modifier list, so a new modifier shows here the day it
    // is added (and fails the dump test until it has words).
#define YOORD_DUMP_FIELD(field, fold)                                                         \
    if (const auto words = dump_words_for_modifier(#field); words && !words->empty() && l.field != 0) { \
        line(out, *words, signed_text(l.field));                                                  \
    }
    YOORD_MODIFIERS(YOORD_DUMP_FIELD)
#undef YOORD_DUMP_FIELD
    std::string held;
    if (const Conditions* c = g.world.try_get<Conditions>(g.player)) {
        for (const HeldEffect& e : c->held) {
            if (!held.empty()) held += ", ";
            held += words_of_id(effect_table()[e.bit].id);
            if (e.lifetime == Lifetime::turns) held += " (" + std::to_string(e.turns_left) + " turns)";
        }
    }
    out.append("Conditions    ").append(held.empty() ? "none" : held).append("\n");
}

void gear_and_pack(std::string& out, const Game& g) {
    static constexpr std::string_view kSlotNames[] = {"weapon", "armour", "left ring", "right ring", "launcher"};
    static_assert(std::size(kSlotNames) == kEquipSlotCount, "a name for every equipment slot");
    section(out, "Gear");
    const Equipment& eq = g.world.get<Equipment>(g.player);
    for (std::size_t s = 0; s < eq.slots.size(); ++s) {
        const std::string worn = eq.slots[s] == ecs::null_entity ? "(nothing)" : item_name(g, eq.slots[s]);
        out.append(kSlotNames[s]).append(std::string(14 - kSlotNames[s].size(), ' ')).append(worn).append("\n");
    }
    section(out, "Pack");
    const Pack& pack = g.world.get<Pack>(g.player);
    bool any = false;
    for (std::size_t i = 0; i < pack.letters.size(); ++i) {
        if (pack.letters[i] == ecs::null_entity) continue;
        any = true;
        out.push_back(static_cast<char>('a' + i));
        out.append(") ").append(item_name(g, pack.letters[i])).append("\n");
    }
    if (!any) out.append("(empty)\n");
}

void conducts(std::string& out, const Game& g) {
    const ConductMask kept = kept_conducts(g);
    section(out, "Conducts kept (" + std::to_string(conducts_in(kept).size()) + " of " +
                     std::to_string(kConductCount) + "; a win pays +" + std::to_string(conduct_bonus_percent(kept)) +
                     "%)");
    for (const Conduct c : conducts_in(kept)) {
        out.push_back(conduct_mark(c));
        out.append(" ").append(conduct_id(c)).append(std::string(12 - conduct_id(c).size(), ' ')).append(conduct_words(c));
        out.append("\n");
    }
    if (kept == 0) out.append("(none)\n");
}

void messages(std::string& out, const Game& g) {
    section(out, "Last messages");
    for (const Message& m : g.log.tail(kDumpMessages)) out.append(display_text(m)).append("\n");
}

}  // namespace

std::optional<std::string_view> dump_words_for_modifier(std::string_view field) {
    if (field == "power_die" || field == "power_bonus" || field == "armour_die" || field == "armour_bonus") {
        return std::string_view{};
    }
    if (field == "throw_bonus") return "Throwing";
    if (field == "sight_bonus") return "Sight";
    return std::nullopt;
}

std::string run_dump_text(const Game& g, const DumpFacts& facts) {
    std::string out;
    header(out, g, facts);
    character(out, g);
    gear_and_pack(out, g);
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
    if (ec) return Unexpected{"cannot create " + folder.string() + ": " + ec.message()};
    const std::string file = run_dump_file_name(g.player_name, facts.date);
    const std::string stem = file.substr(0, file.size() - 4);
    fs::path path = folder / file;
    for (int n = 2; fs::exists(path, ec); ++n) {
        if (n > kMaxSameNameDumps) return Unexpected{"no free file name for " + (folder / file).string()};
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
