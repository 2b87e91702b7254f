"""The question: which quantity is asked for, often defined by a new relation.

- question := "how" ("many" | "much") [("more" | "fewer" | "less")] [noun_phrase] ask
            | "how" ("old" | "tall" | "long" | "far" | "heavy") BE subject part*
            | "how" ("long" | "many" TIME_UNIT) take
            | "what" BE ... | "how" "fast" ...   (a price, a speed: see rate_questions)
- take     := AUX ["going" "to"] "it" "take" [person] "to" verb_group part*
                                                 "will it take her to read 120 pages"
- ask      := AUX subject verb_group part*      "does Sam have left", "did she buy"
            | BE "there" part*                   "are there in the park"
            | BE [subject] [verb_group] part*    "are left", "are in the box", "is Sam"

The asked quantity is a holding (now, "left", or "at first"), the sum of
the events a verb names ("did she buy", "did he spend"), a total across
holders ("in all", "they", "altogether"), a difference ("how many more ...
than"), or an amount over a span from a rate ("how many pages does she
read in 5 days"). Every part of the question must be read into the target;
a question whose quantity the text never built is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    ATTRIBUTE_DIMENSIONS,
    ATTRIBUTE_WORDS,
    COMPARATIVE_ATTRIBUTES,
    Clause,
    Part,
    VerbGroup,
    read_clause_parts,
    read_per,
    read_subject,
    read_verb_group,
)
from generate._read.context import (
    EARNING,
    SPENDING,
    Context,
    clause_time,
    place_context,
    place_label,
)
from generate._read.errors import ReadError
from generate._read.guards import is_category
from generate._read.holdings import time_offset
from generate._read.lexicon import (
    activity_form,
    category_members,
    is_person_noun,
    verb_form,
    words,
)
from generate._read.meaning import (
    AmountRef,
    amount_of,
    convert,
    entity_of,
    is_container,
    measured_amount,
    owner_key,
    phrase_unit,
    plural_noun,
    price_paid_each,
    priced_by,
    same_unit,
)
from generate._read.model import Draft, Event, Model, Rate
from generate._read.partitions import complement_part, kind_of, one_attribute, part_of_kind
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.rate_questions import read_cost_of, read_fast, read_what
from generate._read.references import Entity
from generate._read.statements import relative_clause
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import span_total, uneven_span, unit_name
from generate.math_units import ConversionError, unit_table

__all__ = ["Asked", "read_question"]

_START_WORDS: Final = frozenset({"initially", "originally", "first", "beginning", "start"})
_MONEY_EVENTS: Final = {
    "earn": EARNING,
    "make": EARNING | {"get"},
    "spend": SPENDING,
    "pay": frozenset({"spend", "pay"}),
    "save": frozenset({"save"}),
}
_MONEY_GOT: Final = frozenset({"win", "get", "receive", "find"})
"""Ways money comes that are no earning of it ("won $15", "got $10 from her grandmother")."""
_ATTRIBUTES: Final = {
    "old": "years",
    "tall": None,
    "long": None,
    "far": None,
    "heavy": None,
    "high": None,
    "wide": None,
    "deep": None,
}
_ATTRIBUTE_UNITS: Final = _ATTRIBUTES


@dataclass(frozen=True, slots=True)
class Asked:
    """The target quantity id and the question's token range."""

    target: str
    first: int
    end: int


def read_question(ctx: Context, first: int, end: int) -> Asked:
    """Read the question (tokens ``[first, end)`` without the "?") into a target quantity.

    opening := ("in" "total" | "altogether" | ...) [","] | ("in" | "over" | "after") SPAN [","]
    before "how": a total, or the span asked over, read with the question's parts; a span
    no reading of the question used ("In 5 years, how old will Sam be?", an age asked then)
    refuses it, as any unread part does."""
    stream = Stream(ctx.tokens, first, end)
    ctx.refs.new_clause(None)
    opening = stream.pos
    total_opening = _total_opening(stream)  # ("In total, how many fireworks do they have?")
    span_opening: Part | None = None
    if not total_opening and stream.check(("in", "over", "after")):
        span = read_noun_phrase(Stream(stream.tokens, stream.pos + 1, stream.end))
        if span is not None and span.value is not None and span.end < stream.end:
            # "In 70 days how many hours of naps does he take?": the span, said first
            span_opening = Part("pp", stream.pos, span.end, np=span, prep=stream.low())
            stream.pos = span.end
    stream.consume((",",))
    if (total_opening or span_opening is not None) and not stream.check(("how",)):
        stream.reset(opening)
        total_opening, span_opening = False, None
    asked = _question(ctx, stream, first, end, total_opening, span_opening, opening)
    if span_opening is not None and not span_opening.used:
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(span_opening.first, span_opening.end)!r} unread",
            span_opening.first,
        )
    return asked


def _question(
    ctx: Context,
    stream: Stream,
    first: int,
    end: int,
    total_opening: bool,
    span_opening: Part | None,
    opening: int,
) -> Asked:
    if stream.check(_IMPERATIVES | {"what"}):
        ages = _sum_of_ages(ctx, stream, first)
        if ages is not None:
            return Asked(ages, first, end)
        average = _average(ctx, stream, first)
        if average is not None:
            return Asked(average, first, end)
        percentage = _percentage(ctx, stream, first)
        if percentage is not None:
            return Asked(percentage, first, end)
        bought = _cost_of_purchases(ctx, stream, first)
        if bought is not None:
            return Asked(bought, first, end)
    if stream.consume(_IMPERATIVES) and not stream.check(("how", "what")):
        return _noun_question(ctx, stream, first, end)
    if stream.check(("what",)) and stream.check(_WHAT_BE, 1) and _noun_question_ahead(stream):
        stream.pos += 2
        stream.consume(("be",))
        return _noun_question(ctx, stream, first, end)
    if stream.check(("what",)):
        change = _what_change(ctx, stream, first)
        if change is not None:
            return Asked(change, first, end)

    if stream.consume(("what",)):
        return Asked(read_what(ctx, stream), first, end)
    if stream.check(("how",)) and stream.check(("fast",), 1):
        stream.pos += 2
        return Asked(read_fast(ctx, stream), first, end)
    if not stream.consume(("how",)):
        stream.fail(
            "unsupported_question",
            "question.form",
            "only 'how many' and 'how much' questions are read",
        )
    if stream.check(("long",)) and _takes_time(stream, 1):
        stream.pos += 1
        return _time_to(ctx, stream, None, first)
    unit: str | None = None
    label: str | None = None
    lead_parts: list[Part] = (
        [Part("word", opening, opening + 1, word="altogether")] if total_opening else []
    )
    if span_opening is not None:
        lead_parts.append(span_opening)
    distance = stream.check(("far",)) and stream.check(_DO | {"will", "would", "can", "could"}, 1)
    attribute = None if distance else stream.consume(tuple(_ATTRIBUTES))
    if attribute is not None:
        return _attribute(ctx, stream, attribute.low, first)
    if distance:
        # "How far does it drive in 90 minutes?": how many of the distance its rate is in
        stream.pos += 1
        more = None
        unit = _distance_unit(ctx, stream)
    elif not stream.consume(("many", "much")):
        stream.fail(
            "unsupported_question",
            "question.form",
            "only 'how many' and 'how much' questions are read",
        )
    else:
        if stream.check(("change",)) and stream.check(_DO | {"will", "would", "should"}, 1):
            return Asked(_change_asked(ctx, stream), first, end)
        more = stream.consume(("more", "fewer", "less"))
        if more is None and stream.check(tuple(COMPARATIVE_ATTRIBUTES)):
            # "How much taller is Will than Sam?"
            return _comparative(ctx, stream, stream.read().low, first, None)
    if distance:
        pass
    elif stream.consume(("times",)):
        unit = "times"  # "How many times does she swim in 4 weeks?"
    elif stream.consume(("money",)):
        unit = "dollars"
    elif not stream.check(words("auxiliary") | {"will", "there"}):
        if stream.check(tuple(_TOTAL_WORDS)) and stream.peek(1) is not None:
            # "How many total toys", "How many combined feet": a total of them
            lead_parts.append(Part("word", stream.pos, stream.pos + 1, word="altogether"))
            stream.pos += 1
        if stream.low(1) in COMPARATIVE_ATTRIBUTES and unit_table().lookup(stream.low()):
            # "How many miles farther did she drive?": the unit, then the comparative
            np = read_noun_phrase(Stream(stream.tokens, stream.pos, stream.pos + 1))
            stream.pos += 1
        else:
            np = read_noun_phrase(stream)
        if np is not None and np.of is not None and np.of.value is not None:
            # "How many packs of 4 does he make?": packs of a size the text may not have made
            stream.fail(
                "unsupported_question", "question.unit", "a count of groups of a size", np.first
            )
        if np is not None and np.mods and np.mods[0] in _TOTAL_WORDS and np.value is None:
            # "How many total toys", "How many combined feet": a total of them
            lead_parts.append(Part("word", np.first, np.first + 1, word="altogether"))
            np = replace(np, mods=np.mods[1:])
        if np is not None:
            found = phrase_unit(np)
            if found is None:
                stream.fail(
                    "unsupported_question", "question.unit", "cannot tell what is counted", np.first
                )
            unit, label = found
            if more is None and label is None and _takes_time(stream, 0):
                return _time_to(ctx, stream, unit, first)
            if more is None and label is None and _lasts_ahead(stream, unit):
                return Asked(_lasts(ctx, stream, unit, first), first, end)
            if (
                more is None
                and label is None
                and stream.check(tuple(_ATTRIBUTES))
                and stream.check(("is", "was"), 1)
                and unit_table().lookup(unit) is not None
            ):
                # "How many inches long is it?": "how long is it", in inches
                adjective = stream.read().low
                return _attribute(ctx, stream, adjective, first, asked_in=unit)
            if (
                more is None
                and label is None
                and stream.check(tuple(COMPARATIVE_ATTRIBUTES))
                and unit_table().lookup(unit) is not None
            ):
                # "How many pounds heavier is the dog than the cat?"
                return _comparative(ctx, stream, stream.read().low, first, unit)
    pair = _two_kinds(stream, unit, label, more)
    if pair is not None:
        lows = {t.low for t in stream.tokens[first:end]}
        if not lows & {"altogether", "total", "combined", "together", "all"}:
            # "How many roses and lilies does Ines have?": two numbers, or one total?
            stream.fail(
                "ambiguous",
                "question.two_kinds",
                "two kinds are asked: two numbers, or their total, is not said",
                first,
            )
        return _sum_of_kinds(ctx, stream, first, end, pair, more, lead_parts)
    return _after_unit(ctx, stream, first, end, unit, label, more, lead_parts)


def _after_unit(
    ctx: Context,
    stream: Stream,
    first: int,
    end: int,
    unit: str | None,
    label: str | None,
    more: Token | None,
    lead_parts: list[Part],
) -> Asked:
    """The question after its unit ("How many apples | does Sam have?"): the auxiliary,
    the subject, and the asked quantity."""
    if unit is not None or stream.check((",",)):
        lead_parts += _before_aux(stream)  # (after "How much money", unit is "dollars")
    there = False
    subjects: list[NounPhrase] = []
    low = stream.low()
    if low in (
        "do",
        "does",
        "did",
        "will",
        "would",
        "can",
        "could",
        "should",
        "must",
        "has",
        "have",
        "had",
        "is",
        "are",
        "was",
        "were",
    ):
        aux = stream.read().low
        if unit is not None and label is None and more is None and _is_that(stream, aux):
            return Asked(_that_amount(ctx, stream, unit), first, end)
        if unit is None and more is not None and stream.check(("the", "a", "an")):
            compared = _cost_difference(ctx, stream, more.low in ("fewer", "less"))
            if compared is not None:
                return Asked(compared, first, end)
        if unit is None and more is None and not _cost_ahead(stream):
            listed = _cost_of_list(ctx, stream)
            if listed is not None:
                return Asked(listed, first, end)
        if unit is None and more is None and _cost_ahead(stream):
            # "How much do 8 pencils cost?"
            return Asked(read_cost_of(ctx, stream), first, end)
        one = _one_cost(stream) if unit is None and more is None else None
        if one is not None:
            # "How much does the car cost?": the one price the text gives of one
            return Asked(_price_of_one(ctx, stream, one), first, end)
        things = _things_cost(stream) if unit is None and more is None else None
        if things is not None:
            # "How much did the pens cost?": what was spent on them
            return Asked(_what_they_cost(ctx, stream, things), first, end)
        if unit is None and more is None and aux in ("is", "was"):
            one = read_noun_phrase(Stream(stream.tokens, stream.pos, stream.end))
            if (
                one is not None
                and one.end == stream.end
                and (_one_thing(one) or (one.group == "pair" and one.det in ("a", "the")))
            ):
                # "How much is the milkshake?": its price, or what was spent on it
                stream.pos = stream.end
                return Asked(_what_it_cost(ctx, stream, one), first, end)
        kind = _kind_after_be(ctx, stream) if aux in ("is", "are", "was", "were") else None
        if kind is not None and label is None:
            label, there = kind, True  # "How many marbles are green?": the kind's one holder
            if len({k[0] for k in ctx.model.holdings if k[2] == kind}) > 1:
                stream.fail(
                    "ambiguous",
                    "question.kind_holder",
                    f"{kind} ones of more than one holder: which are asked is not said",
                    first,
                )
        elif stream.consume(("there",)):
            there = True
        else:
            subjects, there = read_subject(stream)
        if low in ("is", "are", "was", "were") and not subjects:
            there = True
        if not subjects and not there and low not in _SUBJECTLESS_AFTER_AUX:
            # "How many marbles does have now?": whose holding is asked is not written
            stream.fail("unsupported_question", "question.subject", "the question has no subject")
        del aux
    else:
        stream.fail("unsupported_question", "question.form", "cannot read this question")
    return _ask(ctx, stream, first, end, unit, label, more, subjects, there, low, lead_parts)


def _two_kinds(
    stream: Stream, unit: str | None, label: str | None, more: Token | None
) -> tuple[tuple[str, str | None], tuple[str, str | None]] | None:
    """ "How many boys and girls are left?": two kinds asked together; ``None`` (the
    stream unmoved) for one."""
    if unit is None or more is not None or not stream.check(("and",)):
        return None
    mark = stream.mark()
    stream.pos += 1
    np = read_noun_phrase(stream)
    other = phrase_unit(np) if np is not None and np.value is None and np.det is None else None
    if (
        other is None
        or (other[0], other[1]) == (unit, label)
        or not stream.check(words("auxiliary") | {"will", "there", "are", "is", "were", "was"})
    ):
        stream.reset(mark)
        return None
    if same_unit(unit, other[0]) and (
        label is None or other[1] is None or not one_attribute([label, other[1]])
    ):
        # "How many apples and red apples?", "red apples and big apples": one may be
        # among the other, and the sum would count them twice
        stream.fail(
            "unsupported_question",
            "question.kinds_overlap",
            "the two kinds asked may overlap",
            mark,
        )
    return (unit, label), other


def _sum_of_kinds(
    ctx: Context,
    stream: Stream,
    first: int,
    end: int,
    pair: tuple[tuple[str, str | None], tuple[str, str | None]],
    more: Token | None,
    lead_parts: list[Part],
) -> Asked:
    """ "How many koalas and kangaroos are there altogether?": the question read once for
    each kind, the two answers counted together, one each (a kind of the other's unit, "red
    pens and blue pens", is a sum in that unit). Only a total is read: with no total word
    ("How many boys and girls are left?") two numbers may be asked."""
    at = stream.pos
    model = ctx.model
    refs = ctx.refs
    bound, chain = set(refs.clause_bound), refs.chain
    targets = []
    for unit, label in pair:
        stream.pos = at
        refs.clause_bound, refs.chain = set(bound), chain  # (each reading from the same start)
        asked = _after_unit(ctx, stream, first, end, unit, label, more, list(lead_parts))
        targets.append(asked.target)
    units = [model.unit_of(t) for t in targets]
    if same_unit(units[0], units[1]):
        common, parts = units[0], targets  # ("red pens and blue pens": pens)
    else:
        common = " and ".join(f"{lab} {u}" if lab else u for u, lab in pair)
        parts = []
        for target, unit in zip(targets, units, strict=True):
            kind = singular(unit)
            each = model.given(1, f"{common}/{kind}", None, f"a {kind} each", None)
            parts.append(model.derive("product", (target, each), "rate", common, None, None, None))
    total = model.derive("sum", tuple(parts), "combine", common, None, "in total", None)
    return Asked(total, first, end)


_TOTAL_WORDS: Final = frozenset({"total", "combined", "altogether"})
_ANY_GROUP: Final = frozenset({"boy", "girl", "friend", "kid", "child", "person", "student"})
"""People a question may call all the named ones ("the boys"), if the words fit each."""


def _before_aux(stream: Stream) -> list[Part]:
    """after_unit := ("total" | "altogether" | "combined" | "in" ("total" | "all") | per
                     | [","] "in" UNIT [","])*

    "How many crayons in total does", "How much money, in dollars, did": words
    between what is asked and the auxiliary that the question reads as if they
    came at its end.
    """
    parts: list[Part] = []
    while True:
        at = stream.pos
        if stream.consume(tuple(_TOTAL_WORDS)):
            parts.append(Part("word", at, stream.pos, word="altogether"))
            continue
        per = read_per(stream)
        if per is not None:
            parts.append(per)
            continue
        if stream.check(("than",)):
            # "How many more red apples than green apples does he have?"
            mark = stream.mark()
            stream.pos += 1
            other = read_noun_phrase(stream)
            if other is not None and stream.check(words("auxiliary") | {"are", "is", "were"}):
                parts.append(Part("pp", at, stream.pos, np=other, prep="than"))
                continue
            stream.reset(mark)
        if stream.check(("in",)) and stream.low(1) in ("total", "all"):
            stream.pos += 2
            parts.append(Part("word", at, stream.pos, word="altogether"))
            continue
        mark = stream.mark()
        comma = stream.consume((",",)) is not None
        if stream.consume(("in",)):
            np = read_noun_phrase(stream)
            if (
                np is not None
                and np.value is None
                and np.det is None
                and np.head is not None
                and not np.mods
                and (not comma or stream.consume((",",)))
            ):
                parts.append(Part("pp", at, stream.pos, np=np, prep="in"))
                continue
        stream.reset(mark)
        return parts


_CHANGE_VERBS: Final = frozenset({"get", "receive"})
_WORK_GROUPS: Final = frozenset({"earn", "work", "make"})
_SPENDING: Final = frozenset({"spend", "buy", "pay"})


def _change_asked(ctx: Context, stream: Stream) -> str:
    """change_q := "how" "much" "change" AUX subject ("get" | "receive") ["back"]

    "How much change does he get?": the bill the holder paid with, less all
    the holder spent (in dollars). Refused when the holder paid with no
    bill, or spent nothing the text prices.
    """
    at = stream.pos
    stream.pos += 2  # "change", the auxiliary
    subjects, _ = read_subject(stream)
    holders = _holders(ctx, stream, subjects)
    if len(holders) != 1 or not stream.consume(_CHANGE_VERBS):
        stream.fail("unsupported_question", "question.change", "change to whom is not read", at)
    stream.consume(("back",))
    if not stream.at_end():
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(stream.pos, stream.end)!r} unread",
        )
    return _change_of(ctx, stream, holders[0].key, at)


