"""Canonical simplification: the one canonical game equal to a form ``{L | R}``.

The options given are already canonical games. The canonical form follows by
the textbook steps, applied until none changes anything:

1. the simplicity rule: if all options are numbers and every Left option is
   below every Right option, the value is the simplest number in between;
2. dominated options are removed (Left keeps maximal, Right minimal options);
3. reversible options are bypassed: a Left option ``A`` with some
   ``A^R <= G`` is replaced by the Left options of that ``A^R`` (and
   symmetrically for Right).

Fast paths handle the options that the theory settles without comparing them
pairwise: among symbolic options ``x + n.^ + *k`` the dominated ones are found
by arithmetic in one pass; ``{x + *S | x + *S}`` is ``x + *mex(S)``; and the
reversing option of a nimber ``x + *k`` is found by one sweep over ``j``
(:func:`cgtalg.core.order.nimber_sweep`) instead of ``k`` searches. Nothing
here recurses on the depth of a game: the reversibility tests run on an
explicit work stack.

References
----------
Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible options,
canonical form) and II.4; *Winning Ways*, ch. 3; *Lessons in Play*, ch. 4.
"""

from __future__ import annotations

from typing import Any

from fractions import Fraction

from .mex import mex_unchecked
from .order import SHALLOW_LEVELS, SWEEP_FROM, le, nimber_sweep
from .simplest import simplest_in, simplest_number
from .store import Game, explicit, explicit_pair, number, symbolic_dyadic
from .dyadic import dyadic_less, dyadic_normal
from .symbolic import symbolic_options

__all__ = []


def canonical(left: list[Game], right: list[Game], left_split: int = 0, right_split: int = 0) -> Game:
    """The canonical game equal to ``{left | right}`` (options already canonical).

    ``left_split`` > 0 says that ``left[:left_split]`` and ``left[left_split:]``
    are each sets of pairwise incomparable games (as the options ``G^L + H``
    and ``G + H^L`` of a sum of canonical games are), so only pairs across the
    two groups can dominate one another; likewise ``right_split``.

    An engine-level function: it checks nothing (``Game(left, right)`` is the
    checked entry point).

    Parameters
    ----------
    left, right : list of Game
        The Left and Right options, each already in canonical form; repeats
        are allowed.
    left_split, right_split : int, optional
        0 (the default) when nothing is known about the options; otherwise
        the length of a first group as described above.

    Returns
    -------
    Game
        The canonical form: dominated options removed, reversible options
        bypassed, numbers and nimbers recognised.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible
    options, canonical form); *Winning Ways*, ch. 3; *Lessons in Play*, ch. 4.

    Examples
    --------
    >>> from cgtalg import STAR, UP
    >>> canonical([STAR], [STAR]) is Game([], [])   # {*|*} = 0
    True
    >>> str(canonical([number(Fraction(0))], [STAR]))
    '^'
    """
    found = _nimber_options(left, right)
    if found is not None:
        return found
    if len(left) == 1 or len(right) == 1:
        found = _up_switch(left, right)
        if found is not None:
            return found
    if len(left) + len(right) <= _SWITCH_OPTIONS_UP_TO:
        found = _switch_options(left, right)
        if found is not None:
            return found
    return _general(left, right, left_split, right_split, True)


def _general(left: list[Game], right: list[Game], left_split: int, right_split: int, shortcut: bool) -> Game:
    """:func:`canonical` by the textbook steps, for any options (the fast path :func:`_nimber_options` aside).

    With *shortcut*, options that dominated options' removal or bypassing
    left as numbers plus nimbers are finished by :func:`_nimber_options`;
    without it (the tests' reference), by the simplicity rule and the
    recognition of symbolic forms alone.
    """
    if not left_split:
        left = _unique(left)
        if len(left) >= _PRUNE_FROM:
            left = _prune_symbolic(left, True)
    if not right_split:
        right = _unique(right)
        if len(right) >= _PRUNE_FROM:
            right = _prune_symbolic(right, False)
    found = simplest_number(left, right)
    if found is not None:
        return found
    if len(left) > 4:  # many nimber options: settle {x+*S | x+*S} before comparing them pairwise
        found = _nimber_of_equal_sides(left, right)
        if found is not None:
            return found

    kept_left = _undominated(left, left_split, True)
    kept_right = _undominated(right, right_split, False)
    if kept_left is not left or kept_right is not right:
        left, right = kept_left, kept_right
        found = _nimber_options(left, right) if shortcut else simplest_number(left, right)
        if found is not None:
            return found
    # Reversibility is relative to the value of G = {left | right}, which
    # bypassing does not change; compare against this fixed form.
    # _Form.__new__(_Form): no __init__ call, and the compiled core turns it into a direct C
    # allocation (a Python-level call of a bound __new__ cost ~650 instructions per construction).
    form = _Form.__new__(_Form)
    form.left, form.right, form.below, form.above = tuple(left), tuple(right), {}, {}
    new_left = _bypass(left, form, left_side=True)
    new_right = _bypass(right, form, left_side=False)
    if new_left is not left or new_right is not right:
        left = _unique(new_left)
        if len(left) >= _PRUNE_FROM:
            left = _prune_symbolic(left, True)
        right = _unique(new_right)
        if len(right) >= _PRUNE_FROM:
            right = _prune_symbolic(right, False)
        left = _undominated(left, 0, True)
        right = _undominated(right, 0, False)
        found = _nimber_options(left, right) if shortcut else simplest_number(left, right)
        if found is not None:
            return found

    if len(left) <= 2 or left[0]._nus is not None:  # else no symbolic game has these options
        found = _recognise_symbolic(left, right)
        if found is not None:
            return found
    return explicit(left, right)



