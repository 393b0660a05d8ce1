# C declarations for compiling game.py with Cython (pure-Python mode); see store.pxd.
cimport cython
from cgtalg.core.store cimport GameData, Operators, symbolic_le, symbolic_multiple, symbolic_negative, symbolic_sum
from cgtalg.core.order cimport le
from cgtalg.core.arithmetic cimport add, multiple, neg

cdef class _EngineOperators(Operators):
    cdef object add(self, GameData g, GameData h)
    cdef object neg(self, GameData g)
    cdef object le(self, GameData g, GameData h)
    cdef object multiple(self, object k, GameData g)
