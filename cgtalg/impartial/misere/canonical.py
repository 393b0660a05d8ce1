"""Misère canonical forms of impartial games (Conway's simplest forms).

Two impartial games ``G`` and ``H`` are *misère-equal*, ``G ≡ H``, when
``G + X`` and ``H + X`` have the same misère outcome for every impartial game
``X``. Unlike normal play, very few games are equal: the classes of games born
by day 0, 1, 2, 3, 4, 5 number 1, 2, 3, 5, 22 and 4171780. Each class has one
*simplest form*, and :class:`MisereGame` is that form: a hash-consed node whose
options are simplest forms, so ``G ≡ H`` is ``misere_canonical(G) is
misere_canonical(H)``.

The simplification rule
-----------------------
Let ``G`` have options ``S`` (already in simplest form, duplicates removed).

* **Reversible options** (Conway, ONAG ch. 12; Siegel, *CGT* V.1). Let ``K``
  be a game whose options are a subset of ``S`` such that every option ``D``
  of ``G`` that is not an option of ``K`` has an option equal to ``K``. Then
  ``G ≡ K`` -- **provided** (the *endgame proviso*) that when ``K = 0`` the
  game ``G`` is a misère N-position, i.e. some option of ``G`` is a misère
  P-position. Without the proviso the rule is false: ``{*2}`` has one option,
  ``*2``, which has the option ``0``, yet ``{*2}`` is a misère P-position and
  ``0`` an N-position, so ``X = 0`` tells them apart.

  (Sketch: by induction on ``X``. If ``G + X`` is a P-position so is
  ``K + X``, because its options are among ``G``'s; if ``G + X`` wins by
  moving to ``D + X``, then the option ``K + X ≡ D'' + X`` of that
  P-position is an N-position; the only other case, ``K + X`` without moves,
  is ``K = X = 0``, which the proviso settles.)
* **Simplest form** (Conway's theorem, Siegel *CGT* V.1). If no follower of
  ``G`` can be reduced this way, ``G`` is the unique simplest form of its
  class. Equivalently: if ``G ≡ C`` with ``C`` in simplest form, then every
  option of ``C`` is an option of ``G``, and every option of ``G`` that is not
  an option of ``C`` has ``C`` itself as an option.

So :func:`misere_canonical` builds forms bottom-up. For a node with simplest
options ``S`` the only candidates ``C ≢ {S}`` are its grandchildren: ``G ≡ C``
exactly when ``options(C) ⊆ S``, every ``D ∈ S \\ options(C)`` has ``C`` as an
option, and, for ``C = 0``, some option of ``G`` is a P-position. If no
grandchild passes, ``{S}`` is itself simplest.

The tests check all this against an independent slow reference straight from
the definition (outcomes of ``G + X`` for fixed test games ``X``, and for the
discriminating games of Conway's proof built for pairs of different forms),
the counts 1, 2, 3, 5, 22 of classes born by days 0-4, and laws of ``+``.
``benchmarks/bench_misere_canonical.py`` also finds Grundy and Smith's
4171780 forms born by day 5 (all 2**22 option sets of the day-4 forms).

Notation
--------
``0``, ``*``, ``*2``, ``*3``, ... are Nim heaps (each its own simplest form);
any other form is written as its set of options in braces, ``{*2,*3}`` (this
is ``*2 + *2``) or ``{0,{*2}}``, options sorted by birthday and then by text.
:meth:`MisereGame.parse` reads the same notation. (CGSuite writes the same
forms with digits and subscripts, ``*[2#0]`` for ``{0,{*2}}``; Conway and
Siegel write ``2_#0`` / ``2_{\\#}0``.)

References
----------
J. H. Conway, *On Numbers and Games* (2nd ed.), chapter 12.
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 13.
A. N. Siegel, *Combinatorial Game Theory* (AMS 2013), chapter V.1
(misère canonical forms; the numbers of games born by day n).
A. N. Siegel, *On the structure of misère impartial games*, arXiv:2012.08554.

Examples
--------
>>> from cgtalg.rulesets.heap.nim import Nim
>>> g = misere_canonical(Nim(2, 2))
>>> str(g), g.outcome.name, g.misere_value
('{*2,*3}', 'P', 0)
>>> g is misere_canonical(Nim(0))       # *2 + *2 is not misère-equal to 0
False
>>> print(misere_canonical(Nim(1, 1)))  # but * + * is 0
0
"""

