"""Rulesets: positions that only say what their moves are.

Each module describes one game; the engine computes values. See
:mod:`cgtalg.rulesets.base` for the protocol a position follows.
"""
