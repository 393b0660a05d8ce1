"""MCGS's text read into cgtalg sums: MCGS's published test cases answered, and bad text refused.

Every case below is copied from MCGS's test files (``input/autotests/`` of
https://github.com/ualberta-mueller-group/MCGS, version 1.7), with the
result the file expects (the results come from MCGS or CGSuite, as each file
says); the file is named beside each case. MCGS's Black (``X``, ``B``) is
Left and White (``O``, ``W``) is Right.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputValueError
from cgtalg.rulesets.mcgs import read_cases

#: (MCGS file under input/autotests/, the case as MCGS writes it), one or two per family and variant.
PUBLISHED = [
    ("clobber_1xn_autotests/clobber_1xn_le_4_moves.test", "[clobber_1xn] XOXO {B win}"),
    ("clobber_1xn_autotests/clobber_1xn_le_4_moves.test", "[clobber_1xn] XOXO {W win}"),
    ("clobber_autotests/clobber_rectangle_alternating.test", "[clobber] XOX|OXO {B loss, W loss}"),
    ("clobber_autotests/clobber_rectangle_alternating.test", "[clobber] XOXO|OXOX {B win, W win}"),
    ("cannibal_clobber/cannibal_clobber_easy.test", "[cannibal_clobber] XO|OX {B win}"),
    ("cannibal_clobber/cannibal_clobber_easy.test", "[cannibal_clobber] XOX|OXO {B loss}"),
    ("cannibal_clobber/3x3-even-stones-imp.test", "[impartial cannibal_clobber] XOX|O.X|OXO {N 0}"),
    ("domineering_autotests/4x4_easy.test", "[domineering] ....|....|....|.... {B win, W win}"),
    ("domineering_autotests/4x4_easy.test", "[domineering] ##..|....|....|..#. {B loss, W win}"),
    ("domineering_autotests/4x4_easy_imp.test", "[impartial domineering] ##..|....|....|..#. {N 2}"),
    ("amazons_autotests/3x3.test", "[amazons] .O.|#.#|O.. {B loss, W win}"),
    ("amazons_autotests/3x3_imp.test", "[impartial amazons] .O.|#.#|O.. {N 3}"),
    ("fission_autotests/fission_3x3.test", "[fission] ...|..X|... {B win, W loss}"),
    ("fission_autotests/fission_3x3.test", "[fission] .X.|...|... {B loss, W win}"),
    ("fission_autotests/fission_5x5_easy_imp.test", "[impartial fission] .....|.X...|.X...|..X##|...#. {N 1}"),
    ("toppling_dominoes_autotests/td_10.test", "[toppling_dominoes] XXO##XXO#X {B win, W loss}"),
    ("toppling_dominoes_autotests/td_10_imp.test", "[impartial toppling_dominoes] XXOOOXOXOX {N 10}"),
    ("kayles_autotests/kayles_bw_easy.test", "[kayles] 1 {B win, W win}"),
    ("kayles_autotests/kayles_imp_easy.test", "[kayles] 2 {N 2}"),
    ("nogo_autotests/nogo.test", "[nogo] .. {B win, W win}"),
    ("nogo_1xn_autotests/nogo_1xn_empty.test", "[nogo_1xn] ... {B win, W win}"),
    ("nogo_1xn_autotests/nogo_1xn_empty.test", "[nogo_1xn] .... {B loss, W loss}"),
    ("elephants_autotests/elephants_imp.test",
     "[impartial elephants] X..X........O....X....O...O.......XO.X.. {N 1, B win, W win}"),
    ("gen_toads_autotests/gen_toads_1100/gen_toads_imp.test",
     "[impartial gen_toads] 1,1,0,0:X.......O.....XO.O.....X..OO.X.O.OOXO... {N 1, B win, W win}"),
    ("sheep_autotests/sheep1.test", "[sheep] (-4, 0, 8, 0 | 0, 0, -1, 0 | 0, 0, 0, -2 | 0, 0, 0, 0) {B win, W loss}"),
    # sums of several families
    ("misc_autotests/misc.test", "[clobber_1xn] XO [elephants] X.O {B loss, W loss}"),
    ("misc_autotests/misc.test", "[elephants] X..... [integer_game] -5 {B loss, W loss}"),
    ("misc_autotests/misc.test", "[nogo_1xn] O.O.O.O.X [elephants] XO...O [integer_game] 6 {B loss, W loss}"),
    ("misc_autotests/misc.test", "[elephants] X.O...O....O [up_star] * {B loss, W win}"),
    ("misc_autotests/all_game_types.test",
     "[clobber_1xn] XOXO [nogo_1xn] X..O [elephants] X...O [integer_game] 3 -1 [nimber] 1 2 "
     "[dyadic_rational] (6/4) [switch_game] (2 -1) [up_star] (-2 *) {B win, W loss}"),
    # switches played impartially move to their sides as written, even {a|b} with a < b
    ("basic_cgt_autotests/random_cgt_games_imp2.test",
     "[impartial integer_game] 8 [impartial up_star] (16) [impartial integer_game] -3 [impartial integer_game] -3 "
     "[impartial nimber] 14 [impartial switch_game] (23/16, 13/32) [impartial dyadic_rational] (28/32) "
     "[impartial switch_game] (-34/8, 42/32) [impartial switch_game] (-16/2, -33/2) [impartial up_star] (11 *) "
     "[impartial nimber] 8 [impartial dyadic_rational] (15/32) [impartial integer_game] -4 "
     "[impartial dyadic_rational] (-17/16) {N 7}"),
]


@pytest.mark.parametrize("source, text", PUBLISHED, ids=[f"{s}:{t[:40]}" for s, t in PUBLISHED])
def test_published_case_answered_as_mcgs_expects(source: str, text: str) -> None:
    (case,) = read_cases(text)
    for command in case.commands:
        assert command.expected is not None
        assert case.answer(command) == command.expected, (source, command.text)
        assert case.agrees(command) is True


def test_every_family_of_the_table_is_sampled() -> None:
    sections = {c.section.removeprefix("impartial ") for _, t in PUBLISHED for c in read_cases(t)[0].components}
    assert sections >= {"clobber_1xn", "clobber", "cannibal_clobber", "domineering", "amazons", "fission",
                        "toppling_dominoes", "kayles", "nogo", "nogo_1xn", "elephants", "gen_toads", "sheep",
                        "integer_game", "nimber", "dyadic_rational", "switch_game", "up_star"}


def test_black_is_left_and_white_is_right() -> None:
    # One Black move and none for White (Black's elephant steps right): Left wins whoever starts.
    (case,) = read_cases("[elephants] X. {B win, W loss}")
    assert str(case.outcome()) == "L"
    assert case.text() == "elephants-and-rhinos >."
    (case,) = read_cases("[domineering] .|. {B, W}")  # a vertical domino: Black's (Left's) only
    assert [case.answer(c) for c in case.commands] == ["win", "loss"]
    assert [case.agrees(c) for c in case.commands] == [None, None]


def test_a_file_reads_into_cases_with_comments_and_lines() -> None:
    text = ("{version 1.7}\n/*_ results from MCGS */\n[clobber_1xn]\n/* one */ XO {B win, W win}\n"
            "XO XO\n{B loss}\n[kayles] 3\n")
    cases = read_cases(text)
    assert [(c.line, c.comment, c.text()) for c in cases] == [
        (4, "one", "clobber xo"), (6, "", "clobber xo + clobber xo"), (7, "", "kayles 3")]
    assert [k.text for k in cases[1].commands] == ["B loss"] and cases[2].commands == ()
    assert cases[2].grundy() == 3


def test_a_version_1_5_file_reads_the_same() -> None:
    # The first sum of MCGS v1.5's basic_cgt_autotests/random_cgt_games1.test ({version 1.5}, results
    # from CGSuite 2.1.1): the older format writes the same blocks.
    text = ("{version 1.5}\n/*_\n    Results from: CGSuite 2.1.1\n*/\n\n/* Sum #0 */\n"
            "[integer_game] 5\n[dyadic_rational] (5/4)\n[dyadic_rational] (-39/2)\n[integer_game] -1\n"
            "[nimber] 4\n[switch_game] (-45/2, 16/8)\n[up_star] (4 *)\n[nimber] 3\n[nimber] 6\n"
            "[up_star] (3)\n[up_star] (6 *)\n[switch_game] (-27/8, -44/8)\n[dyadic_rational] (-48/4)\n"
            "[switch_game] (-4/1, -42/32)\n[dyadic_rational] (-23/16)\n[dyadic_rational] (10/4)\n"
            "[nimber] 4\n[nimber] 12\n[up_star] (-9)\n[switch_game] (-28/16, 29/16)\n{B loss, W win}\n")
    (case,) = read_cases(text)
    assert [case.answer(c) for c in case.commands] == ["loss", "win"]
    assert [case.agrees(c) for c in case.commands] == [True, True]
    assert case.comment == "Sum #0" and case.line == 27  # the line of its command block


def test_commands_read_but_not_answered() -> None:
    (case,) = read_cases("[clobber_1xn] XOXO {winning moves B 1-2, thermograph L: (0, -1) R: (0, -1)}")
    assert [c.kind for c in case.commands] == ["winning moves", "thermograph"]
    with pytest.raises(InputValueError, match="not answered here"):
        case.answer(case.commands[0])


@pytest.mark.parametrize("text, message", [
    ("[chess] e4", r"\[chess\] is not a game cgtalg has"),
    ("[gen_king_dirt] 1,1,0:.X.|.#.|.O.", "generalised king's dirt"),
    ("[gen_toads] 1,2,0,0:X.O", "slides of one square"),
    ("[gen_toads] X.O", "min slide,max slide"),
    ("[clobber_1xn] XO|OX", "'|'"),
    ("[clobber] XQ", "'Q'"),
    ("XO [clobber] XO", "before any"),
    ("[clobber] XO /* open", "never closed"),
    ("[clobber] XO }", "closes nothing"),
    ("[clobber] XO {B draw}", "not an MCGS command"),
    ("[clobber] XO {B win,}", "empty command"),
    ("[kayles] -3", "number of pins"),
    ("[dyadic_rational] 1/3", "power of 2"),
    ("[switch_game] (1)", "two fractions"),
    ("[up_star] (* *)", "up-star"),
    ("[sheep] (0, 99)", "sheep"),
])
def test_bad_text_is_refused_by_name(text: str, message: str) -> None:
    with pytest.raises(InputValueError, match=message):
        read_cases(text)


def test_a_nim_value_of_a_partizan_sum_is_refused() -> None:
    (case,) = read_cases("[clobber_1xn] XO {N}")
    with pytest.raises(InputValueError, match=r"partizan .*impartial clobber_1xn"):
        case.answer(case.commands[0])
    with pytest.raises(InputValueError, match="partizan game 3"):
        read_cases("[integer_game] 3 {N}")[0].grundy()


def test_command_line_limits_apply_only_when_asked() -> None:
    board = "|".join(["XOXOXOXO", "OXOXOXOX"] * 4)
    assert read_cases(f"[clobber] {board}")[0].components[0].ruleset.name == "clobber"
    with pytest.raises(InputValueError, match="command line"):
        read_cases(f"[clobber] {board}", command_line=True)
