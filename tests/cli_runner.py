"""Run the ``cgtalg`` command in-process for tests: one runner shared by every CLI test."""

from __future__ import annotations

import contextlib
import io

from cgtalg.cli import main


def run_cli(*argv: str) -> tuple[int, str, str]:
    """Run ``cgtalg *argv`` through :func:`cgtalg.cli.main`; return (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(list(argv), out=out)
    return status, out.getvalue(), err.getvalue()
