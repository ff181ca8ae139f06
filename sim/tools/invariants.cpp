#include "sim/tools/invariants.hpp"

#include "sim/world/components.hpp"
#include "sim/rules/grant.hpp"

namespace yoord {
namespace {

std::string who(const GameWorld& world, ecs::Entity e) { return "entity uid " + std::to_string(world.uid(e).value); }

void check_containers(const GameWorld& world, ecs::Entity e, std::vector<std::string>& out) {
    if (const Pack* pack = world.try_get<Pack>(e)) {
        for (std::size_t letter = 0; letter < pack->letters.size(); ++letter) {
            const ecs::Entity item = pack->letters[letter];
            if (item != ecs::null_entity && !world.valid(item)) {
                out.push_back(who(world, e) + ": pack letter " + std::string(1, static_cast<char>('a' + letter)) +
                              " names a dead entity");
            }
        }
    }
    if (const Equipment* gear = world.try_get<Equipment>(e)) {
        for (std::size_t slot = 0; slot < gear->slots.size(); ++slot) {
            const ecs::Entity item = gear->slots[slot];
            if (item != ecs::null_entity && !world.valid(item)) {
                out.push_back(who(world, e) + ": equipment slot " + std::to_string(slot) + " names a dead entity");
            }
        }
    }
}

void check_health(const Game& game, ecs::Entity e, std::vector<std::string>& out) {
    const GameWorld& world = game.world;
    const Health* health = world.try_get<Health>(e);
    if (health == nullptr) return;
    if (health->max_hp < 1) out.push_back(who(world, e) + ": max_hp " + std::to_string(health->max_hp) + " < 1");
    if (health->hp > health->max_hp) {
        out.push_back(who(world, e) + ": hp " + std::to_string(health->hp) + " exceeds max_hp " +
                      std::to_string(health->max_hp));
    }
    // The dying are removed within the turn; between turns only a finished run's player may lie at 0.
    const bool finished_player = e == game.player && game.outcome != Outcome::alive;
    if (health->hp <= 0 && !finished_player) {
        out.push_back(who(world, e) + ": alive at hp " + std::to_string(health->hp));
    }
}

void check_conditions(const Game& game, ecs::Entity e, std::vector<std::string>& out) {
    if (!game.world.has<Conditions>(e)) return;
    const int held = condition_count(game.world, e);
    if (held > game.constants().max_conditions) {
        out.push_back(who(game.world, e) + ": holds " + std::to_string(held) + " conditions, more than " +
                      std::to_string(game.constants().max_conditions));
    }
}

}  // namespace

std::vector<std::string> check_invariants(const Game& game) {
    std::vector<std::string> out = check_locations(game.world, game.places);
    game.world.each_entity([&](ecs::Entity e) {
        check_containers(game.world, e, out);
        check_health(game, e, out);
        check_conditions(game, e, out);
    });
    return out;
}

}  // namespace yoord
