"""CGSuite's spellings of misère impartial forms: ``*[3]``, ``*[[2],0]`` and ``*[2#0]``.

CGSuite writes a misère simplest form as ``*[...]`` in two ways, and both
are read here into a :class:`~cgtalg.impartial.misere.canonical.MisereGame`:

* **Lists** (what CGSuite reads): the elements, separated by commas, are
  Nim heaps (integers), lists (the game whose options are the list's
  elements) and ``*[...]`` forms, and an element may be a sum joined by
  ``+``. A list of one element is that element (``*[3]`` is the heap
  ``*3``); a list of several is the game with those options (``*[4,2]``);
  ``*[[2]]`` is the game whose only option is ``*2``; ``*[[*[4] + *[2]]]``
  the game whose only option is ``*4 + *2``.
* **Digits** (what CGSuite prints): a sequence of terms, each an option;
  a term is a Nim heap written as one digit (``&10;`` for a heap of 10 or
  more) or a parenthesised sequence ``(...)``, followed by subscripts read
  left to right: ``#`` makes the game whose only option is the term so far,
  a heap ``k`` inside brackets adds ``*k`` (``2[2]`` is ``*2 + *2``;
  ``2#`` and ``2[#]`` are the same), and ``-k`` inside brackets takes the
  difference: the form ``X`` with ``X + *k`` equal to the term so far
  (:func:`~cgtalg.impartial.misere.parts.misere_difference`; ``2[#-2]`` is
  ``{*2} - *2``, a part of ``{*2}``, and a term with no such ``X`` is
  refused). A sequence of one term is that term (``*[2]`` is ``*2``,
  ``*[2##]`` is ``{{*2}}``), of several the game with those options
  (``*[2#0]`` is ``{0, {*2}}``, ``*[321]`` is ``{*3, *2, *}``).

A text with a comma, a ``*`` or a ``[`` right after the opening bracket is
a list; any other is digits (so ``*[42]`` is the game with options ``*4``
and ``*2``, as CGSuite prints it; the heap ``*42`` is ``*[&42;]``).
:func:`to_cgsuite` writes the digits spelling by CGSuite's own rules, sums
and differences of heaps as subscripts and options in CGSuite's order, so
that it prints what CGSuite prints (``*2 + *2`` is ``*[2[2]]``), and
:func:`parse_cgsuite` reads back everything it writes.

References
----------
J. H. Conway, *On Numbers and Games*, ch. 12 (the notation ``2_#0``);
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13; CGSuite's
tutorial "Misère Theory" and its tests (``MisereCanonicalGameTestCase``).

Examples
--------
>>> str(parse_cgsuite("*[[2],0]")), to_cgsuite(parse_cgsuite("*[[2],0]"))
('{0,{*2}}', '*[2#0]')
>>> parse_cgsuite("*[2[2]]") is parse_cgsuite("*[2] + *[2]") is parse_cgsuite("*[32]")
True
>>> to_cgsuite(parse_cgsuite("*[32]")), str(parse_cgsuite("*[2] + *[2[#-2]]"))
('*[2[2]]', '{*2}')
"""

from __future__ import annotations

import functools
from collections.abc import Generator

from ...errors import InputTypeError, InputValueError, describe
from .canonical import MisereGame
from .parts import MAX_DIFFERENCE_BIRTHDAYS, misere_difference, misere_parity

__all__ = ["parse_cgsuite", "to_cgsuite", "MAX_TEXT"]

#: The longest text :func:`to_cgsuite` writes (a form shared many times over is written out each time).
MAX_TEXT = 1_000_000

#: The most digits a heap size may have (a larger heap is refused before it is converted).
_MAX_HEAP_DIGITS = 6

#: The most pairs of followers a sum may take, read from a text (``*[432+23]`` pairs 433 x 24)
#: or tried by the printer.
_MAX_SUM_PAIRS = 5_000

#: How deeply ``*[...]`` may nest inside a list.
_MAX_NESTED_FORMS = 64


