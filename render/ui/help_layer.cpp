#include "render/ui/help_layer.hpp"

#include <algorithm>

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

constexpr int kDirectionColumn = 13;
constexpr int kMoveColumn = 20;
constexpr int kColumnGap = 2;

std::string pad(std::string text, int width) {
    const int shown = text_width(text);
    // At least one blank after it, so a longer language's words never run into the next column.
    text.append(static_cast<std::size_t>(std::max(1, width - shown)), ' ');
    return text;
}

// Width of a line in columns.
int line_width(const StyledLine& line) {
    int w = 0;
    for (const Span& s : line) w += text_width(s.text);
    return w;
}

std::vector<StyledLine> movement_table(const Keymap& keymap) {
    std::vector<StyledLine> out;
    out.push_back({{pad(phrase("help.direction"), kDirectionColumn) + pad(phrase("help.move_attack"), kMoveColumn) + phrase("help.run_column"),
                    styles::heading}});
    for (const ActionInfo& move : kActionTable) {
        if (move.section != HelpSection::movement || !step_of(move.action)) continue;
        std::string run_keys;
        for (const ActionInfo& run : kActionTable) {
            if (is_run(run.action) && step_of(run.action) == step_of(move.action)) run_keys = keymap.key_names(run.action);
        }
        out.push_back({{pad(phrase(move.help), kDirectionColumn), styles::normal},
                       {pad(keymap.key_names(move.action), kMoveColumn), styles::hint},
                       {run_keys, styles::hint}});
    }
    // The other movement actions (wait, rest) two to a row, the second in the run column: at 80x24 every row counts.
    bool second = false;
    for (const ActionInfo& other : kActionTable) {
        if (other.section != HelpSection::movement || step_of(other.action)) continue;
        if (second) {
            StyledLine& row = out.back();
            const int at = kDirectionColumn + kMoveColumn;
            row.push_back({std::string(static_cast<std::size_t>(std::max(1, at - line_width(row))), ' ')});
            row.push_back({phrase(other.help) + "  ", styles::normal});
            row.push_back({keymap.key_names(other.action), styles::hint});
        } else {
            out.push_back({{pad(phrase(other.help), kDirectionColumn), styles::normal},
                           {keymap.key_names(other.action), styles::hint}});
        }
        second = !second;
    }
    return out;
}

std::vector<StyledLine> section(const Keymap& keymap, HelpSection which) {
    int key_width = 0;
    for (const ActionInfo& row : kActionTable) {
        if (row.section == which) key_width = std::max(key_width, text_width(keymap.key_names(row.action)));
    }
    std::vector<StyledLine> out;
    out.push_back({{section_title(which), styles::heading}});
    for (const ActionInfo& row : kActionTable) {
        if (row.section != which) continue;
        out.push_back({{pad(keymap.key_names(row.action), key_width + 2), styles::hint},
                       {phrase(row.help), styles::normal}});
    }
    return out;
}

}  // namespace

std::vector<StyledLine> help_lines(const Keymap& keymap, int width) {
    // No blank row after the movement table: the section headings mark the break, and at 80×24 every row counts.
    std::vector<StyledLine> out = movement_table(keymap);
    std::vector<StyledLine> left = section(keymap, HelpSection::items);
    // Magic sits beside the direction rows (below the movement table's heading) when it fits there: at 80x24
    // every row counts. Otherwise it follows the items.
    std::vector<StyledLine> magic = section(keymap, HelpSection::magic);
    // Only the rows magic sits beside decide its column.
    int moves_width = 0;
    for (std::size_t i = 1; i < out.size() && i <= magic.size(); ++i) moves_width = std::max(moves_width, line_width(out[i]));
    const int magic_column = moves_width + kColumnGap;
    const bool magic_beside = magic.size() + 1 <= out.size() &&
                              std::all_of(magic.begin(), magic.end(), [&](const StyledLine& l) {
                                  return magic_column + line_width(l) <= width;
                              });
    for (std::size_t i = 0; i < magic.size(); ++i) {
        if (!magic_beside) {
            left.push_back(std::move(magic[i]));
            continue;
        }
        StyledLine& row = out[i + 1];
        row.push_back({std::string(static_cast<std::size_t>(magic_column - line_width(row)), ' ')});
        for (Span& s : magic[i]) row.push_back(std::move(s));
    }
    std::vector<StyledLine> right = section(keymap, HelpSection::travel);
    for (StyledLine& line : section(keymap, HelpSection::interface)) right.push_back(std::move(line));
    // The wizard section is not drawn: at 80x24 no row is spare, and its key works only in a --wizard run
    // (docs/reference/keys.md and docs/reference/wizard-console.md list it).
    const int column = (width - kColumnGap) / 2;
    auto fits = [&](const std::vector<StyledLine>& part) {
        return std::all_of(part.begin(), part.end(), [&](const StyledLine& l) { return line_width(l) <= column; });
    };
    const bool side_by_side = fits(left) && fits(right);
    if (!side_by_side) {
        for (auto* part : {&left, &right}) {
            for (StyledLine& line : *part) out.push_back(std::move(line));
        }
        return out;
    }
    const std::size_t rows = std::max(left.size(), right.size());
    for (std::size_t i = 0; i < rows; ++i) {
        StyledLine line;
        if (i < left.size()) line = left[i];
        if (i < right.size()) {
            line.push_back({std::string(static_cast<std::size_t>(column + kColumnGap - line_width(line)), ' ')});
            for (const Span& s : right[i]) line.push_back(s);
        }
        out.push_back(std::move(line));
    }
    return out;
}

std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap) {
    return std::make_unique<TextPagerLayer>("help", phrase("help.yoord_keys"),
                                            [keymap](int width) { return help_lines(keymap, width); });
}

}  // namespace yoord
