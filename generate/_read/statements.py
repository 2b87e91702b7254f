"""Statements: each clause of a sentence becomes quantities and relations.

- sentence := [intro ","] clause (BOUNDARY clause)*
- intro    := TIME_PHRASE | CONNECTIVE                    "On Monday,", "Then", "After that,"
- clause   := subject verb_group part* | verb_group part*  (subject elided after "and")

The verb's frame decides what the parts mean (``data/verbs.json``):

- hold:  "X has 5 apples" (a holding), "X has 3 more apples than Y" (X = Y + 3),
         "Each box holds 8 crayons" / "A box holds 8 crayons" (a rate crayons/box)
- be:    "There are 33 trees in the park", "X is 12 years old",
         "Pens are $2 each" (a price), "X is 5 years older than Y"
- gain / lose / give / receive: a change of a holding ("buys 3 more",
         "gives 2 to Ben", "receives 4 from Ann"); "at $2 each" / "for $5"
         also adds the cost (spent, or earned when selling)
- act:   "runs 3 miles", "reads 20 pages a day for 5 days"
- cost:  "A pen costs $2", "The pens cost $2 each"
- scale: "her savings double"

Every part a frame does not read is refused (``clause.unused``), so a
sentence is never half-read.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import pairwise
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    ATTRIBUTE_DIMENSIONS,
    ATTRIBUTE_UNITS,
    ATTRIBUTE_WORDS,
    BOUNDARIES,
    Clause,
    Compare,
    Part,
    read_clause_parts,
    read_subject,
    read_verb_group,
    time_phrase,
    timed_clause_starts,
)
from generate._read.errors import ReadError
from generate._read.guards import bound
from generate._read.lexicon import (
    activity_form,
    is_person_noun,
    name_gender,
    pos_of,
    verb_form,
    words,
)
from generate._read.meaning import (
    COLLECTIVES,
    REST_HEADS,
    AmountRef,
    amount_of,
    convert,
    entity_of,
    is_container,
    is_person_phrase,
    measured_amount,
    no_group_per,
    owner_key,
    partitive,
    phrase_unit,
    plural_noun,
    priced_by,
    same_unit,
    share_quantity,
)
from generate._read.model import Model, Rate
from generate._read.partitions import Partition, open_whole, read_part
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.references import Entity, References
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import uneven_span, unit_name
from generate.math_units import unit_table

__all__ = ["Context", "read_statement"]

Value = int | Fraction

_CONNECTIVES: Final = frozenset(
    {
        "then",
        "later",
        "afterwards",
        "afterward",
        "finally",
        "next",
        "meanwhile",
        "also",
        "now",
        "so",
        "first",
        "eventually",
        "today",
        "yesterday",
        "however",
        "initially",
        "originally",
        "altogether",
        "overall",
        "unfortunately",
        "luckily",
        "fortunately",
        "additionally",
        "besides",
        "instead",
        "still",
        "tomorrow",
        "tonight",
        "recently",
        "currently",
        "this",
        "that",
        "week",
        "morning",
        "afternoon",
        "evening",
        "night",
        "year",
        "month",
        "last",
        "in",
        "the",
        "on",
        "at",
        "after",
        "a",
        "while",
        "day",
        "weekend",
        "by",
        "end",
        "of",
        "during",
        "second",
        "third",
        "following",
        "same",
        "summer",
        "winter",
        "spring",
        "fall",
    }
)
_COMPARATIVES: Final = {
    "older": "more",
    "taller": "more",
    "longer": "more",
    "heavier": "more",
    "bigger": "more",
    "larger": "more",
    "higher": "more",
    "farther": "more",
    "further": "more",
    "faster": "more",
    "wider": "more",
    "deeper": "more",
    "more": "more",
    "younger": "fewer",
    "shorter": "fewer",
    "lighter": "fewer",
    "smaller": "fewer",
    "lower": "fewer",
    "slower": "fewer",
    "cheaper": "fewer",
    "less": "fewer",
    "fewer": "fewer",
    "narrower": "fewer",
}


@dataclass(slots=True)
class Context:
    """What the statements and the question share."""

    tokens: list[Token]
    refs: References
    model: Model
    source: str
    future_events: list[int] = field(default_factory=list)
    held_before_future: dict[tuple[str, str, str | None], str] | None = None
    """The holdings as they were before the first event still to come ("He has $50. He
    wants to buy a game that costs $65."): what the money still needed is counted from."""
    events_to_come: set[int] = field(default_factory=set)
    """Indexes in ``model.events`` of the events a clause told as still to come."""
    discount: str | None = None
    """The factor a purchase clause's discount leaves of its price ("with a 25% discount":
    3/4), applied to what the clause pays; ``None`` outside such a clause."""
    last_unit: dict[str, str] = field(default_factory=dict)
    recent_unit: str | None = None
    present: dict[str, bool] = field(default_factory=dict)
    """Holders whose holding was stated in the present tense, and whether with "now"."""
    past_stated: set[str] = field(default_factory=set)
    """Holders whose holding was stated in the past tense ("Ann had 30 apples")."""
    clause_past: bool = False
    """Whether the clause being read is in the past tense."""
    conditioned: bool = False
    """The question carries an "if" condition (so "would" asks about that case)."""
    condition_quantities: list[str] = field(default_factory=list)
    """The quantities the question's condition stated, which the answer must use."""
    unit_hint: tuple[str, str] | None = None
    """The unit and label a bare number in a relative clause is in ("who is 15": years, age)."""
    tense_shifts: list[tuple[int, int]] = field(default_factory=list)
    """Past events after a present-tense holding (a question about what is left resolves them)."""
    partitions: list[Partition] = field(default_factory=list)
    """Wholes split into kinds, latest last ("Of the 45 marbles, 19 are blue")."""
    relative: bool = False
    """A relative clause is being read ("4 pens that cost $2")."""
    last_amount: AmountRef | None = None
    """The amount read last: what "half as many" with no "as ..." is half of."""
    parallel_unit: str | None = None
    """The unit of the clause before, when this clause repeats its verb ("Grace finds 17
    shells and Lily finds 8"): what a bare number here counts."""
    compared_in: int | None = None
    """The sentence whose comparison was the last amount read ("Sam has twice as many"): a
    "twice as many" in a later sentence may mean either side of it; in the same sentence
    ("Raj worked one-third as long and Eva worked twice as long") the clauses run parallel."""
    sentence: int = 0
    """How many statements have been read (the current one's number)."""
    amount_log: list[tuple[int, str]] = field(default_factory=list)
    """(sentence, unit) of every amount read, in order: what "twice as many" may be of."""
    last_statement: tuple[int, int] | None = None
    """Character span of the sentence right before the question, when it was read: what
    "How many cents is that?" points at."""


def read_statement(ctx: Context, first: int, end: int) -> None:
    """Read one sentence (tokens ``[first, end)`` without its terminator) into the model."""
    ctx.sentence += 1
    stream = Stream(ctx.tokens, first, end)
    if stream.low() in ("after", "when", "once", "as") and "," in [
        t.low for t in ctx.tokens[first:end]
    ]:
        # "After her brother gave her some, she has 22.": the subordinate clause happened first
        comma = first + [t.low for t in ctx.tokens[first:end]].index(",")
        if stream.low() == "as" and stream.low(1) != "soon":
            stream.fail("unsupported_sentence", "clause.as", "an 'as' clause", first)
        start = first + (3 if stream.low(1) == "soon" else 1)
        read_statement(ctx, start, comma)
        stream = Stream(ctx.tokens, comma + 1, end)
    at = bound([t.low for t in ctx.tokens[first:end]])
    if at is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.bound",
            "an amount bounded or estimated ('at most', 'about') is no amount",
            first + at,
        )
    together = stream.consume(("together",)) is not None  # "Together Mia and Leo have 30"
    intro = _intro(stream)
    if stream.check(("it",)) and stream.check(("takes", "took", "take"), 1):
        _it_takes(ctx, stream, intro.when)
        return
    if intro.when is None and intro.place is None and _packaged(ctx, stream, end):
        return
    if intro.when is None and intro.place is None and _that_is(ctx, stream, end):
        return
    when = intro.when
    intro_per = _habit_of_intro(when)
    if intro_per is not None:
        when = None  # "Every day, he reads 20 pages": a rate per day, no time label
    _time_markers(ctx, stream, first, end)
    _free_or_let_go(ctx, stream, first, end)
    open_whole(ctx, stream)
    elided: list[Entity] | None = None
    previous_verb: str | None = None
    previous_unit: str | None = None
    while not stream.at_end():
        while stream.consume(BOUNDARIES | {"also", "then", "later", "finally", "now"}):
            pass
        if stream.at_end():
            break
        opening = timed_clause_starts(stream) if stream.pos > first else None
        if opening is not None:
            # "..., and today, she read 5 pages": this clause (and any after it) is then
            found = time_phrase(stream, ends=False)
            assert found is not None
            when = found[0]
            stream.pos += opening
        clause_first = stream.pos
        _bind_named_objects(ctx, stream)
        subjects: list[NounPhrase]
        if elided is not None and _verb_then_amount(stream):
            subjects, there = [], False  # "earns $18 an hour and works 8 hours a day"
        else:
            subjects, there = read_subject(stream)
        if len(subjects) > 1 and stream.consume(("together",)):
            together = True  # "Zara and Noor together have 75 cents"
        each_at = stream.pos
        distributive = stream.consume(("each", "both", "all")) is not None
        verb = read_verb_group(stream)
        if verb is None:
            stream.fail("unsupported_sentence", "clause.no_verb", "no verb the reader knows here")
        if (
            verb.lemma in words("report_verb")
            and subjects
            and not (verb.negated or verb.future or verb.hypothetical or verb.intent)
            and not stream.at_end()
        ):
            # "Arthur knows that he needs 800 pages", "Jack says he has 13 more": what is
            # told is the clause after the verb, its "he" the teller
            tellers = _holders(ctx, stream, subjects)
            stream.consume(("that",))
            ctx.refs.new_clause(tellers[0].key if len(tellers) == 1 else None)
            continue
        if together and len(subjects) == 1 and subjects[0].pronoun == "they":
            # "Ravi has $36 more than Jun. Together they have $100.": the two people named
            people = ctx.refs.people()
            if len(people) == 2 and not ctx.refs.candidates("they"):
                subjects = [
                    NounPhrase(subjects[0].first, subjects[0].end, name=p.key) for p in people
                ]
        holders = _holders(ctx, stream, subjects) if subjects else None
        if not subjects and not there:
            if elided is None:
                stream.fail("unsupported_sentence", "clause.no_subject", "no subject", clause_first)
            holders = elided
        parts = read_clause_parts(stream, verb.frame)
        if together:
            parts.append(Part("word", first, first + 1, word="altogether"))
            together = False
        if distributive:
            parts.append(Part("word", each_at, each_at + 1, word="each"))
        if intro_per is not None and not any(p.kind == "per" for p in parts):
            parts.append(Part("per", first, first + 1, word=intro_per))
        clause = Clause(subjects, there, verb, parts, clause_first, stream.pos)
        for k, part in enumerate(parts):
            if part.kind == "relative":
                # what a relative clause says holds when the main clause happens:
                # "gets 5 from Maribel, who has 20" (20 before she gives),
                # "buys 5 toys that cost $3 each" (the price is known to the purchase)
                hint = _compare_hint(parts[k - 1]) if k > 0 else None
                changes = verb.frame is not None and verb.frame.cls in _CHANGING
                relative_clause(ctx, stream, part, when, hint, during_change=changes)
        _with_each(ctx, stream, clause)
        ctx.parallel_unit = previous_unit if previous_verb == verb.lemma else None
        before = _footprint(ctx.model)
        ctx.model.verb = verb.lemma
        ctx.model.verb_past = verb.past
        ctx.clause_past = verb.past
        told = len(ctx.model.events)
        _interpret(ctx, stream, clause, holders or [], when, intro.place, intro.offset)
        ctx.discount = None  # (a discount is its own clause's)
        if verb.future or verb.intent or verb.need:
            ctx.events_to_come.update(range(told, len(ctx.model.events)))
        if _footprint(ctx.model) == before:
            stream.fail(
                "unsupported_sentence",
                "clause.no_effect",
                "the reader finds no amount this clause states or changes",
                clause_first,
                stream.pos - clause_first,
            )
        place_context(clause)
        purpose_context(clause, ctx.model)
        _redundant_total(clause, holders or [])
        unused = clause.unused()
        if unused:
            stream.fail(
                "unsupported_sentence",
                "clause.unused",
                f"the reading leaves {stream.text(unused[0].first, unused[0].end)!r} unread",
                unused[0].first,
                unused[0].end - unused[0].first,
            )
        elided = holders
        previous_verb, previous_unit = verb.lemma, ctx.recent_unit
        ctx.refs.new_clause(holders[0].key if holders else None)


def _unknown_start(
    model: Model, np: NounPhrase, holder: str, ref: AmountRef, per: Part | None, left: bool
) -> bool:
    """ "Kenji had some baseball cards. His uncle gave him 9 more, and now he has 31.": "some"
    states a holding whose value the text may go on to determine; an unknown quantity,
    which the solver solves for or refuses as underdetermined. Only as the holder's first
    holding of the unit, with no rate or "left" about it."""
    return (
        np.det == "some" and per is None and not left and not model.holding_keys(holder, ref.unit)
    )


_AFTER_COMPARE_OK: Final = frozenset({"relative"})


def _nothing_after_compare(stream: Stream, clause: Clause, part: Part | None) -> None:
    """ "twice as many pens as Ann, minus 3", "3 more than Ann yesterday", "... as Ann
    originally": words after the compared-with holder may change what is compared (an
    offset, whose time, a hedge), so none is allowed but a relative clause about the other
    ("..., who has 4") and, for "three times as many fish in his tank", the place."""
    if part is None or part.compare is None:
        return
    for other in clause.parts:
        if other.first < part.end or other.kind in _AFTER_COMPARE_OK:
            continue
        if other.kind == "pp" and part.compare.other is None and other.prep in ("in", "on", "at"):
            continue
        stream.fail(
            "unsupported_sentence",
            "compare.trailing",
            f"{stream.text(other.first, other.end)!r} after a comparison: what it changes is"
            " not read",
            other.first,
        )


def _listed_compares(stream: Stream, clause: Clause, compares: list[Part]) -> None:
    """ "has 6 barrettes, twice as many scrunchies as barrettes, and three fewer bobby pins
    than barrettes": a list of comparisons (and amounts) of one holder, each read in turn.
    Between two of them only amounts may stand; "three times as many fish in his tank and
    15 fewer than Ken" would leave the place's reach unread."""
    if len(compares) < 2:
        return
    for part in clause.parts:
        if (
            compares[0].end <= part.first < compares[-1].first
            and part.kind not in ("object", "compare")
            and part.kind not in _AFTER_COMPARE_OK
        ):
            stream.fail(
                "unsupported_sentence",
                "compare.trailing",
                f"{stream.text(part.first, part.end)!r} between two comparisons: what it"
                " changes is not read",
                part.first,
            )


def _of_them_as_count(np: NounPhrase) -> NounPhrase:
    """ "Grace has 29 of them": that many of the things just spoken of, a bare number (whose
    unit the holder's holding or the text's last unit gives); any other phrase as it is."""
    if (
        np.quantity == "number"
        and np.value is not None
        and np.of is not None
        and np.of.pronoun in ("them", "these", "those")
        and not np.percent
        and not np.fraction
    ):
        return NounPhrase(np.first, np.end, value=np.value, number_first=np.number_first)
    return np


_FULLNESS: Final = frozenset({"full", "empty", "capacity", "fill", "filled", "fills"})


def _holds_is_content(ctx: Context, stream: Stream, clause: Clause) -> None:
    """ "A jar holds 120 paper clips" is what is in it; "A tank holds 50 liters", "A bus holds
    40 people" is what fits, and a text that speaks of full or empty ("It is half full")
    says so outright. Those are refused: how much is in it is another amount."""
    lows = {t.low for t in ctx.tokens}
    objects = [p for p in clause.parts if p.kind == "object" and p.np is not None]
    measured = any(
        (p.np.head is not None and (unit := unit_table().lookup(p.np.head)) is not None)
        and unit.dimension in ("volume", "mass", "length")
        for p in objects
        if p.np is not None
    )
    people = any(p.np is not None and p.np.head in words("person_noun") for p in objects)
    if lows & _FULLNESS or measured or people:
        stream.fail(
            "unsupported_sentence",
            "hold.capacity",
            "'holds' here says what fits, not what is in it",
            clause.verb.first,
        )


def _amount_then_multiple(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, compare: Part, when: str | None
) -> str | None:
    """ "picks 18 tomatoes on Monday and twice as many on Tuesday": the one amount before a
    comparison with nothing to compare with is the first event (at its own time), and the
    comparison's base; returns the time of the comparison's event (the phrase after it)."""
    assert compare.compare is not None
    before = [
        p
        for p in clause.parts
        if p.kind == "object" and not p.used and p.np is not None and p.end <= compare.first
    ]
    if compare.compare.other is not None or len(before) != 1:
        return when
    frame = clause.verb.frame
    assert frame is not None and before[0].np is not None
    before[0].used = True
    first_when = _time_after(clause, before[0]) or when
    ref = _amount(ctx, stream, before[0].np, holder.key)
    span = stream.span(before[0].first, before[0].end)
    ctx.model.event(frame.event, holder.key, ref.qid, when=first_when, future=clause.verb.future)
    if frame.cls in ("gain", "lose"):
        ctx.model.change(holder.key, ref.qid, frame.cls == "gain", "change", span)
    return _time_after(clause, compare) or when


def _than_time_marker(clause: Clause) -> int | None:
    """Where "than" stands before a time in the clause's parts ("than yesterday")."""
    for k, part in enumerate(clause.parts):
        if part.kind == "word" and part.word == "than-time":
            return k
    return None


def _than_time(
    ctx: Context, stream: Stream, clause: Clause, holder: str, group: str, when: str | None
) -> tuple[str, tuple[int, int]] | None:
    """more_at := amount ["more"] unit_phrase "than" TIME
    ("Today he bought 10 more packs than yesterday", "... 4 more on Tuesday than on
    Monday"): the holder's own event of the clause's kind at the other time, plus the
    amount; ``None`` when the clause has no time after "than"."""
    marker = _than_time_marker(clause)
    if marker is None:
        return None
    model = ctx.model
    before = [
        p
        for p in clause.parts[:marker]
        if p.kind == "object" and not p.used and p.np is not None and p.np.value is not None
    ]
    after = clause.parts[marker + 1 :]
    was = [p.used for p in after]
    other_when = clause_time(
        Clause(clause.subjects, False, clause.verb, after, clause.first, clause.end)
    )
    if other_when is None:
        for part, used in zip(after, was, strict=True):
            part.used = used
    np = before[0].np if len(before) == 1 else None
    if np is None or not np.more or other_when is None or when is None or when == other_when:
        stream.fail(
            "unsupported_sentence",
            "compare.which_time",
            "a comparison with another time needs one amount more, at a time of its own",
            clause.parts[marker].first,
        )
    assert np is not None
    found = phrase_unit(np) if np.head is not None or np.money is not None else None
    events = [
        e
        for e in model.events
        if e.actor == holder
        and e.group == group
        and e.when == other_when
        and (found is None or (same_unit(e.unit, found[0]) and e.label == found[1]))
    ]
    if len(events) != 1:
        stream.fail(
            "unsupported_sentence",
            "compare.which_time",
            f"no one event {other_when} to compare with"
            if not events
            else f"more than one event {other_when} to compare with",
            clause.parts[marker].first,
        )
    base = events[0]
    span = stream.span(np.first, np.end)
    diff = model.given(np.value, base.unit, None, "difference", span)
    before[0].used = clause.parts[marker].used = True
    qid = model.derive("sum", (base.amount, diff), "compare", base.unit, holder, base.label, span)
    return qid, span


def _time_after(clause: Clause, part: Part) -> str | None:
    """The time phrase right after ``part`` ("on Monday"), marked read; ``None`` if none."""
    at = clause.parts.index(part)
    after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
    if after is None or after.used or after.kind != "pp":
        return None
    label = clause_time(Clause([], False, clause.verb, [after], after.first, after.end))
    if label is not None:
        after.used = True
    return label


def _redundant_total(clause: Clause, holders: list[Entity]) -> None:
    """ "She made 60 tamales in all": with one holder and one amount read, "in all" says
    nothing more. With two holders it is a joint amount, read (or refused) before this."""
    if len(holders) != 1 or holders[0].plural or holders[0].members:
        return
    amounts = [p for p in clause.parts if p.kind == "object" and p.used and p.np is not None]
    unread = [p for p in clause.parts if not p.used]
    if (
        len(amounts) == 1
        and amounts[0].np is not None
        and amounts[0].np.value is not None
        and len(unread) == 1
        and unread[0].kind == "word"
        and unread[0].word in ("total", "altogether")
    ):
        unread[0].used = True


def _compare_hint(part: Part) -> tuple[str, str] | None:
    """The unit and label a comparison speaks in ("older than Amy": years, age)."""
    compare = part.compare
    if part.kind != "compare" or compare is None or compare.attribute is None:
        return None
    unit = ATTRIBUTE_UNITS.get(compare.attribute)
    return None if unit is None else (unit, compare.attribute)


_CHANGING: Final = frozenset({"give", "receive", "gain", "lose", "enter", "exit"})


def relative_clause(
    ctx: Context,
    stream: Stream,
    part: Part,
    when: str | None,
    hint: tuple[str, str] | None = None,
    *,
    during_change: bool = False,
) -> None:
    """ "5 toys that each cost $3", "Amy, who is 15": the relative clause, its phrase as subject.

    A phrase that is an amount ("5 toys") stands for each of its things, so
    the clause states a rate or a price per thing; a person or a thing is the
    clause's holder. Read before the main clause, so "buys 5 toys that cost
    $3 each" finds the price when the purchase is read.
    """
    assert part.relative is not None and part.np is not None
    verb, inner = part.relative
    np = part.np
    if (
        during_change
        and np.value is None
        and (verb.be or (verb.frame is not None and verb.frame.cls == "hold"))
        and not verb.past
    ):
        # "gives 5 apples to Ben, who has 8 (now)": before the gift or after it?
        stream.fail(
            "ambiguous",
            "relative.when",
            "a holding stated beside an event that changes it: before or after is not said",
            part.first,
        )
    sub = Clause([np], False, verb, inner, part.first, part.end)
    holders: list[Entity] = []
    if np.value is None:
        entity = entity_of(ctx.refs, stream, np)
        if entity is None:
            stream.fail(
                "unsupported_sentence",
                "relative.antecedent",
                "a clause about what is not clear",
                part.first,
            )
        holders = [entity]
    ctx.unit_hint = hint
    ctx.relative = True
    before = _footprint(ctx.model)
    try:
        _interpret(ctx, stream, sub, holders, when)
    finally:
        ctx.unit_hint = None
        ctx.relative = False
    if _footprint(ctx.model) == before:
        stream.fail(
            "unsupported_sentence",
            "clause.no_effect",
            "the reader finds no amount this clause states",
            part.first,
            part.end - part.first,
        )
    unused = sub.unused()
    if unused:
        stream.fail(
            "unsupported_sentence",
            "clause.unused",
            f"the reading leaves {stream.text(unused[0].first, unused[0].end)!r} unread",
            unused[0].first,
            unused[0].end - unused[0].first,
        )
    part.used = True


_CONTEXT_PREPOSITIONS: Final = frozenset({"in", "at", "on", "inside"})


def place_context(clause: Clause) -> None:
    """ "had 45 dollars in his savings", "collected 58 shells at the beach", "9 pencils in it".

    Once the clause is read, a place phrase left over says where, not how
    much: the phrase names a place or container by a determiner, an owner
    or "it", carries no number, no "each", no time, nothing that prices or
    discounts ("at a discount" changes the amount: left unread, it refuses),
    and no story the holding lives in. Such a phrase is read as context. A
    question that asks about the place ("in Kofi's box") finds no holding
    there and is refused.
    """
    frame = clause.verb.frame
    going = frame is not None and frame.cls == "act"
    for part in clause.parts:
        if part.used or part.kind != "pp":
            continue
        if part.prep not in _CONTEXT_PREPOSITIONS and not (going and part.prep in ("to", "from")):
            continue  # ("goes to the gym", "drove from the city": where an activity goes)
        np = part.np
        if np is None or np.value is not None or np.quantity is not None or np.plus:
            continue
        if np.pronoun is not None:
            part.used = np.pronoun in ("it", "them")
            continue
        if (
            part.prep == "at"
            and np.head in ("speed", "rate", "pace")
            and set(np.mods) <= {"steady", "constant", "same", "even", "average"}
        ):
            part.used = True  # "at a steady speed": says the rate holds, no amount
            continue
        if np.head is None or np.name is not None or np.of is not None:
            continue
        bare_place = np.det is None and not np.mods and np.head in words("bare_place")
        if (
            np.owner is None
            and np.det not in ("the", "a", "an", "this", "that", "her", "his")
            and not bare_place  # ("to work", "at school": a place named with no determiner)
        ):
            continue
        if (
            np.head in words("terms_noun")
            or np.head in words("fiction_noun")
            or any(m in words("terms_noun") or m in words("fiction_noun") for m in np.mods)
            or unit_table().lookup(np.head) is not None
            or np.head in _TIME_HEADS
            or np.head in words("person_noun")
        ):
            continue
        part.used = True


def _told_of(model: Model, head: str) -> bool:
    """Whether an event of the text is in the unit ``head`` names."""
    key = noun_key(unit_name(head))
    return any(noun_key(e.unit) == key for e in model.events)


