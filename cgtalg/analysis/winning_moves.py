"""Winning moves of a partizan game or position: the moves that keep a win for the player to move.

Left, moving first in ``G``, wins exactly when she has a move to some
``G^L >= 0`` (Right, now to move in ``G^L``, loses); those are her winning
moves. Right's winning moves are his moves to some ``G^R <= 0``. So a move
keeps the win when its option, with the other player to move, is a loss for
that other player. If the player to move has no winning move, the list is
empty: every move loses (or there is none).

For a ruleset position the options are valued with :func:`cgtalg.value`,
sharing one memo table; a :class:`~cgtalg.Game`'s options are its canonical
options (the options of a form that are not canonical are dominated or
reversible, but can still win: use the position to see every move). An
impartial position (``options()`` only) gives both players the same moves;
:func:`cgtalg.impartial.winning_moves` is its Sprague-Grundy counterpart.
Positions whose moves cycle are refused: their outcomes may be draws
(:mod:`cgtalg.loopy`).

Examples
--------
>>> from cgtalg import parse
>>> [str(o) for o in winning_moves(parse("{0, * | 1}"), "L")]
['0']
>>> winning_moves(parse("{0, * | 1}"), "R")
[]

References
----------
Winning Ways, ch. 2 (outcomes and good moves); *Lessons in Play*, ch. 2 and 4;
Siegel, *Combinatorial Game Theory*, I.1 and II.1 (outcome classes, ``G >= 0``);
CGSuite, the winning moves of a position in its explorer.
"""

from __future__ import annotations

from collections.abc import Hashable, MutableMapping
from typing import Any

from ..core.game import Game
from ..engine.position_value import value
from ..errors import InputTypeError, InputValueError, describe

__all__ = ["winning_moves"]


def _option_list(position: Any, player: str) -> list[Any]:
    """The moves of *player* (checked) from a Game or a position, in the order it gives them."""
    if not isinstance(player, str):
        raise InputTypeError(f"player must be the str 'L' or 'R', not {describe(player)}")
    if player not in ("L", "R"):
        raise InputValueError(f"player must be 'L' or 'R', got {describe(player)}")
    if isinstance(position, Game):
        return list(position.left_options if player == "L" else position.right_options)
    if hasattr(position, "left_options") and hasattr(position, "right_options"):
        return list(position.left_options() if player == "L" else position.right_options())
    if hasattr(position, "options"):
        return list(position.options())
    raise InputTypeError(
        f"winning moves need a Game or a ruleset position (with left_options() and right_options(), or "
        f"options()), not {describe(position)}"
    )


def winning_moves(position: Any, player: str = "L", *, cache: MutableMapping[Hashable, Game] | None = None) -> list[Any]:
    """The moves of *player* from *position* after which *player* still wins (moving second).

    Parameters
    ----------
    position : Game or Position
        A short game, or a loop-free position of a ruleset (partizan, or
        impartial with ``options()``).
    player : {'L', 'R'}, default 'L'
        The player to move.
    cache : mutable mapping, optional
        Memo table (position -> Game) for :func:`cgtalg.value`, to share
        between calls.

    Returns
    -------
    list
        The winning options (Games for a Game, positions for a position), in
        the order the position lists them; empty when *player*, moving first,
        loses.

    Raises
    ------
    InputTypeError
        If *position* is neither a Game nor a position, or *player* is not a str.
    InputValueError
        If *player* is not ``'L'`` or ``'R'``, or the position's moves cycle
        (a loopy position: its outcome may be a draw).

    Examples
    --------
    >>> from cgtalg.rulesets.registry import position_of_text
    >>> rs, board = position_of_text("domineering", "...|...")   # {2 | -1/2}
    >>> [rs.format(o) for o in winning_moves(board, "L")]
    ['.#.|.#.']
    >>> rs, row = position_of_text("toppling-dominoes", "LRG")
    >>> [rs.format(o) for o in winning_moves(row, "R")]
    ['']

    References
    ----------
    Winning Ways, ch. 2; *Lessons in Play*, ch. 2; Siegel, *Combinatorial
    Game Theory*, II.1.
    """
    options = _option_list(position, player)
    if isinstance(position, Game):
        values: list[Any] = options
    else:
        memo: MutableMapping[Hashable, Game] = {} if cache is None else cache
        whole = value(position, cache=memo)
        if not isinstance(whole, Game):
            raise InputValueError(
                f"winning_moves() is for loop-free positions; the moves of {describe(position)} cycle (its value is "
                f"{whole}): its outcome, a draw perhaps, is cgtalg.engine.loopy_position.loopy_outcome's"
            )
        values = [value(o, cache=memo) for o in options]
    if player == "L":
        return [o for o, v in zip(options, values) if v >= 0]
    return [o for o, v in zip(options, values) if v <= 0]
