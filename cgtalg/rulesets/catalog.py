"""The catalogue of registered rulesets: one entry per game, with its rules in a line.

Each :class:`Entry` names the module and class that implement a ruleset, its
rules in one line, an example position, its aliases and how the command line
values and measures its positions; :mod:`cgtalg.rulesets.registry` reads the
catalogue to answer :func:`~cgtalg.rulesets.registry.get`. Adding a ruleset
to the registry is adding an entry here.

Examples
--------
>>> from cgtalg.rulesets.catalog import ENTRIES
>>> next(e for e in ENTRIES if e.name == "kayles").rule
'0.77'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["Entry", "ENTRIES", "SIZES"]


@dataclass(frozen=True)
class Entry:
    """One registered ruleset: where it is implemented, its rules, and how it is valued.

    Examples
    --------
    >>> Entry("nim", "heap.nim", "Nim", "take from one heap", "3 4 5").valued_by
    'search'
    """

    name: str
    module: str
    cls: str
    rules: str
    example: str
    aliases: tuple[str, ...] = ()
    impartial_of: str | None = None
    #: How a position is valued: "search" (its own known_value() and known_outcome(): the keyed search
    #: of its schema), "grundy" (the nimber of its Grundy value under the game's own rules) or "engine"
    #: (cgtalg.value and cgtalg.outcome of a partizan position).
    valued_by: str = "search"
    #: For valued_by="grundy": the module's function from a position to that Grundy value ("": the
    #: engine's, cgtalg.impartial.grundy; for a heap rule, the nim-sequence of the rule).
    grundy: str = ""
    #: The heap rule the game is, as cgtalg.engine.heap.rule_from_name reads it (""); with cls
    #: "HeapPosition" the positions are the rule's HeapPositions.
    rule: str = ""
    #: For valued_by other than "search": what the command line measures ("" nothing, or a key of
    #: _SIZES) and the largest size it values.
    size: str = ""
    limit: int = 0
    #: True for a loopy game (play can return to a position): value, outcome and grundy answer through
    #: cgtalg.engine.loopy_position (loopy values, outcomes with draws, generalised Grundy values),
    #: whatever valued_by says.
    loopy: bool = False
    #: For the dicotic variant of a ruleset (made by Ruleset.dicotic(), never listed in ENTRIES): the
    #: ruleset's name; its positions are cgtalg.rulesets.variants.DicoticPlay wrappers of the ruleset's.
    dicotic_of: str | None = None

    @property
    def is_impartial(self) -> bool:
        """Whether both players have the same moves: an impartial variant, or a game valued by Grundy values.

        Returns
        -------
        bool

        Examples
        --------
        >>> [e.is_impartial for e in ENTRIES if e.name in ("cram", "domineering", "kayles")]
        [False, True, True]
        """
        return self.impartial_of is not None or self.valued_by == "grundy"


ENTRIES: tuple[Entry, ...] = (
    Entry("domineering", "grid.domineering", "Domineering",
           "Left places vertical dominoes, Right horizontal ones, on empty squares ('.'; '#' none)",
           "....|....|....", ("dom",)),
    Entry("cram", "grid.domineering", "Domineering",
           "both players place dominoes either way on empty squares ('.'; '#' none): impartial Domineering",
           "...|...|...", ("impartial-domineering",), impartial_of="domineering"),
    Entry("clobber", "grid.clobber", "Clobber",
           "a player moves a stone of theirs ('x' Left, 'o' Right) onto an orthogonally adjacent enemy stone",
           "xo.|ox.", ()),
    Entry("konane", "grid.konane", "Konane",
           "a player jumps a stone of theirs ('x' Left, 'o' Right) over an adjacent enemy stone into an empty cell, "
           "capturing it (further jumps in the same line allowed)", "xox.|o..."),
    Entry("amazons", "grid.amazons", "Amazons",
           "a player moves an amazon ('L' or 'R') like a chess queen, then fires an arrow like a queen; "
           "arrows ('#') and amazons block", "L..|...|..R"),
    Entry("ski-jumps", "grid.ski_jumps", "SkiJumps",
           "Left's skiers ('L' jumper, 'l' slipper) ski east, Right's ('R', 'r') west, through empty squares ('.') "
           "or off the board; a jumper may jump over an enemy skier just below onto the empty square beneath it, "
           "making a jumper a slipper", "L....|R....|.....", ("ski jumps", "skijumps")),
    Entry("fission", "grid.fission", "Fission",
           "Left splits a stone ('x') into two moving up and down, Right into two moving left and right; "
           "both cells must be empty", "...|.x.|..."),
    Entry("nogo", "grid.nogo", "NoGo",
           "players place a stone of theirs ('x' Left, 'o' Right) on an empty point ('.'; '#' none); no move may "
           "leave any group of either colour without a liberty (no captures, no suicide)", "...|...", ("no-go",)),
    Entry("cannibal-clobber", "grid.cannibal_clobber", "CannibalClobber",
           "a player moves a stone of theirs ('x' Left, 'o' Right) onto an orthogonally adjacent stone of either "
           "colour, removing it", "xxo|ox.", ("cannibal clobber",)),
    Entry("sheep", "grid.sheep", "Sheep",
           "on hexagonal cells in axial rows, a player slides part of a herd of theirs ('xN' Left's N sheep, 'oN' "
           "Right's; '.' empty, '#' none; or MCGS's integers) in one of six directions as far as it goes through "
           "empty cells, leaving at least one sheep behind", "x3..|...|..o3", ("battle-sheep", "battle sheep")),
    Entry("toads-and-frogs", "strip.toads_and_frogs", "ToadsAndFrogs",
           "on a strip, Left's toads ('T') move right, Right's frogs ('F') move left, one step into an empty "
           "square ('.') or jumping one enemy", "TT..FF", ("toads and frogs", "tf", "toads")),
    Entry("generalised-toads-and-frogs", "strip.generalised_toads_and_frogs", "GeneralisedToadsAndFrogs",
           "Toads and Frogs ('T' Left's toads moving right, 'F' Right's frogs moving left, '.' empty) in which a "
           "jump crosses a row of up to j enemies; written 'j:STRIP' (the jump limit j, a colon, the strip), or "
           "'a,b,j,f:STRIP' for slides of a to b squares and, with f = 1, jumps over friends too (MCGS's order)",
           "2:TTTT..FFF", ("gen-toads-and-frogs", "generalized-toads-and-frogs")),
    Entry("toppling-dominoes", "strip.toppling_dominoes", "TopplingDominoes",
           "a row of blue ('L'), red ('R') and green ('G') dominoes; a player topples one of theirs (or a green "
           "one) left or right, and it knocks over all dominoes on that side", "LRLG", ("toppling dominoes",)),
    Entry("elephants-and-rhinos", "strip.elephants_and_rhinos", "ElephantsAndRhinos",
           "on a strip, Left's elephants ('>') move right, Right's rhinos ('<') move left, one step into an "
           "empty square ('.'); no jumps", ">>..<.<", ("elephants and rhinos", "elephants")),
    Entry("backsliding-toads-and-frogs", "strip.backsliding_toads_and_frogs", "BackslidingToadsAndFrogs",
           "Toads and Frogs ('T' Left's toads moving right, 'F' Right's frogs moving left, '.' empty) in which a "
           "creature may also step back one square into an empty one; a loopy game", "TT..FF",
           ("backsliding toads and frogs", "backsliding"), valued_by="engine", loopy=True),
    Entry("backsliding-generalised-toads-and-frogs", "strip.backsliding_generalised_toads_and_frogs",
           "BackslidingGeneralisedToadsAndFrogs",
           "generalised Toads and Frogs ('T' Left's toads moving right, 'F' Right's frogs moving left, '.' empty; "
           "a jump crosses a row of up to j enemies) in which a creature may also step back one square into an "
           "empty one; written 'j:STRIP'; a loopy game", "2:TT..FF",
           ("backsliding generalised toads and frogs", "backsliding-generalized-toads-and-frogs",
            "backsliding-gen-toads-and-frogs"), valued_by="engine", loopy=True),
    Entry("fox-and-geese", "grid.fox_and_geese", "FoxAndGeese",
           "Left moves a goose ('x') one square diagonally down the board, Right the fox ('o') one square "
           "diagonally either way, onto empty squares ('.'; '#' none); a loopy game", "x.x.|....|....|.o..",
           ("fox and geese",), valued_by="engine", loopy=True),
    Entry("snort", "graph.snort", "Snort",
           "players colour uncoloured vertices of a graph; Left's colour may not touch Right's", "path 5"),
    Entry("col", "graph.col", "Col",
           "players colour uncoloured vertices of a graph; no two adjacent vertices may share a colour", "path 5"),
    Entry("fjords", "graph.fjords", "Fjords",
           "a graph whose vertices are uncoloured or carry a label ('0-1 1-2 0:L 2:R'); a player plays a vertex "
           "with their own label: it goes, with every neighbour labelled for the opponent, and its uncoloured "
           "neighbours take the mover's label", "0-1 1-2 2-3 0:L 3:R"),
    Entry("hackenbush", "graph.hackenbush", "Hackenbush",
           "players cut edges of a graph standing on the ground: Left blue ('L'), Right red ('R'), either green "
           "('G'); edges no longer connected to the ground fall", "0-1:L 1-2:R 0-3:G", ("blue-red hackenbush",)),
    Entry("arc-kayles", "graph.arc_kayles", "ArcKayles",
           "a player picks an edge of a graph and removes both its ends with every edge touching them; "
           "whoever cannot move loses", "path 6", ("arc kayles", "arckayles"), valued_by="grundy", grundy="grundy",
           size="vertices", limit=20),
    Entry("nimstring", "graph.nimstring", "Nimstring",
           "strings-and-coins (Dots-and-Boxes) under normal play: a player cuts a string ('u-v' between coins 0, 1, "
           "... or g the ground; 'chain N', 'cycle N'; a board 'RxC h=ROWS v=ROWS' of drawn lines), must move again "
           "after completing a coin, and whoever cannot move loses", "1x2", ("nim-string",), valued_by="grundy",
           grundy="nimstring_value", size="strings", limit=22),
    Entry("partizan-arc-kayles", "graph.partizan_arc_kayles", "PartizanArcKayles",
           "Arc Kayles on coloured edges ('0-1:L 1-2:R', or a path 'LLR'): Left picks a blue ('L') or green ('G') "
           "edge, Right a red ('R') or green one, and both its ends are removed", "LLR",
           ("partizan arc kayles",), valued_by="engine", size="vertices", limit=20),
    Entry("childish-hackenbush", "graph.childish_hackenbush", "ChildishHackenbush",
           "Hackenbush (Left cuts blue edges 'L', Right red 'R', either green 'G') in which a blue or red edge may "
           "be cut only if nothing else falls", "g-1:L 1-2:R g-3:L", ("childish hackenbush",)),
    Entry("cutcake", "cake.cutcake", "Cutcake",
           "Left cuts a rectangle of cake along a vertical line, Right along a horizontal one", "3x4 2x2"),
    Entry("eatcake", "cake.eatcake", "Eatcake",
           "Left eats a whole column of a rectangle of cake, Right a whole row (a strip from the middle leaves "
           "two cakes)", "3x4 2x2"),
    Entry("maundy-cake", "cake.maundy_cake", "MaundyCake",
           "Left cuts a rectangle of cake vertically into two or more pieces of equal width, Right horizontally "
           "into pieces of equal height", "6x12 4x9", ("maundy cake", "maundycake", "maundy")),
    Entry("nim", "heap.nim", "Nim",
           "heaps of counters, written as their sizes ('3 4 5'); a player takes one or more counters from one heap",
           "3 4 5", valued_by="grundy", rule="0.[3]"),
    Entry("kayles", "heap", "HeapPosition",
           "rows of pins, written as their lengths ('3 5'); a player knocks down one pin or two adjacent pins "
           "(the octal game 0.77)", "3 5", valued_by="grundy", rule="0.77", size="heap", limit=20_000),
    Entry("dawsons-kayles", "heap", "HeapPosition",
           "rows of pins, written as their lengths ('4 6'); a player knocks down two adjacent pins "
           "(the octal game 0.07)", "4 6", ("dawson's kayles",), valued_by="grundy", rule="0.07", size="heap",
           limit=20_000),
    Entry("grundys-game", "heap", "HeapPosition",
           "heaps of counters, written as their sizes ('7 5'); a player splits one heap into two heaps of "
           "different sizes", "7 5", ("grundy", "grundy's game"), valued_by="grundy", rule="grundy", size="heap",
           limit=20_000),
    Entry("welter", "heap.welter", "Welter",
           "glasses holding distinct numbers of balls, written as the numbers ('1 3 6 10'); a player takes "
           "balls from one glass, and the numbers must stay distinct", "1 3 6 10",
           ("welter's game", "welters-game", "glasses", "glasses game"), valued_by="grundy"),
    Entry("fibonacci-nim", "heap.fibonacci_nim", "FibonacciNim",
           "one heap of counters, written as its size ('10'; 'n:m' when at most m may be taken); the first "
           "player takes 1 to n-1 counters, then each player takes at least one and at most twice the "
           "opponent's last take", "10", ("fibonacci nim",), valued_by="grundy", size="heap", limit=2_000),
    Entry("mem0", "heap.mem", "Mem0",
           "heaps of tokens, written n (untouched) or n_k (k tokens were taken from it last), such as '5 3_2'; "
           "a player takes tokens from one heap, but not the number last taken from that heap",
           "5 3_2", ("mem-0", "short local nim", "short-local-nim"), valued_by="grundy", size="heap",
           limit=2_000),
    Entry("mem", "heap.mem", "Mem",
           "heaps of tokens, written n (untouched) or n_k (k tokens were taken from it last), such as '5 3_2'; "
           "a player takes from one heap at least as many tokens as were last taken from that heap",
           "5 3_2", ("mem game",), valued_by="grundy", size="heap", limit=2_000),
    Entry("take-away", "heap.mem", "TakeAway",
           "heaps of tokens, written n (untouched) or n_k (k tokens were taken from it last) after the ratio r and "
           "a colon, such as '3:10_1 5'; a player takes from one heap at most r times the number last taken from "
           "it (any number from an untouched heap)", "3:10_1 5", ("takeaway", "take away"), valued_by="grundy",
           size="heap", limit=2_000),
    Entry("penny-game", "heap.penny", "Penny",
           "rows of pennies, written as their lengths in order ('9 18 34'); a player takes one or more pennies "
           "from one row, and whoever takes the last penny loses (misère Nim)", "1 2 3 4",
           ("penny", "the penny game"), valued_by="grundy", grundy="misere_value"),
    Entry("fair-shares-and-varied-pairs", "heap.fair_shares", "FairSharesAndVariedPairs",
           "heaps of beans, written as their sizes ('6' or '2 4'); a player divides one heap into two or more "
           "equal heaps, or unites two heaps of different sizes; a loopy game", "6",
           ("fair shares and varied pairs", "fair-shares"), valued_by="grundy", loopy=True),
    Entry("flipping-coins", "coins.flipping_coins", "FlippingCoins",
           "a row of coins, '1' heads and '0' tails; Left turns two heads to tails, Right a tail and a head to "
           "its right over", "0101", ("flipping coins",), valued_by="engine", size="coins", limit=16),
    Entry("counterfeit-coins", "coins.aequitas", "CoinPosition",
           "players weigh coins for an Observer, each weighing telling it something new about which coin is "
           "counterfeit; written as the paper's game ('F(6)', 'FM+(5)', 'D(2, 3)') or the counts by keyword",
           "FM(5)", ("aequitas", "æquitas", "counterfeit coins", "counterfeit coin games"), valued_by="grundy",
           grundy="value", size="suspects", limit=100),
    Entry("wythoff", "heap.wythoff", "Wythoff",
           "two heaps of counters, written as their sizes ('3 5'); a player takes counters from one heap, or the "
           "same number from both", "3 5", ("wythoff's game", "wythoffs-game", "corner the queen"),
           valued_by="grundy", size="heap", limit=2_000),
    Entry("partizan-euclid", "heap.partizan_euclid", "PartizanEuclid",
           "a pair of numbers, written in order ('8 3'); unless q is 0 or divides p, Left moves from (p, q) to "
           "(q, p mod q) and Right to (q, q - p mod q)", "8 7", ("partizan euclid",), valued_by="engine"),
    Entry("turning-turtles", "coins.turning", "TurningTurtles", "a row of coins, 'H' heads and 'T' tails; a "
           "player turns a head to tails, and perhaps one coin to its left", "THHTH", ("turning turtles",),
           valued_by="grundy", size="coins", limit=100_000),
    Entry("mock-turtles", "coins.turning", "MockTurtles", "a row of coins, 'H' heads and 'T' tails; a player "
           "turns a head to tails, and perhaps one or two coins to its left", "THHTH", ("mock turtles",),
           valued_by="grundy", size="coins", limit=100_000),
    Entry("ruler", "coins.turning", "Ruler", "a row of coins, 'H' heads and 'T' tails; a player turns a head to "
           "tails, and perhaps a run of coins just to its left", "THHTH", valued_by="grundy", size="coins",
           limit=100_000),
    Entry("twins", "coins.turning", "Twins", "a row of coins, 'H' heads and 'T' tails; a player turns a head to "
           "tails and one coin to its left", "THHTH", valued_by="grundy", size="coins", limit=100_000),
)

#: How the command line measures a position of a ruleset valued without the keyed search
#: (Entry.size): a name, what it measures, and the measure.
SIZES: dict[str, tuple[str, Callable[[Any], int]]] = {
    "heap": ("its largest heap", lambda p: max(p.heaps, default=0)),
    "coins": ("coins in the row", lambda p: len(p.coins)),
    "suspects": ("coins under suspicion", lambda p: p.suspects),
    "vertices": ("vertices in the graph", lambda p: p.vertex_count),
    "strings": ("strings in the position", lambda p: p.string_count),
}
