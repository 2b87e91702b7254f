"""Activities and rates: "runs 3 miles", "reads 20 pages a day for 5 days".

An activity's amount is accumulated, never held; with a "per" part or a span it
is a rate ("$15 an hour", "60 pages in 3 hours", "6 turns every 30 seconds")
that a question over another span uses.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from generate._nouns import singular
from generate._read.clauses import (
    Clause,
    Part,
    read_clause_parts,
    read_subject,
    read_verb_group,
)
from generate._read.clock import Clock, clock_span, read_clock
from generate._read.comparisons import (
    amount_then_multiple,
    compare_amount,
    compared_again,
    nothing_after_compare,
)
from generate._read.context import (
    TIME_HEADS,
    Context,
    has_span,
    holders_of,
    object_phrases,
    place_context,
    rate_over,
    rate_per_span,
    recent_unit,
    span_in,
    span_of,
    stated_amount,
    time_order,
    what_is_done,
)
from generate._read.holdings import (
    number_here,
    state_holding,
)
from generate._read.lexicon import (
    VerbFrame,
    gerund_form,
    verb_form,
    words,
)
from generate._read.meaning import (
    AmountRef,
    entity_of,
    is_person_phrase,
    measured_amount,
    phrase_unit,
    plural_noun,
    same_unit,
)
from generate._read.model import REQUIREMENT, Model, Rate
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.purchases import (
    paid_time,
    pay_activity,
    told_again,
    work_of,
)
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = [
    "each_member_event",
    "each_member_rate",
    "event_rate",
    "every_span",
    "grouping",
    "habitual",
    "it_takes",
    "movement",
    "moving_verb",
    "read_act",
    "read_frequency",
    "read_requirement",
]


_REQUIRING: Final = frozenset({"need", "require", "take", "use"})
"""Verbs of what one thing takes to make or to do ("Each pie needs 8 apples")."""


def read_requirement(ctx: Context, stream: Stream, clause: Clause) -> bool:
    """requirement := ("each" | "every" | "a" | "an" | "one") THING
                      ("needs" | "requires" | "takes" | "uses") amount ["to" VERB]

    "Each pie needs 8 apples", "A coat takes 15 skins to make": so much per one of the
    things, a rate (``REQUIREMENT``) that a question of what a count of them needs
    multiplies; ``False`` (nothing read) for another shape. Nothing is held or changed."""
    verb = clause.verb
    if (
        verb.lemma not in _REQUIRING
        or verb.past
        or verb.future
        or verb.negated
        or verb.ability
        or len(clause.subjects) != 1
    ):
        return False
    subject = clause.subjects[0]
    if (
        subject.det not in ("each", "every", "a", "an", "one")
        or subject.head is None
        or subject.value not in (None, 1)
        or subject.of is not None
        or subject.owner is not None
        or subject.mods
        or subject.group is not None  # ("A dozen cookies needs 2 cups": per dozen)
        or unit_table().lookup(subject.head) is not None  # ("A pair of socks takes ...")
        or is_person_phrase(subject)
    ):
        return False
    if verb.lemma == "take" and not any(p.word == "purpose" for p in clause.parts):
        return False  # ("Each bus takes 40 students": holds them; "takes 15 skins to make")
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if (
        len(objects) != 1
        or objects[0].np is None
        or objects[0].np.value is None
        or objects[0].np.money is not None
        or objects[0].np.percent
        or any(not p.used and p.kind != "object" for p in clause.parts)
    ):
        return False
    thing = unit_name(subject.head)
    model = ctx.model
    measured = unit_table().lookup(objects[0].np.head) if objects[0].np.head else None
    if measured is not None and measured.dimension == "time":
        return False  # ("A pie takes 45 minutes to bake": several may bake at once)
    ref = stated_amount(ctx, stream, objects[0].np, None)
    if same_unit(ref.unit, thing) or "/" in ref.unit:
        return False
    if any(
        e.group in words("making_verb")
        and same_unit(e.unit, thing)
        and e.amount not in ctx.planned  # ("wants to bake 10 pies" makes none yet)
        for e in model.events
    ):
        # "She bakes 2 pies. Each pie needs 8 apples. She bakes 3 more.": what the first
        # pies used, out of what she holds, is not read
        stream.fail(
            "unsupported_sentence",
            "requirement.after_making",
            f"what {thing} take is told after some were made",
            clause.first,
        )
    objects[0].used = True
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(thing)}"
    model.rates.append(Rate(ref.qid, ref.unit, thing, None, REQUIREMENT, None, top_label=ref.label))
    return True


def each_member_rate(ctx: Context, stream: Stream, clause: Clause, when: str | None) -> bool:
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
    ref = stated_amount(ctx, stream, objects[0].np, None)
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


def each_member_event(ctx: Context, stream: Stream, clause: Clause, when: str | None) -> bool:
    """each_event := "each" MEMBER VERB amount      (MEMBER counted once in the text)

    "There are 10 people at the party. Each person eats 2 slices.": the members' event, the
    amount as many times as there are members, by the members as one holder ("they", "the
    people"); ``False`` (nothing read) unless one holding counts the members, the clause is
    one amount, and nobody holds what it counts (whose slices were eaten is then not said).
    """
    subject = clause.subjects[0]
    frame = clause.verb.frame
    if (
        subject.head is None
        or subject.of is not None
        or subject.mods
        or frame is None
        or frame.cls not in ("act", "gain", "lose")
        or clause.verb.ability
        or clause.verb.negated
        or clause.verb.hypothetical
    ):
        return False
    model = ctx.model
    member = unit_name(subject.head)
    counts = [k for k in model.holdings if same_unit(k[1], member) and k[2] is None]
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if (
        len(counts) != 1
        or model.by_id[model.holdings[counts[0]]].value is None
        or len(objects) != 1
        or objects[0].np is None
        or objects[0].np.value is None
        or objects[0].np.fraction
        or objects[0].np.percent
        or any(not p.used and p.kind != "object" for p in clause.parts)
    ):
        return False
    ref = stated_amount(ctx, stream, objects[0].np, None)
    if same_unit(ref.unit, member) or any(same_unit(k[1], ref.unit) for k in model.holdings):
        return False
    objects[0].used = True
    span = stream.span(objects[0].first, objects[0].end)
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(member)}"
    total = model.derive(
        "product", (model.holdings[counts[0]], ref.qid), "groups", ref.unit, None, ref.label, span
    )
    people = subject.head in words("person_noun")
    key = f"the {member}" if people else member  # (keyed as a later "the students" names them)
    place = counts[0][0]
    if not any(
        k[0] == place and k != counts[0] and unit_name(k[1]) != member for k in model.holdings
    ):
        # a "they" may mean them, when the place counts nothing else ("10 adults and 5
        # children ... Each child eats 3 slices. How many do they eat?": all of them?)
        ctx.refs.add(key, "group" if people else "thing", None, True, at=subject.first)
    model.event(frame.event, key, total, when=when, future=clause.verb.future)
    model.rates.append(
        Rate(
            ref.qid,
            ref.unit,
            member,
            None,
            frame.event,
            when,
            whole=model.holdings[counts[0]],
            members=member,
        )
    )  # ("How many books does each student read?"; of the members only, as the rate above)
    return True


def habitual(stream: Stream, clause: Clause) -> None:
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


def it_takes(ctx: Context, stream: Stream, when: str | None) -> None:
    """ "It takes Rosa 12 minutes to fold 3 towels.": a rate, so much done per time (of the
    person named, or of nobody: "It takes 5 minutes to shell 30 peas").

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
    elif not number_here(stream):
        person = read_noun_phrase(stream)
        if person is None or not is_person_phrase(person):
            stream.fail("unsupported_sentence", "takes.who", "who it takes is not said", at)
        who = entity_of(ctx.refs, stream, person)
    time_np = read_noun_phrase(stream)
    found_unit = unit_table().lookup(time_np.head) if time_np is not None and time_np.head else None
    if (
        who is None
        and time_np is not None
        and found_unit is None
        and _takes_to_make(ctx, stream, time_np)
    ):
        return  # "It takes 15 mink skins to make a coat": so many per coat
    if time_np is None or found_unit is None or found_unit.dimension != "time":
        stream.fail("unsupported_sentence", "takes.time", "it takes how long is not said")
    stream.expect(("to",), "takes.to", "it takes that long to do what")
    verb = read_verb_group(stream, after_aux=True)
    if verb is None or verb.frame is None:
        stream.fail("unsupported_sentence", "takes.verb", "to do what is not said")
    parts = read_clause_parts(stream, verb.frame)
    clause = Clause([], False, verb, parts, at, stream.pos)
    objects = object_phrases(clause)
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "takes.amount", "how much is done in that time")
    holder = who.key if who is not None else None
    amount = measured_amount(model, stream, objects[0], holder) or stated_amount(
        ctx, stream, objects[0], holder
    )
    rate_per_span(ctx, stream, amount, time_np, holder, verb.frame.event, when)
    place_context(clause)
    unused = clause.unused()
    if unused or not stream.at_end():
        first = unused[0].first if unused else stream.pos
        stream.fail(
            "unsupported_sentence", "clause.unused", "the reading leaves words unread", first
        )


