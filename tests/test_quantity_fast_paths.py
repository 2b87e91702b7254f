"""The quantity path's fast paths agree with the slow paths they stand in for.

Each shortcut taken for speed has a reference it must match exactly:

- ``QuantityGraph``'s inline checks (memoized units, ids cleared by string
  methods, relations checked without path strings) against the
  field-by-field checks alone: the same graph, or the same error (reason,
  path, message);
- ``lower``'s graphs, built by construction through the trusted
  constructor, against the checking constructor given the same quantities
  and relations, and the canonical bytes ``lower`` writes as it builds
  against ``_encode`` (what the checking constructor's graphs use) and
  ``json.dumps``, past the 64 ids and step labels it formats once, and its
  memo of v1 decimals against the graph's own checks of each; its graphs
  hold plain field tuples until a quantity is read by name, and start
  values for the solver: solved as they are, they give the trace (bytes,
  so the graph hash too) or the refusal the checking constructor's graph
  gives;
- the trace's f-string encoder against the field-by-field ``json.dumps``
  encoder it falls back on, for solver traces and odd hand-built ones, also
  written one after another in any order (the packs it last wrote are kept),
  and the solver's last trace, written with its ids between quotes, against
  both;
- the solver's inline sum of three or more known parts against
  ``_solve_sum``, the general case it stands in for;
- the solver's source-order sweep, which ends at the first relation with two
  unknowns, against a plain implementation of the documented order (the
  first relation in source order with exactly one unknown, repeatedly).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from quantity_support import qty, rel
from test_solver_properties import graph_dicts

import generate.math_lowering as lowering_module
import generate.math_quantity_graph as graph_module
import generate.math_quantity_solver as solver_module
import generate.math_quantity_trace as trace_module
from generate._exact import to_edge, to_exact
from generate.math_lowering import lower
from generate.math_problem_graph import MathGraphError, graph_from_dict
from generate.math_quantity_graph import Quantity, QuantityGraph, QuantityGraphError, Relation
from generate.math_quantity_solver import solve_quantities
from generate.math_quantity_trace import (
    Answer,
    Input,
    QuantityTrace,
    Step,
    SystemStep,
    _general_bytes,
)
from generate.math_solver import SolveError

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DATA = Path(__file__).resolve().parent / "data"


def _ground_truth() -> list[dict[str, Any]]:
    graphs = []
    for path in sorted(DATA.glob("*/cases.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                if case.get("ground_truth_graph") is not None:
                    graphs.append(case["ground_truth_graph"])
    return graphs


GROUND_TRUTH = _ground_truth()


# ------------------------------------------------------------------ the graph constructor


class _NeverRemembered(dict[str, Any]):
    """A unit memo that remembers nothing, so every unit takes the field-by-field path."""

    def get(self, key: object, default: object = None) -> Any:
        return default

    def __setitem__(self, key: str, value: Any) -> None:
        pass


@contextlib.contextmanager
def _slow_checks() -> Iterator[None]:
    """The constructor with its inline checks off: what is left is the reference."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(graph_module, "_UNITS", _NeverRemembered())
        patch.setattr(graph_module, "_fast_relation", lambda *args: False)
        patch.setattr(graph_module, "_id_ok", lambda v: graph_module._ID.fullmatch(v) is not None)
        patch.setattr(
            graph_module,
            "_text_ok",
            lambda v: (
                type(v) is str
                and 0 < len(v) <= 200
                and v == v.strip()
                and graph_module._CONTROL.search(v) is None
            ),
        )
        yield


def _outcome(build: Callable[[], QuantityGraph]) -> tuple[Any, ...]:
    try:
        graph = build()
    except QuantityGraphError as error:
        return ("error", error.reason, error.path, str(error))
    # the flag the constructor sets while checking, which spares the solver a scan
    assert graph._converts == any(r.role == "convert" for r in graph.relations)
    return (
        "graph",
        graph.quantities,
        tuple(tuple(r) for r in graph.relations),
        graph.target,
        dict(graph._ids),
        graph.canonical_bytes(),
    )