def _sum_of_ages(ctx: Context, stream: Stream, first: int) -> str | None:
    """ages := ("what" BE | IMPERATIVE) ("the" ("sum" | "total") "of" ("their" "ages" | "the"
              "ages" "of" holders) | "their" ("combined" | "total") ("age" | "ages"))

    "What is the sum of their ages?", "Find their combined age": every holder's age now,
    added; ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    stream.consume(("is", "was", "'s", "are"))
    subjects: list[NounPhrase] = []
    if stream.consume(("the",)) and stream.consume(("sum", "total")) and stream.consume(("of",)):
        now = 1 if stream.low(1) in ("present", "current") else 0  # ("their present ages")
        if stream.check(("their",)) and stream.low(1 + now) == "ages":
            subjects = [NounPhrase(stream.pos, stream.pos + 1, pronoun="they")]
            stream.pos += 2 + now
        elif stream.consume(("the",)) and stream.consume(("ages",)) and stream.consume(("of",)):
            subjects, _ = read_subject(stream)
    elif (
        stream.check(("their",))
        and stream.low(1) in ("combined", "total")
        and stream.low(2) in ("age", "ages")
    ):
        subjects = [NounPhrase(stream.pos, stream.pos + 1, pronoun="they")]
        stream.pos += 3
    if not subjects or not stream.at_end():
        stream.reset(mark)
        return None
    holders = _holders(ctx, stream, subjects)
    if len(holders) < 2:
        stream.fail("unsupported_question", "question.subject", "the ages of whom?", first)
    if any(h.key in ctx.past_stated for h in holders) and stream.low_at(first + 1) != "was":
        # "Ann was 12. Tom was 15. What is the sum of their ages?": their ages then, or now?
        stream.fail("unsupported_question", "question.tense", "ages told as they were", first)
    ages = [_holding(ctx, stream, [h], "years", "age", False) for h in holders]
    return ctx.model.derive("sum", tuple(ages), "combine", "years", None, "age", None)


def _average(ctx: Context, stream: Stream, first: int) -> str | None:
    """average := ("what" BE | IMPERATIVE) ("the" | "their") "average" measured
                  ["of" holders] [("that" | "which") ["each" NOUN] verb_group]
       measured := "age" | "number" "of" unit_phrase | unit_phrase

    "What is the average age of the three?", "Find their average age", "What is the average
    number of fish that each person caught?": the holders' amounts added and divided by how
    many holders there are (every person the text names, when none are named here);
    ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    if stream.low_at(first) == "what":
        stream.consume(_WHAT_BE)
    they = stream.consume(("their",)) is not None
    if not (they or stream.consume(("the",))) or not stream.consume(("average",)):
        stream.reset(mark)
        return None
    label: str | None
    if stream.consume(("age", "ages")):
        unit, label = "years", "age"
    elif stream.check(("height", "weight", "length")):
        # "the average height of the three": in the one unit their heights are told in
        label = stream.read().low
        units = {k[1] for k in ctx.model.holdings if k[2] == label}
        if len(units) != 1:
            stream.fail(
                "unsupported_question", "question.unit", f"the {label}s are not in one unit", first
            )
        unit = units.pop()
    else:
        if stream.check(("number", "amount")) and stream.check(("of",), 1):
            stream.pos += 2
        np = read_noun_phrase(stream)
        found = phrase_unit(np) if np is not None and np.value is None else None
        if found is None:
            stream.fail("unsupported_question", "question.unit", "the average of what?", first)
        unit, label = found
    subjects: list[NounPhrase] = []
    if they:
        subjects = [NounPhrase(first, first + 1, pronoun="they")]
    elif stream.consume(("of", "for")):
        subjects, _ = read_subject(stream)
        if not subjects:
            stream.fail("unsupported_question", "question.subject", "the average of whom?", first)
    verb: VerbGroup | None = None
    joined = stream.consume(("that", "which")) is not None
    if joined and stream.consume(("each",)):
        stream.consume(("person", "one", "friend", "child", "student"))
    elif not subjects and not stream.at_end():
        # "the average number of cards they have", "... the two have"
        subjects, _ = read_subject(stream)
    if joined or (subjects and not stream.at_end()):
        verb = read_verb_group(stream)
        if verb is None or verb.frame is None:
            stream.fail("unsupported_question", "question.form", "the average of what done?")
        if verb.frame.cls == "hold":
            verb = None  # ("they have": their holdings)
    if not stream.at_end():
        stream.fail("unsupported_question", "question.form", "cannot read this average", first)
    holders = (
        _holders(ctx, stream, subjects)
        if subjects
        else [p for p in ctx.refs.people() if p.key[:1].isupper()]
    )
    if len(holders) < 2 or len({h.key for h in holders}) != len(holders):
        stream.fail("unsupported_question", "question.subject", "an average of whom?", first)
    if not subjects and len(holders) != len(ctx.refs.people()):
        stream.fail(
            "unsupported_question",
            "question.subject",
            "the text speaks of people it does not name: whose average is asked?",
            first,
        )
    counted = any(np.value is not None for np in subjects)
    if verb is None and any(
        (start := ctx.model.starts.get((h.key, unit, label))) is not None
        and ctx.model.by_id[start].assumed_zero
        for h in holders
    ):
        # "Ann gives 6 cards to Dan. What is the average number of cards they have?": Dan's
        # start is only assumed to be none, and he may not be one of "they"
        stream.fail(
            "unsupported_question",
            "question.assumed_start",
            "an average over a holder whose start is only assumed",
            first,
        )
    if not counted and any("'s " in h.key for h in holders):
        # "Tom, Ann and Sam ... Tom's mother is 40. What is their average age?": the three
        # children's, or all four's?
        stream.fail(
            "ambiguous",
            "question.subject",
            "'their' may or may not take in a relative the text names",
            first,
        )
    if (
        label == "age"
        and any(h.key in ctx.past_stated for h in holders)
        and stream.low_at(first + 1) != "was"
    ):
        # "Ann was 12. Tom is 15. What is their average age?": her age then, or now?
        stream.fail("unsupported_question", "question.tense", "ages told as they were", first)
    model = ctx.model
    if verb is not None:
        assert verb.frame is not None
        clause = Clause([], False, verb, [], first, stream.end)
        amounts = [
            _events(ctx, stream, clause, [h], unit, label, verb.frame.event) for h in holders
        ]
    else:
        amounts = [_holding(ctx, stream, [h], unit, label, False) for h in holders]
    total = model.derive("sum", tuple(amounts), "combine", unit, None, label or "in total", None)
    count = model.given(len(holders), "1", None, "holders", None)
    return model.derive("quotient", (total, count), "share", unit, None, "average", None)


def _percentage(ctx: Context, stream: Stream, first: int) -> str | None:
    """percentage := "what" ("percentage" | "percent") "of" whole (BE KIND | AUX holder HAVE)
       whole := [OWNER | "the"] unit_phrase

    "What percentage of his caps are green?", "What percent of the cards does Ann have?":
    the part over the whole, times 100; ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    stream.consume(_WHAT_BE)
    stream.consume(("the",))
    if (
        stream.low_at(first) != "what"
        or not stream.consume(("percentage", "percent"))
        or not stream.consume(("of",))
    ):
        stream.reset(mark)
        return None
    np = read_noun_phrase(stream)
    found = phrase_unit(np) if np is not None and np.value is None else None
    if np is None or found is None or found[1] is not None:
        stream.fail("unsupported_question", "question.unit", "a percentage of what?", first)
    unit = found[0]
    owners: list[NounPhrase] = []
    if np.owner is not None:
        owners = [
            NounPhrase(np.first, np.first + 1, name=np.owner)
            if np.owner_is_name
            else NounPhrase(np.first, np.first + 1, pronoun=_SUBJECT_OF.get(np.owner, np.owner))
        ]
    model = ctx.model
    if stream.consume(("are", "were", "is", "was")):
        kind_np = read_noun_phrase(stream)
        if kind_np is None or not stream.at_end() or kind_np.value is not None:
            stream.fail("unsupported_question", "question.form", "a percentage that are what?")
        kind = kind_of(kind_np, unit)
        holders = _holders(ctx, stream, owners) if owners else []
        if not holders and len({k[0] for k in model.holdings if same_unit(k[1], unit)}) != 1:
            # "Tom has 4 red caps and 6 green caps. Ann has 5 caps.": of whose caps?
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        whole = _holding(ctx, stream, holders, unit, None, False)
        part = _holding(ctx, stream, holders, unit, kind, False)
    elif stream.consume(("does", "do", "did")) and not owners:
        subjects, _ = read_subject(stream)
        if not subjects or not stream.consume(("have", "own", "hold")) or not stream.at_end():
            stream.fail("unsupported_question", "question.form", "a percentage held by whom?")
        holders = _holders(ctx, stream, subjects)
        keys = {k[0] for k in model.holdings if same_unit(k[1], unit)}
        if not holders or not {h.key for h in holders} < keys:
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        everyone = [ctx.refs.entities[k] for k in sorted(keys) if k in ctx.refs.entities]
        if len(everyone) != len(keys):
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        whole = _holding(ctx, stream, everyone, unit, None, False)
        part = _holding(ctx, stream, holders, unit, None, False)
    else:
        stream.fail("unsupported_question", "question.form", "cannot read this percentage", first)
    ratio = model.derive("quotient", (part, whole), "part", "1", None, "share", None)
    hundred = model.given(100, "percent", None, "per hundred", None)
    return model.derive("product", (ratio, hundred), "percent", "percent", None, None, None)


_SUBJECT_OF: Final = {"his": "he", "her": "she", "their": "they", "its": "it"}


def _cost_of_purchases(ctx: Context, stream: Stream, first: int) -> str | None:
    """purchases := ("what" BE | IMPERATIVE) "the" ["total"] "cost" "of" OWNER "purchases"

    "Calculate the total cost of her purchases.": all she spent, as "How much did she
    spend?" asks; ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    stream.consume(("is", "was", "'s"))
    if not stream.consume(("the",)):
        stream.reset(mark)
        return None
    stream.consume(("total",))
    if not (stream.consume(("cost",)) and stream.consume(("of",))):
        stream.reset(mark)
        return None
    owner = read_noun_phrase(stream)
    if (
        owner is None
        or owner.head not in ("purchases", "purchase", "shopping")
        or owner.owner is None
        or not stream.at_end()
    ):
        stream.reset(mark)
        return None
    holder = NounPhrase(owner.first, owner.first + 1)
    if owner.owner_is_name:
        holder.name = owner.owner
    else:
        holder.pronoun = {"her": "she", "his": "he", "their": "they"}.get(owner.owner)
    holders = _holders(ctx, stream, [holder])
    clause = Clause([holder], False, VerbGroup(None, "spend", first, first), [], first, stream.pos)
    return _events(ctx, stream, clause, holders, "dollars", None, "spend")


def _what_change(ctx: Context, stream: Stream, first: int) -> str | None:
    """what_change := "what" BE ("her" | "his" | "their" | NAME "'s" | "the") "change"

    "What is her change?": the change of the one who paid with a bill (for "the change",
    the one holder who did); ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    if not stream.consume(("is", "was", "'s")):
        stream.reset(mark)
        return None
    np = read_noun_phrase(stream)
    if np is None or np.head != "change" or np.mods or not stream.at_end():
        stream.reset(mark)
        return None
    if np.owner is not None:
        owner_np = replace(np, head=None)
        key = entity_of(ctx.refs, stream, replace(np, head="change"))
        del owner_np
        holder = key.key.rsplit("'s ", 1)[0] if key is not None and "'s " in key.key else None
    elif np.det == "the" and len(ctx.model.tenders) == 1:
        holder = next(iter(ctx.model.tenders))
    else:
        holder = None
    if holder is None:
        stream.fail("unsupported_question", "question.change", "whose change is not said", first)
    return _change_of(ctx, stream, holder, first)


def _change_of(ctx: Context, stream: Stream, holder: str, at: int) -> str:
    """The bill ``holder`` paid with, less all the holder spent before it (in dollars)."""
    model = ctx.model
    paid = model.tenders.get(holder)
    if paid is None:
        stream.fail("unsupported_question", "question.change", f"{holder} paid with no bill", at)
    tender, before = paid

    def spending(e: Event) -> bool:
        return e.actor == holder and e.group in _SPENDING and e.unit in ("dollars", "cents")

    spent = [e for e in model.events[:before] if spending(e)]
    if not spent or any(spending(e) for e in model.events[before:]):
        stream.fail(
            "unsupported_question",
            "question.change",
            f"which of {holder}'s spending the bill paid for is not clear",
            at,
        )
    if len({e.when for e in spent}) > 1:
        # "On Monday he bought ... On Tuesday he bought ... and paid with a $5 bill"
        stream.fail("ambiguous", "question.change", "purchases at two times before the bill", at)
    parts = [convert(model, stream, e.amount, "dollars", holder) for e in spent]
    total = _sum(model, parts, "dollars", holder, "spent")
    # (the change is nobody's holding yet: "Answer: 3 dollars", not "Carlos has")
    return model.derive("difference", (tender, total), "payment", "dollars", None, "change", None)


_NOW_WORDS: Final = frozenset({"now", "today", "currently", "presently"})
_ORIGINALLY: Final = frozenset({"originally", "initially"})
_PAST_TIME: Final = frozenset({"yesterday", "ago", "earlier", "previously", "formerly"})


def _past_time_in(stream: Stream, first: int, end: int) -> bool:
    """Whether the words name a past time: "yesterday", "2 days ago", "last week"."""
    lows = [t.low for t in stream.tokens[first:end]]
    return any(
        low in _PAST_TIME or (low == "last" and k + 1 < len(lows) and lows[k + 1] in _LAST_OF)
        for k, low in enumerate(lows)
    )


_LAST_OF: Final = frozenset({"week", "month", "year", "night", "weekend", "time"}) | words(
    "time_unit_day"
)


def _modal_in(stream: Stream, first: int, end: int) -> bool:
    """Whether the question has a lowercase "will"/"would" (a capitalized "Will" is a name)."""
    return any(t.text in ("will", "would") for t in stream.tokens[first:end])


def _cost_difference(ctx: Context, stream: Stream, fewer: bool) -> str | None:
    """cost_difference := "the" ITEM "cost" "than" "the" ITEM     (after "How much more does")

    "How much more does the laptop cost than the tablet?": one's price less the other's,
    each the one price the text gives of that thing; ``None`` (nothing read) for any
    other shape."""
    mark = stream.mark()
    at = next((k for k in range(stream.pos, stream.end) if stream.low_at(k) == "cost"), None)
    if at is None:
        return None
    first_np = read_noun_phrase(Stream(stream.tokens, stream.pos, at))
    if first_np is None or first_np.head is None or first_np.value is not None:
        return None
    stream.pos = at + 1
    if not stream.consume(("than",)):
        stream.reset(mark)
        return None
    second_np = read_noun_phrase(stream)
    if second_np is None or second_np.head is None or not stream.at_end():
        stream.reset(mark)
        return None
    for np in (first_np, second_np):
        if not _one_thing(np):
            # "than 2 tablets", "than a pair of pencils", "than the pies": the price of
            # how many is compared is more than this rule reads
            stream.fail(
                "unsupported_question",
                "question.price_count",
                "a price compared with the price of several things",
                np.first,
            )
    a = _price_of_one(ctx, stream, first_np)
    b = _price_of_one(ctx, stream, second_np)
    if fewer:
        a, b = b, a
    return ctx.model.derive(
        "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
    )


def _in_so_many(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    np: NounPhrase,
    unit: str,
    label: str | None,
) -> str | None:
    """ "A box holds 24 crayons. How many crayons are in 5 boxes?": the count asked times the
    one rate of ``unit`` per such a thing (of what a thing can hold, only "full" ones);
    ``None`` (nothing read) when the text has no one such rate or the question says more."""
    if np.head is None or np.of is not None or np.group is not None or clause.unused():
        return None
    per = unit_name(np.head)
    rates = [
        r
        for r in ctx.model.rates
        if same_unit(r.top, unit)
        and same_unit(r.per, per)
        and r.holder is None
        and r.group in (None, "capacity")
        and (label is None or r.top_label == label)
    ]
    if len(rates) != 1 or (rates[0].group == "capacity" and "full" not in np.mods):
        return None
    if [m for m in np.mods if m != "full"] != ([rates[0].when] if rates[0].when else []):
        return None  # ("in 5 red boxes" of "each blue box holds": another kind of box)
    model = ctx.model
    count = model.given(np.value, per, None, None, stream.span(np.first, np.end))
    return model.derive("product", (count, rates[0].qid), "rate", rates[0].top, None, label, None)


def _one_thing(np: NounPhrase) -> bool:
    """Whether ``np`` names one thing ("the laptop", "a glass of juice"), not a count of them."""
    return (
        np.value is None
        and np.quantity is None
        and np.group is None
        and np.det in ("a", "an", "the", "one", "this", "that")
        and np.head is not None
        and not plural_noun(np.head)
        and (np.of is None or np.of.value is None)
    )


def _price_of_one(ctx: Context, stream: Stream, np: NounPhrase) -> str:
    """The one price the text gives of one ``np`` ("the laptop"), as an amount of money."""
    item = unit_name(np.head or "")
    named = phrase_unit(np)
    kind = named[1] if named is not None else None  # ("a glass of juice": not milk's glass)
    owner = owner_key(ctx.refs, stream, np)
    rates = priced_by(
        [
            r
            for r in ctx.model.rates
            if r.group == "cost" and same_unit(r.per, item) and r.when == kind
        ],
        owner,
    )
    if not rates and kind is None and is_container(item):
        # ("A box of crayons costs $3. How much do 7 boxes cost?": the one box priced)
        rates = priced_by(
            [r for r in ctx.model.rates if r.group == "cost" and same_unit(r.per, item)], owner
        )
    if not rates and owner is None:
        paid = _paid_for(ctx, item, kind)
        if paid is not None:
            return paid
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_question",
            "question.price",
            f"more than one price of one {singular(item)}"
            if rates
            else f"the text prices no {item}",
            np.first,
        )
    one = ctx.model.given(1, item, None, None, None)
    return ctx.model.derive("product", (one, rates[0].qid), "rate", rates[0].top, None, None, None)


def _paid_for(ctx: Context, item: str, kind: str | None = None) -> str | None:
    """The price of one ``item`` (of ``kind``) from the one purchase of it whose price was not
    told (see ``price_paid_each``), as an amount of money."""
    model = ctx.model
    each = price_paid_each(model, item, kind)
    if each is None:
        return None
    one = model.given(1, item, None, None, None)
    return model.derive(
        "product", (one, each), "rate", model.unit_of(each).split("/")[0], None, None, None
    )


def _cost_of_list(ctx: Context, stream: Stream) -> str | None:
    """cost_list := item ("," item)* "and" item "cost" ["together" | "in" "all" | "altogether"]

    "How much do a sandwich and a glass of juice cost together?": the sum of each item's one
    price times its count ("a" is one); ``None`` (nothing read) for any other shape."""
    at = next((k for k in range(stream.pos, stream.end) if stream.low_at(k) == "cost"), None)
    if at is None or not any(stream.low_at(k) == "and" for k in range(stream.pos, at)):
        return None
    mark = stream.mark()
    inner = Stream(stream.tokens, stream.pos, at)
    items: list[NounPhrase] = []
    while not inner.at_end():
        np = read_noun_phrase(inner)
        if (
            np is None
            or np.head is None
            or (
                np.value is None
                and np.det not in ("a", "an", "one")
                and not (np.det == "the" and _one_thing(np))  # ("the ball and the bat")
            )
            or np.owner is not None
        ):
            return None
        items.append(np)
        if inner.at_end():
            break
        if not inner.consume((",", "and")):
            return None
        inner.consume(("and",))
    stream.pos = at + 1
    if stream.check(("in",)) and stream.check(("all", "total"), 1):
        stream.pos += 2
    else:
        stream.consume(("together", "altogether", "combined"))
    if len(items) < 2 or not stream.at_end():
        stream.reset(mark)
        return None
    model = ctx.model
    costs = []
    for np in items:
        price = _price_of_one(ctx, stream, replace(np, value=None, det="a"))
        count = np.value if np.value is not None else 1
        if count != 1:
            factor = model.given(count, "1", None, None, None)
            price = model.derive(
                "product", (price, factor), "rate", model.unit_of(price), None, None, None
            )
        costs.append(price)
    return model.derive("sum", tuple(costs), "combine", model.unit_of(costs[0]), None, None, None)


def _cost_subject(stream: Stream) -> NounPhrase | None:
    """The one noun phrase between the stream's position and a final "cost" ("How much does
    the car cost", "How much did the pens cost"); the stream is not moved."""
    at = stream.end - 1
    if at <= stream.pos or stream.low_at(at) != "cost":
        return None
    inner = Stream(stream.tokens, stream.pos, at)
    np = read_noun_phrase(inner)
    return np if np is not None and inner.at_end() else None


def _one_cost(stream: Stream) -> NounPhrase | None:
    """one_cost := ("the" | "a" | "an" | "one" | "this" | "that" | OWNER) ITEM "cost" END
    (after "How much does"); the stream is left at the end; else ``None`` and unmoved."""
    np = _cost_subject(stream)
    if np is None or not _one_thing(
        replace(np, owner=None, owner_is_name=False, det=np.det or "the")
    ):
        return None
    stream.pos = stream.end
    return np


def _things_cost(stream: Stream) -> NounPhrase | None:
    """things_cost := ("the" | "these" | "those" | POSSESSIVE) PLURAL "cost" END

    (after "How much did"); the stream is left at the end; else ``None`` and unmoved."""
    np = _cost_subject(stream)
    if (
        np is None
        or np.value is not None
        or np.quantity is not None
        or (np.det not in ("the", "these", "those") and np.owner not in ("his", "her", "their"))
        or not plural_noun(np.head)
    ):
        return None
    stream.pos = stream.end
    return np


def _what_they_cost(ctx: Context, stream: Stream, np: NounPhrase) -> str:
    """ "How much did the pens cost?": what the one spender spent on them."""
    spender = _one_spender(
        ctx, stream, np, "question.spent_on", "who spent on them is not one person"
    )
    return _spent_on(ctx, stream, [spender], np)


