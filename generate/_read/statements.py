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

This module reads the sentence and its clauses and sends each clause to the
rules of its frame: ``holdings`` (hold, be), ``changes`` (gain, lose, give,
receive, scale), ``activities`` (act and rates), ``purchases`` (cost and
money), ``comparisons``; ``context`` holds what they share.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.activities import (
    each_member_event,
    each_member_rate,
    grouping,
    habitual,
    it_takes,
    movement,
    moving_verb,
    read_act,
    read_frequency,
    read_requirement,
    starts_and_ends,
)
from generate._read.changes import (
    distribute,
    give_to_each,
    joint_event,
    moves_things,
    ongoing_scene,
    read_change,
    read_scale,
    things_changed,
)
from generate._read.clauses import (
    BOUNDARIES,
    Clause,
    Part,
    VerbGroup,
    is_word_time,
    next_time,
    plural_head,
    read_clause_parts,
    read_subject,
    read_verb_group,
    time_phrase,
    timed_clause_starts,
)
from generate._read.comparisons import (
    compare_hint,
)
from generate._read.context import (
    CALENDAR_NAMES,
    CHANGING,
    GOING_VERBS,
    TIME_HEADS,
    Context,
    Purpose,
    Value,
    clause_places,
    clause_time,
    footprint,
    has_span,
    holders_of,
    is_time,
    one_holder,
    past_time,
    place_context,
    place_key,
    said_together,
    still_to_come,
    times_of_objects,
    told_this_sentence,
)
from generate._read.guards import bound, counted_money, label_number, spelled_operation
from generate._read.holdings import (
    holds_is_content,
    joint_ages,
    needed_to_have,
    packaged,
    rate_of_each,
    read_be,
    read_hold,
    share_equally,
    that_is,
    verb_then_amount,
    with_each,
)
from generate._read.lexicon import (
    activity_frame,
    any_verb_form,
    is_person_noun,
    name_gender,
    pos_of,
    verb_form,
    words,
)
from generate._read.meaning import (
    COLLECTIVES,
    entity_of,
    is_container,
    is_person_phrase,
    measure_rate,
    plural_noun,
    same_unit,
)
from generate._read.model import REQUIREMENT, HoldKey, Model
from generate._read.partitions import open_whole, read_part
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.purchases import (
    read_cost,
    read_sale,
)
from generate._read.references import Entity, agent_noun
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = ["read_statement", "relative_clause"]


_SEQUENCE: Final = frozenset(
    {"then", "next", "later", "after", "afterwards", "following", "again", "before", "earlier"}
)


@cache
def _time_words() -> frozenset[str]:
    """Words that name a time or a sequence (built once: every clause asks)."""
    return (
        _SEQUENCE
        | words("time_unit_day")
        | CALENDAR_NAMES
        | {"yesterday", "today", "tonight", "tomorrow", "now", "night", "morning"}
        | {"afternoon", "evening", "weekend", "day", "days", "week", "weeks", "month"}
        | {"months", "year", "years"}
    )


def _untimed(stream: Stream, clause: Clause) -> bool:
    """Whether the sentence of a clause names no time and no sequence: "Veronica climbed 18
    more than half that amount" (of the occasion compared with), not "Then she read twice
    as many" or "The next day he sold twice as many" (a later one)."""
    first = clause.first
    while first > stream.first and stream.tokens[first - 1].low not in (".", "?", "!"):
        first -= 1
    times = _time_words()
    return not any(t.low in times for t in stream.tokens[first : clause.end])


def _fronted_total(stream: Stream) -> bool:
    """fronted_total := ("together" | "altogether" | "in" ("total" | "all")) [","]

    "Together Mia and Leo have 30", "In total, they sold 180 oranges": the amount after is
    what the subjects have or did all together."""
    if stream.check(("together", "altogether")):
        stream.pos += 1
    elif stream.check(("in",)) and stream.low(1) in ("total", "all"):
        stream.pos += 2
    else:
        return False
    stream.consume((",",))
    return True


_BREAK_UNITS: Final = frozenset({"hour", "hours", "minute", "minutes", "hour-long", "minute-long"})
"""Time words that make "early", "late" or a "break" a change of a span of time."""


