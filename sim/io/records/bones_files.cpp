#include "sim/io/records/bones_files.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <span>
#include <system_error>

#include "core/io/atomic_file.hpp"
#include "core/io/untrusted_file.hpp"
#include "sim/run/bones.hpp"

namespace yoord {

namespace fs = std::filesystem;

namespace {

fs::path beside(const fs::path& path, std::string_view tag) {
    fs::path p = path;
    p += "." + std::string(tag) + "-" + std::to_string(::getpid());
    return p;
}

}  // namespace

fs::path bones_path(const fs::path& data_dir, int depth) {
    return data_dir / kBonesFolderName / ("depth-" + std::to_string(depth) + ".toml");
}

BonesWrite write_bones(const fs::path& data_dir, const Game& game) {
    BonesWrite out;
    out.path = bones_path(data_dir, game.depth());
    std::error_code ec;
    fs::create_directories(out.path.parent_path(), ec);
    if (ec) {
        out.reason = out.path.parent_path().string() + ": " + ec.message();
        return out;
    }
    if (io::exists_at(out.path)) {
        out.result = BonesWrite::Result::kept;
        return out;
    }
    const std::string text = format_bones(bones_of(game));
    const fs::path aside = beside(out.path, "new");
    const auto bytes = std::as_bytes(std::span(text.data(), text.size()));
    if (const std::optional<io::IoError> failed = io::write_file_atomically(aside, bytes)) {
        out.reason = failed->message("write");
        return out;
    }
    // link() never replaces: bones another death put there meanwhile are kept.
    const int linked = ::link(aside.c_str(), out.path.c_str());
    const int err = errno;
    (void)io::remove_file(aside);
    if (linked == 0) {
        out.result = BonesWrite::Result::written;
    } else if (err == EEXIST) {
        out.result = BonesWrite::Result::kept;
    } else {
        out.reason = out.path.string() + ": " + std::strerror(err);
    }
    return out;
}

std::optional<std::string> BonesFolder::readable(const fs::path& path, int depth) {
    const auto text = io::read_untrusted_file(path, kMaxBonesBytes);
    if (!text) {
        tell_(path.string() + ": error: " + text.error().reason);
        return std::nullopt;
    }
    BonesParse parsed = parse_bones(*text, path.string());
    if (!parsed.bones) {
        for (const Diagnostic& d : parsed.diagnostics.sorted()) tell_(format(d));
        return std::nullopt;
    }
    if (parsed.bones->depth != depth) {
        tell_(path.string() + ": error: these are the bones of depth " + std::to_string(parsed.bones->depth) +
              ", in the file of depth " + std::to_string(depth));
        return std::nullopt;
    }
    return *text;
}

std::optional<std::string> BonesFolder::take(int depth) {
    const fs::path path = bones_path(data_dir_, depth);
    if (!io::exists_at(path)) return std::nullopt;
    if (!readable(path, depth)) return std::nullopt;  // refused: kept where it is
    // Taken once: renamed away first (only one run can win the rename), then read and removed.
    const fs::path taken = beside(path, "taken");
    std::error_code ec;
    fs::rename(path, taken, ec);
    if (ec) return std::nullopt;  // another run took it first
    std::optional<std::string> text = readable(taken, depth);
    if (!text) {
        (void)::link(taken.c_str(), path.c_str());  // changed under us and broken: back, never over a newer one
    }
    (void)io::remove_file(taken);
    return text;
}

}  // namespace yoord
