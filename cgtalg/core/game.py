"""The :class:`Game` type: short partizan games in canonical form.

**Invariant.** Every :class:`Game` is in canonical form (no dominated and no
reversible options), and equal values are the same object: games are
hash-consed, so ``G == H`` is ``G is H`` and a ``set`` of games holds values.

Representation
--------------
A game is one of two kinds:

* a *symbolic* value ``x + n.^ + *k`` (a dyadic number ``x``, ``n`` ups, the
  nimber ``*k``), which covers numbers, nimbers, ups and their sums. Its
  options are generated on demand from formulas, so ``integer(2**200)``,
  ``nimber(10**6)`` and ``1000 * UP`` are instant, and sums, negations and
  comparisons among them are plain arithmetic;
* an *explicit* game ``{L | R}`` whose options are canonical games.

Every canonical game that equals a symbolic value is stored symbolically; the
constructor recognises those shapes, so the representation of a value is
unique.

The engine (canonical simplification, comparison, sum) lives here because the
three are one recursion; the public names are re-exported by :mod:`cgtalg`.

References
----------
Siegel, *Combinatorial Game Theory* (AMS 2013), ch. II (canonical forms,
number avoidance and translation, the values ``x + n.^ + *k``).
"""

from __future__ import annotations

import itertools
import weakref
from fractions import Fraction
from numbers import Rational
from typing import Iterable, Iterator

from .cache import BoundedCache, register_info
from .deep import deep
from .dyadic import as_dyadic, birthday_of_number, simplest_between

__all__ = ["Game"]

_ZERO_Q = Fraction(0)
_ids = itertools.count()

# Intern tables: key -> weak reference to the one Game with that value.
_symbolic_table: dict[tuple[Fraction, int, int], "weakref.ref[Game]"] = {}
_explicit_table: dict[tuple[tuple[int, ...], tuple[int, ...]], "weakref.ref[Game]"] = {}

_add_cache = BoundedCache("add", 500_000)
_le_cache = BoundedCache("comparisons", 1_000_000)


