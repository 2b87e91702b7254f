"""Comparisons: "3 more than Tom", "twice as many as Ann", "4 more cows than goats".

A comparison part (read by ``clauses``) makes X = Y + n, X = Y - n or
X = factor * Y between holdings, or between events of one verb group. Against an
amount rather than a holder ("twice as many ducks as goats", "half as many") the
factor is a rate between the two kinds, and a kind compared with a part of a
whole is a part of that whole too.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    ATTRIBUTE_DIMENSIONS,
    ATTRIBUTE_UNITS,
    Clause,
    Compare,
    Part,
)
from generate._read.context import (
    Context,
    clause_time,
    factor_quantity,
    stated_amount,
    than_time_marker,
    told_lately,
    word_time,
)
from generate._read.lexicon import verb_form, words
from generate._read.meaning import (
    entity_of,
    is_person_phrase,
    phrase_unit,
    plural_noun,
    same_unit,
)
from generate._read.model import Event, Model, may_be_one_time
from generate._read.phrases import NounPhrase
from generate._read.purchases import paid_time, pay_known_price
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = [
    "amount_then_multiple",
    "compare_amount",
    "compare_hint",
    "listed_compares",
    "nothing_after_compare",
    "than_time_of",
]


_AFTER_COMPARE_OK: Final = frozenset({"relative"})


def nothing_after_compare(stream: Stream, clause: Clause, part: Part | None) -> None:
    """ "twice as many pens as Ann, minus 3", "3 more than Ann yesterday", "... as Ann
    originally": words after the compared-with holder may change what is compared (an
    offset, whose time, a hedge), so none is allowed but a relative clause about the other
    ("..., who has 4") and, for "three times as many fish in his tank", the place."""
    if part is None or part.compare is None:
        return
    for other in clause.parts:
        if other.first < part.end or other.kind in _AFTER_COMPARE_OK:
            continue
        if other.kind == "pp" and other.prep in ("in", "on", "at") and _kind_or_none(part.compare):
            continue  # ("50 more pens than notebooks on the shelf": where both kinds are)
        if other.kind == "word" and part.compare.other is None and word_time(other) is not None:
            continue  # ("twice as many today": the time of the compared amount)
        stream.fail(
            "unsupported_sentence",
            "compare.trailing",
            f"{stream.text(other.first, other.end)!r} after a comparison: what it changes is"
            " not read",
            other.first,
        )


def _kind_or_none(compare: Compare) -> bool:
    """Whether a comparison is with the amount just read or with another kind of the same
    holder ("than notebooks"), so a place after it is where both are; after a person ("as
    Amanda in her class") it may be the person's."""
    return compare.other is None or _kind_phrase(compare.other)


def _kind_phrase(np: NounPhrase) -> bool:
    """Whether ``np`` names a kind of thing, bare and plural ("small boxes", "notebooks"),
    no one's and no amount: what a comparison "than small boxes" is with."""
    return (
        np.det is None
        and np.owner is None
        and np.name is None
        and np.pronoun is None
        and np.value is None
        and np.head is not None
        and not is_person_phrase(np)
        and (
            plural_noun(np.head)
            or (np.head in words("animal_noun") and unit_name(np.head) == np.head)
        )  # ("than goldfish", "than sheep": one form for both numbers)
    )


def listed_compares(stream: Stream, clause: Clause, compares: list[Part]) -> None:
    """ "has 8 pencils, twice as many crayons as pencils, and two fewer markers
    than pencils": a list of comparisons (and amounts) of one holder, each read in turn.
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


def amount_then_multiple(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, compare: Part, when: str | None
) -> str | None:
    """ "picks 14 plums on Monday and three times as many on Friday": the one amount before a
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
    ref = stated_amount(ctx, stream, before[0].np, holder.key)
    span = stream.span(before[0].first, before[0].end)
    ctx.model.event(frame.event, holder.key, ref.qid, when=first_when, future=clause.verb.future)
    # ("worked 6 hours on Saturday and half as many on Sunday": both paid)
    paid_time(ctx, stream, clause, holder.key, frame.event, ref, first_when)
    if frame.cls in ("gain", "lose"):
        ctx.model.change(holder.key, ref.qid, frame.cls == "gain", "change", span)
    if (frame.pays or frame.paid) and ref.unit not in ("dollars", "cents"):
        # ("buys 10 shirts and half as many pants": the shirts are bought at their price,
        # told or still to be told, as the pants are)
        pay_known_price(ctx, stream, clause, holder.key, ref, first_when)
    return _time_after(clause, compare) or when


def compared_again(
    ctx: Context, stream: Stream, clause: Clause, holder: str, group: str, when: str | None
) -> None:
    """ "Sarah ran 3 miles. Tom ran 6 miles. Tom ran twice as far as Sarah.": a comparison of
    an event the holder was told doing before (that verb group, that time), with nothing
    else in its clause, may tell it again or another one; refused, unless the sentence
    says another ("also", "then") or the clause names what it is of ("on shoes")."""
    if ctx.model.again or any(p.kind in ("object", "pp", "per") for p in clause.parts):
        return  # ("He spent twice as much on shoes", "practices violin for twice as long")
    start = stream.tokens[clause.first].start
    shares = set(ctx.model.shares.values())
    for e in ctx.model.events:
        span = ctx.model.by_id[e.amount].span
        if (
            e.actor == holder
            and e.group == group
            and may_be_one_time(e.when, when)
            and e.amount not in shares
            and span
            and span[1] <= start
        ):
            stream.fail(
                "ambiguous",
                "compare.told_again",
                f"a comparison tells again what {holder} was told doing ({group!r}): the same,"
                " or more?",
                clause.first,
            )


def than_time_of(
    ctx: Context, stream: Stream, clause: Clause, holder: str, group: str, when: str | None
) -> tuple[str, tuple[int, int]] | None:
    """more_at := amount ["more"] unit_phrase "than" TIME
    ("Today he bought 10 more packs than yesterday", "... 4 more on Tuesday than on
    Monday"): the holder's own event of the clause's kind at the other time, plus the
    amount; ``None`` when the clause has no time after "than"."""
    marker = than_time_marker(clause)
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
    before[0].used = clause.parts[marker].used = True
    assert np.value is not None  # (only a part with a value is a candidate)
    if np.percent:
        # "20% more eggs than last week": 6/5 of that week's, never 20 more
        factor = factor_quantity(model, 1 + Fraction(np.value) / 100, span)
        qid = model.derive(
            "product", (base.amount, factor), "scale", base.unit, holder, base.label, span
        )
        return qid, span
    diff = model.given(np.value, base.unit, None, "difference", span)
    qid = model.derive("sum", (base.amount, diff), "compare", base.unit, holder, base.label, span)
    return qid, span


def _time_after(clause: Clause, part: Part) -> str | None:
    """The time phrase right after ``part`` ("on Monday"), marked read; ``None`` if none."""
    at = clause.parts.index(part)
    after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
    if after is None or after.kind not in ("pp", "word"):
        return None
    if after.kind == "word":
        told = word_time(after)  # ("yesterday", read as a word, is marked read already;
        if told is not None:  # "last week" and "the next day" are marked here)
            after.used = True
        return told
    if after.used:
        return None
    label = clause_time(Clause([], False, clause.verb, [after], after.first, after.end))
    if label is not None:
        after.used = True
    return label


def compare_hint(part: Part) -> tuple[str, str | None] | None:
    """The unit and label a comparison speaks in ("older than Amy": years, age; "5 fewer
    shells than Ava, who has 12": shells, of no kind; a kind would leave "12" unsure)."""
    compare = part.compare
    if part.kind != "compare" or compare is None:
        return None
    if compare.attribute is None:
        np = compare.unit_phrase
        if compare.other is None or np is None or np.value is not None or compare.money:
            return None
        found = phrase_unit(np)
        return found if found is not None and found[1] is None else None
    unit = ATTRIBUTE_UNITS.get(compare.attribute)
    return None if unit is None else (unit, compare.attribute)


def compare_amount(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    group: str | None,
    unit_hint: str | None = None,
    *,
    untimed: bool = False,
) -> str:
    """X = Y + n, X = Y - n or X = factor * Y, between holdings (or events of ``group``)."""
    if compare.kind == "times" and compare.value <= 0:
        # "His father is 0 times his age": no multiple a word problem means
        stream.fail(
            "inconsistent", "compare.zero", "a multiple of none is no comparison", compare.first
        )
    qid = _compare_one(ctx, stream, holder, compare, group, unit_hint, untimed)
    ctx.compared_in = ctx.sentence
    return qid


def _compare_one(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    group: str | None,
    unit_hint: str | None,
    untimed: bool = False,
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
    if compare.other.words in words("reflexive") or compare.other.pronoun in words("reflexive"):
        # "She has 3 times as many stickers as herself.": no amount is more than itself
        stream.fail(
            "inconsistent",
            "compare.self",
            "a comparison of someone with themselves",
            compare.first,
        )
    other = entity_of(ctx.refs, stream, compare.other)
    if other is not None and other.key == holder:
        stream.fail(
            "inconsistent",
            "compare.self",
            "a comparison of someone with themselves",
            compare.first,
        )
    unit = unit_hint
    label = None
    unlabelled = False  # (the subject's amount is of no kind the comparison names)
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
    if label == "age":
        _kin_order(ctx, stream, holder, other.key, compare)
    if (
        group is None
        and unit_hint is not None
        and compare.unit_phrase is None
        and (held := {k[1] for k in model.holdings if k[0] == other.key})
        and not any(same_unit(u, unit_hint) for u in held)
    ):
        # "Ben has 10 pears. Ann has 20 apples, twice as many as Ben.": as his pears, or
        # as apples he is not said to have?
        stream.fail(
            "ambiguous",
            "compare.unit",
            f"{other.key} holds no {unit_hint}: compared with what he holds, or not?",
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
            # ("Ana has half as many as Bea. Bea has four times as many as Cal."):
            # the other's holding is spoken of as it is now
            ctx.present.setdefault(other.key, False)
        elif ctx.clause_past and other.key not in ctx.present:
            ctx.past_stated.add(other.key)  # ("Julia had half as many as Owen": as it was)
        keys = model.holding_keys(other.key, unit)
        if label is None and len(keys) == 1:
            # "Will has 15 toy cars. Jack has twice as many as Will.", "Brandon has 20 baseball
            # cards. Malcom has 8 more cards than Brandon.": of that one holding (and with a
            # noun of its own, "cards", the subject's are not said to be of that kind)
            label = keys[0][2]
            unlabelled = compare.unit_phrase is not None
        base = model.current(other.key, unit, label, span)
        if base is None:
            base = model.unknown(unit, other.key, label, span)
            model.holdings[(other.key, unit, label)] = base
            model.starts.setdefault((other.key, unit, label), base)
    else:
        if compare.other_verb in ("has", "have", "had"):
            # "Tom ate 6 grapes. Sam ate twice as many grapes as Tom has.": what Tom holds,
            # which is not what he ate
            stream.fail(
                "unsupported_sentence",
                "compare.other_holding",
                "an event compared with what the other holds",
                compare.first,
            )
        found_events = [
            e
            for e in model.events
            if e.group == group
            and e.actor == other.key
            and (unit is None or same_unit(e.unit, unit))
        ]
        if (
            not found_events
            and unit is not None
            and group is not None
            and not any(e.actor == other.key for e in model.events)
            and not any(k[0] == other.key for k in model.holdings)
            and not ctx.future_events
        ):
            # "Adam eats three more pies than Bill. Sierra eats twice as many pies as Bill.
            # If Sierra ate 12 pies, ...": Bill's eating, told nowhere else yet, is an unknown
            # the text may go on to tie down (or the question refuses it as undetermined)
            base = model.unknown(unit, other.key, label, span)
            model.event(group, other.key, base)
            model.shares[(group, other.key)] = base  # ("Bill ate 4 pies." fills it)
            form = verb_form(model.verb) if model.verb else None
            if form is not None and form.frame.cls == "gain":
                # (what Ann picked is hers, as any picking is: "Tom gave Ann 3 apples" adds to
                # it, and "How many does Ann have?" counts it; what she sold was of a holding
                # the text never states, and is left as an event)
                model.change(other.key, base, True, "change", span, label)
            ctx.compared_unknown = True  # (the compared event is then one to fill, too)
        elif _all_of_them(compare, found_events, untimed):
            # "Sidney does 20 jumping jacks on Monday, 36 on Tuesday, ... Brooke does three
            # times as many jumping jacks as Sidney.": a multiple of each is a multiple of
            # all, told at no time of its own; the total is what both readings agree on
            base = model.derive(
                "sum",
                tuple(e.amount for e in found_events),
                "combine",
                found_events[0].unit,
                other.key,
                found_events[0].label,
                span,
            )
            unit = found_events[0].unit
            label = found_events[0].label
        else:
            if len(found_events) != 1:
                stream.fail(
                    "ambiguous",
                    "compare.event",
                    "which of the other's events is compared is not clear",
                    compare.first,
                )
            base = found_events[0].amount
            unit = model.unit_of(base)
            if (
                label is not None
                and label != found_events[0].label
                and compare.unit_phrase is not None
                and compare.unit_phrase.mods  # (a kind: not "half of the distance")
            ):
                # "Eli and Fran baked 72 muffins in all. Eli baked twice as many blueberry
                # muffins as Fran.": Fran's blueberry ones are not what she is told to bake
                stream.fail(
                    "ambiguous",
                    "compare.event_kind",
                    f"{label} {unit} compared with {other.key}'s"
                    f" {' '.join(filter(None, (found_events[0].label, unit)))}",
                    compare.first,
                )
            if not (label is None and compare.unit_phrase is not None):
                label = found_events[0].label
            # (else, as of holdings: "twice as many apples as Lou" of his red ones counts
            # apples, not said to be red)
            if (group, other.key) in model.shares and model.shares[(group, other.key)] == base:
                ctx.compared_unknown = True  # (with an event still to be told: as above)
    dims = ATTRIBUTE_DIMENSIONS.get(compare.attribute or "")
    if group is not None and compare.attribute == "length":
        dims = ATTRIBUTE_DIMENSIONS["duration"]  # ("ran twice as long as Tom": a time)
    measured = unit_table().lookup(model.unit_of(base))
    if dims is not None and (measured is None or measured.dimension not in dims):
        # "Tom swam 4 laps. Ann swam twice as long as Tom.": laps are no length or time
        stream.fail(
            "unit_mismatch",
            "compare.attribute_unit",
            f"'{compare.attribute}' compared with an amount in {model.unit_of(base)}",
            compare.first,
        )
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
    if unlabelled:
        label = None
    if compare.kind == "times":
        factor = factor_quantity(model, compare.value, span)
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


_KIN_ORDER: Final = {"older": 1, "elder": 1, "oldest": 1, "eldest": 1}
_KIN_ORDER.update({"younger": -1, "youngest": -1})


def _all_of_them(compare: Compare, events: list[Event], untimed: bool) -> bool:
    """Whether a multiple of the other's several events of one verb, kind and tense is of
    them all: a plain multiple ("three times as many", no offset: "3 less than five times"
    of each is not of all), in a clause of no time of its own."""
    return (
        untimed
        and len(events) > 1
        and compare.kind == "times"
        and compare.offset is None
        and len({(e.unit, e.label, e.future, e.past, e.verb) for e in events}) == 1
        and all(e.when is not None for e in events)
    )


def _kin_order(ctx: Context, stream: Stream, holder: str, other: str, compare: Compare) -> None:
    """Refuse an age comparison of someone with a relative named older or younger than them
    that says the other way: "Ann is 8. Her younger brother is 3 years older than her."."""
    sign = 0
    kin = ctx.refs.kin
    for one, two, flip in ((holder, other, 1), (other, holder, -1)):
        rest = one.removeprefix(f"{two}'s ")
        word = rest.split(" ", 1)[0] if rest != one else ""
        if not word and kin.get(one, ("", ""))[0] == two:
            word = kin[one][1]  # ("Her younger brother, Ben": the name, told by age)
        if word in _KIN_ORDER:
            sign = _KIN_ORDER[word] * flip  # (+1: the holder is the older one)
    if sign == 0:
        return
    if compare.kind == "times":
        says = 1 if compare.value > 1 else -1 if compare.value < 1 else 0
    else:
        says = 1 if compare.kind == "more" else -1
    if compare.offset is None and says and says != sign:
        stream.fail(
            "inconsistent",
            "compare.kin",
            "the comparison says the other way from the relative's 'older' or 'younger'",
            compare.first,
        )


def _one_kind_before(ctx: Context, stream: Stream, compare: Compare) -> None:
    """ "Ann has 6 pens and 2 pencils. Ben has twice as many.": twice as many of which? The
    amounts read so far in this sentence, else in the sentence before, must be of one kind."""
    if len({noun_key(unit) for unit in told_lately(ctx)}) > 1:
        stream.fail(
            "ambiguous",
            "compare.other",
            "as many as which of the amounts before is not said",
            compare.first,
        )


def _one_holder_before(
    ctx: Context,
    stream: Stream,
    compare: Compare,
    holder: str,
    base: str,
    base_unit: str,
    group: str | None,
) -> None:
    """ "Sam has 10 apples. Kim has 15 apples. Riley has 6 fewer.": fewer than Kim, the
    amount just told, or than Sam? With one other holder of the unit told the elided
    comparison is with them; with two, which is not said."""
    model = ctx.model
    base_holder = model.by_id[base].holder
    if base_holder is None or base_holder == holder:
        return
    if group is None:
        told = [(k[0], qid) for k, qid in model.starts.items() if same_unit(k[1], base_unit)]
    else:
        told = [
            (e.actor, e.amount)
            for e in model.events
            if e.group == group and same_unit(e.unit, base_unit)
        ]
    others = {who for who, qid in told if not model.by_id[qid].derived}
    others -= {holder, base_holder, "there"}  # (an amount compared is no other base: "Armand
    # worked one-third as long and Ella twice as long" as Amber)
    if others:
        stream.fail(
            "ambiguous",
            "compare.other",
            f"as many as {base_holder}'s {base_unit}, told last, or as {sorted(others)[0]}'s?",
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
        whose = holder
        if compare.other_self is not None and compare.other_self.name is not None:
            # ("twice as many as Matt did last year": Matt's amount then)
            whose = ctx.refs.person(compare.other_self.name, compare.other_self.first).key
        elif compare.other_self is not None:
            # ("as many as he bought": a subject of its own clause, so the main clause's
            # subject is one it may be, as with a possessive)
            same = ctx.refs.resolve(
                str(compare.other_self.pronoun), possessive=True, at=compare.other_self.first
            )
            if isinstance(same, str) or same.key != holder:
                # "Tom bought 4 times as many as she bought on Monday": her amount, or his?
                stream.fail(
                    "unsupported_sentence",
                    "compare.other",
                    f"compared with another's amount at a time, not {holder}'s own",
                    compare.other_self.first,
                )
        then = [
            e
            for e in model.events
            if e.actor == whose
            and e.when == compare.other_when
            and (group is None or e.group == group)
        ]
        if len(then) != 1:
            stream.fail(
                "unsupported_sentence",
                "compare.which_time",
                f"no one amount of {whose} told {compare.other_when}"
                if not then
                else f"more than one amount of {whose} told {compare.other_when}",
                compare.first,
            )
        base, base_unit = then[0].amount, then[0].unit
        model.compared_then.add((whose, then[0].group, compare.other_when))
        named = phrase_unit(compare.unit_phrase) if compare.unit_phrase is not None else None
        if named is not None and not same_unit(named[0], base_unit):
            # "ate 4 apples on Tuesday ... double the pears she ate on Tuesday": of another
            # thing than was told then
            stream.fail(
                "unit_mismatch",
                "compare.which_time",
                f"{named[0]} compared with the {base_unit} told {compare.other_when}",
                compare.first,
            )
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
        base_holder = model.by_id[base].holder
        if (
            group is None
            and base_holder is not None
            and base_holder != holder
            and base in model.holdings.values()
            and (
                (
                    not ctx.clause_past
                    and base_holder in ctx.past_stated
                    and base_holder not in ctx.present
                )
                or (ctx.clause_past and base_holder in ctx.present)
            )
        ):
            # "Ann had 12 cookies. Ben has twice as many.", "Ellie has 8 apples. Riley had 3
            # fewer.": as many as then, or as now? (as "than Ann" told so refuses)
            stream.fail(
                "ambiguous",
                "compare.which_time",
                f"{base_holder}'s {base_unit} are told at another time than the comparison",
                compare.first,
            )
        changed = [e for e in model.events if e.amount == base]
        if group is None and any(
            not model.by_id[start].assumed_zero
            for e in changed
            for k, start in model.starts.items()
            if k[0] == e.actor and same_unit(k[1], e.unit)
        ):
            # "Tom has 8 apples. He eats 2. Mia has twice as many.": as many as the 2 eaten
            # just told, or as the 6 Tom has now?
            stream.fail(
                "ambiguous",
                "compare.other",
                "as many as the amount just changed, or as its holder has now?",
                compare.first,
            )
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
        _one_holder_before(ctx, stream, compare, holder, base, base_unit, group)
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
    elif _kind_phrase(other) and (compare.unit_phrase is not None or compare.own_kind):
        assert other.head is not None
        base_unit = unit_name(other.head)
        named_other = phrase_unit(other)
        # ("27 fewer large boxes than small boxes": the small ones)
        other_label = named_other[1] if named_other is not None else None
        base = model.current(holder, base_unit, other_label, span)
        if base is None and not model.events and not model.holding_keys(holder, base_unit):
            # "A rancher has three times as many sheep as horses. He has 2 more horses than
            # mules.": the horses are told later (or solved for); before any event, so of the
            # same time
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
        group is None
        and compare.offset is None
        and not compare.own_kind
        and model.holdings.get((holder, unit, label)) == base
    ):
        # "Ellie has 8 apples. She has twice as many.": her apples against themselves
        stream.fail(
            "inconsistent",
            "compare.self",
            f"{holder}'s {unit} compared with themselves",
            compare.first,
        )
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
        (compare.kind == "fewer" or (compare.kind == "more" and compare.than_that))
        and compare.other is None
        and compare.attribute is None
        and compare.offset is None
        and (
            compare.unit_phrase is not None
            or compare.money is None
            or same_unit(compare.money, base_unit)
        )
        and same_unit(unit, base_unit)
        and label == model.by_id[base].label
        and (
            any(e.amount == base and e.group == group for e in model.events)
            if group is not None
            else base in model.holdings.values()
        )  # (a holding against a holding, an event against an event of its verb)
    ):
        # "Zara read 24 pages on Saturday. On Sunday she read 8 fewer pages.", "Riley has 3
        # fewer.", "8 more than that": than the amount just told
        diff = model.given(compare.value, unit, None, "difference", span)
        kind = "sum" if compare.kind == "more" else "difference"
        return model.derive(kind, (base, diff), "compare", unit, holder, label, span)
    if compare.own_kind and (
        compare.offset is None or compare.offset[3] is None or compare.kind != "times"
    ):
        # "Jen has four times the number of chickens": of which unit, if not another kind?
        stream.fail(
            "unsupported_sentence",
            "compare.across",
            "a multiple of the subject's own kind names no other kind it counts",
            compare.first,
        )
    if compare.kind == "times" and compare.offset is not None:
        return _offset_across(ctx, stream, holder, compare, base, base_unit, unit, label, span)
    if compare.kind != "times":
        stream.fail(
            "unsupported_sentence",
            "compare.across",
            "only 'N times as many' is read against an amount",
            compare.first,
        )
    if same_unit(unit, base_unit):
        factor = factor_quantity(model, compare.value, span)
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


def _offset_across(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Compare,
    base: str,
    base_unit: str,
    unit: str,
    label: str | None,
    span: tuple[int, int],
) -> str:
    """ "10 more than four times as many ducks as chickens", "10 more ducks than four times
    as many chickens": the multiple of the base, then the offset, in the unit the offset or
    the multiple names. Across two kinds the factor is a rate (4 ducks per chicken), of
    counts only; a measure in another unit is refused as the plain multiple is."""
    assert compare.offset is not None
    model = ctx.model
    kind, value, money, offset_unit = compare.offset
    named = phrase_unit(offset_unit) if offset_unit is not None else None
    if named is not None and not same_unit(named[0], unit):
        if not same_unit(unit, base_unit) or (compare.unit_phrase is None and not compare.own_kind):
            stream.fail(
                "unit_mismatch",
                "compare.offset_unit",
                "the amount added to the multiple is in another unit",
                compare.first,
            )
        unit, label = named  # ("10 more ducks than four times as many chickens": ducks)
    if money is not None and money != unit:
        stream.fail(
            "unit_mismatch",
            "compare.offset_unit",
            "the amount added to the multiple is in another unit",
            compare.first,
        )
    if same_unit(unit, base_unit):
        factor = factor_quantity(model, compare.value, span)
        multiple = model.derive("product", (base, factor), "scale", unit, None, label, span)
    elif unit_table().lookup(unit) is None and unit_table().lookup(base_unit) is None:
        rate = model.given(compare.value, f"{unit}/{singular(base_unit)}", None, None, span)
        multiple = model.derive("product", (base, rate), "rate", unit, None, label, span)
    else:
        stream.fail(
            "unit_mismatch",
            "compare.unit_conversion",
            f"compared in {unit} with an amount in {base_unit}",
            compare.first,
        )
    diff = model.given(value, unit, None, "difference", span)
    qid = model.derive(
        "sum" if kind == "more" else "difference",
        (multiple, diff),
        "compare",
        unit,
        holder,
        label,
        span,
    )
    if same_unit(unit, base_unit) and label != model.by_id[base].label:
        _sibling_part(ctx, stream, base, qid, label, compare.first)
    return qid


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
