// libFuzzer target: determinism (the seed contract), in the form the continuous-fuzzing services run. The input
// bytes choose a seed, a list of intents and a save/load point:
//
//   bytes 0-7   the seed (little-endian; fewer bytes give a smaller seed)
//   byte 8      after how many intents the second game is saved and loaded again (mod the count + 1)
//   then 7 bytes an intent: kind, direction, letter, target x, target y, slot, amount (see intent_from)
//
// The intents are played twice on fresh games of that seed: straight through, and with a save and a load at the
// chosen point. Both must pass through the same state hash after every intent; the game fuzzer in make test
// (tests/sim/fuzz/) does the same for random runs, this target lets coverage steer the runs.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "fuzz/embedded_content.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"
#include "sim/turn/schedule.hpp"

namespace {

constexpr std::size_t kHeaderBytes = 9;
constexpr std::size_t kIntentBytes = 7;
// Enough turns to go down a few floors by explore and the stairs; more would slow every run without new paths.
constexpr std::size_t kMostIntents = 400;

// Every kind but wizard (a non-wizard run refuses it; a wizard run is its own mode) from one byte each field.
yoord::Intent intent_from(const std::uint8_t* b, const yoord::Game& game) {
    constexpr auto kinds = static_cast<std::uint8_t>(yoord::IntentKind::fight) + 1;
    yoord::Intent in;
    in.kind = static_cast<yoord::IntentKind>(b[0] % kinds);
    if (in.kind == yoord::IntentKind::wizard) in.kind = yoord::IntentKind::wait;
    in.direction = static_cast<yoord::Direction>(b[1] % 8);
    in.letter = b[2];
    in.target = yoord::Point{b[3] % game.map().width(), b[4] % game.map().height()};
    in.slot = static_cast<yoord::EquipSlot>(b[5] % yoord::kEquipSlotCount);
    in.amount = static_cast<std::int32_t>(b[6]) - 1;
    return in;
}

std::uint64_t seed_from(const std::uint8_t* data, std::size_t size) {
    std::uint64_t seed = 0;
    for (std::size_t i = 0; i < 8 && i < size; ++i) seed |= static_cast<std::uint64_t>(data[i]) << (8 * i);
    return seed;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const yoord::Content& content = yoord::fuzz::embedded_content();
    const std::uint64_t seed = seed_from(data, size);
    const std::size_t count = size <= kHeaderBytes ? 0 : std::min((size - kHeaderBytes) / kIntentBytes, kMostIntents);
    const std::size_t save_at = size > 8 ? data[8] % (count + 1) : 0;

    auto straight = yoord::new_game(content, seed, "fuzz");
    auto resumed = yoord::new_game(content, seed, "fuzz");
    if (yoord::state_hash(*straight) != yoord::state_hash(*resumed)) __builtin_trap();  // one seed, one start
    for (std::size_t i = 0; i < count; ++i) {
        if (i == save_at) {
            const std::vector<std::byte> bytes = yoord::save::save_bytes(*resumed);
            auto loaded = yoord::save::load_save(bytes, content);
            if (!loaded) __builtin_trap();  // a game's own save always loads
            resumed = std::move(*loaded);
            if (yoord::state_hash(*resumed) != yoord::state_hash(*straight)) __builtin_trap();
        }
        if (straight->outcome != yoord::Outcome::alive) break;
        const std::uint8_t* b = data + kHeaderBytes + i * kIntentBytes;
        const yoord::Intent intent = intent_from(b, *straight);
        (void)yoord::play_turn(*straight, intent);
        (void)yoord::play_turn(*resumed, intent);
        if (yoord::state_hash(*straight) != yoord::state_hash(*resumed)) __builtin_trap();  // the runs parted
    }
    return 0;
}