class Game:
    """A short partizan game ``{L | R}``, always in canonical form.

    Parameters
    ----------
    left, right : iterable of Game, int or dyadic Fraction
        The Left and Right options. They may be given in any form; the result
        is the canonical game of that value.

    Examples
    --------
    >>> from cgtalg import Game, STAR, UP
    >>> Game([0], [0]) is STAR
    True
    >>> Game([0], [STAR]) is UP
    True
    >>> print(Game([1], [-1]))
    +-1
    >>> print(Game([0], [UP]))
    ^^*
    >>> Game([Fraction(1, 2)], [1]) == Fraction(3, 4)
    True
    """

    __slots__ = ("_id", "_num", "_nus", "_left", "_right", "_neg", "_birthday", "_ls", "_rs", "__weakref__")

    _id: int
    _num: Fraction | None
    _nus: tuple[Fraction, int, int] | None
    _left: tuple["Game", ...] | None
    _right: tuple["Game", ...] | None
    _neg: "Game | None"
    _birthday: int | None
    _ls: float | Fraction  # Left stop, as a float when that is exact (see _sort_key)
    _rs: float | Fraction  # Right stop, likewise

    def __new__(cls, left: Iterable[object] = (), right: Iterable[object] = ()) -> "Game":
        lo = [o if type(o) is Game else _coerce_option(o) for o in left]
        ro = [o if type(o) is Game else _coerce_option(o) for o in right]
        try:
            return _canonical(lo, ro)
        except RecursionError:
            return _construct(lo, ro)

    def __reduce__(self) -> tuple[object, ...]:
        if self._nus is not None:
            return (_symbolic, self._nus)
        return (Game, (self.left_options, self.right_options))

    # -- options ------------------------------------------------------------------

    @property
    def left_options(self) -> tuple["Game", ...]:
        """The Left options of the canonical form.

        Examples
        --------
        >>> from cgtalg import UP
        >>> [str(g) for g in UP.left_options]
        ['0']
        """
        if self._left is None:
            self._fill_symbolic_options()
        return self._left  # type: ignore[return-value]

    @property
    def right_options(self) -> tuple["Game", ...]:
        """The Right options of the canonical form.

        Examples
        --------
        >>> from cgtalg import UP
        >>> [str(g) for g in UP.right_options]
        ['*']
        """
        if self._right is None:
            self._fill_symbolic_options()
        return self._right  # type: ignore[return-value]

    @property
    def options(self) -> tuple[tuple["Game", ...], tuple["Game", ...]]:
        """``(left_options, right_options)``; ``Game(*G.options) is G``.

        Examples
        --------
        >>> from cgtalg import STAR
        >>> Game(*STAR.options) is STAR
        True
        """
        return self.left_options, self.right_options

    def _fill_symbolic_options(self) -> None:
        x, n, k = self._nus  # type: ignore[misc]
        left, right = _symbolic_options(x, n, k)
        self._left = left
        self._right = right

    # -- recognition --------------------------------------------------------------

    @property
    def is_number(self) -> bool:
        """True if this game is a (dyadic) number.

        Examples
        --------
        >>> from cgtalg import number, STAR
        >>> number(Fraction(3, 4)).is_number, STAR.is_number
        (True, False)
        """
        return self._num is not None

    def as_fraction(self) -> Fraction:
        """Return this number as an exact :class:`~fractions.Fraction`.

        Raises
        ------
        ValueError
            If the game is not a number.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("{1/2|1}").as_fraction()
        Fraction(3, 4)
        """
        if self._num is None:
            raise ValueError(f"{self} is not a number")
        return self._num

    @property
    def is_integer(self) -> bool:
        """True if this game is an integer.

        Examples
        --------
        >>> from cgtalg import integer, number
        >>> integer(-4).is_integer, number(Fraction(1, 2)).is_integer
        (True, False)
        """
        return self._num is not None and self._num.denominator == 1

    @property
    def is_nimber(self) -> bool:
        """True if this game is a nimber ``*k`` (``0`` is ``*0``).

        Examples
        --------
        >>> from cgtalg import nimber, UP
        >>> nimber(5).is_nimber, UP.is_nimber
        (True, False)
        """
        nus = self._nus
        return nus is not None and nus[0] == 0 and nus[1] == 0

    @property
    def nim_value(self) -> int:
        """The ``k`` of a nimber ``*k``.

        Raises
        ------
        ValueError
            If the game is not a nimber.

        Examples
        --------
        >>> from cgtalg import nimber
        >>> nimber(7).nim_value
        7
        """
        if not self.is_nimber:
            raise ValueError(f"{self} is not a nimber")
        return self._nus[2]  # type: ignore[index]

    @property
    def is_number_up_star(self) -> bool:
        """True if this game is ``x + n.^ + *k`` (number, ups and a nimber).

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("1/2^^*3").is_number_up_star, parse("+-1").is_number_up_star
        (True, False)
        """
        return self._nus is not None

    @property
    def number_up_star(self) -> tuple[Fraction, int, int]:
        """``(x, n, k)`` with this game equal to ``x + n.^ + *k``.

        Raises
        ------
        ValueError
            If the game is not of that shape.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("-1/2v3*2").number_up_star
        (Fraction(-1, 2), -3, 2)
        """
        if self._nus is None:
            raise ValueError(f"{self} is not of the form number + ups + nimber")
        return self._nus

    @property
    def is_impartial(self) -> bool:
        """True if this game's value is impartial, i.e. a nimber.

        (Every impartial short game equals a nimber, and a canonical form
        whose Left and Right options coincide recursively is a nimber.)

        Examples
        --------
        >>> from cgtalg import nimber, UP
        >>> nimber(3).is_impartial, UP.is_impartial
        (True, False)
        """
        return self.is_nimber

    @property
    def is_infinitesimal(self) -> bool:
        """True if both stops are 0 (the game lies strictly between all ``-x`` and ``x``).

        Zero and the nimbers count as infinitesimal here, as in CGSuite.

        Examples
        --------
        >>> from cgtalg import UP, parse
        >>> UP.is_infinitesimal, parse("{0||0|-1}").is_infinitesimal, parse("+-1").is_infinitesimal
        (True, True, False)
        """
        from .stops import left_stop, right_stop

        return left_stop(self) == 0 and right_stop(self) == 0

    @property
    def is_switch(self) -> bool:
        """True if this game is a hot switch ``{x | y}`` with numbers ``x > y``.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("+-1").is_switch, parse("{3|1}").is_switch, parse("{1|*}").is_switch
        (True, True, False)
        """
        if self._nus is not None:
            return False
        left, right = self.left_options, self.right_options
        return (
            len(left) == 1
            and len(right) == 1
            and left[0]._num is not None
            and right[0]._num is not None
            and left[0]._num > right[0]._num
        )

    @property
    def birthday(self) -> int:
        """The birthday: the height of the canonical game tree.

        Examples
        --------
        >>> from cgtalg import ZERO, STAR, UP, integer, nimber
        >>> [g.birthday for g in (ZERO, STAR, UP, integer(5), nimber(10**6))]
        [0, 1, 2, 5, 1000000]
        """
        if self._birthday is None:
            _compute_birthdays(self)
        return self._birthday  # type: ignore[return-value]

    # -- order --------------------------------------------------------------------

    # Operators call the engine directly and fall back to the recursion-safe
    # path only when the engine runs out of stack (see cgtalg.core.deep).

    def __le__(self, other: object) -> bool:
        h = other if type(other) is Game else _coerce_operand(other)
        if h is None:
            return NotImplemented
        try:
            return le(self, h)
        except RecursionError:
            return le_safe(self, h)

    def __ge__(self, other: object) -> bool:
        h = other if type(other) is Game else _coerce_operand(other)
        if h is None:
            return NotImplemented
        try:
            return le(h, self)
        except RecursionError:
            return le_safe(h, self)

    def __lt__(self, other: object) -> bool:
        h = _coerce_operand(other)
        if h is None:
            return NotImplemented
        return self is not h and le_safe(self, h)

    def __gt__(self, other: object) -> bool:
        h = _coerce_operand(other)
        if h is None:
            return NotImplemented
        return self is not h and le_safe(h, self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Game):
            return self is other
        if self._num is not None and isinstance(other, (int, Rational)) and not isinstance(other, bool):
            return self._num == other
        if isinstance(other, (int, Rational)):
            return False
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        if self._num is not None:
            return hash(self._num)
        return hash(("cgtalg.Game", self._id))

    def is_confused_with(self, other: object) -> bool:
        """True if this game and *other* are incomparable (``G || H``).

        Examples
        --------
        >>> from cgtalg import STAR, ZERO, UP
        >>> STAR.is_confused_with(ZERO), UP.is_confused_with(ZERO)
        (True, False)
        """
        h = _coerce_operand(other)
        if h is None:
            raise TypeError(f"cannot compare a Game with {type(other).__name__}")
        return not le_safe(self, h) and not le_safe(h, self)

    # -- arithmetic ---------------------------------------------------------------

    def __neg__(self) -> "Game":
        if self._neg is not None:
            return self._neg
        try:
            return neg(self)
        except RecursionError:
            return neg_safe(self)

    def __pos__(self) -> "Game":
        return self

    def __add__(self, other: object) -> "Game":
        h = other if type(other) is Game else _coerce_operand(other)
        if h is None:
            return NotImplemented
        try:
            return add(self, h)
        except RecursionError:
            return add_safe(self, h)

    __radd__ = __add__

    def __sub__(self, other: object) -> "Game":
        h = other if type(other) is Game else _coerce_operand(other)
        if h is None:
            return NotImplemented
        try:
            return add(self, neg(h))
        except RecursionError:
            return add_safe(self, neg_safe(h))

    def __rsub__(self, other: object) -> "Game":
        h = _coerce_operand(other)
        if h is None:
            return NotImplemented
        return add_safe(h, neg_safe(self))

    def __mul__(self, k: object) -> "Game":
        if isinstance(k, bool) or not isinstance(k, int):
            if isinstance(k, Game):
                raise TypeError(
                    "the product of two games is not defined for general games; "
                    "use an int multiple such as 3 * G (Norton multiplication is not provided)"
                )
            return NotImplemented
        return multiple_safe(k, self)

    __rmul__ = __mul__

    # -- display ------------------------------------------------------------------

    def __str__(self) -> str:
        from ..notation.printer import to_string

        return to_string(self)

    def __repr__(self) -> str:
        return f"Game({str(self)!r})" if self._nus is None else f"<Game {self}>"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def latex(self) -> str:
        """Return the game in LaTeX notation.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("^*").latex()
        '\\\\uparrow\\\\ast'
        """
        from ..notation.latex import to_latex

        return to_latex(self)

    def _repr_latex_(self) -> str:
        return f"${self.latex()}$"

    def _sympy_(self) -> object:
        """Let ``sympy.sympify(G)`` work for numbers (needs the ``sympy`` extra)."""
        from ..interop.sympy import to_sympy

        return to_sympy(self)

    def __bool__(self) -> bool:
        raise TypeError(
            "the truth value of a Game is ambiguous; compare it instead (G == 0, G > 0, outcome(G))"
        )

    def __copy__(self) -> "Game":
        return self

    def __deepcopy__(self, memo: object) -> "Game":
        return self


