"""Positions of the grid schema: a board drawing, compared and valued by its key.

:class:`GridPosition` turns a ruleset (:class:`~cgtalg.engine.grid_rules.GridRules`)
into positions of the library's position protocol (:mod:`cgtalg.engine.position`):
``cgtalg.value(p)`` and ``cgtalg.outcome(p)`` use the schema's search through
the ``known_value()`` and ``known_outcome()`` hooks, ``left_options()`` and
``right_options()`` give the boards after each move, and
``value(p, shortcuts=False)`` explores those moves plainly (which is how the
tests check the search). Invariant: a position's key is its ruleset's
``normalise`` of its board, however the position was made.

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import Domineering
>>> p = Domineering("..#|...|...")
>>> p.height, p.width, p == Domineering("#..|...|...")      # a mirror image is the same game
(3, 3, True)
"""

from __future__ import annotations

from typing import Any

from ..errors import InputTypeError, check_int
from .position import no_rules_error
from .grid_codes import MAX_SIDE, PackedForms, check_board_size
from .grid_rules import GridRules
from .grid_text import _read_one_layer, _read_short_layers, _read_short_one_layer, parse_board
from .search import Key, KeyedPosition

__all__ = ["GridPosition"]


def _packed_reading(packed: PackedForms, board: str) -> tuple[int, int, int, Key] | None:
    """``(layer, h, w, key)`` of a board text that :func:`_read_short_one_layer` reads, else None.

    The key is :meth:`PackedForms.board_key`'s: reading and normalising a
    small board in one C call from :class:`GridPosition`.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
    >>> _packed_reading(RULES.packed, "..#|...") == (0b0111_0011, 2, 3, Domineering("..#|...").key())
    True
    >>> _packed_reading(RULES.packed, "..|.") is None
    True
    """
    short = _read_short_one_layer(board, packed.kinds)  # type: ignore[arg-type]  # one layer: kinds is set
    if short is None:
        return None
    layer = short[0]
    h = short[1]
    w = short[2]
    return layer, h, w, packed.board_key(layer, h, w)


def _fill(p: "GridPosition", found: tuple[int, int, int, Key]) -> None:
    """Set the fields of a new position *p* from ``(layer, h, w, key)`` (:func:`_packed_reading`).

    The hash is left for :meth:`KeyedPosition.__hash__` to compute when it
    is first asked for (``_hash`` -1, which no hash is): valuing a position
    never hashes it.
    """
    p.layers = (found[0],)
    p.height = found[1]
    p.width = found[2]
    p._key = found[3]
    p._hash = -1


#: Grid position classes -> how :func:`_new_position` reads a drawing of the class, found once per
#: class (classes and their rules do not change; this holds no position and no text): the packed
#: forms of a one-layer ruleset, the ``short_text`` of a ruleset that keys its small boards in
#: machine words (:attr:`GridRules.short_text`), or False (the class has its own constructor, or
#: its rules neither).
_CLASS_PACKED: dict[Any, Any] = {}


def _class_packed(cls: Any) -> Any:
    """What :data:`_CLASS_PACKED` holds for *cls* (computed and stored on the first call)."""
    rules = cls.rules
    found: Any = False
    if cls.__init__ is GridPosition.__init__:
        if rules.packed is not None:
            found = rules.packed
        elif rules.short_text is not None:
            found = rules.short_text
    _CLASS_PACKED[cls] = found
    return found


def _new_position(cls: Any, board: str) -> "GridPosition":
    """``cls(board)`` of a grid position class, quicker for a small board in the usual spelling (see ``_from_text``)."""
    if type(board) is str:
        packed = _CLASS_PACKED.get(cls)
        if packed is None:
            packed = _class_packed(cls)
        if packed is not False:
            if type(packed) is tuple:
                # (kinds, layers, most cells) of a ruleset with several layers: read in one pass, keyed
                # by the rules (in machine words when the kernel keys small boards so).
                short = _read_short_layers(board, packed[0], packed[1], packed[2])
                if short is not None:
                    p = cls.__new__(cls)
                    layers = short[0]
                    h = short[1]
                    w = short[2]
                    key = cls.rules.normalise(layers, h, w)
                    p.layers = layers
                    p.height = h
                    p.width = w
                    p._key = key
                    p._hash = hash((cls.__name__, key))
                    return p  # type: ignore[no-any-return]
            else:
                found = _packed_reading(packed, board)
                if found is not None:
                    p = cls.__new__(cls)
                    _fill(p, found)
                    return p  # type: ignore[no-any-return]
    return cls(board)  # type: ignore[no-any-return]


