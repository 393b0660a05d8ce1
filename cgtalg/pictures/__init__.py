"""Pictures of games: SVG text (no dependencies) and matplotlib plots (the ``plot`` extra).

Presentation only, low in the layers (just above :mod:`cgtalg.notation`): each
function draws the plain data it is given and imports nothing but
:mod:`cgtalg.errors`, :mod:`cgtalg.core` and :mod:`cgtalg.notation`, so the
mathematics above may call it (a position's ``svg()``, :meth:`Thermograph.svg`)
without depending on it.

* :mod:`~cgtalg.pictures.positions` -- SVG of ruleset positions: grid boards,
  strips, graphs, Hackenbush pictures, strings and coins;
* :mod:`~cgtalg.pictures.thermograph` -- thermographs as SVG or on matplotlib
  axes, Left's wall on the left;
* :mod:`~cgtalg.pictures.nim_sequence` -- scatter plots of nim-sequences.

Examples
--------
>>> from cgtalg.pictures.positions import strip_svg
>>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
>>> strip_svg(ToadsAndFrogs("T.F")).startswith("<svg")
True
"""