# ----------------------------------------------------------------------------------
# Construction and interning
# ----------------------------------------------------------------------------------


def _new_object() -> Game:
    g = object.__new__(Game)
    g._id = next(_ids)
    g._neg = None
    g._birthday = None
    return g




def _symbolic(x: Fraction, n: int, k: int) -> Game:
    """The interned game ``x + n.^ + *k`` (x dyadic, k >= 0)."""
    key = (x, n, k)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    g = _new_object()
    g._num = x if (n == 0 and k == 0) else None
    g._nus = key
    g._left = None
    g._right = None
    g._ls = g._rs = _sort_key(x)
    _symbolic_table[key] = weakref.ref(g, _dropper(_symbolic_table, key))
    return g


def interned_count() -> int:
    """How many distinct game values are alive (and interned) right now.

    Examples
    --------
    >>> interned_count() > 0
    True
    """
    return len(_symbolic_table) + len(_explicit_table)


def _dropper(table: dict, key: object):  # type: ignore[no-untyped-def]
    """A weakref callback that forgets *key* once its game is gone.

    It binds everything it uses, so it also works while the interpreter shuts
    down and module globals are already cleared.
    """

    def drop(ref: object, table: dict = table, key: object = key) -> None:
        if table.get(key) is ref:
            table.pop(key, None)

    return drop


