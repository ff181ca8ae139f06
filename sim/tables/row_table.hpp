#pragma once
// The loader's tables of rows (sim/tables/loader.hpp, phase 1 and step a of phase 2): RowTable keeps each
// spawnable row's own keys and merges bases; PlainTable reads rows without ids (drops, population, hands,
// spells, constants). Internal to the loader's files: it pulls in toml++.

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/content.hpp"
#include "sim/tables/manifest.hpp"
#include "sim/tables/schemas.hpp"

// GCC 12 reports -Wmaybe-uninitialized false positives on value-initialized Defs whose strings toml++'s
// inlined readers fill (fixed in GCC 13); with -Werror they would fail correct code. Only the loader needs it.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 13
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace yoord::tables::load {

inline constexpr std::string_view kDropTable = "drop";
inline constexpr std::string_view kPopulationTable = "population";
inline constexpr std::string_view kHandTable = "hand";
inline constexpr std::string_view kSpellTable = "spell";
inline constexpr std::string_view kLevelTable = "level";
inline constexpr std::string_view kVaultTable = "vault";
inline constexpr std::string_view kRoomTable = "room";
inline constexpr std::size_t kMaxSpells = 255;
inline constexpr std::string_view kConstantsTable = "constants";
inline constexpr std::string_view kPatchTable = "patch";

// Built by appending: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(s) + "'".
inline std::string q(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '\'';
    out += s;
    out += '\'';
    return out;
}

inline std::string with_suggestion(std::string message, std::string_view word, std::span<const std::string> candidates) {
    if (const auto guess = did_you_mean(word, candidates)) message += "; did you mean " + q(*guess) + "?";
    return message;
}

struct IdEntry {
    Category category;
    SourceLoc where;
};
using IdMap = std::map<std::string, IdEntry, std::less<>>;

// A [[patch]] as read: applied once every row is parsed and merged, in load order.
struct PendingPatch {
    std::string target;
    SourceLoc target_at;
    std::optional<toml::table> set;
    std::optional<toml::table> append;
    std::uint32_t file = 0;
    SourceLoc where;
};

// Maps a name a pack wrote to the id it means: a bare name is the pack's own row when it has one, else core's.
using Qualify = std::function<std::string(const std::string& name, SourceLoc where)>;

template <class Def>
std::vector<std::string> keys_of(const std::vector<Field<Def>>& fields) {
    std::vector<std::string> keys;
    for (const auto& f : fields) keys.emplace_back(f.key);
    return keys;
}

template <class Def>
const Field<Def>* field_named(const std::vector<Field<Def>>& fields, std::string_view key, std::size_t& index) {
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].key == key) {
            index = i;
            return &fields[i];
        }
    }
    return nullptr;
}

inline void unknown_key(Reporter& out, const toml::key& key, std::uint32_t file, std::string_view where,
                 std::span<const std::string> keys) {
    out.error(loc_of_key(key, file),
              with_suggestion("unknown key " + q(key.str()) + " in " + std::string(where), key.str(), keys));
}

// One table of spawnable rows (monsters, potions ...): phase 1 keeps each row's own keys; phase 2 merges
// bases into `merged_`.
template <class Def>
class RowTable {
public:
    explicit RowTable(Category category) : category_(category), fields_(schema_of<Def>()) {
        keys_ = keys_of(fields_);
        keys_.emplace_back(kIdKey);
        keys_.emplace_back(kBaseKey);
        keys_.emplace_back(kAbstractKey);
    }

    void parse_row(const toml::table& row, std::uint32_t file, std::string_view pack, Reporter& out, IdMap& ids);
    void qualify_bases(const Qualify& qualify);
    void resolve_bases(Reporter& out, const IdMap& ids);
    void apply_patch(const std::string& id, const PendingPatch& patch, std::string_view pack, Reporter& out,
                     std::vector<PatchNote>& notes);
    void check_required(Reporter& out) const;

    [[nodiscard]] Category category() const { return category_; }
    [[nodiscard]] std::vector<Def>& merged() { return merged_; }
    [[nodiscard]] std::size_t concrete_count() const {
        return static_cast<std::size_t>(
            std::count_if(merged_.begin(), merged_.end(), [](const Def& d) { return !d.is_abstract; }));
    }
    [[nodiscard]] std::vector<Def> take_concrete() {
        std::vector<Def> rows;
        for (Def& d : merged_) {
            if (!d.is_abstract) rows.push_back(std::move(d));
        }
        return rows;
    }

private:
    struct Pending {
        Def own;
        std::vector<bool> present;
        SourceLoc base_at;
    };
    enum class Visit : std::uint8_t { unvisited, visiting, done };

    void merge(std::size_t i, Reporter& out, const IdMap& ids, std::vector<std::size_t>& path);
    void unknown_base(std::size_t i, Reporter& out, const IdMap& ids) const;

