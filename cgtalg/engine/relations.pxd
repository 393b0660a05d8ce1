# C declarations for compiling relations.py with Cython (pure-Python mode); see cgtalg/core/game_type.pxd.
# Two Games go from compare() to the core's compare() as a C call.
cimport cython
from cgtalg.core.game_type cimport GameData
from cgtalg.core.relations cimport compare as _compare_games

cpdef object compare(object g, object h)
