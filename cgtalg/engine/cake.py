"""The cake schema: rectangles of cake that Left divides along vertical lines, Right along horizontal ones.

A position is a collection of rectangular cakes scored into unit squares,
written ``RxC`` (R rows, C columns) and separated by spaces or ``+``. A move
acts on one side of one cake: Left's moves divide a cake's width, Right's its
height, both in the same way. How a side of ``n`` squares may be divided is
the one parameter of the schema, :meth:`CakeRules.pieces`; Cutcake, Eatcake
and Maundy Cake (:mod:`cgtalg.rulesets.cake`) are declarations of it.

Each cake is a region of the keyed search (:mod:`cgtalg.engine.search`),
coded ``rows << 13 | cols``; a cake taller than wide is stored as the
negative of its transpose (turning a cake on its side swaps the players), so
a cake and its transpose share one table entry. The module is pure Python.

Examples
--------
>>> class Halves(CakeRules):          # a side of even length may be cut in half
...     name = "halves"
...     def pieces(self, side):
...         return [(side // 2, side // 2)] if side % 2 == 0 else []
>>> class HalvesCake(CakePosition):
...     rules = Halves()
>>> from cgtalg import value
>>> [str(value(HalvesCake(c))) for c in ("1x2", "1x4", "2x4", "4x1")]
['1', '3', '1', '-3']
"""

from __future__ import annotations

import re

from ..errors import InputTypeError, InputValueError
from .search import Key, KeyedPosition, Schema, Search, _refuse_region_key, add_keys

__all__ = ["CakeRules", "CakePosition", "MAX_SIDE"]

#: The longest side of a cake.
MAX_SIDE = 1 << 12

_CAKE = re.compile(r"(\d+)[xX](\d+)")


class CakeRules(Schema):
    """A cake game on cake keys ``rows << 13 | cols``: subclasses say how a side is divided (:meth:`pieces`).

    Class attributes a subclass may set: ``name``, ``small_region`` and
    ``cli_limit`` (see :class:`~cgtalg.engine.search.Schema`), and
    ``unit_is_zero`` (whether a single square is worth nothing, so that keys
    drop it). Each instance has its own :class:`~cgtalg.engine.search.Search`.
    """

    name = "cake"
    #: Whether a single square is worth nothing and may be dropped from keys (no one can move on it).
    unit_is_zero = True

    def __init__(self) -> None:
        self.search = Search(self)

    def pieces(self, side: int) -> list[tuple[int, ...]]:
        """The ways a move divides a side of *side* squares (one tuple of piece lengths per move, up to mirror image).

        The one parameter of the schema: subclasses define it.

        Parameters
        ----------
        side : int
            The length (in squares) of the side the move acts on: a cake's
            width for Left's moves, its height for Right's.

        Returns
        -------
        list of tuple of int
            For each move, the lengths of the pieces left (``()`` for none).

        Raises
        ------
        NotImplementedError
            In this base class.
        """
        raise NotImplementedError(f"{type(self).__name__} must say how a side is divided: define pieces(side)")

    def cake(self, rows: int, cols: int) -> Key:
        """The key of one cake (0 for nothing, or for a worthless single square).

        A cake taller than wide is stored as the negative of its transpose.

        Parameters
        ----------
        rows, cols : int
            The cake's height and width, in squares.

        Returns
        -------
        int
            Its key (see :mod:`cgtalg.engine.search`).

        Examples
        --------
        >>> from cgtalg.rulesets.cake.cutcake import RULES
        >>> RULES.cake(2, 3) == -RULES.cake(3, 2), RULES.cake(1, 1), RULES.cake(0, 5)
        (True, 0, 0)
        """
        if rows == 0 or cols == 0 or (rows == 1 and cols == 1 and self.unit_is_zero):
            return 0
        if rows > cols:
            return -((cols << 13) | rows)
        return (rows << 13) | cols

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after Left's and Right's moves on one cake (see :meth:`Schema.region_moves`).

        Parameters
        ----------
        key : int
            A positive cake key, ``rows << 13 | cols``.

        Returns
        -------
        tuple of (list of Key, list of Key)
            Left's vertical divisions and Right's horizontal ones.

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the cake turned on its side).

        Examples
        --------
        >>> from cgtalg.rulesets.cake.cutcake import RULES
        >>> left, right = RULES.region_moves(RULES.cake(1, 3))     # 1 x 3: Left cuts off one square
        >>> left == [RULES.cake(1, 2)], right
        (True, [])
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "cake")
        rows, cols = key >> 13, key & 8191
        left = [add_keys([self.cake(rows, p) for p in parts]) for parts in self.pieces(cols)]
        right = [add_keys([self.cake(p, cols) for p in parts]) for parts in self.pieces(rows)]
        return left, right

    def region_size(self, key: int) -> int:
        """Return the cake's area, which decides whether it is small (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive cake key.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.cake.cutcake import RULES
        >>> RULES.region_size(RULES.cake(3, 4))
        12
        """
        return (key >> 13) * (key & 8191)


