// Snapshot tests of the screens that need no game, through the null back end.

#include <gtest/gtest.h>

#include "render/null_terminal.hpp"
#include "render/ui/end_panel.hpp"
#include "render/ui/help_layer.hpp"
#include "render/ui/hud_widgets.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/message_layers.hpp"
#include "render/ui/pack_view.hpp"
#include "render/utf8.hpp"
#include "snapshot_support.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::matches_snapshot;

// A little walled room, the player at its middle.
class RoomSource final : public MapSource {
public:
    RoomSource(Size size, MapPoint player) : player_(player), size_(size) {}
    [[nodiscard]] Size map_size() const override { return size_; }
    [[nodiscard]] Cell cell_at(MapPoint p) const override {
        if (p == player_) return Cell{U'@', colours::bright_white};
        const bool wall = p.x == 0 || p.y == 0 || p.x == size_.width - 1 || p.y == size_.height - 1;
        return wall ? Cell{U'#', colours::white} : Cell{U'·', colours::bright_black};
    }
    [[nodiscard]] MapPoint focus() const override { return player_; }
    [[nodiscard]] std::optional<MapPoint> cursor() const override { return cursor_; }
    std::optional<MapPoint> cursor_;
    MapPoint player_;

private:
    Size size_;
};

HudView sample_view() {
    HudView view;
    view.name = "Aldo";
    view.hp = 7;
    view.max_hp = 20;
    view.power = {6, 2};
    view.armour = {4, 0};
    view.depth = 3;
    view.score = 1250;
    view.patience = 412;
    view.badges = {{"Hasted", colours::bright_cyan}, {"Poisoned", colours::bright_green}};
    view.messages = {"You hit the cave rat.", "The cave rat bites you.", "You kill the cave rat!"};
    return view;
}

// Draws the registry onto a fresh screen and returns it.
std::string draw_hud(NullTerminal& terminal, const WidgetRegistry& registry, const HudView& view) {
    terminal.clear();
    registry.draw(Canvas(terminal), view);
    terminal.present();
    return terminal.to_string();
}

// The keys take two pages in English (too many for one at 80x24, and a page that scrolls hides keys): each is
// whole, and its footer offers no scrolling.
TEST(Screens, HelpAt80x24FitsEachPageOfKeysWithoutScrolling) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    auto layer = make_help_layer(Keymap::defaults());
    TextPagerLayer& help = *layer;
    stack.push(std::move(layer));
    stack.draw();
    EXPECT_EQ(help.page_count(), 2);
    EXPECT_TRUE(matches_snapshot("help_80x24", terminal.to_string()));
    EXPECT_EQ(terminal.to_string().find(phrase("pager.scroll")), std::string::npos) << terminal.to_string();
    terminal.queue_key(Key{keys::right});
    stack.step();
    stack.draw();
    EXPECT_TRUE(matches_snapshot("help_80x24_page_2", terminal.to_string()));
    EXPECT_EQ(terminal.to_string().find(phrase("pager.scroll")), std::string::npos) << terminal.to_string();
}

TEST(Screens, HelpListsEveryActionWithItsKeys) {
    const Keymap keymap = parse_keymap("quaff = [\"Q\", \"F6\"]\nquiver = \"F\"\n", "k").keymap;
    std::string all;
    for (const StyledLine& line : help_lines(keymap, 76)) {
        for (const Span& s : line) all += s.text;
        all += '\n';
    }
    for (const ActionInfo& row : kActionTable) {
        if (row.section == HelpSection::wizard) continue;  // not drawn: only a --wizard run has it
        EXPECT_NE(all.find(phrase(row.help)), std::string::npos) << row.name;
        EXPECT_NE(all.find(keymap.key_names(row.action)), std::string::npos) << row.name;
    }
    EXPECT_NE(all.find("Q F6"), std::string::npos);
}

TEST(Screens, HelpClosesOnEscape) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    stack.push(make_help_layer(Keymap::defaults()));
    terminal.queue_key(Key{keys::escape});
    stack.step();
    EXPECT_EQ(stack.depth(), 0U);
}

TEST(Screens, HudFromAViewModel) {
    NullTerminal terminal;
    const RoomSource room({30, 12}, {10, 5});
    WidgetRegistry registry;
    register_default_hud(registry, &room);
    EXPECT_EQ(registry.names(), (std::vector<std::string>{"messages", "map", "status", "badges", "alignment", "pack_fields"}));
    EXPECT_TRUE(matches_snapshot("hud_80x24", draw_hud(terminal, registry, sample_view())));
}

