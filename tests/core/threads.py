"""A test helper: run one function in several threads that switch as often as the interpreter allows.

The thread-safety tests of the store (intern tables, lock-free publication)
each need the same scaffolding: start the threads, make the interpreter
switch between them as often as it can (so that the narrow windows between
a look-up and a publication are actually hit), join them, and put the
switch interval back even if a thread fails.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable


def run_threads(work: Callable[[int], None], count: int, switch_interval: float = 1e-5) -> None:
    """Run ``work(slot)`` for ``slot`` in ``range(count)``, each in its own thread, and wait for all.

    ``sys.setswitchinterval(switch_interval)`` holds while they run; the
    previous interval is restored afterwards. Exceptions inside *work* are
    the caller's to collect (a thread's exception does not propagate).
    """
    old = sys.getswitchinterval()
    sys.setswitchinterval(switch_interval)
    try:
        threads = [threading.Thread(target=work, args=(slot,)) for slot in range(count)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
