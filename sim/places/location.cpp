#include "sim/places/location.hpp"

#include <algorithm>
#include <limits>
#include <optional>

namespace yoord {

namespace {

void mark_dirty(GameWorld& world, ecs::Entity owner) {
    if (world.valid(owner)) world.set<LoadoutDirty>(owner);
}

std::string describe(const GameWorld& world, ecs::Entity e) {
    return "entity uid " + std::to_string(world.valid(e) ? world.uid(e).value : 0);
}

std::string describe(Point p) {
    std::string out = "(";  // appended piecewise: GCC 12 warns falsely (-Wrestrict) on "(" + std::string
    out += std::to_string(p.x);
    out += ',';
    out += std::to_string(p.y);
    out += ')';
    return out;
}

// The letter `owner`'s worn item `worn` keeps, if it keeps one.
std::optional<std::uint8_t> kept_by(const GameWorld& world, ecs::Entity worn) {
    if (worn == ecs::null_entity || !world.valid(worn)) return std::nullopt;
    const KeptLetter* kept = world.try_get<KeptLetter>(worn);
    if (kept == nullptr) return std::nullopt;
    return kept->letter;
}

// Whether `letter` of `owner`'s pack is kept by one of its worn items other than `e`.
bool kept_for_another(const GameWorld& world, ecs::Entity owner, std::uint8_t letter, ecs::Entity e) {
    const Equipment* eq = world.try_get<Equipment>(owner);
    if (eq == nullptr) return false;
    return std::any_of(eq->slots.begin(), eq->slots.end(),
                       [&](ecs::Entity worn) { return worn != e && kept_by(world, worn) == letter; });
}

// A free letter for `e` in `owner`'s pack: the one it keeps while worn by `owner`, else the first letter that is
// empty and kept by no worn item.
std::optional<std::uint8_t> free_letter(const GameWorld& world, const Pack& pack, ecs::Entity owner, ecs::Entity e) {
    const Location* loc = world.try_get<Location>(e);
    const bool worn_here = loc != nullptr && loc->place.kind == PlaceKind::slot && loc->place.owner == owner;
    if (const std::optional<std::uint8_t> kept = kept_by(world, e); worn_here && kept && *kept < pack.letters.size() &&
                                                                      pack.letters[*kept] == ecs::null_entity) {
        return kept;
    }
    for (std::size_t i = 0; i < pack.letters.size(); ++i) {
        const auto letter = static_cast<std::uint8_t>(i);
        if (pack.letters[i] == ecs::null_entity && !kept_for_another(world, owner, letter, e)) return letter;
    }
    return std::nullopt;
}

// Checks that `dest` can take `e`, and resolves a free pack letter. Changes nothing.
MoveResult admit(const GameWorld& world, ecs::Entity e, Place& dest) {
    switch (dest.kind) {
        case PlaceKind::nowhere:
        case PlaceKind::cell:
            return MoveResult::moved;
        case PlaceKind::pack: {
            const Pack* pack = world.try_get<Pack>(dest.owner);
            if (pack == nullptr) return MoveResult::no_container;
            if (dest.index == kAnyLetter) {
                const std::optional<std::uint8_t> free = free_letter(world, *pack, dest.owner, e);
                if (!free) return MoveResult::pack_full;
                dest.index = *free;
                return MoveResult::moved;
            }
            if (dest.index >= pack->letters.size()) return MoveResult::pack_full;
            const ecs::Entity there = pack->letters[dest.index];
            if (there != ecs::null_entity && there != e) return MoveResult::letter_taken;
            return kept_for_another(world, dest.owner, dest.index, e) ? MoveResult::letter_taken : MoveResult::moved;
        }
        case PlaceKind::slot: {
            const Equipment* eq = world.try_get<Equipment>(dest.owner);
            if (eq == nullptr || dest.index >= kEquipSlotCount) return MoveResult::no_container;
            const ecs::Entity there = eq->slots[dest.index];
            return there == ecs::null_entity || there == e ? MoveResult::moved : MoveResult::slot_taken;
        }
    }
    return MoveResult::no_container;
}

void detach(GameWorld& world, LocationIndex& index, ecs::Entity e, const Place& from) {
    switch (from.kind) {
        case PlaceKind::nowhere:
            return;
        case PlaceKind::cell:
            index.erase(world, from.cell, e);
            world.remove<Position>(e);
            return;
        case PlaceKind::pack:
            if (Pack* pack = world.try_get<Pack>(from.owner); pack != nullptr && from.index < pack->letters.size()) {
                pack->letters[from.index] = ecs::null_entity;
            }
            mark_dirty(world, from.owner);
            return;
        case PlaceKind::slot:
            if (Equipment* eq = world.try_get<Equipment>(from.owner); eq != nullptr && from.index < kEquipSlotCount) {
                eq->slots[from.index] = ecs::null_entity;
            }
            mark_dirty(world, from.owner);
            return;
    }
}

void attach(GameWorld& world, LocationIndex& index, ecs::Entity e, const Place& to) {
    switch (to.kind) {
        case PlaceKind::nowhere:
            return;
        case PlaceKind::cell:
            world.emplace<Position>(e, Position{to.cell});
            index.insert(world, to.cell, e);
            return;
        case PlaceKind::pack:
            world.get<Pack>(to.owner).letters[to.index] = e;
            mark_dirty(world, to.owner);
            return;
        case PlaceKind::slot:
            world.get<Equipment>(to.owner).slots[to.index] = e;
            mark_dirty(world, to.owner);
            return;
    }
}

// Worn from its wearer's pack, an item keeps its letter; moved from one of the wearer's slots to another it
// still does; anywhere else it keeps none.
void keep_letter(GameWorld& world, ecs::Entity e, const Place& from, const Place& to) {
    if (to.kind == PlaceKind::slot && from.kind == PlaceKind::pack && from.owner == to.owner) {
        world.emplace_or_replace<KeptLetter>(e, KeptLetter{from.index});
        return;
    }
    const bool slot_to_slot = to.kind == PlaceKind::slot && from.kind == PlaceKind::slot && from.owner == to.owner;
    if (!slot_to_slot && world.has<KeptLetter>(e)) world.remove<KeptLetter>(e);
}

}  // namespace

void LocationIndex::clear() noexcept {
    std::fill(first_.begin(), first_.end(), ecs::null_entity);
    std::fill(shared_.begin(), shared_.end(), 0U);
    std::fill(counts_.begin(), counts_.end(), CellCounts{});
    free_lists_.clear();
    for (std::size_t i = lists_.size(); i > 0; --i) {
        lists_[i - 1].clear();
        free_lists_.push_back(static_cast<std::uint32_t>(i - 1));  // reserved to lists_.size(): no allocation
    }
    count_ = 0;
}

namespace {
constexpr std::size_t kCellRoom = 4;     // room in a lent list: a creature on a small pile
constexpr std::size_t kPooledLists = 256;  // lists made when a floor is covered: more piles than a floor holds
}  // namespace

void LocationIndex::grow_to_cover(Point p) {
    YOORD_ASSERT(p.x >= 0 && p.y >= 0, "the location index covers cells at non-negative coordinates only");
    const int width = std::max(width_, p.x + 1);
    const int height = std::max(height_, p.y + 1);
    const std::size_t cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<ecs::Entity> first(cells, ecs::null_entity);
    std::vector<std::uint32_t> shared(cells, 0);
    std::vector<CellCounts> counts(cells);
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const std::size_t to = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
            first[to] = first_[slot({x, y})];
            shared[to] = shared_[slot({x, y})];
            counts[to] = counts_[slot({x, y})];
        }
    }
    first_ = std::move(first);
    shared_ = std::move(shared);
    counts_ = std::move(counts);
    width_ = width;
    height_ = height;
}