TEST(Screens, HudReflowsOnALargerTerminal) {
    NullTerminal terminal({100, 30});
    WidgetRegistry registry;
    register_default_hud(registry, nullptr);
    const std::string screen = draw_hud(terminal, registry, sample_view());
    EXPECT_EQ(registry.area_of("status", {100, 30}), (Rect{0, 28, 100, 1}));
    EXPECT_NE(screen.find("Aldo  HP 7/20"), std::string::npos);
}

TEST(Screens, HpColourFollowsTheFractionLeft) {
    EXPECT_EQ(hp_colour(20, 20), colours::bright_green);
    EXPECT_EQ(hp_colour(7, 20), colours::bright_yellow);
    EXPECT_EQ(hp_colour(5, 20), colours::bright_red);
    EXPECT_EQ(hp_colour(0, 0), colours::bright_red);
}

TEST(Screens, DiceFormatting) {
    EXPECT_EQ(format_dice({6, 2}), "d6+2");
    EXPECT_EQ(format_dice({4, 0}), "d4");
    EXPECT_EQ(format_dice({8, -1}), "d8-1");
    EXPECT_EQ(format_dice({0, 1}), "+1");
    EXPECT_EQ(format_dice({0, 0}), "0");
}

TEST(Screens, BadgesThatDoNotFitSayHowManyMore) {
    NullTerminal terminal({32, 1});
    HudView view;
    for (const char* name : {"Hasted", "Poisoned", "Confused", "Levitating", "Blind"}) view.badges.push_back({name});
    BadgeWidget().draw(Canvas(terminal), view);
    terminal.present();
    EXPECT_EQ(terminal.to_string(), "Hasted Poisoned Confused +2 more");
}

TEST(Screens, PackFieldsSitLeftToRightOnTheirRowAndSayHowManyDoNotFit) {
    NullTerminal terminal({30, 1});
    HudView view;
    view.pack_fields = {{"Goblins", "3/3"}, {"Chief", "1"}, {"Horns", "2"}, {"Keys", "0"}};
    PackFieldsWidget().draw(Canvas(terminal), view);
    terminal.present();
    EXPECT_EQ(terminal.to_string(), "Goblins 3/3  Chief 1  +2 more");
}

// A pack's widgets never cover a core one: while a pack declares any they take a row of their own, above the
// status line, and the map gives it up; no two widgets' rectangles meet.
TEST(Screens, PackWidgetsHaveARowOfTheirOwnAndCoverNoCoreWidget) {
    NullTerminal terminal({80, 24});
    const RoomSource room({30, 12}, {10, 5});
    WidgetRegistry registry;
    register_default_hud(registry, &room, true);
    HudView view = sample_view();
    view.badges = {{"Hasted", colours::bright_cyan}, {"Poisoned", colours::bright_green},
                   {"Confused", colours::cyan},      {"Levitating", colours::white},
                   {"Telepathic", colours::magenta}, {"Seeing invisible", colours::white},
                   {"Blind", colours::white},        {"Slowed", colours::white}};
    view.pack_fields = {{"Goblins", "2/3"}, {"Chief", "called"}};
    EXPECT_TRUE(matches_snapshot("hud_packs_80x24", draw_hud(terminal, registry, view)));
    const std::vector<std::string> names = registry.names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        for (std::size_t j = i + 1; j < names.size(); ++j) {
            const Rect a = *registry.area_of(names[i], {80, 24});
            const Rect b = *registry.area_of(names[j], {80, 24});
            EXPECT_TRUE(a.intersection(b).width == 0 || a.intersection(b).height == 0) << names[i] << " and " << names[j];
        }
    }
    EXPECT_EQ(registry.area_of("pack_fields", {80, 24}), (Rect{0, 21, 80, 1}));
    EXPECT_EQ(registry.area_of("map", {80, 24}), (Rect{0, 3, 80, 18}));
}

TEST(Screens, WithoutPackWidgetsTheMapKeepsTheRow) {
    const RoomSource room({30, 12}, {10, 5});
    WidgetRegistry registry;
    register_default_hud(registry, &room, true);
    place_pack_row(registry, &room, false);
    EXPECT_EQ(registry.area_of("map", {80, 24}), (Rect{0, 3, 80, 19}));
    EXPECT_EQ(registry.area_of("pack_fields", {80, 24})->height, 0);
    EXPECT_EQ(registry.names(), (std::vector<std::string>{"messages", "map", "status", "badges", "alignment", "pack_fields"}));
}

