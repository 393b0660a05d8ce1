"""Nimstring: Strings-and-Coins (Dots-and-Boxes) under normal play, valued by nimbers and loony.

**The rules.** A position is a *strings-and-coins* graph: coins, and strings
that join two coins or tie a coin to the *ground*. A move cuts one string.
A player who *completes* a coin (cuts its last string, capturing it) must
move again; whoever cannot move when it is their turn loses, so taking the
last coin loses. A Dots-and-Boxes board is such a graph: a coin per box, a
string per undrawn line, joining the two boxes it separates or, on the edge
of the board, a box and the ground; drawing a line is cutting its string,
and completing a box is capturing its coin (Winning Ways, chapter 16;
Berlekamp, *The Dots and Boxes Game*, 2000).

**The values** (Winning Ways, chapter 16, "Nimstring" and the loony value
☾; Berlekamp 2000, the chapters on Nimstring). A coin with one string left
is *capturable*. A position is *loony* when the player to move may choose
whether they or their opponent is to move next in everything else: here,
when a capturable coin ``c`` hangs from a coin ``x`` with two strings whose
other string goes to the ground or to a coin with at least two strings (an
opened long chain or cycle). The player may take ``c`` and ``x`` and move
on, or cut ``x``'s other string and hand the two coins to the opponent,
who must then move in the rest. So a loony position is a win for the
player to move, added to anything: its value ☾ (``loony``) absorbs every
sum, and a move to it is a losing move. Otherwise the value is a nimber:

* a position with a capturable coin (and no loony one) has the value of
  the position with that coin captured;
* a position without capturable coins has the mex of the values of the
  positions after one cut, the loony ones left out;
* a sum of positions with no loony part has the nim-sum of their values.

The player to move wins exactly when the value is loony or not 0. For
instance a chain of one or two coins (tied to the ground at both ends) is
``*1``, a chain of three or more (a *long* chain) and a cycle of four or
more coins are ``0`` (every move in them is loony), so ``chain 1 + chain 5
+ cycle 4`` is ``*1`` and the player to move wins it. The values are found
per component of the coins (joined by strings, not through the ground),
each memoised on a canonical code of the component up to isomorphism. The
tests check them against Dots-and-Boxes played literally, alone and in sums.

**Position text.** Strings ``u-v`` between coins numbered from 0 or ``g``
(the ground), such as ``g-0 0-1 1-g``, each string once (repeat a string to
have it twice, as in ``0-g 0-g``); families ``chain N`` (coins ``0..N-1``
in a row, both ends tied to the ground) and ``cycle N`` (a closed ring of
``N >= 2`` coins); a Dots-and-Boxes board ``RxC`` (R rows and C columns of
boxes, no line drawn) with the lines drawn so far as ``h=`` the R + 1 rows
of horizontal lines, top first, each C digits, and ``v=`` the R rows of
vertical lines, each C + 1 digits (``1`` drawn, ``0`` not; rows joined by
``/``), so ``1x2 h=11/00 v=100`` is a 1 x 2 board with its top and its left
side drawn; ``empty``; and parts joined by ``+`` as a disjoint sum. A
position prints as strings, its coins numbered component by component in
the canonical order (:meth:`Nimstring.text`), which reads back as itself.

The game's :meth:`~Nimstring.options` are the positions after each whole
*turn* (captures, then a cut that completes no coin): played alone, that
game has the right winner, but Nimstring sums are not sums of turns (a
player may capture in one component and move on in another), so its
Sprague-Grundy value is not the Nimstring value; :func:`nimstring_value`
is. Dots-and-Boxes scoring (who takes more boxes, a partizan count) is not
valued here: Nimstring is the game of who moves last.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays*, chapter 16 (Dots-and-Boxes, Strings-and-Coins,
Nimstring, loony moves and ☾); E. R. Berlekamp, *The Dots and Boxes Game:
Sophisticated Child's Play*, A K Peters (2000).

Examples
--------
>>> [str(nimstring_value(Nimstring(f"chain {n}"))) for n in range(1, 6)]
['1', '1', '0', '0', '0']
>>> str(nimstring_value(Nimstring("0-1 1-2 2-g")))      # a long chain, opened: loony
'loony'
>>> nimstring_value(Nimstring("2x2")), nimstring_value(Nimstring("chain 1 + chain 2 + cycle 4"))
(0, 0)
"""