std::uint32_t LocationIndex::take_list() {
    if (free_lists_.empty()) {
        lists_.emplace_back().reserve(kCellRoom);
        free_lists_.reserve(lists_.size());  // so giving every list back never allocates
        return static_cast<std::uint32_t>(lists_.size() - 1);
    }
    const std::uint32_t id = free_lists_.back();
    free_lists_.pop_back();
    return id;
}

// The cell at `cell_slot` is down to one entity: it keeps it in first_ and its list goes back to the pool.
void LocationIndex::give_back(std::size_t cell_slot) {
    const std::uint32_t id = shared_[cell_slot] - 1;
    first_[cell_slot] = lists_[id].front();
    lists_[id].clear();
    free_lists_.push_back(id);
    shared_[cell_slot] = 0;
    counts_[cell_slot].held = Held::one;
}

void LocationIndex::cover(int width, int height) {
    if (width <= 0 || height <= 0) return;
    if (!covers({width - 1, height - 1})) grow_to_cover({width - 1, height - 1});
    if (lists_.size() >= kPooledLists) return;
    free_lists_.reserve(kPooledLists);
    while (lists_.size() < kPooledLists) {
        lists_.emplace_back().reserve(kCellRoom);
        free_lists_.push_back(static_cast<std::uint32_t>(lists_.size() - 1));
    }
}

