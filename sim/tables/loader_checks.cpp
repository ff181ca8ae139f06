// The loader's checks on the finished Content (steps e to h of phase 2, sim/tables/loader.hpp).

#include "sim/tables/loader_state.hpp"

#include <algorithm>

#include "sim/vocab/effects.hpp"

namespace yoord::tables::load {

void Loader::check_drops(const Content& c) {
    for (const DropDef& d : c.drops) {
        const std::string name(enum_name(d.category));
        if (!is_item(d.category) || d.category == Category::element) {
            out_.error(d.where, "drop category " + q(name) + " is not an item category that loot can roll");
        } else if (c.row_count(d.category) == 0) {
            out_.error(d.where, "drop category " + q(name) + " has no rows");
        }
    }
}

// Cancellation turns a potion or scroll into its table's one cancellation-only row, so two would be a guess.
void Loader::check_cancellation_rows(const Content& c) {
    const auto check = [&](const auto& rows) {
        const RowCommon* first = nullptr;
        for (const RowCommon& row : rows) {
            if (!row.cancellation_only) continue;
            if (first != nullptr) {
                out_.error(row.where, "row " + q(row.id) + " is cancellation-only, but " + q(first->id) + " at " +
                                          out_.place(first->where) + " already is: a table has at most one");
            }
            if (first == nullptr) first = &row;
        }
    };
    check(c.potions);
    check(c.scrolls);
}

// A vorpal weapon names the condition it beheads, and only a vorpal weapon names one: either half alone does
// nothing in play, which is an author's mistake to say at load.
void Loader::check_vorpal_weapons(const Content& c) {
    const std::size_t vorpal = effect_of<Vorpal>().bit;
    for (const WeaponDef& w : c.weapons) {
        const bool grants = std::any_of(w.grants.begin(), w.grants.end(), [&](const EffectRef& g) { return g.bit == vorpal; });
        if (grants && w.beheads.id.empty()) {
            out_.error(w.where, "weapon " + q(w.id) + " grants vorpal but names no condition to behead: add beheads = \"asleep\" (or another condition)");
        }
        if (!grants && !w.beheads.id.empty()) {
            out_.error(w.beheads.where, "weapon " + q(w.id) + " names beheads = " + q(w.beheads.id) + " but does not grant vorpal: the key does nothing without it");
        }
    }
}

// Spells have ids like rows do: plain, unique, pinned in ids.golden. Their stable ids are set here.
void Loader::check_spells(Content& c) {
    for (std::size_t i = 0; i < c.spells.size(); ++i) {
        SpellDef& sp = c.spells[i];
        sp.stable = stable_id(sp.id);
        if (!valid_id(sp.id.substr(sp.id.find('.') == std::string::npos ? 0 : sp.id.find('.') + 1))) {
            out_.error(sp.where, "spell id " + q(sp.id) + " must be lower-case letters, digits and '_', starting with a letter");
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (c.spells[j].id != sp.id) continue;
            out_.error(sp.where, "spell " + q(sp.id) + " is already defined at " + out_.place(c.spells[j].where));
            break;
        }
        if (ids_.contains(sp.id)) out_.error(sp.where, "spell id " + q(sp.id) + " is already a row's id");
    }
    if (c.spells.size() > kMaxSpells) {
        out_.error_in(set_name_, "at most " + std::to_string(kMaxSpells) + " spell rows (an intent names one in a byte)");
    }
    std::vector<std::string> names;
    for (const SpellDef& sp : c.spells) names.push_back(sp.id);
    for (const MonsterDef& m : c.monsters) {
        for (const RowRefName& name : m.spells) {
            const bool known = std::any_of(c.spells.begin(), c.spells.end(), [&](const SpellDef& sp) { return sp.id == name.id; });
            if (!known) out_.error(name.where, with_suggestion("unknown spell " + q(name.id), name.id, names));
        }
    }
}

// Level rows: unique ids; depths in order; at each depth the special rows' chances, and the ordinary rows', fit in
// 100 percent; exactly one ordinary row takes the rest. A content set with no level rows is refused (check_not_empty).
void Loader::check_levels(Content& c) {
    const LevelDef* rest = nullptr;
    for (std::size_t i = 0; i < c.levels.size(); ++i) {
        LevelDef& level = c.levels[i];
        level.stable = stable_id(level.id);
        for (std::size_t j = 0; j < i; ++j) {
            if (c.levels[j].id != level.id) continue;
            out_.error(level.where, "level " + q(level.id) + " is already defined at " + out_.place(c.levels[j].where));
            break;
        }
        if (level.max_depth < level.min_depth) {
            out_.error(level.where, "level " + q(level.id) + ": max_depth is less than min_depth");
        }
        if (!level.rest) continue;
        if (level.special) out_.error(level.where, "level " + q(level.id) + ": a special level cannot be the rest");
        if (rest != nullptr) {
            out_.error(level.where, "level " + q(level.id) + " takes the rest, as " + q(rest->id) + " at " +
                                        out_.place(rest->where) + " already does: give one row rest = true");
        }
        rest = &level;
    }
    if (!c.levels.empty() && rest == nullptr) {
        out_.error(c.levels.front().where, "no level row takes the rest: give one ordinary row rest = true");
    }
    constexpr int kWhole = 100;
    for (int depth = 1; depth <= c.constants.final_depth; ++depth) {
        int special = 0;
        int ordinary = 0;
        for (const LevelDef& level : c.levels) {
            if (depth < level.min_depth || depth > level.max_depth || level.rest) continue;
            (level.special ? special : ordinary) += level.chance;
            if (special > kWhole || ordinary > kWhole) {
                out_.error(level.where, "at depth " + std::to_string(depth) + " the " +
                                            (level.special ? "special" : "ordinary") +
                                            " level rows' chances add up to more than 100 percent");
                return;
            }
        }
    }
}

namespace {

// Where column `index` (from 0) of a map line lies: one past the line's opening quote.
SourceLoc at_column(SourceLoc line, std::size_t index) {
    line.column += static_cast<std::uint32_t>(index) + 1;
    return line;
}

bool on_edge(std::size_t x, std::size_t y, std::size_t width, std::size_t height) {
    return x == 0 || y == 0 || x + 1 == width || y + 1 == height;
}

// The first cell (y * width + x) of ground not joined orthogonally to the map's first ground; nullopt when the
// ground is one piece (or the map is not a rectangle: that is reported on its own).
std::optional<std::size_t> ground_apart(const std::vector<std::string>& map) {
    const std::size_t width = map.front().size();
    for (const std::string& line : map) {
        if (line.size() != width) return std::nullopt;
    }
    std::vector<char> seen(width * map.size(), 0);
    const auto ground = [&](std::size_t i) { return vault_ground(map[i / width][i % width]); };
    std::vector<std::size_t> frontier;
    for (std::size_t i = 0; i < seen.size() && frontier.empty(); ++i) {
        if (ground(i)) frontier.push_back(i);
    }
    if (frontier.empty()) return std::nullopt;
    seen[frontier.front()] = 1;
    for (std::size_t head = 0; head < frontier.size(); ++head) {
        const std::size_t i = frontier[head];
        const std::size_t x = i % width;
        const std::size_t y = i / width;
        std::vector<std::size_t> next;
        if (x > 0) next.push_back(i - 1);
        if (x + 1 < width) next.push_back(i + 1);
        if (y > 0) next.push_back(i - width);
        if (y + 1 < map.size()) next.push_back(i + width);
        for (const std::size_t j : next) {
            if (seen[j] == 0 && ground(j)) {
                seen[j] = 1;
                frontier.push_back(j);
            }
        }
    }
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (ground(i) && seen[i] == 0) return i;
    }
    return std::nullopt;
}

}  // namespace

