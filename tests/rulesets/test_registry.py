"""The ruleset registry, position texts, pictures, the command line, and bad input."""

import json

import pytest

from cgtalg import cache_info, clear_caches, outcome, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get, names

from ..cli_runner import run_cli


def test_every_registered_ruleset_reads_values_and_prints_its_example():
    for name in names():
        rs = get(name)
        pos = rs.parse(rs.example)
        again = rs.parse(rs.format(pos))
        assert again == pos, name
        g = rs.value(pos)
        assert g == value(pos) and rs.outcome(pos) == outcome(g), name
        assert rs.svg(pos).startswith("<svg") and rs.svg(pos).endswith("</svg>"), name


def test_names_and_aliases():
    assert get("Toads and Frogs") is get("toads_and_frogs") is get("TF")
    assert get("dom").name == "domineering"
    with pytest.raises(InputValueError, match="did you mean 'clobber'"):
        get("clober")
    with pytest.raises(InputTypeError):
        get(3)


def test_impartial_variants_have_impartial_values():
    for name in ("domineering", "clobber", "fission", "konane"):
        rs = get(name).impartial()
        assert rs.name == ("cram" if name == "domineering" else "impartial " + name)
        pos = rs.parse(get(name).example)
        g = rs.value(pos)
        assert g.is_impartial, name
        # Both players have every move of the partizan game, and nothing else.
        partizan = get(name).parse(get(name).example)
        assert len(pos.left_options()) == len(partizan.left_options()) + len(partizan.right_options())


@pytest.mark.parametrize("name, text, message", [
    ("domineering", "...|..", "ragged domineering board: row 1 has 2 cells but row 0 has 3"),
    ("domineering", "..*", "unknown character '*' in domineering board (row 0, column 2)"),
    ("clobber", "xo|oz", "unknown character 'z' in clobber board (row 1, column 1)"),
    ("snort", "0-1 1-4 v=3", "edge 1-4 names vertex 4, but the graph has vertices 0..2"),
    ("snort", "0-1 1:B", "tint '1:B' of the snort graph"),
    ("col", "0-1 1:L 1:R", "vertex 1 of the col graph is tinted twice"),
    ("col", "0-0", "edge 0-0 is a loop"),
    ("snort", "cycle 2", "a cycle needs at least 3 vertices"),
    ("hackenbush", "g-1:Q", "edge 'g-1:Q' has colour 'Q'"),
    ("toads-and-frogs", "T.X", "unknown character 'X' in toads-and-frogs position (cell 2)"),
    ("cutcake", "3y4", "a cake is written RxC"),
])
def test_bad_input_is_named(name, text, message):
    with pytest.raises(InputValueError) as info:
        get(name).parse(text)
    assert message in str(info.value)


def test_cli_values_a_ruleset_position():
    status, text, _ = run_cli("value", "--ruleset", "domineering", "....|....|....|....")
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "domineering ....|....|....|...."
    assert lines[1] == "value: +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"  # as CGSuite prints 4x4 Domineering
    assert lines[2] == "outcome: N (the first player wins)"
    status, text, _ = run_cli("value", "--ruleset", "snort", "path", "3", "-v")
    assert status == 0
    assert text.splitlines()[1:4] == ["value: +-2", "outcome: N (the first player wins)",
                                                "stops: left 2, right -2"]


def test_cli_analyses_a_ruleset_position():
    # Domineering 2x3 is the switch {2|-1/2}: mean (2 + -1/2)/2 = 3/4, temperature (2 - -1/2)/2 = 5/4
    # (Lessons in Play, ch. 6: a switch {a|b} of numbers a > b has mean (a+b)/2, temperature (a-b)/2).
    status, text, _ = run_cli("value", "--ruleset", "domineering", "...|...", "--analyse")
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "domineering ...|..."
    fields = {line.split(":", 1)[0]: line.split(":", 1)[1].strip() for line in lines[1:]}
    assert fields["outcome"].startswith("N ")
    assert fields["value"] == "{2|-1/2}"
    assert fields["mean"] == "3/4" and fields["temperature"] == "5/4"
    status, text, _ = run_cli("value", "--ruleset", "snort", "path", "3", "--json")
    assert status == 0
    record = json.loads(text)
    assert record["ruleset"] == "snort" and record["outcome"] == "N"
    assert (record["value"], record["mean"], record["temperature"]) == ("+-2", "0", "2")


