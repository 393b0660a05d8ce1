# The C versions of cgtalg/core/_capi.py's functions, for the compiled store:
# store.pxd cimports this file, and Cython then compiles store.py's calls
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
    """
    object new_instance "__pyx_cgtalg_new_instance" (object cls)
    object weak_ref "__pyx_cgtalg_weak_ref" (object obj)
    object inherit_binary_slots "__pyx_cgtalg_inherit_binary_slots" (object cls)
