"""The machinery behind ``cgtalg verify``: findings, verdicts, claims and the registry.

A reproduction is registered with :func:`reproduction`; its claims are small
functions recorded in order, each with where its source makes the claim, by
a :class:`Claims` list. Invariant: a reproduction yields its findings in the
order its claims are recorded, and a finding's ``where`` is the place its
claim was recorded with (when it names none of its own).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable as _IterableABC
from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from typing import Any, Callable, Generic, Iterable, Iterator, Mapping, Sequence, TypeVar

from cgtalg.errors import InputTypeError, InputValueError, as_integer, check_instance, check_str, describe


class Verdict(str, Enum):
    """What computation says of a published claim."""

    HOLDS = "holds"
    HOLDS_WITH_EXCEPTION = "holds with an exception"
    CORRECTED = "corrected"
    FAILS = "fails"

    @classmethod
    def of(cls, ok: bool) -> "Verdict":
        """HOLDS when *ok*, else FAILS.

        Parameters
        ----------
        ok : bool
            Whether the claim was confirmed.

        Returns
        -------
        Verdict

        Examples
        --------
        >>> Verdict.of(True).value, Verdict.of(False).value
        ('holds', 'fails')
        """
        return cls.HOLDS if ok else cls.FAILS


@dataclass(frozen=True)
class Finding:
    """One claim of a paper next to what the library computed.

    Parameters
    ----------
    claim : str
        The claim in our words, with where the paper makes it
        (``"Theorem 1: W - W' is the set of odd fundamental positions"``).
    computed : str
        What was computed, short (``"W - W' = odd fundamental: 1106 positions"``).
    checked : str
        The range over which it was checked (``"k <= 4, rows <= 7"``).
    verdict : Verdict
    counterexample : str, optional
        The smallest counterexample, when the verdict is not HOLDS.
    correction : str, optional
        The corrected statement that computation supports.
    where : str, optional
        Where in the paper (``"Table 3"``, ``"p. 4"``).

    Examples
    --------
    >>> f = Finding("1 + 1 = 2", "2", "once", Verdict.HOLDS)
    >>> f.verdict.value
    'holds'
    """

    claim: str
    computed: str
    checked: str
    verdict: Verdict
    counterexample: str | None = None
    correction: str | None = None
    where: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict.

        Returns
        -------
        dict
            The fields by name, the verdict as its text (``'holds'``, ...).

        Examples
        --------
        >>> Finding("c", "x", "r", Verdict.FAILS, "n = 3").as_dict()["verdict"]
        'fails'
        """
        d = asdict(self)
        d["verdict"] = self.verdict.value
        return d


