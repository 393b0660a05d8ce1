"""Stopper-sided values: a loopy game as its onside and its offside, ``G = G+ & G-``.

A loopy game that is not a stopper may still be *stopper-sided* (Siegel,
ch. VI.5): played so that infinite play is won by Left (the *onside*) it is
equal to a stopper ``S``, and played so that infinite play is won by Right
(the *offside*) to a stopper ``T``, with ``S >= T``; its value is written
``S & T``. Sides compare and add side by side: ``S & T >= S' & T'`` when
``S >= S'`` and ``T >= T'``; ``(S & T) + (S' & T') = (S (+) S') & (T (-) T')``,
the *upsum* (onside of ``S + S'``) and the *downsum* (offside of ``T + T'``).

The sides are found two ways, each of which proves its answer.

*Sidling* (Winning Ways, ch. 11; Siegel, ch. VI.5): every node whose
followers form a stopper keeps its exact value; every other node starts at
``on`` (for the onside) or ``off`` (for the offside) and is replaced, round
after round, by the simplest form of ``{its Left options | its Right
options}`` read in the current values. The values move one way (down from
``on``, up from ``off``); when a round changes nothing, the values are the
sides. Sidling need not settle: on a finite graph the approximations may
climb or fall for ever (on the Backsliding Toads and Frogs strip ``.FFT.T``
some offside approximations pass ``0, 1, 2, ...``); after
:data:`MAX_ROUNDS` rounds (plus one per node of the component being sidled)
it gives up.

*Simplifying the graph* under the order of the side
(:mod:`cgtalg.loopy.side_graph`; Siegel, "Loopy games", *Games of No Chance
3*, the method CGSuite uses): dominated and reversible options, cyclic moves
deleted or unrolled and cut, each step checked in the side's order, until no
alternating cycle is left; the stopper found is compared with the game both
ways. On ``.FFT.T`` it finds ``on`` and ``off``.

A graph of up to :data:`GRAPH_FIRST_NODES` nodes is simplified first and
sidled only if that fails; a larger one is sidled first. A game neither
method finds the side of is refused with an
:class:`~cgtalg.errors.InputValueError` saying the library could not decide,
never reported as not stopper-sided; :func:`is_stopper_sided` answers True
or raises that error. Bach's Carousel (Winning Ways ch. 11), which is not
stopper-sided, is refused so; no test that a game is not stopper-sided is
implemented here.

The sidling works component by component: the strongly connected components
of the graph are taken in reverse topological order (their exits already
valued); a component with no alternating cycle is simplified once on the
sides of its exits (a stopper over stoppers is its own side); a component
with an alternating cycle is sidled on its own nodes with its exits fixed,
each round one layer of new nodes of a shared graph of simplest forms
(:class:`~cgtalg.loopy.simplest._Simplest`), so no candidate form is rebuilt.

Invariant: a :class:`SidedValue`'s ``onside >= offside``, both
:class:`~cgtalg.loopy.stopper.Stopper`; a stopper ``x`` is ``x & x``.

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI.5
   (onsides, offsides, sidling, upsums and downsums), ch. VI.6 (``dud``).
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., ch. 11 (sidling,
   ``dud``, ``a{{|a}|}``).
.. [Loopy] A. N. Siegel, "Loopy games", *Games of No Chance 3*, MSRI
   Publications 56 (2009): simplifying graphs with alternating cycles.
"""

from __future__ import annotations

from typing import Any

from ..core.game_type import Game
from ..errors import InputTypeError, InputValueError
from . import hooks
from .components import strongly_connected_components
from .graph import LoopyGame, _reachable
from .simplest import _alternating_acyclic, _NotAStopper, _Simplest
from .side_graph import _side_graph
from .stopper import Stopper, _as_form, _graph_stopper, _install_sided, off, on

__all__ = ["GRAPH_FIRST_NODES", "MAX_ROUNDS", "SidedValue", "downsum", "dud", "is_stopper_sided", "offside", "onside", "upsum"]

