"""The records of the Æquitas check: each claim of the paper with its cases.

A :class:`Check` is one claim of the paper with its cases (:class:`Row`):
what is printed next to what is computed. Its verdict, counterexample and
correction status are derived from the rows alone, so a check rebuilt from
its JSON (after running in another process) reads exactly as the original.

Examples
--------
>>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4)]
>>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", rows).finding().counterexample
'N = 4: printed 1, computed 2'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cgtalg.verify.framework import Finding, Verdict

__all__ = ["Row", "Check"]


@dataclass
class Row:
    """One case of a claim: what is printed, what is computed, do they agree.

    ``ok`` is None when the case is not applicable. ``alt`` is the classical
    misère value where the claim is a misère one; ``fix`` the value the
    corrected statement predicts.

    Examples
    --------
    >>> Row("F(3)", "1", "2", False, 3).ok
    False
    """

    case: str
    printed: str
    computed: str
    ok: bool | None
    n: int
    alt: str | None = None
    alt_ok: bool | None = None
    fix: str | None = None
    fix_ok: bool | None = None


@dataclass
class Check:
    """One claim of the paper with its cases, verdict and correction.

    Examples
    --------
    >>> c = Check("k", "Lemma 0", "1 = 1", "N <= 1", [Row("N = 1", "1", "1", True, 1)])
    >>> c.verdict.value, c.counterexample() is None
    ('holds', True)
    """

    key: str
    where: str
    claim: str
    checked: str
    rows: list[Row]
    correction: str | None = None
    reading: str | None = None
    misere: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[Row]:
        """Cases where the printed claim and the computation disagree, smallest N first.

        Returns
        -------
        list of Row

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> [r.case for r in c.failures]
        ['N = 4', 'N = 5']
        """
        return sorted((r for r in self.rows if r.ok is False), key=lambda r: r.n)

    @property
    def verdict(self) -> Verdict:
        """Holds; holds with an exception (failures only at N <= 3); or fails.

        Returns
        -------
        Verdict

        Examples
        --------
        >>> early = [Row("N = 2", "1", "0", False, 2), Row("N = 4", "1", "1", True, 4)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", early).verdict.value
        'holds with an exception'
        >>> late = [Row("N = 2", "1", "1", True, 2), Row("N = 4", "1", "0", False, 4)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", late).verdict.value
        'fails'
        """
        bad = self.failures
        if not bad:
            return Verdict.HOLDS
        if all(r.n <= 3 for r in bad) and any(r.ok and r.n > 3 for r in self.rows):
            return Verdict.HOLDS_WITH_EXCEPTION
        return Verdict.FAILS

    def counterexample(self) -> str | None:
        """The smallest failing case, or None.

        Returns
        -------
        str or None
            ``"case: printed P, computed C"`` for the smallest failing case.

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> c.counterexample()
        'N = 4: printed 1, computed 2'
        """
        bad = self.failures
        if not bad:
            return None
        r = bad[0]
        return f"{r.case}: printed {r.printed}, computed {r.computed}"

    def correction_status(self) -> str | None:
        """The correction, with whether it matches every computed case.

        Returns
        -------
        str or None
            None without a correction; the correction alone when no case records
            what it predicts; else the correction with ``[matches all ...]`` or
            ``[does NOT match: CASE]``.

        Examples
        --------
        >>> rows = [Row("N = 4", "1", "2", False, 4, fix="2", fix_ok=True)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", rows, correction="G(N) = 2").correction_status()
        'G(N) = 2 [matches all 1 computed cases, N <= 4]'
        """
        if self.correction is None:
            return None
        rows = [r for r in self.rows if r.fix_ok is not None]
        wrong = [r for r in rows if not r.fix_ok]
        if not rows:
            return self.correction
        if wrong:
            return f"{self.correction} [does NOT match: {wrong[0].case}]"
        return f"{self.correction} [matches all {len(rows)} computed cases, {self.checked}]"

    def summary(self) -> str:
        """A short account of what was computed.

        Returns
        -------
        str
            How many cases agree and differ (and are not applicable); for a misère
            claim, how many printed values each misère reading reproduces.

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> c.summary()
        '3 cases: 1 agree, 2 differ'
        """
        applicable = [r for r in self.rows if r.ok is not None]
        bad = len(self.failures)
        text = f"{len(applicable)} cases: {len(applicable) - bad} agree, {bad} differ"
        na = len(self.rows) - len(applicable)
        if na:
            text += f", {na} not applicable"
        alts = [r for r in self.rows if r.alt_ok is not None and r.ok is not None]
        if self.misere and alts:
            text += (f"; of {len(alts)} printed misère values the paper's reading reproduces "
                     f"{sum(1 for r in alts if r.ok)}, classical misère {sum(1 for r in alts if r.alt_ok)}")
        return text

    def finding(self) -> Finding:
        """This check as a :class:`~cgtalg.verify.framework.Finding`.

        Returns
        -------
        Finding

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> f = c.finding()
        >>> f.verdict.value, f.counterexample, f.where
        ('fails', 'N = 4: printed 1, computed 2', 'Lemma 9')
        """
        return Finding(self.claim, self.summary(), self.checked, self.verdict,
                       self.counterexample(), self.correction_status(), self.where)
