"""The positions of the counterfeit-coin games (Æquitas) and the paper's named games.

A :class:`CoinPosition` is what the Observer knows: counts of unknown,
light-destined, heavy-destined and genuine coins, the kind of the
counterfeit, the goal and the convention. Its moves are the informative
weighings of :mod:`.weighings`. :func:`D`, :func:`DM`, :func:`F`,
:func:`FI`, :func:`FM`, :func:`FIM` and :func:`coin_game` build the paper's
starting positions.

The position text (:meth:`CoinPosition.text`; ``get("counterfeit-coins")``
of :mod:`cgtalg.rulesets.registry` reads it back) is the paper's name for a
starting position, ``F(6)``, ``FM+(6)``, ``D(5, 0)`` (``D 5 0`` also reads),
and the counts by keyword for any other position
(``unknown=2 light=1 genuine=3 fake=unknown-heavy``).

Examples
--------
>>> p = FI(4, extra=True)
>>> p.suspects, p.hypotheses, p.text()
(4, 8, 'FI+(4)')
>>> p.options()[0].text()
'unknown=3 genuine=2 fake=unknown-light goal=identify'
"""

from __future__ import annotations

import re
from typing import Callable

from ....engine.heap import parse_heaps
from ....engine.position import ImpartialPosition
from ....errors import InputTypeError, InputValueError, check_bool, check_int, check_str, describe
from .weighings import FAKE_KINDS, FIND, IDENTIFY, KIND_INDEX, Move, Weighing, describe_coins, smallest_weighings

__all__ = ["CoinPosition", "D", "DM", "F", "FI", "FM", "FIM", "coin_game"]


def _count(x: object, what: str) -> int:
    return check_int(x, what, minimum=0)


