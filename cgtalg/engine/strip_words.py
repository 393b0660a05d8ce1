"""The strip kernel's word route: short strips as 64-bit words, moved by the ruleset's local rewrites.

A strip ruleset (:class:`~cgtalg.engine.strip.StripRules`) whose moves are
*local rewrites* -- a player replaces a window of cells matching a pattern
by a replacement of the same length, anywhere on the strip (Toads and Frogs:
Left rewrites ``T.`` to ``.T`` and ``TF.`` to ``.FT``) -- and whose alphabet
has at most four characters is coded two bits a cell behind a leading 1, the
leftmost cell highest: the code :meth:`StripRules.encode` gives with base 4.
Up to :data:`WORD_CELLS` cells a code fits a 64-bit word, and
:class:`StripWords`, the ruleset's :class:`~cgtalg.engine.search.RegionOracle`,
makes every move and its key there: a rewrite is a masked compare and an
exclusive or, dropping the ruleset's dead ends (:attr:`StripRules.dead_ends`)
is a shift, and each symmetry (:attr:`StripRules.symmetries`) is one pass
over the cells.

The invariant: on every strip it accepts, the word route gives what the
string route gives -- :meth:`StripWords.key` is
:meth:`StripRules.normalise`, and :meth:`StripWords.moves` is
:meth:`StripRules.region_moves_of_strip`, keys in the same order (both list
a player's moves by where the rewritten window starts, from the left end,
then by the order of the rewrites). The tests in
``tests/engine/test_strip_words.py`` check it on every short strip.

Stepping and jumping pieces (the rewrites of Toads and Frogs, whatever the
letters) also get a formula: a strip in which no piece of Left's can ever
meet one of Right's is an integer (:meth:`StripWords.known`).

Examples
--------
>>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
>>> words = RULES.words
>>> words.moves(RULES.encode("T.F")) == RULES.region_moves_of_strip("T.F")
True
>>> words.key(words.cells_of("FT.FT"), 5) == RULES.normalise("FT.FT") == RULES.normalise("T.F")
True
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..core.store import symbolic_dyadic
from ..errors import InputTypeError, InputValueError, describe
from .search import Key, RegionOracle, _distinct

__all__ = ["StripWords", "WORD_CELLS", "MAX_REWRITES", "MAX_WIDTH"]

#: Strips of at most this many cells are moved and keyed in machine words: two bits a cell behind a
#: leading 1 keep their codes below 2**63.
WORD_CELLS = 31
#: The most rewrites (both players' together) and the widest window of one that the word route takes.
MAX_REWRITES = 8
MAX_WIDTH = 8

#: The codes of strips of at most WORD_CELLS cells are below this (a leading 1, two bits a cell).
_WORD_LIMIT = 1 << (2 * WORD_CELLS + 1)

#: True when this module runs compiled (then the word route is taken; in pure Python the string
#: route is quicker and gives the same keys).
_COMPILED = not __file__.endswith(".py")

#: Rewrites at most this many cells wide are found by a table of windows (256 of them: 4 cells of
#: 2 bits); wider ones are compared one by one.
_TABLE_WIDTH = 4


def _hopping(rewrites: Any, empty: str, mine: str, theirs: str) -> bool:
    """Whether *rewrites* are exactly the moves of stepping and jumping pieces (Toads and Frogs' rules).

    Left's piece *mine* steps right onto an empty square or jumps one of
    Right's pieces *theirs* into the empty square beyond; Right's piece
    does the same leftwards.
    """
    left = {(mine + empty, empty + mine), (mine + theirs + empty, empty + theirs + mine)}
    right = {(empty + theirs, theirs + empty), (empty + mine + theirs, theirs + mine + empty)}
    return (len(rewrites[0]) == 2 and set(rewrites[0]) == left
            and len(rewrites[1]) == 2 and set(rewrites[1]) == right)


class StripWords(RegionOracle):
    """The word route of one strip ruleset: its rewrites, dead ends and symmetries as machine words.

    Made by :class:`~cgtalg.engine.strip.StripRules` for a ruleset whose
    moves are rewrites (see the module docstring): its attribute ``words``,
    which is also the value search's oracle. Nothing is checked here: the
    rules are read as the ruleset declared them (the schema checks the
    declaration), and the codes are the search's.

    Parameters
    ----------
    rules : StripRules
        The ruleset: its ``alphabet`` (at most four characters, the first
        coded 0), ``rewrites`` (at most :data:`MAX_REWRITES`, each at most
        :data:`MAX_WIDTH` cells), ``dead_ends``, ``symmetries`` and ``swap``.

    Examples
    --------
    >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
    >>> RULES.words.children(RULES.encode("T.TF.F"), []), str(RULES.words.known(RULES.encode("..T.")))
    (2, '1')
    """

    def __init__(self, rules: Any) -> None:
        if not (hasattr(rules, "alphabet") and hasattr(rules, "name")):
            raise InputTypeError(
                f"{type(self).__name__} is made by a ruleset's rules (a StripRules), not {type(rules).__name__} ({describe(rules)})"
            )
        self.rules = rules
        self.direct_children = True  # the walk asks children(), which makes the keys in one pass
        digit = {ch: i for i, ch in enumerate(rules.alphabet)}
        self.chars = [" "] * 4
        self.char_count = len(rules.alphabet)
        for ch, d in digit.items():
            self.chars[d] = ch
        # The rewrites, Left's first: a window of `width` cells matches when its cells, masked, are
        # `pattern`, and becomes its replacement by an exclusive or with `change`.
        self.pattern = [0] * 8  # MAX_REWRITES (a literal: C arrays when compiled)
        self.mask = [0] * 8  # MAX_REWRITES (a literal: C arrays when compiled)
        self.change = [0] * 8  # MAX_REWRITES (a literal: C arrays when compiled)
        self.width = [0] * 8  # MAX_REWRITES (a literal: C arrays when compiled)
        self.left_count = len(rules.rewrites[0])
        self.count = 0
        for rewrites in rules.rewrites:
            for before, after in rewrites:
                r = self.count
                self.pattern[r] = _word(before, digit)
                self.change[r] = _word(before, digit) ^ _word(after, digit)
                self.mask[r] = (1 << (2 * len(before))) - 1
                self.width[r] = len(before)
                self.count = r + 1
        # Rewrites at most TABLE_WIDTH cells wide are found by table: hits[256 * k + w] holds a bit for
        # each rewrite (Left's in the low byte, bit r; Right's in the high byte, bit r - left_count)
        # that matches the window w of the next TABLE_WIDTH cells when k + 1 of them are on the strip.
        self.widest = max(len(before) for rewrites in rules.rewrites for before, _ in rewrites)
        self.hits = [0] * 1024  # 4 lengths * 256 windows (a literal: a C array when compiled)
        if self.widest <= _TABLE_WIDTH:
            for k in range(_TABLE_WIDTH):
                for w in range(256):
                    found = 0
                    for r in range(self.count):
                        bit = r if r < self.left_count else 8 + r - self.left_count
                        if self.width[r] <= k + 1 and w >> (2 * (_TABLE_WIDTH - self.width[r])) == self.pattern[r]:
                            found |= 1 << bit
                    self.hits[256 * k + w] = found
        # The digits dropped at each end, as bit sets (bit d: digit d).
        self.dead_left = 0
        self.dead_right = 0
        for ch in rules.dead_ends[0]:
            self.dead_left |= 1 << digit[ch]
        for ch in rules.dead_ends[1]:
            self.dead_right |= 1 << digit[ch]
        # Each symmetry: read backwards or not, whether it negates, and the images of four cells at
        # once: image_bytes[256 * s + b] is the image of the byte b of four cells (each digit as the
        # symmetry maps it, their order reversed too when it reverses).
        swapped = [digit[ch.translate(rules.table)] for ch in rules.alphabet] + [0] * (4 - len(rules.alphabet))
        self.symmetry_count = len(rules.symmetries)
        self.reverse = [False] * 3
        self.negates = [False] * 3
        self.image_bytes = [0] * 768  # 3 symmetries * 256 bytes (a literal: a C array when compiled)
        for s, (rev, swap, negates) in enumerate(rules.symmetries):
            self.reverse[s] = rev
            self.negates[s] = negates
            for b in range(256):
                four = [(b >> (2 * k)) & 3 for k in range(4)]  # the rightmost cell first
                if rev:
                    four.reverse()
                self.image_bytes[256 * s + b] = sum((swapped[d] if swap else d) << (2 * k) for k, d in enumerate(four))
        # What each rewrite changes in each symmetric image of the strip: the image of its window
        # before, exclusive-or the image after (a window reversed too when the symmetry reverses).
        self.image_change = [0] * 24  # MAX_REWRITES * 3 (a literal: a C array when compiled)
        r = 0
        for rewrites in rules.rewrites:
            for before, after in rewrites:
                for s, (rev, swap, _) in enumerate(rules.symmetries):
                    seen = (before[::-1], after[::-1]) if rev else (before, after)
                    if swap:
                        seen = (seen[0].translate(rules.table), seen[1].translate(rules.table))
                    self.image_change[3 * r + s] = _word(seen[0], digit) ^ _word(seen[1], digit)
                r += 1
        # Stepping and jumping pieces (the empty cell coded 0, Left's piece 1, Right's 2): the formula.
        self.hops = len(rules.alphabet) == 3 and _hopping(rules.rewrites, *rules.alphabet)

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the positive piece code *region*, as keys.

        Parameters
        ----------
        region : int
            A positive piece code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            What :meth:`~cgtalg.engine.strip.StripRules.region_moves_of_strip`
            gives for the piece, in the same order.
        """
        if _COMPILED and region < _WORD_LIMIT:
            out: list[Key] = []
            split = self._word_children(region, out)
            return out[:split], out[split:]
        rules = self.rules
        return rules.region_moves_of_strip(rules.decode(region))  # type: ignore[no-any-return]

    def children(self, region: int, out: list[Key]) -> int:
        """:meth:`moves` appended to *out*, Left's first, repeats removed; the number of Left's (see :meth:`RegionOracle.children`).

        For stepping and jumping pieces no key repeats on either side, so
        the keys are appended as they are made: two different moves of one
        player leave different strips (the mover's square is emptied in one
        and not in the other), and a key gives back its strip (its sign and
        digits give the strip left after the ends are dropped, and the full
        strip is that strip with the dropped leading frogs and trailing
        toads put back, whose numbers follow from the strip's length and
        its pieces, which a move changes neither). Other rulesets' moves
        have their repeats removed.

        Parameters
        ----------
        region : int
            A positive piece code.
        out : list
            The list to extend.

        Returns
        -------
        int
        """
        if _COMPILED and region < _WORD_LIMIT:
            if self.hops:
                return self._word_children(region, out)
            kids: list[Key] = []
            split = self._word_children(region, kids)
            left = _distinct(kids[:split])
            out.extend(left)
            out.extend(_distinct(kids[split:]))
            return len(left)
        return RegionOracle.children(self, region, out)

    def known(self, region: int) -> Game | None:
        """The value of the positive piece code *region* by a formula, or None to search.

        For stepping and jumping pieces (the rewrites of Toads and Frogs), a
        strip of at most :data:`WORD_CELLS` cells in which no piece of
        Left's can ever meet one of Right's is an integer (the proof is
        :meth:`apart_value`'s); any other strip, and any other ruleset,
        is searched.

        Parameters
        ----------
        region : int
            A positive piece code.

        Returns
        -------
        Game or None
        """
        if self.hops and region < _WORD_LIMIT:
            return self._apart_value(region)
        return None

    def key(self, cells: int, n: int) -> int:
        """The key of the strip of *n* cells whose digits are *cells* (two bits a cell, the rightmost lowest).

        The dead ends are dropped, and of the code of the rest and of each
        of its symmetric images the least is taken, negated when that
        image's symmetry negates: what
        :meth:`~cgtalg.engine.strip.StripRules.normalise` gives the strip.
        Not checked: ``n <= WORD_CELLS``.

        Parameters
        ----------
        cells : int
            The strip's digits, leftmost cell highest, without the leading 1.
        n : int
            The number of cells.

        Returns
        -------
        int
            0 (nothing left) or a signed piece code.
        """
        return self._key(cells, n)

    def _key(self, cells: int, n: int) -> int:
        """:meth:`key` (a C call inside the word route when compiled)."""
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        dead = self.dead_right
        while n > 0 and (dead >> (cells & 3)) & 1:
            cells >>= 2
            n -= 1
        dead = self.dead_left
        while n > 0:
            d = (cells >> (2 * n - 2)) & 3
            if not (dead >> d) & 1:
                break
            cells ^= d << (2 * n - 2)
            n -= 1
        if n == 0:
            return 0
        best = cells | (one << (2 * n))
        negated = False
        for s in range(self.symmetry_count):
            image = self._image(cells, n, s) | (one << (2 * n))
            if image < best:
                best = image
                negated = self.negates[s]
        if negated:
            return -best
        return best

    def cells_of(self, strip: str) -> int:
        """The digits of *strip*, two bits a cell with the rightmost cell lowest, or -1.

        -1 when *strip* has more than :data:`WORD_CELLS` cells or a
        character outside the alphabet (the caller then takes the checked
        constructor, which names the problem). With :meth:`key` this is
        :meth:`~cgtalg.engine.strip.StripRules.normalise` of a checked
        strip, read in one pass.

        Parameters
        ----------
        strip : str
            A strip's text.

        Returns
        -------
        int
        """
        if len(strip) > WORD_CELLS:
            return -1
        cells = 0
        for ch in strip:
            d = 0
            while d < self.char_count and self.chars[d] != ch:
                d += 1
            if d == self.char_count:
                return -1
            cells = (cells << 2) | d
        return cells

    def word_children(self, code: int, out: list[Key]) -> int:
        """Append the keys of Left's moves, then Right's, from the strip of *code*, by the word route; return how many are Left's.

        A player's moves are listed by the cell where the rewritten window
        starts, from the left end, then by the order of the rewrites: the
        order of :meth:`~cgtalg.engine.strip.StripRules.moves`. Repeats are
        kept. Under either core the word route itself (:meth:`children` and
        :meth:`moves` take it only when compiled). Not checked: *code* is a
        piece code below ``2**63`` (at most :data:`WORD_CELLS` cells).

        Parameters
        ----------
        code : int
            A positive piece code of at most :data:`WORD_CELLS` cells.
        out : list
            The list to extend.

        Returns
        -------
        int
            The number of Left's moves appended (they come first).
        """
        return self._word_children(code, out)

    def _word_children(self, code: int, out: list[Key]) -> int:
        """:meth:`word_children` (a C call inside the oracle when compiled)."""
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        n = 0
        x = code
        while x > 1:
            x >>= 2
            n += 1
        cells = code ^ (one << (2 * n))
        # The strip's symmetric images, made once: a child's are these with its window's change.
        count = self.symmetry_count
        image0 = self._image(cells, n, 0) if count > 0 else 0
        image1 = self._image(cells, n, 1) if count > 1 else 0
        image2 = self._image(cells, n, 2) if count > 2 else 0
        if self.widest > _TABLE_WIDTH:
            return self._compared_children(cells, n, image0, image1, image2, out)
        # Each window of the next TABLE_WIDTH cells read as one byte (cells past the right end as 0)
        # and its rewrites looked up, in one pass from the left end: Left's moves are made at once,
        # the cells where one of Right's windows starts are kept for a second pass.
        pending = 0  # bit i: one of Right's windows starts at cell i (from the left end)
        shift = 2 * (n - _TABLE_WIDTH)
        i = 0
        while i < n:
            if shift >= 0:
                both = self.hits[768 + ((cells >> shift) & 255)]
            else:
                both = self.hits[256 * (n - i - 1) + ((cells << -shift) & 255)]
            if both:
                found = both & 255
                r = 0
                while found:
                    if found & 1:
                        at = 2 * (n - i - self.width[r])
                        out.append(self._child_key(cells ^ (self.change[r] << at), n, r, i, at, image0, image1, image2))
                    found >>= 1
                    r += 1
                if both >> 8:
                    pending |= one << i
            shift -= 2
            i += 1
        split = len(out)
        i = 0
        while pending:
            if pending & 1:
                shift = 2 * (n - i - _TABLE_WIDTH)
                if shift >= 0:
                    found = self.hits[768 + ((cells >> shift) & 255)] >> 8
                else:
                    found = self.hits[256 * (n - i - 1) + ((cells << -shift) & 255)] >> 8
                r = self.left_count
                while found:
                    if found & 1:
                        at = 2 * (n - i - self.width[r])
                        out.append(self._child_key(cells ^ (self.change[r] << at), n, r, i, at, image0, image1, image2))
                    found >>= 1
                    r += 1
            pending >>= 1
            i += 1
        return split

    def _compared_children(self, cells: int, n: int, image0: int, image1: int, image2: int, out: list[Key]) -> int:
        """:meth:`_word_children` for rewrites wider than the table: each window compared with each pattern."""
        split = 0
        lo = 0
        hi = self.left_count
        for side in range(2):
            for i in range(n):
                for r in range(lo, hi):
                    width = self.width[r]
                    if i + width <= n:
                        shift = 2 * (n - i - width)
                        if (cells >> shift) & self.mask[r] == self.pattern[r]:
                            out.append(self._child_key(cells ^ (self.change[r] << shift), n, r, i, shift,
                                                       image0, image1, image2))
            if side == 0:
                split = len(out)
                lo = hi
                hi = self.count
        return split

    def _image(self, cells: int, n: int, s: int) -> int:
        """The digits of the image of the strip *cells* of *n* cells under symmetry *s* (no dead ends dropped).

        Four cells at a time: the cells are read as bytes, padded with empty
        cells above the left end, and the padding is dropped at the end.
        """
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        table = 256 * s
        image = 0
        k = 0
        if self.reverse[s]:
            while 4 * k < n:  # the rightmost four cells first: they come out leftmost
                image = (image << 8) | self.image_bytes[table + ((cells >> (8 * k)) & 255)]
                k += 1
            return image >> (2 * (4 * k - n))
        while 4 * k < n:
            image |= self.image_bytes[table + ((cells >> (8 * k)) & 255)] << (8 * k)
            k += 1
        return image & ((one << (2 * n)) - 1)

    def _child_key(self, child: int, n: int, r: int, i: int, shift: int, image0: int, image1: int,
                   image2: int) -> int:
        """:meth:`key` of the strip *child* of *n* cells, made by rewrite *r* on the window at cell *i* (bits at *shift*).

        The images of its parent are *image0*, *image1*, *image2* (one per
        symmetry): the child's are those with the window's change, so each
        costs an exclusive or, and the dead ends dropped from the child are
        dropped from its images by a shift and a mask (an image read
        backwards holds the child's left end at its right).
        """
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        m = n
        dead = self.dead_right
        while m > 0 and (dead >> (child & 3)) & 1:
            child >>= 2
            m -= 1
        right = n - m  # cells dropped at the right end
        dead = self.dead_left
        while m > 0:
            d = (child >> (2 * m - 2)) & 3
            if not (dead >> d) & 1:
                break
            child ^= d << (2 * m - 2)
            m -= 1
        if m == 0:
            return 0
        left = n - m - right  # cells dropped at the left end
        lead = one << (2 * m)
        best = child | lead
        negated = False
        for s in range(self.symmetry_count):
            image = image0 if s == 0 else (image1 if s == 1 else image2)
            if self.reverse[s]:
                image = ((image ^ (self.image_change[3 * r + s] << (2 * i))) >> (2 * left)) & (lead - 1)
            else:
                image = ((image ^ (self.image_change[3 * r + s] << shift)) >> (2 * right)) & (lead - 1)
            image |= lead
            if image < best:
                best = image
                negated = self.negates[s]
        if negated:
            return -best
        return best

    def apart_value(self, code: int) -> Game | None:
        """The value of the strip of *code* (at most :data:`WORD_CELLS` cells) when no toad can ever meet a frog; else None.

        For stepping and jumping pieces, called toads (Left's, digit 1,
        moving right) and frogs (Right's, digit 2, moving left) here.

        **Stuck blocks.** Four squares ``TTFF`` never change, wherever they
        are: the first toad cannot step (a toad ahead) nor jump (a toad is not
        an enemy); the second cannot step (a frog ahead) nor jump (the square
        beyond the frog holds a frog); the frogs likewise, mirrored. Each of these
        conditions reads the four squares only, so none of the four pieces ever
        moves, and nothing enters them. Likewise ``TFF`` at the left end of the
        strip (the toad is blocked by the frogs, the first frog by the toad and
        the end) and ``TTF`` at the right end. A piece next to a block is held
        as at an end of the strip (a toad can neither step onto nor jump a
        toad, a frog neither a frog), so the strip is the sum of its parts
        between blocks.

        **Apart.** In a part where no toad has a frog to its right, toads and
        frogs never meet: a toad only ever steps right onto an empty square
        (there is no frog ahead of it to jump), a frog only left, and the empty
        squares between the last frog and the first toad are used by neither.
        So the part is the sum of a game in which only Left moves and a game in
        which only Right moves, and every play of each has the same length: each
        toad steps once onto each empty square to its right, each frog once onto
        each empty square to its left, whatever the order. A game in which only
        Left moves and every play has ``N`` moves is the integer ``N`` (its Left
        options all equal ``N - 1``, by induction, and ``{N - 1 |} = N``).

        So when every part is apart the value is the integer ``N - M`` (Left's
        steps minus Right's, over all parts), and the search values the strip
        without visiting its positions; else None.

        Parameters
        ----------
        code : int
            A positive piece code of at most :data:`WORD_CELLS` cells.

        Returns
        -------
        Game or None
            The integer, or None when some toad may meet a frog.

        References
        ----------
        Winning Ways, chapter 1 (Toads and Frogs) and chapter 2 (integers);
        Siegel, *Combinatorial Game Theory*, II.1 (integers, sums).
        """
        return self._apart_value(code)

    def _apart_value(self, code: int) -> Game | None:
        """:meth:`apart_value` (a C call inside the oracle when compiled)."""
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        n = 0
        x = code
        while x > 1:
            x >>= 2
            n += 1
        cells = code ^ (one << (2 * n))
        j = n - 1  # cells from the left end: cell j is bits 2j, 2j + 1
        stop = 0
        if n >= 3:
            if cells >> (2 * n - 6) == 0b01_10_10:  # TFF at the left end: stuck
                j = n - 4
            if cells & 0b111111 == 0b01_01_10:  # TTF at the right end: stuck
                stop = 3
        toads = 0  # toads met so far in this part
        empties = 0  # empty squares met so far in this part
        moves = 0  # Left's moves minus Right's
        while j >= stop:
            d = (cells >> (2 * j)) & 3
            if d == 0:
                empties += 1
                moves += toads  # every toad to the left in this part steps onto this square
            elif d == 1:
                if j >= 3 and (cells >> (2 * j - 6)) & 0xFF == 0b01_01_10_10:  # TTFF: a stuck block
                    toads = 0
                    empties = 0
                    j -= 4
                    continue
                toads += 1
            else:
                if toads:
                    return None  # a toad faces this frog
                moves -= empties  # this frog steps onto every empty square to its left
            j -= 1
        return symbolic_dyadic(moves, 0, 0, 0)


def _word(cells: str, digit: dict[str, int]) -> int:
    """The digits of the window *cells*, two bits a cell, the last cell lowest (no leading 1)."""
    word = 0
    for ch in cells:
        word = (word << 2) | digit[ch]
    return word


def check_rewrites(rules: Any) -> bool:
    """Check a strip ruleset's rewrites; return whether the word route takes them.

    Parameters
    ----------
    rules : StripRules
        The ruleset (its ``alphabet``, ``rewrites``, ``dead_ends`` and
        ``symmetries``).

    Returns
    -------
    bool
        True when the ruleset has rewrites, an alphabet of at most four
        characters, at most :data:`MAX_REWRITES` rewrites none wider than
        :data:`MAX_WIDTH` cells, and at most three symmetries; False when it
        has no rewrites or the word route cannot code them (its strings are
        then moved by the string route alone).

    Raises
    ------
    InputValueError
        If a rewrite's pattern and replacement differ in length, are empty,
        or use a character outside the alphabet, or a dead end does.

    Examples
    --------
    >>> from cgtalg.rulesets.strip.toads_and_frogs import RULES
    >>> from cgtalg.rulesets.strip.toppling_dominoes import RULES as TOPPLING
    >>> check_rewrites(RULES), check_rewrites(TOPPLING)
    (True, False)
    """
    count = 0
    wide = False
    for side in rules.rewrites:
        for before, after in side:
            if not before or len(before) != len(after):
                raise InputValueError(f"a rewrite of {rules.name} replaces a window by one of the same length, "
                                      f"not {before!r} by {after!r}")
            for ch in before + after:
                if ch not in rules.alphabet:
                    raise InputValueError(f"the rewrite {before!r} -> {after!r} of {rules.name} uses {ch!r}, "
                                          f"which is not in its alphabet {rules.alphabet!r}")
            count += 1
            wide = wide or len(before) > MAX_WIDTH
    for ch in rules.dead_ends[0] + rules.dead_ends[1]:
        if ch not in rules.alphabet:
            raise InputValueError(f"the dead end {ch!r} of {rules.name} is not in its alphabet {rules.alphabet!r}")
    return (count > 0 and not wide and count <= MAX_REWRITES and len(rules.alphabet) <= 4
            and len(rules.symmetries) <= 3)
