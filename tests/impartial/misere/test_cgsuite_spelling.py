"""CGSuite's spellings of misère forms, ``*[...]``: its published forms, round trips and bad texts.

The published rows are CGSuite's tests (aaron-siegel/cgsuite,
lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala:
the form as typed, as printed, its birthday, genus, misère and normal Grundy
values, outcome and options; GameGridTest.scala: misère Cram; GameHeapTest.scala:
Grundy's game).
"""

from __future__ import annotations

import random

import pytest

import cgtalg
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.misere import MisereGame, misere_canonical
from cgtalg.impartial.misere.canonical import misere_games_born_by
from cgtalg.impartial.misere.cgsuite_spelling import parse_cgsuite, to_cgsuite
from cgtalg.impartial.misere.parts import misere_difference
from cgtalg.rulesets import get

# (typed, printed, birthday, genus, misère Grundy value, misère outcome, Grundy value, options as printed)
CGSUITE_FORMS = [
    ("*[0]", "*[0]", 0, "0", 1, "N", 0, "[]"),
    ("*[1]", "*[1]", 1, "1", 0, "P", 1, "[*[0]]"),
    ("*[2]", "*[2]", 2, "2", 2, "N", 2, "[*[0],*[1]]"),
    ("*[[2]]", "*[2#]", 3, "0^0", 0, "P", 0, "[*[2]]"),
    ("*[[[2]]]", "*[2##]", 4, "1^1", 1, "N", 1, "[*[2#]]"),
    ("*[2]+*[2]", "*[2[2]]", 4, "0^0", 0, "P", 0, "[*[2],*[3]]"),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", 0, "P", 0, "[*[2[#2]]]"),
    ("*[[2],0]", "*[2#0]", 4, "1^2", 2, "N", 1, "[*[0],*[2#]]"),
    ("*[[2],1]", "*[2#1]", 4, "2^1420", 1, "N", 2, "[*[1],*[2#]]"),
    ("*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", 0, "P", 0, "[*[4[2]]]"),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", 0, "P", 0, "[*[2##],*[2#1]]"),
    ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", 0, "P", 0, "[*[2##],*[(2#0)10]]"),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120", 1, "N", 0,
     "[*[(2#1)[1]],*[(2#0)2[#1]2#]]"),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", 2, "N", 0, "[*[1],*[2[#1]],*[2#20]]"),
]


def _genus_sequence(normal: int, misere: tuple[int, ...], length: int = 8) -> tuple[int, list[int]]:
    """A genus ``g^(a b c ...)`` as its first *length* misère values: the last one written alternates with it xor 2."""
    values = list(misere)
    while len(values) < length:
        values.append(values[-1] ^ 2)
    return normal, values[:length]


def _cgsuite_genus(text: str) -> tuple[int, list[int]]:
    """CGSuite's genus text: ``n`` (the genus of the heap *n) or ``g^abc`` (its tail left out)."""
    if "^" not in text:
        heap = MisereGame.nim(int(text)).genus
        return _genus_sequence(heap.normal, heap.misere)
    normal, digits = text.split("^")
    return _genus_sequence(int(normal), tuple(int(d) for d in digits))


def _options(listing: str) -> set[MisereGame]:
    inner = listing[1:-1]
    return {parse_cgsuite(t) for t in inner.replace("],*[", "]\n*[").split("\n")} if inner else set()


@pytest.mark.parametrize("typed, printed, birthday, genus, misere, outcome, nim, options", CGSUITE_FORMS)
def test_cgsuite_published_forms(typed, printed, birthday, genus, misere, outcome, nim, options):
    g = parse_cgsuite(typed)
    assert parse_cgsuite(printed) is g
    assert (g.birthday, g.misere_value, g.outcome.name, g.nim_value) == (birthday, misere, outcome, nim)
    assert _genus_sequence(g.genus.normal, g.genus.misere) == _cgsuite_genus(genus)
    assert set(g.options()) == _options(options)
    assert to_cgsuite(g) == printed
    assert "[" + ",".join(to_cgsuite(o) for o in sorted(g.options(), key=_cgsuite_listing_order(options))) + "]" == options


def _cgsuite_listing_order(listing: str):
    """Sort options the way a published listing has them (the listing's own order), so only the texts are compared."""
    forms = [parse_cgsuite(t) for t in listing[1:-1].replace("],*[", "]\n*[").split("\n")] if listing != "[]" else []
    return lambda o: forms.index(o)


# CGSuite's tests print these partitions (into prime parts) and parts of published forms
# (MisereCanonicalGameTestCase.scala, Partitions and Parts) and these results of MisereMinus,
# Distinguisher and Link (GameTest.scala): (form, its partitions, its parts), all as printed.
CGSUITE_PARTS = [
    ("*[2#]", [["*[2]", "*[2[#-2]]"]], ["*[2]", "*[2[#-2]]"]),
    ("*[2##]", [["*[2]", "*[2[#-2]]", "*[2[##-2]0]"]],
     ["*[2]", "*[2[##-2]]", "*[2#]", "*[2[##-2]0]", "*[2[#-2]]", "*[(2[##-2]0)[2]]"]),
    ("*[2[2]]", [["*[2]", "*[2]"]], ["*[2]"]),
    ("*[2[#2#]]", [["*[2]", "*[2]", "*[2[#-2]]", "*[2[#-2]]"]],
     ["*[2]", "*[2[#2#-2]]", "*[2#]", "*[2[2]]", "*[2[#2#-2-2]]", "*[2[#-2]]", "*[2[#2]]"]),
    ("*[4[2#]]", [["*[2]", "*[4[2#-2]]"], ["*[4]", "*[4[2#-4]]"]], ["*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"]),
]
CGSUITE_PRINTED = ["*[2[##-2]0]", "*[(2#1)21]", "*[((2#1)21)32]", "*[2[#2#-2-2]]", "*[(2[##-2]0)[2]]"]


@pytest.mark.parametrize("whole, partitions, parts", CGSUITE_PARTS)
def test_cgsuite_published_parts_print_and_add_up(whole, partitions, parts):
    g = parse_cgsuite(whole)
    for partition in partitions:
        total = MisereGame.nim(0)
        for text in partition:
            total = total + parse_cgsuite(text)
        assert total is g
    for text in parts + [t for partition in partitions for t in partition]:
        part = parse_cgsuite(text)
        assert to_cgsuite(part) == text
        rest = misere_difference(g, part)
        assert rest is not None and rest + part is g
    assert to_cgsuite(misere_difference(parse_cgsuite("*[[[2]]]"), parse_cgsuite("*[[2]]"))) == "*[2[##-2]0]"
    for text in CGSUITE_PRINTED:
        assert to_cgsuite(parse_cgsuite(text)) == text


def test_cgsuite_published_forms_of_rulesets():
    cram = misere_canonical(get("cram").parse(".........|##.######"))
    assert cram is parse_cgsuite("*[2[2]321]") and to_cgsuite(cram) == "*[2[2]321]"
    grundy = misere_canonical(get("grundys-game").parse("22"))
    printed = "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    assert grundy is parse_cgsuite(printed) and to_cgsuite(grundy) == printed


def _slow_read(text: str) -> MisereGame:
    """The digits spelling read by recursive descent, straight from its grammar."""
    def heap(i: int) -> tuple[int, int]:
        if text[i] == "&":
            end = text.index(";", i)
            return int(text[i + 1:end]), end + 1
        return int(text[i]), i + 1

    def sequence(i: int, stop: str) -> tuple[list[MisereGame], int]:
        terms: list[MisereGame] = []
        while text[i] != stop:
            if text[i] == "(":
                inner, i = sequence(i + 1, ")")
                term = inner[0] if len(inner) == 1 else MisereGame.from_options(inner)
                i += 1
            else:
                n, i = heap(i)
                term = MisereGame.nim(n)
            while i < len(text) and text[i] in "#[":
                if text[i] == "#":
                    term, i = MisereGame.from_options([term]), i + 1
                    continue
                i += 1
                while text[i] != "]":
                    if text[i] == "#":
                        term, i = MisereGame.from_options([term]), i + 1
                    elif text[i] == "-":
                        n, i = heap(i + 1)
                        term = misere_difference(term, MisereGame.nim(n))
                    else:
                        n, i = heap(i)
                        term = term + MisereGame.nim(n)
                i += 1
            terms.append(term)
        return terms, i

    terms, _ = sequence(2, "]")
    return terms[0] if len(terms) == 1 else MisereGame.from_options(terms)


def test_every_form_born_by_day_four_round_trips_and_reads_as_its_grammar_says():
    forms = misere_games_born_by(4)
    assert len(forms) == 22
    texts = set()
    for g in forms:
        text = to_cgsuite(g)
        texts.add(text)
        assert parse_cgsuite(text) is g and _slow_read(text) is g
        assert cgtalg.parse(text) is g
        with pytest.raises(InputValueError, match="CGSuite's spelling"):
            MisereGame.parse(text)
    assert len(texts) == 22


def test_forms_born_on_day_five_their_sums_and_differences_round_trip():
    rng = random.Random(37)
    day4 = misere_games_born_by(4)
    forms = [MisereGame.from_options(rng.sample(day4, rng.randint(1, 8))) for _ in range(120)]
    forms += [f + rng.choice(day4) for f in forms[:60]]
    forms += [d for g in day4 for k in (2, 3, 4) if (d := misere_difference(g, MisereGame.nim(k))) is not None]
    texts = {}
    for g in forms:
        text = to_cgsuite(g)
        assert parse_cgsuite(text) is g and _slow_read(text) is g, text
        texts[text] = g
    assert len(texts) == len(set(forms))
    assert sum("-" in t for t in texts) >= 5 and sum("[" in t for t in texts) >= 50


def test_big_heaps_sums_and_spaces():
    assert to_cgsuite(MisereGame.nim(12)) == "*[&12;]" and parse_cgsuite("*[&12;]") is MisereGame.nim(12)
    assert parse_cgsuite("*[12]") is MisereGame.from_options([MisereGame.nim(1), MisereGame.nim(2)])
    assert parse_cgsuite("*[ 12 ]") is parse_cgsuite("*[12]")
    assert parse_cgsuite("*[12, 3]") is MisereGame.from_options([MisereGame.nim(12), MisereGame.nim(3)])
    two = MisereGame.nim(2)
    assert parse_cgsuite(" *[2] + *[2] + *[1] ") is two + two + MisereGame.nim(1)
    assert parse_cgsuite("*[2[2&10;]]") is two + two + MisereGame.nim(10)
    assert parse_cgsuite("*[2[#]]") is parse_cgsuite("*[2#]")


@pytest.mark.parametrize("text, needle", [
    ("*[2[#-4]]", "no form X has X + *4"),
    ("*[2[#-]]", "must be followed by a heap"),
    ("*[2[-x]]", "must be followed by a heap"),
    ("*[2[#-&x;]]", "heap size"),
    ("*[]", "expected a form"),
    ("*[2", "never closed"),
    ("*[(21]", "never closed"),
    ("*[21)]", "closes nothing"),
    ("*[()]", "empty parentheses"),
    ("*[#2]", "must follow a term"),
    ("*[2[x]]", "in a subscript"),
    ("*[2x]", "unexpected 'x'"),
    ("*[&x;]", "heap size"),
    ("*[2,]", "expected an element"),
    ("*[2,,3]", "expected a heap"),
    ("*[[2],[]]", "empty list"),
    ("*[2] *[2]", "expected '+'"),
    ("*[2] +", "expected *[...]"),
    ("2", "expected *[...]"),
])
def test_bad_texts_are_refused_by_name(text, needle):
    with pytest.raises(InputValueError) as caught:
        parse_cgsuite(text)
    assert needle in str(caught.value)


def test_bad_arguments_are_refused_by_name():
    with pytest.raises(InputTypeError, match="is a str"):
        parse_cgsuite(3)
    with pytest.raises(InputTypeError, match="takes a MisereGame"):
        to_cgsuite(cgtalg.STAR)
    deep = "*[" + "[" * 70 + "*[1]" + "]" * 70 + "]"
    wrapped = MisereGame.nim(1)
    for _ in range(70):
        wrapped = MisereGame.from_options([wrapped])
    assert parse_cgsuite(deep) is wrapped
    nested = "*[" * 70 + "1" + "]" * 70
    with pytest.raises(InputValueError, match="nested more than"):
        parse_cgsuite(nested.replace("*[1]", "*[1,0]"))