// Special room rows: unique ids; depths in order; at each depth the rows' chances fit in 100 percent; a guardian that
// is a monster row and a pile that is an item row (a row standing on a floor, neither a monster nor a trap).
void Loader::check_rooms(Content& c) {
    const auto known = [&](const RoomDef& room, const std::string& id, std::string_view key, bool monster) {
        if (id.empty()) return;
        const auto row = ids_.find(id);
        if (row == ids_.end()) {
            std::vector<std::string> names;
            for (const auto& [name, entry] : ids_) names.push_back(name);
            out_.error(room.where, with_suggestion("room " + q(room.id) + ": " + std::string(key) + " names an unknown row " +
                                                       q(id), id, names));
        } else if (monster ? row->second.category != Category::monster : !is_item(row->second.category)) {
            out_.error(room.where, "room " + q(room.id) + ": " + std::string(key) + " " + q(id) + " is not " +
                                       (monster ? "a monster row" : "an item row"));
        }
    };
    // The floor rules' rows and the ghost of bones (content/constants.toml corridor_lurker, mimic, bones_ghost) are checked here, beside the rooms' own.
    const auto monster_constant = [&](const std::string& id, std::string_view key) {
        if (id.empty()) return;
        const auto row = ids_.find(id);
        if (row == ids_.end()) {
            std::vector<std::string> names;
            for (const auto& [name, entry] : ids_) names.push_back(name);
            out_.error(c.constants.where, with_suggestion("constants: " + std::string(key) + " names an unknown row " + q(id), id, names));
        } else if (row->second.category != Category::monster) {
            out_.error(c.constants.where, "constants: " + std::string(key) + " " + q(id) + " is not a monster row");
        }
    };
    monster_constant(c.constants.corridor_lurker, "corridor_lurker");
    monster_constant(c.constants.mimic, "mimic");
    monster_constant(c.constants.bones_ghost, "bones_ghost");
    for (std::size_t i = 0; i < c.rooms.size(); ++i) {
        RoomDef& room = c.rooms[i];
        room.stable = stable_id(room.id);
        for (std::size_t j = 0; j < i; ++j) {
            if (c.rooms[j].id != room.id) continue;
            out_.error(room.where, "room " + q(room.id) + " is already defined at " + out_.place(c.rooms[j].where));
            break;
        }
        if (room.max_depth < room.min_depth) out_.error(room.where, "room " + q(room.id) + ": max_depth is less than min_depth");
        known(room, room.guardian, "guardian", true);
        known(room, room.pile, "pile", false);
        if (room.piles > 0 && room.pile.empty()) out_.error(room.where, "room " + q(room.id) + ": piles without a pile row");
    }
    constexpr int kWhole = 100;
    for (int depth = 1; depth <= c.constants.final_depth; ++depth) {
        int sum = 0;
        for (const RoomDef& room : c.rooms) {
            if (depth < room.min_depth || depth > room.max_depth) continue;
            sum += room.chance;
            if (sum > kWhole) {
                out_.error(room.where, "at depth " + std::to_string(depth) +
                                           " the room rows' chances add up to more than 100 percent");
                return;
            }
        }
    }
}

