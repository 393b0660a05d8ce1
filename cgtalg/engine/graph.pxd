# Compiled with Cython from graph.py (pure-Python mode). twin_representatives and the component
# walks work on vertex bitmasks of at most 63 vertices (MAX_VERTICES) in unsigned 64-bit words;
# the codes of paths, cycles and stars are C calls into graph_words (cimported below); the rest
# needs no C types: compiling removes the interpreter's per-step overhead in the position search.
# See cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython
from cgtalg.engine.graph_words cimport (
    _swap, _vertex_code, _star_code, _parts_key, _star_rest, _line_code, _small_line_code, _small_star_code,
    _word_region_moves, _family_key,
)

@cython.locals(one=cython.ulonglong, reps=cython.ulonglong, classes=list, v=Py_ssize_t, u=Py_ssize_t,
               bit=cython.ulonglong, av=cython.ulonglong, au=cython.ulonglong, pv=int, twin=bint)
cpdef object twin_representatives(Py_ssize_t n, object adj, object perms)

@cython.locals(b=cython.ulonglong, out=list)
cpdef list _bits(unsigned long long mask)
@cython.locals(comps=list, rest=cython.ulonglong, seed=cython.ulonglong, comp=cython.ulonglong,
               frontier=cython.ulonglong, b=cython.ulonglong, nb=cython.ulonglong)
cpdef list _components(object adj, unsigned long long alive)

# Bit counting on 64-bit words (vertex sets of at most MAX_VERTICES = 63 vertices).
cdef unsigned long long _M1, _M2, _M4, _H01, _ALL64
@cython.locals(x=cython.ulonglong)
cdef int _ones(unsigned long long x)
@cython.locals(comps=list)
cdef object _normalise(object forms, object adj, object perms, unsigned long long alive)
@cython.locals(n=int, p=int, first_end=int, degree_sum=int, line=bint, rest=cython.ulonglong, b=cython.ulonglong,
               v=int, d=int, centre=int, a=int, b_count=int, c=int, star=bint, one=cython.ulonglong)
cdef object _component_code(object forms, object adj, object perms, unsigned long long comp)
@cython.locals(one=cython.ulonglong, small=cython.ulonglong, back=cython.ulonglong, ahead=cython.ulonglong,
               pv=cython.ulonglong, v=int, k=int)
cpdef object _path_or_cycle_code(object adj, object perms, unsigned long long comp, int start, int n, bint cycle)

cdef int _WORD_VERTICES
cdef int _CL, _CR, _CB

# The value search's oracle (moves of paths and stars as one C call) and the family reading of parse.
from cgtalg.engine.search cimport RegionOracle

cdef class _Colourings(RegionOracle):
    cdef public object rules
    cdef public bint snort
    cpdef tuple moves(self, object region)

@cython.locals(words=list, family=str, size=str)
cpdef tuple _family_reading(str text)
