"""The value types of short games and their algebra (compiled with Cython where it is available).

The modules form one chain, each importing only those before it:

* :mod:`~cgtalg.core.dyadic` -- dyadic numbers, as Fractions and as integer
  pairs ``a / 2**e``; :mod:`~cgtalg.core.mex` -- the minimum excludant;
* :mod:`~cgtalg.core.game_type` -- the :class:`~cgtalg.core.game_type.Game`
  type: its stored fields, its operators and methods, and the hooks they reach;
* :mod:`~cgtalg.core.store` -- the two representations (symbolic values
  ``x + n.^ + *k`` and explicit ``{L | R}``) and interning: equal values are
  one object;
* :mod:`~cgtalg.core.symbolic` -- the arithmetic and order of symbolic
  values, by formula; :mod:`~cgtalg.core.coerce` -- ints and Fractions read
  as games;
* :mod:`~cgtalg.core.order` (``<=``), :mod:`~cgtalg.core.simplest` (the
  simplicity rule), :mod:`~cgtalg.core.canonical` (canonical forms),
  :mod:`~cgtalg.core.arithmetic` (sums, negatives, multiples),
  :mod:`~cgtalg.core.norton` (Norton products) and
  :mod:`~cgtalg.core.game`, which installs them as the engine behind
  ``Game``;
* :mod:`~cgtalg.core.values` (constructors), :mod:`~cgtalg.core.relations`
  (``compare``, ``outcome``), :mod:`~cgtalg.core.stops`,
  :mod:`~cgtalg.core.mean`, :mod:`~cgtalg.core.ordinal`,
  :mod:`~cgtalg.core.sign_expansion`, and :mod:`~cgtalg.core.cache` (the
  one cache mechanism) beside them.

How the layers above register with the core
-------------------------------------------
One way: :func:`cgtalg.core.game_type.install` (also importable from
:mod:`cgtalg.core.store`), called at import with the hooks by name. The
type is the bottom of the chain and never imports what uses it, so what
``Game``'s operators and methods compute above it they reach through these
hooks:

* ``engine`` -- an :class:`~cgtalg.core.game_type.Engine`, installed by
  :mod:`cgtalg.core.game`: ``+ - * <= ...``, ``Game(left, right)``, the
  options and birthdays of symbolic values, pickling, ``Game.norton``;
* ``to_string``, ``to_latex``, ``parse`` -- installed by
  :mod:`cgtalg.notation`: ``str(G)``, ``G.latex()``, ``Game("{1|*}")``.

Importing any part of cgtalg imports the package, which installs all of
them; a hook used before its installation raises RuntimeError naming it.
No other module plugs into the core.
"""
