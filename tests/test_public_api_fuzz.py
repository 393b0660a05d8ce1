"""Every public function and class of cgtalg, called with bad arguments, answers or refuses cleanly.

The walk: every public module of the package (no component of its name
starts with ``_``; forwarders, whose code only hands names on to where they
moved, are skipped), every name in its ``__all__`` that is a function or a
class, and the class methods and static methods of those classes (the
alternative constructors). One object exported from several modules is
called once, under the name of the module that defines it.

The call: each required parameter gets the same bad argument, one of
:data:`BAD_ARGUMENTS` (a function with no required parameter gets it as its
first parameter, or is called with none). A call passes when it returns (and
its result prints, and, if it is an iterator, yields its first items), or
raises a :class:`cgtalg.errors.InputError`, or a :class:`TypeError` that
Python raises because the arguments do not fit the signature. Anything else
(an AttributeError from deep inside, a ValueError from printing a huge int,
a MemoryError) is a defect, and so is a call that runs longer than
:data:`TIME_LIMIT` seconds.

The calls run in child interpreters (two at a time), each under a memory
limit, with stdin and stdout closed and a scratch directory as the working
directory; a child that overruns the time limit is killed and replaced, so
no call can hang the run.
"""

from __future__ import annotations

import ast
import enum
import importlib
import inspect
import json
import os
import pkgutil
import queue
import select
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

import cgtalg

TIME_LIMIT = 10.0  # seconds a single call may take
WORKERS = 2
MEMORY_LIMIT = 3 << 30  # bytes of address space for a child: a runaway allocation is a MemoryError

# The bad arguments, by the name a failure is reported under. Each is built
# in the child from this source text.
BAD_ARGUMENTS = {
    "None": "None",
    "float": "1.5",
    "bool": "True",
    "str": "'x'",
    "huge int": "2**100000",
    "negative int": "-1",
    "empty list": "[]",
    "nested list": "[[1, [2]], [3]]",
    "numpy scalar": "numpy.int64(5)",
}

# Calls not made, each with the reason: their valid use blocks or acts on the
# world outside the test.
SKIP = {
    # the command line: runs commands, prints, reads sys.argv and may read stdin
    "cgtalg.cli.entry.main": "runs the command line",
    # each command's run(args) carries out a parsed command line
    "cgtalg.cli.coins.run": "runs `cgtalg coins`",
    "cgtalg.cli.compare.run": "runs `cgtalg compare`",
    "cgtalg.cli.flip.run": "runs `cgtalg flip`",
    "cgtalg.cli.grundy.run": "runs `cgtalg grundy`",
    "cgtalg.cli.misere.run": "runs `cgtalg misere`",
    "cgtalg.cli.misere_quotient.run": "runs `cgtalg misere-quotient`",
    "cgtalg.cli.octal.run": "runs `cgtalg octal`",
    "cgtalg.cli.outcome.run": "runs `cgtalg outcome`",
    "cgtalg.cli.thermograph.run": "runs `cgtalg thermograph`",
    "cgtalg.cli.value.run": "runs `cgtalg value`",
    "cgtalg.cli.verify.run": "runs `cgtalg verify`",
    "cgtalg.cli.welter.run": "runs `cgtalg welter`",
    # starting a Dask cluster (or connecting to a scheduler) is not a call to make in a test
    "cgtalg.verify.executors.DaskCluster": "connects to a Dask scheduler",
}

# Calls allowed to fail, each (function, bad argument, exception seen): empty, and
# to stay so. A listed call may fail with that exception; a listed call that no
# longer fails must be removed. A listed "timeout" is not made at all (it would
# cost TIME_LIMIT seconds).
KNOWN: set[tuple[str, str, str]] = set()


