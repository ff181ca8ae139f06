#include "sim/tools/careful_bot.hpp"
#include "sim/tools/bot_turns.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

#include "sim/actions/actions.hpp"
#include "sim/actions/explore.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/spells.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/tools/bot.hpp"
#include "sim/turn/energy.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {

namespace {

constexpr std::array<std::string_view, 5> kBotKindNames{"naive", "careful", "scummer", "dancer", "swapper"};
// A foe the player cannot hurt takes "for ever" to kill; a finite stand-in keeps the sums finite.
constexpr double kForever = 1000.0;
// Thrown missiles are worth throwing from this many cells away (closer, the bot strikes).
constexpr int kThrowFrom = 2;
// Hit points are judged in quarters of the maximum, about as finely as the wound words tell them.
constexpr int kWoundBands = 4;

// The average of max(0, min(cap, (1dP + pb) - (1dA + ab))), every face of both dice counted once.
double expected_blow(int power_die, int power_bonus, int armour_die, int armour_bonus, int cap) {
    const int attack_faces = std::max(power_die, 1);
    const int defence_faces = std::max(armour_die, 1);
    double total = 0;
    for (int a = 1; a <= attack_faces; ++a) {
        const int attack = (power_die > 0 ? a : 0) + power_bonus;
        for (int d = 1; d <= defence_faces; ++d) {
            const int defence = (armour_die > 0 ? d : 0) + armour_bonus;
            total += std::clamp(attack - defence, 0, std::max(cap, 0));
        }
    }
    return total / (attack_faces * defence_faces);
}

double expected_melee(const Loadout& attacker, const Loadout& defender) {
    return expected_blow(attacker.power_die, attacker.power_bonus, defender.armour_die, defender.armour_bonus,
                         attacker.melee_cap);
}

int hp_guess(const Game& g, ecs::Entity e) {
    const Health& hp = g.world.get<Health>(e);
    if (hp.max_hp <= 0) return 1;
    const std::int64_t max = hp.max_hp;  // in 64 bits: the products overflow an int for a very large maximum
    const std::int64_t bands = (hp.hp * std::int64_t{kWoundBands} + max - 1) / max;  // rounded up, as "lightly wounded" is
    return static_cast<int>(std::max<std::int64_t>(1, max * bands / kWoundBands));
}

SeenFoe judge(Game& g, ecs::Entity foe, Point self, const Loadout& mine) {
    SeenFoe f;
    f.who = foe;
    f.cell = g.world.get<Position>(foe).cell;
    f.distance = chebyshev(f.cell, self);
    f.hp_guess = hp_guess(g, foe);
    const Loadout theirs = loadout(g.world, foe);
    const double blows = static_cast<double>(energy_gain(effective_tempo(g.world, foe))) /
                         static_cast<double>(energy_gain(effective_tempo(g.world, g.player)));
    f.blows = blows;
    f.hurts_me = expected_melee(theirs, mine) * blows;
    f.i_hurt = expected_melee(mine, theirs);
    return f;
}

double turns_to_kill(const SeenFoe& f) { return f.i_hurt > 0 ? f.hp_guess / f.i_hurt : kForever; }

// Fought one at a time, quickest kill first: each foe hurts the player until it is dead.
double expected_loss(std::vector<SeenFoe> foes) {
    std::sort(foes.begin(), foes.end(), [](const SeenFoe& a, const SeenFoe& b) { return turns_to_kill(a) < turns_to_kill(b); });
    double elapsed = 0;
    double loss = 0;
    for (const SeenFoe& f : foes) {
        elapsed += turns_to_kill(f);
        loss += f.hurts_me * elapsed;
    }
    return loss;
}

// An item as the player names it (`letter` when it is in the pack).
std::optional<PackSlot> as_named(const Game& g, ecs::Entity item, std::uint8_t letter) {
    const Identity* id = g.world.try_get<Identity>(item);
    if (id == nullptr) return std::nullopt;
    PackSlot s;
    s.letter = letter;
    s.item = item;
    s.category = id->category;
    s.kind_known = kind_known(g, item);
    s.row = s.kind_known ? id->row : 0;
    const Item* it = g.world.try_get<Item>(item);
    if (const Charges* c = g.world.try_get<Charges>(item); c != nullptr && it != nullptr && it->known) s.charges = c->left;
    return s;
}

std::vector<PackSlot> pack_as_named(const Game& g) {
    std::vector<PackSlot> out;
    const Pack& pack = g.world.get<Pack>(g.player);
    for (std::size_t letter = 0; letter < pack.letters.size(); ++letter) {
        if (pack.letters[letter] == ecs::null_entity) continue;
        if (const auto s = as_named(g, pack.letters[letter], static_cast<std::uint8_t>(letter))) out.push_back(*s);
    }
    return out;
}

// A free pack letter: an empty one that no worn item keeps (sim/places/location.hpp, KeptLetter).
bool has_free_letter(const Game& g) {
    std::size_t empty = 0;
    for (const ecs::Entity item : g.world.get<Pack>(g.player).letters) empty += item == ecs::null_entity ? 1 : 0;
    std::size_t kept = 0;
    for (const ecs::Entity worn : g.world.get<Equipment>(g.player).slots) {
        kept += worn != ecs::null_entity && g.world.has<KeptLetter>(worn) ? 1 : 0;
    }
    return empty > kept;
}

bool low(const BotPercept& p) { return p.hp <= p.max_hp * kLowHpShare; }

std::optional<Point> nearest_usable_stair(const BotPercept& p);

bool hurt_near_stairs(const BotPercept& p, const BotMemory& memory) {
    if (p.hp >= p.max_hp * kHealthyShare || p.hp >= memory.hp_after_dance) return false;
    const std::optional<Point> stair = nearest_usable_stair(p);
    return stair && chebyshev(*stair, p.self) <= kDanceReach;
}
bool losing(const BotPercept& p) { return !p.foes.empty() && p.expected_loss > p.hp * kLosingShare; }

bool holds(const BotPercept& p, BotWhen when, const BotMemory& memory) {
    switch (when) {
        case BotWhen::always: return true;
        case BotWhen::low_hp: return low(p);
        case BotWhen::losing: return losing(p);
        case BotWhen::losing_and_low: return losing(p) && low(p);
        case BotWhen::risky: return !p.foes.empty() && p.expected_loss > p.hp * kRiskyShare;
        case BotWhen::foe_adjacent:
            return std::any_of(p.foes.begin(), p.foes.end(), [](const SeenFoe& f) { return f.distance == 1; });
        case BotWhen::foe_in_view: return !p.foes.empty();
        case BotWhen::item_underfoot: return p.item_underfoot;
        case BotWhen::safe: return p.foes.empty();
        case BotWhen::safe_and_healthy: return p.foes.empty() && p.hp >= p.max_hp * kHealthyShare;
        case BotWhen::carrying_element: return p.carries_element;
        case BotWhen::down_open: return p.down_open;
        case BotWhen::revisiting: return p.depth < memory.deepest && !p.carries_element;
        case BotWhen::new_depth_below:
            return !memory.rerolling && p.depth > memory.rerolled_depth && !p.carries_element && p.depth > 1;
        case BotWhen::rerolling: return memory.rerolling;
        case BotWhen::hurt_near_stairs: return hurt_near_stairs(p, memory);
        case BotWhen::dancing: return memory.danced_from != 0;
        case BotWhen::armour_lost:
            return !p.wears_armour && std::any_of(p.pack.begin(), p.pack.end(), [](const PackSlot& s) {
                       return s.category == Category::armour;
                   });
        case BotWhen::resting_pays:
            return p.can_rest && p.foes.empty() && (p.hp < p.max_hp * kHealthyShare || p.ma < p.max_ma) &&
                   p.patience > p.patience_per_floor * kRestPatienceShare;
    }
    return false;
}

// ---- what kinds are good for: closed switches over the mechanics, so a new kind must be placed ----

}  // namespace

