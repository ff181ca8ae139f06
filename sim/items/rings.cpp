#include "sim/items/rings.hpp"

#include "sim/run/score.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

const RingDef* ring_def(const Game& g, ecs::Entity item) {
    const Identity* id = g.world.valid(item) ? g.world.try_get<Identity>(item) : nullptr;
    if (id == nullptr || id->category != Category::ring) return nullptr;
    return &g.content->rings[id->row];
}

void adorn(Game& g, ecs::Entity wearer, ecs::Entity item) {
    if (wearer == g.player) say(g, earn_doubler(g, Doubler::adornment) ? "ring.adornment" : "ring.adornment_again");
    (void)move_to(g.world, g.places, item, Place::nowhere());
    g.world.destroy(item);
}

}  // namespace

void on_wear(Game& g, ecs::Entity wearer, ecs::Entity item) {
    const RingDef* def = ring_def(g, item);
    if (def == nullptr) return;
    switch (def->on_wear) {
        case RingEvent::none:
            return;
        case RingEvent::adornment:
            adorn(g, wearer, item);
            return;
    }
}

void on_remove(Game& g, ecs::Entity, ecs::Entity item) {
    const RingDef* def = ring_def(g, item);
    if (def == nullptr) return;
    switch (def->on_wear) {
        case RingEvent::none:
        case RingEvent::adornment:  // spent when worn: it never comes off
            return;
    }
}

}  // namespace yoord
