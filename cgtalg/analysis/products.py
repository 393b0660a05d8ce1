"""Conway's product and the ordinal product of short games.

**Conway's product** (*On Numbers and Games*, ch. 1 for numbers, ch. 6 for
nimbers) has the options

    ``G.H = {G^L.H + G.H^L - G^L.H^L,  G^R.H + G.H^R - G^R.H^R |``
    ``       G^L.H + G.H^R - G^L.H^R,  G^R.H + G.H^L - G^R.H^L}``.

On numbers it is the ordinary product; on nimbers it is nim multiplication,
``*a . *b = *(a ⊗ b)`` (the Left and Right options of ``*a . *b`` are the
same nimbers ``*(a'⊗b ⊕ a⊗b' ⊕ a'⊗b')``, whose mex is ``a ⊗ b``); an integer
``n`` times any ``G`` is the sum of ``n`` copies of ``G``; and it is
commutative. For games in general it is **not** a function of the values: two
forms of one value may have products of different values (``{*|*}`` and 0
are equal, yet ``{*|*} . ↑`` is not 0). As in CGSuite, :func:`conway_product`
takes it on the canonical forms of ``G`` and ``H``: the recursion runs over
the canonical options, and each product of options enters only through its
value.

**The ordinal product** ``G ⊙ H`` (as CGSuite defines it) has the options

    ``G ⊙ H = {(G ⊙ H^L) : G^L,  (G ⊙ H^R) : -G^R |``
    ``         (G ⊙ H^L) : G^R,  (G ⊙ H^R) : -G^L}``

with ``:`` the ordinal sum. On Hackenbush strings it replaces every blue
edge of ``H`` by a copy of ``G`` and every red edge by a copy of ``-G``; on
numbers it substitutes the sign expansion of ``G`` (or its negation) for
each sign of ``H``'s (``1/2 ⊙ 1/4 = 11/32``); on nimbers it is ordinal
multiplication, ``*a ⊙ *b = *(a·b)`` (**not** nim multiplication:
``*5 ⊙ *6 = *30``). An ordinal sum depends on the form of its base, and the
base ``G ⊙ H^L`` is here, as in CGSuite, the form the recursion builds (its
options as listed above), not its canonical form: the two readings first
differ on games born by day 3 (``v* ⊙ -1^``, say). ``G`` and ``H`` themselves
are taken in canonical form. ``1`` is a two-sided identity, ``G ⊙ 0 =
0 ⊙ H = 0``, and ``G ⊙ (-H) = -(G ⊙ H)``. It is associative on numbers
and on nimbers, but not on games: ``(* ⊙ v) ⊙ 2 = *2 ⊙ 2 = 0`` while
``* ⊙ (v ⊙ 2) = *``, and 2,348 of the 10,648 triples of games born by
day 2 differ so.

Both are computed children first on explicit stacks (no recursion on the
depth of a game), each product of a pair of subgames once. Numbers with
numbers, nimbers with nimbers and integers with anything (Conway's product)
take closed forms.

Examples
--------
>>> from cgtalg import parse
>>> print(conway_product(parse("1/2"), parse("1/4")), conway_product(parse("*5"), parse("*6")))
1/8 *8
>>> print(ordinal_product(parse("1/2"), parse("1/4")), ordinal_product(parse("*5"), parse("*6")))
11/32 *30
>>> print(conway_product(parse("{3|1}"), parse("^^")), ordinal_product(parse("+-1"), parse("^^")))
{^6|^^} +-1

References
----------
Conway, *On Numbers and Games* (2nd ed. 2001), ch. 1 (the product of
numbers), ch. 6 (nim multiplication), ch. 15 (ordinal sum); Siegel,
*Combinatorial Game Theory* (AMS 2013), II.3 (ordinal sums); CGSuite's
documentation of ``Game.OrdinalProduct`` (the definition) and its test
values (``CompoundGameTestCase``, ``GameTest``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Sequence

from ..core.cache import BoundedCache
from ..core.coerce import coerce_operand
from ..core.dyadic import birthday_of_number
from ..core.game import Game
from ..core.sign_expansion import DEFAULT_LIMIT, from_sign_expansion, sign_expansion
from ..core.store import number
from ..core.values import integer, nimber
from ..errors import InputTypeError, InputValueError, describe
from ..impartial.nimbers import nim_product
from .walk import fold

__all__ = ["conway_product", "ordinal_product", "PAIR_LIMIT"]

#: The most pairs of subgames (a subgame of ``G`` with one of ``H``) a
#: product visits: past it the product is refused rather than left to run
#: (a pair costs a few sums of games; at the limit, minutes).
PAIR_LIMIT = 200_000

_conway_cache = BoundedCache("conway_product", 100_000)
_ordinal_cache = BoundedCache("ordinal_product", 20_000)

_Options = tuple[tuple[Game, ...], tuple[Game, ...]]


def _operands(g: object, h: object, what: str) -> tuple[Game, Game]:
    """Both arguments as Games, or InputTypeError naming the bad one."""
    a, b = coerce_operand(g), coerce_operand(h)
    if a is None or b is None:
        bad = g if a is None else h
        raise InputTypeError(
            f"{what}() takes short games (Games, ints or dyadic Fractions), not {type(bad).__name__} "
            f"({describe(bad)})"
        )
    return a, b


def _subgame_count(g: Game, budget: int) -> int:
    """The number of distinct subgames of *g*, or ``budget + 1`` once the walk has seen more options than *budget*."""
    seen = {g._id}
    stack = [g]
    visited = 0
    while stack:
        s = stack.pop()
        options = s.left_options + s.right_options
        visited += len(options)
        if visited > budget:
            return budget + 1
        for o in options:
            if o._id not in seen:
                seen.add(o._id)
                stack.append(o)
    return len(seen)


def _check_size(g: Game, h: Game, what: str) -> None:
    """Refuse a product over more than PAIR_LIMIT pairs of subgames."""
    m = _subgame_count(g, PAIR_LIMIT)
    n = _subgame_count(h, PAIR_LIMIT)
    if m * n > PAIR_LIMIT:
        raise InputValueError(
            f"{what}({g}, {h}) would visit about {describe(m)} x {describe(n)} pairs of subgames, "
            f"over the limit PAIR_LIMIT = {PAIR_LIMIT}"
        )


def _product(g: object, h: object, what: str, closed_form: Callable[[Game, Game], Game | None],
             cache: BoundedCache, compute: Callable[[Game, Game], Game]) -> Game:
    """A product of two operands: by its closed form, from *cache*, or by *compute* within PAIR_LIMIT."""
    a, b = _operands(g, h, what)
    quick = closed_form(a, b)
    if quick is not None:
        return quick
    cached = cache.get((a._id, b._id))
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    _check_size(a, b, what)
    return compute(a, b)


# ----------------------------------------------------------------------------------
# Conway's product
# ----------------------------------------------------------------------------------


def conway_product(g: object, h: object) -> Game:
    """Return Conway's product ``g . h``, taken on the canonical forms of *g* and *h*.

    Parameters
    ----------
    g, h : Game, int or dyadic Fraction
        Short games.

    Returns
    -------
    Game
        The product, in canonical form.

    Raises
    ------
    InputTypeError
        If an argument is not a Game, an int or a dyadic Fraction (a loopy
        game, a float, a string...).
    InputValueError
        If a Fraction is not dyadic, or the product would visit more than
        :data:`PAIR_LIMIT` pairs of subgames.

    Notes
    -----
    The product is not a function of values in general (it depends on the
    forms); this function fixes the forms as the canonical ones, as CGSuite
    does. Numbers multiply as Fractions, nimbers by :func:`nim_product`, and
    an integer ``n`` times ``G`` is ``n`` copies of ``G``.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(conway_product(parse("*4"), parse("*4")), conway_product(15, parse("^^*2")))
    *6 ^30*2
    >>> print(conway_product(parse("^^"), parse("^^")))
    {0||0,*|0,{0,*|0,*2}}
    >>> print(conway_product(parse("+-1"), parse("+-1")), conway_product(parse("+-1"), parse("^^")))
    0 +-^^

    References
    ----------
    Conway, *On Numbers and Games*, ch. 1 and ch. 6.
    """
    return _product(g, h, "conway_product", _conway_closed_form, _conway_cache, _conway)


def _conway_closed_form(g: Game, h: Game) -> Game | None:
    """``g . h`` when a closed form gives it: numbers, nimbers, an integer factor; else None."""
    if g._num is not None and h._num is not None:
        return number(g._num * h._num)
    if g.is_integer:
        return int(g._num) * h  # type: ignore[arg-type]
    if h.is_integer:
        return int(h._num) * g  # type: ignore[arg-type]
    if g.is_nimber and h.is_nimber:
        return nimber(nim_product(g.nim_value, h.nim_value))
    return None


def _conway(g: Game, h: Game) -> Game:
    """``g . h`` by its options, over pairs of subgames, children first, on an explicit stack."""
    done: dict[tuple[int, int], Game] = {}

    def known(x: Game, y: Game) -> bool:
        key = (x._id, y._id)
        if key in done:
            return True
        r = _conway_closed_form(x, y)
        if r is None:
            r = _conway_cache.get(key)
        if r is None:
            return False
        done[key] = r
        return True

    stack: list[tuple[Game, Game, bool]] = [(g, h, False)]
    while stack:
        x, y, expanded = stack.pop()
        if (x._id, y._id) in done:
            continue
        xl, xr, yl, yr = x.left_options, x.right_options, y.left_options, y.right_options
        if not expanded:
            stack.append((x, y, True))
            for a in xl + xr:
                if not known(a, y):
                    stack.append((a, y, False))
                for b in yl + yr:
                    if not known(a, b):
                        stack.append((a, b, False))
            stack.extend((x, b, False) for b in yl + yr if not known(x, b))
            continue

        def term(a: Game, b: Game) -> Game:
            return done[(a._id, y._id)] + done[(x._id, b._id)] - done[(a._id, b._id)]

        left = [term(a, b) for a in xl for b in yl] + [term(a, b) for a in xr for b in yr]
        right = [term(a, b) for a in xl for b in yr] + [term(a, b) for a in xr for b in yl]
        r = Game(left, right)
        _conway_cache.put((x._id, y._id), r)
        done[(x._id, y._id)] = r
    return done[(g._id, h._id)]


# ----------------------------------------------------------------------------------
# The ordinal product
# ----------------------------------------------------------------------------------


def ordinal_product(g: object, h: object) -> Game:
    """Return the ordinal product ``g ⊙ h`` of short games, as CGSuite defines it.

    Parameters
    ----------
    g, h : Game, int or dyadic Fraction
        Short games, taken in canonical form.

    Returns
    -------
    Game
        ``g ⊙ h``, canonical.

    Raises
    ------
    InputTypeError
        For an argument that is neither a Game nor an int nor a dyadic
        Fraction (a loopy game, for one).
    InputValueError
        If a Fraction is not dyadic; if the product of two numbers has a sign
        expansion longer than ``DEFAULT_LIMIT`` signs; or if the product
        would visit more than :data:`PAIR_LIMIT` pairs of subgames.

    Notes
    -----
    The base of each ordinal sum in the definition is the product
    ``G ⊙ H^L`` (or ``G ⊙ H^R``) with the options the definition gives it,
    not its canonical form (see the module notes). Numbers multiply by
    substituting sign expansions, nimbers as ordinals (``*a ⊙ *b = *(a·b)``).

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(ordinal_product(parse("*5"), parse("*6")), ordinal_product(parse("1/2"), parse("1/4")))
    *30 11/32
    >>> print(ordinal_product(parse("{1|0}"), 2), ordinal_product(parse("^"), parse("*2")))
    0 *4

    References
    ----------
    Conway, *On Numbers and Games*, ch. 15 (ordinal sums, Hackenbush
    strings); Siegel, *Combinatorial Game Theory*, II.3; CGSuite's
    ``Game.OrdinalProduct``.
    """
    return _product(g, h, "ordinal_product", _ordinal_closed_form, _ordinal_cache, _ordinal)


def _ordinal(g: Game, h: Game) -> Game:
    """``g ⊙ h`` from the options the definition lists, remembered."""
    left, right = _ordinal_options(g, h)
    r = Game(list(left), list(right))
    _ordinal_cache.put((g._id, h._id), r)
    return r


def _ordinal_closed_form(g: Game, h: Game) -> Game | None:
    """``g ⊙ h`` for numbers, for nimbers, and with 0 or 1 as a factor; else None."""
    if g == 0 or h == 0:
        return integer(0)
    if g == 1:
        return h
    if h == 1:
        return g
    if g._num is not None and h._num is not None:
        return number(_number_ordinal_product(g._num, h._num))
    if g.is_nimber and h.is_nimber:
        return nimber(g.nim_value * h.nim_value)
    return None


def _number_ordinal_product(x: Fraction, y: Fraction) -> Fraction:
    """``x ⊙ y`` for numbers: each sign of ``y`` replaced by ``x``'s signs, or by their negation for a ``-``."""
    if x.denominator == 1 and y.denominator == 1:
        return x * y
    size = birthday_of_number(x) * birthday_of_number(y)
    if size > DEFAULT_LIMIT:
        raise InputValueError(
            f"the ordinal product of {describe(x)} and {describe(y)} has a sign expansion of "
            f"{describe(size)} signs, over the limit {DEFAULT_LIMIT}"
        )
    sx, sy = sign_expansion(x, limit=None), sign_expansion(y, limit=None)
    flipped = sx.translate(str.maketrans("+-", "-+"))
    return from_sign_expansion("".join(sx if s == "+" else flipped for s in sy))


