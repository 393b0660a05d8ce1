"""The search's cancelling of a part against its negative, on keys of two parts (its short path)."""

from __future__ import annotations

from cgtalg.engine.search import _cancel


def _counted(parts: list[int]) -> list[int]:
    """Cancel by counting every part (the general rule, written independently)."""
    out = list(parts)
    for p in parts:
        if p in out and -p in out and p > 0:
            out.remove(p)
            out.remove(-p)
    return out


def test_two_parts_cancel_exactly_when_one_is_the_negative_of_the_other() -> None:
    for a in range(-7, 8):
        for b in range(-7, 8):
            if a == 0 or b == 0:
                continue
            parts = sorted([a, b])
            assert _cancel(list(parts)) == _counted(parts), parts
            assert sorted(_cancel([b, a])) == sorted(_counted([b, a])), (b, a)
