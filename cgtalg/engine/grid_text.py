"""Board drawings of the grid schema: reading a drawing into bitboards, one layer per kind of piece.

A drawing has one character per cell, rows separated by ``|``, ``/`` or white
space (new lines), all rows equally long; a ruleset's *symbols* name one
character per layer and, last, the character of a cell with nothing in play.
:func:`parse_board` reads any drawing and names every problem; the other
readers are its quick routes for the usual drawings, each giving the same
bitboards or None (and then the caller takes :func:`parse_board`). Cell
``(r, c)`` of an ``h x w`` board is bit ``r * (w + 1) + c`` of each layer
(one spare, always clear, column per row).

Examples
--------
>>> parse_board("..#|...", ".#", {}, "domineering")
((115,), 2, 3)
>>> _read_short_layers("xo.|.ox", _layer_kinds("xo.", {}), 2, 25)
((65, 34), 2, 3)
"""

from __future__ import annotations

from typing import Sequence

from ..errors import InputTypeError, InputValueError, check_str
from .grid_codes import MAX_SIDE

__all__ = ["parse_board"]


def parse_board(text: str, symbols: str, aliases: dict[str, str], name: str,
                meanings: Sequence[str] = ()) -> tuple[tuple[int, ...], int, int]:
    """Read a board drawing into ``(layers, height, width)``.

    Rows are separated by ``|``, ``/`` or white space (new lines, spaces),
    so triple-quoted drawings and rows given as separate words both work.

    Parameters
    ----------
    text : str
        The drawing.
    symbols : str
        One character per layer, then the character of a cell with nothing
        in play (see :class:`GridRules`).
    aliases : dict of str to str
        More characters, each meaning one of *symbols*.
    name : str
        The ruleset's name, for messages.
    meanings : sequence of str, optional
        What each symbol means, for messages.

    Returns
    -------
    tuple of (tuple of int, int, int)
        One bitboard per layer (cell ``(r, c)`` at bit ``r * (w + 1) + c``),
        the height and the width.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On a ragged board, an unknown character, or a board too large.

    Examples
    --------
    >>> parse_board("..#|...", ".#", {}, "Domineering")
    ((115,), 2, 3)
    >>> parse_board("..?", ".#", {}, "Domineering", ("empty square", "no square"))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '?' in Domineering board (row 0, column 2): use '.' (empty square), '#' (no square)
    """
    check_str(name, "the ruleset's name")
    check_str(symbols, "the board's symbols")
    if not isinstance(aliases, dict):
        raise InputTypeError(f"aliases must be a dict of characters, not {type(aliases).__name__}")
    check_str(text, f"a {name} board drawing")
    lines = text.replace("/", " ").replace("|", " ").split()
    h = len(lines)
    w = len(lines[0]) if lines else 0
    for r, line in enumerate(lines):
        if len(line) != w:
            raise InputValueError(
                f"ragged {name} board: row {r} has {len(line)} cells but row 0 has {w} "
                f"(every row needs the same length; use {symbols[-1]!r} for a missing cell)"
            )
    if h > MAX_SIDE or w > MAX_SIDE:
        raise InputValueError(f"a {name} board has at most {MAX_SIDE} rows and columns; this one is {h} x {w}")
    nlayers = len(symbols) - 1
    if nlayers == 1 and lines:
        allowed, table = _one_layer_table(symbols, aliases)
        found = _read_one_layer(lines, allowed, table)
        if found is not None:
            return found
    layers = [0] * nlayers
    s = w + 1
    index = {ch: i for i, ch in enumerate(symbols)}
    for alias, meant in aliases.items():
        index[alias] = index[meant]
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            i = index.get(ch)
            if i is None:
                raise InputValueError(
                    f"unknown character {ch!r} in {name} board (row {r}, column {c}): use "
                    + ", ".join(f"{sym!r} ({what})" for sym, what in zip(symbols, meanings or _default_meanings(symbols)))
                )
            if i < nlayers:
                layers[i] |= 1 << (r * s + c)
    return tuple(layers), h, w


#: (symbols, aliases) -> (the characters of a one-layer board text, its translation to binary digits).
_ONE_LAYER_TABLES: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[frozenset[str], dict[int, str]]] = {}


