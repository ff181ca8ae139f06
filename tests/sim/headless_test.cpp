#include "sim/headless.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <regex>
#include <string>

#include "sim/scenario_support.hpp"

namespace yoord {
namespace {

std::string run_exe(const std::string& args) {
    const std::string command = std::string(YOORD_EXE) + " " + args + " 2>&1";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    EXPECT_NE(pipe, nullptr);
    std::string out;
    std::array<char, 256> buffer{};
    while (pipe && std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe.get()) != nullptr) {
        out += buffer.data();
    }
    return out;
}

TEST(Headless, PrintsOneLineInTheDocumentedShape) {
    const std::string out = run_exe("--headless --seed 4 --turns 300 --bot");
    const std::regex shape(R"(seed=4 turns=\d+ depth=\d+ outcome=(alive|won|dead) score=-?\d+ hash=[0-9a-f]{16}\n)");
    EXPECT_TRUE(std::regex_match(out, shape)) << out;
}

TEST(Headless, TheSameArgumentsPrintTheSameLine) {
    const std::string args = "--headless --seed 12 --turns 2000 --bot";
    const std::string first = run_exe(args);
    EXPECT_EQ(first, run_exe(args));
    EXPECT_NE(first, run_exe("--headless --seed 13 --turns 2000 --bot"));
}

TEST(Headless, NeedsTheBotAndATurnCount) {
    EXPECT_NE(run_exe("--headless --seed 1").find("--bot"), std::string::npos);
}

TEST(Headless, InProcessRunMatchesItsLine) {
    const HeadlessResult r = run_headless(testing::shipped_content(), 8, 500);
    EXPECT_LE(r.turns, 500);
    EXPECT_TRUE(r.turns == 500 || r.outcome != Outcome::alive);
    EXPECT_EQ(headless_line(r), headless_line(run_headless(testing::shipped_content(), 8, 500)));
    EXPECT_EQ(headless_line(r).rfind("seed=8 turns=", 0), 0u);
}

}  // namespace
}  // namespace yoord
