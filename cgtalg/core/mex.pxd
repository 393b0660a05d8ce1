# C declarations for compiling mex.py with Cython (pure-Python mode); see store.pxd.
# The mask of the values 0..63 is one unsigned 64-bit word; everything else stays a Python object.
cimport cython

cdef unsigned long long _ONE

@cython.locals(checked=list)
cpdef Py_ssize_t mex(object values) except -1

cpdef Py_ssize_t mex_unchecked(object values) except -1

@cython.locals(mask=cython.ulonglong, bit=int, m=Py_ssize_t, rest=set)
cpdef Py_ssize_t _mex_by_mask(object values) except -1

@cython.locals(seen=set, m=Py_ssize_t)
cpdef Py_ssize_t _mex_by_set(object values) except -1
