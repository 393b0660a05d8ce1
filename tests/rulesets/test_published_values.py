"""Values of standard rulesets as published, each with its source."""

import pytest

from cgtalg import Game, integer, miny, parse, tiny, value
from cgtalg.impartial import grundy
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.rulesets.registry import impartial_class
from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs


def test_domineering_4x4_as_cgsuite_reports_it():
    # CGSuite: 4x4 Domineering = +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}} (2Tiny(2) is 2 + Tiny(2)).
    two_zero = Game([integer(2)], [integer(0)])
    x = Game([two_zero, integer(2) + tiny(2)], [two_zero, miny(2)])
    g = Game([integer(0), x], [integer(0), -x])
    assert value(Domineering.rectangle(4, 4)) == g


def test_domineering_4x5_is_1():
    # Value 1 as quoted in the issue (CGSuite); cgt-py 0.11 gets 1 as well (benchmarks/bench_rulesets.py).
    assert value(Domineering.rectangle(4, 5)) == integer(1)
    assert value(Domineering.rectangle(5, 4)) == integer(-1)    # transposed: the negative


def test_domineering_11x2_drummond_cole():
    # G. C. Drummond-Cole, "An update on Domineering on rectangular boards", INTEGERS 14 (2014) #G3
    # (published 8/5/14; arXiv:1305.3257), the value of the 11 x 2 board is
    # {1|||1/2|-1||-3/2|-7/2}. The paper writes G_{m,n} for the board of vertical dimension m
    # and horizontal dimension n, Vertical (Left) placing vertical dominoes: so 11 rows and 2
    # columns here. The 2 x 11 board is its transpose, the negative (Horizontal's roles).
    g = parse("{1|||1/2|-1||-3/2|-7/2}")
    assert value(Domineering.rectangle(11, 2)) == g
    assert value(Domineering.rectangle(2, 11)) == -g
    assert str(value(Domineering.rectangle(2, 11))) == "{7/2|3/2||1|-1/2|||-1}"


# Outcomes of the 2 x n board (2 rows, n columns; Left/Vertical places vertical dominoes), n = 1..28,
# from E. R. Berlekamp, "Blockbusting and Domineering", J. Combin. Theory Ser. A 49 (1988) 67-116, as
# tabulated in E. W. Weisstein, "Domineering", MathWorld (1 = first player, 2 = second player, V, H).
# The test checks n <= 20 (a few seconds); docs/rulesets/standard.md records the search agreeing to n = 28.
_BERLEKAMP_2XN_OUTCOMES = "V 1 1 H V 1 1 H V 1 1 H 2 1 1 H H 1 1 H H H 1 H H H 1 H".split()


def test_domineering_2xn_outcomes_berlekamp_1988():
    from cgtalg import Outcome, outcome

    word = {"V": Outcome.L, "H": Outcome.R, "1": Outcome.N, "2": Outcome.P}
    turned = {"V": Outcome.R, "H": Outcome.L, "1": Outcome.N, "2": Outcome.P}   # n x 2: the roles swap
    for n, published in enumerate(_BERLEKAMP_2XN_OUTCOMES[:20], start=1):
        assert outcome(Domineering.rectangle(2, n)) == word[published], n
        if n <= 12:
            assert outcome(Domineering.rectangle(n, 2)) == turned[published], n


def test_domineering_2xn_against_the_slow_reference():
    # The 2 x n and n x 2 boards for n <= 9 against the game tree built straight from the rules
    # (tests/reference_rules.py: no bitboards, symmetry, splitting or shared tables).
    # Among them the published 2 x 2 = +-1 and 2 x 3 = {2|-1/2} = 3/4 +- 5/4 (Wikipedia, "Domineering";
    # E. Berlekamp's class notes "2xN Domineering", math.berkeley.edu/~berlek/classes/CLASS.275.03, give
    # the 3 x 2 board as 1/2|-2 = -3/4 +- 5/4).
    from .. import reference_rules as ref

    cache = {}
    for n in range(1, 10):
        expected = ref.reference_value(("." * n,) * 2, ref.domineering_moves, cache)
        assert value(Domineering.rectangle(2, n)) == expected, n
        assert value(Domineering.rectangle(n, 2)) == -expected, n
    assert value(Domineering.rectangle(2, 2)) == parse("+-1")
    assert value(Domineering.rectangle(2, 3)) == parse("{2|-1/2}")
    assert value(Domineering.rectangle(2, 4)) == miny(2) and value(Domineering.rectangle(4, 2)) == tiny(2)


def test_domineering_2x3_mean_and_temperature():
    # {2|-1/2} = 3/4 +- 5/4: mean 3/4, temperature 5/4 (Wikipedia, "Domineering"; Berlekamp's class notes above).
    from fractions import Fraction as F

    from cgtalg.analysis.thermograph import mean, temperature

    g = value(Domineering.rectangle(2, 3))
    assert (mean(g), temperature(g)) == (F(3, 4), F(5, 4))


