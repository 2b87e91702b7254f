"""Property tests: random valid graphs against an independent Fraction oracle, and fuzzing.

The oracle below re-implements the ADR-0115/0116 semantics over the graph's JSON
form with plain ``fractions.Fraction`` (no project code), including which
refusal the solver owes and at which step.
"""

from __future__ import annotations

import copy
import json
import math
import sys
import types
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from generate import _canonical as canonical
from generate import _exact as exact_ops
from generate.math_problem_graph import MathGraphError, MathProblemGraph, graph_from_dict
from generate.math_solver import SOLVE_REASONS, SolutionTrace, SolveError, solve
from generate.math_verifier import verify

NAMES = ["Sam", "Ann", "Omar", "Zoë"]
UNITS = ["apples", "dollars", "liters"]
DECIMALS = [0.1, 0.2, 0.25, 0.3, 0.05, 1.5, 2.5, 3.75, 12.75, 5.0, 7.0]
FLOAT_MAX_INT = int(sys.float_info.max)

SETTINGS = settings(
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# ------------------------------------------------------------------ oracle


class _OracleRefusalError(Exception):
    def __init__(self, reason: str, step: int | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.step = step


def _exact(value: int | float) -> Fraction:
    return Fraction(value) if type(value) is int else Fraction(repr(value))


def _edge(value: Fraction, step: int | None) -> int | float:
    """The JSON number for an exact value, or the non_finite refusal."""
    if value.denominator == 1:
        if abs(value.numerator) <= FLOAT_MAX_INT:
            return value.numerator
        raise _OracleRefusalError("non_finite", step)
    try:
        edge = value.numerator / value.denominator
    except OverflowError:
        raise _OracleRefusalError("non_finite", step) from None
    if edge == 0 or math.isinf(edge):
        raise _OracleRefusalError("non_finite", step)
    return edge


def _oracle(data: dict[str, Any]) -> tuple[list[tuple[Any, ...]], int | float]:
    """Per step (before, after, target_before, target_after), and the answer.

    Raises ``_OracleRefusalError`` naming the refusal the solver owes instead.
    """
    state: dict[tuple[str, str], Fraction] = {}
    for item in data["initial_state"]:
        quantity = item["quantity"]
        state[(item["entity"], quantity["unit"])] = _exact(quantity["value"])
    steps: list[tuple[Any, ...]] = []
    for i, op in enumerate(data["operations"]):
        kind = op["kind"]
        unit = op["operand"]["unit"]
        amount = _exact(op["operand"]["value"])
        key = (op["actor"], unit)
        if kind == "add":
            before = state.get(key, Fraction(0))
        elif key not in state:
            raise _OracleRefusalError("unasserted_holding", i)
        else:
            before = state[key]
        target_values: tuple[Any, Any] = (None, None)
        if kind in ("add",):
            after = before + amount
        elif kind == "subtract":
            after = before - amount
        elif kind == "multiply":
            after = before * amount
        elif kind == "divide":
            if amount == 0:
                raise _OracleRefusalError("division_by_zero", i)
            after = before / amount
        else:
            assert kind == "transfer"
            after = before - amount
            target_key = (op["target"], unit)
            target_before = state.get(target_key, Fraction(0))
            state[target_key] = target_before + amount
            target_values = (_edge(target_before, i), _edge(state[target_key], i))
        state[key] = after
        steps.append((_edge(before, i), _edge(after, i), *target_values))
    unknown = data["unknown"]
    if unknown["entity"] is None:
        held = [v for (_, unit), v in state.items() if unit == unknown["unit"]]
        if not held:
            raise _OracleRefusalError("unknown_unresolved", None)
        answer = sum(held, Fraction(0))
    else:
        if (unknown["entity"], unknown["unit"]) not in state:
            raise _OracleRefusalError("unknown_unresolved", None)
        answer = state[(unknown["entity"], unknown["unit"])]
    return steps, _edge(answer, None)


def _same_number(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


# ------------------------------------------------------------------ strategies


def _values(wide: bool) -> st.SearchStrategy[int | float]:
    small = st.one_of(st.integers(-20, 1000), st.sampled_from(DECIMALS))
    if not wide:
        return small
    return st.one_of(
        small,
        st.integers(-FLOAT_MAX_INT, FLOAT_MAX_INT),
        st.floats(allow_nan=False, allow_infinity=False),
        st.sampled_from([1e300, -1e300, 1e-300, 5e-324, sys.float_info.max, FLOAT_MAX_INT]),
    )


def _factors(wide: bool) -> st.SearchStrategy[int | float]:
    small = st.one_of(st.integers(-3, 5), st.sampled_from([0.5, 0.1, 2.5, 1.5, 2.0, 0.0]))
    return st.one_of(small, _values(True)) if wide else small


@st.composite
def graph_dicts(draw: st.DrawFn, wide: bool = False) -> dict[str, Any]:
    entities = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=4, unique=True))
    pairs = draw(
        st.lists(
            st.tuples(st.sampled_from(entities), st.sampled_from(UNITS)), unique=True, max_size=6
        )
    )
    initial = [
        {"entity": e, "quantity": {"unit": u, "value": draw(_values(wide))}} for e, u in pairs
    ]
    # Mostly act on holdings that exist, so most graphs solve and run deep; now
    # and then pick any (actor, unit) so the refusals are exercised too.
    held = set(pairs)
    operations = []
    for _ in range(draw(st.integers(0, 8))):
        if held and draw(st.integers(0, 9)) < 9:
            actor, unit = draw(st.sampled_from(sorted(held)))
        else:
            actor, unit = draw(st.sampled_from(entities)), draw(st.sampled_from(UNITS))
        kinds = ["add", "subtract", "multiply", "divide"]
        if len(entities) > 1:
            kinds.append("transfer")
        kind = draw(st.sampled_from(kinds))
        scaling = kind in ("multiply", "divide")
        value = draw(_factors(wide) if scaling else _values(wide))
        op: dict[str, Any] = {
            "actor": actor,
            "kind": kind,
            "operand": {"unit": unit, "value": value},
        }
        if kind == "add":
            held.add((actor, unit))
        if kind == "transfer":
            op["target"] = draw(st.sampled_from([e for e in entities if e != actor]))
            held.add((op["target"], unit))
        operations.append(op)
    if held and draw(st.integers(0, 9)) < 8:
        entity, unit = draw(st.sampled_from(sorted(held)))
        unknown = {"entity": draw(st.sampled_from([entity, None])), "unit": unit}
    else:
        unknown = {
            "entity": draw(st.sampled_from([*entities, None])),
            "unit": draw(st.sampled_from(UNITS)),
        }
    return {
        "entities": entities,
        "initial_state": initial,
        "operations": operations,
        "unknown": unknown,
    }


def _check_solution(data: dict[str, Any], graph: MathProblemGraph) -> None:
    """Solve; compare with the oracle; check determinism, verification and serialization."""
    try:
        expected_steps, expected_answer = _oracle(data)
        expected_refusal = None
    except _OracleRefusalError as refusal:
        expected_refusal = refusal
    try:
        trace = solve(graph)
    except SolveError as error:
        assert error.reason in SOLVE_REASONS
        assert expected_refusal is not None, (error.reason, str(error))
        assert error.reason == expected_refusal.reason, str(error)
        assert error.step_index == expected_refusal.step, str(error)
        if error.step_index is not None:
            assert f"Step {error.step_index + 1}" in str(error)
        return
    assert expected_refusal is None, f"solver answered, oracle refuses {expected_refusal.reason}"

    assert _same_number(trace.answer_value, expected_answer), (trace.answer_value, expected_answer)
    assert len(trace.steps) == len(expected_steps)
    for step, expected in zip(trace.steps, expected_steps, strict=True):
        recorded = (step.before_value, step.after_value, step.target_before, step.target_after)
        for seen, want in zip(recorded, expected, strict=True):
            assert _same_number(seen, want), (step, expected)
    assert trace.answer_unit == data["unknown"]["unit"]
    assert trace.answer_entity == data["unknown"]["entity"]

    again = solve(graph)
    assert again.canonical_bytes() == trace.canonical_bytes()
    assert again == trace
    rebuilt = solve(graph_from_dict(json.loads(graph.canonical_bytes())))
    assert rebuilt.canonical_bytes() == trace.canonical_bytes()

    verdict = verify(graph, trace)
    assert verdict.ok, verdict

    data_bytes = trace.canonical_bytes()
    assert data_bytes == json.dumps(trace.as_json(), sort_keys=True, separators=(",", ":")).encode()
    read = SolutionTrace.from_bytes(data_bytes)
    assert read == trace
    assert read.canonical_bytes() == data_bytes
    assert verify(graph, read).ok


@SETTINGS
@given(graph_dicts())
def test_valid_graphs_solve_like_the_oracle_or_refuse_alike(data: dict[str, Any]) -> None:
    graph = graph_from_dict(data)
    assert graph.as_json() == data
    assert (
        graph.canonical_bytes()
        == json.dumps(graph.as_json(), sort_keys=True, separators=(",", ":")).encode()
    )
    _check_solution(data, graph)


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(graph_dicts(wide=True))
@example(  # an exact 2**53 + 1/2 leaves the solver as the integral float 9007199254740992.0
    {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": {"unit": "dollars", "value": 0.5}}],
        "operations": [
            {"actor": "Sam", "kind": "add", "operand": {"unit": "dollars", "value": 2**53}}
        ],
        "unknown": {"entity": "Sam", "unit": "dollars"},
    }
)
def test_extreme_values_solve_exactly_or_refuse_typed(data: dict[str, Any]) -> None:
    graph = graph_from_dict(data)
    # integral floats are stored as ints; compare through the stored form
    _check_solution(graph.as_json(), graph)


# ------------------------------------------------------------------ fuzzing graph_from_dict

JSON_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=FLOAT_MAX_INT - 2, max_value=FLOAT_MAX_INT + 2),
    st.floats(),  # NaN and infinities included
    st.text(max_size=6),
    st.sampled_from(["Sam", "apples", "add", "transfer", " Sam", "Apples", ""]),
)
JSON_TREES = st.recursive(
    JSON_LEAVES,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.text(max_size=8), children, max_size=4),
        st.dictionaries(
            st.sampled_from(
                ["entity", "quantity", "unit", "value", "actor", "kind", "operand", "target"]
            ),
            children,
            max_size=5,
        ),
    ),
    max_leaves=25,
)
GRAPH_SHAPED = st.fixed_dictionaries(
    {
        "entities": JSON_TREES,
        "initial_state": JSON_TREES,
        "operations": JSON_TREES,
        "unknown": JSON_TREES,
    }
)