def _one_spender(ctx: Context, stream: Stream, np: NounPhrase, code: str, detail: str) -> Entity:
    """The one person the text tells spending money, of whom a question about what ``np``
    cost is asked; refused (``code``) when none or several spent."""
    spenders = sorted({e.actor for e in ctx.model.events if e.group in _MONEY_EVENTS["spend"]})
    if len(spenders) != 1 or spenders[0] not in ctx.refs.entities:
        stream.fail("unsupported_question", code, detail, np.first)
    return ctx.refs.entities[spenders[0]]


def _cost_ahead(stream: Stream) -> bool:
    """An amount of a counted thing, then "cost": "(How much do) 8 pencils cost"."""
    return _cost_amount(stream) is not None


def _cost_amount(stream: Stream) -> NounPhrase | None:
    """The amount before "cost" (read within the words before it, which a noun phrase would
    otherwise take "cost" into: "pencils cost"), the stream left at "cost"; else ``None``."""
    at = next((k for k in range(stream.pos, stream.end) if stream.low_at(k) == "cost"), None)
    if at is None or at == stream.pos:
        return None
    inner = Stream(stream.tokens, stream.pos, at)
    np = read_noun_phrase(inner)
    if (
        np is None
        or not inner.at_end()
        or np.value is None
        or np.head is None
        or np.owner is not None
        or np.money is not None
    ):
        return None
    return np


def _is_that(stream: Stream, aux: str) -> bool:
    """ "How many cents is that?": "is"/"was" then "that"/"this", and the question ends."""
    return aux in ("is", "was") and stream.check(("that", "this")) and stream.pos + 1 == stream.end


_THAT_ROLES: Final = frozenset({"combine", "convert", "change", "transfer", "payment"})
"""Relations a sentence may have and still state one amount "that" is: its number composed
("6 hours and 30 minutes"), or a change by it ("She spends 1 dollar")."""


def _that_amount(ctx: Context, stream: Stream, unit: str) -> str:
    """that_q := "how many" UNIT ("is" | "was") ("that" | "this")

    "Zoe has $4.35. How many cents is that?": "that" is the one amount the
    sentence right before states, in another unit of the asked one's
    dimension, and the answer is that amount converted. The amount is the
    sentence's result: a quantity stated or derived there that nothing else
    uses ("6 hours and 30 minutes" is one). Refused when that sentence was not
    read, states no amount or more than one, or states one the asked unit is
    not a unit of ("4 lessons ... How many hours is that?": that is no time).
    """
    at = stream.pos
    model = ctx.model
    span = ctx.last_statement
    inside = (
        []
        if span is None
        else [
            d
            for d in model.quantities
            if d.span is not None
            and span[0] <= d.span[0]
            and d.span[1] <= span[1]
            and not d.optional
            and d.unit != "1"
            and "/" not in d.unit
        ]
    )
    qids = {d.qid for d in inside}
    results = {r.result: r for r in model.relations if r.result in qids}
    # the amount the sentence states: one stated number, or one amount it composes of its
    # own numbers ("6 hours and 30 minutes"); a holding a change leads to is not stated
    stated = [d.qid for d in inside if d.qid not in results and d.value is not None]
    composed = [
        q
        for q, r in results.items()
        if r.role in ("combine", "convert")
        and all(
            o in qids or model.by_id[o].unit == "1" or "/" in model.by_id[o].unit
            for o in r.operands
        )
        and not any(q in other.operands for other in model.relations)
    ]
    tops = composed if composed else stated
    if any(r.role not in _THAT_ROLES for r in results.values()):
        # "8 hours a day for 5 days", "3 dollars more than Ann": the sentence computes an
        # amount from its own, and which of them "that" is is not sure
        tops = [*tops, *[q for q, r in results.items() if r.role not in _THAT_ROLES]]
    if len(tops) != 1:
        stream.fail(
            "unsupported_question",
            "question.that",
            "'that' is the one amount of the sentence before, and it "
            + ("has none" if not tops else f"has {len(tops)}"),
            at,
        )
    have, asked = unit_table().lookup(model.unit_of(tops[0])), unit_table().lookup(unit)
    money = {model.unit_of(tops[0]), unit} <= {"dollars", "cents"}
    if not money and (have is None or asked is None or have.dimension != asked.dimension):
        stream.fail(
            "unit_mismatch",
            "question.that",
            f"'that' is {model.unit_of(tops[0])}, which are not counted in {unit}",
            at,
        )
    stream.pos += 1
    return convert(model, stream, tops[0], unit, None)


_SUBJECTLESS_AFTER_AUX: Final = frozenset({"has", "have", "had"})
"""An auxiliary its question may go on from without a subject: "how many have been sold"."""

_IMPERATIVES: Final = frozenset({"calculate", "find", "determine", "compute"})
_WHAT_BE: Final = frozenset({"is", "was", "'s", "\u2019s", "will", "are", "were"})
_TOTALS: Final = frozenset({"total", "combined", "final", "overall", "entire"})


_DO: Final = frozenset({"do", "does", "did"})


def _distance_unit(ctx: Context, stream: Stream) -> str:
    """The one length unit the text's rates go in ("60 miles per hour"): what "how far" counts."""
    table = unit_table()
    units = set()
    for top in [r.top for r in ctx.model.rates] + [e.unit for e in ctx.model.events]:
        found = table.lookup(top)
        if found is not None and found.dimension == "length":
            units.add(found.plural)
    if len(units) != 1:
        stream.fail("ambiguous", "question.unit", "how far, in which unit, is not clear")
    return units.pop()


def _noun_question_ahead(stream: Stream) -> bool:
    """Whether "what is" goes on "the [total] number of" / "the [total] amount of"."""
    k = 2 + (stream.low(2) == "be")
    if stream.low(k) != "the":
        return False
    k += 1
    while stream.low(k) in _TOTALS:
        k += 1  # ("the total combined number of grapes")
    if stream.low(k) == "distance" and stream.low(k + 1) not in ("of", "between", "from"):
        return True  # ("What is the total distance he walked?")
    return stream.low(k) in ("number", "amount") and stream.low(k + 1) == "of"


def _noun_question(ctx: Context, stream: Stream, first: int, end: int) -> Asked:
    """noun_q := "the" [TOTAL] (("number" | "amount") "of" noun_phrase | "distance")
                 ["that" | "which"] (subject verb_group part* | part*)

    "calculate the total number of pennies she has", "What is the number of green cards in
    the box?", "find the amount of money Ann spent": the counted phrase, then the rest of
    the question in statement order, read as "how many pennies does she have".
    """
    if not stream.consume(("the",)):
        stream.fail("unsupported_question", "question.form", "cannot read this question")
    while stream.consume(_TOTALS):
        pass
    unit: str | None = None
    label: str | None = None
    if stream.check(("distance",)) and stream.low(1) not in ("of", "between", "from"):
        # "the total distance he walked": in the one length unit the text goes in
        stream.pos += 1
        unit = _distance_unit(ctx, stream)
    elif not stream.consume(("number", "amount")) or not stream.consume(("of",)):
        stream.fail("unsupported_question", "question.form", "the number of what is asked?")
    elif stream.consume(("money",)):
        unit = "dollars"
    else:
        np = read_noun_phrase(stream)
        found = phrase_unit(np) if np is not None and np.value is None else None
        if found is None:
            stream.fail("unsupported_question", "question.unit", "cannot tell what is counted")
        unit, label = found
    stream.consume(("that", "which", "whom"))
    if stream.check(("present",)) and stream.check(words("preposition"), 1):
        stream.pos += 1  # ("the number of theme parks present in the three towns": there)
    if stream.at_end() or stream.check(words("preposition") | {"left", "remaining"}):
        return _ask(ctx, stream, first, end, unit, label, None, [], True, "are")
    subjects, there = read_subject(stream)
    if not subjects and not there:
        stream.fail("unsupported_question", "question.subject", "whose number is asked?")
    return _ask(ctx, stream, first, end, unit, label, None, subjects, there, "do")


def _ask(
    ctx: Context,
    stream: Stream,
    first: int,
    end: int,
    unit: str | None,
    label: str | None,
    more: Token | None,
    subjects: list[NounPhrase],
    there: bool,
    low: str,
    lead_parts: list[Part] | None = None,
) -> Asked:
    """The asked quantity once its unit and subject are known; the stream is at the verb
    group (``low`` is the auxiliary the question put before its subject, or "do");
    ``lead_parts`` were read before the auxiliary ("How many crayons in total does")."""
    be_aux = low in ("is", "are", "was", "were")
    negated_be = (
        be_aux and stream.check(("not", "n't")) and stream.consume(("not", "n't")) is not None
    )  # "How many chairs are not red?", "are not torn"
    verb = (
        None
        if negated_be or (be_aux and stream.check(words("left_word")))
        else read_verb_group(stream, after_aux=True)  # ("are left" is no leaving)
    )
    if verb is None and subjects and _verb_swallowed(stream, subjects):
        verb = read_verb_group(stream, after_aux=True)
    if verb is not None and verb.need and not be_aux and unit is not None and subjects:
        still = _still_to_do(ctx, stream, first, verb, subjects, unit, label, more)
        if still is not None:
            return Asked(still, first, end)
    if verb is not None and verb.need and not be_aux:
        # "How many does he still have to sell?", "need to read": what is still to do,
        # not what was done ("How many crates are needed to pack 96 jars?" is a count)
        stream.fail(
            "unsupported_question",
            "question.need",
            "what is still to be done is asked, and the reader does not read it",
            verb.first,
        )
    lead: list[Part] = list(lead_parts or ())
    if negated_be and (verb_form(stream.low()) or activity_form(stream.low(), True)):
        # "are not torn": the participle names the kind
        lead.append(Part("participle", stream.pos, stream.pos + 1, word=stream.read().low))
    if (
        be_aux
        and verb is None
        and stream.check(words("left_word"))
        and stream.low(1) == "with"
        and stream.pos + 2 == stream.end
    ):
        # "How much money was she left with?": what she has left
        parts = [*lead, Part("word", stream.pos, stream.pos + 1, word=stream.low())]
        stream.pos = stream.end
    else:
        parts = lead + read_clause_parts(stream, verb.frame if verb is not None else None)
    clause = Clause(
        subjects, there, verb or VerbGroup(None, "have", stream.pos, stream.pos), parts, first, end
    )
    for part in clause.parts:
        if part.kind == "word" and part.word == "purpose":
            # "How much did she earn for walking dogs?": the events are not told apart by
            # what they were for
            stream.fail(
                "unsupported_question",
                "question.purpose",
                f"{stream.text(part.first, part.end)!r}: what the events were for is not read",
                part.first,
            )
        if (
            part.kind == "pp"
            and part.prep == "at"
            and part.np is not None
            and part.np.head in ("rate", "pace")
            and part.np.value is None
            and part.np.det in ("the", "this", "that")
            and (part.np.mods in ((), ("same",)))
        ):
            part.used = True  # "... in 3 hours at the same rate?": the text's rates, as always
    each = _each_member(ctx, stream, clause, subjects, unit)
    if each is not None:
        return Asked(each, first, end)
    holders = _holders(ctx, stream, subjects)
    if not holders and not there and subjects:
        if (
            len(subjects) == 1
            and subjects[0].value is not None
            and unit is not None
            and clause.verb.frame is not None
            and clause.verb.frame.cls == "hold"
            and (counted := _in_so_many(ctx, stream, clause, subjects[0], unit, label))
        ):
            return Asked(counted, first, end)  # ("A car has 4 wheels. How many wheels do 6
            # cars have?")
        stream.fail(
            "unsupported_question", "question.subject", "asks about something that is not a holder"
        )
    _take_final_time(ctx, clause)
    label = _kind_asked(ctx, clause, label)
    if there or not subjects:
        place = clause.take("pp", prep=("in", "on", "at", "inside"))
        if place is not None and place.np is not None:
            every = _every_holder(ctx, place.np, unit)
            entity = entity_of(ctx.refs, stream, place.np) if every is None else None
            if every is not None:
                holders = every
            elif (
                place.np.value is not None
                and unit is not None
                and (counted := _in_so_many(ctx, stream, clause, place.np, unit, label))
            ):
                return Asked(counted, first, end)
            elif place.np.value is not None or place.np.det == "both":
                stream.fail(
                    "unsupported_question",
                    "question.place_count",
                    "the question counts other holders than the text has",
                    place.first,
                )
            elif entity is None:
                # "in none of the bags", "in each of them": where is no one place the text has
                stream.fail(
                    "unsupported_question",
                    "question.place_count",
                    f"{stream.text(place.first, place.end)!r} is no one holder the text has",
                    place.first,
                )
            else:
                holders = [_holder_of_place(ctx, stream, entity, place.np)]
                placed = place_label(place)
                labels = {k[2] for k in ctx.model.holdings if k[0] == holders[0].key}
                if placed is not None and placed in labels:
                    label = placed  # "How many cents are in his pocket?" of two places
                elif any(
                    lab is not None and lab.split(" ", 1)[0] in ("in", "on", "at", "inside")
                    for lab in labels
                ):
                    # "45 cents in his pocket and 80 in his backpack. How many are in his
                    # wallet?": a place none of the holdings is in
                    stream.fail(
                        "unsupported_question",
                        "question.no_holding",
                        f"nothing is said to be {stream.text(place.first, place.end)}",
                        place.first,
                    )
    if there and not holders and unit is not None:
        _no_overlap(ctx, stream, unit, first)
    at_start = any(clause.take("word", word=w) for w in ("first",)) or _take_start(clause)
    question_lows = [t.low for t in stream.tokens[first:end]]
    first_adverb = any(
        low == "first"
        and (
            k + 1 == len(question_lows)
            or verb_form(question_lows[k + 1]) is not None
            or activity_form(question_lows[k + 1], True) is not None
        )
        for k, low in enumerate(question_lows)
    )  # ("did Sue first have", "did she have first"; not "on the first floor")
    if set(question_lows) & _ORIGINALLY or first_adverb:
        at_start = True  # "How many did she have originally / initially / first?"
        for part in clause.parts:
            if part.kind == "word" and part.word in (*_ORIGINALLY, "first"):
                part.used = True
    if clause.take("word", word="before") is not None:
        _before_the_one_event(ctx, stream, holders, first)
        at_start = True
    before = next(
        (
            p
            for p in clause.parts
            if not p.used
            and p.kind == "pp"
            and p.prep == "before"
            and p.np is not None
            and p.np.det == "the"
            and p.np.value is None
            and not p.np.mods
            and p.np.head is not None
        ),
        None,
    )
    if (
        before is not None
        and before.np is not None
        and _before_the_occasion(ctx, holders, before.np.head or "")
    ):
        # "She won 18 marbles in a game ... How many did she have before the game?"
        before.used = True
        at_start = True
    clause.take("word", word=("left", "remaining", "now", "total", "altogether", "leftover"))
    for part in list(clause.parts):
        if part.kind == "word" and part.word in (
            "in",
            "all",
            "together",
            "combined",
            "overall",
            "total",
        ):
            part.used = True
    if (
        ctx.future_events
        and not (verb is not None and (verb.future or verb.intent))
        and not _money_still_needed(ctx, more, verb, unit)
    ):
        stream.fail(
            "unsupported_question",
            "question.future_events",
            "events still to come change what is asked",
            ctx.future_events[0],
        )
    question_words = {t.low for t in stream.tokens[first:end]}
    asks_events = verb is not None and verb.frame is not None and verb.frame.cls != "hold"
    if (
        ctx.tense_shifts
        and not asks_events  # ("How many pies did he bake?": the events, in any order)
        and not question_words & {"left", "remaining", "remain", "now"}
    ):
        raise ReadError(
            "ambiguous",
            "time.order",
            "a past event after a holding stated in the present: which came first is not clear",
            ctx.tense_shifts[0],
        )
    if (
        ctx.conditioned
        and question_words & _NOW_WORDS
        and not (verb is not None and verb.future)
        and not _modal_in(stream, first, end)
    ):
        # "If she eats 3, how many does she have now?": now, or in the case supposed?
        stream.fail(
            "ambiguous",
            "question.if_now",
            "an 'if' case and a question about now: which is asked is not said",
            first,
        )
    if verb is not None and verb.negated and not be_aux:
        # "How many apples did he not eat?": the rest of which amount is not read
        stream.fail("unsupported_question", "question.negated", "a question with 'not'", first)
    if any(t.low == "each" for t in stream.tokens[first:end]) and (
        len(holders) > 1 or (subjects and subjects[0].pronoun in ("they", "them"))
    ):
        # "How many apples do they each have?": one's, not all of theirs
        stream.fail("unsupported_question", "question.each", "each one's amount is asked", first)
    if (
        ctx.conditioned
        and _past_time_in(stream, first, end)
        and not _past_time_in(Stream(ctx.tokens, 0, first), 0, first)
    ):
        # "If Ann has 60 cards, how many did Anton have yesterday?": the case supposed is now
        stream.fail(
            "unsupported_question",
            "question.tense",
            "a question about a past time, in the case a condition supposes now",
            first,
        )
    if low in ("do", "does", "is", "are", "has", "have") and _past_time_in(stream, first, end):
        # "How many pens does Ann have yesterday?": a present question about a past time
        stream.fail(
            "unsupported_question",
            "question.tense",
            "a question in the present about a past time",
            first,
        )
    if any(t.low == "would" for t in stream.tokens[first:end]) and not ctx.conditioned:
        stream.fail(
            "unsupported_question",
            "question.hypothetical",
            "'would' asks about a case the text does not set",
            first,
        )
    model = ctx.model
    if negated_be or (verb is not None and verb.negated and be_aux):
        # "How many are not folded?", "are not red": the whole less the part of that kind
        target = _not_of_kind(ctx, stream, clause, verb if not negated_be else None, unit)
        return Asked(target, first, end)
    group = (
        verb.frame.event
        if verb is not None and verb.frame is not None and verb.frame.cls not in ("hold",)
        else None
    )
    if verb is not None and verb.lemma in _ANY_MOVEMENT:
        group = _movement_group(ctx, holders) or group
    if (
        group == "give"
        and not ctx.conditioned
        and not any(
            r.role == "transfer" and "back" in (ctx.model.by_id[r.result].label or "")
            for r in ctx.model.relations
        )
        and not any(t.low == "back" for t in ctx.tokens[: stream.first])
    ):
        clause.take("word", word="away")  # ("How many did she give away?": all she gave)
    if unit is None:
        unit = _implicit_unit(ctx, stream, holders, group)
    per = clause.take("per") if more is None else None
    if per is not None and _question_span(clause) is not None:
        # "How much does she earn in 8 hours before a raise of $2 an hour?": a span and a
        # rate both asked of
        stream.fail(
            "unsupported_question",
            "question.per_and_span",
            "the question gives a span and a rate beside it",
            per.first,
        )
    if per is not None and per.word is not None:
        when = clause_time(clause)
        rate = _per_one(ctx, stream, holders, unit, group, per.word, first, when)
        _all_read(stream, clause)
        return Asked(rate, first, end)
    grouped = _groups_of(ctx, stream, clause, holders, unit) if more is None else None
    if grouped is not None:
        target = grouped
    elif more is not None:
        target = _difference(
            ctx, stream, clause, holders, unit, label, group, more.low != "more", at_start
        )
    elif group is not None:
        if at_start or set(question_lows) & {"later", "again", "then", "recently"}:
            # "How many apples did she buy first?": which of her buying is not said
            stream.fail(
                "unsupported_question",
                "question.which_event",
                "one of the events is asked, and which is not said",
                first,
            )
        recipient = _recipient_asked(ctx, stream, clause, verb)
        target = _events(ctx, stream, clause, holders, unit, label, group, recipient)
    else:
        told_before = {t.low for t in ctx.tokens[:first]}
        if "tomorrow" in question_lows and "tomorrow" not in told_before:
            # "How many will she have tomorrow?": what happens until then is not told
            stream.fail(
                "unsupported_question",
                "question.future_time",
                "the holding at a later time than the text tells is asked",
                first,
            )
        changed = any(r.role in ("change", "transfer") for r in model.relations)
        if (
            _past_time_in(stream, first, end)
            and not _past_time_in(Stream(ctx.tokens, 0, first), 0, first)
            and not at_start
        ):
            # "Nora has 20 books. How many books did she have yesterday?": a time the text
            # never tells of
            stream.fail(
                "unsupported_question",
                "question.tense",
                "the holding at a past time the text does not tell of is asked",
                first,
            )
        if (
            _past_holding_question(ctx, stream, verb, first, end)
            or (changed and _past_time_in(stream, first, end))
        ) and not at_start:  # ("How many did he have yesterday?" after today's change)
            stream.fail(
                "ambiguous",
                "question.past_holding",
                "a past-tense question about a holding that changed: before or after?",
                first,
            )
        target = _holding(ctx, stream, holders, unit, label, at_start)
    asked_in = _asked_in(clause)
    if asked_in is not None and asked_in not in ("dollars", "cents"):
        found_unit = unit_table().lookup(asked_in)
        if found_unit is not None and found_unit.dimension == "money":
            # "How much money, in nickels, does Ann have?": coins are counted, not converted
            stream.fail(
                "unsupported_question",
                "question.no_holding",
                f"money in {asked_in} is a count of coins the text does not give",
                first,
            )
    if asked_in is not None:
        target = convert(model, stream, target, asked_in, None)
    if group is not None:
        places = [
            p
            for p in clause.parts
            if not p.used and p.kind == "pp" and p.prep in ("in", "at", "on", "to", "from")
        ]
        if places and unit != "times":
            # "How many fish did Tom catch in the river?": the events are not told apart by
            # where they happened, so the ones there are not known
            stream.fail(
                "unsupported_question",
                "question.place_events",
                f"events {stream.text(places[0].first, places[0].end)!r} are not told apart",
                places[0].first,
            )
        place_context(clause)  # "How many times does he go to the gym in 5 weeks?"
    _all_read(stream, clause)
    return Asked(target, first, end)


