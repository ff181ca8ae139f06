#include "render/title.hpp"

int main() { return yoord::run_title_screen(); }
