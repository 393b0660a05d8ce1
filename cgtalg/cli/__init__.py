"""The ``cgtalg`` command line: one module per command, on top of every layer of the library.

Every command prints plain text, reports bad input in one clear line on
standard error and exits with status 2 for bad input, 1 for an internal error
and 0 otherwise (``verify --strict`` adds 3: a claim fails). Bad input is
whatever the library refuses with one of its own error types
(:class:`cgtalg.errors.InputError`); any other exception is a bug, reported
in one line that asks for a report (set ``CGTALG_DEBUG=1`` for the full
traceback). ``cgtalg COMMAND --help`` shows an example of each.

* ``cgtalg verify [NAME ...]`` (:mod:`~cgtalg.cli.verify`) runs the
  reproductions registered in :mod:`cgtalg.verify` and prints a summary table
  of the verdicts and the claims that do not simply hold; ``--details``
  prints every claim with what was computed, over what range, and the
  verdict; ``--json`` gives it all as JSON.
* ``cgtalg value EXPR`` (:mod:`~cgtalg.cli.value`), ``cgtalg compare A B``
  (:mod:`~cgtalg.cli.compare`), ``cgtalg outcome EXPR``
  (:mod:`~cgtalg.cli.outcome`), ``cgtalg thermograph EXPR``
  (:mod:`~cgtalg.cli.thermograph`): canonical forms, analyses, the order and
  outcome classes of games written in CGSuite-style notation
  (``"{1|*} + ^"``), and positions of the registered rulesets.
* ``cgtalg grundy RULESET ARGS`` (:mod:`~cgtalg.cli.grundy`), ``cgtalg welter
  COUNTS`` (:mod:`~cgtalg.cli.welter`), ``cgtalg flip COINS``
  (:mod:`~cgtalg.cli.flip`), ``cgtalg coins GAME N``
  (:mod:`~cgtalg.cli.coins`): values of rulesets.
* ``cgtalg octal CODE`` (:mod:`~cgtalg.cli.octal`) and ``cgtalg
  misere-quotient CODE`` (:mod:`~cgtalg.cli.misere_quotient`): nim-sequences
  with certified periods and misère quotients of heap games.

What the commands share is in :mod:`~cgtalg.cli.common` (exit statuses,
reading arguments, the line of an internal error) and
:mod:`~cgtalg.cli.progress` (progress bars); :mod:`~cgtalg.cli.entry` builds
the parser from the command modules and holds :func:`main`. The mathematics
returns values; only these modules turn them into text.

:func:`main` takes the argument list and returns the exit status, so the
command line can be driven from Python too.

Examples
--------
>>> main(["value", "{1|*} + ^"])
{1^|^*}
0
>>> main(["compare", "^", "*"])
^ || *
0
>>> main(["grundy", "nim", "3", "4", "5"])
Nim(3, 4, 5): Grundy value 2 (*2), a first-player win
  winning move: take 2 from the heap of 3, leaving 1
0
"""

from __future__ import annotations

from .common import DEBUG_ENV, EXIT_BAD_INPUT, EXIT_CLAIM_FAILS, EXIT_INTERNAL, EXIT_OK, REPORT_TO, UsageError
from .entry import build_parser, main

__all__ = ["main", "build_parser"]
