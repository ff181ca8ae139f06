#include "sim/io/save/component_io.hpp"

#include <array>
#include <string>
#include <type_traits>
#include <vector>

#include "core/stable_id.hpp"
#include "sim/dungeon/map.hpp"

namespace yoord::save {

namespace {

template <class T>
using tag_t = std::type_identity<T>;

constexpr std::size_t kPlaceKindCount = 4;
static_assert(static_cast<int>(PlaceKind::slot) == kPlaceKindCount - 1, "PlaceKind grew: update kPlaceKindCount");
constexpr std::size_t kLifetimeCount = 5;
static_assert(static_cast<int>(Lifetime::next_action) == kLifetimeCount - 1, "Lifetime grew: update kLifetimeCount");
// The most letters a saved pack may hold; far above any pack_size, small enough to refuse a hostile count.
constexpr std::size_t kMaxPackLetters = 256;
// Bounds on numbers the rules square, multiply or roll: a hostile save cannot make them overflow. Far beyond
// anything play produces.
constexpr int kMaxDie = 1000;
constexpr int kMaxReach = 1000;       // sight and launcher range, in cells
constexpr int kMaxMagnitude = 1'000'000;  // hit points, bonuses, counts

int read_bounded(ByteReader& in, int lo, int hi, std::string_view what) {
    const int v = in.i32();
    if (in.ok() && (v < lo || v > hi)) {
        in.fail(std::string(what) + " " + std::to_string(v) + " is outside " + std::to_string(lo) + ".." +
                std::to_string(hi));
    }
    return v;
}
int read_die(ByteReader& in, std::string_view what) { return read_bounded(in, 0, kMaxDie, what); }
int read_amount(ByteReader& in, std::string_view what) {
    return read_bounded(in, -kMaxMagnitude, kMaxMagnitude, what);
}

// ---- shared pieces ------------------------------------------------------------------------------------------

void write_uid(ByteWriter& out, const GameWorld& w, ecs::Entity e) {
    out.u64(w.valid(e) ? w.uid(e).value : 0);
}
ecs::Entity read_uid(ByteReader& in, const ReadContext& ctx) {
    const std::uint64_t v = in.u64();
    if (v == 0 || !in.ok()) return ecs::null_entity;
    const ecs::Entity e = ctx.world.find(ecs::Uid{v});
    if (e == ecs::null_entity) in.fail("a reference to entity " + std::to_string(v) + ", which the save does not hold");
    return e;
}

void write_effect(ByteWriter& out, std::size_t bit) { out.u64(effect_table()[bit].stable.value); }
// The marker bit of the saved effect id, or nullopt (counted) when this build has no such effect.
std::optional<std::uint16_t> read_effect(ByteReader& in, ReadContext& ctx) {
    const std::uint64_t id = in.u64();
    if (!in.ok()) return std::nullopt;
    const EffectInfo* info = find_effect(StableId{id});
    if (info == nullptr) {
        ++ctx.dropped_effects;
        return std::nullopt;
    }
    return static_cast<std::uint16_t>(info->bit);
}

void write_point(ByteWriter& out, Point p) {
    out.i32(p.x);
    out.i32(p.y);
}
Point read_point(ByteReader& in) {
    const int x = in.i32();
    const int y = in.i32();
    return {x, y};
}

template <class E>
E read_content_enum(ByteReader& in, std::string_view what) {
    return in.enumeration<E>(enum_names(E{}).size(), what);
}

// ---- tags -----------------------------------------------------------------------------------------------------

template <class T>
const char* tag_of(tag_t<T>) {
    static_assert(sizeof(T) == 0, "new component: add tag_of, save_component and load_component in sim/io/save/component_io.cpp");
    return "";
}
const char* tag_of(tag_t<Position>) { return "position"; }
const char* tag_of(tag_t<Location>) { return "location"; }
const char* tag_of(tag_t<Identity>) { return "identity"; }
const char* tag_of(tag_t<Renderable>) { return "renderable"; }
const char* tag_of(tag_t<Health>) { return "health"; }
const char* tag_of(tag_t<CombatStats>) { return "combat_stats"; }
const char* tag_of(tag_t<Energy>) { return "energy"; }
const char* tag_of(tag_t<Mind>) { return "mind"; }
const char* tag_of(tag_t<Item>) { return "item"; }
const char* tag_of(tag_t<Stack>) { return "stack"; }
const char* tag_of(tag_t<Charges>) { return "charges"; }
const char* tag_of(tag_t<Coins>) { return "coins"; }
const char* tag_of(tag_t<Equippable>) { return "equippable"; }
const char* tag_of(tag_t<Modifiers>) { return "modifiers"; }
#define YOORD_CAP_TAG(Component, field) \
    const char* tag_of(tag_t<Component>) { return #field; }
YOORD_CAPS(YOORD_CAP_TAG)
#undef YOORD_CAP_TAG
const char* tag_of(tag_t<Grants>) { return "grants"; }
const char* tag_of(tag_t<Ammo>) { return "ammo"; }
const char* tag_of(tag_t<Launcher>) { return "launcher"; }
const char* tag_of(tag_t<Pack>) { return "pack"; }
const char* tag_of(tag_t<Equipment>) { return "equipment"; }
const char* tag_of(tag_t<Trap>) { return "trap"; }
const char* tag_of(tag_t<Loadout>) { return "loadout"; }
const char* tag_of(tag_t<Conditions>) { return "conditions"; }
const char* tag_of(tag_t<Discoveries>) { return "discoveries"; }

// ---- save ---------------------------------------------------------------------------------------------------

template <class T>
void save_component(ByteWriter&, const GameWorld&, const T&) {
    static_assert(sizeof(T) == 0, "new component: add a save_component overload in sim/io/save/component_io.cpp");
}
void save_component(ByteWriter& out, const GameWorld&, const Position& c) { write_point(out, c.cell); }
void save_component(ByteWriter& out, const GameWorld& w, const Location& c) {
    out.enumeration(c.place.kind);
    write_point(out, c.place.cell);
    write_uid(out, w, c.place.owner);
    out.u8(c.place.index);
}
// The row index is not saved: it is found again from the stable id in the loading build's content.
void save_component(ByteWriter& out, const GameWorld&, const Identity& c) {
    out.u64(c.id.value);
    out.enumeration(c.category);
}
void save_component(ByteWriter& out, const GameWorld&, const Renderable& c) {
    out.u8(static_cast<std::uint8_t>(c.glyph));
    out.enumeration(c.colour);
}
void save_component(ByteWriter& out, const GameWorld&, const Health& c) {
    out.i32(c.hp);
    out.i32(c.max_hp);
}
void save_component(ByteWriter& out, const GameWorld&, const CombatStats& c) {
    out.i32(c.power_die);
    out.i32(c.power_bonus);
    out.i32(c.armour_die);
    out.i32(c.armour_bonus);
}
void save_component(ByteWriter& out, const GameWorld&, const Energy& c) {
    out.enumeration(c.tempo);
    out.i32(c.banked);
}
void save_component(ByteWriter& out, const GameWorld&, const Mind& c) {
    out.enumeration(c.movement);
    out.i32(c.sight);
}
void save_component(ByteWriter& out, const GameWorld&, const Item& c) {
    out.i32(c.plus);
    out.boolean(c.cursed);
    out.boolean(c.known);
}
void save_component(ByteWriter& out, const GameWorld&, const Stack& c) { out.i32(c.count); }
void save_component(ByteWriter& out, const GameWorld&, const Charges& c) { out.i32(c.left); }
void save_component(ByteWriter& out, const GameWorld&, const Coins& c) { out.i32(c.amount); }
void save_component(ByteWriter& out, const GameWorld&, const Equippable& c) { out.enumeration(c.slot); }
void save_component(ByteWriter& out, const GameWorld&, const Modifiers& c) {
#define YOORD_SAVE_MODIFIER(field, fold) out.i32(c.value.field);
    YOORD_MODIFIERS(YOORD_SAVE_MODIFIER)
#undef YOORD_SAVE_MODIFIER
}
#define YOORD_SAVE_CAP(Component, field) \
    void save_component(ByteWriter& out, const GameWorld&, const Component& c) { out.i32(c.value); }
YOORD_CAPS(YOORD_SAVE_CAP)
#undef YOORD_SAVE_CAP
void save_component(ByteWriter& out, const GameWorld&, const Grants& c) {
    out.u32(static_cast<std::uint32_t>(c.bits.size()));
    for (const std::uint16_t bit : c.bits) write_effect(out, bit);
}
void save_component(ByteWriter& out, const GameWorld&, const Ammo& c) {
    write_effect(out, c.fired_by);
    out.i32(c.power_die);
    out.i32(c.power_bonus);
}
void save_component(ByteWriter& out, const GameWorld&, const Launcher& c) { out.i32(c.range); }
void save_component(ByteWriter& out, const GameWorld& w, const Pack& c) {
    out.u32(static_cast<std::uint32_t>(c.letters.size()));
    for (const ecs::Entity e : c.letters) write_uid(out, w, e);
}
void save_component(ByteWriter& out, const GameWorld& w, const Equipment& c) {
    for (const ecs::Entity e : c.slots) write_uid(out, w, e);
}
void save_component(ByteWriter& out, const GameWorld&, const Trap& c) {
    out.enumeration(c.kind);
    out.enumeration(c.reveal);
    out.boolean(c.revealed);
}
// Derived (sim/rules/loadout.hpp): only its presence is saved; the loader marks it dirty so it is folded afresh.
void save_component(ByteWriter&, const GameWorld&, const Loadout&) {}
void save_component(ByteWriter& out, const GameWorld&, const Conditions& c) {
    out.u32(c.next_order);
    out.u32(static_cast<std::uint32_t>(c.held.size()));
    for (const HeldEffect& e : c.held) {
        write_effect(out, e.bit);
        out.enumeration(e.lifetime);
        out.i32(e.turns_left);
        out.u32(e.since);
        out.u32(e.order);
    }
}
// The item kinds the player has learnt (sim/rules/identify.hpp), by stable id: an id the content no longer has is
// kept and simply never asked about.
void save_component(ByteWriter& out, const GameWorld&, const Discoveries& c) {
    out.u32(static_cast<std::uint32_t>(c.kinds.size()));
    for (const StableId id : c.kinds) out.u64(id.value);
}

// ---- load ---------------------------------------------------------------------------------------------------

template <class T>
void load_component(ByteReader&, ReadContext&, T&) {
    static_assert(sizeof(T) == 0, "new component: add a load_component overload in sim/io/save/component_io.cpp");
}
void load_component(ByteReader& in, ReadContext&, Position& c) { c.cell = read_point(in); }
void load_component(ByteReader& in, ReadContext& ctx, Location& c) {
    c.place.kind = in.enumeration<PlaceKind>(kPlaceKindCount, "place kind");
    c.place.cell = read_point(in);
    c.place.owner = read_uid(in, ctx);
    c.place.index = in.u8();
}
void load_component(ByteReader& in, ReadContext& ctx, Identity& c) {
    c.id = StableId{in.u64()};
    c.category = in.enumeration<Category>(kCategoryCount, "category");
    if (!in.ok()) return;
    const std::optional<RowRef> row = ctx.content.find(c.id);
    if (!row || row->category != c.category) {
        ctx.drop_entity = true;  // the row is gone from this build's content
        return;
    }
    c.row = row->index;
}
void load_component(ByteReader& in, ReadContext&, Renderable& c) {
    c.glyph = static_cast<char>(in.u8());
    c.colour = read_content_enum<ColourName>(in, "colour");
}
void load_component(ByteReader& in, ReadContext&, Health& c) {
    c.hp = read_amount(in, "hit points");
    c.max_hp = read_amount(in, "maximum hit points");
}
void load_component(ByteReader& in, ReadContext&, CombatStats& c) {
    c.power_die = read_die(in, "power die");
    c.power_bonus = read_amount(in, "power bonus");
    c.armour_die = read_die(in, "armour die");
    c.armour_bonus = read_amount(in, "armour bonus");
}
void load_component(ByteReader& in, ReadContext&, Energy& c) {
    c.tempo = read_content_enum<Tempo>(in, "tempo");
    c.banked = read_amount(in, "banked energy");
}
void load_component(ByteReader& in, ReadContext&, Mind& c) {
    c.movement = read_content_enum<Movement>(in, "movement");
    c.sight = read_bounded(in, 0, kMaxReach, "sight");
}
void load_component(ByteReader& in, ReadContext&, Item& c) {
    c.plus = read_amount(in, "enchantment");
    c.cursed = in.boolean();
    c.known = in.boolean();
}
void load_component(ByteReader& in, ReadContext&, Stack& c) { c.count = read_bounded(in, 0, kMaxMagnitude, "stack"); }
void load_component(ByteReader& in, ReadContext&, Charges& c) { c.left = read_amount(in, "charges"); }
void load_component(ByteReader& in, ReadContext&, Coins& c) { c.amount = read_amount(in, "coins"); }
void load_component(ByteReader& in, ReadContext&, Equippable& c) {
    c.slot = in.enumeration<EquipSlot>(kEquipSlotCount, "equipment slot");
}
void load_component(ByteReader& in, ReadContext&, Modifiers& c) {
#define YOORD_LOAD_MODIFIER(field, fold) c.value.field = read_amount(in, #field);
    YOORD_MODIFIERS(YOORD_LOAD_MODIFIER)
#undef YOORD_LOAD_MODIFIER
}
#define YOORD_LOAD_CAP(Component, field) \
    void load_component(ByteReader& in, ReadContext&, Component& c) { c.value = in.i32(); }
YOORD_CAPS(YOORD_LOAD_CAP)
#undef YOORD_LOAD_CAP
void load_component(ByteReader& in, ReadContext& ctx, Grants& c) {
    const std::size_t n = in.count(8, "granted effects");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        if (const auto bit = read_effect(in, ctx)) c.bits.push_back(*bit);
    }
}
void load_component(ByteReader& in, ReadContext& ctx, Ammo& c) {
    const auto bit = read_effect(in, ctx);
    if (!bit) ctx.drop_entity = true;  // ammo nothing can fire
    c.fired_by = bit.value_or(0);
    c.power_die = read_die(in, "ammo power die");
    c.power_bonus = read_amount(in, "ammo power bonus");
}
void load_component(ByteReader& in, ReadContext&, Launcher& c) { c.range = read_bounded(in, 0, kMaxReach, "range"); }
void load_component(ByteReader& in, ReadContext& ctx, Pack& c) {
    const std::size_t n = in.count(8, "pack letters");
    if (n > kMaxPackLetters) in.fail("a pack of " + std::to_string(n) + " letters");
    for (std::size_t i = 0; i < n && in.ok(); ++i) c.letters.push_back(read_uid(in, ctx));
}
void load_component(ByteReader& in, ReadContext& ctx, Equipment& c) {
    for (ecs::Entity& slot : c.slots) slot = read_uid(in, ctx);
}
void load_component(ByteReader& in, ReadContext&, Trap& c) {
    c.kind = read_content_enum<TrapKind>(in, "trap kind");
    c.reveal = read_content_enum<Reveal>(in, "trap reveal");
    c.revealed = in.boolean();
}
void load_component(ByteReader&, ReadContext&, Loadout&) {}
void load_component(ByteReader& in, ReadContext&, Discoveries& c) {
    const std::size_t n = in.count(8, "discoveries");
    for (std::size_t i = 0; i < n && in.ok(); ++i) c.kinds.push_back(StableId{in.u64()});
    std::sort(c.kinds.begin(), c.kinds.end());
}
void load_component(ByteReader& in, ReadContext& ctx, Conditions& c) {
    c.next_order = in.u32();
    const std::size_t n = in.count(8 + 1 + 4 + 4 + 4, "held effects");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const auto bit = read_effect(in, ctx);
        HeldEffect e;
        e.lifetime = in.enumeration<Lifetime>(kLifetimeCount, "lifetime");
        e.turns_left = read_amount(in, "turns left");
        e.since = in.u32();
        e.order = in.u32();
        if (!bit) continue;
        e.bit = *bit;
        c.held.push_back(e);
    }
}

// ---- the tag table --------------------------------------------------------------------------------------------

struct TagEntry {
    std::uint64_t tag;
    std::size_t index;  // position in Components
};

std::array<TagEntry, GameWorld::component_count> make_tag_table() {
    std::array<TagEntry, GameWorld::component_count> table{};
    std::size_t i = 0;
    GameWorld::for_each_component_type([&]<class T>() {
        table[i] = {stable_id(tag_of(tag_t<T>{})).value, i};
        ++i;
    });
    return table;
}

const std::array<TagEntry, GameWorld::component_count>& tag_table() {
    static const auto table = make_tag_table();
    return table;
}

// Reads component T from `in` onto `e`, then checks the record was read exactly.
template <class T>
void read_one(ByteReader& in, ReadContext& ctx, GameWorld& world, ecs::Entity e) {
    T value{};
    load_component(in, ctx, value);
    if (in.ok() && !in.at_end()) in.fail(std::string("the ") + tag_of(tag_t<T>{}) + " record has bytes left over");
    if (!in.ok()) return;
    if (world.has<T>(e)) {
        in.fail(std::string("a second ") + tag_of(tag_t<T>{}) + " record for one entity");
        return;
    }
    world.emplace<T>(e, std::move(value));
}

}  // namespace