def purpose_context(clause: Clause, model: Model | None = None) -> None:
    """ "bought 3 pens for school", "raised $50 for their field trip", "for her birthday":
    once the clause is read, a "for" phrase left over that names no one, no amount, no
    money, no time and no measure says what for, not how much; it is read as context. A
    person ("for her sister") is whom for, refused before this (``change.for_other``); a
    time ("for a week", "for this month") is a span or a label, read (or refused) as one."""
    for part in clause.parts:
        np = part.np
        if part.used or part.kind != "pp" or part.prep != "for" or np is None:
            continue
        if (
            np.value is not None
            or np.money is not None
            or np.quantity is not None
            or np.plus
            or np.pronoun is not None
            or np.name is not None
            or np.head is None
            or np.det in ("each", "every", "another")
            or (np.of is not None and np.of.value is not None)
            or is_person_phrase(np)
            or np.head in words("person_noun")
            or unit_table().lookup(np.head) is not None
            or np.head in _LATER_TIMES
            or np.head in words("time_unit_day")
            or np.head in words("month")
            or np.head in words("season")
            or np.head in words("terms_noun")
            or np.head in words("fiction_noun")
            or np.head in _NOT_PURPOSES
            or any(m in _LATER_TIMES or m in ("next", "last", "this", "upcoming") for m in np.mods)
            or (model is not None and _told_of(model, np.head))  # ("paid $45 for the
            # magazines" she bought: what she paid them, not what for)
        ):
            continue
        part.used = True


_NOT_PURPOSES: Final = frozenset(
    {
        "free",
        "nothing",
        "less",
        "cheap",
        "half",
        "price",
        "cost",
        "total",
        "profit",
        "loss",
        "discount",
        "fee",
        "charge",
        "change",
        "credit",
        "cash",
        "money",
        "rent",
        "tip",
        "tax",
        "interest",
        "payment",
        "wage",
        "pay",
    }
)
"""Nouns a "for" phrase names an amount or terms with ("for free", "for a fee"), no purpose."""


def _bind_named_objects(ctx: Context, stream: Stream) -> None:
    """ "He sends 14 to Kai": a person named later in the clause is not its subject pronoun."""
    if stream.low() not in ("he", "she"):
        return
    k = 1
    while True:
        token = stream.peek(k)
        if token is None or (token.low in BOUNDARIES and k > 1 and token.low != ","):
            break
        if token.text[:1].isupper() and token.text in ctx.refs.entities:
            ctx.refs.bind(token.text)
        k += 1


def _footprint(model: Model) -> tuple[int, int, int, int]:
    return model.counter + model.scenes, len(model.relations), len(model.events), len(model.rates)


_INTRO_PREPS: Final = frozenset(
    {
        "in",
        "on",
        "at",
        "during",
        "for",
        "by",
        "over",
        "throughout",
        "with",
        "from",
        "before",
        "after",
        "since",
        "until",
    }
)
_OCCASIONS: Final = frozenset({"game", "contest", "race", "party", "competition", "match"})
"""Occasions an event may be at with "a" ("won 18 marbles in a game"): one occasion."""
_TIME_HEADS: Final = frozenset(
    {
        "noon",
        "midnight",
        "lunchtime",
        "bedtime",
        "morning",
        "afternoon",
        "evening",
        "night",
        "day",
        "week",
        "month",
        "year",
        "weekend",
        "summer",
        "winter",
        "spring",
        "fall",
        "autumn",
        "semester",
        "season",
        "term",
        "holiday",
        "holidays",
        "vacation",
        "break",
        "hour",
        "minute",
        "time",
        "trip",
        "beginning",
        "end",
        "start",
        "lunch",
        "dinner",
        "breakfast",
        "party",
        "birthday",
        "game",
        "round",
        "race",
        "visit",
        "sale",
        "festival",
        "school",
        "today",
        "weekday",
        "weekdays",
        "weekends",
    }
)


_FUTURE_WORDS: Final = frozenset({"tomorrow", "tonight", "soon", "upcoming"})
_HABIT_WORDS: Final = frozenset(
    {"often", "usually", "always", "sometimes", "regularly", "normally", "typically", "rarely"}
)
_LATER_TIMES: Final = frozenset(
    {"week", "month", "year", "weekend", "day", "morning", "afternoon", "evening", "night"}
)


_LET_GO: Final = frozenset({"let", "lets", "set", "sets"})


def _free_or_let_go(ctx: Context, stream: Stream, first: int, end: int) -> None:
    """ "gets 1 free", "sets 3 free", "let 2 go": what was not paid for, or what was let go,
    changes a holding in a way no verb frame reads; refused."""
    lows = [t.low for t in ctx.tokens[first:end]]
    for k, low in enumerate(lows):
        if low == "free" or (low in _LET_GO and "go" in lows[k + 1 : k + 4]):
            stream.fail(
                "unsupported_sentence",
                "clause.free",
                "something got free or let go is not read",
                first + k,
            )


def _time_markers(ctx: Context, stream: Stream, first: int, end: int) -> None:
    """A sentence about what is still to come ("Tomorrow he buys 3", "next week", "later
    today", "in an hour") is a future event, whatever its verb's tense: a question about
    now must not count it (the question refuses, ``question.future_events``). A habit
    ("he often loses 3") says no count at all, and is refused here."""
    lows = [t.low for t in ctx.tokens[first:end]]
    for k, low in enumerate(lows):
        after = lows[k + 1] if k + 1 < len(lows) else ""
        if low in ("originally", "initially") and ctx.model.events:
            # "She eats 2. Tom originally has 2 more than Sue.": than Sue had when?
            stream.fail(
                "ambiguous",
                "time.originally",
                "a start told after events: which of them came before is not said",
                first + k,
            )
        if low in _HABIT_WORDS:
            stream.fail(
                "unsupported_sentence",
                "clause.habitual",
                "a habit, not a count of what happened",
                first + k,
            )
        if (
            low in _FUTURE_WORDS
            or (low == "next" and (after in _LATER_TIMES or after in words("time_unit_day")))
            or (low == "later" and after in ("today", "tonight", "this"))
            or (low == "from" and after == "now")
            or (
                k == 0
                and low == "in"
                and after in ("a", "an")
                and unit_table().lookup(lows[k + 2] if k + 2 < len(lows) else "") is not None
            )
        ):
            ctx.future_events.append(first + k)
            return


def _habit_of_intro(when: str | None) -> str | None:
    """ "Every day," / "Each week,": the unit the sentence's amounts are per (a rate)."""
    if when is None or not when.startswith(("every ", "each ")):
        return None
    head = when.split(" ", 1)[1]
    unit = unit_table().lookup(head)
    return unit_name(head) if unit is not None and unit.dimension in ("time", "calendar") else None


@dataclass(slots=True)
class Intro:
    """What a sentence opens with: a time label, a place, or nothing that matters."""

    when: str | None = None
    place: NounPhrase | None = None
    offset: tuple[Value, str] | None = None


def _is_time(np: NounPhrase) -> bool:
    days = words("time_unit_day") | words("month") | words("season")
    return np.head in days or np.head in _TIME_HEADS


def _bare_day_then_subject(stream: Stream) -> bool:
    """PREP DAY then a capitalized name or a subject pronoun: "On Saturday Oscar", "By noon she"."""
    day = stream.low(1)
    if not (day in words("time_unit_day") or day in words("month") or day in _TIME_HEADS):
        return False
    after = stream.peek(2)
    if after is None:
        return False
    if after.low in words("subject_pronoun"):
        return True
    return after.text[:1].isupper() and (
        name_gender(after.low) is not None
        or (after.low not in words("stop") and not pos_of(after.low))
    )


def _purpose_opening(stream: Stream) -> None:
    """ "To make a cherry pie, Veronica needs 3 pounds of cherries.": what the sentence is for,
    before its comma, with no amount in it, says nothing of how much; it is read past."""
    if stream.low() != "to":
        return
    form = verb_form(stream.low(1)) or activity_form(stream.low(1), True)
    if form is None or form.tense != "base":
        return
    k = stream.pos + 2
    while k < stream.end and stream.tokens[k].low != ",":
        token = stream.tokens[k]
        if (
            token.text[:1].isdigit()
            or token.low in ("$", "%", "a", "an", "each", "every", "per")
            or token.low in words("number_word")
            or token.low in words("amount_word")
        ):
            return  # ("To make a pie, ...": what follows is per pie, and is not read past)
        k += 1
    if k < stream.end and k - stream.pos <= 8:
        stream.pos = k + 1


def _intro(stream: Stream) -> Intro:
    """intro := CONNECTIVE* [(PREP noun_phrase | TIME_WORD+) [","]].

    A time phrase labels the sentence's quantities ("On Monday", "Last
    week"); a place ("In the park,") is where a "there" clause holds its
    amounts; a phrase with a number ("In 5 years,") is refused, because it
    shifts the time of what follows.
    """
    intro = Intro()
    _purpose_opening(stream)
    while stream.low() in (
        "then",
        "later",
        "afterwards",
        "afterward",
        "finally",
        "next",
        "meanwhile",
        "also",
        "so",
        "first",
        "eventually",
        "however",
        "additionally",
        "besides",
        "now",
        "today",
        "yesterday",
        "tonight",
        "tomorrow",
        "overall",
        "altogether",
        "unfortunately",
        "luckily",
        "fortunately",
        "initially",
        "originally",
        "recently",
        "currently",
        "afterwards",
        "still",
        "instead",
        "thus",
        "therefore",
        "again",
        "lastly",
        "second",
        "third",
    ):
        if stream.low() in ("yesterday", "today", "tomorrow", "tonight"):
            intro.when = stream.low()
        stream.pos += 1
        stream.consume((",",))
    mark = stream.mark()
    low = stream.low()
    if (
        low in ("last", "this", "next", "that", "every", "each", "one")
        and stream.peek(1) is not None
    ):
        stream.pos += 1
        np = read_noun_phrase(stream)
        if np is not None and np.value is None and _is_time(np):
            stream.consume((",",))
            intro.when = f"{low} {np.words}"
            return intro
        stream.reset(mark)
    if low in words("time_unit_day") or low in words("month") or low in words("season"):
        stream.pos += 1
        if stream.consume((",",)) or not stream.check(("is", "was", "has", "had")):
            intro.when = low
            return intro
        stream.reset(mark)
    if low in _INTRO_PREPS and _bare_day_then_subject(stream):
        # "On Saturday Oscar ran 3 miles": no comma, and the name is no part of the day
        intro.when = f"{low} {stream.low(1)}"
        stream.pos += 2
        return intro
    if low in _INTRO_PREPS:
        stream.pos += 1
        np = read_noun_phrase(stream)
        comma = np is not None and (
            stream.check((",",))
            or (
                low in ("in", "at", "on")
                and stream.check(("there",))
                and stream.check(words("be"), 1)
            )  # ("In Carrie's desk drawer there are 7 highlighters": no comma)
        )
        if np is not None and (comma or _is_time(np)):
            if _is_time(np) and np.value is None:
                stream.consume((",",))
                intro.when = f"{low} {np.words}"
                return intro
            unit = unit_table().lookup(np.head) if np.head else None
            if (
                low == "in"
                and comma
                and np.value is not None
                and unit is not None
                and unit.dimension in ("time", "calendar")
            ):
                stream.consume((",",))
                intro.offset = (np.value, unit.plural)
                return intro
            if np.value is not None or np.quantity is not None:
                stream.fail(
                    "unsupported_sentence",
                    "intro.amount",
                    "an opening phrase with an amount shifts what follows",
                    mark,
                    stream.pos - mark,
                )
            if np.head in words("fiction_noun"):
                stream.fail(
                    "out_of_scope",
                    "context.fiction",
                    "what happens in a story or a game changes no real holding",
                    mark,
                    stream.pos - mark,
                )
            if comma:
                stream.consume((",",))
                if low in ("in", "at", "on", "inside") and (
                    not is_person_phrase(np) or np.head in COLLECTIVES
                ):
                    intro.place = np  # ("In the park,", "In a class,": where, and whose)
                return intro
        stream.reset(mark)
    return intro


def _time_of(taken: list[str]) -> str | None:
    days = words("time_unit_day") | words("month") | words("season")
    if any(w in days for w in taken) or any(
        w in ("week", "month", "year", "morning", "afternoon", "evening", "night", "weekend", "day")
        for w in taken
    ):
        return " ".join(w for w in taken if w not in ("then", "also", "so"))
    return None


def _holders(ctx: Context, stream: Stream, subjects: list[NounPhrase]) -> list[Entity]:
    out = []
    for np in subjects:
        entity = entity_of(ctx.refs, stream, np)
        if entity is None:
            return []
        out.append(entity)
    return out


# -- helpers ------------------------------------------------------------------------


def _one(stream: Stream, holders: list[Entity], code: str) -> Entity:
    if len(holders) != 1:
        stream.fail("unsupported_sentence", code, "who this is about is not one holder")
    return holders[0]


def _implicit(ctx: Context, holder: str | None) -> str | None:
    if holder is None:
        return None
    units = {k[1] for k in ctx.model.holdings if k[0] == holder}
    if len(units) == 1:
        unit = units.pop()
        recent = ctx.recent_unit
        if recent is not None and not same_unit(recent, unit) and "/" not in recent:
            return None  # (the unit spoken of last is another: which is not said)
        if any(same_unit(r.per, unit) and r.holder in (holder, None) for r in ctx.model.rates):
            # "Tom has 3 bags. Each bag has 4 apples. He gives away 2.": bags or apples?
            return None
        return unit
    if not units:
        return ctx.last_unit.get(holder) or ctx.parallel_unit
    return None


def _recent(ctx: Context, holder: str | None) -> str | None:
    """The unit spoken of last by or about ``holder`` (what "them" in "half of them" counts);
    ``None`` when the sentence before (or this one, so far) spoke of two kinds ("48 crayons
    and 16 pens. He loses half of them."): which of them is not said."""
    here = [unit for at, unit in ctx.amount_log if at == ctx.sentence]
    if not here:
        before = [at for at, _ in ctx.amount_log if at < ctx.sentence]
        here = [unit for at, unit in ctx.amount_log if before and at == max(before)]
    if len({noun_key(unit) for unit in here}) > 1:
        return None
    if holder is not None and holder in ctx.last_unit:
        own = ctx.last_unit[holder]
        if ctx.recent_unit is not None and noun_key(ctx.recent_unit) != noun_key(own):
            # "Ann has 12 pencils. There are 3 pens on the desk. She gives 5 of them": hers,
            # or the ones just spoken of?
            return None
        return own
    return ctx.recent_unit


def _more_of_the_same(
    ctx: Context, stream: Stream, np: NounPhrase, holder: str | None, unit: str
) -> None:
    """ "walked for 25 minutes and then walked 2 more miles": more than what?

    "more" needs something of its unit before it (a holding or an event of
    the same holder); after amounts of other units only, it compares
    incompatible things and is refused.
    """
    if not np.more or holder is None:
        return
    model = ctx.model
    same = any(k[0] == holder and same_unit(k[1], unit) for k in model.holdings) or any(
        e.actor == holder and same_unit(e.unit, unit) for e in model.events
    )
    other = any(e.actor == holder for e in model.events) or any(
        k[0] == holder for k in model.holdings
    )
    anyone = any(same_unit(k[1], unit) for k in model.holdings) or any(
        same_unit(e.unit, unit) for e in model.events
    )
    if not other and not anyone:
        # "Mia found 8 cats. Lena found 10 books. Tom found 3 more pears.", "Raj bought 5
        # more apples.": no pears were told, so "more" is more than nothing the text says
        stream.fail(
            "unit_mismatch",
            "amount.more_unit",
            f"'more {unit}' where no {unit} were told: more than what?",
            np.first,
        )
    if other and not same:
        stream.fail(
            "unit_mismatch",
            "amount.more_unit",
            f"'more {unit}' after amounts of other units: more than what?",
            np.first,
        )


def _amount(
    ctx: Context, stream: Stream, np: NounPhrase, holder: str | None, other: str | None = None
) -> AmountRef:
    """The amount ``np`` denotes; a bare number counts the unit of ``holder`` (or, if it has
    none, of ``other``: "lends him 6 more" counts what he holds)."""
    if np.det == "the" and np.head in ("rest", "remainder") and np.of is None and holder:
        # "gave the rest to Lou": all of what the holder has left of the unit last spoken of
        unit = _recent(ctx, holder)
        key = (holder, unit, None) if unit is not None else None
        if key is None or key not in ctx.model.holdings:
            stream.fail("ambiguous", "amount.rest", "the rest of what is not said", np.first)
        model = ctx.model
        if not model.taken_from(holder, key[1]):
            # "He had 12 stickers. He bought 6 more. He gave the rest to Ivan.": nothing was
            # set apart, so "the rest" is of what is not said
            stream.fail(
                "ambiguous",
                "amount.rest",
                "'the rest' with nothing taken before it",
                np.first,
            )
        span = stream.span(np.first, np.end)
        factor = share_quantity(ctx.model, Fraction(1), span)
        rest = ctx.model.derive(
            "product", (ctx.model.holdings[key], factor), "part", key[1], holder, None, span
        )
        return AmountRef(rest, key[1], None)
    if (
        np.head in words("vague_part_noun")
        and np.of is not None
        and np.value is None
        and np.of.value is None
    ):  # ("a collection of 20 cards" is the 20 cards)
        # "sells a portion of his apples", "a bit of the cake": a part the text does not size
        stream.fail(
            "unknown_operand", "amount.vague_part", f"how much a {np.head} is is not said", np.first
        )
    implicit = _implicit(ctx, holder) or (_implicit(ctx, other) if other is not None else None)
    found = amount_of(ctx.model, stream, np, holder, implicit)

    if found is not None and np.head is None and np.money is None and found.label is None:
        # "6 more" of "18 comic books": the bare number takes the one holding's label too
        keys = [k for k in ctx.model.holdings if k[0] in (holder, other) and k[1] == found.unit]
        labels = {k[2] for k in keys}
        if len(labels) == 1 and None not in labels:
            label = labels.pop()
            ctx.model.by_id[found.qid].label = label
            found = AmountRef(found.qid, found.unit, label)
    if found is None:
        stream.fail(
            "unsupported_sentence", "amount.not_amount", "expected an amount here", np.first
        )
    _more_of_the_same(ctx, stream, np, holder, found.unit)
    if np.more:
        ctx.model.by_id[found.qid].more = True
    if holder is not None:
        ctx.last_unit[holder] = found.unit
    ctx.recent_unit = found.unit
    ctx.last_amount = found
    ctx.compared_in = None
    ctx.amount_log.append((ctx.sentence, found.unit))
    return found


def _objects(clause: Clause) -> list[NounPhrase]:
    return [p.np for p in clause.take_all("object") if p.np is not None]


def _factor(model: Model, value: Value, span: tuple[int, int]) -> str:
    """A pure-number factor; a non-decimal fraction is a quotient ("a third" = 1 / 3)."""
    frac = Fraction(value)
    d = frac.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d == 1:
        return model.given(value, "1", None, "factor", span)
    top = model.given(frac.numerator, "1", None, "numerator", span)
    bottom = model.given(frac.denominator, "1", None, "denominator", span)
    return model.derive("quotient", (top, bottom), "part", "1", None, "factor", span)


def _convert(ctx: Context, stream: Stream, qid: str, unit: str, holder: str | None) -> str:
    return convert(ctx.model, stream, qid, unit, holder)


def _span_in(ctx: Context, stream: Stream, qid: str, per: str, holder: str | None) -> str:
    """A span ("for 5 days") in a rate's unit (per hour), refused where that assumes how
    the rate falls within the span (``uneven_span``)."""
    if uneven_span(per, ctx.model.unit_of(qid), ctx.model.by_id[qid].value):
        stream.fail(
            "unsupported_sentence",
            "rate.uneven_span",
            f"a rate per {singular(per)} over {ctx.model.unit_of(qid)}: how it falls within"
            " them is not said",
        )
    return convert(ctx.model, stream, qid, per, holder)


# -- interpretation -------------------------------------------------------------------


def _interpret(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    when: str | None,
    place: NounPhrase | None = None,
    offset: tuple[Value, str] | None = None,
) -> None:
    verb = clause.verb
    if verb.negated:
        stream.fail("unsupported_sentence", "clause.negated", "a negated statement", verb.first)
    if verb.hypothetical:
        stream.fail("out_of_scope", "clause.hypothetical", "a hypothetical statement", verb.first)
    if len(holders) == 1 and holders[0].members and _said_together(clause):
        # "They have 8 dolls in all.", of "Mia and Zoe": the two members' joint amount
        holders = [ctx.refs.entities[m] for m in holders[0].members]
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if len(objects) > 1:
        clause.object_times = _object_times(clause, objects)
    for one, two in pairwise(objects):
        if (
            one.end == two.first
            and one.np is not None
            and one.np.det in ("a", "an")
            and one.np.value is None
            and not is_person_phrase(one.np)
        ):
            # "eats a mere 3 of them", "a whopping 20 cakes": "a" and a word the reader
            # does not know before the amount, not a thing and then another
            stream.fail(
                "unsupported_sentence",
                "clause.object_run",
                f"{stream.text(one.first, two.end)!r}: two things with nothing between them",
                one.first,
            )
    when = clause_time(clause) or when
    if verb.be:
        _be(ctx, stream, clause, holders, when, place, offset)
        return
    frame = verb.frame
    assert frame is not None
    if verb.future or verb.intent or verb.need:
        if not ctx.future_events:
            ctx.held_before_future = dict(ctx.model.holdings)
        ctx.future_events.append(verb.first)
    if (
        frame.lemma in ("weigh", "measure")
        and len(clause.subjects) == 1
        and clause.subjects[0].det in ("each", "every")
        and clause.subjects[0].head is not None
    ):
        # "each bag of potatoes weighs 7kg": so much per bag, as "each bag holds"
        _rate_of_each(ctx, stream, clause, clause.subjects[0])
        return
    if (
        frame.cls not in ("hold", "cost")
        and len(clause.subjects) == 1
        and (
            clause.subjects[0].det in ("each", "every")
            or (clause.subjects[0].det in ("a", "an") and clause.has("per"))
        )  # ("A bird eats 7 berries a day", of the 5 birds told: any one of them)
        and _each_member_rate(ctx, stream, clause, when)
    ):
        return
    if (
        frame.cls not in ("hold", "cost")
        and len(clause.subjects) == 1
        and clause.subjects[0].det in ("each", "every")
    ):
        # "Each child eats 2 apples": an event of every one of a count the clause does not
        # give; read as one child's, it undercounts
        stream.fail(
            "unsupported_sentence",
            "each.event",
            "an event of each of several is not read",
            clause.first,
        )
    for part in clause.parts:
        if (
            part.kind == "pp"
            and part.prep in ("to", "for", "with", "among")
            and part.np is not None
            and part.np.det in ("each", "every")
        ):
            # "gives 1 apple to each brother": as many times as there are brothers
            stream.fail(
                "unsupported_sentence",
                "clause.each_recipient",
                f"{stream.text(part.first, part.end)!r}: an amount for each of several",
                part.first,
            )
    _habitual(stream, clause)
    capacity = (
        verb.ability
        and frame.cls == "hold"
        and len(clause.subjects) == 1
        and clause.subjects[0].det in ("each", "every")
    )  # "Each jar can hold 160 quarters": so many per jar, as "each jar holds"
    if verb.ability and not capacity and not clause.has("per") and not _has_span(clause):
        stream.fail(
            "unsupported_sentence",
            "clause.ability",
            "what someone can do is not an event",
            verb.first,
        )
    if frame.cls == "give" and _give_to_each(ctx, stream, clause, holders, when):
        return
    for part in clause.parts:
        if (
            part.kind == "pp"
            and part.np is not None
            and (
                part.np.quantity is not None
                or (part.prep == "from" and part.np.det in ("each", "every"))
            )
            and part.prep in ("to", "from", "for", "with", "among", "on")
        ):
            stream.fail(
                "unsupported_sentence",
                "clause.distributive_object",
                f"{stream.text(part.first, part.end)!r}: an amount for each of several",
                part.first,
            )
    moving = _moving(clause)
    if verb.passive and read_part(ctx, stream, clause):
        return
    if frame.cls == "share":
        into = clause.has("pp", prep="into")
        if into and len(holders) == 1 and _grouping(ctx, stream, clause, holders[0], when):
            return  # "divides them into 6 equal groups", "splits them into bags of 6"
        _share_equally(ctx, stream, clause, holders, when)
        return
    if clause.has("freq") and frame.cls in ("act", "gain", "lose"):
        _frequency(ctx, stream, clause, _one(stream, holders, "freq.holder"), when)
        return
    if moving is not None:
        _movement(ctx, stream, clause, moving, when)
    elif frame.cls in ("enter", "exit"):
        _act(ctx, stream, clause, _one(stream, holders, "act.holder"), when)
    elif frame.cls == "hold":
        before = len(ctx.model.rates)
        if (
            frame.lemma == "hold"
            and not capacity
            and not (clause.subjects and clause.subjects[0].det in ("each", "every"))
        ):  # ("Each bottle holds 2 liters": so much per bottle, a rate)
            _holds_is_content(ctx, stream, clause)
        _hold(ctx, stream, clause, holders, when)
        if capacity:
            # "Each box can hold 8 crayons": how many fit, not how many are in one; a question
            # may divide by it ("how many boxes are needed"), never count contents with it
            ctx.model.rates[before:] = [
                replace(rate, group="capacity") for rate in ctx.model.rates[before:]
            ]
    elif (
        frame.cls in ("gain", "lose")
        and verb.ability
        and not clause.has("per")
        and _has_span(clause)
    ):
        # "can pick 12 apples in 3 minutes": what someone can do is a rate, not an event
        _act(ctx, stream, clause, _one(stream, holders, "act.holder"), when)
    elif frame.cls in ("gain", "lose", "give", "receive") and _ongoing_scene(ctx, clause, holders):
        ctx.model.scenes += 1
    elif frame.cls in ("gain", "lose", "act") and len(holders) > 1 and _said_together(clause):
        _joint_event(ctx, stream, clause, holders, when)
    elif frame.cls in ("gain", "lose", "give", "receive"):
        fresh = [part.used for part in clause.parts]
        read: list[bool] = list(fresh)
        for holder in _distribute(stream, clause, holders):
            # each member reads the same parts afresh; what any reading used stays used
            for part, was in zip(clause.parts, fresh, strict=True):
                part.used = was
            _change(ctx, stream, clause, holder, when)
            read = [r or part.used for r, part in zip(read, clause.parts, strict=True)]
        for part, used in zip(clause.parts, read, strict=True):
            part.used = used
        if len(holders) > 1:
            for part in clause.parts:
                if part.kind == "word" and part.word == "each" and part.first < clause.verb.first:
                    part.used = True  # ("Tom and Sam each buy 3": the distributive "each")
    elif frame.cls == "act":
        _act(ctx, stream, clause, _one(stream, holders, "act.holder"), when)
    elif frame.cls == "cost":
        _cost(ctx, stream, clause, holders, when)
    elif frame.cls == "scale":
        _scale(ctx, stream, clause, _one(stream, holders, "scale.holder"))
    else:  # pragma: no cover - the lexicon validates classes
        raise AssertionError(frame.cls)


