// Packs (sim/tables/pack.hpp): namespaced rows, load order, the errors that name both places, [[patch]].

#include <gtest/gtest.h>

#include <sstream>

#include "sim/rules/grant.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string all_diagnostics(const Diagnostics& d) {
    std::ostringstream out;
    d.write(out);
    return out.str();
}

// A pack in memory: pack.toml's text, then (file name, text) pairs.
PackFolder pack(std::string dir, std::string manifest, std::vector<std::pair<std::string, std::string>> tables = {}) {
    PackFolder f;
    f.dir = dir;
    f.paths.push_back(dir + "/pack.toml");
    f.texts.push_back(std::move(manifest));
    for (auto& [name, text] : tables) {
        f.paths.push_back(dir + "/" + name);
        f.texts.push_back(std::move(text));
    }
    return f;
}

const std::string kChief = R"([[monster]]
id = "chief"
name = "goblin chief"
base = "goblin"
hp = 20
)";

LoadResult load(std::vector<PackFolder> packs) { return load_content(embedded_content_files(), packs); }

TEST(Packs, PackRowsAreNamedPackDotRowAndCoreKeepsBareIds) {
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversion = \"1.0\"\n", {{"monsters.toml", kChief}})});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    const auto chief = r.content->find("quest.chief");
    ASSERT_TRUE(chief);
    const MonsterDef& m = r.content->monsters[chief->index];
    EXPECT_EQ(m.hp, 20);
    EXPECT_EQ(m.base, "goblin");  // a bare base with no row of the pack's own is core's
    EXPECT_EQ(m.glyph, 'g');      // inherited from core's goblin
    EXPECT_TRUE(r.content->find("goblin"));
    EXPECT_FALSE(r.content->find("chief"));
    ASSERT_EQ(r.content->packs.size(), 1u);
    EXPECT_EQ(r.content->packs[0].version, "1.0");
}

TEST(Packs, ABareNameInAPackMeansItsOwnRowFirst) {
    const std::string rows = kChief + R"(
[[monster]]
id = "goblin"
name = "quest goblin"
base = "core.goblin"

[[monster]]
id = "runt"
name = "goblin runt"
base = "goblin"
)";
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversion = \"1\"\n", {{"monsters.toml", rows}})});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    EXPECT_EQ(r.content->monsters[r.content->find("quest.runt")->index].base, "quest.goblin");
    EXPECT_EQ(r.content->monsters[r.content->find("quest.chief")->index].base, "quest.goblin");
    EXPECT_EQ(r.content->monsters[r.content->find("quest.goblin")->index].base, "goblin");  // core.goblin
}

TEST(Packs, DependenciesLoadFirstWhateverTheOrderGiven) {
    const LoadResult r = load({pack("b", "id = \"b\"\nversion = \"1\"\ndepends = [\"a\"]\n"),
                               pack("a", "id = \"a\"\nversion = \"1\"\n")});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    ASSERT_EQ(r.content->packs.size(), 2u);
    EXPECT_EQ(r.content->packs[0].id, "a");
    EXPECT_EQ(r.content->packs[1].id, "b");
}

TEST(Packs, AMissingDependencyIsAnErrorAtTheDependsEntry) {
    const LoadResult r = load({pack("b", "id = \"b\"\nversion = \"1\"\ndepends = [\"a\"]\n")});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("b/pack.toml:3:12: error: pack 'b' depends on 'a', which is not loaded"),
              std::string::npos)
        << all_diagnostics(r.diagnostics);
}

TEST(Packs, ACycleNamesBothPacksPlaces) {
    const LoadResult r = load({pack("a", "id = \"a\"\nversion = \"1\"\ndepends = [\"b\"]\n"),
                               pack("b", "id = \"b\"\nversion = \"1\"\ndepends = [\"a\"]\n")});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("b/pack.toml:3:12: error: dependency cycle: a -> b -> a; 'a' is declared at a/pack.toml:1:6"),
              std::string::npos)
        << text;
}

TEST(Packs, APackGivenTwiceNamesBothPlaces) {
    const LoadResult r = load({pack("one", "id = \"a\"\nversion = \"1\"\n"), pack("two", "id = \"a\"\nversion = \"2\"\n")});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("two/pack.toml:1:6: error: pack 'a' is also loaded from one/pack.toml:1:6"),
              std::string::npos)
        << all_diagnostics(r.diagnostics);
}

TEST(Packs, ADuplicateIdWithinAPackNamesBothPlaces) {
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversion = \"1\"\n",
                                    {{"a.toml", kChief}, {"b.toml", kChief}})});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("quest/b.toml:2:6: error: duplicate id 'quest.chief'; first defined at quest/a.toml:1:1"),
              std::string::npos)
        << all_diagnostics(r.diagnostics);
}

TEST(Packs, APackWritesBareIds) {
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversion = \"1\"\n",
                                    {{"monsters.toml", "[[monster]]\nid = \"quest.x\"\nname = \"x\"\nbase = \"goblin\"\n"}})});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("the loader adds 'pack.'"), std::string::npos);
}