bool potion_heals(PotionKind k) {
    switch (k) {
        case PotionKind::heal:
        case PotionKind::greater_heal:
            return true;
        case PotionKind::haste: case PotionKind::see_invisible: case PotionKind::telepathy: case PotionKind::levitation:
        case PotionKind::might: case PotionKind::toughness: case PotionKind::restore: case PotionKind::confusion:
        case PotionKind::blindness: case PotionKind::sleep: case PotionKind::poison: case PotionKind::paralysis:
        case PotionKind::hallucination: case PotionKind::detect_items: case PotionKind::fruit_juice:
        case PotionKind::water: case PotionKind::raise_level: case PotionKind::gain_strength:
        case PotionKind::restore_strength: case PotionKind::adjustment: case PotionKind::polymorph:
            return false;
    }
    return false;
}

namespace {

bool scroll_escapes(ScrollKind k) {
    switch (k) {
        case ScrollKind::teleport:
        case ScrollKind::sleep:
        case ScrollKind::scare_monster:
        case ScrollKind::hold_monster:
            return true;
        case ScrollKind::identify: case ScrollKind::remove_curse: case ScrollKind::enchant_weapon:
        case ScrollKind::enchant_armour: case ScrollKind::magic_mapping: case ScrollKind::light:
        case ScrollKind::create_monster: case ScrollKind::aggravate: case ScrollKind::confuse_monster:
        case ScrollKind::protect_armour: case ScrollKind::recharge: case ScrollKind::blank:
        case ScrollKind::teach_spell: case ScrollKind::charm_monster: case ScrollKind::atonement:
            return false;
    }
    return false;
}

// Worth reading whenever it is safe: it improves what the player wears or knows. Recharging waits for a wand.
bool scroll_improves(ScrollKind k, bool has_wand) {
    switch (k) {
        case ScrollKind::identify: case ScrollKind::remove_curse: case ScrollKind::enchant_weapon:
        case ScrollKind::enchant_armour: case ScrollKind::protect_armour: case ScrollKind::magic_mapping:
            return true;
        case ScrollKind::recharge:
            return has_wand;
        case ScrollKind::teleport: case ScrollKind::light: case ScrollKind::create_monster:
        case ScrollKind::aggravate: case ScrollKind::sleep: case ScrollKind::scare_monster:
        case ScrollKind::confuse_monster: case ScrollKind::hold_monster: case ScrollKind::blank:
        case ScrollKind::teach_spell: case ScrollKind::charm_monster: case ScrollKind::atonement:
            return false;
    }
    return false;
}

bool wand_fights(WandKind k) {
    switch (k) {
        case WandKind::striking: case WandKind::fire: case WandKind::cold: case WandKind::lightning:
        case WandKind::magic_missile: case WandKind::slow_monster: case WandKind::teleport_other:
        case WandKind::sleep: case WandKind::confusion: case WandKind::drain_life: case WandKind::cancellation:
            return true;
        case WandKind::haste_monster: case WandKind::polymorph: case WandKind::make_invisible:
        case WandKind::digging: case WandKind::nothing: case WandKind::charming:
            return false;
    }
    return false;
}

// A spell worth casting at a foe: it harms or hinders.
bool spell_fights(SpellMechanic m) {
    switch (m) {
        case SpellMechanic::bolt: case SpellMechanic::beam: case SpellMechanic::blast: case SpellMechanic::area:
        case SpellMechanic::sleep: case SpellMechanic::slow: case SpellMechanic::confuse: case SpellMechanic::weaken:
            return true;
        case SpellMechanic::heal: case SpellMechanic::ward: case SpellMechanic::might: case SpellMechanic::haste:
        case SpellMechanic::detect: case SpellMechanic::mapping: case SpellMechanic::blink:
        case SpellMechanic::polymorph:  // optional for the bot (issue 31): a new foe is no safer than the old
            return false;
    }
    return false;
}

// How far from the caster a fighting spell reaches a foe: its range when aimed, its radius around the caster
// when not (an area).
int spell_reach(const SpellDef& spell) { return spell_is_aimed(spell.mechanic) ? spell.range : spell.radius; }

// ---- moves ----

const SeenFoe* most_dangerous(const BotPercept& p) {
    const auto it = std::max_element(p.foes.begin(), p.foes.end(),
                                     [](const SeenFoe& a, const SeenFoe& b) { return a.hurts_me < b.hurts_me; });
    return it == p.foes.end() ? nullptr : &*it;
}

std::optional<Intent> quaff_healing(const Game& g, const BotPercept& p) {
    for (const PackSlot& s : p.pack) {
        if (s.category == Category::potion && s.kind_known && potion_heals(g.content->potions[s.row].kind)) {
            return Intent::quaff(s.letter);
        }
    }
    return std::nullopt;
}

// The known spells the player can afford that pass `wanted`, as (slot, row), dearest first: the strongest
// spell the pool pays for is the one a careful player reaches for.
template <class Wanted>
std::vector<std::pair<std::uint8_t, const SpellDef*>> affordable_spells(const Game& g, const BotPercept& p, Wanted wanted) {
    std::vector<std::pair<std::uint8_t, const SpellDef*>> out;
    for (std::size_t slot = 0; slot < p.spells.size(); ++slot) {
        const SpellDef* spell = g.content->find_spell(p.spells[slot]);
        if (spell == nullptr || spell->cost > p.ma || !wanted(*spell)) continue;
        out.emplace_back(static_cast<std::uint8_t>(slot), spell);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second->cost > b.second->cost; });
    return out;
}

