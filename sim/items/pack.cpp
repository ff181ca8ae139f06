#include "sim/items/pack.hpp"

#include <algorithm>

#include "sim/rules/identify.hpp"
#include "sim/items/rings.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

bool same_row(const GameWorld& w, ecs::Entity a, ecs::Entity b) {
    const Identity* ia = w.try_get<Identity>(a);
    const Identity* ib = w.try_get<Identity>(b);
    return ia != nullptr && ib != nullptr && ia->category == ib->category && ia->row == ib->row;
}

// Ammo stacks, and so do potions and scrolls: a potion's kind is its row, and nothing of play tells two of a
// row apart. A potion or scroll carries a Stack only once it holds more than one (stow adds it).
bool stacks(const GameWorld& w, ecs::Entity e) {
    if (w.has<Ammo>(e)) return w.has<Stack>(e);
    const Identity* id = w.try_get<Identity>(e);
    return id != nullptr && (id->category == Category::potion || id->category == Category::scroll);
}

// Two stackable items are one kind of thing: the same row, in the same state (a cancelled potion is water,
// but a curse or a plus someone gave one still sets it apart).
bool same_kind(const GameWorld& w, ecs::Entity a, ecs::Entity b) {
    if (!same_row(w, a, b) || w.has<Cancelled>(a) != w.has<Cancelled>(b)) return false;
    const Item* ia = w.try_get<Item>(a);
    const Item* ib = w.try_get<Item>(b);
    if (ia == nullptr || ib == nullptr) return ia == ib;
    return ia->plus == ib->plus && ia->cursed == ib->cursed && ia->known == ib->known;
}

int count_of(const GameWorld& w, ecs::Entity e) {
    const Stack* s = w.try_get<Stack>(e);
    return s != nullptr ? s->count : 1;
}

// The stack in `holder`'s pack that `item` can join, or null.
ecs::Entity stack_for(const Game& g, ecs::Entity holder, ecs::Entity item) {
    if (!stacks(g.world, item)) return ecs::null_entity;
    const Pack* pack = g.world.try_get<Pack>(holder);
    if (pack == nullptr) return ecs::null_entity;
    for (const ecs::Entity other : pack->letters) {
        if (other != ecs::null_entity && other != item && stacks(g.world, other) && same_kind(g.world, other, item)) {
            return other;
        }
    }
    return ecs::null_entity;
}

// Components that say where an entity is or what is derived from it: never copied into a split-off item.
template <class T>
constexpr bool kPlaceOrDerived = std::is_same_v<T, Location> || std::is_same_v<T, Position> ||
                                 std::is_same_v<T, Loadout> || std::is_same_v<T, Conditions> ||
                                 std::is_same_v<T, Pack> || std::is_same_v<T, Equipment> ||
                                 std::is_same_v<T, KeptLetter>;

// Built piecewise: GCC 12 warns falsely (-Wrestrict) on a literal + std::string.
std::string signed_plus(int plus) {
    std::string out = plus >= 0 ? "+" : "";
    out += std::to_string(plus);
    out += ' ';
    return out;
}

}  // namespace

Stowed stow(Game& g, ecs::Entity holder, ecs::Entity item) {
    if (const ecs::Entity stack = stack_for(g, holder, item); stack != ecs::null_entity) {
        const int joined = count_of(g.world, stack) + count_of(g.world, item);
        if (!g.world.has<Stack>(stack)) g.world.emplace<Stack>(stack);
        g.world.get<Stack>(stack).count = joined;
        (void)move_to(g.world, g.places, item, Place::nowhere());
        g.world.destroy(item);
        return {StowResult::merged, stack};
    }
    if (move_to(g.world, g.places, item, Place::in_pack(holder)) != MoveResult::moved) return {};
    return {StowResult::stowed, item};
}

bool stacks_with(const Game& g, ecs::Entity a, ecs::Entity b) {
    return a != b && stacks(g.world, a) && stacks(g.world, b) && same_kind(g.world, a, b);
}

ecs::Entity take_one(Game& g, ecs::Entity item) {
    Stack* stack = g.world.try_get<Stack>(item);
    if (stack == nullptr || stack->count <= 1) {
        (void)move_to(g.world, g.places, item, Place::nowhere());
        return item;
    }
    --stack->count;
    const ecs::Entity one = g.world.create();
    GameWorld::for_each_component_type([&]<class T>() {
        if constexpr (!kPlaceOrDerived<T>) {
            if (const T* c = g.world.try_get<T>(item)) {
                const T copy = *c;  // copied first: emplacing may move the column `c` points into
                g.world.emplace<T>(one, copy);
            }
        }
    });
    g.world.set_markers(one, g.world.markers(item));
    g.world.get<Stack>(one).count = 1;
    (void)move_to(g.world, g.places, one, Place::nowhere());
    return one;
}

