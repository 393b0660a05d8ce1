# Compiled with Cython from domineering.py (pure-Python mode); no C types are declared here:
# compiling removes the interpreter's per-step overhead in the position search. See
# cgtalg/core/store.pxd and cgtalg/accelerated.py. The column masks are a C call into grid.
from cgtalg.rulesets.grid cimport column_masks
