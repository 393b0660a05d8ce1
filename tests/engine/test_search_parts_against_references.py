"""The fast paths of a small search, each against a slow reference.

* :func:`cgtalg.core.symbolic.symbolic_options` works on the ints ``a / 2**e``
  of the number part; the reference here is Fraction arithmetic
  (Siegel, *Combinatorial Game Theory*, II.4).
* :func:`cgtalg.value` settles a root whose value its ``known_value()`` knows
  (every ruleset schema's position) without setting up the traversal; the
  reference is the traversal itself.
* :func:`cgtalg.rulesets.grid.column_masks` computes the masks in closed form
  (and keeps small shapes for good); the reference sums one bit per row.
* :func:`cgtalg.engine.search._distinct` removes repeats pairwise; the
  reference is ``dict.fromkeys``.
* ``_cancel`` returns a one-signed list as it is, star permission words are a
  closed form, a run of equal parts of a sum is one multiple, and the
  simplicity rule skips its memo for moderate denominators: each against the
  loop or the exhaustive exploration (and ``parse_board`` against
  reading cell by cell).
"""

from __future__ import annotations

import threading
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game, STAR, UP, clear_caches, value
from cgtalg.engine import position_value
from cgtalg.core.store import number, symbolic
from cgtalg.core.symbolic import symbolic_options
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.engine.position import Position
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.engine.grid_codes import column_masks
from cgtalg.engine.search import _distinct


# -- symbolic_options -------------------------------------------------------------------------


def reference_symbolic_options(x: Fraction, n: int, k: int) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """The canonical options of ``x + n.^ + *k`` by Fraction arithmetic (the reference)."""
    if n == 0 and k == 0:
        if x.denominator == 1:
            if x > 0:
                return (number(x - 1),), ()
            if x < 0:
                return (), (number(x + 1),)
            return (), ()
        step = Fraction(1, x.denominator)
        return (number(x - step),), (number(x + step),)
    if n == 0:
        opts = tuple(symbolic(x, 0, i) for i in range(k))
        return opts, opts
    if n > 0:
        if n == 1 and k == 1:
            return (number(x), symbolic(x, 0, 1)), (number(x),)
        return (number(x),), (symbolic(x, n - 1, k ^ 1),)
    if n == -1 and k == 1:
        return (number(x),), (number(x), symbolic(x, 0, 1))
    return (symbolic(x, n + 1, k ^ 1),), (number(x),)


def _same(got: tuple[tuple[Game, ...], tuple[Game, ...]], want: tuple[tuple[Game, ...], tuple[Game, ...]]) -> bool:
    # Identity, option by option and in order: interned games are equal exactly when they are the same object.
    return len(got[0]) == len(want[0]) and len(got[1]) == len(want[1]) and all(
        g is w for side_g, side_w in zip(got, want) for g, w in zip(side_g, side_w))


SMALL_NUMBERS = sorted({Fraction(a, 2**e) for a in range(-40, 41) for e in range(0, 6)})


@pytest.mark.parametrize("x", SMALL_NUMBERS)
def test_symbolic_options_of_small_values_match_fraction_arithmetic(x: Fraction) -> None:
    for n in range(-5, 6):
        for k in range(0, 6):
            got = symbolic_options(x, n, k)
            assert _same(got, reference_symbolic_options(x, n, k)), (x, n, k, got)


@settings(max_examples=300, deadline=None)
@given(st.integers(-(2**80), 2**80), st.integers(0, 90), st.integers(-40, 40), st.integers(0, 9))
def test_symbolic_options_match_fraction_arithmetic(a: int, e: int, n: int, k: int) -> None:
    x = Fraction(a, 2**e)
    assert _same(symbolic_options(x, n, k), reference_symbolic_options(x, n, k))


def test_symbolic_options_rebuild_their_game() -> None:
    # Independent of both implementations: the canonical game with these options is the value itself.
    for x in (Fraction(0), Fraction(5), Fraction(-7), Fraction(3, 8), Fraction(-13, 16)):
        for n in range(-3, 4):
            for k in range(0, 4):
                g = symbolic(x, n, k)
                left, right = symbolic_options(x, n, k)
                assert Game(list(left), list(right)) is g, (x, n, k)


