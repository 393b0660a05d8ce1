"""Counterfeit-coin games (Æquitas): two players weigh coins for an Observer.

One of the coins is counterfeit, heavier or lighter than the others. Both
players know which coin it is; an Observer, who sees every weighing, does not.
On a turn a player puts equal numbers of coins on the two pans of a balance,
and the weighing must tell the Observer something new. The rules follow
Burke, Khovanova, Lee, Nowakowski, Rowland and Tennenhouse, *Æquitas:
Two-Player Counterfeit Coin Games* (2022), made precise as below.

**What the Observer knows.** Each coin carries the hypotheses still open about
it: an *unknown* coin may be the counterfeit and heavier, or the counterfeit and
lighter; a *light-destined* coin may only be a lighter counterfeit; a
*heavy-destined* coin only a heavier one; a *genuine* coin (proved real, or the
extra real coin of the ``+`` games) carries none and may be used as ballast.
Coins of one kind are interchangeable, so a position is a handful of counts
plus the kind of the counterfeit.

**A weighing.** The pans carry equal numbers of coins. If they balance, every
coin on the scale is genuine. If the left pan is heavier, the counterfeit is a
heavier coin on the left or a lighter coin on the right: unknown coins on the
heavier pan become heavy-destined, those on the lighter pan light-destined,
a light-destined coin on the heavier pan (or a heavy-destined one on the
lighter pan) is genuine, and so is every coin off the scale. A weighing is
legal only if the Observer loses at least one hypothesis.

**Goals and endings.** In the *find* games (``F``, and every destined game
``D``) the Observer's goal is met when one coin is left under suspicion; in the
*find-identify* games (``FI``) when one hypothesis is left (the coin and
whether it is heavier). Under normal play a goal position is terminal and the
player who reaches it wins; a player with no informative weighing loses.
Under the paper's misère reading (``DM``, ``FM``, ``FIM``) a weighing that
would meet the goal is forbidden: a player all of whose weighings would meet
the goal has no move and loses. Classical misère play of the normal game (the
player who makes the last move loses) is :func:`classical_misere_value`.

Examples
--------
>>> value(F(6, extra=True)), value(FM(6, extra=True))
(6, 5)
>>> value(D(5, 0)), value(DM(5, 0))
(3, 2)
>>> for line in winning_line(FM(5)):
...     print(line)
FM(5), misère play (paper's reading): Grundy value 1, the first player wins.
Player 1: Weigh 1 unknown coin (the counterfeit) against 1 unknown coin: the right pan is heavier. The Observer learns that the counterfeit is on the scale, so 3 more coins are genuine; 2 suspects remain: 1 light-destined coin and 1 heavy-destined coin.
Player 2 has no move: every informative weighing would meet the Observer's goal, and Player 1 wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Hashable, Iterator

from cgtalg.core.cache import BoundedCache
from cgtalg.errors import InputTypeError, InputValueError, check_bool, check_instance, check_int
from cgtalg.impartial.sprague_grundy import grundy
from cgtalg.engine.position import ImpartialPosition

__all__ = [
    "FIND",
    "IDENTIFY",
    "FAKE_KINDS",
    "CoinPosition",
    "Weighing",
    "Move",
    "D",
    "DM",
    "F",
    "FI",
    "FM",
    "FIM",
    "coin_game",
    "value",
    "classical_misere_value",
    "winning_moves",
    "winning_line",
    "describe_game",
]

FIND = "find"
IDENTIFY = "identify"

#: Where the counterfeit sits, in the Observer's terms, and what it really is.
FAKE_KINDS = ("light", "heavy", "unknown-light", "unknown-heavy")

_KIND_INDEX = {"unknown": 0, "light": 1, "heavy": 2}
_NOUNS = ("unknown", "light-destined", "heavy-destined", "genuine")


def _count(x: object, what: str) -> int:
    return check_int(x, what, minimum=0)


def _position(p: object) -> "CoinPosition":
    return check_instance(p, CoinPosition, "a counterfeit-coin position (see D, F, FI, coin_game)")


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
            raise InputValueError(f"fake must be one of {FAKE_KINDS}, got {fake!r}")
        if not isinstance(goal, str) or goal not in (FIND, IDENTIFY):
            raise InputValueError(f"goal must be {FIND!r} or {IDENTIFY!r}, got {goal!r}")
        check_bool(misere, "misere")
        kind = fake.split("-")[0]
        if counts[_KIND_INDEX[kind]] == 0:
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
        text = _list_coins((self.unknown, self.light, self.heavy, self.genuine))
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
        found = _weighings(self.unknown, self.light, self.heavy, self.genuine, self.fake)
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
        found = _weighings(self.unknown, self.light, self.heavy, self.genuine, self.fake)
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
            raise InputValueError(f"fake_side must be 'left', 'right' or 'off', got {fake_side!r}")
        if sum(left) != sum(right) or sum(left) == 0:
            raise InputValueError("illegal weighing: the pans must carry the same, positive number of coins")
        have = (self.unknown, self.light, self.heavy, self.genuine)
        off = tuple(have[i] - left[i] - right[i] for i in range(4))
        if min(off) < 0:
            raise InputValueError("illegal weighing: more coins of a kind on the scale than there are")
        fk = _KIND_INDEX[self.fake.split("-")[0]]
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


@dataclass(frozen=True)
class Weighing:
    """A weighing: coins of each kind on each pan, and where the counterfeit is.

    ``left`` and ``right`` are ``(unknown, light, heavy, genuine)`` counts;
    ``fake_side`` is ``"left"``, ``"right"`` or ``"off"``; ``fake_kind`` is
    the kind (``"unknown"``, ``"light"`` or ``"heavy"``) of the counterfeit
    among the coins on its pan, or None when it is off the scale.

    Examples
    --------
    >>> print(Weighing((2, 0, 0, 0), (1, 0, 0, 1), "off"))
    2 unknown coins against 1 unknown coin and 1 genuine coin
    >>> print(Weighing((1, 0, 0, 0), (0, 0, 0, 1), "left", "unknown"))
    1 unknown coin (the counterfeit) against 1 genuine coin
    """

    left: tuple[int, int, int, int]
    right: tuple[int, int, int, int]
    fake_side: str
    fake_kind: str | None = None

    def __str__(self) -> str:
        return f"{self._pan(self.left, 'left')} against {self._pan(self.right, 'right')}"

    def _pan(self, counts: tuple[int, ...], side: str) -> str:
        marked = _KIND_INDEX[self.fake_kind] if self.fake_side == side and self.fake_kind else -1
        parts = []
        for i, c in enumerate(counts):
            if c:
                s = f"{c} {_NOUNS[i]} coin{'s' if c != 1 else ''}"
                if i == marked:
                    s += " (the counterfeit)" if c == 1 else " (one of them the counterfeit)"
                parts.append(s)
        return _join(parts)


@dataclass(frozen=True)
class Move:
    """A legal move: the position before, the weighing, and the position after.

    Examples
    --------
    >>> m = F(2, extra=True).moves()[0]
    >>> m.outcome in ("balance", "left heavier", "right heavier")
    True
    """

    before: CoinPosition
    weighing: Weighing
    after: CoinPosition

    @property
    def outcome(self) -> str:
        """``"balance"``, ``"left heavier"`` or ``"right heavier"``.

        Returns
        -------
        str
            What the scale shows.

        Examples
        --------
        >>> D(2, 0).moves()[0].outcome
        'right heavier'
        """
        side = self.weighing.fake_side
        if side == "off":
            return "balance"
        heavy_side = side if self.before.fake_is_heavy else ("right" if side == "left" else "left")
        return f"{heavy_side} heavier"

    def describe(self) -> str:
        """The weighing, what the scale shows and what the Observer learns.

        Returns
        -------
        str
            One or two sentences.

        Examples
        --------
        >>> print(D(4, 0).moves()[0].describe())
        Weigh 1 light-destined coin against 1 light-destined coin: the pans balance. The Observer learns that the 2 coins on the scale are genuine; 2 suspects remain: 2 light-destined coins.
        """
        before, after = self.before, self.after
        if self.outcome == "balance":
            scale = "the pans balance"
        else:
            scale = f"the {self.outcome.split()[0]} pan is heavier"
        text = f"Weigh {self.weighing}: {scale}. "
        if after.is_goal() and before.goal == FIND and after.hypotheses > 1:
            return text + "The Observer now knows which coin is the counterfeit, but not whether it is heavier or lighter."
        if after.hypotheses == 1:
            w = "heavier" if after.fake_is_heavy else "lighter"
            if self.outcome == "balance":
                where = "the one suspect left off the scale"
            else:
                pan = self.weighing.fake_side
                where = f"the {pan}-pan coin"
            return text + f"The Observer now knows the counterfeit: {where}, {w}."
        cleared = after.genuine - before.genuine
        if self.outcome == "balance":
            learned = f"the {cleared} coin{'s' if cleared != 1 else ''} on the scale {'are' if cleared != 1 else 'is'} genuine"
        else:
            learned = "the counterfeit is on the scale"
            if cleared:
                learned += f", so {cleared} more coin{'s are' if cleared != 1 else ' is'} genuine"
        rest = _list_coins((after.unknown, after.light, after.heavy, 0))
        n = after.suspects
        return text + f"The Observer learns that {learned}; {n} suspect{'s' if n != 1 else ''} remain{'s' if n == 1 else ''}: {rest}."


# -- the rules: every informative weighing, by counts ---------------------
def _each_weighing(u: int, l: int, h: int, g: int, fake: str) -> Iterator[tuple[tuple, int, tuple]]:
    """Yield ``(result, coins per pan, spec)`` for every informative weighing.

    Positions are ``(unknown, light, heavy, genuine, fake)`` tuples. Coins of
    one kind are interchangeable, so a weighing is fixed by how many coins of
    each kind go on each pan and where the counterfeit is; weighings that
    differ only in ballast (coins that end up genuine whatever happens) are
    yielded once. ``spec`` is what :func:`_weighing` needs to rebuild the pans.
    """
    fk = _KIND_INDEX[fake.split("-")[0]]
    total = u + l + h

    # The pans balance: the counterfeit is off the scale, every coin on it is
    # genuine. Only how many coins of each kind go on matters; an odd number
    # needs one genuine coin to even the pans.
    have = (u, l, h)
    for su in range(u + 1):
        for sl in range(l + 1):
            for sh in range(h + 1):
                s = su + sl + sh
                if s == 0 or (su, sl, sh)[fk] == have[fk] or (s % 2 and g == 0):
                    continue
                yield (u - su, l - sl, h - sh, g + s, fake), (s + 1) // 2, ("off", su, sl, sh)

    # The counterfeit is on the scale (on the left pan, say). Unknown coins
    # on the heavier pan become heavy-destined, those on the lighter pan
    # light-destined; light-destined coins stay suspects only on the lighter
    # pan, heavy-destined ones only on the heavier pan; the rest is genuine.
    # So light-destined coins on the heavier pan, heavy-destined ones on the
    # lighter pan and genuine coins only even up the pans.
    heavy_fake = fake.endswith("heavy")
    new_fake = "heavy" if heavy_fake else "light"
    for uh in range(u + 1):                # unknown coins on the heavier pan
        for ul in range(u - uh + 1):       # unknown coins on the lighter pan
            for ll in range(l + 1):        # light-destined coins on the lighter pan
                for hh in range(h + 1):    # heavy-destined coins on the heavier pan
                    if ((uh, 0, hh) if heavy_fake else (ul, ll, 0))[fk] == 0:
                        continue  # the counterfeit's pan holds none of its kind
                    new_l, new_h = ul + ll, uh + hh
                    if new_l + new_h >= 2 * u + l + h:
                        continue  # nothing learned
                    diff = new_h - new_l  # heavier pan minus lighter pan, before ballast
                    spare = h - hh if diff > 0 else l - ll
                    if abs(diff) - spare > g:
                        continue  # not enough ballast to even the pans
                    yield ((0, new_l, new_h, g + total - new_l - new_h, new_fake),
                           max(new_h, new_l), ("on", uh, ul, ll, hh, h - hh, l - ll))


def _weighing(spec: tuple, fake: str) -> Weighing:
    """Rebuild the pans of a weighing yielded by :func:`_each_weighing`."""
    if spec[0] == "off":
        on = spec[1:]
        s = sum(on)
        left, right = _split(on, (s + 1) // 2)
        return Weighing(left + (0,), right + (s % 2,), "off")
    _, uh, ul, ll, hh, spare_h, spare_l = spec
    heavy_pan, light_pan = [uh, 0, hh, 0], [ul, ll, 0, 0]
    diff = (uh + hh) - (ul + ll)
    if diff > 0:   # even up the lighter pan: heavy-destined coins, then genuine ones
        light_pan[2] = min(diff, spare_h)
        light_pan[3] = diff - light_pan[2]
    elif diff < 0:  # even up the heavier pan: light-destined coins, then genuine ones
        heavy_pan[1] = min(-diff, spare_l)
        heavy_pan[3] = -diff - heavy_pan[1]
    kind = fake.split("-")[0]
    if fake.endswith("heavy"):
        return Weighing(tuple(heavy_pan), tuple(light_pan), "left", kind)  # type: ignore[arg-type]
    return Weighing(tuple(light_pan), tuple(heavy_pan), "left", kind)  # type: ignore[arg-type]


def _weighings(u: int, l: int, h: int, g: int, fake: str) -> dict[tuple, Weighing]:
    """Map each position one informative weighing away to the smallest such weighing."""
    best: dict[tuple, tuple[int, tuple]] = {}
    for result, size, spec in _each_weighing(u, l, h, g, fake):
        old = best.get(result)
        if old is None or size < old[0]:
            best[result] = (size, spec)
    return {r: _weighing(spec, fake) for r, (_size, spec) in best.items()}


def _split(on: tuple[int, int, int], first: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """Put the first *first* coins of ``on`` (kinds in order) left, the rest right."""
    left, right = [], []
    for c in on:
        take = min(c, first)
        first -= take
        left.append(take)
        right.append(c - take)
    return (left[0], left[1], left[2]), (right[0], right[1], right[2])


def _join(parts: list[str]) -> str:
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _list_coins(counts: tuple[int, ...]) -> str:
    return _join([f"{c} {_NOUNS[i]} coin{'s' if c != 1 else ''}" for i, c in enumerate(counts) if c])


# -- the named games -------------------------------------------------------
def _fake_kind(weight: str | None, default: str) -> str:
    weight = default if weight is None else weight
    if not isinstance(weight, str) or weight not in ("light", "heavy"):
        raise InputValueError(f"fake must be 'light' or 'heavy' (the counterfeit's real weight), got {weight!r}")
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
    >>> [value(F(n)) for n in range(2, 8)]
    [1, 2, 0, 2, 0, 2]
    """
    return _unknown(n, extra, fake, FIND, False)


