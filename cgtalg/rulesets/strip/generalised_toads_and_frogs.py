"""Toads and Frogs with generalised jumps: a creature may jump a whole row of enemies.

**The rules.** On a strip of squares, Left's toads ``T`` move right and
Right's frogs ``F`` move left; ``.`` is an empty square. The game has one
parameter, the *jump limit* ``j >= 1``. A move pushes one of your creatures
one square forward into an empty square, or jumps it over a row of ``k``
adjacent enemy creatures, ``1 <= k <= j``, into the empty square just
beyond them. Whoever cannot move loses. With ``j = 1`` this is ordinary
Toads and Frogs (:mod:`cgtalg.rulesets.strip.toads_and_frogs`).

This is CGSuite's ``game.strip.GenToadsAndFrogs(maxJump)`` (without its
optional backsliding, which
:mod:`cgtalg.rulesets.strip.backsliding_generalised_toads_and_frogs` adds):
the creature moves ``1`` to ``maxJump + 1`` squares forward, every square it
passes holds an enemy, and the square it lands on is empty.

A position is written ``"j:STRIP"``, the jump limit, a colon, then the
strip, e.g. ``"2:TTTT..FFF"``; the registry's
``get("generalised-toads-and-frogs")`` reads and writes that text, and
:class:`GeneralisedToadsAndFrogs` takes the two apart
(``GeneralisedToadsAndFrogs("TTTT..FFF", 2)``). Each jump limit has its own
rules (:func:`rules_for`) and its own position class, so positions of
different jump limits are never equal.

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
``GenToadsAndFrogs(2)("tttt..fff")`` has canonical form ``{1/2*|v}``.

Examples
--------
>>> from cgtalg import value
>>> str(value(GeneralisedToadsAndFrogs("TTTT..FFF", 2)))
'{1/2*|v}'
>>> rules_for(2).moves("TFF.")          # two frogs jumped at once; the frogs are stuck
(['.FFT'], [])
>>> rules_for(1).moves("TFF.")
([], [])
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...engine.strip import StripPosition, StripRules
from ...errors import InputTypeError, InputValueError, check_int, check_str, describe

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

    def __init__(self, max_jump: int) -> None:
        max_jump = check_int(max_jump, "the jump limit of generalised Toads and Frogs")
        if not 1 <= max_jump <= MAX_JUMP:
            raise InputValueError(f"the jump limit of generalised Toads and Frogs is from 1 to {MAX_JUMP}, "
                                  f"not {describe(max_jump)}")
        self.max_jump = max_jump
        self.name = f"{type(self).name} {max_jump}"
        # A step, then a jump over each number of enemies up to the limit (a toad's jump read
        # backwards with toads and frogs exchanged is a frog's).
        toad = (("T.", ".T"),) + tuple(("T" + "F" * k + ".", "." + "F" * k + "T") for k in range(1, max_jump + 1))
        toad += self.extra_toad_rewrites
        frog = tuple((a[::-1].translate(_SWAP), b[::-1].translate(_SWAP)) for a, b in toad)
        self.rewrites = (toad, frog)
        super().__init__()


_SWAP = str.maketrans("TF", "FT")
#: The rules and the position class of each (family, jump limit), made once.
_RULES: dict[tuple[type, int], GeneralisedToadsAndFrogsRules] = {}
_CLASSES: dict[tuple[type, int], type] = {}


def rules_for(max_jump: int) -> GeneralisedToadsAndFrogsRules:
    """The rules of generalised Toads and Frogs with jump limit *max_jump* (made once per limit).

    Parameters
    ----------
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Returns
    -------
    GeneralisedToadsAndFrogsRules

    Raises
    ------
    InputValueError
        If *max_jump* is below 1 or over :data:`MAX_JUMP`.
    InputTypeError
        If *max_jump* is not an int.

    Examples
    --------
    >>> rules_for(2) is rules_for(2), rules_for(2).max_jump
    (True, 2)

    References
    ----------
    Winning Ways, chapter 1; CGSuite's ``game.strip.GenToadsAndFrogs``.
    """
    return family_rules(GeneralisedToadsAndFrogsRules, max_jump)


def family_rules(rules_class: type[GeneralisedToadsAndFrogsRules], max_jump: int) -> Any:
    """The rules of class *rules_class* (this one or a variant's) with jump limit *max_jump*, made once.

    Parameters
    ----------
    rules_class : type
        :class:`GeneralisedToadsAndFrogsRules` or a subclass.
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Returns
    -------
    GeneralisedToadsAndFrogsRules

    Raises
    ------
    InputValueError
        If *max_jump* is below 1 or over :data:`MAX_JUMP`.
    InputTypeError
        If *max_jump* is not an int, or *rules_class* not such a class.

    Examples
    --------
    >>> family_rules(GeneralisedToadsAndFrogsRules, 2) is rules_for(2)
    True
    """
    rules = _RULES.get((rules_class, max_jump)) if type(max_jump) is int else None
    if rules is None:
        if not (isinstance(rules_class, type) and issubclass(rules_class, GeneralisedToadsAndFrogsRules)):
            raise InputTypeError(f"the rules class of a generalised Toads and Frogs family is "
                                 f"GeneralisedToadsAndFrogsRules or a subclass, not {describe(rules_class)}")
        rules = rules_class(max_jump)
        rules = _RULES.setdefault((rules_class, max_jump), rules)
    return rules


def _class_for(family: "type[GeneralisedToadsAndFrogs]", max_jump: int) -> type:
    """The position class of jump limit *max_jump* in *family* (GeneralisedToadsAndFrogs or a variant)."""
    cls = _CLASSES.get((family, max_jump)) if type(max_jump) is int else None
    if cls is None:
        rules = family_rules(family.rules_class, max_jump)
        max_jump = rules.max_jump
        cls = type(f"{family.__name__}{max_jump}", (family,),
                   {"__slots__": (), "rules": rules, "family": family, "__module__": family.__module__,
                    "__doc__": f"A {family.title} strip whose jumps cross up to {max_jump} enemies."})
        cls = _CLASSES.setdefault((family, max_jump), cls)
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

    def __new__(cls, *args: Any, **kwargs: Any) -> "GeneralisedToadsAndFrogs":
        if "rules" not in cls.__dict__:  # the family's class: make the position of the class of its limit
            if len(args) + len(kwargs) != 2:
                raise InputTypeError(f"a {cls.title} position is made from a strip and a jump "
                                     f"limit, e.g. {cls.__name__}('TT..FF', 2)")
            max_jump = args[1] if len(args) == 2 else kwargs.get("max_jump")
            if max_jump is None:
                raise InputTypeError(f"{cls.__name__} takes a strip and max_jump")
            cls = _class_for(cls, max_jump)
        return object.__new__(cls)

    def __init__(self, strip: str, max_jump: int | None = None) -> None:
        super().__init__(strip)

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
        """The position written ``"j:STRIP"`` (the jump limit, a colon, the strip).

        Parameters
        ----------
        text : str
            For example ``"2:TTTT..FFF"``.

        Returns
        -------
        GeneralisedToadsAndFrogs

        Raises
        ------
        InputValueError
            If the text has no jump limit before a colon, or a bad strip.
        InputTypeError
            If *text* is not a str.

        Examples
        --------
        >>> GeneralisedToadsAndFrogs._from_text("2:TTTT..FFF") == GeneralisedToadsAndFrogs("TTTT..FFF", 2)
        True
        """
        family: type[GeneralisedToadsAndFrogs] = cls.__dict__["family"] if "rules" in cls.__dict__ else cls
        name = family.rules_class.name
        check_str(text, f"a {name} position")
        limit, colon, strip = text.strip().partition(":")
        limit = limit.strip()
        if not colon or not (limit.isascii() and limit.isdigit() and len(limit) <= 6):
            raise InputValueError(f"a {name} position is the jump limit, a colon and the "
                                  f"strip, e.g. '2:TTTT..FFF', not {text!r}")
        return _class_for(family, int(limit))(strip)  # type: ignore[no-any-return]

    def text(self) -> str:
        """The position text ``"j:STRIP"``, which :meth:`_from_text` reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> GeneralisedToadsAndFrogs("TT.F", 2).text()
        '2:TT.F'
        """
        return f"{self.max_jump}:{self.strip}"

    def __reduce__(self) -> tuple[Any, ...]:
        # The classes of the jump limits are made at run time: pickle through the base class.
        return (self.family, (self.strip, self.max_jump))

    def __repr__(self) -> str:
        return f"{self.family.__name__}({self.strip!r}, {self.max_jump})"
