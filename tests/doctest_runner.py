"""A doctest runner for the tests that run doctests themselves: one shared by every such test."""

from __future__ import annotations

import doctest

import pytest


class SkippingRunner(doctest.DocTestRunner):
    """A doctest runner that lets pytest's skip (``pytest.importorskip``) through.

    As under ``--doctest-modules``: a run whose example skips (e.g. a plot
    without matplotlib) ends there and is reported as skipped by the caller,
    not failed example by example on the names the skipped import would have
    bound.
    """

    def report_unexpected_exception(self, out, test, example, exc_info):  # type: ignore[no-untyped-def]
        if isinstance(exc_info[1], pytest.skip.Exception):
            raise exc_info[1]
        super().report_unexpected_exception(out, test, example, exc_info)
