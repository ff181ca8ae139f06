#pragma once
// Content: every table, loaded and resolved. Holds only concrete rows (abstract bases were folded into their
// children and dropped). Look a row up by id with find(); visit it as its own Def with visit().

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/tables/category.hpp"
#include "sim/tables/item_defs.hpp"
#include "sim/tables/monster_def.hpp"
#include "sim/tables/pack.hpp"
#include "sim/tables/placement_defs.hpp"
#include "sim/tables/trap_def.hpp"

namespace yoord {

// Category, its Def type and the Content member holding its rows: one list, used by visit() and the loader.
#define YOORD_ROW_TABLES(X)                                                                               \
    X(monster, MonsterDef, monsters) X(potion, PotionDef, potions) X(scroll, ScrollDef, scrolls)          \
    X(wand, WandDef, wands) X(ring, RingDef, rings) X(weapon, WeaponDef, weapons)                         \
    X(armour, ArmourDef, armour) X(launcher, LauncherDef, launchers) X(ammo, AmmoDef, ammo)               \
    X(coin, CoinDef, coins) X(element, ElementDef, elements) X(trap, TrapDef, traps)                      \
    X(rune, RuneDef, runes) X(deck, DeckDef, decks) X(card, CardDef, cards)          \
    X(treat, TreatDef, treats)

// A row's address: its table and its index there. Valid for the Content it came from.
struct RowRef {
    Category category = Category::monster;
    std::uint32_t index = 0;
    friend constexpr bool operator==(RowRef, RowRef) = default;
};

struct Content {
#define YOORD_CONTENT_MEMBER(cat, Def, member) std::vector<Def> member;
    YOORD_ROW_TABLES(YOORD_CONTENT_MEMBER)
#undef YOORD_CONTENT_MEMBER
    std::vector<DropDef> drops;
    std::vector<HandDef> hands;  // the ranking table a thrown deck's hand is scored by, in file order
    std::vector<SpellDef> spells;  // in file order
    std::vector<PopulationBand> population;  // sorted by min_depth, covering 1..final_depth (the last may be open)
    std::vector<LevelDef> levels;  // the kinds of floor (content/levels.toml), in file order
    std::vector<RoomDef> rooms;    // generation 2's special rooms (content/rooms.toml), in file order
    std::vector<VaultDef> vaults;  // hand-drawn vaults (content/vaults.toml and packs), in load order
    GameConstants constants;
    std::vector<std::string> files;  // the loaded files, indexed by SourceLoc::file
    std::vector<PackManifest> packs;  // the packs besides core, in load order (dependencies first)
    std::vector<PatchNote> patches;   // every key a pack's [[patch]] set or appended to, in the order applied

    // The loaded pack with this id, or nullptr (core has no manifest).
    [[nodiscard]] const PackManifest* find_pack(std::string_view id) const noexcept;

    // The concrete row with this id, or nullopt.
    [[nodiscard]] std::optional<RowRef> find(std::string_view id) const;
    [[nodiscard]] std::optional<RowRef> find(StableId id) const;
    [[nodiscard]] const RowCommon& common(RowRef ref) const;
    // The spell with this stable id, or nullptr.
    [[nodiscard]] const SpellDef* find_spell(StableId id) const noexcept;
    // The level row with this stable id, or nullptr.
    [[nodiscard]] const LevelDef* find_level(StableId id) const noexcept;
    // Every concrete row, sorted by (category name, id): the order --list-content prints.
    [[nodiscard]] std::vector<RowRef> all_rows() const;
    [[nodiscard]] std::size_t row_count(Category c) const;

    // Calls f(const Def&) with the row's own type.
    template <class F>
    decltype(auto) visit(RowRef ref, F&& f) const {
        switch (ref.category) {
#define YOORD_CONTENT_VISIT(cat, Def, member) \
    case Category::cat:                      \
        return f(member[ref.index]);
            YOORD_ROW_TABLES(YOORD_CONTENT_VISIT)
#undef YOORD_CONTENT_VISIT
        }
        return f(monsters[ref.index]);  // unreachable: the switch names every category
    }

    // Builds the id index; the loader calls it once all rows are in place.
    void index_rows();

    // Every member alike, where each value was written included: what the compact form must give back
    // (sim/tables/compact_content.hpp).
    friend bool operator==(const Content&, const Content&) = default;

private:
    std::vector<std::pair<StableId, RowRef>> by_stable_;  // sorted by StableId
};

}  // namespace yoord
