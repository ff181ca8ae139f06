#include "sim/rules/grant.hpp"

#include <algorithm>

#include "sim/state/game.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/events.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

std::vector<HeldEffect>* held_of(GameWorld& world, ecs::Entity e) {
    Conditions* c = world.try_get<Conditions>(e);
    return c == nullptr ? nullptr : &c->held;
}

auto find_held(std::vector<HeldEffect>& held, std::size_t bit) {
    return std::find_if(held.begin(), held.end(), [bit](const HeldEffect& h) { return h.bit == bit; });
}

bool counts_as_condition(const HeldEffect& h) {
    return h.lifetime == Lifetime::turns && !effect_table()[h.bit].priority();
}

void say_it_ended(Game& g, ecs::Entity e, std::size_t bit) {
    const std::string_view message = effect_table()[bit].end_message;
    if (e == g.player && !message.empty()) say(g, message);
}

// Removes the record at `it` and its marker bit, with the end message.
void end_record(Game& g, ecs::Entity e, std::vector<HeldEffect>& held, std::vector<HeldEffect>::iterator it) {
    const std::size_t bit = it->bit;
    held.erase(it);
    g.world.clear_marker(e, bit);
    mark_loadout_dirty(g.world, e);  // haste, slowness and the like change what the fold's readers see
    say_it_ended(g, e, bit);
    record_condition(g, EventKind::condition_lost, e, effect_table()[bit].id);
}

// Makes room under the cap for one more condition by shedding the oldest ones.
void shed_for_one_more(Game& g, ecs::Entity e, std::vector<HeldEffect>& held) {
    const int cap = std::max(1, g.constants().max_conditions);
    while (condition_count(g.world, e) >= cap) {
        auto oldest = held.end();
        for (auto it = held.begin(); it != held.end(); ++it) {
            if (counts_as_condition(*it) && (oldest == held.end() || it->order < oldest->order)) oldest = it;
        }
        if (oldest == held.end()) return;
        end_record(g, e, held, oldest);
    }
}

bool expired(const Game& g, const HeldEffect& h) {
    switch (h.lifetime) {
        case Lifetime::turns:
            return h.turns_left <= 0;
        case Lifetime::this_floor:
            return h.since != g.descent.floor_changes;
        case Lifetime::next_action:
            return g.turn > h.since;
        case Lifetime::permanent:
        case Lifetime::while_equipped:
            return false;
    }
    return false;
}

}  // namespace

std::optional<Grant> Grant::named(std::string_view id) noexcept {
    const EffectInfo* info = find_effect(id);
    if (info == nullptr) return std::nullopt;
    return Grant(info->bit);
}

const EffectInfo& Grant::info() const { return effect_table()[bit_]; }

void Grant::attach(GameWorld& world, ecs::Entity e) const {
    world.set_marker(e, bit_);
    // A permanent grant outranks a held one: drop the record so its expiry cannot take the effect away.
    if (std::vector<HeldEffect>* held = held_of(world, e)) {
        if (auto it = find_held(*held, bit_); it != held->end()) held->erase(it);
    }
    mark_loadout_dirty(world, e);
}

void Grant::revoke(GameWorld& world, ecs::Entity e) const {
    world.clear_marker(e, bit_);
    if (std::vector<HeldEffect>* held = held_of(world, e)) {
        if (auto it = find_held(*held, bit_); it != held->end()) held->erase(it);
    }
    mark_loadout_dirty(world, e);
}

