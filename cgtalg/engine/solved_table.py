"""A database of solved regions: a ruleset search's table of region values, saved to disk and reloaded.

A :class:`~cgtalg.engine.search.Search` keeps the values of the regions it
has solved in one shared table per ruleset. :func:`save_table` writes that
table to a plain text file and :func:`load_table` reads it back into the
table, so a later run (another process, another day) starts from what an
earlier one solved: the value search does not search those regions again,
and the outcome search treats every region whose value the table holds as
known, however big (it is summed, not searched), as the database of solved
subgames of MCGS does.

The file format (version 1) is ASCII text::

    # cgtalg solved-table v1
    ruleset: domineering
    library: 0.1.0
    kind: values
    count: 2
    3 {1|-1}
    12 {2|-1/2}

``ruleset`` is the schema's name, ``library`` the version of cgtalg that
wrote the file (a region's code is the schema's own encoding of a board,
which a new version may change, so a file is read only by the version that
wrote it), ``kind`` is ``values`` (each line a positive region code and its
canonical value in cgtalg's notation, read back by :func:`cgtalg.parse`) or
``grundy`` (an impartial schema's table: each line a code and its Grundy
value), and ``count`` the number of lines that follow. The file is written
to ``path + ".tmp"`` and renamed, so an interruption never leaves half a
table.

References
----------
M. Müller, H. Yamada et al., "MCGS: a modular combinatorial game solver"
(2023): a database of the values of small subgames, built once and read by
later searches. Lessons in Play, chapter 4 (canonical forms); Siegel,
*Combinatorial Game Theory*, chapter II.

Examples
--------
>>> import os, tempfile
>>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
>>> path = os.path.join(tempfile.mkdtemp(), "domineering.txt")
>>> str(RULES.search.value(Domineering("...|...").key()))
'{2|-1/2}'
>>> saved = save_table(RULES.search, path)
>>> RULES.search.table.clear()
>>> load_table(RULES.search, path) == saved
True
"""

from __future__ import annotations

import os
from typing import Any

from .._version import __version__
from ..core.game import Game
from ..errors import InputFileError, InputTypeError, InputValueError, check_path, describe

__all__ = ["FORMAT_LINE", "save_table", "load_table"]

#: The first line of a version-1 file.
FORMAT_LINE = "# cgtalg solved-table v1"

_HEADER = ("ruleset", "library", "kind", "count")


def _search_of(search: Any) -> Any:
    """*search* itself, or the ``search`` of a schema (a ruleset's ``RULES``); else InputTypeError."""
    from .search import Search

    if isinstance(search, Search):
        return search
    found = getattr(search, "search", None)
    if isinstance(found, Search):
        return found
    raise InputTypeError(
        f"a solved table belongs to a ruleset's search (RULES.search, or RULES), not {describe(search)}"
    )


def _kind(search: Any) -> str:
    return "grundy" if search.impartial else "values"


def save_table(search: Any, path: str) -> int:
    """Write the region values *search* knows to the file *path* (the format is in the module docstring).

    Parameters
    ----------
    search : Search or Schema
        A ruleset's :class:`~cgtalg.engine.search.Search`, or its schema
        (``RULES``: its ``search`` is taken).
    path : str
        The file to write (replaced if it exists).

    Returns
    -------
    int
        The number of regions written.

    Raises
    ------
    InputTypeError
        If *search* is not a search or a schema, or *path* is not a path.
    InputFileError
        If the file cannot be written (an :class:`~cgtalg.errors.InputValueError`
        that is also an :class:`OSError`).

    References
    ----------
    M. Müller, H. Yamada et al., "MCGS: a modular combinatorial game solver" (2023).

    Examples
    --------
    >>> import os, tempfile
    >>> from cgtalg.rulesets.grid.clobber import Clobber, RULES
    >>> _ = RULES.search.value(Clobber("xxo").key())
    >>> path = os.path.join(tempfile.mkdtemp(), "clobber.txt")
    >>> save_table(RULES, path) >= 1
    True
    >>> open(path).readline().strip()
    '# cgtalg solved-table v1'
    """
    search = _search_of(search)
    path = os.fsdecode(check_path(path, "a solved table"))
    entries = sorted(dict(search.table).items())  # a copy: another thread may add to the table meanwhile
    kind = _kind(search)
    tmp = path + ".tmp"
    try:
        with open(tmp, "w", encoding="ascii") as fh:
            fh.write(f"{FORMAT_LINE}\nruleset: {search.schema.name}\nlibrary: {__version__}\nkind: {kind}\n"
                     f"count: {len(entries)}\n")
            for code, v in entries:
                fh.write(f"{code} {v}\n")
        os.replace(tmp, path)
    except (OSError, UnicodeEncodeError) as exc:
        raise InputFileError.because(f"cannot write the solved table {path}", exc) from exc
    return len(entries)


