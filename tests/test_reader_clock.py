"""Clock times: their tokens, the sentences they end, and the spans read between two."""

from __future__ import annotations

import pytest

from generate._read.tokens import sentences, tokenize
from generate.math_reader import ReadError, read_problem


def _lows(text: str) -> list[str]:
    return [t.low for t in tokenize(text)]


def test_a_clock_time_and_its_mark_are_one_token_each() -> None:
    assert _lows("leaves at 9:20 a.m. and arrives at 1:05 P.M. today") == [
        "leaves", "at", "9:20", "a.m.", "and", "arrives", "at", "1:05", "p.m.", "today",
    ]  # fmt: skip


def test_a_mark_that_ends_the_sentence_leaves_its_point_as_the_terminator() -> None:
    tokens = tokenize("It bakes from 7 a.m. until 11 a.m. It stops.")
    assert [t.low for t in tokens][:9] == [
        "it", "bakes", "from", "7", "a.m.", "until", "11", "a.m", ".",
    ]  # fmt: skip
    assert sentences(tokens) == [(0, 9), (9, 12)]


def test_offsets_of_clock_tokens_cover_the_source() -> None:
    assert [(t.start, t.end) for t in tokenize("at 12:45 p.m. and")] == [
        (0, 2), (3, 8), (9, 13), (14, 17),
    ]  # fmt: skip
    assert [(t.start, t.end) for t in tokenize("at 12:45 p.m.")][2:] == [(9, 12), (12, 13)]


def test_numbers_beside_clock_times_stay_numbers() -> None:
    assert _lows("paid 3.50 and 1,200.5 at 12:45") == [
        "paid", "3.50", "and", "1,200.5", "at", "12:45",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "Sam works from 9:30 to 5:00. He earns $10 an hour. How much does he earn?",
            "clock.half_day",
        ),
        (
            "Sam works from 9:30 a.m. to 5:00. He earns $10 an hour. How much does he earn?",
            "clock.half_day",
        ),
        (
            "Sam worked from 10 p.m. to 6 a.m. He earns $10 an hour. How much did he earn?",
            "clock.order",
        ),
        (
            "Sam works from 13 a.m. to 5 p.m. He earns $10 an hour. How much does he earn?",
            "clock.hour",
        ),
    ],
)
def test_a_span_whose_ends_do_not_say_the_half_of_the_day_refuses(text: str, code: str) -> None:
    with pytest.raises(ReadError) as caught:
        read_problem(text)
    assert caught.value.code == code, str(caught.value)