std::optional<Intent> cast_healing(const Game& g, const BotPercept& p) {
    const auto heals = affordable_spells(g, p, [](const SpellDef& s) { return s.mechanic == SpellMechanic::heal; });
    if (heals.empty()) return std::nullopt;
    return Intent::cast(heals.front().first, p.self);
}

std::optional<Intent> cast_at_foe(const Game& g, const BotPercept& p) {
    const SeenFoe* target = most_dangerous(p);
    if (target == nullptr) return std::nullopt;
    const auto fights = affordable_spells(g, p, [](const SpellDef& s) { return spell_fights(s.mechanic); });
    for (const auto& [slot, spell] : fights) {
        if (target->distance <= spell_reach(*spell)) return Intent::cast(slot, target->cell);
    }
    return std::nullopt;
}

std::optional<Intent> take_stairs_here(const BotPercept& p) {
    if (p.on_stairs_down && p.down_open && !p.carries_element) return Intent::take_stairs();
    if (p.on_stairs_up && (p.depth > 1 || p.carries_element)) return Intent::take_stairs();
    return std::nullopt;
}

std::optional<Intent> zap_foe(const Game& g, const BotPercept& p) {
    const SeenFoe* target = most_dangerous(p);
    if (target == nullptr) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (s.category != Category::wand || (s.charges && *s.charges <= 0)) continue;
        if (s.kind_known && !wand_fights(g.content->wands[s.row].kind)) continue;
        const int range = s.kind_known ? g.content->wands[s.row].range : WandDef{}.range;
        if (target->distance <= range) return Intent::zap(s.letter, target->cell);
    }
    return std::nullopt;
}

