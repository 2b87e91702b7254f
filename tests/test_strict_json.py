"""packs.strict_json: the one JSON reader, and the rules every caller gets from it."""

from __future__ import annotations

import json
import pickle

import pytest

from packs.strict_json import MAX_DEPTH, JSONError, loads


def _error(data: str | bytes) -> JSONError:
    with pytest.raises(JSONError) as info:
        loads(data)
    return info.value


@pytest.mark.parametrize(
    "text",
    ['{"a": 1, "b": [1, 2.5, "x", null, true]}', "[]", '"text"', "-0.5", "12", '{"nested": {}}'],
)
def test_plain_json_reads_as_json_loads(text: str) -> None:
    assert loads(text) == json.loads(text)
    assert loads(text.encode("utf-8")) == json.loads(text)


def test_duplicate_key_is_refused_with_the_object_position() -> None:
    error = _error('{"x": [1, {"b": 1,\n "b": 2}]}')
    assert (error.reason, error.kind) == ("invalid_json", "duplicate_key")
    assert (error.line, error.column) == (1, 11)
    assert str(error) == "line 1 column 11: duplicate key 'b'"


def test_duplicate_key_position_skips_braces_inside_strings() -> None:
    error = _error('{"s": "}{", "t": [{"c": 1}, {"d": 1, "d": 2}]}')
    assert (error.line, error.column) == (1, 29)


def test_trace_with_two_answer_values_is_refused() -> None:
    text = '{"answer_value": 6, "steps": [], "answer_value": 7}'
    assert json.loads(text)["answer_value"] == 7  # what a lenient reader would verify
    assert "duplicate key 'answer_value'" in str(_error(text))


@pytest.mark.parametrize(
    ("text", "column", "shown"),
    [
        ("[1, NaN]", 5, "NaN"),
        ('{"v":\n Infinity}', 2, "Infinity"),
        ("[-Infinity]", 2, "-Infinity"),
        ('[1, "NaN", 1e400]', 12, "1e400"),
        ("[-1.5e309]", 2, "-1.5e309"),
    ],
)
def test_non_finite_numbers_are_refused(text: str, column: int, shown: str) -> None:
    error = _error(text)
    assert (error.reason, error.kind) == ("invalid_json", "non_finite")
    assert error.column == column
    assert shown in str(error)


def test_integer_too_long_to_read_is_refused_not_a_value_error_leak() -> None:
    error = _error('{"a": 1, "b": ' + "7" * 5000 + "}")
    assert (error.kind, error.line, error.column) == ("number_too_long", 1, 15)
    assert "5000 digits" in str(error)
    assert loads("7" * 4000) == int("7" * 4000)  # long but readable: the caller judges the range


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 100_000])
def test_deep_nesting_is_invalid_json_never_recursion_error(depth: int) -> None:
    for opener, closer in (("[", "]"), ('{"a":', "}")):
        error = _error(opener * depth + "1" + closer * depth)
        assert (error.reason, error.kind) == ("invalid_json", "too_deep")
        assert f"deeper than {MAX_DEPTH}" in str(error)


def test_nesting_up_to_the_limit_is_read() -> None:
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    brackets_in_strings = '["' + "[" * 500 + '"]'
    assert loads(brackets_in_strings) == ["[" * 500]


def test_bom_is_skipped_for_str_and_bytes_alike() -> None:
    assert loads('\ufeff{"a": 1}') == {"a": 1}
    assert loads(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert _error('\ufeff\ufeff{"a": 1}').kind == "syntax"  # one BOM, not any number


def test_bytes_that_are_not_utf8_are_unreadable() -> None:
    error = _error(b'{"name":\n "Ren\xe9"}')
    assert (error.reason, error.kind, error.line, error.column) == (
        "input_unreadable",
        "encoding",
        2,
        6,
    )
    assert "0xe9" in str(error)


def test_syntax_error_names_line_and_column() -> None:
    error = _error('{"a": 1,\n  "b": }')
    assert (error.reason, error.kind, error.line, error.column) == ("invalid_json", "syntax", 2, 8)
    assert str(error).startswith("line 2 column 8: ")


def test_error_survives_pickling() -> None:
    error = pickle.loads(pickle.dumps(_error("[NaN]")))
    assert (error.reason, error.kind, error.line, error.column) == (
        "invalid_json",
        "non_finite",
        1,
        2,
    )
