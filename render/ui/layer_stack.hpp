#pragma once
// The stack of UI layers over one Terminal.
//
// - draw(): all layers bottom to top, then present. Below the minimum size (80×24) the layers are not drawn;
//   the screen says so instead, and everything comes back as it was once the terminal is large enough.
// - step(): one key to the top layer (a resize only redraws; keys are ignored while the terminal is too small),
//   then closed layers are popped.
// - query(): pushes a layer and runs the loop until it closes; returns its result or nullopt (cancelled).
//   Tests may queue results: while the queue is not empty, query() returns its front instead of running the
//   layer, so a menu resolves with no terminal. Every query is logged by layer name either way.

#include <any>
#include <deque>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "render/terminal.hpp"
#include "render/ui/layer.hpp"

namespace yoord {

inline constexpr Size kMinTerminalSize{80, 24};

// "Yoord needs 80×24; this terminal is W×H", drawn centred (and wrapped if the terminal is very narrow).
void draw_too_small(Terminal& terminal, Size needed);

class LayerStack {
public:
    explicit LayerStack(Terminal& terminal, Size minimum = kMinTerminalSize);

    [[nodiscard]] Terminal& terminal() noexcept { return *terminal_; }
    void push(std::unique_ptr<Layer> layer);
    [[nodiscard]] Layer* top() const noexcept { return layers_.empty() ? nullptr : layers_.back().get(); }
    [[nodiscard]] std::size_t depth() const noexcept { return layers_.size(); }
    // Whether `layer` is still on the stack (a closed layer at the top is popped, and destroyed, after a key).
    // Takes a pointer, which may be dangling: it is compared, never followed.
    [[nodiscard]] bool contains(const Layer* layer) const noexcept;
    [[nodiscard]] bool too_small() const;
    // True once input is gone (keys::hangup): every query from then on is cancelled.
    [[nodiscard]] bool hung_up() const noexcept { return hung_up_; }

    void draw();
    // Hands `key` back: the next step() takes it before asking the terminal (an animation a key skipped gives
    // the key back, so it is not lost). One key is kept; a second replaces the first.
    void unread(Key key) { unread_ = key; }
    // Waits up to `timeout` for a key and handles it; false when nothing came.
    bool step(std::chrono::milliseconds timeout = kWaitForever);
    // Runs step() until `layer` (which must be on the stack) closes, leaves the stack, or input is gone. The
    // layer is not touched once it has left the stack: popping a closed layer destroys it.
    void run_until_closed(const Layer& layer);

    template <class L>
    [[nodiscard]] std::optional<typename L::Result> query(std::unique_ptr<L> layer) {
        using R = typename L::Result;
        query_log_.emplace_back(layer->name());
        if (!queued_.empty()) return take_queued<R>(layer->name());
        L& raw = *layer;
        push(std::move(layer));
        queries_.push_back(&raw);
        run_until_closed(raw);
        std::optional<R> result = raw.take_result();
        queries_.pop_back();
        remove(raw);
        pop_closed();
        return result;
    }

    // Queues the answer for the next query; nullopt queues a cancel. The type must be the query's Result.
    template <class R>
    void queue_result(std::optional<R> result) {
        queued_.emplace_back(std::move(result));
    }
    [[nodiscard]] std::size_t queued_results() const noexcept { return queued_.size(); }
    [[nodiscard]] const std::vector<std::string>& query_log() const noexcept { return query_log_; }

private:
    template <class R>
    std::optional<R> take_queued(std::string_view layer_name) {
        std::any front = std::move(queued_.front());
        queued_.pop_front();
        if (auto* value = std::any_cast<std::optional<R>>(&front)) return std::move(*value);
        throw std::logic_error("a queued result does not fit the query of layer '" + std::string(layer_name) + "'");  // not player text
    }
    void remove(const Layer& layer);
    void pop_closed();

    Terminal* terminal_;
    Size minimum_;
    std::vector<std::unique_ptr<Layer>> layers_;
    std::vector<const Layer*> queries_;  // layers whose query() is running; they hold a result to read
    std::deque<std::any> queued_;
    std::vector<std::string> query_log_;
    bool hung_up_ = false;
    std::optional<Key> unread_;
};

}  // namespace yoord