TEST(Packs, APackCannotSetConstants) {
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversion = \"1\"\n", {{"c.toml", "[constants]\nfinal_depth = 3\n"}})});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("quest/c.toml:1:2: error: a pack cannot set [constants]"), std::string::npos)
        << all_diagnostics(r.diagnostics);
}

TEST(Packs, UnknownManifestKeysSuggestTheRightOne) {
    const LoadResult r = load({pack("quest", "id = \"quest\"\nversoin = \"1\"\n")});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("unknown key 'versoin' in pack.toml; did you mean 'version'?"), std::string::npos) << text;
    EXPECT_NE(text.find("pack.toml needs 'version'"), std::string::npos) << text;
}

// ---- patches ---------------------------------------------------------------------------------------------------

TEST(Patches, SetReplacesAKeyAndAppendExtendsAList) {
    const std::string patch = R"([[patch]]
target = "goblin"
set = { hp = 11 }
append = { grants = ["sees_invisible"] }
)";
    const LoadResult r = load({pack("tweak", "id = \"tweak\"\nversion = \"1\"\n", {{"patches.toml", patch}})});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    const MonsterDef& goblin = r.content->monsters[r.content->find("goblin")->index];
    EXPECT_EQ(goblin.hp, 11);
    ASSERT_FALSE(goblin.grants.empty());
    EXPECT_EQ(goblin.grants.back().id, "sees_invisible");
    EXPECT_EQ(goblin.gear.size(), 2u);  // what the patch did not name is untouched
    ASSERT_EQ(r.content->patches.size(), 2u);
    EXPECT_EQ(r.content->patches[0].key, "hp");
    EXPECT_TRUE(r.content->patches[1].appended);
}

TEST(Patches, TheLaterPackInLoadOrderWins) {
    const auto setter = [](std::string id, int hp, std::string depends) {
        return pack(id, "id = \"" + id + "\"\nversion = \"1\"\n" + depends,
                    {{"p.toml", "[[patch]]\ntarget = \"goblin\"\nset = { hp = " + std::to_string(hp) + " }\n"}});
    };
    const LoadResult r = load({setter("late", 30, "depends = [\"early\"]\n"), setter("early", 3, "")});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    EXPECT_EQ(r.content->monsters[r.content->find("goblin")->index].hp, 30);
}

TEST(Patches, UnknownTargetsAndKeysAreLocatedWithSuggestions) {
    const std::string patch = R"([[patch]]
target = "gobiln"
set = { hp = 11 }

[[patch]]
target = "goblin"
set = { hpp = 11 }
append = { hp = 2 }
)";
    const LoadResult r = load({pack("tweak", "id = \"tweak\"\nversion = \"1\"\n", {{"patches.toml", patch}})});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("tweak/patches.toml:2:10: error: a patch of unknown row 'gobiln'; did you mean 'goblin'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("tweak/patches.toml:7:9: error: unknown key 'hpp' in a patch of 'goblin'; did you mean 'hp'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("tweak/patches.toml:8:12: error: key 'hp' is not a list; set it instead"), std::string::npos) << text;
}

TEST(Patches, APackPatchesOnlyWhatItDependsOn) {
    const LoadResult r = load({pack("a", "id = \"a\"\nversion = \"1\"\n", {{"monsters.toml", kChief}}),
                               pack("b", "id = \"b\"\nversion = \"1\"\n",
                                    {{"p.toml", "[[patch]]\ntarget = \"a.chief\"\nset = { hp = 1 }\n"}})});
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("pack 'b' patches 'a.chief' but does not depend on 'a'"),
              std::string::npos)
        << all_diagnostics(r.diagnostics);
}

// ---- pack.toml: layers, widget formats, lent numbers -----------------------------------------------------------

const std::string kQuestHead = "id = \"quest\"\nversion = \"1\"\n[[field]]\nid = \"slain\"\n[[field]]\nid = \"called\"\n";

TEST(Packs, ALayerNamesAnEffectAGlyphAndAColour) {
    const LoadResult r = load({pack("quest", kQuestHead + "[[layer]]\neffect = \"telepathic\"\nglyph = \"~\"\n"
                                                           "colour = \"bright_cyan\"\n")});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    ASSERT_EQ(r.content->packs[0].layers.size(), 1u);
    const PackLayerDef& layer = r.content->packs[0].layers[0];
    EXPECT_EQ(layer.glyph, '~');
    EXPECT_EQ(layer.colour, ColourName::bright_cyan);
    EXPECT_EQ(layer.effect.bit, Grant::named("telepathic")->bit());
}

TEST(Packs, ALayerWithAnUnknownEffectOrMissingKeysIsLocatedWithASuggestion) {
    const LoadResult r = load({pack("quest", kQuestHead + "[[layer]]\neffect = \"telepathc\"\nglyph = \"~\"\n"
                                                           "colour = \"cyan\"\n[[layer]]\nglpyh = \"~\"\n")});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("quest/pack.toml:8:10: error: unknown effect 'telepathc'; did you mean 'telepathic'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("quest/pack.toml:12:1: error: unknown key 'glpyh' in a [[layer]]; did you mean 'glyph'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("a [[layer]] needs 'effect'"), std::string::npos) << text;
    EXPECT_NE(text.find("a [[layer]] needs 'colour'"), std::string::npos) << text;
}

