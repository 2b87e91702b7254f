"""ADR-0130 quantity graph: every validation rule by reason and path, the JSON form, the hash.

Each refusal test names the field the error must point at (``path``) and the
machine-readable ``reason`` (``invalid_graph`` or ``unit_mismatch``), so a
check that fires on the wrong field, or not at all, fails here.
"""

from __future__ import annotations

import copy
import hashlib
import json
import sys
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from quantity_support import qgraph, qty, rel

from generate.math_quantity_graph import (
    KINDS,
    ROLES,
    SCHEMA,
    Quantity,
    QuantityGraph,
    QuantityGraphError,
    Relation,
    quantity_graph_from_dict,
    unit_dimensions,
)

MAX = int(sys.float_info.max)

ISSUE_EXAMPLE: dict[str, Any] = {
    "schema": "core.quantity_graph/1",
    "quantities": [
        {"id": "q1", "unit": "boxes", "holder": "Ana", "label": None, "value": 6},
        {"id": "q2", "unit": "crayons/box", "holder": None, "label": None, "value": 8},
        {"id": "q3", "unit": "crayons", "holder": "Ana", "label": None, "value": None},
    ],
    "relations": [
        {"id": "r1", "kind": "product", "result": "q3", "operands": ["q1", "q2"], "role": "groups"}
    ],
    "target": "q3",
}

# The issue's example, written out by hand in canonical form (sorted keys, no spaces).
ISSUE_EXAMPLE_CANONICAL = (
    b'{"quantities":['
    b'{"holder":"Ana","id":"q1","label":null,"unit":"boxes","value":6},'
    b'{"holder":null,"id":"q2","label":null,"unit":"crayons/box","value":8},'
    b'{"holder":"Ana","id":"q3","label":null,"unit":"crayons","value":null}],'
    b'"relations":[{"id":"r1","kind":"product","operands":["q1","q2"],"result":"q3",'
    b'"role":"groups"}],'
    b'"schema":"core.quantity_graph/1","target":"q3"}'
)


def _refused(
    quantities: list[Any], relations: list[Any], target: Any, path: str, reason: str
) -> QuantityGraphError:
    with pytest.raises(QuantityGraphError) as info:
        QuantityGraph(quantities, relations, target)
    error = info.value
    assert (error.reason, error.path) == (reason, path), (error.reason, error.path, str(error))
    assert str(error) == (f"{path}: {error.detail}" if path else error.detail)
    assert error.detail
    return error


def _refused_dict(data: Any, path: str, reason: str = "invalid_graph") -> QuantityGraphError:
    with pytest.raises(QuantityGraphError) as info:
        quantity_graph_from_dict(data)
    error = info.value
    assert (error.reason, error.path) == (reason, path), (error.reason, error.path, str(error))
    return error


def _binary(
    kind: str,
    units: tuple[str, str, str],
    role: str,
    values: tuple[Any, Any, Any] = (2, 3, None),
) -> tuple[list[Quantity], list[Relation]]:
    """Quantities a, b, r in the given units and one relation ``r = kind(a, b)``."""
    a, b, r = units
    quantities = [qty("a", a, values[0]), qty("b", b, values[1]), qty("r", r, values[2])]
    return quantities, [rel("r1", kind, "r", ("a", "b"), role)]


def _ok(kind: str, units: tuple[str, str, str], role: str) -> QuantityGraph:
    quantities, relations = _binary(kind, units, role)
    return QuantityGraph(quantities, relations, "r")


# ------------------------------------------------------------------ ids and references