def _fail(text: str, why: str, at: int) -> InputValueError:
    shown = text if len(text) <= 60 else text[:57] + "..."
    return InputValueError(f"{why} at position {at} of the misère form {shown!r}")


def _heap(text: str, i: int) -> tuple[int, int]:
    """Read ``&n;`` at *i* (after the ``&``): (n, next index)."""
    end = text.find(";", i)
    digits = text[i:end] if end >= 0 else ""
    if not digits.isdigit() or not digits.isascii():
        raise _fail(text, "expected a heap size and ';' after '&', as in &12;", i - 1)
    return _heap_size(text, digits, i), end + 1


def _heap_size(text: str, digits: str, at: int) -> int:
    """The heap size written *digits* at *at*, refused by name when it is too long to be a heap."""
    if len(digits) > _MAX_HEAP_DIGITS:
        raise _fail(text, f"a heap size of {len(digits)} digits is too large (at most {_MAX_HEAP_DIGITS} digits)", at)
    return int(digits)


def _options_game(terms: list[MisereGame]) -> MisereGame:
    return terms[0] if len(terms) == 1 else MisereGame.from_options(terms)


def _read_digits(text: str, start: int, end: int) -> MisereGame:
    """The digits spelling ``text[start:end]`` (inside ``*[ ]``), read with an explicit stack."""
    frames: list[list[MisereGame]] = [[]]
    opened: list[int] = []
    i = start
    while i < end:
        c = text[i]
        if c in "0123456789":
            frames[-1].append(MisereGame.nim(int(c)))
            i += 1
        elif c == "&":
            n, i = _heap(text, i + 1)
            frames[-1].append(MisereGame.nim(n))
        elif c == "(":
            frames.append([])
            opened.append(i)
            i += 1
        elif c == ")":
            if not opened:
                raise _fail(text, "')' closes nothing", i)
            terms = frames.pop()
            if not terms:
                raise _fail(text, "empty parentheses", opened[-1])
            opened.pop()
            frames[-1].append(_options_game(terms))
            i += 1
        elif c in "#[":
            if not frames[-1]:
                raise _fail(text, f"a subscript {c!r} must follow a term", i)
            if c == "#":
                frames[-1][-1] = MisereGame.from_options([frames[-1][-1]])
                i += 1
                continue
            close = text.find("]", i)
            if close < 0 or close > end:
                raise _fail(text, "a subscript '[' is never closed", i)
            i = _subscripts(text, i + 1, close, frames[-1])
        elif c.isspace():
            i += 1
        else:
            raise _fail(text, f"unexpected {c!r}", i)
    if opened:
        raise _fail(text, "'(' is never closed", opened[-1])
    if not frames[0]:
        raise _fail(text, "expected a form inside *[ ]", start)
    return _options_game(frames[0])


def _subscripts(text: str, i: int, close: int, terms: list[MisereGame]) -> int:
    """Apply the subscripts ``text[i:close]`` to the last of *terms*; return the index after the ']'."""
    while i < close:
        c = text[i]
        if c == "#":
            terms[-1] = MisereGame.from_options([terms[-1]])
            i += 1
        elif c in "0123456789&":
            n, i = _subscript_heap(text, i)
            terms[-1] = _sum(text, terms[-1], MisereGame.nim(n), i - 1)
        elif c == "-":
            if i + 1 >= close or text[i + 1] not in "0123456789&":
                raise _fail(text, "a difference subscript '-' must be followed by a heap, as in [-2]", i)
            n, after = _subscript_heap(text, i + 1)
            terms[-1] = _minus_heap(text, i, terms[-1], n)
            i = after
        else:
            raise _fail(text, f"unexpected {c!r} in a subscript (a subscript is '#', a heap or '-' and a heap)", i)
    return close + 1