_ANY_MOVEMENT: Final = frozenset({"go", "travel", "cover"})
"""Verbs a question may ask any movement with ("How far will he go?" of "drives")."""


def _movement_group(ctx: Context, holders: list[Entity]) -> str | None:
    """The one event group of the holders' distances (driving, walking, ...) that "go",
    "travel" or "cover" asks about; ``None`` for none or several."""
    table = unit_table()
    keys = {h.key for h in holders}

    def distance(unit: str) -> bool:
        found = table.lookup(unit)
        return found is not None and found.dimension == "length"

    groups = {e.group for e in ctx.model.events if e.actor in keys and distance(e.unit)} | {
        r.group
        for r in (*ctx.model.rates, *ctx.model.periodic)
        if r.holder in keys and r.group is not None and distance(r.top)
    }
    return groups.pop() if len(groups) == 1 else None


def _all_read(stream: Stream, clause: Clause) -> None:
    """Refuse a question with a part no rule read ("... in 5 minutes plus 2 words a
    minute?"): it says more than the target built for it."""
    unused = clause.unused()
    if unused:
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(unused[0].first, unused[0].end)!r} unread",
            unused[0].first,
        )


def _asked_in(clause: Clause) -> str | None:
    """ "..., in miles?", "in cents": the unit the answer is asked in (a pack unit or money)."""
    for part in clause.parts:
        np = part.np
        if (
            part.used
            or part.kind != "pp"
            or part.prep != "in"
            or np is None
            or np.value is not None
            or np.det is not None
            or np.owner is not None
            or np.head is None
            or np.mods
        ):
            continue
        unit = unit_name(np.head)
        if unit in ("dollars", "cents") or unit_table().lookup(np.head) is not None:
            part.used = True
            return unit
    return None


_TAKE: Final = frozenset({"take", "takes", "took", "taken"})


def _total_opening(stream: Stream) -> bool:
    """total_opening := ("in" ("total" | "all") | "altogether" | "all" "together"), read if
    there; ``False`` (and nothing read) otherwise."""
    for words_ in (("in", "total"), ("in", "all"), ("altogether",), ("all", "together")):
        if all(stream.low(k) == w for k, w in enumerate(words_)):
            stream.pos += len(words_)
            return True
    return False


def _lasts_ahead(stream: Stream, unit: str) -> bool:
    """ "(How many weeks) will the watermelons last": a time unit, then AUX ... "last" END."""
    found = unit_table().lookup(unit)
    return (
        found is not None
        and found.dimension in ("time", "calendar")
        and stream.check(("will", "would", "does", "did", "can"))
        and stream.low_at(stream.end - 1) == "last"
    )


def _lasts(ctx: Context, stream: Stream, unit: str, first: int) -> str:
    """lasts := "how many" TIME_UNIT AUX noun_phrase "last"

    "How many weeks will the watermelons last?": what is held, over what the holder's
    rates take from it per that time (every rate that gives or uses it up, added); refused
    when a rate adds to it, or the rates are per different times."""
    stream.pos += 1
    np = read_noun_phrase(Stream(stream.tokens, stream.pos, stream.end - 1))
    if np is None or np.end != stream.end - 1:
        stream.fail("unsupported_question", "question.form", "how long what lasts?", first)
    stream.pos = stream.end
    named = phrase_unit(np)
    if named is None or np.value is not None:
        stream.fail("unsupported_question", "question.unit", "what lasts is not said", np.first)
    held, label = named
    model = ctx.model
    if np.owner is not None:
        owner = entity_of(
            ctx.refs,
            stream,
            NounPhrase(np.first, np.first + 1, name=np.owner)
            if np.owner_is_name
            else NounPhrase(np.first, np.first + 1, pronoun=np.owner),
        )
        keys = [owner.key] if owner is not None else []
    else:
        keys = sorted({k[0] for k in model.holdings if same_unit(k[1], held)})
    if len(keys) != 1:
        stream.fail("unsupported_question", "question.subject", "whose supply lasts?", np.first)
    holder = keys[0]
    amount = _holding(
        ctx,
        stream,
        [ctx.refs.entities[holder]] if holder in ctx.refs.entities else [],
        held,
        label,
        False,
    )
    rates = [r for r in model.rates if same_unit(r.top, held) and r.holder in (holder, None)]
    taking = []
    for rate in rates:
        if rate.when is not None:
            # ("eats 5 per week on weekdays": a rate that holds only then)
            stream.fail(
                "unsupported_question",
                "question.rate_when",
                f"a rate that holds {rate.when}, over a supply's lasting",
                first,
            )
        form = verb_form(rate.group or "")
        if rate.group is None or form is None or form.frame.cls not in ("lose", "give"):
            stream.fail(
                "unsupported_question",
                "question.rates",
                f"a rate of {held} that does not use them up",
                first,
            )
        taking.append(rate)
    pers = {unit_name(r.per) for r in taking}
    table = unit_table()
    if not taking or len(pers) != 1 or table.lookup(next(iter(pers))) is None:
        stream.fail(
            "unsupported_question",
            "question.rates",
            "no rate per one time uses them up" if not taking else "rates per other times",
            first,
        )
    total = (
        taking[0].qid
        if len(taking) == 1
        else model.derive(
            "sum",
            tuple(r.qid for r in taking),
            "combine",
            model.unit_of(taking[0].qid),
            holder,
            None,
            None,
        )
    )
    lasting = model.derive(
        "quotient", (amount, total), "rate", unit_name(taking[0].per), holder, None, None
    )
    return convert(model, stream, lasting, unit, holder)


def _takes_time(stream: Stream, ahead: int) -> bool:
    """Whether the words ``ahead`` on are "will it take", "does it take", "is it going to take"."""
    if stream.low(ahead) not in ("will", "would", "does", "did", "do", "is", "was", "has"):
        return False
    k = ahead + 1
    if stream.low(k) == "it" and stream.low(k + 1) == "going" and stream.low(k + 2) == "to":
        k += 3
    elif stream.low(k) == "it":
        k += 1
    else:
        return False
    return stream.low(k) in _TAKE


def _time_to(ctx: Context, stream: Stream, unit: str | None, first: int) -> Asked:
    """ "How many hours will it take her to read 120 pages?": the amount over the doer's rate.

    The rate is the one the text gives for the amount's unit per a time
    unit, by the asked person (or by nobody); a chain of one more rate first
    turns the amount into that unit ("3 books that are 400 pages each" at
    "20 pages a day"). One such rate or chain answers; none or several refuse.
    """
    table = unit_table()
    if unit is not None:
        found = table.lookup(unit)
        if found is None or found.dimension not in ("time", "calendar"):
            stream.fail("unsupported_question", "question.form", f"how many {unit} it takes", first)
    stream.pos += 1
    if stream.consume(("it",)) is None:
        stream.pos += 3  # "is it going to"
    elif stream.consume(("going",)):
        stream.consume(("to",))
    take = stream.read()
    keys: list[str] = []
    entity: Entity | None = None
    at = stream.pos
    if stream.check(words("object_pronoun")) and stream.check(("to",), 1):
        resolved = ctx.refs.resolve(stream.read().low, at=at)
        if isinstance(resolved, str):
            stream.fail("unresolved_reference", "pronoun.unresolved", resolved, at)
        entity = resolved
    elif not stream.check(("to",)):
        who = read_noun_phrase(stream)
        entity = entity_of(ctx.refs, stream, who) if who is not None else None
        if entity is None:
            stream.fail("unsupported_question", "question.subject", "who takes the time", at)
    if entity is not None:
        if entity.kind == "thing":
            stream.fail("unsupported_question", "question.subject", "who takes the time", at)
        keys = list(entity.members) or [entity.key]
    stream.expect(("to",), "question.take_to", "'it takes ... to' what")
    if stream.check(("finish", "complete")) and stream.low(1).endswith("ing"):
        stream.pos += 1  # "to finish reading": the reading is what is done
    verb = read_verb_group(stream, after_aux=True)
    if verb is None or verb.frame is None:
        stream.fail("unsupported_question", "question.take_verb", "to do what is not said")
    parts = read_clause_parts(stream, verb.frame)
    clause = Clause([], False, verb, parts, first, stream.pos)
    for part in clause.parts:
        if part.kind == "relative":
            relative_clause(ctx, stream, part, None)  # "3 books that are 400 pages each"
        if (
            part.kind == "pp"
            and part.prep == "at"
            and part.np is not None
            and part.np.head in ("rate", "pace", "speed")
            and part.np.det in ("this", "that", "the", "her", "his", "their")
        ):
            part.used = True  # "at this rate", "at the same rate": the rate the text gave
    objects = [p.np for p in clause.take_all("object") if p.np is not None]
    if not objects:
        # "to wash all of the windows": "all" reads as a filler word, then "of the windows"
        whole = clause.take("pp", prep="of")
        if whole is not None and whole.np is not None and whole.np.det == "the":
            objects = [whole.np]
    if len(objects) != 1:
        stream.fail("unsupported_question", "question.take_amount", "how much is to be done")
    holder = keys[0] if len(keys) == 1 else None
    amount = (
        _all_of_held(ctx, objects[0])
        or measured_amount(ctx.model, stream, objects[0], holder)
        or amount_of(ctx.model, stream, objects[0], holder)
    )
    if amount is None or (
        ctx.model.by_id[amount.qid].value is None
        and not ctx.model.by_id[amount.qid].derived
        and amount.qid not in ctx.model.holdings.values()
    ):
        stream.fail(
            "unsupported_question",
            "question.take_amount",
            "the amount to be done is not stated",
            objects[0].first,
        )
    _all_read(stream, clause)
    model = ctx.model
    group = verb.frame.event

    def timed(rate: Rate) -> bool:
        per = table.lookup(rate.per)
        return (
            per is not None
            and per.dimension in ("time", "calendar")
            and (not keys or rate.holder is None or rate.holder in keys)
            and rate.group in (group, None)
        )

    direct = [r for r in model.rates if timed(r) and same_unit(r.top, amount.unit)]
    chained = [
        (inner, r)
        for inner in model.rates
        if same_unit(inner.per, amount.unit) and inner.holder in (None, *keys)
        for r in model.rates
        if r is not inner and timed(r) and same_unit(r.top, inner.top)
    ]
    if len(direct) + len(chained) != 1:
        stream.fail(
            "ambiguous" if direct or chained else "unsupported_question",
            "question.take_rate",
            "more than one rate could do this"
            if direct or chained
            else "no rate of the text does this amount in time",
            take.start and stream.pos - 1,
        )
    done = amount.qid
    if direct:
        rate = direct[0]
    else:
        inner, rate = chained[0]
        done = model.derive("product", (done, inner.qid), "rate", inner.top, holder, None, None)
    per = table.lookup(rate.per)
    assert per is not None
    told, each = model.by_id[done].value, model.by_id[rate.qid].value
    if (
        told is not None
        and each
        and per.name in ("day", "week", "month", "year")
        and Fraction(told) / Fraction(each) % 1 != 0
    ):
        # "saves $2 each week. How many weeks to save $19?", "reads 2 pages each day ... 19
        # pages": 9.5 weeks of a rate told a week at a time; whole weeks (10) or a part of
        # one is not said (a rate per hour or minute runs on: "2.5 hours" is an answer)
        stream.fail(
            "unsupported_question",
            "question.whole_periods",
            f"it takes {Fraction(told) / Fraction(each)} {per.plural}: whole {per.plural} or"
            " a part of one is not said",
            first,
        )
    # (the time it takes is nobody's holding: "Answer: 40 minutes.", not "Eli has")
    time = model.derive("quotient", (done, rate.qid), "rate", per.plural, None, "time taken", None)
    if unit is not None:
        if uneven_span(per.name, unit):
            # "20 pages a day: how many hours to read 5 pages?": a day's reading is not even
            stream.fail(
                "unsupported_question",
                "question.span_within_days",
                f"a rate per {per.name} asked in {unit}: how it falls within them is not said",
                first,
            )
        time = convert(model, stream, time, unit, None)
    return Asked(time, first, stream.pos)


def _verb_swallowed(stream: Stream, subjects: list[NounPhrase]) -> bool:
    """ "did the fourth grade sell": after an auxiliary, a subject ending in a verb's plain
    form gives it back (the phrase reader alone cannot tell "grade sell" from "bake sale")."""
    last = subjects[-1]
    form = verb_form(last.head) if last.head is not None else None
    if form is None or form.tense != "base" or not last.mods or last.end != stream.pos:
        return False
    subjects[-1] = replace(last, end=last.end - 1, head=last.mods[-1], mods=last.mods[:-1])
    stream.pos = last.end - 1
    return True


def _groups_of(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], unit: str
) -> str | None:
    """ "6 muffins in each box ... How many boxes can she fill?": the amount over the rate.

    Asked only when nothing the text holds or does is in the asked unit, and one rate of
    the text is per that unit; the amount is the question's own ("to pack 480 cans") or the
    one holding of the rate's unit. ``None`` when the question is not of this form.
    """
    model = ctx.model
    keys = [h.key for h in holders]
    if any(same_unit(k[1], unit) for k in model.holdings) or any(
        same_unit(e.unit, unit) for e in model.events
    ):
        return None
    rates = [
        r
        for r in model.rates
        if same_unit(r.per, unit) and (r.holder is None or not keys or r.holder in keys)
    ]
    if len(rates) != 1:
        if len(rates) > 1:
            stream.fail("ambiguous", "question.rates", "more than one rate per that unit")
        return None
    rate = rates[0]
    if rate.group == "get":
        # "shares them equally among 3 friends. How many friends are there?": the share is
        # per friend; how many friends is what the text told, not a quotient of what is held
        stream.fail(
            "unsupported_question",
            "question.groups",
            f"how many {unit} there are is not what the share tells",
        )
    stated = [
        p
        for p in clause.parts
        if not p.used
        and p.kind in ("object", "pp")
        and p.np is not None
        and p.np.value is not None
        and p.np.head is not None
        and same_unit(unit_name(p.np.head), rate.top)
    ]
    holder = keys[0] if len(keys) == 1 else None
    able = (
        clause.verb.ability
        or clause.verb.future
        or clause.verb.hypothetical
        or any(
            t.low in ("can", "could", "will", "would")
            for t in stream.tokens[stream.first : stream.end]
        )
    )
    if rate.group == "cost" and not stated and not able:
        # "She spent $24 on pens. Each pen cost $3. How many pens did she buy?": what was
        # spent on them over the price, not what she has left over it
        spent = [
            e
            for e in model.events
            if e.group == "spend"
            and (not keys or e.actor in keys)
            and e.label is not None
            and noun_key(e.label.split(" ")[-1]) == noun_key(unit)
        ]
        if len(spent) != 1:
            stream.fail(
                "unsupported_question",
                "question.bought",
                f"how many {unit} were bought is not what the money held buys",
            )
        return model.derive(
            "quotient", (spent[0].amount, rate.qid), "groups", unit, holder, None, None
        )
    if len(stated) == 1:
        stated[0].used = True
        for part in clause.parts:
            if part.kind == "word" and part.word == "to":
                part.used = True
        np = stated[0].np
        assert np is not None
        found = amount_of(model, stream, np, holder)
        if found is None:
            return None
        amount = found.qid
    else:
        held = [
            (k, qid)
            for k, qid in model.holdings.items()
            if same_unit(k[1], rate.top) and (not keys or k[0] in keys)
        ]
        if len(held) != 1:
            return None
        amount = held[0][1]
        if rate.whole is not None and amount != rate.whole:
            # "He puts them into packs of 8. Then he eats 8.": the packs were made of the 48
            _grouping_holds(ctx, stream, rate)
    return model.derive("quotient", (amount, rate.qid), "groups", unit, holder, None, None)


def _all_of_held(ctx: Context, np: NounPhrase) -> AmountRef | None:
    """ "to wash all of the windows" (the house has 64): the one holding of that unit."""
    inner = np.of if np.quantity == "all" and np.of is not None else np
    if inner is np and np.det != "the":
        return None
    if inner.det != "the" or inner.head is None or inner.value is not None:
        return None
    unit = unit_name(inner.head)
    held = [(k, q) for k, q in ctx.model.holdings.items() if same_unit(k[1], unit) and k[2] is None]
    if len(held) != 1:
        return None
    return AmountRef(held[0][1], held[0][0][1], None)


def _past_holding_question(
    ctx: Context, stream: Stream, verb: VerbGroup | None, first: int, end: int
) -> bool:
    """ "Ana has $9. She spends $2. How much money did Ana have?": before or after the event?

    Only a narrative told in the present with a question in the past is
    unclear; "had ... left", "at first", or a past narrative are not.
    """
    words_ = {t.low for t in stream.tokens[first:end]}
    past = (verb is not None and verb.past) or bool(words_ & {"did", "had"})
    settled = words_ & {
        "left",
        "remaining",
        "now",
        "end",
        "after",
        "then",
        "total",
        "altogether",
        "first",
        "keep",
        "kept",
        "still",
    }
    if settled and settled <= {"total", "altogether"}:
        # "She gave 7 to Tom. How many did Sue have in total?": all she had, or what is left?
        # After a gain the two agree; after a loss they do not.
        lost = any(
            r.kind == "difference" and r.role in ("change", "transfer") for r in ctx.model.relations
        )
        return past and lost
    return past and not settled and bool(ctx.model.events)


def _not_of_kind(
    ctx: Context, stream: Stream, clause: Clause, verb: VerbGroup | None, unit: str | None
) -> str:
    if verb is not None and verb.frame is not None:
        kind = stream.tokens[verb.end - 1].low
    elif clause.parts and clause.parts[0].kind == "participle":
        clause.parts[0].used = True
        kind = clause.parts[0].word or ""
    else:
        objects = clause.take_all("object")
        if len(objects) != 1 or objects[0].np is None or objects[0].np.value is not None:
            stream.fail("unsupported_question", "question.not_kind", "not what is not said")
        kind = objects[0].np.words
    found = part_of_kind(ctx, kind, unit)
    if found is None or clause.unused():
        stream.fail(
            "unsupported_question",
            "question.not_kind",
            f"no whole of the text was split into {kind!r} and the rest",
            clause.first,
        )
    partition, part = found
    _whole_unchanged(ctx, stream, partition.holder, partition.unit)
    _parts_unchanged(ctx, stream, partition.holder, partition.unit)
    rest = ctx.model.unknown(partition.unit, partition.holder, f"not {kind}", None)
    ctx.model.relate("sum", partition.whole, (part, rest), "combine")
    return rest


def _every_holder(ctx: Context, np: NounPhrase, unit: str | None) -> list[Entity] | None:
    """ "in the three towns", "in both jars": every holder of the unit, when that many hold it."""
    count = np.value if np.value is not None else (2 if np.det == "both" else None)
    if count is None or unit is None or np.head is None or np.quantity is not None:
        return None
    keys = sorted({k[0] for k in ctx.model.holdings if same_unit(k[1], unit)})
    if len(keys) != count or not all(k in ctx.refs.entities for k in keys):
        return None
    return [ctx.refs.entities[k] for k in keys]