    Category category_;
    std::vector<Field<Def>> fields_;
    std::vector<std::string> keys_;
    std::vector<Pending> rows_;
    std::map<std::string, std::size_t, std::less<>> index_;
    std::vector<Def> merged_;
    std::vector<std::vector<bool>> merged_present_;
    std::vector<Visit> visit_;
};

template <class Def>
void RowTable<Def>::parse_row(const toml::table& row, std::uint32_t file, std::string_view pack, Reporter& out,
                              IdMap& ids) {
    const std::string table(enum_name(category_));
    Pending p;
    p.own.where = loc_of(row, file);
    p.present.assign(fields_.size(), false);

    const toml::node* id_node = row.get(kIdKey);
    if (id_node == nullptr) {
        out.error(p.own.where, "a " + table + " row is missing required key 'id'");
        return;
    }
    FieldCtx id_ctx{out, file, kIdKey};
    if (!read_text(*id_node, id_ctx, p.own.id)) return;
    if (!valid_id(p.own.id)) {
        const bool dotted = p.own.id.find('.') != std::string::npos;
        out.error(loc_of(*id_node, file),
                  "id " + q(p.own.id) + " must be lower-case letters, digits and '_', starting with a letter" +
                      (dotted ? std::string("; a pack writes its rows' bare ids and the loader adds 'pack.'") : ""));
        return;
    }
    p.own.id = qualified_id(pack, p.own.id);
    p.own.stable = stable_id(p.own.id);
    const auto [entry, inserted] = ids.try_emplace(p.own.id, IdEntry{category_, p.own.where});
    if (!inserted) {
        out.error(loc_of(*id_node, file),
                  "duplicate id " + q(p.own.id) + "; first defined at " + out.place(entry->second.where));
        return;
    }

    const std::string where = table + " " + q(p.own.id);
    for (const auto& [key, node] : row) {
        FieldCtx c{out, file, key.str()};
        if (key.str() == kIdKey) continue;
        if (key.str() == kBaseKey) {
            read_text(node, c, p.own.base);
            p.base_at = loc_of(node, file);
            continue;
        }
        if (key.str() == kAbstractKey) {
            read_bool(node, c, p.own.is_abstract);
            continue;
        }
        std::size_t index = 0;
        const Field<Def>* field = field_named(fields_, key.str(), index);
        if (field == nullptr) {
            unknown_key(out, key, file, where, keys_);
            continue;
        }
        field->read(p.own, node, c);
        p.present[index] = true;
    }
    index_.emplace(p.own.id, rows_.size());
    rows_.push_back(std::move(p));
}

template <class Def>
void RowTable<Def>::unknown_base(std::size_t i, Reporter& out, const IdMap& ids) const {
    const Pending& p = rows_[i];
    const auto other = ids.find(p.own.base);
    if (other != ids.end()) {
        out.error(p.base_at, "base " + q(p.own.base) + " is a " + std::string(enum_name(other->second.category)) +
                                 "; a " + std::string(enum_name(category_)) + " can only inherit from a " +
                                 std::string(enum_name(category_)));
        return;
    }
    std::vector<std::string> candidates;
    for (const auto& [id, index] : index_) candidates.push_back(id);
    out.error(p.base_at, with_suggestion("unknown base " + q(p.own.base), p.own.base, candidates));
}

template <class Def>
void RowTable<Def>::merge(std::size_t i, Reporter& out, const IdMap& ids, std::vector<std::size_t>& path) {
    visit_[i] = Visit::visiting;
    path.push_back(i);
    const Pending& p = rows_[i];
    Def result{};
    std::vector<bool> present(fields_.size(), false);
    if (!p.own.base.empty()) {
        const auto b = index_.find(p.own.base);
        if (b == index_.end()) {
            unknown_base(i, out, ids);
        } else if (visit_[b->second] == Visit::visiting) {
            std::string cycle;
            const auto start = std::find(path.begin(), path.end(), b->second);
            for (auto it = start; it != path.end(); ++it) cycle += rows_[*it].own.id + " -> ";
            out.error(p.base_at, "inheritance cycle: " + cycle + rows_[b->second].own.id);
        } else {
            if (visit_[b->second] == Visit::unvisited) merge(b->second, out, ids, path);
            result = merged_[b->second];
            present = merged_present_[b->second];
        }
    }
    for (std::size_t f = 0; f < fields_.size(); ++f) {
        if (!p.present[f]) continue;
        fields_[f].copy(result, p.own);
        present[f] = true;
    }
    // What a row is called, where it was written and whether it is abstract are its own, never inherited.
    result.id = p.own.id;
    result.stable = p.own.stable;
    result.where = p.own.where;
    result.base = p.own.base;
    result.is_abstract = p.own.is_abstract;
    merged_[i] = std::move(result);
    merged_present_[i] = std::move(present);
    visit_[i] = Visit::done;
    path.pop_back();
}

