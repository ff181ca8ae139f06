#include "render/game/guide.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "render/game/tile_look.hpp"
#include "render/utf8.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/floors.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// What the legend calls the items of a category, a sentence key; empty for what never lies on the map.
std::string_view category_words(Category c) {
    switch (c) {
        case Category::potion: return "guide.potions";
        case Category::scroll: return "guide.scrolls";
        case Category::wand: return "guide.wands";
        case Category::ring: return "guide.rings";
        case Category::weapon: return "guide.weapons";
        case Category::armour: return "guide.armour";
        case Category::launcher: return "guide.launchers";
        case Category::ammo: return "guide.ammo";
        case Category::coin: return "guide.coins";
        case Category::element: return "guide.element";
        case Category::rune: return "guide.runes";
        case Category::deck: return "guide.decks";
        case Category::treat: return "guide.treats";
        case Category::monster:
        case Category::trap:
        case Category::card: return {};
    }
    return {};
}

std::string glyph_text(char32_t glyph) {
    std::string out;
    append_utf8(out, glyph);
    return out;
}

// The distinct glyphs of the rows `keep` accepts in `category`, in row order, joined by blanks ("&").
template <class Keep>
std::string glyphs_of(const Content& content, Category category, Keep keep) {
    std::string out;
    for (std::uint32_t i = 0; i < content.row_count(category); ++i) {
        const RowRef row{category, i};
        if (!keep(row)) continue;
        const std::string glyph(1, content.common(row).glyph);
        if (out.find(glyph) != std::string::npos) continue;
        if (!out.empty()) out += ' ';
        out += glyph;
    }
    return out;
}

std::string first_key(const Keymap& keymap, Action action) {
    const std::vector<Key>& keys = keymap.keys_for(action);
    return keys.empty() ? std::string() : key_name(keys.front());
}

// The items of the tables by glyph: one entry per glyph, naming every category drawn with it ("&": the
// Element of Yoord, runes), in the categories' order.
std::vector<GuideEntry> item_legend(const Content& content) {
    std::vector<std::pair<char, std::string>> by_glyph;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        const std::string_view words = category_words(category);
        if (words.empty() || !is_item(category)) continue;
        for (std::uint32_t i = 0; i < content.row_count(category); ++i) {
            const char glyph = content.common(RowRef{category, i}).glyph;
            auto it = std::find_if(by_glyph.begin(), by_glyph.end(), [&](const auto& g) { return g.first == glyph; });
            if (it == by_glyph.end()) {
                by_glyph.emplace_back(glyph, phrase(words));
                continue;
            }
            const std::string name = phrase(words);
            if (it->second.find(name) == std::string::npos) it->second += phrase("guide.and_more", {{"text", name}});
        }
    }
    std::vector<GuideEntry> out;
    for (auto& [glyph, words] : by_glyph) out.push_back({std::string(1, glyph), std::move(words)});
    return out;
}

GuidePage map_page(const Content& content, const Keymap& keymap) {
    GuidePage page{phrase("guide.map_title"), {}};
    page.entries.push_back({std::string(1, kPlayerGlyph), phrase("guide.you")});
    for (int t = 0; t < kTileCount; ++t) {
        const auto tile = static_cast<Tile>(t);
        if (tile == Tile::rock) continue;  // drawn blank: nothing to point at
        const TileLook look = tile_look(tile);
        page.entries.push_back({glyph_text(look.glyph), phrase(look.words)});
    }
    for (GuideEntry& item : item_legend(content)) page.entries.push_back(std::move(item));
    const std::string traps = glyphs_of(content, Category::trap, [](RowRef) { return true; });
    if (!traps.empty()) page.entries.push_back({traps, phrase("guide.trap")});
    const std::string spirits = glyphs_of(content, Category::monster, [&](RowRef r) {
        return content.monsters[r.index].trade != SpiritTrade::none;
    });
    if (!spirits.empty()) page.entries.push_back({spirits, phrase("guide.spirit")});
    page.entries.push_back({{}, phrase("guide.creatures", {{"key", first_key(keymap, Action::look)}})});
    page.entries.push_back({{}, phrase("guide.remembered")});
    return page;
}