def test_domineering_strips():
    # Winning Ways, chapter 2: a row of n squares gives Right floor(n/2) moves and Left none.
    for n in range(1, 13):
        assert value(Domineering.rectangle(1, n)) == integer(-(n // 2))
        assert value(Domineering.rectangle(n, 1)) == integer(n // 2)


def test_domineering_2x2_and_small_boards():
    # Small boards worked by hand from the rules (as in Lessons in Play, chapter 1): the 2 x 2
    # square is {1|-1}; the 2 x 3 board (2 rows, 3 columns) is {2|-1/2} (Left's middle domino
    # leaves two columns, Right's best leaves an L and a square); the L of three squares is {0|0}.
    assert str(value(Domineering("..|.."))) == "+-1"
    assert str(value(Domineering("...|..."))) == "{2|-1/2}"
    assert str(value(Domineering("..|.#"))) == "*"


DAWSON = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]


def test_alternating_linear_clobber_is_a_first_player_win_except_oxoxox():
    # M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, "An introduction to Clobber", INTEGERS 5(2)
    # (2005) #A01, conjectured that every even-length alternating row x o x o ... is a first-player win
    # except oxoxox (length 6), a second-player win; the conjecture was later proved ("A proof of the 2004
    # Albert-Grossman-Nowakowski-Wolfe conjecture on alternating linear clobber", arXiv, 2024).
    from cgtalg import Outcome, outcome
    from cgtalg.rulesets.grid.clobber import Clobber

    for n in range(2, 23, 2):
        for row in (("xo" * n)[:n], ("ox" * n)[:n]):
            assert outcome(Clobber(row)) == (Outcome.P if n == 6 else Outcome.N), row
            assert outcome(Clobber("|".join(row))) == outcome(Clobber(row)), row   # the same row stood upright
    # Every Clobber position is all-small (Left can move exactly when Right can; D. Wolfe's Clobber
    # research page): no row is a non-zero number.
    for n in range(1, 9):
        g = value(Clobber(("xo" * n)[:n]))
        assert g == 0 or g.is_infinitesimal, n


def test_cram_strips_are_dawsons_kayles():
    # Winning Ways, chapter 4: 1 x n Cram is Dawson's Kayles, the octal game 0.07, whose Grundy
    # values for n = 0..20 are listed here; the schema's impartial Domineering gives them too.
    cram = impartial_class(Domineering)
    for n, g in enumerate(DAWSON):
        if n:
            assert grundy(Cram.rectangle(1, n)) == g
            assert value(cram("." * n)).nim_value == g


def test_cram_rectangles_agree_with_the_cram_module():
    cram = impartial_class(Domineering)
    for h in range(1, 4):
        for w in range(1, 6):
            assert value(cram.rectangle(h, w)).nim_value == grundy(Cram.rectangle(h, w), shortcuts=False), (h, w)


# Erickson's conjectures on Toads and Frogs starting positions (J. Erickson, "New Toads and Frogs
# results", Games of No Chance, 1996), proved by T. Thanatipanonda ("Further hopping with Toads
# and Frogs", Electron. J. Combin. 18 (2011) #P67, where they are listed as E1-E3). The number of
# empty squares (two, three, three) is the one for which the formulas hold, as computed here.


@pytest.mark.parametrize("a, b", [(a, b) for a in range(3, 7) for b in range(2, a)])
def test_erickson_e1(a, b):
    # E1: T^a .. F^b = {{a-3 | a-b} | {* | 3-b}} for a > b >= 2.
    expected = parse(f"{{{{{a - 3}|{a - b}}}|{{*|{3 - b}}}}}")
    assert value(ToadsAndFrogs("T" * a + ".." + "F" * b)) == expected


@pytest.mark.parametrize("a", range(2, 8))
def test_erickson_e2(a):
    # E2: T^a ... FF = {a-2 | a-2} = (a-2)* for a >= 2.
    assert value(ToadsAndFrogs("T" * a + "..." + "FF")) == parse(f"{{{a - 2}|{a - 2}}}")


@pytest.mark.parametrize("a", range(5, 8))
def test_erickson_e3(a):
    # E3: T^a ... FFF = a - 7/2 for a >= 5.
    assert value(ToadsAndFrogs("T" * a + "..." + "FFF")) == parse(f"{2 * a - 7}/2")


def test_toads_and_frogs_winning_ways_examples():
    # Winning Ways, chapter 1 (p. 14 ff.): T.F is *, T.TF is 1/2, TF is 0.
    assert [str(value(ToadsAndFrogs(s))) for s in ("T.F", "T.TF", "TF", "T.")] == ["*", "1/2", "0", "1"]


# CGSuite's own test suite prints these canonical forms (aaron-siegel/cgsuite,
# lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala and GameStripTest.scala); cgtalg
# parses CGSuite's output as it stands (Tiny/Miny, +-{A,B}, v<2>, runs of 4 bars then braces).
def test_cgsuite_outputs_for_domineering_amazons_and_toads_and_frogs():
    from cgtalg.rulesets.grid.amazons import Amazons
    assert str(value(Domineering.rectangle(4, 4))) == "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"
    # game.grid.Amazons("x...|o...")
    assert value(Amazons("L...|R...")) is parse("+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}")
    # game.strip.ToadsAndFrogs("ttttt..fffff")
    assert value(ToadsAndFrogs("TTTTT..FFFFF")) is parse(
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}")
