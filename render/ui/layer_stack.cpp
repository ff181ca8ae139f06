#include "render/ui/layer_stack.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "core/assert.hpp"
#include "render/stop_signal.hpp"
#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

void draw_too_small(Terminal& terminal, Size needed) {
    const Size now = terminal.size();
    const std::string message = phrase("ui.too_small", {{"n", std::to_string(needed.width) + "×" + std::to_string(needed.height)},
                                                         {"count", std::to_string(now.width) + "×" + std::to_string(now.height)}});
    const Canvas screen(terminal);
    const std::vector<std::string> lines = wrap_text(message, std::max(1, now.width));
    const int top = std::max(0, (now.height - static_cast<int>(lines.size())) / 2);
    for (std::size_t i = 0; i < lines.size(); ++i) screen.centred_text(top + static_cast<int>(i), lines[i], styles::warning);
}

LayerStack::LayerStack(Terminal& terminal, Size minimum) : terminal_(&terminal), minimum_(minimum) {}

void LayerStack::push(std::unique_ptr<Layer> layer) {
    YOORD_ASSERT(layer != nullptr, "pushing a null layer");
    layers_.push_back(std::move(layer));
}

bool LayerStack::too_small() const {
    const Size s = terminal_->size();
    return s.width < minimum_.width || s.height < minimum_.height;
}

void LayerStack::draw() {
    terminal_->clear();
    terminal_->rest_cursor(std::nullopt);  // a layer that wants it marks it again (Canvas::mark_cursor)
    if (too_small()) {
        draw_too_small(*terminal_, minimum_);
    } else {
        const Canvas screen(*terminal_);
        for (const auto& layer : layers_) layer->draw(screen);
    }
    terminal_->present();
}

bool LayerStack::step(std::chrono::milliseconds timeout) {
    // A stop request (render/stop_signal.hpp) is seen here, between two keys, and treated as input gone.
    if (stop_requested()) {
        hung_up_ = true;
        return true;
    }
    const std::optional<Key> key = unread_ ? std::exchange(unread_, std::nullopt) : terminal_->poll_key(timeout);
    if (!key) return false;
    if (key->code == keys::hangup) {
        hung_up_ = true;
        return true;
    }
    if (key->code == keys::resize || too_small()) return true;
    if (Layer* layer = top()) layer->on_key(*key, *this);
    pop_closed();
    return true;
}

bool LayerStack::contains(const Layer* layer) const noexcept {
    return std::any_of(layers_.begin(), layers_.end(), [&](const auto& l) { return l.get() == layer; });
}

void LayerStack::run_until_closed(const Layer& layer) {
    while (!hung_up_ && contains(&layer) && !layer.closed()) {
        draw();
        step();
    }
}

void LayerStack::remove(const Layer& layer) {
    const auto it = std::find_if(layers_.begin(), layers_.end(), [&](const auto& l) { return l.get() == &layer; });
    if (it != layers_.end()) layers_.erase(it);
}

void LayerStack::pop_closed() {
    // Only closed layers at the top go: a query's own loop removes its layer once it has read the result.
    while (!layers_.empty() && layers_.back()->closed()) {
        if (std::find(queries_.begin(), queries_.end(), layers_.back().get()) != queries_.end()) break;
        layers_.pop_back();
    }
}

}  // namespace yoord