from __future__ import annotations

import itertools
import threading
import weakref
from typing import Any, Callable, Hashable, Iterable

from ...core.cache import BoundedCache
from ...engine.traversal import TypeGuard, traverse
from ...errors import InputTypeError, InputValueError, check_int, check_position, describe
from ...core.mex import mex_unchecked
from ..sprague_grundy import impartial_options
from .play import Genus, genus, outcome_from_letter

__all__ = ["MisereGame", "misere_canonical", "misere_equal", "misere_games_born_by", "MAX_NIM_HEAP"]

#: The largest Nim heap :meth:`MisereGame.nim` builds: the heaps up to *n*
#: hold ``n**2 / 2`` options in all (heap 2048: about 200 MB and 3 s).
MAX_NIM_HEAP = 2048

_ids = itertools.count()
# Intern table: sorted option ids -> weak reference to the one MisereGame with
# those options. Like the core's game table (cgtalg.core.store), it is not a
# cache: it is what makes equal forms one object. Reads are lock-free dict
# lookups; insertions and removals happen under the lock, re-checking first.
_table: dict[tuple[int, ...], "weakref.ref[MisereGame]"] = {}
_lock = threading.RLock()
_sums = BoundedCache("misere sums", 200_000)


class MisereGame:
    """An impartial game in misère simplest form (hash-consed: equal means identical).

    Build one with :func:`misere_canonical` (from a position), :meth:`nim`,
    :meth:`from_options` or :meth:`parse`; never directly.

    Attributes are computed once, when the form is made: :attr:`birthday`,
    :attr:`outcome` (misère), :attr:`misere_value` (the misère Grundy value),
    :attr:`nim_value` (normal play). ``G + H`` is the misère simplest form of
    the disjunctive sum. A ``MisereGame`` is also an impartial position (it
    has ``options()``), so every function of :mod:`cgtalg.impartial` accepts
    it.

    Examples
    --------
    >>> g = MisereGame.parse("{0,{*2}}")
    >>> g.birthday, g.outcome.name, g.nim_value, g.misere_value
    (4, 'N', 1, 2)
    >>> str(g.genus)
    '1^20'
    >>> MisereGame.nim(2) + MisereGame.nim(2) is MisereGame.parse("{*2,*3}")
    True
    >>> MisereGame.from_options([MisereGame.nim(1)]) is MisereGame.nim(0)   # {*} = 0
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, V.1; *On Numbers and Games*, ch. 12.
    """

    __slots__ = ("_id", "_opts", "_set", "_birthday", "_p", "_misere", "_normal", "_heap", "_text", "__weakref__")

    _id: int
    _opts: tuple["MisereGame", ...]
    _set: frozenset["MisereGame"]
    _birthday: int
    _p: bool
    _misere: int
    _normal: int
    _heap: int | None
    _text: str | None

    def __new__(cls, *args: object, **kwargs: object) -> "MisereGame":
        raise InputTypeError(
            "MisereGame is not built directly: use misere_canonical(position), "
            "MisereGame.nim(n), MisereGame.from_options(options) or MisereGame.parse(text)"
        )

    # -- identity ---------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return self._id

    def __bool__(self) -> bool:
        raise TypeError("a MisereGame has no truth value: compare with `is` or use .outcome")

    def __reduce__(self) -> tuple[object, ...]:
        return (MisereGame.parse, (str(self),))

    # -- construction -----------------------------------------------------
    @staticmethod
    def nim(n: int) -> "MisereGame":
        """Return the Nim heap ``*n`` (its own misère simplest form).

        Heaps are built once and kept, so repeated calls return the same object.

        Parameters
        ----------
        n : int
            The heap size, at least 0.

        Returns
        -------
        MisereGame

        Raises
        ------
        InputTypeError
            If *n* is not an int.
        InputValueError
            If *n* is negative or over :data:`MAX_NIM_HEAP`.

        Examples
        --------
        >>> [str(MisereGame.nim(k)) for k in range(4)]
        ['0', '*', '*2', '*3']
        >>> MisereGame.nim(3).options() == (MisereGame.nim(0), MisereGame.nim(1), MisereGame.nim(2))
        True
        """
        n = check_int(n, "a Nim heap size", minimum=0, maximum=MAX_NIM_HEAP)
        with _lock:
            while len(_heaps) <= n:
                # *k = {0, *, ..., *(k-1)} is its own simplest form (no option of
                # it reverses), so it is interned as it is, without a reduction
                _heaps.append(_intern(frozenset(_heaps)))
        return _heaps[n]

    @staticmethod
    def from_options(options: Iterable["MisereGame"]) -> "MisereGame":
        """Return the simplest form of the game whose options are *options*.

        Parameters
        ----------
        options : iterable of MisereGame
            The options of the game to build (duplicates are harmless).

        Returns
        -------
        MisereGame
            The misère simplest form of ``{options}``.

        Raises
        ------
        InputTypeError
            If *options* is not an iterable, or an option is not a
            :class:`MisereGame` (convert positions with
            :func:`misere_canonical` first).

        Examples
        --------
        >>> z, s, s2 = (MisereGame.nim(k) for k in range(3))
        >>> print(MisereGame.from_options([s2]))           # {*2}: the proviso keeps it
        {*2}
        >>> print(MisereGame.from_options([s2, s, z]))      # a duplicate-free *3
        *3
        """
        if isinstance(options, (str, bytes)) or not hasattr(options, "__iter__"):
            raise InputTypeError(f"options must be an iterable of MisereGame, not {type(options).__name__}")
        opts = []
        for o in options:
            if type(o) is not MisereGame:
                raise InputTypeError(
                    f"an option must be a MisereGame, not {type(o).__name__} (use misere_canonical() on positions)"
                )
            opts.append(o)
        return _reduce(frozenset(opts))

    @staticmethod
    def parse(text: str) -> "MisereGame":
        """Read a form written as :func:`str` writes it: ``0``, ``*``, ``*5``, ``{*2,{0,*}}``.

        Braces list options (``{}`` is ``0``); the result is simplified, so
        ``parse("{*}")`` is ``0``. CGSuite's spelling, ``*[2#0]`` or
        ``*[[2],0]``, is read by :func:`cgtalg.parse` and
        :func:`~cgtalg.impartial.misere.cgsuite_spelling.parse_cgsuite`.

        Parameters
        ----------
        text : str
            The form to read; spaces are ignored.

        Returns
        -------
        MisereGame
            The simplest form of the game written.

        Raises
        ------
        InputTypeError
            If *text* is not a string.
        InputValueError
            If *text* is not well formed.

        Examples
        --------
        >>> str(MisereGame.parse("{ *2, *3 }")), str(MisereGame.parse("{{*}}")), str(MisereGame.parse("{{}}"))
        ('{*2,*3}', '*', '*')
        >>> import cgtalg
        >>> cgtalg.parse("*[2#0]") is MisereGame.parse("{0,{*2}}")
        True
        >>> MisereGame.parse("{*2,")
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: cannot read '{*2,' as a misère game: unclosed '{'
        """
        if not isinstance(text, str):
            raise InputTypeError(f"MisereGame.parse takes a string, not {type(text).__name__}")
        if text.lstrip().startswith("*["):
            raise InputValueError(f"{text[:40]!r} is in CGSuite's spelling of misère forms: read it with "
                                  "cgtalg.parse or cgtalg.impartial.misere.cgsuite_spelling.parse_cgsuite")
        return _parse(text)

    # -- data -------------------------------------------------------------
    def options(self) -> tuple["MisereGame", ...]:
        """The options, in simplest form, ordered by birthday (ties in order of creation).

        Returns
        -------
        tuple of MisereGame

        Examples
        --------
        >>> sorted(str(o) for o in MisereGame.parse("{*3,{*2},0}").options())
        ['*3', '0', '{*2}']
        >>> print(MisereGame.parse("{*3,0}"))      # *3 reverses through *: {0,*3} = *
        *
        """
        return self._opts

    @property
    def birthday(self) -> int:
        """The birthday of the simplest form (the height of its game tree).

        Returns
        -------
        int

        Examples
        --------
        >>> MisereGame.nim(2).birthday, MisereGame.parse("{*2,*3}").birthday
        (2, 4)
        """
        return self._birthday

    @property
    def outcome(self) -> Any:
        """The misère outcome: ``Outcome.P`` when the player to move loses, else ``Outcome.N``.

        Returns
        -------
        Outcome

        Examples
        --------
        >>> str(MisereGame.nim(0).outcome), str(MisereGame.nim(1).outcome)
        ('N', 'P')
        """
        return outcome_from_letter("P" if self._p else "N")

    @property
    def is_p_position(self) -> bool:
        """True when the player to move loses under misère play.

        Returns
        -------
        bool

        Examples
        --------
        >>> MisereGame.parse("{*2,*3}").is_p_position, MisereGame.nim(2).is_p_position
        (True, False)
        """
        return self._p

    @property
    def misere_value(self) -> int:
        """The misère Grundy value ``G-`` (mex recursion, 1 for ``0``); 0 exactly for P-positions.

        Returns
        -------
        int

        Examples
        --------
        >>> [MisereGame.nim(k).misere_value for k in range(3)]
        [1, 0, 2]
        """
        return self._misere

    @property
    def nim_value(self) -> int:
        """The normal-play Grundy value (misère-equal games have the same one).

        Returns
        -------
        int

        Examples
        --------
        >>> MisereGame.nim(0).nim_value, MisereGame.parse("{*2,*3}").nim_value
        (0, 0)
        """
        return self._normal

    @property
    def nim_heap(self) -> int | None:
        """``n`` if this is the Nim heap ``*n``, else None.

        Returns
        -------
        int or None

        Examples
        --------
        >>> MisereGame.nim(4).nim_heap, MisereGame.parse("{*2}").nim_heap
        (4, None)
        """
        return self._heap

    @property
    def genus(self) -> Genus:
        """The genus, computed on the simplest form (see :func:`cgtalg.impartial.genus`).

        Returns
        -------
        Genus

        References
        ----------
        Winning Ways, chapter 13.

        Examples
        --------
        >>> str(MisereGame.nim(2).genus), str(MisereGame.parse("{*2,*3}").genus)
        ('2^20', '0^02')
        """
        return genus(self)

    def followers(self) -> list["MisereGame"]:
        """All distinct followers, this game included (children before parents).

        Returns
        -------
        list of MisereGame

        Examples
        --------
        >>> [str(f) for f in MisereGame.parse("{*2,*3}").followers()]
        ['0', '*', '*2', '*3', '{*2,*3}']
        """
        order: list[MisereGame] = []
        seen: set[MisereGame] = set()
        stack: list[tuple[MisereGame, int]] = [(self, 0)]
        while stack:
            g, i = stack.pop()
            if i < len(g._opts):
                stack.append((g, i + 1))
                c = g._opts[i]
                if c not in seen:
                    seen.add(c)
                    stack.append((c, 0))
            else:
                order.append(g)
        seen_twice: set[MisereGame] = set()
        out = []
        for g in order:
            if g not in seen_twice:
                seen_twice.add(g)
                out.append(g)
        return out

    # -- arithmetic -------------------------------------------------------
    def __add__(self, other: object) -> "MisereGame":
        if type(other) is not MisereGame:
            return NotImplemented
        return _add(self, other)

    # -- printing ---------------------------------------------------------
    def __str__(self) -> str:
        if self._text is None:
            for g in self.followers():
                if g._text is None:
                    g._text = _write(g)
        assert self._text is not None
        return self._text

    def __repr__(self) -> str:
        text = str(self)
        if len(text) > 200:
            text = text[:197] + "..."
        return f"MisereGame({text!r})"


