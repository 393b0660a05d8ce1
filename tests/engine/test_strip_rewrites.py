"""Any strip ruleset that declares its moves as rewrites gets the word route, and it agrees with the rules.

Three small rulesets written only as declarations (they are not games of the
library): pieces that only step (Left's ``E`` right, Right's ``R`` left, no
jumping: the word route without the integer formula, whose children have
their repeats removed), a four-letter strip with a wall and no symmetry
(Left's ``x`` leaps two or three empty squares, Right's ``o`` steps or pushes), and
walkers that tread squares on the way (all three symmetries of a strip, and
dead ends of the same character at both ends). For
each, on every strip of up to 7 cells: the word route's keys and moves are
the string route's, in order; the string route's moves are the rewrites
made by hand; and the values are those of a game tree built from the rules
by ``reference_rules.reference_value``. Declarations the word route cannot
code take the string route; bad declarations are refused.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import value
from cgtalg.engine import strip_words
from cgtalg.engine.strip import StripPosition, StripRules
from cgtalg.errors import InputValueError

from .. import reference_rules as ref


class StepperRules(StripRules):
    name = "test-steppers"
    alphabet = ".ER"
    meanings = ("empty square", "Left's elephant", "Right's rhino")
    rewrites = ((("E.", ".E"),), ((".R", "R."),))
    dead_ends = ("R", "E")
    swap = ("ER", "RE")
    symmetries = ((True, True, True),)


class Stepper(StripPosition):
    __slots__ = ()
    rules = StepperRules()


class LeaperRules(StripRules):
    name = "test-leapers"
    alphabet = ".xo#"
    meanings = ("empty square", "Left's leaper", "Right's pusher", "wall")
    # Five cells wide: wider than the word route's table of windows, so compared one by one.
    rewrites = ((("x..", "..x"), ("x.#", ".x#"), ("x...o", "...xo")), ((".o", "o."), (".xo", "xo.")))


class Leaper(StripPosition):
    __slots__ = ()
    rules = LeaperRules()


class WalkerRules(StripRules):
    name = "test-walkers"
    alphabet = ".xo#"
    meanings = ("empty square", "Left's walker", "Right's walker", "trodden square")
    # A walker steps either way onto an empty square, which stays trodden behind it: the rules read the
    # same backwards, and exchanging the walkers exchanges the players.
    rewrites = ((("x.", "#x"), (".x", "x#")), (("o.", "#o"), (".o", "o#")))
    dead_ends = ("#", "#")
    swap = ("xo", "ox")
    symmetries = ((True, False, False), (False, True, True), (True, True, True))


class Walker(StripPosition):
    __slots__ = ()
    rules = WalkerRules()


def _by_hand(rewrites):
    """The rules straight from the rewrites: every place a pattern matches, as a reference move function."""

    def moves(strip, who):
        out = []
        for before, after in rewrites[0 if who == "L" else 1]:
            for i in range(len(strip) - len(before) + 1):
                if strip[i : i + len(before)] == before:
                    out.append(strip[:i] + after + strip[i + len(before) :])
        return out

    return moves


@pytest.mark.parametrize("position", [Stepper, Leaper, Walker])
def test_the_word_route_is_the_string_route_on_every_short_strip(position) -> None:
    rules = position.rules
    words = rules.words
    assert words is not None and rules.base == 4 and not words.hops
    for n in range(8):
        for cells in itertools.product(rules.alphabet, repeat=n):
            s = "".join(cells)
            word = words.cells_of(s)
            assert word == rules.encode(s) ^ (1 << (2 * n)), s
            assert words.key(word, n) == rules.normalise(s), s
            if n:
                out: list = []
                split = words.word_children(rules.encode(s), out)
                assert (out[:split], out[split:]) == rules.region_moves_of_strip(s), s
            left, right = rules.moves(s)
            by_hand = _by_hand(rules.rewrites)
            assert sorted(left) == sorted(by_hand(s, "L")) and sorted(right) == sorted(by_hand(s, "R")), s


@pytest.mark.parametrize("position", [Stepper, Leaper, Walker])
def test_values_are_the_game_tree_of_the_rules(position) -> None:
    moves = _by_hand(position.rules.rewrites)
    cache: dict = {}
    for n in range(7):
        for cells in itertools.product(position.rules.alphabet, repeat=n):
            s = "".join(cells)
            assert value(position(s)) == ref.reference_value(s, moves, cache), s


def test_children_remove_repeats_and_parsing_takes_the_word_route() -> None:
    words = Stepper.rules.words
    for n in range(1, 8):
        for cells in itertools.product(".ER", repeat=n):
            s = "".join(cells)
            out: list = []
            split = words.children(Stepper.rules.encode(s), out)
            lo, ro = Stepper.rules.region_moves_of_strip(s)
            assert out[:split] == list(dict.fromkeys(lo)) and out[split:] == list(dict.fromkeys(ro)), s
            made = Stepper._from_text(" " + s + " ")
            assert type(made) is Stepper and made == Stepper(s) and made.key() == Stepper(s).key(), s
    assert words.known(Stepper.rules.encode("E..")) is None  # no formula: searched


def test_declarations_the_words_cannot_code_take_the_string_route() -> None:
    class Wide(StripRules):
        name = "test-wide"
        alphabet = ".x"
        rewrites = ((("x" + "." * strip_words.MAX_WIDTH, "." * strip_words.MAX_WIDTH + "x"),), ())

    class Own(StepperRules):
        name = "test-own-split"

        def split(self, strip):
            return [strip]

    wide = Wide()
    for rules in (wide, Own()):
        assert rules.words is None and getattr(rules, "oracle", None) is None
    assert wide.base == 2 and wide.moves("x" + "." * 8) == (["." * 8 + "x"], [])


@pytest.mark.parametrize("rewrites, dead_ends, message", [
    (((("E.", "E"),), ()), ("", ""), "of the same length"),
    (((("", ""),), ()), ("", ""), "of the same length"),
    (((("E.", ".Z"),), ()), ("", ""), "'Z', which is not in its alphabet"),
    (((("E.", ".E"),), ()), ("Z", ""), "the dead end 'Z'"),
])
def test_bad_declarations_are_refused(rewrites, dead_ends, message) -> None:
    class Bad(StripRules):
        name = "test-bad"
        alphabet = ".ER"

    Bad.rewrites = rewrites
    Bad.dead_ends = dead_ends
    with pytest.raises(InputValueError, match=message):
        Bad()


def test_a_ruleset_without_rewrites_must_say_its_moves() -> None:
    class Silent(StripRules):
        name = "test-silent"

    with pytest.raises(NotImplementedError):
        Silent().moves("..")
