"""Stopper-sided values: a loopy game as its onside and its offside, ``G = G+ & G-``.

A loopy game that is not a stopper may still be *stopper-sided* (Siegel,
ch. VI.5): played so that infinite play is won by Left (the *onside*) it is
equal to a stopper ``S``, and played so that infinite play is won by Right
(the *offside*) to a stopper ``T``, with ``S >= T``; its value is written
``S & T``. Sides compare and add side by side: ``S & T >= S' & T'`` when
``S >= S'`` and ``T >= T'``; ``(S & T) + (S' & T') = (S (+) S') & (T (-) T')``,
the *upsum* (onside of ``S + S'``) and the *downsum* (offside of ``T + T'``).

The sides are found by *sidling* (Winning Ways, ch. 11; Siegel, ch. VI.5):
every node whose followers form a stopper keeps its exact value; every other
node starts at ``on`` (for the onside) or ``off`` (for the offside) and is
replaced, round after round, by the simplest form of ``{its Left options |
its Right options}`` read in the current values. The values move one way
(down from ``on``, up from ``off``); when a round changes nothing they are the
side. A game whose sidling has not settled after :data:`MAX_ROUNDS` rounds is
refused as not stopper-sided (``is_stopper_sided`` says False): sidling may
approach a loopy side only in the limit, so that answer can be too cautious
for some games.

Invariant: a :class:`SidedValue`'s ``onside >= offside``, both
:class:`~cgtalg.loopy.stopper.Stopper`; a stopper ``x`` is ``x & x``.

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI.5
   (onsides, offsides, sidling, upsums and downsums), ch. VI.6 (``dud``).
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., ch. 11 (sidling,
   ``dud``, ``a{{|a}|}``).
"""

from __future__ import annotations

from typing import Any

from ..errors import InputTypeError, InputValueError
from . import hooks
from .graph import LoopyGame
from .simplest import _alternating_acyclic
from .stopper import Stopper, _as_form, _install_sided, off, on

__all__ = ["MAX_ROUNDS", "SidedValue", "downsum", "dud", "is_stopper_sided", "offside", "onside", "upsum"]

#: The most rounds of sidling before a game is refused as not stopper-sided
#: (beyond these, a graph of ``n`` nodes is allowed ``n`` more).
MAX_ROUNDS = 24

#: The most work one sidling may do, counted as the sum over the stoppers it
#: simplifies of their node counts squared; beyond it the game is refused as
#: too large (an :class:`~cgtalg.errors.InputValueError`), never left to run on.
MAX_WORK = 3_000_000


def _stopper_nodes(form: LoopyGame) -> list[bool]:
    """``result[v]``: no follower of node ``v`` has an infinite alternating play."""
    left, right = form.left_arrays, form.right_arrays
    n = form.node_count
    sides = (left, right)
    pending = [len(left[v]) for v in range(n)] + [len(right[v]) for v in range(n)]
    parents: list[list[int]] = [[] for _ in range(2 * n)]
    for mover in (0, 1):
        for v in range(n):
            for o in sides[mover][v]:
                parents[(1 - mover) * n + o].append(mover * n + v)
    ready = [s for s in range(2 * n) if pending[s] == 0]
    while ready:
        s = ready.pop()
        for p in parents[s]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    # a node with a state left over reaches an alternating cycle; so does every node above it
    bad = [pending[v] > 0 or pending[n + v] > 0 for v in range(n)]
    node_parents: list[list[int]] = [[] for _ in range(n)]
    for v in range(n):
        for o in (*left[v], *right[v]):
            node_parents[o].append(v)
    work = [v for v in range(n) if bad[v]]
    while work:
        v = work.pop()
        for p in node_parents[v]:
            if not bad[p]:
                bad[p] = True
                work.append(p)
    return [not b for b in bad]