def _text_key(g: MisereGame) -> tuple[int, str]:
    return (g._birthday, g._text or "")


def _write(g: MisereGame) -> str:
    if g._heap is not None:
        return "0" if g._heap == 0 else ("*" if g._heap == 1 else f"*{g._heap}")
    return "{" + ",".join(o._text or "" for o in sorted(g._opts, key=_text_key)) + "}"


def _intern(opts: frozenset[MisereGame]) -> MisereGame:
    ordered = tuple(sorted(opts, key=lambda o: (o._birthday, o._id)))
    key = tuple(sorted(o._id for o in opts))
    ref = _table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    with _lock:
        ref = _table.get(key)
        if ref is not None:
            g = ref()
            if g is not None:
                return g
        g = object.__new__(MisereGame)
        g._id = next(_ids)
        g._opts = ordered
        g._set = opts
        g._birthday = 1 + max((o._birthday for o in opts), default=-1)
        g._p = bool(opts) and not any(o._p for o in opts)
        g._misere = mex_unchecked([o._misere for o in opts]) if opts else 1
        g._normal = mex_unchecked([o._normal for o in opts])
        heaps = {o._heap for o in opts}
        g._heap = len(opts) if (None not in heaps and heaps == set(range(len(opts)))) else None
        g._text = None
        _table[key] = weakref.ref(g, _dropper(key))
        return g


