"""Reading and writing games in the field's usual notation.

* :func:`parse` reads text (:mod:`cgtalg.notation.parser` has the grammar);
* :func:`to_string` writes it (what ``str(G)`` gives), :func:`iter_text` the
  same text in pieces, :func:`to_latex` LaTeX (what ``G.latex()`` gives).

All of them work on games of any depth and numbers of any size. Importing
this package installs the three in the core
(:func:`cgtalg.core.game_type.install`, the one way a layer above the core
registers with it): that is how ``str(G)``, ``G.latex()`` and
``Game("{1|*}")`` reach them without the core importing the notation.

Examples
--------
>>> g = parse("{2|{1|0}} + ^")
>>> to_string(g), to_latex(parse("^*"))
('{2^||1^|^}', '\\\\uparrow\\\\ast')
"""

from ..core.game_type import install
from ..loopy import hooks as _loopy_hooks
from .latex import to_latex
from .loopy_parser import parse_loopy, parse_loopy_form
from .loopy_printer import loopy_to_latex, loopy_to_string
from .parser import _LOOPY_READER, ParseError, parse, parse_game
from .printer import iter_text, to_string

install(to_string=to_string, to_latex=to_latex, parse=parse_game)
_LOOPY_READER[:] = [parse_loopy]
_loopy_hooks.install(to_string=loopy_to_string, to_latex=loopy_to_latex)

__all__ = ["ParseError", "parse", "parse_loopy_form", "to_string", "to_latex", "iter_text"]