def _each_member(
    ctx: Context, stream: Stream, clause: Clause, subjects: list[NounPhrase], unit: str | None
) -> str | None:
    """ "How many grapes does each friend get?": the text's one rate per friend, for one."""
    if len(subjects) != 1 or subjects[0].det not in ("each", "every") or subjects[0].head is None:
        return None
    member = unit_name(subjects[0].head)
    rates = [
        r
        for r in ctx.model.rates
        if same_unit(r.per, member) and (unit is None or same_unit(r.top, unit))
    ]
    if len(rates) == 1:
        _grouping_holds(ctx, stream, rates[0])
    bulk = [b for b in ctx.model.bulk_prices if same_unit(b[2], member)]
    if (
        not rates
        and len(bulk) == 1
        and unit in (None, ctx.model.unit_of(bulk[0][0]))
        and clause.verb.frame is not None
        and clause.verb.frame.cls == "cost"
        and not clause.unused()
    ):
        # "Ann buys 3 pens for $6. How much does each pen cost?": the whole over the count
        cost, count, _ = bulk[0]
        model = ctx.model
        money = model.unit_of(cost)
        each = model.derive(
            "quotient", (cost, count), "rate", f"{money}/{singular(member)}", None, None, None
        )
        one = model.given(1, member, None, None, None)
        return model.derive("product", (one, each), "rate", money, None, None, None)
    if (
        not rates
        and not bulk
        and clause.verb.frame is not None
        and clause.verb.frame.cls == "cost"
        and not clause.unused()
        and (paid := _paid_for(ctx, member, " ".join(subjects[0].mods) or None)) is not None
        and unit in (None, ctx.model.unit_of(paid))
    ):
        return paid  # ("bought 2 hats ... He pays $70. How much does each hat cost?")
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_question",
            "question.each",
            f"more than one amount per {subjects[0].head}"
            if rates
            else f"nothing per {subjects[0].head}",
            subjects[0].first,
        )
    for part in clause.parts:
        if part.kind == "word" and part.word in ("total", "altogether"):
            stream.fail("unsupported_question", "question.each", "each one's, or all?", part.first)
    _all_read(stream, clause)
    model = ctx.model
    one = model.given(1, member, None, None, None)
    return model.derive("product", (one, rates[0].qid), "rate", rates[0].top, None, None, None)


def _kind_after_be(ctx: Context, stream: Stream) -> str | None:
    """ "How many marbles are green?": a kind a whole was split into, and nothing after it;
    the stream moves past it only then."""
    kinds = {kind for partition in ctx.partitions for kind in partition.kinds}
    if not kinds:
        return None
    mark = stream.mark()
    np = read_noun_phrase(stream)
    if np is not None and np.value is None and np.det is None and stream.at_end():
        kind = kind_of(np, None)
        if kind in kinds:
            return kind
    stream.reset(mark)
    return None


def _kind_asked(ctx: Context, clause: Clause, label: str | None) -> str | None:
    """ "How many students are in the upper grades?": a kind a whole was split into."""
    kinds = {kind for partition in ctx.partitions for kind in partition.kinds}
    for part in clause.parts:
        if (
            not part.used
            and part.kind == "pp"
            and part.prep in ("in", "from", "on", "at", "by")
            and part.np is not None
            and kind_of(part.np, None) in kinds
            and label is None
        ):
            part.used = True
            return kind_of(part.np, None)
        if (
            not part.used
            and part.kind == "object"
            and clause.verb.lemma == "be"
            and part.np is not None
            and part.np.value is None
            and part.np.det is None
            and kind_of(part.np, None) in kinds
            and label is None
        ):
            # "How many buttons are square?": the kind is said after the verb
            part.used = True
            return kind_of(part.np, None)
    return label


def _holder_of_place(ctx: Context, stream: Stream, place: Entity, np: NounPhrase) -> Entity:
    """ "How many rock songs are on his playlist?": a place nobody said holds anything is
    its owner's ("Rahul has 36 songs on his playlist")."""
    if any(k[0] == place.key for k in ctx.model.holdings) or np.owner is None:
        return place
    if np.head is not None and any(same_unit(r.per, unit_name(np.head)) for r in ctx.model.rates):
        # "divides them into 3 bags. How many are in her bag?": which of her bags?
        stream.fail(
            "unsupported_question",
            "question.place_count",
            f"{stream.text(np.first, np.end)!r}: one of several",
            np.first,
        )
    head = noun_key(np.head) if np.head is not None else ""
    if not any(noun_key(t.low) == head for t in ctx.tokens[: stream.first]):
        # "Ivo has 9 pears. How many pears are in Ivo's bag?": the bag was never said to hold
        # them, nor named at all; the pears may be anywhere
        stream.fail(
            "unsupported_question",
            "question.place_unstated",
            f"the text never speaks of {stream.text(np.first, np.end)!r}",
            np.first,
        )
    if np.owner_is_name:
        return ctx.refs.person(np.owner, np.first)
    owner = ctx.refs.resolve(np.owner, possessive=True, at=np.first)
    if isinstance(owner, str):
        stream.fail("unresolved_reference", "pronoun.unresolved", owner, np.first)
    return owner


def _take_final_time(ctx: Context, clause: Clause) -> None:
    """ "at the end of the day", "after lunch" (when every timed event was during lunch):
    a time after everything the text tells, so the holding now."""
    for part in clause.parts:
        np = part.np
        if part.used or part.kind != "pp" or np is None or np.value is not None or np.head is None:
            continue
        if part.prep in ("at", "by") and np.head == "end" and np.det == "the":
            part.used = True
        elif part.prep == "after" and np.quantity is None:
            times = {e.when for e in ctx.model.events} - {None}
            if times and all(np.head in (w or "").split(" ") for w in times):
                part.used = True


def _before_the_occasion(ctx: Context, holders: list[Entity], occasion: str) -> bool:
    """Whether every change of the one holder's holdings happened at ``occasion`` ("won 18
    marbles in a game": before the game is before all of them, the start)."""
    if len(holders) != 1:
        return False
    model = ctx.model
    events = [e for e in model.events if e.actor == holders[0].key]
    changes = [
        r
        for r in model.relations
        if r.role in ("change", "transfer") and model.by_id[r.result].holder == holders[0].key
    ]
    return (
        bool(events)
        and len(changes) == len(events)
        and all(e.when is not None and e.when.split(" ")[-1] == occasion for e in events)
    )


def _before_the_one_event(ctx: Context, stream: Stream, holders: list[Entity], at: int) -> None:
    """ "Now Mark has 19. How many did Mark have before?": before the one event that changed
    the holding, which is its start; with two or more events, before which is not said."""
    model = ctx.model
    keys = {h.key for h in holders}
    changes = [
        r
        for r in model.relations
        if r.role in ("change", "transfer") and model.by_id[r.result].holder in keys
    ]
    if len(holders) != 1 or len(changes) != 1:
        stream.fail(
            "ambiguous",
            "question.before",
            f"'before' what is not said: {len(changes)} changes of the holding",
            at,
        )


def _take_start(clause: Clause) -> bool:
    for part in clause.parts:
        if part.used:
            continue
        if part.kind == "word" and part.word in _START_WORDS:
            part.used = True
            return True
        if (
            part.kind == "pp"
            and part.np is not None
            and part.prep in ("at", "in")
            and part.np.head in ("first", "beginning", "start")
        ):
            part.used = True
            return True
    return False


def _comparative(
    ctx: Context, stream: Stream, adjective: str, first: int, asked_in: str | None
) -> Asked:
    """comparative_q := "how" ("much" | "many" UNIT) COMPARATIVE BE subject "than" noun_phrase
                        ["," "in" UNIT]

    "How much taller is Will than Sam?": Will's height minus Sam's, both
    stated with the attribute the adjective names ("52 inches tall"). The
    two are compared in the asked unit, or in the one unit both are stated
    in; heights in two units with no asked unit are refused.
    """
    label, smaller = COMPARATIVE_ATTRIBUTES[adjective]
    if stream.check(_DO):
        return _event_comparative(ctx, stream, adjective, first, asked_in)
    if not stream.consume(("is", "was", "are", "were")):
        stream.fail("unsupported_question", "question.form", f"{adjective} is what?")
    subjects, _ = read_subject(stream)
    holders = _holders(ctx, stream, subjects)
    if len(holders) != 1:
        stream.fail("unsupported_question", "question.subject", f"{adjective} is whom?")
    parts = read_clause_parts(stream, None)
    verb = VerbGroup(None, "be", first, first, be=True)
    clause = Clause(subjects, False, verb, parts, first, stream.pos)
    than = clause.take("pp", prep="than")
    other = entity_of(ctx.refs, stream, than.np) if than is not None and than.np else None
    if other is None or other.key == holders[0].key:
        stream.fail(
            "unsupported_question", "question.compare", f"{adjective} than whom is not said", first
        )
    target_unit = asked_in
    in_unit = clause.take("pp", prep="in") if asked_in is None else None
    if in_unit is not None:
        np = in_unit.np
        if np is None or np.value is not None or np.det is not None or np.head is None:
            in_unit.used = False
        else:
            target_unit = unit_of_phrase(np.words)
    _all_read(stream, clause)
    model = ctx.model
    values = []
    for entity in (holders[0], other):
        units = {k[1] for k in model.holdings if k[0] == entity.key and k[2] == label}
        if len(units) != 1:
            stream.fail(
                "unsupported_question",
                "question.no_holding",
                f"{entity.key}'s {label} is "
                + ("not stated" if not units else "stated in more than one unit"),
                first,
            )
        values.append(_holding(ctx, stream, [entity], units.pop(), label, False))
    a, b = values
    if target_unit is None:
        if not same_unit(model.unit_of(a), model.unit_of(b)):
            stream.fail(
                "ambiguous", "question.unit", "the two are stated in two units, none asked", first
            )
        target_unit = model.unit_of(a)
    a = convert(model, stream, a, target_unit, holders[0].key)
    b = convert(model, stream, b, target_unit, other.key)
    if smaller:
        a, b = b, a
    target = model.derive("difference", (a, b), "compare", target_unit, None, "difference", None)
    return Asked(target, first, stream.pos)


def _event_comparative(
    ctx: Context, stream: Stream, adjective: str, first: int, asked_in: str | None
) -> Asked:
    """event_comparative := DO subject verb_group "than" (VERB | noun_phrase [DO]) part*

    "How much farther did he run than walk?": his running less his walking;
    "How much farther did Emeka jump than Tobi?": Emeka's jumps less Tobi's.
    Each side is the events of its verb by its holder, in one unit of the
    dimension the adjective measures (a length for "farther"), and both are
    compared in the asked unit or the one unit they share.
    """
    label, smaller = COMPARATIVE_ATTRIBUTES[adjective]
    dimensions = ATTRIBUTE_DIMENSIONS.get(label) if label != "age" else None
    stream.pos += 1  # do / does / did
    subjects, _ = read_subject(stream)
    holders = _holders(ctx, stream, subjects)
    verb = read_verb_group(stream, after_aux=True) if len(holders) == 1 else None
    if dimensions is None or verb is None or verb.frame is None:
        stream.fail("unsupported_question", "question.compare", f"{adjective} than what?", first)
    table = unit_table()

    def fits(unit: str) -> bool:
        found = table.lookup(unit)
        return found is not None and found.dimension in dimensions

    implied = (
        _the_other_actor(ctx, holders[0], verb.frame.event, fits)
        if not stream.check(("than",))
        else None
    )
    if implied is None and not stream.consume(("than",)):
        stream.fail("unsupported_question", "question.compare", f"{adjective} than what?", first)
    sides = [(holders[0], verb.frame.event)]
    other_form = verb_form(stream.low()) or activity_form(stream.low(), True)
    if implied is not None:
        sides.append((implied, verb.frame.event))  # "How many miles farther did Tamika drive?"
    elif other_form is not None and other_form.tense == "base":
        stream.pos += 1  # "than walk": another verb of the same holder
        sides.append((holders[0], other_form.frame.event))
    else:
        np = read_noun_phrase(stream)
        other = entity_of(ctx.refs, stream, np) if np is not None else None
        if other is None:
            stream.fail("unsupported_question", "question.compare", "than whom is not said", first)
        stream.consume(_DO)
        sides.append((other, verb.frame.event))
    if sides[0] == sides[1]:
        stream.fail("unsupported_question", "question.compare", "compared with itself", first)
    parts = read_clause_parts(stream, None)
    clause = Clause(subjects, False, verb, parts, first, stream.pos)
    target_unit = asked_in
    in_unit = clause.take("pp", prep="in") if asked_in is None else None
    if in_unit is not None and in_unit.np is not None and in_unit.np.head is not None:
        target_unit = unit_of_phrase(in_unit.np.words)
    elif in_unit is not None:
        in_unit.used = False
    _all_read(stream, clause)
    model = ctx.model
    bare = Clause(subjects, False, verb, [], first, stream.pos)
    values = []
    for entity, group in sides:
        units = {
            e.unit
            for e in model.events
            if e.actor == entity.key
            and e.group == group
            and (found := table.lookup(e.unit)) is not None
            and found.dimension in dimensions
        }
        if len(units) != 1:
            stream.fail(
                "unsupported_question",
                "question.no_event",
                f"how far or how much {entity.key} did {group} is "
                + ("not said" if not units else "said in more than one unit"),
                first,
            )
        values.append(_events(ctx, stream, bare, [entity], units.pop(), None, group))
    a, b = values
    if target_unit is None:
        if not same_unit(model.unit_of(a), model.unit_of(b)):
            stream.fail(
                "ambiguous", "question.unit", "the two are stated in two units, none asked", first
            )
        target_unit = model.unit_of(a)
    a = convert(model, stream, a, target_unit, None)
    b = convert(model, stream, b, target_unit, None)
    if smaller:
        a, b = b, a
    target = model.derive("difference", (a, b), "compare", target_unit, None, "difference", None)
    return Asked(target, first, stream.pos)


_LASTING: Final = frozenset({"last", "take"})
"""Verbs whose amount is how long their subject is: "The movie lasts 2 hours"."""


def _duration(ctx: Context, holder: str) -> str | None:
    """How long ``holder`` is, when it holds no length and one "lasts"/"took" event of a time
    says so ("Omar's flight took 330 minutes. How many hours long was the flight?")."""
    model = ctx.model
    entity = ctx.refs.entities.get(holder)
    if entity is None or entity.kind == "person" or any(k[0] == holder for k in model.holdings):
        return None  # "Sam took 3 hours": how long Sam is, it does not say
    table = unit_table()
    found = [
        e.amount
        for e in model.events
        if e.actor == holder
        and e.group in _LASTING
        and e.other is None
        and (unit := table.lookup(e.unit)) is not None
        and unit.dimension == "time"
    ]
    return found[0] if len(found) == 1 else None


def _each_piece(
    ctx: Context,
    stream: Stream,
    subjects: list[NounPhrase],
    adjective: str,
    first: int,
    asked_in: str | None,
) -> Asked | None:
    """ "How long is each piece?": the one rate of a measure per piece the text gives (a thing
    cut into equal pieces), for one piece; ``None`` for any other subject."""
    if len(subjects) != 1 or subjects[0].det not in ("each", "every") or not subjects[0].head:
        return None
    if subjects[0].of is not None:
        # "How long is each piece of string?", "of Ben's ribbon": of something else than cut
        stream.fail(
            "unsupported_question",
            "question.per",
            "each piece of what is asked, beside what the text cut",
            first,
        )
    per = unit_name(subjects[0].head)
    attribute = ATTRIBUTE_WORDS.get(adjective, "")
    dimensions = ATTRIBUTE_DIMENSIONS.get(attribute, frozenset())
    table = unit_table()
    model = ctx.model
    rates = [
        r
        for r in model.rates
        if same_unit(r.per, per)
        and (found := table.lookup(r.top)) is not None
        and found.dimension in dimensions
        and (r.whole is None or model.by_id[r.whole].label in (None, attribute))
    ]  # ("48 inches wide ... cut into 6 pieces. How long is each piece?": not its length)
    if stream.check(("in",)) and asked_in is None:
        mark = stream.mark()
        stream.pos += 1
        np = read_noun_phrase(stream)
        if np is not None and np.head is not None and np.value is None and np.det is None:
            asked_in = unit_of_phrase(np.words)  # "How long is each piece, in inches?"
        else:
            stream.reset(mark)
    if len(rates) != 1 or not stream.at_end():
        stream.fail(
            "unsupported_question",
            "question.per",
            f"no one rate of how {adjective} each {singular(per)} is",
            first,
        )
    rate = rates[0]
    one = ctx.model.given(1, per, None, None, None)
    target = ctx.model.derive("product", (one, rate.qid), "rate", rate.top, None, None, None)
    if asked_in is not None:
        target = convert(ctx.model, stream, target, asked_in, None)
    return Asked(target, first, stream.pos)


def _attribute(
    ctx: Context, stream: Stream, adjective: str, first: int, asked_in: str | None = None
) -> Asked:
    """ "How old is Sam?", "How old will Sam be in 5 years?", "How tall is the tree?";
    ``asked_in`` is the unit a "how many inches long is it" question names first."""
    low = stream.low()
    if not stream.consume(("is", "was", "will", "are", "were", "would")):
        stream.fail("unsupported_question", "question.form", f"how {adjective} is what?")
    subjects, _ = read_subject(stream)
    each = _each_piece(ctx, stream, subjects, adjective, first, asked_in)
    if each is not None:
        return each
    holders = _holders(ctx, stream, subjects)
    if len(holders) != 1:
        stream.fail("unsupported_question", "question.subject", f"how {adjective} is whom?")
    stream.consume(("be",))
    parts = read_clause_parts(stream, None)
    verb = VerbGroup(None, "be", first, first, future=low in ("will", "would"), be=True)
    clause = Clause(subjects, False, verb, parts, first, stream.pos)
    offset = time_offset(clause)
    label = ATTRIBUTE_WORDS.get(adjective)
    unit = _ATTRIBUTE_UNITS.get(adjective)
    holder = holders[0].key
    if label == "age" and holder in ctx.past_stated and low not in ("was", "were"):
        # "Tom was 7 years old. How old will Tom be in 3 years?": 7 when? The age was told as
        # it was, at a time the text does not give
        stream.fail("unsupported_question", "question.tense", "an age told as it was", first)
    if (
        label == "age"
        and offset is None
        and stream.low_at(first) == "how"  # (an opening span is the question's own time)
        and (low in ("will", "would") or (low in ("was", "were") and holder not in ctx.past_stated))
    ):
        # "Ann will be 10 in 3 years. How old will Ann be?", "How old was Tom then?": at a
        # time the question does not say, and the reader answers of now
        stream.fail(
            "unsupported_question",
            "question.tense",
            f"how {adjective} {low} {holders[0].key} be, at what time is not said"
            if low in ("will", "would")
            else f"how {adjective} {holders[0].key} was, at what time is not said",
            first,
        )
    duration = _duration(ctx, holder) if adjective == "long" and offset is None else None
    if duration is not None:
        unit = ctx.model.unit_of(duration)
    if unit is None:
        keys = [
            k for k in ctx.model.holdings if k[0] == holder and (label is None or k[2] == label)
        ]
        units = {k[1] for k in keys}
        if len(units) != 1:
            stream.fail("ambiguous", "question.unit", "the question does not say in which unit")
        unit = units.pop()
    in_unit = clause.take("pp", prep="in")
    if (
        in_unit is not None
        and in_unit.np is not None
        and in_unit.np.value is None
        and in_unit.np.det is None
        and in_unit.np.head is not None
    ):
        wanted = unit_of_phrase(in_unit.np.words)
        target_unit: str | None = wanted
        if asked_in is not None:
            in_unit.used = False  # "how many inches long is it, in feet": refused as unread
    else:
        if in_unit is not None:
            in_unit.used = False
        target_unit = asked_in
    _all_read(stream, clause)
    target = (
        duration if duration is not None else _holding(ctx, stream, holders, unit, label, False)
    )
    model = ctx.model
    if offset is not None:
        shift, shift_unit = offset
        size = shift if shift > 0 else -shift
        if not same_unit(shift_unit, unit):
            # "in 24 months", "in a decade": the shift in the attribute's unit, exactly and
            # whole (an age in years 6 months on is not one number of years)
            try:
                factor = unit_table().conversion(unit, shift_unit).factor
            except ConversionError:
                factor = None
            if factor is None or (size * factor).denominator != 1:
                stream.fail(
                    "unsupported_question",
                    "question.offset_unit",
                    f"a shift of {size} {shift_unit} in {unit} is no whole number",
                    first,
                )
            size = size * factor
            size = int(size) if size.denominator == 1 else size
        delta = model.given(size, unit, None, f"{size} {shift_unit}", None)
        kind = "sum" if shift > 0 else "difference"
        target = model.derive(
            kind, (target, delta), "change", unit, holder, f"{label or unit} then", None
        )
    if target_unit is not None:
        target = convert(model, stream, target, target_unit, holder)
    return Asked(target, first, stream.pos)


def unit_of_phrase(phrase: str) -> str:
    """The unit a question's noun phrase names."""
    return unit_name(phrase.rsplit(" ", 1)[-1])