def _sum(text: str, a: MisereGame, b: MisereGame, at: int) -> MisereGame:
    """``a + b`` for the sum read at *at*, refused by name when it pairs too many followers to be quick."""
    pairs = len(a.followers()) * len(b.followers())
    if pairs > _MAX_SUM_PAIRS:
        raise _fail(text, f"this sum pairs {pairs:,} followers, over the reader's limit of {_MAX_SUM_PAIRS:,} "
                    "(add the forms with + on MisereGame instead)", at)
    return a + b


def _subscript_heap(text: str, i: int) -> tuple[int, int]:
    """The heap written at *i* in a subscript, one digit or ``&n;``: (n, next index)."""
    if text[i] == "&":
        return _heap(text, i + 1)
    return int(text[i]), i + 1


def _minus_heap(text: str, at: int, term: MisereGame, n: int) -> MisereGame:
    """The form X with X + *n equal to *term* (the subscript ``-n`` at *at*)."""
    if term.birthday + n > MAX_DIFFERENCE_BIRTHDAYS:
        raise _fail(text, f"a difference subscript is read for forms and heaps whose birthdays add up to at most "
                    f"{MAX_DIFFERENCE_BIRTHDAYS}", at)
    difference = misere_difference(term, MisereGame.nim(n))
    if difference is None:
        raise _fail(text, f"no form X has X + *{n} equal to the form before the subscript -{n}", at)
    return difference