std::optional<Intent> read_escape(const Game& g, const BotPercept& p) {
    if (!p.can_read) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (s.category == Category::scroll && s.kind_known && scroll_escapes(g.content->scrolls[s.row].kind)) {
            return Intent::read(s.letter);
        }
    }
    return std::nullopt;
}

std::optional<Intent> read_useful(const Game& g, const BotPercept& p) {
    if (!p.can_read) return std::nullopt;
    const bool has_wand = std::any_of(p.pack.begin(), p.pack.end(), [](const PackSlot& s) { return s.category == Category::wand; });
    for (const PackSlot& s : p.pack) {
        if (s.category == Category::scroll && s.kind_known && scroll_improves(g.content->scrolls[s.row].kind, has_wand)) {
            return Intent::read(s.letter);
        }
    }
    return std::nullopt;
}

std::optional<Intent> use_unknown(const BotPercept& p, Category category) {
    if (category == Category::scroll && !p.can_read) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (s.category != category || s.kind_known) continue;
        return category == Category::potion ? Intent::quaff(s.letter) : Intent::read(s.letter);
    }
    return std::nullopt;
}

int nearest_foe(const BotPercept& p, Point cell) {
    int best = std::numeric_limits<int>::max();
    for (const SeenFoe& f : p.foes) best = std::min(best, chebyshev(cell, f.cell));
    return best;
}

// A cell the player may step to, as far as it knows: walkable, remembered, no creature it sees there, no trap it
// has found. (A creature it cannot see is not its to avoid: the step finds it, as a player's would.)
bool free_step(Game& g, Point to) {
    const ecs::Entity there = creature_at(g, to);
    return can_enter(g, g.player, to) && g.view.remembered.at(to.x, to.y) &&
           (there == ecs::null_entity || !player_sees(g, there)) && known_trap_at(g, to) == ecs::null_entity;
}

// The nearest remembered stair the player may take: up, but not from depth 1 without the Element; down, when
// open and not while carrying the Element.
std::optional<Point> nearest_usable_stair(const BotPercept& p) {
    std::optional<Point> stair;
    if (p.stairs_up && (p.depth > 1 || p.carries_element)) stair = p.stairs_up;
    if (p.stairs_down && !p.carries_element && (!stair || chebyshev(*p.stairs_down, p.self) < chebyshev(*stair, p.self))) {
        stair = p.stairs_down;
    }
    return stair;
}

