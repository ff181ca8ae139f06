#pragma once
// Runs a shell command, or the built `yoord` (YOORD_EXE, defined for every test program) with `args`, and
// captures what it printed on stdout and stderr together, and its exit status (-1 when it did not exit normally).

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace yoord::test {

struct RunResult {
    int status = 0;
    std::string output;
};

inline RunResult run_command(const std::string& shell_command) {
    const std::string command = shell_command + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    EXPECT_NE(pipe, nullptr);
    RunResult r;
    std::array<char, 256> buffer{};
    while (pipe != nullptr && std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe) != nullptr) {
        r.output += buffer.data();
    }
    const int status = pipe == nullptr ? -1 : pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

inline RunResult run_exe(const std::string& args) { return run_command(std::string(YOORD_EXE) + " " + args); }

}  // namespace yoord::test
