#include "render/game/game_screen.hpp"

#include <algorithm>
#include <exception>
#include <string>

#include "render/game/discoveries.hpp"
#include "render/game/dungeon_overview.hpp"
#include "render/game/monster_memory.hpp"
#include "render/game/target_layer.hpp"
#include "render/game/trade_menus.hpp"
#include "render/game/view_model.hpp"
#include "render/ui/confirm_layer.hpp"
#include "render/ui/end_panel.hpp"
#include "render/ui/turn_error_layer.hpp"
#include "render/ui/line_prompt_layer.hpp"
#include "render/ui/menu_layer.hpp"
#include "render/ui/text_pager.hpp"
#include "sim/world/components.hpp"
#include "sim/actions/actions.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/turn/repeat.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/io/records/crash_report.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/save/save_file.hpp"
#include "sim/tools/bot.hpp"
#include "sim/tools/reload.hpp"
#include "render/game/reload_report.hpp"
#include "sim/tools/wizard_console.hpp"
#include "render/game/play.hpp"
#include "render/utf8.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/strings.hpp"
#include "sim/text/names.hpp"

namespace yoord {
namespace {

constexpr char32_t kFirstPackLetter = U'a';

Direction direction_of(Step s) noexcept {
    for (const Direction d : kAllDirections) {
        if (offset(d) == Point{s.dx, s.dy}) return d;
    }
    return Direction::north;
}


std::uint8_t letter_index(char32_t letter) noexcept { return static_cast<std::uint8_t>(letter - kFirstPackLetter); }

const PackEntry* find_entry(const std::vector<PackEntry>& pack, char32_t letter) {
    for (const PackEntry& e : pack) {
        if (e.letter == letter) return &e;
    }
    return nullptr;
}

std::string aim_prompt(Action a) {
    switch (a) {
        case Action::zap: return phrase("ui.zap_where");
        case Action::throw_item: return phrase("ui.throw_where");
        default: return phrase("ui.fire_where");
    }
}

// "Really attack your dog?", "Really attack the newt?"; a spirit's question says what striking it costs.
std::string really_attack(const Game& g, ecs::Entity creature) {
    if (trading_spirit(g, creature)) return phrase("trade.really_strike", {{"name", the_name_of(g, creature)}});
    if (side_of(g, creature) == Side::player) return phrase("ui.really_attack_your", {{"name", name_of(g, creature)}});
    return phrase("ui.really_attack", {{"name", the_name_of(g, creature)}});
}

}  // namespace

std::string item_prompt(Action a) {
    switch (a) {
        case Action::drop: return phrase("ui.drop");
        case Action::equip: return phrase("ui.wear_wield");
        case Action::unequip: return phrase("ui.take_off");
        case Action::quaff: return phrase("ui.quaff");
        case Action::read: return phrase("ui.read");
        case Action::zap: return phrase("ui.zap");
        case Action::throw_item: return phrase("ui.throw");
        case Action::fire: return phrase("ui.fire");
        case Action::quiver: return phrase("ui.quiver_f_then_fires");
        case Action::call: return phrase("ui.call_which");
        default: return phrase("ui.which_item");
    }
}

std::string nothing_for(Action a) {
    switch (a) {
        case Action::drop: return phrase("ui.have_nothing_drop_worn");
        case Action::equip: return phrase("ui.have_nothing_wear_wield");
        case Action::unequip: return phrase("ui.wearing_nothing");
        case Action::quaff: return phrase("ui.have_potions_quaff");
        case Action::read: return phrase("ui.have_scrolls_read");
        case Action::zap: return phrase("ui.have_wands_zap");
        case Action::throw_item: return phrase("ui.have_nothing_throw");
        case Action::call: return phrase("ui.nothing_to_call");
        default: return phrase("ui.not_carrying_anything_will");
    }
}

GameScreen::GameScreen(LayerStack& stack, const Keymap& keymap, std::unique_ptr<Game> game)
    : stack_(&stack), keymap_(&keymap), game_(std::move(game)), map_(*game_), fire_control_(*game_),
      animator_(game_->descent.seed), blood_(map_, game_->descent.seed), pack_layers_(*game_) {
    animator_.register_layers(map_.layers());
    map_.layers().add(kBloodLayerDepth, kBloodLayerName, blood_);
    map_.layers().add(kPackLayerDepth, kPackLayerName, pack_layers_);
    auto layer = std::make_unique<PlayLayer>(keymap, game_->log, &map_,
                                             [this](Action a, LayerStack& /*stack*/) { act(a); });
    play_ = layer.get();
    play_->set_content_source([this] { return game_->content; });
    stack.push(std::move(layer));
    play_->refresh(hud_view());
    fill_messages_now();
}

void GameScreen::fill_messages_now() {
    HudView view = hud_view();
    fill_messages(view, game_->log, static_cast<std::size_t>(kMessageRows));
    game_->log.mark_seen();
    play_->refresh(std::move(view));
}

// How long the screen waits for a key before looking at the watched files again (--watch).
constexpr std::chrono::milliseconds kWatchPoll{400};

void GameScreen::run() {
    if (!watch_) {
        stack_->run_until_closed(*play_);
    } else {
        while (!stack_->hung_up() && !over()) {
            stack_->draw();
            if (!stack_->step(kWatchPoll) && watch_()) reload_content();
        }
    }
    // Input gone (the terminal hung up, or SIGHUP/SIGTERM: render/stop_signal.hpp): the loop stopped between
    // two actions, a safe point, so the run is saved as it stands rather than lost.
    if (stack_->hung_up() && !over() && game_->outcome == Outcome::alive && !save_and_close()) {
        said_at_exit_.push_back(phrase("ui.stop_not_saved", {{"reason", save_error_}}));
    }
}

void GameScreen::set_save_path(std::filesystem::path path, bool resumed, bool commit_at_once) {
    run_save_.emplace(std::move(path), *game_, resumed);
    if (commit_at_once) run_save_->commit_soon();
    run_save_->start_journal(*game_);
    keep_save();
}

// A commit between two turns: the run on disk is never more than a floor or kCommitEveryTurns behind.
void GameScreen::keep_save() {
    if (!run_save_ || !run_save_->due(*game_)) return;
    const save::SaveWritten written = run_save_->commit(*game_);
    if (written.error) say(phrase("ui.save_failed_as_it_goes", {{"reason", written.error->message("write")}}));
}

bool GameScreen::save_and_close() {
    if (!run_save_) {
        save_error_ = phrase("ui.nowhere_save_set_yoord");
        say(save_error_);
        return false;
    }
    const save::SaveWritten written = run_save_->commit(*game_);
    if (written.error) {
        save_error_ = written.error->message("write");
        say(phrase("ui.save_failed", {{"reason", save_error_}}));
        return false;
    }
    saved_ = true;
    play_->close();
    return true;
}

void GameScreen::say(std::string text) { game_->log.add(std::move(text)); }

HudView GameScreen::hud_view() {
    HudView view = make_hud_view(*game_);
    view.low_hp_percent = low_hp_percent_;
    return view;
}

void GameScreen::warn_low_hp(const HudView& view) {
    const bool low = hp_low(view) && game_->outcome == Outcome::alive;
    if (low && !low_hp_told_) game_->log.add(phrase("ui.health_low"), Tone::danger);
    low_hp_told_ = low;
}

void GameScreen::animate(std::span<const TurnEvent> events) {
    blood_.bleed(events, *game_);  // stays on the floor whether or not the blows are animated
    if (!animations_ || stack_->hung_up() || stack_->too_small()) return;
    if (animator_.load(events, *game_) == 0) return;
    animation_frames_drawn_ += play_animation(*stack_, animator_, kAnimationFrame);
}

void GameScreen::after_action(bool struggled) {
    offer_call();  // a line of the log: before the messages are shown
    const HudView view = hud_view();
    warn_low_hp(view);
    play_->after_turn(*stack_, view);
    ask_what_to_forget();
    pass_helpless_turns(struggled);
    keep_save();
    if (game_->outcome == Outcome::alive) return;
    end_run();
}

// Death, win or quit: the records are written first, so the panel can say where they went. The run is over,
// so its save goes.
void GameScreen::end_run() {
    EndView view = make_end_view(*game_);
    if (records_) view.notes = record_finished_run(*game_, *records_, utc_timestamp());
    if (run_save_) {
        if (const auto error = run_save_->remove()) view.notes.push_back(error->message("remove") + ".");
    }
    auto panel = std::make_unique<EndPanelLayer>(std::move(view));
    const Layer& shown = *panel;
    stack_->push(std::move(panel));
    stack_->run_until_closed(shown);
    play_->close();
}

void GameScreen::snapshot() { before_turn_ = save::save_bytes(*game_); }

// The game itself may be half way through the failed turn, so the save is made from the snapshot taken before
// it: loaded back, then written as any save is (an older save in the way is moved aside, never overwritten).
std::string GameScreen::save_before_crash() {
    if (!records_ || !records_->data_dir) return phrase("ui.run_was_not_saved");
    if (before_turn_.empty()) return phrase("ui.run_was_not_saved_2");
    auto loaded = save::load_save(before_turn_, *game_->content);
    if (!loaded) return phrase("ui.not_saved_because", {{"reason", loaded.error().message}});
    if (!run_save_) {
        run_save_.emplace(save::save_path(*records_->data_dir, game_->player_name), **loaded, false);
        run_save_->start_journal(*game_);
    }
    const std::filesystem::path path = run_save_->path();
    const save::SaveWritten written = run_save_->commit(**loaded);
    if (written.error) return phrase("ui.not_saved_because", {{"reason", written.error->message("write")}});
    return phrase("ui.saved_before_turn", {{"text", path.string()}});
}

// The game goes on from the snapshot: everything that holds the game by address follows it, and the old one
// (half way through the failed turn) is dropped only then.
void GameScreen::replace_game(std::unique_ptr<Game> next) {
    const std::unique_ptr<Game> old = std::exchange(game_, std::move(next));
    map_ = GameMapSource(*game_);
    fire_control_ = FireControl(*game_);
    play_->set_log(game_->log);
    if (run_save_) run_save_->start_journal(*game_);
}

// An error escaped the turn: report it, then let the player choose between going on from the snapshot taken
// before the failed action and saving that snapshot and quitting. A hangup while asking saves and quits.
void GameScreen::crashed(const std::string& what) {
    std::unique_ptr<Game> before;
    if (!before_turn_.empty()) {
        if (auto loaded = save::load_save(before_turn_, *game_->content)) before = std::move(loaded).value();
    }
    if (!before) return end_crashed(what);
    const std::vector<Intent> recent(recent_.begin(), recent_.end());
    std::vector<std::string> notes =
        record_crash(*game_, records_.value_or(RecordsSetup{}), recent, what,
                     phrase("ui.player_was_offered_go"),
                     utc_timestamp());
    const std::optional<TurnErrorChoice> choice = stack_->query(std::make_unique<TurnErrorLayer>(std::move(notes)));
    replace_game(std::move(before));
    if (choice == TurnErrorChoice::go_on) {
        say(phrase("ui.failed_action_undone", {{"reason", what}}));
        fill_messages_now();
        return;
    }
    // Tests and replays have no save path; a run with records saves where a resumed run would look for it.
    if (!run_save_ && records_ && records_->data_dir) {
        run_save_.emplace(save::save_path(*records_->data_dir, game_->player_name), *game_, false);
    }
    if (!save_and_close()) {
        say(phrase("ui.game_goes_from_just"));
        fill_messages_now();
    }
}

// No snapshot to go on from: the crash panel says what happened and the screen ends.
void GameScreen::end_crashed(const std::string& what) {
    const std::string saved = save_before_crash();
    EndView view = make_end_view(*game_);
    view.outcome = EndOutcome::crashed;
    view.cause = phrase("ui.stopped_by_internal_error");
    view.conducts.clear();
    const std::vector<Intent> recent(recent_.begin(), recent_.end());
    view.notes = record_crash(*game_, records_.value_or(RecordsSetup{}), recent, what, saved, utc_timestamp());
    auto panel = std::make_unique<EndPanelLayer>(std::move(view));
    const Layer& shown = *panel;
    stack_->push(std::move(panel));
    stack_->run_until_closed(shown);
    play_->close();
}

void GameScreen::remember(const Intent& intent) {
    recent_.push_back(intent);
    if (recent_.size() > kCrashIntents) recent_.pop_front();
}

IntentWatchers GameScreen::watchers() noexcept {
    std::size_t n = 0;
    if (recording_ != nullptr) watching_[n++] = recording_;
    if (run_save_) watching_[n++] = &run_save_->journal();
    return {watching_.data(), n};
}

void GameScreen::take_turn(const Intent& intent) {
    remember(intent);
    snapshot();
    if (turn_hook_) turn_hook_(*game_, intent);
    const TurnResult result = play_turn(*game_, intent, watchers());
    for (const TurnEvent& e : result.events) {
        if (e.kind == EventKind::unknown_use) offer_call_ = e.key;
    }
    keep_save();
    animate(result.events);
}

// Sim decides when the command starts and stops, and says why (sim/actions/repeat.hpp); the screen records and
// snapshots each turn's intent, and draws each step so the player watches it and can stop it with a key.
void GameScreen::repeat(const Intent& intent, int max_turns) {
    RepeatHooks hooks;
    hooks.before = [this](const Intent& next) {
        remember(next);
        snapshot();
        if (turn_hook_) turn_hook_(*game_, next);
    };
    // A rest is watched in strides: each drawn turn pauses, and a rest of hundreds of turns would drag.
    int turns = 0;
    const int stride = intent.kind == IntentKind::rest ? kRestDrawStride : 1;
    hooks.between = [this, &turns, stride] { return ++turns % stride != 0 || show_run_step(); };
    hooks.watchers = watchers();
    (void)repeat_intent(*game_, intent, max_turns, auto_pickup_, hooks);
}

bool GameScreen::ask(const std::string& question) {
    return stack_->query(std::make_unique<ConfirmLayer>(question)).value_or(false);
}

// A step by hand onto a trap the player knows of asks first; a creature there is struck, so nothing to ask.
bool GameScreen::step_is_wanted(Direction d) {
    const Point to = player_cell(*game_) + offset(d);
    const ecs::Entity trap = known_trap_at(*game_, to);
    if (trap == ecs::null_entity || creature_at(*game_, to) != ecs::null_entity) return true;
    return ask(phrase("ui.really_step_onto", {{"trap", the_name_of(*game_, trap)}}));
}

void GameScreen::travel_with_cursor() {
    const std::optional<Point> to = stack_->query(std::make_unique<TargetLayer>(
        *game_, map_, *keymap_, TargetMode::travel, phrase("ui.travel_where"), Action::travel));
    if (!to) return;
    if (!game_->view.remembered.at(*to)) {
        say(phrase("ui.have_not_seen_place"));
        return;
    }
    repeat(Intent::travel(*to));
}

// Draws the screen after one step of a run; false when a key press stops the run.
bool GameScreen::show_run_step() {
    stack_->draw();
    ++run_steps_drawn_;
    if (run_step_pause_.count() <= 0) return true;
    const std::optional<Key> key = stack_->terminal().poll_key(run_step_pause_);
    // A hangup is not a key press: the play loop meets it again once the run is over.
    return !key || key->code == keys::hangup;
}

void GameScreen::take_stairs(bool down) {
    const Tile here = game_->map().at(player_cell(*game_));
    const Tile want = down ? Tile::stairs_down : Tile::stairs_up;
    if (here != want) {
        say(down ? phrase("ui.way_down_here_look") : phrase("ui.way_up_here_look"));
        return;
    }
    take_turn(Intent::take_stairs());
}

void GameScreen::travel_to_stairs() {
    const bool up = carries_element(*game_);
    const Point to = up ? game_->map().stairs_up : game_->map().stairs_down;
    if (!game_->view.remembered.at(to)) {
        say(up ? phrase("ui.have_not_found_way") : phrase("ui.have_not_found_way_2"));
        return;
    }
    if (player_cell(*game_) == to) {
        say(up ? phrase("ui.stairs_up_press_climb") : phrase("ui.stairs_down_press_descend"));
        return;
    }
    repeat(Intent::travel(to));
}

void GameScreen::use_item_at(Action action, char32_t letter) {
    const LetterTarget target = item_at_letter(*game_, letter);
    if (target.item == ecs::null_entity) return;
    if (action == Action::unequip) {
        if (target.worn) take_turn(Intent::unequip(*target.worn));
        return;
    }
    if (target.worn) {
        say(phrase("ui.take_off_first"));
        return;
    }
    const std::uint8_t at = letter_index(letter);
    switch (action) {
        case Action::call: {
            const Identity& id = game_->world.get<Identity>(target.item);
            call_kind_of(RowRef{id.category, id.row});
            return;
        }
        case Action::drop: take_turn(Intent::drop(at)); return;
        case Action::equip: take_turn(Intent::equip(at)); return;
        case Action::quaff: take_turn(Intent::quaff(at)); return;
        case Action::read: take_turn(Intent::read(at)); return;
        case Action::quiver:
            fire_control_.choose(pack_item(*game_, game_->player, at));
            say(phrase("ui.will_fire", {{"item", the_name_of(*game_, pack_item(*game_, game_->player, at))}}));
            return;
        case Action::zap:
        case Action::throw_item:
        case Action::fire: aim_item(action, at); return;
        default: return;
    }
}

std::optional<Point> GameScreen::choose_target(const AimedAct& act) {
    if (!nearest_hostile_in_view(*game_)) {
        // A spell or a shot is for a foe; a wand (digging, quickening) or a throw may be meant for a cell.
        const bool cell_worth_aiming = act.action == Action::zap || act.action == Action::throw_item;
        if (!cell_worth_aiming) {
            say(phrase("ui.no_target_in_view"));
            return std::nullopt;
        }
        if (!ask(phrase("ui.no_target_aim_anyway"))) return std::nullopt;
    }
    const std::optional<Point> target = stack_->query(std::make_unique<TargetLayer>(
        *game_, map_, *keymap_, TargetMode::aim, act.prompt, act.action, fire_control_.last_target(), act.shot.reach));
    if (!target) return std::nullopt;
    const AimPreview preview = preview_aim(*game_, *target, act.shot.reach);
    if (preview.out_of_range && !ask(phrase("ui.aim_out_of_range", {{"text", preview.words}}))) return std::nullopt;
    const ecs::Entity spared = friend_struck(*game_, *target, act.shot);
    if (spared != ecs::null_entity && !ask(really_attack(*game_, spared))) return std::nullopt;
    return target;
}

// Asks where (starting on the last target), shows the shot's path and reach, and uses the item there.
void GameScreen::aim_item(Action action, std::uint8_t at) {
    const ecs::Entity item = pack_item(*game_, game_->player, at);
    const AimedAct act{.action = action, .prompt = aim_prompt(action), .shot = known_shot(*game_, action, item)};
    const std::optional<Point> target = choose_target(act);
    if (!target) return;
    fire_control_.aimed_at(*target);
    if (action == Action::zap) take_turn(Intent::zap(at, *target));
    if (action == Action::throw_item) take_turn(Intent::throw_item(at, *target));
    if (action == Action::fire) take_turn(Intent::fire(at, *target));
}

std::vector<PackEntry> GameScreen::pack_entries() {
    std::vector<PackEntry> pack = make_pack_entries(*game_);
    fire_control_.tag(pack);
    return pack;
}

void GameScreen::use_item(Action action) {
    const std::vector<PackEntry> pack = pack_entries();
    if (pack.empty()) {
        say(phrase("ui.not_carrying_anything"));
        return;
    }
    if (std::none_of(pack.begin(), pack.end(), [&](const PackEntry& e) { return offers(e, action); })) {
        say(nothing_for(action));
        return;
    }
    const std::optional<char32_t> letter = query_pack(*stack_, pack, item_prompt(action), action);
    if (letter) use_item_at(action, *letter);
}

// `f`: the quivered ammo, aimed at the last target; nothing quivered says why.
void GameScreen::fire() {
    const ecs::Entity ammo = fire_control_.quivered();
    if (ammo == ecs::null_entity) {
        say(fire_control_.nothing_to_fire());
        return;
    }
    aim_item(Action::fire, game_->world.get<Location>(ammo).place.index);
}

// Tab: one blow, shot or step of auto-fight (sim/actions/auto_fight.hpp), with the quiver `f` would fire.
void GameScreen::auto_fight() {
    const ecs::Entity ammo = fire_control_.quivered();
    const std::uint8_t letter = ammo == ecs::null_entity
                                    ? kNothingQuivered
                                    : static_cast<std::uint8_t>(game_->world.get<Location>(ammo).place.index);
    take_turn(Intent::fight(letter));
}

void GameScreen::choose_quiver() {
    const std::vector<PackEntry> pack = pack_entries();
    if (std::none_of(pack.begin(), pack.end(), [](const PackEntry& e) { return offers(e, Action::quiver); })) {
        say(fire_control_.nothing_to_fire());
        return;
    }
    const std::optional<char32_t> letter = query_pack(*stack_, pack, item_prompt(Action::quiver), Action::quiver);
    if (letter) use_item_at(Action::quiver, *letter);
}

void GameScreen::inventory() {
    const std::vector<PackEntry> pack = pack_entries();
    if (pack.empty()) {
        say(phrase("ui.not_carrying_anything"));
        return;
    }
    const std::optional<char32_t> letter =
        query_pack(*stack_, pack, phrase("ui.pack_letter_shows_item"));
    if (!letter) return;
    const PackEntry* entry = find_entry(pack, *letter);
    if (entry == nullptr) return;
    const std::optional<Action> action = query_item_action(*stack_, *keymap_, *entry);
    if (!action) return;
    if (*action == Action::fire) {
        fire_control_.choose(pack_item(*game_, game_->player, letter_index(*letter)));  // firing it from here quivers it
        aim_item(Action::fire, letter_index(*letter));
        return;
    }
    use_item_at(*action, *letter);
}

// `,`: what lies alone underfoot (one item, or one stack) comes up at once; a pile asks which, and the pick-up
// key again takes everything.
void GameScreen::pick_up() {
    const std::vector<PileEntry> pile = pile_entries(*game_);
    if (pile.size() <= 1) {
        take_turn(Intent::pick_up(pile.empty() ? 0 : pile.front().from_top));
        return;
    }
    std::vector<std::string> names;
    for (const PileEntry& e : pile) names.push_back(e.name);
    const std::vector<Key>& keys = keymap_->keys_for(Action::pick_up);
    const char32_t again = keys.empty() || keys.front().code >= keys::kNamedBase ? U',' : keys.front().code;
    const std::optional<PileChoice> choice = query_pile(*stack_, names, again);
    if (!choice) return;
    if (choice->all) return pick_up_everything();
    take_turn(Intent::pick_up(pile[choice->index].from_top));
}

// One item a turn, top first, while sim's rule (may_pick_up_more) says to go on.
void GameScreen::pick_up_everything() {
    if (game_->outcome != Outcome::alive) return;
    std::uint32_t turn = 0;
    int hp = 0;
    do {
        turn = game_->turn;
        hp = game_->world.get<Health>(game_->player).hp;
        take_turn(Intent::pick_up(0));
    } while (may_pick_up_more(*game_, turn, hp));
}

// Turns pass on their own while the player cannot act. Each is drawn and waits the run-step pause for a key;
// a key hurries the rest (no more pauses). A hangup stops here: the play loop meets it and saves.
void GameScreen::pass_helpless_turns(bool struggled) {
    bool watching = run_step_pause_.count() > 0;
    const int hp_before = game_->world.get<Health>(game_->player).hp;
    const auto passes = [&] { return turn_passes_by_itself(*game_, struggled, hp_before); };
    for (int turn = 0; turn < kMaxHelplessTurns && game_->outcome == Outcome::alive && passes(); ++turn) {
        take_turn(Intent::wait());
        const HudView view = hud_view();
        warn_low_hp(view);
        play_->after_turn(*stack_, view);
        stack_->draw();
        if (!watching) continue;
        const std::optional<Key> key = stack_->terminal().poll_key(run_step_pause_);
        if (key && key->code == keys::hangup) return;
        if (key) watching = false;
    }
}

void GameScreen::look() {
    (void)stack_->query(
        std::make_unique<TargetLayer>(*game_, map_, *keymap_, TargetMode::look, phrase("ui.look"), Action::look));
}

// `~`: the console, in a wizard run only. What it did shows on the map once it closes; a run that ended in it
// (the bot died) ends as any run does, through after_action.
void GameScreen::wizard_console() {
    if (!game_->wizard) {
        say(phrase("ui.wizard_console_needs_wizard"));
        return;
    }
    auto layer = std::make_unique<ConsoleLayer>(
        phrase("ui.wizard_console_help_lists"), console_,
        [this](const std::string& line) { return run_console(line); },
        [this](const std::string& line) {
            Completion done = complete_console_line(*game_, line);
            return ConsoleCompletion{std::move(done.line), std::move(done.lines)};
        });
    const Layer& shown = *layer;
    stack_->push(std::move(layer));
    stack_->run_until_closed(shown);
}

// F5 (or a watched file saved): the tables and packs read again; the game moves onto them by id
// (sim/tools/reload.hpp). Any error opens a panel and the old tables stay in force.
void GameScreen::reload_content() {
    if (!game_->wizard) {
        say(phrase("ui.reloading_content_needs_wizard"));
        return;
    }
    if (!reload_) {
        say(phrase("ui.screen_cannot_reload_content"));
        return;
    }
    ContentReload fresh = reload_();
    if (fresh.content == nullptr) {
        fresh.errors.insert(fresh.errors.begin(), phrase("ui.reload_found_errors_old"));
        stack_->push(make_pack_errors_layer(std::move(fresh.errors), phrase("ui.reload_failed")));
        return;
    }
    // What the author's save changed, read before the game leaves the old tables.
    const std::vector<RowChange> changes = content_changes(*game_->content, *fresh.content);
    Reloaded moved = reload_game(*game_, *fresh.content);
    if (!moved.game) {
        say(phrase("ui.reload_could_not_move", {{"reason", moved.error}}));
        return;
    }
    for (std::string& note : fresh.notes) moved.game->log.add(std::move(note));
    moved.game->log.add(reload_summary(changes));
    replace_game(std::move(moved.game));
    fill_messages_now();
    if (changes.empty()) return;
    stack_->push(make_lines_layer("changes", phrase("ui.reload_changes_title"),
                                  reload_change_lines(changes)));
}

// One console line: its acts and the bot's turns go through take_turn like a key's (recorded, snapshotted,
// committed); what they said in the log is echoed in the console.
std::vector<std::string> GameScreen::run_console(const std::string& line) {
    ConsoleResult result = console_command(*game_, line);
    const std::size_t logged = game_->log.messages().size();
    for (const Intent& act : result.acts) take_turn(act);
    int played = 0;
    for (; played < result.bot_turns && game_->outcome == Outcome::alive; ++played) take_turn(bot_intent(*game_));
    const auto& messages = game_->log.messages();
    for (std::size_t i = std::min(logged, messages.size()); i < messages.size(); ++i) {
        if (result.bot_turns == 0) result.lines.push_back(messages[i].text);
    }
    if (result.bot_turns > 0) {
        result.lines.push_back(phrase("ui.bot_played", {{"n", std::to_string(played)}, {"count", std::to_string(game_->turn)},
                                                        {"depth", std::to_string(game_->depth())}}));
    }
    if (game_->outcome != Outcome::alive) result.lines.emplace_back(phrase("ui.run_over_esc_see"));
    play_->refresh(hud_view());
    return result.lines;
}

namespace {

// "1  magic dart     2 Ma  tier 1  A dart of force at the first creature in line."
std::string spell_line(const SpellDef& spell, int cost) {
    std::string name = row_name(spell);
    if (const int width = text_width(name); width < 16) name.append(static_cast<std::size_t>(16 - width), ' ');
    const std::string description = row_description(spell);
    return name + phrase("ui.spell_line", {{"n", std::to_string(cost)}, {"count", std::to_string(spell.tier)}}) +
           (description.empty() ? "" : "  " + description);
}

std::vector<MenuItem> spell_items(const Game& g, bool check_pool) {
    std::vector<MenuItem> items;
    const Spellbook* book = g.world.try_get<Spellbook>(g.player);
    const Magic* pool = g.world.try_get<Magic>(g.player);
    if (book == nullptr) return items;
    for (std::size_t i = 0; i < book->spells.size(); ++i) {
        const SpellDef* spell = g.content->find_spell(book->spells[i]);
        if (spell == nullptr) continue;
        const int cost = spell_cost(g, g.player, *spell);  // a staff's focus lowers it
        const bool affordable = !check_pool || (pool != nullptr && pool->ma >= cost);
        items.push_back(MenuItem{static_cast<char32_t>('1' + i), spell_line(*spell, cost), affordable});
    }
    return items;
}

}  // namespace

// `Z`: the known spells, each with its cost; one too dear for the pool now is shown dimmed.
void GameScreen::spell_menu() {
    std::vector<MenuItem> items = spell_items(*game_, true);
    if (items.empty()) {
        say(phrase("ui.know_spells_scroll_tutelage"));
        return;
    }
    const Magic& pool = game_->world.get<Magic>(game_->player);
    const std::string title = phrase("ui.cast_which", {{"n", std::to_string(pool.ma)}, {"total", std::to_string(pool.max_ma)}});
    const std::optional<std::size_t> picked = stack_->query(std::make_unique<MenuLayer>(title, std::move(items), "spells"));
    if (picked) cast_slot(static_cast<std::uint8_t>(*picked));
}

// Casts the spell at `slot`, asking where for an aimed one (the target cursor, starting on the last target).
void GameScreen::cast_slot(std::uint8_t slot) {
    const SpellDef* spell = known_spell(*game_, game_->player, slot);
    if (spell == nullptr) {
        say(phrase("ui.no_spell_at", {{"n", std::to_string(slot + 1)}}));
        return;
    }
    if (!spell_is_aimed(spell->mechanic)) {
        take_turn(Intent::cast(slot, player_cell(*game_)));
        return;
    }
    // Every aimed spell harms or hinders what it reaches.
    const ShotShape shot{.reach = spell->range,
                         .strikes = true,
                         .pierces = spell->mechanic == SpellMechanic::beam,
                         .radius = spell->mechanic == SpellMechanic::blast ? spell->radius : 0};
    const AimedAct act{.action = Action::cast, .prompt = phrase("ui.cast_where", {{"spell", row_name(*spell)}}), .shot = shot};
    const std::optional<Point> target = choose_target(act);
    if (!target) return;
    fire_control_.aimed_at(*target);
    take_turn(Intent::cast(slot, *target));
}

void GameScreen::call_kind_of(RowRef row) {
    if (!can_call(*game_, row)) return;
    const std::string look = appearance(*game_->content, game_->descent.seed, row);
    const StableId stable = game_->content->common(row).stable;
    const std::string* before = game_->called.find(stable);
    const bool had_name = before != nullptr;
    const std::optional<std::string> name = stack_->query(std::make_unique<LinePromptLayer>(
        phrase("ui.call_what", {{"item", with_article(look)}}), had_name ? *before : std::string{}, kMaxCalledName));
    if (!name) return;
    (void)call_kind(*game_, row, *name);
    if (game_->called.find(stable) != nullptr) {
        say(phrase("ui.called", {{"item", with_article(kind_name(*game_, row))}}));
    } else if (had_name) {
        say(phrase("ui.call_forgotten", {{"item", with_article(look)}}));
    }
    play_->refresh(hud_view());
}

void GameScreen::call(const std::string& just_used) {
    const std::optional<RowRef> row = just_used.empty() ? std::nullopt : game_->content->find(just_used);
    if (row && can_call(*game_, *row)) return call_kind_of(*row);
    use_item(Action::call);
}

void GameScreen::offer_call() {
    const std::string id = std::exchange(offer_call_, {});
    if (id.empty() || game_->outcome != Outcome::alive) return;
    const std::optional<RowRef> row = game_->content->find(id);
    if (!row || !can_call(*game_, *row)) return;
    const std::vector<Key>& keys = keymap_->keys_for(Action::call);
    if (keys.empty()) return;  // unbound: nothing to tell
    last_unknown_use_ = id;
    const std::string look = appearance(*game_->content, game_->descent.seed, *row);
    say(phrase("ui.call_offer", {{"key", key_name(keys.front())}, {"item", phrase("name.the", {{"name", look}})}}));
}

// A lesson learnt with a full mind waits for the player to choose which spell makes room for it.
void GameScreen::ask_what_to_forget() {
    const Spellbook* book = game_->world.try_get<Spellbook>(game_->player);
    if (book == nullptr || book->pending == StableId{} || game_->outcome != Outcome::alive) return;
    const SpellDef* learnt = game_->content->find_spell(book->pending);
    std::vector<MenuItem> items = spell_items(*game_, false);
    const std::string learnt_name = learnt != nullptr ? row_name(*learnt) : phrase("ui.the_spell");
    items.push_back(MenuItem{'k', phrase("ui.keep_what_you_know", {{"spell", learnt_name}}), true});
    const std::string title = phrase("ui.learn_forget_which", {{"spell", learnt_name}});
    const std::size_t known = items.size() - 1;
    const std::optional<std::size_t> picked = stack_->query(std::make_unique<MenuLayer>(title, std::move(items), "forget"));
    const std::uint8_t slot = picked && *picked < known ? static_cast<std::uint8_t>(*picked) : kKeepSpells;
    take_turn(Intent::forget(slot));
    play_->after_turn(*stack_, hud_view());
}

void GameScreen::act(Action action) {
    // The turn boundary: nothing thrown inside a turn gets past here. The game may be half way through a turn,
    // so it is only read (for the report), never played on.
    try {
        act_unguarded(action);
    } catch (const std::exception& e) {
        crashed(e.what());
    } catch (...) {
        crashed(phrase("ui.exception_not_std_exception"));
    }
}

void GameScreen::act_unguarded(Action action) {
    if (game_->outcome != Outcome::alive) return;
    // The kind the last action used and left unknown: the call key right after it names that kind.
    const std::string just_used = std::exchange(last_unknown_use_, {});
    if (const std::optional<Step> s = step_of(action)) {
        const Direction d = direction_of(*s);
        const bool held = has_effect<Snared>(game_->world, game_->player);
        if (!is_run(action) && trading_spirit(*game_, creature_at(*game_, player_cell(*game_) + offset(d)))) {
            // Walking into a spirit opens its trade instead (render/game/trade_menus.hpp).
            if (const std::optional<Intent> chosen = ask_trade(*stack_, *game_, d)) take_turn(*chosen);
        } else if (!is_run(action)) {
            if (step_is_wanted(d)) take_turn(Intent::step(d));
        } else {
            repeat(Intent::run(d));
        }
        return after_action(held);
    }
    switch (action) {
        case Action::wait: take_turn(Intent::wait()); break;
        case Action::explore: repeat(Intent::explore()); break;
        case Action::rest: repeat(Intent::rest(), kMaxRestTurns); break;
        case Action::fight: auto_fight(); break;
        case Action::travel_to_stairs: travel_to_stairs(); break;
        case Action::travel: travel_with_cursor(); break;
        case Action::descend: take_stairs(true); break;
        case Action::ascend: take_stairs(false); break;
        case Action::pick_up: pick_up(); break;
        case Action::inventory: inventory(); break;
        case Action::drop:
        case Action::equip:
        case Action::unequip:
        case Action::quaff:
        case Action::read:
        case Action::zap:
        case Action::throw_item: use_item(action); break;
        case Action::call: call(just_used); break;
        case Action::fire: fire(); break;
        case Action::quiver: choose_quiver(); break;
        case Action::cast: spell_menu(); break;
        case Action::cast_1: cast_slot(0); break;
        case Action::cast_2: cast_slot(1); break;
        case Action::cast_3: cast_slot(2); break;
        case Action::cast_4: cast_slot(3); break;
        case Action::look: look(); break;
        case Action::discoveries:
            stack_->push(make_discoveries_layer(*game_));  // a screen to read: no turn, nothing after it
            return;
        case Action::monster_memory:
            stack_->push(make_monster_memory_layer(*game_));
            return;
        case Action::overview:
            stack_->push(make_dungeon_overview_layer(*game_));
            return;
        case Action::save_and_quit:
            if (save_and_close()) return;
            break;
        case Action::quit: end_run(); return;
        case Action::wizard_console: wizard_console(); break;
        case Action::reload_content: reload_content(); break;
        default: break;  // moves and runs are handled above; help and history by the play layer
    }
    after_action();
}

}  // namespace yoord
