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
import re
from typing import Mapping

__all__ = [
    "COMPILED_MODULES", "SHARED_DECLARATIONS", "MANIFEST", "module_path", "source_digest",
    "BUILD_KEY", "PROFILE_GUIDED", "PLAIN", "PGO_GENERATE", "PGO_USE", "COMPILE_FLAGS", "HOT_MODULES", "HOT_FLAGS", "pgo_requested",
    "compile_flags",
    "is_gcc", "pgo_flags", "build_kind",
]

#: The modules of cgtalg that setup.py compiles (names relative to the
#: package), in dependency order.
COMPILED_MODULES = (
    "core.mex", "core.dyadic", "core.game_type", "core.store", "core.symbolic", "core.coerce", "core.order",
    "core.simplest", "core.canonical", "core.arithmetic", "core.game", "core.values", "core.relations",
    "core.stops",
    "engine.traversal", "engine.position_value", "engine.relations", "engine.search",
    "engine.grid_codes", "engine.grid_text", "engine.grid_rules", "engine.grid_position",
    "engine.grid_placement", "engine.grid_capture", "engine.grid_arrows",
    "engine.graph_labelling", "engine.graph_words", "engine.graph", "engine.strip_words", "engine.strip",
)

#: Declaration files without a compiled module of their own whose C code ends
#: up in compiled modules (``core/_capi.pxd``: C functions that the core's
#: ``.pxd`` files cimport, and with them every module that cimports one of
#: those): part of every module's digest, so that editing one makes every
#: build stale.
SHARED_DECLARATIONS = ("core._capi",)

#: Written by setup.py into the package directory: module -> digest of its source at build time,
#: and under ``BUILD_KEY`` how the modules were compiled (``PROFILE_GUIDED`` or ``PLAIN``).
MANIFEST = "compiled_sources.json"

#: The manifest's entry for the kind of build (no module is called so; a manifest
#: written before the entry existed describes a plain build).
BUILD_KEY = "build"
PROFILE_GUIDED = "profile-guided"
PLAIN = "plain"

#: GCC's flags (compiling and linking) for the instrumented first stage of a
#: profile-guided build; one thread runs the training, so the counters need no atomics.
PGO_GENERATE = ("-fprofile-generate", "-fprofile-update=single")
#: GCC's flags for the second stage, at ``-O2`` (the build asked for speed and
#: compiles twice anyway). Code the training did not run keeps its ordinary
#: optimisation (``-fprofile-partial-training``, GCC 10 and later) rather than
#: being optimised for size as never executed.
PGO_USE = ("-O2", "-fprofile-use", "-fprofile-partial-training", "-Wno-missing-profile")


def _need(value: object, kind: type, what: str) -> None:
    """Refuse *value* unless it is a *kind* (the library's error, imported only when one is raised)."""
    if isinstance(value, kind) and not isinstance(value, bool):
        return
    from cgtalg.errors import InputTypeError, describe  # not at import: setup.py loads this file alone

    raise InputTypeError(f"{what} must be a {kind.__name__}, not {type(value).__name__} ({describe(value)})")