def _time_of_doing(clause: Clause) -> VerbFrame | None:
    """ "did 50 minutes of babysitting": the one object a time "of" a gerund (made the plain
    time), and the gerund's own activity; ``None`` otherwise."""
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if len(objects) != 1 or objects[0].np is None:
        return None
    np = objects[0].np
    inner = np.of
    found = unit_table().lookup(np.head) if np.head is not None else None
    if (
        found is None
        or found.dimension != "time"
        or np.value is None
        or inner is None
        or inner.head is None
        or inner.value is not None
        or inner.mods
    ):
        return None
    form = gerund_form(inner.head)
    if form is None:
        return None
    objects[0].np = replace(np, of=None, end=inner.first - 1)
    return form.frame


def _takes_to_make(ctx: Context, stream: Stream, amount: NounPhrase) -> bool:
    """takes_to_make := "it" TAKE amount "to" VERB ("a" | "an" | "one" | "each") THING END

    "It takes 15 mink skins to make a coat", "It takes 4 bananas to make one cup of mush":
    a requirement, as "A coat takes 15 mink skins" is; ``False`` leaves the stream unmoved."""
    mark = stream.mark()
    if (
        amount.value is None
        or amount.money is not None
        or amount.head is None
        or not stream.consume(("to",))
        or verb_form(stream.low()) is None
    ):
        stream.reset(mark)
        return False
    stream.pos += 1
    if not stream.consume(("a", "an", "one", "each")):
        stream.reset(mark)
        return False
    thing = read_noun_phrase(stream)
    if (
        thing is None
        or thing.head is None
        or thing.value not in (None, 1)
        or thing.mods
        or thing.owner is not None
        or not stream.at_end()
    ):
        stream.reset(mark)
        return False
    per = unit_name(thing.head) if thing.of is None else None
    if per is None and thing.of is not None and thing.of.head is not None:
        per = unit_name(thing.head)  # ("one cup of mush": per cup)
    assert per is not None
    ref = stated_amount(ctx, stream, amount, None)
    if same_unit(ref.unit, per) or "/" in ref.unit:
        stream.reset(mark)
        return False
    model = ctx.model
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(per)}"
    model.rates.append(Rate(ref.qid, ref.unit, per, None, REQUIREMENT, None, top_label=ref.label))
    return True


