"""Hackenbush: strings in closed form, and general pictures on a graph.

**The rules.** A picture of edges stands on the ground. Blue edges (``L``)
are Left's, red ones (``R``) Right's, green ones (``G``) either player's. A
move cuts one edge you may cut; every edge no longer connected to the ground
falls with it. Whoever cannot move loses.

A *string* is a stalk of edges standing on the ground, written bottom edge
first. Every blue-red string is a number; :func:`berlekamp_value` gives it in
closed form (Berlekamp's rule), :class:`HackenbushString` is its position.

:class:`Hackenbush` is the general game on a graph (multi-edges and loops
allowed), written as edges ``u-v:C`` with ``g`` the ground, e.g.
``"g-1:L 1-2:R 1-2:G g-3:G"``; a bare string such as ``"LRL"`` is a stalk.
Its search splits the picture into the parts that meet only at the ground,
drops what has fallen, swaps colours for the negative, and values blue-red
stalks by Berlekamp's rule instead of searching them.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, ch. 2; Berlekamp, "The Hackenbush
number system for compression of numerical data", 1974.

Examples
--------
>>> from cgtalg import value
>>> str(value(HackenbushString("LRL"))), str(berlekamp_value("LRL"))
('3/4', '3/4')
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..core.cache import BoundedCache
from ..core.game import Game
from ..core.order import Outcome
from ..core.values import ZERO
from ..errors import InputTypeError, InputValueError
from ..engine.position import Position
from ..engine.search import Key, Schema, Search, _refuse_region_key, add_keys

__all__ = ["HackenbushString", "berlekamp_value", "Hackenbush", "HackenbushRules", "RULES"]


def _check_edges(edges: object) -> str:
    if not isinstance(edges, str):
        raise InputTypeError(f"a Hackenbush string is a str of 'L' and 'R', not {type(edges).__name__}")
    for i, c in enumerate(edges):
        if c not in "LR":
            raise InputValueError(
                f"a Hackenbush string uses 'L' (blue, Left's) and 'R' (red, Right's); "
                f"got {c!r} at index {i} of {edges!r}"
            )
    return edges


class HackenbushString(Position):
    """A Blue-Red Hackenbush string, bottom edge first.

    Examples
    --------
    >>> s = HackenbushString("LLR")
    >>> [o.edges for o in s.left_options()], [o.edges for o in s.right_options()]
    (['', 'L'], ['LL'])
    >>> HackenbushString("LXR")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a Hackenbush string uses 'L' (blue, Left's) and 'R' (red, Right's); got 'X' at index 1 of 'LXR'
    """

    __slots__ = ("edges",)

    def __init__(self, edges: str) -> None:
        self.edges = _check_edges(edges)

    def key(self) -> str:
        """Return the string's colours, bottom edge first (see :meth:`Position.key`).

        Returns
        -------
        str

        Examples
        --------
        >>> HackenbushString("LRR").key()
        'LRR'
        """
        return self.edges

    def _cuts(self, colour: str) -> list["HackenbushString"]:
        return [HackenbushString(self.edges[:i]) for i, c in enumerate(self.edges) if c == colour]

    def left_options(self) -> list["HackenbushString"]:
        """Return the strings after Left cuts one of the blue edges (everything above it falls).

        Returns
        -------
        list of HackenbushString
            One per blue edge, bottom edge first.

        Examples
        --------
        >>> [s.edges for s in HackenbushString("LRL").left_options()]
        ['', 'LR']
        """
        return self._cuts("L")

    def right_options(self) -> list["HackenbushString"]:
        """Return the strings after Right cuts one of the red edges (everything above it falls).

        Returns
        -------
        list of HackenbushString
            One per red edge, bottom edge first.

        Examples
        --------
        >>> [s.edges for s in HackenbushString("LRL").right_options()]
        ['L']
        """
        return self._cuts("R")


def berlekamp_value(edges: str) -> Fraction:
    """The value of a Hackenbush string by Berlekamp's rule.

    The edges below the first change of colour count 1 each (positive for
    blue, negative for red). From the first change on, the string is a binary
    fraction: for a blue base of ``n`` edges the value is ``n - 1`` plus the
    binary number ``0.b1 b2 ... bk 1``, where ``b1...bk`` are the edges after the
    first red one (blue = 1, red = 0); a red base is the mirror image.

    Parameters
    ----------
    edges : str
        The string's colours from the ground up: ``L`` blue, ``R`` red.

    Returns
    -------
    Fraction
        The value, a dyadic rational (the empty string is 0).

    Raises
    ------
    InputTypeError
        If *edges* is not a str.
    InputValueError
        If *edges* has a character other than ``L`` and ``R``.

    References
    ----------
    Winning Ways, chapter 1 (Blue-Red Hackenbush); Lessons in Play (Hackenbush
    strings); Berlekamp, "The Hackenbush number system for compression of
    numerical data" (1974).

    Examples
    --------
    >>> [str(berlekamp_value(e)) for e in ("", "LLL", "RR", "LR", "LLR", "LRL", "LRR", "RL", "RLRL")]
    ['0', '3', '-2', '1/2', '3/2', '3/4', '1/4', '-1/2', '-5/8']
    """
    edges = _check_edges(edges)
    if not edges:
        return Fraction(0)
    base = edges[0]
    n = len(edges) - len(edges.lstrip(base))
    if n == len(edges):
        return Fraction(n if base == "L" else -n)
    # Binary digits after the first change, read with the base colour as 1, then a final 1.
    bits = "".join("1" if c == base else "0" for c in edges[n + 1 :]) + "1"
    magnitude = (n - 1) + Fraction(int(bits, 2), 2 ** len(bits))
    return magnitude if base == "L" else -magnitude


# -- general Hackenbush on a graph ---------------------------------------------------------

_COLOURS = "LRG"
#: The most vertices (ground included) and edges of a Hackenbush picture.
MAX_VERTICES = 63
MAX_EDGES = 255

Edge = tuple[int, int, int]  # (u, v, colour index: 0 blue, 1 red, 2 green); vertex 0 is the ground


def _parse_picture(text: str) -> list[Edge]:
    if not isinstance(text, str):
        raise InputTypeError(f"a Hackenbush picture is a str such as 'g-1:L 1-2:R', not {type(text).__name__}")
    text = text.strip()
    if re.fullmatch(r"[LRG]*", text):
        return [(i, i + 1, _COLOURS.index(c)) for i, c in enumerate(text)]
    names: dict[str, int] = {"g": 0}
    edges = []
    for word in text.replace(",", " ").split():
        m = re.fullmatch(r"(g|\d+)-(g|\d+):(\S+)", word)
        if not m:
            raise InputValueError(f"cannot read {word!r} in a Hackenbush picture: write edges as u-v:C with "
                                  "vertices g (the ground) or numbers and C one of L (blue), R (red), G (green)")
        if m.group(3) not in ("L", "R", "G"):
            raise InputValueError(f"edge {word!r} has colour {m.group(3)!r}: a Hackenbush edge is L (blue), R (red) "
                                  "or G (green)")
        ends = []
        for v in (m.group(1), m.group(2)):
            if v not in names:
                names[v] = len(names)
            ends.append(names[v])
        edges.append((ends[0], ends[1], _COLOURS.index(m.group(3))))
    if len(names) > MAX_VERTICES or len(edges) > MAX_EDGES:
        raise InputValueError(f"a Hackenbush picture has at most {MAX_VERTICES} vertices and {MAX_EDGES} edges")
    return edges


class HackenbushRules(Schema):
    """General Hackenbush on pictures packed into ints (see :class:`Hackenbush`)."""

    name = "hackenbush"
    small_region = 4
    cli_limit = 20

    def __init__(self) -> None:
        self.normal_forms = BoundedCache("hackenbush normal forms", 1 << 18)
        self.search = Search(self)

    def normalise(self, edges: list[Edge]) -> Key:
        """The key of a picture: its grounded parts that meet only at the ground, each packed.

        Edges no longer connected to the ground are dropped; each part is
        packed in its colour-swapped form too, and the smaller one kept (a
        negative key for the swapped one).

        Parameters
        ----------
        edges : list of tuple of (int, int, int)
            Edges ``(u, v, colour)`` with vertex 0 the ground and colour 0
            blue, 1 red, 2 green.

        Returns
        -------
        Key
            The sum of the parts' keys (see :mod:`cgtalg.engine.search`).

        Examples
        --------
        >>> RULES.normalise([(0, 1, 0)]) == -RULES.normalise([(0, 1, 1)])     # blue edge, red edge
        True
        >>> RULES.normalise([(1, 2, 0)])                                      # not grounded: nothing
        0
        """
        raw = tuple(sorted(edges))
        key = self.normal_forms.get(raw)
        if key is None:
            key = add_keys([self._canonical(part) for part in _parts(_grounded(edges))])
            self.normal_forms.put(raw, key)
        return key

    def _canonical(self, part: list[Edge]) -> int:
        best, neg = -1, False
        for swapped in (False, True):
            es = [(u, v, (1 - c) if swapped and c < 2 else c) for u, v, c in part]
            code = _pack(es)
            if best < 0 or code < best:
                best, neg = code, swapped
        return -best if neg else best

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each cut of one part (see :meth:`Schema.region_moves`).

        Left cuts a blue or green edge, Right a red or green one.

        Parameters
        ----------
        key : int
            A positive part key.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the part with its colours swapped).

        Examples
        --------
        >>> RULES.region_moves(RULES.normalise([(0, 1, 2)]))          # one green edge: *
        ([0], [0])
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "part")
        edges = _unpack(key)
        left, right = [], []
        for i, (_, _, c) in enumerate(edges):
            rest = edges[:i] + edges[i + 1 :]
            if c != 1:
                left.append(self.normalise(rest))
            if c != 0:
                right.append(self.normalise(rest))
        return left, right

    def region_size(self, key: int) -> int:
        """Return the part's number of edges (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive part key.

        Returns
        -------
        int

        Examples
        --------
        >>> RULES.region_size(RULES.normalise([(0, 1, 0), (1, 2, 1)]))
        2
        """
        return key & 255

    def region_value(self, key: int) -> Game | None:
        """Return the value of a blue-red stalk by Berlekamp's rule, else None (see :meth:`Schema.region_value`).

        Parameters
        ----------
        key : int
            A positive part key.

        Returns
        -------
        Game or None
            The value of a blue-red string; None for any other part (searched).

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the part with its colours swapped).

        Examples
        --------
        >>> str(RULES.region_value(RULES.normalise([(0, 1, 0), (1, 2, 1)])))
        '1/2'
        >>> RULES.region_value(RULES.normalise([(0, 1, 2)])) is None
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "part")
        edges = _unpack(key)
        word = _stalk(edges)
        if word is None or "G" in word:
            return None
        return ZERO + berlekamp_value(word)