class TestIds:
    def test_unknown_result_id(self) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [rel("r1", "sum", "zz", ("a", "b"), "combine")],
            "a",
            "relations[0].result",
            "invalid_graph",
        )

    @pytest.mark.parametrize("position", [0, 1, 2])
    def test_unknown_operand_id(self, position: int) -> None:
        quantities = [qty(f"q{i}", "apples", i) for i in range(4)]
        operands = ["q1", "q2", "q3"]
        operands[position] = "nope"
        _refused(
            quantities,
            [rel("r1", "sum", "q0", operands, "combine")],
            "q0",
            f"relations[0].operands[{position}]",
            "invalid_graph",
        )

    def test_operand_that_is_a_relation_id(self) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        relations = [
            rel("r1", "sum", "r", ("a", "b"), "combine"),
            rel("r2", "sum", "r", ("a", "r1"), "combine"),
        ]
        _refused(quantities, relations, "r", "relations[1].operands[1]", "invalid_graph")

    def test_duplicate_quantity_id(self) -> None:
        error = _refused(
            [qty("a", "apples", 1), qty("b", "apples", 2), qty("a", "apples", 3)],
            [],
            "a",
            "quantities[2].id",
            "invalid_graph",
        )
        assert "duplicate" in error.detail

    def test_relation_id_equal_to_a_quantity_id(self) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [rel("a", "sum", "r", ("a", "b"), "combine")],
            "r",
            "relations[0].id",
            "invalid_graph",
        )

    def test_duplicate_relation_id(self) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        relations = [
            rel("r1", "sum", "r", ("a", "b"), "combine"),
            rel("r1", "difference", "a", ("r", "b"), "change"),
        ]
        _refused(quantities, relations, "r", "relations[1].id", "invalid_graph")

    @pytest.mark.parametrize(
        "bad", ["", "1q", "q 1", "q/1", "q" * 65, "é", 7, None, ("q",), "-q", "q\n"]
    )
    def test_malformed_quantity_id(self, bad: Any) -> None:
        _refused([qty(bad, "apples", 1)], [], bad, "quantities[0].id", "invalid_graph")

    @pytest.mark.parametrize("good", ["q", "_x", "Q1", "a" * 64, "step.2:a-b_c"])
    def test_well_formed_ids(self, good: str) -> None:
        graph = QuantityGraph([qty(good, "apples", 1)], [], good)
        assert graph.quantity(good).value == 1

    def test_malformed_relation_id(self) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [rel("9r", "sum", "r", ("a", "b"), "combine")],
            "r",
            "relations[0].id",
            "invalid_graph",
        )

    @pytest.mark.parametrize("target", ["r1", "missing", None, 3, ["a"]])
    def test_target_not_a_quantity(self, target: Any) -> None:
        quantities, relations = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(quantities, relations, target, "target", "invalid_graph")

    def test_not_a_quantity_or_relation(self) -> None:
        _refused([("a", "apples", None, None, 1)], [], "a", "quantities[0]", "invalid_graph")
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [("r1", "sum", "r", ("a", "b"), "combine")],
            "r",
            "relations[0]",
            "invalid_graph",
        )

    @pytest.mark.parametrize("bad", ["q1", b"q1", {"q1": 1}, 5])
    def test_sequences_must_be_sequences(self, bad: Any) -> None:
        _refused(bad, [], "q1", "quantities", "invalid_graph")
        _refused([qty("q1", "apples", 1)], bad, "q1", "relations", "invalid_graph")


