"""Greatest common divisors of polynomials with integer coefficients in several variables.

A polynomial is a ``dict`` from exponent tuples (one entry per variable, all
of one length) to nonzero ``int`` coefficients: ``{(2, 0): 3, (0, 1): -1}`` is
``3x² - y``. :func:`polynomial_gcd` takes the greatest common divisor in
``Z[x_1, ..., x_n]`` by the recursive primitive remainder sequence: split off
the content (the gcd of the coefficients as polynomials in the other
variables, found the same way), then run pseudo-remainders in the first
variable keeping each one primitive. :func:`exact_quotient` divides when the
division is known to be exact, term by term in lexicographic order.

This is what :mod:`cgtalg.transfinite.surreal` needs to keep a quotient of
generalized ordinals in lowest terms: generalized ordinals are such
polynomials, in the variables ``ω^(ω^a)``.

References
----------
Knuth, *The Art of Computer Programming*, vol. 2, §4.6.1 (the primitive
part algorithm for polynomials over a unique factorization domain).
"""

from __future__ import annotations

from math import gcd

from ..errors import InputTypeError, InputValueError, describe

__all__ = ["polynomial_gcd", "exact_quotient"]

Polynomial = dict[tuple[int, ...], int]


def _check_polynomials(*ps: object) -> None:
    """Refuse anything but dicts from exponent tuples (nonnegative ints, one length) to nonzero ints."""
    widths = set()
    for p in ps:
        if not isinstance(p, dict):
            raise InputTypeError(f"a polynomial is a dict from exponent tuples to int coefficients, not {describe(p)}")
        for m, c in p.items():
            if not (isinstance(m, tuple) and all(type(k) is int and k >= 0 for k in m)):
                raise InputValueError(f"a polynomial's monomial is a tuple of nonnegative ints, not {describe(m)}")
            if type(c) is not int or not c:
                raise InputValueError(f"a polynomial's coefficient is a nonzero int, not {describe(c)}")
            widths.add(len(m))
    if len(widths) > 1:
        raise InputValueError("the polynomials' monomials must all have one length (one entry per variable)")


def _multiply(p: Polynomial, q: Polynomial) -> Polynomial:
    out: Polynomial = {}
    for m, c in p.items():
        for k, d in q.items():
            s = tuple(a + b for a, b in zip(m, k))
            out[s] = out.get(s, 0) + c * d
    return {m: c for m, c in out.items() if c}


def _subtract(p: Polynomial, q: Polynomial) -> Polynomial:
    out = dict(p)
    for m, c in q.items():
        out[m] = out.get(m, 0) - c
    return {m: c for m, c in out.items() if c}


def _split(p: Polynomial) -> dict[int, Polynomial]:
    """*p* as a polynomial in its first variable, coefficients in the others."""
    parts: dict[int, Polynomial] = {}
    for m, c in p.items():
        parts.setdefault(m[0], {})[m[1:]] = c
    return parts


def _join(parts: dict[int, Polynomial]) -> Polynomial:
    return {(k,) + m: c for k, part in parts.items() for m, c in part.items()}


def _normalized(p: Polynomial) -> Polynomial:
    """*p* times the unit (1 or -1) that makes its lexicographically leading coefficient positive."""
    if p and p[max(p)] < 0:
        return {m: -c for m, c in p.items()}
    return p


def exact_quotient(p: Polynomial, q: Polynomial) -> Polynomial:
    """The polynomial ``p / q``, when *q* divides *p* exactly.

    Parameters
    ----------
    p, q : dict of tuple of int to int
        Polynomials in the same variables; *q* nonzero.

    Returns
    -------
    dict of tuple of int to int
        The quotient.

    Raises
    ------
    InputTypeError
        If *p* or *q* is not a dict.
    InputValueError
        If *q* is zero or does not divide *p*, or a monomial or coefficient is malformed.

    Examples
    --------
    >>> exact_quotient({(2,): 1, (0,): -1}, {(1,): 1, (0,): 1})  # (x² - 1) / (x + 1)
    {(1,): 1, (0,): -1}
    """
    _check_polynomials(p, q)
    if not q:
        raise InputValueError("division of a polynomial by zero")
    return _exact_quotient(p, q)


