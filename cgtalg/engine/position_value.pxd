# Compiled with Cython from position_value.py (pure-Python mode); no C types are declared here:
# compiling the walk itself removes the interpreter's per-step overhead. See store.pxd.

# The value hooks of a position, asked by value() for its root: a C call, not a Python one.
cpdef object _known_value(object position)
