#include "sim/tools/catalog.hpp"

#include <cstdio>
#include <ostream>
#include <vector>

#include "sim/dungeon/floor.hpp"
#include "sim/tools/content_cli.hpp"

namespace yoord {

namespace {

void append_ids(std::string& line, const Content& content, const std::vector<Placement>& placements) {
    if (placements.empty()) {
        line += '-';
        return;
    }
    for (std::size_t i = 0; i < placements.size(); ++i) {
        if (i > 0) {
            line += ',';
        }
        line += content.common(placements[i].row).id;
    }
}

std::string hex64(std::uint64_t value) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
    return buffer;
}

}  // namespace

std::string seed_catalog_line(const Content& content, std::uint64_t seed, int depth, DungeonChoice dungeon) {
    Descent straight_down{seed, depth, static_cast<std::uint32_t>(depth - 1), false};
    straight_down.generation = dungeon.generation;
    straight_down.level = dungeon.level;
    straight_down.endless = dungeon.endless;
    const Floor floor = plan_floor(content, straight_down);
    std::vector<Placement> items;
    if (floor.population.element) {
        items.push_back(*floor.population.element);
    }
    items.insert(items.end(), floor.population.items.begin(), floor.population.items.end());

    std::string line = "seed " + std::to_string(seed) + " depth " + std::to_string(depth) + ' ';
    line += layout_kind_name(floor.map.kind);
    line += " layout " + hex64(layout_hash(layout_of(content, straight_down)));
    line += " rooms " + std::to_string(floor.map.rooms.size());
    line += " monsters ";
    append_ids(line, content, floor.population.monsters);
    line += " items ";
    append_ids(line, content, items);
    line += " traps ";
    append_ids(line, content, floor.population.traps);
    // Generation 2: a floor with a special room names it last, so every other floor's line reads as before.
    if (floor.map.special && floor.map.special->row < content.rooms.size()) {
        line += " room " + content.rooms[floor.map.special->row].id;
    }
    return line;
}

void write_seed_catalog(std::ostream& out, const Content& content, std::uint64_t first, std::uint64_t last,
                        std::optional<int> depth, DungeonChoice dungeon) {
    const int shallowest = depth.value_or(1);
    const int deepest = depth.value_or(content.constants.final_depth);
    if (first > last) {
        return;
    }
    for (std::uint64_t seed = first;; ++seed) {
        for (int d = shallowest; d <= deepest; ++d) {
            out << seed_catalog_line(content, seed, d, dungeon) << '\n';
        }
        if (seed == last) {  // also ends a range that finishes at the largest seed
            return;
        }
    }
}

int seed_catalog_command(std::uint64_t first, std::uint64_t last, std::optional<int> depth, const RunSetup& setup,
                         std::ostream& out, std::ostream& err) {
    const RunContent run = load_run_content(setup);
    if (!run.loaded.content) {
        run.loaded.diagnostics.write(err);
        return kExitContentError;
    }
    if (!check_dungeon_choice(*run.loaded.content, setup.dungeon, err)) return kExitContentError;
    write_seed_catalog(out, *run.loaded.content, first, last, depth, setup.dungeon);
    return 0;
}

}  // namespace yoord