_PAST_TIMES: Final = frozenset({"yesterday", "earlier", "ago", "before", "last"})


def _each_member_rate(ctx: Context, stream: Stream, clause: Clause, when: str | None) -> bool:
    """each_rate := "each" MEMBER VERB amount per        (MEMBER counted once in the text)

    "Lisa has 3 dogs. Each dog eats 2 cups of food a day.": the dogs' rate, so much per dog
    times the dogs, per day; ``False`` (nothing read) unless one holding counts the members
    and the clause is one amount and its "per"."""
    subject = clause.subjects[0]
    frame = clause.verb.frame
    if subject.head is None or frame is None or clause.verb.future or clause.verb.ability:
        return False
    model = ctx.model
    member = unit_name(subject.head)
    counts = [k for k in model.holdings if same_unit(k[1], member) and k[2] is None]
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    pers = [p for p in clause.parts if p.kind == "per" and not p.used]
    if (
        len(counts) != 1
        or len(objects) != 1
        or len(pers) != 1
        or objects[0].np is None
        or objects[0].np.value is None
        or any(not p.used and p.kind not in ("object", "per") for p in clause.parts)
    ):
        return False
    per = pers[0].word
    assert per is not None
    ref = _amount(ctx, stream, objects[0].np, None)
    if same_unit(ref.unit, member) or same_unit(ref.unit, per):
        return False
    objects[0].used = pers[0].used = True
    span = stream.span(objects[0].first, objects[0].end)
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(member)}"
    total = model.derive(
        "product", (model.holdings[counts[0]], ref.qid), "groups", ref.unit, None, ref.label, span
    )
    one = model.given(1, per, None, None, span)
    rate = model.derive(
        "quotient", (total, one), "rate", f"{ref.unit}/{singular(per)}", None, ref.label, span
    )
    model.rates.append(
        Rate(
            rate,
            ref.unit,
            per,
            None,
            frame.event,
            when,
            whole=model.holdings[counts[0]],
            members=member,
        )
    )
    return True


def _habitual(stream: Stream, clause: Clause) -> None:
    """ "eats 2 apples on Mondays", "at a time", "on weekdays": what happens repeatedly is a
    rate, and without one ("per day") it says nothing about how many times."""
    if clause.has("per"):
        return
    for part in clause.parts:
        if part.kind != "pp" or part.np is None or part.np.value is not None:
            continue
        np = part.np
        head = np.head or ""
        plural_day = head.endswith("s") and head[:-1] in words("time_unit_day")
        if (
            plural_day
            or head in ("weekdays", "weekends")
            or (part.prep == "at" and head == "time")
            or (
                np.det in ("some", "most", "many")
                and head in ("days", "weeks", "nights", "mornings")
            )
        ):
            stream.fail(
                "unsupported_sentence",
                "time.habitual",
                "what happens repeatedly, with no rate saying how often",
                part.first,
            )


def _time_order(
    ctx: Context, stream: Stream, clause: Clause, holder: str, when: str | None
) -> None:
    """ "Sam has 8 figs. He ate 2 yesterday.": the stated holding may already reflect the event."""
    stated = ctx.present.get(holder)
    if stated is None:
        return
    marked = {t.low for t in stream.tokens[clause.first : clause.end]} | set((when or "").split())
    dated = clause.verb.past and (
        when is not None
        or bool(marked & words("time_unit_day"))
        or ("had" in marked and clause.verb.lemma != "have")  # ("She had eaten 3": before)
    )
    if stated or marked & _PAST_TIMES or {"this", "morning"} <= marked or dated:
        # ("She ate 3 apples on Monday": a day told, before the holding now or after?)
        stream.fail(
            "ambiguous",
            "time.order",
            f"{holder}'s holding is stated as it is now; whether this came before is not clear",
            clause.verb.first,
        )
    if clause.verb.past:
        # "has $150 ... spent 2/3 of it": clear only if the question asks what is left
        ctx.tense_shifts.append(stream.span(clause.verb.first, clause.verb.end))


def _ongoing_scene(ctx: Context, clause: Clause, holders: list[Entity]) -> bool:
    """ "Grace and her friend Lily are collecting shells.": an activity under way, with no
    number, of a unit nobody holds yet, sets the scene; the amounts come after."""
    if not clause.verb.gerund or clause.verb.negated:
        return False
    objects = [p for p in clause.parts if not p.used and p.kind == "object"]
    if len(objects) != 1 or len(objects) != len([p for p in clause.parts if not p.used]):
        return False
    np = objects[0].np
    if (
        np is None
        or np.value is not None
        or np.quantity is not None
        or np.det is not None
        or np.owner is not None
        or np.head is None
        or not np.head.endswith("s")
    ):
        return False
    unit = unit_name(np.head)
    if any(same_unit(k[1], unit) for k in ctx.model.holdings):
        return False
    objects[0].used = True
    return True


def _distribute(stream: Stream, clause: Clause, holders: list[Entity]) -> list[Entity]:
    """ "Sam and Tom each buy 3 pens": one event per member; a joint event is refused."""
    if len(holders) == 1 and not holders[0].members:
        return holders
    members = holders if len(holders) > 1 else []
    if not members:
        return holders
    distributive = [
        p
        for p in clause.parts
        if not p.used and p.kind == "word" and p.word == "each" and p.first < clause.verb.first
    ]
    if not distributive:
        # ("Tom and Sam buy 3 apples for $2 each": that "each" is the apples' price; "buy 2
        # boxes of 6 pencils each", "3 apples each for $2": each box, each apple, or each one?)
        stream.fail(
            "ambiguous",
            "group.joint_event",
            "whether each of them or all of them together is not said",
            clause.first,
        )
    distributive[0].used = True
    return members


def _object_times(clause: Clause, objects: list[Part]) -> dict[int, str]:
    """ "58 points in its first game and 64 points in its second game": each amount's own time
    (keyed by its first token), the time phrase right after it; every amount must have one,
    or none is read."""
    out: dict[int, str] = {}
    after_parts: list[Part] = []
    for obj in objects:
        at = clause.parts.index(obj)
        after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
        if after is None or after.used or after.kind not in ("pp", "word"):
            return {}
        when = clause_time(Clause([], False, clause.verb, [after], after.first, after.end))
        if when is None:
            when = place_label(after)
        if when is None:
            return {}
        out[obj.first] = when
        after_parts.append(after)
    if len(set(out.values())) != len(out):
        return {}
    for after in after_parts:
        after.used = True
    return out


def place_label(part: Part) -> str | None:
    """ "45 cents in his pocket and 80 cents in his backpack": a place that tells one amount of
    a list from another (a determiner or an owner, no number) labels it, as a time does."""
    np = part.np
    if (
        part.prep not in ("in", "on", "at", "inside")
        or np is None
        or np.head is None
        or np.value is not None
        or np.quantity is not None
        or np.name is not None
        or np.pronoun is not None
        or (np.det is None and np.owner is None)
        or is_person_phrase(np)
    ):
        return None
    return f"{part.prep} {np.head}" if not np.mods else f"{part.prep} {' '.join(np.mods)} {np.head}"


def clause_time(clause: Clause) -> str | None:
    """The time a clause's phrase labels its amounts with ("on Monday", "in the afternoon");
    a time after "than" ("10 more than on Monday") is the one compared with, not the clause's."""
    marker = _than_time_marker(clause)
    if marker is not None:
        clause = Clause(
            clause.subjects, False, clause.verb, clause.parts[:marker], clause.first, clause.end
        )
    days = words("time_unit_day") | words("month") | words("season")
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.np is None
            or part.prep not in ("on", "in", "during", "at", "by")
        ):
            continue
        np = part.np
        if np.head in days or (
            np.value is None
            and np.quantity is None
            and (
                np.head in ("morning", "afternoon", "evening", "night", "weekend")
                or (
                    # "in the basketball game", "at her party", "in its first game": an occasion
                    np.head in _TIME_HEADS
                    and (
                        np.det in ("the", "its", "his", "her", "their")
                        or np.owner is not None
                        or (
                            np.det in ("a", "an")
                            and np.head in _OCCASIONS
                            and part.prep in ("in", "at")  # (not "spent $10 on a game")
                        )
                    )
                    and unit_table().lookup(np.head) is None
                )
            )
        ):
            part.used = True
            mods = " ".join(np.mods)
            return f"{part.prep} {mods + ' ' if mods else ''}{np.head}"
    for part in clause.parts:
        if (
            not part.used
            and part.kind == "object"
            and part.np is not None
            and part.np.head in days
            and part.np.value is None
        ):
            part.used = True
            return part.np.head
    frame = clause.verb.frame
    if clause.verb.be or (frame is not None and frame.cls == "hold"):
        return None  # ("had 12 mangoes yesterday. Today she buys 6.": one holding, then a change)
    for part in clause.parts:
        if part.kind == "word" and part.word in _DAY_WORDS:
            part.used = True
            return part.word  # "bought 4 pens yesterday", "How many did he buy today?"
        if part.kind == "word" and part.word and part.word.split(" ")[0] in ("last", "this"):
            part.used = True
            return part.word  # "sold 86 geckos last year", "How many did he sell this year?"
    return None


_DAY_WORDS: Final = frozenset({"yesterday", "today", "tonight"})


def _compare(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    group: str | None,
    unit_hint: str | None = None,
) -> str:
    """X = Y + n, X = Y - n or X = factor * Y, between holdings (or events of ``group``)."""
    qid = _compare_one(ctx, stream, holder, compare, group, unit_hint)
    ctx.compared_in = ctx.sentence
    return qid


def _compare_one(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    group: str | None,
    unit_hint: str | None,
) -> str:
    model = ctx.model
    span = stream.span(compare.first, compare.end)
    if compare.other_event is not None and compare.other_event != group:
        # "Bo has 4 times the number of cups Ann broke": a holding against an event
        stream.fail(
            "unsupported_sentence",
            "compare.other_event",
            "compared with another kind of event than the clause's",
            compare.first,
        )
    across = _compare_across(ctx, stream, holder, compare, span, group)
    if across is not None:
        return across
    assert compare.other is not None
    other = entity_of(ctx.refs, stream, compare.other)
    unit = unit_hint
    label = None
    if compare.unit_phrase is not None:
        found = phrase_unit(compare.unit_phrase)
        if found is not None:
            unit, label = found
    if compare.money is not None:
        unit = "dollars" if compare.money == "dollars" else "cents"
    if compare.attribute is not None:
        label = compare.attribute
        if (
            label == "height"
            and compare.kind == "fewer"
            and other is not None
            and any(k[0] == other.key and k[2] == "length" for k in model.holdings)
            and not any(k[0] == other.key and k[2] == "height" for k in model.holdings)
        ):
            label = compare.attribute = (
                "length"  # "shorter" than a length ("a trip 318 miles long")
            )
        unit = unit or ATTRIBUTE_UNITS.get(compare.attribute)
        if unit is None:
            keys = (
                [k for k in model.holdings if k[0] == other.key and k[2] == label]
                if other is not None
                else []
            )
            if len(keys) == 1:
                unit = keys[0][1]
    if other is None:
        # "5 more than the number of apples Tom has"-style phrases are not read
        stream.fail(
            "unsupported_sentence",
            "compare.other",
            "compared with what is not a holder",
            compare.first,
        )
    if group is None:
        if unit is None:
            units = {k[1] for k in model.holdings if k[0] == other.key}
            if len(units) != 1:
                stream.fail(
                    "ambiguous",
                    "compare.unit",
                    "the comparison does not say what it counts",
                    compare.first,
                )
            unit = units.pop()
        if (
            not ctx.clause_past
            and compare.other_verb not in ("had", "did")
            and other.key in ctx.past_stated
            and other.key not in ctx.present
        ):
            # "Ann had 30 apples. Ben has 5 more than Ann.": than Ann had, or has now?
            stream.fail(
                "ambiguous",
                "compare.which_time",
                f"{other.key}'s {unit} are told as they were; the comparison is of now",
                compare.first,
            )
        if compare.other_verb in ("had", "did") and other.key in ctx.present:
            # "Ann has 12 apples. Tom had 3 more than she did.": than she had when?
            stream.fail(
                "ambiguous",
                "compare.which_time",
                f"{other.key}'s {unit} are told as they are now; the comparison is of before",
                compare.first,
            )
        if compare.other_verb in ("had", "did") and model.changed(other.key, unit, label):
            # "5 more cards than Ben had", after Ben's cards changed: had when?
            stream.fail(
                "ambiguous",
                "compare.which_time",
                f"{other.key}'s {unit} changed: which of them is compared is not said",
                compare.first,
            )
        if not ctx.clause_past and not model.events and other.key not in ctx.past_stated:
            # ("Lizzie has half as many as Bobbie. Bobbie has three times as many as Billie."):
            # the other's holding is spoken of as it is now
            ctx.present.setdefault(other.key, False)
        elif ctx.clause_past and other.key not in ctx.present:
            ctx.past_stated.add(other.key)  # ("Julia had half as many as Owen": as it was)
        keys = model.holding_keys(other.key, unit)
        if compare.unit_phrase is None and label is None and len(keys) == 1:
            # "Will has 15 toy cars. Jack has twice as many as Will.": of that one holding
            label = keys[0][2]
        base = model.current(other.key, unit, label, span)
        if base is None:
            base = model.unknown(unit, other.key, label, span)
            model.holdings[(other.key, unit, label)] = base
            model.starts.setdefault((other.key, unit, label), base)
    else:
        found_events = [
            e
            for e in model.events
            if e.group == group
            and e.actor == other.key
            and (unit is None or same_unit(e.unit, unit))
        ]
        if len(found_events) != 1:
            stream.fail(
                "ambiguous",
                "compare.event",
                "which of the other's events is compared is not clear",
                compare.first,
            )
        base = found_events[0].amount
        unit = model.unit_of(base)
        label = found_events[0].label
    named = phrase_unit(compare.unit_phrase) if compare.unit_phrase is not None else None
    asked_unit = named[0] if named is not None else compare.money
    if asked_unit is not None and not same_unit(model.unit_of(base), asked_unit):
        # "Tom ran 3 miles. Sam ran twice as many kilometers.", "3 quarters ... twice as much
        # money": a multiple of an amount in another unit is not read
        stream.fail(
            "unit_mismatch",
            "compare.unit_conversion",
            f"compared in {asked_unit} with an amount in {model.unit_of(base)}",
            compare.first,
        )
    if compare.kind == "times":
        factor = _factor(model, compare.value, span)
        if compare.offset is None:
            return model.derive("product", (base, factor), "scale", unit, holder, label, span)
        multiple = model.derive("product", (base, factor), "scale", unit, None, label, span)
        kind, value, money, offset_unit = compare.offset
        named = phrase_unit(offset_unit) if offset_unit is not None else None
        if (money is not None and money != unit) or (
            named is not None and not same_unit(named[0], unit)
        ):
            stream.fail(
                "unit_mismatch",
                "compare.offset_unit",
                "the amount added to the multiple is in another unit",
                compare.first,
            )
        diff = model.given(value, unit, None, "difference", span)
        return model.derive(
            "sum" if kind == "more" else "difference",
            (multiple, diff),
            "compare",
            unit,
            holder,
            label,
            span,
        )
    diff = model.given(compare.value, unit, None, "difference", span)
    kind = "sum" if compare.kind == "more" else "difference"
    return model.derive(kind, (base, diff), "compare", unit, holder, label, span)


def _one_kind_before(ctx: Context, stream: Stream, compare: Compare) -> None:
    """ "Ann has 6 pens and 2 pencils. Ben has twice as many.": twice as many of which? The
    amounts read so far in this sentence, else in the sentence before, must be of one kind."""
    here = [unit for at, unit in ctx.amount_log if at == ctx.sentence]
    if not here:
        before = [at for at, _ in ctx.amount_log if at < ctx.sentence]
        last = max(before) if before else None
        here = [unit for at, unit in ctx.amount_log if at == last]
    if len({noun_key(unit) for unit in here}) > 1:
        stream.fail(
            "ambiguous",
            "compare.other",
            "as many as which of the amounts before is not said",
            compare.first,
        )


def _is_attribute(qid: str, attribute: str, model: Model) -> bool:
    """Whether quantity ``qid`` may be the ``attribute`` a comparison speaks of: labelled so
    ("48 inches tall": height), or unlabelled in a dimension the attribute has ("worked for
    12 hours ... twice as long")."""
    draft = model.by_id[qid]
    if draft.label is not None:
        return draft.label == attribute
    unit = unit_table().lookup(draft.unit)
    return unit is not None and unit.dimension in ATTRIBUTE_DIMENSIONS.get(attribute, ())


def _compare_across(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    span: tuple[int, int],
    group: str | None = None,
) -> str | None:
    """Comparisons with an amount rather than a holder: "twice as many ducks as goats" (the
    holder's goats), "half as many" (the amount just read). Across two units the factor is a
    rate ("2 ducks per goat"); ``None`` when the comparison is with a holder."""
    model = ctx.model
    other = compare.other
    base: str | None = None
    base_unit = ""
    if other is None and compare.other_when is not None:
        # "On Tuesday she read twice as many pages as on Monday": her own event then
        then = [
            e
            for e in model.events
            if e.actor == holder
            and e.when == compare.other_when
            and (group is None or e.group == group)
        ]
        if len(then) != 1:
            stream.fail(
                "unsupported_sentence",
                "compare.which_time",
                f"no one amount of {holder} told {compare.other_when}"
                if not then
                else f"more than one amount of {holder} told {compare.other_when}",
                compare.first,
            )
        base, base_unit = then[0].amount, then[0].unit
    elif other is None:
        if ctx.compared_in is not None and ctx.compared_in != ctx.sentence:
            # "Tom has 5. Sam has twice as many. Ann has twice as many.": as Tom, or as Sam?
            stream.fail(
                "ambiguous",
                "compare.other",
                "as many as the amount compared before, or as what it was compared with?",
                compare.first,
            )
        if ctx.last_amount is None:
            stream.fail(
                "unsupported_sentence",
                "compare.other",
                "as many as what is not said",
                compare.first,
            )
        base, base_unit = ctx.last_amount.qid, ctx.last_amount.unit
        if group is not None:
            told_by = [e for e in model.events if e.amount == base]
            own = [e for e in model.events if e.actor == holder and e.group == group]
            if own and (not told_by or any(e.group != group or e.actor != holder for e in told_by)):
                # "He sold 15 shells. On Tuesday, he collected 4 times as many shells.",
                # "Rosa picked 15. On Friday, Noah picked twice as many.": as many as the
                # amount just told, which another verb or another person did?
                stream.fail(
                    "ambiguous",
                    "compare.other",
                    "as many as the amount just told, which is not of this verb and holder",
                    compare.first,
                )
            if any(e.group != group for e in told_by) and any(
                e.group == group and e.amount != base and same_unit(e.unit, base_unit)
                for e in model.events
            ):
                # "Kim picked 30 apples. She ate 4 of them. Her brother picked twice that
                # many.": the 4 eaten just told, or the 30 picked, as he picked?
                stream.fail(
                    "ambiguous",
                    "compare.other",
                    "as many as the amount just told, or as the one this verb told before?",
                    compare.first,
                )
        last_told = ctx.amount_log[-1][0] if ctx.amount_log else None
        if (
            last_told is not None
            and sum(
                1 for at, unit in ctx.amount_log if at == last_told and same_unit(unit, base_unit)
            )
            > 1
        ):
            # "picks 20 on Thursday and 17 on Friday. He picks four times as many on
            # Sunday.": as many as which of them, or as both?
            stream.fail(
                "ambiguous",
                "compare.other",
                "as many as which of the amounts just told is not said",
                compare.first,
            )
        _one_kind_before(ctx, stream, compare)
        named_unit = phrase_unit(compare.unit_phrase) if compare.unit_phrase is not None else None
        if named_unit is not None and not same_unit(named_unit[0], base_unit):
            told = {
                noun_key(unit)
                for unit in [k[1] for k in model.holdings] + [e.unit for e in model.events]
                if unit_table().lookup(unit) is None
            }
            if len(told) > 1:
                # "Sam has 5 cows. He has 3 pigs. He has twice as many goats.": as many as the
                # pigs, or the cows? Another kind than the one told last, of several told
                stream.fail(
                    "ambiguous",
                    "compare.other",
                    f"as many {named_unit[0]} as which of the kinds told is not said",
                    compare.first,
                )
        if (
            compare.attribute == "height"
            and compare.kind == "fewer"
            and model.by_id[base].label == "length"
        ):
            compare.attribute = "length"  # "shorter" than a length just told
        if compare.attribute is not None and not _is_attribute(base, compare.attribute, model):
            # "Bo has 3 pens. Cy is twice as tall.": as tall as what is not said
            stream.fail(
                "unsupported_sentence",
                "compare.other",
                f"the comparison is of {compare.attribute}, and the amount before is not",
                compare.first,
            )
    elif (
        other.det is None
        and other.owner is None
        and other.name is None
        and other.pronoun is None
        and other.value is None
        and other.head is not None
        and not is_person_phrase(other)
        and plural_noun(other.head)
        and compare.unit_phrase is not None
    ):
        base_unit = unit_name(other.head)
        named_other = phrase_unit(other)
        # ("27 fewer large boxes than small boxes": the small ones)
        other_label = named_other[1] if named_other is not None else None
        base = model.current(holder, base_unit, other_label, span)
        if base is None and not model.events and not model.holding_keys(holder, base_unit):
            # "A farmer has twice as many pigs as cows. He has 4 more cows than goats.": the
            # cows are told later (or solved for); before any event, so of the same time
            key = (holder, base_unit, other_label)
            base = model.unknown(base_unit, holder, other_label, span)
            model.holdings[key] = base
            model.starts.setdefault(key, base)
        if base is None:
            stream.fail(
                "unsupported_sentence",
                "compare.other",
                f"{holder} holds no {base_unit} to compare with",
                compare.first,
            )
    if base is None:
        return None
    named = phrase_unit(compare.unit_phrase) if compare.unit_phrase is not None else None
    unit, label = named if named is not None else (base_unit, model.by_id[base].label)
    if (
        compare.kind in ("more", "fewer")
        and compare.other is None
        and compare.attribute is not None
        and compare.offset is None
    ):
        # "Tom is 50 inches tall. Sue is 3 inches taller.": than the height just told, of
        # someone else
        told = {k[0] for k in model.holdings if k[2] == compare.attribute and k[0] != holder}
        if (
            model.by_id[base].holder in (holder, None)
            or not same_unit(unit, base_unit)
            or len(told) != 1
        ):
            # ("Tom is 50 inches tall. Sue is 40. Ann is 3 inches taller.": than whom?)
            stream.fail(
                "unsupported_sentence",
                "compare.other",
                f"{compare.attribute} compared with what is not said",
                compare.first,
            )
        diff = model.given(compare.value, unit, None, "difference", span)
        kind = "sum" if compare.kind == "more" else "difference"
        label = compare.attribute
        return model.derive(kind, (base, diff), "compare", unit, holder, label, span)
    if (
        compare.kind in ("more", "fewer")
        and compare.other is not None
        and compare.offset is None
        and same_unit(unit, base_unit)
        and label is not None
        and model.by_id[base].label is not None
        and label != model.by_id[base].label
    ):  # (two kinds: "3 more apples than red apples" may count the red ones in)
        # "It has 64 small boxes and 27 fewer large boxes than small boxes": its own others
        diff = model.given(compare.value, unit, None, "difference", span)
        kind = "sum" if compare.kind == "more" else "difference"
        qid = model.derive(kind, (base, diff), "compare", unit, holder, label, span)
        _sibling_part(ctx, stream, base, qid, label, compare.first)
        return qid
    if (
        compare.kind in ("more", "fewer")
        and compare.other is not None
        and compare.offset is None
        and compare.attribute is None
        and compare.unit_phrase is not None
        and not same_unit(unit, base_unit)
        and unit_table().lookup(unit) is None
        and unit_table().lookup(base_unit) is None
    ):
        # "He has 4 more cows than goats": as many cows as goats (one per goat), and 4 more;
        # counts of two kinds of thing, never measures ("3 more miles than hours")
        one = model.given(1, f"{unit}/{singular(base_unit)}", None, None, span)
        same = model.derive("product", (base, one), "rate", unit, None, label, span)
        diff = model.given(compare.value, unit, None, "difference", span)
        kind = "sum" if compare.kind == "more" else "difference"
        return model.derive(kind, (same, diff), "compare", unit, holder, label, span)
    if (
        compare.kind == "fewer"
        and compare.other is None
        and compare.attribute is None
        and compare.offset is None
        and compare.unit_phrase is not None
        and same_unit(unit, base_unit)
        and label == model.by_id[base].label
        and (
            any(e.amount == base and e.group == group for e in model.events)
            if group is not None
            else base in model.holdings.values()
        )  # (a holding against a holding, an event against an event of its verb)
    ):
        # "Zara read 24 pages on Saturday. On Sunday she read 8 fewer pages.": fewer than
        # the amount just told
        diff = model.given(compare.value, unit, None, "difference", span)
        return model.derive("difference", (base, diff), "compare", unit, holder, label, span)
    if compare.kind != "times" or compare.offset is not None:
        stream.fail(
            "unsupported_sentence",
            "compare.across",
            "only 'N times as many' is read against an amount",
            compare.first,
        )
    if same_unit(unit, base_unit):
        factor = _factor(model, compare.value, span)
        qid = model.derive("product", (base, factor), "scale", unit, holder, label, span)
        if label != model.by_id[base].label:
            _sibling_part(ctx, stream, base, qid, label, compare.first)
        return qid
    table = unit_table()
    measures = [table.lookup(u if u != "dollars" else "cents") for u in (unit, base_unit)]
    base_label = model.by_id[base].label or ""
    if all(m is not None for m in measures) or noun_key(unit) in {
        noun_key(w) for w in base_label.split(" ")
    }:
        # ("2 pairs of socks ... twice as many socks": of the pairs, or of the socks?)
        # "Tom ran 3 miles. Sam ran twice as many kilometers.": a multiple of a measure in
        # another unit of it is no rate of one per the other
        stream.fail(
            "unit_mismatch",
            "compare.unit_conversion",
            f"compared in {unit} with an amount in {base_unit}",
            compare.first,
        )
    rate = model.given(compare.value, f"{unit}/{singular(base_unit)}", None, None, span)
    return model.derive("product", (base, rate), "rate", unit, holder, label, span)


