"""The checkpoint file of a long check: finished chunks, one JSON object a line.

``cgtalg verify --checkpoint FILE`` (and ``checkpoint=`` of
:func:`cgtalg.verify.exhaustive`) appends one line to *FILE* as each chunk
finishes; a later run with the same file skips every chunk found there. A
run that was stopped (Ctrl-C, a lost machine) thus resumes where it stopped,
and a finished run can be replayed at no cost.

The format is plain JSON lines (UTF-8). The first line is the header::

    {"format": "cgtalg-checkpoint", "version": 1}

and every other line is one finished chunk::

    {"run": "flipping_coins", "params": {"engine_coins": 10, ...},
     "task": "cgtalg.verify.flipping_coins:engine_chunk",
     "chunk": [0, 256], "result": {...}}

(written on one line). ``run`` names the reproduction (or ``"exhaustive"``
for a user's check), ``params`` are its parameters, ``task`` the function that
checked the chunk (``module:name``), ``chunk`` the chunk's description (for
the reproductions, a range of the items, e.g. row numbers) and ``result``
what the task returned. A chunk counts as done when all four of ``run``,
``params``, ``task`` and ``chunk`` match; anything else in the file is left
alone, so one file can serve several reproductions or parameter choices.

A line cut short by a crash (the last line, without its newline) is dropped
when the file is opened; any other line that is not a chunk record is an
error, so a wrong file is never taken for a checkpoint.

Examples
--------
>>> import os, tempfile
>>> path = os.path.join(tempfile.mkdtemp(), "run.jsonl")
>>> with Checkpoint(path) as cp:
...     cp.record("demo", {"n": 3}, "m:task", [0, 10], {"bad": []})
>>> with Checkpoint(path) as cp:
...     len(cp), cp.lookup("demo", {"n": 3}, "m:task", [0, 10]), cp.lookup("demo", {"n": 4}, "m:task", [0, 10])
(1, (True, {'bad': []}), (False, None))
"""

from __future__ import annotations

import json
import os
from typing import Any, Mapping

from cgtalg.errors import InputFileError, InputValueError, check_path

__all__ = ["Checkpoint", "HEADER"]

#: The first line of every checkpoint file.
HEADER = {"format": "cgtalg-checkpoint", "version": 1}

_FIELDS = ("run", "params", "task", "chunk", "result")


def _key(run: str, params: Mapping[str, Any], task: str, chunk: Any) -> str:
    return json.dumps([run, dict(params), task, chunk], sort_keys=True, separators=(",", ":"))


