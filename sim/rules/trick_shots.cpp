#include "sim/rules/trick_shots.hpp"

#include <algorithm>
#include <deque>
#include <vector>

#include "sim/items/coins.hpp"
#include "sim/places/location.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/traps.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/events.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

enum class TrickLink : std::uint8_t { trap, coin, element };

struct TrickLinkAt {
    ecs::Entity thing = ecs::null_entity;
    Point at;
    TrickLink kind = TrickLink::trap;
};

ecs::Entity element_lying_at(const Game& g, Point at) {
    for (const ecs::Entity e : g.places.at(at)) {
        const Identity* id = g.world.try_get<Identity>(e);
        if (id != nullptr && id->category == Category::element) return e;
    }
    return ecs::null_entity;
}

int trick_radius(const Game& g, TrickLink kind) {
    switch (kind) {
        case TrickLink::trap:
            return g.constants().trick_burst_radius;
        case TrickLink::coin:
            return g.constants().coin_burst_radius;
        case TrickLink::element:
            return g.constants().element_burst_radius;
    }
    return 0;
}

int trick_damage(const Game& g, TrickLink kind) {
    switch (kind) {
        case TrickLink::trap:
        case TrickLink::coin:
            return g.constants().trick_burst_damage;
        case TrickLink::element:
            return g.constants().element_burst_damage;
    }
    return 0;
}

// The trap's row name ("bear trap").
std::string trick_trap_name(const Game& g, ecs::Entity trap) {
    return row_name(g.content->traps[g.world.get<Identity>(trap).row]);
}

// One shot's chain: what burst already (by Uid: a spent coin's handle may be reused) and what waits to.
struct TrickChain {
    Game& g;
    ecs::Entity shooter;
    std::vector<ecs::Uid> linked;
    std::deque<TrickLinkAt> waiting;
    bool shooter_told = false;
    int burst = 0;

    bool seen(Point at) const { return shooter == g.player || g.view.visible.at(at); }

    // Queues `thing` unless it burst or waits already; returns whether it was new.
    bool add(ecs::Entity thing, Point at, TrickLink kind) {
        const ecs::Uid uid = g.world.uid(thing);
        if (std::find(linked.begin(), linked.end(), uid) != linked.end()) return false;
        linked.push_back(uid);
        waiting.push_back({thing, at, kind});
        return true;
    }

    // A spark flies from a burst at `from` to the link it catches at `to` (an event the screen draws as a bolt; the
    // rules never read it).
    void spark(Point from, Point to) {
        if (from == to) return;
        const int reach = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
        record_shape(g, EventKind::bolt, shooter, straight_line(from, to, reach), "trick_chain", ColourName::bright_yellow);
    }

    // The found traps, coins and the Element within `radius` of `centre`, row by row, each said as it catches, a
    // spark flying to each.
    void reach_from(Point centre, int radius) {
        for (int dy = -radius; dy <= radius; ++dy) {
            for (int dx = -radius; dx <= radius; ++dx) {
                const Point cell = centre + Point{dx, dy};
                if (!g.map().in_bounds(cell)) continue;
                if (const ecs::Entity trap = known_trap_at(g, cell); trap != ecs::null_entity) {
                    if (add(trap, cell, TrickLink::trap)) {
                        spark(centre, cell);
                        if (seen(cell)) say(g, "trick.chain", {.args = {{"trap", trick_trap_name(g, trap)}}});
                    }
                }
                std::vector<ecs::Entity> coins;
                for (const ecs::Entity e : g.places.at(cell)) {
                    if (g.world.has<Coins>(e)) coins.push_back(e);
                }
                for (const ecs::Entity coin : coins) {
                    if (add(coin, cell, TrickLink::coin)) spark(centre, cell);
                }
                if (const ecs::Entity element = element_lying_at(g, cell); element != ecs::null_entity) {
                    if (add(element, cell, TrickLink::element)) spark(centre, cell);
                }
            }
        }
    }

    // The burst's damage on everyone within `radius` of `centre`; returns who it caught, in Uid order.
    std::vector<ecs::Entity> blow_up(Point centre, int radius, int damage) {
        record_shape(g, EventKind::blast, shooter, blast_cells(g.map(), centre, radius), "trick_shot",
                     ColourName::bright_yellow);
        const std::vector<ecs::Entity> caught = creatures_within(g, centre, radius);
        for (const ecs::Entity victim : caught) {
            if (!alive(g, victim)) continue;
            if (victim == shooter && !shooter_told) {
                shooter_told = true;
                tell(g, victim, "trick.caught_self");
            } else if (victim != shooter) {
                tell(g, victim, "trick.caught");
            }
            harm(g, victim, damage, shooter, Wording::of_key("cause.trick_shot"));
        }
        return caught;
    }

    void spend_coin(ecs::Entity coin, Point at) {
        if (seen(at)) say(g, "trick.coin", {.args = {{"item", name_of(g, coin)}}});
        if (alive(g, shooter) && coin_refusal(g, shooter, coin).empty() && offer_coin(g, shooter, coin)) return;
        (void)move_to(g.world, g.places, coin, Place::nowhere());
        g.world.destroy(coin);
    }

    void go_off(const TrickLinkAt& link) {
        ++burst;
        const int radius = trick_radius(g, link.kind);
        if (link.kind == TrickLink::element && seen(link.at)) say(g, "trick.element");
        const std::vector<ecs::Entity> caught = blow_up(link.at, radius, trick_damage(g, link.kind));
        switch (link.kind) {
            case TrickLink::trap:
                for (const ecs::Entity victim : caught) (void)set_off_trap(g, link.thing, victim);
                break;
            case TrickLink::coin:
                spend_coin(link.thing, link.at);
                break;
            case TrickLink::element:
                break;  // the Element is never harmed, moved or spent
        }
        reach_from(link.at, radius);
    }
};

}  // namespace

bool trick_target_at(const Game& g, Point at) {
    return known_trap_at(g, at) != ecs::null_entity || element_lying_at(g, at) != ecs::null_entity;
}

int trick_shot(Game& g, ecs::Entity shooter, Point at, TrickBy by, const std::string& what) {
    if (!g.map().in_bounds(at)) return 0;
    TrickChain chain{g, shooter, {}, {}};
    const ecs::Entity trap = known_trap_at(g, at);
    if (trap != ecs::null_entity) {
        (void)chain.add(trap, at, TrickLink::trap);
        if (chain.seen(at)) {
            const std::string name = trick_trap_name(g, trap);
            switch (by) {
                case TrickBy::ammo:
                    say(g, "trick.shot", {.args = {{"item", what}, {"trap", name}}});
                    break;
                case TrickBy::thrown:
                    say(g, "trick.not_ammo", {.args = {{"item", what}, {"trap", name}}});
                    break;
                case TrickBy::blast:
                    say(g, "trick.blast", {.args = {{"trap", name}}});
                    break;
            }
        }
    }
    if (const ecs::Entity element = element_lying_at(g, at); element != ecs::null_entity) {
        (void)chain.add(element, at, TrickLink::element);
    }
    while (!chain.waiting.empty()) {
        const TrickLinkAt link = chain.waiting.front();
        chain.waiting.pop_front();
        if (!g.world.valid(link.thing)) continue;
        chain.go_off(link);
    }
    return chain.burst;
}

}  // namespace yoord