def _dropper(key: tuple[int, ...]) -> Callable[[object], None]:
    def drop(ref: object, table: dict = _table, key: tuple[int, ...] = key, lock: Any = _lock) -> None:  # type: ignore[type-arg]
        with lock:
            if table.get(key) is ref:
                del table[key]

    return drop


def _equals_simplest(opts: frozenset[MisereGame], c: MisereGame) -> bool:
    """Whether the game with simplest options *opts* is misère-equal to the simplest form *c*."""
    if not c._set <= opts:
        return False
    for d in opts:
        if d not in c._set and c not in d._set:
            return False
    if not c._set:  # the endgame proviso: G must be an N-position, like 0
        return any(d._p for d in opts)
    return True


def _reduce(opts: frozenset[MisereGame]) -> MisereGame:
    """The simplest form of the game whose options are the simplest forms *opts*."""
    if not opts:
        return _intern(opts)
    candidates: set[MisereGame] = set()
    for d in opts:
        candidates.update(d._set)
    for c in sorted(candidates, key=lambda g: g._birthday):
        if _equals_simplest(opts, c):
            return c
    return _intern(opts)


_ZERO = _intern(frozenset())
_heaps: list[MisereGame] = [_ZERO]


def _add(a: MisereGame, b: MisereGame) -> MisereGame:
    def key(pair: tuple[MisereGame, MisereGame]) -> tuple[int, int]:
        x, y = pair
        return (x._id, y._id) if x._id <= y._id else (y._id, x._id)

    def expand(pair: tuple[MisereGame, MisereGame]) -> tuple[Any, Any]:
        x, y = pair
        if x is _ZERO:
            return None, y
        if y is _ZERO:
            return None, x
        if x._heap is not None and y._heap is not None and min(x._heap, y._heap) == 1:
            return None, MisereGame.nim(x._heap ^ y._heap)  # *n + * = *(n xor 1), by induction on n
        known = _sums.get(key(pair))
        if known is not None:
            return None, known
        return [(o, y) for o in x._opts] + [(x, o) for o in y._opts], None

    def close(pair: Any, children: list, token: Any, memo: Any, cut: bool) -> MisereGame:
        g = _reduce(frozenset(memo[c] for c in children))
        _sums.put(key(pair), g)
        return g

    result: MisereGame = traverse((a, b), expand=expand, close=close, guard=TypeGuard(strict=True))
    return result


