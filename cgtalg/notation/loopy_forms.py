"""The forms of CGSuite's named loopy games, and the graph builder the loopy parser fills.

Every name the loopy parser reads stands for one loopy game *form*
(a :class:`~cgtalg.loopy.graph.LoopyGame`), given here by its graph
(Winning Ways, ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI; the
forms CGSuite prints these names for):

=================  ===============================================
``on``             ``{pass | }``
``off``            ``{ | pass}``
``dud``            ``{pass | pass}``
``xover``          ``{x | pass}`` (``over`` is ``0over``)
``xunder``         ``{pass | x}`` (``under`` is ``0under``)
``upon``           ``{pass | *}``
``tis``, ``tisn``  ``tis = {tisn | }``, ``tisn = { | tis}``
``x^[on]*k``       ``{pass | x*m}`` with ``m = k xor 1``, and ``x`` also a
                   Left option when ``m = 0``: ``^[on]`` is ``upon``,
                   ``^[on]*`` is ``{0, pass | 0}``
``x^<on>*k``       ``{x, x*, .., x*k | xv[on]*(k xor 1)}``: ``^<on>`` is
                   ``{0 || 0 | 0, pass}``
``xv[on]*k``       ``-((-x)^[on]*k)``, and ``xv<on>*k`` is ``-((-x)^<on>*k)``
=================  ===============================================

The invariant of :class:`GraphBuilder`: its nodes are numbered ``0, 1, ..``
in the order they are made, and an option is a node number (an ``int``) or a
finished game (a :class:`~cgtalg.core.game_type.Game` or a
:class:`~cgtalg.loopy.graph.LoopyGame`) to embed. No walk here recurses.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., vol. 2, ch. 11 (on, off,
dud, over, under, upon, tis, tisn); Siegel, *Combinatorial Game Theory*, AMS
2013, ch. VI.1-VI.4 (stoppers, pseudonumbers, upon and uponth).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from ..core.game_type import Game
from ..core.coerce import coerce_option
from ..core.values import nimber, number
from ..errors import InputTypeError, InputValueError, as_integer, describe
from ..loopy.graph import LoopyGame, disjunctive_sum

__all__ = [
    "MAX_PARSED_INDEX",
    "MAX_PARSED_NODES",
    "MAX_PARSED_OPTIONS",
    "GraphBuilder",
    "named_form",
    "pseudonumber_form",
    "upon_form",
    "uponth_form",
]

#: The most nodes a loopy game read from text may have: a bigger graph is
#: refused by name rather than left to fill memory. Building a graph's
#: canonical form costs about (its options) x log (its nodes), so 20,000 nodes
#: (a chain of 20,000 nested braces) take about a second in pure Python.
MAX_PARSED_NODES = 20_000

#: The most options (Left and Right together, over all nodes) a loopy game read
#: from text may have, embedded short games and sums included: ``*k`` alone has
#: k(k + 1)/2 of each side, so few nodes may hold many options.
MAX_PARSED_OPTIONS = 1_000_000

#: The largest nimber index (``*k`` in ``x^[on]*k`` and its kin) and the
#: largest factor of a multiple ``k.g`` of a loopy game the parser reads: a
#: multiple is built as k sums, each over a graph that may grow with k.
MAX_PARSED_INDEX = 1000

Option = Union[int, Game, LoopyGame]


class GraphBuilder:
    """A game graph under construction: nodes with Left and Right options, and the games they embed.

    Examples
    --------
    >>> b = GraphBuilder()
    >>> v = b.node()
    >>> b.left[v].append(v)            # pass for Left
    >>> b.right[v].append(Game([], []))  # Right moves to 0
    >>> str(b.form(v))                 # under = {pass | 0}
    'under'
    """

    def __init__(self) -> None:
        self.left: list[list[Option]] = []
        self.right: list[list[Option]] = []
        self._forms: dict[int, LoopyGame] = {}

    def node(self) -> int:
        """A new node without options; its number.

        Returns
        -------
        int
            The node number.

        Raises
        ------
        InputValueError
            If the graph would pass :data:`MAX_PARSED_NODES` nodes.
        """
        if len(self.left) >= MAX_PARSED_NODES:
            raise InputValueError(f"a loopy game of more than {MAX_PARSED_NODES:,} nodes is over the parser's limit")
        self.left.append([])
        self.right.append([])
        return len(self.left) - 1

    def form(self, start: int) -> LoopyGame:
        """The loopy game of the part of the graph reachable from ``start`` (whose options are all made).

        Parameters
        ----------
        start : int
            A node number.

        Returns
        -------
        LoopyGame

        Raises
        ------
        InputValueError
            If the graph with its embedded games passes :data:`MAX_PARSED_NODES` nodes
            or :data:`MAX_PARSED_OPTIONS` options.
        """
        cached = self._forms.get(start)
        if cached is not None:
            return cached
        index = {start: 0}
        order = [start]
        embedded: dict[LoopyGame, int] = {}  # each embedded form -> its offset, set once all nodes are known
        rows: list[tuple[list[Option], list[Option]]] = []
        i = 0
        while i < len(order):
            v = order[i]
            i += 1
            sides = ([], [])  # type: tuple[list[Option], list[Option]]
            for side, options in zip(sides, (self.left[v], self.right[v])):
                for o in options:
                    if isinstance(o, int):
                        if o not in index:
                            index[o] = len(order)
                            order.append(o)
                    else:
                        o = o if isinstance(o, LoopyGame) else _short_form(o)
                        embedded.setdefault(o, 0)
                    side.append(o)
            rows.append(sides)
        count = len(order)
        for game in embedded:
            embedded[game] = count
            count += game.node_count
        if count > MAX_PARSED_NODES:
            raise InputValueError(f"a loopy game of more than {MAX_PARSED_NODES:,} nodes is over the parser's limit")
        option_count = sum(len(lo) + len(ro) for lo, ro in rows) + sum(_option_count(game) for game in embedded)
        if option_count > MAX_PARSED_OPTIONS:
            raise InputValueError(
                f"a loopy game of more than {MAX_PARSED_OPTIONS:,} options is over the parser's limit"
            )

        def number_of(o: Option) -> int:
            if isinstance(o, int):
                return index[o]
            return embedded[o] + o.start  # type: ignore[index, union-attr]

        left_rows: list[list[int]] = [[number_of(o) for o in lo] for lo, _ in rows]
        right_rows: list[list[int]] = [[number_of(o) for o in ro] for _, ro in rows]
        for game, offset in embedded.items():
            for arrays, rows_of_side in ((game.left_arrays, left_rows), (game.right_arrays, right_rows)):
                for node_options in arrays:
                    rows_of_side.append([offset + o for o in node_options])
        result = LoopyGame.from_arrays(left_rows, right_rows, 0)
        self._forms[start] = result
        return result


def _fraction(x: object, what: str) -> Fraction:
    """*x* as a dyadic Fraction (an int, a Fraction or a number Game)."""
    if isinstance(x, Game) and x.is_number:
        return x.as_fraction()
    if isinstance(x, bool) or not isinstance(x, (int, Fraction)):
        raise InputTypeError(f"{what} must be a dyadic number (an int or a Fraction), got {describe(x)}")
    return Fraction(number(x).as_fraction())


def _nimber(k: object, what: str) -> int:
    n = None if isinstance(k, bool) else as_integer(k)
    if n is None:
        raise InputTypeError(f"{what} must be a nimber's index, a non-negative int, got {describe(k)}")
    if n < 0:
        raise InputValueError(f"{what} must be at least 0, got {describe(k)}")
    if n >= MAX_PARSED_INDEX:
        raise InputValueError(f"the nimber index {describe(k)} is over the parser's limit of {MAX_PARSED_INDEX - 1:,}")
    return n


def _short_form(g: object) -> LoopyGame:
    if isinstance(g, LoopyGame):
        return g
    g = coerce_option(g)
    if g.birthday > MAX_PARSED_NODES:
        raise InputValueError(f"a loopy game of more than {MAX_PARSED_NODES:,} nodes is over the parser's limit")
    # Count the game's positions and options before building its graph, stopping at the limits.
    seen = {g}
    todo = [g]
    options = 0
    while todo:
        h = todo.pop()
        for side in (h.left_options, h.right_options):
            options += len(side)
            for o in side:
                if o not in seen:
                    seen.add(o)
                    todo.append(o)
        if len(seen) > MAX_PARSED_NODES:
            raise InputValueError(f"a loopy game of more than {MAX_PARSED_NODES:,} nodes is over the parser's limit")
        if options > MAX_PARSED_OPTIONS:
            raise InputValueError(
                f"a loopy game of more than {MAX_PARSED_OPTIONS:,} options is over the parser's limit"
            )
    return LoopyGame.from_game(g)


def _option_count(g: LoopyGame) -> int:
    return sum(map(len, g.left_arrays)) + sum(map(len, g.right_arrays))


def one_node(left: list[object], right: list[object]) -> LoopyGame:
    """The form of one new node whose options are finished games, or ``None`` for a pass.

    Parameters
    ----------
    left, right : list
        The options: ``None`` (a move back to this node), a Game or a LoopyGame.

    Returns
    -------
    LoopyGame

    Examples
    --------
    >>> str(one_node([None], []))
    'on'
    """
    b = GraphBuilder()
    v = b.node()
    for side, options in ((b.left[v], left), (b.right[v], right)):
        for o in options:
            side.append(v if o is None else o)  # type: ignore[arg-type]
    return b.form(v)


def pseudonumber_form(x: Fraction, over: bool) -> LoopyGame:
    """``xover = {x | pass}`` (``over``) or ``xunder = {pass | x}``.

    Parameters
    ----------
    x : Fraction
        A dyadic rational.
    over : bool
        ``xover`` if true, else ``xunder``.

    Returns
    -------
    LoopyGame

    Raises
    ------
    InputTypeError
        If ``x`` is not a dyadic number.

    Examples
    --------
    >>> str(pseudonumber_form(Fraction(3, 2), over=False))
    '3/2under'

    References
    ----------
    Siegel, *Combinatorial Game Theory*, VI.2 (pseudonumbers).
    """
    x_game = number(_fraction(x, "x"))
    return one_node([x_game], [None]) if over else one_node([None], [x_game])


def upon_form(x: Fraction, k: int, down: bool = False) -> LoopyGame:
    """``x^[on]*k`` (``xv[on]*k`` when ``down``): ``x + upon + *k`` as CGSuite writes its simplest form.

    Parameters
    ----------
    x : Fraction
        The number part.
    k : int
        The nimber part, ``k >= 0``.
    down : bool, default False
        The negative family ``xv[on]*k = -((-x)^[on]*k)``.

    Returns
    -------
    LoopyGame

    Raises
    ------
    InputTypeError
        If ``x`` is not a dyadic number or ``k`` not an int.
    InputValueError
        If ``k`` is negative or at least :data:`MAX_PARSED_INDEX`.

    Examples
    --------
    >>> str(upon_form(Fraction(0), 0)), str(upon_form(Fraction(-1, 4), 0, down=True))
    ('{pass|*}', '{-1/4*|pass}')

    References
    ----------
    Winning Ways, ch. 11 (upon = {pass | *}); Siegel, *Combinatorial Game Theory*, VI.3.
    """
    x, k = _fraction(x, "x"), _nimber(k, "k")
    if down:
        return -upon_form(-x, k)
    m = k ^ 1
    left: list[object] = [None] if m else [None, number(x)]
    return one_node(left, [number(x) + nimber(m)])


def uponth_form(x: Fraction, k: int, down: bool = False) -> LoopyGame:
    """``x^<on>*k`` (``xv<on>*k`` when ``down``): ``{x, x*, .., x*k | xv[on]*(k xor 1)}``.

    Parameters
    ----------
    x : Fraction
        The number part.
    k : int
        The nimber part, ``0 <= k <`` :data:`MAX_PARSED_NODES`.
    down : bool, default False
        The negative family ``xv<on>*k = -((-x)^<on>*k)``.

    Returns
    -------
    LoopyGame

    Raises
    ------
    InputTypeError
        If ``x`` is not a dyadic number or ``k`` not an int.
    InputValueError
        If ``k`` is negative or at least :data:`MAX_PARSED_INDEX`.

    Examples
    --------
    >>> str(uponth_form(Fraction(0), 0))
    '{0||0|0,pass}'

    References
    ----------
    Siegel, *Combinatorial Game Theory*, VI.3 (upon-th, Exercise VI.5.1).
    """
    x, k = _fraction(x, "x"), _nimber(k, "k")
    if down:
        return -uponth_form(-x, k)
    base = number(x)
    return one_node([base + nimber(n) for n in range(k + 1)], [upon_form(x, k ^ 1, down=True)])


def _named() -> dict[str, LoopyGame]:
    zero, star = Game([], []), nimber(1)
    tis = LoopyGame.from_arrays([[1], []], [[], [0]], 0)  # tis = {tisn | }, tisn = { | tis}
    return {
        "on": one_node([None], []),
        "off": one_node([], [None]),
        "dud": one_node([None], [None]),
        "over": one_node([zero], [None]),
        "under": one_node([None], [zero]),
        "upon": one_node([None], [star]),
        "tis": tis,
        "tisn": -tis,
    }


_NAMED: dict[str, LoopyGame] = {}


def named_form(name: str) -> LoopyGame | None:
    """The form of a named loopy game (``on``, ``off``, ``dud``, ``over``, ``under``, ``upon``, ``tis``, ``tisn``).

    Parameters
    ----------
    name : str
        The name, as CGSuite spells it.

    Returns
    -------
    LoopyGame or None
        ``None`` if the name is none of these.

    Raises
    ------
    InputTypeError
        If ``name`` is not a str.

    Examples
    --------
    >>> named_form("dud").left_arrays, named_form("sente") is None
    (((0,),), True)

    References
    ----------
    Winning Ways, ch. 11.
    """
    if not isinstance(name, str):
        raise InputTypeError(f"a name is a str, got {describe(name)}")
    if not _NAMED:
        _NAMED.update(_named())
    return _NAMED.get(name)


def checked_sum(g: Game | LoopyGame, h: Game | LoopyGame) -> Game | LoopyGame:
    """``g + h``: a Game when both are Games, else the form of the sum, refused when too big.

    Parameters
    ----------
    g, h : Game or LoopyGame
        The summands.

    Returns
    -------
    Game or LoopyGame

    Raises
    ------
    InputTypeError
        If a summand is not a game.
    InputValueError
        If the sum's graph could pass :data:`MAX_PARSED_NODES` nodes or
        :data:`MAX_PARSED_OPTIONS` options.

    Examples
    --------
    >>> str(checked_sum(named_form("on"), named_form("off")))
    'dud'
    """
    if isinstance(g, Game) and isinstance(h, Game):
        return g + h
    a, b = _short_form(g), _short_form(h)
    if a.node_count * b.node_count > MAX_PARSED_NODES:
        raise InputValueError(
            f"the sum of loopy games of {a.node_count:,} and {b.node_count:,} nodes could pass the parser's limit "
            f"of {MAX_PARSED_NODES:,} nodes"
        )
    # Every pair (x, y) of nodes has the options of x beside y and of y beside x.
    if _option_count(a) * b.node_count + a.node_count * _option_count(b) > MAX_PARSED_OPTIONS:
        raise InputValueError(
            f"the sum of loopy games of {a.node_count:,} and {b.node_count:,} nodes could pass the parser's limit "
            f"of {MAX_PARSED_OPTIONS:,} options"
        )
    return disjunctive_sum(a, b)
