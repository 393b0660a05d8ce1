"""The Domineering win-or-lose search against a plain minimax over the rules and the engine's outcome."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from cgtalg import outcome
from cgtalg.core.order import Outcome
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid import domineering_outcome as module
from cgtalg.rulesets.grid.domineering import RULES, Domineering
from cgtalg.rulesets.grid.domineering_outcome import DomineeringSearch, domineering_outcome, domineering_wins


#: Random boards whose bounds are checked against the engine.
BOUND_BOARDS = 4000


@lru_cache(maxsize=None)
def _mover_wins(empty: frozenset, vertical: bool) -> bool:
    """Plain minimax on a set of empty (row, column) squares: does the player to move win?"""
    step = (1, 0) if vertical else (0, 1)
    for r, c in empty:
        other = (r + step[0], c + step[1])
        if other in empty and not _mover_wins(empty - {(r, c), other}, not vertical):
            return True
    return False


def _reference(rows: list[str]) -> Outcome:
    empty = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == ".")
    left, right = _mover_wins(empty, True), _mover_wins(empty, False)
    return {(True, True): Outcome.N, (True, False): Outcome.L,
            (False, True): Outcome.R, (False, False): Outcome.P}[left, right]


def _boards(height: int, width: int):
    for bits in itertools.product(".#", repeat=height * width):
        text = "".join(bits)
        yield [text[r * width:(r + 1) * width] for r in range(height)]


@pytest.mark.parametrize("height, width", [(1, 5), (5, 1), (2, 2), (2, 3), (3, 2), (3, 3), (2, 5), (5, 2), (3, 4), (4, 3)])
def test_every_board_of_a_shape_against_the_plain_minimax(height, width):
    search = DomineeringSearch(height, width)
    for rows in _boards(height, width):
        board = search.board_of(rows)
        expected = _reference(rows)
        assert (search.wins(board, True), search.wins(board, False)) == (
            expected in (Outcome.L, Outcome.N), expected in (Outcome.R, Outcome.N)), rows


@pytest.mark.parametrize("height, width", [(2, 2), (2, 3), (3, 2), (3, 3), (2, 5), (5, 2), (3, 4), (4, 3), (2, 6), (4, 4)])
def test_the_move_count_bounds_agree_with_the_plain_minimax_where_they_answer(height, width):
    # The bounds alone, before any search: where they claim a win or a loss it must be the true one.
    search = DomineeringSearch(height, width)
    s = width + 1
    answered = 0
    for rows in _boards(height, width):
        board = search.board_of(rows)
        empty = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == ".")
        for vertical, (mine, theirs) in ((True, (s, 1)), (False, (1, s))):
            claim = search._bound(board, mine, theirs)
            if claim is not None:
                answered += 1
                assert claim == _mover_wins(empty, vertical), (rows, vertical)
    assert answered > 2 ** (height * width) // 2  # the bounds settle most small boards


def test_the_bounds_on_random_boards_against_the_engines_outcome():
    # Bigger boards than the exhaustive shapes, where guarded moves meet and pair up: every claim
    # of the bounds against the schema's outcome search.
    rng = random.Random(11)
    answered = 0
    for _ in range(BOUND_BOARDS):
        h, w = rng.choice([(4, 4), (4, 5), (5, 4), (5, 5), (3, 6), (6, 3)])
        rows = ["".join("#" if rng.random() < rng.choice([0.15, 0.3, 0.45]) else "." for _ in range(w))
                for _ in range(h)]
        search = DomineeringSearch(h, w)
        board, s = search.board_of(rows), w + 1
        left_claim, right_claim = search._bound(board, s, 1), search._bound(board, 1, s)
        if left_claim is None and right_claim is None:
            continue
        answered += 1
        truth = _engine(Domineering("|".join(rows)))
        if left_claim is not None:
            assert left_claim == (truth in (Outcome.L, Outcome.N)), (rows, "left")
        if right_claim is not None:
            assert right_claim == (truth in (Outcome.R, Outcome.N)), (rows, "right")
    assert answered > BOUND_BOARDS // 20


def test_packings_are_the_most_dominoes_along_each_line():
    # Along one line, a run of n empty squares holds n // 2 disjoint dominoes at most.
    rng = random.Random(8)
    for _ in range(500):
        h, w = rng.randint(1, 7), rng.randint(1, 7)
        rows = ["".join("#" if rng.random() < 0.3 else "." for _ in range(w)) for _ in range(h)]
        search = DomineeringSearch(h, w)
        board = search.board_of(rows)
        columns = ["".join(row[c] for row in rows) for c in range(w)]
        for step, lines in ((1, rows), (w + 1, columns)):
            count, covered = search._packing(board, step)
            assert count == sum(len(run) // 2 for line in lines for run in line.split("#")), (rows, step)
            assert covered & ~board == 0 and covered.bit_count() == 2 * count
            assert search._pairs(covered, step) == count  # the covered squares are whole dominoes


def _bits(x: int) -> list[int]:
    return [i for i in range(x.bit_length()) if x >> i & 1]


def test_guarded_moves_are_as_the_bound_needs_them():
    # What the bound's proof asks of the guarded moves, checked square by square on random boards:
    # each u square is empty and unprotected, no two are neighbours along the opponent's step, and
    # each has its own protected partner along the player's step, outside the safe moves counted.
    rng = random.Random(3)
    for _ in range(3000):
        h, w = rng.choice([(3, 4), (4, 4), (4, 5), (5, 5), (2, 6)])
        rows = ["".join("#" if rng.random() < 0.4 else "." for _ in range(w)) for _ in range(h)]
        search = DomineeringSearch(h, w)
        board, s = search.board_of(rows), w + 1
        for mine, theirs in ((s, 1), (1, s)):
            areas = search._areas(board, mine, theirs)
            rest = areas
            while rest:  # whole 2 x 2 blocks of empty squares, each walled at one end
                x = rest & -rest
                block = x | (x << 1) | (x << s) | (x << (s + 1))
                assert rest & block == block and block & ~board == 0, rows
                rest &= ~block
                ends = [(x >> theirs) | (x << mine >> theirs), (x << 2 * theirs) | (x << (mine + 2 * theirs))]
                assert any(end & board == 0 for end in ends), rows
                assert ((block << theirs) | (block >> theirs)) & areas & ~block == 0, rows
            safe, guarded = search._reserve(board, mine, theirs, areas)
            assert guarded & (areas | (areas << theirs) | (areas >> theirs)) == 0, rows
            protected = board & ~(board << theirs) & ~(board >> theirs)
            count, covered = search._packing(protected, mine)
            assert safe == count == covered.bit_count() // 2
            free = protected & ~covered
            assert guarded & ~board == 0 and guarded & protected == 0, rows
            assert guarded & (guarded << theirs) == 0, rows
            partners: dict[int, int] = {}  # partner square -> u square: a matching, found greedily
            for u in _bits(guarded):
                options = [q for q in (u + mine, u - mine) if q >= 0 and free >> q & 1]
                assert options, (rows, u)
                # at most two u squares want one partner; try to give each its own
                mate = next((q for q in options if q not in partners), None)
                if mate is None:
                    q = options[0]
                    other = partners[q]
                    alt = [x for x in (other + mine, other - mine) if x >= 0 and free >> x & 1 and x not in partners]
                    assert alt, (rows, u, "two guarded moves share their protected square")
                    partners[alt[0]] = other
                    mate = q
                partners[mate] = u


def test_a_guarded_move_settles_what_safe_moves_alone_do_not():
    # "...|#.#", Left (vertical) to move. Left has no safe move and Right one move in row 0, so the
    # plain counts (0 safe against 1) say nothing. Left's column 1 is guarded: (1, 1) is walled in
    # along its row, (0, 1) is not. Out of Right's count goes (0, 1), which leaves Right no move;
    # the one guarded move is the odd one over, so 0 + 1 > 0: Left wins, as the minimax says.
    rows = ["...", "#.#"]
    search = DomineeringSearch(2, 3)
    s = search._stride
    board = search.board_of(rows)
    assert search._reserve(board, s, 1) == (0, 1 << 1)
    assert search._pairs(board, 1) == 1 and search._pairs(board & ~(1 << 1), 1) == 0
    assert search._bound(board, s, 1) is True
    assert _mover_wins(frozenset({(0, 0), (0, 1), (0, 2), (1, 1)}), True)


def _engine(board: Domineering) -> Outcome:
    """The schema's outcome search (values small regions), which ``outcome`` uses on small boards."""
    return RULES.search.outcome(board.key())


