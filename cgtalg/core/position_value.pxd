# Compiled with Cython from position_value.py (pure-Python mode); no C types are declared here:
# compiling the walk itself removes the interpreter's per-step overhead. See store.pxd.