def _sibling_part(
    ctx: Context, stream: Stream, base: str, qid: str, kind: str | None, at: int
) -> None:
    """ "Sam has 10 balls. 4 of them are red. He has 1 more blue balls than red balls.": the
    blue ones, told through a part of the whole, are a part of it too (not more balls beside
    the 10); a part told after the rest is refused, as a part is."""
    for partition in ctx.partitions:
        if base not in partition.parts or kind is None:
            continue
        if kind in partition.kinds:
            stream.fail(
                "inconsistent", "partition.kind_twice", f"the {kind} part is stated twice", at
            )
        if partition.rest:
            stream.fail(
                "unsupported_sentence", "partition.after_rest", "a part named after the rest", at
            )
        partition.parts.append(qid)
        partition.kinds.append(kind)
        return


def _state(ctx: Context, stream: Stream, holder: str, ref: AmountRef, restate: bool) -> None:
    model = ctx.model
    if noun_key(holder.rsplit(" ", maxsplit=1)[-1]) == noun_key(ref.unit):
        # "Nora bought 4 cups. They were twice as much.": cups that hold cups are a misread
        # of what is compared (their price)
        raise ReadError(
            "unsupported_sentence",
            "holding.self",
            f"{holder} would hold {ref.unit}",
            model.by_id[ref.qid].span,
        )
    draft = model.by_id[ref.qid]
    key = (holder, ref.unit, ref.label)
    if draft.derived or draft.value is None:
        if key in model.holdings and model.by_id[model.holdings[key]].placeholder:
            # "Together Mia and Leo have 30 marbles. Mia has 6 more than Leo.": Mia's share
            model.unify(model.holdings[key], ref.qid)
            return
        if (
            key in model.holdings
            and draft.derived
            and _told_once(model, key)
            and any(r.result == ref.qid and r.role in ("compare", "scale") for r in model.relations)
        ):
            # "Ann is 12. She is 3 years older than Tom.": what Ann's 12 says of Tom's (the
            # solver finds Tom's, or checks it when it is told too)
            model.unify(model.holdings[key], ref.qid)
            return
        if key in model.holdings and draft.derived and _open_base(model, key):
            # "Lizzie has half as many as Bobbie. Bobbie has three times as many as Billie.":
            # the comparison now says what the first left open
            if _depends_on(model, ref.qid, model.holdings[key]):
                # ("Bobbie has three times as many as Lizzie": each told by the other)
                stream.fail(
                    "unsupported_sentence",
                    "compare.circular",
                    f"{holder}'s {ref.unit} are told through an amount told through them",
                )
            model.unify(model.holdings[key], ref.qid)
            return
        if key in model.holdings:
            stream.fail(
                "inconsistent", "holding.conflict", f"{holder}'s {ref.unit} are stated twice"
            )
        model.holdings[key] = ref.qid
        model.starts.setdefault(key, ref.qid)
        model.versions.setdefault(key, 1)  # (a holding told by a comparison is a first value)
        return
    # a plain number: a new holding, or what the current one now is
    model.quantities.remove(draft)
    del model.by_id[ref.qid]
    # ("Ann has twice as many as Anton. If Ann has 60, ...": the condition gives the value
    # the comparison left open, at the same time only)
    if (
        ctx.conditioned
        and key in model.holdings
        and (
            (
                model.by_id[model.holdings[key]].derived
                and ((holder in ctx.past_stated) != ctx.clause_past or model.changed(*key))
            )
            or (ctx.clause_past and holder in ctx.present and _open_base(model, key))
            or (not ctx.clause_past and holder in ctx.past_stated and _open_base(model, key))
        )
    ):  # (or after events: "gives away 6. If Ann has 60, ...": 60 before or after them?;
        # "Owen has three times as many as Kate. If Kate had 6, ...": had when?)
        stream.fail(
            "ambiguous",
            "compare.which_time",
            f"the condition gives {holder}'s {ref.unit} at another time than the comparison",
        )
    restate = restate or ctx.conditioned
    held = model.state(holder, draft.value, ref.unit, ref.label, draft.span, restate=restate)
    if ctx.last_amount is not None and ctx.last_amount.qid == ref.qid:
        ctx.last_amount = AmountRef(held, ref.unit, ref.label)


def _depends_on(model: Model, qid: str, base: str) -> bool:
    """Whether the relations that define ``qid`` reach ``base``."""
    defining = {r.result: r.operands for r in model.relations}
    todo, seen = [qid], set()
    while todo:
        current = todo.pop()
        if current == base:
            return True
        if current in seen:
            continue
        seen.add(current)
        todo.extend(defining.get(current, ()))
    return False


def _open_base(model: Model, key: tuple[str, str, str | None]) -> bool:
    """Whether the holding ``key`` is only the unknown base of comparisons made so far
    ("as many as Bobbie" before Bobbie's crayons are told): no value, no relation defines
    it, nothing changed it, and a comparison uses it."""
    qid = model.holdings[key]
    draft = model.by_id[qid]
    return (
        draft.value is None
        and not draft.derived
        and not draft.placeholder
        and not model.changed(*key)
        and model.starts.get(key) == qid
        and all(r.result != qid for r in model.relations)
        and any(
            qid in r.operands and r.role in ("compare", "scale", "rate") for r in model.relations
        )  # ("twice as many pigs as cows": a rate of pigs per cow)
    )


def _told_once(model: Model, key: tuple[str, str, str | None]) -> bool:
    """Whether the holding ``key`` is one number the text stated and nothing changed since."""
    draft = model.by_id[model.holdings[key]]
    return (
        not draft.derived
        and not draft.placeholder
        and draft.value is not None
        and not model.changed(*key)
    )


def _hold(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    model = ctx.model
    subjects = clause.subjects
    plural_each = (
        subjects
        and subjects[0].det is None
        and subjects[0].owner is None
        and subjects[0].head is not None
        and subjects[0].value is None
        and not is_person_phrase(subjects[0])
        and clause.has("word", word="each")
    )
    if plural_each:
        clause.take("word", word="each")
        _rate_of_each(ctx, stream, clause, subjects[0])
        return
    if (
        subjects
        and subjects[0].det in ("each", "every")
        and subjects[0].name is None
        and subjects[0].head is not None
        and len(subjects) == 1
    ):
        # "Each box holds 8 crayons", "Each child has 2 apples": so many per one, not one's
        _rate_of_each(ctx, stream, clause, subjects[0])
        return
    dual: str | None = None
    if (
        subjects
        and subjects[0].det in ("a", "an")
        and subjects[0].head is not None
        and not is_person_phrase(subjects[0])
        and len(subjects) == 1
    ):
        objects = [p for p in clause.parts if p.kind == "object" and not p.used]
        if len(objects) == 1 and objects[0].np is not None and objects[0].np.value is not None:
            # "A large pizza has 16 slices": one pizza's slices, and slices per pizza;
            # the text goes on to use one of the two readings, the other may stay unused
            head = subjects[0].head
            assert head is not None
            if any(same_unit(k[1], unit_name(head)) for k in model.holdings):
                # "Tom has 3 bags. A bag has 4 apples.": one of his bags, or each of them?
                stream.fail(
                    "ambiguous",
                    "each.one_or_every",
                    f"'a {head}' after {unit_name(head)} were counted: one of them, or each?",
                    clause.first,
                )
            dual = _rate_of_each(ctx, stream, clause, subjects[0], optional=True)
            for part in clause.parts:
                if part.kind == "object":
                    part.used = False
    if not holders:
        stream.fail(
            "unsupported_sentence", "hold.no_holder", "who holds this is not said", clause.first
        )
    compares = clause.take_all("compare")
    compare = compares[0] if compares else None
    _listed_compares(stream, clause, compares)
    _nothing_after_compare(stream, clause, compares[-1] if compares else None)
    each = clause.take("word", word="each") is not None
    together = clause.take("word", word=("total", "altogether")) is not None or any(
        p.kind == "word" and p.word in ("together", "altogether") for p in clause.parts
    )  # (a filler word elsewhere, but here it says whose the amount is)
    left = clause.take("word", word=("left", "remaining", "leftover")) is not None
    if len(holders) > 1 and not each and not together:
        stream.fail(
            "ambiguous",
            "group.joint_holding",
            "whether each of them or all of them together is not said",
            clause.first,
        )
    targets = (
        [h.key for h in holders]
        if each or len(holders) == 1
        else [" and ".join(h.key for h in holders)]
    )
    if together and len(holders) > 1:
        ctx.refs.add(targets[0], "group", None, True, tuple(h.key for h in holders))
    for compare in compares:
        assert compare.compare is not None
        held_before = {k[0] for k in model.holdings}
        # only the objects before the comparison are its base ("has 24 cows and four times as
        # many chickens"); any after it ("..., minus 3") are left unread, and refused
        before = [
            p
            for p in clause.parts
            if p.kind == "object" and not p.used and p.np is not None and p.end <= compare.first
        ]
        if before and len(targets) == 1:
            for part in before:
                part.used = True
                assert part.np is not None
                ref = _amount(ctx, stream, part.np, targets[0])
                _state(ctx, stream, targets[0], ref, restate=False)
        if compare.compare.other_verb is None and clause.verb.past:
            compare.compare.other_verb = "had"  # "Ben had 3 more than Ann": than Ann had, when?
        for holder in targets:
            if not clause.verb.past and holder not in ctx.present and holder in held_before:
                # "Ann had 12 apples. She has 3 more than Tom.": now, or when she had 12?
                stream.fail(
                    "ambiguous",
                    "compare.which_time",
                    f"{holder}'s holding was told as it was; this comparison is of now",
                    compare.first,
                )
            if clause.verb.past:
                ctx.past_stated.add(holder)
            if clause.verb.past and holder in ctx.present:
                # "Ann has 12 apples. Yesterday she had 3 more than Tom.": then, not now
                stream.fail(
                    "ambiguous",
                    "compare.which_time",
                    f"{holder}'s holding is told as it is now; this comparison is of before",
                    compare.first,
                )
            if not clause.verb.past and not model.events:
                ctx.present.setdefault(holder, False)  # ("Ben has twice as many": now)
            qid = _compare(ctx, stream, holder, compare.compare, None)
            ref = AmountRef(qid, model.unit_of(qid), model.by_id[qid].label)
            others = [k for k in model.holdings if k[0] != holder and same_unit(k[1], ref.unit)]
            if others and (holder == "there" or any(k[0] == "there" for k in others)):
                stream.fail(
                    "ambiguous",
                    "there.which_place",
                    f"where these {ref.unit} are is not said, and other {ref.unit} were told of",
                    compare.first,
                )
            _state(ctx, stream, holder, ref, restate=False)
    if compares:
        return
    phrases = _objects(clause)
    if not phrases:
        stream.fail(
            "unsupported_sentence", "hold.no_amount", "has what is not said", clause.verb.end
        )
    per = clause.take("per")
    clause_words = {t.low for t in stream.tokens[clause.first : clause.end]}
    for holder in targets:
        if when is not None and per is None:
            model.held_when.setdefault(holder, when)  # ("Ann had 10 apples on Tuesday")
        if "today" in clause_words and per is None and not model.events:
            ctx.present.setdefault(holder, False)  # ("Ann had 10 apples today": as of now)
        if not clause.verb.past and per is None and not model.events:
            ctx.present[holder] = "now" in clause_words
        for phrase in phrases:
            np = _of_them_as_count(phrase)
            if np.det == "another":
                stream.fail(
                    "ambiguous",
                    "hold.another",
                    "'another' does not say in addition to what",
                    np.first,
                )
            if np.more:
                stream.fail(
                    "unsupported_sentence",
                    "hold.more",
                    "'has N more' does not say more than what",
                    np.first,
                )
            if np.quantity is not None:
                stream.fail(
                    "unsupported_sentence", "hold.partitive", "a part of something", np.first
                )
            ref = _amount(ctx, stream, np, holder)
            if (
                ref.qid
                and model.by_id[ref.qid].value is None
                and not model.by_id[ref.qid].derived
                and not _unknown_start(model, np, holder, ref, per, left)
            ):
                stream.fail("unknown_operand", "hold.vague", "the amount is not a number", np.first)
            if per is not None:
                assert per.word is not None
                draft = model.by_id[ref.qid]
                draft.unit = f"{ref.unit}/{singular(per.word)}"
                model.rates.append(Rate(ref.qid, ref.unit, per.word, holder, None, when))
                continue
            at = clause.object_times.get(np.first, when)
            if at is not None and ref.label is None:
                model.by_id[ref.qid].label = at
                ref = AmountRef(ref.qid, ref.unit, at)
            if (
                clause.verb.past
                and not left
                and "now" not in clause_words
                and any(holder in (e.actor, e.other) for e in model.events)
            ):
                # "He gives his sister 2 apples. His sister had 3 apples.": before or after?
                stream.fail(
                    "ambiguous",
                    "time.past_holding",
                    f"{holder}'s holding in the past, after an event that changed it:"
                    " before or after is not said",
                    np.first,
                )
            _state(ctx, stream, holder, ref, restate=left or bool(model.events))
            held = model.holdings.get((holder, ref.unit, ref.label))
            if dual is not None and held is not None:
                model.by_id[held].optional = True  # (the rate may be the reading used)
                model.alternatives.append((dual, held))
        if clause.verb.past and per is None:
            ctx.past_stated.add(holder)  # (after its statement: "If Mia had 45" is checked first)
    if together and len(holders) > 1 and len(phrases) == 1:
        _joint_total(ctx, stream, targets[0], holders)


def _share_equally(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """ "Four friends share 36 grapes equally", "divided 72 stickers equally among 8
    students", "Grace and Drew share 20 stickers equally": each member gets the amount over
    the count, a rate per member (and each named member gets that much).

    Only an equal share is read ("so that Rosa gets 4 times as many" is refused); the
    amount is stated, or "them" (the sharer's one holding of the unit last spoken of).
    """
    model = ctx.model
    words_here = {t.low for t in stream.tokens[clause.first : clause.end]}
    if not words_here & {"equally", "evenly"}:
        stream.fail("unsupported_sentence", "share.unequal", "a share that is not said to be equal")
    among = clause.take("pp", prep=("among", "between", "amongst"))
    objects = _objects(clause)
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "share.amount", "one amount is shared", clause.verb.end)
    np = objects[0]
    subject = clause.subjects[0] if len(clause.subjects) == 1 else None
    sharer = holders[0] if len(holders) == 1 else None
    if np.pronoun in ("them", "it"):
        recent = ctx.recent_unit
        key = (sharer.key, recent, None) if sharer is not None and recent is not None else None
        if key is None or key not in model.holdings:
            stream.fail("ambiguous", "share.amount", "what 'them' is is not said", np.first)
        total, unit, label = model.holdings[key], key[1], None
    else:
        ref = _amount(ctx, stream, np, sharer.key if sharer is not None else None)
        total, unit, label = ref.qid, ref.unit, ref.label
    named: list[Entity] = []
    if among is not None and among.np is not None and among.np.value is not None:
        count, member = among.np.value, among.np.head
    elif among is None and subject is not None and subject.value is not None:
        count, member = subject.value, subject.head  # "Four friends share 36 grapes"
    elif among is None and len(holders) > 1:
        count, member, named = len(holders), "person", holders
    else:
        stream.fail("unsupported_sentence", "share.count", "shared among how many is not said")
    if member is None or count is None:
        stream.fail("unsupported_sentence", "share.count", "shared among whom is not said")
    span = stream.span(np.first, np.end)
    people = model.given(count, "1", None, "sharers", span)
    each = model.derive("quotient", (total, people), "share", unit, None, label, span)
    per = model.given(1, unit_name(member), None, None, span)
    rate_unit = f"{unit}/{singular(unit_name(member))}"
    rate = model.derive("quotient", (each, per), "share", rate_unit, None, label, span)
    held = total if sharer is not None and total in model.holdings.values() else None
    owner = sharer.key if sharer is not None and held is not None else None
    given_away = (
        owner is not None
        and held is not None
        and among is not None
        and is_person_noun(singular(member))
    )  # (among bags they are still hers, in the bags)
    model.rates.append(
        Rate(rate, unit, unit_name(member), owner, "get", when, whole=None if given_away else held)
    )
    if given_away and singular(member) in _ANYONE:
        # "She shares them equally among 3 people": she may be one of them; what she keeps
        # is not said (a question about it finds nothing to solve)
        assert owner is not None
        kept: tuple[str, str, str | None] = (owner, unit, label)
        model.holdings[kept] = model.unknown(unit, owner, label, span)
        model.versions[kept] = model.versions.get(kept, 1) + 1
    elif given_away:
        # "She shares them equally among 3 friends": hers all go to them (so the shares stay
        # what they were whatever she does next: a loss from nothing is refused as negative)
        assert owner is not None
        given = model.derive("product", (each, people), "share", unit, owner, label, span)
        model.change(owner, given, False, "transfer", span, label)
        model.event("give", owner, given, when=when)
    for entity in named:
        # each of "Grace and Drew" gets the share
        model.event("get", entity.key, each, when=when)
        model.change(entity.key, each, True, "change", span, label)


_ANYONE: Final = frozenset({"person", "people", "child", "kid", "member", "student"})
"""Members a sharer may be one of ("among 3 people")."""


def _number_here(stream: Stream) -> bool:
    token = stream.peek()
    return token is not None and (token.text[:1].isdigit() or token.low in words("number_word"))


def _it_takes(ctx: Context, stream: Stream, when: str | None) -> None:
    """ "It takes David 10 minutes to wash 4 windows.": a rate, so much done per time (of the
    person named, or of nobody: "It takes 10 minutes to pit 20 cherries").

    it_takes := "it" TAKE [person] amount-of-time "to" verb_group part*
    """
    model = ctx.model
    stream.pos += 2
    who: Entity | None = None
    at = stream.pos
    if stream.check(words("object_pronoun")):
        found = ctx.refs.resolve(stream.read().low, at=at)
        if isinstance(found, str):
            stream.fail("unresolved_reference", "pronoun.unresolved", found, at)
        who = found
    elif not _number_here(stream):
        person = read_noun_phrase(stream)
        if person is None or not is_person_phrase(person):
            stream.fail("unsupported_sentence", "takes.who", "who it takes is not said", at)
        who = entity_of(ctx.refs, stream, person)
    time_np = read_noun_phrase(stream)
    found_unit = unit_table().lookup(time_np.head) if time_np is not None and time_np.head else None
    if time_np is None or found_unit is None or found_unit.dimension != "time":
        stream.fail("unsupported_sentence", "takes.time", "it takes how long is not said")
    stream.expect(("to",), "takes.to", "it takes that long to do what")
    verb = read_verb_group(stream, after_aux=True)
    if verb is None or verb.frame is None:
        stream.fail("unsupported_sentence", "takes.verb", "to do what is not said")
    parts = read_clause_parts(stream, verb.frame)
    clause = Clause([], False, verb, parts, at, stream.pos)
    objects = _objects(clause)
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "takes.amount", "how much is done in that time")
    holder = who.key if who is not None else None
    amount = measured_amount(model, stream, objects[0], holder) or _amount(
        ctx, stream, objects[0], holder
    )
    _rate_per_span(ctx, stream, amount, time_np, holder, verb.frame.event, when)
    place_context(clause)
    unused = clause.unused()
    if unused or not stream.at_end():
        first = unused[0].first if unused else stream.pos
        stream.fail(
            "unsupported_sentence", "clause.unused", "the reading leaves words unread", first
        )


def _said_together(clause: Clause) -> bool:
    """Whether the clause says its amount is of all its subjects together ("in all")."""
    return any(
        p.kind == "word" and p.word in ("total", "together", "altogether") for p in clause.parts
    )


def _joint_event(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """ "Ben and Carlos collected 50 cans in all": the amount is the sum of each one's event,
    each a placeholder until the text says what it was."""
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    objects = _objects(clause)
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "group.joint_amount", "one amount of them all")
    for part in clause.parts:
        if part.kind == "word" and part.word in ("total", "together", "altogether"):
            part.used = True
    total = _amount(ctx, stream, objects[0], None)
    shares = []
    for member in holders:
        share = model.unknown(total.unit, member.key, total.label, model.by_id[total.qid].span)
        model.by_id[share].placeholder = True
        model.shares[(frame.event, member.key)] = share
        model.event(frame.event, member.key, share, when=when, future=clause.verb.future)
        if frame.cls in ("gain", "lose"):  # (an activity, "ran 14 laps", holds nothing)
            model.change(member.key, share, frame.cls == "gain", "change", None, total.label)
        shares.append(share)
    model.relate("sum", total.qid, tuple(shares), "combine")


def _joint_total(ctx: Context, stream: Stream, joint: str, members: list[Entity]) -> None:
    """ "Together Mia and Leo have 30 marbles": the total is the sum of each one's holding,
    a placeholder until the text says what each has."""
    model = ctx.model
    keys = [k for k in model.holdings if k[0] == joint]
    if len(keys) != 1:
        return
    _, unit, label = keys[0]
    shares = []
    for member in members:
        key = (member.key, unit, label)
        qid = model.holdings.get(key)
        if qid is None:
            qid = model.unknown(unit, member.key, label, None)
            model.by_id[qid].placeholder = True
            model.holdings[key] = qid
            model.starts.setdefault(key, qid)
        shares.append(qid)
    model.relate("sum", model.holdings[keys[0]], tuple(shares), "combine")
    if joint in ctx.present:
        for member in members:  # ("Tom and Jerry have 30 together": each one's holding now)
            ctx.present.setdefault(member.key, ctx.present[joint])


def _with_each(ctx: Context, stream: Stream, clause: Clause) -> None:
    """ "20 rows with 18 seats in each row", "14 floors with 22 rooms on each": a rate."""
    parts = clause.parts
    for k in range(len(parts) - 1):
        with_part, each_part = parts[k], parts[k + 1]
        if (
            with_part.kind != "pp"
            or with_part.prep != "with"
            or with_part.np is None
            or with_part.np.value is None
            or with_part.np.quantity is not None
            or each_part.kind != "per"
            or each_part.word is None
        ):
            continue
        np = with_part.np
        no_group_per(stream, np)
        unit = phrase_unit(np)
        if unit is None:
            continue
        per = each_part.word
        qid = ctx.model.given(
            np.value, f"{unit[0]}/{singular(per)}", None, unit[1], stream.span(np.first, np.end)
        )
        ctx.model.rates.append(Rate(qid, unit[0], per, None, None, None))
        with_part.used = each_part.used = True
    for k in range(1, len(parts) - 1):
        # "3 boxes with 8 crayons each", "10 starfish with 5 arms each": per one of the things
        # just counted
        things, with_part, each_part = parts[k - 1], parts[k], parts[k + 1]
        if (
            things.kind != "object"
            or things.np is None
            or things.np.value is None
            or things.np.head is None
            or with_part.kind != "pp"
            or with_part.prep != "with"
            or with_part.used
            or with_part.np is None
            or with_part.np.value is None
            or with_part.np.quantity is not None
            or each_part.kind != "word"
            or each_part.word != "each"
            or each_part.first != with_part.end
        ):
            continue
        np = with_part.np
        no_group_per(stream, np)
        unit = phrase_unit(np)
        if unit is None or unit_table().lookup(unit[0]) is not None:
            continue  # (a measure "with 5 pounds each" is no count inside)
        per = unit_name(things.np.head)
        qid = ctx.model.given(
            np.value, f"{unit[0]}/{singular(per)}", None, unit[1], stream.span(np.first, np.end)
        )
        ctx.model.rates.append(Rate(qid, unit[0], per, None, None, None))
        with_part.used = each_part.used = True


