# C declarations for compiling game_type.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. See
# cgtalg/accelerated.py and setup.py.
cimport cython
from cgtalg.core cimport _capi

cdef class GameData:
    cdef public object _id
    cdef public object _num
    cdef public tuple _nus
    cdef public object _xa
    cdef public Py_ssize_t _xe
    cdef public tuple _left
    cdef public tuple _right
    cdef public GameData _neg
    cdef public object _birthday
    cdef public object _ls
    cdef public object _rs
    cdef public dict _le
    cdef object __weakref__

# What Game's operators and methods call above the store (installed by cgtalg.core.game): C methods.
cdef class Engine:
    cdef object game(self, object left, object right)
    cdef object operand(self, object o)
    cdef object add(self, GameData g, GameData h)
    cdef object neg(self, GameData g)
    cdef object le(self, GameData g, GameData h)
    cdef object multiple(self, object k, GameData g)
    cdef tuple options(self, GameData g)
    cdef object birthday(self, GameData g)
    cdef object reduce(self, GameData g)
    cdef object norton(self, GameData g, object unit)

cdef Engine _engine