class TestRelationShape:
    def test_quantity_twice_among_operands(self) -> None:
        quantities = [qty("a", "apples", 1), qty("r", "apples")]
        error = _refused(
            quantities,
            [rel("r1", "sum", "r", ("a", "a"), "combine")],
            "r",
            "relations[0].operands[1]",
            "invalid_graph",
        )
        assert "twice" in error.detail

    def test_result_among_its_operands(self) -> None:
        quantities = [qty("a", "apples", 1), qty("r", "apples")]
        _refused(
            quantities,
            [rel("r1", "sum", "r", ("r", "a"), "combine")],
            "r",
            "relations[0].operands[0]",
            "invalid_graph",
        )

    def test_result_among_operands_of_a_product(self) -> None:
        quantities = [qty("a", "1", 2), qty("r", "1")]
        _refused(
            quantities,
            [rel("r1", "product", "r", ("a", "r"), "scale")],
            "r",
            "relations[0].operands[1]",
            "invalid_graph",
        )

    @pytest.mark.parametrize(
        ("kind", "role", "count"),
        [
            ("sum", "combine", 0),
            ("sum", "combine", 1),
            ("difference", "change", 1),
            ("difference", "change", 3),
            ("product", "groups", 1),
            ("product", "groups", 3),
            ("quotient", "share", 0),
            ("quotient", "share", 3),
        ],
    )
    def test_wrong_arity(self, kind: str, role: str, count: int) -> None:
        quantities = [qty("r", "1"), *(qty(f"o{i}", "1", i + 1) for i in range(count))]
        error = _refused(
            quantities,
            [rel("r1", kind, "r", [f"o{i}" for i in range(count)], role)],
            "r",
            "relations[0].operands",
            "invalid_graph",
        )
        assert ("two or more" if kind == "sum" else "exactly two") in error.detail

    def test_sum_takes_many_operands(self) -> None:
        quantities = [qty("r", "apples"), *(qty(f"o{i}", "apples", i) for i in range(5))]
        graph = QuantityGraph(
            quantities, [rel("r1", "sum", "r", [f"o{i}" for i in range(5)], "combine")], "r"
        )
        assert graph.relations[0].operands == ("o0", "o1", "o2", "o3", "o4")

    @pytest.mark.parametrize("operands", ["ab", b"ab", None, 3, {"a", "b"}])
    def test_operands_not_a_sequence(self, operands: Any) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [Relation("r1", "sum", "r", operands, "combine")],
            "r",
            "relations[0].operands",
            "invalid_graph",
        )

    @pytest.mark.parametrize("kind", ["add", "Sum", "", None, 1, ["sum"], "times"])
    def test_unknown_kind(self, kind: Any) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [Relation("r1", kind, "r", ("a", "b"), "combine")],
            "r",
            "relations[0].kind",
            "invalid_graph",
        )

    @pytest.mark.parametrize("role", ["groupz", "Combine", "", None, 2, ["combine"]])
    def test_unknown_role(self, role: Any) -> None:
        quantities, _ = _binary("sum", ("apples", "apples", "apples"), "combine")
        _refused(
            quantities,
            [Relation("r1", "sum", "r", ("a", "b"), role)],
            "r",
            "relations[0].role",
            "invalid_graph",
        )

    @pytest.mark.parametrize(
        ("role", "kind"),
        [
            (role, kind)
            for role, allowed in sorted(ROLES.items())
            for kind in KINDS
            if kind not in allowed
        ],
    )
    def test_role_kind_mismatch(self, role: str, kind: str) -> None:
        # pure numbers check for every kind, so only the role/kind rule can fire
        quantities, relations = _binary(kind, ("1", "1", "1"), role)
        error = _refused(quantities, relations, "r", "relations[0].role", "invalid_graph")
        assert role in error.detail

    def test_every_role_accepts_its_kinds(self) -> None:
        assert set(KINDS) == {"sum", "difference", "product", "quotient"}
        for role, allowed in ROLES.items():
            assert allowed <= set(KINDS), role
            for kind in allowed:
                if role == "convert" and kind == "product":
                    graph = _ok(kind, ("hours", "minutes/hour", "minutes"), role)
                elif role == "convert":
                    graph = _ok(kind, ("minutes", "minutes/hour", "hours"), role)
                else:
                    graph = _ok(kind, ("1", "1", "1"), role)
                assert graph.relations[0].role == role

    def test_the_documented_vocabulary(self) -> None:
        assert set(ROLES) == {
            "change",
            "transfer",
            "combine",
            "compare",
            "payment",
            "scale",
            "part",
            "percent",
            "groups",
            "share",
            "rate",
            "convert",
        }
        assert ROLES["combine"] == {"sum"}
        assert ROLES["convert"] == {"product", "quotient"}


# ------------------------------------------------------------------ units: syntax


