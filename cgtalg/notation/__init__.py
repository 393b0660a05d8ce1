"""Reading and writing games in the field's usual notation.

Importing this package registers its printer, LaTeX writer and parser with the
core (:func:`cgtalg.core.store.register_notation`), which is how ``str(G)``,
``G.latex()`` and ``Game("{1|*}")`` reach them without the core importing the
notation.
"""

from ..core.store import register_notation
from .latex import to_latex
from .parser import ParseError, parse
from .printer import to_string

register_notation(to_string=to_string, to_latex=to_latex, parse=parse)

__all__ = ["ParseError", "parse", "to_string", "to_latex"]
