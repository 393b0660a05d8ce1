"""One record with every analysis of a game (``cgtalg value --analyse`` / ``--json``).

:func:`analyse` returns the values as a JSON-ready dict; the command line
writes them out (:func:`cgtalg.cli.value.analysis_text`).

Examples
--------
>>> from cgtalg import parse
>>> record = analyse(parse("{3|{1|-1}}"))
>>> record["mean"], record["temperature"], record["frozen"], record["confusion_interval"]
('3/2', '3/2', '3/2*', '(1, 3]')
>>> analyse(parse("^"))["atomic_weight"]
'1'

References
----------
Siegel, *Combinatorial Game Theory*, II.3-II.7; *Lessons in Play*, ch. 6 and 9.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .._moved import forward_names
from ..core.game import Game
from ..core.stops import left_stop, right_stop
from ..errors import InputTypeError
from .atomic_weight import atomic_weight, is_all_small
from .cooling import freeze
from .incentives import left_incentives, right_incentives
from .predicates import (confusion_interval, is_cold, is_even_tempered, is_hot, is_odd_tempered,
                         is_tepid)
from .reduced import reduced
from .thermograph import thermograph

__all__ = ["analyse"]

__getattr__ = forward_names(__name__, {"analysis_text": "cgtalg.cli.value", "analysis_json": "cgtalg.cli.value"})


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


#: More options than this and the incentives are not listed (``*1000000`` has a million).
MAX_LISTED = 32


def _incentives(g: Game, which: Any, count: int) -> list[str] | None:
    return [str(x) for x in which(g)] if count <= MAX_LISTED else None


def analyse(g: Game) -> dict[str, Any]:
    """Every analysis of *g* as a JSON-ready dict (exact numbers as strings).

    Keys: ``value``, ``left_stop``, ``right_stop``, ``mean``, ``temperature``,
    ``thermograph`` (walls as ``[t, v]`` points from ``t = -1``; constant
    after the last), ``frozen``, ``reduced``, ``atomic_weight`` (None unless
    all-small), ``left_incentives``, ``right_incentives``,
    ``confusion_interval`` (None or text; incentives are None when there are
    more than :data:`MAX_LISTED` options), and the booleans ``hot``, ``tepid``,
    ``cold``, ``all_small``, ``even_tempered``, ``odd_tempered``.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    dict
        The record described above; exact numbers are strings such as ``'3/2'``.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> a = analyse(parse("+-1"))
    >>> a["mean"], a["temperature"], a["frozen"], a["hot"]
    ('0', '1', '*', True)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"analyse() takes a Game, not {type(g).__name__}")
    th = thermograph(g)
    small = is_all_small(g)
    ci = confusion_interval(g)
    return {
        "value": str(g),
        "left_stop": _fmt(left_stop(g)),
        "right_stop": _fmt(right_stop(g)),
        "mean": _fmt(th.mean),
        "temperature": _fmt(th.temperature),
        "thermograph": th.to_dict(),
        "frozen": str(freeze(g)),
        "reduced": str(reduced(g)),
        "atomic_weight": str(atomic_weight(g)) if small else None,
        "left_incentives": _incentives(g, left_incentives, len(g.left_options)),
        "right_incentives": _incentives(g, right_incentives, len(g.right_options)),
        "confusion_interval": None if ci is None else str(ci),
        "hot": is_hot(g),
        "tepid": is_tepid(g),
        "cold": is_cold(g),
        "all_small": small,
        "even_tempered": is_even_tempered(g),
        "odd_tempered": is_odd_tempered(g),
    }