GuidePage recovery_page(const Content& content, const Keymap& keymap) {
    const GameConstants& c = content.constants;
    GuidePage page{phrase("guide.recovery_title"), {}};
    page.entries.push_back({{}, phrase("guide.recovery_stairs", {{"n", std::to_string(c.stairs_heal_percent)}})});
    page.entries.push_back({{}, phrase("guide.recovery_rest", {{"key", first_key(keymap, Action::rest)},
                                                               {"turns", std::to_string(c.rest_turns_per_hp)},
                                                               {"count", std::to_string(c.rest_turns_per_ma)}})});
    page.entries.push_back({{}, phrase("guide.recovery_other")});
    return page;
}

GuidePage patience_page(const Content& content) {
    GuidePage page{phrase("guide.patience_title"), {}};
    page.entries.push_back({{}, phrase("guide.patience", {{"turns", std::to_string(content.constants.patience_per_floor)}})});
    page.entries.push_back({{}, phrase("guide.patience_stairs")});
    return page;
}

GuidePage allies_page(const Content& content, const Keymap& keymap) {
    GuidePage page{phrase("guide.allies_title"), {}};
    const std::string spirits = glyphs_of(content, Category::monster, [&](RowRef r) {
        return content.monsters[r.index].trade != SpiritTrade::none;
    });
    page.entries.push_back({{}, phrase("guide.spirits", {{"text", spirits}})});
    page.entries.push_back({{}, phrase("guide.alignment")});
    page.entries.push_back({{}, phrase("guide.treats_win", {{"text", glyphs_of(content, Category::treat, [](RowRef) { return true; })},
                                                          {"key", first_key(keymap, Action::throw_item)}})});
    page.entries.push_back({{}, phrase("guide.companion")});
    return page;
}

GuidePage conducts_page(const Keymap& keymap) {
    GuidePage page{phrase("guide.conducts_title"), {}};
    page.entries.push_back({{}, phrase("guide.score", {{"key", first_key(keymap, Action::save_and_quit)}})});
    page.entries.push_back({{}, phrase("guide.conducts", {{"n", std::to_string(kConductPercent)}})});
    for (const Conduct c : all_conducts()) page.entries.push_back({std::string(1, conduct_mark(c)), conduct_words(c)});
    return page;
}

GuidePage messages_page(const Keymap& keymap) {
    GuidePage page{phrase("guide.messages_title"), {}};
    page.entries.push_back({{}, phrase("guide.more")});
    page.entries.push_back({{}, phrase("guide.history", {{"key", first_key(keymap, Action::message_history)}})});
    page.entries.push_back({{}, phrase("guide.search")});
    return page;
}

GuidePage knowledge_page(const Keymap& keymap) {
    GuidePage page{phrase("guide.knowledge_title"), {}};
    page.entries.push_back({{}, phrase("guide.look", {{"key", first_key(keymap, Action::look)}})});
    page.entries.push_back({{}, phrase("guide.discoveries", {{"key", first_key(keymap, Action::discoveries)}})});
    page.entries.push_back({{}, phrase("guide.call", {{"key", first_key(keymap, Action::call)}})});
    page.entries.push_back({{}, phrase("guide.memory", {{"key", first_key(keymap, Action::monster_memory)}})});
    page.entries.push_back({{}, phrase("guide.overview", {{"key", first_key(keymap, Action::overview)}})});
    return page;
}

}  // namespace

std::vector<GuidePage> guide_pages(const Content& content, const Keymap& keymap) {
    return {map_page(content, keymap),    recovery_page(content, keymap), patience_page(content),
            allies_page(content, keymap), conducts_page(keymap),         messages_page(keymap),
            knowledge_page(keymap)};
}

}  // namespace yoord