from __future__ import annotations

import re
from typing import Iterator

from ...core.cache import BoundedCache
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, InputValueError, describe

__all__ = ["Nimstring", "LoonyValue", "LOONY", "nimstring_value", "MAX_COINS"]

#: The most coins a position may have.
MAX_COINS = 64

#: The ground, as a string's end.
GROUND = -1

# A component's code: (coins k, strings to the ground of each coin, string counts between coins a < b
# in the order (0,1), (0,2), ..., (k-2,k-1)), for the coins in the canonical order.
Code = tuple[int, tuple[int, ...], tuple[int, ...]]

_VALUES: BoundedCache = BoundedCache("nimstring component values", 1 << 20)
_CODES: BoundedCache = BoundedCache("nimstring component codes", 1 << 20)


class LoonyValue:
    """The loony value ☾ of Winning Ways: the player to move wins, whatever it is added to.

    A position is loony when the player to move may choose who moves next
    in the rest (an opened long chain or cycle): ``LOONY + G`` is loony for
    every ``G``, and moving to a loony position loses. It is the only
    instance, :data:`LOONY`; it is true as a bool (the player to move wins).

    References
    ----------
    Winning Ways, chapter 16 (loony moves, the value ☾).

    Examples
    --------
    >>> str(LOONY), LOONY.latex(), bool(LOONY), LOONY.is_nimber
    ('loony', '\\\\leftmoon', True, False)
    """

    __slots__ = ()
    is_nimber = False

    def __str__(self) -> str:
        return "loony"

    def __repr__(self) -> str:
        return "LOONY"

    def latex(self) -> str:
        """The value as LaTeX: ``\\leftmoon`` (the crescent of Winning Ways).

        Returns
        -------
        str

        Examples
        --------
        >>> LOONY.latex()
        '\\\\leftmoon'
        """
        return "\\leftmoon"

    def __reduce__(self) -> str:
        return "LOONY"


LOONY = LoonyValue()
_LOONY = -1  # the loony value in the tables


# -- reading a position ----------------------------------------------------------------------------

def _read_end(word: str, token: str) -> int:
    if word.lower() == "g":
        return GROUND
    if not word.isdigit():
        raise InputValueError(f"cannot read the string {token!r}: its ends are coin numbers or g (the ground)")
    return int(word)


def _board(rows: int, cols: int, words: list[str], part: str) -> list[tuple[int, int]]:
    """The strings of an R x C Dots-and-Boxes board with the lines of ``h=`` / ``v=`` drawn."""
    drawn = {"h": ["0" * cols] * (rows + 1), "v": ["0" * (cols + 1)] * rows}
    given: set[str] = set()
    for w in words:
        m = re.fullmatch(r"([hv])=([01/]*)", w)
        if not m:
            raise InputValueError(f"cannot read {w!r} in the board {part!r}: after 'RxC' write h=ROWS and v=ROWS, "
                                  "rows of 0 (undrawn) and 1 (drawn) joined by /")
        kind, lines = m.group(1), m.group(2).split("/")
        if kind in given:
            raise InputValueError(f"the board {part!r} gives {kind}= twice")
        given.add(kind)
        want = (rows + 1, cols) if kind == "h" else (rows, cols + 1)
        if len(lines) != want[0] or any(len(x) != want[1] for x in lines):
            raise InputValueError(f"{kind}= of a {rows}x{cols} board has {want[0]} rows of {want[1]} digits "
                                  f"({'horizontal' if kind == 'h' else 'vertical'} lines), not {m.group(2)!r}")
        drawn[kind] = lines
    out = []
    for r in range(rows + 1):
        for c in range(cols):
            if drawn["h"][r][c] == "0":  # the boxes above and below, or the ground
                ends = [b for b, inside in (((r - 1) * cols + c, r > 0), (r * cols + c, r < rows)) if inside]
                out.append((ends[0], ends[1] if len(ends) > 1 else GROUND))
    for r in range(rows):
        for c in range(cols + 1):
            if drawn["v"][r][c] == "0":  # the boxes left and right, or the ground
                ends = [r * cols + x for x in (c - 1, c) if 0 <= x < cols]
                out.append((ends[0], ends[1] if len(ends) > 1 else GROUND))
    return out


