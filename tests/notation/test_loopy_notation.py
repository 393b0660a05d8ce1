"""Loopy games in CGSuite's notation: the forms names stand for, printing, round trips, bad input.

Golden strings are CGSuite's (its CanonicalStopperTestCase, SidedValueTestCase and
EvalTest, and the loopy-games tutorial); the definitions of the names are Winning
Ways ch. 11 and Siegel, *Combinatorial Game Theory*, ch. VI.
"""

from __future__ import annotations

import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cgtalg import Game, ParseError, parse
from cgtalg.errors import InputError, InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame
from cgtalg.notation import parse_loopy_form
from cgtalg.notation.loopy_forms import MAX_PARSED_NODES, MAX_PARSED_OPTIONS
from cgtalg.notation.loopy_printer import loopy_to_latex, loopy_to_string, simplest_form_to_string

P = parse_loopy_form


# -- what the names and spellings stand for ----------------------------------------------------

@pytest.mark.parametrize("text, definition", [
    ("on", "{pass|}"), ("off", "{|pass}"), ("dud", "{pass|pass}"),
    ("over", "{0|pass}"), ("under", "{pass|0}"), ("upon", "{pass|*}"),
    ("over", "a{0|a}"), ("under", "x{x|0}"),                     # EvalTest: over and under by node label
    ("tis", "a{{|a}|}"), ("tisn", "a{|{a|}}"),                   # Winning Ways ch. 11: tis = {tisn|}, tisn = {|tis}
    ("3/2under", "{pass|3/2}"), ("5over", "{5|pass}"), ("-5under", "{pass|-5}"),
    ("-1/4v[on]", "{-1/4+*|pass}"),                              # CanonicalStopperTestCase
    ("^[on]", "{pass|*}"), ("^[on]*", "{pass,0|0}"), ("v[on]", "{*|pass}"), ("v[on]*", "{0|0,pass}"),
    ("^<on>", "{0||0|0,pass}"), ("^<on>*", "{0,*||*|pass}"),     # EvalTest: the uponth family
    ("v<on>", "{0,pass|0||0}"), ("v<on>*", "{pass|*||0,*}"),
    ("5^<on>", "{5||5|5,pass}"), ("1/2v[on]*", "{1/2|1/2,pass}"),
    ("Tiny(on)", "{0||0|off}"), ("Miny(on)", "{on|0||0}"), ("Tiny(over)", "{0||0|under}"),
    ("+-over", "{over|under}"), ("+-(5over)", "{5over|-5under}"), ("+-{0|pass}", "{{0|pass}|{pass|0}}"),
    ("on + 1", "on"), ("on + off", "dud"), ("2 * on", "on"), ("-over", "under"),
    ("upon*", "upon + *"), ("over*2", "over + *2"),
    ("(a{0|a})", "over"), ("{0|(pass)}", "over"),
])
def test_a_spelling_is_the_form_it_stands_for(text: str, definition: str) -> None:
    assert P(text) == P(definition)


def test_nested_labels_name_nodes_of_one_graph() -> None:
    # a{b{a|0}|b}: both of a's options are b, and b = {a | 0}
    g = P("a{b{a|0}|b}")
    a, b = g.start, g.left_arrays[g.start][0]
    assert g.node_count == 3 and g.right_arrays[a] == (b,) and g.left_arrays[b] == (a,)
    assert P("a{0||||0|||a|*||*}").node_count == 6  # Siegel Fig. VI.3.2: an irreducible 4-cycle, and 0 and *


def test_pass_belongs_to_the_node_of_its_side() -> None:
    # {0||0|0,pass} is {0 | {0|0,pass}}: the pass is a move of the inner node
    assert P("{0||0|0,pass}") == P("{0|{0|0,pass}}") != P("a{0|{0|0,a}}")


def test_a_loopfree_text_still_gives_the_game_and_its_form() -> None:
    assert parse("{0|{1,0|}}") is Game([0], [2])
    assert P("{0|{1,0|}}").left_arrays != LoopyGame.from_game(Game([0], [2])).left_arrays  # the braces as written
    assert P("{0|{1,0|}}").to_game() is Game([0], [2])
    assert parse("{0|{pass|1}}") is Game([0], [1])  # {0 | 1under}: a loopy form whose value is 1/2


