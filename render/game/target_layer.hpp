#pragma once
// Look, aim and travel: a cursor over the map, moved with the movement keys (the run keys jump several cells),
// with Tab and Shift-Tab cycling through the creatures in view (travel: through the remembered items and
// stairs). The top lines say what is under the cursor; the bottom line which keys work. Look only describes
// (Escape or the look key closes it); aim and travel answer a cell with Enter (or the key that opened it), and
// Escape cancels. Travelling, the stairs keys put the cursor on the stairs.
//
// Aiming also draws the shot's path on the map and says how far the cell is and whether the shot reaches it:
// in range, out of range (it falls short, and where), a wall or a creature in the way. The path is what the
// player can know: it stops at the first creature the player sees on the line.

#include <optional>
#include <string>
#include <vector>

#include "core/geom/point.hpp"
#include "render/game/map_source.hpp"
#include "render/input/keymap.hpp"
#include "render/ui/layer.hpp"

namespace yoord {

enum class TargetMode { look, aim, travel };

// What an aim at `target` would do, as far as the player knows: the cells the shot passes (the player's own
// excluded) up to the target or where it stops, whether it stops short, and a sentence saying so.
struct AimPreview {
    std::vector<Point> path;
    bool falls_short = false;
    std::string words;
    bool out_of_range = false;  // it falls short because the cell is beyond its range (not a wall, not a creature)  // "5 cells away, in range (9).", "Out of range (9): it falls short 3 cells before it."
};

// `reach`: the shot's range in cells, nullopt when the player does not know it (an unknown wand).
[[nodiscard]] AimPreview preview_aim(Game& game, Point target, std::optional<int> reach);

// What the player knows an aimed act does: how far it reaches (nullopt: unknown), whether it harms the creature
// it reaches (a treat, a wand of quickening do not), whether it passes through every creature in its line (a
// beam), and the radius it bursts over where it stops (a blast; 0: none).
struct ShotShape {
    std::optional<int> reach;
    bool strikes = true;
    bool pierces = false;
    int radius = 0;
};

// The first creature the player sees that a shot of `shape` at `target` would strike and that is not hostile to
// the player (a companion, a peaceful creature): on its path (every one in its line for a beam) or within its
// blast. Null when none: nothing to ask.
[[nodiscard]] ecs::Entity friend_struck(Game& game, Point target, const ShotShape& shape);

class TargetLayer final : public QueryLayer<Point> {
public:
    // `prompt` heads the line ("Look", "Zap where?"); the cursor starts on `start` when given (the last
    // target), else on the nearest hostile creature in view (never a companion or a peaceful one), else on the
    // player (travel: on the player). `confirm` is the action whose key also picks the target (the key that
    // opened the layer). `reach` is the aimed shot's range (aim only).
    TargetLayer(Game& game, GameMapSource& map, const Keymap& keymap, TargetMode mode, std::string prompt,
                Action confirm, std::optional<Point> start = std::nullopt, std::optional<int> reach = std::nullopt);
    ~TargetLayer() override;
    TargetLayer(const TargetLayer&) = delete;
    TargetLayer& operator=(const TargetLayer&) = delete;

    [[nodiscard]] std::string_view name() const override;
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] Point cursor() const noexcept { return cursor_; }
    // The key line at the bottom of the screen.
    [[nodiscard]] std::string hint() const;

private:
    void move_to(Point p);
    void cycle(int delta);
    void done();
    void clear_marks();
    [[nodiscard]] bool jump_to_stairs(Action action);

    Game* game_;
    GameMapSource* map_;
    const Keymap* keymap_;
    TargetMode mode_;
    std::string prompt_;
    Action confirm_;
    std::optional<int> reach_;
    std::vector<Point> targets_;
    int target_index_ = -1;
    Point cursor_;
    AimPreview preview_;
};

// How far one press of a run key moves the cursor.
inline constexpr int kCursorJump = 8;
// Rows at the top of the screen the look and aim text may use (the message area's).
inline constexpr int kTargetTextRows = 3;

}  // namespace yoord
