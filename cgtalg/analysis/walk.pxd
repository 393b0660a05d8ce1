# Compiled with Cython from walk.py (pure-Python mode); the .py file stays the one source
# (issue 9): the fold's memo and stack are typed, and games are read as GameData (their
# stored fields at C speed). See store.pxd.
cimport cython
from cgtalg.core.store cimport GameData

@cython.locals(done=dict, stack=list, expanded=bint, waiting=bint, h=GameData, o=GameData, lefts=tuple,
               rights=tuple, side=tuple)
cpdef object fold(object root, object leaf, object build)

cpdef tuple _left_options_of(GameData g)

cpdef tuple _right_options_of(GameData g)

cpdef void remember(object cache, object key, object value) except *
