"""Partizan games under misère play: forms, the general universe and its canonical forms.

Under the misère convention the player who cannot move on their turn wins.

* :mod:`.form` -- :class:`PartizanMisereGame`, hash-consed short partizan forms
  (sums, conjugates, misère outcomes, braces notation, :func:`parse`);
* :mod:`.canonical` -- the order and equality of forms modulo all games
  (:func:`geq`, :func:`equal`) and misère canonical forms
  (:func:`canonical`);
* :mod:`.census` -- the values born by day *n*, modulo all games or a
  universe (:func:`born_by`);
* :mod:`.universe` -- :class:`Universe`: order, equality and reduced forms
  modulo a universe of games (the maintenance-and-proviso test);
* :mod:`.dicot` -- modulo the dicot universe (:func:`geq_dicot`,
  :func:`equal_dicot`, :func:`canonical_dicot`, :data:`DICOT`);
* :mod:`.dead_ending` -- modulo the dead-ending universe
  (:func:`is_dead_ending`, :func:`geq_dead_ending`,
  :func:`equal_dead_ending`, :func:`canonical_dead_ending`,
  :data:`DEAD_ENDING`);
* :mod:`.quotient` -- misère quotients of the closure of finitely many forms
  (:func:`misere_quotient`, :class:`PartizanMisereQuotient`,
  :func:`quotient_from_candidate`), each proved by the state check of
  :mod:`.quotient_certificate` (:func:`certify_candidate`).

``==`` on forms is identity of forms; equality of values is :func:`equal`.
Impartial misère theory (genus, misère quotients) is in
:mod:`cgtalg.impartial.misere`.

References
----------
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4*, MSRI Publ. 63 (2015); arXiv:math/0703565.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. V.

Examples
--------
>>> from cgtalg.misere import parse
>>> parse("{0|{0|}}").outcome()
<Outcome.R: 'R'>
"""

from cgtalg.misere.canonical import canonical, clear_cache, equal, geq
from cgtalg.misere.census import born_by
from cgtalg.misere.dead_ending import (
    DEAD_ENDING, canonical_dead_ending, equal_dead_ending, geq_dead_ending, is_dead_ending, is_left_dead_end,
    is_left_strong, is_right_dead_end, is_right_strong,
)
from cgtalg.misere.dicot import DICOT, canonical_dicot, equal_dicot, geq_dicot
from cgtalg.misere.universe import Universe
from cgtalg.misere.quotient import (
    PartizanMisereQuotient, PartizanQuotientNotCertified, misere_quotient, quotient_from_candidate,
)
from cgtalg.misere.quotient_certificate import Certificate, Closure, certify_candidate
from cgtalg.misere.form import MAX_PARSED_INTEGER, MAX_PARSED_LENGTH, STAR, ZERO, PartizanMisereGame, parse

__all__ = [
    "PartizanMisereGame", "ZERO", "STAR", "parse", "MAX_PARSED_INTEGER", "MAX_PARSED_LENGTH",
    "geq", "equal", "canonical", "clear_cache", "born_by",
    "Universe", "DICOT", "geq_dicot", "equal_dicot", "canonical_dicot",
    "DEAD_ENDING", "is_dead_ending", "is_left_dead_end", "is_right_dead_end", "is_left_strong", "is_right_strong",
    "geq_dead_ending", "equal_dead_ending", "canonical_dead_ending",
    "misere_quotient", "PartizanMisereQuotient", "PartizanQuotientNotCertified", "quotient_from_candidate",
    "Closure", "Certificate", "certify_candidate",
]
