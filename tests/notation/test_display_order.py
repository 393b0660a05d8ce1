"""Options print in an order that depends on the games only, not on the order they were made in."""

from __future__ import annotations

import os
import subprocess
import sys

from cgtalg import ZERO, Game, switch
from cgtalg.notation.printer import display_order

SCRIPT = """
from cgtalg import Game, switch
made = [lambda: Game([1], [0]), lambda: Game([2], [-1]), lambda: switch(1), lambda: switch(2)]
order = {order}
games = [made[i]() for i in order]
print(Game([switch(1), switch(2)], [-5]))
print(Game([Game([2], [-1]), Game([1], [0])], [-5]))
print(Game([Game([1], [0]), Game([2], [-1]), switch(1), switch(2), 0], [9]))
"""


def run(order: list[int]) -> str:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT.format(order=order)], capture_output=True, text=True, check=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    )
    return out.stdout


def test_printed_order_does_not_depend_on_creation_order() -> None:
    first = run([0, 1, 2, 3])
    assert first == run([3, 2, 1, 0]) == run([1, 3, 0, 2])
    assert first.splitlines()[:2] == ["{+-1,+-2|-5}", "{{1|0},{2|-1}|-5}"]


def test_display_order_puts_values_first_then_by_height_and_options() -> None:
    # +-1 = {1|-1} before {1|0}: same Left option, smaller Right option.
    a, b = Game([1], [0]), Game([2], [-1])
    deep = Game([a], [-3])
    assert display_order([deep, b, switch(2), ZERO, a, switch(1)]) == [ZERO, switch(1), a, switch(2), b, deep]