def _exact_quotient(p: Polynomial, q: Polynomial) -> Polynomial:
    """:func:`exact_quotient` of checked polynomials, *q* nonzero."""
    lead = max(q)
    lead_coefficient = q[lead]
    quotient: Polynomial = {}
    rest = dict(p)
    while rest:
        m = max(rest)
        step = tuple(a - b for a, b in zip(m, lead))
        c, r = divmod(rest[m], lead_coefficient)
        if r or min(step, default=0) < 0:
            raise InputValueError("the polynomial division is not exact")
        quotient[step] = c
        rest = _subtract(rest, _multiply({step: c}, q))
    return quotient


def _content_and_primitive(parts: dict[int, Polynomial], width: int) -> tuple[Polynomial, dict[int, Polynomial]]:
    """The content of a polynomial in its first variable (a gcd in the other *width* variables) and its primitive part."""
    content: Polynomial = {}
    for part in parts.values():
        content = _gcd(content, part) if content else _normalized(part)
        if content == {(0,) * width: 1}:
            return content, parts
    return content, {k: _exact_quotient(part, content) for k, part in parts.items()}


def _pseudo_remainder(a: dict[int, Polynomial], b: dict[int, Polynomial]) -> dict[int, Polynomial]:
    """A multiple of *a* by a power of *b*'s leading coefficient, reduced modulo *b* in the first variable."""
    db = max(b)
    lead_b = b[db]
    r = dict(a)
    while r and max(r) >= db:
        dr = max(r)
        lead_r = r[dr]
        scaled = {k: _multiply(part, lead_b) for k, part in r.items()}
        for k, part in b.items():
            shift = k + dr - db
            scaled[shift] = _subtract(scaled.get(shift, {}), _multiply(lead_r, part))
        r = {k: part for k, part in scaled.items() if part}
    return r


def polynomial_gcd(p: Polynomial, q: Polynomial) -> Polynomial:
    """The greatest common divisor of two polynomials over the integers, leading coefficient positive.

    Parameters
    ----------
    p, q : dict of tuple of int to int
        Polynomials in the same variables (exponent tuples of one length).

    Returns
    -------
    dict of tuple of int to int
        Their gcd in ``Z[x_1, ..., x_n]``, its lexicographically leading
        coefficient positive (``{}`` when both are zero).

    Raises
    ------
    InputTypeError
        If *p* or *q* is not a dict.
    InputValueError
        If a monomial or coefficient is malformed.

    References
    ----------
    Knuth, *The Art of Computer Programming*, vol. 2, §4.6.1.

    Examples
    --------
    >>> polynomial_gcd({(2, 0): 2, (0, 2): -2}, {(1, 0): 4, (0, 1): 4})  # gcd(2x² - 2y², 4x + 4y)
    {(1, 0): 2, (0, 1): 2}
    """
    _check_polynomials(p, q)
    return _gcd(p, q)


def _gcd(p: Polynomial, q: Polynomial) -> Polynomial:
    """:func:`polynomial_gcd` of checked polynomials."""
    if not p or not q:
        return _normalized(p or q)
    width = len(next(iter(p)))
    if width == 0:
        return {(): gcd(p[()], q[()])}
    content_p, a = _content_and_primitive(_split(p), width - 1)
    content_q, b = _content_and_primitive(_split(q), width - 1)
    content = _gcd(content_p, content_q)
    if max(a) < max(b):
        a, b = b, a
    while b:
        r = _pseudo_remainder(a, b)
        a, b = b, (_content_and_primitive(r, width - 1)[1] if r else r)
    primitive = _content_and_primitive(a, width - 1)[1]
    return _normalized(_join({k: _multiply(part, content) for k, part in primitive.items()}))