namespace {

enum class Knowing : std::uint8_t { player, everything };

std::string name_knowing(const Game& g, ecs::Entity item, StackCount count, Knowing knowing) {
    const Identity* row = g.world.try_get<Identity>(item);
    const bool all = knowing == Knowing::everything;
    std::string name = all && row != nullptr ? row_name(g.content->common(RowRef{row->category, row->row})) : kind_name(g, item);
    const Item* it = g.world.try_get<Item>(item);
    const bool known = it != nullptr && (it->known || all);
    if (known && g.world.has<Equippable>(item)) name = signed_plus(it->plus) + name;
    if (known && it->cursed) name = phrase("name.cursed", {{"item", name}});
    if (const Stack* s = g.world.try_get<Stack>(item); count == StackCount::shown && s != nullptr && s->count > 1) {
        name = phrase("name.stack", {{"item", name}, {"n", std::to_string(s->count)}});
    }
    const Identity* id = g.world.try_get<Identity>(item);
    const bool rune = id != nullptr && id->category == Category::rune;
    if (const Charges* c = g.world.try_get<Charges>(item); c != nullptr && rune && c->left <= 0) {
        name = phrase("name.inert", {{"item", name}});
    } else if (c != nullptr && known) {
        name = phrase("name.charges", {{"item", name}, {"n", std::to_string(c->left)}});
    }
    if (const Deck* deck = g.world.try_get<Deck>(item)) {
        name = phrase(deck->cards.size() == 1 ? "name.one_card" : "name.cards", {{"item", name}, {"n", std::to_string(deck->cards.size())}});
    }
    return name;
}

}  // namespace

std::string item_name(const Game& g, ecs::Entity item, StackCount count) {
    return name_knowing(g, item, count, Knowing::player);
}

std::string identified_name(const Game& g, ecs::Entity item) {
    return name_knowing(g, item, StackCount::shown, Knowing::everything);
}

EquipSlot slot_for(const Game& g, ecs::Entity wearer, ecs::Entity item) {
    const EquipSlot slot = g.world.get<Equippable>(item).slot;
    if (slot != EquipSlot::left_ring && slot != EquipSlot::right_ring) return slot;
    const Equipment& eq = g.world.get<Equipment>(wearer);
    if (eq.slots[static_cast<std::size_t>(EquipSlot::left_ring)] == ecs::null_entity) return EquipSlot::left_ring;
    if (eq.slots[static_cast<std::size_t>(EquipSlot::right_ring)] == ecs::null_entity) return EquipSlot::right_ring;
    return EquipSlot::left_ring;
}

bool is_welded(const Game& g, ecs::Entity item) {
    const Location* loc = g.world.try_get<Location>(item);
    const Item* it = g.world.try_get<Item>(item);
    return loc != nullptr && loc->place.kind == PlaceKind::slot && it != nullptr && it->cursed;
}

void gear_put_on(Game& g, ecs::Entity wearer, ecs::Entity item) {
    identify(g, item);
    // A launcher in hand makes a poor club: said when it goes on, so a capped blow is never a surprise.
    if (const MeleeCap* cap = g.world.try_get<MeleeCap>(item); cap != nullptr && cap->value != kUncapped) {
        tell_you(g, wearer, "item.melee_cap", {.args = {{"cap", std::to_string(cap->value)}}});
    }
    on_wear(g, wearer, item);
}

void gear_taken_off(Game& g, ecs::Entity wearer, ecs::Entity item) { on_remove(g, wearer, item); }

void identify(Game& g, ecs::Entity item) {
    if (Item* it = g.world.try_get<Item>(item)) it->known = true;
}

std::vector<ecs::Entity> carried_items(const Game& g, ecs::Entity holder) {
    std::vector<ecs::Entity> out;
    if (const Pack* pack = g.world.try_get<Pack>(holder)) {
        for (const ecs::Entity e : pack->letters) {
            if (e != ecs::null_entity) out.push_back(e);
        }
    }
    if (const Equipment* eq = g.world.try_get<Equipment>(holder)) {
        for (const ecs::Entity e : eq->slots) {
            if (e != ecs::null_entity) out.push_back(e);
        }
    }
    return out;
}

int identify_all(Game& g, ecs::Entity holder) {
    int count = 0;
    for (const ecs::Entity e : carried_items(g, holder)) {
        bool learnt = holder == g.player && learn_kind(g, e);
        if (Item* it = g.world.try_get<Item>(e); it != nullptr && !it->known) {
            it->known = true;
            learnt = true;
        }
        if (learnt) ++count;
    }
    return count;
}

int remove_curses(Game& g, ecs::Entity holder) {
    int count = 0;
    for (const ecs::Entity e : carried_items(g, holder)) {
        Item* it = g.world.try_get<Item>(e);
        if (it == nullptr || !it->cursed) continue;
        it->cursed = false;
        ++count;
    }
    return count;
}

