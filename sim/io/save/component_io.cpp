#include "sim/io/save/component_io.hpp"

#include <algorithm>

#include <bitset>
#include <string>
#include <type_traits>

#include "core/assert.hpp"
#include "core/stable_id.hpp"
#include "sim/io/component_traits.hpp"
#include "sim/places/spawn.hpp"

namespace yoord::save {

namespace {

constexpr std::size_t kOriginCount = 3;
static_assert(static_cast<int>(Origin::named) == kOriginCount - 1, "Origin grew: update kOriginCount");

// A component record's first byte: the entity lost what its row gives, or here are its fields.
enum class Form : std::uint8_t { absent, fields };
constexpr std::size_t kFormCount = 2;

// ---- how many values each enum has, for the loader's range check ---------------------------------------------

constexpr std::size_t kPlaceKindCount = 4;
static_assert(static_cast<int>(PlaceKind::slot) == kPlaceKindCount - 1, "PlaceKind grew: update kPlaceKindCount");
constexpr std::size_t kLifetimeCount = 5;
static_assert(static_cast<int>(Lifetime::next_action) == kLifetimeCount - 1, "Lifetime grew: update kLifetimeCount");

std::size_t value_count(PlaceKind) { return kPlaceKindCount; }
std::size_t value_count(Lifetime) { return kLifetimeCount; }
std::size_t value_count(EquipSlot) { return kEquipSlotCount; }
template <class E>
    requires requires { enum_names(E{}); }
std::size_t value_count(E) {
    return enum_names(E{}).size();
}

// ---- shared pieces ------------------------------------------------------------------------------------------

void write_uid(ByteWriter& out, const GameWorld& w, ecs::Entity e) { out.u64(w.valid(e) ? w.uid(e).value : 0); }
ecs::Entity read_uid(ByteReader& in, const ReadContext& ctx) {
    const std::uint64_t v = in.u64();
    if (v == 0 || !in.ok()) return ecs::null_entity;
    const ecs::Entity e = ctx.world.find(ecs::Uid{v});
    if (e == ecs::null_entity && ctx.aside != nullptr && std::binary_search(ctx.aside->begin(), ctx.aside->end(), v)) {
        return ecs::null_entity;
    }
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

// ---- field values to bytes: one overload per kind of value the traits name ----------------------------------

void put(ByteWriter& out, const GameWorld&, int v) { out.i32(v); }
void put(ByteWriter& out, const GameWorld&, bool v) { out.boolean(v); }
void put(ByteWriter& out, const GameWorld&, char v) { out.u8(static_cast<std::uint8_t>(v)); }
void put(ByteWriter& out, const GameWorld&, std::uint8_t v) { out.u8(v); }
void put(ByteWriter& out, const GameWorld&, std::uint32_t v) { out.u32(v); }
template <class E>
    requires std::is_enum_v<E>
void put(ByteWriter& out, const GameWorld&, E v) {
    out.enumeration(v);
}
void put(ByteWriter& out, const GameWorld&, Point p) {
    out.i32(p.x);
    out.i32(p.y);
}
void put(ByteWriter& out, const GameWorld& w, ecs::Entity e) { write_uid(out, w, e); }
void put(ByteWriter& out, const GameWorld&, StableId id) { out.u64(id.value); }
template <class B>
void put(ByteWriter& out, const GameWorld&, EffectBit<B> effect) {
    write_effect(out, effect.bit);
}
template <class B>
void put(ByteWriter& out, const GameWorld&, EffectBits<B> effects) {
    out.u32(static_cast<std::uint32_t>(effects.bits.size()));
    for (const std::uint16_t bit : effects.bits) write_effect(out, bit);
}
template <class T>
void put(ByteWriter& out, const GameWorld& w, const std::vector<T>& list);
template <class T, std::size_t N>
void put(ByteWriter& out, const GameWorld& w, const std::array<T, N>& list);
template <Described T>
void put(ByteWriter& out, const GameWorld& w, const T& record);

// Writes the fields whose bit is set in `mask` (bit i: the i-th field the traits name).
struct FieldWriter {
    ByteWriter& out;
    const GameWorld& world;
    std::uint32_t mask;
    std::uint32_t index = 0;

    template <class Field, class T>
    void operator()(Field, const T& value) {
        if (((mask >> index) & 1u) != 0) put(out, world, value);
        ++index;
    }
};

template <class T>
void put(ByteWriter& out, const GameWorld& w, const std::vector<T>& list) {
    out.u32(static_cast<std::uint32_t>(list.size()));
    for (const T& item : list) put(out, w, item);
}
template <class T, std::size_t N>
void put(ByteWriter& out, const GameWorld& w, const std::array<T, N>& list) {
    for (const T& item : list) put(out, w, item);
}
template <Described T>
void put(ByteWriter& out, const GameWorld& w, const T& record) {
    FieldWriter write{out, w, ~std::uint32_t{0}};
    ComponentTraits<T>::fields(write, record);
}

// ---- bytes to field values ----------------------------------------------------------------------------------

void get(ByteReader& in, ReadContext&, int& v, Bounds b, std::string_view what) {
    v = in.i32();
    if (in.ok() && (v < b.lo || v > b.hi)) {
        in.fail(std::string(what) + " " + std::to_string(v) + " is outside " + std::to_string(b.lo) + ".." +
                std::to_string(b.hi));
    }
}
void get(ByteReader& in, ReadContext&, bool& v, Bounds, std::string_view) { v = in.boolean(); }
void get(ByteReader& in, ReadContext&, char& v, Bounds, std::string_view) { v = static_cast<char>(in.u8()); }
void get(ByteReader& in, ReadContext&, std::uint8_t& v, Bounds, std::string_view) { v = in.u8(); }
void get(ByteReader& in, ReadContext&, std::uint32_t& v, Bounds, std::string_view) { v = in.u32(); }
template <class E>
    requires std::is_enum_v<E>
void get(ByteReader& in, ReadContext&, E& v, Bounds, std::string_view what) {
    v = in.enumeration<E>(value_count(E{}), what);
}
void get(ByteReader& in, ReadContext&, Point& p, Bounds, std::string_view) {
    p.x = in.i32();
    p.y = in.i32();
}
void get(ByteReader& in, ReadContext& ctx, ecs::Entity& e, Bounds, std::string_view) { e = read_uid(in, ctx); }
void get(ByteReader& in, ReadContext&, StableId& id, Bounds, std::string_view) { id = StableId{in.u64()}; }
// An effect this build lacks is flagged: a list skips the element that held it, a lone field drops the entity.
void get(ByteReader& in, ReadContext& ctx, EffectBit<std::uint16_t> effect, Bounds, std::string_view) {
    const auto bit = read_effect(in, ctx);
    if (!bit) ctx.missing_effect = in.ok();
    effect.bit = bit.value_or(0);
}
void get(ByteReader& in, ReadContext& ctx, EffectBits<std::vector<std::uint16_t>> effects, Bounds,
         std::string_view what) {
    const std::size_t n = in.count(8, what);
    effects.bits.clear();
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        if (const auto bit = read_effect(in, ctx)) effects.bits.push_back(*bit);
    }
}
template <class T>
void get(ByteReader& in, ReadContext& ctx, std::vector<T>& list, Bounds b, std::string_view what);
template <class T, std::size_t N>
void get(ByteReader& in, ReadContext& ctx, std::array<T, N>& list, Bounds b, std::string_view what);
template <Described T>
void get(ByteReader& in, ReadContext& ctx, T& record, Bounds, std::string_view);

// Reads the fields whose bit is set in `mask`; the others keep the value they had (the row's).
struct FieldReader {
    ByteReader& in;
    ReadContext& ctx;
    std::uint32_t mask;
    std::uint32_t index = 0;

