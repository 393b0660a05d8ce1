"""Misère quotients heap by heap: an incremental construction with an exact certificate.

The direct construction (:mod:`cgtalg.impartial.misere.direct`) certifies a
quotient by walking every multiplicity pattern of heaps ``1..n``, a space
that grows like ``4**n``. This module follows the incremental idea of
Plambeck and Siegel's MisereSolver instead: the quotient ``Q(n-1)`` of heaps
``1..n-1`` is extended by one heap at a time, and each step costs a few
passes over the (much smaller) quotient. It is the default construction of
:func:`cgtalg.impartial.misere.misere_quotient`.

One step, from ``Q = Q(n-1)`` to ``Q(n)``
------------------------------------------
1. **Candidate** (:func:`~cgtalg.impartial.misere.candidates.next_heap_candidate`):
   ``Q`` times powers of a new letter for heap ``n``, its P-set from the
   misère recursion on fewest-token representatives, reduced.
2. **Certificate** (:func:`~cgtalg.impartial.misere.certificate.certify_quotient`):
   a finite search over option states proves the candidate right for every
   position of heaps ``1..n``; as every element of the reduced candidate is
   the image of a position and no two are indistinguishable, it is then the
   misère quotient of heaps up to ``n``.
3. **When the candidate fails** (heap ``n`` tells apart positions that
   ``Q(n-1)`` identifies): by default the heap is built by layers
   (:func:`~cgtalg.impartial.misere.layers.layered_quotient`: copies of the
   new heap counted one at a time, every stage certified); with
   ``use_layers`` off, up to ``max_rounds`` rounds of the misère rule over
   the failing candidate are tried instead
   (:func:`~cgtalg.impartial.misere.candidates.local_rule_round`; one round
   settles 0.07 at heap 10). With ``max_merge_rounds``
   set (off by default), merge rounds follow
   (:func:`~cgtalg.impartial.misere.candidates.merge_rounds`). Then step 1
   is repeated over finer bases in place of ``Q(n-1)``: the monoid of option
   states of the previous base (as long as it grows and stays below
   ``max_base`` elements), then that base with separate counts of the
   smaller heaps in the failing position
   (:func:`~cgtalg.impartial.misere.candidates.refined_base`, index raised
   on repeated failures). With ``learn_positions`` set, the step then
   rebuilds the quotient of heaps ``1..n`` with
   :func:`~cgtalg.impartial.misere.learn.learn_quotient`, its outcomes from
   an :class:`~cgtalg.impartial.misere.oracle.ExtensionOutcomes` that reads
   positions without heap ``n`` off ``Q(n-1)`` and positions below a
   candidate's token-least failure off that candidate (rounds of the misère
   rule, at most ``max_learn_rounds``, push that failure out first: Dawson's
   Kayles, heap 25, from 46 tokens to 82 in 10 rounds, 120 s). If nothing
   passes, the step stops with :class:`QuotientNotCertified` naming the heap
   and the failing positions.

Invariant: this module never keeps an unproved quotient; an interrupted or
failed step leaves the object at the last certified heap.

Long runs
---------
:class:`IncrementalQuotient` holds the last certified step;
:meth:`IncrementalQuotient.extend` adds heaps one by one, reports progress,
and can write a checkpoint after each heap (:meth:`IncrementalQuotient.save`,
format described there). A Ctrl-C (``KeyboardInterrupt``) during a step
leaves the object, and the checkpoint, at the last finished heap.
:meth:`IncrementalQuotient.load` re-runs the certificate before it trusts a
file.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
INTEGERS 5 (2005) G05.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, chapter V.
A. N. Siegel, answers on MisereSolver, miseregames.wordpress.com,
28 August 2007 (MisereSolver extends the quotient heap by heap and reduces
at each step).

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> q = incremental_misere_quotient(TakeAndBreak("0.[3]"), 3)     # misère Nim: the tame quotient
>>> q.order, sorted(q.p_portion_words())
(6, ['a', 'b^2'])
>>> k = incremental_misere_quotient(TakeAndBreak("0.77"), 12)      # misère Kayles
>>> k.outcome([1, 4, 12]), k.outcome([3, 12])      # brute force agrees (tests)
('P', 'N')
"""

from __future__ import annotations

import os
from typing import Any, Callable