def _read_part(part: str) -> list[tuple[int, int]]:
    """The strings of one ``+``-part of a position's text, coins numbered from 0."""
    words = part.split()
    if not words:
        raise InputValueError("empty part in a nimstring position: write strings such as 'g-0 0-1', "
                              "'chain N', 'cycle N', a board 'RxC' or 'empty'")
    head = words[0].lower()
    if head == "empty" and len(words) == 1:
        return []
    if head in ("chain", "cycle"):
        if len(words) != 2 or not words[1].isdigit():
            raise InputValueError(f"write a {head} as '{head} N' (N coins), not {part.strip()!r}")
        n = int(words[1])
        low = 1 if head == "chain" else 2
        if not low <= n <= MAX_COINS:
            raise InputValueError(f"a {head} has {low} to {MAX_COINS} coins, not {n}")
        inner = [(i, i + 1) for i in range(n - 1)]
        return [(0, GROUND)] + inner + [(n - 1, GROUND)] if head == "chain" else inner + [(0, n - 1)]
    if m := re.fullmatch(r"(\d+)[xX](\d+)", words[0]):
        rows, cols = int(m.group(1)), int(m.group(2))
        if rows < 1 or cols < 1 or rows * cols > MAX_COINS:
            raise InputValueError(f"a board has 1 to {MAX_COINS} boxes, not {rows}x{cols}")
        return _board(rows, cols, words[1:], part.strip())
    out = []
    for w in words:
        m = re.fullmatch(r"(\w+)-(\w+)", w)
        if not m:
            raise InputValueError(f"cannot read {w!r} in a nimstring position: write strings u-v between coins "
                                  "0, 1, ... or g (the ground), 'chain N', 'cycle N', a board 'RxC' or 'empty'")
        u, v = _read_end(m.group(1), w), _read_end(m.group(2), w)
        if u == v:
            raise InputValueError(f"the string {w!r} joins {'the ground' if u == GROUND else 'a coin'} to itself: "
                                  "a string joins two coins, or a coin and the ground")
        out.append((max(u, v), min(u, v)) if GROUND in (u, v) else (min(u, v), max(u, v)))
    return out


def parse_strings(text: str) -> tuple[int, list[tuple[int, int]]]:
    """Read a position's text into ``(coin count, strings)``, the coins renumbered ``0 ..`` in order of number.

    Parameters
    ----------
    text : str
        The position (see the module docstring): strings ``u-v`` (``g`` the
        ground), ``chain N``, ``cycle N``, a board ``RxC h=... v=...``,
        ``empty``, parts joined by ``+``.

    Returns
    -------
    tuple of (int, list of tuple of (int, int))
        The number of coins (those with a string) and the strings, each a
        pair of coins or a coin and :data:`GROUND` (``-1``).

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On an unreadable word, a string from something to itself, a board
        whose lines do not fit it, or more than :data:`MAX_COINS` coins.

    Examples
    --------
    >>> parse_strings("chain 2")
    (2, [(0, -1), (0, 1), (1, -1)])
    >>> parse_strings("1x2 h=11/00 v=100")            # the bottom lines and two sides are undrawn
    (2, [(0, -1), (1, -1), (0, 1), (1, -1)])
    >>> parse_strings("0-0")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the string '0-0' joins a coin to itself: a string joins two coins, or a coin and the ground
    """
    if not isinstance(text, str):
        raise InputTypeError(f"a nimstring position is written as a str such as 'g-0 0-1 1-g', 'chain 3' or "
                             f"'2x2', not {type(text).__name__} ({describe(text)})")
    strings: list[tuple[int, int]] = []
    base = 0
    for part in text.split("+"):
        local = _read_part(part)
        coins = sorted({e for s in local for e in s if e != GROUND})
        if base + len(coins) > MAX_COINS:
            raise InputValueError(f"a nimstring position has at most {MAX_COINS} coins; {text!r} has more")
        number = {c: base + i for i, c in enumerate(coins)}
        number[GROUND] = GROUND
        strings += [(number[a], number[b]) for a, b in local]
        base += len(coins)
    return base, strings


