#include "sim/pack_test_support.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "sim/tables/pack.hpp"

namespace yoord::testing {

LoadResult load_with_pack(const std::string& id, const std::vector<std::pair<std::string, std::string>>& files) {
    PackFolder pack;
    pack.dir = id;
    for (const auto& [name, text] : files) {
        pack.paths.push_back(id + "/" + name);
        pack.texts.push_back(text);
    }
    LoadResult loaded = load_content(embedded_content_files(), std::vector<PackFolder>{pack});
    std::ostringstream said;
    loaded.diagnostics.write(said);
    EXPECT_TRUE(loaded.content.has_value()) << said.str();
    return loaded;
}

}  // namespace yoord::testing
