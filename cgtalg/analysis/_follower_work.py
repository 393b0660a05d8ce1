"""The guard of analyses that visit every follower of a game: symbolic followers past a work limit.

A follower ``x + n.^ + *k`` (a number is one with ``n = k = 0``) is stored
symbolically and its own followers are made as they are visited: about its
birthday of them, ``x + *j`` among them with ``j`` options each. An analysis
that walks every follower refuses such a follower, before walking it, when
the work estimate ``birthday + k**2 // 20`` is over
:data:`~cgtalg.core.ordinal.SUBORDINATE_LIMIT` (the ordinal sum's limit,
seconds of work), instead of running for hours.

Examples
--------
>>> from cgtalg import parse
>>> check_follower_work(parse("^100 + *8"), "f()")
>>> check_follower_work(parse("*2000"), "f()")
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: f() visits every follower, and this game has the follower *2000 of birthday 2000: a work estimate birthday + k**2 // 20 = 202000 for its nimber *k, over the limit 100000
"""

from __future__ import annotations

from ..core.ordinal import SUBORDINATE_LIMIT
from ..core.store import Game
from ..errors import InputValueError, describe

__all__ = ["check_follower_work"]


def check_follower_work(h: Game, what: str) -> None:
    """Refuse walking the followers of *h* if it is ``x + n.^ + *k`` past the work limit.

    Parameters
    ----------
    h : Game
        A follower about to be walked.
    what : str
        The caller's name, for the message.

    Raises
    ------
    InputValueError
        If ``birthday + k**2 // 20`` is over
        :data:`~cgtalg.core.ordinal.SUBORDINATE_LIMIT` for ``h = x + n.^ + *k``.

    Examples
    --------
    >>> from cgtalg import parse
    >>> check_follower_work(parse("{1|*}"), "f()")   # not symbolic: its followers exist already
    """
    if h._nus is None:
        return
    work = h.birthday + h._nus[2] ** 2 // 20  # x + *k has k options
    if work > SUBORDINATE_LIMIT:
        raise InputValueError(
            f"{what} visits every follower, and this game has the follower {h} of birthday "
            f"{describe(h.birthday)}: a work estimate birthday + k**2 // 20 = {describe(work)} for its nimber "
            f"*k, over the limit {SUBORDINATE_LIMIT}"
        )
