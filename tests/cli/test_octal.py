"""The ``cgtalg octal`` command: output, errors, checkpoint and resume."""

from __future__ import annotations

import io
import os

from cgtalg.cli.octal import octal_report
from cgtalg.cli import main
from cgtalg.impartial.nim_sequence import load_nim_sequence, nim_sequence
from cgtalg.rulesets.heap import TakeAndBreak


def test_octal_command_reports_certified_period():
    out = io.StringIO()
    assert main(["octal", "0.77", "--heaps", "400", "--period", "--no-progress"], out=out) == 0
    text = out.getvalue()
    assert "G(0..39): 0 1 2 3 1 4 3 2 1 4 2 6 4" in text
    assert "period 12 from heap 71 (last exception at heap 70); certified" in text


def test_octal_command_never_certifies_without_the_theorem():
    out = io.StringIO()
    assert main(["octal", "grundy", "--heaps", "300", "--period", "--no-progress"], out=out) == 0
    assert "certified by" not in out.getvalue()
    out = io.StringIO()
    assert main(["octal", "0.[3]", "--heaps", "100", "--period", "--no-progress"], out=out) == 0
    assert "NOT certified" in out.getvalue()


def test_octal_command_bad_code_exit_status(capsys):
    assert main(["octal", "0.7x", "--heaps", "10"]) == 2
    assert "malformed take-and-break code" in capsys.readouterr().err


def test_checkpoint_and_resume(tmp_path):
    path = os.path.join(tmp_path, "k.txt")
    octal_report("0.07", 500, checkpoint=path, out=io.StringIO())
    game, values = load_nim_sequence(path)
    assert game == "0.07" and values == nim_sequence(TakeAndBreak("0.07"), 500)
    out = io.StringIO()
    values2, _ = octal_report("0.07", 900, checkpoint=path, resume=True, out=out)
    assert "resumed from" in out.getvalue() and "400 new heaps" in out.getvalue()
    assert values2 == nim_sequence(TakeAndBreak("0.07"), 900)
    # a checkpoint of another game is refused
    assert main(["octal", "0.77", "--heaps", "600", "--checkpoint", path, "--resume"]) == 2


def test_plot_file_is_written(tmp_path):
    import pytest

    pytest.importorskip("matplotlib")
    path = os.path.join(tmp_path, "kayles.png")
    out = io.StringIO()
    assert main(["octal", "0.77", "--heaps", "300", "--plot", path, "--no-progress"], out=out) == 0
    assert os.path.getsize(path) > 1000 and "plot saved" in out.getvalue()


def test_plot_without_matplotlib_is_a_clear_error(monkeypatch, capsys):
    import builtins

    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError("no matplotlib here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert main(["octal", "0.77", "--heaps", "50", "--plot", "x.png", "--no-progress"], out=io.StringIO()) == 2
    assert "pip install 'cgtalg[plot]'" in capsys.readouterr().err