def test_game_reads_short_games_only() -> None:
    with pytest.raises(ParseError, match="this is a loopy game, not a short game"):
        Game("on")
    assert Game("{1|0}") is parse("{1|0}")


# -- printing -----------------------------------------------------------------------------------

# CGSuite's text of each stopper, from its simplest form (CanonicalStopperTestCase, EvalTest).
GOLDEN_STOPPERS = [
    ("on", "on"), ("off", "off"), ("over", "over"), ("{pass|3/2}", "3/2under"),
    ("{-1/4+*|pass}", "-1/4v[on]"),
    ("{0|{0||0|0,pass}||{0,pass|0||0}}", "{0|^<on>||v<on>}"),
    ("{0|{0||0|off}}", "{0|Tiny(on)}"), ("{on|0||0}", "Miny(on)"), ("{0||0|under}", "Tiny(over)"),
    ("+-{0|pass}", "+-over"), ("+-{5|pass}", "+-(5over)"), ("{10over|over}", "{10over|over}"),
    ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}"), ("{0|a{0|0,{0|||a|0||0}}}", "{0|a{0|0,{0|||a|0||0}}}"),
    ("{pass|*}", "^[on]"), ("{pass,0|0}", "^[on]*"), ("{*|pass}", "v[on]"), ("{0|0,pass}", "v[on]*"),
    ("{0||0|0,pass}", "^<on>"), ("{0,*||*|pass}", "^<on>*"), ("{0,pass|0||0}", "v<on>"), ("{pass|*||0,*}", "v<on>*"),
    ("+-{{0|^<on>},{0|^<on>*}}", "+-{{0|^<on>},{0|^<on>*}}"),
    ("a{1|1,{1*|a||*}||0}", "a{1|1,{1*|a||*}||0}"),  # the onside of Bach's Carousel
]


@pytest.mark.parametrize("form, text", GOLDEN_STOPPERS)
def test_stoppers_print_as_cgsuite_prints_them(form: str, text: str) -> None:
    g = P(form)
    assert simplest_form_to_string(g) == text
    assert P(text) == g  # and the text reads back to the same graph


@pytest.mark.parametrize("text", [
    "on", "off", "dud", "over", "3/2under", "{-1/4*|pass}", "a{0||||0|||a|*||*}", "a{{|a}|}",
    "a{0,{1|1,{*,{1*|1*,a}|*}}|0}",  # Bach's Carousel (not stopper-sided): its form
    "{0||0|0,pass}", "{0|||pass||1|0}", "a{1||a|0}", "{off|}",
])
def test_forms_print_in_labelled_braces_that_read_back(text: str) -> None:
    g = P(text)
    assert str(g) == loopy_to_string(g) == text
    assert P(str(g)) == g


def test_latex() -> None:
    assert P("{pass|3/2}").latex() == "\\frac{3}{2}\\mathrm{under}"
    assert loopy_to_latex(P("a{0||a|*}")) == "a\\{0 \\mid\\mid a \\mid \\ast\\}"
    assert simplest_form_to_string(P("{-1/4+*|pass}"), latex=True) == "- \\frac{1}{4}\\downarrow_{[\\mathrm{on}]}"
    assert simplest_form_to_string(P("{0||0|off}"), latex=True) == "\\operatorname{tiny}_{\\mathrm{on}}"
    assert simplest_form_to_string(P("+-{5|pass}"), latex=True) == "\\pm \\left(5\\mathrm{over}\\right)"


@st.composite
def graphs(draw: st.DrawFn, most: int = 5) -> LoopyGame:
    n = draw(st.integers(1, most))
    options = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left = draw(st.lists(options, min_size=n, max_size=n))
    right = draw(st.lists(options, min_size=n, max_size=n))
    return LoopyGame.from_arrays(left, right, draw(st.integers(0, n - 1)))


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_every_form_reads_back_from_its_text(g: LoopyGame) -> None:
    assert P(str(g)) == g
    assert P(str(-g)) == -g


