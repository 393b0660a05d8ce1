"""Golden table: textbook games with their analysis, derived by hand from the definitions.

Every record names its source. Values were worked out by hand (or by the
closed forms quoted in the source) -- never copied from cgtalg's output.
Fields (``None`` = not recorded for this game):

``expr``        the game as written in the source
``canonical``   its canonical form in cgtalg's notation
``stops``       (Left stop, Right stop)
``mean``, ``temperature``
``left``, ``right``  the walls for t >= 0: ``[(t, v), ...]`` from t = 0 through every
                breakpoint; constant (the mast) after the last point
``cool1``       the game cooled by 1;  ``heat1``: heated by 1
``reduced``     reduced canonical form; ``aw``: atomic weight (None: not all-small)
``linc``, ``rinc``  Left and Right incentives (as sets of strings)
``props``       the set of the predicates that hold among
                hot, tepid, cold, all-small, even, odd

Sources (chapter level):
WW   = Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., vol. 1: ch. 2 (numbers, ups,
       switches), ch. 6 (thermographs, cooling, heating), ch. 7-8 (atomic weight, tinies)
LIP  = Albert, Nowakowski, Wolfe, *Lessons in Play*: ch. 4-5 (numbers, infinitesimals),
       ch. 6 (temperature, thermographs), ch. 7 (tempered games), ch. 9 (atomic weight)
CGT  = Siegel, *Combinatorial Game Theory*: II.3 (stops, confusion), II.5 (cooling, subzero
       temperatures of numbers), II.6 (reduced canonical form), II.7 (atomic weight)
"""

from __future__ import annotations

from fractions import Fraction as F

RECORDS: list[dict] = []


def rec(**kw):
    RECORDS.append(kw)


# ---------------------------------------------------------------------------------------
# Numbers (WW ch. 2, LIP ch. 4; temperatures CGT II.5: -1 for integers, -1/2**k for m/2**k).
# A number cools and heats to itself, is its own reduced form, is cold and even-tempered;
# the incentives of x = m/2**k are both -1/2**k, of a positive integer n the Left one is -1.
for x, inc_l, inc_r, temp in [
    ("0", [], [], F(-1)),
    ("1", ["-1"], [], F(-1)),
    ("-2", [], ["-1"], F(-1)),
    ("3", ["-1"], [], F(-1)),
    ("1/2", ["-1/2"], ["-1/2"], F(-1, 2)),
    ("-3/4", ["-1/4"], ["-1/4"], F(-1, 4)),
    ("5/8", ["-1/8"], ["-1/8"], F(-1, 8)),
    ("7/4", ["-1/4"], ["-1/4"], F(-1, 4)),
    ("13/8", ["-1/8"], ["-1/8"], F(-1, 8)),
    ("-5/2", ["-1/2"], ["-1/2"], F(-1, 2)),
]:
    v = F(x)
    rec(expr=x, source="WW ch. 2; CGT II.5 (temperature of numbers)", canonical=x, stops=(v, v), mean=v,
        temperature=temp, left=[(0, v)], right=[(0, v)], cool1=x, heat1=x, reduced=x,
        aw="0" if v == 0 else None, linc=set(inc_l), rinc=set(inc_r),
        props={"cold", "even"} | ({"all-small"} if v == 0 else set()))

