#include "render/game/animations.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "render/game/map_source.hpp"

namespace yoord {
namespace {

// The animated kinds and the depth each one's layer draws at: the map's reveal under everything, a death on top.
struct LayerDepth {
    EventKind kind;
    int depth;
    const char* name;  // the layer's name, an id for tests (not player text)
};
constexpr std::array<LayerDepth, 9> kLayerDepths{{
    {EventKind::magic_map, 10, "magic map reveal"},  // not player text: layer names
    {EventKind::blast, 20, "blast"},
    {EventKind::beam, 30, "beam"},
    {EventKind::breath, 40, "breath"},
    {EventKind::bolt, 50, "bolt"},
    {EventKind::missile, 60, "missile"},
    {EventKind::hit, 70, "hit flash"},  // not player text
    {EventKind::kill, 80, "death"},
    {EventKind::fireworks, 90, "fireworks"},
}};

constexpr int kBeamFrames = 4;
constexpr int kHitFrames = 2;
constexpr int kDeathFrames = 4;
constexpr int kRevealFrames = 10;
constexpr int kBreathTailFrames = 2;
constexpr int kBlastFadeFrames = 1;
constexpr int kFireworksRadius = 3;       // how far the sparks of a doubled score spread around the player
constexpr int kFireworksFrames = 12;
constexpr std::array<Colour, 5> kFireworksColours{colours::bright_red, colours::bright_yellow, colours::bright_green,
                                                   colours::bright_cyan, colours::bright_magenta};
constexpr std::uint32_t kJitterKinds = 6;  // a multiple of 2 and 3: the blast's and the beam's flicker cycles

MapPoint to_map(Point p) { return MapPoint{p.x, p.y}; }

int chebyshev(MapPoint a, MapPoint b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)); }

// The line glyph for a step from `a` to `b`.
char32_t line_glyph(MapPoint a, MapPoint b) {
    const int dx = b.x - a.x;
    const int dy = b.y - a.y;
    if (dy == 0) return U'-';
    if (dx == 0) return U'|';
    return (dx > 0) == (dy > 0) ? U'\\' : U'/';
}

// The direction of travel at cell `i` of a path.
char32_t glyph_along(const std::vector<MapPoint>& cells, std::size_t i, MapPoint origin) {
    const MapPoint from = i == 0 ? origin : cells[i - 1];
    return line_glyph(from, cells[i]);
}

Cell lit(char32_t glyph, Colour fg, Attr attrs = Attr::bold) { return Cell{glyph, fg, colours::black, attrs}; }

void draw_bolt(const Clip& c, int f, const MapCanvas& canvas) {
    const auto i = static_cast<std::size_t>(f);
    if (i >= c.cells.size()) return;
    if (i > 0) canvas.put(c.cells[i - 1], lit(U'.', c.look.fg, Attr::dim));  // a short trail
    canvas.put(c.cells[i], lit(U'*', c.look.fg));
}

void draw_beam(const Clip& c, int f, const MapCanvas& canvas) {
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
        const bool spark = (c.jitter[i] + f) % 3 == 0;  // the beam crackles along its length
        const Attr attrs = f == c.frames - 1 ? Attr::dim : Attr::bold;
        canvas.put(c.cells[i], lit(spark ? U'*' : glyph_along(c.cells, i, c.origin), c.look.fg, attrs));
    }
}

void draw_blast(const Clip& c, int f, const MapCanvas& canvas) {
    const MapPoint centre = c.cells.front();
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
        const int ring = chebyshev(centre, c.cells[i]);
        if (ring > f) continue;
        const bool front = ring == f || f == c.frames - 1;
        const char32_t glyph = (c.jitter[i] + f) % 2 == 0 ? U'*' : U'#';
        canvas.put(c.cells[i], lit(glyph, c.look.fg, front ? Attr::bold : Attr::dim));
    }
}

void draw_breath(const Clip& c, int f, const MapCanvas& canvas) {
    const auto reach = std::min(static_cast<std::size_t>(f) + 1, c.cells.size());
    for (std::size_t i = 0; i < reach; ++i) {
        const char32_t glyph = (c.jitter[i] + f) % 2 == 0 ? U'~' : U'*';
        canvas.put(c.cells[i], lit(glyph, c.look.fg, i + 1 == reach ? Attr::bold : Attr::none));
    }
}

void draw_missile(const Clip& c, int f, const MapCanvas& canvas) {
    const auto i = static_cast<std::size_t>(f);
    if (i < c.cells.size()) canvas.put(c.cells[i], lit(c.look.glyph, c.look.fg));
}