def test_games_filled_with_the_new_options_are_what_they_were() -> None:
    # A game created now gets its options filled by symbolic_options on first use.
    x = Fraction(2**70 + 3, 2**66)
    for n, k in ((0, 0), (0, 3), (2, 1), (-1, 1), (-4, 0), (1, 1)):
        g = symbolic(x, n, k)
        assert _same((g.left_options, g.right_options), reference_symbolic_options(x, n, k))


# -- value(): the known root short-circuit ------------------------------------------------------


BOARDS = ["..", ".|.", "..|..", "...|...", "..#|...", "...|.#.|...", "....|....", ".", "", "#.#|.#."]


@pytest.mark.parametrize("board", BOARDS)
def test_value_of_a_schema_position_matches_the_traversal(board: str) -> None:
    clear_caches()
    fast = value(Domineering(board))
    clear_caches()
    slow = position_value._traverse_value(Domineering(board), None, None, True, False)
    # Without hooks at all: every position explored by the traversal.
    explored = value(Domineering(board), shortcuts=False)
    assert fast is slow is explored


def test_value_of_a_game_is_itself_and_the_cache_is_kept() -> None:
    assert value(UP) is UP
    cache: dict = {}
    p = Domineering("..|..")
    v = value(p, cache=cache)
    assert cache == {p: v}
    cache[p] = STAR  # entries already present are trusted, as by the traversal
    assert value(p, cache=cache) is STAR
    assert value(UP, cache=cache) is UP and cache[UP] is UP


class _Counting(Position):
    """A position whose known_value() says None (so the traversal runs) and counts its calls."""

    calls = 0

    def __init__(self, n: int) -> None:
        self.n = n

    def key(self) -> int:
        return self.n

    def known_value(self) -> None:
        type(self).calls += 1
        return None

    def left_options(self) -> list["_Counting"]:
        return [_Counting(self.n - 1)] if self.n else []

    def right_options(self) -> list["_Counting"]:
        return []


def test_a_root_whose_hook_says_none_is_traversed_and_asked_once() -> None:
    _Counting.calls = 0
    assert value(_Counting(4)) == 4
    assert _Counting.calls == 5  # each position once: the root is not asked again by the traversal


class _Nonsense(Position):
    def key(self) -> int:
        return 0

    def known_value(self) -> object:
        return "three"

    def left_options(self) -> list:
        return []

    def right_options(self) -> list:
        return []


class _ByIdentity:
    def known_value(self) -> Game:
        return UP

    def left_options(self) -> list:
        return []

    def right_options(self) -> list:
        return []


class _Unhashable(list):
    def known_value(self) -> Game:
        return UP


def test_the_short_circuit_raises_what_the_traversal_raises() -> None:
    for bad in (_Nonsense(), _ByIdentity(), _Unhashable()):
        with pytest.raises(InputTypeError) as fast:
            value(bad)
        with pytest.raises(InputTypeError) as slow:
            position_value._traverse_value(bad, None, None, True, False)
        assert str(fast.value) == str(slow.value)
    with pytest.raises(InputValueError):
        value(Domineering(".."), options=lambda p: [], left_options=lambda p: [])


def test_value_from_many_threads_is_one_game() -> None:
    boards = ["...|...", "....|....", "..#|...|..."]
    want = {b: value(Domineering(b)) for b in boards}
    clear_caches()
    got: list = []

    def work() -> None:
        for _ in range(20):
            got.extend((b, value(Domineering(b))) for b in boards)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(v is want[b] for b, v in got)


# -- column masks and distinct keys --------------------------------------------------------------


def reference_column_masks(H: int, W: int) -> tuple[int, int]:
    first = sum(1 << (r * W) for r in range(H))
    full = (1 << (H * W)) - 1
    return full ^ first, full ^ (first << (W - 1))


