# Compiled with Cython from stops.py (pure-Python mode); no C types are declared here:
# compiling it removes the interpreter's per-step overhead. See store.pxd.
