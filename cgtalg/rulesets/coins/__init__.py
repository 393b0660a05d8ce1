"""Coin games: flipping coins, the coin-turning games, and the counterfeit-coin games of Æquitas.

* :mod:`.flipping_coins` -- a partizan game on a row of heads and tails
  (Bonato, Huggan and Nowakowski);
* :mod:`.turning` -- the impartial coin-turning games of Winning Ways
  (Turning Turtles, Mock Turtles, Ruler, Twins), rows written ``"THHTH"``;
* :mod:`.row` -- what every row of coins shares (its text, key and picture);
* :mod:`.aequitas` -- two players weigh coins for an Observer who does not
  know which coin is counterfeit (Burke, Khovanova, Lee, Nowakowski, Rowland
  and Tennenhouse): the weighings, the positions and named games, the values.

Examples
--------
>>> from cgtalg import value
>>> str(value(FlippingCoins("0101"))), aequitas.value(aequitas.F(6, extra=True))
('1/8', 6)
>>> str(value(MockTurtles("THHTH")))
'*14'

"""

from . import aequitas
from .flipping_coins import FlippingCoins, normalize_coins
from .turning import CoinRow, MockTurtles, Ruler, TurningTurtles, Twins

__all__ = ["aequitas", "FlippingCoins", "normalize_coins", "CoinRow", "TurningTurtles", "MockTurtles", "Ruler",
           "Twins"]
