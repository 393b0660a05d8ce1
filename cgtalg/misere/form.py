"""Short partizan game forms played under the misère convention.

A :class:`PartizanMisereGame` is a *form*: a set of Left options and a set of Right
options, each itself a form. Under misère play the player who cannot move on
their turn **wins**, so the same form can have a quite different outcome
than under normal play. Forms are immutable and hash-consed: building the
same pair of option sets twice gives the very same object, so ``==`` on
forms is identity of forms (equal option sets, recursively), never equality
of values. Whether two forms are *equal as misère values* depends on the
universe of games they are compared in; the general universe (all games) is
:func:`cgtalg.misere.canonical.equal`.

Every walk over a form (sums, conjugates, outcomes, printing, parsing) uses
explicit stacks and memo tables, never recursion on the depth of a game.

References
----------
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. V (misère play).
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4*, MSRI Publ. 63 (2015); arXiv:math/0703565.
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13.

Examples
--------
>>> from cgtalg.misere import PartizanMisereGame, parse
>>> star = parse("*")
>>> star, star.outcome()
(*, <Outcome.P: 'P'>)
>>> parse("{0|0}") is star
True
>>> str(star + star), (star + star).outcome()
('{*|*}', <Outcome.N: 'N'>)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from cgtalg.core.order import Outcome
from cgtalg.errors import InputTypeError, InputValueError, check_str, describe

__all__ = ["PartizanMisereGame", "ZERO", "STAR", "parse", "MAX_PARSED_INTEGER", "MAX_PARSED_LENGTH"]

#: The largest ``|n|`` the parser reads as the integer form ``n``.
MAX_PARSED_INTEGER = 1000
#: The longest text :func:`parse` reads.
MAX_PARSED_LENGTH = 1_000_000

_counter = itertools.count()


class PartizanMisereGame:
    """An immutable, hash-consed short partizan game form for misère play.

    Parameters
    ----------
    left : iterable of PartizanMisereGame, optional
        The Left options (duplicates are merged).
    right : iterable of PartizanMisereGame, optional
        The Right options.

    Returns
    -------
    PartizanMisereGame
        The one form with these option sets (the same object every time).

    Raises
    ------
    InputTypeError
        If an option is not a :class:`PartizanMisereGame`.

    Notes
    -----
    ``G == H`` holds exactly when *G* and *H* are the same form. Value
    equality modulo all games is :func:`cgtalg.misere.equal`; the hash is
    the identity hash, consistent with ``==``.

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. V.1.

    Examples
    --------
    >>> from cgtalg.misere import PartizanMisereGame, ZERO
    >>> one = PartizanMisereGame([ZERO], [])
    >>> one, one.birthday, one.is_right_end, one.outcome()
    (1, 1, True, <Outcome.R: 'R'>)
    >>> PartizanMisereGame([ZERO], []) is one
    True
    """

    __slots__ = ("_left", "_right", "_serial", "_birthday", "_str", "_wins", "_sorted", "__weakref__")
    _table: dict[tuple[frozenset[PartizanMisereGame], frozenset[PartizanMisereGame]], PartizanMisereGame] = {}

    _left: tuple[PartizanMisereGame, ...]
    _right: tuple[PartizanMisereGame, ...]
    _serial: int
    _birthday: int
    _str: str | None
    _wins: tuple[bool, bool] | None
    _sorted: tuple[tuple[PartizanMisereGame, ...], tuple[PartizanMisereGame, ...]] | None

    def __new__(cls, left: Iterable[PartizanMisereGame] = (), right: Iterable[PartizanMisereGame] = ()) -> PartizanMisereGame:
        ls = _options(left, "a Left option")
        rs = _options(right, "a Right option")
        key = (ls, rs)
        found = cls._table.get(key)
        if found is not None:
            return found
        self = object.__new__(cls)
        self._left = tuple(ls)
        self._right = tuple(rs)
        self._sorted = None
        self._serial = next(_counter)
        self._birthday = 1 + max((o._birthday for o in ls | rs), default=-1)
        self._str = None
        self._wins = None
        cls._table[key] = self
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as its text, so that a deep form does not make pickle recurse.
        return (parse, (str(self),))

    def left_options(self) -> tuple[PartizanMisereGame, ...]:
        """The Left options, in a fixed order (by birthday, then by text).

        Returns
        -------
        tuple of PartizanMisereGame

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("{0,*|1}").left_options()
        (0, *)
        """
        return _sorted_options(self)[0]

    def right_options(self) -> tuple[PartizanMisereGame, ...]:
        """The Right options, in a fixed order (by birthday, then by text).

        Returns
        -------
        tuple of PartizanMisereGame

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("{0,*|1}").right_options()
        (1,)
        """
        return _sorted_options(self)[1]

    @property
    def birthday(self) -> int:
        """The height of the game tree: 0 for ``0``, one more than the latest option otherwise.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("{0|{0|}}").birthday
        2
        """
        return self._birthday

    @property
    def is_left_end(self) -> bool:
        """True if Left has no move (so Left, to move, wins at once under misère play).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("{|*}").is_left_end, parse("*").is_left_end
        (True, False)
        """
        return not self._left

    @property
    def is_right_end(self) -> bool:
        """True if Right has no move.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("2").is_right_end
        True
        """
        return not self._right

    @property
    def is_dicot(self) -> bool:
        """True if every follower either is ``0`` or has options for both players.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> parse("{0,*|0}").is_dicot, parse("{0|}").is_dicot
        (True, False)
        """
        return all(bool(f._left) == bool(f._right) for f in _followers(self))

    def outcome(self) -> Outcome:
        """The misère outcome class: the player who cannot move on their turn wins.

        Returns
        -------
        Outcome
            ``L`` (Left wins whoever starts), ``R``, ``N`` (the player to
            move wins) or ``P`` (the player to move loses).

        References
        ----------
        A. N. Siegel, *Combinatorial Game Theory*, ch. V.1.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> [parse(t).outcome().value for t in ("0", "*", "1", "-1", "{*|*}")]
        ['N', 'P', 'R', 'L', 'N']
        """
        left_first, right_first = _wins(self)
        if left_first and right_first:
            return Outcome.N
        if left_first:
            return Outcome.L
        if right_first:
            return Outcome.R
        return Outcome.P

    def __add__(self, other: object) -> PartizanMisereGame:
        if not isinstance(other, PartizanMisereGame):
            return NotImplemented
        return _add(self, other)

    def __neg__(self) -> PartizanMisereGame:
        memo: dict[PartizanMisereGame, PartizanMisereGame] = {}
        for f in _followers(self):
            memo[f] = PartizanMisereGame([memo[o] for o in f._right], [memo[o] for o in f._left])
        return memo[self]

    def __str__(self) -> str:
        for f in _followers(self):
            if f._str is None:
                f._sorted = (tuple(sorted(f._left, key=_order_key)), tuple(sorted(f._right, key=_order_key)))
                f._str = _name(f)
        assert self._str is not None
        return self._str

    def __repr__(self) -> str:
        return str(self)

    @classmethod
    def from_game(cls, g: object) -> PartizanMisereGame:
        """The form of a normal-play :class:`cgtalg.Game`'s canonical form tree.

        Parameters
        ----------
        g : cgtalg.Game
            A short game; its canonical form's options are copied form for form.

        Returns
        -------
        PartizanMisereGame

        Raises
        ------
        InputTypeError
            If *g* is not a :class:`cgtalg.Game`.

        Examples
        --------
        >>> import cgtalg
        >>> from cgtalg.misere import PartizanMisereGame
        >>> PartizanMisereGame.from_game(cgtalg.parse("{1|*}"))
        {1|*}
        >>> PartizanMisereGame.from_game(cgtalg.UP)
        {0|*}
        """
        from cgtalg.core.game import Game

        if not isinstance(g, Game):
            raise InputTypeError(f"PartizanMisereGame.from_game needs a cgtalg.Game, got {describe(g)}")
        memo: dict[int, PartizanMisereGame] = {}
        stack: list[tuple[Any, bool]] = [(g, False)]
        while stack:
            node, ready = stack.pop()
            if id(node) in memo:
                continue
            kids = tuple(node.left_options) + tuple(node.right_options)
            if ready:
                memo[id(node)] = cls([memo[id(o)] for o in node.left_options],
                                     [memo[id(o)] for o in node.right_options])
                continue
            stack.append((node, True))
            stack.extend((o, False) for o in kids if id(o) not in memo)
        return memo[id(g)]


def _options(items: Iterable[PartizanMisereGame], what: str) -> frozenset[PartizanMisereGame]:
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise InputTypeError(f"the options of a PartizanMisereGame must be an iterable of PartizanMisereGame, got {describe(items)}")
    listed = list(items)
    for o in listed:
        if not isinstance(o, PartizanMisereGame):
            raise InputTypeError(f"{what} must be a PartizanMisereGame, got {describe(o)}")
    return frozenset(listed)


def _order_key(g: PartizanMisereGame) -> tuple[int, str]:
    return (g._birthday, g._str if g._str is not None else str(g))


def _sorted_options(g: PartizanMisereGame) -> tuple[tuple[PartizanMisereGame, ...], tuple[PartizanMisereGame, ...]]:
    """The options in the order they print: by birthday, then by text (found when first asked)."""
    if g._sorted is None:
        str(g)
    assert g._sorted is not None
    return g._sorted


def _followers(g: PartizanMisereGame) -> list[PartizanMisereGame]:
    """Every follower of *g* (itself included), each after all its options: an explicit stack walk."""
    seen: set[PartizanMisereGame] = set()
    order: list[PartizanMisereGame] = []
    stack: list[tuple[PartizanMisereGame, bool]] = [(g, False)]
    while stack:
        f, ready = stack.pop()
        if ready:
            order.append(f)
            continue
        if f in seen:
            continue
        seen.add(f)
        stack.append((f, True))
        stack.extend((o, False) for o in f._left + f._right if o not in seen)
    return order


def _wins(g: PartizanMisereGame) -> tuple[bool, bool]:
    """(Left wins moving first, Right wins moving first) under misère play, for *g*."""
    if g._wins is None:
        for f in _followers(g):
            if f._wins is None:
                left = not f._left or any(not o._wins[1] for o in f._left)  # type: ignore[index]
                right = not f._right or any(not o._wins[0] for o in f._right)  # type: ignore[index]
                f._wins = (left, right)
    assert g._wins is not None
    return g._wins


def _add(g: PartizanMisereGame, h: PartizanMisereGame) -> PartizanMisereGame:
    """The disjunctive sum, by an explicit stack over pairs of followers."""
    memo: dict[tuple[PartizanMisereGame, PartizanMisereGame], PartizanMisereGame] = {}
    stack: list[tuple[PartizanMisereGame, PartizanMisereGame, bool]] = [(g, h, False)]
    while stack:
        a, b, ready = stack.pop()
        if (a, b) in memo:
            continue
        if not a._left and not a._right:
            memo[a, b] = b
            continue
        if not b._left and not b._right:
            memo[a, b] = a
            continue
        kids = [(o, b) for o in a._left + a._right] + [(a, o) for o in b._left + b._right]
        if ready:
            memo[a, b] = PartizanMisereGame([memo[o, b] for o in a._left] + [memo[a, o] for o in b._left],
                                    [memo[o, b] for o in a._right] + [memo[a, o] for o in b._right])
            continue
        stack.append((a, b, True))
        stack.extend((x, y, False) for x, y in kids if (x, y) not in memo)
    return memo[g, h]


def _integer_of(g: PartizanMisereGame) -> int | None:
    """n if *g* is the form n = {n-1|} (n > 0), -n = {|-(n-1)}, or 0; else None (options already named)."""
    if not g._left and not g._right:
        return 0
    if len(g._left) == 1 and not g._right:
        s = g._left[0]._str
        return int(s) + 1 if s is not None and s.isdigit() else None
    if len(g._right) == 1 and not g._left:
        s = g._right[0]._str
        if s == "0":
            return -1
        return int(s) - 1 if s is not None and s.startswith("-") and s[1:].isdigit() else None
    return None


def _name(g: PartizanMisereGame) -> str:
    n = _integer_of(g)
    if n is not None:
        return str(n)
    if len(g._left) == 1 and g._left == g._right and not g._left[0]._left and not g._left[0]._right:
        return "*"
    assert g._sorted is not None
    left, right = g._sorted
    return "{" + ",".join(_order_key(o)[1] for o in left) + "|" + ",".join(_order_key(o)[1] for o in right) + "}"


ZERO = PartizanMisereGame()
STAR = PartizanMisereGame([ZERO], [ZERO])


def _integer(n: int) -> PartizanMisereGame:
    g = ZERO
    for _ in range(abs(n)):
        g = PartizanMisereGame([g], []) if n > 0 else PartizanMisereGame([], [g])
    return g


def parse(text: str) -> PartizanMisereGame:
    """Read a misère form written in braces notation.

    The grammar: a form is ``{A,B,...|C,D,...}`` (either side may be empty),
    or a name: ``0`` for ``{|}``, ``*`` for ``{0|0}``, an integer ``n > 0``
    for ``{n-1|}`` and ``-n`` for ``{|-(n-1)}`` (the misère *forms* of the
    integers; they are not numbers in any arithmetic sense here). Blanks are
    ignored. The text printed by ``str`` of a form reads back as that form.

    Parameters
    ----------
    text : str
        The form, at most :data:`MAX_PARSED_LENGTH` characters; integers
        up to :data:`MAX_PARSED_INTEGER` in absolute value.

    Returns
    -------
    PartizanMisereGame

    Raises
    ------
    InputTypeError
        If *text* is not a ``str``.
    InputValueError
        If *text* is not a form, naming the position of the problem.

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. I.3 (braces notation).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> parse("{0|{0|}}")
    {0|1}
    >>> parse("{ 2 , * | -1 }")
    {*,2|-1}
    >>> parse("{0|")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: misère form '{0|': expected '}' at position 3, got end of text
    """
    check_str(text, "a misère form")
    if len(text) > MAX_PARSED_LENGTH:
        raise InputValueError(f"a misère form of at most {MAX_PARSED_LENGTH} characters, got {len(text)}")
    tokens = _tokens(text)
    # Each frame: [Left options, Right options, seen '|'].
    frames: list[list[Any]] = []
    result: PartizanMisereGame | None = None
    expect_item = True
    pos = 0
    for pos, tok in tokens:
        if result is not None and not frames:
            _bad(text, pos, "end of text", tok)
        if tok in "{" and expect_item:
            frames.append([[], [], False])
            continue
        if expect_item and tok not in "{|},":
            value = _named(text, pos, tok)
        elif tok == "|" and frames and not frames[-1][2] and (expect_item and not frames[-1][0] or not expect_item):
            frames[-1][2] = True
            expect_item = True
            continue
        elif tok == "}" and frames and frames[-1][2] and (not expect_item or not frames[-1][1]):
            left, right, _ = frames.pop()
            value = PartizanMisereGame(left, right)
        elif tok == "," and frames and not expect_item:
            expect_item = True
            continue
        else:
            _bad(text, pos, "a form" if expect_item else "',', '|' or '}'", tok)
        if frames:
            frames[-1][1 if frames[-1][2] else 0].append(value)
            expect_item = False
        else:
            result = value
            expect_item = False
    if frames or result is None:
        _bad(text, len(text), "'}'" if frames and frames[-1][2] else ("'|'" if frames else "a form"), None)
    assert result is not None
    return result


def _tokens(text: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c in "{|},*":
            out.append((i, c))
            i += 1
        elif c == "-" or c.isdigit():
            j = i + 1
            while j < len(text) and text[j].isdigit():
                j += 1
            out.append((i, text[i:j]))
            i = j
        else:
            _bad(text, i, "a form", c)
    return out


def _named(text: str, pos: int, tok: str) -> PartizanMisereGame:
    if tok == "*":
        return STAR
    if tok == "-" or (tok.startswith("-") and tok[1:2] == "0") or (len(tok) > 1 and tok[0] == "0"):
        _bad(text, pos, "an integer without leading zeros", tok)
    if len(tok) > 6 or abs(int(tok)) > MAX_PARSED_INTEGER:
        raise InputValueError(f"misère form {describe(text)}: integers up to {MAX_PARSED_INTEGER} in absolute "
                              f"value, got {tok[:20]} at position {pos}")
    return _integer(int(tok))


def _bad(text: str, pos: int, wanted: str, got: str | None) -> None:
    found = "end of text" if got is None else repr(got)
    raise InputValueError(f"misère form {describe(text)}: expected {wanted} at position {pos}, got {found}")
