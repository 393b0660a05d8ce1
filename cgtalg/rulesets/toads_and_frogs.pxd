# Compiled with Cython from toads_and_frogs.py (pure-Python mode). The two helpers below
# move and normalise strips of at most WORD_CELLS cells in machine words (two bits a cell
# behind a leading 1: codes below 2**63; the caller checks the length). See
# cgtalg/rulesets/grid.pxd and cgtalg/accelerated.py.
cimport cython

@cython.locals(one=cython.ulonglong, two=cython.ulonglong, code=cython.ulonglong, image=cython.ulonglong,
               d=cython.ulonglong, j=int)
cpdef long long _word_key(unsigned long long cells, int n)

@cython.locals(out=list, split=Py_ssize_t)
cpdef tuple _word_moves(unsigned long long code)

@cython.locals(one=cython.ulonglong, two=cython.ulonglong, n=int, x=cython.ulonglong, cells=cython.ulonglong,
               j=int, d=cython.ulonglong, split=Py_ssize_t)
cpdef Py_ssize_t _word_children(unsigned long long code, list out) except -1

@cython.locals(cells=cython.ulonglong, d=cython.ulonglong, ch=cython.Py_UCS4)
cpdef long long _word_of_strip(str strip)

from cgtalg.core.store cimport symbolic_dyadic
from cgtalg.engine.search cimport RegionOracle

@cython.locals(one=cython.ulonglong, n=int, x=cython.ulonglong, cells=cython.ulonglong, toads=cython.longlong,
               empties=cython.longlong, moves=cython.longlong, j=int, d=cython.ulonglong, stop=int)
cpdef object _apart_value(unsigned long long code)

cdef object _WORD_LIMIT
cdef bint _COMPILED

cdef class _Hops(RegionOracle):
    cdef public object rules
    cpdef tuple moves(self, object region)
    cpdef Py_ssize_t children(self, object region, list out) except -1
    cpdef object known(self, object region)
