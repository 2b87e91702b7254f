"""ADR-0118 rehearsal: one show-your-work sentence per solution step.

Every sentence is grounded in the pack, not in strings of this module: it
names the step's pack lemma id (``en_arithmetic_v1:add``) and paraphrases the
pack entry's gloss, looked up through ``operator_table(trace.pack_id)``. When
the parser's provenance is given, the sentence also quotes the verb as the
problem wrote it ("buys"), so a reader can map each step back to the text.
The output is a pure function of its inputs; numbers print as in JSON (``8``,
``9.25``, never ``8.0``).

``explain_quantities`` does the same for a quantity-graph trace (ADR-0130):
one sentence per step the answer rests on, worded by the relation's role
("6 boxes with 8 crayons per box make 48 crayons"), each amount with its
unit in the number it agrees with ("1 apple", "2 apples").
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from fractions import Fraction

from generate._nouns import singular
from generate.math_operators import operator_table
from generate.math_parser import ParsedProblem, singular_unit
from generate.math_quantity_graph import Quantity, QuantityGraph, Relation
from generate.math_quantity_trace import QuantityTrace, Step, SystemStep
from generate.math_solver import REQUIRED_PACK_ID, SolutionStep, SolutionTrace

__all__ = ["explain", "explain_quantities"]


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


# -- quantity-graph traces (ADR-0130) ------------------------------------------------

_SIGNS = {"sum": "+", "difference": "-", "product": "x", "quotient": "/"}


def _unit_text(value: int | float, unit: str) -> str:
    """ "3 apples", "1 apple", "8 crayons per box", "2 times" (a pure number)."""
    number = _num(value)
    if unit == "1":
        return number
    top, slash, per = unit.partition("/")
    if type(value) is int and value == 1:
        top = singular(top)
    return f"{number} {top} per {per}" if slash else f"{number} {top}"


def _holder(name: str) -> str:
    """A person as named ("Sam"); a thing or place with its article ("the shelf")."""
    return name if name[:1].isupper() or name.startswith(("the ", "a ")) else f"the {name}"


def _who(q: Quantity) -> str:
    label = f", {q.label}" if q.label else ""
    unit = q.unit.partition("/")[0]
    return f"{_holder(q.holder)}'s {unit}{label}" if q.holder else f"{unit}{label}"


def _phrase(r: Relation, graph: QuantityGraph, values: dict[str, int | float]) -> str:
    """The relation in words, with every value now known."""

    def amount(qid: str) -> str:
        return _unit_text(values[qid], graph.quantity(qid).unit)

    ops = [amount(q) for q in r.operands]
    result = amount(r.result)
    role = r.role
    if r.kind == "sum" and role in ("combine", "compare"):
        return (
            f"{' and '.join(ops)} make {result}"
            if role == "combine"
            else (f"{ops[1]} more than {ops[0]} is {result}")
        )
    if role in ("change", "transfer", "payment") and r.kind in ("sum", "difference"):
        verb = "plus" if r.kind == "sum" else "less"
        return f"{ops[0]} {verb} {ops[1]} is {result}"
    if role == "compare" and r.kind == "difference":
        return f"{ops[0]} less {ops[1]} is {result}"
    if role == "groups" and r.kind == "product":
        return f"{ops[0]} with {ops[1]} make {result}"
    if role == "rate" and r.kind == "product":
        return f"{ops[0]} at {ops[1]} make {result}"
    if role == "convert":
        return f"{ops[0]} at {ops[1]} are {result}"
    if role in ("scale", "part", "percent") and r.kind == "product":
        return f"{ops[0]} times {ops[1]} is {result}"
    if r.kind == "quotient":
        return f"{ops[0]} divided by {ops[1]} is {result}"
    return f"{f' {_SIGNS[r.kind]} '.join(ops)} = {result}"


def _needed(graph: QuantityGraph, trace: QuantityTrace) -> set[int]:
    """Indices of the steps the answer rests on (the target's solved ancestors)."""
    by_quantity: dict[str, int] = {}
    for step in trace.steps:
        if isinstance(step, Step):
            by_quantity[step.solves] = step.step_index
        else:
            for q in step.solves:
                by_quantity[q] = step.step_index
    needed: set[int] = set()
    todo = [graph.target]
    while todo:
        q = todo.pop()
        index = by_quantity.get(q)
        if index is None or index in needed:
            continue
        needed.add(index)
        step = trace.steps[index]
        todo.extend(i.quantity for i in step.inputs)
    return needed


def explain_quantities(
    graph: QuantityGraph, trace: QuantityTrace, verbs: Mapping[str, str] | None = None
) -> tuple[str, ...]:
    """One sentence per step the answer rests on, then the answer line.

    Each sentence names the relation's role and the pack lemma it applied,
    quotes the verb the problem wrote when ``verbs`` (relation id -> verb)
    knows it, and ends with the lemma's pack gloss. ``trace`` must be the
    solve of ``graph`` (checked by the hash it carries); a mismatch raises
    ``ValueError``.
    """
    if trace.graph_hash != graph.canonical_hash():
        raise ValueError("the trace is for another graph")
    glosses = {op.lemma_id: op.gloss for op in operator_table(REQUIRED_PACK_ID).by_lemma.values()}
    relations = {r.id: r for r in graph.relations}
    values: dict[str, int | float] = {
        q.id: (q.value if type(q.value) is int else float(Fraction(q.value)))
        for q in graph.quantities
        if q.value is not None
    }
    for step in trace.steps:
        if isinstance(step, Step):
            values[step.solves] = step.value
        else:
            values.update(zip(step.solves, step.values, strict=True))
    needed = _needed(graph, trace)
    lines: list[str] = []
    number = 0
    for step in trace.steps:
        if step.step_index not in needed:
            continue
        number += 1
        if isinstance(step, SystemStep):
            solved = ", ".join(
                f"{_who(graph.quantity(q))} {_unit_text(v, u)}"
                for q, v, u in zip(step.solves, step.values, step.units, strict=True)
            )
            together = " and ".join(_phrase(relations[r], graph, values) for r in step.relations)
            lines.append(
                f"Step {number} (solved together, {', '.join(step.lemma_ids)}):"
                f" {together}, so {solved}."
            )
            continue
        r = relations[step.relation]
        verb = (verbs or {}).get(r.id)
        where = f"{r.role}, {step.lemma_id}"
        if verb is not None:
            where = f"{json.dumps(verb, ensure_ascii=False)}, {where}"
        lines.append(
            f"Step {number} ({where}): {_phrase(r, graph, values)},"
            f" {_who(graph.quantity(step.solves))}{_gloss(glosses.get(step.lemma_id))}."
        )
    answer = trace.answer
    target = graph.quantity(answer.quantity)
    amount = _unit_text(answer.value, answer.unit)
    if target.holder is not None:
        holder = _holder(target.holder)
        lines.append(f"Answer: {holder[:1].upper()}{holder[1:]} has {amount}.")
    else:
        lines.append(f"Answer: {amount}.")
    return tuple(lines)
