"""Partizan misère quotients: the classes of the closure of finitely many forms, as a finite monoid.

Let ``A`` be a set of games closed under followers and sums. Two games ``G``
and ``H`` of ``A`` are *indistinguishable in* ``A`` (``G ≡_A H``) when
``o(G + X) = o(H + X)`` for every ``X`` in ``A``, ``o`` the misère outcome
(``L``, ``N``, ``P`` or ``R``). The classes form a commutative monoid under
``+``, the *misère quotient* ``Q(A)``, partitioned by outcome; with it, the
outcome of any sum in ``A`` is a product in ``Q(A)`` and a look-up.

:func:`misere_quotient` takes finitely many forms and computes ``Q(A)`` for
``A`` the sums of their followers, when it is finite. It searches for a
candidate in the manner of Angluin's L* (elements told apart by the
outcomes of test sums; a candidate's error adds an element), proves each
candidate with the finite state check of
:mod:`cgtalg.misere.quotient_certificate`, and keeps only a proved one,
reduced to the coarsest congruence respecting outcomes -- which is then
``Q(A)`` exactly. When no candidate is proved within the limits it raises
:class:`PartizanQuotientNotCertified`; it never returns an unproved
quotient. :func:`quotient_from_candidate` proves and reduces a candidate
given by hand.

Invariant: a :class:`PartizanMisereQuotient` is only built from a
certified candidate (its ``checked`` field says how).

References
----------
M. R. Allen, *An investigation of partizan misère games*, PhD thesis,
Dalhousie University 2009, arXiv:1008.4109.
M. R. Allen, "Peeking at partizan misère quotients", in *Games of No
Chance 4*, MSRI Publ. 63 (2015).
S. Rubinstein-Salzedo, S. Zhou, "Finite cardinalities of misère
quotients", arXiv:2603.18244 (2026): every finite order but 3 occurs.
D. Angluin, "Learning regular sets from queries and counterexamples",
Inform. and Comput. 75 (1987) 87-106; R. L. Rivest, R. E. Schapire,
"Inference of finite automata using homing sequences", Inform. and Comput.
103 (1993) 299-347 (handling a counterexample).

Examples
--------
>>> from cgtalg.misere import parse
>>> q = misere_quotient([parse("1")])
>>> q.order, q.relations_text(), [o.value for o in q.outcomes]
(2, ['a^2 = a'], ['N', 'R'])
>>> q.outcome_of([parse("1")] * 5)
<Outcome.R: 'R'>
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cgtalg.core.order import Outcome
from cgtalg.errors import InputTypeError, InputValueError, check_int, describe
from cgtalg.misere.form import PartizanMisereGame
from cgtalg.misere.quotient_certificate import (
    DEFAULT_MAX_STATES, Certificate, Closure, certify_candidate, minimise,
)

__all__ = ["PartizanMisereQuotient", "PartizanQuotientNotCertified", "misere_quotient", "quotient_from_candidate",
           "DEFAULT_MAX_ORDER"]

#: The largest candidate :func:`misere_quotient` builds before it gives up.
DEFAULT_MAX_ORDER = 200
#: The most multiplicity vectors :meth:`PartizanMisereQuotient.reduce` tries when it splits a form into a sum.
MAX_SPLIT_TRIES = 2_000


class PartizanQuotientNotCertified(InputValueError):
    """No finite quotient was proved within the limits (the message says which limit, and what was proved)."""


@dataclass(frozen=True)
class PartizanMisereQuotient:
    """The misère quotient of the closure of finitely many partizan forms.

    Attributes
    ----------
    generators : tuple of PartizanMisereGame
        The forms whose closure it is.
    forms : tuple of PartizanMisereGame
        The closure's distinct non-zero followers (by birthday, then text);
        a sum in the closure is a multiplicity vector over them.
    table : tuple of tuple of int
        ``table[a][b]`` is the product of elements ``a`` and ``b``; element 0
        is the identity, the class of ``0``.
    outcomes : tuple of Outcome
        The misère outcome shared by every sum in each class.
    images : tuple of int
        ``images[i]`` is the class of ``forms[i]``.
    letters : tuple of int
        The forms given the letters ``a, b, c, ...``: each whose class is not
        a product of the classes of earlier lettered forms.
    words : tuple of str
        The normal form of each element: its least word in the letters
        (by degree, then with earlier letters first); ``'1'`` for the identity.
    relations : tuple of tuple of str
        Pairs ``(u, v)`` of words with ``u = v`` in the quotient that, with
        commutativity, present it: ``u`` runs over the least words that are
        not normal forms, ``v`` is the normal form of ``u``'s element.
    checked : str
        What proved it.
    """

    generators: tuple[PartizanMisereGame, ...]
    forms: tuple[PartizanMisereGame, ...]
    table: tuple[tuple[int, ...], ...]
    outcomes: tuple[Outcome, ...]
    images: tuple[int, ...]
    letters: tuple[int, ...]
    words: tuple[str, ...]
    relations: tuple[tuple[str, str], ...]
    checked: str

    @property
    def order(self) -> int:
        """The number of elements.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> misere_quotient([parse("*")]).order
        2
        """
        return len(self.table)

    def generator_images(self) -> tuple[int, ...]:
        """The element of each generator, in the order given (0 for the form ``0``).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> q = misere_quotient([parse("{0|*}"), parse("0")])
        >>> [q.words[e] for e in q.generator_images()]
        ['b', '1']
        """
        return tuple(self.reduce(g) for g in self.generators)

    def multiply(self, a: int, b: int) -> int:
        """The product of elements *a* and *b*.

        Parameters
        ----------
        a, b : int
            Elements (indices into ``table``).

        Returns
        -------
        int

        Raises
        ------
        InputTypeError, InputValueError
            If *a* or *b* is not an element.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> misere_quotient([parse("*")]).multiply(1, 1)
        0
        """
        a = check_int(a, "an element", minimum=0, maximum=self.order - 1)
        b = check_int(b, "an element", minimum=0, maximum=self.order - 1)
        return self.table[a][b]

    def reduce(self, position: object) -> int:
        """The element (class) of a sum in the closure.

        Parameters
        ----------
        position : PartizanMisereGame, iterable of PartizanMisereGame, mapping, or sequence of int
            A form of the closure (``0``, a follower, or a form that is a sum
            of followers: it is split by a bounded search over multiplicity
            vectors of its birthday); the components of a sum (forms of the
            closure, ``0`` allowed); a mapping from forms to multiplicities;
            or a multiplicity vector over :attr:`forms` (ints).

        Returns
        -------
        int
            An index into ``table``.

        Raises
        ------
        InputTypeError
            If *position* is none of these.
        InputValueError
            If a component is not a follower of the generators, a vector has
            the wrong length or a negative entry, or a form could not be
            split into followers (give its components instead).

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> g, s = parse("{0|*}"), parse("*")
        >>> q = misere_quotient([g])
        >>> q.forms
        (*, {0|*})
        >>> q.reduce([g, s]) == q.reduce(g + s) == q.reduce({g: 1, s: 1}) == q.reduce((1, 1))
        True
        >>> q.word([g, g, s])
        'a b^2'
        """
        x = self._vector(position)
        e = 0
        for i, n in enumerate(x):
            for _ in range(min(n, self.order + 1)):
                e = self.table[e][self.images[i]]
            if n > self.order + 1:  # powers cycle with period and index at most the order
                e = self._power_tail(e, i, n)
        return e

    def _power_tail(self, e: int, i: int, n: int) -> int:
        """*e* times images[i]^(n - order - 1), using the eventual period of the powers."""
        g = self.images[i]
        seen: dict[int, int] = {}
        p, k = 0, 0
        powers = []
        while p not in seen:
            seen[p] = k
            powers.append(p)
            p, k = self.table[p][g], k + 1
        start, period = seen[p], k - seen[p]
        m = n - self.order - 1
        q = powers[m] if m < start else powers[start + (m - start) % period]
        return self.table[e][q]

    def outcome_of(self, position: object) -> Outcome:
        """The misère outcome of a sum in the closure, read from its class.

        Parameters
        ----------
        position : object
            As for :meth:`reduce`.

        Returns
        -------
        Outcome

        Raises
        ------
        InputTypeError, InputValueError
            As for :meth:`reduce`.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> q = misere_quotient([parse("*")])
        >>> q.outcome_of([parse("*")] * 3), q.outcome_of([parse("*")] * 1000)
        (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
        """
        return self.outcomes[self.reduce(position)]

    def word(self, position: object) -> str:
        """The normal-form word of the class of a sum in the closure.

        Parameters
        ----------
        position : object
            As for :meth:`reduce`.

        Returns
        -------
        str

        Raises
        ------
        InputTypeError, InputValueError
            As for :meth:`reduce`.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> misere_quotient([parse("*")]).word([parse("*")] * 3)
        'a'
        """
        return self.words[self.reduce(position)]

    def relations_text(self) -> list[str]:
        """The relations as text, ``'u = v'``.

        Returns
        -------
        list of str

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> misere_quotient([parse("*")]).relations_text()
        ['a^2 = 1']
        """
        return [f"{u} = {v}" for u, v in self.relations]

    def outcome_classes(self) -> dict[str, list[str]]:
        """The words of the elements of each outcome class.

        Returns
        -------
        dict
            ``{'L': [...], 'N': [...], 'P': [...], 'R': [...]}``.

        Examples
        --------
        >>> from cgtalg.misere import parse
        >>> misere_quotient([parse("*")]).outcome_classes()
        {'L': [], 'N': ['1'], 'P': ['a'], 'R': []}
        """
        return {o: [self.words[e] for e in range(self.order) if self.outcomes[e].value == o] for o in "LNPR"}

    def __str__(self) -> str:
        gens = ", ".join(f"{_letter(k)} = {self.forms[i]}" for k, i in enumerate(self.letters)) or "none"
        forms = ", ".join(f"{f} -> {self.words[self.images[i]]}" for i, f in enumerate(self.forms))
        classes = "; ".join(f"{o}: {{{', '.join(ws)}}}" for o, ws in self.outcome_classes().items())
        return (f"partizan misère quotient of the closure of {{{', '.join(map(str, self.generators))}}}: "
                f"order {self.order}\n  generators: {gens}\n  relations: {', '.join(self.relations_text()) or 'none'}"
                f"\n  forms: {forms or 'none'}\n  outcomes: {classes}\n  checked: {self.checked}")

    def _vector(self, position: object) -> tuple[int, ...]:
        m = len(self.forms)
        index = {f: i for i, f in enumerate(self.forms)}
        zero = PartizanMisereGame()
        if isinstance(position, PartizanMisereGame):
            if position is zero:
                return (0,) * m
            if position in index:
                return tuple(int(i == index[position]) for i in range(m))
            return self._split(position)
        if isinstance(position, Mapping):
            x = [0] * m
            for f, n in position.items():
                n = check_int(n, "a multiplicity", minimum=0)
                if f is zero:
                    continue
                if f not in index:
                    raise InputValueError(f"{describe(f)} is not a non-zero follower of the generators")
                x[index[f]] += n
            return tuple(x)
        if isinstance(position, (str, bytes)) or not isinstance(position, Iterable):
            raise InputTypeError(f"a position must be a PartizanMisereGame, an iterable of them, a mapping or a "
                                 f"multiplicity vector, not {describe(position)}")
        items = list(position)
        if items and all(not isinstance(v, PartizanMisereGame) for v in items):
            if len(items) != m:
                raise InputValueError(f"a multiplicity vector must have {m} entries (one per form), got {len(items)}")
            return tuple(check_int(v, "a multiplicity", minimum=0) for v in items)
        x = [0] * m
        for f in items:
            if not isinstance(f, PartizanMisereGame):
                raise InputTypeError(f"a component must be a PartizanMisereGame, not {describe(f)}")
            if f is zero:
                continue
            if f not in index:
                raise InputValueError(f"the component {f} is not a non-zero follower of the generators "
                                      f"({', '.join(map(str, self.forms))})")
            x[index[f]] += 1
        return tuple(x)

    def _split(self, g: PartizanMisereGame) -> tuple[int, ...]:
        """A multiplicity vector whose sum is the form *g* (same birthday), by a bounded search."""
        m = len(self.forms)
        days = [f.birthday for f in self.forms]
        tries = nodes = 0
        stack: list[tuple[int, int, tuple[int, ...]]] = [(0, g.birthday, ())]
        while stack and nodes < 50 * MAX_SPLIT_TRIES:
            i, left, x = stack.pop()
            nodes += 1
            if i == m:
                if left == 0 and any(x):
                    tries += 1
                    if tries > MAX_SPLIT_TRIES:
                        break
                    total = PartizanMisereGame()
                    for k, n in enumerate(x):
                        for _ in range(n):
                            total = total + self.forms[k]
                    if total is g:
                        return x
                continue
            for n in range(left // days[i], -1, -1):
                stack.append((i + 1, left - n * days[i], x + (n,)))
        raise InputValueError(f"the form {describe(g)} is not a sum of the closure's forms that could be found "
                              f"(give its components instead)")


def _letter(k: int) -> str:
    return chr(ord("a") + k) if k < 26 else f"x{k}"


def _word(v: Sequence[int]) -> str:
    parts = [_letter(k) + (f"^{n}" if n > 1 else "") for k, n in enumerate(v) if n]
    return " ".join(parts) if parts else "1"


def _build(closure: Closure, table: Sequence[Sequence[int]], images: Sequence[int], outcomes: Sequence[Outcome],
           checked: str) -> PartizanMisereQuotient:
    """Renumber a reduced certified candidate by normal forms, and find its letters and relations."""
    letters: list[int] = []
    reached = {0}
    for i, g in enumerate(images):
        if g not in reached:
            letters.append(i)
            frontier = list(reached)
            while frontier:
                nxt = []
                for x in frontier:
                    for j in letters:
                        y = table[x][images[j]]
                        if y not in reached:
                            reached.add(y)
                            nxt.append(y)
                frontier = nxt
    gens = [images[i] for i in letters]
    k = len(gens)
    # Normal forms by degree; at each degree, vectors in decreasing lexicographic order (a^2 before a b).
    normal: dict[tuple[int, ...], int] = {(0,) * k: 0}
    found: dict[int, tuple[int, ...]] = {0: (0,) * k}
    relations: list[tuple[tuple[int, ...], int]] = []
    level = [(0,) * k]
    while level:
        cands = sorted({v[:j] + (v[j] + 1,) + v[j + 1:] for v in level for j in range(k)}, reverse=True)
        next_level: list[tuple[int, ...]] = []
        for v in cands:
            j = next(i for i in range(k) if v[i] and v[:i] + (v[i] - 1,) + v[i + 1:] in normal)
            e = table[normal[v[:j] + (v[j] - 1,) + v[j + 1:]]][gens[j]]
            if e not in found:
                found[e] = v
                normal[v] = e
                next_level.append(v)
            elif all(v[:i] + (v[i] - 1,) + v[i + 1:] in normal for i in range(k) if v[i]):
                relations.append((v, e))
        level = next_level
    order = sorted(found, key=lambda e: (sum(found[e]), tuple(-c for c in found[e])))
    number = {e: n for n, e in enumerate(order)}
    return PartizanMisereQuotient(
        closure.generators,
        closure.forms,
        tuple(tuple(number[table[a][b]] for b in order) for a in order),
        tuple(outcomes[e] for e in order),
        tuple(number[g] for g in images),
        tuple(letters),
        tuple(_word(found[e]) for e in order),
        tuple((_word(v), _word(found[e])) for v, e in relations),
        checked,
    )


def quotient_from_candidate(generators: Iterable[object], table: Sequence[Sequence[int]],
                            images: Sequence[int] | Mapping[Any, int], outcomes: Sequence[object], *,
                            max_states: int = DEFAULT_MAX_STATES) -> PartizanMisereQuotient:
    """Prove a candidate for the closure of *generators* and reduce it to the misère quotient.

    Parameters
    ----------
    generators : iterable of PartizanMisereGame
        The forms (or positions with ``left_options()`` and ``right_options()``).
    table : sequence of sequence of int
        A finite commutative monoid, identity 0.
    images : sequence of int, or mapping
        The element of each non-zero follower (in the order of
        ``Closure(generators).forms``, or a mapping from the followers).
    outcomes : sequence of Outcome or str
        The claimed outcome of each element.
    max_states : int, optional
        The most states the certificate visits.

    Returns
    -------
    PartizanMisereQuotient

    Raises
    ------
    PartizanQuotientNotCertified
        If the candidate is wrong on some sum (the message names one), or
        the check did not finish within *max_states*.
    InputTypeError, InputValueError
        If the candidate is malformed.

    References
    ----------
    M. R. Allen, arXiv:1008.4109.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> z4 = [[(a + b) % 4 for b in range(4)] for a in range(4)]     # Z/4 is too fine for *
    >>> q = quotient_from_candidate([parse("*")], z4, [1], ["N", "P", "N", "P"])
    >>> q.order, q.words
    (2, ('1', 'a'))
    >>> quotient_from_candidate([parse("*")], z4, [1], ["N", "N", "N", "P"])
    Traceback (most recent call last):
    ...
    cgtalg.misere.quotient.PartizanQuotientNotCertified: the candidate is wrong on the sum * (or on one of its options)
    """
    closure = Closure(generators)
    cert = certify_candidate(closure, table, images, outcomes, max_states=max_states)
    if not cert.passed:
        raise _refusal(closure, cert)
    rows = [list(r) for r in table]
    imgs = [images[f] for f in closure.forms] if isinstance(images, Mapping) else list(images)
    labels = [o if isinstance(o, Outcome) else Outcome(o) for o in outcomes]
    t, im, out = minimise(rows, imgs, labels)
    return _build(closure, t, im, out, f"a given candidate of order {len(rows)}, certified on {cert.states} states")


def _refusal(closure: Closure, cert: Certificate) -> PartizanQuotientNotCertified:
    if cert.failure is None:
        return PartizanQuotientNotCertified(f"the certificate stopped after {cert.states} states without a verdict "
                                            f"(raise max_states)")
    parts = [str(f) if n == 1 else f"{n}*{f}" for f, n in zip(closure.forms, cert.failure) if n]
    return PartizanQuotientNotCertified(
        f"the candidate is wrong on the sum {' + '.join(parts) or '0'} (or on one of its options)")


def misere_quotient(generators: Iterable[object], *, max_order: int = DEFAULT_MAX_ORDER,
                    max_states: int = DEFAULT_MAX_STATES) -> PartizanMisereQuotient:
    """The misère quotient of the closure of finitely many partizan forms, proved, when it is finite.

    The closure is every sum of the non-zero followers ``f_1, ..., f_m`` of
    the generators. Candidates are built from elements told apart by the
    outcomes of test sums (each a multiplicity vector): the elements start
    with ``0`` and are extended until every element plus each ``f_j`` looks
    like a known element; a candidate whose letters do not commute, or which
    the certificate refutes on some sum, yields a new test that splits off a
    new element. Each element is a genuine class (two elements differ on a
    test), so when the quotient is finite the search ends with it; a proved
    candidate is returned, reduced to its coarsest congruence respecting
    outcomes.

    Parameters
    ----------
    generators : iterable of PartizanMisereGame
        The forms (positions with ``left_options()`` and ``right_options()``
        are read as the forms of their option trees).
    max_order : int, optional
        Give up when a candidate would have more elements than this.
    max_states : int, optional
        The most states one certificate run visits.

    Returns
    -------
    PartizanMisereQuotient

    Raises
    ------
    PartizanQuotientNotCertified
        If no quotient was proved within the limits: either more than
        *max_order* sums were found pairwise told apart (so the quotient has
        more elements; it may be infinite), or a certificate run passed
        *max_states*.
    InputTypeError, InputValueError
        For bad generators or limits.

    References
    ----------
    M. R. Allen, arXiv:1008.4109; M. R. Allen, "Peeking at partizan
    misère quotients", *Games of No Chance 4* (2015); Angluin (1987).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> q = misere_quotient([parse("{0,*|0}")])
    >>> q.order, q.relations_text()
    (5, ['a^2 = 1', 'a b^2 = b^2', 'b^3 = b^2'])
    >>> q.outcome_classes()
    {'L': ['b', 'b^2'], 'N': ['1', 'a b'], 'P': ['a'], 'R': []}
    >>> misere_quotient([parse("1"), parse("-1")], max_order=50)   # o(a.1 + b.-1) depends on a - b
    Traceback (most recent call last):
    ...
    cgtalg.misere.quotient.PartizanQuotientNotCertified: the quotient of the closure of {1, -1} has more than 50 elements (51 sums were told apart; it may be infinite; raise max_order)
    """
    closure = Closure(generators)
    max_order = check_int(max_order, "max_order", minimum=1)
    max_states = check_int(max_states, "max_states", minimum=1)
    learner = _Learner(closure, max_order)
    while True:
        table, images, outcomes = learner.hypothesis()
        cert = certify_candidate(closure, table, images, outcomes, max_states=max_states)
        if cert.passed:
            break
        if cert.failure is None:
            raise PartizanQuotientNotCertified(
                f"the certificate of a candidate of order {len(table)} for the closure of "
                f"{{{', '.join(map(str, closure.generators))}}} stopped after {cert.states} states (raise max_states)")
        learner.refine(_counterexample(closure, table, images, outcomes, cert.failure))
    t, im, out = minimise(table, images, outcomes)
    return _build(closure, t, im, out, f"a candidate of order {len(table)}, certified on {cert.states} states")


def _image(table: Sequence[Sequence[int]], images: Sequence[int], x: Sequence[int]) -> int:
    e = 0
    for i, n in enumerate(x):
        for _ in range(n):
            e = table[e][images[i]]
    return e


def _counterexample(closure: Closure, table: list[list[int]], images: list[int], outcomes: list[Outcome],
                    x: tuple[int, ...]) -> tuple[int, ...]:
    """A sum the candidate labels wrongly: *x* (in a failing state) or one of its options."""
    for y in [x] + closure.options(x, True) + closure.options(x, False):
        if outcomes[_image(table, images, y)] is not closure.outcome(y):
            return y
    raise AssertionError("a failing state with every label right")  # the check's induction rules this out


class _Learner:
    """Elements (access vectors told apart by test vectors) and their transitions, L*-style."""

    def __init__(self, closure: Closure, max_order: int) -> None:
        self.c = closure
        self.m = closure.size
        self.max_order = max_order
        self.access: list[tuple[int, ...]] = [(0,) * self.m]
        self.tests: list[tuple[int, ...]] = [(0,) * self.m]
        self.rows: dict[int, int] = {}
        self._cache: dict[tuple[int, ...], tuple[int, int]] = {}
        self._reindex()

    def _row(self, x: tuple[int, ...]) -> int:
        """The outcomes of x + t for the tests t, two bits each (cached, extended as tests are added)."""
        row, done = self._cache.get(x, (0, 0))
        if done < len(self.tests):
            wins = self.c.wins
            for k in range(done, len(self.tests)):
                lw, rw = wins(tuple(a + b for a, b in zip(x, self.tests[k])))
                row |= (2 * lw + rw) << (2 * k)
            self._cache[x] = (row, len(self.tests))
        return row

    def _reindex(self) -> None:
        self.rows = {self._row(s): i for i, s in enumerate(self.access)}
        assert len(self.rows) == len(self.access)  # access vectors stay pairwise told apart

    def _plus(self, x: tuple[int, ...], j: int) -> tuple[int, ...]:
        return x[:j] + (x[j] + 1,) + x[j + 1:]

    def _close(self) -> list[list[int]]:
        """Add access vectors until each element plus each form looks like an element; the transitions."""
        delta: list[list[int]] = []
        i = 0
        while i < len(self.access):
            row = []
            for j in range(self.m):
                y = self._plus(self.access[i], j)
                r = self._row(y)
                if r not in self.rows:
                    if len(self.access) >= self.max_order:
                        gens = ", ".join(map(str, self.c.generators))
                        raise PartizanQuotientNotCertified(
                            f"the quotient of the closure of {{{gens}}} has more than {self.max_order} elements "
                            f"({self.max_order + 1} sums were told apart; it may be infinite; raise max_order)")
                    self.rows[r] = len(self.access)
                    self.access.append(y)
                row.append(self.rows[r])
            delta.append(row)
            i += 1
        return delta

    def hypothesis(self) -> tuple[list[list[int]], list[int], list[Outcome]]:
        """A candidate (table, images, outcomes) whose letters commute."""
        while True:
            delta = self._close()
            bad = self._noncommuting(delta)
            if bad is None:
                break
            self.tests.extend(bad)
            self._reindex()
        n = len(self.access)
        table = []
        for a in range(n):
            row = []
            for b in range(n):
                e = a
                for j, k in enumerate(self.access[b]):
                    for _ in range(k):
                        e = delta[e][j]
                row.append(e)
            table.append(row)
        images = [delta[0][j] for j in range(self.m)]
        outcomes = [self.c.outcome(s) for s in self.access]
        return table, images, outcomes

    def _noncommuting(self, delta: list[list[int]]) -> list[tuple[int, ...]] | None:
        """New tests if two letters do not commute at some element (one of them tells a new element apart)."""
        for s in range(len(delta)):
            for j in range(self.m):
                for k in range(j):
                    a, b = delta[delta[s][j]][k], delta[delta[s][k]][j]
                    if a != b:
                        differ = self._row(self.access[a]) ^ self._row(self.access[b])
                        z = self.tests[((differ & -differ).bit_length() - 1) // 2]
                        new = [self._plus(z, k), self._plus(z, j)]
                        return [t for t in new if t not in self.tests]
        return None

    def refine(self, w: tuple[int, ...]) -> None:
        """Add the test that a wrongly labelled sum *w* yields (Rivest and Schapire's split)."""
        delta_of = self.rows
        letters = [j for j in range(self.m) for _ in range(w[j])]
        state, used = 0, [0] * self.m
        prev = self.c.outcome(w)
        for j in letters:
            used[j] += 1
            nxt = delta_of[self._row(self._plus(self.access[state], j))]
            rest = tuple(a - b for a, b in zip(w, used))
            here = self.c.outcome(tuple(a + b for a, b in zip(self.access[nxt], rest)))
            if here is not prev:
                # rest tells access[state] + e_j from access[nxt], which agree on every test so far
                assert rest not in self.tests, "a split by a test already made"
                self.tests.append(rest)
                self._reindex()
                return
            state, prev = nxt, here
        raise AssertionError("a counterexample that the candidate labels rightly")
