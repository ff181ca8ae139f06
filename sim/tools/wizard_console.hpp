#pragma once
// The wizard console's commands, headless: what a typed line means, what it prints, and how Tab completes it.
// The front end (render/game/wizard_console.hpp) draws the console and submits what a command asks for.
//
// A command that changes the run becomes wizard intents (sim/actions/wizard_acts.hpp), submitted through the
// front end's turn path so a recording replays them; `bot N` asks for N turns of the bot, each an ordinary
// intent; the rest (explain, dump, invariants, help) only read the game and print. The commands are one table
// (console_commands()): parsing, `help` and completion all read it. What it says is in the sentence table
// ([wizard] in content/strings/), so a player reads it in their language.
//
//   spawn ID [xN]      N (default 1) creatures or items of the row ID around the player
//   give ID [xN]       N items of the row ID into the pack
//   teleport X Y       the player to a cell; `teleport >` / `teleport <`: to the stairs down / up
//   reveal             the whole floor remembered, its traps found
//   depth N            floor by floor to depth N
//   hp N               the player's hit points (the most raised if N is above it)
//   magic N            the player's magic (refused until there is a magic pool)
//   explain [UID]      the Loadout broken down: base stats, then each worn item and what it changed
//   dump [UID]         every component and effect of an entity (the player by default)
//   invariants         check_invariants(), one line per broken one
//   bot N              the bot plays N turns
//   help               this list

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

struct ConsoleCommand {
    std::string_view name;   // what is typed: an identifier, the same in every language
    std::string_view usage;  // its form ("depth N"), typed as it is
    std::string_view help;   // the sentence key of what it does (wizard.help_depth), in the player's language
};
[[nodiscard]] std::span<const ConsoleCommand> console_commands() noexcept;

// The most turns one `bot N` plays.
inline constexpr int kMaxConsoleBotTurns = 10000;

struct ConsoleResult {
    std::vector<Intent> acts;        // wizard intents to submit, in order
    int bot_turns = 0;               // then let the bot play this many turns
    std::vector<std::string> lines;  // what the console prints (an error says what was wrong, with did-you-mean)
};

[[nodiscard]] ConsoleResult console_command(const Game& game, std::string_view line);

struct Completion {
    std::string line;                // the line, its last word completed as far as it is unambiguous
    std::vector<std::string> lines;  // the candidates when several fit, or a did-you-mean when none does
};

// Completes the word being typed: a command name first, then a content id after spawn and give.
[[nodiscard]] Completion complete_console_line(const Game& game, std::string_view line);

// The Loadout of `e`, item by item: its base stats, then each worn item (and each carried charm) with the
// numbers it changed and the effects it lends, then the effects `e` holds itself; the last line is the total.
[[nodiscard]] std::vector<std::string> explain_loadout(const Game& game, ecs::Entity e);

// Every component of `e` with its fields by name (sim/io/component_traits.hpp), and its effect bits.
[[nodiscard]] std::vector<std::string> dump_entity(const Game& game, ecs::Entity e);

}  // namespace yoord
