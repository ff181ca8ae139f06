#include "render/file_watch.hpp"

#include <algorithm>

namespace yoord {

FileWatch::FileWatch(std::vector<std::filesystem::path> folders) : folders_(std::move(folders)), last_(stamps()) {}

std::vector<FileWatch::Stamp> FileWatch::stamps() const {
    std::vector<Stamp> out;
    std::error_code ec;
    for (const auto& folder : folders_) {
        for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
            if (!entry.is_regular_file(ec) || entry.path().extension() != ".toml") continue;
            out.push_back(Stamp{entry.path().string(), entry.last_write_time(ec)});
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
