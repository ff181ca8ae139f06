// libFuzzer target: the journal of intents beside a save (sim/io/save/journal.hpp), replayed onto a game as
// the next start does. An input that starts with the journal's magic is taken whole; any other is put after
// the real header of the game it is replayed onto, so the fuzzer spends its time on the turn lines. Every input
// is either replayed (and the game keeps its invariants) or refused with a reason.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "sim/io/save/journal.hpp"
#include "sim/run/floors.hpp"
#include "fuzz/embedded_content.hpp"
#include "sim/tools/invariants.hpp"


extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::unique_ptr<yoord::Game> game = yoord::new_game(yoord::fuzz::embedded_content(), 1, "fuzz");
    const std::string text = input.starts_with(yoord::save::kJournalMagic)
                                  ? std::string(input)
                                  : yoord::save::journal_header(*game) + std::string(input);
    const yoord::save::JournalReplay replayed = yoord::save::replay_journal(text, *game);
    if (replayed.problem) {
        if (replayed.problem->empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    if (!yoord::check_invariants(*game).empty()) __builtin_trap();  // a replayed journal broke the game
    return 0;
}
