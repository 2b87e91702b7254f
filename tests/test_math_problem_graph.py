"""ADR-0115 graph schema: round-trips, canonical bytes, every rejection, and the dev set."""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import math
import pickle
import re
import sys
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from conftest import DEV_SET

from generate.math_problem_graph import (
    VALID_OPERATION_KINDS,
    InitialPossession,
    MathGraphError,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
)
from generate.math_solver import solve

DEV_LINES = DEV_SET.read_text(encoding="utf-8").splitlines()
DEV_CASES: list[dict[str, Any]] = [json.loads(line) for line in DEV_LINES]
DEV_IDS = [case["id"] for case in DEV_CASES]
CASE_KEYS = {
    "id",
    "problem",
    "expected_answer",
    "expected_unit",
    "ground_truth_graph",
    "patterns",
    "notes",
}
FLOAT_MAX_INT = int(sys.float_info.max)


def _reference_bytes(obj: object) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()


def _base() -> dict[str, Any]:
    """A valid graph with two entities, two holdings and four operations."""
    return {
        "entities": ["Sam", "Ann"],
        "initial_state": [
            {"entity": "Sam", "quantity": {"unit": "apples", "value": 10}},
            {"entity": "Ann", "quantity": {"unit": "apples", "value": 2}},
        ],
        "operations": [
            {"actor": "Sam", "kind": "add", "operand": {"unit": "apples", "value": 3}},
            {
                "actor": "Sam",
                "kind": "transfer",
                "operand": {"unit": "apples", "value": 4},
                "target": "Ann",
            },
            {"actor": "Ann", "kind": "multiply", "operand": {"unit": "apples", "value": 2}},
            {"actor": "Ann", "kind": "divide", "operand": {"unit": "apples", "value": 4}},
        ],
        "unknown": {"entity": "Ann", "unit": "apples"},
    }