# ---------------------------------------------------------------------------------------
# Number + infinitesimal x + n.^ + *k (WW ch. 2, 7; LIP ch. 5, 9; CGT II.4, II.6, II.7):
# stops x, mean x, temperature 0 (tepid), cooled by 1 -> x, reduced form x,
# atomic weight n when x = 0 (aw(n.^ + *k) = n).
#   expr, canonical, x, aw, linc, rinc, tempers, heat1
for expr, canonical, x, aw, linc, rinc, temper, heat1 in [
    ("*", "*", 0, "0", {"*"}, {"*"}, "odd", "+-1"),
    ("*2", "*2", 0, "0", {"*2", "*3"}, {"*2", "*3"}, None, None),
    ("*3", "*3", 0, "0", {"*3", "*2", "*"}, {"*3", "*2", "*"}, None, None),
    ("^", "^", 0, "1", {"v"}, {"^*"}, None, "{1||0|-2}"),
    ("v", "v", 0, "-1", {"^*"}, {"v"}, None, "{2|0||-1}"),
    ("^^", "^^", 0, "2", {"vv"}, {"^*"}, None, None),
    ("^*", "^*", 0, "1", {"v*", "v"}, {"^*"}, None, None),
    ("{0|^}", "^^*", 0, "2", {"vv*"}, {"^*"}, None, None),
    ("3 * ^", "^3", 0, "3", {"v3"}, {"^*"}, None, None),
    ("1/2*", "1/2*", F(1, 2), None, {"*"}, {"*"}, "odd", None),
    ("1^", "1^", 1, None, {"v"}, {"^*"}, None, None),
    ("-1*", "-1*", -1, None, {"*"}, {"*"}, "odd", None),
    ("v*", "v*", 0, "-1", {"^*"}, {"v*", "v"}, None, None),
    ("*4", "*4", 0, "0", {"*4", "*5", "*6", "*7"}, {"*4", "*5", "*6", "*7"}, None, None),
]:
    v = F(x)
    props = {"tepid"} | ({"all-small"} if v == 0 else set()) | ({temper} if temper else set())
    rec(expr=expr, source="WW ch. 2, 7-8; LIP ch. 5, 9; CGT II.4-II.7", canonical=canonical, stops=(v, v),
        mean=v, temperature=F(0), left=[(0, v)], right=[(0, v)], cool1=str(v) if v.denominator > 1 or v else "0",
        heat1=heat1, reduced=str(v) if v else "0", aw=aw, linc=linc, rinc=rinc, props=props)

# ---------------------------------------------------------------------------------------
# Switches {a | b}, numbers a > b (WW ch. 6 "switches"; LIP ch. 6; CGT II.5):
# stops a, b; mean (a+b)/2; temperature (a-b)/2; straight walls from (0, a) and (0, b)
# to the mast at (temperature, mean); cooled by t below the temperature: {a-t | b+t},
# at it: mean + *, above it: the mean; heated by 1: {a+1 | b-1}; reduced: itself;
# both incentives {a-b | 0}; hot and odd-tempered.
def _q(s: str) -> F:
    return F(s)


def _s(q: F) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


for expr, canonical, a, b in [
    ("+-1", "+-1", "1", "-1"),
    ("+-2", "+-2", "2", "-2"),
    ("+-3", "+-3", "3", "-3"),
    ("+-1/2", "+-1/2", "1/2", "-1/2"),
    ("{1|0}", "{1|0}", "1", "0"),
    ("{0|-1}", "{0|-1}", "0", "-1"),
    ("{2|0}", "{2|0}", "2", "0"),
    ("{3|-1}", "{3|-1}", "3", "-1"),
    ("{5|3}", "{5|3}", "5", "3"),
    ("{1/2|0}", "{1/2|0}", "1/2", "0"),
    ("{3/2|-1/2}", "{3/2|-1/2}", "3/2", "-1/2"),
    ("{4|-2}", "{4|-2}", "4", "-2"),
    ("{1|-1/2}", "{1|-1/2}", "1", "-1/2"),
    ("{7|1}", "{7|1}", "7", "1"),
    ("{0|-4}", "{0|-4}", "0", "-4"),
    ("{5/2|3/2}", "{5/2|3/2}", "5/2", "3/2"),
    ("{3|2}", "{3|2}", "3", "2"),
    ("{10|-10}", "+-10", "10", "-10"),
    ("{1/4|-1/4}", "+-1/4", "1/4", "-1/4"),
    ("{6|4}", "{6|4}", "6", "4"),
    ("{2|-1}", "{2|-1}", "2", "-1"),
    ("{9/4|1/4}", "{9/4|1/4}", "9/4", "1/4"),
    ("{1|-3}", "{1|-3}", "1", "-3"),
    ("{3/4|1/4}", "{3/4|1/4}", "3/4", "1/4"),
]:
    A, B = _q(a), _q(b)
    m, tau = (A + B) / 2, (A - B) / 2
    if tau > 1:
        c1 = "{" + _s(A - 1) + "|" + _s(B + 1) + "}"
        c1 = c1 if A - 1 != -(B + 1) else "+-" + _s(A - 1)
    elif tau == 1:
        c1 = (_s(m) if m else "") + "*"
    else:
        c1 = _s(m)
    h1 = "{" + _s(A + 1) + "|" + _s(B - 1) + "}" if A + 1 != -(B - 1) else "+-" + _s(A + 1)
    inc = "{" + _s(A - B) + "|0}"
    rec(expr=expr, source="WW ch. 6 (switches); LIP ch. 6; CGT II.5", canonical=canonical, stops=(A, B), mean=m,
        temperature=tau, left=[(0, A), (tau, m)], right=[(0, B), (tau, m)], cool1=c1, heat1=h1,
        reduced=canonical, aw=None, linc={inc}, rinc={inc}, props={"hot", "odd"})