def _matching(text: str, i: int) -> int:
    """The index of the ']' that closes the '[' at *i*."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "[":
            depth += 1
        elif text[j] == "]":
            depth -= 1
            if depth == 0:
                return j
    raise _fail(text, "'[' is never closed", i)


def _read_list(text: str, start: int, end: int, nested: int) -> MisereGame:
    """The list spelling ``text[start:end]`` (inside ``*[ ]``), lists within it on an explicit stack."""
    # Each level: (the finished elements, the sum being built for the current element, where it opened).
    levels: list[tuple[list[MisereGame], list[MisereGame | None], int]] = [([], [None], start)]
    expect = True  # an element (or a list's end) may come next
    i = start
    while i < end:
        c = text[i]
        elements, current, _ = levels[-1]
        if c.isspace():
            i += 1
            continue
        if expect:
            if c == "[":
                levels.append(([], [None], i))
                i += 1
                continue
            if c.isdigit() and c.isascii():
                j = i
                while j < end and text[j].isdigit() and text[j].isascii():
                    j += 1
                term = MisereGame.nim(_heap_size(text, text[i:j], i))
                i = j
            elif text.startswith("*[", i):
                if nested >= _MAX_NESTED_FORMS:
                    raise _fail(text, f"*[...] nested more than {_MAX_NESTED_FORMS} deep", i)
                close = _matching(text, i + 1)
                term = _read_form(text, i + 1, close, nested + 1)
                i = close + 1
            elif c == "]" and not elements and current[0] is None and len(levels) > 1:
                raise _fail(text, "an empty list has no game: write [0]'s options, or 0 for the heap *0", i)
            else:
                raise _fail(text, f"expected a heap, a list or *[...], found {c!r}", i)
            current[0] = term if current[0] is None else _sum(text, current[0], term, i - 1)
            expect = False
            continue
        if c == "+":
            expect = True
            i += 1
        elif c == ",":
            elements.append(current[0])  # type: ignore[arg-type]
            current[0] = None
            expect = True
            i += 1
        elif c == "]" and len(levels) > 1:
            elements.append(current[0])  # type: ignore[arg-type]
            levels.pop()
            game = MisereGame.from_options(elements)  # a list inside: the game with these options
            outer = levels[-1][1]
            outer[0] = game if outer[0] is None else _sum(text, outer[0], game, i)
            i += 1
        else:
            raise _fail(text, f"expected ',', '+' or ']', found {c!r}", i)
    if len(levels) > 1:
        raise _fail(text, "'[' is never closed", levels[-1][2])
    if expect:
        raise _fail(text, "expected an element", end)
    elements, current, _ = levels[0]
    elements.append(current[0])  # type: ignore[arg-type]
    return _options_game(elements)


def _read_form(text: str, open_at: int, close: int, nested: int) -> MisereGame:
    """The form in ``*[ ... ]`` whose '[' is at *open_at* and ']' at *close*."""
    inner = text[open_at + 1:close]
    stripped = inner.lstrip()
    if "," in inner or "*" in inner or stripped.startswith("["):
        return _read_list(text, open_at + 1, close, nested)
    return _read_digits(text, open_at + 1, close)


def parse_cgsuite(text: str) -> MisereGame:
    """Read a misère form in CGSuite's spelling, ``*[...]``, or a sum of them joined by ``+``.

    Parameters
    ----------
    text : str
        For example ``"*[3]"``, ``"*[[2],0]"``, ``"*[2#0]"`` or ``"*[2] + *[2]"``
        (the module docstring gives both spellings).

    Returns
    -------
    MisereGame
        The misère simplest form.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        If it is not a form in either spelling; the message names the place.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 12; CGSuite's tutorial "Misère Theory".

    Examples
    --------
    >>> [str(parse_cgsuite(t)) for t in ("*[3]", "*[4,2]", "*[[2]]", "*[2##]", "*[(2#1)21]")]
    ['*3', '{*2,*4}', '{*2}', '{{*2}}', '{*,*2,{*,{*2}}}']
    >>> parse_cgsuite("*[2[#-2]]") + MisereGame.nim(2) is parse_cgsuite("*[2#]")
    True
    >>> parse_cgsuite("*[2[#-4]]")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: no form X has X + *4 equal to the form before the subscript -4 at position 5 of the misère form '*[2[#-4]]'
    """
    if not isinstance(text, str):
        raise InputTypeError(f"a misère form in CGSuite's spelling is a str such as '*[2#0]', not "
                             f"{type(text).__name__} {describe(text)}")
    total: MisereGame | None = None
    i, n = 0, len(text)
    expect = True
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif expect and text.startswith("*[", i):
            close = _matching(text, i + 1)
            form = _read_form(text, i + 1, close, 0)
            total = form if total is None else _sum(text, total, form, i)
            i = close + 1
            expect = False
        elif not expect and c == "+":
            expect = True
            i += 1
        else:
            raise _fail(text, "expected *[...]" if expect else f"expected '+' between forms, found {c!r}", i)
    if expect:
        raise _fail(text, "expected *[...]", n)
    return total  # type: ignore[return-value]


def to_cgsuite(g: MisereGame) -> str:
    """Write *g* the way CGSuite prints it: ``*[...]`` in digits, with ``#``, added heaps and differences.

    CGSuite's rules, applied to each form met: a Nim heap is its digit; a
    form ``X + *k`` with ``X`` born earlier is ``X`` with the subscript
    ``k``, and a form ``Y - *k`` with ``Y`` born earlier is ``Y`` with the
    subscript ``-k`` (trying ``k = 2, 4, ...`` for an even form, ``3, 5, ...``
    for an odd one, below its birthday, sum before difference); an odd form
    left over is its even partner with the subscript ``1``; a form of one
    option is that option with ``#``; any other lists its options,
    parenthesised inside another form, in the reverse of CGSuite's
    canonical order.

    Parameters
    ----------
    g : MisereGame
        The form.

    Returns
    -------
    str
        CGSuite's text for *g*, which :func:`parse_cgsuite` reads back to *g*.

    Raises
    ------
    InputTypeError
        If *g* is not a MisereGame.
    InputValueError
        If the text would be longer than :data:`MAX_TEXT` characters.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 12; CGSuite's tutorial "Misère Theory"
    and its tests (``MisereCanonicalGameTestCase``).

    Examples
    --------
    >>> from cgtalg.impartial.misere import misere_canonical
    >>> from cgtalg.rulesets.heap.nim import Nim
    >>> to_cgsuite(MisereGame.nim(3)), to_cgsuite(misere_canonical(Nim(2, 2))), to_cgsuite(MisereGame.nim(12))
    ('*[3]', '*[2[2]]', '*[&12;]')
    >>> to_cgsuite(MisereGame.parse("{0,{*2},{*,{*2}}}")), to_cgsuite(parse_cgsuite("*[[2]]") + MisereGame.nim(1))
    ('*[(2#1)2#0]', '*[2[#1]]')
    """
    if type(g) is not MisereGame:
        raise InputTypeError(f"to_cgsuite() takes a MisereGame, not {type(g).__name__} {describe(g)}")
    text, opened = _run_writer(g)
    return f"*[{text}]]" if opened else f"*[{text}]"


# A request to write a form: (the form, parenthesise it if it lists options, a subscript must open after it).
_Request = tuple[MisereGame, bool, bool]
# What writing it gave: (the text, a subscript was opened and is left for the caller to close).
_Written = tuple[str, bool]


def _run_writer(g: MisereGame) -> _Written:
    """Run :func:`_write` on an explicit stack of generators; each request is written once."""
    done: dict[_Request, _Written] = {}
    order = _CanonicalOrder()
    root: _Request = (g, False, False)
    stack: list[tuple[_Request, Generator[_Request, _Written, _Written]]] = [(root, _write(*root, order))]
    sent: _Written | None = None
    while stack:
        request, writer = stack[-1]
        try:
            child = writer.send(sent)  # type: ignore[arg-type]
        except StopIteration as stop:
            done[request] = sent = stop.value
            if len(sent[0]) > MAX_TEXT:
                raise InputValueError(f"the CGSuite text of this misère form is over {MAX_TEXT:,} characters") from None
            stack.pop()
            continue
        if child in done:
            sent = done[child]
        else:
            stack.append((child, _write(*child, order)))
            sent = None
    return done[root]


def _digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def _write(g: MisereGame, parenthesise: bool, subscript: bool,
           order: "_CanonicalOrder") -> Generator[_Request, _Written, _Written]:
    """CGSuite's printing rules for one form; the forms it is written through are yielded as requests."""
    heap = g.nim_heap
    if heap is not None:
        return _digit(heap) + ("[" if subscript else ""), subscript
    born = g.birthday
    odd = misere_parity(g)
    # Both rules below need an option of normal-play value g's xor k: X is an option of X + *k born
    # later, and Y - *k born later has Y as an option (else Y - *k would be an option of Y). So only
    # those k are tried, in CGSuite's order.
    # A sum that would pair more than _MAX_SUM_PAIRS followers is not tried: a form that large may
    # then print otherwise than CGSuite prints it, but still as itself.
    values = {x.nim_value ^ g.nim_value for x in g.options()}
    for k in sorted(k for k in values if odd + 2 <= k < born and (k - odd) % 2 == 0):
        star_k = MisereGame.nim(k)
        part = next((x for x in g.options() if x.nim_value ^ k == g.nim_value
                     and order.size(x) * (k + 1) <= _MAX_SUM_PAIRS and x + star_k is g), None)
        if part is not None:
            text, opened = yield (part, True, True)
            return text + _digit(k), opened
        if order.size(g) * (k + 1) > _MAX_SUM_PAIRS:
            continue
        whole = g + star_k
        if whole.birthday < born:
            text, opened = yield (whole, True, True)
            return text + "-" + _digit(k), opened
    if odd:
        text, opened = yield (g + _STAR, True, True)
        return text + "1", opened
    options = order.sorted(g.options())
    if len(options) == 1:
        text, opened = yield (options[0], True, subscript)
        return text + "#", opened
    texts = []
    for o in reversed(options):
        text, opened = yield (o, True, False)
        texts.append(text + "]" if opened else text)
    body = "".join(texts)
    if parenthesise:
        body = f"({body})"
    return body + ("[" if subscript else ""), subscript