def _holders(ctx: Context, stream: Stream, subjects: list[NounPhrase]) -> list[Entity]:
    out: list[Entity] = []
    for np in subjects:
        if np.quantity in ("all", "both") and np.of is not None and np.of.pronoun == "them":
            # "all of them", "both of them": they, every one ("both": the two)
            everyone = _holders(ctx, stream, [replace(np.of, pronoun="they")])
            if np.quantity == "both" and len(everyone) != 2:
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"'both of them', but they are {len(everyone)}",
                    np.first,
                )
            out.extend(everyone)
            continue
        if np.pronoun in ("they", "them") and not ctx.refs.candidates(np.pronoun):
            # "they" with no group named: the text's people, when it names two or more
            people = ctx.refs.people()
            if len(people) < 2:
                stream.fail(
                    "unresolved_reference",
                    "pronoun.unresolved",
                    f"{np.pronoun!r} means more than one, and the text names "
                    + ("no one" if not people else "one person"),
                    np.first,
                )
            out.extend(people)
            continue
        group_of_all = (
            np.det == "the"
            and np.owner is None
            and not np.mods
            and np.of is None
            and (
                (np.value is not None and np.head is None)  # "do the three have"
                or (
                    np.value is None
                    and np.head is not None
                    and singular(np.head) in _ANY_GROUP
                    and f"the {np.words}" not in ctx.refs.entities
                )  # "do the boys have", "the friends": no group the text named so (kin, as
                # "the brothers" or "the twins", is a relation the text must tell)
            )
        )
        if group_of_all:
            everyone = ctx.refs.people()
            people = [p for p in everyone if p.key[:1].isupper()]  # (named: not "the boy")
            if len(people) != len(everyone):
                people = []
            head = singular(np.head) if np.head is not None else ""
            wrong = (
                "m" if head in words("female_noun") else "f" if head in words("male_noun") else ""
            )
            counted = np.head is not None and any(
                noun_key(d.unit.split("/")[0]) == noun_key(np.head) for d in ctx.model.quantities
            )  # ("There are 6 boys in the club": the boys may be more than those named)
            if (
                len(people) < 2
                or counted
                or (np.value is not None and len(people) != np.value)
                or any(p.gender == wrong or (wrong and p.gender is None) for p in people)
            ):
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"{stream.text(np.first, np.end)!r}, but the text names {len(people)}"
                    " people of whom that may be said",
                    np.first,
                )
            out.extend(people)
            continue
        if np.value is not None and np.head is not None and is_person_noun(np.head):
            # "the 3 people", "the two girls": the text's people, when it names that many
            people = ctx.refs.people()
            head = singular(np.head)
            wrong = (
                "m" if head in words("female_noun") else "f" if head in words("male_noun") else ""
            )
            if len(people) != np.value or any(p.gender == wrong for p in people):
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"{np.value} {np.head}, but the text names {len(people)} people of whom"
                    " that may be said",
                    np.first,
                )
            out.extend(people)
            continue
        entity = entity_of(ctx.refs, stream, np)
        if entity is None:
            return []
        if entity.members:
            out.extend(ctx.refs.entities[m] for m in entity.members)
        else:
            out.append(entity)
    return out


def _no_overlap(ctx: Context, stream: Stream, unit: str, first: int) -> None:
    """ "A class has 26 students. There are 30 students in the gym. How many students are
    there?": what a person or group holds and what is at a place may be the same things, so
    a total over both is refused (over places alone, or holders alone, it is a sum)."""
    kinds = set()
    for holder, held, _ in ctx.model.holdings:
        if not same_unit(held, unit):
            continue
        entity = ctx.refs.entities.get(holder)
        kinds.add("place" if entity is not None and entity.kind == "thing" else "holder")
    if len(kinds) > 1:
        stream.fail(
            "ambiguous",
            "question.place_and_holder",
            f"{unit} held by someone and {unit} at a place may be the same ones",
            first,
        )


def _implicit_unit(ctx: Context, stream: Stream, holders: list[Entity], group: str | None) -> str:
    model = ctx.model
    keys = {h.key for h in holders}
    if group is not None:
        units = {
            noun_key(e.unit): e.unit
            for e in model.events
            if e.group == group and (not keys or e.actor in keys)
        }
        units.update(
            {
                noun_key(r.top): r.top
                for r in (*model.rates, *model.periodic)
                if r.group == group and (not keys or r.holder in keys)
            }
        )
    else:
        units = {noun_key(k[1]): k[1] for k in model.holdings if not keys or k[0] in keys}
    if len(units) != 1:
        stream.fail("ambiguous", "question.unit", "the question does not say what to count")
    return next(iter(units.values()))


def _sum(model: Model, parts: list[str], unit: str, holder: str | None, label: str | None) -> str:
    if len(parts) == 1:
        return parts[0]
    return model.derive("sum", tuple(parts), "combine", unit, holder, label or "in total", None)


def _matches(label: str | None, wanted: str | None) -> bool:
    if wanted is None:
        return True
    if label is None:
        return False
    return label == wanted or wanted in label.split(" ")


def _category_total(
    ctx: Context,
    stream: Stream,
    holders: list[Entity],
    unit: str,
    members: frozenset[str],
    at_start: bool,
) -> str:
    """ "Marley has 6 oranges and 9 apples. How many fruits does she have?": each kind she
    holds counted as one of the category, when every counted thing she holds is of it (a
    thing the list does not name, as a tomato among fruits, may or may not be)."""
    model = ctx.model
    keys = {h.key for h in holders}
    table = model.starts if at_start else model.holdings
    in_play = [k for k in table if (not keys or k[0] in keys) and "/" not in k[1]]
    for key in in_play:
        found = unit_table().lookup(key[1])
        if found is not None and found.dimension == "count":
            # ("a pair of cats", "2 dozen eggs": counted in pairs or dozens of what)
            stream.fail(
                "unsupported_question",
                "question.category",
                f"{key[0]}'s {key[1]} of {key[2] or 'things'} are not counted one by one",
            )
    counted = sorted(
        (
            k
            for k in in_play
            if k[1] not in ("dollars", "cents") and unit_table().lookup(k[1]) is None
        ),
        key=lambda k: (k[0], k[1], k[2] or ""),
    )
    if not counted:
        stream.fail("unsupported_question", "question.no_holding", f"nobody is said to hold {unit}")
    told = {noun_key(k[1]) for k in table if noun_key(k[1]) in members}
    for asked in sorted({k[0] for k in counted}):
        own = {noun_key(k[1]) for k in counted if k[0] == asked}
        if told - own:
            # "Tom has 10 apples and 5 oranges. Ann has 14 apples. How many fruits does Ann
            # have?": her oranges are not told, which is not to say she has none
            stream.fail(
                "unsupported_question",
                "question.category",
                f"{asked}'s {', '.join(sorted(told - own))} are not told",
            )
    for key in counted:
        if noun_key(key[1]) not in members or key[2] is not None:
            # ("3 apples and 2 tomatoes: how many fruits?"; "5 red apples": of a whole?)
            stream.fail(
                "unsupported_question",
                "question.category",
                f"whether {key[1]}{f' ({key[2]})' if key[2] else ''} are among the {unit}"
                " is not said",
            )
    parts = []
    for key in counted:
        whose = ctx.refs.entities.get(key[0])
        held = _holding(ctx, stream, [whose] if whose else holders, key[1], None, at_start)
        kind = singular(key[1])
        each = model.given(1, f"{unit}/{kind}", None, f"a {kind} each", None)
        parts.append(model.derive("product", (held, each), "rate", unit, key[0], None, None))
    holder = holders[0].key if len(holders) == 1 else None
    return _sum(model, parts, unit, holder, None)


def _whole_unchanged(ctx: Context, stream: Stream, holder: str, unit: str) -> None:
    """A part of a whole ("5 of them are brown") is of the whole as it was: after the whole
    changed ("She buys 3 more eggs"), the parts are not known."""
    for partition in ctx.partitions:
        if partition.holder != holder or not same_unit(partition.unit, unit):
            continue
        now = ctx.model.holdings.get((holder, partition.unit, None))
        if now is not None and now != partition.whole:
            stream.fail(
                "unsupported_question",
                "question.partition_changed",
                f"the {unit} changed after they were told apart by kind",
            )


def _parts_unchanged(ctx: Context, stream: Stream, holder: str, unit: str) -> None:
    """The whole a text split into kinds is of the parts as they were: after one part
    changed ("He buys 11 more white balls"), the whole (and what is not of a kind, and a
    part's percentage of it) is not the whole told."""
    for partition in ctx.partitions:
        if partition.holder != holder or not same_unit(partition.unit, unit):
            continue
        for kind, part in zip(partition.kinds, partition.parts, strict=True):
            if ctx.model.holdings.get((holder, partition.unit, kind), part) != part:
                stream.fail(
                    "unsupported_question",
                    "question.partition_changed",
                    f"the {kind} {unit} changed after the whole was told apart by kind",
                )


def _holding(
    ctx: Context,
    stream: Stream,
    holders: list[Entity],
    unit: str,
    label: str | None,
    at_start: bool,
) -> str:
    model = ctx.model
    key = noun_key(unit)
    keys = [h.key for h in holders]
    table = model.starts if at_start else model.holdings
    asked_words = {t.low for t in stream.tokens[stream.first : stream.end]}
    said = {t.low for t in ctx.tokens[: stream.first]}
    if asked_words & {"penny", "pennies"} and not said & {"penny", "pennies"}:
        # "... 75 cents ... How many pennies does Ann have?": cents of money, not coins
        stream.fail("unsupported_question", "question.no_holding", "no pennies are said")
    found = [
        (k, qid)
        for k, qid in table.items()
        if noun_key(k[1]) == key and (not keys or k[0] in keys) and _matches(k[2], label)
    ]
    if any(k in model.opened for k, _ in found):
        # "Ann has 3 boxes. She uses 4 pencils. How many boxes does she have?": one opened
        stream.fail(
            "ambiguous",
            "question.opened",
            f"some of what the {unit} hold was taken: how many are still whole is not said",
        )
    if (
        not keys
        and any(k[0] == "there" for k, _ in found)
        and any(k[0] != "there" for k, _ in found)
    ):
        # "There are 20 balloons. Sam has 4 balloons. How many balloons are there?": his
        # among those there, or besides them?
        stream.fail(
            "ambiguous",
            "question.which_place",
            f"{unit} told as there and as someone's: whether they overlap is not said",
        )
    if not found and label is not None:
        derived = _via_rate(ctx, stream, keys, unit, label) or _in_other_units(
            ctx, stream, keys, unit, at_start, label
        )
        if derived is not None:
            return derived  # ("Each pack has 6 juice boxes. Tom buys 4 packs.")
        stream.fail(
            "unsupported_question", "question.no_holding", f"nobody is said to hold {label} {unit}"
        )
    if label is not None and not at_start:
        for k, _ in found:
            _whole_unchanged(ctx, stream, k[0], k[1])  # ("5 of them are brown. She buys 3.")
    if label is None and not at_start:
        for k, _ in found:
            _parts_unchanged(ctx, stream, k[0], k[1])  # ("18 are red. He gives 4 red away.")
    if not found:
        derived = _via_rate(ctx, stream, keys, unit)
        if derived is not None:
            return derived
        converted = _in_other_units(ctx, stream, keys, unit, at_start)
        if converted is not None:
            return converted
        kind_units = {
            p.unit
            for p in ctx.partitions
            if any(noun_key(kind) == key for kind in p.kinds) and (not keys or p.holder in keys)
        }  # (a kind a whole was told apart by; "a flock of chickens" counts flocks)
        if len(kind_units) == 1:
            # "24 students ... 8 of them are boys. The rest are girls. How many girls are
            # there?": the students of that kind
            return _holding(ctx, stream, holders, kind_units.pop(), unit, at_start)
        rest = complement_part(ctx, unit, keys) if not kind_units and not at_start else None
        if rest is not None:
            return rest  # ("... one third of them are boys. How many girls are there?")
        members = category_members(unit) if not kind_units else None
        if members is not None:
            return _category_total(ctx, stream, holders, unit, members, at_start)
        stream.fail("unsupported_question", "question.no_holding", f"nobody is said to hold {unit}")
    extra: list[str] = []
    for key_holder in keys:
        if not any(k[0] == key_holder for k, _ in found):
            # "Lance has 70 cents and Bill has six dimes. How many cents do they have?": Bill's
            # in another unit of the asked one, converted (or he holds none)
            converted = (
                _in_other_units(ctx, stream, [key_holder], unit, at_start, label)
                if len(keys) > 1
                else None
            )
            if converted is None:
                stream.fail(
                    "unsupported_question", "question.no_holding", f"{key_holder} holds no {unit}"
                )
            extra.append(converted)
    if is_category(unit) and any(
        k[0] in {f[0][0] for f in found}
        and not same_unit(k[1], unit)
        and unit_table().lookup(k[1]) is None
        and k[1] not in ("dollars", "cents")
        for k in model.holdings
    ):
        # "He has 10 cows. He buys 3 animals. How many animals does he have?": the cows are
        # animals too, which the text does not say in so many words
        stream.fail(
            "ambiguous",
            "question.category",
            f"{unit} may cover other things the holder holds",
        )
    by_holder: dict[str, list[str | None]] = {}
    for k, _ in found:
        by_holder.setdefault(k[0], []).append(k[2])
    for who, labels in by_holder.items():
        if len(labels) > 1 and any(_is_time_label(lab) for lab in labels):
            # "Sam has 10 apples today. Yesterday he had 3.": his at which time?
            stream.fail(
                "ambiguous",
                "question.which_time",
                f"{who}'s {unit} are stated at more than one time: which is asked is not said",
            )
    _now_of_then(ctx, stream, found, unit, at_start)
    holder = keys[0] if len(keys) == 1 else None
    for (who, _, _), _ in found:
        if any(same_unit(k[1], unit_name(who.rsplit(" ", 1)[-1])) for k in model.holdings):
            # "A bag has 5 apples. There are 3 bags.": one bag's apples, or every bag's?
            stream.fail(
                "ambiguous",
                "question.one_or_every",
                f"the text holds {who} as one and counts them: whose is asked is not said",
            )
    if label is None:
        # the parts of a whole are in the whole: "Of the 30 chairs, 12 are red" holds 30
        # (after any change to the whole, too)
        whole_keys = {k[:2] for k, _ in found if k[2] is None}
        kinds = {
            (p.holder, p.unit, kind)
            for p in ctx.partitions
            if (p.holder, p.unit) in whole_keys
            for kind in p.kinds
        }
        found = [(k, qid) for k, qid in found if k not in kinds]
        whole = {(k[0], noun_key(k[1])) for k, _ in found if k[2] is None}
        parts = [
            k
            for k, qid in found
            if k[2] is not None
            and (k[0], noun_key(k[1])) in whole
            and not _is_time_label(k[2])
            and model.starts.get(k) == qid
            and not model.by_id[qid].derived
        ]  # (stated so, not gained: "He buys 4 red caps" adds to the 10)
        if parts:
            # "Tom has 10 caps. He has 4 red caps and 6 green caps.": the red and green ones
            # may be of the 10, or more besides them
            stream.fail(
                "ambiguous",
                "question.whole_and_kinds",
                f"{parts[0][0]}'s {parts[0][1]} are told in all and by kind: of them, or more?",
            )
    return _sum(model, [qid for _, qid in found] + extra, found[0][0][1], holder, label)


_TIME_LABEL_WORDS: Final = frozenset(
    {
        "today",
        "yesterday",
        "tonight",
        "tomorrow",
        "morning",
        "afternoon",
        "evening",
        "night",
        "week",
        "month",
        "year",
        "weekend",
        "day",
    }
)


def _now_of_then(
    ctx: Context,
    stream: Stream,
    found: list[tuple[tuple[str, str, str | None], str]],
    unit: str,
    at_start: bool,
) -> None:
    """Refuse a present question about holdings told only as they were at a past time
    ("Nora had 25 marbles yesterday. How many marbles does she have now?"), unchanged since:
    what they are now is not said."""
    model = ctx.model
    asked = stream.tokens[stream.first : stream.end]
    if at_start or not found or any(t.low in ("did", "had", "was", "were") for t in asked):
        return
    if all(
        not model.changed(*k)
        and (
            (_is_time_label(k[2]) and k[2] not in ("today", "now"))
            or (
                k[2] is None
                and (
                    (
                        _is_time_label(model.held_when.get(k[0]))
                        and model.held_when.get(k[0]) not in ("today", "now")
                    )
                    or _told_in_the_past(ctx, qid)
                )
            )
        )
        for k, qid in found
    ):
        stream.fail(
            "unsupported_question",
            "question.tense",
            f"the {found[0][0][1]} are told as they were then; now is asked",
        )


def _told_in_the_past(ctx: Context, qid: str) -> bool:
    """Whether the sentence that states ``qid`` dates it before now ("had 25 marbles
    yesterday", "last week")."""
    span = ctx.model.by_id[qid].span
    if span is None:
        return False
    tokens = ctx.tokens
    at = next((k for k, t in enumerate(tokens) if t.start >= span[0]), None)
    if at is None:
        return False
    lows = []
    for token in tokens[at:]:
        if token.low in (".", "?", "!"):
            break
        lows.append(token.low)
    for token in reversed(tokens[:at]):
        if token.low in (".", "?", "!"):
            break
        lows.append(token.low)
    return "yesterday" in lows or "ago" in lows or "last" in lows


def _is_time_label(label: str | None) -> bool:
    """Whether a holding's label is a time ("yesterday", "on monday", "last year")."""
    if label is None:
        return False
    pieces = set(label.split(" "))
    return bool(
        pieces & _TIME_LABEL_WORDS
        or pieces & words("time_unit_day")
        or pieces & words("month")
        or pieces & words("season")
    )


def _in_other_units(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    at_start: bool,
    label: str | None = None,
) -> str | None:
    """ "Ben has 14 dimes and 9 nickels. How many cents does he have?": one holder's
    holdings in other units of the asked unit's dimension, each converted through the
    units pack and summed. Only unlabelled holdings ("3 feet of rope and 2 feet of
    ribbon" are two things), and only of one asked holder; ``None`` when there are none."""
    model = ctx.model
    table = unit_table()
    asked = table.lookup(unit) if unit not in ("dollars", "cents") else table.lookup("cents")
    if asked is None or len(keys) != 1:
        return None
    question = {t.low for t in stream.tokens[stream.first : stream.end]}
    if asked.dimension == "money" and (
        unit not in ("dollars", "cents") or question & {"penny", "pennies"}
    ):
        # "Tom has 3 quarters. How many nickels does he have?": coins are counted, not
        # changed into; he has none the text names
        return None
    source = model.starts if at_start else model.holdings
    held = [
        (k, qid)
        for k, qid in source.items()
        if k[0] == keys[0]
        and (found := table.lookup(k[1] if k[1] != "dollars" else "cents")) is not None
        and found.dimension == asked.dimension
        and (label is None or k[2] == label)
    ]  # ("3 feet of rope ... How many inches of rope": the rope's, of the kind asked)
    if not held:
        return None
    if unit == "dollars" and not question & {"dollars", "dollar", "$"}:
        # "How much money does Ike have?" of coins: 1.80 (dollars) or 180 (cents)?
        stream.fail("ambiguous", "question.unit", "how much money, in dollars or in cents?")
    if any(
        k[0] == keys[0] and (k[1] in words("tender_noun") or "dollar" in (k[2] or ""))
        for k in model.holdings
    ):
        # "5 one-dollar bills and 3 quarters": bills are money the units pack does not count
        stream.fail(
            "unsupported_question",
            "question.unit",
            f"{keys[0]} holds money the reader does not count",
        )
    if label is None and any(k[2] is not None for k, _ in held):
        stream.fail(
            "ambiguous",
            "question.unit",
            f"{keys[0]} holds {asked.dimension} of more than one kind: which is asked is not said",
        )
    parts = [convert(model, stream, qid, unit, keys[0]) for _, qid in held]
    return _sum(model, parts, unit, keys[0], label)


def _chains(
    model: Model,
    unit: str,
    keys: list[str],
    group: str | None,
    base: Callable[[str], bool],
    depth: int = 3,
    periodic: bool = False,
) -> list[list[Rate]]:
    """Chains of the text's rates from ``unit`` down to a unit ``base`` accepts.

    "hours of naps in 70 days" with "each nap is 2 hours long" and "3 naps
    a week": hours/nap, then naps/week, then weeks from days. Each rate must
    belong to an asked holder or to nobody (a price, a box's contents); the
    first must be of the asked event's group when there is one.
    """
    found: list[list[Rate]] = []
    rates = [*model.rates, *model.periodic] if periodic else model.rates

    def walk(current: str, chain: list[Rate]) -> None:
        for rate in rates:
            if rate in chain or not same_unit(rate.top, current):
                continue
            if keys and rate.holder is not None and rate.holder not in keys:
                continue
            if rate.members is not None and (
                not any(_all_members(key, rate.members) for key in keys)
                or rate.whole not in model.holdings.values()
            ):
                continue  # ("Each dog eats 2 cups a day": the dogs', asked of the dogs, while
                # they are as many as then: "Then he buys 1 more dog" changes the rate)
            if not chain and group is not None and rate.group not in (group, None):
                continue
            extended = [*chain, rate]
            if base(rate.per):
                found.append(extended)
            if len(extended) < depth:
                walk(rate.per, extended)

    walk(unit, [])
    # a chain another chain extends would leave the longer one's rates unread:
    # "$15 an hour" over 5 days goes through "8 hours a day", not 120 hours
    return [c for c in found if not any(len(o) > len(c) and o[: len(c)] == c for o in found)]


