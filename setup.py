"""Build script: compiles the engine with Cython where it can, else installs pure Python.

All metadata lives in pyproject.toml. This file only adds the optional
extension modules: the hot modules of ``cgtalg/core`` compiled by Cython from
the very ``.py`` files that run as pure Python (their ``.pxd`` companions add
C types and nothing else). If Cython or a C compiler is missing, or the build
fails for any reason, the package installs as pure Python with a warning and
no error; ``CGTALG_PURE_PYTHON=1`` at build time skips the compilation.
See ``cgtalg/accelerated.py`` for how the compiled modules are chosen at
import time.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext



def _load_compilation():  # type: ignore[no-untyped-def]
    """cgtalg/compilation.py, loaded by its path: the one list of compiled modules and their digest."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cgtalg", "compilation.py")
    spec = importlib.util.spec_from_file_location("_cgtalg_compilation", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


compilation = _load_compilation()


class OptionalBuildExt(build_ext):
    """build_ext that turns a failed compilation into a pure-Python install.

    After a build it writes ``compiled_sources.json`` next to the compiled
    modules: the digest of each module's source, which cgtalg.accelerated
    checks at import time so that a module edited after its build runs as
    Python, never as stale machine code.
    """

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1  # the modules compile independently

    def run(self) -> None:
        self._built: list[str] = []
        try:
            super().run()
        except Exception as exc:  # no compiler, broken toolchain, ...
            self._fallback(exc)
            return
        if self._built:
            # The package directory of the build (the source tree for --inplace builds).
            first = self.extensions[0].name  # e.g. cgtalg.core.store
            target = os.path.dirname(self.get_ext_fullpath(first))
            for _ in range(first.count(".") - 1):
                target = os.path.dirname(target)
            modules = [name.split(".", 1)[1] for name in self._built]
            manifest = {m: compilation.source_digest("cgtalg", m) for m in modules}
            with open(os.path.join(target, compilation.MANIFEST), "w", encoding="utf-8") as f:
                json.dump(manifest, f, indent=1, sort_keys=True)

    def build_extension(self, ext) -> None:  # type: ignore[no-untyped-def]
        try:
            super().build_extension(ext)
        except Exception as exc:
            self._fallback(exc)
        else:
            self._built.append(ext.name)

    @staticmethod
    def _fallback(exc: Exception) -> None:
        print(f"cgtalg: the compiled core could not be built ({exc}); installing pure Python", file=sys.stderr)


def _forget_stale_translations(sources: list[str]) -> None:
    """Delete generated .c files older than a shared declaration file (compilation.SHARED_DECLARATIONS).

    Cython's dependency tracking does not follow ``from cgtalg.core cimport
    _capi`` to ``_capi.pxd``, so after an edit there it kept the old C code
    (whose C block every module that cimports the store includes) while the
    digests said the build was current. A fresh checkout has no .c files and
    is not affected.
    """
    shared = [compilation.module_path("cgtalg", name, ".pxd") for name in compilation.SHARED_DECLARATIONS]
    newest = max((os.path.getmtime(p) for p in shared if os.path.exists(p)), default=None)
    if newest is None:
        return
    for source in sources:
        translated = source[:-3] + ".c"
        if os.path.exists(translated) and os.path.getmtime(translated) < newest:
            os.remove(translated)


def extensions() -> list:  # type: ignore[type-arg]
    if os.environ.get("CGTALG_PURE_PYTHON", "") not in ("", "0"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("cgtalg: Cython is not available; installing pure Python", file=sys.stderr)
        return []
    sources = [compilation.module_path("cgtalg", name, ".py") for name in compilation.COMPILED_MODULES]
    _forget_stale_translations(sources)
    try:
        return cythonize(
            sources,
            language_level=3,
            quiet=True,
            compiler_directives={
                # Types come from the .pxd files only; the annotations are for mypy.
                # Bounds checks stay on: a library bug must raise, never crash.
                "annotation_typing": False,
                "embedsignature": True,
            },
        )
    except Exception as exc:
        print(f"cgtalg: Cython could not translate the core ({exc}); installing pure Python", file=sys.stderr)
        return []


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
