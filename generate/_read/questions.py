"""The question: which quantity is asked for, often defined by a new relation.

- question := "how" ("many" | "much") [("more" | "fewer" | "less")] [noun_phrase] ask
            | "how" ("old" | "tall" | "long" | "far" | "heavy") BE subject part*
            | "how" ("long" | "many" TIME_UNIT) take
            | "what" BE ... | "how" "fast" ...   (a price, a speed: see rate_questions)
- take     := AUX ["going" "to"] "it" "take" [person] "to" verb_group part*
                                                 "will it take her to read 90 pages"
- ask      := AUX subject verb_group part*      "does Sam have left", "did she buy"
            | BE "there" part*                   "are there in the park"
            | BE [subject] [verb_group] part*    "are left", "are in the box", "is Sam"

The asked quantity is a holding (now, "left", or "at first"), the sum of
the events a verb names ("did she buy", "did he spend"), a total across
holders ("in all", "they", "altogether"), a difference ("how many more ...
than"), or an amount over a span from a rate ("how many pages does she
read in 5 days"). Every part of the question must be read into the target;
a question whose quantity the text never built is refused.

This module reads the question's form and sends it to the builders of its target:
``holding_questions`` (holdings, wholes and categories), ``event_questions`` (events and
rates over spans), ``money_questions`` (prices and money spent), ``compare_questions``
(differences, comparatives, what is still needed); ``asked`` holds what they share.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.asked import (
    ATTRIBUTES,
    DO,
    Asked,
    all_read,
    take_start,
)
from generate._read.clauses import (
    COMPARATIVE_ATTRIBUTES,
    Clause,
    Part,
    VerbGroup,
    read_clause_parts,
    read_per,
    read_subject,
    read_verb_group,
)
from generate._read.compare_questions import (
    attribute_asked,
    comparative,
    difference_asked,
    difference_between,
    left_of_task,
    short_of_goal,
    still_to_do,
)
from generate._read.context import (
    Context,
    clause_time,
    past_time,
    place_context,
    place_key,
    place_label,
)
from generate._read.errors import ReadError
from generate._read.event_questions import (
    MONEY_EVENTS,
    events_asked,
    per_one,
    question_span,
    recipient_asked,
)
from generate._read.holding_questions import (
    every_holder,
    grouping_holds,
    holders_asked,
    holding_asked,
    implicit_unit_asked,
    no_overlap,
    rate_chains,
    sum_of,
)
from generate._read.holdings import time_offset
from generate._read.lexicon import (
    activity_form,
    any_verb_form,
    gerund_form,
    verb_form,
    words,
)
from generate._read.meaning import (
    AmountRef,
    amount_of,
    convert,
    entity_of,
    measured_amount,
    phrase_unit,
    same_unit,
)
from generate._read.model import REQUIREMENT, Event, HoldKey, Rate
from generate._read.money_questions import (
    cost_ahead,
    cost_difference,
    cost_of_list,
    cost_of_purchases,
    cost_to_buy,
    money_left_after_plans,
    money_still_needed,
    money_to_buy,
    one_cost,
    one_spender,
    one_thing,
    paid_for,
    price_of_one,
    things_cost,
    what_it_cost,
    what_they_cost,
)
from generate._read.partitions import (
    kind_of,
    one_attribute,
    part_of_kind,
    parts_unchanged,
    whole_unchanged,
)
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.rate_questions import read_cost_of, read_fast, read_what
from generate._read.references import Entity
from generate._read.statements import relative_clause
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import uneven_span, unit_name
from generate.math_units import unit_table

__all__ = ["read_question"]


def _two_verbs(stream: Stream) -> None:
    """ "How many apples did Ana eat and give away?", "did she bake and buy?": two verbs
    asked at once, which one reading of the question does not sum; refused, as reading one
    of them answers less than was asked."""
    tokens = stream.tokens
    for k in range(stream.first + 1, stream.end - 1):
        if tokens[k].low != "and":
            continue
        before, after = verb_form(tokens[k - 1].low), verb_form(tokens[k + 1].low)
        if (
            before is not None
            and after is not None
            and before.tense == "base"
            and after.tense == "base"
            and tokens[k + 1].low not in words("stop")
        ):
            stream.fail(
                "unsupported_question",
                "question.two_verbs",
                f"two verbs asked at once ({tokens[k - 1].text!r} and {tokens[k + 1].text!r})",
                k - 1,
                3,
            )


def read_question(ctx: Context, first: int, end: int) -> Asked:
    """Read the question (tokens ``[first, end)`` without the "?") into a target quantity.

    opening := ("in" "total" | "altogether" | ...) [","] | ("in" | "over" | "after") SPAN [","]
    before "how": a total, or the span asked over, read with the question's parts; a span
    no reading of the question used ("In 5 years, how old will Sam be?", an age asked then)
    refuses it, as any unread part does."""
    said = (
        _money_left_paraphrase(ctx.tokens, first, end)
        or _left_to_paraphrase(ctx.tokens, first, end)
        or _how_long_in_paraphrase(ctx.tokens, first, end)
    )
    if said is not None:
        # ("How much of his money remains?": read as "How much money does he have left?")
        told = ctx.tokens
        ctx.tokens = told[:first] + said
        try:
            return read_question(ctx, first, first + len(said))
        finally:
            ctx.tokens = told
    stream = Stream(ctx.tokens, first, end)
    _two_verbs(stream)
    ctx.refs.new_clause(None)
    opening = stream.pos
    total_opening = _total_opening(stream)  # ("In total, how many fireworks do they have?")
    span_opening: Part | None = None
    if not total_opening and stream.check(("in", "over", "after")):
        span = read_noun_phrase(Stream(stream.tokens, stream.pos + 1, stream.end))
        if span is not None and span.value is not None and span.end < stream.end:
            # "In 21 days how many hours of lessons does he take?": the span, said first
            span_opening = Part("pp", stream.pos, span.end, np=span, prep=stream.low())
            stream.pos = span.end
    stream.consume((",",))
    if (total_opening or span_opening is not None) and not (
        stream.check(("how",)) or (span_opening is not None and stream.check(("what",)))
    ):  # ("In 2 years, what will be the sum of their ages?": the span, as "how old")
        stream.reset(opening)
        total_opening, span_opening = False, None
    asked = _question(ctx, stream, first, end, total_opening, span_opening, opening)
    _now_of_then(ctx, stream, asked)
    if span_opening is not None and not span_opening.used:
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(span_opening.first, span_opening.end)!r} unread",
            span_opening.first,
        )
    return asked


def _measured_in(ctx: Context, stream: Stream, noun: str, at: int) -> tuple[str, str | None]:
    """ "How much flour did she buy?" after "3 pounds of flour": the one measure the text
    gives the stuff in, and the stuff as its label (as "How many pounds of flour" asks);
    ``(noun, None)`` unchanged when the text counts the noun itself or measures none of it.
    Measures of it in two units refuse: which the answer is in is not said."""
    table = unit_table()
    if table.lookup(noun) is not None or noun in ("dollars", "cents"):
        return noun, None
    key = noun_key(noun)
    model = ctx.model
    if any(noun_key(d.unit.split("/")[0]) == key for d in model.quantities):
        return noun, None
    measured = {
        (top, d.label)
        for d in model.quantities
        if d.label is not None
        and noun_key(d.label) == key
        and table.lookup(top := d.unit.split("/")[0]) is not None
    }
    units = sorted({top for top, _ in measured})
    if not units:
        return noun, None
    if len(units) > 1:
        stream.fail(
            "ambiguous",
            "question.unit",
            f"{noun} is told in {' and '.join(units)}: the answer's unit is not said",
            at,
        )
    labels = sorted({label for _, label in measured})
    return units[0], labels[0] if len(labels) == 1 else noun


def _now_of_then(ctx: Context, stream: Stream, asked: Asked) -> None:
    """Refuse a question about now that multiplies out what was told of another time:
    "Each box held 6 eggs. How many eggs are in 7 boxes now?", "Samuel had 5 birds. How many
    berries do the birds eat in a day now?" (the rate, or the count, may not hold now)."""
    said = {t.low for t in stream.tokens[asked.first : asked.end]}
    model = ctx.model
    if said & _THEN_WORDS:
        # "Jason eats 3 potatoes in 20 minutes. How many did he eat in 1 hour yesterday?": a
        # habit told of now, multiplied out at a time gone by, when it may not have held
        rates = {r.qid for r in model.rates}
        start, stop = stream.tokens[asked.first].start, stream.tokens[asked.end - 1].end

        def asked_here(qid: str) -> bool:
            span = model.by_id[qid].span
            return span is not None and start <= span[0] and span[1] <= stop

        for relation in model.relations:
            if (
                relation.result == asked.target
                and relation.kind == "product"
                and any(o in rates and o not in model.rates_of_then for o in relation.operands)
                and any(asked_here(o) for o in relation.operands)  # (the span it asks over)
            ):
                stream.fail(
                    "ambiguous",
                    "question.then_of_now",
                    "the question is of a time gone by; a rate it multiplies is told of now",
                    asked.first,
                )
    if not said & _NOW_WORDS:
        return
    for relation in model.relations:
        if relation.result != asked.target or relation.kind != "product":
            continue
        for operand in relation.operands:
            draft = model.by_id[operand]
            past_count = (
                draft.holder is not None
                and draft.holder in ctx.past_stated
                and draft.holder not in ctx.present
                and operand in model.holdings.values()
            )
            if operand in model.rates_of_then or past_count:
                stream.fail(
                    "ambiguous",
                    "question.now_of_then",
                    "the question is of now; "
                    + ("a rate" if operand in model.rates_of_then else "a count")
                    + " it multiplies is told of another time",
                    asked.first,
                )


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
        ages = _sum_of_ages(ctx, stream, stream.pos, span_opening)
        if ages is not None:
            return Asked(ages, first, end)
        average = _average(ctx, stream, first)
        if average is not None:
            return Asked(average, first, end)
        percentage = _percentage(ctx, stream, first)
        if percentage is not None:
            return Asked(percentage, first, end)
        bought = cost_of_purchases(ctx, stream, first)
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

    if stream.check(("what",)) and stream.check(_WHAT_BE, 1):
        mark = stream.mark()
        stream.pos += 2
        stream.consume(("the",))
        between = difference_between(ctx, stream, first)
        if between is not None:
            return between
        stream.reset(mark)
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
    distance = stream.check(("far",)) and stream.check(DO | {"will", "would", "can", "could"}, 1)
    attribute = None if distance else stream.consume(tuple(ATTRIBUTES))
    if attribute is not None:
        return attribute_asked(ctx, stream, attribute.low, first, lead=tuple(lead_parts))
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
        skip = (
            4
            if stream.check((",",), 1)
            and stream.check(("in",), 2)
            and stream.check(("dollars",), 3)
            and stream.check((",",), 4)
            else 0
        )  # ("How much change, in dollars, did Jay get?": the change's own unit)
        if stream.check(("change",)) and stream.check(_CHANGE_AUX, 1 + skip):
            return Asked(_change_asked(ctx, stream, skip), first, end)
        more = stream.consume(("more", "fewer", "less"))
        if more is None and stream.check(tuple(COMPARATIVE_ATTRIBUTES)):
            # "How much taller is Will than Sam?"
            return comparative(ctx, stream, stream.read().low, first, None)
    if distance:
        pass
    elif more is None and stream.check(("of",)) and stream.low(1) in ("them", "the"):
        unit = _of_the_whole(ctx, stream)  # "How many of them are male?"
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
        if np is not None and np.money is not None and np.head in words("tender_noun"):
            # "How many $5 bills does she have?": a count of bills, not their money
            stream.fail(
                "unsupported_question", "question.unit", "a count of bills is not read", np.first
            )
        if np is not None:
            found = phrase_unit(np)
            if found is None:
                stream.fail(
                    "unsupported_question", "question.unit", "cannot tell what is counted", np.first
                )
            told = " ".join(t.low for t in ctx.tokens[:first])
            if any(
                f"{mod} {np.head}" not in told for mod in set(np.mods) & _WHICH_ONES
            ):  # ("Nia has 4 new hats ... how many new hats": the kind as told)
                # "How many new apples does Tom have?": the ones bought, or all of them?
                stream.fail(
                    "unsupported_question",
                    "question.unit",
                    f"which {found[0]} are asked ({' '.join(np.mods)}) is not read",
                    np.first,
                )
            unit, label = found
            if label is None and np.first > first and stream.tokens[np.first - 1].low == "much":
                unit, label = _measured_in(ctx, stream, unit, np.first)
            if more is None and label is None and _takes_time(stream, 0):
                return _time_to(ctx, stream, unit, first)
            if more is None and label is None and _lasts_ahead(stream, unit):
                return Asked(_lasts(ctx, stream, unit, first), first, end)
            if (
                more is None
                and label is None
                and stream.check(tuple(ATTRIBUTES))
                and stream.check(("is", "was"), 1)
                and unit_table().lookup(unit) is not None
            ):
                # "How many inches long is it?": "how long is it", in inches
                adjective = stream.read().low
                return attribute_asked(ctx, stream, adjective, first, asked_in=unit)
            if (
                more is None
                and label is None
                and stream.check(tuple(COMPARATIVE_ATTRIBUTES))
                and unit_table().lookup(unit) is not None
            ):
                # "How many pounds heavier is the dog than the cat?"
                return comparative(ctx, stream, stream.read().low, first, unit)
    pair = _two_kinds(stream, unit, label, more)
    if pair is not None:
        lows = {t.low for t in stream.tokens[first:end]}
        if not lows & (words("together_word") | {"total", "all"}):
            # "How many roses and lilies does Ines have?": two numbers, or one total?
            stream.fail(
                "ambiguous",
                "question.two_kinds",
                "two kinds are asked: two numbers, or their total, is not said",
                first,
            )
        return _sum_of_kinds(ctx, stream, first, end, pair, more, lead_parts)
    return _after_unit(ctx, stream, first, end, unit, label, more, lead_parts)


