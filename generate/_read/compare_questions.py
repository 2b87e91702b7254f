"""Comparison questions: "How many more apples does Sam have than Tom?", "How much taller
is Will than Sam?", "How many miles farther did Priya drive?", and what is still needed
("How many more plates does he need?").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Final

from generate._nouns import singular
from generate._read.asked import (
    ATTRIBUTES,
    DO,
    Asked,
    all_read,
    take_start,
)
from generate._read.clauses import (
    ATTRIBUTE_DIMENSIONS,
    ATTRIBUTE_WORDS,
    COMPARATIVE_ATTRIBUTES,
    Clause,
    Part,
    VerbGroup,
    read_clause_parts,
    read_compare,
    read_subject,
    read_verb_group,
)
from generate._read.comparisons import compare_amount
from generate._read.context import (
    Context,
    clause_time,
    stated_amount,
)
from generate._read.errors import ReadError
from generate._read.event_questions import (
    MONEY_EVENTS,
    events_asked,
    over_span,
    question_span,
)
from generate._read.holding_questions import (
    holders_asked,
    holding_asked,
    label_matches,
    sum_of,
    unit_of_phrase,
)
from generate._read.holdings import time_offset
from generate._read.lexicon import (
    any_verb_form,
    verb_form,
    words,
)
from generate._read.meaning import (
    convert,
    entity_of,
    is_person_phrase,
    phrase_unit,
    same_unit,
)
from generate._read.model import Model
from generate._read.money_questions import (
    money_for_intent,
    spent_on,
)
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import unit_name
from generate.math_units import ConversionError, unit_table

__all__ = [
    "attribute_asked",
    "comparative",
    "difference_asked",
    "difference_between",
    "left_of_task",
    "short_of_goal",
    "still_to_do",
]
_ATTRIBUTE_UNITS: Final = ATTRIBUTES


def comparative(
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
    if stream.check(DO):
        return _event_comparative(ctx, stream, adjective, first, asked_in)
    if not stream.consume(("is", "was", "are", "were")):
        stream.fail("unsupported_question", "question.form", f"{adjective} is what?")
    subjects, _ = read_subject(stream)
    holders = holders_asked(ctx, stream, subjects)
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
    target_unit = asked_in if asked_in is not None else _asked_in(clause)
    all_read(stream, clause)
    model = ctx.model
    a, b = _attribute_pair(ctx, stream, (holders[0], other), label, target_unit, first)
    if smaller:
        a, b = b, a
    target = model.derive(
        "difference", (a, b), "compare", model.unit_of(a), None, "difference", None
    )
    return Asked(target, first, stream.pos)


_DIFFERENCE_ATTRIBUTES: Final = frozenset({"age", "height", "weight", "length", "width", "depth"})
"""The attributes a "difference between" question may name: what each of two people or
things is stated to measure ("Ann is 12 years old", "The tree is 9 feet tall")."""


def _asked_in(clause: Clause) -> str | None:
    """The unit an ", in inches" part of the question asks for, taken from the clause."""
    in_unit = clause.take("pp", prep="in")
    if in_unit is None:
        return None
    np = in_unit.np
    if np is None or np.value is not None or np.det is not None or np.head is None:
        in_unit.used = False
        return None
    return unit_of_phrase(np.words)


def _attribute_pair(
    ctx: Context,
    stream: Stream,
    entities: tuple[Entity, Entity],
    label: str,
    unit: str | None,
    first: int,
) -> tuple[str, str]:
    """The two entities' stated ``label`` (an age, a height), each in one unit, both in the
    asked unit or in the one unit they share."""
    values = []
    for entity in entities:
        units = {k[1] for k in ctx.model.holdings if k[0] == entity.key and k[2] == label}
        if len(units) != 1:
            stream.fail(
                "unsupported_question",
                "question.no_holding",
                f"{entity.key}'s {label} is "
                + ("not stated" if not units else "stated in more than one unit"),
                first,
            )
        values.append(holding_asked(ctx, stream, [entity], units.pop(), label, False))
    return _in_one_unit(ctx.model, stream, values, unit, first, (entities[0].key, entities[1].key))


def difference_between(ctx: Context, stream: Stream, first: int) -> Asked | None:
    """difference_q := ATTRIBUTE "difference" "between" noun_phrase "and" noun_phrase
                     | "difference" "in" ATTRIBUTE "between" noun_phrase "and" noun_phrase
                     ["," "in" UNIT]                       (after "what" BE ["the"])

    "What is the age difference between Mandy and her sister?": the larger age less the
    smaller. Which is the larger must be fixed by what was read before the question (both
    stated, or each worked out forward from stated amounts); a difference that only solving
    would orient is refused, as the graph has no "absolute value". ``None`` (nothing read)
    for another shape."""
    mark = stream.mark()
    label: str | None = None
    if stream.low() in _DIFFERENCE_ATTRIBUTES and stream.low(1) == "difference":
        label = stream.low()
        stream.pos += 2
    elif (
        stream.low() == "difference"
        and stream.low(1) == "in"
        and stream.low(2) in _DIFFERENCE_ATTRIBUTES
    ):
        label = stream.low(2)
        stream.pos += 3
    if label is None or not stream.consume(("between",)):
        stream.reset(mark)
        return None
    subjects, _ = read_subject(stream)
    holders = holders_asked(ctx, stream, subjects) if len(subjects) == 2 else []
    if len(holders) != 2 or holders[0].key == holders[1].key:
        stream.fail(
            "unsupported_question", "question.subject", f"the {label} difference of whom?", first
        )
    parts = read_clause_parts(stream, None)
    verb = VerbGroup(None, "be", first, first, be=True)
    clause = Clause(subjects, False, verb, parts, first, stream.pos)
    target_unit = _asked_in(clause)
    all_read(stream, clause)
    if len({h.key in ctx.past_stated for h in holders}) > 1:
        # "Mandy was 12 years old. Her sister is 10.": was 12 when?
        stream.fail(
            "unsupported_question",
            "question.tense",
            f"one {label} is told as it was, the other as it is",
            first,
        )
    model = ctx.model
    a, b = _attribute_pair(ctx, stream, (holders[0], holders[1]), label, target_unit, first)
    known = model.known()
    known_a, known_b = known.get(a), known.get(b)
    if known_a is None or known_b is None:
        stream.fail(
            "unsupported_question",
            "question.difference_order",
            f"which {label} is the larger is not fixed by what was read",
            first,
        )
    if known_a < known_b:
        a, b = b, a
    target = model.derive(
        "difference", (a, b), "compare", model.unit_of(a), None, "difference", None
    )
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
    holders = holders_asked(ctx, stream, subjects)
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
    other_form = any_verb_form(stream.low())
    if implied is not None:
        sides.append((implied, verb.frame.event))  # "How many miles farther did Priya drive?"
    elif other_form is not None and other_form.tense == "base":
        stream.pos += 1  # "than walk": another verb of the same holder
        sides.append((holders[0], other_form.frame.event))
    else:
        np = read_noun_phrase(stream)
        other = entity_of(ctx.refs, stream, np) if np is not None else None
        if other is None:
            stream.fail("unsupported_question", "question.compare", "than whom is not said", first)
        stream.consume(DO)
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
    all_read(stream, clause)
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
        values.append(events_asked(ctx, stream, bare, [entity], units.pop(), None, group))
    a, b = _in_one_unit(model, stream, values, target_unit, first, (None, None))
    if smaller:
        a, b = b, a
    target = model.derive(
        "difference", (a, b), "compare", model.unit_of(a), None, "difference", None
    )
    return Asked(target, first, stream.pos)


_LASTING: Final = frozenset({"last", "take", "trip"})
"""Verbs whose amount is how long their subject is: "The movie lasts 2 hours" (a "trip" is
from leaving to arriving: "The train leaves at 9:20 a.m. and arrives at 1:05 p.m.")."""
_JOURNEYS: Final = frozenset({"trip", "journey", "ride"})
"""What a leaving and an arriving make, asked of by name: "How long is the trip?" (not
"the flight" or "the drive", which say what went)."""


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
    if not found and holder.rsplit(" ", maxsplit=1)[-1] in _JOURNEYS:
        # ("The train leaves at 9:20 a.m. and arrives at 1:05 p.m. How long is the trip?")
        found = [e.amount for e in model.events if e.group == "trip"]
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


def _age_when_other(ctx: Context, holder: str) -> Entity | None:
    """The one whose age a "when he is 50" clause gives (``Context.age_when``), when it is
    someone other than ``holder``; refused when it names no one or the holder."""
    if ctx.age_when is None:
        return None
    first, end, _, span = ctx.age_when
    stream = Stream(ctx.tokens, first, end)
    np = read_noun_phrase(stream)
    found = holders_asked(ctx, stream, [np]) if np is not None and stream.at_end() else []
    if len(found) != 1 or found[0].key == holder:
        raise ReadError(
            "unsupported_question",
            "question.when_condition",
            "whose age 'when ...' gives is not one other person's",
            span,
        )
    return found[0]


def attribute_asked(
    ctx: Context,
    stream: Stream,
    adjective: str,
    first: int,
    asked_in: str | None = None,
    lead: tuple[Part, ...] = (),
) -> Asked:
    """ "How old is Sam?", "How old will Sam be in 5 years?", "How tall is the tree?";
    ``asked_in`` is the unit a "how many inches long is it" question names first, ``lead``
    the parts before "how" ("In 5 years, how old will Sam be?")."""
    low = stream.low()
    if not stream.consume(("is", "was", "will", "are", "were", "would")):
        stream.fail("unsupported_question", "question.form", f"how {adjective} is what?")
    subjects, _ = read_subject(stream)
    each = _each_piece(ctx, stream, subjects, adjective, first, asked_in)
    if each is not None:
        return each
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1:
        stream.fail("unsupported_question", "question.subject", f"how {adjective} is whom?")
    stream.consume(("be",))
    parts = [*lead, *read_clause_parts(stream, None)]
    verb = VerbGroup(None, "be", first, first, future=low in ("will", "would"), be=True)
    clause = Clause(subjects, False, verb, parts, first, stream.pos)
    offset = time_offset(clause)
    label = ATTRIBUTE_WORDS.get(adjective)
    unit = _ATTRIBUTE_UNITS.get(adjective)
    holder = holders[0].key
    other = _age_when_other(ctx, holder) if label == "age" and offset is None else None
    if label == "age" and holder in ctx.past_stated and low not in ("was", "were"):
        # "Tom was 7 years old. How old will Tom be in 3 years?": 7 when? The age was told as
        # it was, at a time the text does not give
        stream.fail("unsupported_question", "question.tense", "an age told as it was", first)
    if (
        label == "age"
        and offset is None
        and other is None
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
    all_read(stream, clause)
    target = (
        duration
        if duration is not None
        else holding_asked(ctx, stream, holders, unit, label, False)
    )
    model = ctx.model
    if other is not None:
        # "How old will his sister be when he is 50?": as many years on as his age takes
        # to reach 50
        assert ctx.age_when is not None
        _, _, age, span = ctx.age_when
        ctx.age_when = None
        if unit != "years":
            stream.fail("unsupported_question", "question.when_condition", "an age not in years")
        now = holding_asked(ctx, stream, [other], "years", "age", False)
        then = model.given(age, "years", other.key, "age then", span)
        years = model.derive(
            "difference", (then, now), "change", "years", other.key, "years on", span
        )
        target = model.derive("sum", (target, years), "change", unit, holder, "age then", None)
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


def _in_one_unit(
    model: Model,
    stream: Stream,
    values: list[str],
    unit: str | None,
    first: int,
    holders: tuple[str | None, str | None],
) -> tuple[str, str]:
    """The two sides of a comparison in the asked unit, or in their own one when none is
    asked (two units and none asked is refused)."""
    a, b = values
    if unit is None:
        if not same_unit(model.unit_of(a), model.unit_of(b)):
            stream.fail(
                "ambiguous", "question.unit", "the two are stated in two units, none asked", first
            )
        unit = model.unit_of(a)
    return convert(model, stream, a, unit, holders[0]), convert(model, stream, b, unit, holders[1])


def _other_thing(np: NounPhrase, unit: str, label: str | None) -> str | None:
    """The other kind of thing "than apples" names against "oranges" (both counted, never
    measures or money, and no kind within a unit); ``None`` otherwise."""
    if (
        np.det is not None
        or np.name is not None
        or np.pronoun is not None
        or np.owner is not None
        or np.value is not None
        or np.head is None
        or np.mods
        or label is not None
        or is_person_phrase(np)
    ):
        return None
    other = unit_name(np.head)
    table = unit_table()
    if (
        same_unit(other, unit)
        or table.lookup(other) is not None
        or table.lookup(unit) is not None
        or "dollars" in (unit, other)
    ):
        return None
    return other


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
        if when is None and len(on) == 1 and group in MONEY_EVENTS["spend"] and on[0].np:
            # "How much more did Rosa spend on pears than on plums?"
            on[0].used = True
            sides.append(spent_on(ctx, stream, holders, on[0].np))
            continue
        if when is None:
            stream.fail(
                "unsupported_question",
                "question.compare",
                "two times compared, one of which is not said",
                clause.first,
            )
        sides.append(events_asked(ctx, stream, side, holders, unit, label, group))
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
    keys = {k for k in model.holdings if same_unit(k[1], unit) and label_matches(k[2], label)}
    if not keys:
        # "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in
        # each bag.", "Karen has 32 quarters ...": what both hold counts the unit asked
        # through a rate or the units pack; the two people holding anything are the two
        keys = {k for k in model.holdings if k[0] in ctx.refs.entities}
        if any(ctx.refs.entities[k[0]].kind != "person" for k in keys):
            return None
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
    that ``fits``, when ``holder`` has such too: "Priya drove 240 miles. Omar drove 180
    miles. How many miles farther did Priya drive?" is than Omar; "Aiko reads 25 pages a
    day and Ben reads 15 pages a day. How many more pages does Aiko read in 2 weeks?"
    than Ben. ``None`` for none or several others."""
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
        return money_for_intent(ctx, stream, holder, unit)
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
    have = holding_asked(ctx, stream, [holder], unit, None, False)
    return model.derive(
        "difference", (needs[0].amount, have), "compare", unit, holder.key, "still needed", None
    )


