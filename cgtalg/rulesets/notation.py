"""The board notation of the grid rulesets: a drawing, or ``RxC`` for the empty R x C board.

Every command of the command line and :meth:`cgtalg.rulesets.registry.Ruleset.parse`
read a grid ruleset's position through :func:`grid_reader`, so one text means
one position everywhere: ``get("cram").parse("3x4")``, ``cgtalg value
--ruleset cram 3x4``, ``cgtalg outcome --ruleset cram 3x4`` and ``cgtalg
grundy cram 3x4`` are the same 3 x 4 board. A text is either

* a drawing, rows separated by ``|``, ``/``, spaces or newlines
  (``"..#|..."``; the characters are the ruleset's, see its ``rules``), or
* a size ``RxC`` (also ``R x C`` or ``RXC``): the empty R x C board, every
  cell an empty square (``.``). For Domineering and Cram that is the usual
  start; for the stone games (Clobber, Konane, Amazons, Fission) a board
  with no stones, which is 0; Fox and Geese refuses it (a board holds a fox).

Examples
--------
>>> from cgtalg.rulesets import get
>>> get("cram").parse("2x3") == get("cram").parse("...|...")
True
>>> board_size(" 3 x 4 "), board_size("..|..")
((3, 4), None)
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ..errors import check_str

__all__ = ["board_size", "grid_reader"]

#: A size ``RxC``: up to 9 digits, an ``x`` (either case, or ``×``), digits; spaces allowed around.
_SIZE = re.compile(r"\s*([0-9]{1,9})\s*[xX×]\s*([0-9]{1,9})\s*")


def board_size(text: str) -> tuple[int, int] | None:
    """The ``(rows, cols)`` a size text ``RxC`` names, or None for any other text.

    Parameters
    ----------
    text : str
        A position text.

    Returns
    -------
    tuple of (int, int) or None
        The board's height and width for a size; None for a drawing (or
        anything else, left to the drawing's reader to judge).

    Raises
    ------
    InputTypeError
        If *text* is not a str.

    References
    ----------
    Winning Ways, ch. 3 (Domineering and Cram on rectangles).

    Examples
    --------
    >>> board_size("3x4"), board_size("10 X 2"), board_size("3x"), board_size("x.|.o")
    ((3, 4), (10, 2), None, None)
    """
    text = check_str(text, "a board text")
    found = _SIZE.fullmatch(text)
    if found is None:
        return None
    return int(found.group(1)), int(found.group(2))


def grid_reader(cls: Any, read: Callable[[str], Any]) -> Callable[[str], Any]:
    """A reader of position texts of the grid class *cls*: ``RxC`` is the empty R x C board, else ``read(text)``.

    Parameters
    ----------
    cls : type
        A grid position class (its ``rules.symbols`` hold ``.``, the empty square).
    read : callable
        What reads a drawing (the class's ``_from_text``).

    Returns
    -------
    callable
        A function from a str to a position of *cls*.

    Raises
    ------
    InputTypeError
        If *read* is not callable (the reader itself raises as ``read`` and
        ``rectangle`` do: a side over the grid's largest is an InputValueError).

    References
    ----------
    Winning Ways, ch. 3 (boards of Domineering drawn and named by size).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> reader = grid_reader(Domineering, Domineering._from_text)
    >>> reader("2x3").text(), reader("..|.#").text()
    ('...|...', '..|.#')
    """
    if not callable(read):
        from ..errors import InputTypeError

        raise InputTypeError(f"grid_reader needs a function reading a drawing, not {type(read).__name__}")
    from ..engine.grid_codes import MAX_SIDE, check_board_size
    from ..errors import check_int

    match = _SIZE.fullmatch
    name = cls.rules.name

    def parse(text: str) -> Any:
        # Only Sheep's drawings start with a digit, and one that reads as RxC ("2 x3": two herds, no empty
        # cell) is worth 0, as the empty board is: one test, then the drawing.
        if text[:1].isdigit() or text[:1].isspace():
            found = match(text)
            if found is not None:
                rows = check_int(int(found.group(1)), f"the rows of a {name} board", maximum=MAX_SIDE)
                cols = check_int(int(found.group(2)), f"the columns of a {name} board", maximum=MAX_SIDE)
                check_board_size(rows, cols, f"a {name} board")
                return read("|".join(["." * cols] * rows) if rows and cols else "")
        return read(text)

    parse.__doc__ = f"Read a {getattr(cls, '__name__', 'grid')} position: a drawing or a size RxC."
    return parse
