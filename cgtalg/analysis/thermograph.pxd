# C declarations for compiling thermograph.py with Cython (pure-Python mode); the .py file
# stays the one source (issue 9). Thermograph is an extension type holding its walls
# (Trajectory, see trajectory.pxd) and its temperature and mean as integer pairs.
cimport cython
from cgtalg.core.store cimport GameData, symbolic_dyadic
from cgtalg.core.dyadic cimport dyadic_fraction, dyadic_normal
from cgtalg.analysis.walk cimport _left_options_of, remember, _right_options_of
from cgtalg.analysis.trajectory cimport (Trajectory, _combined, _constant, _tilted, _meeting_point,
                                         _walls_below_meeting)

# holds trajectories, ints and Fractions only: no cycle, not tracked by the cyclic GC
@cython.no_gc
cdef class Thermograph:
    cdef public Trajectory left_wall
    cdef public Trajectory right_wall
    cdef public object _tn
    cdef public Py_ssize_t _te
    cdef public object _mn
    cdef public Py_ssize_t _me
    cdef public object _temperature
    cdef public object _mean
    cdef public object _as_left_option
    cdef public object _as_right_option

cdef object _thermograph_cached

@cython.locals(w=Trajectory)
cdef Trajectory _tilted_right_wall(Thermograph th)

@cython.locals(w=Trajectory)
cdef Trajectory _tilted_left_wall(Thermograph th)

@cython.locals(scaffold_l=Trajectory, scaffold_r=Trajectory, th=Thermograph)
cdef tuple _scaffolds(list left, list right)

@cython.locals(scaffold_l=Trajectory, scaffold_r=Trajectory, th=Thermograph, m=tuple, e=Py_ssize_t, root=GameData)
cpdef object _mean_if_colder(object g, object ta, Py_ssize_t te)

cdef bint _is_integer(GameData g) except -1

cdef bint _below(object tn, Py_ssize_t te, object a, Py_ssize_t e) except -1

@cython.locals(scaffold_l=Trajectory, scaffold_r=Trajectory, th=Thermograph, walls=tuple, e=Py_ssize_t)
cpdef Thermograph _from_options(list left, list right)

@cython.locals(th=Thermograph, wall=Trajectory)
cdef Thermograph _of_integer(object n)

@cython.locals(done=dict, held=list, stack=list, th=Thermograph, left=list, right=list, root=GameData, h=GameData)
cpdef Thermograph thermograph(object g)

@cython.locals(known=list, missing=bint, o=GameData, r=GameData)
cdef list _known_thermographs(tuple options, dict done, list stack)

@cython.locals(known=list, th=Thermograph, o=GameData)
cdef list _cached_thermographs(tuple options)

@cython.locals(nus=tuple)
cpdef object _representative(GameData g)
