"""The next misère quotient layer by layer: copies of the new heap counted one at a time.

:class:`~cgtalg.impartial.misere.incremental.IncrementalQuotient`
extends ``Q(n-1)`` (heaps ``1..n-1``) by heap ``n`` assuming that the outcome
of ``G + k*H_n`` depends only on the image of ``G`` in ``Q(n-1)``. When heap
``n`` tells apart positions that ``Q(n-1)`` identifies (Dawson's Kayles at
heap 25: ``4 + 4`` and ``21`` are one element of ``Q_24``, yet ``4 + 4 + 25``
is an N-position and ``21 + 25`` a P-position) that assumption is false and
the candidates fail. This module does not guess how the split goes; it
computes it, one *layer* (number of copies of heap ``n``) at a time.

The layers
----------
Let ``A`` be the positions of heaps ``1..n-1`` (closed under options) and
``x`` a heap of ``n``. For ``k >= 0`` let

    ``L_k = {Z in A : Z + k*x is a misère P-position}``.

``L_0`` is read off the certified ``Q(n-1)``. For ``k >= 1``, ``Z + k*x``
always has a move (heap ``n`` has options ``O``, sums of smaller heaps), and
its options are ``Z' + k*x`` (``Z'`` an option of ``Z``) and
``Z + o + (k-1)*x`` (``o`` in ``O``), so

    ``Z in L_k``  iff  no option ``Z'`` of ``Z`` is in ``L_k``, and
    ``Z + o`` is in ``L_(k-1)`` for no ``o`` in ``O``.      (*)

Layer ``k`` is a finite commutative monoid ``M_k`` with a homomorphism
``psi_k`` from ``A`` (heap images), a homomorphism ``proj`` onto
``M_(k-1)`` with ``proj . psi_k = psi_(k-1)``, and a set ``S_k`` with
``Z in L_k iff psi_k(Z) in S_k``; ``M_0 = Q(n-1)``, ``S_0`` its P-portion.
So ``M_k`` decides ``L_0, ..., L_k``.

**Building ``M_k`` heap by heap.** ``M_k`` is built over heaps ``1..m`` for
``m = 0, 1, ..., n-1`` exactly as ``IncrementalQuotient`` builds quotients,
with rule (*) in place of the misère rule: the condition on ``Z + o`` is a
property ``ok[proj(psi_k(Z))]`` of the element of the previous layer, known
for every ``Z`` in ``A`` because ``M_(k-1)`` is complete. At stage ``m`` a
candidate (the stage ``m-1`` monoid times powers of a new letter for heap
``m``, the bits of ``S_k`` from rule (*) on fewest-token representatives,
reduced by partition refinement that keeps ``proj``) is **proved** by the
state certificate: the state of ``Z`` is ``(psi(Z), h(Z))``, ``h(Z)`` the
set of ``z`` with ``psi(Z'') z`` in ``S_k`` for some option ``Z''`` of ``Z``;
the state of ``Z + H_j`` is a function of the state of ``Z`` and ``j``, so
the reachable states are finite, and in each one ``psi(Z) in S_k`` must
equal ``ok[proj(psi(Z))] and 1 not in h(Z)``. The table is checked to make
``proj`` a homomorphism agreeing with ``psi_(k-1)`` on the heaps. By
induction on the game tree of ``Z`` this proves ``Z in L_k iff psi_k(Z) in
S_k`` for every ``Z`` of heaps ``1..m``, any multiplicities. A failing
candidate gets rounds of rule (*) over its states (as
:func:`~cgtalg.impartial.misere.candidates.local_rule_round`), each proved or refused the same way; nothing
unproved is kept (:class:`QuotientNotCertified`).

**Nested layers.** A stage can meet the same obstacle as the whole step: heap
``m`` may tell apart positions that the stage ``m-1`` monoid identifies (in
layer 1 of Dawson's Kayles at heap 25, heap 21 does). Then the stage is built
the same way, one level down: with ``L = L_k`` and ``L^c = {Z of heaps
1..m-1 : Z + c*H_m in L}``, rule (*) gives ``Z in L^c`` iff
``ok[beta(Z) beta_m^c]``, no option of ``Z`` is in ``L^c`` and no
``Z + o`` (``o`` an option of heap ``m``) is in ``L^(c-1)``: a rule of the
same form over heaps ``1..m-1``, whose base is the monoid of ``L^(c-1)``.
So :func:`_solve` (a rule of this form over heaps ``1..m``) and
:func:`_sublayers` (one heap added by counting its copies) call each other;
the step for heap ``n`` is ``_sublayers`` at the top, with ``L^0`` decided
by ``Q(n-1)``. The nesting is at most ``n`` levels deep (heaps, not game
depth), and every level's stages are proved by the certificate above.

*Why this is sound where reading ``Z + o`` off ``Q(n-1)`` is not:* ``M_k``
is never assumed to be ``Q(n-1)``; the only outcomes read off an earlier
structure are ``L_(k-1)(Z + o)``, and ``M_(k-1)`` was *proved* to decide
``L_(k-1)`` on all of ``A``. The counterexample ``4 + 4`` / ``21`` simply
gets two elements of ``M_1``.

**When the layers stop.** If ``L_k = L_j`` for some ``j < k`` and (in a
nested level) ``beta_m^k = beta_m^j`` (checked on
the elements of ``M_k``: ``S_k`` against ``S_j`` pulled back through
``proj``; every element is a position's image, so this is equality of the
sets of positions), then ``L_(k+i) = L_(j+i)`` for every ``i >= 0``: by (*),
``L_(k+1)`` is defined from ``L_k`` by the same recursion as ``L_(j+1)``
from ``L_j``, and induction on ``Z`` gives equality; repeat. So ``x^k = x^j``
on outcomes.

**The quotient.** ``M_(k-1) x {1, x, ..., x^(k-1)}`` with ``x^k = x^j`` and
P-portion ``{(t, c) : t in S_c}`` (``S_c`` pulled back to ``M_(k-1)``)
then gives every misère outcome of heaps ``1..n``. It is reduced by
partition refinement and, before it is returned, proved *again* by the
independent certificate of
:func:`~cgtalg.impartial.misere.certificate.certify_quotient`.

:func:`layered_quotient` is this step on tables; the methods that apply it
to an :class:`~cgtalg.impartial.misere.incremental.IncrementalQuotient` are
:func:`~cgtalg.impartial.misere.incremental.layered_next_heap` and
:func:`~cgtalg.impartial.misere.incremental.extend_layered`.
Invariant: nothing unproved is returned.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622 (bipartite monoids, reduction).
A. N. Siegel, *Some MisereSolver questions answered*,
miseregames.wordpress.com, 28 August 2007 (``|Q_30(0.07)| = 360``).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Callable

from ...errors import InputValueError, check_int, check_items
from .candidates import check_log
from .certificate import certify_quotient
from .monoid import (
    ImageMap,
    check_candidate,
    check_heap_options,
    annihilator_masks,
    byte_pullers,
    power_extension,
    preimage_pull,
    reduce_candidate,
    refine_partition,
    renumber,
)
from .quotient import QuotientNotCertified

__all__ = ["layered_quotient"]


def _members(in_s: bytearray) -> set[int]:
    """The elements ``v`` with ``in_s[v]`` set (a subset given as 0/1 bytes)."""
    return {v for v, flag in enumerate(in_s) if flag}


def _certify_layer(
    table: list[list[int]],
    images: list[int],
    in_s: bytearray,
    proj: list[int],
    ok: bytearray,
    prev: Any,
    options: list[list[tuple[int, ...]]],
    m: int,
) -> tuple[bool, int, tuple[int, ...]]:
    """Prove rule (*) for every position of heaps ``1..m`` (module docstring); Dijkstra on tokens.

    Returns (passed, states checked, a token-least failing position).
    """
    q = len(table)
    pt = prev.table
    # proj must be a homomorphism that agrees with the previous layer on the heaps
    if proj[0] != 0:
        return False, 0, ()
    for h in range(1, m + 1):
        if proj[images[h]] != prev.images[h]:
            return False, 0, (h,)
    for a in range(q):
        row, pa, ptab = table[a], proj[a], pt[proj[a]]
        for b in range(q):
            if proj[row[b]] != ptab[proj[b]]:
                return False, 0, ()
        del pa
    ann = annihilator_masks(table, _members(in_s))
    pullers = byte_pullers(table, images[1 : m + 1])
    heap_pull = [pullers[images[j]] if j else [] for j in range(m + 1)]
    nbytes = (q + 7) // 8
    opt_imgs = [ImageMap(table, images).of_options(options[h]) for h in range(m + 1)]
    start = (0, 0)
    best: dict[tuple[int, int], tuple[int, ...]] = {start: ()}
    queue: list[tuple[int, int, tuple[int, int]]] = [(0, 0, start)]
    settled: set[tuple[int, int]] = set()
    count = 0
    while queue:
        _t, _o, state = heapq.heappop(queue)
        if state in settled:
            continue
        settled.add(state)
        count += 1
        x, mask = state
        expected = bool(ok[proj[x]]) and not (mask & 1)
        if bool(in_s[x]) != expected:
            return False, count, best[state]
        word = best[state]
        tok = sum(word)
        row = table[x]
        mask_bytes = [(i, b) for i, b in enumerate(mask.to_bytes(nbytes, "little")) if b]
        for j in range(1, m + 1):
            chunks = heap_pull[j]
            nm = 0
            for i, b in mask_bytes:  # {z : images[j] z in mask}, one OR per non-zero byte of the mask
                nm |= chunks[i][b]
            for o in opt_imgs[j]:
                nm |= ann[row[o]]
            new = (row[images[j]], nm)
            if new in settled:
                continue
            old = best.get(new)
            if old is None or tok + j < sum(old):
                best[new] = word + (j,)
                heapq.heappush(queue, (tok + j, len(best), new))
    return True, count, ()


def _stage_candidate(
    base: tuple[list[list[int]], list[int], list[int], bytearray],
    ok: bytearray,
    prev: Any,
    options: list[list[tuple[int, ...]]],
    m: int,
) -> tuple[list[list[int]], list[int], list[int], bytearray]:
    """The stage-``m`` candidate over the stage-``m-1`` monoid *base* (module docstring)."""
    table, images, proj, in_s = base
    q = len(table)
    pt = prev.table
    g = prev.images[m]
    image = ImageMap(table, images)
    o_new = image.of_options(options[m])
    # fewest-token representatives
    reps: list[tuple[int, ...]] = [()] * q
    dist = [-1] * q
    dist[0] = 0
    done = bytearray(q)
    order: list[int] = []
    pq = [(0, 0)]
    while pq:
        d, y = heapq.heappop(pq)
        if done[y]:
            continue
        done[y] = 1
        order.append(y)
        for h in range(1, m):
            z = table[y][images[h]]
            if not done[z] and (dist[z] < 0 or d + h < dist[z]):
                dist[z] = d + h
                reps[z] = reps[y] + (h,)
                heapq.heappush(pq, (d + h, z))
    opt_imgs = [image.of_options(options[h]) for h in range(m)]
    opt_of: list[list[int]] = []
    for y in range(q):
        rep = reps[y]
        us: set[int] = set()
        for idx, h in enumerate(rep):
            if idx and rep[idx - 1] == h:
                continue
            rest = image.of(rep[:idx] + rep[idx + 1 :])
            for o in opt_imgs[h]:
                us.add(table[rest][o])
        opt_of.append(sorted(us))
    rows: list[bytearray] = []
    powers: list[int] = []
    seen: dict[tuple[bytes, int], int] = {}
    pw = 0
    while True:
        c = len(rows)
        row = bytearray(q)
        prow = rows[-1] if rows else None
        for y in order:
            if not ok[pt[proj[y]][pw]]:
                continue
            if any(row[u] for u in opt_of[y]):
                continue
            if prow is not None and any(prow[table[y][o]] for o in o_new):
                continue
            row[y] = 1
        key = (bytes(row), pw)
        if key in seen:
            index, period = seen[key], c - seen[key]
            break
        seen[key] = c
        rows.append(row)
        powers.append(pw)
        pw = pt[pw][g]
    span = index + period
    size = q * span
    label = [0] * size
    flat_s = bytearray(size)
    labels: dict[tuple[int, int], int] = {}
    for c in range(span):
        pc = powers[c]
        for y in range(q):
            e = c * q + y
            flat_s[e] = rows[c][y]
            label[e] = labels.setdefault((rows[c][y], pt[proj[y]][pc]), len(labels))
    _block, _number, rep_elem, new_table, new_images = power_extension(table, images, m, index, period, label)
    new_proj = [pt[proj[a % q]][powers[a // q]] for a in rep_elem]
    new_s = bytearray(flat_s[a] for a in rep_elem)
    return new_table, new_images, new_proj, new_s


def _stage_round(
    cand: tuple[list[list[int]], list[int], list[int], bytearray],
    ok: bytearray,
    options: list[list[tuple[int, ...]]],
    m: int,
) -> tuple[list[list[int]], list[int], list[int], bytearray]:
    """One round of rule (*) over a candidate's certificate states, reduced (cf. :func:`~cgtalg.impartial.misere.candidates.local_rule_round`)."""
    table, images, proj, in_s = cand
    ann = annihilator_masks(table, _members(in_s))
    pull = preimage_pull(table)
    image = ImageMap(table, images)
    heap_state = [(0, 0)]
    for h in range(1, m + 1):
        mk = 0
        for o in image.of_options(options[h]):
            mk |= ann[o]
        heap_state.append((images[h], mk))
    index = {heap_state[0]: 0}
    states = [heap_state[0]]
    succ: list[list[int]] = [[] for _ in range(m)]
    i = 0
    while i < len(states):
        x, mk = states[i]
        i += 1
        for h in range(1, m + 1):
            y, hm = heap_state[h]
            new = (table[x][y], pull(y, mk) | pull(x, hm))
            j = index.get(new)
            if j is None:
                j = index[new] = len(states)
                states.append(new)
            succ[h - 1].append(j)
    labels: dict[tuple[int, int], int] = {}
    label = []
    flat_s = bytearray()
    for x, mk in states:
        s = 1 if ok[proj[x]] and not mk & 1 else 0
        flat_s.append(s)
        label.append(labels.setdefault((s, proj[x]), len(labels)))
    block, _count = refine_partition(label, succ)
    number, rep_elem = renumber(block, succ, 0)

    def times(a: int, b: int) -> int:
        x1, m1 = states[a]
        x2, m2 = states[b]
        return number[block[index[(table[x1][x2], pull(x2, m1) | pull(x1, m2))]]]

    new_table = [[times(a, b) for b in rep_elem] for a in rep_elem]
    new_proj = [proj[states[a][0]] for a in rep_elem]
    new_s = bytearray(flat_s[a] for a in rep_elem)
    return new_table, [number[block[index[st]]] for st in heap_state], new_proj, new_s


