# Compiled with Cython from cooling.py (pure-Python mode); the .py file stays the one source.
# Compiling the analysis removes the interpreter's per-step overhead (issue 9); the games met
# by cool() are read as GameData (their stored fields at C speed). See store.pxd.
cimport cython
from cgtalg.core.store cimport GameData, symbolic_dyadic
from cgtalg.analysis.walk cimport remember
from cgtalg.analysis.thermograph cimport _mean_if_colder

cdef object _cooled_cached

@cython.locals(ls=object, rs=object, d=double)
cpdef object _cooled_leaf(GameData h, object ta, Py_ssize_t te, bint positive, object wide)
