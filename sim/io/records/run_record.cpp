#include "sim/io/records/run_record.hpp"

#include <algorithm>

#include "sim/rules/bodies.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

RunEnd run_end_of(const Game& g) noexcept {
    switch (g.outcome) {
        case Outcome::won: return RunEnd::won;
        case Outcome::dead: return RunEnd::died;
        case Outcome::alive: return RunEnd::quit;
    }
    return RunEnd::quit;
}

int deepest_depth(const Game& g) noexcept { return std::max(g.depth(), g.score.deepest_paid); }

std::string end_cause(const Game& g) {
    switch (run_end_of(g)) {
        case RunEnd::won: return phrase("end.escaped");
        case RunEnd::died:
            return g.death_cause.empty() ? phrase("end.died", {{"depth", std::to_string(g.depth())}}) : g.death_cause;
        case RunEnd::quit: return phrase("end.quit", {{"depth", std::to_string(g.depth())}});
    }
    return {};
}

ScoreEntry score_entry(const Game& g, std::string date) {
    ScoreEntry e;
    e.score = g.score.points;
    e.end = run_end_of(g);
    e.deepest = deepest_depth(g);
    e.turns = g.turn;
    e.conducts = kept_conducts(g);
    e.body = body_id(g);
    e.seed = g.descent.seed;
    e.generation = g.descent.generation;
    e.date = std::move(date);
    e.name = g.player_name;
    e.cause = end_cause(g);
    return e;
}

}  // namespace yoord
