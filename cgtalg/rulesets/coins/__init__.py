"""Coin games: flipping coins, and the counterfeit-coin games of Æquitas.

* :mod:`.flipping_coins` -- a partizan game on a row of heads and tails
  (Bonato, Huggan and Nowakowski);
* :mod:`.aequitas` -- two players weigh coins for an Observer who does not
  know which coin is counterfeit (Burke, Khovanova, Lee, Nowakowski, Rowland
  and Tennenhouse): the weighings, the positions and named games, the values.

Examples
--------
>>> from cgtalg import value
>>> str(value(FlippingCoins("0101"))), aequitas.value(aequitas.F(6, extra=True))
('1/8', 6)
"""

from . import aequitas
from .flipping_coins import FlippingCoins, normalize_coins

__all__ = ["aequitas", "FlippingCoins", "normalize_coins"]
