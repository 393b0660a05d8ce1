"""``cgtalg.<subpackage>`` works after a bare ``import cgtalg``, loading the subpackage on first use."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import cgtalg
from cgtalg.errors import InputError

ROOT = Path(__file__).resolve().parents[1]


def _fresh(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_verify_is_reachable_from_a_bare_import():
    code = (
        "import sys, cgtalg\n"
        "print('cgtalg.verify' in sys.modules)\n"
        "print(cgtalg.verify.exhaustive.__module__)\n"
    )
    assert _fresh(code).splitlines() == ["False", "cgtalg.verify.chunks"]


def test_exhaustive_refuses_huge_arguments_cleanly():
    with pytest.raises(InputError) as caught:
        cgtalg.verify.exhaustive(2**100000, 2**100000)
    assert "an int of 100001 bits" in str(caught.value)


@pytest.mark.parametrize("name", sorted(cgtalg._LAZY_SUBMODULES - {"testing"}))
def test_every_listed_subpackage_is_reachable(name):
    assert getattr(cgtalg, name).__name__ == f"cgtalg.{name}"
    assert name in dir(cgtalg)


def test_an_unknown_name_is_still_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'verifi'"):
        cgtalg.verifi