TEST(Screens, RegisteringAWidgetByNameReplacesItInPlace) {
    WidgetRegistry registry;
    register_default_hud(registry, nullptr);
    registry.add("status", [](Size s) { return Rect{0, 0, s.width, 1}; }, std::make_unique<BadgeWidget>());
    EXPECT_EQ(registry.names(), (std::vector<std::string>{"messages", "status", "badges", "alignment", "pack_fields"}));
    EXPECT_EQ(registry.area_of("status", {80, 24}), (Rect{0, 0, 80, 1}));
    EXPECT_TRUE(registry.remove("badges"));
    EXPECT_FALSE(registry.remove("badges"));
    EXPECT_EQ(registry.find("badges"), nullptr);
}

TEST(Screens, ViewportFollowsTheFocusButStopsAtTheMapEdges) {
    EXPECT_EQ(viewport_origin({200, 100}, {80, 19}, {100, 50}), (MapPoint{60, 41}));
    EXPECT_EQ(viewport_origin({200, 100}, {80, 19}, {3, 2}), (MapPoint{0, 0}));
    EXPECT_EQ(viewport_origin({200, 100}, {80, 19}, {199, 99}), (MapPoint{120, 81}));
    EXPECT_EQ(viewport_origin({40, 10}, {80, 19}, {5, 5}), (MapPoint{-20, -4}));  // small maps are centred
}

TEST(Screens, TheViewStaysPutWhileTheFocusMovesInsideIt) {
    const Size map{200, 100};
    const Size view{80, 19};
    const MapPoint start = follow_origin(map, view, {100, 50}, std::nullopt);
    EXPECT_EQ(start, (MapPoint{60, 41}));
    // Ten steps east and a few south: still well inside the view, so nothing scrolls.
    EXPECT_EQ(follow_origin(map, view, {110, 53}, start), start);
    EXPECT_EQ(follow_origin(map, view, {90, 47}, start), start);
}

TEST(Screens, TheViewRecentresWhenTheFocusNearsAnEdge) {
    const Size map{200, 100};
    const Size view{80, 19};
    const MapPoint start{60, 41};
    ASSERT_EQ(edge_margin(view.width), 16);
    ASSERT_EQ(edge_margin(view.height), 3);
    // x 60..139 on screen: 124 is the last column more than the margin from the right edge.
    EXPECT_EQ(follow_origin(map, view, {123, 50}, start), start);
    EXPECT_EQ(follow_origin(map, view, {124, 50}, start), (MapPoint{84, 41})) << "recentred on the focus";
    EXPECT_EQ(follow_origin(map, view, {100, 57}, start), (MapPoint{60, 48}));
    EXPECT_EQ(follow_origin(map, view, {5, 50}, start), (MapPoint{0, 41})) << "a jump out of view recentres";
}

TEST(Screens, AtTheMapEdgeTheViewDoesNotTryToScrollFurther) {
    const Size map{200, 100};
    const Size view{80, 19};
    const MapPoint corner{0, 0};
    EXPECT_EQ(follow_origin(map, view, {1, 1}, corner), corner);
    EXPECT_EQ(follow_origin(map, view, {40, 30}, corner), (MapPoint{0, 21}));
    EXPECT_EQ(follow_origin({40, 10}, view, {5, 5}, MapPoint{3, 3}), (MapPoint{-20, -4})) << "small maps stay centred";
}

TEST(Screens, MapWidgetKeepsItsViewBetweenFrames) {
    NullTerminal terminal({20, 10});
    RoomSource room({60, 30}, {30, 15});
    MapWidget widget(room);
    widget.draw(Canvas(terminal), HudView{});
    terminal.present();
    ASSERT_EQ(terminal.cell(10, 5).glyph, U'@') << "the first frame centres";
    room.player_ = MapPoint{32, 16};  // two steps east, one south: inside the margins
    widget.draw(Canvas(terminal), HudView{});
    terminal.present();
    EXPECT_EQ(terminal.cell(12, 6).glyph, U'@') << "the map stayed still and the player moved on it";
    room.player_ = MapPoint{37, 16};
    widget.draw(Canvas(terminal), HudView{});
    terminal.present();
    EXPECT_EQ(terminal.cell(10, 6).glyph, U'@') << "near the right edge: recentred across, still down";
}

TEST(Screens, MapWidgetDrawsTheSourceAndTheCursor) {
    NullTerminal terminal({7, 5});
    RoomSource room({5, 3}, {2, 1});
    room.cursor_ = MapPoint{1, 1};
    MapWidget(room).draw(Canvas(terminal), HudView{});
    terminal.present();
    EXPECT_EQ(terminal.to_string(), "\n #####\n #·@·#\n #####\n");
    EXPECT_TRUE(has(terminal.cell(2, 2).attrs, Attr::reverse));
    EXPECT_FALSE(has(terminal.cell(3, 2).attrs, Attr::reverse));
}