@dataclass
class Context:
    """What a reproduction gets when it runs: its parameters, a progress hook, where chunks run.

    ``params`` holds the reproduction's parameters (defaults filled in);
    ``track(iterable, total, desc)`` wraps a long loop so that a front end can
    show progress; by default it returns the iterable unchanged.
    :meth:`map_chunks` runs the independent chunks of a long check through
    ``executor`` (this process when None; see :mod:`cgtalg.verify.executors`),
    skipping those already in ``checkpoint`` (see
    :mod:`cgtalg.verify.checkpoint`); ``name`` is the reproduction's name,
    which labels its chunks in the checkpoint file.

    Examples
    --------
    >>> ctx = Context({"max_n": 5})
    >>> ctx["max_n"], list(ctx.track(range(2), total=2, desc="x"))
    (5, [0, 1])
    >>> ctx.map_chunks(sum, [[1, 2], [3]])
    [3, 3]
    """

    params: Mapping[str, Any] = field(default_factory=dict)
    progress: Callable[[Iterable[Any], int | None, str], Iterable[Any]] | None = None
    executor: Any = None
    checkpoint: Any = None
    name: str = ""

    def __getitem__(self, name: str) -> Any:
        return self.params[name]

    def track(self, iterable: Iterable[Any], total: int | None = None, desc: str = "") -> Iterable[Any]:
        """Wrap a long loop so that a front end can show its progress.

        Parameters
        ----------
        iterable : iterable
            The loop's items.
        total : int, optional
            How many items there are, when known.
        desc : str, optional
            A label for the progress display.

        Returns
        -------
        iterable
            ``progress(iterable, total, desc)`` when the context has a progress
            hook, else *iterable* itself.

        Examples
        --------
        >>> seen = []
        >>> ctx = Context(progress=lambda it, total, desc: (seen.append((total, desc)), it)[1])
        >>> list(ctx.track("ab", 2, "letters")), seen
        (['a', 'b'], [(2, 'letters')])
        """
        if self.progress is None:
            return iterable
        return self.progress(iterable, total, desc)

    def map_chunks(self, task: Callable[[Any], Any], chunks: Sequence[Any], desc: str = "") -> list[Any]:
        """Run ``task(chunk)`` for every chunk through the run's executor; results in chunk order.

        A reproduction declares how its range splits by the chunks it passes:
        JSON descriptions such as ``[lo, hi]`` ranges, which are also what
        *task* (a top-level function, so that it can be pickled) receives.
        The task returns a JSON value (e.g. its own smallest counterexample);
        the reproduction reduces the results, which arrive in the order of
        *chunks* whatever the executor, so the findings do not depend on it.
        See :func:`cgtalg.verify.chunks.run_chunks`.

        Parameters
        ----------
        task : callable
            A top-level function of one chunk, returning a JSON value.
        chunks : sequence
            JSON descriptions of the pieces of work.
        desc : str, optional
            A label for the progress display.

        Returns
        -------
        list
            ``task(chunk)`` for each chunk, in the order of *chunks*.

        Examples
        --------
        >>> Context({"max_n": 5}).map_chunks(len, [[1, 2, 3], []])
        [3, 0]
        """
        from .chunks import run_chunks

        return run_chunks(task, chunks, executor=self.executor, checkpoint=self.checkpoint,
                          run=self.name, params=self.params, progress=self.progress, desc=desc)


@dataclass(frozen=True)
class Reproduction:
    """A registered reproduction: a name, a citation, parameters and the checks.

    ``source`` is the citation as a reader would give it (authors, title,
    year); ``kind`` says what the source is: ``"paper"``, ``"blog post"``,
    ``"Q&A thread"`` or ``"books"``. ``minimums`` and ``maximums`` bound the
    integer parameters: below the minimum the claims are out of range, above
    the maximum a run would take far too long (or too much memory).
    """

    name: str
    title: str
    source: str
    params: Mapping[str, tuple[Any, str]]
    run: Callable[[Context], Iterable[Finding]]
    minimums: Mapping[str, int] = field(default_factory=dict)
    maximums: Mapping[str, int] = field(default_factory=dict)
    kind: str = ""

    def defaults(self) -> dict[str, Any]:
        """The default value of each parameter.

        Returns
        -------
        dict
            Parameter name -> default.

        Examples
        --------
        >>> registry()["laws"].defaults()
        {'max_birthday': 2}
        """
        return {k: default for k, (default, _help) in self.params.items()}

    def check(self, params: Mapping[str, Any]) -> None:
        """Refuse a parameter outside its declared bounds, or not an int where an int is declared.

        Parameters
        ----------
        params : mapping
            A value for every parameter (the defaults merged with the caller's).

        Returns
        -------
        None

        Raises
        ------
        InputTypeError
            If a bounded parameter is not an int (bools are refused).
        InputValueError
            If it is below its minimum or above its maximum; the message
            gives the limit.

        Examples
        --------
        >>> registry()["laws"].check({"max_birthday": 4})
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: reproduction 'laws': max_birthday must be at most 3 (beyond that a run takes far too long), got 4
        """
        for name in dict.fromkeys([*self.minimums, *self.maximums]):
            given = params[name]
            value = as_integer(given)
            if value is None:
                raise InputTypeError(f"reproduction {self.name!r}: {name} must be an integer, got {describe(given)}")
            low = self.minimums.get(name)
            if low is not None and value < low:
                raise InputValueError(
                    f"reproduction {self.name!r}: {name} must be at least {low} "
                    f"(below that the claims are not in range), got {describe(value)}"
                )
            high = self.maximums.get(name)
            if high is not None and value > high:
                raise InputValueError(
                    f"reproduction {self.name!r}: {name} must be at most {high} "
                    f"(beyond that a run takes far too long), got {describe(value)}"
                )


