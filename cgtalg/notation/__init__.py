"""Reading and writing games in the field's usual notation.

* :func:`parse` reads text (:mod:`cgtalg.notation.parser` has the grammar);
* :func:`to_string` writes it (what ``str(G)`` gives), :func:`iter_text` the
  same text in pieces, :func:`to_latex` LaTeX (what ``G.latex()`` gives).

All of them work on games of any depth and numbers of any size.

Examples
--------
>>> g = parse("{2|{1|0}} + ^")
>>> to_string(g), to_latex(parse("^*"))
('{2^||1^|^}', '\\\\uparrow\\\\ast')
"""

from .latex import to_latex
from .parser import ParseError, parse
from .printer import iter_text, to_string

__all__ = ["ParseError", "parse", "to_string", "to_latex", "iter_text"]
