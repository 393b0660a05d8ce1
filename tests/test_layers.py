"""The package's layers: no module imports from a layer above its own, and no imports go round in a circle.

cgtalg is built in layers, lowest first (``LAYERS``); a module may import from
its own layer and the layers below, never from above: the core knows nothing
of the engine, the engine nothing of the rulesets, and the mathematics
nothing of its presentation (pictures are drawn from plain data, low in the
stack, so that a ruleset or an analysis can offer a picture of itself; the
command line sits on top). The imports are read from the sources with
:mod:`ast`, every one of them: at module level and inside functions (a lazy
import is still a dependency), except those under ``if TYPE_CHECKING:``,
which only type checkers run.

Three rules are checked on that graph of modules:

* every module belongs to a layer, and imports only from its layer or below;
* no import names a forwarder (an old path of a moved module, see
  :mod:`cgtalg._moved`): the package's own code uses the new paths;
* no cycle: the modules' imports form a directed acyclic graph.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cgtalg"

#: The layers, lowest first: each entry names modules and packages of cgtalg (a package stands for all
#: its modules). ``cgtalg`` itself (the package's ``__init__``, its public face) is above everything.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "compilation", "accelerated", "_moved", "_version"),
    ("core",),
    ("transfinite",),
    ("loopy",),
    ("misere",),
    ("notation",),
    ("pictures", "interop", "testing"),
    ("engine",),
    ("impartial",),
    ("rulesets",),
    ("analysis",),
    ("verify",),
    ("cli", "__main__"),
    ("_build_training",),  # exercises the public API, ``cgtalg`` itself included, to train a build
)


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _exists(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _type_checking_lines(tree: ast.Module) -> set[int]:
    """Line numbers of the statements under ``if TYPE_CHECKING:`` blocks."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _imports(path: Path) -> set[str]:
    """The cgtalg modules that the module at *path* imports."""
    return _imports_of_source(path.read_text(encoding="utf-8"), _module_name(path), path.name == "__init__.py")


def _imports_of_source(source: str, name: str, is_package: bool) -> set[str]:
    """The cgtalg modules that module *name* imports (a name taken from a package counts as the submodule
    when there is one of that name, else as the package)."""
    package = name if is_package else name.rpartition(".")[0]
    tree = ast.parse(source)
    skip = _type_checking_lines(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "cgtalg")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source.split(".")[0] != "cgtalg":
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if _exists(sub) else source)
    found.discard(name)
    return found


def _layer(module: str) -> int | None:
    rest = module.split(".")[1:]
    if not rest:
        return len(LAYERS) - 1  # cgtalg/__init__.py: the public face, with the build's training run
    for i, layer in enumerate(LAYERS):
        if rest[0] in layer:
            return i
    return None


def _is_forwarder(path: Path) -> bool:
    """Whether the module only hands its names on to where they moved (a docstring, the import, the hook)."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    hands_on = any(isinstance(node, ast.ImportFrom) and node.module == "_moved" and node.level > 0 for node in body)
    return hands_on and all(isinstance(node, (ast.ImportFrom, ast.Assign)) for node in body)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
GRAPH = {name: _imports(path) for name, path in MODULES.items() if not _is_forwarder(path)}
FORWARDERS = {name for name, path in MODULES.items() if _is_forwarder(path)}


def test_every_module_has_a_layer() -> None:
    assert not [m for m in MODULES if _layer(m) is None]


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_no_import_from_a_layer_above(module: str) -> None:
    mine = _layer(module)
    assert mine is not None
    above = sorted(t for t in GRAPH[module] if (_layer(t) or 0) > mine)
    assert not above, f"{module} (layer {mine}) imports from above: {above}"


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_no_import_through_an_old_path(module: str) -> None:
    old = sorted(GRAPH[module] & FORWARDERS)
    assert not old, f"{module} imports moved modules through their old paths: {old}"


def test_no_import_cycle() -> None:
    # Depth-first search with an explicit stack; a back edge is a cycle.
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    for root in sorted(GRAPH):
        if root in state:
            continue
        path: list[str] = [root]
        state[root] = 1
        stack = [iter(sorted(GRAPH[root]))]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                state[path.pop()] = 2
                continue
            if child not in GRAPH:
                continue
            if state.get(child) == 1:
                cycle = path[path.index(child):] + [child]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if child not in state:
                state[child] = 1
                path.append(child)
                stack.append(iter(sorted(GRAPH[child])))


def test_the_checker_sees_each_kind_of_import() -> None:
    # In a module of the core: a lazy import of the engine (counted), a type-only import (not counted),
    # a name taken from a package (the submodule of that name) and an absolute import.
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import store\n"
        "import cgtalg.errors\n"
        "if TYPE_CHECKING:\n"
        "    from ..rulesets import registry\n"
        "def f():\n"
        "    from ..engine.traversal import traverse\n"
        "    return traverse\n"
    )
    found = _imports_of_source(source, "cgtalg.core.probe", is_package=False)
    assert found == {"cgtalg.engine.traversal", "cgtalg.core.store", "cgtalg.errors"}
    assert _layer("cgtalg.engine.traversal") > _layer("cgtalg.core.store")  # type: ignore[operator]
    assert _layer("cgtalg") == _layer("cgtalg._build_training") == len(LAYERS) - 1
