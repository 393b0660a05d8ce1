"""Analyses: functions that compute something about games or positions.

Each module holds one analysis, for example the fast value algorithm of
flipping coins in :mod:`cgtalg.analysis.flipping_coins`.
"""
