"""A Game shows its thermograph in a notebook; the core imports the pictures only when one is drawn."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cgtalg import STAR, parse
from cgtalg.analysis.thermograph import thermograph


def test_svg_is_the_thermograph():
    g = parse("{3|-1}")
    assert g._repr_svg_() == thermograph(g).svg()
    assert "mean 1, temperature 2" in g._repr_svg_()


def test_html_holds_the_notation_and_the_picture():
    html = parse("{1|0}")._repr_html_()
    assert html.startswith('<figure class="cgtalg-game">') and html.endswith("</figure>")
    assert "<code>{1|0}</code>" in html and "<svg" in html
    assert "<code>*</code>" in STAR._repr_html_()


def test_importing_the_library_loads_no_picture_module():
    root = Path(__file__).resolve().parents[2]
    code = (
        "import sys, cgtalg; cgtalg.parse('{1|0}');"
        "print(sorted(m for m in sys.modules if m.startswith(('cgtalg.pictures', 'cgtalg.analysis'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
