"""Measure the text pipeline on the GSM8K development corpus, read at run time.

The corpus (GSM8K's train split, MIT licence) lives outside the project and
is never copied into it: this tool reads it from a path and prints figures
only. The split is fixed: a line whose 0-based index is divisible by 5 is
in the validation slice, every other line in the tuning slice (ADR-0131).

    python tools/corpus.py [--slice validation|tuning|all] [--path FILE] [--jobs N] [--json]

The path comes from ``--path``, else ``CORE_GSM8K``, else ``[tool.core]
corpus`` in pyproject.toml (relative to the project root). A missing corpus
is not an error: the tool says so and exits 0, so ``nox -s corpus`` skips on
machines without it. Exit 1 when any answer is wrong, so a lane can gate on
the precision it claims.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction
from multiprocessing import Pool
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
_CHUNK = 64


def corpus_path(explicit: str | None) -> Path:
    """The corpus file: the argument, ``CORE_GSM8K``, or ``[tool.core] corpus``."""
    if explicit:
        return Path(explicit)
    env = os.environ.get("CORE_GSM8K")
    if env:
        return Path(env)
    core = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["core"]
    return (ROOT / str(core["corpus"])).resolve()


def in_slice(index: int, which: str) -> bool:
    """The fixed split: index % 5 == 0 is validation, the rest tuning."""
    if which == "all":
        return True
    return (index % 5 == 0) == (which == "validation")


def _gold(answer: str) -> Fraction:
    return Fraction(answer.rsplit("####", 1)[-1].strip().replace(",", ""))


def _score(item: tuple[int, str, str]) -> tuple[int, str, str]:
    """(index, outcome, detail): outcome is correct, wrong or refused."""
    from generate.math_pipeline import answer_problem  # noqa: PLC0415 - in the worker

    index, question, answer = item
    try:
        result = answer_problem(question)
    except Exception as exc:  # every refusal is typed; the reason and guard are the detail
        reason = getattr(exc, "reason", type(exc).__name__)
        code = getattr(exc, "code", None)
        return index, "refused", f"{reason} [{code}]" if code else str(reason)
    if not result.verdict.ok:
        return index, "refused", f"verify:{result.verdict.reason}"
    value = Fraction(repr(result.value))
    return index, ("correct" if value == _gold(answer) else "wrong"), repr(result.value)


def _items(path: Path, which: str) -> Iterator[tuple[int, str, str]]:
    with path.open(encoding="utf-8") as handle:
        for index, line in enumerate(handle):
            if in_slice(index, which):
                record: dict[str, Any] = json.loads(line)
                yield index, record["question"], record["answer"]


def measure(path: Path, which: str, jobs: int) -> dict[str, Any]:
    """Figures for one slice: counts, precision, coverage, refusals by reason, speed."""
    started = time.perf_counter()
    outcomes: Counter[str] = Counter()
    refusals: Counter[str] = Counter()
    wrong: list[int] = []
    with Pool(jobs) as pool:
        for index, outcome, detail in pool.imap(_score, _items(path, which), chunksize=_CHUNK):
            outcomes[outcome] += 1
            if outcome == "refused":
                refusals[detail] += 1
            elif outcome == "wrong":
                wrong.append(index)
    seconds = time.perf_counter() - started
    total = sum(outcomes.values())
    answered = outcomes["correct"] + outcomes["wrong"]
    return {
        "slice": which,
        "problems": total,
        "answered": answered,
        "correct": outcomes["correct"],
        "wrong": outcomes["wrong"],
        "wrong_lines": wrong,
        "refused": outcomes["refused"],
        "precision": round(outcomes["correct"] / answered, 4) if answered else None,
        "coverage": round(outcomes["correct"] / total, 4) if total else None,
        "refusals_by_reason": dict(sorted(refusals.items(), key=lambda kv: (-kv[1], kv[0]))),
        "problems_per_second": round(total / seconds, 1) if seconds else None,
    }


def _print(figures: dict[str, Any], top: int) -> None:
    print(
        f"{figures['slice']}: {figures['problems']} problems, answered {figures['answered']}"
        f" ({100 * figures['answered'] / max(figures['problems'], 1):.1f}%),"
        f" correct {figures['correct']}, wrong {figures['wrong']}, refused {figures['refused']}"
    )
    print(
        f"precision {figures['precision']}, coverage {figures['coverage']},"
        f" {figures['problems_per_second']} problems/s"
    )
    if figures["wrong_lines"]:
        print(f"wrong on corpus lines (0-based): {figures['wrong_lines']}")
    print(f"top {top} refusal causes:")
    for reason, count in list(figures["refusals_by_reason"].items())[:top]:
        print(f"  {count:5d}  {reason}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the measurement; 0 without wrong answers, 1 with any, 0 when no corpus is found."""
    parser = argparse.ArgumentParser(
        prog="python tools/corpus.py", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--path", help="the corpus JSONL (GSM8K form: question, answer '#### N')")
    parser.add_argument("--slice", choices=("validation", "tuning", "all"), default="validation")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--top", type=int, default=10, help="refusal causes to list")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    path = corpus_path(args.path)
    if not path.is_file():
        print(f"corpus not found at {path}; skipped (set CORE_GSM8K or --path)")
        return 0
    figures = measure(path, args.slice, max(1, args.jobs))
    if args.json:
        print(json.dumps(figures, sort_keys=True, separators=(",", ":")))
    else:
        _print(figures, args.top)
    return 1 if figures["wrong"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
