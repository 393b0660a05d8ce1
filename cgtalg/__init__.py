"""cgtalg: exact combinatorial game theory."""

__version__ = "0.1.0"