BAD_IDS = st.sampled_from(["1q", "", "q 1", "é", 7, "x" * 65, "r0"])
GOOD_UNITS = ["apples", "apple", "1", "boxes", "crayons/box", "crayons/boxes", "fluid ounces"]
BAD_UNITS = st.sampled_from(
    ["box/boxes", "Apples", "a/b/c", "a  b", "é", '"q"', "x\\y", "", 1, None, "x" * 201]
)
GOOD_TEXTS = st.sampled_from([None, "Ann", "Zoë", "after step 1", 'say "hi"', "back\\slash"])
BAD_TEXTS = st.sampled_from([" Ann", "", "a\x01", "x" * 201, 5, "line\u2028break"])
GOOD_VALUES = st.sampled_from([None, None, 0, 3, -7, 2.5, 0.1, Fraction(5, 4), Fraction(6, 2)])
BAD_VALUES = st.sampled_from([10**400, float("inf"), True, Fraction(1, 3), "3", 1e-320])
KIND_ROLES = [
    ("sum", "change"),
    ("sum", "combine"),
    ("difference", "compare"),
    ("product", "scale"),
    ("quotient", "share"),
    ("product", "groups"),
]
BAD_KIND_ROLES = st.sampled_from(
    [("power", "scale"), (3, "scale"), ("sum", "scale"), ("product", "nope"), ("sum", 4)]
)


def _or_bad(draw: st.DrawFn, good: Any, bad: st.SearchStrategy[Any]) -> Any:
    """``good`` mostly, now and then a value the constructor must refuse."""
    return draw(bad) if draw(st.integers(0, 39)) == 0 else good


@st.composite
def graph_inputs(draw: st.DrawFn) -> tuple[list[Any], list[Any], Any]:
    """Quantities, relations and a target as a caller might pass them: mostly valid (so the
    inline checks accept and build), with a field now and then that one of them refuses."""
    count = draw(st.integers(1, 6))
    pure = draw(st.booleans())  # all of unit 1: every relation balances
    quantities: list[Any] = []
    for i in range(count):
        if draw(st.integers(0, 40)) == 0:
            quantities.append((f"q{i}", "apples", None, None, 1))  # not a Quantity
            continue
        quantities.append(
            Quantity(
                _or_bad(draw, f"q{i}", BAD_IDS),
                _or_bad(draw, "1" if pure else draw(st.sampled_from(GOOD_UNITS)), BAD_UNITS),
                _or_bad(draw, draw(GOOD_TEXTS), BAD_TEXTS),
                _or_bad(draw, draw(GOOD_TEXTS), BAD_TEXTS),
                _or_bad(draw, draw(GOOD_VALUES), BAD_VALUES),
            )
        )
    ids = [f"q{i}" for i in range(count)]
    relations: list[Any] = []
    for k in range(draw(st.integers(0, 4))):
        kind, role = _or_bad(draw, draw(st.sampled_from(KIND_ROLES)), BAD_KIND_ROLES)
        size = min(count, draw(st.integers(3, 4)) if kind == "sum" else 3)
        members = draw(st.lists(st.sampled_from(ids), min_size=size, max_size=size, unique=True))
        if draw(st.integers(0, 39)) == 0:
            members.append(draw(st.sampled_from([*ids, "q9"])))  # a repeat or a missing id
        operands = members[1:]
        shaped = operands if draw(st.integers(0, 39)) == 0 else tuple(operands)
        relations.append(Relation(_or_bad(draw, f"r{k}", BAD_IDS), kind, members[0], shaped, role))
    return quantities, relations, _or_bad(draw, draw(st.sampled_from(ids)), BAD_IDS)