def read_act(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None
) -> None:
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    if frame.lemma == "do" and (done := _time_of_doing(clause)) is not None:
        # "she did 50 minutes of babysitting": she babysat for 50 minutes
        clause.verb = replace(clause.verb, frame=done, lemma=done.lemma)
        frame = done
    if frame.lemma in ("start", "begin") and _started_with(ctx, stream, clause, holder):
        return
    compare = clause.take("compare")
    nothing_after_compare(stream, clause, compare)
    if compare is not None:
        assert compare.compare is not None
        for part in clause.parts:
            if part.kind == "object" and part.np is not None and what_is_done(part.np):
                part.used = True  # ("practices violin for three times as long": what is done)
        # ("reads 12 pages on Monday and twice as many on Tuesday": two events)
        when = amount_then_multiple(ctx, stream, clause, holder, compare, when)
        compared_again(ctx, stream, clause, holder.key, frame.event, when)
        qid = compare_amount(
            ctx, stream, holder.key, compare.compare, frame.event, untimed=when is None
        )
        span = stream.span(compare.first, compare.end)
        share = model.take_share(frame.event, holder.key, when, False, span)
        if share is not None:
            # "Mei and Oscar ran 14 laps in all. Mei ran 2 more laps than Oscar.": Mei's share
            model.fill(share, qid)
            return
        model.event(frame.event, holder.key, qid, when=when, future=clause.verb.future)
        # ("On Sunday she worked half as many hours": paid for them, as for hours told)
        compared = AmountRef(qid, model.unit_of(qid), model.by_id[qid].label)
        paid_time(ctx, stream, clause, holder.key, frame.event, compared, when)
        if ctx.compared_unknown:
            # ("Sierra eats twice as many pies as Bill. If Sierra ate 12 pies, ...": what
            # she ate, told later, ties the comparison down)
            model.shares[(frame.event, holder.key)] = qid
            ctx.compared_unknown = False
        return
    if grouping(ctx, stream, clause, holder, when):
        return
    unread = [p for p in clause.parts if p.kind == "object" and not p.used]
    if not clause.has("per") and every_span(ctx, stream, clause, holder, unread, when):
        return  # ("walks 3 miles every 2 days")
    objects = object_phrases(clause)
    if objects and has_span(clause) and all(what_is_done(np) for np in objects):
        # "practices guitar for 25 minutes", "plays the piano for an hour": what the time
        # is spent on, not an amount
        for part in clause.parts:
            if part.kind == "object":
                part.used = True
        objects = []
    if not objects:
        duration = span_of(clause)
        if duration is not None:
            # "swam for 4 hours", "worked for 6 hours": the activity's amount is its duration
            objects = [duration]
    if not objects and not any(
        t.text[:1].isdigit() or t.low == "$" for t in stream.tokens[clause.first : clause.end]
    ):
        # "She went to the store.": an activity with no amount is scene setting,
        # when someone does it; "The fruit disappeared." may be the counted thing changing
        if any(
            e.actor == holder.key and (e.group == frame.event or frame.lemma == "do")
            for e in model.events
        ) or model.holds_time(
            holder.key
        ):  # ("Sara had 5 hours. ... Then she read a book.": out of her hours, how long?)
            # "Tom read for 2 hours on Monday. On Tuesday he read.", "... he did too": more
            # of what was counted, by an amount not told
            stream.fail(
                "unsupported_sentence",
                "act.untold_again",
                f"{holder.key} does it again, and how much is not said",
                clause.first,
            )
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
    if (
        len(objects) > 1
        and clause.object_times
        and not clause.has("per")
        and span_of(clause) is None
    ):
        # "He worked 4 hours on Saturday and 5 hours on Sunday": one event for each time
        told = None
        for obj in objects:
            ref = stated_amount(ctx, stream, obj, holder.key)
            if (
                told is not None
                and told.label is not None
                and obj.head is None
                and obj.money is None
                and ref.label is None
                and ref.unit == told.unit
            ):
                # "20 jumping jacks on Monday, 36 on Tuesday": the bare number is of the kind
                # just told, as a holding's bare "6 more" is
                model.by_id[ref.qid].label = told.label
                ref = ref._replace(label=told.label)
            told = ref
            at = clause.object_times[obj.first]
            model.event(frame.event, holder.key, ref.qid, when=at, future=clause.verb.future)
            paid_time(ctx, stream, clause, holder.key, frame.event, ref, at)
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
        and span_of(clause) is None
    ):
        # "Mei and Oscar ran 14 laps in all. Mei ran 8 laps.": Mei's share of it
        span = stream.span(clause.first, clause.end)
        share = model.take_share(frame.event, holder.key, when, objects[0].more, span)
        assert share is not None
        ref = stated_amount(ctx, stream, objects[0], holder.key)
        model.fill(share, ref.qid)
        return
    span_part = span_of(clause)
    measured = (
        measured_amount(model, stream, objects[0], holder.key) if span_part is not None else None
    )
    ref = measured or stated_amount(ctx, stream, objects[0], holder.key)
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
            length = stated_amount(ctx, stream, span_part, holder.key)
            _bounded(model, length)
            length_q = span_in(ctx, stream, length.qid, per.word, holder.key)
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
            # ("earns $15 an hour. He works 6 hours a day for 5 days": paid for all 30)
            spanned = AmountRef(total, ref.unit, None)
            paid_time(ctx, stream, clause, holder.key, frame.event, spanned, when, ordered=False)
        return
    if span_part is not None:
        # "reads 60 pages in 3 hours", "reads a 200-page book in 20 hours": a rate found
        # from two amounts
        rate_over(
            ctx, stream, holder.key, frame.event, ref, span_part, when, "spent", verb=clause.verb
        )
        if not clause.verb.ability:
            model.event(frame.event, holder.key, ref.qid, when=when, future=clause.verb.future)
        return
    if told_again(ctx, stream, clause, holder.key, frame.event, ref, objects[0], when, None):
        return
    model.event(frame.event, holder.key, ref.qid, when=when, future=clause.verb.future)
    paid_time(ctx, stream, clause, holder.key, frame.event, ref, when)


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
        or span_of(clause) is not None
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
        ref = stated_amount(ctx, stream, amount.np, holder.key)
        model.by_id[ref.qid].unit = f"{ref.unit}/{singular(per.word)}"
        model.rates.append(Rate(ref.qid, ref.unit, per.word, holder.key, frame.event, when))
    return True


