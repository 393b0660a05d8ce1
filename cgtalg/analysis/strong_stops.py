"""Strong stops: the stops of a stopper with ``over`` and ``under`` dropped.

The Left stop of a stopper (a loopy game without infinite alternating play)
is where alternating play with Left moving first comes to rest on a
*pseudonumber*: a number ``x``, ``x over``, ``x under``, ``on`` or ``off``
(:meth:`cgtalg.loopy.Stopper.left_stop`). The *strong* stop disregards the
infinitesimal tilt: where the stop is ``x over`` or ``x under``, the strong
stop is ``x``; a number, ``on`` and ``off`` are kept. A short game's only
pseudonumbers are numbers, so its strong stops are its stops
(:func:`cgtalg.core.stops.left_stop`).

Taking the larger (or smaller) of pseudonumbers and then dropping the tilt
gives the same as dropping the tilt first, since the tilt only breaks ties
between pseudonumbers ``x``, ``x over`` and ``x under`` of the same ``x``: so
"disregarding ``x over`` and ``x under`` as stopping positions" and
"dropping the tilt of the stop" agree.

Examples
--------
>>> from cgtalg.loopy import over, upon, on
>>> over.left_stop() is over, strong_left_stop(over), strong_right_stop(upon)
(True, Fraction(0, 1), Fraction(0, 1))
>>> strong_left_stop(on) is on
True

References
----------
Siegel, *Combinatorial Game Theory*, VI.5 (stops of stoppers, pseudonumbers);
Winning Ways, ch. 11 (``on``, ``off``, ``over``, ``under``); CGSuite,
``CanonicalStopper.StrongStop``.
"""

from __future__ import annotations

from fractions import Fraction

from ..core.coerce import coerce_operand
from ..core.store import Game
from ..errors import InputTypeError, describe
from ..loopy import LoopyGame, SidedValue, Stopper, off, on

__all__ = ["strong_left_stop", "strong_right_stop"]


def _strong(g: object, left: bool, name: str) -> Fraction | Stopper:
    game = coerce_operand(g)
    if game is not None:
        return Fraction(game._ls if left else game._rs)
    if isinstance(g, SidedValue):
        raise InputTypeError(
            f"{name}() is defined for stoppers; {describe(g)} is a sided value (its onside and offside "
            "have stops of their own: take them with onside() and offside())"
        )
    if not isinstance(g, (Stopper, LoopyGame)):
        raise InputTypeError(f"{name}() takes a short game or a stopper, not {describe(g)}")
    stopper = Stopper(g)
    stop = stopper.left_stop() if left else stopper.right_stop()
    if stop is on or stop is off:
        return stop
    if not stop.is_loopfree():  # x over = {x | pass}, x under = {pass | x}: x is the option that is not itself
        stop = next(o for o in stop.left_options + stop.right_options if o is not stop)
    number = stop.to_game()._num
    assert number is not None  # a loop-free pseudonumber is a number
    return number


def strong_left_stop(g: object) -> Fraction | Stopper:
    """The strong Left stop of *g*: its Left stop, ``x over`` and ``x under`` read as ``x``.

    Parameters
    ----------
    g : Game, int, dyadic Fraction, Stopper or LoopyGame
        A short game or a stopper.

    Returns
    -------
    Fraction or Stopper
        A number as a Fraction, or the Stopper ``on`` or ``off``.

    Raises
    ------
    InputTypeError
        If *g* is neither a short game nor a stopper (a sided value is
        refused by name).
    InputValueError
        If *g* is a loopy game that is not a stopper (as
        :class:`~cgtalg.loopy.Stopper`).

    Examples
    --------
    >>> from cgtalg import parse
    >>> from cgtalg.loopy import LoopyGame
    >>> from fractions import Fraction
    >>> strong_left_stop(parse("{3|1}"))
    Fraction(3, 1)
    >>> g = LoopyGame.from_graph({"a": ([Fraction(3, 2)], ["a"])}, "a")   # {3/2 | pass} = 3/2 over
    >>> strong_left_stop(g)
    Fraction(3, 2)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, VI.5; CGSuite, ``StrongStop(Left)``.
    """
    return _strong(g, True, "strong_left_stop")


def strong_right_stop(g: object) -> Fraction | Stopper:
    """The strong Right stop of *g*: its Right stop, ``x over`` and ``x under`` read as ``x``.

    Parameters
    ----------
    g : Game, int, dyadic Fraction, Stopper or LoopyGame
        As for :func:`strong_left_stop`.

    Returns
    -------
    Fraction or Stopper
        As for :func:`strong_left_stop`: where alternating play with Right
        moving first comes to rest, tilt dropped.

    Raises
    ------
    InputTypeError, InputValueError
        As :func:`strong_left_stop`.

    Examples
    --------
    >>> from cgtalg.loopy import under, off
    >>> strong_right_stop(under), strong_right_stop(off) is off
    (Fraction(0, 1), True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, VI.5; CGSuite, ``StrongStop(Right)``.
    """
    return _strong(g, False, "strong_right_stop")
