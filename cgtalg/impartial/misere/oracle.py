"""What the misère quotient constructions ask of a heap game: one protocol, and the oracles that answer it.

Every construction of :mod:`cgtalg.impartial.misere` reads a heap game
through one small interface, :class:`MisereOracle`:

* ``name`` -- how to print the game;
* ``heap_parts(heap)`` -- the options of one heap, each as the tuple of the
  non-empty heaps the move leaves (a take-and-break move may split a heap);
* ``is_p(heaps)`` -- whether the sum of these heaps is a misère P-position
  (the player to move loses; a position without moves is an N-position);
* ``positions_solved`` -- how many positions the oracle has searched (a
  construction's budget; 0 for an oracle that searches nothing).

The constructions that only need the moves (the direct, incremental and
layered ones) ask ``heap_parts``; the learner and the brute-force checks
ask ``is_p`` too. A rule of :mod:`cgtalg.rulesets.heap` is not itself
an oracle: :func:`misere_oracle` turns it into one, a :class:`MisereOutcomes`
(memoized search straight from the rule). :class:`ExtensionOutcomes` answers
from a certified smaller quotient and searches only what it cannot read off;
it is a :class:`TrustingOracle`, which can also be handed a candidate known
to be right below some number of tokens.

Invariant: an oracle's answers are exact (searched or read off a certified
quotient), never guessed.

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> kayles = misere_oracle(TakeAndBreak("0.77"))
>>> isinstance(kayles, MisereOracle), kayles.name, kayles.heap_parts(2), kayles.is_p([1, 2, 3])
(True, '0.77', [(1,), ()], True)
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Protocol, Sequence, runtime_checkable

from ...errors import InputTypeError, InputValueError, check_int, check_ints, describe
from .monoid import check_candidate

__all__ = [
    "MisereOracle",
    "TrustingOracle",
    "misere_oracle",
    "option_parts",
    "misere_search",
    "MisereOutcomes",
    "ExtensionOutcomes",
]


@runtime_checkable
class MisereOracle(Protocol):
    """What a misère quotient construction asks of a heap game (see the module docstring).

    Attributes
    ----------
    name : str
        How to print the game.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> isinstance(misere_oracle(NIM_RULE), MisereOracle), isinstance(NIM_RULE, MisereOracle)
    (True, False)
    """

    name: str

    def heap_parts(self, heap: int) -> Sequence[tuple[int, ...]]:
        """The options of one heap of *heap* tokens, each as the tuple of the non-empty heaps it leaves.

        Parameters
        ----------
        heap : int
            The heap size, at least 0.

        Returns
        -------
        sequence of tuple of int
        """
        ...

    def is_p(self, heaps: Iterable[int]) -> bool:
        """Whether the sum of these heaps is a misère P-position.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes (order does not matter).

        Returns
        -------
        bool
        """
        ...

    @property
    def positions_solved(self) -> int:
        """How many positions the oracle has searched so far.

        Returns
        -------
        int
        """
        ...


@runtime_checkable
class TrustingOracle(MisereOracle, Protocol):
    """A :class:`MisereOracle` that can also read outcomes off a candidate right below a number of tokens.

    The learner (:func:`~cgtalg.impartial.misere.learn.learn_quotient`)
    hands such an oracle each failing hypothesis with its token-least
    failure.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> isinstance(ExtensionOutcomes(NIM_RULE, [[0]], set(), [0], 0), TrustingOracle)
    True
    >>> isinstance(MisereOutcomes(NIM_RULE), TrustingOracle)
    False
    """

    def trust(self, table: Sequence[Sequence[int]], p_set: Any, images: Sequence[int], tokens: int) -> bool:
        """Also read off a candidate that is right on every position of fewer than *tokens* tokens.

        Parameters
        ----------
        table : sequence of sequence of int
            The candidate's multiplication table.
        p_set : set of int
            Its P-portion.
        images : sequence of int
            Its element of each heap.
        tokens : int
            The candidate is right on every position of fewer tokens.

        Returns
        -------
        bool
            Whether the candidate is now used.
        """
        ...


def misere_oracle(game: Any) -> MisereOracle:
    """The oracle a construction asks: *game* itself if it is a :class:`MisereOracle`, else a search from its rule.

    Parameters
    ----------
    game : MisereOracle or HeapRule
        An oracle, or a rule of :mod:`cgtalg.rulesets.heap` (an object
        with ``heap_options(n)``).

    Returns
    -------
    MisereOracle
        *game*, or ``MisereOutcomes(game)``.

    Raises
    ------
    InputTypeError
        If *game* is neither.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> oracle = misere_oracle(NIM_RULE)
    >>> type(oracle).__name__, misere_oracle(oracle) is oracle
    ('MisereOutcomes', True)
    >>> misere_oracle(7)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: 7 has no heap_options(n): use a rule from cgtalg.rulesets.heap
    """
    if isinstance(game, MisereOracle):
        return game
    return MisereOutcomes(game)


def option_parts(oracle: MisereOracle, max_heap: int) -> list[list[tuple[int, ...]]]:
    """The options of every heap ``0..max_heap``, as the quotient constructions take them.

    Parameters
    ----------
    oracle : MisereOracle
        The game.
    max_heap : int
        The largest heap.

    Returns
    -------
    list of list of tuple of int
        Entry ``h`` lists the options of a heap of ``h`` (:meth:`MisereOracle.heap_parts`).

    Raises
    ------
    InputTypeError
        If *oracle* is not an oracle (a heap rule is read through
        :func:`misere_oracle`), or *max_heap* not an int.
    InputValueError
        If *max_heap* is negative or over 10,000.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> option_parts(misere_oracle(TakeAndBreak("0.07")), 3)
    [[], [], [()], [(1,)]]
    """
    oracle = misere_oracle(oracle)
    max_heap = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    return [list(oracle.heap_parts(h)) for h in range(max_heap + 1)]


def misere_search(
    start: tuple[int, ...],
    options: Callable[[tuple[int, ...]], Iterator[tuple[int, ...]]],
    settled: Callable[[tuple[int, ...]], bool | None],
    memo: dict[tuple[int, ...], bool],
) -> bool:
    """Whether *start* is a misère P-position, by an iterative depth-first search.

    A position is a P-position when it has a move and no option is a
    P-position. The search stops at the first P-option (a winning move).
    :class:`MisereOutcomes` and :class:`ExtensionOutcomes` both search with
    it; they differ only in what they already know.

    Parameters
    ----------
    start : tuple of int
        The position (its heaps).
    options : callable
        ``options(pos)`` iterates over the options of a position.
    settled : callable
        ``settled(pos)`` is the outcome of a position already known (True
        for P, False for N) or None.
    memo : dict
        Every position searched is stored here (True for P).

    Returns
    -------
    bool
        True if *start* is a misère P-position.

    Raises
    ------
    InputTypeError
        If *start* is not a tuple, *options* or *settled* not callable, or
        *memo* not a dict.

    Examples
    --------
    >>> nim = lambda pos: (tuple(sorted(pos[:i] + (k,) + pos[i + 1:])) for i, h in enumerate(pos) for k in range(h))
    >>> memo = {}
    >>> misere_search((2, 2), nim, memo.get, memo), misere_search((1, 1), nim, memo.get, memo)
    (True, False)
    """
    if not isinstance(start, tuple):
        raise InputTypeError(f"start must be a position, a tuple of heap sizes, not {type(start).__name__} ({describe(start)})")
    for name, function in (("options", options), ("settled", settled)):
        if not callable(function):
            raise InputTypeError(f"{name} must be a function of a position, not {type(function).__name__} ({describe(function)})")
    if not isinstance(memo, dict):
        raise InputTypeError(f"memo must be a dict, not {type(memo).__name__} ({describe(memo)})")
    stack: list[tuple[tuple[int, ...], Iterator[tuple[int, ...]], bool]] = [(start, options(start), False)]
    while stack:
        pos, it, moved = stack[-1]
        winning = False
        descended = False
        for child in it:
            moved = True
            known = settled(child)
            if known is None:
                stack[-1] = (pos, it, moved)
                stack.append((child, options(child), False))
                descended = True
                break
            if known:
                winning = True
                break
        if descended:
            continue
        # all options seen (or a P-option found): pos is P iff it has a move and no P-option
        result = moved and not winning
        memo[pos] = result
        stack.pop()
        if stack and result:
            # the parent has a move to this P-position: it is N. Settle it now; its own parent
            # then resumes its scan with its next option (an N-option is not a winning move).
            parent = stack.pop()[0]
            memo[parent] = False
    return memo[start]


class _Outcomes:
    """The outcome of a sum of heaps read off the oracle's ``is_p``, for both outcome oracles below."""

    def outcome(self, heaps: Any) -> str:
        """``'P'`` or ``'N'``: the misère outcome of the sum of these heaps.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes, each at least 0 (order does not matter).

        Returns
        -------
        str
            ``'P'`` if the player to move loses under misère play, else ``'N'``.

        Raises
        ------
        InputTypeError
            If *heaps* is not an iterable of ints.
        InputValueError
            If a heap size is negative.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import NIM_RULE
        >>> MisereOutcomes(NIM_RULE).outcome([3, 3])
        'P'
        """
        return "P" if self.is_p(heaps) else "N"  # type: ignore[attr-defined]