class CoinPosition(ImpartialPosition):
    """A position of a counterfeit-coin game: counts of coins by what is known.

    Parameters
    ----------
    unknown, light, heavy : int
        Coins that may be the counterfeit either way, only lighter, only heavier.
    genuine : int
        Coins known to be real and available as ballast.
    fake : str
        The counterfeit's kind, one of :data:`FAKE_KINDS`: ``"light"`` or
        ``"heavy"`` (a destined coin, really of its destiny), or
        ``"unknown-light"`` / ``"unknown-heavy"`` (an unknown coin, really
        lighter / heavier).
    goal : str
        :data:`FIND` or :data:`IDENTIFY`.
    misere : bool
        The paper's misère reading: weighings that meet the goal are forbidden.

    Raises
    ------
    InputTypeError, InputValueError
        For a count that is not a non-negative int (bools refused), an
        unknown kind or goal, a *misere* that is not a bool, or a
        counterfeit of a kind that has no coin.

    Examples
    --------
    >>> p = CoinPosition(unknown=3, genuine=1, fake="unknown-heavy")
    >>> p.suspects, p.hypotheses, p.is_goal()
    (3, 6, False)
    >>> CoinPosition(light=2, fake="heavy")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the counterfeit is a heavy-destined coin, but there are none
    """

    __slots__ = ("unknown", "light", "heavy", "genuine", "fake", "goal", "misere", "_hash")

    def __init__(
        self,
        unknown: int = 0,
        light: int = 0,
        heavy: int = 0,
        genuine: int = 0,
        fake: str = "light",
        goal: str = FIND,
        misere: bool = False,
    ) -> None:
        counts = [_count(x, name) for x, name in
                  ((unknown, "unknown"), (light, "light"), (heavy, "heavy"), (genuine, "genuine"))]
        if not isinstance(fake, str) or fake not in FAKE_KINDS:
            raise InputValueError(f"fake must be one of {FAKE_KINDS}, got {describe(fake)}")
        if not isinstance(goal, str) or goal not in (FIND, IDENTIFY):
            raise InputValueError(f"goal must be {FIND!r} or {IDENTIFY!r}, got {describe(goal)}")
        check_bool(misere, "misere")
        kind = fake.split("-")[0]
        if counts[KIND_INDEX[kind]] == 0:
            noun = {"unknown": "an unknown", "light": "a light-destined", "heavy": "a heavy-destined"}[kind]
            raise InputValueError(f"the counterfeit is {noun} coin, but there are none")
        self._set(counts[0], counts[1], counts[2], counts[3], fake, goal, misere)

    def _set(self, u: int, l: int, h: int, g: int, fake: str, goal: str, misere: bool) -> None:
        self.unknown, self.light, self.heavy, self.genuine = u, l, h, g
        self.fake, self.goal, self.misere = fake, goal, misere
        self._hash = hash((u, l, h, g, fake, goal, misere))

    def _derive(self, u: int, l: int, h: int, g: int, fake: str) -> "CoinPosition":
        """Same game, other counts (trusted: no validation)."""
        p = object.__new__(CoinPosition)
        p._set(u, l, h, g, fake, self.goal, self.misere)
        return p

    # -- identity ---------------------------------------------------------
    def key(self) -> tuple:
        """Return the counts, the counterfeit's kind, the goal and the convention (see :meth:`Position.key`).

        Returns
        -------
        tuple
            ``(unknown, light, heavy, genuine, fake, goal, misere)``.

        Examples
        --------
        >>> D(2, 1).key()
        (0, 2, 1, 0, 'light', 'find', False)
        """
        return (self.unknown, self.light, self.heavy, self.genuine, self.fake, self.goal, self.misere)

    def __eq__(self, other: object) -> bool:
        return type(other) is CoinPosition and self.key() == other.key()  # type: ignore[union-attr]

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        parts = [f"{name}={getattr(self, name)}" for name in ("unknown", "light", "heavy", "genuine")
                 if getattr(self, name)]
        parts.append(f"fake={self.fake!r}")
        if self.goal != FIND:
            parts.append(f"goal={self.goal!r}")
        if self.misere:
            parts.append("misere=True")
        return f"CoinPosition({', '.join(parts)})"

    # -- what the Observer knows -----------------------------------------
    @property
    def suspects(self) -> int:
        """Coins that may still be the counterfeit.

        Returns
        -------
        int

        Examples
        --------
        >>> D(3, 4).suspects
        7
        """
        return self.unknown + self.light + self.heavy

    @property
    def hypotheses(self) -> int:
        """Open hypotheses (coin, heavier or lighter): two per unknown coin.

        Returns
        -------
        int

        Examples
        --------
        >>> F(5).hypotheses
        10
        """
        return 2 * self.unknown + self.light + self.heavy

    @property
    def fake_is_heavy(self) -> bool:
        """Whether the counterfeit is heavier than a real coin.

        Returns
        -------
        bool

        Examples
        --------
        >>> D(0, 3).fake_is_heavy, F(3).fake_is_heavy
        (True, False)
        """
        return self.fake.endswith("heavy")

    def is_goal(self) -> bool:
        """Whether the Observer's goal is met (one suspect; or one hypothesis).

        Returns
        -------
        bool

        Examples
        --------
        >>> F(1, extra=True).is_goal(), FI(1, extra=True).is_goal()
        (True, False)
        """
        if self.goal == FIND:
            return self.suspects == 1
        return self.hypotheses == 1

    def describe(self) -> str:
        """The position in words.

        Returns
        -------
        str

        Examples
        --------
        >>> print(FI(4, extra=True).describe())
        4 unknown coins and 1 genuine coin; the counterfeit is an unknown coin, really lighter; goal: find and identify, normal play.
        """
        text = describe_coins((self.unknown, self.light, self.heavy, self.genuine))
        if "-" in self.fake:
            where = f"an unknown coin, really {'heavier' if self.fake_is_heavy else 'lighter'}"
        else:
            where = f"a {self.fake}-destined coin"
        goal = "find" if self.goal == FIND else "find and identify"
        play = "misère play (meeting the goal is forbidden)" if self.misere else "normal play"
        return f"{text}; the counterfeit is {where}; goal: {goal}, {play}."

    # -- moves ---------------------------------------------------------------
    def moves(self) -> list["Move"]:
        """Every legal move, one weighing per distinct resulting position.

        Among weighings with the same result the one with the fewest coins
        on the scale is shown. Under the paper's misère reading weighings
        that meet the goal are left out.

        Returns
        -------
        list of Move
            Smallest weighings first; empty at a goal position.

        Examples
        --------
        >>> [str(m.weighing) for m in D(4, 0).moves()]
        ['1 light-destined coin against 1 light-destined coin', '1 light-destined coin (the counterfeit) against 1 light-destined coin']
        >>> [str(m.weighing) for m in D(3, 0).moves()]    # both ways leave the same position
        ['1 light-destined coin against 1 light-destined coin']
        """
        if self.is_goal():
            return []
        found = smallest_weighings(self.unknown, self.light, self.heavy, self.genuine, self.fake)
        out = []
        for (u, l, h, g, fake), w in found.items():
            result = self._derive(u, l, h, g, fake)
            if self.misere and result.is_goal():
                continue
            out.append(Move(self, w, result))
        out.sort(key=lambda m: (sum(m.weighing.left), m.weighing.fake_side != "off", m.after.key()))
        return out

    def options(self) -> list["CoinPosition"]:
        """The positions one legal weighing away.

        Returns
        -------
        list of CoinPosition
            One per distinct resulting position; empty at a goal position.

        Examples
        --------
        >>> sorted(p.suspects for p in F(4).options())
        [2, 2, 4]
        """
        if self.is_goal():
            return []
        found = smallest_weighings(self.unknown, self.light, self.heavy, self.genuine, self.fake)
        out = [self._derive(*r) for r in found]
        if self.misere:
            out = [p for p in out if not p.is_goal()]
        return out

    def weigh(self, left: tuple[int, ...], right: tuple[int, ...], fake_side: str) -> "Move":
        """Play one weighing given by counts, checking that it is legal.

        Parameters
        ----------
        left, right : tuple of int
            ``(unknown, light, heavy, genuine)`` coins on each pan.
        fake_side : str
            ``"left"``, ``"right"`` or ``"off"``: where the counterfeit is
            (it is one of the coins of its kind there).

        Returns
        -------
        Move
            The weighing with the position before and after it.

        Raises
        ------
        InputTypeError
            If a pan is not a tuple of four ints.
        InputValueError
            If a count is negative, *fake_side* is not one of the three, the
            pans differ in size, a kind runs out of coins, the counterfeit
            cannot be where it is said to be, the Observer would learn
            nothing, the goal is already met, or (misère reading) the
            weighing meets the goal.

        Examples
        --------
        >>> m = D(3, 0).weigh((0, 1, 0, 0), (0, 1, 0, 0), "off")
        >>> m.outcome, m.after.suspects
        ('balance', 1)
        >>> D(1, 1).weigh((0, 1, 0, 0), (0, 0, 1, 0), "left")
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: illegal weighing: the Observer learns nothing
        """
        pans: list[tuple[int, int, int, int]] = []
        for pan, name in ((left, "left"), (right, "right")):
            if not isinstance(pan, tuple) or len(pan) != 4:
                raise InputTypeError(f"the {name} pan must be a tuple (unknown, light, heavy, genuine)")
            pan_u, pan_l, pan_h, pan_g = (_count(c, f"a count on the {name} pan") for c in pan)
            pans.append((pan_u, pan_l, pan_h, pan_g))
        left, right = pans
        if not isinstance(fake_side, str) or fake_side not in ("left", "right", "off"):
            raise InputValueError(f"fake_side must be 'left', 'right' or 'off', got {describe(fake_side)}")
        if sum(left) != sum(right) or sum(left) == 0:
            raise InputValueError("illegal weighing: the pans must carry the same, positive number of coins")
        have = (self.unknown, self.light, self.heavy, self.genuine)
        off = tuple(have[i] - left[i] - right[i] for i in range(4))
        if min(off) < 0:
            raise InputValueError("illegal weighing: more coins of a kind on the scale than there are")
        fk = KIND_INDEX[self.fake.split("-")[0]]
        where = {"left": left, "right": right, "off": off}[fake_side]
        if where[fk] == 0:
            raise InputValueError(f"illegal weighing: no coin of the counterfeit's kind is {fake_side}"
                             f"{'' if fake_side == 'off' else ' the scale'}")
        if fake_side == "off":
            # balance: what was on the scale is genuine, the rest keeps its hypotheses
            u, l, h = off[0], off[1], off[2]
            fake = self.fake
        else:
            fake_pan_heavy = self.fake_is_heavy
            heavy_pan, light_pan = (left, right) if (fake_side == "left") == fake_pan_heavy else (right, left)
            # unknown coins take the destiny of their pan; destined coins stay
            # suspects only on the pan that agrees with their destiny
            u, l, h = 0, light_pan[0] + light_pan[1], heavy_pan[0] + heavy_pan[2]
            fake = "heavy" if self.fake_is_heavy else "light"
        g = self.genuine + self.suspects - (u + l + h)
        after = self._derive(u, l, h, g, fake)
        if after.hypotheses >= self.hypotheses:
            raise InputValueError("illegal weighing: the Observer learns nothing")
        if self.is_goal():
            raise InputValueError("illegal weighing: the goal is already met, the game is over")
        if self.misere and after.is_goal():
            raise InputValueError("illegal weighing: it meets the goal, which the misère reading forbids")
        kind = None if fake_side == "off" else self.fake.split("-")[0]
        return Move(self, Weighing(left, right, fake_side, kind), after)

    def normal_twin(self) -> "CoinPosition":
        """The same position with the goal-reaching moves allowed again.

        Returns
        -------
        CoinPosition
            The position under normal play (itself when it already is).

        Examples
        --------
        >>> FM(3).normal_twin() == F(3)
        True
        """
        p = object.__new__(CoinPosition)
        p._set(self.unknown, self.light, self.heavy, self.genuine, self.fake, self.goal, False)
        return p

    # -- the position text ------------------------------------------------------
    def text(self) -> str:
        """The position text: the paper's name of the game when it is one, else the counts by keyword.

        Returns
        -------
        str
            ``F(6)``, ``FIM+(4)``, ``D(2, 3)``, ``D(2, 3) fake=heavy`` (a
            counterfeit of the weight that is not the default), or words
            ``unknown=N light=N heavy=N genuine=N fake=KIND`` (counts of 0
            left out), followed by ``goal=identify`` and ``misere`` when they
            apply.

        Examples
        --------
        >>> D(2, 3, fake="heavy").text(), FM(5, extra=True).text()
        ('D(2, 3) fake=heavy', 'FM+(5)')
        >>> CoinPosition(unknown=1, light=2, genuine=1, fake="light", misere=True).text()
        'unknown=1 light=2 genuine=1 fake=light misere'
        """
        named = self._paper_name()
        if named is not None:
            return named
        words = [f"{name}={count}" for name, count in
                 (("unknown", self.unknown), ("light", self.light), ("heavy", self.heavy), ("genuine", self.genuine))
                 if count]
        words.append(f"fake={self.fake}")
        if self.goal != FIND:
            words.append(f"goal={self.goal}")
        if self.misere:
            words.append("misere")
        return " ".join(words)

    def _paper_name(self) -> str | None:
        """``D(l, h)``, ``FI+(N)``, ... when :func:`coin_game` builds this very position from the name, else None."""
        if self.genuine > 1:
            return None
        plus = "+" if self.genuine else ""
        m = "M" if self.misere else ""
        counts: tuple[int, ...]
        if self.unknown == 0 and self.goal == FIND:
            name, counts, weight = f"D{m}{plus}", (self.light, self.heavy), self.fake
            default = "light" if self.light else "heavy"
        elif self.light == self.heavy == 0:
            name, counts, weight = f"F{'I' if self.goal == IDENTIFY else ''}{m}{plus}", (self.unknown,), self.fake[8:]
            default = "light"
        else:
            return None
        try:
            same = coin_game(name, *counts, fake=weight) == self
        except InputValueError:
            return None
        if not same:
            return None
        text = f"{name}({', '.join(map(str, counts))})"
        return text if weight == default else f"{text} fake={weight}"

    @classmethod
    def _from_text(cls, text: str) -> "CoinPosition":
        """The position written *text* (see :meth:`text`): what the registry's parser calls.

        The paper's name may be written with or without brackets and commas
        (``FM+(6)``, ``FM+ 6``, ``D(5, 0)``, ``D 5 0``), followed by
        ``fake=light`` or ``fake=heavy``; the keyword form takes ``unknown``,
        ``light``, ``heavy``, ``genuine`` (counts, 0 when left out), ``fake``
        (one of :data:`FAKE_KINDS`), ``goal`` (``find`` or ``identify``) and
        the word ``misere``.
        """
        check_str(text, "a counterfeit-coins position")
        m = _TEXT.fullmatch(text.strip())
        if m is not None:
            counts = parse_heaps(m.group(3).replace("(", " ").replace(")", " "), "a coin count")
            weight = m.group(4).lower() if m.group(4) else None
            return coin_game(m.group(1).upper() + m.group(2), *counts, fake=weight)
        fields: dict[str, object] = {}
        for word in text.split():
            key, eq, given = word.partition("=")
            if not eq and key in ("misere", "misère"):
                key, given = "misere", "yes"
            elif not (eq and key in ("unknown", "light", "heavy", "genuine", "fake", "goal")):
                raise InputValueError(
                    f"cannot read {word!r} in the counterfeit-coins position {text!r}: write the paper's name, "
                    "such as 'F(6)', 'FIM+(4)' or 'D(5, 0)', or counts by keyword, such as "
                    "'unknown=3 genuine=1 fake=unknown-heavy' (keywords: unknown, light, heavy, genuine, fake, "
                    "goal, and the word misere)")
            if key in fields:
                raise InputValueError(f"{key} is given twice in the counterfeit-coins position {text!r}")
            if key in ("fake", "goal", "misere"):
                fields[key] = given if key != "misere" else True
                continue
            counts = parse_heaps(given, f"a count of {key} coins")
            if len(counts) != 1:
                raise InputValueError(f"{key}= takes one count in the counterfeit-coins position {text!r}")
            fields[key] = counts[0]
        if not fields:
            raise InputValueError("a counterfeit-coins position is empty: write e.g. 'F(6)' or 'D(5, 0)'")
        return cls(**fields)  # type: ignore[arg-type]



