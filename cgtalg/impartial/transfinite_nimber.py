"""Transfinite nimbers ``*ω``, ``*(ω+5)``, ``*ω^2``: nim heaps of infinite ordinal size, and their sums.

For every ordinal ``α`` there is the impartial game ``*α``, a nim heap of size
``α`` (its options are the ``*β`` for ``β < α``). The disjunctive sum of two
such heaps is the heap of their nim-sum (:func:`~cgtalg.impartial.ordinal_nim.ordinal_nim_sum`),
so ``*ω + *ω = 0`` and ``*ω + *3 = *(ω+3)``; and ``*α - *β = *α + *β`` is
zero exactly when ``α = β``, so two nimbers are equal or confused (``‖``),
never one above the other. Every nonzero nimber is a first-player win.

:class:`TransfiniteNimber` holds an infinite ordinal below ``ω^(ω^6541)`` (the
range of :mod:`cgtalg.impartial.ordinal_nim`); a sum that comes out finite is
the short game ``*n``. A transfinite nimber is not a short game, and its sum
with a short game other than a nimber (``↑ + *ω``) is refused by name:
CGSuite, whose spellings are read and printed here, adds transfinite nimbers
only to one another.

References
----------
J. H. Conway, *On Numbers and Games*, ch. 6 (nim-addition of the ordinals);
A. N. Siegel, *Combinatorial Game Theory*, ch. VIII (transfinite nim);
CGSuite's ``TransfiniteNimber`` (``toOutput``, and the EvalTest rows
``*(omega*omega)`` → ``*ω^2``, ``*(omega-1)`` refused).

Examples
--------
>>> from cgtalg import nimber
>>> from cgtalg.transfinite import OMEGA
>>> w = TransfiniteNimber(OMEGA)
>>> print(w, w + nimber(5), w + w, w * OMEGA)
*ω *(ω+5) 0 *ω^2
>>> print(parse_transfinite_nimber("*(omega*5) + *omega"))
*(ω×4)
"""

from __future__ import annotations

import re
from typing import Any

from ..core.game_type import Game
from ..core.order import Outcome, Relation
from ..core.values import nimber
from ..errors import InputTypeError, InputValueError, check_str, describe
from ..transfinite import GeneralizedOrdinal, parse_transfinite
from ..transfinite.parser import TransfiniteSyntaxError
from .ordinal_nim import ordinal_nim_product, ordinal_nim_sum, ordinal_nimber_text

__all__ = ["TransfiniteNimber", "parse_transfinite_nimber"]

#: The CGSuite spelling of a transfinite nimber, for the error messages.
_EXAMPLES = "*omega, *(omega+5), *ω^2"


def _nim_value(value: object, what: str) -> GeneralizedOrdinal:
    """*value* (a nim value: int, GeneralizedOrdinal, nimber game or TransfiniteNimber) as an ordinal."""
    if isinstance(value, TransfiniteNimber):
        return value.nim_value
    if isinstance(value, Game):
        if not value.is_nimber:
            raise InputValueError(
                f"{what}: a transfinite nimber adds only to nimbers, not to the short game {value}; "
                f"a sum such as ↑ + *ω is not a short game, and neither cgtalg nor CGSuite forms it")
        return GeneralizedOrdinal(value.nim_value)
    if isinstance(value, (int, GeneralizedOrdinal)) and not isinstance(value, bool):
        return ordinal_nim_sum(value)
    raise InputTypeError(f"{what} must be a nimber or an ordinal, not {describe(value)}")


def _nimber_of(value: GeneralizedOrdinal) -> Any:
    """The nimber ``*value``: a short game when *value* is finite, else a :class:`TransfiniteNimber`."""
    return nimber(value.as_int()) if value.is_integer else TransfiniteNimber(value)


