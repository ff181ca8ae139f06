#include "render/stop_signal.hpp"

#include <csignal>
#include <initializer_list>

namespace yoord {
namespace {

volatile std::sig_atomic_t g_stop_requested = 0;

extern "C" void note_stop(int /*sig*/) { g_stop_requested = 1; }

}  // namespace

void install_stop_signal_handlers() {
    for (const int sig : {SIGHUP, SIGTERM}) {
        struct sigaction action {};
        action.sa_handler = note_stop;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0;  // no SA_RESTART: a blocked key read wakes with EINTR
        sigaction(sig, &action, nullptr);
    }
}

void ignore_file_size_signal() noexcept { std::signal(SIGXFSZ, SIG_IGN); }

bool stop_requested() noexcept { return g_stop_requested != 0; }

void request_stop() noexcept { g_stop_requested = 1; }

void clear_stop_request_for_tests() noexcept { g_stop_requested = 0; }

}  // namespace yoord
