#pragma once
// A yes/no question on the top line ("Really quit? [yn]"): y answers yes; n answers no; Escape cancels. Any
// other key cancels too and is handed back to the layer below (LayerStack::unread), so the question never
// swallows a key meant for the game: a direction key moves, a command runs.

#include <string>

#include "render/ui/layer.hpp"

namespace yoord {

class ConfirmLayer final : public QueryLayer<bool> {
public:
    explicit ConfirmLayer(std::string question);
    [[nodiscard]] std::string_view name() const override { return "confirm"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

private:
    std::string question_;
};

inline constexpr std::string_view kReallyQuit = "ui.really_quit";  // a sentence key

}  // namespace yoord
