#pragma once
// The game on screen: a Game, the map source over it and the play layer (HUD widgets, keys) on a LayerStack.
// Each action from the key table becomes an intent (asking for a pack letter or a target first when the
// intent needs one); after every action the HUD is refreshed and the turn's messages shown. When the run
// ends, the death or win panel follows; quitting (after "Really quit?") ends the screen.
//
// Multi-turn commands (run, auto-explore, travel to the stairs) refuse to start while a creature is in view,
// and stop when one comes into view, an item appears or HP drops (sim/explore.hpp).

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "render/game/map_source.hpp"
#include "render/input/keymap.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/play_layer.hpp"
#include "sim/game.hpp"

namespace yoord {

// The most turns one run, explore or travel command takes before it hands the keys back.
inline constexpr int kMaxRepeatTurns = 200;

class GameScreen {
public:
    // Pushes the play layer onto `stack`. The screen must outlive its time on the stack.
    GameScreen(LayerStack& stack, const Keymap& keymap, std::unique_ptr<Game> game);
    GameScreen(const GameScreen&) = delete;
    GameScreen& operator=(const GameScreen&) = delete;

    // Runs until the run is over and its panel dismissed, the player quits, or input is gone.
    void run();

    // One action, as if its key was pressed on the play screen (questions go through the stack's queries).
    void act(Action action);

    // Where save and quit (and a stop: SIGHUP, SIGTERM, a hangup) write the run. Without a call the screen
    // cannot save and says so.
    void set_save_path(std::filesystem::path path) { save_path_ = std::move(path); }
    // True once the run was saved and the screen closed for it.
    [[nodiscard]] bool saved() const noexcept { return saved_; }

    [[nodiscard]] Game& game() noexcept { return *game_; }
    [[nodiscard]] PlayLayer& play() noexcept { return *play_; }
    [[nodiscard]] GameMapSource& map() noexcept { return map_; }
    // True once the player quit or the run's panel has been dismissed.
    [[nodiscard]] bool over() const noexcept { return play_->closed(); }

private:
    bool save_and_close();
    void take_turn(const Intent& intent);
    void repeat(const Intent& intent);
    void take_stairs(bool down);
    void travel_to_stairs();
    void use_item(Action action);
    void use_item_at(Action action, char32_t letter);
    void inventory();
    void look();
    void after_action();
    void fill_messages_now();
    bool monster_in_view(std::string_view doing);
    void say(std::string text);

    LayerStack* stack_;
    const Keymap* keymap_;
    std::unique_ptr<Game> game_;
    GameMapSource map_;
    PlayLayer* play_ = nullptr;
    std::optional<std::filesystem::path> save_path_;
    bool saved_ = false;
};

}  // namespace yoord