def short_of_goal(
    ctx: Context,
    stream: Stream,
    verb: VerbGroup,
    subjects: list[NounPhrase],
    unit: str,
    label: str | None,
    more: Token | None,
) -> str | None:
    """goal_q := "how many" "more" UNIT AUX subject NEED "to" "have" (amount | compare) END

    "Mia has 18 marbles. How many more marbles does she need to have 30 marbles?", "... to
    have twice as many as Ann?": the goal less what she has now, as the statement "needs 12
    more to have 30" says the other way; ``None`` (nothing read) for any other purpose."""
    if verb.lemma != "have" or more is None or more.low != "more":
        return None
    start = stream.pos
    compare = read_compare(stream)
    np = None
    if compare is None or compare.other is None:
        stream.reset(start)
        compare = None
        np = read_noun_phrase(stream)
        if np is None or np.value is None or np.more or np.fraction or np.percent:
            stream.reset(start)
            return None
    if not stream.at_end():
        stream.reset(start)
        return None
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1:
        return None
    holder = holders[0].key
    model = ctx.model
    if compare is not None:
        goal = compare_amount(ctx, stream, holder, compare, None, unit)
    else:
        assert np is not None
        if np.head is None and np.money is None:
            np = replace(np, head=unit)  # ("to have 30": 30 of what is asked)
        ref = stated_amount(ctx, stream, np, holder)
        goal = ref.qid
    if not same_unit(model.unit_of(goal), unit):
        stream.fail(
            "unit_mismatch",
            "goal.unit",
            "the goal is counted in another unit than the question asks",
            start,
        )
    have = holding_asked(ctx, stream, holders, unit, label, False)
    return model.derive("difference", (goal, have), "compare", unit, holder, "still needed", None)


