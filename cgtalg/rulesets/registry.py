"""The registry of rulesets: find a game by name, read and draw its positions.

``get("domineering")`` returns a :class:`Ruleset`: the game's name, aliases
and one-line rules, a parser for its position text (:meth:`Ruleset.parse`), a
printer (:meth:`Ruleset.format`), an SVG picture (:meth:`Ruleset.svg`) and its
impartial variant (:meth:`Ruleset.impartial`: both players get Left's and
Right's moves, as CGSuite's "impartial" rulesets do). Rulesets are imported
only when first asked for.

Examples
--------
>>> from cgtalg.rulesets import get
>>> dom = get("Domineering")
>>> p = dom.parse("..#|...|...")
>>> str(dom.value(p)), str(dom.outcome(p))
('+-3/2', 'N')
>>> get("cram") is get("impartial domineering")
True
>>> get("dominering")
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: unknown ruleset 'dominering'; did you mean 'domineering'? (known: amazons, clobber, col, cram, cutcake, domineering, eatcake, fission, hackenbush, konane, maundy-cake, snort, toads-and-frogs, toppling-dominoes)
"""

from __future__ import annotations

import difflib
import importlib
import threading
from dataclasses import dataclass, field
from typing import Any, Callable

from ..core.game import Game
from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError, check_bool, check_str

__all__ = ["Ruleset", "get", "names", "report", "value_of_text"]


@dataclass(frozen=True)
class _Entry:
    name: str
    module: str
    cls: str
    rules: str
    example: str
    aliases: tuple[str, ...] = ()
    impartial_of: str | None = None


_ENTRIES = (
    _Entry("domineering", "domineering", "Domineering",
           "Left places vertical dominoes, Right horizontal ones, on empty squares ('.'; '#' none)",
           "....|....|....", ("dom",)),
    _Entry("cram", "domineering", "Domineering",
           "both players place dominoes either way on empty squares ('.'; '#' none): impartial Domineering",
           "...|...|...", ("impartial-domineering",), impartial_of="domineering"),
    _Entry("clobber", "clobber", "Clobber",
           "a player moves a stone of theirs ('x' Left, 'o' Right) onto an orthogonally adjacent enemy stone",
           "xo.|ox.", ()),
    _Entry("konane", "konane", "Konane",
           "a player jumps a stone of theirs ('x' Left, 'o' Right) over an adjacent enemy stone into an empty cell, "
           "capturing it (further jumps in the same line allowed)", "xox.|o..."),
    _Entry("amazons", "amazons", "Amazons",
           "a player moves an amazon ('L' or 'R') like a chess queen, then fires an arrow like a queen; "
           "arrows ('#') and amazons block", "L..|...|..R"),
    _Entry("fission", "fission", "Fission",
           "Left splits a stone ('x') into two moving up and down, Right into two moving left and right; "
           "both cells must be empty", "...|.x.|..."),
    _Entry("toads-and-frogs", "toads_and_frogs", "ToadsAndFrogs",
           "on a strip, Left's toads ('T') move right, Right's frogs ('F') move left, one step into an empty "
           "square ('.') or jumping one enemy", "TT..FF", ("toads and frogs", "tf", "toads")),
    _Entry("toppling-dominoes", "toppling_dominoes", "TopplingDominoes",
           "a row of blue ('L'), red ('R') and green ('G') dominoes; a player topples one of theirs (or a green "
           "one) left or right, and it knocks over all dominoes on that side", "LRLG", ("toppling dominoes",)),
    _Entry("snort", "snort", "Snort",
           "players colour uncoloured vertices of a graph; Left's colour may not touch Right's", "path 5"),
    _Entry("col", "col", "Col",
           "players colour uncoloured vertices of a graph; no two adjacent vertices may share a colour", "path 5"),
    _Entry("hackenbush", "hackenbush", "Hackenbush",
           "players cut edges of a graph standing on the ground: Left blue ('L'), Right red ('R'), either green "
           "('G'); edges no longer connected to the ground fall", "0-1:L 1-2:R 0-3:G", ("blue-red hackenbush",)),
    _Entry("cutcake", "cake.cutcake", "Cutcake",
           "Left cuts a rectangle of cake along a vertical line, Right along a horizontal one", "3x4 2x2"),
    _Entry("eatcake", "cake.eatcake", "Eatcake",
           "Left eats a whole column of a rectangle of cake, Right a whole row (a strip from the middle leaves "
           "two cakes)", "3x4 2x2"),
    _Entry("maundy-cake", "cake.maundy_cake", "MaundyCake",
           "Left cuts a rectangle of cake vertically into two or more pieces of equal width, Right horizontally "
           "into pieces of equal height", "6x12 4x9", ("maundy cake", "maundycake", "maundy")),
)