@pytest.mark.parametrize("H", [1, 2, 3, 5, 8, 13, 40, 63])
def test_column_masks_match_one_bit_per_row(H: int) -> None:
    for W in (1, 2, 3, 4, 7, 8, 9, 16, 33, 63):
        assert column_masks(H, W) == reference_column_masks(H, W), (H, W)
        assert column_masks(H, W) == reference_column_masks(H, W)  # again: from the table when small


keys = st.one_of(st.integers(-6, 6), st.tuples(st.integers(-3, 3), st.integers(-3, 3)))


@settings(max_examples=400, deadline=None)
@given(st.lists(keys, max_size=12))
def test_distinct_keeps_the_first_of_each_key_in_order(ks: list) -> None:
    assert _distinct(list(ks)) == list(dict.fromkeys(ks))


def reference_cancel(parts: list) -> list:
    count: dict = {}
    for p in parts:
        count[p] = count.get(p, 0) + 1
    out = []
    for p, k in count.items():
        out.extend([p] * (k - min(k, count.get(-p, 0))))
    return out


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(-5, 5).filter(bool), max_size=10), st.booleans())
def test_cancel_matches_counting_every_part(parts: list, ordered: bool) -> None:
    from cgtalg.engine.search import _cancel

    if ordered:  # a key's parts are sorted: then the very list the counting gives
        parts = sorted(parts)
        assert _cancel(list(parts)) == reference_cancel(parts)
    else:  # unsorted (merged keys, sorted afterwards by the caller): the same parts
        assert sorted(_cancel(list(parts))) == sorted(reference_cancel(parts))


def test_star_word_matches_one_leaf_at_a_time() -> None:
    from cgtalg.engine.graph_words import _BOTH, L, R, _star_word

    def reference(centre: int, counts: list) -> int:
        word = 0
        k = 0
        for p in (L, R, _BOTH):
            for _ in range(counts[p]):
                word |= p << (2 * k)
                k += 1
        return word | (centre << (2 * k))

    for centre in range(4):
        for a in range(9):
            for b in range(9):
                for c in range(9):
                    assert _star_word(centre, [0, a, b, c]) == reference(centre, [0, a, b, c])
    assert _star_word(3, [0, 30, 20, 12]) == reference(3, [0, 30, 20, 12])  # beyond 64 bits


def reference_parse_board(text: str, symbols: str, aliases: dict) -> tuple:
    """The board read cell by cell (the reference)."""
    lines = text.replace("/", " ").replace("|", " ").split()
    h = len(lines)
    w = len(lines[0]) if lines else 0
    layers = [0] * (len(symbols) - 1)
    index = {ch: i for i, ch in enumerate(symbols)}
    for alias, meant in aliases.items():
        index[alias] = index[meant]
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            i = index[ch]
            if i < len(layers):
                layers[i] |= 1 << (r * (w + 1) + c)
    return tuple(layers), h, w


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([(".#", {"x": "#", "X": "#"}), ("xo.", {}), (".TF", {"t": "T"}), ("abc.", {"d": "b"})]),
       st.integers(0, 5), st.integers(1, 9), st.data())
def test_parse_board_matches_reading_cell_by_cell(rules: tuple, h: int, w: int, data: st.DataObject) -> None:
    from cgtalg.rulesets.grid import parse_board

    symbols, aliases = rules
    chars = symbols + "".join(aliases)
    rows = [data.draw(st.text(alphabet=chars, min_size=w, max_size=w)) for _ in range(h)]
    text = data.draw(st.sampled_from(["|", "/", "\n", " "])).join(rows)
    assert parse_board(text, symbols, aliases, "test") == reference_parse_board(text, symbols, aliases)


def test_parse_board_still_names_the_unknown_character() -> None:
    from cgtalg.rulesets.grid import parse_board

    with pytest.raises(InputValueError, match=r"unknown character '\?' in Domineering board \(row 1, column 2\)"):
        parse_board("...|..?|.?.", ".#", {"x": "#"}, "Domineering")