def misere_canonical(
    position: Hashable,
    *,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
) -> MisereGame:
    """Return the misère simplest form of an impartial *position*.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``, an impartial
        :class:`cgtalg.Game`, a :class:`MisereGame`), or any hashable value
        when *options* is given.
    options : callable, optional
        ``options(p)`` lists the positions reachable from ``p`` in one move.

    Returns
    -------
    MisereGame
        The simplest form; two positions are misère-equal exactly when their
        forms are the same object.

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position (and no *options* is given).
    InputValueError
        If the move graph has a cycle.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> kayles = TakeAndBreak("0.77")
    >>> [str(misere_canonical(kayles.position(n))) for n in range(7)]
    ['0', '*', '*2', '*3', '*', '{*,*2,*3,{*2,*3}}', '*3']
    >>> str(misere_canonical(kayles.position(5)).genus)
    '4^146'
    >>> print(misere_canonical(3, options=lambda n: range(n)))
    *3

    References
    ----------
    Siegel, *Combinatorial Game Theory*, V.1; *On Numbers and Games*, ch. 12.
    """
    if type(position) is MisereGame:
        return position
    if options is None:
        check_position(position)
        moves: Callable[[Any], Iterable[Hashable]] = impartial_options
    else:
        if not callable(options):
            raise InputTypeError(f"options= must be a function from a position to its options, not {type(options).__name__}")
        moves = options

    def expand(pos: Any) -> tuple[Any, Any]:
        if options is None and type(pos) is MisereGame:
            return None, pos
        return list(moves(pos)), None

    def close(pos: Any, children: list, token: Any, memo: Any, cut: bool) -> MisereGame:
        return _reduce(frozenset(memo[c] for c in children))

    result: MisereGame = traverse(position, expand=expand, close=close, guard=TypeGuard(strict=options is not None))
    return result


