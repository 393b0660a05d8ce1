# Compiled with Cython from grid_position.py (pure-Python mode): making a position from its drawing
# and valuing it are C calls into the readers, the packed forms and the search.
cimport cython
from cgtalg.engine.search cimport Search, _key_value
from cgtalg.engine.grid_codes cimport PackedForms
from cgtalg.engine.grid_text cimport _read_short_layers, _read_short_one_layer

@cython.locals(short=tuple, layer=cython.ulonglong, h=int, w=int)
cpdef tuple _packed_reading(PackedForms packed, str board)

cdef object _fill(object p, tuple found)
cdef dict _CLASS_PACKED
@cython.locals(found=tuple, short=tuple)
cpdef object _new_position(type cls, object board)
