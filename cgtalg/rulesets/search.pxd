# Compiled with Cython from search.py (pure-Python mode); no C types are declared here:
# compiling removes the interpreter's per-step overhead in the position search. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py.
