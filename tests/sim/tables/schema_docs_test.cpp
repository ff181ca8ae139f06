// The schema is documented twice, for two readers: in the comment block that opens each content file (for the
// author editing it) and in docs/reference/content.md. These tests keep both in step with the loader.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/vocab/effects.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string reference_page() {
    std::ifstream in(std::filesystem::path(YOORD_SOURCE_DIR) / "docs/reference/content.md");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The section of the reference page for one table: from its heading to the next.
std::string section(const std::string& page, std::string_view table) {
    const std::string heading = "## `" + std::string(table) + "`";
    const auto start = page.find(heading);
    if (start == std::string::npos) return {};
    const auto end = page.find("\n## ", start + heading.size());
    return page.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// The leading comment block of the embedded file that holds `table`.
std::string header_of(std::string_view table) {
    const std::string opener = table == "constants" ? "\n[constants]" : "\n[[" + std::string(table) + "]]";
    for (const ContentFile& f : embedded_content_files()) {
        if (std::string(f.text).find(opener) == std::string::npos) continue;
        std::string header;
        std::istringstream in{std::string(f.text)};
        for (std::string line; std::getline(in, line) && line.starts_with("#");) header += line + "\n";
        return header;
    }
    return {};
}

TEST(SchemaDocs, EveryKeyIsDocumentedInItsFilesHeader) {
    for (const TableSchema& t : content_schemas()) {
        const std::string header = header_of(t.table);
        ASSERT_FALSE(header.empty()) << "no content file opens a '" << t.table << "' table";
        for (const SchemaKey& k : t.keys) {
            EXPECT_NE(header.find("\n# " + std::string(k.key) + " "), std::string::npos)
                << "key '" << k.key << "' of table '" << t.table << "' is missing from its file's header comment";
        }
    }
}

TEST(SchemaDocs, EveryKeyIsInTheReferencePage) {
    const std::string page = reference_page();
    ASSERT_FALSE(page.empty());
    for (const TableSchema& t : content_schemas()) {
        const std::string sec = section(page, t.table);
        ASSERT_FALSE(sec.empty()) << "docs/reference/content.md has no section for '" << t.table << "'";
        for (const SchemaKey& k : t.keys) {
            EXPECT_NE(sec.find("| `" + std::string(k.key) + "` |"), std::string::npos)
                << "key '" << k.key << "' of '" << t.table << "' is missing from docs/reference/content.md";
        }
    }
}

TEST(SchemaDocs, EveryEffectIsInTheReferencePage) {
    const std::string page = reference_page();
    for (const EffectInfo& e : effect_table()) {
        EXPECT_NE(page.find("| `" + std::string(e.id) + "` |"), std::string::npos)
            << "effect '" << e.id << "' is missing from the effect table of docs/reference/content.md";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
