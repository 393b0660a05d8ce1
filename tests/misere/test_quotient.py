"""Partizan misère quotients: published quotients, brute force on sums of forms, and the certificate's refusals.

The brute-force reference builds each sum as a :class:`PartizanMisereGame`
with ``+`` and asks the form for its outcome (the form module's own walk),
independently of the closure's multiplicity-vector outcomes and of the
certificate.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.core.order import Outcome
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import (
    Closure, PartizanMisereGame, PartizanQuotientNotCertified, certify_candidate, misere_quotient, parse,
    quotient_from_candidate,
)

ZERO = PartizanMisereGame()


def brute_outcome(forms, x):
    """The misère outcome of the sum with multiplicities *x*, built as a form."""
    total = ZERO
    for f, n in zip(forms, x):
        for _ in range(n):
            total = total + f
    return total.outcome()


# -- published quotients ---------------------------------------------------------------------------------------

def test_star_is_the_two_element_group():
    # Misère Nim on heaps of 1 (the closure of *): Z/2 with P-portion {a}; Plambeck and Siegel (2008), section 2.
    q = misere_quotient([parse("*")])
    assert q.order == 2 and q.relations_text() == ["a^2 = 1"]
    assert q.outcome_classes() == {"L": [], "N": ["1"], "P": ["a"], "R": []}


def test_star_two_is_the_misere_nim_quotient_of_order_six():
    # Misère Nim with heaps up to 2 (the closure of *2): <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}, order 6;
    # Plambeck and Siegel (2008), the quotient of misère Nim heaps 1 and 2 (also Siegel, CGT, ch. V.2).
    q = misere_quotient([parse("{0,*|0,*}")])
    assert q.order == 6
    assert q.relations_text() == ["a^2 = 1", "b^3 = b"]
    assert q.outcome_classes()["P"] == ["a", "b^2"]
    assert set(q.outcome_classes()["L"] + q.outcome_classes()["R"]) == set()


def test_impartial_closures_agree_with_the_impartial_quotients():
    # An impartial closure's partizan quotient is its impartial misère quotient (outcomes N and P only): the
    # independent impartial construction of cgtalg.impartial.misere gives the same order and P-portion size for
    # Nim heaps up to n = 1, ..., 4.
    from cgtalg.impartial.misere import misere_quotient as impartial_quotient
    from cgtalg.rulesets.heap import NIM_RULE

    nimbers = [ZERO]
    for n in range(1, 5):
        nimbers.append(PartizanMisereGame(nimbers, nimbers))
        q = misere_quotient([nimbers[n]])
        other = impartial_quotient(NIM_RULE, n)
        assert (q.order, len(q.outcome_classes()["P"])) == (other.order, len(other.p_portion)), n
        assert {o.value for o in q.outcomes} == {"N", "P"}
    assert q.order == 10


def test_no_quotient_of_order_three_among_small_closures():
    # Rubinstein-Salzedo and Zhou (arXiv:2603.18244, Theorem 1.1): a partizan misère quotient has any finite
    # order except 3. Checked on the closures of every pair of forms born by day 1 and of each day-2 form below.
    day1 = [parse(t) for t in ("0", "*", "1", "-1")]
    day2 = [parse(t) for t in ("{0|*}", "{*|0}", "{0,*|0}", "{0|0,*}", "{0,*|*}", "{*|0,*}", "{0,*|0,*}", "{1|1}",
                               "{0|1}", "{1|0}", "{*|*}", "{0|-1}", "{-1|-1}", "{1|*}", "{*|-1}")]
    orders = []
    for gens in list(itertools.combinations(day1, 2)) + [(g,) for g in day2]:
        try:
            orders.append(misere_quotient(gens, max_order=30).order)
        except PartizanQuotientNotCertified:
            pass
    assert 3 not in orders
    assert {2, 5, 6, 9} <= set(orders)


def test_the_day_two_census_has_no_quotient_of_order_three():
    # Every one of the 256 misère values born by day 2 (Siegel's census): the closures with a quotient of order at
    # most 12 have orders 1, 2, 5, 6 and 9 (26 of order 2), never 3 (Rubinstein-Salzedo and Zhou, Theorem 1.1).
    from collections import Counter

    from cgtalg.misere import born_by

    orders: Counter[int] = Counter()
    for f in born_by(2):
        try:
            orders[misere_quotient([f], max_order=12).order] += 1
        except PartizanQuotientNotCertified:
            orders[0] += 1
    assert orders == Counter({0: 220, 1: 1, 2: 26, 5: 6, 6: 1, 9: 2})


def test_odd_and_even_orders_from_pairs():
    # Orders 7 and 8 (an odd one no impartial quotient has) from pairs of day-2 forms.
    assert misere_quotient([parse("{*|0,*}"), parse("{|0,*}")]).order == 7
    assert misere_quotient([parse("{*|0,*}"), parse("{0,*|}")]).order == 8


def test_orders_one_and_two():
    # The closure of 0 alone is the trivial quotient; the closure of 1 = {0|} is {1, a | a^2 = a} with a in R
    # (a sum of copies of 1 is won by Right, who has no move, and Left moving first moves to another such sum).
    q0 = misere_quotient([ZERO])
    assert q0.order == 1 and q0.outcomes == (Outcome.N,) and q0.forms == ()
    q1 = misere_quotient([parse("1")])
    assert q1.order == 2 and q1.relations_text() == ["a^2 = a"]
    assert [o.value for o in q1.outcomes] == ["N", "R"]


def test_an_infinite_closure_is_refused():
    # o(a.1 + b.(-1)) is L, N or R as a < b, a = b or a > b: every a - b is its own class, so no finite quotient.
    with pytest.raises(PartizanQuotientNotCertified, match="more than 20 elements"):
        misere_quotient([parse("1"), parse("-1")], max_order=20)
    c = Closure([parse("1"), parse("-1")])
    assert c.forms == (parse("-1"), parse("1"))
    assert [c.outcome((3, a)).value for a in range(6)] == ["L", "L", "L", "N", "R", "R"]


# -- brute force -----------------------------------------------------------------------------------------------

CLOSURES = [
    ["{0|*}"],
    ["{*|0}"],
    ["{0,*|0}"],
    ["{0,*|0,*}"],
    ["{0,*|*}"],
    ["{0,*|0}", "{0|*}"],
    ["{*|*}", "{0|*}"],
    ["{*|0,*}", "{|0,*}"],
    ["{*|0,*}", "{0,*|}"],
]


@pytest.mark.parametrize("texts", CLOSURES, ids=["+".join(t) for t in CLOSURES])
def test_outcomes_and_classes_against_brute_force(texts):
    q = misere_quotient([parse(t) for t in texts], max_order=60)
    forms = q.forms
    m = len(forms)
    bound = 3 if m <= 3 else 2
    box = list(itertools.product(range(bound + 1), repeat=m))
    outcome = {x: brute_outcome(forms, x) for x in itertools.product(range(2 * bound + 1), repeat=m)}
    for x in box:
        assert q.outcome_of(x) is outcome[x], x
    rng = random.Random(len(texts) * 1000 + m)
    pairs = [(rng.choice(box), rng.choice(box)) for _ in range(120)]
    pairs += [(x, y) for x in box[:8] for y in box[:8]]
    for x, y in pairs:
        same = all(outcome[tuple(a + c for a, c in zip(x, z))] is outcome[tuple(b + c for b, c in zip(y, z))]
                   for z in box)
        assert same == (q.reduce(x) == q.reduce(y)), (x, y)


def test_every_element_is_reached_and_told_apart():
    q = misere_quotient([parse("{0|*}"), parse("{0,*|0}")], max_order=60)
    n = q.order
    # told apart: some w gives different outcomes (minimality)
    for a in range(n):
        for b in range(a):
            assert any(q.outcomes[q.table[a][w]] is not q.outcomes[q.table[b][w]] for w in range(n))
    # reached: every element is a product of images
    reached, frontier = {0}, [0]
    while frontier:
        frontier = [q.table[e][g] for e in frontier for g in q.images if q.table[e][g] not in reached]
        reached.update(frontier)
    assert reached == set(range(n))
    # the table is a commutative monoid
    for a, b, c in itertools.product(range(n), repeat=3):
        assert q.table[q.table[a][b]][c] == q.table[a][q.table[b][c]]
    assert all(q.table[a][b] == q.table[b][a] for a in range(n) for b in range(n))


def test_presentation_words_match_the_table():
    q = misere_quotient([parse("{0|*}")])
    letter = {chr(ord("a") + k): q.images[i] for k, i in enumerate(q.letters)}

    def value(word):
        e = 0
        if word == "1":
            return e
        for part in word.split():
            base, _, power = part.partition("^")
            for _ in range(int(power or 1)):
                e = q.table[e][letter[base]]
        return e

    assert [value(w) for w in q.words] == list(range(q.order))
    for u, v in q.relations:
        assert value(u) == value(v)
    assert "order 9" in str(q) and "relations: a^2 = 1" in str(q)


def test_reduce_accepts_forms_components_mappings_and_vectors():
    g, s = parse("{0|*}"), parse("*")
    q = misere_quotient([g])
    e = q.reduce((1, 2))
    assert q.reduce([g, s, g]) == q.reduce({g: 2, s: 1}) == q.reduce(g + g + s) == e
    assert q.reduce(ZERO) == 0 == q.reduce([])
    assert q.outcome_of((0, 10 ** 6)) is q.outcome_of((0, 4))       # b^5 = b^4: large powers cycle
    assert q.outcome_of((10 ** 6 + 1, 0)) is Outcome.P
    with pytest.raises(InputValueError, match="not a non-zero follower"):
        q.reduce([parse("1")])
    with pytest.raises(InputValueError, match="2 entries"):
        q.reduce((1, 2, 3))
    with pytest.raises(InputValueError):
        q.reduce(parse("{1|1}"))
    with pytest.raises(InputTypeError):
        q.reduce(3.5)
    with pytest.raises(InputValueError):
        q.reduce((1, -1))


def test_positions_are_read_as_their_option_trees():
    # Domineering: the L-tromino ..|.# is *, and the closure of * is Z/2 (every L-tromino sum's outcome is the
    # parity of their number); the 1x2 and 2x1 strips are -1 and 1, whose closure is infinite.
    from cgtalg.rulesets.grid.domineering import Domineering

    q = misere_quotient([Domineering("..|.#")])
    assert q.order == 2 and str(q.forms[0]) == "*"
    with pytest.raises(PartizanQuotientNotCertified):
        misere_quotient([Domineering(".."), Domineering(".|.")], max_order=15)


def test_a_clobber_row_against_the_engine():
    # The one-row Clobber position xoxox: its closure has a quotient of order 19. The outcomes it gives to sums of
    # xoxox and of the rows xo (*), xxox ({0|0,*}) and xoo ({*|0}) agree with the engine's misère search on the
    # positions themselves, up to three copies of each.
    from cgtalg.engine.misere_play import misere_outcome_of_sum
    from cgtalg.rulesets.grid.clobber import Clobber

    q = misere_quotient([Clobber("xoxox")])
    assert q.order == 19
    rows = [Clobber(t) for t in ("xoxox", "xo", "xxox", "xoo")]
    forms = list(Closure(rows).generators)
    assert [str(f) for f in forms[1:]] == ["*", "{0|0,*}", "{*|0}"]
    for m in itertools.product(range(4), repeat=4):
        found = q.outcome_of([f for f, n in zip(forms, m) for _ in range(n)])
        assert found is misere_outcome_of_sum([p for p, n in zip(rows, m) for _ in range(n)]), m


# -- the certificate -------------------------------------------------------------------------------------------

def test_the_certificate_refuses_wrong_candidates():
    g = parse("{0|*}")
    q = misere_quotient([g])
    c = Closure([g])
    table = [list(r) for r in q.table]
    right = [o.value for o in q.outcomes]
    assert certify_candidate(c, table, list(q.images), right).passed
    for e in range(q.order):
        for wrong in "LNPR":
            if wrong != right[e]:
                labels = right[:e] + [wrong] + right[e + 1:]
                cert = certify_candidate(c, table, list(q.images), labels)
                assert not cert.passed and cert.complete and cert.failure is not None
    # a wrong image: * sent where {0|*} goes
    assert not certify_candidate(c, table, [q.images[1], q.images[1]], right).passed
    # too small a monoid: Z/2 cannot carry {0|*}
    with pytest.raises(PartizanQuotientNotCertified, match="wrong on the sum"):
        quotient_from_candidate([g], [[0, 1], [1, 0]], [1, 1], ["N", "P"])


def test_a_finer_candidate_is_reduced_to_the_quotient():
    # Z/6 with * -> 3 is a correct but redundant candidate for the closure of *: it reduces to Z/2.
    z6 = [[(a + b) % 6 for b in range(6)] for a in range(6)]
    q = quotient_from_candidate([parse("*")], z6, [3], ["N", "N", "N", "P", "N", "N"])
    assert q.order == 2 and q.relations_text() == ["a^2 = 1"]
    # the mapping form of the images
    q2 = quotient_from_candidate([parse("*")], z6, {parse("*"): 3}, ["N", "N", "N", "P", "N", "N"])
    assert q2.table == q.table


def test_malformed_candidates_are_refused():
    c = Closure([parse("*")])
    with pytest.raises(InputValueError, match="not commutative"):
        certify_candidate(c, [[0, 1, 2], [1, 2, 0], [2, 1, 1]], [1], ["N", "P", "N"])
    with pytest.raises(InputValueError, match="not associative"):
        certify_candidate(c, [[0, 1, 2], [1, 2, 2], [2, 2, 1]], [1], ["N", "P", "N"])
    with pytest.raises(InputValueError, match="identity"):
        certify_candidate(c, [[1, 0], [0, 1]], [1], ["N", "P"])
    with pytest.raises(InputValueError, match="outcome"):
        certify_candidate(c, [[0, 1], [1, 0]], [1], ["N", "X"])
    with pytest.raises(InputValueError, match="one element for each"):
        certify_candidate(c, [[0, 1], [1, 0]], [1, 0], ["N", "P"])
    with pytest.raises(InputTypeError):
        certify_candidate("c", [[0, 1], [1, 0]], [1], ["N", "P"])
    with pytest.raises(InputTypeError):
        Closure([3])
    with pytest.raises(InputTypeError):
        misere_quotient("*")
    with pytest.raises(InputValueError):
        misere_quotient([parse("*")], max_order=0)


def test_the_certificate_gives_up_at_its_limit():
    cert = certify_candidate(Closure([parse("{0|*}")]), [[0, 1], [1, 1]], [1, 1], ["N", "N"], max_states=1)
    assert not cert.passed
    with pytest.raises(PartizanQuotientNotCertified, match="max_states"):
        misere_quotient([parse("{0|*}"), parse("{0,*|0}")], max_states=3)


def test_a_candidate_wrong_only_on_a_large_sum_is_refused():
    # For g = {0|*} the quotient has b^5 = b^4 (a = *, b = g). A candidate with b^5 = b^3 instead labels every
    # b^n rightly (b^3 and b^4 are both Left wins) but gives a b^5 the outcome of a b^3 (N) where it is L.
    g = parse("{0|*}")
    q = misere_quotient([g])
    elements = [(i, j) for i in range(2) for j in range(5)]
    number = {e: k for k, e in enumerate(elements)}

    def times(e, f):
        i, j = (e[0] + f[0]) % 2, e[1] + f[1]
        while j >= 5:
            j -= 2
        return number[i, j]

    table = [[times(e, f) for f in elements] for e in elements]
    labels = [q.outcome_of((i, j)).value for i, j in elements]
    cert = certify_candidate(Closure([g]), table, [number[1, 0], number[0, 1]], labels)
    assert not cert.passed and cert.failure is not None
    assert sum(cert.failure) >= 5
    x = cert.failure
    wrong = [y for y in [x] + Closure([g]).options(x, True) + Closure([g]).options(x, False)
             if labels[number[y[0] % 2, y[1] if y[1] < 5 else 3 + (y[1] - 3) % 2]] != brute_outcome(q.forms, y).value]
    assert wrong


_Q13 = misere_quotient([parse("{0|*}"), parse("{0,*|0}")])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=3, max_size=3), st.lists(st.integers(0, 40), min_size=3, max_size=3))
def test_reduce_is_a_homomorphism(x, y):
    q = _Q13
    s = tuple(a + b for a, b in zip(x, y))
    assert q.reduce(s) == q.multiply(q.reduce(tuple(x)), q.reduce(tuple(y)))
    if sum(s) <= 12:
        assert q.outcome_of(s) is Closure(q.generators).outcome(s)
