#include "sim/run/triggers.hpp"

#include <algorithm>

#include "sim/places/spawn.hpp"
#include "sim/rules/grant.hpp"

namespace yoord {

namespace {

bool any_triggers(const Content& content) {
    return std::any_of(content.packs.begin(), content.packs.end(),
                       [](const PackManifest& p) { return !p.triggers.empty(); });
}

// `next_turn`: the turn count the clock is about to reach, which a `turn` trigger waits for.
bool matches(const TriggerDef& t, const PackEvent& e, std::uint32_t next_turn) {
    if (t.event != e.event) return false;
    switch (t.event) {
        case TriggerEvent::kill:
        case TriggerEvent::pick_up:
        case TriggerEvent::use:
            return t.ids.empty() || std::any_of(t.ids.begin(), t.ids.end(),
                                                [&](const RowRefName& id) { return stable_id(id.id) == e.row; });
        case TriggerEvent::enter_depth:
            return t.depth == 0 || t.depth == e.depth;
        case TriggerEvent::turn:
            return static_cast<std::uint32_t>(t.turn) == next_turn;
    }
    return false;
}

bool holds(const TriggerCondition& c, const PackState& state) {
    const std::int64_t v = state.values[c.field];
    switch (c.test) {
        case FieldTest::at_least: return v >= c.value;
        case FieldTest::below: return v < c.value;
        case FieldTest::equals: return v == c.value;
    }
    return false;
}

std::int64_t fit(const PackFieldDef& field, std::int64_t v) {
    switch (field.kind) {
        case PackFieldKind::flag: return v != 0 ? 1 : 0;
        case PackFieldKind::counter: return std::max<std::int64_t>(0, v);
        case PackFieldKind::number: return v;
    }
    return v;
}

void spawn_near_player(Game& g, const RowRefName& name) {
    const std::optional<RowRef> row = g.content->find(name.id);
    if (!row) return;  // the loader checked the id; a row can only be missing if content changed under a game
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const Point at = player_cell(g);
    const Point cell = nearest_free_cell(g, at);
    if (chebyshev(cell, at) > g.constants().spawn_radius) return;
    const SpawnResult made = spawn_row(ctx, *row, Place::at(cell));
    if (!made) g.log.add(made.error);
}

void act(Game& g, const PackManifest& pack, PackState& state, const TriggerAction& a) {
    switch (a.verb) {
        case TriggerVerb::add:
            state.values[a.field] = fit(pack.fields[a.field], state.values[a.field] + a.amount);
            return;
        case TriggerVerb::set:
            state.values[a.field] = fit(pack.fields[a.field], a.amount);
            return;
        case TriggerVerb::spawn:
            spawn_near_player(g, a.row);
            return;
        case TriggerVerb::grant: {
            const Grant grant(a.effect.bit);
            if (a.turns == 0) {
                grant.attach(g.world, g.player);
            } else {
                (void)hold(g, g.player, grant, Lifetime::turns, a.turns, a.lends);
            }
            return;
        }
        case TriggerVerb::say:
            g.log.add(a.text);
            return;
    }
}

void fire(Game& g, std::size_t pack_index, const PackEvent& e) {
    const PackManifest& pack = g.content->packs[pack_index];
    PackState& state = g.packs[pack_index];
    for (const TriggerDef& t : pack.triggers) {
        if (!matches(t, e, g.turn + 1)) continue;
        const bool ok = std::all_of(t.conditions.begin(), t.conditions.end(),
                                    [&](const TriggerCondition& c) { return holds(c, state); });
        if (!ok) continue;
        for (const TriggerAction& a : t.actions) act(g, pack, state, a);
    }
}

}  // namespace

void note_pack_event(Game& g, PackEvent event) {
    if (any_triggers(*g.content)) g.now.pack_events.push_back(event);
}

void answer_pack_triggers(Game& g) {
    if (g.packs.size() != g.content->packs.size()) return;  // a state not made from this content: nothing to answer
    if (!any_triggers(*g.content)) {
        g.now.pack_events.clear();
        return;
    }
    g.now.pack_events.push_back(PackEvent{TriggerEvent::turn, StableId{}, 0});
    const std::vector<PackEvent> events = std::move(g.now.pack_events);
    g.now.pack_events.clear();
    for (std::size_t p = 0; p < g.packs.size(); ++p) {
        for (const PackEvent& e : events) fire(g, p, e);
    }
}

std::string pack_widget_text(const PackWidgetDef& widget, const PackState& state) {
    std::string out;
    for (const WidgetPiece& piece : widget.format) {
        if (!piece.field) {
            out += piece.text;
        } else if (*piece.field < state.values.size()) {
            out += std::to_string(state.values[*piece.field]);
        }
    }
    return out;
}

std::optional<std::int64_t> pack_field(const Game& g, std::string_view pack, std::string_view field) {
    for (std::size_t p = 0; p < g.packs.size() && p < g.content->packs.size(); ++p) {
        if (g.packs[p].id != pack) continue;
        const auto& fields = g.content->packs[p].fields;
        for (std::size_t f = 0; f < fields.size(); ++f) {
            if (fields[f].id == field) return g.packs[p].values[f];
        }
    }
    return std::nullopt;
}

}  // namespace yoord