// Toward a stair it may take when that step keeps clear of every foe; else the step that gains the most room.
std::optional<Intent> retreat(Game& g, const BotPercept& p) {
    if (std::any_of(p.foes.begin(), p.foes.end(), [](const SeenFoe& f) { return f.blows > 1; })) return std::nullopt;
    const int now = nearest_foe(p, p.self);
    if (const std::optional<Point> stair = nearest_usable_stair(p)) {
        if (const auto d = travel_direction(g, *stair)) {
            const Point to = p.self + offset(*d);
            if (free_step(g, to) && nearest_foe(p, to) >= std::min(now, 2)) return Intent::step(*d);
        }
    }
    std::optional<Direction> best;
    int room = now;
    for (const Direction d : kAllDirections) {
        const Point to = p.self + offset(d);
        if (!free_step(g, to)) continue;
        if (const int r = nearest_foe(p, to); r > room) {
            room = r;
            best = d;
        }
    }
    if (best) return Intent::step(*best);
    return std::nullopt;
}

std::optional<Intent> strike_weakest(const BotPercept& p) {
    const SeenFoe* best = nullptr;
    for (const SeenFoe& f : p.foes) {
        if (f.distance == 1 && (best == nullptr || turns_to_kill(f) < turns_to_kill(*best))) best = &f;
    }
    if (best == nullptr) return std::nullopt;
    if (const auto d = direction_to(p.self, best->cell)) return Intent::strike(*d);
    return std::nullopt;
}

// ---- launchers: a bow in hand caps melee blows (its row's melee_cap), so the bot takes one up for a foe still
// at range and puts it away before the foe arrives ----

bool is_launcher(const Game& g, ecs::Entity item) {
    const Equippable* eq = g.world.try_get<Equippable>(item);
    return eq != nullptr && eq->slot == EquipSlot::launcher;
}

// Whether `launcher` (worn or not) shoots `ammo`: it grants the marker the ammo is fired by.
bool shoots(const Game& g, ecs::Entity launcher, ecs::Entity ammo) {
    const Grants* grants = g.world.try_get<Grants>(launcher);
    const Ammo* a = g.world.try_get<Ammo>(ammo);
    return grants != nullptr && a != nullptr &&
           std::find(grants->bits.begin(), grants->bits.end(), a->fired_by) != grants->bits.end();
}

bool carries_launcher(const Game& g, const BotPercept& p) {
    if (worn_in(g, g.player, EquipSlot::launcher) != ecs::null_entity) return true;
    return std::any_of(p.pack.begin(), p.pack.end(), [&](const PackSlot& s) { return is_launcher(g, s.item); });
}

// The pack letter of ammo `launcher` shoots, if any.
std::optional<std::uint8_t> ammo_for(const Game& g, const BotPercept& p, ecs::Entity launcher) {
    for (const PackSlot& s : p.pack) {
        if (s.category == Category::ammo && shoots(g, launcher, s.item)) return s.letter;
    }
    return std::nullopt;
}

std::optional<Intent> put_away_bow(const Game& g, const BotPercept& p) {
    if (worn_in(g, g.player, EquipSlot::launcher) == ecs::null_entity) return std::nullopt;
    const bool adjacent = std::any_of(p.foes.begin(), p.foes.end(), [](const SeenFoe& f) { return f.distance == 1; });
    if (!adjacent && !p.foes.empty()) return std::nullopt;
    return Intent::unequip(EquipSlot::launcher);
}

std::optional<Intent> fire_at_foe(const Game& g, const BotPercept& p) {
    const SeenFoe* target = most_dangerous(p);
    if (target == nullptr || target->distance < kThrowFrom) return std::nullopt;
    if (const ecs::Entity bow = worn_in(g, g.player, EquipSlot::launcher); bow != ecs::null_entity) {
        if (const auto ammo = ammo_for(g, p, bow)) return Intent::fire(*ammo, target->cell);
        return std::nullopt;
    }
    // Taking a bow up is worth its turn only with room for a shot before the foe closes.
    if (target->distance <= kThrowFrom) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (!is_launcher(g, s.item)) continue;
        const Item* it = g.world.try_get<Item>(s.item);
        if (it != nullptr && it->known && it->cursed) continue;
        if (ammo_for(g, p, s.item)) return Intent::equip(s.letter);
    }
    return std::nullopt;
}

