"""Stoppers: loopy games without infinite alternating play, and their canonical values.

A loopy game is a *stopper* when no follower of it admits an infinite
*alternating* play (Left, Right, Left, ... forever): play may cycle only if
one player passes or repeats moves in a way the other does not answer. For
stoppers the order is decided by play (Siegel, ch. VI.3): ``G >= H`` exactly
when Left, moving second in ``G - H``, never runs out of moves, that is when
Right has no win in finitely many moves. That is a retrograde analysis of the
pairs of nodes of the two graphs, done here for every pair at once.

Every stopper has a unique *simplest form* (Siegel, ch. VI.4): a graph in
which no node has a dominated or a reversible option and no two nodes are
equal. :func:`canonical_stopper` finds it by removing dominated options,
bypassing reversible ones and fusing equal nodes, each step keeping the value
of every node of the graph. :class:`Stopper` holds that form; instances are
interned, so two stoppers are ``==`` exactly when they are equal games and
``is`` the same object.

Invariant: a :class:`Stopper`'s ``form`` is a minimal :class:`LoopyGame`
without alternating cycles, without dominated or reversible options and
without two equal nodes; it is the only such form of its value.

No function here recurses on the depth of a graph: every walk is a work list.

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI
   ("Loopy games"), sections 3 (stoppers and their order) and 4 (simplest
   forms of stoppers), and section 5 (stops of stoppers, pseudonumbers).
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., ch. 11 (``on``,
   ``off``, ``over``, ``under``, ``upon``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..core.coerce import coerce_option
from ..core.game_type import Game
from ..errors import InputTypeError, InputValueError, describe
from . import hooks
from .graph import LoopyGame, _topological_order
from .simplest import (
    Options,
    _alternating_acyclic,
    _geq,
    _graph_simplest,
    _NOT_A_STOPPER,
    _reverse,
)

__all__ = [
    "Stopper",
    "canonical_stopper",
    "is_stopper",
    "left_stop",
    "off",
    "on",
    "over",
    "right_stop",
    "under",
    "upon",
]


# -- reading the input --------------------------------------------------------------------------


def _as_form(value: object, what: str) -> LoopyGame:
    """``value`` as a loopy game form (a Stopper gives its form, a short game its graph)."""
    if isinstance(value, LoopyGame):
        return value
    if isinstance(value, Stopper):
        return value._form
    try:
        return LoopyGame.from_game(coerce_option(value))
    except InputTypeError:
        raise InputTypeError(f"{what} must be a loopy game, a stopper or a short game, got {describe(value)}") from None


def is_stopper(g: object) -> bool:
    """True if ``g`` is a stopper: no follower of it has an infinite alternating play.

    Parameters
    ----------
    g : LoopyGame, Stopper, Game or number
        A loopy game (a short game is a stopper).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    ``on = {pass | }`` is a stopper; ``dud = {pass | pass}`` is not (Left and
    Right may pass in turn forever).

    >>> is_stopper(LoopyGame.from_graph({"a": (["a"], [])}, "a"))
    True
    >>> is_stopper(LoopyGame.from_graph({"a": (["a"], ["a"])}, "a"))
    False

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.3 (stoppers).
    """
    if isinstance(g, Stopper):
        return True
    form = _as_form(g, "g")
    return _alternating_acyclic(form.left_arrays, form.right_arrays)


def _graph_stoppers(left: Any, right: Any) -> tuple[list[Stopper], list[Game | None]]:
    """The Stopper of every node of a stopper graph (raw arrays), and the short game of each loopfree node.

    See :func:`_graph_simplest`, which this materialises for every node.
    """
    simplest, node, games = _graph_simplest(left, right)
    made: dict[int, Stopper] = {}
    stoppers = []
    for i in node:
        s = made.get(i)
        if s is None:
            s = made[i] = Stopper._of_simplest(simplest.form(i))
        stoppers.append(s)
    return stoppers, games


def _graph_stopper(left: Any, right: Any, start: int) -> Stopper:
    """The Stopper of node ``start`` of a stopper graph (raw arrays): :func:`_graph_simplest` at one node."""
    simplest, node, _ = _graph_simplest(left, right)
    return Stopper._of_simplest(simplest.form(node[start]))



# -- pseudonumbers and stops --------------------------------------------------------------------

# A pseudonumber is keyed (kind, x, tilt): off = (-1, 0, 0), on = (1, 0, 0), and the number x,
# x over, x under = (0, x, 0), (0, x, 1), (0, x, -1); the keys sort as the values do.
Key = tuple[int, Fraction, int]


def _loopfree_games(left: Options, right: Options) -> dict[int, Game]:
    """The short game of every node no cycle can be reached from."""
    n = len(left)
    pending = [len(left[v]) + len(right[v]) for v in range(n)]
    parents = _reverse(tuple(tuple(left[v]) + tuple(right[v]) for v in range(n)), n)
    ready = [v for v in range(n) if pending[v] == 0]
    games: dict[int, Game] = {}
    while ready:
        v = ready.pop()
        games[v] = Game([games[o] for o in left[v]], [games[o] for o in right[v]])
        for p in parents[v]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    return games


def _pseudonumber_keys(left: Options, right: Options) -> dict[int, Key]:
    """The nodes of a simplest form that are pseudonumbers, with their keys."""
    games = _loopfree_games(left, right)
    keys: dict[int, Key] = {}
    for v in range(len(left)):
        g = games.get(v)
        if g is not None:
            if g.is_number:
                keys[v] = (0, Fraction(g.as_fraction()), 0)
        elif left[v] == (v,) and not right[v]:
            keys[v] = (1, Fraction(0), 0)
        elif right[v] == (v,) and not left[v]:
            keys[v] = (-1, Fraction(0), 0)
        elif len(left[v]) == 1 and right[v] == (v,) and left[v][0] in games and games[left[v][0]].is_number:
            keys[v] = (0, Fraction(games[left[v][0]].as_fraction()), 1)
        elif len(right[v]) == 1 and left[v] == (v,) and right[v][0] in games and games[right[v][0]].is_number:
            keys[v] = (0, Fraction(games[right[v][0]].as_fraction()), -1)
    return keys


def _stops(form: LoopyGame) -> tuple[Key, Key]:
    """The Left and Right stops of a simplest form, as pseudonumber keys.

    The stop with Left to move at a node is the largest of the Right stops of
    its Left options, and with Right to move the smallest of the Left stops of
    its Right options; at a pseudonumber both stops are the pseudonumber. The
    states (node, mover) form an acyclic graph (a stopper has no alternating
    cycle), so the stops are computed followers first, on a work list.
    """
    left, right = form.left_arrays, form.right_arrays
    keys = _pseudonumber_keys(left, right)
    off_key: Key = (-1, Fraction(0), 0)
    on_key: Key = (1, Fraction(0), 0)
    memo: dict[tuple[int, int], Key] = {}
    stack = [(form.start, 0), (form.start, 1)]
    while stack:
        v, mover = stack[-1]
        if (v, mover) in memo:
            stack.pop()
            continue
        if v in keys:
            memo[(v, mover)] = keys[v]
            stack.pop()
            continue
        options = left[v] if mover == 0 else right[v]
        missing = [(o, 1 - mover) for o in options if (o, 1 - mover) not in memo]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        values = [memo[(o, 1 - mover)] for o in options]
        if mover == 0:
            memo[(v, 0)] = max(values, default=off_key)
        else:
            memo[(v, 1)] = min(values, default=on_key)
    return memo[(form.start, 0)], memo[(form.start, 1)]


def _pseudonumber(key: Key) -> Stopper:
    kind, x, tilt = key
    if kind == 1:
        return on
    if kind == -1:
        return off
    if tilt == 0:
        return Stopper(x)
    node = ([x], ["p"]) if tilt > 0 else (["p"], [x])
    return Stopper._of_simplest(LoopyGame.from_graph({"p": node}, "p"))


def _strong(key: Key) -> Key:
    return (key[0], key[1], 0)


# -- the value type -----------------------------------------------------------------------------

_INTERNED: dict[LoopyGame, Stopper] = {}

# The sided values plug in here (cgtalg.loopy.sided installs them at import): "sides" maps a loopy
# form whose value is stopper-sided to its value, used for sums that are not stoppers.
_SIDED: dict[str, Callable[..., Any]] = {}


def _install_sided(**functions: Callable[..., Any]) -> None:
    _SIDED.update(functions)


class Stopper:
    """The value of a stopper, held in its simplest form (unique, so ``==`` is equality of values).

    ``Stopper(g)`` accepts a :class:`LoopyGame` that is a stopper, a short
    game or number, or a Stopper; the result is interned: equal stoppers are
    the same object. Comparisons ``<=``, ``<``, ``>=``, ``>`` and ``==`` are
    the order of games (a short game or number on the other side is read as
    a stopper); ``-x`` is the negative; ``x + y`` is a Stopper when the sum of
    the forms is a stopper, otherwise its stopper-sided value
    (:class:`~cgtalg.loopy.sided.SidedValue`). A loopfree stopper is a short
    game: :meth:`to_game` gives it, and it hashes like that game.

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not a stopper, or its graph is too large to simplify
        (:data:`~cgtalg.loopy.simplest.MAX_PAIRS`).

    Examples
    --------
    ``{0 | pass}`` is ``over``, above 0 and below every positive number:

    >>> g = Stopper(LoopyGame.from_graph({"a": ([0], ["a"])}, "a"))
    >>> g is over, 0 < g < Fraction(1, 1024)
    (True, True)
    >>> Stopper(LoopyGame.from_graph({"a": (["b"], []), "b": (["a"], [])}, "a")) is on
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.3-VI.4.
    """

    __slots__ = ("_form", "_hash", "__weakref__")

    _form: LoopyGame
    _hash: int

    def __new__(cls, g: object) -> Stopper:
        if isinstance(g, Stopper):
            return g
        if not isinstance(g, LoopyGame):
            # A short game's canonical form is its simplest form already: its graph needs no
            # simplifying (which compares every node with the graph so far: quadratic on x & y
            # with a large integer x).
            short = _as_form(g, "a stopper")
            if short.is_loopfree():
                return cls._of_simplest(short)
            form = short
        else:
            form = g
        if form in _INTERNED:
            return _INTERNED[form]
        if not _alternating_acyclic(form.left_arrays, form.right_arrays):
            raise InputValueError(_NOT_A_STOPPER)
        return _graph_stopper(form.left_arrays, form.right_arrays, form.start)

    @classmethod
    def _of_simplest(cls, form: LoopyGame) -> Stopper:
        """The interned Stopper of a form already in simplest form."""
        found = _INTERNED.get(form)
        if found is not None:
            return found
        self = object.__new__(cls)
        object.__setattr__(self, "_form", form)
        games = _loopfree_games(form.left_arrays, form.right_arrays) if form.is_loopfree() else {}
        object.__setattr__(self, "_hash", hash(games[form.start]) if games else hash(form))
        _INTERNED[form] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Stopper is immutable")

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Stopper._of_simplest, (self._form,))

    # -- the form -------------------------------------------------------------------------------

    @property
    def form(self) -> LoopyGame:
        """The simplest form, as a loopy game.

        Returns
        -------
        LoopyGame

        Examples
        --------
        >>> on.form.node_count
        1
        """
        return self._form

    @property
    def left_options(self) -> tuple[Stopper, ...]:
        """The Left options of the simplest form, each a Stopper.

        Returns
        -------
        tuple of Stopper

        Examples
        --------
        >>> over.left_options == (0,), over.right_options == (over,)
        (True, True)
        """
        return tuple(Stopper._of_simplest(o) for o in self._form.left_options)

    @property
    def right_options(self) -> tuple[Stopper, ...]:
        """The Right options of the simplest form, each a Stopper.

        Returns
        -------
        tuple of Stopper

        Examples
        --------
        >>> on.right_options
        ()
        """
        return tuple(Stopper._of_simplest(o) for o in self._form.right_options)

    @property
    def follower_count(self) -> int:
        """The number of distinct followers (nodes of the simplest form, the stopper itself included).

        Returns
        -------
        int

        Examples
        --------
        >>> over.follower_count
        2
        """
        return self._form.node_count

    def followers(self) -> frozenset[Stopper]:
        """Every follower of the simplest form (the stopper itself included), each a Stopper.

        Returns
        -------
        frozenset of Stopper

        Examples
        --------
        >>> over.followers() == {over, Stopper(0)}
        True
        """
        return frozenset(Stopper._of_simplest(self._form.at(v)) for v in range(self._form.node_count))

    def is_loopfree(self) -> bool:
        """True if the stopper is a short game (its simplest form has no cycle).

        Returns
        -------
        bool

        Examples
        --------
        >>> Stopper(Fraction(1, 2)).is_loopfree(), on.is_loopfree()
        (True, False)
        """
        return self._form.is_loopfree()

    def to_game(self) -> Game:
        """The short game of a loopfree stopper.

        Returns
        -------
        Game

        Raises
        ------
        InputValueError
            If the stopper is not loopfree.

        Examples
        --------
        >>> Stopper(3).to_game()
        Game('3')
        """
        return self._form.to_game()

    # -- the algebra ----------------------------------------------------------------------------

    def __neg__(self) -> Stopper:
        return Stopper._of_simplest(-self._form)

    def __pos__(self) -> Stopper:
        return self

    def __add__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        total = self._form + other_stopper._form
        if _alternating_acyclic(total.left_arrays, total.right_arrays):
            return Stopper(total)
        sided = _SIDED.get("value")
        if sided is None:  # pragma: no cover - cgtalg.loopy installs it at import
            raise InputValueError("this sum of stoppers is not a stopper (import cgtalg.loopy.sided for its value)")
        return sided(total)

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self + (-other_stopper)

    def __rsub__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return other_stopper + (-self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Stopper):
            return self is other
        if isinstance(other, LoopyGame):  # a form is not a value: compare Stopper(form)
            return NotImplemented
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return self._hash

    def __ge__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper or _geq(self._form, other_stopper._form)

    def __le__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper or _geq(other_stopper._form, self._form)

    def __gt__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is not other_stopper and _geq(self._form, other_stopper._form)

    def __lt__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is not other_stopper and _geq(other_stopper._form, self._form)

    def is_confused_with(self, other: object) -> bool:
        """True if neither ``self >= other`` nor ``self <= other``.

        Parameters
        ----------
        other : Stopper, Game or number
            Another stopper.

        Returns
        -------
        bool

        Raises
        ------
        InputTypeError
            If ``other`` is not a stopper or short game.

        Examples
        --------
        >>> Stopper(LoopyGame.from_graph({"a": ([0], [])}, "a")).is_confused_with(0)
        False
        """
        other_stopper = _operand(other)
        if other_stopper is None:
            raise InputTypeError(f"other must be a stopper or a short game, got {describe(other)}")
        return not (self >= other_stopper) and not (self <= other_stopper)

    # -- stops and predicates -------------------------------------------------------------------

    def left_stop(self) -> Stopper:
        """The Left stop: where alternate play with Left moving first comes to rest on a pseudonumber.

        A *pseudonumber* is a number, ``x over`` (``{x | pass}``), ``x under``
        (``{pass | x}``), ``on`` or ``off``; the stop is returned as that
        Stopper, so ``s.left_stop() == 0`` and ``s.left_stop() is over`` both
        read naturally.

        Returns
        -------
        Stopper
            A pseudonumber.

        Examples
        --------
        >>> over.left_stop() is over, on.left_stop() is on
        (True, True)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI.5 (stops of stoppers).
        """
        return _pseudonumber(_stops(self._form)[0])

    def right_stop(self) -> Stopper:
        """The Right stop: where alternate play with Right moving first comes to rest on a pseudonumber.

        Returns
        -------
        Stopper
            A pseudonumber (see :meth:`left_stop`).

        Examples
        --------
        >>> under.right_stop() is under
        True

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI.5.
        """
        return _pseudonumber(_stops(self._form)[1])

    def is_pseudonumber(self) -> bool:
        """True if the stopper is a number, ``x over``, ``x under``, ``on`` or ``off``.

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_pseudonumber(), upon.is_pseudonumber()
        (True, False)
        """
        return self._form.start in _pseudonumber_keys(self._form.left_arrays, self._form.right_arrays)

    def is_infinitesimal(self) -> bool:
        """True if both stops are 0 once ``over`` and ``under`` are dropped from them.

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_infinitesimal(), on.is_infinitesimal()
        (True, False)

        References
        ----------
        CGSuite's ``IsInfinitesimal`` of a canonical stopper.
        """
        zero: Key = (0, Fraction(0), 0)
        left, right = _stops(self._form)
        return _strong(left) == zero and _strong(right) == zero

    def is_numberish(self) -> bool:
        """True if both stops, ``over`` and ``under`` dropped, are the same number (not ``on``/``off``).

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_numberish(), on.is_numberish()
        (True, False)

        References
        ----------
        CGSuite's ``IsNumberish`` of a canonical stopper.
        """
        left, right = _stops(self._form)
        return left[0] == 0 and _strong(left) == _strong(right)

    def is_number_tiny(self) -> bool:
        """True if the stopper has CGSuite's shape of a tiny or a miny: ``{x || x | y}`` or ``{y | x || x}``.

        That is: one Left option ``x``, a number, and one Right option ``{x | y}``
        with ``y - x <= under`` (``Tiny``), or the mirror image (``Miny``).

        Returns
        -------
        bool

        Examples
        --------
        >>> tiny_on = Stopper(LoopyGame.from_graph({"t": ([0], ["r"]), "r": ([0], [off.form])}, "t"))
        >>> tiny_on.is_number_tiny(), over.is_number_tiny()
        (True, False)

        References
        ----------
        CGSuite's ``IsNumberTiny`` of a canonical stopper.
        """
        lo, ro = self.left_options, self.right_options
        if len(lo) != 1 or len(ro) != 1:
            return False
        (gl,), (gr,) = lo, ro
        if gl.is_loopfree() and gl.to_game().is_number:
            rlo, rro = gr.left_options, gr.right_options
            if len(rlo) == 1 and len(rro) == 1 and rlo[0] is gl:
                return _difference_at_most_under(rro[0], gl)
        if gr.is_loopfree() and gr.to_game().is_number:
            llo, lro = gl.left_options, gl.right_options
            if len(llo) == 1 and len(lro) == 1 and lro[0] is gr:
                return _difference_at_most_under(gr, llo[0])
        return False

    def is_plumtree(self) -> bool:
        """True if the only cycles of the simplest form are passes (cycles of length 1).

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_plumtree()
        True

        References
        ----------
        CGSuite's ``IsPlumtree``.
        """
        form = self._form
        n = form.node_count
        left = tuple(tuple(o for o in form.left_arrays[v] if o != v) for v in range(n))
        right = tuple(tuple(o for o in form.right_arrays[v] if o != v) for v in range(n))
        return _topological_order(left, right) is not None

    def is_idempotent(self) -> bool:
        """True if ``self + self == self`` (for a sum that is not a stopper: its onside and offside are ``self``).

        Returns
        -------
        bool

        Examples
        --------
        >>> on.is_idempotent(), over.is_idempotent(), Stopper(1).is_idempotent()
        (True, True, False)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI (idempotents).
        """
        total = self + self
        if isinstance(total, Stopper):
            return total is self
        return total.onside is self and total.offside is self

    def degree(self) -> Stopper:
        """The degree of loopiness: the onside of ``self - self`` (0 for a short game).

        Returns
        -------
        Stopper

        Raises
        ------
        InputValueError
            If the onside of ``self - self`` cannot be found by sidling.

        Examples
        --------
        >>> on.degree() is on, over.degree() is over, Stopper(5).degree() == 0
        (True, True, True)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI (degree); CGSuite's ``Degree``.
        """
        if self.is_loopfree():
            return Stopper(0)
        total = self - self
        return total if isinstance(total, Stopper) else total.onside

    # -- printing -------------------------------------------------------------------------------

    def __str__(self) -> str:
        return hooks.to_string(self)

    def latex(self) -> str:
        """The stopper as LaTeX, by the notation's printer.

        Returns
        -------
        str

        Examples
        --------
        >>> callable(on.latex)
        True
        """
        return hooks.to_latex(self)

    def __repr__(self) -> str:
        return f"Stopper({self._form!r})"


def _operand(value: object) -> Stopper | None:
    """``value`` as a Stopper if it is a stopper or short game, else None."""
    if isinstance(value, Stopper):
        return value
    if isinstance(value, LoopyGame):
        return Stopper(value)
    try:
        return Stopper(coerce_option(value))
    except InputTypeError:
        return None


def _difference_at_most_under(a: Stopper, b: Stopper) -> bool:
    total = a - b
    if isinstance(total, Stopper):
        return total <= under
    return total.onside <= under and total.offside <= under


def canonical_stopper(g: object) -> Stopper:
    """The value of the stopper ``g``, in simplest form.

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not a stopper or is too large (:data:`~cgtalg.loopy.simplest.MAX_PAIRS`).

    Examples
    --------
    ``{pass | 3/2}`` is ``3/2 under``, with 5 followers:

    >>> g = canonical_stopper(LoopyGame.from_graph({"a": (["a"], [Fraction(3, 2)])}, "a"))
    >>> g.follower_count, g.right_options == (Fraction(3, 2),), g.left_options == (g,)
    (5, True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.4 (simplest forms of stoppers).
    """
    return Stopper(g)


def left_stop(g: object) -> Stopper:
    """The Left stop of the stopper ``g`` (see :meth:`Stopper.left_stop`).

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper
        A pseudonumber: a number, ``x over``, ``x under``, ``on`` or ``off``.

    Raises
    ------
    InputTypeError, InputValueError
        As :class:`Stopper`.

    Examples
    --------
    >>> left_stop(LoopyGame.from_graph({"a": (["a"], [Fraction(3, 2)])}, "a")) == Stopper(Fraction(3, 2)) + under
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """
    return Stopper(g).left_stop()


def right_stop(g: object) -> Stopper:
    """The Right stop of the stopper ``g`` (see :meth:`Stopper.right_stop`).

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper
        A pseudonumber.

    Raises
    ------
    InputTypeError, InputValueError
        As :class:`Stopper`.

    Examples
    --------
    >>> right_stop(Fraction(-3, 4)) == Fraction(-3, 4)
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """
    return Stopper(g).right_stop()


#: ``on = {pass | }``: Left can move for ever, Right never (Winning Ways, ch. 11).
on = Stopper(LoopyGame.from_arrays([[0]], [[]]))
#: ``off = { | pass}``, the negative of ``on``.
off = -on
#: ``over = {0 | pass}``: positive, below every positive number.
over = Stopper(LoopyGame.from_graph({"over": ([0], ["over"])}, "over"))
#: ``under = {pass | 0}``, the negative of ``over``.
under = -over
#: ``upon = {pass | *}``: positive and infinitesimal (Winning Ways, ch. 11).
upon = Stopper(LoopyGame.from_graph({"upon": (["upon"], [Game([0], [0])])}, "upon"))
