#pragma once
// The systems of a turn, one free function each, each defined in its own file in this folder. The order they
// run in is sim/turn/schedule.cpp's business, not theirs.

namespace yoord {

struct Game;

void player_action_system(Game& game);
void visibility_system(Game& game);
void energy_system(Game& game);
void monster_minds_system(Game& game);
void abilities_system(Game& game);
void traps_system(Game& game);
void conditions_system(Game& game);
void footing_system(Game& game);
void memory_system(Game& game);
void deaths_system(Game& game);
void score_system(Game& game);
void patience_system(Game& game);
void feelings_system(Game& game);
void pack_triggers_system(Game& game);
void overview_system(Game& game);
void clock_system(Game& game);

}  // namespace yoord
