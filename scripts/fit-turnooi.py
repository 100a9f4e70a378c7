#!/usr/bin/env python3
"""Fit TURNOOI's evaluation weights (games/turnooi/src/eval.rs) from the CSV
that the ignored test `fit::` writes (games/turnooi/tests/turnooi/fit.rs),
two ways:

1. Logistic regression of the result on the evaluation's terms: z = sum of
   beta_i * x_i, with x = (lead, calm*flow, calm*mover, calm*threat,
   calm*exposed, calm*spare, calm*wait, calm) / sqrt(points + 20), and
   P(win) = 1 / (1 + exp(-z)).
2. (When the CSV has the final margin; the weights in eval.rs since
   2026-11-30.) Least squares of the points still to come (final margin
   minus today's lead) on the same calm-weighted terms, which gives the
   potential in points; then WEIGHT by logistic regression of the result on
   (lead + potential) / sqrt(points + SPREAD), for each SPREAD of a grid.
   A margin carries more than a win or a loss, so the terms' weights are
   less noisy.

The last quarter of the games is kept for the test log-loss. Plain Python
(Newton's method on nine numbers), no packages.

Usage: python3 scripts/fit-turnooi.py terms.csv
"""
import csv
import math
import sys

SPREAD = 20.0
NAMES = ["lead", "flow", "mover", "threat", "exposed", "spare", "wait", "tempo"]
# The weights before this fit (eval.rs until 2026-11-28), as betas.
OLD = [0.838 * w for w in [1.0, 1.97, 0.61, -0.55, 0.0, 0.0, 0.0, 0.15]]


def features(r):
    s = math.sqrt(float(r["points"]) + SPREAD)
    c = float(r["calm"])
    x = [float(r["lead"])]
    x += [c * float(r[k]) for k in ["flow", "mover", "threat", "exposed", "spare", "wait"]]
    x += [c]
    return [v / s for v in x]


def loss(beta, rows):
    total = 0.0
    for x, y in rows:
        z = sum(b * v for b, v in zip(beta, x))
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(len(rows), 1)


def solve(a, b):
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(m[k][i]))
        m[i], m[p] = m[p], m[i]
        if abs(m[i][i]) < 1e-12:
            continue
        for k in range(n):
            if k != i:
                f = m[k][i] / m[i][i]
                for j in range(i, n + 1):
                    m[k][j] -= f * m[i][j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(rows, ridge=1e-3):
    k = len(rows[0][0])
    beta = [0.0] * k
    for _ in range(25):
        g = [0.0] * k
        h = [[0.0] * k for _ in range(k)]
        for x, y in rows:
            z = sum(b * v for b, v in zip(beta, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            w = p * (1 - p)
            for i in range(k):
                g[i] += (y - p) * x[i]
                for j in range(k):
                    h[i][j] += w * x[i] * x[j]
        for i in range(k):
            g[i] -= ridge * beta[i]
            h[i][i] += ridge
        step = solve(h, g)
        beta = [b + s for b, s in zip(beta, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return beta


def margin_fit(train, test, names):
    """Least squares of the points still to come (the final margin minus
    today's lead) on calm times each term, then the one steepness by
    logistic regression, for each SPREAD of a grid. A margin is a far less
    noisy target than a win. Prints the weights in eval.rs's terms, with
    the SPREAD that fits the training games best (play decides: eval.rs
    keeps 20)."""
    def xs(r):
        c = float(r["calm"])
        return [c * float(r[k]) for k in names] + [c]
    a = [xs(r) for r in train]
    y = [float(r["margin"]) - float(r["lead"]) for r in train]
    k = len(a[0])
    h = [[sum(x[i] * x[j] for x in a) + (1e-3 if i == j else 0.0) for j in range(k)] for i in range(k)]
    g = [sum(x[i] * t for x, t in zip(a, y)) for i in range(k)]
    pot = solve(h, g)
    resid = sum((t - sum(b * v for b, v in zip(pot, x))) ** 2 for x, t in zip(a, y)) / len(y)
    print(f"margin fit: residual variance {resid:.1f} (points^2), of {sum(t*t for t in y)/len(y):.1f}")
    best = None
    for spread in [5.0, 10.0, 20.0, 40.0, 80.0]:
        def one(rows):
            out = []
            for r in rows:
                z = float(r["lead"]) + sum(b * v for b, v in zip(pot, xs(r)))
                out.append(([z / math.sqrt(float(r["points"]) + spread)], float(r["result"])))
            return out
        tr, te = one(train), one(test)
        w = fit(tr)
        l_tr, l_te = loss(w, tr), loss(w, te)
        print(f"  SPREAD {spread:5.1f}: WEIGHT {w[0]:.3f}, train {l_tr:.4f}, test log-loss {l_te:.4f}")
        if best is None or l_tr < best[0]:
            best = (l_tr, l_te, spread, w[0])
    _, l_te, spread, w = best
    print(f"margin fit, chosen SPREAD {spread}: test log-loss {l_te:.4f}; WEIGHT = {w:.3f}")
    for name, b in zip(names + ["tempo"], pot):
        sign = -1.0 if name == "threat" else 1.0
        print(f"  {name.upper()} = {sign * b:.3f}")


def main():
    rows = list(csv.DictReader(open(sys.argv[1])))
    games = sorted({int(r["game"]) for r in rows})
    cut = games[int(len(games) * 0.75)] if len(games) > 3 else games[-1] + 1
    data = [(features(r), float(r["result"]), int(r["game"])) for r in rows]
    train = [(x, y) for x, y, g in data if g < cut]
    test = [(x, y) for x, y, g in data if g >= cut]
    print(f"{len(rows)} positions of {len(games)} games; test: the last {len(test)} positions")
    print(f"old weights: test log-loss {loss(OLD, test):.4f}")
    lead_only = fit([([x[0]], y) for x, y in train])
    print(f"lead alone: test log-loss {loss(lead_only, [([x[0]], y) for x, y in test]):.4f}")
    beta = fit(train)
    print(f"refit: train {loss(beta, train):.4f}, test log-loss {loss(beta, test):.4f}")
    w = beta[0]
    print(f"WEIGHT = {w:.3f}")
    for name, b in zip(NAMES[1:], beta[1:]):
        # THREAT is subtracted in eval.rs.
        sign = -1.0 if name == "threat" else 1.0
        print(f"{name.upper()} = {sign * b / w:.3f}")
    if "margin" in rows[0]:
        tr = [r for r in rows if int(r["game"]) < cut]
        te = [r for r in rows if int(r["game"]) >= cut]
        margin_fit(tr, te, ["flow", "mover", "threat", "exposed", "spare", "wait"])


if __name__ == "__main__":
    main()
