"""The compiled core and the pure-Python core: one source, the same answers.

These tests run in whichever core the process uses (CI runs the suite with
the compiled core on 3.11 and 3.13 and with ``CGTALG_PURE_PYTHON=1`` on
3.12); the cross checks start a second interpreter with the other core.
"""

from __future__ import annotations

import doctest
import importlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import cgtalg
import cgtalg.accelerated as accelerated
import cgtalg.compilation as compilation
from cgtalg.core.game_type import GameData

from .doctest_runner import SkippingRunner

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(accelerated.__file__).parent


def _python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if k != "CGTALG_PURE_PYTHON"}
    full_env.update(env)
    full_env["PYTHONPATH"] = str(Path(cgtalg.__file__).resolve().parents[1])
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full_env, timeout=300)


def test_the_flag_matches_the_modules_in_use() -> None:
    for name in accelerated.COMPILED_MODULES:
        module = importlib.import_module(f"cgtalg.{name}")
        assert module.__file__ is not None
        assert module.__file__.endswith(".py") != accelerated.ACCELERATED, (name, module.__file__)
    assert accelerated.is_accelerated() is accelerated.ACCELERATED
    assert accelerated.REASON.startswith("compiled" if accelerated.ACCELERATED else "pure Python")


def test_setup_compiles_exactly_the_listed_modules() -> None:
    # setup.py cannot import cgtalg (it runs before the package is
    # installed); it loads cgtalg/compilation.py by its path, so both ends read
    # one list. It must not keep a list of its own.
    setup_source = (ROOT / "setup.py").read_text()
    assert '"cgtalg", "compilation.py"' in setup_source
    assert "COMPILED_MODULES =" not in setup_source
    assert accelerated.COMPILED_MODULES is compilation.COMPILED_MODULES
    for name in compilation.COMPILED_MODULES:
        assert os.path.exists(compilation.module_path(str(PACKAGE), name, ".py")), name
        assert os.path.exists(compilation.module_path(str(PACKAGE), name, ".pxd")), name


def test_pure_python_is_forced_by_the_environment() -> None:
    out = _python(
        "import cgtalg.accelerated as a, cgtalg.core.order as o; print(a.ACCELERATED, o.__file__.endswith('.py'))",
        CGTALG_PURE_PYTHON="1",
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "True"]
    assert "RuntimeWarning" not in out.stderr


CROSS_CHECK = """
import json
from cgtalg import Game, compare, parse
from cgtalg.verify.laws import games_born_by
games = sorted(games_born_by(2), key=str)  # an order independent of creation order
texts = ["{1|*}", "^^*", "{2|{1|0}}", "+-1", "{0,*|0,*}", "1/2v*3", "{{2|1}|{0|-1}}", "*5", "-3/8"]
chain = parse("0")
for _ in range(300):  # deep enough to leave the shallow levels for the explicit stacks
    chain = Game([chain], [-1])
out = {
    "sums": [str(a + b) for a in games for b in games],
    "relations": [str(compare(a, b)) for a in games for b in games],
    "parsed": [str(parse(t) - parse(s)) for t in texts for s in texts],
    "deep": [str(compare(chain + parse("^"), chain)), chain.birthday, str(chain + (-chain))],
}
print(json.dumps(out))
"""


def test_both_cores_give_the_same_answers() -> None:
    compiled = _python(CROSS_CHECK)
    pure = _python(CROSS_CHECK, CGTALG_PURE_PYTHON="1")
    assert compiled.returncode == 0, compiled.stderr
    assert pure.returncode == 0, pure.stderr
    a, b = json.loads(compiled.stdout), json.loads(pure.stdout)
    assert len(a["sums"]) == 22 * 22
    assert a == b


def test_bad_input_raises_the_same_exception_in_both_cores() -> None:
    code = (
        "from cgtalg import Game, UP\n"
        "for bad in (lambda: Game([0.5], []), lambda: UP + 'x', lambda: Game([True], []), lambda: UP <= 'x'):\n"
        "    try:\n"
        "        bad()\n"
        "    except Exception as exc:\n"
        "        print(type(exc).__name__, str(exc)[:60])\n"
    )
    compiled = _python(code)
    pure = _python(code, CGTALG_PURE_PYTHON="1")
    assert compiled.returncode == 0 and pure.returncode == 0, (compiled.stderr, pure.stderr)
    lines = compiled.stdout.splitlines()
    assert lines == pure.stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["InputTypeError", "TypeError", "InputTypeError", "TypeError"]


@pytest.mark.skipif(not accelerated.ACCELERATED, reason="the pure-Python doctests run through --doctest-modules")
@pytest.mark.parametrize("name", accelerated.COMPILED_MODULES)
def test_doctests_of_the_compiled_modules(name: str) -> None:
    # pytest's doctest collector skips these files when they are compiled
    # (see conftest.py); Cython keeps the docstrings, so run them here.
    module = importlib.import_module(f"cgtalg.{name}")
    finder = doctest.DocTestFinder()
    tests = [t for t in finder.find(module) if t.examples]
    source_examples = Path(compilation.module_path(str(PACKAGE), name, ".py")).read_text().count(">>> ")
    assert source_examples == 0 or tests, f"no doctest of {name} was found in the compiled module"
    runner = SkippingRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    skipped = []
    for test in tests:
        test.globs.setdefault("Fraction", __import__("fractions").Fraction)
        try:
            runner.run(test)
        except pytest.skip.Exception:  # an example needs an optional extra (pytest.importorskip)
            skipped.append(test.name)
    assert runner.summarize(verbose=False).failed == 0
    assert len(skipped) < len(tests), f"every doctest of {name} was skipped: {skipped}"



@pytest.mark.skipif(not accelerated.ACCELERATED, reason="needs a compiled core to make stale")
def test_a_compiled_module_older_than_its_source_is_never_used(tmp_path: Path) -> None:
    # A copy of the package whose order.py changed after the build: the
    # import must warn and run every compiled module as Python.
    copy = tmp_path / "cgtalg"
    shutil.copytree(Path(cgtalg.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    order = copy / "core" / "order.py"
    order.write_text(order.read_text() + "\n# edited after the build\n")
    env = {k: v for k, v in os.environ.items() if k != "CGTALG_PURE_PYTHON"}
    env["PYTHONPATH"] = str(tmp_path)
    out = subprocess.run(
        [sys.executable, "-c",
         "import cgtalg.accelerated as a, cgtalg.core.store as s, cgtalg\n"
         "print(a.ACCELERATED, s.__file__.endswith('.py'), cgtalg.__file__)\n"
         "print(cgtalg.parse('{1|*}') + cgtalg.UP)"],
        capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.splitlines()
    assert first.split()[:2] == ["False", "True"] and first.split()[2].startswith(str(tmp_path))
    assert second == "{1^|^*}"
    assert "RuntimeWarning" in out.stderr and "core.order changed since it was compiled" in out.stderr


def test_game_data_is_the_engine_base_of_game() -> None:
    # The fields live on GameData (a C struct when compiled); Game adds no field.
    assert issubclass(cgtalg.Game, GameData)
    assert cgtalg.Game.__slots__ == ()
    g = cgtalg.parse("{1|*}")
    assert g._left is not None and g._nus is None and g._ls == 1
    with pytest.raises(AttributeError):
        g.some_new_attribute = 1  # type: ignore[attr-defined]
