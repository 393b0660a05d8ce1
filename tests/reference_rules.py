"""Slow references: each ruleset written straight from its rules, on plain Python data.

No bitboards, no symmetry, no splitting, no shared tables: a position is a
tuple of strings (boards), a string (strips) or a frozenset (graphs), and
:func:`reference_value` lets the library's engine build the game tree from
these move functions alone. The schemas' fast search is checked against them.
"""

from cgtalg import value

# -- grids: a board is a tuple of equal-length strings -------------------------------------


def _cells(board):
    return [(r, c) for r in range(len(board)) for c in range(len(board[0]) if board else 0)]


def _get(board, r, c):
    if 0 <= r < len(board) and 0 <= c < len(board[0]):
        return board[r][c]
    return None


def _put(board, changes):
    rows = [list(row) for row in board]
    for (r, c), ch in changes.items():
        rows[r][c] = ch
    return tuple("".join(row) for row in rows)


def domineering_moves(board, who):
    dr, dc = (1, 0) if who == "L" else (0, 1)
    return [_put(board, {(r, c): "#", (r + dr, c + dc): "#"})
            for r, c in _cells(board) if board[r][c] == "." and _get(board, r + dr, c + dc) == "."]


def cram_moves(board, who):
    return domineering_moves(board, "L") + domineering_moves(board, "R")


def clobber_moves(board, who):
    me, them = ("x", "o") if who == "L" else ("o", "x")
    out = []
    for r, c in _cells(board):
        if board[r][c] != me:
            continue
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if _get(board, r + dr, c + dc) == them:
                out.append(_put(board, {(r, c): ".", (r + dr, c + dc): me}))
    return out


def konane_moves(board, who):
    me, them = ("x", "o") if who == "L" else ("o", "x")
    out = []
    for r, c in _cells(board):
        if board[r][c] != me:
            continue
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            b = _put(board, {(r, c): "."})
            k = 1
            while _get(board, r + (2 * k - 1) * dr, c + (2 * k - 1) * dc) == them and \
                    _get(board, r + 2 * k * dr, c + 2 * k * dc) == ".":
                b = _put(b, {(r + (2 * k - 1) * dr, c + (2 * k - 1) * dc): ".",
                             (r + 2 * (k - 1) * dr, c + 2 * (k - 1) * dc): "."})
                out.append(_put(b, {(r + 2 * k * dr, c + 2 * k * dc): me}))
                k += 1
    return out


_QUEEN = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def _queen_targets(board, r, c):
    out = []
    for dr, dc in _QUEEN:
        k = 1
        while _get(board, r + k * dr, c + k * dc) == ".":
            out.append((r + k * dr, c + k * dc))
            k += 1
    return out


def amazons_moves(board, who):
    out = []
    for r, c in _cells(board):
        if board[r][c] != who:
            continue
        for to in _queen_targets(board, r, c):
            moved = _put(board, {(r, c): ".", to: who})
            for arrow in _queen_targets(moved, *to):
                out.append(_put(moved, {arrow: "#"}))
    return out


def fission_moves(board, who):
    dr, dc = (1, 0) if who == "L" else (0, 1)
    out = []
    for r, c in _cells(board):
        if board[r][c] == "x" and _get(board, r + dr, c + dc) == "." and _get(board, r - dr, c - dc) == ".":
            out.append(_put(board, {(r, c): ".", (r + dr, c + dc): "x", (r - dr, c - dc): "x"}))
    return out


# -- strips: a position is a string -----------------------------------------------------------


def toads_and_frogs_moves(strip, who):
    out = []
    piece, step, enemy = ("T", 1, "F") if who == "L" else ("F", -1, "T")
    for i, ch in enumerate(strip):
        if ch != piece:
            continue
        j = i + step
        if 0 <= j < len(strip) and strip[j] == ".":
            s = list(strip)
            s[i], s[j] = ".", piece
            out.append("".join(s))
        k = i + 2 * step
        if 0 <= k < len(strip) and strip[j] == enemy and strip[k] == ".":
            s = list(strip)
            s[i], s[k] = ".", piece
            out.append("".join(s))
    return out


