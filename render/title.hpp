#pragma once
// The interim title screen: until the real front end lands, `make play` shows this and exits on a key.

namespace yoord {

int run_title_screen();

}  // namespace yoord