def _of_the_whole(ctx: Context, stream: Stream) -> str:
    """ "How many of them are male?", "How many of the children are boys?" (the stream is at
    "of"): the unit of the whole asked into, "them" the one just told."""
    at = stream.pos
    stream.pos += 1
    if stream.consume(("them",)):
        unit = ctx.recent_unit
    else:
        np = read_noun_phrase(stream)
        found = phrase_unit(np) if np is not None and np.value is None else None
        unit = (
            found[0]
            if found is not None and found[1] is None and np is not None and np.det == "the"
            else None
        )
    if unit is None:
        stream.fail("unsupported_question", "question.unit", "of what is not said", at)
    return unit


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
            compared = cost_difference(ctx, stream, more.low in ("fewer", "less"))
            if compared is not None:
                return Asked(compared, first, end)
        if unit is None and more is None and not cost_ahead(stream):
            listed = cost_of_list(ctx, stream)
            if listed is not None:
                return Asked(listed, first, end)
        if unit is None and more is None and cost_ahead(stream):
            # "How much do 8 pencils cost?"
            return Asked(read_cost_of(ctx, stream), first, end)
        if unit is None and more is None and aux in ("do", "does", "will", "would"):
            to_buy = cost_to_buy(ctx, stream)
            if to_buy is not None:
                # "How much will Ann pay for 2 shirts?", "would it cost to buy a table and 4
                # chairs?": the text's prices, for a purchase the question puts
                return Asked(to_buy, first, end)
        if unit in ("dollars", "cents") and label is None and more is None and cost_ahead(stream):
            # "How many cents do 8 pencils cost?": the same, in the unit asked
            cost = read_cost_of(ctx, stream)
            return Asked(convert(ctx.model, stream, cost, unit, None), first, end)
        one = one_cost(stream) if unit is None and more is None else None
        if one is not None:
            # "How much does the car cost?": the one price the text gives of one
            return Asked(price_of_one(ctx, stream, one), first, end)
        things = things_cost(stream) if unit is None and more is None else None
        if things is not None:
            # "How much did the pens cost?": what was spent on them
            return Asked(what_they_cost(ctx, stream, things), first, end)
        if unit is None and more is None and aux == "did" and _everything_cost(stream):
            # "How much did everything cost?": all the one spender spent, as "How much did
            # James spend?" asks it
            spender = one_spender(
                ctx, stream, first, "question.spent_on", "who spent is not one person"
            )
            spend = verb_form("spend")
            assert spend is not None  # (a verb of verbs.json)
            verb = VerbGroup(spend.frame, "spend", stream.pos, stream.pos, past=True)
            clause = Clause([], False, verb, [], first, end)
            return Asked(
                events_asked(ctx, stream, clause, [spender], "dollars", None, "spend"), first, end
            )
        if unit is None and more is None and aux in ("is", "was"):
            one = read_noun_phrase(Stream(stream.tokens, stream.pos, stream.end))
            if (
                one is not None
                and one.end == stream.end
                and (one_thing(one) or (one.group == "pair" and one.det in ("a", "the")))
            ):
                # "How much is the milkshake?": its price, or what was spent on it
                stream.pos = stream.end
                return Asked(what_it_cost(ctx, stream, one), first, end)
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
        elif stream.check(("neither",)):
            there = True  # ("How many are neither red nor green?": no subject)
        else:
            subjects, there = read_subject(stream)
            _counted_group_verb(stream, subjects)
        if low in ("is", "are", "was", "were") and not subjects:
            there = True
        if not subjects and not there and low not in _SUBJECTLESS_AFTER_AUX:
            # "How many marbles does have now?": whose holding is asked is not written
            stream.fail("unsupported_question", "question.subject", "the question has no subject")
        del aux
    else:
        stream.fail("unsupported_question", "question.form", "cannot read this question")
    return _ask(ctx, stream, first, end, unit, label, more, subjects, there, low, lead_parts)


_OWNER_SUBJECT: Final = {"his": "he", "her": "she", "their": "they"}
_REMAINS: Final = {
    ("remains",): False,
    ("remained",): True,
    ("is", "left"): False,
    ("was", "left"): True,
}
"""The words after "of his money", and whether they tell of the past."""


