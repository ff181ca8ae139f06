// The turn benchmark (issue 5). Each figure runs beside a baseline in the same process:
//
//   BotTurns/seed:N            the bot plays 10,000 turns (new runs on the same seed when one ends), ordinary
//                              80x21 floors: ns per player turn and per monster action
//   EngineTurns/seed:N         the same turns without the bot: its intents recorded once from a BotTurns-like
//                              run (outside the timed loop), then replayed through play_turn, so the figure is
//                              the engine's alone (the bot's own exploration step is half of a BotTurns turn)
//   BotTurns_Baseline          a plain loop moving as many positions per turn in a vector
//   StressCave_Hunting/N       N aggravated chasers on a 200x200 cave floor, the player waiting: every monster
//                              hunts every turn (the worst case); Complexity shows how cost grows with N
//                              (they run back to where they started every 16 turns, so they keep moving;
//                              moves_per_action counts the actions that were steps)
//   StressCave_ChaseFloor/N    the same chase with no rules: a distance map, then each monster one step to its
//                              best free neighbour; StressCave_Hunting's action_ns over this one's is the ratio
//   StressCave_Idle/N          the same floor, not aggravated: monsters out of sight idle
//   StressCave_Baseline/N      moving N positions in a vector per turn
//
// Read EngineTurns/N beside BotTurns/N (the bot's share is the difference) and both beside BotTurns_Baseline.
// Counters: turn_ns (per player turn), action_ns (per monster action, the whole turn's time divided by the
// actions taken), actions_per_turn. docs/explanation/performance.md (## turn_bench) records the figures.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "sim/io/state_hash.hpp"
#include "sim/tools/bot.hpp"
#include "sim/tools/bot_turns.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "core/geom/path.hpp"
#include "sim/places/location.hpp"

