# C declarations for compiling order.py with Cython (pure-Python mode); see store.pxd.
cimport cython
from cgtalg.core.game_type cimport GameData
from cgtalg.core.symbolic cimport symbolic_le

cdef Py_ssize_t _ROW_LIMIT
cdef bint _rows_written

@cython.locals(row=dict)
cdef void _le_put(GameData g, GameData h, bint verdict) except *

cpdef bint _symbolic_le(tuple a, tuple b) except -1

@cython.locals(verdict=bint, o=GameData, row=dict)
cdef bint _shallow(GameData g, GameData h, int levels) except -1

@cython.locals(gn=tuple, hn=tuple, r=object, below=bint, above=bint, row=dict)
cpdef object le(GameData g, GameData h, int levels=*)

cdef tuple _options(GameData g, bint left)

@cython.locals(stack=list, frame=list, g=GameData, h=GameData, o=GameData, opts=tuple,
               i=Py_ssize_t, n=Py_ssize_t, phase=int, verdict=bint, parent=list, q=object)
cpdef bint _search(GameData g0, GameData h0) except -1