_FINISH_VERBS: Final = frozenset(
    {"finish", "complete", "reach", "meet", "hit", "achieve", "make", "accomplish"}
)
_TASK_NOUNS: Final = frozenset({"book", "novel", "goal", "task", "job", "story", "assignment"})


def _finishing(after: list[str]) -> bool:
    """purpose := "to" FINISH_VERB ["it" | [DET | POSSESSIVE] ["whole" | "entire"] TASK]

    "to finish the book", "to reach her goal": the purpose of doing all that is still to
    do, which the answer is; any other ("to get to page 200", "to finish the book twice",
    "to reach the halfway point") names another goal and is not read."""
    if len(after) < 2 or after[0] != "to" or after[1] not in _FINISH_VERBS:
        return False
    rest = after[2:]
    if rest in ([], ["it"]):
        return True
    if rest and (rest[0] in ("the", "this", "that") or rest[0] in words("possessive")):
        rest = rest[1:]
    if rest and rest[0] in ("whole", "entire"):
        rest = rest[1:]
    return len(rest) == 1 and rest[0] in _TASK_NOUNS


def still_to_do(
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
    if words_after and not _finishing(words_after):
        return None  # (any other purpose, "to get to page 200", is another goal)
    holders = holders_asked(ctx, stream, subjects)
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
        and label_matches(e.label, label)
    ]
    goals = [e for k, e in mine if k in ctx.events_to_come]
    done = [e for k, e in mine if k not in ctx.events_to_come]
    if any(
        e.actor == key and e.group != group and same_unit(e.unit, unit) for e in model.events
    ) or any(
        e.actor == key and e.group == group and not same_unit(e.unit, unit) for e in model.events
    ):
        # "wants to save $50. She has saved $20. She spent $5.": is what was spent still to
        # save? "She read 45 pages. She read 3 chapters.": the chapters' pages are not said
        return None
    if any(t.low == "again" for t in ctx.tokens[:first]):
        return None  # ("She read 5 pages again": read before, so not more of the task)
    if any(e.label is not None and e.label != label for e in done):
        return None  # ("She read 120 comic pages.": pages of another thing than the task's)
    if any((e.when or "").split(" ")[0] == "last" for e in done):
        return None  # ("has to run 26 miles. He ran 10 miles last year.": toward this goal?)
    if not goals and done:
        # "Hana's book has 400 pages. She read 126 pages on Saturday and 98 on Sunday. How
        # many pages does she still have to read?": the one thing that holds the unit, less
        # what was done of it
        task = _the_task(ctx, unit, label)
        if (
            task is not None
            and all(
                e.group == group and e.actor == key for e in model.events if same_unit(e.unit, unit)
            )
            and _own_task(ctx, task, key)
            and all(model.told_after(e.amount, task) for e in done)  # ("Emma read 45
            # pages. Then she got a new book of 200 pages.": those 45 are not of it)
        ):
            stream.pos = stream.end
            made = sum_of(model, [e.amount for e in done], unit, key, None)
            return model.derive(
                "difference", (task, made), "compare", unit, key, "still to do", None
            )
    if len(goals) != 1 or not done:
        return None
    stream.pos = stream.end
    made = sum_of(model, [e.amount for e in done], unit, key, None)
    return model.derive(
        "difference", (goals[0].amount, made), "compare", unit, key, "still to do", None
    )


