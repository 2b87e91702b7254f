"""Questions about events: "How many pages did she read?", "How far will he drive in 3 hours?".

The sum of one verb group's events by the asked holders (at the asked time), or the
text's rates over the asked span, through a chain of rates when no event is in the asked
unit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    Clause,
    Part,
    VerbGroup,
)
from generate._read.context import (
    EARNING,
    SPENDING,
    Context,
    clause_time,
)
from generate._read.holding_questions import (
    apply_chain,
    contents_fit,
    grouping_holds,
    label_matches,
    members_untold,
    rate_chains,
    sum_of,
    told_together,
)
from generate._read.lexicon import (
    category_members,
    events_of,
    verb_form,
    words,
)
from generate._read.meaning import (
    amount_of,
    convert,
    entity_of,
    same_unit,
)
from generate._read.model import Event, Model, Rate
from generate._read.phrases import NounPhrase
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import span_total, uneven_span, unit_name
from generate.math_units import unit_table

__all__ = [
    "MONEY_EVENTS",
    "events_asked",
    "over_span",
    "per_one",
    "question_span",
    "recipient_asked",
]
MONEY_EVENTS: Final = {
    "earn": EARNING,
    "make": EARNING | {"get"},
    "spend": SPENDING,
    "pay": frozenset({"spend", "pay"}),
    "save": frozenset({"save"}),
}
_MONEY_GOT: Final = frozenset({"win", "get", "receive", "find"})
"""Ways money comes that are no earning of it ("won $15", "got $10 from her grandmother")."""
_WORK_GROUPS: Final = frozenset({"earn", "work", "make"})
_TOTAL_WORDS: Final = words("together_word") | {"all", "total"}


def per_one(
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
    grouping_holds(ctx, stream, rate)
    one = model.given(1, per, None, None, None)
    holder = next(iter(keys)) if len(keys) == 1 else None
    return model.derive("product", (one, rate.qid), "rate", rate.top, holder, None, None)


def recipient_asked(
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


def events_asked(
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
        MONEY_EVENTS.get(group, frozenset({group}))
        if key in (noun_key("dollars"), noun_key("cents"))
        else frozenset({group})
    )
    when = _question_time(
        clause,
        [e for e in model.events if e.group in groups],
        _periods_told(ctx.tokens[: clause.first]),
    )
    state = (clause.verb.passive and not clause.verb.past) or (
        clause.verb.first > clause.first
        and stream.tokens[clause.verb.first - 1].low in ("is", "are")
    )  # ("How many are lost?": so now)
    if (state or any(t.low == "still" for t in stream.tokens[clause.first : clause.end])) and any(
        e.group not in groups and (not keys or e.actor in keys) and noun_key(e.unit) == key
        for e in model.events
    ):
        # "He lost 8. Then he found 3 of them. How many are (still) lost?": what is so now,
        # after the other events, is not the sum of the events asked about
        stream.fail(
            "unsupported_question",
            "question.still",
            f"what other events did to the {unit} that were {group} is not read: what is so"
            " now is not their sum",
            clause.first,
        )
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
    if group == "get":
        gained = events_of("gain") | events_of("receive")
        other = [
            e
            for e in model.events
            if e.group not in groups
            and e.group in gained
            and (not keys or e.actor in keys)
            and noun_key(e.unit) == key
        ]
        if other:
            # "Tom won $30. He received $8. How much did he get?": what he won he got too;
            # the one verb told, or every way it came?
            stream.fail(
                "ambiguous",
                "question.got_which",
                f"{unit} also came another way ({other[0].verb or other[0].group}): is all"
                " of it asked, or only what was got?",
            )
    if _whole_day_of_parts(clause, [e for e in model.events if e.group in groups]):
        span = None  # ("sold 29 bags in the morning and 17 in the afternoon ... for the whole
        # day": every event told, at the parts of one day)
    else:
        span = question_span(clause)
    if span is not None:
        said = {t.low for t in stream.tokens[clause.first : clause.end]}
        if (
            (clause.verb.past or "did" in said)
            and not said & _AT_A_RATE
            and any(r.qid in model.rates_of_then for r in model.rates)
        ):
            # "Tom drove 120 miles in 2 hours. How far did he drive in 3 hours?": done at
            # the one time told, and asked of another time gone by, which nothing tells
            stream.fail(
                "unsupported_question",
                "question.past_span",
                "a span gone by other than the one told: what was done in it is not said",
                span.first,
            )
        return over_span(ctx, stream, keys, unit, group, span, label, clause.verb.lemma)
    future = clause.verb.future or clause.verb.intent
    future = future or any(
        t.text == "will" or t.low == "tomorrow" for t in stream.tokens[clause.first : clause.end]
    )  # ("How many will she pick": the auxiliary stood before the subject; "does she pick
    # tomorrow")
    if (
        future
        and not ctx.conditioned
        and any(
            not e.future and k not in ctx.events_to_come  # ("wants to buy": still to come)
            for k, e in enumerate(model.events)
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
        and label_matches(e.label, label)
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
                and (label is None or label_matches(e.label, label))
                and (when is None or e.when == when)
            )

        every = rate_chains(
            model,
            unit,
            keys,
            None,
            lambda per: any(of_group(e) and _counts(e.unit, per) for e in model.events),
        )
        chains = [c for c in every if c[0].group in (group, None, "capacity")]
        if every and not chains:
            # "Tom jogs 5 miles per hour. He walks for 2 hours.": a rate of jogging is no
            # rate of the walking asked
            stream.fail(
                "unsupported_question",
                "question.rate_verb",
                f"the rate of {unit} is of {every[0][0].group}, not of {group}",
                clause.verb.first,
            )
        if chains:
            return _through_rates(ctx, stream, chains, of_group, unit, when, holder)
    if recipient is None:
        # ("ran for 90 minutes: how many hours?", "4 miles ... 975 yards ... 1287 feet: how
        # many feet in all?": what is in other units of the asked one's dimension, converted)
        converted = _events_in_other_unit(ctx, stream, keys, unit, label, groups, when, holder)
        if converted is not None:
            return converted
    category = False
    if not found and recipient is None:
        found = _category_events(ctx, stream, keys, unit, groups, when)
        category = bool(found)
    if not found:
        stream.fail(
            "unsupported_question", "question.no_event", f"no event of the text gives {unit}"
        )
    if noun_key(unit) != noun_key("times") and any(
        e.group == group and (not keys or e.actor in keys) and noun_key(e.unit) == noun_key("times")
        for e in model.events
    ):
        # "Tom ran 3 times. He ran 4 miles. How many miles did Tom run?": 4 in all, or each
        # time?
        stream.fail(
            "ambiguous",
            "question.repeated",
            f"{group} told a number of times beside an amount: each time, or in all?",
        )
    asked = unit_table().lookup(unit)
    if asked is not None and asked.dimension not in ("money", "count"):
        measured = [
            e
            for e in model.events
            if e.group == group
            and (not keys or e.actor in keys)
            and (e_unit := unit_table().lookup(e.unit)) is not None
            and e_unit.dimension not in (asked.dimension, "money", "count")
        ]
        if measured:
            # "Tom drank 1 pint of milk and 8 fluid ounces of juice. How many ounces did he
            # drink?": the pint is no weight, and leaving it out is no answer
            stream.fail(
                "unsupported_question",
                "question.no_event",
                f"{measured[0].unit} were {measured[0].group} too, in another measure than {unit}",
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
    totals = {t.low for t in stream.tokens[clause.first : clause.end]} & _TOTAL_WORDS
    also = [
        e
        for e in model.events
        if e.group not in groups
        and (not keys or e.actor in keys)
        and noun_key(e.unit) == key
        and e.other is None
        and (form := verb_form(e.verb)) is not None
        and form.frame.cls in ("gain", "act", "receive")
        and (totals or model.by_id[e.amount].more)
    ]
    if also:
        # "Zoe collected 128 shells. Then she found 30 more. How many shells did she collect
        # in all?": is what she found among what she collected?
        stream.fail(
            "ambiguous",
            "question.other_verbs",
            f"{also[0].unit} were also told with another verb ({also[0].verb or also[0].group}):"
            " are they asked too?",
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
    if not keys and recipient is None:
        members_untold(ctx, stream, {e.actor for e in found}, unit)  # ("Team A scored 12")
    if category:
        # each kind counted as one of the category: "13 apples" are 13 fruits
        parts = []
        for e in found:
            kind = singular(e.unit)
            each = model.given(1, f"{unit}/{kind}", None, f"a {kind} each", None)
            parts.append(
                model.derive("product", (e.amount, each), "rate", unit, e.actor, None, None)
            )
        return sum_of(model, parts, unit, holder, None)
    return sum_of(model, [e.amount for e in found], found[0].unit, holder, label)


def _category_events(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    groups: frozenset[str],
    when: str | None,
) -> list[Event]:
    """ "Lola bought 13 apples and 10 pears. How many fruits did she buy?": the events asked
    when every thing they counted is of the category ("apples" of fruits; not "4 flower
    pots" of flowers: a kind a modifier names is not read); none when the unit is no
    category or nothing was counted, and a refusal when one counted thing may not be of
    it, or is a measure or money beside the counts ("3 pears and 2 pounds of plums": how
    many fruits is not said)."""
    members = category_members(unit)
    if members is None:
        return []
    told = [
        e
        for e in ctx.model.events
        if e.group in groups and (not keys or e.actor in keys) and (when is None or e.when == when)
    ]
    if not told:
        return []
    for e in told:
        if "/" in e.unit or unit_table().lookup(e.unit) is not None:
            stream.fail(
                "unsupported_question",
                "question.category",
                f"{e.unit} are not counted one by one as {unit}",
            )
        if noun_key(e.unit) not in members or e.label is not None:
            stream.fail(
                "unsupported_question",
                "question.category",
                f"whether {e.unit}{f' ({e.label})' if e.label else ''} are among the {unit}"
                " is not said",
            )
    return told


def _through_rates(
    ctx: Context,
    stream: Stream,
    chains: list[list[Rate]],
    of_group: Callable[[Event], bool],
    unit: str,
    when: str | None,
    holder: str | None,
) -> str:
    """The asked ``unit`` from the events asked about, each kind through its own chain of
    rates: "scored 4 touchdowns and 2 field goals" with "each touchdown is worth 6 points"
    and "each field goal is worth 3 points" is 4 * 6 + 2 * 3 points.

    Every event asked about must be counted by exactly one chain: two chains down to one
    kind are two ways to count it, and a kind no chain reaches ("and 2 safeties") gives an
    amount of ``unit`` the text does not tell."""
    model = ctx.model
    ends = [chain[-1].per for chain in chains]
    if any(_counts(a, b) for k, a in enumerate(ends) for b in ends[k + 1 :]):
        stream.fail("ambiguous", "question.rates", "more than one way to count this")
    asked = [e for e in model.events if of_group(e)]
    uncounted = [e for e in asked if not any(_counts(e.unit, end) for end in ends)]
    if uncounted:
        stream.fail(
            "unsupported_question",
            "question.uncounted",
            f"how many {unit} the {uncounted[0].unit} give is not said",
        )
    parts: list[str] = []
    for chain in chains:
        if any(r.group == "capacity" for r in chain):
            # "A box can hold 6 crayons. Tom bought 3 boxes.": what fits is no count of what
            # is in the boxes bought
            stream.fail(
                "unsupported_question",
                "question.capacity",
                f"what a {singular(chain[-1].per)} can hold is not what is in the ones counted",
            )
        if when is not None and any(r.when not in (None, when) for r in chain):
            stream.fail("ambiguous", "question.rates", f"the rate told is not {when}'s")
        last = chain[-1]
        base = [
            e
            for e in asked
            if _counts(e.unit, last.per) and not _holds_other_contents(model, e.label, chain)
        ]
        if not base:
            stream.fail(
                "unsupported_question",
                "question.uncounted",
                f"no {last.per} counted holds {last.top}",
            )
        narrow = last.when
        if narrow is not None and any(narrow not in (e.label, e.when) for e in base):
            # "Each big box has 6 crayons. Tom bought 3 boxes.": big ones? "Last year each
            # box had 6": the boxes bought now?
            stream.fail(
                "unsupported_question",
                "question.rate_kind",
                f"the rate is of {narrow} {last.per}; the {last.per} counted are not said to be",
            )
        if any(
            e.label != narrow
            and not contents_fit(e.label, chain)
            and not told_together(ctx, last.qid, e.amount)
            for e in base
        ):
            # "Eggs are sold in cartons of 12. Tom buys 4 cartons of milk.": not those cartons
            stream.fail(
                "unsupported_question",
                "question.rates",
                f"the {last.per} counted hold something else than {last.top}",
            )
        for e in base:
            counted = (
                model.by_id.get(last.counted)
                if last.counted is not None and last.told_with
                else None
            )
            if counted is not None and counted.holder not in (None, e.actor):
                # "Sam bought 3 packs of cards with 6 cards in each pack. Tom bought 2 packs.":
                # what is in each of Sam's packs is not said of Tom's
                stream.fail(
                    "unsupported_question",
                    "question.rate_then",
                    f"what each {singular(last.per)} has was told of {counted.holder}'s",
                )
            other = next((r for r in chain if r.holder not in (None, e.actor)), None)
            if other is not None:
                # "Jean reads 30 pages per hour. Jane reads for 2 hours.": Jean's rate is no
                # rate of Jane's reading
                stream.fail(
                    "unsupported_question",
                    "question.rate_whose",
                    f"the rate is {other.holder}'s; the {e.unit} counted are {e.actor}'s",
                )
        # (``base`` is never empty: a chain ends only at a kind an asked event counts)
        amounts = [
            e.amount
            if same_unit(e.unit, last.per)
            else convert(model, stream, e.amount, unit_name(last.per), e.actor)
            for e in base
        ]  # ("200 beats per minute ... plays for 2 hours": 120 minutes)
        total = sum_of(model, amounts, model.unit_of(amounts[0]), holder, None)
        parts.append(apply_chain(model, chain, total, holder))
    return sum_of(model, parts, model.unit_of(parts[0]), holder, None)


def _holds_other_contents(model: Model, label: str | None, chain: list[Rate]) -> bool:
    """Whether packages labelled ``label`` hold another thing the text counts with a rate of
    its own ("12 boxes of pencils with 36 pencils in each box and 8 boxes of pens with 24
    pens in each box": the boxes of pens hold no pencils, whatever sentence told them)."""
    if label is None or contents_fit(label, chain):
        return False
    named = noun_key(label.split(" ")[-1])
    return any(r is not chain[-1] and noun_key(r.top) == named for r in model.rates)


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
        and label_matches(e.label, label)
        and (when is None or e.when == when)
    ]
    units = sorted({noun_key(e.unit) for e in events})
    if not events or units == [noun_key(unit)]:
        return None
    if any(not any(e.actor == key for e in events) for key in keys):
        return None  # (a holder asked of with no event at all: refused as before)
    for one in units:
        have = table.lookup(one)
        if have is None or have.dimension != asked.dimension:
            return None
        if _day_scale(one) != _day_scale(unit):
            return None  # ("read for 2 days" is not 48 hours of reading)
    if len(units) == 1:
        total = sum_of(model, [e.amount for e in events], events[0].unit, holder, label)
        return convert(model, stream, total, unit, holder)
    # "Lionel walked 4 miles. Esther walked 975 yards and Niklaus walked 1287 feet. How many
    # feet did they walk?": each in the asked unit, then summed
    parts = [convert(model, stream, e.amount, unit, e.actor) for e in events]
    return sum_of(model, parts, unit, holder, label)


_DAY_SCALE: Final = frozenset({noun_key("days"), noun_key("weeks")})
_CLOCK: Final = frozenset({noun_key("seconds"), noun_key("minutes"), noun_key("hours")})
"""Units of time a steady rate runs through: "38 words a minute" over 2 hours is 120
minutes of it; a rate per day is a day's amount, not spread over its hours."""


def _counts(unit: str, per: str) -> bool:
    """Whether an amount in ``unit`` counts ``per`` for a rate: the same unit, or both
    units of the clock (an activity of 2 hours under a rate per minute)."""
    return same_unit(unit, per) or (noun_key(unit) in _CLOCK and noun_key(unit_name(per)) in _CLOCK)


def _day_scale(unit: str) -> bool:
    return noun_key(unit) in _DAY_SCALE


def _on_a_day_of_the_week(when: str) -> bool:
    """Whether a time label is one named day ("on monday"), not "on weekdays"."""
    day = when[3:] if when.startswith("on ") else ""
    return day in words("time_unit_day") and not day.startswith("week")


_OTHER_TIMES: Final = frozenset(
    {"last", "next", "ago", "yesterday", "today", "tomorrow", "tonight", "previous"}
    | {"following", "weekend", "weekends", "vacation", "holiday", "holidays", "break"}
)
"""Words that place events in a span other than one week of named days."""


def _periods_told(tokens: Sequence[Token]) -> bool:
    """Whether the text names a span longer than a day or a time of its own ("Last week",
    "In March", "this summer", "yesterday"): events on named days may then fall in
    several weeks, or in another week than the one asked."""
    table = unit_table()
    for token in tokens:
        low = token.low
        if low in _OTHER_TIMES or low in words("month") or low in words("season"):
            return True
        unit = table.lookup(low)
        if (
            unit is not None
            and unit.dimension in ("time", "calendar")
            and noun_key(low) not in _DAY_OR_LESS
        ):
            return True
    return False


_DAY_OR_LESS: Final = frozenset(noun_key(w) for w in ("day", "hour", "minute", "second"))


def _question_time(clause: Clause, events: list[Event], periods_told: bool) -> str | None:
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
    if (
        when == "this week"
        and not periods_told
        and times
        and all(e.when is not None for e in events)
        and all(_on_a_day_of_the_week(t) for t in times)
    ):
        return None  # "How much did she make this week?", of events on Monday and Friday
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


_DAY_PART_TIMES: Final = frozenset(
    f"{prep} {part}" for prep in ("in", "on") for part in ("morning", "afternoon", "evening")
)
"""The time labels of the parts of a day, as statements give them ("in the morning")."""


def _whole_day_of_parts(clause: Clause, events: list[Event]) -> bool:
    """ "for the whole day", "in the entire day", "that day" asked of events all told at a
    part of one day ("in the morning", "in the afternoon"): all of them; the phrase is
    marked read. ``False`` (nothing marked) otherwise."""
    for part in clause.parts:
        np = part.np
        if (
            part.used
            or part.kind != "pp"
            or part.prep not in ("for", "in", "during", "over")
            or np is None
            or np.head != "day"
            or np.det != "the"
            or np.value is not None
            or not set(np.mods) <= {"whole", "entire"}
            or not np.mods
        ):
            continue
        if events and all(e.when in _DAY_PART_TIMES for e in events):
            part.used = True
            return True
    return False


def question_span(clause: Clause) -> NounPhrase | None:
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


def _each_of_counted(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    group: str,
    span: NounPhrase,
    label: str | None,
) -> str | None:
    """ "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do the birds eat
    in 4 days?": what one bird eats over the span, per bird, times the one count of birds
    the text holds (unchanged since); ``None`` when the asked are no such count, or the
    text holds birds more than once."""
    model = ctx.model
    if len(keys) != 1:
        return None
    whose, _, noun = keys[0].rpartition("'s ")
    one = singular(noun)
    if one == noun or " " in noun:
        return None
    rates = [r for r in model.rates if r.holder == one and same_unit(r.top, unit)]
    counts = [
        (k, qid)
        for k, qid in model.holdings.items()
        if same_unit(k[1], noun) and k[2] is None and whose in ("", k[0])
    ]  # ("Samuel's birds": the birds Samuel holds)
    if len(rates) != 1 or len(counts) != 1 or model.changed(*counts[0][0]):
        return None
    each = over_span(ctx, stream, [one], unit, group, span, label)
    a_one = model.given(1, noun, None, None, model.by_id[rates[0].qid].span)
    model.by_id[a_one].optional = True  # ("A bird": the one whose rate it is)
    per = model.derive(
        "quotient",
        (each, a_one),
        "rate",
        f"{model.unit_of(each)}/{unit_name(one)}",
        None,
        label,
        None,
    )
    return model.derive(
        "product", (counts[0][1], per), "rate", model.unit_of(each), None, label, None
    )


_AT_A_RATE: Final = frozenset({"rate", "pace", "speed"})
"""Words of a question that ask a rate carried on ("At this rate, how far did ..."), not
what was done at a time gone by."""


def _makes(lemma: str) -> bool:
    """Whether ``lemma`` is a verb that makes or gathers things (a gain verb)."""
    form = verb_form(lemma)
    return form is not None and form.frame.cls == "gain"


def over_span(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    group: str,
    span: NounPhrase,
    label: str | None = None,
    verb: str | None = None,
) -> str:
    """ "How many pages does she read in 5 days?": the text's rates times the span (of the
    kind ``label`` only through a rate of that kind; of the asked ``verb``, when one is
    given, only through a rate told with it or with its group's own verb)."""
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

    chains = rate_chains(model, unit, keys, group, timed, periodic=True)
    if not chains:
        counted = _each_of_counted(ctx, stream, keys, unit, group, span, label)
        if counted is not None:
            return counted
    if len(keys) > 1 and len(chains) == len(keys):
        own = [rate_chains(model, unit, [k], group, timed, periodic=True) for k in keys]
        if all(
            len(found) == 1 and any(rate.holder == k for rate in found[0])
            for k, found in zip(keys, own, strict=True)
        ):
            # "Tom reads 5 pages a day. Ann reads 3 pages a day. How many pages do they
            # read in a week?": each one's own rate over the span, and the sum
            each = tuple(over_span(ctx, stream, [k], unit, group, span, label) for k in keys)
            return model.derive("sum", each, "combine", model.unit_of(each[0]), None, None, None)
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
        found = [(other, rate_chains(model, other, keys, group, timed)) for other in others]
        found = [(other, c) for other, c in found if c]
        if len(found) == 1 and len(found[0][1]) == 1:
            total = over_span(ctx, stream, keys, found[0][0], group, span)
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
    told = model.rate_verbs.get(chain[0].qid)
    if (
        verb is not None
        and told is not None
        and verb not in (told, group)
        and _makes(verb)
        and _makes(told)
    ):
        # "Sam can build 3 fences in 2 days. How many fences can he paint in 10 days?": two
        # verbs that make or gather things are two activities ("How many can he make" asks
        # the group; a journey is one however it is told, "drives ... How far will he go")
        stream.fail(
            "unsupported_question",
            "question.rate_verb",
            f"the rate is of {told!r}, and the question asks of {verb!r}",
            span.first,
        )
    counted = chain[0].top_label or model.by_id[chain[0].qid].label
    if (
        label is not None
        and label != counted
        and not any(noun_key(rate.per) == noun_key(label) for rate in chain)
    ):  # ("hours of lessons" through "each lesson is 2 hours long": what the hours are of)
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
    return apply_chain(model, chain, length, holder)