def misere_equal(g: Hashable, h: Hashable) -> bool:
    """True if the impartial positions *g* and *h* are misère-equal.

    Two games are misère-equal when adding either to any impartial game gives
    the same misère outcome; the test compares misère simplest forms
    (:func:`misere_canonical`).

    Parameters
    ----------
    g, h : hashable
        Impartial positions (objects with ``options()``) or :class:`MisereGame`.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not an impartial position.
    InputValueError
        If a move graph has a cycle.

    References
    ----------
    Conway, *On Numbers and Games*, chapter 12; Siegel, *Combinatorial Game
    Theory*, chapter V.1.

    Examples
    --------
    >>> from cgtalg.rulesets.heap.nim import Nim
    >>> misere_equal(Nim(1, 1), Nim()), misere_equal(Nim(2, 2), Nim())
    (True, False)
    >>> misere_equal(Nim(3, 1), Nim(2))     # *3 + * = *2 in misère play too
    True
    """
    return misere_canonical(g) is misere_canonical(h)


def misere_games_born_by(day: int) -> list[MisereGame]:
    """Every misère simplest form born by *day*, sorted by birthday and text.

    The counts 1, 2, 3, 5, 22 for days 0-4 are Siegel's (*CGT* V.1); day 5
    has 4171780 forms, far too many to list.

    Parameters
    ----------
    day : int
        From 0 to 4.

    Returns
    -------
    list of MisereGame

    Raises
    ------
    InputTypeError
        If *day* is not an int.
    InputValueError
        If *day* is negative or above 4.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter V.1.

    Examples
    --------
    >>> [len(misere_games_born_by(d)) for d in range(5)]
    [1, 2, 3, 5, 22]
    >>> [str(g) for g in misere_games_born_by(3)]
    ['0', '*', '*2', '*3', '{*2}']
    """
    day = check_int(day, "day", minimum=0)
    if day > 4:
        raise InputValueError(
            f"there are 4171780 misère games born by day 5; listing day {describe(day)} is out of reach (days 0-4)"
        )
    games = [_ZERO]
    for _ in range(day):
        found = set()
        for mask in range(1 << len(games)):
            found.add(_reduce(frozenset(g for i, g in enumerate(games) if mask >> i & 1)))
        games = list(found)
    for g in games:
        str(g)
    return sorted(games, key=_text_key)


def _parse(text: str) -> MisereGame:
    def fail(why: str) -> InputValueError:
        return InputValueError(f"cannot read {describe(text)} as a misère game: {why}")

    stack: list[list[MisereGame]] = []
    result: MisereGame | None = None
    i, n = 0, len(text)
    expect_item = True
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        if result is not None and not stack:
            raise fail(f"unexpected {ch!r} after the end")
        if ch == "{":
            if not expect_item:
                raise fail(f"missing ',' before position {i}")
            stack.append([])
            i += 1
            continue
        if ch == "}":
            if not stack:
                raise fail("unmatched '}'")
            if expect_item and stack[-1]:
                raise fail("empty option after ','")
            g = _reduce(frozenset(stack.pop()))
            i += 1
        elif ch == ",":
            if not stack or expect_item:
                raise fail(f"unexpected ',' at position {i}")
            expect_item = True
            i += 1
            continue
        elif ch == "0" or ch == "*":
            if not expect_item:
                raise fail(f"missing ',' before position {i}")
            if ch == "0":
                g = _ZERO
                i += 1
            else:
                j = i + 1
                while j < n and text[j] in "0123456789":
                    j += 1
                digits = text[i + 1 : j]
                if len(digits) > 6 or (digits and int(digits) > MAX_NIM_HEAP):
                    raise fail(f"the heap at position {i} is larger than *{MAX_NIM_HEAP} (MAX_NIM_HEAP)")
                g = MisereGame.nim(int(digits) if digits else 1)
                i = j
        else:
            raise fail(f"unexpected {ch!r} at position {i}")
        if stack:
            stack[-1].append(g)
            expect_item = False
        else:
            result = g
    if stack:
        raise fail("unclosed '{'")
    if result is None:
        raise fail("it is empty")
    return result