std::optional<Intent> throw_at_foe(const Game& g, const BotPercept& p) {
    const SeenFoe* target = most_dangerous(p);
    if (target == nullptr || target->distance < kThrowFrom) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (s.category == Category::ammo && g.world.has<Ammo>(s.item)) return Intent::throw_item(s.letter, target->cell);
    }
    return std::nullopt;
}

// Known to be of no use to the bot: a potion that does not heal, a scroll that neither saves nor improves, a
// wand that does not fight or is empty, and (in the pack) gear it does not wear. Unknown kinds are kept: they
// may be what it needs.
bool useless(const Game& g, const PackSlot& s, bool in_pack) {
    if (!s.kind_known) return false;
    if (s.category == Category::potion) return !potion_heals(g.content->potions[s.row].kind);
    if (s.category == Category::scroll) {
        const ScrollKind k = g.content->scrolls[s.row].kind;
        return !scroll_escapes(k) && !scroll_improves(k, true);
    }
    if (s.category == Category::wand) return !wand_fights(g.content->wands[s.row].kind) || (s.charges && *s.charges <= 0);
    // Gear still in the pack: wear_better has already put on whatever was better than what is worn. A launcher
    // lives in the pack between fights.
    return in_pack && g.world.has<Equippable>(s.item) && !is_launcher(g, s.item);
}

// The place down the pile underfoot of the first item worth taking: coins; gear it would wear, when a letter is
// free (other gear would only be dropped again to make room); anything else not known to be useless.
// `need_room`: the first such item that is not gear, when no letter is free.
std::optional<std::uint8_t> worth_taking(const Game& g, const BotPercept& p, Point here, bool need_room) {
    const bool room = has_free_letter(g);
    const std::vector<ecs::Entity> pile = items_at(g, here);
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const ecs::Entity item = pile[i];
        if (g.world.has<Coins>(item)) {
            // A coin that would do nothing stays where it is (its refusal says why, as the player reads it).
            if (!need_room && coin_refusal(g, g.player, item).empty()) return static_cast<std::uint8_t>(i);
            continue;
        }
        const std::optional<PackSlot> named = as_named(g, item, 0);
        if (!named || useless(g, *named, false)) continue;
        const bool gear_wanted = would_wear(g, item) || (is_launcher(g, item) && !carries_launcher(g, p));
        if (g.world.has<Equippable>(item) && (need_room || !room || !gear_wanted)) continue;
        if (need_room == !room) return static_cast<std::uint8_t>(i);
    }
    return std::nullopt;
}

std::optional<Intent> pick_up(const Game& g, const BotPercept& p) {
    if (!p.item_underfoot) return std::nullopt;
    if (const auto at = worth_taking(g, p, p.self, false)) return Intent::pick_up(*at);
    return std::nullopt;
}

std::optional<Intent> make_room(const Game& g, const BotPercept& p) {
    if (!p.item_underfoot || has_free_letter(g) || !worth_taking(g, p, p.self, true)) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (useless(g, s, true)) return Intent::drop(s.letter);
    }
    // Nothing is known to be useless, but the Element is worth anything it carries.
    const Identity* underfoot = g.world.try_get<Identity>(top_item_at(g, p.self));
    if (underfoot == nullptr || underfoot->category != Category::element) return std::nullopt;
    for (const PackSlot& s : p.pack) {
        if (s.category != Category::element) return Intent::drop(s.letter);
    }
    return std::nullopt;
}

std::optional<Intent> meet_foe(Game& g, const BotPercept& p) {
    if (p.foes.empty()) return std::nullopt;
    if (const auto d = travel_direction(g, p.foes.front().cell)) return Intent::step(*d);
    return std::nullopt;  // no known way to it: go on with the floor (waiting for it may be waiting for ever)
}

std::optional<Intent> explore(Game& g) {
    if (const auto d = explore_direction(g)) return Intent::step(*d);
    return std::nullopt;
}

std::optional<Intent> descend(Game& g, const BotPercept& p) {
    if (!p.down_open || p.carries_element) return std::nullopt;
    if (p.on_stairs_down) return Intent::take_stairs();
    if (!p.stairs_down) return std::nullopt;
    return head_for(g, *p.stairs_down);
}