# --------------------------------------------------------------- round-trips
class TestRoundTrip:
    def test_base_graph_is_valid(self) -> None:
        graph = graph_from_dict(_base())
        assert graph.entities == ("Sam", "Ann")
        assert len(graph.operations) == 4
        assert graph.operations[1].target == "Ann"
        assert graph.operations[0].target is None
        assert graph.unknown == Unknown("Ann", "apples")

    @pytest.mark.parametrize("case", DEV_CASES, ids=DEV_IDS)
    def test_dev_graph_round_trips(self, case: dict[str, Any]) -> None:
        data = case["ground_truth_graph"]
        graph = graph_from_dict(data)
        assert graph.as_json() == data
        again = graph_from_dict(graph.as_json())
        assert again == graph
        assert hash(again) == hash(graph)
        assert again.canonical_bytes() == graph.canonical_bytes()
        assert graph.canonical_bytes() == _reference_bytes(graph.as_json())
        assert graph_from_dict(json.loads(graph.canonical_bytes())) == graph

    def test_canonical_bytes_match_json_dumps_on_awkward_strings(self) -> None:
        names = ['O"Brien', "Zoë", "名前", "a\\b", "tab\tin", "emoji 🍎", "new\nline"]
        units = ["apples", "crème brûlée", 'quo"tes', "ünits", "🍏s"]
        data = {
            "entities": names,
            "initial_state": [
                {"entity": name, "quantity": {"unit": unit, "value": value}}
                for name, unit, value in zip(
                    names, units, [1, -2.5, 0.1, 1e-07, 123456789012345], strict=False
                )
            ],
            "operations": [
                {
                    "actor": names[0],
                    "kind": "transfer",
                    "operand": {"unit": units[1], "value": 3.75},
                    "target": names[1],
                },
                {
                    "actor": names[2],
                    "kind": "multiply",
                    "operand": {"unit": units[2], "value": 1.5},
                },
            ],
            "unknown": {"entity": None, "unit": units[4]},
        }
        graph = graph_from_dict(data)
        assert graph.canonical_bytes() == _reference_bytes(graph.as_json())
        assert graph.canonical_bytes() == _reference_bytes(data)
        assert graph_from_dict(json.loads(graph.canonical_bytes())) == graph

    def test_long_awkward_graph_and_trace_bytes_match_json_dumps(self) -> None:
        # Arrays of 8+ items take the encoder's memoized path (generate/_canonical.py).
        names = ['O"Brien', "Zoë", "a\\b", "tab\tin", "ctl\x01", "名前"]
        units = ['quo"tes', "crème brûlée", "🍏s", "back\\slash"]
        operations: list[dict[str, Any]] = []
        for i in range(24):
            actor, other = names[i % len(names)], names[(i + 1) % len(names)]
            operand = {"unit": units[i % len(units)], "value": [1, 2.5, 0.1][i % 3]}
            if i % 4 == 1:
                operations.append(
                    {"actor": actor, "kind": "transfer", "operand": operand, "target": other}
                )
            else:
                operations.append({"actor": actor, "kind": "add", "operand": operand})
        data = {
            "entities": names,
            "initial_state": [
                {"entity": name, "quantity": {"unit": unit, "value": 100}}
                for name in names
                for unit in units
            ],
            "operations": operations,
            "unknown": {"entity": None, "unit": units[1]},
        }
        graph = graph_from_dict(data)
        assert len(graph.initial_state) >= 8 and len(graph.operations) >= 8
        assert graph.canonical_bytes() == _reference_bytes(data)
        trace = solve(graph)
        assert len(trace.steps) == 24
        assert trace.canonical_bytes() == _reference_bytes(trace.as_json())

    def test_canonical_bytes_are_cached_and_stable(self) -> None:
        graph = graph_from_dict(_base())
        first = graph.canonical_bytes()
        assert graph.canonical_bytes() is first
        assert graph_from_dict(_base()).canonical_bytes() == first

    def test_integral_float_normalized_to_int(self) -> None:
        with_ints = _base()
        with_floats = _base()
        with_floats["initial_state"][0]["quantity"]["value"] = 10.0
        with_floats["operations"][2]["operand"]["value"] = 2.0
        a = graph_from_dict(with_ints)
        b = graph_from_dict(with_floats)
        assert a == b
        assert hash(a) == hash(b)
        assert a.canonical_bytes() == b.canonical_bytes()
        assert type(b.initial_state[0].quantity.value) is int
        assert type(b.operations[2].operand.value) is int
        assert b"10.0" not in b.canonical_bytes()

    @pytest.mark.parametrize(
        ("given", "stored"),
        [(5.0, 5), (-0.0, 0), (0.0, 0), (-3.0, -3), (1e16, 10**16), (2.5, 2.5), (0.1, 0.1)],
    )
    def test_quantity_value_normalization(self, given: float, stored: int | float) -> None:
        quantity = Quantity(given, "apples")
        assert quantity.value == stored
        assert type(quantity.value) is type(stored)

    def test_integral_float_stands_for_the_decimal_it_prints_as(self) -> None:
        # generate/_exact.py: "Every quantity is an int or a float that stands
        # for the decimal it prints as", and the solver reads 0.1 as exactly 1/10.
        # Quantity, though, stores an integral float as int(value), its binary
        # value: 1e23 (printed 1e+23) becomes 99999999999999991611392, so one
        # JSON number follows two rules depending on whether it has a fraction.
        as_float = Quantity(json.loads("1e23"), "apples")
        as_int = Quantity(json.loads("100000000000000000000000"), "apples")
        assert as_float == as_int
        assert as_float.value == 10**23

    def test_constructor_copies_iterables_into_tuples(self) -> None:
        entities = ["Sam"]
        initial = [InitialPossession("Sam", Quantity(1, "apples"))]
        operations = (op for op in [Operation("Sam", "add", Quantity(2, "apples"))])
        graph = MathProblemGraph(entities, initial, operations, Unknown("Sam", "apples"))
        entities.append("Ann")
        initial.clear()
        assert graph.entities == ("Sam",)
        assert len(graph.initial_state) == 1
        assert type(graph.operations) is tuple and len(graph.operations) == 1

    def test_target_only_serialized_on_transfers(self) -> None:
        graph = graph_from_dict(_base())
        ops = graph.as_json()["operations"]
        assert ["target" in op for op in ops] == [False, True, False, False]


