# Compiled with Cython from traversal.py (pure-Python mode); no C types are declared here:
# compiling the walk itself removes the interpreter's per-step overhead. See store.pxd.
