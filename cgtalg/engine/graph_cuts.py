"""The edge-cutting kernel: pictures of coloured edges standing on the ground (the schema of Hackenbush).

A *picture* is a multigraph (loops allowed) whose vertex 0 is the ground.
Each edge has one of three colours, written by the ruleset's letters
(:attr:`EdgeCuttingRules.colours`): Left's, Right's, or either player's. A
move cuts one edge the mover may cut; every edge no longer connected to the
ground falls with it. A ruleset may make some colours *childish*
(:attr:`EdgeCuttingRules.childish`): an edge of such a colour may be cut only
when nothing else falls.

The kernel keys a picture by its grounded *parts* -- the pieces that meet
only at the ground, which are independent summands -- each packed into one
int after a breadth-first relabelling from the ground, and each taken as the
lesser of its code and the code of its colour swap (Left's and Right's
edges exchanged, which negates the value), negated when the swap's is less.
Its invariant: equal parts give equal codes, and a part and its colour swap
give opposite codes. The packing is not a canonical labelling (two drawings
of one part may get two codes; the search then values both), so a key is a
fast, exact name of a picture, not of its isomorphism class.

Position text: edges ``u-v:C`` with ``g`` the ground and ``C`` a colour
letter, e.g. ``"g-1:L 1-2:R 1-2:G g-3:G"``; a bare word of colour letters
such as ``"LRL"`` is a stalk, its bottom edge first.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, chapters 1-2 (Hackenbush).

Examples
--------
>>> from cgtalg.rulesets.graph.hackenbush import RULES
>>> RULES.normalise([(0, 1, 0)]) == -RULES.normalise([(0, 1, 1)])     # a blue edge, a red edge
True
>>> parse_picture("g-1:L 1-2:G", RULES)
[(0, 1, 0), (1, 2, 2)]
"""

from __future__ import annotations

import re
from typing import Any

from ..core.cache import BoundedCache
from ..errors import InputTypeError, InputValueError, as_integer, describe
from .position import no_rules_error
from .search import Key, KeyedPosition, Schema, Search, _refuse_region_key, add_keys

__all__ = ["EdgeCuttingRules", "PicturePosition", "parse_picture", "stalk_colours", "MAX_VERTICES", "MAX_EDGES"]

#: The most vertices (ground included) and edges of a picture.
MAX_VERTICES = 63
MAX_EDGES = 255

#: An edge ``(u, v, colour)``: vertex 0 is the ground; colour 0 Left's, 1 Right's, 2 either's.
Edge = tuple[int, int, int]


def parse_picture(text: str, rules: Any) -> list[Edge]:
    """Read a picture's text into its edges.

    Parameters
    ----------
    text : str
        Edges ``u-v:C`` (``g`` the ground, other vertices numbers, ``C`` one
        of the ruleset's colour letters), or a bare word of colour letters,
        a stalk from the ground up.
    rules : EdgeCuttingRules
        The ruleset: its colour letters and what they mean (for messages).

    Returns
    -------
    list of tuple of (int, int, int)
        The edges ``(u, v, colour)``, vertex 0 the ground, vertices numbered
        as first named.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On an unreadable edge, an unknown colour, or more than
        :data:`MAX_VERTICES` vertices or :data:`MAX_EDGES` edges.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.hackenbush import RULES
    >>> parse_picture("LRG", RULES)
    [(0, 1, 0), (1, 2, 1), (2, 3, 2)]
    >>> parse_picture("g-1:B", RULES)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: edge 'g-1:B' has colour 'B': a Hackenbush edge is L (blue), R (red) or G (green)
    """
    if not isinstance(rules, EdgeCuttingRules):
        raise InputTypeError(
            f"a picture is read by a ruleset's EdgeCuttingRules, not {type(rules).__name__} ({describe(rules)})"
        )
    colours = rules.colours
    what = rules.title
    if not isinstance(text, str):
        raise InputTypeError(f"a {what} picture is a str such as 'g-1:{colours[0]} 1-2:{colours[1]}', "
                             f"not {type(text).__name__}")
    text = text.strip()
    if all(c in colours for c in text):
        return [(i, i + 1, colours.index(c)) for i, c in enumerate(text)]
    named = [f"{c} ({m})" for c, m in zip(colours, rules.meanings)]
    names: dict[str, int] = {"g": 0}
    edges = []
    for word in text.replace(",", " ").split():
        m = re.fullmatch(r"(g|\d+)-(g|\d+):(\S+)", word)
        if not m:
            raise InputValueError(f"cannot read {word!r} in a {what} picture: write edges as u-v:C with "
                                  f"vertices g (the ground) or numbers and C one of {', '.join(named)}")
        if len(m.group(3)) != 1 or m.group(3) not in colours:
            raise InputValueError(f"edge {word!r} has colour {m.group(3)!r}: a {what} edge is "
                                  f"{', '.join(named[:-1])} or {named[-1]}")
        ends = []
        for v in (m.group(1), m.group(2)):
            if v not in names:
                names[v] = len(names)
            ends.append(names[v])
        edges.append((ends[0], ends[1], colours.index(m.group(3))))
    if len(names) > MAX_VERTICES or len(edges) > MAX_EDGES:
        raise InputValueError(f"a {what} picture has at most {MAX_VERTICES} vertices and {MAX_EDGES} edges")
    return edges


