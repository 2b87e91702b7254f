"""Benchmarks for ``nox -s bench``: numbers to read, never a pass/fail gate.

Each workload runs in a fresh subprocess and reports its figures as the best
of several repeats (the least-disturbed run on a shared 2-core machine).
Every figure is printed with its target, and one that misses it is marked
``MISS``; the exit status never depends on timing. Timing never appears in
the test suite; this script is where speed is measured.

``--baseline REV`` measures the same workloads, from this file, against a
``git worktree`` of REV as well: each workload runs in one subprocess per
side with the same layout, the sides alternating round by round, and each
line prints both figures and the ratio (before / after, so 1.40x means 40%
faster now). A figure with a speed-up target is marked ``MISS`` when the
ratio falls short of it.

    python bench/run.py                       # every workload, this checkout
    python bench/run.py --quick               # fewer repeats, for a smoke look
    python bench/run.py --baseline 2c6a35b    # side by side with that commit
    python bench/run.py --list                # the workload names
    python bench/run.py --only solver.dev_path,solver.steps

A workload is a function decorated with ``@workload(name, section)`` that
takes the repeat count and returns ``Figure``s; it imports what it measures
inside its body, so a side that lacks a module reports the workload as
unavailable instead of failing the run.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
CORE = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["core"]
DEV_SET = ROOT / CORE["dev_set"]
"""Inputs come from this checkout on both sides, so both measure the same workload."""


# -- the registry -----------------------------------------------------------------


@dataclass(frozen=True)
class Figure:
    """One measured number; lower is better for every figure.

    ``target`` is an upper bound on ``value``; ``speedup`` the least ratio
    (baseline / this checkout) the figure should reach when a baseline is
    measured.
    """

    label: str
    value: float
    unit: str
    target: float | None = None
    speedup: float | None = None
    note: str = ""


@dataclass(frozen=True)
class Workload:
    name: str
    section: str
    run: Callable[[int], list[Figure]]


WORKLOADS: dict[str, Workload] = {}


def workload(name: str, section: str) -> Callable[[Callable[[int], list[Figure]]], Any]:
    """Register ``fn(repeats) -> [Figure, ...]`` under ``name`` (``section.what``)."""

    def register(fn: Callable[[int], list[Figure]]) -> Callable[[int], list[Figure]]:
        if name in WORKLOADS:
            raise ValueError(f"workload {name!r} registered twice")
        WORKLOADS[name] = Workload(name, section, fn)
        return fn

    return register


# -- measuring helpers ------------------------------------------------------------------


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


def dev_cases() -> list[dict[str, Any]]:
    return [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line]


def chain_graph(steps: int) -> Any:
    """A two-entity graph cycling through all five kinds without drifting values."""
    from generate.math_problem_graph import (  # noqa: PLC0415
        InitialPossession,
        MathProblemGraph,
        Operation,
        Quantity,
        Unknown,
    )

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


def fresh(graph: Any) -> Any:
    """The same graph with its cached canonical bytes and hash dropped, so both are paid again.

    Both the baseline and this checkout keep them in slots ``_canonical`` and ``_hash``.
    """
    object.__setattr__(graph, "_canonical", None)
    object.__setattr__(graph, "_hash", None)
    return graph


def floor_loop(graph: Any) -> Callable[[], bytes]:
    """The solver's work done by the barest loop Python allows, over precomputed tuples.

    A dict of holdings updated per step, one tuple appended per step holding
    the fields a ``SolutionStep`` records, one ``json.dumps`` at the end: no
    validation, no exactness, no provenance check, no hashing, and no cost
    of reading the graph's objects (the operations are plain tuples first).
    """
    lemma_ids = {
        kind: f"en_arithmetic_v1:{kind}"
        for kind in ("add", "subtract", "multiply", "divide", "transfer")
    }
    initial = [(p.entity, p.quantity.unit, p.quantity.value) for p in graph.initial_state]
    ops = [
        (op.actor, op.kind, op.operand.unit, op.operand.value, op.target) for op in graph.operations
    ]

    def run() -> bytes:
        state = {(entity, unit): value for entity, unit, value in initial}
        rows = []
        for i, (actor, kind, unit, value, target) in enumerate(ops):
            key = (actor, unit)
            before = state.get(key, 0)
            after = before + value
            state[key] = after
            rows.append(
                (i, kind, lemma_ids[kind], actor, unit, value, target, before, after, None, None)
            )
        return json.dumps(rows).encode()

    return run


# -- the workloads ------------------------------------------------------------------------


@workload("solver.dev_path", "solver (ADR-0116)")
def _dev_path(repeats: int) -> list[Figure]:
    from generate.math_problem_graph import graph_from_dict  # noqa: PLC0415
    from generate.math_solver import solve  # noqa: PLC0415

    dicts = [case["ground_truth_graph"] for case in dev_cases()]

    def full_path() -> None:
        for d in dicts:
            solve(graph_from_dict(d)).canonical_bytes()

    per_graph = best(full_path, repeats, 20) / len(dicts)
    return [
        Figure("dev set: dict -> graph -> trace -> bytes", per_graph * 1e6, "us/graph", 15, 1.4)
    ]


@workload("solver.dev_stages", "solver (ADR-0116)")
def _dev_stages(repeats: int) -> list[Figure]:
    from generate.math_problem_graph import graph_from_dict  # noqa: PLC0415
    from generate.math_solver import solve  # noqa: PLC0415
    from generate.math_verifier import verify  # noqa: PLC0415

    dicts = [case["ground_truth_graph"] for case in dev_cases()]
    n = len(dicts)
    graphs = [graph_from_dict(d) for d in dicts]
    traces = [solve(g) for g in graphs]
    pairs = list(zip(graphs, traces, strict=True))

    def trace_bytes() -> None:
        for trace in traces:
            object.__setattr__(trace, "_canonical", None)
            trace.canonical_bytes()

    def per_graph(fn: Callable[[], object]) -> float:
        return best(fn, repeats, 20) / n * 1e6

    return [
        Figure(
            "dev set: graph_from_dict",
            per_graph(lambda: [graph_from_dict(d) for d in dicts]),
            "us/graph",
        ),
        Figure(
            "dev set: solve alone (hash included)",
            per_graph(lambda: [solve(fresh(g)) for g in graphs]),
            "us/graph",
        ),
        Figure("dev set: trace canonical bytes", per_graph(trace_bytes), "us/graph"),
        Figure("dev set: verify", per_graph(lambda: [verify(g, t) for g, t in pairs]), "us/graph"),
    ]


@workload("solver.steps", "solver (ADR-0116)")
def _steps(repeats: int) -> list[Figure]:
    from generate.math_solver import solve  # noqa: PLC0415

    figures = []
    per_step: dict[int, float] = {}
    for steps in (1_000, 10_000, 100_000):
        graph = chain_graph(steps)
        number = max(1, 100_000 // steps)
        t_solver = best(lambda g=graph: solve(fresh(g)).canonical_bytes(), repeats, number)
        t_floor = best(floor_loop(graph), repeats, number)
        per_step[steps] = t_solver / steps
        figures += [
            Figure(
                f"{steps:>7,} steps: solve + trace bytes",
                t_solver / steps * 1e6,
                "us/step",
                speedup=1.4 if steps == 10_000 else None,
            ),
            Figure(f"{steps:>7,} steps: ratio to a bare-loop floor", t_solver / t_floor, "x", 3),
        ]
    figures.append(
        Figure("per-step growth 100,000 vs 1,000", per_step[100_000] / per_step[1_000], "x", 1.5)
    )
    return figures


@workload("solver.build_100k", "solver (ADR-0116)")
def _build(repeats: int) -> list[Figure]:
    t_build = best(lambda: chain_graph(100_000).canonical_bytes(), max(2, repeats // 2))
    return [Figure("100,000-op graph: build + canonical bytes", t_build * 1e3, "ms")]


@workload("solver.memory", "solver (ADR-0116)")
def _memory(repeats: int) -> list[Figure]:
    from generate.math_solver import solve  # noqa: PLC0415

    gc.collect()
    tracemalloc.start()
    graph = chain_graph(100_000)
    solve(graph).canonical_bytes()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return [Figure("peak memory, 100,000 steps (graph+trace+bytes)", peak / 2**20, "MiB")]


@workload("packs.warm_load", "packs")
def _warm_load(repeats: int) -> list[Figure]:
    from packs.compiler import load_pack_entries  # noqa: PLC0415

    load_pack_entries("en_arithmetic_v1")
    warm = best(lambda: load_pack_entries("en_arithmetic_v1"), repeats, 200_000)
    table: dict[str, int] = {"x": 1}
    lookup = best(lambda: table.get("x"), repeats, 200_000)
    return [
        Figure(
            "warm load_pack_entries",
            warm * 1e9,
            "ns",
            note=f"(a dict .get through a lambda: {lookup * 1e9:.0f} ns)",
        )
    ]


@workload("parser.dev", "parser (ADR-0115)")
def _parser_dev(repeats: int) -> list[Figure]:
    from generate.math_parser import ParseError, parse_problem  # noqa: PLC0415
    from generate.math_solver import SolveError, solve  # noqa: PLC0415
    from generate.math_verifier import verify  # noqa: PLC0415

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

    n = len(problems)
    return [
        Figure("dev set: parse", best(parse_all, repeats, 5) / n * 1e6, "us/problem", 60),
        Figure(
            "dev set: parse + solve + verify",
            best(end_to_end, repeats, 5) / n * 1e6,
            "us/problem",
            80,
        ),
    ]


@workload("parser.adversarial", "parser (ADR-0115)")
def _parser_adversarial(repeats: int) -> list[Figure]:
    from generate.math_parser import ParseError, parse_problem  # noqa: PLC0415

    size = 100_000
    inputs = {
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
    figures = []
    for label, text in inputs.items():

        def attempt(t: str = text) -> None:
            with contextlib.suppress(ParseError):
                parse_problem(t)

        figures.append(Figure(label, best(attempt, max(2, repeats // 2)) * 1e3, "ms", 100))
    return figures


# -- running: one subprocess per workload and side ----------------------------------------------


def _child(name: str, repeats: int) -> int:
    """Run one workload in this process and print its figures as one JSON line."""
    import generate  # noqa: PLC0415

    report: dict[str, Any] = {"generate": str(Path(generate.__file__).resolve().parent.parent)}
    try:
        report["figures"] = [asdict(f) for f in WORKLOADS[name].run(repeats)]
    except ImportError as exc:
        report["missing"] = str(exc)
    print(json.dumps(report))
    return 0


def _measure(root: Path, name: str, repeats: int) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONHASHSEED="0")
    result = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", name, "--repeats", str(repeats)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(f"workload {name} failed in {root}:\n{result.stderr}")
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    if Path(report["generate"]) != root.resolve():
        raise SystemExit(f"workload {name} imported generate from {report['generate']}, not {root}")
    return report


def _best_of(reports: list[dict[str, Any]]) -> dict[str, Figure] | str:
    """Per label, the least value over the rounds (or why the workload is unavailable)."""
    if "missing" in reports[0]:
        return str(reports[0]["missing"])
    figures: dict[str, Figure] = {}
    for report in reports:
        for data in report["figures"]:
            figure = Figure(**data)
            if figure.label not in figures or figure.value < figures[figure.label].value:
                figures[figure.label] = figure
    return figures


def _number(value: float) -> str:
    return f"{value:.3f}" if value < 10 else f"{value:.2f}" if value < 100 else f"{value:.1f}"


def _verdict(figure: Figure, ratio: float | None) -> str:
    parts = []
    if figure.target is not None:
        ok = figure.value <= figure.target
        parts.append(f"target < {figure.target:g}" + ("" if ok else "  MISS"))
    if figure.speedup is not None and ratio is not None:
        ok = ratio >= figure.speedup
        parts.append(f"speed-up >= {figure.speedup:g}x" + ("" if ok else "  MISS"))
    if figure.note:
        parts.append(figure.note)
    return "; ".join(parts)


@contextlib.contextmanager
def _worktree(rev: str) -> Iterator[Path]:
    """A detached ``git worktree`` of ``rev`` in a temporary folder, removed afterwards."""
    parent = Path(tempfile.mkdtemp(prefix="core-math-bench-"))
    path = parent / "baseline"
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(path), rev],
        check=True,
    )
    try:
        yield path
    finally:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)], check=False
        )
        shutil.rmtree(parent, ignore_errors=True)


def _run(names: list[str], repeats: int, rounds: int, baseline: Path | None, label: str) -> None:
    sides = [ROOT] if baseline is None else [baseline, ROOT]
    print(f"python {sys.version.split()[0]}, best of {repeats} repeats x {rounds} rounds")
    if baseline is not None:
        print(f"before: {label} ({baseline})\nafter:  this checkout ({ROOT})")
    section = None
    for name in names:
        reports: dict[Path, list[dict[str, Any]]] = {side: [] for side in sides}
        for r in range(rounds):
            # Alternate which side goes first, so drift on a shared machine hits both.
            for side in sides if r % 2 == 0 else sides[::-1]:
                reports[side].append(_measure(side, name, repeats))
        if WORKLOADS[name].section != section:
            section = WORKLOADS[name].section
            print(section)
        after = _best_of(reports[ROOT])
        before = _best_of(reports[baseline]) if baseline is not None else None
        if isinstance(after, str):
            print(f"  {name}: not available ({after})")
            continue
        for figure in after.values():
            value = f"{_number(figure.value)} {figure.unit}"
            if before is None:
                print(f"  {figure.label:<50} {value:>16}  {_verdict(figure, None)}")
                continue
            old = before.get(figure.label) if isinstance(before, dict) else None
            ratio = old.value / figure.value if old is not None and figure.value else None
            then = f"{_number(old.value)} {old.unit}" if old is not None else "-"
            times = f"{ratio:.2f}x" if ratio is not None else "-"
            print(
                f"  {figure.label:<50} {then:>16} {value:>16} {times:>7}  {_verdict(figure, ratio)}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer repeats and rounds")
    parser.add_argument("--baseline", metavar="REV", help="also measure a git worktree of REV")
    parser.add_argument(
        "--baseline-dir", metavar="DIR", type=Path, help="use this checkout as the baseline"
    )
    parser.add_argument("--only", metavar="NAMES", help="comma-separated workload names")
    parser.add_argument("--rounds", type=int, help="subprocess runs per workload and side")
    parser.add_argument("--repeats", type=int, help="timing repeats inside each run")
    parser.add_argument("--list", action="store_true", help="print the workload names")
    parser.add_argument("--child", metavar="NAME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    repeats = args.repeats or (3 if args.quick else 7)
    if args.child:
        return _child(args.child, repeats)
    if args.list:
        for name, work in WORKLOADS.items():
            print(f"{name:<24} {work.section}")
        return 0
    names = list(WORKLOADS) if not args.only else args.only.split(",")
    unknown = [name for name in names if name not in WORKLOADS]
    if unknown:
        parser.error(f"unknown workload(s) {unknown}; see --list")
    rounds = args.rounds or (1 if args.quick and not args.baseline else 3)
    if args.baseline_dir is not None:
        _run(names, repeats, rounds, args.baseline_dir.resolve(), str(args.baseline_dir))
    elif args.baseline:
        with _worktree(args.baseline) as path:
            _run(names, repeats, rounds, path, args.baseline)
    else:
        _run(names, repeats, rounds, None, "")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
