"""Sequences of signs indexed by ordinals below ε₀, as canonical lists of runs and repetitions.

The machinery under :class:`~cgtalg.transfinite.sign_expansion.SignExpansion`:
the ordinal sum and left difference of ordinals in Cantor normal form, the
repetition item (a word of signs, each ``ω^p`` long, repeated ω times), the
canonical form of a list of items and the lexicographic walk that compares two
lists. See :mod:`cgtalg.transfinite.sign_expansion` for the mathematics.

References
----------
H. Gonshor, *An Introduction to the Theory of Surreal Numbers*, 1986, ch. 3;
N. J. Fine and H. S. Wilf, Uniqueness theorems for periodic functions,
*Proc. AMS* 16 (1965).
"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple, Union

from ..errors import InputTypeError, InputValueError, as_integer, describe
from .generalized_ordinal import GeneralizedOrdinal, omega_power
from .printer import ordinal_text

__all__: list[str] = []

_ZERO = GeneralizedOrdinal(0)
_ONE = GeneralizedOrdinal(1)


# -- ordinal arithmetic (the ordinal sum, not the natural one) ---------------------------------

def _as_ordinal(n: object, what: str) -> GeneralizedOrdinal:
    """*n* (an int or a GeneralizedOrdinal) as a GeneralizedOrdinal that is an ordinal."""
    if isinstance(n, GeneralizedOrdinal):
        g = n
    else:
        k = as_integer(n)
        if k is None:
            raise InputTypeError(f"{what} must be an ordinal (an int or a GeneralizedOrdinal), not {describe(n)}")
        g = GeneralizedOrdinal(k)
    if not g.is_ordinal:
        raise InputValueError(f"{what} must be an ordinal (no negative coefficient), not {g}")
    return g


def _ordinal_sum(a: GeneralizedOrdinal, b: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal sum ``a + b`` (``1 + ω = ω``) of two ordinals in Cantor normal form."""
    if not b.terms:
        return a
    lead, c = b.terms[0]
    terms = {e: k for e, k in a.terms if e > lead}
    terms[lead] = dict(a.terms).get(lead, 0) + c
    terms.update(b.terms[1:])
    return GeneralizedOrdinal._from_terms(terms)


