"""The heap schema: take-and-break codes, subtraction games, Grundy's game.

**The rules.** A position is a collection of heaps of tokens. A move picks
one heap, removes some tokens from it, and may split what is left into
several non-empty heaps, as the *rule* allows. Whoever cannot move loses
(normal play); under misère play whoever makes the last move loses.

A rule is written as a *take-and-break code* ``d0.d1 d2 d3 ...`` (Winning
Ways, chapter 4): digit ``dk`` says what may be left after removing ``k``
tokens from a heap, read in binary: bit ``2**j`` set means the rest may be
left as exactly ``j`` non-empty heaps. So ``1`` = remove the whole heap,
``2`` = leave one heap, ``4`` = leave two heaps; ``3`` = leave 0 or 1 heap,
``7`` = leave 0, 1 or 2 heaps. Codes whose digits are all below 8 are the
*octal* games; digits ``8``-``f`` (hexadecimal, as in CGSuite) allow splits
into three or more heaps. Accepted syntax:

* ``0.77`` (Kayles), ``.07`` (Dawson's Kayles; ``d0`` defaults to 0),
  ``4.7`` (``d0 = 4``: a heap may be split in two without removing any);
* hexadecimal digits ``8``-``9``, ``a``-``f`` (case-insensitive);
* a final repeating block in brackets: ``0.[3]`` means digit 3 for every
  ``k >= 1`` (that is Nim), ``0.3[1]`` repeats 1 from ``k = 2`` on.

``d0`` may only be 0, 4, 8 or 12 (removing nothing and leaving one heap
would be a pass; leaving none is impossible). CGSuite's ``!`` and ``?``
digit modifiers are not supported (refused with a clear message).

:class:`Subtraction` (remove a number of tokens from a set) and its all-but
variant are take-and-break codes of 3s; :class:`GrundysGame` (split a heap
into two unequal heaps) is the one rule here that is not a code. Nim is the
code ``0.[3]`` (``NIM_RULE``). The heap games as rulesets (Nim with its
Bouton shortcut, the Penny Game, Welter's game, which is *not* a sum of
heaps since its coins block one another) are in :mod:`cgtalg.rulesets.heap`,
which also re-exports everything here.

A rule describes moves only: :class:`HeapPosition` turns heaps into a
position for the engine (:func:`cgtalg.impartial.grundy`), and
:mod:`cgtalg.impartial.nim_sequence` computes whole nim-sequences with
arrays from the rule's digits. A position is written as its heap sizes
separated by spaces (:func:`parse_heaps`, :meth:`HeapRule.parse`,
:meth:`HeapPosition.text`).

The module is pure Python (nothing here is compiled) and sits in the
engine so that the impartial theory (:mod:`cgtalg.impartial`, a layer above
the engine and below the rulesets) can read a rule's moves and names.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 4
(take-and-break games, octal codes) and chapter 13 (misère).
A. N. Siegel, *Combinatorial Game Theory*, chapter IV.2 (heap games).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> kayles = TakeAndBreak("0.77")
>>> [grundy(kayles.position(n)) for n in range(8)]
[0, 1, 2, 3, 1, 4, 3, 2]
>>> grundy(kayles.position(3, 4))
2
>>> TakeAndBreak("0.8x")
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: malformed take-and-break code '0.8x': 'x' at position 3 is not a digit (use 0-9, a-f, and one final [repeating block])
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Iterator

from ..errors import InputTypeError, InputValueError, check_int, check_items, check_str, describe
from .position import ImpartialPosition

__all__ = [
    "HeapRule",
    "TakeAndBreak",
    "Subtraction",
    "GrundysGame",
    "HeapPosition",
    "NIM_RULE",
    "rule_from_name",
    "parse_code",
    "heap_repr",
    "parse_heaps",
    "KAYLES",
    "DAWSONS_KAYLES",
]

_HEX = "0123456789abcdef"
#: The most digits one number of a position text may have (reading longer ones would take long).
_MAX_DIGITS = 1000


def heap_repr(size: int) -> str:
    """A heap size as a position's ``repr`` and ``str`` show it: its digits, or the size of a huge one.

    Python will not print an int of more than 4,300 digits, and a heap of
    more than 1,000 digits could not be read back from a position text
    anyway, so a size of more than 3,000 bits is shown as ``<an int of N
    bits>``: a ``repr`` must never fail.

    Parameters
    ----------
    size : int
        The heap size.

    Returns
    -------
    str

    Examples
    --------
    >>> heap_repr(3), heap_repr(2**100000)
    ('3', '<an int of 100001 bits>')
    """
    size = check_int(size, "a heap size")
    return str(size) if size.bit_length() <= 3000 else f"<{describe(size)}>"


def parse_heaps(text: str, what: str = "a heap size") -> tuple[int, ...]:
    """Read a position text of whole numbers separated by spaces (or commas): ``"3 4 5"``.

    The text of every heap game (and of the Penny Game's rows, Welter's
    glasses): the numbers in the order written, zeros kept.

    Parameters
    ----------
    text : str
        The numbers, e.g. ``"3 4 5"`` or ``"3, 4, 5"``; an empty text is no
        number at all.
    what : str, default "a heap size"
        What one number is, for the error message.

    Returns
    -------
    tuple of int
        The numbers, in the order written.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        For anything that is not a whole number written in ASCII digits (a
        sign, a point, a letter), or a number of more than 1000 digits.

    Examples
    --------
    >>> parse_heaps("3 0, 5"), parse_heaps("  ")
    ((3, 0, 5), ())
    >>> parse_heaps("3 -1")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size is a whole number written with the digits 0-9, such as 3; got '-1' (the numbers of a position are separated by spaces)
    """
    check_str(text, "a position text of numbers separated by spaces")
    out = []
    for word in text.replace(",", " ").split():
        if not (word.isascii() and word.isdigit()):
            raise InputValueError(
                f"{what} is a whole number written with the digits 0-9, such as 3; got {word!r} "
                "(the numbers of a position are separated by spaces)"
            )
        if len(word) > _MAX_DIGITS:
            raise InputValueError(f"{what} has at most {_MAX_DIGITS} digits; got one of {len(word)}")
        out.append(int(word))
    return tuple(out)


def _parts(total: int, count: int, unequal: bool = False) -> Iterator[tuple[int, ...]]:
    """Non-increasing tuples of *count* positive ints summing to *total*."""
    if count == 0:
        if total == 0:
            yield ()
        return
    if count == 1:
        if total >= 1:
            yield (total,)
        return
    # iterative: choose the parts in non-decreasing order, then reverse
    for combo in combinations_with_replacement(range(1, total - count + 2), count - 1):
        last = total - sum(combo)
        if last >= combo[-1]:
            parts = combo + (last,)
            if unequal and len(set(parts)) != len(parts):
                continue
            yield tuple(reversed(parts))


class HeapRule:
    """What may happen to one heap: the common interface of every heap game.

    The array algorithms of :mod:`cgtalg.impartial.nim_sequence` read a rule
    through four attributes:

    * ``digits`` -- the code's digits ``d0, d1, ..., dt`` (``dt != 0``);
    * ``repeat`` -- a block repeated forever after them (empty if none);
    * ``unequal`` -- True when a split must leave heaps of different sizes;
    * ``name`` -- how to print the rule.

    Subclasses only fill these in; :meth:`heap_options` and :meth:`position`
    follow from them.
    """

    digits: tuple[int, ...] = ()
    repeat: tuple[int, ...] = ()
    unequal: bool = False
    name: str = ""

    def digit(self, k: int) -> int:
        """The digit for removing *k* tokens (0 beyond a finite code).

        Bit ``j`` of the digit is set when removing *k* tokens from a heap may
        leave exactly ``j`` heaps.

        Parameters
        ----------
        k : int
            How many tokens are removed.

        Returns
        -------
        int
            The digit ``d_k`` of the code.

        Raises
        ------
        InputTypeError
            If *k* is not an int.
        InputValueError
            If *k* is negative.

        References
        ----------
        Winning Ways, chapter 4 ("Taking and Breaking": the games and their codes).

        Examples
        --------
        >>> r = TakeAndBreak("0.3[7]")
        >>> [r.digit(k) for k in range(5)]
        [0, 3, 7, 7, 7]
        >>> r.digit(-1)
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: a number of tokens removed must be non-negative, got -1
        """
        return self._digit(check_int(k, "a number of tokens removed", minimum=0))

    def _digit(self, k: int) -> int:
        if k < len(self.digits):
            return self.digits[k]
        if not self.repeat:
            return 0
        return self.repeat[(k - len(self.digits)) % len(self.repeat)]

    @property
    def is_finite(self) -> bool:
        """True when the code has finitely many non-zero digits (no repeating block).

        Returns
        -------
        bool

        Examples
        --------
        >>> TakeAndBreak("0.77").is_finite, TakeAndBreak("0.[3]").is_finite
        (True, False)
        """
        return not self.repeat

    @property
    def max_parts(self) -> int:
        """The largest number of heaps one move may leave (from the highest bit of any digit).

        Returns
        -------
        int

        Examples
        --------
        >>> TakeAndBreak("0.77").max_parts, TakeAndBreak("0.3").max_parts, GrundysGame().max_parts
        (2, 1, 2)
        """
        return max((d.bit_length() - 1 for d in self.digits + self.repeat if d), default=0)

    @property
    def last_digit(self) -> int:
        """``t``, the index of the last non-zero digit of a finite code (the largest removal).

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            For a code with a repeating block (it has no last digit).

        Examples
        --------
        >>> TakeAndBreak("0.137").last_digit
        3
        >>> TakeAndBreak("0.[3]").last_digit
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: 0.[3] has a repeating block: it has no last digit
        """
        if self.repeat:
            raise InputValueError(f"{self.name} has a repeating block: it has no last digit")
        return len(self.digits) - 1

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """The options of one heap of *n*: each a non-increasing tuple of heap sizes.

        Straight from the definition (the slow reference the array algorithms
        are checked against).

        Parameters
        ----------
        n : int
            The heap size.

        Returns
        -------
        list of tuple of int
            Each option as the sizes of the heaps left, largest first (``()``
            when the move takes the whole heap).

        Raises
        ------
        InputTypeError
            If *n* is not an int.
        InputValueError
            If *n* is negative.

        Examples
        --------
        >>> TakeAndBreak("0.77").heap_options(3)
        [(2,), (1, 1), (1,)]
        >>> GrundysGame().heap_options(6)
        [(5, 1), (4, 2)]
        """
        n = check_int(n, "a heap size", minimum=0)
        out: list[tuple[int, ...]] = []
        for k in range(0, n + 1):
            d = self._digit(k)
            if not d:
                continue
            rest = n - k
            for j in range(d.bit_length()):
                if d >> j & 1:
                    out.extend(_parts(rest, j, self.unequal))
        return out

    def position(self, *heaps: int) -> "HeapPosition":
        """The position made of the given heaps under this rule.

        Parameters
        ----------
        *heaps : int
            The heap sizes (zeros are dropped).

        Returns
        -------
        HeapPosition

        Raises
        ------
        InputTypeError
            If a heap size is not an int.
        InputValueError
            If a heap size is negative.

        Examples
        --------
        >>> TakeAndBreak("0.07").position(5, 2)
        HeapPosition(0.07; 2, 5)
        """
        return HeapPosition(self, *heaps)

    def parse(self, text: str) -> "HeapPosition":
        """The position written *text*: heap sizes separated by spaces (see :func:`parse_heaps`).

        Parameters
        ----------
        text : str
            The heap sizes, e.g. ``"3 5"`` (zeros are dropped; ``""`` or ``"0"`` is no heap).

        Returns
        -------
        HeapPosition

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            If a heap size is not a whole number.

        Examples
        --------
        >>> KAYLES.parse("5 2") == KAYLES.position(2, 5), KAYLES.parse("5 2").text()
        (True, '2 5')
        """
        return HeapPosition._trusted(self, tuple(sorted(h for h in parse_heaps(text) if h)))

    def key(self) -> tuple[object, ...]:
        """Return what determines the rule: its digits, its repeating block and whether splits are unequal.

        Returns
        -------
        tuple

        Examples
        --------
        >>> TakeAndBreak("0.77").key(), TakeAndBreak("0.77") == KAYLES
        (((0, 7, 7), (), False), True)
        """
        return (self.digits, self.repeat, self.unequal)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HeapRule) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"

    def __str__(self) -> str:
        return self.name


def _digit_value(ch: str, code: str, pos: int) -> int:
    low = ch.lower()
    if low in _HEX:
        return _HEX.index(low)
    if ch in "!?":
        raise InputValueError(
            f"take-and-break code {code!r}: the {ch!r} modifier (CGSuite) is not supported; "
            "write the digits explicitly"
        )
    raise InputValueError(
        f"malformed take-and-break code {code!r}: {ch!r} at position {pos} is not a digit "
        "(use 0-9, a-f, and one final [repeating block])"
    )


def _format(digits: tuple[int, ...], repeat: tuple[int, ...]) -> str:
    head = _HEX[digits[0]] if digits else "0"
    body = "".join(_HEX[d] for d in digits[1:])
    if repeat:
        body += "[" + "".join(_HEX[d] for d in repeat) + "]"
    return f"{head}.{body}" if body else f"{head}.0"


def parse_code(code: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Parse a take-and-break code into ``(digits, repeat)``, trailing zeros removed.

    Parameters
    ----------
    code : str
        ``d0.d1d2...`` with hexadecimal digits and an optional final
        ``[block]`` repeated forever.

    Returns
    -------
    (tuple of int, tuple of int)
        The digits ``d0..dt`` and the repeating block (empty if none).

    Raises
    ------
    InputTypeError
        If *code* is not a string.
    InputValueError
        For a malformed code: no point, a bad character, an empty or
        misplaced block, or ``d0`` with bit 1 or 2 set.

    Examples
    --------
    >>> parse_code("0.77"), parse_code(".07"), parse_code("4.7")
    (((0, 7, 7), ()), ((0, 0, 7), ()), ((4, 7), ()))
    >>> parse_code("0.[3]"), parse_code("0.3000"), parse_code("0.F")
    (((0,), (3,)), ((0, 3), ()), ((0, 15), ()))
    >>> parse_code("3.7")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: take-and-break code '3.7': d0 = 3 would let a move remove nothing and leave 0 or 1 heap (a pass); d0 may only have the bits 4, 8, ...
    """
    if not isinstance(code, str):
        raise InputTypeError(f"a take-and-break code must be a str such as '0.77', not {type(code).__name__}")
    text = code.strip()
    if text.count(".") != 1:
        raise InputValueError(
            f"malformed take-and-break code {code!r}: it needs exactly one point, as in '0.77' or '4.7'"
        )
    head, tail = text.split(".")
    if len(head) > 1:
        raise InputValueError(f"malformed take-and-break code {code!r}: one digit before the point, got {head!r}")
    d0 = _digit_value(head, code, 0) if head else 0
    if d0 & 3:
        raise InputValueError(
            f"take-and-break code {code!r}: d0 = {d0} would let a move remove nothing and leave 0 or 1 heap "
            "(a pass); d0 may only have the bits 4, 8, ..."
        )
    digits = [d0]
    repeat: list[int] = []
    offset = len(head) + 1
    if "[" in tail or "]" in tail:
        if tail.count("[") != 1 or tail.count("]") != 1 or not tail.endswith("]") or tail.index("[") > tail.index("]"):
            raise InputValueError(
                f"malformed take-and-break code {code!r}: at most one repeating block, in brackets, at the end"
            )
        body, block = tail[:-1].split("[")
        if not block:
            raise InputValueError(f"malformed take-and-break code {code!r}: the repeating block [] is empty")
        repeat = [_digit_value(ch, code, offset + len(body) + 1 + i) for i, ch in enumerate(block)]
    else:
        body = tail
    digits += [_digit_value(ch, code, offset + i) for i, ch in enumerate(body)]
    if not any(repeat):
        repeat = []
    while len(digits) > 1 and digits[-1] == 0 and not repeat:
        digits.pop()
    return tuple(digits), tuple(repeat)


