// The content fuzzers' dictionary (fuzz/dict/content.dict) names every table and every key the loader reads, so
// libFuzzer can build rows the schemas accept: a key added to a schema without it is a failure here.

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// The dictionary's entries, unquoted ("name" lines; comments and blank lines skipped).
std::set<std::string> dictionary_entries() {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/fuzz/dict/content.dict");
    std::set<std::string> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() >= 2 && line.front() == '"' && line.back() == '"') out.insert(line.substr(1, line.size() - 2));
    }
    return out;
}

TEST(FuzzDictionary, TheContentDictionaryNamesEveryTableAndEveryKeyOfTheSchemas) {
    const std::set<std::string> entries = dictionary_entries();
    ASSERT_FALSE(entries.empty()) << "fuzz/dict/content.dict is missing or empty";
    std::ostringstream missing;
    for (const TableSchema& t : content_schemas()) {
        if (!entries.contains(std::string(t.table))) missing << " " << t.table;
        for (const SchemaKey& k : t.keys) {
            if (!entries.contains(std::string(k.key))) missing << " " << t.table << "." << k.key;
        }
    }
    EXPECT_EQ(missing.str(), "") << "add these to fuzz/dict/content.dict, one \"word\" per line";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
