"""Progress on standard error while a command computes: drawn only on a terminal, erased when done.

* :class:`Progress` -- the bars of ``cgtalg verify``: nested loops (every
  reproduction outside, one reproduction's chunks inside), tqdm when it is
  installed (the ``cli`` extra) and a one-line bar of its own otherwise,
  drawn by a background thread once the run has lasted :data:`DELAY`
  seconds, however long each item takes;
* :class:`ProgressLine` -- the one-line bar with heaps per second of
  ``cgtalg octal`` and ``cgtalg misere-quotient``, called as the progress hook
  ``bar(done, total)`` of the computations.

Neither writes anything to the command's output: a bar lives on its own line
of standard error and is erased before text is printed.

Examples
--------
>>> import io
>>> stream = io.StringIO()
>>> bar = ProgressLine("0.77", stream=stream, every=0.0)
>>> bar(3, 4); "3/4" in stream.getvalue()
True
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import Any, Iterable, Iterator, TextIO

__all__ = ["DELAY", "Progress", "ProgressLine"]


#: Seconds a run of ``cgtalg verify`` lasts before its bars appear.
DELAY = 2.0


def _columns(stream: Any) -> int:
    """The width the terminal of *stream* reports, 0 when it reports no size or is no terminal."""
    try:
        size = os.get_terminal_size(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return 0
    return size.columns if size.lines > 0 else 0


class Progress:
    """Progress bars on standard error, only when it is a terminal.

    Uses tqdm when it is installed (the ``cli`` extra) and a one-line bar of
    its own otherwise. The bars appear once the outermost loop has run for
    ``delay`` seconds, so quick checks stay silent, and they appear then
    even while one item takes long: a background thread draws them (and
    keeps their clock going) every ``refresh`` seconds, besides the drawing
    each item does. Loops may nest (all reproductions outside, one
    reproduction's loop inside); the plain bar then shows them side by side
    on one line. Every write to the terminal holds one lock, so the thread
    never draws into a line being written.

    Parameters
    ----------
    enabled : bool
        Draw anything at all (False: :meth:`track` returns its iterable).
    delay : float, optional
        Seconds the outermost loop runs before the bars appear
        (:data:`DELAY`, 2 s, by default).
    stream : text stream, optional
        Where the bars go (standard error by default).
    refresh : float, default 0.5
        Seconds between two drawings by the background thread.

    Examples
    --------
    >>> import io
    >>> stream = io.StringIO()
    >>> p = Progress(enabled=True, delay=0.0, stream=stream)
    >>> p._tqdm = None  # the plain bar, whether or not tqdm is installed
    >>> list(p.track(range(3), desc="x")), "x [" in stream.getvalue()
    ([0, 1, 2], True)
    """

    def __init__(self, enabled: bool, delay: float | None = None, stream: TextIO | None = None,
                 refresh: float = 0.5):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.delay = DELAY if delay is None else delay
        self.refresh = refresh
        self.label = ""
        try:
            from tqdm import tqdm as _tqdm
        except ImportError:
            _tqdm = None
        self._tqdm = _tqdm
        self._stack: list[Any] = []  # per open loop: [desc, done, total, start] (plain) or the tqdm bar
        self._began = 0.0  # when the outermost open loop began
        self._shown = False
        self._last = 0.0
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None

    def track(self, iterable: Iterable[Any], total: int | None = None, desc: str = "") -> Iterable[Any]:
        """The items of *iterable*, with a bar that counts them.

        Parameters
        ----------
        iterable : iterable
            The loop to follow.
        total : int, optional
            How many items there are (``len(iterable)`` when it has one).
        desc : str, optional
            The bar's label; :attr:`label` (the reproduction running) goes before it.

        Returns
        -------
        iterable
            The same items, in the same order.

        Examples
        --------
        >>> list(Progress(enabled=False).track("abc"))
        ['a', 'b', 'c']
        """
        if not self.enabled:
            return iterable
        if total is None:
            try:
                total = len(iterable)  # type: ignore[arg-type]
            except TypeError:
                total = None
        if self.label and desc != self.label:
            desc = f"{self.label}: {desc}" if desc else self.label
        if self._tqdm is not None:
            return self._with_tqdm(iterable, total, desc)
        return self._plain(iterable, total, desc)

    def _open(self, entry: Any) -> None:
        """Push a loop's entry; the first one starts the clock and the drawing thread."""
        with self._lock:
            if not self._stack:
                self._began = time.monotonic()
                self._start_ticker()
            self._stack.append(entry)

    def _close(self, entry: Any) -> None:
        """Pop a loop's entry; the last one stops the drawing thread and erases the plain bar."""
        with self._lock:
            at = next((i for i, e in enumerate(self._stack) if e is entry), None)
            if at is None:
                return  # closed for good already (see close)
            del self._stack[at]
            if self._stack:
                if self._tqdm is None:
                    self._draw(force=True)
                return
            self._stop.set()
            self.clear()

    def _with_tqdm(self, iterable: Iterable[Any], total: int | None, desc: str) -> Iterator[Any]:
        with self._lock:
            waited = time.monotonic() - self._began if self._stack else 0.0
            # tqdm draws nothing on a terminal that reports no size (a pseudo-terminal nobody
            # sized, as `script` makes with no terminal around it): give it 80 columns, 24 rows
            sized = _columns(self.stream) > 0
            bar = self._tqdm(total=total, desc=desc, delay=max(0.0, self.delay - waited),  # type: ignore[misc]
                             leave=False, file=self.stream, dynamic_ncols=sized,
                             ncols=None if sized else 80, nrows=None if sized else 24)
        self._open(bar)
        try:
            for item in iterable:
                yield item
                bar.update(1)  # the count is kept up to date, so the drawing thread shows it
        finally:
            with self._lock:
                bar.close()
            self._close(bar)

    def _plain(self, iterable: Iterable[Any], total: int | None, desc: str) -> Iterator[Any]:
        entry: list[Any] = [desc, 0, total, time.monotonic()]
        self._open(entry)
        try:
            for item in iterable:
                self._draw()
                yield item
                entry[1] += 1
        finally:
            self._close(entry)

    def _start_ticker(self) -> None:
        if self._ticker is not None and self._ticker.is_alive():
            return
        self._stop = threading.Event()
        self._ticker = threading.Thread(target=self._tick, args=(self._stop,), name="cgtalg-progress", daemon=True)
        self._ticker.start()

    def _tick(self, stop: threading.Event) -> None:
        """The drawing thread: draw the open bars every :attr:`refresh` seconds once the delay is over."""
        while not stop.wait(self.refresh):
            with self._lock:
                if stop.is_set() or not self._stack or time.monotonic() - self._began < self.delay:
                    continue
                if self._tqdm is None:
                    self._draw(force=True)
                else:
                    for bar in self._stack:
                        bar.refresh()

    def _draw(self, force: bool = False) -> None:
        with self._lock:
            now = time.monotonic()
            if not self._stack or now - self._began < self.delay or (now - self._last < 0.2 and not force):
                return
            self._last = now
            parts = []
            for desc, done, total, _start in self._stack:
                if total:
                    filled = int(20 * done / total)
                    parts.append(f"{desc} [{'#' * filled}{'.' * (20 - filled)}] {done}/{total}")
                else:
                    parts.append(f"{desc} {done}")
            clock = f" {now - self._began:.0f}s"
            while len(parts) > 1 and len(" | ".join(parts) + clock) > 79:
                parts.pop(0)  # the innermost loop matters most
            text = " | ".join(parts) + clock
            self.stream.write("\r" + text[:79].ljust(79))
            self.stream.flush()
            self._shown = True

    def write(self, text: str, out: TextIO) -> None:
        """Write *text* to *out* without breaking a bar on the same terminal.

        Parameters
        ----------
        text : str
            One line (a new line is added).
        out : text stream
            Where the line goes.

        Examples
        --------
        >>> import io
        >>> out = io.StringIO()
        >>> Progress(enabled=False).write("done", out); out.getvalue()
        'done\\n'
        """
        with self._lock:
            if self.enabled and self._tqdm is not None:
                self._tqdm.write(text, file=out)
                return
            self.clear()
            out.write(text + "\n")
            out.flush()
            if self._stack:
                self._draw(force=True)

    def clear(self) -> None:
        """Erase the plain bar from its line, if it is shown.

        Examples
        --------
        >>> import io
        >>> stream = io.StringIO()
        >>> Progress(enabled=True, stream=stream).clear(); stream.getvalue()
        ''
        """
        with self._lock:
            if self._shown:
                self.stream.write("\r" + " " * 79 + "\r")
                self.stream.flush()
                self._shown = False

    def close(self) -> None:
        """Stop drawing for good: the drawing thread ends and the plain bar is erased.

        Loops still open (a run stopped by Ctrl-C) draw nothing more.

        Examples
        --------
        >>> import io
        >>> p = Progress(enabled=True, delay=0.0, stream=io.StringIO())
        >>> p.close(); p.enabled
        False
        """
        with self._lock:
            self.enabled = False
            self._stop.set()
            if self._tqdm is not None:
                for bar in reversed(self._stack):
                    bar.close()  # erases its line (leave=False); a closed bar draws no more
            self._stack.clear()
            self.clear()
        if self._ticker is not None and self._ticker is not threading.current_thread():
            self._ticker.join(timeout=2 * self.refresh + 1)


class ProgressLine:
    """A one-line progress bar with heaps per second, on a terminal stream.

    Called as ``bar(done, total)`` (the progress hook of the nim-sequence
    functions); draws at most five times a second, nothing when disabled.

    Parameters
    ----------
    label : str
        What is computed, shown before the bar (the game's name).
    stream : text stream, optional
        Where the bar goes (standard error by default).
    enabled : bool, default True
        Draw anything at all.
    every : float, default 0.2
        Least seconds between two drawings (the last one, ``done == total``,
        is always drawn).

    Examples
    --------
    >>> import io
    >>> s = io.StringIO()
    >>> bar = ProgressLine("0.77", stream=s, enabled=True, every=0.0)
    >>> bar(50, 100); "50/100" in s.getvalue()
    True
    """

    def __init__(self, label: str, *, stream: TextIO | None = None, enabled: bool = True, every: float = 0.2):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.every = every
        self.start = time.monotonic()
        self.first: int | None = None
        self.last = 0.0
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if self.first is None:
            self.first = done
        if now - self.last < self.every and done < total:
            return
        self.last = now
        rate = (done - self.first) / max(now - self.start, 1e-9)
        filled = int(20 * done / max(total, 1))
        text = f"{self.label} [{'#' * filled}{'.' * (20 - filled)}] {done}/{total} {rate:,.0f} heaps/s"
        self.stream.write("\r" + text[:79].ljust(79))
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        r"""Erase the bar from its line, if it was ever drawn.

        Examples
        --------
        >>> import io
        >>> s = io.StringIO()
        >>> bar = ProgressLine("0.07", stream=s, every=0.0)
        >>> bar.clear(); s.getvalue()
        ''
        >>> bar(1, 2); bar.clear(); s.getvalue().endswith("\r" + " " * 79 + "\r")
        True
        """
        if self.shown:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()
