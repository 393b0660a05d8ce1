"""The registry of rulesets: find a game by name, read and draw its positions.

``get("domineering")`` returns a :class:`Ruleset`: the game's name, aliases
and one-line rules, a parser for its position text (:meth:`Ruleset.parse`), a
printer (:meth:`Ruleset.format`), an SVG picture (:meth:`Ruleset.svg`, where
the game has one), its value and outcome (:meth:`Ruleset.value`,
:meth:`Ruleset.outcome`) and its impartial variant (:meth:`Ruleset.impartial`:
both players get Left's and Right's moves, as CGSuite's "impartial" rulesets
do) and dicotic variant (:meth:`Ruleset.dicotic`: a position where a player
has no move ends the game; :mod:`cgtalg.rulesets.variants`). Rulesets are
imported only when first asked for. The loopy rulesets
(:attr:`Ruleset.is_loopy`: Fox and Geese, Backsliding Toads and Frogs and its
form with generalised jumps, Fair Shares and Varied Pairs) are valued as loopy games: a stopper or a sided
value, an outcome with draws, a generalised Sprague-Grundy value.

Every ruleset of :mod:`cgtalg.rulesets` is here (the list is
:mod:`cgtalg.rulesets.catalog`): the board games (grid, strip, graph: NoGo,
Arc Kayles, Childish Hackenbush, Ski Jumps among them), the cakes, the heap
games (Nim, Kayles, Dawson's Kayles, Grundy's game, Welter's game, Fibonacci
Nim, Mem0, Mem and Take-Away, the Penny Game, Wythoff's game), flipping coins, the coin-turning
games of *Winning Ways* (Turning Turtles, Mock Turtles, Ruler, Twins) and the
counterfeit-coin games of Æquitas. Names are in kebab case
(``"toads-and-frogs"``); case, spaces, ``-`` and ``_`` do not matter, and a
misspelt name gets a
"did you mean". Besides the names, ``get`` reads any heap rule:

* a take-and-break code, ``get("0.137")``, also written ``get("octal 0.137")``
  (see :class:`cgtalg.engine.heap.TakeAndBreak`; ``get("0.77")`` is Kayles,
  ``get("0.07")`` Dawson's Kayles, ``get("0.[3]")`` Nim);
* a subtraction game, ``get("S(1,3,4)")`` or ``get("subtraction 1 3 4")``,
  and its all-but variant ``get("S(all but 1,2)")``.

A heap game's position text is its heap sizes separated by spaces
(``get("kayles").parse("3 5")``). An impartial game is valued as the nimber
of its Grundy value under its own rules: for the Penny Game, played misère
(whoever takes the last penny loses), that is the misère Grundy value, so the
nimber's outcome is the game's.

Examples
--------
>>> from cgtalg.rulesets import get
>>> dom = get("Domineering")
>>> p = dom.parse("..#|...|...")
>>> str(dom.value(p)), str(dom.outcome(p))
('+-3/2', 'N')
>>> get("cram") is get("impartial domineering")
True
>>> kayles = get("kayles")
>>> str(kayles.value("3 5")), str(kayles.outcome("3 5")), get("0.77") is kayles
('*7', 'N', True)
>>> str(get("octal 0.137").value("9")), get("0.137").name
('*3', '0.137')
>>> get("dominering")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: unknown ruleset 'dominering'; did you mean 'domineering'? (known: amazons, ...)
"""

from __future__ import annotations

import difflib
import importlib
import re
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .._moved import forward_names
from ..core.game import Game
from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError, check_bool, check_instance, check_str, describe
from .catalog import ENTRIES, SIZES, Entry

if TYPE_CHECKING:
    from ..loopy.impartial import LoopyGrundy
    from ..loopy.outcome import LoopyOutcome
    from ..loopy.sided import SidedValue
    from ..loopy.stopper import Stopper

__all__ = ["Ruleset", "get", "names", "position_of_text", "value_of_text"]


#: The most positions the command line explores to value a loopy ruleset's position (the library's
#: default is cgtalg.engine.loopy_position.MAX_POSITIONS): valuing 100,000 Fox and Geese positions takes
#: some tens of seconds in pure Python, the 8 x 8 start (966,123 positions) some minutes.
CLI_LOOPY_POSITIONS = 100_000

#: A take-and-break code, as a ruleset name (the digits are checked by the code's parser).
_CODE = re.compile(r"[0-9a-fA-F]?\.[0-9a-zA-Z!?\[\]]*")

_ALIASES: dict[str, Entry] = {}
#: The rulesets added at run time (cgtalg.rulesets.registration.register): name -> entry.
_REGISTERED: dict[str, Entry] = {}
for _e in ENTRIES:
    for _n in (_e.name,) + _e.aliases:
        _ALIASES[_n.replace(" ", "-").replace("_", "-")] = _e

