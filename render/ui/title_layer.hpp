#pragma once
// The interim title screen: shown by `yoord` until the game exists. A title and "press any key"; any key
// closes it. Not a game.

#include "render/ui/layer.hpp"

namespace yoord {

class TitleLayer final : public Layer {
public:
    [[nodiscard]] std::string_view name() const override { return "title"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;
};

}  // namespace yoord
