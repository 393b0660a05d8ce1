# Compiled with Cython from grid_capture.py (pure-Python mode). Boards of at most WORD_CELLS (25)
# cells are moved and keyed in machine words (callers check the size): two layers of stride W, at
# most 50 bits; a region's drawing at most 50 payload bits. See grid_codes.pxd.
cimport cython
from cgtalg.engine.grid_codes cimport (_bounding_box, _fill_king_region, _fill_region, _least_layered_image,
                                       _unspaced, column_masks)
from cgtalg.engine.search cimport RegionOracle

cdef int _SHAPE

cdef class Captures(RegionOracle):
    cdef public object rules
    cdef public bint king
    cdef public int images
    cdef public bint negate
    cdef public object swap

    cpdef tuple moves(self, object region)

    @cython.locals(one=cython.ulonglong, H=int, W=int, payload=cython.ulonglong, rowmask=cython.ulonglong,
                   xs=cython.ulonglong, os=cython.ulonglong, r=int, row=cython.ulonglong, masks=tuple,
                   not_first=cython.ulonglong, not_last=cython.ulonglong)
    cdef tuple _word_moves(self, unsigned long long code)

    @cython.locals(out=list, i=int, movers=cython.ulonglong, bit=cython.ulonglong, target=cython.ulonglong,
                   m=cython.ulonglong, t=cython.ulonglong)
    cdef list _word_captures(self, unsigned long long mine, unsigned long long theirs, int H, int W,
                             unsigned long long not_first, unsigned long long not_last, bint right)

    @cython.locals(parts=list, rest=cython.ulonglong, region=cython.ulonglong, n=Py_ssize_t, king=bint)
    cdef object _board_key(self, unsigned long long xs, unsigned long long os, int H, int W,
                           unsigned long long not_first, unsigned long long not_last)

    @cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, r0=int, r1=int, r=int, c0=int, c1=int, W2=int,
                   payload=cython.ulonglong, drawn=cython.ulonglong)
    cdef long long _region_code(self, unsigned long long xs, unsigned long long os, int H, int W)

@cython.locals(masks=tuple)
cpdef object _word_key(Captures words, tuple layers, int h, int w)
