"""The one position engine: value, grundy and the outcome search share a traversal.

A test-local Domineering (Left places vertical dominoes, Right horizontal ones)
serves as the partizan workload; the outcome search is checked against
``outcome(value(p))`` on every board up to 3x3, on Hackenbush strings and on
Cram, and the hooks, guards and cycle errors are checked on both engines.
"""

from __future__ import annotations

import itertools
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings

from cgtalg import STAR, UP, ZERO, Game, Outcome, Relation, compare, integer, nimber, outcome, value
from cgtalg.engine.traversal import outcome_of_position, position_negative, position_sum, traverse
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.engine.position import Position
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.graph.hackenbush import HackenbushString, berlekamp_value
from cgtalg.testing import games


# -- a small Domineering, local to the tests ---------------------------------------------


from ..core.sample_positions import Domineering, Heap




def all_boards(rows, cols):
    """Every set of empty squares inside a rows x cols rectangle (translations repeat)."""
    squares = [(r, c) for r in range(rows) for c in range(cols)]
    seen = set()
    for mask in range(1 << len(squares)):
        board = Domineering(s for i, s in enumerate(squares) if mask >> i & 1)
        if board not in seen:
            seen.add(board)
            yield board


def brute_outcome(p):
    """Who wins by the definition, by plain recursion (small positions only)."""
    def wins(q, left_to_move):
        moves = q.left_options() if left_to_move else q.right_options()
        return any(not wins(m, not left_to_move) for m in moves)

    lf, rf = wins(p, True), wins(p, False)
    return {(True, False): Outcome.L, (False, True): Outcome.R,
            (True, True): Outcome.N, (False, False): Outcome.P}[(lf, rf)]


# -- the outcome search agrees with canonical values --------------------------------------


def test_domineering_known_values():
    assert value(Domineering.rectangle(1, 2)) is integer(-1)
    assert value(Domineering.rectangle(2, 1)) is integer(1)
    assert value(Domineering.rectangle(2, 2)) is Game([1], [-1])
    assert str(value(Domineering.rectangle(3, 3))) == "+-1"
    assert outcome(Domineering.rectangle(2, 2)) is Outcome.N
    assert outcome(Domineering.rectangle(1, 3)) is Outcome.R
    assert outcome(Domineering(())) is Outcome.P


@pytest.mark.parametrize("rows, cols", [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (3, 1), (2, 3), (3, 2), (3, 3)])
def test_outcome_search_agrees_with_values_on_every_small_domineering_board(rows, cols):
    value_cache, outcome_cache = {}, {}
    boards = list(all_boards(rows, cols))
    for board in boards:
        expected = outcome(value(board, cache=value_cache))
        assert outcome_of_position(board, cache=outcome_cache) is expected, board
        assert outcome(board) is expected
    if rows * cols <= 4:
        for board in boards:
            assert brute_outcome(board) is outcome_of_position(board)


def test_all_four_outcomes_occur_among_small_boards():
    seen = {outcome_of_position(b) for b in all_boards(3, 3)}
    assert seen == set(Outcome)


def test_compare_positions_against_values_on_domineering():
    boards = list(all_boards(2, 3))
    cache = {}
    vals = {b: value(b, cache=cache) for b in boards}
    for p, q in itertools.product(boards, repeat=2):
        assert compare(p, q) is compare(vals[p], vals[q]), (p, q)
    # mixed: a position against a game, either way round
    for p in boards:
        for g in (ZERO, STAR, UP, integer(1), Fraction(-1, 2)):
            assert compare(p, g) is compare(vals[p], g)
            assert compare(g, p) is compare(g, vals[p])


def hackenbush_strings(max_len):
    for n in range(max_len + 1):
        for t in itertools.product("LR", repeat=n):
            yield HackenbushString("".join(t))


def test_outcome_search_on_hackenbush_strings():
    for s in hackenbush_strings(7):
        x = berlekamp_value(s.edges)
        expected = Outcome.L if x > 0 else Outcome.R if x < 0 else Outcome.P
        assert outcome(value(s)) is expected
        assert outcome_of_position(s) is expected, s