class TestUnitStrings:
    @pytest.mark.parametrize(
        "unit",
        [
            "",
            "Apples",
            "APPLES",
            "Äpfel",
            " apples",
            "apples ",
            "red  apples",
            "red\tapples",
            "red\napples",
            "apples\x00",
            "apples\x7f",
            "a/b/c",
            "/apples",
            "apples/",
            "apples/1",
            "1/apples",
            "1/1",
            "apples/Box",
            "x" * 201,
            5,
            1,
            None,
            ["apples"],
        ],
    )
    def test_bad_unit(self, unit: Any) -> None:
        _refused([qty("q", unit, 1)], [], "q", "quantities[0].unit", "invalid_graph")

    @pytest.mark.parametrize("unit", ["boxes/box", "box/boxes", "crayons/crayon", "feet/foot"])
    def test_ratio_of_one_unit_is_written_as_one(self, unit: str) -> None:
        error = _refused([qty("q", unit, 1)], [], "q", "quantities[0].unit", "invalid_graph")
        assert "'1'" in error.detail

    @pytest.mark.parametrize(
        ("written", "stored"),
        [
            ("crayons/boxes", "crayons/box"),
            ("crayons/box", "crayons/box"),
            ("miles/hours", "miles/hour"),
            ("inches/feet", "inches/foot"),
            ("baseball cards/packs", "baseball cards/pack"),
            ("dollars/people", "dollars/person"),
            ("apples", "apples"),
            ("apple", "apple"),
            ("1", "1"),
            ("$", "$"),
            ("fluid ounces", "fluid ounces"),
            ("x" * 200, "x" * 200),
        ],
    )
    def test_rate_denominators_are_normalized_to_the_singular(
        self, written: str, stored: str
    ) -> None:
        graph = QuantityGraph([qty("q", written, 1)], [], "q")
        assert graph.quantity("q").unit == stored
        assert graph.as_json()["quantities"][0]["unit"] == stored

    def test_dimensions(self) -> None:
        assert unit_dimensions("1") == ()
        assert unit_dimensions("apples") == (("apple", 1),)
        assert unit_dimensions("apple") == (("apple", 1),)
        assert unit_dimensions("crayons/box") == (("box", -1), ("crayon", 1))
        assert unit_dimensions("geese") == unit_dimensions("goose")
        assert unit_dimensions("baseball cards") == (("baseball card", 1),)


# ------------------------------------------------------------------ units: algebra


