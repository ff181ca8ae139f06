#include "sim/tables/schemas.hpp"

namespace yoord::tables {

namespace {

// Limits a value must respect. They catch typos (hp = 2000000), not balance: balance is the tables' job.
constexpr int kMaxDepth = 99;
constexpr int kMaxHp = 10'000;
constexpr int kMaxDie = 100;
constexpr int kMaxBonus = 100;
constexpr int kMaxPercent = 100;
constexpr int kMaxRange = 60;
constexpr int kMaxRadius = 30;
constexpr int kMaxSight = 60;
constexpr int kMaxCap = 1000;
constexpr int kMaxTurns = 1'000'000;
constexpr int kMaxCount = 10'000;
constexpr int kMaxPackSize = 52;
constexpr int kMaxScore = 1'000'000;
constexpr int kMaxConditions = 16;
constexpr int kMaxDeckCards = 13;
constexpr int kMaxRank = 13;
constexpr int kMaxCharges = 99;
constexpr int kMaxKnownSpells = 9;
constexpr int kMaxSpellTier = 4;  // quick-cast keys 1-9
constexpr int kMaxVaultsPerFloor = 8;
constexpr int kMaxRoomItems = 20;  // loot rolls or piles in one special room

template <class Def>
SchemaBuilder<Def> common() {
    SchemaBuilder<Def> b;
    b.text("name", YOORD_AT(name), Need::required)
        .text("description", YOORD_AT(description))
        .glyph("glyph", YOORD_AT(glyph))
        .template choice<ColourName>("colour", YOORD_AT(colour), "colour", Need::required)
        .weight("weight", YOORD_AT(weight))
        .integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth);
    return b;
}

constexpr int highest(ModifierRange range) {
    switch (range) {
        case ModifierRange::die:
            return kMaxDie;
        case ModifierRange::bonus:
            return kMaxBonus;
        case ModifierRange::sight:
            return kMaxSight;
    }
    return 0;
}

constexpr int lowest(ModifierRange range) { return range == ModifierRange::die ? 0 : -highest(range); }

}  // namespace

std::pair<int, int> modifier_limits(ModifierRange range) { return {lowest(range), highest(range)}; }

