"""Comparison and reduced forms of partizan misère games modulo a universe of games.

A *universe* is a set of forms closed under options, disjunctive sums and
conjugates (and under building ``{A|B}`` from non-empty sets of its members).
Forms *G* and *H* of a universe *U* satisfy ``G >= H`` modulo *U* when
``o(G + X) >= o(H + X)`` for every *X* in *U* (misère outcomes, ordered
``L > P > R`` and ``L > N > R``). Fewer test positions make more forms
comparable than modulo all games (:mod:`cgtalg.misere.canonical`).

In every universe the order is decided by the *maintenance-and-proviso*
test (Larsson, Nowakowski and Santos for absolute universes; Siegel for
every universe; machine-checked in Lean by Davies and Maciosowski):
``G >= H`` modulo *U* exactly when

1. for each ``H^L``, some ``G^L >= H^L`` or some ``H^{LR} <= G`` (modulo *U*);
2. for each ``G^R``, some ``H^R <= G^R`` or some ``G^{RL} >= H``;
3. if *H* is a Left end, *G* is *Left strong* in *U*: Left, moving first,
   wins ``G + X`` for every Left end *X* of *U*;
4. if *G* is a Right end, *H* is *Right strong* in *U* (the mirror image).

A :class:`Universe` supplies membership and the two strength tests; the
comparison (an explicit stack over pairs, memoised per universe) and the
reduced forms are shared. A reduced form removes dominated options and
bypasses reversible ones; a reversal through an *end* (``G^{LR}`` a Left
end) deletes or substitutes the option only when the result is still in the
universe and still equal to the game (each such step is checked by the
comparison), since the plain bypass can change which player has moves.

References
----------
U. Larsson, R. J. Nowakowski, C. P. Santos, "Absolute combinatorial game
theory" (2016 preprint).
U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos, "Progress
on misère dead ends: game comparison, canonical form, and conjugate
inverses", arXiv:1807.11297.
A. N. Siegel, "On the general dead-ending universe of partizan games"
(2025), section 5.
A. Davies, T. Maciosowski, *misère-games* (Lean 4), ``Promain.of_universe``.

Examples
--------
>>> from cgtalg.misere import parse
>>> from cgtalg.misere.dicot import DICOT
>>> DICOT.equal(parse("*") + parse("*"), parse("0"))
True
"""

from __future__ import annotations

from collections.abc import Callable

from cgtalg.errors import InputTypeError, InputValueError, check_str, describe
from cgtalg.misere.form import ZERO, PartizanMisereGame, _followers

__all__ = ["Universe", "clear_universe_caches"]

_Pair = tuple[PartizanMisereGame, PartizanMisereGame]
_Options = tuple[list[PartizanMisereGame], list[PartizanMisereGame]]


