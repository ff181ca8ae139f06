#pragma once
// One Def per item category, each a row of content/<category>s.toml. The mechanic of a potion, scroll or
// wand is an enum (sim/tables/mechanics.hpp) that the rules switch over; everything else an item does is a
// grant (an effect id) or a modifier the Loadout folds.

#include <vector>

#include "sim/vocab/modifiers.hpp"
#include "sim/tables/row.hpp"

namespace yoord {

struct PotionDef : RowCommon {
    PotionKind kind = PotionKind::fruit_juice;
    Dice amount{0, 0};  // hit points, bonus ... as the kind reads it
    Dice turns{0, 0};   // how long a timed effect lasts, in player turns
    friend bool operator==(const PotionDef&, const PotionDef&) = default;
};

struct ScrollDef : RowCommon {
    ScrollKind kind = ScrollKind::blank;
    int radius = 0;    // cells, for kinds that act around the reader
    Dice turns{0, 0};
    friend bool operator==(const ScrollDef&, const ScrollDef&) = default;
};

struct WandDef : RowCommon {
    WandKind kind = WandKind::nothing;
    WandShape shape = WandShape::bolt;
    int range = 8;      // cells
    int radius = 0;     // cells, for blasts
    Dice charges{1, 4};
    Dice damage{0, 0};
    Dice turns{0, 0};
    friend bool operator==(const WandDef&, const WandDef&) = default;
};

// GearModifiers (the numbers an item lends its wearer) is generated from the one modifier list in
// sim/vocab/modifiers.hpp; the Loadout folds them.

struct RingDef : RowCommon {
    GearModifiers mods;
    std::vector<EffectRef> grants;
    RingEvent on_wear = RingEvent::none;
    int cursed_chance = 0;  // percent
    friend bool operator==(const RingDef&, const RingDef&) = default;
};

struct WeaponDef : RowCommon {
    GearModifiers mods;
    std::vector<EffectRef> grants;
    int cursed_chance = 0;
    EffectRef beheads;  // a vorpal weapon: the condition a creature must be held by to be beheaded (empty: none)
    friend bool operator==(const WeaponDef&, const WeaponDef&) = default;
};

struct ArmourDef : RowCommon {
    GearModifiers mods;
    std::vector<EffectRef> grants;
    int cursed_chance = 0;
    friend bool operator==(const ArmourDef&, const ArmourDef&) = default;
};

struct LauncherDef : RowCommon {
    GearModifiers mods;
    std::vector<EffectRef> grants;  // the effect its ammo answers to
    int melee_cap = 1;              // a launcher in hand caps a melee blow's damage
    int range = 8;
    int cursed_chance = 0;
    friend bool operator==(const LauncherDef&, const LauncherDef&) = default;
};

struct AmmoDef : RowCommon {
    int power_die = 1;
    int power_bonus = 0;
    EffectRef fired_by;  // the firing effect (effect_flag::kFiring) a launcher grants to fire this
    Dice count{1, 1};    // stack size when spawned
    friend bool operator==(const AmmoDef&, const AmmoDef&) = default;
};

struct CoinDef : RowCommon {
    CoinKind kind = CoinKind::money;
    Dice amount{1, 10};  // coins in a pile, hit points healed, dice or pluses promised: as the kind reads it
    int per_depth = 0;   // added per floor of depth
    friend bool operator==(const CoinDef&, const CoinDef&) = default;
};

struct RuneDef : RowCommon {
    RuneKind kind = RuneKind::blink;
    int charges = 1;  // what a staircase fills it back to
    int radius = 0;   // cells, for kinds that act around the reader
    Dice damage{0, 0};
    Dice turns{0, 0};
    friend bool operator==(const RuneDef&, const RuneDef&) = default;
};

struct DeckDef : RowCommon {
    int cards = 5;             // faces drawn into a new deck
    int reversed_chance = 0;   // percent: each face drawn is reversed this often
    friend bool operator==(const DeckDef&, const DeckDef&) = default;
};

// A card face: what it does upright and reversed, and the suit and rank a thrown hand is scored by.
struct CardDef : RowCommon {
    CardMechanic upright = CardMechanic::heal;
    CardMechanic reversed = CardMechanic::wound;
    CardSuit suit = CardSuit::cups;
    int rank = 1;
    Dice amount{0, 0};  // hit points, coins ... as the mechanic reads it
    int radius = 0;
    Dice turns{0, 0};
    friend bool operator==(const CardDef&, const CardDef&) = default;
};

// A treat (content/treats.toml): thrown only. A creature it hits accepts it at `chance` percent when it carries
// every effect in `wants` and none in `shuns`, and then joins the thrower as its companion
// (sim/rules/companions.hpp).
struct TreatDef : RowCommon {
    int chance = 0;  // percent
    std::vector<EffectRef> wants;
    std::vector<EffectRef> shuns;
    friend bool operator==(const TreatDef&, const TreatDef&) = default;
};

struct ElementDef : RowCommon {
    std::vector<EffectRef> grants;
    int score = 0;
    friend bool operator==(const ElementDef&, const ElementDef&) = default;
};

}  // namespace yoord
