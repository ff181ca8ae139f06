#pragma once
// The game on screen: a Game, the map source over it and the play layer (HUD widgets, keys) on a LayerStack.
// Each action from the key table becomes an intent (asking for a pack letter or a target first when the
// intent needs one); after every action the HUD is refreshed and the turn's messages shown. When the run
// ends, the death or win panel follows; quitting (after "Really quit?") ends the screen.
//
// Multi-turn commands (run, auto-explore, travel to the stairs or to a cell picked with the travel cursor) are
// started, stopped and explained by sim (sim/actions/repeat.hpp): they do not start while a monster that
// threatens the player is in view, and stop, saying why, when one appears, HP drops, and so on. A step by hand
// onto a trap the player knows of asks first. A step by hand into a spirit that trades opens its offer or barter
// (render/game/trade_menus.hpp) instead.
//
// Item actions list only what they can use (quaff: potions; fire: ammo the worn launcher fires ...), and say
// so instead of opening an empty menu. `f` fires the quivered ammo (render/game/fire_control.hpp) at the last
// target, `Q` chooses the quiver; aiming shows the shot's path and reach. While the player is asleep or
// paralysed the turns pass by themselves, drawn one by one (any key hurries them), until it can act again.
//
// When a run stops (death, win, quit) its dump and leaderboard entry are written (render/game/run_records.hpp)
// and the end panel says where. An exception escaping an action is caught here, at the turn boundary: a crash
// report is written and a panel (render/ui/turn_error_layer.hpp) says what happened and offers a choice: go on
// from the snapshot taken just before the failed action (a save snapshot is taken before every action:
// save_bytes costs well under the 2 ms target, bench/save_bench.cpp), which replaces the game with it and says
// so in the log, or save that snapshot and quit. When there is no snapshot to go on from, the crash panel ends
// the screen as before.
//
// In a wizard run (--wizard, Game::wizard), `~` opens the wizard console (render/ui/console_layer.hpp over
// sim/tools/wizard_console.hpp): its acts are submitted as wizard intents through the same turn path as keys,
// so they are recorded, snapshotted and saved like any turn; `bot N` plays N bot turns the same way.

#include <array>
#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "render/game/animations.hpp"
#include "render/game/fire_control.hpp"
#include "render/game/blood.hpp"
#include "render/game/pack_layers.hpp"
#include "render/game/map_source.hpp"
#include "render/game/run_records.hpp"
#include "render/input/keymap.hpp"
#include "render/ui/console_layer.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/play_layer.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/state/game.hpp"
#include "sim/io/save/run_save.hpp"

namespace yoord {

// The most turns one run, explore or travel command takes before it hands the keys back.
inline constexpr int kMaxRepeatTurns = 200;
// A rest goes on until the player is rested, a foe appears or the portal comes: never longer than a floor's
// Patience could last.
inline constexpr int kMaxRestTurns = 100000;
// A rest is drawn (and listens for a key) every this many turns.
inline constexpr int kRestDrawStride = 10;
// How long each step of a run, explore or travel stays on screen in play: long enough to watch, and the wait
// in which a key press stops it.
inline constexpr std::chrono::milliseconds kRunStepPause{25};
// The most turns that pass by themselves while the player is asleep or paralysed, before the keys come back
// (a guard: every such condition is timed).
inline constexpr int kMaxHelplessTurns = 1000;

// The question each item action asks ("Quaff what?"), and what is said instead of an empty menu when nothing
// carried will do for it ("You have no potions to quaff.").
[[nodiscard]] std::string item_prompt(Action action);
[[nodiscard]] std::string nothing_for(Action action);

class GameScreen {
public:
    // Pushes the play layer onto `stack`. The screen must outlive its time on the stack.
    GameScreen(LayerStack& stack, const Keymap& keymap, std::unique_ptr<Game> game);
    GameScreen(const GameScreen&) = delete;
    GameScreen& operator=(const GameScreen&) = delete;

    // Runs until the run is over and its panel dismissed, the player quits, or input is gone.
    void run();

    // One action, as if its key was pressed on the play screen (questions go through the stack's queries).
    // An exception escaping it ends the screen through the crash panel.
    void act(Action action);

    // Where the run's records go when it stops. Without a call nothing is written and the panels say nothing
    // of records (tests, replays).
    void set_records(RecordsSetup setup) { records_ = std::move(setup); }

