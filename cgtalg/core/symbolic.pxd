# C declarations for compiling symbolic.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. The engine and
# the searches cimport these, so the arithmetic of two symbolic values is a C
# call, and its small parts are C integers (see cgtalg/core/_capi.pxd).
cimport cython
from cgtalg.core cimport _capi
from cgtalg.core.dyadic cimport dyadic_less, dyadic_normal
from cgtalg.core.store cimport GameData, symbolic_dyadic, symbolic_dyadic_small

cdef bint _FAST_FRACTIONS

@cython.locals(a=cython.longlong, n=cython.longlong, k=cython.longlong)
cdef (long long, long long, long long) _small_parts(GameData g) noexcept

@cython.locals(gn=tuple, hn=tuple, a=object, b=object, e=Py_ssize_t, f=Py_ssize_t,
               ca=cython.longlong, cb=cython.longlong, cn=cython.longlong, cm=cython.longlong,
               ck=cython.longlong, cj=cython.longlong, ce=Py_ssize_t, cf=Py_ssize_t)
cpdef GameData symbolic_sum(GameData g, GameData h)
@cython.locals(nus=tuple, r=GameData, ca=cython.longlong, cn=cython.longlong, ck=cython.longlong)
cpdef GameData symbolic_negative(GameData g)
cpdef bint symbolic_le(GameData g, GameData h) except -1
@cython.locals(gn=tuple, hn=tuple, d=object, s=object,
               ca=cython.longlong, cb=cython.longlong, cn=cython.longlong, cm=cython.longlong,
               ck=cython.longlong, cj=cython.longlong, ce=Py_ssize_t, cf=Py_ssize_t)
cpdef int symbolic_relation(GameData g, GameData h) except -1
@cython.locals(nus=tuple, a=object, e=Py_ssize_t, ck=cython.longlong, ca=cython.longlong, cn=cython.longlong,
               cj=cython.longlong, ce=Py_ssize_t)
cpdef GameData symbolic_multiple(object k, GameData g)

@cython.locals(d=object, e=Py_ssize_t, la=object, le=Py_ssize_t, ra=object, re_=Py_ssize_t, nims=list, g=GameData)
cpdef tuple symbolic_options(object x, object n, object k)
