"""Small positions shared by the engine's tests and benchmarks.

* :class:`Heap` -- a Nim heap written on the impartial protocol;
* :class:`Domineering` -- Left places vertical dominoes, Right horizontal
  ones; ``components()`` splits the board into its connected regions. (The
  library's own grid rulesets come with the standard-rulesets work; this
  class only has to be right and small.)
"""

from cgtalg.engine.position import ImpartialPosition, Position


class Heap(ImpartialPosition):
    """A Nim heap of n counters."""

    __slots__ = ("n",)

    def __init__(self, n):
        self.n = n

    def options(self):
        return [Heap(k) for k in range(self.n)]

    def key(self):
        return self.n


def _normalise(cells):
    if not cells:
        return frozenset()
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


class Domineering(Position):
    """The empty squares of a Domineering board; Left plays vertically, Right horizontally."""

    __slots__ = ("cells",)

    def __init__(self, cells):
        self.cells = _normalise(frozenset(cells))

    @classmethod
    def rectangle(cls, rows, cols):
        return cls((r, c) for r in range(rows) for c in range(cols))

    def key(self):
        return self.cells

    def _place(self, dr, dc):
        cells = self.cells
        return [type(self)(cells - {(r, c), (r + dr, c + dc)})
                for r, c in cells if (r + dr, c + dc) in cells]

    def left_options(self):
        return self._place(1, 0)

    def right_options(self):
        return self._place(0, 1)

    def components(self):
        todo = set(self.cells)
        parts = []
        while todo:
            seed = todo.pop()
            region, frontier = {seed}, [seed]
            while frontier:
                r, c = frontier.pop()
                for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if n in todo:
                        todo.discard(n)
                        region.add(n)
                        frontier.append(n)
            parts.append(type(self)(region))
        return parts