class TransfiniteNimber:
    """The nimber ``*α`` of an infinite ordinal ``α`` below ``ω^(ω^6541)``.

    Parameters
    ----------
    nim_value : GeneralizedOrdinal
        An infinite ordinal (positive coefficients) below ``ω^(ω^6541)``.

    Raises
    ------
    InputTypeError
        If *nim_value* is not a GeneralizedOrdinal.
    InputValueError
        If it is not an ordinal (CGSuite: "Nim value is not an ordinal"), is finite
        (``*3`` is the short game ``cgtalg.nimber(3)``), or is not below ``ω^(ω^6541)``.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6; CGSuite's ``TransfiniteNimber``.

    Examples
    --------
    >>> from cgtalg import nimber
    >>> from cgtalg.transfinite import OMEGA
    >>> x = TransfiniteNimber(OMEGA * 2 + 1)
    >>> print(x, x.outcome, x.relation(TransfiniteNimber(OMEGA * 2)))
    *(ω×2+1) N ||
    >>> x + x == 0, x - x == nimber(0), -x is x
    (True, True, True)
    """

    __slots__ = ("_value",)

    def __init__(self, nim_value: GeneralizedOrdinal) -> None:
        if not isinstance(nim_value, GeneralizedOrdinal):
            raise InputTypeError(f"a transfinite nimber's nim value must be a GeneralizedOrdinal, "
                                 f"not {describe(nim_value)}")
        if not nim_value.is_ordinal:
            raise InputValueError(f"Nim value is not an ordinal: {nim_value}")
        if nim_value.is_integer:
            raise InputValueError(f"the nim value {nim_value} is finite: *{nim_value} is the short game "
                                  f"cgtalg.nimber({nim_value}), not a transfinite nimber")
        self._value = ordinal_nim_sum(nim_value)

    @property
    def nim_value(self) -> GeneralizedOrdinal:
        """The ordinal ``α`` of ``*α``.

        Returns
        -------
        GeneralizedOrdinal

        Examples
        --------
        >>> from cgtalg import nimber
        >>> from cgtalg.transfinite import OMEGA
        >>> print(TransfiniteNimber(OMEGA + 5).nim_value)
        ω+5
        """
        return self._value

    @property
    def outcome(self) -> Outcome:
        """The outcome class: ``N`` (a nonzero nimber; the first player moves to 0).

        Returns
        -------
        Outcome

        Examples
        --------
        >>> from cgtalg import nimber
        >>> from cgtalg.transfinite import OMEGA
        >>> TransfiniteNimber(OMEGA).outcome
        <Outcome.N: 'N'>
        """
        return Outcome.N

    def relation(self, other: object) -> Relation:
        """How this nimber compares with another: equal, or confused (their difference is a nonzero nimber).

        Parameters
        ----------
        other : TransfiniteNimber, Game or int
            A nimber (a short game that is not a nimber is refused).

        Returns
        -------
        Relation
            ``Relation.EQUAL`` or ``Relation.CONFUSED``.

        Raises
        ------
        InputValueError, InputTypeError
            If *other* is not a nimber.

        Examples
        --------
        >>> from cgtalg import nimber
        >>> from cgtalg.transfinite import OMEGA
        >>> w = TransfiniteNimber(OMEGA)
        >>> print(w.relation(w), w.relation(nimber(7)))
        = ||
        """
        difference = ordinal_nim_sum(self._value, _nim_value(other, "the nimber compared"))
        return Relation.EQUAL if not difference else Relation.CONFUSED

    def __add__(self, other: object) -> Any:
        if not isinstance(other, (TransfiniteNimber, Game)):
            return NotImplemented
        return _nimber_of(ordinal_nim_sum(self._value, _nim_value(other, "the sum")))

    __radd__ = __add__
    __sub__ = __add__
    __rsub__ = __add__

    def __neg__(self) -> "TransfiniteNimber":
        return self

    def __pos__(self) -> "TransfiniteNimber":
        return self

    def __mul__(self, other: object) -> Any:
        """The Conway product ``*α ⊗ *β = *(α ⊗ β)`` (nim-multiplication of the values)."""
        if isinstance(other, (TransfiniteNimber, Game)):
            return _nimber_of(ordinal_nim_product(self._value, _nim_value(other, "the Conway product")))
        if isinstance(other, (int, GeneralizedOrdinal)) and not isinstance(other, bool):
            return _nimber_of(ordinal_nim_product(self._value, ordinal_nim_sum(other)))
        return NotImplemented

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, TransfiniteNimber):
            return self._value == other._value
        return False if isinstance(other, (Game, int)) else NotImplemented

    def __hash__(self) -> int:
        return hash(("TransfiniteNimber", self._value))

    def __bool__(self) -> bool:
        return True

    def __str__(self) -> str:
        return ordinal_nimber_text(self._value)

    def __repr__(self) -> str:
        return f"parse({ordinal_nimber_text(self._value, ascii=True)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (TransfiniteNimber, (self._value,))


