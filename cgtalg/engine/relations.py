"""Relations and outcomes of games and of ruleset positions alike.

These are :func:`cgtalg.compare` and :func:`cgtalg.outcome`. Games (and ints
and dyadic Fractions) are answered by the core's order
(:mod:`cgtalg.core.relations`); a ruleset position, an object with
``left_options()``/``right_options()`` or ``options()``, by the outcome
search of :mod:`cgtalg.engine.traversal`, which builds no canonical form:
``outcome(p)`` is a memoized minimax, and ``compare(p, q)`` is the outcome of
``p - q`` (Left wins ``p - q`` whoever starts exactly when ``p > q``).

Examples
--------
>>> from fractions import Fraction
>>> from cgtalg import UP, STAR
>>> from cgtalg.rulesets.graph.hackenbush import HackenbushString
>>> str(compare(UP, STAR)), str(outcome(UP + STAR))
('||', 'N')
>>> str(compare(HackenbushString("LR"), Fraction(1, 2))), str(outcome(HackenbushString("LLR")))
('=', 'L')

References
----------
Siegel, *Combinatorial Game Theory*, II.1 (outcome classes and the order);
*Lessons in Play*, ch. 2 and 4; *Winning Ways*, ch. 1-2 (sums and negatives).
"""

from __future__ import annotations

from fractions import Fraction

from ..core.game import Game
from ..core.order import Outcome, Relation
from ..core.relations import compare as _compare_games, outcome as _outcome_of_game
from ..core.coerce import coerce_operand
from ..core.game_type import GameData
from ..errors import InputTypeError, InputValueError, check_bool, describe
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..loopy.outcome import LoopyOutcome
from .traversal import MoveCycleError, outcome_of_position, position_negative, position_sum

__all__ = ["compare", "outcome"]

#: The relation of g and h from the outcome of g - h.
_RELATION_OF_DIFFERENCE = {
    Outcome.L: Relation.GREATER,
    Outcome.R: Relation.LESS,
    Outcome.P: Relation.EQUAL,
    Outcome.N: Relation.CONFUSED,
}


def _is_position(x: object) -> bool:
    """True for a ruleset position (not a Game): something with moves methods."""
    return type(x) is not Game and (
        callable(getattr(x, "left_options", None)) or callable(getattr(x, "options", None))
    )


def _operand(x: object, name: str) -> object:
    """*x* itself if it is a position, else *x* as a Game, or raise."""
    if _is_position(x):
        return x
    g = coerce_operand(x)
    if g is None:
        raise InputTypeError(
            f"{name} must be a Game, an int, a dyadic Fraction or a position "
            f"(with left_options()/right_options() or options()), not {type(x).__name__}"
        )
    return g