void LocationIndex::insert(const GameWorld& world, Point cell, ecs::Entity e) {
    put(world, cell, e, world.has<Health>(e));
    ++arrivals_;
}

void LocationIndex::step(const GameWorld& world, Point from, Point to, ecs::Entity e) {
    const bool creature = world.has<Health>(e);  // asked once for both cells
    remove(from, e, creature);
    put(world, to, e, creature);
}

void LocationIndex::put(const GameWorld& world, Point cell, ecs::Entity e, bool creature) {
    if (!covers(cell)) grow_to_cover(cell);
    const std::size_t s = slot(cell);
    ++count_;
    CellCounts& counts = counts_[s];
    if (creature) {
        YOORD_ASSERT(counts.creatures < std::numeric_limits<std::uint8_t>::max(), "too many creatures on one cell");
        ++counts.creatures;
    }
    switch (counts.held) {
        case Held::none:  // the usual case: an empty cell takes one entity, no list
            first_[s] = e;
            counts.held = Held::one;
            return;
        case Held::one: {
            const std::uint32_t id = take_list();
            lists_[id].push_back(first_[s]);
            shared_[s] = id + 1;
            counts.held = Held::list;
            break;
        }
        case Held::list:
            break;
    }
    std::vector<ecs::Entity>& list = lists_[shared_[s] - 1];
    const auto uid = world.uid(e);
    const auto pos = std::lower_bound(list.begin(), list.end(), uid,
                                      [&](ecs::Entity other, ecs::Uid u) { return world.uid(other) < u; });
    list.insert(pos, e);
    first_[s] = list.front();
}

void LocationIndex::erase(const GameWorld& world, Point cell, ecs::Entity e) { remove(cell, e, world.has<Health>(e)); }

void LocationIndex::remove(Point cell, ecs::Entity e, bool creature) {
    if (!covers(cell)) return;
    const std::size_t s = slot(cell);
    CellCounts& counts = counts_[s];
    switch (counts.held) {
        case Held::none:
            return;
        case Held::one:
            // Written, not read: `e` stands here (its Position says so), so it is the one entity the cell holds.
            YOORD_ASSERT(first_[s] == e, "the location index holds another entity where this one stands");
            first_[s] = ecs::null_entity;
            counts.held = Held::none;
            --count_;
            if (creature) --counts.creatures;
            return;
        case Held::list:
            break;
    }
    std::vector<ecs::Entity>& list = lists_[shared_[s] - 1];
    const auto pos = std::find(list.begin(), list.end(), e);
    if (pos == list.end()) return;
    list.erase(pos);
    --count_;
    if (creature) --counts.creatures;
    if (list.size() == 1) {
        give_back(s);
    } else {
        first_[s] = list.front();
    }
}

bool operator==(const LocationIndex& a, const LocationIndex& b) {
    if (a.count_ != b.count_) return false;
    const int width = std::max(a.width_, b.width_);
    const int height = std::max(a.height_, b.height_);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const auto here_a = a.at({x, y});
            const auto here_b = b.at({x, y});
            if (!std::equal(here_a.begin(), here_a.end(), here_b.begin(), here_b.end())) return false;
            if (a.creatures_at({x, y}) != b.creatures_at({x, y})) return false;
        }
    }
    return true;
}

MoveResult move_to(GameWorld& world, LocationIndex& index, ecs::Entity e, Place dest) {
    YOORD_ASSERT(world.valid(e), "move_to of a stale entity");
    YOORD_ASSERT(dest.kind != PlaceKind::pack || dest.owner != e, "an entity cannot go in its own pack");
    if (dest.kind == PlaceKind::pack || dest.kind == PlaceKind::slot) {
        if (!world.valid(dest.owner)) return MoveResult::no_container;
    }
    const MoveResult ok = admit(world, e, dest);
    if (ok != MoveResult::moved) return ok;
    Location* loc = world.try_get<Location>(e);
    if (loc == nullptr) loc = &world.emplace<Location>(e);
    if (loc->place == dest) return MoveResult::moved;
    const Place from = loc->place;
    if (from.kind == PlaceKind::cell && dest.kind == PlaceKind::cell) {
        // A step: the same as detach then attach, but the Position is rewritten in place rather than removed and
        // added again, so the column keeps its order (views walk in entity order either way, so nothing else
        // can tell) and a monster's step costs no swap-and-pop.
        // No letter to give or take: only a worn item keeps one, and a thing on a cell is not worn
        // (check_locations reports any that is: the invariant checks and every load run it).
        world.get<Position>(e).cell = dest.cell;
        index.step(world, from.cell, dest.cell, e);
        loc->place = dest;
        return MoveResult::moved;
    }
    detach(world, index, e, from);
    attach(world, index, e, dest);
    world.get<Location>(e).place = dest;
    keep_letter(world, e, from, dest);
    return MoveResult::moved;
}

