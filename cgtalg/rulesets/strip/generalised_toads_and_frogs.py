"""Toads and Frogs with generalised jumps: a creature may jump a whole row of enemies.

**The rules.** On a strip of squares, Left's toads ``T`` move right and
Right's frogs ``F`` move left; ``.`` is an empty square. The game's main
parameter is the *jump limit* ``j >= 1``. A move pushes one of your creatures
one square forward into an empty square, or jumps it over a row of ``k``
adjacent enemy creatures, ``1 <= k <= j``, into the empty square just
beyond them. Whoever cannot move loses. With ``j = 1`` this is ordinary
Toads and Frogs (:mod:`cgtalg.rulesets.strip.toads_and_frogs`).

This is CGSuite's ``game.strip.GenToadsAndFrogs(maxJump)`` (without its
optional backsliding, which
:mod:`cgtalg.rulesets.strip.backsliding_generalised_toads_and_frogs` adds):
the creature moves ``1`` to ``maxJump + 1`` squares forward, every square it
passes holds an enemy, and the square it lands on is empty.

Three more parameters generalise the moves as MCGS's ``gen_toads`` does. A
creature whose square ahead is empty *slides* ``d`` squares forward through
empty squares, ``min_slide <= d <= max_slide`` (both 1 by default: the
step); one whose square ahead is occupied jumps a row of up to ``j``
creatures into the first empty square beyond, and with ``friendly_jumps``
the row may hold its own creatures as well as enemies. A slide never passes
a creature. (MCGS checks the square ahead and the landing square, and with
a shortest slide of three or more not the squares between; the two rules
agree for ``min_slide <= 2``, every setting of MCGS's test files.)

A position is written ``"j:STRIP"``, the jump limit, a colon, then the
strip, e.g. ``"2:TTTT..FFF"``, or with other slides or friendly jumps
``"a,b,j,f:STRIP"`` in MCGS's order (shortest slide, longest slide, jump
limit, 1 for friendly jumps or 0), e.g. ``"1,3,2,1:TT..F."``; the
registry's ``get("generalised-toads-and-frogs")`` reads and writes that
text, and :class:`GeneralisedToadsAndFrogs` takes the parts apart
(``GeneralisedToadsAndFrogs("TTTT..FFF", 2)``,
``GeneralisedToadsAndFrogs("TT..F.", 2, min_slide=1, max_slide=3,
friendly_jumps=True)``). Each set of parameters has its own rules
(:func:`rules_for`) and its own position class, so positions of different
parameters are never equal.

As in ordinary Toads and Frogs, frogs at the left end and toads at the
right end are stuck for good and dropped, and reading the strip backwards
with toads and frogs exchanged gives the negative. The moves are rewrites
of the strip (``T.`` to ``.T``, ``TF.`` to ``.FT``, ``TFF.`` to ``.FFT``,
...), made by the strip kernel (:mod:`cgtalg.engine.strip`).

References
----------
Winning Ways, chapter 1 (Toads and Frogs); CGSuite (A. N. Siegel), the
ruleset ``game/strip/GenToadsAndFrogs.cgs`` and its test in
``lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala``:
``GenToadsAndFrogs(2)("tttt..fff")`` has canonical form ``{1/2*|v}``;
MCGS (University of Alberta), ``src/gen_toads.h`` (the slide and friendly-jump
parameters) and its test files ``input/autotests/gen_toads_autotests/``.

Examples
--------
>>> from cgtalg import value
>>> str(value(GeneralisedToadsAndFrogs("TTTT..FFF", 2)))
'{1/2*|v}'
>>> rules_for(2).moves("TFF.")          # two frogs jumped at once; the frogs are stuck
(['.FFT'], [])
>>> rules_for(1).moves("TFF.")
([], [])
>>> rules_for(1, min_slide=2, max_slide=3).moves("T...F")   # slides of two or three squares
(['..T.F', '...TF'], ['TF...', 'T.F..'])
"""

from __future__ import annotations

import itertools
from typing import Any, ClassVar

from ...engine.strip import StripPosition, StripRules
from ...errors import InputTypeError, InputValueError, check_bool, check_int, check_str, describe

__all__ = ["GeneralisedToadsAndFrogs", "GeneralisedToadsAndFrogsRules", "rules_for", "family_rules", "MAX_JUMP"]