_GROUP_MODS: Final = frozenset({"equal", "even", "same-size"})


def grouping(
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
        and size.group is None  # ("boxes of half a dozen": no count per box this reads)
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
        unit = recent_unit(ctx, holder.key)
        whole = model.current(holder.key, unit, None, span) if unit is not None else None
        if whole is None and not any(k[0] == holder.key for k in model.holdings):
            # "There are 24 students. The teacher divides them into groups of 4.": the ones
            # there, when they are all of the unit there is and the grouper holds nothing
            told = recent_unit(ctx, None)
            keys = [k for k in model.holdings if told is not None and same_unit(k[1], told)]
            if len(keys) == 1 and keys[0][0] == "there":
                unit = keys[0][1]
                whole = model.current("there", unit, keys[0][2], span)
        if unit is None or whole is None:
            stream.fail(
                "unresolved_reference",
                "group.whole",
                "what is put into groups is not a holding of the one who does it",
                objects[0].first,
            )
    elif obj.value is not None and obj.pronoun is None:
        ref = stated_amount(ctx, stream, obj, holder.key)
        unit = ref.unit
        state_holding(ctx, stream, holder.key, ref, restate=False)
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


def moving_verb(clause: Clause) -> bool | None:
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


def movement(
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
    time_order(ctx, stream, clause, place, when)
    for np in clause.subjects:
        ref = stated_amount(ctx, stream, np, place)
        span = stream.span(np.first, np.end)
        model.change(place, ref.qid, entering, "change", span, ref.label)
        model.event(clause.verb.lemma, place, ref.qid, when=when, future=clause.verb.future)


def read_frequency(
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
    objects = object_phrases(clause)
    if objects and has_span(clause) and all(what_is_done(np) for np in objects):
        objects = []  # ("walks his dog for 30 minutes twice a day": what is done)
    if not objects:
        duration = span_of(clause)
        if duration is not None:
            objects = [duration]  # ("for 30 minutes twice a day": so long each time)
    if len(objects) > 1:
        stream.fail("unsupported_sentence", "freq.amount", "one amount each time", freq.first)
    rate = times
    unit = "times"
    if objects:
        ref = stated_amount(ctx, stream, objects[0], holder.key)
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
    length_part = span_of(clause)
    if length_part is None:
        return
    length = stated_amount(ctx, stream, length_part, holder.key)
    length_q = span_in(ctx, stream, length.qid, period, holder.key)
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
                or (np.head not in TIME_HEADS and unit_table().lookup(np.head) is None)
            ):
                return False
            part.used = True  # ("the day", "his trip": when, not what is held)
    with_part.used = True
    ref = stated_amount(ctx, stream, with_part.np, holder.key)
    state_holding(ctx, stream, holder.key, ref, restate=False)
    return True


def event_rate(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: Entity,
    objects: list[Part],
    per: Part,
    cls: str,
    when: str | None,
) -> str | None:
    """ "earns $15 an hour", "eats 3 beignets every morning": a rate of the event,
    and with a span ("for 5 days") the amount it adds up to, which is returned."""
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None and per.word is not None
    activity = pay_activity(objects) if frame.cls == "gain" else None
    if activity is not None:
        objects = objects[:1]
    elif frame.cls == "gain":
        activity = _paid_for(stream, clause)
    if len(objects) != 1 or objects[0].np is None:
        stream.fail("unsupported_sentence", "change.rate", "a rate of one amount", per.first)
    objects[0].used = True
    ref = stated_amount(ctx, stream, objects[0].np, holder.key)
    model.by_id[ref.qid].unit = f"{ref.unit}/{singular(per.word)}"
    model.rates.append(Rate(ref.qid, ref.unit, per.word, holder.key, frame.event, when, activity))
    span_part = span_of(clause)
    if span_part is None:
        return None
    length = stated_amount(ctx, stream, span_part, holder.key)
    _bounded(model, length)
    length_q = span_in(ctx, stream, length.qid, per.word, holder.key)
    span = stream.span(span_part.first, span_part.end)
    total = model.derive("product", (ref.qid, length_q), "rate", ref.unit, holder.key, when, span)
    model.event(frame.event, holder.key, total, when=when, future=clause.verb.future)
    if cls in ("gain", "lose"):
        model.change(holder.key, total, cls == "gain", "change", span)
    return total


def _paid_for(stream: Stream, clause: Clause) -> str | None:
    """ "earns $12 an hour for babysitting": the work a pay rate is for, told as its purpose
    (one gerund, nothing after it), as "earns $12 an hour babysitting" tells it; ``None``
    for any other purpose ("for mowing lawns" may be paid by the lawn)."""
    for part in clause.parts:
        if part.kind == "word" and part.word == "purpose" and part.end == part.first + 2:
            if stream.tokens[part.first].low != "for":
                return None
            return work_of(stream.tokens[part.first + 1].low)
    return None


def _bounded(model: Model, length: AmountRef) -> None:
    """The rate just told holds for ``length`` ("$15 an hour for 8 hours"): kept on it."""
    value = model.by_id[length.qid].value
    if value is not None:
        model.rates[-1] = replace(model.rates[-1], over=(value, length.unit))


def every_span(
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
    if len(spans) != 1 or len(amounts) != 1 or amounts[0].np is None or span_of(clause) is not None:
        stream.fail(
            "unsupported_sentence",
            "change.rate",
            "a rate over a span with other amounts or spans beside it",
            spans[0].first,
        )
    spans[0].used = amounts[0].used = True
    ref = stated_amount(ctx, stream, amounts[0].np, holder.key)
    every = spans[0].np
    assert every is not None
    rate_per_span(ctx, stream, ref, every, holder.key, frame.event, when, repeats=True)
    return True


_STARTING: Final = frozenset(
    {"start", "starts", "started", "begin", "begins", "began", "leave", "leaves", "left"}
    | {"depart", "departs", "departed", "open", "opens", "opened"}
)
_ENDING: Final = frozenset(
    {"end", "ends", "ended", "finish", "finishes", "finished", "arrive", "arrives"}
    | {"arrived", "close", "closes", "closed", "stop", "stops", "stopped"}
)
_LEAVING: Final = frozenset({"leave", "leaves", "left", "depart", "departs", "departed"})
_ARRIVING: Final = frozenset({"arrive", "arrives", "arrived"})
_SAME_DAY: Final = (("the", "same", "day"), ("that", "day"), ("the", "same", "afternoon"))


def _start_and_end(stream: Stream, verb_at: int, end: int) -> tuple[Clock, Clock, bool] | None:
    """START [place] "at" clock ["," | "and"] ["it"] END ["at"] clock [same_day], from the
    verb at ``verb_at`` to ``end``: the two clock readings, and whether they are a leaving
    and an arriving (a trip); ``None`` for any other words (the caller resets the stream)."""
    leaving = stream.low_at(verb_at) in _LEAVING
    stream.pos = verb_at + 1
    if not stream.check(("at",)):
        place = read_noun_phrase(stream)  # ("leaves the station at 10:35 a.m.")
        if place is None or place.value is not None or place.head is None:
            return None
    if not stream.consume(("at",)):
        return None
    start = read_clock(stream)
    if start is None:
        return None
    stream.consume((",",))
    if not stream.consume(("and",)):
        return None
    stream.consume(("it", "they"))
    if stream.low() not in _ENDING:
        return None
    trip = leaving and stream.low() in _ARRIVING
    stream.pos += 1
    stream.consume(("at",))
    finish = read_clock(stream)
    if finish is None:
        return None
    for words_after in _SAME_DAY:
        if tuple(stream.low(k) for k in range(len(words_after))) == words_after:
            stream.pos += len(words_after)
    return (start, finish, trip) if stream.pos == end else None


def starts_and_ends(ctx: Context, stream: Stream, end: int) -> bool:
    """between := SUBJECT START ["at"] clock ["," | "and"] ["it"] END ["at"] clock [same_day]

    "Soccer practice starts at 3:45 p.m. and ends at 5:15 p.m.", "The train leaves at 9:20
    a.m. and arrives at 1:05 p.m. the same day": the subject lasts the span between, as
    "Practice lasts 90 minutes" says (``compare_questions`` asks how long it is; leaving and
    arriving make a trip, which "How long is the trip?" asks of). ``False``
    (nothing read) for any other sentence; one who starts and ends ("Sam starts work at 9")
    is no span of a thing."""
    mark = stream.mark()
    verb_at = next((k for k in range(stream.pos + 1, end) if stream.low_at(k) in _STARTING), None)
    if verb_at is None:
        return False
    subject = Stream(stream.tokens, stream.pos, verb_at)
    subjects, there = read_subject(subject)  # (on its own: "The trip starts" is no compound)
    if there or len(subjects) != 1 or not subject.at_end():
        return False
    clocks = _start_and_end(stream, verb_at, end)
    holders = holders_of(ctx, stream, subjects) if clocks is not None else []
    if clocks is None or len(holders) != 1 or holders[0].kind == "person":
        stream.reset(mark)
        return False
    start, finish, trip = clocks
    minutes = clock_span(stream, start, finish)
    model = ctx.model
    span = stream.span(start.first, finish.end)
    value = minutes.numerator if minutes.denominator == 1 else minutes
    qid = model.given(value, "minutes", holders[0].key, None, span)
    model.event("trip" if trip else "last", holders[0].key, qid)
    return True