_ALIASES: dict[str, _Entry] = {}
for _e in _ENTRIES:
    for _n in (_e.name,) + _e.aliases:
        _ALIASES[_n.replace(" ", "-").replace("_", "-")] = _e

_loaded: dict[str, "Ruleset"] = {}  # name -> Ruleset: one per ruleset, not a cache (at most len(_ENTRIES))
# A registered spelling (a key of _ALIASES, exactly as written there) -> its Ruleset, filled by get() on the
# first look-up of that spelling: the usual call is then one dict look-up. Bounded by len(_ALIASES), not a
# cache (the Ruleset objects are the ones in _loaded, made once each).
_RESOLVED: dict[str, "Ruleset"] = {}
_lock = threading.RLock()


def names() -> list[str]:
    """The names of the registered rulesets (aliases not included).

    Returns
    -------
    list of str
        The names, sorted.

    Examples
    --------
    >>> "domineering" in names() and "snort" in names()
    True
    """
    return sorted(e.name for e in _ENTRIES)


def get(name: str) -> "Ruleset":
    """Return the ruleset called *name* (case, spaces, ``-`` and ``_`` do not matter).

    Parameters
    ----------
    name : str
        A ruleset's name or alias, e.g. ``"domineering"``, ``"dom"``,
        ``"Toads and Frogs"``.

    Returns
    -------
    Ruleset
        The one :class:`Ruleset` of that game (the same object on every call).

    Raises
    ------
    InputValueError
        If no ruleset has that name (the message suggests the nearest).
    InputTypeError
        If *name* is not a str.

    Examples
    --------
    >>> get("Toads_and_Frogs").name
    'toads-and-frogs'
    """
    if type(name) is str:
        # A registered spelling asked for before: one look-up (what _resolve returned then).
        rs = dict.get(_RESOLVED, name)  # compiled: one C look-up (no method object made)
        if rs is not None:
            return rs
    return _resolve(name)