def left_of_task(ctx: Context, stream: Stream, unit: str, label: str | None) -> str | None:
    """left := "how many" UNIT ("is" | "are") "left" ["to" VERB] END

    "Hana's book has 400 pages. She read 126 pages. How many pages are left (to read)?": the
    one task there is, less what its one doer did of it, as "How many pages does she still
    have to read?" asks; ``None`` (nothing read) unless every event of the unit is one verb's
    by one doer whose task it is (or no one's), told after it."""
    rest = [stream.low_at(k) for k in range(stream.pos, stream.end)]
    if not rest or rest[0] not in words("left_word"):
        return None
    model = ctx.model
    done = [e for e in model.events if same_unit(e.unit, unit)]
    groups = {e.group for e in done}
    actors = {e.actor for e in done}
    if len(groups) != 1 or len(actors) != 1:
        return None
    (group,) = groups
    (actor,) = actors
    if rest[1:]:
        form = verb_form(rest[2]) if len(rest) == 3 and rest[1] == "to" else None
        if form is None or form.frame.event != group:
            return None  # ("How many pages are left to copy?" after reading: another task)
    elif group != "read":
        return None  # ("She wrote 40 pages. How many pages are left?": left to do what?)
    task = _the_task(ctx, unit, label)
    if (
        task is None
        or any(
            k in ctx.events_to_come for k, e in enumerate(model.events) if same_unit(e.unit, unit)
        )
        or any(e.label is not None and e.label != label for e in done)
        or any(e.future or (e.when or "").split(" ")[0] == "last" for e in done)
        or not _own_task(ctx, task, actor)
        or not all(model.told_after(e.amount, task) for e in done)
        or any(t.low == "again" for t in ctx.tokens[: stream.pos])
    ):
        return None
    stream.pos = stream.end
    made = sum_of(model, [e.amount for e in done], unit, actor, None)
    return model.derive("difference", (task, made), "compare", unit, None, "still to do", None)