def read_statement(ctx: Context, first: int, end: int) -> None:
    """Read one sentence (tokens ``[first, end)`` without its terminator) into the model."""
    ctx.sentence += 1
    stream = Stream(ctx.tokens, first, end)
    if stream.low() in ("each", "every") and stream.low(1) == "time":
        # "Tom swam 3 times. Each time he swam 4 laps.": an amount of every one of the times,
        # which the reader does not multiply out
        stream.fail(
            "unsupported_sentence",
            "clause.repeated",
            f"'{stream.low()} time': an amount done each of a number of times",
            first,
        )
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
    ctx.model.again = bool(
        {t.low for t in ctx.tokens[first:end]} & {"also", "later", "then", "next", "again", "too"}
    )  # ("Tom scored 5 more points than Ann. Later Tom scored 12 points.": another scoring)
    lows = [t.low for t in ctx.tokens[first:end]]
    timed = not _BREAK_UNITS.isdisjoint(lows)
    if timed and {"early", "late", "earlier", "later"} & set(lows[1:]):
        # "He leaves 1 hour early", "arrives 30 minutes late": a span shortened, not read
        stream.fail("unsupported_sentence", "time.early_late", "a time early or late", first)
    if timed and {"break", "lunch", "breaks", "rest"} & set(lows):
        # "He takes a 1 hour lunch": a span's time off, which the reader does not take away
        stream.fail("unsupported_sentence", "time.break", "time off a span", first)
    at = bound(lows)
    if at is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.bound",
            "an amount bounded or estimated ('at most', 'about') is no amount",
            first + at,
        )
    at = label_number([t.text for t in ctx.tokens[first:end]])
    if at is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.label",
            "a number naming a thing ('aisle 7', 'row 4') is no amount",
            first + at,
        )
    at = spelled_operation(lows)
    if at is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.operation",
            "an amount written as arithmetic ('7 minus 2', '3 x 4') is not read",
            first + at,
        )
    at = _day_of_a_span(ctx, lows)
    if at is not None:
        # "She works 5 hours a day for 4 days. On the second day she works only 3 hours.":
        # the day told again, in its place or besides it? (a day after the span is another)
        stream.fail(
            "ambiguous",
            "time.inside_span",
            "a day (or week) that may be one of a span told before: in the place of what the"
            " span said, or besides it?",
            first + at,
        )
    together = _fronted_total(stream)  # "Together Mia and Leo have 30", "In all, they ..."
    intro = _intro(stream)
    if stream.check(("it",)) and stream.check(("takes", "took", "take"), 1):
        it_takes(ctx, stream, intro.when)
        return
    if intro.when is None and intro.place is None and packaged(ctx, stream, end):
        return
    if intro.when is None and intro.place is None and that_is(ctx, stream, end):
        return
    if intro.when is None and intro.place is None and joint_ages(ctx, stream, end):
        return
    if intro.when is None and intro.place is None and starts_and_ends(ctx, stream, end):
        return
    when = intro.when
    intro_per = _habit_of_intro(when)
    if intro_per is not None:
        when = None  # "Every day, he reads 20 pages": a rate per day, no time label
    _time_markers(ctx, stream, first, end)
    _free_or_let_go(ctx, stream, first, end)
    open_whole(ctx, stream)
    elided: list[Entity] | None = None
    after_relative = False  # (the clause before ended in a relative clause)
    previous_verb, previous_cls, previous_unit = ctx.clause_before or (None, None, None)
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
        if elided is not None and verb_then_amount(stream):
            subjects, there = [], False  # "earns $16 an hour and works 7 hours a day"
        else:
            subjects, there = read_subject(stream)
        if len(subjects) == 1 and subjects[0].pronoun == "they" and not there:
            things = _they_things(ctx, subjects[0])
            if things is not None:
                subjects = [things]  # ("Kim buys 3 boxes. They cost $4 each.": the boxes)
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
            # "Omar knows that he needs 60 pages", "Rafi says he has 7 more": what is
            # told is the clause after the verb, its "he" the teller
            tellers = holders_of(ctx, stream, subjects)
            ctx.reports.append(verb.first)
            ctx.hearsay = verb.lemma in words("report_hearsay")
            stream.consume(("that",))
            ctx.refs.new_clause(tellers[0].key if len(tellers) == 1 else None)
            continue
        role_end = _role_read_past(stream, subjects, verb)
        if role_end is not None:
            # "Rosa is a baker, and she sells 30 muffins a day", "Omar is a farmer who has
            # 40 cows": who someone is says nothing of how much; the clause after it is read
            elided = holders_of(ctx, stream, subjects)
            stream.pos = role_end
            stream.consume(("who",))
            ctx.refs.new_clause(elided[0].key)
            continue
        if together and len(subjects) == 1 and subjects[0].pronoun == "they":
            # "Ravi has $36 more than Jun. Together they have $100.": the two people named;
            # with none, the two things that hold what is counted ("The red box has 11 more
            # marbles than the blue box. Together they have 35 marbles.")
            people = ctx.refs.people()
            if not people:
                keys = sorted({k[0] for k in ctx.model.holdings})
                people = [
                    e
                    for key in keys
                    if (e := ctx.refs.entities.get(key)) is not None
                    and e.kind == "thing"
                    and not e.plural
                ]
                if len(people) != len(keys):
                    people = []
            if len(people) == 2 and not ctx.refs.candidates("they"):
                ctx.refs.joined.append(frozenset(p.key for p in people))
                subjects = [
                    NounPhrase(subjects[0].first, subjects[0].end, name=p.key) for p in people
                ]
        holders = holders_of(ctx, stream, subjects) if subjects else None
        if not subjects and not there:
            if elided is None:
                stream.fail("unsupported_sentence", "clause.no_subject", "no subject", clause_first)
            if after_relative:
                # "Ben has 5 fewer shells than Ava, who is 12 years old and has 20 shells": the
                # relative clause's "who" or the sentence's subject, as English allows both
                stream.fail(
                    "ambiguous",
                    "relative.and",
                    "a verb with no subject after a relative clause: whose is not said",
                    clause_first,
                )
            holders = elided
        parts = read_clause_parts(stream, verb.frame)
        if len(subjects) == 1 and (each_of := _each_of_them(ctx, subjects[0], verb, parts)):
            subjects = [each_of]  # ("The pizzas have 12 slices each": each pizza has 12)
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
                hint = compare_hint(parts[k - 1]) if k > 0 else None
                changes = verb.frame is not None and verb.frame.cls in CHANGING
                relative_clause(ctx, stream, part, when, hint, during_change=changes)
        before_each = len(ctx.model.rates)
        with_each(ctx, stream, clause)
        if verb.past or verb.future:
            # ("There were 6 boxes with 8 crayons in each": so many in each then)
            ctx.model.rates_of_then.update(r.qid for r in ctx.model.rates[before_each:])
        _elided_whole(clause)
        _every_amount(stream, clause)
        _untold_change(stream, clause)
        _days_joined(stream, clause)
        _other_things(ctx, stream, clause)
        _for_an_occasion(clause)
        _measured_packs(stream, clause)
        _counted_money(stream, clause)
        cls = verb.frame.cls if verb.frame is not None else None
        ctx.parallel_unit = (
            previous_unit
            if previous_verb == verb.lemma
            or (cls is not None and cls == previous_cls and cls in ("gain", "act"))
            else None
        )  # ("Amara collected 47 shells, and her brother found 30": 30 shells)
        before = footprint(ctx.model)
        held_before = dict(ctx.model.holdings)
        ctx.model.clause_held = held_before
        ctx.model.verb = verb.lemma
        ctx.model.verb_past = verb.past
        ctx.model.clause_untimed = _untimed(stream, clause)
        ctx.clause_past = verb.past
        told = len(ctx.model.events)
        started = set(ctx.model.starts)
        rated = {r.qid for r in (*ctx.model.rates, *ctx.model.periodic)}
        _interpret(ctx, stream, clause, holders or [], when, intro.place, intro.offset)
        _contents_of_these(ctx, before_each, held_before)
        if still_to_come(clause):
            new = ctx.model.events[told:]
            if not ctx.model.again and any(
                e.actor == n.actor and e.group == n.group and same_unit(e.unit, n.unit)
                for n in new
                for e in ctx.model.events[:told]
                if e.amount in ctx.planned
            ):
                # "The family wants to buy 6 books. ... The family wants to buy 4 books.": the
                # plan told again, or another plan besides it? ("also" says another)
                stream.fail(
                    "ambiguous",
                    "intent.twice",
                    "a plan told twice: the same plan, or another besides it?",
                    verb.first,
                )
            ctx.planned.update(e.amount for e in new)
        else:
            _use_what_it_takes(ctx, stream, told, clause.first)
        for rate in (*ctx.model.rates, *ctx.model.periodic):
            if rate.qid not in rated:
                ctx.model.rate_verbs.setdefault(rate.qid, verb.lemma)
                if verb.past or verb.future:
                    ctx.model.rates_of_then.add(rate.qid)
        _one_thing_named(ctx, clause)
        if ctx.hearsay:
            # "Sam says he read 30 pages": what is said, kept apart from what is told
            ctx.heard.extend((e.actor, e.unit, e.amount) for e in ctx.model.events[told:])
            ctx.heard.extend(
                (key[0], key[1], qid) for key, qid in ctx.model.starts.items() if key not in started
            )
            ctx.hearsay = False
        told_at = {label for label in clause.object_times.values() if is_word_time(label)}
        if told_at - {e.when for e in ctx.model.events[told:]}:
            # "bought $30 worth of candy yesterday and $10 worth of gum today": each amount's
            # time was told, and an event of the clause was read without its own
            stream.fail(
                "unsupported_sentence",
                "time.of_each",
                "the times of a list of amounts are not each read with its amount",
                clause_first,
            )
        ctx.discount = None  # (a discount is its own clause's)
        if verb.future or verb.intent or verb.need:
            ctx.events_to_come.update(range(told, len(ctx.model.events)))
        if footprint(ctx.model) == before:
            stream.fail(
                "unsupported_sentence",
                "clause.no_effect",
                "the reader finds no amount this clause states or changes",
                clause_first,
                stream.pos - clause_first,
            )
        unplaced = [p for p in clause.parts if p.kind == "pp" and not p.used]
        place_context(clause)
        places = [
            _told_place_key(ctx, stream, part.first, part.np)
            for part in unplaced
            if part.used and part.np is not None and part.np.head is not None
        ]  # ("Randy has 60 mango trees on his farm": where his trees are)
        if intro.place is not None and intro.place.head is not None:
            # ("In his garden, he also has 5 coconut trees": there, not on his farm)
            places.append(_told_place_key(ctx, stream, intro.place.first, intro.place))
        located = {_rate_place_key(ctx, stream, np.first, np) for np in clause_places(clause)} | {
            _rate_place_key(ctx, stream, np.first, np)
            for np in (intro.place, *(s.place for s in subjects))
            if np is not None and np.head is not None
        }  # ("Each box at the bakery holds 12 cookies": where the rate is told)
        made = len(ctx.model.events) > told or any(
            r.qid not in rated for r in (*ctx.model.rates, *ctx.model.periodic)
        )
        if located and not made and verb.lemma in GOING_VERBS and len(located) == 1:
            ctx.scene_place = next(iter(located))  # ("Ben goes to the mall and ...")
        if not located and made and ctx.scene_place is not None:
            located = {ctx.scene_place}
        if located:
            # (two places in one clause, "4 pens at the mall and 2 at the school store": which
            # amount was where is not kept, so neither is any one of them)
            where = located.pop() if len(located) == 1 else (None, "(several places)")
            for rate in (*ctx.model.rates, *ctx.model.periodic):
                if rate.qid not in rated:
                    ctx.quantity_places.setdefault(rate.qid, where)
            for event in ctx.model.events[told:]:
                ctx.quantity_places.setdefault(event.amount, where)
        touched = frozenset(k for k, qid in ctx.model.holdings.items() if held_before.get(k) != qid)
        stated = verb.be or (verb.frame is not None and verb.frame.cls == "hold")
        when_past = (
            past_time([t.low for t in stream.tokens[clause.first : clause.end]])
            if touched and stated and verb.past
            else None
        )
        if when_past is not None:
            for key in touched:  # ("Alice and Bob had 10 apples together yesterday")
                opened = ctx.model.starts.get(key)
                if opened is not None and ctx.model.by_id[opened].value is not None:
                    ctx.past_timed.setdefault(key, when_past)  # (not each one's share, untold)
        if touched:
            ctx.told_places.append(
                (
                    places[0] if len(places) == 1 else None,
                    touched,
                    verb.past,
                    stated,
                )
            )
        _record_purposes(ctx, stream, clause, holders or [])
        if _closes(clause.parts) and verb.frame is not None:
            ctx.closed_inline.append(
                ("hold", frozenset())
                if verb.be or verb.frame.cls == "hold"
                else ("event", frozenset({verb.frame.event}))
            )
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
        after_relative = (
            bool(clause.parts)
            and clause.parts[-1].kind == "relative"
            and any(
                stream.low_at(k) == "who"
                for k in range(clause.parts[-1].first, clause.parts[-1].end)
            )
        )  # (a person's "who": "4 shirts that cost $12 each and gave 1" has no other giver)
        told_here = {noun_key(u) for u in told_this_sentence(ctx) if "/" not in u}
        previous_verb = verb.lemma
        previous_unit = ctx.recent_unit if len(told_here) <= 1 else None  # (of which kind?)
        previous_cls = verb.frame.cls if verb.frame is not None else None
        ctx.clause_before = (previous_verb, previous_cls, previous_unit)
        ctx.refs.new_clause(holders[0].key if holders else None)


