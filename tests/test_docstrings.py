"""Every public function, method and class of the covered packages has a numpydoc docstring.

The project's brief asks for a numpydoc docstring on every public function.
This test reads the sources with :mod:`ast` (nothing is imported, so optional
extras and the compiled core make no difference) and checks, for each public
name (not starting with ``_``, in a module whose name does not start with
``_``):

* a class, function or method has a docstring;
* a function or method that takes parameters besides ``self``/``cls``
  (positional, keyword-only, ``*args`` or ``**kwargs``) has a ``Parameters``
  section;
* a function or method whose return annotation is not ``None`` has a
  ``Returns`` or a ``Yields`` section;
* a module-level function has an ``Examples`` section (the examples run as
  doctests: ``--doctest-modules`` over ``cgtalg`` in pyproject.toml, and
  tests/test_accelerated.py for the compiled modules);
* no section heading appears twice in one docstring.

Every module of cgtalg is enforced: each top-level module and package
(``COVERED``, read from the package directory, so a new one is never
missed). A module could be exempted for a while, one by one, in
``NOT_YET_COVERED_MODULES``; there is none.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cgtalg"

#: The top-level modules and packages of cgtalg, all enforced (private ones such as
#: ``__main__.py`` and ``_moved.py`` excepted, as private modules are everywhere).
COVERED = tuple(sorted(
    p.name for p in PACKAGE.iterdir()
    if (p.suffix == ".py" or (p.is_dir() and (p / "__init__.py").exists()))
    and not (p.name.startswith("_") and p.name != "__init__.py")
))

#: Modules inside the package that are not enforced yet (paths relative to the
#: cgtalg package directory).
NOT_YET_COVERED_MODULES: tuple[str, ...] = ()

SECTIONS = ("Parameters", "Returns", "Yields", "Receives", "Other Parameters", "Raises", "Warns",
            "Warnings", "See Also", "Notes", "References", "Examples", "Attributes", "Methods")


def sections(doc: str) -> list[str]:
    """The numpydoc section headings of a (cleaned) docstring, in order.

    A heading is a line holding one of :data:`SECTIONS`, underlined by a line
    of at least as many dashes.

    Parameters
    ----------
    doc : str
        A docstring as :func:`ast.get_docstring` returns it (indentation removed).

    Returns
    -------
    list of str

    Examples
    --------
    >>> sections("Sum.\\n\\nParameters\\n----------\\nx : int\\n\\nExamples\\n--------\\n>>> 1\\n1")
    ['Parameters', 'Examples']
    """
    lines = doc.splitlines()
    found = []
    for line, under in zip(lines, lines[1:]):
        title = line.strip()
        dashes = under.strip()
        if title in SECTIONS and dashes and set(dashes) == {"-"} and len(dashes) >= len(title):
            found.append(title)
    return found


def _takes_parameters(node: ast.FunctionDef | ast.AsyncFunctionDef, in_class: bool) -> bool:
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    is_static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list)
    if in_class and not is_static and positional:
        positional = positional[1:]  # self or cls
    return bool(positional or args.kwonlyargs or args.vararg or args.kwarg)


def _returns_something(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    # annotated, and not "-> None" (an unannotated function is not judged)
    ret = node.returns
    return ret is not None and not (isinstance(ret, ast.Constant) and ret.value in (None, "None"))


def problems_of_source(source: str, module: str) -> list[str]:
    """What is missing from the docstrings of one module's source.

    Parameters
    ----------
    source : str
        The module's Python source.
    module : str
        Its name, to label the problems.

    Returns
    -------
    list of str
        One line per problem, ``module:line name: what is missing``.

    Examples
    --------
    >>> problems_of_source("def f(x):\\n    'F.'\\n", "m")
    ['m:1 f: no Parameters section', 'm:1 f: no Examples section']
    >>> problems_of_source("class _Hidden:\\n    def g(self, y): pass\\n", "m")
    []
    """
    found: list[str] = []

    def visit(body: list[ast.stmt], prefix: str, in_class: bool) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                if node.name.startswith("_"):
                    continue
                if not ast.get_docstring(node):
                    found.append(f"{module}:{node.lineno} {prefix}{node.name}: no docstring")
                visit(node.body, f"{prefix}{node.name}.", True)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if node.name.startswith("_"):
                    continue
                where = f"{module}:{node.lineno} {prefix}{node.name}"
                doc = ast.get_docstring(node)
                if not doc:
                    found.append(f"{where}: no docstring")
                    continue
                heads = sections(doc)
                if _takes_parameters(node, in_class) and "Parameters" not in heads:
                    found.append(f"{where}: no Parameters section")
                if _returns_something(node) and not {"Returns", "Yields"} & set(heads):
                    found.append(f"{where}: no Returns (or Yields) section")
                if not in_class and "Examples" not in heads:
                    found.append(f"{where}: no Examples section")
                repeated = sorted({h for h in heads if heads.count(h) > 1})
                if repeated:
                    found.append(f"{where}: repeated section(s) {', '.join(repeated)}")

    visit(ast.parse(source).body, "", False)
    return found


def _public_modules(entry: str) -> list[Path]:
    path = PACKAGE / entry
    files = [path] if path.is_file() else sorted(path.rglob("*.py"))
    return [f for f in files
            if not any(part.startswith("_") and part != "__init__.py" for part in f.relative_to(PACKAGE).parts)]


def test_every_module_is_covered() -> None:
    assert {"core", "engine", "rulesets", "__init__.py"} <= set(COVERED)
    for module in NOT_YET_COVERED_MODULES:
        assert (PACKAGE / module).is_file(), f"{module} is listed but does not exist"


@pytest.mark.parametrize("entry", COVERED)
def test_public_docstrings_are_complete(entry: str) -> None:
    problems = []
    for f in _public_modules(entry):
        if f.relative_to(PACKAGE).as_posix() in NOT_YET_COVERED_MODULES:
            continue
        problems += problems_of_source(f.read_text(encoding="utf-8"), str(f.relative_to(PACKAGE.parent)))
    assert not problems, "incomplete docstrings:\n" + "\n".join(problems)


def test_the_checker_sees_each_kind_of_gap() -> None:
    # a method: docstring and Parameters only; keyword-only and **kwargs count as parameters
    source = '''
class Shown:
    """A class."""
    def m(self, *, k=1):
        """No sections."""
    @staticmethod
    def s(x):
        """Static, so x is a parameter.

        Parameters
        ----------
        x : int
        """
    @property
    def p(self):
        """An unannotated property needs no section."""
    @property
    def q(self) -> int:
        """An annotated one needs Returns."""
    def r(self) -> None:
        """Returning None needs no Returns."""

class Bare:
    pass

def g(**kwargs):
    """Two Examples.

    Parameters
    ----------
    **kwargs

    Examples
    --------
    >>> 1
    1

    Examples
    --------
    >>> 2
    2
    """
'''
    assert problems_of_source(source, "m") == [
        "m:4 Shown.m: no Parameters section",
        "m:18 Shown.q: no Returns (or Yields) section",
        "m:23 Bare: no docstring",
        "m:26 g: repeated section(s) Examples",
    ]
    # a heading needs its underline
    assert sections("Parameters\nx : int\n") == []
