// Animations of turn events: the frames draw the effect on the map through its draw layer, a key skips the rest
// (and is read next), the option and headless play turn them off, and the game is the same with them or without.

#include "render/game/animations.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <set>

#include "game_session_support.hpp"
#include "render/canvas.hpp"
#include "render/game/map_source.hpp"
#include "render/game/replay_view.hpp"
#include "render/null_terminal.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

// A terminal whose clock is its poll_key: every wait for a key times out at once (no real delay) unless a key
// was set for that wait. It counts the waits and the time they asked for.
class ClockTerminal final : public Terminal {
public:
    [[nodiscard]] Size size() const override { return screen_.size(); }
    void put_cell(int x, int y, const Cell& cell) override { screen_.put_cell(x, y, cell); }
    void clear() override { screen_.clear(); }
    void present() override {
        screen_.present();
        frames_.push_back(screen_.to_string());
    }
    [[nodiscard]] std::optional<Key> poll_key(std::chrono::milliseconds timeout) override {
        waited_ += timeout;
        ++waits_;
        if (key_at_wait_ && waits_ == *key_at_wait_) return Key{U'x'};
        return std::nullopt;
    }
    [[nodiscard]] GlyphMode glyph_mode() const override { return GlyphMode::ascii; }
    [[nodiscard]] ColourMode colour_mode() const override { return ColourMode::c256; }

    NullTerminal screen_{Size{80, 24}, GlyphMode::ascii};
    std::vector<std::string> frames_;
    std::chrono::milliseconds waited_{0};
    int waits_ = 0;
    std::optional<int> key_at_wait_;
};

// The map alone on the stack, as the play screen draws it, and a record of the keys the stack hands on.
class MapLayer final : public Layer {
public:
    explicit MapLayer(const MapSource& source) : widget_(source) {}
    [[nodiscard]] std::string_view name() const override { return "map"; }
    void draw(const Canvas& screen) override { widget_.draw(screen, HudView{}); }
    void on_key(Key key, LayerStack& /*stack*/) override { keys.push_back(key); }
    std::vector<Key> keys;

private:
    MapWidget widget_;
};

// A game in a room with a rat three cells east of the player, and a charged wand of the given row.
struct Zap {
    std::unique_ptr<Game> game = game_in_room({3, 4});
    ecs::Entity rat = spawn(*game, "rat", Place::at({6, 4}));
    ecs::Entity wand;

    explicit Zap(std::string_view row) : wand(spawn(*game, row, Place::in_pack(game->player))) {
        game->world.get<Charges>(wand).left = 5;
        game->world.get<Health>(rat) = Health{500, 500};
        (void)paralyse(*game, rat, 100);         // it stays where it is and does nothing
        (void)play_turn(*game, Intent::wait());  // the rat comes into view
    }
    TurnResult zap() {
        const std::uint8_t letter = game->world.get<Location>(wand).place.index;
        return play_turn(*game, Intent::zap(letter, {6, 4}));
    }
};

// Where map point `p` shows on an 80x24 screen when the map widget fills it.
Point on_screen(const Game& g, Point p) {
    const MapPoint origin = viewport_origin({g.map().width(), g.map().height()}, {80, 24},
                                            MapPoint{player_cell(g).x, player_cell(g).y});
    return {p.x - origin.x, p.y - origin.y};
}

TEST(Animations, ABoltsFramesShowItAtEachCellOfItsPath) {
    Zap z("wand_of_befuddlement");
    const TurnResult r = z.zap();
    GameMapSource map(*z.game);
    Animator animator(z.game->descent.seed);
    animator.register_layers(map.layers());
    ASSERT_EQ(animator.load(r.events, *z.game), 3) << "a bolt of three cells: (4,4), (5,4), (6,4)";
    NullTerminal terminal({80, 24}, GlyphMode::ascii);
    const MapWidget widget(map);
    for (int f = 0; f < 3; ++f) {
        animator.set_frame(f);
        terminal.clear();
        widget.draw(Canvas(terminal), HudView{});
        terminal.present();
        const Point at = on_screen(*z.game, {4 + f, 4});
        EXPECT_EQ(terminal.cell(at.x, at.y).glyph, U'*') << "frame " << f;
    }
    animator.clear();
    terminal.clear();
    widget.draw(Canvas(terminal), HudView{});
    terminal.present();
    const Point rat = on_screen(*z.game, {6, 4});
    EXPECT_EQ(terminal.cell(rat.x, rat.y).glyph, U'r') << "done: the map shows the rat again";
}

// The ring of adornment doubles the score (sim/run/score.hpp): fireworks burst around the player, sparks that spread
// ring by ring over the cells in view, each coloured by its cosmetic draw; the map is itself again afterwards.
TEST(Animations, DoublingTheScoreSetsOffFireworksAroundThePlayer) {
    const auto game = game_in_room({5, 4});
    const ecs::Entity ring = spawn(*game, "ring_of_adornment", Place::in_pack(game->player));
    game->world.get<Item>(ring).cursed = false;
    const TurnResult r = play_turn(*game, Intent::equip(game->world.get<Location>(ring).place.index));
    ASSERT_TRUE(std::ranges::any_of(r.events, [](const TurnEvent& e) { return e.kind == EventKind::fireworks && e.seen; }));
    GameMapSource map(*game);
    Animator animator(game->descent.seed);
    animator.register_layers(map.layers());
    const int frames = animator.load(r.events, *game);
    ASSERT_GT(frames, 0);
    NullTerminal terminal({80, 24}, GlyphMode::ascii);
    const MapWidget widget(map);
    const Point player = on_screen(*game, {5, 4});
    std::set<int> reached;  // how far from the player sparks were drawn
    std::set<std::uint8_t> colours_seen;
    for (int f = 0; f < frames; ++f) {
        animator.set_frame(f);
        terminal.clear();
        widget.draw(Canvas(terminal), HudView{});
        terminal.present();
        for (int dy = -3; dy <= 3; ++dy) {
            for (int dx = -3; dx <= 3; ++dx) {
                const Cell& c = terminal.cell(player.x + dx, player.y + dy);
                if (c.glyph != U'*' && c.glyph != U'+') continue;
                reached.insert(std::max(std::abs(dx), std::abs(dy)));
                colours_seen.insert(c.fg.index);
            }
        }
    }
    EXPECT_TRUE(reached.contains(1) && reached.contains(2)) << "the sparks spread out from the player";
    EXPECT_GE(colours_seen.size(), 2U) << "fireworks come in more than one colour";
    animator.clear();
    terminal.clear();
    widget.draw(Canvas(terminal), HudView{});
    terminal.present();
    EXPECT_EQ(terminal.cell(player.x, player.y).glyph, U'@');
    const char32_t floor = terminal.cell(player.x + 1, player.y).glyph;
    EXPECT_NE(floor, U'*') << "done: the floor shows again";
    EXPECT_NE(floor, U'+') << "done: the floor shows again";
}

