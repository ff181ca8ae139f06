#pragma once
// The panel shown when an error escapes a turn (render/game/game_screen.hpp catches it at the turn boundary):
// what went wrong, where the crash report went, and a choice. `g` goes on from the snapshot taken just before
// the failed action (the action is undone); `s` saves that snapshot and quits. Escape does not choose: the
// panel stays until one of the two is pressed. Input gone (a hangup) answers nothing, which the screen takes as
// save and quit, so a stop signal never loses the run.

#include <cstdint>
#include <string>
#include <vector>

#include "render/ui/layer.hpp"

namespace yoord {

enum class TurnErrorChoice : std::uint8_t { go_on, save_and_quit };

class TurnErrorLayer final : public QueryLayer<TurnErrorChoice> {
public:
    // `notes`: what happened, where the crash report went, and so on (render/game/run_records.hpp).
    explicit TurnErrorLayer(std::vector<std::string> notes);
    [[nodiscard]] std::string_view name() const override { return "turn_error"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

private:
    std::vector<std::string> notes_;
};

}  // namespace yoord
