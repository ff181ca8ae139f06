#pragma once
// An exclusive advisory lock (flock) on a lock file, held for the object's lifetime. Games that share a data
// directory take it around a read-modify-write of a shared file (the leaderboard), so one's write never
// drops another's entry. The lock file itself holds nothing and is left in place.

#include <filesystem>
#include <string>

namespace yoord {

class FileLock {
public:
    // Creates `path` if needed and blocks until the lock is ours. ok() says whether that worked.
    explicit FileLock(const std::filesystem::path& path);
    ~FileLock();
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    [[nodiscard]] bool ok() const noexcept { return fd_ >= 0; }
    // Why the lock could not be taken ("cannot lock /x/scores.txt.lock: Permission denied").
    [[nodiscard]] const std::string& error() const noexcept { return error_; }

private:
    int fd_ = -1;
    std::string error_;
};

}  // namespace yoord
