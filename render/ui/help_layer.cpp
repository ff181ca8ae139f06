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
            row.push_back({phrase(other.help) + " ", styles::normal});  // one blank: at 80 columns the magic column needs the room
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

// Sets the magic section beside the direction rows (below the movement table's heading) when it fits there: at
// 80x24 every row counts. Only the rows magic sits beside decide its column. False, and nothing moved, otherwise.
bool magic_beside_moves(std::vector<StyledLine>& moves, std::vector<StyledLine>& magic, int width) {
    int moves_width = 0;
    for (std::size_t i = 1; i < moves.size() && i <= magic.size(); ++i) moves_width = std::max(moves_width, line_width(moves[i]));
    const int magic_column = moves_width + kColumnGap;
    const bool fits = magic.size() + 1 <= moves.size() &&
                      std::all_of(magic.begin(), magic.end(), [&](const StyledLine& l) {
                          return magic_column + line_width(l) <= width;
                      });
    if (!fits) return false;
    for (std::size_t i = 0; i < magic.size(); ++i) {
        StyledLine& row = moves[i + 1];
        row.push_back({std::string(static_cast<std::size_t>(magic_column - line_width(row)), ' ')});
        for (Span& s : magic[i]) row.push_back(std::move(s));
    }
    magic.clear();
    return true;
}

// The travel and interface sections, one after the other.
std::vector<StyledLine> travel_and_interface(const Keymap& keymap) {
    std::vector<StyledLine> out = section(keymap, HelpSection::travel);
    for (StyledLine& line : section(keymap, HelpSection::interface)) out.push_back(std::move(line));
    return out;
}

// Whether a page of lines shows whole in a body `width` wide and kKeysPageRows high.
constexpr int kKeysPageRows = 22;  // 24 rows less the title and the hint
constexpr int kNarrowestBody = 76;  // 80 columns less the pager's margins
bool fits_page(const std::vector<StyledLine>& lines, int width) {
    return static_cast<int>(lines.size()) <= kKeysPageRows &&
           std::all_of(lines.begin(), lines.end(), [&](const StyledLine& l) { return line_width(l) <= width; });
}

// `left` and `right` side by side in a body `width` wide, each in half of it; false when a line is too wide for
// its half (then nothing is added).
bool add_side_by_side(std::vector<StyledLine>& out, const std::vector<StyledLine>& left,
                      const std::vector<StyledLine>& right, int width) {
    const int column = (width - kColumnGap) / 2;
    auto fits = [&](const std::vector<StyledLine>& part) {
        return std::all_of(part.begin(), part.end(), [&](const StyledLine& l) { return line_width(l) <= column; });
    };
    if (!fits(left) || !fits(right)) return false;
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
    return true;
}

// The movement table with the magic section beside it, or under it when it does not fit there.
std::vector<StyledLine> moving_and_magic(const Keymap& keymap, int width) {
    std::vector<StyledLine> out = movement_table(keymap);
    std::vector<StyledLine> magic = section(keymap, HelpSection::magic);
    if (!magic_beside_moves(out, magic, width)) {
        for (StyledLine& line : magic) out.push_back(std::move(line));
    }
    return out;
}

// The items beside travel and the interface, or one after the other when they do not stand side by side.
std::vector<StyledLine> items_travel_and_interface(const Keymap& keymap, int width) {
    std::vector<StyledLine> out;
    const std::vector<StyledLine> items = section(keymap, HelpSection::items);
    const std::vector<StyledLine> travel = travel_and_interface(keymap);
    if (add_side_by_side(out, items, travel, width)) return out;
    out = items;
    for (const StyledLine& line : travel) out.push_back(line);
    return out;
}

}  // namespace

std::vector<StyledLine> help_lines(const Keymap& keymap, int width) {
    // No blank row after the movement table: the section headings mark the break, and at 80×24 every row counts.
    std::vector<StyledLine> out = movement_table(keymap);
    std::vector<StyledLine> left = section(keymap, HelpSection::items);
    // Otherwise magic follows the items.
    std::vector<StyledLine> magic = section(keymap, HelpSection::magic);
    if (!magic_beside_moves(out, magic, width)) {
        for (StyledLine& line : magic) left.push_back(std::move(line));
    }
    std::vector<StyledLine> right = travel_and_interface(keymap);
    // The wizard section is not drawn: at 80x24 no row is spare, and its key works only in a --wizard run
    // (docs/reference/keys.md and docs/reference/wizard-console.md list it).
    if (add_side_by_side(out, left, right, width)) return out;
    for (auto* part : {&left, &right}) {
        for (const StyledLine& line : *part) out.push_back(line);
    }
    return out;
}