def _sidle(form: LoopyGame, up: bool) -> Stopper:
    """The onside (``up``) or offside of ``form`` by sidling, as a Stopper.

    Raises InputValueError when the rounds do not settle within the bound.
    """
    if _alternating_acyclic(form.left_arrays, form.right_arrays):
        return Stopper(form)
    n = form.node_count
    exact = _stopper_nodes(form)
    values: list[Stopper] = [Stopper(form.at(v)) if exact[v] else (on if up else off) for v in range(n)]
    loopy = [v for v in range(n) if not exact[v]]
    left, right = form.left_arrays, form.right_arrays
    parents: dict[int, set[int]] = {v: set() for v in range(n)}
    for v in loopy:
        for o in (*left[v], *right[v]):
            parents[o].add(v)
    known: dict[tuple[frozenset[Stopper], frozenset[Stopper]], Stopper] = {}
    dirty = set(loopy)
    work = 0
    for _ in range(MAX_ROUNDS + n):
        if not dirty:
            return values[form.start]
        next_dirty: set[int] = set()
        for v in sorted(dirty):
            key = (frozenset(values[o] for o in left[v]), frozenset(values[o] for o in right[v]))
            value = known.get(key)
            if value is None:
                node = ([x.form for x in key[0]], [x.form for x in key[1]])
                candidate = LoopyGame.from_graph({"v": node}, "v")
                work += candidate.node_count**2
                if work > MAX_WORK:
                    raise InputValueError(
                        f"this game is too large to sidle: its approximations passed the work limit of {MAX_WORK:,}"
                    )
                value = known[key] = Stopper(candidate)
            if value is not values[v]:
                values[v] = value
                next_dirty |= parents[v]
        dirty = next_dirty
    side = "onside" if up else "offside"
    raise InputValueError(
        f"not stopper-sided as far as sidling shows: the {side} did not settle in {MAX_ROUNDS + n} rounds"
    )


def onside(g: object) -> Stopper:
    """The onside of ``g``: the stopper equal to ``g`` played with infinite play a win for Left.

    Parameters
    ----------
    g : LoopyGame, Stopper, SidedValue, Game or number
        A loopy game.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If sidling does not find the onside as a stopper, or passes its work
        limit (:data:`MAX_WORK`).

    Examples
    --------
    >>> from cgtalg.loopy import LoopyGame
    >>> dud_form = LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")
    >>> onside(dud_form) is on, offside(dud_form) is off
    (True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5 (sidling).
    """
    if isinstance(g, SidedValue):
        return g.onside
    return _sidle(_as_form(g, "g"), True)


def offside(g: object) -> Stopper:
    """The offside of ``g``: the stopper equal to ``g`` played with infinite play a win for Right.

    Parameters
    ----------
    g : LoopyGame, Stopper, SidedValue, Game or number
        A loopy game.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If sidling does not find the offside as a stopper.

    Examples
    --------
    ``a{{|a}|} = 1 & 0``:

    >>> from cgtalg.loopy import LoopyGame
    >>> g = LoopyGame.from_graph({"a": (["b"], []), "b": ([], ["a"])}, "a")
    >>> onside(g) == 1, offside(g) == 0
    (True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5 (sidling).
    """
    if isinstance(g, SidedValue):
        return g.offside
    return _sidle(_as_form(g, "g"), False)


def is_stopper_sided(g: object) -> bool:
    """True if sidling finds both sides of ``g`` as stoppers.

    Parameters
    ----------
    g : LoopyGame, Stopper, SidedValue, Game or number
        A loopy game.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    >>> from cgtalg.loopy import LoopyGame
    >>> is_stopper_sided(LoopyGame.from_graph({"d": (["d"], ["d"])}, "d"))
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """
    if isinstance(g, (Stopper, SidedValue)):
        return True
    form = _as_form(g, "g")
    try:
        _sidle(form, True)
        _sidle(form, False)
    except InputValueError as exc:
        if "not stopper-sided" in str(exc):
            return False
        raise
    return True


def _side_operand(value: object) -> SidedValue | None:
    if isinstance(value, SidedValue):
        return value
    if isinstance(value, LoopyGame):
        return None
    try:
        x = Stopper(value)
    except InputTypeError:
        return None
    return SidedValue(x, x)