def _own_task(ctx: Context, task: str, key: str) -> bool:
    """Whether the task's holder ("Leo's book") is no one else's than ``key``'s: pages Emma
    read are not of Leo's book."""
    holder = ctx.model.by_id[task].holder or ""
    owner, mark, _ = holder.partition("'s ")
    return not mark or owner == key


def _the_task(ctx: Context, unit: str, label: str | None) -> str | None:
    """The one holding of ``unit`` there is, held by a thing ("Hana's book has 400 pages"),
    unchanged since it was told: what a "still to do" of it is out of; ``None`` otherwise."""
    model = ctx.model
    keys = [k for k in model.holdings if same_unit(k[1], unit)]
    if len(keys) != 1 or keys[0][2] != label or model.changed(*keys[0]):
        return None
    entity = ctx.refs.entities.get(keys[0][0])
    if entity is None or entity.kind != "thing" or entity.plural:
        return None
    qid = model.holdings[keys[0]]
    return qid if model.by_id[qid].value is not None else None


def _same_times(
    ctx: Context, stream: Stream, holders: list[Entity], other: Entity, group: str
) -> None:
    """ "Camden swam 16 times in March. Susannah swam 24 times in March. She swam 4 times in
    April. How many more times did Susannah swim than Camden?": told at a time both share
    and at others only one has, so whether the others count is not said; refused
    (``question.which_time``)."""

    def times(keys: set[str]) -> set[str | None]:
        return {e.when for e in ctx.model.events if e.group == group and e.actor in keys}

    mine, theirs = times({h.key for h in holders}), times({other.key})
    if mine != theirs and mine & theirs:  # (one time each, "on Monday" and "on Tuesday", is
        # each one's all)
        stream.fail(
            "ambiguous",
            "question.which_time",
            f"the {group} events compared are told at different times",
        )


