"""pytest set-up shared by the tests and the doctests.

With the compiled core in use (see cgtalg/accelerated.py), the modules in
``COMPILED_MODULES`` are extension modules, and pytest's doctest collector
cannot import their ``.py`` files as the same modules; their doctests then
run from the compiled modules themselves (tests/test_accelerated.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import cgtalg.accelerated as _accelerated
from cgtalg.compilation import COMPILED_MODULES, module_path

_PACKAGE = os.path.dirname(_accelerated.__file__)
_COMPILED_SOURCES = {Path(module_path(_PACKAGE, m, ".py")).resolve() for m in COMPILED_MODULES}


def pytest_ignore_collect(collection_path: Path, config: object) -> bool | None:
    if _accelerated.ACCELERATED and collection_path.resolve() in _COMPILED_SOURCES:
        return True
    return None