_Facts = TypeVar("_Facts")  # what a reproduction passes to its claims
_Result = TypeVar("_Result")


@dataclass(frozen=True)
class Claim(Generic[_Facts]):
    """One claim of a source: the function that checks it and where the source makes it.

    ``check`` takes the run's *facts* (what the reproduction computes once and
    its claims share: parameters, tables, caches) and returns a record (a
    :class:`Finding`, or a reproduction's own record with a ``where``) or an
    iterable of them, for a claim stated as a table. ``where`` is the place in
    the source (``"Theorem 2"``, ``"Table 3"``), or None when the records name
    their own places or none. ``name`` is the function's name without its
    leading underscore.

    Examples
    --------
    >>> claims = Claims()
    >>> @claims("Theorem 5")
    ... def _xor_laws(facts):
    ...     "a ^ 0 = a."
    ...     return Finding("a ^ 0 = a", str(facts ^ 0), "one a", Verdict.of(facts ^ 0 == facts))
    >>> claim = next(iter(claims))
    >>> claim.name, claim.where, claim.statement
    ('xor_laws', 'Theorem 5', 'a ^ 0 = a.')
    """

    name: str
    where: str | None
    check: Callable[[_Facts], Any]

    @property
    def statement(self) -> str:
        """The first line of the claim function's docstring ('' without one).

        Returns
        -------
        str

        Examples
        --------
        >>> Claim("c", None, lambda facts: None).statement
        ''
        """
        doc = (self.check.__doc__ or "").strip()
        return doc.splitlines()[0] if doc else ""

    def records(self, facts: _Facts) -> Iterator[Any]:
        """Run the check on *facts*; yield its records, each with this claim's place.

        A record whose ``where`` is None gets :attr:`where` (a frozen record is
        copied); a record that names another place than :attr:`where` is a
        bug of the reproduction.

        Parameters
        ----------
        facts : object
            What the reproduction passes to every claim function.

        Yields
        ------
        object
            The claim's records, in the order the check returns them.

        Raises
        ------
        AssertionError
            If a record names a place other than the claim's.

        Examples
        --------
        >>> claim = Claim("one", "Lemma 1", lambda n: Finding("n = 1", str(n), "n", Verdict.of(n == 1)))
        >>> [f.where for f in claim.records(1)]
        ['Lemma 1']
        """
        result = self.check(facts)
        for record in result if isinstance(result, _IterableABC) else [result]:
            if self.where is not None:
                named = getattr(record, "where", None)
                if named is None:
                    record = replace(record, where=self.where)
                elif named != self.where:
                    raise AssertionError(f"library bug: claim {self.name!r} is recorded at {self.where!r} "
                                         f"but its record says {named!r}")
            yield record


