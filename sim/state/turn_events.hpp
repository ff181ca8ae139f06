#pragma once
// Turn events: what happened during one turn, typed. The simulation records them as it decides (an attack
// hit, a bolt flew along these cells, a door opened); the front end reads them to animate and to write the
// message log, and tests assert on them rather than on English. Events never feed back into the rules: a
// state hash ignores them, and a game plays the same whether anyone reads them or not.
//
// Entities are those of the turn the event was recorded in: a killed creature's entity may be gone by the time
// a reader looks, so an event also carries what a reader needs (cells, the uid, a glyph hint) by value.
//
// docs/reference/turn-events.md lists every kind and the fields it fills.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/ecs/entity.hpp"
#include "core/geom/point.hpp"
#include "sim/tables/mechanics.hpp"

namespace yoord {

// A closed list: a new kind is a new arm in every switch that reads events (no default:).
enum class EventKind : std::uint8_t {
    hit,               // object lost `amount` hit points at cells[0] to subject (null: poison, a trap)
    miss,              // subject's attack on object missed, at cells[0]
    kill,              // subject killed object at cells[0] (subject may be null: a trap, poison, a fall)
    bolt,              // a bolt flew along `cells`, stopping at the last one; key: the wand or spell row id
    beam,              // a beam lit every cell of `cells`; key: the wand or spell row id
    blast,             // an explosion covered `cells` (centre first); key: the wand or spell row id
    breath,            // subject breathed along `cells`; key: the spell row id
    missile,           // a thrown or fired item (object) flew along `cells`; glyph: the item's
    pick_up,           // subject picked up the item `object` (amount: how many) at cells[0]
    door,              // subject opened (amount 1) or closed (amount 0) the door at cells[0]
    condition_gained,  // object gained the condition named by `key` (an effect id, sim/vocab/effects.hpp)
    condition_lost,    // object lost the condition named by `key`
    floor_feeling,     // the player arrived on a floor (amount: its depth); `key` names the feeling
    magic_map,         // the cells in `cells` were revealed at once
    unknown_use,       // the player used an item whose kind stayed unknown (key: the row id): it may be called
    fireworks,         // the run's score was doubled (sim/run/score.hpp) at the player's cell, cells[0]; key: the doubler
};

// Where an event happened: most events have one cell, held inline, so that recording one allocates nothing (a
// blow, a door, a condition); a shape (a bolt's path, a blast, a map revealed) keeps its cells on the heap.
class EventCells {
public:
    using value_type = Point;
    using iterator = const Point*;
    using const_iterator = const Point*;

    EventCells() = default;
    EventCells(std::initializer_list<Point> cells) {
        for (const Point p : cells) push_back(p);
    }
    EventCells(std::vector<Point> cells) {  // NOLINT(google-explicit-constructor): shapes are built as vectors
        if (cells.size() <= 1) {
            if (!cells.empty()) push_back(cells.front());
            return;
        }
        size_ = cells.size();
        many_ = std::move(cells);
    }

    void push_back(Point p) {
        if (size_ == 0) {
            one_ = p;
        } else if (size_ == 1) {
            many_.assign({one_, p});
        } else {
            many_.push_back(p);
        }
        ++size_;
    }

    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] const Point* begin() const noexcept { return size_ <= 1 ? &one_ : many_.data(); }
    [[nodiscard]] const Point* end() const noexcept { return begin() + size_; }
    [[nodiscard]] const Point& operator[](std::size_t i) const noexcept { return begin()[i]; }
    [[nodiscard]] const Point& front() const noexcept { return *begin(); }
    [[nodiscard]] const Point& back() const noexcept { return begin()[size_ - 1]; }

    friend bool operator==(const EventCells& a, const EventCells& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }
    friend bool operator==(const EventCells& a, const std::vector<Point>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::size_t size_ = 0;
    Point one_{};              // the cell, while there is at most one
    std::vector<Point> many_;  // every cell, once there are two or more
};

struct TurnEvent {
    EventKind kind{};
    ecs::Entity subject = ecs::null_entity;  // who did it, if anyone
    ecs::Entity object = ecs::null_entity;   // to whom or to what
    EventCells cells;                        // where, for events that have a shape on the map
    int amount = 0;
    std::string key;                         // a condition, a feeling or a row id, by kind
    bool seen = false;                       // whether the player saw it happen (record() decides)
    char glyph = '\0';                       // what to draw for it (the missile, the struck creature); 0: none
    ColourName colour = ColourName::white;   // the glyph's colour, or the bolt's by its element
};

}  // namespace yoord