// Vault rows: unique ids; a map of equal lines, every symbol known (built in or in the row's legend), an entrance
// (ground on the map's edge); legend rows that exist and can stand on a floor (a monster, an item or a trap).
void Loader::check_vaults(Content& c) {
    for (std::size_t i = 0; i < c.vaults.size(); ++i) {
        VaultDef& v = c.vaults[i];
        v.stable = stable_id(v.id);
        for (std::size_t j = 0; j < i; ++j) {
            if (c.vaults[j].id != v.id) continue;
            out_.error(v.where, "vault " + q(v.id) + " is already defined at " + out_.place(c.vaults[j].where));
            break;
        }
        if (v.max_depth < v.min_depth) out_.error(v.where, "vault " + q(v.id) + ": max_depth is less than min_depth");
        for (const VaultLegendEntry& e : v.legend) {
            if (vault_symbol(e.symbol)) {
                out_.error(e.where, "vault " + q(v.id) + ": the legend cannot redefine the built-in symbol " +
                                        q(std::string(1, e.symbol)));
            }
            const auto row = ids_.find(e.row);
            if (row == ids_.end()) {
                std::vector<std::string> names;
                for (const auto& [id, entry] : ids_) names.push_back(id);
                out_.error(e.where, with_suggestion("vault " + q(v.id) + ": unknown row " + q(e.row), e.row, names));
            }
        }
        if (v.map.empty() || v.map_where.size() != v.map.size()) {
            out_.error(v.where, "vault " + q(v.id) + " has an empty map");
            continue;
        }
        const std::size_t width = v.map.front().size();
        bool entrance = false;
        bool ragged = false;
        for (std::size_t y = 0; y < v.map.size(); ++y) {
            const std::string& line = v.map[y];
            if (line.size() != width) {
                ragged = true;
                out_.error(v.map_where[y], "vault " + q(v.id) + ": this map line has " + std::to_string(line.size()) +
                                               " symbols, the first has " + std::to_string(width) +
                                               " (a map is a rectangle)");
                continue;
            }
            for (std::size_t x = 0; x < line.size(); ++x) {
                const char s = line[x];
                const bool legend = std::any_of(v.legend.begin(), v.legend.end(),
                                                [&](const VaultLegendEntry& e) { return e.symbol == s; });
                if (!vault_symbol(s) && !legend) {
                    out_.error(at_column(v.map_where[y], x),
                               "vault " + q(v.id) + ": unknown map symbol " + q(std::string(1, s)) +
                                   " (built in: # . + ' ~ M I T and space; others go in the row's legend)");
                }
                entrance = entrance || (on_edge(x, y, width, v.map.size()) && vault_ground(s));
            }
        }
        if (!entrance && !ragged) {  // a ragged map's edge is not known: its lines are the error
            out_.error(v.map_where.front(), "vault " + q(v.id) + " has no entrance: put floor or a door on its edge");
        }
        if (const std::optional<std::size_t> apart = ground_apart(v.map)) {
            out_.error(at_column(v.map_where[*apart / width], *apart % width),
                       "vault " + q(v.id) + ": this ground is cut off from the rest of the map's ground");
        }
    }
}