# name -> Ruleset: one per ruleset, not a cache: at most len(ENTRIES), the impartial variants made, and
# one per heap rule asked for by its code (get("0.137")), so that get() returns the same object each time.
_loaded: dict[str, "Ruleset"] = {}
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
    return sorted([e.name for e in ENTRIES] + list(_REGISTERED))


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
        rs = _RESOLVED.get(name)
        if rs is not None:
            return rs
    return _resolve(name)


def _resolve(name: str) -> "Ruleset":
    """:func:`get` for a name not looked up before (or not a str): find, make and remember its ruleset.

    Apart from :func:`get` so that ``get``'s usual call stays two look-ups.
    """
    # A name as registered (the usual call) is found before any normalising of the text.
    entry = _ALIASES.get(name) if type(name) is str else None
    if entry is None:
        check_str(name, "a ruleset name")
        wanted = "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())
        entry = _ALIASES.get(wanted)
        if entry is None:
            entry = _rule_entry(name)
        if entry is None:
            variant = _variant_of(wanted)
            if variant is not None:
                return variant
    if entry is None:
        close = difflib.get_close_matches(wanted, list(_ALIASES), n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise InputValueError(f"unknown ruleset {name!r}{hint} (known: {', '.join(names())}; or a take-and-break "
                              "code such as '0.137', or a subtraction game such as 'S(1,3,4)')")
    rs = _loaded.get(entry.name)
    if rs is None:
        with _lock:  # made once per ruleset (checked again under the lock: another thread may be first)
            rs = _loaded.get(entry.name)
            if rs is None:
                rs = _loaded[entry.name] = Ruleset(entry)
    if type(name) is str and _ALIASES.get(name) is entry:
        _RESOLVED[name] = rs  # only registered spellings: at most len(_ALIASES) entries
    return rs


def _add(entry: Entry, cls: type) -> "Ruleset":
    """Register *entry*, whose positions are *cls*, under its name and aliases (for :mod:`.registration`)."""
    spellings = [n.replace(" ", "-").replace("_", "-") for n in (entry.name,) + entry.aliases]
    with _lock:
        taken = [n for n in spellings if n in _ALIASES]
        if taken:
            raise InputValueError(f"a ruleset is already called {taken[0]!r}: choose another name or alias")
        rs = Ruleset(entry)
        rs._adopt(cls)
        for n in spellings:
            _ALIASES[n] = entry
        _REGISTERED[entry.name] = entry
        _loaded[entry.name] = rs
    return rs


def _variant_of(wanted: str) -> "Ruleset | None":
    """The variant a normalised name ``impartial-NAME`` or ``dicotic-NAME`` names, or None (not such a name)."""
    for prefix, make in (("impartial-", "impartial"), ("dicotic-", "dicotic")):
        if wanted.startswith(prefix) and len(wanted) > len(prefix):
            try:
                base = get(wanted[len(prefix):])
            except InputValueError:
                return None
            return getattr(base, make)()  # type: ignore[no-any-return]
    return None


def _rule_entry(name: str) -> Entry | None:
    """The entry of the heap rule that *name* writes (a take-and-break code, a subtraction game), or None.

    ``octal 0.137``, ``take-and-break 0.137`` and ``0.137`` are one code;
    ``subtraction 1 3 4``, ``subtraction 1,3,4`` and ``S(1,3,4)`` one
    subtraction game (``all but`` after ``subtraction`` or ``S(`` for the
    all-but games). A rule that is a registered game (0.77, 0.07, 0.[3]) is
    that game's entry. A malformed code raises the code parser's
    InputValueError, which says what is wrong.
    """
    text = name.strip()
    words = text.lower().split(None, 1)
    if len(words) == 2 and words[0] in ("octal", "take-and-break"):
        text = text[len(words[0]):].strip()
    elif len(words) == 2 and words[0] == "subtraction":
        rest = text[len(words[0]):].strip()
        but = rest.lower().startswith("all but")
        numbers = ",".join((rest[len("all but"):] if but else rest).replace(",", " ").split())
        text = f"S(all but {numbers})" if but else f"S({numbers})"
    if text[:2].lower() == "s(" and text.endswith(")"):
        text = "S" + text[1:]
    elif not _CODE.fullmatch(text):
        return None
    from ..engine.heap import Subtraction, rule_from_name

    rule = rule_from_name(text)
    for e in ENTRIES:
        if e.rule and rule_from_name(e.rule) == rule:
            return e
    if isinstance(rule, Subtraction):
        numbers = "{" + ", ".join(map(str, rule.subtraction_set)) + "}"
        move = f"any number of counters but {numbers}" if rule.all_but else f"a number of counters in {numbers}"
        rules = f"heaps of counters, written as their sizes ('3 5'); a player takes {move} from one heap"
    else:
        rules = (f"heaps of counters, written as their sizes ('3 5'); the take-and-break game {rule.name}: digit k "
                 "of the code says what a player may leave of a heap after taking k counters from it "
                 "(bit j set: j heaps)")
    return Entry(rule.name, "heap", "HeapPosition", rules, "3 5", valued_by="grundy", rule=rule.name, size="heap",
                  limit=20_000)


@dataclass(eq=False)
class Ruleset:
    """A registered ruleset: its name, rules, position class, parser and printer.

    Get one with :func:`get`; do not build it directly.
    """

    entry: Entry
    _position: Any = field(default=None, repr=False)
    #: What :meth:`parse` calls on a str: the position class's ``_from_text`` (a quicker way to
    #: build a position from its text, if the class has one), a heap rule's ``parse``, else the
    #: class; set with ``_position``.
    _maker: Any = field(default=None, repr=False)
    #: A heap game's rule (its positions are HeapPositions of this rule), set with ``_position``.
    _rule: Any = field(default=None, repr=False)
    #: For an entry valued by Grundy values: the function from a position to its Grundy value.
    _grundy: Any = field(default=None, repr=False)
    #: A heap game's nim-sequence as far as it was needed (grown, never shrunk: bounded by the largest heap valued).
    _sequence: list[int] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.entry, Entry):
            raise InputTypeError(
                f"a Ruleset is got by name with cgtalg.rulesets.get(name), not made from "
                f"{type(self.entry).__name__} ({describe(self.entry)}); see cgtalg.rulesets.names()"
            )

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
        if self._position is None and self.entry.dicotic_of is not None:
            from .variants import dicotic_class

            base = get(self.entry.dicotic_of)
            cls = dicotic_class(base.position, base.parse)  # reads the ruleset's own texts
            self._maker = cls
            self._position = cls
        if self._position is None and self.entry.impartial_of in _REGISTERED:
            # The impartial variant of a ruleset registered at run time: its class is the base's, not imported.
            self._adopt(impartial_class(get(self.entry.impartial_of).position))
        if self._position is None:
            entry = self.entry
            module = importlib.import_module(f"cgtalg.rulesets.{entry.module}")
            cls = getattr(module, entry.cls)
            if entry.impartial_of is not None:
                cls = impartial_class(cls)
            if entry.cls == "HeapPosition":
                self._rule = module.rule_from_name(entry.rule)
            self._adopt(cls, getattr(module, entry.grundy) if entry.grundy else None)
        return self._position

    def _adopt(self, cls: type, grundy: Callable[[Any], Any] | None = None) -> None:
        """Take *cls* as the position class: its reader of texts and, valued by Grundy values, *grundy*."""
        if self._rule is not None:
            maker = self._rule.parse
        else:
            maker = getattr(cls, "_from_text", cls)
            from ..engine.grid_position import GridPosition

            if issubclass(cls, GridPosition):  # a grid board: a drawing or RxC
                from .notation import grid_reader

                maker = grid_reader(cls, maker)
        if self.entry.valued_by == "grundy":
            if grundy is not None:
                self._grundy = grundy
            elif self._rule is not None:
                self._grundy = self._heap_grundy
            else:
                from ..impartial.sprague_grundy import grundy as engine_grundy

                self._grundy = engine_grundy
        self._maker = maker
        self._position = cls

    @property
    def has_picture(self) -> bool:
        """Whether :meth:`svg` draws this ruleset's positions.

        Returns
        -------
        bool

        Examples
        --------
        >>> get("domineering").has_picture, get("kayles").has_picture, get("counterfeit-coins").has_picture
        (True, True, False)
        """
        return hasattr(self.position, "_repr_svg_") or self._rule is not None

    def parse(self, text: str) -> Any:
        """Return the position written *text* (see :attr:`rules` and :attr:`example`).

        Parameters
        ----------
        text : str
            The position text, e.g. ``"..#|..."`` for Domineering or ``"3x4"``
            for Cutcake. A grid ruleset also reads ``RxC`` as the empty
            R x C board (see :mod:`cgtalg.rulesets.notation`): every command
            of the command line reads the same texts.

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
        >>> get("cram").parse("2x3") == get("cram").parse("...|...")
        True
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
        self.position  # noqa: B018 - imports the class and sets _maker
        return self._maker(text)

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
            An ``<svg>`` element (see :mod:`cgtalg.pictures.positions`).

        Raises
        ------
        InputTypeError
            If *position* is not a position of this ruleset.
        InputValueError
            If the ruleset has no picture (see :attr:`has_picture`).

        Examples
        --------
        >>> dom = get("domineering")
        >>> dom.svg(dom.parse("..|.#")).count("<rect")
        4
        >>> get("nim").svg(get("nim").parse("1 2")).count("<circle")
        3
        """
        self._check(position)
        draw = getattr(position, "_repr_svg_", None)
        if draw is not None:
            return draw()  # type: ignore[no-any-return]
        if self._rule is not None:
            from ..pictures.heaps import heaps_svg

            return heaps_svg(position.heaps)
        raise InputValueError(f"{self.name} positions have no picture")

    def value(self, position: Any, progress: Callable[[int, float], None] | None = None) -> Game | Stopper | SidedValue:
        """The value of *position* (a position or its text): its canonical form, or its loopy value.

        A board ruleset is valued by its schema's keyed search; *progress*, if
        given, is called as ``progress(regions explored, seconds)`` now and
        then during long searches (see :meth:`cgtalg.engine.search.Search.value`).
        An impartial ruleset valued by Grundy values (the heap games, the
        counterfeit-coin games, Nimstring) gives the nimber of :meth:`grundy`,
        except that a loony Nimstring position gives
        :data:`~cgtalg.rulesets.graph.nimstring.LOONY` (no game: the player to
        move wins it in any sum); flipping coins is valued by
        :func:`cgtalg.value`. Those take no *progress* (it is never called).

        A loopy ruleset (:attr:`is_loopy`) is valued by
        :func:`cgtalg.engine.loopy_position.loopy_value`: the position's
        game graph is explored (at most
        :data:`~cgtalg.engine.loopy_position.MAX_POSITIONS` positions) and
        valued as a short :class:`~cgtalg.Game` when play from it never
        cycles, else as a :class:`~cgtalg.loopy.Stopper` or a
        :class:`~cgtalg.loopy.SidedValue`. A loopy ruleset refuses
        *progress* (its exploration reports nothing).

        Parameters
        ----------
        position : object or str
            A position of this ruleset, or its text.
        progress : callable, optional
            Called with (regions explored, seconds elapsed) during the search;
            not for a loopy ruleset.

        Returns
        -------
        Game or Stopper or SidedValue
            The canonical value; a ``Stopper`` or ``SidedValue`` only for a
            loopy ruleset's position from which play can cycle.

        Raises
        ------
        InputTypeError
            If *position* is neither a position of this ruleset nor a str, or
            *progress* is not callable.
        InputValueError
            If the text is not a position of this ruleset; for a loopy
            ruleset, if *progress* is given, or the position's value is out of
            reach (too many positions, a graph too large to simplify or to
            sidle, or no side found, so that it is undecided whether it is stopper-sided):
            the message says which.

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI (values of loopy games:
        stoppers VI.3-VI.4, sides VI.5).

        Examples
        --------
        >>> from cgtalg import clear_caches
        >>> clear_caches(); seen = []
        >>> str(get("domineering").value("....|....|....", progress=lambda n, s: seen.append(n)))
        '-3/2'
        >>> seen[-1] > 0
        True
        >>> toads = get("backsliding-toads-and-frogs")
        >>> [str(toads.value(strip)) for strip in ("T.F", "T..F", "TT.F", "F.TT")]
        ['0', '*', 'on', '{on|0}']
        >>> str(get("fox-and-geese").value("x.x.|....|....|.o.."))
        'over'
        """
        if progress is not None and not callable(progress):
            raise InputTypeError(f"progress must be a function of (regions, seconds), not {type(progress).__name__}")
        if isinstance(position, str):
            position = self.parse(position)
        self._check(position)
        if self.entry.loopy:
            if progress is not None:
                raise InputValueError(
                    f"{self.name} is a loopy game, valued by exploring its game graph, which reports no progress: "
                    "call value(position) without progress="
                )
            from ..engine.loopy_position import loopy_value

            return self._loopy(loopy_value, position, "value")  # type: ignore[no-any-return]
        valued_by = self.entry.valued_by
        if valued_by == "search":
            if progress is not None:
                search = position.rules.search
                return search.value(position.key(), progress=progress)
            return position.known_value()
        if valued_by == "grundy":
            from ..core.values import nimber

            g = self._grundy(position)
            # Nimstring's loony value is no nimber: it is given as it is (cgtalg.rulesets.graph.nimstring.LOONY).
            return nimber(g) if isinstance(g, int) else g  # type: ignore[no-any-return]
        from ..engine.position_value import value

        return value(position)

    def outcome(self, position: Any, misere: bool = False) -> Outcome | LoopyOutcome:
        """The outcome class of *position* (a position or its text), under normal or misère play.

        With ``misere=True`` the player who cannot move on their turn wins:
        the search of :func:`cgtalg.engine.misere_play.misere_outcome_of_position`.
        The Penny Game's own rules are misère already (misère Nim), so both
        answer alike there. A loopy ruleset refuses ``misere=True``.

        Parameters
        ----------
        position : object or str
            A position of this ruleset, or its text.
        misere : bool, default False
            Play under the misère convention.

        Returns
        -------
        Outcome or LoopyOutcome
            L, R, N or P (who wins with best play) as an ``Outcome``; for a
            loopy ruleset (:attr:`is_loopy`) a
            :class:`~cgtalg.loopy.LoopyOutcome`, which may have a draw (``D``,
            ``PHat``, ``PCheck``, ``NHat``, ``NCheck``), found by
            :func:`cgtalg.engine.loopy_position.loopy_outcome`.

        Raises
        ------
        InputTypeError
            If *position* is neither a position of this ruleset nor a str, or
            *misere* is not a bool.
        InputValueError
            If the text is not a position of this ruleset, or (loopy) more
            positions are reachable than the search may meet; with
            ``misere=True``, for a loopy ruleset, or past the misère search's
            limit (:class:`~cgtalg.engine.misere_play.MisereSearchLimitError`).

        References
        ----------
        Lessons in Play, chapter 2 (outcome classes); Siegel, *Combinatorial
        Game Theory*, ch. VI.1 (outcomes with draws) and V.1 (misère play).

        Examples
        --------
        >>> str(get("domineering").outcome("..|..")), str(get("clobber").outcome("xo"))
        ('N', 'N')
        >>> str(get("penny-game").outcome("1 1")), str(get("nim").outcome("1 1"))     # misère and normal play
        ('N', 'P')
        >>> str(get("backsliding-toads-and-frogs").outcome(".FFT.T"))                 # drawn whoever starts
        'D'
        >>> str(get("nim").outcome("1 1", misere=True)), str(get("domineering").outcome("..|..", misere=True))
        ('N', 'P')
        """
        misere = check_bool(misere, "misere")
        if isinstance(position, str):
            position = self.parse(position)
        self._check(position)
        if misere and self.entry.loopy:
            raise InputValueError(f"{self.name} is a loopy game: misère play of loopy games is not supported")
        refusal = getattr(self.position, "misere_refusal", "")
        if misere and refusal:
            raise InputValueError(f"{self.name}: {refusal}")
        if misere and self.entry.grundy != "misere_value":  # the Penny Game is played misère by its own rules
            from ..engine.misere_play import misere_outcome_of_position

            return misere_outcome_of_position(position)
        if self.entry.loopy:
            from ..engine.loopy_position import loopy_outcome

            return self._loopy(loopy_outcome, position, "outcome")  # type: ignore[no-any-return]
        valued_by = self.entry.valued_by
        if valued_by == "search":
            return position.known_outcome()
        if valued_by == "grundy":
            return Outcome.N if self._grundy(position) else Outcome.P
        from ..engine.relations import outcome

        return outcome(position)  # type: ignore[return-value]  # not loopy: never a LoopyOutcome here

    def grundy(self, position: Any) -> int | LoopyGrundy:
        """The Grundy value of *position* (a position or its text) of an impartial ruleset, under its own rules.

        For the Penny Game, played misère, the misère Grundy value (Bouton's
        rule); for the counterfeit-coin games, :func:`cgtalg.rulesets.coins.aequitas.value`;
        for a heap rule, the nim-sum of its heaps' entries in the rule's
        nim-sequence (:func:`cgtalg.impartial.nim_sequence.nim_sequence`).
        For an impartial loopy ruleset (Fair Shares and Varied Pairs, or the
        impartial variant of a loopy one) the generalised Sprague-Grundy
        value of :func:`cgtalg.engine.loopy_position.loopy_grundy`.

        Parameters
        ----------
        position : object or str
            A position of this ruleset, or its text.

        Returns
        -------
        int or LoopyGrundy
            An int for a ruleset that is not loopy: 0 exactly when the player
            to move loses. For a loopy impartial ruleset a
            :class:`~cgtalg.loopy.LoopyGrundy`: a finite value ``n`` (the
            position plays like ``*n``) or ``∞_K`` with ``K`` the finite
            values of its options (a first-player win when ``0`` is in ``K``,
            else a draw).

        Raises
        ------
        InputTypeError
            If *position* is neither a position of this ruleset nor a str.
        InputValueError
            If the text is not a position of this ruleset, or the ruleset is
            partizan (it has no Grundy values; loopy or not), or (loopy) more
            positions are reachable than the search may meet.

        References
        ----------
        Winning Ways, ch. 12 (generalised Sprague-Grundy values: Fair Shares
        and Varied Pairs); C. A. B. Smith, "Graphs and composite games",
        J. Combin. Theory 1 (1966).

        Examples
        --------
        >>> get("kayles").grundy("3 5"), get("welter").grundy("1 3 6 10"), get("cram").grundy("..|..|..")
        (7, 10, 1)
        >>> fair_shares = get("fair-shares-and-varied-pairs")
        >>> [str(fair_shares.grundy(heaps)) for heaps in ("6", "2 4", "1 9")]
        ['2', '0', '∞_{0,2}']
        >>> get("domineering").grundy("..")
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: domineering is a partizan ruleset: its positions have no Grundy value
        """
        if isinstance(position, str):
            position = self.parse(position)
        self._check(position)
        impartial = self.entry.is_impartial
        if not impartial:
            raise InputValueError(f"{self.name} is a partizan ruleset: its positions have no Grundy value")
        if self.entry.loopy:
            from ..engine.loopy_position import loopy_grundy

            return self._loopy(loopy_grundy, position, "generalised Grundy value")  # type: ignore[no-any-return]
        if self.entry.valued_by == "grundy":
            return self._grundy(position)  # type: ignore[no-any-return]
        return self.value(position).nim_value  # type: ignore[union-attr]  # not loopy: a Game

    def _loopy(self, find: Callable[[Any], Any], position: Any, what: str, where: str = "the registry") -> Any:
        """``find(position)`` (a function of :mod:`cgtalg.engine.loopy_position`) for a loopy ruleset.

        Its InputValueError is said again of this ruleset's position, naming
        what could not be found and, past the exploration's limit, how to
        explore further.
        """
        try:
            return find(position)
        except InputValueError as exc:
            reason = str(exc)
            head, cut, _ = reason.partition(": pass a larger limit=")
            if cut:
                reason = (f"{head}, the most {where} explores (call cgtalg.engine.loopy_position."
                          f"{getattr(find, '__name__', 'loopy_value')}(position, limit=...) to explore further)")
            hint = ("; its outcome with draws may still be found (outcome(), or cgtalg outcome --ruleset)"
                    if what == "value" else "")
            raise InputValueError(
                f"cannot find the {what} of the {self.name} position {self.format(position)!r} (a loopy game): "
                f"{reason}{hint}"
            ) from None

    def _heap_grundy(self, position: Any) -> int:
        """A heap position's Grundy value from the rule's nim-sequence (computed as far as the largest heap)."""
        from ..impartial.nim_sequence import nim_sequence

        top = max(position.heaps, default=0)
        sequence = self._sequence
        if len(sequence) <= top:
            sequence = self._sequence = nim_sequence(self._rule, top)
        g = 0
        for h in position.heaps:
            g ^= sequence[h]
        return g

    def impartial(self) -> "Ruleset":
        """The impartial variant: both players may make Left's and Right's moves.

        Returns
        -------
        Ruleset
            The registered variant when there is one (Cram for Domineering),
            else one made on first use, reading the same position texts: a
            board ruleset whose schema plays impartially is valued by its
            keyed search, any other by Grundy values (see
            :func:`impartial_class`); an impartial ruleset returns itself.

        Raises
        ------
        InputValueError
            For a dicotic variant (no variant of a variant is made).

        Examples
        --------
        >>> v = get("domineering").impartial()
        >>> v.name, str(v.value("...|..."))
        ('cram', '*')
        >>> t = get("toppling-dominoes").impartial()
        >>> t.name, str(t.value("LRL")), t.grundy("LRL")
        ('impartial toppling-dominoes', '*3', 3)
        >>> get("impartial toppling-dominoes") is t
        True
        """
        if self.entry.is_impartial:
            return self
        if self.entry.dicotic_of is not None:
            raise InputValueError(f"{self.name} is a dicotic variant: no impartial variant of it is made here "
                                  f"(get({self.entry.dicotic_of!r}).impartial() plays {self.entry.dicotic_of} "
                                  "impartially, without the dicotic rule)")
        with _lock:
            key = "impartial " + self.name
            rs = _loaded.get(key)
            if rs is None:
                for e in ENTRIES:
                    if e.impartial_of == self.name:
                        rs = get(e.name)
                        break
                else:
                    # A schema that plays impartially keeps its keyed search; any other
                    # position is played impartially by a wrapper, valued by Grundy values.
                    by_schema = hasattr(self.position, "impartial_class")
                    entry = Entry(key, self.entry.module, self.entry.cls,
                                   f"{self.rules}; played impartially: both players have every move",
                                   self.example, (), impartial_of=self.name,
                                   valued_by="search" if by_schema else "grundy", loopy=self.entry.loopy)
                    rs = Ruleset(entry)
                _loaded[key] = rs
        return rs

    def dicotic(self) -> "Ruleset":
        """The dicotic variant: a position where either player has no move ends the game (it is 0).

        Returns
        -------
        Ruleset
            ``dicotic NAME``, made on first use (also ``get("dicotic NAME")``),
            reading the same position texts; its positions are
            :class:`~cgtalg.rulesets.variants.DicoticPlay` wrappers, valued
            by the engine as one game (see :mod:`cgtalg.rulesets.variants`).
            An impartial ruleset, dicotic already, returns itself.

        Raises
        ------
        InputValueError
            For a loopy ruleset (no dicotic variant is made of loopy games).

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. II.4 (dicotic games);
        Conway, *On Numbers and Games*, ch. 9 (all-small games).

        Examples
        --------
        >>> v = get("toads-and-frogs").dicotic()
        >>> v.name, str(get("toads-and-frogs").value("TF.F")), str(v.value("TF.F"))
        ('dicotic toads-and-frogs', '-1/2', '*')
        >>> get("kayles").dicotic() is get("kayles")
        True
        """
        if self.entry.is_impartial or self.entry.dicotic_of:
            return self
        if self.entry.loopy:
            raise InputValueError(f"{self.name} is a loopy game: it has no dicotic variant here")
        with _lock:
            key = "dicotic " + self.name
            rs = _loaded.get(key)
            if rs is None:
                entry = Entry(key, self.entry.module, self.entry.cls,
                               f"{self.rules}; dicotic: once a player has no move, the game ends",
                               self.example, (), valued_by="engine", dicotic_of=self.name)
                rs = _loaded[key] = Ruleset(entry)
        return rs

    @property
    def is_loopy(self) -> bool:
        """Whether the ruleset is loopy: play can return to a position, so a position may have no short value.

        The positions of a loopy ruleset are valued as loopy games (see
        :mod:`cgtalg.loopy`): :meth:`value` gives a short game, a stopper or
        a sided value, :meth:`outcome` an outcome with draws
        (:class:`~cgtalg.loopy.LoopyOutcome`) and, for an impartial one,
        :meth:`grundy` a generalised Sprague-Grundy value
        (:class:`~cgtalg.loopy.LoopyGrundy`). Parsing, printing and pictures
        work as for any ruleset, and the positions' moves are the engine's
        position protocol.

        Returns
        -------
        bool

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI; Winning Ways, ch. 11-12.

        Examples
        --------
        >>> get("fox-and-geese").is_loopy, get("domineering").is_loopy
        (True, False)
        >>> fair_shares = get("fair-shares-and-varied-pairs")
        >>> str(fair_shares.value("6")), str(fair_shares.outcome("1 9")), str(fair_shares.grundy("1 9"))
        ('*2', 'N', '∞_{0,2}')
        """
        return self.entry.loopy

    def _check(self, position: Any) -> None:
        if not isinstance(position, self.position):
            raise InputTypeError(f"expected a {self.name} position, got {type(position).__name__}")
        if self._rule is not None and position.rule != self._rule:
            raise InputTypeError(f"expected a {self.name} position, got a position of {position.rule.name}")

    def __repr__(self) -> str:
        return f"get({self.name!r})"