# --------------------------------------------------------- value objects
class TestValueObjects:
    @pytest.mark.parametrize(
        ("obj", "attr"),
        [
            (Quantity(1, "apples"), "value"),
            (Quantity(1, "apples"), "unit"),
            (InitialPossession("Sam", Quantity(1, "apples")), "entity"),
            (InitialPossession("Sam", Quantity(1, "apples")), "quantity"),
            (Operation("Sam", "add", Quantity(1, "apples")), "kind"),
            (Operation("Sam", "transfer", Quantity(1, "apples"), "Ann"), "target"),
            (Unknown(None, "apples"), "entity"),
            (Unknown("Sam", "apples"), "unit"),
            (graph_from_dict(_base()), "entities"),
            (graph_from_dict(_base()), "operations"),
            (graph_from_dict(_base()), "unknown"),
        ],
    )
    def test_assignment_raises(self, obj: object, attr: str) -> None:
        before = getattr(obj, attr)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, attr, "changed")
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(obj, attr)
        assert getattr(obj, attr) == before

    def test_no_new_attributes(self) -> None:
        with pytest.raises((AttributeError, TypeError)):
            Quantity(1, "apples").extra = 1  # type: ignore[attr-defined]

    def test_hashable_and_equal_by_value(self) -> None:
        a = graph_from_dict(_base())
        b = graph_from_dict(copy.deepcopy(_base()))
        assert a is not b
        assert a == b and hash(a) == hash(b)
        a.canonical_bytes()  # the cached bytes take no part in equality or hash
        assert a == b and hash(a) == hash(b)
        changed = _base()
        changed["operations"][0]["operand"]["value"] = 4
        c = graph_from_dict(changed)
        assert c != a
        assert len({a, b, c}) == 2
        assert {Quantity(1, "apples"), Quantity(1.0, "apples"), Quantity(1, "pears")} == {
            Quantity(1, "apples"),
            Quantity(1, "pears"),
        }
        assert hash(Operation("Sam", "add", Quantity(1, "x"))) == hash(
            Operation("Sam", "add", Quantity(1, "x"))
        )
        assert hash(Unknown(None, "x")) == hash(Unknown(None, "x"))

    def test_equal_only_to_the_same_type(self) -> None:
        # Tuple-like or field-equal objects of another type are not equal,
        # as with the frozen dataclasses these types replaced.
        assert Quantity(1, "apples") != (1, "apples")
        assert Unknown("Sam", "apples") != ("Sam", "apples")
        assert Unknown("Sam", "apples") != InitialPossession("Sam", Quantity(1, "apples"))
        with pytest.raises(TypeError):
            _ = Quantity(1, "apples") < Quantity(2, "apples")  # type: ignore[operator]

    def test_repr_names_every_field(self) -> None:
        assert repr(Quantity(2.5, "apples")) == "Quantity(value=2.5, unit='apples')"
        op = Operation("Sam", "transfer", Quantity(1, "x"), "Ann")
        assert repr(op) == (
            "Operation(actor='Sam', kind='transfer', operand=Quantity(value=1, unit='x'), "
            "target='Ann')"
        )
        graph = graph_from_dict(_base())
        graph.canonical_hash()  # caches take no part in the repr
        assert repr(graph).startswith("MathProblemGraph(entities=('Sam', 'Ann'), initial_state=(")
        assert "canonical" not in repr(graph) and "hash" not in repr(graph)

    def test_copy_and_pickle_round_trip(self) -> None:
        graph = graph_from_dict(_base())
        graph.canonical_hash()
        for again in (copy.copy(graph), copy.deepcopy(graph), pickle.loads(pickle.dumps(graph))):
            assert again == graph and hash(again) == hash(graph)
            assert again.canonical_bytes() == graph.canonical_bytes()
            with pytest.raises(dataclasses.FrozenInstanceError):
                again.entities = ()  # type: ignore[misc]
        trace = solve(graph)
        assert pickle.loads(pickle.dumps(trace)) == trace
        assert copy.deepcopy(trace).canonical_bytes() == trace.canonical_bytes()


# ----------------------------------------------------------------- rejections
Mutation = Callable[[dict[str, Any]], None]


def _set(path: str, value: object) -> Mutation:
    """Set the value at a dotted/indexed path such as ``operations[3].operand.value``."""

    def mutate(data: dict[str, Any]) -> None:
        parts = re.findall(r"[^.\[\]]+", path)
        node: Any = data
        for part in parts[:-1]:
            node = node[int(part)] if part.isdigit() else node[part]
        last = parts[-1]
        if last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value

    return mutate