Stage = tuple  # (table, images, proj_b, in_s): a monoid over heaps 0..m, its projection to B, and S


@dataclass
class _Base:
    table: list[list[int]]
    images: list[int]


@dataclass
class _Stats:
    stages: int = 0
    rounds: int = 0
    sublayers: int = 0
    largest: int = 0
    depth: int = 0
    log: Callable[[str], None] | None = None
    max_rounds: int = 1
    max_order: int = 3000
    max_layers: int = 12


def _solve(base: _Base, ok: bytearray, options: list[list[tuple[int, ...]]], m: int, st: _Stats, depth: int) -> Stage:
    """A certified monoid over heaps ``1..m`` deciding ``L`` (``Z in L`` iff ``ok[beta(Z)]`` and no option
    of ``Z`` is in ``L``), with its projection onto *base*; heap by heap, sublayers where a heap splits."""
    st.depth = max(st.depth, depth)
    stage: Stage = ([[0]], [0], [0], bytearray([ok[0]]))
    for j in range(1, m + 1):
        cand = _stage_candidate(stage, ok, base, options, j)
        rounds = 0
        while True:
            passed, states, where = _certify_layer(cand[0], cand[1], cand[3], cand[2], ok, base, options, j)
            if passed or rounds >= st.max_rounds or len(cand[0]) > st.max_order // 4:
                break
            cand = _stage_round(cand, ok, options, j)
            rounds += 1
            st.rounds += 1
        if not passed:
            if st.log is not None:
                st.log(f"{'  ' * depth}depth {depth}, heap {j} of 1..{m}: candidate of {len(cand[0])} fails at "
                       f"{list(where)}; sublayers over copies of heap {j}")
            cand = _sublayers(stage, ok, base, options, j, st, depth + 1, final_check=True)
        st.stages += 1
        st.largest = max(st.largest, len(cand[0]))
        if len(cand[0]) > st.max_order:
            raise QuotientNotCertified(f"a stage over heaps 1..{j} grew to {len(cand[0])} elements (max_order={st.max_order})")
        stage = cand
    return stage


