"""The grid schema's rules: what a ruleset on a rectangular board declares, and the keys of its boards.

:class:`GridRules` is the base of every grid ruleset. A ruleset subclass
declares its layers (the kinds of cell in play), its symmetries and its moves
(:meth:`GridRules.moves`); the base class normalises boards into keys (split
into regions, each cropped and drawn in its least symmetric image:
:mod:`cgtalg.engine.grid_codes`), makes the moves of a region's key for the
search (:meth:`GridRules.region_moves`), and owns the ruleset's bounded tables
of normal forms and its :class:`~cgtalg.engine.search.Search`. Invariant: every
route to a board's key (the general one here, the packed one of one-layer
rulesets, the machine-word routes of the kernels) gives the same key.

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import RULES
>>> RULES.normalise((0b011_011,), 2, 2) == RULES.normalise((0b0011_0011,), 2, 3)   # the same 2 x 2 square
True
"""

from __future__ import annotations

from ..core.cache import BoundedCache
from .grid_codes import (SMALL_CELLS, PackedForms, _cropped, _fill_region, _fill_region_any, _least_image,
                         _least_layered_image, _least_table_code, _least_wide_code, _masks, _packed_children,
                         _rows_code, _Symmetries, code_shape, column_masks, payload_shift, shape_field, unpack)
from .grid_text import _one_layer_kinds, _one_layer_table
from .search import Key, Schema, Search, _refuse_region_key, add_keys

__all__ = ["GridRules"]

#: The width of a region code's shape field (see :mod:`cgtalg.engine.grid_codes`).
_SHAPE_BITS = 12

#: True when this module runs compiled (then the machine-word routes are used; in pure Python the
#: table-driven route is quicker and gives the same codes).
_COMPILED = not __file__.endswith(".py")