@pytest.mark.parametrize("ruleset", ["snort", "col"])
@pytest.mark.parametrize("graph", ["star 6", "path 5", "0-1 2-3 4-5 6-7", "star 4 + star 4 + path 2",
                                   "0-1 1:L 2-3 3:L 4-5 5:L + 6-7", "star 5 + star 5 + star 5"])
def test_searched_sums_of_equal_parts_match_exploring_every_position(ruleset: str, graph: str) -> None:
    # The value walk adds a run of equal parts as one multiple; exploring every position
    # (no known_value(), no splitting into regions by the search) is the reference.
    from cgtalg.rulesets import get

    clear_caches()
    position = get(ruleset).parse(graph)
    assert value(position) is value(position, shortcuts=False)


def test_searched_sums_with_negated_parts() -> None:
    from cgtalg.engine.search import Schema, Search

    class Stalks(Schema):
        name = "test stalks"

        def region_moves(self, key: int) -> tuple[list, list]:
            return [key - 1] if key > 1 else [0], []

    search = Search(Stalks())
    try:
        for key, want in (((2, 2, 2, 3), 9), ((-2, -2, 3), -1), ((-3, -3, 3, 3, 3), 3), ((1, 1, 1, 1, 1), 5)):
            assert search.value(key) == want
    finally:
        search.table.unregister()


@settings(max_examples=200, deadline=None)
@given(st.integers(-(2**45), 2**45), st.integers(0, 48), st.integers(-(2**45), 2**45), st.integers(0, 48))
def test_simplest_number_of_number_options_matches_fractions(a: int, e: int, b: int, f: int) -> None:
    # Both routes of canonical()'s simplicity rule: without the memo (moderate denominators) and with it.
    from cgtalg.core.dyadic import simplest_between

    lo, hi = Fraction(a, 2**e), Fraction(b, 2**f)
    if lo >= hi:
        lo, hi = hi, lo
    if lo == hi:
        return
    assert Game([number(lo)], [number(hi)]) == simplest_between(lo, hi)
    assert Game([number(lo)], []) == simplest_between(lo, None)
    assert Game([], [number(hi)]) == simplest_between(None, hi)


# -- canonical: integer options are never reversible from their own side ----------------------


def test_integer_options_skip_the_reversal_scan_and_match_the_textbook_form() -> None:
    """``_reversal`` returns at once for a Left option ``n >= 0`` (``{n-1 |}``: no Right option)
    and a Right option ``n <= 0``; every form with integer options among day-2 games and
    switches is the textbook canonical form (``tests/core/reference.py``), integers on either
    side (on the other side they can reverse: ``{-1, * | ...}``)."""
    from cgtalg import switch
    from cgtalg.core.values import integer
    from cgtalg.verify.laws import antichains, games_born_by
    from cgtalg.core.order import le

    from ..core.test_canonical import expanded, reference_canonical

    day2 = games_born_by(2)
    chains = [c for c in antichains(day2, le) if len(c) <= 2][:40]
    extra = [Game([integer(a)], [integer(b)]) for a, b in ((2, -2), (1, 0), (3, 1), (0, -3))] + [switch(1), switch(3)]
    wrong = []
    for n in range(-4, 5):
        for m in range(-4, 5):
            for a in chains + [[g] for g in extra]:
                for left, right in (([integer(n)] + list(a), [integer(m)]), ([integer(n)], [integer(m)] + list(a)),
                                    ([integer(n)], [integer(m)])):
                    g = Game(left, right)
                    if expanded(g) != reference_canonical(left, right):
                        wrong.append((n, m, [str(x) for x in left], [str(x) for x in right]))
    assert not wrong, wrong[:5]


# -- canonical: {a | b} for numbers a > b -------------------------------------------------------

HOT_NUMBERS = sorted({Fraction(a, 2**e) for a in range(-9, 10) for e in range(0, 4)})


