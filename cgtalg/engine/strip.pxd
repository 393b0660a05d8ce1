# Compiled with Cython from strip.py (pure-Python mode). Strips are Python strings and codes Python
# ints (a strip may have up to MAX_LENGTH cells), so few C types are declared: compiling removes the
# interpreter's per-step overhead in normalising strips; the word route is strip_words'. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
cimport cython

cdef bint _COMPILED
cdef object _WORD_LIMIT

@cython.locals(found=list, r=Py_ssize_t, i=Py_ssize_t)
cpdef list _rewritten(str strip, tuple rewrites)