def _need_mapping(value: object, what: str) -> None:
    if not callable(getattr(value, "get", None)):
        from cgtalg.errors import InputTypeError, describe

        raise InputTypeError(f"{what} must be a mapping of str to str, not {type(value).__name__} ({describe(value)})")


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
    >>> module_path("cgtalg", "engine.grid_rules", ".py")
    'cgtalg/engine/grid_rules.py'
    """
    for value, what in ((package_dir, "package_dir"), (module, "module"), (suffix, "suffix")):
        _need(value, str, what)
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
    _need(package_dir, str, "package_dir")
    _need(module, str, "module")
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


def pgo_requested(environ: Mapping[str, str]) -> bool:
    """Whether the environment asks for a profile-guided build: ``CGTALG_PGO`` set to ``1``.

    ``1``, ``yes``, ``on`` and ``true`` (any case, spaces ignored) ask for it;
    unset, empty or anything else builds plainly (the default: one
    compilation, no training run).

    Parameters
    ----------
    environ : mapping of str to str
        The environment, e.g. ``os.environ``.

    Returns
    -------
    bool

    Examples
    --------
    >>> pgo_requested({}), pgo_requested({"CGTALG_PGO": "0"}), pgo_requested({"CGTALG_PGO": "1"})
    (False, False, True)
    """
    _need_mapping(environ, "environ")
    value = environ.get("CGTALG_PGO", "")
    return isinstance(value, str) and value.strip().lower() in ("1", "yes", "on", "true")


#: Flags for every build with GCC or Clang, after the interpreter's own (the later flag wins):
#: ``-O1`` with the inlining of small functions (Cython's generated code calls many small
#: static helpers), for about 40 % less compile time than ``-O2``, and no debug information
#: (``-g0``: about a third of the compile time of a module, and of no use to someone who
#: installs the package).
COMPILE_FLAGS = ("-O1", "-finline-small-functions", "-g0")

#: The modules that every comparison, sum and simplification runs through, compiled at
#: ``-O2`` instead: at ``-O1`` the core's comparisons ran 3 % more instructions
#: (callgrind, ``benchmarks/bench_instructions.py``), for under 10 CPU-s more compile time.
HOT_MODULES = ("core.game_type", "core.store", "core.order", "core.canonical", "core.arithmetic")
HOT_FLAGS = ("-O2", "-g0")


def compile_flags(compiler_type: str, module: str = "") -> tuple[str, ...]:
    """The extra flags of the compilation of *module* for a distutils compiler type.

    Parameters
    ----------
    compiler_type : str
        ``self.compiler.compiler_type`` of the build: ``"unix"`` for GCC and
        Clang (and compilers that accept their flags), ``"msvc"`` and others
        for the rest.
    module : str, optional
        A name from :data:`COMPILED_MODULES` (``"core.order"``).

    Returns
    -------
    tuple of str
        :data:`HOT_FLAGS` for a module of :data:`HOT_MODULES` and
        :data:`COMPILE_FLAGS` for the others, for ``"unix"``; nothing for
        other compilers, which keep their defaults.

    Examples
    --------
    >>> compile_flags("unix", "core.mex"), compile_flags("unix", "core.order"), compile_flags("msvc", "core.order")
    (('-O1', '-finline-small-functions', '-g0'), ('-O2', '-g0'), ())
    """
    if compiler_type != "unix":
        return ()
    return HOT_FLAGS if module in HOT_MODULES else COMPILE_FLAGS


def is_gcc(version_text: str) -> bool:
    r"""Whether a compiler's ``--version`` text is that of GCC 10 or later (the flags of ``PGO_USE`` need 10).

    Clang, including Apple's ``gcc`` (which is clang), and any other compiler give False.

    Parameters
    ----------
    version_text : str
        What ``CC --version`` printed.

    Returns
    -------
    bool

    Examples
    --------
    >>> is_gcc("gcc (Debian 12.2.0-14) 12.2.0\nCopyright (C) 2022 Free Software Foundation, Inc.\n")
    True
    >>> is_gcc("Apple clang version 15.0.0 (clang-1500.1.0.2.5)\nTarget: arm64-apple-darwin23.2.0\n")
    False
    """
    _need(version_text, str, "version_text")
    lowered = version_text.lower()
    if "free software foundation" not in lowered or "clang" in lowered:
        return False
    first_line = version_text.strip().splitlines()[0] if version_text.strip() else ""
    versions = re.findall(r"(\d+)\.\d+(?:\.\d+)?", first_line)
    return bool(versions) and int(versions[-1]) >= 10


def pgo_flags(environ: Mapping[str, str], version_text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    r"""The flags of a profile-guided build, or None for a plain one.

    Parameters
    ----------
    environ : mapping of str to str
        The environment (see :func:`pgo_requested`).
    version_text : str
        What the C compiler's ``--version`` printed (see :func:`is_gcc`).

    Returns
    -------
    tuple of (tuple of str, tuple of str), or None
        ``(PGO_GENERATE, PGO_USE)``, the first stage's flags (compiling and
        linking) and the second stage's, when the compiler is GCC and
        ``CGTALG_PGO=1`` asks for it; None otherwise.

    Examples
    --------
    >>> gcc = "gcc (GCC) 13.2.1\nCopyright (C) 2023 Free Software Foundation, Inc."
    >>> pgo_flags({"CGTALG_PGO": "1"}, gcc)[1]
    ('-O2', '-fprofile-use', '-fprofile-partial-training', '-Wno-missing-profile')
    >>> pgo_flags({}, gcc) is None, pgo_flags({"CGTALG_PGO": "1"}, "clang version 17.0.6") is None
    (True, True)
    """
    _need(version_text, str, "version_text")
    if not pgo_requested(environ) or not is_gcc(version_text):
        return None
    return PGO_GENERATE, PGO_USE


def build_kind(manifest: Mapping[str, str]) -> str:
    """How the modules of a manifest were compiled: ``PROFILE_GUIDED`` or ``PLAIN``.

    Parameters
    ----------
    manifest : mapping of str to str
        The contents of ``MANIFEST``.

    Returns
    -------
    str
        ``PLAIN`` for a manifest without ``BUILD_KEY`` (written before
        profile-guided builds existed) or with an unknown entry.

    Examples
    --------
    >>> build_kind({"core.mex": "ab12", "build": "profile-guided"}), build_kind({"core.mex": "ab12"})
    ('profile-guided', 'plain')
    """
    _need_mapping(manifest, "manifest")
    kind = manifest.get(BUILD_KEY)
    return PROFILE_GUIDED if kind == PROFILE_GUIDED else PLAIN
