# C declarations for compiling dyadic.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. The store and the
# engine cimport the pair functions, so their calls are C calls.
cimport cython
from cgtalg.core cimport _capi

@cython.locals(t=Py_ssize_t)
cpdef tuple dyadic_normal(object a, Py_ssize_t e)

cpdef object dyadic_fraction(object a, Py_ssize_t e)

cpdef bint dyadic_less(object a, Py_ssize_t e, object b, Py_ssize_t f) except -1

cpdef object dyadic_birthday(object a, Py_ssize_t e)

@cython.locals(n=object, m=object, k=Py_ssize_t)
cpdef tuple simplest_dyadic_between(object a, Py_ssize_t e, object b, Py_ssize_t f)

@cython.locals(d=object)
cpdef object normal_fraction(object a, Py_ssize_t e)

cdef object _coprime_fraction(object a, object d)

cdef bint _FAST_FRACTIONS
cdef object _ONE
cdef object _FRACTION_ZERO