class GridPosition(KeyedPosition):
    """A position of a grid ruleset: the board as drawn, compared by its normal form.

    Subclasses set :attr:`rules` (a :class:`GridRules` instance). Two
    positions are equal when they are the same game up to the board's
    symmetries and splitting (a Domineering board equals its rotations; a
    board and its transpose are negatives, not equal).

    Parameters
    ----------
    board : str
        The drawing (see :mod:`cgtalg.engine.grid_text`).

    Raises
    ------
    InputTypeError
        If *board* is not a str.
    InputValueError
        On a ragged board, an unknown character, or a side over :data:`MAX_SIDE`.
    """

    __slots__ = ("layers", "height", "width")
    rules: GridRules

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # A ruleset's class fills its entry of _CLASS_PACKED as it is defined (its rules are set in the
        # class body), so that the first position of a process does not look its class up for it; a
        # class whose rules come later is looked up on its first position instead.
        if isinstance(cls.__dict__.get("rules"), GridRules):
            _class_packed(cls)

    def __init__(self, board: str) -> None:
        if not hasattr(type(self), "rules"):
            raise no_rules_error(type(self), "Domineering")
        if not isinstance(board, str):
            raise InputTypeError(f"a {self.rules.name} board is a str such as '..#|...', not {type(board).__name__}")
        if type(board) is not str:
            board = str(board)  # a str subclass: its text (the one-pass reader takes exactly a str)
        rules = self.rules
        packed = rules.packed
        if packed is not None:
            # A one-layer board of at most 64 bits, read and normalised in one C call (the usual case).
            found = _packed_reading(packed, board)
            if found is not None:
                _fill(self, found)
                return
        kinds = rules.one_layer_kinds
        if kinds is not None:
            # A board of at most 64 bits, read in one pass (the usual case).
            short = _read_short_one_layer(board, kinds)
            if short is not None:
                # self._set((short[0],), short[1], short[2]), without the method call (same steps).
                cells: tuple[int, ...] = (short[0],)
                h = short[1]
                w = short[2]
                self.layers = cells
                self.height = h
                self.width = w
                key = rules.normalise(cells, h, w)
                self._key = key
                self._hash = hash((type(self).__name__, key))
                return
        one = rules.one_layer_text
        if one is not None:
            # The common case without parse_board's generic loop (which names any problem).
            read = _read_one_layer(board.replace("/", " ").replace("|", " ").split(), one[0], one[1])
            if read is not None:
                self._set(read[0], read[1], read[2])
                return
        layers, h, w = parse_board(board, rules.symbols, rules.aliases, rules.name, rules.meanings)
        self._set(layers, h, w)

    @classmethod
    def _from_text(cls, board: str) -> "GridPosition":
        """``cls(board)`` for a str *board* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        A small one-layer board is read and normalised in one C call and the
        position made without the constructor's call through the type (a
        fresh position of the class, its fields set as the constructor sets
        them); anything else is ``cls(board)``, which names any problem.

        Parameters
        ----------
        board : str
            The drawing.

        Returns
        -------
        GridPosition

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> Domineering._from_text("..#|...") == Domineering("..#|..."), Domineering._from_text("x.").text()
        (True, '#.')
        """
        return _new_position(cls, board)

    def _set(self, layers: tuple[int, ...], h: int, w: int) -> None:
        self.layers = layers
        self.height = h
        self.width = w
        self._key = self.rules.normalise(layers, h, w)
        self._hash = hash((type(self).__name__, self._key))

    @classmethod
    def _from_layers(cls, layers: tuple[int, ...], h: int, w: int) -> "GridPosition":
        p = cls.__new__(cls)
        p._set(layers, h, w)
        return p

    @classmethod
    def rectangle(cls, rows: int, cols: int) -> "GridPosition":
        """The *rows* x *cols* board with every cell in its first state (an empty square, ...).

        Parameters
        ----------
        rows, cols : int
            The board's height and width.

        Returns
        -------
        GridPosition
            A position of the class it is called on.

        Raises
        ------
        InputTypeError
            If a side is not an int (bools refused).
        InputValueError
            If a side is negative or over :data:`MAX_SIDE`, or the board has
            more than :data:`~cgtalg.engine.grid_codes.MAX_CELLS` cells.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> Domineering.rectangle(2, 3).text()
        '...|...'
        """
        if not hasattr(cls, "rules"):
            raise no_rules_error(cls, "Domineering")
        rows = check_int(rows, "rows", minimum=0, maximum=MAX_SIDE)
        cols = check_int(cols, "cols", minimum=0, maximum=MAX_SIDE)
        check_board_size(rows, cols, f"a {cls.rules.name} board")
        return cls("|".join([cls.rules.symbols[0] * cols] * rows) if rows and cols else "")

    # -- protocol ------------------------------------------------------------------------

    def left_options(self) -> list["GridPosition"]:
        """Return the boards after each of Left's moves (every move, in an impartial ruleset).

        Returns
        -------
        list of GridPosition
            Drawn on the same ``height x width`` board.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> [p.text() for p in Domineering("..|..").left_options()]     # Left places vertical dominoes
        ['#.|#.', '.#|.#']
        """
        left, right = self.rules.moves(self.layers, self.height, self.width)
        if self.rules.impartial:
            left = left + right
        return [self._from_layers(b, self.height, self.width) for b in left]

    def right_options(self) -> list["GridPosition"]:
        """Return the boards after each of Right's moves (every move, in an impartial ruleset).

        Returns
        -------
        list of GridPosition
            Drawn on the same ``height x width`` board.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> [p.text() for p in Domineering("..|..").right_options()]    # Right places horizontal ones
        ['##|..', '..|##']
        """
        left, right = self.rules.moves(self.layers, self.height, self.width)
        if self.rules.impartial:
            right = left + right
        return [self._from_layers(b, self.height, self.width) for b in right]

    def options(self) -> list["GridPosition"]:
        """Both players' moves (impartial rulesets).

        Returns
        -------
        list of GridPosition

        Raises
        ------
        InputTypeError
            If the ruleset is partizan.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> from cgtalg.rulesets.registry import impartial_class
        >>> len(impartial_class(Domineering)("..|..").options())    # Cram: four places for a domino
        4
        """
        if not self.rules.impartial:
            raise InputTypeError(f"{self.rules.name} is partizan: use left_options() and right_options()")
        return self.left_options()

    def components(self) -> list["GridPosition"] | None:
        """The independent regions of the board, each drawn on the same board (dead ones left out).

        Returns
        -------
        list of GridPosition or None
            None when the board is one live region (or the ruleset never splits).

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> [p.text() for p in Domineering("..#.|###.").components()]
        ['..##|####', '###.|###.']
        """
        rules = self.rules
        if not rules.connectivity:
            return None
        union = 0
        for b in self.layers:
            union |= b
        h, w = self.height, self.width
        parts = []
        for r in rules.regions(union, w):
            sub = tuple(b & r for b in self.layers)
            if not rules.is_dead(sub, h, w):
                parts.append(sub)
        if len(parts) == 1 and len(parts[0]) == len(self.layers) and parts[0] == self.layers:
            return None
        # One live region among dead ones is returned alone (it is a different board, the
        # same key): the engine then values that board.
        return [self._from_layers(sub, h, w) for sub in parts]

    def rows(self) -> list[str]:
        """The board as one string per row.

        Returns
        -------
        list of str

        Examples
        --------
        >>> from cgtalg.rulesets.grid.clobber import Clobber
        >>> Clobber("xo.|.ox").rows()
        ['xo.', '.ox']
        """
        s = self.width + 1
        symbols = self.rules.symbols
        out = []
        for r in range(self.height):
            line = []
            for c in range(self.width):
                bit = 1 << (r * s + c)
                line.append(next((symbols[i] for i, b in enumerate(self.layers) if b & bit), symbols[-1]))
            out.append("".join(line))
        return out

    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({'|'.join(self.rows())!r})"

    def text(self) -> str:
        """The position text (rows joined by ``|``), which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> Domineering("..# ...").text()          # rows given as words
        '..#|...'
        """
        return "|".join(self.rows())

    @classmethod
    def impartial_class(cls) -> type:
        """A position class for this ruleset played impartially (use :func:`cgtalg.rulesets.registry.impartial_class`).

        Each call makes a new class; the registry's function keeps one per class.

        Returns
        -------
        type

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> Domineering.impartial_class().rules.name
        'impartial domineering'
        """
        if not hasattr(cls, "rules"):
            raise no_rules_error(cls, "Domineering")
        rules = cls.rules.impartial_variant()
        return type("Impartial" + cls.__name__, (cls,), {"__slots__": (), "rules": rules,
                                                         "__doc__": f"A position of {rules.name}."})

    def _repr_svg_(self) -> str:
        from ..pictures.positions import grid_svg

        return grid_svg(self)
