# C declarations for compiling store.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. See
# cgtalg/accelerated.py and setup.py.
cimport cython
from cgtalg.core cimport _capi

# The type is game_type's; cimported here so that the store's C code reads its fields.
from cgtalg.core.game_type cimport GameData
from cgtalg.core.dyadic cimport normal_fraction

cdef Py_ssize_t _symbolic_sweep_at
cdef Py_ssize_t _explicit_sweep_at

@cython.locals(g=GameData, ref=object, a=object, d=object, e=Py_ssize_t, key=tuple)
cpdef GameData symbolic(object x, object n, object k)

@cython.locals(g=GameData, ref=object, key=tuple, i=Py_ssize_t, ca=cython.longlong, cn=cython.longlong,
               ck=cython.longlong)
cpdef GameData symbolic_dyadic(object a, Py_ssize_t e, object n, object k)
@cython.locals(g=GameData, ref=object, key=tuple, oa=object, on=object, ok=object)
cpdef GameData symbolic_dyadic_small(long long a, Py_ssize_t e, long long n, long long k, object oa, object on, object ok)
cdef Py_ssize_t _C_SMALL_INTEGER_LOW, _C_SMALL_INTEGER_HIGH, _C_SMALL_NIMBER_END, _C_SMALL_UP_LOW, _C_SMALL_UP_HIGH
cdef list _small_integers, _small_nimbers, _small_ups
cdef object _SMALL_INTEGER_LOW, _SMALL_INTEGER_HIGH, _SMALL_NIMBER_END, _SMALL_UP_LOW, _SMALL_UP_HIGH

@cython.locals(ref=object, old=object, found=object)
cdef GameData _publish(dict table, tuple key, GameData g)

@cython.locals(g=GameData, found=GameData)
cdef GameData _new_symbolic(tuple key, object a, Py_ssize_t e, object n, object k, object x)

cpdef GameData number(object x)
@cython.locals(d=object)
cpdef GameData checked_number(object x)

cdef object _dyadic_sort_key(object a, Py_ssize_t e, object x)
cdef list _INVERSE_POWERS
cdef object _FLOAT_EXACT_BOUND
cdef object _FLOAT_EXACT_LOW

@cython.locals(g=GameData, o=GameData, ref=object, key=tuple, lids=list, rids=list)
cpdef GameData explicit(object left, object right)
@cython.locals(g=GameData, o=GameData, ls=object, rs=object)
cdef GameData _new_explicit(tuple key, object left, object right)
@cython.locals(g=GameData, ref=object, key=tuple)
cpdef GameData explicit_pair(GameData left, GameData right)
@cython.locals(found=GameData)
cdef GameData _publish_explicit(tuple key, GameData g)

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, out=list, g=GameData, h=GameData)
cdef tuple _sorted_by_id(object games)

@cython.locals(dead=list)
cdef Py_ssize_t _sweep(dict table) except -1

@cython.locals(g=GameData)
cdef GameData _new_object()
cdef object _game_class

cdef bint _FAST_FRACTIONS
cdef object _lock_acquire
cdef object _lock_release
cdef object _remove_dead
cdef dict _symbolic_table
cdef dict _explicit_table