std::vector<std::string_view> component_tags() {
    std::vector<std::string_view> tags;
    GameWorld::for_each_component_type([&]<class T>() { tags.emplace_back(tag_of(tag_t<T>{})); });
    return tags;
}

std::size_t saved_component_count() { return tag_table().size(); }

void write_components(ByteWriter& out, const GameWorld& world, ecs::Entity e) {
    const std::size_t count_at = out.placeholder_u16();
    std::uint16_t count = 0;
    std::size_t index = 0;
    GameWorld::for_each_component_type([&]<class T>() {
        if (const T* c = world.try_get<T>(e)) {
            out.u64(tag_table()[index].tag);
            const std::size_t length_at = out.placeholder_u32();
            const std::size_t start = out.size();
            save_component(out, world, *c);
            out.patch_u32(length_at, static_cast<std::uint32_t>(out.size() - start));
            ++count;
        }
        ++index;
    });
    out.patch_u16(count_at, count);
}

void read_components(ByteReader& in, ReadContext& ctx, GameWorld& world, ecs::Entity e,
                     std::size_t& unknown_components) {
    const std::uint16_t count = in.u16();
    for (std::uint16_t k = 0; k < count && in.ok(); ++k) {
        const std::uint64_t tag = in.u64();
        const std::uint32_t length = in.u32();
        ByteReader record = in.sub(length);
        if (!in.ok()) return;
        bool known = false;
        std::size_t index = 0;
        GameWorld::for_each_component_type([&]<class T>() {
            if (!known && tag_table()[index].tag == tag) {
                known = true;
                read_one<T>(record, ctx, world, e);
                if (!record.ok()) in.fail(record.error());
            }
            ++index;
        });
        if (!known) ++unknown_components;
    }
}

}  // namespace yoord::save
