// Hot reload frees what it replaces (render/game/reloaded_contents.hpp): twenty reloads of a pack hold at most
// two contents, and the heap in use after twenty is what it was after two.

#include "render/game/reloaded_contents.hpp"
#include "tests/support/sanitized.hpp"

#include <gtest/gtest.h>
#include <malloc.h>

#include <string>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A pack of many rows, so a content's weight stands out from the heap's noise.
PackedLoad load_big_pack() {
    std::string rows;
    for (int i = 0; i < 2000; ++i) {
        rows += "[[monster]]\nid = \"rat" + std::to_string(i) + "\"\nbase = \"core.goblin\"\nname = \"rat " +
                std::to_string(i) + "\"\n";
    }
    PackFolder pack;
    pack.dir = "big";
    pack.paths = {"big/pack.toml", "big/monsters.toml"};
    pack.texts = {"id = \"big\"\nversion = \"1\"\n", rows};
    return load_content_skipping_broken(embedded_content_files(), std::vector<PackFolder>{pack});
}

std::size_t heap_in_use() { return mallinfo2().uordblks; }

TEST(ReloadedContents, TwentyReloadsKeepAtMostTwoContentsAndTheHeapStaysFlat) {
    ReloadedContents reloads;
    const Content* in_use = nullptr;
    const auto reload = [&] {
        PackedLoad fresh = load_big_pack();
        EXPECT_TRUE(fresh.result.content);
        in_use = reloads.keep(std::move(fresh), in_use);  // the game moves onto each new content
    };
    const std::size_t before = heap_in_use();
    reload();
    const std::size_t one_content = heap_in_use() - before;
    // The first few reloads warm what the process keeps once (the allocator's arenas, static tables).
    for (int i = 1; i < 5; ++i) reload();
    const std::size_t after_five = heap_in_use();
    for (int i = 5; i < 20; ++i) {
        reload();
        EXPECT_LE(reloads.size(), 2u);
    }
    const std::size_t after_twenty = heap_in_use();
    // AddressSanitizer's allocator does not report to mallinfo2: the heap reads 0, so only the count is checked.
    if (test::kSanitized) return;
    EXPECT_GT(one_content, 100'000u) << "the pack is big enough to measure";
    // Fifteen more reloads that each kept theirs would add fifteen contents; freeing adds none.
    EXPECT_LT(after_twenty, after_five + one_content / 2)
        << "one content " << one_content << " bytes, after five " << after_five << ", after twenty " << after_twenty;
}

TEST(ReloadedContents, TheContentTheGameStandsOnIsKeptWhenAMoveFails) {
    ReloadedContents reloads;
    const Content* first = reloads.keep(load_big_pack(), nullptr);
    // The game could not move onto the second: it still stands on the first, which must stay alive.
    (void)reloads.keep(load_big_pack(), first);
    (void)reloads.keep(load_big_pack(), first);
    EXPECT_EQ(reloads.size(), 2u);
    EXPECT_GT(first->monsters.size(), 2000u);  // still readable
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
