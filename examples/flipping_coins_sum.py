"""Who wins and how? A sum of three flipping-coins positions, Left to move.

Bonato, Huggan and Nowakowski end their paper on flipping coins with this
kind of question; the three positions of their puzzle were lost from the
copy we have, so here is one of the same shape: Left, moving first, has
exactly one winning move, and her best moves in the other two rows lose.

Run:  python3 examples/flipping_coins_sum.py
"""

from fractions import Fraction

from cgtalg.analysis.flipping_coins import best_left_move, coins_value, decompose, winning_moves

ROWS = ["01011111", "111000111", "00101111"]


def main() -> None:
    values = [coins_value(row) for row in ROWS]
    total = sum(values, Fraction(0))
    for row, value in zip(ROWS, values):
        d = decompose(row)
        print(f"{row:>10}  reduced {d.reduced:<9}  {str(d):<16}  = {value}")
    print(f"{'sum':>10}  {total}  ->  {'Left' if total > 0 else 'Right' if total < 0 else 'the second player'} wins")

    moves = winning_moves(ROWS, "L")
    print("\nLeft moving first, her winning moves:")
    for m in moves:
        print(f"  in row {m.component + 1}: {m.before} -> {m.after or '(empty)'}; the sum becomes {m.total}")
    for i, row in enumerate(ROWS):
        if all(m.component != i for m in moves):
            best = best_left_move(row)
            after = total - values[i] + coins_value(best)
            print(f"  her best move in row {i + 1}, {row} -> {best}, leaves {after} < 0: she loses")

    right = winning_moves(ROWS, "R")
    print(f"\nRight moving first has {len(right)} winning move(s): the sum is positive.")


if __name__ == "__main__":
    main()
