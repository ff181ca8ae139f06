#!/bin/bash -eu
# The service runs $SRC/build.sh; the project's build is fuzz/build.sh, which reads the same variables.
exec "$SRC/yoord/fuzz/build.sh"
