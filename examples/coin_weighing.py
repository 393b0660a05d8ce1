"""Counterfeit-coin games: winning lines, weighing by weighing, in words.

Two players who both know which coin is the counterfeit take turns weighing
coins on a balance; each weighing must tell a watching Observer something new.
This prints:

1. a find-identify game on 7 coins, a loss for the first player, played out;
2. the find game on 9 coins, which the first player wins at once;
3. two games played side by side (a player weighs on one table per turn):
   the Grundy values nim-add, and the winning weighing is found from them.

Run:  python3 examples/coin_weighing.py
"""

from cgtalg.rulesets.coins.aequitas import D, F, FI, value, winning_line


def show(title: str, lines: list[str]) -> None:
    print(title)
    for line in lines:
        print("  " + line)
    print()


def main() -> None:
    show("1. Seven unknown coins; the Observer must find the counterfeit and say if it is heavier.",
         winning_line(FI(7)))
    show("2. Nine unknown coins; the Observer need only find it.", winning_line(F(9)))

    tables = {"F(5)": F(5), "D(4,3)": D(4, 3)}
    values = {name: value(p) for name, p in tables.items()}
    total = 0
    for v in values.values():
        total ^= v
    print("3. Two tables at once: " + ", ".join(f"G({n}) = {v}" for n, v in values.items())
          + f"; nim-sum {total}, so the {'first' if total else 'second'} player wins.")
    for name, p in tables.items():
        target = values[name] ^ total
        if target >= values[name]:
            continue
        move = next(m for m in p.moves() if value(m.after) == target)
        print(f"   Winning move, on table {name} (value {values[name]} -> {target}):")
        print(f"   {move.describe()}")
        break


if __name__ == "__main__":
    main()
