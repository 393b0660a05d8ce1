# C declarations for compiling store.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. See
# cgtalg/accelerated.py and setup.py.
cimport cython

cdef class GameData:
    cdef public object _id
    cdef public object _num
    cdef public tuple _nus
    cdef public tuple _left
    cdef public tuple _right
    cdef public GameData _neg
    cdef public object _birthday
    cdef public object _ls
    cdef public object _rs
    cdef public dict _le
    cdef object __weakref__

@cython.locals(g=GameData, ref=object)
cpdef GameData symbolic(object x, object n, object k)

cpdef GameData number(object x)

@cython.locals(g=GameData, o=GameData, ref=object, key=tuple)
cpdef GameData explicit(object left, object right)

cdef GameData _new_object()