def _nimber_options(left: list[Game], right: list[Game]) -> Game | None:
    """The canonical form of ``{L | R}`` when every option is a number plus a nimber, ``x + *k``; else None.

    None as soon as an option is anything else, and also for the one case
    left to the general path (below). Such options compare by their number
    parts alone unless these are equal: ``x + *j < y + *k`` for ``x < y``,
    while ``x + *j`` and ``x + *k`` (``j != k``) are confused. So Left's
    undominated options are the ``m + *k`` with ``m`` the largest number part
    among Left's options, Right's the ``n + *k`` with ``n`` the smallest
    among Right's. Write ``A`` and ``B`` for those two sets of ``k``. Then:

    * **A number.** For a number ``z``, ``m + *k <| z`` (not ``>= z``) iff
      ``z > m``, or ``z = m`` and ``k != 0``; and ``z <| n + *k`` iff
      ``z < n``, or ``z = n`` and ``k != 0``. If some ``z`` passes against
      every option, ``G`` is the simplest such ``z`` (the simplicity theorem
      in its ``<|`` form: in ``G - z`` every move of Left to ``G^L - z`` is
      answered since ``G^L - z <| 0``, every move to ``G - z^R`` is answered
      by a ``G^R <= z^R``, which exists because ``z^R`` is simpler than
      ``z`` and so fails the test while no ``G^L >= z^R > z`` can hold; and
      symmetrically for Right). These ``z`` fill the interval from ``m`` to
      ``n``, closed at ``m`` when ``0`` is not in ``A`` and at ``n`` when
      ``0`` is not in ``B`` (a missing side is no bound):
      :func:`~cgtalg.core.simplest.simplest_in`.
    * **m > n.** ``{m + *A | n + *B}`` is canonical: no option dominates
      another, and none reverses -- a Right option of ``m + *k`` is a ``m +
      *j`` or (``k = 0``) a number above ``m``, and ``G`` is not ``>=`` it,
      since Right, moving first in ``G`` minus it, goes to an option of
      number part ``n - m < 0`` or less; symmetrically for Right. Its stops
      differ, so it is not symbolic: :func:`cgtalg.core.store.explicit`.
    * **m = n, 0 in A or in B**, and every ``k`` at most 1: ``G = m +
      {*A | *B}``, read from a table of the eight forms (``{0|0} = *``,
      ``{0|*} = {0,*|*} = ^``, ``{0,*|0} = ^*``, ``{0,*|0,*} = *2`` and
      their negatives); a ``k >= 2`` there is left to the general path.

    The first case subsumes the simplicity rule of :func:`~cgtalg.core.simplest.simplest_number`
    and the second the canonical switch ``{a | b}`` of two numbers ``a > b``.
    The tests check every form with options among ``x + *k`` (``k <= 2``) for
    a set of numbers against the textbook reference.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible
    options), II.3 (the simplicity theorem, numbers and nimbers); *Lessons in
    Play*, ch. 4 and 5 (numbers, the simplest number theorem, star and up).

    Examples
    --------
    >>> from cgtalg import integer, nimber, parse
    >>> str(_nimber_options([integer(0), nimber(1)], [integer(1)]))   # {0, * | 1}
    '1/2'
    >>> str(_nimber_options([parse("1*")], [integer(0)])), str(_nimber_options([integer(0)], [nimber(1)]))
    ('{1*|0}', '^')
    >>> _nimber_options([parse("^")], [integer(0)]) is None
    True
    """
    lo: Game | None
    hi: Game | None
    if len(left) == 1 and len(right) == 1:
        # {a | b} for numbers a > b (a third of a small search's forms: Domineering 2 x 2's +-1)
        # before the general scan: the case m > n below, read off directly.
        lo = left[0]
        hi = right[0]
        if lo._num is not None and hi._num is not None and lo._ls > hi._ls:
            return explicit(left, right)
    # Left: lo is an option with the largest number part; lmask has bit k for each k at it
    # (bit 2 for any k >= 2). Right likewise with the smallest number part.
    lo = None
    lmask = 0
    for g in left:
        nus = g._nus
        if nus is None or nus[1] != 0:
            return None
        k = nus[2]
        bit = 1 if k == 0 else 2 if k == 1 else 4
        if lo is None or g._ls > lo._ls:
            lo = g
            lmask = bit
        elif g._ls == lo._ls:
            lmask |= bit
    hi = None
    rmask = 0
    for g in right:
        nus = g._nus
        if nus is None or nus[1] != 0:
            return None
        k = nus[2]
        bit = 1 if k == 0 else 2 if k == 1 else 4
        if hi is None or g._ls < hi._ls:
            hi = g
            rmask = bit
        elif g._ls == hi._ls:
            rmask |= bit
    if lo is None or hi is None or lo._ls < hi._ls:
        return simplest_in(lo, not (lmask & 1), hi, not (rmask & 1))
    if lo._ls > hi._ls:
        # One option a side (a hot switch {a | b} of two numbers, the usual case) is its own list.
        return explicit(left if len(left) == 1 else _at_number(left, lo),
                        right if len(right) == 1 else _at_number(right, hi))
    if not (lmask & 1) and not (rmask & 1):
        return symbolic_dyadic(lo._xa, lo._xe, 0, 0)  # {m + *A | m + *B} with 0 in neither: m
    if lmask & 4 or rmask & 4:
        return None
    found = _NIMBER_FORMS[lmask * 4 + rmask]
    return symbolic_dyadic(lo._xa, lo._xe, found[0], found[1])



#: :func:`canonical` tries :func:`_switch_options` on forms with at most this many options in all: on
#: longer lists the general path's split-aware removal of dominated options first is cheaper.
_SWITCH_OPTIONS_UP_TO = 6


