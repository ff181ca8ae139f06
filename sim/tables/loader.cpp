// The content loader: phase 1 (parse and type-check every row of every file), then phase 2 (resolve
// references in the order listed in loader.hpp). Errors are collected, never thrown, and all reported.

#include "sim/tables/loader.hpp"

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <tuple>

#include "sim/vocab/effects.hpp"
#include "sim/tables/manifest.hpp"
#include "sim/tables/schemas.hpp"

// GCC 12 reports -Wmaybe-uninitialized false positives on value-initialized Defs whose strings toml++'s
// inlined readers fill (fixed in GCC 13); with -Werror they would fail correct code. Only this file needs it.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 13
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace yoord {
namespace tables {
namespace {

constexpr std::string_view kDropTable = "drop";
constexpr std::string_view kPopulationTable = "population";
constexpr std::string_view kHandTable = "hand";
constexpr std::string_view kSpellTable = "spell";
constexpr std::size_t kMaxSpells = 255;
constexpr std::string_view kConstantsTable = "constants";
constexpr std::string_view kPatchTable = "patch";

// Built by appending: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(s) + "'".
std::string q(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '\'';
    out += s;
    out += '\'';
    return out;
}

std::string with_suggestion(std::string message, std::string_view word, std::span<const std::string> candidates) {
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

void unknown_key(Reporter& out, const toml::key& key, std::uint32_t file, std::string_view where,
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

struct Resolver {
    Reporter& out;
    const IdMap& ids;
    std::vector<std::string> effect_ids;
    std::vector<std::string> item_ids;
};

void resolve_effect(EffectRef& ref, Resolver& r) {
    if (const EffectInfo* e = find_effect(ref.id)) {
        ref.bit = e->bit;
        return;
    }
    r.out.error(ref.where, with_suggestion("unknown effect " + q(ref.id), ref.id, r.effect_ids));
}

template <class Def>
void resolve_effects(Def& d, Resolver& r) {
    if constexpr (requires { d.grants; }) {
        for (EffectRef& g : d.grants) resolve_effect(g, r);
    }
    if constexpr (requires { d.fired_by; }) {
        resolve_effect(d.fired_by, r);
    }
    if constexpr (requires { d.wants; d.shuns; }) {
        for (EffectRef& w : d.wants) resolve_effect(w, r);
        for (EffectRef& s : d.shuns) resolve_effect(s, r);
    }
}

void resolve_gear(MonsterDef& d, Resolver& r) {
    for (const GearRoll& roll : d.gear) {
        const auto it = r.ids.find(roll.item.id);
        if (it == r.ids.end()) {
            r.out.error(roll.item.where, with_suggestion("unknown item " + q(roll.item.id), roll.item.id, r.item_ids));
        } else if (!is_item(it->second.category)) {
            r.out.error(roll.item.where, "gear " + q(roll.item.id) + " is a " +
                                             std::string(enum_name(it->second.category)) + ", not an item");
        }
    }
}

class Loader {
public:
    Loader(Diagnostics& diagnostics, std::string set_name) : out_(diagnostics), set_name_(std::move(set_name)) {}

    void parse_file(const ContentFile& file, std::string_view pack = kCorePack);
    // Reads every pack's pack.toml, orders the packs by their dependencies, then parses their tables in that
    // order. Call after the core files.
    void add_packs(std::span<const PackFolder> packs);
    std::optional<Content> resolve();
    [[nodiscard]] const std::vector<std::string>& files() const { return out_.files(); }

private:
    void parse_root_key(const toml::key& key, const toml::node& node, std::uint32_t file);
    void parse_rows(std::string_view table, const toml::node& node, std::uint32_t file);
    void parse_constants(const toml::node& node, std::uint32_t file);
    void parse_patches(const toml::node& node, std::uint32_t file);
    std::vector<std::size_t> load_order(std::vector<PackManifest>& manifests);
    [[nodiscard]] std::string qualify(const std::string& name, SourceLoc where) const;
    void qualify_references();
    void apply_patches();
    void resolve_triggers(Resolver& r);
    void check_drops(const Content& c);
    void check_cancellation_rows(const Content& c);
    void check_spells(Content& c);
    void check_population(Content& c);
    void check_depths(const Content& c);
    void check_not_empty(const Content& c);

    template <class F>
    void for_each_table(F&& f) {
#define YOORD_LOADER_APPLY(cat, Def, member) f(member);
        YOORD_ROW_TABLES(YOORD_LOADER_APPLY)
#undef YOORD_LOADER_APPLY
    }

    Reporter out_;
    std::string set_name_;
    IdMap ids_;
    std::vector<std::string> file_pack_;  // the pack each loaded file belongs to, by SourceLoc::file
    std::vector<PackManifest> packs_;     // in load order
    std::vector<PendingPatch> patches_;   // in load order
    std::vector<PatchNote> patch_notes_;
#define YOORD_LOADER_MEMBER(cat, Def, member) RowTable<Def> member{Category::cat};
    YOORD_ROW_TABLES(YOORD_LOADER_MEMBER)
#undef YOORD_LOADER_MEMBER
    PlainTable<DropDef> drops_{kDropTable};
    PlainTable<PopulationBand> population_{kPopulationTable};
    PlainTable<HandDef> hands_{kHandTable};
    PlainTable<SpellDef> spells_{kSpellTable};
    std::optional<GameConstants> constants_;
};

void Loader::parse_file(const ContentFile& file, std::string_view pack) {
    const std::uint32_t index = out_.add_file(file.path);
    file_pack_.emplace_back(pack);
    toml::table root;
    try {
        root = toml::parse(file.text, file.path);
    } catch (const toml::parse_error& e) {
        const auto& b = e.source().begin;
        out_.error(SourceLoc{index, static_cast<std::uint32_t>(b.line), static_cast<std::uint32_t>(b.column)},
                   std::string(e.description()));
        return;
    }
    for (const auto& [key, node] : root) parse_root_key(key, node, index);
}

void Loader::parse_root_key(const toml::key& key, const toml::node& node, std::uint32_t file) {
    const std::string_view table = key.str();
    if (table == kConstantsTable) {
        if (file_pack_[file] != kCorePack) {
            out_.error(loc_of_key(key, file), "a pack cannot set [constants]; the game's constants belong to core");
            return;
        }
        parse_constants(node, file);
        return;
    }
    if (table == kPatchTable) {
        parse_patches(node, file);
        return;
    }
    if (table == kDropTable || table == kPopulationTable || table == kSpellTable || table == kHandTable ||
        enum_from_name<Category>(table)) {
        parse_rows(table, node, file);
        return;
    }
    std::vector<std::string> names{std::string(kDropTable), std::string(kPopulationTable),
                                   std::string(kSpellTable), std::string(kHandTable),
                                   std::string(kConstantsTable), std::string(kPatchTable)};
    for (std::string_view c : Category_names) names.emplace_back(c);
    out_.error(loc_of_key(key, file), with_suggestion("unknown table " + q(table), table, names));
}

void Loader::parse_rows(std::string_view table, const toml::node& node, std::uint32_t file) {
    const auto* rows = node.as_array();
    if (rows != nullptr && rows->empty()) {
        out_.error(loc_of(node, file), "table " + q(table) + " is empty; give it rows or leave it out");
        return;
    }
    if (rows == nullptr || !rows->is_array_of_tables()) {
        out_.error(loc_of(node, file), "table " + q(table) + " must be an array of tables: write each row as [[" +
                                           std::string(table) + "]]");
        return;
    }
    for (const toml::node& row_node : *rows) {
        const toml::table& row = *row_node.as_table();
        if (table == kDropTable) {
            drops_.parse_row(row, file, out_);
        } else if (table == kPopulationTable) {
            population_.parse_row(row, file, out_);
        } else if (table == kSpellTable) {
            spells_.parse_row(row, file, out_);
        } else if (table == kHandTable) {
            hands_.parse_row(row, file, out_);
        }
#define YOORD_LOADER_DISPATCH(cat, Def, member) \
    else if (table == #cat) {                   \
        member.parse_row(row, file, file_pack_[file], out_, ids_); \
    }
        YOORD_ROW_TABLES(YOORD_LOADER_DISPATCH)
#undef YOORD_LOADER_DISPATCH
    }
}

void Loader::parse_constants(const toml::node& node, std::uint32_t file) {
    const auto* t = node.as_table();
    if (t == nullptr) {
        out_.error(loc_of(node, file), "'constants' must be a table: write it as [constants]");
        return;
    }
    if (constants_) {
        out_.error(loc_of(node, file), "[constants] is already set at " + out_.place(constants_->where));
        return;
    }
    PlainTable<GameConstants> one{kConstantsTable};
    one.parse_row(*t, file, out_);
    constants_ = one.rows().front();
}

void Loader::parse_patches(const toml::node& node, std::uint32_t file) {
    if (file_pack_[file] == kCorePack) {
        out_.error(loc_of(node, file), "[[patch]] belongs in a pack; the built-in set edits its rows directly");
        return;
    }
    const auto* rows = node.as_array();
    if (rows == nullptr || !rows->is_array_of_tables()) {
        out_.error(loc_of(node, file), "'patch' must be an array of tables: write each one as [[patch]]");
        return;
    }
    for (const toml::node& row_node : *rows) {
        const toml::table& row = *row_node.as_table();
        PendingPatch patch;
        patch.file = file;
        patch.where = loc_of(row, file);
        for (const auto& [key, value] : row) {
            FieldCtx c{out_, file, key.str()};
            if (key.str() == "target") {
                if (read_text(value, c, patch.target)) patch.target_at = loc_of(value, file);
            } else if ((key.str() == "set" || key.str() == "append") && value.is_table()) {
                (key.str() == "set" ? patch.set : patch.append) = *value.as_table();
            } else if (key.str() == "set" || key.str() == "append") {
                out_.error(loc_of(value, file), "key " + q(key.str()) + " must be a table of keys: " +
                                                    std::string(key.str()) + " = { hp = \"2d8\" }");
            } else {
                unknown_key(out_, key, file, "a [[patch]]", std::vector<std::string>{"append", "set", "target"});
            }
        }
        if (patch.target.empty()) {
            out_.error(patch.where, "a [[patch]] needs 'target', the id of the row it changes");
            continue;
        }
        if (!patch.set && !patch.append) {
            out_.error(patch.where, "a [[patch]] needs 'set' or 'append' (or both): what it changes");
            continue;
        }
        patches_.push_back(std::move(patch));
    }
}

// Dependencies first; otherwise the order the packs were given. Problems name both places.
std::vector<std::size_t> Loader::load_order(std::vector<PackManifest>& manifests) {
    std::map<std::string, std::size_t, std::less<>> by_id;
    for (std::size_t i = 0; i < manifests.size(); ++i) {
        if (manifests[i].id.empty()) continue;
        const auto [it, inserted] = by_id.try_emplace(manifests[i].id, i);
        if (!inserted) {
            out_.error(manifests[i].where, "pack " + q(manifests[i].id) + " is also loaded from " +
                                               out_.place(manifests[it->second].where));
        }
    }
    enum class Mark : std::uint8_t { unvisited, visiting, done };
    std::vector<Mark> mark(manifests.size(), Mark::unvisited);
    std::vector<std::size_t> order;
    std::vector<std::size_t> path;
    std::function<void(std::size_t)> visit = [&](std::size_t i) {
        mark[i] = Mark::visiting;
        path.push_back(i);
        const PackManifest& m = manifests[i];
        for (std::size_t d = 0; d < m.depends.size(); ++d) {
            const auto dep = by_id.find(m.depends[d]);
            if (dep == by_id.end()) {
                std::vector<std::string> known;
                for (const auto& [id, index] : by_id) known.push_back(id);
                out_.error(m.depends_at[d], with_suggestion("pack " + q(m.id) + " depends on " + q(m.depends[d]) +
                                                                ", which is not loaded (give it with --pack DIR)",
                                                            m.depends[d], known));
                continue;
            }
            if (mark[dep->second] == Mark::visiting) {
                std::string cycle;
                const auto start = std::find(path.begin(), path.end(), dep->second);
                for (auto it = start; it != path.end(); ++it) cycle += manifests[*it].id + " -> ";
                out_.error(m.depends_at[d], "dependency cycle: " + cycle + m.depends[d] + "; " + q(m.depends[d]) +
                                                " is declared at " + out_.place(manifests[dep->second].where));
                continue;
            }
            if (mark[dep->second] == Mark::unvisited) visit(dep->second);
        }
        path.pop_back();
        mark[i] = Mark::done;
        order.push_back(i);
    };
    for (std::size_t i = 0; i < manifests.size(); ++i) {
        if (mark[i] == Mark::unvisited) visit(i);
    }
    return order;
}

void Loader::add_packs(std::span<const PackFolder> packs) {
    std::vector<PackManifest> manifests(packs.size());
    for (std::size_t i = 0; i < packs.size(); ++i) {
        const PackFolder& folder = packs[i];
        const bool has_manifest = !folder.paths.empty() && folder.paths.front().ends_with(kPackManifest);
        if (!has_manifest) {
            out_.error_in(folder.dir, "not a pack: it has no pack.toml");
            continue;
        }
        const std::uint32_t file = out_.add_file(folder.paths.front());
        file_pack_.emplace_back(kCorePack);  // until the manifest names it
        try {
            manifests[i] = parse_manifest(toml::parse(folder.texts.front(), folder.paths.front()), file, out_);
        } catch (const toml::parse_error& e) {
            const auto& b = e.source().begin;
            out_.error(SourceLoc{file, static_cast<std::uint32_t>(b.line), static_cast<std::uint32_t>(b.column)},
                       std::string(e.description()));
        }
        manifests[i].dir = folder.dir;
        file_pack_[file] = manifests[i].id;
    }
    for (const std::size_t i : load_order(manifests)) {
        if (manifests[i].id.empty()) continue;
        for (std::size_t f = 1; f < packs[i].paths.size(); ++f) {
            parse_file(ContentFile{packs[i].paths[f], packs[i].texts[f]}, manifests[i].id);
        }
        packs_.push_back(std::move(manifests[i]));
    }
}

std::string Loader::qualify(const std::string& name, SourceLoc where) const {
    const std::string& pack = file_pack_[where.file];
    // `core.goblin` names the built-in row even where the pack has a `goblin` of its own.
    if (name.starts_with(kCorePack) && name.size() > kCorePack.size() && name[kCorePack.size()] == '.') {
        return name.substr(kCorePack.size() + 1);
    }
    if (pack == kCorePack || name.find('.') != std::string::npos) return name;
    std::string own = qualified_id(pack, name);
    if (ids_.contains(own)) return own;
    const bool own_spell = std::any_of(spells_.rows().begin(), spells_.rows().end(),
                                       [&](const SpellDef& sp) { return sp.id == own; });
    return own_spell ? own : name;
}

// Pack spells get their pack's name first (they have no IdMap entry), then every name a pack wrote is
// qualified: bases, gear, spells, trigger ids.
void Loader::qualify_references() {
    for (SpellDef& sp : spells_.rows()) {
        const std::string& pack = file_pack_[sp.where.file];
        if (pack == kCorePack || !valid_id(sp.id)) continue;
        sp.id = qualified_id(pack, sp.id);
    }
    const Qualify q_ = [this](const std::string& name, SourceLoc where) { return qualify(name, where); };
    for_each_table([&](auto& t) { t.qualify_bases(q_); });
    for (PackManifest& m : packs_) {
        for (TriggerDef& t : m.triggers) {
            for (RowRefName& id : t.ids) id.id = qualify(id.id, id.where);
            for (TriggerAction& a : t.actions) {
                if (a.verb == TriggerVerb::spawn) a.row.id = qualify(a.row.id, a.row.where);
            }
        }
    }
}

void Loader::apply_patches() {
    std::vector<std::string> known;
    for (const auto& [id, entry] : ids_) known.push_back(id);
    for (const PendingPatch& patch : patches_) {
        const std::string& pack = file_pack_[patch.file];
        const std::string target = qualify(patch.target, patch.target_at);
        const auto it = ids_.find(target);
        if (it == ids_.end()) {
            out_.error(patch.target_at, with_suggestion("a patch of unknown row " + q(target), target, known));
            continue;
        }
        const std::string_view owner = pack_of(target);
        const auto manifest = std::find_if(packs_.begin(), packs_.end(), [&](const PackManifest& m) { return m.id == pack; });
        const bool allowed = owner == kCorePack || owner == pack ||
                             (manifest != packs_.end() &&
                              std::find(manifest->depends.begin(), manifest->depends.end(), owner) != manifest->depends.end());
        if (!allowed) {
            out_.error(patch.target_at, "pack " + q(pack) + " patches " + q(target) + " but does not depend on " +
                                            q(owner) + "; add it to 'depends' in pack.toml so it loads first");
            continue;
        }
        for_each_table([&](auto& t) {
            if (t.category() == it->second.category) t.apply_patch(target, patch, pack, out_, patch_notes_);
        });
    }
}

void Loader::resolve_triggers(Resolver& r) {
    std::vector<std::string> known;
    for (const auto& [id, entry] : ids_) known.push_back(id);
    const auto check_row = [&](const RowRefName& name) {
        if (!ids_.contains(name.id)) out_.error(name.where, with_suggestion("unknown row " + q(name.id), name.id, known));
    };
    for (PackManifest& m : packs_) {
        for (TriggerDef& t : m.triggers) {
            for (const RowRefName& id : t.ids) check_row(id);
            for (TriggerAction& a : t.actions) {
                if (a.verb == TriggerVerb::spawn) check_row(a.row);
                if (a.verb == TriggerVerb::grant) resolve_effect(a.effect, r);
            }
        }
    }
}

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

std::optional<Content> Loader::resolve() {
    // Names packs wrote, qualified; then a. bases, patches in load order, b. required keys on the merged rows.
    qualify_references();
    for_each_table([&](auto& t) { t.resolve_bases(out_, ids_); });
    apply_patches();
    for_each_table([&](auto& t) { t.check_required(out_); });

    // c. grants and fired_by against the effects registry.
    Resolver r{out_, ids_, {}, {}};
    for (const EffectInfo& e : effect_table()) r.effect_ids.emplace_back(e.id);
    for (const auto& [id, entry] : ids_) {
        if (is_item(entry.category)) r.item_ids.push_back(id);
    }
    for_each_table([&](auto& t) {
        for (auto& row : t.merged()) resolve_effects(row, r);
    });
    for (SpellDef& sp : spells_.rows()) {
        if (!sp.resisted_by.id.empty()) resolve_effect(sp.resisted_by, r);
    }
    // d. gear rolls against the item tables (a pack's names qualified first: a patch may have added some).
    for (MonsterDef& m : monsters.merged()) {
        for (GearRoll& roll : m.gear) roll.item.id = qualify(roll.item.id, roll.item.where);
        for (RowRefName& name : m.spells) name.id = qualify(name.id, name.where);
        resolve_gear(m, r);
    }
    resolve_triggers(r);

    Content c;
#define YOORD_LOADER_TAKE(cat, Def, member) c.member = member.take_concrete();
    YOORD_ROW_TABLES(YOORD_LOADER_TAKE)
#undef YOORD_LOADER_TAKE
    c.drops = std::move(drops_.rows());
    c.population = std::move(population_.rows());
    c.hands = std::move(hands_.rows());
    c.spells = std::move(spells_.rows());
    if (constants_) c.constants = *constants_;
    c.files = out_.files();
    c.packs = std::move(packs_);
    c.patches = std::move(patch_notes_);

    check_drops(c);       // e.
    check_cancellation_rows(c);
    check_spells(c);
    check_population(c);  // f.
    check_depths(c);
    check_not_empty(c);   // g.
    if (out_.has_errors()) return std::nullopt;
    c.index_rows();
    return c;
}

}  // namespace
}  // namespace tables

LoadResult load_content(std::span<const ContentFile> files, std::string_view set_name) {
    LoadResult result;
    tables::Loader loader(result.diagnostics, std::string(set_name));
    for (const ContentFile& f : files) {
        if (f.path.ends_with(".toml")) loader.parse_file(f);
    }
    result.content = loader.resolve();
    return result;
}

LoadResult load_content(std::span<const ContentFile> core, std::span<const PackFolder> packs,
                        std::string_view set_name) {
    LoadResult result;
    tables::Loader loader(result.diagnostics, std::string(set_name));
    for (const ContentFile& f : core) {
        if (f.path.ends_with(".toml")) loader.parse_file(f);
    }
    loader.add_packs(packs);
    result.content = loader.resolve();
    return result;
}

namespace {

// The packs among `packs` that an error names a file of.
std::vector<std::size_t> packs_with_errors(const Diagnostics& d, std::span<const PackFolder> packs) {
    std::vector<std::size_t> guilty;
    const std::vector<Diagnostic> all = d.sorted();
    for (std::size_t i = 0; i < packs.size(); ++i) {
        const bool named = std::any_of(all.begin(), all.end(), [&](const Diagnostic& diag) {
            if (diag.severity != Severity::error) return false;
            if (diag.path == packs[i].dir) return true;
            return std::find(packs[i].paths.begin(), packs[i].paths.end(), diag.path) != packs[i].paths.end();
        });
        if (named) guilty.push_back(i);
    }
    return guilty;
}

Diagnostics errors_of(const Diagnostics& d, const PackFolder& pack) {
    Diagnostics out;
    for (const Diagnostic& diag : d.sorted()) {
        const bool mine = diag.path == pack.dir ||
                          std::find(pack.paths.begin(), pack.paths.end(), diag.path) != pack.paths.end();
        if (mine) out.add(diag);
    }
    return out;
}

}  // namespace

PackedLoad load_content_skipping_broken(std::span<const ContentFile> core, std::span<const PackFolder> packs,
                                        std::string_view set_name) {
    PackedLoad out;
    std::vector<PackFolder> active(packs.begin(), packs.end());
    // Broken packs are found over several rounds (a dependent only fails once its dependency is gone); the
    // panel lists them in the order they were given.
    const auto given_order = [&] {
        const auto rank = [&](const BrokenPack& b) {
            return std::find_if(packs.begin(), packs.end(), [&](const PackFolder& p) { return p.dir == b.dir; }) -
                   packs.begin();
        };
        std::stable_sort(out.broken.begin(), out.broken.end(),
                         [&](const BrokenPack& a, const BrokenPack& b) { return rank(a) < rank(b); });
    };
    for (;;) {
        out.result = load_content(core, active, set_name);
        if (out.result.content || active.empty()) {
            given_order();
            return out;
        }
        std::vector<std::size_t> guilty = packs_with_errors(out.result.diagnostics, active);
        if (guilty.empty()) {
            // Nothing names a pack's file (a table left empty, a gap in the population bands): add the packs one
            // at a time and blame the first whose arrival breaks the set; with none at all, core itself is broken.
            if (!load_content(core, {}, set_name).content) {
                out.result = load_content(core, {}, set_name);
                given_order();
                return out;
            }
            for (std::size_t k = 1; k <= active.size() && guilty.empty(); ++k) {
                const LoadResult partial = load_content(core, std::span(active).first(k), set_name);
                if (!partial.content) guilty.push_back(k - 1);
            }
        }
        for (auto it = guilty.rbegin(); it != guilty.rend(); ++it) {
            Diagnostics mine = errors_of(out.result.diagnostics, active[*it]);
            if (mine.empty()) {
                for (const Diagnostic& d : out.result.diagnostics.sorted()) mine.add(d);
            }
            out.broken.insert(out.broken.begin(), BrokenPack{active[*it].dir, std::move(mine)});
            active.erase(active.begin() + static_cast<std::ptrdiff_t>(*it));
        }
    }
}

std::optional<PackFolder> read_pack_folder(const std::filesystem::path& dir, Diagnostics& out) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
        out.error(dir.string(), 0, 0, "not a pack folder");
        return std::nullopt;
    }
    std::vector<std::filesystem::path> tables;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const auto& p = entry.path();
        if (entry.is_regular_file() && p.extension() == ".toml" && p.filename() != kPackManifest) tables.push_back(p);
    }
    std::sort(tables.begin(), tables.end());
    PackFolder folder;
    folder.dir = dir.string();
    std::vector<std::filesystem::path> all{dir / kPackManifest};
    all.insert(all.end(), tables.begin(), tables.end());
    for (const auto& p : all) {
        std::ifstream in(p, std::ios::binary);
        if (!in) {
            out.error(p.string(), 0, 0, p.filename() == kPackManifest ? "not a pack: it has no pack.toml" : "cannot read this file");
            return std::nullopt;
        }
        std::ostringstream buffer;
        buffer << in.rdbuf();
        folder.paths.push_back(p.string());
        folder.texts.push_back(std::move(buffer).str());
    }
    return folder;
}

