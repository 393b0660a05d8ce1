"""The ruleset registry, position texts, pictures, the command line, and bad input."""

import json

import pytest

from cgtalg import cache_info, clear_caches, nimber, outcome, value
from cgtalg.impartial import misere_grundy
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get, names

from ..cli_runner import run_cli


def test_every_registered_ruleset_reads_values_and_prints_its_example():
    for name in names():
        rs = get(name)
        pos = rs.parse(rs.example)
        again = rs.parse(rs.format(pos))
        assert again == pos, name
        if rs.is_loopy:
            # Play can cycle: the outcome has draws (tests/rulesets/test_registry_loopy.py checks the values).
            from cgtalg.engine.loopy_position import loopy_outcome

            assert rs.outcome(pos) == loopy_outcome(pos), name
            assert rs.svg(pos).startswith("<svg"), name
            continue
        g = rs.value(pos)
        # The Penny Game is played misère: its value is the nimber of its misère Grundy value.
        expected = nimber(misere_grundy(pos)) if name == "penny-game" else value(pos)
        assert g == expected and rs.outcome(pos) == outcome(g), name
        if rs.has_picture:
            assert rs.svg(pos).startswith("<svg") and rs.svg(pos).endswith("</svg>"), name
        else:
            with pytest.raises(InputValueError, match="no picture"):
                rs.svg(pos)


def test_the_registry_names_every_ruleset_of_the_package():
    assert {"nim", "kayles", "dawsons-kayles", "grundys-game", "welter", "penny-game", "flipping-coins",
            "counterfeit-coins", "cutcake", "domineering"} <= set(names())
    assert all(n == "-".join(n.split()) and n == n.lower() for n in names())  # kebab case
    assert get("Dawson's Kayles") is get("dawsons-kayles")
    assert get("Grundy's game") is get("grundy") is get("grundys-game")
    assert get("Æquitas") is get("aequitas") is get("counterfeit-coins")
    with pytest.raises(InputValueError, match="did you mean 'kayles'"):
        get("kayels")


def test_heap_games_read_heap_sizes_and_are_valued_by_their_grundy_values():
    from cgtalg.impartial import grundy
    from cgtalg.rulesets.heap import DAWSONS_KAYLES, KAYLES, GrundysGame, Nim

    kayles = get("kayles")
    pos = kayles.parse("3 5")
    assert pos == KAYLES.position(3, 5) and kayles.format(pos) == "3 5"
    assert kayles.parse("5, 0 3") == pos and kayles.format(kayles.parse("")) == "0"
    for rs, rule in ((kayles, KAYLES), (get("dawsons-kayles"), DAWSONS_KAYLES), (get("grundys-game"), GrundysGame())):
        for heaps in ((), (1,), (2, 2), (3, 4, 7), (9,), (12, 5)):
            p = rule.position(*heaps)
            g = grundy(p)  # exploring the moves, the reference
            assert rs.grundy(p) == g and rs.value(p) == nimber(g) == value(p), (rs.name, heaps)
            assert str(rs.outcome(p)) == ("N" if g else "P")
    assert get("nim").parse("3 4 5") == Nim(3, 4, 5) and get("nim").grundy("3 4 5") == 2
    assert get("kayles").impartial() is get("kayles") and get("welter").impartial() is get("welter")
    with pytest.raises(InputTypeError, match="expected a kayles position, got a position of 0.07"):
        kayles.value(DAWSONS_KAYLES.position(3))
    with pytest.raises(InputValueError, match="a heap size is a whole number"):
        kayles.parse("3 -5")
    with pytest.raises(InputValueError, match="partizan"):
        get("domineering").grundy("..")


def test_any_take_and_break_code_and_subtraction_game_is_a_ruleset():
    from cgtalg.impartial import grundy
    from cgtalg.rulesets.heap import HeapPosition, Subtraction, TakeAndBreak

    assert get("0.137") is get("octal 0.137") is get("take-and-break 0.137") is get(" 0.1370 ")
    assert get("0.77") is get("kayles") and get("0.07") is get("dawsons-kayles") and get("0.[3]") is get("nim")
    assert get("S(1,3,4)") is get("subtraction 1 3 4") is get("subtraction 1,3,4") is get("s(1, 3, 4)")
    assert get("S(all but 1,2)") is get("subtraction all but 1 2")
    assert get("S(all but)") is get("nim")  # every number may be taken
    for name, rule in (("0.137", TakeAndBreak("0.137")), ("4.7", TakeAndBreak("4.7")), ("0.f", TakeAndBreak("0.f")),
                       ("S(1,3,4)", Subtraction({1, 3, 4})), ("S(all but 2)", Subtraction({2}, all_but=True))):
        rs = get(name)
        assert rs.name == rule.name and rs.position is HeapPosition
        for heaps in ((5,), (3, 8), (1, 2, 6)):
            assert rs.grundy(rs.parse(" ".join(map(str, heaps)))) == grundy(rule.position(*heaps)), (name, heaps)
        assert rs.has_picture and rs.svg(rs.parse("2 3")).count("<circle") == 5
    with pytest.raises(InputValueError, match="malformed take-and-break code '0.8x'"):
        get("0.8x")
    with pytest.raises(InputValueError, match="d0 = 3"):
        get("octal 3.7")
    with pytest.raises(InputValueError, match="malformed subtraction game"):
        get("S(1,x)")


