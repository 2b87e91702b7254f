"""The held-out family sets (tests/data/reader_sets) through the text pipeline.

Written by hand before the reader handled them (ADR-0131); each in-scope set
has an answered floor, so refusing everything cannot pass, and no answer may
be wrong. Every must-refuse problem is refused. The floors are the measured
counts when they were last raised: raise them as the reader grows, never
lower them to make a change pass.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from generate._nouns import noun_key
from generate.math_domain import DomainError
from generate.math_pipeline import answer_problem
from generate.math_quantity_graph import QuantityGraph
from generate.math_reader import ReadError
from generate.math_solver import SolveError

SETS = Path(__file__).parent / "data" / "reader_sets"

ANSWERED_FLOOR = {
    "f01_change": 8,
    "f02_combine": 14,
    "f03_compare": 26,
    "f04_groups": 23,
    "f05_rates": 26,
    "f06_multiplicative": 16,
    "f07_conversion": 21,
    "f08_money": 10,
    "f09_places": 9,
    "f10_two_unknowns": 10,
    "f11_chains": 3,
    "f12_references": 24,
    "d_mixed": 76,
    "e_mixed": 62,
    "f_mixed": 31,
    "g_mixed": 42,
    "h_mixed": 58,
    "i_mixed": 32,
    "j_mixed": 25,
    "k_mixed": 18,
    "l_mixed": 20,
    "m_mixed": 18,
    "n_mixed": 18,
    "o_mixed": 21,
    "p_mixed": 19,
    "q_mixed": 19,
    "r_mixed": 38,
}


def _cases(name: str) -> list[dict[str, Any]]:
    with (SETS / f"{name}.jsonl").open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def _answer(text: str) -> tuple[Fraction, str] | None:
    try:
        answer = answer_problem(text)
    except (ReadError, SolveError, DomainError):
        return None
    if not answer.verdict.ok:
        return None
    unit = answer.unit
    if isinstance(answer.graph, QuantityGraph):
        kind = answer.graph.quantity(answer.graph.target).label
        if kind is not None:
            # "How many daisies?" of "120 flowers ... the rest are daisies": 72 flowers, of
            # the kind daisies; the kind is the unit the question named
            unit = f"{unit} ({kind})"
    return Fraction(repr(answer.value)), unit


def _same_unit(expected: str | None, got: str) -> bool:
    """Units agree on their head noun ("green marbles" and "marbles", "pieces of fruit" and
    "pieces"), rates on the top."""
    if expected is None:
        return True
    expected = expected.split(" of ")[0]  # ("pieces of fruit": its head is "pieces")
    got, _, kind = got.partition(" (")
    got = got.replace("-", " ")  # (a two-word noun is read as one: "toy-cars" are toy cars)
    want, have = noun_key(expected.split("/")[0]), noun_key(got.split("/", maxsplit=1)[0])
    if kind and noun_key(kind.removesuffix(")")) == want:
        return True  # (the whole's unit, of the kind asked)
    return want == have or want.split(" ")[-1] == have.split(" ")[-1]


@pytest.mark.parametrize("name", sorted(ANSWERED_FLOOR))
def test_family_set_answers_its_floor_and_nothing_wrong(name: str) -> None:
    correct = 0
    wrong: list[str] = []
    for case in _cases(name):
        got = _answer(case["problem"])
        if got is None:
            continue
        value, unit = got
        if value == Fraction(repr(case["expected_answer"])) and _same_unit(
            case.get("expected_unit"), unit
        ):
            correct += 1
        else:
            wrong.append(f"{case['id']}: {value} {unit}, expected {case['expected_answer']}")
    assert not wrong, wrong
    assert correct >= ANSWERED_FLOOR[name], f"{name}: {correct} answered"


MUST_REFUSE = {
    "refuse_a": 50,
    "refuse_b": 50,
    "refuse_c": 50,
    "refuse_d": 40,
    "refuse_e": 40,
    "refuse_f": 40,
    "refuse_g": 40,
    "refuse_h": 40,
    "refuse_i": 40,
    "refuse_j": 40,
    "refuse_k": 40,
    "refuse_l": 40,
    "refuse_m": 40,
    "refuse_n": 40,
    "refuse_o": 40,
    "refuse_p": 40,
    "refuse_q": 40,
    "refuse_r": 40,
}

CONVENTION: dict[str, str] = {}
"""Must-refuse problems the pipeline answers by a documented reading, each with it: the
disagreement stays visible, and one that stops being answered must leave this list."""


@pytest.mark.parametrize("name", sorted(MUST_REFUSE))
def test_must_refuse_sets_are_refused(name: str) -> None:
    cases = _cases(name)
    assert len(cases) == MUST_REFUSE[name]
    answered = {c["id"] for c in cases if _answer(c["problem"]) is not None}
    ours = {c["id"] for c in cases} & set(CONVENTION)
    assert answered == ours, sorted(answered ^ ours)
