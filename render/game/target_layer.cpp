#include "render/game/target_layer.hpp"

#include <algorithm>

#include "render/game/view_model.hpp"

namespace yoord {

TargetLayer::TargetLayer(Game& game, GameMapSource& map, const Keymap& keymap, TargetMode mode, std::string prompt,
                         Action confirm)
    : game_(&game),
      map_(&map),
      keymap_(&keymap),
      mode_(mode),
      prompt_(std::move(prompt)),
      confirm_(confirm),
      targets_(visible_targets(game)),
      cursor_(player_cell(game)) {
    if (!targets_.empty()) target_index_ = 0;
    move_to(targets_.empty() ? cursor_ : targets_.front());
}

TargetLayer::~TargetLayer() { map_->set_cursor(std::nullopt); }

void TargetLayer::move_to(Point p) {
    const FloorMap& m = game_->map();
    cursor_ = Point{std::clamp(p.x, 0, m.width() - 1), std::clamp(p.y, 0, m.height() - 1)};
    map_->set_cursor(MapPoint{cursor_.x, cursor_.y});
}

void TargetLayer::cycle(int delta) {
    if (targets_.empty()) return;
    const int n = static_cast<int>(targets_.size());
    target_index_ = ((target_index_ + delta) % n + n) % n;
    move_to(targets_[static_cast<std::size_t>(target_index_)]);
}

void TargetLayer::done() {
    map_->set_cursor(std::nullopt);
    if (mode_ == TargetMode::aim) {
        finish(cursor_);
    } else {
        cancel();
    }
}

void TargetLayer::draw(const Canvas& screen) {
    const Canvas top = screen.sub(Rect{0, 0, screen.width(), 2});
    top.fill();
    int x = top.text(0, 0, prompt_ + ": ", styles::heading);
    top.text(x, 0, describe_cell(*game_, cursor_));
    const std::string pick = mode_ == TargetMode::aim ? "Enter or " + keymap_->key_names(confirm_, "/") + " picks, " : "";
    x = top.text(0, 1, "Direction keys move (Shift: far), Tab cycles creatures, ", styles::hint);
    top.text(x, 1, pick + "Esc " + (mode_ == TargetMode::aim ? "cancels" : "ends"), styles::hint);
}

void TargetLayer::on_key(Key key, LayerStack& /*stack*/) {
    if (key.code == keys::escape) {
        map_->set_cursor(std::nullopt);
        cancel();
        return;
    }
    if (key.code == keys::tab) return cycle(1);
    if (key.code == keys::back_tab) return cycle(-1);
    if (key.code == keys::enter) return done();
    const std::optional<Action> action = keymap_->action_for(key);
    if (!action) return;
    if (*action == confirm_) return done();
    if (const std::optional<Step> s = step_of(*action)) {
        const int reach = is_run(*action) ? kCursorJump : 1;
        move_to(cursor_ + Point{s->dx * reach, s->dy * reach});
    }
}

}  // namespace yoord
