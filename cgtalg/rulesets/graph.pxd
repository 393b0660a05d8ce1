# Compiled with Cython from graph.py (pure-Python mode). twin_representatives works on vertex
# bitmasks of at most 63 vertices (MAX_VERTICES) in unsigned 64-bit words; the rest needs no C
# types: compiling removes the interpreter's per-step overhead in the position search. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython

@cython.locals(one=cython.ulonglong, reps=cython.ulonglong, classes=list, v=Py_ssize_t, u=Py_ssize_t,
               bit=cython.ulonglong, av=cython.ulonglong, au=cython.ulonglong, pv=int, twin=bint)
cpdef object twin_representatives(Py_ssize_t n, object adj, object perms)
