# Compiled with Cython from walk.py (pure-Python mode); the .py file stays the one source
# (issue 9): the fold's memo and stack are typed. See store.pxd.
cimport cython

@cython.locals(done=dict, stack=list, expanded=bint, waiting=bint)
cpdef object fold(object root, object leaf, object build)

cpdef void remember(object cache, object key, object value) except *
