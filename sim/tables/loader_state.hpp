#pragma once
// The loader's state shared by its files (sim/tables/loader.hpp describes the two phases):
//   loader_rows.cpp    phase 1, parsing each file's tables into rows;
//   loader_packs.cpp   pack.toml, load order, names a pack wrote, and reading folders from disk;
//   loader_patches.cpp [[patch]] rows, effects and pack triggers;
//   loader_checks.cpp  the checks on the finished Content;
//   loader.cpp         phase 2 in order, and the entry points.

#include "sim/vocab/effects.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tables/manifest.hpp"
#include "sim/tables/row_table.hpp"

namespace yoord::tables::load {

struct Resolver {
    Reporter& out;
    const IdMap& ids;
    std::vector<std::string> effect_ids;
    std::vector<std::string> item_ids;
};

void resolve_effect(EffectRef& ref, Resolver& r);
// The same for an ammo row's fired_by, which must also name an effect a launcher fires by (effect_flag::kFiring).
void resolve_firing_effect(EffectRef& ref, Resolver& r);

template <class Def>
void resolve_effects(Def& d, Resolver& r) {
    if constexpr (requires { d.grants; }) {
        for (EffectRef& g : d.grants) resolve_effect(g, r);
    }
    if constexpr (requires { d.fired_by; }) {
        resolve_firing_effect(d.fired_by, r);
    }
    if constexpr (requires { d.beheads; }) {
        if (!d.beheads.id.empty()) resolve_effect(d.beheads, r);  // optional: only a vorpal weapon names one
    }
    if constexpr (requires { d.wants; d.shuns; }) {
        for (EffectRef& w : d.wants) resolve_effect(w, r);
        for (EffectRef& s : d.shuns) resolve_effect(s, r);
    }
}

void resolve_gear(MonsterDef& d, Resolver& r);

class Loader {
public:
    Loader(Diagnostics& diagnostics, std::string set_name) : out_(diagnostics), set_name_(std::move(set_name)) {}

    // A copy of `parsed` (a loader after phase 1 of the core files) that reports into `out`, which starts as a
    // copy of what `parsed` found: the fuzzers load many pack sets on one parse of the core tables.
    Loader(const Loader& parsed, Diagnostics& out) : Loader(parsed) { out_.report_to(out); }

    void parse_file(const ContentFile& file, std::string_view pack = kCorePack);
    // Reads every pack's pack.toml, orders the packs by their dependencies, then parses their tables in that
    // order. Call after the core files.
    void add_packs(std::span<const PackFolder> packs);
    std::optional<Content> resolve();
    [[nodiscard]] const std::vector<std::string>& files() const { return out_.files(); }

private:
    [[nodiscard]] std::optional<toml::table> parse_toml(std::string_view text, const std::string& path,
                                                        std::uint32_t file);
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
    void check_vorpal_weapons(const Content& c);
    void check_spells(Content& c);
    void check_levels(Content& c);
    void check_vaults(Content& c);
    void check_rooms(Content& c);
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
    PlainTable<LevelDef> levels_{kLevelTable};
    PlainTable<VaultDef> vaults_{kVaultTable};
    PlainTable<RoomDef> rooms_{kRoomTable};
    std::optional<GameConstants> constants_;
};

}  // namespace yoord::tables::load