def _up_switch(left: list[Game], right: list[Game]) -> Game | None:
    """``{x + u | Z}`` for one up-type option ``x + u`` (``u = n.^ + *k``, ``n != 0``) against numbers ``Z``; else None.

    Also the mirror image ``{Z | x + u}``. Let ``z`` be the smallest number
    in ``Z`` (Right's other numbers are dominated by it, Siegel II.2); ``u``
    is infinitesimal, so ``x + u`` has both stops ``x``, ``x + u > y`` for
    every number ``y < x`` and ``x + u < y`` for every ``y > x``. Then:

    * **z > x.** A number ``y`` has ``x + u <| y`` iff ``y > x``, or ``y =
      x`` and ``u`` is not ``>= 0``; and ``y <| z'`` for the numbers ``z'``
      of ``Z`` iff ``y < z``. These ``y`` fill ``(x, z)`` (closed at ``x``
      unless ``u >= 0``), which is not empty, so ``G`` is its simplest
      number (the simplicity theorem in its ``<|`` form, proved in
      :func:`_nimber_options`): :func:`~cgtalg.core.simplest.simplest_in`. ``u >= 0`` iff ``n >=
      2``, or ``n = 1`` and ``k != 1`` (``^* || 0``, ``^ + *k > 0`` for
      ``k != 1``, ``n.^ + *k > 0`` for ``n >= 2``: Siegel II.4, *Lessons in
      Play* ch. 5).
    * **z < x.** ``{x + u | z}`` is canonical. Dominated options: ``z`` is
      the only Right option kept. ``x + u`` does not reverse: every Right
      option ``A^R`` of the canonical ``x + u`` is ``x`` plus an
      infinitesimal (the canonical options of ``n.^ + *k`` are ``0``, ``*j``
      and ``m.^ + *j``), so ``z - A^R`` has both stops ``z - x < 0`` and is
      negative; Right moving first in ``G - A^R`` wins by moving to it, so
      ``A^R <= G`` fails. ``z`` does not reverse: ``z^L >= G`` would need no
      Left option of ``G`` to be ``>= z^L``, but ``x + u > z > z^L``. Its
      stops ``x`` and ``z`` differ, so it is no number nor symbolic value:
      :func:`cgtalg.core.store.explicit`.
    * **z = x, u = ^.** ``G = x + *``: the Right option ``x + *`` of ``x +
      ^`` is ``<= G`` (Right moving first in ``{^ | 0} + *`` loses: to ``*``
      Left answers ``0``, to ``{^ | 0}`` she answers ``^ > 0``), so ``x +
      ^`` reverses to the Left options of ``x + *``, the one number ``x``,
      and ``G = {x | x}``. Any other ``u`` with ``z = x``: None (the
      general path).

    Right's single up-type option is the mirror image (``u <= 0`` iff ``n
    <= -2``, or ``n = -1`` and ``k != 1``; ``{x | x + v} = x + *``).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible
    options), II.3 (the simplicity theorem, stops), II.4 (infinitesimals, up);
    *Lessons in Play*, ch. 5 (up, star and their sums; reversible options).

    Examples
    --------
    >>> from cgtalg import parse
    >>> str(_up_switch([parse("^")], [parse("0")])), str(_up_switch([parse("^")], [parse("-1/4")]))
    ('*', '{^|-1/4}')
    >>> str(_up_switch([parse("1/2")], [parse("1v*")]))
    '1'
    """
    a: Game | None = None
    side = right
    for_left = True
    if len(left) == 1:
        a = left[0]
        nus = a._nus
        if nus is None or nus[1] == 0:
            a = None
    if a is None:
        if len(right) != 1:
            return None
        a = right[0]
        nus = a._nus
        if nus is None or nus[1] == 0:
            return None
        side = left
        for_left = False
    if not side:
        return None
    n = nus[1]  # type: ignore[index]
    k = nus[2]  # type: ignore[index]
    z: Game | None = None
    for h in side:
        if h._num is None:
            return None
        if z is None or ((h._ls < z._ls) if for_left else (h._ls > z._ls)):
            z = h
    x = a._ls
    if for_left:
        if z._ls > x:  # type: ignore[union-attr]
            return simplest_in(a, not (n >= 2 or (n == 1 and k != 1)), z, False)
        if z._ls < x:  # type: ignore[union-attr]
            return explicit_pair(a, z)  # type: ignore[arg-type]
        if n == 1 and k == 0:
            return symbolic_dyadic(a._xa, a._xe, 0, 1)
        return None
    if z._ls < x:  # type: ignore[union-attr]
        return simplest_in(z, False, a, not (n <= -2 or (n == -1 and k != 1)))
    if z._ls > x:  # type: ignore[union-attr]
        return explicit_pair(z, a)  # type: ignore[arg-type]
    if n == -1 and k == 0:
        return symbolic_dyadic(a._xa, a._xe, 0, 1)
    return None


def _switch_kind(g: Game) -> int:
    """0 for a number ``x``, 1 for ``x + *``, 2 for a switch ``{a | b}`` of numbers ``a > b``; -1 otherwise."""
    nus = g._nus
    if nus is not None:
        if g._num is not None:
            return 0
        return 1 if nus[1] == 0 and nus[2] == 1 else -1
    lo = g._left
    ro = g._right
    if lo is not None and ro is not None and len(lo) == 1 and len(ro) == 1:
        a = lo[0]
        b = ro[0]
        if a._num is not None and b._num is not None:
            return 2  # canonical with one number option a side: a > b, else it would be a number
    return -1


def _switch_le(g: Game, h: Game) -> bool:
    """``g <= h`` for two games of :func:`_switch_kind` 0, 1 or 2, from their stops.

    See :func:`_switch_options` for the table and its proof.
    """
    if g._nus is None and h._nus is None:  # two switches
        return bool(g._ls <= h._ls and g._rs <= h._rs)
    if (g._num is None) != (h._num is None):  # exactly one number
        return bool(g._ls < h._rs)
    return bool(g._ls <= h._rs)


