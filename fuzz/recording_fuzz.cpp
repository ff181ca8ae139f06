// libFuzzer target: the recording parser, and replaying what it accepts. Any bytes are parsed with every
// bound checked; a recording that parses is replayed on the embedded content (its content hash is taken as
// matching, so the intents really reach the game): arbitrary intents, letters and targets must never crash the
// simulation or break its invariants.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tools/recordings.hpp"
#include "fuzz/embedded_content.hpp"

namespace {

// Replaying is slower than parsing: cap the turns so libFuzzer keeps a high rate of executions.
constexpr std::size_t kMaxReplayedTurns = 300;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    yoord::RecordingParse parsed = yoord::parse_recording(text);
    if (!parsed.recording) {
        if (parsed.error.empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    yoord::Recording& rec = *parsed.recording;
    if (rec.turns.size() > kMaxReplayedTurns) rec.turns.resize(kMaxReplayedTurns);
    rec.header.packs.clear();  // the embedded content has no packs: pack lines are parsed, then set aside
    const yoord::VerifyResult r = yoord::verify_recording(yoord::fuzz::embedded_content(), rec.header.content_hash, rec);
    if (r.first_broken) __builtin_trap();  // the game broke its own invariants
    return 0;
}