def _one_layer_table(symbols: str, aliases: dict[str, str]) -> tuple[frozenset[str], dict[int, str]]:
    """The characters allowed in a one-layer board (with the row separator ``" "``) and a table for
    :meth:`str.translate` taking a cell in the layer to ``"1"``, any other allowed character to ``"0"``.

    Examples
    --------
    >>> allowed, table = _one_layer_table(".#", {"x": "#"})
    >>> sorted(allowed), ". #x.".translate(table)
    ([' ', '#', '.', 'x'], '10001')
    """
    key = (symbols, tuple(aliases.items()))
    found = _ONE_LAYER_TABLES.get(key)
    if found is None:
        meaning = {ch: i for i, ch in enumerate(symbols)}
        for alias, meant in aliases.items():
            meaning[alias] = meaning[meant]
        table = {ord(ch): "1" if i == 0 else "0" for ch, i in meaning.items()}
        if " " in meaning:
            table = {}  # a symbol the separator hides: never the fast route (allowed is empty)
        else:
            table[ord(" ")] = "0"
        found = (frozenset(chr(c) for c in table), table)
        _ONE_LAYER_TABLES[key] = found
    return found


def _read_one_layer(lines: list[str], allowed: frozenset[str], table: dict[int, str]) -> tuple[tuple[int], int, int] | None:
    """A one-layer board from its rows, or None if a row is ragged or too long, there are too many,
    or a character is unknown (:func:`parse_board` then names the problem).

    The board is one binary numeral: the rows joined by a separator that reads as the spare
    column's clear bit, translated to digits by *table*, read from the end (bit ``r * (w + 1) + c``
    is character ``r * (w + 1) + c`` of the joined text).

    Examples
    --------
    >>> allowed, table = _one_layer_table(".#", {})
    >>> _read_one_layer(["..#", "..."], allowed, table), _read_one_layer(["..", "."], allowed, table)
    (((115,), 2, 3), None)
    """
    h = len(lines)
    if not h or h > MAX_SIDE:
        return None
    w = len(lines[0])
    if w > MAX_SIDE:
        return None
    for line in lines:
        if len(line) != w:
            return None
    joined = " ".join(lines)
    if not allowed.issuperset(joined):
        return None
    return (int(joined.translate(table)[::-1], 2),), h, w


def _one_layer_kinds(allowed: frozenset[str], table: dict[int, str]) -> str | None:
    """For :func:`_read_short_one_layer`: a str of 128 characters, one per ASCII code: ``"1"`` a
    cell in the layer, ``"2"`` another cell, ``"3"`` a row separator, ``"0"`` anything else; or
    None when the one-layer reading is not used (*allowed* empty: see :func:`_one_layer_table`).

    Examples
    --------
    >>> kinds = _one_layer_kinds(*_one_layer_table(".#", {"x": "#"}))
    >>> [kinds[ord(ch)] for ch in ".#x|/ ?"]
    ['1', '2', '2', '3', '3', '3', '0']
    """
    if not allowed:
        return None
    kinds = ["0"] * 128
    for code, digit in table.items():
        if code < 128:
            kinds[code] = "1" if digit == "1" else "2"
    for ch in " |/\n\t\r":
        kinds[ord(ch)] = "3"
    return "".join(kinds)


def _read_short_one_layer(board: str, kinds: str) -> tuple[int, int, int] | None:
    """``(layer, h, w)`` of a one-layer board text whose cells fit a machine word, or None.

    What :func:`_read_one_layer` reads from ``board`` with ``|`` and ``/``
    made spaces and split into rows, in one pass over the characters
    (compiled: a C loop, no intermediate strings): *kinds* (from
    :func:`_one_layer_kinds`) says what each ASCII character is; runs of
    separators end a row, as :meth:`str.split` does. None -- the caller then
    takes the general reading, which names any problem -- for a character
    outside *kinds* (other white space included), a ragged or empty board,
    a side over :data:`MAX_SIDE`, or a board of more than 64 bits
    (``h * (w + 1) > 64``).

    Examples
    --------
    >>> kinds = _one_layer_kinds(*_one_layer_table(".#", {}))
    >>> _read_short_one_layer("..#|...", kinds), _read_short_one_layer(" ..#\\n...\\n", kinds)
    ((115, 2, 3), (115, 2, 3))
    >>> _read_short_one_layer("..|.", kinds), _read_short_one_layer("..|.?", kinds), _read_short_one_layer("", kinds)
    (None, None, None)
    """
    n = len(board)
    side = MAX_SIDE  # compiled: a C int (one global look-up, not one per character)
    layer = 0
    one = 1
    h = 0
    w = 0
    c = 0  # cells read in the current row
    pos = 0  # the bit of the next cell: r * (w + 1) + c
    for i in range(n):
        ch = board[i]
        code = ord(ch)
        if code >= 128:
            return None
        kind = kinds[code]
        if kind == "3":
            if c:
                if h == 0:
                    w = c
                elif c != w:
                    return None
                h += 1
                pos = h * (w + 1)
                c = 0
            continue
        if kind == "0" or pos >= 64 or c >= side:
            return None
        if kind == "1":
            layer |= one << pos
        c += 1
        pos += 1
    if c:
        if h == 0:
            w = c
        elif c != w:
            return None
        h += 1
    if h == 0 or h > side:
        return None
    return layer, h, w


