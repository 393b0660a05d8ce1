"""The closure of a finite set of forms, its exact outcomes, and the finite check proving a quotient right.

Let ``f_1, ..., f_m`` be the distinct non-zero followers of some forms. Every
sum of copies of them is named by a multiplicity vector ``x`` in ``N^m``, and
the set ``A`` of those sums is closed under sums and under options: the
options of ``x`` are ``x - e_i + e_k`` for ``x_i > 0`` and ``f_k`` an option
of ``f_i`` (``e_k = 0`` when the option is the form ``0``).

A *candidate* is a finite commutative monoid ``Q`` (a table, identity 0),
the image ``phi(f_i)`` of each follower, and an outcome ``P(q)`` in
``{L, N, P, R}`` for each element. It claims ``o(x) = P(phi(x))`` for every
``x``, where ``phi(x)`` is the product of the images and ``o`` the misère
outcome. :func:`certify_candidate` proves or refutes that claim by a finite
search over *states*::

    S(x) = (phi(x), lmask(x), rmask(x), x has a Left move, x has a Right move)

where ``lmask(x)`` is the set of ``z`` in ``Q`` with ``P(phi(y) z)`` in
``{L, P}`` for some Left option ``y`` of ``x`` (``rmask``: Right options,
``{R, P}``). The options of ``x + e_j`` are ``y + e_j`` for the options
``y`` of ``x`` and ``x + e_k`` for the options ``f_k`` of ``f_j``, so::

    lmask(x + e_j) = {z : phi(f_j) z in lmask(x)}  ∪  {z : P(phi(x) phi(f_k) z) in {L, P}, f_k a Left option of f_j}

and ``S(x + e_j)`` depends on ``S(x)`` and ``j`` alone: the states reachable
from ``S(0)`` are finitely many. In each, the check is the misère rule: Left
moving first wins iff she has no move or ``1`` is in ``lmask`` (some Left
option is won by Left when Right moves first in it, outcome ``L`` or
``P``); likewise for Right; and the outcome these give must be ``P(phi(x))``.
If every reachable state passes, then by induction on the birthday of
``x`` (options are born earlier, and their images' labels are right),
``o(x) = P(phi(x))`` for every ``x`` in ``N^m``. Then ``phi(x) = phi(y)``
implies ``x ≡_A y``, since ``o(x + z) = P(phi(x) phi(z)) = P(phi(y) phi(z)) =
o(y + z)``; and the coarsest congruence of the image of ``phi`` that
respects ``P`` (:func:`minimise`) is the misère quotient ``Q(A)`` itself:
``phi`` maps onto it, and two of its elements are told apart by some
``w = phi(z)``, that is by the position ``z``.

Invariant: a verdict depends only on the candidate and the forms, never on
how the candidate was found.

References
----------
M. R. Allen, *An investigation of partizan misère games*, PhD thesis,
Dalhousie University 2009, arXiv:1008.4109 (partizan misère quotients).
M. R. Allen, "Peeking at partizan misère quotients", in *Games of No
Chance 4*, MSRI Publ. 63 (2015).
T. E. Plambeck, A. N. Siegel, "Misère quotients for impartial games",
J. Combin. Theory Ser. A 115 (2008) 593-622 (the impartial quotient and its
state check).

Examples
--------
>>> from cgtalg.misere import parse
>>> c = Closure([parse("1")])
>>> c.forms, c.outcome((3,)).value
((1,), 'R')
>>> certify_candidate(c, [[0, 1], [1, 1]], [1], ["N", "R"]).passed
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cgtalg.core.order import Outcome
from cgtalg.errors import InputTypeError, InputValueError, check_int, describe
from cgtalg.misere.form import PartizanMisereGame

__all__ = ["Closure", "Certificate", "certify_candidate", "check_monoid", "minimise", "outcome_of_wins",
           "DEFAULT_MAX_STATES"]

#: The most states :func:`certify_candidate` visits before it gives up.
DEFAULT_MAX_STATES = 200_000

_LEFT_WINS_SECOND = (Outcome.L, Outcome.P)
_RIGHT_WINS_SECOND = (Outcome.R, Outcome.P)


def outcome_of_wins(left_first: bool, right_first: bool) -> Outcome:
    """The outcome class of a game from who wins moving first.

    Parameters
    ----------
    left_first, right_first : bool
        Whether Left (Right) wins when moving first.

    Returns
    -------
    Outcome

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. I.1 (outcome classes).

    Examples
    --------
    >>> outcome_of_wins(True, False), outcome_of_wins(False, False)
    (<Outcome.L: 'L'>, <Outcome.P: 'P'>)
    """
    if left_first:
        return Outcome.N if right_first else Outcome.L
    return Outcome.R if right_first else Outcome.P


def _as_form(g: object, what: str) -> PartizanMisereGame:
    """*g* as a form: a PartizanMisereGame, or a position with left_options()/right_options() (its option tree)."""
    if isinstance(g, PartizanMisereGame):
        return g
    if not (callable(getattr(g, "left_options", None)) and callable(getattr(g, "right_options", None))):
        raise InputTypeError(f"{what} must be a PartizanMisereGame or a position with left_options() and "
                             f"right_options(), not {describe(g)}")
    try:
        hash(g)
    except TypeError:
        raise InputTypeError(f"{what} must be hashable, got {describe(g)}") from None
    memo: dict[Any, PartizanMisereGame] = {}
    stack: list[tuple[Any, bool]] = [(g, False)]
    while stack:
        p, ready = stack.pop()
        if p in memo:
            continue
        ls, rs = list(p.left_options()), list(p.right_options())
        if ready:
            memo[p] = PartizanMisereGame([memo[o] for o in ls], [memo[o] for o in rs])
        else:
            stack.append((p, True))
            stack.extend((o, False) for o in ls + rs if o not in memo)
    return memo[g]


class Closure:
    """The closure of finitely many forms: their non-zero followers and the exact outcome of any sum of them.

    Parameters
    ----------
    generators : iterable of PartizanMisereGame
        The forms (positions with ``left_options()`` and ``right_options()``
        are read as the forms of their option trees).

    Returns
    -------
    Closure
        ``forms`` are the distinct non-zero followers, by birthday then by
        text; a sum is a multiplicity vector over them.

    Raises
    ------
    InputTypeError
        If *generators* is not an iterable of forms.

    References
    ----------
    M. R. Allen, arXiv:1008.4109 (closed sets of games).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> c = Closure([parse("{0|1}")])
    >>> c.forms
    (1, {0|1})
    >>> c.left_options(1), c.right_options(1)
    ((-1,), (0,))
    """

    def __init__(self, generators: Iterable[object]) -> None:
        if isinstance(generators, (str, bytes)) or not isinstance(generators, Iterable):
            raise InputTypeError(f"the generators must be an iterable of PartizanMisereGame, not {describe(generators)}")
        self.generators: tuple[PartizanMisereGame, ...] = tuple(
            _as_form(g, "a generator") for g in generators)
        seen: set[PartizanMisereGame] = set()
        stack = list(self.generators)
        while stack:
            f = stack.pop()
            if f not in seen:
                seen.add(f)
                stack.extend(f.left_options() + f.right_options())
        seen.discard(PartizanMisereGame())
        self.forms: tuple[PartizanMisereGame, ...] = tuple(sorted(seen, key=lambda f: (f.birthday, str(f))))
        self.index = {f: i for i, f in enumerate(self.forms)}
        zero = PartizanMisereGame()
        self._left = tuple(tuple(-1 if o is zero else self.index[o] for o in f.left_options()) for f in self.forms)
        self._right = tuple(tuple(-1 if o is zero else self.index[o] for o in f.right_options()) for f in self.forms)
        self._wins: dict[tuple[int, ...], tuple[bool, bool]] = {}

    @property
    def size(self) -> int:
        """The number ``m`` of non-zero followers.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("2"), parse("*")]).size
        3
        """
        return len(self.forms)

    def left_options(self, i: int) -> tuple[int, ...]:
        """The Left options of ``forms[i]``, as indices (``-1`` for the form ``0``).

        Parameters
        ----------
        i : int

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("2")]).left_options(1)
        (0,)
        """
        return self._left[i]

    def right_options(self, i: int) -> tuple[int, ...]:
        """The Right options of ``forms[i]``, as indices (``-1`` for the form ``0``).

        Parameters
        ----------
        i : int

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("2")]).right_options(1)
        ()
        """
        return self._right[i]

    def options(self, x: tuple[int, ...], left: bool) -> list[tuple[int, ...]]:
        """The Left (or Right) options of the sum *x*, as multiplicity vectors.

        Parameters
        ----------
        x : tuple of int
            A multiplicity vector of length :attr:`size`.
        left : bool
            Left's options if true, else Right's.

        Returns
        -------
        list of tuple of int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("2")]).options((0, 2), True)
        [(1, 1)]
        """
        table = self._left if left else self._right
        out = []
        for i, n in enumerate(x):
            if n:
                for k in table[i]:
                    y = list(x)
                    y[i] -= 1
                    if k >= 0:
                        y[k] += 1
                    out.append(tuple(y))
        return out

    def wins(self, x: tuple[int, ...]) -> tuple[bool, bool]:
        """(Left wins moving first, Right wins moving first) in the misère sum *x*, exactly.

        A memoised walk over the sums below *x*, by an explicit stack.

        Parameters
        ----------
        x : tuple of int
            A multiplicity vector of length :attr:`size`.

        Returns
        -------
        (bool, bool)

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("*")]).wins((2,))
        (True, True)
        """
        memo = self._wins
        found = memo.get(x)
        if found is not None:
            return found
        stack = [x]
        while stack:
            y = stack[-1]
            if y in memo:
                stack.pop()
                continue
            lo, ro = self.options(y, True), self.options(y, False)
            missing = [o for o in lo + ro if o not in memo]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            memo[y] = (not lo or any(not memo[o][1] for o in lo), not ro or any(not memo[o][0] for o in ro))
        return memo[x]

    def outcome(self, x: tuple[int, ...]) -> Outcome:
        """The misère outcome of the sum *x*.

        Parameters
        ----------
        x : tuple of int
            A multiplicity vector of length :attr:`size`.

        Returns
        -------
        Outcome

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> Closure([parse("*")]).outcome((3,))
        <Outcome.P: 'P'>
        """
        return outcome_of_wins(*self.wins(x))


def check_monoid(table: object, what: str = "the table") -> tuple[tuple[int, ...], ...]:
    """*table* as a tuple of rows, checked to be square, closed, with identity 0 and commutative.

    Associativity is checked where it is used (:func:`certify_candidate`,
    on the submonoid the images generate, by Light's test).

    Parameters
    ----------
    table : sequence of sequence of int
        ``table[a][b]`` is the product of elements ``a`` and ``b``.
    what : str, optional
        How to name it in messages.

    Returns
    -------
    tuple of tuple of int

    Raises
    ------
    InputTypeError
        If *table* is not a sequence of sequences of ints.
    InputValueError
        If it is empty, not square, has an entry out of range, 0 is not its
        identity, or it is not commutative.

    Examples
    --------
    >>> check_monoid([[0, 1], [1, 0]])
    ((0, 1), (1, 0))
    >>> check_monoid([[0, 1], [0, 1]])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the table: 0 is not the identity (row 0 or column 0 is not 0, 1, ...)
    """
    if isinstance(table, (str, bytes)) or not isinstance(table, Sequence):
        raise InputTypeError(f"{what} must be a sequence of rows, not {describe(table)}")
    n = len(table)
    if n == 0:
        raise InputValueError(f"{what} must have at least one element")
    rows = []
    for a, row in enumerate(table):
        if isinstance(row, (str, bytes)) or not isinstance(row, Sequence) or len(row) != n:
            raise InputValueError(f"{what}: row {a} must be a sequence of {n} ints, got {describe(row)}")
        rows.append(tuple(check_int(v, f"{what}[{a}]", minimum=0, maximum=n - 1) for v in row))
    if any(rows[0][a] != a or rows[a][0] != a for a in range(n)):
        raise InputValueError(f"{what}: 0 is not the identity (row 0 or column 0 is not 0, 1, ...)")
    for a in range(n):
        for b in range(a):
            if rows[a][b] != rows[b][a]:
                raise InputValueError(f"{what} is not commutative: {a}*{b} = {rows[a][b]} but {b}*{a} = {rows[b][a]}")
    return tuple(rows)


def _generated(table: Sequence[Sequence[int]], gens: Iterable[int]) -> list[int]:
    """The submonoid generated by *gens*, breadth-first from the identity."""
    gens = sorted(set(gens))
    order, seen = [0], {0}
    for x in order:
        for g in gens:
            y = table[x][g]
            if y not in seen:
                seen.add(y)
                order.append(y)
    return order


@dataclass(frozen=True)
class Certificate:
    """The verdict of :func:`certify_candidate`.

    Attributes
    ----------
    passed : bool
        True if every reachable state passed: the candidate gives every
        misère outcome of the closure.
    states : int
        The number of states checked.
    failure : tuple of int or None
        If not passed, a multiplicity vector (over the closure's forms) in a
        failing state: the candidate is wrong on it or on one of its options.
    complete : bool
        False if the search stopped at its limit (then ``passed`` is False
        and ``failure`` is None: no verdict).
    """

    passed: bool
    states: int
    failure: tuple[int, ...] | None
    complete: bool = True


def certify_candidate(closure: Closure, table: Sequence[Sequence[int]], images: Sequence[int] | Mapping[Any, int],
                      outcomes: Sequence[object], *, max_states: int = DEFAULT_MAX_STATES) -> Certificate:
    """Prove or refute that a candidate monoid gives every misère outcome of a closure.

    The state check of the module docstring.

    Parameters
    ----------
    closure : Closure
        The forms.
    table : sequence of sequence of int
        A finite commutative monoid, identity 0 (:func:`check_monoid`).
    images : sequence of int, or mapping
        The element of each form of ``closure.forms`` (a sequence in that
        order, or a mapping from every such form to its element).
    outcomes : sequence of Outcome or str
        The claimed outcome (``L``, ``N``, ``P`` or ``R``) of each element.
    max_states : int, optional
        Give up (``complete=False``) after this many states.

    Returns
    -------
    Certificate

    Raises
    ------
    InputTypeError, InputValueError
        If the candidate is malformed, or the submonoid the images generate
        is not associative.

    References
    ----------
    M. R. Allen, arXiv:1008.4109; Plambeck and Siegel (2008), section 3
    (the impartial form of the check).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> c = Closure([parse("*")])
    >>> certify_candidate(c, [[0, 1], [1, 0]], [1], ["N", "P"])
    Certificate(passed=True, states=3, failure=None, complete=True)
    >>> certify_candidate(c, [[0, 1], [1, 0]], [1], ["P", "N"]).failure
    (0,)
    """
    if not isinstance(closure, Closure):
        raise InputTypeError(f"closure must be a Closure, not {describe(closure)}")
    rows = check_monoid(table)
    n = len(rows)
    imgs = _images(closure, images, n)
    labels = _labels(outcomes, n)
    max_states = check_int(max_states, "max_states", minimum=1)
    _check_associative(rows, imgs)
    lp = [sum(1 << z for z in range(n) if labels[rows[q][z]] in _LEFT_WINS_SECOND) for q in range(n)]
    rp = [sum(1 << z for z in range(n) if labels[rows[q][z]] in _RIGHT_WINS_SECOND) for q in range(n)]
    pre: dict[int, list[int]] = {}  # pre[g][b]: the z with g z = b, as a mask
    for g in set(imgs):
        masks = [0] * n
        for z in range(n):
            masks[rows[g][z]] |= 1 << z
        pre[g] = masks
    lopt = [tuple(0 if k < 0 else imgs[k] for k in closure.left_options(j)) for j in range(closure.size)]
    ropt = [tuple(0 if k < 0 else imgs[k] for k in closure.right_options(j)) for j in range(closure.size)]
    start = (0, 0, 0, False, False)
    seen: dict[tuple[int, int, int, bool, bool], tuple[int, ...]] = {start: (0,) * closure.size}
    queue = deque([start])
    checked = 0
    while queue:
        state = queue.popleft()
        q, lm, rm, has_l, has_r = state
        checked += 1
        if outcome_of_wins(not has_l or bool(lm & 1), not has_r or bool(rm & 1)) is not labels[q]:
            return Certificate(False, checked, seen[state])
        for j in range(closure.size):
            g = imgs[j]
            row = rows[q]
            nl = _pull(lm, pre[g])
            for o in lopt[j]:
                nl |= lp[row[o]]
            nr = _pull(rm, pre[g])
            for o in ropt[j]:
                nr |= rp[row[o]]
            new = (row[g], nl, nr, has_l or bool(lopt[j]), has_r or bool(ropt[j]))
            if new not in seen:
                if len(seen) >= max_states:
                    return Certificate(False, checked, None, complete=False)
                x = list(seen[state])
                x[j] += 1
                seen[new] = tuple(x)
                queue.append(new)
    return Certificate(True, checked, None)


def _pull(mask: int, pre: list[int]) -> int:
    """{z : g z in mask}, from the preimage masks of g."""
    out = 0
    while mask:
        low = mask & -mask
        out |= pre[low.bit_length() - 1]
        mask ^= low
    return out


def _images(closure: Closure, images: Sequence[int] | Mapping[Any, int], n: int) -> list[int]:
    if isinstance(images, Mapping):
        listed = []
        for f in closure.forms:
            if f not in images:
                raise InputValueError(f"the images have no element for the follower {f}")
            listed.append(images[f])
        extra = [k for k in images if k not in closure.index and k != PartizanMisereGame()]
        if extra:
            raise InputValueError(f"the images name {describe(extra[0])}, which is not a follower of the generators")
    elif isinstance(images, (str, bytes)) or not isinstance(images, Sequence):
        raise InputTypeError(f"the images must be a sequence of ints or a mapping, not {describe(images)}")
    else:
        listed = list(images)
        if len(listed) != closure.size:
            raise InputValueError(f"the images must give one element for each of the {closure.size} followers "
                                  f"{', '.join(map(str, closure.forms))}; got {len(listed)}")
    return [check_int(v, "an image", minimum=0, maximum=n - 1) for v in listed]


def _labels(outcomes: Sequence[object], n: int) -> list[Outcome]:
    if isinstance(outcomes, (str, bytes)) or not isinstance(outcomes, Sequence) or len(outcomes) != n:
        raise InputValueError(f"the outcomes must be a sequence of {n} outcomes (one per element), "
                              f"got {describe(outcomes)}")
    out = []
    for v in outcomes:
        if isinstance(v, Outcome):
            out.append(v)
        elif isinstance(v, str) and v in ("L", "N", "P", "R"):
            out.append(Outcome(v))
        else:
            raise InputValueError(f"an outcome must be L, N, P or R, got {describe(v)}")
    return out


def _check_associative(rows: tuple[tuple[int, ...], ...], imgs: Sequence[int]) -> None:
    """Light's test on the submonoid generated by *imgs*: (x g) y = x (g y) for its generators g suffices."""
    sub = _generated(rows, imgs)
    for g in set(imgs):
        for x in sub:
            xg = rows[x][g]
            for y in sub:
                if rows[xg][y] != rows[x][rows[g][y]]:
                    raise InputValueError(f"the table is not associative: ({x}*{g})*{y} != {x}*({g}*{y})")


def minimise(table: Sequence[Sequence[int]], images: Sequence[int],
             outcomes: Sequence[object]) -> tuple[list[list[int]], list[int], list[Outcome]]:
    """The coarsest congruence respecting the outcomes, on the submonoid generated by the images.

    Partition refinement: elements start apart by outcome and are split
    while multiplying by some image sends them to different blocks; the
    blocks are then ``q ~ q'`` iff ``P(q w) = P(q' w)`` for every ``w`` of
    the submonoid. Block 0 holds the identity.

    Parameters
    ----------
    table : sequence of sequence of int
        A finite commutative monoid, identity 0.
    images : sequence of int
        The generating elements.
    outcomes : sequence of Outcome or str
        The outcome of each element.

    Returns
    -------
    (table, images, outcomes)
        Of the quotient monoid, its elements numbered by first appearance
        breadth-first from the identity.

    Raises
    ------
    InputTypeError, InputValueError
        If the table is not a commutative monoid with identity 0
        (:func:`check_monoid`), or an image or outcome is malformed.

    References
    ----------
    J. E. Hopcroft, J. D. Ullman, *Introduction to Automata Theory*, 1979,
    section 3.4 (minimising by refinement).

    Examples
    --------
    >>> t, im, out = minimise([[0, 1, 2], [1, 2, 1], [2, 1, 2]], [1], [Outcome.N, Outcome.P, Outcome.P])
    >>> t, im, [o.value for o in out]
    ([[0, 1], [1, 1]], [1], ['N', 'P'])
    """
    table = check_monoid(table)
    n = len(table)
    if isinstance(images, (str, bytes)) or not isinstance(images, Sequence):
        raise InputTypeError(f"the images must be a sequence of ints, not {describe(images)}")
    images = [check_int(v, "an image", minimum=0, maximum=n - 1) for v in images]
    outcomes = _labels(outcomes, n)
    sub = _generated(table, images)
    gens = sorted(set(images))
    block: dict[int, object] = {q: outcomes[q].value for q in sub}
    while True:
        names: dict[object, int] = {}
        new: dict[int, object] = {
            q: names.setdefault((block[q],) + tuple(block[table[q][g]] for g in gens), len(names)) for q in sub}
        stable = len(names) == len(set(block.values()))
        block = new
        if stable:
            break
    number: dict[object, int] = {}
    for q in sub:
        number.setdefault(block[q], len(number))
    reps: dict[int, int] = {}
    for q in sub:
        reps.setdefault(number[block[q]], q)
    k = len(number)
    out_table = [[number[block[table[reps[a]][reps[b]]]] for b in range(k)] for a in range(k)]
    return out_table, [number[block[g]] for g in images], [outcomes[reps[a]] for a in range(k)]
