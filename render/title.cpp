#include "render/title.hpp"

#include <ncurses.h>

#include <clocale>
#include <string_view>

#include "sim/version.hpp"

namespace yoord {
namespace {

void centre(int row, std::string_view text) {
    const int col = (COLS - static_cast<int>(text.size())) / 2;
    mvaddnstr(row, col < 0 ? 0 : col, text.data(), static_cast<int>(text.size()));
}

}  // namespace

int run_title_screen() {
    std::setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    for (;;) {
        erase();
        centre(LINES / 2 - 2, "Y O O R D");
        centre(LINES / 2, "Thirteen floors down for the Element of Yoord, and back out.");
        centre(LINES / 2 + 2, "The dungeon is still being dug. Press any key to leave.");
        refresh();
        const int key = getch();
        if (key != KEY_RESIZE) break;
    }
    endwin();
    return 0;
}

}  // namespace yoord