#: The largest jump limit accepted: each limit adds a rewrite a side, and a jump over more than 32
#: creatures needs a strip longer than any that can be valued.
MAX_JUMP = 32


class GeneralisedToadsAndFrogsRules(StripRules):
    """Toads and Frogs on strings of ``T``, ``F`` and ``.`` in which a jump crosses up to *max_jump* enemies.

    Get one with :func:`rules_for` (one per jump limit).

    Parameters
    ----------
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Raises
    ------
    InputValueError
        If *max_jump* is below 1 or over :data:`MAX_JUMP`.
    InputTypeError
        If *max_jump* is not an int.

    Examples
    --------
    >>> rules_for(3).rewrites[0]
    (('T.', '.T'), ('TF.', '.FT'), ('TFF.', '.FFT'), ('TFFF.', '.FFFT'))
    """

    name = "generalised-toads-and-frogs"
    alphabet = ".TF"
    meanings = ("empty square", "Left's toad", "Right's frog")
    dead_ends = ("F", "T")  # frogs at the left end, toads at the right end: stuck for good
    swap = ("TF", "FT")
    symmetries = ((True, True, True),)  # backwards, toads and frogs exchanged: the negative
    small_region = 6
    cli_limit = 16

    #: A toad's moves besides its steps and jumps forward (a variant's; the frogs' are their mirror image).
    extra_toad_rewrites: tuple[tuple[str, str], ...] = ()

    def __init__(self, max_jump: int, min_slide: int = 1, max_slide: int = 1, friendly_jumps: bool = False) -> None:
        self.max_jump, self.min_slide, self.max_slide, self.friendly_jumps = check_parameters(
            max_jump, min_slide, max_slide, friendly_jumps)
        self.name = f"{type(self).name} {parameter_text(self.parameters)}"
        # The slides, then a jump over each row of creatures up to the limit (a toad's move read
        # backwards with toads and frogs exchanged is a frog's).
        toad = tuple(("T" + "." * d, "." * d + "T") for d in range(self.min_slide, self.max_slide + 1))
        for k in range(1, self.max_jump + 1):
            rows = itertools.product("FT", repeat=k) if self.friendly_jumps else ("F" * k,)
            toad += tuple(("T" + "".join(row) + ".", "." + "".join(row) + "T") for row in rows)
        toad += self.extra_toad_rewrites
        frog = tuple((a[::-1].translate(_SWAP), b[::-1].translate(_SWAP)) for a, b in toad)
        self.rewrites = (toad, frog)
        super().__init__()

    @property
    def parameters(self) -> Parameters:
        """``(max_jump, min_slide, max_slide, friendly_jumps)``, the rules' four parameters.

        Returns
        -------
        tuple of (int, int, int, bool)

        Examples
        --------
        >>> rules_for(2).parameters, rules_for(2, max_slide=3, friendly_jumps=True).parameters
        ((2, 1, 1, False), (2, 1, 3, True))
        """
        return self.max_jump, self.min_slide, self.max_slide, self.friendly_jumps


#: ``(max_jump, min_slide, max_slide, friendly_jumps)``.
Parameters = tuple[int, int, int, bool]
#: The parameters of ordinary generalised Toads and Frogs besides the jump limit: steps of one square, jumps over enemies.
PLAIN_SLIDES = (1, 1, False)


