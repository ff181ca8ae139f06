#pragma once
// The play screen: the HUD widgets (map, messages, status, badges) at the bottom of the layer stack, and the
// door from keys to the game. The game plugs in here:
//
//   - a MapSource for the map widget (map_view.hpp);
//   - an ActionHandler that turns an Action into an intent and plays the turn;
//   - after each turn, after_turn(stack, view) with a fresh HudView: the HUD redraws, and the turn's messages
//     are shown, with --more-- when they overflow and the turn mattered (the new view against the last one:
//     render/ui/message_layers.hpp).
//
// The front end answers some actions itself: help (the key table, then the guide's pages when a game's tables
// are given: set_content_source), message_history (the log), and quit, which reaches the handler only once the
// player has confirmed "Really quit?".

#include <functional>

#include "render/input/keymap.hpp"
#include "render/ui/hud_widgets.hpp"
#include "render/ui/layer.hpp"
#include "sim/state/message_log.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

class PlayLayer final : public Layer {
public:
    using ActionHandler = std::function<void(Action, LayerStack&)>;
    // The tables the help's guide is written from, read when the help opens (a reload may replace them).
    using ContentSource = std::function<const Content*()>;

    PlayLayer(const Keymap& keymap, MessageLog& log, const MapSource* map, ActionHandler on_action);

    [[nodiscard]] std::string_view name() const override { return "play"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] WidgetRegistry& widgets() noexcept { return widgets_; }
    [[nodiscard]] const HudView& view() const noexcept { return view_; }
    void refresh(HudView view) { view_ = std::move(view); }
    // The log to page from, when the game it belongs to is replaced (the screen goes on from a snapshot).
    void set_log(MessageLog& log) noexcept { log_ = &log; }
    void set_content_source(ContentSource source) { content_ = std::move(source); }
    // Refreshes the HUD and pages the turn's new messages. Call once per player turn.
    void after_turn(LayerStack& stack, HudView view);

private:
    const Keymap* keymap_;
    MessageLog* log_;
    ActionHandler on_action_;
    ContentSource content_;
    const MapSource* map_;
    bool pack_row_ = false;  // whether the packs' widgets have their row now (render/ui/hud_widgets.hpp)
    WidgetRegistry widgets_;
    HudView view_;
};

}  // namespace yoord