def _switch_options(left: list[Game], right: list[Game]) -> Game | None:
    """The canonical form of ``{L | R}`` when every option is a number ``x``, ``x + *`` or a switch ``{a | b}``.

    A switch here is a canonical game with one Left and one Right option,
    both numbers, ``a > b`` (``+-1``, ``{2 | -1/2}``: the hot games of small
    Domineering boards). None as soon as an option is of another kind;
    otherwise the answer, by the textbook steps done on the options' stops
    (``LS``, ``RS``; a number's and ``x + *``'s are ``x``, a switch's are
    ``a`` and ``b``) instead of by comparisons of games.

    **Order.** For ``g, h`` of these kinds, ``g <= h`` iff

    * ``g = {a | b}``, ``h = {c | d}``: ``a <= c`` and ``b <= d``;
    * exactly one of ``g, h`` a number: ``LS(g) < RS(h)``;
    * otherwise (two numbers, or two non-numbers one of them ``x + *``):
      ``LS(g) <= RS(h)``.

    Proof, with ``g <= h`` iff Left wins ``h - g`` when Right moves first;
    a game's outcome depends on its value alone, so each game below may be
    played in its canonical form; by number translation ``{a | b} + y =
    {a + y | b + y}`` for a number ``y`` (Siegel II.3; Lessons in Play
    ch. 5). In a number ``z`` the player to move loses iff ``z <= 0`` for
    Left, ``z >= 0`` for Right; ``z + * = {z | z}``, so Left moving first
    in it wins iff ``z >= 0`` (she moves to ``z``), Right iff ``z <= 0``;
    in a switch ``{p | q}`` Left moving first wins iff ``p >= 0``, Right
    iff ``q <= 0``. Then: ``y <= {a | b}`` iff Left wins ``{a - y | b -
    y}`` after Right's move to ``b - y`` iff ``b - y > 0``; ``{a | b} <=
    y`` iff Right wins after Left's move to ``a - y`` iff ``a < y``; ``y
    <= x + *`` and ``x + * <= y`` iff ``y < x``, ``x < y`` (the sum is
    ``(x - y) + *``); ``x + * <= y + *`` iff ``x <= y`` (the sum is the
    number ``y - x``); ``x + * <= {a | b}`` iff Left wins both of Right's
    moves in ``{a - x | b - x} + *``, to ``(b - x) + *`` (iff ``b >= x``)
    and to ``{a - x | b - x}`` (iff ``a >= x``, implied), and ``{a | b}
    <= x + *`` iff ``a <= x`` likewise; ``{a | b} <= {c | d}`` iff Left
    wins both Right's moves in ``{c | d} + {-b | -a}``, to ``{d - b | d -
    a}`` (iff ``d >= b``) and to ``{c - a | d - a}`` (iff ``c >= a``).
    Options are canonical and interned, so distinct objects are distinct
    values and ``<=`` between them is ``<``.

    **Other options.** An option of another kind that a number option on
    its side dominates by the stops is dropped first (:func:`_switch_side`);
    any other option sends the form to the general path (None).

    **Reversible options.** An ``x + *`` or a switch ``A`` has one option on
    the answering side, a number ``r``: for a Left ``A``, ``r = A^R`` is
    ``x`` for ``x + *`` and ``b`` for ``{a | b}``. ``A`` reverses through
    ``r`` iff ``r <= G``, that is iff no ``G^R <= r`` and no ``r^L >= G``.
    The second never happens: ``r^L`` is a number below ``r``, so ``r^L <=
    A`` by the table (``r^L < x``, ``r^L < b``), and ``G^L = A >= r^L >=
    G`` would contradict ``G^L <| G``. So ``A`` reverses iff no Right
    option of ``G`` is ``<= r`` (the table, with ``r`` a number), and is
    then replaced by the Left options of ``r``: none or one number. Right's
    options are the mirror image (``l = A^L``; reversing iff no ``G^L >=
    l``; replaced by the Right options of ``l``). The test may use any form
    of ``G``: here the given one (Siegel II.2, *Lessons in Play* ch. 5).

    **Numbers need no bypassing.** Let ``F`` be the form left after the
    ``x + *`` and switches are bypassed and dominated options removed, and
    ``x`` a number Left option of ``F`` reversing through ``x^R > x`` (no
    ``F^R <= x^R``). If ``F`` has a Right switch ``{a | b}``, it does not
    reverse, so some ``y`` in ``F^L`` has ``y >= a``; and ``{a | b} <=
    x^R`` fails, that is ``a >= x^R > x``; so ``y > x`` dominates ``x``. If
    ``F`` has a Left switch ``{a | b}``, some ``h`` in ``F^R`` has ``h <=
    b``, and ``h <= x^R`` fails, so ``b > x^R > x`` (else ``h <= b <=
    x^R``), and ``x < {a | b}`` by the table. Either way ``x`` would have
    been removed; Right's numbers likewise. So when a switch is left, no
    option of ``F`` is reversible; when none is, every option is ``x`` or
    ``x + *`` and :func:`_nimber_options` finds the value from the number
    parts, bypassing or not.

    **The canonical form.** After the reversible ``x + *`` and switches are
    bypassed, the dominated options are removed (that makes no option
    reversible: whether ``A`` reverses depends on ``A`` and the value ``G``
    alone). A form with no dominated and no reversible option is canonical
    (Siegel II.2).
    If a switch is left, that form is not a number nor symbolic (their
    canonical options are all symbolic) and it is interned with
    :func:`cgtalg.core.store.explicit`; both sides are then non-empty, as
    a switch with no option of ``G`` on the other side always reverses.
    Otherwise every option is ``x`` or ``x + *`` and
    :func:`_nimber_options` answers (it removes dominated options itself).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (dominated and reversible
    options, canonical forms), II.3 (numbers, number translation, stops);
    *Lessons in Play*, ch. 5 (reversible options, canonical form).

    Examples
    --------
    >>> from cgtalg import parse
    >>> str(_switch_options([parse("{2|-1/2}"), parse("{2|0}")], [parse("{0|-2}"), parse("0")]))
    'Miny(2)'
    >>> str(_switch_options([parse("+-1"), parse("2")], [parse("-1/2")]))
    '{2|-1/2}'
    >>> _switch_options([parse("^")], [parse("+-1")]) is None
    True
    """
    left = _switch_side(left, True)  # type: ignore[assignment]
    if left is None:
        return None
    right = _switch_side(right, False)  # type: ignore[assignment]
    if right is None:
        return None
    new_left = _switch_bypass(left, right, True)
    new_right = _switch_bypass(right, left, False)
    # No switch left: every option is x or x + * (k <= 1), which _nimber_options always answers;
    # else it stops at the first switch with None.
    found = _nimber_options(new_left, new_right)
    if found is not None:
        return found
    return explicit(_switch_undominated(new_left, True), _switch_undominated(new_right, False))


