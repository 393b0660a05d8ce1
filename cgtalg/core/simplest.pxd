# C declarations for compiling simplest.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. The canonicaliser
# cimports these, so the simplicity rule is a C call.
cimport cython
from cgtalg.core.game_type cimport GameData
from cgtalg.core.store cimport symbolic_dyadic
from cgtalg.core.dyadic cimport dyadic_birthday, simplest_dyadic_between

@cython.locals(found=GameData)
cpdef GameData simplest_in(GameData lo, bint lo_closed, GameData hi, bint hi_closed)

@cython.locals(g=GameData, lo=GameData, hi=GameData)
cpdef GameData simplest_number(list left, list right)

@cython.locals(a=object, b=object, e=Py_ssize_t, f=Py_ssize_t, pair=tuple, found=object)
cpdef GameData simplest_number_between(GameData lo, GameData hi)

cdef Py_ssize_t _SMALL_EXPONENT
cdef object _SMALL_NUMERATOR, _SMALL_LOW
cdef Py_ssize_t _SIMPLEST_DIRECT

@cython.locals(n=cython.longlong, k=int, m=cython.longlong)
cpdef GameData simplest_small(long long a, int e, long long b, int f)
