# Compiled with Cython from reduced.py (pure-Python mode); the .py file stays the one source
# (issue 9): the domination test and the reduction loop have C indices; cpdef so that
# tests/analysis/test_reduced_cooling_shortcuts.py can check them. See store.pxd.
cimport cython
from cgtalg.core.store cimport GameData
from cgtalg.analysis.walk cimport remember

cdef object _reduced_cached
cdef object _reduced_options_cached

cpdef object _leaf(GameData h)

@cython.locals(key=tuple)
cpdef object _build(GameData h, list left, list right)

cpdef bint _right_stop_of_difference_nonnegative(object x, object y) except -1

@cython.locals(j=Py_ssize_t)
cpdef bint _dominated(list options, Py_ssize_t i, bint left) except -1

@cython.locals(i=Py_ssize_t, changed=bint)
cpdef object _reduce_options(list left, list right)
