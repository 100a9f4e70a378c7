#!/usr/bin/env python3
"""Fit TURNOOI's evaluation weights (games/turnooi/src/eval.rs) by logistic
regression of the result on the evaluation's terms, from the CSV that the
ignored test `fit::` writes (games/turnooi/tests/turnooi/fit.rs).

The model is the evaluation's: z = sum of beta_i * x_i, with
x = (lead, calm*flow, calm*mover, calm*threat, calm*exposed, calm*spare,
calm*wait, calm) / sqrt(points + 20), and P(win) = 1 / (1 + exp(-z)).
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


if __name__ == "__main__":
    main()
