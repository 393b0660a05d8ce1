"""The strip kernel: games played on one row of cells, written as a string (Toads and Frogs, Toppling Dominoes).

A strip ruleset says which characters a cell may hold (:attr:`StripRules.alphabet`),
what the moves are -- as local rewrites of the string
(:attr:`StripRules.rewrites`), or by a method of its own
(:meth:`StripRules.moves`) -- how a strip falls apart into independent pieces
(:attr:`StripRules.dead_ends` dropped at its ends, or :meth:`StripRules.split`)
and which symmetries keep or negate the value (reading the strip backwards,
swapping the players' pieces, or both). The kernel normalises each piece to
the least of its symmetric images, encodes it as one int (the characters as
digits, behind a leading 1), and values and solves it with
:class:`~cgtalg.engine.search.Search`.

The invariant: a position's key is :meth:`StripRules.normalise` of its
strip, whichever route made it. A ruleset moved by rewrites gets the word
route of :mod:`cgtalg.engine.strip_words` (compiled: strips of at most
:data:`~cgtalg.engine.strip_words.WORD_CELLS` cells moved and keyed in
machine words, which give the same keys in the same order), and the
string route for longer strips and in pure Python.

References
----------
Winning Ways, chapters 1-2 (Toads and Frogs), chapter 7 ("Toppling Dominoes"
appears later, in Fink, Nowakowski, Siegel, Wolfe, "Toppling Conjectures",
*Games of No Chance 4*, 2015); Lessons in Play, chapter 2.

Examples
--------
>>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
>>> ToadsAndFrogs("T.F") == ToadsAndFrogs("T.F")
True
>>> ToadsAndFrogs("TT.F").key() == -ToadsAndFrogs("T.FF").key()   # mirror image with roles swapped
True
"""

from __future__ import annotations

from typing import Sequence

from ..core.cache import BoundedCache
from ..errors import InputTypeError, InputValueError, check_instance, check_items, check_str
from .position import no_rules_error
from .search import Key, KeyedPosition, Schema, Search, _refuse_region_key, add_keys
from .strip_words import WORD_CELLS, StripWords, check_rewrites

__all__ = ["StripRules", "StripPosition", "MAX_LENGTH", "check_strip_symbols"]

#: The longest strip accepted (a search on anything near it would not finish anyway).
MAX_LENGTH = 4096

#: True when this module runs compiled (then strips of rulesets with rewrites take the word route).
_COMPILED = not __file__.endswith(".py")
#: The codes of strips of at most WORD_CELLS cells are below this (a leading 1, two bits a cell).
_WORD_LIMIT = 1 << (2 * WORD_CELLS + 1)

Rewrites = tuple[tuple[str, str], ...]