def check_parameters(max_jump: object, min_slide: object = 1, max_slide: object = 1,
                     friendly_jumps: object = False) -> Parameters:
    """The four parameters of generalised Toads and Frogs, checked.

    Parameters
    ----------
    max_jump : int
        The longest row of creatures one jump crosses, from 1 to :data:`MAX_JUMP`.
    min_slide, max_slide : int
        The shortest and longest slide into empty squares, ``1 <= min_slide <= max_slide <= MAX_JUMP``.
    friendly_jumps : bool
        Whether a jump may cross one's own creatures as well as enemies.

    Returns
    -------
    tuple of (int, int, int, bool)

    Raises
    ------
    InputTypeError
        If a length is not an int or *friendly_jumps* not a bool.
    InputValueError
        If a length is out of range or the slides are not ``min_slide <= max_slide``.

    Examples
    --------
    >>> check_parameters(2, 1, 3, True)
    (2, 1, 3, True)
    >>> check_parameters(2, 3, 1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the slides of generalised Toads and Frogs go from min_slide to max_slide, so min_slide <= max_slide, not 3 and 1
    """
    max_jump = check_int(max_jump, "the jump limit of generalised Toads and Frogs")
    if not 1 <= max_jump <= MAX_JUMP:
        raise InputValueError(f"the jump limit of generalised Toads and Frogs is from 1 to {MAX_JUMP}, "
                              f"not {describe(max_jump)}")
    lengths = []
    for what, n in (("min_slide", min_slide), ("max_slide", max_slide)):
        n = check_int(n, f"{what} of generalised Toads and Frogs")
        if not 1 <= n <= MAX_JUMP:
            raise InputValueError(f"{what} of generalised Toads and Frogs is from 1 to {MAX_JUMP}, not {describe(n)}")
        lengths.append(n)
    if lengths[0] > lengths[1]:
        raise InputValueError(f"the slides of generalised Toads and Frogs go from min_slide to max_slide, so "
                              f"min_slide <= max_slide, not {lengths[0]} and {lengths[1]}")
    return max_jump, lengths[0], lengths[1], check_bool(friendly_jumps, "friendly_jumps")


def parameter_text(parameters: Parameters) -> str:
    """The parameters as a position text writes them: ``"j"``, or ``"a,b,j,f"`` with other slides or friendly jumps.

    The long form is MCGS's order: the shortest slide, the longest, the jump
    limit, and 1 or 0 for friendly jumps.

    Parameters
    ----------
    parameters : tuple of (int, int, int, bool)
        ``(max_jump, min_slide, max_slide, friendly_jumps)``.

    Returns
    -------
    str

    Examples
    --------
    >>> parameter_text((2, 1, 1, False)), parameter_text((2, 1, 3, True))
    ('2', '1,3,2,1')
    """
    max_jump, min_slide, max_slide, friendly = parameters
    if (min_slide, max_slide, friendly) == PLAIN_SLIDES:
        return str(max_jump)
    return f"{min_slide},{max_slide},{max_jump},{int(friendly)}"


_SWAP = str.maketrans("TF", "FT")
#: The rules and the position class of each (family, parameters), made once.
_RULES: dict[tuple[type, Parameters], GeneralisedToadsAndFrogsRules] = {}
_CLASSES: dict[tuple[type, Parameters], type] = {}


def rules_for(max_jump: int, min_slide: int = 1, max_slide: int = 1,
              friendly_jumps: bool = False) -> GeneralisedToadsAndFrogsRules:
    """The rules of generalised Toads and Frogs with these parameters (made once for each).

    Parameters
    ----------
    max_jump : int
        The longest row of creatures one jump crosses (at least 1).
    min_slide, max_slide : int, optional
        The shortest and longest slide into empty squares (both 1 by default: a step).
    friendly_jumps : bool, optional
        Whether a jump may cross one's own creatures too (False by default: enemies only).

    Returns
    -------
    GeneralisedToadsAndFrogsRules

    Raises
    ------
    InputValueError
        If a length is out of range (see :func:`check_parameters`).
    InputTypeError
        If a length is not an int or *friendly_jumps* not a bool.

    Examples
    --------
    >>> rules_for(2) is rules_for(2), rules_for(2).max_jump
    (True, 2)
    >>> rules_for(1, max_slide=2).moves("T..F")     # a step or a slide of two
    (['.T.F', '..TF'], ['TF..', 'T.F.'])

    References
    ----------
    Winning Ways, chapter 1; CGSuite's ``game.strip.GenToadsAndFrogs``; MCGS's ``gen_toads``.
    """
    return family_rules(GeneralisedToadsAndFrogsRules, max_jump, min_slide, max_slide, friendly_jumps)


