"""The glasses game of the Q&A thread "Game to maintain distinct number of balls in glasses".

n glasses hold n+1, ..., 2n balls.

Prints the Grundy value of each start (by the fast Welter function and by
the corrected binary recursion) and the first player's winning moves.
"""

from cgtalg.impartial import grundy
from cgtalg.rulesets.heap.welter import glasses_start, start_value, welter, welter_winning_moves

for n in range(1, 13):
    start = glasses_start(n)
    value = welter(start.coins)
    assert value == start_value(n)
    if n <= 5:
        assert value == grundy(start, shortcuts=False)  # every move explored
    moves = ", ".join(f"{a}->{b}" for a, b in welter_winning_moves(start.coins))
    print(f"n = {n:2d}: glasses {start.coins[0]}..{start.coins[-1]}, value {value:3d}, winning moves {moves}")

big = 10**5
print(f"n = {big}: value {start_value(big)} (recursion), {welter(range(big + 1, 2 * big + 1))} (mating method)")