class TakeAndBreak(HeapRule):
    """The take-and-break game with the given code (octal or hexadecimal).

    Parameters
    ----------
    code : str
        For instance ``"0.77"`` (Kayles), ``"0.07"`` (Dawson's Kayles),
        ``"0.137"`` (Dawson's chess), ``"4.7"``, ``"0.[3]"`` (Nim). See the
        module docstring for the syntax.

    Raises
    ------
    InputValueError
        For a malformed code (the message says what is wrong).

    References
    ----------
    Winning Ways, chapter 4; Siegel, *Combinatorial Game Theory*, IV.2.

    Examples
    --------
    >>> k = TakeAndBreak("0.77")
    >>> k.digits, k.name, k.max_parts, k.last_digit
    ((0, 7, 7), '0.77', 2, 2)
    >>> TakeAndBreak("0.[3]") == NIM_RULE, TakeAndBreak(".070").name
    (True, '0.07')
    """

    def __init__(self, code: str):
        self.digits, self.repeat = parse_code(code)
        self.unequal = False
        self.name = _format(self.digits, self.repeat)


class Subtraction(HeapRule):
    """The subtraction game: remove a number of tokens that lies in *subtraction_set*.

    With ``all_but=True`` the allowed numbers are every positive integer
    *not* in the set (an *all-but* subtraction game). A heap is never split,
    so this is the take-and-break code with digit 3 at each allowed number.

    Parameters
    ----------
    subtraction_set : iterable of int
        Positive ints (finite).
    all_but : bool, default False

    Raises
    ------
    InputValueError
        For an empty set (without ``all_but``) or a number below 1.

    References
    ----------
    Winning Ways, chapter 4 (subtraction games); Siegel, *Combinatorial Game
    Theory*, IV.1; A. Siegel, *Finite excluded subtraction sets and infinite
    geography* (all-but games).

    Examples
    --------
    >>> Subtraction({1, 3, 4}).name, Subtraction([1, 2], all_but=True).name
    ('S(1,3,4)', 'S(all but 1,2)')
    >>> Subtraction({1, 3, 4}).digits
    (0, 3, 0, 3, 3)
    >>> Subtraction({2}, all_but=True).digits, Subtraction({2}, all_but=True).repeat
    ((0, 3, 0), (3,))
    """

    def __init__(self, subtraction_set: object, *, all_but: bool = False):
        values = sorted({check_int(x, "a subtraction-set element", minimum=1) for x in check_items(subtraction_set, "subtraction_set")})
        if not isinstance(all_but, bool):
            raise InputTypeError(f"all_but must be a bool, not {type(all_but).__name__}")
        if not values and not all_but:
            raise InputValueError("a subtraction set must not be empty (no move at all); all_but=True with {} is Nim")
        self.subtraction_set = tuple(values)
        self.all_but = all_but
        self.unequal = False
        top = values[-1] if values else 0
        if all_but:
            self.digits = tuple(0 if k == 0 or k in values else 3 for k in range(top + 1))
            self.repeat = (3,)
            self.name = "S(all but " + ",".join(map(str, values)) + ")"
        else:
            self.digits = tuple(3 if k in values else 0 for k in range(top + 1))
            self.repeat = ()
            self.name = "S(" + ",".join(map(str, values)) + ")"