CHILD = r"""
import builtins, importlib, inspect, itertools, json, os, resource, sys, warnings

resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
warnings.simplefilter("ignore")
try:
    import numpy
except ImportError:
    numpy = None
from cgtalg.errors import InputError

commands = os.fdopen({command_fd}, "r")
answers = os.fdopen({answer_fd}, "w")


def resolve(module, path):
    obj = importlib.import_module(module)
    for part in path.split("."):
        obj = getattr(obj, part)
    return obj


def arguments(function, bad):
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        return signature_unknown, (bad,), {{}}
    args, kwargs, optional = [], {{}}, None
    for p in signature.parameters.values():
        required = p.default is p.empty
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            if required:
                args.append(bad)
            elif optional is None and not args:
                optional = p
        elif p.kind is p.VAR_POSITIONAL and not args and optional is None:
            optional = p
        elif p.kind is p.KEYWORD_ONLY and required:
            kwargs[p.name] = bad
    if not args and not kwargs and optional is not None:
        args.append(bad)
    return signature, tuple(args), kwargs


signature_unknown = object()


def outcome(function, bad):
    signature, args, kwargs = arguments(function, bad)
    try:
        result = function(*args, **kwargs)
        if hasattr(result, "__next__"):  # a generator checks its arguments when first asked
            list(itertools.islice(result, 20))
        return "ok"
    except InputError:
        return "ok"
    except TypeError as exc:
        if signature is signature_unknown:
            text = str(exc)
            if "argument" in text and ("positional" in text or "required" in text or "takes" in text):
                return "ok"
        else:
            try:
                signature.bind(*args, **kwargs)
            except TypeError:
                return "ok"
        return f"{{type(exc).__name__}}: {{str(exc)[:200]}}"
    except BaseException as exc:
        try:
            text = str(exc)[:200]
        except BaseException:
            text = "(message unprintable)"
        return f"{{type(exc).__name__}}: {{text}}"


for line in commands:
    module, path, bad_name, bad_source = json.loads(line)
    try:
        function = resolve(module, path)
        bad = eval(bad_source, {{"numpy": numpy}})
        answer = outcome(function, bad)
    except BaseException as exc:
        answer = f"harness: {{type(exc).__name__}}: {{exc}}"
    answers.write(json.dumps(answer) + "\n")
    answers.flush()
"""


def _is_forwarder(path: Path) -> bool:
    """True if the module's code (its docstring aside) only forwards names to where they moved."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    if not body:
        return False
    for node in body:
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("_moved"):
            continue
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            if isinstance(func, ast.Name) and func.id in ("forward", "forward_names"):
                continue
        return False
    return True


def public_modules() -> list[str]:
    """The names of cgtalg's public modules, forwarders left out."""
    names = ["cgtalg"]
    for info in pkgutil.walk_packages(cgtalg.__path__, "cgtalg."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        spec = importlib.util.find_spec(info.name)
        origin = spec.origin if spec else None
        if origin and origin.endswith(".py") and _is_forwarder(Path(origin)):
            continue
        names.append(info.name)
    return names


def _is_callable_api(obj: object) -> bool:
    """True for a function or class of cgtalg whose call takes arguments to check.

    Left out: names of other libraries re-exported (``Fraction``), exception
    classes (their arguments are a message), abstract classes and protocols
    (Python refuses to make one) and enumerations (``Verdict("x")`` is
    Python's own lookup).
    """
    if not (inspect.isfunction(obj) or inspect.isclass(obj) or inspect.isbuiltin(obj)):
        return False
    if not (getattr(obj, "__module__", None) or "").startswith("cgtalg"):
        return False
    if inspect.isclass(obj):
        return not (
            issubclass(obj, (BaseException, enum.Enum)) or inspect.isabstract(obj) or getattr(obj, "_is_protocol", False)
        )
    return True


def public_callables() -> dict[str, tuple[str, str]]:
    """Each public function and class (and class-level constructor): label -> (module, attribute path)."""
    found: dict[str, tuple[str, str]] = {}
    seen: set[int] = set()
    for module_name in public_modules():
        module = importlib.import_module(module_name)
        for attr in getattr(module, "__all__", ()):
            obj = getattr(module, attr)
            if not _is_callable_api(obj):
                continue
            targets = [(attr, obj)]
            if inspect.isclass(obj):
                for name, member in sorted(vars(obj).items()):
                    if not name.startswith("_") and isinstance(member, (classmethod, staticmethod)):
                        targets.append((f"{attr}.{name}", getattr(obj, name)))
            for path, target in targets:
                if id(target) in seen:
                    continue
                seen.add(id(target))
                home = getattr(obj, "__module__", None) or module_name
                label = f"{home}.{path}"
                if label in found:  # defined elsewhere under the same name; keep the first
                    continue
                found[label] = (module_name, path)
    return found


class _Child:
    """A child interpreter that makes calls on request and can be killed when one overruns."""

    def __init__(self, workdir: Path) -> None:
        command_r, self._command_w = os.pipe()
        self._answer_r, answer_w = os.pipe()
        code = CHILD.format(memory=MEMORY_LIMIT, command_fd=command_r, answer_fd=answer_w)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(Path(cgtalg.__file__).resolve().parents[1]), env.get("PYTHONPATH", "")])
        self._process = subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(command_r, answer_w),
            cwd=workdir,
            env=env,
        )
        os.close(command_r)
        os.close(answer_w)
        self._commands = os.fdopen(self._command_w, "w")
        self._answers = os.fdopen(self._answer_r, "r")

    def call(self, module: str, path: str, bad_name: str, timeout: float) -> str | None:
        """The outcome of one call ("ok" or the exception), or None if it overran *timeout*."""
        self._commands.write(json.dumps([module, path, bad_name, BAD_ARGUMENTS[bad_name]]) + "\n")
        self._commands.flush()
        ready, _, _ = select.select([self._answers], [], [], timeout)
        if not ready:
            return None
        line = self._answers.readline()
        if not line:
            return f"the child died (exit {self._process.wait()})"
        answer: str = json.loads(line)
        return answer

    def close(self, kill: bool = False) -> None:
        if kill:
            self._process.kill()
        try:
            self._commands.close()
        except OSError:
            pass
        self._answers.close()
        self._process.wait()