# -- the named games -------------------------------------------------------
def _fake_kind(weight: str | None, default: str) -> str:
    weight = default if weight is None else weight
    if not isinstance(weight, str) or weight not in ("light", "heavy"):
        raise InputValueError(f"fake must be 'light' or 'heavy' (the counterfeit's real weight), got {describe(weight)}")
    return weight


def _destined(l: int, h: int, extra: bool, fake: str | None, misere: bool) -> CoinPosition:
    _count(l, "l")
    _count(h, "h")
    check_bool(extra, "extra")
    if l + h == 0:
        raise InputValueError("a destined game needs at least one coin")
    kind = _fake_kind(fake, "light" if l else "heavy")
    if (l if kind == "light" else h) == 0:
        raise InputValueError(f"the counterfeit is {kind}, but no coin has that destiny")
    return CoinPosition(0, l, h, int(bool(extra)), kind, FIND, misere)


def _unknown(n: int, extra: bool, fake: str | None, goal: str, misere: bool) -> CoinPosition:
    _count(n, "N")
    check_bool(extra, "extra")
    if n == 0:
        raise InputValueError("a game needs at least one coin")
    kind = "unknown-" + _fake_kind(fake, "light")
    return CoinPosition(n, 0, 0, int(bool(extra)), kind, goal, misere)