TEST(Packs, AWidgetFormatReadsAnyOfThePacksFields) {
    const LoadResult r = load({pack("quest", kQuestHead + "[[widget]]\nlabel = \"Quest\"\nfield = \"slain\"\n"
                                                           "format = \"{value}/3, called {called}\"\n")});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    const std::vector<WidgetPiece>& format = r.content->packs[0].widgets.at(0).format;
    ASSERT_EQ(format.size(), 3u);
    EXPECT_EQ(format[0].field, 0u);
    EXPECT_EQ(format[1].field, std::nullopt);
    EXPECT_EQ(format[1].text, "/3, called ");
    EXPECT_EQ(format[2].field, 1u);
}

TEST(Packs, AWidgetFormatNamingAnUnknownFieldIsLocatedWithASuggestion) {
    const LoadResult r = load({pack("quest", kQuestHead + "[[widget]]\nlabel = \"Quest\"\nformat = \"{slian}/3\"\n"
                                                           "[[widget]]\nlabel = \"Open\"\nformat = \"{slain\"\n"
                                                           "[[widget]]\nlabel = \"Bare\"\n")});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("quest/pack.toml:9:10: error: the format names '{slian}', which is not one of the pack's "
                        "fields; did you mean '{slain}'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("quest/pack.toml:12:10: error: the format has a '{' with no '}'"), std::string::npos) << text;
    EXPECT_NE(text.find("a [[widget]] needs a 'field' or a 'format' to show"), std::string::npos) << text;
}

TEST(Packs, ALendTakesOnlyTheModifierListsNumbersAndNeedsAGrantThatEnds) {
    const std::string trigger = "[[trigger]]\non = \"turn\"\nturn = 2\ndo = [";
    const LoadResult r = load({pack("quest", kQuestHead + trigger +
                                                 "{ grant = \"warded\", turns = 5, lend = { armour_bonsu = 2 } },\n"
                                                 "  { grant = \"warded\", lend = { armour_bonus = 2 } },\n"
                                                 "  { grant = \"warded\", turns = 5, lend = { power_bonus = 1000 } }]\n")});
    EXPECT_FALSE(r.content);
    const std::string text = all_diagnostics(r.diagnostics);
    EXPECT_NE(text.find("quest/pack.toml:10:47: error: unknown number 'armour_bonsu' in 'lend'; did you mean "
                        "'armour_bonus'?"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("quest/pack.toml:11:30: error: 'lend' goes with 'grant' and 'turns'"), std::string::npos) << text;
    EXPECT_NE(text.find("quest/pack.toml:12:57: error:"), std::string::npos) << text;
}

TEST(Packs, ALendKeepsItsNumbers) {
    const LoadResult r = load({pack("quest", kQuestHead + "[[trigger]]\non = \"turn\"\nturn = 2\n"
                                                           "do = [{ grant = \"warded\", turns = 5, lend = { armour_bonus = 2, "
                                                           "power_bonus = -1 } }]\n")});
    ASSERT_TRUE(r.content) << all_diagnostics(r.diagnostics);
    const TriggerAction& a = r.content->packs[0].triggers.at(0).actions.at(0);
    EXPECT_EQ(a.lends.armour_bonus, 2);
    EXPECT_EQ(a.lends.power_bonus, -1);
    EXPECT_EQ(a.turns, 5);
}

// ---- a broken pack is left out ------------------------------------------------------------------------------

TEST(BrokenPacks, APackWithErrorsIsSkippedAndTheRestLoad) {
    const std::vector<PackFolder> packs{
        pack("good", "id = \"good\"\nversion = \"1\"\n", {{"monsters.toml", kChief}}),
        pack("bad", "id = \"bad\"\nversion = \"1\"\n", {{"monsters.toml", "[[monster]]\nid = \"x\"\nname = 3\n"}}),
        pack("needs_bad", "id = \"needs_bad\"\nversion = \"1\"\ndepends = [\"bad\"]\n")};
    const PackedLoad r = load_content_skipping_broken(embedded_content_files(), packs);
    ASSERT_TRUE(r.result.content) << all_diagnostics(r.result.diagnostics);
    EXPECT_TRUE(r.result.content->find("good.chief"));
    ASSERT_EQ(r.broken.size(), 2u);
    EXPECT_EQ(r.broken[0].dir, "bad");
    EXPECT_NE(all_diagnostics(r.broken[0].diagnostics).find("bad/monsters.toml:3:8: error: key 'name' must be a string"),
              std::string::npos)
        << all_diagnostics(r.broken[0].diagnostics);
    EXPECT_EQ(r.broken[1].dir, "needs_bad");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
