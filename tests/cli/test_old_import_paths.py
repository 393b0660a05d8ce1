"""The pictures and the command line's text keep working from their old import paths, with a warning."""

from __future__ import annotations

import importlib

import pytest

#: (old module, name there, new module, name there)
MOVED = [
    ("cgtalg.rulesets.svg", "grid_svg", "cgtalg.pictures.positions", "grid_svg"),
    ("cgtalg.rulesets.svg", "hackenbush_svg", "cgtalg.pictures.positions", "hackenbush_svg"),
    ("cgtalg.analysis.thermograph_picture", "thermograph_svg", "cgtalg.pictures.thermograph", "thermograph_svg"),
    ("cgtalg.analysis.thermograph_picture", "thermograph_plot", "cgtalg.pictures.thermograph", "thermograph_plot"),
    ("cgtalg.analysis.thermograph_picture", "wall_polylines", "cgtalg.pictures.thermograph", "wall_polylines"),
    ("cgtalg.analysis.thermograph_picture", "thermograph_command", "cgtalg.cli.thermograph", "thermograph_command"),
    ("cgtalg.analysis.summary", "analysis_text", "cgtalg.cli.value", "analysis_text"),
    ("cgtalg.analysis.summary", "analysis_json", "cgtalg.cli.value", "analysis_json"),
    ("cgtalg.analysis.octal", "octal_report", "cgtalg.cli.octal", "octal_report"),
    ("cgtalg.analysis.octal", "ProgressLine", "cgtalg.cli.progress", "ProgressLine"),
    ("cgtalg.analysis.octal", "plot_nim_sequence", "cgtalg.pictures.nim_sequence", "plot_nim_sequence"),
    ("cgtalg.rulesets.registry", "report", "cgtalg.cli.value", "ruleset_report"),
    ("cgtalg.analysis.misere_quotient_report", "misere_quotient_report", "cgtalg.cli.misere_quotient",
     "misere_quotient_report"),
]


@pytest.mark.parametrize("old, name, new, new_name", MOVED)
def test_an_old_name_warns_and_is_the_new_object(old: str, name: str, new: str, new_name: str) -> None:
    module = importlib.import_module(old)
    with pytest.warns(DeprecationWarning, match=f"{old}.{name} has moved: import .* from {new}"):
        value = getattr(module, name)
    assert value is getattr(importlib.import_module(new), new_name)


def test_what_stays_in_analysis_and_rulesets_does_not_warn() -> None:
    import warnings

    from cgtalg import parse

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        from cgtalg.analysis.summary import analyse
        from cgtalg.rulesets.registry import value_of_text

        assert analyse(parse("^"))["atomic_weight"] == "1"
        assert str(value_of_text("domineering", "..|..")[2]) == "+-1"


def test_an_unknown_name_of_an_old_module_is_an_attribute_error() -> None:
    import cgtalg.analysis.octal as old

    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        old.nothing  # noqa: B018
