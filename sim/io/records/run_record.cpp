#include "sim/io/records/run_record.hpp"

#include <algorithm>

#include "sim/rules/bodies.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"
#include "sim/run/score.hpp"

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

Wording end_wording(const Game& g) {
    Wording depth = Wording::plain(std::to_string(g.depth()));
    switch (run_end_of(g)) {
        case RunEnd::won: return Wording::of_key("end.escaped");
        case RunEnd::died:
            return g.death_cause.empty() ? Wording::of_key("end.died", {{"depth", std::move(depth)}}) : g.death_cause;
        case RunEnd::quit: return Wording::of_key("end.quit", {{"depth", std::move(depth)}});
    }
    return {};
}

std::string end_cause(const Game& g) { return written(end_wording(g)); }

ScoreEntry score_entry(const Game& g, std::string date) {
    ScoreEntry e;
    e.score = final_score(g.score);
    e.end = run_end_of(g);
    e.deepest = deepest_depth(g);
    e.turns = g.turn;
    e.conducts = kept_conducts(g);
    e.body = body_id(g);
    e.seed = g.descent.seed;
    e.generation = g.descent.generation;
    e.section = g.descent.endless ? BoardSection::endless : BoardSection::descent;
    e.date = std::move(date);
    e.name = g.player_name;
    e.cause = end_wording(g);
    return e;
}

}  // namespace yoord