def _that_is(ctx: Context, stream: Stream, end: int) -> bool:
    """that_is := ("that" | "this") BE compare     ("That is 17 fewer than Drew has.")

    The amount the sentence before stated, compared with someone else's
    holding, which is what the sentence tells: "Mark has 45 cards. That is 17
    fewer than Drew has." gives Drew 45 + 17. The sentence before must have
    stated exactly one amount, a holding, and the other must not hold the
    unit yet; anything else is not this statement.
    """
    if stream.low() not in ("that", "this") or stream.low(1) not in ("is", "was", "'s"):
        return False
    before = [at for at, _ in ctx.amount_log if at < ctx.sentence]
    last = ctx.last_amount
    if not before or last is None:
        return False
    if sum(1 for at, _ in ctx.amount_log if at == max(before)) != 1:
        stream.fail(
            "ambiguous", "compare.that", "'that' of which amount before is not said", stream.pos
        )
    mark = stream.mark()
    stream.pos += 1
    verb = read_verb_group(stream)
    if verb is None or not verb.be or verb.negated or verb.future or verb.hypothetical:
        stream.reset(mark)
        return False
    parts = read_clause_parts(stream, verb.frame)
    if stream.pos != end or len(parts) != 1 or parts[0].kind != "compare":
        stream.reset(mark)
        return False
    compare = parts[0].compare
    assert compare is not None
    base = ctx.model.by_id[last.qid]
    if (
        compare.other is None
        or compare.attribute is not None
        or compare.offset is not None
        or compare.other_event is not None
        or base.holder is None
        or last.qid not in ctx.model.holdings.values()  # (a holding, not an event's amount)
    ):
        stream.reset(mark)
        return False
    other = entity_of(ctx.refs, stream, compare.other)
    if other is None or other.key == base.holder:
        stream.reset(mark)
        return False
    unit, label = last.unit, last.label
    named = phrase_unit(compare.unit_phrase) if compare.unit_phrase is not None else None
    if (named is not None and not same_unit(named[0], unit)) or (
        compare.money is not None and not same_unit(compare.money, unit)
    ):
        stream.fail(
            "unit_mismatch", "compare.unit_conversion", "compared in another unit", compare.first
        )
    key = (other.key, unit, label)
    if ctx.model.holding_keys(other.key, unit):
        stream.fail(
            "ambiguous",
            "compare.that",
            f"{other.key}'s {unit} are told twice",
            compare.first,
        )
    span = stream.span(compare.first, compare.end)
    if compare.kind == "times":
        factor = _factor(ctx.model, compare.value, span)
        qid = ctx.model.derive(
            "quotient", (last.qid, factor), "scale", unit, other.key, label, span
        )
    else:
        diff = ctx.model.given(compare.value, unit, None, "difference", span)
        kind = "sum" if compare.kind == "fewer" else "difference"  # (the other has the more)
        qid = ctx.model.derive(kind, (last.qid, diff), "compare", unit, other.key, label, span)
    ctx.model.holdings[key] = qid
    ctx.model.starts.setdefault(key, qid)
    ctx.refs.new_clause(other.key)
    return True


_COME: Final = frozenset({"come", "comes", "came"})
_PACKED: Final = frozenset({"sold", "packed", "packaged", "boxed", "bagged", "bundled"})
_SELLS: Final = frozenset({"sells", "sell", "sold", "packs", "pack", "packed", "packages"})


def _verb_then_amount(stream: Stream) -> bool:
    """A verb of the elided subject, then its amount ("and works 8 hours"): "works" is no
    noun there."""
    form = verb_form(stream.low())
    after = stream.peek(1)
    return (
        form is not None
        and form.tense in ("present", "past")
        and after is not None
        and (after.text[:1].isdigit() or after.low == "$" or after.low in words("number_word"))
    )


def _packaged(ctx: Context, stream: Stream, end: int) -> bool:
    """package := (NOUNS ("come" | BE PACKED) | SUBJECT SELLS NOUNS) "in" GROUPS "of" NUMBER

    "Pencils come in boxes of 12", "Eggs are sold in cartons of 12", "The
    bakery sells rolls in bags of 6": so many in each group, the rate "Each
    box has 12 pencils" states; nobody's holding. Anything else in the
    sentence (a price, a time, a second amount) is not this statement, and the
    stream is left where it was.
    """
    lows = [t.low for t in stream.tokens[stream.pos : end]]
    if "in" not in lows:
        return False
    at = stream.pos + lows.index("in")
    before = lows[: at - stream.pos]
    if len(before) >= 2 and before[-1] in _COME:
        nouns = (stream.pos, at - 1)
    elif len(before) >= 3 and before[-1] in _PACKED and before[-2] in ("are", "is", "were"):
        nouns = (stream.pos, at - 2)
    else:
        sells = [k for k, low in enumerate(before) if low in _SELLS]
        if len(sells) != 1 or sells[0] == 0:
            return False
        nouns = (stream.pos + sells[0] + 1, at)
    mark = stream.mark()
    if nouns[0] != stream.pos:
        # the seller is someone later sentences may call "it" or "she"
        subjects, there = read_subject(stream)
        if there or len(subjects) != 1 or stream.pos != nouns[0] - 1:
            stream.reset(mark)
            return False
        holders = _holders(ctx, stream, subjects)
        ctx.refs.new_clause(holders[0].key if holders else None)
    stream.pos = nouns[0]
    things = read_noun_phrase(stream)
    if things is None or stream.pos != nouns[1] or things.value is not None or things.of:
        stream.reset(mark)
        return False
    stream.pos = at + 1
    group = read_noun_phrase(stream)
    if (
        group is None
        or stream.pos != end
        or group.value is not None
        or group.head is None
        or group.of is None
        or group.of.value is None
        or group.of.head is not None
        or not isinstance(group.of.value, int)
    ):
        stream.reset(mark)
        return False
    unit = phrase_unit(things)
    if unit is None or things.det not in (None, "the") or things.owner is not None:
        stream.reset(mark)
        return False
    per = unit_name(group.head)
    rate_unit = f"{unit[0]}/{singular(per)}"
    span = stream.span(group.of.first, group.of.end)
    qid = ctx.model.given(group.of.value, rate_unit, None, unit[1], span)
    ctx.model.rates.append(Rate(qid, unit[0], per, None, None, unit[1]))
    ctx.recent_unit = unit[0]
    return True


def _rate_of_each(
    ctx: Context, stream: Stream, clause: Clause, subject: NounPhrase, *, optional: bool = False
) -> str:
    """ "Each box holds 8 crayons", "A large pizza has 16 slices": a rate crayons/box."""
    objects = _objects(clause)
    if len(objects) != 1 or objects[0].value is None:
        stream.fail(
            "unsupported_sentence",
            "each.amount",
            "each one holds what is not said",
            clause.verb.end,
        )
    np = objects[0]
    no_group_per(stream, np)
    unit = phrase_unit(np)
    if unit is None:
        stream.fail(
            "ambiguous", "unit.implicit", "the amount does not say what it counts", np.first
        )
    assert subject.head is not None
    per = unit_name(subject.head)
    label = " ".join(m for m in subject.mods) or None
    rate_unit = f"{unit[0]}/{singular(per)}"
    qid = ctx.model.given(np.value, rate_unit, None, label, stream.span(np.first, np.end))
    ctx.model.by_id[qid].optional = optional
    ctx.model.rates.append(Rate(qid, unit[0], per, None, None, label, top_label=unit[1]))
    return qid


def _be(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    when: str | None,
    intro_place: NounPhrase | None = None,
    intro_offset: tuple[Value, str] | None = None,
) -> None:
    model = ctx.model
    if clause.there:
        per = [p for p in clause.parts if not p.used and p.kind == "per" and p.word]
        if (
            len(per) == 1
            and not clause.verb.past
            and not clause.verb.future
            and len(clause.parts) == 2
            and clause.parts[0].kind == "object"
        ):
            # "There are 8 crayons in each box": so many per box, as "Each box has 8 crayons"
            per[0].used = True
            assert per[0].word is not None
            _rate_of_each(
                ctx, stream, clause, NounPhrase(per[0].first, per[0].end, head=per[0].word)
            )
            return
        compare = clause.take("compare")
        _nothing_after_compare(stream, clause, compare)
        phrases = [
            p.np
            for p in clause.take_all("object")
            if p.np is not None and (compare is None or p.end <= compare.first)
        ]
        if not phrases and compare is None:
            stream.fail(
                "unsupported_sentence",
                "there.no_amount",
                "there are what is not said",
                clause.verb.end,
            )
        places = [
            p
            for p in clause.parts
            if not p.used and p.kind == "pp" and p.prep in ("in", "on", "at", "inside")
        ]
        holder = "there"
        if intro_place is not None and not places:
            entity = entity_of(ctx.refs, stream, intro_place)
            if entity is not None:
                holder = entity.key
        if places:
            place = places[0]
            place.used = True
            assert place.np is not None
            entity = entity_of(ctx.refs, stream, place.np)
            if entity is None:
                stream.fail(
                    "unsupported_sentence",
                    "there.place",
                    "where is not a place the reader knows",
                    place.first,
                )
            holder = entity.key
        told: list[tuple[str, str | None]] = []
        for np in phrases:
            ref = _amount(ctx, stream, np, holder)
            if model.by_id[ref.qid].value is None and not model.by_id[ref.qid].derived:
                stream.fail(
                    "unknown_operand", "there.vague", "the amount is not a number", np.first
                )
            if any(same_unit(u, ref.unit) and lab == ref.label for u, lab in told):
                # "There are 8 students at the zoo and 8 students at the museum": two places
                # the clause does not hold apart
                stream.fail(
                    "ambiguous",
                    "there.which_place",
                    f"two amounts of {ref.unit} in one clause: where each is, is not read",
                    np.first,
                )
            told.append((ref.unit, ref.label))
            others = [k for k in model.holdings if k[0] != holder and same_unit(k[1], ref.unit)]
            if others and (holder == "there" or any(k[0] == "there" for k in others)):
                # "There were 26 geese on the lake. Now there are 35 geese.": the same place
                # later, or another place? A "there" with no place says neither
                stream.fail(
                    "ambiguous",
                    "there.which_place",
                    f"where these {ref.unit} are is not said, and other {ref.unit} were told of",
                    np.first,
                )
            _state(ctx, stream, holder, ref, restate=clause.take("word", word="left") is not None)
            if not clause.verb.past and not model.events:
                ctx.present.setdefault(holder, False)  # ("There are 30 on the bus": now)
        if compare is not None:
            # "There are 5 red balloons and 3 times as many blue balloons (as red ones)":
            # a kind of the place's amount from another kind, or the amount just read
            assert compare.compare is not None
            if (
                compare.compare.unit_phrase is None
                or compare.compare.unit_phrase.head in ("ones", "one")
                or compare.compare.attribute is not None
                or any(
                    stream.low_at(k) in ("in", "on", "at", "inside")
                    for k in range(compare.first, compare.end)
                )
                or len(
                    [
                        p
                        for p in clause.parts
                        if p.kind == "pp" and p.prep in ("in", "on", "at", "inside")
                    ]
                )
                > 1  # ("5 red balloons in the box and twice as many blue ones on the table")
            ):
                stream.fail(
                    "unsupported_sentence",
                    "there.compare",
                    "a comparison that does not say what it counts",
                    compare.first,
                )
            qid = _compare(ctx, stream, holder, compare.compare, None)
            ref = AmountRef(qid, model.unit_of(qid), model.by_id[qid].label)
            others = [k for k in model.holdings if k[0] != holder and same_unit(k[1], ref.unit)]
            if others and (holder == "there" or any(k[0] == "there" for k in others)):
                stream.fail(
                    "ambiguous",
                    "there.which_place",
                    f"where these {ref.unit} are is not said, and other {ref.unit} were told of",
                    compare.first,
                )
            _state(ctx, stream, holder, ref, restate=False)
        return
    if read_part(ctx, stream, clause):
        return
    if not clause.verb.past and not clause.verb.future and not model.events:
        for entity in holders:
            ctx.present.setdefault(entity.key, False)  # ("Tom is 50 inches tall": now)
    if clause.verb.past:
        ctx.past_stated.update(entity.key for entity in holders)  # ("Ann was 16")
    subjects = clause.subjects
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    amount_objects = [
        p for p in objects if p.np is not None and p.np.value is not None and p.np.money is None
    ]
    if (
        len(subjects) == 1
        and not is_person_phrase(subjects[0])
        and subjects[0].head is not None
        and amount_objects
        and (subjects[0].det in ("each", "every") or subjects[0].value is not None)
    ):
        # "Each nap is 2 hours long", "(5 packs) that are 4 pounds each": so much per thing
        clause.take("word", word="each")
        clause.take("word", word=tuple(ATTRIBUTE_WORDS))
        _rate_of_each(ctx, stream, clause, subjects[0])
        return
    # "A pen is $2", "Pens are $3 each": a price
    if (subjects and not holders) or (
        objects
        and objects[0].np is not None
        and objects[0].np.money is not None
        and subjects
        and not is_person_phrase(subjects[0])
    ):
        _cost(ctx, stream, clause, holders, when)
        return
    holder = _one(stream, holders, "be.holder").key
    offset = time_offset(clause, intro_offset)
    compare = clause.take("compare")
    _nothing_after_compare(stream, clause, compare)
    if compare is not None:
        assert compare.compare is not None
        told_before = (
            compare.compare.other is None
            and not clause.verb.past
            and any(k[0] not in ctx.present for k in model.holdings)
        )  # ("Tom was 50 inches tall. Sue is 3 inches taller.": than Tom is now?)
        if (
            clause.verb.future
            or (clause.verb.past and ctx.present)
            or (when is not None and ctx.present)
            or told_before
        ):
            # "Tom is 50 inches tall. Last year Sue was 3 inches taller.", "Sue will be 3
            # inches taller": a comparison at another time than the amounts told now
            stream.fail(
                "ambiguous",
                "compare.which_time",
                "the comparison is at another time than the amount it is with",
                compare.first,
            )
        if offset is not None:
            stream.fail(
                "unsupported_sentence",
                "be.compare_offset",
                "a comparison at another time",
                compare.first,
            )
        qid = _compare(ctx, stream, holder, compare.compare, None)
        _state(
            ctx,
            stream,
            holder,
            AmountRef(qid, model.unit_of(qid), model.by_id[qid].label),
            restate=False,
        )
        return
    amounts = [p for p in objects if p.np is not None and p.np.value is not None and not p.used]
    if len(amounts) == 1:
        part = amounts[0]
        assert part.np is not None
        part.used = True
        adjective = clause.take("word", word=tuple(ATTRIBUTE_WORDS))
        attribute = (
            ATTRIBUTE_WORDS[adjective.word] if adjective is not None and adjective.word else None
        )
        implicit = ctx.unit_hint or _implicit_key(ctx, holder)
        compound: str | None = None
        """ "is 6 hours and 30 minutes long": the amount is derived, and is kept as it is."""
        if part.np.head is None and implicit is not None:
            unit, label = implicit
        else:
            found = amount_of(model, stream, part.np, holder, None)
            if found is None:
                stream.fail(
                    "unsupported_sentence", "be.amount", "is what is not an amount", part.first
                )
            if model.by_id[found.qid].derived:
                compound = found.qid
            else:
                model.quantities.remove(model.by_id[found.qid])
                del model.by_id[found.qid]
            unit, label = found.unit, found.label
        if attribute is None and unit == "years":
            attribute = "age"
        label = attribute or label
        span = stream.span(part.first, part.end)
        value = part.np.value
        assert value is not None
        if when is not None and offset is None:
            # "Last year Tom was 7 years old", "Last month she was 4 feet tall": as it was
            # then, which the holding would drop
            stream.fail(
                "unsupported_sentence",
                "be.when",
                f"{value} {unit} as it was {when}: the reader keeps no time of a measure",
                part.first,
            )
        if compound is not None:
            if offset is not None:
                stream.fail(
                    "unsupported_sentence",
                    "be.amount",
                    "a compound amount at another time",
                    part.first,
                )
            model.by_id[compound].label = label
            ctx.last_amount = AmountRef(compound, unit, label)
            _state(ctx, stream, holder, ctx.last_amount, restate=False)
            return
        if offset is not None:
            ctx.past_stated.discard(holder)  # ("was 9 years old 7 years ago": when is told)
            _state_at_offset(ctx, stream, holder, value, unit, label, offset, span)
            return
        ref = AmountRef(model.given(part.np.value, unit, holder, label, span), unit, label)
        ctx.last_amount = ref  # "A red ribbon is 9 inches long. A blue one is 3 times as long."
        _state(ctx, stream, holder, ref, restate=False)
        return
    stream.fail(
        "unsupported_sentence", "be.unread", "cannot read what this says", clause.verb.first
    )


def _implicit_key(ctx: Context, holder: str) -> tuple[str, str | None] | None:
    """The unit and label of ``holder``'s only holding (what a bare "is 15" is in)."""
    keys = [k for k in ctx.model.holdings if k[0] == holder]
    if len(keys) == 1:
        return keys[0][1], keys[0][2]
    return None


def time_offset(clause: Clause, intro: tuple[Value, str] | None = None) -> tuple[Value, str] | None:
    """ "in 3 years" (+3), "3 years ago" (-3), "3 years from now" (+3): a shift of time."""
    if intro is not None:
        return intro
    for part in clause.parts:
        np = part.np
        if part.used or np is None or np.head is None:
            continue
        value = np.value if np.value is not None else (1 if np.det in ("a", "an", "one") else None)
        if value is None:
            continue  # ("in a decade": one decade)
        unit = unit_table().lookup(np.head)
        if unit is None or unit.dimension not in ("time", "calendar"):
            continue
        if part.kind == "pp" and part.prep == "in" and clause.verb.future:
            part.used = True
            return value, unit.plural
        if np.value is None:
            continue
        if part.kind == "object":
            later = [p for p in clause.parts if not p.used and p.first >= part.end]
            if later and later[0].kind == "word" and later[0].word == "ago":
                part.used = later[0].used = True
                return -value, unit.plural
            if later and later[0].kind == "word" and later[0].word == "from now":
                part.used = later[0].used = True
                return value, unit.plural
    return None


def _state_at_offset(
    ctx: Context,
    stream: Stream,
    holder: str,
    value: Value,
    unit: str,
    label: str | None,
    offset: tuple[Value, str],
    span: tuple[int, int],
) -> None:
    """ "In 3 years, he will be 39": his age now is 39 - 3 (a quantity that grows with time)."""
    model = ctx.model
    shift, shift_unit = offset
    if not same_unit(shift_unit, unit):
        stream.fail(
            "unsupported_sentence", "offset.unit", f"a shift in {shift_unit} of an amount in {unit}"
        )
    then = model.given(
        value, unit, holder, f"{label or unit} {'in' if shift > 0 else 'ago'} {abs(shift)}", span
    )
    delta = model.given(shift if shift > 0 else -shift, unit, None, "years", span)
    key = (holder, unit, label)
    now = model.holdings.get(key)
    if now is None:
        now = model.unknown(unit, holder, label, span)
        model.holdings[key] = now
        model.starts.setdefault(key, now)
    if shift > 0:
        model.relate("sum", then, (now, delta), "change")
    else:
        model.relate("difference", then, (now, delta), "change")


def _cost(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """A price: dollars per item of the subject's noun ("Pens cost $2 each", "A pen costs $2").

    A price told at a time ("A laptop cost $900 last year") is refused: it need not be the
    price the rest of the text, or the question, is at."""
    subjects = clause.subjects
    if (
        len(subjects) == 1
        and subjects[0].head in ("price", "cost")
        and subjects[0].det == "the"
        and not subjects[0].mods
        and subjects[0].of is not None
        and subjects[0].of.head is not None
        and subjects[0].of.value in (None, 1)
    ):
        subjects = [subjects[0].of]  # "The price of a book is $15": a book's price
    if when is not None:
        stream.fail(
            "unsupported_sentence",
            "cost.when",
            f"a price {when}: whether it is the price at the other times is not said",
            clause.verb.first,
        )
    compare = clause.take("compare")
    if compare is not None:
        _compared_price(ctx, stream, clause, compare)
        return
    price_part = clause.take("object") or clause.take("pp", prep=("at", "for"))
    if (
        price_part is None
        or price_part.np is None
        or price_part.np.money is None
        or price_part.np.value is None
    ):
        stream.fail(
            "unsupported_sentence", "cost.no_price", "costs how much is not said", clause.verb.end
        )
    each = clause.take("word", word=("each", "apiece"))
    np = price_part.np
    if np.more:
        # "Each film cost $1 more": more than another price, which is not read
        stream.fail(
            "unsupported_sentence",
            "cost.more",
            "a price more than another's is not read",
            price_part.first,
        )
    if len(subjects) != 1 or subjects[0].head is None:
        stream.fail(
            "unsupported_sentence",
            "cost.subject",
            "what costs this is not one kind of thing",
            clause.first,
        )
    subject = subjects[0]
    owner = owner_key(ctx.refs, stream, subject)
    per = clause.take("per")
    item = unit_name(subject.head) if per is None or per.word is None else per.word
    label = " ".join(subject.mods) or None
    if subject.of is not None and subject.of.value is None and per is None:
        # "A glass of milk costs $2": the price of a glass of milk, not of any glass
        named = phrase_unit(subject)
        label = named[1] if named is not None else label
    if per is not None and not same_unit(unit_name(subject.head), item):
        # "Apples cost $2 per pound": the price of a pound of apples, not of any pound
        label = subject.words
    assert np.money is not None
    rate_unit = f"{np.money}/{singular(item)}"
    span = stream.span(np.first, np.end)
    total = clause.take("word", word="total") is not None
    inner = subject.of
    if (
        per is None
        and each is None
        and subject.value is None
        and subject.det in ("a", "an", "one")
        and (inner is not None and inner.value is not None and inner.head is not None)
    ):
        # "A box of 10 pencils costs $1.20": the box's price, and so much per pencil
        model = ctx.model
        named = phrase_unit(inner)
        assert named is not None
        contents = label or f"of {named[0]}"  # ("A box of 10 pencils costs $1.20")
        box = model.given(np.value, rate_unit, None, contents, span)
        model.rates.append(Rate(box, np.money, item, None, "cost", contents))
        paid = model.given(np.value, np.money, None, None, span)
        if inner.group is not None:
            # "A box of a dozen donuts costs $9": 12 donuts in the box
            counted = amount_of(model, stream, inner, None)
            assert counted is not None
            count = counted.qid
        else:
            count = model.given(
                inner.value, named[0], None, named[1], stream.span(inner.first, inner.end)
            )
        qid = model.derive(
            "quotient",
            (paid, count),
            "rate",
            f"{np.money}/{singular(named[0])}",
            None,
            named[1],
            span,
        )
        for one in (box, qid, paid, count):
            model.by_id[one].optional = True  # either reading may go unused
        model.rates.append(Rate(qid, np.money, named[0], None, "cost", named[1]))
        return
    if (
        per is None
        and each is None
        and subject.measure is not None
        and subject.value is None
        and subject.det in ("a", "an", "one")
    ):
        # "A 5-pound bag of rice costs $4.50": the bag's price, and so much per pound
        model = ctx.model
        bag = model.given(np.value, rate_unit, None, label, span)
        model.rates.append(Rate(bag, np.money, item, None, "cost", label))
        size, word = subject.measure
        measure = unit_name(word)
        paid = model.given(np.value, np.money, None, None, span)
        count = model.given(size, measure, None, None, span)
        qid = model.derive(
            "quotient", (paid, count), "rate", f"{np.money}/{singular(measure)}", None, None, span
        )
        for one in (bag, qid, paid, count):
            model.by_id[one].optional = True  # either reading may go unused
        model.rates.append(Rate(qid, np.money, measure, None, "cost", None))
        return
    together = any(
        t.low in ("together", "altogether", "combined", "total")
        for t in stream.tokens[clause.first : clause.end]
    )
    if (
        each is None
        and per is None
        and (
            (subject.det in ("the", "these", "those") and plural_noun(subject.head))
            or (ctx.relative and subject.value is not None and subject.value != 1)
            # "Some pencils cost $4", "A bunch of bananas costs $2", "Tom's pencils cost $4",
            # "Pencils cost $4 together": the price of how many is not said
            or (subject.value is None and subject.det in _VAGUE_DETS)
            or (subject.value is None and any(m in _VAGUE_DETS for m in subject.mods))
            or (subject.value is None and subject.owner is not None and plural_noun(subject.head))
            or (subject.value is None and together and plural_noun(subject.head))
        )
    ):
        # "The toys cost $3.", "buys 4 pens that cost $2": each, or all of them?
        stream.fail(
            "ambiguous",
            "cost.each_or_all",
            "a price of several things: of each or of all is not said",
            clause.first,
        )
    if subject.value is not None and per is None and each is None:
        # "7 pens cost $14": the price of them all; one pen costs the quotient
        model = ctx.model
        paid = model.given(np.value, np.money, None, label, span)
        if subject.group is not None and subject.group not in ("pair", "pairs"):
            # "A dozen eggs cost $3": the price of 12 eggs (the units pack's dozen)
            counted = amount_of(model, stream, subject, None)
            assert counted is not None
            count = counted.qid
        elif subject.group is not None:
            stream.fail(
                "unsupported_sentence", "cost.pairs", "a price of pairs per item", clause.first
            )
        else:
            count = model.given(
                subject.value, item, None, label, stream.span(subject.first, subject.end)
            )
        qid = model.derive("quotient", (paid, count), "rate", rate_unit, None, label, span)
    else:
        if total:
            stream.fail("ambiguous", "cost.total", "a total price of no stated count", clause.first)
        qid = ctx.model.given(np.value, rate_unit, None, label, span)
    ctx.model.rates.append(Rate(qid, np.money, item, None, "cost", label, owner=owner))
    if not any(t.low == "now" for t in stream.tokens[clause.first : clause.end]):
        # ("Each film costs $5 now": maybe not what the films bought cost)
        _price_earlier_purchases(ctx, item, label, qid, np.money, span)
    if per is None:
        ctx.recent_unit = item  # "Pencils cost $0.25 each. Mateo buys 8 of them."


def _one_price(ctx: Context, stream: Stream, np: NounPhrase) -> Rate:
    """The one price the text gave so far of one ``np`` ("the pen", "a pen")."""
    assert np.head is not None
    item = unit_name(np.head)
    named = phrase_unit(np)
    labels = {" ".join(np.mods) or None, named[1] if named is not None else None}
    rates = priced_by(
        [
            r
            for r in ctx.model.rates
            if r.group == "cost" and same_unit(r.per, item) and r.when in labels
        ],
        owner_key(ctx.refs, stream, np),
    )
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_sentence",
            "cost.compared",
            f"more than one price of one {singular(item)}"
            if rates
            else f"the text prices no {item}",
            np.first,
        )
    return rates[0]


