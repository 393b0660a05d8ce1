"""Sensible options: the moves of a position that are as good as a canonical move.

Let ``G`` be a position (a form, not necessarily canonical) and ``K`` its
canonical form. A Left option ``G^L`` is *sensible* if ``G^L >= K^L`` for
some Left option ``K^L`` of the canonical form; a Right option ``G^R`` is
sensible if ``G^R <= K^R`` for some canonical Right option ``K^R``. Every
canonical option is matched so: if ``G = K`` with ``K`` canonical, then for
each ``K^L`` Right wins ``K^L - G`` moving first, and since ``K^L`` is not
reversible in ``K`` his winning move must be to some ``K^L - G^L <= 0``
(Siegel, *Combinatorial Game Theory*, II.2, the lemma behind the uniqueness
of canonical forms). So the sensible options are exactly the moves that
stand in for a canonical move; the others are dominated by them or reverse
through to them.

CGSuite's ``SensibleLeftOptions`` picks, for each canonical option, the
*first* option that matches it; the functions here return *every* sensible
option, in the position's own order.

A *sensible line* for Left (:func:`sensible_lines`) follows one canonical
Left option ``K^L`` down through the position: ``G^L, G^LR, G^LRL, ...``
with each of Left's positions ``>= K^L``, each of Right's replies ``<= G``,
and the last term equal to ``K^L``. It shows how the canonical option sits in
the position: a chain of reversible moves ending at it. Every choice of a
Left move ``>= K^L`` can be continued: if ``G^L > K^L`` then ``G^L`` must
reverse (were it not, it or an option above it would survive into the
canonical form above ``K^L``), and after a reply ``G^LR <= G`` Left has a
move ``G^LRL >= K^L``, since her other answer, ``G^LR >= K^LR``, would make
``K^L`` reversible in ``K``. So the line taking the first fitting option at
each step, as CGSuite's ``SensibleLines`` does, always reaches ``K^L``.

A :class:`~cgtalg.core.game.Game` is always in canonical form, so all of its
options are sensible; the notion matters for positions of a ruleset
(:class:`~cgtalg.engine.position.Position`), whose options are valued with
:func:`cgtalg.value`.

Examples
--------
>>> from cgtalg.engine.position import Position
>>> class Form(Position):
...     def __init__(self, left, right): self.l, self.r = left, right
...     def left_options(self): return [Form(*t) for t in self.l]
...     def right_options(self): return [Form(*t) for t in self.r]
...     def key(self): return (self.l, self.r)
>>> zero, star = ((), ()), (((((), ()),), (((), ()),)))
>>> g = Form((zero, star), (zero,))  # {0, * | 0} = ^*: both Left moves are canonical
>>> [str(value(o)) for o in sensible_left_options(g)]
['0', '*']
>>> h = Form((zero, ((zero,), ()), ((), (zero,))), ())  # {0, 1, -1 |} = 2: only the move to 1
>>> [str(value(o)) for o in sensible_left_options(h)]
['1']

References
----------
Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible options,
canonical forms); *Lessons in Play*, ch. 4; CGSuite, ``Game.SensibleOptions``.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..engine.position_value import value
from ..errors import InputTypeError, InputValueError, describe

__all__ = ["sensible_left_options", "sensible_right_options", "sensible_options", "sensible_lines"]


def _options_and_form(position: Any, left: bool) -> tuple[list[Any], list[Game], Game]:
    if isinstance(position, Game):
        options = list(position.left_options if left else position.right_options)
        return options, options, position
    if not hasattr(position, "left_options") or not hasattr(position, "right_options"):
        raise InputTypeError(
            f"sensible options need a Game or a ruleset Position, not {type(position).__name__}"
        )
    options = list(position.left_options() if left else position.right_options())
    return options, [value(o) for o in options], value(position)


def _sensible(position: Any, left: bool) -> list[Any]:
    options, values, canonical = _options_and_form(position, left)
    targets = canonical.left_options if left else canonical.right_options
    if left:
        return [o for o, v in zip(options, values) if any(v >= k for k in targets)]
    return [o for o, v in zip(options, values) if any(v <= k for k in targets)]


def sensible_left_options(position: Any) -> list[Any]:
    """The Left options of *position* that are at least some canonical Left option.

    Parameters
    ----------
    position : Game or Position
        A game (all its options are canonical, hence sensible) or a ruleset
        position (its options are valued with :func:`cgtalg.value`).

    Returns
    -------
    list
        The sensible Left options, as options of *position* (Games or
        Positions), in the order the position lists them.

    Raises
    ------
    InputTypeError
        If *position* is neither a Game nor a Position.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(o) for o in sensible_left_options(parse("{0,*|0}"))]
    ['0', '*']

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2; CGSuite ``SensibleLeftOptions``.
    """
    return _sensible(position, True)


def sensible_right_options(position: Any) -> list[Any]:
    """The Right options of *position* that are at most some canonical Right option.

    Parameters
    ----------
    position : Game or Position

    Returns
    -------
    list
        The sensible Right options, in the position's order.

    Raises
    ------
    InputTypeError
        If *position* is neither a Game nor a Position.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(o) for o in sensible_right_options(parse("{1|0,*}"))]
    ['0', '*']

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2; CGSuite ``SensibleRightOptions``.
    """
    return _sensible(position, False)


def sensible_options(position: Any) -> tuple[list[Any], list[Any]]:
    """Both sides: ``(sensible_left_options(p), sensible_right_options(p))``.

    Parameters
    ----------
    position : Game or Position
        A game or a ruleset position, as for :func:`sensible_left_options`.

    Returns
    -------
    tuple of (list, list)
        The sensible Left options and the sensible Right options, each in the
        position's own order.

    Raises
    ------
    InputTypeError
        If *position* is neither a Game nor a Position.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [[str(o) for o in side] for side in sensible_options(parse("+-1"))]
    [['1'], ['-1']]

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2.
    """
    return sensible_left_options(position), sensible_right_options(position)


def sensible_lines(position: Any, player: str = "L") -> list[list[Any]]:
    """One sensible line of play for *player* per canonical option, as CGSuite's ``SensibleLines``.

    For each canonical Left option ``K^L`` (in the canonical form's order)
    the line ``G^L, G^LR, G^LRL, ...`` takes at each of Left's turns the first
    option ``>= K^L`` and at each of Right's the first reply ``<= G``, until
    Left's position equals ``K^L``. For Right, symmetrically: his positions
    ``<= K^R``, Left's replies ``>= G``.

    Parameters
    ----------
    position : Game or Position
        A game (each line is then one canonical option) or a loop-free
        partizan ruleset position (its positions are valued with
        :func:`cgtalg.value`).
    player : {'L', 'R'}, default 'L'
        Whose canonical options the lines lead to.

    Returns
    -------
    list of list
        One line per canonical option of *player*; each line a list of
        positions (or Games), alternately *player*'s moves and the replies,
        ending at a position equal to the canonical option.

    Raises
    ------
    InputTypeError
        If *position* is neither a Game nor a partizan position, or *player*
        is not a str.
    InputValueError
        If *player* is not ``'L'`` or ``'R'``, or the position's moves cycle.

    Examples
    --------
    >>> from cgtalg.rulesets.registry import position_of_text
    >>> rs, g = position_of_text("clobber", "xo|ox")   # *: Left's capture reverses, Right's reply is <= *
    >>> [[rs.format(p) for p in line] for line in sensible_lines(g, "L")]
    [['.x|ox', '.x|.o', '..|.x']]
    >>> [[str(p) for p in line] for line in sensible_lines(value(g), "L")]   # a Game: its options
    [['0']]

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (reversible options); CGSuite,
    ``Game.SensibleLines``.
    """
    if not isinstance(player, str):
        raise InputTypeError(f"player must be the str 'L' or 'R', not {describe(player)}")
    if player not in ("L", "R"):
        raise InputValueError(f"player must be 'L' or 'R', got {describe(player)}")
    left = player == "L"
    if isinstance(position, Game):
        return [[k] for k in (position.left_options if left else position.right_options)]
    if not hasattr(position, "left_options") or not hasattr(position, "right_options"):
        raise InputTypeError(f"sensible lines need a Game or a partizan ruleset Position, not {describe(position)}")
    cache: dict[Any, Game] = {}
    whole = value(position, cache=cache)
    if not isinstance(whole, Game):
        raise InputValueError(f"sensible lines are for loop-free positions; the moves of {describe(position)} cycle")

    def moves(p: Any, by_left: bool) -> list[Any]:
        return list(p.left_options() if by_left else p.right_options())

    def at_least(p: Any, g: Game, up: bool) -> bool:
        v = value(p, cache=cache)
        return v >= g if up else v <= g

    lines = []
    for k in whole.left_options if left else whole.right_options:
        line: list[Any] = []
        current = position
        while True:
            step = next(o for o in moves(current, left) if at_least(o, k, left))
            line.append(step)
            if value(step, cache=cache) == k:
                break
            current = next(o for o in moves(step, not left) if at_least(o, whole, not left))
            line.append(current)
        lines.append(line)
    return lines