def D(l: int, h: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The destined game ``D(l, h)`` (``D+`` with ``extra=True``), normal play.

    *fake* is the counterfeit's weight, ``"light"`` (a light-destined coin,
    the default when ``l > 0``) or ``"heavy"``.

    Parameters
    ----------
    l, h : int
        The numbers of light-destined and heavy-destined coins (not both 0).
    extra : bool, default False
        Add one genuine coin (the paper's ``+`` games).
    fake : {"light", "heavy"}, optional
        The counterfeit's real weight; by default light when ``l > 0``.

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError
        If a count is not an int or *extra* is not a bool.
    InputValueError
        If a count is negative, both are 0, *fake* is neither ``"light"``
        nor ``"heavy"``, or no coin has the counterfeit's destiny.

    References
    ----------
    Burke, Khovanova, Lee, Nowakowski, Rowland, Tennenhouse, *Æquitas:
    Two-Player Counterfeit Coin Games* (2022).

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> value(D(7, 0)), value(D(1, 3, fake="light")), value(D(1, 3, fake="heavy"))
    (3, 0, 3)
    >>> D(1, 0, fake="heavy")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the counterfeit is heavy, but no coin has that destiny
    """
    return _destined(l, h, extra, fake, False)


def DM(l: int, h: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The destined game under the paper's misère reading, ``DM(l, h)``.

    Parameters
    ----------
    l, h : int
        The numbers of light-destined and heavy-destined coins (not both 0).
    extra : bool, default False
        Add one genuine coin (the paper's ``+`` games).
    fake : {"light", "heavy"}, optional
        The counterfeit's real weight; by default light when ``l > 0``.

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError
        If a count is not an int or *extra* is not a bool.
    InputValueError
        If a count is negative, both are 0, *fake* is neither ``"light"``
        nor ``"heavy"``, or no coin has the counterfeit's destiny.

    References
    ----------
    Burke, Khovanova, Lee, Nowakowski, Rowland, Tennenhouse, *Æquitas:
    Two-Player Counterfeit Coin Games* (2022).

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> [value(DM(n, 0)) for n in range(2, 8)]
    [0, 0, 1, 2, 3, 2]
    """
    return _destined(l, h, extra, fake, True)


def F(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find game ``F(N)``: *n* unknown coins, normal play.

    Parameters
    ----------
    n : int
        The number of coins, all unknown (at least 1).
    extra : bool, default False
        Add one genuine coin (the paper's ``+`` games).
    fake : {"light", "heavy"}, optional
        The counterfeit's real weight (default light; by symmetry the value
        does not depend on it).

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError
        If *n* is not an int or *extra* is not a bool.
    InputValueError
        If *n* is below 1 or *fake* is neither ``"light"`` nor ``"heavy"``.

    References
    ----------
    Burke, Khovanova, Lee, Nowakowski, Rowland, Tennenhouse, *Æquitas:
    Two-Player Counterfeit Coin Games* (2022).

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> [value(F(n)) for n in range(2, 8)]
    [1, 2, 0, 2, 0, 2]
    """
    return _unknown(n, extra, fake, FIND, False)


def FI(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find-identify game ``FI(N)``, normal play.

    Parameters
    ----------
    n, extra, fake
        As for :func:`F`.

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError, InputValueError
        As for :func:`F`.

    References
    ----------
    As for :func:`F`.

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> value(FI(5)), value(FI(5, extra=True))
    (0, 5)
    """
    return _unknown(n, extra, fake, IDENTIFY, False)


def FM(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find game under the paper's misère reading, ``FM(N)``.

    Parameters
    ----------
    n, extra, fake
        As for :func:`F`.

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError, InputValueError
        As for :func:`F`.

    References
    ----------
    As for :func:`F`.

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> value(FM(6)), value(FM(6, extra=True))
    (4, 5)
    """
    return _unknown(n, extra, fake, FIND, True)


def FIM(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find-identify game under the paper's misère reading, ``FIM(N)``.

    Parameters
    ----------
    n, extra, fake
        As for :func:`F`.

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError, InputValueError
        As for :func:`F`.

    References
    ----------
    As for :func:`F`.

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import value
    >>> value(FIM(6)), value(FIM(5))
    (4, 1)
    """
    return _unknown(n, extra, fake, IDENTIFY, True)


_CONSTRUCTORS: dict[str, Callable[..., CoinPosition]] = {"D": D, "DM": DM, "F": F, "FI": FI, "FM": FM, "FIM": FIM}
_NAME = re.compile(r"^\s*(D|DM|F|FI|FM|FIM)\s*(\+?)\s*$")
#: A position text in the paper's names: the game, its counts, and perhaps the counterfeit's weight.
_TEXT = re.compile(r"(DM|D|FIM|FI|FM|F)\s*(\+?)\s*([\d\s,()]*?)\s*(?:fake\s*=\s*(light|heavy))?", re.IGNORECASE)


def coin_game(name: str, *counts: int, fake: str | None = None) -> CoinPosition:
    """Build a game from the paper's name: ``"D"``, ``"DM+"``, ``"FI"``, ``"FIM+"``...

    The destined games take two counts ``(l, h)``, the others one ``(N)``.

    Parameters
    ----------
    name : str
        ``D``, ``DM``, ``F``, ``FI``, ``FM`` or ``FIM``, optionally followed by
        ``+`` (one extra genuine coin).
    *counts : int
        ``l, h`` for the destined games, ``N`` for the others.
    fake : {"light", "heavy"}, optional
        The counterfeit's real weight (see :func:`D` and :func:`F`).

    Returns
    -------
    CoinPosition

    Raises
    ------
    InputTypeError
        If *name* is not a str, or a count is not an int.
    InputValueError
        For an unknown name, the wrong number of counts, or counts the game
        refuses (see :func:`D` and :func:`F`).

    Examples
    --------
    >>> coin_game("FIM+", 4) == FIM(4, extra=True)
    True
    >>> coin_game("D", 2, 3, fake="heavy") == D(2, 3, fake="heavy")
    True
    >>> coin_game("X", 3)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown game 'X': expected D, DM, F, FI, FM or FIM, optionally followed by +
    """
    if not isinstance(name, str):
        raise InputTypeError("the game's name must be a string")
    m = _NAME.match(name)
    if m is None:
        raise InputValueError(f"unknown game {name!r}: expected D, DM, F, FI, FM or FIM, optionally followed by +")
    base, plus = m.group(1), m.group(2) == "+"
    want = 2 if base.startswith("D") else 1
    if len(counts) != want:
        shape = "two counts (l, h)" if want == 2 else "one count (N)"
        raise InputValueError(f"{base} takes {shape}, got {len(counts)}")
    return _CONSTRUCTORS[base](*counts, extra=plus, fake=fake)