@settings(max_examples=200, deadline=None)
@given(graphs())
# a switch whose options share a node: the second time it is a label, which +-{..} may not hold
@example(LoopyGame.from_arrays([[1, 2, 3], [4], [1, 3, 4], [2], []], [[1, 2, 3], [4], [1, 3, 4], [2], []], 0))
# a switch that is both options of its parent: printed with a label, a{+-{0,dud}}
@example(LoopyGame.from_arrays([[1], [2, 3], [], [3]], [[1], [2, 3], [], [3]], 0))
def test_the_named_patterns_read_back_to_their_graphs(g: LoopyGame) -> None:
    # On any graph, the stopper printer's names stand for exactly the graph they were read
    # from, except a number-tiny with a number in front (xTiny(G) reads as the sum x + Tiny(G)).
    text = simplest_form_to_string(g)
    if "Tiny(" not in text and "Miny(" not in text:
        assert P(text) == g


@settings(max_examples=100, deadline=None)
@given(graphs(4), graphs(3))
def test_the_text_of_a_sum_reads_back(g: LoopyGame, h: LoopyGame) -> None:
    if g.is_loopfree() and h.is_loopfree():  # short games are added as values, not as forms
        assert P(f"({g}) + ({h})").to_game() is g.to_game() + h.to_game()
    else:
        assert P(f"({g}) + ({h})") == g + h
        assert P(f"({g}) - ({h})") == g - h


def test_a_label_on_a_switch_reads_back() -> None:
    g = LoopyGame.from_arrays([[1], [2, 3], [], [3]], [[1], [2, 3], [], [3]], 0)
    assert simplest_form_to_string(g) == "{a{+-{0,dud}}|a}" and P("{a{+-{0,dud}}|a}") == g
    # Braces around anything else without bars are still refused.
    for text in ("{a{+-{0,dud} + 1}|a}", "{a{dud}|a}", "{a{-{0,dud}}|a}"):
        with pytest.raises(ParseError, match="expected '|'"):
            P(text)


def test_printing_refuses_what_is_not_a_game() -> None:
    with pytest.raises(InputTypeError, match="takes a loopy game"):
        loopy_to_string(3)
    with pytest.raises(InputTypeError):
        simplest_form_to_string("on")  # type: ignore[arg-type]
    assert loopy_to_string(Game([0], [])) == "1"


# -- bad input ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, message, position", [
    ("{0|b}", "no label 'b' is bound here", 3),
    ("a{0|a} + a", "no label 'a' is bound here", 9),
    ("a{0|a{1|a}}", "the label 'a' is bound twice: it already names the braces at position 0", 4),
    ("{a{0|a}|a{a|0}}", "the label 'a' is bound twice", 8),
    ("pass", "it can only be an option inside braces", 0),
    ("{1|0+pass}", "'pass' can only be an option by itself, not part of a sum", 5),  # CGSuite: Unexpected `pass`
    ("a{0|-a}", "the label 'a' can only be an option by itself, not negated", 5),
    ("a{0|Tiny(a)}", "can only be an option by itself", 9),
    ("a{b{a|0}|-{b|1}}", "can only be an option, not negated", 10),
    ("on{0|on}", "'on' is a name, not a label", 0),
    ("on & off", "x & y is a value with no single form", 3),
    ("{0|1on}", "only over and under follow a number", 4),
    ("Over", "did you mean 'over'?", 0),
    ("over &", "expected a game but the text ended", 6),
    ("& on", "'&' needs a game on each side", 0),
    ("{0|pass", "'{' is never closed", 0),
    ("(on", "expected ')'", 3),
    ("^[off]", "unexpected 'off' after a literal", 2),
    ("on on", "unexpected 'o'", 3),
    ("1/3under", "not a dyadic rational", 0),
])
def test_bad_loopy_text_is_a_parse_error_naming_the_place(text: str, message: str, position: int) -> None:
    with pytest.raises(ParseError) as info:
        P(text)
    assert message in info.value.message, info.value.message
    assert info.value.position == position


def test_parse_and_parse_loopy_form_refuse_non_strings() -> None:
    with pytest.raises(InputTypeError):
        P(b"on")  # type: ignore[arg-type]


