"""The Penny Game (Swanson 1999): how many pennies should Brian put in the fourth row?

Rows of 9, 18 and 34 pennies; Adam moves first; taking the last penny loses.
Brian wants a fourth row that leaves Adam, to move, in a lost position.
"""

from cgtalg import Outcome
from cgtalg.impartial import bouton_misere_outcome, misere_outcome
from cgtalg.rulesets.heap import nim_winning_moves
from cgtalg.rulesets.heap import Penny, completing_row

rows = [9, 18, 34]
n = completing_row(rows)
print(f"rows {rows}: put {n} pennies in the fourth row ({' ^ '.join(map(str, rows))} = {n})")
print("Adam to move from", rows + [n], "->", bouton_misere_outcome(rows + [n]))

# A smaller game, explored move by move, shows the rule at work.
small = [1, 2]
last = completing_row(small)
explored = [k for k in range(8) if misere_outcome(Penny(*small, k)) is Outcome.P]
print(f"rows {small}: completing row {last}; by exploring every move: {explored}")
assert explored == [last]

# How Brian keeps winning: after Adam takes 5 from the 34-row, answer by Bouton's rule.
after_adam = [9, 18, 29, n]
print("Adam leaves", after_adam, "; Brian answers", nim_winning_moves(after_adam, misere=True), "(row, new size)")
