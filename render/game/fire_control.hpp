#pragma once
// The quiver and the last target: what `f` fires and at whom it aims first. This is the front end's memory of
// the player's choices, not game state: it is never saved or recorded (each shot is an ordinary fire intent
// naming a letter and a cell), and after a load the quiver falls back to the first ammo the worn launcher
// fires.

#include <optional>
#include <string>
#include <vector>

#include "render/game/target_layer.hpp"
#include "render/ui/pack_view.hpp"
#include "sim/state/game.hpp"

namespace yoord {

class FireControl {
public:
    explicit FireControl(Game& game) : game_(&game) {}

    // The quivered ammo: the one chosen with `Q` while the player still carries it and the worn launcher fires
    // it, else the first such ammo in letter order (which becomes the choice). Null when there is none.
    [[nodiscard]] ecs::Entity quivered();
    // Chooses `ammo` (a pack item) for the quiver.
    void choose(ecs::Entity ammo) noexcept { quiver_ = ammo; }
    // Why there is nothing to fire: no launcher worn, or nothing the launcher fires.
    [[nodiscard]] std::string nothing_to_fire() const;
    // Tags the quivered entry of a pack listing "quivered".
    void tag(std::vector<PackEntry>& pack);

    // Remembers the creature on `cell` (if the player sees one there) as the last target.
    void aimed_at(Point cell);
    // The last target's cell, while the player sees it and it is still hostile.
    [[nodiscard]] std::optional<Point> last_target() const;

private:
    Game* game_;
    ecs::Entity quiver_ = ecs::null_entity;
    ecs::Entity target_ = ecs::null_entity;
};

// How far the player knows a shot of `action` (fire, throw, zap) with `item` reaches: the worn launcher's range
// for fire, the throwing range for throw, a wand's range once its kind is known. nullopt: unknown.
[[nodiscard]] std::optional<int> known_reach(Game& game, Action action, ecs::Entity item);

// What the player knows a shot of `action` with `item` does (render/game/target_layer.hpp ShotShape): its known
// reach; a treat thrown, or a zap of a wand known to do no harm, strikes nobody; a wand known to be a beam or a
// blast, and a thrown wand's burst, reach further than the creature aimed at. An unknown wand is taken to harm.
[[nodiscard]] ShotShape known_shot(Game& game, Action action, ecs::Entity item);

}  // namespace yoord
