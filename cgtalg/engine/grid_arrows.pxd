# Compiled with Cython from grid_arrows.py (pure-Python mode). Boards of at most WORD_CELLS (16)
# cells are moved and keyed in machine words (callers check the size): three layers of stride W,
# at most 16 bits each; a region's drawing at most 48 payload bits. See grid_codes.pxd.
cimport cython
from cgtalg.engine.grid_codes cimport _bounding_box, _fill_king_region, _least_layered_image, _unspaced, column_masks
from cgtalg.engine.search cimport RegionOracle

cdef int _SHAPE
cdef bint _COMPILED

cdef class Arrows(RegionOracle):
    cdef public object rules
    cdef public int images
    cdef public bint negate
    cdef public object swap
    cdef public object plays

    cpdef tuple moves(self, object region)
    @cython.locals(side=int)
    cpdef object known(self, object region)

    @cython.locals(plays=object, best=Py_ssize_t, bound=Py_ssize_t, n=Py_ssize_t)
    cpdef object longest(self, object region)

    cpdef Py_ssize_t children(self, object region, list out) except -1

    @cython.locals(one=cython.ulonglong, H=int, W=int, payload=cython.ulonglong, rowmask=cython.ulonglong,
                   ls=cython.ulonglong, rs=cython.ulonglong, es=cython.ulonglong, r=int, row=cython.ulonglong,
                   masks=tuple, not_first=cython.ulonglong, not_last=cython.ulonglong, n=Py_ssize_t)
    cdef Py_ssize_t _word_children(self, unsigned long long code, list out) except -1

    @cython.locals(one=cython.ulonglong, H=int, W=int, payload=cython.ulonglong, rowmask=cython.ulonglong,
                   ls=cython.ulonglong, rs=cython.ulonglong, es=cython.ulonglong, r=int, row=cython.ulonglong,
                   masks=tuple, not_first=cython.ulonglong, not_last=cython.ulonglong, left=list, right=list)
    cdef tuple _word_moves(self, unsigned long long code)

    @cython.locals(pieces=cython.ulonglong, q=cython.ulonglong, others=cython.ulonglong, i=int, j=int,
                   to=cython.ulonglong, e=cython.ulonglong, m=cython.ulonglong, arrow=cython.ulonglong)
    cdef void _word_shots(self, unsigned long long mine, unsigned long long theirs, unsigned long long empty,
                          int H, int W, unsigned long long not_first, unsigned long long not_last, bint right,
                          list out) except *

    @cython.locals(first=cython.longlong, code=cython.longlong, parts=list, rest=cython.ulonglong,
                   region=cython.ulonglong, pieces=cython.ulonglong)
    cdef object _board_key(self, unsigned long long ls, unsigned long long rs, unsigned long long es, int H, int W,
                           unsigned long long not_first, unsigned long long not_last)

    @cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, r0=int, r1=int, r=int, c0=int, c1=int, W2=int,
                   payload=cython.ulonglong, drawn=cython.ulonglong)
    cdef long long _region_code(self, unsigned long long ls, unsigned long long rs, unsigned long long es,
                                int H, int W)

cdef inline unsigned long long _step(unsigned long long at, int i, int W, unsigned long long not_first,
                                     unsigned long long not_last)

@cython.locals(H=int, W=int, r=int)
cpdef int _one_colour(object code)

@cython.locals(H=int, W=int, r=int, n=Py_ssize_t)
cpdef Py_ssize_t _empty_squares(object code)

@cython.locals(masks=tuple)
cpdef object _word_key(Arrows words, tuple layers, int h, int w)
