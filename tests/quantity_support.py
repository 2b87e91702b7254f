"""Shared support for the ADR-0130 quantity-graph tests (not a test module).

Builders for hand-written quantity graphs, an exact edge oracle written
without project code, and private, resealable copies of the shipped packs on
``CORE_PACK_PATH`` (``en_arithmetic_v1`` and ``en_units_v1``).
"""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from collections.abc import Iterable
from fractions import Fraction
from pathlib import Path
from typing import Any, cast

import pytest

from generate.math_quantity_graph import Quantity, QuantityGraph, Relation
from packs.compiler import clear_cache

PROJECT_ROOT = Path(__file__).resolve().parent.parent
PACKS = PROJECT_ROOT / "packs" / "data"
ARITHMETIC = "en_arithmetic_v1"
UNITS = "en_units_v1"
FLOAT_MAX_INT = int(sys.float_info.max)

Number = int | Fraction


def qty(
    qid: str,
    unit: str,
    value: int | float | Fraction | None = None,
    holder: str | None = None,
    label: str | None = None,
) -> Quantity:
    """A quantity, keyword-light: ``qty("q1", "apples", 5, "Ana")``."""
    # the constructor takes a float as the decimal it prints as (the JSON reader's input)
    return Quantity(qid, unit, holder, label, cast(Any, value))


def rel(rid: str, kind: str, result: str, operands: Iterable[str], role: str) -> Relation:
    """A relation ``result = kind(operands)``."""
    return Relation(rid, kind, result, tuple(operands), role)


def qgraph(
    quantities: Iterable[Quantity], relations: Iterable[Relation], target: str
) -> QuantityGraph:
    return QuantityGraph(list(quantities), list(relations), target)


def edge(value: Number) -> int | float:
    """The JSON number an exact value leaves as: ``int`` when integral, else the nearest double.

    Independent of ``generate._exact``: the tests compare the project's edge with this one.
    """
    value = Fraction(value)
    if value.denominator == 1:
        assert abs(value.numerator) <= FLOAT_MAX_INT
        return value.numerator
    out = value.numerator / value.denominator
    assert out != 0 and math.isfinite(out)
    return out


def same_number(recorded: object, expected: Number) -> bool:
    """``recorded`` is exactly the JSON number of ``expected`` (type included: 8 is not 8.0)."""
    want = edge(expected)
    return type(recorded) is type(want) and recorded == want


def representable(value: Number) -> bool:
    """Whether a text could write ``value`` as a graph input (a decimal a double carries)."""
    value = Fraction(value)
    if abs(value) > FLOAT_MAX_INT:
        return False
    if value.denominator == 1:
        return True
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1 and Fraction(repr(float(value))) == value


def holds(kind: str, result: Number, operands: list[Number]) -> bool:
    """An ADR-0130 relation evaluated with plain Fractions (a zero divisor never holds)."""
    if kind == "sum":
        return sum(operands, Fraction(0)) == result
    a, b = operands
    if kind == "difference":
        return Fraction(a) - b == result
    if kind == "product":
        return Fraction(a) * b == result
    assert kind == "quotient"
    return b != 0 and Fraction(a) / b == result


# ------------------------------------------------------------------ pack copies


def copy_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *pack_ids: str) -> Path:
    """Copy the shipped packs to a fresh root that alone is ``CORE_PACK_PATH``; the root.

    Packs not copied are still found in the shipped ``packs/data``.
    """
    root = tmp_path / "packs-root"
    for pack_id in pack_ids:
        shutil.copytree(
            PACKS / pack_id, root / pack_id, ignore=shutil.ignore_patterns("__pycache__")
        )
    monkeypatch.setenv("CORE_PACK_PATH", str(root))
    clear_cache()
    return root.resolve()


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text(
        "".join(
            json.dumps(row, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"
            for row in rows
        ),
        encoding="utf-8",
    )


def reseal(pack: Path) -> None:
    """Rewrite the manifest checksums with the project's own tool, as a maintainer would."""
    result = subprocess.run(
        [
            sys.executable,
            str(PROJECT_ROOT / "tools" / "pack_checksums.py"),
            "write",
            "--root",
            str(pack.parent),
            pack.name,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    clear_cache()


def edit_lexicon(pack: Path, edit: Any) -> None:
    """Apply ``edit(rows) -> rows`` to a pack copy's lexicon, drop orphaned glosses, reseal."""
    rows = edit(read_jsonl(pack / "lexicon.jsonl"))
    write_jsonl(pack / "lexicon.jsonl", rows)
    ids = {row["entry_id"] for row in rows}
    glosses = [g for g in read_jsonl(pack / "glosses.jsonl") if g["entry_id"] in ids]
    write_jsonl(pack / "glosses.jsonl", glosses)
    reseal(pack)
