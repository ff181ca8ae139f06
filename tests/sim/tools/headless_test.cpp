#include "sim/tools/headless.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

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
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out.back(), '\n');
    std::istringstream line(out);
    const std::array<std::string_view, 6> keys{"seed", "turns", "depth", "outcome", "score", "hash"};
    for (const std::string_view key : keys) {
        std::string field;
        ASSERT_TRUE(line >> field) << out;
        ASSERT_EQ(field.rfind(std::string(key) + "=", 0), 0u) << field;
        const std::string value = field.substr(key.size() + 1);
        if (key == "seed") {
            EXPECT_EQ(value, "4");
        }
        if (key == "outcome") {
            EXPECT_TRUE(value == "alive" || value == "won" || value == "dead") << value;
        }
        if (key == "hash") {
            EXPECT_EQ(value.size(), 16u);
            EXPECT_EQ(value.find_first_not_of("0123456789abcdef"), std::string::npos) << value;
        }
        if (key == "turns" || key == "depth") {
            EXPECT_EQ(value.find_first_not_of("0123456789"), std::string::npos) << value;
        }
    }
    std::string extra;
    EXPECT_FALSE(line >> extra) << "one line, six fields";
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

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