def _switch_side(games: list[Game], for_left: bool) -> list[Game] | None:
    """One side of :func:`_switch_options`: *games* without the options that a number option dominates by stops.

    An option of another kind than :func:`_switch_kind`'s is dropped when
    some number option ``y`` on the same side dominates it by the stops
    (``LS(g) < y`` gives ``g < y``, for Left; ``RS(g) > y`` gives ``g >
    y``, for Right: Siegel II.3, *Lessons in Play* ch. 6), which does not
    change the value (Siegel II.2); if one cannot be dropped, None.
    *games* itself when nothing is dropped.
    """
    out: list[Game] | None = None
    for i in range(len(games)):
        g = games[i]
        if _switch_kind(g) >= 0:
            if out is not None:
                out.append(g)
            continue
        for h in games:
            if h._num is not None and ((g._ls < h._ls) if for_left else (g._rs > h._ls)):
                break
        else:
            return None
        if out is None:
            out = games[:i]
    return games if out is None else out


def _switch_bypass(side: list[Game], other: list[Game], left_side: bool) -> list[Game]:
    """:func:`_switch_options`' bypassing of one side's reversible ``x + *`` and switches (*side* itself if none).

    The answering number is ``x`` for ``x + *`` and ``b`` (Left) or ``a``
    (Right) for ``{a | b}``: a stored stop, so the test builds no game.
    The replacement, the number ``r``'s one option on that side (if any),
    is not tested again, and number options are not tested at all: see
    :func:`_switch_options` (a reversible number is dominated whenever a
    switch is left, and :func:`_nimber_options` needs no bypassing).
    """
    out: list[Game] | None = None
    for i in range(len(side)):
        a = side[i]
        b: Game | None = a
        if a._num is None and _switch_reverses(a._rs if left_side else a._ls, other, left_side):
            if a._nus is not None:
                r = symbolic_dyadic(a._xa, a._xe, 0, 0)  # x + * = {x | x}
            else:
                r = a._right[0] if left_side else a._left[0]  # type: ignore[index]
            b = _number_option(r, left_side)
        if b is not a and out is None:
            out = side[:i]
        if out is not None and b is not None:
            out.append(b)
    return side if out is None else out


def _switch_reverses(v: Any, other: list[Game], left_side: bool) -> bool:
    """A Left option answered by the number of value *v* reverses iff no Right option of ``G`` is ``<= v`` (Right: mirror).

    ``h <= v`` for a number ``v`` is :func:`_switch_le`'s table with ``v``
    as the number: ``LS(h) <= v`` for a number ``h``, ``LS(h) < v``
    otherwise; ``v <= h`` likewise with ``RS(h)``.
    """
    for h in other:
        if left_side:
            if (h._ls <= v) if h._num is not None else (h._ls < v):
                return False
        elif (v <= h._rs) if h._num is not None else (v < h._rs):
            return False
    return True


def _switch_undominated(games: list[Game], for_left: bool) -> list[Game]:
    """The options of *games* that no other dominates, each once (distinct values never dominate each other)."""
    out: list[Game] = []
    for g in games:
        for h in games:
            if h is not g and (_switch_le(g, h) if for_left else _switch_le(h, g)):
                break
        else:
            for h in out:
                if h is g:
                    break
            else:
                out.append(g)
    return out


def _number_option(x: Game, left: bool) -> Game | None:
    """The one Left (*left*) or Right option of the canonical number *x*, or None (see :func:`_number_step`)."""
    step = _number_step(x._xa, x._xe, left)
    return None if step is None else symbolic_dyadic(step[0], step[1], 0, 0)


def _number_step(a: int, e: int, left: bool) -> tuple[int, int] | None:
    """The one Left (*left*) or Right option of the canonical number ``a / 2**e`` (normal form), as ``(b, f)``.

    ``n = {n - 1 |}`` for an integer ``n >= 1``, ``{| n + 1}`` for ``n <=
    -1``, ``0 = {|}`` (None: no option on that side), and ``a / 2**e =
    {(a - 1) / 2**e | (a + 1) / 2**e}`` for odd ``a``, ``e >= 1``
    (Siegel II.3).
    """
    if e == 0:
        if left:
            return (a - 1, 0) if a >= 1 else None
        return (a + 1, 0) if a <= -1 else None
    return dyadic_normal(a - 1 if left else a + 1, e)


#: ``{*A | *B}`` for A, B subsets of {0, 1} given as bit masks (bit k for *k; one of them holds 0):
#: index 4 * A + B -> (ups, nimber) of the value. Entries for an empty side or A = B = {1} are unused.
_NIMBER_FORMS = (
    (0, 0), (0, 0), (0, 0), (0, 0),
    (0, 0), (0, 1), (1, 0), (-1, 1),     # A = {0}:    {0|0} = *, {0|*} = ^, {0|0,*} = v*
    (0, 0), (-1, 0), (0, 0), (-1, 0),    # A = {*}:    {*|0} = v, {*|0,*} = v
    (0, 0), (1, 1), (1, 0), (0, 2),      # A = {0, *}: {0,*|0} = ^*, {0,*|*} = ^, {0,*|0,*} = *2
)


