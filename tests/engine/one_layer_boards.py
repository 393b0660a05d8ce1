"""Every one-layer grid board of a few cells, for the exhaustive checks of the packed routes."""


def boards(max_cells: int):
    """Every one-layer board (stride ``w + 1``) of every shape of at most *max_cells* cells."""
    for h in range(1, max_cells + 1):
        for w in range(1, max_cells // h + 1):
            cells = [r * (w + 1) + c for r in range(h) for c in range(w)]
            for bits in range(1 << (h * w)):
                b = 0
                for i, cell in enumerate(cells):
                    if bits >> i & 1:
                        b |= 1 << cell
                yield b, h, w


def text_of(b: int, h: int, w: int) -> str:
    """The board text of the one-layer board *b* (``.`` a cell of the board, ``#`` none)."""
    return "|".join("".join("." if b >> (r * (w + 1) + c) & 1 else "#" for c in range(w)) for r in range(h))
