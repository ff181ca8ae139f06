#pragma once
// The one door from the sentence table (sim/text/strings.hpp) to the message log: say() fills a key's template
// for a subject, an object and named arguments, and writes it with the template's tone.
//
//     say(g, "door.open", {.subject = actor});                        // "You open the door." / "The orc ..."
//     say(g, "item.pick_up", {.subject = g.player, .args = {{"item", what}}});
//
// tell() is say() for something that happens to `e`: the player reads it when `e` is the player or a creature
// the player sees, and nothing otherwise.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ecs/entity.hpp"
#include "sim/state/wording.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

struct Game;

struct Words {
    ecs::Entity subject = ecs::null_entity;
    ecs::Entity object = ecs::null_entity;
    std::vector<std::pair<std::string_view, std::string>> args = {};
};

// How a sentence names `e`: "you", "the rat", or "it" for a creature the player does not see.
[[nodiscard]] Noun noun_of(const Game& game, ecs::Entity e);
// The filled sentence, not written anywhere.
[[nodiscard]] std::string sentence(const Game& game, std::string_view key, const Words& words = {});
// A wording (sim/state/wording.hpp) written in the active language: its key's sentence with every blank written
// in turn; a row by its name there ("a sewer rat"; the English name a wording keeps when the table has no other).
[[nodiscard]] std::string written(const Wording& wording);
// How a wording names `e` for good, as a_name_of() does now: "you", or its row (its form's, for a shapeshifter).
[[nodiscard]] Wording a_name_wording(const Game& game, ecs::Entity e);
// Writes the sentence to the log with its tone.
void say(Game& game, std::string_view key, const Words& words = {});
// say() with `e` as the subject (unless `words` names one), when the player is `e` or sees it.
void tell(Game& game, ecs::Entity e, std::string_view key, Words words = {});
// tell(), joined to the newest message of this turn (MessageLog::join): a sentence that carries on the one
// before it ("You hit the goblin. Your blow carries on into the orc!").
void tell_joined(Game& game, ecs::Entity e, std::string_view key, Words words = {});
// say() with `e` as the subject, only when `e` is the player: what only the player feels ("Your eyes tingle").
void tell_you(Game& game, ecs::Entity e, std::string_view key, Words words = {});

}  // namespace yoord
