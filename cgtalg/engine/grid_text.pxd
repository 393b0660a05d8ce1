# Compiled with Cython from grid_text.py (pure-Python mode): the quick readers of the usual board
# drawings are C loops over the characters, for boards whose cells fit a machine word.
cimport cython

@cython.locals(n=Py_ssize_t, side=Py_ssize_t, i=Py_ssize_t, ch=Py_UCS4, code=Py_ssize_t, kind=Py_UCS4, layer=cython.ulonglong,
               one=cython.ulonglong, h=Py_ssize_t, w=Py_ssize_t, c=Py_ssize_t, pos=Py_ssize_t)
cpdef tuple _read_short_one_layer(str board, str kinds)

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, ch=Py_UCS4, code=Py_ssize_t, kind=Py_UCS4, one=cython.ulonglong,
               l0=cython.ulonglong, l1=cython.ulonglong, l2=cython.ulonglong, r=Py_ssize_t, c=Py_ssize_t,
               w=Py_ssize_t, pos=Py_ssize_t)
cpdef tuple _read_short_layers(str board, str kinds, int layers, Py_ssize_t limit)