namespace {

using namespace yoord;

constexpr int kBotTurns = 10'000;
constexpr int kStressSide = 200;
constexpr int kStressDepth = 9;
constexpr int kEndlessHp = 1'000'000'000;  // the stress player must not die: the floor keeps its monsters
constexpr std::uint64_t kStressSeed = 0xcafe;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

void report(benchmark::State& state, double turns, double actions) {
    state.counters["turn_ns"] = benchmark::Counter(turns, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["action_ns"] =
        benchmark::Counter(actions, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["actions_per_turn"] = turns > 0 ? actions / turns : 0;
}

void BotTurns(benchmark::State& state) {
    const auto seed = static_cast<std::uint64_t>(state.range(0));
    double turns = 0;
    double actions = 0;
    for (auto _ : state) {
        int played = 0;
        while (played < kBotTurns) {
            state.PauseTiming();
            auto game = new_game(content(), seed, "bench");
            state.ResumeTiming();
            played += run_bot(*game, kBotTurns - played);
            actions += static_cast<double>(game->monster_actions);
            benchmark::DoNotOptimize(game->turn);
        }
        turns += played;
    }
    report(state, turns, actions);
}
BENCHMARK(BotTurns)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

// One run of the bot's, as play_bot_turns submitted it: every intent played (a refused one and the wait after
// it both), the bot turns they make, and the state hash at the end, which a replay must meet.
struct RecordedRun {
    std::vector<Intent> intents;
    int turns = 0;
    std::uint64_t hash = 0;
};

// The runs BotTurns plays on `seed`: kBotTurns bot turns, a new run on the same seed whenever one ends.
std::vector<RecordedRun> record_bot_turns(std::uint64_t seed) {
    std::vector<RecordedRun> runs;
    int played = 0;
    while (played < kBotTurns) {
        auto game = new_game(content(), seed, "bench");
        RecordedRun run;
        BotTurnHooks hooks;
        hooks.played = [&run](const Intent& intent, bool) { run.intents.push_back(intent); };
        run.turns = play_bot_turns(*game, bot_intent, kBotTurns - played, hooks).turns;
        run.hash = state_hash(*game);
        played += run.turns;
        runs.push_back(std::move(run));
    }
    return runs;
}

void EngineTurns(benchmark::State& state) {
    const auto seed = static_cast<std::uint64_t>(state.range(0));
    const std::vector<RecordedRun> runs = record_bot_turns(seed);
    for (const RecordedRun& run : runs) {  // the replay must be the bot's game, or the figure is of another one
        auto game = new_game(content(), seed, "bench");
        for (const Intent& intent : run.intents) (void)play_turn(*game, intent);
        if (state_hash(*game) != run.hash) {
            state.SkipWithError("the replayed intents did not play the bot's game (state hashes differ)");
            return;
        }
    }
    double turns = 0;
    double actions = 0;
    for (auto _ : state) {
        for (const RecordedRun& run : runs) {
            state.PauseTiming();
            auto game = new_game(content(), seed, "bench");
            state.ResumeTiming();
            for (const Intent& intent : run.intents) (void)play_turn(*game, intent);
            actions += static_cast<double>(game->monster_actions);
            turns += run.turns;
            benchmark::DoNotOptimize(game->turn);
        }
    }
    report(state, turns, actions);
}
BENCHMARK(EngineTurns)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

// What the bot's turns would cost if a turn were only moving each monster one cell: as many positions per turn
// as the bot's floors hold monsters on average (measured by BotTurns' actions_per_turn, about one).
void BotTurns_Baseline(benchmark::State& state) {
    constexpr int kMonstersPerFloor = 12;
    std::vector<Point> positions(kMonstersPerFloor, Point{1, 1});
    for (auto _ : state) {
        for (int turn = 0; turn < kBotTurns; ++turn) {
            for (Point& p : positions) p.x = (p.x + 1) & 63;
            benchmark::DoNotOptimize(positions.data());
        }
    }
    report(state, static_cast<double>(state.iterations()) * kBotTurns,
           static_cast<double>(state.iterations()) * kBotTurns * kMonstersPerFloor);
}
BENCHMARK(BotTurns_Baseline)->Unit(benchmark::kMillisecond);

std::unique_ptr<Game> stress_game(int monsters, bool hunting) {
    auto game = new_game(content(), kStressSeed, "bench");
    Rng layout = Rng::derive(kStressSeed, "bench.stress.layout");
    FloorMap map = generate_cave_layout(layout, kStressDepth, FloorSize{kStressSide, kStressSide});
    const Point start = map.stairs_up;
    install_map(*game, std::move(map), start);
    Health& hp = game->world.get<Health>(game->player);
    hp.hp = hp.max_hp = kEndlessHp;
    if (hunting) game->world.set<Aggravates>(game->player);
    Rng placing = Rng::derive(kStressSeed, "bench.stress.monsters");
    SpawnContext ctx{game->world, game->places, *game->content, placing, kStressDepth};
    int placed = 0;
    while (placed < monsters) {
        const Point p{static_cast<int>(placing.below(kStressSide)), static_cast<int>(placing.below(kStressSide))};
        if (!game->map().walkable(p) || creature_at(*game, p) != ecs::null_entity) continue;
        const SpawnResult made = spawn_named(ctx, "rat", Place::at(p));
        if (!made) continue;
        game->world.get<Mind>(made.entity).movement = Movement::chaser;
        ++placed;
    }
    return game;
}

// The stress floor's hunters run back to where they started every kStressResetTurns turns (outside the timed
// loop): left alone they reach the player within a hundred turns and stand jammed in a crowd, and a turn of
// monsters that cannot move measures waiting, not hunting. moves_per_action says how many actions were steps.
constexpr int kStressResetTurns = 16;

struct StressMonster {
    ecs::Entity entity;
    Point start;
};

std::vector<StressMonster> stress_monsters(const Game& game) {
    std::vector<StressMonster> out;
    for (const ecs::Entity e : game.world.view<Mind, Position>()) out.push_back({e, game.world.get<Position>(e).cell});
    return out;
}

// Every monster back on its first cell: all taken off first, so none lands on a cell another still holds. The
// floor's patience is refilled too: a benchmark that waits past it would be carried off the stress floor by the
// portal (sim/turn/patience_system.cpp) and go on timing an ordinary floor, its hunters gone.
void reset_stress_monsters(Game& game, const std::vector<StressMonster>& monsters) {
    for (const StressMonster& m : monsters) (void)move_to(game.world, game.places, m.entity, Place::nowhere());
    for (const StressMonster& m : monsters) (void)move_to(game.world, game.places, m.entity, Place::at(m.start));
    game.patience = game.constants().patience_per_floor;
}

// How many of `monsters` stand elsewhere than in `cells`, which is then brought up to date.
std::size_t count_moves(const Game& game, const std::vector<StressMonster>& monsters, std::vector<Point>& cells) {
    std::size_t moved = 0;
    for (std::size_t i = 0; i < monsters.size(); ++i) {
        const Point now = game.world.get<Position>(monsters[i].entity).cell;
        moved += now != cells[i] ? 1 : 0;
        cells[i] = now;
    }
    return moved;
}

void report_moves(benchmark::State& state, double actions, double moves) {
    state.counters["moves_per_action"] = actions > 0 ? moves / actions : 0;
}

void stress(benchmark::State& state, bool hunting) {
    const int monsters = static_cast<int>(state.range(0));
    auto game = stress_game(monsters, hunting);
    const std::vector<StressMonster> placed = stress_monsters(*game);
    std::vector<Point> cells;
    for (const StressMonster& m : placed) cells.push_back(m.start);
    const std::uint64_t actions_before = game->monster_actions;
    double turns = 0;
    double moves = 0;
    for (auto _ : state) {
        (void)play_turn(*game, Intent::wait());
        turns += 1;
        state.PauseTiming();
        if (game->outcome != Outcome::alive || !game->world.valid(placed.front().entity)) {
            state.SkipWithError("the player left the stress floor (died or was carried off): the figure would time another floor");
            break;
        }
        moves += static_cast<double>(count_moves(*game, placed, cells));
        if (static_cast<int>(turns) % kStressResetTurns == 0) {
            reset_stress_monsters(*game, placed);
            for (std::size_t i = 0; i < placed.size(); ++i) cells[i] = placed[i].start;
        }
        state.ResumeTiming();
    }
    const auto actions = static_cast<double>(game->monster_actions - actions_before);
    report(state, turns, actions);
    report_moves(state, actions, moves);
    state.SetComplexityN(monsters);
}

void StressCave_Hunting(benchmark::State& state) { stress(state, true); }
void StressCave_Idle(benchmark::State& state) { stress(state, false); }
BENCHMARK(StressCave_Hunting)->Arg(50)->Arg(100)->Arg(250)->Arg(500)->Arg(1'000)->Arg(10'000)->Complexity(benchmark::oN)->Unit(benchmark::kMicrosecond);
BENCHMARK(StressCave_Idle)->Arg(50)->Arg(100)->Arg(250)->Arg(500)->Arg(1'000)->Arg(10'000)->Complexity(benchmark::oN)->Unit(benchmark::kMicrosecond);

// The floor under StressCave_Hunting: the same cave, the same monsters on the same cells, reset on the same
// turns, and a chase with no rules at all: once per turn a distance map to the player (the engine's own
// Dijkstra, PathFinder::dijkstra_map), then each monster steps to its best free neighbour (lowest distance, an
// occupancy grid of who stands where). No energy, percept, sides, conditions or abilities: what a hunting turn
// cannot cost less than. Read StressCave_Hunting's action_ns over this one's, at the same N.
void StressCave_ChaseFloor(benchmark::State& state) {
    const int count = static_cast<int>(state.range(0));
    auto game = stress_game(count, true);
    const FloorMap& map = game->map();
    const Point player = player_cell(*game);
    std::vector<Point> starts;
    for (const StressMonster& m : stress_monsters(*game)) starts.push_back(m.start);
    std::vector<Point> monsters = starts;
    Grid<std::uint8_t> occupied(map.width(), map.height(), 0);
    const auto occupy_starts = [&] {
        occupied.fill(0);
        occupied.at(player) = 1;
        for (const Point p : starts) occupied.at(p) = 1;
        monsters = starts;
    };
    occupy_starts();
    PathFinder finder(StepCosts{1, 1});
    Grid<int> distance(map.width(), map.height(), kUnreachable);
    const Point goals[] = {player};
    double turns = 0;
    double moves = 0;
    for (auto _ : state) {
        finder.dijkstra_map(distance, goals, [&map](int x, int y) { return map.walkable({x, y}) ? 1 : 0; });
        for (Point& p : monsters) {
            Point best = p;
            int best_distance = distance.at(p);
            for (const Point d : kNeighbours8) {
                const Point n = p + d;
                if (!distance.in_bounds(n) || distance.at(n) >= best_distance || occupied.at(n) != 0) continue;
                best = n;
                best_distance = distance.at(n);
            }
            if (best == p) continue;
            occupied.at(p) = 0;
            occupied.at(best) = 1;
            p = best;
            moves += 1;
        }
        benchmark::DoNotOptimize(monsters.data());
        turns += 1;
        if (static_cast<int>(turns) % kStressResetTurns == 0) {
            state.PauseTiming();
            occupy_starts();
            state.ResumeTiming();
        }
    }
    report(state, turns, turns * count);
    report_moves(state, turns * count, moves);
    state.SetComplexityN(count);
}
BENCHMARK(StressCave_ChaseFloor)->Arg(50)->Arg(100)->Arg(250)->Arg(500)->Arg(1'000)->Arg(10'000)->Complexity(benchmark::oN)->Unit(benchmark::kMicrosecond);

void StressCave_Baseline(benchmark::State& state) {
    const auto monsters = static_cast<std::size_t>(state.range(0));
    std::vector<Point> positions(monsters, Point{1, 1});
    for (auto _ : state) {
        for (Point& p : positions) p.x = (p.x + 1) & 127;
        benchmark::DoNotOptimize(positions.data());
    }
    report(state, static_cast<double>(state.iterations()),
           static_cast<double>(state.iterations()) * static_cast<double>(monsters));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(StressCave_Baseline)->Arg(50)->Arg(100)->Arg(250)->Arg(500)->Arg(1'000)->Arg(10'000)->Complexity(benchmark::oN)->Unit(benchmark::kMicrosecond);

}  // namespace
