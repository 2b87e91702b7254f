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
from generate.math_lowering import lower
from generate.math_parser import ParseError, parse_with_provenance
from generate.math_pipeline import Answer, answer_graph
from generate.math_solver import SolveError


def _parser_answer(text: str) -> Answer:
    """The ADR-0115 parser's answer (its graph lowered and solved): what these tables guard."""
    parsed = parse_with_provenance(text)
    return answer_graph(lower(parsed.graph), "parser", parsed=parsed)


def _outcome(text: str) -> tuple[str, object]:
    """("answer", (value, unit)) or ("refused", reason): the only two correct results."""
    try:
        answer = _parser_answer(text)
    except (ParseError, SolveError, DomainError) as exc:
        return "refused", exc.reason
    assert answer.verdict.ok
    return "answer", (Fraction(repr(answer.value)), answer.unit)


def _check_answer(text: str, value: int | float, unit: str | None) -> None:
    """The answer, and its unit unless ``unit`` is ``None`` (any spelling of it)."""
    kind, got = _outcome(text)
    assert kind == "answer", got
    assert isinstance(got, tuple)
    assert got[0] == Fraction(repr(value)), got
    assert unit is None or got[1] == unit, got


def _check_refusal(text: str, reason: str) -> None:
    outcome = _outcome(text)
    assert outcome == ("refused", reason), outcome


# -- number/noun agreement: one unit per noun lemma -----------------------------------

