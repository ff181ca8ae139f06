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
      targets_(mode == TargetMode::travel ? travel_targets(game) : visible_targets(game)),
      cursor_(player_cell(game)) {
    if (mode_ == TargetMode::travel) {
        move_to(cursor_);
        return;
    }
    if (!targets_.empty()) target_index_ = 0;
    move_to(targets_.empty() ? cursor_ : targets_.front());
}

std::string_view TargetLayer::name() const {
    switch (mode_) {
        case TargetMode::look: return "look";
        case TargetMode::aim: return "aim";
        case TargetMode::travel: return "travel";
    }
    return "look";
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
    if (mode_ != TargetMode::look) {
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
    draw_hint(top);
}

void TargetLayer::draw_hint(const Canvas& top) const {
    if (mode_ == TargetMode::travel) {
        const std::string stairs = keymap_->key_names(Action::ascend, "/") + " " + keymap_->key_names(Action::descend, "/");
        top.text(0, 1, "Directions move (Shift: far)  Tab: items  " + stairs + ": stairs  Enter: go  Esc: cancel",
                 styles::hint);
        return;
    }
    const bool aim = mode_ == TargetMode::aim;
    const std::string pick = aim ? "Enter or " + keymap_->key_names(confirm_, "/") + " picks, " : "";
    const int x = top.text(0, 1, "Direction keys move (Shift: far), Tab cycles creatures, ", styles::hint);
    top.text(x, 1, pick + "Esc " + (aim ? "cancels" : "ends"), styles::hint);
}

// Travelling, the stairs keys put the cursor on the stairs, once the player has seen them.
bool TargetLayer::jump_to_stairs(Action action) {
    if (mode_ != TargetMode::travel || (action != Action::ascend && action != Action::descend)) return false;
    const FloorMap& m = game_->map();
    const Point stairs = action == Action::ascend ? m.stairs_up : m.stairs_down;
    if (m.in_bounds(stairs) && game_->view.remembered.at(stairs)) move_to(stairs);
    return true;
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
    if (jump_to_stairs(*action)) return;
    if (const std::optional<Step> s = step_of(*action)) {
        const int reach = is_run(*action) ? kCursorJump : 1;
        move_to(cursor_ + Point{s->dx * reach, s->dy * reach});
    }
}

}  // namespace yoord