    // Runs, explore and travel are played one step at a time and the screen is drawn after each step, so the
    // player watches them; with a pause above zero each step waits that long for a key, and any key but a
    // hangup stops the run there (the key is spent). Zero (the default, for tests and replays) never waits.
    void set_run_step_pause(std::chrono::milliseconds pause) noexcept { run_step_pause_ = pause; }
    // Whether each turn's events are animated on the map (render/game/animations.hpp: the animations option).
    // Off by default, so tests, the bot and replays that build a screen never wait for one; play_game turns it
    // on from the options. Runs, explore and travel are never animated, only turns taken one by one.
    void set_animations(bool on) noexcept { animations_ = on; }
    [[nodiscard]] Animator& animator() noexcept { return animator_; }
    // How many animation frames have been drawn so far.
    [[nodiscard]] int animation_frames_drawn() const noexcept { return animation_frames_drawn_; }
    // The low-HP warning's threshold, in percent of maximum HP (the low_hp_warning option; 0: off). Crossing
    // below it says so once in the log; the status line marks the HP "!" while below.
    void set_low_hp_warning(int percent) noexcept { low_hp_percent_ = percent; }
    // What auto-explore picks up on its way (the auto_pickup option); the default without a call.
    void set_auto_pickup(AutoPickup pickup) { auto_pickup_ = std::move(pickup); }
    // How many steps of runs have been drawn so far.
    [[nodiscard]] int run_steps_drawn() const noexcept { return run_steps_drawn_; }

    // The run's recording (--record, a board's run in progress), handed every turn the screen plays beside the
    // run's journal (sim/turn/schedule.hpp's watchers); null stops it (a hot reload ends a recording). Not owned:
    // it must outlive the screen's play or be cleared first.
    void set_recording(IntentObserver* recording) noexcept { recording_ = recording; }

    // Hot reload (F5 in a wizard run, and --watch): `load` reads the tables and packs again and returns the new
    // content, or the errors (file:line:col) that keep the old tables in force. `changed`, when set, is polled
    // while the screen waits for a key (--watch) and a true answer reloads.
    struct ContentReload {
        const Content* content = nullptr;  // must outlive the game; null on errors
        std::vector<std::string> errors;
        std::vector<std::string> notes;    // said in the log after a reload
    };
    void set_content_reload(std::function<ContentReload()> load, std::function<bool()> changed = {}) {
        reload_ = std::move(load);
        watch_ = std::move(changed);
    }

    // Tests only: runs before every turn's intent is applied; a hook that throws stands in for a bug.
    using TurnHook = std::function<void(Game&, const Intent&)>;
    void set_turn_hook_for_tests(TurnHook hook) { turn_hook_ = std::move(hook); }

    // Where the run's save lives (sim/io/save/run_save.hpp): committed at each floor change and every few
    // hundred turns, by save and quit and by a stop (SIGHUP, SIGTERM, a hangup); removed when the run ends.
    // `resumed`: the file there holds this run already. Without a call the screen cannot save and says so.
    // `commit_at_once`: the game is ahead of the file (a journal was replayed onto it): commit before play.
    void set_save_path(std::filesystem::path path, bool resumed = false, bool commit_at_once = false);
    // True once the run was saved and the screen closed for it.
    [[nodiscard]] bool saved() const noexcept { return saved_; }
    // What must be said once the terminal is gone, since no screen is left to show it: a stop (SIGTERM, SIGHUP,
    // a hangup) whose save failed says that the turns since the last commit are lost, and why.
    [[nodiscard]] const std::vector<std::string>& said_at_exit() const noexcept { return said_at_exit_; }

