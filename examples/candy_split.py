"""The candy-splitting puzzle of the blog post "Onto The Nimbers", solved with nim-addition.

Patrick adds in binary without carrying: he adds nimbers. Sean must split
the candies into two non-empty piles that Patrick finds equal. Two piles
have equal nim-sums exactly when the nim-sum of all the candies is 0, and
then *every* split works, so Sean hands over only the smallest candy.

Usage: python examples/candy_split.py [candy values...]
"""

import sys
from itertools import combinations

from cgtalg.impartial import nim_sum


def sean_keeps(candies):
    """Sean's largest fair pile, or None when no split keeps Patrick happy."""
    if len(candies) < 2 or nim_sum(*candies) != 0:
        return None
    return sum(candies) - min(candies)


def by_trying_every_split(candies):
    best = None
    for r in range(1, len(candies)):
        for mine in combinations(range(len(candies)), r):
            pile = [candies[i] for i in mine]
            rest = [candies[i] for i in range(len(candies)) if i not in mine]
            if nim_sum(*pile) == nim_sum(*rest):
                best = max(best or 0, sum(pile))
    return best


def main(argv):
    bags = [[int(a) for a in argv]] if argv else [[3, 4, 7], [2, 3, 4], [1, 2, 3, 4, 5, 6, 7], [13, 6, 11]]
    for bag in bags:
        answer = sean_keeps(bag)
        assert answer == by_trying_every_split(bag)
        verdict = "no fair split" if answer is None else f"Sean keeps {answer}"
        print(f"candies {bag}: nim-sum {nim_sum(*bag)}, {verdict}")


if __name__ == "__main__":
    main(sys.argv[1:])