def FI(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find-identify game ``FI(N)``, normal play.

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
    >>> value(FI(5)), value(FI(5, extra=True))
    (0, 5)
    """
    return _unknown(n, extra, fake, IDENTIFY, False)


def FM(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find game under the paper's misère reading, ``FM(N)``.

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
    >>> value(FM(6)), value(FM(6, extra=True))
    (4, 5)
    """
    return _unknown(n, extra, fake, FIND, True)


def FIM(n: int, *, extra: bool = False, fake: str | None = None) -> CoinPosition:
    """The find-identify game under the paper's misère reading, ``FIM(N)``.

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
    >>> value(FIM(6)), value(FIM(5))
    (4, 1)
    """
    return _unknown(n, extra, fake, IDENTIFY, True)


_CONSTRUCTORS: dict[str, Callable[..., CoinPosition]] = {"D": D, "DM": DM, "F": F, "FI": FI, "FM": FM, "FIM": FIM}
_NAME = re.compile(r"^\s*(D|DM|F|FI|FM|FIM)\s*(\+?)\s*$")


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


# -- values ------------------------------------------------------------------
# The engine works on plain tuples ``(unknown, light, heavy, genuine, fake,
# goal, misere)``, two simplifications that change no value applied: genuine
# coins beyond the number of suspects are never needed as ballast (a pan
# never lacks more coins than there are suspects), so the count is capped
# there; and swapping "heavier" with "lighter" everywhere maps a game to an
# equivalent one, so of a mirror pair only one is stored.
_MIRROR = {"light": "heavy", "heavy": "light", "unknown-light": "unknown-heavy", "unknown-heavy": "unknown-light"}
_NORMAL_CACHE = BoundedCache("aequitas values", 1 << 18)
_CLASSICAL_CACHE = BoundedCache("aequitas classical misère values", 1 << 18)


class _Memo:
    """The memo one :func:`grundy` run works in: its own dict, backed by a shared cache.

    The engine writes with ``memo[k] = v`` and relies on an entry, once
    seen, staying put for the rest of the run; a :class:`BoundedCache` may
    empty itself (when full, or on :func:`cgtalg.clear_caches`) at any time.
    So hits in the shared cache are copied into the run's own dict, the
    run's results are offered to the shared cache (through its bounded
    ``put``) only when the run is over, and a clear never loses an entry the
    run still needs.
    """

    __slots__ = ("shared", "own")

    def __init__(self, shared: BoundedCache) -> None:
        self.shared = shared
        self.own: dict[Hashable, int] = {}

    def __contains__(self, key: Hashable) -> bool:
        if key in self.own:
            return True
        hit = self.shared.get(key)
        if hit is None:
            return False
        self.own[key] = hit
        return True

    def __getitem__(self, key: Hashable) -> int:
        if key not in self:
            raise KeyError(key)
        return self.own[key]

    def __setitem__(self, key: Hashable, value: int) -> None:
        self.own[key] = value

    def publish(self) -> None:
        for key, v in self.own.items():
            if key not in self.shared:
                self.shared.put(key, v)


def _grundy(state: tuple, shared: BoundedCache, misere: bool) -> int:
    hit = shared.get(state)
    if hit is not None:
        return hit
    memo = _Memo(shared)
    result = grundy(state, cache=memo, options=_state_options, misere=misere)  # type: ignore[arg-type]
    memo.publish()
    return result


def _goal_met(u: int, l: int, h: int, goal: str) -> bool:
    return u + l + h == 1 if goal == FIND else (u == 0 and l + h == 1)


def _canonical(u: int, l: int, h: int, g: int, fake: str, goal: str, misere: bool) -> tuple:
    g = min(g, u + l + h)
    return min((u, l, h, g, fake, goal, misere), (u, h, l, g, _MIRROR[fake], goal, misere))


def _state_options(state: tuple) -> list[tuple]:
    u, l, h, g, fake, goal, misere = state
    if _goal_met(u, l, h, goal):
        return []
    out = set()
    for (nu, nl, nh, ng, nf), _size, _spec in _each_weighing(u, l, h, g, fake):
        if misere and _goal_met(nu, nl, nh, goal):
            continue
        out.add(_canonical(nu, nl, nh, ng, nf, goal, misere))
    return list(out)


def value(position: CoinPosition) -> int:
    """The Grundy value of *position* under its own rules.

    Normal play for ``D``, ``F``, ``FI``; the paper's misère reading (moves
    meeting the goal forbidden, a player without a move loses) for ``DM``,
    ``FM``, ``FIM``.

    Parameters
    ----------
    position : CoinPosition
        The position.

    Returns
    -------
    int
        Its Grundy value (0 exactly when the player to move loses).

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`CoinPosition`.
    InputValueError
        For a misère-reading position that already meets the goal: such a
        position is never reached, and a game starting there is not
        applicable.

    References
    ----------
    Lessons in Play, chapter 7 (the Sprague-Grundy theory used here).

    Examples
    --------
    >>> value(F(1, extra=True))        # goal met: terminal
    0
    >>> value(D(1, 1))                 # no informative weighing: dead
    0
    """
    position = _position(position)
    if position.misere and position.is_goal():
        raise InputValueError("the goal is already met: under the misère reading this game is not applicable")
    return _grundy(_canonical(*position.key()), _NORMAL_CACHE, False)


def classical_misere_value(position: CoinPosition) -> int:
    """The misère Grundy value of the normal game: last player to move loses.

    A position with no move is worth 1 (Section 1.1 of the paper). Goal
    positions are terminal; the goal-reaching moves are allowed, so the
    player who meets the goal, moving last, loses. A misère-reading position
    is taken as its :meth:`~CoinPosition.normal_twin`.

    Parameters
    ----------
    position : CoinPosition
        The position.

    Returns
    -------
    int
        Its misère Grundy value: 0 exactly when the player to move loses
        (a position without a move is worth 1).

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`CoinPosition`.

    References
    ----------
    Winning Ways, chapter 13 (misère play); Siegel, *Combinatorial Game
    Theory*, chapter V.

    Examples
    --------
    >>> [classical_misere_value(D(n, 0, extra=True)) for n in range(1, 6)]
    [1, 0, 2, 3, 4]
    """
    position = _position(position)
    state = _canonical(*position.normal_twin().key())
    return _grundy(state, _CLASSICAL_CACHE, True)


def winning_moves(position: CoinPosition, *, classical: bool = False) -> list[Move]:
    """The moves to a position of value 0 (empty for a P-position).

    With ``classical=True`` the game is played by classical misère rules.

    Parameters
    ----------
    position : CoinPosition
        The position.
    classical : bool, default False
        Play the normal game under classical misère rules instead of the
        position's own.

    Returns
    -------
    list of Move
        Empty when there is none (a P-position, or a position without moves).

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`CoinPosition` or *classical* is not a bool.

    Examples
    --------
    >>> len(winning_moves(D(1, 3, fake="light")))      # a P-position
    0
    >>> print(winning_moves(D(5, 0))[0].weighing)
    1 light-destined coin (the counterfeit) against 1 light-destined coin
    """
    position = _position(position)
    check_bool(classical, "classical")
    if classical:
        base = position.normal_twin()
        return [m for m in base.moves() if classical_misere_value(m.after) == 0]
    return [m for m in position.moves() if value(m.after) == 0]


def winning_line(position: CoinPosition, *, classical: bool = False) -> list[str]:
    """A game played well by both sides, one line per turn, in words.

    The player with a winning move plays it (the one with the fewest coins
    on the scale); a player without one plays to the option of largest value,
    to make the game last.

    Parameters
    ----------
    position : CoinPosition
        The starting position.
    classical : bool, default False
        Play the normal game under classical misère rules.

    Returns
    -------
    list of str
        A heading line, one line per move, and a line saying who wins.

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`CoinPosition` or *classical* is not a bool.
    InputValueError
        For a misère-reading position that already meets the goal (without
        *classical*).

    Examples
    --------
    >>> for line in winning_line(FI(5)):
    ...     print(line)
    FI(5), normal play: Grundy value 0, the second player wins.
    Player 1: Weigh 1 unknown coin against 1 unknown coin: the pans balance. The Observer learns that the 2 coins on the scale are genuine; 3 suspects remain: 3 unknown coins.
    Player 2: Weigh 1 unknown coin (the counterfeit) against 1 genuine coin: the right pan is heavier. The Observer now knows the counterfeit: the left-pan coin, lighter.
    Player 1 has no move: the Observer has found and identified the counterfeit, and Player 2 wins.
    """
    position = _position(position)
    check_bool(classical, "classical")
    val = classical_misere_value if classical else value
    pos = position.normal_twin() if classical else position
    lines = [f"{_name(position)}, {_play(position, classical)}: Grundy value {val(pos)}, "
             f"the {'first' if val(pos) else 'second'} player wins."]
    player = 1
    while True:
        moves = pos.moves()
        if not moves:
            lines.append(_ending(pos, player, classical))
            return lines
        good = [m for m in moves if val(m.after) == 0]
        pick = min(good, key=_scale_size) if good else max(moves, key=lambda m: (val(m.after), -_scale_size(m)))
        lines.append(f"Player {player}: {pick.describe()}")
        pos = pick.after
        player = 3 - player


def _scale_size(m: Move) -> int:
    return sum(m.weighing.left)


def _name(p: CoinPosition) -> str:
    plus = "+" if p.genuine else ""
    m = "M" if p.misere else ""
    if p.unknown and not (p.light or p.heavy) and p.genuine <= 1:
        base = "F" + ("I" if p.goal == IDENTIFY else "")
        return f"{base}{m}{plus}({p.unknown})"
    if not p.unknown and p.genuine <= 1:
        return f"D{m}{plus}({p.light}, {p.heavy})"
    return repr(p)


def _play(p: CoinPosition, classical: bool) -> str:
    if classical:
        return "classical misère play"
    return "misère play (paper's reading)" if p.misere else "normal play"


def _ending(pos: CoinPosition, player: int, classical: bool) -> str:
    if pos.is_goal():
        done = "found" if pos.goal == FIND else "found and identified"
        why = f"the Observer has {done} the counterfeit"
    elif pos.misere:
        why = "every informative weighing would meet the Observer's goal"
    else:
        why = "no weighing can tell the Observer anything more"
    # normal play (and the misère reading, which is normal play of the pruned
    # game): the player left without a move loses; classical misère: wins
    winner = player if classical else 3 - player
    return f"Player {player} has no move: {why}, and Player {winner} wins."


def describe_game(position: CoinPosition) -> str:
    """A report on one position: its values and every move in words.

    Parameters
    ----------
    position : CoinPosition
        The position.

    Returns
    -------
    str
        Several lines (no final new line).

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`CoinPosition`.

    Examples
    --------
    >>> print(describe_game(D(2, 0)))
    D(2, 0): 2 light-destined coins; the counterfeit is a light-destined coin; goal: find, normal play.
    Grundy value 1 (normal play); classical misère value 0.
    Moves:
      * Weigh 1 light-destined coin (the counterfeit) against 1 light-destined coin: the right pan is heavier. The Observer now knows the counterfeit: the left-pan coin, lighter. [value 0]
    """
    position = _position(position)
    lines = [f"{_name(position)}: {position.describe()}"]
    if position.misere and position.is_goal():
        lines.append("The goal is already met: not applicable under the misère reading.")
    else:
        lines.append(f"Grundy value {value(position)} ({_play(position, False)}); "
                     f"classical misère value {classical_misere_value(position)}.")
    moves = position.moves()
    lines.append("Moves:" if moves else "No move.")
    for m in moves:
        lines.append(f"  * {m.describe()} [value {value(m.after)}]")
    return "\n".join(lines)

