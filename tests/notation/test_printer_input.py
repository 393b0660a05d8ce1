"""The printers refuse what is not a Game with InputTypeError (they raised AttributeError).

Found while documenting cgtalg.notation: ``to_string("x")``, ``to_latex(3)``,
``uptimal_parts(None)`` and the rest failed deep inside with
``AttributeError: 'str' object has no attribute 'is_number_up_star'``, against
the library's policy for bad input (see cgtalg/errors.py).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.errors import InputTypeError
from cgtalg.notation.latex import to_latex
from cgtalg.notation.printer import Spelling, display_order, iter_text, render, to_string
from cgtalg.notation.uptimal import uptimal_parts

CALLS = {
    "to_string()": to_string,
    "to_latex()": to_latex,
    "render()": lambda g: render(g, Spelling()),
    "iter_text()": lambda g: list(iter_text(g)),
    "display_order()": lambda g: display_order([parse("1"), g]),
    "uptimal_parts()": uptimal_parts,
}


@pytest.mark.parametrize("name", CALLS)
@pytest.mark.parametrize("bad", ["{1|*}", 3, Fraction(1, 2), None])
def test_a_printer_names_the_type_it_wants(name, bad):
    with pytest.raises(InputTypeError, match=f"^{name.replace('(', '[(]').replace(')', '[)]')} takes a Game, not {type(bad).__name__}$"):
        CALLS[name](bad)


def test_games_still_print():
    g = parse("{2|{1|0}}")
    assert to_string(g) == render(g, Spelling()) == "".join(iter_text(g)) == "{2||1|0}"
    assert to_latex(parse("^")) == "\\uparrow"
    assert [str(o) for o in display_order([parse("1"), parse("0")])] == ["0", "1"]
    assert uptimal_parts(parse("^^")) is None
