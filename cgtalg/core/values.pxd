# C declarations for compiling values.py with Cython (pure-Python mode); see store.pxd.
# The constructors call the store's interning by C calls.
cimport cython
from cgtalg.core.game_type cimport GameData
from cgtalg.core.store cimport checked_number as _checked_number, number as _number, symbolic_dyadic as _symbolic_dyadic
from cgtalg.core.arithmetic cimport neg as neg_safe

@cython.locals(g=GameData)
cpdef GameData number(object q)
