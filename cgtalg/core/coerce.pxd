# C declarations for compiling coerce.py with Cython (pure-Python mode): the
# .py file stays the one source; this file only adds types. The engine's
# operators cimport these, so reading an int operand is a C call.
cimport cython
from cgtalg.core.store cimport GameData, number, symbolic_dyadic

@cython.locals(n=object)
cpdef GameData coerce_option(object o)

@cython.locals(n=object)
cpdef object coerce_operand(object o)
