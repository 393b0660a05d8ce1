"""The misère subpackage's layout: old import paths, no cycle, no private import, no ruleset, sizes.

* ``cgtalg.impartial.misere`` is the package and gives every name of the module it replaced without
  a warning; the other old modules give each of their names, with a ``DeprecationWarning``, as the
  very object of the package; ``cgtalg.impartial`` exports what it did.
* Inside the package: no import cycle, no ``_name`` imported from another module, nothing from
  ``cgtalg.rulesets`` (a layer above) outside doctests, no file over 1,200 lines, no function over 150.
"""

from __future__ import annotations

import ast
import importlib
import warnings
from pathlib import Path

import pytest

import cgtalg.impartial
import cgtalg.impartial.misere as misere

PACKAGE = Path(misere.__file__).parent

OLD_MODULE_NAMES = ["misere_grundy", "misere_outcome", "bouton_misere_value", "bouton_misere_outcome", "Genus",
                    "genus", "height"]

FORWARDED = {
    "cgtalg.impartial.misere_canonical": ["MisereGame", "misere_canonical", "misere_equal", "misere_games_born_by"],
    "cgtalg.impartial.misere_quotient": ["MisereQuotient", "misere_quotient", "QuotientNotCertified"],
    "cgtalg.impartial.misere_quotient_check": ["MisereOutcomes", "LowerBound", "OutcomeCheck", "check_lower_bound",
                                               "check_outcomes", "check_random_positions"],
    "cgtalg.impartial.misere_quotient_incremental": ["IncrementalQuotient", "incremental_misere_quotient",
                                                     "certify_quotient", "QuotientPeriod", "quotient_period",
                                                     "LowerBoundBelowFailure", "lower_bound_below_failure",
                                                     "next_heap_lower_bound"],
    "cgtalg.impartial.misere_quotient_layers": ["layered_next_heap", "extend_layered"],
    "cgtalg.impartial.misere_quotient_learn": ["learn_quotient", "ExtensionOutcomes"],
}

IMPARTIAL_ALL = ["grundy", "mex", "as_nimber", "nim_sum", "nim_product", "nim_inverse", "nim_divide", "nim_power",
                 "nim_square_root", "field_size", "ordinal_nim_sum", "ordinal_nim_product", "ordinal_nim_inverse",
                 "ordinal_nim_power", "ordinal_nim_square_root", "ordinal_nimber_text", "TransfiniteNimber",
                 "parse_transfinite_nimber", "lenstra_alpha", "lenstra_excess", "misere_grundy", "misere_outcome",
                 "bouton_misere_value", "bouton_misere_outcome", "Genus", "genus", "height", "MisereGame", "misere_canonical",
                 "misere_equal", "DisjunctiveSum", "is_p_position", "winning_moves", "sum_winning_moves",
                 "drawing_moves", "sum_drawing_moves"]


def test_the_package_gives_the_old_module_names_without_a_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        module = importlib.import_module("cgtalg.impartial.misere")
        for name in OLD_MODULE_NAMES:
            assert name in module.__all__ and getattr(module, name) is getattr(misere.play, name)
    assert cgtalg.impartial.__all__ == IMPARTIAL_ALL
    for name in IMPARTIAL_ALL:
        assert getattr(cgtalg.impartial, name) is not None


def test_every_exported_name_resolves_and_the_quotient_modules_load_on_demand():
    for name in misere.__all__:
        value = getattr(misere, name)
        assert value is getattr(importlib.import_module(value.__module__), name), name
    assert set(misere._QUOTIENT_NAMES) <= set(misere.__all__) <= set(dir(misere))
    assert "misere_quotient" in dir(misere)


def test_importing_the_old_canonical_module_keeps_the_function_of_that_name():
    # cgtalg.impartial.misere_canonical is an old module path and a function exported by cgtalg.impartial
    old = importlib.import_module("cgtalg.impartial.misere_canonical")
    assert old is not misere.misere_canonical
    assert cgtalg.impartial.misere_canonical is misere.misere_canonical
    from cgtalg.impartial import misere_canonical

    assert misere_canonical is misere.misere_canonical and callable(misere_canonical)


@pytest.mark.parametrize("old", sorted(FORWARDED))
def test_old_module_paths_forward_with_a_warning(old):
    module = importlib.import_module(old)
    for name in FORWARDED[old]:
        with pytest.warns(DeprecationWarning, match=f"{old}.{name} has moved: import it from cgtalg.impartial.misere"):
            value = getattr(module, name)
        assert value is getattr(misere, name)
        assert name in misere.__all__


def _modules() -> dict[str, ast.Module]:
    return {path.stem: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(PACKAGE.glob("*.py"))}


def _imports(tree: ast.Module) -> list[ast.ImportFrom | ast.Import]:
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def test_no_cycle_no_private_import_no_ruleset_inside_the_package():
    modules = _modules()
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, tree in modules.items():
        for node in _imports(tree):
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("cgtalg.rulesets") for a in node.names), name
                continue
            target = node.module or ""
            absolute = target if node.level == 0 else "." * node.level + target
            assert "rulesets" not in absolute, f"{name} imports {absolute}"
            if node.level == 1 and target in modules:
                edges[name].add(target)
                private = [a.name for a in node.names if a.name.startswith("_")]
                assert not private, f"{name} imports private names {private} from {target}"
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> None:
        assert name not in path, f"import cycle: {' -> '.join(path[path.index(name):] + [name])}"
        if name in done:
            return
        path.append(name)
        for target in sorted(edges[name]):
            visit(target)
        path.pop()
        done.add(name)

    for name in modules:
        visit(name)


def test_no_file_over_1200_lines_no_function_over_150():
    for path in sorted(PACKAGE.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 1200, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno is not None
                assert node.end_lineno - node.lineno + 1 <= 150, f"{path.name}: {node.name}"