# -- canonical codes -------------------------------------------------------------------------------

def _refine(nbrs: list[list[tuple[int, int]]], colours: list[int]) -> list[int]:
    """Colour refinement: split the coins by their colours' neighbour counts until nothing splits."""
    while True:
        sigs = [(colours[i], tuple(sorted([(colours[j], m) for j, m in row]))) for i, row in enumerate(nbrs)]
        rank = {s: r for r, s in enumerate(sorted(set(sigs)))}
        if len(rank) == len(set(colours)):
            return [rank[s] for s in sigs]
        colours = [rank[s] for s in sigs]


def _canonical(k: int, mult: list[list[int]], ground: list[int]) -> Code:
    """The least code of the component over the orders that colour refinement and individualisation allow.

    Two isomorphic components (a bijection of the coins keeping the string
    counts between coins and to the ground) get the same code: refinement
    and the choice of the cell to split are invariant, and every coin of
    that cell is tried.
    """
    nbrs = [[(j, m) for j, m in enumerate(row) if m] for row in mult]
    start = [(ground[i], ground[i] + sum(mult[i])) for i in range(k)]
    rank = {s: r for r, s in enumerate(sorted(set(start)))}
    best: list[Code] = []

    def search(colours: list[int]) -> None:
        colours = _refine(nbrs, colours)
        if len(set(colours)) == k:
            order = sorted(range(k), key=colours.__getitem__)
            code = (k, tuple(ground[v] for v in order),
                    tuple(mult[order[a]][order[b]] for a in range(k) for b in range(a + 1, k)))
            if not best or code < best[0]:
                best[:] = [code]
            return
        sizes: dict[int, int] = {}
        for c in colours:
            sizes[c] = sizes.get(c, 0) + 1
        cell = min((s, c) for c, s in sizes.items() if s > 1)[1]
        for v in range(k):
            if colours[v] == cell:
                split = [2 * c + 1 for c in colours]
                split[v] -= 1
                search(split)

    search([rank[s] for s in start])
    return best[0]


def _components(strings: list[tuple[int, int]]) -> list[Code]:
    """The canonical codes of the components of the coins (joined by strings, not through the ground)."""
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in strings:
        parent.setdefault(a, a)
        if b != GROUND:
            parent.setdefault(b, b)
            parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for c in parent:
        groups.setdefault(root(c), []).append(c)
    members = {c: (r, i) for r, g in groups.items() for i, c in enumerate(sorted(g))}
    tables = {r: ([[0] * len(g) for _ in g], [0] * len(g)) for r, g in groups.items()}
    for a, b in strings:
        r, i = members[a]
        mult, ground = tables[r]
        if b == GROUND:
            ground[i] += 1
        else:
            j = members[b][1]
            mult[i][j] += 1
            mult[j][i] += 1
    codes = []
    for mult, ground in tables.values():
        drawn = (tuple(ground), tuple(tuple(row) for row in mult))
        code = _CODES.get(drawn)
        if code is None:
            code = _canonical(len(ground), mult, ground)
            _CODES.put(drawn, code)
        codes.append(code)
    return codes


def _strings_of(codes: tuple[Code, ...]) -> list[tuple[int, int]]:
    """The strings of the components *codes*, their coins numbered one component after another."""
    out = []
    base = 0
    for k, ground, tri in codes:
        it = iter(tri)
        for a in range(k):
            out += [(base + a, GROUND)] * ground[a]
            for b in range(a + 1, k):
                out += [(base + a, base + b)] * next(it)
        base += k
    return out


def _key(strings: list[tuple[int, int]]) -> tuple[Code, ...]:
    return tuple(sorted(_components(strings)))


# -- values ----------------------------------------------------------------------------------------

def _cut(strings: list[tuple[int, int]], s: tuple[int, int]) -> list[tuple[int, int]]:
    rest = list(strings)
    rest.remove(s)
    return rest


