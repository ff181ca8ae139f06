#pragma once
// Game: one run's whole state. The world and its spatial index, the floor the player stands on, the dungeon
// descent (seed, depth, floor changes, the Element), the game's own random stream, the message log, the
// player, score, patience, outcome and the turn count. Everything else (the front end, the bot, a replay)
// reads it and changes it only by submitting intents (sim/turn/schedule.hpp).
//
// Determinism: a Game is a function of (content, seed, name, the intents submitted). Its randomness comes
// only from `rng` (GameRng) and, on entering a floor, from the dungeon's content stream.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/assert.hpp"
#include "core/geom/grid.hpp"
#include "core/geom/path.hpp"
#include "core/stable_id.hpp"
#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/state/intent.hpp"
#include "sim/state/uid_order.hpp"
#include "sim/places/location.hpp"
#include "sim/state/bones_source.hpp"
#include "sim/state/called_kinds.hpp"
#include "sim/state/dungeon_notes.hpp"
#include "sim/state/message_log.hpp"
#include "sim/state/monster_memory.hpp"
#include "sim/state/pack_state.hpp"
#include "sim/state/turn_events.hpp"
#include "sim/state/turn_scratch.hpp"
#include "sim/state/wording.hpp"
#include "sim/tables/content.hpp"
#include "sim/world/world.hpp"

namespace yoord {

enum class Outcome : std::uint8_t { alive, won, dead };
[[nodiscard]] std::string_view outcome_name(Outcome o) noexcept;

// The score doublers (sim/run/score.hpp): facts of the run, each earned at most once. The final score is the
// points times two to the number earned; the points themselves are never doubled, so a run that earns none
// scores as it always did.
enum class Doubler : std::uint8_t {
    adornment,  // a ring of adornment put on
    element,    // the run escaped with the Element
    bounty,     // a monster whose row carries a bounty (monsters.toml, `bounty`) slain by the player
};
inline constexpr std::size_t kDoublerCount = 3;

struct ScoreDoublers {
    std::uint8_t earned = 0;  // one bit per Doubler, in the enum's order
    StableId bounty{};        // the monster row whose bounty was paid; 0 until then

    [[nodiscard]] bool has(Doubler d) const noexcept { return ((earned >> static_cast<int>(d)) & 1u) != 0; }
    [[nodiscard]] bool any() const noexcept { return earned != 0; }
    friend bool operator==(const ScoreDoublers&, const ScoreDoublers&) = default;
};

// Score is paid as the run goes (sim/run/score.hpp has the rules).
struct Score {
    std::int64_t points = 0;
    int kills = 0;
    int gold = 0;
    int deepest_paid = 1;           // the deepest depth reached; stairs down pay once per new depth (a trapdoor
                                    // or portal reaches one unpaid), and only a new depth is stocked with loot
    int shallowest_paid = 0;        // stairs up with the Element pay once per new depth; 0 = none yet
    bool element_paid = false;      // the Element pays once, however often it is dropped and taken again
    bool conducts_paid = false;     // a win pays for its kept conducts once (sim/run/conducts.hpp)
    ScoreDoublers doublers;         // which doublers the run has earned (final_score reads them)
};

// The spirits' regard for the run (sim/rules/spirits.hpp): the alignment dial, moved by whom the player trades
// with, from -kDialPole to +kDialPole; and whether every spirit has turned hostile for the run (a struck spirit,
// a pole reached; a scroll of atonement makes peace again). Saved.
struct SpiritAccord {
    int dial = 0;
    bool hostile = false;
};

// The item the player last saw lying on a cell (the top one of a pile): how it looked and which it was.
// `item` is null where the player saw nothing lying; it may have gone stale since (picked up, destroyed).
struct SeenItem {
    ecs::Entity item = ecs::null_entity;
    Renderable look;
};

// What the player sees now and remembers of this floor visit. Memory is per visit: a new floor, or the same
// floor entered again, starts blank.
//
// `items` is what was last seen lying on each remembered cell, refreshed for every cell in view by
// update_view() (sim/rules/visibility.hpp); the screen draws it, dimmed, out of view. Traps need no memory
// here: a trap the player has found stays found (Trap::revealed) and cannot move. `items` is for drawing and
// looking only (no rule reads it), so it is neither saved nor hashed: a loaded game fills it in from the
// remembered cells on its first turn. `items_visit` is the floor visit (Descent::floor_changes) it belongs to.
struct View {
    Grid<bool> visible;
    Grid<bool> remembered;
    Grid<bool> trodden;  // cells the player has stood on (auto-explore leaves loot there alone)
    Grid<SeenItem> items;
    std::uint32_t items_visit = UINT32_MAX;
};

// What a new run starts with beyond its seed and name: a companion beside the player (--companion ID; the dog is
// the row made for it) and the body the player plays (--body lurk, --as ID; sim/rules/bodies.hpp). Kept on the Game so a recording of the run can name it; a save does not need it (the
// companion is an entity by then).
struct StartChoices {
    std::optional<RowRef> companion;
    std::optional<RowRef> body;  // --body lurk, --as ID: the monster row the player is made from (none: the human)
    DungeonChoice dungeon;  // --generation N, --level KIND (the Descent keeps them, saved)
};

// One run's state: what a save keeps (sim/io/game_traits.hpp names its own fields; the entities are the world's)
// and the state hash reads. The save and the hash take a RunState, so they cannot see a turn's scratch.
struct RunState {
    RunState(const Content& content, std::uint64_t seed, std::string name);
    RunState(const RunState&) = delete;
    RunState& operator=(const RunState&) = delete;

