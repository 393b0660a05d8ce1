"""The values of the counterfeit-coin games (Æquitas): Grundy values, winning moves, a game in words.

:func:`value` is the Grundy value under a position's own rules (normal play,
or the paper's misère reading, which is normal play of the game without
the moves that meet the goal); :func:`classical_misere_value` that of the
normal game played by the classical misère convention. Both run the
Sprague-Grundy engine (:func:`cgtalg.impartial.grundy`) on plain tuples of
counts, memoized across calls in bounded shared caches.

Examples
--------
>>> from cgtalg.rulesets.coins.aequitas import D, F
>>> value(D(5, 0)), value(F(4)), classical_misere_value(D(2, 0, extra=True))
(3, 0, 0)
"""

from __future__ import annotations

from typing import Hashable

from ....core.cache import BoundedCache
from ....errors import InputValueError, check_bool, check_instance
from ....impartial.sprague_grundy import _loopfree_grundy
from .game import CoinPosition
from .weighings import FIND, IDENTIFY, Move, informative_weighings

__all__ = ["value", "classical_misere_value", "winning_moves", "winning_line", "describe_game"]


def _position(p: object) -> CoinPosition:
    return check_instance(p, CoinPosition, "a counterfeit-coin position (see D, F, FI, coin_game)")


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
    result = _loopfree_grundy(state, cache=memo, options=_state_options, misere=misere)  # type: ignore[arg-type]
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
    for (nu, nl, nh, ng, nf), _size, _spec in informative_weighings(u, l, h, g, fake):
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
    >>> from cgtalg.rulesets.coins.aequitas import D, F
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
    >>> from cgtalg.rulesets.coins.aequitas import D
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
    >>> from cgtalg.rulesets.coins.aequitas import D
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
    >>> from cgtalg.rulesets.coins.aequitas import FI
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
    >>> from cgtalg.rulesets.coins.aequitas import D
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


