"""Strict JSON at every trace and graph reader, and honest reason types.

Real files (the canonical bytes of solved graphs and their traces, in both
the ADR-0116 and the ADR-0130 forms) are corrupted the ways a lenient reader
would let through or crash on: duplicate keys, ``NaN``/``Infinity``, a
number beyond a double, an over-long integer, trailing garbage, deep
nesting, bytes that are not UTF-8. Each must be refused by the public
readers with their typed error (``TraceError``; ``JSONError`` for graph
text, whose readers take parsed JSON, then ``MathGraphError`` /
``QuantityGraphError`` for what a lenient parser would hand them) and by
the CLI with ``error[<reason>]`` and no traceback.

The reason tests read the solver and verifier sources: every reason they
can raise must be a member of the Literal that types it.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple, get_args

import pytest
from conftest import graph, op, refused, run_cli
from quantity_support import qgraph, qty, rel

import generate.math_quantity_solver as quantity_solver
import generate.math_quantity_verifier as quantity_verifier
import generate.math_solver as v1_solver
import generate.math_units as units
import generate.math_verifier as v1_verifier
from generate.math_problem_graph import MathGraphError, graph_from_dict
from generate.math_quantity_graph import QuantityGraphError, quantity_graph_from_dict
from generate.math_quantity_solver import (
    QUANTITY_REASONS,
    QuantityReason,
    QuantitySolveReason,
    solve_quantities,
)
from generate.math_quantity_trace import QuantityTrace
from generate.math_solver import SOLVE_REASONS, SolutionTrace, SolveReason, TraceError, solve
from generate.math_units import ConversionReason
from generate.math_verifier import QuantityVerdictReason, VerdictReason
from packs.strict_json import JSONError, loads

# ------------------------------------------------------------------- real files
V1_GRAPH = graph_from_dict(
    graph(
        {"Sam": (20, "apples"), "Ann": (3, "apples")},
        op("Sam", "add", 4, "apples"),
        op("Sam", "transfer", 6, "apples", "Ann"),
        op("Sam", "divide", 4, "apples"),
        unknown=("Sam", "apples"),
    )
)
QUANTITY_GRAPH = qgraph(
    [qty("a", "apples", 3, "Ann"), qty("b", "apples", 4, "Ben"), qty("t", "apples")],
    [rel("r1", "sum", "t", ["a", "b"], "combine")],
    "t",
)


class Document(NamedTuple):
    """One real file: its canonical text, and a key whose value is a number in it."""

    name: str
    text: str
    number_key: str


DOCUMENTS = {
    "v1_graph": Document("v1_graph", V1_GRAPH.canonical_bytes().decode("ascii"), "value"),
    "quantity_graph": Document(
        "quantity_graph", QUANTITY_GRAPH.canonical_bytes().decode("ascii"), "value"
    ),
    "v1_trace": Document(
        "v1_trace", solve(V1_GRAPH).canonical_bytes().decode("ascii"), "answer_value"
    ),
    "quantity_trace": Document(
        "quantity_trace",
        solve_quantities(QUANTITY_GRAPH).canonical_bytes().decode("ascii"),
        "value",
    ),
}


def _replace_number(doc: Document, literal: str) -> str:
    """The text with the first number under ``doc.number_key`` written as ``literal``."""
    pattern = re.compile(r'("%s":)(-?[0-9][0-9.eE+-]*)' % re.escape(doc.number_key))
    text, count = pattern.subn(lambda m: m.group(1) + literal, doc.text, count=1)
    assert count == 1, doc
    return text


def _duplicate_nested(doc: Document) -> str:
    """The first number key written twice in its object (the second copy is the real one)."""
    pattern = re.compile(r'("%s":)(-?[0-9][0-9.eE+-]*)' % re.escape(doc.number_key))
    text, count = pattern.subn(lambda m: f"{m.group(1)}0,{m.group(0)}", doc.text, count=1)
    assert count == 1, doc
    return text


def _duplicate_top(doc: Document) -> str:
    """The top-level object with its first key written twice (same value both times)."""
    obj = json.loads(doc.text)
    key = sorted(obj)[0]
    return "{" + json.dumps(key) + ":" + json.dumps(obj[key]) + "," + doc.text[1:]


def _not_utf8(doc: Document) -> bytes:
    data = doc.text.encode("ascii")
    assert b"apples" in data
    return data.replace(b"apples", b"appl\xe9s", 1)


class Corruption(NamedTuple):
    """A way to break a file, and what the strict reader must say about it."""

    make: Callable[[Document], str | bytes]
    kind: str
    """``JSONError.kind``."""
    detail: Callable[[Document], str]
    """A substring of the message."""
    located: bool
    """Whether the message carries ``line L column C``."""


CORRUPTIONS: dict[str, Corruption] = {
    "duplicate_key_nested": Corruption(
        _duplicate_nested, "duplicate_key", lambda d: f"duplicate key {d.number_key!r}", True
    ),
    "duplicate_key_top": Corruption(
        _duplicate_top,
        "duplicate_key",
        lambda d: f"duplicate key {sorted(json.loads(d.text))[0]!r}",
        True,
    ),
    "nan": Corruption(
        lambda d: _replace_number(d, "NaN"), "non_finite", lambda d: "NaN is not a finite", True
    ),
    "infinity": Corruption(
        lambda d: _replace_number(d, "Infinity"),
        "non_finite",
        lambda d: "Infinity is not a finite",
        True,
    ),
    "minus_infinity": Corruption(
        lambda d: _replace_number(d, "-Infinity"),
        "non_finite",
        lambda d: "-Infinity is not a finite",
        True,
    ),
    "overflow": Corruption(
        lambda d: _replace_number(d, "1e400"),
        "non_finite",
        lambda d: "1e400 is beyond the range of a double",
        True,
    ),
    "long_integer": Corruption(
        lambda d: _replace_number(d, "1" * 5000),
        "number_too_long",
        lambda d: "too long to read (5000 digits)",
        True,
    ),
    "trailing_garbage": Corruption(lambda d: d.text + " x", "syntax", lambda d: "Extra data", True),
    "trailing_object": Corruption(lambda d: d.text + "{}", "syntax", lambda d: "Extra data", True),
    "deep_nesting": Corruption(
        lambda d: _replace_number(d, "[" * 100 + "]" * 100),
        "too_deep",
        lambda d: "nested deeper than 64 levels",
        False,
    ),
    "very_deep_nesting": Corruption(
        lambda d: _replace_number(d, "[" * 100_000 + "]" * 100_000),
        "too_deep",
        lambda d: "nested deeper than 64 levels",
        False,
    ),
    "invalid_utf8": Corruption(_not_utf8, "encoding", lambda d: "not UTF-8 (byte 0xe9)", True),
}
CASES = [pytest.param(name, id=name) for name in CORRUPTIONS]
LOCATION = re.compile(r"line \d+ column \d+: ")


def _corrupt(doc: Document, name: str) -> tuple[bytes, Corruption]:
    corruption = CORRUPTIONS[name]
    data = corruption.make(doc)
    raw = data if isinstance(data, bytes) else data.encode("utf-8")
    assert raw != doc.text.encode("ascii")
    return raw, corruption


def _as_inputs(raw: bytes) -> list[bytes | str]:
    """The corrupted file as bytes, and as text when it is text."""
    try:
        return [raw, raw.decode("utf-8")]
    except UnicodeDecodeError:
        return [raw]


def test_the_documents_are_read_back_as_they_are() -> None:
    """The uncorrupted files read (so every refusal below is the corruption's doing)."""
    assert SolutionTrace.from_bytes(DOCUMENTS["v1_trace"].text) == solve(V1_GRAPH)
    assert QuantityTrace.from_bytes(DOCUMENTS["quantity_trace"].text.encode()) == (
        solve_quantities(QUANTITY_GRAPH)
    )
    assert graph_from_dict(loads(DOCUMENTS["v1_graph"].text)) == V1_GRAPH
    assert quantity_graph_from_dict(loads(DOCUMENTS["quantity_graph"].text)) == QUANTITY_GRAPH
    for doc in DOCUMENTS.values():
        for name in CORRUPTIONS:
            with pytest.raises(JSONError):
                loads(_corrupt(doc, name)[0])


# ------------------------------------------------------------------- the trace readers
TRACE_READERS: dict[str, Callable[[bytes | str], object]] = {
    "v1_trace": SolutionTrace.from_bytes,
    "quantity_trace": QuantityTrace.from_bytes,
}


@pytest.mark.parametrize("document", list(TRACE_READERS))
@pytest.mark.parametrize("name", CASES)
def test_trace_reader_refuses_with_a_trace_error(document: str, name: str) -> None:
    doc = DOCUMENTS[document]
    raw, corruption = _corrupt(doc, name)
    with pytest.raises(JSONError) as strict:
        loads(raw)
    json_error = strict.value
    assert json_error.kind == corruption.kind
    for data in _as_inputs(raw):
        with pytest.raises(TraceError) as info:
            TRACE_READERS[document](data)
        error = info.value
        assert type(error) is TraceError
        assert error.reason == "malformed_trace"
        assert error.path == ""
        message = str(error)
        # the strict reader's own message, located where it has a place
        assert message == f"not valid JSON: {json_error}"
        assert corruption.detail(doc) in message
        assert bool(LOCATION.search(message)) is corruption.located, message


@pytest.mark.parametrize("document", list(TRACE_READERS))
def test_a_duplicate_answer_is_never_read_as_the_last_one(document: str) -> None:
    """The lenient reading keeps the second copy; the strict one refuses the file."""
    doc = DOCUMENTS[document]
    text = _duplicate_nested(doc)
    assert json.loads(text) == json.loads(doc.text)  # json.loads would hide the tampering
    with pytest.raises(TraceError, match="duplicate key"):
        TRACE_READERS[document](text)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_trace_objects_with_non_finite_values_name_the_field(literal: str) -> None:
    """What a lenient parser hands ``from_json`` is still refused, by field."""
    v1 = json.loads(_replace_number(DOCUMENTS["v1_trace"], literal))
    with pytest.raises(TraceError) as info:
        SolutionTrace.from_json(v1)
    assert info.value.path == "answer_value"
    quantity = json.loads(_replace_number(DOCUMENTS["quantity_trace"], literal))
    with pytest.raises(TraceError) as info:
        QuantityTrace.from_json(quantity)
    assert info.value.path == "answer.value"


# ------------------------------------------------------------------- the graph readers
@pytest.mark.parametrize("document", ["v1_graph", "quantity_graph"])
@pytest.mark.parametrize("name", CASES)
def test_graph_text_is_refused_by_the_strict_reader(document: str, name: str) -> None:
    """Both graph readers take parsed JSON; graph text goes through ``strict_json``."""
    doc = DOCUMENTS[document]
    raw, corruption = _corrupt(doc, name)
    for data in _as_inputs(raw):
        with pytest.raises(JSONError) as info:
            loads(data)
        error = info.value
        assert error.kind == corruption.kind
        assert error.reason == ("input_unreadable" if name == "invalid_utf8" else "invalid_json")
        assert corruption.detail(doc) in str(error)
        assert bool(LOCATION.match(str(error))) is corruption.located


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_graph_objects_with_non_finite_values_name_the_field(literal: str) -> None:
    """Both graph readers refuse a non-finite value a lenient parser would hand them."""
    v1 = json.loads(_replace_number(DOCUMENTS["v1_graph"], literal))
    with pytest.raises(MathGraphError) as v1_info:
        graph_from_dict(v1)
    assert v1_info.value.reason == "invalid_graph"
    assert "must be finite" in str(v1_info.value)
    quantity = json.loads(_replace_number(DOCUMENTS["quantity_graph"], literal))
    with pytest.raises(QuantityGraphError) as q_info:
        quantity_graph_from_dict(quantity)
    assert (q_info.value.reason, q_info.value.path) == ("invalid_graph", "quantities[0].value")
    assert "must be finite" in str(q_info.value)


# ------------------------------------------------------------------- the CLI
def _cli_reason(name: str) -> str:
    return "input_unreadable" if name == "invalid_utf8" else "invalid_json"


def _cli_prefix(path: Path, name: str) -> str:
    return f"{path}: {'not UTF-8' if name == 'invalid_utf8' else 'not valid JSON'}: "


def _no_traceback(result: Any) -> None:
    assert "Traceback" not in result.stderr, result.stderr


@pytest.mark.parametrize("document", ["v1_graph", "quantity_graph"])
@pytest.mark.parametrize("name", CASES)
def test_cli_solve_refuses_a_corrupted_graph_file(tmp_path: Path, document: str, name: str) -> None:
    doc = DOCUMENTS[document]
    raw, corruption = _corrupt(doc, name)
    path = tmp_path / "graph.json"
    path.write_bytes(raw)
    result = run_cli(tmp_path, "solve", "--graph", path)
    _no_traceback(result)
    message = refused(result, _cli_reason(name))
    assert message.startswith(_cli_prefix(path, name))
    assert corruption.detail(doc) in message
    assert bool(LOCATION.search(message)) is corruption.located, message


@pytest.mark.parametrize(
    ("document", "graph_document"), [("v1_trace", "v1_graph"), ("quantity_trace", "quantity_graph")]
)
@pytest.mark.parametrize("name", CASES)
def test_cli_verify_refuses_a_corrupted_trace_file(
    tmp_path: Path, document: str, graph_document: str, name: str
) -> None:
    doc = DOCUMENTS[document]
    raw, corruption = _corrupt(doc, name)
    graph_path = tmp_path / "graph.json"
    graph_path.write_text(DOCUMENTS[graph_document].text, encoding="ascii")
    trace_path = tmp_path / "trace.json"
    trace_path.write_bytes(raw)
    result = run_cli(tmp_path, "verify", "--graph", graph_path, "--trace", trace_path)
    _no_traceback(result)
    message = refused(result, _cli_reason(name))
    assert message.startswith(_cli_prefix(trace_path, name))
    assert corruption.detail(doc) in message
    assert bool(LOCATION.search(message)) is corruption.located, message


@pytest.mark.parametrize(
    ("document", "graph_document"), [("v1_trace", "v1_graph"), ("quantity_trace", "quantity_graph")]
)
@pytest.mark.parametrize("name", ["duplicate_key_top", "nan", "invalid_utf8"])
def test_cli_verify_refuses_a_corrupted_graph_file(
    tmp_path: Path, document: str, graph_document: str, name: str
) -> None:
    raw, corruption = _corrupt(DOCUMENTS[graph_document], name)
    graph_path = tmp_path / "graph.json"
    graph_path.write_bytes(raw)
    trace_path = tmp_path / "trace.json"
    trace_path.write_text(DOCUMENTS[document].text, encoding="ascii")
    result = run_cli(tmp_path, "verify", "--graph", graph_path, "--trace", trace_path)
    _no_traceback(result)
    message = refused(result, _cli_reason(name))
    assert message.startswith(_cli_prefix(graph_path, name))
    assert corruption.detail(DOCUMENTS[graph_document]) in message


@pytest.mark.parametrize("document", ["v1_trace", "quantity_trace"])
def test_cli_json_refusal_of_a_duplicate_key(tmp_path: Path, document: str) -> None:
    doc = DOCUMENTS[document]
    graph_doc = DOCUMENTS["v1_graph" if document == "v1_trace" else "quantity_graph"]
    graph_path = tmp_path / "graph.json"
    graph_path.write_text(graph_doc.text, encoding="ascii")
    trace_path = tmp_path / "trace.json"
    trace_path.write_text(_duplicate_nested(doc), encoding="ascii")
    good = tmp_path / "good.json"
    good.write_text(doc.text, encoding="ascii")
    ok = run_cli(tmp_path, "verify", "--graph", graph_path, "--trace", good)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    result = run_cli(tmp_path, "verify", "--graph", graph_path, "--trace", trace_path, "--json")
    _no_traceback(result)
    assert result.returncode == 2
    report = json.loads(result.stdout)
    assert report["reason"] == "invalid_json"
    assert f"duplicate key {doc.number_key!r}" in report["message"]


# ------------------------------------------------------------------- reason types
def _calls(module: ModuleType) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(ast.parse(inspect.getsource(module)))
        if isinstance(node, ast.Call)
    ]


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _strings(arg: ast.expr) -> set[str] | None:
    """The strings an argument can be when it is written out (a conditional gives two)."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return {arg.value}
    if isinstance(arg, ast.IfExp):
        body, orelse = _strings(arg.body), _strings(arg.orelse)
        if body is not None and orelse is not None:
            return body | orelse
    return None


def _reasons(module: ModuleType, callees: dict[str, int]) -> tuple[set[str], set[str]]:
    """String reasons passed to the ``callees`` (name -> argument position), and the others.

    Returns (the constant reasons, the source of every non-constant reason argument).
    """
    constants: set[str] = set()
    dynamic: set[str] = set()
    for call in _calls(module):
        position = callees.get(_callee(call))
        if position is None or len(call.args) <= position:
            continue
        arg = call.args[position]
        strings = _strings(arg)
        if strings is not None:
            constants |= strings
        elif not (isinstance(arg, ast.Constant) and arg.value is None):
            dynamic.add(ast.unparse(arg))
    return constants, dynamic


def test_quantity_solver_reasons_are_members_of_its_literal() -> None:
    members = set(get_args(QuantitySolveReason))
    assert QuantityReason is QuantitySolveReason
    assert set(QUANTITY_REASONS) == members
    constants, dynamic = _reasons(quantity_solver, {"_refuse": 0, "SolveError": 0})
    assert constants, "no reason found: the scan is broken"
    assert constants <= members, constants - members
    # the only reasons not written out: _refuse's own parameter, and a ConversionError's
    assert dynamic == {"reason", "exc.reason"}
    conversion = set(get_args(ConversionReason))
    unit_constants, unit_dynamic = _reasons(units, {"ConversionError": 0})
    assert unit_constants == conversion and not unit_dynamic
    assert conversion <= members
    # and every member is one the solver can raise
    assert constants | conversion == members


def test_quantity_verifier_reasons_are_members_of_its_literal() -> None:
    members = set(get_args(QuantityVerdictReason))
    constants, dynamic = _reasons(quantity_verifier, {"_MismatchError": 0, "Verdict": 1})
    assert constants, "no reason found: the scan is broken"
    assert constants <= members, constants - members
    assert dynamic == {"failure.reason"}
    assert constants == members


def test_v1_reason_sets_are_unchanged_and_cover_what_v1_raises() -> None:
    assert set(SOLVE_REASONS) == set(get_args(SolveReason))
    solve_constants, _ = _reasons(v1_solver, {"SolveError": 0})
    assert solve_constants <= set(get_args(SolveReason)), solve_constants
    assert set(get_args(VerdictReason)) == {
        "graph_hash_mismatch",
        "pack_mismatch",
        "pack_unavailable",
        "step_count_mismatch",
        "step_mismatch",
        "lemma_unresolved",
        "replay_refused",
        "answer_mismatch",
    }
    verdict_constants, _ = _reasons(v1_verifier, {"_MismatchError": 0, "Verdict": 1})
    assert verdict_constants <= set(get_args(VerdictReason)), verdict_constants


@pytest.mark.parametrize("module", [quantity_solver, quantity_verifier])
def test_no_reason_is_cast(module: ModuleType) -> None:
    for call in _calls(module):
        if _callee(call) == "cast":
            assert "reason" not in ast.unparse(call), ast.unparse(call)
