"""Misère play of impartial games: outcomes, the genus, misère canonical forms and misère quotients.

Under the misère convention the player who makes the last move loses.

* :mod:`.play` -- misère Grundy values and outcomes, Bouton's rule for
  misère Nim, the genus;
* :mod:`.canonical` -- misère simplest forms (:class:`MisereGame`) and
  misère equality;
* :mod:`.parts` -- differences of forms (``X`` with ``X + H = G``) and
  their parity;
* :mod:`.cgsuite_spelling` -- CGSuite's spellings of those forms,
  ``*[3]``, ``*[[2],0]``, ``*[2#0]`` (read and written);
* misère quotients of heap games (Plambeck and Siegel): the one entry point
  :func:`misere_quotient` (``method="incremental"``, ``"layers"``,
  ``"direct"`` or ``"learn"``; :mod:`.construction`), the value it returns
  (:class:`MisereQuotient`, :mod:`.quotient`), and the constructions behind
  it -- :mod:`.incremental` (heap by heap), :mod:`.layers` (a heap that
  splits the last quotient, by layers), :mod:`.direct` (exhaustive),
  :mod:`.learn` (learned from outcomes) -- with their shared parts,
  :mod:`.monoid` (finite commutative monoids), :mod:`.certificate` (the
  proof every quotient passes), :mod:`.candidates` (candidates for the next
  heap) and :mod:`.bounds` (periodicity, lower bounds);
* :mod:`.oracle` -- the one protocol the quotient constructions read a game
  through (:class:`MisereOracle`: a heap's options, a position's misère
  outcome) and the oracles that answer it;
* :mod:`.check` -- brute-force checks of a quotient that do not trust it.

The modules import each other in that order (play, canonical, parts,
cgsuite_spelling; monoid, quotient, oracle, certificate, candidates, direct,
check, layers, learn, incremental, bounds, construction), never in a circle, and nothing above
:mod:`cgtalg.impartial` (a heap game comes in as an object, never by name).
Importing the package loads play and canonical; the quotient modules load
when one of their names is first taken from it.

References
----------
J. H. Conway, *On Numbers and Games*, chapter 12.
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 13.
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.

Examples
--------
>>> from cgtalg.impartial.misere import genus, misere_grundy, misere_quotient
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> str(genus(3, options=lambda n: range(n))), misere_grundy(1, options=lambda n: range(n))
('3^31', 0)
>>> q = misere_quotient(TakeAndBreak("0.77"), 12)       # misère Kayles, heaps up to 12
>>> q.order, q.outcome([1, 4, 12])
(24, 'P')
"""

import importlib
from typing import TYPE_CHECKING, Any

from .canonical import MisereGame, misere_canonical, misere_equal, misere_games_born_by
from .play import (
    Genus,
    bouton_misere_outcome,
    bouton_misere_value,
    genus,
    height,
    misere_grundy,
    misere_outcome,
)

if TYPE_CHECKING:
    from .bounds import (
        LowerBoundBelowFailure,
        QuotientPeriod,
        lower_bound_below_failure,
        next_heap_lower_bound,
        quotient_period,
    )
    from .certificate import certify_quotient
    from .check import LowerBound, OutcomeCheck, check_lower_bound, check_outcomes, check_random_positions
    from .construction import misere_quotient
    from .direct import direct_misere_quotient
    from .incremental import IncrementalQuotient, extend_layered, incremental_misere_quotient, layered_next_heap
    from .learn import learn_quotient
    from .oracle import ExtensionOutcomes, MisereOracle, MisereOutcomes, TrustingOracle, misere_oracle
    from .quotient import MisereQuotient, QuotientNotCertified

#: The module of each quotient name, loaded when the name is first taken from the package.
_QUOTIENT_NAMES = {
    **dict.fromkeys(["misere_quotient"], "construction"),
    **dict.fromkeys(["MisereQuotient", "QuotientNotCertified"], "quotient"),
    **dict.fromkeys(["MisereOracle", "TrustingOracle", "misere_oracle", "MisereOutcomes", "ExtensionOutcomes"],
                    "oracle"),
    **dict.fromkeys(["direct_misere_quotient"], "direct"),
    **dict.fromkeys(["IncrementalQuotient", "incremental_misere_quotient", "layered_next_heap", "extend_layered"],
                    "incremental"),
    **dict.fromkeys(["learn_quotient"], "learn"),
    **dict.fromkeys(["certify_quotient"], "certificate"),
    **dict.fromkeys(["QuotientPeriod", "quotient_period", "LowerBoundBelowFailure", "lower_bound_below_failure",
                     "next_heap_lower_bound"], "bounds"),
    **dict.fromkeys(["LowerBound", "OutcomeCheck", "check_lower_bound", "check_outcomes", "check_random_positions"],
                    "check"),
}


def __getattr__(name: str) -> Any:
    module = _QUOTIENT_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_QUOTIENT_NAMES))


__all__ = [
    # play
    "misere_grundy",
    "misere_outcome",
    "bouton_misere_value",
    "bouton_misere_outcome",
    "Genus",
    "genus",
    "height",
    # canonical forms
    "MisereGame",
    "misere_canonical",
    "misere_equal",
    "misere_games_born_by",
    # quotients: the entry point and its value
    "misere_quotient",
    "MisereQuotient",
    "QuotientNotCertified",
    # the oracle protocol
    "MisereOracle",
    "TrustingOracle",
    "misere_oracle",
    "MisereOutcomes",
    "ExtensionOutcomes",
    # the constructions
    "direct_misere_quotient",
    "IncrementalQuotient",
    "incremental_misere_quotient",
    "layered_next_heap",
    "extend_layered",
    "learn_quotient",
    "certify_quotient",
    # what a quotient proves beyond its heaps
    "QuotientPeriod",
    "quotient_period",
    "LowerBoundBelowFailure",
    "lower_bound_below_failure",
    "next_heap_lower_bound",
    # brute-force checks
    "LowerBound",
    "OutcomeCheck",
    "check_lower_bound",
    "check_outcomes",
    "check_random_positions",
]
