# C declarations for compiling store.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. See
# cgtalg/accelerated.py and setup.py.
cimport cython
from cgtalg.core cimport _capi

cdef class GameData:
    cdef public object _id
    cdef public object _num
    cdef public tuple _nus
    cdef public object _xa
    cdef public Py_ssize_t _xe
    cdef public tuple _left
    cdef public tuple _right
    cdef public GameData _neg
    cdef public object _birthday
    cdef public object _ls
    cdef public object _rs
    cdef public dict _le
    cdef object __weakref__

# The engine behind GameData's operators (installed by cgtalg.core.game): C methods.
cdef class Operators:
    cdef object add(self, GameData g, GameData h)
    cdef object neg(self, GameData g)
    cdef object le(self, GameData g, GameData h)
    cdef object multiple(self, object k, GameData g)

cdef Operators _operators

# What GameData's operators call: symbolic values by the store's arithmetic, others by _operators.
cdef object _sum_of(GameData g, GameData h)
cdef object _negative_of(GameData g)
cdef object _le_of(GameData g, GameData h)
cdef object _multiple_of(object k, GameData g)

cdef Py_ssize_t _symbolic_sweep_at
cdef Py_ssize_t _explicit_sweep_at

@cython.locals(g=GameData, ref=object, a=object, d=object, e=Py_ssize_t, key=tuple)
cpdef GameData symbolic(object x, object n, object k)

@cython.locals(g=GameData, ref=object, key=tuple, i=Py_ssize_t, ca=cython.longlong, cn=cython.longlong,
               ck=cython.longlong)
cpdef GameData symbolic_dyadic(object a, Py_ssize_t e, object n, object k)
@cython.locals(a=cython.longlong, n=cython.longlong, k=cython.longlong)
cdef (long long, long long, long long) _small_parts(GameData g) noexcept
@cython.locals(g=GameData, ref=object, key=tuple, oa=object, on=object, ok=object)
cdef GameData _dyadic_small(long long a, Py_ssize_t e, long long n, long long k, object oa, object on, object ok)
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

# The arithmetic and order of two symbolic values (the engine's first step, and the operators').
@cython.locals(gn=tuple, hn=tuple, a=object, b=object, e=Py_ssize_t, f=Py_ssize_t,
               ca=cython.longlong, cb=cython.longlong, cn=cython.longlong, cm=cython.longlong,
               ck=cython.longlong, cj=cython.longlong, ce=Py_ssize_t, cf=Py_ssize_t)
cpdef GameData symbolic_sum(GameData g, GameData h)
@cython.locals(nus=tuple, r=GameData, ca=cython.longlong, cn=cython.longlong, ck=cython.longlong)
cpdef GameData symbolic_negative(GameData g)
@cython.locals(gn=tuple, hn=tuple, d=object,
               ca=cython.longlong, cb=cython.longlong, cn=cython.longlong, cm=cython.longlong,
               ck=cython.longlong, cj=cython.longlong, ce=Py_ssize_t, cf=Py_ssize_t)
cpdef bint symbolic_le(GameData g, GameData h) except -1
@cython.locals(gn=tuple, hn=tuple, d=object, s=object,
               ca=cython.longlong, cb=cython.longlong, cn=cython.longlong, cm=cython.longlong,
               ck=cython.longlong, cj=cython.longlong, ce=Py_ssize_t, cf=Py_ssize_t)
cpdef int symbolic_relation(GameData g, GameData h) except -1
@cython.locals(nus=tuple, a=object, e=Py_ssize_t, ck=cython.longlong, ca=cython.longlong, cn=cython.longlong,
               cj=cython.longlong, ce=Py_ssize_t)
cpdef GameData symbolic_multiple(object k, GameData g)

@cython.locals(t=Py_ssize_t)
cpdef tuple dyadic_normal(object a, Py_ssize_t e)

cpdef object dyadic_fraction(object a, Py_ssize_t e)

cpdef bint dyadic_less(object a, Py_ssize_t e, object b, Py_ssize_t f) except -1


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

@cython.locals(d=object, e=Py_ssize_t, la=object, le=Py_ssize_t, ra=object, re_=Py_ssize_t, nims=list, g=GameData)
cpdef tuple symbolic_options(object x, object n, object k)

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, out=list, g=GameData, h=GameData)
cdef tuple _sorted_by_id(object games)

@cython.locals(dead=list)
cdef Py_ssize_t _sweep(dict table) except -1

@cython.locals(g=GameData)
cdef GameData _new_object()
cdef object _game_class

cdef bint _FAST_FRACTIONS
cdef object _ONE
@cython.locals(d=object)
cdef object _fraction(object a, Py_ssize_t e)
cdef object _coprime_fraction(object a, object d)
cdef object _FRACTION_ZERO
cdef object _lock_acquire
cdef object _lock_release
cdef object _remove_dead
cdef dict _symbolic_table
cdef dict _explicit_table