class StripRules(Schema):
    """A ruleset on one row of cells: subclass it and say the rules.

    Class attributes
    ----------------
    name : str
        The ruleset's name.
    alphabet : str
        The characters a cell may hold.
    meanings : tuple of str
        What each character means (for messages).
    rewrites : tuple of (tuple of (str, str), tuple of (str, str))
        Left's rewrites, then Right's: a move replaces a window of cells
        equal to a pattern by the replacement beside it (of the same
        length), anywhere on the strip. Empty (the default) when the ruleset
        says its moves in :meth:`moves` instead.
    dead_ends : tuple of (str, str)
        Characters that are dropped at the left end and at the right end of
        a strip (pieces there can never move nor be moved: Toads and Frogs'
        frogs at the left end, toads at the right end).
    symmetries : tuple of (bool, bool, bool)
        ``(reverse, swap, negates)`` for each symmetry besides the identity:
        read the strip backwards and/or apply :attr:`swap`, and whether that
        negates the value.
    swap : str
        Two equally long strings ``"ab"`` -> ``"ba"`` given as ``(from, to)``
        for ``str.maketrans``: the players' pieces exchanged.
    """

    alphabet = "."
    meanings: tuple[str, ...] = ("empty square",)
    rewrites: tuple[Rewrites, Rewrites] = ((), ())
    dead_ends: tuple[str, str] = ("", "")
    symmetries: tuple[tuple[bool, bool, bool], ...] = ()
    swap: tuple[str, str] = ("", "")
    #: The base of the codes (0: four, two bits a cell, for a ruleset whose rewrites take the word
    #: route; else the size of the alphabet).
    code_base = 0

    def __init__(self) -> None:
        self.digit = {ch: i for i, ch in enumerate(self.alphabet)}
        self.table = str.maketrans(*self.swap)
        own = type(self)
        # The word route, for a ruleset moved by its rewrites and split at its dead ends (not by methods
        # of its own, which the words could not follow).
        worded = (check_rewrites(self) and own.moves is StripRules.moves and own.split is StripRules.split
                  and own.normalise is StripRules.normalise and own.encode is StripRules.encode
                  and self.code_base in (0, 4))
        self.base = self.code_base or (4 if worded else len(self.alphabet))
        # The characters as the digits 0, 1, ... for int(text, base) (alphabets of at most 10 characters).
        self.digits = str.maketrans(self.alphabet, "0123456789"[: len(self.alphabet)]) if self.base <= 10 else None
        #: The key of every strip normalised so far, and the strip of every piece code made on the way.
        self.strip_forms = BoundedCache(f"{self.name} strip forms", 1 << 20)
        self.piece_strips = BoundedCache(f"{self.name} piece strips", 1 << 20)
        self.search = Search(self)
        #: The word route (:class:`~cgtalg.engine.strip_words.StripWords`), also the value search's
        #: oracle, or None for a ruleset without rewrites.
        self.words = StripWords(self) if worded else None
        if worded:
            self.oracle = self.words

    def moves(self, strip: str) -> tuple[list[str], list[str]]:
        """Return the strips after each of Left's and Right's moves.

        By default the rewrites (:attr:`rewrites`) made wherever they match,
        a player's moves listed by where the rewritten window starts, from
        the left end, then by the order of the rewrites. A ruleset without
        rewrites defines this method: it is the ruleset. The strip is not
        checked (:class:`StripPosition` checks the text it is given).

        Parameters
        ----------
        strip : str
            One character of :attr:`alphabet` per cell.

        Returns
        -------
        tuple of (list of str, list of str)
            Left's and Right's children, as strips.

        Raises
        ------
        NotImplementedError
            If the ruleset has no rewrites and does not define it.

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> RULES.moves("T.F")                  # the toad steps right, the frog steps left
        (['.TF'], ['TF.'])
        """
        left, right = self.rewrites
        if not (left or right):
            raise NotImplementedError(f"{type(self).__name__} says its moves by rewrites or by its own moves()")
        return _rewritten(strip, left), _rewritten(strip, right)

    def split(self, strip: str) -> list[str]:
        """The independent pieces of *strip*: by default the strip without its dead ends (:attr:`dead_ends`).

        A ruleset whose strips fall apart otherwise defines it; empty pieces
        may be left out.

        Parameters
        ----------
        strip : str
            A strip (not checked).

        Returns
        -------
        list of str
            Pieces whose sum is the strip.

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toppling_dominoes import RULES
        >>> RULES.split("LRG")
        ['LRG']
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> RULES.split("FFT.FTT")                 # frogs at the left end, toads at the right end
        ['T.F']
        """
        left, right = self.dead_ends
        if left or right:
            return [strip.lstrip(left).rstrip(right)]
        return [strip]

    # -- the schema's work --------------------------------------------------------------

    def encode(self, strip: str) -> int:
        """The int of *strip*: a leading 1, then one digit per cell (base :attr:`code_base`, or ``len(alphabet)``).

        Not checked (the normal form's inner loop): every character must be
        in :attr:`alphabet`.

        Parameters
        ----------
        strip : str
            A strip.

        Returns
        -------
        int
            Its code, at least 1 (1 for the empty strip).

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> RULES.decode(RULES.encode("T.F"))
        'T.F'
        """
        if self.digits is not None:
            # The same number, read by int() in C: "1" then one digit per cell.
            return int("1" + strip.translate(self.digits), self.base)
        code = 1
        b = self.base
        d = self.digit
        for ch in strip:
            code = code * b + d[ch]
        return code

    def decode(self, code: int) -> str:
        """The strip of an int made by :meth:`encode`.

        Parameters
        ----------
        code : int
            A code from :meth:`encode` (a positive key of the ruleset).

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> RULES.decode(RULES.normalise("T.F"))
        'T.F'
        """
        known = self.piece_strips.get(code)
        if known is not None:
            return known  # type: ignore[no-any-return]
        out = []
        b = self.base
        a = self.alphabet
        while code > 1:
            code, r = divmod(code, b)
            out.append(a[r])
        return "".join(reversed(out))

    def normalise(self, strip: str) -> Key:
        """The key of *strip*: its pieces, each as the least of its symmetric images.

        The key is remembered for the strip (a child met from several parents
        is normalised once), and the strip of each piece's code for
        :meth:`decode`. Not checked (the search's inner loop).

        Parameters
        ----------
        strip : str
            A strip.

        Returns
        -------
        Key
            0, one signed piece code, or a sorted tuple of them.

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> RULES.normalise("TT.F") == -RULES.normalise("T.FF"), RULES.normalise("FT.FT") == RULES.normalise("T.F")
        (True, True)
        """
        forms = self.strip_forms
        key = forms.get(strip)
        if key is not None:
            return key
        parts = []
        encode = self.encode
        for piece in self.split(strip):
            if not piece:
                continue
            best = encode(piece)
            best_strip = piece
            neg = False
            for rev, swap, negates in self.symmetries:
                img = piece[::-1] if rev else piece
                if swap:
                    img = img.translate(self.table)
                code = encode(img)
                if code < best:
                    best, neg, best_strip = code, negates, img
            self.piece_strips.put(best, best_strip)
            parts.append(-best if neg else best)
        key = add_keys(parts)
        if len(forms) < forms.maxsize:  # BoundedCache.put inline (an interpreted call)
            forms[strip] = key
        else:
            forms.put(strip, key)
        return key

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each of Left's and Right's moves in piece *key* (see :meth:`Schema.region_moves`).

        Parameters
        ----------
        key : int
            A positive piece code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is a negated piece).

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toppling_dominoes import RULES
        >>> RULES.region_moves(RULES.normalise("L")) == ([0, 0], [])    # topple it either way
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "piece")
        words = self.words
        if _COMPILED and words is not None and key < _WORD_LIMIT:
            return words.moves(key)  # type: ignore[no-any-return]
        return self.region_moves_of_strip(self.decode(key))

    def region_moves_of_strip(self, strip: str) -> tuple[list[Key], list[Key]]:
        """The keys of Left's and Right's moves from *strip*, by the string route.

        The moves are made on the text (:meth:`moves`) and each child is
        normalised (:meth:`normalise`): what :meth:`region_moves` does after
        decoding its key. The word route of a ruleset with rewrites
        (:class:`~cgtalg.engine.strip_words.StripWords`) is checked against
        this one, and :meth:`region_moves` takes this one where the words do
        not apply.

        Parameters
        ----------
        strip : str
            A strip of the ruleset (not checked).

        Returns
        -------
        tuple of (list of Key, list of Key)
            The normalised keys of Left's and Right's moves, in the order
            :meth:`moves` lists them.

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
        >>> left, right = RULES.region_moves_of_strip("T.F")
        >>> left == [RULES.normalise(".TF")], right == [RULES.normalise("TF.")]
        (True, True)
        """
        left, right = self.moves(strip)
        norm = self.normalise
        return [norm(s) for s in left], [norm(s) for s in right]

    def region_size(self, key: int) -> int:
        """Return the piece's number of cells (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive piece code.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toppling_dominoes import RULES
        >>> RULES.region_size(RULES.normalise("LRGL"))
        4
        """
        if self.base == 4:
            return (key.bit_length() - 1) // 2  # two bits a cell, behind a leading 1
        return len(self.decode(key))