# ---------------------------------------------------------------------------------------
# Tinies and minies (WW ch. 5 and 8; LIP ch. 5): infinitesimal (stops 0, mean 0,
# temperature 0), reduced form 0, not all-small (no atomic weight); cooled by 1 -> 0.
for expr, canonical in [("tiny-1 = {0||0|-1}", "{0||0|-1}"), ("miny-1 = {1|0||0}", "{1|0||0}"),
                        ("tiny-2 = {0||0|-2}", "{0||0|-2}"), ("miny-1/2 = {1/2|0||0}", "{1/2|0||0}")]:
    rec(expr=expr, source="WW ch. 5, 8 (tiny and miny); LIP ch. 5", canonical=canonical, stops=(F(0), F(0)),
        mean=F(0), temperature=F(0), left=[(0, F(0))], right=[(0, F(0))], cool1="0", heat1=None,
        reduced="0", aw=None, linc=None, rinc=None, props={"tepid"})

# ---------------------------------------------------------------------------------------
# Hot games with more structure, worked by hand from the scaffolds (CGT II.5, LIP ch. 6, WW ch. 6).
# {1|*}: LS = 1 - t, RS = 0 + t -> temperature 1/2, mean 1/2; reduced {1|0} (CGT II.6: * ~ 0).
rec(expr="{1|*}", source="WW ch. 6; CGT II.6", canonical="{1|*}", stops=(F(1), F(0)), mean=F(1, 2),
    temperature=F(1, 2), left=[(0, F(1)), (F(1, 2), F(1, 2))], right=[(0, F(0)), (F(1, 2), F(1, 2))],
    cool1="1/2", heat1="{2||0|-2}", reduced="{1|0}", aw=None, linc={"{1*|0}"}, rinc={"{1*|0}"}, props={"hot"})
# {2||1|0}: RS = 1 up to t = 1/2 (where {1|0} freezes at 1/2), then 1/2 + t; LS = 2 - t:
# they meet at t = 3/4, v = 5/4.
rec(expr="{2||1|0}", source="LIP ch. 6 (thermograph of a stack of switches); WW ch. 6", canonical="{2||1|0}",
    stops=(F(2), F(1)), mean=F(5, 4), temperature=F(3, 4), left=[(0, F(2)), (F(3, 4), F(5, 4))],
    right=[(0, F(1)), (F(1, 2), F(1)), (F(3, 4), F(5, 4))], cool1="5/4", heat1="{3||1|-2}", reduced="{2||1|0}",
    aw=None, linc=None, rinc=None, props={"hot"})
