#pragma once
// Category: which table a spawnable row lives in. Its TOML name is the name of the file's array of tables
// (`[[monster]]`, `[[potion]]` ...), the first word of each `--list-content` line, and the kind column of
// content/ids.golden.

#include "sim/tables/mechanics.hpp"

namespace yoord {

#define YOORD_CATEGORIES(X) \
    X(monster) X(potion) X(scroll) X(wand) X(ring) X(weapon) X(armour) X(launcher) X(ammo) X(coin) X(element) X(trap) \
    X(rune) X(deck) X(card) X(treat)

enum class Category : std::uint8_t { YOORD_CATEGORIES(YOORD_ENUM_VALUE) };
inline constexpr std::array Category_names{YOORD_CATEGORIES(YOORD_ENUM_NAME)};
[[nodiscard]] constexpr std::span<const std::string_view> enum_names(Category) noexcept { return Category_names; }
inline constexpr std::size_t kCategoryCount = Category_names.size();

// Items can be carried, dropped and listed in the drop table; monsters, traps and cards cannot (a card is a face
// a deck holds, never an entity of its own). New categories go on the end: saves store a category's position.
[[nodiscard]] constexpr bool is_item(Category c) noexcept {
    return c != Category::monster && c != Category::trap && c != Category::card;
}

}  // namespace yoord