class Universe:
    """A universe of partizan misère forms, with its order, equality and reduced forms.

    Parameters
    ----------
    name : str
        A short name used in messages (``"dicot"``, ``"dead-ending"``).
    contains : callable
        ``contains(g)`` is True when the form *g* is in the universe.
    left_strong : callable
        ``left_strong(g)`` is True when Left, moving first, wins ``g + X``
        for every Left end *X* of the universe (*g* in the universe).
    right_strong : callable
        The mirror image: Right, moving first, wins ``g + X`` for every
        Right end *X*.
    substitute : PartizanMisereGame
        The Left option tried in place of one that reverses through a Left
        end, when deleting it does not keep the game equal (its conjugate is
        used on the Right).

    Returns
    -------
    Universe

    Raises
    ------
    InputTypeError
        If *name* is not a ``str``, a test is not callable, or *substitute*
        is not a form.

    References
    ----------
    U. Larsson, R. J. Nowakowski, C. P. Santos, "Absolute combinatorial game
    theory" (the maintenance-and-proviso test).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import DEAD_ENDING
    >>> DEAD_ENDING.name, DEAD_ENDING.equal(parse("1") + parse("-1"), parse("0"))
    ('dead-ending', True)
    """

    def __init__(self, name: str, contains: Callable[[PartizanMisereGame], bool],
                 left_strong: Callable[[PartizanMisereGame], bool],
                 right_strong: Callable[[PartizanMisereGame], bool], substitute: PartizanMisereGame) -> None:
        self.name = check_str(name, "the universe's name")
        for f, what in ((contains, "contains"), (left_strong, "left_strong"), (right_strong, "right_strong")):
            if not callable(f):
                raise InputTypeError(f"the universe's {what} test must be callable, got {describe(f)}")
        if not isinstance(substitute, PartizanMisereGame):
            raise InputTypeError(f"the universe's substitute must be a PartizanMisereGame, got {describe(substitute)}")
        self._contains = contains
        self._left_strong = left_strong
        self._right_strong = right_strong
        self._substitute = substitute
        self._geq: dict[_Pair, bool] = {}
        self._strong: dict[tuple[PartizanMisereGame, bool], bool] = {}
        _UNIVERSES.append(self)
        self._canonical: dict[PartizanMisereGame, PartizanMisereGame] = {}
        self._member: dict[PartizanMisereGame, bool] = {}

    def __repr__(self) -> str:
        return f"<the {self.name} universe of misère games>"

    def contains(self, g: object) -> bool:
        """True if *g* is a form in this universe.

        Parameters
        ----------
        g : object

        Returns
        -------
        bool
            False for anything that is not a :class:`PartizanMisereGame`.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> from cgtalg.misere.dicot import DICOT
        >>> DICOT.contains(parse("{0,*|0}")), DICOT.contains(parse("1")), DICOT.contains("0")
        (True, False, False)
        """
        if not isinstance(g, PartizanMisereGame):
            return False
        found = self._member.get(g)
        if found is None:
            found = self._member[g] = bool(self._contains(g))
        return found

    def check(self, g: object, what: str = "the game") -> PartizanMisereGame:
        """*g* itself if it is a form in this universe; otherwise a clear error.

        Parameters
        ----------
        g : object
        what : str
            How to name *g* in the message.

        Returns
        -------
        PartizanMisereGame

        Raises
        ------
        InputTypeError
            If *g* is not a :class:`PartizanMisereGame`.
        InputValueError
            If *g* is a form outside this universe.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> from cgtalg.misere.dicot import DICOT
        >>> DICOT.check(parse("1"))
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: the game must be in the dicot universe, got 1
        """
        if not isinstance(g, PartizanMisereGame):
            raise InputTypeError(f"{what} must be a cgtalg.misere.PartizanMisereGame, got {describe(g)}")
        if not self.contains(g):
            raise InputValueError(f"{what} must be in the {self.name} universe, got {_short(g)}")
        return g

    def _is_strong(self, g: PartizanMisereGame, left: bool) -> bool:
        found = self._strong.get((g, left))
        if found is None:
            found = bool(self._left_strong(g) if left else self._right_strong(g))
            self._strong[g, left] = found
        return found

    def _decide(self, g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
        """``g >= h`` from the memo table, which holds every pair the maintenance needs."""
        memo = self._geq
        if not h._left and not self._is_strong(g, True):
            return False
        if not g._right and not self._is_strong(h, False):
            return False
        for hl in h._left:
            if not (any(memo[gl, hl] for gl in g._left) or any(memo[g, hlr] for hlr in hl._right)):
                return False
        for gr in g._right:
            if not (any(memo[gr, hr] for hr in h._right) or any(memo[grl, h] for grl in gr._left)):
                return False
        return True

    def _geq_unchecked(self, g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
        memo = self._geq
        stack = [(g, h)]
        while stack:
            pair = stack[-1]
            if pair in memo:
                stack.pop()
                continue
            a, b = pair
            needs = [(al, bl) for bl in b._left for al in a._left] + [(a, blr) for bl in b._left for blr in bl._right]
            needs += [(ar, br) for ar in a._right for br in b._right] + [(arl, b) for ar in a._right for arl in ar._left]
            missing = [p for p in needs if p not in memo]
            if missing:
                stack.extend(missing)
                continue
            memo[pair] = self._decide(a, b)
            stack.pop()
        return memo[g, h]

    def geq(self, g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
        """True if ``G >= H`` modulo this universe: ``o(G + X) >= o(H + X)`` for every *X* in it.

        Parameters
        ----------
        g, h : PartizanMisereGame
            Forms in this universe.

        Returns
        -------
        bool

        Raises
        ------
        InputTypeError
            If *g* or *h* is not a :class:`PartizanMisereGame`.
        InputValueError
            If *g* or *h* is not in this universe.

        References
        ----------
        U. Larsson, R. J. Nowakowski, C. P. Santos, "Absolute combinatorial
        game theory" (the maintenance-and-proviso test).

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> from cgtalg.misere.dicot import DICOT
        >>> DICOT.geq(parse("{*|*}"), parse("0")), DICOT.geq(parse("*"), parse("0"))
        (True, False)
        """
        self.check(g, "the first game")
        self.check(h, "the second game")
        return self._geq_unchecked(g, h)

    def equal(self, g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
        """True if *g* and *h* are equal modulo this universe (``geq`` both ways).

        Parameters
        ----------
        g, h : PartizanMisereGame
            Forms in this universe.

        Returns
        -------
        bool

        Raises
        ------
        InputTypeError
            If *g* or *h* is not a :class:`PartizanMisereGame`.
        InputValueError
            If *g* or *h* is not in this universe.

        References
        ----------
        U. Larsson, R. J. Nowakowski, C. P. Santos, "Absolute combinatorial
        game theory".

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> from cgtalg.misere.dead_ending import DEAD_ENDING
        >>> DEAD_ENDING.equal(parse("{-1|1}"), parse("0"))
        True
        """
        self.check(g, "the first game")
        self.check(h, "the second game")
        return self._geq_unchecked(g, h) and self._geq_unchecked(h, g)

    def _equal(self, g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
        return self._geq_unchecked(g, h) and self._geq_unchecked(h, g)

    def canonical(self, g: PartizanMisereGame) -> PartizanMisereGame:
        """A reduced form of *g* modulo this universe, equal to *g* modulo it.

        Every follower is reduced from its reduced options upward (an
        explicit walk over the followers, memoised): dominated options are
        removed and reversible ones bypassed; an option that reverses through
        an end is deleted, or replaced by the universe's substitute, only when
        the result stays in the universe and equal to the game; a follower
        equal to ``0`` becomes ``0``. That these forms are unique (equal games
        get the very same form) is checked exhaustively on the games born by
        day 2 in ``tests/misere``, not proved here.

        Parameters
        ----------
        g : PartizanMisereGame
            A form in this universe.

        Returns
        -------
        PartizanMisereGame
            A form in this universe, equal to *g* modulo it, with no more
            options at any level.

        Raises
        ------
        InputTypeError
            If *g* is not a :class:`PartizanMisereGame`.
        InputValueError
            If *g* is not in this universe.

        References
        ----------
        P. Dorbec, G. Renault, A. N. Siegel, E. Sopena, "Dicots, and a
        taxonomy of ranks for misère games", *J. Combin. Theory Ser. A* 130
        (2015); Larsson, Milley, Nowakowski, Renault, Santos,
        arXiv:1807.11297.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> from cgtalg.misere.dicot import DICOT
        >>> DICOT.canonical(parse("{*|*}")), DICOT.canonical(parse("{0,*|0}"))
        (0, {0,*|0})
        """
        self.check(g)
        memo = self._canonical
        for f in _followers(g):
            if f not in memo:
                memo[f] = self._reduce([memo[o] for o in f._left], [memo[o] for o in f._right])
        return memo[g]

    def _reduce(self, left: list[PartizanMisereGame], right: list[PartizanMisereGame]) -> PartizanMisereGame:
        """One form from reduced options: dominated options removed, reversible ones bypassed."""
        while True:
            g = PartizanMisereGame(left, right)
            left, right = list(g._left), list(g._right)
            changed = False
            for side, is_left in ((left, True), (right, False)):
                for a in list(side):
                    if any(b is not a and b in side and (self._geq_unchecked(b, a) if is_left else
                                                         self._geq_unchecked(a, b)) for b in side):
                        side.remove(a)
                        changed = True
            if changed:
                continue
            step = self._reversal(g, left, right)
            if step is None:
                return g
            left, right = step

    def _reversal(self, g: PartizanMisereGame, left: list[PartizanMisereGame],
                  right: list[PartizanMisereGame]) -> _Options | None:
        """The option lists after one reversal step, or None if no option reverses."""
        for gl in left:
            for glr in gl._right:
                if self._geq_unchecked(g, glr):
                    others = [x for x in left if x is not gl]
                    if glr._left:
                        return others + list(glr._left), right
                    found = self._through_end(g, [(others, right), (others + [self._substitute], right)], gl,
                                              self._substitute)
                    if found is not None:
                        return found
        mirror = -self._substitute
        for gr in right:
            for grl in gr._left:
                if self._geq_unchecked(grl, g):
                    others = [x for x in right if x is not gr]
                    if grl._right:
                        return left, others + list(grl._right)
                    found = self._through_end(g, [(left, others), (left, others + [mirror])], gr, mirror)
                    if found is not None:
                        return found
        return self._both_sides_to_zero(g)

    def _through_end(self, g: PartizanMisereGame, candidates: list[_Options], option: PartizanMisereGame,
                     substitute: PartizanMisereGame) -> _Options | None:
        """The first candidate (deletion, then substitution) that stays in the universe and equal to *g*."""
        for i, (ls, rs) in enumerate(candidates):
            if i == 1 and option is substitute:
                continue
            new = PartizanMisereGame(ls, rs)
            if new is not g and self.contains(new) and self._equal(new, g):
                return ls, rs
        return None

    def _both_sides_to_zero(self, g: PartizanMisereGame) -> _Options | None:
        """Empty option lists if *g* (not ``0``) equals ``0`` in the universe, else None."""
        if g is not ZERO and self._equal(g, ZERO):
            return [], []
        return None

    def clear_cache(self) -> None:
        """Forget this universe's memoised comparisons, strengths and reduced forms.

        Examples
        --------
        >>> from cgtalg.misere.dicot import DICOT
        >>> DICOT.clear_cache()
        """
        self._geq.clear()
        self._strong.clear()
        self._canonical.clear()
        self._member.clear()


#: Every universe made, so that :func:`cgtalg.misere.clear_cache` can clear them all.
_UNIVERSES: list[Universe] = []


def clear_universe_caches() -> None:
    """Forget the memoised comparisons, strengths and reduced forms of every universe.

    :func:`cgtalg.misere.clear_cache` calls this as well as clearing the
    general universe's memo.

    Examples
    --------
    >>> from cgtalg.misere.universe import clear_universe_caches
    >>> clear_universe_caches()
    """
    for universe in _UNIVERSES:
        universe.clear_cache()


def _short(g: PartizanMisereGame) -> str:
    text = str(g)
    return text if len(text) <= 80 else text[:77] + "..."