class TestUnitAlgebra:
    @pytest.mark.parametrize("kind", ["sum", "difference"])
    def test_like_units_add(self, kind: str) -> None:
        role = "change"
        for units in [
            ("apples", "apples", "apples"),
            ("box", "boxes", "boxes"),
            ("boxes", "box", "box"),
            ("geese", "goose", "geese"),
            ("crayons/box", "crayons/boxes", "crayons/box"),
            ("1", "1", "1"),
        ]:
            assert _ok(kind, units, role).relations[0].kind == kind

    @pytest.mark.parametrize("kind", ["sum", "difference"])
    @pytest.mark.parametrize(
        ("units", "path"),
        [
            (("apples", "pears", "apples"), "relations[0].operands[1]"),
            (("pears", "apples", "apples"), "relations[0].operands[0]"),
            (("apples", "apples", "pears"), "relations[0].operands[0]"),
            (("apples", "1", "apples"), "relations[0].operands[1]"),
            (("1", "1", "apples"), "relations[0].operands[0]"),
            (("crayons/box", "crayons", "crayons"), "relations[0].operands[0]"),
            (("crayons/box", "crayons/bag", "crayons/box"), "relations[0].operands[1]"),
            (("boxes/crayon", "crayons/box", "crayons/box"), "relations[0].operands[0]"),
        ],
    )
    def test_unlike_units_do_not_add(
        self, kind: str, units: tuple[str, str, str], path: str
    ) -> None:
        quantities, relations = _binary(kind, units, "change")
        error = _refused(quantities, relations, "r", path, "unit_mismatch")
        assert "like units" in error.detail

    def test_sum_checks_every_operand(self) -> None:
        quantities = [
            qty("r", "apples"),
            qty("a", "apples", 1),
            qty("b", "apples", 2),
            qty("c", "pears", 3),
        ]
        _refused(
            quantities,
            [rel("r1", "sum", "r", ("a", "b", "c"), "combine")],
            "r",
            "relations[0].operands[2]",
            "unit_mismatch",
        )

    @pytest.mark.parametrize(
        "units",
        [
            ("crayons/box", "boxes", "crayons"),  # a/b * b = a
            ("boxes", "crayons/box", "crayons"),  # in either order
            ("crayons/box", "box", "crayons"),  # b singular or plural
            ("crayons/boxes", "boxes", "crayon"),
            ("dollars/hour", "hours", "dollars"),
            ("miles/hour", "hours/day", "miles/day"),
            ("1", "apples", "apples"),  # a factor scales
            ("apples", "1", "apples"),
            ("1", "1", "1"),
            ("1", "crayons/box", "crayons/box"),
        ],
    )
    def test_products_that_reduce(self, units: tuple[str, str, str]) -> None:
        assert _ok("product", units, "groups").relations[0].kind == "product"

    @pytest.mark.parametrize(
        "units",
        [
            ("apples", "apples", "1"),  # a / a = 1
            ("apples", "apple", "1"),
            ("box", "boxes", "1"),
            ("dollars", "dollars/notebook", "notebooks"),  # a / (a/b) = b
            ("dollars", "dollars/notebooks", "notebook"),
            ("miles", "hours", "miles/hour"),  # a / b = a/b
            ("crayons", "friends", "crayons/friend"),
            ("apples", "1", "apples"),
            ("1", "1", "1"),
            ("crayons/box", "1", "crayons/box"),
            ("miles/day", "miles/hour", "hours/day"),
        ],
    )
    def test_quotients_that_reduce(self, units: tuple[str, str, str]) -> None:
        assert _ok("quotient", units, "share").relations[0].kind == "quotient"

    @pytest.mark.parametrize(
        ("kind", "units"),
        [
            ("product", ("crayons/box", "boxes", "boxes")),
            ("product", ("crayons/box", "boxes", "pencils")),
            ("product", ("crayons/box", "crates", "crayons")),
            ("product", ("crayons/box", "boxes", "crayons/box")),
            ("product", ("apples", "apples", "apples")),  # apples squared: no unit says that
            ("product", ("apples", "pears", "apples")),
            ("product", ("apples", "1", "1")),
            ("product", ("1", "1", "apples")),
            ("product", ("miles/hour", "hours/day", "miles")),
            ("quotient", ("apples", "apples", "apples")),  # a / a is 1, not a
            ("quotient", ("dollars", "dollars/notebook", "dollars")),
            ("quotient", ("dollars", "dollars/notebook", "notebooks/dollar")),
            ("quotient", ("miles", "hours", "hours/mile")),
            ("quotient", ("miles", "hours", "miles")),
            ("quotient", ("1", "apples", "apples")),  # 1/apple: no unit says that
            ("quotient", ("apples", "pears", "1")),
            ("quotient", ("crayons/box", "boxes", "crayons")),
        ],
    )
    def test_products_and_quotients_that_do_not_reduce(
        self, kind: str, units: tuple[str, str, str]
    ) -> None:
        quantities, relations = _binary(kind, units, "rate")
        error = _refused(quantities, relations, "r", "relations[0]", "unit_mismatch")
        assert ("*" if kind == "product" else "/") in error.detail

    def test_unit_mismatch_is_found_at_the_relation_that_breaks(self) -> None:
        quantities = [
            qty("boxes", "boxes", 6),
            qty("per", "crayons/box", 8),
            qty("total", "crayons"),
            qty("more", "crayons", 4),
            qty("end", "pencils"),
        ]
        relations = [
            rel("r1", "product", "total", ("boxes", "per"), "groups"),
            rel("r2", "sum", "end", ("total", "more"), "change"),
        ]
        _refused(quantities, relations, "end", "relations[1].operands[0]", "unit_mismatch")

    def test_conversion_needs_one_known_rate_factor(self) -> None:
        quantities = [qty("h", "hours", 3), qty("f", "1", 60), qty("m", "hours")]
        _refused(
            quantities,
            [rel("r1", "product", "m", ("h", "f"), "convert")],
            "m",
            "relations[0].operands",
            "invalid_graph",
        )
        quantities = [
            qty("a", "minutes/hour", 60),
            qty("b", "hours/day", 24),
            qty("m", "minutes/day"),
        ]
        _refused(
            quantities,
            [rel("r1", "product", "m", ("a", "b"), "convert")],
            "m",
            "relations[0].operands",
            "invalid_graph",
        )
        quantities = [qty("h", "hours", 3), qty("f", "minutes/hour"), qty("m", "minutes")]
        error = _refused(
            quantities,
            [rel("r1", "product", "m", ("h", "f"), "convert")],
            "m",
            "relations[0].operands[1]",
            "invalid_graph",
        )
        assert "'f'" in error.detail

    def test_conversion_units_are_checked_like_any_product(self) -> None:
        quantities = [qty("h", "hours", 3), qty("f", "minutes/hour", 60), qty("m", "seconds")]
        _refused(
            quantities,
            [rel("r1", "product", "m", ("h", "f"), "convert")],
            "m",
            "relations[0]",
            "unit_mismatch",
        )


# ------------------------------------------------------------------ values