class Claims(Generic[_Facts]):
    """The claims of one reproduction, in the order they are recorded.

    Calling the list with a place in the source gives a decorator that
    records a function as the next claim (see :class:`Claim`) and returns it
    unchanged; :meth:`findings` runs them all, in order, one at a time (a
    reproduction that yields from it stays lazy: a claim runs when its
    finding is asked for).

    Examples
    --------
    >>> claims = Claims()
    >>> @claims("p. 1")
    ... def _one(n):
    ...     "n + 0 = n (p. 1)."
    ...     return Finding("n + 0 = n", str(n + 0), f"n = {n}", Verdict.of(n + 0 == n))
    >>> @claims()
    ... def _two(n):
    ...     "n * 1 = n, one finding per source."
    ...     for where in ("p. 2", "p. 3"):
    ...         yield Finding("n * 1 = n", str(n * 1), f"n = {n}", Verdict.of(n * 1 == n), where=where)
    >>> [(c.name, c.where) for c in claims]
    [('one', 'p. 1'), ('two', None)]
    >>> [(f.where, f.verdict.value) for f in claims.findings(7)]
    [('p. 1', 'holds'), ('p. 2', 'holds'), ('p. 3', 'holds')]
    """

    def __init__(self) -> None:
        self._claims: list[Claim[_Facts]] = []

    def __call__(
        self, where: str | None = None
    ) -> Callable[[Callable[[_Facts], _Result]], Callable[[_Facts], _Result]]:
        """A decorator recording a function as the next claim, made at *where* in the source.

        Parameters
        ----------
        where : str, optional
            The place in the source; None when the function's records name
            their own places (or the claim has none).

        Returns
        -------
        callable
            The decorator; it returns the function unchanged.

        Raises
        ------
        ValueError
            (From the decorator) if a claim of the same name is already recorded.

        Examples
        --------
        >>> claims = Claims()
        >>> check = claims("Table 1")(lambda facts: [])
        >>> len(claims), check(None)
        (1, [])
        """

        def record(check: Callable[[_Facts], _Result]) -> Callable[[_Facts], _Result]:
            name = getattr(check, "__name__", repr(check)).lstrip("_")
            if any(c.name == name for c in self._claims):
                raise ValueError(f"a claim called {name!r} is already recorded")
            self._claims.append(Claim(name, where, check))
            return check

        return record

    def __iter__(self) -> Iterator[Claim[_Facts]]:
        return iter(list(self._claims))

    def __len__(self) -> int:
        return len(self._claims)

    def records(self, facts: _Facts) -> Iterator[Any]:
        """Every claim's records (see :meth:`Claim.records`), claim by claim in order.

        Parameters
        ----------
        facts : object
            What every claim function receives.

        Yields
        ------
        object
            The records.

        Examples
        --------
        >>> claims = Claims()
        >>> _ = claims("here")(lambda n: Finding("n", str(n), "once", Verdict.HOLDS))
        >>> [f.where for f in claims.records(0)]
        ['here']
        """
        for claim in self._claims:
            yield from claim.records(facts)

    def findings(self, facts: _Facts) -> Iterator[Finding]:
        """Every claim's findings, claim by claim in order.

        Parameters
        ----------
        facts : object
            What every claim function receives.

        Yields
        ------
        Finding

        Raises
        ------
        AssertionError
            If a claim returns something other than findings.

        Examples
        --------
        >>> claims = Claims()
        >>> _ = claims("here")(lambda n: Finding("n", str(n), "once", Verdict.HOLDS))
        >>> [f.computed for f in claims.findings(3)]
        ['3']
        """
        for record in self.records(facts):
            if not isinstance(record, Finding):
                raise AssertionError(f"library bug: a claim gave a {type(record).__name__}, not a Finding")
            yield record


_REGISTRY: dict[str, Reproduction] = {}
# modules of this package that hold machinery, not reproductions
_MACHINERY = ("framework", "executors", "checkpoint", "chunks")
_LOADED = False