class EdgeCuttingRules(Schema):
    """A game of cutting coloured edges of pictures on the ground: subclass and name the colours.

    Left cuts an edge of colour 0 or 2, Right one of colour 1 or 2; the
    colour swap (0 and 1 exchanged) negates the value.

    Attributes
    ----------
    colours : str
        The letters of Left's, Right's and either player's edges.
    meanings : tuple of str
        What each colour is called (for messages).
    title : str
        The game's name in messages (``"a Hackenbush picture"``).
    """

    colours = "LRG"
    meanings: tuple[str, ...] = ("Left's", "Right's", "either player's")
    title = "edge-cutting"
    #: The colours (0 Left's, 1 Right's, 2 either's) whose edges are *childish*: such an edge may
    #: be cut only if nothing else falls (Childish Hackenbush); empty for plain cutting.
    childish: frozenset[int] = frozenset()

    def may_cut(self, edges: list[Edge], i: int, rest: list[Edge]) -> bool:
        """Whether the edge ``edges[i]`` may be cut, leaving *rest* (the other edges) before anything falls.

        An edge of a colour in :attr:`childish` may be cut only when every
        edge of *rest* is still connected to the ground; any other edge may
        always be cut.

        Parameters
        ----------
        edges : list of tuple of (int, int, int)
            A grounded picture's edges.
        i : int
            The index of the edge cut.
        rest : list of tuple of (int, int, int)
            ``edges`` without ``edges[i]``.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.rulesets.graph.childish_hackenbush import RULES
        >>> es = [(0, 1, 0), (1, 2, 1)]
        >>> RULES.may_cut(es, 0, es[1:]), RULES.may_cut(es, 1, es[:1])    # the red edge would fall
        (False, True)
        """
        return edges[i][2] not in self.childish or len(grounded(rest)) == len(rest)

    def __init__(self) -> None:
        self.normal_forms = BoundedCache(f"{self.name} normal forms", 1 << 18)
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
            Left's, 1 Right's, 2 either's.

        Returns
        -------
        Key
            The sum of the parts' keys (see :mod:`cgtalg.engine.search`).

        Examples
        --------
        >>> from cgtalg.rulesets.graph.hackenbush import RULES
        >>> RULES.normalise([(0, 1, 0)]) == -RULES.normalise([(0, 1, 1)])     # blue edge, red edge
        True
        >>> RULES.normalise([(1, 2, 0)])                                      # not grounded: nothing
        0
        """
        raw = tuple(sorted(edges))
        key = self.normal_forms.get(raw)
        if key is None:
            key = add_keys([self._canonical(part) for part in _parts(grounded(edges))])
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

        Left cuts an edge of colour 0 or 2, Right one of colour 1 or 2.

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
        >>> from cgtalg.rulesets.graph.hackenbush import RULES
        >>> RULES.region_moves(RULES.normalise([(0, 1, 2)]))          # one green edge: *
        ([0], [0])
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "part")
        edges = _unpack(key)
        left, right = [], []
        childish = self.childish
        for i, (_, _, c) in enumerate(edges):
            rest = edges[:i] + edges[i + 1 :]
            if childish and not self.may_cut(edges, i, rest):
                continue
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
        >>> from cgtalg.rulesets.graph.hackenbush import RULES
        >>> RULES.region_size(RULES.normalise([(0, 1, 0), (1, 2, 1)]))
        2
        """
        return key & 255


