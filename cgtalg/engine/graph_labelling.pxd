# Compiled with Cython from graph_labelling.py (pure-Python mode). Vertex sets are bitmasks of at
# most 63 vertices (graph.MAX_VERTICES), so refinement works on unsigned 64-bit words and counts
# bits with _popcount; the rest needs no C types: compiling removes the interpreter's per-step
# overhead. See cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython

cdef unsigned long long _M1, _M2, _M4, _H01

@cython.locals(x=cython.ulonglong)
cdef int _popcount(unsigned long long x)

@cython.locals(new=list, short=bint, cell=cython.ulonglong, groups=dict, rest=cython.ulonglong, b=cython.ulonglong,
               a=cython.ulonglong, packed=cython.ulonglong, counts=list, d=cython.ulonglong, sig=object)
cpdef list refine(object adj, list cells)

@cython.locals(n=Py_ssize_t, pos=list, new=list, one=cython.ulonglong, m=cython.ulonglong, b=cython.ulonglong,
               row=cython.ulonglong, idx=Py_ssize_t, a=Py_ssize_t)
cpdef object pack(object order, object adj, object colours)

@cython.locals(stack=list, cells=list, target=Py_ssize_t, i=Py_ssize_t, members=list, first=Py_ssize_t, whole=bint,
               v=Py_ssize_t, u=Py_ssize_t, seen=bint, tried=list, order=list)
cpdef tuple _canonical_order(Py_ssize_t n, object adj, object colours)

@cython.locals(one=cython.ulonglong, au=cython.ulonglong, av=cython.ulonglong)
cdef bint _twins(object adj, object colours, Py_ssize_t u, Py_ssize_t v)

cpdef object _canonical_code(Py_ssize_t n, object adj, object colours)
