# Compiled with Cython from clobber.py (pure-Python mode); no C types are declared here (boards
# of any size are ints): compiling removes the interpreter's per-call overhead of the move
# generator and the dead-region test, which the grid schema calls for every child of every
# region (a Clobber row of 6 stones made ~140 interpreted calls). See cgtalg/accelerated.py.
#
# Boards of at most WORD_CELLS (25) cells are moved and keyed in machine words (callers check the
# size): two layers of stride W, at most 50 bits; a region's drawing at most 50 payload bits.
cimport cython
from cgtalg.rulesets.grid cimport _bounding_box, _fill_region, _least_layered_image, _unspaced, column_masks
from cgtalg.engine.search cimport RegionOracle

cdef int _SHAPE
cdef tuple _SWAP

@cython.locals(one=cython.ulonglong, rowmask=cython.ulonglong, r0=int, r1=int, r=int, c0=int, c1=int, W2=int,
               payload=cython.ulonglong, drawn=cython.ulonglong)
cpdef long long _region_code(unsigned long long xs, unsigned long long os, int H, int W)

@cython.locals(parts=list, rest=cython.ulonglong, region=cython.ulonglong, n=Py_ssize_t)
cpdef object _board_key(unsigned long long xs, unsigned long long os, int H, int W, unsigned long long not_first,
                        unsigned long long not_last)

@cython.locals(out=list, i=int, movers=cython.ulonglong, bit=cython.ulonglong, target=cython.ulonglong,
               m=cython.ulonglong, t=cython.ulonglong)
cdef list _captures(unsigned long long mine, unsigned long long theirs, int H, int W, unsigned long long not_first,
                    unsigned long long not_last, bint right)

@cython.locals(one=cython.ulonglong, H=int, W=int, payload=cython.ulonglong, rowmask=cython.ulonglong,
               xs=cython.ulonglong, os=cython.ulonglong, r=int, row=cython.ulonglong, masks=tuple,
               not_first=cython.ulonglong, not_last=cython.ulonglong)
cpdef tuple _word_moves(unsigned long long code)

cdef class _Captures(RegionOracle):
    cdef public object rules
    cpdef tuple moves(self, object region)

@cython.locals(n=Py_ssize_t, limit=Py_ssize_t, one=cython.ulonglong, xs=cython.ulonglong, os=cython.ulonglong,
               r=Py_ssize_t, c=Py_ssize_t, w=Py_ssize_t, i=Py_ssize_t, pos=Py_ssize_t, ch=cython.Py_UCS4)
cpdef tuple _read_short(str board)