def reproduction(
    name: str, title: str, source: str, *, kind: str = "", **params: tuple[Any, ...]
) -> Callable[[Callable[[Context], Iterable[Finding]]], Callable[[Context], Iterable[Finding]]]:
    """Register a function as the reproduction called *name*.

    *source* cites the work checked (authors, title, year) and *kind* says
    what it is (``"paper"``, ``"blog post"``, ``"Q&A thread"``, ``"books"``).
    Each other keyword names a parameter as ``(default, help)``,
    ``(default, help, minimum)`` or ``(default, help, minimum, maximum)``
    (``None`` for no bound); ``cgtalg verify`` turns them into command-line
    options (``max_n`` becomes ``--max-n``), and :func:`run` refuses a value
    below the minimum (an empty range) or above the maximum (a run that would
    not finish) with :class:`~cgtalg.errors.InputValueError`.

    Parameters
    ----------
    name : str
        The name ``cgtalg verify NAME`` and :func:`run` use.
    title : str
        A one-line title.
    source : str
        The citation of the work checked.
    kind : str, optional
        What the source is.
    **params : tuple
        The parameters, as described above.

    Returns
    -------
    callable
        A decorator that registers the function and returns it unchanged.

    Raises
    ------
    ValueError
        (From the decorator) if another function is already registered under
        *name*.

    Examples
    --------
    >>> @reproduction("demo", "A demo", "nobody", max_n=(3, "largest n"))
    ... def demo(ctx):
    ...     yield Finding("n < 4", str(ctx["max_n"]), "n <= 3", Verdict.HOLDS)
    >>> [f.verdict.value for f in run("demo")]
    ['holds']
    >>> @reproduction("demo2", "Another", "nobody", max_n=(3, "largest n", 1))
    ... def demo2(ctx):
    ...     yield Finding("n >= 1", str(ctx["max_n"]), "n <= 3", Verdict.HOLDS)
    >>> list(run("demo2", max_n=0))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: reproduction 'demo2': max_n must be at least 1 (below that the claims are not in range), got 0
    >>> _ = _REGISTRY.pop("demo2")
    >>> _ = _REGISTRY.pop("demo")
    """

    def register(fn: Callable[[Context], Iterable[Finding]]) -> Callable[[Context], Iterable[Finding]]:
        if name in _REGISTRY and _REGISTRY[name].run is not fn:
            raise ValueError(f"a reproduction called {name!r} is already registered")
        specs = {k: (spec[0], spec[1]) for k, spec in params.items()}
        minimums = {k: spec[2] for k, spec in params.items() if len(spec) > 2 and spec[2] is not None}
        maximums = {k: spec[3] for k, spec in params.items() if len(spec) > 3 and spec[3] is not None}
        _REGISTRY[name] = Reproduction(name, title, source, specs, fn, minimums, maximums, kind)
        return fn

    return register


def registry() -> dict[str, Reproduction]:
    """Return every reproduction, importing the modules of this package once.

    Returns
    -------
    dict of str to Reproduction
        A copy: changing it does not change the registry.

    Examples
    --------
    >>> sorted(registry())[:1] != []
    True
    """
    global _LOADED
    if not _LOADED:
        package = importlib.import_module("cgtalg.verify")
        for info in pkgutil.iter_modules(package.__path__):
            if info.name not in _MACHINERY:
                importlib.import_module(f"cgtalg.verify.{info.name}")
        _LOADED = True
    return dict(_REGISTRY)


def run(name: str, context: Context | None = None, **params: Any) -> Iterator[Finding]:
    """Run the reproduction *name* and yield its findings.

    Keyword arguments override the reproduction's default parameters.

    Parameters
    ----------
    name : str
        A registered reproduction (see :func:`registry`).
    context : Context, optional
        The run's context (progress hook, executor, checkpoint); its
        parameters override the defaults, and *params* override both.
    **params
        Parameter values.

    Yields
    ------
    Finding
        The reproduction's findings, in its own order.

    Raises
    ------
    (``run`` is a generator: these are raised when its first finding is
    asked for.)

    InputValueError
        If there is no reproduction *name*, or a parameter is out of its bounds.
    InputTypeError
        If *name* is not a str, *context* not a :class:`Context`, a
        parameter is not one the reproduction declares, or a bounded
        parameter is not an int.

    Examples
    --------
    >>> findings = list(run("laws", max_birthday=1))
    >>> all(f.verdict is Verdict.HOLDS for f in findings)
    True
    """
    name = check_str(name, "a reproduction's name")
    if context is not None:
        check_instance(context, Context, "the context")
    repro = registry().get(name)
    if repro is None:
        known = ", ".join(sorted(registry()))
        raise InputValueError(f"no reproduction called {describe(name)}; known: {known}")
    unknown = set(params) - set(repro.params)
    if unknown:
        raise InputTypeError(f"reproduction {describe(name)} has no parameter(s) {describe(sorted(unknown))}")
    merged = repro.defaults()
    if context is not None:
        merged.update(context.params)
    merged.update(params)
    repro.check(merged)
    if context is None:
        ctx = Context(merged, name=name)
    else:
        ctx = Context(merged, context.progress, context.executor, context.checkpoint, name)
    yield from repro.run(ctx)