def _sort_key(x: Fraction) -> float | Fraction:
    """*x* as a float when the float is exactly *x*, else *x* itself.

    Dyadic numbers of moderate size are exact floats, and float comparisons
    are far cheaper than Fraction ones; a float and a Fraction still compare
    exactly, so mixing the two never gives a wrong answer.
    """
    try:
        f = x.numerator / x.denominator
    except OverflowError:
        return x
    return f if f.as_integer_ratio() == (x.numerator, x.denominator) else x


def _number(x: Fraction) -> Game:
    return _symbolic(x, 0, 0)


def _by_id(g: Game) -> int:
    return g._id


def _explicit(left: list[Game], right: list[Game]) -> Game:
    """Intern ``{left | right}``: the options are canonical and so is the game."""
    left = sorted(left, key=_by_id)
    right = sorted(right, key=_by_id)
    key = (tuple([g._id for g in left]), tuple([g._id for g in right]))
    ref = _explicit_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    g = _new_object()
    g._num = None
    g._nus = None
    g._left = tuple(left)
    g._right = tuple(right)
    # A canonical non-number has options on both sides.
    g._ls = max(o._rs for o in left)
    g._rs = min(o._ls for o in right)
    _explicit_table[key] = weakref.ref(g, _dropper(_explicit_table, key))
    return g


def _coerce_option(o: object) -> Game:
    if isinstance(o, Game):
        return o
    if isinstance(o, bool) or not isinstance(o, (int, Rational)):
        raise TypeError(
            f"a game's options must be Games, ints or dyadic Fractions, not {type(o).__name__} {o!r}"
        )
    return _number(as_dyadic(o))


def _coerce_operand(o: object) -> Game | None:
    if isinstance(o, Game):
        return o
    if isinstance(o, bool):
        return None
    if isinstance(o, (int, Rational)):
        return _number(as_dyadic(o))
    return None


def _symbolic_options(x: Fraction, n: int, k: int) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """Canonical options of ``x + n.^ + *k``."""
    if n == 0 and k == 0:
        if x.denominator == 1:
            if x > 0:
                return (_number(x - 1),), ()
            if x < 0:
                return (), (_number(x + 1),)
            return (), ()
        step = Fraction(1, x.denominator)
        return (_number(x - step),), (_number(x + step),)
    if n == 0:
        opts = tuple(_symbolic(x, 0, i) for i in range(k))
        return opts, opts
    if n > 0:
        if n == 1 and k == 1:
            return (_number(x), _symbolic(x, 0, 1)), (_number(x),)
        return (_number(x),), (_symbolic(x, n - 1, k ^ 1),)
    if n == -1 and k == 1:
        return (_number(x),), (_number(x), _symbolic(x, 0, 1))
    return (_symbolic(x, n + 1, k ^ 1),), (_number(x),)