class Checkpoint:
    """A checkpoint file: read the finished chunks, append new ones.

    Parameters
    ----------
    path : str or os.PathLike
        The file; it is created (with its header) when it does not exist.

    Raises
    ------
    InputValueError
        If the file exists but is not a cgtalg checkpoint (wrong header, or a
        line that is not a chunk record); the message names the line.
    InputTypeError
        If *path* is not a path.
    InputFileError
        If the file cannot be read or written (an
        :class:`~cgtalg.errors.InputValueError` that is also an :class:`OSError`).

    Examples
    --------
    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "bad.jsonl")
    >>> _ = open(path, "w").write("hello\\n")
    >>> Checkpoint(path)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ...bad.jsonl is not a cgtalg checkpoint file (line 1 is not its header)
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fsdecode(check_path(path, "a checkpoint file"))
        self._done: dict[str, Any] = {}
        try:
            self._open()
        except OSError as exc:
            raise InputFileError.because(f"cannot use {self.path} as a checkpoint file", exc) from exc

    def _open(self) -> None:
        """Read the finished chunks, drop a line cut short, and open the file for appending."""
        keep = 0  # bytes of the file that are whole lines
        if os.path.exists(self.path):
            with open(self.path, "rb") as f:
                data = f.read()
            lines = data.split(b"\n")
            # a final piece without its newline is a line cut short by a crash
            whole, tail = lines[:-1], lines[-1]
            for number, raw in enumerate(whole, start=1):
                self._read_line(number, raw)
                keep += len(raw) + 1
            if tail.strip():
                try:
                    self._read_line(len(whole) + 1, tail)
                    keep += len(tail)
                except InputValueError:
                    if not whole:
                        raise
            if keep and not whole:  # header only, without its newline
                keep = 0
        if keep == 0:
            self._file = open(self.path, "w", encoding="utf-8")
            self._file.write(json.dumps(HEADER) + "\n")
            self._file.flush()
        else:
            self._file = open(self.path, "r+", encoding="utf-8")
            self._file.seek(keep)
            self._file.truncate()
            if not data[:keep].endswith(b"\n"):
                self._file.write("\n")

    def _read_line(self, number: int, raw: bytes) -> None:
        try:
            entry = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            entry = None
        if number == 1:
            if entry != HEADER:
                raise InputValueError(
                    f"{self.path} is not a cgtalg checkpoint file (line 1 is not its header)"
                )
            return
        if not raw.strip():
            return
        if not isinstance(entry, dict) or set(entry) != set(_FIELDS) or not isinstance(entry["params"], dict):
            raise InputValueError(
                f"{self.path}, line {number}: not a chunk record "
                f"(expected a JSON object with {', '.join(_FIELDS)})"
            )
        self._done[_key(entry["run"], entry["params"], entry["task"], entry["chunk"])] = entry["result"]

    def __len__(self) -> int:
        return len(self._done)

    def lookup(self, run: str, params: Mapping[str, Any], task: str, chunk: Any) -> tuple[bool, Any]:
        """``(True, result)`` when this chunk is in the file, else ``(False, None)``.

        Parameters
        ----------
        run : str
            The reproduction's name (``"exhaustive"`` for a user's check).
        params : mapping
            Its parameters (JSON values).
        task : str
            The task function, as ``module:qualified name``.
        chunk : object
            The chunk's JSON description.

        Returns
        -------
        (bool, object)
            Whether the chunk is recorded, and its result (None when it is not).

        Examples
        --------
        >>> import os, tempfile
        >>> cp = Checkpoint(os.path.join(tempfile.mkdtemp(), "x.jsonl"))
        >>> cp.lookup("r", {}, "t", [1, 2])
        (False, None)
        >>> cp.close()
        """
        key = _key(run, params, task, chunk)
        if key in self._done:
            return True, self._done[key]
        return False, None

    def record(self, run: str, params: Mapping[str, Any], task: str, chunk: Any, result: Any) -> None:
        """Append a finished chunk (written through at once, so a crash keeps it).

        Parameters
        ----------
        run : str
            The reproduction's name (``"exhaustive"`` for a user's check).
        params : mapping
            Its parameters (JSON values).
        task : str
            The task function, as ``module:qualified name``.
        chunk : object
            The chunk's JSON description.
        result : object
            What the task returned for the chunk (JSON values).

        Returns
        -------
        None

        Raises
        ------
        TypeError
            If the chunk or its result is not made of JSON values (a bug in
            the task, not bad input).

        Examples
        --------
        >>> import os, tempfile
        >>> cp = Checkpoint(os.path.join(tempfile.mkdtemp(), "x.jsonl"))
        >>> cp.record("r", {"n": 2}, "m:t", [0, 4], 7)
        >>> cp.lookup("r", {"n": 2}, "m:t", [0, 4]), len(cp)
        ((True, 7), 1)
        >>> cp.close()
        """
        entry = {"run": run, "params": dict(params), "task": task, "chunk": chunk, "result": result}
        line = json.dumps(entry, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        self._file.write(line + "\n")
        self._file.flush()
        self._done[_key(run, params, task, chunk)] = result

    def close(self) -> None:
        """Close the file (records already written stay).

        Returns
        -------
        None

        Examples
        --------
        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "x.jsonl")
        >>> cp = Checkpoint(path)
        >>> cp.record("r", {}, "m:t", 1, "done")
        >>> cp.close(); cp.close()          # a second close does nothing
        >>> with Checkpoint(path) as again:
        ...     again.lookup("r", {}, "m:t", 1)
        (True, 'done')
        """
        if not self._file.closed:
            self._file.close()

    def __enter__(self) -> "Checkpoint":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