def _repeated_verb(stream: Stream, clause: Clause, at: int) -> None:
    """ "How many more miles does Jackie walk than Jessie walks in 6 days?": the other's own
    verb, the question's again (or "does"), right after the one compared with, says nothing
    more; it is marked read."""
    for part in clause.parts:
        if part.used or part.first != at or part.end != at + 1:
            continue
        low = stream.low_at(at)
        form = verb_form(low)
        if low in ("does", "did", "do") or (
            form is not None and clause.verb.frame is not None and form.frame is clause.verb.frame
        ):
            part.used = True


def difference_asked(
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
    if than is not None:
        _repeated_verb(stream, clause, than.end)
        for part in clause.parts:
            if (
                not part.used
                and part.end == than.first
                and part.end == part.first + 1
                and stream.tokens[part.first].low == "more"
                and not fewer
            ):
                part.used = True  # ("How many more cards does Ann have more than Anton?")
    if than is None and not fewer and len(holders) == 1:
        still = _still_needed(ctx, stream, clause, holders[0], unit, label)
        if still is not None:
            return still
    if than is None and len(holders) == 1 and group is None:
        other = _the_other_holder(ctx, holders[0], unit, label)
        if other is not None:
            # "Mara has 24 marbles. Markus has 26 marbles. How many more marbles does Markus
            # have?": than the one other holder of them
            a = holding_asked(ctx, stream, holders, unit, label, at_start)
            b = holding_asked(ctx, stream, [other], unit, label, at_start)
            if fewer:
                a, b = b, a
            return ctx.model.derive(
                "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
            )
    if than is None and len(holders) == 1 and group is not None:
        span = question_span(clause)
        other = _the_other_actor(
            ctx, holders[0], group, lambda u: same_unit(u, unit), rates=span is not None
        )
        if other is not None and not clause.unused():
            # "Priya ran 12 miles. Omar ran 9 miles. How many more miles did Priya run?"
            if span is not None:
                a = over_span(ctx, stream, [holders[0].key], unit, group, span, label)
                b = over_span(ctx, stream, [other.key], unit, group, span, label)
            else:
                _same_times(ctx, stream, holders, other, group)
                a = events_asked(ctx, stream, clause, holders, unit, label, group)
                b = events_asked(ctx, stream, clause, [other], unit, label, group)
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
    if after_than & words("together_word") or stream.low_at(than.end) == "and":
        # "How many more does Ann have than Sue and Tom combined?": than a sum of holders
        stream.fail(
            "unsupported_question", "question.compare", "than several holders together", than.first
        )

    def own(of_unit: str, of_label: str | None) -> str:
        # the holders' own amount: their events of the verb asked, or their holding
        if group is not None:
            return events_asked(ctx, stream, clause, holders, of_unit, of_label, group)
        return holding_asked(ctx, stream, holders, of_unit, of_label, at_start)

    kind = _other_kind(than.np, unit, label)
    if kind is not None:
        # "How many more red apples than green apples does he have?": his, of two kinds
        a, b = own(unit, label), own(unit, kind)
        if fewer:
            a, b = b, a
        return ctx.model.derive(
            "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
        )
    other_kind = _other_thing(than.np, unit, label)
    if other_kind is not None and len(holders) == 1:
        # "How many more oranges than apples does he have?", "... did she buy?": counts of
        # two kinds of thing, held or of one verb's events, one orange for each apple and
        # the difference
        model = ctx.model
        a, b = own(unit, label), own(other_kind, None)
        one = model.given(1, f"{unit}/{singular(other_kind)}", None, "one each", None)
        b = model.derive("product", (b, one), "rate", unit, None, None, None)
        if fewer:
            a, b = b, a
        return model.derive("difference", (a, b), "compare", unit, None, "difference", None)
    other = entity_of(ctx.refs, stream, than.np)
    if other is None:
        stream.fail(
            "unsupported_question", "question.compare", "compared with what is not a holder"
        )
    if group is not None:
        span = question_span(clause)
        if span is not None:
            a = over_span(ctx, stream, [h.key for h in holders], unit, group, span)
            b = over_span(ctx, stream, [other.key], unit, group, span)
        else:
            _same_times(ctx, stream, holders, other, group)
            a = events_asked(ctx, stream, clause, holders, unit, label, group)
            b = events_asked(ctx, stream, clause, [other], unit, label, group)
    else:
        at_start = at_start or take_start(clause)
        a = holding_asked(ctx, stream, holders, unit, label, at_start)
        b = holding_asked(ctx, stream, [other], unit, label, at_start)
    if fewer:
        a, b = b, a
    return ctx.model.derive(
        "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
    )
