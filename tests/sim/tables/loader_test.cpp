#include "sim/tables/loader.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace yoord {
namespace {

std::string all_diagnostics(const LoadResult& r) {
    std::ostringstream out;
    r.diagnostics.write(out);
    return out.str();
}

TEST(Loader, EmbeddedContentLoadsWithoutDiagnostics) {
    const LoadResult r = load_embedded_content();
    EXPECT_EQ(all_diagnostics(r), "");
    ASSERT_TRUE(r.content.has_value());
}

}  // namespace
}  // namespace yoord