class TestValues:
    @pytest.mark.parametrize(
        ("given", "stored"),
        [
            (6, 6),
            (0, 0),
            (-3, -3),
            (6.0, 6),
            (-0.0, 0),
            (0.1, Fraction(1, 10)),
            (2.5, Fraction(5, 2)),
            (12.75, Fraction(51, 4)),
            (1e22, 10**22),
            (1e-300, Fraction(1, 10**300)),
            (Fraction(1, 8), Fraction(1, 8)),
            (Fraction(10, 4), Fraction(5, 2)),
            (Fraction(12, 4), 3),
            (MAX, MAX),
            (-MAX, -MAX),
            (None, None),
        ],
    )
    def test_exact_values(self, given: Any, stored: Any) -> None:
        graph = QuantityGraph([qty("q", "apples", given)], [], "q")
        value = graph.quantity("q").value
        assert type(value) is type(stored)
        assert value == stored

    @pytest.mark.parametrize(
        "value",
        [
            Fraction(1, 3),  # not a decimal: a relation (a quotient) says it
            Fraction(2, 7),
            Fraction(1, 2**80),  # a decimal, but more digits than a double carries
            Fraction(1, 10**30) + 1,
        ],
    )
    def test_non_decimal_or_overlong_fractions(self, value: Fraction) -> None:
        _refused([qty("q", "apples", value)], [], "q", "quantities[0].value", "invalid_graph")

    @pytest.mark.parametrize("value", ["5", b"5", Decimal("0.5"), [5], {"v": 5}, 1j])
    def test_non_numbers(self, value: Any) -> None:
        _refused([qty("q", "apples", value)], [], "q", "quantities[0].value", "invalid_graph")

    @pytest.mark.parametrize("value", [True, False])
    def test_booleans(self, value: bool) -> None:
        _refused([qty("q", "apples", value)], [], "q", "quantities[0].value", "invalid_graph")
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][0]["value"] = value
        error = _refused_dict(data, "quantities[0].value")
        assert "boolean" in error.detail

    @pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf")])
    def test_non_finite(self, value: float) -> None:
        _refused([qty("q", "apples", value)], [], "q", "quantities[0].value", "invalid_graph")
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][1]["value"] = value
        _refused_dict(data, "quantities[1].value")

    @pytest.mark.parametrize(
        "value",
        [MAX + 1, -MAX - 1, 10**400, Fraction(2 * MAX + 1, 2), -Fraction(2 * MAX + 1, 2)],
    )
    def test_magnitude(self, value: int | Fraction) -> None:
        error = _refused(
            [qty("q", "apples", value)], [], "q", "quantities[0].value", "invalid_graph"
        )
        assert "magnitude" in error.detail

    @pytest.mark.parametrize(
        ("field", "value"),
        [
            ("holder", ""),
            ("holder", " Ana"),
            ("holder", "Ana "),
            ("holder", "An\na"),
            ("holder", "Ana\x00"),
            ("holder", "Ana\u2028"),
            ("holder", "A" * 201),
            ("holder", 5),
            ("holder", ["Ana"]),
            ("label", ""),
            ("label", " before"),
            ("label", "in\tMay"),
            ("label", "x" * 201),
            ("label", 0),
        ],
    )
    def test_holder_and_label_text(self, field: str, value: Any) -> None:
        quantity = qty("q", "apples", 1)._replace(**{field: value})
        _refused([quantity], [], "q", f"quantities[0].{field}", "invalid_graph")

    def test_holder_and_label_keep_any_printable_text(self) -> None:
        graph = QuantityGraph(
            [qty("q", "apples", 1, "Zoë O'Neil", "in May, before 3 p.m.")], [], "q"
        )
        assert graph.quantity("q").holder == "Zoë O'Neil"
        assert graph.quantity("q").label == "in May, before 3 p.m."


# ------------------------------------------------------------------ the JSON form