def _sum_value(strings: list[tuple[int, int]]) -> int:
    """The value of a position (its components nim-summed; _LOONY if one is loony)."""
    total = 0
    for code in _components(strings):
        v = _component_value(code)
        if v == _LOONY:
            return _LOONY
        total ^= v
    return total


def _other_end(coin: int, s: tuple[int, int]) -> int:
    return s[1] if s[0] == coin else s[0]


def _hands_over(c: int, ties: dict[int, list[tuple[int, int]]], degree: list[int], cut: tuple[int, ...]) -> bool:
    """Whether coin *c*, once the string *cut* is gone (``()``: none), is a capturable coin of a loony position.

    That is: *c* has one string, to a coin ``x`` with two strings whose
    other string goes to the ground or to a coin with two strings or more.
    """
    def left(coin: int) -> list[tuple[int, int]]:
        out = list(ties[coin])
        if coin in cut:
            out.remove(cut)  # type: ignore[arg-type]  # cut is a string here
        return out

    def strings_at(coin: int) -> int:
        return degree[coin] - (coin in cut)

    if strings_at(c) != 1:
        return False
    x = _other_end(c, left(c)[0])
    if x == GROUND or strings_at(x) != 2:
        return False
    y = next(_other_end(x, t) for t in left(x) if c not in t)
    return y == GROUND or strings_at(y) >= 2


def _component_value(code: Code) -> int:
    found = _VALUES.get(code)
    if found is not None:
        return int(found)
    strings = _strings_of((code,))
    degree = [0] * code[0]
    ties: dict[int, list[tuple[int, int]]] = {c: [] for c in range(code[0])}
    for a, b in strings:
        degree[a] += 1
        ties[a].append((a, b))
        if b != GROUND:
            degree[b] += 1
            ties[b].append((a, b))
    capturable = [c for c in range(code[0]) if degree[c] == 1]
    if any(_hands_over(c, ties, degree, ()) for c in capturable):
        value = _LOONY  # take c and x, or cut x's other string and hand them over
    elif capturable:
        value = _sum_value(_cut(strings, ties[capturable[0]][0]))
    else:
        seen = set()
        for s in dict.fromkeys(strings):
            # Only an end of the cut string can be left capturable: a loony option is seen there.
            if any(_hands_over(e, ties, degree, s) for e in s if e != GROUND):
                continue
            seen.add(_sum_value(_cut(strings, s)))
        value = 0
        while value in seen:
            value += 1
    _VALUES.put(code, value)
    return value


# -- positions -------------------------------------------------------------------------------------

