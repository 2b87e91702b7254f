"""Holdings: "X has 5 apples", "There are 33 trees in the park", "Each box holds 8".

A holding is stated once (``state_holding``); a second statement of it is a
conflict unless it says the same, fills an unknown the text left open, or is
the value a comparison already defined. "be" statements of ages, prices and
measures, packages ("a box of 12"), and equal sharing are read here too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    ATTRIBUTE_UNITS,
    ATTRIBUTE_WORDS,
    Clause,
    Part,
    plural_head,
    read_clause_parts,
    read_subject,
    read_verb_group,
)
from generate._read.comparisons import (
    compare_amount,
    listed_compares,
    nothing_after_compare,
)
from generate._read.context import (
    Context,
    Value,
    factor_quantity,
    holders_of,
    object_phrases,
    one_holder,
    stated_amount,
)
from generate._read.errors import ReadError
from generate._read.lexicon import (
    category_members,
    is_person_noun,
    verb_form,
    words,
)
from generate._read.meaning import (
    REST_HEADS,
    AmountRef,
    amount_of,
    entity_of,
    is_person_phrase,
    no_group_per,
    phrase_unit,
    same_unit,
)
from generate._read.model import Model, Rate, Span
from generate._read.numbers import read_cardinal
from generate._read.partitions import read_part
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.purchases import (
    read_cost,
)
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = [
    "holds_is_content",
    "number_here",
    "packaged",
    "rate_of_each",
    "read_be",
    "read_hold",
    "share_equally",
    "state_holding",
    "that_is",
    "time_offset",
    "verb_then_amount",
    "with_each",
]


def _set_off(stream: Stream, at: int) -> bool:
    """Whether the comparison at ``at`` is set off from the amount before it: ", twice as
    many as Ben", ", which is twice as many as Ben has"."""
    before = stream.low_at(at - 1)
    return before == "," or (
        before in ("is", "was")
        and stream.low_at(at - 2) == "which"
        and stream.low_at(at - 3) == ","
    )


def _state_compared(
    ctx: Context,
    stream: Stream,
    holder: str,
    compare: Part,
    clause: Clause | None = None,
    when: str | None = None,
    unit_hint: str | None = None,
) -> None:
    """The holding a comparison tells ("Ben has twice as many", "There are 5 more cows"):
    where a place's amount meets another holder's of the same unit, whose is not said;
    a "there" of the clause's time and tense at the one place that holds the unit is
    that place's."""
    assert compare.compare is not None
    model = ctx.model
    if (
        holder == "there"
        and clause is not None
        and when is None
        and not clause.verb.future
        and not model.events
        and (
            place := _the_one_place(ctx, compare.compare.unit_phrase)
            or _the_one_place(ctx, compare.compare.other)
        )
        is not None  # ("There are two fewer apples than oranges": where the oranges are)
        and (place in ctx.present) != clause.verb.past
    ):
        # ("There are 8 red pens in the drawer. There are 10 more black pens than red
        # pens.", not "There will be ..." or "Last week there were ...")
        holder = place
    qid = compare_amount(ctx, stream, holder, compare.compare, None, unit_hint)
    ref = AmountRef(qid, model.unit_of(qid), model.by_id[qid].label)
    others = [k for k in model.holdings if k[0] != holder and same_unit(k[1], ref.unit)]
    if others and (holder == "there" or any(k[0] == "there" for k in others)):
        stream.fail(
            "ambiguous",
            "there.which_place",
            f"where these {ref.unit} are is not said, and other {ref.unit} were told of",
            compare.first,
        )
    state_holding(ctx, stream, holder, ref, restate=False)


def _the_one_place(ctx: Context, unit_phrase: NounPhrase | None) -> str | None:
    """ "There are 8 red pens in the drawer. There are 10 more black pens than red pens.":
    the one place (no person) the text holds the unit at, where the compared ones are too;
    ``None`` when the unit is held by none, by several, or by someone."""
    named = phrase_unit(unit_phrase) if unit_phrase is not None else None
    if named is None:
        return None
    holders = {k[0] for k in ctx.model.holdings if same_unit(k[1], named[0])}
    if len(holders) != 1:
        return None
    (place,) = holders
    entity = ctx.refs.entities.get(place)
    return place if entity is not None and entity.kind == "thing" else None


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


def holds_is_content(ctx: Context, stream: Stream, clause: Clause) -> None:
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


