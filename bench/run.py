"""Benchmarks for ``nox -s bench``: numbers to read, never a pass/fail gate.

Each workload runs in a fresh subprocess and reports its figures as the best
of several repeats (the least-disturbed run on a shared 2-core machine).
Every figure is printed with its target, and one that misses it is marked
``MISS``; the exit status never depends on timing (it is 1 only when a
workload crashed: the code under test raised, which is printed with where,
and the other workloads still run). Timing never appears in the test suite;
this script is where speed is measured.

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
    python bench/run.py --eval                # also the eval lane (core-math eval, slow)
    python bench/run.py --only solver.dev_path,solver.steps

A workload is a function decorated with ``@workload(name, section)`` that
takes the repeat count and returns ``Figure``s; it imports what it measures
inside its body, so a side that lacks a module reports the workload as
unavailable instead of failing the run (each side imports ``generate`` and
``packs`` from its own root only, never through the editable install's
finder). ``@workload(..., optional=True)`` marks a slow one that runs only
with ``--eval`` or when ``--only`` names it.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.abc
import importlib.machinery
import json
import operator
import os
import shutil
import signal
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
    optional: bool = False
    """Run only when asked for (``--eval`` or ``--only``): a slow subprocess workload."""


WORKLOADS: dict[str, Workload] = {}


def workload(
    name: str, section: str, *, optional: bool = False
) -> Callable[[Callable[[int], list[Figure]]], Any]:
    """Register ``fn(repeats) -> [Figure, ...]`` under ``name`` (``section.what``)."""

    def register(fn: Callable[[int], list[Figure]]) -> Callable[[int], list[Figure]]:
        if name in WORKLOADS:
            raise ValueError(f"workload {name!r} registered twice")
        WORKLOADS[name] = Workload(name, section, fn, optional)
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


# -- the quantity solver (ADR-0130, issue 8) ------------------------------------------------


def fresh_quantities(graph: Any) -> Any:
    """A ``QuantityGraph`` with its cached canonical bytes and hash dropped (slots ``_bytes``,
    ``_hash``), so ``solve_quantities`` pays for the graph hash again, as ``fresh`` does for v1."""
    for slot in ("_bytes", "_hash"):
        if hasattr(graph, slot):
            object.__setattr__(graph, slot, None)
    return graph


_CHAIN_CYCLE: tuple[tuple[str, str, str, int, Callable[[int, int], int], str], ...] = (
    ("sum", "change", "apples", 3, operator.add, "add"),
    ("difference", "change", "apples", 1, operator.sub, "subtract"),
    ("product", "scale", "1", 2, operator.mul, "multiply"),
    ("quotient", "scale", "1", 2, operator.floordiv, "divide"),
)
"""One chain link per relation kind, ``q[k+1] = q[k] (+3, -1, *2, /2)``: values stay small
integers (``x * 2 / 2 == x``), so neither side pays for big numbers or fractions."""


def quantity_chain(relations: int, *, reverse: bool = False) -> tuple[list[Any], list[Any], str]:
    """Quantities, relations and target of a chain ``q0 -> q1 -> ... -> qN`` (target ``qN``).

    Each link ``r{k+1}`` is ``q{k+1} = kind(q{k}, c{k})`` with a known constant ``c{k}``;
    ``reverse`` lists the relations last link first, so only the worklist finds the order.
    """
    from generate.math_quantity_graph import Quantity, Relation  # noqa: PLC0415

    quantities = [Quantity("q0", "apples", "Ann", "at the start", 10)]
    links = []
    for k in range(relations):
        kind, role, unit, value, _, _ = _CHAIN_CYCLE[k % len(_CHAIN_CYCLE)]
        quantities.append(Quantity(f"c{k}", unit, None, f"amount {k}", value))
        quantities.append(Quantity(f"q{k + 1}", "apples", "Ann", f"after step {k + 1}", None))
        links.append(Relation(f"r{k + 1}", kind, f"q{k + 1}", (f"q{k}", f"c{k}"), role))
    if reverse:
        links.reverse()
    return quantities, links, f"q{relations}"


def quantity_floor(relations: int) -> Callable[[], bytes]:
    """The chain's work done by the barest loop Python allows, in a precomputed order.

    Plain ints in a dict of values, one tuple per step holding what a trace ``Step``
    records (index, relation, solved quantity, lemma id, inputs with values, value,
    unit), one ``json.dumps`` at the end: no validation, no worklist, no exactness, no
    pack lookup, no hashing.
    """
    ops = []
    known: dict[str, int] = {"q0": 10}
    for k in range(relations):
        _, _, _, value, fn, lemma = _CHAIN_CYCLE[k % len(_CHAIN_CYCLE)]
        known[f"c{k}"] = value
        ops.append((f"r{k + 1}", f"q{k + 1}", f"q{k}", f"c{k}", fn, f"en_arithmetic_v1:{lemma}"))

    def run() -> bytes:
        values = dict(known)
        rows = []
        for i, (rid, result, a, b, fn, lemma) in enumerate(ops):
            x = values[a]
            y = values[b]
            value = fn(x, y)
            values[result] = value
            rows.append((i, rid, result, lemma, ((a, x), (b, y)), value, "apples"))
        return json.dumps(rows).encode()

    return run


@workload("quantity.dev_path", "quantity solver (ADR-0130)")
def _quantity_dev_path(repeats: int) -> list[Figure]:
    from generate.math_lowering import lower  # noqa: PLC0415
    from generate.math_problem_graph import graph_from_dict  # noqa: PLC0415
    from generate.math_quantity_solver import solve_quantities  # noqa: PLC0415
    from generate.math_solver import solve  # noqa: PLC0415

    dicts = [case["ground_truth_graph"] for case in dev_cases()]
    n = len(dicts)
    v1_graphs = [graph_from_dict(d) for d in dicts]
    lowered = [lower(g) for g in v1_graphs]

    def v1_path() -> None:
        for d in dicts:
            solve(graph_from_dict(d)).canonical_bytes()

    def quantity_path() -> None:
        for d in dicts:
            solve_quantities(lower(graph_from_dict(d))).canonical_bytes()

    def v1_solve() -> None:
        for g in v1_graphs:
            solve(fresh(g)).canonical_bytes()

    def lower_all() -> None:
        for g in v1_graphs:
            lower(g)

    def quantity_solve() -> None:
        for q in lowered:
            solve_quantities(fresh_quantities(q)).canonical_bytes()

    def per_graph(fn: Callable[[], object]) -> float:
        return best(fn, repeats, 20) / n * 1e6

    t_v1, t_quantity = per_graph(v1_path), per_graph(quantity_path)
    t_v1_solve, t_lower, t_solve = (
        per_graph(v1_solve),
        per_graph(lower_all),
        per_graph(quantity_solve),
    )
    return [
        Figure("dev set: dict -> v1 graph -> solve -> bytes", t_v1, "us/graph"),
        Figure("dev set: dict -> lower -> solve_quantities -> bytes", t_quantity, "us/graph"),
        Figure("dev set: quantity path / v1 path (from the dict)", t_quantity / t_v1, "x", 1.5),
        Figure("dev set: lower (v1 graph -> quantity graph)", t_lower, "us/graph"),
        Figure("dev set: solve_quantities + bytes (hash included)", t_solve, "us/graph"),
        Figure("dev set: v1 solve + bytes (hash included)", t_v1_solve, "us/graph"),
        Figure(
            "dev set: lower + solve_quantities / v1 solve",
            (t_lower + t_solve) / t_v1_solve,
            "x",
            note="(from a built v1 graph; both with bytes)",
        ),
    ]


@workload("quantity.chain", "quantity solver (ADR-0130)")
def _quantity_chain(repeats: int) -> list[Figure]:
    from generate.math_quantity_graph import QuantityGraph  # noqa: PLC0415
    from generate.math_quantity_solver import solve_quantities  # noqa: PLC0415

    figures = []
    per_relation: dict[tuple[str, int], float] = {}
    floor: dict[int, float] = {}
    for relations in (1_000, 10_000, 100_000):
        number = max(1, 100_000 // relations)
        t_floor = best(quantity_floor(relations), repeats, number)
        floor[relations] = t_floor / relations
        for order in ("in order", "reversed"):
            quantities, links, target = quantity_chain(relations, reverse=order == "reversed")
            graph = QuantityGraph(quantities, links, target)
            t_solve = best(
                lambda g=graph: solve_quantities(fresh_quantities(g)).canonical_bytes(),
                repeats,
                number,
            )
            per_relation[order, relations] = t_solve / relations
            figures += [
                Figure(
                    f"{relations:>7,} relations {order}: solve + trace bytes",
                    t_solve / relations * 1e6,
                    "us/relation",
                ),
                Figure(
                    f"{relations:>7,} relations {order}: ratio to the floor",
                    t_solve / t_floor,
                    "x",
                    3,
                ),
            ]
            if order == "in order":
                t_build = best(
                    lambda q=quantities, r=links, t=target: QuantityGraph(q, r, t),
                    max(2, repeats // 2),
                    number,
                )
                figures.append(
                    Figure(
                        f"{relations:>7,} relations: build QuantityGraph (untimed)",
                        t_build / relations * 1e6,
                        "us/relation",
                        note="(validation; not part of the solve figures)",
                    )
                )
        figures.append(
            Figure(
                f"{relations:>7,} relations: bare-loop floor",
                t_floor / relations * 1e6,
                "us/relation",
            )
        )
    figures.append(
        Figure(
            "floor growth 100,000 vs 1,000 (the machine's own)",
            floor[100_000] / floor[1_000],
            "x",
            note="(a bare loop's own growth: memory and GC, not the algorithm)",
        )
    )
    for order in ("in order", "reversed"):
        growth = per_relation[order, 100_000] / per_relation[order, 1_000]
        figures.append(Figure(f"per-relation growth 100,000 vs 1,000 ({order})", growth, "x", 1.5))
        figures.append(
            Figure(
                f"  the same, over the floor's own growth ({order})",
                growth / (floor[100_000] / floor[1_000]),
                "x",
                note="(1.0: the solver grows as a bare loop does; above: its own cost grows)",
            )
        )
    return figures


# -- the reader (ADR-0131, issue 9) ------------------------------------------------------------


@workload("reader.dev", "reader (ADR-0131)")
def _reader_dev(repeats: int) -> list[Figure]:
    from generate.math_domain import DomainError  # noqa: PLC0415
    from generate.math_parser import ParseError, parse_problem  # noqa: PLC0415
    from generate.math_pipeline import answer_problem  # noqa: PLC0415
    from generate.math_quantity_graph import QuantityGraphError  # noqa: PLC0415
    from generate.math_reader import ReadError, read_problem  # noqa: PLC0415
    from generate.math_solver import SolveError  # noqa: PLC0415

    problems = [case["problem"] for case in dev_cases()]
    n = len(problems)
    refusals = (ParseError, ReadError, SolveError, DomainError, QuantityGraphError)
    counts = {"read": 0, "parse": 0, "answer": 0}

    def read_all() -> None:
        for text in problems:
            with contextlib.suppress(ReadError):
                read_problem(text)

    def parse_all() -> None:
        for text in problems:
            with contextlib.suppress(ParseError):
                parse_problem(text)

    def answer_all() -> None:
        for text in problems:
            with contextlib.suppress(*refusals):
                answer_problem(text)

    # Count once, which also warms the per-word caches as a long-running host would.
    for text in problems:
        for key, fn, errors in (
            ("read", read_problem, (ReadError,)),
            ("parse", parse_problem, (ParseError,)),
            ("answer", answer_problem, refusals),
        ):
            with contextlib.suppress(*errors):
                fn(text)
                counts[key] += 1

    def per_problem(fn: Callable[[], object]) -> float:
        return best(fn, repeats, 5) / n * 1e6

    def share(key: str, verb: str) -> str:
        return f"({verb} {counts[key]}, refuses {n - counts[key]} of {n})"

    t_read, t_parse = per_problem(read_all), per_problem(parse_all)
    t_answer = per_problem(answer_all)
    return [
        Figure(
            "dev set: read_problem (ADR-0131 reader)",
            t_read,
            "us/problem",
            note=share("read", "reads"),
        ),
        Figure(
            "dev set: parse_problem (ADR-0115 parser)",
            t_parse,
            "us/problem",
            note=share("parse", "parses"),
        ),
        Figure(
            "dev set: answer_problem (the text pipeline)",
            t_answer,
            "us/problem",
            note=share("answer", "answers"),
        ),
        Figure(
            "dev set: read_problem / parse_problem",
            t_read / t_parse,
            "x",
            1,
            note="(stretch: < 0.33, 3x faster)",
        ),
    ]


@workload("reader.vs_parser", "reader (ADR-0131)")
def _reader_vs_parser(repeats: int) -> list[Figure]:
    """The issue's side-by-side figure: this side's reader against the baseline's parser.

    On a side without ``generate.math_reader`` (an earlier ``main``) the text -> graph
    reader is ``parse_problem``, so ``--baseline`` prints today's reader beside that
    revision's parser, and the ratio is the speed-up issue 9 asks for.
    """
    try:
        from generate.math_reader import ReadError, read_problem  # noqa: PLC0415
    except ImportError:
        from generate.math_parser import ParseError as ReadError  # noqa: PLC0415
        from generate.math_parser import parse_problem as read_problem  # noqa: PLC0415

    problems = [case["problem"] for case in dev_cases()]

    def read_all() -> None:
        for text in problems:
            with contextlib.suppress(ReadError):
                read_problem(text)

    read_all()
    return [
        Figure(
            "dev set: text -> graph (baseline: parse_problem)",
            best(read_all, repeats, 5) / len(problems) * 1e6,
            "us/problem",
            speedup=1,
            note="(this side: read_problem; stretch: 3x)",
        )
    ]


HOSTILE_BUDGET = 5.0
"""Seconds one hostile-input call may run before it is stopped and reported as at least this."""


class _OverBudget(BaseException):
    """Raised by the interval timer in a call that ran past its budget (not an ``Exception``,
    so no ``except Exception`` in the code under test can swallow it)."""


def within_budget(fn: Callable[[], object], budget: float) -> float | None:
    """Wall time of one call of ``fn`` in seconds, or None if it was stopped after ``budget``.

    Uses ``SIGALRM`` (this runs in the workload's own subprocess); where there is no
    interval timer the call just runs to the end.
    """
    if not hasattr(signal, "setitimer"):
        start = time.perf_counter()
        fn()
        return time.perf_counter() - start
    armed = [True]

    def expire(signum: int, frame: object) -> None:
        if armed[0]:
            raise _OverBudget

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, budget)
    start = time.perf_counter()
    try:
        fn()
        armed[0] = False
        return time.perf_counter() - start
    except _OverBudget:
        return None
    finally:
        armed[0] = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _repeated(size: int, head: str, sentence: str, question: str) -> str:
    """``head``, then ``sentence`` as often as fits, then ``question``: at most ``size`` chars."""
    count = (size - len(head) - len(question)) // len(sentence)
    return head + sentence * count + question


def _word_salad(size: int) -> str:
    """Words a word problem uses, in a seeded random order, as one question of ``size`` chars."""
    import random  # noqa: PLC0415

    vocabulary = (  # noqa: SIM905 - one readable line of words
        "Sam Ann Ben she he they has had buys gives sells each per more fewer than twice half "
        "of the a to and apples boxes dollars hours 3 5 12 $2 25% how many much left total"
    ).split()
    rng = random.Random(0)
    words: list[str] = []
    length = 0
    while length < size - 20:
        word = rng.choice(vocabulary)
        words.append(word)
        length += len(word) + 1
    text = " ".join(words)
    return text[: size - 1].rstrip() + "?"


@workload("reader.hostile", "reader (ADR-0131)")
def _reader_hostile(repeats: int) -> list[Figure]:
    from generate.math_reader import ReadError, read_problem  # noqa: PLC0415

    question = "How many apples does Sam have?"
    inputs: dict[str, Callable[[int], str]] = {
        # 'Sam has 5 apples. ' over and over, then the question
        "hostile, one holding repeated": lambda size: _repeated(
            size, "", "Sam has 5 apples. ", question
        ),
        # 'Sam has 5 apples. ', then 'He buys 3 more. ' over and over, then the question
        "hostile, one event repeated": lambda size: _repeated(
            size, "Sam has 5 apples. ", "He buys 3 more. ", question
        ),
        # seeded random words of word problems, no full stop, one '?' at the end
        "hostile, word salad": _word_salad,
    }
    figures = []
    for label, make in inputs.items():
        times: dict[int, float] = {}
        stopped: int | None = None  # the first size that ran past the budget
        for kb in (25, 50, 100):
            if stopped is not None:
                figures.append(
                    Figure(
                        f"{label}: {kb} KB",
                        HOSTILE_BUDGET * 1e3,
                        "ms",
                        100 if kb == 100 else None,
                        note=f"(not run: {stopped} KB ran past the {HOSTILE_BUDGET:g} s budget)",
                    )
                )
                continue
            text = make(kb * 1000)
            outcome = ["(reads)"]

            def first(t: str = text, seen: list[str] = outcome) -> None:
                try:
                    read_problem(t)
                except ReadError as exc:
                    seen[0] = f"(refuses [{exc.code}])"

            def attempt(t: str = text) -> None:
                with contextlib.suppress(ReadError):
                    read_problem(t)

            once = within_budget(first, HOSTILE_BUDGET)
            if once is None:
                stopped = kb
                value, note = HOSTILE_BUDGET, f"(stopped after {HOSTILE_BUDGET:g} s: at least this)"
            elif once > 1:
                value, note = once, outcome[0] + " (one run: over 1 s)"
            else:
                value, note = min(once, best(attempt, max(2, repeats // 2))), outcome[0]
            times[kb] = value
            figures.append(
                Figure(
                    f"{label}: {kb} KB", value * 1e3, "ms", 100 if kb == 100 else None, note=note
                )
            )
        if stopped == 25:
            continue  # no per-KB figure: even the smallest input ran past the budget
        figures.append(
            Figure(
                f"{label}: per-KB cost, 100 vs 25 KB",
                (times.get(100, HOSTILE_BUDGET) / 100) / (times[25] / 25),
                "x",
                1.5,
                note="(1.0 is linear)" if stopped is None else "(at least: 100 KB not measured)",
            )
        )
    return figures


# -- the eval lane (ADR-0119, issue 7 section 4) ----------------------------------------


EVAL_LINES = 10_000
EVAL_TIMEOUT = 600


@workload("eval.jobs", "eval lane (ADR-0119)", optional=True)
def _eval_jobs(repeats: int) -> list[Figure]:
    """``core-math eval`` of the dev set repeated to 10,000 lines, as a subprocess per run.

    A side whose ``eval`` has no ``--jobs`` (it was sequential) runs without it for the
    ``--jobs 1`` line and has no ``--jobs 2`` line.
    """
    cli = [sys.executable, "-m", "generate.cli", "eval"]
    usage = subprocess.run([*cli, "--help"], capture_output=True, text=True, check=False)
    has_jobs = "--jobs" in usage.stdout
    cases = dev_cases()
    with tempfile.TemporaryDirectory(prefix="core-math-bench-eval-") as tmp:
        path = Path(tmp) / "eval.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for k in range(EVAL_LINES):
                case = dict(cases[k % len(cases)])
                case["id"] = f"{case.get('id', 'case')}#{k // len(cases)}"
                out.write(json.dumps(case) + "\n")
        exits: dict[int, set[str]] = {1: set(), 2: set()}

        def run(jobs: int) -> None:
            flags = ["--jobs", str(jobs)] if has_jobs else []
            try:
                result = subprocess.run(
                    [*cli, str(path), *flags],
                    capture_output=True,
                    text=True,
                    check=False,
                    timeout=EVAL_TIMEOUT,
                )
            except subprocess.TimeoutExpired:
                exits[jobs].add(f"stopped after {EVAL_TIMEOUT} s")
            else:
                exits[jobs].add(str(result.returncode))

        reps = max(1, repeats // 3)
        t1 = best(lambda: run(1), reps)
        figures = [
            Figure(
                f"{EVAL_LINES:,} lines, --jobs 1: wall",
                t1,
                "s",
                note=f"({EVAL_LINES / t1:,.0f} lines/s; exit {', '.join(sorted(exits[1]))}"
                + ("" if has_jobs else "; no --jobs on this side: sequential eval")
                + ")",
            )
        ]
        if has_jobs:
            t2 = best(lambda: run(2), reps)
            figures += [
                Figure(
                    f"{EVAL_LINES:,} lines, --jobs 2: wall",
                    t2,
                    "s",
                    note=f"({EVAL_LINES / t2:,.0f} lines/s; exit {', '.join(sorted(exits[2]))})",
                ),
                Figure(
                    f"{EVAL_LINES:,} lines: --jobs 2 wall / --jobs 1 wall",
                    t2 / t1,
                    "x",
                    note=f"(speed-up {t1 / t2:.2f}x; {os.cpu_count()} CPUs, ideal 0.5x on 2)",
                ),
            ]
    return figures


# -- running: one subprocess per workload and side ----------------------------------------------


class _SideOnly(importlib.abc.MetaPathFinder):
    """Import the project's packages from one side's root, and nowhere else.

    An editable install adds a finder after ``sys.path`` that maps ``generate`` and
    ``packs`` to the installed checkout, so without this a baseline lacking
    ``generate.math_reader`` would silently import today's file. A module the side
    does not have is a ``ModuleNotFoundError``, which reports the workload unavailable.
    """

    PACKAGES = ("generate", "packs")

    def __init__(self, root: Path) -> None:
        self.root = str(root)

    def find_spec(
        self, fullname: str, path: Any = None, target: Any = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname.partition(".")[0] not in self.PACKAGES:
            return None
        search = [self.root] if "." not in fullname else path
        spec = importlib.machinery.PathFinder.find_spec(fullname, search, target)
        if spec is None:
            raise ModuleNotFoundError(f"No module named {fullname!r} in {self.root}", name=fullname)
        return spec


def _child(name: str, repeats: int) -> int:
    """Run one workload in this process and print its figures as one JSON line."""
    side = os.environ.get("PYTHONPATH", "").split(os.pathsep)[0]
    sys.meta_path.insert(0, _SideOnly(Path(side).resolve() if side else ROOT))
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
        # The code under test crashed (not a number): say where, and go on with the others.
        lines = [line.strip() for line in result.stderr.splitlines() if line.strip()]
        where = [line for line in lines if line.startswith("File ")]
        last = lines[-1] if lines else f"exit {result.returncode}"
        return {"failed": f"{last} ({where[-1]})" if where else last}
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


def _run(names: list[str], repeats: int, rounds: int, baseline: Path | None, label: str) -> bool:
    """Print every workload's figures; True when some workload crashed (never for a number)."""
    sides = [ROOT] if baseline is None else [baseline, ROOT]
    print(f"python {sys.version.split()[0]}, best of {repeats} repeats x {rounds} rounds")
    if baseline is not None:
        print(f"before: {label} ({baseline})\nafter:  this checkout ({ROOT})")
    section = None
    crashed = False
    for name in names:
        reports: dict[Path, list[dict[str, Any]]] = {side: [] for side in sides}
        for r in range(rounds):
            # Alternate which side goes first, so drift on a shared machine hits both.
            for side in sides if r % 2 == 0 else sides[::-1]:
                reports[side].append(_measure(side, name, repeats))
        if WORKLOADS[name].section != section:
            section = WORKLOADS[name].section
            print(section)
        failed = {side: [r["failed"] for r in reports[side] if "failed" in r] for side in sides}
        for side in sides:
            reports[side] = [r for r in reports[side] if "failed" not in r]
        if not reports[ROOT]:
            print(f"  {name}: FAILED in this checkout: {failed[ROOT][0]}")
            crashed = True
            continue
        after = _best_of(reports[ROOT])
        before: dict[str, Figure] | str | None = None
        if baseline is not None:
            before = _best_of(reports[baseline]) if reports[baseline] else "crashed"
        if isinstance(after, str):
            print(f"  {name}: not available ({after})")
            continue
        if isinstance(before, str) and before != "crashed":
            print(f"  ({name}: not on the baseline: {before})")
        for side in sides:
            if failed[side]:
                where = "this checkout" if side == ROOT else "the baseline"
                print(f"  ({name}: {len(failed[side])} of {rounds} runs crashed in {where}:")
                print(f"   {failed[side][0]})")
                crashed = True
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
    return crashed


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
    parser.add_argument(
        "--eval", action="store_true", help="also run the optional eval-lane workload (slow)"
    )
    parser.add_argument("--list", action="store_true", help="print the workload names")
    parser.add_argument("--child", metavar="NAME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    repeats = args.repeats or (3 if args.quick else 7)
    if args.child:
        return _child(args.child, repeats)
    if args.list:
        for name, work in WORKLOADS.items():
            print(f"{name:<24} {work.section}" + ("  (optional: --eval)" if work.optional else ""))
        return 0
    if args.only:
        names = args.only.split(",")
    else:
        names = [name for name, work in WORKLOADS.items() if args.eval or not work.optional]
    unknown = [name for name in names if name not in WORKLOADS]
    if unknown:
        parser.error(f"unknown workload(s) {unknown}; see --list")
    rounds = args.rounds or (1 if args.quick and not args.baseline else 3)
    if args.baseline_dir is not None:
        crashed = _run(names, repeats, rounds, args.baseline_dir.resolve(), str(args.baseline_dir))
    elif args.baseline:
        with _worktree(args.baseline) as path:
            crashed = _run(names, repeats, rounds, path, args.baseline)
    else:
        crashed = _run(names, repeats, rounds, None, "")
    return 1 if crashed else 0


if __name__ == "__main__":
    raise SystemExit(main())
