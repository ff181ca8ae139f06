#pragma once
// Look, aim and travel: a cursor over the map, moved with the movement keys (the run keys jump several cells),
// with Tab and Shift-Tab cycling through the creatures in view (travel: through the remembered items and
// stairs). The top lines say what is under the cursor and which keys work. Look only describes (Escape or the
// look key closes it); aim and travel answer a cell with Enter (or the key that opened it), and Escape
// cancels. Travelling, the stairs keys put the cursor on the stairs.

#include <string>
#include <vector>

#include "core/geom/point.hpp"
#include "render/game/map_source.hpp"
#include "render/input/keymap.hpp"
#include "render/ui/layer.hpp"

namespace yoord {

enum class TargetMode { look, aim, travel };

class TargetLayer final : public QueryLayer<Point> {
public:
    // `prompt` heads the line ("Look", "Zap where?"); the cursor starts on the nearest creature in view, else
    // on the player (travel: on the player). `confirm` is the action whose key also picks the target (the key that opened the layer).
    TargetLayer(Game& game, GameMapSource& map, const Keymap& keymap, TargetMode mode, std::string prompt,
                Action confirm);
    ~TargetLayer() override;
    TargetLayer(const TargetLayer&) = delete;
    TargetLayer& operator=(const TargetLayer&) = delete;

    [[nodiscard]] std::string_view name() const override;
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] Point cursor() const noexcept { return cursor_; }

private:
    void move_to(Point p);
    void cycle(int delta);
    void done();
    void draw_hint(const Canvas& line) const;
    [[nodiscard]] bool jump_to_stairs(Action action);

    Game* game_;
    GameMapSource* map_;
    const Keymap* keymap_;
    TargetMode mode_;
    std::string prompt_;
    Action confirm_;
    std::vector<Point> targets_;
    int target_index_ = -1;
    Point cursor_;
};

// How far one press of a run key moves the cursor.
inline constexpr int kCursorJump = 8;

}  // namespace yoord