@deep
def _construct(left: list[Game], right: list[Game]) -> Game:
    return _canonical(left, right)


#: Recursion-safe versions of the engine operations, for public entry points.
le_safe = deep(lambda g, h: le(g, h))
add_safe = deep(lambda g, h: add(g, h))
neg_safe = deep(lambda g: neg(g))
multiple_safe = deep(lambda k, g: multiple(k, g))


def _canonical(left: list[Game], right: list[Game], left_split: int = 0, right_split: int = 0) -> Game:
    """The canonical game equal to ``{left | right}`` (options already canonical).

    ``left_split`` > 0 says that ``left[:left_split]`` and ``left[left_split:]``
    are each sets of pairwise incomparable games (as the options ``G^L + H``
    and ``G + H^L`` of a sum of canonical games are), so only pairs across the
    two groups can dominate one another; likewise ``right_split``.
    """
    if not left_split:
        left = _unique(left)
    if not right_split:
        right = _unique(right)
    number = _simplest_number(left, right)
    if number is not None:
        return number

    kept_left = _maximal(left, left_split)
    kept_right = _minimal(right, right_split)
    if kept_left is not left or kept_right is not right:
        left, right = kept_left, kept_right
        number = _simplest_number(left, right)
        if number is not None:
            return number
    # Reversibility is relative to the value of G = {left | right}, which
    # bypassing does not change; compare against this fixed representation.
    gl, gr = tuple(left), tuple(right)
    memo_le: dict[int, bool] = {}
    memo_ge: dict[int, bool] = {}
    new_left = _bypass(left, gl, gr, memo_le, memo_ge, left_side=True)
    new_right = _bypass(right, gl, gr, memo_le, memo_ge, left_side=False)
    if new_left is not left or new_right is not right:
        left = _maximal(_unique(new_left))
        right = _minimal(_unique(new_right))
        number = _simplest_number(left, right)
        if number is not None:
            return number

    sym = _recognise_symbolic(left, right)
    if sym is not None:
        return sym
    return _explicit(left, right)


def _simplest_number(left: list[Game], right: list[Game]) -> Game | None:
    """The simplicity rule: ``{L | R}`` with number options and max(L) < min(R)."""
    for g in left:
        if g._num is None:
            return None
    for g in right:
        if g._num is None:
            return None
    lo = max(g._num for g in left) if left else None  # type: ignore[type-var]
    hi = min(g._num for g in right) if right else None  # type: ignore[type-var]
    if lo is None or hi is None or lo < hi:
        return _number(simplest_between(lo, hi))
    return None


def _unique(games: list[Game]) -> list[Game]:
    if len(games) < 2:
        return games
    seen: set[int] = set()
    out = []
    for g in games:
        if g._id not in seen:
            seen.add(g._id)
            out.append(g)
    return out


def _maximal(games: list[Game], split: int = 0) -> list[Game]:
    """Drop every option that is <= another one (Left's dominated options)."""
    return _undominated(games, split, True)


def _minimal(games: list[Game], split: int = 0) -> list[Game]:
    """Drop every option that is >= another one (Right's dominated options)."""
    return _undominated(games, split, False)


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
    alive: list[Game | None] = list(games)
    removed = False
    for i, g in enumerate(games):
        if split:
            others = range(split, n) if i < split else range(split)
        else:
            others = range(n)
        for j in others:
            h = alive[j]
            if h is not None and i != j and (le(g, h) if for_left else le(h, g)):
                alive[i] = None
                removed = True
                break
    return [g for g in alive if g is not None] if removed else games


def _bypass(
    side: list[Game],
    gl: tuple[Game, ...],
    gr: tuple[Game, ...],
    memo_le: dict[int, bool],
    memo_ge: dict[int, bool],
    left_side: bool,
) -> list[Game]:
    """Replace reversible options of one side until none is left.

    A Left option A is reversible through A^R when A^R <= G; it is replaced
    by the Left options of A^R. Symmetrically for Right. Returns *side*
    itself when nothing changed.
    """
    changed = False
    out: list[Game] = []
    work = list(side)
    while work:
        a = work.pop()
        replacement = None
        if left_side:
            for ar in a.right_options:
                if _le_explicit(ar, gl, gr, memo_le, memo_ge):
                    replacement = ar.left_options
                    break
        else:
            for al in a.left_options:
                if _ge_explicit(al, gl, gr, memo_le, memo_ge):
                    replacement = al.right_options
                    break
        if replacement is None:
            out.append(a)
        else:
            changed = True
            work.extend(replacement)
    return out if changed else side


