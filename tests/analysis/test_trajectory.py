"""The integer kernel of :mod:`cgtalg.analysis.trajectory` against a Fraction reference.

Trajectories keep their points as integers over one power of two and build
Fractions only at their API. The reference below works on the Fraction points
given to the constructor, straight from the definitions (linear between
breakpoints, the final slope beyond the last), and shares no code with the
kernel. Planted bugs caught here: the mast found one grid point late
(``d < 0`` for ``d <= 0`` in ``_meeting``), and redundant points kept
(the slope test dropped from ``_raw``).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg.analysis.trajectory import Trajectory, walls_below_meeting
from cgtalg.errors import InputTypeError, InputValueError

ONE = Fraction(1)


# -- the reference: a trajectory is (points, final slope), all Fractions -----------------------

def ref_value(points, slope, t):
    """Straight from the definition: linear between the points, slope *slope* after the last."""
    t = Fraction(t)
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t0 <= t <= t1:
            return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
    t0, v0 = points[-1]
    return v0 + slope * (t - t0)


def ref_slope_after(points, slope, t):
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t0 <= t < t1:
            return (v1 - v0) / (t1 - t0)
    return Fraction(slope)


def ref_first_meeting(f, g):
    """The least t >= -1 with f(t) <= g(t), segment by segment over both breakpoint sets."""
    (fp, fs), (gp, gs) = f, g
    grid = sorted({t for t, _ in fp} | {t for t, _ in gp})
    for i, a in enumerate(grid):
        d = ref_value(fp, fs, a) - ref_value(gp, gs, a)
        if d <= 0:
            return a
        sd = ref_slope_after(fp, fs, a) - ref_slope_after(gp, gs, a)
        if sd < 0:
            tc = a + d / -sd
            if i + 1 == len(grid) or tc <= grid[i + 1]:
                return tc
    return None


def probes(*trajs, extra=()):
    """Temperatures where two piecewise-linear functions can differ: breakpoints, midpoints, beyond."""
    ts = sorted({t for pts, _ in trajs for t, _ in pts} | {Fraction(x) for x in extra if x is not None and x >= -1})
    mids = [(a + b) / 2 for a, b in zip(ts, ts[1:])]
    return ts + mids + [ts[-1] + Fraction(3, 8), ts[-1] + 7]


@st.composite
def trajectories(draw, slopes=(-1, 0, 1)):
    """(points, final slope) with dyadic points and integer slopes, as a thermograph wall has."""
    n = draw(st.integers(0, 4))
    steps = draw(st.lists(st.integers(1, 16), min_size=n, max_size=n))
    scale = 2 ** draw(st.integers(0, 3))
    ts = [Fraction(-1)]
    for s in steps:
        ts.append(ts[-1] + Fraction(s, scale))
    v = Fraction(draw(st.integers(-24, 24)), 2 ** draw(st.integers(0, 3)))
    seg = draw(st.lists(st.sampled_from(slopes), min_size=n + 1, max_size=n + 1))
    points = [(ts[0], v)]
    for i in range(n):
        v += seg[i] * (ts[i + 1] - ts[i])
        points.append((ts[i + 1], v))
    return points, seg[-1]


def build(ref):
    points, slope = ref
    return Trajectory(points, slope)


# -- the tests --------------------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(trajectories(), st.integers(-2, 2), st.integers(-8, 8), st.integers(0, 3))
def test_values_tilt_and_normal_form_against_the_reference(f, a, bn, be):
    tr = build(f)
    b = Fraction(bn, 2 ** be)
    tilted = tr.tilt(a, b)
    for t in probes(f):
        assert tr(t) == ref_value(*f, t)
        assert tilted(t) == ref_value(*f, t) + a * t + b
    # normal form: a point at -1 and one at every change of slope, nothing else
    pts = tr.points
    assert pts[0][0] == -1 and all(tr(t) == v for t, v in pts)
    changes = [t for t in tr.breakpoints if tr.slope_after(t) != ref_slope_after(*f, t - Fraction(1, 2**12))]
    assert list(tr.breakpoints) == changes
    # the same function written with an extra point on a segment is the same trajectory
    points, slope = f
    t_mid = (points[0][0] + (points[1][0] if len(points) > 1 else Fraction(1))) / 2
    padded = sorted(points + [(t_mid, ref_value(points, slope, t_mid))])
    assert Trajectory(padded, slope) == tr and hash(Trajectory(padded, slope)) == hash(tr)


@settings(max_examples=200, deadline=None)
@given(trajectories(), trajectories())
def test_maximum_and_minimum_against_the_reference(f, g):
    hi, lo = build(f).maximum(build(g)), build(f).minimum(build(g))
    cross = ref_first_meeting(f, g), ref_first_meeting(g, f)
    for t in probes(f, g, extra=cross):
        vf, vg = ref_value(*f, t), ref_value(*g, t)
        assert hi(t) == max(vf, vg) and lo(t) == min(vf, vg), t
    # far beyond every breakpoint and crossing (|values| < 200 at t < 64, slopes differ by >= 1)
    far = Fraction(2000)
    for got, pick in ((hi, max), (lo, min)):
        rise = pick(ref_value(*f, far + 1), ref_value(*g, far + 1)) - pick(ref_value(*f, far), ref_value(*g, far))
        assert got.slope == rise


@settings(max_examples=60, deadline=None)
@given(trajectories(), trajectories(), st.sampled_from([2**29 - 25, 2**30, -(2**31), 2**61 + 3, -(2**62), 2**63, -(2**70)]),
       st.sampled_from([0, 8, 24, 40]))
def test_maximum_and_minimum_beyond_machine_integers(f, g, offset, fine):
    # The compiled core merges on C integers while the points stay below 2**30 (grids to
    # 2**-30) and falls back to Python ints beyond: values shifted by large offsets and
    # grids made finer by an extra point at -1 + 2**-fine cross both bounds. Checked
    # against the reference, as for small values.
    def shifted(ref):
        points, slope = ref
        moved = [(t, v + offset) for t, v in points]
        if fine:
            t = Fraction(-1) + Fraction(1, 2**fine)
            if all(t < u for u, _ in points[1:]):
                moved.insert(1, (t, ref_value(points, slope, t) + offset))
        return moved, slope

    f, g = shifted(f), shifted(g)
    hi, lo = build(f).maximum(build(g)), build(f).minimum(build(g))
    cross = ref_first_meeting(f, g), ref_first_meeting(g, f)
    for t in probes(f, g, extra=cross):
        vf, vg = ref_value(*f, t), ref_value(*g, t)
        assert hi(t) == max(vf, vg) and lo(t) == min(vf, vg), t


@settings(max_examples=200, deadline=None)
@given(trajectories(slopes=(-2, -1, 0)), trajectories(slopes=(0, 1, 2)))
def test_meeting_and_walls_against_the_reference(f, g):
    # scaffold-like slopes (Left's falls, Right's rises), where slope differences 3 occur:
    # the meeting is then exact but not dyadic, and walls cannot be made from it
    tf, tg = build(f), build(g)
    tau = ref_first_meeting(f, g)
    assert tf.first_not_above(tg) == tau
    assert tf.first_meeting(tg) == (None if tau is None else (tau, ref_value(*f, tau)))
    dyadic = tau is None or tau.denominator & (tau.denominator - 1) == 0
    if not dyadic:
        with pytest.raises(InputValueError, match="not dyadic"):
            walls_below_meeting(tf, tg)
        return
    got = walls_below_meeting(tf, tg)
    if tau is None:
        assert got is None
        return
    left, right, tn, vn, e = got
    assert Fraction(tn, 2**e) == tau and Fraction(vn, 2**e) == ref_value(*f, tau)
    assert left == tf.truncate(tau) and right == tg.truncate(tau)
    for t in probes(f, g, extra=[tau]):
        s = min(t, tau)
        assert left(t) == ref_value(*f, s) and right(t) == ref_value(*g, s), t


def test_crossings_that_are_not_dyadic_are_refused_by_the_max():
    # slopes 2 and -1 from values 1 and 0 at t = -1 cross at t = -2/3
    with pytest.raises(InputValueError, match="not dyadic"):
        Trajectory([(-1, 0)], 2).maximum(Trajectory([(-1, 1)], -1))
    # but the meeting itself is reported exactly, as before the integer kernel
    assert Trajectory([(-1, 1)], -1).first_not_above(Trajectory([(-1, 0)], 2)) == Fraction(-2, 3)


def test_large_exponents_and_values_stay_exact():
    # far beyond 64-bit integers: the kernel's shifts go through Python ints
    tiny = Fraction(1, 2**80)
    f = Trajectory([(-1, 2**70), (-1 + tiny, 2**70 - tiny)], -1)
    g = Trajectory([(-1, -(2**70))], 1)
    m = f.first_meeting(g)
    assert m == (ref_first_meeting((f.points, -1), (g.points, 1)), f(m[0]))
    assert f.maximum(g)(m[0]) == f(m[0]) == g(m[0])


@pytest.mark.parametrize("big", [2**61 + 3, -(2**62), 2**40])
def test_points_that_fit_64_bits_but_not_the_merge_bounds(big):
    # A point below 2**63 passes the conversion to a C integer, but scaling it to the
    # other trajectory's finer grid (2**-8 here) would overflow: the bounds check of the
    # machine-integer merge must send this pair to the exact merge.
    step = Fraction(1, 2**8)
    f = Trajectory([(-1, big)], 0)
    g = Trajectory([(-1, 0), (-1 + step, 0)], 1)  # flat, then rising: its grid is 2**-8
    hi, lo = f.maximum(g), f.minimum(g)
    for t in (Fraction(-1), -1 + step, Fraction(0), Fraction(3, 8), Fraction(5)):
        vg = g(t)
        assert hi(t) == max(big, vg) and lo(t) == min(big, vg), t


# --- The public methods of Trajectory refuse what they cannot use exactly (found while
# documenting them): a non-dyadic Fraction was read as a nearby dyadic (truncate at 1/3
# truncated at 1/2; tilt(1, 1/3) added 1/2), tilt accepted a non-integer slope and built a
# trajectory with a slope of 1/2, slope_after(t < -1) answered with the final slope, and
# the methods combining two trajectories raised AttributeError for anything else.

def test_truncate_and_tilt_refuse_non_dyadic_numbers():
    f = Trajectory([(-1, 1)], -1)
    for bad in (lambda: f.truncate(Fraction(1, 3)), lambda: f.tilt(1, Fraction(1, 3))):
        with pytest.raises(InputValueError, match="1/3 is not a dyadic rational"):
            bad()
    # dyadic arguments keep their exact meaning
    assert f.truncate(Fraction(1, 2)).points == ((-1, 1), (Fraction(1, 2), Fraction(-1, 2)))
    assert f.tilt(1, Fraction(1, 4))(0) == Fraction(1, 4) and f.tilt(1, Fraction(1, 4)).slope == 0
    assert f.truncate(-3)(5) == 1  # t <= -1: the constant f(-1)


@pytest.mark.parametrize("slope", [Fraction(1, 2), True, 0.5, "1"])
def test_tilt_refuses_a_slope_that_is_not_an_int(slope):
    with pytest.raises(InputTypeError):
        Trajectory([(-1, 1)], -1).tilt(slope)


def test_slope_after_refuses_temperatures_below_minus_one():
    f = Trajectory([(-1, 1), (0, 0)], 1)
    assert f.slope_after(-1) == -1 and f.slope_after(0) == 1
    with pytest.raises(InputValueError, match="t >= -1"):
        f.slope_after(-2)


@pytest.mark.parametrize("method", ["maximum", "minimum", "first_not_above", "first_meeting"])
@pytest.mark.parametrize("other", [3, None, "x", Fraction(1, 2)])
def test_combining_methods_refuse_what_is_not_a_trajectory(method, other):
    with pytest.raises(InputTypeError, match=f"Trajectory.{method}\\(\\) takes a Trajectory"):
        getattr(Trajectory([(-1, 1)], -1), method)(other)
