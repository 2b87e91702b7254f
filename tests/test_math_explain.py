"""ADR-0118 rehearsal: one pack-grounded sentence per step, then the answer line."""

from __future__ import annotations

import pytest

from generate.math_explain import explain
from generate.math_operators import operator_table
from generate.math_parser import parse_with_provenance
from generate.math_solver import solve

TEXT = (
    "Dara has 12 shells and Eli has 3 shells. Dara gives Eli 4 shells. "
    "Eli doubles his shells, then he loses 2.5 shells. How many shells does Eli have?"
)


def test_one_line_per_step_and_an_answer_line() -> None:
    parsed = parse_with_provenance(TEXT)
    trace = solve(parsed.graph)
    lines = explain(trace, parsed)
    assert len(lines) == len(trace.steps) + 1
    assert lines[-1] == "Answer: Eli has 11.5 shells."


def test_steps_quote_the_verb_and_name_the_pack_lemma_and_gloss() -> None:
    parsed = parse_with_provenance(TEXT)
    trace = solve(parsed.graph)
    table = operator_table(trace.pack_id)
    lines = explain(trace, parsed)
    for line, step, span in zip(lines, trace.steps, parsed.operations, strict=False):
        assert line.startswith(f"Step {step.step_index + 1} (")
        assert f'"{span.verb}"' in line
        assert step.pack_lemma_id in line
        gloss = table.by_lemma[step.operation_kind].gloss
        assert gloss is not None
        assert gloss.rstrip(".")[1:] in line
    assert lines[0] == (
        'Step 1 ("gives", transfer, en_arithmetic_v1:transfer): Dara gives 4 shells to Eli, '
        "so Dara's shells go from 12 to 8 and Eli's go from 3 to 7 "
        "(move an amount from one holder's holding to another holder)."
    )
    assert "from 7 to 14, times 2" in lines[1]
    assert "from 14 to 11.5" in lines[2]


def test_without_provenance_no_verb_is_quoted() -> None:
    parsed = parse_with_provenance(TEXT)
    lines = explain(solve(parsed.graph))
    assert lines[0].startswith("Step 1 (transfer, en_arithmetic_v1:transfer): ")
    assert '"' not in lines[0]


def test_total_answer_line_and_integer_printing() -> None:
    parsed = parse_with_provenance("Ada has 2 cups and Bo has 3 cups. How many cups are there?")
    assert explain(solve(parsed.graph), parsed) == ("Answer: 5 cups in total.",)


def test_explanation_is_deterministic() -> None:
    parsed = parse_with_provenance(TEXT)
    assert explain(solve(parsed.graph), parsed) == explain(solve(parsed.graph), parsed)


def test_provenance_of_another_graph_is_refused() -> None:
    other = parse_with_provenance("Ada has 2 cups. She buys 1 cup. How many cups does Ada have?")
    trace = solve(parse_with_provenance(TEXT).graph)
    with pytest.raises(ValueError, match="another graph"):
        explain(trace, other)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("Ada has 3 cups. She breaks 2 cups. How many cups does Ada have?", "Ada has 1 cup."),
        ("Ada has 3 geese. She sells 2. How many geese does Ada have?", "Ada has 1 goose."),
        ("Ada has $3. She spends $2. How much money does Ada have?", "Ada has 1 dollar."),
        ("Ada has 1 cup and Bo has 0 cups. How many cups are there?", "1 cup in total."),
        ("Ada has 2 toy cars. She loses 1. How many toy cars does Ada have?", "Ada has 1 toy car."),
        ("Ada has 3 cups. She breaks 1 cup. How many cups does Ada have?", "Ada has 2 cups."),
    ],
)
def test_answer_line_agrees_in_number(text: str, line: str) -> None:
    parsed = parse_with_provenance(text)
    assert explain(solve(parsed.graph), parsed)[-1] == f"Answer: {line}"


def test_a_transfer_of_one_names_one_thing() -> None:
    parsed = parse_with_provenance(
        "Ada has 3 cups. She gives 1 cup to Bo. How many cups does Bo have?"
    )
    assert explain(solve(parsed.graph), parsed)[0].startswith(
        'Step 1 ("gives", transfer, en_arithmetic_v1:transfer): Ada gives 1 cup to Bo, so'
    )
