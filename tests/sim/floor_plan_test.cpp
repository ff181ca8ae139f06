// The floor plan of sim/: sim/README.md's table names each folder's floor, and a file may include only its own
// floor and the floors below. The test reads the table from the README itself, so the page and the check cannot
// drift apart: moving a folder to another floor is one edit of the page, and the scan says what it breaks. It
// also holds the layers: core/ includes neither sim/ nor render/, and sim/ includes neither render/ nor curses.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

// A source file as the scan sees it: its path from the project root and its text.
struct SourceFile {
    std::string path;
    std::string text;
};

// folder under sim/ ("rules") -> floor number; a file directly in sim/ has the folder "".
using FloorPlan = std::map<std::string, int>;

std::string read_file(const fs::path& path) {
    std::ifstream in(path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The rows of the README's floor table: `| 3 | `world/` ... |`. Every backquoted `name/` in the second cell is a
// folder of that floor.
FloorPlan parse_floor_plan(const std::string& readme) {
    FloorPlan plan;
    std::istringstream lines(readme);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("| ", 0) != 0) continue;
        const std::size_t second = line.find('|', 1);
        if (second == std::string::npos) continue;
        const std::string first_cell = line.substr(1, second - 1);
        int floor = 0;
        try {
            std::size_t used = 0;
            floor = std::stoi(first_cell, &used);
        } catch (const std::exception&) {
            continue;
        }
        const std::size_t third = line.find('|', second + 1);
        const std::string cell = line.substr(second + 1, third - second - 1);
        for (std::size_t at = cell.find('`'); at != std::string::npos; at = cell.find('`', at + 1)) {
            const std::size_t end = cell.find('`', at + 1);
            if (end == std::string::npos) break;
            const std::string name = cell.substr(at + 1, end - at - 1);
            if (!name.empty() && name.back() == '/') plan[name.substr(0, name.size() - 1)] = floor;
            at = end;
        }
    }
    return plan;
}

// "sim/rules/combat.cpp" -> "rules"; "sim/x.hpp" -> "".
std::string folder_of(const std::string& path) {
    const std::string rest = path.substr(4);
    const std::size_t slash = rest.find('/');
    return slash == std::string::npos ? std::string() : rest.substr(0, slash);
}

// The quoted and angled includes of `text`, with their line numbers.
std::vector<std::pair<int, std::string>> includes_of(const std::string& text) {
    std::vector<std::pair<int, std::string>> out;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        const std::size_t hash = line.find_first_not_of(" \t");
        if (hash == std::string::npos || line.compare(hash, 1, "#") != 0) continue;
        const std::size_t word = line.find_first_not_of(" \t", hash + 1);
        if (word == std::string::npos || line.compare(word, 7, "include") != 0) continue;
        const std::size_t open = line.find_first_of("\"<", word + 7);
        if (open == std::string::npos) continue;
        const std::size_t close = line.find_first_of("\">", open + 1);
        if (close == std::string::npos) continue;
        out.emplace_back(number, line.substr(open + 1, close - open - 1));
    }
    return out;
}

// Every broken rule, one line each: "sim/rules/x.cpp:4: includes sim/tools/bot.hpp (floor 12 above floor 7)".
std::vector<std::string> floor_plan_violations(const FloorPlan& plan, const std::vector<SourceFile>& files) {
    std::vector<std::string> out;
    for (const SourceFile& file : files) {
        const bool in_core = file.path.rfind("core/", 0) == 0;
        const bool in_sim = file.path.rfind("sim/", 0) == 0;
        std::optional<int> own;
        if (in_sim) {
            const auto it = plan.find(folder_of(file.path));
            if (it == plan.end()) {
                out.push_back(file.path + ": its folder is on no floor of sim/README.md");
                continue;
            }
            own = it->second;
        }
        for (const auto& [line, target] : includes_of(file.text)) {
            const std::string where = file.path + ":" + std::to_string(line) + ": includes " + target;
            const bool to_sim = target.rfind("sim/", 0) == 0;
            const bool to_render = target.rfind("render/", 0) == 0;
            const bool to_curses = target.find("curses") != std::string::npos;
            if (in_core && (to_sim || to_render)) out.push_back(where + " (core/ knows no game and no terminal)");
            if (in_sim && (to_render || to_curses)) out.push_back(where + " (sim/ runs without a terminal)");
            if (!in_sim || !to_sim) continue;
            const auto it = plan.find(folder_of(target));
            if (it == plan.end()) {
                out.push_back(where + " (a folder on no floor of sim/README.md)");
            } else if (it->second > *own) {
                out.push_back(where + " (floor " + std::to_string(it->second) + " above its own floor " +
                              std::to_string(*own) + ")");
            }
        }
    }
    return out;
}