template <class Def>
void RowTable<Def>::qualify_bases(const Qualify& qualify) {
    for (Pending& p : rows_) {
        if (!p.own.base.empty()) p.own.base = qualify(p.own.base, p.base_at);
    }
}

template <class Def>
void RowTable<Def>::apply_patch(const std::string& id, const PendingPatch& patch, std::string_view pack,
                                Reporter& out, std::vector<PatchNote>& notes) {
    const std::size_t i = index_.find(id)->second;
    Def& row = merged_[i];
    if (row.is_abstract) {
        out.error(patch.target_at, q(id) + " is an abstract base; patch the rows that inherit from it");
        return;
    }
    const std::string where = "a patch of " + q(id);
    const auto each_key = [&](const toml::table& keys, bool appending) {
        for (const auto& [key, node] : keys) {
            FieldCtx c{out, patch.file, key.str()};
            std::size_t index = 0;
            const Field<Def>* field = field_named(fields_, key.str(), index);
            if (field == nullptr) {
                const bool fixed = key.str() == kIdKey || key.str() == kBaseKey || key.str() == kAbstractKey;
                if (fixed) {
                    out.error(loc_of_key(key, patch.file), "a patch cannot change " + q(key.str()));
                } else {
                    unknown_key(out, key, patch.file, where, keys_of(fields_));
                }
                continue;
            }
            if (appending && !field->append) {
                out.error(loc_of_key(key, patch.file), "key " + q(key.str()) + " is not a list; set it instead");
                continue;
            }
            if (appending) {
                Def extra{};
                field->read(extra, node, c);
                field->append(row, extra);
            } else {
                field->read(row, node, c);
            }
            merged_present_[i][index] = true;
            notes.push_back(PatchNote{std::string(pack), id, std::string(key.str()), appending,
                                      out.place(loc_of_key(key, patch.file))});
        }
    };
    if (patch.set) each_key(*patch.set, false);
    if (patch.append) each_key(*patch.append, true);
}

template <class Def>
void RowTable<Def>::resolve_bases(Reporter& out, const IdMap& ids) {
    merged_.assign(rows_.size(), Def{});
    merged_present_.assign(rows_.size(), {});
    visit_.assign(rows_.size(), Visit::unvisited);
    std::vector<std::size_t> path;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (visit_[i] == Visit::unvisited) merge(i, out, ids, path);
    }
}

template <class Def>
void RowTable<Def>::check_required(Reporter& out) const {
    for (std::size_t i = 0; i < merged_.size(); ++i) {
        if (merged_[i].is_abstract) continue;
        for (std::size_t f = 0; f < fields_.size(); ++f) {
            if (!fields_[f].required || merged_present_[i][f]) continue;
            out.error(merged_[i].where, std::string(enum_name(category_)) + " " + q(merged_[i].id) +
                                            " is missing required key " + q(fields_[f].key));
        }
    }
}

// Rows without ids: the drop table and the population bands. No inheritance, so required keys are checked
// as each row is read.
template <class Def>
class PlainTable {
public:
    explicit PlainTable(std::string_view table) : table_(table), fields_(schema_of<Def>()), keys_(keys_of(fields_)) {}

    void parse_row(const toml::table& row, std::uint32_t file, Reporter& out) {
        Def def{};
        def.where = loc_of(row, file);
        std::vector<bool> present(fields_.size(), false);
        for (const auto& [key, node] : row) {
            std::size_t index = 0;
            const Field<Def>* field = field_named(fields_, key.str(), index);
            if (field == nullptr) {
                unknown_key(out, key, file, row_phrase(), keys_);
                continue;
            }
            FieldCtx c{out, file, key.str()};
            field->read(def, node, c);
            present[index] = true;
        }
        for (std::size_t f = 0; f < fields_.size(); ++f) {
            if (fields_[f].required && !present[f]) {
                out.error(def.where, row_phrase() + " is missing required key " + q(fields_[f].key));
            }
        }
        rows_.push_back(std::move(def));
    }
    [[nodiscard]] std::vector<Def>& rows() { return rows_; }
    [[nodiscard]] const std::vector<Def>& rows() const { return rows_; }

private:
    // "a drop row", "an ability row".
    [[nodiscard]] std::string row_phrase() const {
        const bool vowel = !table_.empty() && std::string_view("aeiou").find(table_.front()) != std::string_view::npos;
        return (vowel ? "an " : "a ") + std::string(table_) + " row";
    }

    std::string_view table_;
    std::vector<Field<Def>> fields_;
    std::vector<std::string> keys_;
    std::vector<Def> rows_;
};

}  // namespace yoord::tables::load
