# Compiled with Cython from grid_codes.py (pure-Python mode). The helpers below work on boards of
# at most SMALL_CELLS cells in machine words (callers check the size; codes then stay below
# 2**63); PackedForms keys a small one-layer board in one C call, the helpers inlined into it.
# See cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython
from cgtalg.engine.search cimport RegionOracle

# The width of a code's shape field: a C int, so the machine-word helpers below shift in C.
cdef int _SHAPE_BITS

cdef dict _SMALL_MASKS
cdef Py_ssize_t SMALL_MASK_CELLS
cpdef tuple _masks(object H, object W)
@cython.locals(key=object, masks=object)
cpdef tuple column_masks(object H, object W)

@cython.locals(region=cython.ulonglong, grown=cython.ulonglong)
cpdef unsigned long long _fill_region(unsigned long long seed, unsigned long long board, int W,
                                      unsigned long long not_first, unsigned long long not_last)

@cython.locals(region=cython.ulonglong, grown=cython.ulonglong)
cpdef unsigned long long _fill_king_region(unsigned long long seed, unsigned long long board, int W,
                                           unsigned long long not_first, unsigned long long not_last)

@cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, s=int, payload=cython.ulonglong, r=int)
cpdef unsigned long long _unspaced(unsigned long long board, int h, int w)

@cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, r0=int, r1=int, cols=cython.ulonglong, r=int, x=cython.ulonglong,
               c0=int, c1=int)
cpdef (int, int, int, int) _bounding_box(unsigned long long region, int H, int W)

@cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, r0=int, r1=int, r=int,
               c0=int, c1=int, W2=int, payload=cython.ulonglong)
cpdef unsigned long long _cropped(unsigned long long region, int H, int W)

@cython.locals(one=cython.ulonglong, H=int, W=int, payload=cython.ulonglong, a0=cython.ulonglong, a1=cython.ulonglong,
               a2=cython.ulonglong, a3=cython.ulonglong, a4=cython.ulonglong, a5=cython.ulonglong,
               a6=cython.ulonglong, a7=cython.ulonglong, i=int, r=int, rf=int, c=int, cf=int, shape=cython.ulonglong,
               best=cython.longlong, best_t=cython.longlong)
cpdef long long _least_image(unsigned long long drawn, int images, bint negate_transposed)

@cython.locals(H=int, W=int, payload=cython.ulonglong, one=cython.ulonglong, k=int, i=int, j=int, r=int, rf=int,
               c=int, cf=int, row=cython.ulonglong,
               a0=cython.ulonglong, a1=cython.ulonglong, a2=cython.ulonglong, a3=cython.ulonglong,
               a4=cython.ulonglong, a5=cython.ulonglong, a6=cython.ulonglong, a7=cython.ulonglong,
               b0=cython.ulonglong, b1=cython.ulonglong, b2=cython.ulonglong, b3=cython.ulonglong,
               b4=cython.ulonglong, b5=cython.ulonglong, b6=cython.ulonglong, b7=cython.ulonglong,
               shape=cython.ulonglong, tshape=cython.ulonglong, kept=cython.longlong, negated=cython.longlong,
               t=cython.longlong, u=cython.longlong)
cpdef long long _least_layered_image(unsigned long long drawn, int layers, int images, bint negate_transposed,
                                     object swap, bint impartial)

@cython.locals(H=int, W=int, base=cython.ulonglong, limit=Py_ssize_t, out=list, x=cython.ulonglong,
               board=cython.ulonglong, parts=list, rest=cython.ulonglong,
               region=cython.ulonglong, drawn=cython.ulonglong)
cpdef list _packed_children(unsigned long long code, list xors, object forms, unsigned long long not_first,
                            unsigned long long not_last, bint single_cells_dead, int images, bint negate)

cdef Py_ssize_t DIRECT_FORM_CELLS

# The keys of a one-layer ruleset's small boards in machine words (see PackedForms in grid_codes.py).
cdef class PackedForms(RegionOracle):
    cdef public object rules
    cdef public object forms
    cdef public int images
    cdef public bint negate
    cdef public bint impartial
    cdef public bint single_cells_dead
    cdef public object kinds
    cdef public long long pair_across
    cdef public long long pair_down

    @cython.locals(one=cython.ulonglong, first=cython.ulonglong, full=cython.ulonglong, r=int)
    cpdef object board_key(self, object layer, int h, int w)

    @cython.locals(first=cython.longlong, found=cython.longlong, parts=list, rest=cython.ulonglong,
                   region=cython.ulonglong, drawn=cython.ulonglong, low=cython.ulonglong)
    cdef object _key_of(self, unsigned long long board, int H, int W, unsigned long long not_first,
                        unsigned long long not_last)
