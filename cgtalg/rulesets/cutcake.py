"""Cutcake: Left cuts cakes along vertical lines, Right along horizontal ones.

**The rules.** A position is a collection of rectangular cakes scored into
unit squares. Left cuts one cake along a vertical (North-South) score line
into two, Right along a horizontal (East-West) one. Whoever cannot cut loses:
Left when every cake is one square wide, Right when every cake is one square
tall. Every position is an integer (Winning Ways works them out).

A cake ``R x C`` is written ``RxC`` (R rows, C columns); a position is cakes
separated by spaces or ``+``. Turning a cake on its side negates its value.

References
----------
Winning Ways, chapter 2 ("Cutcake"); Lessons in Play (Cutcake is one of its
running examples).

Examples
--------
>>> from cgtalg import value
>>> [str(value(Cutcake(c))) for c in ("1x2", "2x1", "1x4", "2x2", "2x4", "3x4", "1x3 + 2x1")]
['1', '-1', '3', '0', '1', '1', '1']
"""

from __future__ import annotations

import re

from ..core.game import Game
from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError
from ..engine.position import Position
from ..engine.search import Key, Schema, Search, _refuse_region_key, add_keys

__all__ = ["Cutcake", "CutcakeRules", "RULES", "MAX_SIDE"]

#: The longest side of a cake.
MAX_SIDE = 1 << 12


class CutcakeRules(Schema):
    """Cutcake on cakes coded ``rows << 13 | cols``; a transposed cake is the negative."""

    name = "cutcake"
    small_region = 64
    cli_limit = 400

    def __init__(self) -> None:
        self.search = Search(self)

    #: Whether a single square is worth nothing and may be dropped from keys (no one can move on it).
    unit_is_zero = True

    def pieces(self, side: int) -> list[tuple[int, ...]]:
        """The ways a move turns a side of *side* squares into pieces (one per move, up to mirror image).

        Cutcake cuts it in two; the cake variants (Eatcake, Maundy Cake)
        override this, and the rest of the schema follows from it.

        Parameters
        ----------
        side : int
            The length (in squares) of the side the move acts on: a cake's
            width for Left's moves, its height for Right's.

        Returns
        -------
        list of tuple of int
            For each move, the lengths of the pieces (an empty list when the
            side cannot be cut, i.e. it is 1).

        Examples
        --------
        >>> RULES.pieces(5)
        [(1, 4), (2, 3)]
        """
        return [(a, side - a) for a in range(1, side // 2 + 1)]

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
        >>> RULES.cake(2, 3) == -RULES.cake(3, 2), RULES.cake(1, 1), RULES.cake(0, 5)
        (True, 0, 0)
        """
        if rows == 0 or cols == 0 or (rows == 1 and cols == 1 and self.unit_is_zero):
            return 0
        if rows > cols:
            return -((cols << 13) | rows)
        return (rows << 13) | cols

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after Left's and Right's cuts of one cake (see :meth:`Schema.region_moves`).

        Parameters
        ----------
        key : int
            A positive cake key, ``rows << 13 | cols``.

        Returns
        -------
        tuple of (list of Key, list of Key)
            Left's vertical cuts and Right's horizontal cuts.

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the cake turned on its side).

        Examples
        --------
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
        >>> RULES.region_size(RULES.cake(3, 4))
        12
        """
        return (key >> 13) * (key & 8191)


RULES = CutcakeRules()


class Cutcake(Position):
    """A Cutcake position: cakes ``RxC`` separated by spaces or ``+``.

    Raises
    ------
    InputValueError
        On anything that is not ``RxC`` with sides from 1 to :data:`MAX_SIDE`.

    Examples
    --------
    >>> Cutcake("2x3") == Cutcake("3x2")
    False
    >>> Cutcake("2x0")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a cake's sides are 1 to 4096 squares: '2x0'
    """

    __slots__ = ("cakes", "_key")
    rules = RULES

    def __init__(self, cakes: str) -> None:
        if not isinstance(cakes, str):
            raise InputTypeError(
                f"{type(self).__name__} cakes are written as a str such as '3x4 2x2', not {type(cakes).__name__}")
        found = []
        for word in cakes.replace("+", " ").split():
            m = re.fullmatch(r"(\d+)[xX](\d+)", word)
            if not m:
                raise InputValueError(f"a cake is written RxC (rows x columns) such as 3x4, not {word!r}")
            r, c = int(m.group(1)), int(m.group(2))
            if not (1 <= r <= MAX_SIDE and 1 <= c <= MAX_SIDE):
                raise InputValueError(f"a cake's sides are 1 to {MAX_SIDE} squares: {word!r}")
            found.append((r, c))
        self.cakes = tuple(found)
        self._key = add_keys([self.rules.cake(r, c) for r, c in found])

    def key(self) -> Key:
        """Return the sum of the cakes' keys (see :meth:`Position.key`).

        Returns
        -------
        Key
            Equal for positions with the same cakes, in any order.

        Examples
        --------
        >>> Cutcake("2x3 1x1").key() == Cutcake("2x3").key()        # a single square is worth nothing
        True
        """
        return self._key

    def _moves(self, side: int) -> list["Cutcake"]:
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

    def left_options(self) -> list["Cutcake"]:
        """Return the positions after each of Left's vertical cuts.

        Returns
        -------
        list of Cutcake

        Examples
        --------
        >>> [p.text() for p in Cutcake("2x3").left_options()]
        ['2x1 2x2']
        """
        return self._moves(0)

    def right_options(self) -> list["Cutcake"]:
        """Return the positions after each of Right's horizontal cuts.

        Returns
        -------
        list of Cutcake

        Examples
        --------
        >>> [p.text() for p in Cutcake("2x3").right_options()]
        ['1x3 1x3']
        """
        return self._moves(1)

    def known_value(self) -> Game:
        """The value, by the schema's search (a cake on its side is the negative).

        Returns
        -------
        Game
            The canonical value, an integer for every Cutcake position.

        Examples
        --------
        >>> str(Cutcake("2x4").known_value()), str(Cutcake("4x2").known_value())
        ('1', '-1')
        """
        return self.rules.search.value(self._key)

    def known_outcome(self) -> Outcome:
        """The outcome class, by the schema's outcome search.

        Returns
        -------
        Outcome

        Examples
        --------
        >>> str(Cutcake("2x2").known_outcome())
        'P'
        """
        return self.rules.search.outcome(self._key)

    def text(self) -> str:
        """The position text, which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> Cutcake("3x4 + 1x2").text()
        '3x4 1x2'
        """
        return " ".join(f"{r}x{c}" for r, c in self.cakes)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"

    def _repr_svg_(self) -> str:
        from ..pictures.positions import grid_svg

        class _Rows:
            def rows(_self) -> list[str]:
                h = max((r for r, _ in self.cakes), default=1)
                lines = [""] * h
                for r, c in self.cakes:
                    for i in range(h):
                        lines[i] += ("." * c if i < r else "#" * c) + "#"
                return lines

        return grid_svg(_Rows())
