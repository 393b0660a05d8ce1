"""The dicotic variant of a ruleset: play stops as soon as either player has no move.

A game is *dicotic* (Siegel's word; Conway's *all-small*) when every
follower has moves for both players or for neither. Any partizan ruleset
becomes dicotic by one extra rule: a position in which Left or Right has no
move ends the game, whoever is to move, so its options are removed for both
players and it is 0. The variant's positions hold the ruleset's positions:
a :class:`DicoticPlay` has the held position's Left and Right options (each
wrapped again) when both lists are non-empty, and none otherwise.

The rule looks at the whole position, so a position that splits into
components does not split in the variant: in a sum, one component where a
player cannot move does not end the game while another still offers them a
move. The variant is therefore valued as one game by the engine
(:func:`cgtalg.engine.position_value.value`), without the keyed search of
the ruleset's schema: it is for small positions.

Dicotic games are infinitesimal: ``-x < G < x`` for every positive number
``x`` (Lessons in Play, ch. 9). An impartial ruleset is dicotic already
(Left can move exactly when Right can): its variant is itself. A loopy
ruleset has no dicotic variant here.

References
----------
J. H. Conway, *On Numbers and Games*, ch. 9 (all-small games); A. N.
Siegel, *Combinatorial Game Theory*, ch. II.4 (dicotic games, the
all-small ones); M. Albert, R. Nowakowski, D. Wolfe, *Lessons in Play*,
ch. 9 (all-small games are infinitesimal).

Examples
--------
>>> from cgtalg.rulesets import get
>>> dicotic = get("domineering").dicotic()
>>> dicotic.name, str(get("domineering").value("..|..|..")), str(dicotic.value("..|..|.."))
('dicotic domineering', '{1/2|-2}', 'v')
>>> str(dicotic.value("...|...")), str(dicotic.value("3x3")), get("dicotic domineering") is dicotic
('^', '0', True)
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine.position import HeldPosition, Position
from ..errors import InputTypeError, check_position

__all__ = ["CLI_LIMIT", "DicoticPlay", "dicotic_class", "is_dicotic"]


class DicoticPlay(HeldPosition, Position):
    """A partizan position under the dicotic rule: no options for either player once one of them has none.

    Parameters
    ----------
    inner : object
        A partizan position (with ``left_options()`` and ``right_options()``).

    Raises
    ------
    InputTypeError
        If *inner* is not a hashable position with Left and Right options.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. II.4 (dicotic games).

    Examples
    --------
    >>> from cgtalg import parse, value
    >>> str(value(DicoticPlay(parse("{1|*}"))))      # 1 has no Right option: it ends the game, {0|*}
    '^'
    >>> DicoticPlay(parse("1")).left_options()
    []
    """

    __slots__ = ()

    def __init__(self, inner: Any) -> None:
        check_position(inner, "a position to play under the dicotic rule", impartial=False)
        self._hold(inner)

    def _moves(self) -> tuple[list[Any], list[Any]]:
        from ..engine.traversal import moves_of

        left, right = moves_of(self.inner)
        left, right = list(left), list(right)
        if not left or not right:
            return [], []
        wrap = type(self)._wrap
        return [wrap(o) for o in dict.fromkeys(left)], [wrap(o) for o in dict.fromkeys(right)]

    def left_options(self) -> list["DicoticPlay"]:
        """Left's options of the held position, each under the rule; none if either player has no move.

        Returns
        -------
        list of DicoticPlay

        Examples
        --------
        >>> from cgtalg import parse
        >>> [str(o.inner) for o in DicoticPlay(parse("{0|*}")).left_options()]
        ['0']
        """
        return self._moves()[0]

    def right_options(self) -> list["DicoticPlay"]:
        """Right's options of the held position, each under the rule; none if either player has no move.

        Returns
        -------
        list of DicoticPlay

        Examples
        --------
        >>> from cgtalg import parse
        >>> DicoticPlay(parse("-1")).right_options()
        []
        """
        return self._moves()[1]


def dicotic_class(cls: type, read: Callable[[str], Any] | None = None) -> type:
    """A class of :class:`DicoticPlay` positions holding positions of *cls*, built from them or their texts.

    Parameters
    ----------
    cls : type
        A partizan position class.
    read : callable, optional
        What reads a position text of *cls* (the registry passes its
        ruleset's ``parse``, so that the variant reads the same texts);
        default ``cls._from_text`` if it has one, else ``cls``.

    Returns
    -------
    type
        A new subclass of :class:`DicoticPlay`, named ``Dicotic<cls>``
        (each call makes a new class: the registry keeps one per ruleset).

    Raises
    ------
    InputTypeError
        If *cls* is not a class or *read* is not callable.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. II.4 (dicotic games).

    Examples
    --------
    >>> from cgtalg import value
    >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
    >>> Play = dicotic_class(ToadsAndFrogs)
    >>> Play.__name__, str(value(ToadsAndFrogs("T.F"))), str(value(Play("T.F")))
    ('DicoticToadsAndFrogs', '*', '*')
    >>> str(value(ToadsAndFrogs("TF.F"))), str(value(Play("TF.F")))
    ('-1/2', '*')
    """
    if not isinstance(cls, type):
        raise InputTypeError(f"dicotic_class needs a position class, not {type(cls).__name__}")
    if read is None:
        read = getattr(cls, "_from_text", cls)
    if not callable(read):
        raise InputTypeError(f"dicotic_class needs a function reading a position text, not {type(read).__name__}")
    reader = read

    def __init__(self: DicoticPlay, inner: Any) -> None:
        DicoticPlay.__init__(self, reader(inner) if isinstance(inner, str) else inner)

    attrs: dict[str, Any] = {
        "__slots__": (),
        "__init__": __init__,
        "__doc__": f"A {cls.__name__} position under the dicotic rule: it ends once a player has no move.",
        "inner_class": cls,
    }
    if hasattr(cls, "_repr_svg_"):
        attrs["_repr_svg_"] = lambda self: self.inner._repr_svg_()
    return type("Dicotic" + cls.__name__, (DicoticPlay,), attrs)


def is_dicotic(position: Any) -> bool:
    """Whether every follower of *position* has moves for both players or for neither.

    Parameters
    ----------
    position : object
        A position (or a :class:`~cgtalg.Game`, whose canonical form is
        looked at).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *position* is not a position.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. II.4 (dicotic games).

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_dicotic(parse("^*")), is_dicotic(parse("{1|*}")), is_dicotic(parse("0"))
    (True, False, True)
    """
    from ..engine.traversal import moves_of

    check_position(position, "a position", impartial=True)
    seen = {position}
    stack = [position]
    while stack:
        left, right = moves_of(stack.pop())
        left, right = list(left), list(right)
        if bool(left) != bool(right):
            return False
        for o in left + right:
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return True


#: The most cells, vertices or edges in play (its schema's measure) of a board position the command line
#: values in a dicotic variant (cgtalg.rulesets.registry.position_of_text; other positions keep their
#: ruleset's limits): the variant is valued as one game, without the schema's search. In pure Python a
#: 4 x 4 board of Domineering takes 0.1 s, 4 x 5 one second, 5 x 5 twenty; 3 x 4 of Amazons some seconds.
CLI_LIMIT = 16