def compare(g: object, h: object) -> Relation:
    """Return the relation between *g* and *h*, games or ruleset positions.

    Two games (or ints and dyadic Fractions) are compared by the core's
    order (:func:`cgtalg.core.relations.compare`). With a ruleset position
    on either side the answer is the outcome of ``g - h`` found by
    :func:`cgtalg.engine.traversal.outcome_of_position`, without computing
    canonical forms.

    When play from either side can cycle (a loopy game), or either is a
    value of :mod:`cgtalg.loopy`, the two are compared as loopy games: each
    side is valued (:func:`cgtalg.engine.loopy_position.loopy_value`: a
    stopper's simplest form, found component by component, or the two sides
    of a stopper-sided game, found by sidling) and the values are compared: a
    stopper by play (``G >= H`` when Left, moving second in ``G - H``, never
    runs out of moves: Right has no win in finitely many moves), any other
    game side by side (``G >= H`` when ``G+ >= H+`` and ``G- >= H-``).

    A transfinite value on either side is compared by
    :func:`cgtalg.transfinite.surreal_plus_game.mixed_relation`: a
    :class:`~cgtalg.transfinite.Surreal`, a sum
    :class:`~cgtalg.transfinite.SurrealPlusGame` of one and a short game,
    with games, numbers (a Fraction need not be dyadic there) and each other,
    ordered by the stops (number translation). A
    :class:`~cgtalg.impartial.transfinite_nimber.TransfiniteNimber` ``*α`` is
    compared with nimbers (equal or confused) and with numbers (``*α + x``
    has the sign of a number ``x ≠ 0``; ``*α`` is confused with 0).

    Parameters
    ----------
    g, h : object
        A :class:`cgtalg.Game`, an int, a dyadic Fraction, a ruleset
        position, a :class:`~cgtalg.loopy.Stopper`,
        :class:`~cgtalg.loopy.SidedValue` or
        :class:`~cgtalg.loopy.LoopyGame`, a
        :class:`~cgtalg.transfinite.Surreal`, a
        :class:`~cgtalg.transfinite.SurrealPlusGame` or a transfinite
        nimber, each.

    Returns
    -------
    Relation
        ``LESS``, ``EQUAL``, ``GREATER`` or ``CONFUSED`` (``g < h``,
        ``g = h``, ``g > h``, ``g || h``).

    Raises
    ------
    InputTypeError
        If an argument is none of the accepted kinds (a float, say).
    InputValueError
        If a Fraction is not dyadic; for loopy games, if a side is not
        stopper-sided (or its sides are too large to find), or the graphs are
        too large to compare (more positions than
        :data:`~cgtalg.engine.loopy_position.MAX_POSITIONS`, or more pairs of
        nodes than :data:`cgtalg.loopy.simplest.MAX_PAIRS`); a transfinite
        nimber with a game that is neither a nimber nor a number.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 and VI.3-VI.5 (the order of
    stoppers and of stopper-sided games), ch. II (stops, number
    translation) and ch. VIII (transfinite games); Lessons in Play, chapters 2
    and 4; Conway, *On Numbers and Games*, ch. 6 and 8-9.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO
    >>> [str(compare(a, b)) for a, b in [(ZERO, UP), (UP, ZERO), (STAR, STAR), (STAR, ZERO)]]
    ['<', '>', '=', '||']
    >>> from fractions import Fraction
    >>> from cgtalg.rulesets.graph.hackenbush import HackenbushString
    >>> str(compare(HackenbushString("LR"), Fraction(1, 2))), str(compare(HackenbushString("LLR"), 1))
    ('=', '>')
    >>> compare(UP, 0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: second argument must be a Game, an int, a dyadic Fraction or a position (with left_options()/right_options() or options()), not float

    Backsliding Toads and Frogs, whose creatures may step back: ``TT.F`` is
    ``on`` and ``F.TT`` is ``{on|0}``.

    >>> from cgtalg.rulesets.strip import BackslidingToadsAndFrogs as Strip
    >>> [str(compare(Strip(a), b)) for a, b in [("TT.F", 5), ("F.TT", 0), ("F.TT", Strip("TT.F")), ("T.F", 0)]]
    ['>', '||', '<', '=']

    Transfinite values: ω plus a star, 1/ω against ↑ and a switch, ``*ω`` against a nimber and a number.

    >>> from cgtalg import parse
    >>> from cgtalg.transfinite import omega
    >>> [str(compare(a, b)) for a, b in [(omega + STAR, omega), (UP, 1 / omega), (parse("{1|0}"), 1 / omega)]]
    ['||', '<', '||']
    >>> [str(compare(parse("*omega"), b)) for b in (parse("*omega"), parse("*3"), Fraction(1, 8), -1)]
    ['=', '||', '<', '>']
    """
    if isinstance(g, GameData) and isinstance(h, GameData):  # two Games: a C type check when compiled
        return _compare_games(g, h)
    if _transfinite_kind(g) or _transfinite_kind(h):
        return _compare_transfinite(g, h)
    loopy_a, loopy_b = _is_loopy_value(g), _is_loopy_value(h)
    a = g if loopy_a else _operand(g, "first argument")
    b = h if loopy_b else _operand(h, "second argument")
    if loopy_a or loopy_b:
        return _compare_loopy(a, b)
    if type(a) is Game and type(b) is Game:
        return _compare_games(a, b)
    try:
        return _RELATION_OF_DIFFERENCE[outcome_of_position(position_sum(a, position_negative(b)))]
    except MoveCycleError:
        return _compare_loopy(a, b)


def _transfinite_kind(x: object) -> str | None:
    """``"nimber"`` for a transfinite nimber, ``"number"`` for a transfinite surreal number, a generalized
    ordinal or a sum of a surreal number and a short game, else None (told without importing their modules)."""
    module = type(x).__module__
    if module == "cgtalg.impartial.transfinite_nimber":
        return "nimber" if type(x).__name__ == "TransfiniteNimber" else None
    return "number" if module.startswith("cgtalg.transfinite.") else None


def _number_sign(x: object) -> int | None:
    """The sign of *x* when it is a number (an int, a Fraction, a number game, a Surreal), else None."""
    from ..transfinite.surreal_plus_game import SurrealPlusGame

    if isinstance(x, bool) or isinstance(x, SurrealPlusGame):
        return None
    if isinstance(x, Game):
        return (x > 0) - (x < 0) if x.is_number else None
    if isinstance(x, (int, Fraction)) or _transfinite_kind(x) == "number":
        return (x > 0) - (x < 0)  # type: ignore[operator]
    return None