std::optional<Intent> climb(Game& g, const BotPercept& p) {
    if (p.on_stairs_up && (p.depth > 1 || p.carries_element)) return Intent::take_stairs();
    if (!p.stairs_up) return std::nullopt;
    return head_for(g, *p.stairs_up);
}

// Toward the nearest stair it may take, and take it.
std::optional<Intent> dance(Game& g, const BotPercept& p) {
    if (const auto here = take_stairs_here(p)) return here;
    const std::optional<Point> stair = nearest_usable_stair(p);
    if (!stair) return std::nullopt;
    return head_for(g, *stair);
}

// Back the way it came: up when the dance went down, down when it went up.
std::optional<Intent> come_back(Game& g, const BotPercept& p, const BotMemory& memory) {
    const bool back_up = p.depth > memory.danced_from;
    if (back_up && p.on_stairs_up) return Intent::take_stairs();
    if (!back_up && p.on_stairs_down && p.down_open) return Intent::take_stairs();
    const std::optional<Point> stair = back_up ? p.stairs_up : p.stairs_down;
    if (!stair) return std::nullopt;
    return head_for(g, *stair);
}

// Not yet carried, and the player remembers seeing it lie somewhere on this floor.
std::optional<Intent> fetch_element(Game& g, const BotPercept& p) {
    if (p.carries_element || !p.element_seen || *p.element_seen == p.self) return std::nullopt;
    return head_for(g, *p.element_seen);
}

std::optional<Intent> try_move(Game& g, const BotPercept& p, BotMove move, const BotMemory& memory) {
    switch (move) {
        case BotMove::quaff_healing: return quaff_healing(g, p);
        case BotMove::cast_healing: return cast_healing(g, p);
        case BotMove::cast_at_foe: return cast_at_foe(g, p);
        case BotMove::take_stairs: return take_stairs_here(p);
        case BotMove::zap_foe: return zap_foe(g, p);
        case BotMove::read_escape: return read_escape(g, p);
        case BotMove::quaff_unknown: return use_unknown(p, Category::potion);
        case BotMove::read_unknown: return use_unknown(p, Category::scroll);
        case BotMove::read_useful: return read_useful(g, p);
        case BotMove::retreat: return retreat(g, p);
        case BotMove::strike_weakest: return strike_weakest(p);
        case BotMove::throw_at_foe: return throw_at_foe(g, p);
        case BotMove::pick_up: return pick_up(g, p);
        case BotMove::make_room: return make_room(g, p);
        case BotMove::wear_better: return wear_better(g);
        case BotMove::climb: return climb(g, p);
        case BotMove::fetch_element: return fetch_element(g, p);
        case BotMove::rest: return Intent::rest();
        case BotMove::dance: return dance(g, p);
        case BotMove::come_back: return come_back(g, p, memory);
        case BotMove::put_away_bow: return put_away_bow(g, p);
        case BotMove::fire_at_foe: return fire_at_foe(g, p);
        case BotMove::meet_foe: return meet_foe(g, p);
        case BotMove::explore: return explore(g);
        case BotMove::descend: return descend(g, p);
        case BotMove::wait: return Intent::wait();
    }
    return std::nullopt;
}

bool uses(BotKind kind, BotRuleFor who) {
    switch (who) {
        case BotRuleFor::careful: return kind != BotKind::naive;
        case BotRuleFor::scummer: return kind == BotKind::scummer;
        case BotRuleFor::dancer: return kind == BotKind::dancer;
        case BotRuleFor::swapper: return kind == BotKind::swapper;
    }
    return false;
}

}  // namespace

std::string_view bot_kind_name(BotKind kind) noexcept { return kBotKindNames[static_cast<std::size_t>(kind)]; }

std::optional<BotKind> bot_kind_from_name(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kBotKindNames.size(); ++i) {
        if (kBotKindNames[i] == name) return static_cast<BotKind>(i);
    }
    return std::nullopt;
}

namespace {

// Where the map memory of this floor visit shows the Element lying (what the screen draws), if anywhere.
std::optional<Point> element_remembered(const Game& g) {
    const Grid<SeenItem>& seen = g.view.items;
    for (int y = 0; y < seen.height(); ++y) {
        for (int x = 0; x < seen.width(); ++x) {
            const ecs::Entity item = seen.at(x, y).item;
            if (item == ecs::null_entity || !g.world.valid(item)) continue;
            const Identity* id = g.world.try_get<Identity>(item);
            if (id != nullptr && id->category == Category::element) return Point{x, y};
        }
    }
    return std::nullopt;
}

}  // namespace

