# Compiled with Cython from graph_words.py (pure-Python mode). The codes of stars, paths and cycles
# on permission words: C calls between these helpers, and from graph.py, which cimports them.
# Words of more than WORD_VERTICES vertices exceed 64 bits, so those stay Python ints. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython

cdef int _CL, _CR, _CB

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
cpdef object _small_line_code(unsigned long long word, int n, bint cycle)
@cython.locals(n=int, word=cython.ulonglong, swapped=cython.ulonglong, high=object)
cpdef object _small_star_code(int centre, int a, int b, int c)
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

# The key of an untinted path, cycle or star read from its family and size (GraphPosition._from_text).
@cython.locals(one=cython.ulonglong, n=int)
cpdef object _family_key(str family, int k)