class GrundysGame(HeapRule):
    """Grundy's game: split one heap into two non-empty heaps of different sizes.

    References
    ----------
    Winning Ways, chapter 4 (Grundy's game); Siegel, *Combinatorial Game
    Theory*, IV.2.

    Examples
    --------
    >>> from cgtalg.impartial import grundy
    >>> [grundy(GrundysGame().position(n)) for n in range(10)]
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    """

    def __init__(self) -> None:
        self.digits = (4,)
        self.repeat = ()
        self.unequal = True
        self.name = "Grundy's game"


#: Nim as a take-and-break game: remove any number, leave at most one heap.
NIM_RULE = TakeAndBreak("0.[3]")
#: Kayles (Winning Ways ch. 4): knock down one pin or two adjacent pins.
KAYLES = TakeAndBreak("0.77")
#: Dawson's Kayles (Winning Ways ch. 4): knock down two adjacent pins.
DAWSONS_KAYLES = TakeAndBreak("0.07")


class HeapPosition(ImpartialPosition):
    """A sum of heaps under one :class:`HeapRule`: ``HeapPosition(KAYLES, 3, 5)``.

    Heaps are kept sorted, empty heaps dropped. The position offers
    ``components()`` (one heap each), so the engine values a sum by
    nim-adding its heaps in normal play and explores it whole in misère play.

    Parameters
    ----------
    rule : HeapRule
    *heaps : int

    Examples
    --------
    >>> p = HeapPosition(KAYLES, 2, 0, 1)
    >>> p, sorted(p.options(), key=repr)
    (HeapPosition(0.77; 1, 2), [HeapPosition(0.77; 1), HeapPosition(0.77; 1, 1), HeapPosition(0.77; 2)])
    """

    __slots__ = ("rule", "heaps")

    def __init__(self, rule: HeapRule, *heaps: int):
        if not isinstance(rule, HeapRule):
            raise InputTypeError(f"the first argument must be a HeapRule such as TakeAndBreak('0.77'), not {type(rule).__name__}")
        if len(heaps) == 1 and hasattr(heaps[0], "__iter__") and not isinstance(heaps[0], (str, bytes)):
            raise InputTypeError("write HeapPosition(rule, 3, 4), or HeapPosition(rule, *sizes)")
        self.rule = rule
        self.heaps = tuple(sorted(h for h in (check_int(x, "a heap size", minimum=0) for x in heaps) if h))

    @classmethod
    def _trusted(cls, rule: HeapRule, heaps: tuple[int, ...]) -> "HeapPosition":
        p = cls.__new__(cls)
        p.rule = rule
        p.heaps = heaps
        return p

    def key(self) -> tuple[object, ...]:
        """Return the rule and the sorted non-zero heap sizes (see :meth:`Position.key`).

        Returns
        -------
        tuple

        Examples
        --------
        >>> KAYLES.position(3, 0, 1).key() == (KAYLES, (1, 3))
        True
        """
        return (self.rule, self.heaps)

    def options(self) -> list["HeapPosition"]:
        """Move in one heap, as the rule allows.

        Returns
        -------
        list of HeapPosition
            One per move (equal heaps are tried once).

        Examples
        --------
        >>> KAYLES.position(2, 2).options()
        [HeapPosition(0.77; 1, 2), HeapPosition(0.77; 2)]
        """
        hs = self.heaps
        out = []
        for i, h in enumerate(hs):
            if i and hs[i - 1] == h:
                continue
            rest = hs[:i] + hs[i + 1 :]
            for parts in self.rule.heap_options(h):
                out.append(HeapPosition._trusted(self.rule, tuple(sorted(rest + parts))))
        return out

    def components(self) -> list["HeapPosition"] | None:
        """The heaps, one position each (None for a single heap).

        Returns
        -------
        list of HeapPosition or None

        Examples
        --------
        >>> KAYLES.position(1, 3).components(), KAYLES.position(3).components()
        ([HeapPosition(0.77; 1), HeapPosition(0.77; 3)], None)
        """
        if len(self.heaps) <= 1:
            return None
        return [HeapPosition._trusted(self.rule, (h,)) for h in self.heaps]

    def text(self) -> str:
        """The heap sizes separated by spaces, smallest first (``"0"`` for no heap): what :meth:`HeapRule.parse` reads.

        Returns
        -------
        str

        Examples
        --------
        >>> KAYLES.position(5, 0, 2).text(), KAYLES.position().text()
        ('2 5', '0')
        """
        return " ".join(map(str, self.heaps)) or "0"

    def __repr__(self) -> str:
        return f"HeapPosition({self.rule.name}; " + ", ".join(map(heap_repr, self.heaps)) + ")"


