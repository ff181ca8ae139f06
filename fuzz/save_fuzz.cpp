// libFuzzer target: the save loader (sim/io/save/save.hpp). Any bytes must load into a game or come back as a
// LoadError with a message; a game that loads is hashed, checked and played for a few turns, so a save the
// loader wrongly accepts shows up as a crash, an assertion or broken invariants rather than passing silently.

#include <cstddef>
#include <cstdint>
#include <span>

#include "sim/tools/invariants.hpp"
#include "sim/io/save/save.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "fuzz/embedded_content.hpp"

namespace {

constexpr int kTurnsAfterLoad = 5;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(data), size);
    auto loaded = yoord::save::load_save(bytes, yoord::fuzz::embedded_content());
    if (!loaded) {
        if (loaded.error().message.empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    yoord::Game& game = **loaded;
    (void)yoord::state_hash(game);
    if (!yoord::check_invariants(game).empty()) __builtin_trap();  // the loader accepted a broken game
    for (int t = 0; t < kTurnsAfterLoad; ++t) (void)yoord::play_turn(game, yoord::Intent::wait());
    return 0;
}