# CGSuite's first 36 even forms, in its canonical order: each by its options, numbered 2i for the i-th
# form and 2i + 1 for the i-th form plus * (0; *2; {*2}; {*3}; {{*2}}; *2+*2; ... all forms born by day 4).
_EARLY_FORMS = (
    (), (0, 1), (2,), (3,), (4,), (2, 3), (2, 4), (0, 4), (1, 4), (2, 3, 4), (0, 3, 4), (0, 2, 4), (1, 3, 4),
    (1, 2, 4), (0, 2, 3, 4), (0, 1, 2, 4), (1, 2, 3, 4), (0, 1, 2, 3), (0, 1, 2, 3, 4), (5,), (8,), (12,),
    (14,), (16,), (18,), (20,), (22,), (24,), (26,), (28,), (30,), (32,), (34,), (36,), (6,), (10,),
)
_STAR = MisereGame.nim(1)
_early_ranks: dict[MisereGame, int] = {}


def _early_rank(g: MisereGame) -> int | None:
    """The place of *g* among CGSuite's early forms and their odd partners, or None."""
    if not _early_ranks:
        forms: list[MisereGame] = []
        for options in _EARLY_FORMS:
            forms.append(MisereGame.from_options(forms[v >> 1] + _STAR if v & 1 else forms[v >> 1] for v in options))
        for i, form in enumerate(forms):
            _early_ranks[form + _STAR] = 2 * i + 1
            _early_ranks[form] = 2 * i
    return _early_ranks.get(g)


