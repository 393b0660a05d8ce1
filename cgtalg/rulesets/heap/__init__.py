"""Heap games: Nim, Kayles, Dawson's Kayles, octal codes, subtraction games, Grundy, Welter, Penny, Fibonacci Nim, ...

The schema (a :class:`HeapRule` says what a move may do to one heap;
:class:`HeapPosition` is a sum of heaps under a rule) is defined in
:mod:`cgtalg.engine.heap` and re-exported here, so that every heap game
imports from one place:

* :mod:`.nim` -- Nim, with Bouton's nim-sum as its value and its winning moves;
* Kayles (``KAYLES``, the code 0.77), Dawson's Kayles (``DAWSONS_KAYLES``,
  0.07), any take-and-break code (:class:`TakeAndBreak`), subtraction games
  (:class:`Subtraction`) and Grundy's game (:class:`GrundysGame`) are rules
  of the schema, nothing more;
* :mod:`.penny` -- the Penny Game, misère Nim on rows kept in order;
* :mod:`.fair_shares` -- Fair Shares and Varied Pairs, a loopy game (divide a
  heap into equal heaps or unite two unequal heaps: play can cycle);
* :mod:`.fibonacci_nim` -- Fibonacci Nim (one heap; each take at most twice
  the one before): its P-positions by Zeckendorf sums, its Grundy values;
* :mod:`.mem` -- the memgames, whose heaps remember their last take: Mem0,
  short local Nim (a heap may not lose the number it lost last), Mem (each
  take at least the heap's last) and Take-Away (at most r times the heap's
  last): their Grundy values row by row;
* :mod:`.wythoff` -- Wythoff's game (two heaps; take from one, or the same
  number from both): its P-positions by the golden ratio, its Grundy table;
* :mod:`.partizan_euclid` -- Partizan Euclid (a pair of numbers; Left moves
  ``(p, q)`` to ``(q, p mod q)``, Right to ``(q, q - p mod q)``): its values
  along the Euclidean algorithm;
* :mod:`.welter` -- Welter's game (the glasses game) and the Welter function
  (import the function ``welter`` from :mod:`.welter` itself: here that name
  is the module).

A position text is the heap sizes separated by spaces: ``"3 4 5"``
(:func:`cgtalg.rulesets.get` reads them: ``get("kayles").parse("3 5")``).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> grundy(KAYLES.parse("3 5")), grundy(Nim(3, 5)), grundy(Welter([1, 3, 6, 10]))
(7, 6, 10)
"""

from ...engine.heap import (
    DAWSONS_KAYLES,
    KAYLES,
    NIM_RULE,
    GrundysGame,
    HeapPosition,
    HeapRule,
    Subtraction,
    TakeAndBreak,
    parse_code,
    parse_heaps,
    rule_from_name,
)
from .fair_shares import FairSharesAndVariedPairs
from .fibonacci_nim import FibonacciNim, fibonacci_nim_grundy, zeckendorf
from .mem import HeapsWithMemory, Mem, Mem0, TakeAway, mem0_grundy, mem_grundy, take_away_grundy
from .nim import Nim, nim_winning_moves
from .partizan_euclid import PartizanEuclid, partizan_euclid_value
from .penny import Penny, completing_row
from .welter import Welter, glasses_start, mate, start_value, welter_solve, welter_winning_moves
from .wythoff import Wythoff, wythoff_grundy, wythoff_grundy_table, wythoff_pair, wythoff_winning_moves

__all__ = [
    "HeapRule",
    "TakeAndBreak",
    "Subtraction",
    "GrundysGame",
    "HeapPosition",
    "NIM_RULE",
    "KAYLES",
    "DAWSONS_KAYLES",
    "rule_from_name",
    "parse_code",
    "parse_heaps",
    "Nim",
    "nim_winning_moves",
    "Penny",
    "completing_row",
    "Welter",
    "glasses_start",
    "mate",
    "welter_solve",
    "welter_winning_moves",
    "start_value",
    "FairSharesAndVariedPairs",
    "FibonacciNim",
    "fibonacci_nim_grundy",
    "zeckendorf",
    "HeapsWithMemory",
    "Mem0",
    "mem0_grundy",
    "Mem",
    "mem_grundy",
    "TakeAway",
    "take_away_grundy",
    "Wythoff",
    "wythoff_pair",
    "wythoff_grundy",
    "wythoff_grundy_table",
    "wythoff_winning_moves",
    "PartizanEuclid",
    "partizan_euclid_value",
]