def _resolve(name: str) -> "Ruleset":
    """:func:`get` for a name not looked up before (or not a str): find, make and remember its ruleset.

    Apart from :func:`get` so that ``get``'s usual call stays a few lines of
    machine code: compiled, that call does not fetch this function's code.
    """
    # A name as registered (the usual call) is found before any normalising of the text.
    entry = _ALIASES.get(name) if type(name) is str else None
    if entry is None:
        check_str(name, "a ruleset name")
        wanted = "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())
        entry = _ALIASES.get(wanted)
    if entry is None:
        close = difflib.get_close_matches(wanted, list(_ALIASES), n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise InputValueError(f"unknown ruleset {name!r}{hint} (known: {', '.join(names())})")
    rs = _loaded.get(entry.name)
    if rs is None:
        with _lock:  # made once per ruleset (checked again under the lock: another thread may be first)
            rs = _loaded.get(entry.name)
            if rs is None:
                rs = _loaded[entry.name] = Ruleset(entry)
    if type(name) is str and _ALIASES.get(name) is entry:
        _RESOLVED[name] = rs  # only registered spellings: at most len(_ALIASES) entries
    return rs


@dataclass(eq=False)
class Ruleset:
    """A registered ruleset: its name, rules, position class, parser and printer.

    Get one with :func:`get`; do not build it directly.
    """

    entry: _Entry
    _position: Any = field(default=None, repr=False)
    #: What :meth:`parse` calls on a str: the position class's ``_from_text`` (a quicker way to
    #: build a position from its text, if the class has one), else the class; set with ``_position``.
    _maker: Any = field(default=None, repr=False)

    @property
    def name(self) -> str:
        """The ruleset's name.

        Returns
        -------
        str

        Examples
        --------
        >>> get("dom").name
        'domineering'
        """
        return self.entry.name

    @property
    def aliases(self) -> tuple[str, ...]:
        """Other names :func:`get` accepts.

        Returns
        -------
        tuple of str

        Examples
        --------
        >>> get("maundy-cake").aliases
        ('maundy cake', 'maundycake', 'maundy')
        """
        return self.entry.aliases

    @property
    def rules(self) -> str:
        """The rules in one sentence, with the characters of the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> get("cutcake").rules
        'Left cuts a rectangle of cake along a vertical line, Right along a horizontal one'
        """
        return self.entry.rules

    @property
    def example(self) -> str:
        """A position text to try.

        Returns
        -------
        str

        Examples
        --------
        >>> rs = get("toads-and-frogs")
        >>> rs.example, str(rs.value(rs.example))
        ('TT..FF', '*')
        """
        return self.entry.example

    @property
    def position(self) -> Any:
        """The class of the ruleset's positions (built from the position text).

        Returns
        -------
        type
            The position class, imported on first use.

        Examples
        --------
        >>> get("cram").position.__name__
        'ImpartialDomineering'
        """
        if self._position is None:
            cls = getattr(importlib.import_module(f"cgtalg.rulesets.{self.entry.module}"), self.entry.cls)
            if self.entry.impartial_of is not None:
                cls = impartial_class(cls)
            self._maker = getattr(cls, "_from_text", cls)
            self._position = cls
        return self._position

    def parse(self, text: str) -> Any:
        """Return the position written *text* (see :attr:`rules` and :attr:`example`).

        Parameters
        ----------
        text : str
            The position text, e.g. ``"..#|..."`` for Domineering or ``"3x4"``
            for Cutcake.

        Returns
        -------
        object
            An instance of :attr:`position`.

        Raises
        ------
        InputValueError
            If the text is not a position of this ruleset (the message says why).
        InputTypeError
            If *text* is not a str.

        Examples
        --------
        >>> get("clobber").parse("xo|ox")
        Clobber('xo|ox')
        >>> get("clobber").parse("xq")
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: unknown character 'q' in clobber board (row 0, column 1): use 'x' (Left's stone), 'o' (Right's stone), '.' (empty square)
        """
        make = self._maker
        if make is not None and type(text) is str:
            # The usual call (a str, the class imported already): what the lines below do for it,
            # without formatting the message of an error that cannot happen.
            return make(text)
        check_str(text, f"a {self.name} position")
        return self.position(text)

    def format(self, position: Any) -> str:
        """The position text of *position* (what :meth:`parse` reads back).

        Parameters
        ----------
        position : object
            A position of this ruleset.

        Returns
        -------
        str

        Raises
        ------
        InputTypeError
            If *position* is not a position of this ruleset.

        Examples
        --------
        >>> dom = get("domineering")
        >>> dom.format(dom.parse('''
        ... ..
        ... #.
        ... '''))
        '..|#.'
        """
        self._check(position)
        return position.text()

    def svg(self, position: Any) -> str:
        """An SVG picture of *position* (also its ``_repr_svg_()`` in notebooks).

        Parameters
        ----------
        position : object
            A position of this ruleset.

        Returns
        -------
        str
            An ``<svg>`` element (see :mod:`cgtalg.rulesets.svg`).

        Raises
        ------
        InputTypeError
            If *position* is not a position of this ruleset.

        Examples
        --------
        >>> dom = get("domineering")
        >>> dom.svg(dom.parse("..|.#")).count("<rect")
        4
        """
        self._check(position)
        return position._repr_svg_()

    def value(self, position: Any, progress: Callable[[int, float], None] | None = None) -> Game:
        """The canonical value of *position* (a position or its text).

        *progress*, if given, is called as ``progress(regions explored,
        seconds)`` now and then during long searches (see
        :meth:`cgtalg.engine.search.Search.value`).

        Parameters
        ----------
        position : object or str
            A position of this ruleset, or its text.
        progress : callable, optional
            Called with (regions explored, seconds elapsed) during the search.

        Returns
        -------
        Game
            The canonical value.

        Raises
        ------
        InputTypeError
            If *position* is neither a position of this ruleset nor a str, or
            *progress* is not callable.
        InputValueError
            If the text is not a position of this ruleset.

        Examples
        --------
        >>> from cgtalg import clear_caches
        >>> clear_caches(); seen = []
        >>> str(get("domineering").value("....|....|....", progress=lambda n, s: seen.append(n)))
        '-3/2'
        >>> seen[-1] > 0
        True
        """
        if progress is not None and not callable(progress):
            raise InputTypeError(f"progress must be a function of (regions, seconds), not {type(progress).__name__}")
        if isinstance(position, str):
            position = self.parse(position)
        self._check(position)
        if progress is not None:
            search = position.rules.search
            return search.value(position.key(), progress=progress)
        return position.known_value()

    def outcome(self, position: Any) -> Outcome:
        """The outcome class of *position* (a position or its text).

        Parameters
        ----------
        position : object or str
            A position of this ruleset, or its text.

        Returns
        -------
        Outcome
            L, R, N or P (who wins with best play).

        Raises
        ------
        InputTypeError
            If *position* is neither a position of this ruleset nor a str.
        InputValueError
            If the text is not a position of this ruleset.

        References
        ----------
        Lessons in Play, chapter 2 (outcome classes).

        Examples
        --------
        >>> str(get("domineering").outcome("..|..")), str(get("clobber").outcome("xo"))
        ('N', 'N')
        """
        if isinstance(position, str):
            position = self.parse(position)
        self._check(position)
        return position.known_outcome()

    def impartial(self) -> "Ruleset":
        """The impartial variant: both players may make Left's and Right's moves.

        Returns
        -------
        Ruleset
            The registered variant when there is one (Cram for Domineering),
            else one made on first use; an impartial ruleset returns itself.

        Examples
        --------
        >>> v = get("domineering").impartial()
        >>> v.name, str(v.value("...|..."))
        ('cram', '*')
        """
        if self.entry.impartial_of is not None:
            return self
        with _lock:
            key = "impartial " + self.name
            rs = _loaded.get(key)
            if rs is None:
                for e in _ENTRIES:
                    if e.impartial_of == self.name:
                        rs = get(e.name)
                        break
                else:
                    entry = _Entry(key, self.entry.module, self.entry.cls,
                                   f"{self.rules}; played impartially: both players have every move",
                                   self.example, (), impartial_of=self.name)
                    rs = Ruleset(entry)
                _loaded[key] = rs
        return rs

    def _check(self, position: Any) -> None:
        if not isinstance(position, self.position):
            raise InputTypeError(f"expected a {self.name} position, got {type(position).__name__}")

    def __repr__(self) -> str:
        return f"get({self.name!r})"


_IMPARTIAL: dict[type, type] = {}  # position class -> its impartial variant (one per class, not a cache)


def impartial_class(cls: type) -> type:
    """The position class of *cls*'s ruleset played impartially (built once per class).

    Parameters
    ----------
    cls : type
        A position class with an ``impartial_class()`` class method, such as
        the grid and strip rulesets' classes.

    Returns
    -------
    type
        The impartial position class (the same one on every call).

    Raises
    ------
    InputTypeError
        If *cls* is not a class with ``impartial_class()``.

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import Domineering
    >>> impartial_class(Domineering) is impartial_class(Domineering)
    True
    >>> from cgtalg import value
    >>> str(value(impartial_class(Domineering)("..|..")))       # 2 x 2 Cram
    '0'
    >>> impartial_class(int)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: impartial_class needs a position class with impartial_class(), such as Domineering; got int
    """
    if not isinstance(cls, type) or not hasattr(cls, "impartial_class"):
        shown = cls.__name__ if isinstance(cls, type) else f"{type(cls).__name__} {cls!r}"
        raise InputTypeError(
            f"impartial_class needs a position class with impartial_class(), such as Domineering; got {shown}")
    with _lock_classes:
        got = _IMPARTIAL.get(cls)
        if got is None:
            make: Callable[[], type] = getattr(cls, "impartial_class")
            got = _IMPARTIAL[cls] = make()
    return got


_lock_classes = threading.Lock()


_OUTCOME_WORDS = {
    "L": "Left wins, whoever starts",
    "R": "Right wins, whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
}


def value_of_text(name: str, text: str) -> tuple[Ruleset, Any, Game]:
    """Read a position of ruleset *name* and return ``(ruleset, position, canonical value)``.

    The command line's entry point: positions larger than the schema's
    ``cli_limit`` are refused rather than searched for hours.

    Parameters
    ----------
    name : str
        The ruleset's name or alias (see :func:`get`).
    text : str
        The position text.

    Returns
    -------
    tuple of (Ruleset, object, Game)

    Raises
    ------
    InputTypeError
        If *name* or *text* is not a str.
    InputValueError
        For an unknown ruleset, an unreadable position, or one too large for
        the command line (its schema's ``cli_limit``).

    Examples
    --------
    >>> rs, pos, g = value_of_text("domineering", "..|..|..")
    >>> rs.name, str(g)
    ('domineering', '{1/2|-2}')
    """
    rs = get(name)
    pos = rs.parse(text)
    schema = pos.rules
    key = pos.key()
    parts = key if isinstance(key, tuple) else ((key,) if key else ())
    size = sum(schema.region_size(abs(p)) for p in parts)
    if size > schema.cli_limit:
        raise InputValueError(
            f"this {rs.name} position has size {size} (cells, vertices or edges in play); the command line "
            f"values at most {schema.cli_limit}, since larger ones can take hours: use "
            f"cgtalg.rulesets.get({rs.name!r}).value(...) from Python"
        )
    return rs, pos, rs.value(pos)


def report(name: str, text: str, verbose: bool = False) -> str:
    """The command line's report on a position: its ruleset, value and outcome (and stops with *verbose*).

    Parameters
    ----------
    name : str
        The ruleset's name or alias (see :func:`get`).
    text : str
        The position text.
    verbose : bool, default False
        Also print the Left and Right stops and the birthday.

    Returns
    -------
    str
        Some lines of text, each ending with a new line.

    Raises
    ------
    InputTypeError
        If *name* or *text* is not a str, or *verbose* is not a bool.
    InputValueError
        For an unknown ruleset, an unreadable position, or one too large for
        the command line (its schema's ``cli_limit``).

    Examples
    --------
    >>> print(report("domineering", "..|..|.."), end="")
    domineering ..|..|..
    value: {1/2|-2}
    outcome: N (the first player wins)
    """
    from ..core.relations import outcome
    from ..core.stops import left_stop, right_stop

    check_bool(verbose, "verbose")
    rs, pos, g = value_of_text(name, text)
    o = str(outcome(g))
    lines = [f"{rs.name} {rs.format(pos)}", f"value: {g}", f"outcome: {o} ({_OUTCOME_WORDS[o]})"]
    if verbose:
        lines.append(f"stops: left {left_stop(g)}, right {right_stop(g)}")
        lines.append(f"birthday: {g.birthday}")
    return "\n".join(lines) + "\n"
