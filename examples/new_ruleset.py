"""Define a new ruleset in a few lines: Cutcake.

A position is some pieces of cake, each a rectangle of whole squares. Left
cuts one piece into two along a vertical line between squares; Right cuts one
along a horizontal line. Whoever cannot cut loses.

The ruleset only says what the moves are; ``cgtalg.value`` computes the
canonical value. ``components()`` tells the engine that the pieces are
independent games, so it values each piece once and adds the values.

Run:  python3 examples/new_ruleset.py
"""

from cgtalg import outcome, value
from cgtalg.engine.position import Position


class Cutcake(Position):
    """Pieces of cake, each a (width, height) pair."""

    def __init__(self, *pieces):
        self.pieces = tuple(sorted(pieces))

    def key(self):
        return self.pieces

    def components(self):
        return [Cutcake(piece) for piece in self.pieces]

    def _cuts(self, vertical):
        for i, (w, h) in enumerate(self.pieces):
            rest = self.pieces[:i] + self.pieces[i + 1:]
            for a in range(1, w if vertical else h):
                halves = [(a, h), (w - a, h)] if vertical else [(w, a), (w, h - a)]
                yield Cutcake(*rest, *halves)

    def left_options(self):
        return list(self._cuts(vertical=True))

    def right_options(self):
        return list(self._cuts(vertical=False))


def main() -> None:
    size = 8
    print("Cutcake values, width across, height down:")
    print("      " + "".join(f"{w:>4}" for w in range(1, size + 1)))
    table = {}
    for h in range(1, size + 1):
        row = [value(Cutcake((w, h))) for w in range(1, size + 1)]
        table.update({(w, h): g for w, g in zip(range(1, size + 1), row)})
        print(f"  h={h:<2}" + "".join(f"{str(g):>4}" for g in row))

    # Checks that do not trust the engine:
    # a 1-high strip of width w gives Left w - 1 cuts and Right none, so it is w - 1;
    for w in range(1, size + 1):
        assert table[(w, 1)] == w - 1
    # swapping width and height swaps the players, so the value changes sign;
    for (w, h), g in table.items():
        if (h, w) in table:
            assert table[(h, w)] == -g
    # every value is an integer (Cutcake is a game of free moves, no hot spots).
    assert all(g.is_integer for g in table.values())

    cake = Cutcake((5, 2), (2, 7), (3, 3))
    g = value(cake)
    print(f"\nThe sum {cake.pieces} has value {g}: outcome {outcome(g)}.")
    assert g == sum((table[p] for p in cake.pieces), start=value(Cutcake()))


if __name__ == "__main__":
    main()