@SETTINGS
@given(graph_inputs())
def test_inline_graph_checks_agree_with_the_field_by_field_checks(
    inputs: tuple[list[Any], list[Any], Any],
) -> None:
    quantities, relations, target = inputs
    fast = _outcome(lambda: QuantityGraph(quantities, relations, target))
    with _slow_checks():
        slow = _outcome(lambda: QuantityGraph(quantities, relations, target))
    assert fast == slow


@SETTINGS
@given(graph_inputs())
def test_the_unit_memo_never_changes_an_outcome(inputs: tuple[list[Any], list[Any], Any]) -> None:
    quantities, relations, target = inputs
    first = _outcome(lambda: QuantityGraph(quantities, relations, target))
    again = _outcome(lambda: QuantityGraph(quantities, relations, target))  # memo warm now
    assert first == again


# ------------------------------------------------------------------ lowering

ODD_NAMES = ["Sam", "Zoë", 'Al "Bo"', "back\\slash", "Ann Lee", "A\tB", "Ann  Lee", "S" * 201]
ODD_UNITS = ["apples", "crayons/boxes", "model planes", "fluid ounces", "é", "a/b/c", "x" * 201]


@st.composite
def odd_v1_graphs(draw: st.DrawFn) -> dict[str, Any]:
    """``graph_dicts`` with entities and units renamed to names either schema may refuse."""
    data = draw(graph_dicts(wide=draw(st.booleans())))
    names = {e: draw(st.sampled_from(ODD_NAMES)) for e in data["entities"]}
    assume(len(set(names.values())) == len(names))
    units: dict[str, str] = {}

    def unit(u: str) -> str:
        if u not in units:
            units[u] = draw(st.sampled_from(ODD_UNITS)) if draw(st.booleans()) else u
        return units[u]

    data["entities"] = [names[e] for e in data["entities"]]
    for item in data["initial_state"]:
        item["entity"] = names[item["entity"]]
        item["quantity"]["unit"] = unit(item["quantity"]["unit"])
    for op in data["operations"]:
        op["actor"] = names[op["actor"]]
        if op.get("target") is not None:
            op["target"] = names[op["target"]]
        op["operand"]["unit"] = unit(op["operand"]["unit"])
    if data["unknown"]["entity"] is not None:
        data["unknown"]["entity"] = names[data["unknown"]["entity"]]
    data["unknown"]["unit"] = unit(data["unknown"]["unit"])
    return data


def _assert_lowered_as_checked(data: dict[str, Any], written: bool = False) -> None:
    """``written``: the graph's names and values are all quantity-graph ones, so ``lower``
    must have built it by construction and written its bytes."""
    try:
        v1 = graph_from_dict(data)
    except MathGraphError:
        return
    try:
        lowered = lower(v1)
    except (SolveError, QuantityGraphError):
        return
    # Solved before anything reads a quantity by name: the solver reads the plain rows the
    # trusted constructor was given, by position, and leaves them rows. (A graph with a v1
    # name the quantity graph refuses, held by nobody, is the checking constructor's.)
    trusted = lowered._rows
    assert trusted or not written
    if trusted:
        assert all(type(q) is tuple for q in (*lowered._qs, *lowered._rs))
        assert lowered._start == {q[0]: q[4] for q in lowered._qs}
    solved = _solve_outcome(lowered)
    assert lowered._rows == trusted
    if lowered.quantities:
        assert (
            lowered.quantity(lowered.target) == lowered.quantities[lowered.position(lowered.target)]
        )
    checked = QuantityGraph(list(lowered.quantities), list(lowered.relations), lowered.target)
    assert not lowered._rows
    assert lowered.quantities == checked.quantities
    assert all(type(q) is Quantity for q in lowered.quantities)
    assert all(type(r) is Relation and type(r.operands) is tuple for r in lowered.relations)
    assert lowered.relations == checked.relations
    assert lowered.target == checked.target
    assert dict(lowered._ids) == dict(checked._ids)
    assert lowered._bytes is not None or not written  # written by lower as it built it
    assert not lowered._converts and not checked._converts
    assert checked._bytes is None  # so this one is _encode's
    assert lowered.canonical_bytes() == checked.canonical_bytes()
    assert lowered.canonical_bytes() == (
        json.dumps(lowered.as_json(), sort_keys=True, separators=(",", ":")).encode()
    )
    assert lowered.canonical_hash() == checked.canonical_hash()
    assert _solve_outcome(checked) == solved  # the same trace bytes, or the same refusal
    assert checked._start is None  # the solver reads a checked graph's values from it
    if trusted:
        assert _typed(lowered._start) == _typed({q.id: q.value for q in checked.quantities})


