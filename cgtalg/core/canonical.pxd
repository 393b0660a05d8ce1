# C declarations for compiling canonical.py with Cython (pure-Python mode); see store.pxd.
cimport cython
# The engine functions canonical() calls are C calls (not Python calls between modules).
from cgtalg.core.game_type cimport GameData
from cgtalg.core.store cimport explicit, explicit_pair, number, symbolic_dyadic
from cgtalg.core.dyadic cimport dyadic_less, dyadic_normal
from cgtalg.core.order cimport le
from cgtalg.core.mex cimport mex_unchecked
from cgtalg.core.simplest cimport simplest_in, simplest_number

cdef class _Form:
    cdef public tuple left
    cdef public tuple right
    cdef public dict below
    cdef public dict above

@cython.locals(found=object)
cpdef GameData canonical(list left, list right, Py_ssize_t left_split=*, Py_ssize_t right_split=*)

@cython.locals(form=_Form, found=object, kept_left=list, kept_right=list, new_left=list, new_right=list)
cpdef GameData _general(list left, list right, Py_ssize_t left_split, Py_ssize_t right_split, bint shortcut)

@cython.locals(g=GameData, lo=GameData, hi=GameData, nus=tuple, k=object, bit=int, lmask=int, rmask=int, found=tuple)
cpdef GameData _nimber_options(list left, list right)

cdef tuple _NIMBER_FORMS

cdef Py_ssize_t _SWITCH_OPTIONS_UP_TO

@cython.locals(nus=tuple, lo=tuple, ro=tuple, a=GameData, b=GameData)
cpdef int _switch_kind(GameData g) except -2

cpdef bint _switch_le(GameData g, GameData h) except -1

@cython.locals(a=GameData, z=GameData, h=GameData, side=list, nus=tuple, n=object, k=object, for_left=bint)
cpdef GameData _up_switch(list left, list right)

@cython.locals(new_left=list, new_right=list, found=GameData)
cpdef GameData _switch_options(list left, list right)

@cython.locals(out=list, i=Py_ssize_t, g=GameData, h=GameData)
cdef list _switch_side(list games, bint for_left)

@cython.locals(out=list, i=Py_ssize_t, a=GameData, b=GameData, r=GameData)
cdef list _switch_bypass(list side, list other, bint left_side)

@cython.locals(h=GameData)
cdef bint _switch_reverses(object v, list other, bint left_side) except -1

@cython.locals(out=list, g=GameData, h=GameData)
cdef list _switch_undominated(list games, bint for_left)

@cython.locals(step=tuple)
cdef GameData _number_option(GameData x, bint left)

cdef tuple _number_step(object a, Py_ssize_t e, bint left)

@cython.locals(out=list, h=GameData, o=GameData, x=object)
cdef list _at_number(list games, GameData g)

@cython.locals(g=GameData, first=tuple, nus=tuple, ks=list, xa=object, xe=Py_ssize_t, n=Py_ssize_t, ids=set, others=set)
cdef GameData _nimber_of_equal_sides(list left, list right)

@cython.locals(seen=set, out=list, g=GameData, n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t)
cdef list _unique(list games)

cdef Py_ssize_t _PRUNE_FROM

@cython.locals(g=GameData, sym=list, keep=list, top=list, best=object, best_n=object, n=object, near=object)
cdef list _prune_symbolic(list games, bint for_left)

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, lo=Py_ssize_t, hi=Py_ssize_t, alive=list, removed=bint,
               g=GameData, h=GameData, first=GameData, second=GameData)
cdef list _undominated(list games, Py_ssize_t split, bint for_left)

@cython.locals(memo=dict, r=object, nus=tuple, verdict=bint, g=GameData, o=GameData)
cdef bint _below(_Form form, GameData h, int levels) except -1

@cython.locals(memo=dict, r=object, nus=tuple, verdict=bint, g=GameData, o=GameData)
cdef bint _above(_Form form, GameData h, int levels) except -1

@cython.locals(nus=tuple)
cdef bint _deep_or_swept(_Form form, int kind, GameData h) except -1

@cython.locals(n=Py_ssize_t, i=Py_ssize_t, out=list, work=list, a=GameData, replacement=tuple)
cdef list _bypass(list side, _Form form, bint left_side)

cdef tuple _reversal(GameData a, _Form form, bint left_side)

@cython.locals(step=tuple, r=GameData, replacement=GameData, g=GameData, memo=dict, verdict=object)
cpdef tuple _number_reversal(object a, Py_ssize_t e, _Form form, bint left_side)

@cython.locals(ar=GameData, al=GameData, nus=tuple)
cpdef tuple _general_reversal(GameData a, _Form form, bint left_side)

@cython.locals(a=GameData, b=GameData, c=GameData, nus=tuple, nl=Py_ssize_t, nr=Py_ssize_t, sign=Py_ssize_t, m=object,
               j=object)
cdef GameData _recognise_symbolic(list left, list right)