def _load_only_schema_errors(data: Any) -> MathProblemGraph | None:
    snapshot = copy.deepcopy(data)
    try:
        graph = graph_from_dict(data)
    except MathGraphError as error:
        assert isinstance(error.path, str)
        assert error.detail
        return None
    finally:
        assert _equal_json(data, snapshot), "graph_from_dict mutated its input"
    # accepted input says exactly what the graph says
    assert graph.as_json() == data, (graph.as_json(), data)
    return graph


def _equal_json(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_equal_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_equal_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _solve_only_solve_errors(graph: MathProblemGraph) -> None:
    try:
        trace = solve(graph)
    except SolveError as error:
        assert error.reason in SOLVE_REASONS
        return
    assert verify(graph, trace).ok


@SETTINGS
@given(st.one_of(JSON_TREES, GRAPH_SHAPED))
def test_random_json_trees_raise_only_graph_errors(data: Any) -> None:
    graph = _load_only_schema_errors(data)
    if graph is not None:
        _solve_only_solve_errors(graph)


REPLACEMENTS = [
    True,
    False,
    None,
    float("nan"),
    float("inf"),
    -float("inf"),
    10**400,
    FLOAT_MAX_INT + 1,
    FLOAT_MAX_INT,
    [],
    {},
    "",
    " ",
    "x",
    "Apples",
    0,
    1,
    -1,
    2.5,
]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _retyped(value: Any, choice: int) -> Any:
    """The same content in another JSON type (an array as an object or string, ...)."""
    if isinstance(value, list):
        return [{}, "", {str(i): v for i, v in enumerate(value)}][choice]
    if isinstance(value, dict):
        return [[], list(value.values()), list(value)][choice]
    if isinstance(value, str):
        return [[value], {value: value}, value.encode("utf-8").hex() + " "][choice]
    if value is None:
        return [[], {}, "null"][choice]
    as_float = float(value) if type(value) is int and abs(value) < 2**1023 else True
    return [str(value), [value], as_float][choice]


@st.composite
def mutated_graph_dicts(draw: st.DrawFn) -> dict[str, Any]:
    data = copy.deepcopy(draw(graph_dicts()))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        top = [p for p in paths if len(p) == 1]
        path = draw(st.one_of(st.sampled_from(top), st.sampled_from(paths)))
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        last = path[-1]
        current = parent[last]
        action = draw(st.sampled_from(["drop", "add", "replace", "wrap", "stringify", "retype"]))
        if action == "drop":
            del parent[last]
        elif action == "add" and isinstance(current, dict):
            current[draw(st.sampled_from(["extra", "target", "value", "unit", "entity"]))] = draw(
                st.sampled_from([*REPLACEMENTS[:9], "Sam", "Ann"])
            )
        elif action == "wrap":
            parent[last] = draw(st.sampled_from([[current], {"value": current}]))
        elif action == "stringify":
            parent[last] = json.dumps(current)
        elif action == "retype":
            parent[last] = _retyped(current, draw(st.integers(0, 2)))
        else:
            parent[last] = copy.deepcopy(draw(st.sampled_from(REPLACEMENTS)))
    return data


@SETTINGS
@given(mutated_graph_dicts())
@example(  # an empty object where an array belongs
    {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": {"unit": "apples", "value": 5}}],
        "operations": {},
        "unknown": {"entity": "Sam", "unit": "apples"},
    }
)
def test_mutated_graph_dicts_raise_only_graph_errors(data: dict[str, Any]) -> None:
    graph = _load_only_schema_errors(data)
    if graph is not None:
        _solve_only_solve_errors(graph)


# ------------------------------------------------------------------ exact arithmetic

EXACT_VALUES = st.one_of(
    st.integers(-(10**30), 10**30),
    st.builds(
        Fraction,
        st.integers(-(10**30), 10**30),
        st.integers(1, 10**30),
    ),
)


@SETTINGS
@given(EXACT_VALUES, EXACT_VALUES)
def test_exact_arithmetic_equals_fraction(a: Fraction | int, b: Fraction | int) -> None:
    """The solver's fast arithmetic (generate/_exact.py) is Fraction arithmetic, normalized."""
    expected = {"add": Fraction(a) + b, "sub": Fraction(a) - b, "mul": Fraction(a) * b}
    if b != 0:
        expected["div"] = Fraction(a) / b
    for name, want in expected.items():
        got = getattr(exact_ops, name)(a, b)
        if want.denominator == 1:
            assert type(got) is int and got == want.numerator, (name, a, b, got)
        else:
            assert type(got) is Fraction, (name, a, b, got)
            assert (got.numerator, got.denominator) == (want.numerator, want.denominator)
            assert got == want and hash(got) == hash(want) and str(got) == str(want)
            assert exact_ops.to_edge(got) == float(want)


# ------------------------------------------------------------------ the encoder generator

_LEAF = canonical.Shape(
    canonical.Field("label", canonical.NULLABLE_STRING),
    canonical.Field("tags", canonical.STRINGS),
    canonical.Field("value", canonical.NUMBER),
)
_ITEM = canonical.Shape(
    canonical.Field("id", canonical.STRING),
    canonical.Field("leaves", canonical.Items(_LEAF)),
    canonical.Field("note", canonical.STRING, only_if="_note"),
    canonical.Field("extra", canonical.NUMBER, only_if="_extra"),
    canonical.Field("also", canonical.STRINGS, only_if="_extra"),
)
_ROOT = canonical.Shape(
    canonical.Field("items", canonical.Items(_ITEM)),
    canonical.Field("names", canonical.STRINGS),
    canonical.Field("leaf", _LEAF),
    canonical.Field("maybe", canonical.NULLABLE_STRING),
)
_encode_root = canonical.encoder(_ROOT, "encode_root")

_TEXT = st.one_of(st.text(max_size=6), st.sampled_from(['"', "\\", "\x00", "é", "🍎", "a b"]))
_NUMBERS = st.one_of(st.integers(), st.floats(allow_nan=False, allow_infinity=False))
_LISTS = {"max_size": 12}  # past 8 items, arrays take the memoized path


@st.composite
def _leaf_dicts(draw: st.DrawFn) -> dict[str, Any]:
    return {
        "label": draw(st.one_of(st.none(), _TEXT)),
        "tags": draw(st.lists(_TEXT, **_LISTS)),
        "value": draw(_NUMBERS),
    }


@st.composite
def _item_dicts(draw: st.DrawFn) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": draw(_TEXT),
        "leaves": draw(st.lists(_leaf_dicts(), max_size=3)),
    }
    if draw(st.booleans()):
        item["note"] = draw(_TEXT)
    if draw(st.booleans()):
        item["extra"] = draw(_NUMBERS)
        item["also"] = draw(st.lists(_TEXT, max_size=3))
    return item


def _as_object(shape: canonical.Shape, data: dict[str, Any]) -> Any:
    """An object with the private slots the shape reads, from the JSON object it should give."""
    obj = types.SimpleNamespace()
    for f in shape.fields:
        value = data.get(f.key)
        if isinstance(f.kind, canonical.Shape):
            value = _as_object(f.kind, value)
        elif isinstance(f.kind, canonical.Items):
            value = tuple(_as_object(f.kind.shape, item) for item in value)
        elif f.kind == canonical.STRINGS and value is not None:
            value = tuple(value)
        setattr(obj, f.attr, value)
    return obj


@SETTINGS
@given(
    st.fixed_dictionaries(
        {
            "items": st.lists(_item_dicts(), **_LISTS),
            "names": st.lists(_TEXT, **_LISTS),
            "leaf": _leaf_dicts(),
            "maybe": st.one_of(st.none(), _TEXT),
        }
    )
)
def test_generated_encoders_equal_json_dumps(data: dict[str, Any]) -> None:
    obj = _as_object(_ROOT, data)
    assert canonical.as_json(_ROOT, obj) == data
    expected = json.dumps(data, sort_keys=True, separators=(",", ":"))
    assert _encode_root(obj) == expected
