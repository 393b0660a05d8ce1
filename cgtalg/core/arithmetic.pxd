# C declarations for compiling arithmetic.py with Cython (pure-Python mode); see store.pxd.
cimport cython
# The engine functions add() calls are C calls (not Python calls between modules).
from cgtalg.core.game_type cimport GameData
from cgtalg.core.store cimport explicit, number, symbolic
from cgtalg.core.symbolic cimport symbolic_multiple, symbolic_negative, symbolic_sum
from cgtalg.core.order cimport le
from cgtalg.core.canonical cimport canonical

cdef GameData _ZERO

@cython.locals(s=GameData, r=GameData, o=GameData, stack=list, expanded=bint)
cpdef GameData neg(GameData g)

@cython.locals(memo=object, r=object, x=GameData, other=GameData, o=GameData,
               left=list, right=list, left_split=Py_ssize_t, right_split=Py_ssize_t)
cpdef object add(GameData g, GameData h, int levels=*)

cpdef GameData multiple(object k, GameData g)