    template <class Field, class T>
    void operator()(Field field, T&& value) {
        if (((mask >> index) & 1u) != 0 && in.ok()) get(in, ctx, value, field.bounds, field.name);
        ++index;
    }
};

template <class T>
void get(ByteReader& in, ReadContext& ctx, std::vector<T>& list, Bounds b, std::string_view what) {
    const std::size_t n = in.count(1, what);
    if (in.ok() && static_cast<std::int64_t>(n) > b.hi) {
        in.fail(std::to_string(n) + " " + std::string(what) + ", more than " + std::to_string(b.hi));
    }
    list.clear();
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        T item{};
        get(in, ctx, item, Bounds{}, what);
        if (ctx.missing_effect) {  // the element stood for an effect this build lacks: leave it out
            ctx.missing_effect = false;
            continue;
        }
        list.push_back(std::move(item));
    }
}
template <class T, std::size_t N>
void get(ByteReader& in, ReadContext& ctx, std::array<T, N>& list, Bounds, std::string_view what) {
    for (T& item : list) get(in, ctx, item, Bounds{}, what);
}
template <Described T>
void get(ByteReader& in, ReadContext& ctx, T& record, Bounds, std::string_view) {
    FieldReader read{in, ctx, ~std::uint32_t{0}};
    ComponentTraits<T>::fields(read, record);
}

// ---- which fields a record holds ----------------------------------------------------------------------------

struct FieldCounter {
    std::uint32_t count = 0;
    template <class Field, class T>
    void operator()(Field, const T&) {
        ++count;
    }
};

// The mask naming every field of T.
template <class T>
std::uint32_t all_fields() {
    static const std::uint32_t mask = [] {
        FieldCounter counter;
        const T probe{};
        ComponentTraits<T>::fields(counter, probe);
        YOORD_ASSERT(counter.count < 32, "a component with more fields than a record's mask has bits");
        return (std::uint32_t{1} << counter.count) - 1;
    }();
    return mask;
}

template <class T>
bool same(const T& a, const T& b) {
    return a == b;
}
template <class B>
bool same(EffectBit<B> a, EffectBit<B> b) {
    return a.bit == b.bit;
}
template <class B>
bool same(EffectBits<B> a, EffectBits<B> b) {
    return a.bits == b.bits;
}

// Visits the entity's component beside the row's: every play field, and each row field that differs.
struct ChangedFields {
    std::uint32_t mask = 0;
    std::uint32_t index = 0;

