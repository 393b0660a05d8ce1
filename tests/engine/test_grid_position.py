"""Grid positions made by ``_from_text``: the class's packed forms found once, the hash made when asked.

:func:`cgtalg.rulesets.grid._new_position` reads which packed forms a class
uses (or that it has its own constructor) from a table filled once per class,
and :func:`~cgtalg.rulesets.grid._fill` leaves ``_hash`` at -1 for
:meth:`KeyedPosition.__hash__` to compute. The references: the constructor's
position (``cls(board)``) and ``hash((class name, key))`` written out.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.engine.grid_position import _class_packed, _new_position


def _boards(h: int, w: int):
    for cells in itertools.product(".#", repeat=h * w):
        yield "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))


def test_from_text_is_the_constructor_with_the_hash_of_its_key() -> None:
    for h, w in ((1, 3), (2, 2), (2, 3), (3, 3)):
        for board in _boards(h, w):
            made = Domineering._from_text(board)
            built = Domineering(board)
            assert made == built and made.key() == built.key(), board
            assert (made.layers, made.height, made.width) == (built.layers, built.height, built.width), board
            assert hash(made) == hash(("Domineering", built.key())) == hash(built), board
            assert hash(made) == hash(made)  # remembered: the same on the second call


def test_positions_hash_as_their_keys_in_sets_and_dicts() -> None:
    boards = ["..|..", "#..|...", "...|#..", ".|.", "..", ".#|##"]
    made = {Domineering._from_text(b) for b in boards} | {Domineering(b) for b in boards}
    assert len(made) == len({Domineering(b).key() for b in boards})
    cache: dict = {}
    assert value(Domineering._from_text("..|..|.."), cache=cache) == value(Domineering("..|..|.."))
    assert Domineering("..|..|..") in cache


def test_a_subclass_with_its_own_constructor_takes_it() -> None:
    calls = []

    class Counted(Domineering):
        __slots__ = ()

        def __init__(self, board):
            calls.append(board)
            super().__init__(board)

    p = _new_position(Counted, "..|..")
    assert calls == ["..|.."] and _class_packed(Counted) is False
    assert type(p) is Counted and p.key() == Domineering("..|..").key()
    assert _class_packed(Domineering) is Domineering.rules.packed
    assert _new_position(Counted, "...") == Counted("...") and calls[-2:] == ["...", "..."]


def test_bad_text_still_raises_the_constructors_errors() -> None:
    dom = get("domineering")
    with pytest.raises(InputValueError, match="ragged|row"):
        dom.parse("..|.")
    with pytest.raises(InputValueError, match="unknown character"):
        dom.parse("..|.q")
    with pytest.raises(InputTypeError):
        dom.parse(12)
    with pytest.raises(InputValueError, match="unknown character"):
        get("clobber").parse("xq")
    assert Clobber._from_text("xo|ox") == Clobber("xo|ox")