def grounded(edges: list[Edge]) -> list[Edge]:
    """The edges of *edges* still connected to the ground (vertex 0), in their order.

    Parameters
    ----------
    edges : list of tuple of (int, int, int)
        A picture's edges.

    Returns
    -------
    list of tuple of (int, int, int)

    Examples
    --------
    >>> grounded([(0, 1, 0), (2, 3, 1), (1, 2, 2)]), grounded([(1, 2, 0)])
    ([(0, 1, 0), (2, 3, 1), (1, 2, 2)], [])
    """
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


def stalk_colours(key: int) -> list[int] | None:
    """The colours of the part *key* from the ground up if it is a stalk (a path standing on the ground), else None.

    Parameters
    ----------
    key : int
        A positive part key.

    Returns
    -------
    list of int or None
        Colour indices (0 Left's, 1 Right's, 2 either's), the bottom edge first.

    Raises
    ------
    InputTypeError
        If *key* is not an int.
    InputValueError
        If *key* is not positive.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.hackenbush import RULES
    >>> stalk_colours(RULES.normalise([(0, 1, 0), (1, 2, 2)])), stalk_colours(RULES.normalise([(0, 1, 0), (0, 1, 0)]))
    ([0, 2], None)
    """
    code = as_integer(key)
    if code is None:
        raise InputTypeError(f"stalk_colours() takes a part key (an int), not {type(key).__name__} ({describe(key)})")
    if code <= 0:
        raise InputValueError(f"stalk_colours() takes a positive part key, got {describe(code)}")
    edges = _unpack(code)
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
        word.append(c)
    return word if len(word) == len(edges) else None


class PicturePosition(KeyedPosition):
    """A position of an edge-cutting ruleset: a picture, compared by its key.

    Subclasses set :attr:`rules`.

    Parameters
    ----------
    picture : str
        The picture's text (see the module docstring). Edges not connected
        to the ground fall at once, as they do after every cut: the position
        is the rest of the picture.

    Raises
    ------
    InputValueError
        On an unreadable edge, an unknown colour, or too large a picture.
    """

    __slots__ = ("picture",)
    rules: EdgeCuttingRules

    def __init__(self, picture: str) -> None:
        if not hasattr(type(self), "rules"):
            raise no_rules_error(type(self), "Hackenbush")
        self._set(grounded(parse_picture(picture, self.rules)))

    def _set(self, edges: list[Edge]) -> None:
        self.picture = edges
        self._key = self.rules.normalise(edges)
        self._hash = -1

    @classmethod
    def _trusted(cls, edges: list[Edge]) -> "PicturePosition":
        p = cls.__new__(cls)
        p._set(edges)
        return p

    def _cuts(self, banned: int) -> list["PicturePosition"]:
        es = self.picture
        rules = self.rules
        out = []
        for i, e in enumerate(es):
            if e[2] == banned:
                continue
            rest = es[:i] + es[i + 1 :]
            if rules.childish and not rules.may_cut(es, i, rest):
                continue
            out.append(self._trusted(grounded(rest)))
        return out

    def left_options(self) -> list["PicturePosition"]:
        """Return the pictures after Left cuts an edge of Left's or either player's (what falls is removed).

        Returns
        -------
        list of PicturePosition

        Examples
        --------
        >>> from cgtalg.rulesets.graph.hackenbush import Hackenbush
        >>> [p.text() for p in Hackenbush("g-1:L 1-2:G").left_options()]
        ['', 'g-1:L']
        """
        return self._cuts(1)

    def right_options(self) -> list["PicturePosition"]:
        """Return the pictures after Right cuts an edge of Right's or either player's (what falls is removed).

        Returns
        -------
        list of PicturePosition

        Examples
        --------
        >>> from cgtalg.rulesets.graph.hackenbush import Hackenbush
        >>> [p.text() for p in Hackenbush("g-1:L 1-2:G").right_options()]
        ['g-1:L']
        """
        return self._cuts(0)

    def text(self) -> str:
        """The position text (edges ``u-v:C``, ``g`` the ground), which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.graph.hackenbush import Hackenbush
        >>> Hackenbush("LG").text()
        'g-1:L 1-2:G'
        """
        colours = self.rules.colours
        name = lambda v: "g" if v == 0 else str(v)  # noqa: E731
        return " ".join(f"{name(u)}-{name(v)}:{colours[c]}" for u, v, c in self.picture)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"

    def _repr_svg_(self) -> str:
        from ..pictures.positions import hackenbush_svg

        return hackenbush_svg(self)