HoldResult hold(Game& g, ecs::Entity e, Grant grant, Lifetime lifetime, int turns, const GearModifiers& lends) {
    YOORD_ASSERT(lifetime != Lifetime::permanent && lifetime != Lifetime::while_equipped,
                 "hold() is for this_floor, turns and next_action; use attach() or an item's Grants");
    GameWorld& w = g.world;
    std::vector<HeldEffect>& held = w.has<Conditions>(e) ? w.get<Conditions>(e).held : w.emplace<Conditions>(e).held;
    const auto it = find_held(held, grant.bit());
    if (it == held.end() && w.has_marker(e, grant.bit())) return HoldResult::already_had;
    turns = std::max(1, turns);
    if (it != held.end()) {
        it->turns_left = std::max(it->turns_left, turns);
        if (lifetime == Lifetime::this_floor) it->since = g.descent.floor_changes;
        if (lifetime == Lifetime::next_action) it->since = g.turn;
        if (it->lends != lends) {
            it->lends = lends;
            mark_loadout_dirty(w, e);
        }
        return HoldResult::extended;
    }
    HeldEffect record;
    record.bit = static_cast<std::uint16_t>(grant.bit());
    record.lifetime = lifetime;
    record.turns_left = lifetime == Lifetime::turns ? turns : 0;
    record.since = lifetime == Lifetime::this_floor ? g.descent.floor_changes : g.turn;
    record.lends = lends;
    if (counts_as_condition(record)) shed_for_one_more(g, e, held);
    Conditions& c = w.get<Conditions>(e);
    record.order = c.next_order++;
    c.held.push_back(record);
    w.set_marker(e, grant.bit());
    mark_loadout_dirty(w, e);
    record_condition(g, EventKind::condition_gained, e, grant.info().id);
    return HoldResult::added;
}

std::optional<int> held_turns(const GameWorld& world, ecs::Entity e, Grant grant) {
    const Conditions* c = world.try_get<Conditions>(e);
    if (c == nullptr) return std::nullopt;
    for (const HeldEffect& h : c->held) {
        if (h.bit == grant.bit()) return h.turns_left;
    }
    return std::nullopt;
}

int roll_held_turns(Game& g, const Dice& turns) { return std::max(1, turns.roll(g.rng)); }

bool end_held(Game& g, ecs::Entity e, Grant grant) {
    std::vector<HeldEffect>* held = held_of(g.world, e);
    if (held == nullptr) return false;
    const auto it = find_held(*held, grant.bit());
    if (it == held->end()) return false;
    end_record(g, e, *held, it);
    return true;
}

int condition_count(const GameWorld& world, ecs::Entity e) {
    const Conditions* c = world.try_get<Conditions>(e);
    if (c == nullptr) return 0;
    return static_cast<int>(std::count_if(c->held.begin(), c->held.end(), counts_as_condition));
}

// A held effect whose end can catch the player out (levitation over deep water, flight) warns kWaningTurns turns
// ahead: the effect's line in the sentence table's [effect_waning], when it has one; others wane in silence.
void warn_of_waning(Game& g, ecs::Entity e, const HeldEffect& h) {
    if (e != g.player || h.lifetime != Lifetime::turns || h.turns_left != kWaningTurns) return;
    const std::string key = "effect_waning." + std::string(effect_table()[h.bit].id);
    if (english_strings().find(key) != nullptr) say(g, key);
}

void tick_held_effects(Game& g, ecs::Entity e) {
    std::vector<HeldEffect>& held = g.world.get<Conditions>(e).held;
    for (HeldEffect& h : held) {
        if (h.lifetime != Lifetime::turns) continue;
        --h.turns_left;
        warn_of_waning(g, e, h);
    }
    // Oldest first, so two effects ending together are reported in the order they began.
    std::sort(held.begin(), held.end(), [](const HeldEffect& a, const HeldEffect& b) { return a.order < b.order; });
    for (auto it = held.begin(); it != held.end();) {
        if (!expired(g, *it)) {
            ++it;
            continue;
        }
        const std::size_t at = static_cast<std::size_t>(it - held.begin());
        end_record(g, e, held, it);
        it = held.begin() + static_cast<std::ptrdiff_t>(at);
    }
}

void cancel(Game& g, ecs::Entity e) {
    GameWorld& w = g.world;
    if (Conditions* c = w.try_get<Conditions>(e)) c->held.clear();
    auto bits = w.markers(e);
    for (const EffectInfo& info : effect_table()) {
        if (!info.identity()) bits.reset(info.bit);
    }
    w.set_markers(e, bits);
    w.set<Cancelled>(e);
    mark_loadout_dirty(w, e);
}

}  // namespace yoord
