#include "sim/tables/loader.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string_view>
#include <tuple>
#include <vector>

#include "sim/tables/content_changes.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string all_diagnostics(const LoadResult& r) {
    std::ostringstream out;
    r.diagnostics.write(out);
    return out.str();
}

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

template <class Def>
const Def& row(const std::vector<Def>& table, std::string_view id) {
    const auto ref = shipped().find(id);
    EXPECT_TRUE(ref.has_value()) << id;
    return table.at(ref->index);
}

TEST(Loader, EmbeddedContentLoadsWithoutDiagnostics) {
    const LoadResult r = load_embedded_content();
    EXPECT_EQ(all_diagnostics(r), "");
    ASSERT_TRUE(r.content.has_value());
}

// The embedded copy is regenerated when content/ changes, and parsed without its comment lines; loading the
// folder itself must give the same rows, every key alike, each written at the same line and column.
TEST(Loader, EmbeddedCopyMatchesTheContentFolder) {
    const LoadResult folder = load_content_dir(std::string(YOORD_SOURCE_DIR) + "/content");
    ASSERT_TRUE(folder.content.has_value()) << all_diagnostics(folder);
    for (std::size_t i = 0; i < kCategoryCount; ++i) {
        const auto c = static_cast<Category>(i);
        EXPECT_EQ(folder.content->row_count(c), shipped().row_count(c)) << enum_name(c);
    }
    EXPECT_EQ(folder.content->drops.size(), shipped().drops.size());
    for (const RowChange& change : content_changes(*folder.content, shipped())) {
        ADD_FAILURE() << "the compiled-in tables differ from content/ at " << change.table << " '" << change.id << "'";
    }
    for (const RowRef r : shipped().all_rows()) {
        const RowCommon& mine = shipped().common(r);
        const RowCommon& theirs = folder.content->common(*folder.content->find(mine.id));
        EXPECT_EQ(std::tie(mine.where.line, mine.where.column), std::tie(theirs.where.line, theirs.where.column)) << mine.id;
    }
}

// What the loader parses of a compiled-in table is the file with its comment lines blanked, line for line, and
// nothing else: a diagnostic's line and column are the file's own, and the content hash still reads the file.
TEST(Loader, EmbeddedTablesAreParsedWithTheirCommentLinesBlanked) {
    const auto lines_of = [](std::string_view text) {
        std::vector<std::string_view> lines;
        std::size_t at = 0;
        while (at <= text.size()) {
            const std::size_t end = std::min(text.find('\n', at), text.size());
            lines.push_back(text.substr(at, end - at));
            at = end + 1;
        }
        return lines;
    };
    std::size_t written = 0;
    std::size_t parsed = 0;
    for (const ContentFile& f : embedded_content_files()) {
        if (!f.path.ends_with(".toml")) {
            EXPECT_EQ(f.to_parse(), f.text) << f.path;
            continue;
        }
        const std::vector<std::string_view> text = lines_of(f.text);
        const std::vector<std::string_view> kept = lines_of(f.to_parse());
        ASSERT_EQ(kept.size(), text.size()) << f.path;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const std::size_t first = text[i].find_first_not_of(" \t");
            const bool comment = first != std::string_view::npos && text[i][first] == '#';
            EXPECT_EQ(kept[i], comment ? std::string_view{} : text[i]) << f.path << ":" << i + 1;
        }
        written += f.text.size();
        parsed += f.to_parse().size();
    }
    EXPECT_LT(parsed, written * 3 / 4) << "the comments are about half the tables' bytes";
    // A copy given other text (a test adding a row) parses that text, not the compiled-in form of the old one.
    ContentFile edited = embedded_content_files().front();
    const std::string more = std::string(edited.text) + "\n";
    edited.text = more;
    EXPECT_EQ(edited.to_parse(), more);
}

