# Compiled with Cython from search.py (pure-Python mode). _values, the value search's walk over
# keys, types its counters and containers; the rest needs no C types: compiling removes the
# interpreter's per-step overhead in the position search. See cgtalg/core/store.pxd and
# cgtalg/accelerated.py.
cimport cython
from cgtalg.core.canonical cimport canonical
from cgtalg.core.game_type cimport GameData
from cgtalg.core.symbolic cimport symbolic_negative, symbolic_sum, symbolic_multiple
from cgtalg.core.arithmetic cimport neg, add, multiple

# A schema's region moves and formula values as C calls (see RegionOracle in search.py).
cdef bint _COMPILED

cdef class RegionOracle:
    cdef public bint direct_children
    cpdef tuple moves(self, object region)
    cpdef object known(self, object region)
    cpdef Py_ssize_t children(self, object region, list out) except -1

# Values and outcomes of a schema's keys (see Search in search.py): C fields, read by _values in C.
cdef class Search:
    cdef public object schema
    cdef public object table
    cdef public Py_ssize_t explored
    cdef public bint impartial
    cdef public RegionOracle oracle

@cython.locals(oracle=RegionOracle)
cdef inline RegionOracle _oracle_of(Search search)

@cython.locals(oracle=RegionOracle)
cpdef object _key_value(Search search, object key, object progress=*)

cpdef object _collected_after(Search search, object root, object progress, bint root_asked)

@cython.locals(oracle=RegionOracle, room=Py_ssize_t, explored=Py_ssize_t, memo=dict, sums=dict, keep=Py_ssize_t, stack=list, frame=list,
               children=list, kids=list, vals=list, i=Py_ssize_t, n=Py_ssize_t, j=Py_ssize_t, m=Py_ssize_t,
               split=Py_ssize_t, cut=Py_ssize_t, lo=list, ro=list, direct=bint)
cpdef object _values(Search search, object root, object progress, bint root_asked=*)

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, m=Py_ssize_t, out=list)
cpdef list _distinct(list keys)

@cython.locals(negative=bint, positive=bint, count=dict, out=list)
cpdef list _cancel(list parts)

@cython.locals(r=GameData)
cpdef object _negative(GameData g)

cpdef object _sum(GameData g, GameData h)

cpdef object _times(object k, GameData g)
