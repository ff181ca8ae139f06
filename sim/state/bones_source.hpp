#pragma once
// Where a run meets the bones of earlier runs (sim/run/bones.hpp): the one door from outside the simulation to a
// ghost. In play it is the data folder's bones/ (sim/io/records/bones_files.hpp), which hands a depth's file over
// once and removes it; in a replay it is the recording's own `bones` lines, so a replay never reads the disk; in
// every other mode (tests, the bot, the balance report, the seed catalog, the fuzzer) there is none and no run
// meets bones. Beside the run, never saved or hashed: what a run met is in its state (the ghost and its gear).

#include <optional>
#include <string>

namespace yoord {

// Bones a floor change met: the depth and the bones file's text, exactly as read (a recording keeps it).
struct MetBones {
    int depth = 0;
    std::string text;
};

class BonesSource {
public:
    BonesSource() = default;
    BonesSource(const BonesSource&) = delete;
    BonesSource& operator=(const BonesSource&) = delete;
    virtual ~BonesSource() = default;

    // The text of the bones left for `depth`, taken: no other run will be handed it. Nothing when there are none
    // (or they could not be used: the source says why in its own way).
    [[nodiscard]] virtual std::optional<std::string> take(int depth) = 0;
};

}  // namespace yoord
