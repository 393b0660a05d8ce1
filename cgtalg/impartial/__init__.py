"""Impartial games: Grundy values, nimber arithmetic and misère play."""

from .grundy import grundy, mex

__all__ = ["grundy", "mex"]
