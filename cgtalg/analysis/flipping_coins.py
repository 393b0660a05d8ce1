"""The value of a flipping-coins position in linear time, as an iterated ordinal sum.

Every flipping-coins position (:class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins`)
is a number (Bonato, Huggan and Nowakowski, *The game of flipping coins*,
Theorem 3.2). This module finds that number without searching the game tree:

1. **Reduce.** A tail followed by three heads, ``α 0111 β``, may be replaced
   by ``α 10 β`` unless ``β`` starts with a tail and holds an odd number of
   heads. Repeating this until nothing applies gives the *reduced string*
   (:func:`reduce_coins`); it does not depend on the order of the
   replacements and has the same value.
2. **Peel.** While the reduced string has at least three heads and a tail
   somewhere before its third-last head, cut it just after the third-last
   head: ``G = H K`` with ``K = 0^b 1 0^c 1``. Then ``G = H : K^R``, where
   ``K^R`` is Right's best move in ``K`` played alone; its value is
   ``2**-(2b + c - 1)``. Carry on with ``H``.
3. **Base.** What is left is ``""`` (value 0), ``0^a 1`` (value ``-a``) or
   ``1^m 0^b 1 0^c 1`` (value ``m // 2 + 2**-(2b + c)``).
4. **Fold.** The value is ``(...((base : t_1) : t_2) ... : t_n)``, the terms
   read left to right. For numbers an ordinal sum concatenates sign
   expansions, so the whole fold is one string of signs
   (:mod:`cgtalg.core.sign_expansion`).

:func:`decompose` returns a :class:`CoinDecomposition` that shows every
stage; :func:`coins_value` returns only the number. The same module holds the
best moves (Theorem 4.2), the outcome rule, a winning-move finder for sums of
positions, and the Hackenbush-string contrast (there ``G = H : K`` with ``K``
itself, not ``K^R``).

Examples
--------
>>> d = decompose("01001010110101")
>>> print(d)
(((-1 : 1/16) : 1/2) : 1/4)
>>> d.value
Fraction(-983, 1024)
>>> reduce_coins("0110111011101")
'100011101'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from cgtalg.notation.digits import int_to_decimal
from cgtalg.errors import InputTypeError, InputValueError, check_instance, check_int, check_items, check_str, describe
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins, normalize_coins
from cgtalg.rulesets.graph.hackenbush import HackenbushString, berlekamp_value
from cgtalg.core.sign_expansion import from_sign_expansion, sign_expansion
from cgtalg.core.ordinal import ordinal_sum
from cgtalg.core.values import number
from cgtalg.engine.position_value import value as position_value

__all__ = [
    "reduce_coins",
    "decompose",
    "coins_value",
    "CoinDecomposition",
    "OrdinalTerm",
    "best_left_move",
    "best_right_move",
    "coins_outcome",
    "CoinMove",
    "winning_moves",
    "hackenbush_string_value",
    "hackenbush_split",
]


def _row(position: str | FlippingCoins) -> str:
    if isinstance(position, FlippingCoins):
        return position.coins
    if not isinstance(position, str):
        raise InputTypeError(
            "a flipping-coins position is a str of '0' and '1' or a FlippingCoins, "
            f"not {type(position).__name__} ({describe(position)})"
        )
    return normalize_coins(position)


def _coins(value: object, what: str) -> str:
    """*value* if it is a str of ``0``/``1`` (a field of the records below)."""
    return check_str(value, what, alphabet="01")


def _dyadic_field(value: object, what: str) -> Fraction:
    """*value* as a Fraction if it is an int or a Fraction with a power-of-two denominator."""
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise InputTypeError(f"{what} must be an int or a Fraction, not {type(value).__name__} ({describe(value)})")
    value = Fraction(value)
    if value.denominator & (value.denominator - 1):
        raise InputValueError(f"{what} must be a dyadic rational (a power of two below), got {describe(value)}")
    return value


def _flip_two(row: str, i: int, j: int) -> str:
    """Turn coins *i* < *j* of *row* over and drop trailing tails."""
    flip = {"0": "1", "1": "0"}
    return (row[:i] + flip[row[i]] + row[i + 1:j] + flip[row[j]] + row[j + 1:]).rstrip("0")


def _show(q: Fraction) -> str:
    """Print a number of the form n, -n, 2**-e or n + 2**-e; powers stay short."""
    if q.denominator.bit_length() <= 32:
        if q.denominator == 1:
            return int_to_decimal(q.numerator)
        return f"{int_to_decimal(q.numerator)}/{q.denominator}"
    e = q.denominator.bit_length() - 1
    whole = q.numerator // q.denominator
    if q - whole == Fraction(1, q.denominator):
        return f"2^-{e}" if whole == 0 else f"{int_to_decimal(whole)} + 2^-{e}"
    return f"{int_to_decimal(q.numerator)}/2^{e}"


# --------------------------------------------------------------------------
# Step 1: reduction
# --------------------------------------------------------------------------


def reduce_coins(position: str | FlippingCoins) -> str:
    """Return the reduced string of a flipping-coins position.

    An occurrence ``α 0111 β`` is replaced by ``α 10 β`` (then trailing tails
    are dropped) unless ``β`` starts with ``0`` and contains an odd number of
    ``1``s; this repeats until no occurrence can be replaced. The value does
    not change. The work is linear in the length: the row is read right to
    left, keeping the part already read in reduced form.

    Parameters
    ----------
    position : str or FlippingCoins
        A row of ``0``/``1``.

    Returns
    -------
    str
        The reduced row (no trailing tails).

    Examples
    --------
    >>> [reduce_coins(s) for s in ("0111", "01111", "0111111", "0111011", "011101")]
    ['1', '101', '11', '10011', '011101']
    """
    row = _row(position)
    done: list[str] = []  # the reduced suffix read so far, reversed: done[-1] is its first coin
    heads = 0
    for coin in reversed(row):
        if coin == "1":
            done.append("1")
            heads += 1
            continue
        # Place a tail in front of the reduced suffix T. If T = 111 β and the
        # occurrence 0111 β may be replaced, 0111 β becomes 1 0 β: keep the 1
        # aside and place the tail again, in front of β.
        pending = 0
        while len(done) >= 3 and done[-1] == done[-2] == done[-3] == "1":
            if len(done) == 3:  # 0111 at the very end becomes 10, that is 1
                del done[-2:]
                heads -= 2
                break
            if done[-4] == "0" and (heads - 3) % 2 == 1:
                done.append("0")  # not applicable: the tail stays
                break
            del done[-3:]
            heads -= 3
            pending += 1
        else:
            done.append("0")
        done.extend("1" * pending)
        heads += pending
    return "".join(reversed(done))


# --------------------------------------------------------------------------
# Steps 2-4: decomposition and fold
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class OrdinalTerm:
    """One exponent of the ordinal sum: a piece ``K`` peeled off the right end.

    Attributes
    ----------
    piece : str
        ``K = 0^b 1 0^c 1``, the coins after the third-last head.
    right_option : str
        ``K^R``: Right's best move in ``K`` played on its own.
    exponent : int
        ``e = 2b + c - 1``; the term's value is ``2**-e``.

    Raises
    ------
    InputTypeError, InputValueError
        If a piece is not a str of ``0``/``1``, or the exponent not an int
        in ``0..2 * len(piece)``.

    Examples
    --------
    >>> t = OrdinalTerm("0101", "011", 2)
    >>> t.value
    Fraction(1, 4)
    """

    piece: str
    right_option: str
    exponent: int

    def __post_init__(self) -> None:
        _coins(self.piece, "a term's piece")
        _coins(self.right_option, "a term's right option")
        # e = 2b + c - 1 for the piece 0^b 1 0^c 1
        check_int(self.exponent, "a term's exponent", minimum=0, maximum=2 * len(self.piece))

    @property
    def value(self) -> Fraction:
        """The value ``2**-exponent`` of ``K^R``.

        Returns
        -------
        Fraction

        Examples
        --------
        >>> OrdinalTerm("1001", "101", 1).value     # K = 1001: b = 0, c = 2
        Fraction(1, 2)
        """
        return Fraction(1, 1 << self.exponent)

    @property
    def sign_expansion(self) -> str:
        """``+`` followed by ``exponent`` minus signs.

        Returns
        -------
        str

        Examples
        --------
        >>> OrdinalTerm("011", "101", 1).sign_expansion
        '+-'
        """
        return "+" + "-" * self.exponent


@dataclass(frozen=True, repr=False)
class CoinDecomposition:
    """A flipping-coins position taken apart as an iterated ordinal sum.

    Attributes
    ----------
    position : str
        The row, trailing tails dropped.
    reduced : str
        Its reduced string (:func:`reduce_coins`).
    base : str
        The piece left when peeling stops: ``""``, ``0^a 1`` or ``1^m 0^b 1 0^c 1``.
    base_value : Fraction
        Its value.
    terms : tuple of OrdinalTerm
        The peeled pieces, left to right; ``base + ''.join(t.piece for t in terms)``
        is the reduced string.

    Raises
    ------
    InputTypeError, InputValueError
        If a row is not a str of ``0``/``1``, the base value not a dyadic
        rational, or *terms* not a tuple of :class:`OrdinalTerm`.

    Examples
    --------
    >>> d = decompose("0101101")
    >>> d.base, [t.piece for t in d.terms], [t.right_option for t in d.terms]
    ('0101', ['101'], ['11'])
    >>> d.sign_expansion, d.value
    ('+---+', Fraction(3, 16))
    """

    position: str
    reduced: str
    base: str
    base_value: Fraction
    terms: tuple[OrdinalTerm, ...]

    def __post_init__(self) -> None:
        _coins(self.position, "the position")
        _coins(self.reduced, "the reduced string")
        _coins(self.base, "the base")
        object.__setattr__(self, "base_value", _dyadic_field(self.base_value, "the base's value"))
        check_instance(self.terms, tuple, "the terms")
        for term in self.terms:
            check_instance(term, OrdinalTerm, "a term")

    @property
    def pieces(self) -> tuple[str, ...]:
        """The base and the peeled pieces, left to right.

        Returns
        -------
        tuple of str
            The base first; concatenated they give the reduced string.

        Examples
        --------
        >>> decompose("010101011").pieces
        ('01', '0101', '011')
        """
        return (self.base,) + tuple(t.piece for t in self.terms)

    @property
    def sign_expansion(self) -> str:
        """The sign expansion of the value: the base's, then each term's.

        Returns
        -------
        str
            ``+`` and ``-`` signs; empty for the value 0.

        Examples
        --------
        >>> decompose("011101").sign_expansion
        '+--+'
        """
        return sign_expansion(self.base_value, limit=None) + "".join(
            t.sign_expansion for t in self.terms
        )

    @property
    def value(self) -> Fraction:
        """The exact value of the position.

        Returns
        -------
        Fraction

        Examples
        --------
        >>> decompose("0100101001011").value
        Fraction(69, 1024)
        """
        return from_sign_expansion(self.sign_expansion)

    def expression(self) -> str:
        """The ordinal sum as text, innermost first: ``((base : t1) : t2)``.

        Returns
        -------
        str

        Examples
        --------
        >>> decompose("010101011").expression()
        '((-1 : 1/4) : 1/2)'
        >>> decompose("11011").expression()
        '5/4'
        """
        text = _show(self.base_value)
        for t in self.terms:
            text = f"({text} : {_show(t.value)})"
        return text

    def explain(self) -> str:
        """A few lines that show each stage of the algorithm.

        Returns
        -------
        str
            Lines labelled position, reduced, base, term (one per term), ordinal,
            signs and value.

        Examples
        --------
        >>> print(decompose("0110111011101").explain())
        position   0110111011101
        reduced    100011101
        base       100011 = 1/64
        term       101 -> K^R 11 = 1
        ordinal    (1/64 : 1)
        signs      +------+
        value      3/128
        """
        lines = [
            f"position   {self.position or '(empty)'}",
            f"reduced    {self.reduced or '(empty)'}",
            f"base       {self.base or '(empty)'} = {_show(self.base_value)}",
        ]
        lines += [
            f"term       {t.piece} -> K^R {t.right_option} = {_show(t.value)}" for t in self.terms
        ]
        value = self.value
        shown = _show(value) if value.denominator.bit_length() <= 64 else "(" + _show(value) + ")"
        lines += [
            f"ordinal    {self.expression()}",
            f"signs      {self.sign_expansion or '(empty)'}",
            f"value      {shown}",
        ]
        return "\n".join(lines)

    def as_game(self, *, engine: bool = False):  # -> cgtalg.Game
        """Fold the ordinal sum with the library's :func:`cgtalg.ordinal_sum` on games.

        Parameters
        ----------
        engine : bool, optional
            If True, the base and every ``K^R`` are evaluated from the rules by
            :func:`cgtalg.value` (the paper's lemma ``G = H : K^R`` taken
            literally); otherwise they are the numbers the algorithm gives.

        Returns
        -------
        cgtalg.Game
            The canonical form; it equals ``cgtalg.number(self.value)``.

        Examples
        --------
        >>> import cgtalg
        >>> d = decompose("011101")
        >>> d.as_game() == d.as_game(engine=True) == cgtalg.number(d.value)
        True
        """
        if engine:
            game = position_value(FlippingCoins(self.base))
        else:
            game = number(self.base_value)
        for t in self.terms:
            exponent = position_value(FlippingCoins(t.right_option)) if engine else number(t.value)
            game = ordinal_sum(game, exponent)
        return game

    def __str__(self) -> str:
        return self.expression()

    def __repr__(self) -> str:
        shown = self.position if len(self.position) <= 40 else self.position[:37] + "..."
        return f"<CoinDecomposition {shown!r} = {self.expression() if len(self.terms) < 8 else '...'}>"


def decompose(position: str | FlippingCoins) -> CoinDecomposition:
    """Take a flipping-coins position apart: reduce, peel, base value, terms.

    Linear in the length of the row.

    Parameters
    ----------
    position : str or FlippingCoins

    Returns
    -------
    CoinDecomposition

    Raises
    ------
    TypeError, ValueError
        If *position* is not a row of ``0``/``1`` (see
        :func:`~cgtalg.rulesets.coins.flipping_coins.normalize_coins`).

    Examples
    --------
    >>> d = decompose("101011101101")
    >>> d.pieces, str(d), d.value
    (('101', '011', '101', '101'), '(((1/2 : 1/2) : 1) : 1)', Fraction(23, 32))
    """
    row = _row(position)
    reduced = reduce_coins(row)
    heads = [i for i, c in enumerate(reduced) if c == "1"]
    first_tail = reduced.find("0")
    if first_tail < 0:
        first_tail = len(reduced)
    k = len(heads)
    peeled: list[OrdinalTerm] = []
    while k >= 3 and heads[k - 3] > first_tail:
        b = heads[k - 2] - heads[k - 3] - 1
        c = heads[k - 1] - heads[k - 2] - 1
        if b + c < 1:  # impossible in a reduced string; guards the algorithm
            raise AssertionError(f"reduced string {reduced!r} ends in 0111: reduction incomplete")
        right = "0" * b + "1" + "0" * (c - 1) + "1" if c >= 1 else "0" * (b - 1) + "101"
        peeled.append(OrdinalTerm(reduced[heads[k - 3] + 1:heads[k - 1] + 1], right, 2 * b + c - 1))
        k -= 2
    if k == 0:
        base, base_value = "", Fraction(0)
    elif k == 1:
        base, base_value = reduced[: heads[0] + 1], Fraction(-heads[0])
    else:
        previous = heads[k - 3] if k >= 3 else -1
        b = heads[k - 2] - previous - 1
        c = heads[k - 1] - heads[k - 2] - 1
        base = reduced[: heads[k - 1] + 1]
        base_value = (k - 2) // 2 + Fraction(1, 1 << (2 * b + c))
    return CoinDecomposition(row, reduced, base, base_value, tuple(reversed(peeled)))


def coins_value(position: str | FlippingCoins) -> Fraction:
    """Return the exact value of a flipping-coins position, in linear time.

    Every step is linear in the length of the row except the final
    conversion of the sign expansion to a Fraction, which is big-integer
    arithmetic (0.1 s for 100,000 coins, about 1.5 s for a million).

    Parameters
    ----------
    position : str or FlippingCoins
        A row of ``0`` (tail) and ``1`` (head), left to right, or a
        :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins` position.
        Trailing tails are ignored.

    Returns
    -------
    Fraction
        The value of the position (every position is a number).

    Raises
    ------
    InputTypeError
        If *position* is neither a str nor a FlippingCoins position.
    InputValueError
        If the string holds a character other than ``0`` and ``1``.

    Examples
    --------
    >>> [str(coins_value(s)) for s in ("", "01", "0111", "01111", "1011", "01011", "11110111")]
    ['0', '-1', '0', '1/2', '1/4', '-3/4', '2']
    >>> v = coins_value("0" + "01" * 50000)     # 100001 coins, exact
    >>> v > 0, v.denominator.bit_length() - 1
    (True, 75002)

    References
    ----------
    Bonato, Huggan and Nowakowski, *The game of flipping coins*, Theorem 3.2
    (every position is a number).
    """
    return decompose(position).value


# --------------------------------------------------------------------------
# Best moves, outcomes, sums
# --------------------------------------------------------------------------


def best_left_move(position: str | FlippingCoins) -> str | None:
    """Left's best move (Theorem 4.2): turn over the two rightmost heads.

    Returns the resulting row, or None if Left has no move.

    Parameters
    ----------
    position : str or FlippingCoins
        A row of ``0`` (tail) and ``1`` (head), left to right, or a
        :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins` position.
        Trailing tails are ignored.

    Returns
    -------
    str or None
        The row after the move, trailing tails dropped; None if Left has no move.

    Raises
    ------
    InputTypeError
        If *position* is neither a str nor a FlippingCoins position.
    InputValueError
        If the string holds a character other than ``0`` and ``1``.

    Examples
    --------
    >>> best_left_move("1101011"), best_left_move("0001")
    ('1101', None)

    References
    ----------
    Bonato, Huggan and Nowakowski, *The game of flipping coins*, Theorem 4.2.
    """
    row = _row(position)
    last = row.rfind("1")
    second = row.rfind("1", 0, last) if last >= 0 else -1
    if second < 0:
        return None
    return _flip_two(row, second, last)


def best_right_move(position: str | FlippingCoins) -> str | None:
    """Right's best move (Theorem 4.2): the rightmost tail and the head just after it.

    ``... 0 1^k`` becomes ``... 1 0 1^(k-1)``. Returns the resulting row, or
    None if Right has no move (the row has no tail).

    Parameters
    ----------
    position : str or FlippingCoins
        A row of ``0`` (tail) and ``1`` (head), left to right, or a
        :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins` position.
        Trailing tails are ignored.

    Returns
    -------
    str or None
        The row after the move, trailing tails dropped; None if Right has no move.

    Raises
    ------
    InputTypeError
        If *position* is neither a str nor a FlippingCoins position.
    InputValueError
        If the string holds a character other than ``0`` and ``1``.

    Examples
    --------
    >>> best_right_move("0110111"), best_right_move("0101"), best_right_move("111")
    ('0111011', '011', None)

    References
    ----------
    Bonato, Huggan and Nowakowski, *The game of flipping coins*, Theorem 4.2.
    """
    row = _row(position)
    tail = row.rfind("0")
    if tail < 0:
        return None
    return _flip_two(row, tail, tail + 1)


def coins_outcome(position: str | FlippingCoins):  # -> cgtalg.Outcome
    """Who wins, read off the reduced string, without computing the value.

    Every position is a number, so the first player never wins: the outcome
    is ``Outcome.L`` (value > 0, Left wins whoever starts), ``Outcome.R``
    (value < 0) or ``Outcome.P`` (value 0, the second player wins). The rule:
    the value is 0 iff the reduced string is ``""`` or ``"1"``; it is negative
    iff the reduced string starts with a tail and has an odd number of heads;
    otherwise it is positive.

    Parameters
    ----------
    position : str or FlippingCoins
        A row of ``0`` (tail) and ``1`` (head), left to right, or a
        :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins` position.
        Trailing tails are ignored.

    Returns
    -------
    cgtalg.Outcome

    Raises
    ------
    InputTypeError
        If *position* is neither a str nor a FlippingCoins position.
    InputValueError
        If the string holds a character other than ``0`` and ``1``.

    Examples
    --------
    >>> [str(coins_outcome(s)) for s in ("", "0111", "01011", "1011", "0010111", "0010101")]
    ['P', 'P', 'R', 'L', 'L', 'R']
    """
    from cgtalg.core.order import Outcome

    reduced = reduce_coins(position)
    if reduced in ("", "1"):
        return Outcome.P
    if reduced[0] == "0" and reduced.count("1") % 2 == 1:
        return Outcome.R
    return Outcome.L


@dataclass(frozen=True)
class CoinMove:
    """A move in one component of a sum of flipping-coins positions.

    Attributes
    ----------
    component : int
        Index of the component moved in.
    before, after : str
        That component before and after the move.
    total : Fraction
        The value of the whole sum after the move.

    Raises
    ------
    InputTypeError, InputValueError
        If *component* is not a non-negative int, a row is not a str of
        ``0``/``1``, or *total* not a dyadic rational.
    """

    component: int
    before: str
    after: str
    total: Fraction

    def __post_init__(self) -> None:
        check_int(self.component, "the component", minimum=0)
        _coins(self.before, "the component before the move")
        _coins(self.after, "the component after the move")
        object.__setattr__(self, "total", _dyadic_field(self.total, "the total"))


def winning_moves(positions: Sequence[str | FlippingCoins], player: str = "L") -> list[CoinMove]:
    """Every winning move for *player* (``'L'`` or ``'R'``) moving first in a sum.

    The sum of the positions is a number (their values add). A Left move wins
    iff the sum after it is ``>= 0``; a Right move iff it is ``<= 0``. Every
    legal move of every component is tried and valued with
    :func:`coins_value`, so the cost is cubic in the component lengths.

    Parameters
    ----------
    positions : sequence of str or FlippingCoins
        The components of the sum, each as for :func:`coins_value`.
    player : {'L', 'R'}, optional
        The player to move first (default Left).

    Returns
    -------
    list of CoinMove
        Winning moves, best for *player* first; empty if *player* loses
        moving first.

    Raises
    ------
    InputTypeError
        If *positions* is not a list or tuple, or *player* not a str.
    InputValueError
        If *player* is not ``'L'`` or ``'R'``, or a row is not of ``0`` and ``1``.

    Examples
    --------
    >>> [(m.component, m.after, str(m.total)) for m in winning_moves(["011", "0101"], "L")]
    [(1, '', '1/4'), (0, '', '1/8')]
    >>> winning_moves(["011", "0101"], "R")
    []
    """
    if not isinstance(player, str):
        raise InputTypeError(f"player must be the str 'L' or 'R', not {type(player).__name__}")
    if player not in ("L", "R"):
        raise InputValueError(f"player must be 'L' or 'R', got {describe(player)}")
    rows = [_row(p) for p in check_items(positions, "the positions of a sum")]
    values = [coins_value(r) for r in rows]
    total = sum(values, Fraction(0))
    found: list[CoinMove] = []
    for index, row in enumerate(rows):
        game = FlippingCoins(row)
        options = game.left_options() if player == "L" else game.right_options()
        for option in options:
            after = total - values[index] + coins_value(option)
            if (after >= 0) if player == "L" else (after <= 0):
                found.append(CoinMove(index, row, option.coins, after))
    found.sort(key=lambda m: (-m.total if player == "L" else m.total, m.component, m.after))
    return found


# --------------------------------------------------------------------------
# The contrast with Hackenbush strings
# --------------------------------------------------------------------------


def hackenbush_string_value(edges: str) -> Fraction:
    """Value of a Hackenbush string (bottom edge first), by Berlekamp's rule.

    The same as :func:`cgtalg.rulesets.graph.hackenbush.berlekamp_value`: its
    colours read as signs are the value's sign expansion.

    Parameters
    ----------
    edges : str
        The colours from the ground up: ``L`` (blue, Left's) and ``R`` (red,
        Right's).

    Returns
    -------
    Fraction

    Raises
    ------
    InputTypeError
        If *edges* is not a str.
    InputValueError
        If *edges* holds a letter other than ``L`` and ``R``.

    Examples
    --------
    >>> [str(hackenbush_string_value(e)) for e in ("", "LL", "LR", "LRR", "RLL")]
    ['0', '2', '1/2', '1/4', '-1/4']

    References
    ----------
    Berlekamp, Conway and Guy, *Winning Ways*, ch. 2 (Hackenbush strings).
    """
    return berlekamp_value(edges)


def hackenbush_split(edges: str, cut: int) -> tuple[Fraction, Fraction, Fraction]:
    """Split a Hackenbush string after *cut* edges: ``G = H : K``.

    Cutting an edge removes everything above it, so the bottom part ``H`` is
    the base and the top part ``K`` the exponent, and ``G = H : K`` with the
    value of ``K`` itself. (In flipping coins the exponent is ``K^R``, Right's
    best move in the removed piece, not ``K``.)

    Parameters
    ----------
    edges : str
        The colours from the ground up, ``L`` and ``R``.
    cut : int
        How many edges the bottom part keeps, ``0 <= cut <= len(edges)``.

    Returns
    -------
    (H, K, H : K) : tuple of Fraction
        Values of the bottom part, the top part and their ordinal sum; the
        last equals :func:`hackenbush_string_value` of *edges*.

    Raises
    ------
    InputTypeError
        If *edges* is not a str or *cut* not an int.
    InputValueError
        If *edges* holds a letter other than ``L`` and ``R``, or *cut* is out
        of range.

    Examples
    --------
    >>> h, k, g = hackenbush_split("LRRL", 2)
    >>> str(h), str(k), str(g), g == hackenbush_string_value("LRRL")
    ('1/2', '-1/2', '3/8', True)

    References
    ----------
    Berlekamp, Conway and Guy, *Winning Ways*, ch. 2 (Hackenbush strings).
    """
    edges = HackenbushString(edges).edges  # validates
    cut = check_int(cut, "cut", minimum=0, maximum=len(edges))
    from cgtalg.core.sign_expansion import number_ordinal_sum

    bottom = hackenbush_string_value(edges[:cut])
    top = hackenbush_string_value(edges[cut:])
    return bottom, top, number_ordinal_sum(bottom, top, limit=None)
