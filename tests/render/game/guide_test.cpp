// The guide (issue 29, item 8): the help's pages after the keys, built from the game's own tables and constants,
// with the player's keys in their sentences.

#include "render/game/guide.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "../game_session_support.hpp"
#include "render/game/tile_look.hpp"
#include "render/utf8.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/floors.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const GuidePage& page_titled(const std::vector<GuidePage>& pages, std::string_view key) {
    const std::string title = phrase(key);
    const auto it = std::find_if(pages.begin(), pages.end(), [&](const GuidePage& p) { return p.title == title; });
    EXPECT_NE(it, pages.end()) << key;
    return it == pages.end() ? pages.front() : *it;
}

// The entry whose term holds `glyph`, or nullptr.
const GuideEntry* term_with(const GuidePage& page, std::string_view glyph) {
    for (const GuideEntry& e : page.entries) {
        if (!e.term.empty() && e.term.find(glyph) != std::string::npos) return &e;
    }
    return nullptr;
}

std::string all_text(const GuidePage& page) {
    std::string out;
    for (const GuideEntry& e : page.entries) out += e.term + " " + e.text + "\n";
    return out;
}

TEST(Guide, TheLegendShowsEveryTileAndTheGlyphOfEveryItemRow) {
    const Content& content = test::embedded_content();
    const std::vector<GuidePage> pages = guide_pages(content, Keymap::defaults());
    const GuidePage& map = page_titled(pages, "guide.map_title");
    ASSERT_NE(term_with(map, std::string(1, kPlayerGlyph)), nullptr);
    for (int t = 0; t < kTileCount; ++t) {
        const TileLook look = tile_look(static_cast<Tile>(t));
        if (static_cast<Tile>(t) == Tile::rock) continue;
        std::string glyph;
        append_utf8(glyph, look.glyph);
        const GuideEntry* entry = term_with(map, glyph);
        ASSERT_NE(entry, nullptr) << look.words;
        EXPECT_EQ(entry->text, phrase(look.words));
    }
    for (const RowRef row : content.all_rows()) {
        if (!is_item(row.category)) continue;
        EXPECT_NE(term_with(map, std::string(1, content.common(row).glyph)), nullptr) << content.common(row).id;
    }
    // Two categories drawn alike share one entry that names both.
    const GuideEntry* amp = term_with(map, "&");
    ASSERT_NE(amp, nullptr);
    EXPECT_NE(amp->text.find(phrase("guide.element")), std::string::npos) << amp->text;
    EXPECT_NE(amp->text.find(phrase("guide.runes")), std::string::npos) << amp->text;
}

TEST(Guide, ALegendGlyphChangedInTheTablesChangesTheLegend) {
    Content content = test::embedded_content();
    for (PotionDef& potion : content.potions) potion.glyph = 'P';
    const std::vector<GuidePage> pages = guide_pages(content, Keymap::defaults());
    const GuidePage& map = page_titled(pages, "guide.map_title");
    const GuideEntry* potions = term_with(map, "P");
    ASSERT_NE(potions, nullptr);
    EXPECT_EQ(potions->text, phrase("guide.potions"));
}

TEST(Guide, RecoveryAndPatienceReadTheirNumbersFromTheConstants) {
    Content content = test::embedded_content();
    content.constants.stairs_heal_percent = 37;
    content.constants.rest_turns_per_hp = 13;
    content.constants.rest_turns_per_ma = 29;
    content.constants.patience_per_floor = 777;
    const std::vector<GuidePage> pages = guide_pages(content, Keymap::defaults());
    const std::string recovery = all_text(page_titled(pages, "guide.recovery_title"));
    EXPECT_NE(recovery.find("heals 37% of your maximum"), std::string::npos) << recovery;
    EXPECT_NE(recovery.find("Rest (R) mends one hit point every 13 turns"), std::string::npos) << recovery;
    EXPECT_NE(recovery.find("one point of magic every 29"), std::string::npos) << recovery;
    const std::string patience = all_text(page_titled(pages, "guide.patience_title"));
    EXPECT_NE(patience.find("777 on each"), std::string::npos) << patience;
}

TEST(Guide, TheKeysInItsSentencesAreThePlayersKeys) {
    const Keymap keymap = parse_keymap("rest = \"F7\"\nmessage_history = \"F9\"\n", "k").keymap;
    const std::vector<GuidePage> pages = guide_pages(test::embedded_content(), keymap);
    EXPECT_NE(all_text(page_titled(pages, "guide.recovery_title")).find("Rest (F7)"), std::string::npos);
    EXPECT_NE(all_text(page_titled(pages, "guide.messages_title")).find("The history (F9) shows every message"), std::string::npos);
}

TEST(Guide, TheConductsPageListsEveryConductByItsMarkAndTheBonus) {
    const std::vector<GuidePage> pages = guide_pages(test::embedded_content(), Keymap::defaults());
    const GuidePage& page = page_titled(pages, "guide.conducts_title");
    for (const Conduct c : all_conducts()) {
        const GuideEntry* entry = term_with(page, std::string(1, conduct_mark(c)));
        ASSERT_NE(entry, nullptr) << conduct_id(c);
        EXPECT_EQ(entry->text, conduct_words(c));
    }
    EXPECT_NE(all_text(page).find(std::to_string(kConductPercent) + "% more"), std::string::npos);
}

TEST(Guide, SpiritsAndTreatsAreNamedByTheirGlyphs) {
    const std::vector<GuidePage> pages = guide_pages(test::embedded_content(), Keymap::defaults());
    const std::string allies = all_text(page_titled(pages, "guide.allies_title"));
    EXPECT_NE(allies.find("A spirit (&)"), std::string::npos) << allies;
    EXPECT_NE(allies.find("Treats (,)"), std::string::npos) << allies;
    EXPECT_NE(allies.find("throw (t)"), std::string::npos) << allies;
}

TEST(Guide, TheMessagesPageTeachesTheSearch) {
    const std::vector<GuidePage> pages = guide_pages(test::embedded_content(), Keymap::defaults());
    const std::string messages = all_text(page_titled(pages, "guide.messages_title"));
    EXPECT_NE(messages.find("/ searches"), std::string::npos) << messages;
    const std::string knowledge = all_text(page_titled(pages, "guide.knowledge_title"));
    EXPECT_NE(knowledge.find("The monster memory (M)"), std::string::npos) << knowledge;
    EXPECT_NE(knowledge.find("Discoveries (\\)"), std::string::npos) << knowledge;
    EXPECT_NE(messages.find("The history (Ctrl-P) shows every message"), std::string::npos) << messages;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
