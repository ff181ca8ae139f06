// One door for harm: after a creature is spawned, only sim/rules/combat.cpp writes its Health. A text scan of sim/
// guards the rule (a new trap, drain or price that writes hp itself fails here and is told where to go), and
// behaviour tests check what the door does: the damage conduct, the death cause, heal and split.

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/rules/combat.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/systems.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

using testing::build_scenario;
using testing::Mark;

bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// Whether the field access `.hp` / `->hp` (or max_hp) ending before `end` in `line` is written to: an
// assignment or compound assignment after it, or ++/-- on either side.
bool written_at(const std::string& line, std::size_t start, std::size_t end) {
    std::size_t after = end;
    while (after < line.size() && line[after] == ' ') ++after;
    const std::string rest = line.substr(after, 3);
    if (rest.rfind("++", 0) == 0 || rest.rfind("--", 0) == 0) return true;
    if (rest.size() >= 2 && rest[1] == '=' && std::string("+-*/%").find(rest[0]) != std::string::npos) return true;
    if (!rest.empty() && rest[0] == '=' && (rest.size() < 2 || rest[1] != '=')) return true;
    // ++/-- before: the expression the field ends, back to the last space, '(' or ';', starts with one.
    std::size_t from = line.find_last_of(" \t(;{", start);
    from = from == std::string::npos ? 0 : from + 1;
    return line.compare(from, 2, "++") == 0 || line.compare(from, 2, "--") == 0;
}

// Every write to one of `fields` in `text`: (line number, line).
std::vector<std::pair<int, std::string>> field_writes(const std::string& text, const std::vector<std::string>& fields) {
    std::vector<std::pair<int, std::string>> out;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        for (const std::string& field : fields) {
            for (std::size_t at = line.find(field); at != std::string::npos; at = line.find(field, at + 1)) {
                const std::size_t end = at + field.size();
                if (end < line.size() && is_name_char(line[end])) continue;  // hpx, hp_left ...
                const bool member = (at >= 1 && line[at - 1] == '.') || (at >= 2 && line.compare(at - 2, 2, "->") == 0);
                if (member && written_at(line, at, end)) out.emplace_back(number, line);
            }
        }
    }
    return out;
}

// Every write to a Health field in `text`.
std::vector<std::pair<int, std::string>> health_writes(const std::string& text) {
    return field_writes(text, {"hp", "max_hp"});
}

// Every write to a base power or armour number (CombatStats, or an item's Modifiers: the text cannot tell them
// apart, so item writes are listed in kNotBaseStats below).
std::vector<std::pair<int, std::string>> stat_writes(const std::string& text) {
    return field_writes(text, {"power_bonus", "armour_bonus", "power_die", "armour_die"});
}

TEST(HarmDoor, TheScanFindsEveryKindOfWrite) {
    EXPECT_EQ(health_writes("    hp->hp -= amount;\n").size(), 1U);
    EXPECT_EQ(health_writes("    h.hp = 3;\n").size(), 1U);
    EXPECT_EQ(health_writes("    --h.max_hp;\n").size(), 1U);
    EXPECT_EQ(health_writes("    health.max_hp--;\n").size(), 1U);
    EXPECT_EQ(health_writes("    x.hp += 2; y.max_hp *= 2;\n").size(), 2U);
    EXPECT_TRUE(health_writes("    if (hp->hp == 0) return;\n").empty());
    EXPECT_TRUE(health_writes("    const int left = h.hp - 1;\n").empty());
    EXPECT_TRUE(health_writes("    w.hp_left = 3; int hp = 2;\n").empty());
    EXPECT_TRUE(health_writes("    return hp->hp <= 0;\n").empty());
}

// Writes the scan cannot tell from Health's by their text: each with why it is not one.
struct NotHealth {
    std::string_view file;
    std::string_view line;  // the trimmed line
    std::string_view why;
};
constexpr NotHealth kNotHealth[] = {
    {"sim/actions/explore.cpp", "w.hp = g.world.get<Health>(g.player).hp;", "explore's Watch snapshot, read-only"},
    {"sim/tools/careful_bot.cpp", "p.hp = hp.hp;", "the careful bot's percept, read-only"},
    {"sim/tools/careful_bot.cpp", "p.max_hp = hp.max_hp;", "the careful bot's percept, read-only"},
};

// Folders whose every Health write builds a fresh creature rather than changing a living one.
constexpr NotHealth kBuilders[] = {
    {"sim/io/save/", "", "the save loader fills a fresh Health from the file"},
};

bool allowed(const std::string& file, const std::string& line) {
    for (const NotHealth& b : kBuilders) {
        if (file.rfind(b.file, 0) == 0) return true;
    }
    const std::size_t first = line.find_first_not_of(" \t");
    const std::string trimmed = first == std::string::npos ? "" : line.substr(first);
    for (const NotHealth& n : kNotHealth) {
        if (file == n.file && trimmed == n.line) return true;
    }
    return false;
}