def test_compare_hackenbush_strings_by_search():
    strings = list(hackenbush_strings(4))
    for p, q in itertools.product(strings, repeat=2):
        x, y = berlekamp_value(p.edges), berlekamp_value(q.edges)
        expected = Relation.LESS if x < y else Relation.GREATER if x > y else Relation.EQUAL
        assert compare(p, q) is expected
    assert compare(HackenbushString("LR"), Fraction(1, 2)) is Relation.EQUAL


def test_outcome_search_on_cram():
    squares = [(r, c) for r in range(3) for c in range(3)]
    for mask in range(1 << 9):
        cells = [s for i, s in enumerate(squares) if mask >> i & 1]
        board = Cram(cells)
        expected = Outcome.N if grundy(board) else Outcome.P
        assert outcome_of_position(board) is expected
        assert outcome(value(board)) is expected
    assert outcome(Cram.rectangle(3, 4)) is (Outcome.N if grundy(Cram.rectangle(3, 4)) else Outcome.P)


def test_outcome_search_with_move_functions():
    def down(n):
        return [n - 1] if n else []

    assert outcome_of_position(5, left_options=down, right_options=lambda n: []) is Outcome.L
    assert outcome_of_position(5, options=down) is Outcome.N
    assert outcome_of_position(6, options=down) is Outcome.P
    # subtraction game {1, 2}: P exactly at multiples of 3
    sub = lambda n: [n - k for k in (1, 2) if n >= k]  # noqa: E731
    assert [outcome_of_position(n, options=sub) for n in range(7)] == [
        Outcome.P, Outcome.N, Outcome.N, Outcome.P, Outcome.N, Outcome.N, Outcome.P]


def test_outcome_of_games_through_the_search():
    for g in (ZERO, STAR, UP, -UP, integer(2), UP + STAR, Game([1], [-1])):
        assert outcome_of_position(g) is outcome(g)


@settings(max_examples=80, deadline=None)
@given(games(max_birthday=3))
def test_game_as_position_explored_option_by_option(g):
    # value() with shortcuts off rebuilds the game from its options
    assert value(g, shortcuts=False) is g
    assert value(g) is g
    assert outcome_of_position(position_sum(g, ZERO)) is outcome(g)


def test_outcome_search_cycle_is_a_clear_error():
    with pytest.raises(InputValueError, match=r"cycle through 'a'"):
        outcome_of_position("a", options=lambda s: ["b"] if s == "a" else ["a"])

    class Loop(Position):
        __slots__ = ("n",)

        def __init__(self, n):
            self.n = n

        def key(self):
            return self.n

        def left_options(self):
            return [Loop((self.n + 1) % 3)]

        def right_options(self):
            return [Loop((self.n + 1) % 3)]

    with pytest.raises(InputValueError, match=r"cycle through Loop\(0\)"):
        outcome_of_position(Loop(0))
    # cgtalg.outcome and cgtalg.value answer a loopy position through cgtalg.engine.loopy_position
    assert str(outcome(Loop(0))) == "D"


def test_value_two_position_cycle_stops_instead_of_growing():
    # regression: on a 2-cycle value() stops at once, not after growing its stack until MemoryError:
    # the loopy game is valued through cgtalg.loopy, or refused naming the cycle
    try:
        value("a", left_options=lambda s: ["b" if s == "a" else "a"], right_options=lambda s: [])
    except InputValueError as refusal:
        assert "cycle through 'a'" in str(refusal)


def test_transpositions_are_not_cycles():
    # many paths to one position: a DAG, not a cycle
    def moves(t):
        a, b = t
        return [(a - 1, b)] * (a > 0) + [(a, b - 1)] * (b > 0)

    assert grundy((6, 6), options=moves) == 0
    assert value((3, 3), options=moves) is ZERO
    assert outcome_of_position((3, 4), options=moves) is Outcome.N


# -- sums and negatives of positions ------------------------------------------------------


