"""Loopy game forms: finite graphs of positions with Left and Right edges.

A *loopy game* (Winning Ways, ch. 11; Siegel, *Combinatorial Game Theory*,
ch. VI) is a game whose positions may repeat. Every loopy game cgtalg handles
has finitely many positions, so it is a finite directed graph: each node has a
set of Left options and a set of Right options (nodes of the same graph), and
one node is the game's start.

:class:`LoopyGame` is such a graph, immutable, cut down to the nodes reachable
from the start, and *minimal*: two nodes whose plays unfold alike (the same
Left options and the same Right options, node for node, to any depth: the
nodes are bisimilar) are one node. Its nodes are numbered by a rule that does
not depend on how the graph was given, so two loopy games are ``==`` exactly
when they are the same *form* (their game trees unfold identically). Value
equality of loopy games is a different question: see the stopper and sided
value modules of :mod:`cgtalg.loopy`.

A short game (:class:`~cgtalg.core.game_type.Game`) is a loopy game without
cycles; :meth:`LoopyGame.from_game` and :meth:`LoopyGame.to_game` convert.

No function here recurses on the depth of a graph or follows a cycle more
than once: every walk is an explicit work list.

References
----------
.. [WW] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*,
   2nd ed., vol. 2, ch. 11 ("Games Infinite and Indefinite").
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI
   ("Loopy games"), section 1 (game graphs).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

from ..core.coerce import coerce_option
from ..core.game_type import Game
from ..errors import InputTypeError, InputValueError, as_integer, describe
from . import hooks

__all__ = ["LoopyGame", "MAX_NODES", "disjunctive_sum"]

#: The most nodes a loopy game may have: a graph beyond it is refused with an
#: :class:`~cgtalg.errors.InputValueError` rather than left to exhaust memory.
MAX_NODES = 2_000_000

Options = tuple[tuple[int, ...], ...]


def _reachable(left: Sequence[Iterable[int]], right: Sequence[Iterable[int]], *starts: int) -> list[int]:
    """The nodes reachable from ``starts`` (themselves included), in the order a breadth-first walk meets them.

    A node's Left options are met before its Right options; the rows may be
    any iterables of node numbers (tuples, lists, sets).
    """
    order = list(dict.fromkeys(starts))
    seen = set(order)
    i = 0
    while i < len(order):
        node = order[i]
        i += 1
        for side in (left, right):
            for option in side[node]:
                if option not in seen:
                    seen.add(option)
                    order.append(option)
    return order


def _naive_rounds(lefts: Sequence[Sequence[int]], rights: Sequence[Sequence[int]]) -> tuple[list[int], list[int], bool]:
    """Rounds of naive refinement while they split many classes: the two last colourings, and whether they are stable.

    A round gives each node the triple (its colour, the sorted colours of its
    Left options, those of its Right options) and recolours the nodes by the
    rank of their triples in sorted order; the first colouring gives every node
    0. Every colouring is a function of the form alone (by induction on the
    rounds), so when the rounds reach a stable colouring (a round that splits
    no class) its colours are the bisimulation classes numbered by a rule that
    reads only the form. A round costs a pass over all nodes and options, and
    there may be as many rounds as nodes (a chain), so the rounds stop as soon
    as one multiplies the number of classes by less than 3/2: then
    ``(previous, colour, False)`` is returned, ``colour`` stable with respect
    to the classes of ``previous`` (the state :func:`_refine` starts from).
    That decision reads only numbers of classes, so it too depends only on the
    form: two graphs of one form stop after the same round.
    """
    n = len(lefts)
    colour = [0] * n
    count = 1
    while True:
        signatures = [
            (colour[i], tuple(sorted({colour[o] for o in lefts[i]})), tuple(sorted({colour[o] for o in rights[i]})))
            for i in range(n)
        ]
        ranks = {s: r for r, s in enumerate(sorted(set(signatures)))}
        if len(ranks) == count:
            return colour, colour, True
        grown = len(ranks) - count
        previous, colour, count = colour, [ranks[s] for s in signatures], len(ranks)
        if 3 * grown < count:
            return previous, colour, False


def _option_counts(
    lefts: Sequence[Sequence[int]], rights: Sequence[Sequence[int]], previous: Sequence[int]
) -> tuple[list[int], list[tuple[list[int], list[int], list[list[int]]]]]:
    """The edge records :func:`_refine` starts from: per side, each option edge's source, count record and target.

    For each side, edge ``e`` (from node ``source[e]``) points at the counter
    ``counts[record[e]]`` of its source's options in the ``previous`` class of
    its target, and ``into[o]`` lists the edges into node ``o``.
    """
    counts: list[int] = []
    sides = []
    for options in (lefts, rights):
        source: list[int] = []
        record: list[int] = []
        into: list[list[int]] = [[] for _ in range(len(options))]
        for v, row in enumerate(options):
            records: dict[int, int] = {}
            for o in row:
                x = previous[o]
                r = records.get(x)
                if r is None:
                    r = records[x] = len(counts)
                    counts.append(1)
                else:
                    counts[r] += 1
                into[o].append(len(source))
                source.append(v)
                record.append(r)
        sides.append((source, record, into))
    return counts, sides


def _grouped(nodes: Iterable[int], key: Sequence[int] | dict[int, int]) -> dict[int, list[int]]:
    """``nodes`` grouped by ``key[node]``, each group in the order of ``nodes``, the groups in order of first use."""
    groups: dict[int, list[int]] = {}
    for x in nodes:
        k = key[x]
        group = groups.get(k)
        if group is None:
            groups[k] = [x]
        else:
            group.append(x)
    return groups


def _refine(
    lefts: Sequence[Sequence[int]], rights: Sequence[Sequence[int]], previous: Sequence[int], colour: Sequence[int]
) -> list[int]:
    """The bisimulation class of every node of a graph, as numbers ``0 .. k-1``, by Paige and Tarjan's refinement.

    ``lefts[v]`` and ``rights[v]`` are the options of node ``v``, without
    repeats. Two nodes share a class exactly when they are bisimilar: the same
    classes among their Left options and the same among their Right options.
    ``colour`` (numbers ``0 .. c-1``) is a partition of the nodes, coarser than
    bisimilarity, into classes that are each inside one class of
    ``previous`` and stable with respect to ``previous``: two nodes of one
    colour have Left options in the same classes of ``previous``, and Right
    options too (as after a round of :func:`_naive_rounds`).

    The algorithm (R. Paige and R. E. Tarjan, "Three partition refinement
    algorithms", SIAM J. Comput. 16 (1987), with one relation per side) keeps a
    partition Q of the nodes (at first the colours) and a coarser partition X
    (at first ``previous``), Q stable with respect to every block of X: for
    every X-block S and each side, either every node of a Q-block has an
    option of that side in S or none does. While some X-block S holds two or
    more Q-blocks, the smaller ``B`` of its first two is made an X-block of its
    own, and every Q-block is split by whether its nodes have Left options in
    ``B``, and in ``S - B``, and the same for Right options; the latter is read
    off counts, kept for every node and X-block, of its options in the block.
    A node is in a ``B`` at most log2(n) + 1 times, so the work is O(m log n)
    for m options, times the logarithm of sorting the blocks a split touches.

    The numbers depend only on the graph and the two colourings up to
    isomorphism, not on how the nodes are numbered: every choice the loop makes
    (which X-block, which Q-block is ``B``, the order in which Q-blocks split,
    which part of a split block keeps its number) is decided by block sizes
    and by block numbers themselves assigned that way, never by node numbers:
    the Q-blocks a split touches are split in increasing order of their
    numbers, the parts of a block are told apart by which options they have
    and numbered in a fixed order of those, and new blocks are numbered in the
    order they are made. So for an isomorphism ``f`` of two graphs (that keeps
    the colourings) the runs on the two stay in step, ``class(f(v)) =
    class(v)`` after every split.
    """
    n = len(lefts)
    count = max(colour) + 1
    blk = list(colour)
    blocks: list[set[int]] = [set() for _ in range(count)]
    xof = [0] * count
    for v in range(n):
        blocks[colour[v]].add(v)
        xof[colour[v]] = previous[v]
    compounds: list[deque[int]] = [deque() for _ in range(max(previous) + 1)]
    for q in range(count):
        compounds[xof[q]].append(q)
    worklist = [c for c in range(len(compounds)) if len(compounds[c]) > 1]
    counts, sides = _option_counts(lefts, rights, previous)

    while worklist:
        s = worklist[-1]
        compound = compounds[s]
        first = compound.popleft()
        if len(blocks[compound[0]]) < len(blocks[first]):
            b = compound.popleft()
            compound.appendleft(first)
        else:
            b = first
        if len(compound) == 1:
            worklist.pop()
        xof[b] = len(compounds)
        compounds.append(deque((b,)))
        members = list(blocks[b])
        # Each node with an option in B gets bits: 1 if it has a Left option in B, 2 if
        # moreover none in S - B, 4 and 8 the same for Right options.
        mark: dict[int, int] = {}
        bit = 1
        for source, record, into in sides:
            inside: dict[int, int] = {}
            old: dict[int, int] = {}
            edges: list[int] = []
            for y in members:
                for e in into[y]:
                    x = source[e]
                    edges.append(e)
                    if x in inside:
                        inside[x] += 1
                    else:
                        inside[x] = 1
                        old[x] = record[e]
            if inside:
                new: dict[int, int] = {}
                for x, k in inside.items():
                    r = old[x]
                    bits = 3 * bit if counts[r] == k else bit
                    mark[x] = mark.get(x, 0) | bits
                    counts[r] -= k
                    new[x] = len(counts)
                    counts.append(k)
                for e in edges:
                    record[e] = new[source[e]]
            bit = 4
        # Split every Q-block by the marks: its unmarked nodes (mark 0) keep its number, and the
        # nodes of each mark, in increasing order of marks, move to a new block.
        touched = _grouped(mark, blk)
        for d in sorted(touched) if len(touched) > 1 else touched:
            group = touched[d]
            block = blocks[d]
            parts = _grouped(group, mark)
            if len(group) == len(block):
                if len(parts) == 1:
                    continue
                del parts[min(parts)]
            c = xof[d]
            compound = compounds[c]
            for m in sorted(parts) if len(parts) > 1 else parts:
                part = parts[m]
                moved = set(part)
                block.difference_update(moved)
                number = len(blocks)
                blocks.append(moved)
                for x in part:
                    blk[x] = number
                xof.append(c)
                compound.append(number)
                if len(compound) == 2:
                    worklist.append(c)
    return blk


def _canonical(left: Options, right: Options, start: int) -> tuple[Options, Options, int]:
    """The minimal graph of the same form, its nodes numbered independently of the input's numbering.

    The nodes reachable from the start are cut down to their bisimulation
    classes: rounds of naive refinement (:func:`_naive_rounds`) while they split
    many classes, then Paige and Tarjan's refinement (:func:`_refine`). Why the
    numbering depends only on the form:

    * If the naive rounds reach a stable colouring, its colours are the classes,
      numbered by a function of the form.
    * Otherwise the refinement's numbers depend only on the reachable graph and
      the last two naive colourings up to isomorphism. Two graphs of one form
      need not be isomorphic, but their quotients (one node per class) are: a
      minimal graph whose nodes are all reachable from its start is fixed up
      to isomorphism by its form (the bisimulation between two of them is a
      bijection that keeps Left and Right options). The naive colourings are
      functions of the form, so they carry over to the quotient, and the two
      graphs stop the rounds after the same round. So the refinement is run
      once more on the quotient, whose numbers then depend only on the form;
      when the reachable graph is itself minimal it is its own quotient and
      its first numbers serve.

    The result numbers the classes in the order a breadth-first walk from the
    start (node 0) meets them, Left options before Right options, each side in
    increasing order of the numbers above; the options of each node are sorted.
    """
    nodes = _reachable(left, right, start)
    index = {node: i for i, node in enumerate(nodes)}
    lefts = [sorted({index[o] for o in left[node]}) for node in nodes]
    rights = [sorted({index[o] for o in right[node]}) for node in nodes]
    previous, colour, stable = _naive_rounds(lefts, rights)
    classes = colour if stable else _refine(lefts, rights, previous, colour)
    count = max(classes) + 1
    quotient_left: list[list[int]] = [[]] * count
    quotient_right: list[list[int]] = [[]] * count
    member = [0] * count
    for i in range(len(nodes)):
        c = classes[i]
        member[c] = i
        quotient_left[c] = sorted({classes[o] for o in lefts[i]})
        quotient_right[c] = sorted({classes[o] for o in rights[i]})
    key: Sequence[int] = range(count)
    if not stable and count < len(nodes):
        key = _refine(
            quotient_left, quotient_right, [previous[i] for i in member], [colour[i] for i in member]
        )
    first = classes[0]
    number = {first: 0}
    order = [first]
    i = 0
    while i < len(order):
        c = order[i]
        i += 1
        for side in (quotient_left, quotient_right):
            row = side[c]
            for o in sorted(row, key=key.__getitem__) if len(row) > 1 else row:
                if o not in number:
                    number[o] = len(order)
                    order.append(o)
    new_left = tuple(tuple(sorted(number[o] for o in quotient_left[c])) for c in order)
    new_right = tuple(tuple(sorted(number[o] for o in quotient_right[c])) for c in order)
    return new_left, new_right, 0


def _canonical_reference(left: Options, right: Options, start: int) -> tuple[Options, Options, int]:
    """The minimal graph of the same form by naive rounds of refinement: the slow reference for :func:`_canonical`.

    Partition refinement: every node starts in one class; a round gives each
    node the pair (its class, the sets of classes of its Left and of its Right
    options) and renumbers the classes by the sorted order of those pairs.
    Rounds refine, so they stop once no class splits; the classes are then the
    bisimulation classes, and their numbers depend only on the form (each
    round's numbering is a function of the previous round's). Each class
    becomes one node of the result. A round costs O(m log m) and there may be
    n rounds (a chain of n nodes), so this is for tests only; its numbering
    differs from :func:`_canonical`'s.
    """
    nodes = _reachable(left, right, start)
    index = {node: i for i, node in enumerate(nodes)}
    lefts = [[index[o] for o in left[node]] for node in nodes]
    rights = [[index[o] for o in right[node]] for node in nodes]
    colour = [0] * len(nodes)
    count = 1
    while True:
        signatures = [
            (colour[i], tuple(sorted({colour[o] for o in lefts[i]})), tuple(sorted({colour[o] for o in rights[i]})))
            for i in range(len(nodes))
        ]
        ranks = {s: r for r, s in enumerate(sorted(set(signatures)))}
        colour = [ranks[s] for s in signatures]
        if len(ranks) == count:
            break
        count = len(ranks)
    new_left: list[tuple[int, ...]] = [()] * count
    new_right: list[tuple[int, ...]] = [()] * count
    for i in range(len(nodes)):
        c = colour[i]
        new_left[c] = tuple(sorted({colour[o] for o in lefts[i]}))
        new_right[c] = tuple(sorted({colour[o] for o in rights[i]}))
    return tuple(new_left), tuple(new_right), colour[0]


class LoopyGame:
    """A loopy game form: a finite graph of positions with Left and Right options, and its start.

    Build one with :meth:`from_graph` (nodes named by any hashable keys),
    :meth:`from_game` (a short game) or :meth:`from_arrays` (nodes numbered
    ``0 .. n-1``); the engine's ``loopy_game`` builds one from a position
    whose moves cycle. The object is immutable and hashable, and ``==`` means
    *the same form*: the two graphs unfold into the same game tree.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` are the nodes Left can move to from node ``v``, ``right[v]``
        Right's; nodes are numbered ``0 .. n-1``.
    start : int
        The node the game starts at.

    Raises
    ------
    InputTypeError
        If the arrays are not sequences of sequences of ints.
    InputValueError
        If an option names no node, the two arrays differ in length, or the
        graph has more than :data:`MAX_NODES` nodes.

    Examples
    --------
    ``on = {on | }``: Left can always move back to ``on``; Right never moves.

    >>> on = LoopyGame.from_graph({"on": (["on"], [])}, "on")
    >>> on.node_count, on.is_loopfree()
    (1, False)
    >>> LoopyGame.from_graph({"a": (["b"], []), "b": (["a"], [])}, "a") == on
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1 (game graphs);
    Winning Ways, ch. 11.
    """

    __slots__ = ("_left", "_right", "_start", "_hash")

    _left: Options
    _right: Options
    _start: int
    _hash: int

    def __init__(self, left: Iterable[Iterable[int]], right: Iterable[Iterable[int]], start: int = 0) -> None:
        lefts, rights = _check_graph(left, right)
        n = len(lefts)
        if n == 0:
            raise InputValueError("a loopy game needs at least one node (its start)")
        start_number = None if isinstance(start, bool) else as_integer(start)
        if start_number is None:
            raise InputTypeError(f"the start of a loopy game must be a node number, got {describe(start)}")
        start = start_number
        if not 0 <= start < n:
            raise InputValueError(f"the start {start} is not a node (0 .. {n - 1})")
        self._set(*_canonical(lefts, rights, start))

    def _set(self, left: Options, right: Options, start: int) -> None:
        object.__setattr__(self, "_left", left)
        object.__setattr__(self, "_right", right)
        object.__setattr__(self, "_start", start)
        object.__setattr__(self, "_hash", hash((left, right, start)))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("LoopyGame is immutable")

    @classmethod
    def _from_canonical(cls, left: Options, right: Options, start: int) -> LoopyGame:
        """A loopy game from the arrays a pickle stores (refined again, not checked).

        The arrays are put in canonical form once more, so a pickle whose
        arrays are numbered by any other rule loads as a game equal to the
        same form built by :meth:`from_arrays`.
        """
        game = object.__new__(cls)
        game._set(*_canonical(left, right, start))
        return game

    @classmethod
    def _from_unchecked(cls, left: Options, right: Options, start: int) -> LoopyGame:
        """A loopy game from valid arrays that may not be minimal (refined, not checked)."""
        game = object.__new__(cls)
        game._set(*_canonical(left, right, start))
        return game

    # -- constructors ------------------------------------------------------------------------------

    @classmethod
    def from_arrays(cls, left: Iterable[Iterable[int]], right: Iterable[Iterable[int]], start: int = 0) -> LoopyGame:
        """The loopy game with nodes ``0 .. n-1``, ``left[v]`` and ``right[v]`` the options of node ``v``.

        Parameters
        ----------
        left, right : sequence of sequences of int
            The Left and the Right options of each node.
        start : int, default 0
            The start node.

        Returns
        -------
        LoopyGame

        Raises
        ------
        InputTypeError, InputValueError
            As :class:`LoopyGame`.

        Examples
        --------
        ``over = {0 | pass}``: node 0 is ``over``, node 1 is ``0``.

        >>> over = LoopyGame.from_arrays([[1], []], [[0], []])
        >>> over.node_count
        2

        References
        ----------
        Winning Ways, ch. 11 (``over``).
        """
        return cls(left, right, start)

    @classmethod
    def from_graph(cls, graph: Mapping[Hashable, tuple[Iterable[Any], Iterable[Any]]], start: Hashable) -> LoopyGame:
        """The loopy game whose nodes are the keys of ``graph``, each mapped to its (Left, Right) options.

        An option is either a key of ``graph`` (a node of this graph) or, if
        it is not a key, a value to embed: a short game (or an int or
        Fraction, read as a number) or another :class:`LoopyGame`.

        Parameters
        ----------
        graph : mapping
            ``graph[node] = (left_options, right_options)``.
        start : hashable
            The key of the start node.

        Returns
        -------
        LoopyGame

        Raises
        ------
        InputTypeError
            If ``graph`` is not a mapping of pairs, or an option is neither a
            key nor a game.
        InputValueError
            If ``start`` is not a key.

        Examples
        --------
        ``upon = {pass | *}`` and ``dud = {pass | pass}``:

        >>> from cgtalg import parse
        >>> upon = LoopyGame.from_graph({"u": (["u"], [parse("*")])}, "u")
        >>> upon.node_count
        3
        >>> LoopyGame.from_graph({"d": (["d"], ["d"])}, "d").node_count
        1

        References
        ----------
        Winning Ways, ch. 11 (``upon``, ``dud``).
        """
        if not isinstance(graph, Mapping):
            raise InputTypeError(f"a loopy game's graph must be a mapping node -> (left, right), got {describe(graph)}")
        try:
            hash(start)
        except TypeError:
            raise InputTypeError(f"the start node must be a key of the graph, got {describe(start)}") from None
        if start not in graph:
            raise InputValueError(f"the start node {describe(start)} is not a key of the graph")
        numbers: dict[Any, int] = {key: i for i, key in enumerate(graph)}
        left: list[list[int]] = [[] for _ in numbers]
        right: list[list[int]] = [[] for _ in numbers]
        embedded: dict[LoopyGame, int] = {}

        def embed(value: object) -> int:
            game = value if isinstance(value, LoopyGame) else cls.from_game(coerce_option(value))
            if game not in embedded:
                offset = len(left)
                for v in range(game.node_count):
                    left.append([offset + o for o in game._left[v]])
                    right.append([offset + o for o in game._right[v]])
                embedded[game] = offset + game._start
            return embedded[game]

        for key, i in list(numbers.items()):
            entry = graph[key]
            if not isinstance(entry, (tuple, list)) or len(entry) != 2:
                raise InputTypeError(
                    f"node {describe(key)} must map to a pair (left options, right options), got {describe(entry)}"
                )
            for side, options in zip((left, right), entry):
                if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
                    raise InputTypeError(f"the options of node {describe(key)} must be a list, got {describe(options)}")
                for o in options:
                    try:
                        is_node = o in numbers
                    except TypeError:
                        is_node = False
                    side[i].append(numbers[o] if is_node else embed(o))
        if len(left) > MAX_NODES:
            raise InputValueError(f"a loopy game of {len(left)} nodes is over the limit of {MAX_NODES:,} nodes")
        return cls._from_unchecked(tuple(map(tuple, left)), tuple(map(tuple, right)), numbers[start])

    @classmethod
    def from_game(cls, game: Game) -> LoopyGame:
        """The short game ``game`` as a loopy game (a graph without cycles).

        Parameters
        ----------
        game : Game
            A short game (an int or Fraction is read as a number).

        Returns
        -------
        LoopyGame

        Raises
        ------
        InputTypeError
            If ``game`` is not a short game.

        Examples
        --------
        >>> from cgtalg import parse
        >>> g = LoopyGame.from_game(parse("{1|*}"))
        >>> g.is_loopfree(), g.to_game() == parse("{1|*}")
        (True, True)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI.1.
        """
        root = coerce_option(game)
        if root.birthday > MAX_NODES:
            raise InputValueError(
                f"a game born after day {MAX_NODES:,} has more than the {MAX_NODES:,} nodes a loopy game may have"
            )
        numbers: dict[Game, int] = {root: 0}
        order = [root]
        left: list[tuple[int, ...]] = []
        right: list[tuple[int, ...]] = []
        i = 0
        while i < len(order):
            g = order[i]
            i += 1
            for side, options in ((left, g.left_options), (right, g.right_options)):
                row = []
                for o in options:
                    if o not in numbers:
                        numbers[o] = len(order)
                        order.append(o)
                        if len(order) > MAX_NODES:
                            raise InputValueError(f"the game has more than the {MAX_NODES:,} nodes a loopy game may have")
                    row.append(numbers[o])
                side.append(tuple(row))
        return cls._from_unchecked(tuple(left), tuple(right), 0)

    # -- the graph ---------------------------------------------------------------------------------

    @property
    def node_count(self) -> int:
        """The number of nodes (distinct positions up to form) of the graph.

        Returns
        -------
        int
            The node count.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).node_count
        1
        """
        return len(self._left)

    @property
    def start(self) -> int:
        """The start node's number: 0, as the canonical numbering begins at the start.

        Returns
        -------
        int
            A node number.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).start
        0
        """
        return self._start

    @property
    def left_arrays(self) -> Options:
        """``left_arrays[v]``: the Left options of node ``v``, as node numbers.

        Returns
        -------
        tuple of tuples of int
            One tuple per node.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).left_arrays
        ((0,),)
        """
        return self._left

    @property
    def right_arrays(self) -> Options:
        """``right_arrays[v]``: the Right options of node ``v``, as node numbers.

        Returns
        -------
        tuple of tuples of int
            One tuple per node.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).right_arrays
        ((),)
        """
        return self._right

    def at(self, node: int) -> LoopyGame:
        """The game that starts at ``node`` of this graph.

        Parameters
        ----------
        node : int
            A node number.

        Returns
        -------
        LoopyGame

        Raises
        ------
        InputValueError
            If ``node`` is not a node.

        Examples
        --------
        >>> over = LoopyGame.from_arrays([[1], []], [[0], []])
        >>> over.at(over.left_arrays[over.start][0]).to_game()
        Game('0')
        """
        if isinstance(node, bool) or not isinstance(node, int):
            raise InputTypeError(f"a node is a node number, got {describe(node)}")
        if not 0 <= node < len(self._left):
            raise InputValueError(f"{node} is not a node (0 .. {len(self._left) - 1})")
        if node == self._start:
            return self
        return LoopyGame._from_unchecked(self._left, self._right, node)

    @property
    def left_options(self) -> tuple[LoopyGame, ...]:
        """The Left options of the start, each as a loopy game.

        Returns
        -------
        tuple of LoopyGame
            One game per option.

        Examples
        --------
        >>> on = LoopyGame.from_arrays([[0]], [[]])
        >>> on.left_options == (on,), on.right_options
        (True, ())
        """
        return tuple(self.at(o) for o in self._left[self._start])

    @property
    def right_options(self) -> tuple[LoopyGame, ...]:
        """The Right options of the start, each as a loopy game.

        Returns
        -------
        tuple of LoopyGame
            One game per option.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).right_options
        ()
        """
        return tuple(self.at(o) for o in self._right[self._start])

    def is_loopfree(self) -> bool:
        """True if no position can recur: the graph has no cycle.

        Returns
        -------
        bool
            Whether the graph is acyclic.

        Examples
        --------
        >>> LoopyGame.from_arrays([[0]], [[]]).is_loopfree()
        False
        """
        return _topological_order(self._left, self._right) is not None

    def to_game(self) -> Game:
        """The short game of a loopfree graph.

        Returns
        -------
        Game

        Raises
        ------
        InputValueError
            If the graph has a cycle.

        Examples
        --------
        >>> from cgtalg import parse
        >>> LoopyGame.from_game(parse("{2|-1}")).to_game()
        Game('{2|-1}')
        """
        order = _topological_order(self._left, self._right)
        if order is None:
            raise InputValueError("this loopy game has a cycle, so it is not a short game")
        values: dict[int, Game] = {}
        for v in order:
            values[v] = Game([values[o] for o in self._left[v]], [values[o] for o in self._right[v]])
        return values[self._start]

    # -- the algebra of forms ----------------------------------------------------------------------

    def __neg__(self) -> LoopyGame:
        # the swapped arrays are minimal but not numbered canonically (the numbering reads Left first)
        return LoopyGame._from_unchecked(self._right, self._left, self._start)

    def __add__(self, other: object) -> LoopyGame:
        other_game = _as_loopy(other)
        if other_game is None:
            return NotImplemented
        return disjunctive_sum(self, other_game)

    __radd__ = __add__

    def __sub__(self, other: object) -> LoopyGame:
        other_game = _as_loopy(other)
        if other_game is None:
            return NotImplemented
        return disjunctive_sum(self, -other_game)

    def __rsub__(self, other: object) -> LoopyGame:
        other_game = _as_loopy(other)
        if other_game is None:
            return NotImplemented
        return disjunctive_sum(other_game, -self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LoopyGame):
            return NotImplemented
        return self._hash == other._hash and (self._start, self._left, self._right) == (
            other._start,
            other._left,
            other._right,
        )

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return hooks.to_string(self)

    def latex(self) -> str:
        r"""This form as LaTeX, by the notation's printer (:func:`cgtalg.loopy.hooks.to_latex`).

        Returns
        -------
        str

        Examples
        --------
        >>> print(LoopyGame.from_arrays([[0]], [[]]).latex())
        \mathrm{on}
        """
        return hooks.to_latex(self)

    def __repr__(self) -> str:
        return f"LoopyGame.from_arrays({[list(o) for o in self._left]!r}, {[list(o) for o in self._right]!r}, {self._start})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (LoopyGame._from_canonical, (self._left, self._right, self._start))


def _as_loopy(value: object) -> LoopyGame | None:
    if isinstance(value, LoopyGame):
        return value
    try:
        return LoopyGame.from_game(coerce_option(value))
    except InputTypeError:
        return None


def _check_loopy(value: object, what: str) -> LoopyGame:
    game = _as_loopy(value)
    if game is None:
        raise InputTypeError(f"{what} must be a loopy game or a short game, got {describe(value)}")
    return game


def disjunctive_sum(g: LoopyGame, h: LoopyGame) -> LoopyGame:
    """The form of ``g + h``: the graph of pairs of their nodes reachable from the pair of starts.

    Parameters
    ----------
    g, h : LoopyGame
        The two summands (a short game or number is read as a loopfree loopy game).

    Returns
    -------
    LoopyGame

    Raises
    ------
    InputTypeError
        If a summand is not a game.
    InputValueError
        If the sum has more than :data:`MAX_NODES` reachable nodes.

    Examples
    --------
    The graph of ``on + off`` has one node, from which Left and Right can each
    move back to it: the form of ``dud``.

    >>> on = LoopyGame.from_arrays([[0]], [[]])
    >>> disjunctive_sum(on, -on) == LoopyGame.from_arrays([[0]], [[0]])
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1 (sums of game graphs).
    """
    g, h = _check_loopy(g, "g"), _check_loopy(h, "h")
    gl, gr, hl, hr = g._left, g._right, h._left, h._right
    start = (g._start, h._start)
    numbers = {start: 0}
    order = [start]
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    i = 0
    while i < len(order):
        a, b = order[i]
        i += 1
        for side, ga, hb in ((left, gl, hl), (right, gr, hr)):
            row = []
            for pair in [(x, b) for x in ga[a]] + [(a, y) for y in hb[b]]:
                number = numbers.get(pair)
                if number is None:
                    number = numbers[pair] = len(order)
                    order.append(pair)
                    if len(order) > MAX_NODES:
                        raise InputValueError(f"the sum has more than {MAX_NODES:,} positions")
                row.append(number)
            side.append(tuple(row))
    return LoopyGame._from_unchecked(tuple(left), tuple(right), 0)


def _topological_order(left: Options, right: Options) -> list[int] | None:
    """The nodes with every node after its options (``None`` if there is a cycle)."""
    n = len(left)
    pending = [len(left[v]) + len(right[v]) for v in range(n)]
    parents: list[list[int]] = [[] for _ in range(n)]
    for v in range(n):
        for o in left[v]:
            parents[o].append(v)
        for o in right[v]:
            parents[o].append(v)
    ready = [v for v in range(n) if pending[v] == 0]
    order: list[int] = []
    while ready:
        v = ready.pop()
        order.append(v)
        for p in parents[v]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    return order if len(order) == n else None


def _check_graph(left: object, right: object) -> tuple[Options, Options]:
    """The Left and Right option lists of a graph given by node numbers, checked: one of each per node, every option a node."""
    lefts = _check_arrays(left, "left")
    rights = _check_arrays(right, "right")
    if len(lefts) != len(rights):
        raise InputValueError(
            f"a loopy game needs one Left and one Right option list per node; got {len(lefts)} Left "
            f"and {len(rights)} Right lists"
        )
    n = len(lefts)
    if n > MAX_NODES:
        raise InputValueError(f"a loopy game of {n} nodes is over the limit of {MAX_NODES:,} nodes")
    for name, arrays in (("Left", lefts), ("Right", rights)):
        for v, options in enumerate(arrays):
            for o in options:
                if not 0 <= o < n:
                    raise InputValueError(f"node {v} has a {name} option {o}, which is not a node (0 .. {n - 1})")
    return lefts, rights


def _check_arrays(arrays: object, what: str) -> Options:
    if isinstance(arrays, (str, bytes)) or not isinstance(arrays, Iterable):
        raise InputTypeError(f"the {what} options must be a list of lists of node numbers, got {describe(arrays)}")
    rows = []
    for row in arrays:
        if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
            raise InputTypeError(f"each {what} option list must be a list of node numbers, got {describe(row)}")
        items = []
        for o in row:
            number = None if isinstance(o, bool) else as_integer(o)
            if number is None:
                raise InputTypeError(f"a {what} option must be a node number, got {describe(o)}")
            items.append(number)
        rows.append(tuple(items))
        if len(rows) > MAX_NODES:
            raise InputValueError(f"a loopy game of more than {MAX_NODES:,} nodes is over the limit")
    return tuple(rows)