def _solve_outcome(graph: QuantityGraph) -> tuple[Any, ...]:
    """The trace's bytes, or the refusal; each trace's own bytes against the reference
    encoder's, as the solver's last trace (written with its ids between quotes), written
    again and as a copy (the general writer, both)."""
    try:
        trace = solve_quantities(graph)
    except SolveError as error:
        return ("refused", error.reason, str(error), error.step_index)
    assert trace_module._SOLVED[0] is trace
    written = trace.canonical_bytes()
    assert trace_module._SOLVED[0] is None  # the first write drops the mark
    assert written == _general_bytes(trace)
    assert trace.canonical_bytes() == written  # a second write: the general writer
    copy = QuantityTrace(*trace)
    assert copy.canonical_bytes() == written
    return ("trace", written)


def _typed(values: dict[str, Any] | None) -> list[tuple[str, type, Any]]:
    assert values is not None
    return [(k, type(v), v) for k, v in values.items()]


@SETTINGS
@given(odd_v1_graphs())
def test_lowered_graphs_are_what_the_checking_constructor_builds(data: dict[str, Any]) -> None:
    _assert_lowered_as_checked(data)


@pytest.mark.parametrize("data", GROUND_TRUTH, ids=lambda d: str(len(d["operations"])))
def test_ground_truth_graphs_lower_as_the_checking_constructor_builds(
    data: dict[str, Any],
) -> None:
    _assert_lowered_as_checked(data, written=True)


@st.composite
def long_v1_graphs(draw: st.DrawFn) -> dict[str, Any]:
    """Graphs of 60 to 80 operations (every kind, names and units that need escaping), so
    their quantities, relations and step labels run past the tables ``lower`` formats once."""
    names = ["Ann", 'Al "Bo"', "Zoë"]
    units = ["apples", "crayons/boxes", "back\\slash"]
    kinds = ["add", "subtract", "multiply", "divide", "transfer"]
    operations = []
    for _ in range(draw(st.integers(60, 80))):
        kind = draw(st.sampled_from(kinds))
        actor = draw(st.sampled_from(names))
        value = draw(st.sampled_from([1, 2, 0.5, 3]))
        op: dict[str, Any] = {
            "actor": actor,
            "kind": kind,
            "operand": {"unit": draw(st.sampled_from(units)), "value": value},
        }
        if kind == "transfer":
            op["target"] = draw(st.sampled_from([n for n in names if n != actor]))
        operations.append(op)
    return {
        "entities": names,
        "initial_state": [
            {"entity": n, "quantity": {"unit": u, "value": 1000}} for n in names for u in units
        ],
        "operations": operations,
        "unknown": {"entity": draw(st.sampled_from([None, *names])), "unit": units[0]},
    }


@settings(SETTINGS, max_examples=50)
@given(long_v1_graphs())
def test_long_lowered_graphs_are_what_the_checking_constructor_builds(
    data: dict[str, Any],
) -> None:
    _assert_lowered_as_checked(data, written=True)