_IMPARTIAL: dict[type, type] = {}  # position class -> its impartial variant (one per class, not a cache)


def impartial_class(cls: type) -> type:
    """The position class of *cls*'s ruleset played impartially (built once per class).

    A class whose schema plays impartially (it has an ``impartial_class()``
    class method, as the grid rulesets' classes do) gives that class; any
    other partizan position class is played impartially by
    :func:`cgtalg.engine.impartial_play.impartial_play_class`: a position's
    options are both players' moves.

    Parameters
    ----------
    cls : type
        A partizan position class (with ``left_options`` and
        ``right_options``).

    Returns
    -------
    type
        The impartial position class (the same one on every call).

    Raises
    ------
    InputTypeError
        If *cls* is not a position class.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> impartial_class(Domineering) is impartial_class(Domineering)
    True
    >>> from cgtalg import value
    >>> str(value(impartial_class(Domineering)("..|..")))       # 2 x 2 Cram
    '0'
    >>> from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes
    >>> str(value(impartial_class(TopplingDominoes)("LRL")))
    '*3'
    >>> impartial_class(int)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: impartial_class needs a position class (with left_options and right_options), such as Domineering; got int
    """
    if not isinstance(cls, type) or not (
        hasattr(cls, "impartial_class") or (hasattr(cls, "left_options") and hasattr(cls, "right_options"))
    ):
        shown = cls.__name__ if isinstance(cls, type) else f"{type(cls).__name__} {describe(cls)}"
        raise InputTypeError(
            "impartial_class needs a position class (with left_options and right_options), "
            f"such as Domineering; got {shown}")
    with _lock_classes:
        got = _IMPARTIAL.get(cls)
        if got is None:
            make = getattr(cls, "impartial_class", None)
            if make is None:
                from ..engine.impartial_play import impartial_play_class

                got = impartial_play_class(cls)
            else:
                got = make()
            _IMPARTIAL[cls] = got
    return got


