# Compiled with Cython from grid_rules.py (pure-Python mode). GridRules needs no C types: compiling
# removes the interpreter's per-step overhead of normalising boards, and the machine-word helpers of
# grid_codes are C calls from here. See cgtalg/core/store.pxd and cgtalg/accelerated.py.
from cgtalg.engine.grid_codes cimport (_cropped, _fill_region, _least_image, _least_layered_image, _masks,
                                       _packed_children, column_masks)

cdef int _SHAPE_BITS