void draw_hit(const Clip& c, int f, const MapCanvas& canvas) {
    // The struck creature's glyph in reverse video: the flash reads without colour too.
    if (f == 0) canvas.put(c.cells.front(), Cell{c.look.glyph, colours::bright_red, colours::black, Attr::reverse});
}

void draw_death(const Clip& c, int f, const MapCanvas& canvas) {
    const MapPoint at = c.cells.front();
    if (f < 2) {
        canvas.put(at, Cell{c.look.glyph, colours::bright_red, colours::black, f == 0 ? Attr::reverse : Attr::bold});
    } else if (f < c.frames) {
        canvas.put(at, lit(U'%', colours::red, Attr::dim));
    }
}

// The map's reveal: cells farther from the player than the sweep's front are still hidden (drawn blank), the
// front is bright, the rest already shows as remembered.
void draw_reveal(const Clip& c, int f, const MapCanvas& canvas) {
    int farthest = 1;
    for (const MapPoint p : c.cells) farthest = std::max(farthest, chebyshev(c.origin, p));
    const int front = (farthest * (f + 1) + c.frames - 1) / c.frames;
    const int band = std::max(1, farthest / c.frames);
    for (const MapPoint p : c.cells) {
        const int d = chebyshev(c.origin, p);
        if (d > front) {
            canvas.put(p, Cell{});
        } else if (d > front - band) {
            canvas.put(p, lit(U'.', colours::bright_cyan));
        }
    }
}

// Fireworks: sparks spread ring by ring from the player (the first cell), each cell twinkling on its own beat and in
// its own colour, both from its cosmetic draw; the last frames fade.
void draw_fireworks(const Clip& c, int f, const MapCanvas& canvas) {
    const MapPoint centre = c.cells.front();
    const bool fading = f >= c.frames - 2;
    for (std::size_t i = 1; i < c.cells.size(); ++i) {
        const int ring = chebyshev(centre, c.cells[i]);
        if (ring > f + 1 || (c.jitter[i] + f) % 3 != 0) continue;
        const Colour colour = kFireworksColours[(c.jitter[i] + static_cast<std::size_t>(ring)) % kFireworksColours.size()];
        canvas.put(c.cells[i], lit(ring == f + 1 ? U'*' : U'+', colour, fading ? Attr::dim : Attr::bold));
    }
}

// The cells the fireworks of an event at `centre` may light: the centre first, then every cell in view within
// kFireworksRadius, row by row.
std::vector<MapPoint> fireworks_cells(MapPoint centre, const Game& game) {
    std::vector<MapPoint> cells{centre};
    for (int dy = -kFireworksRadius; dy <= kFireworksRadius; ++dy) {
        for (int dx = -kFireworksRadius; dx <= kFireworksRadius; ++dx) {
            const Point p{centre.x + dx, centre.y + dy};
            if ((dx == 0 && dy == 0) || !game.view.visible.in_bounds(p) || !game.view.visible.at(p)) continue;
            cells.push_back(to_map(p));
        }
    }
    return cells;
}

}  // namespace

int clip_frames(EventKind kind, const std::vector<MapPoint>& cells) noexcept {
    const int n = static_cast<int>(cells.size());
    int rings = 0;  // a blast's radius: how far its cells reach from the centre (the first)
    for (const MapPoint p : cells) rings = std::max(rings, chebyshev(cells.front(), p));
    switch (kind) {
        case EventKind::bolt: return n;
        case EventKind::missile: return n;
        case EventKind::beam: return n > 0 ? kBeamFrames : 0;
        case EventKind::breath: return n > 0 ? n + kBreathTailFrames : 0;
        case EventKind::blast: return n > 0 ? rings + kBlastFadeFrames + 1 : 0;
        case EventKind::hit: return n > 0 ? kHitFrames : 0;
        case EventKind::kill: return n > 0 ? kDeathFrames : 0;
        case EventKind::magic_map: return n > 0 ? kRevealFrames : 0;
        case EventKind::fireworks: return n > 1 ? kFireworksFrames : 0;
        case EventKind::miss:
        case EventKind::pick_up:
        case EventKind::door:
        case EventKind::condition_gained:
        case EventKind::condition_lost:
        case EventKind::floor_feeling:
        case EventKind::unknown_use:
            return 0;
    }
    return 0;
}