def _all_members(key: str, members: str) -> bool:
    """Whether the holder ``key`` is the counted members themselves ("the birds", "Samuel's
    birds"), not one of them ("the bird", "a dog": one bird's rate is not all of theirs)."""
    last = key.rsplit(" ", 1)[-1]
    return same_unit(last, members) and singular(last) != last


def _apply_chain(model: Model, chain: list[Rate], base: str, holder: str | None) -> str:
    """base (in the last rate's ``per``) times every rate of the chain, innermost first."""
    value = base
    for rate in reversed(chain):
        value = model.derive("product", (value, rate.qid), "rate", rate.top, holder, None, None)
    return value


def _via_rate(
    ctx: Context, stream: Stream, keys: list[str], unit: str, label: str | None = None
) -> str | None:
    """A total from rates and a count: "6 boxes ... each box holds 8 crayons"; of the kind
    ``label`` only through a rate that counts that kind ("each pack has 6 juice boxes")."""
    model = ctx.model
    counts = [(k, qid) for k, qid in model.holdings.items() if not keys or k[0] in keys]
    chains = _chains(
        model, unit, keys, None, lambda per: any(same_unit(k[1], per) for k, _ in counts)
    )
    if label is not None:
        chains = [c for c in chains if c[0].top_label == label]
    candidates = [
        (chain, k, qid)
        for chain in chains
        # a price makes no money held; what a box can hold is not what is in it
        if all(rate.group not in ("cost", "capacity") for rate in chain)
        for k, qid in counts
        if same_unit(k[1], chain[-1].per)
        and (
            _contents_fit(k[2], chain)
            or _told_together(ctx, chain[-1].qid, qid)
            or (k[2] is not None and chain[-1].when == k[2])  # ("3 small boxes": small ones)
        )
    ]
    if any(chain[-1].when not in (None, k[2]) for chain, k, _ in candidates):
        # "Rosa has 8 bags. Each little bag has 17 buttons.": are hers little ones?
        stream.fail(
            "unsupported_question",
            "question.rate_kind",
            "the rate is of one kind of container; the ones held are not said to be of it",
        )
    if len(candidates) != 1:
        if len(candidates) > 1:
            stream.fail("ambiguous", "question.rates", "more than one way to count this")
        return None
    chain, k, qid = candidates[0]
    _now_of_then(ctx, stream, [(k, qid)], unit, False)
    owner = ctx.refs.entities.get(k[0])
    if (
        keys
        and owner is not None
        and owner.kind == "person"
        and (_animate(chain[-1].per) or any(_animate(rate.top) for rate in chain))
    ):
        # "Tom has 3 dogs. Each dog has 4 legs. How many legs does Tom have?": the dogs' legs
        # are not his; "5 cars with 7 passengers each": nobody holds the passengers
        stream.fail(
            "unsupported_question",
            "question.rate_owner",
            f"what each {singular(chain[-1].per)} has is not {k[0]}'s",
        )
    table = unit_table()
    others = [
        key
        for key in counts
        if key[0][0] == k[0]
        and not same_unit(key[0][1], k[1])
        and key[0][1] not in ("dollars", "cents")
        and table.lookup(key[0][1]) is None
    ]
    if others:
        # "5 dogs and 2 birds; each dog has 4 legs: how many legs?": the birds' are not said
        stream.fail(
            "unsupported_question",
            "question.uncounted",
            f"{k[0]} also holds {others[0][0][1]}, which the rates do not count",
        )
    return _apply_chain(model, chain, qid, k[0])


def _animate(unit: str) -> bool:
    """Whether ``unit`` counts people or animals, which have things of their own."""
    return any(
        form in words("person_noun") or form in words("animal_noun")
        for form in (unit, singular(unit))
    )


def _contents_fit(label: str | None, chain: list[Rate]) -> bool:
    """Whether packages labelled ``label`` ("cartons of milk": milk) may be the ones the
    chain's last rate counts the contents of (its ``top``, "eggs"): unlabelled, or so named."""
    if label is None or unit_table().lookup(chain[-1].top) is not None:
        return True  # (a measure of the packages, "each bag weighs 5 kilograms", fits any)
    kinds = {noun_key(chain[-1].top)}
    top_label = chain[-1].top_label
    if top_label is not None:
        kinds.add(noun_key(top_label))  # ("rows of tomatoes ... 9 tomato plants")
    named = label.split(" ")
    if (
        top_label is not None
        and len(named) > 1
        and noun_key(named[-1]) == noun_key(chain[-1].top)
        and " ".join(named[:-1]) != top_label
    ):
        return False  # ("A box has 10 red apples. She has 8 boxes of yellow apples.")
    return any(noun_key(word) in kinds for word in named)


def _told_together(ctx: Context, a: str, b: str) -> bool:
    """Whether quantities ``a`` and ``b`` come from one sentence ("7 rows of corn with 12
    seeds in each row": the rate is of those rows, whatever they are rows of)."""
    span_a, span_b = ctx.model.by_id[a].span, ctx.model.by_id[b].span
    if span_a is None or span_b is None:
        return False
    low, high = sorted((span_a[0], span_b[0]))
    return not any(c in ".?!" for c in ctx.source[low:high])


def _grouping_holds(ctx: Context, stream: Stream, rate: Rate) -> None:
    """A rate made by putting a holding into groups ("into 4 equal boxes") is of that holding:
    after the holding changed, how many are in each is not said."""
    if rate.whole is None or rate.holder is None:
        return
    now = ctx.model.current(rate.holder, rate.top, None, None)
    if now is not None and now != rate.whole:
        stream.fail(
            "unsupported_question",
            "question.groups_changed",
            f"the {rate.top} changed after they were put into {rate.per}",
        )


def _per_one(
    ctx: Context,
    stream: Stream,
    holders: list[Entity],
    unit: str,
    group: str | None,
    per: str,
    at: int,
    when: str | None = None,
) -> str:
    """ "How many flowers does it visit per minute?": the one rate the text gives of ``unit``
    per ``per`` (by the asked holder, of the asked verb, at the asked time or any), for one
    ``per``."""
    model = ctx.model
    keys = {h.key for h in holders}
    rates = [
        r
        for r in model.rates
        if same_unit(r.top, unit)
        and same_unit(r.per, per)
        and (not keys or r.holder in keys)
        and (group is None or r.group in (group, None))
        and r.group != "capacity"
        and (when is None or r.when in (None, when))  # ("per hour on Tuesday" of Monday's)
    ]
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_question",
            "question.per",
            f"more than one rate of {unit} per {singular(per)}"
            if rates
            else f"the text gives no rate of {unit} per {singular(per)}",
            at,
        )
    rate = rates[0]
    _grouping_holds(ctx, stream, rate)
    one = model.given(1, per, None, None, None)
    holder = next(iter(keys)) if len(keys) == 1 else None
    return model.derive("product", (one, rate.qid), "rate", rate.top, holder, None, None)


def _recipient_asked(
    ctx: Context, stream: Stream, clause: Clause, verb: VerbGroup | None
) -> str | None:
    """ "How many did he give her?", "... did Ann give to Sofia?": whom the asked gifts went to."""
    if verb is None or verb.frame is None or verb.frame.cls != "give":
        return None
    for part in clause.parts:
        np = part.np
        if (
            part.used
            or np is None
            or (part.kind != "object" and not (part.kind == "pp" and part.prep == "to"))
            or not (np.pronoun is not None or np.name is not None)
            or np.value is not None
        ):
            continue
        entity = entity_of(ctx.refs, stream, np)
        if entity is None or entity.kind != "person":
            return None
        part.used = True
        return entity.key
    return None


def _events(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    unit: str,
    label: str | None,
    group: str,
    recipient: str | None = None,
) -> str:
    """The sum of the events of ``group`` by ``holders`` (to ``recipient``, when asked) in
    ``unit``; through a chain of rates when no event is in ``unit`` itself."""
    model = ctx.model
    key = noun_key(unit)
    keys = [h.key for h in holders]
    groups = (
        _MONEY_EVENTS.get(group, frozenset({group}))
        if key in (noun_key("dollars"), noun_key("cents"))
        else frozenset({group})
    )
    when = _question_time(clause, [e for e in model.events if e.group in groups])
    if group in ("earn", "make") and key in (noun_key("dollars"), noun_key("cents")):
        got = [
            e
            for e in model.events
            if e.group in _MONEY_GOT and (not keys or e.actor in keys) and noun_key(e.unit) == key
        ]
        if got:
            # "earned $20 babysitting. She won $15 (got $10 from her grandmother).": is money
            # won or given earned? Texts mean both
            stream.fail(
                "ambiguous",
                "question.earned_or_got",
                f"money {got[0].verb or got[0].group} beside money earned: earned, or not?",
            )
    span = _question_span(clause)
    if span is not None:
        return _over_span(ctx, stream, keys, unit, group, span, label)
    future = clause.verb.future or clause.verb.intent
    future = future or any(
        t.text == "will" or t.low == "tomorrow" for t in stream.tokens[clause.first : clause.end]
    )  # ("How many will she pick": the auxiliary stood before the subject; "does she pick
    # tomorrow")
    if (
        future
        and not ctx.conditioned
        and any(
            not e.future
            for e in model.events
            if e.group in groups and (not keys or e.actor in keys)
        )
    ):
        # "She picked 9 today. How many will she pick tomorrow?": what is still to come is
        # not what was done
        stream.fail(
            "unsupported_question",
            "question.future_asked",
            "the question asks what will happen, and the text tells what did",
            clause.verb.first,
        )
    found = [
        e
        for e in model.events
        if e.group in groups
        and noun_key(e.unit) == key
        and (not keys or e.actor in keys)
        and (recipient is None or e.other == recipient)
        and _matches(e.label, label)
        and (when is None or e.when == when)
    ]
    holder = keys[0] if len(keys) == 1 else None
    if not found and recipient is None:
        # "planted 7 rows with 12 seeds in each row: how many seeds did he plant?", "sold 29
        # bags of potatoes; each bag weighs 7 kg: how many kilograms of potatoes?"; of the
        # events at the time asked ("sold 23 bags on Tuesday: how many rolls on Tuesday?")
        def of_group(e: Event) -> bool:
            return (
                e.group in groups
                and (not keys or e.actor in keys)
                and (label is None or _matches(e.label, label))
                and (when is None or e.when == when)
            )

        chains = _chains(
            model,
            unit,
            keys,
            None,
            lambda per: any(of_group(e) and same_unit(e.unit, per) for e in model.events),
        )
        if len(chains) > 1:
            stream.fail("ambiguous", "question.rates", "more than one way to count this")
        if chains and when is not None and any(r.when not in (None, when) for r in chains[0]):
            stream.fail("ambiguous", "question.rates", f"the rate told is not {when}'s")
        if chains and any(
            of_group(e)
            and same_unit(e.unit, chains[0][-1].per)
            and not _contents_fit(e.label, chains[0])
            and not _told_together(ctx, chains[0][-1].qid, e.amount)
            for e in model.events
        ):
            # "Eggs are sold in cartons of 12. Tom buys 4 cartons of milk.": not those cartons
            stream.fail(
                "unsupported_question",
                "question.rates",
                f"the {chains[0][-1].per} counted hold something else than {chains[0][-1].top}",
            )
        if chains:
            base = [e for e in model.events if of_group(e) and same_unit(e.unit, chains[0][-1].per)]
            total = _sum(model, [e.amount for e in base], base[0].unit, holder, None)
            return _apply_chain(model, chains[0], total, holder)
    if not found and recipient is None:
        converted = _events_in_other_unit(ctx, stream, keys, unit, label, groups, when, holder)
        if converted is not None:
            return converted
    if not found:
        stream.fail(
            "unsupported_question", "question.no_event", f"no event of the text gives {unit}"
        )
    for key_holder in keys:
        if not any(e.actor == key_holder for e in found):
            # "the points Tom and Phillip scored" when only Phillip scored: Tom's are not said
            stream.fail(
                "unsupported_question",
                "question.no_event",
                f"no event of {key_holder} gives {unit}",
            )
    if when is None:
        times = {e.when for e in found}
        elsewhere = [
            e
            for e in model.events
            if e.group in groups
            and (not keys or e.actor in keys)
            and e.when is not None
            and e.when not in times
        ]
        if elsewhere:
            # "ran 2 miles on Saturday and for 40 minutes on Sunday: how many miles over the
            # weekend?": Sunday's running is in another unit, so the total is not said
            stream.fail(
                "unsupported_question",
                "question.no_event",
                f"{elsewhere[0].when}'s event is in {elsewhere[0].unit}, not {unit}",
            )
    if (
        not clause.verb.past
        and not future
        and not clause.verb.intent
        and all(e.past for e in found)
        and not any(
            t.low in ("has", "have", "had", "did") for t in stream.tokens[clause.first : clause.end]
        )
    ):
        # "Tom sold 8 geckos last year. How many geckos does he sell?": what he does now,
        # or as a habit, is not what he did
        stream.fail(
            "unsupported_question",
            "question.tense",
            "the question asks in the present what the text tells in the past",
            clause.verb.first,
        )
    asked_verb = clause.verb.lemma
    verbs = {
        e.verb
        for e in found
        if (form := verb_form(e.verb)) is not None and form.frame.event == group
    }  # (the verbs told as this group's: not a gift's "get" of the receiver)
    if asked_verb == group and asked_verb in verbs and len(verbs) > 1:
        # "She loses 3 beads and drops 2. How many did she lose?": are the dropped ones lost?
        stream.fail(
            "ambiguous",
            "question.which_verbs",
            f"the events are told with {len(verbs)} verbs; which of them {asked_verb} means"
            " is not said",
            clause.verb.first,
        )
    return _sum(model, [e.amount for e in found], found[0].unit, holder, label)


def _events_in_other_unit(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    label: str | None,
    groups: frozenset[str],
    when: str | None,
    holder: str | None,
) -> str | None:
    """ "ran for 90 minutes: how many hours did he run?": the events, all in one other unit
    of the asked one's dimension, summed and converted by the units pack; ``None`` when the
    events are not all so (or there are none)."""
    model = ctx.model
    table = unit_table()
    asked = table.lookup(unit)
    if asked is None:
        return None
    events = [
        e
        for e in model.events
        if e.group in groups
        and (not keys or e.actor in keys)
        and _matches(e.label, label)
        and (when is None or e.when == when)
    ]
    units = {noun_key(e.unit) for e in events}
    if not events or len(units) != 1:
        return None
    have = table.lookup(events[0].unit)
    if have is None or have.dimension != asked.dimension or have is asked:
        return None
    if _day_scale(events[0].unit) != _day_scale(unit):
        return None  # ("read for 2 days" is not 48 hours of reading)
    total = _sum(model, [e.amount for e in events], events[0].unit, holder, label)
    return convert(model, stream, total, unit, holder)


_DAY_SCALE: Final = frozenset({noun_key("days"), noun_key("weeks")})


def _day_scale(unit: str) -> bool:
    return noun_key(unit) in _DAY_SCALE


def _question_time(clause: Clause, events: list[Event]) -> str | None:
    """The time the question asks about, as the statements label it; ``None`` for all times
    ("in the two games": every game the events are labelled with)."""
    when = clause_time(clause)
    times = {e.when for e in events if e.when is not None}
    if (
        when is not None
        and "weekend" in when.split(" ")
        and times
        and all(t.split(" ")[-1] in ("saturday", "sunday") for t in times)
        and all(e.when is not None for e in events)
    ):
        for part in clause.parts:
            if part.kind == "word" and part.word == "over":
                part.used = True  # ("over the weekend": read as a particle before it)
        return None  # "over the weekend", of events on Saturday and Sunday: both of them
    if when is not None:
        return when
    over: Part | None = None
    for part in clause.parts:
        np = part.np
        if part.kind == "word" and part.word == "over" and not part.used:
            over = part  # ("over the two days": "over" was read as a particle)
            continue
        prep: str | None = None
        if over is not None and part.kind == "object" and np is not None:
            prep = "over"
        else:
            prep = part.prep if part.kind == "pp" else None
            over = None
        if (
            part.used
            or prep not in ("in", "over", "during", "on", "for")
            or np is None
            or np.head is None
            or (prep != "in" and np.det not in ("the", "both", "these", "those"))
        ):
            continue
        count = np.value if np.value is not None else (2 if np.det == "both" else None)
        head = singular(np.head)
        if (
            count == len(times)
            and all(e.when is not None for e in events)
            and all(head in w.split(" ") or _day_of(head, w) for w in times)
        ):
            part.used = True  # "in the two days", of events on Saturday and on Sunday
            if over is not None:
                over.used = True
    return None


def _day_of(head: str, when: str) -> bool:
    """Whether ``when`` ("on saturday", "yesterday", "in may") is one ``head`` ("day",
    "month"), for "in the two days", "over the two months"."""
    last = when.rsplit(" ", maxsplit=1)[-1]
    if head == "month":
        return last in words("month")
    return head == "day" and (
        last in ("yesterday", "today", "tomorrow")
        or (last in words("time_unit_day") and not last.startswith("week"))
    )


def _question_span(clause: Clause) -> NounPhrase | None:
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.prep not in ("in", "for", "over", "during", "after", "within")
            or part.np is None
        ):
            continue
        np = part.np
        if np.head is None:
            continue
        found = unit_table().lookup(np.head)
        if (
            found is not None
            and found.dimension in ("time", "calendar")
            and (np.value is not None or np.det in ("a", "an", "one", "the"))
        ):
            part.used = True
            return np
    for part in clause.parts:
        if not part.used and part.kind == "per" and part.word is not None:
            return None
    return None


