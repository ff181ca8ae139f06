#include "render/input/key_reference.hpp"

#include "render/input/keymap.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

constexpr HelpSection kSections[] = {HelpSection::movement, HelpSection::running, HelpSection::travel,
                                     HelpSection::items, HelpSection::magic, HelpSection::interface, HelpSection::wizard};

std::string code_list(const Keymap& keymap, Action a) {
    std::string out;
    for (const Key k : keymap.keys_for(a)) {
        if (!out.empty()) out += ", ";
        out += '`';
        out += key_name(k);
        out += '`';
    }
    return out;
}

}  // namespace

std::string keys_reference_markdown() {
    const Keymap keymap = Keymap::defaults();
    std::string out =
        "# Keys\n"
        "\n"
        "<!-- Generated from render/input/action.hpp by keys_reference_markdown(); the test\n"
        "     Docs.KeysReferenceMatchesTheKeyTable says how to regenerate it. Do not edit by hand. -->\n"
        "\n"
        "The default keys. In the game, `?` or `F1` shows the keys as they are bound now. To change them, see\n"
        "[../how-to/remap-keys.md](../how-to/remap-keys.md); the *name* column is what `keymap.toml` calls the action.\n"
        "\n"
        "vi keys, the arrow keys and the numeric keypad all move (with NumLock on, the keypad sends digits; with it\n"
        "off, arrows, Home, End, PageUp and PageDown). Shift plus a direction runs.\n";
    for (const HelpSection section : kSections) {
        out += "\n## " + section_title(section) + "\n\n";
        out += "| Action | Name | Default keys |\n|---|---|---|\n";
        for (const ActionInfo& row : kActionTable) {
            if (row.section != section) continue;
            out += "| " + phrase(row.help) + " | `" + std::string(row.name) + "` | " +
                   code_list(keymap, row.action) + " |\n";
        }
    }
    out +=
        "\n## In menus and prompts\n"
        "\n"
        "| Key | Does |\n|---|---|\n"
        "| a letter | picks the item with that letter |\n"
        "| `Up`, `Down`, `PageUp`, `PageDown` | move the cursor |\n"
        "| `Enter` | picks the item under the cursor |\n"
        "| `Escape` | cancels |\n"
        "| `y` / `n` | answer a yes/no question; `Escape` cancels it |\n"
        "| `Space`, `Enter` | go on after `--more--`; `Escape` skips the rest of the turn's messages |\n"
        "| `Right`, `l`, `Tab` / `Left`, `h`, `Shift-Tab` | turn the help's pages: the keys, then the map's glyphs, recovery, Patience, spirits, conducts, messages and what you know |\n"
        "| `/`, then `n` / `N` | in the help, the history and every long page: search for a word, then go to the next / previous line that holds it |\n"
        "\n"
        "## Key names\n"
        "\n"
        "A printable character is its own name (`h`, `H`, `>`, `,`). Other keys: `Space`, `Enter`, `Escape`, `Tab`,\n"
        "`Shift-Tab`, `Backspace`, `Insert`, `Delete`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`,\n"
        "`PageDown`, each arrow and Home/End/PageUp/PageDown with `Shift-` in front, `Keypad-5`, `F1` to `F12`,\n"
        "and `Ctrl-A` to `Ctrl-Z` (except `Ctrl-I`, `Ctrl-J` and `Ctrl-M`, which a terminal sends as `Tab` and\n"
        "`Enter`). Single characters are case-sensitive; longer names are not.\n";
    return out;
}

}  // namespace yoord
