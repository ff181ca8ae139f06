#pragma once
// The careful bot: plays like a careful player; the scummer, which plays the same way but rerolls every floor on
// the stairs (the loot loophole docs/explanation/balance.md closes); and the dancer, which plays the same way but
// when hurt near a staircase takes it and comes straight back (the stair dance, closed the same way); and the
// swapper, which puts on a spare suit the moment a last stand has taken its own (the spare suit, closed by asking
// for more than 1 hit point). The naive bot (sim/tools/bot.hpp) is kept beside them as the baseline the balance
// report compares against.
//
// Like a monster's mind (sim/monsters/minds.hpp) it decides and never acts: careful_intent() returns an Intent
// the one action path applies. Each time it builds a BotPercept from what the player sees and remembers, and
// nothing else: the view and map memory of this floor visit, the creatures in view (their rows, which the
// player recognises, and how wounded they look), the pack as the player names it (a potion of unknown kind is
// only "unknown"; charges only when known) and the traps the player has found. Then it walks kBotRules; the
// first rule whose condition holds AND whose move finds something to do gives the intent. A test scrambles
// what the player cannot see and checks that the choice stays the same.
//
// Fights are judged by expected damage. For each threat in view (the stop rule's threats: hostile, awake,
// able to reach the player) the percept holds the damage a blow of each side does on average (the opposed dice
// of sim/rules/combat.hpp, enumerated exactly) and the threat's blows per player turn (its tempo). A fight is
// "risky" when the threats, fought one at a time weakest first, are expected to take more than kRiskyShare of
// the player's hit points, and "losing" when more than kLosingShare.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

// Which bot plays: the naive one (sim/tools/bot.hpp), the careful one, or the careful one that scums stairs.
enum class BotKind : std::uint8_t { naive, careful, scummer, dancer, swapper };
[[nodiscard]] std::string_view bot_kind_name(BotKind kind) noexcept;
[[nodiscard]] std::optional<BotKind> bot_kind_from_name(std::string_view name) noexcept;

// A threat in view, as the player judges it.
struct SeenFoe {
    ecs::Entity who = ecs::null_entity;
    Point cell;
    int distance = 0;           // Chebyshev
    int hp_guess = 1;           // its row's hit points scaled by how wounded it looks (quarters)
    double hurts_me = 0;        // expected damage its blows do to the player per player turn
    double i_hurt = 0;          // expected damage of one of the player's blows to it
    double blows = 1;           // its actions per player turn (above 1: it outruns the player)
};

// A pack letter as the player names it.
struct PackSlot {
    std::uint8_t letter = 0;
    ecs::Entity item = ecs::null_entity;
    Category category = Category::potion;
    bool kind_known = false;     // the player knows the row (always, for gear and other categories)
    std::uint32_t row = 0;       // meaningful only when kind_known
    std::optional<int> charges;  // wands whose charges the player knows
};

struct BotPercept {
    Point self;
    int hp = 1;
    int max_hp = 1;
    int depth = 1;
    bool carries_element = false;
    bool down_open = false;
    bool on_stairs_up = false;
    bool on_stairs_down = false;
    bool item_underfoot = false;
    bool can_read = true;              // the player can see to read (sim/items/scrolls.hpp, read_refusal)
    bool can_rest = true;              // a rest may start now (sim/actions/repeat.hpp, may_start)
    std::optional<Point> stairs_up;    // when remembered
    std::optional<Point> stairs_down;  // when remembered and open
    std::optional<Point> element_seen; // where the map memory shows the Element lying, when it does
    std::vector<SeenFoe> foes;         // threats in view, nearest first
    std::vector<PackSlot> pack;
    bool wears_armour = false;         // body armour is worn
    int ma = 0;                        // magic in the pool
    int max_ma = 0;
    int patience = 0;                  // turns left on this floor (the status line shows it)
    int patience_per_floor = 1;
    std::vector<StableId> spells;      // the spells the player knows, in quick-cast order
    double expected_loss = 0;          // hit points the fight with every foe in view is expected to cost
};

// Shares of the player's hit points (see the header).
inline constexpr double kRiskyShare = 0.5;
inline constexpr double kLosingShare = 0.9;
// Hit points at or below this share of the maximum count as low.
inline constexpr double kLowHpShare = 0.5;
// Trying unknown potions and scrolls waits until hit points are at least this share of the maximum.
inline constexpr double kHealthyShare = 0.75;

