"""Any partizan position played impartially: both players may make Left's and Right's moves.

Every ruleset has an impartial variant (``get(name).impartial()``). The board
rulesets whose schema knows how to play impartially (Domineering, whose
variant is Cram; Clobber, Konane, ...) give their own class; any other
partizan position is wrapped in a class made here: a position of it holds
the partizan position, and its ``options()`` are the union of the held
position's Left and Right options, each wrapped again. A position that splits
into independent components splits the same way when played impartially (the
union of moves is taken in each component), so the wrapper passes
``components()`` on.

Examples
--------
>>> from cgtalg.impartial import grundy
>>> from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes
>>> Play = impartial_play_class(TopplingDominoes)
>>> p = Play(TopplingDominoes("LRL"))
>>> p.text(), grundy(p)
('LRL', 3)
"""

from __future__ import annotations

from typing import Any

from ..errors import InputTypeError, check_position
from .position import HeldPosition, ImpartialPosition
from .traversal import moves_of

__all__ = ["ImpartialPlay", "impartial_play_class"]


class ImpartialPlay(HeldPosition, ImpartialPosition):
    """A partizan position played impartially: its options are both players' moves.

    Parameters
    ----------
    inner : object
        A partizan position (with ``left_options()`` and ``right_options()``).

    Raises
    ------
    InputTypeError
        If *inner* is not a hashable position with Left and Right options.

    Examples
    --------
    >>> from cgtalg import parse
    >>> p = ImpartialPlay(parse("{1|-1}"))
    >>> sorted(str(o.inner) for o in p.options())
    ['-1', '1']
    """

    __slots__ = ()

    def __init__(self, inner: Any) -> None:
        check_position(inner, "a position to play impartially", impartial=False)
        self._hold(inner)

    def options(self) -> list["ImpartialPlay"]:
        """Every move of either player from the held position, each played impartially from then on.

        Returns
        -------
        list of ImpartialPlay
            One per distinct option, Left's first.

        Examples
        --------
        >>> from cgtalg import UP
        >>> [str(o.inner) for o in ImpartialPlay(UP).options()]
        ['0', '*']
        """
        left, right = moves_of(self.inner)
        moves = dict.fromkeys(left)
        moves.update(dict.fromkeys(right))
        wrap = type(self)._wrap
        return [wrap(o) for o in moves]

    def components(self) -> list["ImpartialPlay"] | None:
        """The held position's independent components, each played impartially (None if it has none).

        Returns
        -------
        list of ImpartialPlay or None

        Examples
        --------
        >>> from cgtalg import UP
        >>> ImpartialPlay(UP).components() is None
        True
        """
        split = getattr(self.inner, "components", None)
        parts = split() if callable(split) else None
        if parts is None:
            return None
        wrap = type(self)._wrap
        return [wrap(p) for p in parts]


def impartial_play_class(cls: type) -> type:
    """A class of :class:`ImpartialPlay` positions built from the texts of *cls*'s positions.

    Its constructor takes a position of *cls* or its text (read as *cls*
    reads it: ``cls._from_text`` if it has one, else ``cls``). When *cls*
    has a formula for its positions played impartially, a method
    ``impartial_grundy()``, the class's ``known_grundy()`` gives it, so that
    the Grundy search takes it instead of exploring.

    Parameters
    ----------
    cls : type
        A partizan position class.

    Returns
    -------
    type
        A new subclass of :class:`ImpartialPlay`, named ``Impartial<cls>``
        (each call makes a new class: the registry keeps one per class).

    Raises
    ------
    InputTypeError
        If *cls* is not a class.

    Examples
    --------
    >>> from cgtalg import value
    >>> from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes
    >>> Play = impartial_play_class(TopplingDominoes)
    >>> Play.__name__, str(value(Play("LR")))
    ('ImpartialTopplingDominoes', '*2')
    """
    if not isinstance(cls, type):
        raise InputTypeError(f"impartial_play_class needs a position class, not {type(cls).__name__}")
    read = getattr(cls, "_from_text", cls)

    def __init__(self: ImpartialPlay, inner: Any) -> None:
        ImpartialPlay.__init__(self, read(inner) if isinstance(inner, str) else inner)

    attrs: dict[str, Any] = {
        "__slots__": (),
        "__init__": __init__,
        "__doc__": f"A {cls.__name__} position played impartially: both players have every move.",
        "inner_class": cls,
    }
    if hasattr(cls, "_repr_svg_"):
        attrs["_repr_svg_"] = lambda self: self.inner._repr_svg_()
    if hasattr(cls, "impartial_grundy"):  # the ruleset's formula for its positions played impartially
        attrs["known_grundy"] = lambda self: self.inner.impartial_grundy()
    return type("Impartial" + cls.__name__, (ImpartialPlay,), attrs)

