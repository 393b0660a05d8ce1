# Compiled with Cython from grid_placement.py (pure-Python mode): a placement ruleset's moves and
# one-player values of regions of at most SMALL_CELLS (or 64) cells in machine words; the pieces'
# cells are kept in C arrays. See grid_codes.pxd and cgtalg/core/store.pxd.
cimport cython
from cgtalg.core.store cimport explicit_pair, symbolic_dyadic
from cgtalg.engine.grid_codes cimport PackedForms, _least_image

cdef long long _BOTH

@cython.locals(one=cython.ulonglong, first=cython.ulonglong, r=int)
cpdef unsigned long long _starts(int H, int W, int length)

cpdef object _integer_switch(long long a, long long b)

cdef class Placements(PackedForms):
    cdef int n_left
    cdef int n_pieces
    cdef int first[17]
    cdef int cell_rows[64]
    cdef int cell_cols[64]
    cdef int widths[16]
    cdef public bint integers
    cdef bint left_upright
    cdef int down_length
    cdef int across_length
    cdef unsigned long long across_bar
    cdef public tuple integer_keys
    cdef public int integer_offset

    @cython.locals(W=int, H=int, code=cython.ulonglong)
    cpdef tuple moves(self, object region)

    @cython.locals(W=int, H=int, code=cython.ulonglong)
    cpdef tuple exact_moves(self, object region)

    @cython.locals(one=cython.ulonglong, first=cython.ulonglong, full=cython.ulonglong, not_first=cython.ulonglong,
                   not_last=cython.ulonglong, keep=cython.ulonglong, upright=cython.ulonglong, r=int, i=int, j=int, shift=int, width=int,
                   piece=cython.ulonglong, anchors=cython.ulonglong, bit=cython.ulonglong, child=cython.ulonglong,
                   n=cython.longlong, left=list, right=list, both=list, out=list)
    cdef tuple _small_moves(self, unsigned long long e, int H, int W, bint integers)

    cpdef long long count(self, unsigned long long e, int H, int W)

    @cython.locals(one=cython.ulonglong, down=cython.ulonglong, across=cython.ulonglong, i=int,
                   upright=cython.ulonglong, lying=cython.ulonglong, left_anchors=cython.ulonglong,
                   left_bar=cython.ulonglong, right_anchors=cython.ulonglong, right_bar=cython.ulonglong,
                   bit=cython.ulonglong, a=cython.longlong, b=cython.longlong, n=cython.longlong)
    cdef object _options_value(self, unsigned long long e, int W, unsigned long long keep)

    cpdef object options_value(self, unsigned long long e, int H, int W)

    @cython.locals(W=int, H=int, count=cython.longlong, code=cython.ulonglong, keep=cython.ulonglong)
    cpdef object known(self, object region)

    @cython.locals(W=int, H=int, count=cython.longlong, code=cython.ulonglong)
    cpdef object one_player(self, object region)

@cython.locals(one=cython.ulonglong, bar=cython.ulonglong, i=int)
cpdef unsigned long long _upright_bar(int length, int W)

@cython.locals(down=cython.ulonglong, across=cython.ulonglong, i=int, pairs=cython.ulonglong, bar=cython.ulonglong,
               n=cython.longlong, bit=cython.ulonglong)
cdef long long _bar_count(Placements oracle, unsigned long long e, int W, unsigned long long keep,
                          unsigned long long upright) noexcept
