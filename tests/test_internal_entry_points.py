"""The inner-loop entry points of the core and the engine are internal: importable by the package, in no ``__all__``.

Their arguments are the engine's own objects (a game's data, packed keys and
boards, bit masks) and they run once per step of a search or a sum, so they
check nothing; users reach the same work through checked entry points
(``Game(left, right)``, the operators of games, ``value``, ``outcome``). Being
out of every ``__all__`` keeps them out of the API reference and of the
public-API fuzz test.
"""

from __future__ import annotations

import importlib

import pytest

from tests.test_public_api_fuzz import public_modules

INTERNAL = {
    "cgtalg.core.arithmetic": ["neg", "add", "multiple"],
    "cgtalg.core.canonical": ["canonical"],
    "cgtalg.core.order": ["nimber_sweep"],
    "cgtalg.core.simplest": ["simplest_number", "simplest_in", "simplest_number_between", "simplest_small"],
    "cgtalg.core.symbolic": ["symbolic_sum", "symbolic_negative", "symbolic_le", "symbolic_relation",
                             "symbolic_multiple", "symbolic_options"],
    "cgtalg.engine.graph": ["twin_representatives", "unpack_graph"],
    "cgtalg.engine.graph_labelling": ["pack", "refine"],
    "cgtalg.engine.grid_codes": ["unpack", "column_masks"],
    "cgtalg.engine.search": ["add_keys", "negate_key"],
}


@pytest.mark.parametrize("module", sorted(INTERNAL))
def test_inner_loop_entry_points_are_importable_but_not_exported(module):
    mod = importlib.import_module(module)
    for name in INTERNAL[module]:
        assert callable(getattr(mod, name)), name
        assert name not in mod.__all__, name


def test_no_public_module_exports_an_inner_loop_entry_point():
    internal = {id(getattr(importlib.import_module(m), n)) for m, names in INTERNAL.items() for n in names}
    exported = []
    for module in public_modules():
        mod = importlib.import_module(module)
        exported += [f"{module}.{n}" for n in getattr(mod, "__all__", ()) if id(getattr(mod, n, None)) in internal]
    assert exported == []