namespace {

template <class Def>
void gear_modifiers(SchemaBuilder<Def>& b) {
    // One key per modifier of sim/vocab/modifiers.hpp, so a new modifier is a key of every gear row at once.
#define YOORD_MODIFIER_KEY(field, fold, range) \
    b.integer(#field, YOORD_AT(mods.field), lowest(ModifierRange::range), highest(ModifierRange::range));
    YOORD_MODIFIERS(YOORD_MODIFIER_KEY)
#undef YOORD_MODIFIER_KEY
    b.effects("grants", YOORD_AT(grants))
        .integer("cursed_chance", YOORD_AT(cursed_chance), 0, kMaxPercent);
}

// gear = [{ item = "dagger", chance = 40 }, ...]
void read_gear(MonsterDef& d, const toml::node& n, FieldCtx& c) {
    const auto* list = n.as_array();
    if (list == nullptr) {
        c.out.error(c.at(n), "key 'gear' must be an array of { item = \"id\", chance = percent } tables, not " +
                                 std::string(toml_type_phrase(n)));
        return;
    }
    static const std::vector<std::string> kGearKeys{"chance", "item"};
    std::vector<GearRoll> rolls;
    for (const toml::node& entry : *list) {
        const auto* t = entry.as_table();
        if (t == nullptr) {
            c.out.error(c.at(entry), "each gear roll must be a table { item = \"id\", chance = percent }, not " +
                                         std::string(toml_type_phrase(entry)));
            continue;
        }
        GearRoll roll;
        bool has_item = false;
        for (const auto& [key, value] : *t) {
            FieldCtx inner{c.out, c.file, key.str()};
            if (key.str() == "item") {
                EffectRef id;  // same shape as a row reference: a string and where it was written
                has_item = read_effect(value, inner, id);
                roll.item = RowRefName{id.id, id.where};
            } else if (key.str() == "chance") {
                read_int(value, inner, 1, kMaxPercent, roll.chance);
            } else {
                std::string message = "unknown key '" + std::string(key.str()) + "' in a gear roll";
                if (auto guess = did_you_mean(key.str(), kGearKeys)) message += "; did you mean '" + *guess + "'?";
                c.out.error(loc_of_key(key, c.file), std::move(message));
            }
        }
        if (!has_item) {
            c.out.error(c.at(entry), "a gear roll is missing required key 'item'");
            continue;
        }
        rolls.push_back(std::move(roll));
    }
    d.gear = std::move(rolls);
}

// spells = ["fire_breath", ...]: read as a list of names, checked against the spell table in phase 2.
void read_spell_names(MonsterDef& d, const toml::node& n, FieldCtx& c) {
    std::vector<EffectRef> names;  // the same shape: a string and where it was written
    read_effect_list(n, c, names);
    d.spells.clear();
    for (EffectRef& name : names) d.spells.push_back(RowRefName{std::move(name.id), name.where});
}

// map = ["#####", "#.M.#", ...]: each line with where its string starts, so a bad symbol is reported at its column.
void read_vault_map(VaultDef& d, const toml::node& n, FieldCtx& c) {
    std::vector<EffectRef> lines;  // the same shape: a string and where it was written
    read_effect_list(n, c, lines);
    d.map.clear();
    d.map_where.clear();
    for (EffectRef& line : lines) {
        d.map.push_back(std::move(line.id));
        d.map_where.push_back(line.where);
    }
}

// disguise = "long_sword", or ["long_sword", "chain_mail", ...]: the item rows a disguised creature may look like
// (checked against the item tables later).
void read_disguise(MonsterDef& d, const toml::node& n, FieldCtx& c) {
    constexpr std::string_view kWhat = "an item id string or an array of them";
    if (const auto* id = n.as_string()) {
        d.disguise = {RowRefName{std::string(id->get()), c.at(n)}};
        return;
    }
    const auto* list = n.as_array();
    if (list == nullptr) {
        c.out.error(c.at(n), "key 'disguise' must be " + std::string(kWhat) + ", not " + std::string(toml_type_phrase(n)));
        return;
    }
    if (list->empty()) {
        c.out.error(c.at(n), "key 'disguise' is an empty array: name at least one item, or leave the key out");
        return;
    }
    std::vector<RowRefName> looks;
    for (const toml::node& item : *list) {
        const auto* id = item.as_string();
        if (id == nullptr) {
            c.out.error(c.at(item), "key 'disguise' holds " + std::string(toml_type_phrase(item)) + "; each entry is an item id string");
            return;
        }
        looks.push_back(RowRefName{std::string(id->get()), c.at(item)});
    }
    d.disguise = std::move(looks);
}

// legend = { o = "ogre", "$" = "gold_coins" }: one symbol each, naming a content row.
void read_vault_legend(VaultDef& d, const toml::node& n, FieldCtx& c) {
    const auto* table = n.as_table();
    if (table == nullptr) {
        c.out.error(c.at(n), "key 'legend' must be a table of { symbol = \"row id\" }, not " +
                                 std::string(toml_type_phrase(n)));
        return;
    }
    d.legend.clear();
    for (const auto& [key, value] : *table) {
        const auto* id = value.as_string();
        if (key.str().size() != 1 || id == nullptr) {
            c.out.error(c.at(value), "each legend entry is one symbol = \"row id\", like o = \"ogre\"");
            continue;
        }
        d.legend.push_back(VaultLegendEntry{key.str()[0], std::string(id->get()), c.at(value)});
    }
}

}  // namespace

template <>
std::vector<Field<VaultDef>> schema_of<VaultDef>() {
    SchemaBuilder<VaultDef> b;
    b.text("id", YOORD_AT(id), Need::required)
        .custom("map", "list of strings", YOORD_AT(map), read_vault_map, Need::required)
        .custom("legend", "table of symbol = row id", YOORD_AT(legend), read_vault_legend)
        .integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth)
        .integer("max_depth", YOORD_AT(max_depth), 1, kMaxDepth)
        .weight("weight", YOORD_AT(weight))
        .boolean("rotate", YOORD_AT(rotate))
        .boolean("mirror", YOORD_AT(mirror));
    return std::move(b).build();
}