def _run_all(jobs: list[tuple[str, str, str, str]], workdir: Path, time_limit: float) -> dict[tuple[str, str], str]:
    """Make every call, WORKERS at a time: (label, bad argument) -> outcome ("ok", an exception, "timeout")."""
    todo: queue.Queue[tuple[str, str, str, str]] = queue.Queue()
    for job in jobs:
        todo.put(job)
    results: dict[tuple[str, str], str] = {}
    lock = threading.Lock()

    def drive() -> None:
        child = _Child(workdir)
        try:
            while True:
                try:
                    label, module, path, bad_name = todo.get_nowait()
                except queue.Empty:
                    return
                answer = child.call(module, path, bad_name, time_limit)
                if answer is None or answer.startswith("the child died"):
                    child.close(kill=True)
                    child = _Child(workdir)
                with lock:
                    results[(label, bad_name)] = "timeout" if answer is None else answer
        finally:
            child.close(kill=True)

    threads = [threading.Thread(target=drive) for _ in range(WORKERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def _bad_argument_names() -> list[str]:
    names = list(BAD_ARGUMENTS)
    try:
        import numpy  # noqa: F401
    except ImportError:
        names.remove("numpy scalar")
    return names


def _jobs(callables: dict[str, tuple[str, str]]) -> Iterator[tuple[str, str, str, str]]:
    known_timeouts = {(label, bad) for label, bad, seen in KNOWN if seen == "timeout"}
    for label, (module, path) in sorted(callables.items()):
        if label in SKIP:
            continue
        for bad_name in _bad_argument_names():
            if (label, bad_name) not in known_timeouts:
                yield label, module, path, bad_name


def _compiled(label: str) -> bool:
    """True if *label* is in a module compiled in this run: its typed arguments refuse some calls the
    pure-Python module fails on (Cython's TypeError), so an entry of KNOWN may pass here and not be stale."""
    from cgtalg import accelerated
    from cgtalg.compilation import COMPILED_MODULES

    return bool(accelerated.ACCELERATED) and any(label.startswith(f"cgtalg.{m}.") for m in COMPILED_MODULES)


def _exception_name(outcome: str) -> str:
    return outcome if outcome == "timeout" else outcome.split(":", 1)[0]


def test_the_walk_finds_the_public_api() -> None:
    callables = public_callables()
    assert len(callables) > 300
    for label in ("cgtalg.impartial.nimbers.nim_inverse", "cgtalg.verify.chunks.exhaustive"):
        assert label in callables
    assert not any(label.startswith("cgtalg.impartial.misere_quotient.") for label in callables)  # a forwarder
    assert set(SKIP) <= set(callables), set(SKIP) - set(callables)


def test_the_harness_reports_foreign_exceptions_and_timeouts(tmp_path: Path) -> None:
    jobs = [
        ("mex", "cgtalg.core.mex", "mex", "empty list"),  # returns 0
        ("nim_sum", "cgtalg.impartial.nimbers", "nim_sum", "str"),  # an InputTypeError
        ("sleep", "time", "sleep", "huge int"),  # an OverflowError, a foreign exception
        ("wait", "threading", "Event", "None"),  # returns an Event; then a call that blocks:
    ]
    results = _run_all(jobs, tmp_path, TIME_LIMIT)
    assert results[("mex", "empty list")] == "ok"
    assert results[("nim_sum", "str")] == "ok"
    assert results[("sleep", "huge int")].startswith("OverflowError")
    assert results[("wait", "None")] == "ok"
    blocking = [("block", "time", "sleep", "numpy scalar")]  # sleeps 5 s against a limit of 1 s
    assert _run_all(blocking, tmp_path, 1.0) == {("block", "numpy scalar"): "timeout"}


def test_public_api_answers_bad_arguments_with_input_errors(tmp_path: Path) -> None:
    callables = public_callables()
    results = _run_all(list(_jobs(callables)), tmp_path, TIME_LIMIT)
    failures = []
    for (label, bad_name), answer in sorted(results.items()):
        if answer == "ok":
            continue
        if (label, bad_name, _exception_name(answer)) in KNOWN:
            continue
        failures.append(f"{label}({bad_name}): {answer}")
    stale = [
        entry for entry in sorted(KNOWN)
        if entry[2] != "timeout" and results.get((entry[0], entry[1]), "ok") == "ok" and not _compiled(entry[0])
    ]
    assert not failures, f"{len(failures)} calls failed:\n" + "\n".join(failures)
    assert not stale, f"KNOWN entries that no longer fail (remove them): {stale}"