def _drop(path: str) -> Mutation:
    def mutate(data: dict[str, Any]) -> None:
        parts = re.findall(r"[^.\[\]]+", path)
        node: Any = data
        for part in parts[:-1]:
            node = node[int(part)] if part.isdigit() else node[part]
        del node[parts[-1]]

    return mutate


def _also(*mutations: Mutation) -> Mutation:
    def mutate(data: dict[str, Any]) -> None:
        for mutation in mutations:
            mutation(data)

    return mutate


NAN = float("nan")
INF = float("inf")

REJECTIONS: list[tuple[str, Mutation, str]] = [
    # entities
    ("no entities", _set("entities", []), "entities"),
    ("duplicate entity", _set("entities", ["Sam", "Sam"]), "entities[1]"),
    ("empty entity name", _set("entities", ["Sam", ""]), "entities[1]"),
    ("non-string entity", _set("entities", [5, "Ann"]), "entities[0]"),
    ("null entity", _set("entities", ["Sam", None]), "entities[1]"),
    ("leading space entity", _set("entities", [" Sam", "Ann"]), "entities[0]"),
    ("trailing space entity", _set("entities", ["Sam", "Ann "]), "entities[1]"),
    ("tab-padded entity", _set("entities", ["\tSam", "Ann"]), "entities[0]"),
    ("whitespace-only entity", _set("entities", ["Sam", "   "]), "entities[1]"),
    # unknown references
    (
        "initial_state entity unknown",
        _set("initial_state[1].entity", "Bob"),
        "initial_state[1].entity",
    ),
    ("operation actor unknown", _set("operations[2].actor", "Bob"), "operations[2].actor"),
    ("transfer target unknown", _set("operations[1].target", "Bob"), "operations[1].target"),
    ("unknown entity unknown", _set("unknown.entity", "Bob"), "unknown.entity"),
    # names inside nested objects
    ("empty initial entity", _set("initial_state[0].entity", ""), "initial_state[0].entity"),
    ("padded actor", _set("operations[3].actor", "Ann "), "operations[3].actor"),
    ("non-string actor", _set("operations[3].actor", 1), "operations[3].actor"),
    ("padded target", _set("operations[1].target", " Ann"), "operations[1].target"),
    ("empty target", _set("operations[1].target", ""), "operations[1].target"),
    ("padded unknown entity", _set("unknown.entity", " Ann"), "unknown.entity"),
    ("non-string unknown entity", _set("unknown.entity", 3), "unknown.entity"),
    # transfer / target rules
    ("transfer without target", _drop("operations[1].target"), "operations[1].target"),
    ("transfer to self", _set("operations[1].target", "Sam"), "operations[1].target"),
    ("transfer target null", _set("operations[1].target", None), "operations[1].target"),
    ("target on add", _set("operations[0].target", "Ann"), "operations[0].target"),
    ("target on divide", _set("operations[3].target", "Sam"), "operations[3].target"),
    ("target null on non-transfer", _set("operations[0].target", None), "operations[0].target"),
    ("target list", _set("operations[1].target", ["Ann"]), "operations[1].target"),
    # values
    ("bool true value", _set("operations[3].operand.value", True), "operations[3].operand.value"),
    (
        "bool false value",
        _set("initial_state[0].quantity.value", False),
        "initial_state[0].quantity.value",
    ),
    ("nan value", _set("operations[0].operand.value", NAN), "operations[0].operand.value"),
    ("inf value", _set("initial_state[1].quantity.value", INF), "initial_state[1].quantity.value"),
    ("-inf value", _set("operations[2].operand.value", -INF), "operations[2].operand.value"),
    (
        "int just above float max",
        _set("operations[2].operand.value", FLOAT_MAX_INT + 1),
        "operations[2].operand.value",
    ),
    (
        "negative int below -float max",
        _set("initial_state[0].quantity.value", -FLOAT_MAX_INT - 1),
        "initial_state[0].quantity.value",
    ),
    ("huge int", _set("operations[3].operand.value", 10**400), "operations[3].operand.value"),
    ("string value", _set("operations[3].operand.value", "3"), "operations[3].operand.value"),
    ("null value", _set("operations[3].operand.value", None), "operations[3].operand.value"),
    ("list value", _set("operations[3].operand.value", [3]), "operations[3].operand.value"),
    ("dict value", _set("operations[3].operand.value", {}), "operations[3].operand.value"),
    # units
    (
        "capitalized unit",
        _set("operations[0].operand.unit", "Apples"),
        "operations[0].operand.unit",
    ),
    ("upper unit", _set("unknown.unit", "APPLES"), "unknown.unit"),
    ("empty unit", _set("initial_state[0].quantity.unit", ""), "initial_state[0].quantity.unit"),
    ("padded unit", _set("operations[1].operand.unit", " apples"), "operations[1].operand.unit"),
    ("non-string unit", _set("unknown.unit", 7), "unknown.unit"),
    ("null unit", _set("unknown.unit", None), "unknown.unit"),
    # initial_state duplicates
    (
        "duplicate (entity, unit)",
        _set(
            "initial_state",
            [
                {"entity": "Sam", "quantity": {"unit": "apples", "value": 1}},
                {"entity": "Ann", "quantity": {"unit": "apples", "value": 1}},
                {"entity": "Sam", "quantity": {"unit": "apples", "value": 2}},
            ],
        ),
        "initial_state[2]",
    ),
    # kinds
    ("unknown kind", _set("operations[3].kind", "modulo"), "operations[3].kind"),
    ("capitalized kind", _set("operations[0].kind", "Add"), "operations[0].kind"),
    ("non-string kind", _set("operations[0].kind", 1), "operations[0].kind"),
    ("null kind", _set("operations[0].kind", None), "operations[0].kind"),
    # missing keys
    ("missing entities", _drop("entities"), ""),
    ("missing initial_state", _drop("initial_state"), ""),
    ("missing operations", _drop("operations"), ""),
    ("missing unknown", _drop("unknown"), ""),
    ("missing quantity", _drop("initial_state[1].quantity"), "initial_state[1]"),
    ("missing possession entity", _drop("initial_state[0].entity"), "initial_state[0]"),
    ("missing quantity unit", _drop("initial_state[0].quantity.unit"), "initial_state[0].quantity"),
    ("missing operand value", _drop("operations[3].operand.value"), "operations[3].operand"),
    ("missing operand", _drop("operations[2].operand"), "operations[2]"),
    ("missing actor", _drop("operations[0].actor"), "operations[0]"),
    ("missing kind", _drop("operations[1].kind"), "operations[1]"),
    ("missing unknown unit", _drop("unknown.unit"), "unknown"),
    ("missing unknown entity", _drop("unknown.entity"), "unknown"),
    # unknown keys
    ("extra top-level key", _set("question", "x"), ""),
    ("extra possession key", _set("initial_state[0].note", 1), "initial_state[0]"),
    ("extra quantity key", _set("initial_state[0].quantity.scale", 1), "initial_state[0].quantity"),
    ("extra operation key", _set("operations[2].when", "later"), "operations[2]"),
    ("extra operand key", _set("operations[2].operand.per", "each"), "operations[2].operand"),
    ("extra unknown key", _set("unknown.kind", "total"), "unknown"),
    # wrong types at nested paths
    ("not an object", lambda d: d.clear(), ""),
    ("operand not object", _set("operations[3].operand", 3), "operations[3].operand"),
    ("operation not object", _set("operations[3]", "add"), "operations[3]"),
    ("operation list", _set("operations[0]", []), "operations[0]"),
    ("possession not object", _set("initial_state[1]", ["Ann"]), "initial_state[1]"),
    ("quantity not object", _set("initial_state[1].quantity", 2), "initial_state[1].quantity"),
    ("unknown not object", _set("unknown", "Ann"), "unknown"),
    ("unknown null", _set("unknown", None), "unknown"),
    # non-list arrays
    ("entities string", _set("entities", "Sam"), "entities"),
    ("entities object", _set("entities", {"Sam": 1}), "entities"),
    ("entities null", _set("entities", None), "entities"),
    ("initial_state object", _set("initial_state", {"Sam": 1}), "initial_state"),
    ("initial_state string", _set("initial_state", "Sam"), "initial_state"),
    ("initial_state number", _set("initial_state", 3), "initial_state"),
    ("operations object", _set("operations", {"add": 1}), "operations"),
    ("operations null", _set("operations", None), "operations"),
    # empty non-list "arrays": an empty object or string is not an array either
    (
        "initial_state empty object",
        _also(_set("initial_state", {}), _set("operations", [])),
        "initial_state",
    ),
    (
        "initial_state empty string",
        _also(_set("initial_state", ""), _set("operations", [])),
        "initial_state",
    ),
    (
        "operations empty object",
        _also(_set("operations", {}), _set("unknown.entity", None)),
        "operations",
    ),
    ("operations empty string", _set("operations", ""), "operations"),
]