from ...errors import InputFileError, InputTypeError, InputValueError, check_bool, check_instance, check_int, check_path, describe
from .candidates import check_log, local_rule_round, merge_rounds, next_heap_candidate, option_state_base, refined_base
from .certificate import certify_quotient
from .check import representatives
from .layers import layered_quotient
from .learn import learn_quotient
from .oracle import ExtensionOutcomes, MisereOracle, misere_oracle, option_parts
from .quotient import MisereQuotient, QuotientNotCertified, quotient_from_table

__all__ = [
    "IncrementalQuotient",
    "incremental_misere_quotient",
    "layered_next_heap",
    "extend_layered",
]

_MAGIC = "# cgtalg misere-quotient v1"

Progress = Callable[[int, int], None]


class IncrementalQuotient:
    """The certified misère quotient of a heap game, extended one heap at a time.

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap`, or an oracle (only
        its ``heap_parts`` are asked, and ``is_p`` when learning).

    Attributes
    ----------
    rule : HeapRule or MisereOracle
        The game, as given.
    oracle : MisereOracle
        What the steps ask (:func:`~cgtalg.impartial.misere.oracle.misere_oracle` of *rule*).
    max_heap : int
        The largest heap covered so far (0 at the start: the trivial quotient).
    table : list of list of int
        Multiplication table, element 0 the identity.
    p_set : frozenset of int
    images : list of int
        The element of each heap ``0..max_heap``.
    option_parts : list of list of tuple of int
        The options of each heap ``0..max_heap`` as heap parts.
    states_checked : list of int
        For each heap ``n``, the number of states the certificate of ``Q(n)`` checked.
    candidates_tried : list of int
        For each heap, which candidate passed (1: the first; see :meth:`extend`).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> iq = IncrementalQuotient(TakeAndBreak("0.07"))
    >>> iq.extend(10).max_heap, iq.order
    (10, 12)
    """

    def __init__(self, rule: Any):
        self.rule = rule
        self.oracle: MisereOracle = misere_oracle(rule)  # raises InputTypeError for a non-rule
        self.name: str = self.oracle.name
        self.max_heap = 0
        self.table: list[list[int]] = [[0]]
        self.p_set: frozenset[int] = frozenset()
        self.images: list[int] = [0]
        self.states_checked: list[int] = [1]
        self.option_parts: list[list[tuple[int, ...]]] = [[]]
        self.candidates_tried: list[int] = [1]
        self.max_attempts = 12
        self.max_base = 2000
        self.counter_index = 2
        self.max_option_depth = 4
        #: When the bases above all fail, rebuild the quotient of heaps 1..n from scratch with
        #: :func:`~cgtalg.impartial.misere.learn.learn_quotient` (exact outcomes, then the same
        #: certificate) if this is a positive budget of positions to solve; 0 (default) = off.
        self.learn_positions = 0
        #: Rounds of the misère rule (:func:`~cgtalg.impartial.misere.candidates.local_rule_round`) tried
        #: after the first candidate fails (when ``use_layers`` is off).
        self.max_rounds = 4
        #: Rounds in all (these first) before learning, to push the trusted region of its oracle out.
        self.max_learn_rounds = 10
        #: Merge rounds (:func:`~cgtalg.impartial.misere.candidates.merge_rounds`: merge below the least
        #: failure, then a round of the misère rule) tried after the plain rounds fail; 0 (default) = off:
        #: on the codes measured they certified nothing the plain rounds do not (docs/misere.md, "Merge rounds").
        self.max_merge_rounds = 0
        #: After the first candidate fails, build the heap by layers
        #: (:func:`~cgtalg.impartial.misere.layers.layered_quotient`: copies of the new heap counted one at
        #: a time, every stage certified) instead of the rounds of the misère rule, before the finer bases.
        #: On by default: it reaches Dawson's Kayles' heap 30 where the rounds stop at 24. False uses the
        #: rounds (``incremental_misere_quotient(..., layers=False)``).
        self.use_layers = True

    @property
    def order(self) -> int:
        """The number of elements of the current quotient.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> iq = IncrementalQuotient(TakeAndBreak("0.77"))
        >>> iq.order, iq.extend(6).order        # misère Kayles
        (1, 12)
        """
        return len(self.table)

    def next_option_parts(self) -> list[list[tuple[int, ...]]]:
        """The options of every heap ``0..max_heap + 1``: those of the next step.

        Returns
        -------
        list of list of tuple of int
            :attr:`option_parts` and then the options of heap ``max_heap + 1``.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> IncrementalQuotient(TakeAndBreak("0.77")).extend(2).next_option_parts()
        [[], [()], [(1,), ()], [(2,), (1, 1), (1,)]]
        """
        return self.option_parts + [list(self.oracle.heap_parts(self.max_heap + 1))]

    def extend(
        self,
        max_heap: int,
        *,
        progress: Progress | None = None,
        checkpoint: str | None = None,
    ) -> "IncrementalQuotient":
        """Add heaps until *max_heap* is covered; return self.

        Heaps already covered are not recomputed; a *max_heap* at or below
        the current one does nothing.

        Parameters
        ----------
        max_heap : int
            The largest heap to cover, from 0 to 10000.
        progress : callable, optional
            ``progress(heap_done, max_heap)`` after each heap.
        checkpoint : str, optional
            Write the quotient to this file (see :meth:`save`) after each heap.

        Returns
        -------
        IncrementalQuotient
            This object, so calls can be chained.

        Raises
        ------
        InputTypeError
            If *max_heap* is not an int, *progress* not callable, or
            *checkpoint* not a path.
        InputValueError
            If *max_heap* is negative or above 10000.
        InputFileError
            If the checkpoint cannot be written.
        QuotientNotCertified
            If the certificate fails for some heap (the object keeps the last certified heap).

        References
        ----------
        Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115 (2008).

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> seen = []
        >>> iq = IncrementalQuotient(TakeAndBreak("0.77")).extend(3, progress=lambda h, n: seen.append(h))
        >>> iq.max_heap, seen
        (3, [1, 2, 3])
        """
        target = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
        progress = _check_progress(progress)
        if checkpoint is not None:
            checkpoint = os.fsdecode(check_path(checkpoint, "the checkpoint file"))
        while self.max_heap < target:
            self._step()
            if checkpoint is not None:
                self.save(checkpoint)
            if progress is not None:
                progress(self.max_heap, target)
        return self

    def _commit(
        self,
        found: tuple[list[list[int]], frozenset[int], list[int]],
        options: list[list[tuple[int, ...]]],
        states: int,
        tried: int,
    ) -> None:
        """Keep a certified quotient of heaps ``1..max_heap + 1`` (only now: an interrupted step keeps the last)."""
        self.table, self.p_set, self.images = found
        self.option_parts = options
        self.states_checked.append(states)
        self.candidates_tried.append(tried)
        self.max_heap += 1

    def _step(self) -> None:
        n = self.max_heap + 1
        options = self.next_option_parts()
        failures: list[str] = []
        attempts = self._by_bases(options, n, failures)
        if attempts is None:
            return
        if self.learn_positions > 0 and self._by_learning(options, n, attempts, failures):
            return
        raise QuotientNotCertified(
            f"{self.name}: no candidate quotient for heaps up to {n} passed the certificate in "
            f"{len(failures)} attempts (failures at {'; '.join(failures)}); heaps up to {self.max_heap} "
            f"are certified"
        )

    def _by_bases(
        self, options: list[list[tuple[int, ...]]], n: int, failures: list[str]
    ) -> list[tuple[list[list[int]], frozenset[int], list[int]]] | None:
        """Candidates over ``Q(n-1)`` and finer bases; None once one is kept, else the failed candidates.

        The list returned holds the first candidate and then the rounds of the misère rule tried over it
        (the learner's oracle reads positions below their least failures off the last of them).
        """
        counters: dict[int, int] = {}
        tried: list[tuple[list[list[int]], frozenset[int], list[int]]] = []
        # bases tried in turn: Q(n-1) itself, then option-state monoids over the previous base (as long
        # as they stay below max_base), then the last of these with heap counters
        ladder = [(self.table, self.p_set, self.images[:n])]
        for attempt in range(self.max_attempts):
            if attempt < len(ladder):
                base_table, _bp, base_images = ladder[attempt]
            else:
                top = ladder[-1]
                refined = refined_base(top[0], top[2], n, counters, self.max_base)
                if refined is None:
                    failures.append(f"a refined base would exceed max_base={self.max_base} elements")
                    break
                base_table, base_images = refined
            cand = next_heap_candidate(base_table, base_images, options, n)
            if attempt == 0:
                tried.append(cand)
            ok, states, where = certify_quotient(*cand, options)
            if ok:
                self._commit(cand, options, states, attempt + 1)
                return None
            shown = ", ".join(map(str, where[:12])) + (", ..." if len(where) > 12 else "")
            failures.append(f"heaps [{shown}]")
            if attempt == 0 and self._after_first_failure(cand, options, n, failures, tried):
                return None
            if attempt == len(ladder) - 1 and not counters and len(ladder) <= self.max_option_depth:
                finer = option_state_base(*ladder[-1], options, n)
                if len(finer[0]) <= self.max_base and len(finer[0]) > len(ladder[-1][0]):
                    ladder.append(finer)
                    continue
            # the failing position tells which smaller heaps the base must count separately
            involved = sorted({h for h in where if h < n}) or list(range(1, n))
            grown = False
            for h in involved:
                if h not in counters:
                    counters[h] = self.counter_index
                    grown = True
            if not grown:
                for h in involved:
                    counters[h] += 2
        return tried

    def _after_first_failure(
        self,
        cand: tuple[list[list[int]], frozenset[int], list[int]],
        options: list[list[tuple[int, ...]]],
        n: int,
        failures: list[str],
        tried: list[tuple[list[list[int]], frozenset[int], list[int]]],
    ) -> bool:
        """The first candidate over ``Q(n-1)`` failed: layers, or rounds of the misère rule, then merge rounds."""
        if self.use_layers:
            try:
                lt, lp, li, lstats = layered_quotient(self.table, self.p_set, self.images[:n], options)
            except QuotientNotCertified as exc:
                failures.append(f"layers: {exc}")
            else:
                self._commit((lt, lp, li), options, lstats["states"], 2)
                return True
        else:
            # rounds of the misère rule over the failing candidate: each is right on more positions, and
            # one that passes the certificate is the quotient (reduced, every element a position's)
            round_cand = cand
            for r in range(self.max_rounds):
                if len(round_cand[0]) > self.max_base // 4:
                    break
                round_cand = local_rule_round(*round_cand, options, n)
                tried.append(round_cand)
                ok, states, _where = certify_quotient(*round_cand, options)
                if ok:
                    self._commit(round_cand, options, states, 1 + r + 1)
                    return True
                failures.append(f"round {r + 1} of the misère rule ({len(round_cand[0])} elements)")
        if self.max_merge_rounds > 0:
            # merge what the candidate cannot know (outcomes above its least failure), then a round
            # of the misère rule, in turn: the candidates stay small while their least failures grow
            found, tokens, r = merge_rounds(cand, options, self.max_merge_rounds, self.max_base // 4)
            if found is not None:
                ok, states, _w = certify_quotient(*found, options)
                if ok:  # checked once more on the reduced form before it is kept
                    self._commit(found, options, states, 1 + self.max_rounds + r + 1)
                    return True
            failures.append(f"{self.max_merge_rounds} merge rounds (right below {tokens} tokens)")
        return False

    def _by_learning(
        self,
        options: list[list[tuple[int, ...]]],
        n: int,
        tried: list[tuple[list[list[int]], frozenset[int], list[int]]],
        failures: list[str],
    ) -> bool:
        """Rebuild the quotient of heaps ``1..n`` by learning it (``learn_positions`` set); True if one is kept."""
        words = [tuple(w) for w in representatives(self.quotient())]
        # outcomes of positions without heap n are read off the certified Q(n-1); only the rest is searched
        oracle = ExtensionOutcomes(self.oracle, self.table, self.p_set, self.images, n - 1)
        # a candidate is right below its token-least failure; rounds of the misère rule push that
        # failure out, and the oracle reads every position below it off the candidate
        last = tried[-1] if tried else None
        rounds = len(tried) - 1 if tried else 0
        while last is not None:
            cand = last
            ok, states, where = certify_quotient(*cand, options, fewest_tokens=True)
            if ok:  # a round can land on the quotient itself (reduced: every element is a position's)
                self._commit(cand, options, states, self.max_attempts + 1 + rounds)
                return True
            oracle.trust(*cand, sum(where))
            if rounds >= self.max_learn_rounds or len(cand[0]) > self.max_base // 4:
                break
            last = local_rule_round(*cand, options, n)
            rounds += 1
        try:
            table, p_set, images = learn_quotient(
                self.oracle, n, oracle=oracle, access=words, experiments=words, max_positions=self.learn_positions
            )
        except QuotientNotCertified as exc:
            failures.append(f"learning from scratch: {exc}")
            return False
        ok, states, _where = certify_quotient(table, p_set, images, options)
        if ok:  # learn_quotient certified it already; checked again before it is kept
            self._commit((table, p_set, images), options, states, self.max_attempts + 1)
            return True
        return False

    def quotient(self) -> MisereQuotient:
        """The current quotient as a :class:`~cgtalg.impartial.misere.quotient.MisereQuotient`.

        Elements are renumbered breadth-first from the identity by the
        generators (the heaps whose image is not a product of smaller
        heaps' images), and each gets a shortest word.

        Returns
        -------
        MisereQuotient
            For heaps ``0..max_heap``; its ``checked`` field says what the
            certificate proved.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = IncrementalQuotient(TakeAndBreak("0.[3]")).extend(3).quotient()
        >>> q.heap_words()
        ['1', 'a', 'b', 'ab']
        """
        checked = (
            f"P-correctness proved for every position of heaps 1..{self.max_heap} (any multiplicities) by the "
            f"incremental state certificate ({sum(self.states_checked)} states over all heaps, "
            f"{self.states_checked[-1]} for the last); the quotient is reduced"
        )
        return quotient_from_table(self.name, self.max_heap, self.table, self.p_set, self.images, checked)

    def save(self, path: str) -> None:
        """Write the quotient to a plain text checkpoint file.

        The format (version 1)::

            # cgtalg misere-quotient v1
            game: 0.77
            max_heap: 3
            order: 4
            images: 0 1 2 3
            p: 1 3
            table:
            0 1 2 3
            1 0 3 2
            ...

        ``images`` are the elements of heaps ``0..max_heap``, ``p`` the
        P-portion, and the ``order`` table rows follow (row ``x`` lists
        ``x*y`` for ``y = 0..order-1``; element 0 is the identity). The file
        is written to ``path + ".tmp"`` and renamed, so an interruption never
        leaves half a file.

        Parameters
        ----------
        path : str
            The file to write (replaced if it exists).

        Raises
        ------
        InputTypeError
            If *path* is not a path.
        InputFileError
            If the file cannot be written (for instance, its directory does
            not exist): an :class:`~cgtalg.errors.InputValueError` that is
            also an :class:`OSError`.

        Examples
        --------
        >>> import os, tempfile
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> p = os.path.join(tempfile.mkdtemp(), "kayles.txt")
        >>> IncrementalQuotient(TakeAndBreak("0.77")).extend(6).save(p)
        >>> IncrementalQuotient.load(p, TakeAndBreak("0.77")).max_heap
        6
        """
        path = os.fsdecode(check_path(path, "the checkpoint file"))
        tmp = path + ".tmp"
        try:
            with open(tmp, "w", encoding="ascii") as fh:
                fh.write(f"{_MAGIC}\ngame: {self.name}\nmax_heap: {self.max_heap}\norder: {self.order}\n")
                fh.write("images: " + " ".join(map(str, self.images)) + "\n")
                fh.write("p: " + " ".join(map(str, sorted(self.p_set))) + "\n")
                fh.write("table:\n")
                for row in self.table:
                    fh.write(" ".join(map(str, row)) + "\n")
            os.replace(tmp, path)
        except (OSError, UnicodeEncodeError) as exc:
            raise InputFileError.because(f"cannot write the misère-quotient checkpoint {path}", exc) from exc

    @classmethod
    def load(cls, path: str, rule: Any = None) -> "IncrementalQuotient":
        """Read a checkpoint written by :meth:`save` and re-certify it before use.

        Parameters
        ----------
        path : str
            A file written by :meth:`save`.
        rule : HeapRule or MisereOracle
            The game the file holds (its name must match the file's
            ``game`` line; :func:`cgtalg.rulesets.heap.rule_from_name`
            reads a rule from that name).

        Returns
        -------
        IncrementalQuotient
            Covering the heaps the file covers, certified again.

        Raises
        ------
        InputTypeError
            If *path* is not a path, or no *rule* is given.
        InputFileError
            If the file cannot be read (an :class:`~cgtalg.errors.InputValueError`
            that is also an :class:`OSError`).
        InputValueError
            If the file is not a version-1 checkpoint, is truncated or
            inconsistent, or holds a quotient of another game.
        QuotientNotCertified
            If the stored quotient fails the certificate (a damaged or foreign file).

        Examples
        --------
        >>> import os, tempfile
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> p = os.path.join(tempfile.mkdtemp(), "bad.txt")
        >>> _ = open(p, "w").write("hello\\n")
        >>> IncrementalQuotient.load(p, TakeAndBreak("0.77"))  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: ...bad.txt is not a cgtalg misère-quotient checkpoint...
        """
        path = os.fsdecode(check_path(path, "the checkpoint file"))
        try:
            with open(path, encoding="ascii") as fh:
                lines = fh.read().splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise InputFileError.because(f"cannot read the misère-quotient checkpoint {path}", exc) from exc
        if not lines or lines[0].strip() != _MAGIC:
            raise InputValueError(f"{path} is not a cgtalg misère-quotient checkpoint (first line should be {_MAGIC!r})")
        try:
            fields = {}
            for line in lines[1:7]:
                key, _, value = line.partition(":")
                fields[key.strip()] = value.strip()
            game = fields["game"]
            n = int(fields["max_heap"])
            order = int(fields["order"])
            images = [int(v) for v in fields["images"].split()]
            p_set = frozenset(int(v) for v in fields["p"].split())
            if "table" not in fields:
                raise KeyError("table")
            table = [[int(v) for v in line.split()] for line in lines[7 : 7 + order]]
        except (KeyError, ValueError, IndexError) as exc:
            raise InputValueError(f"{path}: malformed misère-quotient checkpoint ({exc})") from None
        if (
            len(images) != n + 1
            or len(table) != order
            or any(len(r) != order for r in table)
            or any(not 0 <= v < order for r in table for v in r)
            or any(not 0 <= v < order for v in images)
            or any(not 0 <= v < order for v in p_set)
        ):
            raise InputValueError(f"{path}: truncated or inconsistent misère-quotient checkpoint")
        if rule is None:
            raise InputTypeError(
                f"{path} holds a quotient of {game}: pass its rule, IncrementalQuotient.load(path, rule) "
                f"(cgtalg.rulesets.heap.rule_from_name({describe(game)}) reads one from the name)"
            )
        out = cls(rule)
        if out.name != game:
            raise InputValueError(f"{path} holds a quotient of {game}, not of {out.name}")
        options = option_parts(out.oracle, n)
        ok, states, where = certify_quotient(table, p_set, images, options)
        if not ok:
            raise QuotientNotCertified(f"{path}: the stored quotient of {game} fails the certificate at heaps {list(where)}")
        out.table, out.p_set, out.images, out.option_parts = table, p_set, images, options
        out.max_heap = n
        out.states_checked = [states]
        return out


def incremental_misere_quotient(
    rule: Any,
    max_heap: int,
    *,
    progress: Progress | None = None,
    checkpoint: str | None = None,
    resume: bool = False,
    layers: bool = True,
) -> MisereQuotient:
    """The certified misère quotient of a heap game for heaps up to *max_heap*, heap by heap.

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap`, or an oracle.
    max_heap : int
    progress : callable, optional
        ``progress(heap_done, max_heap)`` after each heap.
    checkpoint : str, optional
        A file written after each heap (:meth:`IncrementalQuotient.save`).
    resume : bool, default False
        Start from *checkpoint* if it exists (it is re-certified first).
    layers : bool, default True
        Where heap ``n`` splits ``Q(n-1)``, build it by layers
        (:attr:`IncrementalQuotient.use_layers`,
        :mod:`cgtalg.impartial.misere.layers`): Dawson's Kayles goes past
        heap 24 this way. False uses the rounds of the misère rule
        instead, which stop there.

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputTypeError
        If *rule* is not a heap rule or oracle, *resume* not a bool, or
        *checkpoint* not a path.
    InputValueError
        For a bad *max_heap*, or a checkpoint of another game.
    QuotientNotCertified
        If the certificate fails at some heap.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Siegel, *Combinatorial Game Theory*, chapter V.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q = incremental_misere_quotient(TakeAndBreak("0.75"), 8)
    >>> q.max_heap, q.order % 2
    (8, 0)
    >>> incremental_misere_quotient(TakeAndBreak("0.07"), 25).order     # heap 25 splits Q_24: built by layers
    144
    """
    n = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    resume = check_bool(resume, "resume")
    if checkpoint is not None:
        checkpoint = os.fsdecode(check_path(checkpoint, "the checkpoint file"))
    iq: IncrementalQuotient | None = None
    if resume and checkpoint is not None and os.path.exists(checkpoint):
        iq = IncrementalQuotient.load(checkpoint, rule)
    if iq is None:
        iq = IncrementalQuotient(rule)
    iq.use_layers = bool(layers)
    if iq.max_heap > n:
        raise InputValueError(f"{checkpoint} already covers heaps up to {iq.max_heap} > {n}")
    return iq.extend(n, progress=progress, checkpoint=checkpoint).quotient()


def layered_next_heap(
    iq: IncrementalQuotient,
    *,
    max_layers: int = 12,
    max_rounds: int = 1,
    max_order: int = 3000,
    log: Callable[[str], None] | None = None,
) -> tuple[list[list[int]], frozenset[int], list[int], dict[str, int]]:
    """The certified misère quotient of heaps ``1..n`` for ``n = iq.max_heap + 1``, by layers.

    Parameters
    ----------
    iq : IncrementalQuotient
        The certified quotient of heaps ``1..n-1``.
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
    InputTypeError
        If *iq* is not an :class:`IncrementalQuotient`.
    QuotientNotCertified
        If the limits are reached first.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> iq = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)
    >>> table, p_set, images, stats = layered_next_heap(iq)     # Kayles heap 9 splits 5 + 5 from 0
    >>> len(table), len(p_set)
    (18, 6)
    """
    if not isinstance(iq, IncrementalQuotient):
        raise InputTypeError(f"layered_next_heap needs an IncrementalQuotient, not {type(iq).__name__} ({describe(iq)})")
    n = iq.max_heap + 1
    return layered_quotient(
        iq.table, iq.p_set, iq.images[:n], iq.next_option_parts(),
        max_layers=max_layers, max_rounds=max_rounds, max_order=max_order, log=log,
    )


def extend_layered(iq: IncrementalQuotient, max_heap: int, *, log: Callable[[str], None] | None = None, **kw: Any) -> IncrementalQuotient:
    """Extend *iq* to *max_heap*: the ordinary step first, :func:`layered_next_heap` when it fails.

    Parameters
    ----------
    iq : IncrementalQuotient
        Extended in place.
    max_heap : int
        The largest heap to cover.
    log : callable, optional
        Progress lines.
    **kw
        Passed to :func:`layered_next_heap`.

    Returns
    -------
    IncrementalQuotient
        *iq*, covering heaps ``1..max_heap``, every step certified.

    Raises
    ------
    InputTypeError
        If *iq* is not an :class:`IncrementalQuotient`, *max_heap* not an
        int, or *log* not callable.
    InputValueError
        If *max_heap* is negative or above 10000.
    QuotientNotCertified
        If neither method certifies some heap (*iq* keeps the last certified one).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> extend_layered(IncrementalQuotient(TakeAndBreak("0.07")), 12).order
    12
    """
    iq = check_instance(iq, IncrementalQuotient, "extend_layered's quotient")
    max_heap = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    log = check_log(log)
    while iq.max_heap < max_heap:
        n = iq.max_heap + 1
        options = iq.next_option_parts()
        # the ordinary first candidate over Q(n-1) (no finer bases: the layers replace them)
        cand = next_heap_candidate(iq.table, iq.images[:n], options, n)
        passed, states, _w = certify_quotient(*cand, options)
        how = "direct"
        if not passed:
            table, p_set, images, stats = layered_next_heap(iq, log=log, **kw)
            cand = (table, p_set, images)
            states = stats["states"]
            how = "layers"
        iq.table, iq.p_set, iq.images = cand
        iq.option_parts = options
        iq.states_checked.append(states)
        iq.candidates_tried.append(1 if how == "direct" else 0)
        iq.max_heap = n
        if log is not None:
            log(f"heap {n}: order {iq.order} ({how})")
    return iq


def _check_progress(progress: object) -> Progress | None:
    if progress is not None and not callable(progress):
        raise InputTypeError(
            f"progress must be a function progress(heap_done, max_heap), or None, not {type(progress).__name__}"
        )
    return progress  # type: ignore[return-value]