def _ordinal_options(g: Game, h: Game) -> _Options:
    """The options of ``g ⊙ h`` as the definition lists them, over the subgames of *h*, children first."""
    gl, gr = g.left_options, g.right_options
    neg_gl, neg_gr = [-x for x in gl], [-x for x in gr]

    def build(_: Game, lefts: list[_Options], rights: list[_Options]) -> _Options:
        left: list[Game] = []
        right: list[Game] = []
        for base in lefts:
            left += _ordinal_sums(base, gl)
            right += _ordinal_sums(base, gr)
        for base in rights:
            left += _ordinal_sums(base, neg_gr)
            right += _ordinal_sums(base, neg_gl)
        return tuple(left), tuple(right)

    return fold(h, lambda _: None, build)


def _ordinal_sums(base: _Options, subordinates: Sequence[Game]) -> list[Game]:
    """``B : s`` for each *s*, where the base ``B`` is given by its options (only their values matter)."""
    if not base[0] and not base[1]:
        return list(subordinates)  # 0 : s = s
    bl, br = list(base[0]), list(base[1])
    sums: dict[int, Game] = {}

    def leaf(s: Game) -> Game | None:
        return sums.get(s._id)

    def build(s: Game, lefts: list[Game], rights: list[Game]) -> Game:
        r = Game(bl + lefts, br + rights)
        sums[s._id] = r
        return r

    return [fold(s, leaf, build) for s in subordinates]
