"""Reading and writing games in the field's usual notation."""

from .parser import ParseError, parse
from .printer import to_string

__all__ = ["ParseError", "parse", "to_string"]
