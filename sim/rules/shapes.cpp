#include "sim/rules/shapes.hpp"

#include "sim/items/scrolls.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

// A form for `e` other than the one it wears: a monster row allowed on this floor, by weight.
std::optional<RowRef> new_form(Game& g, ecs::Entity e) {
    const std::optional<RowRef> row = random_monster_row(g);
    if (!row) return std::nullopt;
    const MonsterDef* now = worn_form(g, e);
    const StableId wearing = now != nullptr ? now->stable : g.world.get<Identity>(e).id;
    if (g.content->monsters[row->index].stable == wearing) return std::nullopt;  // the same form: no change
    return row;
}

}  // namespace

const MonsterDef* worn_form(const Game& g, ecs::Entity e) {
    const Shape* shape = g.world.try_get<Shape>(e);
    if (shape == nullptr) return nullptr;
    const std::optional<RowRef> row = g.content->find(shape->row);
    if (!row || row->category != Category::monster) return nullptr;
    return &g.content->monsters[row->index];
}

bool take_form(Game& g, ecs::Entity e, RowRef form) {
    if (form.category != Category::monster) return false;
    const MonsterDef& def = g.content->monsters[form.index];
    const Noun before = noun_of(g, e);
    const bool seen = player_sees(g, e);
    g.world.emplace_or_replace<Shape>(e, Shape{def.stable});
    g.world.get<Renderable>(e) = Renderable{def.glyph, def.colour};
    assume_form(g, e, def.power_die, def.armour_die);
    if (seen) say(g, "shape.take_form", {.args = {{"name", before.name}, {"form", a_name_of(g, e)}}});
    return true;
}

bool shift_after_kill(Game& g, ecs::Entity killer) {
    if (!g.world.valid(killer) || !has_effect<Shapeshifter>(g.world, killer)) return false;
    const Health* hp = g.world.try_get<Health>(killer);
    if (hp == nullptr || hp->hp <= 0) return false;
    if (!g.rng.percent(g.constants().shapeshift_percent)) return false;
    const std::optional<RowRef> form = new_form(g, killer);
    return form && take_form(g, killer, *form);
}

void reveal_true_form(Game& g, ecs::Entity victim) {
    const MonsterDef* form = worn_form(g, victim);
    const Identity* id = g.world.try_get<Identity>(victim);
    if (form == nullptr || id == nullptr || !player_sees(g, victim)) return;
    const std::string truly = row_name(g.content->common(RowRef{id->category, id->row}));
    say(g, "shape.true_form", {.args = {{"form", row_name(*form)}, {"truly", truly.empty() ? phrase("shape.something_else") : with_article(truly)}}});
}

}  // namespace yoord