def test_sums_and_negatives_of_positions():
    boards = list(all_boards(2, 2))
    for p, q in itertools.product(boards, repeat=2):
        assert value(position_sum(p, q)) is value(p) + value(q)
        assert value(position_negative(p)) is -value(p)
        assert position_negative(position_negative(p)) == p
        assert outcome_of_position(position_sum(p, position_negative(q))) is outcome(value(p) - value(q))
    assert position_sum(UP, STAR) is UP + STAR


# -- hooks -----------------------------------------------------------------------------------


class FastHeap(Heap):
    """A heap that knows its value; asking for its options is an error."""

    def options(self):
        raise AssertionError("explored a position whose value was known")

    def known_grundy(self):
        return self.n


class KnownStalk(Position):
    """A blue stalk of n edges, announcing its value."""

    __slots__ = ("n",)

    def __init__(self, n):
        self.n = n

    def key(self):
        return self.n

    def left_options(self):
        return [KnownStalk(k) for k in range(self.n)]

    def right_options(self):
        return []

    def known_value(self):
        return self.n if self.n > 3 else None


def test_known_value_and_known_grundy_hooks_in_value():
    assert value(FastHeap(1000)) is nimber(1000)
    assert grundy(FastHeap(1000)) == 1000
    cache = {}
    assert value(KnownStalk(50), cache=cache) is integer(50)
    assert len(cache) == 1  # settled by the hook
    assert value(KnownStalk(50), shortcuts=False) is integer(50)


def test_bad_known_value_is_reported():
    class Liar(KnownStalk):
        def known_value(self):
            return "three"

    with pytest.raises(InputTypeError, match="known_value"):
        value(Liar(2))


def test_value_move_function_keywords():
    down = lambda n: [n - 1] if n else []  # noqa: E731
    assert value(4, left_options=down, right_options=lambda n: []) is integer(4)
    assert value(4, left_options=lambda n: [], right_options=down) is integer(-4)
    assert value(3, options=lambda n: range(n)) is nimber(3)
    with pytest.raises(InputValueError, match="give both"):
        value(3, left_options=down)
    with pytest.raises(InputValueError, match="not both"):
        value(3, options=down, left_options=down, right_options=down)
    with pytest.raises(InputTypeError, match="options="):
        value(3, options=[1, 2])


def test_value_is_memoized_in_the_given_cache_only():
    cache = {}
    assert value(Heap(6), cache=cache) is nimber(6)
    assert set(cache) == {Heap(k) for k in range(7)}
    cache[Heap(9)] = UP  # the engine trusts its memo
    assert value(Heap(9), cache=cache) is UP
    assert value(Heap(9)) is nimber(9)  # a fresh dict per call without cache=


def test_grundy_of_games():
    assert grundy(nimber(7)) == 7
    assert grundy(ZERO) == 0
    assert grundy(nimber(3) + nimber(5)) == 6
    assert grundy(nimber(4), shortcuts=False) == 4
    with pytest.raises(InputTypeError, match="partizan"):
        grundy(UP)
    with pytest.raises(InputTypeError, match="partizan"):
        grundy(integer(1), shortcuts=False)


# -- guards ----------------------------------------------------------------------------------


class IdentityBoard:
    """Compares by identity: every object is a new position to a memo."""

    def __init__(self, n):
        self.n = n

    def left_options(self):
        return [IdentityBoard(k) for k in range(self.n)]

    def right_options(self):
        return []

    def options(self):
        return self.left_options()


def test_identity_positions_are_refused():
    for run in (value, grundy, outcome, outcome_of_position):
        with pytest.raises(InputTypeError, match=r"IdentityBoard compares by identity.*__eq__ and __hash__.*key\(\)"):
            run(IdentityBoard(3))
    with pytest.raises(InputTypeError, match="compares by identity"):
        compare(IdentityBoard(2), 0)


def test_identity_objects_with_move_functions_are_refused():
    class Token:
        pass

    t = Token()
    with pytest.raises(InputTypeError, match="Token compares by identity"):
        grundy(t, options=lambda x: [])
    with pytest.raises(InputTypeError, match="Token compares by identity"):
        value(0, options=lambda n: [Token()] if n == 0 else [])


