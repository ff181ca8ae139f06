#include "render/ui/confirm_layer.hpp"

#include <algorithm>

#include "render/ui/layer_stack.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

ConfirmLayer::ConfirmLayer(std::string question) : question_(std::move(question)) {}

void ConfirmLayer::draw(const Canvas& screen) {
    const Canvas line = screen.sub(Rect{0, 0, screen.width(), 1});
    line.fill();
    const int drawn = line.text(0, 0, question_, styles::warning);
    const int hint = line.text(drawn, 0, phrase("ui.yes_no"), styles::hint);
    line.mark_cursor(std::min(drawn + hint, line.width() - 1), 0);
}

void ConfirmLayer::on_key(Key key, LayerStack& stack) {
    switch (key.code) {
        case U'y':
        case U'Y': finish(true); break;
        case U'n':
        case U'N': finish(false); break;
        case keys::escape:
        case keys::hangup: cancel(); break;
        case keys::resize: break;
        default:
            // Any other key is not an answer: the question is dropped (nothing done) and the key goes back to
            // the screen below, so a direction key pressed at a prompt still moves rather than vanishing.
            cancel();
            stack.unread(key);
            break;
    }
}

}  // namespace yoord
