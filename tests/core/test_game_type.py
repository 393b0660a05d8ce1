"""The hooks of the Game type: ``install``, the one way the layers above register with the core."""

from __future__ import annotations

import warnings

import pytest

from cgtalg import STAR, UP
from cgtalg.core import game, game_type, store
from cgtalg.core.game_type import Engine, install
from cgtalg.errors import InputTypeError


def test_the_store_names_the_same_install() -> None:
    assert store.install is install and store.Game is game_type.Game


def test_install_refuses_what_is_not_a_hook() -> None:
    with pytest.raises(InputTypeError, match="engine must be an Engine"):
        install(engine=object())  # type: ignore[arg-type]
    with pytest.raises(InputTypeError, match="to_string must be callable"):
        install(to_string="str")  # type: ignore[arg-type]
    assert str(UP + STAR) == "^*"  # nothing was changed


def test_an_engine_not_installed_is_named() -> None:
    installed = game._CoreEngine()
    install(engine=Engine())
    try:
        with pytest.raises(RuntimeError, match="has not installed the engine"):
            UP + STAR
        with pytest.raises(RuntimeError, match="has not installed the engine"):
            game_type.Game([0], [0])
    finally:
        install(engine=installed)
    assert str(UP + STAR) == "^*" and game_type.Game([0], [0]) is STAR


def test_a_notation_hook_not_installed_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(game_type._notation, "to_string")
    with pytest.raises(RuntimeError, match="has not installed to_string"):
        str(UP)


def test_register_notation_still_installs_with_a_warning() -> None:
    hooks = dict(game_type._notation)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        store.register_notation(to_string=hooks["to_string"], to_latex=hooks["to_latex"], parse=hooks["parse"])
    assert [w.category for w in caught] == [DeprecationWarning]
    assert game_type._notation == hooks and str(UP) == "^"