def test_unhashable_positions_are_refused():
    with pytest.raises(InputTypeError, match=r"list positions are unhashable, .*: define __eq__ and __hash__ on list, "
                                             r"or subclass cgtalg\.engine\.position\.Position and define key\(\)$"):
        grundy([3], options=lambda x: [])
    with pytest.raises(InputTypeError, match="unhashable"):
        value(2, options=lambda n: [[n - 1]])


def test_not_a_position():
    with pytest.raises(InputTypeError, match="not a position"):
        value(object())
    with pytest.raises(InputTypeError, match="not a position"):
        outcome_of_position("abc")
    with pytest.raises(InputTypeError, match="no options"):
        grundy(object())


def test_position_without_key_names_the_method():
    class Blank(Position):
        def left_options(self):
            return []

        def right_options(self):
            return []

    with pytest.raises(InputTypeError, match=r"Blank must define key\(\)"):
        value(Blank())
    with pytest.raises(InputTypeError, match=r"must define key\(\)"):
        _ = Blank() == Blank()
    assert "without key()" in repr(Blank())


def test_old_private_key_name_is_refused_at_class_creation():
    with pytest.raises(InputTypeError, match=r"_key\(\).*key\(\)"):
        class Old(Position):  # noqa: F841
            def _key(self):
                return 0


def test_grundy_name_is_the_function():
    import cgtalg.impartial as imp

    assert callable(imp.grundy) and imp.grundy is grundy
    import cgtalg.impartial.sprague_grundy as module

    assert module.grundy is grundy
    with pytest.raises(ModuleNotFoundError):
        __import__("cgtalg.impartial.grundy")


# -- depth --------------------------------------------------------------------------------


def test_deep_chains_do_not_recurse():
    n = 30_000
    assert n > 10 * sys.getrecursionlimit()
    down = lambda n: [n - 1] if n else []  # noqa: E731
    assert value(n, left_options=down, right_options=lambda n: []) is integer(n)
    assert outcome_of_position(n, options=down) is Outcome.P
    assert traverse(n, expand=lambda n: (down(n), None),
                    close=lambda n, kids, token, memo, cut: 1 + sum(memo[k] for k in kids)) == n + 1


@pytest.mark.slow
def test_million_move_chains():
    down = lambda n: [n - 1] if n else []  # noqa: E731
    assert value(10**6, left_options=down, right_options=lambda n: []) is integer(10**6)
    assert grundy(10**6 - 1, options=down) == 1
    assert outcome_of_position(10**6, left_options=down, right_options=down) is Outcome.P


def test_outcome_search_on_4x4_domineering():
    board = Domineering.rectangle(4, 4)
    assert outcome_of_position(board) is outcome(value(board)) is Outcome.N


def test_outcome_and_compare_name_what_they_accept():
    with pytest.raises(InputTypeError, match="or a position"):
        outcome("abc")
    with pytest.raises(InputTypeError, match="second argument must be .* or a position"):
        compare(HackenbushString("L"), 1.5)
    with pytest.raises(InputTypeError, match="or a position"):
        compare(True, HackenbushString("L"))


def test_position_classes_are_certified_when_defined():
    """Position subclasses are checked once, at definition (traversal.certify); a failing one is refused when used."""
    from cgtalg.engine.traversal import _CERTIFIED, certify
    from cgtalg.engine.position import Position
    from cgtalg.rulesets.grid.domineering import Domineering

    class Strip(Position):
        def __init__(self, n: int) -> None:
            self.n = n

        def left_options(self) -> list:
            return [Strip(self.n - 1)] if self.n else []

        def right_options(self) -> list:
            return []

        def key(self) -> int:
            return self.n

    class Unhashable(Strip):
        __hash__ = None  # type: ignore[assignment]

    assert Strip in _CERTIFIED and Domineering in _CERTIFIED
    assert Unhashable not in _CERTIFIED and certify(Unhashable) is False
    assert str(value(Strip(3))) == "3"
    with pytest.raises(InputTypeError, match="Unhashable positions are unhashable"):
        value(Unhashable(2))
    assert certify(list) is False and certify(int) is True
