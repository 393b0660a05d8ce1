"""``cgtalg verify -o FILE`` writes the report to FILE and says where it went."""

from __future__ import annotations

import os

from tests.cli_runner import run_cli

SMALL = ("--max-birthday", "1")


def test_text_report_to_a_file(tmp_path: os.PathLike[str]) -> None:
    target = os.path.join(tmp_path, "report.txt")
    status, out, err = run_cli("verify", "laws", *SMALL, "-o", target)
    assert status == 0, err
    assert out == f"cgtalg verify: wrote the report to {target}\n"
    with open(target, encoding="utf-8") as fh:
        assert fh.read().startswith("cgtalg verify: 1 reproduction")


def test_json_report_to_a_file(tmp_path: os.PathLike[str]) -> None:
    target = os.path.join(tmp_path, "report.json")
    status, out, err = run_cli("verify", "laws", *SMALL, "--json", "-o", target)
    assert status == 0, err
    assert out == f"cgtalg verify: wrote the JSON report to {target}\n"


def test_an_unwritable_file_is_a_usage_error(tmp_path: os.PathLike[str]) -> None:
    target = os.path.join(tmp_path, "no", "such", "dir", "report.txt")
    status, out, err = run_cli("verify", "laws", *SMALL, "-o", target)
    assert status == 2 and out == "" and "cannot write" in err