AGREEMENT: list[tuple[str, int | float, str | None]] = [
    ("Sam has 1 apples. He buys 3 more apples. How many apples does Sam have?", 4, "apples"),
    ("Sam has 5 apple. He buys 3 more apples. How many apples does Sam have?", 8, "apples"),
    ("Sam has 5 apples. He buys 3 apple. How many apple does Sam have?", 8, "apples"),
    # either plural of "cactus" may name the unit; there must be one
    ("Ana had 1 cactus. She bought 5 cacti. How many cacti does Ana have?", 6, None),
    ("Ana had 5 cacti. She bought 1 cactus. How many cactuses does Ana have?", 6, None),
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


AGREEMENT_GUARDS: list[tuple[str, int | float, str | None]] = [
    ("Kim has 1 goose. She buys 7 geese. How many geese does Kim have?", 8, "geese"),
    ("Pia has 1 die. She finds 2 dice. How many dice does Pia have?", 3, "dice"),
    ("Tom has 1 leaf. He collects 4 leaves. How many leaves does Tom have?", 5, "leaves"),
    ("Ria has 2 sheep. She buys 1 sheep. How many sheep does Ria have?", 3, "sheep"),
    ("Ria has 1 person. How many people does Ria have?", 1, "people"),
]


@pytest.mark.parametrize(("text", "value", "unit"), AGREEMENT + AGREEMENT_GUARDS)
def test_agreement_slips_and_irregular_plurals_are_one_unit(
    text: str, value: int, unit: str | None
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

WORD_NAMES: list[tuple[str, int | float, str | None]] = [
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


WORD_NAMES_READ_GUARDS: list[tuple[str, int | float, str | None]] = [
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


# -- "back" reverses a transfer -------------------------------------------------------

BACK = [
    (
        "Ann has 5 apples. She gives 2 apples to Ben. Ben gives 1 apple back."
        " How many apples does Ann have?",
        4,
    ),
    (
        "Ann has 5 apples. She gives Ben 2 apples. Later, Ben gives back 1 apple."
        " How many apples does Ann have?",
        4,
    ),
    ("Ann has 5 apples. She gives Ben 2 apples. Ben gives 1 back. How many apples are there?", 5),
    ("Ann has $10. She lends Ben $4. Ben pays back $3. How much money does Ann have?", 9),
    ("Ann has $10. She lends Ben $4. Ben pays $3 back. How much money does Ann have?", 9),
    (
        "Ann has 5 apples. She gives Ben 2 apples. Ann gets 1 apple back."
        " How many apples does Ben have?",
        1,
    ),
    (
        "Tom had 8 cards. He handed 3 cards to Eva. Eva handed 2 cards back."
        " How many cards does Tom have?",
        7,
    ),
    (
        "Ann has 5 apples. She sells Ben 2 apples. Ben sells 1 apple back."
        " How many apples does Ann have?",
        4,
    ),
]


@pytest.mark.parametrize(("text", "value"), BACK)
def test_back_returns_to_the_one_giver(text: str, value: int) -> None:
    outcome = _outcome(text)
    assert outcome[0] == "answer" and outcome[1][0] == value, outcome  # type: ignore[index]


BACK_REFUSED = [
    # two givers, a giver nobody named, no giver at all
    "Ann has 5 apples and Cy has 3 apples. Ann gives Ben 2 apples. Cy gives Ben 1 apple."
    " Ben gives 1 apple back. How many apples does Ann have?",
    "Ann has 5 apples. She gives Ben 2 apples. Ben buys 3 apples. Ben gives 1 apple back."
    " How many apples does Ann have?",
    "Ben has 3 apples. Ben gives 1 apple back. How many apples does Ben have?",
    "Ann has 5 apples. She gives 2 apples to her brother. She gets 1 apple back."
    " How many apples does Ann have?",
    "Ann has 6 apples. She gives Ben 2 apples, then gives Eva 1 apple. Ann gets 1 apple back."
    " How many apples does Ann have?",
    # "back" after a verb that names nobody to return to
    "Ann has 5 apples. She gives Ben 2 apples. Ben eats 1 apple back."
    " How many apples does Ann have?",
    "Ann has 5 apples. She gives Ben 2 apples. Ben is given 1 apple back."
    " How many apples does Ann have?",
    "Ann has 5 apples. She gives Ben 2 apples. Ben loses 1 apple on the way back."
    " How many apples does Ben have?",
]


@pytest.mark.parametrize("text", BACK_REFUSED)
def test_back_without_one_counterpart_is_refused(text: str) -> None:
    assert _outcome(text)[0] == "refused"


# -- future and planned events ----------------------------------------------------------

_APPLES = " How many apples does Sam have?"
FUTURE = [
    f"Sam has 5 apples. He buys 3 more tomorrow.{_APPLES}",
    f"Sam has 5 apples. Next week, he buys 3 more.{_APPLES}",
    f"Sam has 5 apples. He buys 3 more next week.{_APPLES}",
    f"Sam has 5 apples. He gives 2 apples to Ann next Monday.{_APPLES}",
    f"Sam has 5 apples. In the future he buys 3 more.{_APPLES}",
    f"Sam has 5 apples. He eats 2 apples in the future.{_APPLES}",
    f"Sam has 5 apples. He gives Ann 2 apples tonight.{_APPLES}",
    f"Sam has 5 apples. He buys 3 more tomorrow.{_APPLES.replace('does', 'will')}",
    f"Sam has 5 apples. He'll buy 3 more.{_APPLES}",
    f"Sam has 5 apples. He has to give 2 apples to Ann.{_APPLES}",
]
# Already refused before, for other reasons; now with the reason named.
FUTURE_GUARDS = [
    f"Sam has 5 apples. Tomorrow he buys 3 more.{_APPLES}",
    f"Sam has 5 apples. He eats 3 apples in two days.{_APPLES}",
    f"Sam has 5 apples. In 2 days, he eats 3 apples.{_APPLES}",
    f"Sam has 5 apples. Tonight he eats 2 apples.{_APPLES}",
    f"Sam has 5 apples. He will buy 3 more.{_APPLES}",
    f"Sam has 5 apples. He is going to buy 3 more.{_APPLES}",
    f"Sam had 5 apples. He was going to eat 2 apples.{_APPLES}",
    f"Sam has 5 apples. He plans to buy 3 more.{_APPLES}",
    f"Sam had 5 apples. He planned to give 2 apples to Ann.{_APPLES}",
    f"Sam has 5 apples. He wants to sell 2 apples.{_APPLES}",
]


@pytest.mark.parametrize("text", FUTURE + FUTURE_GUARDS)
def test_future_and_planned_events_are_refused(text: str) -> None:
    _check_refusal(text, "unsupported_sentence")


# Days told out of the week's order: applied as written, the holdings are not the days'.
DAYS_OUT_OF_ORDER = [
    f"Sam had 10 apples. He picked 5 apples on Tuesday. He ate 12 apples on Monday.{_APPLES}",
    "Sam had $10. He earned $20 on Friday. He spent $25 on Thursday. How much money does Sam have?",
]


@pytest.mark.parametrize("text", DAYS_OUT_OF_ORDER)
def test_days_out_of_order_are_refused(text: str) -> None:
    _check_refusal(text, "unsupported_sentence")


def test_days_in_order_are_read() -> None:
    text = f"Sam had 10 apples. He ate 2 apples on Monday. He picked 5 apples on Tuesday.{_APPLES}"
    assert _outcome(text) == ("answer", (13, "apples"))


SEQUENCE_GUARDS = [
    (f"Sam has 5 apples. The next day, he eats 2.{_APPLES}", 3),
    (f"Sam has 5 apples. He buys 3 more.{_APPLES.replace('does', 'will')}", 8),
    ("Will has 20 shells. Will gives Xia 5 shells. How many shells are there altogether?", 20),
    (f"Sam had 8 apples. Later, he ate 2 apples.{_APPLES}", 6),
]


@pytest.mark.parametrize(("text", "value"), SEQUENCE_GUARDS)
def test_sequence_words_that_are_not_the_future(text: str, value: int) -> None:
    outcome = _outcome(text)
    assert outcome[0] == "answer" and outcome[1][0] == value, outcome  # type: ignore[index]


# -- a gain named by the head noun is not narrowed to a qualified holding ---------------

_BLUE = " How many blue marbles does Rosa have?"
HEAD_NOUN_GAINS = [
    f"Rosa has 6 blue marbles. She wins 4 marbles.{_BLUE}",
    f"Rosa has 6 blue marbles. She finds 4 marbles.{_BLUE}",
    f"Rosa has 6 blue marbles. She buys 4 more marbles.{_BLUE}",
    f"Rosa had 6 blue marbles. Then she got 4 marbles.{_BLUE}",
    f"Rosa has 6 blue marbles. She collects 4 marbles and picks up 1 marble.{_BLUE}",
    f"Rosa has 6 blue marbles. She is given 4 marbles.{_BLUE}",
    f"Rosa has 6 blue marbles. Her aunt gives her 4 marbles.{_BLUE}",
    "Ria has 5 baseball cards. She bakes 2 cards. How many baseball cards does Ria have?",
    "Ria has 5 baseball cards. She receives 2 cards. How many baseball cards does Ria have?",
]


@pytest.mark.parametrize("text", HEAD_NOUN_GAINS)
def test_gain_by_head_noun_is_refused(text: str) -> None:
    _check_refusal(text, "ambiguous_unit")


HEAD_NOUN_GUARDS = [
    (f"Rosa has 6 blue marbles. She buys 4 more.{_BLUE}", 10),
    (f"Rosa has 6 blue marbles. She loses 4 marbles.{_BLUE}", 2),
    (
        "Rosa has 6 blue marbles. She gives 4 marbles to Ann. How many blue marbles does Ann have?",
        4,
    ),
    (
        "Ann has 5 gold coins. Ben has 2 gold coins. Ben gives Ann 2 coins."
        " How many gold coins does Ann have?",
        7,
    ),
]


@pytest.mark.parametrize(("text", "value"), HEAD_NOUN_GUARDS)
def test_head_noun_of_ones_own_holding_is_read(text: str, value: int) -> None:
    outcome = _outcome(text)
    assert outcome[0] == "answer" and outcome[1][0] == value, outcome  # type: ignore[index]


# -- a container the text never mentions ----------------------------------------------------

CONTAINERS = [
    "Ivo has 9 pears. How many pears are in Ivo's bag?",
    "Ivo has 9 pears. He eats 2. How many pears are in Ivo's bag now?",
    "Ida has 5 beads. She finds 2 more. How many beads are in Ida's box?",
    "Ivo has 9 pears in his bag. He eats 2. How many pears are in Ivo's basket?",
    "Ivo's bag has 9 pears. Ivo has 4 plums. How many plums are in Ivo's bag?",
    "There are 9 pears in Ivo's bag. How many pears are in Ivo's basket?",
    "Mia has $15. She spends $4. How much money is in Mia's wallet?",
]


@pytest.mark.parametrize("text", CONTAINERS)
def test_unmentioned_container_is_refused(text: str) -> None:
    _check_refusal(text, "unsupported_question")


CONTAINER_GUARDS = [
    ("There are 9 pears in Ivo's bag. He eats 2. How many pears are in Ivo's bag now?", 7),
    ("Ivo's bag has 9 pears. He eats 2. How many pears are in Ivo's bag now?", 7),
    ("Ivo has 9 pears in his bag. He eats 2. How many pears are in Ivo's bag?", 7),
    ("Mia has $15 in her wallet. She spends $4. How much money is in Mia's wallet?", 11),
    (
        "There are 9 crayons in Dev's pencil case. Dev loses 2 crayons."
        " How many crayons are in Dev's pencil case now?",
        7,
    ),
]


@pytest.mark.parametrize(("text", "value"), CONTAINER_GUARDS)
def test_stated_container_is_read(text: str, value: int) -> None:
    outcome = _outcome(text)
    assert outcome[0] == "answer" and outcome[1][0] == value, outcome  # type: ignore[index]


# -- refusal messages name what the user wrote, and quote little of a long sentence -------

MESSAGES = [
    # (problem, words the message must quote, placeholders it must not use)
    (
        "Sam has 5 apples. He gives 2 apples to Ben and Ann. How many apples does Sam have?",
        "'Ann'",
        "'nothing'",
    ),
    ("Sam has 5 apples. How many apples does Sam", "'Sam'", "'the end'"),
    ("Sam has 5 apples. How many apples are in", "'in'", "'the end'"),
]


@pytest.mark.parametrize(("text", "quoted", "placeholder"), MESSAGES)
def test_messages_quote_the_text_not_placeholders(text: str, quoted: str, placeholder: str) -> None:
    with pytest.raises(ParseError) as info:
        _parser_answer(text)
    message = str(info.value)
    assert quoted in message and placeholder not in message, message


@pytest.mark.parametrize(
    "sentence",
    [
        "Sam eats " + "very " * 2000 + "2 apples.",
        "Sam has 5 apples and " + ", ".join(["Ben"] * 2000) + " smiled.",
        "Sam eats 2 apples at the " + "x" * 5000 + " Park.",
    ],
    ids=["long sentence", "long list", "long word"],
)
def test_a_refusal_quotes_at_most_about_120_characters(sentence: str) -> None:
    with pytest.raises(ParseError) as info:
        _parser_answer(f"Sam has 5 apples. {sentence} How many apples does Sam have?")
    error = info.value
    assert error.sentence is not None and len(error.sentence) > 1000
    assert len(str(error)) <= 3 * 120 + 60, str(error)


# A sum of money "in" things is worth of them, not money (red-team round 12: "$58 in gift
# cards. He spends $4." had answered 54); "in quarters", "in his wallet" stay money.
@pytest.mark.parametrize(
    "text",
    [
        "Jake has $58 in gift cards. He spends $4. How much money does Jake have left?",
        "Tom has $6. His mom gives him $87 in coupons. How much money does Tom have?",
    ],
)
def test_money_in_things_is_refused(text: str) -> None:
    assert _outcome(text)[0] == "refused", _outcome(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jake has $58 in his wallet. He spends $4. How much money does Jake have left?", 54),
        ("Jake has $5 in quarters. He spends $1. How much money does Jake have left?", 4),
    ],
)
def test_money_in_money_forms_is_read(text: str, value: int) -> None:
    _check_answer(text, value, "dollars")


# A present question right after a holding told at a past time (red-team round 12: "Jess
# had 17 marbles on Tuesday. How many does she have now?" had answered 17).
@pytest.mark.parametrize(
    "text",
    [
        "Jess had 17 marbles on Tuesday. How many marbles does she have now?",
        "Omar had 30 shells this morning. How many shells does he have now?",
        "Jake had 21 apples at noon. How many apples does he have now?",
        "Jake had 21 apples yesterday. How many apples does he have?",
    ],
)
def test_present_question_after_a_past_timed_holding_is_refused(text: str) -> None:
    assert _outcome(text) == ("refused", "unsupported_sentence"), _outcome(text)


# "N more" told at another time than the amount before it (red-team rounds 12 and 13: "2
# more on Sunday" is read by texts both as another 2 and as 2 more than on Saturday).
@pytest.mark.parametrize(
    "text",
    [
        "Julia had $94. She spent $13 on Thursday and $2 more on Friday. How much money does"
        " Julia have left?",
        "Tom had 5 apples. He bought 26 apples on Saturday. He bought 2 more on Sunday. How many"
        " apples does he have?",
    ],
)
def test_more_at_another_time_is_refused(text: str) -> None:
    assert _outcome(text) == ("refused", "unsupported_sentence"), _outcome(text)


# A count whose head is left out and shared with the next ("3 red and 4 green apples",
# red-team round 17): the v1 parser counted 3 "reds" and answered the 4 green apples.
@pytest.mark.parametrize(
    "text",
    [
        "Ann has 3 red and 4 green apples. How many apples does Ann have?",
        "Ann has 3 red, 4 green and 5 blue balloons. How many balloons does Ann have?",
        "Omar has 1 big and 1 small box. How many boxes does he have?",
    ],
)
def test_a_count_of_a_lone_adjective_is_refused(text: str) -> None:
    assert _outcome(text) == ("refused", "ambiguous_unit"), _outcome(text)