def _compared_price(ctx: Context, stream: Stream, clause: Clause, part: Part) -> None:
    """compared_price := ITEM "costs" (amount "more" | amount ("less" | "fewer")) "than" ITEM
                       | ITEM "costs" multiplier "as" "much" ["as" ITEM]

    "A book costs $5 more than the pen", "The second laptop costs 3 times as much (as the
    first)": one thing's price from another's; with no "as ...", the one price the text
    gave so far. Both are prices of one thing each."""
    compare = part.compare
    assert compare is not None
    subjects = clause.subjects
    model = ctx.model
    prices = [r for r in model.rates if r.group == "cost"]
    if (
        len(subjects) != 1
        or subjects[0].head is None
        or subjects[0].value is not None
        or (
            subjects[0].det not in ("a", "an", "the", "one", "this", "that", "each")
            and subjects[0].owner is None
        )
        or plural_noun(subjects[0].head)
        or (compare.kind != "times" and compare.money is None)
        or (compare.kind == "times" and compare.attribute not in (None, "price"))
        or compare.unit_phrase is not None
        or compare.offset is not None
        or (compare.other is None and len(prices) != 1)
        or (
            compare.other is not None
            and (
                compare.other.head is None
                or compare.other.value is not None
                or plural_noun(compare.other.head)  # ("$5 more than the toys": each? all?)
            )
        )
    ):
        stream.fail(
            "unsupported_sentence",
            "cost.compared",
            "a price compared so is not read (one thing's price against another's is)",
            part.first,
        )
    subject = subjects[0]
    assert subject.head is not None
    base = prices[0] if compare.other is None else _one_price(ctx, stream, compare.other)
    span = stream.span(part.first, part.end)
    one = model.given(1, base.per, None, None, None)
    other_price = model.derive("product", (one, base.qid), "rate", base.top, None, None, span)
    if compare.kind == "times":
        factor = _factor(model, compare.value, span)
        price = model.derive("product", (other_price, factor), "scale", base.top, None, None, span)
    else:
        diff = model.given(compare.value, base.top, None, "difference", span)
        kind = "sum" if compare.kind == "more" else "difference"
        price = model.derive(kind, (other_price, diff), "compare", base.top, None, None, span)
    item = unit_name(subject.head)
    named = phrase_unit(subject)
    label = named[1] if named is not None else None
    owner = owner_key(ctx.refs, stream, subject)
    if same_unit(item, base.per) and label == base.when and owner == base.owner:
        stream.fail(
            "unsupported_sentence",
            "cost.compared",
            "a price compared with its own thing's",
            part.first,
        )
    count = model.given(1, item, None, label, None)
    rate = model.derive(
        "quotient", (price, count), "rate", f"{base.top}/{singular(item)}", None, label, span
    )
    model.rates.append(Rate(rate, base.top, item, None, "cost", label, owner=owner))
    ctx.recent_unit = item


def _price_earlier_purchases(
    ctx: Context, item: str, label: str | None, price: str, money: str, span: tuple[int, int]
) -> None:
    """ "He bought 9 films and 4 books. Each film cost $5.": a price told after purchases of
    that very thing (no other price of it told before) gives what each of them cost."""
    model = ctx.model
    if (
        sum(
            1
            for r in model.rates
            if r.group == "cost" and same_unit(r.per, item) and r.when == label
        )
        != 1
    ):
        return  # (a second price of the thing: which one the purchases paid is not said)
    for entry in list(model.unpriced):
        cost, count, unit, kind = entry
        if not same_unit(unit, item) or kind != label or model.unit_of(cost) != money:
            continue
        paid = model.derive("product", (count, price), "rate", money, None, None, span)
        model.unify(cost, paid)
        model.by_id[cost].optional = False
        model.unpriced.remove(entry)


