#pragma once
// YOORD_ASSERT checks a precondition in debug and sanitizer builds and compiles to nothing in Release
// (NDEBUG). A failure prints the condition, its message and where, then aborts, so death tests can match it.

#include <cstdio>
#include <cstdlib>

namespace yoord::detail {
[[noreturn]] inline void assert_failed(const char* condition, const char* message, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: assertion failed: %s (%s)\n", file, line, message, condition);
    std::abort();
}
}  // namespace yoord::detail

#ifdef NDEBUG
#define YOORD_ASSERT(condition, message) ((void)0)
#else
#define YOORD_ASSERT(condition, message) \
    ((condition) ? (void)0 : ::yoord::detail::assert_failed(#condition, message, __FILE__, __LINE__))
#endif
