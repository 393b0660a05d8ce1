"""Every code example in the documentation runs, and says what it prints.

* ```` ```python ```` blocks with ``>>>`` prompts run as doctests; blocks of
  one page share a namespace, in order. Blocks without prompts run as scripts.
* ```` ```console ```` blocks: each ``$ cgtalg ...`` line runs the command in
  process; the lines after it, up to the next ``$``, are its expected output
  (stdout and stderr together; ``...`` matches anything, as in doctest). A
  command shown without output only has to succeed. The full ``cgtalg
  verify`` (no reproduction named) is run once, by
  :func:`test_full_verify_runs_every_reproduction`, not once per page.
* The README's test command is exactly what ``.ci/run`` runs; the pages and
  links named in ``mkdocs.yml`` and in the pages exist.
"""

from __future__ import annotations

import doctest
import io
import json
import re
import shlex
import sys
import warnings
from pathlib import Path

import pytest

from cgtalg.cli import main

from .doctest_runner import SkippingRunner

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted([ROOT / "README.md", *DOCS.rglob("*.md")])
FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```", re.S | re.M)
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def _blocks(page: Path, lang: str) -> list[tuple[int, str]]:
    text = page.read_text(encoding="utf-8")
    out = []
    for m in FENCE.finditer(text):
        if m.group(1) == lang:
            line = text.count("\n", 0, m.start(2))
            out.append((line, m.group(2)))
    return out


PYTHON_PAGES = [p for p in PAGES if _blocks(p, "python")]
CONSOLE_PAGES = [p for p in PAGES if any("$ cgtalg" in b for _, b in _blocks(p, "console"))]


@pytest.mark.parametrize("page", PYTHON_PAGES, ids=_name)
def test_python_examples(page: Path) -> None:
    globs: dict[str, object] = {"__name__": f"docs:{_name(page)}"}
    parser = doctest.DocTestParser()
    runner = SkippingRunner(optionflags=FLAGS)
    report = io.StringIO()
    skipped = None
    for line, code in _blocks(page, "python"):
        try:
            if ">>>" in code:
                test = parser.get_doctest(code, globs, _name(page), str(page), line)
                runner.run(test, out=report.write, clear_globs=False)
                globs.update(test.globs)  # DocTest works on a copy; pass names on to the next block
            else:
                exec(compile(code, f"{page}:{line + 1}", "exec"), globs)
        except pytest.skip.Exception as exc:  # a block that needs an extra: skip it and the rest
            skipped = f"{_name(page)}:{line + 1}: {exc}"
            break
    failed, attempted = runner.summarize(verbose=False)
    assert failed == 0, report.getvalue()
    if skipped:
        pytest.skip(skipped)


def _console_examples(page: Path) -> list[tuple[int, str, list[str]]]:
    examples = []
    for line, block in _blocks(page, "console"):
        current: tuple[int, str, list[str]] | None = None
        for i, text in enumerate(block.splitlines()):
            if text.startswith("$ "):
                if current is not None:
                    examples.append(current)
                current = (line + i + 1, text[2:], [])
            elif current is not None:
                current[2].append(text)
        if current is not None:
            examples.append(current)
    return examples


def _is_full_verify(words: list[str]) -> bool:
    if words[:1] != ["verify"]:
        return False
    rest = words[1:]
    names = [w for i, w in enumerate(rest) if not w.startswith("-") and (i == 0 or rest[i - 1] not in ("-o", "--output"))]
    return not names and "--list" not in rest


@pytest.mark.parametrize("page", CONSOLE_PAGES, ids=_name)
def test_console_examples(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # commands that write files write them here
    checker = doctest.OutputChecker()
    ran = 0
    for line, command, expected in _console_examples(page):
        words = shlex.split(command, comments=True)
        if not words or words[0] != "cgtalg" or _is_full_verify(words[1:]):
            continue
        out, err = io.StringIO(), io.StringIO()
        monkeypatch.setattr(sys, "stderr", err)
        try:
            status = main(words[1:], out=out)
        finally:
            monkeypatch.setattr(sys, "stderr", sys.__stderr__)
        ran += 1
        got = out.getvalue() + err.getvalue()
        where = f"{_name(page)}:{line + 1}: $ {command}"
        if expected:
            want = "\n".join(expected) + "\n"
            assert checker.check_output(want, got, FLAGS), f"{where}\nexpected:\n{want}got:\n{got}"
            wants_error = any("error:" in e for e in expected)
            assert status == (2 if wants_error else 0), f"{where}: exit status {status}"
        else:
            assert status == 0, f"{where}: exit status {status}\n{got}"
    assert ran > 0


@pytest.mark.slow
def test_full_verify_runs_every_reproduction() -> None:
    """The README's main job: every reproduction at its default ranges, no internal error."""
    from cgtalg.verify import registry

    out = io.StringIO()
    status = main(["verify", "--json"], out=out)
    doc = json.loads(out.getvalue())
    errors = {r["name"]: r["error"] for r in doc["reproductions"] if r["error"]}
    assert status == 0 and not errors, errors
    assert [r["name"] for r in doc["reproductions"]] == sorted(registry())
    assert all(r["findings"] for r in doc["reproductions"])
    assert doc["summary"]["claims"] == sum(len(r["findings"]) for r in doc["reproductions"])


def test_readme_test_command_is_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [b.strip() for _, b in _blocks(ROOT / "README.md", "console") if "$" not in b]
    assert len(commands) >= 2, "the README's first section gives the two commands"
    install_and_verify, install_and_test = commands[0], commands[1]
    assert "pip install" in install_and_verify and install_and_verify.endswith("cgtalg verify")
    assert "[test]" in install_and_test and "pytest" in install_and_test
    ci = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert install_and_test in ci, "the README's test command must be exactly the line .ci/run runs"
    assert readme.index(install_and_verify) < readme.index("## A taste")


def _nav_pages() -> list[str]:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    return re.findall(r"^\s*-\s*(?:[^:\n]+:\s*)?([\w./-]+\.md)\s*$", text, re.M)


def test_mkdocs_nav_pages_exist() -> None:
    nav = _nav_pages()
    assert "index.md" in nav and "api/index.md" in nav
    missing = [p for p in nav if not (DOCS / p).is_file()]
    assert not missing, f"mkdocs.yml names pages that do not exist: {missing}"
    orphans = sorted(str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md") if str(p.relative_to(DOCS)) not in nav)
    if orphans:
        warnings.warn(f"docs pages not in the mkdocs.yml nav: {orphans}", stacklevel=1)


LINK = re.compile(r"\]\(([^)#\s]+\.md)(#[^)]*)?\)")


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_relative_links_resolve(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    text = FENCE.sub("", text)
    broken = [target for target, _ in LINK.findall(text)
              if "://" not in target and not (page.parent / target).resolve().is_file()]
    assert not broken, f"{_name(page)} links to missing pages: {broken}"


def test_api_pages_name_importable_modules() -> None:
    import importlib

    for page in sorted((DOCS / "api").rglob("*.md")):
        for target in re.findall(r"^::: ([\w.]+)", page.read_text(encoding="utf-8"), re.M):
            module, _, attr = target, "", ""
            while True:
                try:
                    obj = importlib.import_module(module)
                    break
                except ImportError:
                    module, _, last = module.rpartition(".")
                    attr = f"{last}.{attr}" if attr else last
                    assert module, f"{page.name}: cannot import {target}"
            for part in filter(None, attr.split(".")):
                obj = getattr(obj, part)
            assert obj.__doc__, f"{page.name}: {target} has no docstring"
