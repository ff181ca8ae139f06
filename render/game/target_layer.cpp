#include "render/game/target_layer.hpp"

#include <algorithm>
#include <cctype>

#include "render/game/view_model.hpp"
#include "render/utf8.hpp"
#include "sim/actions/throwing.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/strings.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

std::string cells(int n) { return phrase(n == 1 ? "target.one_cell" : "target.cells", {{"n", std::to_string(n)}}); }

// The verb the hint names for the key that picks a target.
std::string pick_verb(Action a) {
    switch (a) {
        case Action::fire: return phrase("target.verb_fire");
        case Action::throw_item: return phrase("target.verb_throw");
        case Action::zap: return phrase("target.verb_zap");
        default: return phrase("target.verb_pick");
    }
}

}  // namespace

AimPreview preview_aim(Game& g, Point target, std::optional<int> reach) {
    const Point from = player_cell(g);
    const int distance = chebyshev(from, target);
    if (distance == 0) return {{}, false, phrase("target.where_stand"), false};
    const int range = reach.value_or(std::max(g.map().width(), g.map().height()));
    AimPreview out;
    ecs::Entity blocker = ecs::null_entity;
    const std::vector<Point> line = flight_path(g.map(), from, target, range);
    for (const Point p : line) {
        out.path.push_back(p);
        if (p == target) break;
        if (const ecs::Entity c = creature_at(g, p); c != ecs::null_entity && player_sees(g, c)) {
            blocker = c;
            break;
        }
    }
    const std::string reach_words = reach ? phrase("target.range", {{"n", std::to_string(*reach)}}) : phrase("target.range_unknown");
    if (!out.path.empty() && out.path.back() == target) {
        out.words = phrase(reach ? "target.away_in_range" : "target.away", {{"what", cells(distance)}, {"reason", reach_words}});
        return out;
    }
    if (blocker != ecs::null_entity) {
        out.words = phrase("target.in_the_way", {{"name", a_name_of(g, blocker)}});
        return out;
    }
    out.falls_short = true;
    const Point stop = out.path.empty() ? from : out.path.back();
    const std::string short_by = cells(distance - chebyshev(from, stop));
    const bool out_of_range = static_cast<int>(line.size()) >= range;
    out.out_of_range = out_of_range;
    out.words = out_of_range ? phrase("target.out_of_range", {{"what", cells(distance)}, {"reason", reach_words}, {"n", short_by}})
                             : phrase("target.blocked", {{"n", short_by}});
    return out;
}

ecs::Entity friend_struck(Game& g, Point target, const ShotShape& shape) {
    if (!shape.strikes) return ecs::null_entity;
    const auto spared = [&](ecs::Entity c) {
        return c != ecs::null_entity && c != g.player && player_sees(g, c) && !hostile(g, g.player, c);
    };
    const AimPreview preview = preview_aim(g, target, shape.reach);
    std::vector<Point> line = preview.path;
    if (shape.pierces) {
        const int range = shape.reach.value_or(std::max(g.map().width(), g.map().height()));
        line = flight_path(g.map(), player_cell(g), target, range);
    }
    for (const Point p : line) {
        if (const ecs::Entity c = creature_at(g, p); spared(c)) return c;
    }
    if (shape.radius <= 0 || preview.path.empty()) return ecs::null_entity;
    for (const ecs::Entity c : creatures_within(g, preview.path.back(), shape.radius, g.player)) {
        if (spared(c)) return c;
    }
    return ecs::null_entity;
}

