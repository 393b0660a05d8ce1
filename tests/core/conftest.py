"""Fixtures shared by the core tests."""

from __future__ import annotations

import pytest

from cgtalg.accelerated import ACCELERATED
from cgtalg.core import _capi


@pytest.fixture(params=["as built", "machine integers on"])
def c_ints(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Run a test as built, and again with the store's machine-integer paths on.

    In pure Python ``_capi.C_INTS`` is False and those paths are off; the
    second run switches them on, so that the same code runs as Python. In
    the compiled core the switch is a C constant, already on: the second run
    is skipped.
    """
    if request.param == "machine integers on":
        if ACCELERATED:
            pytest.skip("compiled: the path is a C constant, already on")
        monkeypatch.setattr(_capi, "C_INTS", True)
    return bool(_capi.C_INTS)