template <>
std::vector<Field<MonsterDef>> schema_of<MonsterDef>() {
    auto b = common<MonsterDef>();
    b.boolean("placed", YOORD_AT(placed));
    b.choice<Movement>("movement", YOORD_AT(movement), "movement", Need::required)
        .choice<Tempo>("tempo", YOORD_AT(tempo), "tempo")
        .choice<Side>("side", YOORD_AT(side), "side")
        .integer("hp", YOORD_AT(hp), 1, kMaxHp, Need::required)
        .integer("power_die", YOORD_AT(power_die), 0, kMaxDie, Need::required)
        .integer("power_bonus", YOORD_AT(power_bonus), -kMaxBonus, kMaxBonus)
        .integer("armour_die", YOORD_AT(armour_die), 0, kMaxDie)
        .integer("armour_bonus", YOORD_AT(armour_bonus), -kMaxBonus, kMaxBonus)
        .integer("sight", YOORD_AT(sight), 0, kMaxSight)
        .effects("grants", YOORD_AT(grants))
        .custom("gear", "gear roll list", YOORD_AT(gear), read_gear)
        .custom("spells", "spell id list", YOORD_AT(spells), read_spell_names)
        .integer("magic", YOORD_AT(magic), 0, kMaxHp)
        .choice<SpiritTrade>("trade", YOORD_AT(trade), "spirit trade")
        .choice<SpiritPrice>("price", YOORD_AT(price), "spirit price")
        .integer("cost", YOORD_AT(cost), 0, kMaxHp)
        .integer("pulls", YOORD_AT(pulls), -1, 1)
        .boolean("bounty", YOORD_AT(bounty))
        .custom("disguise", "item id or list", YOORD_AT(disguise), read_disguise);
    return std::move(b).build();
}

