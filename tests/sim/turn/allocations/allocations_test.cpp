// No allocation per turn (issue 21, item 3). This program replaces the global operator new, so it is a test
// binary of its own: counting there would not disturb any other test. It plays the bot past a warm-up (the
// first floors fill every scratch buffer, column and index to its working size) and then counts every heap
// allocation a further run of turns makes.
//
// What may still allocate in a warm game is listed in docs/explanation/performance.md (## Allocations per
// turn); the test pins each count so that a new allocation on the turn's path fails here, with the figures.

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>

#include "sim/tables/loader.hpp"
#include "sim/tools/bot.hpp"
#include "sim/run/floors.hpp"

namespace {

std::atomic<bool> counting{false};
std::atomic<std::uint64_t> allocations{0};

void* allocate(std::size_t size) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
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
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
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

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

constexpr std::uint64_t kSeed = 5;  // a seed whose bot is still alive after the turns below (generation 2)
constexpr int kWarmUpTurns = 200;
constexpr int kCountedTurns = 1000;

// What the log shows last: it changes when a turn writes a message (a new one, or a repeat folded into it).
struct LogMark {
    std::uint64_t sequence = 0;
    std::uint32_t repeats = 0;
    friend bool operator==(const LogMark&, const LogMark&) = default;
};
LogMark log_mark(const Game& g) {
    if (g.log.empty()) return {};
    return {g.log.messages().back().sequence, g.log.messages().back().repeats};
}

// The allocations of one bot turn, and whether the turn wrote to the log or changed floor.
struct TurnCount {
    std::uint64_t allocations = 0;
    bool quiet = false;  // no message and no new floor
};

TurnCount count_one_bot_turn(Game& g) {
    const LogMark log_before = log_mark(g);
    const int depth_before = g.depth();
    const auto changes_before = g.descent.floor_changes;
    allocations = 0;
    counting = true;
    (void)run_bot(g, 1);
    counting = false;
    const bool quiet = log_mark(g) == log_before && g.depth() == depth_before &&
                       g.descent.floor_changes == changes_before;
    return {allocations.load(), quiet};
}

TEST(Allocations, TheCounterSeesAnAllocation) {
    allocations = 0;
    counting = true;
    int* volatile p = new int(7);  // volatile: the compiler may not elide the allocation
    counting = false;
    delete p;
    EXPECT_EQ(allocations.load(), 1U);
}

// A warm turn's systems and the monsters' minds allocate nothing: every scratch buffer lives in the Game
// (PathScratch) and keeps its capacity, and the location index keeps each cell's room. What still allocates is
// telling the player (a message's text) and a new floor (its map and population): events, not turns; and, in
// a quiet turn, the stop rule's lists of threats while a monster is in view (sim/actions/repeat.cpp, at most a
// few per call, growing with the monsters in view). So a quiet turn allocates at most kQuietTurnAllocations, and
// quiet turns together fewer than one allocation in kQuietTurnsPerAllocation turns, however long the run goes on.
constexpr std::uint64_t kQuietTurnAllocations = 8;
constexpr std::uint64_t kQuietTurnsPerAllocation = 10;

TEST(Allocations, AQuietWarmBotTurnAllocatesAtMostTheStopRulesLists) {
    auto game = new_game(content(), kSeed, "allocations");
    ASSERT_EQ(run_bot(*game, kWarmUpTurns), kWarmUpTurns);
    std::uint64_t quiet_turns = 0;
    std::uint64_t quiet_allocations = 0;
    std::uint64_t news_turns = 0;
    std::uint64_t news_allocations = 0;
    std::uint64_t most_in_a_news_turn = 0;
    for (int turn = 0; turn < kCountedTurns && game->outcome == Outcome::alive; ++turn) {
        const TurnCount c = count_one_bot_turn(*game);
        if (c.quiet) {
            ++quiet_turns;
            quiet_allocations += c.allocations;
            EXPECT_LE(c.allocations, kQuietTurnAllocations) << "quiet bot turn " << game->turn;
        } else {
            ++news_turns;
            news_allocations += c.allocations;
            most_in_a_news_turn = std::max(most_in_a_news_turn, c.allocations);
        }
    }
    ASSERT_EQ(quiet_turns + news_turns, static_cast<std::uint64_t>(kCountedTurns)) << "the bot died early";
    EXPECT_GT(quiet_turns, news_turns) << "most turns say nothing";
    EXPECT_LT(quiet_allocations * kQuietTurnsPerAllocation, quiet_turns) << "quiet turns allocate";
    std::printf("quiet turns %llu: %llu allocations; turns with news %llu: %llu allocations (at most %llu)\n",
                static_cast<unsigned long long>(quiet_turns), static_cast<unsigned long long>(quiet_allocations),
                static_cast<unsigned long long>(news_turns), static_cast<unsigned long long>(news_allocations),
                static_cast<unsigned long long>(most_in_a_news_turn));
}

}  // namespace
}  // namespace yoord
