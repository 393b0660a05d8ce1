"""cgtalg: exact combinatorial game theory in Python.

The core is :class:`Game`, a short partizan game always in canonical form,
with exact arithmetic, the partial order and outcome classes; rulesets
describe positions and :func:`value` computes their canonical values.

Examples
--------
>>> from cgtalg import parse, outcome, UP, STAR
>>> g = parse("{1|*} + ^")
>>> print(g, outcome(g))
{1^|^*} L
>>> UP + STAR > 0
False

The subpackages are reachable as attributes of the package, each imported
the first time it is named (``import cgtalg`` alone does not load them):

>>> import cgtalg
>>> cgtalg.verify.registry()["laws"].name
'laws'
"""

from fractions import Fraction

from . import accelerated  # noqa: F401  (first: it chooses the compiled or the pure-Python core)
from .core.cache import cache_info, clear_caches
from .core.game import Game
from .core.ordinal import ordinal_sum
from .core.order import Outcome, Relation
from .engine.relations import compare, outcome
from .engine.position_value import value
from .core.stops import left_stop, right_stop, stops
from .core.values import DOWN, ONE, STAR, UP, ZERO, integer, miny, nimber, number, switch, tiny, up
from .errors import InputError, InputTypeError, InputValueError
from .notation import ParseError, parse
from . import interop  # noqa: F401  (teaches sympy to read games; imports no sympy)

from ._version import __version__
from .core.game_type import install as _install
from .notation.parser import _MISERE_READER, _TRANSFINITE_READER, ParseError as _ParseError


def _read_misere_form(text: str) -> object:
    """CGSuite's misère impartial form ``*[...]``, for :func:`parse` (cgtalg.impartial loads on first use)."""
    from .impartial.misere.cgsuite_spelling import parse_cgsuite

    return parse_cgsuite(text)


_MISERE_READER[:] = [_read_misere_form]


def _read_transfinite(text: str) -> object:
    """A surreal number, a sum of one and short games (``omega+*``) or a nimber (``*omega``) with ``omega`` or
    ``ω`` in it, for :func:`parse` (cgtalg.transfinite and cgtalg.impartial load on first use)."""
    from .notation.transfinite_sum import _has_nimber_term, parse_surreal_plus_game
    from .transfinite.parser import TransfiniteSyntaxError

    if _has_nimber_term(text):
        from .impartial.transfinite_nimber import parse_transfinite_nimber

        try:
            return parse_transfinite_nimber(text)
        except TransfiniteSyntaxError as e:
            raise _ParseError(f"{e.message} (a text with *omega is read as a sum of nimbers)",
                              text, e.position) from None
        except InputValueError as e:
            raise _ParseError(str(e), text, 0) from None
    return parse_surreal_plus_game(text)


_TRANSFINITE_READER[:] = [_read_transfinite]


def _thermograph_svg(game: Game) -> str:
    """A game's picture in a notebook: its thermograph (the analysis is imported when one is drawn)."""
    from .analysis.thermograph import thermograph

    return thermograph(game).svg()  # type: ignore[no-any-return]


_install(to_svg=_thermograph_svg)

#: The subpackages and modules that ``cgtalg.<name>`` imports on first use (PEP 562).
_LAZY_SUBMODULES = frozenset({
    "analysis", "cli", "compilation", "core", "engine", "errors", "impartial", "interop", "misere", "notation",
    "pictures", "rulesets", "testing", "transfinite", "verify",
})


def __getattr__(name: str) -> object:
    if name in _LAZY_SUBMODULES:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY_SUBMODULES)

__all__ = [
    "Fraction",
    "Game", "ZERO", "ONE", "STAR", "UP", "DOWN",
    "integer", "number", "nimber", "up", "switch", "tiny", "miny",
    "parse", "ParseError",
    "compare", "outcome", "Relation", "Outcome",
    "ordinal_sum", "value",
    "left_stop", "right_stop", "stops",
    "cache_info", "clear_caches",
    "InputError", "InputValueError", "InputTypeError",
]
