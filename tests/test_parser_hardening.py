"""Issue 7, section 1: wrong answers removed at their cause, and refusals that cost
answers for no safety gain.

Every table here is text level (problem -> answer value, or problem -> refusal
reason) so that a rewrite of the parser can reuse it unchanged. Each class has
several variants of its own (word order, tense, other nouns and verbs). Every
row of a table failed on the parser before the fix (a wrong number, a refusal
where the answer is certain, or an answer where a refusal is due), except in
the tables named ``*_GUARDS``: near misses that were already right and must
stay right, so that a fix cannot overshoot.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from generate.math_domain import DomainError
from generate.math_parser import ParseError
from generate.math_pipeline import answer_problem
from generate.math_solver import SolveError


def _outcome(text: str) -> tuple[str, object]:
    """("answer", (value, unit)) or ("refused", reason): the only two correct results."""
    try:
        answer = answer_problem(text)
    except (ParseError, SolveError, DomainError) as exc:
        return "refused", exc.reason
    assert answer.verdict.ok
    return "answer", (Fraction(repr(answer.trace.answer_value)), answer.trace.answer_unit)


def _check_answer(text: str, value: int | float, unit: str) -> None:
    assert _outcome(text) == ("answer", (Fraction(repr(value)), unit))


def _check_refusal(text: str, reason: str) -> None:
    outcome = _outcome(text)
    assert outcome == ("refused", reason), outcome


# -- number/noun agreement: one unit per noun lemma -----------------------------------

AGREEMENT = [
    ("Sam has 1 apples. He buys 3 more apples. How many apples does Sam have?", 4, "apples"),
    ("Sam has 5 apple. He buys 3 more apples. How many apples does Sam have?", 8, "apples"),
    ("Sam has 5 apples. He buys 3 apple. How many apple does Sam have?", 8, "apples"),
    ("Ana had 1 cactus. She bought 5 cacti. How many cacti does Ana have?", 6, "cactuses"),
    ("Ana had 5 cacti. She bought 1 cactus. How many cactuses does Ana have?", 6, "cacti"),
    ("Kim has 7 geese. She sells 1 goose. How many goose does Kim have?", 6, "geese"),
    ("Leo caught 1 shrimp. Then he caught 5 shrimps. How many shrimp does Leo have?", 6, "shrimp"),
    ("Leo has 5 shrimps. He eats 1 shrimp. How many shrimps does Leo have?", 4, "shrimps"),
    ("Omar has 1 boxes. He buys 2 box. How many boxes does Omar have?", 3, "boxes"),
    ("Ann has 4 pencil. She gives Ben 1 pencils. How many pencils does Ann have?", 3, "pencils"),
    (
        "Zoe has 1 trading cards. She buys 2 trading card. How many trading cards does Zoe have?",
        3,
        "trading cards",
    ),
    ("Ivy has 2 mouse. She finds 1 mice. How many mice does Ivy have?", 3, "mice"),
]


AGREEMENT_GUARDS = [
    ("Kim has 1 goose. She buys 7 geese. How many geese does Kim have?", 8, "geese"),
    ("Pia has 1 die. She finds 2 dice. How many dice does Pia have?", 3, "dice"),
    ("Tom has 1 leaf. He collects 4 leaves. How many leaves does Tom have?", 5, "leaves"),
    ("Ria has 2 sheep. She buys 1 sheep. How many sheep does Ria have?", 3, "sheep"),
    ("Ria has 1 person. How many people does Ria have?", 1, "people"),
]


@pytest.mark.parametrize(("text", "value", "unit"), AGREEMENT + AGREEMENT_GUARDS)
def test_agreement_slips_and_irregular_plurals_are_one_unit(
    text: str, value: int, unit: str
) -> None:
    _check_answer(text, value, unit)


# -- digits: one script per number --------------------------------------------------

DIGITS_REFUSED = [
    "Sam has \u06635 apples. How many apples does Sam have?",
    "Sam has 5\u0663 apples. How many apples does Sam have?",
    "Sam has 1,\u066200 apples. How many apples does Sam have?",
    "Sam has \uff153 apples. How many apples does Sam have?",
    "Sam has 12 apples. He eats \u09e95 apples. How many apples does Sam have?",
    "Sam has $\u06612. He spends $3. How much money does Sam have?",
]


@pytest.mark.parametrize("text", DIGITS_REFUSED)
def test_mixed_script_digits_are_unreadable(text: str) -> None:
    _check_refusal(text, "number_unreadable")


DIGITS_GUARDS = [
    ("Sam has \u0663\u0665 apples. How many apples does Sam have?", 35, "apples"),
    ("Sam has $\u0661\u0662. He spends $\u0663. How much money does Sam have?", 9, "dollars"),
    ("Sam has \uff15\uff13 apples. How many apples does Sam have?", 53, "apples"),
]


@pytest.mark.parametrize(("text", "value", "unit"), DIGITS_GUARDS)
def test_digits_of_one_script_are_read(text: str, value: int, unit: str) -> None:
    _check_answer(text, value, unit)


# -- names that are English words, where a name stands ---------------------------------
# Problems in the style and families of the dev set (CORE's own dev set has such
# names and counts any refusal as a failure).

WORD_NAMES = [
    ("Drew has 9 pencils. He buys 4 more. How many pencils does Drew have now?", 13, "pencils"),
    (
        "Mark has 14 marbles and Will has 5 marbles. Mark gives Will 6 marbles."
        " How many marbles does Will have now?",
        11,
        "marbles",
    ),
    (
        "Grace has 20 stickers. She gives 7 stickers to Will. How many stickers does Will have?",
        7,
        "stickers",
    ),
    (
        "Jack has 9 pencils and Drew has 2 pencils. Drew receives 4 pencils from Jack."
        " How many pencils does Drew have?",
        6,
        "pencils",
    ),
    (
        "Rose has $25. She hands Will $8. Then Will spends $3. How much money does Will have?",
        5,
        "dollars",
    ),
    (
        "Grace has 16 seashells and Will has 10 seashells. Grace gives Will 6 seashells."
        " Then Will gives 3 seashells to Grace. How many seashells does Grace have?",
        13,
        "seashells",
    ),
    (
        "Drew has 12 pencils and Will has 9 pencils. How many pencils do Drew and Will have?",
        21,
        "pencils",
    ),
    (
        "Jack has 3 eggs. Will has 4 eggs. How many eggs do Jack and Will have?",
        7,
        "eggs",
    ),
    (
        "Jack has $3.50, Will has $2.25, and Drew has $4. How much money do they have in total?",
        9.75,
        "dollars",
    ),
    (
        "There are 8 crayons in Will's box and 11 crayons in Rose's box. Drew has 4 crayons."
        " How many crayons are there in total?",
        23,
        "crayons",
    ),
    (
        "Mark has 12 books. He lends Will 5 books. Will buys 2 more."
        " How many books does Will have?",
        7,
        "books",
    ),
    ("Will's box has 4 pens. Will buys 2 pens. How many pens does Will have?", 6, "pens"),
    ("Sofia has 4 dolls. She gives 3 dolls to May. How many dolls does May have?", 3, "dolls"),
]


WORD_NAMES_READ_GUARDS = [
    (
        "There are 16 crayons in Drew's box. He breaks 3 crayons and finds 2 more under the desk."
        " How many crayons does Drew have?",
        15,
        "crayons",
    ),
    ("Rose had $40. She spent $13 at the bookstore. How much money does Rose have?", 27, "dollars"),
    (
        "Bill has 6 stickers. He doubles his stickers. How many stickers does Bill have?",
        12,
        "stickers",
    ),
]


@pytest.mark.parametrize(("text", "value", "unit"), WORD_NAMES + WORD_NAMES_READ_GUARDS)
def test_english_words_are_names_where_a_name_stands(text: str, value: int, unit: str) -> None:
    _check_answer(text, value, unit)


# A scene sentence that names such a person registers them: a later "he" may be him.
WORD_NAMES_REFUSED = [
    (
        "Will went to the park. Sam has 5 apples. He eats 2 apples. How many apples does Sam have?",
        "unresolved_reference",
    ),
]
# "Will buy" is an auxiliary, "by May" may be a date, "Quickly" is no name; and a
# name that was read before must still be read.
WORD_NAMES_GUARDS = [
    (
        "Drew smiled at everybody. Sam has 5 apples. He eats 2 apples."
        " How many apples does Sam have?",
        "unresolved_reference",
    ),
    (
        "Sofia had 4 dolls. She was given 3 dolls by May. How many dolls does Sofia have?",
        "unsupported_sentence",
    ),
    (
        "Sofia has 4 dolls. Will buy 3 dolls. How many dolls does Sofia have?",
        "unsupported_sentence",
    ),
    ("Quickly gets 2 apples. How many apples does Quickly have?", "unresolved_reference"),
]


@pytest.mark.parametrize(("text", "reason"), WORD_NAMES_REFUSED + WORD_NAMES_GUARDS)
def test_english_words_that_may_not_be_names(text: str, reason: str) -> None:
    _check_refusal(text, reason)


# -- a possessive pronoun in a clause whose subject it fits is the subject's -------------

BOUND_POSSESSIVES = [
    (
        "Ben has 4 cards. Max has 12 cards. Max splits his cards equally into 3 piles"
        " and keeps one pile. How many cards does Max have?",
        4,
    ),
    (
        "Tom has 14 marbles and Ben has 5 marbles. Tom doubles his marbles."
        " How many marbles does Tom have?",
        28,
    ),
    (
        "Tom has 14 marbles and Ben has 5 marbles. Ben eats 2 of his marbles."
        " How many marbles does Ben have?",
        3,
    ),
    (
        "Will has 14 marbles and Jack has 5 marbles. Jack gives 2 of his marbles to Will."
        " How many marbles does Will have?",
        16,
    ),
    ("Ann has 4 pens and Eva has 3 pens. Ann halves her pens. How many pens does Ann have?", 2),
    (
        "Mia had 9 shells. Lea had 4 shells. Lea lost 3 of her shells."
        " How many shells does Lea have?",
        1,
    ),
]


@pytest.mark.parametrize(("text", "value"), BOUND_POSSESSIVES)
def test_possessive_of_the_clause_subject(text: str, value: int) -> None:
    outcome = _outcome(text)
    assert outcome[0] == "answer" and outcome[1][0] == value, outcome  # type: ignore[index]


# A gain may take another's holding ("wins 2 of his marbles"), and a pronoun of
# the other gender is someone else: a real second reading, so refused.
POSSESSIVES_GUARDS = [
    "Tom has 14 marbles and Ben has 5 marbles. Ben wins 2 of his marbles."
    " How many marbles does Ben have?",
    "Leo has 5 cupcakes. Mia has 3 cupcakes. Leo ate 2 of her cupcakes."
    " How many cupcakes does Leo have?",
    "Ann has 4 pens and Ben has 3 pens. Ben doubles her pens. How many pens does Ben have?",
]


@pytest.mark.parametrize("text", POSSESSIVES_GUARDS)
def test_possessive_with_a_second_reading_is_refused(text: str) -> None:
    _check_refusal(text, "unresolved_reference")