def _le_explicit(
    h: Game, gl: tuple[Game, ...], gr: tuple[Game, ...], memo_le: dict[int, bool], memo_ge: dict[int, bool]
) -> bool:
    """h <= {gl | gr}."""
    r = memo_le.get(h._id)
    if r is not None:
        return r
    result = True
    for g in gr:
        if le(g, h):
            result = False
            break
    if result:
        for hl in h.left_options:
            if _ge_explicit(hl, gl, gr, memo_le, memo_ge):
                result = False
                break
    memo_le[h._id] = result
    return result


def _ge_explicit(
    h: Game, gl: tuple[Game, ...], gr: tuple[Game, ...], memo_le: dict[int, bool], memo_ge: dict[int, bool]
) -> bool:
    """{gl | gr} <= h."""
    r = memo_ge.get(h._id)
    if r is not None:
        return r
    result = True
    for g in gl:
        if le(h, g):
            result = False
            break
    if result:
        for hr in h.right_options:
            if _le_explicit(hr, gl, gr, memo_le, memo_ge):
                result = False
                break
    memo_ge[h._id] = result
    return result


def _recognise_symbolic(left: list[Game], right: list[Game]) -> Game | None:
    """Return the symbolic game whose canonical options are exactly these, if any."""
    if left and len(left) == len(right):
        # x + *k: both sides are {x, x+*, ..., x+*(k-1)}.
        nus0 = left[0]._nus
        if nus0 is not None and nus0[1] == 0:
            x = nus0[0]
            if (
                all(g._nus is not None and g._nus[0] == x and g._nus[1] == 0 for g in left)
                and {g._nus[2] for g in left} == set(range(len(left)))  # type: ignore[index]
                and {g._id for g in left} == {g._id for g in right}
            ):
                return _symbolic(x, 0, len(left))
    candidate = None
    if len(left) == 1 and len(right) == 1:
        a, b = left[0], right[0]
        if a._num is not None and b._nus is not None and b._nus[0] == a._num and b._nus[1] >= 0:
            x, m, j = b._nus
            candidate = (x, m + 1, j ^ 1)
        elif b._num is not None and a._nus is not None and a._nus[0] == b._num and a._nus[1] <= 0:
            x, m, j = a._nus
            candidate = (x, m - 1, j ^ 1)
    elif len(left) == 2 and len(right) == 1 and right[0]._num is not None:
        candidate = (right[0]._num, 1, 1)
    elif len(left) == 1 and len(right) == 2 and left[0]._num is not None:
        candidate = (left[0]._num, -1, 1)
    if candidate is None:
        return None
    cl, cr = _symbolic_options(*candidate)
    if {g._id for g in cl} == {g._id for g in left} and {g._id for g in cr} == {g._id for g in right}:
        return _symbolic(*candidate)
    return None


_ZERO_GAME = _symbolic(_ZERO_Q, 0, 0)

# ----------------------------------------------------------------------------------
# Order
# ----------------------------------------------------------------------------------


def le(g: Game, h: Game) -> bool:
    """``g <= h`` for canonical games (engine level, no coercion)."""
    if g is h:
        return True
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        # Sign of h - g = (hx - gx) + (hn - gn).^ + *(hk ^ gk); _ls is x as a fast key.
        gx, hx = g._ls, h._ls
        if gx != hx:
            return gx < hx
        n = hn[1] - gn[1]
        if n == 0:
            return hn[2] == gn[2]
        if (n == 1 or n == -1) and hn[2] ^ gn[2] == 1:
            return False  # ^* and v* are confused with 0
        return n > 0
    # Stops are monotone: g <= h needs LS(g) <= LS(h) and RS(g) <= RS(h);
    # and LS(g) < RS(h) already gives g < h.
    if g._ls > h._ls or g._rs > h._rs:
        return False
    if g._ls < h._rs:
        return True
    key = (g._id << 64) | h._id
    r = _le_cache.get(key)
    if r is not None:
        return r
    r = _le_uncached(g, h)
    _le_cache.put(key, r)
    return r