def _left_to_paraphrase(tokens: list[Token], first: int, end: int) -> list[Token] | None:
    """left_to := "how" "many" ... "have" "left" "to" VERB ...

    "How many pages does she have left to read?": the tokens of "... does she still have to
    read?" (the same places), which is what it asks: what is still to do of that verb;
    ``None`` for any other question."""
    lows = [t.low for t in tokens[first:end]]
    if lows[:2] != ["how", "many"]:
        return None
    for k in range(2, len(lows) - 3):
        form = verb_form(lows[k + 3])
        if lows[k : k + 3] == ["have", "left", "to"] and form is not None and form.tense == "base":
            out = list(tokens[first:end])
            out[k] = out[k]._replace(low="still")
            out[k + 1] = out[k + 1]._replace(low="have")
            return out
    return None


def _how_long_in_paraphrase(tokens: list[Token], first: int, end: int) -> list[Token] | None:
    """how_long_in := "how" "long" "," "in" UNIT "," REST | "how" "long" REST "," "in" UNIT

    "How long, in hours, will it take him?", "How long will it take him, in hours?": the
    tokens of "How many hours will it take him?" (the unit at the place of "long"), which
    is what it asks, for a unit of time; ``None`` for any other question."""
    lows = [t.low for t in tokens[first:end]]
    if lows[:2] != ["how", "long"]:
        return None
    if lows[2:4] == [",", "in"] and len(lows) > 6 and lows[5] == ",":
        unit, rest = first + 4, list(tokens[first + 6 : end])
    elif len(lows) > 5 and lows[-3:-1] == [",", "in"]:
        unit, rest = end - 1, list(tokens[first + 2 : end - 3])
    else:
        return None
    found = unit_table().lookup(tokens[unit].low)
    if (
        found is None
        or found.dimension != "time"
        or unit_name(tokens[unit].low) != tokens[unit].low
    ):
        return None  # ("How long, in feet, is the rope?": a length, not read so)
    said = tokens[first + 1]
    many = Token("many", "many", said.start, said.end)
    return [tokens[first], many, tokens[unit], *rest]


def _money_left_paraphrase(tokens: list[Token], first: int, end: int) -> list[Token] | None:
    """money_left := "how" "much" ("of" OWNER "money" REMAINS | ("is" | "was") "left" "of"
    OWNER "money") ["now"];  OWNER := "his" | "her" | "their" | NAME "'s"

    "How much of his money remains?", "How much is left of John's money?": the tokens of
    "How much money does he have left?" (did, when told in the past), each at the place of
    the word it stands for, so that what follows reads one question form; ``None`` for any
    other question."""
    lows = [t.low for t in tokens[first:end]]
    if lows[:2] != ["how", "much"]:
        return None
    fronted = None
    if lows[2:5] in (["is", "left", "of"], ["was", "left", "of"]):
        fronted, k = lows[2] == "was", 5
    elif lows[2:3] == ["of"]:
        k = 3
    else:
        return None
    owner: list[Token]
    if k < len(lows) and lows[k] in _OWNER_SUBJECT:
        said = tokens[first + k]
        owner = [Token(_OWNER_SUBJECT[said.low], _OWNER_SUBJECT[said.low], said.start, said.end)]
        k += 1
    elif k + 1 < len(lows) and tokens[first + k].text[:1].isupper() and lows[k + 1] == "'s":
        owner = [tokens[first + k]]
        k += 2
    else:
        return None
    if k >= len(lows) or lows[k] != "money":
        return None
    money = tokens[first + k]
    rest = lows[k + 1 :]
    now = rest[-1:] == ["now"]
    if now:
        rest = rest[:-1]
    if fronted is None:
        if tuple(rest) not in _REMAINS:
            return None
        past = _REMAINS[tuple(rest)]
    elif rest:
        return None
    else:
        past = fronted
    verb = (
        tokens[first + 2 : first + 4]
        if fronted is not None
        else tokens[first + k + 1 :][: len(rest)]
    )  # (the words "does ... have left" stand for, where a refusal points)
    start, stop = verb[0].start, verb[-1].end
    aux = "did" if past else "do" if owner[0].low == "they" else "does"
    said_tokens = [
        tokens[first],
        tokens[first + 1],
        money,
        Token(aux, aux, start, stop),
        *owner,
        Token("have", "have", start, stop),
        Token("left", "left", start, stop),
    ]
    if now:
        said_tokens.append(tokens[end - 1])
    return said_tokens


def _counted_group_verb(stream: Stream, subjects: list[NounPhrase]) -> None:
    """ "How many pints did the three pick together?": "the three" is the subject and
    "pick" the verb after it, not a noun "the three picks"; read back to the number when
    the head is a verb form and no other verb follows."""
    if len(subjects) != 1:
        return
    np = subjects[0]
    if (
        np.det != "the"
        or np.value is None
        or np.head is None
        or np.mods
        or np.of is not None
        or np.end != np.first + 3
        or verb_form(np.head) is None
        or any(verb_form(t.low) is not None for t in stream.tokens[np.end : stream.end])
    ):
        return
    subjects[0] = replace(np, head=None, end=np.end - 1)
    stream.pos = np.end - 1


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
    """ "How many ducks and geese are there altogether?": the question read once for
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


_WHICH_ONES: Final = frozenset({"new", "extra", "additional", "other", "different"})
"""Modifiers a statement reads past ("buys 3 new pencils") that in a question pick out some
of what is held ("How many new pencils does he have?")."""
_TOTAL_WORDS: Final = frozenset({"total", "combined", "altogether"})


def _before_aux(stream: Stream) -> list[Part]:
    """after_unit := ("total" | "altogether" | "combined" | ["," ] "in" ("total" | "all") [","]
                     | per | [","] "in" UNIT [","])*

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
        if (
            stream.check((",",))
            and stream.check(("in",), 1)
            and stream.low(2) in ("total", "all")
            and stream.check((",",), 3)
        ):
            stream.pos += 4  # ("How many more miles, in all, does Jackie walk")
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
_SPENDING: Final = frozenset({"spend", "buy", "pay"})


_CHANGE_AUX: Final = DO | {"will", "would", "should", "must"}


def _everything_cost(stream: Stream) -> bool:
    """everything := ("everything" | "it" "all" | "all" "of" "it") "cost" END (after "How
    much did"); the stream is moved to the end when it is so."""
    for words_ in (("everything", "cost"), ("it", "all", "cost"), ("all", "of", "it", "cost")):
        if stream.pos + len(words_) == stream.end and all(
            stream.low(k) == w for k, w in enumerate(words_)
        ):
            stream.pos = stream.end
            return True
    return False


def _change_asked(ctx: Context, stream: Stream, skip: int = 0) -> str:
    """change_q := "how" "much" "change" ["," "in" "dollars" ","] AUX subject
                   ("get" | "receive") ["back"] ["from" bill]

    "How much change does he get?": the bill the holder paid with, less all
    the holder spent (in dollars). Refused when the holder paid with no
    bill, or spent nothing the text prices.
    """
    at = stream.pos
    stream.pos += 2 + skip  # "change", ", in dollars,", the auxiliary
    subjects, _ = read_subject(stream)
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1 or not stream.consume(_CHANGE_VERBS):
        stream.fail("unsupported_question", "question.change", "change to whom is not read", at)
    stream.consume(("back",))
    if stream.check(("from",)):
        _bill_asked(ctx, stream, holders[0].key)  # ("... get from a $20 bill?")
    if not stream.at_end():
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(stream.pos, stream.end)!r} unread",
        )
    return _change_of(ctx, stream, holders[0].key, at)


def _bill_asked(ctx: Context, stream: Stream, holder: str) -> None:
    """ "How much change does she get from a $20 bill?": the bill paid with, told in the
    question (the stream is at "from"), as "She pays with a $20 bill" tells."""
    at = stream.pos
    stream.pos += 1
    np = read_noun_phrase(stream)
    if (
        np is None
        or np.head not in ("bill", "note")
        or np.money != "dollars"
        or np.value is None
        or np.det not in ("a", "an", "one")
    ):
        stream.fail("unsupported_question", "question.change", "change from what is not read", at)
    if holder in ctx.model.tenders:
        stream.fail("ambiguous", "pay.tender", "a second bill paid with", at)
    bill = ctx.model.given(np.value, "dollars", holder, "bill", stream.span(np.first, np.end))
    ctx.model.tenders[holder] = (bill, len(ctx.model.events))


_SUMMED_ATTRIBUTES: Final = {
    "ages": "age",
    "age": "age",
    "heights": "height",
    "height": "height",
    "weights": "weight",
    "weight": "weight",
}
"""What "their combined ..." or "the sum of their ..." may add, as the label it is held under."""