def _rewritten(strip: str, rewrites: Rewrites) -> list[str]:
    """The strips after each of *rewrites* made where it matches, by where the window starts, then by rewrite.

    Examples
    --------
    >>> _rewritten("T.T.", (("T.", ".T"),))
    ['.TT.', 'T..T']
    """
    found = []
    for r, (before, after) in enumerate(rewrites):
        i = strip.find(before)
        while i >= 0:
            found.append((i, r, strip[:i] + after + strip[i + len(before):]))
            i = strip.find(before, i + 1)
    if len(rewrites) > 1:
        found.sort()
    return [child for _, _, child in found]


class StripPosition(KeyedPosition):
    """A position of a strip ruleset, compared by its normal form.

    Subclasses set :attr:`rules`.

    Parameters
    ----------
    strip : str
        One character per cell.

    Raises
    ------
    InputValueError
        On a character outside the ruleset's alphabet, or a strip over
        :data:`MAX_LENGTH` cells.
    InputTypeError
        If *strip* is not a str.
    """

    __slots__ = ("strip",)
    rules: StripRules

    def __init__(self, strip: str) -> None:
        try:
            rules = self.rules
        except AttributeError:
            raise no_rules_error(type(self), "TopplingDominoes") from None
        if not isinstance(strip, str):
            raise InputTypeError(f"a {rules.name} position is a str such as {rules.alphabet!r}, not {type(strip).__name__}")
        strip = strip.strip()
        if len(strip) > MAX_LENGTH:
            raise InputValueError(f"a {rules.name} strip has at most {MAX_LENGTH} cells, this one {len(strip)}")
        for i, ch in enumerate(strip):
            if ch not in rules.digit:
                raise InputValueError(
                    f"unknown character {ch!r} in {rules.name} position (cell {i}): use "
                    + ", ".join(f"{c!r} ({m})" for c, m in zip(rules.alphabet, rules.meanings))
                )
        self._set(strip)

    def _set(self, strip: str) -> None:
        self._set_key(strip, self.rules.normalise(strip))

    def _set_key(self, strip: str, key: Key) -> None:
        """Set the fields of the position of *strip* whose key (:meth:`StripRules.normalise`) is *key*."""
        self.strip = strip
        self._key = key
        self._hash = hash((type(self).__name__, key))

    @classmethod
    def _trusted(cls, strip: str) -> "StripPosition":
        p = cls.__new__(cls)
        p._set(strip)
        return p

    @classmethod
    def _from_text(cls, strip: str) -> "StripPosition":
        """``cls(strip)`` for a str *strip* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        Compiled, a strip of a ruleset with a word route
        (:attr:`StripRules.words`) of at most
        :data:`~cgtalg.engine.strip_words.WORD_CELLS` cells is read and
        normalised in machine words (the key :meth:`StripRules.normalise`
        gives) and the position made without the constructor's interpreted
        checks; anything else is ``cls(strip)``, which names any problem.

        Parameters
        ----------
        strip : str
            One character per cell (spaces round it are dropped, as the constructor drops them).

        Returns
        -------
        StripPosition

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> ToadsAndFrogs._from_text(" TT.F ") == ToadsAndFrogs("TT.F"), ToadsAndFrogs._from_text("T.F").text()
        (True, 'T.F')
        """
        words = cls.rules.words
        if _COMPILED and words is not None and type(strip) is str and cls.__init__ is StripPosition.__init__:
            text = strip.strip()
            cells = words.cells_of(text)
            if cells >= 0:
                p = cls.__new__(cls)
                p._set_key(text, words.key(cells, len(text)))
                return p
        return cls(strip)

    def left_options(self) -> list["StripPosition"]:
        """Return the strips after each of Left's moves.

        Returns
        -------
        list of StripPosition

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> [p.strip for p in ToadsAndFrogs("TF.").left_options()]      # the toad jumps the frog
        ['.FT']
        """
        return [self._trusted(s) for s in self.rules.moves(self.strip)[0]]

    def right_options(self) -> list["StripPosition"]:
        """Return the strips after each of Right's moves.

        Returns
        -------
        list of StripPosition

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> [p.strip for p in ToadsAndFrogs("T.F").right_options()]
        ['TF.']
        """
        return [self._trusted(s) for s in self.rules.moves(self.strip)[1]]

    def text(self) -> str:
        """The position text, which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> ToadsAndFrogs(" T.F ").text()
        'T.F'
        """
        return self.strip

    def __str__(self) -> str:
        return self.strip

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.strip!r})"

    def _repr_svg_(self) -> str:
        from ..pictures.positions import strip_svg

        return strip_svg(self)


def check_strip_symbols(rules: StripRules, pieces: Sequence[str]) -> None:  # pragma: no cover - helper for rulesets
    """Raise InputValueError if a piece has a character outside the alphabet.

    Parameters
    ----------
    rules : StripRules
        The ruleset whose alphabet applies.
    pieces : sequence of str
        The strips to check.

    Raises
    ------
    InputTypeError
        If *rules* is not a StripRules, or *pieces* is not a sequence of str.
    InputValueError
        Naming the first character outside the alphabet.

    Examples
    --------
    >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
    >>> check_strip_symbols(RULES, ["T.F", ".."])
    >>> check_strip_symbols(RULES, ["T.X"])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 'X' is not a toads-and-frogs cell
    """
    check_instance(rules, StripRules, "check_strip_symbols()'s rules")
    for p in check_items(pieces, "the strips"):
        for ch in check_str(p, "a strip"):
            if ch not in rules.digit:
                raise InputValueError(f"{ch!r} is not a {rules.name} cell")
