"""The weighings of the counterfeit-coin games (Æquitas): what a weighing is and what the Observer learns.

A weighing puts coins of each kind (unknown, light-destined,
heavy-destined, genuine: see :mod:`cgtalg.rulesets.coins.aequitas`) on the
two pans. Coins of one kind are interchangeable, so a weighing is fixed by
how many coins of each kind go on each pan and where the counterfeit is;
:func:`informative_weighings` runs over every weighing that tells the
Observer something new, by counts alone, and :func:`smallest_weighings`
keeps the one with the fewest coins for each result. :class:`Weighing` and
:class:`Move` say a weighing in words.

Examples
--------
>>> sorted(smallest_weighings(0, 3, 0, 0, "light"))      # D(3, 0): three light-destined coins
[(0, 1, 0, 2, 'light')]
>>> print(smallest_weighings(0, 3, 0, 0, "light")[(0, 1, 0, 2, "light")])
1 light-destined coin against 1 light-destined coin
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from ....errors import InputValueError, check_int, check_ints, describe

if TYPE_CHECKING:
    from .game import CoinPosition

__all__ = [
    "FIND",
    "IDENTIFY",
    "FAKE_KINDS",
    "KIND_INDEX",
    "Weighing",
    "Move",
    "informative_weighings",
    "smallest_weighings",
    "describe_coins",
]

#: The Observer's goal in the find games: one coin left under suspicion.
FIND = "find"
#: The Observer's goal in the find-identify games: one hypothesis left (the coin, and whether it is heavier).
IDENTIFY = "identify"

#: Where the counterfeit sits, in the Observer's terms, and what it really is.
FAKE_KINDS = ("light", "heavy", "unknown-light", "unknown-heavy")

#: The place of each kind of suspect in a pan's counts ``(unknown, light, heavy, genuine)``.
KIND_INDEX = {"unknown": 0, "light": 1, "heavy": 2}
_NOUNS = ("unknown", "light-destined", "heavy-destined", "genuine")


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
        marked = KIND_INDEX[self.fake_kind] if self.fake_side == side and self.fake_kind else -1
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
    >>> from cgtalg.rulesets.coins.aequitas import F
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
        >>> from cgtalg.rulesets.coins.aequitas import D
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
        >>> from cgtalg.rulesets.coins.aequitas import D
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
        rest = describe_coins((after.unknown, after.light, after.heavy, 0))
        n = after.suspects
        return text + f"The Observer learns that {learned}; {n} suspect{'s' if n != 1 else ''} remain{'s' if n == 1 else ''}: {rest}."


# -- the rules: every informative weighing, by counts ---------------------
def informative_weighings(u: int, l: int, h: int, g: int, fake: str) -> Iterator[tuple[tuple, int, tuple]]:
    """Yield ``(result, coins per pan, spec)`` for every informative weighing.

    Positions are ``(unknown, light, heavy, genuine, fake)`` tuples. Coins of
    one kind are interchangeable, so a weighing is fixed by how many coins of
    each kind go on each pan and where the counterfeit is; weighings that
    differ only in ballast (coins that end up genuine whatever happens) are
    yielded once. The counts are trusted (the positions' own checks come
    first): this is the inner loop of the value search.

    Parameters
    ----------
    u, l, h, g : int
        The numbers of unknown, light-destined, heavy-destined and genuine coins.
    fake : str
        The counterfeit's kind, one of :data:`FAKE_KINDS`.

    Yields
    ------
    tuple of (tuple, int, tuple)
        The position after the weighing (as a ``(u, l, h, g, fake)`` tuple),
        the number of coins on each pan, and what :func:`smallest_weighings`
        needs to rebuild the pans. One result may come from several weighings.

    Examples
    --------
    >>> sorted(r for r, _size, _spec in informative_weighings(0, 2, 0, 0, "light"))    # D(2, 0)
    [(0, 1, 0, 1, 'light')]
    """
    if not (type(u) is int and type(l) is int and type(h) is int and type(g) is int
            and min(u, l, h, g) >= 0 and type(fake) is str and fake in FAKE_KINDS):
        u, l, h, g = (check_int(x, f"the number of {kind} coins", minimum=0)
                      for x, kind in ((u, "unknown"), (l, "light-destined"), (h, "heavy-destined"), (g, "genuine")))
        if not isinstance(fake, str) or fake not in FAKE_KINDS:
            raise InputValueError(f"fake must be one of {FAKE_KINDS}, got {describe(fake)}")
    fk = KIND_INDEX[fake.split("-")[0]]
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
    """Rebuild the pans of a weighing yielded by :func:`informative_weighings`."""
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


def smallest_weighings(u: int, l: int, h: int, g: int, fake: str) -> dict[tuple, Weighing]:
    """Map each position one informative weighing away to the smallest weighing that reaches it.

    Parameters
    ----------
    u, l, h, g : int
        The numbers of unknown, light-destined, heavy-destined and genuine coins.
    fake : str
        The counterfeit's kind, one of :data:`FAKE_KINDS`.

    Returns
    -------
    dict of tuple to Weighing
        The ``(u, l, h, g, fake)`` tuple after the weighing, and the weighing
        with the fewest coins on each pan that leaves it.

    Examples
    --------
    >>> for after, w in smallest_weighings(2, 0, 0, 1, "unknown-light").items():     # F+(2)
    ...     print(after, "--", w)
    (1, 0, 0, 2, 'unknown-light') -- 1 unknown coin against 1 genuine coin
    (0, 1, 0, 2, 'light') -- 1 unknown coin (the counterfeit) against 1 genuine coin
    (0, 1, 1, 1, 'light') -- 1 unknown coin (the counterfeit) against 1 unknown coin
    """
    best: dict[tuple, tuple[int, tuple]] = {}
    for result, size, spec in informative_weighings(u, l, h, g, fake):
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


def describe_coins(counts: tuple[int, ...]) -> str:
    """The coins of the given counts, in words.

    Parameters
    ----------
    counts : tuple of int
        The numbers of unknown, light-destined, heavy-destined and genuine
        coins (any prefix of the four).

    Returns
    -------
    str
        The kinds that have coins, joined with commas and a final "and";
        ``"nothing"`` when every count is 0.

    Examples
    --------
    >>> describe_coins((3, 0, 1, 1)), describe_coins((0, 0, 0, 0))
    ('3 unknown coins, 1 heavy-destined coin and 1 genuine coin', 'nothing')
    """
    counts = tuple(check_ints(counts, "a coin count"))
    if len(counts) > len(_NOUNS):
        raise InputValueError(f"at most {len(_NOUNS)} counts (unknown, light, heavy, genuine), got {len(counts)}")
    return _join([f"{c} {_NOUNS[i]} coin{'s' if c != 1 else ''}" for i, c in enumerate(counts) if c])