def test_cli_refuses_bad_positions_as_user_errors():
    status, _, err = run_cli("value", "--ruleset", "domineering", "..|.")
    assert status == 2 and "ragged domineering board" in err


def test_the_value_tables_are_bounded_shared_caches():
    clear_caches()
    before = value(get("domineering").parse("...|...|..."))
    info = cache_info()
    assert info["domineering values"]["size"] > 0 and info["domineering values"]["maxsize"] > 0
    # Domineering's boards are normalised by the packed route (GridRules.packed_keys): their
    # region forms are kept in the packed-forms table.
    assert info["domineering packed forms"]["size"] > 0
    clear_caches()
    assert cache_info()["domineering values"]["size"] == 0
    assert value(get("domineering").parse("...|...|...")) == before   # recomputed alike


def test_cli_refuses_positions_too_large_to_value_quickly():
    status, _, err = run_cli("value", "--ruleset", "domineering", "|".join(["......"] * 6))
    assert status == 2 and "has size 36" in err and "at most 30" in err


# -- the fast paths of get() and Ruleset.parse, each against the general path ---------------------


def _slow_get(name):
    """get() without its look-up of registered spellings: normalise, then the entry's one Ruleset."""
    from cgtalg.rulesets import registry

    wanted = "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())
    entry = registry._ALIASES.get(name) or registry._ALIASES.get(wanted)
    return registry._loaded[entry.name]


def test_get_answers_every_spelling_as_the_slow_resolution_does():
    from cgtalg.rulesets import registry

    spellings = []
    for e in registry._ENTRIES:
        for n in (e.name,) + e.aliases:
            spellings += [n, n.upper(), n.replace("-", "_"), n.replace("-", " "), f"  {n.title()} ", n + "\t"]
    for n in spellings:
        first = get(n)
        assert first is _slow_get(n), n
        assert get(n) is first, n  # the second call (the one-look-up path when n is registered) agrees
        assert first.name == registry._ALIASES[
            "-".join(n.strip().lower().replace("_", " ").replace("-", " ").split())].name, n
    # Only registered spellings are kept (bounded by the aliases, whatever spellings users try).
    assert set(registry._RESOLVED) <= set(registry._ALIASES)
    assert all(registry._RESOLVED[n] is _slow_get(n) for n in registry._RESOLVED)


def test_get_refuses_as_before_after_names_were_looked_up():
    for name in names():
        get(name)
    with pytest.raises(InputValueError, match=r"unknown ruleset 'dominering'; did you mean 'domineering'\?"):
        get("dominering")
    with pytest.raises(InputTypeError, match="a ruleset name"):
        get(["domineering"])
    with pytest.raises(InputTypeError):
        get(None)

    class Name(str):
        pass

    assert get(Name("dom")) is get("domineering")  # a str subclass takes the general path


def test_parse_fast_path_matches_the_checked_path():
    from cgtalg.rulesets.registry import Ruleset

    class Text(str):
        pass

    for name in names():
        loaded = get(name)
        loaded.position  # noqa: B018 - the class imported: parse takes its fast path
        for text in (loaded.example, loaded.format(loaded.parse(loaded.example))):
            fresh = Ruleset(loaded.entry)  # class not imported yet: parse checks the text, then imports
            a, b, c = loaded.parse(text), fresh.parse(text), loaded.parse(Text(text))
            assert type(a) is type(b) is type(c) is loaded.position, name
            assert a == b == c and loaded.format(a) == loaded.format(b), name
        for bad in (3, None, b"..", ["x"]):
            with pytest.raises(InputTypeError) as fast:
                loaded.parse(bad)
            with pytest.raises(InputTypeError) as slow:
                Ruleset(loaded.entry).parse(bad)
            assert str(fast.value) == str(slow.value), name
            assert f"a {name} position" in str(fast.value)