void EffectLayer::draw(const MapCanvas& canvas) const {
    for (const Clip& c : clips_) {
        const int f = *frame_ - c.start;
        if (f < 0 || f >= c.frames || c.cells.empty()) continue;
        switch (kind_) {
            case EventKind::bolt: draw_bolt(c, f, canvas); break;
            case EventKind::beam: draw_beam(c, f, canvas); break;
            case EventKind::blast: draw_blast(c, f, canvas); break;
            case EventKind::breath: draw_breath(c, f, canvas); break;
            case EventKind::missile: draw_missile(c, f, canvas); break;
            case EventKind::hit: draw_hit(c, f, canvas); break;
            case EventKind::kill: draw_death(c, f, canvas); break;
            case EventKind::magic_map: draw_reveal(c, f, canvas); break;
            case EventKind::fireworks: draw_fireworks(c, f, canvas); break;
            case EventKind::miss:
            case EventKind::pick_up:
            case EventKind::door:
            case EventKind::condition_gained:
            case EventKind::condition_lost:
            case EventKind::floor_feeling:
            case EventKind::unknown_use:
                break;
        }
    }
}

Animator::Animator(std::uint64_t cosmetic_seed) : cosmetic_(cosmetic_seed) {
    for (const LayerDepth& d : kLayerDepths) layers_.push_back(std::make_unique<EffectLayer>(d.kind, frame_));
}

void Animator::register_layers(MapDrawLayers& layers) const {
    for (std::size_t i = 0; i < kLayerDepths.size(); ++i) {
        layers.add(kLayerDepths[i].depth, kLayerDepths[i].name, *layers_[i]);
    }
}

void Animator::clear() {
    for (const auto& layer : layers_) layer->clear();
    frames_ = 0;
    frame_ = 0;
}

void Animator::add(Clip clip) {
    for (const auto& layer : layers_) {
        if (layer->kind() != clip.kind) continue;
        clip.start = frames_;
        frames_ += clip.frames;
        layer->add(std::move(clip));
        return;
    }
}

int Animator::load(std::span<const TurnEvent> events, const Game& game) {
    clear();
    const MapPoint player = to_map(game.world.get<Position>(game.player).cell);
    for (const TurnEvent& e : events) {
        if (!e.seen || frames_ >= kMaxAnimationFrames) continue;
        Clip clip;
        clip.kind = e.kind;
        clip.origin = e.kind == EventKind::magic_map ? player : to_map(e.cells.empty() ? Point{} : e.cells.front());
        if (const Position* from = game.world.valid(e.subject) ? game.world.try_get<Position>(e.subject) : nullptr) {
            if (e.kind != EventKind::magic_map) clip.origin = to_map(from->cell);
        }
        if (e.kind == EventKind::fireworks && !e.cells.empty()) {
            clip.cells = fireworks_cells(to_map(e.cells.front()), game);
        }
        for (const Point p : e.kind == EventKind::fireworks ? EventCells{} : e.cells) {
            // What the player cannot see now is not shown, but for the map the reveal draws from memory.
            const bool in_view = game.view.visible.in_bounds(p) && game.view.visible.at(p);
            const bool shown = e.kind == EventKind::magic_map || in_view;
            if (shown) clip.cells.push_back(to_map(p));
        }
        clip.frames = clip_frames(e.kind, clip.cells);
        if (clip.frames <= 0) continue;
        const char32_t glyph = e.glyph != '\0' ? static_cast<char32_t>(static_cast<unsigned char>(e.glyph)) : U'*';
        clip.look = Cell{glyph, glyph_colour(e.colour), colours::black, Attr::bold};
        clip.jitter.reserve(clip.cells.size());
        for (std::size_t i = 0; i < clip.cells.size(); ++i) {
            clip.jitter.push_back(static_cast<std::uint8_t>(cosmetic_.below(kJitterKinds)));
        }
        add(std::move(clip));
    }
    frames_ = std::min(frames_, kMaxAnimationFrames);
    return frames_;
}

int play_animation(LayerStack& stack, Animator& animator, std::chrono::milliseconds frame) {
    int drawn = 0;
    for (int f = 0; f < animator.frame_count(); ++f) {
        animator.set_frame(f);
        stack.draw();
        ++drawn;
        if (const std::optional<Key> key = stack.terminal().poll_key(frame)) {
            stack.unread(*key);  // skipped: the key is the game's next input, not lost
            break;
        }
    }
    animator.clear();
    stack.draw();
    return drawn;
}

}  // namespace yoord
