#include "render/ui/title_layer.hpp"

#include <string>

#include "sim/version.hpp"

namespace yoord {

void TitleLayer::draw(const Canvas& screen) {
    screen.fill();
    const int middle = screen.height() / 2;
    screen.centred_text(middle - 3, "Y O O R D", styles::heading);
    screen.centred_text(middle - 1, "Thirteen floors down for the Element of Yoord, and back out.");
    screen.centred_text(middle + 1, "The dungeon is still being dug.", styles::dim);
    screen.centred_text(middle + 3, "Press any key to leave.", styles::hint);
    screen.centred_text(screen.height() - 1, "version " + std::string(game_version()), styles::dim);
}

void TitleLayer::on_key(Key /*key*/, LayerStack& /*stack*/) { close(); }

}  // namespace yoord