TEST(Animations, EachEffectKindIsItsOwnMapDrawLayerByDepth) {
    const auto game = game_in_room({3, 4});
    GameMapSource map(*game);
    Animator animator(1);
    animator.register_layers(map.layers());
    EXPECT_EQ(map.layers().names(), (std::vector<std::string>{"magic map reveal", "blast", "beam", "breath", "bolt",
                                                              "missile", "hit flash", "death", "fireworks"}));
}

TEST(Animations, PlayingDrawsEveryFrameAndWaitsThroughTheTerminal) {
    Zap z("wand_of_befuddlement");
    const TurnResult r = z.zap();
    ClockTerminal terminal;
    LayerStack stack(terminal);
    GameMapSource map(*z.game);
    stack.push(std::make_unique<MapLayer>(map));
    Animator animator(z.game->descent.seed);
    animator.register_layers(map.layers());
    const int frames = animator.load(r.events, *z.game);
    EXPECT_EQ(play_animation(stack, animator, kAnimationFrame), frames);
    EXPECT_EQ(terminal.waits_, frames);
    EXPECT_EQ(terminal.waited_, kAnimationFrame * frames) << "the frames' time is asked of the terminal";
}

TEST(Animations, AKeySkipsTheRestAndIsReadNext) {
    Zap z("wand_of_fire");
    const TurnResult r = z.zap();
    ClockTerminal terminal;
    terminal.key_at_wait_ = 2;
    LayerStack stack(terminal);
    GameMapSource map(*z.game);
    auto layer = std::make_unique<MapLayer>(map);
    MapLayer& shown = *layer;
    stack.push(std::move(layer));
    Animator animator(z.game->descent.seed);
    animator.register_layers(map.layers());
    ASSERT_GT(animator.load(r.events, *z.game), 2);
    EXPECT_EQ(play_animation(stack, animator, kAnimationFrame), 2) << "the key came during the second frame";
    EXPECT_TRUE(shown.keys.empty());
    ASSERT_TRUE(stack.step(std::chrono::milliseconds{0}));
    ASSERT_EQ(shown.keys.size(), 1u) << "the key that skipped is not lost";
    EXPECT_EQ(shown.keys[0].code, U'x');
}

TEST(Animations, TheScreenAnimatesOnlyWhenTheOptionIsOn) {
    const auto throw_dagger = [](bool animations) {
        auto s = std::make_unique<Session>(game_in_room({5, 4}));
        Game& g = s->game();
        spawn(g, "dagger", Place::in_pack(g.player));
        spawn(g, "rat", Place::at({8, 4}));
        s->screen.set_animations(animations);
        s->stack.queue_result<std::size_t>(0);
        s->stack.queue_result<Point>(Point{8, 4});
        s->screen.act(Action::throw_item);
        return s;
    };
    const auto off = throw_dagger(false);
    const auto on = throw_dagger(true);
    EXPECT_EQ(off->screen.animation_frames_drawn(), 0);
    EXPECT_GT(on->screen.animation_frames_drawn(), 0);
    EXPECT_EQ(state_hash(off->game()), state_hash(on->game())) << "animation never changes the game";
}

TEST(Animations, AScreenIsHeadlessUntilPlayTurnsThemOn) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    spawn(g, "dagger", Place::in_pack(g.player));
    s.stack.queue_result<std::size_t>(0);
    s.stack.queue_result<Point>(Point{8, 4});
    s.screen.act(Action::throw_item);
    EXPECT_EQ(s.screen.animation_frames_drawn(), 0) << "tests, the bot and replays build screens with them off";
}

TEST(Animations, JitterComesFromTheCosmeticStreamAlone) {
    Zap a("wand_of_fire");
    Zap b("wand_of_fire");
    const TurnResult ra = a.zap();
    const std::uint64_t before = state_hash(*a.game);
    GameMapSource map(*a.game);
    Animator one(a.game->descent.seed);
    one.register_layers(map.layers());
    for (int i = 0; i < 5; ++i) (void)one.load(ra.events, *a.game);
    EXPECT_EQ(state_hash(*a.game), before) << "loading animations draws nothing from the game's stream";
    (void)b.zap();
    EXPECT_EQ(state_hash(*a.game), state_hash(*b.game));
}

TEST(Animations, ReplaysAnimateUpToNormalSpeedOnly) {
    EXPECT_TRUE(replay_animates(0));
    EXPECT_TRUE(replay_animates(kReplayStartSpeed));
    EXPECT_FALSE(replay_animates(kReplayStartSpeed + 1));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