    const Content* content;
    Descent descent;
    Floor floor;
    GameWorld world;
    LocationIndex places;
    GameRng rng;
    MessageLog log;
    ecs::Entity player = ecs::null_entity;
    std::string player_name;
    Score score;
    int patience = 0;  // player turns left on this floor before the portal opens
    Outcome outcome = Outcome::alive;
    std::uint32_t turn = 0;  // player turns spent so far
    Wording death_cause;  // "killed by a sewer rat on depth 3", kept as words of the table (sim/state/wording.hpp)
    SpiritAccord spirits;
    MonsterMemory memory;  // what the player has seen each kind of monster do: saved, not hashed (no rule reads it)
    CalledKinds called;    // the player's names for kinds it has not identified: saved, not hashed (no rule reads them)
    DungeonNotes notes;    // what the player saw of each depth, for the overview: saved, not hashed (no rule reads it)
    std::uint16_t conducts_broken = 0;  // one bit per Conduct, in sim/run/conducts.hpp's order; set = broken
    View view;
    std::uint64_t monster_actions = 0;  // every monster action ever taken (benchmarks divide by it)
    std::vector<RowRef> spawn_near_player;  // rows spawned around the player on every floor (YOORD_SPAWN)
    bool wizard = false;  // a wizard run (--wizard): wizard acts allowed; saved and recorded; never on the leaderboard
    std::vector<PackState> packs;       // each loaded pack's save fields, in content's load order
    std::vector<PackAside> packs_aside; // blocks of packs the save named and this content lacks, kept untouched
    bool reloaded = false;  // the content was hot-reloaded (sim/tools/reload.hpp): saved; never on the leaderboard

    [[nodiscard]] const FloorMap& map() const noexcept { return floor.map; }
    [[nodiscard]] int depth() const noexcept { return descent.depth; }
    [[nodiscard]] const GameConstants& constants() const noexcept { return content->constants; }
};

// A run being played: its state, and beside it what no save keeps: the scratch of the turn being played (reset by
// the schedule at the top of every turn), the path and percept caches that turns reuse, and what the run started
// with. A loaded game starts them empty, and plays on exactly as the game that saved it (SaveLoad.*).
struct Game : RunState {
    using RunState::RunState;