def _at_number(games: list[Game], g: Game) -> list[Game]:
    """The distinct games of *games* whose number part is that of *g* (the undominated ``x + *k`` options)."""
    out: list[Game] = []
    x = g._ls
    for h in games:
        if h._ls == x:
            for o in out:
                if o is h:
                    break
            else:
                out.append(h)
    return out


def _nimber_of_equal_sides(left: list[Game], right: list[Game]) -> Game | None:
    """``{x + *S | x + *S}`` is ``x + *mex(S)``, whatever the size of S."""
    n = len(left)
    if not n or n != len(right):
        return None
    g = left[0]
    first = g._nus
    if first is None or first[1] != 0:
        return None
    # The same x: compared as the dyadic ints x = _xa / 2**_xe (Fraction's == is Python code).
    xa = g._xa
    xe = g._xe
    ks = []
    ids = set()
    for g in left:
        nus = g._nus
        if nus is None or nus[1] != 0 or g._xe != xe or g._xa != xa:
            return None
        ks.append(nus[2])
        ids.add(g._id)
    others = set()
    for g in right:
        others.add(g._id)
    if ids != others:
        return None
    return symbolic_dyadic(xa, xe, 0, mex_unchecked(ks))


def _unique(games: list[Game]) -> list[Game]:
    n = len(games)
    if n < 2:
        return games
    if n <= 4:
        # Short lists (almost all): compare identities pairwise, no set.
        for i in range(1, n):
            for j in range(i):
                if games[i] is games[j]:
                    break
            else:
                continue
            break
        else:
            return games
    seen: set[int] = set()
    out = []
    for g in games:
        if g._id not in seen:
            seen.add(g._id)
            out.append(g)
    return out if len(out) < len(games) else games


#: Option lists at least this long first drop their dominated symbolic options in one pass.
_PRUNE_FROM = 8


def _prune_symbolic(games: list[Game], for_left: bool) -> list[Game]:
    """Drop the symbolic options dominated by other symbolic options, in one pass.

    For Left, ``x + n.^ + *k`` is below every symbolic option with a larger
    number part, below every one with the same number and at least two more
    ups, and below one with exactly one more up unless their nimbers differ
    by ``*1`` (``^*`` is confused with 0). Distinct values with equal
    ``x`` and ``n`` are incomparable. Right's options are the mirror image.
    Returns *games* itself when nothing is dropped. (:func:`canonical` leaves
    lists shorter than ``_PRUNE_FROM`` to :func:`_undominated`, which is
    cheaper there.)
    """
    sym = [g for g in games if g._nus is not None]
    if len(sym) < 3:
        return games
    # The best number part: the largest for Left, the smallest for Right. A
    # symbolic game's _ls is its number part exactly (as a float when that is
    # exact), so no Fraction arithmetic is needed.
    best = sym[0]._ls
    for g in sym:
        if (g._ls > best) if for_left else (g._ls < best):  # type: ignore[operator]
            best = g._ls
    top = [g for g in sym if g._ls == best]
    # Among those, the most ups for Left (the fewest for Right) ...
    best_n = top[0]._nus[1]  # type: ignore[index]
    for g in top:
        n = g._nus[1]  # type: ignore[index]
        if (n > best_n) if for_left else (n < best_n):
            best_n = n
    keep = [g for g in top if g._nus[1] == best_n]  # type: ignore[index]
    if len(keep) == 1:
        # ... and one up fewer (more) with the nimber differing by *1 is incomparable to it.
        k_top = keep[0]._nus[2]  # type: ignore[index]
        near = best_n - 1 if for_left else best_n + 1
        keep += [g for g in top if g._nus[1] == near and g._nus[2] == k_top ^ 1]  # type: ignore[index]
    if len(keep) == len(sym):
        return games
    return keep + [g for g in games if g._nus is None]


def _undominated(games: list[Game], split: int, for_left: bool) -> list[Game]:
    """Keep the options that no other option dominates (for Left: is above).

    Options are distinct values, so two can't dominate each other; an option
    dominated by a removed one is also dominated by whatever removed it, so
    checking against the survivors is enough. With ``split`` > 0, options on
    the same side of the split are known to be incomparable and are not
    compared (the same value on both sides is caught, since ``g <= g``).
    Returns *games* itself when nothing is dominated.
    """
    n = len(games)
    if n < 2:
        return games
    if n == 2:
        # The loop below on two options (with or without a split, the one pair is compared), without its list.
        first = games[0]
        second = games[1]
        if le(first, second) if for_left else le(second, first):
            return [second]
        if le(second, first) if for_left else le(first, second):
            return [first]
        return games
    alive: list[Game | None] = list(games)
    removed = False
    for i in range(n):
        g = games[i]
        # Bounds instead of range objects: the compiled core runs these loops in C.
        lo, hi = 0, n
        if split:
            if i < split:
                lo = split
            else:
                hi = split
        for j in range(lo, hi):
            h = alive[j]
            if h is not None and i != j and (le(g, h) if for_left else le(h, g)):
                alive[i] = None
                removed = True
                break
    return [g for g in alive if g is not None] if removed else games