def test_big_graphs_are_refused_by_name_without_recursion() -> None:
    limit = sys.getrecursionlimit()
    deep = "a{" + "{" * MAX_PARSED_NODES + "a|" + "}" * MAX_PARSED_NODES + "|}"
    with pytest.raises(ParseError, match="over the parser's limit"):
        P(deep)
    with pytest.raises(ParseError, match="over the parser's limit"):
        P("{pass|" + "{0|" * 10**5)
    cycle = "a{" + "{0|" * 148 + "a" + "}" * 148 + "|}"  # 150 nodes, and 150 * 150 > 20,000
    with pytest.raises(ParseError, match="could pass the parser's limit"):
        P(f"{cycle} + {cycle}")
    with pytest.raises(ParseError, match="over the parser's limit"):
        P(f"{{pass|{MAX_PARSED_NODES}}}")
    assert sys.getrecursionlimit() == limit
    chain = "a{" + "{0|" * 300 + "a" + "}" * 300 + "|}"
    assert P(chain).node_count == 302


def test_graphs_of_many_options_are_refused_by_name() -> None:
    # *k has k(k + 1)/2 Left options and as many Right ones over its k + 1 nodes.
    assert MAX_PARSED_OPTIONS == 1_000_000
    with pytest.raises(ParseError, match="1,000,000 options is over the parser's limit"):
        P("{pass|*1500}")
    with pytest.raises(ParseError, match="1,000,000 options is over the parser's limit"):
        P("{pass|*19999}")
    with pytest.raises(ParseError, match="could pass the parser's limit of 1,000,000 options"):
        P("{pass|*600} + {pass|*10}")  # 602 x 12 nodes, 4 million options
    assert P("{pass|*300}").node_count == 302


def test_a_chain_of_20000_nodes_parses() -> None:
    k = MAX_PARSED_NODES - 10
    cycle = P("a{" + "{0|" * k + "a" + "}" * k + "|}")
    assert cycle.node_count == k + 2 and cycle.start == 0
    # Node i + 1 is {0 | node i + 2}, the last one {0 | a}, where a = node 0 = {node 1 | }.
    assert cycle.left_arrays[0] == (1,) and cycle.right_arrays[0] == ()
    zero = cycle.left_arrays[1][0]
    assert cycle.left_arrays[zero] == cycle.right_arrays[zero] == ()
    nested = P("{pass|" + "{0|" * k + "}" * k + "}")
    assert nested.node_count == k + 2 and nested.left_arrays[0] == (0,)


_TOKENS = ["{", "}", "|", "||", ",", "pass", "a", "b", "a{", "b{", "on", "off", "over", "under", "upon", "dud",
           "&", "+", "-", "+-", "(", ")", "0", "1", "3/2", "*", "^", "v", "^[on]", "v<on>", "Tiny(", "Miny(",
           "3 * ", " ", "tis", "2under", "x"]


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(_TOKENS), max_size=14))
def test_fuzzed_loopy_text_gives_a_game_or_an_input_error(tokens: list[str]) -> None:
    text = "".join(tokens)
    for reader in (parse, P):
        try:
            result = reader(text)
        except InputError:
            continue
        assert isinstance(result, (Game, LoopyGame)) or type(result).__name__ in ("Stopper", "SidedValue")
        if isinstance(result, LoopyGame):
            try:
                text_of_form = str(result)
            except InputValueError as exc:
                # a form whose tree of options spells out past the printer's limit is refused, not cut
                assert "characters" in str(exc)
                continue
            assert P(text_of_form) == result


def test_errors_are_input_value_errors() -> None:
    assert issubclass(ParseError, InputValueError)


# -- values: parse gives a Stopper or SidedValue, printed as CGSuite prints it ------------------------