_TERM_START = re.compile(r"\s*([+-]?)\s*")


def _split_sum(text: str) -> list[tuple[int, str]]:
    """The terms of a sum at bracket depth 0, each with its position in *text* (a leading sign dropped)."""
    terms, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c in "+-" and depth == 0 and text[start:i].strip():
            terms.append((start, text[start:i]))
            start = i + 1
    terms.append((start, text[start:]))
    out = []
    for at, term in terms:
        lead = _TERM_START.match(term)
        assert lead is not None
        out.append((at + lead.end(), term[lead.end():].rstrip()))
    return out


def parse_transfinite_nimber(text: str) -> Any:
    """Read a sum of nimbers in CGSuite's spelling: ``*omega``, ``*(omega+5)``, ``*ω^2 + *3``.

    Each term is ``*`` followed by a power of ω, a parenthesized ordinal or an integer
    (``*(omega*omega)``, ``*ω^(ω+1)``, ``*3``); the terms are joined by ``+`` or ``-``
    (the same, for nimbers).

    Parameters
    ----------
    text : str
        The sum.

    Returns
    -------
    TransfiniteNimber or Game
        The nimber of the nim-sum of the values: a short game ``*n`` when it is finite.

    Raises
    ------
    InputValueError
        If a value is not an ordinal (``*(omega-1)``: "Nim value is not an ordinal").
    TransfiniteSyntaxError
        (an InputValueError, with the position) If a term is not a nimber (a short game such
        as ``^`` beside ``*ω``, a bare number), a value is not below ``ω^(ω^6541)``, or the
        transfinite parser cannot read it.
    InputTypeError
        If *text* is not a ``str``.

    References
    ----------
    CGSuite's EvalTest (``*(omega*omega)`` → ``*ω^2``, ``*(omega+5)`` → ``*(ω+5)``,
    ``*(omega*5)`` → ``*(ω×5)``, ``*(omega-1)``: "Nim value is not an ordinal").

    Examples
    --------
    >>> print(parse_transfinite_nimber("*(omega*omega)"), parse_transfinite_nimber("*omega + *omega + *3"))
    *ω^2 *3
    >>> parse_transfinite_nimber("*(omega-1)")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: Nim value is not an ordinal: ω-1
    """
    text = check_str(text, "a transfinite nimber")
    total = GeneralizedOrdinal(0)
    for at, term in _split_sum(text):
        if not term.startswith("*"):
            raise TransfiniteSyntaxError(
                f"{term!r} is not a nimber: a transfinite nimber ({_EXAMPLES}) adds only to nimbers; a sum "
                f"such as ↑ + *ω is not a short game, and neither cgtalg nor CGSuite forms it", text, at)
        body = term[1:].strip()
        depth = 0
        for c in body:
            depth += (c == "(") - (c == ")")
            if depth == 0 and c in "*×/":
                raise TransfiniteSyntaxError("the value of a nimber goes in parentheses, as in *(omega*5)",
                                             text, at)
        value = parse_transfinite(body)
        if not value.is_generalized_ordinal or not value.numerator.is_ordinal:
            raise InputValueError(f"Nim value is not an ordinal: {value}")
        try:
            total = ordinal_nim_sum(total, value.numerator)
        except InputValueError as e:
            raise TransfiniteSyntaxError(f"the nim value of {term!r}: {e}", text, at) from None
    return _nimber_of(total)

