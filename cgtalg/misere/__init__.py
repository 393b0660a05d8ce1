"""Partizan games under misère play: forms, the general universe and its canonical forms.

Under the misère convention the player who cannot move on their turn wins.

* :mod:`.form` -- :class:`PartizanMisereGame`, hash-consed short partizan forms
  (sums, conjugates, misère outcomes, braces notation, :func:`parse`);
* :mod:`.canonical` -- the order and equality of forms modulo all games
  (:func:`geq`, :func:`equal`) and misère canonical forms
  (:func:`canonical`);
* :mod:`.census` -- the canonical forms born by day *n* (:func:`born_by`).

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
from cgtalg.misere.form import MAX_PARSED_INTEGER, MAX_PARSED_LENGTH, STAR, ZERO, PartizanMisereGame, parse

__all__ = [
    "PartizanMisereGame", "ZERO", "STAR", "parse", "MAX_PARSED_INTEGER", "MAX_PARSED_LENGTH",
    "geq", "equal", "canonical", "clear_cache", "born_by",
]