# {4||2|0}: RS = 2 up to t = 1, then 1 + t; LS = 4 - t: meet at t = 3/2, v = 5/2.
# Cooled by 1: {3 | 1* + 1} = {3|2*}; heated by 1: {5 | {3|-1} - 1} = {5||2|-2}.
rec(expr="{4||2|0}", source="WW ch. 6; LIP ch. 6", canonical="{4||2|0}", stops=(F(4), F(2)), mean=F(5, 2),
    temperature=F(3, 2), left=[(0, F(4)), (F(3, 2), F(5, 2))], right=[(0, F(2)), (F(1), F(2)), (F(3, 2), F(5, 2))],
    cool1="{3|2*}", heat1="{5|+-2}", reduced="{4||2|0}", aw=None, linc=None, rinc=None, props={"hot"})
# {3|+-1}: RS = 1 up to t = 1, then t; LS = 3 - t: meet at 3/2. Cooled by 1: {2 | * + 1}.
rec(expr="{3|+-1}", source="WW ch. 6; CGT II.5", canonical="{3|+-1}", stops=(F(3), F(1)), mean=F(3, 2),
    temperature=F(3, 2), left=[(0, F(3)), (F(3, 2), F(3, 2))], right=[(0, F(1)), (F(1), F(1)), (F(3, 2), F(3, 2))],
    cool1="{2|1*}", heat1=None, reduced="{3|+-1}", aw=None, linc={"{4|2||0}"}, rinc=None, props={"hot"})
# {5||2|-4}: RS = 2 (constant up to t = 3), LS = 5 - t: meet at t = 3, v = 2.
rec(expr="{5||2|-4}", source="LIP ch. 6 (exercise style); CGT II.5", canonical="{5||2|-4}", stops=(F(5), F(2)),
    mean=F(2), temperature=F(3), left=[(0, F(5)), (F(3), F(2))], right=[(0, F(2))], cool1="{4|+-2}",
    heat1=None, reduced="{5||2|-4}", aw=None, linc=None, rinc=None, props={"hot"})
# +-2 +-1 = {{3|1}|{-1|-3}}: LS = 1 up to t = 1, then 2 - t; meet the mirror image at t = 2, v = 0.
rec(expr="+-2 + +-1", source="WW ch. 6 (sums of switches: mean additive, temperature of the hottest)",
    canonical="{{3|1}|{-1|-3}}", stops=(F(1), F(-1)), mean=F(0), temperature=F(2),
    left=[(0, F(1)), (F(1), F(1)), (F(2), F(0))], right=[(0, F(-1)), (F(1), F(-1)), (F(2), F(0))],
    cool1="{1*|-1*}", heat1=None, reduced="{{3|1}|{-1|-3}}", aw=None, linc=None, rinc=None, props={"hot", "even"})
# +-1 + +-1 = 0 (WW ch. 6: a switch plus itself).
rec(expr="+-1 + +-1", source="WW ch. 2 (G + G for a switch is 0)", canonical="0", stops=(F(0), F(0)), mean=F(0),
    temperature=F(-1), left=[(0, F(0))], right=[(0, F(0))], cool1="0", heat1="0", reduced="0", aw="0",
    linc=set(), rinc=set(), props={"cold", "even", "all-small"})
# {1|-1} + * : frozen at temperature 1 to * + * = 0... cooled by 1: * + * = 0 (CGT II.5: cooling is additive).
rec(expr="+-1 + *", source="CGT II.5 (cooling is a homomorphism)", canonical="{1*|-1*}", stops=(F(1), F(-1)),
    mean=F(0), temperature=F(1), left=[(0, F(1)), (F(1), F(0))], right=[(0, F(-1)), (F(1), F(0))], cool1="*",
    heat1=None, reduced="+-1", aw=None, linc=None, rinc=None, props={"hot", "even"})
# {1|*} + ^: stops 1 and 0 as for {1|*}; mean additive (1/2 + 0)
rec(expr="{1|*} + ^", source="CGT II.5 (mean additive); cgtalg README example", canonical="{1^|^*}",
    stops=(F(1), F(0)), mean=F(1, 2), temperature=F(1, 2), left=[(0, F(1)), (F(1, 2), F(1, 2))],
    right=[(0, F(0)), (F(1, 2), F(1, 2))], cool1="1/2", heat1=None, reduced="{1|0}", aw=None, linc=None,
    rinc=None, props={"hot"})
