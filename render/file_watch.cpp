#include "render/file_watch.hpp"

#include <algorithm>

#include "core/io/untrusted_file.hpp"

namespace yoord {

FileWatch::FileWatch(std::vector<std::filesystem::path> folders) : folders_(std::move(folders)), last_(stamps()) {}

std::vector<FileWatch::Stamp> FileWatch::stamps() const {
    std::vector<Stamp> out;
    // Listed through the guard: a link loop that appears mid-run is an entry that cannot be looked at (its
    // stamp changes, so the reload says why by name), never an exception that ends the game.
    for (const auto& folder : folders_) {
        const auto entries = io::list_folder(folder);
        if (!entries) continue;
        for (const io::FolderEntry& entry : *entries) {
            if (entry.path.extension() != ".toml") continue;
            std::error_code ec;
            const auto when = entry.kind == io::EntryKind::file ? std::filesystem::last_write_time(entry.path, ec)
                                                                : std::filesystem::file_time_type{};
            out.push_back(Stamp{entry.path.string(), when});
        }
    }
    std::sort(out.begin(), out.end(), [](const Stamp& a, const Stamp& b) { return a.path < b.path; });
    return out;
}

bool FileWatch::changed() {
    std::vector<Stamp> now = stamps();
    if (now == last_) return false;
    last_ = std::move(now);
    return true;
}

}  // namespace yoord