_lock_classes = threading.Lock()


def _check_search_size(name: str, pos: Any, limit: int, why: str) -> None:
    """Refuse a position of a schema's keyed search whose cells, vertices or edges in play are over *limit*."""
    schema = pos.rules
    key = pos.key()
    parts = key if isinstance(key, tuple) else ((key,) if key else ())
    size = sum(schema.region_size(abs(p)) for p in parts)
    if size > limit:
        raise InputValueError(
            f"this {name} position has size {size} (cells, vertices or edges in play); the command line "
            f"values at most {limit}{why}: use cgtalg.rulesets.get({name!r}).value(...) from Python"
        )


def position_of_text(name: str, text: str) -> tuple[Ruleset, Any]:
    """Read a position of ruleset *name* for the command line: ``(ruleset, position)``, size checked.

    Positions larger than the schema's ``cli_limit`` (or, for the games
    valued without the keyed search, a limit of the ruleset's: the largest
    heap of a heap game, the coins of a flipping-coins row, the suspects of
    a counterfeit-coin game) are refused rather than searched for hours. A
    loopy ruleset's positions are not measured here: :func:`value_of_text`
    explores at most :data:`CLI_LOOPY_POSITIONS` of them, and an outcome's
    search meets at most :data:`cgtalg.engine.loopy_position.MAX_POSITIONS`
    states.

    Parameters
    ----------
    name : str
        The ruleset's name or alias (see :func:`get`).
    text : str
        The position text.

    Returns
    -------
    tuple of (Ruleset, object)

    Raises
    ------
    InputTypeError
        If *name* or *text* is not a str.
    InputValueError
        For an unknown ruleset, an unreadable position, or one too large for
        the command line.

    Examples
    --------
    >>> rs, pos = position_of_text("fox-and-geese", "x.|.o")
    >>> rs.name, rs.format(pos)
    ('fox-and-geese', 'x.|.o')
    >>> position_of_text("kayles", "20001")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: this kayles position has size 20001 (its largest heap); the command line values at most 20000, since larger ones take long: use cgtalg.rulesets.get('kayles').value(...) from Python
    """
    rs = get(name)
    pos = rs.parse(text)
    entry = rs.entry
    if entry.loopy:
        return rs, pos
    if entry.dicotic_of is not None:  # the ruleset's own limits, and a smaller one for a board
        from .variants import CLI_LIMIT

        base = get(entry.dicotic_of)
        position_of_text(base.name, base.format(pos.inner))
        if base.entry.valued_by == "search":
            _check_search_size(rs.name, pos.inner, CLI_LIMIT, " in a dicotic variant, since larger ones take long")
        return rs, pos
    if entry.valued_by == "search":
        _check_search_size(rs.name, pos, pos.rules.cli_limit, ", since larger ones can take hours")
    elif entry.size:
        what, measure = SIZES[entry.size]
        size = measure(pos)
        if size > entry.limit:
            raise InputValueError(
                f"this {rs.name} position has size {size} ({what}); the command line values at most "
                f"{entry.limit}, since larger ones take long: use cgtalg.rulesets.get({rs.name!r}).value(...) "
                "from Python"
            )
    return rs, pos


