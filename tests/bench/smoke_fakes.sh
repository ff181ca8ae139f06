#!/bin/sh
# Stand-ins for a benchmark program, for the smoke run's planted mistakes (bench/CMakeLists.txt): each does one
# thing bench/smoke.sh must refuse, or (`good`) what it must pass.
case "$1" in
    good) printf '{\n  "benchmarks": [\n    {"name": "A/1", "error_occurred": false}\n  ]\n}\n' ;;
    crash) kill -SEGV $$ ;;
    error) printf '{\n  "benchmarks": [\n    {"name": "A/1", "error_occurred": true, "error_message": "left the floor"}\n  ]\n}\n' ;;
    empty) printf '{\n  "benchmarks": [\n  ]\n}\n' ;;
esac
