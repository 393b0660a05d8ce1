"""``cgtalg verify`` under a real pseudo-terminal: its progress bar appears while a long item runs.

The command runs in a child process whose standard error is a
pseudo-terminal (:func:`os.openpty`), its standard output a pipe. The child
registers one reproduction whose first item waits on standard input, so it
lasts as long as the test wants, whatever the machine's speed: the test
reads the terminal until the bar is there, then lets the item finish. The
terminal is sized 24 x 80, or not sized at all (0 x 0, what ``script``
gives with no terminal around it), for the plain bar and for tqdm's. The
bar's delay is shortened to a fraction of a second (:data:`DELAY`) so that
the test is quick; what is checked is that the bar shows while an item has
not finished, not how soon.
"""

from __future__ import annotations

import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys
    if {plain!r}:
        sys.modules["tqdm"] = None  # the bar of cgtalg's own, even where tqdm is installed
    import cgtalg.cli.progress as progress
    from cgtalg.cli import main
    from cgtalg.verify import reproduction

    progress.DELAY = 0.3

    @reproduction("zz_waits", "A check whose items wait for the test", "the test", kind="paper")
    def waits(ctx):
        for _ in ctx.track(range(2), total=2, desc="slow items"):
            sys.stdin.readline()  # one line from the test per item
        return
        yield

    sys.exit(main(sys.argv[1:]))
""")


def _read_until(fd: int, wanted: bytes, seen: bytearray, patience: float) -> bool:
    """Read the terminal into *seen* until *wanted* appears (True) or the child goes quiet for good (False)."""
    deadline = time.monotonic() + patience  # a guard against a hang, not a measurement
    while wanted not in seen:
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the child closed its side
                return wanted in seen
            if not chunk:
                return wanted in seen
            seen.extend(chunk)
    return True


def _drain(fd: int, seen: bytearray) -> None:
    while True:
        ready, _, _ = select.select([fd], [], [], 5.0)
        if not ready:
            return
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return
        if not chunk:
            return
        seen.extend(chunk)


def _run(names: list[str], *, plain: bool, size: tuple[int, int]) -> tuple[bool, bytes, bytes, int]:
    """Run ``cgtalg verify NAMES`` with standard error on a pseudo-terminal of *size* (rows, columns).

    Returns whether the bar was on the terminal while the first item waited,
    everything the terminal got, the standard output and the exit status.
    """
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", *size, 0, 0))
    env = _environment()
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(plain=plain), "verify", *names],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=slave, cwd=ROOT, env=env)
    os.close(slave)
    seen = bytearray()
    try:
        bar = _read_until(master, b"slow items", seen, patience=120.0)
        child.stdin.write(b"\n\n")
        child.stdin.close()
        out = child.stdout.read()
        status = child.wait(timeout=120)
        _drain(master, seen)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        os.close(master)
    return bar, bytes(seen), out, status


def _environment() -> dict[str, str]:
    """The test's own environment (the same core), with this checkout first on the import path."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))


def _tqdm_installed() -> bool:
    try:
        import tqdm  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.parametrize("plain", [True, pytest.param(False, marks=pytest.mark.skipif(
    not _tqdm_installed(), reason="the tqdm bar needs tqdm (the cli extra)"))], ids=["plain", "tqdm"])
@pytest.mark.parametrize("names", [["zz_waits"], ["zz_waits", "laws"]], ids=["one", "two"])
@pytest.mark.parametrize("size", [(24, 80), (0, 0)], ids=["sized", "unsized"])
def test_the_bar_appears_on_a_terminal_while_the_first_item_runs(names: list[str], plain: bool,
                                                                 size: tuple[int, int]) -> None:
    # unsized: the pseudo-terminal `script` makes when no terminal is around it reports 0 rows, 0 columns
    bar, err, out, status = _run(names, plain=plain, size=size)
    assert bar, f"no progress bar on the terminal while the item ran; it showed {err!r}"
    assert status == 0
    text = err.decode("utf-8", "replace")
    assert "zz_waits: slow items" in text
    if plain:
        assert "zz_waits: slow items [....................] 0/2" in text
        assert text.endswith("\r" + " " * 79 + "\r")  # erased when done
    report = out.decode()
    assert report.startswith(f"cgtalg verify: {len(names)} reproduction") and "slow items" not in report


def test_no_bar_when_standard_error_is_not_a_terminal() -> None:
    env = _environment()
    done = subprocess.run([sys.executable, "-c", CHILD.format(plain=True), "verify", "zz_waits"], input=b"\n\n",
                          capture_output=True, cwd=ROOT, env=env, timeout=120)
    assert done.returncode == 0 and b"slow items" not in done.stderr and b"slow items" not in done.stdout