class SidedValue:
    """A stopper-sided value ``onside & offside``.

    ``SidedValue(onside, offside)`` takes two stoppers with ``onside >=
    offside``; :meth:`of` finds the sides of a loopy game by sidling. Values
    compare side by side (``<=``, ``>=``, ``<``, ``>``, ``==``; a stopper or
    short game on the other side is ``x & x``), add by upsum and downsum, and
    negate as ``-(S & T) = -T & -S``.

    Parameters
    ----------
    onside, offside : Stopper, Game or number
        The two sides.

    Raises
    ------
    InputTypeError
        If a side is not a stopper.
    InputValueError
        If ``onside < offside`` fails to hold as ``onside >= offside``.

    Examples
    --------
    >>> from cgtalg.loopy.stopper import over, under
    >>> s = SidedValue(on, off)
    >>> s == dud, s.is_stopper()
    (True, False)
    >>> over + under == SidedValue(over, under)
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """

    __slots__ = ("_onside", "_offside")

    _onside: Stopper
    _offside: Stopper

    def __init__(self, onside: object, offside: object) -> None:
        up, down = Stopper(onside), Stopper(offside)
        if not up >= down:
            raise InputValueError("a sided value needs onside >= offside")
        object.__setattr__(self, "_onside", up)
        object.__setattr__(self, "_offside", down)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("SidedValue is immutable")

    @classmethod
    def of(cls, g: object) -> SidedValue:
        """The sided value of the loopy game ``g`` (both sides by sidling).

        Parameters
        ----------
        g : LoopyGame, Stopper, Game or number
            A loopy game.

        Returns
        -------
        SidedValue

        Raises
        ------
        InputTypeError
            If ``g`` is not a game.
        InputValueError
            If ``g`` is not stopper-sided (as sidling shows).

        Examples
        --------
        >>> from cgtalg.loopy import LoopyGame
        >>> SidedValue.of(LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")) == dud
        True
        """
        if isinstance(g, SidedValue):
            return g
        form = _as_form(g, "g")
        return cls(_sidle(form, True), _sidle(form, False))

    @property
    def onside(self) -> Stopper:
        """The onside.

        Returns
        -------
        Stopper

        Examples
        --------
        >>> dud.onside is on
        True
        """
        return self._onside

    @property
    def offside(self) -> Stopper:
        """The offside.

        Returns
        -------
        Stopper

        Examples
        --------
        >>> dud.offside is off
        True
        """
        return self._offside

    def is_stopper(self) -> bool:
        """True if the two sides are equal (the value is that stopper).

        Returns
        -------
        bool

        Examples
        --------
        >>> SidedValue(on, on).is_stopper(), dud.is_stopper()
        (True, False)
        """
        return self._onside is self._offside

    # -- the algebra ----------------------------------------------------------------------------

    def __neg__(self) -> SidedValue:
        return SidedValue(-self._offside, -self._onside)

    def __pos__(self) -> SidedValue:
        return self

    def __add__(self, other: object) -> SidedValue:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return SidedValue(upsum(self._onside, that._onside), downsum(self._offside, that._offside))

    __radd__ = __add__

    def __sub__(self, other: object) -> SidedValue:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self + (-that)

    def __rsub__(self, other: object) -> SidedValue:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return that + (-self)

    def __eq__(self, other: object) -> bool:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self._onside is that._onside and self._offside is that._offside

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash(self._onside) if self.is_stopper() else hash((self._onside, self._offside))

    def __le__(self, other: object) -> bool:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self._onside <= that._onside and self._offside <= that._offside

    def __ge__(self, other: object) -> bool:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self._onside >= that._onside and self._offside >= that._offside

    def __lt__(self, other: object) -> bool:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self <= that and self != that

    def __gt__(self, other: object) -> bool:
        that = _side_operand(other)
        if that is None:
            return NotImplemented
        return self >= that and self != that

    def __str__(self) -> str:
        return hooks.to_string(self)

    def latex(self) -> str:
        """The value as LaTeX, by the notation's printer.

        Returns
        -------
        str

        Examples
        --------
        >>> callable(dud.latex)
        True
        """
        return hooks.to_latex(self)

    def __repr__(self) -> str:
        return f"SidedValue({self._onside!r}, {self._offside!r})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (SidedValue, (self._onside, self._offside))


def upsum(s: object, t: object) -> Stopper:
    """The upsum ``s (+) t``: the onside of the sum of the stoppers ``s`` and ``t``.

    Parameters
    ----------
    s, t : Stopper, Game or number
        Stoppers.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If an argument is not a stopper or short game.
    InputValueError
        If an argument is not a stopper, or sidling does not settle.

    Examples
    --------
    >>> from cgtalg.loopy.stopper import over, under
    >>> upsum(on, off) is on, upsum(over, under) is over
    (True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5 (upsums).
    """
    return _sidle(Stopper(s).form + Stopper(t).form, True)


def downsum(s: object, t: object) -> Stopper:
    """The downsum ``s (-) t``: the offside of the sum of the stoppers ``s`` and ``t``.

    Parameters
    ----------
    s, t : Stopper, Game or number
        Stoppers.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If an argument is not a stopper or short game.
    InputValueError
        If an argument is not a stopper, or sidling does not settle.

    Examples
    --------
    >>> from cgtalg.loopy.stopper import over, under
    >>> downsum(on, off) is off, downsum(over, under) is under
    (True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5 (downsums).
    """
    return _sidle(Stopper(s).form + Stopper(t).form, False)


def _value_of_sum(form: LoopyGame) -> Any:
    """The value of a sum of stoppers that is not a stopper: a Stopper if its sides agree."""
    value = SidedValue.of(form)
    return value.onside if value.is_stopper() else value


_install_sided(value=_value_of_sum)

#: ``dud = {pass | pass}`` ("deathless universal draw") ``= on & off``.
dud = SidedValue(on, off)