TargetLayer::TargetLayer(Game& game, GameMapSource& map, const Keymap& keymap, TargetMode mode, std::string prompt,
                         Action confirm, std::optional<Point> start, std::optional<int> reach)
    : game_(&game),
      map_(&map),
      keymap_(&keymap),
      mode_(mode),
      prompt_(std::move(prompt)),
      confirm_(confirm),
      reach_(reach),
      targets_(mode == TargetMode::travel ? travel_targets(game) : visible_targets(game)),
      cursor_(player_cell(game)) {
    if (mode_ == TargetMode::travel) {
        move_to(cursor_);
        return;
    }
    if (start) {
        const auto at = std::find(targets_.begin(), targets_.end(), *start);
        if (at != targets_.end()) target_index_ = static_cast<int>(at - targets_.begin());
        move_to(*start);
        return;
    }
    // Never a friend by default: the nearest hostile (targets_ lists the hostile first), else where the player
    // stands, and Tab then goes to the first creature in the list.
    if (const std::optional<Point> foe = nearest_hostile_in_view(game)) {
        target_index_ = 0;
        move_to(*foe);
        return;
    }
    move_to(cursor_);
}

std::string_view TargetLayer::name() const {
    switch (mode_) {
        case TargetMode::look: return "look";
        case TargetMode::aim: return "aim";
        case TargetMode::travel: return "travel";
    }
    return "look";
}

TargetLayer::~TargetLayer() { clear_marks(); }

void TargetLayer::clear_marks() {
    map_->set_cursor(std::nullopt);
    map_->set_path({});
}

void TargetLayer::move_to(Point p) {
    const FloorMap& m = game_->map();
    cursor_ = Point{std::clamp(p.x, 0, m.width() - 1), std::clamp(p.y, 0, m.height() - 1)};
    map_->set_cursor(MapPoint{cursor_.x, cursor_.y});
    if (mode_ != TargetMode::aim) return;
    preview_ = preview_aim(*game_, cursor_, reach_);
    MapPath path;
    for (const Point c : preview_.path) path.cells.push_back(MapPoint{c.x, c.y});
    path.falls_short = preview_.falls_short;
    map_->set_path(std::move(path));
}

void TargetLayer::cycle(int delta) {
    if (targets_.empty()) return;
    const int n = static_cast<int>(targets_.size());
    target_index_ = ((target_index_ + delta) % n + n) % n;
    move_to(targets_[static_cast<std::size_t>(target_index_)]);
}

void TargetLayer::done() {
    clear_marks();
    if (mode_ != TargetMode::look) {
        finish(cursor_);
    } else {
        cancel();
    }
}

std::string TargetLayer::hint() const {
    if (mode_ == TargetMode::travel) {
        const std::string stairs = keymap_->key_names(Action::ascend, "/") + " " + keymap_->key_names(Action::descend, "/");
        return phrase("target.travel_hint", {{"key", stairs}});
    }
    std::string out = phrase("target.directions_move_shift_far");
    if (mode_ == TargetMode::look) return out + phrase("target.esc_done");
    return out + phrase("target.pick_hint", {{"key", keymap_->key_names(confirm_, "/")}, {"verb", pick_verb(confirm_)}});
}

void TargetLayer::draw(const Canvas& screen) {
    const Canvas top = screen.sub(Rect{0, 0, screen.width(), kTargetTextRows});
    top.fill();
    // "Look: a rat ...", but "Fire where? A rat ..." (a question needs no colon).
    const std::string heading = prompt_.ends_with('?') ? prompt_ : prompt_ + ":";
    const std::string text = heading + " " + describe_cell(*game_, cursor_);
    const int text_rows = mode_ == TargetMode::aim ? kTargetTextRows - 1 : kTargetTextRows;
    const std::vector<std::string> lines = wrap_text(text, screen.width());
    for (int row = 0; row < text_rows && row < static_cast<int>(lines.size()); ++row) {
        top.text(0, row, lines[static_cast<std::size_t>(row)]);
    }
    top.mark_cursor(0, 0);  // the description of the cell under the look or aim cursor
    // The prompt itself stands out at the start of the first line.
    if (!lines.empty() && lines.front().rfind(heading, 0) == 0) top.text(0, 0, heading, styles::heading);
    if (mode_ == TargetMode::aim) {
        top.text(0, kTargetTextRows - 1, preview_.words, preview_.falls_short ? styles::warning : styles::normal);
    }
    const Canvas bottom = screen.sub(Rect{0, screen.height() - 1, screen.width(), 1});
    bottom.fill();
    bottom.text(0, 0, hint(), styles::hint);
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
        clear_marks();
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