def test_one_number_option_a_side_matches_the_general_path_and_the_textbook_form() -> None:
    """``canonical([a], [b])`` for numbers (``_hot_numbers`` when ``a > b``) is the object the
    general path gives for the same options (``[a, a]``: one option repeated skips the fast
    path, ``_unique`` then drops the repeat), and the textbook canonical form (small ones)."""
    from cgtalg.core.canonical import canonical

    from ..core.test_canonical import expanded, reference_canonical

    wrong = []
    for x in HOT_NUMBERS:
        for y in HOT_NUMBERS:
            a, b = number(x), number(y)
            fast = canonical([a], [b])
            if fast is not canonical([a, a], [b]):
                wrong.append((str(x), str(y), str(fast)))
            elif abs(x) <= 2 and abs(y) <= 2 and x.denominator <= 2 and y.denominator <= 2:
                if expanded(fast) != reference_canonical([a], [b]):
                    wrong.append((str(x), str(y), "textbook"))
    assert not wrong, wrong[:5]


@settings(max_examples=200, deadline=None)
@given(st.integers(-(2**70), 2**70), st.integers(0, 70), st.integers(-(2**70), 2**70), st.integers(0, 70))
def test_one_number_option_a_side_matches_the_general_path_on_large_numbers(a: int, e: int, b: int, f: int) -> None:
    from cgtalg.core.canonical import canonical

    x, y = number(Fraction(a, 2**e)), number(Fraction(b, 2**f))
    assert canonical([x], [y]) is canonical([x, x], [y])
    assert canonical([y], [x]) is canonical([y, y], [x])


# -- grid: one-pass reading of short one-layer boards ---------------------------------------------


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=".#xX|/ \n\t\r\x0b?é", max_size=40))
def test_short_one_layer_reading_matches_the_general_reading(text: str) -> None:
    # Whatever the text, the one-pass reader either declines (None) or reads what the
    # general one-layer reading (rows split on '|', '/' and white space) reads.
    from cgtalg.engine.grid_text import _one_layer_kinds, _one_layer_table, _read_one_layer, _read_short_one_layer

    allowed, table = _one_layer_table(".#", {"x": "#", "X": "#"})
    short = _read_short_one_layer(text, _one_layer_kinds(allowed, table))
    general = _read_one_layer(text.replace("/", " ").replace("|", " ").split(), allowed, table)
    if short is not None:
        assert general == ((short[0],), short[1], short[2])


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 8), st.integers(1, 9), st.sampled_from(["|", "/", "\n", " | ", "||"]), st.data())
def test_short_one_layer_reading_reads_every_small_board(h: int, w: int, sep: str, data: st.DataObject) -> None:
    # Boards of at most 64 bits in the usual characters take the one-pass route, and the
    # position has the key the general reading gives.
    from cgtalg.rulesets.grid.domineering import RULES
    from cgtalg.engine.grid_text import _read_short_one_layer, parse_board

    rows = [data.draw(st.text(alphabet=".#x", min_size=w, max_size=w)) for _ in range(h)]
    text = sep.join(rows) + data.draw(st.sampled_from(["", "\n", " "]))
    short = _read_short_one_layer(text, RULES.one_layer_kinds)
    layers, hh, ww = reference_parse_board(text.replace("x", "#"), ".#", {})
    if h * (w + 1) <= 64:
        assert short == (layers[0], hh, ww)
    assert Domineering(text).key() == RULES.normalise(*parse_board(text, ".#", {"x": "#"}, "Domineering"))
    assert Domineering(text).layers == layers


# -- graph: star words in machine words, sums of components' codes -------------------------------


def _star_word_leaf_by_leaf(centre: int, counts: list) -> int:
    word = 0
    k = 0
    for p in (1, 2, 3):  # L, R, both
        for _ in range(counts[p]):
            word |= p << (2 * k)
            k += 1
    return word | (centre << (2 * k))


