# Compiled with Cython from reduced.py (pure-Python mode); the .py file stays the one source
# (issue 9): the domination test and the reduction loop have C indices. See store.pxd.
cimport cython

@cython.locals(j=Py_ssize_t)
cdef bint _dominated(list options, Py_ssize_t i, bint left) except -1

@cython.locals(i=Py_ssize_t, changed=bint)
cpdef object _reduce_options(list left, list right)
