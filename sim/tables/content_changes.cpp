#include "sim/tables/content_changes.hpp"

#include <algorithm>
#include <map>

#include "sim/tables/row_table.hpp"
#include "sim/tables/schemas.hpp"

namespace yoord {

namespace {

// The schema keys whose values differ between two rows of one table.
template <class Def>
std::vector<std::string_view> differing_keys(const std::vector<tables::Field<Def>>& fields, const Def& a,
                                             const Def& b) {
    std::vector<std::string_view> keys;
    for (const tables::Field<Def>& f : fields) {
        if (!f.same(a, b)) keys.push_back(f.key);
    }
    return keys;
}

// A table whose rows have ids: added, removed and edited rows, in id order.
template <class Def>
void compare_rows(std::string_view table, const std::vector<Def>& before, const std::vector<Def>& after,
                  std::vector<RowChange>& out) {
    const std::vector<tables::Field<Def>> fields = tables::schema_of<Def>();
    std::map<std::string_view, std::pair<const Def*, const Def*>> rows;
    for (const Def& d : before) rows[d.id].first = &d;
    for (const Def& d : after) rows[d.id].second = &d;
    for (const auto& [id, pair] : rows) {
        const auto [was, is] = pair;
        if (was == nullptr) {
            out.push_back({RowChange::Kind::added, table, std::string(id), {}});
        } else if (is == nullptr) {
            out.push_back({RowChange::Kind::removed, table, std::string(id), {}});
        } else if (std::vector<std::string_view> keys = differing_keys(fields, *was, *is); !keys.empty()) {
            out.push_back({RowChange::Kind::edited, table, std::string(id), std::move(keys)});
        }
    }
}

// A table whose rows have no ids: one edit naming every key that differs in a row at the same place, or every
// key when the number of rows changed.
template <class Def>
void compare_whole(std::string_view table, const std::vector<Def>& before, const std::vector<Def>& after,
                   std::vector<RowChange>& out) {
    const std::vector<tables::Field<Def>> fields = tables::schema_of<Def>();
    std::vector<std::string_view> keys;
    const auto note = [&keys](std::string_view key) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    };
    if (before.size() != after.size()) {
        for (const tables::Field<Def>& f : fields) note(f.key);
    } else {
        for (std::size_t i = 0; i < before.size(); ++i) {
            for (std::string_view key : differing_keys(fields, before[i], after[i])) note(key);
        }
    }
    if (!keys.empty()) out.push_back({RowChange::Kind::edited, table, std::string(), std::move(keys)});
}

}  // namespace

std::vector<RowChange> content_changes(const Content& before, const Content& after) {
    std::vector<RowChange> out;
#define YOORD_COMPARE_ROWS(cat, Def, member) compare_rows(#cat, before.member, after.member, out);
    YOORD_ROW_TABLES(YOORD_COMPARE_ROWS)
#undef YOORD_COMPARE_ROWS
    compare_rows(tables::load::kSpellTable, before.spells, after.spells, out);
    compare_rows(tables::load::kLevelTable, before.levels, after.levels, out);
    compare_rows(tables::load::kVaultTable, before.vaults, after.vaults, out);
    compare_rows(tables::load::kRoomTable, before.rooms, after.rooms, out);
    compare_whole(tables::load::kDropTable, before.drops, after.drops, out);
    compare_whole(tables::load::kHandTable, before.hands, after.hands, out);
    compare_whole(tables::load::kPopulationTable, before.population, after.population, out);
    compare_whole(tables::load::kConstantsTable, std::vector{before.constants}, std::vector{after.constants}, out);
    return out;
}

}  // namespace yoord
