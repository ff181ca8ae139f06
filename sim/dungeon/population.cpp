#include "sim/dungeon/population.hpp"

#include <algorithm>
#include <utility>

#include "core/assert.hpp"
#include "sim/dungeon/special_rooms.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/places/spawn.hpp"

namespace yoord {

namespace {

// The rows of one table allowed at `depth`, and their weights for Rng::weighted_pick.
struct Eligible {
    std::vector<RowRef> rows;
    std::vector<std::uint32_t> weights;

    [[nodiscard]] bool empty() const noexcept { return rows.empty(); }
};

Eligible eligible_rows(const Content& content, Category category, int depth) {
    Eligible out;
    const auto count = static_cast<std::uint32_t>(content.row_count(category));
    for (std::uint32_t i = 0; i < count; ++i) {
        const RowRef ref{category, i};
        const RowCommon& row = content.common(ref);
        if (row.min_depth <= depth && !row.cancellation_only && row.placed) {
            out.rows.push_back(ref);
            out.weights.push_back(static_cast<std::uint32_t>(row.weight));
        }
    }
    return out;
}

}  // namespace

std::optional<RowRef> pick_row_at(const Content& content, Category category, int depth, Rng& rng) {
    const Eligible rows = eligible_rows(content, category, depth);
    if (rows.empty()) return std::nullopt;
    return rows.rows[rng.weighted_pick(rows.weights)];
}

namespace {

// The free floor cells of the map, in reading order; a placement takes one out.
class CellPool {
public:
    // A vault's marked cells are kept for what the marks ask (place_marks), so nothing else lands on them.
    explicit CellPool(const FloorMap& map) {
        for (std::size_t i = 0; i < map.tiles.size(); ++i) {
            if (map.tiles[i] != Tile::floor) continue;
            const Point p = map.tiles.point(i);
            const bool marked = std::any_of(map.marks.begin(), map.marks.end(),
                                            [&](const VaultMark& m) { return m.cell == p; });
            if (!marked) free_.push_back(p);
        }
    }

    // A uniformly drawn free cell at least `clearance` (Chebyshev) from `keep_clear`, removed from the pool;
    // nullopt, without a draw, when none is left. A negative clearance keeps nothing clear: every free cell fits,
    // so the draw indexes the pool itself rather than a list of the fitting ones (the same draw, the same cell).
    std::optional<Point> take(Rng& rng, Point keep_clear, int clearance) {
        if (clearance < 0) {
            if (free_.empty()) return std::nullopt;
            return take_at(rng.below(static_cast<std::uint32_t>(free_.size())));
        }
        scratch_.clear();
        for (std::size_t i = 0; i < free_.size(); ++i) {
            if (chebyshev(free_[i], keep_clear) > clearance) {
                scratch_.push_back(i);
            }
        }
        if (scratch_.empty()) {
            return std::nullopt;
        }
        return take_at(scratch_[rng.below(static_cast<std::uint32_t>(scratch_.size()))]);
    }

private:
    Point take_at(std::size_t index) {
        const Point cell = free_[index];
        free_.erase(free_.begin() + static_cast<std::ptrdiff_t>(index));  // keeps reading order
        return cell;
    }