def toppling_moves(strip, who):
    mine = "LG" if who == "L" else "RG"
    out = []
    for i, ch in enumerate(strip):
        if ch in mine:
            out.append(strip[i + 1 :])  # toppled leftwards: it and everything left of it fall
            out.append(strip[:i])       # toppled rightwards
    return out


# -- graphs: (n, edges, coloured) with coloured a frozenset of (vertex, "L" or "R") -------------------
#
# A tint is modelled by a phantom vertex (numbered n or more, never coloured in play) that is
# already coloured: "only Left may colour v" is, in Snort, a Left-coloured phantom neighbour
# of v and, in Col, a Right-coloured one.


def colouring_moves(rule):
    def moves(state, who):
        n, edges, coloured = state
        colour = dict(coloured)
        out = []
        for v in range(n):
            if v in colour:
                continue
            near = {colour.get(b if a == v else a) for a, b in edges if v in (a, b)}
            banned = ("R" if who == "L" else "L") in near if rule == "snort" else who in near
            if not banned:
                out.append((n, edges, coloured | {(v, who)}))
        return out
    return moves


def graph_state(n, edges, tints=(), rule="snort"):
    """The start state of a graph with tints ``{v: "L" or "R"}`` (who alone may colour v)."""
    edges = list(edges)
    coloured = set()
    for k, (v, who) in enumerate(dict(tints).items()):
        phantom = n + k
        edges.append((v, phantom))
        other = "R" if who == "L" else "L"
        coloured.add((phantom, who if rule == "snort" else other))
    return (n, tuple(edges), frozenset(coloured))


# -- Hackenbush: a picture is a tuple of (u, v, colour) edges, vertex 0 the ground -----------------------


def _standing(edges):
    reach = {0}
    grew = True
    while grew:
        grew = False
        for u, v, _ in edges:
            if (u in reach) != (v in reach):
                reach |= {u, v}
                grew = True
    return tuple(e for e in edges if e[0] in reach and e[1] in reach)


def hackenbush_moves(edges, who):
    ok = "LG" if who == "L" else "RG"
    return [_standing(edges[:i] + edges[i + 1 :]) for i, e in enumerate(edges) if e[2] in ok]


# -- Cutcake: a tuple of (rows, cols) -----------------------------------------------------------


def cutcake_moves(cakes, who):
    out = []
    for i, (r, c) in enumerate(cakes):
        rest = cakes[:i] + cakes[i + 1 :]
        if who == "L":
            out += [tuple(sorted(rest + ((r, a), (r, c - a)))) for a in range(1, c)]
        else:
            out += [tuple(sorted(rest + ((a, c), (r - a, c)))) for a in range(1, r)]
    return out


# -- Eatcake: a tuple of (rows, cols); eating a strip may leave 0, 1 or 2 cakes ------------------


def eatcake_moves(cakes, who):
    out = []
    for i, (r, c) in enumerate(cakes):
        rest = cakes[:i] + cakes[i + 1 :]
        if who == "L":   # eat column j (0-based): columns 0..j-1 and j+1..c-1 remain
            out += [tuple(sorted(rest + tuple((r, w) for w in (j, c - 1 - j) if w > 0))) for j in range(c)]
        else:
            out += [tuple(sorted(rest + tuple((h, c) for h in (j, r - 1 - j) if h > 0))) for j in range(r)]
    return out


# -- Maundy Cake: a tuple of (rows, cols); a cut makes k >= 2 equal pieces ------------------------


def maundy_cake_moves(cakes, who):
    out = []
    for i, (r, c) in enumerate(cakes):
        rest = cakes[:i] + cakes[i + 1 :]
        side = c if who == "L" else r
        for k in range(2, side + 1):
            if side % k == 0:
                piece = (r, c // k) if who == "L" else (r // k, c)
                out.append(tuple(sorted(rest + (piece,) * k)))
    return out


def reference_value(start, moves, cache=None):
    """The canonical value of *start* from the move function ``moves(position, "L" or "R")`` alone."""
    return value(start, left_options=lambda p: moves(p, "L"), right_options=lambda p: moves(p, "R"),
                 cache={} if cache is None else cache)