def value_of_text(name: str, text: str) -> tuple[Ruleset, Any, Game | Stopper | SidedValue]:
    """Read a position of ruleset *name* and return ``(ruleset, position, value)``.

    The command line's entry point: the position is read and its size
    checked by :func:`position_of_text`, then valued by
    :meth:`Ruleset.value`; a loopy ruleset's position is explored as far as
    :data:`CLI_LOOPY_POSITIONS` positions only.

    Parameters
    ----------
    name : str
        The ruleset's name or alias (see :func:`get`).
    text : str
        The position text.

    Returns
    -------
    tuple of (Ruleset, object, Game or Stopper or SidedValue)
        The value is :meth:`Ruleset.value`'s: a canonical short game, or
        for a loopy ruleset's position from which play cycles its loopy
        value.

    Raises
    ------
    InputTypeError
        If *name* or *text* is not a str.
    InputValueError
        For an unknown ruleset, an unreadable position, one too large for
        the command line (its schema's ``cli_limit``), or a loopy position
        whose value is out of reach.

    Examples
    --------
    >>> rs, pos, g = value_of_text("domineering", "..|..|..")
    >>> rs.name, str(g)
    ('domineering', '{1/2|-2}')
    >>> str(value_of_text("backsliding-toads-and-frogs", "TT.F")[2])
    'on'
    """
    rs, pos = position_of_text(name, text)
    if rs.is_loopy:
        from ..engine.loopy_position import loopy_value as explore

        def loopy_value(position: Any) -> Any:
            return explore(position, limit=CLI_LOOPY_POSITIONS)

        return rs, pos, rs._loopy(loopy_value, pos, "value", "the command line")
    return rs, pos, rs.value(pos)


__getattr__ = forward_names(__name__, {"report": "cgtalg.cli.value:ruleset_report"})
