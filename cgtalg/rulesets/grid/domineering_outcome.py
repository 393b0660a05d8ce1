"""Who wins a Domineering board: a win-or-lose search on bitboards with move-count bounds.

The canonical value of a big Domineering board is expensive (every region
met is valued exactly); who wins it is often far cheaper. This search plays
the board itself, bit by bit, and stops a line as soon as a count of moves
settles it:

* a **safe** move of Left's is a vertical slot whose two squares have no
  empty horizontal neighbour: Right can never cover them, so Left keeps it
  whatever Right does, and disjoint safe slots are moves Left can count on;
* the moves Right can still make are at most the most disjoint horizontal
  dominoes the empty squares hold (per row, half of each run, rounded down):
  Left's moves only take squares away;
* a **guarded** move of Left's is a vertical slot with one square Right can
  never cover and one it can; paired off, guarded moves are worth one move
  to Left per pair whatever Right does (when Right spoils one, Left takes
  the other), and their coverable squares come out of Right's count;
* a **protective area** of Left's is a 2 x 2 block walled at one end along
  the rows: Right meets it at most once a row, and Left's domino at the open
  end leaves the walled side a safe move; a pair of areas is two moves of
  Left's against at most two of Right's;
* so the player to move wins outright when their safe moves (and one odd
  guarded move or area) outnumber the opponent's possible moves, and loses
  when the opponent's safe moves are at least as many as their own possible
  moves (the same count, moving second). :meth:`DomineeringSearch._bound`
  proves it.

Between those cut-offs the search tries every placement, those that take the
most of the opponent's slots and wall in the most of the mover's squares
first and those on the mover's own safe squares last, and keeps what it
learns in a transposition table keyed by the board under its four
reflections (a reflection keeps who places which way). The table holds at
most a given number of bytes in two generations (the older is dropped when
the newer fills). The search runs on an explicit stack, so a board of any
size searches without recursion.

These are the counting arguments of D. M. Breuker, J. W. H. M. Uiterwijk and
H. J. van den Herik and of N. Bullock (safe moves against the opponent's
maximum moves; Bullock's vulnerable moves with a protected square are the
guarded moves here, and his protective areas the areas); the proofs and the
search are this module's own.

References
----------
D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8 x 8
Domineering", *Theoretical Computer Science* 230 (2000) 195-206 (the first
player wins 8 x 8); N. Bullock, "Domineering: solving large combinatorial
search spaces", *ICGA Journal* 25 (2002) 67-84 (safe moves, 10 x 10);
Winning Ways, chapter 2; Lessons in Play, chapter 2 (outcome classes).

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import Domineering
>>> [str(domineering_outcome(Domineering.rectangle(n, n))) for n in range(2, 7)]
['N', 'N', 'N', 'P', 'N']
>>> domineering_wins(Domineering.rectangle(4, 5), "left"), domineering_wins(Domineering.rectangle(4, 5), "right")
(True, False)
"""

from __future__ import annotations

import time
from typing import Any, Callable

from ...core.order import Outcome
from ...engine.grid import GridPosition
from ...errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["DomineeringSearch", "domineering_outcome", "domineering_wins", "TABLE_BYTES"]

#: The default size of the transposition table (both generations together), in bytes.
TABLE_BYTES = 1 << 30

#: What one table entry costs, in bytes, as the byte limit counts it (a Python int key and a
#: bool in a dict: key object, hash slot and entry).
ENTRY_BYTES = 120

#: The most squares a board may have (as the grid schema's boards built from a size).
MAX_SQUARES = 1 << 24

#: How many positions between two calls of a ``progress`` callback.
PROGRESS_EVERY = 100_000

#: Boards with more empty squares than this are looked up under their four reflections.
SYMMETRY_CELLS = 20