TEST(Loader, ChildInheritsItsBaseAndOverridesWhatItSets) {
    const MonsterDef& goblin = row(shipped().monsters, "goblin");
    const MonsterDef& archer = row(shipped().monsters, "goblin_archer");
    EXPECT_EQ(archer.glyph, goblin.glyph);         // inherited
    EXPECT_EQ(archer.hp, goblin.hp);               // inherited
    EXPECT_EQ(archer.colour, ColourName::cyan);    // overridden
    EXPECT_EQ(archer.min_depth, 4);                // overridden
    EXPECT_EQ(archer.base, "goblin");
    EXPECT_EQ(archer.id, "goblin_archer");         // never inherited
}

TEST(Loader, AbstractRowsAreFoldedIntoChildrenAndDropped) {
    EXPECT_FALSE(shipped().find("vermin").has_value());
    EXPECT_FALSE(shipped().find("walking_dead").has_value());
    const MonsterDef& rat = row(shipped().monsters, "rat");
    EXPECT_FALSE(rat.is_abstract);                 // abstract is never inherited
    EXPECT_EQ(rat.movement, Movement::chaser);     // from the vermin base
    const MonsterDef& zombie = row(shipped().monsters, "zombie");
    EXPECT_EQ(zombie.grants.size(), 4u);           // the walking_dead grants
}

TEST(Loader, GrantsResolveToMarkerBits) {
    const RingDef& ring = row(shipped().rings, "ring_of_see_invisible");
    ASSERT_EQ(ring.grants.size(), 1u);
    EXPECT_EQ(ring.grants[0].bit, effect_of<SeesInvisible>().bit);
    const AmmoDef& arrow = row(shipped().ammo, "arrow");
    EXPECT_EQ(arrow.fired_by.bit, effect_of<FiresArrows>().bit);
}

TEST(Loader, FindKnowsOnlyConcreteIds) {
    EXPECT_TRUE(shipped().find("red_dragon").has_value());
    EXPECT_FALSE(shipped().find("red_dargon").has_value());
    EXPECT_FALSE(shipped().find("").has_value());
}

TEST(Loader, PopulationBandsAreSortedAndCoverEveryFloor) {
    int next = 1;
    for (const PopulationBand& b : shipped().population) {
        EXPECT_EQ(b.min_depth, next);
        next = b.max_depth == kOpenEndedDepth ? kOpenEndedDepth : b.max_depth + 1;
    }
    // Past final_depth the bands go on for the endless dungeon, and the deepest holds every floor below it.
    EXPECT_GT(shipped().population.back().min_depth, shipped().constants.final_depth);
    EXPECT_EQ(next, kOpenEndedDepth);
}

TEST(Loader, EmptyInputRefusesWithOneErrorPerMissingTable) {
    const LoadResult r = load_content({}, "nothing");
    EXPECT_FALSE(r.content.has_value());
    EXPECT_EQ(r.diagnostics.error_count(), kCategoryCount + 4);  // + drop, population, level, constants
    EXPECT_NE(all_diagnostics(r).find("nothing: error: table 'monster' has no rows"), std::string::npos);
}

// Content sanity the issue asks for: enough of each thing, and monsters that get tougher with depth.
TEST(ShippedContent, HasTheRowsTheRulesNeed) {
    const Content& c = shipped();
    EXPECT_GE(c.monsters.size(), 30u);
    EXPECT_GE(c.potions.size(), 15u);
    EXPECT_GE(c.scrolls.size(), 15u);
    EXPECT_GE(c.wands.size(), 12u);
    EXPECT_GE(c.rings.size(), 12u);
    EXPECT_GE(c.weapons.size(), 12u);
    EXPECT_GE(c.armour.size(), 8u);
    EXPECT_GE(c.traps.size(), 6u);
    EXPECT_FALSE(c.launchers.empty());
    EXPECT_FALSE(c.ammo.empty());
    EXPECT_FALSE(c.coins.empty());
    EXPECT_FALSE(c.elements.empty());  // the final floor draws one of them, by weight
    EXPECT_EQ(c.constants.final_depth, 13);
}