[[nodiscard]] BotPercept bot_percept(Game& game);

// Whether a potion of this kind heals, as the bot judges it (the balance page counts these potions).
[[nodiscard]] bool potion_heals(PotionKind kind);

// When a rule applies.
enum class BotWhen : std::uint8_t {
    always,
    low_hp,            // hit points at or below kLowHpShare
    losing,            // the fight in view is expected to cost more than kLosingShare of the hit points
    losing_and_low,    // both
    risky,             // the fight in view is expected to cost more than kRiskyShare
    foe_adjacent,      // a threat stands next to the player
    foe_in_view,       // any threat in view
    item_underfoot,    // an item lies where the player stands
    safe,              // no threat in view
    safe_and_healthy,  // no threat in view, hit points at least kHealthyShare
    carrying_element,
    down_open,         // the way down is open on this floor
    revisiting,        // a depth shallower than the deepest it has reached, without the Element: nothing to gain
    new_depth_below,   // scummer: the player stands on the up stair of a depth it has not rerolled yet
    rerolling,         // scummer: it went up to reroll and goes straight back down
    hurt_near_stairs,  // dancer: hurt (below kHealthyShare), worse than after its last dance, a usable stair within
                       // kDanceReach cells
    dancing,           // dancer: it took a staircase to dance and goes straight back
    armour_lost,       // swapper: no body armour worn (a last stand took it), and body armour in the pack
    resting_pays,      // no threat in view, hit points below kHealthyShare or magic short, and Patience to spare
};

// What a rule does; a move may find nothing to do, and then the next rule is tried.
enum class BotMove : std::uint8_t {
    quaff_healing,    // drink a potion the player knows heals
    cast_healing,     // cast a healing spell it knows and has the magic for
    take_stairs,      // leave by the stair underfoot (up needs depth > 1 or the Element)
    zap_foe,          // zap a wand that harms or hinders (known kind, not known empty) at the most dangerous foe
    cast_at_foe,      // cast a spell that harms or hinders at the most dangerous foe in its reach, dearest first
    read_escape,      // read a scroll the player knows teleports or scares
    quaff_unknown,    // drink a potion of unknown kind
    read_unknown,     // read a scroll of unknown kind
    read_useful,      // read a scroll the player knows improves gear or knowledge (enchant, identify, map ...)
    retreat,          // step toward a remembered stair, else away from the foes; never from a foe that outruns it
    put_away_bow,     // a launcher in hand caps melee blows: put it away when a foe is adjacent or none in view
    strike_weakest,   // strike the adjacent foe that dies soonest
    fire_at_foe,      // fire at the most dangerous foe 2+ cells away (first taking up a bow that shoots what it carries)
    throw_at_foe,     // throw a missile (ammo with no launcher worn) at a foe in view, 2+ cells away
    rest,             // rest a turn (sim/rules/recovery.hpp): slow healing, paid in Patience
    dance,            // head for the nearest stair it may take, and take it
    come_back,        // take the stair it arrived by (or head back to it)
    pick_up,          // take what lies underfoot (when the pack has room, or coins)
    make_room,        // the pack is full: drop what it knows is of no use (a harmful potion, spare gear ...)
    wear_better,      // wear or wield better gear from the pack
    climb,            // head for the up stair and take it
    fetch_element,    // walk to where the Element was seen lying (explore forgets an item once out of view)
    meet_foe,         // step toward the nearest foe
    explore,          // auto-explore one step
    descend,          // head for the down stair and take it
    wait,
};

// Which bots use a row: every careful bot, or only the scummer, the dancer or the swapper.
enum class BotRuleFor : std::uint8_t { careful, scummer, dancer, swapper };

struct BotRule {
    BotRuleFor who;
    BotWhen when;
    BotMove move;
};

