#include "sim/tables/compact_content.hpp"

#include <cstring>
#include <type_traits>
#include <vector>

#include "sim/tables/embedded.hpp"
#include "sim/tables/loader.hpp"

// Defined by the generated file (generated/compact_content.cpp) in the game, the tests and the benchmarks, and by
// tools/compact_content_stub.cpp, empty, in the generator that writes it.
namespace yoord::compact_content {
extern const unsigned char kBytes[];
extern const std::size_t kSize;
}  // namespace yoord::compact_content

namespace yoord {

namespace {

// What the bytes start with; the number moves whenever the layout below does, so that old bytes are refused.
constexpr char kMagic[8] = {'Y', 'O', 'O', 'R', 'D', 'C', 'C', '1'};

// The row's common part, as const as the row.
template <class D>
auto& common_part(D& d) {
    return static_cast<std::conditional_t<std::is_const_v<D>, const RowCommon, RowCommon>&>(d);
}

// One list of members per type, read and written alike. A value whose bytes are all meaningful (no padding: an
// int, an enum, Dice, SourceLoc, GearModifiers) is copied as it is and needs no list. A member left off a list
// comes back as its default: the test that holds the compact form equal to the TOML's load names it as soon as a
// row sets it.
#define YOORD_COMPACT_MEMBERS(Type, ...)                        \
    template <class Io>                                         \
    void compact_members(Io& io, const Type& d) { io(__VA_ARGS__); }    \
    template <class Io>                                         \
    void compact_members(Io& io, Type& d) { io(__VA_ARGS__); }

YOORD_COMPACT_MEMBERS(EffectRef, d.id, d.bit, d.where)
YOORD_COMPACT_MEMBERS(RowRefName, d.id, d.where)
YOORD_COMPACT_MEMBERS(GearRoll, d.item, d.chance)
YOORD_COMPACT_MEMBERS(RowCommon, d.id, d.stable, d.name, d.description, d.glyph, d.colour, d.weight, d.min_depth,
                      d.is_abstract, d.cancellation_only, d.placed, d.base, d.where)
YOORD_COMPACT_MEMBERS(MonsterDef, common_part(d), d.movement, d.tempo, d.side, d.hp, d.power_die, d.power_bonus,
                      d.armour_die, d.armour_bonus, d.sight, d.grants, d.gear, d.spells, d.magic, d.trade, d.price,
                      d.cost, d.pulls, d.bounty, d.disguise)
YOORD_COMPACT_MEMBERS(PotionDef, common_part(d), d.kind, d.amount, d.turns)
YOORD_COMPACT_MEMBERS(ScrollDef, common_part(d), d.kind, d.radius, d.turns)
YOORD_COMPACT_MEMBERS(WandDef, common_part(d), d.kind, d.shape, d.range, d.radius, d.charges, d.damage, d.turns)
YOORD_COMPACT_MEMBERS(RingDef, common_part(d), d.mods, d.grants, d.on_wear, d.cursed_chance)
YOORD_COMPACT_MEMBERS(WeaponDef, common_part(d), d.mods, d.grants, d.cursed_chance, d.beheads)
YOORD_COMPACT_MEMBERS(ArmourDef, common_part(d), d.mods, d.grants, d.cursed_chance)
YOORD_COMPACT_MEMBERS(LauncherDef, common_part(d), d.mods, d.grants, d.melee_cap, d.range, d.cursed_chance)
YOORD_COMPACT_MEMBERS(AmmoDef, common_part(d), d.power_die, d.power_bonus, d.fired_by, d.count)
YOORD_COMPACT_MEMBERS(CoinDef, common_part(d), d.kind, d.amount, d.per_depth)
YOORD_COMPACT_MEMBERS(ElementDef, common_part(d), d.grants, d.score)
YOORD_COMPACT_MEMBERS(TrapDef, common_part(d), d.kind, d.reveal, d.damage, d.damage_per_depth, d.snare_turns, d.turns)
YOORD_COMPACT_MEMBERS(RuneDef, common_part(d), d.kind, d.charges, d.radius, d.damage, d.turns)
YOORD_COMPACT_MEMBERS(DeckDef, common_part(d), d.cards, d.reversed_chance)
YOORD_COMPACT_MEMBERS(CardDef, common_part(d), d.upright, d.reversed, d.suit, d.rank, d.amount, d.radius, d.turns)
YOORD_COMPACT_MEMBERS(TreatDef, common_part(d), d.chance, d.wants, d.shuns)
YOORD_COMPACT_MEMBERS(DropDef, d.category, d.weight, d.min_depth, d.where)
YOORD_COMPACT_MEMBERS(HandDef, d.shape, d.name, d.points, d.where)
YOORD_COMPACT_MEMBERS(SpellDef, d.id, d.stable, d.name, d.description, d.tier, d.cost, d.mechanic, d.range, d.radius,
                      d.damage, d.amount, d.turns, d.resisted_by, d.noun, d.verb, d.chance, d.learnable, d.breath,
                      d.starting, d.where)
YOORD_COMPACT_MEMBERS(PopulationBand, d.min_depth, d.max_depth, d.monsters_min, d.monsters_max, d.items_min,
                      d.items_max, d.traps_min, d.traps_max, d.where)
YOORD_COMPACT_MEMBERS(LevelDef, d.id, d.stable, d.name, d.layout, d.min_depth, d.max_depth, d.chance, d.special,
                      d.rest, d.vaults, d.where)
YOORD_COMPACT_MEMBERS(RoomDef, d.id, d.stable, d.name, d.kind, d.min_depth, d.max_depth, d.chance, d.guardian,
                      d.monsters, d.asleep, d.items, d.pile, d.piles, d.where)
YOORD_COMPACT_MEMBERS(VaultLegendEntry, d.symbol, d.row, d.where)
YOORD_COMPACT_MEMBERS(VaultDef, d.id, d.stable, d.map, d.map_where, d.legend, d.min_depth, d.max_depth, d.weight,
                      d.rotate, d.mirror, d.where)
YOORD_COMPACT_MEMBERS(GameConstants, d.final_depth, d.patience_per_floor, d.pack_size, d.max_conditions, d.player_hp,
                      d.player_power_die, d.player_armour_die, d.player_sight, d.spawn_radius, d.drop_gear_percent,
                      d.stairs_heal_percent, d.rest_turns_per_hp, d.rest_turns_per_ma, d.player_magic,
                      d.known_spells, d.shapeshift_percent, d.grow_percent, d.heavy_swing_power,
                      d.heavy_swing_recovery, d.momentum_power, d.momentum_max, d.blade_bite,
                      d.spell_focus_discount, d.trick_burst_damage, d.trick_burst_radius, d.coin_burst_radius,
                      d.element_burst_damage, d.element_burst_radius, d.hidden_item_percent,
                      d.corridor_lurker_depth, d.corridor_lurker_percent, d.corridor_lurker, d.mimic_depth,
                      d.mimic_percent, d.mimic, d.gear_plus_percent, d.gear_plus_max, d.cursed_minus_max,
                      d.polymorph_shock_max, d.polymorph_home_percent, d.polymorph_chimera_percent, d.bones_ghost,
                      d.where)
#define YOORD_COMPACT_TABLE(cat, Def, member) d.member,
YOORD_COMPACT_MEMBERS(Content, YOORD_ROW_TABLES(YOORD_COMPACT_TABLE) d.drops, d.hands, d.spells, d.population,
                      d.levels, d.rooms, d.vaults, d.constants, d.files)
#undef YOORD_COMPACT_TABLE
#undef YOORD_COMPACT_MEMBERS

template <class T>
struct is_compact_vector : std::false_type {};
template <class T, class A>
struct is_compact_vector<std::vector<T, A>> : std::true_type {};

// A value copied byte for byte: every one of its bytes means something, so the bytes are the same on every build.
template <class T>
concept PlainBytes = std::is_trivially_copyable_v<T> && std::has_unique_object_representations_v<T>;

class CompactWriter {
public:
    template <class... T>
    void operator()(const T&... values) {
        (put(values), ...);
    }
    [[nodiscard]] std::string take() && { return std::move(bytes_); }

private:
    void put_count(std::size_t n) { put(static_cast<std::uint32_t>(n)); }
    template <class T>
    void put(const T& v) {
        if constexpr (std::is_same_v<T, std::string>) {
            put_count(v.size());
            bytes_.append(v);
        } else if constexpr (is_compact_vector<T>::value) {
            put_count(v.size());
            for (const auto& e : v) put(e);
        } else if constexpr (std::is_same_v<T, bool>) {
            bytes_.push_back(v ? '\1' : '\0');
        } else if constexpr (PlainBytes<T>) {
            bytes_.append(reinterpret_cast<const char*>(&v), sizeof v);
        } else {
            compact_members(*this, v);
        }
    }
    std::string bytes_;
};

class CompactReader {
public:
    explicit CompactReader(std::span<const unsigned char> bytes) : bytes_(bytes) {}
    template <class... T>
    void operator()(T&... values) {
        (get(values), ...);
    }
    // Every byte read and nothing read past the end.
    [[nodiscard]] bool done() const { return ok_ && at_ == bytes_.size(); }
    [[nodiscard]] bool ok() const { return ok_; }
    void raw(void* to, std::size_t n) {
        if (!ok_ || bytes_.size() - at_ < n) {
            ok_ = false;
            return;
        }
        std::memcpy(to, bytes_.data() + at_, n);
        at_ += n;
    }

private:
    // A count no larger than the bytes left (every element takes at least one): a malformed count cannot ask
    // for more memory than the form holds.
    std::size_t get_count() {
        std::uint32_t n = 0;
        get(n);
        if (n > bytes_.size() - at_) ok_ = false;
        return ok_ ? n : 0;
    }
    template <class T>
    void get(T& v) {
        if (!ok_) return;
        if constexpr (std::is_same_v<T, std::string>) {
            const std::size_t n = get_count();
            v.assign(reinterpret_cast<const char*>(bytes_.data() + at_), n);
            at_ += n;
        } else if constexpr (is_compact_vector<T>::value) {
            v.resize(get_count());
            for (auto& e : v) get(e);
        } else if constexpr (std::is_same_v<T, bool>) {
            unsigned char b = 0;
            raw(&b, 1);
            if (b > 1) ok_ = false;
            v = b == 1;
        } else if constexpr (PlainBytes<T>) {
            raw(&v, sizeof v);
        } else {
            compact_members(*this, v);
        }
    }
    std::span<const unsigned char> bytes_;
    std::size_t at_ = 0;
    bool ok_ = true;
};

}  // namespace

std::string write_compact_content(const Content& content, std::uint64_t tables_hash) {
    CompactWriter w;
    w(kMagic, tables_hash);
    compact_members(w, content);
    return std::move(w).take();
}

std::optional<Content> read_compact_content(std::span<const unsigned char> bytes, std::uint64_t tables_hash) {
    CompactReader r(bytes);
    char magic[sizeof kMagic] = {};
    std::uint64_t hash = 0;
    r(magic, hash);
    if (!r.ok() || std::memcmp(magic, kMagic, sizeof kMagic) != 0 || hash != tables_hash) return std::nullopt;
    Content c;
    compact_members(r, c);
    if (!r.done()) return std::nullopt;
    c.index_rows();
    return c;
}

std::uint64_t embedded_tables_hash() {
    std::vector<NamedText> tables;
    for (const ContentFile& f : embedded_content_files()) tables.push_back({f.path, f.text});
    return hash_files(tables);
}

std::span<const unsigned char> compiled_compact_content() { return {compact_content::kBytes, compact_content::kSize}; }

}  // namespace yoord
