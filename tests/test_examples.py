"""Every script in ``examples/`` runs to the end, from any directory.

The examples check their own claims with ``assert`` (computed independently
where they can), so a wrong result fails here as a non-zero exit.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.py"))


def test_there_are_examples() -> None:
    names = {p.name for p in EXAMPLES}
    assert {"symbolic_arithmetic.py", "new_ruleset.py"} <= names


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.name)
def test_example_runs(script: Path, tmp_path: Path) -> None:
    # run from an empty directory with -I (isolated): the example may rely on
    # the installed package only, not on the repository being the cwd
    done = subprocess.run([sys.executable, "-I", str(script)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, f"{script.name} failed:\n{done.stdout}\n{done.stderr}"
    assert done.stdout.strip(), f"{script.name} printed nothing"
    assert not list(tmp_path.iterdir()), f"{script.name} left files behind"
