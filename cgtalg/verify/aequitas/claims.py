"""Every claim of the Æquitas paper in the paper's order, and how the claims run: in one loop or as chunks.

:data:`CLAIMS` is Section 2's claims (:mod:`.destined`) followed by Section
3's (:mod:`.unknown`). The claims are independent of one another, so each
may run in another process: :func:`check_claims` runs them one after
another, or through a run's executor one chunk per claim
(:func:`claims_chunk`), with the same checks in the same order either way.

Examples
--------
>>> len(CLAIMS), CLAIMS[0].name, CLAIMS[-1].name
(42, 'example_n2', 'find_vs_identify')
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from cgtalg.errors import InputValueError, check_instance, check_int, check_items, check_str, describe
from cgtalg.verify.framework import Claim, Context

from . import destined, unknown
from .checks import Check, Row

__all__ = ["CLAIMS", "MAX_N", "check_claims", "claims_chunk"]

#: The largest number of coins the claims are checked for (beyond it a run takes far too long).
MAX_N = 60

#: Every claim of the paper, in its order; each takes ``max_n``.
CLAIMS: list[Claim[int]] = [*destined.CLAIMS, *unknown.CLAIMS]

_BY_NAME = {claim.name: claim for claim in CLAIMS}
if len(_BY_NAME) != len(CLAIMS):
    raise AssertionError("library bug: two claims of the Æquitas check have the same name")


def check_claims(max_n: int = 30, ctx: Context | None = None) -> list[Check]:
    """Recompute every claim of the paper up to *max_n* coins.

    Parameters
    ----------
    max_n : int
        Largest number of coins (``l + h`` for the destined games).
    ctx : Context, optional
        When run as a reproduction: the claims run as chunks through the
        context's executor (see :meth:`cgtalg.verify.Context.map_chunks`),
        with its progress reporting and checkpoint.

    Returns
    -------
    list of Check
        One per claim (a table's columns one each), in the order of the paper.

    Raises
    ------
    InputTypeError
        If *max_n* is not an int (or is a bool), or *ctx* not a
        :class:`~cgtalg.verify.framework.Context`.
    InputValueError
        If *max_n* is below 4 or above :data:`MAX_N`.

    Examples
    --------
    >>> [c.verdict.value for c in check_claims(6) if c.key in ("lemma6-F", "lemma10-F")]
    ['holds', 'fails']
    """
    max_n = check_int(max_n, "max_n (the claims start at N = 1..4)", minimum=4, maximum=MAX_N)
    if ctx is not None:
        check_instance(ctx, Context, "the context")
    if ctx is None:
        return [check for claim in CLAIMS for check in claim.records(max_n)]
    results = ctx.map_chunks(claims_chunk, [[max_n, claim.name] for claim in CLAIMS], desc="aequitas")
    return [_check_from_json(entry) for result in results for entry in result]


def claims_chunk(chunk: list[Any]) -> list[dict[str, Any]]:
    """The checks of one claim of the paper, as JSON: *chunk* is ``[max_n, claim name]``.

    The chunk task of the reproduction (see
    :meth:`cgtalg.verify.Context.map_chunks`): the claims are independent, so
    they may run in other processes; :func:`check_claims` turns the results
    back into :class:`~.checks.Check` records.

    Parameters
    ----------
    chunk : list
        ``[max_n, name]``: the largest number of coins, and the name of a
        claim of :data:`CLAIMS`.

    Returns
    -------
    list of dict
        Each :class:`~.checks.Check` of that claim as a dict (``dataclasses.asdict``).

    Raises
    ------
    InputTypeError
        If *chunk* is not a pair of an int and a str.
    InputValueError
        If no claim has that name, or *max_n* is out of range.

    Examples
    --------
    >>> [c["key"] for c in claims_chunk([6, "two_coins"])]
    ['two-coins']
    >>> _check_from_json(claims_chunk([6, "lemma9"])[0]) == next(unknown._lemma9(6))
    True
    """
    parts = check_items(chunk, "the chunk")
    if len(parts) != 2:
        raise InputValueError(f"a chunk is [max_n, claim name], got {describe(chunk)}")
    max_n = check_int(parts[0], "max_n", minimum=1, maximum=MAX_N)
    name = check_str(parts[1], "the claim's name")
    claim = _BY_NAME.get(name)
    if claim is None:
        raise InputValueError(f"no claim of the Æquitas check is called {describe(name)}")
    return [asdict(check) for check in claim.records(max_n)]


def _check_from_json(entry: dict[str, Any]) -> Check:
    fields = dict(entry)
    fields["rows"] = [Row(**row) for row in fields["rows"]]
    return Check(**fields)