_FLIPPED = {Relation.LESS: Relation.GREATER, Relation.GREATER: Relation.LESS, Relation.EQUAL: Relation.EQUAL,
            Relation.CONFUSED: Relation.CONFUSED}


def _compare_transfinite(g: object, h: object) -> Relation:
    """The relation of *g* to *h*, one of them a transfinite value (a Surreal, a sum of a surreal number and a
    short game, a transfinite nimber)."""
    from ..transfinite.surreal_plus_game import mixed_relation

    if _transfinite_kind(g) != "nimber" and _transfinite_kind(h) != "nimber":
        return mixed_relation(g, h)
    nim, other, flip = (g, h, False) if _transfinite_kind(g) == "nimber" else (h, g, True)
    s = _number_sign(other)
    if s is not None:
        # *α + x has the sign of a number x ≠ 0 (Left, with x > 0, answers any move of Right's in *α by another
        # in it, and a move of Right's in x by *α to 0), and *α is confused with 0 (α > 0).
        r = (Relation.LESS, Relation.CONFUSED, Relation.GREATER)[1 - s]
    elif _transfinite_kind(other) == "nimber" or (isinstance(other, Game) and other.is_nimber):
        r = nim.relation(other)  # type: ignore[attr-defined]
    else:
        raise InputValueError(
            f"cannot compare the transfinite nimber {nim} with {describe(other)}: it is compared here with "
            f"nimbers (equal or confused) and numbers only; its sums with other games are not formed")
    return _FLIPPED[r] if flip else r


def _is_loopy_value(x: object) -> bool:
    """True for a Stopper, SidedValue or LoopyGame of :mod:`cgtalg.loopy` (told without importing it)."""
    cls = type(x)
    return cls.__name__ in _LOOPY_VALUES and cls.__module__.startswith("cgtalg.loopy.")


#: The classes of cgtalg.loopy that compare as loopy games.
_LOOPY_VALUES = frozenset({"Stopper", "SidedValue", "LoopyGame"})


def _sides(x: object, name: str) -> tuple[Any, Any]:
    """The simplest forms of *x*'s onside and offside (the same form twice for a stopper)."""
    from ..loopy.graph import LoopyGame
    from ..loopy.sided import SidedValue
    from ..loopy.stopper import Stopper
    from .loopy_position import loopy_value

    if not isinstance(x, (Stopper, SidedValue)) and type(x) is not Game:
        try:
            x = loopy_value(x)
        except InputValueError as exc:
            raise InputValueError(
                f"cannot compare: the {name} is a loopy game whose value is out of reach ({exc}); its outcome "
                "with draws is cgtalg.outcome"
            ) from None
    if isinstance(x, SidedValue):
        return x.onside.form, x.offside.form
    form = x.form if isinstance(x, Stopper) else LoopyGame.from_game(x)  # type: ignore[arg-type]
    return form, form


def _compare_loopy(g: object, h: object) -> Relation:
    """The relation of two loopy games by the order of stopper-sided games, side by side."""
    from ..loopy.simplest import _geq

    g_on, g_off = _sides(g, "first argument")
    h_on, h_off = _sides(h, "second argument")
    try:
        geq = _geq(g_on, h_on) and (g_off is g_on and h_off is h_on or _geq(g_off, h_off))
        leq = _geq(h_on, g_on) and (g_off is g_on and h_off is h_on or _geq(h_off, g_off))
    except InputValueError as exc:
        raise InputValueError(f"cannot compare these loopy games: {exc}") from None
    if geq:
        return Relation.EQUAL if leq else Relation.GREATER
    return Relation.LESS if leq else Relation.CONFUSED