def _sublayers(
    stage: Stage,
    ok: bytearray,
    base: _Base,
    options: list[list[tuple[int, ...]]],
    j: int,
    st: _Stats,
    depth: int,
    *,
    final_check: bool,
) -> Stage:
    """Heap *j* added to *stage* (heaps ``1..j-1``) by counting its copies: ``L^c = {Z : Z + c*H_j in L}``.

    ``L^0`` is decided by *stage*; for ``c >= 1``, ``Z in L^c`` iff ``ok[beta(Z) beta_j^c]``, no option of
    ``Z`` is in ``L^c`` and no ``Z + o`` (``o`` an option of heap ``j``) is in ``L^(c-1)``: the same kind of
    rule over heaps ``1..j-1``, with the monoid of ``L^(c-1)`` as base (:func:`_solve`). Stops when ``L^c``
    and ``beta_j^c`` repeat an earlier ``c`` (then everything repeats: module docstring), and assembles.
    """
    st.sublayers += 1
    bt = base.table
    g = base.images[j]
    o_j = options[j]
    # chain[c] = (table, images, proj to chain[c-1] (None for c = 0), proj to base, in_s)
    chain: list[tuple[list[list[int]], list[int], list[int] | None, list[int], bytearray]] = [
        (stage[0], stage[1], None, stage[2], stage[3])
    ]
    powers = [0]
    period: tuple[int, int] | None = None
    while period is None:
        c = len(chain)
        if c > st.max_layers:
            raise QuotientNotCertified(f"heap {j}: no repeat among {st.max_layers} sublayers")
        pt, pi, _pp, pb, ps = chain[-1]
        pw = bt[powers[-1]][g]
        prev_image = ImageMap(pt, pi)
        o_prev = [prev_image.of(o) for o in o_j]
        ok_c = bytearray(
            1 if ok[bt[pb[t]][pw]] and not any(ps[pt[t][v]] for v in o_prev) else 0 for t in range(len(pt))
        )
        t2, i2, p2, s2 = _solve(_Base(pt, pi), ok_c, options, j - 1, st, depth)
        pb2 = [pb[p2[t]] for t in range(len(t2))]
        chain.append((t2, i2, p2, pb2, s2))
        powers.append(pw)
        if st.log is not None and depth <= 1:
            st.log(f"{'  ' * depth}heap {j}, sublayer {c}: order {len(t2)}")
        down = list(range(len(t2)))
        for i in range(c - 1, -1, -1):
            p_down = chain[i + 1][2]
            assert p_down is not None
            down = [p_down[t] for t in down]
            if powers[i] == pw and all(s2[t] == chain[i][4][down[t]] for t in range(len(t2))):
                period = (i, c - i)
                break
    i0, p = period
    k = i0 + p
    top_t, top_i, _tp, top_b, _ts = chain[k - 1]
    q = len(top_t)
    bits: list[bytearray] = []
    for c in range(k):
        down = list(range(q))
        for i in range(k - 1, c, -1):
            p_down = chain[i][2]
            assert p_down is not None
            down = [p_down[t] for t in down]
        bits.append(bytearray(chain[c][4][down[t]] for t in range(q)))

    def red(c: int) -> int:
        return c if c < k else i0 + (c - i0) % p

    size = q * k
    flat_s = bytearray(bits[e // q][e % q] for e in range(size))
    flat_b = [bt[top_b[e % q]][powers[e // q]] for e in range(size)]
    labels: dict[tuple[int, int], int] = {}
    label = [labels.setdefault((flat_s[e], flat_b[e]), len(labels)) for e in range(size)]
    succ: list[list[int]] = []
    for h in range(1, j):
        th = top_i[h]
        succ.append([(e // q) * q + top_t[e % q][th] for e in range(size)])
    succ.append([red(e // q + 1) * q + e % q for e in range(size)])
    block, _count = refine_partition(label, succ)
    number, rep_elem = renumber(block, succ, 0)
    new_table = []
    for a in rep_elem:
        ya, ca = a % q, a // q
        ta = top_t[ya]
        new_table.append([number[block[red(ca + b // q) * q + ta[b % q]]] for b in rep_elem])
    new_images = [number[block[top_i[h]]] for h in range(j)] + [number[block[red(1) * q]]]
    new_b = [flat_b[a] for a in rep_elem]
    new_s = bytearray(flat_s[a] for a in rep_elem)
    if final_check:
        passed, _states, where = _certify_layer(new_table, new_images, new_s, new_b, ok, base, options, j)
        if not passed:  # each sublayer was proved, so this is a bug, never a user error
            raise AssertionError(f"sublayers of heap {j} assembled into a monoid that fails at {where}")
    return new_table, new_images, new_b, new_s


def layered_quotient(
    table: list[list[int]],
    p_set: frozenset[int],
    images: list[int],
    options: list[list[tuple[int, ...]]],
    *,
    max_layers: int = 12,
    max_rounds: int = 1,
    max_order: int = 3000,
    log: Callable[[str], None] | None = None,
) -> tuple[list[list[int]], frozenset[int], list[int], dict[str, int]]:
    """The certified misère quotient of heaps ``1..n`` from the certified one of heaps ``1..n-1``, by layers.

    Parameters
    ----------
    table : list of list of int
        The table of the certified quotient ``Q(n-1)``.
    p_set : frozenset of int
        Its P-portion.
    images : list of int
        Its element of each heap ``0..n-1``.
    options : list of list of tuple of int
        The options of each heap ``0..n`` as heap parts (so ``n`` is
        ``len(options) - 1``).
    max_layers : int, default 12
        Give up if no layer (copies of a heap) repeats an earlier one by this count.
    max_rounds : int, default 1
        Rounds of rule (*) tried at a stage whose first candidate fails, before sublayers.
    max_order : int, default 3000
        Give up when a stage's monoid grows past this many elements.
    log : callable, optional
        Called with lines of text on the way.

    Returns
    -------
    (table, p_set, images, stats)
        The reduced quotient of heaps ``1..n`` (identity 0, ``images[h]``
        for ``h = 0..n``), proved by
        :func:`~cgtalg.impartial.misere.certificate.certify_quotient`,
        and counts: ``stages`` built, ``rounds`` of the rule, ``sublayers``
        (heaps that split), ``largest`` stage order, ``depth`` of nesting,
        ``states`` of the final certificate.

    Raises
    ------
    InputTypeError, InputValueError
        If the quotient or the options are malformed (see
        :mod:`~cgtalg.impartial.misere.monoid`'s checks: *images* must
        cover heaps ``0..n-1``), a limit is not a positive int, or *log* not
        callable.
    QuotientNotCertified
        If the limits are reached first.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)
    >>> table, p_set, images, stats = layered_quotient(q8.table, q8.p_set, q8.images, q8.next_option_parts())
    >>> len(table), len(p_set)                    # Kayles heap 9 splits 5 + 5 from 0
    (18, 6)
    """
    table, p_set, images = check_candidate(table, p_set, images)
    n = len(check_items(options, "the heaps' options")) - 1
    if n < 1 or len(images) < n:
        raise InputValueError(f"the options list heaps 0..{n} and the images cover heaps 0..{len(images) - 1}: "
                              "the options must reach one heap past the images, heap 1 or more")
    options = check_heap_options(options, n)
    max_layers = check_int(max_layers, "max_layers", minimum=1)
    max_rounds = check_int(max_rounds, "max_rounds", minimum=0)
    max_order = check_int(max_order, "max_order", minimum=1)
    log = check_log(log)
    if not options[n]:
        raise QuotientNotCertified(f"heap {n} has no move; it is the game 0 and needs no layer")
    st = _Stats(log=log, max_rounds=max_rounds, max_order=max_order, max_layers=max_layers)
    q = len(table)
    stage0: Stage = (table, list(images[:n]), [0] * q, bytearray(1 if u in p_set else 0 for u in range(q)))
    trivial = _Base([[0]], [0] * (n + 1))
    layered, layered_images, _b, in_s = _sublayers(stage0, bytearray([1]), trivial, options, n, st, 1, final_check=False)
    layered_p = frozenset(i for i in range(len(layered)) if in_s[i])
    rt, rp, ri = reduce_candidate(layered, layered_p, layered_images)
    passed, states, where = certify_quotient(rt, rp, ri, options)
    if not passed:  # the layers were each proved: a failure here is a bug, never a user error
        raise AssertionError(f"assembled quotient for heap {n} failed the certificate at {where}")
    stats = {"stages": st.stages, "rounds": st.rounds, "sublayers": st.sublayers, "largest": st.largest,
             "depth": st.depth, "states": states}
    return rt, rp, ri, stats
