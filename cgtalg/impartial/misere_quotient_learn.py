"""Moved to :mod:`cgtalg.impartial.misere` (importing a name from here warns)."""
from .._moved import forward
__getattr__, __dir__ = forward(__name__, "cgtalg.impartial.misere")