def state_holding(ctx: Context, stream: Stream, holder: str, ref: AmountRef, restate: bool) -> None:
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
        if key in model.holdings and draft.derived and _open_base(model, key, told=True):
            # "Ana has half as many as Bea. Bea has four times as many as Cal.":
            # the comparison now says what the first left open
            if _depends_on(model, ref.qid, model.holdings[key]):
                # ("Bea has four times as many as Ana": each told by the other)
                stream.fail(
                    "unsupported_sentence",
                    "compare.circular",
                    f"{holder}'s {ref.unit} are told through an amount told through them",
                )
            model.unify(model.holdings[key], ref.qid)
            return
        if (
            key in model.holdings
            and draft.derived
            and _compared_once(model, key)
            and any(r.result == ref.qid and r.role in ("compare", "scale") for r in model.relations)
            and not _depends_on(model, ref.qid, model.holdings[key])
            and not _same_kind_of_base(model, model.holdings[key], ref.qid)
            and not model.events
            and holder in ctx.present
            and holder not in ctx.past_stated
        ):
            # "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue
            # marbles as red marbles.": two relations of one holding now, which the solver
            # solves together (of two times, or after a change, they would be two holdings)
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
    if ref.qid in model.holdings.values():
        # ("Ann has 120 paper them": "them" read as the holding just stated, told again)
        raise ReadError(
            "unsupported_sentence",
            "holding.told_again",
            f"{holder}'s {ref.unit} are told twice in one clause",
            draft.span,
        )
    model.quantities.remove(draft)
    del model.by_id[ref.qid]
    if key not in model.holdings and ref.label is None:
        kinds = model.holding_keys(holder, ref.unit)
        if (
            len(kinds) == 1
            and kinds[0][1] == ref.unit
            and model.by_id[model.holdings[kinds[0]]].derived
            and (ctx.conditioned or _told_by_comparison(ctx, kinds[0], draft.span))
            and not _of_other_kinds(ctx, draft.span, kinds[0][2])
        ):
            # "Marcus has three times as many cheese crackers as Mona. If Marcus has 27
            # crackers, ...": his one kind of them, which the comparison left open
            key = kinds[0]
            ref = AmountRef(ref.qid, ref.unit, key[2])
    # ("Ann has twice as many as Anton. If Ann has 60, ...": the condition gives the value
    # the comparison left open, at the same time only)
    if (
        ctx.conditioned
        and key in model.holdings
        and not (
            # ("If she has $10 left, ...": after every event told, its time said)
            not {"left", "remaining", "now"}.isdisjoint(
                t.low for t in stream.tokens[stream.first : stream.end]
            )
            and model.changed(*key)
            and key in model.starts
            and not model.by_id[model.starts[key]].assumed_zero
        )  # ("buys 10 and gives half of them. If he has 16 now": of the 10, or all?)
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
    if (
        not ctx.conditioned
        and ctx.clause_past
        and key in model.holdings
        and _open_base(model, key)
        and any(ctx.present.get(k[0]) is not None for k in model.holdings if k[0] != holder)
    ):
        # "Nina has 7 more shells than Omar. Omar had 12 shells.": a comparison of now, with
        # what the other had when?
        stream.fail(
            "ambiguous",
            "compare.which_time",
            f"{holder}'s {ref.unit} are told as they were; a comparison with them is of now",
        )
    if (
        not ctx.conditioned
        and not ctx.clause_past
        and key in model.holdings
        and _open_base(model, key)
        and holder in ctx.past_stated  # (spoken of as it was, by the comparison)
    ):
        # "Last year Dan had 3 times as many toy cars as Eli. Eli has 7 toy cars.": the
        # comparison is of then, with what Eli had then; what he has now says nothing of it
        stream.fail(
            "ambiguous",
            "compare.which_time",
            f"{holder}'s {ref.unit} are told as they are now; a comparison with them was of before",
        )
    restate = restate or ctx.conditioned or _told_by_comparison(ctx, key, draft.span)
    held = model.state(holder, draft.value, ref.unit, ref.label, draft.span, restate=restate)
    if ctx.last_amount is not None and ctx.last_amount.qid == ref.qid:
        ctx.last_amount = AmountRef(held, ref.unit, ref.label)


_NOW: Final = re.compile(r"\b[Nn]ow\b")


def _told_by_comparison(ctx: Context, key: tuple[str, str, str | None], span: Span) -> bool:
    """ "Marcus has three times as many crackers as Mona. Marcus has 27 crackers.": the
    number says what the comparison left open (Mona's 9 then follows), as an "If Marcus has
    27" would; only a holding the comparison alone told, unchanged since, at the same time
    ("Now he has 27", "had 27": another time, and a conflict as before)."""
    model = ctx.model
    qid = model.holdings.get(key)
    if qid is None:
        return False
    draft = model.by_id[qid]
    if span is not None:
        first, end = _sentence_of(ctx, span)
        if _NOW.search(ctx.source, first, end):
            return False  # ("Now Tom has 12 apples": after something the text did not tell?)
    return (
        draft.derived
        and draft.value is None
        and not model.again
        and not model.changed(*key)
        and (key[0] in ctx.past_stated) == ctx.clause_past
        and any(r.result == qid and r.role in ("compare", "scale") for r in model.relations)
    )


def _sentence_of(ctx: Context, span: tuple[int, int]) -> tuple[int, int]:
    """The character bounds of the sentence around ``span`` (its terminator excluded)."""
    first = max(ctx.source.rfind(c, 0, span[0]) for c in ".?!") + 1
    ends = [at for c in ".?!" if (at := ctx.source.find(c, span[1])) >= 0]
    return first, min(ends, default=len(ctx.source))


def _of_other_kinds(ctx: Context, span: Span, label: str | None) -> bool:
    """ "Ann has twice as many red marbles as Ben. Ann has 20 marbles, some red and some
    blue.": the 20 are not her red ones, which a bare "20 marbles" after the comparison
    would otherwise be read as. So when the number's sentence says its amount is of several
    kinds (`mixed_marker` in words.json), or the text names another value of the label's
    attribute ("blue" beside "red")."""
    if span is None or label is None:
        return False
    first, end = _sentence_of(ctx, span)
    marks = words("mixed_marker")
    if any(t.low in marks for t in ctx.tokens if first <= t.start and t.end <= end):
        return True
    last = label.rsplit(" ", 1)[-1]
    for entry in words("exclusive_attribute"):
        values = set(entry.partition(" / ")[2].split(" "))
        if last in values:
            return any(t.low in values and t.low != last for t in ctx.tokens)
    return False


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


def _open_base(model: Model, key: tuple[str, str, str | None], *, told: bool = False) -> bool:
    """Whether the holding ``key`` is only the unknown base of comparisons made so far
    ("as many as Bea" before Bea's crayons are told): no value, no relation defines
    it, nothing changed it, and a comparison uses it. ``told`` also takes a holding told
    as "some" and nothing else yet ("Eric, Ben and Jack have some money. Eric has $10 less
    than Ben."), which a comparison may then say."""
    qid = model.holdings[key]
    draft = model.by_id[qid]
    return (
        draft.value is None
        and not draft.derived
        and not draft.placeholder
        and not model.changed(*key)
        and model.starts.get(key) == qid
        and all(r.result != qid for r in model.relations)
        and (
            (told and all(qid not in r.operands for r in model.relations))
            or any(
                qid in r.operands and r.role in ("compare", "scale", "rate")
                for r in model.relations
            )  # ("twice as many pigs as cows": a rate of pigs per cow)
        )
    )


def _same_kind_of_base(model: Model, first: str, second: str) -> bool:
    """Whether ``first`` and ``second`` are made alike (two multiples, or two offsets) of a
    common amount: "twice as many as Ann" and "three times as many as Ann" hold only when
    Ann has none, which no writer means; two offsets of her say the same or contradict."""
    defining = model.defining()
    one, other = defining.get(first), defining.get(second)
    return (
        one is None
        or other is None
        or (one.role == other.role and bool(set(one.operands) & set(other.operands)))
    )


def _compared_once(model: Model, key: tuple[str, str, str | None]) -> bool:
    """Whether the holding ``key`` is only what one comparison made of another amount
    ("24 more blue marbles than red marbles"), nothing else told of it or done to it."""
    qid = model.holdings[key]
    draft = model.by_id[qid]
    return (
        draft.derived
        and not draft.placeholder
        and draft.value is None
        and not model.changed(*key)
        and model.starts.get(key) == qid
        and any(r.result == qid and r.role in ("compare", "scale") for r in model.relations)
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


def _kept_the_rest(ctx: Context, clause: Clause, holders: list[Entity]) -> bool:
    """ "He gave 7 shells to his brother ... and he kept the rest": what he holds after the
    events is kept, and nothing changes (``ctx.kept``); ``False`` for another clause."""
    objects = [p for p in clause.parts if not p.used and p.kind == "object"]
    if (
        clause.verb.lemma != "keep"
        or len(holders) != 1
        or len(objects) != 1
        or len(clause.parts) != 1
        or objects[0].np is None
        or objects[0].np.det != "the"
        or objects[0].np.head not in REST_HEADS
        or objects[0].np.of is not None
        or not any(e.actor == holders[0].key for e in ctx.model.events)
    ):
        return False
    objects[0].used = True
    key = holders[0].key
    ctx.kept[key] = {k: q for k, q in ctx.model.holdings.items() if k[0] == key}
    ctx.model.scenes += 1  # (a clause read in full that changes nothing)
    return True


def read_hold(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    model = ctx.model
    if _kept_the_rest(ctx, clause, holders):
        return
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
        rate_of_each(ctx, stream, clause, subjects[0])
        return
    if (
        subjects
        and subjects[0].det in ("each", "every")
        and subjects[0].name is None
        and subjects[0].head is not None
        and len(subjects) == 1
    ):
        # "Each box holds 8 crayons", "Each child has 2 apples": so many per one, not one's
        if when is not None and clause.verb.past:
            # "Last year each box had 6 crayons": the boxes counted then, or now too?
            stream.fail(
                "unsupported_sentence",
                "each.when",
                f"so many per one {when}: whether it holds at the other times is not said",
                clause.first,
            )
        rate_of_each(ctx, stream, clause, subjects[0])
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
            _one_or_every(ctx, stream, clause, head)  # ("Tom has 3 bags. A bag has 4 apples.")
            dual = rate_of_each(ctx, stream, clause, subjects[0], optional=True)
            for part in clause.parts:
                if part.kind == "object":
                    part.used = False
    if not holders:
        stream.fail(
            "unsupported_sentence", "hold.no_holder", "who holds this is not said", clause.first
        )
    compares = clause.take_all("compare")
    compare = compares[0] if compares else None
    listed_compares(stream, clause, compares)
    nothing_after_compare(stream, clause, compares[-1] if compares else None)
    each = clause.take("word", word="each") is not None
    together = clause.take("word", word=("total", "altogether")) is not None or any(
        (p.kind == "word" and p.word in words("together_word"))
        or (not each and p.kind == "object" and p.np is not None and p.np.total)
        for p in clause.parts
    )  # (a filler word elsewhere, but here it says whose the amount is: "a total of 30")
    left = clause.take("word", word=("left", "remaining", "leftover")) is not None
    some = not compares and [
        p.np.det for p in clause.parts if p.kind == "object" and p.np is not None
    ] == ["some"]
    if len(holders) > 1 and not each and not together and some:
        # "Eric, Ben, and Jack have some money": each has an amount the text may go on to
        # tell; read together, their sum is one more unknown, which says nothing either
        each = True
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
        hint: str | None = None
        if before and len(targets) == 1:
            for part in before:
                part.used = True
                assert part.np is not None
                if part.np.more:
                    # "Omar has 6 more hens and 2 less ducks than Lena": the "than" may be
                    # of both, and "13 more" is no holding of its own
                    stream.fail(
                        "unsupported_sentence",
                        "hold.more",
                        "'has N more' does not say more than what",
                        part.np.first,
                    )
                ref = stated_amount(ctx, stream, part.np, targets[0])
                state_holding(ctx, stream, targets[0], ref, restate=False)
                hint = ref.unit
            if not _set_off(stream, compare.first) or (
                compare.compare.unit_phrase is not None
                or compare.compare.money is not None
                or compare.compare.attribute is not None
            ):
                hint = None  # ("has 20 apples, twice as many as Ben": apples, said once)
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
            _state_compared(ctx, stream, holder, compare, unit_hint=hint)
    if compares:
        return
    phrases = object_phrases(clause)
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
            ref = stated_amount(ctx, stream, np, holder)
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
            state_holding(ctx, stream, holder, ref, restate=left or bool(model.events))
            held = model.holdings.get((holder, ref.unit, ref.label))
            if dual is not None and held is not None:
                model.by_id[held].optional = True  # (the rate may be the reading used)
                model.alternatives.append((dual, held))
        if clause.verb.past and per is None:
            ctx.past_stated.add(holder)  # (after its statement: "If Mia had 45" is checked first)
    if together and len(holders) > 1 and len(phrases) == 1:
        _joint_total(ctx, stream, targets[0], holders)
    elif together and len(targets) == 1 and len(phrases) == 1 and not model.events:
        _kinds_total(ctx, targets[0])


def share_equally(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """ "Four friends share 36 grapes equally", "divided 72 stickers equally among 8
    students", "Grace and Drew share 20 stickers equally": each member gets the amount over
    the count, a rate per member (and each named member gets that much).

    Only an equal share is read ("so that Rosa gets 4 times as many" is refused); the
    amount is stated, or "them" (the sharer's one holding of the unit last spoken of).
    """
    model = ctx.model
    if clause.has("ratio"):
        share_by_ratio(ctx, stream, clause, holders, when)
        return
    words_here = {t.low for t in stream.tokens[clause.first : clause.end]}
    if not words_here & {"equally", "evenly"}:
        stream.fail("unsupported_sentence", "share.unequal", "a share that is not said to be equal")
    among = clause.take("pp", prep=("among", "between", "amongst"))
    objects = object_phrases(clause)
    subject = clause.subjects[0] if len(clause.subjects) == 1 else None
    if not objects and clause.verb.passive and subject is not None and not holders:
        # "32 cookies are shared equally among 8 children": the subject is what is shared
        objects, subject = [subject], None
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "share.amount", "one amount is shared", clause.verb.end)
    np = objects[0]
    sharer = holders[0] if len(holders) == 1 else None
    if np.pronoun in ("them", "it"):
        recent = ctx.recent_unit
        key = (sharer.key, recent, None) if sharer is not None and recent is not None else None
        if key is None or key not in model.holdings:
            stream.fail("ambiguous", "share.amount", "what 'them' is is not said", np.first)
        total, unit, label = model.holdings[key], key[1], None
    else:
        ref = stated_amount(ctx, stream, np, sharer.key if sharer is not None else None)
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
    held = total if sharer is not None and total in model.holdings.values() else None
    charge = is_charge(stream, np, named=bool(named))
    if charge and held is not None:
        stream.fail(
            "unsupported_sentence", "share.charge", "a charge shared out by someone", np.first
        )
    if named and not charge:
        shared_amount_guards(ctx, stream, np, unit, named)
    span = stream.span(np.first, np.end)
    people = model.given(count, "1", None, "sharers", span)
    each = model.derive("quotient", (total, people), "share", unit, None, label, span)
    per = model.given(1, unit_name(member), None, None, span)
    rate_unit = f"{unit}/{singular(unit_name(member))}"
    rate = model.derive("quotient", (each, per), "share", rate_unit, None, label, span)
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
        # each of "Grace and Drew" gets the share (or pays it, of a charge)
        _share_to(ctx, entity, each, charge, when, span)


def share_by_ratio(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """ "Parker and Richie split $75 in the ratio 2:3", "Sam shared $60 between Ann, Bo and
    Cy in the ratio 1:2:3", "36 marbles are divided between Mia and Leo in the ratio 4:5":
    each member, in the order named, gets the amount times their term over the terms' sum,
    and a sharer gives it all out of what they hold (as "gave $60" would).

    The members are named, one per term: a count of them ("between his 3 cousins ...")
    that is not the number of names, or of terms, is refused, as is a sharer among
    unnamed people (whose share would be no one's), a ratio said to be equal too, and
    what ``shared_amount_guards`` refuses for any share. The amount is stated (a "sum of
    money" left untold has no part to compute)."""
    model = ctx.model
    ratio = clause.take("ratio")
    assert ratio is not None
    if {t.low for t in stream.tokens[clause.first : clause.end]} & {"equally", "evenly"}:
        stream.fail("inconsistent", "share.ratio_equal", "a share said to be equal and in a ratio")
    among = clause.take("pp", prep=("among", "between", "amongst"))
    objects = object_phrases(clause)
    sharer: Entity | None = None
    if among is None and len(holders) > 1:
        clause.take("word", word="total")  # "Ann and Bo share 60 marbles between them"
    if among is not None:
        # the members: the "between" phrase and the names listed after it
        named = [p for p in objects if p.name is not None]
        objects = [p for p in objects if p.name is None]
        listed = [among.np] if among.np is not None and among.np.name is not None else []
        if among.np is not None and among.np.name is None:
            head = among.np.head
            if head is None or not is_person_noun(singular(head)) or not named:
                stream.fail(
                    "unsupported_sentence",
                    "share.ratio_members",
                    "shared in a ratio among people not named",
                    among.first,
                )
            if among.np.value is not None and among.np.value != len(named):
                stream.fail(
                    "inconsistent",
                    "share.ratio_members",
                    f"{among.np.value} {head} named as {len(named)}",
                    among.first,
                )
        members_np = listed + named
        if len(holders) > 1:
            stream.fail("ambiguous", "share.ratio_sharer", "who shares is not one", clause.first)
        sharer = holders[0] if holders else None
    else:
        members_np = []
    if among is None and len(holders) > 1:
        members = holders  # "Parker and Richie split $75 in the ratio 2:3"
    else:
        found = [entity_of(ctx.refs, stream, np) for np in members_np]
        members = [e for e in found if e is not None]
        if len(members) != len(members_np) or len(members) < 2:
            stream.fail(
                "unsupported_sentence",
                "share.ratio_members",
                "shared in a ratio among whom is not said",
                ratio.first,
            )
    if len({m.key for m in members}) != len(members) or (
        sharer is not None and sharer.key in {m.key for m in members}
    ):
        stream.fail("unsupported_sentence", "share.ratio_members", "a member named twice")
    if len(members) != len(ratio.terms):
        stream.fail(
            "inconsistent",
            "share.ratio_terms",
            f"{len(members)} members and {len(ratio.terms)} terms in the ratio",
            ratio.first,
        )
    if not objects and clause.verb.passive and len(clause.subjects) == 1 and not holders:
        objects = [clause.subjects[0]]  # "36 marbles are divided between Mia and Leo ..."
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "share.amount", "one amount is shared", clause.verb.end)
    np = objects[0]
    if np.pronoun in ("them", "it"):
        # "She shared them between ...": the sharer's one holding of the unit last spoken of
        total, unit, label = _held_them(ctx, stream, np, sharer)
    elif np.value is None:
        stream.fail("unsupported_sentence", "share.amount", "an amount not told", np.first)
    else:
        ref = stated_amount(ctx, stream, np, sharer.key if sharer is not None else None)
        total, unit, label = ref.qid, ref.unit, ref.label
    charge = is_charge(stream, np, named=True)
    if charge and sharer is not None:
        stream.fail(
            "unsupported_sentence", "share.charge", "a charge shared out by someone", np.first
        )
    if not charge:
        shared_amount_guards(ctx, stream, np, unit, members)
    span = stream.span(ratio.first, ratio.end)
    terms = [model.given(term, "1", None, "ratio term", span) for term in ratio.terms]
    parts = model.derive("sum", tuple(terms), "combine", "1", None, "ratio parts", span)
    one = model.derive("quotient", (total, parts), "share", unit, None, label, span)
    if sharer is not None:
        # "Sam had $90. He shared $60 between ...": all of it given out of what he holds (the
        # parts' sum, as the graph takes no quantity twice in one relation); with nothing
        # held before, what he had is unknown, as after any loss
        given = model.derive("product", (one, parts), "share", unit, sharer.key, label, span)
        model.change(sharer.key, given, False, "transfer", span, label)
        model.event("give", sharer.key, given, when=when)
    for member, term in zip(members, terms, strict=True):
        share = model.derive("product", (one, term), "share", unit, None, label, span)
        _share_to(ctx, member, share, charge, when, span)


def _held_them(
    ctx: Context, stream: Stream, np: NounPhrase, sharer: Entity | None
) -> tuple[str, str, str | None]:
    """What "them" shares: the sharer's one holding of the unit last spoken of, when it is
    the only count they hold ("had 1500 stickers and 200 cards. She shared them" may be
    either, or both)."""
    model = ctx.model
    recent = ctx.recent_unit
    key = (sharer.key, recent, None) if sharer is not None and recent is not None else None
    if key is None or key not in model.holdings:
        stream.fail("ambiguous", "share.amount", f"what '{np.pronoun}' is is not said", np.first)
    assert sharer is not None
    held = {k[1] for k in model.holdings if k[0] == sharer.key}
    if len(held) > 1:
        stream.fail(
            "ambiguous",
            "share.amount",
            f"'{np.pronoun}' may be any of what {sharer.key} holds",
            np.first,
        )
    return model.holdings[key], key[1], None


_CHARGES: Final = frozenset(
    {"rent", "fee", "fees", "cost", "costs", "price", "tab", "fare", "fine", "debt", "tax"}
    | {"tip", "charge", "expense", "expenses", "invoice"}
)
"""Nouns of money owed: sharing one ("split the $90 rent") is each paying a part of it."""
_OWED_OR_HELD: Final = frozenset({"bill", "bills", "check", "checks"})
"""Nouns of money owed, or of money itself: "a $75 dinner bill" is owed, but "split a $20
bill" may be a banknote, which each would get a part of."""


def is_charge(stream: Stream, np: NounPhrase, named: bool) -> bool:
    """Whether a shared amount is money owed, which each member pays a part of. A bare
    "bill" or "check" (owed, or a banknote?) shared among ``named`` members is refused as
    ambiguous: their holdings would grow or shrink (among "four friends" each one's part is
    the same either way)."""
    head = np.head
    if head is None:
        return False
    if head in _OWED_OR_HELD and not np.mods:
        if named:
            stream.fail(
                "ambiguous",
                "share.charge",
                f"a {head} shared: owed and paid in parts, or money each gets a part of?",
                np.first,
            )
        return False
    return head in _CHARGES or head in _OWED_OR_HELD


def shared_amount_guards(
    ctx: Context,
    stream: Stream,
    np: NounPhrase,
    unit: str,
    members: list[Entity],
) -> None:
    """Refusal for any share among named members who hold the unit already ("Parker has
    $75. Parker and Richie split the $75": the $75 may be his, and counted twice)."""
    held = [
        m.key
        for m in members
        if any(k[0] == m.key and same_unit(k[1], unit) for k in ctx.model.holdings)
    ]
    if held:
        stream.fail(
            "ambiguous",
            "share.own_amount",
            f"{held[0]} holds {unit} already: whether the shared amount is out of them is not said",
            np.first,
        )


def _share_to(
    ctx: Context,
    member: Entity,
    share: str,
    charge: bool,
    when: str | None,
    span: tuple[int, int] | None,
) -> None:
    """A member's part: got (and held), or, of a charge, paid out of what they hold."""
    model = ctx.model
    label = model.by_id[share].label
    if charge:
        model.event("spend", member.key, share, when=when)
        model.change(member.key, share, False, "payment", span, label)
    else:
        model.event("get", member.key, share, when=when)
        model.change(member.key, share, True, "change", span, label)


_ANYONE: Final = frozenset({"person", "people", "child", "kid", "member", "student"})
"""Members a sharer may be one of ("among 3 people")."""


def number_here(stream: Stream) -> bool:
    token = stream.peek()
    return token is not None and (token.text[:1].isdigit() or token.low in words("number_word"))


def _joint_total(ctx: Context, stream: Stream, joint: str, members: list[Entity]) -> None:
    """ "Together Mia and Leo have 30 marbles": the total is the sum of each one's holding,
    a placeholder until the text says what each has."""
    model = ctx.model
    keys = [k for k in model.holdings if k[0] == joint]
    if len(keys) != 1:
        return
    _, unit, label = keys[0]
    shares = _member_holdings(model, members, unit, label)
    model.relate("sum", model.holdings[keys[0]], tuple(shares), "combine")
    if joint in ctx.present:
        for member in members:  # ("Tom and Jerry have 30 together": each one's holding now)
            ctx.present.setdefault(member.key, ctx.present[joint])


def _kinds_total(ctx: Context, holder: str) -> None:
    """ "He has twice as many cars as trucks. He has 60 vehicles in total.": a total of a
    category (`category_member` in words.json) told of one holder who holds kinds of it is
    the sum of those kinds, when every kind of thing the holder holds is of the category
    (with "and 3 dolls" too, the dolls would not be vehicles, nor would the total be said
    to be of the kinds alone)."""
    model = ctx.model
    held = [k for k in model.holdings if k[0] == holder]
    totals = [
        k
        for k in held
        if (members := category_members(k[1])) is not None
        and any(o != k and noun_key(o[1]) in members for o in held)
    ]  # (a category of what is held: "pigs", whose piglets none are, are no total here)
    if len(totals) != 1 or totals[0][2] is not None:
        return
    members = category_members(totals[0][1])
    assert members is not None
    kinds = [k for k in model.holdings if k[0] == holder and k != totals[0] and "/" not in k[1]]
    if len(kinds) < 2 or any(noun_key(k[1]) not in members or k[2] is not None for k in kinds):
        return
    if any(model.changed(*k) for k in (*kinds, totals[0])):
        return
    category = totals[0][1]
    parts = []
    for key in sorted(kinds, key=lambda k: k[1]):
        kind = singular(key[1])  # (each car one vehicle: the sum adds vehicles)
        each = model.given(1, f"{category}/{kind}", None, f"a {kind} each", None)
        parts.append(
            model.derive(
                "product", (model.holdings[key], each), "rate", category, holder, None, None
            )
        )
    model.relate("sum", model.holdings[totals[0]], tuple(parts), "combine")
    ctx.kinds_totals.append((totals[0], frozenset(kinds)))


def _member_holdings(
    model: Model, members: list[Entity], unit: str, label: str | None
) -> list[str]:
    """Each member's holding of ``unit``: the one told, or a placeholder until the text
    says it (the parts of a joint total)."""
    shares = []
    for member in members:
        key = (member.key, unit, label)
        qid = model.holdings.get(key)
        if qid is None:
            qid = model.unknown(unit, member.key, label, None)
            model.by_id[qid].placeholder = True
            if model.verb_past:
                model.shares_then.add(qid)
            model.holdings[key] = qid
            model.starts.setdefault(key, qid)
        shares.append(qid)
    return shares


def with_each(ctx: Context, stream: Stream, clause: Clause) -> None:
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


def that_is(ctx: Context, stream: Stream, end: int) -> bool:
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
        factor = factor_quantity(ctx.model, compare.value, span)
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


def needed_to_have(ctx: Context, stream: Stream, clause: Clause, holders: list[Entity]) -> bool:
    """needed := subject ("needs" | NEED "to" GAIN) amount "more" [unit] goal

    "Mia needs 12 more marbles to have 30 marbles", "He has to save $20 more to have $50":
    what the holder has now, and still needs, make the goal (30 = now + 12), which finds
    the holding or checks the one told. Read only in the present, for one holder, with the
    two amounts in one unit; otherwise the goal stays unread and the clause refuses."""
    goals = [p for p in clause.parts if p.kind == "goal"]
    verb = clause.verb
    frame = verb.frame
    wanting = (verb.lemma == "need" and not verb.need) or (
        verb.need and frame is not None and frame.cls == "gain"
    )
    objects = [p for p in clause.parts if p.kind == "object"]
    if (
        len(goals) != 1
        or not wanting
        or verb.past
        or verb.future
        or verb.intent
        or len(holders) != 1
        or len(objects) != 1
        or any(not p.used for p in clause.parts if p not in (goals[0], objects[0]))
    ):
        return False
    goal, need = goals[0], objects[0].np
    if need is None or need.value is None or not need.more or need.fraction or need.percent:
        return False
    need = replace(need, more=False)  # (more than now: what the goal says)
    holder = holders[0].key
    if goal.compare is not None:
        named = phrase_unit(need) if need.head is not None or need.money else None
        qid = compare_amount(ctx, stream, holder, goal.compare, None, named and named[0])
        have = AmountRef(qid, ctx.model.unit_of(qid), ctx.model.by_id[qid].label)
        if need.head is None and need.money is None:
            need = replace(need, head=have.unit)  # ("12 more to have twice as many as Ann")
    else:
        assert goal.np is not None
        if need.head is None and need.money is None:
            need = replace(need, head=goal.np.head, mods=goal.np.mods)  # ("12 more to have 30")
        have = stated_amount(ctx, stream, goal.np, holder)
    short = stated_amount(ctx, stream, need, holder)
    if not same_unit(have.unit, short.unit) or have.label != short.label:
        stream.fail(
            "unit_mismatch",
            "goal.unit",
            "what is still needed and the goal are counted in different units",
            goal.first,
        )
    ctx.model.short_of(
        holder, have.unit, have.label, have.qid, short.qid, stream.span(clause.first, clause.end)
    )
    goal.used = objects[0].used = True
    return True


_COME: Final = frozenset({"come", "comes", "came"})
_PACKED: Final = frozenset({"sold", "packed", "packaged", "boxed", "bagged", "bundled"})
_SELLS: Final = frozenset({"sells", "sell", "sold", "packs", "pack", "packed", "packages"})


def verb_then_amount(stream: Stream) -> bool:
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


_SUM_HEADS: Final = frozenset({"sum", "total"})
_AGE_SUM_VERBS: Final = frozenset({"is", "was", "equals", "equal", "total", "totals"})


def _age_names(stream: Stream, k: int, end: int) -> tuple[list[int], int] | None:
    """names := NAME ["'s"] ("," NAME ["'s"])* [","] "and" NAME ["'s"]: the name tokens and
    where the list ends, or ``None``."""
    names: list[int] = []
    while k < end and stream.tokens[k].text[:1].isupper() and stream.tokens[k].text.isalpha():
        names.append(k)
        k += 1
        if k < end and stream.low_at(k) == "'s":
            k += 1
        if k < end and stream.low_at(k) == ",":
            k += 1
        if k < end and stream.low_at(k) == "and":
            k += 1
            if not (k < end and stream.tokens[k].text[:1].isupper()):
                return None
            names.append(k)
            k += 1
            if k < end and stream.low_at(k) == "'s":
                k += 1
            return names, k
    return None


def joint_ages(ctx: Context, stream: Stream, end: int) -> bool:
    """joint_age := "the" ("sum" | "total") "of" ["the" "ages" "of"] names ["ages"] ["now"]
    VERB NUMBER ["years" ["old"]]
    | "the" "combined" ("age" | "ages") "of" names ["now"] VERB NUMBER ["years" ["old"]]
    | ["together"] names "ages" ("equal" | "add" "up" "to" | "total") NUMBER ["years"]

    "The sum of Mia's and Leo's ages is 30", "The combined age of Mia and Leo is 30": their
    ages now add up to 30, as "Together Mia and Leo have 30 marbles" says of marbles; each
    age a placeholder until the text says it. ``False`` (nothing read) for another shape."""
    if not any(t.low in ("ages", "age") for t in stream.tokens[stream.pos : end]):
        return False
    k = stream.pos
    if stream.low() == "together":
        k += 1
    if stream.low_at(k) == "the" and (
        stream.low_at(k + 1) in _SUM_HEADS or stream.low_at(k + 1) == "combined"
    ):
        combined = stream.low_at(k + 1) == "combined"
        k += 2
        if combined:
            if stream.low_at(k) not in ("age", "ages"):
                return False
            k += 1
        if stream.low_at(k) != "of":
            return False
        k += 1
        if not combined and [stream.low_at(k + j) for j in range(3)] == ["the", "ages", "of"]:
            k += 3
            combined = True  # ("the sum of the ages of A and B": "ages" said before)
        if stream.low_at(k) == "their" and stream.low_at(k + 1) == ("age" if combined else "ages"):
            # "The sum of their ages is 34": of the two people "their" is
            return _their_ages(ctx, stream, k, k + 2, end)
        found = _age_names(stream, k, end)
        if found is None:
            return False
        names, k = found
        if not combined:
            if stream.low_at(k) != "ages":
                return False
            k += 1
    else:
        found = _age_names(stream, k, end)
        if found is None or stream.low_at(found[1]) != "ages":
            return False
        names, k = found
        k += 1
    return _ages_sum(
        ctx,
        stream,
        k,
        end,
        lambda: holders_of(
            ctx, stream, [NounPhrase(n, n + 1, name=stream.tokens[n].text) for n in names]
        ),
        len(names),
    )


def _their_ages(ctx: Context, stream: Stream, at: int, k: int, end: int) -> bool:
    """ "The sum of their ages is 34": the ages of the people "their" is (``at``), read as
    ``joint_ages`` reads names; ``k`` is where the verb starts."""

    def members() -> list[Entity]:
        found = ctx.refs.resolve("their", possessive=True, at=at)
        if isinstance(found, str) or not found.members:
            return []
        return [ctx.refs.entities[m] for m in found.members if m in ctx.refs.entities]

    return _ages_sum(ctx, stream, k, end, members, None)


def _ages_sum(
    ctx: Context,
    stream: Stream,
    k: int,
    end: int,
    members_of: Callable[[], list[Entity]],
    count: int | None,
) -> bool:
    """ "... ages is 30 (years old)" from the verb at ``k``: the ages of ``members_of()``
    (``count`` of them, or any two or more, each one person) now add up to the number."""
    if stream.low_at(k) == "now":
        k += 1
    if stream.low_at(k) == "add" and stream.low_at(k + 1) == "up" and stream.low_at(k + 2) == "to":
        k += 3
    elif stream.low_at(k) in _AGE_SUM_VERBS:
        k += 1
    else:
        return False
    mark = stream.mark()
    stream.pos = k
    number = read_cardinal(stream)
    k = stream.pos
    stream.reset(mark)
    if number is None:
        return False
    if stream.low_at(k) == "years":
        k += 1
        if stream.low_at(k) == "old":
            k += 1
    if k != end:
        return False
    model = ctx.model
    if model.events:
        stream.fail(
            "unsupported_sentence",
            "age.joint_when",
            "a sum of ages after events: whether it is of the ages now is not said",
            stream.pos,
        )
    members = members_of()
    count = len(members) if count is None and len(members) > 1 else count
    if len(members) != count or len({m.key for m in members}) != count:
        stream.fail(
            "unsupported_sentence",
            "age.joint_who",
            "whose ages are summed is not said",
            stream.pos,
        )
    span = stream.span(stream.pos, end)
    total = model.given(number.value, "years", None, "age", span)
    shares = _member_holdings(model, members, "years", "age")
    for member in members:
        ctx.present.setdefault(member.key, False)  # (their ages now)
    model.relate("sum", total, tuple(shares), "combine")
    stream.pos = end
    return True


def packaged(ctx: Context, stream: Stream, end: int) -> bool:
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
        holders = holders_of(ctx, stream, subjects)
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
        or group.of.group is not None  # ("cartons of a dozen": 12 each, not 1)
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


def _one_or_every(ctx: Context, stream: Stream, clause: Clause, head: str) -> None:
    """Refuse "a bag" after bags were counted ("Tom has 3 bags. A bag has 4 apples."): one
    of his bags, or each of them?"""
    if any(same_unit(k[1], unit_name(head)) for k in ctx.model.holdings):
        stream.fail(
            "ambiguous",
            "each.one_or_every",
            f"'a {head}' after {unit_name(head)} were counted: one of them, or each?",
            clause.first,
        )


def rate_of_each(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    subject: NounPhrase,
    *,
    optional: bool = False,
    exact: bool = False,
) -> str:
    """ "Each box holds 8 crayons", "A large pizza has 16 slices": a rate crayons/box.

    A rate "for" someone or something ("Each goal is 3 points for the Bears") is a rate of
    some only, and is refused; ``exact`` refuses any other part left too."""
    left = [
        p
        for p in clause.parts
        if not p.used and p.kind != "object" and (exact or (p.kind == "pp" and p.prep == "for"))
    ]
    if left:
        stream.fail(
            "unsupported_sentence",
            "clause.unused",
            f"the reading leaves {stream.text(left[0].first, left[0].end)!r} unread",
            left[0].first,
        )
    objects = object_phrases(clause)
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
    counts = [q for k, q in ctx.model.holdings.items() if same_unit(k[1], per)]
    ctx.model.rates.append(
        Rate(
            qid,
            unit[0],
            per,
            None,
            None,
            label,
            top_label=unit[1],
            counted=counts[0] if len(counts) == 1 else None,
            package=_package(subject),
        )
    )
    return qid


def _package(subject: NounPhrase) -> str | None:
    """The contents "of" names a container by ("Each box of red beads": red beads)."""
    of = subject.of
    if of is None or of.head is None or of.value is not None:
        return None
    return " ".join((*of.mods, of.head))


def _read_worth(
    ctx: Context, stream: Stream, clause: Clause, worth: Part, when: str | None
) -> None:
    """worth := SUBJECT BE "worth" AMOUNT ["each" | "apiece"]

    "Each touchdown is worth 6 points", "Layups are worth 1 point", "A goal is worth 3
    points": so many per one of a kind, as "Each touchdown is 6 points" says. The subject is
    a kind, never a person or a count of things ("3 coins are worth 10 points": a bundle's
    worth, not read), and a worth in money is no price paid, so it is refused here."""
    subjects = clause.subjects
    np = worth.np
    if (
        len(subjects) != 1
        or subjects[0].head is None
        or is_person_phrase(subjects[0])
        or subjects[0].name is not None
        or subjects[0].owner is not None
        or subjects[0].of is not None
    ):
        stream.fail(
            "unsupported_sentence",
            "worth.subject",
            "what is worth this is not one kind",
            clause.first,
        )
    subject = subjects[0]
    assert subject.head is not None
    generic = subject.det in ("each", "every") or (
        subject.det is None and subject.value is None and plural_head(subject.head)
    )
    if subject.det in ("a", "an", "one"):
        _one_or_every(ctx, stream, clause, subject.head)  # ("Tom found 3 coins. A coin is ...")
        generic = True
    if not generic:
        stream.fail(
            "unsupported_sentence",
            "worth.subject",
            "the worth of a count of things",
            clause.first,
        )
    if np is not None and np.money is not None:
        stream.fail(
            "unsupported_sentence",
            "worth.money",
            "a worth in money is no price paid, and what it buys is not read",
            worth.first,
        )
    if np is None or np.value is None or np.head is None:
        stream.fail(
            "unsupported_sentence", "worth.amount", "worth how much is not said", worth.first
        )
    if when is not None or clause.verb.future:
        stream.fail(
            "unsupported_sentence",
            "worth.when",
            "a worth at one time: whether it holds at the others is not said",
            clause.verb.first,
        )
    worth.kind, worth.prep = "object", None  # (read as "Each touchdown is 6 points" is)
    clause.take("word", word=("each", "apiece"))
    rate_of_each(ctx, stream, clause, subject, exact=True)


def _number_of(ctx: Context, stream: Stream, clause: Clause) -> bool:
    """number_is := "the" ["total"] "number" "of" PLURAL [PLACE] BE NUMBER

    "The number of guests at the party was 60", "The total number of dogs at the shelter is
    200": as "There were 60 guests at the party" says; ``False`` (nothing read) for
    another subject."""
    if len(clause.subjects) != 1:
        return False
    subject = clause.subjects[0]
    inner = subject.of
    if (
        subject.head != "number"
        or subject.det != "the"
        or subject.mods not in ((), ("total",))
        or inner is None
        or inner.value is not None
        or inner.det is not None
        or inner.owner is not None
        or inner.head is None
        or singular(inner.head) == inner.head
    ):
        return False
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if (
        len(objects) != 1
        or objects[0].np is None
        or objects[0].np.value is None
        or objects[0].np.head is not None
        or objects[0].np.money is not None
    ):
        return False
    objects[0].used = True
    holder = "there"
    if subject.place is not None:
        entity = entity_of(ctx.refs, stream, subject.place)
        if entity is None:
            stream.fail(
                "unsupported_sentence", "there.place", "where is not a place the reader knows"
            )
        holder = entity.key
    counted = replace(objects[0].np, head=inner.head, mods=inner.mods)
    ref = stated_amount(ctx, stream, counted, holder)
    state_holding(ctx, stream, holder, ref, restate=False)
    return True


def read_be(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holders: list[Entity],
    when: str | None,
    intro_place: NounPhrase | None = None,
    intro_offset: tuple[Value, str] | None = None,
    *,
    attribute: str | None = None,
) -> None:
    """be := subject BE (amount [ATTRIBUTE_WORD] | compare | ...): a holding, a measure, a
    price; ``attribute`` is what a subject "Jordyn's age" names of its one holder."""
    model = ctx.model
    if _number_of(ctx, stream, clause):
        return
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
            rate_of_each(
                ctx, stream, clause, NounPhrase(per[0].first, per[0].end, head=per[0].word)
            )
            return
        compares = clause.take_all("compare")
        listed_compares(stream, clause, compares)
        nothing_after_compare(stream, clause, compares[-1] if compares else None)
        compare = compares[0] if compares else None
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
        if len(phrases) == 1 and compare is None:
            # "There are 24 runners in total": one amount is its own total
            clause.take("word", word=("total", "altogether"))
        places = [
            p
            for p in clause.parts
            if not p.used and p.kind == "pp" and p.prep in ("in", "on", "at", "inside")
        ]
        second = (
            places[1]
            if len(places) == 2
            and len(phrases) == 1
            and len(compares) == 1
            and phrases[0].end <= places[0].first
            and places[0].end <= compares[0].first
            and compares[0].end <= places[1].first
            and compares[0].compare is not None
            and compares[0].compare.other is None
            else None
        )  # ("30 students in the study hall and twice as many students in the gym")
        if second is not None:
            places = places[:1]
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
        clause_words = {t.low for t in stream.tokens[clause.first : clause.end]}
        for np in phrases:
            ref = stated_amount(ctx, stream, np, holder)
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
            if (
                holder == "there"
                and (
                    ctx.conditioned
                    or (
                        not clause.verb.past
                        and others
                        and ctx.present.get(others[0][0]) is False
                        and not clause_words.intersection(_THEN_OR_NOW)
                    )
                )
                and len({k[0] for k in others}) == 1
                and others[0][0] != "there"
                and all(model.by_id[model.holdings[k]].value is None for k in others)
                and not model.events
            ):
                # "At the aquarium, there are twice as many sharks as stingrays. If there are
                # 28 stingrays, ...", "There are 12 more green apples than red apples in a
                # bowl. There are 16 red apples.": the one place whose apples the comparison
                # left open, at the same time (not "Now there are 16": then, it changed)
                holder = others[0][0]
                model.by_id[ref.qid].holder = holder  # (the amount just read, stated there)
                others = []
            if others and (holder == "there" or any(k[0] == "there" for k in others)):
                # "There were 26 geese on the lake. Now there are 35 geese.": the same place
                # later, or another place? A "there" with no place says neither
                stream.fail(
                    "ambiguous",
                    "there.which_place",
                    f"where these {ref.unit} are is not said, and other {ref.unit} were told of",
                    np.first,
                )
            state_holding(
                ctx, stream, holder, ref, restate=clause.take("word", word="left") is not None
            )
            if not clause.verb.past and not model.events:
                ctx.present.setdefault(holder, False)  # ("There are 30 on the bus": now)
        for compare in compares:
            # "There are 5 red balloons and 3 times as many blue balloons (as red ones)":
            # a kind of the place's amount from another kind, or the amount just read ("3
            # times as many grape candies as cherry candies, and 2 times as many apple
            # candies as grape candies": each in turn)
            assert compare.compare is not None
            if second is not None:
                # the amount just read, at its place, and its multiple at the second place
                assert second.np is not None
                there = entity_of(ctx.refs, stream, second.np)
                if there is None or there.key == holder:
                    stream.fail(
                        "unsupported_sentence",
                        "there.place",
                        "where is not a place the reader knows",
                        second.first,
                    )
                second.used = True
                _state_compared(ctx, stream, there.key, compare, clause, when)
                if not clause.verb.past and not model.events:
                    ctx.present.setdefault(there.key, False)
                continue
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
            _state_compared(ctx, stream, holder, compare, clause, when)
            if not clause.verb.past and not model.events and holder != "there":
                ctx.present.setdefault(holder, False)  # ("There are 5 more ... in a bowl")
        return
    if read_part(ctx, stream, clause):
        return
    worth = next((p for p in clause.parts if p.kind == "pp" and p.prep == "worth"), None)
    if worth is not None:
        _read_worth(ctx, stream, clause, worth, when)
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
        rate_of_each(ctx, stream, clause, subjects[0])
        return
    # "A pen is $2", "Pens are $3 each", "Bananas are 5 for $2": a price
    priced_count = (
        subjects
        and not is_person_phrase(subjects[0])
        and any(
            p.kind == "pp" and p.prep == "for" and p.np is not None and p.np.money is not None
            for p in clause.parts
        )
        and len(objects) == 1
        and objects[0].np is not None
        and objects[0].np.money is None
        and isinstance(objects[0].np.value, int)
    )
    if (
        (subjects and not holders)
        or priced_count
        or (
            objects
            and objects[0].np is not None
            and objects[0].np.money is not None
            and subjects
            and not is_person_phrase(subjects[0])
        )
    ):
        read_cost(ctx, stream, clause, holders, when)
        return
    holder = one_holder(stream, holders, "be.holder").key
    offset = time_offset(clause, intro_offset)
    compare = clause.take("compare")
    nothing_after_compare(stream, clause, compare)
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
        qid = compare_amount(ctx, stream, holder, compare.compare, None)
        state_holding(
            ctx,
            stream,
            holder,
            AmountRef(qid, model.unit_of(qid), model.by_id[qid].label),
            restate=False,
        )
        return
    amounts = [p for p in objects if p.np is not None and p.np.value is not None and not p.used]
    if amounts and clause.verb.future and offset is None:
        # "Mandy will be 12 years old.": as she will be, at a time the text does not say
        stream.fail(
            "unsupported_sentence",
            "be.future",
            "a measure as it will be, at a time not said",
            amounts[0].first,
        )
    if len(amounts) > 1 and _measures(ctx, stream, clause, holder, amounts, when, offset):
        return
    if len(amounts) == 1:
        part = amounts[0]
        assert part.np is not None
        part.used = True
        adjective = clause.take("word", word=tuple(ATTRIBUTE_WORDS))
        if adjective is not None and adjective.word:
            attribute = ATTRIBUTE_WORDS[adjective.word]
        implicit = ctx.unit_hint or _implicit_key(ctx, holder)
        person = ctx.refs.entities.get(holder)
        if (
            (ctx.unit_hint is None or ctx.unit_hint[1] is None)
            and attribute is None
            and part.np.head is None
            and part.np.money is None
            and person is not None
            and person.kind == "person"
            and implicit is not None
            and implicit[0] not in ("years",)
        ):
            # "Ava has 5 more shells than Ben. Ben is 12.": a person who "is 12" is so old,
            # not so many of what he holds
            stream.fail(
                "ambiguous",
                "be.bare_number",
                f"{holder} is a number: an age, or how many {implicit[0]}?",
                part.first,
            )
        if (
            attribute in ATTRIBUTE_UNITS
            and part.np.head is None
            and part.np.money is None
            and not part.np.fraction
            and not part.np.percent
            and part.np.of is None
            and part.np.quantity is None
            and part.np.end == part.np.first + 1
            and not clause.unused()
        ):
            implicit = (ATTRIBUTE_UNITS[attribute], attribute)  # ("Jordyn's age is 12")
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
            state_holding(ctx, stream, holder, ctx.last_amount, restate=False)
            return
        if offset is not None:
            ctx.past_stated.discard(holder)  # ("was 6 years old 4 years ago": when is told)
            _state_at_offset(ctx, stream, holder, value, unit, label, offset, span)
            return
        ref = AmountRef(model.given(part.np.value, unit, holder, label, span), unit, label)
        ctx.last_amount = ref  # "A red ribbon is 9 inches long. A blue one is 3 times as long."
        state_holding(ctx, stream, holder, ref, restate=False)
        return
    stream.fail(
        "unsupported_sentence", "be.unread", "cannot read what this says", clause.verb.first
    )


def _measures(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: str,
    amounts: list[Part],
    when: str | None,
    offset: tuple[Value, str] | None,
) -> bool:
    """measures := amount ADJECTIVE ("," | "and") amount ADJECTIVE ...   ("is 6 feet long
    and 8 feet wide", "1 foot wide, 2 feet tall and 2 feet deep"): measures of the holder,
    each labelled by its own adjective, no two alike; ``False`` (nothing read) otherwise."""
    adjectives = [
        p
        for p in clause.parts
        if p.kind == "word" and not p.used and p.word is not None and p.word in ATTRIBUTE_WORDS
    ]
    if (
        when is not None
        or offset is not None
        or len(adjectives) != len(amounts)
        or any(a.end != b.first for a, b in zip(amounts, adjectives, strict=True))
        or len({ATTRIBUTE_WORDS[a.word or ""] for a in adjectives}) != len(amounts)
        or any(p.np is None or p.np.head is None or p.np.money is not None for p in amounts)
    ):
        return False
    model = ctx.model
    for part, adjective in zip(amounts, adjectives, strict=True):
        assert part.np is not None and part.np.value is not None and adjective.word is not None
        found = amount_of(model, stream, part.np, holder, None)
        if found is None or model.by_id[found.qid].derived:
            stream.fail("unsupported_sentence", "be.amount", "is what is not an amount", part.first)
        model.quantities.remove(model.by_id[found.qid])
        del model.by_id[found.qid]
        part.used = adjective.used = True
        label = ATTRIBUTE_WORDS[adjective.word]
        span = stream.span(part.first, part.end)
        ref = AmountRef(
            model.given(part.np.value, found.unit, holder, label, span), found.unit, label
        )
        state_holding(ctx, stream, holder, ref, restate=False)
    return True


_THEN_OR_NOW: Final = frozenset(
    {"now", "today", "yesterday", "later", "then", "ago", "last", "still", "left", "remaining"}
)
"""Words that put a placeless "there are" at a time of its own, not the comparison's."""


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
        if value is None or np.plus:
            continue  # ("in a decade": one decade; "in 3 years and 6 months": not one number)
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