def test_random_boards_against_the_engines_outcome():
    rng = random.Random(38)
    for _ in range(40):
        h, w = rng.choice([(4, 5), (5, 4), (5, 5), (4, 6), (6, 4)])
        rows = ["".join("#" if rng.random() < 0.2 else "." for _ in range(w)) for _ in range(h)]
        board = Domineering("|".join(rows))
        assert domineering_outcome(board) == _engine(board) == outcome(board), rows


def test_published_squares():
    # Breuker, Uiterwijk and van den Herik (2000), table of m x n results: 5 x 5 is a
    # second-player win, the other squares up to 6 x 6 first-player wins.
    assert [domineering_outcome(Domineering.rectangle(n, n)) for n in range(1, 7)] == [
        Outcome.P, Outcome.N, Outcome.N, Outcome.N, Outcome.P, Outcome.N]
    # The plain minimax, no bounds, agrees up to 4 x 4.
    assert [_reference(["." * n] * n) for n in range(1, 5)] == [Outcome.P, Outcome.N, Outcome.N, Outcome.N]


def test_boards_that_swap_the_players_under_a_turn_against_the_reference():
    # Boards equal to their transpose or to their quarter turn are answered by one search.
    rng = random.Random(21)
    for _ in range(30):
        n = rng.choice([3, 4])
        cells = [[rng.random() < 0.25 for _ in range(n)] for _ in range(n)]
        if rng.random() < 0.5:
            grid = [[cells[min(r, c)][max(r, c)] for c in range(n)] for r in range(n)]
        else:
            grid = [[cells[r][c] for c in range(n)] for r in range(n)]
            for r in range(n):  # orbit of the quarter turn: one cell decides four
                for c in range(n):
                    grid[r][c] = grid[n - 1 - c][r] = grid[n - 1 - r][n - 1 - c] = grid[c][n - 1 - r] = cells[r][c]
        rows = ["".join("#" if x else "." for x in row) for row in grid]
        assert module._swaps_players(rows)
        assert domineering_outcome(Domineering("|".join(rows))) == _reference(rows), rows
    assert not module._swaps_players(["..", "#."]) and not module._swaps_players(["..."])