@SETTINGS
@given(st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([0.5, -0.0, 2.25]))
def test_the_decimal_memo_gives_what_the_graphs_own_checks_give(value: float) -> None:
    exact = to_exact(value)
    expected: tuple[Any, str]
    try:
        held = graph_module._exact_value(exact, "")
    except QuantityGraphError:
        expected = (exact, "")
    else:
        expected = (held, graph_module._edge_text(held))
    lowering_module._DECIMALS.pop(value, None)
    cold = lowering_module._decimal(value)
    warm = lowering_module._decimal(value)
    assert cold == warm == expected
    assert type(cold[0]) is type(expected[0])
    # and as the canonical JSON writes the value the checking constructor holds
    checked = QuantityGraph([Quantity("q1", "apples", None, None, value)], [], "q1")
    assert cold[1] == "" or f'"value":{cold[1]}}}' in checked.canonical_bytes().decode()


@SETTINGS
@given(odd_v1_graphs())
def test_a_refused_name_raises_the_checking_constructors_error(data: dict[str, Any]) -> None:
    try:
        v1 = graph_from_dict(data)
    except MathGraphError:
        return
    try:
        lower(v1)
    except QuantityGraphError as error:
        # the error is the checking constructor's, so it names a field that exists
        assert error.path.startswith("quantities[")
        assert error.reason == "invalid_graph"
    except SolveError:
        pass


# ------------------------------------------------------------------ trace bytes


def _bytes_outcome(encode: Callable[[], bytes]) -> tuple[str, Any]:
    try:
        return ("bytes", encode())
    except Exception as error:  # the two encoders must fail alike
        return ("error", type(error).__name__)


@pytest.mark.parametrize("data", GROUND_TRUTH[:60], ids=lambda d: str(len(d["operations"])))
def test_solver_traces_encode_as_the_reference_encoder(data: dict[str, Any]) -> None:
    try:
        trace = solve_quantities(lower(graph_from_dict(data)))
    except (MathGraphError, SolveError, QuantityGraphError):
        return
    assert trace.canonical_bytes() == _general_bytes(trace)


