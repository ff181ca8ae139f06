#pragma once
// Intents: what a creature means to do with its action. The player's come from a key (or the bot), a
// monster's from its mind (sim/monsters/minds.hpp); either way one function applies them for any actor
// (sim/actions/actions.hpp), so no rule is written twice. The front end, the bot, tests and a replay all
// submit the same values, so an intent is plain data: a kind plus the arguments that kind reads (a direction,
// a pack letter, a target cell).
//
// Multi-turn commands (auto-explore, travel, run) are the player's own, one intent per turn: each is resolved
// afresh into a single step from what the player knows now, so a recording of them replays exactly.

#include <cstdint>
#include <string_view>

#include "core/geom/point.hpp"
#include "sim/vocab/place.hpp"

namespace yoord {

// clang-format off
#define YOORD_INTENT_KINDS(X) \
    X(wait)        /* let a turn pass */                                                        \
    X(step)        /* move one cell in `direction`; into a monster strikes, into a door opens */ \
    X(strike)      /* attack whatever stands in `direction`, even an ally */                      \
    X(open)        /* open the door in `direction` */                                           \
    X(close)       /* close the door in `direction` */                                          \
    X(pick_up)     /* take the item `letter` places down the pile underfoot (0: the topmost) */ \
    X(drop)        /* put the item at `letter` on the floor */                                  \
    X(equip)       /* wear or wield the item at `letter` */                                     \
    X(unequip)     /* take off what is in `slot` */                                             \
    X(quaff)       /* drink the potion at `letter` */                                           \
    X(read)        /* read the scroll at `letter` */                                            \
    X(zap)         /* zap the wand at `letter` toward `target` */                               \
    X(throw_item)  /* throw the item at `letter` toward `target` */                             \
    X(fire)        /* fire the worn launcher's ammo at `letter` toward `target` */              \
    X(take_stairs) /* go up or down the stair underfoot */                                      \
    X(explore)     /* one step of auto-explore */                                               \
    X(travel)      /* one step toward `target` (the front end fills in the stairs) */            \
    X(run)         /* one step of a run in `direction` */                                       \
    X(cast)        /* cast the spell at `letter` of the actor's Spellbook toward `target` */    \
    X(forget)      /* forget the spell at `letter` for the pending one (kKeepSpells: keep all) */ \
    X(trade)       /* trade with the spirit in `direction`: take its ware `letter`, give `amount` (a barter) */ \
    X(wizard)      /* a wizard console act (`letter`: a WizardAct) with `row`, `amount`, `target`; no time passes */ \
    X(rest)        /* one turn of rest: slow healing, refused with a foe in view (sim/rules/recovery.hpp) */ \
    X(fight)       /* auto-fight: strike, fire at or step toward the nearest foe in view (`letter`: the quivered \
                      ammo, kNothingQuivered for none; sim/actions/auto_fight.hpp) */
// clang-format on

enum class IntentKind : std::uint8_t {
#define YOORD_INTENT_ENUM(name) name,
    YOORD_INTENT_KINDS(YOORD_INTENT_ENUM)
#undef YOORD_INTENT_ENUM
};

[[nodiscard]] std::string_view intent_name(IntentKind kind) noexcept;

// What a wizard intent does (sim/actions/wizard_acts.hpp). Each is an intent so that a recording replays it;
// the console's read-only commands (explain, dump, invariants) and the bot's turns are not acts.
// clang-format off
#define YOORD_WIZARD_ACTS(X) \
    X(spawn)       /* `amount` creatures or items of the row `row` around the player */ \
    X(give)        /* `amount` items of the row `row` into the player's pack */            \
    X(teleport)    /* the player to `target` */                                            \
    X(reveal)      /* the whole floor remembered, its traps found */                       \
    X(go_to_depth) /* floor by floor to depth `amount` */                                  \
    X(set_hp)      /* the player's hit points to `amount` (raising the most if above it) */ \
    X(set_magic)   /* the player's magic to `amount`: the hook for the magic pool */
// clang-format on
enum class WizardAct : std::uint8_t {
#define YOORD_WIZARD_ENUM(name) name,
    YOORD_WIZARD_ACTS(YOORD_WIZARD_ENUM)
#undef YOORD_WIZARD_ENUM
};
inline constexpr std::uint8_t kWizardActCount = 0
#define YOORD_WIZARD_COUNT(name) +1
    YOORD_WIZARD_ACTS(YOORD_WIZARD_COUNT)
#undef YOORD_WIZARD_COUNT
    ;
[[nodiscard]] std::string_view wizard_act_name(WizardAct act) noexcept;

// A fight intent's letter when the player has no ammunition quivered: no pack has this many letters.
inline constexpr std::uint8_t kNothingQuivered = UINT8_MAX;

struct Intent {
    IntentKind kind = IntentKind::wait;
    Direction direction = Direction::north;  // step, strike, open, close, run
    std::uint8_t letter = 0;                  // drop, equip, quaff, read, zap, throw_item, fire, fight (0 = 'a');
                                              // pick_up: places down the pile underfoot (0 = the top);
                                              // cast, forget: a place in the actor's Spellbook
    EquipSlot slot = EquipSlot::weapon;       // unequip
    Point target;                             // zap, throw_item, fire, travel, cast, wizard
    std::uint64_t row = 0;                    // wizard: the StableId of a content row (spawn, give)
    std::int32_t amount = 0;                  // wizard: how many, which depth, how many hit points;
                                              // trade: the place in the player's barter column (-1: none)

