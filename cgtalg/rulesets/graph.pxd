# Compiled with Cython from graph.py (pure-Python mode). twin_representatives works on vertex
# bitmasks of at most 63 vertices (MAX_VERTICES) in unsigned 64-bit words; the rest needs no C
# types: compiling removes the interpreter's per-step overhead in the position search. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython

@cython.locals(one=cython.ulonglong, reps=cython.ulonglong, classes=list, v=Py_ssize_t, u=Py_ssize_t,
               bit=cython.ulonglong, av=cython.ulonglong, au=cython.ulonglong, pv=int, twin=bint)
cpdef object twin_representatives(Py_ssize_t n, object adj, object perms)

# The coding of stars, paths and cycles on permission words: C calls between these helpers (the
# words exceed 64 bits on large graphs, so they stay Python ints).
cpdef object _swap(object p)
cpdef object _vertex_code(object p)
@cython.locals(a=object, b=object, c=object, word=object)
cpdef object _star_word(object centre, object counts)
@cython.locals(a=object, b=object, c=object, n=object, word=object, swapped=object)
cpdef object _star_code(object centre, object counts)
@cython.locals(one=cython.ulonglong, word=cython.ulonglong)
cdef unsigned long long _small_star_word(unsigned long long centre, int a, int b, int c)
cpdef object _parts_key(list parts)
cpdef object _star_rest(object centre, object counts)
cpdef object _line_code(object word, object n, object cycle)
cpdef list _line_words(object word, object n, object cycle)
@cython.locals(rev=cython.ulonglong, w=cython.ulonglong, _=int)
cpdef unsigned long long _small_path_least(unsigned long long word, int n)
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

# Paths, cycles and stars of at most WORD_VERTICES vertices: words, codes and moves in 64-bit
# machine words; the adjacency bits above a code's word are one Python int from these tables.
cdef tuple _PATH_HIGH, _CYCLE_HIGH, _STAR_HIGH
cdef unsigned long long _LOW_WORD
cdef long long _SINGLE_L, _SINGLE_BOTH
cdef int _WORD_VERTICES
@cython.locals(one=cython.ulonglong, rev=cython.ulonglong, w=cython.ulonglong, mask=cython.ulonglong,
               best=cython.ulonglong, x=cython.ulonglong, k=int, _=int)
cdef unsigned long long _least_reading(unsigned long long word, int n, bint cycle)
@cython.locals(swapped=cython.ulonglong, best=cython.ulonglong, other=cython.ulonglong, high=object)
cdef object _small_line_code(unsigned long long word, int n, bint cycle)
@cython.locals(n=int, word=cython.ulonglong, swapped=cython.ulonglong, high=object)
cdef object _small_star_code(int centre, int a, int b, int c)
@cython.locals(total=int)
cdef object _singles_key(int r, int l, int both)
@cython.locals(m=int, first=int, second=int)
cdef object _small_star_rest(int centre, int a, int b, int c)
@cython.locals(a=int, b=int, c=int, k=int, p=int, centre=int, left=list, right=list, me=int, lost=int, keep=int,
               out=list, nl=int, nr=int, nb=int, cnt=int, q=int, rest=int)
cpdef tuple _small_star_moves(unsigned long long word, int n, bint snort)
@cython.locals(one=cython.ulonglong, left=list, right=list, me=int, lost=int, keep=int, out=list, i=int, m=int,
               w=cython.ulonglong, end=cython.ulonglong, first=object, second=object)
cpdef tuple _small_path_moves(unsigned long long word, int n, bint snort)
cdef tuple _RUN_R, _RUN_L, _RUN_BOTH, _LOW_MASKS
@cython.locals(n=int, high=object, low=cython.ulonglong)
cpdef object _word_region_moves(object key, bint snort)
cdef int _CL, _CR, _CB

# The value search's oracle (moves of paths and stars as one C call) and the family reading of parse.
from cgtalg.engine.search cimport RegionOracle

cdef class _Colourings(RegionOracle):
    cdef public object rules
    cdef public bint snort
    cpdef tuple moves(self, object region)

@cython.locals(one=cython.ulonglong, n=int)
cpdef object _family_key(str family, int k)
@cython.locals(words=list, family=str, size=str)
cpdef tuple _family_reading(str text)