void Loader::check_population(Content& c) {
    auto& bands = c.population;
    std::stable_sort(bands.begin(), bands.end(),
                     [](const PopulationBand& a, const PopulationBand& b) { return a.min_depth < b.min_depth; });
    const auto ordered = [&](const PopulationBand& b, int lo, int hi, std::string_view lo_key, std::string_view hi_key) {
        if (lo <= hi) return;
        out_.error(b.where, std::string(lo_key) + " " + std::to_string(lo) + " is greater than " +
                                std::string(hi_key) + " " + std::to_string(hi));
    };
    int next = 1;
    const PopulationBand* previous = nullptr;
    for (const PopulationBand& b : bands) {
        ordered(b, b.min_depth, b.max_depth, "min_depth", "max_depth");
        ordered(b, b.monsters_min, b.monsters_max, "monsters_min", "monsters_max");
        ordered(b, b.items_min, b.items_max, "items_min", "items_max");
        ordered(b, b.traps_min, b.traps_max, "traps_min", "traps_max");
        if (b.min_depth > next) {
            out_.error(b.where, "no population band covers depths " + std::to_string(next) + " to " +
                                    std::to_string(b.min_depth - 1));
        } else if (b.min_depth < next && previous != nullptr) {
            out_.error(b.where, "population band overlaps the band at " + out_.place(previous->where));
        }
        next = b.max_depth == kOpenEndedDepth ? kOpenEndedDepth : std::max(next, b.max_depth + 1);
        previous = &b;
    }
    if (!bands.empty() && next <= c.constants.final_depth) {
        out_.error(bands.back().where, "no population band covers depths " + std::to_string(next) + " to " +
                                           std::to_string(c.constants.final_depth) + " (final_depth)");
    }
}

void Loader::check_depths(const Content& c) {
    const int final_depth = c.constants.final_depth;
    const auto check = [&](const auto& rows) {
        for (const auto& row : rows) {
            if (row.min_depth <= final_depth) continue;
            out_.error(row.where, q(row.id) + " has min_depth " + std::to_string(row.min_depth) +
                                      ", deeper than final_depth " + std::to_string(final_depth) +
                                      ", so it would never appear");
        }
    };
#define YOORD_LOADER_DEPTHS(cat, Def, member) check(c.member);
    YOORD_ROW_TABLES(YOORD_LOADER_DEPTHS)
#undef YOORD_LOADER_DEPTHS
}

void Loader::check_not_empty(const Content& c) {
    for (std::size_t i = 0; i < kCategoryCount; ++i) {
        const auto category = static_cast<Category>(i);
        if (c.row_count(category) == 0) {
            out_.error_in(set_name_, "table " + q(enum_name(category)) + " has no rows");
        }
    }
    if (c.drops.empty()) out_.error_in(set_name_, "table 'drop' has no rows");
    if (c.population.empty()) out_.error_in(set_name_, "table 'population' has no rows");
    if (c.levels.empty()) out_.error_in(set_name_, "table 'level' has no rows (content/levels.toml)");
    if (!constants_) out_.error_in(set_name_, "[constants] is missing");
}

}  // namespace yoord::tables::load
