#pragma once
// What the World needs to know about a component type beyond its place in the list. The defaults fit an
// ordinary component; a game specialises component_traits for the few that differ:
//
//   template <>
//   struct yoord::ecs::component_traits<Loadout> {
//       static constexpr bool derived = true;
//   };
//
// derived: the component is a cache of a pure function of the rest of the world (the Loadout folds a
// creature's gear). A reader holding only a const World may fill or refresh it (World::cached), because doing
// so changes nothing the world means; code that saves or hashes the world skips it for the same reason. The
// World keeps a derived component's column `mutable` so that no const_cast is needed; no other column is.
//
// The specialisation must be visible wherever the World is instantiated: put it beside the component.

namespace yoord::ecs {

template <class T>
struct component_traits {
    static constexpr bool derived = false;
};

template <class T>
inline constexpr bool is_derived = component_traits<T>::derived;

}  // namespace yoord::ecs