TEST(ShippedContent, EveryFloorIntroducesOrKeepsMonstersAndTheyToughenWithDepth) {
    const Content& c = shipped();
    constexpr int kBands = 4;
    const int final_depth = c.constants.final_depth;
    double hp_sum[kBands] = {};
    int count[kBands] = {};
    for (const MonsterDef& m : c.monsters) {
        const int band = std::min(kBands - 1, (m.min_depth - 1) * kBands / final_depth);
        hp_sum[band] += m.hp;
        ++count[band];
    }
    double previous = 0;
    for (int b = 0; b < kBands; ++b) {
        ASSERT_GT(count[b], 0) << "no monster first appears in depth band " << b;
        const double mean = hp_sum[b] / count[b];
        EXPECT_GT(mean, previous) << "band " << b;
        previous = mean;
    }
}

TEST(ShippedContent, EveryTrapKindTheRulesNameHasARow) {
    for (const char* kind : {"trapdoor", "bear_trap", "sleeping_gas", "teleport", "arrow", "dart"}) {
        const auto k = enum_from_name<TrapKind>(kind);
        ASSERT_TRUE(k.has_value());
        const bool found = std::any_of(shipped().traps.begin(), shipped().traps.end(),
                                       [&](const TrapDef& t) { return t.kind == *k; });
        EXPECT_TRUE(found) << kind;
    }
}

// The fuzzers load thousands of inputs on one parse of the core tables (ParsedCore): it must load exactly what a
// whole load does, rows, packs and errors alike, and stay reusable after a load.
TEST(ParsedCore, ALoadOnTheParsedCoreIsTheWholeLoad) {
    const ParsedCore core = parse_core(embedded_content_files());
    const LoadResult once = load_content(core, {}, {});
    ASSERT_TRUE(once.content) << all_diagnostics(once);
    EXPECT_TRUE(content_changes(shipped(), *once.content).empty());
    const LoadResult twice = load_content(core, {}, {});
    ASSERT_TRUE(twice.content) << all_diagnostics(twice);
    EXPECT_TRUE(content_changes(shipped(), *twice.content).empty());
}

TEST(ParsedCore, APackAndAFileMoreLoadAsTheyDoWithTheWholeCore) {
    PackFolder pack;
    pack.dir = "tweak";
    pack.paths = {"tweak/pack.toml", "tweak/rows.toml"};
    pack.texts = {"id = \"tweak\"\nversion = \"1\"\n", "[[patch]]\ntarget = \"goblin\"\nset = { hp = 31 }\n"};
    const std::vector<PackFolder> packs{pack};
    const ParsedCore core = parse_core(embedded_content_files());
    const std::vector<ContentFile> more{{"extra.toml", "[[monster]]\nid = \"test_only_newt\"\nbase = \"rat\"\n"}};
    const LoadResult on_parsed = load_content(core, more, packs);
    std::vector<ContentFile> all(embedded_content_files().begin(), embedded_content_files().end());
    all.push_back(more.front());
    const LoadResult whole = load_content(all, packs);
    ASSERT_TRUE(whole.content) << all_diagnostics(whole);
    ASSERT_TRUE(on_parsed.content) << all_diagnostics(on_parsed);
    EXPECT_TRUE(content_changes(*whole.content, *on_parsed.content).empty());
    EXPECT_EQ(on_parsed.content->find("test_only_newt").has_value(), true);
}

TEST(ParsedCore, AnErrorInAFileMoreIsReportedAndTheCoreStaysClean) {
    const ParsedCore core = parse_core(embedded_content_files());
    const std::vector<ContentFile> broken{{"extra.toml", "[[monster]]\nid = \"test_only_newt\"\nbase = \"rat\"\nhp = 0\n"}};
    const LoadResult bad = load_content(core, broken, {});
    EXPECT_FALSE(bad.content);
    EXPECT_NE(all_diagnostics(bad).find("extra.toml:4:"), std::string::npos) << all_diagnostics(bad);
    const LoadResult after = load_content(core, {}, {});
    EXPECT_TRUE(after.content) << all_diagnostics(after);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
