"""The package stays readable: no module over 1,200 lines, no function over 150.

The one exception allowed is an explicit-stack walk (a loop that replaces
recursion over a game's depth), and only if its docstring says it is one:
splitting such a loop would spread one frame's state over several
functions.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cgtalg"
MAX_MODULE_LINES = 1200
MAX_FUNCTION_LINES = 150


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_module_is_over_the_limit() -> None:
    long = {str(p.relative_to(PACKAGE)): n for p in _sources()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"


def test_no_function_is_over_the_limit_unless_an_explicit_stack_walk() -> None:
    long = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                doc = ast.get_docstring(node) or ""
                if lines > MAX_FUNCTION_LINES and "explicit stack" not in doc:
                    long[f"{path.relative_to(PACKAGE)}:{node.name}"] = lines
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines: {long}"