@pytest.mark.parametrize("total", [1, 5, 28, 29, 30, 31, 32, 40, 61])
def test_star_word_and_code_around_the_machine_word_limit(total: int) -> None:
    # Stars of fewer than 31 leaves take the machine-word route (_small_star_word), larger
    # ones the Python-int route; both against building the word one leaf at a time, and
    # the star's code against the same construction from those words.
    from cgtalg.engine.graph_words import _STAR_BITS, _star_code, _star_word, _swap

    for a in sorted({0, total // 3, total // 2, total}):
        for b in sorted({0, (total - a) // 2, total - a}):
            c = total - a - b
            if c < 0:
                continue
            counts = [0, a, b, c]
            for centre in range(1, 4):
                word = _star_word_leaf_by_leaf(centre, counts)
                assert _star_word(centre, counts) == word
                n = total + 1
                if n < 4:
                    continue
                swapped = _star_word_leaf_by_leaf(_swap(centre), [0, b, a, c])
                base = _STAR_BITS[n] << (2 * n)
                want = -(((base | swapped) << 6) | n) if swapped < word else ((base | word) << 6) | n
                assert _star_code(centre, counts) == want


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-(2**70), 2**70).filter(bool), max_size=8))
def test_parts_key_matches_add_keys(parts: list) -> None:
    from cgtalg.engine.graph_words import _parts_key
    from cgtalg.engine.search import add_keys

    assert _parts_key(list(parts)) == add_keys(parts)


@pytest.mark.parametrize("n", [2, 3, 7, 29, 30, 31, 32, 40])
def test_line_code_of_paths_matches_every_numbering_along_the_line(n: int) -> None:
    # Paths of at most 31 vertices take the machine-word route (_small_path_least); the
    # reference reads the code off the least of all numberings along the line (_line_words),
    # as for longer paths and cycles. The line-code table is emptied first.
    import random

    from cgtalg.engine.graph_words import _LINE_CODES, _LOW_BITS, _PATH_BITS, _line_code, _line_words

    rng = random.Random(n)
    _LINE_CODES.clear()
    for _ in range(60):
        word = sum(rng.randint(1, 3) << (2 * k) for k in range(n))
        swapped = ((word & _LOW_BITS) << 1) | ((word >> 1) & _LOW_BITS)
        best, best_swapped = min(_line_words(word, n, False)), min(_line_words(swapped, n, False))
        base = _PATH_BITS[n] << (2 * n)
        want = -(((base | best_swapped) << 6) | n) if best_swapped < best else ((base | best) << 6) | n
        assert _line_code(word, n, False) == want


# -- negating a region's value in the search -----------------------------------------------------


def test_negative_matches_the_operator_and_the_definition() -> None:
    """``search._negative`` (the search's ``-v`` for a negative key) against ``Game.__neg__`` and ``{-G^R | -G^L}``."""
    from cgtalg import parse
    from cgtalg.engine.search import _negative
    from cgtalg.verify.laws import games_born_by

    clear_caches()
    texts = ["0", "1", "-3/4", "*", "^", "3/4^^*2", "-5/8v*3", "{2|*}", "{1|-1}", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
             "{3|{1|-2}}", "1/2*", "{{2|0}|-1}"]
    games = [parse(t) for t in texts] + list(games_born_by(3))
    for g in games:
        fresh = _negative(g)  # first: for many of these nothing is remembered yet (the store's or engine's path)
        by_definition = Game([-r for r in g.right_options], [-x for x in g.left_options])
        assert fresh == by_definition and (fresh + g) == 0, str(g)
        assert fresh is -g and _negative(fresh) is g, str(g)  # interned, remembered both ways
        assert _negative(g) is fresh  # the remembered path


def test_negative_keys_value_as_negatives_in_the_search() -> None:
    """A negative key (and a sum with negative parts) valued by the walk against negating by hand."""
    from cgtalg.rulesets.strip.toads_and_frogs import RULES as TOADS, ToadsAndFrogs

    for text in ("TT..FF", "T.TF.F", "TTT..FF", "T..F.TF", "FT.TF"):
        key = ToadsAndFrogs(text).key()
        for k in ([key] if type(key) is int else list(key)):
            clear_caches()
            negative = TOADS.search.value(-k)  # the region valued inside the walk, then negated
            clear_caches()
            assert negative == -TOADS.search.value(k) and negative + TOADS.search.value(k) == 0, text
