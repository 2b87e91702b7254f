"""ADR-0118 rehearsal: one show-your-work sentence per solution step.

Every sentence is grounded in the pack, not in strings of this module: it
names the step's pack lemma id (``en_arithmetic_v1:add``) and paraphrases the
pack entry's gloss, looked up through ``operator_table(trace.pack_id)``. When
the parser's provenance is given, the sentence also quotes the verb as the
problem wrote it ("buys"), so a reader can map each step back to the text.
The output is a pure function of its inputs; numbers print as in JSON (``8``,
``9.25``, never ``8.0``).
"""

from __future__ import annotations

import hashlib
import json

from generate.math_operators import operator_table
from generate.math_parser import ParsedProblem, singular_unit
from generate.math_solver import SolutionStep, SolutionTrace

__all__ = ["explain"]


def _num(value: int | float | None) -> str:
    return json.dumps(value)


def _amount(value: int | float | None, unit: str) -> str:
    """ "1 apple", "2 apples": the unit agrees with the number (only the integer 1 is one)."""
    if type(value) is int and value == 1:
        unit = singular_unit(unit)
    return f"{_num(value)} {unit}"


def _gloss(text: str | None) -> str:
    if not text:
        return ""
    text = text.strip().rstrip(".")
    return f" ({text[:1].lower()}{text[1:]})"


def _body(step: SolutionStep) -> str:
    unit = step.operand.unit
    amount = _num(step.operand.value)
    actor = step.actor
    moved = f"{actor}'s {unit} go from {_num(step.before_value)} to {_num(step.after_value)}"
    if step.target is not None:
        return (
            f"{actor} gives {_amount(step.operand.value, unit)} to {step.target}, so {moved}"
            f" and {step.target}'s go from {_num(step.target_before)}"
            f" to {_num(step.target_after)}"
        )
    if step.operation_kind == "multiply":
        return f"{moved}, times {amount}"
    if step.operation_kind == "divide":
        return f"{moved}, divided by {amount}"
    return moved


def explain(trace: SolutionTrace, provenance: ParsedProblem | None = None) -> tuple[str, ...]:
    """One sentence per step of ``trace``, then the answer line.

    ``provenance`` must be the parse of the graph the trace solved (checked by
    the graph hash the trace carries); a mismatch raises ``ValueError``.
    """
    if provenance is not None:
        digest = hashlib.sha256(provenance.graph.canonical_bytes()).hexdigest()
        if digest != trace.graph_canonical_hash or len(provenance.operations) != len(trace.steps):
            raise ValueError("the provenance describes another graph than the trace")
    table = operator_table(trace.pack_id)
    lines: list[str] = []
    for step in trace.steps:
        operator = table.by_lemma.get(step.operation_kind)
        gloss = _gloss(operator.gloss if operator is not None else None)
        where = f"{step.operation_kind}, {step.pack_lemma_id}"
        if provenance is not None:
            verb = provenance.operations[step.step_index].verb
            where = f"{json.dumps(verb, ensure_ascii=False)}, {where}"
        lines.append(f"Step {step.step_index + 1} ({where}): {_body(step)}{gloss}.")
    answer = _amount(trace.answer_value, trace.answer_unit)
    if trace.answer_entity is None:
        lines.append(f"Answer: {answer} in total.")
    else:
        lines.append(f"Answer: {trace.answer_entity} has {answer}.")
    return tuple(lines)
