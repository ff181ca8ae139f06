#pragma once
// A UI layer: something drawn on the screen that may take keys (the map, the HUD, a menu, a prompt). Layers
// live on a LayerStack; the top one gets the keys and all of them draw, bottom to top.

#include <optional>
#include <string_view>
#include <utility>

#include "render/canvas.hpp"
#include "render/key.hpp"

namespace yoord {

class LayerStack;

class Layer {
public:
    virtual ~Layer() = default;

    // A short stable name ("menu", "confirm", "pack"), used in the stack's query log and in test failures.
    [[nodiscard]] virtual std::string_view name() const = 0;
    // Draws onto the whole screen; a layer that covers only part of it leaves the rest alone.
    virtual void draw(const Canvas& screen) = 0;
    // Called only while this layer is on top. It may push further layers or run queries on `stack`.
    virtual void on_key(Key key, LayerStack& stack) = 0;

    [[nodiscard]] bool closed() const noexcept { return closed_; }
    void close() noexcept { closed_ = true; }

private:
    bool closed_ = false;
};

// A layer that answers a question: query() pushes it, runs until it closes and returns its result, or nullopt
// when it was cancelled (Escape, or input gone).
template <class R>
class QueryLayer : public Layer {
public:
    using Result = R;

    [[nodiscard]] std::optional<R> take_result() { return std::exchange(result_, std::nullopt); }

protected:
    void finish(R value) {
        result_ = std::move(value);
        close();
    }
    void cancel() {
        result_.reset();
        close();
    }

private:
    std::optional<R> result_;
};

}  // namespace yoord