    std::vector<Point> free_;
    std::vector<std::size_t> scratch_;
};

constexpr int kNoClearance = -1;

// The drop rows allowed this deep whose category has a row allowed this deep: their weights, and beside
// each the item rows it can give.
struct DropChoices {
    std::vector<std::uint32_t> weights;
    std::vector<Eligible> items;
};

DropChoices eligible_drops(const Content& content, int depth) {
    DropChoices out;
    for (const DropDef& drop : content.drops) {
        if (drop.min_depth > depth) {
            continue;
        }
        Eligible items = eligible_rows(content, drop.category, depth);
        if (items.empty()) {
            continue;
        }
        out.weights.push_back(static_cast<std::uint32_t>(drop.weight));
        out.items.push_back(std::move(items));
    }
    return out;
}

void place_monsters(const Content& content, int count, int depth, Point arrival, CellPool& cells, Rng& rng,
                    PopulationPlan& plan) {
    const Eligible monsters = eligible_rows(content, Category::monster, depth);
    for (int n = 0; n < count && !monsters.empty(); ++n) {
        const RowRef row = monsters.rows[rng.weighted_pick(monsters.weights)];
        const std::optional<Point> cell = cells.take(rng, arrival, kMonsterClearance);
        if (!cell) {
            return;
        }
        plan.monsters.push_back({row, *cell});
    }
}

void place_loot(const Content& content, int count, int depth, Point arrival, CellPool& cells, Rng& rng,
                PopulationPlan& plan) {
    const DropChoices drops = eligible_drops(content, depth);
    for (int n = 0; n < count && !drops.weights.empty(); ++n) {
        const Eligible& items = drops.items[rng.weighted_pick(drops.weights)];
        const RowRef row = items.rows[rng.weighted_pick(items.weights)];
        const std::optional<Point> cell = cells.take(rng, arrival, kNoClearance);
        if (!cell) {
            return;
        }
        plan.items.push_back({row, *cell});
    }
}

// The trap rows allowed at `depth`, without those that would drop a victim below the final floor.
Eligible eligible_traps(const Content& content, int depth, bool endless) {
    Eligible traps = eligible_rows(content, Category::trap, depth);
    if (floor_below(content, depth, endless)) {
        return traps;
    }
    Eligible kept;
    for (std::size_t i = 0; i < traps.rows.size(); ++i) {
        if (trap_leads_down(content.traps[traps.rows[i].index].kind)) {
            continue;
        }
        kept.rows.push_back(traps.rows[i]);
        kept.weights.push_back(traps.weights[i]);
    }
    return kept;
}

void place_traps(const Content& content, int count, const PopulationRequest& request, Point arrival, CellPool& cells,
                 Rng& rng, PopulationPlan& plan) {
    const Eligible traps = eligible_traps(content, request.depth, request.endless);
    for (int n = 0; n < count && !traps.empty(); ++n) {
        const RowRef row = traps.rows[rng.weighted_pick(traps.weights)];
        const std::optional<Point> cell = cells.take(rng, arrival, kNoClearance);
        if (!cell) {
            return;
        }
        plan.traps.push_back({row, *cell});
    }
}

// How much deeper a vault's 'M' reaches for its monster than the floor it is on.
constexpr int kVaultMonsterDepthBonus = 2;

// What the vaults' marks ask for, each on its own cell, drawn after everything else (generation 1 has none, so its
// draws are those of before vaults): a monster of depth + 2, a loot roll, a trap, or the row a legend names.
void place_marks(const Content& content, const FloorMap& map, const PopulationRequest& request, Rng& rng,
                 PopulationPlan& plan) {
    if (map.marks.empty()) return;
    const int depth = request.depth;
    const Eligible monsters = eligible_rows(content, Category::monster, depth + kVaultMonsterDepthBonus);
    const DropChoices drops = eligible_drops(content, depth);
    const Eligible traps = eligible_traps(content, depth, request.endless);
    for (const VaultMark& mark : map.marks) {
        switch (mark.kind) {
            case VaultMarkKind::monster:
                if (!monsters.empty()) plan.monsters.push_back({monsters.rows[rng.weighted_pick(monsters.weights)], mark.cell});
                break;
            case VaultMarkKind::item:
                if (!drops.weights.empty()) {
                    const Eligible& items = drops.items[rng.weighted_pick(drops.weights)];
                    plan.items.push_back({items.rows[rng.weighted_pick(items.weights)], mark.cell});
                }
                break;
            case VaultMarkKind::trap:
                if (!traps.empty()) plan.traps.push_back({traps.rows[rng.weighted_pick(traps.weights)], mark.cell});
                break;
            case VaultMarkKind::row:
                if (const std::optional<RowRef> row = content.find(mark.row)) {
                    const Category c = row->category;
                    auto& list = c == Category::monster ? plan.monsters : c == Category::trap ? plan.traps : plan.items;
                    list.push_back({*row, mark.cell});
                }
                break;
        }
    }
}

// The cells of a special room that something may still take, in reading order.
struct RoomCells {
    std::vector<Point> for_monsters;  // no monster on them yet
    std::vector<Point> for_items;     // no item on them yet

    static std::optional<Point> nearest(std::vector<Point>& cells, Point to) {
        if (cells.empty()) return std::nullopt;
        std::size_t best = 0;
        for (std::size_t i = 1; i < cells.size(); ++i) {
            if (chebyshev(cells[i], to) < chebyshev(cells[best], to)) best = i;
        }
        const Point cell = cells[best];
        cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(best));
        return cell;
    }
    static std::optional<Point> any(std::vector<Point>& cells, Rng& rng) {
        if (cells.empty()) return std::nullopt;
        const std::size_t i = rng.below(static_cast<std::uint32_t>(cells.size()));
        const Point cell = cells[i];
        cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(i));
        return cell;
    }
};

