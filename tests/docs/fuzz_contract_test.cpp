// The continuous-fuzzing contract (fuzz/build.sh, fuzz/targets.sh, .clusterfuzzlite/), checked without building
// anything: every fuzz/*_fuzz.cpp is a target that fuzz/targets.sh names (so make fuzz, make oss-fuzz-check and
// the service all build and feed it), each has its dictionary and a non-empty seed corpus, the how-to's table
// lists each, and the service's files are where it looks for them. `make oss-fuzz-check` builds and runs them.

#include <gtest/gtest.h>

#include "tests/docs/docs_page.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <unistd.h>

namespace yoord::test {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const fs::path kTop(YOORD_SOURCE_DIR);

// What a shell line prints, run by bash with fuzz/targets.sh sourced.
std::string with_targets(const std::string& line) {
    const fs::path base = fs::temp_directory_path() / ("yoord-fuzz-contract-" + std::to_string(::getpid()));
    const fs::path script = base.string() + ".sh";
    const fs::path out = base.string() + ".out";
    std::ofstream(script) << "cd '" << kTop.string() << "' && yoord_root=. && . fuzz/targets.sh && " << line << "\n";
    EXPECT_EQ(std::system(("bash '" + script.string() + "' > '" + out.string() + "'").c_str()), 0) << line;
    const std::string text = read_text(out);
    fs::remove(script);
    fs::remove(out);
    return text;
}

std::set<std::string> words_of(const std::string& text) {
    std::istringstream in(text);
    std::set<std::string> out;
    for (std::string w; in >> w;) out.insert(w);
    return out;
}

std::set<std::string> target_sources() {
    std::set<std::string> out;
    for (const auto& entry : fs::directory_iterator(kTop / "fuzz")) {
        const std::string name = entry.path().filename().string();
        if (name.ends_with("_fuzz.cpp")) out.insert(name.substr(0, name.size() - 4));
    }
    return out;
}

TEST(FuzzContract, EveryTargetSourceIsATargetTheScriptsBuildAndFeed) {
    const std::set<std::string> named = words_of(with_targets("echo $yoord_fuzz_targets"));
    EXPECT_EQ(named, target_sources()) << "fuzz/targets.sh's yoord_fuzz_targets and fuzz/*_fuzz.cpp differ";
}

TEST(FuzzContract, EveryTargetHasItsDictionaryAMaxLenAndASeedCorpus) {
    const fs::path corpus = fs::temp_directory_path() / ("yoord-fuzz-corpus-" + std::to_string(::getpid()));
    (void)with_targets("yoord_fuzz_corpus '" + corpus.string() + "'");
    for (const std::string& target : target_sources()) {
        const std::string dict = with_targets("yoord_fuzz_dictionary " + target);
        const std::set<std::string> names = words_of(dict);
        ASSERT_EQ(names.size(), 1U) << target;
        EXPECT_TRUE(fs::is_regular_file(kTop / "fuzz/dict" / (*names.begin() + ".dict"))) << target << " reads " << dict;
        EXPECT_GT(std::stoi(with_targets("yoord_fuzz_max_len " + target)), 0) << target;
        const fs::path seeds = corpus / target;
        EXPECT_TRUE(fs::is_directory(seeds) && !fs::is_empty(seeds)) << target << " has no seed corpus";
    }
    fs::remove_all(corpus);
}

TEST(FuzzContract, TheHowToListsEveryTarget) {
    const std::string page = read_text(kTop / "docs/how-to/run-the-fuzzer.md");
    for (const std::string& target : target_sources()) {
        EXPECT_NE(page.find("| `" + target + "` |"), std::string::npos) << target << " is not in the page's table";
    }
}

TEST(FuzzContract, TheServiceFindsItsFilesAndTheBuildScript) {
    for (const char* file : {".clusterfuzzlite/project.yaml", ".clusterfuzzlite/Dockerfile", ".clusterfuzzlite/build.sh"}) {
        EXPECT_TRUE(fs::is_regular_file(kTop / file)) << file;
    }
    const auto executable = [](const fs::path& p) {
        return (fs::status(p).permissions() & fs::perms::owner_exec) != fs::perms::none;
    };
    EXPECT_TRUE(executable(kTop / "fuzz/build.sh"));
    EXPECT_TRUE(executable(kTop / ".clusterfuzzlite/build.sh"));
    EXPECT_NE(read_text(kTop / ".clusterfuzzlite/build.sh").find("fuzz/build.sh"), std::string::npos);
    const std::string build = read_text(kTop / "fuzz/build.sh");
    for (const char* variable : {"$CC", "$CXX", "$CFLAGS", "$CXXFLAGS", "$LIB_FUZZING_ENGINE", "$OUT"}) {
        EXPECT_NE(build.find(variable), std::string::npos) << "fuzz/build.sh never reads " << variable;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::test