def _left_difference(a: GeneralizedOrdinal, b: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal ``d`` with ``a + d = b`` (ordinal sum), for ordinals ``a <= b``."""
    ta, tb = a.terms, b.terms
    i = 0
    while i < len(ta) and i < len(tb) and ta[i] == tb[i]:
        i += 1
    if i == len(ta):
        return GeneralizedOrdinal._from_terms(dict(tb[i:]))
    (ea, ca), (eb, cb) = ta[i], tb[i]
    if eb > ea:
        return GeneralizedOrdinal._from_terms(dict(tb[i:]))
    return GeneralizedOrdinal._from_terms({eb: cb - ca, **dict(tb[i + 1:])})


def _omega_times(a: GeneralizedOrdinal, n: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal product ``ω^a · n``: each term ``ω^e·c`` of *n* becomes ``ω^(a+e)·c``."""
    return GeneralizedOrdinal._from_terms({_ordinal_sum(a, e): c for e, c in n.terms})


def _leading_exponent(n: GeneralizedOrdinal) -> GeneralizedOrdinal:
    return n.terms[0][0]


def _sign_char(s: int) -> str:
    return "+" if s > 0 else "-"


def _run_text(s: int, n: GeneralizedOrdinal, ascii: bool) -> str:
    t = ordinal_text(n, ascii)
    if n == 1:
        return _sign_char(s)
    if n.is_integer or t in ("ω", "omega"):
        return f"{_sign_char(s)}^{t}"
    return f"{_sign_char(s)}^({t})"


class _Repeat(NamedTuple):
    """A repetition: the letters of *word* (signs ``1``/``-1``), each ``ω^p`` signs long, repeated ω times."""

    p: GeneralizedOrdinal
    word: tuple[int, ...]

    def unit(self) -> GeneralizedOrdinal:
        return omega_power(self.p)

    def length(self) -> GeneralizedOrdinal:
        return omega_power(_ordinal_sum(self.p, _ONE))

    def block(self) -> tuple[tuple[int, GeneralizedOrdinal], ...]:
        """The word's letters as runs (equal neighbours merged), each letter ``ω^p`` long."""
        runs: list[list[int]] = []
        for s in self.word:
            if runs and runs[-1][0] == s:
                runs[-1][1] += 1
            else:
                runs.append([s, 1])
        return tuple((s, _omega_times(self.p, GeneralizedOrdinal(k))) for s, k in runs)


_Item = Union[tuple[int, GeneralizedOrdinal], _Repeat]

#: The most letters a repeated block may have (a coefficient p/q has a period below q).
_WORD_LIMIT = 4096


def _primitive(word: tuple[int, ...]) -> tuple[int, ...]:
    """The shortest word whose powers include *word*."""
    n = len(word)
    for d in range(1, n + 1):
        if n % d == 0 and word[:d] * (n // d) == word:
            return word[:d]
    return word


def _normalise(items: Iterable[_Item]) -> tuple[_Item, ...]:
    """The canonical items of a sequence: empty runs dropped, neighbours of one sign merged, each repeated word
    primitive (a one-letter word is a run) and rolled left as far as the signs before it allow."""
    out: list[_Item] = []

    def push_run(s: int, n: GeneralizedOrdinal) -> None:
        if not n:
            return
        last = out[-1] if out else None
        if last is not None and not isinstance(last, _Repeat) and last[0] == s:
            out[-1] = (s, _ordinal_sum(last[1], n))
        else:
            out.append((s, n))

    for item in items:
        if not isinstance(item, _Repeat):
            push_run(*item)
            continue
        word = _primitive(item.word)
        if len(word) == 1:
            push_run(word[0], item.length())
            continue
        p = item.p
        while out and not isinstance(out[-1], _Repeat) and out[-1][0] == word[-1]:
            s, n = out[-1]
            e, c = n.terms[-1]
            if e != p:
                break
            rest = GeneralizedOrdinal._from_terms({**dict(n.terms[:-1]), **({e: c - 1} if c > 1 else {})})
            if rest:
                out[-1] = (s, rest)
            else:
                out.pop()
            word = (word[-1],) + word[:-1]
        out.append(_Repeat(p, word))
    return tuple(out)


def _item_length(item: _Item) -> GeneralizedOrdinal:
    return item.length() if isinstance(item, _Repeat) else item[1]


def _repeat_of_block(block: Iterable[Any]) -> _Repeat:
    """The repetition of a block of runs given by a caller (checked)."""
    runs = [_checked_run(r) for r in block]
    runs = [(s, n) for s, n in runs if n]
    if not runs:
        raise InputValueError("a repeated block must have a sign")
    exponents = {n.terms[0][0] for _, n in runs}
    if any(len(n.terms) != 1 for _, n in runs) or len(exponents) != 1:
        raise InputValueError(f"the runs of a repeated block must all be ω^p·k long for one ordinal p, not "
                              f"{', '.join(str(n) for _, n in runs)}")
    p = exponents.pop()
    letters = sum(n.terms[0][1] for _, n in runs)
    if letters > _WORD_LIMIT:
        raise InputValueError(f"a repeated block of {letters} runs of ω^{p} signs is longer than the limit "
                              f"{_WORD_LIMIT}")
    return _Repeat(p, tuple(s for s, n in runs for _ in range(n.terms[0][1])))


def _checked_run(run: object) -> tuple[int, GeneralizedOrdinal]:
    if not isinstance(run, tuple) or len(run) != 2:
        raise InputTypeError(f"a run is a (sign, length) pair, not {describe(run)}")
    sign, length = run
    if sign in ("+", 1) and not isinstance(sign, bool):
        s = 1
    elif sign in ("-", "−", -1) and not isinstance(sign, bool):
        s = -1
    else:
        raise InputTypeError(f"a sign is '+', '-', 1 or -1, not {describe(sign)}")
    return s, _as_ordinal(length, "the length of a run")


class _Walker:
    """A position in a sequence of items, stepping by the longest stretch of one sign it can see."""

    def __init__(self, items: tuple[_Item, ...]) -> None:
        self.items = items
        self.index = 0
        self.start = _ZERO  # where the current item starts
        self.letter = 0  # the letter of a repetition
        self.left = _ZERO
        self._enter()

    def _enter(self) -> None:
        self.letter = 0
        if self.index < len(self.items):
            item = self.items[self.index]
            self.left = item.unit() if isinstance(item, _Repeat) else item[1]

    def done(self) -> bool:
        return self.index >= len(self.items)

    def repeat(self) -> _Repeat | None:
        item = self.items[self.index]
        return item if isinstance(item, _Repeat) else None

    def sign(self) -> int:
        item = self.items[self.index]
        return item.word[self.letter % len(item.word)] if isinstance(item, _Repeat) else item[0]

    def phase_word(self) -> tuple[int, ...]:
        item = self.items[self.index]
        assert isinstance(item, _Repeat)
        k = self.letter % len(item.word)
        return item.word[k:] + item.word[:k]

    def skip(self) -> None:
        """Go to the next item."""
        self.start = _ordinal_sum(self.start, _item_length(self.items[self.index]))
        self.index += 1
        self._enter()

    def advance(self, n: GeneralizedOrdinal) -> None:
        """Step over *n* signs (``n <= left``)."""
        self.left = _left_difference(n, self.left)
        if self.left:
            return
        item = self.items[self.index]
        if isinstance(item, _Repeat):
            self.letter += 1
            self.left = item.unit()
        else:
            self.skip()


def _walk_compare(a: tuple[_Item, ...], b: tuple[_Item, ...]) -> tuple[GeneralizedOrdinal, int]:
    """The length of the common prefix of *a* and *b*, and -1, 0 or 1 as *a* is below, equal to or above *b*.

    Two repetitions of one unit whose words, read from the letters reached, are equal agree up to their
    common end (a start inside the other's span is absorbed: ``δ + ω^(p+1) = ω^(p+1)``); otherwise the walk
    meets a difference within the two words' lengths (Fine and Wilf)."""
    wa, wb = _Walker(a), _Walker(b)
    pos = _ZERO
    while not wa.done() and not wb.done():
        ra, rb = wa.repeat(), wb.repeat()
        if (ra is not None and rb is not None and ra.p == rb.p and wa.left == ra.unit() and wb.left == rb.unit()
                and wa.phase_word() == wb.phase_word()):
            pos = _ordinal_sum(wa.start, ra.length())
            wa.skip()
            wb.skip()
            continue
        sa, sb = wa.sign(), wb.sign()
        if sa != sb:
            return pos, (1 if sa > sb else -1)
        m = min(wa.left, wb.left)
        wa.advance(m)
        wb.advance(m)
        pos = _ordinal_sum(pos, m)
    if not wa.done():
        return pos, wa.sign()
    if not wb.done():
        return pos, -wb.sign()
    return pos, 0