def _over_span(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    group: str,
    span: NounPhrase,
    label: str | None = None,
) -> str:
    """ "How many pages does she read in 5 days?": the text's rates times the span (of the
    kind ``label`` only through a rate of that kind)."""
    model = ctx.model
    assert span.head is not None
    length_unit = unit_name(span.head)
    table = unit_table()
    span_unit = table.lookup(length_unit)

    def timed(per: str) -> bool:
        found = table.lookup(per)
        return (
            found is not None and span_unit is not None and found.dimension == span_unit.dimension
        )

    chains = _chains(model, unit, keys, group, timed, periodic=True)
    asked = table.lookup(unit)
    if not chains and asked is not None:
        # "45 minutes every day ... How many hours in 4 days?": the rates in another unit
        # of the asked measure, the total then converted through the units pack
        others = sorted(
            {
                r.top
                for r in model.rates
                if (top := table.lookup(r.top)) is not None
                and top.dimension == asked.dimension
                and top != asked
            }
        )
        found = [(other, _chains(model, other, keys, group, timed)) for other in others]
        found = [(other, c) for other, c in found if c]
        if len(found) == 1 and len(found[0][1]) == 1:
            total = _over_span(ctx, stream, keys, found[0][0], group, span)
            return convert(model, stream, total, unit, keys[0] if len(keys) == 1 else None)
    if len(chains) != 1:
        stream.fail(
            "unsupported_question",
            "question.rate",
            "no single chain of the text's rates gives this over a span"
            if not chains
            else "more than one chain of rates gives this over a span",
            span.first,
        )
    chain = chains[0]
    counted = chain[0].top_label or model.by_id[chain[0].qid].label
    if (
        label is not None
        and label != counted
        and not any(noun_key(rate.per) == noun_key(label) for rate in chain)
    ):  # ("hours of naps" through "each nap is 2 hours long": what the hours are of)
        # "Tom picks 12 apples an hour. How many red apples does he pick in 3 hours?"
        stream.fail(
            "unsupported_question",
            "question.rate_kind",
            f"{label} {unit} over a span: the rate does not count that kind",
            span.first,
        )
    if len(keys) > 1 and any(rate.holder in keys for rate in chain):
        # "Tom paints 3 fences an hour. How many can Tom and Ben paint in 3 hours?": one of
        # them has the rate; what the others do is not told
        stream.fail(
            "unsupported_question",
            "question.rate_group",
            f"the rate is {next(r.holder for r in chain if r.holder in keys)}'s alone, and"
            f" the question asks of {len(keys)}",
            span.first,
        )
    holder = keys[0] if len(keys) == 1 else None
    per = table.lookup(chain[-1].per)
    scoped = [r for r in chain if r.group != "cost" and r.when is not None]
    if scoped:
        # "20 pages a day on weekdays ... in a week": the rate holds only then
        stream.fail(
            "unsupported_question",
            "question.rate_when",
            f"a rate that holds {scoped[0].when}, over a span",
            span.first,
        )
    if (
        span_unit is not None
        and span_unit.name in ("week", "month", "year")
        and any(table.lookup(r.per) == table.lookup("day") for r in chain)
        and any(r.group in _WORK_GROUPS or r.activity is not None for r in chain)
        and not any(table.lookup(r.top) == table.lookup("day") for r in chain)
    ):  # (unless the days are told: "8 hours a day ... 5 days a week")
        # "works 8 hours a day ... in a week": every day of it? Work days are not said
        stream.fail(
            "unsupported_question",
            "question.work_days",
            f"work per day over {span_unit.plural}: how many days of them are worked is not said",
            span.first,
        )
    over, count = (
        span_total([(span.value, length_unit), *((v, unit_name(h)) for v, h in span.plus)])
        if span.plus
        else (length_unit, span.value)
    )
    if span_unit is not None and per is not None and uneven_span(per.name, over, count):
        # "$15 an hour ... in 2 days": 48 hours only if someone works day and night;
        # "20 pages a day ... in 6 hours": a day's pages spread over its hours
        stream.fail(
            "unsupported_question",
            "question.span_within_days",
            f"a rate per {per.name} over {over}: how the amount falls within them is not said",
            span.first,
        )
    over_unit = table.lookup(over)
    told_count = 1 if count is None else count
    assert isinstance(told_count, (int, Fraction))
    for rate in chain:
        bound = table.lookup(rate.over[1]) if rate.over is not None else None
        if (
            rate.over is not None
            and bound is not None
            and over_unit is not None
            and Fraction(told_count) * over_unit.factor > Fraction(rate.over[0]) * bound.factor
        ):
            # "drives at 40 miles per hour for 2 hours. Then he stops. How far will he go in
            # 3 hours?": the rate is told for 2 hours only
            stream.fail(
                "unsupported_question",
                "question.beyond_span",
                f"the rate is told for {rate.over[0]} {rate.over[1]}, and the question asks"
                " over longer",
                span.first,
            )
        if rate.period is None:
            continue
        every, every_unit = rate.period
        period_unit = table.lookup(every_unit)
        assert period_unit is not None and over_unit is not None
        times = Fraction(told_count) * over_unit.factor / (Fraction(every) * period_unit.factor)
        if times.denominator != 1:
            # "$6 every 2 hours ... in 5 hours": paid twice, or two and a half times?
            stream.fail(
                "unsupported_question",
                "question.period",
                f"a rate every {every} {every_unit} over {count} {over}: not a whole number"
                " of them",
                span.first,
            )
    if span.plus:
        # "in 2 hours and 30 minutes": the whole span, in its smallest unit
        compound = amount_of(model, stream, span, holder)
        assert compound is not None
        length = compound.qid
    else:
        value = 1 if span.value is None else span.value
        length = model.given(value, length_unit, holder, None, stream.span(span.first, span.end))
    length = convert(model, stream, length, chain[-1].per, holder)
    return _apply_chain(model, chain, length, holder)


def _other_kind(np: NounPhrase, unit: str, label: str | None) -> str | None:
    """The kind "than green apples" (or "than green ones") names of the asked unit, when the
    asked phrase names another kind of it; ``None`` for a holder ("than Tom")."""
    if (
        label is None
        or np.name is not None
        or np.pronoun is not None
        or np.owner is not None
        or np.value is not None
        or np.det is not None
        or np.head is None
        or not np.mods
    ):
        return None
    if np.head in ("ones", "one"):
        kind = " ".join(np.mods)
    else:
        named = phrase_unit(np)
        if named is None or not same_unit(named[0], unit) or named[1] is None:
            return None
        kind = named[1]
    return kind if kind != label else None


def _what_it_cost(ctx: Context, stream: Stream, np: NounPhrase) -> str:
    """ "How much is the milkshake?": the one price the text gives of one, else the money
    the one spender spent on it ("spent some money on a milkshake")."""
    item = unit_name(np.head or "")
    if any(r.group == "cost" and same_unit(r.per, item) for r in ctx.model.rates):
        return _price_of_one(ctx, stream, np)
    detail = f"the text prices no {item}, and who spent on it is not one person"
    return _spent_on(ctx, stream, [_one_spender(ctx, stream, np, "question.price", detail)], np)


def _one_priced(np: NounPhrase, count: Draft) -> bool:
    """Whether the money paid for ``count`` answers the price ``np`` asks: any count for a
    plural ("spent on socks"), but for one thing ("a milkshake", "a pair of socks") the
    purchase must be of exactly one of it; "bought 3 pairs of socks" or "4 socks" is no
    price of a pair."""
    if np.group in ("pair", "pairs"):
        return np.det in ("a", "an", "the", "one") and count.value == 1 and count.unit == "pairs"
    return plural_noun(np.head) or count.value == 1


def _spent_on(ctx: Context, stream: Stream, holders: list[Entity], np: NounPhrase) -> str:
    """What ``holders`` spent on the thing ``np`` names: the money of each spending told
    "on" it ("spent $4 on a sandwich") or paid for it ("bought 10 cartons of ice cream ...
    each carton cost $4"), added; refused when nothing was spent on it."""
    model = ctx.model
    keys = {h.key for h in holders}
    wanted = np.words
    found: list[str] = []
    for event in model.events:
        if event.group not in _MONEY_EVENTS["spend"] or (keys and event.actor not in keys):
            continue
        amount = model.by_id[event.amount]
        if amount.unit not in ("dollars", "cents"):
            continue  # (the buying of the things itself: "bought 10 cartons")
        if (amount.label == wanted or event.when == f"on {wanted}") and np.group not in (
            "pair",
            "pairs",
        ):
            # ("spent $12 on a book and $5 on a pen": each amount is labelled by its thing;
            # a label keeps no count of pairs, "spent $44 on 4 pairs of gloves" is "gloves")
            found.append(event.amount)
            continue
        if any(
            cost == event.amount
            and (noun_key(thing) == noun_key(np.head or "") or kind == wanted)
            and _one_priced(np, model.by_id[count])
            for cost, count, thing, kind in model.unpriced
        ):  # (of one bought, for "How much is a milkshake?": of 2, it is no price of one)
            found.append(event.amount)  # ("also bought a pair of socks", its price not told)
            continue
        made = next((r for r in model.relations if r.result == event.amount), None)
        if (
            made is not None
            and made.kind == "product"
            and any(
                model.by_id[q].label == wanted or noun_key(model.by_id[q].unit) == noun_key(wanted)
                for q in made.operands
            )
        ):
            found.append(event.amount)
    if not found:
        stream.fail(
            "unsupported_question",
            "question.spent_on",
            f"nothing is told spent on {wanted!r}",
            np.first,
        )
    head = np.head or wanted
    alike = [
        e
        for e in model.events
        if e.group in _MONEY_EVENTS["spend"]
        and (not keys or e.actor in keys)
        and (
            (e.when or "").endswith(f" {head}")
            or (model.by_id[e.amount].label or "").endswith(head)
        )
    ]
    if len(alike) > len(found):
        # ("$12 on a book ... $4 on a second book. ... on the book": which book?)
        stream.fail(
            "ambiguous",
            "question.spent_on",
            f"more than one {head!r} was paid for: which is asked is not said",
            np.first,
        )
    if len(found) > 1 and np.det in ("the", "a", "an", "this", "that") and not plural_noun(np.head):
        # ("$3 on a milkshake ... $2 on another milkshake. How much is the milkshake?")
        stream.fail(
            "ambiguous",
            "question.spent_on",
            f"more than one {wanted!r} was paid for: which is asked is not said",
            np.first,
        )
    unit = model.unit_of(found[0])
    return _sum(model, found, unit, holders[0].key if len(holders) == 1 else None, wanted)


def _at_two_times(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    unit: str,
    label: str | None,
    group: str,
) -> tuple[str, str] | None:
    """ "How many more cakes did he sell on Monday than on Tuesday (than Tuesday)?": the
    events of one holder at the time asked and at the time after "than"; ``None`` (nothing
    read) unless the question compares two times so."""
    marker = next(
        (k for k, p in enumerate(clause.parts) if p.kind == "word" and p.word == "than-time"),
        None,
    )
    if marker is not None:
        asked, other = clause.parts[:marker], clause.parts[marker + 1 :]
        clause.parts[marker].used = True
    else:
        than = next(
            (
                k
                for k, p in enumerate(clause.parts)
                if p.kind == "pp"
                and p.prep == "than"
                and p.np is not None
                and p.np.value is None
                and (p.np.head or p.np.name or "").lower() in _DAY_NAMES
            ),
            None,
        )
        if than is None:
            return None
        np = clause.parts[than].np
        assert np is not None
        day = (np.head or np.name or "").lower()
        clause.parts[than].used = True
        asked = clause.parts[:than]
        other = [Part("pp", np.first, np.end, np=replace(np, name=None, head=day), prep="on")]
        other += clause.parts[than + 1 :]
    sides = []
    for parts in (asked, other):
        side = Clause(clause.subjects, False, clause.verb, parts, clause.first, clause.end)
        was = [p.used for p in parts]
        when = clause_time(side)
        for part, used in zip(parts, was, strict=True):
            part.used = used  # (the events read the time themselves)
        on = [p for p in parts if not p.used and p.kind == "pp" and p.prep == "on" and p.np]
        if when is None and len(on) == 1 and group in _MONEY_EVENTS["spend"] and on[0].np:
            # "How much more did Caleb spend on ice cream than on frozen yoghurt?"
            on[0].used = True
            sides.append(_spent_on(ctx, stream, holders, on[0].np))
            continue
        if when is None:
            stream.fail(
                "unsupported_question",
                "question.compare",
                "two times compared, one of which is not said",
                clause.first,
            )
        sides.append(_events(ctx, stream, side, holders, unit, label, group))
        unused = [p for p in parts if not p.used]
        if unused:
            stream.fail(
                "unsupported_question",
                "question.unused",
                "the question says more than the reader reads",
                unused[0].first,
            )
    return sides[0], sides[1]


_DAY_NAMES: Final = words("time_unit_day") | words("month")


def _the_other_holder(ctx: Context, holder: Entity, unit: str, label: str | None) -> Entity | None:
    """The one other person holding ``unit`` when neither holding changed, for "how many
    more" with no "than"; ``None`` otherwise (a change may be what "more" is more than)."""
    model = ctx.model
    keys = {k for k in model.holdings if same_unit(k[1], unit) and _matches(k[2], label)}
    others = sorted({k[0] for k in keys if k[0] != holder.key})
    if (
        len(others) != 1
        or not any(k[0] == holder.key for k in keys)
        or others[0] not in ctx.refs.entities
        or ctx.refs.entities[others[0]].kind != "person"
        or any(model.changed(*k) for k in keys)
        or any(e.actor in (holder.key, others[0]) for e in model.events)
    ):
        return None
    return ctx.refs.entities[others[0]]


def _the_other_actor(
    ctx: Context,
    holder: Entity,
    group: str,
    fits: Callable[[str], bool],
    *,
    rates: bool = False,
) -> Entity | None:
    """The one other person whose ``group`` events (or, over a span, rates) are in a unit
    that ``fits``, when ``holder`` has such too: "Tamika drove 360 miles. Logan drove 275
    miles. How many miles farther did Tamika drive?" is than Logan; "Janet reads 80 pages a
    day and Belinda reads 30 pages a day. How many more pages does Janet read in 6 weeks?"
    than Belinda. ``None`` for none or several others."""
    actors = (
        {r.holder for r in ctx.model.rates if r.group == group and fits(r.top) and r.holder}
        if rates
        else {e.actor for e in ctx.model.events if e.group == group and fits(e.unit)}
    )
    others = sorted(actors - {holder.key})
    if holder.key not in actors or len(others) != 1:
        return None
    other = ctx.refs.entities.get(others[0])
    return other if other is not None and other.kind == "person" else None


_NEEDING: Final = frozenset({"need", "require"})
"""Verbs of an amount still wanted ("Max needs 65 plates"), as the text records them."""
_GETTING: Final = frozenset({"need", "require", "buy", "get", "make", "collect", "bake"})
"""Verbs a question may ask the still-needed amount with ("How many more should he buy?")."""


def _still_needed(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: Entity,
    unit: str,
    label: str | None,
) -> str | None:
    """ "Max needs 65 plates. He has 22 green plates and 24 blue plates. How many more plates
    does he need (should he buy)?": what he needs minus what he holds now; ``None`` (nothing
    read) unless the text told one need of that unit by that holder."""
    if clause.verb.lemma not in _GETTING:
        return None
    model = ctx.model
    needs = [
        e
        for e in model.events
        if e.group in _NEEDING and e.actor == holder.key and same_unit(e.unit, unit)
    ]
    if not needs and unit in ("dollars", "cents") and clause.verb.lemma == "need":
        return _money_for_intent(ctx, stream, holder, unit)
    if len(needs) != 1 or (label is not None and needs[0].label != label):
        return None
    if model.by_id[needs[0].amount].more:
        # "He needs 65 more plates. How many more does he need?": more than he has, or in all?
        stream.fail(
            "ambiguous",
            "question.need_more",
            "a need of 'more': what is still needed, or the whole need?",
            clause.first,
        )
    if any(
        e.actor == holder.key and same_unit(e.unit, unit) and e.group not in _NEEDING
        for e in model.events
    ):
        # ("needs 65 plates ... buys 10 plates": what was bought is held, or still to come?)
        stream.fail(
            "ambiguous",
            "question.need_events",
            "events of the needed things were told beside the need",
            clause.first,
        )
    have = _holding(ctx, stream, [holder], unit, None, False)
    return model.derive(
        "difference", (needs[0].amount, have), "compare", unit, holder.key, "still needed", None
    )


def _still_to_do(
    ctx: Context,
    stream: Stream,
    first: int,
    verb: VerbGroup,
    subjects: list[NounPhrase],
    unit: str,
    label: str | None,
    more: Token | None,
) -> str | None:
    """still := "how many" ["more"] UNIT AUX subject ["still"] ("need" | "have") "to" VERB
                [purpose]

    "Ann needs to read 50 pages. She has read 20 pages. How many more pages does she need
    to read?": what she is to do, minus what she did of it; ``None`` (nothing read) unless
    the text told one amount still to do of that verb by that holder."""
    if verb.frame is None:
        return None
    words_after = [stream.low_at(k) for k in range(stream.pos, stream.end)]
    still = "still" in [stream.low_at(k) for k in range(first, stream.end)]
    if (more is None or more.low != "more") and not still:
        return None
    if words_after and not (words_after[0] == "to" and len(words_after) >= 2):
        return None  # (anything but a purpose after the verb is not read here)
    holders = _holders(ctx, stream, subjects)
    if len(holders) != 1:
        return None
    model = ctx.model
    group = verb.frame.event
    key = holders[0].key
    mine = [
        (k, e)
        for k, e in enumerate(model.events)
        if e.group == group
        and e.actor == key
        and same_unit(e.unit, unit)
        and _matches(e.label, label)
    ]
    goals = [e for k, e in mine if k in ctx.events_to_come]
    done = [e for k, e in mine if k not in ctx.events_to_come]
    if len(goals) != 1 or not done:
        return None
    stream.pos = stream.end
    made = _sum(model, [e.amount for e in done], unit, key, None)
    return model.derive(
        "difference", (goals[0].amount, made), "compare", unit, key, "still to do", None
    )


def _money_still_needed(
    ctx: Context, more: Token | None, verb: VerbGroup | None, unit: str | None
) -> bool:
    """Whether the question asks the money still needed for what is to come ("How much more
    money does he need?"), which the events still to come are the reading of."""
    return (
        more is not None
        and more.low == "more"
        and verb is not None
        and verb.lemma == "need"
        and unit in ("dollars", "cents")
        and ctx.held_before_future is not None
    )


def _money_for_intent(ctx: Context, stream: Stream, holder: Entity, unit: str) -> str:
    """ "Mike has $50. He wants to buy a game that costs $65. How much more money does he
    need?": the cost of what he is still to buy, minus the money he had before it."""
    model = ctx.model
    before = ctx.held_before_future or {}
    to_come = ctx.events_to_come
    costs = [
        e.amount
        for k, e in enumerate(model.events)
        if k in to_come
        and e.group in _MONEY_EVENTS["spend"]
        and e.actor == holder.key
        and model.unit_of(e.amount) == unit
    ]
    held = before.get((holder.key, unit, None))
    since = min(to_come) if to_come else len(model.events)
    done_after = any(k not in to_come for k in range(since, len(model.events)))
    if not costs or held is None or done_after:
        stream.fail(
            "unsupported_question",
            "question.need",
            "the money still needed for what is not one purchase to come",
        )
    cost = _sum(model, costs, unit, holder.key, None)
    return model.derive(
        "difference", (cost, held), "compare", unit, holder.key, "still needed", None
    )


def _difference(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    unit: str,
    label: str | None,
    group: str | None,
    fewer: bool,
    at_start: bool = False,
) -> str:
    """ "How many more apples does Sam have than Tom?": Sam's minus Tom's (at first, when
    the question says so)."""
    if group is not None and len(holders) == 1:
        at_two = _at_two_times(ctx, stream, clause, holders, unit, label, group)
        if at_two is not None:
            a, b = at_two
            if fewer:
                a, b = b, a
            return ctx.model.derive(
                "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
            )
    than = clause.take("pp", prep="than")
    if than is None and not fewer and len(holders) == 1:
        still = _still_needed(ctx, stream, clause, holders[0], unit, label)
        if still is not None:
            return still
    if than is None and len(holders) == 1 and group is None:
        other = _the_other_holder(ctx, holders[0], unit, label)
        if other is not None:
            # "Mara has 24 marbles. Markus has 26 marbles. How many more marbles does Markus
            # have?": than the one other holder of them
            a = _holding(ctx, stream, holders, unit, label, at_start)
            b = _holding(ctx, stream, [other], unit, label, at_start)
            if fewer:
                a, b = b, a
            return ctx.model.derive(
                "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
            )
    if than is None and len(holders) == 1 and group is not None:
        span = _question_span(clause)
        other = _the_other_actor(
            ctx, holders[0], group, lambda u: same_unit(u, unit), rates=span is not None
        )
        if other is not None and not clause.unused():
            # "Tamika ran 30 miles. Logan ran 20 miles. How many more miles did Tamika run?"
            if span is not None:
                a = _over_span(ctx, stream, [holders[0].key], unit, group, span, label)
                b = _over_span(ctx, stream, [other.key], unit, group, span, label)
            else:
                a = _events(ctx, stream, clause, holders, unit, label, group)
                b = _events(ctx, stream, clause, [other], unit, label, group)
            if fewer:
                a, b = b, a
            return ctx.model.derive(
                "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
            )
        for part in clause.parts:
            if span is not None and part.np is span:
                part.used = False  # (the span is read again below, with the holders named)
    if (
        than is None
        or than.np is None
        or (len(holders) != 1 and _other_kind(than.np, unit, label) is None)
    ):
        stream.fail(
            "unsupported_question", "question.compare", "'how many more' than whom is not said"
        )
    after_than = {t.low for t in stream.tokens[than.end : stream.end]}
    if after_than & {"combined", "together", "altogether"} or stream.low_at(than.end) == "and":
        # "How many more does Ann have than Sue and Tom combined?": than a sum of holders
        stream.fail(
            "unsupported_question", "question.compare", "than several holders together", than.first
        )
    kind = _other_kind(than.np, unit, label)
    if kind is not None:
        # "How many more red apples than green apples does he have?": his, of two kinds
        keys = [h.key for h in holders]
        if group is not None:
            a = _events(ctx, stream, clause, holders, unit, label, group)
            b = _events(ctx, stream, clause, holders, unit, kind, group)
        else:
            a = _holding(ctx, stream, holders, unit, label, at_start)
            b = _holding(ctx, stream, holders, unit, kind, at_start)
        del keys
        if fewer:
            a, b = b, a
        return ctx.model.derive(
            "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
        )
    other = entity_of(ctx.refs, stream, than.np)
    if other is None:
        stream.fail(
            "unsupported_question", "question.compare", "compared with what is not a holder"
        )
    if group is not None:
        span = _question_span(clause)
        if span is not None:
            a = _over_span(ctx, stream, [h.key for h in holders], unit, group, span)
            b = _over_span(ctx, stream, [other.key], unit, group, span)
        else:
            a = _events(ctx, stream, clause, holders, unit, label, group)
            b = _events(ctx, stream, clause, [other], unit, label, group)
    else:
        at_start = at_start or _take_start(clause)
        a = _holding(ctx, stream, holders, unit, label, at_start)
        b = _holding(ctx, stream, [other], unit, label, at_start)
    if fewer:
        a, b = b, a
    return ctx.model.derive(
        "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
    )