    template <class T>
    void operator()(PlayField, const T&, const T&) {
        mask |= std::uint32_t{1} << index++;
    }
    template <class T>
    void operator()(RowField, const T& now, const T& row) {
        if (!same(now, row)) mask |= std::uint32_t{1} << index;
        ++index;
    }
};

template <class T>
std::uint32_t changed_fields(const T& now, const T& row) {
    ChangedFields changed;
    ComponentTraits<T>::fields(changed, now, row);
    return changed.mask;
}

template <class T>
constexpr bool kRecorded = ComponentTraits<T>::saved == Saved::fields;

template <class T>
std::uint64_t tag_id() {
    static const std::uint64_t id = stable_id(ComponentTraits<T>::tag).value;
    return id;
}

// ---- writing ------------------------------------------------------------------------------------------------

void write_effect_list(ByteWriter& out, const GameWorld::marker_set& bits) {
    out.u32(static_cast<std::uint32_t>(bits.count()));
    for (std::size_t bit = 0; bit < bits.size(); ++bit) {
        if (bits[bit]) write_effect(out, bit);
    }
}

// One record of component T, when there is something to say: `now` is the entity's (or null), `row` the row's.
template <class T>
bool write_record(ByteWriter& out, const GameWorld& w, const T* now, const T* row) {
    if (now == nullptr && row == nullptr) return false;
    const std::uint32_t mask = now == nullptr ? 0 : row == nullptr ? all_fields<T>() : changed_fields(*now, *row);
    if (now != nullptr && mask == 0) return false;  // just as the row made it
    out.u64(tag_id<T>());
    const std::size_t length_at = out.placeholder_u32();
    const std::size_t start = out.size();
    if (now == nullptr) {
        out.enumeration(Form::absent);
    } else {
        out.enumeration(Form::fields);
        out.u32(mask);
        FieldWriter write{out, w, mask};
        ComponentTraits<T>::fields(write, *now);
    }
    out.patch_u32(length_at, static_cast<std::uint32_t>(out.size() - start));
    return true;
}

void write_records(ByteWriter& out, const GameWorld& w, ecs::Entity e, const GameWorld& rows, ecs::Entity base) {
    const std::size_t count_at = out.placeholder_u16();
    std::uint16_t count = 0;
    GameWorld::for_each_component_type([&]<class T>() {
        static_assert(Described<T>, "new component: add its ComponentTraits in sim/io/component_traits.hpp");
        if constexpr (kRecorded<T>) {
            const T* row = base == ecs::null_entity ? nullptr : rows.try_get<T>(base);
            if (write_record(out, w, w.try_get<T>(e), row)) ++count;
        }
    });
    out.patch_u16(count_at, count);
}

// ---- reading ------------------------------------------------------------------------------------------------

void read_row_key(ByteReader& in, ReadContext& ctx, ecs::Entity e, Origin origin) {
    const Category category = in.enumeration<Category>(kCategoryCount, "category");
    const StableId id{in.u64()};
    if (!in.ok()) return;
    const std::optional<RowRef> row = ctx.content.find(id);
    if (!row || row->category != category) {
        ctx.drop_entity = true;  // the row is gone from this build's content
        return;
    }
    if (origin == Origin::row) {
        add_row_components(ctx.world, ctx.content, e, *row);
    } else {
        ctx.world.emplace<Identity>(e, Identity{id, category, row->index});
    }
}

// Marker bits set beyond the row's, then those the row set that play took away.
void read_markers(ByteReader& in, ReadContext& ctx, ecs::Entity e) {
    for (const bool added : {true, false}) {
        const std::size_t n = in.count(8, "effects");
        for (std::size_t k = 0; k < n && in.ok(); ++k) {
            const std::optional<std::uint16_t> bit = read_effect(in, ctx);
            if (!bit) continue;
            if (added) {
                ctx.world.set_marker(e, *bit);
            } else {
                ctx.world.clear_marker(e, *bit);
            }
        }
    }
}

template <class T>
void read_record(ByteReader& in, ReadContext& ctx, ecs::Entity e) {
    auto fail = [&](std::string_view what) {
        in.fail("the " + std::string(ComponentTraits<T>::tag) + " record " + std::string(what));
    };
    const Form form = in.enumeration<Form>(kFormCount, "record form");
    if (in.ok() && form == Form::absent) {
        if (!in.at_end()) fail("has bytes left over");
        if (in.ok() && ctx.world.has<T>(e)) ctx.world.remove<T>(e);
        return;
    }
    const std::uint32_t mask = in.u32();
    if (in.ok() && (mask & ~all_fields<T>()) != 0) fail("names a field it does not have");
    if (!in.ok()) return;
    T value = ctx.world.has<T>(e) ? ctx.world.get<T>(e) : T{};
    FieldReader read{in, ctx, mask};
    ComponentTraits<T>::fields(read, value);
    if (in.ok() && !in.at_end()) fail("has bytes left over");
    if (!in.ok()) return;
    if (ctx.missing_effect) {  // a field names an effect this build lacks and the thing cannot do without
        ctx.drop_entity = true;
        ctx.missing_effect = false;
    }
    if constexpr (requires { ComponentTraits<T>::after_load(value); }) ComponentTraits<T>::after_load(value);
    ctx.world.emplace_or_replace<T>(e, std::move(value));
}

void read_records(ByteReader& in, ReadContext& ctx, ecs::Entity e, std::size_t& unknown_components) {
    const std::uint16_t count = in.u16();
    std::bitset<GameWorld::component_count> seen;
    for (std::uint16_t k = 0; k < count && in.ok(); ++k) {
        const std::uint64_t tag = in.u64();
        const std::uint32_t length = in.u32();
        ByteReader record = in.sub(length);
        if (!in.ok()) return;
        bool known = false;
        std::size_t index = 0;
        GameWorld::for_each_component_type([&]<class T>() {
            if constexpr (kRecorded<T>) {
                if (!known && tag == tag_id<T>()) {
                    known = true;
                    if (seen.test(index)) {
                        in.fail("a second " + std::string(ComponentTraits<T>::tag) + " record for one entity");
                        return;
                    }
                    seen.set(index);
                    read_record<T>(record, ctx, e);
                    if (!record.ok()) in.fail(record.error());
                }
            }
            ++index;
        });
        if (!known) ++unknown_components;
    }
}

}  // namespace

