# The C versions of cgtalg/core/_capi.py's functions, for the compiled core:
# game_type.pxd, dyadic.pxd, store.pxd and symbolic.pxd cimport this file,
# and Cython then compiles their modules' calls
# `_capi.new_instance(...)` etc. to these C functions (pure Python calls the
# module's Python functions of the same names). _capi.py is never compiled;
# its docstrings say what each function does, and these do the same.

cdef extern from *:
    """
    /* cls->tp_base->tp_new(cls, (), NULL): what `base.__new__(cls)` does once
       tp_new_wrapper has checked its arguments, without the argument tuple. */
    static CYTHON_UNUSED PyObject *__pyx_cgtalg_new_instance(PyObject *cls) {
        PyTypeObject *t, *base;
        PyObject *args, *obj;
        if (!PyType_Check(cls)) {
            PyErr_Format(PyExc_TypeError, "new_instance() takes a class, not %.200s", Py_TYPE(cls)->tp_name);
            return NULL;
        }
        t = (PyTypeObject *)cls;
        base = t->tp_base;
        if (base == NULL || base->tp_new == NULL || !PyType_IsSubtype(t, base)) {
            PyErr_Format(PyExc_TypeError, "new_instance(): the base of %.200s cannot make an instance of it", t->tp_name);
            return NULL;
        }
        args = PyTuple_New(0);
        if (args == NULL) return NULL;
        obj = base->tp_new(t, args, NULL);
        Py_DECREF(args);
        return obj;
    }

    /* weakref.ref(obj) without a callback. */
    static CYTHON_UNUSED PyObject *__pyx_cgtalg_weak_ref(PyObject *obj) {
        return PyWeakref_NewRef(obj, NULL);
    }

    /* Give the heap type cls its base's nb_add, nb_subtract and nb_multiply
       where cls's own dict defines neither method of the slot, so that
       `G + H` calls the base's C slot instead of the generic slot_nb_add
       (which looks `__add__` up and calls it as a method). Returns how many
       slots it set. */
    static CYTHON_UNUSED int __pyx_cgtalg_copy_slot(PyTypeObject *t, const char *name, const char *rname) {
        PyObject *d = t->tp_dict;
        PyObject *v;
        v = PyDict_GetItemString(d, name);
        if (v != NULL) return 0;
        v = PyDict_GetItemString(d, rname);
        if (v != NULL) return 0;
        return 1;
    }
    static CYTHON_UNUSED PyObject *__pyx_cgtalg_inherit_binary_slots(PyObject *cls) {
        PyTypeObject *t, *base;
        int n = 0;
        if (!PyType_Check(cls)) {
            PyErr_Format(PyExc_TypeError, "inherit_binary_slots() takes a class, not %.200s", Py_TYPE(cls)->tp_name);
            return NULL;
        }
        t = (PyTypeObject *)cls;
        base = t->tp_base;
        if (!(t->tp_flags & Py_TPFLAGS_HEAPTYPE) || t->tp_dict == NULL || base == NULL
                || t->tp_as_number == NULL || base->tp_as_number == NULL) {
            return PyLong_FromLong(0);
        }
        if (base->tp_as_number->nb_add && __pyx_cgtalg_copy_slot(t, "__add__", "__radd__")) {
            t->tp_as_number->nb_add = base->tp_as_number->nb_add; n++;
        }
        if (base->tp_as_number->nb_subtract && __pyx_cgtalg_copy_slot(t, "__sub__", "__rsub__")) {
            t->tp_as_number->nb_subtract = base->tp_as_number->nb_subtract; n++;
        }
        if (base->tp_as_number->nb_multiply && __pyx_cgtalg_copy_slot(t, "__mul__", "__rmul__")) {
            t->tp_as_number->nb_multiply = base->tp_as_number->nb_multiply; n++;
        }
        PyType_Modified(t);
        return PyLong_FromLong(n);
    }

    #include "structmember.h"
    /* A Fraction made by filling its two object slots, whose offsets
       fraction_slots() reads from the class's member descriptors. */
    static PyTypeObject *__pyx_cgtalg_fraction_type = NULL;
    static Py_ssize_t __pyx_cgtalg_numerator_at = 0, __pyx_cgtalg_denominator_at = 0;
    static Py_ssize_t __pyx_cgtalg_slot_offset(PyTypeObject *t, const char *name) {
        PyObject *v = PyDict_GetItemString(t->tp_dict, name);
        PyMemberDef *m;
        if (v == NULL || Py_TYPE(v) != &PyMemberDescr_Type) return 0;
        m = ((PyMemberDescrObject *)v)->d_member;
        if (m->type != T_OBJECT_EX || (m->flags & READONLY) || m->offset <= 0) return 0;
        return m->offset;
    }
    static CYTHON_UNUSED PyObject *__pyx_cgtalg_fraction_slots(PyObject *cls) {
        PyTypeObject *t;
        Py_ssize_t na, da;
        if (!PyType_Check(cls)) {
            PyErr_Format(PyExc_TypeError, "fraction_slots() takes a class, not %.200s", Py_TYPE(cls)->tp_name);
            return NULL;
        }
        t = (PyTypeObject *)cls;
        if (t->tp_dict == NULL || t->tp_alloc == NULL || (t->tp_flags & Py_TPFLAGS_IS_ABSTRACT)) Py_RETURN_FALSE;
        na = __pyx_cgtalg_slot_offset(t, "_numerator");
        da = __pyx_cgtalg_slot_offset(t, "_denominator");
        if (na == 0 || da == 0 || na == da) Py_RETURN_FALSE;
        Py_INCREF(cls);
        Py_XDECREF((PyObject *)__pyx_cgtalg_fraction_type);
        __pyx_cgtalg_fraction_type = t;
        __pyx_cgtalg_numerator_at = na;
        __pyx_cgtalg_denominator_at = da;
        Py_RETURN_TRUE;
    }
    static CYTHON_UNUSED PyObject *__pyx_cgtalg_coprime_fraction(PyObject *a, PyObject *d) {
        PyTypeObject *t = __pyx_cgtalg_fraction_type;
        PyObject *f;
        if (t == NULL) {
            PyErr_SetString(PyExc_RuntimeError, "coprime_fraction() called before fraction_slots()");
            return NULL;
        }
        f = t->tp_alloc(t, 0);
        if (f == NULL) return NULL;
        Py_INCREF(a);
        *(PyObject **)((char *)f + __pyx_cgtalg_numerator_at) = a;
        Py_INCREF(d);
        *(PyObject **)((char *)f + __pyx_cgtalg_denominator_at) = d;
        return f;
    }

    /* small(o): the value of o if o is an int (exactly int, not a bool or a
       subclass) with |o| < 2**30, else CGTALG_NOT_SMALL (2**62, no such
       value). Reads the int's one digit in place: no allocation. Not inlined:
       its callers stay short, and one copy of its code serves them all. */
    #define CGTALG_NOT_SMALL (((long long)1) << 62)
    #define CGTALG_C_INTS 1
    #if defined(__GNUC__)
    #define CGTALG_NOINLINE __attribute__((noinline))
    #else
    #define CGTALG_NOINLINE
    #endif
    static CYTHON_UNUSED CGTALG_NOINLINE long long __pyx_cgtalg_small(PyObject *o) {
        if (PyLong_CheckExact(o)) {
    #if defined(PYPY_VERSION) || defined(Py_LIMITED_API) || !CYTHON_COMPILING_IN_CPYTHON
            int overflow = 0;
            long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
            if (!overflow && v > -(1LL << 30) && v < (1LL << 30)) return v;
            PyErr_Clear();
    #elif PY_VERSION_HEX >= 0x030C0000
            if (PyUnstable_Long_IsCompact((PyLongObject *)o)) {
                /* Compact is one digit today; the bound is checked anyway, so that a later
                   CPython with wider compact ints cannot hand the callers a larger value. */
                long long v = (long long)PyUnstable_Long_CompactValue((PyLongObject *)o);
                if (v > -(1LL << 30) && v < (1LL << 30)) return v;
            }
    #else
            Py_ssize_t size = Py_SIZE(o);
            if (size == 0) return 0;
            if (size == 1) return (long long)((PyLongObject *)o)->ob_digit[0];
            if (size == -1) return -(long long)((PyLongObject *)o)->ob_digit[0];
    #endif
        }
        return CGTALG_NOT_SMALL;
    }
    /* small(t[i]) for a tuple t; CGTALG_NOT_SMALL when t is not a tuple or has no item i. */
    static CYTHON_UNUSED CGTALG_NOINLINE long long __pyx_cgtalg_small_item(PyObject *t, Py_ssize_t i) {
        if (!PyTuple_CheckExact(t) || i < 0 || i >= PyTuple_GET_SIZE(t)) return CGTALG_NOT_SMALL;
        return __pyx_cgtalg_small(PyTuple_GET_ITEM(t, i));
    }
    """
    long long NOT_SMALL "CGTALG_NOT_SMALL"
    bint C_INTS "CGTALG_C_INTS"
    long long small "__pyx_cgtalg_small" (object o)
    long long small_item "__pyx_cgtalg_small_item" (object t, Py_ssize_t i)
    object as_int "PyLong_FromLongLong" (long long v)
    object new_instance "__pyx_cgtalg_new_instance" (object cls)
    object weak_ref "__pyx_cgtalg_weak_ref" (object obj)
    object inherit_binary_slots "__pyx_cgtalg_inherit_binary_slots" (object cls)
    object fraction_slots "__pyx_cgtalg_fraction_slots" (object cls)
    object coprime_fraction "__pyx_cgtalg_coprime_fraction" (object a, object d)
