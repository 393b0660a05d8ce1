"""Impartial games: Grundy values, nimber arithmetic and misère play.

* :func:`grundy`, :func:`mex` -- the Sprague-Grundy engine (iterative, memoized);
* :mod:`.nimbers` -- nim-sum, nim-product, inverses and square roots in On2;
* :mod:`.ordinal_nim` -- the same for the ordinals below ω^ω^ω (Lenstra's α_p);
* :class:`TransfiniteNimber` -- the nimbers ``*ω``, ``*(ω+5)`` and their sums;
* :mod:`.misere` -- misère play: values and outcomes, Bouton's rule, the genus,
  misère simplest forms (:class:`MisereGame`) and misère quotients;
* :mod:`.winning` -- moves to P-positions, for positions and sums;
* :class:`DisjunctiveSum` -- a sum of positions as one position.

Examples
--------
>>> from cgtalg.impartial import grundy, nim_product, misere_outcome
>>> grundy(7, options=lambda n: range(n)), nim_product(16, 16)
(7, 24)
"""

import importlib

from .sprague_grundy import as_nimber, grundy, mex

# ``misere_canonical`` names both a function exported here and the old path of a module (a
# forwarder to cgtalg.impartial.misere). Importing a submodule binds its name on this package, so
# the old module is loaded first and the function bound after it; a later ``import
# cgtalg.impartial.misere_canonical`` finds the module loaded and leaves the function in place.
importlib.import_module(f"{__name__}.misere_canonical")

from .misere import (  # noqa: E402
    Genus,
    MisereGame,
    bouton_misere_outcome,
    bouton_misere_value,
    genus,
    height,
    misere_canonical,
    misere_equal,
    misere_grundy,
    misere_outcome,
)
from .nimbers import (
    field_size,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_product,
    nim_square_root,
    nim_sum,
)
from .ordinal_nim import (
    lenstra_alpha,
    lenstra_excess,
    ordinal_nim_inverse,
    ordinal_nim_power,
    ordinal_nim_product,
    ordinal_nim_square_root,
    ordinal_nim_sum,
    ordinal_nimber_text,
)
from .sums import DisjunctiveSum
from .transfinite_nimber import TransfiniteNimber, parse_transfinite_nimber
from .winning import drawing_moves, is_p_position, sum_drawing_moves, sum_winning_moves, winning_moves

__all__ = [
    "grundy",
    "mex",
    "as_nimber",
    "nim_sum",
    "nim_product",
    "nim_inverse",
    "nim_divide",
    "nim_power",
    "nim_square_root",
    "field_size",
    "ordinal_nim_sum",
    "ordinal_nim_product",
    "ordinal_nim_inverse",
    "ordinal_nim_power",
    "ordinal_nim_square_root",
    "ordinal_nimber_text",
    "TransfiniteNimber",
    "parse_transfinite_nimber",
    "lenstra_alpha",
    "lenstra_excess",
    "misere_grundy",
    "misere_outcome",
    "bouton_misere_value",
    "bouton_misere_outcome",
    "Genus",
    "genus",
    "height",
    "MisereGame",
    "misere_canonical",
    "misere_equal",
    "DisjunctiveSum",
    "is_p_position",
    "winning_moves",
    "sum_winning_moves",
    "drawing_moves",
    "sum_drawing_moves",
]