def _role_read_past(stream: Stream, subjects: list[NounPhrase], verb: VerbGroup) -> int | None:
    """role := (NAME | "he" | "she") BE ("a" | "an") word* PERSON_NOUN ("," | "and" | "who")

    Where the role ends, when a clause follows it ("Rosa is a baker, and she sells ...",
    "Omar is a farmer who has 40 cows"); ``None`` otherwise. Only a noun of people ends the
    role (person_noun in words.json), and no number, preposition or determiner stands in it
    ("a friend of a baker who sells ..." is the baker's clause), so no counted thing and no
    other person is read past."""
    if (
        verb.lemma != "be"
        or verb.negated
        or verb.future
        or verb.hypothetical
        or verb.intent
        or len(subjects) != 1
        or (subjects[0].name is None and subjects[0].pronoun not in ("he", "she"))
        or not stream.check(("a", "an"))
    ):
        return None
    numbers = words("number_word")
    closed = words("preposition") | words("determiner") | words("possessive")
    k = stream.pos + 1
    while k < stream.end and stream.tokens[k].low not in (",", "and", "who"):
        low = stream.tokens[k].low
        if not low.isalpha() or low in numbers or low in closed:
            return None  # ("a friend of a baker who ...": the "who" is the baker's)
        k += 1
    if k == stream.pos + 1 or k + 1 >= stream.end:
        return None
    if not is_person_noun(stream.tokens[k - 1].low) or singular(stream.tokens[k - 1].low) != (
        stream.tokens[k - 1].low
    ):
        return None
    return k


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


def _turned_age(clause: Clause) -> bool:
    """ "Maya turned 7 years old" (in the past, with no other time): an age told as now."""
    verb = clause.verb
    if verb.lemma != "turn" or not verb.past or verb.future or verb.negated or verb.passive:
        return False
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    return (
        len(objects) == 1
        and objects[0].np is not None
        and objects[0].np.value is not None
        and objects[0].np.head in ("year", "years")
        and clause.has("word", word="old")
        and all(p.kind in ("object", "word") for p in clause.parts)
    )


