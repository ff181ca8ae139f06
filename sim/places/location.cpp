#include "sim/places/location.hpp"

#include <algorithm>

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
                const auto free = std::find(pack->letters.begin(), pack->letters.end(), ecs::null_entity);
                if (free == pack->letters.end()) return MoveResult::pack_full;
                dest.index = static_cast<std::uint8_t>(free - pack->letters.begin());
                return MoveResult::moved;
            }
            if (dest.index >= pack->letters.size()) return MoveResult::pack_full;
            const ecs::Entity there = pack->letters[dest.index];
            return there == ecs::null_entity || there == e ? MoveResult::moved : MoveResult::letter_taken;
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
            index.erase(from.cell, e);
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

}  // namespace

std::span<const ecs::Entity> LocationIndex::at(Point cell) const {
    const auto it = cells_.find(key(cell));
    if (it == cells_.end()) return {};
    return it->second;
}

void LocationIndex::insert(const GameWorld& world, Point cell, ecs::Entity e) {
    auto& list = cells_[key(cell)];
    const auto uid = world.uid(e);
    const auto pos = std::lower_bound(list.begin(), list.end(), uid,
                                      [&](ecs::Entity other, ecs::Uid u) { return world.uid(other) < u; });
    list.insert(pos, e);
    ++count_;
}

void LocationIndex::erase(Point cell, ecs::Entity e) {
    const auto it = cells_.find(key(cell));
    if (it == cells_.end()) return;
    auto& list = it->second;
    const auto pos = std::find(list.begin(), list.end(), e);
    if (pos == list.end()) return;
    list.erase(pos);
    --count_;
    if (list.empty()) cells_.erase(it);
}

bool operator==(const LocationIndex& a, const LocationIndex& b) {
    return a.count_ == b.count_ && a.cells_ == b.cells_;
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
    detach(world, index, e, loc->place);
    attach(world, index, e, dest);
    world.get<Location>(e).place = dest;
    return MoveResult::moved;
}

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