template <>
std::vector<Field<PotionDef>> schema_of<PotionDef>() {
    auto b = common<PotionDef>();
    b.choice<PotionKind>("kind", YOORD_AT(kind), "potion kind", Need::required)
        .boolean("cancellation_only", YOORD_AT(cancellation_only))
        .dice("amount", YOORD_AT(amount))
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<ScrollDef>> schema_of<ScrollDef>() {
    auto b = common<ScrollDef>();
    b.choice<ScrollKind>("kind", YOORD_AT(kind), "scroll kind", Need::required)
        .boolean("cancellation_only", YOORD_AT(cancellation_only))
        .integer("radius", YOORD_AT(radius), 0, kMaxRadius)
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<WandDef>> schema_of<WandDef>() {
    auto b = common<WandDef>();
    b.choice<WandKind>("kind", YOORD_AT(kind), "wand kind", Need::required)
        .choice<WandShape>("shape", YOORD_AT(shape), "wand shape", Need::required)
        .integer("range", YOORD_AT(range), 1, kMaxRange)
        .integer("radius", YOORD_AT(radius), 0, kMaxRadius)
        .dice("charges", YOORD_AT(charges))
        .dice("damage", YOORD_AT(damage))
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<RingDef>> schema_of<RingDef>() {
    auto b = common<RingDef>();
    gear_modifiers(b);
    b.choice<RingEvent>("on_wear", YOORD_AT(on_wear), "ring event");
    return std::move(b).build();
}

template <>
std::vector<Field<WeaponDef>> schema_of<WeaponDef>() {
    auto b = common<WeaponDef>();
    gear_modifiers(b);
    b.effect("beheads", YOORD_AT(beheads));
    return std::move(b).build();
}

template <>
std::vector<Field<ArmourDef>> schema_of<ArmourDef>() {
    auto b = common<ArmourDef>();
    gear_modifiers(b);
    return std::move(b).build();
}

template <>
std::vector<Field<LauncherDef>> schema_of<LauncherDef>() {
    auto b = common<LauncherDef>();
    gear_modifiers(b);
    b.integer("melee_cap", YOORD_AT(melee_cap), 0, kMaxCap).integer("range", YOORD_AT(range), 1, kMaxRange);
    return std::move(b).build();
}

template <>
std::vector<Field<AmmoDef>> schema_of<AmmoDef>() {
    auto b = common<AmmoDef>();
    b.integer("power_die", YOORD_AT(power_die), 0, kMaxDie, Need::required)
        .integer("power_bonus", YOORD_AT(power_bonus), -kMaxBonus, kMaxBonus)
        .effect("fired_by", YOORD_AT(fired_by), Need::required)
        .dice("count", YOORD_AT(count));
    return std::move(b).build();
}

template <>
std::vector<Field<CoinDef>> schema_of<CoinDef>() {
    auto b = common<CoinDef>();
    b.choice<CoinKind>("kind", YOORD_AT(kind), "coin kind")
        .dice("amount", YOORD_AT(amount), Need::required)
        .integer("per_depth", YOORD_AT(per_depth), 0, kMaxCount);
    return std::move(b).build();
}

template <>
std::vector<Field<RuneDef>> schema_of<RuneDef>() {
    auto b = common<RuneDef>();
    b.choice<RuneKind>("kind", YOORD_AT(kind), "rune kind", Need::required)
        .integer("charges", YOORD_AT(charges), 1, kMaxCharges, Need::required)
        .integer("radius", YOORD_AT(radius), 0, kMaxRadius)
        .dice("damage", YOORD_AT(damage))
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<DeckDef>> schema_of<DeckDef>() {
    auto b = common<DeckDef>();
    b.integer("cards", YOORD_AT(cards), 1, kMaxDeckCards, Need::required)
        .integer("reversed_chance", YOORD_AT(reversed_chance), 0, kMaxPercent);
    return std::move(b).build();
}

template <>
std::vector<Field<CardDef>> schema_of<CardDef>() {
    auto b = common<CardDef>();
    b.choice<CardMechanic>("upright", YOORD_AT(upright), "card mechanic", Need::required)
        .choice<CardMechanic>("reversed", YOORD_AT(reversed), "card mechanic", Need::required)
        .choice<CardSuit>("suit", YOORD_AT(suit), "card suit", Need::required)
        .integer("rank", YOORD_AT(rank), 1, kMaxRank, Need::required)
        .dice("amount", YOORD_AT(amount))
        .integer("radius", YOORD_AT(radius), 0, kMaxRadius)
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<HandDef>> schema_of<HandDef>() {
    SchemaBuilder<HandDef> b;
    b.choice<HandShape>("shape", YOORD_AT(shape), "hand shape", Need::required)
        .text("name", YOORD_AT(name), Need::required)
        .integer("points", YOORD_AT(points), 0, kMaxScore, Need::required);
    return std::move(b).build();
}

template <>
std::vector<Field<TreatDef>> schema_of<TreatDef>() {
    auto b = common<TreatDef>();
    b.integer("chance", YOORD_AT(chance), 0, kMaxPercent, Need::required)
        .effects("wants", YOORD_AT(wants))
        .effects("shuns", YOORD_AT(shuns));
    return std::move(b).build();
}

template <>
std::vector<Field<ElementDef>> schema_of<ElementDef>() {
    auto b = common<ElementDef>();
    b.effects("grants", YOORD_AT(grants)).integer("score", YOORD_AT(score), 0, kMaxScore);
    return std::move(b).build();
}

template <>
std::vector<Field<TrapDef>> schema_of<TrapDef>() {
    auto b = common<TrapDef>();
    b.choice<TrapKind>("kind", YOORD_AT(kind), "trap kind", Need::required)
        .choice<Reveal>("reveal", YOORD_AT(reveal), "reveal rule")
        .dice("damage", YOORD_AT(damage))
        .integer("damage_per_depth", YOORD_AT(damage_per_depth), 0, kMaxDie)
        .integer("snare_turns", YOORD_AT(snare_turns), 0, kMaxTurns)
        .dice("turns", YOORD_AT(turns));
    return std::move(b).build();
}

template <>
std::vector<Field<SpellDef>> schema_of<SpellDef>() {
    SchemaBuilder<SpellDef> b;
    b.text("id", YOORD_AT(id), Need::required)
        .text("name", YOORD_AT(name), Need::required)
        .text("description", YOORD_AT(description))
        .integer("tier", YOORD_AT(tier), 1, kMaxSpellTier, Need::required)
        .integer("cost", YOORD_AT(cost), 0, kMaxHp, Need::required)
        .choice<SpellMechanic>("mechanic", YOORD_AT(mechanic), "spell mechanic", Need::required)
        .integer("range", YOORD_AT(range), 1, kMaxRange)
        .integer("radius", YOORD_AT(radius), 0, kMaxRadius)
        .dice("damage", YOORD_AT(damage))
        .dice("amount", YOORD_AT(amount))
        .dice("turns", YOORD_AT(turns))
        .effect("resisted_by", YOORD_AT(resisted_by))
        .text("noun", YOORD_AT(noun))
        .text("verb", YOORD_AT(verb))
        .integer("chance", YOORD_AT(chance), 1, kMaxPercent)
        .boolean("learnable", YOORD_AT(learnable))
        .boolean("breath", YOORD_AT(breath))
        .boolean("starting", YOORD_AT(starting));
    return std::move(b).build();
}

template <>
std::vector<Field<LevelDef>> schema_of<LevelDef>() {
    SchemaBuilder<LevelDef> b;
    b.text("id", YOORD_AT(id), Need::required)
        .text("name", YOORD_AT(name), Need::required)
        .choice<LevelLayout>("layout", YOORD_AT(layout), "level layout", Need::required)
        .integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth)
        .integer("max_depth", YOORD_AT(max_depth), 1, kMaxDepth)
        .integer("chance", YOORD_AT(chance), 0, kMaxPercent)
        .boolean("special", YOORD_AT(special))
        .boolean("rest", YOORD_AT(rest))
        .integer("vaults", YOORD_AT(vaults), 0, kMaxVaultsPerFloor);
    return std::move(b).build();
}

template <>
std::vector<Field<RoomDef>> schema_of<RoomDef>() {
    SchemaBuilder<RoomDef> b;
    b.text("id", YOORD_AT(id), Need::required)
        .text("name", YOORD_AT(name), Need::required)
        .choice<RoomKind>("kind", YOORD_AT(kind), "room kind", Need::required)
        .integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth)
        .integer("max_depth", YOORD_AT(max_depth), 1, kMaxDepth)
        .integer("chance", YOORD_AT(chance), 0, kMaxPercent)
        .text("guardian", YOORD_AT(guardian))
        .integer("monsters", YOORD_AT(monsters), 0, kMaxPercent)
        .boolean("asleep", YOORD_AT(asleep))
        .integer("items", YOORD_AT(items), 0, kMaxRoomItems)
        .text("pile", YOORD_AT(pile))
        .integer("piles", YOORD_AT(piles), 0, kMaxRoomItems);
    return std::move(b).build();
}

template <>
std::vector<Field<DropDef>> schema_of<DropDef>() {
    SchemaBuilder<DropDef> b;
    b.choice<Category>("category", YOORD_AT(category), "category", Need::required)
        .weight("weight", YOORD_AT(weight))
        .integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth);
    return std::move(b).build();
}

template <>
std::vector<Field<PopulationBand>> schema_of<PopulationBand>() {
    SchemaBuilder<PopulationBand> b;
    b.integer("min_depth", YOORD_AT(min_depth), 1, kMaxDepth, Need::required)
        .integer("max_depth", YOORD_AT(max_depth), 1, kMaxDepth, Need::optional)  // none: open-ended
        .integer("monsters_min", YOORD_AT(monsters_min), 0, kMaxCount, Need::required)
        .integer("monsters_max", YOORD_AT(monsters_max), 0, kMaxCount, Need::required)
        .integer("items_min", YOORD_AT(items_min), 0, kMaxCount, Need::required)
        .integer("items_max", YOORD_AT(items_max), 0, kMaxCount, Need::required)
        .integer("traps_min", YOORD_AT(traps_min), 0, kMaxCount, Need::required)
        .integer("traps_max", YOORD_AT(traps_max), 0, kMaxCount, Need::required);
    return std::move(b).build();
}

template <>
std::vector<Field<GameConstants>> schema_of<GameConstants>() {
    SchemaBuilder<GameConstants> b;
    b.integer("final_depth", YOORD_AT(final_depth), 1, kMaxDepth, Need::required)
        .integer("patience_per_floor", YOORD_AT(patience_per_floor), 1, kMaxTurns, Need::required)
        .integer("pack_size", YOORD_AT(pack_size), 1, kMaxPackSize, Need::required)
        .integer("max_conditions", YOORD_AT(max_conditions), 1, kMaxConditions)
        .integer("player_hp", YOORD_AT(player_hp), 1, kMaxHp, Need::required)
        .integer("player_power_die", YOORD_AT(player_power_die), 0, kMaxDie)
        .integer("player_armour_die", YOORD_AT(player_armour_die), 0, kMaxDie)
        .integer("player_sight", YOORD_AT(player_sight), 1, kMaxSight)
        .integer("spawn_radius", YOORD_AT(spawn_radius), 1, kMaxRadius)
        .integer("drop_gear_percent", YOORD_AT(drop_gear_percent), 0, kMaxPercent)
        .integer("stairs_heal_percent", YOORD_AT(stairs_heal_percent), 0, kMaxPercent)
        .integer("rest_turns_per_hp", YOORD_AT(rest_turns_per_hp), 1, kMaxTurns)
        .integer("rest_turns_per_ma", YOORD_AT(rest_turns_per_ma), 1, kMaxTurns)
        .integer("player_magic", YOORD_AT(player_magic), 0, kMaxHp)
        .integer("known_spells", YOORD_AT(known_spells), 1, kMaxKnownSpells)
        .integer("shapeshift_percent", YOORD_AT(shapeshift_percent), 0, kMaxPercent)
        .integer("grow_percent", YOORD_AT(grow_percent), 0, kMaxPercent)
        .integer("heavy_swing_power", YOORD_AT(heavy_swing_power), 0, kMaxBonus)
        .integer("heavy_swing_recovery", YOORD_AT(heavy_swing_recovery), 0, kMaxCount)
        .integer("momentum_power", YOORD_AT(momentum_power), 0, kMaxBonus)
        .integer("momentum_max", YOORD_AT(momentum_max), 0, kMaxCount)
        .integer("blade_bite", YOORD_AT(blade_bite), 0, kMaxHp)
        .integer("spell_focus_discount", YOORD_AT(spell_focus_discount), 0, kMaxHp)
        .integer("trick_burst_damage", YOORD_AT(trick_burst_damage), 0, kMaxHp)
        .integer("trick_burst_radius", YOORD_AT(trick_burst_radius), 0, kMaxRadius)
        .integer("coin_burst_radius", YOORD_AT(coin_burst_radius), 0, kMaxRadius)
        .integer("element_burst_damage", YOORD_AT(element_burst_damage), 0, kMaxHp)
        .integer("element_burst_radius", YOORD_AT(element_burst_radius), 0, kMaxRadius)
        .integer("hidden_item_percent", YOORD_AT(hidden_item_percent), 0, kMaxPercent)
        .integer("corridor_lurker_depth", YOORD_AT(corridor_lurker_depth), 1, kMaxDepth)
        .integer("corridor_lurker_percent", YOORD_AT(corridor_lurker_percent), 0, kMaxPercent)
        .text("corridor_lurker", YOORD_AT(corridor_lurker))
        .integer("mimic_depth", YOORD_AT(mimic_depth), 1, kMaxDepth)
        .integer("mimic_percent", YOORD_AT(mimic_percent), 0, kMaxPercent)
        .text("mimic", YOORD_AT(mimic))
        .integer("gear_plus_percent", YOORD_AT(gear_plus_percent), 0, kMaxPercent)
        .integer("gear_plus_max", YOORD_AT(gear_plus_max), 1, kMaxBonus)
        .integer("cursed_minus_max", YOORD_AT(cursed_minus_max), 0, kMaxBonus)
        .integer("polymorph_shock_max", YOORD_AT(polymorph_shock_max), 0, kMaxBonus)
        .integer("polymorph_home_percent", YOORD_AT(polymorph_home_percent), 0, kMaxPercent)
        .integer("polymorph_chimera_percent", YOORD_AT(polymorph_chimera_percent), 0, kMaxPercent)
        .text("bones_ghost", YOORD_AT(bones_ghost));
    return std::move(b).build();
}

}  // namespace yoord::tables
