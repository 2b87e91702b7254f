"""Benchmarks for ``nox -s bench``: numbers to read, never a pass/fail gate.

Each figure is the best of several repeats (the least-disturbed run on a
shared 2-core machine), printed with the target it is meant to meet. Timing
never appears in the test suite; this script is where speed is measured.

    python bench/run.py            # everything
    python bench/run.py --quick    # fewer repeats, for a smoke look
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from generate.math_problem_graph import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
)
from generate.math_solver import REQUIRED_PACK_ID, SolveError, solve
from generate.math_verifier import verify
from packs.compiler import load_pack_entries

ROOT = Path(__file__).resolve().parent.parent
DEV_SET = ROOT / "tests" / "data" / "gsm8k_parser_dev" / "cases.jsonl"


def best(fn: Callable[[], object], repeats: int, number: int = 1) -> float:
    """Best wall time of ``number`` calls, in seconds per call."""
    gc.collect()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return min(times)


def row(label: str, value: str, target: str = "") -> None:
    print(f"  {label:<52} {value:>16}  {target}")


def dev_cases() -> list[dict[str, Any]]:
    return [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line]


def chain_graph(steps: int) -> MathProblemGraph:
    """A two-entity graph cycling through all five kinds without drifting values."""
    apples = "apples"
    cycle = (
        Operation("Ann", "add", Quantity(3, apples)),
        Operation("Ann", "transfer", Quantity(2, apples), "Ben"),
        Operation("Ann", "multiply", Quantity(2, apples)),
        Operation("Ann", "divide", Quantity(2, apples)),
        Operation("Ann", "subtract", Quantity(1, apples)),
        Operation("Ben", "transfer", Quantity(2, apples), "Ann"),
    )
    operations = tuple(cycle[i % len(cycle)] for i in range(steps))
    return MathProblemGraph(
        ("Ann", "Ben"),
        (InitialPossession("Ann", Quantity(10, apples)),),
        operations,
        Unknown(None, apples),
    )


def fresh(graph: MathProblemGraph) -> MathProblemGraph:
    """The same graph with its cached canonical bytes and hash dropped, so both are paid again."""
    object.__setattr__(graph, "_canonical", None)
    object.__setattr__(graph, "_hash", None)
    return graph


def floor_loop(graph: MathProblemGraph) -> bytes:
    """The same work as the solver, done by the barest loop Python allows.

    A dict of holdings updated per step, one tuple appended per step holding
    the same fields a ``SolutionStep`` records, one ``json.dumps`` at the end:
    no validation, no exactness, no provenance check, no hashing.
    """
    lemma_ids = {
        kind: f"{REQUIRED_PACK_ID}:{kind}"
        for kind in ("add", "subtract", "multiply", "divide", "transfer")
    }
    state = {(p.entity, p.quantity.unit): p.quantity.value for p in graph.initial_state}
    rows = []
    for i, op in enumerate(graph.operations):
        q = op.operand
        key = (op.actor, q.unit)
        before = state.get(key, 0)
        after = before + q.value
        state[key] = after
        rows.append(
            (
                i,
                op.kind,
                lemma_ids[op.kind],
                op.actor,
                q.unit,
                q.value,
                op.target,
                before,
                after,
                None,
                None,
            )
        )
    return json.dumps(rows).encode()


def solver_section(repeats: int) -> None:
    print("solver (ADR-0116)")
    cases = dev_cases()
    dicts = [case["ground_truth_graph"] for case in cases]

    def full_path() -> None:
        for d in dicts:
            solve(graph_from_dict(d)).canonical_bytes()

    per_graph = best(full_path, repeats, 20) / len(dicts)
    row("dev set: dict -> graph -> trace -> bytes", f"{per_graph * 1e6:.2f} us/graph", "< 15")
    graphs = [graph_from_dict(d) for d in dicts]
    per_solve = best(lambda: [solve(fresh(g)) for g in graphs], repeats, 20) / len(graphs)
    row("dev set: solve alone (hash included)", f"{per_solve * 1e6:.2f} us/graph")

    per_step: dict[int, float] = {}
    for steps in (1_000, 10_000, 100_000):
        graph = chain_graph(steps)
        number = max(1, 100_000 // steps)
        t_solver = best(lambda g=graph: solve(fresh(g)).canonical_bytes(), repeats, number)
        t_floor = best(lambda g=graph: floor_loop(g), repeats, number)
        per_step[steps] = t_solver / steps
        row(
            f"{steps:>7,} steps: solve + trace bytes",
            f"{t_solver / steps * 1e6:.3f} us/step",
            f"floor {t_floor / steps * 1e6:.3f} us/step, ratio {t_solver / t_floor:.2f}x (< 3)",
        )
    row(
        "per-step growth 100,000 vs 1,000",
        f"{per_step[100_000] / per_step[1_000]:.2f}x",
        "< 1.5",
    )
    t_build = best(lambda: chain_graph(100_000).canonical_bytes(), max(2, repeats // 2))
    row("100,000-op graph: build + canonical bytes", f"{t_build * 1e3:.1f} ms")

    load_pack_entries(REQUIRED_PACK_ID)
    warm = best(lambda: load_pack_entries(REQUIRED_PACK_ID), repeats, 200_000)
    empty: dict[str, int] = {"x": 1}
    lookup = best(lambda: empty.get("x"), repeats, 200_000)
    row(
        "warm load_pack_entries",
        f"{warm * 1e9:.0f} ns",
        f"(a dict .get through a lambda: {lookup * 1e9:.0f} ns)",
    )

    gc.collect()
    tracemalloc.start()
    graph = chain_graph(100_000)
    trace = solve(graph)
    trace.canonical_bytes()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    row("peak memory, 100,000 steps (graph+trace+bytes)", f"{peak / 2**20:.1f} MiB")
    del graph, trace


def parser_section(repeats: int) -> None:
    try:
        from generate.math_parser import ParseError, parse_problem  # noqa: PLC0415
    except ImportError:
        print("parser (ADR-0115): not installed")
        return
    print("parser (ADR-0115)")
    problems = [case["problem"] for case in dev_cases()]

    def parse_all() -> None:
        for text in problems:
            with contextlib.suppress(ParseError):
                parse_problem(text)

    parse_all()  # warm the per-word caches once, as a long-running host would

    def end_to_end() -> None:
        for text in problems:
            try:
                graph = parse_problem(text)
                verify(graph, solve(graph))
            except (ParseError, SolveError):  # refusals are part of the workload
                continue

    row("dev set: parse", f"{best(parse_all, repeats, 5) / len(problems) * 1e6:.1f} us", "< 60")
    row(
        "dev set: parse + solve + verify",
        f"{best(end_to_end, repeats, 5) / len(problems) * 1e6:.1f} us",
        "< 80",
    )
    size = 100_000
    adversarial = {
        "100 KB of 'a '": "a " * (size // 2),
        "100 KB of digits": "9" * size,
        "100 KB of 'Sam has 5 apples. '": ("Sam has 5 apples. " * (size // 18 + 1))[:size],
        "100 KB of one long unpunctuated sentence": ("and then he buys 3 more " * 5000)[:size],
        "100 KB of nested '((((('": "(" * size,
        "100 KB that parses: 6,000 events, then a question": (
            "Sam has 5 apples. "
            + "He buys 3 more. " * ((size - 60) // 16)
            + "How many apples does Sam have?"
        ),
        "100 KB of '$1,' repeated": ("$1," * (size // 3 + 1))[:size],
    }
    for label, text in adversarial.items():

        def attempt(t: str = text) -> None:
            with contextlib.suppress(ParseError):
                parse_problem(t)

        row(label, f"{best(attempt, max(2, repeats // 2)) * 1e3:.1f} ms", "< 100")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    args = parser.parse_args(argv)
    repeats = 3 if args.quick else 7
    print(f"python {sys.version.split()[0]}, best of {repeats}")
    solver_section(repeats)
    parser_section(repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
