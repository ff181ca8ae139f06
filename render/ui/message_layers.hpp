#pragma once
// The message screens.
//
// After a turn, show_new_messages() shows the turn's new messages in the message area. When they do not fit and
// the turn mattered (the player was hurt, afflicted, moved to another floor or died: turn_mattered()), each full
// page ends with --more-- and waits for Space or Enter (Escape skips the rest of the turn's pages); a routine
// turn ("You open the door.", a fight far off) never stops for --more--: its last lines stay in the area and
// the rest are in the history. The last page stays in the area like any other message. Ctrl-P opens the full
// history.

#include <memory>
#include <string>
#include <vector>

#include "render/ui/hud_view.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/text_pager.hpp"
#include "sim/state/message_log.hpp"

namespace yoord {

inline constexpr std::string_view kMore = "--more--";

// Splits messages into pages of `rows` lines of at most `width` columns. When more than one page is needed,
// lines are wrapped short enough that " --more--" fits after the last line of each page but the final one.
[[nodiscard]] std::vector<std::vector<std::string>> paginate(const std::vector<std::string>& messages, int width,
                                                             int rows);

// One page of messages with --more-- after it: true to go on, false when the player skipped the rest.
class MoreLayer final : public QueryLayer<bool> {
public:
    MoreLayer(std::vector<std::string> page, Rect area);
    [[nodiscard]] std::string_view name() const override { return "more"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

private:
    std::vector<std::string> page_;
    Rect area_;
};

// Whether a turn that changed the HUD from `before` to `after` matters enough to stop for --more--: hit points
// went down, a condition badge appeared, Patience crossed a warning, or the depth changed.
[[nodiscard]] bool turn_mattered(const HudView& before, const HudView& after);

// Pages the log's unseen messages through MoreLayer as needed (only when `matters`), then marks them seen.
// `area` is the message widget's rectangle on screen. Returns how many --more-- prompts were shown.
int show_new_messages(LayerStack& stack, MessageLog& log, Rect area, bool matters = true);

// The colour a message's tone is drawn in (sim/state/tone.hpp).
[[nodiscard]] Style tone_style(Tone tone) noexcept;

// The full history, newest at the bottom, scrollable, each message in its tone's colour; '/' searches it
// (render/ui/text_pager.hpp).
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_history_layer(const MessageLog& log);

}  // namespace yoord