class GridRules(Schema):
    """A ruleset on a rectangular grid: subclass it and say the rules.

    Class attributes
    ----------------
    name : str
        The ruleset's name (shown in messages and cache names).
    symbols : str
        One character per layer, then the character of a cell with nothing
        in play (e.g. ``".#"`` for Domineering: ``.`` an empty square, ``#``
        a filled or missing one). :attr:`aliases` maps more characters.
    connectivity : int
        4 (edge neighbours) or 8 (also diagonal) for splitting into regions;
        0 when the board never splits.
    transpose : str or None
        ``"same"`` if transposing the board keeps the value, ``"negate"`` if
        it negates it, None if it is no symmetry.
    swap : tuple of int or None
        A permutation of the layers that negates the value (swapping the
        players' pieces), or None.
    impartial : bool
        True for an impartial game: both players have every move.
    """

    symbols = ".#"
    #: What each symbol means, for messages.
    meanings: tuple[str, ...] = ("empty square", "no square")
    aliases: dict[str, str] = {}
    connectivity = 4
    transpose: str | None = "same"
    swap: tuple[int, ...] | None = None
    impartial = False
    #: Regions with at most this many cells in play are valued exactly by the outcome search.
    small_region = 12
    #: True if a region of one cell is worth 0 (no move in it for anyone), so it is dropped when
    #: one-layer boards are split (:meth:`packed_is_dead`).
    single_cells_dead = False
    #: True if :meth:`normalise` may take the packed route (:meth:`normalise_packed`) for a
    #: one-layer board: set by rulesets whose :meth:`is_dead` is :meth:`packed_is_dead` (a
    #: single cell when :attr:`single_cells_dead`, else never), so that both routes give one key.
    packed_keys = False
    #: The class of :attr:`packed` (a ruleset may give a subclass of :class:`PackedForms` that also
    #: generates its moves, as the placement kernel's :class:`~cgtalg.engine.grid_placement.Placements` does).
    packed_class = PackedForms

    def __init__(self) -> None:
        self.layers = len(self.symbols) - 1
        self.normal_forms = BoundedCache(f"{self.name} normal forms", 1 << 20)
        self.symmetry_tables = BoundedCache(f"{self.name} symmetry tables", 4096)
        self.region_forms = BoundedCache(f"{self.name} region forms", 1 << 20)
        self.packed_forms = BoundedCache(f"{self.name} packed forms", 1 << 21)
        self.packed_masks = BoundedCache(f"{self.name} packed masks", 4096)
        self.search = Search(self)
        #: (how many symmetric images to try, whether a transposed image negates): the last two
        #: arguments of _packed_children, fixed by the class attributes.
        self.image_rule = (4 if self.transpose is None else 8, self.transpose == "negate" and not self.impartial)
        #: For a one-layer ruleset, (allowed characters, digit table) of :func:`_read_one_layer`.
        self.one_layer_text = _one_layer_table(self.symbols, self.aliases) if self.layers == 1 else None
        #: For a one-layer ruleset, the character kinds of :func:`_read_short_one_layer` (or None).
        self.one_layer_kinds = None if self.one_layer_text is None else _one_layer_kinds(*self.one_layer_text)
        #: For a ruleset with :attr:`packed_keys` (one layer), its :class:`PackedForms` (an instance of
        #: :attr:`packed_class`), else None.
        self.packed = self.packed_class(self) if self.packed_keys and self.layers == 1 else None
        #: For a ruleset of several layers whose kernel reads and keys its small boards quickly, what
        #: :class:`~cgtalg.engine.grid_position.GridPosition` reads a drawing with: ``(kinds of the
        #: characters, layers, most cells)`` (see :func:`~cgtalg.engine.grid_text._read_short_layers`);
        #: else None.
        self.short_text: tuple[str, int, int] | None = None

    # -- what a ruleset says -----------------------------------------------------------

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards (tuples of layers) after each of Left's and Right's moves.

        Cell ``(r, c)`` is bit ``r * (w + 1) + c``; the bit ``w`` of each row
        is always clear. Subclasses define it: it is the ruleset.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, one per layer (see :attr:`symbols`).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as layers of the same ``h x w`` board.

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.moves((0b011_011,), 2, 2)        # an empty 2 x 2 board: two moves each
        ([(18,), (9,)], [(24,), (3,)])
        """
        raise NotImplementedError

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """True if this connected region is worth 0 for a cheap reason (default: never).

        Regions for which it is True are dropped from keys; a ruleset says
        here when nobody can move in a region (no empty square, no stone of
        one colour, ...).

        Parameters
        ----------
        layers : tuple of int
            The region's bitboards.
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.rulesets.grid.konane import RULES
        >>> RULES.is_dead((0b001, 0b010, 0b100), 1, 3)     # 'xo.': x can jump
        False
        """
        return False

    def impartial_variant(self) -> "GridRules":
        """The same board played impartially: both players have every move (one instance per ruleset).

        Returns
        -------
        GridRules
            An instance of a subclass made on first use, named
            ``"impartial <name>"`` (the ruleset itself when it is impartial).

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.impartial_variant().name, RULES.impartial_variant() is RULES.impartial_variant()
        ('impartial domineering', True)
        """
        if self.impartial:
            return self
        variant = getattr(self, "_impartial_variant", None)
        if variant is None:
            cls = type(self)
            attrs = {"name": "impartial " + self.name, "impartial": True,
                     "transpose": None if self.transpose is None else "same"}
            variant = type("Impartial" + cls.__name__, (cls,), attrs)()
            self._impartial_variant = variant
        return variant

    # -- the schema's work -------------------------------------------------------------

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board: its regions, each in canonical form.

        Each live region (not :meth:`is_dead`) is cropped and drawn in the
        least of its symmetric images; the key is the sum of their codes
        (negative for an image reached through a negating symmetry). The
        board's normal form is remembered, so each board is worked out once.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key
            0, one signed region code, or a sorted tuple of them.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.normalise((0b011_011,), 2, 2) == RULES.normalise((0b11,), 1, 2)
        False
        >>> RULES.normalise((0b011_011,), 2, 2) == RULES.normalise((0b0011_0011,), 2, 3)   # the 2 x 2 square
        True
        """
        if self.packed_keys:
            # One layer, small (compiled): the key of the board's code of stride w, found in machine
            # words by _children_by_masks (the same key, see packed_keys); larger boards take the route
            # below (normalise_packed's table route for over SMALL_CELLS cells can draw a region's
            # least image with another code than _canonical: it is not used for a board's key).
            if _COMPILED and h * w <= SMALL_CELLS and h * (w + 1) <= 64:
                return self.packed.board_key(layers[0], h, w)  # type: ignore[union-attr]  # set with packed_keys
        raw = 0
        n = h * (w + 1)
        for b in reversed(layers):
            raw = (raw << n) | b
        if h <= 63 and w <= 63:
            raw = (raw << _SHAPE_BITS) | (h << 6) | w
        else:
            shape = shape_field(h, w)
            raw = (raw << payload_shift(shape)) | shape
        cache = self.normal_forms
        key = dict.get(cache, raw)
        if key is None:
            key = self._normalise(layers, h, w)
            if len(cache) < cache.maxsize:  # BoundedCache.put inline (an interpreted call costs ~1,500 instructions)
                cache[raw] = key
            else:
                cache.put(raw, key)
        return key

    def _normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        union = 0
        for b in layers:
            union |= b
        if not union:
            return 0
        regions = self.regions(union, w) if self.connectivity else [union]
        parts = []
        for region in regions:
            sub = layers if len(regions) == 1 else tuple(b & region for b in layers)
            if not self.is_dead(sub, h, w):
                parts.append(self._canonical(sub, h, w))
        return add_keys(parts)

    def regions(self, union: int, w: int) -> list[int]:
        """Split the cells *union* (bitboard of width *w*) into connected regions.

        Regions are edge-connected, or king-move connected when
        :attr:`connectivity` is 8. Not checked (the normal form's inner loop).

        Parameters
        ----------
        union : int
            The cells in play, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        w : int
            The board's width.

        Returns
        -------
        list of int
            One bitboard per region, lowest cell first.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> [bin(r) for r in RULES.regions(0b011_000_011, 2)]     # rows 0 and 2 of a 3 x 2 board
        ['0b11', '0b11000000']
        """
        s = w + 1
        eight = self.connectivity == 8
        parts = []
        rest = union
        while rest:
            region = rest & -rest
            while True:
                grown = region | (region << 1) | (region >> 1) | (region << s) | (region >> s)
                if eight:
                    grown |= (region << (s + 1)) | (region >> (s + 1)) | (region << (s - 1)) | (region >> (s - 1))
                grown &= union
                if grown == region:
                    break
                region = grown
            rest ^= region
            parts.append(region)
        return parts

    def _canonical(self, layers: tuple[int, ...], h: int, w: int) -> int:
        """Crop a region and return the signed code of its least symmetric image."""
        s = w + 1
        rowmask = (1 << w) - 1
        union = 0
        for b in layers:
            union |= b
        r0 = ((union & -union).bit_length() - 1) // s
        r1 = (union.bit_length() - 1) // s
        cols = 0
        for r in range(r0, r1 + 1):
            cols |= union >> (r * s)
        cols &= rowmask
        c0 = (cols & -cols).bit_length() - 1
        H = r1 - r0 + 1
        W = cols.bit_length() - c0
        nl = len(layers)
        if nl == 1:
            b = layers[0] >> c0
            rows = [(b >> (r * s)) & rowmask for r in range(r0, r1 + 1)]
        else:
            rows = []
            for r in range(r0, r1 + 1):
                x = 0
                for i in range(nl - 1, -1, -1):
                    x = (x << W) | ((layers[i] >> (r * s + c0)) & rowmask)
                rows.append(x)
        if _COMPILED and nl * H * W <= SMALL_CELLS:
            # Small regions are drawn in machine words (_least_layered_image): no symmetry
            # tables to build for each new board shape.
            k = nl * W
            drawn = 0
            for r in range(H - 1, -1, -1):
                drawn = (drawn << k) | rows[r]
            drawn = (drawn << _SHAPE_BITS) | (H << 6) | W
            known = dict.get(self.region_forms, drawn)
            if known is not None:
                return known
            found = _least_layered_image(drawn, nl, 4 if self.transpose is None else 8,
                                         self.transpose == "negate", self.swap, self.impartial)
            forms = self.region_forms
            if len(forms) < forms.maxsize:
                forms[drawn] = found
            else:
                forms.put(drawn, found)
            return found
        if H > 63 or W > 63:
            return self._wide_form(rows, H, W)
        sym = self._symmetries(H, W)
        per_row = sym.per_row
        if per_row == 1:
            chunks = rows
        else:
            chunks = [(x >> (8 * j)) & 255 for x in rows for j in range(per_row)]
        getitem = tuple.__getitem__
        # The region as it lies (cropped): if it was met before, in any board, its form is known.
        drawn = sum(map(getitem, sym.tables[0], chunks)) | sym.shapes[0]
        known = dict.get(self.region_forms, drawn)
        if known is not None:
            return known
        found = _least_table_code(sym, chunks)
        self.region_forms.put(drawn, found)
        return found

    def _wide_form(self, rows: list[int], H: int, W: int) -> int:
        """The signed code of the least image of a cropped region with a side over 63 (wide codes)."""
        drawn = _rows_code(rows, H, W, self.layers * W)
        forms = self.region_forms
        known = dict.get(forms, drawn)
        if known is None:
            known = _least_wide_code(rows, H, W, self.layers, self.transpose, self.swap, self.impartial)
            forms.put(drawn, known)
        return known

    def _symmetries(self, H: int, W: int) -> _Symmetries:
        key = shape_field(H, W)
        sym = self.symmetry_tables.get(key)
        if sym is None:
            sym = _Symmetries(H, W, self.layers, self.transpose, self.swap, self.impartial)
            self.symmetry_tables.put(key, sym)
        return sym

    # -- one-layer boards in packed coordinates ------------------------------------------
    #
    # A one-layer ruleset may generate its moves straight on region codes (the
    # payload has stride W, no spare column, see :func:`unpack`): a move from a
    # region is then one XOR of its code, and :meth:`normalise_packed` finds the
    # child's key with one table look-up when the child was met before (from
    # any parent). The placement kernel (Domineering, Cram) does this.

    def normalise_packed(self, code: int) -> Key:
        """Return the key of a one-layer board given as a code (payload of stride W, shape in the low 12 bits).

        The board need not be cropped, connected or canonical: it is split into
        regions, each cropped and drawn in its least symmetric image, exactly
        as :meth:`normalise` does for a board of stride ``w + 1``; the answer
        is remembered for the code (a bounded table shared by all parents).
        Not checked (the packed search's inner loop).

        Parameters
        ----------
        code : int
            The board: payload of stride ``W`` above its shape field
            (:func:`~cgtalg.engine.grid_codes.shape_field`).

        Returns
        -------
        Key

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> code = (0b011_011 << 12) | (2 << 6) | 3        # a 2 x 3 board, its left 2 x 2 square empty
        >>> RULES.normalise_packed(code) == RULES.normalise((0b011_011,), 2, 2)
        True
        """
        forms = self.packed_forms
        key = dict.get(forms, code)
        if key is not None:
            return key
        H, W, shift = code_shape(code)
        union = code >> shift
        if not union:
            key = 0
        else:
            not_first, not_last = self._column_masks(H, W)
            parts = []
            rest = union
            dead = self.packed_is_dead
            if _COMPILED and H * W <= SMALL_CELLS:
                # The same work in machine words (see _fill_region, _cropped, _least_image).
                images = 4 if self.transpose is None else 8
                negate = self.transpose == "negate" and not self.impartial
                while rest:
                    region = _fill_region(rest & -rest, union, W, not_first, not_last)
                    rest ^= region
                    if not dead(region):
                        drawn = _cropped(region, H, W)
                        found = dict.get(forms, drawn)
                        if found is None:
                            found = _least_image(drawn, images, negate)
                            if len(forms) < forms.maxsize:
                                forms[drawn] = found
                            else:
                                forms.put(drawn, found)
                        parts.append(found)
            fill = _fill_region if H * W <= 64 else _fill_region_any
            while rest:
                region = fill(rest & -rest, union, W, not_first, not_last)
                rest ^= region
                if not dead(region):
                    parts.append(self._canonical_packed(region, W))
            key = add_keys(parts)
        if len(forms) < forms.maxsize:
            forms[code] = key
        else:
            forms.put(code, key)
        return key

    def packed_is_dead(self, region: int) -> bool:
        """True if a connected one-layer region (any stride) is worth 0 for a cheap reason.

        By default: a single cell when :attr:`single_cells_dead`, else never.
        (The compiled route of the packed moves reads the attribute, so a
        ruleset says it there rather than overriding this method.)

        Parameters
        ----------
        region : int
            The region's cells, one bit each.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.packed_is_dead(0b1000), RULES.packed_is_dead(0b11)     # a lone square, a domino's room
        (True, False)
        """
        return self.single_cells_dead and region & (region - 1) == 0

    def _children_by_masks(self, code: int, xors: list[int]) -> list[Key]:
        """The keys of the one-layer boards ``code ^ (x << 12)``, *x* in *xors*: a region's moves as XOR masks.

        Each is :meth:`normalise_packed` of the child; compiled, boards of
        at most :data:`SMALL_CELLS` cells take :func:`_packed_children`
        (machine words, one call per parent). Not checked (the packed
        search's inner loop).

        Parameters
        ----------
        code : int
            The parent board: payload of stride ``W`` above ``(H << 6) | W``.
        xors : list of int
            One mask per move: the cells the move changes.

        Returns
        -------
        list of Key
            The children's keys, in the order of *xors*.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> code = (0b011_011 << 12) | (2 << 6) | 3
        >>> RULES._children_by_masks(code, [0b000_011]) == [RULES.normalise_packed(code ^ (0b000_011 << 12))]
        True
        """
        H, W, shift = code_shape(code)
        if _COMPILED and H * W <= SMALL_CELLS:
            masks = column_masks(H, W)  # H * W <= SMALL_CELLS: the permanent table
            images, negate = self.image_rule
            return _packed_children(code, xors, self.packed_forms, masks[0], masks[1], self.single_cells_dead,
                                    images, negate)
        norm = self.normalise_packed
        return [norm(code ^ (x << shift)) for x in xors]

    def _column_masks(self, H: int, W: int) -> tuple[int, int]:
        """Cells not in the first column, and not in the last column, of an ``H x W`` packed board."""
        if H * W <= 64:
            return column_masks(H, W)  # a shape of at most SMALL_MASK_CELLS cells: the permanent table
        shape = shape_field(H, W)
        masks = dict.get(self.packed_masks, shape)
        if masks is None:
            masks = _masks(H, W)
            self.packed_masks.put(shape, masks)
        return masks

    def _canonical_packed(self, region: int, W: int) -> int:
        """Crop a connected one-layer region of stride *W* and return the signed code of its least image."""
        r0 = ((region & -region).bit_length() - 1) // W
        r1 = (region.bit_length() - 1) // W
        rowmask = (1 << W) - 1
        rows = [(region >> (r * W)) & rowmask for r in range(r0, r1 + 1)]
        cols = 0
        for x in rows:
            cols |= x
        c0 = (cols & -cols).bit_length() - 1
        if c0:
            rows = [x >> c0 for x in rows]
        H2 = r1 - r0 + 1
        W2 = cols.bit_length() - c0
        drawn = _rows_code(rows, H2, W2, W2)
        forms = self.packed_forms
        known = dict.get(forms, drawn)
        if known is not None:
            return known
        if H2 > 63 or W2 > 63:  # a wide code: no symmetry tables for a long region
            found = _least_wide_code(rows, H2, W2, 1, self.transpose, self.swap, self.impartial)
        else:
            sym = self._symmetries(H2, W2)
            chunks = rows if sym.per_row == 1 else [(x >> (8 * j)) & 255 for x in rows for j in range(sym.per_row)]
            found = _least_table_code(sym, chunks)
        if len(forms) < forms.maxsize:
            forms[drawn] = found
        else:
            forms.put(drawn, found)
        return found

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each of Left's and Right's moves in region *key* (see :meth:`Schema.region_moves`).

        The region is unpacked, :meth:`moves` is asked, and each child is
        normalised; in an impartial ruleset both lists hold every move.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negated region is its negative; a
            sum's tuple key is not one region).

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
        >>> key = Domineering("..").key()       # drawn as it lies: a positive code
        >>> key > 0, RULES.region_moves(key)       # only Right fits a (horizontal) domino
        (True, ([], [0]))
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        layers, h, w = unpack(key, self.layers)
        left, right = self.moves(layers, h, w)
        norm = self.normalise
        if self.impartial:
            both = [norm(b, h, w) for b in left + right]
            return both, both
        return [norm(b, h, w) for b in left], [norm(b, h, w) for b in right]

    def region_size(self, key: int) -> int:
        """Return the number of cell-layer bits set in region *key* (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
        >>> RULES.region_size(Domineering("...|..#").key())
        5
        """
        return bin(key >> payload_shift(key)).count("1")