#: The most rounds of sidling a component before the library gives up (a
#: component of ``n`` nodes is allowed ``n`` more); giving up is an
#: InputValueError saying it could not decide, not an answer.
MAX_ROUNDS = 24

#: Graphs of up to this many nodes have their sides found by simplifying the
#: graph first and by sidling only if that fails; larger ones are sidled first.
GRAPH_FIRST_NODES = 256

#: The most work one sidling may do, counted as the sum over its rounds of the
#: squared node counts of the graphs simplified; beyond it the game is refused as
#: too large (an :class:`~cgtalg.errors.InputValueError`), never left to run on.
MAX_WORK = 3_000_000


class _Unsettled(Exception):
    """Sidling a component did not settle within its round limit (``args[0]``)."""


def _layer(simplest: _Simplest, rows: list[tuple[list[int], list[int]]]) -> tuple[list[int], int]:
    """Add one node per row ``(Left options, Right options)``, the options nodes of ``simplest``.

    The new nodes are simplified together on the shared nodes their options
    reach (:meth:`_Simplest.add_component`: a node equal to one of those is
    that node). Returns the node of each row and the pairs compared.
    """
    k = len(rows)
    refs: dict[int, int] = {}
    for row_left, row_right in rows:
        for o in (*row_left, *row_right):
            refs.setdefault(o, k + len(refs))
    node = [-1] * k + list(refs)
    fake_left = [tuple(refs[o] for o in row_left) for row_left, _ in rows] + [()] * len(refs)
    fake_right = [tuple(refs[o] for o in row_right) for _, row_right in rows] + [()] * len(refs)
    shared = len(_reachable(simplest.left, simplest.right, *refs))
    simplest.add_component(list(range(k)), fake_left, fake_right, node)
    return node[:k], (shared + k) ** 2


class _Sidling:
    """The side of every node of one game graph (raw arrays), component by component.

    The strongly connected components are taken in reverse topological order,
    so the options outside a component have their side already. A component
    with no alternating cycle gets its simplest form once, read on the sides
    of its exits (:meth:`_Simplest.add_component`): it is a stopper over
    stoppers, which is its own side. A component with an alternating cycle is
    sidled on its own nodes, its exits fixed: every node starts at ``on``
    (onside) or ``off`` (offside) and each round replaces all of them by the
    simplest forms of ``{Left options | Right options}`` read in the previous
    round's values, added as one layer of new nodes of the shared graph.
    Values are kept as one node per Stopper, so a round that changes nothing
    is seen by comparing node numbers.
    """

    def __init__(self, left: Any, right: Any, up: bool) -> None:
        self.left, self.right, self.up = left, right, up
        self.simplest = _Simplest()
        self.canon: dict[Stopper, int] = {}
        self.stopper_of: dict[int, Stopper] = {}
        self.work = 0
        n = len(left)
        self.node = [-1] * n
        games: list[Game | None] = [None] * n
        for component in strongly_connected_components(left, right):
            if self.simplest.add_short(component, left, right, self.node, games):
                continue
            try:
                self.simplest.add_component(component, left, right, self.node)
            except _NotAStopper:
                self._sidle_component(component)

    def _canonical(self, i: int) -> int:
        """The node of the Stopper of node ``i`` (the first node made for that value)."""
        s = self.stopper_of.get(i)
        if s is None:
            s = self.stopper_of[i] = Stopper._of_simplest(self.simplest.form(i))
        return self.canon.setdefault(s, i)

    def _sidle_component(self, component: list[int]) -> None:
        left, right, node = self.left, self.right, self.node
        extreme = on if self.up else off
        if extreme not in self.canon:
            i = len(self.simplest.left)
            self.simplest.left.append((i,) if self.up else ())
            self.simplest.right.append(() if self.up else (i,))
            self.canon[extreme] = i
            self.stopper_of[i] = extreme
        for v in component:
            node[v] = self.canon[extreme]
        limit = MAX_ROUNDS + len(component)
        for _ in range(limit):
            rows = [([node[o] for o in left[v]], [node[o] for o in right[v]]) for v in component]
            made, work = _layer(self.simplest, rows)
            self.work += work
            if self.work > MAX_WORK:
                raise InputValueError(
                    f"this game is too large to sidle: its approximations passed the work limit of {MAX_WORK:,}"
                )
            values = [self._canonical(i) for i in made]
            if all(node[v] == x for v, x in zip(component, values)):
                return
            for v, x in zip(component, values):
                node[v] = x
        raise _Unsettled(limit)

    def side(self, v: int) -> Stopper:
        """The side of node ``v``, as a Stopper."""
        i = self.node[v]
        s = self.stopper_of.get(i)
        return s if s is not None else Stopper._of_simplest(self.simplest.form(i))


