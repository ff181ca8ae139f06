// No allocation per quiet turn, and a bound per message and per floor change (issue 21, item 3; issue 33,
// item 5). This program replaces the global operator new, so it is a test binary of its own: counting there
// would not disturb any other test. It plays the bot past a warm-up and then counts every heap allocation of
// each further turn, against what the turn told the player.
//
// What allocates, and why, is in docs/explanation/performance/memory.md (## Allocations per turn); a new
// allocation on a turn's path fails here, with the turn; YOORD_ALLOCATION_TRACE=1 prints where it was made.

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>

#include <execinfo.h>
#include <unistd.h>

#include "sim/tables/loader.hpp"
#include "sim/tools/bot.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/golden_content.hpp"

namespace {

std::atomic<bool> counting{false};
std::atomic<std::uint64_t> allocations{0};

// YOORD_ALLOCATION_TRACE=1 prints the call stack of every counted allocation to stderr, "binary(+offset)" per
// frame: `addr2line -f -C -i -e build/tests/test_sim_turn_allocations OFFSET` names the functions. This is how
// each allocation the test pins was found.
bool tracing() {
    static const bool on = std::getenv("YOORD_ALLOCATION_TRACE") != nullptr;
    return on;
}

void note_allocation(std::size_t size) {
    if (!counting.load(std::memory_order_relaxed)) return;
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (!tracing()) return;
    counting = false;  // backtrace() may allocate the first time it runs
    void* frames[32];
    const int n = backtrace(frames, 32);
    char line[64];
    const int length = std::snprintf(line, sizeof line, "allocation of %zu bytes:\n", size);
    (void)!write(2, line, static_cast<std::size_t>(length));
    backtrace_symbols_fd(frames, n, 2);
    counting = true;
}

void* allocate(std::size_t size) {
    note_allocation(size);
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
    note_allocation(size);
    const auto alignment = static_cast<std::size_t>(align);
    const std::size_t rounded = (size + alignment - 1) / alignment * alignment;
    if (void* p = std::aligned_alloc(alignment, rounded == 0 ? alignment : rounded)) return p;
    throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, std::align_val_t align) { return allocate_aligned(size, align); }
void* operator new[](std::size_t size, std::align_val_t align) { return allocate_aligned(size, align); }
// The nothrow forms too (std::stable_sort's buffer uses them): every form must come from this malloc, or a
// sanitizer sees the library's new freed by this delete.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    note_allocation(size);
    return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
    try {
        return allocate_aligned(size, align);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t& tag) noexcept {
    return operator new(size, align, tag);
}
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace yoord {
namespace {

// The bot's runs are played on the frozen tables: which turns are quiet depends on which rows a floor draws, so a
// row added to content/ would move the turns this counts (tests/support/golden_content.hpp).
const Content& content() { return test::frozen_content(); }

constexpr std::uint64_t kSeed = 5;  // a seed whose bot changes floor in the turns below (generation 2)
constexpr int kWarmUpTurns = 200;
constexpr int kCountedTurns = 1000;

// What a turn may allocate, and nothing else: nothing for a quiet turn (no message, no floor change); for each
// message written, its text (the log's string, and the names and sentences it was built from); for each floor
// change, the new floor (its layout, population plan and spawned rows) and the scratch fitted to it.
constexpr std::uint64_t kAllocationsPerMessage = 24;
constexpr std::uint64_t kAllocationsPerFloorChange = 400;

// What the log shows last: it changes when a turn writes a message (a new one, a repeat folded into the newest,
// or a sentence joined onto it).
struct LogMark {
    std::uint64_t sequence = 0;
    std::uint32_t repeats = 0;
    std::size_t length = 0;
};
LogMark log_mark(const Game& g) {
    if (g.log.empty()) return {};
    const Message& newest = g.log.messages().back();
    return {newest.sequence, newest.repeats, newest.text.size()};
}

// The messages written between two marks: new ones, repeats folded into the newest, and a sentence joined onto
// it (MessageLog::join).
std::uint64_t messages_between(const LogMark& before, const LogMark& after) {
    if (after.sequence != before.sequence) return after.sequence - before.sequence + (after.repeats - 1);
    if (after.repeats != before.repeats) return after.repeats - before.repeats;
    return after.length != before.length ? 1 : 0;
}

// The allocations of one bot turn, and what the turn told the player.
struct TurnCount {
    std::uint64_t allocations = 0;
    std::uint64_t messages = 0;
    std::uint64_t floor_changes = 0;
    [[nodiscard]] bool quiet() const { return messages == 0 && floor_changes == 0; }
    [[nodiscard]] std::uint64_t bound() const {
        return messages * kAllocationsPerMessage + floor_changes * kAllocationsPerFloorChange;
    }
};

TurnCount count_one_bot_turn(Game& g) {
    const LogMark log_before = log_mark(g);
    const auto changes_before = g.descent.floor_changes;
    allocations = 0;
    counting = true;
    (void)run_bot(g, 1);
    counting = false;
    const TurnCount c{allocations.load(), messages_between(log_before, log_mark(g)),
                      g.descent.floor_changes - changes_before};
    if (tracing()) {
        std::fprintf(stderr, "end of turn %u: %s %s\n", g.turn, c.quiet() ? "quiet" : "news",
                     c.quiet() || g.log.empty() ? "" : g.log.messages().back().text.c_str());
    }
    return c;
}

// The counts of a run of bot turns.
struct Tally {
    int turns = 0;
    std::uint64_t quiet_turns = 0;
    std::uint64_t quiet_allocations = 0;
    std::uint64_t news_turns = 0;
    std::uint64_t messages = 0;
    std::uint64_t floor_changes = 0;
    std::uint64_t news_allocations = 0;
    std::uint64_t most_in_a_news_turn = 0;
};

// Counts `turns` bot turns, checking each against its bound.
Tally count_bot_turns(Game& g, int turns) {
    Tally t;
    for (; t.turns < turns && g.outcome == Outcome::alive; ++t.turns) {
        const TurnCount c = count_one_bot_turn(g);
        if (c.quiet()) {
            ++t.quiet_turns;
            t.quiet_allocations += c.allocations;
        } else {
            ++t.news_turns;
            t.messages += c.messages;
            t.floor_changes += c.floor_changes;
            t.news_allocations += c.allocations;
            t.most_in_a_news_turn = std::max(t.most_in_a_news_turn, c.allocations);
        }
        EXPECT_LE(c.allocations, c.bound()) << "bot turn " << g.turn << ": " << c.messages << " messages, "
                                            << c.floor_changes << " floor changes";
    }
    return t;
}

// The counts are of a run's turns, not of the bot's skill: its player is made unkillable so that a change of
// balance (a new monster on seed 5's floors) cannot end the run before the turns are counted.
constexpr int kEndlessHp = 1'000'000'000;
void make_unkillable(Game& g) {
    Health& hp = g.world.get<Health>(g.player);
    hp.hp = hp.max_hp = kEndlessHp;
}

// The log's last lines, to say what ended a run that should have lasted.
std::string log_tail(const Game& g, std::size_t lines) {
    const auto& messages = g.log.messages();
    std::string out;
    for (std::size_t i = messages.size() > lines ? messages.size() - lines : 0; i < messages.size(); ++i) {
        out += "\n  " + display_text(messages[i]);
    }
    return out;
}

void print(const char* what, const Tally& t) {
    std::printf("%s: quiet turns %llu: %llu allocations; turns with news %llu (%llu messages, %llu floor changes):"
                " %llu allocations (at most %llu in one)\n",
                what, static_cast<unsigned long long>(t.quiet_turns),
                static_cast<unsigned long long>(t.quiet_allocations), static_cast<unsigned long long>(t.news_turns),
                static_cast<unsigned long long>(t.messages), static_cast<unsigned long long>(t.floor_changes),
                static_cast<unsigned long long>(t.news_allocations),
                static_cast<unsigned long long>(t.most_in_a_news_turn));
}

TEST(Allocations, TheCounterSeesAnAllocation) {
    allocations = 0;
    counting = true;
    int* volatile p = new int(7);  // volatile: the compiler may not elide the allocation
    counting = false;
    delete p;
    EXPECT_EQ(allocations.load(), 1U);
}

// A warm turn's systems, the monsters' minds and the bot allocate nothing: every scratch buffer lives in the Game
// (TurnScratch, PathScratch), is fitted to the floor when the player arrives and keeps its capacity, and the
// location index keeps each cell's room. What allocates is telling the player (a message's text) and a new floor
// (its map and population): events, not turns, each within its bound.
TEST(Allocations, AWarmBotTurnAllocatesOnlyForItsMessagesAndFloorChanges) {
    auto game = new_game(content(), kSeed, "allocations");
    make_unkillable(*game);
    ASSERT_EQ(run_bot(*game, kWarmUpTurns), kWarmUpTurns);
    const Tally t = count_bot_turns(*game, kCountedTurns);
    ASSERT_EQ(t.turns, kCountedTurns) << "the bot died early, at turn " << game->turn << ":" << log_tail(*game, 12);
    EXPECT_GT(t.quiet_turns, t.news_turns) << "most turns say nothing";
    EXPECT_EQ(t.quiet_allocations, 0U) << "quiet turns allocate";
    EXPECT_GT(t.floor_changes, 0U) << "the run should cross a floor change, so that its bound is tried";
    print("seed 5, turns 200-1200", t);
}

// Nothing a run keeps grows its allocations as the run goes on (the log, once full, recycles its room; the notes
// and memories fill once): at turn 10,000 every turn keeps the bounds it kept at turn 100. The bot's player is
// made unkillable so that one run lasts; by turn 10,000 the bot on seed 5 is in an endless fight (a message or
// two every turn, the log long full) and the bot on seed 1 has nothing left to do (quiet turns).
constexpr int kEarlyTurn = 100;
constexpr int kLateTurn = 10'000;
constexpr int kWindowTurns = 200;

TEST(Allocations, ATurnAtTenThousandKeepsTheBoundsOfOneAtAHundred) {
    for (const std::uint64_t seed : {kSeed, std::uint64_t{1}}) {
        SCOPED_TRACE(seed);
        auto game = new_game(content(), seed, "allocations");
        make_unkillable(*game);
        ASSERT_EQ(run_bot(*game, kEarlyTurn), kEarlyTurn);
        const Tally early = count_bot_turns(*game, kWindowTurns);
        ASSERT_EQ(early.turns, kWindowTurns);
        const int between = kLateTurn - kEarlyTurn - kWindowTurns;
        ASSERT_EQ(run_bot(*game, between), between) << "the run ended at turn " << game->turn;
        const Tally late = count_bot_turns(*game, kWindowTurns);
        ASSERT_EQ(late.turns, kWindowTurns);
        EXPECT_EQ(early.quiet_allocations, 0U);
        EXPECT_EQ(late.quiet_allocations, 0U);
        EXPECT_GT(late.messages + late.quiet_turns, 0U);
        std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
        print("  turns 100-300", early);
        print("  turns 10,000-10,200", late);
    }
}

}  // namespace
}  // namespace yoord