class CakePosition(KeyedPosition):
    """A position of a cake game: cakes ``RxC`` separated by spaces or ``+``; subclasses set ``rules``.

    Parameters
    ----------
    cakes : str
        The cakes, e.g. ``"3x4 2x2"``.

    Raises
    ------
    InputTypeError
        If *cakes* is not a str.
    InputValueError
        On anything that is not ``RxC`` with sides from 1 to :data:`MAX_SIDE`.

    Examples
    --------
    >>> from cgtalg.rulesets.cake import Cutcake
    >>> Cutcake("2x3") == Cutcake("3x2"), Cutcake("2x3 + 1x1").cakes
    (False, ((2, 3), (1, 1)))
    """

    __slots__ = ("cakes",)
    rules: CakeRules

    def __init__(self, cakes: str) -> None:
        if not isinstance(cakes, str):
            raise InputTypeError(
                f"{type(self).__name__} cakes are written as a str such as '3x4 2x2', not {type(cakes).__name__}")
        found = []
        for word in cakes.replace("+", " ").split():
            m = _CAKE.fullmatch(word)
            if not m:
                raise InputValueError(f"a cake is written RxC (rows x columns) such as 3x4, not {word!r}")
            r, c = int(m.group(1)), int(m.group(2))
            if not (1 <= r <= MAX_SIDE and 1 <= c <= MAX_SIDE):
                raise InputValueError(f"a cake's sides are 1 to {MAX_SIDE} squares: {word!r}")
            found.append((r, c))
        self.cakes = tuple(found)
        self._key = add_keys([self.rules.cake(r, c) for r, c in found])
        self._hash = -1

    def _moves(self, side: int) -> list["CakePosition"]:
        out = []
        cls = type(self)
        for i, (r, c) in enumerate(self.cakes):
            rest = self.cakes[:i] + self.cakes[i + 1 :]
            if side == 0:
                moves = [tuple((r, p) for p in parts) for parts in self.rules.pieces(c)]
            else:
                moves = [tuple((p, c) for p in parts) for parts in self.rules.pieces(r)]
            for new in moves:
                out.append(cls(" ".join(f"{x}x{y}" for x, y in rest + new)))
        return out

    def left_options(self) -> list["CakePosition"]:
        """Return the positions after each of Left's moves (dividing a cake's width).

        Returns
        -------
        list of CakePosition

        Examples
        --------
        >>> from cgtalg.rulesets.cake import Cutcake
        >>> [p.text() for p in Cutcake("2x3").left_options()]
        ['2x1 2x2']
        """
        return self._moves(0)

    def right_options(self) -> list["CakePosition"]:
        """Return the positions after each of Right's moves (dividing a cake's height).

        Returns
        -------
        list of CakePosition

        Examples
        --------
        >>> from cgtalg.rulesets.cake import Cutcake
        >>> [p.text() for p in Cutcake("2x3").right_options()]
        ['1x3 1x3']
        """
        return self._moves(1)

    def components(self) -> list["CakePosition"] | None:
        """The cakes, one position each: a position is the sum of its cakes.

        Cakes whose key is 0 (a single square where no cut is possible) are
        left out, as the key leaves them out.

        Returns
        -------
        list of CakePosition or None
            None for fewer than two cakes with a key.

        Examples
        --------
        >>> from cgtalg.rulesets.cake import Cutcake
        >>> Cutcake("2x3 1x2").components(), Cutcake("2x3 1x1").components()
        ([Cutcake('2x3'), Cutcake('1x2')], None)
        """
        cake = self.rules.cake
        kept = [(r, c) for r, c in self.cakes if cake(r, c)]
        if len(kept) <= 1:
            return None
        cls = type(self)
        return [cls(f"{r}x{c}") for r, c in kept]

    def text(self) -> str:
        """The position text, which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.cake import Cutcake
        >>> Cutcake("3x4 + 1x2").text()
        '3x4 1x2'
        """
        return " ".join(f"{r}x{c}" for r, c in self.cakes)

    def rows(self) -> list[str]:
        """The cakes side by side as board rows, ``.`` cake and ``#`` no cake (what a picture draws).

        Returns
        -------
        list of str
            Equally long rows, as many as the tallest cake; each cake is
            followed by a column of ``#``.

        Examples
        --------
        >>> from cgtalg.rulesets.cake import Cutcake
        >>> Cutcake("2x3 1x1").rows()
        ['...#.#', '...###']
        """
        h = max((r for r, _ in self.cakes), default=1)
        lines = [""] * h
        for r, c in self.cakes:
            for i in range(h):
                lines[i] += ("." * c if i < r else "#" * c) + "#"
        return lines

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"
