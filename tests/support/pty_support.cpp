#include "tests/support/pty_support.hpp"

#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>

namespace yoord::test {

using namespace std::chrono_literals;

Pty::Pty(const std::filesystem::path& data_dir, const std::vector<std::string>& args) {
    pid_ = ::forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
        ::setenv("YOORD_DATA_DIR", data_dir.c_str(), 1);
        ::setenv("TERM", "xterm", 1);
        ::unsetenv("YOORD_SPAWN");
        std::vector<char*> argv{const_cast<char*>(YOORD_EXE)};
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(YOORD_EXE, argv.data());
        ::_exit(127);
    }
}

Pty::~Pty() {
    if (pid_ > 0 && !reaped_) {
        ::kill(pid_, SIGKILL);
        (void)wait_exit();
    }
    if (master_ >= 0) ::close(master_);
}

bool Pty::wait_for(std::string_view text, std::chrono::milliseconds limit, std::size_t from) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (output_.find(text, from) == std::string::npos) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
        if (left.count() <= 0 || !read_some(left)) return false;
    }
    return true;
}

void Pty::type(std::string_view keys) { (void)!::write(master_, keys.data(), keys.size()); }

void Pty::signal(int sig) { ::kill(pid_, sig); }

int Pty::wait_exit() {
    int status = 0;
    // Drain output while waiting so the child never blocks writing to the terminal.
    const auto until = std::chrono::steady_clock::now() + 20s;
    while (std::chrono::steady_clock::now() < until) {
        const pid_t done = ::waitpid(pid_, &status, WNOHANG);
        if (done == pid_) {
            reaped_ = true;
            return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        if (!read_some(10ms)) ::usleep(10000);  // the terminal may already be closed: poll says so at once
    }
    return -2;
}

std::optional<termios> Pty::mode() const {
    termios t{};
    if (::tcgetattr(master_, &t) != 0) return std::nullopt;
    return t;
}

bool Pty::read_some(std::chrono::milliseconds wait) {
    pollfd p{master_, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(wait.count())) <= 0) return false;
    char buf[4096];
    const ssize_t n = ::read(master_, buf, sizeof buf);
    if (n <= 0) return false;
    output_.append(buf, static_cast<std::size_t>(n));
    return true;
}

}  // namespace yoord::test