def relative_clause(
    ctx: Context,
    stream: Stream,
    part: Part,
    when: str | None,
    hint: tuple[str, str | None] | None = None,
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
    if any(
        stream.low_at(k) == "," and stream.low_at(k + 1) in ("and", "but")
        for k in range(verb.end, part.end - 1)
    ):
        # "Ben has 5 fewer shells than Ava, who has 12, and 3 more shells than Sam": the
        # rest of the relative clause, or of the sentence's? English allows both
        stream.fail(
            "ambiguous",
            "relative.and",
            "a relative clause that goes on after ', and': whose the rest is is not said",
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
    before = footprint(ctx.model)
    try:
        _interpret(ctx, stream, sub, holders, when)
    finally:
        ctx.unit_hint = None
        ctx.relative = False
    if footprint(ctx.model) == before:
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


def _told_of(model: Model, head: str) -> bool:
    """Whether an event of the text is in the unit ``head`` names."""
    key = noun_key(unit_name(head))
    return any(noun_key(e.unit) == key for e in model.events)


def _closes(parts: list[Part]) -> bool:
    """Whether the parts (or a relative clause's among them) close a list ("and nothing
    else")."""
    return any(
        (p.kind == "word" and p.word == "closure")
        or (p.relative is not None and _closes(p.relative[1]))
        for p in parts
    )


def _record_purposes(ctx: Context, stream: Stream, clause: Clause, holders: list[Entity]) -> None:
    """Keep each "to VERB ..." purpose of a changing verb ("to sell some cards", "to buy
    eggs"), for the reader's check once the question says what is counted."""
    for part in clause.parts:
        if part.kind != "word" or part.word != "purpose" or stream.low_at(part.first) != "to":
            continue
        form = verb_form(stream.low_at(part.first + 1))
        if form is None or form.frame.cls not in CHANGING | {"share", "scale"}:
            continue
        np = read_noun_phrase(Stream(stream.tokens, part.first + 2, part.end))
        unit = unit_name(np.head) if np is not None and np.head is not None else None
        if unit is None and form.frame.cls in ("give", "lose"):
            # "received 25 stickers from Leo to give to Ava": what the clause got, given on
            # ("used 8 eggs to bake" makes something else of them)
            things = [p.np for p in clause.parts if p.kind == "object" and p.np is not None]
            unit = unit_name(things[0].head) if things and things[0].head else None
        money = form.frame.pays or form.frame.paid or (np is not None and np.money is not None)
        ctx.purposes.append(
            Purpose(
                tuple(h.key for h in holders),
                form.frame.event,
                form.frame.cls,
                unit,
                money,
                stream.span(part.first, part.end),
                trip=clause.verb.lemma in GOING_VERBS,
            )
        )


def purpose_context(clause: Clause, model: Model | None = None) -> None:
    """ "bought 3 pens for school", "raised $50 for their field trip", "for her birthday":
    once the clause is read, a "for" phrase left over that names no one, no amount, no
    money, no time and no measure says what for, not how much; it is read as context. A
    person ("for her sister") is whom for, refused before this (``change.for_other``); a
    time ("for a week", "for this month") is a span or a label, read (or refused) as one."""
    for k, part in enumerate(clause.parts):
        np = part.np
        if part.used or part.kind != "pp" or part.prep != "for" or np is None:
            continue
        before = clause.parts[k - 1].np if k > 0 else None
        if (
            before is not None
            and before.money is not None
            and np.det in ("a", "an", "one")
            and np.head is not None
            and is_container(unit_name(np.head))
        ):
            continue  # ("buys buttons at $7 for a pack": how many the price is for)
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
            or (
                (
                    clause.verb.be
                    or (clause.verb.frame is not None and clause.verb.frame.cls == "cost")
                )
                and np.det in ("a", "an", "one")
            )  # ("Apples cost $3 for a bag", "are $2 for a crate": how many the price is for)
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


_REGULAR_PRICE: Final = frozenset({"normally", "usually", "regularly"})


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
        if low in _HABIT_WORDS and not (
            low in _REGULAR_PRICE
            and after in ("costs", "cost", "sells")
            and not (set(lows) & {"sometimes", "often"})
        ):  # ("A shirt normally costs $40": its regular price, a price like any other)
            stream.fail(
                "unsupported_sentence",
                "clause.habitual",
                "a habit, not a count of what happened",
                first + k,
            )
        if (
            low in _FUTURE_WORDS
            or (
                low == "next"
                and (after in _LATER_TIMES or after in words("time_unit_day"))
                and not (k > 0 and lows[k - 1] == "the")  # ("the next day": after the one told)
            )
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


def _ago_opening(stream: Stream) -> tuple[Value, str] | None:
    """ago := amount TIME_UNIT "ago" ","        ("Five years ago, Sana was 7 years old.")

    A shift back in time of what the sentence states, as "3 years ago" after it; the
    stream moves past it only when it is read."""
    mark = stream.mark()
    np = read_noun_phrase(stream)
    unit = unit_table().lookup(np.head) if np is not None and np.head else None
    if (
        np is None
        or not isinstance(np.value, int)
        or np.plus
        or unit is None
        or unit.dimension not in ("time", "calendar")
        or not stream.check(("ago",))
        or not stream.check((",",), 1)
    ):
        stream.reset(mark)
        return None
    stream.pos += 2
    return -np.value, unit.plural


def _bare_day_then_subject(stream: Stream) -> bool:
    """PREP DAY then a capitalized name or a subject pronoun: "On Saturday Oscar", "By noon she"."""
    day = stream.low(1)
    if not (day in words("time_unit_day") or day in words("month") or day in TIME_HEADS):
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


def _contents_of_these(ctx: Context, first_rate: int, held_before: dict[HoldKey, str]) -> None:
    """ "Ann has 3 bags with 5 apples in each bag": the 5 are what each of her 3 bags
    holds, not each bag anyone has ("Ben has 4 bags" says nothing of what is in his), so
    the rate counts the holding the clause told (``Rate.counted``), which a question about
    other bags then refuses."""
    rates = ctx.model.rates
    for k in range(first_rate, len(rates)):
        rate = rates[k]
        if rate.counted is not None or rate.holder is not None or rate.group is not None:
            continue
        told = [
            qid
            for key, qid in ctx.model.holdings.items()
            if held_before.get(key) != qid and same_unit(key[1], rate.per)
        ]
        if len(told) == 1:
            rates[k] = replace(rate, counted=told[0], told_with=True)


def _done_in_a_time(clause: Clause) -> bool:
    """Whether a present-tense clause tells how long its amount takes ("Jason eats 3
    potatoes in 20 minutes", "types 45 words in a minute"): a rate, as with "can". Only
    "in" says so ("eats 3 potatoes for 20 minutes" is no such thing), and only a plain
    present: a past one ("ate 3 in 20 minutes") is one event."""
    verb = clause.verb
    if (
        verb.past
        or verb.future
        or verb.hypothetical
        or verb.intent
        or verb.need
        or verb.passive
        or verb.negated
        or verb.gerund
        or verb.be
    ):
        return False
    for part in clause.parts:
        np = part.np
        if part.kind == "pp" and part.prep == "in" and not part.used and np is not None:
            found = unit_table().lookup(np.head) if np.head is not None else None
            if (
                found is not None
                and found.dimension == "time"
                and (np.value is not None or np.det in ("a", "an", "one"))
            ):
                return True
    return False


def _purpose_opening(stream: Stream) -> None:
    """ "To bake a plum tart, Rosa needs 2 pounds of plums.": what the sentence is for,
    before its comma, with no amount in it, says nothing of how much; it is read past."""
    if stream.low() != "to":
        return
    form = any_verb_form(stream.low(1))
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


def _event_compound(stream: Stream, np: NounPhrase) -> bool:
    """event_compound := noun_phrase GERUND NOUN [NOUN] ","

    "In a car racing competition,", "At a hot dog eating contest,": a noun phrase the
    reader stops at the gerund of is the first word of a compound naming an occasion,
    scene setting with no number, person or verb in it; read (and the comma taken) only
    when the whole of it is that."""
    if (
        np.value is not None
        or np.quantity is not None
        or np.head is None
        or is_person_phrase(np)
        or not stream.low().endswith("ing")
    ):
        return False
    ahead = [stream.low(k) for k in range(1, 4)]
    if "," not in ahead[:3] or ahead.index(",") == 0:
        return False
    nouns = ahead[: ahead.index(",")]
    if any(
        not word.isalpha()
        or verb_form(word) is not None
        or word.endswith("ed")
        or word in words("number_word")
        for word in nouns
    ) or any(t.text[:1].isupper() for t in stream.tokens[stream.pos : stream.pos + 1 + len(nouns)]):
        return False
    stream.pos += 2 + len(nouns)
    return True


def _nested_scene(stream: Stream, np: NounPhrase) -> bool:
    """nested_scene := noun_phrase ("to" | "in" | "at" | "from") noun_phrase ","

    "On a school trip to the seashore,", "At the fair in town,": an opening of an outing
    and where it went, with no number or person in it (and no time after the first phrase),
    is scene setting; read (and the comma taken) only when the whole of it is that."""
    if (
        np.value is not None
        or np.quantity is not None
        or np.head is None
        or is_person_phrase(np)
        or stream.low() not in ("to", "in", "at", "from")
    ):
        return False
    mark = stream.mark()
    stream.pos += 1
    inner = read_noun_phrase(stream)
    if (
        inner is not None
        and inner.value is None
        and inner.quantity is None
        and inner.head is not None
        and not is_time(inner)
        and not is_person_phrase(inner)
        and stream.check((",",))
    ):
        stream.consume((",",))
        return True
    stream.reset(mark)
    return False


def _each_of_them(
    ctx: Context, subject: NounPhrase, verb: VerbGroup, parts: list[Part]
) -> NounPhrase | None:
    """ "Kim buys 3 pizzas. The pizzas have 12 slices each.": things the text counted, with
    "each" ending a holding or "be" clause, are what "Each pizza has 12 slices" says (the
    "each" is taken); ``None`` for any other subject (a group of people, things not
    counted: "The dogs have 4 bones each" refuses, ``each.group_size``)."""
    last = parts[-1] if parts else None
    head = subject.head
    if (
        last is None
        or last.kind != "word"
        or last.word not in ("each", "apiece")
        or subject.det not in ("the", "these", "those")
        or subject.owner is not None
        or subject.value is not None
        or head is None
        or not plural_noun(head)
        or is_person_noun(head)
        or head not in ctx.told_in
        or not (verb.be or (verb.frame is not None and verb.frame.cls == "hold"))
        or verb.negated
    ):
        return None
    parts.pop()
    return replace(subject, det="each", head=singular(head))


def _they_things(ctx: Context, they: NounPhrase) -> NounPhrase | None:
    """ "Kim buys 3 boxes. They cost $4 each.": "they" opening a sentence is the things the
    sentence before counted, when that sentence told one amount, of a plural count of
    things (no money, measure or people), and the text names no thing, no group and no
    more than one person; ``None`` otherwise (the pronoun is resolved as before: "A store
    sold 30 shirts. They sold twice that amount." is the store's)."""
    if (
        any(e.kind != "person" or e.plural for e in ctx.refs.entities.values())
        or len(ctx.refs.people()) > 1
        or ctx.refs.candidates("they", at=they.first)
    ):
        return None  # (a store, a box, a group or two people: "they" may be one of them)
    told: list[str] = []
    for at, logged in reversed(ctx.amount_log):  # (the tail only: a long text stays linear)
        if at < ctx.sentence - 1:
            break
        if at == ctx.sentence - 1:
            told.append(logged)
    last = ctx.last_amount
    if len(told) != 1 or last is None or last.unit != told[0]:
        return None
    unit = last.unit
    if (
        not plural_noun(unit)
        or unit in ("dollars", "cents")
        or unit_table().lookup(unit) is not None
        or is_person_noun(unit)
    ):
        return None
    mods = tuple(last.label.split(" ")) if last.label else ()
    return NounPhrase(they.first, they.end, det="the", mods=mods, head=unit)


_ORDINAL_PLACES: Final = {
    word: k + 1
    for k, word in enumerate(
        ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
    )
}


_BESIDES: Final = frozenset({"extra", "additional", "another", "also", "more"})


def _day_of_a_span(ctx: Context, lows: list[str]) -> int | None:
    """Where a sentence of the verb of a rate told over a span ("5 hours a day for 4 days",
    "$5 every week for 8 weeks") names one of its periods, or a period it may be, and so
    may tell a period in the span again: "the second day" (any ordinal inside it, "the last
    day"; with "extra", "more" or "another", besides the span's, and read), "one week",
    "this week", "on Tuesday", "yesterday", "the next day"; an ordinal after the span with
    "more", "extra" or "instead" ("On the sixth day he runs 1 more mile": than the span's
    days, or besides?). ``None`` when there is no such phrase."""
    spans = []
    for rate in ctx.model.rates:
        if rate.over is None or rate.group is None:
            continue
        per, over = singular(rate.per), singular(rate.over[1])
        length = rate.over[0] * (7 if (per, over) == ("day", "week") else 1)
        if over == per or (per, over) == ("day", "week"):
            spans.append((length, per, rate.group))
    if not spans:
        return None
    groups = {g for _, _, g in spans}
    if not any((f := any_verb_form(w)) is not None and f.frame.event in groups for w in lows):
        return None  # (a sentence of another verb: "On Sunday she bought 3 apples")
    besides = not _BESIDES.isdisjoint(lows)
    changed = not _CHANGED_DAY.isdisjoint(lows)
    periods = {unit for _, unit, _ in spans}
    for k in range(len(lows) - 1):
        low, nxt = lows[k], singular(lows[k + 1])
        if low == "the" and nxt in words("ordinal") and k + 2 < len(lows):
            place = _ORDINAL_PLACES.get(nxt)  # (None: "last", "final", "tenth": inside)
            period = singular(lows[k + 2])
            for length, unit, _ in spans:
                if period != unit:
                    continue
                if (place is None or place <= length) and not besides:
                    return k
                if place is not None and place > length and changed:
                    return k
        elif low in ("next", "following") and nxt in periods and k > 0 and lows[k - 1] == "the":
            return k  # ("The next day she works 4 extra hours": inside the span, or after?)
        elif besides:
            continue  # ("One week he saves $3 more": that week's, besides the span's)
        elif (low in ("one", "this", "that", "last") and nxt in periods) or (
            "day" in periods
            and (low in ("yesterday", "today", "tonight") or low in words("time_unit_day"))
        ):
            return k
    return None


_CHANGED_DAY: Final = frozenset({"more", "extra", "instead"})
"""Words that make a period after a span's told against the span's ("1 more mile": than its
days' 3, or besides?); "only 2" is that period's amount, with no doubt."""


def _opening_time(np: NounPhrase) -> bool:
    """Whether an opening phrase's noun is a time ("In June,", "At lunch,", "In school,"):
    a place said bare ("school", "work") is a time, and with its article or owner ("In a
    school,", "At Ann's school,") a place."""
    if np.head in words("bare_place") and (np.det is not None or np.owner is not None):
        return False
    return is_time(np)


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
    following = next_time(stream)
    if following is not None:
        # "The next day, she found 7": a time of its own, after the one before
        stream.pos += 3
        stream.consume((",",))
        intro.when = following
        return intro
    if (
        low in ("last", "this", "next", "that", "every", "each", "one")
        and stream.peek(1) is not None
    ):
        stream.pos += 1
        np = read_noun_phrase(stream)
        if np is not None and np.value is None and is_time(np):
            stream.consume((",",))
            intro.when = f"{low} {np.words}"
            return intro
        stream.reset(mark)
    if low in CALENDAR_NAMES:
        stream.pos += 1
        if stream.consume((",",)) or not stream.check(("is", "was", "has", "had")):
            intro.when = low
            return intro
        stream.reset(mark)
    ago = _ago_opening(stream)
    if ago is not None:
        intro.offset = ago  # ("Five years ago, Sana was 7 years old": her age then)
        return intro
    if low in _INTRO_PREPS and _bare_day_then_subject(stream):
        # "On Saturday Oscar ran 3 miles": no comma, and the name is no part of the day
        intro.when = f"{low} {stream.low(1)}"
        stream.pos += 2
        return intro
    if low in _INTRO_PREPS:
        stream.pos += 1
        np = read_noun_phrase(stream)
        if np is not None and _event_compound(stream, np):
            return intro  # ("In a car racing competition,": an occasion, no place or time)
        if np is not None and _nested_scene(stream, np):
            # ("On a school trip to the seashore,", "In the garden at school,")
            if _opening_time(np):
                intro.when = f"{low} {np.words}"
            elif low in ("in", "at", "on"):
                intro.place = np
            return intro
        comma = np is not None and (
            stream.check((",",))
            or (
                low in ("in", "at", "on")
                and stream.check(("there",))
                and stream.check(words("be"), 1)
            )  # ("In Dev's pencil case there are 5 pens": no comma)
        )
        if np is not None and (comma or _opening_time(np)):
            if _opening_time(np) and np.value is None:
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


# -- interpretation -------------------------------------------------------------------


def _one_thing_named(ctx: Context, clause: Clause) -> None:
    """ "Tom has a dog. It eats 2 cups a day.": one thing an object names ("a dog", "a
    massager") is someone "it" may mean later; a count, a measure, money or a person is
    not (a count is no one thing, and people are registered where they are read)."""
    for part in clause.parts:
        np = part.np
        if (
            part.kind != "object"
            or np is None
            or np.det not in ("a", "an")
            or np.value not in (None, 1)
            or np.head is None
            or np.of is not None
            or np.money is not None
            or np.measure is not None
            or plural_noun(np.head)
            or np.head in words("person_noun")
            or unit_table().lookup(np.head) is not None
            or agent_noun(np.words)  # ("a lawnmower" may be a "he" the text means otherwise)
        ):
            continue
        ctx.refs.add(np.words, "thing", at=np.first)


def _elided_whole(clause: Clause) -> None:
    """ "gave 3/8 of his money to his mother and 1/4 to his father": a bare fraction in a
    list after a part of a whole is a part of that whole ("1/4 of his money")."""
    objects = [p for p in clause.parts if p.kind == "object" and p.np is not None]
    for before, part in pairwise(objects):
        whole, bare = before.np, part.np
        assert whole is not None and bare is not None
        if (
            whole.of is not None
            and whole.fraction
            and bare.fraction
            and bare.head is None
            and bare.of is None
            and bare.owner is None
            and bare.value is not None
        ):
            part.np = replace(bare, of=whole.of, quantity=whole.quantity)


def _untold_change(stream: Stream, clause: Clause) -> None:
    """Refuse "He gets a raise.", "She gets a refund.", "His boss gives him a bonus.": a
    thing whose amount is a change of a rate or of money the text does not tell
    (``count_event_word``), read as one thing it would change nothing."""
    frame = clause.verb.frame
    if frame is not None and frame.pays:
        return  # ("He buys a machine for $50": a thing bought, at its price)
    for part in clause.parts:
        np = part.np
        if (
            part.kind == "object"
            and np is not None
            and np.head is not None
            and (
                np.head in words("count_event_word")
                or singular(np.head) in words("count_event_word")
            )
            and np.head not in words("terms_noun")
            and np.value is None
            and np.money is None
            and np.measure is None
        ):  # (a discount or a tax: the amount guard names what is missing, money; "a 1-hour
            # break" tells its amount, which the rules that read it judge)
            stream.fail(
                "unsupported_sentence",
                "clause.untold_change",
                f"{np.head!r}: a change of an amount the text does not tell",
                part.first,
            )


_OTHER_MODS: Final = frozenset({"other", "different"})
"""Modifiers that set an amount apart from what the text told ("3 other pens")."""


def _time_right_after(clause: Clause, part: Part) -> bool:
    """Whether a time phrase comes right after ``part`` (its own time: "5 apples on Monday")."""
    at = clause.parts.index(part)
    after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
    return after is not None and after.kind in ("pp", "word") and after.used


def _relative_time(label: str) -> bool:
    """Whether a time label is told from another ("the next day", "today", "this week"):
    after an amount of no time, it is the later amount's, not the first's."""
    return label in ("today", "tonight", "tomorrow") or label.startswith(("the next ", "this "))


def _for_an_occasion(clause: Clause) -> None:
    """ "She bought 20 balloons for the party", "read 40 pages for history class": what it was
    done for (an `occasion_noun`, the one's own or named, with no number, price or person)
    says nothing of how much, and is read past; "for a piece" (a price's unit), "for $5",
    "for his sister" or "for 3 days" are other readings, left to them."""
    for part in clause.parts:
        np = part.np
        if (
            part.used
            or part.kind != "pp"
            or part.prep != "for"
            or np is None
            or np.head not in words("occasion_noun")
            or np.value is not None
            or np.quantity is not None
            or np.money is not None
            or np.det in ("a", "an", "each", "every", "one", "per")
            or np.of is not None
        ):
            continue
        part.used = True


def _other_things(ctx: Context, stream: Stream, clause: Clause) -> None:
    """Refuse "She read 120 pages of a magazine." (beside "Mia's book has 300 pages"), "He
    lost 3 pens of another color.", "He ate 5 other cookies.": an amount an event changes
    or does, told as of a thing no holding of its unit is, or as other things than those
    told; read as the told ones (the labels keep neither), it would change what it did not.
    "120 pages of her book", of the thing that holds the pages, is read, and so is any "of"
    when nothing holds the unit ("read 46 pages of his mystery book")."""
    frame = clause.verb.frame
    if frame is None or (frame.cls not in CHANGING and frame.cls != "act"):
        return
    for k, part in enumerate(clause.parts):
        np = part.np
        if part.kind != "object" or np is None or np.value is None:
            continue
        following = clause.parts[k + 1] if k + 1 < len(clause.parts) else None
        said = {t.low for t in stream.tokens[np.first : np.end]}  # ("other" reads as "more")
        if said & _OTHER_MODS and frame.cls in ("lose", "give", "exit", "act"):
            stream.fail(
                "unsupported_sentence",
                "amount.other_things",
                f"{stream.text(np.first, np.end)!r}: other things than the ones the text told",
                part.first,
            )
        if np.head is None:
            continue
        whole = np.of
        if (
            whole is None
            and following is not None
            and following.kind == "pp"
            and following.np is not None
            and following.np.head is not None
            and following.np.value is None
            and following.np.head not in TIME_HEADS  # ("won 18 marbles in a game": when)
            and not is_time(following.np)  # ("on Saturday")
            and following.np.det not in ("each", "every")  # ("from each box": distributive)
            and not is_person_phrase(following.np)  # ("buys 60 apples from a farmer")
            and (
                (
                    frame.cls == "act"
                    and following.prep in ("in", "on")
                    and following.np.det in ("a", "an", "another")
                )  # ("counted 40 pencils in his pencil box": where they are)
                or (frame.cls == "act" and following.prep in ("from", "for"))
                or (frame.cls in ("give", "lose") and following.prep == "from")
            )
        ):
            # "read 120 pages in a magazine", "from the newspaper", "gave away 10 stickers
            # from his sister's collection": of another thing, when it holds none
            whole = following.np
        if (
            whole is None
            or whole.value is not None
            or whole.head is None
            or is_container(np.head)
            or unit_table().lookup(np.head) is not None
        ):
            continue
        named = {noun_key(w) for w in (*whole.mods, whole.head)}
        owner = whole.owner if whole.owner_is_name else None
        kin = whole.owner_phrase.words if whole.owner_phrase is not None else None
        holding = [
            (holder, label or "")
            for holder, unit, label in ctx.model.holdings
            if noun_key(unit) == noun_key(np.head)
        ]
        if not holding and not (
            whole.det in ("a", "an", "another")
            and any(
                index in ctx.events_to_come and noun_key(e.unit) == noun_key(np.head)
                for index, e in enumerate(ctx.model.events)
            )  # ("Tom has to read 300 pages. He read 120 pages of a magazine.": a goal)
        ):
            continue  # ("Noah read 46 pages of his mystery book": no pages held to mistake)
        holders = [
            holder
            for holder, label in holding
            if (
                named <= {noun_key(w) for w in holder.replace("'s", "").split(" ")}
                or named <= {noun_key(w) for w in label.split(" ")}
            )  # (of the thing that holds them, or of their kind: "3 slices of pizza")
            and (owner is None or holder.startswith(owner))
            and (kin is None or kin in holder)
        ]
        if set(whole.mods) & _OTHER_MODS or whole.det in ("a", "an", "another") or not holders:
            stream.fail(
                "unsupported_sentence",
                "amount.other_things",
                f"{np.words!r}: of {whole.words}, which holds none of what the text told",
                part.first,
            )


_SET_NOUNS: Final = frozenset({"set", "sheet"})
"""Nouns of a package that package_noun does not list ("a 3-book set", "12-sticker sheets")."""


def _counted_money(stream: Stream, clause: Clause) -> None:
    """Refuse "He got 3 $5 bills.", "She gives away 3 $10 bills.": a change by a count of
    bills or coins of a worth in figures, which the change rules read as two amounts (a
    holding, "Her wallet holds three $5 bills", and paying "with two $20 bills" are read);
    and "She gets 2 tips.": a count of payments, which the unit of money nouns would make
    two dollars."""
    for part in clause.parts:
        np = part.np
        if (
            np is not None
            and np.value is not None
            and np.money is None
            and not np.fraction
            and not np.percent
            and np.head in words("money_noun")
        ):
            # "She gets 2 tips.", "3 allowances": a count of payments, no sum of dollars
            stream.fail(
                "unsupported_sentence",
                "amount.counted_money",
                f"{stream.text(np.first, np.end)!r}: a count of payments of untold size",
                part.first,
            )
    frame = clause.verb.frame
    if frame is None or frame.cls not in CHANGING or frame.lemma == "pay":
        return
    lows = [stream.low_at(k) for k in range(clause.first, clause.end)]
    counted = counted_money(lows)
    if counted is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.counted_money",
            "a change by a count of bills or coins of a stated worth is not read",
            clause.first + counted,
            2,
        )


def _measured_packs(stream: Stream, clause: Clause) -> None:
    """Refuse "He buys 2 3-book sets.", "2 12-sticker sheets", "2 3-packs": packages each of
    a count told before them, which no rule reads (as packages alone they would leave the
    things out; "2 sets of 3 books" is read where groups are)."""
    for part in clause.parts:
        np = part.np
        if (
            part.kind != "object"
            or np is None
            or np.measure is None
            or unit_table().lookup(np.measure[1]) is not None  # ("3-pound bags": a weight)
        ):
            continue
        head = np.head
        if head is None or singular(head) in _SET_NOUNS | words("package_noun"):
            stream.fail(
                "unsupported_sentence",
                "amount.measured_pack",
                f"{stream.text(np.first, np.end)!r}: packages of a count told before them",
                part.first,
            )


def _days_joined(stream: Stream, clause: Clause) -> None:
    """Refuse "She worked 4 hours on Saturday and Sunday.", "read 4 pages on both Saturday and
    Sunday": an amount told once for two days, which may be each day's ("both" says it is)
    or the two days' together; read as one day's it would lose the other."""
    days = CALENDAR_NAMES
    for k, part in enumerate(clause.parts[:-1]):
        np, following = part.np, clause.parts[k + 1].np
        if (
            part.kind == "pp"
            and np is not None
            and np.head in days
            and following is not None
            and following.head in days
            and following.value is None
            and clause.parts[k + 1].kind in ("object", "pp")
        ):
            stream.fail(
                "ambiguous",
                "time.days_joined",
                f"one amount for {np.head} and {following.head}: each one's, or the two together?",
                part.first,
            )


def _every_amount(stream: Stream, clause: Clause) -> None:
    """Refuse "drinks 1 cup every 3 laps", "makes 1 mistake every 100 words": so much per
    so many of another count, which no rule reads (read as two amounts, the second would be
    a change of its own); "every 2 days", a span of time, is read where rates are."""
    for part in clause.parts:
        np = part.np
        if (
            part.kind == "object"
            and np is not None
            and np.det == "every"
            and np.value is not None
            and np.head is not None
            and ((found := unit_table().lookup(np.head)) is None or found.dimension != "time")
        ):
            stream.fail(
                "unsupported_sentence",
                "clause.every_amount",
                f"{stream.text(part.first, part.end)!r}: so much per so many of a count",
                part.first,
            )


def _measure_of_a_kind(ctx: Context, stream: Stream, clause: Clause, objects: list[Part]) -> bool:
    """ "Ben works 8-hour shifts": each shift is 8 hours, a rate hours per shift, and no count
    of shifts; ``False`` (nothing read) for any other clause. Only an activity's one object
    (a bought or given "3-pound bags" is an event of an untold count, not read here)."""
    frame = clause.verb.frame
    if (
        frame is None
        or frame.cls != "act"
        or clause.verb.future
        or len(objects) != 1
        or any(not p.used for p in clause.parts if p is not objects[0])
    ):
        return False
    np = objects[0].np
    if (
        np is None
        or np.measure is None
        or np.value is not None
        or np.det is not None
        or np.owner is not None
        or np.head is None
        or np.of is not None
        or not plural_head(np.head)
    ):
        return False
    measure_rate(ctx.model, np, unit_name(np.head), stream.span(np.first, np.end), optional=False)
    objects[0].used = True
    return True


_EVERY_MEMBER: Final = frozenset({"each", "both", "all", "every", "apiece"})


_ALL_OF_THEM: Final = words("together_word") | {"total", "all"}


def _each_or_all(ctx: Context, stream: Stream, clause: Clause, holders: list[Entity]) -> None:
    """Refuse an amount or a rate of things the text counted, said of them all ("Kim has 3
    dogs. The dogs eat 2 cups of food a day.", "They ate 6 biscuits.", "They weigh 12
    pounds."): each dog's, or the three's? With "each" it is each one's (read elsewhere as
    per member, or refused); with "together" or "in all", theirs together, and read."""
    if (
        len(holders) != 1
        or not holders[0].plural
        or holders[0].members
        or not any(
            p.kind in ("object", "per") and (p.np is None or p.np.value is not None)
            for p in clause.parts
        )
        or len(clause.subjects) != 1
        or clause.verb.lemma == "cost"  # (a price of them: `cost.*` reads each or all)
    ):
        return
    subject = clause.subjects[0]
    if subject.head is None or subject.head not in ctx.told_in or subject.det in ("each", "every"):
        return
    lows = {t.low for t in stream.tokens[clause.first : clause.end]}
    if lows & _ALL_OF_THEM or any(
        p.kind == "word" and p.word in _ALL_OF_THEM | {"each", "apiece"} for p in clause.parts
    ):
        return  # ("Together the dogs eat 6 cups a day": fronted, read into the parts)
    stream.fail(
        "ambiguous",
        "group.each_or_all",
        f"an amount of the {subject.head} the text counted: each one's, or all of theirs?",
        clause.first,
    )


def _unsized_group(stream: Stream, clause: Clause, holders: list[Entity]) -> None:
    """Refuse an amount of each member of a group the text does not count: "The twins each
    have 4 cards", "Both boys have 4 cards", "The dogs have 4 bones each" are 4 per member,
    and the group, one holder here, would hold 4 in all. A list of names ("Tom and Mia have
    4 each") counts its members, and a price each ("bought 3 pens for $2 each") is per
    thing, not per member."""
    if len(holders) != 1 or not holders[0].plural or holders[0].members:
        return
    subject = clause.subjects[0] if clause.subjects else None
    if subject is not None and subject.det in ("each", "every"):
        return  # ("Each class has 22 students": so many per class, a rate)
    if (
        subject is not None
        and subject.head is not None
        and not plural_head(subject.head)
        and singular(subject.head) == subject.head
    ):
        return  # (a group noun, "the class": its members are not what "each" counts)
    marked = subject is not None and subject.det in _EVERY_MEMBER
    if subject is not None and not marked:
        marked = any(
            stream.low_at(k) in _EVERY_MEMBER for k in range(subject.end, clause.verb.first)
        )  # ("The twins each have"; "all" may stand before the verb too)
    priced = any(p.np is not None and p.np.money is not None for p in clause.parts)
    if not marked and not priced:
        marked = any(p.kind == "word" and p.word in ("each", "apiece") for p in clause.parts)
    if marked:
        stream.fail(
            "unsupported_sentence",
            "each.group_size",
            f"an amount for each of {holders[0].key}, and how many they are is not said",
            clause.first,
        )


def _sells_for(ctx: Context, clause: Clause) -> bool:
    """sells_for := ("each" | "every" | "a" | "an" | "one" | ) THING ("sell" | "sells")
                    "for" money ["each" | "apiece"]

    The thing itself as the subject of "sells for" (no object, no one who sells it): its
    price; a holder the text knows ("The bakery sells for ...") is no such thing."""
    verb = clause.verb
    if verb.frame is None or verb.frame.lemma != "sell" or verb.passive or verb.future:
        return False
    if len(clause.subjects) != 1 or any(p.kind == "object" for p in clause.parts):
        return False
    subject = clause.subjects[0]
    if (
        subject.head is None
        or subject.name is not None
        or subject.pronoun is not None
        or subject.owner is not None
        or subject.value is not None
        or subject.det not in ("each", "every", "a", "an", "one", None)
        or is_person_phrase(subject)
        or any(k[0].split(" ")[-1] == subject.head for k in ctx.model.holdings)
    ):
        return False
    return any(
        p.kind == "pp" and p.prep == "for" and p.np is not None and p.np.money is not None
        for p in clause.parts
    )


def _rate_place_key(
    ctx: Context, stream: Stream, at: int, np: NounPhrase
) -> tuple[str | None, str]:
    """``_told_place_key``, keeping an owner that names no one ("in the boys' section" is
    not "in the girls' section"): where a rate or an event was told; a seller named ("from
    Tom") is one too."""
    if np.head is None or np.name is not None:
        return None, np.name or ""
    owner, where = _told_place_key(ctx, stream, at, np)
    if {t.low for t in stream.tokens[at : np.end]} & {"old", "previous", "former"}:
        where = f"{where} (former)"  # ("at her old job": what she earned there once)
    if owner is None and np.owner is not None:
        return owner, f"{np.owner}'s {where}"
    if owner is None and np.owner_phrase is not None and np.owner_phrase.head is not None:
        return owner, f"{np.owner_phrase.words}'s {where}"  # ("the boys' section")
    return owner, where


def _told_place_key(
    ctx: Context, stream: Stream, at: int, np: NounPhrase
) -> tuple[str | None, str]:
    """``place_key`` of a place a statement told, a place "other" or "another" names being
    one of its own ("on his other farm" is no "his farm")."""
    owner, where = place_key(ctx, np)
    lows = {t.low for t in stream.tokens[at : np.end]}
    if lows & {"other", "another", "second", "new", "old", "different"}:
        return owner, f"{where} (another, at {at})"
    return owner, where


_AMOUNT_WORDS: Final = frozenset(
    {"$", "%", "all", "some", "half", "each", "every", "more", "rest", "enough", "any", "most"}
)
"""Words that speak of an amount without a number ("all of them", "some more")."""


def _nothing_told_of(ctx: Context, clause: Clause) -> bool:
    """Whether nothing is held or has happened yet of what a clause's objects name: "is
    buying gifts" before any gift is told is what the text goes on to tell; "Sam has 5 apples.
    He is eating apples." changes the apples by an amount not told."""
    model = ctx.model
    for part in clause.parts:
        if part.kind != "object" or part.np is None or part.np.head is None:
            continue
        unit = unit_name(part.np.head)
        if any(same_unit(k[1], unit) for k in model.holdings) or any(
            same_unit(e.unit, unit) for e in model.events
        ):
            return False
    return True


def _wish_of_no_amount(stream: Stream, clause: Clause) -> bool:
    """Whether an intent or a present progressive ("wants to buy presents", "is buying
    gifts") speaks of no amount at all: no
    number or amount word, and every thing it names a bare plural ("presents"), which no
    later sentence can mean one of ("wants to buy a bike. It costs $100." is read)."""
    numbers = words("number_word")
    for token in stream.tokens[clause.first : clause.end]:
        low = token.low
        if low[:1].isdigit() or low in numbers or low in _AMOUNT_WORDS:
            return False
    objects = [p for p in clause.parts if p.kind == "object"]
    return bool(objects) and all(
        p.np is not None
        and p.np.det is None
        and p.np.owner is None
        and p.np.value is None
        and p.np.head is not None
        and plural_head(p.np.head)
        for p in objects
    )


_OWNED_ATTRIBUTES: Final = frozenset({"age", "height", "weight"})


def _use_what_it_takes(ctx: Context, stream: Stream, told: int, first: int) -> None:
    """ "Each pie needs 8 apples. Ann has 60 apples. She bakes 5 pies.": making the things a
    requirement is per uses it out of what the maker holds (40 apples); a maker who holds
    none of it uses none of theirs, and nothing changes. Making other things too, or a use
    of the same thing told as well, refuses: what those took is not said."""
    model = ctx.model
    new = model.events[told:]
    for event in new:
        if event.group == "use" and (event.actor, noun_key(event.unit)) in ctx.used_up:
            # "She bakes 5 pies. She uses 40 apples.": the pies' apples again, or more?
            stream.fail(
                "ambiguous",
                "requirement.use_told",
                "a use told beside what the things made took",
                first,
            )
    made = [e for e in new if e.group in words("making_verb") and not e.future]
    if not made:
        return
    required = {noun_key(r.per) for r in model.rates if r.group == REQUIREMENT}
    for event in made:
        if required and noun_key(event.unit) not in required:
            # "She bakes 2 pies and 3 cakes.": what the cakes take is not said
            stream.fail(
                "unsupported_sentence",
                "requirement.other_things",
                f"what the {event.unit} take is not said",
                first,
            )
        for rate in model.rates:
            if rate.group != REQUIREMENT or not same_unit(rate.per, event.unit):
                continue
            if rate.when is not None and event.label != rate.when:
                continue  # (a requirement of one kind of them only)
            held = [
                k
                for k in model.holdings
                if k[0] == event.actor and same_unit(k[1], rate.top) and k[2] == rate.top_label
            ]
            if len(held) != 1:
                continue
            span = model.by_id[event.amount].span
            used = model.derive(
                "product", (event.amount, rate.qid), "rate", held[0][1], event.actor, None, span
            )
            model.change(event.actor, used, False, "change", span, held[0][2])
            model.event("use", event.actor, used, when=event.when)
            ctx.used_up.add((event.actor, noun_key(rate.top)))


def _owned_attribute(ctx: Context, stream: Stream, clause: Clause) -> tuple[Entity, str] | None:
    """The owner and the attribute of a subject "Jordyn's age" / "his height" (one subject,
    nothing but its owner and the attribute noun), or ``None``."""
    if len(clause.subjects) != 1:
        return None
    np = clause.subjects[0]
    if (
        np.owner is None
        or np.head not in _OWNED_ATTRIBUTES
        or np.value is not None
        or np.mods
        or np.det is not None
        or np.of is not None
    ):
        return None
    if np.owner_is_name:
        owner = entity_of(ctx.refs, stream, NounPhrase(np.first, np.first + 1, name=np.owner))
    else:
        found = ctx.refs.resolve(np.owner, possessive=True, at=np.first, owned=np.words)
        if isinstance(found, str):
            stream.fail("unresolved_reference", "pronoun.unresolved", found, np.first)
        owner = found
    if owner is None or owner.kind != "person":
        return None
    return owner, np.head


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
    doing = [p for p in clause.parts if p.kind == "word" and (p.word or "").startswith("doing ")]
    if (
        verb.lemma == "spend"
        and len(doing) == 1
        and not any(ctx.model.holds_time(h.key) for h in holders)
    ):  # ("Ivo has 2 hours. He spends 30 minutes reading.": out of the hours he has)
        # "Tom spends 2 hours reading": he reads for 2 hours
        lemma = str(doing[0].word).removeprefix("doing ")
        found = any_verb_form(lemma)
        assert found is not None
        doing[0].used = True
        clause.verb = replace(verb, frame=found.frame, lemma=found.frame.lemma)
        verb = clause.verb
        ctx.model.verb = verb.lemma
    if verb.hypothetical:
        stream.fail("out_of_scope", "clause.hypothetical", "a hypothetical statement", verb.first)
    if needed_to_have(ctx, stream, clause, holders):
        return
    if (
        verb.intent or (verb.gerund and not verb.past and _nothing_told_of(ctx, clause))
    ) and _wish_of_no_amount(stream, clause):
        # "Paula and Olive want to buy presents for their friends", "Mia is buying gifts for
        # her family": what they mean to do, or are doing, of no amount; nothing held or
        # changed yet, a scene (a question about it finds nothing); kept as a purpose, which
        # the reader refuses if it is never told as done and acts on what is counted
        if verb.frame is not None and verb.frame.cls in CHANGING | {"share", "scale"}:
            things = [p.np for p in clause.parts if p.kind == "object" and p.np is not None]
            ctx.purposes.append(
                Purpose(
                    tuple(h.key for h in holders),
                    verb.frame.event,
                    verb.frame.cls,
                    unit_name(things[0].head) if things and things[0].head else None,
                    verb.frame.pays or verb.frame.paid,
                    stream.span(clause.first, clause.end),
                    trip=True,
                )
            )
        for part in clause.parts:
            part.used = True
        ctx.model.scenes += 1
        return
    if len(holders) == 1 and holders[0].members and said_together(clause):
        # "They have 8 dolls in all.", of "Mia and Zoe": the two members' joint amount
        holders = [ctx.refs.entities[m] for m in holders[0].members]
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if len(objects) > 1 and any(p.np is not None and p.np.head == "times" for p in objects):
        # "Tom ate 2 apples 3 times": each time 2, the times a repetition of the amount,
        # which the reader does not read
        stream.fail(
            "unsupported_sentence",
            "clause.repeated",
            "an amount done a number of times",
            clause.first,
        )
    if len(objects) > 1:
        clause.object_times = times_of_objects(clause, objects)
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
    unread = [p for p in clause.parts if not p.used]
    own = clause_time(clause)
    timed = next((p for p in unread if p.used), None)  # (the part that told ``own``)
    amounts = [p for p in clause.parts if p.kind in ("object", "compare")]
    later = (
        timed is not None
        and len(amounts) > 1
        and timed.first > amounts[0].end
        and not _time_right_after(clause, amounts[0])
    )  # ("She spent $10 and twice as much the next day": the time is the second's)
    if (
        own is not None
        and not clause.object_times
        and (len(objects) > 1 or any(p.kind == "compare" for p in clause.parts))
        and ((when is not None and own != when) or (later and _relative_time(own)))
    ):
        # "On Monday, Ann picked 5 apples and 7 on Tuesday", "Yesterday, ... and twice as
        # many today": a time told for the sentence and another for a later amount; which
        # amount is at which is not read (the later time would label them all)
        stream.fail(
            "ambiguous",
            "time.list_mixed",
            f"amounts told {when or 'at no time'} and {own} in one clause: which is at which"
            " is not read",
            clause.first,
        )
    when = own or when
    if _measure_of_a_kind(ctx, stream, clause, objects):
        return
    if _turned_age(clause):
        # "Maya turned 7 years old": she is 7 now, as "Maya is 7 years old" says
        clause.verb = replace(verb, be=True, past=False)
        verb = clause.verb
    if verb.be and read_sale(ctx, stream, clause, holders, when):
        return
    if verb.be:
        owned = _owned_attribute(ctx, stream, clause)
        if owned is not None:
            # "Jordyn's age is twice Zrinka's age", "Tom's height is 60 inches": Jordyn's
            # age, as "Jordyn is twice Zrinka's age" says
            holders = [owned[0]]
        read_be(
            ctx,
            stream,
            clause,
            holders,
            when,
            place,
            offset,
            attribute=owned[1] if owned is not None else None,
        )
        return
    if offset is not None and offset[0] < 0:
        # "Two days ago, he picked 5 apples": an event then, which no time label here says
        stream.fail(
            "unsupported_sentence",
            "intro.offset_event",
            "an event told at a shift of time back from now",
            clause.first,
        )
    frame = verb.frame
    assert frame is not None
    if not moves_things(ctx, clause, holders):
        # ("She puts them into packs of 8": an activity, as before "put" had a frame)
        frame = activity_frame(frame.lemma)
        verb = clause.verb = replace(verb, frame=frame)
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
        rate_of_each(ctx, stream, clause, clause.subjects[0])
        return
    if _sells_for(ctx, clause):
        # "Each newspaper sells for $2", "Newspapers sell for $2 each": a price, as "Each
        # newspaper costs $2"
        cost = verb_form("cost")
        assert cost is not None
        clause.verb = replace(verb, frame=cost.frame, lemma="cost")
        read_cost(ctx, stream, clause, holders, when)
        return
    if read_requirement(ctx, stream, clause):
        return  # "Each pie needs 8 apples": so many per pie
    if (
        frame.cls not in ("hold", "cost")
        and len(clause.subjects) == 1
        and (
            clause.subjects[0].det in ("each", "every")
            or (clause.subjects[0].det in ("a", "an") and clause.has("per"))
        )  # ("A bird eats 7 berries a day", of the 5 birds told: any one of them)
        and each_member_rate(ctx, stream, clause, when)
    ):
        return
    if (
        frame.cls not in ("hold", "cost")
        and len(clause.subjects) == 1
        and clause.subjects[0].det in ("each", "every")
        and each_member_event(ctx, stream, clause, when)
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
            and part.np.det in ("each", "every", "both", "all")
        ):
            # "gives 1 apple to each brother": as many times as there are brothers ("to both
            # sisters": twice)
            stream.fail(
                "unsupported_sentence",
                "clause.each_recipient",
                f"{stream.text(part.first, part.end)!r}: an amount for each of several",
                part.first,
            )
    _unsized_group(stream, clause, holders)
    _each_or_all(ctx, stream, clause, holders)
    habitual(stream, clause)
    capacity = (
        verb.ability
        and frame.cls == "hold"
        and len(clause.subjects) == 1
        and clause.subjects[0].det in ("each", "every", "a", "an", "one")
        and clause.subjects[0].head is not None
        and clause.subjects[0].name is None
        and clause.subjects[0].owner is None
        and not is_person_phrase(clause.subjects[0])
    )  # "Each jar can hold 160 quarters": so many per jar, as "each jar holds"
    if capacity and clause.subjects[0].det in ("a", "an", "one"):
        # "A bottle can hold 2 cups": what a bottle can hold is what any bottle can, a kind's
        # capacity ("a bottle holds 2 cups" may be one bottle's contents; "can" says not)
        clause.subjects[0] = replace(clause.subjects[0], det="each")
    if verb.ability and not capacity and not clause.has("per") and not has_span(clause):
        stream.fail(
            "unsupported_sentence",
            "clause.ability",
            "what someone can do is not an event",
            verb.first,
        )
    if frame.cls == "give" and give_to_each(ctx, stream, clause, holders, when):
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
    moving = moving_verb(clause)
    if verb.passive and read_part(ctx, stream, clause):
        return
    if verb.passive and not holders and things_changed(ctx, stream, clause, when):
        return  # "5 cookies were eaten": of the one who holds cookies
    if frame.cls == "share":
        into = clause.has("pp", prep="into")
        if into and len(holders) == 1 and grouping(ctx, stream, clause, holders[0], when):
            return  # "divides them into 6 equal groups", "splits them into bags of 6"
        share_equally(ctx, stream, clause, holders, when)
        return
    if clause.has("freq") and frame.cls in ("act", "gain", "lose"):
        read_frequency(ctx, stream, clause, one_holder(stream, holders, "freq.holder"), when)
        return
    if moving is not None:
        movement(ctx, stream, clause, moving, when)
    elif frame.cls in ("enter", "exit"):
        read_act(ctx, stream, clause, one_holder(stream, holders, "act.holder"), when)
    elif frame.cls == "hold":
        before = len(ctx.model.rates)
        if (
            frame.lemma == "hold"
            and not capacity
            and not (clause.subjects and clause.subjects[0].det in ("each", "every"))
        ):  # ("Each bottle holds 2 liters": so much per bottle, a rate)
            holds_is_content(ctx, stream, clause)
        read_hold(ctx, stream, clause, holders, when)
        if capacity:
            # "Each box can hold 8 crayons": how many fit, not how many are in one; a question
            # may divide by it ("how many boxes are needed"), never count contents with it
            ctx.model.rates[before:] = [
                replace(rate, group="capacity") for rate in ctx.model.rates[before:]
            ]
    elif (
        frame.cls in ("gain", "lose")
        and (verb.ability or _done_in_a_time(clause))
        and not clause.has("per")
        and has_span(clause)
    ):
        # "can pick 12 apples in 3 minutes", "eats 3 potatoes in 20 minutes": what someone
        # can do, or does in so long as a habit, is a rate, not an event (read as "can")
        verb.ability = True
        read_act(ctx, stream, clause, one_holder(stream, holders, "act.holder"), when)
    elif frame.cls in ("gain", "lose", "give", "receive") and ongoing_scene(ctx, clause, holders):
        ctx.model.scenes += 1
    elif frame.cls in ("gain", "lose", "act") and len(holders) > 1 and said_together(clause):
        joint_event(ctx, stream, clause, holders, when)
    elif frame.cls in ("gain", "lose", "give", "receive"):
        fresh = [part.used for part in clause.parts]
        read: list[bool] = list(fresh)
        for holder in distribute(stream, clause, holders):
            # each member reads the same parts afresh; what any reading used stays used
            for part, was in zip(clause.parts, fresh, strict=True):
                part.used = was
            read_change(ctx, stream, clause, holder, when)
            read = [r or part.used for r, part in zip(read, clause.parts, strict=True)]
        for part, used in zip(clause.parts, read, strict=True):
            part.used = used
        if len(holders) > 1:
            for part in clause.parts:
                if part.kind == "word" and part.word == "each" and part.first < clause.verb.first:
                    part.used = True  # ("Tom and Sam each buy 3": the distributive "each")
    elif frame.cls == "act":
        read_act(ctx, stream, clause, one_holder(stream, holders, "act.holder"), when)
    elif frame.cls == "cost":
        read_cost(ctx, stream, clause, holders, when)
    elif frame.cls == "scale":
        read_scale(ctx, stream, clause, one_holder(stream, holders, "scale.holder"))
    else:  # pragma: no cover - the lexicon validates classes
        raise AssertionError(frame.cls)
