"""pytest set-up shared by the tests and the doctests.

With the compiled core in use (see cgtalg/accelerated.py), the modules in
``COMPILED_MODULES`` are extension modules, and pytest's doctest collector
cannot import their ``.py`` files as the same modules; their doctests then
run from the compiled modules themselves (tests/core/test_accelerated.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import cgtalg.accelerated as _accelerated

_COMPILED_SOURCES = {
    Path(os.path.dirname(_accelerated.__file__), *m.split(".")).with_suffix(".py").resolve()
    for m in _accelerated.COMPILED_MODULES
}


def pytest_ignore_collect(collection_path: Path, config: object) -> bool | None:
    if _accelerated.ACCELERATED and collection_path.resolve() in _COMPILED_SOURCES:
        return True
    return None
