# C declarations for compiling relations.py with Cython (pure-Python mode); see store.pxd.
cimport cython
from cgtalg.core.game_type cimport GameData
from cgtalg.core.symbolic cimport symbolic_relation
from cgtalg.core.order cimport le

@cython.locals(a=GameData, b=GameData)
cpdef object compare(object g, object h)

# C variables: no module-dictionary lookup when compare() returns them.
cdef object _LESS, _EQUAL, _GREATER, _CONFUSED
cdef tuple _BY_CODE
