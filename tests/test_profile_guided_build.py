"""The profile-guided build: the decisions setup.py takes, the training workload, the build kind reported.

setup.py loads ``cgtalg/compilation.py`` by its path and takes every decision
through its functions (tested here on compilers' ``--version`` texts); a full
two-stage build takes minutes, so it is checked by CI's installs (and by hand
for ``pip install .``, ``pip install -e .`` and ``setup.py build_ext
--inplace``), not here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import cgtalg
import cgtalg.accelerated as accelerated
import cgtalg._build_training as training
from cgtalg import compilation

ROOT = Path(__file__).resolve().parents[1]

GCC_DEBIAN = "gcc (Debian 12.2.0-14) 12.2.0\nCopyright (C) 2022 Free Software Foundation, Inc.\nThis is free software\n"
GCC_CROSS = "x86_64-linux-gnu-gcc-13 (Ubuntu 13.2.0-4ubuntu3) 13.2.0\nCopyright (C) 2023 Free Software Foundation, Inc.\n"
GCC_FEDORA = "cc (GCC) 14.1.1 20240701 (Red Hat 14.1.1-7)\nCopyright (C) 2024 Free Software Foundation, Inc.\n"
GCC_OLD = "gcc (GCC) 9.4.0\nCopyright (C) 2019 Free Software Foundation, Inc.\n"
APPLE_GCC = "Apple clang version 15.0.0 (clang-1500.1.0.2.5)\nTarget: arm64-apple-darwin23.2.0\nThread model: posix\n"
CLANG = "Debian clang version 14.0.6\nTarget: x86_64-pc-linux-gnu\nThread model: posix\nInstalledDir: /usr/bin\n"
ICX = "Intel(R) oneAPI DPC++/C++ Compiler 2024.0.0 (2024.0.0.20231017)\nTarget: x86_64-unknown-linux-gnu\n"


@pytest.mark.parametrize(("text", "gcc"), [
    (GCC_DEBIAN, True), (GCC_CROSS, True), (GCC_FEDORA, True), (GCC_OLD, False),
    (APPLE_GCC, False), (CLANG, False), (ICX, False), ("", False), ("gcc: command not found", False),
])
def test_only_gcc_10_or_later_is_taken_for_gcc(text: str, gcc: bool) -> None:
    assert compilation.is_gcc(text) is gcc


@pytest.mark.parametrize(("value", "wanted"), [
    (None, False), ("", False), ("1", True), ("yes", True), (" ON ", True), ("True", True), ("0", False),
    (" 0 ", False), ("off", False), ("No", False), ("FALSE", False), ("2", False),
])
def test_cgtalg_pgo_1_asks_for_it(value: str | None, wanted: bool) -> None:
    environ = {} if value is None else {"CGTALG_PGO": value}
    assert compilation.pgo_requested(environ) is wanted


def test_the_flags_of_each_stage() -> None:
    flags = compilation.pgo_flags({"CGTALG_PGO": "1"}, GCC_DEBIAN)
    assert flags is not None
    generate, use = flags
    assert "-fprofile-generate" in generate and not any("profile-use" in f for f in generate)
    assert "-fprofile-use" in use and "-fprofile-partial-training" in use and "-Wno-missing-profile" in use
    assert "-O2" in use  # the profile-guided build asked for speed: -O2 over the plain build's -O1
    assert not any("generate" in f for f in use)
    asked = {"CGTALG_PGO": "1"}
    for environ, text in [({}, GCC_DEBIAN), ({"CGTALG_PGO": "0"}, GCC_DEBIAN), (asked, CLANG), (asked, APPLE_GCC),
                          (asked, "")]:
        assert compilation.pgo_flags(environ, text) is None, (environ, text)


def test_every_build_with_gcc_or_clang_is_optimised_without_debug_information() -> None:
    assert compilation.compile_flags("unix", "core.mex") == ("-O1", "-finline-small-functions", "-g0")
    assert compilation.compile_flags("unix", "core.order") == ("-O2", "-g0")
    assert set(compilation.HOT_MODULES) <= set(compilation.COMPILED_MODULES)
    assert compilation.compile_flags("msvc", "core.order") == ()
    source = (ROOT / "setup.py").read_text()
    assert "compilation.compile_flags(" in source


def test_setup_takes_its_decisions_from_compilation() -> None:
    source = (ROOT / "setup.py").read_text()
    assert "compilation.pgo_flags(os.environ, " in source
    assert "-fprofile" not in source and "-O1" not in source and "-O2" not in source  # the flags live in compilation.py only


def test_build_kind_of_a_manifest() -> None:
    digest = "0" * 64
    assert compilation.build_kind({"core.mex": digest, "build": "profile-guided"}) == compilation.PROFILE_GUIDED
    assert compilation.build_kind({"core.mex": digest, "build": "plain"}) == compilation.PLAIN
    assert compilation.build_kind({"core.mex": digest}) == compilation.PLAIN  # written before the entry existed
    assert compilation.build_kind({"core.mex": digest, "build": "training"}) == compilation.PLAIN
    assert compilation.BUILD_KEY not in compilation.COMPILED_MODULES


def test_the_training_workload_runs_and_checks_its_values(monkeypatch: pytest.MonkeyPatch) -> None:
    training.train()
    # A wrong answer fails it (as a broken first-stage build must): every value of a ruleset off.
    monkeypatch.setattr(cgtalg, "value", lambda position: cgtalg.STAR)
    with pytest.raises(AssertionError, match="profile training: domineering"):
        training.train()


def test_the_training_positions_are_not_benchmark_rows() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import bench_rulesets
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    rows = bench_rulesets.workloads(quick=False) + bench_rulesets.workloads(quick=True)
    warm_ups = list(bench_rulesets.WARM_UP.items())
    names = {"toads": "toads-and-frogs"}
    for game, spec in rows + warm_ups:
        if game == "domineering":
            rows_, cols = map(int, spec.split("x"))
            spec = "|".join(["." * cols] * rows_)
        trained = training.POSITIONS.get(names.get(game, game), {})
        assert spec not in trained, (game, spec)
    assert set(training.POSITIONS) >= {"domineering", "snort", "col", "toads-and-frogs", "clobber"}


def test_the_build_kind_is_reported() -> None:
    if accelerated.ACCELERATED:
        assert accelerated.BUILD in (compilation.PLAIN, compilation.PROFILE_GUIDED)
        assert accelerated.REASON.startswith(f"compiled: {accelerated.BUILD} Cython build of cgtalg.")
    else:
        assert accelerated.BUILD is None


@pytest.mark.skipif(not accelerated.ACCELERATED, reason="needs a compiled core")
@pytest.mark.parametrize("kind", ["profile-guided", "plain", None])
def test_the_build_kind_comes_from_the_manifest(tmp_path: Path, kind: str | None) -> None:
    # A copy of the package whose manifest says the kind (None: a manifest from before the entry).
    copy = tmp_path / "cgtalg"
    shutil.copytree(Path(cgtalg.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    manifest_path = copy / compilation.MANIFEST
    manifest = json.loads(manifest_path.read_text())
    manifest.pop(compilation.BUILD_KEY, None)
    if kind is not None:
        manifest[compilation.BUILD_KEY] = kind
    manifest_path.write_text(json.dumps(manifest))
    env = {k: v for k, v in os.environ.items() if k != "CGTALG_PURE_PYTHON"}
    env["PYTHONPATH"] = str(tmp_path)
    out = subprocess.run(
        [sys.executable, "-c", "import cgtalg, cgtalg.accelerated as a; print(cgtalg.__file__); print(a.BUILD); print(a.REASON)"],
        capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    where, build, reason = out.stdout.splitlines()
    assert where.startswith(str(tmp_path))
    assert build == (kind or "plain")
    assert reason.startswith(f"compiled: {kind or 'plain'} Cython build of cgtalg.core.mex, ")
    assert "RuntimeWarning" not in out.stderr
