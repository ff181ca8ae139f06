// The content loader: phase 1 (parse and type-check every row of every file), then phase 2 (resolve
// references in the order listed in loader.hpp). Errors are collected, never thrown, and all reported.

#include "sim/tables/loader.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include "sim/effects.hpp"
#include "sim/tables/schemas.hpp"

namespace yoord {
namespace tables {
namespace {

constexpr std::string_view kDropTable = "drop";
constexpr std::string_view kPopulationTable = "population";
constexpr std::string_view kHandTable = "hand";
constexpr std::string_view kSpellTable = "spell";
constexpr std::size_t kMaxSpells = 255;
constexpr std::string_view kConstantsTable = "constants";

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

// Ids are file names in saves and commands: keep them plain.
bool valid_id(std::string_view id) {
    if (id.empty() || id[0] < 'a' || id[0] > 'z') return false;
    return std::all_of(id.begin(), id.end(),
                       [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'; });
}

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

    void parse_row(const toml::table& row, std::uint32_t file, Reporter& out, IdMap& ids);
    void resolve_bases(Reporter& out, const IdMap& ids);
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
void RowTable<Def>::parse_row(const toml::table& row, std::uint32_t file, Reporter& out, IdMap& ids) {
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
        out.error(loc_of(*id_node, file), "id " + q(p.own.id) +
                                              " must be lower-case letters, digits and '_', starting with a letter");
        return;
    }
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

    void parse_file(const ContentFile& file);
    std::optional<Content> resolve();
    [[nodiscard]] const std::vector<std::string>& files() const { return out_.files(); }

private:
    void parse_root_key(const toml::key& key, const toml::node& node, std::uint32_t file);
    void parse_rows(std::string_view table, const toml::node& node, std::uint32_t file);
    void parse_constants(const toml::node& node, std::uint32_t file);
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
#define YOORD_LOADER_MEMBER(cat, Def, member) RowTable<Def> member{Category::cat};
    YOORD_ROW_TABLES(YOORD_LOADER_MEMBER)
#undef YOORD_LOADER_MEMBER
    PlainTable<DropDef> drops_{kDropTable};
    PlainTable<PopulationBand> population_{kPopulationTable};
    PlainTable<HandDef> hands_{kHandTable};
    PlainTable<SpellDef> spells_{kSpellTable};
    std::optional<GameConstants> constants_;
};


void Loader::parse_file(const ContentFile& file) {
    const std::uint32_t index = out_.add_file(file.path);
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
        parse_constants(node, file);
        return;
    }
    if (table == kDropTable || table == kPopulationTable || table == kSpellTable || table == kHandTable ||
        enum_from_name<Category>(table)) {
        parse_rows(table, node, file);
        return;
    }
    std::vector<std::string> names{std::string(kDropTable), std::string(kPopulationTable),
                                   std::string(kSpellTable), std::string(kHandTable),
                                   std::string(kConstantsTable)};
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
        member.parse_row(row, file, out_, ids_); \
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
        if (!valid_id(sp.id)) {
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
    // a. bases, then b. required keys on the merged rows.
    for_each_table([&](auto& t) { t.resolve_bases(out_, ids_); });
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
    // d. gear rolls against the item tables.
    for (MonsterDef& m : monsters.merged()) resolve_gear(m, r);

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
