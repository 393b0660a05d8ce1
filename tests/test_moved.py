"""Every module that moved still answers at its old path, with a DeprecationWarning.

The forwarders are found by reading the package: a module whose code is the
call ``forward(__name__, "new.module")`` of :mod:`cgtalg._moved`. For each,
every public name of the new module (its ``__all__``) is taken through the
old path and must be the very same object, with a warning that names the new
place.
"""

from __future__ import annotations

import ast
import importlib
import warnings
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cgtalg"


def _forwarders() -> dict[str, str]:
    """old module name -> new module name, for every forwarder file in the package."""
    found = {}
    for f in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in tree.body:
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and getattr(node.value.func, "id", None) == "forward"):
                parts = f.relative_to(PACKAGE.parent).with_suffix("").parts
                old = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
                found[old] = node.value.args[1].value  # type: ignore[attr-defined]
    return found


FORWARDERS = _forwarders()


def test_the_known_moves_are_forwarded() -> None:
    assert FORWARDERS["cgtalg.core.traversal"] == "cgtalg.engine.traversal"
    assert FORWARDERS["cgtalg.rulesets.base"] == "cgtalg.engine.position"
    assert FORWARDERS["cgtalg.rulesets.search"] == "cgtalg.engine.search"
    assert FORWARDERS["cgtalg.core.position_value"] == "cgtalg.engine.position_value"


@pytest.mark.parametrize("old", sorted(FORWARDERS))
def test_a_forwarder_holds_nothing_else(old: str) -> None:
    path = PACKAGE.parent.joinpath(*old.split("."))
    source = (path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).read_text(encoding="utf-8")
    body = [n for n in ast.parse(source).body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
    assert len(body) == 2, f"{old} should be a docstring, the import of forward and the forward() call"
    assert not path.with_suffix(".pxd").exists(), f"{old} is a forwarder: it has no C declarations"


@pytest.mark.parametrize("old", sorted(FORWARDERS))
def test_every_public_name_is_the_same_object_with_a_warning(old: str) -> None:
    new = importlib.import_module(FORWARDERS[old])
    module = importlib.import_module(old)
    names = getattr(new, "__all__", None) or [n for n in vars(new) if not n.startswith("_")]
    assert names, f"{FORWARDERS[old]} exports nothing"
    for name in names:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = getattr(module, name)
        assert got is getattr(new, name)
        assert [w.category for w in caught] == [DeprecationWarning]
        assert FORWARDERS[old] in str(caught[0].message)
    with pytest.raises(AttributeError):
        getattr(module, "no_such_name_anywhere")
