"""The pipeline's routing between the ADR-0115 parser and the reader: where a parse the
parser answers may leave out what the question counts, the reader reads the text (and
refuses what neither can defend)."""

from __future__ import annotations

import pytest

from generate.math_pipeline import answer_problem
from generate.math_reader import ReadError
from generate.math_solver import SolveError


def test_parts_asked_beside_wholes_go_to_the_reader_and_are_refused() -> None:
    # the parser counts the 2 loose wheels only; the bikes' wheels may be asked too
    with pytest.raises(ReadError) as info:
        answer_problem("Tim has 3 bikes and 2 wheels. How many wheels does Tim have?")
    assert info.value.code == "reading.unused_amount"


def test_parts_with_no_wholes_beside_them_are_still_the_parsers() -> None:
    answer = answer_problem("Tim has 3 wheels. He buys 2 wheels. How many wheels does he have?")
    assert (answer.source, answer.value) == ("parser", 5)


def test_a_two_word_noun_in_a_parse_goes_to_the_reader() -> None:
    # the parser matched "dogs" to its "hot dogs" by the last word
    with pytest.raises(ReadError) as info:
        answer_problem("Tom has 5 hot dogs. How many dogs does he have?")
    assert info.value.code == "question.category"


def test_a_holding_told_at_first_with_no_change_goes_to_the_reader() -> None:
    # the parser answered the start as what is held now
    with pytest.raises(ReadError) as info:
        answer_problem("Tom had 10 stickers at first. How many stickers does Tom have now?")
    assert info.value.code == "clause.unused"


def test_money_spent_beside_coins_the_units_pack_does_not_value_is_refused() -> None:
    # the reader answered 4: the dollar spent touched no half-dollar
    with pytest.raises((ReadError, SolveError)):
        answer_problem(
            "Ann has 4 half-dollars. She spends $1. How many half-dollars does she have?"
        )
