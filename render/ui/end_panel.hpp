#pragma once
// The panel at the end of a run (death, win or quit), or after an internal error stopped it: drawn from plain
// data the game fills. Enter, Space or Escape closes it.

#include <string>
#include <vector>

#include "render/colour.hpp"
#include "render/ui/layer.hpp"

namespace yoord {

// Not sim's Outcome: the panel shows only a run that stopped, and how.
enum class EndOutcome { died, won, quit, crashed };

struct EndView {
    EndOutcome outcome = EndOutcome::died;
    std::string name;
    long long score = 0;
    std::string cause;  // "killed by a cave troll", "escaped with the Element of Yoord"
    int depth = 0;      // where the run ended
    int deepest = 0;
    int turns = 0;
    std::vector<std::string> conducts;  // kept, by display name
    struct Mark {
        char32_t glyph = U'?';
        Colour colour;
    };
    std::vector<Mark> marks;            // one per kept conduct, in its own colour (a win only)
    std::vector<std::string> notes;     // where the run dump went, the leaderboard rank, a crash report ...
};

class EndPanelLayer final : public Layer {
public:
    explicit EndPanelLayer(EndView view) : view_(std::move(view)) {}
    [[nodiscard]] std::string_view name() const override { return "end panel"; }  // not player text: the layer's name
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

private:
    EndView view_;
};

}  // namespace yoord
