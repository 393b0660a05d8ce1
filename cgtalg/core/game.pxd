# C declarations for compiling game.py with Cython (pure-Python mode); see game_type.pxd.
# The engine's methods are C methods calling the engine's C functions.
cimport cython
from cgtalg.core.game_type cimport Engine, GameData
from cgtalg.core.symbolic cimport symbolic_le, symbolic_multiple, symbolic_negative, symbolic_options, symbolic_sum
from cgtalg.core.coerce cimport coerce_operand, coerce_option
from cgtalg.core.canonical cimport canonical
from cgtalg.core.order cimport le
from cgtalg.core.arithmetic cimport add, multiple, neg

cdef class _CoreEngine(Engine):
    @cython.locals(lo=list, ro=list)
    cdef object game(self, object left, object right)
    cdef object operand(self, object o)
    cdef object add(self, GameData g, GameData h)
    cdef object neg(self, GameData g)
    cdef object le(self, GameData g, GameData h)
    cdef object multiple(self, object k, GameData g)
    @cython.locals(nus=tuple)
    cdef tuple options(self, GameData g)
    cdef object birthday(self, GameData g)
    cdef object reduce(self, GameData g)
    cdef object norton(self, GameData g, object unit)
