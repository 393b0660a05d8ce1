# Compiled with Cython from strip_words.py (pure-Python mode). StripWords moves and keys strips
# of at most WORD_CELLS cells in machine words (two bits a cell behind a leading 1: codes below
# 2**63; the callers check the limit), its ruleset's rewrites, dead ends and symmetries held in
# C arrays (at most MAX_REWRITES = 8 rewrites, 3 symmetries, 4 characters). See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython
from cgtalg.core.store cimport symbolic_dyadic
from cgtalg.engine.search cimport RegionOracle, _distinct

cdef object _WORD_LIMIT
cdef bint _COMPILED
cdef int _TABLE_WIDTH

cdef class StripWords(RegionOracle):
    cdef public object rules
    cdef Py_UCS4 chars[4]
    cdef int char_count
    cdef unsigned long long pattern[8]
    cdef unsigned long long mask[8]
    cdef unsigned long long change[8]
    cdef int width[8]
    cdef int left_count, count
    cdef int dead_left, dead_right
    cdef int symmetry_count
    cdef bint reverse[3]
    cdef bint negates[3]
    cdef unsigned char image_bytes[768]
    cdef int widest
    cdef unsigned short hits[1024]
    cdef unsigned long long image_change[24]
    cdef public bint hops

    @cython.locals(split=Py_ssize_t)
    cpdef tuple moves(self, object region)
    @cython.locals(kids=list, left=list, split=Py_ssize_t)
    cpdef Py_ssize_t children(self, object region, list out) except -1
    cpdef object known(self, object region)
    cpdef long long key(self, unsigned long long cells, int n)
    @cython.locals(one=cython.ulonglong, d=cython.ulonglong, best=cython.ulonglong, image=cython.ulonglong,
                   negated=bint, s=int, dead=int)
    cdef long long _key(self, unsigned long long cells, int n) noexcept
    @cython.locals(cells=cython.ulonglong, d=int, ch=cython.Py_UCS4)
    cpdef long long cells_of(self, str strip)
    cpdef Py_ssize_t word_children(self, unsigned long long code, list out) except -1
    @cython.locals(one=cython.ulonglong, n=int, x=cython.ulonglong, cells=cython.ulonglong, split=Py_ssize_t,
                   i=int, r=int, shift=int, count=int, both=int, found=int, at=int, pending=cython.ulonglong,
                   image0=cython.ulonglong, image1=cython.ulonglong, image2=cython.ulonglong)
    cdef Py_ssize_t _word_children(self, unsigned long long code, list out) except -1
    @cython.locals(split=Py_ssize_t, lo=int, hi=int, side=int, i=int, r=int, width=int, shift=int)
    cdef Py_ssize_t _compared_children(self, unsigned long long cells, int n, unsigned long long image0,
                                       unsigned long long image1, unsigned long long image2, list out) except -1
    @cython.locals(one=cython.ulonglong, table=int, image=cython.ulonglong, k=int)
    cdef unsigned long long _image(self, unsigned long long cells, int n, int s) noexcept
    @cython.locals(one=cython.ulonglong, m=int, dead=int, right=int, left=int, d=cython.ulonglong, lead=cython.ulonglong,
                   best=cython.ulonglong, negated=bint, s=int, image=cython.ulonglong)
    cdef long long _child_key(self, unsigned long long child, int n, int r, int i, int shift, unsigned long long image0,
                              unsigned long long image1, unsigned long long image2) noexcept
    cpdef object apart_value(self, unsigned long long code)
    @cython.locals(one=cython.ulonglong, n=int, x=cython.ulonglong, cells=cython.ulonglong, toads=cython.longlong,
                   empties=cython.longlong, moves=cython.longlong, j=int, d=cython.ulonglong, stop=int)
    cdef object _apart_value(self, unsigned long long code)