    friend constexpr bool operator==(const Intent&, const Intent&) = default;

    [[nodiscard]] static constexpr Intent wait() noexcept { return {}; }
    [[nodiscard]] static constexpr Intent step(Direction d) noexcept { return with_direction(IntentKind::step, d); }
    [[nodiscard]] static constexpr Intent strike(Direction d) noexcept {
        return with_direction(IntentKind::strike, d);
    }
    [[nodiscard]] static constexpr Intent open(Direction d) noexcept { return with_direction(IntentKind::open, d); }
    [[nodiscard]] static constexpr Intent close(Direction d) noexcept { return with_direction(IntentKind::close, d); }
    [[nodiscard]] static constexpr Intent run(Direction d) noexcept { return with_direction(IntentKind::run, d); }
    // `from_top` counts down the pile underfoot (items_at, sim/state/game.hpp): 0 is the topmost item.
    [[nodiscard]] static constexpr Intent pick_up(std::uint8_t from_top = 0) noexcept {
        return with_letter(IntentKind::pick_up, from_top);
    }
    [[nodiscard]] static constexpr Intent drop(std::uint8_t letter) noexcept {
        return with_letter(IntentKind::drop, letter);
    }
    [[nodiscard]] static constexpr Intent equip(std::uint8_t letter) noexcept {
        return with_letter(IntentKind::equip, letter);
    }
    [[nodiscard]] static constexpr Intent unequip(EquipSlot slot) noexcept {
        Intent i = of(IntentKind::unequip);
        i.slot = slot;
        return i;
    }
    [[nodiscard]] static constexpr Intent quaff(std::uint8_t letter) noexcept {
        return with_letter(IntentKind::quaff, letter);
    }
    [[nodiscard]] static constexpr Intent read(std::uint8_t letter) noexcept {
        return with_letter(IntentKind::read, letter);
    }
    [[nodiscard]] static constexpr Intent zap(std::uint8_t letter, Point at) noexcept {
        return aimed(IntentKind::zap, letter, at);
    }
    [[nodiscard]] static constexpr Intent throw_item(std::uint8_t letter, Point at) noexcept {
        return aimed(IntentKind::throw_item, letter, at);
    }
    [[nodiscard]] static constexpr Intent fire(std::uint8_t letter, Point at) noexcept {
        return aimed(IntentKind::fire, letter, at);
    }
    [[nodiscard]] static constexpr Intent cast(std::uint8_t slot, Point at) noexcept {
        return aimed(IntentKind::cast, slot, at);
    }
    [[nodiscard]] static constexpr Intent forget(std::uint8_t slot) noexcept {
        return with_letter(IntentKind::forget, slot);
    }
    [[nodiscard]] static constexpr Intent wizard(WizardAct act, std::uint64_t row = 0, std::int32_t amount = 0,
                                                 Point at = {}) noexcept {
        Intent i = aimed(IntentKind::wizard, static_cast<std::uint8_t>(act), at);
        i.row = row;
        i.amount = amount;
        return i;
    }
    // A trade with the spirit in `d` (sim/rules/spirits.hpp): its ware `theirs`, and for a barter the player's
    // good `yours` (a place in barter_goods; kNoGood for an offer).
    [[nodiscard]] static constexpr Intent trade(Direction d, std::uint8_t theirs, std::int32_t yours = -1) noexcept {
        Intent i = with_direction(IntentKind::trade, d);
        i.letter = theirs;
        i.amount = yours;
        return i;
    }
    [[nodiscard]] WizardAct wizard_act() const noexcept { return static_cast<WizardAct>(letter); }
    [[nodiscard]] static constexpr Intent take_stairs() noexcept { return of(IntentKind::take_stairs); }
    [[nodiscard]] static constexpr Intent explore() noexcept { return of(IntentKind::explore); }
    [[nodiscard]] static constexpr Intent rest() noexcept { return of(IntentKind::rest); }
    // Auto-fight; `quivered` is the pack letter of the ammo the front end has quivered (the quiver is its
    // memory, not the game's), so that a recording replays the same shot.
    [[nodiscard]] static constexpr Intent fight(std::uint8_t quivered = kNothingQuivered) noexcept {
        return with_letter(IntentKind::fight, quivered);
    }
    [[nodiscard]] static constexpr Intent travel(Point to) noexcept {
        Intent i = of(IntentKind::travel);
        i.target = to;
        return i;
    }

private:
    static constexpr Intent of(IntentKind k) noexcept {
        Intent i;
        i.kind = k;
        return i;
    }
    static constexpr Intent with_direction(IntentKind k, Direction d) noexcept {
        Intent i = of(k);
        i.direction = d;
        return i;
    }
    static constexpr Intent with_letter(IntentKind k, std::uint8_t letter) noexcept {
        Intent i = of(k);
        i.letter = letter;
        return i;
    }
    static constexpr Intent aimed(IntentKind k, std::uint8_t letter, Point at) noexcept {
        Intent i = with_letter(k, letter);
        i.target = at;
        return i;
    }
};

}  // namespace yoord