TEST(HarmDoor, OnlyCombatCppWritesHealthInSim) {
    const fs::path sim = fs::path(YOORD_SOURCE_DIR) / "sim";
    std::vector<std::string> offenders;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(sim)) {
        const fs::path& path = entry.path();
        if (path.extension() != ".cpp" && path.extension() != ".hpp") continue;
        if (path == sim / "rules" / "combat.cpp") continue;
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        const std::string file = fs::relative(path, YOORD_SOURCE_DIR).generic_string();
        for (const auto& [number, line] : health_writes(text.str())) {
            if (!allowed(file, line)) offenders.push_back(file + ":" + std::to_string(number) + ": " + line);
        }
    }
    std::string report;
    for (const std::string& o : offenders) report += "\n  " + o;
    EXPECT_TRUE(offenders.empty())
        << "Health is written outside sim/rules/combat.cpp. Route losses through harm() (or a sibling in combat.cpp) so "
           "the damage conduct and the death cause see them:"
        << report;
}

// Base stat writes that are not a creature's: an item's enchantment, rust, a missile's roll.
constexpr NotHealth kNotBaseStats[] = {
    {"sim/items/pack.cpp", "mods->value.power_bonus += by;", "enchanting a weapon changes the item's Modifiers"},
    {"sim/items/pack.cpp", "mods->value.armour_bonus += by;", "enchanting armour changes the item's Modifiers"},
    {"sim/items/pack.cpp", "mods->value.power_bonus -= plus;", "cancelling a weapon's plus"},
    {"sim/items/pack.cpp", "mods->value.armour_bonus -= plus;", "cancelling armour's plus"},
    {"sim/items/armour.cpp", "g.world.get<Modifiers>(armour).value.armour_bonus -= 1;", "rust on worn armour"},
    {"sim/actions/throwing.cpp", "shot.power_die = std::max(1, die);", "a missile's own roll, a local"},
    {"sim/actions/throwing.cpp", "shot.power_bonus = bonus;", "a missile's own roll, a local"},
    {"sim/rules/conditions.cpp", "lends.armour_bonus = armour_bonus;", "what a ward lends: a timed modifier"},
    {"sim/rules/conditions.cpp", "lends.power_bonus = power_bonus;", "what might lends: a timed modifier"},
    {"sim/rules/loadout.cpp", "out.power_die = base->power_die;", "the fold starts from the base stats"},
    {"sim/rules/loadout.cpp", "out.power_bonus = base->power_bonus;", "the fold starts from the base stats"},
    {"sim/rules/loadout.cpp", "out.armour_die = base->armour_die;", "the fold starts from the base stats"},
    {"sim/rules/loadout.cpp", "out.armour_bonus = base->armour_bonus;", "the fold starts from the base stats"},
};

bool stat_write_allowed(const std::string& file, const std::string& line) {
    if (file.rfind("sim/io/save/", 0) == 0 || file.rfind("sim/tables/", 0) == 0) return true;  // building rows
    const std::size_t first = line.find_first_not_of(" \t");
    const std::string trimmed = first == std::string::npos ? "" : line.substr(first);
    for (const NotHealth& n : kNotBaseStats) {
        if (file == n.file && trimmed == n.line) return true;
    }
    return false;
}

// Growth (raise level, gain and restore strength, drains) goes through the same door as harm: only combat.cpp
// changes a creature's maximum hit points or base power and armour, so no path changes them unseen.
TEST(HarmDoor, OnlyCombatCppWritesBaseStatsInSim) {
    const fs::path sim = fs::path(YOORD_SOURCE_DIR) / "sim";
    std::vector<std::string> offenders;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(sim)) {
        const fs::path& path = entry.path();
        if (path.extension() != ".cpp" && path.extension() != ".hpp") continue;
        if (path == sim / "rules" / "combat.cpp") continue;
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        const std::string file = fs::relative(path, YOORD_SOURCE_DIR).generic_string();
        for (const auto& [number, line] : stat_writes(text.str())) {
            if (!stat_write_allowed(file, line)) offenders.push_back(file + ":" + std::to_string(number) + ": " + line);
        }
    }
    std::string report;
    for (const std::string& o : offenders) report += "\n  " + o;
    EXPECT_TRUE(offenders.empty()) << "A base stat is written outside sim/rules/combat.cpp. Use change_power, "
                                      "change_armour, raise_max_hp or raise_level there:"
                                   << report;
}

TEST(HarmDoor, HarmToThePlayerRecordsTheCauseOfDeath) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    harm(g, g.player, 1000, ecs::null_entity, Wording::plain("a falling rock"));
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 0);
    EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::damage), 0);
    deaths_system(g);
    EXPECT_EQ(g.outcome, Outcome::dead);
    EXPECT_NE(written(g.death_cause).find("killed by a falling rock"), std::string::npos) << written(g.death_cause);
}

TEST(HarmDoor, HealingBreaksNothingAndStopsAtTheMaximum) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    Health& hp = g.world.get<Health>(g.player);
    const int max = hp.max_hp;
    harm(g, g.player, 2, ecs::null_entity, Wording::plain("poison"));
    const ConductMask after_harm = g.conducts_broken;
    EXPECT_EQ(heal(g, g.player, 100), 2);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, max);
    EXPECT_EQ(g.conducts_broken, after_harm);
}

TEST(HarmDoor, SplittingSharesHitPointsWithoutHarm) {
    auto s = build_scenario(R"(
        #####
        #@ab#
        #####
    )", {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['a']).hp = 7;
    split_health(g, s['a'], s['b']);
    EXPECT_EQ(g.world.get<Health>(s['a']).hp, 4);
    EXPECT_EQ(g.world.get<Health>(s['b']).hp, 3);
    EXPECT_TRUE(g.now.dying.empty());
    EXPECT_EQ(g.conducts_broken, 0);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