class Nimstring(ImpartialPosition):
    """A Nimstring position: a strings-and-coins graph (``g-0 0-1 1-g``, ``chain 4``, a board ``2x2``, ...).

    Parameters
    ----------
    text : str
        The position's text (see the module docstring).

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On an unreadable position.

    Examples
    --------
    >>> p = Nimstring("1x1 h=1/0 v=00")       # one box with its top drawn
    >>> p.coin_count, p.string_count, p.text()
    (1, 3, '0-g 0-g 0-g')
    >>> Nimstring("g-0 0-1 1-g") == Nimstring("chain 2") == Nimstring("1x2 h=11/11")
    True
    """

    __slots__ = ("_codes", "_hash")
    #: Why the registry refuses misère play of these positions.
    misere_refusal = ("Nimstring is valued under normal play (whoever cannot move loses, so taking the last coin "
                      "loses); its misère play is not valued here")

    def __init__(self, text: str) -> None:
        self._set(_key(parse_strings(text)[1]))

    def _set(self, codes: tuple[Code, ...]) -> None:
        self._codes = codes
        self._hash = hash(("Nimstring", codes))

    @classmethod
    def _of(cls, strings: list[tuple[int, int]]) -> "Nimstring":
        p = cls.__new__(cls)
        p._set(_key(strings))
        return p

    def key(self) -> tuple[Code, ...]:
        """The canonical codes of the components, sorted: equal exactly for isomorphic positions.

        Returns
        -------
        tuple
            One code per component of the coins.

        Examples
        --------
        >>> Nimstring("chain 3").key() == Nimstring("g-2 2-0 0-1 1-g").key()
        True
        """
        return self._codes

    def __hash__(self) -> int:
        return self._hash

    @property
    def strings(self) -> list[tuple[int, int]]:
        """The strings, coins numbered component by component in the canonical order (ground ``-1``).

        Returns
        -------
        list of tuple of (int, int)

        Examples
        --------
        >>> Nimstring("chain 2").strings
        [(0, -1), (0, 1), (1, -1)]
        """
        return _strings_of(self._codes)

    @property
    def coin_count(self) -> int:
        """The number of coins still in play.

        Returns
        -------
        int

        Examples
        --------
        >>> Nimstring("3x3").coin_count
        9
        """
        return sum(code[0] for code in self._codes)

    @property
    def string_count(self) -> int:
        """The number of strings still uncut.

        Returns
        -------
        int

        Examples
        --------
        >>> Nimstring("3x3").string_count          # the 24 lines of the board
        24
        """
        return len(self.strings)

    def text(self) -> str:
        """The position's text: its strings, ``g`` the ground (``empty`` when none is left).

        Returns
        -------
        str
            Text that reads back as this position.

        Examples
        --------
        >>> Nimstring("cycle 3").text()
        '0-1 0-2 1-2'
        >>> Nimstring("1x1 h=1/1 v=11").text()
        'empty'
        """
        words = [f"{a}-{'g' if b == GROUND else b}" for a, b in self.strings]
        return " ".join(words) if words else "empty"

    def __repr__(self) -> str:
        return f"Nimstring({self.text()!r})"

    def _repr_svg_(self) -> str:
        from ...pictures.positions import strings_and_coins_svg

        return strings_and_coins_svg(self)

    def _turns(self) -> Iterator[list[tuple[int, int]]]:
        """The strings left after each whole turn: captures, then a cut that completes no coin."""
        seen = set()
        todo = [self.strings]
        while todo:
            strings = todo.pop()
            for s in dict.fromkeys(strings):
                rest = _cut(strings, s)
                ends = [e for e in s if e != GROUND]
                if all(any(e in t for t in rest) for e in ends):
                    yield rest
                elif rest:
                    key = _key(rest)
                    if key not in seen:
                        seen.add(key)
                        todo.append(rest)

    def options(self) -> list["Nimstring"]:
        """The positions after each whole turn: any captures, then one cut that completes no coin.

        A turn that can only end by taking the last coin is no move (the
        player would have to move again and could not). These are the
        moves of the position played alone; :func:`nimstring_value` is the
        value that adds (see the module docstring).

        Returns
        -------
        list of Nimstring
            Each resulting position once.

        Examples
        --------
        >>> [p.text() for p in Nimstring("chain 1").options()]
        ['0-g']
        >>> Nimstring("0-g").options()          # the only cut takes the last coin
        []
        """
        return list({p: None for p in map(self._of, self._turns())})


def nimstring_value(position: Nimstring) -> int | LoonyValue:
    """The Nimstring value of *position*: a nimber's size, or :data:`LOONY`.

    Parameters
    ----------
    position : Nimstring
        The position.

    Returns
    -------
    int or LoonyValue
        ``n`` when the position is worth ``*n`` in Nimstring sums, or
        :data:`LOONY`; the player to move wins exactly when it is not 0.

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`Nimstring` position.

    References
    ----------
    Winning Ways, chapter 16 (Nimstring values, loony ☾); Berlekamp, *The
    Dots and Boxes Game* (2000).

    Examples
    --------
    >>> nimstring_value(Nimstring("chain 2 + cycle 3")), nimstring_value(Nimstring("1x3"))
    (0, 1)
    >>> nimstring_value(Nimstring("cycle 4 + 0-1"))      # two coins joined, nothing else: a hand-out
    0
    >>> nimstring_value("chain 2")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: nimstring_value() takes a Nimstring position, not str ('chain 2')
    """
    if not isinstance(position, Nimstring):
        raise InputTypeError(f"nimstring_value() takes a Nimstring position, not {type(position).__name__} "
                             f"({describe(position)})")
    v = _sum_value(position.strings)
    return LOONY if v == _LOONY else v