RoomCells room_cells(const FloorMap& map, const Room& room, const PopulationPlan& plan) {
    const auto taken = [](const std::vector<Placement>& list, Point p) {
        return std::any_of(list.begin(), list.end(), [&](const Placement& q) { return q.cell == p; });
    };
    RoomCells out;
    for (int y = room.interior.top(); y <= room.interior.bottom(); ++y) {
        for (int x = room.interior.left(); x <= room.interior.right(); ++x) {
            const Point p{x, y};
            if (!map.in_bounds(p) || map.at(p) != Tile::floor || taken(plan.traps, p)) continue;
            if (plan.element && plan.element->cell == p) continue;
            if (!taken(plan.monsters, p)) out.for_monsters.push_back(p);
            if (!taken(plan.items, p)) out.for_items.push_back(p);
        }
    }
    return out;
}

// What the floor's special room holds (generation 2), drawn after everything else on its own stream: the guardian
// at the centre (a hive's on the nearest free cell of the floor should the room be full), the room's share of
// monsters, its piles and its loot rolls (a hoard's on the cells nearest its centre, the others' anywhere in it).
void place_special_room(const Content& content, const FloorMap& map, const PopulationRequest& request,
                        PopulationPlan& plan) {
    if (!map.special || map.special->room >= map.rooms.size() || map.special->row >= content.rooms.size()) return;
    const Room& room = map.rooms[map.special->room];
    const RoomDef& def = content.rooms[map.special->row];
    Rng rng = special_room_content_rng(request.seed, request.depth, request.floor_changes);
    RoomCells cells = room_cells(map, room, plan);
    const Point centre = room.interior.centre();
    const bool near = hoards_near_guardian(def.kind);
    if (const std::optional<RowRef> guardian = def.guardian.empty() ? std::nullopt : content.find(def.guardian)) {
        std::optional<Point> cell = RoomCells::nearest(cells.for_monsters, centre);
        if (!cell && guardian_always(def.kind)) {
            cell = nearest_cell_where(map, centre, [&](Point p) {
                return map.at(p) == Tile::floor && std::none_of(plan.monsters.begin(), plan.monsters.end(),
                                                                [&](const Placement& q) { return q.cell == p; });
            });
        }
        if (cell) plan.monsters.push_back({*guardian, *cell, def.asleep});
    }
    const Eligible monsters = eligible_rows(content, Category::monster, request.depth);
    const int count = static_cast<int>(cells.for_monsters.size()) * def.monsters / 100;
    for (int n = 0; n < count && !monsters.empty(); ++n) {
        const RowRef row = monsters.rows[rng.weighted_pick(monsters.weights)];
        const std::optional<Point> cell = RoomCells::any(cells.for_monsters, rng);
        if (!cell) break;
        plan.monsters.push_back({row, *cell, def.asleep});
    }
    if (const std::optional<RowRef> pile = def.pile.empty() ? std::nullopt : content.find(def.pile)) {
        for (int n = 0; n < def.piles; ++n) {
            const std::optional<Point> cell = near ? RoomCells::nearest(cells.for_items, centre) : RoomCells::any(cells.for_items, rng);
            if (!cell) break;
            plan.items.push_back({*pile, *cell});
        }
    }
    const DropChoices drops = eligible_drops(content, request.depth);
    for (int n = 0; n < def.items && !drops.weights.empty(); ++n) {
        const Eligible& items = drops.items[rng.weighted_pick(drops.weights)];
        const RowRef row = items.rows[rng.weighted_pick(items.weights)];
        const std::optional<Point> cell = near ? RoomCells::nearest(cells.for_items, centre) : RoomCells::any(cells.for_items, rng);
        if (!cell) break;
        plan.items.push_back({row, *cell});
    }
}

constexpr std::uint32_t kFloorRulePercentRoll = 100;

bool taken_by_plan(const PopulationPlan& plan, Point p) {
    const auto on = [p](const std::vector<Placement>& list) {
        return std::any_of(list.begin(), list.end(), [&](const Placement& q) { return q.cell == p; });
    };
    return on(plan.monsters) || on(plan.items) || on(plan.traps) || (plan.element && plan.element->cell == p);
}

// taken_by_plan for every cell at once, for a rule that looks at the whole floor: one pass over the plan instead
// of one per cell.
Grid<std::uint8_t> cells_taken_by_plan(const FloorMap& map, const PopulationPlan& plan) {
    Grid<std::uint8_t> taken(map.width(), map.height(), 0);
    const auto mark = [&](const Placement& q) {
        if (taken.in_bounds(q.cell)) taken.at(q.cell) = 1;
    };
    std::for_each(plan.monsters.begin(), plan.monsters.end(), mark);
    std::for_each(plan.items.begin(), plan.items.end(), mark);
    std::for_each(plan.traps.begin(), plan.traps.end(), mark);
    if (plan.element) mark(*plan.element);
    return taken;
}