// The careful bot's whole mind, in priority order.
inline constexpr BotRule kBotRules[] = {
    {BotRuleFor::scummer, BotWhen::rerolling, BotMove::descend},
    {BotRuleFor::scummer, BotWhen::new_depth_below, BotMove::climb},
    {BotRuleFor::dancer, BotWhen::dancing, BotMove::come_back},
    {BotRuleFor::swapper, BotWhen::armour_lost, BotMove::wear_better},
    {BotRuleFor::careful, BotWhen::low_hp, BotMove::quaff_healing},
    {BotRuleFor::careful, BotWhen::low_hp, BotMove::cast_healing},
    {BotRuleFor::careful, BotWhen::losing, BotMove::take_stairs},
    {BotRuleFor::careful, BotWhen::losing, BotMove::zap_foe},
    {BotRuleFor::careful, BotWhen::losing, BotMove::cast_at_foe},
    {BotRuleFor::careful, BotWhen::losing, BotMove::read_escape},
    {BotRuleFor::careful, BotWhen::losing_and_low, BotMove::quaff_unknown},
    {BotRuleFor::careful, BotWhen::losing_and_low, BotMove::read_unknown},
    {BotRuleFor::careful, BotWhen::losing, BotMove::retreat},
    {BotRuleFor::careful, BotWhen::risky, BotMove::zap_foe},
    {BotRuleFor::careful, BotWhen::risky, BotMove::cast_at_foe},
    {BotRuleFor::careful, BotWhen::always, BotMove::put_away_bow},
    {BotRuleFor::careful, BotWhen::foe_adjacent, BotMove::strike_weakest},
    {BotRuleFor::careful, BotWhen::foe_in_view, BotMove::fire_at_foe},
    {BotRuleFor::careful, BotWhen::foe_in_view, BotMove::throw_at_foe},
    {BotRuleFor::dancer, BotWhen::hurt_near_stairs, BotMove::dance},
    {BotRuleFor::careful, BotWhen::resting_pays, BotMove::rest},
    {BotRuleFor::careful, BotWhen::item_underfoot, BotMove::pick_up},
    {BotRuleFor::careful, BotWhen::item_underfoot, BotMove::make_room},
    {BotRuleFor::careful, BotWhen::always, BotMove::wear_better},
    {BotRuleFor::careful, BotWhen::safe_and_healthy, BotMove::quaff_unknown},
    {BotRuleFor::careful, BotWhen::safe, BotMove::read_unknown},
    {BotRuleFor::careful, BotWhen::safe, BotMove::read_useful},
    {BotRuleFor::careful, BotWhen::carrying_element, BotMove::climb},
    {BotRuleFor::careful, BotWhen::foe_in_view, BotMove::meet_foe},
    {BotRuleFor::careful, BotWhen::revisiting, BotMove::descend},
    {BotRuleFor::careful, BotWhen::always, BotMove::fetch_element},
    {BotRuleFor::careful, BotWhen::always, BotMove::explore},
    {BotRuleFor::careful, BotWhen::down_open, BotMove::descend},
    {BotRuleFor::careful, BotWhen::always, BotMove::wait},
};

// The dancer dances for a stair within this many cells.
inline constexpr int kDanceReach = 8;
// Resting waits while at least this share of the floor's Patience is left (below it, the bot moves on).
inline constexpr double kRestPatienceShare = 0.25;

// What a bot remembers between turns (a player's memory, not the game's): the scummer's and the dancer's progress.
struct BotMemory {
    int deepest = 1;          // the deepest depth it has reached
    int rerolled_depth = 1;   // the deepest depth the scummer has gone back up from
    bool rerolling = false;   // it went up to reroll and is on its way back down
    int danced_from = 0;      // the depth the dancer left to dance (0: not dancing)
    int hp_after_dance = 1 << 30;  // its hit points when it came back from its last dance: it dances again only
                                   // when hurt worse than that
};

// The intent a careful bot (`kind` careful, scummer or dancer) chooses now, and the index in kBotRules of the rule
// that chose it (nullopt: no rule found a move, and the intent is to wait).
struct BotChoice {
    Intent intent;
    std::optional<std::size_t> rule;
};
[[nodiscard]] BotChoice careful_choice(Game& game, BotKind kind, BotMemory& memory);

// The next intent of any bot. Always one the game accepts, or a wait.
[[nodiscard]] Intent next_bot_intent(Game& game, BotKind kind, BotMemory& memory);

// Plays up to `max_turns` turns with `kind`; returns the turns played. With kind naive this is run_bot().
int run_bot_kind(Game& game, BotKind kind, int max_turns);

}  // namespace yoord
