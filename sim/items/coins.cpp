#include "sim/items/coins.hpp"

#include "sim/run/score.hpp"

namespace yoord {

int collect_coins_underfoot(Game& g, ecs::Entity walker) {
    if (walker != g.player) return 0;
    std::vector<ecs::Entity> piles;
    for (const ecs::Entity e : g.places.at(player_cell(g))) {
        if (g.world.has<Coins>(e)) piles.push_back(e);
    }
    int gained = 0;
    for (const ecs::Entity pile : piles) {
        const int amount = g.world.get<Coins>(pile).amount;
        g.log.add("You pick up " + std::to_string(amount) + " " + name_of(g, pile) + ".");
        pay_treasure(g, pile);
        (void)move_to(g.world, g.places, pile, Place::nowhere());
        g.world.destroy(pile);
        gained += amount;
    }
    return gained;
}

}  // namespace yoord