class TestRejections:
    @pytest.mark.parametrize(
        ("mutation", "path"),
        [pytest.param(m, p, id=name) for name, m, p in REJECTIONS],
    )
    def test_graph_from_dict_rejects_with_path(self, mutation: Mutation, path: str) -> None:
        data = _base()
        mutation(data)
        with pytest.raises(MathGraphError) as info:
            graph_from_dict(data)
        error = info.value
        assert error.path == path, str(error)
        assert isinstance(error, ValueError)
        assert error.reason == "invalid_graph"
        assert error.detail
        assert str(error) == (f"{path}: {error.detail}" if path else error.detail)

    @pytest.mark.parametrize("data", [None, [], "graph", 3, 2.5, True, b"{}"])
    def test_non_object_top_level(self, data: object) -> None:
        with pytest.raises(MathGraphError) as info:
            graph_from_dict(data)
        assert info.value.path == ""

    def test_boundary_value_is_accepted(self) -> None:
        for value in (FLOAT_MAX_INT, -FLOAT_MAX_INT, sys.float_info.max, 5e-324):
            data = _base()
            data["operations"][0]["operand"]["value"] = value
            graph = graph_from_dict(data)
            assert graph.canonical_bytes() == _reference_bytes(graph.as_json())

    def test_tuples_read_like_lists(self) -> None:
        # Not JSON, but accepted by both the fast path and the checked walk alike.
        data = _base()
        as_tuples = dict(
            data,
            entities=tuple(data["entities"]),
            initial_state=tuple(data["initial_state"]),
            operations=tuple(data["operations"]),
        )
        assert graph_from_dict(as_tuples) == graph_from_dict(data)
        as_tuples["operations"] = (*data["operations"], "add")
        with pytest.raises(MathGraphError) as info:
            graph_from_dict(as_tuples)
        assert info.value.path == "operations[4]"