class _Form:
    """The form ``G = {left | right}`` being simplified, with memos of ``h <= G`` and ``G <= h``."""

    __slots__ = ("left", "right", "below", "above")
    left: tuple[Game, ...]
    right: tuple[Game, ...]
    below: dict[int, bool]  # h._id -> h <= G
    above: dict[int, bool]  # h._id -> G <= h
    # No __init__: canonical() fills the four slots itself, saving a call on
    # almost every construction.

    def sweep(self, x: Fraction, k: int, stop_at_first: str | None = None) -> tuple[bool, Any]:
        """:func:`nimber_sweep` on this form, which may equal a number."""
        xg = number(x)
        at_zero = (self.relation(0, xg), self.relation(1, xg))
        return nimber_sweep(x, k, self.left, self.right, stop_at_first=stop_at_first, root_at_zero=at_zero)

    def relation(self, kind: int, h: Game, levels: int = SHALLOW_LEVELS) -> bool:
        """``h <= G`` (kind 0) or ``G <= h`` (kind 1), by the definition.

        ``h <= G`` needs no ``G^R <= h`` (plain comparisons) and no ``h^L``
        with ``G <= h^L``; ``G <= h`` needs no ``h <= G^L`` and no ``h^R``
        with ``h^R <= G``. No number avoidance: ``G`` may equal a number.
        The first *levels* levels are followed on Python's stack, the rest
        on an explicit one (:meth:`_search`).
        """
        return _below(self, h, levels) if kind == 0 else _above(self, h, levels)

    def _search(self, kind: int, h0: Game) -> bool:
        """:meth:`relation` on an explicit stack of open questions."""
        memos = (self.below, self.above)
        stack: list[list[Any]] = [[kind, h0, 0, 0]]
        while True:
            frame = stack[-1]
            kind, h, phase, i = frame  # type: ignore[misc, assignment]
            verdict = True
            child: tuple[int, Game] | None = None
            if phase == 0:
                nus = h._nus
                if nus is not None and nus[1] == 0 and nus[2] >= SWEEP_FROM:
                    below, above = self.sweep(nus[0], nus[2])
                    self.below[h._id], self.above[h._id] = below, above
                    verdict = below if kind == 0 else above
                    phase = 2
                elif kind == 0:
                    for g in self.right:
                        if le(g, h):
                            verdict = False
                            break
                else:
                    for g in self.left:
                        if le(h, g):
                            verdict = False
                            break
                if phase == 0:
                    phase, i = 1, 0
            if phase == 1 and verdict:
                opts = h.left_options if kind == 0 else h.right_options
                other = 1 - kind
                memo = memos[other]
                n = len(opts)
                while i < n:
                    o = opts[i]
                    i += 1
                    r = memo.get(o._id)
                    if r is None:
                        child = (other, o)
                        break
                    if r:
                        verdict = False
                        break
            if child is not None:
                frame[2] = phase
                frame[3] = i
                stack.append([child[0], child[1], 0, 0])
                continue
            stack.pop()
            memos[kind][h._id] = verdict
            if verdict and stack:
                parent = stack.pop()
                memos[parent[0]][parent[1]._id] = False  # type: ignore[index, attr-defined]
                verdict = False
            if not stack:
                return verdict


def _below(form: _Form, h: Game, levels: int) -> bool:
    """``h <= G`` for the form G being simplified (see :meth:`_Form.relation`)."""
    memo = form.below
    r = memo.get(h._id)
    if r is not None:
        return r
    nus = h._nus
    if levels <= 0 or (nus is not None and nus[2] >= SWEEP_FROM and nus[1] == 0):
        return _deep_or_swept(form, 0, h)
    levels -= 1
    verdict = True
    for g in form.right:
        if le(g, h):
            verdict = False
            break
    else:
        for o in h._left if h._left is not None else h.left_options:
            if _above(form, o, levels):
                verdict = False
                break
    memo[h._id] = verdict
    return verdict


def _above(form: _Form, h: Game, levels: int) -> bool:
    """``G <= h`` for the form G being simplified (see :meth:`_Form.relation`)."""
    memo = form.above
    r = memo.get(h._id)
    if r is not None:
        return r
    nus = h._nus
    if levels <= 0 or (nus is not None and nus[2] >= SWEEP_FROM and nus[1] == 0):
        return _deep_or_swept(form, 1, h)
    levels -= 1
    verdict = True
    for g in form.left:
        if le(h, g):
            verdict = False
            break
    else:
        for o in h._right if h._right is not None else h.right_options:
            if _below(form, o, levels):
                verdict = False
                break
    memo[h._id] = verdict
    return verdict


def _deep_or_swept(form: _Form, kind: int, h: Game) -> bool:
    """:meth:`_Form.relation` for a nimber ``x + *k`` with many options (one sweep) or past the shallow levels."""
    nus = h._nus
    if nus is not None and nus[1] == 0 and nus[2] >= SWEEP_FROM:
        below, above = form.sweep(nus[0], nus[2])
        form.below[h._id], form.above[h._id] = below, above
        return below if kind == 0 else above
    return form._search(kind, h)


def _bypass(side: list[Game], form: _Form, left_side: bool) -> list[Game]:
    """Replace reversible options of one side until none is left.

    A Left option A is reversible through A^R when A^R <= G; it is replaced
    by the Left options of A^R. Symmetrically for Right. Returns *side*
    itself when nothing changed (the common case: then nothing is copied).
    """
    n = len(side)
    i = 0
    replacement: tuple[Game, ...] | None = None
    while i < n:
        replacement = _reversal(side[i], form, left_side)
        if replacement is not None:
            break
        i += 1
    if replacement is None:
        return side
    out = side[:i]
    work = side[i + 1:]
    work.extend(replacement)
    while work:
        a = work.pop()
        replacement = _reversal(a, form, left_side)
        if replacement is None:
            out.append(a)
        else:
            work.extend(replacement)
    return out


def _reversal(a: Game, form: _Form, left_side: bool) -> tuple[Game, ...] | None:
    """What replaces the option *a* of the form's Left (or Right) side if it is reversible, else None."""
    if a._num is not None:
        return _number_reversal(a._xa, a._xe, form, left_side)
    return _general_reversal(a, form, left_side)