def family_rules(rules_class: type[GeneralisedToadsAndFrogsRules], max_jump: int, min_slide: int = 1,
                 max_slide: int = 1, friendly_jumps: bool = False) -> Any:
    """The rules of class *rules_class* (this one or a variant's) with these parameters, made once.

    Parameters
    ----------
    rules_class : type
        :class:`GeneralisedToadsAndFrogsRules` or a subclass.
    max_jump : int
        The longest row of creatures one jump crosses (at least 1).
    min_slide, max_slide : int, optional
        The shortest and longest slide into empty squares.
    friendly_jumps : bool, optional
        Whether a jump may cross one's own creatures too.

    Returns
    -------
    GeneralisedToadsAndFrogsRules

    Raises
    ------
    InputValueError
        If a length is out of range (see :func:`check_parameters`).
    InputTypeError
        If a parameter has the wrong type, or *rules_class* is not such a class.

    Examples
    --------
    >>> family_rules(GeneralisedToadsAndFrogsRules, 2) is rules_for(2)
    True
    """
    parameters = check_parameters(max_jump, min_slide, max_slide, friendly_jumps)
    rules = _RULES.get((rules_class, parameters))
    if rules is None:
        if not (isinstance(rules_class, type) and issubclass(rules_class, GeneralisedToadsAndFrogsRules)):
            raise InputTypeError(f"the rules class of a generalised Toads and Frogs family is "
                                 f"GeneralisedToadsAndFrogsRules or a subclass, not {describe(rules_class)}")
        rules = _RULES.setdefault((rules_class, parameters), rules_class(*parameters))
    return rules


def _class_for(family: "type[GeneralisedToadsAndFrogs]", parameters: tuple[Any, ...]) -> type:
    """The position class of *parameters* in *family* (GeneralisedToadsAndFrogs or a variant)."""
    parameters = check_parameters(*parameters)
    cls = _CLASSES.get((family, parameters))
    if cls is None:
        rules = family_rules(family.rules_class, *parameters)
        max_jump, min_slide, max_slide, friendly = parameters
        suffix = "" if parameters[1:] == PLAIN_SLIDES else f"_{min_slide}_{max_slide}_{int(friendly)}"
        slides = ("" if parameters[1:] == PLAIN_SLIDES else
                  f", whose slides go {min_slide} to {max_slide} squares"
                  + (", and whose jumps may cross friends" if friendly else ""))
        cls = type(f"{family.__name__}{max_jump}{suffix}", (family,),
                   {"__slots__": (), "rules": rules, "family": family, "__module__": family.__module__,
                    "__doc__": f"A {family.title} strip whose jumps cross up to {max_jump} creatures{slides}."})
        cls = _CLASSES.setdefault((family, parameters), cls)
    return cls


