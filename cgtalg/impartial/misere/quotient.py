"""The misère quotient of a heap game, as a value: a finite commutative monoid with its P-portion.

Let ``A_n`` be the positions of a heap game made of heaps of at most ``n``
tokens (any number of each). Two positions ``G`` and ``H`` are
*indistinguishable* in ``A_n`` when ``G + X`` and ``H + X`` have the same
misère outcome for every ``X`` in ``A_n``. The classes form a commutative
monoid under ``+``, the *misère quotient* ``Q``; its *P-portion* is the set
of classes of misère P-positions. With ``Q``, the map from heaps to ``Q``
and the P-portion in hand, the misère outcome of any position of ``A_n`` is
a product in ``Q`` and a membership test -- no search.

:class:`MisereQuotient` holds such a quotient however it was computed (the
constructions of this subpackage, chosen with
:func:`cgtalg.impartial.misere.misere_quotient`); its elements are numbered
breadth-first from the identity by the generators, each with a shortest
word. Invariant: a :class:`MisereQuotient` is only ever built from a
certified table (its ``checked`` field says how it was proved); a
construction that cannot prove one raises :class:`QuotientNotCertified`.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
A. N. Siegel, *Combinatorial Game Theory*, chapter V (misère quotients).

Examples
--------
>>> q = quotient_from_table("parity", 1, [[0, 1], [1, 0]], {1}, [0, 1], "by hand")
>>> q.order, q.heap_words(), q.outcome([1, 1, 1])
(2, ['1', 'a'], 'P')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...errors import InputValueError, check_int, check_ints, check_str
from .monoid import check_candidate, shortest_words

__all__ = ["MisereQuotient", "QuotientNotCertified", "quotient_from_table"]


class QuotientNotCertified(InputValueError):
    """No candidate passed the certificate within the limits (raise them or lower the heap)."""


@dataclass(frozen=True)
class MisereQuotient:
    """The misère quotient of a heap game restricted to heaps of at most ``max_heap``.

    Attributes
    ----------
    game : str
        The rule's name.
    max_heap : int
    table : tuple of tuple of int
        ``table[x][y]`` is the product of elements ``x`` and ``y``
        (element 0 is the identity, the class of the empty position).
    p_portion : frozenset of int
        The elements whose positions are misère P-positions.
    heap_images : tuple of int
        ``heap_images[h]`` is the element of a single heap of ``h`` (``h = 0`` gives 0).
    words : tuple of str
        A shortest word in the generators for each element (``'1'`` for the identity).
    generators : tuple of int
        The heaps given a letter ``a, b, c, ...`` (those whose image is not a
        product of smaller heaps' images).
    checked : str
        What was verified, and over which positions.
    """

    game: str
    max_heap: int
    table: tuple[tuple[int, ...], ...]
    p_portion: frozenset[int]
    heap_images: tuple[int, ...]
    words: tuple[str, ...]
    generators: tuple[int, ...]
    checked: str

    @property
    def order(self) -> int:
        """The number of elements.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.impartial.misere import misere_quotient
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = misere_quotient(TakeAndBreak("0.77"), 4)
        >>> q.order
        6
        """
        return len(self.table)

    def element(self, heaps: Iterable[int]) -> int:
        """The element of the position made of these heaps.

        The product, in the quotient, of the images of the heaps.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes, each from 0 to ``max_heap``.

        Returns
        -------
        int
            An index into ``table`` (0 for the empty position).

        Raises
        ------
        InputTypeError
            If *heaps* is not an iterable of ints.
        InputValueError
            For a negative heap, or one larger than ``max_heap`` (the quotient
            says nothing about it).

        Examples
        --------
        >>> from cgtalg.impartial.misere import misere_quotient
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = misere_quotient(TakeAndBreak("0.77"), 4)
        >>> q.element([1, 1]), q.words[q.element([2])]     # a^2 = 1
        (0, 'b')
        >>> q.element([5])
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: heap 5 is beyond this quotient (heaps up to 4); compute a larger one
        """
        x = 0
        for h in check_ints(heaps, "a heap size", minimum=0):
            if h > self.max_heap:
                raise InputValueError(
                    f"heap {h} is beyond this quotient (heaps up to {self.max_heap}); compute a larger one"
                )
            x = self.table[x][self.heap_images[h]]
        return x

    def outcome(self, heaps: Iterable[int]) -> str:
        """``'P'`` if the player to move loses the misère sum of these heaps, else ``'N'``.

        Parameters
        ----------
        heaps : iterable of int
            The heap sizes, each from 0 to ``max_heap``.

        Returns
        -------
        str
            ``'P'`` or ``'N'``.

        Raises
        ------
        InputTypeError, InputValueError
            As for :meth:`element`.

        Examples
        --------
        >>> from cgtalg.impartial.misere import misere_quotient
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> misere_quotient(TakeAndBreak("0.77"), 4).outcome([1, 2, 3, 4])
        'N'
        """
        return "P" if self.element(heaps) in self.p_portion else "N"

    def heap_words(self) -> list[str]:
        """The word of each single heap ``0..max_heap``.

        Returns
        -------
        list of str
            Entry ``h`` is the word of a heap of ``h`` (``'1'`` for ``h = 0``).

        Examples
        --------
        >>> from cgtalg.impartial.misere import misere_quotient
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = misere_quotient(TakeAndBreak("0.77"), 4)
        >>> q.heap_words()
        ['1', 'a', 'b', 'ab', 'a']
        """
        return [self.words[x] for x in self.heap_images]

    def p_portion_words(self) -> list[str]:
        """The words of the P-portion's elements.

        Returns
        -------
        list of str
            In the order of the elements' indices.

        Examples
        --------
        >>> from cgtalg.impartial.misere import misere_quotient
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = misere_quotient(TakeAndBreak("0.77"), 4)
        >>> q.p_portion_words()
        ['a', 'b^2']
        """
        return [self.words[x] for x in sorted(self.p_portion)]

    def __str__(self) -> str:
        heaps = ", ".join(f"{h}:{w}" for h, w in enumerate(self.heap_words()) if h)
        return (
            f"misère quotient of {self.game} for heaps up to {self.max_heap}: order {self.order}, "
            f"P-portion {{{', '.join(self.p_portion_words())}}}; heaps {heaps}. Checked: {self.checked}"
        )


def quotient_from_table(
    game: str,
    max_heap: int,
    table: list[list[int]],
    p_set: frozenset[int] | set[int],
    images: list[int],
    checked: str,
) -> MisereQuotient:
    """The certified quotient ``(table, p_set, images)`` as a :class:`MisereQuotient`.

    Elements are renumbered breadth-first from the identity by the
    generators (the heaps whose image is not a product of smaller heaps'
    images), and each gets a shortest word.

    Parameters
    ----------
    game : str
        The rule's name.
    max_heap : int
        The largest heap the quotient covers.
    table : list of list of int
        The multiplication table (element 0 the identity), every element the
        image of some position.
    p_set : set of int
        The P-portion.
    images : list of int
        The element of each heap ``0..max_heap``.
    checked : str
        What proved it.

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputTypeError, InputValueError
        If *game* or *checked* is not a str, the table, P-portion or images
        are malformed (see
        :func:`~cgtalg.impartial.misere.monoid.check_candidate`), or
        *max_heap* is not a heap the images cover.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> q = quotient_from_table("cyclic", 2, z4, {3}, [0, 2, 1], "by hand")
    >>> q.generators, q.heap_words(), q.p_portion_words()
    ((1, 2), ['1', 'a', 'b'], ['ab'])
    """
    game = check_str(game, "the game's name")
    checked = check_str(checked, "what proved the quotient")
    table, p_set, images = check_candidate(table, p_set, images)
    max_heap = check_int(max_heap, "max_heap", minimum=0, maximum=len(images) - 1)
    gens: list[int] = []
    reached = {0}
    for h in range(1, max_heap + 1):
        if images[h] not in reached:
            gens.append(h)
            frontier = list(reached)
            while frontier:
                nxt = []
                for x in frontier:
                    for g in gens:
                        y = table[x][images[g]]
                        if y not in reached:
                            reached.add(y)
                            nxt.append(y)
                frontier = nxt
    queue, words = shortest_words(0, len(gens), lambda x, i: table[x][images[gens[i]]])
    number = {x: i for i, x in enumerate(queue)}
    out_table = tuple(tuple(number[table[a][b]] for b in queue) for a in queue)
    return MisereQuotient(
        game,
        max_heap,
        out_table,
        frozenset(number[x] for x in p_set),
        tuple(number[x] for x in images),
        tuple(words),
        tuple(gens),
        checked,
    )
