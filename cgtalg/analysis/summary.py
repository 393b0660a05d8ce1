"""One record with every analysis of a game (``cgtalg value --analyse`` / ``--json``).

Examples
--------
>>> from cgtalg import parse
>>> print(analysis_text(parse("{3|{1|-1}}")))
value:              {3|+-1}
stops:              L = 3, R = 1
mean:               3/2
temperature:        3/2
thermograph:        left [(-1, 4), (3/2, 3/2)]; right [(-1, 1), (1, 1), (3/2, 3/2)]
frozen:             3/2*
reduced form:       {3|+-1}
atomic weight:      none (not all-small)
left incentives:    {4|2||0}
right incentives:   {2,{4|2}|0}
confusion interval: (1, 3]
properties:         hot
>>> analyse(parse("^"))["atomic_weight"]
'1'

References
----------
Siegel, *Combinatorial Game Theory*, II.3-II.7; *Lessons in Play*, ch. 6 and 9.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

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

__all__ = ["analyse", "analysis_text", "analysis_json"]


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


def analysis_text(g: Game) -> str:
    """:func:`analyse` as a readable block of ``label: value`` lines.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    str
        One ``label: value`` line per analysis, labels padded to one width; the
        last line lists the properties that hold (hot, all-small, ...).

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(analysis_text(parse("*")))
    value:              *
    stops:              L = 0, R = 0
    mean:               0
    temperature:        0
    thermograph:        left [(-1, 1), (0, 0)]; right [(-1, -1), (0, 0)]
    frozen:             *
    reduced form:       0
    atomic weight:      0
    left incentives:    *
    right incentives:   *
    confusion interval: [0, 0]
    properties:         tepid, all-small, odd-tempered
    """
    a = analyse(g)
    th = a["thermograph"]

    def pts(points: list[list[str]]) -> str:
        return "[" + ", ".join(f"({t}, {v})" for t, v in points) + "]"

    props = [name.replace("_", "-") for name in ("hot", "tepid", "cold", "all_small", "even_tempered", "odd_tempered")
             if a[name]]
    rows = [
        ("value", a["value"]),
        ("stops", f"L = {a['left_stop']}, R = {a['right_stop']}"),
        ("mean", a["mean"]),
        ("temperature", a["temperature"]),
        ("thermograph", f"left {pts(th['left'])}; right {pts(th['right'])}"),
        ("frozen", a["frozen"]),
        ("reduced form", a["reduced"]),
        ("atomic weight", a["atomic_weight"] if a["atomic_weight"] is not None else "none (not all-small)"),
        ("left incentives", _listed(a["left_incentives"], len(g.left_options))),
        ("right incentives", _listed(a["right_incentives"], len(g.right_options))),
        ("confusion interval", a["confusion_interval"] or "empty"),
        ("properties", ", ".join(props)),
    ]
    return "\n".join(f"{label + ':':<20}{text}" for label, text in rows)


def _listed(items: list[str] | None, count: int) -> str:
    if items is None:
        return f"{count} (too many to list)"
    return ", ".join(items) or "none"


def analysis_json(g: Game) -> str:
    """:func:`analyse` as indented JSON text.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    str
        ``json.dumps`` of :func:`analyse`, indented by two spaces.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> json.loads(analysis_json(parse("*")))["temperature"]
    '0'
    """
    return json.dumps(analyse(g), indent=2)
