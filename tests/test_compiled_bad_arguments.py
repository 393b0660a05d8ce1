"""No public function of a compiled module crashes the interpreter on a wrong argument.

A Cython function whose argument is typed as an extension type (``GameData
g``, ``Trajectory f``) accepts ``None`` without a check, and reading a field
of ``None`` then crashes the process (a segmentation fault) instead of
raising. A public function must check its arguments itself, or keep the typed
version private. This test calls every public function, class and
class-level constructor of every compiled module with ``None`` (and with a
str), for one to three arguments, in a child interpreter, and fails when the
child dies of a signal, naming the call it was making. Exceptions are fine here: which one is right is for the
input-validation tests.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import cgtalg
import cgtalg.accelerated as accelerated

CHILD = r"""
import importlib, inspect, sys
import cgtalg.accelerated as accelerated

for name in accelerated.COMPILED_MODULES:
    module = importlib.import_module("cgtalg." + name)
    calls = []
    for attr, obj in sorted(vars(module).items()):
        if attr.startswith("_") or getattr(obj, "__module__", None) != module.__name__:
            continue
        if callable(obj):  # functions, and classes (their constructors)
            calls.append((attr, obj))
        if inspect.isclass(obj):  # alternative constructors and static helpers, reached through the class
            for meth_name, meth in sorted(vars(obj).items()):
                if not meth_name.startswith("_") and isinstance(meth, (classmethod, staticmethod)):
                    calls.append((f"{attr}.{meth_name}", getattr(obj, meth_name)))
    for label, function in calls:
        for count in (1, 2, 3):
            for bad in (None, "x"):
                print(f"{name}.{label} with {count} x {bad!r}", flush=True)
                try:
                    function(*([bad] * count))
                except BaseException:
                    pass
print("done", flush=True)
"""


def test_public_compiled_functions_survive_none_and_str_arguments() -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(cgtalg.__file__).resolve().parents[1])
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=600)
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and lines and lines[-1] == "done", (
        f"the child interpreter died (exit {result.returncode}) during: {lines[-1] if lines else '?'}\n"
        f"{result.stderr[-2000:]}"
    )
    # the probe really ran over the compiled modules' functions (in either core)
    assert len(lines) > 6 * len(accelerated.COMPILED_MODULES)