bool enchant(Game& g, ecs::Entity item, int by) {
    if (!add_plus(g.world, item, by)) return false;
    g.world.get<Item>(item).cursed = false;
    if (const Location* loc = g.world.try_get<Location>(item); loc != nullptr && loc->place.owner != ecs::null_entity) {
        mark_loadout_dirty(g.world, loc->place.owner);
    }
    return true;
}

namespace {

// A ring's or armour's lent effects are its magic; a weapon's reach or a bow's arrows are what it is.
bool grants_are_magic(const GameWorld& w, ecs::Entity item) {
    const Equippable* eq = w.try_get<Equippable>(item);
    if (eq == nullptr) return false;
    switch (eq->slot) {
        case EquipSlot::armour:
        case EquipSlot::left_ring:
        case EquipSlot::right_ring:
            return true;
        case EquipSlot::weapon:
        case EquipSlot::launcher:
            return false;
    }
    return false;
}

// Takes the plus back out of the bonus it was folded into; a ring's numbers all go. Returns whether any moved.
bool strip_numbers(GameWorld& w, ecs::Entity item, int plus) {
    Modifiers* mods = w.try_get<Modifiers>(item);
    const Equippable* eq = w.try_get<Equippable>(item);
    if (mods == nullptr || eq == nullptr) return false;
    switch (eq->slot) {
        case EquipSlot::weapon:
        case EquipSlot::armour:
            return add_plus(w, item, -plus) && plus != 0;
        case EquipSlot::left_ring:
        case EquipSlot::right_ring: {
            const bool had = mods->value != GearModifiers{};
            mods->value = GearModifiers{};
            return had;
        }
        case EquipSlot::launcher:
            return false;
    }
    return false;
}

// A cancelled potion or scroll becomes its table's cancellation-only row (water, blank paper): the same entity,
// another row. Returns whether it changed.
bool take_cancelled_form(Game& g, ecs::Entity item) {
    Identity* id = g.world.try_get<Identity>(item);
    if (id == nullptr || (id->category != Category::potion && id->category != Category::scroll)) return false;
    const Content& c = *g.content;
    for (std::uint32_t i = 0; i < c.row_count(id->category); ++i) {
        const RowRef ref{id->category, i};
        const RowCommon& row = c.common(ref);
        if (!row.cancellation_only || i == id->row) continue;
        *id = Identity{row.stable, id->category, i};
        g.world.get<Renderable>(item) = Renderable{row.glyph, row.colour};
        return true;
    }
    return false;
}

}  // namespace

bool cancel_item(Game& g, ecs::Entity item) {
    GameWorld& w = g.world;
    bool lost = false;
    if (Item* it = w.try_get<Item>(item)) {
        lost = strip_numbers(w, item, it->plus) || it->cursed || lost;
        it->plus = 0;
        it->cursed = false;
    }
    if (Charges* c = w.try_get<Charges>(item); c != nullptr && c->left > 0) {
        c->left = 0;
        lost = true;
    }
    if (Grants* grants = w.try_get<Grants>(item); grants != nullptr && grants_are_magic(w, item)) {
        const std::size_t before = grants->bits.size();
        std::erase_if(grants->bits, [](std::uint16_t bit) { return !effect_table()[bit].identity(); });
        lost = lost || grants->bits.size() != before;
    }
    if (w.has<RustProof>(item)) {
        w.clear<RustProof>(item);
        lost = true;
    }
    lost = take_cancelled_form(g, item) || lost;
    w.set<Cancelled>(item);
    if (const Location* loc = w.try_get<Location>(item); loc != nullptr && loc->place.owner != ecs::null_entity) {
        mark_loadout_dirty(w, loc->place.owner);
    }
    return lost;
}

bool has_free_letter(const Game& g, ecs::Entity owner) {
    const Pack* pack = g.world.try_get<Pack>(owner);
    if (pack == nullptr) return false;
    const Equipment* worn = g.world.try_get<Equipment>(owner);
    // A letter kept by worn gear (sim/places/location.hpp) is not free, though it lies empty: move_to will not
    // give it to a new item.
    const auto kept = [&](std::size_t letter) {
        if (worn == nullptr) return false;
        return std::any_of(worn->slots.begin(), worn->slots.end(), [&](ecs::Entity item) {
            const KeptLetter* k = item == ecs::null_entity ? nullptr : g.world.try_get<KeptLetter>(item);
            return k != nullptr && k->letter == letter;
        });
    };
    for (std::size_t i = 0; i < pack->letters.size(); ++i) {
        if (pack->letters[i] == ecs::null_entity && !kept(i)) return true;
    }
    return false;
}

}  // namespace yoord
