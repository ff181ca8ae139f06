#pragma once
// `yoord --replay FILE`: a recording played back on screen. The map and HUD are the play screen's, over the
// replayed Game; a status line at the bottom says "Replay turn N/M", the speed, and whether it is paused.
//
// Keys: space pauses and resumes; + or > faster; - or < slower; . steps one turn while paused; q or Escape
// quits. A turn whose state hash differs from the recording pauses the replay and says so.

#include <array>
#include <chrono>
#include <cstddef>
#include <string>

#include "render/game/map_source.hpp"
#include "render/input/keymap.hpp"
#include "render/terminal.hpp"
#include "render/ui/layer.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/play_layer.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// The delay between turns at each speed, slowest first; the replay starts at kReplayStartSpeed.
inline constexpr std::array<std::chrono::milliseconds, 7> kReplayDelays{
    std::chrono::milliseconds{1000}, std::chrono::milliseconds{500}, std::chrono::milliseconds{250},
    std::chrono::milliseconds{100},  std::chrono::milliseconds{50},  std::chrono::milliseconds{20},
    std::chrono::milliseconds{0}};
inline constexpr std::size_t kReplayStartSpeed = 3;

// Whether a replay at `speed` animates its turns (render/game/animations.hpp): up to the normal speed (the one
// it starts at); faster, the turns go by without them.
[[nodiscard]] constexpr bool replay_animates(std::size_t speed) noexcept { return speed <= kReplayStartSpeed; }

// The status line and the keys. It holds no game: the replay loop reads what it asks for. A layer that is not
// `interactive` (a cast, render/game/cast_export.hpp) shows the turn and its note only: no speed, no keys.
class ReplayLayer final : public Layer {
public:
    explicit ReplayLayer(std::size_t total_turns, bool interactive = true)
        : total_(total_turns), interactive_(interactive) {}

    [[nodiscard]] std::string_view name() const override { return "replay"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] bool paused() const noexcept { return paused_; }
    [[nodiscard]] std::size_t speed() const noexcept { return speed_; }
    [[nodiscard]] std::chrono::milliseconds delay() const noexcept { return kReplayDelays[speed_]; }
    // True once after '.' while paused: the loop plays one turn.
    [[nodiscard]] bool take_step_request() noexcept { return std::exchange(step_requested_, false); }

    void set_turn(std::size_t played) noexcept { played_ = played; }
    // Pauses with `note` on the status line (the end, or a differing turn).
    void stop(std::string note) {
        paused_ = true;
        note_ = std::move(note);
    }
    [[nodiscard]] std::string status_line() const;

private:
    std::size_t total_;
    bool interactive_ = true;
    std::size_t played_ = 0;
    std::size_t speed_ = kReplayStartSpeed;
    bool paused_ = false;
    bool step_requested_ = false;
    std::string note_;
};

// What a replay shows, over a replayed game: the play screen's map, HUD and messages, and the replay's status
// line. The on-screen viewer and the cast export draw the same scene, so a cast's frames are the viewer's.
class ReplayScene {
public:
    // `game` must outlive the scene; `stack` draws on the terminal the frames go to.
    ReplayScene(LayerStack& stack, const Keymap& keymap, Game& game, std::size_t total_turns, bool interactive);
    ReplayScene(const ReplayScene&) = delete;
    ReplayScene& operator=(const ReplayScene&) = delete;

    // The HUD and messages read from the game again, after a turn.
    void refresh();
    [[nodiscard]] ReplayLayer& status() noexcept { return *replay_; }
    [[nodiscard]] PlayLayer& play() noexcept { return *play_; }
    [[nodiscard]] GameMapSource& map() noexcept { return map_; }

private:
    Game* game_;
    GameMapSource map_;
    PlayLayer* play_;
    ReplayLayer* replay_;
};

// Plays `recording` (already checked against `content`'s hash) on `terminal` until the player quits or input
// is gone. Returns 0, or 1 when a turn's hash differed from the recording. With `animations` (the option),
// turns played at normal speed or slower are animated; a key skips one and is then read as usual.
int replay_on_terminal(Terminal& terminal, const Keymap& keymap, const Content& content, const Recording& recording,
                       bool animations = false);

}  // namespace yoord