    [[nodiscard]] Game& game() noexcept { return *game_; }
    [[nodiscard]] PlayLayer& play() noexcept { return *play_; }
    [[nodiscard]] GameMapSource& map() noexcept { return map_; }
    // True once the player quit or the run's panel has been dismissed.
    [[nodiscard]] bool over() const noexcept { return !stack_->contains(play_) || play_->closed(); }

private:
    void act_unguarded(Action action);
    void crashed(const std::string& what);
    void end_crashed(const std::string& what);
    void replace_game(std::unique_ptr<Game> next);
    void wizard_console();
    void reload_content();
    [[nodiscard]] std::vector<std::string> run_console(const std::string& line);
    void snapshot();
    [[nodiscard]] std::string save_before_crash();
    void end_run();
    void remember(const Intent& intent);
    bool save_and_close();
    void keep_save();
    void take_turn(const Intent& intent);
    // Who sees the intents the screen submits now: the recording and the run's journal, where there are.
    [[nodiscard]] IntentWatchers watchers() noexcept;
    void repeat(const Intent& intent, int max_turns = kMaxRepeatTurns);
    [[nodiscard]] bool show_run_step();
    void take_stairs(bool down);
    void travel_to_stairs();
    void travel_with_cursor();
    [[nodiscard]] bool step_is_wanted(Direction d);
    void use_item(Action action);
    void use_item_at(Action action, char32_t letter);
    void aim_item(Action action, std::uint8_t at);
    // What an aimed act is, for asking where: the key that opened it, the cursor's prompt, and what the player
    // knows the shot does (its reach, whom it strikes).
    struct AimedAct {
        Action action = Action::fire;
        std::string prompt;
        ShotShape shot;
    };
    // The cell to aim `act` at, or null: "No target in view." with nothing hostile in view; the cursor from the
    // last or nearest hostile target; then a question before a shot beyond its range or one that strikes a
    // companion or a peaceful creature.
    [[nodiscard]] std::optional<Point> choose_target(const AimedAct& act);
    [[nodiscard]] bool ask(const std::string& question);
    void fire();
    void choose_quiver();
    void auto_fight();
    void spell_menu();
    void cast_slot(std::uint8_t slot);
    void ask_what_to_forget();
    // Names an unknown kind (NetHack's call): asks for the name on the top line, the old one to edit.
    void call_kind_of(RowRef row);
    // `C`: the kind the last action used and left unknown (`just_used`, a row id), else the item the player picks.
    void call(const std::string& just_used);
    // After a use that showed nothing: says which key calls the kind. A hint in the log, not a question: a
    // question would take the next key, and y and n are moves.
    void offer_call();
    // Asleep or paralysed, or held after a struggle (`struggled`): the turns that pass on their own.
    void pass_helpless_turns(bool struggled);
    void pick_up();
    void pick_up_everything();
    [[nodiscard]] std::vector<PackEntry> pack_entries();
    void inventory();
    void look();
    void after_action(bool struggled = false);
    // The HUD's view of the game, with the screen's own settings (the low-HP threshold).
    [[nodiscard]] HudView hud_view();
    // Says "Your health is low!" once each time HP falls to the threshold.
    void warn_low_hp(const HudView& view);
    void animate(std::span<const TurnEvent> events);
    void fill_messages_now();
    void say(std::string text);

    LayerStack* stack_;
    const Keymap* keymap_;
    std::unique_ptr<Game> game_;
    GameMapSource map_;
    FireControl fire_control_;
    PlayLayer* play_ = nullptr;
    std::optional<save::RunSave> run_save_;
    bool saved_ = false;
    std::string save_error_;  // why the last save_and_close() failed
    std::vector<std::string> said_at_exit_;
    std::optional<RecordsSetup> records_;
    std::string offer_call_;  // the row id of a kind a use this action left unknown (an unknown_use event)
    std::string last_unknown_use_;  // that kind, until the next action: the call key names it without asking which
    std::deque<Intent> recent_;  // the last intents submitted, for a crash report
    std::vector<std::byte> before_turn_;  // the run saved just before the current action (records on only)
    TurnHook turn_hook_;
    std::chrono::milliseconds run_step_pause_{0};
    int run_steps_drawn_ = 0;
    AutoPickup auto_pickup_;
    ConsoleTranscript console_;  // the wizard console's history and output, kept between openings
    IntentObserver* recording_ = nullptr;
    std::array<IntentObserver*, 2> watching_{};  // what watchers() hands a turn: the recording, the journal
    std::function<ContentReload()> reload_;
    std::function<bool()> watch_;
    Animator animator_;
    BloodLayer blood_;  // after map_: it reads the map as drawn
    PackLayers pack_layers_;
    bool animations_ = false;
    int animation_frames_drawn_ = 0;
    int low_hp_percent_ = kDefaultLowHpPercent;
    bool low_hp_told_ = false;
};

}  // namespace yoord