class MisereOutcomes(_Outcomes):
    """Misère outcomes of sums of heaps, by a memoized search straight from the rules.

    A position is a multiset of heap sizes (kept as a sorted tuple, heaps
    without a move are kept too: they change nothing but are harmless). A
    position is a misère P-position when it has a move and every move leads
    to an N-position; a position without moves is an N-position (the player
    to move has already won). The search is iterative (an explicit stack)
    and stops at the first winning move.

    It answers the :class:`MisereOracle` protocol straight from a rule: the
    oracle every construction uses when it is given a rule.

    Parameters
    ----------
    rule : HeapRule
        Any rule of :mod:`cgtalg.rulesets.heap` (an object with
        ``heap_options(n)`` and a ``name``).

    Raises
    ------
    InputTypeError
        If *rule* has no ``heap_options``.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> m = MisereOutcomes(NIM_RULE)
    >>> m.outcome([1, 1, 1]), m.outcome([2, 2]), m.outcome([1, 2, 3])
    ('P', 'P', 'P')
    >>> m.outcome([])
    'N'
    """

    def __init__(self, rule: Any):
        opts = getattr(rule, "heap_options", None)
        if not callable(opts):
            raise InputTypeError(f"{describe(rule)} has no heap_options(n): use a rule from cgtalg.rulesets.heap")
        self.rule = rule
        name = getattr(rule, "name", None)
        self.name: str = name if isinstance(name, str) else describe(rule)
        self._heap_options: list[list[tuple[int, ...]]] = []
        self._p: dict[tuple[int, ...], bool] = {}

    def heap_parts(self, heap: int) -> list[tuple[int, ...]]:
        """The options of one heap of *heap* tokens, each as the tuple of the non-empty heaps it leaves.

        Read from the rule's ``heap_options`` once per heap and kept.

        Parameters
        ----------
        heap : int
            The heap size, at least 0.

        Returns
        -------
        list of tuple of int
            One tuple per option (``()`` when the move takes the whole heap).

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> MisereOutcomes(TakeAndBreak("0.77")).heap_parts(3)
        [(2,), (1, 1), (1,)]
        """
        while len(self._heap_options) <= heap:
            k = len(self._heap_options)
            self._heap_options.append([tuple(x for x in o if x) for o in self.rule.heap_options(k)])
        return self._heap_options[heap]

    def _options(self, pos: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        last = -1
        for i, h in enumerate(pos):
            if h == last:
                continue
            last = h
            rest = pos[:i] + pos[i + 1 :]
            for parts in self.heap_parts(h):
                yield tuple(sorted(rest + parts))

    def is_p(self, heaps: Any) -> bool:
        """True when the sum of these heaps is a misère P-position.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes, each at least 0 (order does not matter).

        Returns
        -------
        bool
            True if the player to move loses under misère play.

        Raises
        ------
        InputTypeError
            If *heaps* is not an iterable of ints.
        InputValueError
            If a heap size is negative.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import NIM_RULE
        >>> m = MisereOutcomes(NIM_RULE)
        >>> m.is_p([1]), m.is_p([1, 1]), m.is_p([2, 2])
        (True, False, True)
        """
        start = tuple(sorted(check_ints(heaps, "a heap size", minimum=0)))
        memo = self._p
        if start in memo:
            return memo[start]
        return misere_search(start, self._options, memo.get, memo)

    @property
    def positions_solved(self) -> int:
        """How many positions are memoized.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.heap import NIM_RULE
        >>> m = MisereOutcomes(NIM_RULE)
        >>> m.positions_solved
        0
        >>> m.outcome([1, 1, 1])
        'P'
        >>> m.positions_solved
        4
        """
        return len(self._p)


class ExtensionOutcomes(_Outcomes):
    """Misère outcomes of heaps ``1..n`` from a certified quotient of heaps ``1..m`` and a search above it.

    A brute-force outcome search
    (:class:`MisereOutcomes`) walks
    the whole game tree of a position. When the quotient ``Q(m)`` of heaps
    ``1..m`` is already *certified* (every position of heaps ``1..m``, any
    multiplicities, is a P-position exactly when its element lies in the
    P-portion), a position without heaps above ``m`` is answered by a product
    in ``Q(m)`` and a membership test. This oracle searches only the
    positions that still hold a heap above ``m``: a position is a misère
    P-position when it has a move and no option is a P-position; an option
    without heaps above ``m`` is looked up, one with such heaps is searched
    (iteratively, an explicit stack, memoized). Heaps without a move (a heap
    of 1 in Dawson's Kayles) are the game 0 and are dropped, which shrinks the
    memo. Heaps above ``m`` are tried first: their options lead towards the
    looked-up positions sooner.

    This is what learning ``Q(m + 1)`` needs: its queries are positions of
    heaps up to ``m + 1``, most of whose subtrees leave heap ``m + 1`` early.

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap`, or an oracle whose
        ``heap_parts`` give the moves.
    table : list of list of int
        The multiplication table of the certified quotient of heaps ``1..below`` (element 0 the identity).
    p_set : set of int
        Its P-portion.
    images : sequence of int
        The element of each heap ``0..below``.
    below : int
        The largest heap the quotient covers.

    Raises
    ------
    InputTypeError
        If *rule* has no ``heap_options``, or the quotient's arrays are not
        collections of ints.
    InputValueError
        If the quotient's arrays do not fit together, or *images* does not
        cover heaps ``0..below``.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> kayles = TakeAndBreak("0.77")
    >>> q8 = IncrementalQuotient(kayles).extend(8)
    >>> oracle = ExtensionOutcomes(kayles, q8.table, q8.p_set, q8.images, 8)
    >>> oracle.outcome([9]), oracle.outcome([5, 5, 9])   # 5 + 5 is the empty position's element of Q(8) ...
    ('P', 'N')
    >>> oracle.outcome([5, 5]), oracle.outcome([])       # ... and both are N, yet heap 9 tells them apart
    ('N', 'N')
    """

    def __init__(self, rule: Any, table: Sequence[Sequence[int]], p_set: Any, images: Sequence[int], below: int):
        self._moves = misere_oracle(rule)
        self._parts = self._moves.heap_parts
        table, p_set, images = check_candidate(table, p_set, images)
        self.below = check_int(below, "below", minimum=0)
        if len(images) < self.below + 1:
            raise InputValueError(f"images cover heaps up to {len(images) - 1}, not up to below={self.below}")
        self.rule = rule
        self.name: str = self._moves.name
        self.table = table
        self.p_set = frozenset(p_set)
        self.images = list(images)
        self._p: dict[tuple[int, ...], bool] = {}
        self._trusted: tuple[Sequence[Sequence[int]], frozenset[int], list[int]] | None = None
        self.trusted_tokens = 0

    def trust(self, table: Sequence[Sequence[int]], p_set: Any, images: Sequence[int], tokens: int) -> bool:
        """Also read off a quotient that is right on every position of fewer than *tokens* tokens.

        Such a quotient is a candidate whose certificate, run with
        ``fewest_tokens=True``
        (:func:`~cgtalg.impartial.misere.certificate.certify_quotient`),
        failed first at a position of *tokens* tokens: every position with
        fewer tokens is then proved right. The bound holds only when every
        move removes a token, so for rules with a move that keeps all tokens
        (a split of ``4.7``) nothing is trusted. A candidate with a lower
        bound than the one already trusted is ignored.

        Parameters
        ----------
        table : sequence of sequence of int
            The candidate's multiplication table (element 0 the identity).
        p_set : set of int
            The candidate's P-portion.
        images : sequence of int
            The candidate's element for each heap it covers.
        tokens : int
            The candidate is right on every position of fewer tokens.

        Returns
        -------
        bool
            Whether the candidate is now used.

        Raises
        ------
        InputTypeError
            If *tokens* is not an int, or the candidate's arrays are not
            collections of ints.
        InputValueError
            If *tokens* is negative, or the candidate's arrays do not fit
            together.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> from cgtalg.impartial.misere import IncrementalQuotient
        >>> kayles = TakeAndBreak("0.77")
        >>> q3 = IncrementalQuotient(kayles).extend(3)
        >>> oracle = ExtensionOutcomes(kayles, q3.table, q3.p_set, q3.images, 3)
        >>> q4 = IncrementalQuotient(kayles).extend(4)
        >>> oracle.trust(q4.table, q4.p_set, q4.images, 5), oracle.trust(q4.table, q4.p_set, q4.images, 3)
        (True, False)
        >>> oracle.trusted_tokens
        5
        """
        table, p_set, images = check_candidate(table, p_set, images)
        tokens = check_int(tokens, "tokens", minimum=0)
        if tokens <= self.trusted_tokens:
            return False
        top = len(images) - 1
        for h in range(1, top + 1):
            if any(sum(parts) >= h for parts in self._parts(h)):
                return False
        self._trusted = (table, frozenset(p_set), list(images))
        self.trusted_tokens = tokens
        return True

    def heap_parts(self, heap: int) -> Sequence[tuple[int, ...]]:
        """The options of one heap of *heap* tokens, as the rule gives them (tuples of non-empty heaps).

        Parameters
        ----------
        heap : int
            The heap size, at least 0.

        Returns
        -------
        sequence of tuple of int

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> ExtensionOutcomes(TakeAndBreak("0.07"), [[0]], set(), [0], 0).heap_parts(4)
        [(2,), (1, 1)]
        """
        return self._moves.heap_parts(heap)

    def _live(self, heaps: Any) -> tuple[int, ...]:
        """The heaps that have a move, sorted (a heap without a move is the game 0)."""
        return tuple(sorted(h for h in heaps if self._parts(h)))

    def _quotient_p(self, pos: tuple[int, ...]) -> bool:
        t, im = self.table, self.images
        x = 0
        for h in pos:
            x = t[x][im[h]]
        return x in self.p_set

    def _known(self, pos: tuple[int, ...]) -> bool | None:
        """The outcome if a trusted quotient gives it (no heap above ``below``, or few tokens), else None."""
        if not pos or pos[-1] <= self.below:
            return self._quotient_p(pos)
        trusted = self._trusted
        if trusted is not None and pos[-1] < len(trusted[2]) and sum(pos) < self.trusted_tokens:
            t, p_set, im = trusted
            x = 0
            for h in pos:
                x = t[x][im[h]]
            return x in p_set
        return self._p.get(pos)

    def _options(self, pos: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        last = -1
        for i in range(len(pos) - 1, -1, -1):  # largest heaps first
            h = pos[i]
            if h == last:
                continue
            last = h
            rest = pos[:i] + pos[i + 1 :]
            for parts in self._parts(h):
                yield self._live(rest + parts)

    def is_p(self, heaps: Any) -> bool:
        """True when the sum of these heaps is a misère P-position.

        Positions within the certified quotient (or a trusted one) are read
        off it; the others are searched, and memoized.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes, each at least 0 (order does not matter).

        Returns
        -------
        bool
            True if the player to move loses under misère play.

        Raises
        ------
        InputTypeError
            If *heaps* is not an iterable of ints.
        InputValueError
            If a heap size is negative.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> from cgtalg.impartial.misere import IncrementalQuotient
        >>> kayles = TakeAndBreak("0.77")
        >>> q3 = IncrementalQuotient(kayles).extend(3)
        >>> oracle = ExtensionOutcomes(kayles, q3.table, q3.p_set, q3.images, 3)
        >>> oracle.is_p([1]), oracle.is_p([4])      # heap 4 is beyond Q(3): searched
        (True, True)
        """
        start = self._live(check_ints(heaps, "a heap size", minimum=0))
        known = self._known(start)
        if known is not None:
            return known
        return misere_search(start, self._options, self._known, self._p)

    @property
    def positions_solved(self) -> int:
        """How many positions (with a heap above ``below``) are memoized.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> from cgtalg.impartial.misere import IncrementalQuotient
        >>> kayles = TakeAndBreak("0.77")
        >>> q3 = IncrementalQuotient(kayles).extend(3)
        >>> oracle = ExtensionOutcomes(kayles, q3.table, q3.p_set, q3.images, 3)
        >>> oracle.positions_solved
        0
        >>> oracle.outcome([2, 4])
        'N'
        >>> oracle.positions_solved
        1
        """
        return len(self._p)
