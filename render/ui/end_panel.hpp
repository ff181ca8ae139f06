#pragma once
// The panel at the end of a run (death or win): drawn from plain data the game fills. Enter, Space or Escape
// closes it.

#include <string>
#include <vector>

#include "render/ui/layer.hpp"

namespace yoord {

enum class EndOutcome { died, won };  // not sim's Outcome: the panel shows only a finished run

struct EndView {
    EndOutcome outcome = EndOutcome::died;
    std::string name;
    long long score = 0;
    std::string cause;  // "killed by a cave troll", "escaped with the Element of Yoord"
    int depth = 0;      // where the run ended
    int deepest = 0;
    int turns = 0;
    std::vector<std::string> conducts;  // kept, by display name
};

class EndPanelLayer final : public Layer {
public:
    explicit EndPanelLayer(EndView view) : view_(std::move(view)) {}
    [[nodiscard]] std::string_view name() const override { return "end panel"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

private:
    EndView view_;
};

}  // namespace yoord