namespace {

void add_paragraph(std::vector<StyledLine>& out, const std::string& text, int width) {
    for (std::string& part : wrap_text(text, std::max(1, width))) out.push_back(StyledLine{Span{std::move(part)}});
}

// A term and its text in a cell `width` wide: the term, a blank, the text wrapped under itself.
std::vector<StyledLine> term_cell(const GuideEntry& entry, int term_width, int width) {
    std::vector<StyledLine> out;
    const std::vector<std::string> parts = wrap_text(entry.text, std::max(1, width - term_width));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::string term = i == 0 ? entry.term : std::string();
        out.push_back({{pad(term, term_width), styles::hint}, {parts[i], styles::normal}});
    }
    return out;
}

// A run of terms, two to a row (left, then right), each cell wrapping within its half.
void add_terms(std::vector<StyledLine>& out, const std::vector<const GuideEntry*>& terms, int width) {
    int term_width = 0;
    for (const GuideEntry* t : terms) term_width = std::max(term_width, text_width(t->term) + 1);
    const int column = (width - kColumnGap) / 2;
    for (std::size_t i = 0; i < terms.size(); i += 2) {
        std::vector<StyledLine> left = term_cell(*terms[i], term_width, column);
        const std::vector<StyledLine> right =
            i + 1 < terms.size() ? term_cell(*terms[i + 1], term_width, column) : std::vector<StyledLine>{};
        for (std::size_t row = 0; row < std::max(left.size(), right.size()); ++row) {
            StyledLine line = row < left.size() ? left[row] : StyledLine{};
            if (row < right.size()) {
                line.push_back({std::string(static_cast<std::size_t>(column + kColumnGap - line_width(line)), ' ')});
                for (const Span& s : right[row]) line.push_back(s);
            }
            out.push_back(std::move(line));
        }
    }
}

std::vector<TextPagerLayer::Page> key_pages(const Keymap& keymap) {
    if (fits_page(help_lines(keymap, kNarrowestBody), kNarrowestBody)) {
        return {{phrase("help.yoord_keys"), [keymap](int width) { return help_lines(keymap, width); }}};
    }
    // Too many keys for one page: moving and magic on one, the rest beside each other on a second.
    if (fits_page(moving_and_magic(keymap, kNarrowestBody), kNarrowestBody) &&
        fits_page(items_travel_and_interface(keymap, kNarrowestBody), kNarrowestBody)) {
        return {
            {phrase("help.keys_moving"), [keymap](int width) { return moving_and_magic(keymap, width); }},
            {phrase("help.keys_items_travel"), [keymap](int width) { return items_travel_and_interface(keymap, width); }},
        };
    }
    // A language whose sections do not stand side by side at 80 columns: three pages of keys, each whole.
    return {
        {phrase("help.keys_moving"), [keymap](int width) { return moving_and_magic(keymap, width); }},
        {phrase("help.keys_items"), [keymap](int /*width*/) { return section(keymap, HelpSection::items); }},
        {phrase("help.keys_travel"), [keymap](int /*width*/) { return travel_and_interface(keymap); }},
    };
}

}  // namespace

std::vector<StyledLine> guide_page_lines(const GuidePage& page, int width) {
    std::vector<StyledLine> out;
    std::vector<const GuideEntry*> terms;
    const auto flush_terms = [&] {
        if (terms.empty()) return;
        if (!out.empty()) out.emplace_back();
        add_terms(out, terms, width);
        terms.clear();
    };
    for (const GuideEntry& entry : page.entries) {
        if (!entry.term.empty()) {
            terms.push_back(&entry);
            continue;
        }
        flush_terms();
        if (!out.empty()) out.emplace_back();
        add_paragraph(out, entry.text, width);
    }
    flush_terms();
    return out;
}

std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap) {
    return std::make_unique<TextPagerLayer>("help", key_pages(keymap));
}

std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap, const Content& content) {
    std::vector<TextPagerLayer::Page> pages = key_pages(keymap);
    for (GuidePage& page : guide_pages(content, keymap)) {
        std::string title = page.title;
        pages.push_back({std::move(title), [page = std::move(page)](int width) { return guide_page_lines(page, width); }});
    }
    return std::make_unique<TextPagerLayer>("help", std::move(pages));
}

}  // namespace yoord