std::optional<PackFolder> read_content_folder(const std::filesystem::path& dir, Diagnostics& out) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
        out.error(dir.string(), 0, 0, "not a folder of content files");
        return std::nullopt;
    }
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.is_regular_file() && entry.path().extension() == ".toml") paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    PackFolder folder;
    folder.dir = dir.string();
    for (const auto& p : paths) {
        std::ifstream in(p, std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        if (!in) {
            out.error(p.string(), 0, 0, "cannot read this file");
            return std::nullopt;
        }
        folder.paths.push_back(p.string());
        folder.texts.push_back(std::move(buffer).str());
    }
    return folder;
}

std::vector<std::filesystem::path> pack_dirs_in(const std::filesystem::path& packs_dir) {
    std::vector<std::filesystem::path> dirs;
    std::error_code ec;
    if (!std::filesystem::is_directory(packs_dir, ec)) return dirs;
    for (const auto& entry : std::filesystem::directory_iterator(packs_dir, ec)) {
        if (entry.is_directory() && std::filesystem::exists(entry.path() / kPackManifest, ec)) {
            dirs.push_back(entry.path());
        }
    }
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

LoadResult load_embedded_content() { return load_content(embedded_content_files(), "content"); }

LoadResult load_content_dir(const std::filesystem::path& dir) {
    LoadResult failed;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
        failed.diagnostics.error(dir.string(), 0, 0, "not a folder of content files");
        return failed;
    }
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.is_regular_file() && entry.path().extension() == ".toml") paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    std::vector<std::string> texts;
    texts.reserve(paths.size());
    for (const auto& p : paths) {
        std::ifstream in(p, std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        if (!in) {
            failed.diagnostics.error(p.string(), 0, 0, "cannot read this file");
            return failed;
        }
        texts.push_back(std::move(buffer).str());
    }
    std::vector<ContentFile> files;
    for (std::size_t i = 0; i < paths.size(); ++i) files.push_back(ContentFile{paths[i].string(), texts[i]});
    return load_content(files, dir.string());
}

std::vector<TableSchema> content_schemas() {
    std::vector<TableSchema> out;
    const auto add = [&](std::string_view table, const auto& fields, bool has_row_keys) {
        TableSchema s{table, {}};
        if (has_row_keys) {
            s.keys.push_back({tables::kIdKey, "string", true});
            s.keys.push_back({tables::kBaseKey, "string", false});
            s.keys.push_back({tables::kAbstractKey, "boolean", false});
        }
        for (const auto& f : fields) s.keys.push_back({f.key, f.type, f.required});
        out.push_back(std::move(s));
    };
#define YOORD_LOADER_SCHEMA(cat, Def, member) add(#cat, tables::schema_of<Def>(), true);
    YOORD_ROW_TABLES(YOORD_LOADER_SCHEMA)
#undef YOORD_LOADER_SCHEMA
    add("drop", tables::schema_of<DropDef>(), false);
    add("population", tables::schema_of<PopulationBand>(), false);
    add("hand", tables::schema_of<HandDef>(), false);
    add("spell", tables::schema_of<SpellDef>(), false);
    add("constants", tables::schema_of<GameConstants>(), false);
    return out;
}

}  // namespace yoord
