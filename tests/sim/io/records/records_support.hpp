#pragma once
// Helpers for the run-records tests: a fresh folder per test, the shipped content, file text.

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "sim/state/game.hpp"

namespace yoord::testing {

// A fresh, empty folder per test (named after the test and the process), removed afterwards.
class RecordsDir : public ::testing::Test {
protected:
    void SetUp() override;
    void TearDown() override;
    std::filesystem::path dir;
};

const Content& records_content();
std::unique_ptr<Game> records_game(std::uint64_t seed = 7, std::string name = "Ann");

std::string read_text(const std::filesystem::path& path);
void write_text(const std::filesystem::path& path, const std::string& text);

}  // namespace yoord::testing
