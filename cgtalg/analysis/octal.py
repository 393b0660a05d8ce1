"""Moved: the ``cgtalg octal`` report to :mod:`cgtalg.cli.octal`, its progress line to :mod:`cgtalg.cli.progress`, the plot to :mod:`cgtalg.pictures.nim_sequence` (importing a name from here warns)."""
from .._moved import forward_names
__getattr__ = forward_names(__name__, {
    "octal_report": "cgtalg.cli.octal",
    "ProgressLine": "cgtalg.cli.progress",
    "plot_nim_sequence": "cgtalg.pictures.nim_sequence",
})