BotPercept bot_percept(Game& g) {
    BotPercept p;
    p.self = player_cell(g);
    const Health& hp = g.world.get<Health>(g.player);
    p.hp = hp.hp;
    p.max_hp = hp.max_hp;
    p.depth = g.depth();
    p.carries_element = carries_element(g);
    p.down_open = g.floor.down_open;
    const FloorMap& map = g.map();
    p.on_stairs_up = map.at(p.self) == Tile::stairs_up;
    p.on_stairs_down = map.at(p.self) == Tile::stairs_down;
    p.item_underfoot = top_item_at(g, p.self) != ecs::null_entity;
    p.wears_armour = g.world.get<Equipment>(g.player).slots[static_cast<std::size_t>(EquipSlot::armour)] != ecs::null_entity;
    p.can_read = read_refusal(g, g.player).empty();
    p.can_rest = !may_start(g, Intent::rest());
    if (g.view.remembered.at(map.stairs_up.x, map.stairs_up.y)) p.stairs_up = map.stairs_up;
    if (p.down_open && g.view.remembered.at(map.stairs_down.x, map.stairs_down.y)) p.stairs_down = map.stairs_down;
    p.element_seen = element_remembered(g);
    const Loadout mine = loadout(g.world, g.player);
    for (const ecs::Entity foe : threats_in_view(g)) p.foes.push_back(judge(g, foe, p.self, mine));
    p.expected_loss = expected_loss(p.foes);
    p.pack = pack_as_named(g);
    if (const Magic* pool = g.world.try_get<Magic>(g.player)) {
        p.ma = pool->ma;
        p.max_ma = pool->max_ma;
    }
    p.patience = g.patience;
    p.patience_per_floor = g.constants().patience_per_floor;
    if (const Spellbook* book = g.world.try_get<Spellbook>(g.player)) p.spells = book->spells;
    return p;
}

BotChoice careful_choice(Game& g, BotKind kind, BotMemory& memory) {
    const BotPercept p = bot_percept(g);
    memory.deepest = std::max(memory.deepest, p.depth);
    if (memory.hp_after_dance < 0) memory.hp_after_dance = p.hp;
    if (p.hp >= p.max_hp) memory.hp_after_dance = 1 << 30;  // whole again: the next hurt may dance
    if (memory.danced_from != 0 && p.depth == memory.danced_from) memory.danced_from = 0;  // back (a portal, say)
    for (std::size_t i = 0; i < std::size(kBotRules); ++i) {
        const BotRule& rule = kBotRules[i];
        if (!uses(kind, rule.who) || !holds(p, rule.when, memory)) continue;
        const std::optional<Intent> intent = try_move(g, p, rule.move, memory);
        if (!intent) continue;
        if (rule.when == BotWhen::new_depth_below && intent->kind == IntentKind::take_stairs) {
            memory.rerolled_depth = p.depth;
            memory.rerolling = true;
        }
        if (rule.when == BotWhen::rerolling && intent->kind == IntentKind::take_stairs) memory.rerolling = false;
        if (rule.move == BotMove::dance && intent->kind == IntentKind::take_stairs) memory.danced_from = p.depth;
        if (rule.move == BotMove::come_back && intent->kind == IntentKind::take_stairs) {
            memory.danced_from = 0;
            memory.hp_after_dance = -1;  // set from the first percept back (below): the hit points it came back with
        }
        return {*intent, i};
    }
    return {Intent::wait(), std::nullopt};
}

Intent next_bot_intent(Game& g, BotKind kind, BotMemory& memory) {
    switch (kind) {
        case BotKind::naive: return bot_intent(g);
        case BotKind::careful:
        case BotKind::scummer:
        case BotKind::dancer:
        case BotKind::swapper:
            return careful_choice(g, kind, memory).intent;
    }
    return Intent::wait();
}

int run_bot_kind(Game& g, BotKind kind, int max_turns) {
    BotMemory memory;
    return play_bot_turns(g, [&](Game& game) { return next_bot_intent(game, kind, memory); }, max_turns).turns;
}

}  // namespace yoord