def test_rectangles_against_the_engine():
    for h, w in [(2, 7), (7, 2), (3, 6), (6, 3), (4, 5), (5, 4), (4, 6), (6, 4)]:
        board = Domineering.rectangle(h, w)
        assert domineering_outcome(board) == _engine(board) == outcome(board), (h, w)


def test_a_small_table_keeps_the_answers():
    # Two generations of about four entries each: the table is dropped again and again.
    rng = random.Random(5)
    for _ in range(15):
        rows = ["".join("#" if rng.random() < 0.15 else "." for _ in range(5)) for _ in range(4)]
        board = Domineering("|".join(rows))
        small = domineering_outcome(board, table_bytes=8 * module.ENTRY_BYTES)
        assert small == domineering_outcome(board) == _reference(rows), rows


def test_progress_reports_growing_counts(monkeypatch):
    monkeypatch.setattr(module, "PROGRESS_EVERY", 50)
    seen = []
    domineering_outcome(Domineering.rectangle(5, 5), progress=lambda n, hits, depth, t: seen.append((n, hits, depth)))
    assert len(seen) >= 3
    assert [n for n, _, _ in seen] == sorted(n for n, _, _ in seen)
    assert all(n % 50 == 0 and 0 <= hits <= n and depth >= 1 for n, hits, depth in seen)


def test_long_thin_boards_search_without_recursion():
    # A row and a column of 400 squares are one player's; 40 separate 3 x 1 columns are worth 40.
    assert domineering_outcome(Domineering.rectangle(1, 400)) == Outcome.R
    assert domineering_outcome(Domineering.rectangle(400, 1)) == Outcome.L
    rows = ["".join("." if c % 2 == 0 else "#" for c in range(79))] * 3
    assert domineering_outcome(Domineering("|".join(rows))) == Outcome.L


def test_cram_is_not_answered_by_the_domineering_search():
    cram = Domineering.impartial_class()
    # 4 x 4 Cram: the second player wins by the central symmetry (Winning Ways, chapter 22).
    assert outcome(cram.rectangle(4, 4)) == Outcome.P
    assert outcome(Domineering.rectangle(4, 4)) == Outcome.N
    with pytest.raises(InputTypeError, match="not a variant"):
        domineering_outcome(cram.rectangle(2, 2))


def test_wins_by_player():
    board = Domineering.rectangle(4, 5)  # worth 1 (Lessons in Play, Domineering tables)
    assert domineering_wins(board, "left") and not domineering_wins(board, "right")


def test_bad_input_is_refused_by_name():
    with pytest.raises(InputTypeError, match="Domineering board"):
        domineering_outcome("....")
    with pytest.raises(InputValueError, match="player"):
        domineering_wins(Domineering(".."), "up")
    with pytest.raises(InputValueError, match="table_bytes"):
        domineering_outcome(Domineering(".."), table_bytes=10)
    with pytest.raises(InputValueError, match="at least one row"):
        DomineeringSearch(0, 3)
    with pytest.raises(InputValueError, match="squares"):
        DomineeringSearch(10 ** 5000, 2)
    with pytest.raises(InputValueError, match="bitboard"):
        DomineeringSearch(2, 2).wins(1 << 40, True)
    with pytest.raises(InputTypeError, match="progress"):
        DomineeringSearch(2, 2, progress=3)