def _default_meanings(symbols: str) -> tuple[str, ...]:
    return tuple(f"layer {i}" for i in range(len(symbols) - 1)) + ("no square",)



def _layer_kinds(symbols: str, aliases: dict[str, str]) -> str:
    """For :func:`_read_short_layers`: a str of 128 characters, one per ASCII code: ``"1"``, ``"2"``, ...
    a cell of layer 0, 1, ...; ``"9"`` a cell with nothing in play; ``"0"`` anything else (the row
    separator ``|`` included, which the reader tests first).

    Examples
    --------
    >>> kinds = _layer_kinds("xo.", {"#": ".", "X": "x"})
    >>> [kinds[ord(ch)] for ch in "xXo.#?"]
    ['1', '1', '2', '9', '9', '0']
    """
    meaning = {ch: i for i, ch in enumerate(symbols)}
    for alias, meant in aliases.items():
        meaning[alias] = meaning[meant]
    layers = len(symbols) - 1
    kinds = ["0"] * 128
    for ch, i in meaning.items():
        if ord(ch) < 128 and ch != "|":
            kinds[ord(ch)] = "9" if i == layers else str(i + 1)
    return "".join(kinds)


def _read_short_layers(board: str, kinds: str, layers: int, limit: int) -> tuple[tuple[int, ...], int, int] | None:
    """``(layers, h, w)`` of a drawing of at most *limit* cells in the usual spelling, else None.

    The usual spelling: rows separated by single ``|``, all of one length,
    each character one that *kinds* (from :func:`_layer_kinds`) knows, for a
    ruleset of 1 to 3 *layers*. What :func:`parse_board` reads from it; None
    for anything else, which the caller reads with :func:`parse_board` (and
    which names any problem). *limit* is at most 32, so that every cell's bit
    ``r * (w + 1) + c`` is below 64 (compiled: a C loop).

    Examples
    --------
    >>> kinds = _layer_kinds("xo.", {"#": "."})
    >>> _read_short_layers("xo.|.ox", kinds, 2, 25), _read_short_layers("xo|o", kinds, 2, 25)
    (((65, 34), 2, 3), None)
    >>> _read_short_layers("x o", kinds, 2, 25), _read_short_layers("xo" * 13, kinds, 2, 25)
    (None, None)
    """
    n = len(board)
    if n == 0 or n > 2 * limit:
        return None
    one = 1
    l0 = 0
    l1 = 0
    l2 = 0
    r = 0
    c = 0
    w = -1
    for i in range(n):
        ch = board[i]
        if ch == "|":
            if c == 0 or (w >= 0 and c != w):
                return None
            w = c
            r += 1
            c = 0
            continue
        code = ord(ch)
        if c >= limit or code >= 128:
            return None
        kind = kinds[code]
        if kind == "0":
            return None
        pos = c if r == 0 else r * (w + 1) + c
        if kind == "1":
            l0 |= one << pos
        elif kind == "2":
            l1 |= one << pos
        elif kind == "3":
            l2 |= one << pos
        c += 1
    if c == 0 or (w >= 0 and c != w):
        return None
    w = c
    if (r + 1) * w > limit:
        return None
    if layers == 2:
        return (l0, l1), r + 1, w
    if layers == 1:
        return (l0,), r + 1, w
    return (l0, l1, l2), r + 1, w
