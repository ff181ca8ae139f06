// The content loader: phase 1 (parse and type-check every row of every file), then phase 2 (resolve
// references in the order listed in loader.hpp). Errors are collected, never thrown, and all reported. The work
// is spread over loader_*.cpp by concern (sim/tables/loader_state.hpp lists them).

#include "sim/tables/loader.hpp"

#include "sim/tables/compact_content.hpp"
#include "sim/tables/loader_state.hpp"

namespace yoord {
namespace tables::load {

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
        for (RowRefName& look : m.disguise) look.id = qualify(look.id, look.where);
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
    c.levels = std::move(levels_.rows());
    c.vaults = std::move(vaults_.rows());
    c.rooms = std::move(rooms_.rows());
    if (constants_) c.constants = *constants_;
    c.files = out_.files();
    c.packs = std::move(packs_);
    c.patches = std::move(patch_notes_);

    check_drops(c);       // e.
    check_cancellation_rows(c);
    check_vorpal_weapons(c);
    check_spells(c);
    check_levels(c);
    check_vaults(c);
    check_rooms(c);
    check_population(c);  // f.
    check_depths(c);
    check_not_empty(c);   // g.
    if (out_.has_errors()) return std::nullopt;
    c.index_rows();
    return c;
}

}  // namespace tables::load

LoadResult load_content(std::span<const ContentFile> files, std::string_view set_name) {
    LoadResult result;
    tables::load::Loader loader(result.diagnostics, std::string(set_name));
    for (const ContentFile& f : files) {
        if (f.path.ends_with(".toml")) loader.parse_file(f);
    }
    result.content = loader.resolve();
    return result;
}

namespace {

// The compiled-in tables as their compact form holds them, when this program has the form and it was made from
// these very files (a test program reading YOORD_TEST_CONTENT_DIR has other files, and parses them).
std::optional<Content> compact_embedded_content() {
    const std::span<const unsigned char> bytes = compiled_compact_content();
    if (bytes.empty()) return std::nullopt;
    return read_compact_content(bytes, embedded_tables_hash());
}

bool is_embedded(std::span<const ContentFile> core) {
    const std::span<const ContentFile> embedded = embedded_content_files();
    return core.data() == embedded.data() && core.size() == embedded.size();
}

}  // namespace

LoadResult load_content(std::span<const ContentFile> core, std::span<const PackFolder> packs,
                        std::string_view set_name) {
    if (packs.empty() && is_embedded(core)) {
        if (auto content = compact_embedded_content()) return LoadResult{std::move(content), {}};
    }
    LoadResult result;
    tables::load::Loader loader(result.diagnostics, std::string(set_name));
    for (const ContentFile& f : core) {
        if (f.path.ends_with(".toml")) loader.parse_file(f);
    }
    loader.add_packs(packs);
    result.content = loader.resolve();
    return result;
}

struct ParsedCore::State {
    Diagnostics diagnostics;
    tables::load::Loader loader;
    State(std::string set_name) : loader(diagnostics, std::move(set_name)) {}
};

ParsedCore::ParsedCore(std::unique_ptr<State> state) : state_(std::move(state)) {}
ParsedCore::ParsedCore(ParsedCore&&) noexcept = default;
ParsedCore& ParsedCore::operator=(ParsedCore&&) noexcept = default;
ParsedCore::~ParsedCore() = default;

ParsedCore parse_core(std::span<const ContentFile> core, std::string_view set_name) {
    auto state = std::make_unique<ParsedCore::State>(std::string(set_name));
    for (const ContentFile& f : core) {
        if (f.path.ends_with(".toml")) state->loader.parse_file(f);
    }
    return ParsedCore(std::move(state));
}

LoadResult load_content(const ParsedCore& core, std::span<const ContentFile> more, std::span<const PackFolder> packs) {
    LoadResult result;
    result.diagnostics = core.state().diagnostics;
    tables::load::Loader loader(core.state().loader, result.diagnostics);
    for (const ContentFile& f : more) {
        if (f.path.ends_with(".toml")) loader.parse_file(f);
    }
    loader.add_packs(packs);
    result.content = loader.resolve();
    return result;
}

LoadResult load_embedded_content() {
    if (auto content = compact_embedded_content()) return LoadResult{std::move(content), {}};
    return load_embedded_content_from_toml();
}

LoadResult load_embedded_content_from_toml() { return load_content(embedded_content_files(), "content"); }

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
    add("level", tables::schema_of<LevelDef>(), false);
    add("vault", tables::schema_of<VaultDef>(), false);
    add("room", tables::schema_of<RoomDef>(), false);
    add("constants", tables::schema_of<GameConstants>(), false);
    return out;
}

}  // namespace yoord