def outcome(g: object, misere: bool = False) -> Outcome | LoopyOutcome:
    """Return the outcome class of *g*, a game or a ruleset position, under normal or misère play.

    ``L``: Left wins whoever starts (g > 0); ``R``: Right wins (g < 0);
    ``P``: the second player wins (g = 0); ``N``: the first player wins
    (g || 0). A ruleset position is answered by the outcome search
    :func:`cgtalg.engine.traversal.outcome_of_position`: a memoized minimax
    that builds no canonical form, often much cheaper than
    ``outcome(value(position))``. A position whose moves cycle (a loopy
    game) is answered by :func:`cgtalg.engine.loopy_position.loopy_outcome`
    instead, with draws: a :class:`~cgtalg.loopy.outcome.LoopyOutcome`,
    equal to the :class:`~cgtalg.Outcome` of the same name when there is no
    draw.

    With ``misere=True`` the player who cannot move on their turn wins. A
    position is answered by the search of
    :func:`cgtalg.engine.misere_play.misere_outcome_of_position` (a sum
    position, such as :func:`~cgtalg.engine.traversal.position_sum` builds, is
    searched component by component), a
    :class:`~cgtalg.misere.PartizanMisereGame` form by its own
    :meth:`~cgtalg.misere.PartizanMisereGame.outcome`. A normal-play value (a
    Game, an int, a Fraction) is refused: its canonical form has forgotten
    the options misère play needs (take
    :meth:`~cgtalg.misere.PartizanMisereGame.from_game` for the form of its
    canonical tree). Misère play of loopy games is not supported.

    A :class:`~cgtalg.transfinite.Surreal` has the outcome of its sign, a
    :class:`~cgtalg.transfinite.SurrealPlusGame` ``z + G`` is ``L``, ``R`` or
    ``N`` by its stops (never ``P``:
    :func:`cgtalg.transfinite.surreal_plus_game.mixed_outcome`), and a
    transfinite nimber is ``N``.

    Parameters
    ----------
    g : object
        A :class:`cgtalg.Game`, an int, a dyadic Fraction, a ruleset
        position, a Surreal, a SurrealPlusGame or a transfinite nimber; with
        ``misere=True``, a position or a
        :class:`~cgtalg.misere.PartizanMisereGame`.
    misere : bool, default False
        Play under the misère convention.

    Returns
    -------
    Outcome or LoopyOutcome
        ``Outcome.L``, ``Outcome.R``, ``Outcome.P`` or ``Outcome.N``; for a
        position whose moves cycle, a ``LoopyOutcome`` (``L``, ..., ``D``,
        ``PHat``, ...).

    Raises
    ------
    InputTypeError
        If *g* is none of the accepted kinds (with ``misere=True``: a
        normal-play value or a loopy value), or *misere* is not a bool.
    InputValueError
        If a Fraction is not dyadic, or the positions reachable from a loopy
        position are too many to search; with ``misere=True``, if moves can
        cycle, or the search meets more states than
        :data:`cgtalg.engine.misere_play.MAX_STATES`
        (:class:`~cgtalg.engine.misere_play.MisereSearchLimitError`).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (outcome classes) and VI.1
    (loopy games) and V.1 (misère play); Lessons in Play, chapter 2; Winning
    Ways, chapters 1-2, 11 and 13.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO, DOWN
    >>> [str(outcome(x)) for x in (UP, DOWN, ZERO, STAR)]
    ['L', 'R', 'P', 'N']
    >>> from cgtalg.rulesets.grid.cram import Cram
    >>> str(outcome(Cram.rectangle(3, 3))), str(outcome(Cram.rectangle(2, 3)))
    ('P', 'N')
    >>> from cgtalg.engine.position import ImpartialPosition
    >>> class Circle(ImpartialPosition):  # a token moved round three squares for ever
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Circle((self.n + 1) % 3)]
    ...     def key(self): return self.n
    >>> str(outcome(Circle(0)))
    'D'
    >>> from cgtalg import parse
    >>> [str(outcome(parse(t))) for t in ("omega+*", "1/omega+{1|-1}", "-omega+^", "*omega", "omega-omega")]
    ['L', 'N', 'R', 'N', 'P']
    >>> outcome("x")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: the argument must be a Game, an int, a dyadic Fraction or a position (with left_options()/right_options() or options()), not str

    Under misère play a 1 x 2 Domineering board is Left's, not Right's: only
    Right can place a (horizontal) domino, and whoever cannot move wins.

    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> str(outcome(Domineering(".."))), str(outcome(Domineering(".."), misere=True))
    ('R', 'L')
    >>> from cgtalg.misere import parse
    >>> str(outcome(parse("{0|{0|}}"), misere=True))
    'R'
    >>> outcome(UP, misere=True)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: ^ is a normal-play value (Game): a canonical value forgets the options that misère play needs, so it has no misère outcome; use a position, or a misère form (cgtalg.misere.PartizanMisereGame.from_game(g) for the form of a game's canonical tree, or cgtalg.misere.parse)
    """
    if check_bool(misere, "misere"):
        from .misere_play import misere_outcome_of_position

        return misere_outcome_of_position(g)
    if _is_position(g):
        try:
            return outcome_of_position(g)
        except MoveCycleError:
            from .loopy_position import loopy_outcome

            return loopy_outcome(g)
    kind = _transfinite_kind(g)
    if kind is not None:
        if kind == "nimber":
            return Outcome.N  # *α for α > 0: the first player moves to 0
        from ..transfinite.surreal_plus_game import mixed_outcome

        return mixed_outcome(g)
    return _outcome_of_game(_operand(g, "the argument"))
