"""Fair Shares and Varied Pairs against its rules, its loops, and Smith's theory of loopy impartial games.

* The moves: a move generator written here from the rules' text (divide a
  heap into two or more equal heaps; unite two heaps of different sizes)
  agrees with the ruleset on every position of up to 14 beans (every
  partition of every number up to 14).
* The loops: 6 -> 3 3 -> 1 1 1 3 -> 1 1 4 -> 1 5 -> 6 is a cycle of moves,
  and the positions of n beans have a cycle for every n >= 4 (the move
  graph of 1, 2 or 3 beans has none).
* Generalised Sprague-Grundy values (Smith 1966; Winning Ways ch. 12),
  computed here by a naive labelling written from the definition, predict
  the outcomes that a naive retrograde analysis finds for every position of
  up to 12 beans, and for sums of two positions (finite values: the
  nim-sum; a finite ``a`` plus ``∞_K``: a first-player win when ``a`` is in
  ``K``, else a draw; two infinities: a draw). Every value is finite up to
  9 beans; infinite values appear at 10 beans (``1 9`` is ``∞_{0,2}``).
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap import FairSharesAndVariedPairs
from cgtalg.rulesets.heap.fair_shares import MAX_BEANS, equal_divisions

from .. import loopy_reference as ref


def partitions(n, most=None):
    """The partitions of *n* into parts of at most *most*, largest part first."""
    most = n if most is None else most
    if n == 0:
        yield ()
        return
    for k in range(min(n, most), 0, -1):
        for rest in partitions(n - k, k):
            yield (k,) + rest


def rule_moves(heaps):
    """The sorted heap tuples after each move, from the rules alone (as a set: moves to one position are one)."""
    out = set()
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for k in range(2, h + 1):  # k equal heaps
            if h % k == 0:
                out.add(tuple(sorted(rest + (h // k,) * k)))
    for i, j in itertools.combinations(range(len(heaps)), 2):
        if heaps[i] != heaps[j]:
            rest = tuple(x for t, x in enumerate(heaps) if t not in (i, j))
            out.add(tuple(sorted(rest + (heaps[i] + heaps[j],))))
    return out


def test_the_moves_are_the_rules_on_every_position_of_up_to_14_beans():
    count = 0
    for n in range(15):
        for p in partitions(n):
            moves = [q.heaps for q in FairSharesAndVariedPairs(p).options()]
            assert len(moves) == len(set(moves)), p  # each position once
            assert set(moves) == rule_moves(tuple(sorted(p))), p
            assert all(sum(q) == n for q in moves)
            count += 1
    assert count == 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42 + 56 + 77 + 101 + 135


def _edges(p):
    return p.options()


def _has_cycle(nodes):
    colour = {}
    for root in nodes:
        if root in colour:
            continue
        colour[root] = 1
        stack = [(root, iter(_edges(root)))]
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                colour[node] = 2
                stack.pop()
            elif colour.get(nxt) == 1:
                return True
            elif nxt not in colour:
                colour[nxt] = 1
                stack.append((nxt, iter(_edges(nxt))))
    return False


def test_play_cycles():
    line = [(6,), (3, 3), (1, 1, 1, 3), (1, 1, 4), (1, 5), (6,)]
    for a, b in zip(line, line[1:]):
        assert FairSharesAndVariedPairs(b) in FairSharesAndVariedPairs(a).options(), (a, b)
    for n in range(1, 11):
        nodes = [FairSharesAndVariedPairs(p) for p in partitions(n)]
        assert _has_cycle(nodes) == (n >= 4), n
    # grundy() of a position whose moves cycle is its generalised value (6 beans: *2, the CLI's answer)
    assert str(grundy(FairSharesAndVariedPairs([6]))) == "2"
    with pytest.raises(InputValueError, match="misère"):
        grundy(FairSharesAndVariedPairs([6]), misere=True)


INF = "inf"


def smith_values(nodes):
    """Generalised Sprague-Grundy values of a finite impartial graph closed under moves, from the definition.

    A node gets the finite value m when none of its options has value m, it
    has options of every value below m, and each of its options not (yet)
    of a value below m has an option of value m; the labels are found for
    m = 0, 1, 2, ... in turn, each time until nothing changes. The nodes left
    are ``(INF, K)``, K the finite values of their options.
    """
    options = {u: u.options() for u in nodes}
    label = {}
    for m in range(len(nodes) + 1):  # no finite value exceeds the number of nodes
        changed = True
        while changed:
            changed = False
            for u in nodes:
                if u in label:
                    continue
                vals = {label[v] for v in options[u] if v in label}
                if m in vals or not all(j in vals for j in range(m)):
                    continue
                if all(v in label and label[v] < m or any(label.get(w) == m for w in options[v])
                       for v in options[u]):
                    label[u] = m
                    changed = True
    return {u: label[u] if u in label else (INF, frozenset(label[v] for v in options[u] if v in label))
            for u in nodes}


def predicted(a, b=0):
    """The outcome, for the player to move, of a sum of two positions of values *a* and *b*."""
    if a != INF and not isinstance(a, tuple) and not isinstance(b, tuple):
        return ref.LOSS if a == b else ref.WIN
    if isinstance(a, tuple) and isinstance(b, tuple):
        return ref.DRAW
    inf, finite = (a, b) if isinstance(a, tuple) else (b, a)
    return ref.WIN if finite in inf[1] else ref.DRAW


def test_smith_values_predict_the_outcomes_of_positions_and_of_sums():
    values = {}
    for n in range(1, 13):
        values.update(smith_values([FairSharesAndVariedPairs(p) for p in partitions(n)]))
    infinite = sorted((p for p, v in values.items() if isinstance(v, tuple)), key=lambda p: (p.beans, p.heaps))
    # Every value is finite up to 9 beans; from 10 on infinite ones appear, and with 12 beans some
    # have no finite option value at all (drawn on their own).
    assert infinite[0].beans == 10 and values[FairSharesAndVariedPairs([2, 10])] == (INF, frozenset())
    assert values[FairSharesAndVariedPairs([12])] == (INF, frozenset({0}))
    assert [values[FairSharesAndVariedPairs([n])] for n in range(1, 12)] == [0, 1, 1, 1, 1, 2, 1, 1, 1, 2, 1]
    solved = {}
    for p, v in values.items():
        start = (((p, 1),), ref.LEFT)
        if start not in solved:
            solved.update(ref.solve(*start))  # every position reachable from p, solved at once
        assert solved[start] == predicted(v), p.heaps
    small = [p for p in values if p.beans <= 4]
    big = [p for p in infinite if p.beans == 10][:3] + [p for p in infinite if p.beans == 11][:1]
    pairs = list(itertools.combinations_with_replacement(small, 2)) + list(itertools.product(small, big))
    pairs += list(itertools.combinations_with_replacement(big[:3], 2))
    seen = set()
    for p, q in pairs:
        found = ref.outcome(((p, 1), (q, 1)), ref.LEFT)
        assert found == predicted(values[p], values[q]), (p.heaps, q.heaps)
        seen.add(found)
    assert seen == {ref.WIN, ref.LOSS, ref.DRAW}


def test_equal_divisions():
    assert equal_divisions(12) == [6, 4, 3, 2, 1]
    assert equal_divisions(2) == [1] and equal_divisions(0) == equal_divisions(1) == []
    for n in range(60):
        assert equal_divisions(n) == sorted((n // k for k in range(2, n + 1) if n % k == 0), reverse=True)


def test_positions_texts_and_the_registry():
    rs = get("fair shares")
    assert rs.name == "fair-shares-and-varied-pairs" and rs.is_loopy and rs.impartial() is rs
    p = rs.parse("4 0 2 2")
    assert p == FairSharesAndVariedPairs([2, 4, 2]) and rs.format(p) == "2 2 4" and p.beans == 8
    assert rs.svg(p).startswith("<svg")
    assert repr(p) == "FairSharesAndVariedPairs([2, 2, 4])"
    # The registry's generalised Grundy value is the naive labelling's (tests/rulesets/test_registry_loopy.py
    # checks every position of up to 11 beans).
    assert rs.grundy(p).n == smith_values([FairSharesAndVariedPairs(q) for q in partitions(8)])[p]


@pytest.mark.parametrize("bad, error, message", [
    ("3 4", InputTypeError, "iterable of heap sizes"),
    (5, InputTypeError, "iterable of heap sizes"),
    ([1, -2], InputValueError, "non-negative"),
    ([1.5], InputTypeError, "heap size"),
    ([True], InputTypeError, "heap size"),
    ([MAX_BEANS, 1], InputValueError, "at most"),
])
def test_bad_positions_are_refused(bad, error, message):
    with pytest.raises(error, match=message):
        FairSharesAndVariedPairs(bad)