def test_welter_and_the_penny_game():
    from cgtalg.impartial import bouton_misere_value, misere_grundy
    from cgtalg.rulesets.heap import Penny, Welter
    from cgtalg.rulesets.heap.welter import welter

    w = get("welter")
    assert w.parse("10 1 6 3") == Welter([1, 3, 6, 10]) and w.format(w.parse("10 1 6 3")) == "1 3 6 10"
    assert w.grundy("1 3 6 10") == welter([1, 3, 6, 10]) == 10 and str(w.value("4 5 6")) == "*4"
    with pytest.raises(InputValueError, match="pairwise distinct"):
        w.parse("3 3")
    penny = get("penny-game")
    assert penny.parse("9 0 18") == Penny(9, 0, 18) and penny.format(penny.parse("9 0 18")) == "9 0 18"
    for rows in ((1, 1), (1, 2, 3), (2, 2), (1,), (), (0, 1, 1, 1), (3, 1, 2)):
        p = Penny(*rows)
        assert penny.grundy(p) == misere_grundy(p) == bouton_misere_value(rows), rows
        assert str(penny.outcome(p)) == ("P" if misere_grundy(p) == 0 else "N")
    assert str(penny.outcome("9 18 34 57")) == "P"


def test_the_coin_games():
    from cgtalg.rulesets.coins.aequitas import FI, FM, D, F, coin_game
    from cgtalg.rulesets.coins.aequitas import value as coin_value

    coins = get("counterfeit-coins")
    assert coins.parse("FM+(5)") == FM(5, extra=True) == coins.parse("FM+ 5")
    assert coins.parse("D(2, 3) fake=heavy") == coin_game("D", 2, 3, fake="heavy")
    for start in (F(5), FI(4, extra=True), D(3, 2), FM(6)):
        seen, todo = set(), [start]
        while todo:  # every position reached from the start reads back from its text
            p = todo.pop()
            if p not in seen:
                seen.add(p)
                assert coins.parse(coins.format(p)) == p, p
                todo.extend(p.options())
        assert coins.grundy(start) == coin_value(start) and coins.value(start) == value(start)
    assert coins.impartial() is coins and not coins.has_picture
    with pytest.raises(InputValueError, match="cannot read 'X'"):
        coins.parse("X 3")
    flip = get("flipping-coins")
    assert flip.format(flip.parse("01100")) == "011" and str(flip.value("0101")) == "1/8"
    assert flip.svg(flip.parse("0101")).count("<circle") == 2


def test_cli_values_heap_and_coin_games():
    status, text, _ = run_cli("value", "--ruleset", "kayles", "3", "5")
    assert status == 0 and text.splitlines()[:3] == ["kayles 3 5", "value: *7", "outcome: N (the first player wins)"]
    status, text, _ = run_cli("value", "--ruleset", "0.137", "9")
    assert status == 0 and text.splitlines()[1] == "value: *3"
    status, text, _ = run_cli("value", "--ruleset", "counterfeit-coins", "FI(5)")
    assert status == 0 and text.splitlines()[:3] == ["counterfeit-coins FI(5)", "value: 0",
                                                     "outcome: P (the second player wins)"]
    status, _, err = run_cli("value", "--ruleset", "kayles", "20001")
    assert status == 2 and "has size 20001 (its largest heap)" in err and "at most 20000" in err
    status, _, err = run_cli("value", "--ruleset", "flipping-coins", "1" * 17)
    assert status == 2 and "has size 17 (coins in the row)" in err


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
    # Domineering's boards are normalised by the packed route (GridRules.packed_keys): the forms of
    # regions of more than 36 cells are kept in the packed-forms table (smaller ones are drawn directly).
    assert str(value(get("domineering").parse("." * 38 + "|." + "#" * 36 + "."))) == "-17"
    assert cache_info()["domineering packed forms"]["size"] > 0
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
    for e in registry.ENTRIES:
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


def test_parse_is_the_same_before_and_after_the_class_is_imported():
    from cgtalg.rulesets.registry import Ruleset

    class Text(str):
        pass

    for name in names():
        loaded = get(name)
        loaded.position  # noqa: B018 - the class imported: parse takes its fast path
        for text in (loaded.example, loaded.format(loaded.parse(loaded.example))):
            fresh = Ruleset(loaded.entry)  # class not imported yet: parse checks the text, then imports
            a, b, c = loaded.parse(text), fresh.parse(text), loaded.parse(Text(text))
            # The class itself, or one of its subclasses (generalised Toads and Frogs has one a jump limit).
            assert type(a) is type(b) is type(c) and isinstance(a, loaded.position), name
            assert a == b == c and loaded.format(a) == loaded.format(b), name
        for bad in (3, None, b"..", ["x"]):
            with pytest.raises(InputTypeError) as fast:
                loaded.parse(bad)
            with pytest.raises(InputTypeError) as slow:
                Ruleset(loaded.entry).parse(bad)
            assert str(fast.value) == str(slow.value), name
            assert f"a {name} position" in str(fast.value)