# (input, CGSuite's output): CanonicalStopperTestCase, SidedValueTestCase, EvalTest.
GOLDEN_VALUES = [
    ("on", "on"), ("off", "off"), ("over", "over"), ("under", "under"), ("{pass|pass}", "dud"),
    ("{pass|3/2}", "3/2under"), ("{-1/4+*|pass}", "-1/4v[on]"),
    ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}"),  # {0|uponth||-uponth}
    ("{0|||0||0|off}", "{0|Tiny(on)}"), ("{on|0||0}", "Miny(on)"), ("{0||0|under}", "Tiny(over)"),
    ("+-{0|pass}", "+-over"), ("+-{5|pass}", "+-(5over)"), ("x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"),
    ("{pass|*}", "^[on]"), ("{pass,0|0}", "^[on]*"), ("{*|pass}", "v[on]"), ("{0|0,pass}", "v[on]*"),
    ("{0,*||*|pass}", "^<on>*"), ("{0,pass|0||0}", "v<on>"), ("{pass|*||0,*}", "v<on>*"),
    ("over+5", "5over"), ("under+5", "5under"), ("over+^", "over"), ("over-5", "-5over"), ("5+{0||0|0,pass}", "5^<on>"),
    ("dud", "dud"), ("on + off", "dud"), ("a{{|a}|}", "1 & 0"), ("{0|{dud|},*}", "^ & v*"),
    ("over & v", "over & v"), ("a{1||a|0}", "2 & +-1"),
]


@pytest.mark.parametrize("text, printed", GOLDEN_VALUES)
def test_values_print_as_cgsuite_prints_them(text: str, printed: str) -> None:
    value = parse(text)
    assert type(value).__name__ in ("Stopper", "SidedValue")
    assert str(value) == printed
    assert parse(printed) == value


def test_bachs_carousel_is_not_stopper_sided_so_parse_gives_its_form() -> None:
    bach = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")  # Winning Ways ch. 11; CGSuite's loopy tutorial
    assert isinstance(bach, LoopyGame) and str(bach) == "a{0,{1|1,{*,{1*|1*,a}|*}}|0}"


def test_sided_values_in_latex_and_bad_sides() -> None:
    assert parse("a{{|a}|}").latex() == "1 \\mathbin{\\&} 0"
    with pytest.raises(ParseError) as info:
        parse("dud & 0")
    assert info.value.position == 4
    with pytest.raises(ParseError, match="cannot be an option"):
        parse("{2&-2|1&-2}")


@settings(max_examples=150, deadline=None)
@given(graphs(4))
def test_every_value_reads_back_from_its_text(g: LoopyGame) -> None:
    from cgtalg.loopy.value import loopy_value

    try:
        value = loopy_value(g)
    except InputValueError:  # not stopper-sided
        return
    text = str(value)
    assert parse(text) == value, text


# -- shared followers: each node printed once -------------------------------------------------------


def test_a_form_with_shared_followers_prints_each_node_once_and_reads_back():
    # The sum's graph shares followers everywhere; printed as a tree it would pass the parser's limit.
    g = P("3/2 - 3/2v<on> + over")
    text = str(g)
    assert len(text) < 1000
    assert P(text) == g


def test_a_cycle_of_diamonds_prints_in_length_linear_in_its_nodes():
    # node 3i splits into 3i+1 and 3i+2, which both lead to 3(i+1); the last leads back to 0.
    # As a tree the text would double with every diamond.
    for k in (5, 20, 40):
        n = 3 * k
        left = [[] for _ in range(n)]
        right = [[] for _ in range(n)]
        for i in range(k):
            top, a, b, bottom = 3 * i, 3 * i + 1, 3 * i + 2, (3 * i + 3) % n
            left[top] = [a]
            right[top] = [b]
            left[a] = [bottom]
            right[a] = [0] if i else []
            left[b] = []
            right[b] = [bottom]
        g = LoopyGame.from_arrays(left, right, 0)
        text = str(g)
        assert len(text) <= 40 * g.node_count
        assert P(text) == g


@st.composite
def _graphs(draw: st.DrawFn) -> LoopyGame:
    n = draw(st.integers(1, 12))
    node = st.integers(0, n - 1)
    left = [sorted(set(draw(st.lists(node, max_size=3)))) for _ in range(n)]
    right = [sorted(set(draw(st.lists(node, max_size=3)))) for _ in range(n)]
    return LoopyGame.from_arrays(left, right, draw(node))


@settings(max_examples=300, deadline=None)
@given(_graphs())
def test_every_small_graph_prints_and_reads_back_to_the_same_form(g: LoopyGame) -> None:
    assert P(str(g)) == g
    assert P(loopy_to_string(g)) == g