    TurnScratch now;
    PathScratch paths;
    StartChoices start;   // what the run started with (new_game), for a recording's header; not saved
    // Where the run meets earlier runs' bones (sim/state/bones_source.hpp): the data folder in play, the recording
    // in a replay, none (no bones) everywhere else. Not saved: a loaded run is handed its source again.
    std::unique_ptr<BonesSource> bones;
};

// The nearest walkable cell to `want` with no creature on it (`want` itself if free), searching rings outward
// in a fixed order; `want` when the floor has none.
[[nodiscard]] Point nearest_free_cell(const Game& game, Point want);

// The player's cell. The player is always on the map while the run is alive. Inline, like creature_at: every
// monster asks both several times per action (docs/explanation/performance.md, "Ten thousand hunters").
[[nodiscard]] inline Point player_cell(const Game& game) {
    const Position* p = game.world.try_get<Position>(game.player);
    YOORD_ASSERT(p != nullptr, "the player is not on the map");
    return p == nullptr ? Point{} : p->cell;
}

// Creatures: entities with Health on the map. The living creature on `cell`, or null.
// The first entity on the cell is asked before its list is read: most cells hold nothing or one creature.
[[nodiscard]] inline ecs::Entity creature_at(const Game& game, Point cell) {
    const auto living = [&game](ecs::Entity e) {
        const Health* h = game.world.try_get<Health>(e);
        return h != nullptr && h->hp > 0;
    };
    const ecs::Entity first = game.places.first_at(cell);
    if (first == ecs::null_entity || living(first)) return first;
    for (const ecs::Entity e : game.places.at(cell).subspan(1)) {
        if (living(e)) return e;
    }
    return ecs::null_entity;
}
// Whether a living creature stands on `cell`: creature_at(cell) != null, asked of the index's creature count while
// no creature is dying. Hit points reach 0 only through harm() (sim/rules/combat.hpp, Health's one door), which
// lists the dying in game.now.dying until deaths_system takes them off the map, so with that list empty every
// creature on the map is alive and the count says it in one byte, where creature_at reads the cell's first entity
// and its Health (a hunting crowd asks this of a neighbour or two per step).
[[nodiscard]] inline bool creature_on(const Game& game, Point cell) {
    if (!game.now.dying.empty()) return creature_at(game, cell) != ecs::null_entity;
    const bool counted = game.places.creatures_at(cell) > 0;
    YOORD_ASSERT(counted == (creature_at(game, cell) != ecs::null_entity),
                 "the index's creature count disagrees with creature_at (hit points at 0 that harm() did not list?)");
    return counted;
}

// Whether `e` is a living creature: a valid entity with hit points left (a creature brought to 0 stays on the map,
// dying, until deaths_system removes it).
[[nodiscard]] inline bool alive(const Game& game, ecs::Entity e) {
    const Health* hp = game.world.valid(e) ? game.world.try_get<Health>(e) : nullptr;
    return hp != nullptr && hp->hp > 0;
}

// Where the creature or thing on the map `e` stands (it must have a Position).
[[nodiscard]] inline Point cell_of(const Game& game, ecs::Entity e) { return game.world.get<Position>(e).cell; }

// The items on `cell`, topmost (highest Uid) first: the pile as the player sees it, and what pick_up's
// `letter` counts down from. top_item_at is its first, or null.
[[nodiscard]] std::vector<ecs::Entity> items_at(const Game& game, Point cell);
[[nodiscard]] ecs::Entity top_item_at(const Game& game, Point cell);

// Whether the Element of Yoord is in the player's pack.
[[nodiscard]] bool carries_element(const Game& game);

// Whether leaving depth 1 upward (the stair, a potion of rising) wins the run now: with the Element in hand, and
// never in the endless dungeon, which has no win (an Element brought there by the wizard is a trinket).
[[nodiscard]] bool escape_wins(const Game& game);

}  // namespace yoord
