"""Misère differences and parity: the form ``X`` with ``X + H = G``, and which of ``G``, ``G + *`` is even.

Misère impartial forms cannot be negated (only ``0`` and ``*`` have
inverses), but they cancel: ``X + H = Y + H`` implies ``X = Y``. So for
forms ``G`` and ``H`` there is at most one form ``X`` with ``X + H = G``,
the *difference* ``G - H``; when it exists, ``X`` and ``H`` are *parts* of
``G`` (Conway). :func:`misere_difference` finds it.

Every form is paired with ``G + *``, and the two birthdays differ by one;
the one born first is *even*, the other *odd* (so ``0`` and ``*2`` are
even, ``*`` and ``*3`` odd). :func:`misere_parity` says which. CGSuite
prints an odd form as its even partner with the subscript ``1``.

How the difference is found. If ``X + H = G``, every simplest option of
``G`` is the simplest form of some ``X' + H`` or ``X + H'``. Following
Siegel's account of parts (the algorithm CGSuite runs), ``X`` is either
``{G - H', G' - H}`` over all options ``H'`` of ``H`` and ``G'`` of ``G``
(when all those differences exist), or ``G' - H'`` for some pair of
options. Each candidate is checked by adding ``H`` back, so an answer is
never wrong; an odd ``H`` is first traded for its even partner
(``G - H = (G + *) - (H + *)``).
Every sum ``X + H`` of a form ``X`` born by day 5 (a sample) and ``H``
born by day 4 gives back ``X``, and the cases CGSuite's tests publish
agree.

References
----------
J. H. Conway, *On Numbers and Games*, ch. 12 (parts, the parity of a form);
A. N. Siegel, *Combinatorial Game Theory*, V.1-V.2; CGSuite's tests
(``MisereCanonicalGameTestCase``: ``IsEven``, ``Parts``, ``MisereMinus``).

Examples
--------
>>> from cgtalg.impartial.misere import MisereGame
>>> two = MisereGame.nim(2)
>>> misere_difference(two + two, two) is two
True
>>> [misere_parity(MisereGame.nim(n)) for n in range(5)]
[0, 1, 0, 1, 0]
"""

from __future__ import annotations

from ...errors import InputTypeError, InputValueError, describe
from .canonical import MisereGame

__all__ = ["misere_difference", "misere_parity", "MAX_DIFFERENCE_BIRTHDAYS", "MAX_DIFFERENCE_STEPS"]

#: The largest sum of the two birthdays :func:`misere_difference` takes (it recurses on followers).
MAX_DIFFERENCE_BIRTHDAYS = 400

#: The most pairs of followers :func:`misere_difference` looks at before it gives up.
MAX_DIFFERENCE_STEPS = 200_000

_ZERO = MisereGame.nim(0)
_STAR = MisereGame.nim(1)


def _check_form(g: object, what: str) -> MisereGame:
    if type(g) is not MisereGame:
        raise InputTypeError(f"{what} is a MisereGame, not {type(g).__name__} {describe(g)}")
    return g


def misere_parity(g: MisereGame) -> int:
    """0 if *g* is even (born before ``g + *``), 1 if it is odd (born after).

    Parameters
    ----------
    g : MisereGame
        The form.

    Returns
    -------
    int
        The parity: ``0`` for ``0``, ``*2``, ``{*2}``; ``1`` for ``*``, ``*3``, ``{*2} + *``.

    Raises
    ------
    InputTypeError
        If *g* is not a MisereGame.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 12; CGSuite's ``IsEven``.

    Examples
    --------
    >>> from cgtalg.impartial.misere import MisereGame
    >>> g = MisereGame.parse("{*2}")
    >>> misere_parity(g), misere_parity(g + MisereGame.nim(1)), (g + MisereGame.nim(1)).birthday
    (0, 1, 4)
    """
    _check_form(g, "the form whose parity is asked")
    heap = g.nim_heap
    if heap is not None:
        return heap & 1  # *2n + * = *(2n + 1)
    return 1 if (g + _STAR).birthday < g.birthday else 0


def misere_difference(g: MisereGame, h: MisereGame) -> MisereGame | None:
    """The form ``X`` with ``X + h = g`` (unique when it exists), or None if there is none.

    Parameters
    ----------
    g : MisereGame
        The form to subtract from.
    h : MisereGame
        The form subtracted.

    Returns
    -------
    MisereGame or None
        ``g - h``; None when *h* is not a part of *g*.

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a MisereGame.
    InputValueError
        If the two birthdays add up to more than :data:`MAX_DIFFERENCE_BIRTHDAYS`, or the search
        looks at more than :data:`MAX_DIFFERENCE_STEPS` pairs of followers.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 12; Siegel, *Combinatorial Game Theory*, V.2;
    CGSuite's ``MisereMinus``.

    Examples
    --------
    >>> from cgtalg.impartial.misere import MisereGame
    >>> g, h = MisereGame.parse("{{*2}}"), MisereGame.parse("{*2}")
    >>> str(misere_difference(g, h))
    '{0,{{{*2}},{0,{*2},{*3,{*2}}},{{*3,{*2}},{{*2}}}}}'
    >>> misere_difference(g, MisereGame.parse("{*4}")) is None
    True
    """
    _check_form(g, "the form to subtract from")
    _check_form(h, "the form to subtract")
    if g.birthday + h.birthday > MAX_DIFFERENCE_BIRTHDAYS:
        raise InputValueError(f"misere_difference() takes forms whose birthdays add up to at most "
                              f"{MAX_DIFFERENCE_BIRTHDAYS}, not {g.birthday} + {h.birthday}")
    return _difference(g, h, _Search())


class _Search:
    """The differences found so far, and how many pairs of followers have been looked at (refused past a limit)."""

    def __init__(self) -> None:
        self.found: dict[tuple[MisereGame, MisereGame], MisereGame | None] = {}
        self.steps = 0

    def step(self) -> None:
        self.steps += 1
        if self.steps > MAX_DIFFERENCE_STEPS:
            raise InputValueError(f"misere_difference() gave up after looking at {MAX_DIFFERENCE_STEPS:,} pairs of "
                                  "followers; these forms are too large for it")


def _adds_up(x: MisereGame, h: MisereGame, g: MisereGame) -> bool:
    """Whether ``x + h`` is *g* (normal-play values first, which rule most candidates out without a sum)."""
    return x.nim_value ^ h.nim_value == g.nim_value and x + h is g


def _difference(g: MisereGame, h: MisereGame, search: _Search) -> MisereGame | None:
    """``g - h`` or None, each pair of followers answered once (recursion: depth under the birthdays' sum)."""
    search.step()
    pair = (g, h)
    memo = search.found
    if pair in memo:
        return memo[pair]
    memo[pair] = None
    if h is _ZERO:
        found: MisereGame | None = g
    elif h is _STAR:
        found = g + _STAR
    elif misere_parity(h):
        found = _difference(g + _STAR, h + _STAR, search)
    else:
        candidates = [d for go in g.options() for ho in h.options()
                      if (d := _difference(go, ho, search)) is not None]
        whole = [_difference(g, ho, search) for ho in h.options()] + [_difference(go, h, search) for go in g.options()]
        if all(d is not None for d in whole):
            candidates.append(MisereGame.from_options(d for d in whole if d is not None))
        found = next((x for x in dict.fromkeys(candidates) if _adds_up(x, h, g)), None)
    memo[pair] = found
    return found