class TestJsonForm:
    def test_issue_example_round_trips(self) -> None:
        graph = quantity_graph_from_dict(copy.deepcopy(ISSUE_EXAMPLE))
        assert graph.as_json() == ISSUE_EXAMPLE
        assert quantity_graph_from_dict(graph.as_json()) == graph
        assert graph.target == "q3"
        assert [q.id for q in graph.quantities] == ["q1", "q2", "q3"]
        assert graph.relations == (Relation("r1", "product", "q3", ("q1", "q2"), "groups"),)
        assert graph.position("q2") == 1
        assert graph.quantity("q2") == Quantity("q2", "crayons/box", None, None, 8)
        with pytest.raises(KeyError):
            graph.quantity("r1")

    def test_canonical_bytes_are_the_fixed_interchange_form(self) -> None:
        graph = quantity_graph_from_dict(ISSUE_EXAMPLE)
        assert graph.canonical_bytes() == ISSUE_EXAMPLE_CANONICAL
        assert graph.canonical_hash() == hashlib.sha256(ISSUE_EXAMPLE_CANONICAL).hexdigest()

    def test_decimals_leave_as_the_numbers_they_came_in_as(self) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][1]["value"] = 0.1
        data["quantities"][0]["value"] = 12.75
        graph = quantity_graph_from_dict(data)
        assert graph.quantity("q2").value == Fraction(1, 10)
        assert graph.as_json() == data
        assert b'"value":0.1}' in graph.canonical_bytes()

    def test_integral_floats_and_plural_denominators_are_normalized(self) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][0]["value"] = 6.0
        data["quantities"][1]["unit"] = "crayons/boxes"
        graph = quantity_graph_from_dict(data)
        assert graph.as_json() == ISSUE_EXAMPLE
        assert graph.canonical_bytes() == ISSUE_EXAMPLE_CANONICAL

    def test_from_dict_does_not_mutate_its_input(self) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][1]["unit"] = "crayons/boxes"
        snapshot = copy.deepcopy(data)
        quantity_graph_from_dict(data)
        assert data == snapshot

    @pytest.mark.parametrize("data", [None, [], "graph", 3])
    def test_not_an_object(self, data: Any) -> None:
        _refused_dict(data, "")

    @pytest.mark.parametrize("key", ["schema", "quantities", "relations", "target"])
    def test_missing_top_level_key(self, key: str) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        del data[key]
        error = _refused_dict(data, "")
        assert key in error.detail

    def test_unknown_top_level_key(self) -> None:
        data = dict(copy.deepcopy(ISSUE_EXAMPLE), answer=48)
        assert "answer" in _refused_dict(data, "").detail

    @pytest.mark.parametrize("schema", ["core.quantity_graph/2", "core.math_graph/1", None, 1])
    def test_wrong_schema(self, schema: Any) -> None:
        data = dict(copy.deepcopy(ISSUE_EXAMPLE), schema=schema)
        _refused_dict(data, "schema")

    @pytest.mark.parametrize("key", ["id", "unit", "holder", "label", "value"])
    def test_missing_quantity_key(self, key: str) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        del data["quantities"][2][key]
        assert key in _refused_dict(data, "quantities[2]").detail

    @pytest.mark.parametrize("key", ["id", "kind", "result", "operands", "role"])
    def test_missing_relation_key(self, key: str) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        del data["relations"][0][key]
        assert key in _refused_dict(data, "relations[0]").detail

    def test_unknown_nested_keys(self) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][0]["provenance"] = "text"
        _refused_dict(data, "quantities[0]")
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["relations"][0]["lemma"] = "multiply"
        _refused_dict(data, "relations[0]")

    @pytest.mark.parametrize("field", ["quantities", "relations"])
    @pytest.mark.parametrize("value", [{}, "q1", None, 3])
    def test_arrays_must_be_arrays(self, field: str, value: Any) -> None:
        data = dict(copy.deepcopy(ISSUE_EXAMPLE), **{field: value})
        _refused_dict(data, field)

    @pytest.mark.parametrize("value", [{}, "q1q2", None, ("q1", "q2")])
    def test_operands_must_be_an_array(self, value: Any) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["relations"][0]["operands"] = value
        _refused_dict(data, "relations[0].operands")

    def test_nested_errors_name_the_field(self) -> None:
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["relations"][0]["operands"] = ["q1", "q9"]
        _refused_dict(data, "relations[0].operands[1]")
        data = copy.deepcopy(ISSUE_EXAMPLE)
        data["quantities"][2]["unit"] = "pencils"
        _refused_dict(data, "relations[0]", "unit_mismatch")

    def test_immutable(self) -> None:
        graph = quantity_graph_from_dict(ISSUE_EXAMPLE)
        with pytest.raises(AttributeError):
            graph._target = "q1"
        with pytest.raises(AttributeError):
            graph.target = "q1"  # type: ignore[misc]
        with pytest.raises(AttributeError):
            graph.extra = 1
        assert graph.target == "q3"
        assert graph.canonical_bytes() == ISSUE_EXAMPLE_CANONICAL

    def test_equality_and_hash_follow_the_canonical_bytes(self) -> None:
        a = quantity_graph_from_dict(ISSUE_EXAMPLE)
        b = QuantityGraph(
            (
                qty("q1", "boxes", 6.0, "Ana"),
                qty("q2", "crayons/boxes", Fraction(8), None),
                qty("q3", "crayons", None, "Ana"),
            ),
            iter([Relation("r1", "product", "q3", ["q1", "q2"], "groups")]),  # type: ignore[arg-type]
            "q3",
        )
        assert a == b and hash(a) == hash(b)
        assert a.canonical_hash() == b.canonical_hash()
        c = QuantityGraph(
            [*b.quantities[:2], b.quantities[2]._replace(label="now")], b.relations, "q3"
        )
        assert c != a and c.canonical_hash() != a.canonical_hash()
        assert a != "graph"
        assert "3 quantities" in repr(a)


