"""The state certificate: a finite check proving a candidate misère quotient right on every position.

A candidate ``(Q, P, phi)`` for heaps ``1..n`` -- a finite commutative monoid
given by its table, a set ``P`` of its elements, and the element
``phi(h)`` of each heap -- claims that a position ``G`` of heaps ``1..n``
(any multiplicities) is a misère P-position exactly when ``phi(G)`` lies in
``P``. :func:`certify_quotient` proves or refutes that claim by a finite
search.

The *state* of a position ``G`` is ``(phi(G), h(G), G has a move)``, where
``h(G)`` is the set of ``z`` in ``Q`` with ``phi(G'') z`` in ``P`` for some
option ``G''`` of ``G`` (a bit mask). Adding a heap ``j`` maps the state of
``G`` to that of ``G + H_j`` by a rule that needs nothing else::

    h(G + H_j) = {z : phi_j z in h(G)}  ∪  {z : phi(G) o z in P, o in O_j}

(``O_j`` the images of the options of heap ``j``), so the states reachable
from the empty position are found by a finite search. The check, in every
reachable state: ``phi(G)`` is in ``P`` exactly when ``G`` has a move and
``1`` is not in ``h(G)`` (no option is a P-position). By induction over the
game tree (every option of a position is a simpler position; a split
without removal keeps the number of tokens but not the depth), a pass
proves that ``phi(G)`` is in ``P`` iff ``G`` is a misère P-position, for
every position of heaps ``1..n``. If moreover every element is the image of
a position and no two are indistinguishable (a reduced candidate), ``Q`` is
the misère quotient of heaps up to ``n`` (Plambeck and Siegel 2008, section
3; Siegel, *CGT* V.1-V.2).

Invariant: the verdict depends only on the candidate and the options, never
on how the candidate was built; every construction of
:mod:`cgtalg.impartial.misere` keeps a quotient only after it passes.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, chapter V.
A. N. Siegel, *Some MisereSolver questions answered*,
miseregames.wordpress.com, 28 August 2007 (candidates improve by their
least failures).

Examples
--------
>>> passed, states, failure = certify_quotient([[0, 1], [1, 0]], {1}, [0, 1], [[], [()]])
>>> passed, failure                  # misère Nim on heaps of 1: the parity of the heap count
(True, ())
"""

from __future__ import annotations

import heapq

from ...errors import check_bool
from .monoid import ImageMap, annihilator_masks, byte_pullers, check_candidate, check_heap_options

__all__ = ["certify_quotient"]


def certify_quotient(
    table: list[list[int]],
    p_set: frozenset[int] | set[int],
    images: list[int],
    options: list[list[tuple[int, ...]]],
    *,
    fewest_tokens: bool = False,
) -> tuple[bool, int, tuple[int, ...]]:
    """Prove (or refute) that ``images`` and ``p_set`` give every misère outcome of heaps ``1..n``.

    The finite state check of the module docstring.

    Parameters
    ----------
    table : list of list of int
        The multiplication table of a finite commutative monoid, identity 0.
    p_set : set of int
        The candidate P-portion.
    images : list of int
        ``images[h]`` is the element of a heap of ``h`` (``images[0] == 0``).
    options : list of list of tuple of int
        ``options[h]`` lists the options of a heap of ``h`` as tuples of heap sizes.
    fewest_tokens : bool, default False
        Visit the states in order of the fewest tokens of a position reaching
        them (Dijkstra) instead of depth first. The verdict is the same; on
        a failure the position returned then has the fewest tokens of all
        positions in failing states, and, when every move removes a token,
        *the quotient is right on every position with fewer tokens* (each
        lies in a passing state, and by induction its options are right), so
        the failing position's options are right too: its true outcome is
        the local rule (the token-least failure; MisereSolver improves its
        candidates by their least failures, Siegel 2007).

    Returns
    -------
    (bool, int, tuple of int)
        Whether the check passed, how many states were checked, and a
        position (its heaps) whose image is wrong if not.

    Raises
    ------
    InputTypeError, InputValueError
        If the candidate or the options are malformed
        (:func:`~cgtalg.impartial.misere.monoid.check_candidate`,
        :func:`~cgtalg.impartial.misere.monoid.check_heap_options`).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> opts = [NIM_RULE.heap_options(h) for h in range(2)]
    >>> certify_quotient([[0, 1], [1, 0]], {1}, [0, 1], opts)[0]     # misère Nim on heaps of 1: parity
    True
    >>> certify_quotient([[0, 1], [1, 0]], {0}, [0, 1], opts)[0]
    False
    """
    table, p_set, images = check_candidate(table, p_set, images)
    n = len(images) - 1
    options = check_heap_options(options, n)
    fewest_tokens = check_bool(fewest_tokens, "fewest_tokens")
    ann = annihilator_masks(table, p_set)
    image = ImageMap(table, images)
    opt_imgs = [image.of_options(options[h]) for h in range(n + 1)]
    # heap_pull[j]: pulls a mask back through multiplication by images[j], one OR per byte of the mask
    pullers = byte_pullers(table, images[1 : n + 1])
    nbytes = (len(table) + 7) // 8
    heap_pull = [pullers[images[j]] if j else [] for j in range(n + 1)]
    start = (0, 0, False)
    seen: dict[tuple[int, int, bool], tuple[int, ...]] = {start: ()}
    stack = [start]
    # Dijkstra: (tokens of the fewest-token position reaching the state, order of discovery, state)
    queue: list[tuple[int, int, tuple[int, int, bool]]] = [(0, 0, start)]
    settled: set[tuple[int, int, bool]] = set()
    checked = 0
    while queue if fewest_tokens else stack:
        if fewest_tokens:
            _tokens, _order, state = heapq.heappop(queue)
            if state in settled:
                continue
            settled.add(state)
        else:
            state = stack.pop()
        x, mask, has_move = state
        checked += 1
        expected = has_move and not (mask & 1)
        if (x in p_set) != expected:
            return False, checked, seen[state]
        mask_bytes = [(i, b) for i, b in enumerate(mask.to_bytes(nbytes, "little")) if b]
        for j in range(1, n + 1):
            phi = images[j]
            chunks = heap_pull[j]
            nm = 0
            for i, b in mask_bytes:  # {z : phi z in mask}, one OR per non-zero byte of the mask
                nm |= chunks[i][b]
            row = table[x]
            for o in opt_imgs[j]:
                nm |= ann[row[o]]
            new = (table[x][phi], nm, has_move or bool(opt_imgs[j]))
            if fewest_tokens:
                if new not in settled:
                    word = seen[state] + (j,)
                    old = seen.get(new)
                    if old is None or sum(word) < sum(old):
                        seen[new] = word
                        heapq.heappush(queue, (sum(word), len(seen), new))
            elif new not in seen:
                seen[new] = seen[state] + (j,)
                stack.append(new)
    return True, checked, ()