def _number_reversal(a: int, e: int, form: _Form, left_side: bool) -> tuple[Game, ...] | None:
    """:func:`_reversal` of a number option ``x = a / 2**e`` (normal form), from its value alone.

    Let ``x`` be a Left option of ``G`` (of ``G`` or of a form equal to it,
    as every option met while bypassing is). A canonical number has at
    most one Right option ``x^R``: none for an integer ``x >= 0``, ``x + 1``
    for an integer ``x < 0``, and ``x + 2**-e`` for ``e >= 1``. ``x`` reverses
    through ``x^R`` iff ``x^R <= G``, that is iff no ``G^R <= x^R`` and no
    ``(x^R)^L >= G``. The second condition always holds:

    * ``x^R = x + 1 <= 0`` (``x < 0`` an integer) has no Left option;
    * otherwise ``(x^R)^L <= x^L < x`` -- for an integer ``x^R = k >= 1``,
      ``(x^R)^L = k - 1 = x + 2**-e - 1 <= x - 2**-e``; for ``x^R`` with
      exponent ``f >= 1``, ``f < e`` (``a + 1`` is even), so
      ``(x^R)^L = x^R - 2**-f <= x + 2**-e - 2**-(e-1) = x - 2**-e``;
    * and ``(x^R)^L >= G`` would give ``x > G``, impossible for a Left
      option (``G^L`` is never ``>= G``).

    So ``x`` reverses iff no Right option of the form is ``<= x^R``: no option
    list of ``x`` or ``x^R`` is built to decide it, and the replacement (the
    Left options of ``x^R``) is again read off the value. Right's case is the
    mirror image (``x^L >= G`` iff no ``G^L >= x^L``).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (reversible options) and
    II.3 (the canonical forms of numbers).
    """
    step = _number_step(a, e, not left_side)  # x^R (x^L for Right)
    if step is None:
        return None  # {a - 1 |} has no Right option to reverse through ({| a + 1} no Left one)
    r = symbolic_dyadic(step[0], step[1], 0, 0)
    memo = form.below if left_side else form.above
    verdict = memo.get(r._id)
    if verdict is None:
        verdict = True
        if left_side:
            for g in form.right:
                if le(g, r):
                    verdict = False
                    break
        else:
            for g in form.left:
                if le(r, g):
                    verdict = False
                    break
        memo[r._id] = verdict
    if not verdict:
        return None
    replacement = _number_option(r, left_side)  # r's Left option (its Right option, for Right)
    return () if replacement is None else (replacement,)


def _general_reversal(a: Game, form: _Form, left_side: bool) -> tuple[Game, ...] | None:
    """:func:`_reversal` by the definition: each option of *a* tested with :func:`_below` / :func:`_above`."""
    if a._num is not None and a._xe == 0 and (a._xa >= 0 if left_side else a._xa <= 0):
        # An integer n >= 0 is {n - 1 |}: no Right option to reverse through (symmetrically for
        # Right); the loop below would find none, after building the options.
        return None
    nus = a._nus
    if nus is not None and nus[1] == 0 and nus[2] >= SWEEP_FROM:
        # x + *k: its options are x + *j (j < k); find a reversing one by a sweep.
        x, _, k = nus
        found, j = form.sweep(x, k, stop_at_first="A" if left_side else "B")
        if found:
            lo, ro = symbolic_options(x, 0, j)  # type: ignore[arg-type]
            return lo if left_side else ro
        return None
    if left_side:
        for ar in a._right if a._right is not None else a.right_options:
            if _below(form, ar, SHALLOW_LEVELS):
                return ar._left if ar._left is not None else ar.left_options
        return None
    for al in a._left if a._left is not None else a.left_options:
        if _above(form, al, SHALLOW_LEVELS):
            return al._right if al._right is not None else al.right_options
    return None


def _recognise_symbolic(left: list[Game], right: list[Game]) -> Game | None:
    """Return the symbolic game whose canonical options are exactly these, if any.

    The options are distinct canonical games (interned), so "the same
    options" is identity, and a symbolic option is recognised by its stored
    ``(x, n, k)`` with ``x`` compared as the dyadic ints ``(_xa, _xe)``.
    """
    nl = len(left)
    nr = len(right)
    if nl == nr:
        # x + *k: both sides {x, x+*, ..., x+*(k-1)}; an up-type value with as many
        # options on each side has exactly one a side (handled below).
        found = _nimber_of_equal_sides(left, right)
        if found is not None or nl != 1:
            return found
        # {x | x + m.^ + *j} with m >= 0 is x + (m+1).^ + *(j^1), whose canonical
        # options are exactly these unless it is x + ^* (options {x, x* | x});
        # likewise {x + m.^ + *j | x} with m <= 0. (Stops first: they are cheap.)
        a = left[0]
        b = right[0]
        if a._num is not None and b._nus is not None and b._ls == a._ls and b._nus[1] >= 0:
            m = b._nus[1]
            j = b._nus[2]
            return None if (m == 0 and j == 0) else symbolic_dyadic(a._xa, a._xe, m + 1, j ^ 1)
        if b._num is not None and a._nus is not None and a._ls == b._ls and a._nus[1] <= 0:
            m = a._nus[1]
            j = a._nus[2]
            return None if (m == 0 and j == 0) else symbolic_dyadic(b._xa, b._xe, m - 1, j ^ 1)
        return None
    # x + ^* = {x, x + * | x} and x + v* = {x | x, x + *}: the one number
    # option x on the short side, and on the long side x itself and x + *.
    if nl == 2 and nr == 1:
        b = right[0]
        a = left[0]
        c = left[1]
        sign = 1
    elif nl == 1 and nr == 2:
        b = left[0]
        a = right[0]
        c = right[1]
        sign = -1
    else:
        return None
    if b._num is None:
        return None
    if a is b:
        a = c
    elif c is not b:
        return None
    nus = a._nus  # a: the option besides x on the long side, which must be x + *
    if nus is None or nus[1] != 0 or nus[2] != 1 or a._xe != b._xe or a._xa != b._xa:
        return None
    return symbolic_dyadic(b._xa, b._xe, sign, 1)
