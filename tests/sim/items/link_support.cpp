// The scenario and effect helpers of tests/sim, built into this folder's test program too.
#include "sim/effect_test_support.cpp"
#include "sim/scenario_support.cpp"