// Generation 2: one extra loot roll lying hidden on a free floor cell of some floors (population.hpp).
void place_hidden_item(const Content& content, const FloorMap& map, const PopulationRequest& request,
                       PopulationPlan& plan) {
    Rng rng = floor_rule_rng(request.seed, request.depth, request.floor_changes, FloorRule::hidden_item);
    if (static_cast<int>(rng.below(kFloorRulePercentRoll)) >= content.constants.hidden_item_percent) return;
    const DropChoices drops = eligible_drops(content, request.depth);
    if (drops.weights.empty()) return;
    const Eligible& items = drops.items[rng.weighted_pick(drops.weights)];
    const RowRef row = items.rows[rng.weighted_pick(items.weights)];
    const Grid<std::uint8_t> taken = cells_taken_by_plan(map, plan);
    std::vector<Point> free;
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        if (map.tiles[i] == Tile::floor && taken[i] == 0) free.push_back(map.tiles.point(i));
    }
    if (free.empty()) return;
    plan.items.push_back({row, free[rng.below(static_cast<std::uint32_t>(free.size()))], false, true});
}

// Every generation: the rolled plus of each loot placement that is a weapon or armour (population.hpp).
void roll_enchantments(const Content& content, const PopulationRequest& request, PopulationPlan& plan) {
    const GameConstants& k = content.constants;
    if (k.gear_plus_percent == 0 && k.cursed_minus_max == 0) return;  // off: not even a draw
    Rng rng = floor_rule_rng(request.seed, request.depth, request.floor_changes, FloorRule::enchantment);
    for (Placement& p : plan.items) {
        const bool lucky = static_cast<int>(rng.below(kFloorRulePercentRoll)) < k.gear_plus_percent;
        const int size = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(k.gear_plus_max)));
        if (p.row.category != Category::weapon && p.row.category != Category::armour) continue;
        p.plus = lucky ? size : 0;
        p.cursed_plus = -std::min(size, k.cursed_minus_max);
    }
}

// The runs of orthogonally connected corridor cells, each in reading order, the runs in the order of their first cell.
std::vector<std::vector<Point>> corridor_runs(const FloorMap& map) {
    std::vector<std::vector<Point>> runs;
    Grid<std::uint8_t> seen(map.width(), map.height(), 0);
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        const Point start = map.tiles.point(i);
        if (map.tiles[i] != Tile::corridor || seen.at(start) != 0) continue;
        std::vector<Point> run{start};
        seen.at(start) = 1;
        for (std::size_t next = 0; next < run.size(); ++next) {
            for (const Point d : {Point{0, -1}, Point{-1, 0}, Point{1, 0}, Point{0, 1}}) {
                const Point n = run[next] + d;
                if (!map.in_bounds(n) || map.at(n) != Tile::corridor || seen.at(n) != 0) continue;
                seen.at(n) = 1;
                run.push_back(n);
            }
        }
        std::sort(run.begin(), run.end(), [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        runs.push_back(std::move(run));
    }
    return runs;
}

// Generation 2: from corridor_lurker_depth, a lurker waits in some of a floor's corridors (population.hpp).
void place_corridor_lurkers(const Content& content, const FloorMap& map, const PopulationRequest& request,
                            PopulationPlan& plan) {
    const GameConstants& k = content.constants;
    if (request.depth < k.corridor_lurker_depth) return;
    const std::optional<RowRef> lurker = content.find(k.corridor_lurker);
    if (!lurker || lurker->category != Category::monster) return;
    Rng rng = floor_rule_rng(request.seed, request.depth, request.floor_changes, FloorRule::corridor_lurkers);
    for (std::vector<Point>& run : corridor_runs(map)) {
        if (static_cast<int>(rng.below(kFloorRulePercentRoll)) >= k.corridor_lurker_percent) continue;
        std::erase_if(run, [&](Point p) { return chebyshev(p, map.stairs_up) <= kMonsterClearance || taken_by_plan(plan, p); });
        if (run.empty()) continue;
        plan.monsters.push_back({*lurker, run[rng.below(static_cast<std::uint32_t>(run.size()))]});
    }
}

// Generation 2: from mimic_depth, a mimic passing for an item waits on some floors (population.hpp).
void place_mimic(const Content& content, const FloorMap& map, const PopulationRequest& request, PopulationPlan& plan) {
    const GameConstants& k = content.constants;
    if (request.depth < k.mimic_depth) return;
    const std::optional<RowRef> mimic = content.find(k.mimic);
    if (!mimic || mimic->category != Category::monster) return;
    Rng rng = floor_rule_rng(request.seed, request.depth, request.floor_changes, FloorRule::mimic);
    if (static_cast<int>(rng.below(kFloorRulePercentRoll)) >= k.mimic_percent) return;
    const Grid<std::uint8_t> taken = cells_taken_by_plan(map, plan);
    std::vector<Point> free;
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        const Point p = map.tiles.point(i);
        if (map.tiles[i] != Tile::floor || taken[i] != 0 || chebyshev(p, map.stairs_up) <= kMonsterClearance) continue;
        free.push_back(p);
    }
    if (free.empty()) return;
    plan.monsters.push_back({*mimic, free[rng.below(static_cast<std::uint32_t>(free.size()))]});
}

}  // namespace

