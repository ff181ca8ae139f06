#include "render/game/replay_view.hpp"

#include <memory>

#include "render/canvas.hpp"
#include "render/game/animations.hpp"
#include "render/game/blood.hpp"
#include "render/game/pack_layers.hpp"
#include "render/game/map_source.hpp"
#include "render/game/view_model.hpp"
#include "render/ui/hud_view.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/play_layer.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

std::string ReplayLayer::status_line() const {
    if (!interactive_) {
        std::string line = phrase("replay.turn", {{"n", std::to_string(played_)}, {"total", std::to_string(total_)}});
        if (!note_.empty()) line += "  " + note_;
        return line;
    }
    std::string line = phrase("replay.status", {{"n", std::to_string(played_)},
                                                 {"total", std::to_string(total_)},
                                                 {"count", std::to_string(speed_ + 1)},
                                                 {"cap", std::to_string(kReplayDelays.size())}});
    if (paused_) line += phrase("replay.paused");
    if (!note_.empty()) line += "  " + note_;
    line += phrase("replay.keys");
    return line;
}

void ReplayLayer::draw(const Canvas& screen) {
    const int row = screen.height() - 1;
    screen.fill(Rect{0, row, screen.width(), 1}, styles::selected);
    screen.text(0, row, status_line(), styles::selected);
}

void ReplayLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case U' ':
            paused_ = !paused_;
            return;
        case U'+':
        case U'>':
            if (speed_ + 1 < kReplayDelays.size()) ++speed_;
            return;
        case U'-':
        case U'<':
            if (speed_ > 0) --speed_;
            return;
        case U'.':
            if (paused_) step_requested_ = true;
            return;
        case U'q':
        case keys::escape:
            close();
            return;
        default:
            return;
    }
}

ReplayScene::ReplayScene(LayerStack& stack, const Keymap& keymap, Game& game, std::size_t total_turns,
                         bool interactive)
    : game_(&game), map_(game) {
    auto play_owned = std::make_unique<PlayLayer>(keymap, game.log, &map_, [](Action, LayerStack&) {});
    play_ = play_owned.get();
    play_->set_content_source([this] { return game_->content; });
    stack.push(std::move(play_owned));
    auto replay_owned = std::make_unique<ReplayLayer>(total_turns, interactive);
    replay_ = replay_owned.get();
    stack.push(std::move(replay_owned));
    refresh();
}

void ReplayScene::refresh() {
    HudView view = make_hud_view(*game_);
    fill_messages(view, game_->log, static_cast<std::size_t>(kMessageRows));
    game_->log.mark_seen();
    play_->refresh(std::move(view));
}

int replay_on_terminal(Terminal& terminal, const Keymap& keymap, const Content& content, const Recording& recording,
                       bool animations) {
    ReplayStart start = start_replay(content, recording);
    if (!start.game) return 1;
    Game& game = *start.game;
    LayerStack stack(terminal);
    ReplayScene scene(stack, keymap, game, recording.turns.size(), true);
    ReplayLayer& replay = scene.status();
    Animator animator(game.descent.seed);
    animator.register_layers(scene.map().layers());
    BloodLayer blood(scene.map(), game.descent.seed);
    scene.map().layers().add(kBloodLayerDepth, kBloodLayerName, blood);
    PackLayers pack_layers(game);
    scene.map().layers().add(kPackLayerDepth, kPackLayerName, pack_layers);
    const auto refresh = [&] { scene.refresh(); };
    std::size_t next = 0;
    int status = 0;
    if (recording.turns.empty()) replay.stop(phrase("replay.no_turns"));
    while (!replay.closed() && !stack.hung_up()) {
        stack.draw();
        const bool running = !replay.paused() && next < recording.turns.size();
        const bool key_came = stack.step(running ? replay.delay() : kWaitForever);
        if (replay.closed()) break;
        const bool play_one = replay.take_step_request() || (running && !key_came);
        if (!play_one || next >= recording.turns.size()) continue;
        const std::uint64_t got = replay_turn(game, recording, next);
        ++next;
        replay.set_turn(next);
        blood.bleed(game.now.events, game);
        if (animations && replay_animates(replay.speed()) && animator.load(game.now.events, game) > 0) {
            (void)play_animation(stack, animator, kAnimationFrame);
        }
        refresh();
        if (got != recording.turns[next - 1].hash) {
            replay.stop(phrase("replay.differs", {{"n", std::to_string(next)},
                                                  {"text", hash_hex(recording.turns[next - 1].hash)},
                                                  {"reason", hash_hex(got)}}));
            status = 1;
        } else if (next == recording.turns.size()) {
            replay.stop(phrase("replay.end"));
        }
    }
    return status;
}

}  // namespace yoord
