"""What the compiled core consists of, and how its sources are fingerprinted.

One list and one digest for both ends: ``setup.py`` reads this file by its
path when it builds (the package is not installed yet, so it cannot import
``cgtalg``), and :mod:`cgtalg.accelerated` imports it to check the build at
import time. It therefore imports nothing from cgtalg and does nothing when
loaded.

Examples
--------
>>> "core.order" in COMPILED_MODULES
True
>>> module_path("/pkg", "core.order", ".pxd")
'/pkg/core/order.pxd'
"""

from __future__ import annotations

import hashlib
import os

__all__ = ["COMPILED_MODULES", "SHARED_DECLARATIONS", "MANIFEST", "module_path", "source_digest"]

#: The modules of cgtalg that setup.py compiles (names relative to the
#: package), in dependency order.
COMPILED_MODULES = (
    "core.mex", "core.store", "core.order", "core.canonical", "core.arithmetic", "core.game", "core.values", "core.relations",
    "core.traversal", "core.position_value", "core.stops",
    "analysis.walk", "analysis.trajectory", "analysis.thermograph", "analysis.reduced", "analysis.cooling",
    "rulesets.search", "rulesets.grid", "rulesets.domineering", "rulesets.graph", "rulesets.graph_labelling", "rulesets.toads_and_frogs",
    "rulesets.clobber", "rulesets.registry",
)

#: Declaration files without a compiled module of their own whose C code ends
#: up in compiled modules (``core/_capi.pxd``: C functions that ``store.pxd``
#: cimports, and with it every module that cimports the store): part of every
#: module's digest, so that editing one makes every build stale.
SHARED_DECLARATIONS = ("core._capi",)

#: Written by setup.py into the package directory: module -> digest of its source at build time.
MANIFEST = "compiled_sources.json"


def module_path(package_dir: str, module: str, suffix: str) -> str:
    """The file of *module* (a name from ``COMPILED_MODULES``) with *suffix* (``".py"``, ``".pxd"``, ...).

    Parameters
    ----------
    package_dir : str
        The directory of the ``cgtalg`` package.
    module : str
        A module name relative to the package, e.g. ``"core.order"``.
    suffix : str
        The file ending, with its dot.

    Returns
    -------
    str

    Examples
    --------
    >>> module_path("cgtalg", "rulesets.grid", ".py")
    'cgtalg/rulesets/grid.py'
    """
    return os.path.join(package_dir, *module.split(".")) + suffix


def source_digest(package_dir: str, module: str) -> str:
    """The SHA-256 of a compiled module's source: its ``.py`` and ``.pxd`` files, and the shared ``.pxd`` files.

    Parameters
    ----------
    package_dir : str
        The directory of the ``cgtalg`` package.
    module : str
        A name from ``COMPILED_MODULES`` (relative to the package, e.g. ``"core.order"``).

    Returns
    -------
    str
        The hex digest; setup.py records it at build time and
        :mod:`cgtalg.accelerated` compares it at import time.

    Examples
    --------
    >>> len(source_digest(os.path.dirname(__file__), "core.store"))
    64
    """
    h = hashlib.sha256()
    for ext in (".py", ".pxd"):
        path = module_path(package_dir, module, ext)
        if os.path.exists(path):
            with open(path, "rb") as f:
                h.update(ext.encode() + b"\0" + f.read() + b"\0")
    for shared in SHARED_DECLARATIONS:
        path = module_path(package_dir, shared, ".pxd")
        if os.path.exists(path):
            with open(path, "rb") as f:
                h.update(b"shared\0" + f.read() + b"\0")
    return h.hexdigest()
