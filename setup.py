"""Build script: compiles the engine with Cython where it can, else installs pure Python.

All metadata lives in pyproject.toml. This file only adds the optional
extension modules: the hot modules of ``cgtalg/core`` compiled by Cython from
the very ``.py`` files that run as pure Python (their ``.pxd`` companions add
C types and nothing else). If Cython or a C compiler is missing, or the build
fails for any reason, the package installs as pure Python with a warning and
no error; ``CGTALG_PURE_PYTHON=1`` at build time skips the compilation.
The build compiles each module once (optimised, no debug information, with GCC
and Clang); with GCC, ``CGTALG_PGO=1`` asks for a profile-guided build
instead (two compilations around a short training run, see
``OptionalBuildExt``).
See ``cgtalg/accelerated.py`` for how the compiled modules are chosen at
import time.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile

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
SOURCE_PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cgtalg")


class OptionalBuildExt(build_ext):
    """build_ext that turns a failed compilation into a pure-Python install, profile-guided on request.

    With GCC and ``CGTALG_PGO=1`` the core is built in two stages:
    instrumented, then run once on a training workload
    (``cgtalg/_build_training.py``) in a fresh interpreter, then compiled
    again with the recorded profile, which puts the code that runs together
    side by side: fewer code pages and cache lines to fetch on the first calls
    of a process. If any of that fails, the core is built once more the plain
    way, with a warning. After a build it writes ``compiled_sources.json``
    next to the compiled modules: the digest of each module's source, which
    cgtalg.accelerated checks at import time so that a module edited after its
    build runs as Python, never as stale machine code, and the kind of build.
    """

    _pgo_args = frozenset(compilation.PGO_GENERATE + compilation.PGO_USE)

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1  # the modules compile independently

    def run(self) -> None:
        self._built: list[str] = []
        self._kind = compilation.PLAIN
        try:
            super().run()
        except Exception as exc:  # no compiler, broken toolchain, ...
            self._fallback(exc)
            return
        if self._built:
            self._write_manifest(self._package_dir(), self._kind)

    def build_extensions(self) -> None:
        for ext in self.extensions:
            base = compilation.compile_flags(getattr(self.compiler, "compiler_type", ""), ext.name.split(".", 1)[1])
            ext.extra_compile_args = list(ext.extra_compile_args) + [f for f in base if f not in ext.extra_compile_args]
        if self._reuse_source_tree_build():
            return
        if self._up_to_date():  # nothing to compile: the build stays what it was
            self._kind = self._previous_kind()
            super().build_extensions()
            return
        flags = compilation.pgo_flags(os.environ, self._compiler_version())
        if flags is None:
            super().build_extensions()
            return
        generate, use = flags
        try:
            self._stage(generate, generate)
            self._train()
            self._stage(use, ())
            self._kind = compilation.PROFILE_GUIDED
        except Exception as exc:
            print(f"cgtalg: the profile-guided build failed ({exc}); building the plain way", file=sys.stderr)
            self._stage((), (), strict=False)

    def build_extension(self, ext) -> None:  # type: ignore[no-untyped-def]
        try:
            super().build_extension(ext)
        except Exception as exc:
            self._fallback(exc)
        else:
            self._built.append(ext.name)

    def _stage(self, compile_args: tuple[str, ...], link_args: tuple[str, ...], strict: bool = True) -> None:
        """Compile every module afresh with these extra flags; if *strict*, raise if one fails."""
        for ext in self.extensions:
            ext.extra_compile_args = [a for a in ext.extra_compile_args if a not in self._pgo_args] + list(compile_args)
            ext.extra_link_args = [a for a in ext.extra_link_args if a not in self._pgo_args] + list(link_args)
            if os.path.exists(self.get_ext_fullpath(ext.name)):  # never leave a first-stage module behind
                os.remove(self.get_ext_fullpath(ext.name))
        self._built = []
        self.force = True
        super().build_extensions()
        if strict and len(self._built) != len(self.extensions):
            raise RuntimeError("a module did not compile")

    def _reuse_source_tree_build(self) -> bool:
        """Copy a current build from the source tree instead of compiling again; True if it did.

        An editable install (``pip install -e``) compiles in a temporary
        directory and copies the modules into the source tree, so the next
        install (the test extras after the main one) would compile every
        module again. When the source tree holds a module for every extension
        and its manifest says each was built from the sources as they are
        now (and, if ``CGTALG_PGO=1`` asks for it, profile-guided), those
        modules are the build.
        """
        if self.force or os.path.abspath(self._package_dir()) == SOURCE_PACKAGE:
            return False
        try:
            with open(os.path.join(SOURCE_PACKAGE, compilation.MANIFEST), encoding="utf-8") as f:
                manifest = json.load(f)
        except (OSError, ValueError):
            return False
        kind = compilation.build_kind(manifest)
        if compilation.pgo_requested(os.environ) and kind != compilation.PROFILE_GUIDED:
            return False
        copies = []
        for ext in self.extensions:
            module = ext.name.split(".", 1)[1]
            target = self.get_ext_fullpath(ext.name)
            built = os.path.join(SOURCE_PACKAGE, os.path.relpath(target, self._package_dir()))
            if not os.path.exists(built) or manifest.get(module) != compilation.source_digest(SOURCE_PACKAGE, module):
                return False
            copies.append((built, target, ext.name))
        for built, target, name in copies:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(built, target)
            self._built.append(name)
        self._kind = kind
        print("cgtalg: the source tree's compiled modules are current; using them", file=sys.stderr)
        return True

    def _up_to_date(self) -> bool:
        """True if no module needs compiling (as build_ext itself decides: no source newer than the module)."""
        if self.force:
            return False
        for ext in self.extensions:
            target = self.get_ext_fullpath(ext.name)
            if not os.path.exists(target):
                return False
            if any(os.path.getmtime(s) > os.path.getmtime(target) for s in list(ext.sources) + list(ext.depends)):
                return False
        return True

    def _compiler_version(self) -> str:
        """What the C compiler says to ``--version`` (empty if it cannot say)."""
        try:
            command = [self.compiler.compiler_so[0], "--version"]  # type: ignore[attr-defined]
            return subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
        except Exception:
            return ""

    def _train(self) -> None:
        """Run the training workload on the first-stage build, in a temporary copy of the package.

        The profile lands next to the object files in the build's temporary
        directory, wherever the modules are run from; the copy keeps the source
        tree untouched (pip builds a wheel from it).
        """
        for folder, _, files in os.walk(self.build_temp):  # counts of an earlier build would add up
            for name in files:
                if name.endswith(".gcda"):
                    os.remove(os.path.join(folder, name))
        with tempfile.TemporaryDirectory(prefix="cgtalg-training-") as root:
            package = os.path.join(root, "cgtalg")
            shutil.copytree(SOURCE_PACKAGE, package, ignore=shutil.ignore_patterns(
                "__pycache__", "*.so", "*.pyd", "*.c", compilation.MANIFEST))
            for ext in self.extensions:
                relative = os.path.relpath(self.get_ext_fullpath(ext.name), self._package_dir())
                shutil.copy2(self.get_ext_fullpath(ext.name), os.path.join(package, relative))
            self._write_manifest(package, "training")
            env = {k: v for k, v in os.environ.items() if k != "CGTALG_PURE_PYTHON"}
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))
            env["PYTHONHASHSEED"] = "0"
            check = (
                "import cgtalg, cgtalg.accelerated as a\n"
                f"if not (a.ACCELERATED and cgtalg.__file__.startswith({root!r})):\n"
                "    raise SystemExit('the first-stage build is not in use: ' + a.REASON)\n"
                "from cgtalg._build_training import train\n"
                "train()\n"
            )
            done = subprocess.run([sys.executable, "-c", check], cwd=root, env=env, capture_output=True, text=True, timeout=600)
            if done.returncode != 0:
                last = (done.stderr.strip().splitlines() or ["no output"])[-1]
                raise RuntimeError(f"the training run failed: {last}")

    def _package_dir(self) -> str:
        """The directory of the built cgtalg package (the source tree for --inplace builds)."""
        first = self.extensions[0].name  # e.g. cgtalg.core.store
        target = os.path.dirname(self.get_ext_fullpath(first))
        for _ in range(first.count(".") - 1):
            target = os.path.dirname(target)
        return target

    def _write_manifest(self, package: str, kind: str) -> None:
        modules = [name.split(".", 1)[1] for name in self._built]
        manifest = {m: compilation.source_digest(SOURCE_PACKAGE, m) for m in modules}
        manifest[compilation.BUILD_KEY] = kind
        with open(os.path.join(package, compilation.MANIFEST), "w", encoding="utf-8") as f:
            json.dump(manifest, f, indent=1, sort_keys=True)

    def _previous_kind(self) -> str:
        try:
            with open(os.path.join(self._package_dir(), compilation.MANIFEST), encoding="utf-8") as f:
                return compilation.build_kind(json.load(f))
        except (OSError, ValueError):
            return compilation.PLAIN

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