namespace {

struct ScratchWorld {
    GameWorld world;
    bool in_use = false;
};
ScratchWorld& scratch() {
    thread_local ScratchWorld one;
    return one;
}

}  // namespace

RowBaselines::RowBaselines(const Content& content) : content_(content), world_(scratch().world) {
    YOORD_ASSERT(!scratch().in_use, "one RowBaselines per thread at a time: they share the scratch world");
    scratch().in_use = true;
    world_.clear();
}

RowBaselines::~RowBaselines() { scratch().in_use = false; }

ecs::Entity RowBaselines::of(RowRef row) {
    std::vector<ecs::Entity>& built = built_[static_cast<std::size_t>(row.category)];
    if (built.empty()) built.assign(content_.row_count(row.category), ecs::null_entity);
    YOORD_ASSERT(row.index < built.size(), "a row outside its table");
    ecs::Entity& e = built[row.index];
    if (e == ecs::null_entity) {
        e = world_.create();
        add_row_components(world_, content_, e, row);
    }
    return e;
}

void write_entity(ByteWriter& out, const GameWorld& w, ecs::Entity e, RowBaselines& rows) {
    const Identity* id = w.try_get<Identity>(e);
    const ecs::Entity base = id == nullptr ? ecs::null_entity : rows.of(RowRef{id->category, id->row});
    out.enumeration(id == nullptr ? Origin::none : Origin::row);
    if (id != nullptr) {
        out.enumeration(id->category);
        out.u64(id->id.value);
    }
    const GameWorld::marker_set now = state_markers(w, e);
    const GameWorld::marker_set row =
        base == ecs::null_entity ? GameWorld::marker_set{} : state_markers(rows.world(), base);
    write_effect_list(out, now & ~row);
    write_effect_list(out, row & ~now);
    write_records(out, w, e, rows.world(), base);
}

void read_entity(ByteReader& in, ReadContext& ctx, ecs::Entity e, std::size_t& unknown_components) {
    const Origin origin = in.enumeration<Origin>(kOriginCount, "entity origin");
    if (in.ok() && origin != Origin::none) read_row_key(in, ctx, e, origin);
    read_markers(in, ctx, e);
    read_records(in, ctx, e, unknown_components);
}

std::vector<std::string_view> component_tags() {
    std::vector<std::string_view> tags;
    GameWorld::for_each_component_type([&]<class T>() { tags.push_back(ComponentTraits<T>::tag); });
    return tags;
}

std::size_t saved_component_count() {
    std::size_t n = 0;
    GameWorld::for_each_component_type([&]<class T>() { n += kRecorded<T> ? 1 : 0; });
    return n;
}

}  // namespace yoord::save