def _grounded(edges: list[Edge]) -> list[Edge]:
    reach = {0}
    changed = True
    while changed:
        changed = False
        for u, v, _ in edges:
            if (u in reach) != (v in reach):
                reach.add(u)
                reach.add(v)
                changed = True
    return [e for e in edges if e[0] in reach]


def _parts(edges: list[Edge]) -> list[list[Edge]]:
    """Split at the ground: parts whose vertices (ground aside) are connected."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, _ in edges:
        if u and v:
            parent[find(u)] = find(v)
    groups: dict[object, list[Edge]] = {}
    for i, (u, v, c) in enumerate(edges):
        key: object = find(u) if u else (find(v) if v else ("loop", i))
        groups.setdefault(key, []).append((u, v, c))
    return list(groups.values())


def _pack(edges: list[Edge]) -> int:
    """Relabel by a breadth-first walk from the ground (edges taken by colour) and pack."""
    adj: dict[int, list[tuple[int, int]]] = {}
    for u, v, c in edges:
        adj.setdefault(u, []).append((c, v))
        adj.setdefault(v, []).append((c, u))
    order = {0: 0}
    queue = [0]
    for x in queue:
        for c, y in sorted(adj.get(x, []), key=lambda cy: (cy[0], len(adj[cy[1]]))):
            if y not in order:
                order[y] = len(order)
                queue.append(y)
    packed = sorted((min(order[u], order[v]), max(order[u], order[v]), c) for u, v, c in edges)
    code = 1
    for a, b, c in packed:
        code = (code << 14) | (a << 8) | (b << 2) | c
    return (code << 8) | len(packed)


def _unpack(code: int) -> list[Edge]:
    m = code & 255
    code >>= 8
    out = []
    for _ in range(m):
        e = code & 0x3FFF
        code >>= 14
        out.append((e >> 8, (e >> 2) & 63, e & 3))
    out.reverse()
    return out


def _stalk(edges: list[Edge]) -> str | None:
    """The colours of a stalk from the ground up, or None if the picture is not a stalk."""
    nxt: dict[int, list[tuple[int, int]]] = {}
    for u, v, c in edges:
        if u == v:
            return None
        nxt.setdefault(u, []).append((v, c))
        nxt.setdefault(v, []).append((u, c))
    if len(nxt.get(0, [])) != 1 or any(len(x) > 2 for x in nxt.values()):
        return None
    word = []
    prev, at = -1, 0
    while True:
        step = [(y, c) for y, c in nxt[at] if y != prev]
        if not step:
            break
        prev, (at, c) = at, step[0]
        word.append(_COLOURS[c])
    return "".join(word) if len(word) == len(edges) else None


RULES = HackenbushRules()


class Hackenbush(Position):
    """A Hackenbush picture: edges ``u-v:C`` (``g`` the ground), or a stalk ``"LRG..."``.

    Raises
    ------
    InputValueError
        On an unreadable edge, an unknown colour, or too large a picture.

    Examples
    --------
    >>> from cgtalg import value
    >>> [str(value(Hackenbush(p))) for p in ("LRL", "GG", "g-1:L 1-2:R 1-2:R", "g-1:G g-1:G", "g-1:L g-2:R")]
    ['3/4', '*2', '1/4', '0', '0']
    >>> Hackenbush("g-1:B")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: edge 'g-1:B' has colour 'B': a Hackenbush edge is L (blue), R (red) or G (green)
    """

    __slots__ = ("picture", "_key")
    rules = RULES

    def __init__(self, picture: str) -> None:
        self._set(_parse_picture(picture))

    def _set(self, edges: list[Edge]) -> None:
        self.picture = edges
        self._key = RULES.normalise(edges)

    @classmethod
    def _trusted(cls, edges: list[Edge]) -> "Hackenbush":
        p = cls.__new__(cls)
        p._set(edges)
        return p

    def key(self) -> Key:
        """Return the picture's normal form (see :meth:`Position.key` and :meth:`HackenbushRules.normalise`).

        Returns
        -------
        Key

        Examples
        --------
        >>> Hackenbush("g-1:L 1-2:R").key() == Hackenbush("LR").key()
        True
        """
        return self._key

    def _cuts(self, banned: int) -> list["Hackenbush"]:
        es = self.picture
        return [self._trusted(_grounded(es[:i] + es[i + 1 :])) for i, e in enumerate(es) if e[2] != banned]

    def left_options(self) -> list["Hackenbush"]:
        """Return the pictures after Left cuts a blue or green edge (what falls is removed).

        Returns
        -------
        list of Hackenbush

        Examples
        --------
        >>> [p.text() for p in Hackenbush("g-1:L 1-2:G").left_options()]
        ['', 'g-1:L']
        """
        return self._cuts(1)

    def right_options(self) -> list["Hackenbush"]:
        """Return the pictures after Right cuts a red or green edge (what falls is removed).

        Returns
        -------
        list of Hackenbush

        Examples
        --------
        >>> [p.text() for p in Hackenbush("g-1:L 1-2:G").right_options()]
        ['g-1:L']
        """
        return self._cuts(0)

    def known_value(self) -> Game:
        """The value, by the schema's search (stalks by Berlekamp's rule).

        Returns
        -------
        Game

        Examples
        --------
        >>> str(Hackenbush("g-1:L 1-2:R 1-2:R").known_value())
        '1/4'
        """
        return RULES.search.value(self._key)

    def known_outcome(self) -> Outcome:
        """The outcome class, by the schema's outcome search.

        Returns
        -------
        Outcome

        Examples
        --------
        >>> str(Hackenbush("GG").known_outcome()), str(Hackenbush("LR").known_outcome())
        ('N', 'L')
        """
        return RULES.search.outcome(self._key)

    def text(self) -> str:
        """The position text (edges ``u-v:C``, ``g`` the ground), which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> Hackenbush("LG").text()
        'g-1:L 1-2:G'
        """
        name = lambda v: "g" if v == 0 else str(v)  # noqa: E731
        return " ".join(f"{name(u)}-{name(v)}:{_COLOURS[c]}" for u, v, c in self.picture)

    def __repr__(self) -> str:
        return f"Hackenbush({self.text()!r})"

    def _repr_svg_(self) -> str:
        from ..pictures.positions import hackenbush_svg

        return hackenbush_svg(self)
