#pragma once
// The message log: what the game tells the player, turn by turn. Plain data with no screen: the simulation
// writes to it, the front end reads it (the latest lines, --more-- pages, the full history), saves keep its tail.
//
// Each message remembers the turn it was written in (the last turn, for a folded one). The same text written
// again right after itself is counted rather than repeated ("You miss the rat. (x3)"), in one turn or over
// several, seen or not: a folded message counts as new again, so the player sees the count go up. An empty
// text is not a message (a writer that decided there is nothing to say may still call add()). The log keeps
// the newest `capacity` messages.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "sim/state/tone.hpp"

namespace yoord {

struct Message {
    std::string text;
    std::uint32_t turn = 0;
    std::uint32_t repeats = 1;
    std::uint64_t sequence = 0;  // order of writing over the whole run; never reused
    Tone tone = Tone::plain;     // from the sentence table (sim/text/strings.hpp); saved since format 7
};

// The text as shown: "text", or "text (xN)" for a repeated message.
[[nodiscard]] std::string display_text(const Message& m);

class MessageLog {
public:
    static constexpr std::size_t kDefaultCapacity = 1000;

    explicit MessageLog(std::size_t capacity = kDefaultCapacity);

    // Appends `text`, or folds it into the newest message when that has the same text. Empty text: nothing.
    void add(std::string text, Tone tone = Tone::plain);
    // Appends `text` to the newest message, after a space, when that was written this turn (a sentence that
    // carries on the one before it: a cleave after its blow), so one line says both; else add(). The joined
    // message is unseen again, like a folded one.
    void join(std::string text, Tone tone = Tone::plain);
    // Closes the current turn; later messages belong to the next one.
    void end_turn() noexcept { ++turn_; }
    [[nodiscard]] std::uint32_t turn() const noexcept { return turn_; }

    [[nodiscard]] std::size_t size() const noexcept { return messages_.size(); }
    [[nodiscard]] bool empty() const noexcept { return messages_.empty(); }
    // Oldest first.
    [[nodiscard]] const std::deque<Message>& messages() const noexcept { return messages_; }
    // The newest `count` messages (fewer if the log is shorter), oldest first.
    [[nodiscard]] std::vector<Message> tail(std::size_t count) const;

    // Messages written since the player last saw the log, oldest first; mark_seen() clears them.
    [[nodiscard]] std::vector<Message> unseen() const;
    [[nodiscard]] std::size_t unseen_count() const noexcept;
    void mark_seen() noexcept { first_unseen_ = next_sequence_; }

    // For the save loader: the log as it was saved (its tail), with the counters that carry on from it.
    void restore(std::deque<Message> messages, std::uint32_t turn, std::uint64_t next_sequence,
                 std::uint64_t first_unseen);
    // For the save loader: the restored messages' tones, oldest first, one per message (else nothing changes).
    void set_tones(const std::vector<Tone>& tones);
    [[nodiscard]] std::uint64_t next_sequence() const noexcept { return next_sequence_; }
    [[nodiscard]] std::uint64_t first_unseen() const noexcept { return first_unseen_; }

private:
    std::size_t capacity_;
    std::deque<Message> messages_;
    std::uint32_t turn_ = 0;
    std::uint64_t next_sequence_ = 0;
    std::uint64_t first_unseen_ = 0;
};

}  // namespace yoord
