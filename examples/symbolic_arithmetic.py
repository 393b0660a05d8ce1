"""Symbolic arithmetic with games: exact sums, the partial order, ordinal sums.

Games are values like numbers: they add, negate and compare, always exactly
and always in canonical form. This script shows the arithmetic of a few
classic values and checks some identities of the theory by computation.

Run:  python3 examples/symbolic_arithmetic.py
"""

from fractions import Fraction

from cgtalg import DOWN, STAR, UP, Game, compare, nimber, number, ordinal_sum, outcome, parse, switch, tiny


def show(label: str, g: Game) -> None:
    print(f"  {label:<28} = {str(g):<18} outcome {outcome(g)}")


def main() -> None:
    print("Sums of infinitesimals:")
    show("^ + ^", UP + UP)
    show("^ + *", UP + STAR)
    show("^ + ^ + *", UP + UP + STAR)
    show("*2 + *3", nimber(2) + nimber(3))
    show("{0|^} (double up star)", Game([0], [UP]))

    print("\nNumbers stay exact dyadic rationals:")
    half = parse("{0|1}")
    show("{0|1}", half)
    show("{0|1} + {0|1}", half + half)
    show("3/8 - 5/4", number(Fraction(3, 8)) - Fraction(5, 4))

    print("\nHot games (switches) and their sums:")
    show("+-1", switch(1))
    show("+-1 + +-1", switch(1) + switch(1))
    show("{2|-1} = 1/2 +-3/2", parse("{2|-1}"))
    show("{2|-1} + 1/2", parse("{2|-1}") + Fraction(1, 2))

    print("\nThe partial order:")
    for a, b in [(UP, STAR), (UP, 0), (UP, Fraction(1, 1024)), (tiny(1), UP), (DOWN + STAR, 0)]:
        print(f"  {str(a):>10}  {compare(a, b).value:<2}  {b}")

    print("\nOrdinal sums (G : H, where H's moves come after G's are spent):")
    show("1 : 1", ordinal_sum(1, 1))
    show("1 : -1", ordinal_sum(1, -1))
    show("* : 1", ordinal_sum(STAR, 1))

    # Identities checked by computation, not trusted:
    assert UP + DOWN == 0 and STAR + STAR == 0            # G + (-G) = 0
    assert compare(UP, STAR).value == "||"                # ^ and * are confused
    assert UP + UP + STAR > 0 and not (UP + STAR > 0)     # ^^* is positive, ^* is fuzzy
    assert 0 < UP < Fraction(1, 2**20)                    # up is positive but below every positive number
    assert tiny(1) < UP                                   # tiny is smaller still
    assert half + half == 1 and ordinal_sum(1, -1) == half
    assert nimber(2) + nimber(3) == nimber(1)             # nim-sum: 2 XOR 3 = 1
    assert switch(1) + switch(1) == 0
    print("\nAll identities hold.")


if __name__ == "__main__":
    main()
