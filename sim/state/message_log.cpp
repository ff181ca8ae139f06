#include "sim/state/message_log.hpp"

#include <algorithm>
#include <utility>

#include "core/assert.hpp"

namespace yoord {

std::string display_text(const Message& m) {
    if (m.repeats <= 1) return m.text;
    return m.text + " (x" + std::to_string(m.repeats) + ")";
}

MessageLog::MessageLog(std::size_t capacity) : capacity_(capacity) {
    YOORD_ASSERT(capacity > 0, "a message log must hold at least one message");
}

void MessageLog::add(std::string text, Tone tone) {
    if (text.empty()) return;
    if (!messages_.empty() && messages_.back().text == text) {
        // The newest message keeps its place; a fresh sequence makes it unseen again (and stays in order, as
        // it is the newest), so the next page shows the new count.
        Message& last = messages_.back();
        ++last.repeats;
        last.turn = turn_;
        last.sequence = next_sequence_++;
        last.tone = tone;
        return;
    }
    messages_.push_back(Message{std::move(text), turn_, 1, next_sequence_++, tone});
    if (messages_.size() > capacity_) messages_.pop_front();
}

void MessageLog::join(std::string text, Tone tone) {
    if (text.empty()) return;
    if (messages_.empty() || messages_.back().turn != turn_ || messages_.back().repeats != 1) {
        add(std::move(text), tone);
        return;
    }
    Message& last = messages_.back();
    last.text += ' ';
    last.text += text;
    last.sequence = next_sequence_++;
    if (tone != Tone::plain) last.tone = tone;
}

void MessageLog::restore(std::deque<Message> messages, std::uint32_t turn, std::uint64_t next_sequence,
                         std::uint64_t first_unseen) {
    messages_ = std::move(messages);
    while (messages_.size() > capacity_) messages_.pop_front();
    turn_ = turn;
    next_sequence_ = next_sequence;
    first_unseen_ = first_unseen;
}

void MessageLog::set_tones(const std::vector<Tone>& tones) {
    if (tones.size() != messages_.size()) return;
    for (std::size_t i = 0; i < tones.size(); ++i) messages_[i].tone = tones[i];
}

std::vector<Message> MessageLog::tail(std::size_t count) const {
    const std::size_t n = std::min(count, messages_.size());
    return {messages_.end() - static_cast<std::ptrdiff_t>(n), messages_.end()};
}

std::size_t MessageLog::unseen_count() const noexcept {
    return static_cast<std::size_t>(std::count_if(messages_.begin(), messages_.end(),
                                                  [&](const Message& m) { return m.sequence >= first_unseen_; }));
}

std::vector<Message> MessageLog::unseen() const { return tail(unseen_count()); }

}  // namespace yoord