STEP = Step(0, "r1", "q3", "en_arithmetic_v1:add", (Input("q1", 1), Input("q2", 2.5)), 3.5, "u")
TRACE = QuantityTrace(
    "h" * 64,
    (("en_arithmetic_v1", "c" * 64),),
    (),
    (STEP,),
    Answer("q3", 3.5, "u"),
)
ODD_TRACES = [
    TRACE,
    TRACE._replace(steps=(STEP._replace(step_index=True),)),
    TRACE._replace(steps=(STEP._replace(step_index=2.0),)),
    TRACE._replace(steps=(STEP._replace(step_index="0"),)),
    TRACE._replace(steps=(STEP._replace(unit=None),)),
    TRACE._replace(steps=(STEP._replace(lemma_id=5),)),
    TRACE._replace(steps=(STEP._replace(inputs=(("q1", 1), ("q2", 2))),)),
    TRACE._replace(steps=(STEP._replace(inputs=(Input("q1", 1),)),)),
    TRACE._replace(steps=(STEP._replace(inputs=()),)),
    TRACE._replace(steps=(STEP._replace(relation='r"1\\é'),)),
    TRACE._replace(steps=(STEP, STEP._replace(step_index=1))),
    TRACE._replace(
        steps=(SystemStep(0, ("r1", "r2"), ("a", "b"), ("x",), (), (1, 2.5), ("u", "v")),)
    ),
    TRACE._replace(packs=()),
    TRACE._replace(packs=(("a", "b"), ("c", "d"))),
    TRACE._replace(packs=[("a", "b")]),  # type: ignore[arg-type]
    TRACE._replace(packs=(("a", 1),)),  # type: ignore[arg-type]
    TRACE._replace(conversions=(("q7", ("e1", "e2")),)),  # type: ignore[arg-type]
    TRACE._replace(answer=("q3", 1, "u")),  # type: ignore[arg-type]
    TRACE._replace(answer=Answer("q3", 1, None)),  # type: ignore[arg-type]
    TRACE._replace(graph_hash=None),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("trace", ODD_TRACES, ids=range(len(ODD_TRACES)))
def test_odd_hand_built_traces_encode_as_the_reference_encoder(trace: QuantityTrace) -> None:
    assert _bytes_outcome(trace.canonical_bytes) == _bytes_outcome(lambda: _general_bytes(trace))


def _solver_traces() -> list[QuantityTrace]:
    traces = []
    for data in GROUND_TRUTH[:20]:
        with contextlib.suppress(MathGraphError, SolveError, QuantityGraphError):
            traces.append(solve_quantities(lower(graph_from_dict(data))))
    return traces


@SETTINGS
@given(st.lists(st.sampled_from(ODD_TRACES + _solver_traces()), min_size=2, max_size=12))
def test_the_written_packs_never_change_the_bytes(traces: list[QuantityTrace]) -> None:
    """Traces written in any order (one pack tuple after another, equal tuples that are not
    the same object, lists, odd members) write what the reference encoder writes."""
    for trace in traces:
        copied = trace._replace(packs=tuple(tuple(p) for p in trace.packs))
        for each in (trace, copied, trace):
            assert _bytes_outcome(each.canonical_bytes) == _bytes_outcome(
                lambda each=each: _general_bytes(each)
            )


# ------------------------------------------------------------------ a whole from known parts


PARTS = st.lists(
    st.integers(-(10**30), 10**30) | st.sampled_from([0.5, 2.25, -0.125, 0.001, 3.75, 1e300]),
    min_size=3,
    max_size=7,
)


@SETTINGS
@given(PARTS, st.booleans())
def test_a_whole_from_known_parts_is_what_solve_sum_gives(parts: list[Any], late: bool) -> None:
    """The solver adds a sum of three or more known parts inline; ``_solve_sum``, the general
    case, is the reference: the same inputs, value and lemma, or the same refusal."""
    qs = [Quantity(f"p{i}", "apples", None, None, v) for i, v in enumerate(parts)]
    whole = Quantity("w", "apples")
    # late: the whole comes first, so the sweep ends and the heap reaches the sum
    quantities = [whole, *qs] if late else [*qs, whole]
    graph = QuantityGraph(
        quantities, [Relation("r1", "sum", "w", tuple(q.id for q in qs), "combine")], "w"
    )
    values = {q.id: q.value for q in graph.quantities}
    concept, names, value = solver_module._solve_sum(graph.relations[0], "w", values)
    try:
        expected: tuple[Any, ...] = (
            tuple(Input(q, to_edge(values[q])) for q in names),
            to_edge(value),
            solver_module._bind().lemma[concept],
        )
    except ArithmeticError:
        expected = ("refused", "non_finite")
    try:
        (step,) = solve_quantities(graph).steps
    except SolveError as error:
        assert expected == ("refused", error.reason)
        return
    assert type(step) is Step and type(step.inputs) is tuple
    assert all(type(i) is Input for i in step.inputs)
    assert (step.inputs, step.value, step.lemma_id) == expected


# ------------------------------------------------------------------ the solver's order


def _documented_order(graph: QuantityGraph) -> list[tuple[str, str]]:
    """(relation, solved quantity) of each propagation step, by the definition itself."""
    known = {q.id: q.value is not None for q in graph.quantities}
    used: set[int] = set()
    order: list[tuple[str, str]] = []
    while True:
        ready = [
            k
            for k, r in enumerate(graph.relations)
            if k not in used and sum(not known[q] for q in (r.result, *r.operands)) == 1
        ]
        if not ready:
            return order
        r = graph.relations[ready[0]]
        unknown = next(q for q in (r.result, *r.operands) if not known[q])
        known[unknown] = True
        used.add(ready[0])
        order.append((r.id, unknown))


@st.composite
def shuffled_graphs(draw: st.DrawFn) -> QuantityGraph:
    """Sums and differences of pure numbers, each bringing in one new quantity (so the whole
    graph is determined and nothing contradicts), listed in any order, with now and then a
    relation of two new quantities that only elimination can solve."""
    given = draw(st.integers(2, 4))
    quantities = [qty(f"q{i}", "1", draw(st.integers(-5, 5)), label=f"q{i}") for i in range(given)]
    relations = []
    for k in range(draw(st.integers(1, 9))):
        old = [q.id for q in quantities]
        fresh = [f"q{len(quantities) + j}" for j in range(1 + (draw(st.integers(0, 9)) == 0))]
        quantities += [qty(q, "1", None, label=q) for q in fresh]
        members = [*draw(st.lists(st.sampled_from(old), min_size=1, max_size=2, unique=True))]
        members += fresh
        members = draw(st.permutations(members))
        if len(members) == 2:
            members.append(draw(st.sampled_from([q for q in old if q not in members])))
        kind = "sum" if len(members) == 4 else draw(st.sampled_from(["sum", "difference"]))
        role = "combine" if kind == "sum" else "compare"
        relations.append(rel(f"r{k}", kind, members[0], members[1:], role))
    return QuantityGraph(quantities, draw(st.permutations(relations)), quantities[-1].id)


@SETTINGS
@given(shuffled_graphs())
def test_the_sweep_and_the_heap_follow_the_documented_order(graph: QuantityGraph) -> None:
    try:
        trace = solve_quantities(graph)
    except SolveError:
        return
    steps = []
    for step in trace.steps:
        if isinstance(step, SystemStep):
            break
        steps.append((step.relation, step.solves))
    assert steps == _documented_order(graph)


@SETTINGS
@given(shuffled_graphs())
def test_solver_traces_of_any_order_encode_as_the_reference_encoder(graph: QuantityGraph) -> None:
    """Steps of three inputs, linear systems and several steps, written by the solver's
    trace writer, against the reference encoder (``_solve_outcome`` checks it)."""
    _solve_outcome(graph)


WRITTEN_GRAPHS = [
    # a linear system (x and y from s and d, and z with them: one system step), a decimal
    QuantityGraph(
        [
            qty("x", "1"),
            qty("y", "1"),
            qty("s", "1", 10),
            qty("d", "1", 4.5),
            qty("z", "1"),
            qty("k", "1", 3),
        ],
        [
            rel("r1", "sum", "s", ("x", "y"), "combine"),
            rel("r2", "difference", "d", ("x", "y"), "compare"),
            rel("r3", "product", "z", ("y", "k"), "scale"),
        ],
        "z",
    ),
    # a whole of three parts, one a decimal, then a sum of three with an unknown part: two
    # steps of three inputs
    QuantityGraph(
        [
            qty("a", "apples", 2, "Ann"),
            qty("b", "apples", 0.25, "Bo"),
            qty("c", "apples", 7, "Cy"),
            qty("w", "apples", None, None, "in total"),
            qty("e", "apples", None, "Ed"),
            qty("t", "apples", 30, None, "all"),
        ],
        [
            rel("r1", "sum", "w", ("a", "b", "c"), "combine"),
            rel("r2", "sum", "t", ("w", "e", "a"), "combine"),
        ],
        "e",
    ),
]


@pytest.mark.parametrize("graph", WRITTEN_GRAPHS, ids=range(len(WRITTEN_GRAPHS)))
def test_system_and_long_sum_traces_encode_as_the_reference_encoder(graph: QuantityGraph) -> None:
    outcome = _solve_outcome(graph)
    assert outcome[0] == "trace"
    trace = solve_quantities(graph)
    shapes = {(type(step).__name__, len(step.inputs)) for step in trace.steps}
    assert shapes & {("SystemStep", 2), ("SystemStep", 3), ("Step", 3)}
