"""The analysis at the command line and in pictures."""

from __future__ import annotations

import json
import re

from cgtalg import parse
from cgtalg.analysis import thermograph
from cgtalg.pictures.thermograph import thermograph_svg, wall_polylines

from ..cli_runner import run_cli


def run(*argv):
    status, out, err = run_cli(*argv)
    return status, out


def test_value_analyse_block_and_json():
    status, text = run("value", "{3|-1}", "--analyse")
    assert status == 0
    assert "mean:               1\n" in text and "temperature:        2\n" in text
    assert "frozen:             1*" in text
    status, text = run("value", "^^*", "--json")
    record = json.loads(text)
    assert record["atomic_weight"] == "2" and record["reduced"] == "0" and record["tepid"] is True
    assert record["thermograph"]["right"] == [["-1", "0"]]


def test_thermograph_command_text_svg_and_errors(tmp_path):
    status, text = run("thermograph", "-{3|-1}")
    assert status == 0 and "mean:        -1" in text and "temperature: 2" in text
    target = tmp_path / "t.svg"
    status, _ = run("thermograph", "{4||2|0}", "-o", str(target))
    assert status == 0 and target.read_text().startswith("<svg")
    assert run("thermograph", "{1|")[0] == 2


def _polyline_xs(svg: str, colour: str) -> list[float]:
    m = re.search(r'<polyline points="([^"]+)" fill="none" stroke="' + colour, svg)
    return [float(p.split(",")[0]) for p in m.group(1).split()]


def test_orientation_left_wall_on_the_left_values_decreasing_rightwards():
    # Winning Ways ch. 6: the Left wall of {4||2|0} starts at 4, left of the Right wall at 2
    svg = thermograph_svg(thermograph(parse("{4||2|0}")))
    left_x, right_x = _polyline_xs(svg, "#1f4fbf"), _polyline_xs(svg, "#c0392b")
    assert left_x[0] < right_x[0]
    # larger values further left: the left wall moves right (towards smaller values) as t rises
    assert left_x[0] < left_x[-1]
    left, right, top = wall_polylines(thermograph(parse("{4||2|0}")))
    assert left[0] == (4, 0) and right[0] == (2, 0) and left[-1] == right[-1] == (parse("5/2").as_fraction(), top)


def test_analyse_huge_symbolic_game_lists_no_million_incentives():
    status, text = run("value", "*1000000 + ^", "--analyse")
    assert status == 0 and "atomic weight:      1\n" in text and "reduced form:       0\n" in text
    status, text = run("value", "*100", "--json")
    assert json.loads(text)["left_incentives"] is None and json.loads(text)["odd_tempered"] is False


def test_matplotlib_plot_has_values_decreasing_to_the_right():
    pytest = __import__("pytest")
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    ax = thermograph(parse("{4||2|0}")).plot()
    lo, hi = ax.get_xlim()
    assert lo > hi  # the value axis runs from large (left) to small (right)
    xs = ax.lines[0].get_xdata()
    assert xs[0] == 4.0 and ax.lines[1].get_xdata()[0] == 2.0


def test_thermograph_output_file_is_announced_with_what_it_holds(tmp_path):
    target = tmp_path / "t.svg"
    status, out, err = run_cli("thermograph", "{4||2|0}", "-o", str(target))
    picture = target.read_text()
    width, height = re.search(r'width="(\d+)" height="(\d+)"', picture).groups()
    assert status == 0 and err == "" and picture.startswith("<svg") and picture.endswith("</svg>\n")
    assert out == (f"wrote {target}: the thermograph of {{4||2|0}} (mean 5/2, temperature 3/2), "
                   f"an SVG picture of {width}x{height} pixels from t = 0\n")
    status, out, _ = run_cli("thermograph", "{2|{1|0}}", "--subzero", "-o", str(target))
    assert status == 0 and out.endswith("pixels from t = -1\n") and "mean 5/4, temperature 3/4" in out
    status, out, err = run_cli("thermograph", "+-1", "-o", str(tmp_path / "no" / "such" / "dir.svg"))
    assert status == 2 and out == "" and "cannot write" in err and "No such file or directory" in err


def test_thermograph_of_a_ruleset_position_is_that_of_its_value(tmp_path):
    from cgtalg.rulesets import get

    for name, text in [("domineering", "2x3"), ("domineering", "..#|...|..."), ("toppling-dominoes", "LRLG"),
                       ("clobber", "xo.|ox.")]:
        status, out, _ = run_cli("thermograph", "--ruleset", name, text)
        _, expected, _ = run_cli("thermograph", str(get(name).value(text)))
        assert status == 0 and out == expected, (name, text)
    status, out, _ = run_cli("thermograph", "--ruleset", "domineering", "2x3")
    assert out.splitlines()[:3] == ["game:        {2|-1/2}", "mean:        3/4", "temperature: 5/4"]
    picture = tmp_path / "dom.svg"
    status, out, _ = run_cli("thermograph", "--ruleset", "domineering", "2x3", "-o", str(picture))
    assert status == 0 and picture.read_text().startswith("<svg") and "{2|-1/2}" in out
    status, out, err = run_cli("thermograph", "--ruleset", "fox-and-geese", "x.x.|....|....|.o..")
    assert status == 2 and "loopy game" in err and out == ""
    status, out, err = run_cli("thermograph", "--ruleset", "dominering", "2x3")
    assert status == 2 and "did you mean 'domineering'" in err