class DomineeringSearch:
    """The win-or-lose search of one board shape (its height and width), with its table.

    Parameters
    ----------
    height, width : int
        The board's size (at least 1 each).
    table_bytes : int, optional
        The most the transposition table holds, in bytes (default
        :data:`TABLE_BYTES`; at least :data:`ENTRY_BYTES`).
    progress : callable, optional
        Called as ``progress(positions, table_hits, depth, seconds)`` every
        :data:`PROGRESS_EVERY` positions searched.

    Raises
    ------
    InputTypeError
        If a size is not an int, or *progress* is not callable.
    InputValueError
        If a size is less than 1, the board has more than :data:`MAX_SQUARES`
        squares, or *table_bytes* is too small for one entry.

    Examples
    --------
    >>> s = DomineeringSearch(4, 4)
    >>> s.wins(s.full, left=True), s.wins(s.full, left=False)
    (True, True)
    >>> s.positions > 0
    True

    References
    ----------
    Breuker, Uiterwijk and van den Herik (2000); Bullock (2002).
    """

    def __init__(self, height: int, width: int, table_bytes: int = TABLE_BYTES,
                 progress: Callable[[int, int, int, float], None] | None = None) -> None:
        h = check_int(height, "height")
        w = check_int(width, "width")
        if h < 1 or w < 1:
            raise InputValueError(
                f"a Domineering board has at least one row and one column, not {describe(h)} x {describe(w)}")
        if h * w > MAX_SQUARES:
            raise InputValueError(f"a {describe(h)} x {describe(w)} board has more than the {MAX_SQUARES:,} squares "
                                  f"this search holds in memory")
        limit = check_int(table_bytes, "table_bytes")
        if limit < ENTRY_BYTES:
            raise InputValueError(f"table_bytes must hold one entry ({ENTRY_BYTES} bytes), not {limit}")
        if progress is not None and not callable(progress):
            raise InputTypeError(f"progress must be callable, not {describe(progress)}")
        self.height, self.width = h, w
        self._stride = s = w + 1  # a spare column of non-empty squares stops rows running together
        row = (1 << w) - 1
        self.full = sum(row << (r * s) for r in range(h))  #: every square of the board empty
        column = sum(1 << (r * s) for r in range(h))
        self._even_columns = sum(column << c for c in range(0, w, 2))
        self._reversed = [int(format(x, f"0{w}b")[::-1], 2) for x in range(1 << w)] if w <= 16 else None
        self._generation_size = max(1, limit // ENTRY_BYTES // 2)
        self._new: dict[int, bool] = {}
        self._old: dict[int, bool] = {}
        self._progress = progress
        #: Positions searched (expanded or answered by a bound) so far.
        self.positions = 0
        #: Positions answered by the transposition table so far.
        self.table_hits = 0

    # -- the board -----------------------------------------------------------------

    def board_of(self, rows: list[str]) -> int:
        """The bitboard of empty squares of *rows* (``.`` empty, anything else filled).

        Parameters
        ----------
        rows : list of str
            The board's rows, each *width* long.

        Returns
        -------
        int
            Bit ``r * (width + 1) + c`` set for each empty square ``(r, c)``.

        Raises
        ------
        InputValueError
            If the rows do not match the search's size.

        Examples
        --------
        >>> bin(DomineeringSearch(2, 2).board_of(["..", "#."]))
        '0b10011'
        """
        if len(rows) != self.height or any(len(r) != self.width for r in rows):
            raise InputValueError(f"a board of {len(rows)} rows does not fit a {self.height} x {self.width} search")
        s = self._stride
        return sum(1 << (r * s + c) for r, text in enumerate(rows) for c, ch in enumerate(text) if ch == ".")

    def _key(self, board: int) -> int:
        """The least of *board* and its three reflections (up-down, left-right, both)."""
        h, s, w = self.height, self._stride, self.width
        row = (1 << w) - 1
        rev = self._reversed
        flipped = mirrored = turned = 0
        for r in range(h):
            x = (board >> (r * s)) & row
            flipped |= x << ((h - 1 - r) * s)
            y = rev[x] if rev is not None else int(format(x, f"0{w}b")[::-1], 2)
            mirrored |= y << (r * s)
            turned |= y << ((h - 1 - r) * s)
        return min(board, flipped, mirrored, turned)

    def _pairs(self, cells: int, step: int) -> int:
        """How many disjoint dominoes lie in *cells* along *step* (1: in rows, stride: in columns)."""
        return self._packing(cells, step)[0]

    def _packing(self, cells: int, step: int) -> tuple[int, int]:
        """The most disjoint dominoes in *cells* along *step*, and the squares of one such packing.

        Along one line the dominoes of a run of ``n`` squares are at most
        ``n // 2``, and pairing the run from its first square reaches that;
        the lines are independent, so the sum over the lines is the most.
        """
        if step == 1:
            # All rows at once: adding a run's first square to the board carries through the run,
            # which marks the runs that start in an even column; a square an odd distance from its
            # run's start is the second square of a domino of the packing.
            even = self._even_columns
            from_even = ((cells + (cells & ~(cells << 1) & even)) ^ cells) & cells
            seconds = cells & ~((from_even & even) | (cells & ~from_even & ~even))
            return seconds.bit_count(), seconds | (seconds >> 1)
        count = pending = covered = 0
        s, row = self._stride, (1 << self.width) - 1
        for i in range(self.height):
            line = (cells >> (i * s)) & row
            paired = pending & line
            if paired:
                count += paired.bit_count()
                covered |= (paired | (paired << s)) << ((i - 1) * s)
            pending = line & ~paired
        return count, covered

    def _areas(self, board: int, mine: int, theirs: int) -> int:
        """The squares of disjoint protective areas of the player whose dominoes go along *mine*.

        A protective area is a 2 x 2 block of empty squares walled at one end
        or both along *theirs*: at that end neither of its two lines has an
        empty neighbour. The opponent's dominoes meet it at most once a line.
        The player's domino along the block's side at the other end leaves the
        walled side a safe move. The areas kept are disjoint and no square of one is next to a
        square of another along *theirs*.
        """
        s = self._stride
        block = board & (board >> 1) & (board >> s) & (board >> (s + 1))
        if not block:
            return 0
        near = block & ~(board << theirs) & ~((board >> mine) << theirs)
        far = block & ~(board >> (2 * theirs)) & ~(board >> (mine + 2 * theirs))
        block = near | far
        taken = 0
        while block:  # first come, first kept: disjoint, and no two side by side along a line
            bit = block & -block
            block ^= bit
            squares = bit | (bit << 1) | (bit << s) | (bit << (s + 1))
            if not squares & (taken | (taken << theirs) | (taken >> theirs)):
                taken |= squares
        return taken

    def _reserve(self, board: int, mine: int, theirs: int, areas: int = 0) -> tuple[int, int]:
        """One player's safe moves and the squares of their guarded moves (see the bound's proof).

        *mine* is the step of the player's dominoes, *theirs* the opponent's.
        A square is **protected** when neither neighbour along *theirs* is
        empty: the opponent can never cover it. Safe moves pair protected
        squares. A **guarded** move is a domino of the player's made of one
        protected square (not in a counted safe move) and one unprotected
        square ``u``; the guarded moves chosen are disjoint and no two of their
        ``u`` squares are neighbours along *theirs*, so an opponent's domino
        meets at most one of them.

        Returns the number of disjoint safe moves and the bitboard of the
        ``u`` squares of the guarded moves chosen.
        """
        protected = board & ~(board << theirs) & ~(board >> theirs)
        safe, covered = self._packing(protected, mine)
        free = protected & ~covered
        open_ = board & ~protected & ~areas & ~(areas << theirs) & ~(areas >> theirs)
        # Two u squares side by side along *theirs* with both partners one step on along *mine*
        # would make those partners neighbours along *theirs*, so not protected: the u squares
        # of one kind never touch, only a u of one kind and a u of the other can.
        below = open_ & (free >> mine)  # u with its protected partner one step on
        free &= ~(below << mine)
        above = open_ & (free << mine) & ~below & ~(below << theirs) & ~(below >> theirs)
        return safe, below | above

    # -- the search ----------------------------------------------------------------

    def _bound(self, board: int, mine: int, theirs: int) -> bool | None:
        """Whether the player to move (dominoes along *mine*) wins, if the move counts settle it.

        The proof. Call the player ``A`` and the opponent ``B``; the squares
        only ever fill. ``A`` holds three kinds of units, no two sharing a
        square and no domino of ``B``'s meeting two of them:

        * ``S`` safe moves (two protected squares each, see :meth:`_reserve`),
          which ``B`` can never spoil;
        * ``k`` guarded moves, each a protected square and an unprotected
          square ``u``, which ``B`` can cover once;
        * ``a`` protective areas (:meth:`_areas`), 2 x 2 blocks that ``B``'s
          dominoes meet at most once a line, so twice; ``A``'s domino along the
          side at the open end (either side if both ends are walled) leaves the
          other side a safe move, so an untouched area is two moves of ``A``'s,
          and ``B`` cannot touch it any more.

        Pair the guarded moves off, ``P = k // 2`` pairs and ``r = k % 2`` left
        over, and the areas, ``Q = a // 2`` pairs and ``q = a % 2`` over. ``A``
        plays so: when ``B`` first touches a unit of a pair, ``A`` at once plays
        in the other (still untouched: ``B``'s domino met one unit); otherwise
        ``A`` plays a safe move or in a pair not yet touched. So every pair of
        guarded moves gives ``A`` one move and every pair of areas two, and
        ``A`` moves at least ``S + P + 2Q`` times before being stuck. A domino of
        ``B``'s either meets no unit, and such dominoes lie on the board less
        the ``u`` squares and the areas, so at most ``M`` of them (``M``: the
        most disjoint ``B`` dominoes there); or it meets a guarded pair (once:
        the first one touched, or the one ``A`` left), a guarded move left over
        (once), an area pair (twice: the area ``A`` did not play in) or the area
        left over (twice). So ``B`` moves at most ``M + P + r + 2Q + 2q`` times.

        ``B`` to move, suppose ``A`` is first stuck at its ``t``-th turn: it has
        moved ``t - 1 >= S + P + 2Q`` times and ``B`` ``t <= M + P + r + 2Q + 2q``
        times, so ``S + 1 <= M + r + 2q``. Hence ``S >= M + r + 2q`` means
        ``A``, moving second, wins; with ``k`` odd, dropping one guarded move
        (its ``u`` square joins ``B``'s board) makes ``r`` 0. ``A`` to move wins
        if one move of ``A``'s leaves that condition with ``B`` to move: a safe
        move (``S - 1 >= M + r + 2q``); with ``q = 1`` the domino at the open
        end of the area over, which makes its walled side a new safe move
        (``S + 1 >= M + r``); with ``r = 1`` the guarded move over
        (``S >= M + 2q``). Each leaves ``M`` as it was: the squares it fills
        were out of ``B``'s count already. With no guarded moves and no areas
        these are the plain counts of safe moves against the opponent's most
        moves (Breuker et al.; Bullock); the guarded moves are Bullock's
        vulnerable moves with a protected square, the areas his protective
        areas.
        """
        areas = self._areas(board, mine, theirs)
        safe, guarded = self._reserve(board, mine, theirs, areas)
        most = self._pairs(board & ~guarded & ~areas, theirs)
        odd_guarded, odd_area = guarded.bit_count() & 1, (areas.bit_count() >> 2) & 1
        if (safe - 1 >= most + odd_guarded + 2 * odd_area or (odd_area and safe + 1 >= most + odd_guarded)
                or (odd_guarded and safe >= most + 2 * odd_area)):
            return True
        areas = self._areas(board, theirs, mine)
        safe, guarded = self._reserve(board, theirs, mine, areas)
        if guarded.bit_count() & 1:
            guarded &= guarded - 1  # drop one: an even number of guarded moves
        if safe >= self._pairs(board & ~guarded & ~areas, mine) + 2 * ((areas.bit_count() >> 2) & 1):
            return False
        return None

    def _expand(self, board: int, left: bool) -> bool | tuple[int, list[int]]:
        """A position's answer if a bound or the table settles it, else its table key and moves."""
        self.positions += 1
        if self._progress is not None and self.positions % PROGRESS_EVERY == 0:
            self._report()
        s = self._stride
        mine, theirs = (s, 1) if left else (1, s)
        slots = board & (board >> mine)
        if not slots:
            return False
        key = self._key(board) if board.bit_count() > SYMMETRY_CELLS else board
        key = key if left else ~key
        known = self._new.get(key)
        if known is None:
            known = self._old.get(key)
        if known is not None:
            self.table_hits += 1
            return known
        bound = self._bound(board, mine, theirs)
        if bound is not None:
            return bound
        my_safe = board & ~(board << theirs) & ~(board >> theirs)
        their_slots = board & (board >> theirs)
        scored = []
        while slots:
            bit = slots & -slots
            slots ^= bit
            pair = bit | (bit << mine)
            # the opponent's slots it takes, and the mover's squares it walls in (newly protected)
            after = board & ~pair
            score = ((their_slots & (pair | (pair >> theirs))).bit_count()
                     + (after & ~(after << theirs) & ~(after >> theirs) & ~my_safe).bit_count())
            if pair & my_safe == pair:
                score -= 8  # a safe move keeps: play it last
            scored.append((-score, pair))
        scored.sort()
        return key, [pair for _, pair in scored]

    def _store(self, key: int, answer: bool) -> None:
        if len(self._new) >= self._generation_size:
            self._old, self._new = self._new, {}
        self._new[key] = answer

    def _report(self) -> None:
        assert self._progress is not None
        self._progress(self.positions, self.table_hits, self._depth, time.perf_counter() - self._started)

    def wins(self, board: int, left: bool) -> bool:
        """Whether the player to move wins *board*.

        Parameters
        ----------
        board : int
            A bitboard of empty squares (see :meth:`board_of`).
        left : bool
            True when Left (vertical) is to move, False when Right is.

        Returns
        -------
        bool
            True if the player to move has a winning strategy.

        Raises
        ------
        InputValueError
            If *board* has squares outside the search's board.

        Examples
        --------
        >>> s = DomineeringSearch(2, 3)
        >>> s.wins(s.board_of(["...", "..."]), left=True), s.wins(s.board_of(["...", "..."]), left=False)
        (True, True)
        """
        if not isinstance(board, int) or isinstance(board, bool) or board < 0 or board & ~self.full:
            raise InputValueError(f"{describe(board)} is not a bitboard of this {self.height} x {self.width} board")
        self._started = time.perf_counter()
        self._depth = 0
        first = self._expand(board, bool(left))
        if isinstance(first, bool):
            return first
        # A frame: the board, who moves, the table key, the moves, the next move's index.
        stack: list[list] = [[board, bool(left), first[0], first[1], 0]]
        answer: bool | None = None  # the answer of the frame just closed, for its parent
        while stack:
            frame = stack[-1]
            if answer is not None:
                if not answer:  # the opponent loses after this move: the mover wins
                    stack.pop()
                    self._store(frame[2], True)
                    answer = True
                    continue
                answer = None
            moves = frame[3]
            while frame[4] < len(moves):
                child = frame[0] & ~moves[frame[4]]
                frame[4] += 1
                found = self._expand(child, not frame[1])
                if isinstance(found, bool):
                    if not found:
                        break
                    continue
                stack.append([child, not frame[1], found[0], found[1], 0])
                self._depth = max(self._depth, len(stack))
                break
            else:
                stack.pop()
                self._store(frame[2], False)
                answer = False
                continue
            if stack[-1] is frame:  # a move whose answer was known wins
                stack.pop()
                self._store(frame[2], True)
                answer = True
        return bool(answer)


def _search_of(position: object, table_bytes: int,
               progress: Callable[[int, int, int, float], None] | None) -> tuple[DomineeringSearch, int]:
    rules: Any = getattr(position, "rules", None)
    if not isinstance(position, GridPosition) or getattr(rules, "name", None) != "domineering" or rules.impartial:
        raise InputTypeError(f"the position must be a Domineering board (not a variant), not {describe(position)}")
    rows = position.rows()
    search = DomineeringSearch(max(1, len(rows)), max(1, len(rows[0]) if rows else 1), table_bytes, progress)
    if not rows or not rows[0]:
        return search, 0
    return search, search.board_of(rows)


def _swaps_players(rows: list[str]) -> bool:
    """Whether *rows* equal their transpose or their quarter turn (each swaps vertical and horizontal)."""
    if not rows or len(rows) != len(rows[0]):
        return False
    empty = [[ch == "." for ch in row] for row in rows]
    n = len(rows)
    return (all(empty[r][c] == empty[c][r] for r in range(n) for c in range(n))
            or all(empty[r][c] == empty[n - 1 - c][r] for r in range(n) for c in range(n)))


def domineering_wins(position: object, player: str, table_bytes: int = TABLE_BYTES,
                     progress: Callable[[int, int, int, float], None] | None = None) -> bool:
    """Whether *player*, moving first on the Domineering *position*, wins.

    Parameters
    ----------
    position : Domineering
        The board.
    player : {"left", "right"}
        Who moves first (Left places vertical dominoes).
    table_bytes : int, optional
        The most the transposition table holds, in bytes.
    progress : callable, optional
        ``progress(positions, table_hits, depth, seconds)``, every
        :data:`PROGRESS_EVERY` positions.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *position* is not a Domineering board.
    InputValueError
        If *player* is neither ``"left"`` nor ``"right"``.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> domineering_wins(Domineering.rectangle(5, 5), "left")
    False

    References
    ----------
    Breuker, Uiterwijk and van den Herik (2000); Bullock (2002).
    """
    if player not in ("left", "right"):
        raise InputValueError(f"player must be 'left' or 'right', not {describe(player)}")
    search, board = _search_of(position, table_bytes, progress)
    return search.wins(board, player == "left")


def domineering_outcome(position: object, table_bytes: int = TABLE_BYTES,
                        progress: Callable[[int, int, int, float], None] | None = None) -> Outcome:
    """The outcome class of the Domineering *position*, by the bitboard search with bounds.

    Equal to :func:`cgtalg.outcome` of the position; much faster on big
    single boards (the 6 x 6 board in a fraction of a second, 7 x 7 in a
    few seconds), slower on boards that fall apart into many small regions,
    where :func:`cgtalg.outcome` values the regions.

    Parameters
    ----------
    position : Domineering
        The board.
    table_bytes : int, optional
        The most the transposition table holds, in bytes (shared by both
        searches, Left first and Right first).
    progress : callable, optional
        ``progress(positions, table_hits, depth, seconds)``, every
        :data:`PROGRESS_EVERY` positions.

    Returns
    -------
    Outcome

    Raises
    ------
    InputTypeError
        If *position* is not a Domineering board.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> [str(domineering_outcome(Domineering(b))) for b in ("..|..|..", ".|.|.", "...|#..", "...")]
    ['N', 'L', 'N', 'R']

    References
    ----------
    Breuker, Uiterwijk and van den Herik (2000): 6 x 6, 7 x 7 and 8 x 8 are
    first-player wins; Lachmann, Moore and Rapaport, "Who wins Domineering on
    rectangular boards?", MSRI Publications 42 (2002).
    """
    search, board = _search_of(position, table_bytes, progress)
    assert isinstance(position, GridPosition)  # _search_of refuses anything else
    left_first = search.wins(board, True)
    # A board that a diagonal reflection or a quarter turn leaves as it is swaps the players
    # and nothing else: Right moving first wins just when Left does.
    right_first = left_first if _swaps_players(position.rows()) else search.wins(board, False)
    if left_first:
        return Outcome.N if right_first else Outcome.L
    return Outcome.R if right_first else Outcome.P