bool floor_below(const Content& content, int depth, bool endless) noexcept {
    return depth < deepest_floor(content, endless);
}

int deepest_floor(const Content& content, bool endless) noexcept {
    return endless ? kEndlessBottom : content.constants.final_depth;
}

bool element_lies_here(const Content& content, const PopulationRequest& request) noexcept {
    return !request.endless && request.depth == content.constants.final_depth && !request.element_carried;
}

bool trap_leads_down(TrapKind kind) noexcept {
    switch (kind) {
        case TrapKind::trapdoor:
            return true;
        case TrapKind::bear_trap:
        case TrapKind::sleeping_gas:
        case TrapKind::teleport:  // within the floor
        case TrapKind::arrow:
        case TrapKind::dart:
        case TrapKind::fire:
        case TrapKind::rust:
            return false;
    }
    return false;
}

const PopulationBand& population_band(const Content& content, int depth) {
    YOORD_ASSERT(!content.population.empty(), "content has population bands");
    for (const PopulationBand& band : content.population) {
        if (depth >= band.min_depth && depth <= band.max_depth) {
            return band;
        }
    }
    return content.population.back();
}

PopulationPlan plan_population(const Content& content, const FloorMap& map, const PopulationRequest& request,
                               Rng& rng) {
    YOORD_ASSERT(request.depth >= 1, "floors count from 1");
    const PopulationBand& band = population_band(content, request.depth);
    const int monsters = rng.range(band.monsters_min, band.monsters_max);
    const int loot = rng.range(band.items_min, band.items_max);
    const int traps = rng.range(band.traps_min, band.traps_max);

    PopulationPlan plan;
    CellPool cells(map);
    const Point arrival = map.stairs_up;
    if (element_lies_here(content, request)) {
        const Eligible elements = eligible_rows(content, Category::element, request.depth);
        if (!elements.empty()) {
            const RowRef row = elements.rows[rng.weighted_pick(elements.weights)];
            if (const std::optional<Point> cell = cells.take(rng, arrival, kNoClearance)) {
                plan.element = Placement{row, *cell};
            }
        }
    }
    place_monsters(content, monsters, request.depth, arrival, cells, rng, plan);
    place_loot(content, loot, request.depth, arrival, cells, rng, plan);
    place_traps(content, traps, request, arrival, cells, rng, plan);
    place_marks(content, map, request, rng, plan);
    place_special_room(content, map, request, plan);
    if (request.generation >= 2) {
        place_hidden_item(content, map, request, plan);
        place_corridor_lurkers(content, map, request, plan);
        place_mimic(content, map, request, plan);
    }
    if (request.stock == FloorStock::no_loot) plan.items.clear();
    roll_enchantments(content, request, plan);
    return plan;
}

std::vector<std::string> spawn_population(SpawnContext& ctx, const PopulationPlan& plan) {
    std::vector<std::string> errors;
    const auto spawn_all = [&](const std::vector<Placement>& placements) {
        for (const Placement& p : placements) {
            const SpawnResult result = spawn_row(ctx, p.row, Place::at(p.cell));
            if (!result) {
                errors.push_back(result.error);
            } else if (p.asleep && !ctx.world.has<SleepImmune>(result.entity)) {
                ctx.world.set<Asleep>(result.entity);  // until something wakes it (sim/rules/conditions.hpp wake)
            } else if (p.hidden) {
                ctx.world.set<Hidden>(result.entity);  // until found (sim/rules/traps.hpp reveal_hidden_items_near)
            }
            if (result && ctx.world.has<Item>(result.entity)) {
                (void)add_plus(ctx.world, result.entity, ctx.world.get<Item>(result.entity).cursed ? p.cursed_plus : p.plus);
            }
        }
    };
    if (plan.element) {
        spawn_all({*plan.element});
    }
    spawn_all(plan.monsters);
    spawn_all(plan.items);
    spawn_all(plan.traps);
    return errors;
}

}  // namespace yoord
