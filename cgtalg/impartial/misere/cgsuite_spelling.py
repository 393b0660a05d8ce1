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
  and a heap ``k`` inside brackets adds ``*k`` (``2[2]`` is ``*2 + *2``;
  ``2#`` and ``2[#]`` are the same). A sequence of one term is that term
  (``*[2]`` is ``*2``, ``*[2##]`` is ``{{*2}}``), of several the game with
  those options (``*[2#0]`` is ``{0, {*2}}``, ``*[321]`` is ``{*3, *2, *}``).
  CGSuite also prints a difference ``[-k]`` (the game ``X`` with
  ``X + *k`` equal to the term); that subscript is refused by name.

A text with a comma, a ``*`` or a ``[`` right after the opening bracket is
a list; any other is digits (so ``*[42]`` is the game with options ``*4``
and ``*2``, as CGSuite prints it; the heap ``*42`` is ``*[&42;]``).
:func:`to_cgsuite` writes the digits spelling, with ``#`` subscripts but no
sums, and :func:`parse_cgsuite` reads back everything it writes.

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
"""

from __future__ import annotations

from ...errors import InputTypeError, InputValueError, describe
from .canonical import MisereGame

__all__ = ["parse_cgsuite", "to_cgsuite", "MAX_TEXT"]

#: The longest text :func:`to_cgsuite` writes (a form shared many times over is written out each time).
MAX_TEXT = 1_000_000

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
    return int(digits), end + 1


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
        elif c in "0123456789":
            terms[-1] = terms[-1] + MisereGame.nim(int(c))
            i += 1
        elif c == "&":
            n, i = _heap(text, i + 1)
            terms[-1] = terms[-1] + MisereGame.nim(n)
        elif c == "-":
            raise _fail(text, "a difference subscript [-k] (the game X with X + *k equal to the term) is not read; "
                        "write the form itself", i)
        else:
            raise _fail(text, f"unexpected {c!r} in a subscript (a subscript is '#' or a heap)", i)
    return close + 1


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
                term = MisereGame.nim(int(text[i:j]))
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
            current[0] = term if current[0] is None else current[0] + term
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
            outer[0] = game if outer[0] is None else outer[0] + game
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
    >>> parse_cgsuite("*[2[#-2]]")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a difference subscript [-k] (the game X with X + *k equal to the term) is not read; write the form itself at position 5 of the misère form '*[2[#-2]]'
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
            total = form if total is None else total + form
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
    """Write *g* in CGSuite's digits spelling, ``*[...]`` (options and ``#`` subscripts, no sums).

    Options are written in decreasing birthday, then text, as CGSuite lists them.

    Parameters
    ----------
    g : MisereGame
        The form.

    Returns
    -------
    str
        A text :func:`parse_cgsuite` reads back to *g*.

    Raises
    ------
    InputTypeError
        If *g* is not a MisereGame.
    InputValueError
        If the text would be longer than :data:`MAX_TEXT` characters.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 12; CGSuite's tutorial "Misère Theory".

    Examples
    --------
    >>> from cgtalg.impartial.misere import misere_canonical
    >>> from cgtalg.rulesets.heap.nim import Nim
    >>> to_cgsuite(MisereGame.nim(3)), to_cgsuite(misere_canonical(Nim(2, 2))), to_cgsuite(MisereGame.nim(12))
    ('*[3]', '*[32]', '*[&12;]')
    >>> to_cgsuite(MisereGame.parse("{0,{*2},{*,{*2}}}"))
    '*[(2#1)2#0]'
    """
    if type(g) is not MisereGame:
        raise InputTypeError(f"to_cgsuite() takes a MisereGame, not {type(g).__name__} {describe(g)}")
    texts: dict[MisereGame, str] = {}
    size = 0
    stack: list[tuple[MisereGame, bool]] = [(g, False)]
    while stack:
        h, expanded = stack.pop()
        if h in texts:
            continue
        heap = h.nim_heap
        if heap is not None:
            texts[h] = str(heap) if heap < 10 else f"&{heap};"
            continue
        if not expanded:
            stack.append((h, True))
            stack.extend((o, False) for o in h.options() if o not in texts)
            continue
        options = h.options()
        if len(options) == 1:
            text = _term(options[0], texts) + "#"
        else:
            parts = sorted(((o.birthday, texts[o], o) for o in options), key=lambda t: (t[0], t[1]), reverse=True)
            text = "".join(_term(o, texts) for _, _, o in parts)
        size = max(size, len(text))
        if size > MAX_TEXT:
            raise InputValueError(f"the CGSuite text of this misère form is over {MAX_TEXT:,} characters")
        texts[h] = text
    return f"*[{texts[g]}]"


def _term(o: MisereGame, texts: dict[MisereGame, str]) -> str:
    """The text of an option as a term: parenthesised when it is a game of several options."""
    if o.nim_heap is not None or len(o.options()) == 1:
        return texts[o]
    return f"({texts[o]})"
