# C declarations for compiling trajectory.py with Cython (pure-Python mode); the .py file
# stays the one source (issue 9). Trajectory is an extension type: its four fields are
# read at C speed by the integer kernel below. The coordinates stay Python ints (exact at
# any size); indices and exponents are C integers. Shifts go through the Python int _ONE.
cimport cython

cdef object _ONE

# no cycle can pass through a trajectory (it holds tuples of ints): not tracked by the cyclic GC
@cython.no_gc
cdef class Trajectory:
    cdef public Py_ssize_t _e
    cdef public tuple _ts
    cdef public tuple _vs
    cdef public tuple _ss

@cython.locals(n=Py_ssize_t, keep=Py_ssize_t, i=Py_ssize_t, z=Py_ssize_t, obj=Trajectory)
cdef Trajectory _raw(Py_ssize_t e, list ts, list vs, list ss)

cpdef Trajectory _constant(object a, Py_ssize_t e)

@cython.locals(g=Py_ssize_t, ka=Py_ssize_t, kf=Py_ssize_t, i=Py_ssize_t, ts=tuple)
cdef tuple _value_at(Trajectory f, object a, Py_ssize_t e)

@cython.locals(e=Py_ssize_t, k=Py_ssize_t)
cpdef Trajectory _tilted(Trajectory f, object a, object bn, Py_ssize_t be)

@cython.locals(e=Py_ssize_t, kf=Py_ssize_t, kg=Py_ssize_t, nf=Py_ssize_t, ng=Py_ssize_t, i=Py_ssize_t,
               j=Py_ssize_t, fts=tuple, fvs=tuple, fss=tuple, gts=tuple, gvs=tuple, gss=tuple,
               ts=list, vs=list, ss=list, last=bint, a_wins=bint, extra=Py_ssize_t, finer=Py_ssize_t)
cdef Trajectory _combined_exact(Trajectory f, Trajectory g, bint take_max)

cdef long long _SMALL
cdef long long _SMALL_SLOPE

cpdef Trajectory _combined(Trajectory f, Trajectory g, bint take_max)

# the bounds check of the machine-integer merge (a point beyond 64 bits raises OverflowError,
# which _combined catches)
@cython.locals(ts=tuple, vs=tuple, ss=tuple, i=Py_ssize_t, x=cython.longlong, y=cython.longlong,
               z=cython.longlong)
cdef bint _fits_small(Trajectory f)

# the same merge on C integers (bounds checked first; see trajectory.py)
@cython.locals(e=Py_ssize_t, kf=Py_ssize_t, kg=Py_ssize_t, nf=Py_ssize_t, ng=Py_ssize_t, i=Py_ssize_t,
               j=Py_ssize_t, fts=tuple, fvs=tuple, fss=tuple, gts=tuple, gvs=tuple, gss=tuple,
               ts=list, vs=list, ss=list, last=bint, a_wins=bint, x=cython.longlong, y=cython.longlong,
               z=cython.longlong, t=cython.longlong, ti=cython.longlong, tj=cython.longlong, sa=cython.longlong,
               sb=cython.longlong, fa=cython.longlong, fb=cython.longlong, tf=cython.longlong, tg=cython.longlong,
               nt=cython.longlong, d=cython.longlong, ds=cython.longlong, num=cython.longlong, tc=cython.longlong,
               prev=cython.longlong)
cdef Trajectory _combined_small(Trajectory f, Trajectory g, bint take_max)

@cython.locals(e=Py_ssize_t, kf=Py_ssize_t, kg=Py_ssize_t, nf=Py_ssize_t, ng=Py_ssize_t, i=Py_ssize_t,
               j=Py_ssize_t, fts=tuple, fvs=tuple, fss=tuple, gts=tuple, gvs=tuple, gss=tuple,
               last=bint)
cdef tuple _meeting(Trajectory f, Trajectory g)

@cython.locals(g=Py_ssize_t, kf=Py_ssize_t, fts=tuple, fvs=tuple, fss=tuple, ts=list, vs=list, ss=list,
               i=Py_ssize_t)
cdef Trajectory _truncated(Trajectory f, object a, Py_ssize_t e)

@cython.locals(m=tuple, e=Py_ssize_t)
cpdef tuple _walls_below_meeting(Trajectory f, Trajectory g)

@cython.locals(m=tuple, e=Py_ssize_t, k=Py_ssize_t)
cpdef tuple _meeting_point(Trajectory f, Trajectory g)

@cython.locals(fts=tuple, fvs=tuple, fss=tuple, ts=list, vs=list, ss=list, i=Py_ssize_t)
cdef Trajectory _wall_to(Trajectory f, Py_ssize_t k, object tn, object vn, Py_ssize_t e)