def _sum_of_ages(
    ctx: Context, stream: Stream, first: int, opening: Part | None = None
) -> str | None:
    """summed := ("what" BE | IMPERATIVE) ("the" ("sum" | "total") "of" ("their" PLURAL |
                "the" PLURAL "of" holders) | "their" ("combined" | "total") ATTRIBUTE)
       ATTRIBUTE := "age" | "ages" | "height" | "heights" | "weight" | "weights"

    "What is the sum of their ages?", "Find their combined age", "calculate their combined
    height": every holder's attribute now, added, in the one unit they are all told in;
    ``None`` (nothing read) for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    future = stream.check(("will",)) and stream.check(("be",), 1)
    if future:
        stream.pos += 2  # ("What will be their total age in 3 years?")
    else:
        stream.consume(("is", "was", "'s", "are"))
    subjects: list[NounPhrase] = []
    attribute: str | None = None
    if stream.consume(("the",)) and stream.consume(("sum", "total")) and stream.consume(("of",)):
        now = 1 if stream.low(1) in ("present", "current") else 0  # ("their present ages")
        plural = stream.low(1 + now)
        if stream.check(("their",)) and plural in _SUMMED_ATTRIBUTES and plural.endswith("s"):
            subjects = [NounPhrase(stream.pos, stream.pos + 1, pronoun="they")]
            attribute = _SUMMED_ATTRIBUTES[plural]
            stream.pos += 2 + now
        elif (
            stream.consume(("the",))
            and (plural := stream.low()) in _SUMMED_ATTRIBUTES
            and plural.endswith("s")
            and stream.low(1) == "of"
        ):
            stream.pos += 2
            attribute = _SUMMED_ATTRIBUTES[plural]
            subjects, _ = read_subject(stream)
    elif (
        stream.check(("their",))
        and stream.low(1) in ("combined", "total")
        and stream.low(2) in _SUMMED_ATTRIBUTES
    ):
        subjects = [NounPhrase(stream.pos, stream.pos + 1, pronoun="they")]
        attribute = _SUMMED_ATTRIBUTES[stream.low(2)]
        stream.pos += 3
    shift: int | Fraction | None = None
    if subjects and attribute == "age" and not stream.at_end():
        # "... their total age in 3 years?", "... the sum of their ages 5 years from now?":
        # each age then
        at = stream.pos
        parts = read_clause_parts(stream, None)
        verb = VerbGroup(None, "be", at, at, future=True, be=True)
        offset = time_offset(Clause([], False, verb, parts, at, stream.pos))
        if offset is None or noun_key(offset[1]) != noun_key("years") or offset[0] <= 0:
            stream.reset(mark)
            return None
        all_read(stream, Clause([], False, verb, parts, at, stream.pos))
        shift = offset[0]
    elif (
        opening is not None
        and attribute == "age"
        and opening.np is not None
        and opening.prep == "in"
        and opening.np.value is not None
        and opening.np.value > 0
        and opening.np.head is not None
        and noun_key(opening.np.head) == noun_key("years")
    ):
        opening.used = True  # ("In 2 years, what is the sum of their ages?")
        shift = opening.np.value
    elif future:
        stream.reset(mark)
        return None
    if not subjects or attribute is None or not stream.at_end():
        stream.reset(mark)
        return None
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) < 2 or (len(holders) > 2 and subjects[0].pronoun == "they"):
        # ("Tom is 10. Ann is 8. Tom's father is 40. What will be their total age?": of the
        # two, or of all three?)
        stream.fail("unsupported_question", "question.subject", f"the {attribute}s of whom?", first)
    if any(h.key in ctx.past_stated for h in holders) and stream.low_at(first + 1) != "was":
        # "Ann was 12. Tom was 15. What is the sum of their ages?": their ages then, or now?
        stream.fail(
            "unsupported_question", "question.tense", f"{attribute}s told as they were", first
        )
    unit = "years"
    if attribute != "age":
        units = {k[1] for k in ctx.model.holdings if k[2] == attribute}
        if len(units) != 1:
            # "Tom is 6 feet tall. Ann is 50 inches tall. What is their combined height?":
            # in which unit is not said
            stream.fail(
                "unsupported_question",
                "question.unit",
                f"the {attribute}s are told in more than one unit, or in none",
                first,
            )
        (unit,) = units
    told = [holding_asked(ctx, stream, [h], unit, attribute, False) for h in holders]
    if shift is not None:
        model = ctx.model
        told = [
            model.derive(
                "sum",
                (age, model.given(shift, "years", None, f"{shift} years", None)),
                "change",
                "years",
                h.key,
                "age then",
                None,
            )
            for age, h in zip(told, holders, strict=True)
        ]
    return ctx.model.derive("sum", tuple(told), "combine", unit, None, attribute, None)


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
        holders_asked(ctx, stream, subjects)
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
            events_asked(ctx, stream, clause, [h], unit, label, verb.frame.event) for h in holders
        ]
    else:
        amounts = [holding_asked(ctx, stream, [h], unit, label, False) for h in holders]
    total = model.derive("sum", tuple(amounts), "combine", unit, None, label or "in total", None)
    count = model.given(len(holders), "1", None, "holders", None)
    return model.derive("quotient", (total, count), "share", unit, None, "average", None)


def _percentage(ctx: Context, stream: Stream, first: int) -> str | None:
    """percentage := "what" ("percentage" | "percent") "of" whole
                     (BE KIND | AUX holder HAVE | AUX holder VERB)
       whole := [OWNER | "the"] unit_phrase

    "What percentage of his caps are green?", "What percent of the cards does Ann have?",
    "What percentage of her money did she spend?" (of what she had at first, stated and
    changed by nothing else): the part over the whole, times 100; ``None`` (nothing read)
    for another question."""
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
        holders = holders_asked(ctx, stream, owners) if owners else []
        if not holders and len({k[0] for k in model.holdings if same_unit(k[1], unit)}) != 1:
            # "Tom has 4 red caps and 6 green caps. Ann has 5 caps.": of whose caps?
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        whole = holding_asked(ctx, stream, holders, unit, None, False)
        part = holding_asked(ctx, stream, holders, unit, kind, False)
    elif not owners and stream.consume(("does", "do", "did")):
        subjects, _ = read_subject(stream)
        if not subjects or not stream.consume(("have", "own", "hold")) or not stream.at_end():
            stream.fail("unsupported_question", "question.form", "a percentage held by whom?")
        holders = holders_asked(ctx, stream, subjects)
        keys = {k[0] for k in model.holdings if same_unit(k[1], unit)}
        if not holders or not {h.key for h in holders} < keys:
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        everyone = [ctx.refs.entities[k] for k in sorted(keys) if k in ctx.refs.entities]
        if len(everyone) != len(keys):
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        whole = holding_asked(ctx, stream, everyone, unit, None, False)
        part = holding_asked(ctx, stream, holders, unit, None, False)
    elif owners and stream.consume(("did", "does", "do")):
        # "What percentage of her money did she spend?": what the event took, over what she
        # had at first (stated, not assumed)
        subjects, _ = read_subject(stream)
        verb = read_verb_group(stream)
        if not subjects or verb is None or verb.frame is None or not stream.at_end():
            stream.fail("unsupported_question", "question.form", "a percentage done how?", first)
        if verb.negated:
            # "What percentage of her money did she not spend?": the rest, which is not read
            stream.fail("unsupported_question", "question.negated", "a question with 'not'", first)
        if len(subjects) != 1 or (subjects[0].pronoun, subjects[0].name) != (
            owners[0].pronoun,
            owners[0].name,
        ):
            # ("What percent of her marbles did he lose?": of someone else's, which is no
            # part of his)
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        holders = holders_asked(ctx, stream, subjects)
        if len(holders) != 1:
            stream.fail("unsupported_question", "question.subject", "a percentage of whose?")
        start = model.starts.get((holders[0].key, unit, None))
        draft = model.by_id.get(start) if start is not None else None
        if start is None or draft is None or draft.value is None or draft.assumed_zero:
            stream.fail(
                "unsupported_question",
                "question.percent_whole",
                f"what {holders[0].key} had at first is not stated",
                first,
            )
        if any(
            e.actor == holders[0].key and same_unit(e.unit, unit) and e.group != verb.frame.event
            for e in model.events
        ):
            # "had 50 marbles, bought 10 more and lost 20": a percent of the 50, or the 60?
            stream.fail(
                "ambiguous",
                "question.percent_whole",
                f"{holders[0].key}'s {unit} changed otherwise too: a percent of which amount?",
                first,
            )
        clause = Clause([], False, verb, [], first, stream.end)
        part = events_asked(ctx, stream, clause, holders, unit, None, verb.frame.event)
        whole = start
    else:
        stream.fail("unsupported_question", "question.form", "cannot read this percentage", first)
    ratio = model.derive("quotient", (part, whole), "part", "1", None, "share", None)
    hundred = model.given(100, "percent", None, "per hundred", None)
    return model.derive("product", (ratio, hundred), "percent", "percent", None, None, None)


_SUBJECT_OF: Final = {"his": "he", "her": "she", "their": "they", "its": "it"}


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
    total = sum_of(model, parts, "dollars", holder, "spent")
    # (the change is nobody's holding yet: "Answer: 3 dollars", not "Carlos has")
    return model.derive("difference", (tender, total), "payment", "dollars", None, "change", None)


_NOW_WORDS: Final = frozenset({"now", "today", "currently", "presently"})
_THEN_WORDS: Final = frozenset({"yesterday", "ago", "last"})
"""Words of a question that ask of a time gone by ("yesterday", "last week", "2 days ago")."""
_ORIGINALLY: Final = frozenset({"originally", "initially"})


def _past_time_in(stream: Stream, first: int, end: int) -> bool:
    """Whether the words name a past time: "yesterday", "2 days ago", "last week"."""
    return past_time([t.low for t in stream.tokens[first:end]]) is not None


def _modal_in(stream: Stream, first: int, end: int) -> bool:
    """Whether the question has a lowercase "will"/"would" (a capitalized "Will" is a name)."""
    return any(t.text in ("will", "would") for t in stream.tokens[first:end])


def _left_for(ctx: Context, stream: Stream, clause: Clause, unit: str, first: int) -> Entity | None:
    """ "How many cookies are left for Neil?": what is left is the named person's (a name or
    a pronoun after "for"/"with", of someone some of whose ``unit`` was taken away: what is
    left is left of that); ``None`` without one."""
    lows = {t.low for t in stream.tokens[first : clause.end]}
    if not lows & words("left_word"):
        return None
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.prep not in ("for", "with")
            or part.np is None
            or (part.np.name is None and part.np.pronoun not in ("him", "her", "them"))
            or part.np.value is not None
        ):
            continue
        entity = entity_of(ctx.refs, stream, part.np)
        if entity is None or entity.kind != "person" or not ctx.model.taken_from(entity.key, unit):
            return None
        part.used = True
        return entity
    return None


def _left_with_whom(ctx: Context, stream: Stream, clause: Clause, unit: str, first: int) -> None:
    """Refuse "How many pencils are left?" asked of nobody after pencils changed hands:
    "Leo has 31 pencils. He gives 6 to Rosa." leaves 25 with Leo, while the two of them
    still have all 31; which is meant is not said ("How many does Leo have left?" says)."""
    lows = {t.low for t in stream.tokens[first : clause.end]}
    if not lows & words("left_word"):
        return
    model = ctx.model
    moved = [e for e in model.events if e.other is not None and same_unit(e.unit, unit)]
    if moved:
        stream.fail(
            "ambiguous",
            "question.left_whose",
            f"{unit} left with {moved[0].actor}, or with everyone, after some went to"
            f" {moved[0].other}? Whose is not said",
            first,
        )
    holders = sorted({k[0] for k in model.holdings if same_unit(k[1], unit)})
    changed = [e for e in model.events if same_unit(e.unit, unit)]
    if len(holders) > 1 and changed and {e.actor for e in changed} < set(holders):
        # "Leo has 31 pencils. Rosa has 6. Leo eats 2. How many are left?": Leo's, or all?
        # (when each of them ate some, what is left is all of theirs)
        stream.fail(
            "ambiguous",
            "question.left_whose",
            f"{unit} left with {changed[0].actor}, or with all of {', '.join(holders)}?",
            first,
        )


def _in_so_many(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    np: NounPhrase,
    unit: str,
    label: str | None,
    count: str | None = None,
) -> str | None:
    """ "A box holds 24 crayons. How many crayons are in 5 boxes?": the count asked times the
    one rate of ``unit`` per such a thing (of what a thing can hold, only "full" ones, or
    what they can hold: "How many cups can 5 bottles hold?"); ``None`` (nothing read) when
    the text has no one such rate or the question says more. ``count`` is the quantity that
    counts them when the phrase names no number ("the students" the text counted)."""
    for part in clause.parts:
        if part.kind == "word" and part.word in ("total", "altogether") and not part.used:
            part.used = True  # ("How many pencils do four boxes have in all?")
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
    if not rates and label is None and not clause.verb.ability:
        # "Each box has 10 bags. Each bag has 25 coins. How many coins do four boxes have?":
        # the one chain of contents, box to bag to coin
        chains = rate_chains(ctx.model, unit, [], None, lambda u: same_unit(u, per), depth=3)
        if (
            len(chains) == 1
            and len(chains[0]) > 1
            and all(
                r.holder is None
                and r.group is None
                and r.when is None
                and (r.top_label is None or noun_key(r.top_label) == noun_key(unit))
                for r in chains[0]
            )  # ("Each box has 10 bags. Each red bag has 25 coins.": of some bags only; "10
            # rolls of coins" are rolls of what is asked)
            and not np.mods
        ):
            model = ctx.model
            total = count or model.given(np.value, per, None, None, stream.span(np.first, np.end))
            for rate in reversed(chains[0]):
                total = model.derive(
                    "product", (total, rate.qid), "rate", rate.top, None, None, None
                )
            return total
    can = clause.verb.ability or any(
        t.low in ("can", "could") for t in stream.tokens[clause.first : clause.verb.first]
    )  # ("How many cups can 5 bottles hold?": the auxiliary before the subject)
    if len(rates) != 1 or (rates[0].group == "capacity" and not (can or "full" in np.mods)):
        return None  # (what a thing can hold is no count of what is in it)
    if [m for m in np.mods if m != "full"] != ([rates[0].when] if rates[0].when else []):
        return None  # ("in 5 red boxes" of "each blue box holds": another kind of box)
    model = ctx.model
    count = count or model.given(np.value, per, None, None, stream.span(np.first, np.end))
    return model.derive("product", (count, rates[0].qid), "rate", rates[0].top, None, label, None)


def _counted_holding(ctx: Context, subjects: list[NounPhrase]) -> str | None:
    """The one holding that counts what "the students" names (told as a count: "There are
    24 students"), with its value told; ``None`` otherwise."""
    if len(subjects) != 1:
        return None
    np = subjects[0]
    if (
        np.det != "the"
        or np.value is not None
        or np.head is None
        or np.mods
        or np.owner is not None
        or np.of is not None
        or singular(np.head) == np.head
    ):
        return None
    per = unit_name(np.head)
    model = ctx.model
    keys = [k for k in model.holdings if same_unit(k[1], per)]
    if len(keys) != 1 or keys[0][2] is not None:
        return None
    qid = model.holdings[keys[0]]
    return qid if model.by_id[qid].value is not None else None


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
_WHAT_BE: Final = frozenset({"is", "was", "'s", "will", "are", "were"})
_TOTALS: Final = frozenset({"total", "combined", "final", "overall", "entire"})


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

    "calculate the total number of beads she has", "What is the number of green cards in
    the box?", "find the amount of money Ann spent": the counted phrase, then the rest of
    the question in statement order, read as "how many beads does she have".
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
        stream.pos += 1  # ("the number of parks present in the two cities": there)
    if stream.at_end() or stream.check(words("preposition") | {"left", "remaining"}):
        return _ask(ctx, stream, first, end, unit, label, None, [], True, "are")
    subjects, there = read_subject(stream)
    if not subjects and not there:
        stream.fail("unsupported_question", "question.subject", "whose number is asked?")
    return _ask(ctx, stream, first, end, unit, label, None, subjects, there, "do")


def _requirement_of(ctx: Context, stream: Stream, verb: VerbGroup | None, unit: str) -> Rate | None:
    """The one requirement of ``unit`` a question may read: asked with no negation and no
    "still" ("How many apples does she not use?", "still need" are other questions)."""
    if verb is None or verb.negated:
        return None
    if any(t.low in ("still", "not", "n't") for t in stream.tokens[stream.first : stream.end]):
        return None
    rates = [r for r in ctx.model.rates if r.group == REQUIREMENT and same_unit(r.top, unit)]
    return rates[0] if len(rates) == 1 else None


def _made(ctx: Context, holder: str, rate: Rate) -> list[Event] | None:
    """The holder's events of making the things ``rate`` is per; ``None`` when the holder
    made other things too, whose needs are not said, or two kinds of them ("Each pie needs 8
    apples" of "10 apple pies" is of them; beside "3 cherry pies" too, of both?)."""
    making = [e for e in ctx.model.events if e.actor == holder and e.group in words("making_verb")]
    if any(not same_unit(e.unit, rate.per) for e in making):
        return None
    labels = {e.label for e in making}
    if len(labels) > 1 or (rate.when is not None and labels != {rate.when}):
        return None  # ("5 apple pies and 3 cherry pies": does each need the same?)
    return making


def _still_required(
    ctx: Context,
    stream: Stream,
    verb: VerbGroup | None,
    unit: str,
    subjects: list[NounPhrase],
) -> str | None:
    """still_q := "how many more" UNIT AUX subject "need" ["to" VERB] [("to" MAKING | "for")
                  ["all" | "the"] [CARDINAL] THING] END

    "Each pie needs 8 apples. Mary wants to bake 10 pies. She has 50 apples. How many more
    apples does she need to buy to make all 10 pies?": what the things need, less what she
    holds (the count told here, or her one event of the things); ``None`` otherwise."""
    if verb is None or not (verb.need or verb.lemma in ("need", "require")):
        return None
    model = ctx.model
    found = _requirement_of(ctx, stream, verb, unit)
    if found is None or not subjects:
        return None
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1:
        return None
    rate, holder = found, holders[0]
    made = _made(ctx, holder.key, rate)
    if made is None or any(e.amount not in ctx.planned for e in made):
        return None  # ("She bakes 5 pies. How many more apples does she need?": made already)
    held = [
        qid for k, qid in model.holdings.items() if k[0] == holder.key and same_unit(k[1], unit)
    ]
    if len(held) != 1:
        return None
    mark = stream.mark()
    count: str | None = None
    making = verb.need and verb.lemma in words("making_verb")  # ("need to make 10 pies")
    if making or stream.consume(("to", "for")):
        if not making:
            stream.consume(tuple(sorted(words("making_verb"))))
        every = stream.consume(("all", "the")) is not None
        np = read_noun_phrase(stream)
        if (
            np is None
            or np.head is None
            or np.group is not None
            or not same_unit(unit_name(np.head), rate.per)
            or (np.value is None and not every)
        ):
            stream.reset(mark)
            return None
        if np.value is not None:
            count = model.given(np.value, rate.per, None, None, stream.span(np.first, np.end))
    if not stream.at_end():
        stream.reset(mark)
        return None
    if (
        count is not None
        and len(made) == 1
        and model.by_id[count].value == (model.by_id[made[0].amount].value)
    ):
        # "She wants to bake 10 pies. ... to make all 10 pies?": the pies she means to bake
        model.quantities.remove(model.by_id[count])
        del model.by_id[count]
        count = None
    if count is None:
        if len(made) != 1:
            stream.reset(mark)
            return None
        count = made[0].amount
    elif made:
        stream.reset(mark)
        return None
    need = model.derive("product", (count, rate.qid), "rate", unit, None, rate.top_label, None)
    return model.derive("difference", (need, held[0]), "compare", unit, None, "difference", None)


def _requirement_of_events(
    ctx: Context,
    stream: Stream,
    rate: Rate,
    subjects: list[NounPhrase],
    unit: str,
    used: bool,
) -> str | None:
    """ "Each pie needs 8 apples. Ann bakes 5 pies. How many apples does she use?": the one
    event of making the things the requirement is per, by the one asked, times it (a plan,
    "wants to bake 5 pies", is such an event for what she needs, not for what she used);
    ``None`` when there is not exactly one, or she made other things too."""
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1:
        return None
    model = ctx.model
    made = _made(ctx, holders[0].key, rate)
    if made is None or len(made) != 1 or (used and made[0].amount in ctx.planned):
        return None
    return model.derive(
        "product", (made[0].amount, rate.qid), "rate", unit, None, rate.top_label, None
    )


def _requirement(
    ctx: Context,
    stream: Stream,
    verb: VerbGroup | None,
    unit: str,
    subjects: list[NounPhrase],
) -> str | None:
    """requirement_q := "how many" UNIT AUX [subject] ("need" | "needed" | "require" ...)
                        ("for" | "to" MAKING) CARDINAL THING END

    "How many apples does she need to make 5 pies?", "How many apples are needed for 5
    pies?": the one requirement of the unit per the thing ("Each pie needs 8 apples") times
    the count; ``None`` (nothing read) for another question, or when the text tells none or
    several such requirements."""
    rate = _requirement_of(ctx, stream, verb, unit)
    if verb is None or rate is None:
        return None
    model = ctx.model
    needing = verb.lemma in ("need", "require", "use") or (
        verb.need and verb.lemma in words("making_verb")
    )
    if not needing:
        return None
    if stream.at_end() and not verb.need and subjects:
        return _requirement_of_events(ctx, stream, rate, subjects, unit, verb.lemma == "use")
    mark = stream.mark()
    if not verb.need:
        stream.consume(("for",))
        if stream.consume(("to",)) and stream.low() not in words("making_verb"):
            stream.reset(mark)
            return None
        stream.consume(tuple(sorted(words("making_verb"))))
    np = read_noun_phrase(stream)
    if (
        np is None
        or np.value is None
        or np.head is None
        or np.of is not None
        or np.mods
        or np.group is not None  # ("for 2 dozen pies": the dozens are not read here)
        or not same_unit(unit_name(np.head), rate.per)
        or not stream.at_end()
    ):
        stream.reset(mark)
        return None
    span = stream.span(np.first, np.end)
    count = model.given(np.value, unit_name(np.head), None, None, span)
    return model.derive("product", (count, rate.qid), "rate", unit, None, rate.top_label, span)


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
    if be_aux and (pair := _neither_kind(stream)) is not None:
        # "How many of the sweets are neither red nor green?", "are not red or green"
        return Asked(_not_of_kinds(ctx, stream, pair, unit), first, end)
    negated_be = (
        be_aux and stream.check(("not", "n't")) and stream.consume(("not", "n't")) is not None
    )  # "How many chairs are not red?", "are not torn"
    verb = (
        None
        if negated_be or (be_aux and stream.check(words("left_word") | {"total"}))
        else read_verb_group(stream, after_aux=True)
    )  # ("are left" is no leaving; "are there total" no totalling: "in total")
    if verb is None and subjects and _verb_swallowed(stream, subjects):
        verb = read_verb_group(stream, after_aux=True)
    if verb is None and be_aux and not subjects and unit is not None:
        left = left_of_task(ctx, stream, unit, label)
        if left is not None:
            return Asked(left, first, end)  # ("How many pages are left to read?")
    if verb is not None and low == "must":
        verb.need = True  # ("How many more pages must she read?": what she needs to read)
    if (
        verb is not None
        and verb.lemma == "spend"
        and unit is not None
        and (asked_unit := unit_table().lookup(unit)) is not None
        and asked_unit.dimension == "time"
        and (doing := gerund_form(stream.low())) is not None
    ):
        # "How many hours did Tom spend reading?": how long he read
        stream.pos += 1
        verb = replace(verb, frame=doing.frame, lemma=doing.frame.lemma)
    if (
        unit is not None
        and more is None
        and (needed := _requirement(ctx, stream, verb, unit, subjects))
    ):
        return Asked(needed, first, end)
    if (
        unit is not None
        and more is not None
        and (short := _still_required(ctx, stream, verb, unit, subjects))
    ):
        return Asked(short, first, end)
    if verb is not None and verb.need and not be_aux and unit is not None and subjects:
        short = short_of_goal(ctx, stream, verb, subjects, unit, label, more)
        if short is not None:
            return Asked(short, first, end)
        still = still_to_do(ctx, stream, first, verb, subjects, unit, label, more)
        if still is not None:
            return Asked(still, first, end)
    if verb is not None and verb.need and not be_aux and unit is not None and subjects:
        needed = money_to_buy(ctx, stream, verb, subjects, unit, more)
        if needed is not None:
            return Asked(needed, first, end)
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
    if negated_be and any_verb_form(stream.low()):
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
    so_many = (
        len(subjects) == 1
        and subjects[0].value is not None
        and subjects[0].det is None
        and unit is not None
        and clause.verb.frame is not None
        and clause.verb.frame.cls == "hold"
    )
    if so_many and unit is not None:
        # "Each student has 3 pencils. How many pencils do 4 students have?": so many of
        # the ones a rate is told of, who are no people the text names
        counted = _in_so_many(ctx, stream, clause, subjects[0], unit, label)
        if counted is not None:
            return Asked(counted, first, end)
    the_counted = _counted_holding(ctx, subjects) if unit is not None else None
    if the_counted is not None and unit is not None:
        # "Each student has 3 pencils. There are 24 students. How many pencils do the
        # students have?": the ones counted, each with the rate's amount
        counted = _in_so_many(ctx, stream, clause, subjects[0], unit, label, the_counted)
        if counted is not None:
            return Asked(counted, first, end)
    each = _each_member(ctx, stream, clause, subjects, unit)
    if each is not None:
        return Asked(each, first, end)
    holders = holders_asked(ctx, stream, subjects)
    if not holders and not there and subjects:
        stream.fail(
            "unsupported_question", "question.subject", "asks about something that is not a holder"
        )
    _take_final_time(ctx, clause)
    label = _kind_asked(ctx, clause, label)
    if there or not subjects:
        place = clause.take("pp", prep=("in", "on", "at", "inside"))
        if place is not None and place.np is not None:
            every = every_holder(ctx, place.np, unit)
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
        no_overlap(ctx, stream, unit, first)
    at_start = any(clause.take("word", word=w) for w in ("first",)) or take_start(clause)
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
    if not holders and not subjects and unit is not None:
        left_for = _left_for(ctx, stream, clause, unit, first)
        if left_for is not None:
            holders = [left_for]  # "How many cookies are left for Neil?": Neil's
        else:
            _left_with_whom(ctx, stream, clause, unit, first)
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
        and low == "will"
        and verb is not None
        and verb.frame is not None
        and verb.frame.cls == "hold"
        and unit in ("dollars", "cents")
        and len(holders) == 1
        and not at_start
        and (left := money_left_after_plans(ctx, holders[0], unit)) is not None
    ):
        # "She plans to buy ... How much money will she have left?": after the plan
        return Asked(left, first, end)
    if (
        ctx.future_events
        and not (verb is not None and (verb.future or verb.intent))
        and not (low == "will" and asks_future_events(ctx, verb))
        and not money_still_needed(ctx, more, verb, unit)
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
        and not (ctx.condition_left and at_start)  # (the start, from what is left after all)
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
        if label is not None:
            # "How many injured players are not forwards?": of a kind within another kind
            stream.fail(
                "unsupported_question",
                "question.not_kind",
                f"{label} {unit} not of a kind: the {label} ones are not told apart",
                first,
            )
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
        unit = implicit_unit_asked(ctx, stream, holders, group)
    per = clause.take("per") if more is None else None
    if per is not None and question_span(clause) is not None:
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
        rate = per_one(ctx, stream, holders, unit, group, per.word, first, when)
        all_read(stream, clause)
        return Asked(rate, first, end)
    _money_to_spend(ctx, stream, clause, verb, holders, low in ("can", "could"))
    grouped = _groups_of(ctx, stream, clause, holders, unit) if more is None else None
    if grouped is not None:
        target = grouped
    elif more is not None:
        if there and not holders and group is None:
            holders = _one_holder(ctx)  # ("There are 15 boys and 18 girls. How many more
            # girls than boys are there?": the things there, which nobody else holds)
        target = difference_asked(
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
        recipient = recipient_asked(ctx, stream, clause, verb)
        target = events_asked(ctx, stream, clause, holders, unit, label, group, recipient)
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
        kept = (
            verb is not None
            and verb.lemma == "keep"
            and len(holders) == 1
            and holders[0].key in ctx.kept
        )  # ("... and kept the rest. How many did she keep?": what she holds after them)
        if (
            _past_holding_question(ctx, stream, verb, first, end)
            or (changed and _past_time_in(stream, first, end))
        ) and not (at_start or kept):  # ("How many did he have yesterday?" after a change)
            stream.fail(
                "ambiguous",
                "question.past_holding",
                "a past-tense question about a holding that changed: before or after?",
                first,
            )
        if verb is not None and verb.lemma == "keep" and not kept and _gained(ctx, holders, unit):
            # "She gave 8 to her brother. Then she bought 6. How many did she keep?": what she
            # kept of what she had, or all she holds now, is not said
            stream.fail(
                "ambiguous",
                "question.kept_changed",
                "what was kept, asked after more was got: kept then, or held now?",
                first,
            )
        if kept and any(
            ctx.kept[holders[0].key].get(k) != held
            for k, held in model.holdings.items()
            if k[0] == holders[0].key and same_unit(k[1], unit)
        ):
            # "... and kept the rest. He then bought 5 more. How many did he keep?": what he
            # kept then is not what he holds now, and which is asked is not said
            stream.fail(
                "ambiguous",
                "question.kept_changed",
                f"what {holders[0].key} kept changed after it was kept",
                first,
            )
        target = holding_asked(ctx, stream, holders, unit, label, at_start)
        _told_place(ctx, clause, holders)
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
    all_read(stream, clause)
    return Asked(target, first, end)


def _one_holder(ctx: Context) -> list[Entity]:
    """The one holder of every holding the text tells ("there", "the class"), else none: a
    question of what there is asks of what it holds."""
    whose = {k[0] for k in ctx.model.holdings}
    if len(whose) != 1:
        return []
    (key,) = whose
    return [ctx.refs.entities.get(key) or Entity(key, "thing")]


def _told_place(ctx: Context, clause: Clause, holders: list[Entity]) -> None:
    """ "Randy has 60 mango trees on his farm. He also has 5 coconut trees. How many trees
    does Randy have on his farm?": the question's place is no narrowing of the holders'
    things when every one of them (money aside) was stated there, or with no place as more
    of a unit stated there, in the present, and none has changed since. Another thing with
    no place ("He also has 3 cats"), another place ("on his new farm"), the past, or things
    got later leave the question's place unread (``question.unused``): where they are, the
    text does not say."""
    keys = {h.key for h in holders}
    model = ctx.model
    held = [k for k in model.holdings if k[0] in keys and k[1] not in ("dollars", "cents")]
    if not held:
        return
    places: set[tuple[str | None, str] | None] = set()
    unplaced: list[HoldKey] = []
    first_placed = len(ctx.told_places)
    first_unplaced = len(ctx.told_places)
    for key in held:
        if model.changed(*key):
            return  # ("He buys 10 pine trees": where the new ones are is not said)
        told = [
            (at, place, past, stated)
            for at, (place, touched, past, stated) in enumerate(ctx.told_places)
            if key in touched
        ]
        if len(told) != 1 or told[0][2]:
            return  # ("Last year he had 5 coconut trees": then, and where?)
        at, place, _, stated = told[0]
        if place is None:
            if not stated:
                return  # ("He buys 10 pine trees": got, and put where is not said)
            unplaced.append(key)
            first_unplaced = min(first_unplaced, at)
        else:
            places.add(place)
            first_placed = min(first_placed, at)
    if len(places) != 1 or first_unplaced < first_placed:
        # ("Randy has 60 mango trees. He also has 5 coconut trees on his farm.": where the
        # ones told first are, a place told after does not say)
        return
    placed_units = {noun_key(k[1]) for k in held if k not in unplaced}
    if any(noun_key(k[1]) not in placed_units for k in unplaced):
        # ("8 fish in his tank. He also has 3 cats.": other things, anywhere; "60 mango trees
        # on his farm. He also has 5 coconut trees.": more of the same, there)
        return
    ((owner, where),) = places  # type: ignore[misc]
    for part in clause.parts:
        np = part.np
        if part.used or part.kind != "pp" or part.prep not in ("on", "at", "in") or np is None:
            continue
        if np.head is None or np.value is not None or np.of is not None:
            continue
        whose, named = place_key(ctx, np)
        if named == where and (whose == owner or (whose is None and np.det == "the")):
            part.used = True


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


def _gained(ctx: Context, holders: list[Entity], unit: str) -> bool:
    """Whether the one holder asked got more of ``unit`` by an event ("bought 6", "Sue gave
    him 8") after giving or losing some: "caught 60 crabs then let 40% of them go" kept 36,
    "gave 8 ... then bought 6" leaves "kept" open."""
    if len(holders) != 1:
        return False
    key = holders[0].key
    parted = False
    for event in ctx.model.events:
        if event.actor != key or not same_unit(event.unit, unit):
            continue
        form = verb_form(event.verb) if event.verb else None
        cls = form.frame.cls if form is not None and form.frame is not None else None
        if event.group == "get" or (cls in ("gain", "receive") and event.group != "give"):
            if parted:
                return True  # (a gift is told twice: the giver's "give", the receiver's "get")
        elif cls in ("lose", "give"):
            parted = True
    return False


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
    amount = holding_asked(
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
    """ "How many hours will it take her to read 90 pages?": the amount over the doer's rate.

    The rate is the one the text gives for the amount's unit per a time
    unit, by the asked person (or by nobody); a chain of one more rate first
    turns the amount into that unit ("2 albums that are 250 pages each" at
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
        if stream.check(("for",)) and not stream.check(("to",), 1):
            stream.pos += 1  # ("will it take for Willy to finish": Willy)
            at = stream.pos
        who = read_noun_phrase(stream)
        entity = entity_of(ctx.refs, stream, who) if who is not None else None
        if entity is None:
            stream.fail("unsupported_question", "question.subject", "who takes the time", at)
    if entity is not None:
        if entity.kind == "thing" and not any(r.holder == entity.key for r in ctx.model.rates):
            # ("How long does it take the pool to ...": a thing with no rate of its own)
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
            relative_clause(ctx, stream, part, None)  # "2 albums that are 250 pages each"
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
    all_read(stream, clause)
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


def _money_to_spend(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    verb: VerbGroup | None,
    holders: list[Entity],
    can: bool,
) -> None:
    """ "How many apples can Tom buy with $12?": the money is his, as "Tom has $12. How many
    apples can he buy?" tells (a holding of his the text told already is refused)."""
    if verb is None or not (verb.ability or can) or verb.frame is None or not verb.frame.pays:
        return
    part = next(
        (
            p
            for p in clause.parts
            if not p.used
            and p.kind == "pp"
            and p.prep == "with"
            and p.np is not None
            and p.np.money is not None
            and p.np.value is not None
        ),
        None,
    )
    if part is None or part.np is None or len(holders) != 1:
        return
    money = part.np.money
    assert money is not None and part.np.value is not None
    if any(k[0] == holders[0].key and k[1] in ("dollars", "cents") for k in ctx.model.holdings):
        stream.fail(
            "ambiguous",
            "question.money_with",
            f"{holders[0].key}'s money is told, and the question gives other money",
            part.first,
        )
    if any(e.actor == holders[0].key for e in ctx.model.events):
        # "Tom buys 3 pens for $6. How many pens can he buy with $24?": what he bought is
        # told; the question asks what other money would buy, which no event answers
        stream.fail(
            "unsupported_question",
            "question.money_with",
            f"what {holders[0].key} bought is told, and the question asks of other money",
            part.first,
        )
    part.used = True
    span = stream.span(part.first, part.end)
    ctx.model.state(holders[0].key, part.np.value, money, None, span, restate=False)


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
            if same_unit(k[1], rate.top)
            and (not keys or k[0] in keys)
            and noun_key(k[0].rsplit(" ", 1)[-1]) != noun_key(unit)
        ]  # ("A box holds 12 pencils. How many boxes are needed?": the one box's are no
        # pencils to pack)
        if len(held) != 1:
            return None
        amount = held[0][1]
        if rate.whole is not None and amount != rate.whole:
            # "He puts them into packs of 8. Then he eats 8.": the packs were made of the 48
            grouping_holds(ctx, stream, rate)
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
    if "then" in settled and any(t.low == "now" for t in stream.tokens[:first]):
        # "He lost 5 and now has 12. How many did he have then?": "then" set against the
        # "now" told is before the loss, or it is what "now" is: which is not said
        return past
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
    whole_unchanged(ctx, stream, partition.holder, partition.unit)
    parts_unchanged(ctx, stream, partition.holder, partition.unit)
    rest = ctx.model.unknown(partition.unit, partition.holder, f"not {kind}", None)
    ctx.model.relate("sum", partition.whole, (part, rest), "combine")
    return rest


def asks_future_events(ctx: Context, verb: VerbGroup | None) -> bool:
    """ "Sam wants to buy 3 apples for $2 each. How much will he spend?": a question put in
    the future ("will" before its subject) about the very events still to come, every one of
    which is still to come and of the asked verb (spending asks the buying too); what was
    done before them is not asked beside them."""
    if verb is None or verb.frame is None or verb.frame.cls == "hold":
        return False
    groups = MONEY_EVENTS.get(verb.frame.event, frozenset({verb.frame.event}))
    coming = [e for k, e in enumerate(ctx.model.events) if k in ctx.events_to_come]
    return (
        bool(coming)
        and all(e.group in groups or e.group == verb.frame.event for e in ctx.model.events)
        and len(coming) == len(ctx.model.events)
    )


def _neither_kind(stream: Stream) -> tuple[str, str] | None:
    """neither := ("neither" KIND "nor" | ("not" | "n't") KIND ("or" | "nor")) KIND END

    The two kinds a "neither ... nor" question leaves out, as single words; the stream is
    moved past them; ``None`` (unmoved) for anything else."""
    lead = 1 if stream.check(("neither", "not", "n't")) else 0
    if (
        lead
        and stream.low(lead + 1) in (("nor",) if stream.low() == "neither" else ("or", "nor"))
        and stream.pos + lead + 3 == stream.end
        and stream.low(lead).isalpha()
        and stream.low(lead + 2).isalpha()
    ):
        pair = stream.low(lead), stream.low(lead + 2)
        stream.pos = stream.end
        return pair
    return None


def _not_of_kinds(ctx: Context, stream: Stream, kinds: tuple[str, str], unit: str | None) -> str:
    """The whole less two of its told parts ("285 sweets ... 49 are red and 59 are green:
    how many are neither red nor green?"): both parts of one split of one whole, unchanged
    since; else refused (``question.not_kind``)."""
    found = [part_of_kind(ctx, kind, unit) for kind in kinds]
    if any(f is None for f in found) or found[0] is None or found[1] is None:
        stream.fail(
            "unsupported_question",
            "question.not_kind",
            f"no whole of the text was split into {kinds[0]!r}, {kinds[1]!r} and the rest",
        )
    (partition, first_part), (other, second_part) = found[0], found[1]
    if not any(
        kinds[0] in values.split(" ") and kinds[1] in values.split(" ")
        for _, _, values in (entry.partition(" / ") for entry in words("exclusive_attribute"))
    ):
        # "20 of the marbles are red and 15 are big: how many are neither red nor big?":
        # a red one may be big; only values of one attribute (two colours) never overlap
        stream.fail(
            "ambiguous",
            "question.not_kind",
            f"{kinds[0]!r} and {kinds[1]!r} may overlap: how many are both is not said",
        )
    if partition is not other or first_part == second_part:
        stream.fail(
            "unsupported_question",
            "question.not_kind",
            f"{kinds[0]!r} and {kinds[1]!r} are not parts of one whole",
        )
    whole_unchanged(ctx, stream, partition.holder, partition.unit)
    parts_unchanged(ctx, stream, partition.holder, partition.unit)
    label = f"neither {kinds[0]} nor {kinds[1]}"
    rest = ctx.model.unknown(partition.unit, partition.holder, label, None)
    ctx.model.relate("sum", partition.whole, (first_part, second_part, rest), "combine")
    return rest


def _each_member(
    ctx: Context, stream: Stream, clause: Clause, subjects: list[NounPhrase], unit: str | None
) -> str | None:
    """ "How many grapes does each friend get?": the text's one rate per friend, for one
    ("How much does one pen cost?": a price, of one)."""
    if len(subjects) != 1 or subjects[0].head is None:
        return None
    single = subjects[0].det in ("a", "an") or (
        subjects[0].value == 1 and subjects[0].det is None and subjects[0].quantity == "number"
    )
    costs = clause.verb.frame is not None and clause.verb.frame.cls == "cost"
    if subjects[0].det not in ("each", "every") and not (single and costs):
        return None
    member = unit_name(subjects[0].head)
    rates = [
        r
        for r in ctx.model.rates
        if same_unit(r.per, member) and (unit is None or same_unit(r.top, unit))
    ]
    if len(rates) == 1:
        grouping_holds(ctx, stream, rates[0])
    bulk = [b for b in ctx.model.bulk_prices if same_unit(b[2], member)]
    if (
        not rates
        and len(bulk) == 1
        and unit in (None, ctx.model.unit_of(bulk[0][0]))
        and costs
        and not clause.unused()
    ):
        # "Ann buys 3 pens for $6. How much does each pen cost?": the whole over the count
        return paid_for(ctx, member)
    if (
        not rates
        and not bulk
        and costs
        and not clause.unused()
        and (paid := paid_for(ctx, member, " ".join(subjects[0].mods) or None)) is not None
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
    all_read(stream, clause)
    model = ctx.model
    one = model.given(1, member, None, None, None)
    return model.derive("product", (one, rates[0].qid), "rate", rates[0].top, None, None, None)


def _kind_after_be(ctx: Context, stream: Stream) -> str | None:
    """ "How many marbles are green?": a kind a whole was split into, and nothing after it;
    the stream moves past it only then."""
    kinds = {kind for partition in ctx.partitions for kind in partition.kinds}
    if not kinds:
        return None
    for entry in words("complement_kinds"):
        pair = entry.partition(" / ")[0].split(" ")
        if kinds & set(pair):
            kinds |= set(pair)  # ("12 of them are girls. How many children are boys?")
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
        owner: Entity | str = ctx.refs.person(np.owner, np.first)
    else:
        owner = ctx.refs.resolve(np.owner, possessive=True, at=np.first)
    if isinstance(owner, str):
        stream.fail("unresolved_reference", "pronoun.unresolved", owner, np.first)
    here = place_key(ctx, np)
    for key in ctx.model.holdings:
        if key[0] == owner.key and key[1] not in ("dollars", "cents"):
            # (where the first statement of that unit of theirs put it: "36 songs on his
            # playlist. 22 of them are pop songs" keeps the pop songs there)
            told = [
                r
                for r in ctx.told_places
                if any(k[0] == owner.key and same_unit(k[1], key[1]) for k in r[1])
            ]
            if (
                not told
                or told[0][0] != here
                or any(r[0] not in (here, None) or (r[0] is None and not r[3]) for r in told[1:])
            ):
                # (every statement of that unit of theirs at the place: "He buys 3 more fish
                # for his pond" puts no more fish in his tank)
                # "Tom has 8 fish in his tank. He also has 2 dogs. How many animals are in
                # his tank?": the dogs were never said to be there
                stream.fail(
                    "unsupported_question",
                    "question.place_unstated",
                    f"{owner.key}'s {key[1]} are not said to be in"
                    f" {stream.text(np.first, np.end)!r}",
                    np.first,
                )
    return owner


def _take_final_time(ctx: Context, clause: Clause) -> None:
    """ "at the end of the day", "after lunch" (when every timed event was during lunch):
    a time after everything the text tells, so the holding now."""
    events = ctx.model.events
    times = {e.when for e in events} - {None}
    for part in clause.parts:
        np = part.np
        if part.used or part.kind != "pp" or np is None or np.value is not None or np.head is None:
            continue
        if part.prep in ("at", "by") and np.head == "end" and np.det == "the":
            if np.of is None or _covers(np.of, events):
                part.used = True  # ("at the end of the first day" of two days: not the end)
        elif part.prep == "after" and np.quantity is None and times and _covers(np, events):
            part.used = True


def _covers(np: NounPhrase, events: list[Event]) -> bool:
    """Whether the time ``np`` names takes in every event's time ("the day" of "in the
    morning" and "in the afternoon"; not "the first week" of "in the second week" too):
    each event is timed, and its time holds every word of ``np`` but "the"."""
    named = [w for w in (*np.mods, np.head) if w]
    if not events:
        return False
    if (
        np.det in ("the", "these", "those", "all")
        and isinstance(np.value, int)
        and all(e.when is not None for e in events)
        and np.value == len({e.when for e in events})
    ):
        return True  # ("by the end of these three days" of events on three days)
    times = {e.when for e in events}
    if None not in times and all(all(w in t.split(" ") for w in named) for t in times if t):
        ordinals = words("ordinal")
        # ("after the week" of "in the first week" and "in the second week": which week?)
        return len(times) == 1 or not any(
            w in ordinals for t in times if t for w in t.split(" ") if w not in named
        )
    if np.mods or np.det != "the":
        return False
    parts = _WITHIN.get(np.head or "")
    if parts is not None and all(
        e.when is not None and e.when.split(" ")[-1] in parts for e in events
    ):
        return True  # ("at the end of the day" of the morning's and the afternoon's events)
    return np.head in _WHOLE_TIMES and all(e.when is None for e in events)


_WITHIN: Final = {
    "day": frozenset({"morning", "afternoon", "evening", "night", "noon", "lunch", "breakfast"}),
    "week": frozenset(
        {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    ),
}
"""The times a whole day or week holds: its end is after events at any of them."""


_WHOLE_TIMES: Final = frozenset({"day", "week", "month", "year", "trip", "party", "game"})
"""Times whose end, with no event timed, is the end of all the text tells ("at the end of
the day")."""


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
