#pragma once
// --watch: which content files a run loaded from disk, and whether any changed since the last look. Polled by
// the play screen while it waits for a key; a change is noticed at most one poll later.

#include <filesystem>
#include <string>
#include <vector>

namespace yoord {

class FileWatch {
public:
    // Every *.toml file directly in each folder (a --content-dir, a pack), as they stand now.
    explicit FileWatch(std::vector<std::filesystem::path> folders);

    // True when a file was added, removed or written since the last call (or the construction).
    [[nodiscard]] bool changed();

private:
    struct Stamp {
        std::string path;
        std::filesystem::file_time_type written;
        friend bool operator==(const Stamp&, const Stamp&) = default;
    };
    [[nodiscard]] std::vector<Stamp> stamps() const;

    std::vector<std::filesystem::path> folders_;
    std::vector<Stamp> last_;
};

}  // namespace yoord