class TestConstructorRejections:
    """The constructors validate on their own, with paths relative to the object."""

    def test_quantity(self) -> None:
        for value in (True, False, NAN, INF, -INF, FLOAT_MAX_INT + 1, "1", None, Fraction(1, 2)):
            with pytest.raises(MathGraphError) as info:
                Quantity(value, "apples")  # type: ignore[arg-type]
            assert info.value.path == "value"
        for unit in ("", "Apples", " apples", "apples ", None, 1, b"apples"):
            with pytest.raises(MathGraphError) as info:
                Quantity(1, unit)  # type: ignore[arg-type]
            assert info.value.path == "unit"

    def test_initial_possession(self) -> None:
        for entity in ("", " Sam", None, 1):
            with pytest.raises(MathGraphError) as info:
                InitialPossession(entity, Quantity(1, "apples"))  # type: ignore[arg-type]
            assert info.value.path == "entity"
        with pytest.raises(MathGraphError) as info:
            InitialPossession("Sam", {"unit": "apples", "value": 1})  # type: ignore[arg-type]
        assert info.value.path == "quantity"

    def test_operation(self) -> None:
        q = Quantity(1, "apples")
        cases: list[tuple[tuple[Any, ...], str]] = [
            (("Sam", "transfer", q), "target"),
            (("Sam", "transfer", q, "Sam"), "target"),
            (("Sam", "transfer", q, ""), "target"),
            (("Sam", "transfer", q, " Ann"), "target"),
            (("Sam", "add", q, "Ann"), "target"),
            (("Sam", "multiply", q, "Ann"), "target"),
            (("Sam", "plus", q), "kind"),
            (("", "add", q), "actor"),
            (("Sam ", "add", q), "actor"),
            (("Sam", "add", 1), "operand"),
        ]
        for args, path in cases:
            with pytest.raises(MathGraphError) as info:
                Operation(*args)
            assert info.value.path == path, args

    def test_unknown(self) -> None:
        assert Unknown(None, "apples").entity is None
        with pytest.raises(MathGraphError) as info:
            Unknown("", "apples")
        assert info.value.path == "entity"
        with pytest.raises(MathGraphError) as info:
            Unknown("Sam", "Apples")
        assert info.value.path == "unit"

    def test_graph(self) -> None:
        q = Quantity(1, "apples")
        u = Unknown("Sam", "apples")
        cases: list[tuple[tuple[Any, ...], str]] = [
            (([], [], [], u), "entities"),
            ((["Sam", "Sam"], [], [], u), "entities[1]"),
            ((["Sam", 3], [], [], u), "entities[1]"),
            (("Sam", [], [], u), "entities"),
            ((["Sam"], [InitialPossession("Bob", q)], [], u), "initial_state[0].entity"),
            (
                (["Sam"], [InitialPossession("Sam", q), InitialPossession("Sam", q)], [], u),
                "initial_state[1]",
            ),
            ((["Sam"], [("Sam", q)], [], u), "initial_state[0]"),
            ((["Sam"], [], [Operation("Bob", "add", q)], u), "operations[0].actor"),
            (
                (
                    ["Sam"],
                    [],
                    [Operation("Sam", "add", q), Operation("Sam", "transfer", q, "B")],
                    u,
                ),
                "operations[1].target",
            ),
            ((["Sam"], [], ["add"], u), "operations[0]"),
            ((["Sam"], [], [], Unknown("Bob", "apples")), "unknown.entity"),
            ((["Sam"], [], [], ("Sam", "apples")), "unknown"),
            ((["Sam"], {"x": 1}, [], u), "initial_state"),
            ((["Sam"], [], "ops", u), "operations"),
        ]
        for args, path in cases:
            with pytest.raises(MathGraphError) as info:
                MathProblemGraph(*args)
            assert info.value.path == path, args

    def test_valid_operation_kinds(self) -> None:
        assert frozenset({"add", "subtract", "transfer", "multiply", "divide"}) == (
            VALID_OPERATION_KINDS
        )


