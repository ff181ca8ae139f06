#pragma once
// Animations of a turn's events (sim/state/turn_events.hpp): a bolt travelling its path, a beam lighting up, a
// blast expanding ring by ring, a breath rolling out, a thrown or fired missile flying, a flash on a struck
// creature, a death, the magic map's reveal sweeping out from the player, and fireworks when the score doubles.
//
// Each effect kind is its own map draw layer (render/ui/map_view.hpp), registered by depth, so a hit's flash
// shows over the blast that caused it. The Animator turns the events the player saw into a timeline of clips,
// one after another in the order they happened, and sets the frame every layer draws. It only reads: the game
// plays the same with animations on or off, and the state hash never sees them. Jitter (a flame's flicker)
// draws from the cosmetic stream (sim/dungeon/streams.hpp), never the game's.
//
// play_animation() shows the frames, waiting between them through the terminal's poll_key, so a test's
// terminal runs them with no real delay. Any key skips the rest: that key is not lost, it is handed back to
// the layer stack (LayerStack::unread) and is the next key the game reads, so typing ahead never drops a move.

#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "render/ui/layer_stack.hpp"
#include "render/ui/map_view.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// How long one animation frame stays on screen.
inline constexpr std::chrono::milliseconds kAnimationFrame{30};
// The longest a turn's animation runs, in frames: a turn full of blows is cut short rather than drag.
inline constexpr int kMaxAnimationFrames = 90;

// One effect on the timeline: what it is, where, how it looks, and when.
struct Clip {
    EventKind kind = EventKind::hit;
    std::vector<MapPoint> cells;
    Cell look;                      // glyph and colour of what moves or flashes
    std::vector<std::uint8_t> jitter;  // a cosmetic draw per cell, for flicker
    MapPoint origin;                // where it started (the player, for the magic map's sweep)
    int start = 0;                  // its first frame
    int frames = 1;                 // how many frames it lasts
};

// How many frames an effect of `kind` over `cells` takes; 0 for kinds that are not animated.
[[nodiscard]] int clip_frames(EventKind kind, const std::vector<MapPoint>& cells) noexcept;

// One map draw layer: the clips of one effect kind, drawn at the animator's current frame.
class EffectLayer final : public MapDrawLayer {
public:
    EffectLayer(EventKind kind, const int& frame) : kind_(kind), frame_(&frame) {}
    void add(Clip clip) { clips_.push_back(std::move(clip)); }
    void clear() noexcept { clips_.clear(); }
    [[nodiscard]] EventKind kind() const noexcept { return kind_; }
    void draw(const MapCanvas& canvas) const override;

private:
    EventKind kind_;
    const int* frame_;
    std::vector<Clip> clips_;
};

class Animator {
public:
    // `cosmetic_seed`: the run's seed; the animator's jitter comes from its cosmetic stream.
    explicit Animator(std::uint64_t cosmetic_seed);
    Animator(const Animator&) = delete;
    Animator& operator=(const Animator&) = delete;

    // Registers one layer per effect kind in `layers`, by depth.
    void register_layers(MapDrawLayers& layers) const;
    // Builds the timeline from the events of a turn the player saw (those with `seen`); returns its frames.
    int load(std::span<const TurnEvent> events, const Game& game);
    [[nodiscard]] int frame_count() const noexcept { return frames_; }
    // Which frame the layers draw; past the end (or after clear()) they draw nothing.
    void set_frame(int frame) noexcept { frame_ = frame; }
    void clear();

private:
    void add(Clip clip);
    std::vector<std::unique_ptr<EffectLayer>> layers_;
    CosmeticRng cosmetic_;
    int frame_ = 0;
    int frames_ = 0;
};

// Shows the loaded animation frame by frame through `stack`, `frame` apart (the terminal's poll_key is the
// clock). A key skips the rest and is handed back to the stack. Returns how many frames were drawn. Clears the
// animator when done.
int play_animation(LayerStack& stack, Animator& animator, std::chrono::milliseconds frame);

}  // namespace yoord
