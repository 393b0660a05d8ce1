# Compiled with Cython from domineering.py (pure-Python mode); C types for the small-board helpers
# (boards of at most 64 cells); otherwise
# compiling removes the interpreter's per-step overhead in the position search. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py. The column masks are a C call into grid.
from cgtalg.rulesets.grid cimport column_masks
from cgtalg.core.store cimport explicit_pair, symbolic_dyadic
cimport cython

@cython.locals(one=cython.ulonglong, step=int, pairs=cython.ulonglong, keep=cython.ulonglong, row=cython.ulonglong,
               r=int, out=list, bit=cython.ulonglong)
cpdef list _small_placements(unsigned long long e, int H, int W, bint across)

cpdef long long _small_region_count(unsigned long long e, int H, int W)

@cython.locals(one=cython.ulonglong, keep=cython.ulonglong, row=cython.ulonglong, r=int)
cpdef unsigned long long _not_last(int H, int W)

@cython.locals(down=cython.ulonglong, across=cython.ulonglong, step=int, pairs=cython.ulonglong, n=cython.longlong,
               bit=cython.ulonglong)
cpdef long long _count(unsigned long long e, int W, unsigned long long keep)

cdef long long _BOTH

cpdef object _integer_options_value(unsigned long long e, int H, int W)

@cython.locals(down=cython.ulonglong, across=cython.ulonglong, pairs=cython.ulonglong, bit=cython.ulonglong,
               a=cython.longlong, b=cython.longlong, n=cython.longlong)
cpdef object _options_value(unsigned long long e, int W, unsigned long long keep)

cpdef object _integer_switch(long long a, long long b)

@cython.locals(cells=cython.longlong, one=cython.ulonglong, code=cython.longlong)
cpdef object _integer_key(long long n)

from cgtalg.rulesets.grid cimport PackedForms

cdef class _Placements(PackedForms):
    @cython.locals(W=int, H=int, code=cython.ulonglong)
    cpdef tuple moves(self, object region)

    @cython.locals(one=cython.ulonglong, first=cython.ulonglong, full=cython.ulonglong, not_first=cython.ulonglong,
                   not_last=cython.ulonglong, pairs=cython.ulonglong, bit=cython.ulonglong, r=int, left=list, right=list,
                   both=list, child=cython.ulonglong, n=cython.longlong)
    cdef tuple _small_moves(self, unsigned long long e, int H, int W, bint integers)

    @cython.locals(W=int, H=int, code=cython.ulonglong)
    cpdef tuple exact_moves(self, object region)

    @cython.locals(W=int, H=int, count=cython.longlong, code=cython.ulonglong, keep=cython.ulonglong)
    cpdef object known(self, object region)

    @cython.locals(W=int, H=int, count=cython.longlong, code=cython.ulonglong)
    cpdef object one_player(self, object region)