class GeneralisedToadsAndFrogs(StripPosition):
    """A generalised Toads and Frogs strip: ``T`` Left's toads, ``F`` Right's frogs, ``.`` empty.

    The instance is of the subclass for its jump limit (one class per
    limit), so that the strip kernel's keys and caches keep the limits apart.

    Parameters
    ----------
    strip : str
        One character per cell.
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Raises
    ------
    InputValueError
        On a character outside ``.TF``, or a jump limit below 1.
    InputTypeError
        If *strip* is not a str or *max_jump* not an int.

    Examples
    --------
    >>> p = GeneralisedToadsAndFrogs("TFF.", 2)
    >>> [q.text() for q in p.left_options()], p.max_jump
    (['2:.FFT'], 2)
    >>> p == GeneralisedToadsAndFrogs("TFF.", 3)
    False
    >>> GeneralisedToadsAndFrogs("T.F", 0)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the jump limit of generalised Toads and Frogs is from 1 to 32, not 0

    References
    ----------
    Winning Ways, chapter 1; CGSuite's ``game.strip.GenToadsAndFrogs``.
    """

    __slots__ = ()

    #: The rules class of the family (a variant, such as the backsliding one, sets its own).
    rules_class: ClassVar[type[GeneralisedToadsAndFrogsRules]] = GeneralisedToadsAndFrogsRules
    #: The family's name in messages and its position text's name.
    title: ClassVar[str] = "generalised Toads and Frogs"
    #: The family's class (set on the class of each jump limit; the family's own class is its own family).
    family: ClassVar[type[GeneralisedToadsAndFrogs]]

    def __new__(cls, strip: object = None, max_jump: object = None, min_slide: object = 1, max_slide: object = 1,
                friendly_jumps: object = False) -> "GeneralisedToadsAndFrogs":
        if "rules" not in cls.__dict__:  # the family's class: make the position of the class of its parameters
            if max_jump is None:
                raise InputTypeError(f"a {cls.title} position is made from a strip and a jump "
                                     f"limit, e.g. {cls.__name__}('TT..FF', 2)")
            cls = _class_for(cls, (max_jump, min_slide, max_slide, friendly_jumps))
        return object.__new__(cls)

    def __init__(self, strip: str, max_jump: int | None = None, min_slide: int = 1, max_slide: int = 1,
                 friendly_jumps: bool = False) -> None:
        super().__init__(strip)

    @property
    def parameters(self) -> Parameters:
        """``(max_jump, min_slide, max_slide, friendly_jumps)``, the parameters of the rules.

        Returns
        -------
        tuple of (int, int, int, bool)

        Examples
        --------
        >>> GeneralisedToadsAndFrogs("T.F", 2, max_slide=3).parameters
        (2, 1, 3, False)
        """
        return self.rules.parameters  # type: ignore[attr-defined, no-any-return]

    @property
    def max_jump(self) -> int:
        """The most enemies one jump crosses.

        Returns
        -------
        int

        Examples
        --------
        >>> GeneralisedToadsAndFrogs("T.F", 3).max_jump
        3
        """
        return self.rules.max_jump  # type: ignore[attr-defined, no-any-return]

    @classmethod
    def _from_text(cls, text: str) -> "StripPosition":
        """The position written ``"j:STRIP"``, or ``"a,b,j,f:STRIP"`` with other slides or friendly jumps.

        ``j`` is the jump limit; in the long form (MCGS's order) ``a`` and
        ``b`` are the shortest and longest slide and ``f`` is 1 when jumps
        may cross friends, else 0.

        Parameters
        ----------
        text : str
            For example ``"2:TTTT..FFF"`` or ``"1,3,2,1:T..TF."``.

        Returns
        -------
        GeneralisedToadsAndFrogs

        Raises
        ------
        InputValueError
            If the text has no parameters before a colon, bad parameters, or a bad strip.
        InputTypeError
            If *text* is not a str.

        Examples
        --------
        >>> GeneralisedToadsAndFrogs._from_text("2:TTTT..FFF") == GeneralisedToadsAndFrogs("TTTT..FFF", 2)
        True
        >>> GeneralisedToadsAndFrogs._from_text("1,3,2,1:T..F").parameters
        (2, 1, 3, True)
        """
        family: type[GeneralisedToadsAndFrogs] = cls.__dict__["family"] if "rules" in cls.__dict__ else cls
        name = family.rules_class.name
        check_str(text, f"a {name} position")
        head, colon, strip = text.strip().partition(":")
        numbers = [n.strip() for n in head.split(",")]
        if (not colon or len(numbers) not in (1, 4)
                or not all(n.isascii() and n.isdigit() and len(n) <= 6 for n in numbers)):
            raise InputValueError(f"a {name} position is the jump limit, a colon and the strip, e.g. "
                                  f"'2:TTTT..FFF' (or 'min slide,max slide,jump limit,friendly jumps:STRIP', "
                                  f"e.g. '1,2,2,0:TTTT..FFF'), not {text!r}")
        values = [int(n) for n in numbers]
        if len(values) == 1:
            parameters: tuple[Any, ...] = (values[0],)
        else:
            if values[3] not in (0, 1):
                raise InputValueError(f"the last parameter of a {name} position is 1 (jumps may cross friends) "
                                      f"or 0, not {values[3]}")
            parameters = (values[2], values[0], values[1], bool(values[3]))
        return _class_for(family, parameters)(strip)  # type: ignore[no-any-return]

    def text(self) -> str:
        """The position text ``"j:STRIP"`` (or ``"a,b,j,f:STRIP"``), which :meth:`_from_text` reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> GeneralisedToadsAndFrogs("TT.F", 2).text(), GeneralisedToadsAndFrogs("TT.F", 2, 1, 3, True).text()
        ('2:TT.F', '1,3,2,1:TT.F')
        """
        return f"{parameter_text(self.parameters)}:{self.strip}"

    def __reduce__(self) -> tuple[Any, ...]:
        # The classes of the parameters are made at run time: pickle through the base class.
        return (self.family, (self.strip, *self.parameters))

    def __repr__(self) -> str:
        max_jump, min_slide, max_slide, friendly = self.parameters
        extra = "" if (min_slide, max_slide, friendly) == PLAIN_SLIDES else \
            f", min_slide={min_slide}, max_slide={max_slide}, friendly_jumps={friendly}"
        return f"{self.family.__name__}({self.strip!r}, {max_jump}{extra})"
