#include "render/ui/play_layer.hpp"

#include "render/ui/confirm_layer.hpp"
#include "render/ui/help_layer.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/message_layers.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

PlayLayer::PlayLayer(const Keymap& keymap, MessageLog& log, const MapSource* map, ActionHandler on_action)
    : keymap_(&keymap), log_(&log), on_action_(std::move(on_action)), map_(map) {
    register_default_hud(widgets_, map);
}

// The packs' widgets take a row of their own while there are any (a reload may bring or drop them), so they
// never draw over a core widget.
void PlayLayer::draw(const Canvas& screen) {
    const bool pack_row = !view_.pack_fields.empty();
    if (pack_row != pack_row_) {
        pack_row_ = pack_row;
        place_pack_row(widgets_, map_, pack_row);
    }
    widgets_.draw(screen, view_);
}

void PlayLayer::after_turn(LayerStack& stack, HudView view) {
    const bool matters = turn_mattered(view_, view);
    view_ = std::move(view);
    const Size size = stack.terminal().size();
    const std::optional<Rect> area = widgets_.area_of("messages", size);
    if (area && !stack.too_small()) show_new_messages(stack, *log_, *area, matters);
    fill_messages(view_, *log_, static_cast<std::size_t>(kMessageRows));
}

void PlayLayer::on_key(Key key, LayerStack& stack) {
    const std::optional<Action> action = keymap_->action_for(key);
    if (!action) return;
    if (*action == Action::help) {
        const Content* content = content_ ? content_() : nullptr;
        stack.push(content != nullptr ? make_help_layer(*keymap_, *content) : make_help_layer(*keymap_));
        return;
    }
    if (*action == Action::message_history) {
        stack.push(make_history_layer(*log_));
        return;
    }
    if (*action == Action::quit &&
        !stack.query(std::make_unique<ConfirmLayer>(phrase(kReallyQuit))).value_or(false)) {
        return;
    }
    on_action_(*action, stack);
}

}  // namespace yoord