# A form's place in CGSuite's canonical order: (0, rank) for an early form, else (1, and of its even
# part: birthday, number of options, normal and misère Grundy values, its options' keys in order; parity).
_Key = tuple[object, ...]


class _CanonicalOrder:
    """CGSuite's canonical order of forms (keys computed on an explicit stack, compared without recursion), and sizes."""

    def __init__(self) -> None:
        self._keys: dict[MisereGame, _Key] = {}
        self._sizes: dict[MisereGame, int] = {}
        self._sort_key = functools.cmp_to_key(_compare_keys)

    def key(self, g: MisereGame) -> _Key:
        keys = self._keys
        stack = [g]
        while stack:
            x = stack[-1]
            if x in keys:
                stack.pop()
                continue
            rank = _early_rank(x)
            if rank is not None:
                keys[x] = (0, rank)
                stack.pop()
                continue
            if misere_parity(x):
                even = x + _STAR
                if even not in keys:
                    stack.append(even)
                    continue
                keys[x] = keys[even][:-1] + (1,)  # the even partner's key, sharing its options' keys
                stack.pop()
                continue
            missing = [o for o in x.options() if o not in keys]
            if missing:
                stack.extend(missing)
                continue
            if x.nim_heap is not None:  # heaps come in the order of their sizes
                options = [keys[MisereGame.nim(n)] for n in range(x.nim_heap)]
            else:
                options = sorted((keys[o] for o in x.options()), key=self._sort_key)
            keys[x] = (1, x.birthday, len(options), x.nim_value, x.misere_value, tuple(options), 0)
            stack.pop()
        return keys[g]

    def size(self, g: MisereGame) -> int:
        """The number of followers of *g*, counted once."""
        count = self._sizes.get(g)
        if count is None:
            count = self._sizes[g] = len(g.followers())
        return count

    def sorted(self, forms: tuple[MisereGame, ...]) -> list[MisereGame]:
        return sorted(forms, key=lambda f: self._sort_key(self.key(f)))


def _compare_keys(a: _Key, b: _Key) -> int:
    """Compare two keys lexicographically, nested keys on an explicit stack (stopping at the first difference)."""
    pending: list[tuple[_Key, _Key, int]] = [(a, b, 0)]
    while pending:
        x, y, i = pending.pop()
        if i == len(x) or i == len(y):
            if len(x) != len(y):
                return -1 if len(x) < len(y) else 1
            continue
        pending.append((x, y, i + 1))
        u, v = x[i], y[i]
        if u is v:
            continue
        if isinstance(u, tuple) and isinstance(v, tuple):
            pending.append((u, v, 0))
        elif u != v:
            return -1 if u < v else 1  # type: ignore[operator]
    return 0
