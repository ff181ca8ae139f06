#pragma once
// The built `yoord` (YOORD_EXE) on a pseudo-terminal, as a player's terminal would run it: its screen output
// collected, keys written to it, the terminal's mode readable. TERM is xterm, YOORD_DATA_DIR the folder given,
// YOORD_SPAWN unset.

#include <sys/types.h>
#include <termios.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace yoord::test {

class Pty {
public:
    Pty(const std::filesystem::path& data_dir, const std::vector<std::string>& args);
    ~Pty();
    Pty(const Pty&) = delete;
    Pty& operator=(const Pty&) = delete;

    [[nodiscard]] bool started() const { return pid_ > 0; }

    // Reads output until `text` has appeared (after `from`, an offset into output()) or `limit` has passed. The
    // default is generous: it costs nothing when the text comes, and a sanitizer build on a loaded 2-core machine
    // once took more than 10 s to bring the game screen up.
    bool wait_for(std::string_view text, std::chrono::milliseconds limit = std::chrono::seconds(30),
                  std::size_t from = 0);
    // Types `keys` as the player would.
    void type(std::string_view keys);
    void signal(int sig);
    // The exit status, -1 when it did not exit normally, -2 when it is still running after 20 s.
    int wait_exit();
    // The terminal's mode as the program has set it.
    [[nodiscard]] std::optional<termios> mode() const;
    [[nodiscard]] const std::string& output() const { return output_; }

private:
    bool read_some(std::chrono::milliseconds wait);

    int master_ = -1;
    pid_t pid_ = -1;
    bool reaped_ = false;
    std::string output_;
};

}  // namespace yoord::test
