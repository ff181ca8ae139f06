#include "render/screen_reader.hpp"

namespace yoord {

namespace {
bool g_screen_reader = false;  // one terminal per process: a process-wide front-end setting
}  // namespace

bool screen_reader_on() noexcept { return g_screen_reader; }
void set_screen_reader(bool on) noexcept { g_screen_reader = on; }

}  // namespace yoord
