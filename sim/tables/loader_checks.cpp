// The loader's checks on the finished Content (steps e to h of phase 2, sim/tables/loader.hpp).

#include "sim/tables/loader_state.hpp"

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
        next = std::max(next, b.max_depth + 1);
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
    if (!constants_) out_.error_in(set_name_, "[constants] is missing");
}

}  // namespace yoord::tables::load