# ----------------------------------------------------------------- size
def test_construction_and_bytes_scale_to_100k_operations() -> None:
    n = 100_000
    data = {
        "entities": ["Sam", "Ann"],
        "initial_state": [{"entity": "Sam", "quantity": {"unit": "apples", "value": n}}],
        "operations": [
            {
                "actor": "Sam",
                "kind": "transfer",
                "operand": {"unit": "apples", "value": 1},
                "target": "Ann",
            }
            if i % 2
            else {"actor": "Ann", "kind": "add", "operand": {"unit": "apples", "value": 0.5}}
            for i in range(n)
        ],
        "unknown": {"entity": None, "unit": "apples"},
    }
    graph = graph_from_dict(data)
    assert len(graph.operations) == n
    assert graph.canonical_bytes() == _reference_bytes(data)
    direct = MathProblemGraph(
        graph.entities, graph.initial_state, list(graph.operations), graph.unknown
    )
    assert direct == graph
    assert direct.canonical_bytes() == graph.canonical_bytes()


# ----------------------------------------------------------------- dev set
def _exact(value: int | float) -> Fraction:
    assert type(value) in (int, float)
    return Fraction(value) if type(value) is int else Fraction(repr(value))


def _hand_solve(graph: dict[str, Any]) -> Fraction:
    """ADR-0115 semantics over the JSON form, independent of the solver."""
    state: dict[tuple[str, str], Fraction] = {}
    for possession in graph["initial_state"]:
        quantity = possession["quantity"]
        state[(possession["entity"], quantity["unit"])] = _exact(quantity["value"])
    for op in graph["operations"]:
        unit = op["operand"]["unit"]
        amount = _exact(op["operand"]["value"])
        key = (op["actor"], unit)
        if op["kind"] == "add":
            state[key] = state.get(key, Fraction(0)) + amount
            continue
        assert key in state, f"{op['kind']} on a holding that does not exist yet: {key}"
        if op["kind"] == "subtract":
            state[key] -= amount
        elif op["kind"] == "multiply":
            state[key] *= amount
        elif op["kind"] == "divide":
            state[key] /= amount
        else:
            assert op["kind"] == "transfer"
            state[key] -= amount
            target = (op["target"], unit)
            state[target] = state.get(target, Fraction(0)) + amount
        assert state[key] >= 0, f"holding went negative: {key}"
    unknown = graph["unknown"]
    if unknown["entity"] is None:
        held = [v for (_, unit), v in state.items() if unit == unknown["unit"]]
        assert held, "nobody holds the asked unit"
        return sum(held, Fraction(0))
    return state[(unknown["entity"], unknown["unit"])]