def _scale(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> None:
    frame = clause.verb.frame
    assert frame is not None and frame.factor is not None
    units = {k[1] for k in ctx.model.holdings if k[0] == holder.key}
    objects = _objects(clause)
    if objects or len(units) != 1:
        stream.fail("ambiguous", "scale.unit", "what is scaled is not clear", clause.verb.first)
    span = stream.span(clause.verb.first, clause.verb.end)
    factor = ctx.model.given(frame.factor, "1", None, clause.verb.lemma, span)
    ctx.model.scale(holder.key, units.pop(), factor, span)


def what_is_done(np: NounPhrase) -> bool:
    """A bare noun ("guitar", "soccer", "the piano", "his dog"): no number, not "some", at
    most a pronoun's."""
    return (
        np.value is None
        and np.quantity is None
        and np.of is None
        and (np.owner is None or (np.owner in ("his", "her", "their") and not np.owner_is_name))
        and np.name is None
        and np.pronoun is None
        and np.head is not None
        and np.det in (None, "the")
        and np.money is None
        and unit_table().lookup(np.head) is None
    )


def _act(ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None) -> None:
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    if frame.lemma in ("start", "begin") and _started_with(ctx, stream, clause, holder):
        return
    compare = clause.take("compare")
    _nothing_after_compare(stream, clause, compare)
    if compare is not None:
        assert compare.compare is not None
        for part in clause.parts:
            if part.kind == "object" and part.np is not None and what_is_done(part.np):
                part.used = True  # ("practices violin for three times as long": what is done)
        # ("reads 12 pages on Monday and twice as many on Tuesday": two events)
        when = _amount_then_multiple(ctx, stream, clause, holder, compare, when)
        qid = _compare(ctx, stream, holder.key, compare.compare, frame.event)
        span = stream.span(compare.first, compare.end)
        share = model.take_share(frame.event, holder.key, when, False, span)
        if share is not None:
            # "Mei and Oscar ran 14 laps in all. Mei ran 2 more laps than Oscar.": Mei's share
            model.fill(share, qid)
            return
        model.event(frame.event, holder.key, qid, when=when, future=clause.verb.future)
        return
    if _grouping(ctx, stream, clause, holder, when):
        return
    unread = [p for p in clause.parts if p.kind == "object" and not p.used]
    if not clause.has("per") and _every_span(ctx, stream, clause, holder, unread, when):
        return  # ("walks 3 miles every 2 days")
    objects = _objects(clause)
    if objects and _has_span(clause) and all(what_is_done(np) for np in objects):
        # "practices guitar for 25 minutes", "plays the piano for an hour": what the time
        # is spent on, not an amount
        for part in clause.parts:
            if part.kind == "object":
                part.used = True
        objects = []
    if not objects:
        duration = _span(clause)
        if duration is not None:
            # "swam for 4 hours", "worked for 6 hours": the activity's amount is its duration
            objects = [duration]
    if not objects and not any(
        t.text[:1].isdigit() or t.low == "$" for t in stream.tokens[clause.first : clause.end]
    ):
        # "She went to the store.": an activity with no amount is scene setting,
        # when someone does it; "The fruit disappeared." may be the counted thing changing
        if holder.kind == "thing":
            stream.fail(
                "unsupported_sentence",
                "scene.thing_acts",
                f"something happens to {holder.key!r}, which may be what is counted",
                clause.first,
                clause.verb.end - clause.first,
            )
        for part in clause.parts:
            if part.kind == "pp" and part.np is not None and part.np.value is None:
                part.used = True
        ctx.model.scenes += 1
        return
    if len(objects) > 1 and clause.object_times and not clause.has("per") and _span(clause) is None:
        # "He worked 4 hours on Saturday and 5 hours on Sunday": one event for each time
        for obj in objects:
            ref = _amount(ctx, stream, obj, holder.key)
            at = clause.object_times[obj.first]
            model.event(frame.event, holder.key, ref.qid, when=at, future=clause.verb.future)
            if not clause.verb.future and not clause.verb.ability:
                _paid_time(ctx, stream, holder.key, frame.event, ref, at, clause)
        return
    if len(objects) == 2 and _rate_pair(ctx, stream, clause, holder, when):
        return
    if len(objects) != 1:
        stream.fail(
            "unsupported_sentence", "act.amount", "an activity with one amount", clause.verb.end
        )
    if (
        (frame.event, holder.key) in model.shares
        and not clause.has("per")
        and _span(clause) is None
    ):
        # "Mei and Oscar ran 14 laps in all. Mei ran 8 laps.": Mei's share of it
        span = stream.span(clause.first, clause.end)
        share = model.take_share(frame.event, holder.key, when, objects[0].more, span)
        assert share is not None
        ref = _amount(ctx, stream, objects[0], holder.key)
        model.fill(share, ref.qid)
        return
    span_part = _span(clause)
    measured = (
        measured_amount(model, stream, objects[0], holder.key) if span_part is not None else None
    )
    ref = measured or _amount(ctx, stream, objects[0], holder.key)
    per = clause.take("per")
    if per is not None:
        assert per.word is not None
        draft = model.by_id[ref.qid]
        draft.unit = f"{ref.unit}/{singular(per.word)}"
        held = model.current(holder.key, ref.unit, None, None)  # ("puts 8 in each pack" of it)
        model.rates.append(
            Rate(ref.qid, ref.unit, per.word, holder.key, frame.event, when, whole=held)
        )
        if span_part is not None:
            length = _amount(ctx, stream, span_part, holder.key)
            length_q = _span_in(ctx, stream, length.qid, per.word, holder.key)
            total = model.derive(
                "product",
                (ref.qid, length_q),
                "rate",
                ref.unit,
                holder.key,
                when,
                stream.span(span_part.first, span_part.end),
            )
            model.event(frame.event, holder.key, total, when=when, future=clause.verb.future)
        return
    if span_part is not None:
        # "reads 60 pages in 3 hours", "reads a 200-page book in 20 hours": a rate found
        # from two amounts
        _rate_over(ctx, stream, holder.key, frame.event, ref, span_part, when, done="spent")
        if not clause.verb.ability:
            model.event(frame.event, holder.key, ref.qid, when=when, future=clause.verb.future)
        return
    if _told_again(ctx, stream, clause, holder.key, frame.event, ref, objects[0], when, None):
        return
    model.event(frame.event, holder.key, ref.qid, when=when, future=clause.verb.future)
    if not clause.verb.future and not clause.verb.ability:
        _paid_time(ctx, stream, holder.key, frame.event, ref, when, clause)


def _rate_pair(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None
) -> bool:
    """rate_pair := amount per "," amount per      ("works 6 hours a day, 5 days a week")

    Two rates of the activity, the second counting the first's ``per`` ("days" of "a
    day"): how much per day, and how many days per week; ``False`` (nothing read) for
    another shape."""
    parts = [p for p in clause.parts if not p.used or p.kind == "object"]
    if (
        len(parts) != 4
        or [p.kind for p in parts] != ["object", "per", "object", "per"]
        or _span(clause) is not None
    ):
        return False
    first, first_per, second, second_per = parts
    assert first_per.word is not None and second_per.word is not None
    if (
        first.np is None
        or second.np is None
        or first.np.value is None
        or second.np.value is None
        or second.np.head is None
        or not same_unit(unit_name(second.np.head), first_per.word)
        or same_unit(first_per.word, second_per.word)
    ):
        return False
    frame = clause.verb.frame
    assert frame is not None
    model = ctx.model
    for amount, per in ((first, first_per), (second, second_per)):
        assert amount.np is not None and per.word is not None
        amount.used = per.used = True
        ref = _amount(ctx, stream, amount.np, holder.key)
        model.by_id[ref.qid].unit = f"{ref.unit}/{singular(per.word)}"
        model.rates.append(Rate(ref.qid, ref.unit, per.word, holder.key, frame.event, when))
    return True


_GROUP_MODS: Final = frozenset({"equal", "even", "same-size"})


def _grouping(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None
) -> bool:
    """grouping := VERB (amount | "them") ("into" | "in") (GROUPS "of" NUMBER [UNIT]
                                                          | NUMBER ["equal"] GROUPS)

    "She puts them into packs of 8", "packs 96 apples into bags of 8": so
    many of the unit per group, a rate the question divides the holding by
    ("How many packs does she make?"). "puts them into 4 equal groups": the
    holding divided by the count is the rate. The amount grouped is the
    holder's holding: "them" is the unit spoken of last, which the holder
    holds; a stated amount is that holding (stated again, or first here).
    ``False`` (nothing read) for a clause of another shape.
    """
    model = ctx.model
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    into = [
        p
        for p in clause.parts
        if not p.used and p.kind == "pp" and p.prep in ("into", "in") and p.np is not None
    ]
    if not objects and clause.verb.passive and holder.kind == "thing" and len(into) == 1:
        # "The ribbon is cut into 6 equal pieces": the subject is what is cut
        return _cut_measure(ctx, stream, clause, holder, into[0], None, when)
    if len(objects) != 1 or len(into) != 1 or objects[0].np is None:
        return False
    if objects[0].np.pronoun == "it" or (
        objects[0].np.value is None
        and objects[0].np.head is not None
        and not plural_noun(objects[0].np.head)
        and (objects[0].np.det in ("the", "this", "that") or objects[0].np.owner is not None)
    ):
        # "She cuts it into 6 equal pieces", "cuts the rope into 4 pieces"
        thing = entity_of(ctx.refs, stream, objects[0].np)
        if thing is None or thing.kind != "thing":
            return False
        return _cut_measure(ctx, stream, clause, thing, into[0], objects[0], when)
    group_np = into[0].np
    assert group_np is not None
    size = group_np.of
    by_size = (
        group_np.value is None
        and group_np.det is None
        and group_np.head is not None
        and plural_noun(group_np.head)
        and size is not None
        and size.value is not None
        and not size.mods
    )
    equally = any(p.kind == "word" and p.word == "equally" for p in clause.parts)
    by_count = (
        group_np.value is not None
        and group_np.of is None
        and group_np.head is not None
        and (
            (group_np.mods and set(group_np.mods) <= _GROUP_MODS)
            or (not group_np.mods and equally)  # ("puts them equally into 4 vases")
        )
    )
    if not (by_size or by_count):
        return False
    if by_size and into[0].end < clause.end:
        after = [p for p in clause.parts if p.first >= into[0].end and not p.used]
        if len(after) == 1 and after[0].kind == "word" and after[0].word == "each":
            after[0].used = True  # ("into teams of 7 players each": the size of each)
    obj = objects[0].np
    assert obj is not None and group_np.head is not None
    span = stream.span(clause.first, clause.end)
    if obj.pronoun in ("them", "these", "those"):
        unit = _recent(ctx, holder.key)
        whole = model.current(holder.key, unit, None, span) if unit is not None else None
        if unit is None or whole is None:
            stream.fail(
                "unresolved_reference",
                "group.whole",
                "what is put into groups is not a holding of the one who does it",
                objects[0].first,
            )
    elif obj.value is not None and obj.pronoun is None:
        ref = _amount(ctx, stream, obj, holder.key)
        unit = ref.unit
        _state(ctx, stream, holder.key, ref, restate=False)
        whole = model.current(holder.key, unit, ref.label, span)
        assert whole is not None
    else:
        return False
    groups = unit_name(group_np.head)
    rate_unit = f"{unit}/{singular(groups)}"
    if by_size:
        assert size is not None and size.value is not None
        if size.head is not None and not same_unit(unit_name(size.head), unit):
            stream.fail(
                "unit_mismatch",
                "group.unit",
                f"groups of {size.head}, of {unit}",
                into[0].first,
            )
        rate = model.given(size.value, rate_unit, holder.key, None, span)
    else:
        assert group_np.value is not None
        count = model.given(group_np.value, groups, holder.key, None, span)
        rate = model.derive("quotient", (whole, count), "groups", rate_unit, holder.key, None, span)
    objects[0].used = into[0].used = True
    event = clause.verb.frame.event if clause.verb.frame else None
    model.rates.append(Rate(rate, unit, groups, holder.key, event, when, whole=whole))
    return True


def _cut_measure(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    thing: Entity,
    into: Part,
    obj: Part | None,
    when: str | None,
) -> bool:
    """cut := (VERB thing | thing BE VERB-ed) "into" NUMBER ["equal"] PIECES

    "A ribbon is 48 inches long. She cuts it into 6 equal pieces.": the thing's one
    measure (its length, weight, volume) over the count, a rate per piece ("How long is
    each piece?"). Equal pieces must be said; the thing must have exactly one measure.
    """
    model = ctx.model
    group_np = into.np
    assert group_np is not None
    if (
        group_np.value is None
        or group_np.of is not None
        or group_np.head is None
        or not group_np.mods
        or not set(group_np.mods) <= _GROUP_MODS
    ):
        return False
    table = unit_table()
    keys = [
        k
        for k in model.holdings
        if k[0] == thing.key
        and (found := table.lookup(k[1])) is not None
        and found.dimension not in ("money", "count")
    ]
    if len(keys) != 1:
        stream.fail(
            "unsupported_sentence",
            "cut.measure",
            f"what of {thing.key} is cut is not one measure the text gives",
            into.first,
        )
    whole = model.holdings[keys[0]]
    unit = keys[0][1]
    span = stream.span(clause.first, clause.end)
    pieces = unit_name(group_np.head)
    count = model.given(group_np.value, pieces, thing.key, None, span)
    rate = model.derive(
        "quotient", (whole, count), "groups", f"{unit}/{singular(pieces)}", thing.key, None, span
    )
    into.used = True
    if obj is not None:
        obj.used = True
    model.rates.append(Rate(rate, unit, pieces, thing.key, "cut", when, whole=whole))
    return True


_GET_IN: Final = {"on": True, "in": True, "off": False, "out": False}


def _moving(clause: Clause) -> bool | None:
    """Whether the clause's subject is an amount coming in (``True``) or going out (``False``):
    "5 people got on", "23 cars left", "11 more arrived"; ``None`` for any other clause."""
    if not clause.subjects or any(np.value is None for np in clause.subjects):
        return None
    frame = clause.verb.frame
    if len(clause.subjects) > 1 and (frame is None or frame.cls not in ("enter", "exit")):
        return None
    if frame is None or clause.verb.passive or clause.verb.ability:
        return None
    if frame.cls in ("enter", "exit"):
        return frame.cls == "enter"
    if frame.lemma in _MOTION_VERBS:
        # "7 birds fly away", "3 ducks swam off", "5 more ducks flew in": leaving or coming
        for part in clause.parts:
            if not part.used and part.kind == "word" and part.word in _MOTION_PARTICLES:
                part.used = True
                return _MOTION_PARTICLES[part.word]
    if frame.lemma == "get":
        for part in clause.parts:
            if not part.used and part.kind == "word" and part.word in _GET_IN:
                part.used = True
                return _GET_IN[part.word]
    return None


_MOTION_VERBS: Final = frozenset(
    {"fly", "swim", "run", "walk", "hop", "crawl", "drive", "sail", "float", "roll", "march"}
)
"""Verbs whose counted subject, with a particle, leaves or enters the place it was in."""
_MOTION_PARTICLES: Final = {"away": False, "off": False, "out": False, "in": True}


def _movement(
    ctx: Context, stream: Stream, clause: Clause, entering: bool, when: str | None
) -> None:
    """An amount moves into or out of the one place holding its unit ("A bus had 12
    passengers. ... 5 passengers got off"). The place is the only holder of that unit the
    text has; none or several, and the text is refused."""
    model = ctx.model
    places = {k[0] for k in model.holdings}
    found: set[str] = set()
    for np in clause.subjects:
        named = phrase_unit(np)
        if named is not None:
            found.update(k[0] for k in model.holdings if same_unit(k[1], named[0]))
        else:
            found.update(places)
    holders = sorted(found)
    if len(holders) != 1 or (
        len(clause.subjects) > 1 and any(phrase_unit(np) is None for np in clause.subjects)
    ):
        stream.fail(
            "unsupported_sentence",
            "move.place",
            "where the amount comes or goes is not one holder of it",
            clause.first,
        )
    place = holders[0]
    for part in clause.parts:
        if part.kind == "pp" and part.np is not None and part.np.value is None:
            entity = entity_of(ctx.refs, stream, part.np)
            if entity is None or entity.key != place:
                stream.fail(
                    "unsupported_sentence",
                    "move.place",
                    f"the amount moves with {stream.text(part.first, part.end)!r}, not {place!r}",
                    part.first,
                )
            part.used = True
    _time_order(ctx, stream, clause, place, when)
    for np in clause.subjects:
        ref = _amount(ctx, stream, np, place)
        span = stream.span(np.first, np.end)
        model.change(place, ref.qid, entering, "change", span, ref.label)
        model.event(clause.verb.lemma, place, ref.qid, when=when, future=clause.verb.future)


def _frequency(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None
) -> None:
    """ "swims 3 times a week", "runs 2 miles twice a day": a rate of times per period, and of
    the amount per period (the amount each time, times the times).

    Over a stated span ("for 4 weeks") the total is an event, and a gain or loss of it
    changes the holding; without one, only the rates are known.
    """
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    freq = clause.take("freq")
    assert freq is not None and freq.word is not None and freq.times is not None
    period = freq.word
    span = stream.span(freq.first, freq.end)
    times = model.given(freq.times, f"times/{singular(period)}", holder.key, None, span)
    model.rates.append(Rate(times, "times", period, holder.key, frame.event, when))
    objects = _objects(clause)
    if objects and _has_span(clause) and all(what_is_done(np) for np in objects):
        objects = []  # ("walks his dog for 30 minutes twice a day": what is done)
    if not objects:
        duration = _span(clause)
        if duration is not None:
            objects = [duration]  # ("for 30 minutes twice a day": so long each time)
    if len(objects) > 1:
        stream.fail("unsupported_sentence", "freq.amount", "one amount each time", freq.first)
    rate = times
    unit = "times"
    if objects:
        ref = _amount(ctx, stream, objects[0], holder.key)
        model.by_id[ref.qid].unit = f"{ref.unit}/time"
        unit = ref.unit
        rate = model.derive(
            "product",
            (ref.qid, times),
            "rate",
            f"{unit}/{singular(period)}",
            holder.key,
            None,
            span,
        )
        model.rates.append(Rate(rate, unit, period, holder.key, frame.event, when))
    length_part = _span(clause)
    if length_part is None:
        return
    length = _amount(ctx, stream, length_part, holder.key)
    length_q = _span_in(ctx, stream, length.qid, period, holder.key)
    total = model.derive(
        "product",
        (rate, length_q),
        "rate",
        unit,
        holder.key,
        when,
        stream.span(length_part.first, length_part.end),
    )
    model.event(frame.event, holder.key, total, when=when, future=clause.verb.future)
    if frame.cls in ("gain", "lose") and unit != "times":
        model.change(holder.key, total, frame.cls == "gain", "change", model.by_id[total].span)


def _started_with(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> bool:
    """ "Elsa started the day with 40 marbles", "Nate starts his trip with 70 matches": the
    holding at the start of what begins (an occasion, or nothing)."""
    with_part = next(
        (p for p in clause.parts if not p.used and p.kind == "pp" and p.prep == "with"), None
    )
    if with_part is None or with_part.np is None or with_part.np.value is None:
        return False
    for part in clause.parts:
        if part.kind == "object" and part.np is not None and not part.used:
            np = part.np
            if (
                np.value is not None
                or np.head is None
                or (np.head not in _TIME_HEADS and unit_table().lookup(np.head) is None)
            ):
                return False
            part.used = True  # ("the day", "his trip": when, not what is held)
    with_part.used = True
    ref = _amount(ctx, stream, with_part.np, holder.key)
    _state(ctx, stream, holder.key, ref, restate=False)
    return True


def _give_to_each(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> bool:
    """give_each := GIVE amount "to" "each" "of" (POSSESSIVE | "the") count PEOPLE

    "She gives 8 stickers to each of her 4 friends": the amount as many times as there are
    people, given away (the people hold no more than that, and are no holders of the text).
    ``False`` (nothing read) for any other shape."""
    unused = [p for p in clause.parts if not p.used]
    to_each = [
        p
        for p in unused
        if p.kind == "pp"
        and p.prep == "to"
        and p.np is not None
        and p.np.quantity == "each"
        and p.np.of is not None
        and isinstance(p.np.of.value, int)
        and p.np.of.head is not None
        and p.np.of.head in words("person_noun")
        and p.np.of.head != singular(p.np.of.head)
    ]
    objects = [p for p in unused if p.kind == "object"]
    if (
        len(holders) != 1
        or len(to_each) != 1
        or len(objects) != 1
        or len(unused) != 2
        or objects[0].np is None
        or objects[0].np.value is None
        or clause.verb.future
        or clause.verb.passive
    ):
        return False
    people = to_each[0].np.of  # type: ignore[union-attr]
    assert people is not None and people.head is not None
    holder = holders[0].key
    model = ctx.model
    for part in unused:
        part.used = True
    ref = _amount(ctx, stream, objects[0].np, holder)
    per = singular(people.head)
    model.by_id[ref.qid].unit = f"{ref.unit}/{per}"
    count = model.given(
        people.value, unit_name(people.head), None, None, stream.span(people.first, people.end)
    )
    span = stream.span(clause.first, clause.end)
    total = model.derive("product", (ref.qid, count), "groups", ref.unit, holder, ref.label, span)
    _loss_is_own(ctx, stream, holder, AmountRef(total, ref.unit, ref.label), to_each[0].first)
    model.event("give", holder, total, when=when, future=False)
    model.change(holder, total, False, "transfer", span, ref.label)
    return True


def _saving_adds(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> None:
    """ "Kate saved $27 in March.": money saved is money she has, put by from what she earns;
    saved out of what she holds ("Tom has $100. He saved $20 (half of it).") it is no more
    money, and whether it is out of it is not said: refused."""
    model = ctx.model
    objects = [p.np for p in clause.parts if p.kind == "object" and p.np is not None]
    held = any(
        key[0] == holder.key
        and key[1] in ("dollars", "cents")
        and not model.by_id[start].assumed_zero
        for key, start in model.starts.items()
    ) or any(
        e.actor == holder.key and e.unit in ("dollars", "cents") and e.group != "save"
        for e in model.events
    )  # (savings on savings build one sum: "saved $27 in March. She saved $13 in April.")
    if held or any(np.quantity is not None or np.of is not None for np in objects):
        stream.fail(
            "ambiguous",
            "save.from_held",
            "money saved beside money held: put by out of it, or more?",
            clause.verb.first,
        )


def _contents_held(ctx: Context, holder: str, unit: str, label: str | None) -> None:
    """ "Sam has 4 boxes. Each box has 12 crayons. He gives 5 crayons to Ann.": what is given
    is of what the boxes hold, so the crayons held are first told as boxes times crayons per
    box, when that is the one way the text gives them."""
    model = ctx.model
    if label is not None or model.holding_keys(holder, unit):
        return
    ways = [
        (key, rate)
        for rate in model.rates
        if same_unit(rate.top, unit) and rate.group is None and rate.holder in (None, holder)
        for key in model.holdings
        if key[0] == holder
        and same_unit(key[1], rate.per)
        and (key[2] in (None, rate.when) or noun_key(key[2]) == noun_key(unit))
    ]  # ("4 boxes of crayons": boxes labelled by what they hold)
    if len(ways) != 1:
        return
    key, rate = ways[0]
    model.opened.add(key)
    held = model.derive(
        "product", (model.holdings[key], rate.qid), "groups", unit, holder, None, None
    )
    model.holdings[(holder, unit, None)] = held
    model.starts.setdefault((holder, unit, None), held)


def _loss_is_own(ctx: Context, stream: Stream, holder: str, ref: AmountRef, at: int) -> None:
    """ "Nate has 70 matches ... his dog eats twice as many": a loss by someone who holds none
    of the unit, while someone else does, may be of the other's things: refused."""
    model = ctx.model
    if model.holding_keys(holder, ref.unit):
        return
    others = sorted({k[0] for k in model.holdings if same_unit(k[1], ref.unit) and k[0] != holder})
    if others:
        stream.fail(
            "ambiguous",
            "change.whose",
            f"{holder} holds no {ref.unit}; the {ref.unit} lost may be {others[0]}'s",
            at,
        )


def _has_span(clause: Clause) -> bool:
    found = _span(clause)
    if found is None:
        return False
    for part in clause.parts:
        if part.np is found:
            part.used = False
    return True


def _span(clause: Clause) -> NounPhrase | None:
    """span := ("for" | "in" | "over") amount-of-time."""
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.prep not in ("for", "in", "over", "within")
            or part.np is None
        ):
            continue
        np = part.np
        if np.head is None or (np.value is None and np.det not in ("a", "an", "one")):
            continue
        found = unit_table().lookup(np.head)
        if found is not None and found.dimension in ("time", "calendar"):
            part.used = True
            return np
    return None


_TENDER_VERBS: Final = frozenset({"pay", "give", "hand"})
_BILLS: Final = frozenset({"bill", "note"})


def _adds_to_a_collection(stream: Stream, clause: Clause) -> bool:
    """ "for his collection", "to add to her collection": what is given joins some the
    receiver already has."""
    lows = [t.low for t in stream.tokens[clause.first : clause.end]]
    return "collection" in lows


def _tender(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> bool:
    """tender := "pays" "with" BILL | ("gives" | "hands") PERSON BILL

    "He pays with a $10 bill", "She gave the cashier a $20 bill": the money
    handed over, which a "how much change" question takes the spending out
    of. Nothing else may be in the clause; ``False`` when it is no such
    clause, and a second bill of one holder is refused.
    """
    frame = clause.verb.frame
    if frame is None or frame.lemma not in _TENDER_VERBS:
        return False
    unused = [p for p in clause.parts if not p.used]
    bills = [
        p
        for p in unused
        if p.np is not None
        and p.np.head in _BILLS
        and p.np.money == "dollars"
        and p.np.value is not None
        and p.np.det in ("a", "an", "one")
        and (p.kind == "object" or (p.kind == "pp" and p.prep == "with"))
    ]
    if len(bills) != 1:
        return False
    rest = [p for p in unused if p is not bills[0]]
    if frame.lemma == "pay":
        if rest:
            return False
    elif not (
        len(rest) == 1
        and rest[0].np is not None
        and is_person_phrase(rest[0].np)
        and (rest[0].kind == "object" or rest[0].prep == "to")
    ):
        return False
    model = ctx.model
    if holder.key in model.tenders:
        stream.fail("ambiguous", "pay.tender", "a second bill paid with", bills[0].first)
    for part in unused:
        part.used = True
    np = bills[0].np
    assert np is not None and np.value is not None
    span = stream.span(bills[0].first, bills[0].end)
    bill = model.given(np.value, "dollars", holder.key, "bill", span)
    model.tenders[holder.key] = (bill, len(model.events))
    return True


def _given_back_to(
    ctx: Context, stream: Stream, holder: Entity, named: list[Entity], at: int
) -> list[Entity]:
    """ "Will gave 2 back (to him)": a transfer back to the one person who gave ``holder``.

    "back" says the recipient gave to the giver before; so it is that giver,
    when the text has exactly one, and a recipient the text names must be
    that one. Anything else is refused: back to whom is not sure.
    """
    givers = sorted(
        {e.actor for e in ctx.model.events if e.group == "give" and e.other == holder.key}
    )
    if len(givers) != 1:
        stream.fail(
            "unresolved_reference",
            "change.back",
            "given back: "
            + ("nobody gave to them before" if not givers else "more than one person gave to them"),
            at,
        )
    if named:
        if len(named) != 1 or named[0].key != givers[0]:
            stream.fail(
                "unresolved_reference",
                "change.back",
                f"given back to someone other than the one who gave ({givers[0]!r})",
                at,
            )
        return named
    giver = ctx.refs.entities.get(givers[0])
    return [giver if giver is not None else Entity(givers[0], "person")]


def _recipients(ctx: Context, stream: Stream, clause: Clause, objects: list[Part]) -> list[Entity]:
    """Who receives: "to X" parts, or a person right after a give verb ("gives Ben 2").

    A counted group ("gives his 2 sisters 4 apples") is refused: 4 each, or 4 in all?
    """
    for part in clause.parts:
        np = part.np
        if (
            np is not None
            and np.value is not None
            and np.head is not None
            and is_person_noun(np.head)
            and (part.kind == "object" or part.prep in ("to", "for"))
        ):
            stream.fail(
                "ambiguous",
                "give.group",
                f"{stream.text(part.first, part.end)!r}: each of them, or all together?",
                part.first,
            )
    out: list[Entity] = []
    if (
        objects
        and objects[0].np is not None
        and is_person_phrase(objects[0].np)
        and len(objects) >= 2
    ):
        first = objects.pop(0)
        first.used = True
        assert first.np is not None
        if first.np.det in ("each", "every"):
            stream.fail(
                "unsupported_sentence",
                "give.each_recipient",
                "an amount for each of an unstated number of people",
                first.first,
            )
        entity = entity_of(ctx.refs, stream, first.np)
        out.append(entity if entity is not None else Entity(f"a {first.np.words}", "person"))
    for part in clause.parts:
        if part.used or part.kind != "pp" or part.prep != "to" or part.np is None:
            continue
        np = part.np
        if np.value is not None or (np.head is None and np.name is None and np.pronoun is None):
            continue
        part.used = True
        entity = entity_of(ctx.refs, stream, np)
        out.append(entity if entity is not None else Entity(f"a {np.words}", "person"))
    return out


def _rate_over(
    ctx: Context,
    stream: Stream,
    holder: str,
    group: str,
    ref: AmountRef,
    span_part: NounPhrase,
    when: str | None,
    done: str = "gained",
) -> None:
    """ "makes 320 toys in 8 hours", "earned $96 in 8 hours", "reads 60 pages in 3 hours": the
    amount, and its rate per the span's unit, which a question over another span uses ("in 3
    hours"); ``done`` is how the refusal of a duration within a duration words it."""
    found = unit_table().lookup(ref.unit)
    if found is not None and found.dimension in ("time", "calendar"):
        stream.fail(
            "unsupported_sentence",
            "act.duration_span",
            f"a duration {done} within a duration is no rate",
            span_part.first,
        )
    _rate_per_span(ctx, stream, ref, span_part, holder, group, when)


def _rate_per_span(
    ctx: Context,
    stream: Stream,
    amount: AmountRef,
    span_part: NounPhrase,
    holder: str | None,
    group: str | None,
    when: str | None,
    *,
    repeats: bool = False,
) -> None:
    """``amount`` over the span ``span_part`` is so much per the span's unit: a rate (one
    that ``repeats`` over the span, "every 30 seconds", keeps the span as its period)."""
    model = ctx.model
    length = _amount(ctx, stream, span_part, holder)
    rate = model.derive(
        "quotient",
        (amount.qid, length.qid),
        "rate",
        f"{amount.unit}/{singular(length.unit)}",
        holder,
        None,
        stream.span(span_part.first, span_part.end),
    )
    if repeats:
        value = model.by_id[length.qid].value
        assert value is not None
        period = (value, length.unit)
        model.periodic.append(
            Rate(rate, amount.unit, length.unit, holder, group, when, period=period)
        )
        return
    model.rates.append(Rate(rate, amount.unit, length.unit, holder, group, when))


def _change(ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None) -> None:
    """gain / lose / give / receive: the holding changes, and the event is remembered.

    - "gives 2 to Ben", "gives Ben 2": a transfer (both holdings change);
      "gives 3 to Ann and 2 to Ben" pairs each amount with its recipient;
    - "receives 4 from Ann", "is given 4 by Ann": a transfer the other way;
    - "gives away", "gives to a friend": a loss; "buys", "finds": a gain;
    - "at $2 each", "for $5": the cost, spent (or earned when selling).

    Refused: a gain "for" someone (who then holds it?), a recipient "each
    friend" (how many?), an amount out of a "back" transfer, and passives
    other than "is given".
    """
    model = ctx.model
    verb = clause.verb
    frame = verb.frame
    assert frame is not None
    _time_order(ctx, stream, clause, holder.key, when)
    if frame.lemma == "save":
        _saving_adds(ctx, stream, clause, holder)
    compare = clause.take("compare")
    _nothing_after_compare(stream, clause, compare)
    than_time = (
        _than_time(ctx, stream, clause, holder.key, frame.event, when) if compare is None else None
    )
    if compare is not None or than_time is not None:
        if than_time is not None:
            qid, span = than_time
            span_first = clause.verb.end
        else:
            assert compare is not None and compare.compare is not None
            when = _amount_then_multiple(ctx, stream, clause, holder, compare, when)
            qid = _compare(ctx, stream, holder.key, compare.compare, frame.event)
            span = stream.span(compare.first, compare.end)
            span_first = compare.first
        share = model.take_share(frame.event, holder.key, when, False, span)
        if share is not None:
            # "Ben and Carlos collected 50 cans in all. Carlos collected 12 more than Ben.":
            # Carlos's share of the joint event
            model.fill(share, qid)
            return
        model.event(frame.event, holder.key, qid, when=when, future=verb.future)
        if frame.cls == "lose":
            unit = model.unit_of(qid)
            _loss_is_own(ctx, stream, holder.key, AmountRef(qid, unit, None), span_first)
        if frame.cls in ("gain", "lose"):
            label = model.by_id[qid].label if than_time is not None else None
            model.change(holder.key, qid, frame.cls == "gain", "change", span, label)
        unit = model.unit_of(qid)
        if (frame.pays or frame.paid) and unit not in ("dollars", "cents"):
            # "Then he bought twice as many films.": bought at the films' price, or at one not
            # told (what was spent is then unknown)
            _pay_known_price(ctx, stream, clause, holder.key, AmountRef(qid, unit, None), when)
        return
    if _tender(ctx, stream, clause, holder):
        return
    cls = frame.cls
    particles = set()
    for p in clause.parts:
        if p.kind == "word" and p.word in (
            "away",
            "back",
            "up",
            "out",
            "off",
            "down",
            "over",
            "aside",
            "go",
        ):
            p.used = True
            particles.add(p.word)
    if "off" in particles and any(
        p.kind == "object" and p.np is not None and (p.np.money or p.np.head == "money")
        for p in clause.parts
    ):
        # "He gets some money off", "gets $5 off": a discount, of a price the clause names
        # not, and the reader reads none so told
        stream.fail("unsupported_sentence", "discount.off", "money off a price", verb.first)
    if "back" in particles and (cls != "give" or verb.passive):
        stream.fail("unsupported_sentence", "change.back", "only giving back is read", verb.first)
    source: Entity | None = None
    by_part = clause.take("pp", prep="by") if verb.passive else None
    if verb.passive:
        if cls != "give":
            stream.fail(
                "unsupported_sentence",
                "change.passive",
                "a passive other than 'is given'",
                verb.first,
            )
        cls = "receive"
        if by_part is not None and by_part.np is not None:
            source = entity_of(ctx.refs, stream, by_part.np)
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    recipients = (
        _recipients(ctx, stream, clause, objects)
        if cls == "give" and "away" not in particles
        else []
    )
    for part in clause.parts:
        np = part.np
        if np is not None and (np.head in words("reflexive") or np.pronoun in words("reflexive")):
            # "gives 2 apples to herself", "buys 2 from herself": no transfer to speak of
            stream.fail(
                "unresolved_reference",
                "change.reflexive",
                f"{stream.text(part.first, part.end)!r}: to or from oneself",
                part.first,
            )
    if "back" in particles:
        recipients = _given_back_to(ctx, stream, holder, recipients, verb.first)
    source_part = clause.take("pp", prep="from")
    if source_part is not None and source_part.np is not None:
        source = entity_of(ctx.refs, stream, source_part.np)
        if (
            source is not None
            and source.kind != "person"
            and (
                cls == "lose"
                or any(k[0] == source.key for k in model.holdings)
                or source_part.np.owner is not None
            )
        ):
            # "eats 3 from the fridge", "picked 60 apples from the tree", "picks 3 apples from
            # his bag": out of a place's things (or the holder's own), which the reader does not
            # move
            stream.fail(
                "unsupported_sentence",
                "change.from_place",
                f"{stream.text(source_part.first, source_part.end)!r}: taken from a place",
                source_part.first,
            )
    for part in clause.parts:
        if (
            not part.used
            and part.kind == "pp"
            and part.prep == "for"
            and part.np is not None
            and is_person_phrase(part.np)
            and cls in ("gain", "receive")
        ):
            stream.fail(
                "ambiguous",
                "change.for_other",
                "made or bought for someone: who holds it is not said",
                part.first,
            )
    if (
        cls == "give"
        and not recipients
        and "away" not in particles
        and any(p.np is not None and p.np.more for p in objects)
        and any(e.group == "give" and e.actor == holder.key and e.other for e in model.events)
    ):
        # "Tom gives Sue 3 marbles. Tom gives 2 more.": to Sue again, or away?
        stream.fail("ambiguous", "give.more_to_whom", "more given, to whom is not said", verb.first)
    for other in (*recipients, *([source] if source is not None else [])):
        # "Ann has 12 apples. Yesterday her brother gave her 3.": hers may hold them already
        _time_order(ctx, stream, clause, other.key, when)
    if cls == "give" and not recipients:
        cls = "lose"
    if cls == "receive" and (source is None or source.kind != "person"):
        cls = "gain"
    if cls == "gain" and source is not None and source.kind == "person":
        cls = "receive"
    if not objects:
        stream.fail("unknown_operand", "change.no_amount", "the event has no amount", verb.end)
    if cls == "give" and len(recipients) > 1 and len(recipients) != len(objects):
        stream.fail("ambiguous", "give.pairing", "which amount goes to whom is not said", verb.end)
    if frame.pays:
        _some_bought(clause, objects)
        ctx.discount = _discount(ctx, stream, clause)
    prices = _prices(clause, objects, buying=frame.pays)
    priced = [p for p in prices if p is not None]
    if _price_list(ctx, stream, clause, objects, prices, frame.lemma, holder.key):
        return
    if objects and all(p.np is not None and p.np.worth is not None for p in objects):
        _bought_worth(ctx, stream, clause, holder, objects, when)
        return
    per = clause.take("per")
    if per is not None and not priced:
        _event_rate(ctx, stream, clause, holder, objects, per, cls, when)
        return
    if per is None and not priced and _every_span(ctx, stream, clause, holder, objects, when):
        return
    if per is not None:
        adjacent = [price for price in priced if price.part.end == per.first]
        # "at $3.25 a pound and a melon for $4.50": the "a pound" is the grapes' price only
        for price in adjacent or priced:
            price.each = True  # "at $3 a pound": a price per unit
            price.per = per.word
    on_each: dict[int, Part] = {}
    if frame.lemma in ("spend", "pay") and len(objects) > 1:
        # "spent $30 on a ticket, $13 on food, and $23 on a T-shirt": each on its own thing
        for obj in objects:
            at = clause.parts.index(obj)
            after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
            if after is not None and not after.used and after.kind == "pp" and after.prep == "on":
                on_each[obj.first] = after
        if len(on_each) == len(objects):
            for part in on_each.values():
                part.used = True
        else:
            on_each = {}
    on_part = (
        clause.take("pp", prep="on") if frame.lemma in ("spend", "pay") and not on_each else None
    )
    span_part = _span(clause) if cls == "gain" and len(objects) == 1 and not priced else None
    rests = [
        obj
        for obj in objects
        if obj.np is not None and obj.np.of is not None and obj.np.of.head in REST_HEADS
    ]
    if len(rests) > 1:
        # "gave half of the remaining to Ann and a third of the remaining to Dan": of one
        # rest, or each of what the one before left?
        stream.fail(
            "ambiguous",
            "partitive.which_whole",
            "two parts of 'the rest' in one sentence: of one rest, or one after the other?",
            rests[1].first,
        )
    for k, obj in enumerate(objects):
        when = clause.object_times.get(obj.first, when)
        obj.used = True
        if on_each:
            on_part = on_each[obj.first]
        assert obj.np is not None
        _number_list(stream, obj.np)
        if obj.np.quantity is not None and obj.np.of is not None:
            owner = obj.np.of.owner
            if cls in ("give", "lose") and owner is not None and owner not in ("my", "your"):
                whose = (
                    ctx.refs.person(owner, obj.np.of.first)
                    if obj.np.of.owner_is_name
                    else ctx.refs.resolve(owner, possessive=True, at=obj.np.of.first)
                )
                if not isinstance(whose, str) and whose.key != holder.key:
                    # "He gives her one-third of her pencils": a part of another's holding
                    # is not his to give
                    stream.fail(
                        "unsupported_sentence",
                        "change.others_part",
                        f"a part of {whose.key}'s {obj.np.of.head or 'things'} given or lost"
                        f" by {holder.key}",
                        obj.first,
                    )
            ref = partitive(model, ctx.refs, stream, obj.np, holder.key, _recent(ctx, holder.key))
            ctx.last_amount = ref  # ("sold 10 of them ... half that many": of the 10)
            ctx.amount_log.append((ctx.sentence, ref.unit))
        elif obj.np.percent and obj.np.of is None:
            stream.fail(
                "unsupported_sentence", "change.percent", "a percent of what is not said", obj.first
            )
        else:
            recipient_key = recipients[0].key if len(recipients) == 1 else None
            ref = _amount(ctx, stream, obj.np, holder.key, recipient_key)
        span = stream.span(obj.first, obj.end)
        label = ref.label
        if on_part is not None and on_part.np is not None and ref.unit in ("dollars", "cents"):
            model.by_id[ref.qid].label = on_part.np.words or None
            bought = on_part.np.head
            earlier = next(
                (
                    entry
                    for entry in model.unpriced
                    if bought is not None
                    and on_part.np.det in ("the", "these", "those")
                    and same_unit(entry[2], unit_name(bought))
                    and model.by_id[entry[0]].holder == holder.key
                ),
                None,
            )
            if (
                earlier is None
                and bought is not None
                and on_part.np.det in ("the", "these", "those")
                and any(
                    e.actor == holder.key and e.group == "spend" and e.label is None
                    for e in model.events
                )
                and any(
                    e.actor == holder.key and same_unit(e.unit, unit_name(bought))
                    for e in model.events
                )
            ):
                # "He bought 5 balls for $6 each. He spent $30 on the balls.": the same
                # spending told twice, or another?
                stream.fail(
                    "ambiguous",
                    "pay.told_twice",
                    f"what was spent on the {bought} was told before",
                    on_part.first,
                )
            if earlier is not None:
                # "She bought 9 toys. She spent $72 on the toys.": what those toys cost, not
                # a second spending
                model.fill(earlier[0], ref.qid)
                model.by_id[earlier[0]].optional = False
                model.unpriced.remove(earlier)
                continue
        share = (
            model.take_share(frame.event, holder.key, when, obj.np.more, span)
            if cls in ("gain", "lose") and prices[k] is None
            else None
        )
        if share is not None:
            # "Ben and Carlos collected 50 cans in all. Ben collected 20.": Ben's share
            model.fill(share, ref.qid)
            continue
        if _told_again(ctx, stream, clause, holder.key, frame.event, ref, obj.np, when, on_part):
            continue
        if (
            cls == "gain"
            and frame.event in ("make", "plant")
            and not obj.np.more
            and model.holding_keys(holder.key, ref.unit)
        ):  # ("Tom has 23 seeds. He plants 5 seeds.": planted are used, not gained)
            # "Tom has 10 eggs. He cooks 3 eggs.", "paints 3 birds": new ones made, or the
            # ones he has worked on?
            stream.fail(
                "ambiguous",
                "change.make_held",
                f"made new {ref.unit}, or did something to the ones held?",
                obj.first,
            )
        if cls == "gain":
            model.change(holder.key, ref.qid, True, "change", span, label)
            model.event(frame.event, holder.key, ref.qid, when=when, future=verb.future)
            if span_part is not None:
                _rate_over(ctx, stream, holder.key, frame.event, ref, span_part, when)
        elif cls == "lose":
            _contents_held(ctx, holder.key, ref.unit, label)
            _loss_is_own(ctx, stream, holder.key, ref, obj.first)
            model.change(holder.key, ref.qid, False, "change", span, label)
            model.event(frame.event, holder.key, ref.qid, when=when, future=verb.future)
        elif cls == "give":
            recipient = recipients[k] if len(recipients) > 1 else recipients[0]
            if recipient.key == holder.key:
                stream.fail(
                    "unresolved_reference", "give.self", "someone gives to themself", obj.first
                )
            _contents_held(ctx, holder.key, ref.unit, label)
            model.change(holder.key, ref.qid, False, "transfer", span, label)
            had = model.current(recipient.key, ref.unit, label, span)
            model.change(recipient.key, ref.qid, True, "transfer", span, label)
            if had is None and _adds_to_a_collection(stream, clause):
                # "gives Paul 8 pens for his collection": he has one, of untold size
                model.more_starts.add(model.starts[(recipient.key, ref.unit, label)])
            model.event(frame.event, holder.key, ref.qid, recipient.key, when, verb.future)
            model.event("get", recipient.key, ref.qid, holder.key, when, verb.future)
        else:
            assert source is not None
            if source.key == holder.key:
                stream.fail(
                    "unresolved_reference", "receive.self", "someone gets from themself", obj.first
                )
            model.change(source.key, ref.qid, False, "transfer", span, label)
            model.change(holder.key, ref.qid, True, "transfer", span, label)
            model.event(
                frame.event if not verb.passive else "get",
                holder.key,
                ref.qid,
                source.key,
                when,
                verb.future,
            )
            model.event("give", source.key, ref.qid, holder.key, when, verb.future)
        if (
            prices[k] is None
            and (frame.pays or frame.paid)
            and ref.unit not in ("dollars", "cents")
        ):
            _pay_known_price(ctx, stream, clause, holder.key, ref, when)
        paid = prices[k]
        if (
            paid is not None
            and paid.each
            and paid.per is None
            and obj.np.of is not None
            and obj.np.of.value is not None
        ):
            # "3 packs of 4 pencils for $2 each": each pack, or each pencil? ("2 dozen eggs at
            # 25 cents each" is each egg: a dozen is a count, not a package)
            stream.fail(
                "ambiguous",
                "price.each_which",
                "a price each of groups of things: of each group or of each thing?",
                paid.part.first,
            )
        if paid is not None and ref.unit not in ("dollars", "cents"):
            _pay(ctx, stream, clause, holder.key, ref, paid.part, paid.each, 1, when, paid.per)


@dataclass(slots=True)
class _Price:
    part: Part
    each: bool
    per: str | None = None
    """The unit the price is per ("at $3 a dozen"), when the text names one."""


def _discount(ctx: Context, stream: Stream, clause: Clause) -> str | None:
    """discount := "with" ["a" | "an"] PERCENT "discount" | "at" PERCENT "off"

    "buys a shirt for $20 with a 25% discount", "at 25% off": the factor the price is paid
    at (3/4), marked read; ``None`` when the clause tells none."""
    for k, part in enumerate(clause.parts):
        np = part.np
        if part.used or part.kind != "pp" or np is None or not np.percent or np.value is None:
            continue
        after = clause.parts[k + 1] if k + 1 < len(clause.parts) else None
        off = after is not None and after.kind == "word" and after.word == "off"
        if not (
            (part.prep == "with" and np.head in ("discount", "off"))
            or (part.prep == "at" and (np.head in ("discount", "off") or off))
        ):
            continue
        if Fraction(np.value) >= 100:
            stream.fail(
                "unsupported_sentence", "discount.whole", "a discount of all or more", part.first
            )
        rest = clause.parts[k + (2 if off else 1) :]
        if rest and _discount_on_all(clause, rest[0]):
            rest[0].used = True  # ("3 shirts ... with a 10% discount on the shirts")
        elif rest and rest[0].kind == "pp" and rest[0].prep in ("on", "for", "off"):
            # "with a 50% discount on the second shirt", "on the hats": of which things is
            # not always all that was bought, and the reader keeps no price per piece
            stream.fail(
                "unsupported_sentence",
                "discount.scope",
                "a discount on part of a purchase",
                rest[0].first,
            )
        if sum(p.kind == "object" for p in clause.parts) > 1:
            # "3 shirts at $20 each with a 10% discount and 2 hats at $5 each", "... and 2
            # hats at $5 each with a 10% discount": of the one it is told with, or of both?
            stream.fail(
                "ambiguous",
                "discount.which_purchase",
                "a discount told with two things bought: of one, or of both?",
                part.first,
            )
        part.used = True
        if off and after is not None:
            after.used = True
        span = stream.span(part.first, part.end)
        return share_quantity(ctx.model, 1 - Fraction(np.value) / 100, span)
    return None


SPENDING: Final = frozenset({"spend", "buy", "pay"})
"""Event groups that spend money: "buys 3 shirts at $20 each" and "pays $60" both spend."""
EARNING: Final = frozenset({"earn", "make", "sell"})
"""Event groups that earn money: "sells 3 cakes at $20 each" and "earns $60" both earn."""
_MONEY_FAMILIES: Final = (SPENDING, EARNING)


def _told_again(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: str,
    group: str,
    ref: AmountRef,
    np: NounPhrase,
    when: str | None,
    on_part: Part | None,
) -> bool:
    """Read an event that restates ones told before as their total, or refuse it; ``True``
    when it was so read (the caller records no new event).

    "Tom buys 3 shirts at $20 each. He pays $60.", "bought 3 chickens for $3 each and a bag
    of potatoes ... paid $15 in total", "He read 10 pages on Monday and 5 on Tuesday. He read
    15 pages in total.": the amount is what the events before came to (the solver finds the
    price not told, or refuses a total that does not hold). Money paid or earned with nothing
    it is for, no time and no "more", beside such money told before; any amount said "in
    total" beside events of its verb told before. "spends $20 on it" after buying it is
    refused: the same money, or more?"""
    model = ctx.model
    verb = clause.verb
    if np.more and not any(e.actor == holder and same_unit(e.unit, ref.unit) for e in model.events):
        others = {
            e.actor
            for e in model.events
            if e.group == group and e.actor != holder and same_unit(e.unit, ref.unit)
        }
        if others:
            # "Sara picked 10 apples. Mia picked 4 more apples.": 4 more than Sara, or 4 of
            # her own after some the text does not tell?
            stream.fail(
                "ambiguous",
                "change.more_than_whom",
                f"{np.value} more {ref.unit}: more than {sorted(others)[0]}, or more of one's own?",
                np.first,
            )
    if np.more or np.det == "another" or verb.future or verb.intent or verb.hypothetical:
        return False  # ("spent another $1.25": more; "hopes to pay $70": not paid)
    if verb.need or verb.ability or verb.negated:
        return False
    earlier = [e for e in model.events if e.actor == holder and not e.future]
    same = [e for e in earlier if e.group == group and same_unit(e.unit, ref.unit)]
    if same and _said_together(clause):
        return _restated(ctx, stream, ref, [e.amount for e in same], np)
    if (
        when is None
        and ref.unit not in ("dollars", "cents")  # (money "on a book" is for it, not then)
        and same
        and all(e.when is not None for e in same)
    ):
        # "She read 7 pages on Monday and 15 on Tuesday. She read 22 pages.": their total
        # told again, or more on a day not said?
        stream.fail(
            "ambiguous",
            "event.total_told",
            f"{ref.unit} with no time, after {ref.unit} told at times: their total, or more?",
            np.first,
        )
    family = next((f for f in _MONEY_FAMILIES if group in f), None)
    money = [
        e.amount
        for e in earlier
        if family is not None and e.group in family and e.unit in ("dollars", "cents")
    ]
    if money and on_part is not None and on_part.np is not None and on_part.np.pronoun:
        # "Tom buys a shirt for $20. He spends $20 on it.": the same $20, or $20 more?
        stream.fail(
            "ambiguous",
            "money.told_again",
            f"money {group} on what was bought before: the same money, or more?",
            np.first,
        )
    if ref.unit not in ("dollars", "cents") or on_part is not None or when is not None:
        return False
    if ref.label is not None or any(
        (p.kind == "pp" and p.prep in ("for", "on", "to", "from", "in", "with"))
        or (p.kind == "word" and p.word == "purpose")
        for p in clause.parts
    ):
        return False  # ("pays $3 for a pen", "$50 in pants", "with five $100 bills", "earned
        # $20 for walking dogs": money for, to or as what it names)
    if money and any(model.by_id[q].label not in (None, "price not stated") for q in money):
        # "Zoe spends $5 on lunch. Zoe buys 5 hats at $11 each and 2 bags. She pays $77.": the
        # total of all she spent, or of the hats and bags?
        stream.fail(
            "ambiguous",
            "money.told_again",
            f"money {group} beside money {group} on other things: the total of which?",
            np.first,
        )
    if money:
        return _restated(ctx, stream, ref, money, np)
    return False


def _restated(
    ctx: Context, stream: Stream, ref: AmountRef, amounts: list[str], np: NounPhrase
) -> bool:
    """``ref`` is the total of ``amounts``: one amount not yet known is it, several are summed
    to it; one amount already known is the same one told again, which is refused."""
    model = ctx.model
    if len(amounts) == 1:
        if model.by_id[amounts[0]].value is not None or model.by_id[amounts[0]].derived:
            stream.fail(
                "ambiguous",
                "money.told_again",
                f"{ref.unit} told beside the same told before: the same, or more?",
                np.first,
            )
        model.fill(amounts[0], ref.qid)
        model.by_id[amounts[0]].optional = False
        return True
    model.relate("sum", ref.qid, tuple(amounts), "combine")
    return True


def _discount_on_all(clause: Clause, scope: Part) -> bool:
    """Whether a discount's "on ..." names all that was bought: the one thing bought, by
    its noun ("3 shirts ... on the shirts") or "them", "it", "everything"."""
    things = [p.np for p in clause.parts if p.kind == "object" and p.np is not None]
    np = scope.np
    if scope.kind != "pp" or scope.prep != "on" or np is None or len(things) != 1:
        return False
    if np.pronoun in ("them", "it") or np.head == "everything":
        return np.value is None and not np.mods
    return (
        np.det == "the"
        and np.value is None
        and not np.mods
        and np.of is None
        and np.head is not None
        and things[0].head is not None
        and noun_key(np.head) == noun_key(things[0].head)
        and plural_noun(np.head) == plural_noun(things[0].head)
    )


def _some_bought(clause: Clause, objects: list[Part]) -> None:
    """ "buys a dress for $45 and shoes for $30": a bare plural bought for a sum is some of
    them (how many is not said), for that sum; "shoes for $30 each" stays a price of each,
    and "sells paperbacks for $7" a price (the caller asks this of buying only)."""
    for obj in objects:
        np = obj.np
        if (
            np is None
            or np.det is not None
            or np.value is not None
            or np.owner is not None
            or np.quantity is not None
            or np.of is not None
            or not plural_noun(np.head)
        ):
            continue
        at = clause.parts.index(obj)
        after = clause.parts[at + 1 : at + 3]
        if (
            after
            and after[0].kind == "pp"
            and after[0].prep in ("for", "worth")
            and after[0].np is not None
            and after[0].np.money is not None
            and not after[0].np.more
            and not (len(after) > 1 and after[1].kind == "word" and after[1].word == "each")
            and not (len(after) > 1 and after[1].kind == "per")
        ):
            obj.np = replace(np, det="some")


def _prices(clause: Clause, objects: list[Part], *, buying: bool = True) -> list[_Price | None]:
    """The price of each bought or sold amount: "3 notebooks at $2 each and a pen for $1".

    A price phrase belongs to the amount before it: "at $2" is a price per item
    (as "for $2 each" is), "for $5" the price of them all. One price after several amounts
    ("2 pens and 3 pencils for $4") is refused, since it is not said which
    items it is for.
    """
    out: list[_Price | None] = [None] * len(objects)
    for k, obj in enumerate(objects):
        end = objects[k + 1].first if k + 1 < len(objects) else clause.end + 1
        for part in clause.parts:
            if part.used or not obj.end <= part.first < end:
                continue
            if (
                part.kind == "pp"
                and part.prep in (("at", "for", "worth") if buying else ("at", "for"))
                and part.np is not None
                and part.np.money is not None
            ):  # ("buys groceries worth $40": for $40; "sells a TV worth $40" is its value)
                if part.np.more:
                    # "2 balls for $2 more each": more than what is not read
                    raise ReadError(
                        "unsupported_sentence",
                        "cost.more",
                        "a price more than another's is not read",
                        None,
                    )
                part.used = True
                out[k] = _Price(part, part.prep == "at")  # "at $2": a unit price
            elif part.kind == "word" and part.word in ("each", "apiece") and out[k] is not None:
                part.used = True
                price = out[k]
                assert price is not None
                price.each = True
    priced = [(obj, price) for obj, price in zip(objects, out, strict=True) if price is not None]
    if len(priced) > 1 and any(
        not price.each and obj.np is not None and isinstance(obj.np.value, int) and obj.np.value > 1
        for obj, price in priced
    ):
        # "one book for $16, three binders for $2 and six notebooks for $1": each, or all
        # three? In a list of prices both are read
        raise ReadError(
            "ambiguous", "price.each_or_all", "a price after a count in a list: each, or all?", None
        )
    if len(objects) > 1 and sum(p is not None for p in out) == 1 and out[-1] is not None:
        if not out[-1].each:
            raise ReadError(
                "ambiguous", "price.which", "which items the price is for is not said", None
            )
        # "3 pens and a notebook for $1 each": each of the things bought costs that
        last = out[-1]
        out = [_Price(last.part, True, last.per) for _ in objects]
    return out


def _bought_worth(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: Entity,
    objects: list[Part],
    when: str | None,
) -> None:
    """ "James buys $30 worth of candy": money spent, as "spends $30 on candy" says (how much
    candy is not said); only buying is read so."""
    frame = clause.verb.frame
    assert frame is not None
    if not frame.pays or clause.verb.passive:
        stream.fail(
            "unsupported_sentence",
            "cost.worth",
            "an amount of money's worth, other than bought",
            objects[0].first,
        )
    model = ctx.model
    for part in objects:
        part.used = True
        np = part.np
        assert np is not None and np.worth is not None and np.money is not None
        ref = _amount(ctx, stream, replace(np, worth=None), holder.key)
        model.by_id[ref.qid].label = np.worth.words or None
        span = stream.span(part.first, part.end)
        model.event("spend", holder.key, ref.qid, when=when, future=clause.verb.future)
        held = any(k[0] == holder.key and k[1] == ref.unit for k in model.holdings)
        if held and not clause.verb.future:
            model.change(holder.key, ref.qid, False, "payment", span)


def _price_list(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    objects: list[Part],
    prices: list[_Price | None],
    lemma: str,
    holder: str,
) -> bool:
    """price_list := SELL item ("for" | "at") money ["each" | per] ("," | "and" ...)*

    "Tom sells apples for $2 each", "The bookstore sells paperbacks for $7 and hardcovers
    for $15", "sells eggs for $3 a carton": what one thing (or one carton of them) costs,
    as "Apples cost $2 each" says; no amount changes hands. ``False`` (nothing read)
    unless every object is a bare plural (or "each apple") with its own price."""
    if lemma not in ("sell", "buy") or not objects or len(prices) != len(objects):
        return False
    if clause_time(clause) is not None or any(
        p.kind == "word" and p.word and p.word.split(" ")[0] in ("last", "this", "next")
        for p in clause.parts
    ):
        return False  # ("sold muffins for $2 each last year": a price then, not a price)
    pers = [p for p in clause.parts if p.kind == "per" and not p.used]
    read: list[tuple[Part, str, str | None, NounPhrase, Part | None]] = []
    for part, price in zip(objects, prices, strict=True):
        np = part.np
        each_one = np is not None and np.det in ("each", "every") and not plural_noun(np.head)
        per = next((q for q in pers if q.first == price.part.end), None) if price else None
        if (
            np is None
            or price is None
            or np.value is not None
            or (np.det is not None and not each_one)
            or np.owner is not None
            or np.of is not None
            or np.quantity is not None
            or not (plural_noun(np.head) or each_one or per is not None)  # ("lemonade")
            or price.part.np is None
            or price.part.np.money is None
            or price.part.np.value is None
        ):
            return False
        named = phrase_unit(np)
        if named is None or (clause.verb.past and not (price.each or each_one or per is not None)):
            return False  # ("sold apples for $10": all it sold, or each? a past sale says not)
        read.append((part, named[0], named[1], price.part.np, per))
    if len(pers) != sum(1 for entry in read if entry[4] is not None):
        return False  # (a "per" that is no price's: "sells 3 apples a day")
    for part, item, label, money_np, per in read:
        part.used = True
        money = money_np.money
        assert money is not None and money_np.value is not None
        span = stream.span(money_np.first, money_np.end)
        unit: str = item
        kind: str | None = label
        if per is not None and per.word is not None:
            # "sells eggs for $3 a carton": a carton of them, priced
            per.used = True
            unit, kind = per.word, f"of {item}"
        qid = ctx.model.given(money_np.value, f"{money}/{singular(unit)}", None, kind, span)
        ctx.model.rates.append(Rate(qid, money, unit, holder, "cost", kind, side=lemma))
        ctx.recent_unit = item
    return True


def _number_list(stream: Stream, np: NounPhrase) -> None:
    """ "buys 2, 3 eggs": a list of numbers is not one amount."""
    end = np.end
    if (
        np.head is None
        and np.value is not None
        and end + 1 < stream.end
        and stream.low_at(end) == ","
        and _starts_number(stream.low_at(end + 1))
    ):
        stream.fail("unsupported_sentence", "amount.number_list", "a list of numbers", np.first)


def _starts_number(low: str) -> bool:
    """A token that begins a number: digits, "$", or a number word ("2", "$3", "three")."""
    return low[:1].isdigit() or low == "$" or low in words("number_word")


def _event_rate(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: Entity,
    objects: list[Part],
    per: Part,
    cls: str,
    when: str | None,
) -> None:
    """ "earns $15 an hour", "eats 3 beignets every morning": a rate of the event,
    and with a span ("for 5 days") the amount it adds up to."""
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None and per.word is not None
    activity = _pay_activity(objects) if frame.cls == "gain" else None
    if activity is not None:
        objects = objects[:1]
    if len(objects) != 1 or objects[0].np is None:
        stream.fail("unsupported_sentence", "change.rate", "a rate of one amount", per.first)
    objects[0].used = True
    ref = _amount(ctx, stream, objects[0].np, holder.key)
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(per.word)}"
    model.rates.append(Rate(ref.qid, ref.unit, per.word, holder.key, frame.event, when, activity))
    span_part = _span(clause)
    if span_part is None:
        return
    length = _amount(ctx, stream, span_part, holder.key)
    length_q = _span_in(ctx, stream, length.qid, per.word, holder.key)
    span = stream.span(span_part.first, span_part.end)
    total = model.derive("product", (ref.qid, length_q), "rate", ref.unit, holder.key, when, span)
    model.event(frame.event, holder.key, total, when=when, future=clause.verb.future)
    if cls in ("gain", "lose"):
        model.change(holder.key, total, cls == "gain", "change", span)


def _every_span(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: Entity,
    objects: list[Part],
    when: str | None,
) -> bool:
    """ "makes 6 turns every 30 seconds", "eats one mouse every 4 weeks": a rate over the
    span, as "in 30 seconds" gives, but no amount done (it goes on); ``False`` when the
    clause has no such span."""
    spans = [
        o
        for o in objects
        if o.np is not None
        and o.np.det == "every"
        and o.np.value is not None
        and o.np.head is not None
        and (found := unit_table().lookup(o.np.head)) is not None
        and found.dimension == "time"
    ]
    if not spans:
        return False
    amounts = [o for o in objects if o not in spans]
    frame = clause.verb.frame
    assert frame is not None
    if len(spans) != 1 or len(amounts) != 1 or amounts[0].np is None or _span(clause) is not None:
        stream.fail(
            "unsupported_sentence",
            "change.rate",
            "a rate over a span with other amounts or spans beside it",
            spans[0].first,
        )
    spans[0].used = amounts[0].used = True
    ref = _amount(ctx, stream, amounts[0].np, holder.key)
    every = spans[0].np
    assert every is not None
    _rate_per_span(ctx, stream, ref, every, holder.key, frame.event, when, repeats=True)
    return True


_VAGUE_DETS: Final = frozenset(
    {"some", "several", "many", "most", "both", "few", "all", "any", "enough", "more", "other"}
)


def _pay_activity(objects: list[Part]) -> str | None:
    """ "earns $9 an hour babysitting": money, then the gerund of the work it is paid for (the
    gerund is marked read); ``None`` for anything else."""
    if len(objects) != 2:
        return None
    money, work = objects
    np = work.np
    if money.np is None or money.np.money is None or np is None or np.head is None:
        return None
    if np.value is not None or np.det is not None or np.owner is not None or np.mods:
        return None
    form = activity_form(np.head) or verb_form(np.head)
    if form is None or form.tense != "gerund":
        return None
    work.used = True
    return form.frame.event


_WORK: Final = "work"
"""The work any pay rate is for: "earns $9 an hour. She worked 4 hours." """


def _paid_time(
    ctx: Context,
    stream: Stream,
    holder: str,
    event: str,
    ref: AmountRef,
    when: str | None,
    clause: Clause | None = None,
) -> None:
    """ "Ella earns $9 an hour babysitting. She babysat for 4 hours.": time spent at the work a
    pay rate is for earns the rate times that time (an ``earn`` event, added to the money
    she holds). The work must be the rate's (or "work" for a rate that names none), and
    the time convertible to the rate's unit; two such rates are refused."""
    model = ctx.model
    table = unit_table()
    spent = table.lookup(ref.unit)
    if spent is None or spent.dimension != "time":
        return
    rates = [
        r
        for r in model.rates
        if r.holder == holder
        and r.top in ("dollars", "cents")
        and (r.activity == event or (r.activity is None and event == _WORK))
        and (per := table.lookup(r.per)) is not None
        and per.dimension == "time"
    ]
    if not rates:
        return
    if len(rates) > 1:
        stream.fail("ambiguous", "pay.rate", "more than one pay rate for this work")
    if clause is not None:
        _time_order(ctx, stream, clause, holder, when)  # ("has $45 ... worked 5 hours yesterday")
    rate = rates[0]
    span = model.by_id[ref.qid].span
    if rate.when is not None and rate.when != when:
        # "earns $15 an hour on weekdays ... works 8 hours on Saturday": that pay then?
        stream.fail(
            "unsupported_sentence",
            "pay.when",
            f"a pay rate that holds {rate.when}, at another time",
        )
    if uneven_span(rate.per, ref.unit):  # (days worked are work days, whole weeks or not)
        stream.fail(
            "unsupported_sentence",
            "pay.span_within_days",
            f"paid per {singular(rate.per)} for {ref.unit}: how the pay falls within them is"
            " not said",
        )
    time = convert(model, stream, ref.qid, rate.per, holder)
    paid = model.derive("product", (rate.qid, time), "rate", rate.top, holder, when, span)
    model.event(rate.group or "earn", holder, paid, when=when)
    if model.current(holder, rate.top, None, span) is not None:
        model.change(holder, paid, True, "payment", span)


def _pay_known_price(
    ctx: Context, stream: Stream, clause: Clause, holder: str, ref: AmountRef, when: str | None
) -> None:
    """ "Pens cost $2 each. Sam buys 3 pens.": the cost at the price the text stated."""
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    sentence = [t.low for t in stream.tokens[stream.first : stream.end]]
    elsewhere = {
        (part.np.name or part.np.head or "").lower()
        for part in clause.parts
        if part.kind == "pp" and part.prep in ("from", "at") and part.np is not None
    } | {
        sentence[k + 1] if sentence[k + 1] not in ("the", "a", "her", "his") else sentence[k + 2]
        for k in range(len(sentence) - 2)
        if sentence[k] in ("at", "from", "to")
    }  # ("buys 5 muffins at the cafe", "from Tom", "At the cafe, ...", "goes to the store")

    def applies(rate: Rate) -> bool:
        if rate.side is None:
            return True
        seller = (rate.holder or "").lower().split(" ")[-1]
        if rate.side == "sell" and frame.pays:
            # "The bakery sells muffins for $2 each. Ann buys 5.": hers are from the bakery,
            # unless the text says from elsewhere; the bakery's own buying is not at it, nor
            # its owner's ("Ann's bakery ... Ann buys 5")
            return (
                rate.holder != holder
                and not (rate.holder or "").startswith(f"{holder}'s ")
                and all(name.split(" ")[-1] == seller for name in elsewhere)
            )
        # the seller's own sales at its selling price; a buyer's purchases at its buying price
        return rate.holder == holder and (rate.side == "buy") == frame.pays

    per_unit = [
        r
        for r in model.rates
        if r.group == "cost" and same_unit(r.per, ref.unit) and applies(r) and r.owner is None
    ]  # ("Ann's pen costs $3. Bill buys 2 pens.": her pen's price is no price of pens)
    # the price of that very thing ("3 pounds of apples" at "apples cost $2 a pound"); for an
    # unnamed one ("10 gallons"), the one price per that unit; else an unlabelled price
    measure = unit_table().lookup(ref.unit) is not None
    contents = all(r.when is not None and r.when.startswith("of ") for r in per_unit)
    filled = ref.label is not None and is_container(ref.unit)
    if ref.label is None and is_container(ref.unit) and len(per_unit) == 1:
        contents = True  # ("A box of crayons costs $3. Tom buys 7 boxes.": those boxes)
    prices = [r for r in per_unit if r.when in (ref.label, f"of {ref.label}")] or (
        per_unit
        if ref.label is None and (measure or contents)
        else [r for r in per_unit if r.when is None and not filled]
    )  # ("A red pencil costs 15 cents. Tom buys 8 pencils.": red ones? not said; "A box of
    # 10 pencils costs $1.20. Tom buys 3 boxes.": those boxes; "A bottle costs $4. Tom buys
    # 2 bottles of juice.": an empty bottle's price)
    if (
        ref.label is None
        and len(prices) == 1
        and prices[0].when is None
        and any(r.when is not None and not r.when.startswith("of ") for r in per_unit)
    ):
        # "A cup costs $10. A second cup costs half as much. Nora buys two cups.": the cups
        # bought may be at the other price too
        stream.fail(
            "ambiguous",
            "price.which",
            f"the {ref.unit} bought have two prices; which applies is not said",
            clause.verb.first,
        )
    if len(prices) != 1 and ctx.discount is not None:
        # ("bought a shirt with a 20% discount" at a price not told: the price, or what was
        # paid, is not said)
        stream.fail(
            "unsupported_sentence",
            "discount.no_price",
            "a discount on a price the text does not tell",
            clause.verb.first,
        )
    if len(prices) != 1:
        # "has $9 ... buys a kite", "buys 4 pens and 2 erasers" with only pens priced: it
        # cost something the text does not say, so what was spent (or is left) is unknown
        money = [k for k in model.holdings if k[0] == holder and k[1] in ("dollars", "cents")]
        span = model.by_id[ref.qid].span
        cost = model.unknown(money[0][1] if money else "dollars", holder, "price not stated", span)
        model.by_id[cost].optional = True
        if not prices and when is None and frame.pays and not clause.verb.future and not per_unit:
            model.unpriced.append((cost, ref.qid, ref.unit, ref.label))
        model.event(
            "spend" if frame.pays else "earn", holder, cost, when=when, future=clause.verb.future
        )
        if money and not _to_come(clause):
            model.change(holder, cost, not frame.pays, "payment", span)
        return
    price = prices[0]
    span = model.by_id[ref.qid].span
    cost = model.derive("product", (ref.qid, price.qid), "rate", price.top, holder, None, span)
    if frame.pays and ctx.discount is not None:
        cost = model.derive(
            "product", (cost, ctx.discount), "percent", price.top, holder, None, span
        )
    if frame.pays:
        model.event("spend", holder, cost, when=when, future=clause.verb.future)
        if model.current(holder, price.top, None, span) is not None and not _to_come(clause):
            model.change(holder, cost, False, "payment", span)
    else:
        model.event("earn", holder, cost, when=when, future=clause.verb.future)
        if model.current(holder, price.top, None, span) is not None and not _to_come(clause):
            model.change(holder, cost, True, "payment", span)


def _to_come(clause: Clause) -> bool:
    """Whether the clause tells what is still to come ("wants to buy", "will buy", "needs
    to buy"): its price is no money paid yet, and changes no holding."""
    return clause.verb.future or clause.verb.intent or clause.verb.need


def _pay(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: str,
    ref: AmountRef,
    price_part: Part,
    each: bool,
    count: int,
    when: str | None,
    per: str | None = None,
) -> None:
    """Buying or selling at a price: the cost, and the money it takes or brings.

    A price per another unit than the amount's ("2 pounds at $4 an ounce") prices the
    amount converted to that unit through the units pack, or is refused ("at $2 a sock"
    for pairs, "$3 a dozen" for eggs: no pack factor says how many).
    """
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None and price_part.np is not None
    price = price_part.np
    money = price.money
    assert money is not None
    span = stream.span(price.first, price.end)
    if each:
        amount, unit = ref.qid, ref.unit
        if per is not None and not same_unit(per, ref.unit):
            amount, unit = _convert(ctx, stream, ref.qid, per, holder), per
        rate = model.given(price.value, f"{money}/{singular(unit)}", None, None, span)
        cost = model.derive("product", (amount, rate), "rate", money, holder, None, span)
    else:
        if count != 1:
            stream.fail(
                "ambiguous", "price.which", "which items the price is for is not said", price.first
            )
        cost = model.given(price.value, money, holder, None, span)
        model.bulk_prices.append((cost, ref.qid, ref.unit))
    if frame.pays and ctx.discount is not None:
        if price_part.prep != "at":
            # "buys a book for $7 with a 10% discount": $7 paid, or the price before it?
            stream.fail(
                "ambiguous",
                "discount.which_price",
                "a sum paid 'for' beside a discount: the price before it, or what was paid?",
                price_part.first,
            )
        cost = model.derive("product", (cost, ctx.discount), "percent", money, holder, None, span)
    if frame.pays:
        model.event("spend", holder, cost, when=when, future=clause.verb.future)
        if model.current(holder, money, None, span) is not None and not _to_come(clause):
            model.change(holder, cost, False, "payment", span)
    elif frame.paid:
        model.event("earn", holder, cost, when=when, future=clause.verb.future)
        if model.current(holder, money, None, span) is not None and not _to_come(clause):
            model.change(holder, cost, True, "payment", span)
    else:
        stream.fail(
            "unsupported_sentence",
            "price.verb",
            "a price with a verb that neither buys nor sells",
            price.first,
        )
