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

from .game import D, DM, F, FI, FIM, FM, CoinPosition, coin_game
from .values import classical_misere_value, describe_game, value, winning_line, winning_moves
from .weighings import FAKE_KINDS, FIND, IDENTIFY, Move, Weighing

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