std::vector<PackEntry> sample_pack() {
    return {
        {U'a', "dagger", 1, true, {Action::unequip, Action::throw_item, Action::drop}, "", {}},
        {U'b', "leather armour", 1, true, {Action::unequip, Action::drop}, "", {}},
        {U'c', "potion of healing", 3, false, {Action::quaff, Action::throw_item, Action::drop}, "",
         {"It glows a warm red.", "Heals 2d8 hit points."}},
        {U'f', "scroll labelled XOR ZUN", 1, false, {Action::read, Action::drop}, "", {}},
        {U'g', "wand of sparks", 1, false, {Action::zap, Action::drop}, "", {}},
        {U'h', "sling", 1, false, {Action::equip, Action::drop}, "melee max 1", {}},
    };
}

TEST(Screens, Pack) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    (void)query_pack(stack, sample_pack(), "Your pack");  // no keys: the screen is drawn once, then cancelled
    EXPECT_TRUE(matches_snapshot("pack_80x24", terminal.to_string()));
}

TEST(Screens, PackPicksByStableLetter) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type("f");
    EXPECT_EQ(query_pack(stack, sample_pack(), "Read what?"), std::optional<char32_t>(U'f'));
}

TEST(Screens, PackOffersOnlyWhatFitsTheAction) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type("ac");  // a dagger cannot be quaffed; the potion can
    EXPECT_EQ(query_pack(stack, sample_pack(), "Quaff what?", Action::quaff), std::optional<char32_t>(U'c'));
}

TEST(Screens, AnActionsMenuListsOnlyWhatItCanUse) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    (void)query_pack(stack, sample_pack(), "Quaff what?", Action::quaff);
    const std::string screen = terminal.to_string();
    EXPECT_NE(screen.find("c - potion of healing ×3"), std::string::npos);
    EXPECT_EQ(screen.find("dagger"), std::string::npos);
    EXPECT_EQ(screen.find("scroll"), std::string::npos);
    EXPECT_EQ(screen.find("wand"), std::string::npos);
}

TEST(Screens, APackLineCarriesItsTag) {
    EXPECT_EQ(pack_line(sample_pack()[5]), "h - sling (melee max 1)");
    PackEntry worn = sample_pack()[5];
    worn.equipped = true;
    EXPECT_EQ(pack_line(worn), "h - sling (equipped, melee max 1)");
}

TEST(Screens, TheItemScreenShowsWhatThePlayerKnowsAboveTheActions) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    (void)query_item_action(stack, Keymap::defaults(), sample_pack()[2]);
    const std::string screen = terminal.to_string();
    const auto description = screen.find("It glows a warm red.");
    const auto numbers = screen.find("Heals 2d8 hit points.");
    const auto quaff = screen.find("q - Quaff a potion");
    ASSERT_NE(description, std::string::npos);
    ASSERT_NE(numbers, std::string::npos);
    ASSERT_NE(quaff, std::string::npos);
    EXPECT_LT(numbers, quaff);
}

TEST(Screens, AnEmptyPackSaysSoAndPicksNothing) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.queue_key(Key{keys::enter});
    EXPECT_EQ(query_pack(stack, {}, "Your pack"), std::nullopt);
    EXPECT_NE(terminal.to_string().find("Your pack is empty."), std::string::npos);
}

TEST(Screens, ItemActionsAreListedUnderTheirKeys) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type("q");
    const PackEntry potion = sample_pack()[2];
    EXPECT_EQ(query_item_action(stack, Keymap::defaults(), potion), std::optional<Action>(Action::quaff));
    EXPECT_NE(terminal.to_string().find("q - Quaff a potion"), std::string::npos);
    EXPECT_NE(terminal.to_string().find("t - Throw an item"), std::string::npos);
}

TEST(Screens, DeathPanel) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    EndView view;
    view.outcome = EndOutcome::died;
    view.name = "Aldo";
    view.cause = "killed by a cave troll on depth 7";
    view.score = 4180;
    view.depth = 7;
    view.deepest = 8;
    view.turns = 5123;
    view.conducts = {"never read a scroll", "never zapped a wand"};
    stack.push(std::make_unique<EndPanelLayer>(view));
    stack.draw();
    EXPECT_TRUE(matches_snapshot("death_panel_80x24", terminal.to_string()));
    terminal.queue_key(Key{keys::enter});
    stack.step();
    EXPECT_EQ(stack.depth(), 0U);
}

TEST(Screens, WinPanelSaysSo) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    EndView view;
    view.outcome = EndOutcome::won;
    view.name = "Aldo";
    view.cause = "escaped with the Element of Yoord";
    stack.push(std::make_unique<EndPanelLayer>(view));
    stack.draw();
    EXPECT_NE(terminal.to_string().find("You won."), std::string::npos);
    EXPECT_NE(terminal.to_string().find("Victory"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