# ------------------------------------------------------------------ properties

UNIT_CHOICES = ["apples", "apple", "boxes", "crayons/box", "1", "dollars", "$", "fluid ounces"]
TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=12
).filter(lambda s: s == s.strip())
VALUES = st.one_of(
    st.none(),
    st.integers(-(10**30), 10**30),
    st.integers(-MAX, MAX),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([0.1, 2.5, 12.75, -0.05, 1e-300, 5e-324, 1e300]),
)


@st.composite
def valid_graphs(draw: st.DrawFn) -> QuantityGraph:
    """Random valid graphs: sums of like units and scalings by pure numbers, any texts."""
    count = draw(st.integers(1, 8))
    quantities = []
    for i in range(count):
        quantities.append(
            qty(
                f"q{i}",
                draw(st.sampled_from(UNIT_CHOICES)),
                draw(VALUES),
                draw(st.none() | TEXT),
                draw(st.none() | TEXT),
            )
        )
    relations = []
    for k in range(draw(st.integers(0, 6))):
        result = draw(st.integers(0, count - 1))
        unit = quantities[result].unit
        if draw(st.booleans()):
            same = [i for i, q in enumerate(quantities) if q.unit == unit and i != result]
            if len(same) < 2:
                continue
            operands = draw(st.lists(st.sampled_from(same), min_size=2, max_size=4, unique=True))
            relations.append(
                rel(f"r{k}", "sum", f"q{result}", [f"q{i}" for i in operands], "combine")
            )
        else:
            pure = [i for i, q in enumerate(quantities) if q.unit == "1" and i != result]
            same = [i for i, q in enumerate(quantities) if q.unit == unit and i != result]
            if not pure or not same:
                continue
            a, b = draw(st.sampled_from(same)), draw(st.sampled_from(pure))
            if a == b:
                continue
            relations.append(rel(f"r{k}", "product", f"q{result}", (f"q{a}", f"q{b}"), "scale"))
    return qgraph(quantities, relations, f"q{draw(st.integers(0, count - 1))}")


GRAPH_SETTINGS = settings(
    max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@GRAPH_SETTINGS
@given(valid_graphs())
def test_canonical_bytes_are_sorted_compact_json(graph: QuantityGraph) -> None:
    data = graph.as_json()
    assert data["schema"] == SCHEMA
    expected = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    assert graph.canonical_bytes() == expected
    assert graph.canonical_hash() == hashlib.sha256(expected).hexdigest()
    assert json.loads(expected) == data


@GRAPH_SETTINGS
@given(valid_graphs())
def test_json_round_trip_is_exact_and_hash_stable(graph: QuantityGraph) -> None:
    text = json.dumps(graph.as_json())
    again = quantity_graph_from_dict(json.loads(text))
    assert again == graph
    assert again.canonical_bytes() == graph.canonical_bytes()
    assert again.canonical_hash() == graph.canonical_hash()
    assert again.quantities == graph.quantities
    for before, after in zip(graph.quantities, again.quantities, strict=True):
        assert type(before.value) is type(after.value)
    # the hash is computed once and stays the same
    assert graph.canonical_hash() == graph.canonical_hash()
    assert graph.canonical_bytes() is graph.canonical_bytes()
