"""Moved to :mod:`cgtalg.cli.misere_quotient` (importing a name from here warns)."""
from .._moved import forward
__getattr__, __dir__ = forward(__name__, "cgtalg.cli.misere_quotient")
