"""Sums written as MCGS writes them: its ``.test`` files and its command-line text, read into cgtalg.

MCGS, the combinatorial game solver of M. Müller's group (University of
Alberta), reads a plain-text language (its ``input/info.test`` describes it):

* ``[section]`` names the game of the positions that follow (``[clobber]``,
  ``[toppling_dominoes]``, ``[impartial domineering]``, ...), until the next
  section;
* a position is a word (``XO.X``) or a bracketed text (``(0, 2 | -1, 0)``);
* ``/* ... */`` is a comment;
* ``{B win, W loss, N 3}`` is a command block: it solves the sum of the
  positions read since the previous block, for Black moving first (``B``),
  White moving first (``W``) or its nim value (``N``), each optionally with
  the expected result; the next positions start a new sum. ``{version 1.7}``
  opens a file.

:func:`read_cases` reads such a text into :class:`Case` objects: the sum's
components as positions of cgtalg's registry rulesets (or games, for
MCGS's integers, nimbers, dyadic rationals, switches and up-stars) and its
commands with their expected results; :meth:`Case.answer` answers a command
and :meth:`Case.agrees` compares with the expected result.

**Players and pieces.** MCGS's Black (``B``, stones ``X``) is Left and its
White (``W``, stones ``O``) is Right, as in each ruleset's references: Black
places vertical dominoes in Domineering and splits stones up and down in
Fission, Black's elephants move right, Black's sheep are the positive
integers. The sections and what they become:

=========================================  ==================================================
MCGS section                               cgtalg ruleset (pieces translated)
=========================================  ==================================================
``clobber_1xn``, ``clobber``               ``clobber`` (``X`` to ``x``, ``O`` to ``o``)
``cannibal_clobber``                       ``cannibal-clobber``
``nogo_1xn``, ``nogo``                     ``nogo``
``domineering``                            ``domineering``
``fission``                                ``fission`` (``X`` to ``x``)
``amazons``                                ``amazons`` (``X`` to ``L``, ``O`` to ``R``)
``elephants``                              ``elephants-and-rhinos`` (``X`` to ``>``, ``O`` to ``<``)
``toppling_dominoes``                      ``toppling-dominoes`` (``X``, ``O``, ``#`` to ``L``, ``R``, ``G``)
``gen_toads`` with parameters ``a,b,j,f``  ``generalised-toads-and-frogs`` with slides of ``a`` to ``b``
                                           squares, jump limit ``j`` and friendly jumps ``f``
                                           (``elephants-and-rhinos`` for ``1,1,0,f``)
``sheep``                                  ``sheep`` (MCGS's integers, read as they are)
``kayles``                                 ``kayles`` (one row of pins)
``integer_game``, ``nimber``,              the game itself (``3``, ``*3``, ``3/4``,
``dyadic_rational``, ``switch_game``,      ``{21|7/8}``, ``^*``)
``up_star``
``impartial NAME``                         NAME played impartially (:meth:`Ruleset.impartial`)
=========================================  ==================================================

MCGS's other sections (``gen_king_dirt``; ``gen_toads`` with no jumps and
longer slides) have no cgtalg ruleset and are refused by name, as are its
``winning moves`` and ``thermograph`` commands when a case is answered
(:meth:`Case.answer`); they are read, so a file holding them still reads.

**How a case is answered.** The components of one keyed-search ruleset
(every board and strip above) are added as keys and solved together by that
ruleset's outcome search (:meth:`cgtalg.engine.search.Search.outcome`);
a sum of several families adds their values; a nim value is the nim-sum of
the components' Grundy values.

References
----------
MCGS: M. Müller, H. Yamada, T. Gross et al., "MCGS: a modular combinatorial
game solver", its source (``input/info.test``: the grammar; ``src/*.cpp``:
the rules) and test files (``input/autotests/``). Winning Ways, chapter 2
(sums); Siegel, *Combinatorial Game Theory*, chapter I.1 (outcomes) and
IV.1 (nim values of sums).

Examples
--------
>>> cases = read_cases("[clobber_1xn] XO.XO [elephants] X.O {B win, W win}")
>>> case = cases[0]
>>> case.text()
'clobber xo.xo + elephants-and-rhinos >.<'
>>> [(c.text, case.answer(c), case.agrees(c)) for c in case.commands]
[('B win', 'win', True), ('W win', 'win', True)]
>>> read_cases("[impartial clobber] XO|OX {N 0}")[0].grundy()
0
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Game
from ..core.order import Outcome
from ..errors import InputValueError, check_bool, check_str
from .registry import Ruleset, get, position_of_text

__all__ = ["Case", "Command", "Component", "read_cases", "SECTIONS"]

#: MCGS's sections of board and strip games: the cgtalg ruleset and how a piece is translated.
SECTIONS: dict[str, tuple[str, dict[str, str]]] = {
    "clobber_1xn": ("clobber", {"X": "x", "O": "o", ".": "."}),
    "clobber": ("clobber", {"X": "x", "O": "o", ".": ".", "|": "|"}),
    "cannibal_clobber": ("cannibal-clobber", {"X": "x", "O": "o", ".": ".", "|": "|"}),
    "nogo_1xn": ("nogo", {"X": "x", "O": "o", ".": "."}),
    "nogo": ("nogo", {"X": "x", "O": "o", ".": ".", "|": "|"}),
    "domineering": ("domineering", {".": ".", "#": "#", "|": "|"}),
    "fission": ("fission", {"X": "x", ".": ".", "#": "#", "|": "|"}),
    "amazons": ("amazons", {"X": "L", "O": "R", ".": ".", "#": "#", "|": "|"}),
    "elephants": ("elephants-and-rhinos", {"X": ">", "O": "<", ".": "."}),
    "toppling_dominoes": ("toppling-dominoes", {"X": "L", "O": "R", "#": "G"}),
}

#: MCGS's games of plain CGT values, written as cgtalg writes them.
_VALUES = ("integer_game", "nimber", "dyadic_rational", "switch_game", "up_star")

#: Sections MCGS has and cgtalg has not.
_MISSING = {"gen_king_dirt": "generalised king's dirt"}

_INT = re.compile(r"-?\d+\Z")
_FRACTION = re.compile(r"(-?\d+)(?:/(\d+))?\Z")


@dataclass(frozen=True)
class Component:
    """One position of a sum, as MCGS wrote it and as cgtalg reads it.

    Attributes
    ----------
    section : str
        MCGS's section, e.g. ``"clobber_1xn"`` or ``"impartial domineering"``.
    mcgs : str
        The position's text as MCGS wrote it.
    ruleset : Ruleset or None
        The cgtalg ruleset (its impartial variant for an ``impartial``
        section); None for a plain CGT value.
    position : object
        A position of *ruleset*, or a :class:`~cgtalg.Game`; for a switch
        played impartially, its two sides ``(a, b)`` as written (MCGS moves
        to them even when ``a < b``, where ``{a|b}`` is a number).
    impartial : bool
        Whether the section plays the game impartially.
    """

    section: str
    mcgs: str
    ruleset: Ruleset | None
    position: Any
    impartial: bool

    def text(self) -> str:
        """The component as cgtalg writes it: ruleset name and position text, or the game.

        Returns
        -------
        str

        Examples
        --------
        >>> read_cases("[toppling_dominoes] XO#")[0].components[0].text()
        'toppling-dominoes LRG'
        """
        if self.ruleset is None:
            g = self.position
            shown = f"{{{g[0]}|{g[1]}}}" if isinstance(g, tuple) else str(g)  # a switch kept as written
            return f"impartial {shown}" if self.impartial else shown
        return f"{self.ruleset.name} {self.ruleset.format(self.position)}"


@dataclass(frozen=True)
class Command:
    """One command of a block: who moves first (``B``, ``W``) or a nim value (``N``), and the result expected.

    Attributes
    ----------
    kind : str
        ``"B"``, ``"W"``, ``"N"``, or another command of MCGS's
        (``"winning moves"``, ``"thermograph"``), which is read but not answered.
    expected : str, int or None
        ``"win"`` or ``"loss"`` for ``B`` and ``W``, the nim value for ``N``;
        None when the command gives none.
    text : str
        The command as written.
    """

    kind: str
    expected: str | int | None
    text: str


@dataclass(frozen=True)
class Case:
    """A sum of positions and the commands that solve it: one command block of an MCGS text.

    Attributes
    ----------
    components : tuple of Component
        The sum's positions, in the order written.
    commands : tuple of Command
        The block's commands (empty for text without a block).
    line : int
        The line of the text the block is on (1 for the first).
    comment : str
        The last comment before the block's positions, without ``/*`` and ``*/``.
    """

    components: tuple[Component, ...]
    commands: tuple[Command, ...]
    line: int
    comment: str = ""
    _memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def text(self) -> str:
        """The sum as cgtalg writes it, ``+`` between the components (``0`` for an empty sum).

        Returns
        -------
        str

        Examples
        --------
        >>> read_cases("[nogo_1xn] X..O [integer_game] -2 {B}")[0].text()
        'nogo x..o + -2'
        """
        return " + ".join(c.text() for c in self.components) or "0"

    def outcome(self) -> Outcome:
        """The outcome class of the sum (Left is MCGS's Black).

        Returns
        -------
        Outcome

        Raises
        ------
        InputValueError
            If a component has no cgtalg ruleset (see :func:`read_cases`).

        Examples
        --------
        >>> str(read_cases("[clobber] XO|OX [clobber_1xn] XO")[0].outcome())     # * + *
        'P'
        """
        if "outcome" not in self._memo:
            self._memo["outcome"] = _sum_outcome(self.components)
        return self._memo["outcome"]  # type: ignore[no-any-return]

    def grundy(self) -> int:
        """The nim value of the sum: the nim-sum of its components' Grundy values.

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If a component is a partizan game (as MCGS, which asks every
            component of an ``N`` command to be impartial).

        Examples
        --------
        >>> read_cases("[kayles] 3 [impartial clobber_1xn] XOXO [nimber] 2")[0].grundy()   # 3 ^ 3 ^ 2
        2
        """
        if "grundy" not in self._memo:
            g = 0
            for c in self.components:
                g ^= _grundy(c)
            self._memo["grundy"] = g
        return self._memo["grundy"]  # type: ignore[no-any-return]

    def answer(self, command: Command) -> str | int:
        """The answer to *command*: ``"win"`` or ``"loss"`` for the player moving first, or the nim value.

        Parameters
        ----------
        command : Command
            One of :attr:`commands` (or any command of the same kinds).

        Returns
        -------
        str or int

        Raises
        ------
        InputValueError
            For a command cgtalg does not answer (``winning moves``,
            ``thermograph``), or a sum it cannot solve.

        Examples
        --------
        >>> case = read_cases("[domineering] ..|.. {B win, W win}")[0]
        >>> [case.answer(c) for c in case.commands]
        ['win', 'win']
        """
        if command.kind == "N":
            return self.grundy()
        if command.kind not in ("B", "W"):
            raise InputValueError(f"the MCGS command {command.text!r} is not answered here (only B, W and N)")
        o = self.outcome()
        wins = o in ((Outcome.L, Outcome.N) if command.kind == "B" else (Outcome.R, Outcome.N))
        return "win" if wins else "loss"

    def agrees(self, command: Command) -> bool | None:
        """Whether the answer to *command* is its expected result; None when it expects none.

        Parameters
        ----------
        command : Command

        Returns
        -------
        bool or None

        Raises
        ------
        InputValueError
            As :meth:`answer`.

        Examples
        --------
        >>> case = read_cases("[elephants] X.O {B loss, W loss}")[0]
        >>> [case.agrees(c) for c in case.commands]
        [False, False]
        """
        if command.expected is None:
            return None
        return self.answer(command) == command.expected


def read_cases(text: str, command_line: bool = False) -> list[Case]:
    """Read an MCGS text (a ``.test`` file or a line of positions) into its cases.

    Each command block closes a case: the positions read since the previous
    block, with the block's commands. Positions after the last block (or a
    text with no block at all, such as ``"[clobber] XO.X OX"``) make one more
    case, without commands. ``{version ...}`` blocks are skipped.

    Parameters
    ----------
    text : str
        The MCGS text.
    command_line : bool, default False
        Refuse positions larger than the command line values
        (:func:`cgtalg.rulesets.registry.position_of_text`).

    Returns
    -------
    list of Case

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        For text MCGS's grammar does not allow (an unclosed bracket or
        comment, a position before any section, an unknown command), a section cgtalg
        has no ruleset for, or a position its ruleset cannot read; the
        message names the line.

    Examples
    --------
    >>> cases = read_cases('''{version 1.7}
    ... [clobber_1xn]
    ... /* two pairs */ XO XO {B loss, W loss}
    ... [kayles] 4 {N 1}''')
    >>> [(c.text(), c.line, c.comment, [k.text for k in c.commands]) for c in cases]
    [('clobber xo + clobber xo', 3, 'two pairs', ['B loss', 'W loss']), ('kayles 4', 4, '', ['N 1'])]
    >>> read_cases("[chess] e4")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: line 1: MCGS section [chess] is not a game cgtalg has (known: amazons, cannibal_clobber, clobber, clobber_1xn, domineering, dyadic_rational, elephants, fission, gen_toads, integer_game, kayles, nimber, nogo, nogo_1xn, sheep, switch_game, toppling_dominoes, up_star, and 'impartial NAME' of each)
    """
    text = check_str(text, "the MCGS text")
    command_line = check_bool(command_line, "command_line")
    cases: list[Case] = []
    section: str | None = None
    parts: list[Component] = []
    comment = ""
    pending = ""
    for kind, body, line in _tokens(text):
        if kind == "comment":
            if not body.startswith("_"):
                pending = body.strip()
            continue
        if kind == "section":
            section = " ".join(body.split())
            _section_rules(section, line)  # an unknown section is refused where it is named
            continue
        if kind == "commands":
            commands = _commands(body, line)
            if commands is None:
                continue
            cases.append(Case(tuple(parts), commands, line, comment or pending))
            parts, comment, pending = [], "", ""
            continue
        if section is None:
            raise InputValueError(f"line {line}: the MCGS position {body!r} comes before any [section]")
        if not parts:
            comment, pending = pending, ""
        parts.append(_component(section, body, line, command_line))
    if parts:
        cases.append(Case(tuple(parts), (), len(text.splitlines()) or 1, comment))
    return cases


# -- the grammar -------------------------------------------------------------------------


_CLOSERS = {"/*": ("*/", "comment"), "[": ("]", "section"), "(": (")", "position"), "{": ("}", "commands")}


def _tokens(text: str) -> list[tuple[str, str, int]]:
    """The text's comments, sections, positions and command blocks: ``(kind, body, line)``."""
    out: list[tuple[str, str, int]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        line = text.count("\n", 0, i) + 1
        opener = "/*" if text.startswith("/*", i) else ch
        if opener in _CLOSERS:
            closer, kind = _CLOSERS[opener]
            end = text.find(closer, i + len(opener))
            if end < 0:
                raise InputValueError(f"line {line}: {opener!r} is never closed by {closer!r}")
            out.append((kind, text[i + len(opener):end].strip(), line))
            i = end + len(closer)
            continue
        if ch in ")]}":
            raise InputValueError(f"line {line}: {ch!r} closes nothing")
        j = i
        while j < n and not text[j].isspace():
            j += 1
        out.append(("position", text[i:j], line))
        i = j
    return out


def _commands(body: str, line: int) -> tuple[Command, ...] | None:
    """A command block's commands; None for ``{version ...}``."""
    if body.startswith("version"):
        return None
    commands = []
    for raw in (body.split(",") if body else []):
        words = raw.split()
        if not words:
            raise InputValueError(f"line {line}: an empty command in the MCGS block {{{body}}}")
        head, rest = words[0], words[1:]
        if head in ("B", "W") and len(rest) <= 1 and (not rest or rest[0] in ("win", "loss")):
            commands.append(Command(head, rest[0] if rest else None, " ".join(words)))
        elif head == "N" and len(rest) <= 1 and (not rest or rest[0].isdigit()):
            commands.append(Command("N", int(rest[0]) if rest else None, " ".join(words)))
        elif head == "thermograph" or words[:2] == ["winning", "moves"]:
            # A thermograph's scaffold has commas inside; the rest of the block belongs to it.
            kind = "thermograph" if head == "thermograph" else "winning moves"
            rest_of_block = body[body.index(raw):].strip()
            commands.append(Command(kind, None, rest_of_block if kind == "thermograph" else " ".join(words)))
            if kind == "thermograph":
                break
        else:
            raise InputValueError(f"line {line}: {raw.strip()!r} is not an MCGS command (B or W, optionally "
                                  "'win' or 'loss'; N, optionally a nim value; winning moves; thermograph)")
    return tuple(commands)


def _known_sections() -> str:
    names = sorted([*SECTIONS, *_VALUES, "gen_toads", "sheep", "kayles"])
    return f"known: {', '.join(names)}, and 'impartial NAME' of each"


def _section_rules(section: str, line: int) -> tuple[str, bool]:
    """The section's game name without ``impartial``, and whether it is played impartially."""
    impartial = section.startswith("impartial ")
    name = section[len("impartial "):].strip() if impartial else section
    if name in _MISSING:
        raise InputValueError(f"line {line}: MCGS section [{section}] ({_MISSING[name]}) is not a game cgtalg has")
    if name not in SECTIONS and name not in _VALUES and name not in ("gen_toads", "sheep", "kayles"):
        raise InputValueError(f"line {line}: MCGS section [{section}] is not a game cgtalg has ({_known_sections()})")
    return name, impartial


def _component(section: str, mcgs: str, line: int, command_line: bool) -> Component:
    """Read one position of *section*."""
    name, impartial = _section_rules(section, line)
    where = f"line {line}: the MCGS {section} position {mcgs!r}"
    if name in _VALUES:
        g: Any = _value(name, mcgs, where)
        if impartial and name == "switch_game":
            # Played impartially, MCGS's switch {a|b} moves to a or b as written, even when a < b
            # (then {a|b} is a number, whose canonical options are others): keep both sides.
            g = tuple(_fraction(s, where) for s in _items(mcgs))
        return Component(section, mcgs, None, g, impartial)
    if name in SECTIONS:
        ruleset_name, table = SECTIONS[name]
        bad = sorted(set(mcgs) - set(table))
        if bad or not mcgs:
            raise InputValueError(f"{where} has {bad[0]!r}: [{name}] positions are written with "
                                  f"{', '.join(repr(k) for k in table)}" if bad else f"{where} is empty")
        text = "".join(table[ch] for ch in mcgs)
    elif name == "gen_toads":
        ruleset_name, text = _gen_toads(mcgs, where)
    elif name == "kayles":
        if not _INT.match(mcgs.strip()) or int(mcgs) < 0:
            raise InputValueError(f"{where} is not a number of pins (a non-negative integer)")
        ruleset_name, text = "kayles", str(int(mcgs))
    else:
        ruleset_name, text = "sheep", mcgs
    try:
        rs, pos = position_of_text(ruleset_name, text) if command_line else (get(ruleset_name), None)
        if pos is None:
            pos = rs.parse(text)
    except InputValueError as exc:
        raise InputValueError(f"{where} ({ruleset_name} {text!r}): {exc}") from None
    if impartial:
        rs = rs.impartial()
        pos = rs.parse(text)
    return Component(section, mcgs, rs, pos, impartial)


def _gen_toads(mcgs: str, where: str) -> tuple[str, str]:
    """``min,max,jump,friendly:STRIP`` as a cgtalg ruleset name and position text."""
    params, colon, strip = mcgs.partition(":")
    numbers = [p.strip() for p in params.split(",")]
    if not colon or len(numbers) != 4 or not all(_INT.match(p) for p in numbers):
        raise InputValueError(f"{where} is not 'min slide,max slide,max jump,friendly jump:STRIP'")
    slide_min, slide_max, jump, friendly = (int(p) for p in numbers)
    if not 1 <= slide_min <= slide_max or jump < 0 or friendly not in (0, 1):
        raise InputValueError(f"{where}: the parameters are a shortest slide of at least 1, a longest slide no "
                              "shorter, a jump limit of at least 0 and 0 or 1 for friendly jumps")
    if jump == 0 and (slide_min, slide_max) != (1, 1):
        raise InputValueError(f"{where}: cgtalg has generalised toads without jumps only with slides of one "
                              "square (Elephants and Rhinos, parameters 1,1,0,f)")
    bad = sorted(set(strip) - set("XO."))
    if bad or not strip:
        raise InputValueError(f"{where}: the strip is written with 'X', 'O' and '.'")
    if jump == 0:
        return "elephants-and-rhinos", strip.translate(str.maketrans("XO", "><"))
    return "generalised-toads-and-frogs", f"{slide_min},{slide_max},{jump},{friendly}:" \
                                          f"{strip.translate(str.maketrans('XO', 'TF'))}"


def _fraction(text: str, where: str) -> Game:
    from ..core.values import number

    m = _FRACTION.match("".join(text.split()))
    if not m or (m.group(2) is not None and (int(m.group(2)) < 1 or int(m.group(2)) & (int(m.group(2)) - 1))):
        raise InputValueError(f"{where}: {text.strip()!r} is not an integer or a fraction with a power of 2 below")
    return number(m.group(0))


def _items(text: str) -> list[str]:
    """The items of an MCGS list: separated by commas or spaces, a fraction's ``/`` closed up."""
    return [s for s in re.split(r"[\s,]+", re.sub(r"\s*/\s*", "/", text.strip())) if s]


def _value(name: str, mcgs: str, where: str) -> Game:
    """A plain CGT value of MCGS: integer, nimber, dyadic rational, switch or up-star."""
    from ..core.values import STAR, nimber, up

    body = mcgs.strip()
    if name in ("integer_game", "nimber"):
        if not _INT.match(body) or (name == "nimber" and int(body) < 0):
            raise InputValueError(f"{where} is not {'an integer' if name == 'integer_game' else 'a nim heap'}")
        return _fraction(body, where) if name == "integer_game" else nimber(int(body))
    if name == "dyadic_rational":
        return _fraction(body, where)
    items = _items(body)
    if name == "switch_game":
        if len(items) != 2:
            raise InputValueError(f"{where} is not a switch: two fractions, Left's and Right's")
        a, b = (_fraction(s, where) for s in items)
        return Game([a], [b])
    stars = [s for s in items if s == "*"]
    ints = [s for s in items if s != "*"]
    if not items or len(stars) > 1 or len(ints) > 1 or not all(_INT.match(s) for s in ints):
        raise InputValueError(f"{where} is not an up-star: at most one integer (ups) and at most one '*'")
    g = up(int(ints[0])) if ints else up(0)
    return g + STAR if stars else g


# -- solving -----------------------------------------------------------------------------


def _nim(found: object) -> int:
    """A Grundy value as an int (MCGS's games are loop-free, so never a loopy Grundy value)."""
    if not isinstance(found, int):
        raise InputValueError(f"the Grundy value {found} is not a nim heap: MCGS's games end")
    return found


def _grundy(c: Component) -> int:
    """The Grundy value of a component, refusing a partizan one."""
    if c.ruleset is not None:
        if c.ruleset.impartial() is not c.ruleset:
            raise InputValueError(f"a nim value (MCGS's N) is asked of a sum with the partizan {c.text()} "
                                  f"(section [{c.section}]; write [impartial {c.section}] to play it impartially)")
        return _nim(c.ruleset.grundy(c.position))
    from ..impartial.sprague_grundy import grundy

    g = c.position
    if c.impartial:
        from ..engine.impartial_play import ImpartialPlay

        if isinstance(g, tuple):  # a switch played impartially: the mex of its two sides' Grundy values
            seen = {_nim(grundy(ImpartialPlay(side))) for side in g}
            return min(set(range(3)) - seen)
        return _nim(grundy(ImpartialPlay(g)))
    if not g.is_impartial:
        raise InputValueError(f"a nim value (MCGS's N) is asked of a sum with the partizan game {g} "
                              f"(section [{c.section}])")
    return int(g.nim_value)


def _sum_outcome(components: tuple[Component, ...]) -> Outcome:
    """The outcome of the sum: each keyed search on its own components' keys, values added across them."""
    from ..core.values import nimber
    from ..engine.relations import outcome
    from ..engine.search import add_keys

    searched: dict[str, list[Component]] = {}
    rest: Game = nimber(0)
    for c in components:
        if c.impartial or (c.ruleset is not None and c.ruleset.impartial() is c.ruleset):
            rest = rest + nimber(_grundy(c))
        elif c.ruleset is None:
            rest = rest + c.position
        elif c.ruleset.entry.valued_by == "search":
            searched.setdefault(c.ruleset.name, []).append(c)
        else:
            rest = rest + c.ruleset.value(c.position)
    for group in searched.values():
        search = group[0].position.rules.search
        key = add_keys([c.position.key() for c in group])
        if len(searched) == 1 and rest == 0:
            return search.outcome(key)  # type: ignore[no-any-return]
        rest = rest + search.value(key)
    return outcome(rest)  # type: ignore[return-value]