std::vector<SourceFile> project_sources() {
    const fs::path root = YOORD_SOURCE_DIR;
    std::vector<SourceFile> out;
    for (const char* layer : {"core", "sim"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / layer)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
            out.push_back({fs::relative(entry.path(), root).generic_string(), read_file(entry.path())});
        }
    }
    std::sort(out.begin(), out.end(), [](const SourceFile& a, const SourceFile& b) { return a.path < b.path; });
    return out;
}

FloorPlan project_plan() { return parse_floor_plan(read_file(fs::path(YOORD_SOURCE_DIR) / "sim" / "README.md")); }

const std::string kPlan =
    "| floor | folders |\n"
    "| --- | --- |\n"
    "| 1 | `vocab/` |\n"
    "| 2 | `state/` |\n"
    "| 3 | `rules/`, `items/` |\n"
    "| 4 | `tools/` |\n";

TEST(FloorPlan, ReadsEveryFolderOfTheTable) {
    const FloorPlan plan = parse_floor_plan(kPlan);
    EXPECT_EQ(plan, (FloorPlan{{"vocab", 1}, {"state", 2}, {"rules", 3}, {"items", 3}, {"tools", 4}}));
}

TEST(FloorPlan, AnIncludeFromAFloorAboveIsCaught) {
    const std::vector<std::string> found = floor_plan_violations(
        parse_floor_plan(kPlan), {{"sim/vocab/effects.hpp", "#pragma once\n#include \"sim/tools/bot.hpp\"\n"}});
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0], "sim/vocab/effects.hpp:2: includes sim/tools/bot.hpp (floor 4 above its own floor 1)");
}

TEST(FloorPlan, IncludesDownwardAndAcrossAFloorAreAllowed) {
    const std::vector<std::string> found = floor_plan_violations(
        parse_floor_plan(kPlan), {{"sim/rules/combat.cpp", "#include \"sim/items/wands.hpp\"\n#include \"sim/vocab/place.hpp\"\n"},
                                  {"sim/tools/bot.cpp", "#  include \"sim/rules/combat.hpp\"\n"}});
    EXPECT_TRUE(found.empty());
}

TEST(FloorPlan, AFolderOnNoFloorIsCaught) {
    const std::vector<std::string> found =
        floor_plan_violations(parse_floor_plan(kPlan), {{"sim/newfolder/x.cpp", ""}, {"sim/x.cpp", ""}});
    EXPECT_EQ(found.size(), 2U);
}

TEST(FloorPlan, TheLayersAreKept) {
    const std::vector<std::string> found = floor_plan_violations(
        parse_floor_plan(kPlan), {{"core/rng.hpp", "#include \"sim/vocab/effects.hpp\"\n#include \"render/app.hpp\"\n"},
                                  {"sim/rules/x.cpp", "#include <ncurses.h>\n#include \"render/terminal.hpp\"\n"}});
    EXPECT_EQ(found.size(), 4U);
}

TEST(FloorPlan, SimFollowsItsReadme) {
    const FloorPlan plan = project_plan();
    ASSERT_GE(plan.size(), 8U) << "sim/README.md's floor table was not found";
    const std::vector<std::string> found = floor_plan_violations(plan, project_sources());
    std::string all;
    for (const std::string& line : found) all += line + "\n";
    EXPECT_TRUE(found.empty()) << "Each line below breaks the floor plan of sim/README.md: a file may include its "
                                  "own floor and the floors below. Move the rule down (or the file up), or change "
                                  "the plan in the README with a reason.\n"
                               << all;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