def _sidle(form: LoopyGame, up: bool) -> Stopper:
    """The onside (``up``) or offside of ``form``, as a Stopper.

    Two methods, each proving its answer: sidling, and simplifying the graph
    under the side's order (:mod:`cgtalg.loopy.side_graph`). A graph of up to
    :data:`GRAPH_FIRST_NODES` nodes is simplified first (cheaper there than
    sidling that fails to settle), a larger one sidled first (component by
    component); the other method is tried when the first finds nothing.
    Raises InputValueError when neither finds the side (the library could not
    decide), or the work passes :data:`MAX_WORK` or the simplification's
    limits.
    """
    if _alternating_acyclic(form.left_arrays, form.right_arrays):
        return Stopper(form)
    side = "onside" if up else "offside"
    small = form.node_count <= GRAPH_FIRST_NODES
    found = _side_graph(form.left_arrays, form.right_arrays, form.start, up) if small else None
    if found is None:
        try:
            return _Sidling(form.left_arrays, form.right_arrays, up).side(form.start)
        except _Unsettled as unsettled:
            limit = unsettled.args[0]
        if not small:
            found = _side_graph(form.left_arrays, form.right_arrays, form.start, up)
    if found is None:
        raise InputValueError(
            f"could not decide whether this game is stopper-sided: sidling its {side} did not settle "
            f"within the limit of {limit} rounds (MAX_ROUNDS = {MAX_ROUNDS}, plus one per node of the "
            f"component being sidled), and simplifying its graph in the order of the {side} left an "
            f"alternating cycle"
        )
    left, right = found
    return _graph_stopper(tuple(map(tuple, left)), tuple(map(tuple, right)), 0)


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
        If neither sidling nor the simplification of the graph finds the
        side (the library could not decide), or a work limit is passed.

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
        If neither sidling nor the simplification of the graph finds the
        side (the library could not decide), or a work limit is passed.

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
    """True if both sides of ``g`` are found as stoppers; a refusal where the library cannot decide.

    A side found proves itself (sidling that settles, Winning Ways ch. 11 and
    Siegel ch. VI.5, or a simplified graph checked in the side's order); not
    finding one proves nothing, so this never answers False: it raises
    instead.

    Parameters
    ----------
    g : LoopyGame, Stopper, SidedValue, Game or number
        A loopy game.

    Returns
    -------
    bool
        True (the sides were found).

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If neither sidling nor the simplification of the graph finds a
        side (the library could not decide), or a work limit is passed.

    Examples
    --------
    >>> from cgtalg.loopy import LoopyGame
    >>> is_stopper_sided(LoopyGame.from_graph({"d": (["d"], ["d"])}, "d"))
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5; Winning Ways, ch. 11.
    """
    if isinstance(g, (Stopper, SidedValue)):
        return True
    form = _as_form(g, "g")
    _sidle(form, True)
    _sidle(form, False)
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
    offside``; :meth:`of` finds the sides of a loopy game. Values
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
        """The sided value of the loopy game ``g`` (both sides found).

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
            If neither sidling nor the simplification of the graph finds a
            side (the library could not decide), or a work limit is passed.

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
        If an argument is not a stopper, or the side is not found (the
        library could not decide).

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
        If an argument is not a stopper, or the side is not found (the
        library could not decide).

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