def _le_uncached(g: Game, h: Game) -> bool:
    # g <= h  iff  no g^L >= h  and  no h^R <= g.
    # Number avoidance: against a number, only the non-number's options matter.
    if g._num is None:
        for gl in g._left if g._left is not None else g.left_options:
            if le(h, gl):
                return False
    if h._num is None:
        for hr in h._right if h._right is not None else h.right_options:
            if le(hr, g):
                return False
    return True




# ----------------------------------------------------------------------------------
# Negation and sums
# ----------------------------------------------------------------------------------


def neg(g: Game) -> Game:
    """``-g`` (engine level)."""
    r = g._neg
    if r is not None:
        return r
    if g._nus is not None:
        x, n, k = g._nus
        r = _symbolic(-x, -n, k)
    else:
        r = _neg_explicit(g)
    g._neg = r
    r._neg = g
    return r


def _neg_explicit(g: Game) -> Game:
    return _explicit([neg(o) for o in g.right_options], [neg(o) for o in g.left_options])


def add(g: Game, h: Game) -> Game:
    """``g + h`` (engine level)."""
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        return _symbolic(gn[0] + hn[0], gn[1] + hn[1], gn[2] ^ hn[2])
    if g is _ZERO_GAME:
        return h
    if h is _ZERO_GAME:
        return g
    if g._id > h._id:
        g, h = h, g
    key = (g._id, h._id)
    r = _add_cache.get(key)
    if r is not None:
        return r
    r = _add_uncached(g, h)
    _add_cache.put(key, r)
    return r


def _add_uncached(g: Game, h: Game) -> Game:
    # Number translation: G + x = {G^L + x | G^R + x} for G not a number, and
    # that form is canonical when G's is.
    if g._num is not None or h._num is not None:
        x, other = (g, h) if g._num is not None else (h, g)
        return _explicit([add(o, x) for o in other.left_options], [add(o, x) for o in other.right_options])
    left = [add(gl, h) for gl in g.left_options]
    left_split = len(left)
    left.extend(add(g, hl) for hl in h.left_options)
    right = [add(gr, h) for gr in g.right_options]
    right_split = len(right)
    right.extend(add(g, hr) for hr in h.right_options)
    # Each group is pairwise incomparable (canonical options, translated).
    return _canonical(left, right, left_split if left_split < len(left) else 0,
                      right_split if right_split < len(right) else 0)


def multiple(k: int, g: Game) -> Game:
    """``k * g`` for an integer k, by doubling (engine level)."""
    if g._nus is not None:
        x, n, m = g._nus
        return _symbolic(x * k, n * k, m if k % 2 else 0)
    if k < 0:
        return multiple(-k, neg(g))
    result = _number(_ZERO_Q)
    power = g
    while k:
        if k & 1:
            result = add(result, power)
        k >>= 1
        if k:
            power = add(power, power)
    return result


# ----------------------------------------------------------------------------------
# Birthdays (iterative over the game tree)
# ----------------------------------------------------------------------------------


def _symbolic_birthday(x: Fraction, n: int, k: int) -> int | None:
    if n == 0:
        return birthday_of_number(x) + k
    return None


def _compute_birthdays(root: Game) -> None:
    stack: list[tuple[Game, bool]] = [(root, False)]
    while stack:
        g, expanded = stack.pop()
        if g._birthday is not None:
            continue
        if g._nus is not None:
            b = _symbolic_birthday(*g._nus)
            if b is not None:
                g._birthday = b
                continue
        opts = g.left_options + g.right_options
        if expanded:
            g._birthday = 1 + max((o._birthday for o in opts), default=-1)  # type: ignore[type-var]
            continue
        stack.append((g, True))
        stack.extend((o, False) for o in opts if o._birthday is None)


def iter_subgames(g: Game) -> Iterator[Game]:
    """Yield every distinct subposition of *g*'s canonical form, *g* first.

    Examples
    --------
    >>> from cgtalg import UP
    >>> sorted(str(s) for s in iter_subgames(UP))
    ['*', '0', '^']
    """
    seen = {g._id}
    stack = [g]
    while stack:
        s = stack.pop()
        yield s
        for o in s.left_options + s.right_options:
            if o._id not in seen:
                seen.add(o._id)
                stack.append(o)


register_info(lambda: {"interned games": {"size": interned_count(), "maxsize": -1, "clears": 0}})