def load_table(search: Any, path: str) -> int:
    """Read a file written by :func:`save_table` into *search*'s table of region values.

    The file's ruleset, library version and kind must be *search*'s: a
    region's code means a board only to the schema and version that made it.

    Parameters
    ----------
    search : Search or Schema
        A ruleset's :class:`~cgtalg.engine.search.Search`, or its schema.
    path : str
        A file written by :func:`save_table`.

    Returns
    -------
    int
        The number of regions read.

    Raises
    ------
    InputTypeError
        If *search* is not a search or a schema, or *path* is not a path.
    InputFileError
        If the file cannot be read.
    InputValueError
        If the file is not a version-1 solved table, was written for
        another ruleset, by another version of cgtalg or for the other kind
        of table, is truncated, or holds a line that is not a positive code
        and a value.

    References
    ----------
    M. Müller, H. Yamada et al., "MCGS: a modular combinatorial game solver" (2023).

    Examples
    --------
    >>> import os, tempfile
    >>> from cgtalg.rulesets.grid.domineering import RULES
    >>> path = os.path.join(tempfile.mkdtemp(), "bad.txt")
    >>> _ = open(path, "w").write("# cgtalg solved-table v1\\nruleset: clobber\\nlibrary: 0.1.0\\nkind: values\\ncount: 0\\n")
    >>> load_table(RULES, path)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ...bad.txt holds solved regions of clobber, not of domineering
    """
    search = _search_of(search)
    path = os.fsdecode(check_path(path, "a solved table"))
    try:
        with open(path, encoding="ascii") as fh:
            lines = fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputFileError.because(f"cannot read the solved table {path}", exc) from exc
    if not lines or lines[0].strip() != FORMAT_LINE:
        raise InputValueError(f"{path} is not a cgtalg solved table (its first line should be {FORMAT_LINE!r})")
    header: dict[str, str] = {}
    for number, name in enumerate(_HEADER, start=1):
        line = lines[number] if number < len(lines) else ""
        label, _, text = line.partition(":")
        if label.strip() != name:
            raise InputValueError(f"{path}, line {number + 1}: expected the header line '{name}: ...', got {line!r}")
        header[name] = text.strip()
    if header["ruleset"] != search.schema.name:
        raise InputValueError(f"{path} holds solved regions of {header['ruleset']}, not of {search.schema.name}")
    if header["library"] != __version__:
        raise InputValueError(f"{path} was written by cgtalg {header['library']}, this is {__version__}: region "
                              "codes may differ between versions, so solve the regions again")
    if header["kind"] != _kind(search):
        raise InputValueError(f"{path} holds {header['kind']}, but the {search.schema.name} search keeps "
                              f"{_kind(search)}")
    body = lines[len(_HEADER) + 1:]
    if not header["count"].isdigit() or int(header["count"]) != len(body):
        raise InputValueError(f"{path}: the header says {header['count']} regions but {len(body)} lines follow "
                              "(truncated?)")
    entries = [_entry(path, number, line, header["kind"]) for number, line in enumerate(body, start=len(_HEADER) + 2)]
    table = search.table
    for code, v in entries:
        table.put(code, v)
    return len(entries)


def _entry(path: str, number: int, line: str, kind: str) -> tuple[int, Any]:
    """The (code, value) of one line of a solved table, or InputValueError naming the line."""
    from ..notation import ParseError, parse

    code, _, text = line.partition(" ")
    if not code.isdigit() or int(code) == 0 or not text:
        raise InputValueError(f"{path}, line {number}: expected a positive region code and a value, got {line!r}")
    if kind == "grundy":
        if not text.isdigit():
            raise InputValueError(f"{path}, line {number}: a Grundy value is a natural number, got {text!r}")
        return int(code), int(text)
    try:
        v = parse(text)
    except ParseError as exc:
        raise InputValueError(f"{path}, line {number}: the value {text!r} cannot be read ({exc})") from None
    if not isinstance(v, Game):
        raise InputValueError(f"{path}, line {number}: {text!r} is not a short game's value")
    return int(code), v
