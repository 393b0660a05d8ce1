"""Which core runs: the compiled one (Cython) or pure Python.

The hot modules of :mod:`cgtalg` (``COMPILED_MODULES``, listed in :mod:`cgtalg.compilation`: the engine in
:mod:`cgtalg.core` and the position search) can be compiled
by Cython from their own ``.py`` files: the ``.pxd`` file next to each adds C
types and nothing else, so there is one source and the two cores give the
same values and raise the same exceptions. ``pip install .`` compiles them
where Cython and a C compiler are available and installs pure Python where
not (see ``setup.py``).

This module runs first when :mod:`cgtalg` is imported and decides, once per
process, which of the two is used:

* the pure-Python core when the environment variable ``CGTALG_PURE_PYTHON``
  is set to anything but ``0`` or the empty string;
* the pure-Python core, with a :class:`RuntimeWarning`, when a compiled module
  was built from a source other than the ``.py``/``.pxd`` files next to it
  (an editable install edited after its build): stale machine code must
  never answer for changed source. Rebuild with ``pip install -e .``;
* the compiled core when every compiled module is present and current;
* the pure-Python core when none is (nothing was compiled).

The compiled modules ``cimport`` one another, so they are used all together
or not at all.

Attributes
----------
ACCELERATED : bool
    True if the compiled core is in use in this process.
REASON : str
    Why, in words (for bug reports: ``python -c "import cgtalg.accelerated as a; print(a.REASON)"``).
    For the compiled core it names the kind of build too: ``compiled: profile-guided Cython build of ...``
    or ``compiled: plain Cython build of ...``.
BUILD : str or None
    How the compiled core in use was built: ``"profile-guided"`` (GCC's
    profile-guided optimisation, the default where the compiler is GCC; see
    ``setup.py``) or ``"plain"`` (other compilers, ``CGTALG_PGO=0`` at
    install time, a failed profile-guided build, or a build older than this
    record); None when the pure-Python core is in use.

Examples
--------
>>> import cgtalg
>>> from cgtalg import accelerated
>>> accelerated.ACCELERATED in (True, False), accelerated.ACCELERATED == is_accelerated()
(True, True)
>>> accelerated.ACCELERATED == cgtalg.core.store.__file__.endswith(".py")
False
>>> accelerated.BUILD in (("plain", "profile-guided") if accelerated.ACCELERATED else (None,))
True
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from typing import Sequence

from .compilation import COMPILED_MODULES, MANIFEST, build_kind, module_path, source_digest

__all__ = ["ACCELERATED", "REASON", "BUILD", "COMPILED_MODULES", "is_accelerated", "source_digest"]

_PACKAGE = os.path.dirname(os.path.abspath(__file__))


def _compiled_file(module: str) -> str | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = module_path(_PACKAGE, module, suffix)
        if os.path.exists(path):
            return path
    return None


def _decide() -> tuple[bool, str, str | None]:
    if os.environ.get("CGTALG_PURE_PYTHON", "") not in ("", "0"):
        return False, "pure Python: CGTALG_PURE_PYTHON is set", None
    present = [m for m in COMPILED_MODULES if _compiled_file(m) is not None]
    if not present:
        return False, "pure Python: the core was not compiled (no Cython or no C compiler at install time)", None
    missing = [m for m in COMPILED_MODULES if m not in present]
    try:
        with open(os.path.join(_PACKAGE, MANIFEST), encoding="utf-8") as f:
            built = json.load(f)
    except (OSError, ValueError):
        built = {}
    stale = [m for m in present if built.get(m) != source_digest(_PACKAGE, m)]
    if missing or stale:
        why = ", ".join([f"{m} not compiled" for m in missing] + [f"{m} changed since it was compiled" for m in stale])
        warnings.warn(
            f"cgtalg: using the pure-Python core because the compiled one does not match its source ({why}); "
            "rebuild it with `pip install -e .` (or set CGTALG_PURE_PYTHON=1 to silence this)",
            RuntimeWarning,
            stacklevel=3,
        )
        return False, f"pure Python: the compiled core is stale ({why})", None
    kind = build_kind(built)
    return True, f"compiled: {kind} Cython build of cgtalg." + ", cgtalg.".join(COMPILED_MODULES), kind


class _PureSourceFinder:
    """A meta-path finder that loads the compiled modules from their ``.py`` files instead."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = {f"cgtalg.{m}": module_path(_PACKAGE, m, ".py") for m in names}

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> object:
        source = self.names.get(fullname)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(fullname, source)


ACCELERATED, REASON, BUILD = _decide()
if not ACCELERATED and not any(isinstance(f, _PureSourceFinder) for f in sys.meta_path):
    sys.meta_path.insert(0, _PureSourceFinder(COMPILED_MODULES))  # type: ignore[arg-type]


def is_accelerated() -> bool:
    """True if this process uses the compiled core.

    Returns
    -------
    bool
        :data:`ACCELERATED`; see :data:`REASON` for why.

    Examples
    --------
    >>> is_accelerated() in (True, False)
    True
    """
    return ACCELERATED