namespace {

// A kept letter belongs to a worn item, lies empty in its wearer's pack, and is kept by no other worn item.
void check_kept_letter(const GameWorld& world, ecs::Entity e, const Place& p, std::uint8_t letter,
                       std::vector<std::string>& problems) {
    if (p.kind != PlaceKind::slot) {
        problems.push_back(describe(world, e) + " keeps a pack letter but is not worn");
        return;
    }
    const Pack* pack = world.try_get<Pack>(p.owner);
    if (pack == nullptr || letter >= pack->letters.size() || pack->letters[letter] != ecs::null_entity) {
        problems.push_back(describe(world, e) + " keeps a pack letter its wearer's pack has filled or lacks");
    }
    if (kept_for_another(world, p.owner, letter, e)) {
        problems.push_back(describe(world, e) + " keeps a pack letter another worn item keeps too");
    }
}

}  // namespace

std::vector<std::string> check_locations(const GameWorld& world, const LocationIndex& index) {
    std::vector<std::string> problems;
    LocationIndex rebuilt;
    std::vector<std::pair<ecs::Entity, const Location*>> placed;
    world.each_entity([&](ecs::Entity e) {
        const Location* loc = world.try_get<Location>(e);
        const Position* pos = world.try_get<Position>(e);
        if (loc == nullptr) {
            if (pos != nullptr) problems.push_back(describe(world, e) + " has a Position but no Location");
            return;
        }
        const Place& p = loc->place;
        if (const KeptLetter* kept = world.try_get<KeptLetter>(e)) check_kept_letter(world, e, p, kept->letter, problems);
        switch (p.kind) {
            case PlaceKind::nowhere:
                if (pos != nullptr) problems.push_back(describe(world, e) + " is nowhere but has a Position");
                return;
            case PlaceKind::cell:
                rebuilt.insert(world, p.cell, e);
                if (pos == nullptr || !(pos->cell == p.cell)) {
                    problems.push_back(describe(world, e) + " is at " + describe(p.cell) +
                                       " but its Position disagrees");
                }
                return;
            case PlaceKind::pack: {
                const Pack* pack = world.try_get<Pack>(p.owner);
                if (pack == nullptr || p.index >= pack->letters.size() || pack->letters[p.index] != e) {
                    problems.push_back(describe(world, e) + " claims a pack letter its owner does not list");
                }
                break;
            }
            case PlaceKind::slot: {
                const Equipment* eq = world.try_get<Equipment>(p.owner);
                if (eq == nullptr || p.index >= kEquipSlotCount || eq->slots[p.index] != e) {
                    problems.push_back(describe(world, e) + " claims an equipment slot its owner does not list");
                }
                break;
            }
        }
        if (pos != nullptr) problems.push_back(describe(world, e) + " is carried but has a Position");
    });
    // Containers must list only entities that claim to be there.
    world.each_entity([&](ecs::Entity owner) {
        if (const Pack* pack = world.try_get<Pack>(owner)) {
            for (std::size_t i = 0; i < pack->letters.size(); ++i) {
                const ecs::Entity item = pack->letters[i];
                if (item == ecs::null_entity) continue;
                const Location* loc = world.try_get<Location>(item);
                if (loc == nullptr || !(loc->place == Place::in_pack(owner, static_cast<std::uint8_t>(i)))) {
                    problems.push_back(describe(world, owner) + " lists an item in its pack that is elsewhere");
                }
            }
        }
        if (const Equipment* eq = world.try_get<Equipment>(owner)) {
            for (std::size_t i = 0; i < kEquipSlotCount; ++i) {
                const ecs::Entity item = eq->slots[i];
                if (item == ecs::null_entity) continue;
                const Location* loc = world.try_get<Location>(item);
                if (loc == nullptr || !(loc->place == Place::worn(owner, static_cast<EquipSlot>(i)))) {
                    problems.push_back(describe(world, owner) + " lists worn gear that is elsewhere");
                }
            }
        }
    });
    if (!(rebuilt == index)) problems.push_back("the spatial index differs from the Location components");
    return problems;
}

}  // namespace yoord