class TestDevSet:
    def test_fifty_sequential_ids(self) -> None:
        assert len(DEV_LINES) == 50
        expected = [f"gpd-{i:03d}" for i in range(1, 51)]
        assert expected == DEV_IDS

    def test_lines_are_compact_json_with_exact_keys(self) -> None:
        for line, case in zip(DEV_LINES, DEV_CASES, strict=True):
            assert line.strip() == line and line
            assert set(case) == CASE_KEYS, case["id"]
            assert type(case["problem"]) is str and case["problem"]
            assert type(case["expected_unit"]) is str
            assert type(case["notes"]) is str
            assert type(case["patterns"]) is list
            assert all(type(tag) is str and tag for tag in case["patterns"])
            assert type(case["expected_answer"]) in (int, float)

    def test_distribution_30_12_8(self) -> None:
        classes = Counter()
        for n, case in enumerate(DEV_CASES, start=1):
            graph = case["ground_truth_graph"]
            kinds = [op["kind"] for op in graph["operations"]]
            if n <= 30:
                assert len(graph["entities"]) == 1, case["id"]
                assert "single_entity" in case["patterns"]
                classes["single_entity"] += 1
            elif n <= 42:
                assert len(graph["entities"]) == 2, case["id"]
                assert "transfer" in kinds, case["id"]
                assert "two_entity_transfer" in case["patterns"]
                classes["two_entity_transfer"] += 1
            else:
                assert kinds == [], case["id"]
                assert graph["unknown"]["entity"] is None, case["id"]
                assert 2 <= len(graph["entities"]) <= 4, case["id"]
                assert "multi_entity_sum" in case["patterns"]
                classes["multi_entity_sum"] += 1
        assert classes == {"single_entity": 30, "two_entity_transfer": 12, "multi_entity_sum": 8}

    def test_operation_counts_match_contract(self) -> None:
        kinds = Counter(
            op["kind"] for case in DEV_CASES for op in case["ground_truth_graph"]["operations"]
        )
        assert kinds == {"add": 24, "subtract": 26, "transfer": 13, "multiply": 5, "divide": 4}
        multi = [c["id"] for c in DEV_CASES if len(c["ground_truth_graph"]["operations"]) >= 2]
        assert len(multi) == 21
        for case in DEV_CASES:
            count = len(case["ground_truth_graph"]["operations"])
            assert ("multi_step" in case["patterns"]) == (count >= 2), case["id"]
            for kind in VALID_OPERATION_KINDS:
                has = any(op["kind"] == kind for op in case["ground_truth_graph"]["operations"])
                assert (f"operation_{kind}" in case["patterns"]) == has, (case["id"], kind)

    @pytest.mark.parametrize("case", DEV_CASES, ids=DEV_IDS)
    def test_ground_truth_loads_and_hand_solves(self, case: dict[str, Any]) -> None:
        data = case["ground_truth_graph"]
        graph = graph_from_dict(data)
        assert case["expected_unit"] == graph.unknown.unit
        answer = _hand_solve(data)
        expected = case["expected_answer"]
        assert answer == _exact(expected)
        # whole-number results are stored as int, anything else as a decimal
        assert type(expected) is (int if answer.denominator == 1 else float)
        trace = solve(graph)
        assert trace.answer_value == expected
        assert type(trace.answer_value) is type(expected)
        assert trace.answer_unit == case["expected_unit"]
        assert trace.answer_entity == data["unknown"]["entity"]
        assert trace.graph_canonical_hash == hashlib.sha256(graph.canonical_bytes()).hexdigest()

    @pytest.mark.parametrize("case", DEV_CASES, ids=DEV_IDS)
    def test_every_entity_is_named_in_order_before_the_question(self, case: dict[str, Any]) -> None:
        problem = case["problem"]
        body = problem[: problem.rindex(".") + 1] if "." in problem else problem
        positions = [body.find(name) for name in case["ground_truth_graph"]["entities"]]
        assert all(p >= 0 for p in positions), case["id"]
        assert positions == sorted(positions), case["id"]
        assert problem.rstrip().endswith("?")
        assert not math.isnan(float(case["expected_answer"]))
