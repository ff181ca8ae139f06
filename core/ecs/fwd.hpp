#pragma once
// Forward declarations, so a header can name the ECS types (in signatures, as pointers or references) without
// pulling in the containers. Entity and Uid are complete here: they are values everyone passes around.

#include <cstddef>

#include "core/ecs/entity.hpp"
#include "core/ecs/filters.hpp"

namespace yoord::ecs {

template <class... T>
struct type_list;

class SparseSet;
template <class T>
class Storage;
template <std::size_t N>
class MarkerBits;
template <class Components, class Markers>
class World;
template <class WorldT, class Included, class With, class Without, class Exclude>
class View;

}  // namespace yoord::ecs
