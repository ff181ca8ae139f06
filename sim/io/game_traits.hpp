#pragma once
// How the save and the state hash see the run's own fields (a Game's state outside its entities), written ONCE,
// as component_traits.hpp does for components. game_fields() names each field with its tag and how it is kept:
//
//   state      saved in the save's run block, and hashed: play changes it and rules read it (the turn, the score);
//   record     saved in the run block, not hashed: a fact of the run that no rule reads (the player's name, the
//              monster memory), so a change to it never makes a recording disagree;
//   elsewhere  hashed here, in this order, and saved by a section of its own (the floor's walls are a diff against
//              the seed, the entities carry the player's Uid, a pack's fields travel in its block).
//
// The save (sim/io/save/run_fields.cpp) writes a record per state and record field, tagged, and reads them back by
// tag; the state hash (sim/io/state_hash.cpp) hashes the entities, then the state and elsewhere fields in the
// order below. Neither names a field anywhere else.
//
// Adding a field to the run is one line here: `v(record("bounties", optional), g.bounties);`. Mark a field added
// after format 11 `optional`: a save from before it lacks the tag and loads the field's default. An older build
// reading a save that holds a tag it does not know leaves it out, counted as a dropped property. Never rename a
// tag (saves name fields by it) and never reorder the state and elsewhere fields: the hash of every shipped
// recording is in that order. A new state field changes the state hash, so it comes with the change to the rule
// that reads it (and the golden recordings that rule moves).

#include <concepts>
#include <cstdint>
#include <type_traits>
#include <string_view>

#include "sim/dungeon/generation.hpp"
#include "sim/io/component_traits.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Whether a save must hold the field: every field format 11 shipped with is required, so a run block that lacks
// one is refused as corrupt; a field added later is optional.
enum class Need : std::uint8_t { required, optional };
inline constexpr Need required = Need::required;
inline constexpr Need optional = Need::optional;

// `bounds` applies to a field held as an int (the loader refuses a value outside them as corrupt).
struct StateField {
    std::string_view tag;
    Bounds bounds{};
    Need need = required;
};
struct RecordField {
    std::string_view tag;
    Bounds bounds{};
    Need need = required;
};
struct ElsewhereField {
    std::string_view tag;
};

namespace run_field {
constexpr StateField state(std::string_view tag, Bounds b = {}) { return {tag, b, required}; }
constexpr StateField state(std::string_view tag, Need need) { return {tag, {}, need}; }
constexpr RecordField record(std::string_view tag, Bounds b = {}) { return {tag, b, required}; }
constexpr RecordField record(std::string_view tag, Need need) { return {tag, {}, need}; }
constexpr ElsewhereField elsewhere(std::string_view tag) { return {tag}; }
inline constexpr Bounds kGenerations{kFirstGeneration, kNewestGeneration};
inline constexpr Bounds kDial{-kDialPole, kDialPole};
}  // namespace run_field

// Every field of the run, for a RunState or a const one (never a whole Game: a turn's scratch is no field).
// `v(field, value)` is called once per field, in this order.
template <class Run>
    requires std::same_as<std::remove_const_t<Run>, RunState>
void game_fields(auto& v, Run& g) {
    using namespace run_field;
    v(state("game rng"), g.rng);
    v(state("seed"), g.descent.seed);
    v(state("depth"), g.descent.depth);
    v(state("floor changes"), g.descent.floor_changes);
    v(state("element carried"), g.descent.element_carried);
    v(elsewhere("floor"), g.floor);            // its walls' layout hash and whether the way down is open
    v(elsewhere("view"), g.view);              // the remembered and trodden cells (the visible ones follow)
    v(elsewhere("player"), g.player);          // the player's Uid
    v(state("score points"), g.score.points);
    v(state("score kills"), g.score.kills);
    v(state("score gold"), g.score.gold);
    v(state("deepest paid"), g.score.deepest_paid);
    v(state("shallowest paid"), g.score.shallowest_paid);
    v(state("element paid"), g.score.element_paid);
    v(state("conducts paid"), g.score.conducts_paid);
    v(state("score doublers", optional), g.score.doublers);  // hashed only once one is earned (state_hash.cpp)
    v(state("conducts broken"), g.conducts_broken);
    v(state("alignment dial", kDial), g.spirits.dial);
    v(state("spirits hostile"), g.spirits.hostile);
    v(state("patience"), g.patience);
    v(state("outcome"), g.outcome);
    v(state("turn"), g.turn);
    v(elsewhere("pack fields"), g.packs);      // each loaded pack's save fields, in load order
    v(record("generation", kGenerations), g.descent.generation);
    v(record("forced level"), g.descent.level);
    v(record("player name"), g.player_name);
    v(record("death cause"), g.death_cause);
    v(record("monster actions"), g.monster_actions);
    v(record("spawn near player"), g.spawn_near_player);
    v(record("wizard run"), g.wizard);
    v(record("reloaded"), g.reloaded);
    v(record("monster memory", optional), g.memory);
    v(record("called kinds", optional), g.called);
    v(record("dungeon notes", optional), g.notes);
    // The endless dungeon (--endless): a fact of the run like its generation; the floors it builds are hashed
    // (no Element, the way down open), so an ordinary run's hash is as it was. An older save is not endless.
    v(record("endless", optional), g.descent.endless);
}

}  // namespace yoord