def rule_from_name(name: str) -> HeapRule:
    """Return the rule a name describes: a code, ``S(1,3,4)``, ``S(all but 1,2)`` or ``grundy``.

    The inverse of ``rule.name`` (used by checkpoint files and the command line).

    Parameters
    ----------
    name : str
        A take-and-break code such as ``"0.77"`` or ``"4.07"``, a
        subtraction set ``"S(1,3,4)"`` or ``"S(all but 1,2)"``, or ``"grundy"``.

    Returns
    -------
    HeapRule

    Raises
    ------
    InputTypeError
        If *name* is not a str.
    InputValueError
        For a name that is none of these.

    Examples
    --------
    >>> rule_from_name("0.77") == KAYLES, rule_from_name("S(1,3,4)").name, rule_from_name("grundy").name
    (True, 'S(1,3,4)', "Grundy's game")
    >>> rule_from_name("S(all but 2)").repeat
    (3,)
    """
    if not isinstance(name, str):
        raise InputTypeError(f"a rule name must be a str, not {type(name).__name__}")
    text = name.strip()
    if text.lower() in ("grundy", "grundy's game", "grundys game"):
        return GrundysGame()
    if text.startswith("S(") and text.endswith(")"):
        inner = text[2:-1].strip()
        all_but = inner.startswith("all but")
        if all_but:
            inner = inner[len("all but"):]
        try:
            values = [int(x) for x in inner.replace(" ", "").split(",") if x]
        except ValueError:
            raise InputValueError(f"malformed subtraction game {name!r}: write S(1,3,4) or S(all but 1,2)") from None
        return Subtraction(values, all_but=all_but)
    return TakeAndBreak(text)
