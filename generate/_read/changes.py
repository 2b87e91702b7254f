"""Changes of holdings: gains, losses and transfers ("buys 3 more", "gives 2 to Ben").

A change applies to the holding of the one holder it names and is remembered as
an event; a transfer moves the amount from one holder to another.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.activities import (
    event_rate,
    every_span,
)
from generate._read.clauses import (
    Clause,
    Part,
)
from generate._read.comparisons import (
    amount_then_multiple,
    compare_amount,
    compared_again,
    nothing_after_compare,
    than_time_of,
)
from generate._read.context import (
    Context,
    log_amount,
    object_phrases,
    rate_over,
    recent_unit,
    span_of,
    stated_amount,
    time_order,
    told_this_sentence,
)
from generate._read.lexicon import (
    is_person_noun,
    verb_form,
    words,
)
from generate._read.meaning import (
    REST_HEADS,
    AmountRef,
    entity_of,
    is_person_phrase,
    partitive,
    phrase_unit,
    same_unit,
)
from generate._read.model import HoldKey, Model
from generate._read.phrases import NounPhrase
from generate._read.purchases import (
    bought_worth,
    later_discount,
    number_list,
    pay,
    pay_known_price,
    price_list,
    prices_of,
    read_change_back,
    read_discount,
    read_tender,
    some_bought,
    told_again,
)
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import unit_name

__all__ = [
    "distribute",
    "give_to_each",
    "joint_event",
    "ongoing_scene",
    "read_change",
    "read_scale",
    "things_changed",
]


def ongoing_scene(ctx: Context, clause: Clause, holders: list[Entity]) -> bool:
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


def distribute(stream: Stream, clause: Clause, holders: list[Entity]) -> list[Entity]:
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


def joint_event(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> None:
    """ "Ben and Carlos collected 50 cans in all": the amount is the sum of each one's event,
    each a placeholder until the text says what it was."""
    model = ctx.model
    frame = clause.verb.frame
    assert frame is not None
    objects = object_phrases(clause)
    if len(objects) != 1:
        stream.fail("unsupported_sentence", "group.joint_amount", "one amount of them all")
    for part in clause.parts:
        if part.kind == "word" and part.word in words("together_word") | {"total"}:
            part.used = True
    total = stated_amount(ctx, stream, objects[0], None)
    shares = []
    for member in holders:
        told = [e for e in model.events if e.actor == member.key and e.group == frame.event]
        if (
            len(told) == 1
            and not objects[0].more
            and not model.again
            and told[0].when == when
            and told[0].future == clause.verb.future
            and same_unit(told[0].unit, total.unit)
            and told[0].label == total.label  # (not "20 apples of all colors" of "180 red")
        ):
            # "Alice sold twice as many oranges as Emily. In total, they sold 180.": the one
            # selling told of each is their part of the 180
            shares.append(told[0].amount)
            continue
        share = model.unknown(total.unit, member.key, total.label, model.by_id[total.qid].span)
        model.by_id[share].placeholder = True
        model.shares[(frame.event, member.key)] = share
        model.event(frame.event, member.key, share, when=when, future=clause.verb.future)
        if frame.cls in ("gain", "lose"):  # (an activity, "ran 14 laps", holds nothing)
            model.change(member.key, share, frame.cls == "gain", "change", None, total.label)
        shares.append(share)
    model.relate("sum", total.qid, tuple(shares), "combine")


def read_scale(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> None:
    frame = clause.verb.frame
    assert frame is not None and frame.factor is not None
    units = {k[1] for k in ctx.model.holdings if k[0] == holder.key}
    objects = object_phrases(clause)
    if objects or len(units) != 1:
        stream.fail("ambiguous", "scale.unit", "what is scaled is not clear", clause.verb.first)
    span = stream.span(clause.verb.first, clause.verb.end)
    factor = ctx.model.given(frame.factor, "1", None, clause.verb.lemma, span)
    ctx.model.scale(holder.key, units.pop(), factor, span)


def give_to_each(
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
    ref = stated_amount(ctx, stream, objects[0].np, holder)
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
    """ "Rosa saved $14 in June.": money saved is money she has, put by from what she earns;
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
    )  # (savings on savings build one sum: "saved $14 in June. She saved $9 in July.")
    kept_aside = any(np.money is None for np in objects) and any(
        key[0] == holder.key and not model.by_id[start].assumed_zero
        for key, start in model.starts.items()
    )  # ("Sara has 13 pencils. She saves 4 pencils.": keeps 4 aside, or gets 4 more?)
    if held or kept_aside or any(np.quantity is not None or np.of is not None for np in objects):
        stream.fail(
            "ambiguous",
            "save.from_held",
            "saved beside what is held: put by out of it, or more?",
            clause.verb.first,
        )


def _not_of_own(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> None:
    """ "Sara has 14 crayons. She collects 8 of them.", "gathers 9 of her oranges": a gain of
    some of what one has already is no gain (picked out, not picked), refused; "He lost 8.
    Then he found 3 of them." gets back what was lost, and is read."""
    for part in clause.parts:
        np = part.np
        if part.kind != "object" or np is None or np.of is None:
            continue
        inner = np.of
        unit = ctx.recent_unit
        held = unit is not None and any(
            k[0] == holder.key and same_unit(k[1], unit) for k in ctx.model.starts
        )  # ("Pencils cost $0.25 each. Mateo buys 8 of them.": the pencils sold, not his)
        own = (inner.pronoun in ("them", "these", "those") and held) or (
            inner.owner is not None and not inner.owner_is_name
        )
        lost = any(e.actor == holder.key and e.group in ("lose", "give") for e in ctx.model.events)
        if own and not lost:
            stream.fail(
                "ambiguous",
                "change.own_part",
                f"{stream.text(part.first, part.end)!r}: some of what is held already",
                part.first,
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


def _removed_from(ctx: Context, lemma: str, holder: str, unit: str) -> str:
    """Whose holding a loss takes from: the doer's, but for "remove" by someone holding none
    of the unit, the one place that holds it ("A basket has 74 apples. Ricki removes 14
    apples."); with no such place, or several, the doer's (and ``_loss_is_own`` refuses)."""
    if lemma != "remove" or ctx.model.holding_keys(holder, unit):
        return holder
    places = {k[0] for k in ctx.model.holdings if same_unit(k[1], unit)}
    if len(places) != 1:
        return holder
    (place,) = places
    entity = ctx.refs.entities.get(place)
    return place if place == "there" or (entity is not None and entity.kind == "thing") else holder


def _loss_is_own(ctx: Context, stream: Stream, holder: str, ref: AmountRef, at: int) -> None:
    """ "Nate has 70 matches ... his dog eats twice as many": a loss by someone who holds none
    of the unit, while someone else does, may be of the other's things: refused."""
    model = ctx.model
    if model.holding_keys(holder, ref.unit):
        return
    others = sorted(
        {
            k[0]
            for k in model.holdings
            if same_unit(k[1], ref.unit) and k[0] != holder and _may_hold(model, k)
        }
    )
    if others:
        stream.fail(
            "ambiguous",
            "change.whose",
            f"{holder} holds no {ref.unit}; the {ref.unit} lost may be {others[0]}'s",
            at,
        )


def _may_hold(model: Model, key: HoldKey) -> bool:
    """Whether a holding may be of things another's loss takes: one stated, or one gained or
    received. "Kai sold 24 cups. Ella sold 9 more cups than Kai.": Kai's cups were only ever
    sold, from a stock the text never tells, so Ella's sale is no sale of his."""
    start = model.starts.get(key)
    draft = model.by_id[start if start is not None else model.holdings[key]]
    if draft.value is not None and not draft.assumed_zero:
        return True  # (stated: "Kai has 24 cups")
    for e in model.events:
        if not same_unit(e.unit, key[1]):
            continue
        if e.other == key[0]:
            return True  # (given to them)
        form = verb_form(e.verb) if e.actor == key[0] else None
        if e.actor == key[0] and (form is None or form.frame.cls not in ("lose", "give")):
            return True  # (found, bought, made: held since)
    return False


def _adds_to_a_collection(stream: Stream, clause: Clause) -> bool:
    """ "for his collection", "to add to her collection": what is given joins some the
    receiver already has."""
    lows = [t.low for t in stream.tokens[clause.first : clause.end]]
    return "collection" in lows


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
        each = [p for p in clause.parts if p.kind == "word" and p.word in ("each", "apiece")]
        while (
            each
            and len(objects) >= 2
            and objects[0].np is not None
            and is_person_phrase(objects[0].np)
            and objects[0].np.value is None
            and objects[0].np.det not in ("each", "every")
        ):
            # "She gave Tom and Sam 5 candies each": each of the people named gets the amount
            more = objects.pop(0)
            more.used = True
            assert more.np is not None
            entity = entity_of(ctx.refs, stream, more.np)
            out.append(entity if entity is not None else Entity(f"a {more.np.words}", "person"))
        if len(out) > 1 and len(objects) == 1:
            for word in each:
                word.used = True
            objects.extend([objects[0]] * (len(out) - 1))
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


_PLACING: Final = frozenset({"plant", "add", "put"})
"""Verbs that put things into a place rather than into the doer's hands ("Workers plant 4
more trees", "adds 3 fish to the tank")."""
_USED_UP: Final = frozenset({"eat", "drink", "sell", "use", "spend", "lose", "remove", "steal"})
"""Losses whose passive ("5 cookies were eaten") leaves the things gone from their holder,
whoever did it; not "broken" (still there), "bought" (from a shop, or by it?)."""


_TAKING_FROM: Final = frozenset({"take", "get", "remove", "eat", "drink", "use"})
"""Verbs whose "from the basket" takes the things out of what a thing holds ("Ayla takes 8
apples from the basket": the basket has 8 fewer), when the thing holds them."""
_PUT_PREPS: Final = frozenset({"in", "into", "on", "onto", "inside"})
_MOVING: Final = frozenset({"take", "get", "put", "place"})
"""Verbs that move things between holders, containers among them."""


def _object_unit(ctx: Context, objects: list[Part], place: str) -> str | None:
    """The unit the one object of a clause counts ("8 apples"), or else the one unit
    ``place`` holds ("takes 5 from the box"); ``None`` when neither is one."""
    if len(objects) == 1 and objects[0].np is not None and objects[0].np.head is not None:
        return unit_name(objects[0].np.head)
    units = {k[1] for k in ctx.model.holdings if k[0] == place}
    return next(iter(units)) if len(units) == 1 else None


def _holds(model: Model, holder: str, unit: str | None) -> bool:
    return unit is not None and any(
        k[0] == holder and same_unit(k[1], unit) for k in model.holdings
    )


def _taken_from_place(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, objects: list[Part]
) -> Entity | None:
    """take := "take" [PARTICLE] AMOUNT                     (no "from" said)

    "The jar had 50 cookies. Bashir took out 12 cookies.": out of the one thing that holds
    them, when the taker holds none; with no one holding them, a plain gain ("Sam takes 20
    photos", ``None``). Taken from someone, or from one of several, is not said: refused,
    as is a taking "to" somewhere ("takes 3 apples to school": carried, still his)."""
    if any(p.kind == "pp" and p.prep == "to" and not p.used for p in clause.parts):
        stream.fail(
            "unsupported_sentence",
            "take.carried",
            "things taken somewhere are carried, and whose they are then is not said",
            clause.verb.first,
        )
    model = ctx.model
    unit = _object_unit(ctx, objects, holder.key)
    if unit is None:
        return None
    others = sorted({k[0] for k in model.holdings if same_unit(k[1], unit)} - {holder.key})
    if not others:
        return None
    place = ctx.refs.entities.get(others[0])
    if (
        len(others) != 1
        or _holds(model, holder.key, unit)
        or place is None
        or place.kind != "thing"
    ):
        stream.fail(
            "ambiguous",
            "take.from_whom",
            f"whose {unit} {holder.key} takes is not said",
            clause.verb.first,
        )
    return place


def _thing_holds(ctx: Context, besides: set[str]) -> bool:
    """Whether a thing other than ``besides`` holds anything: a container things may move
    out of or into ("A basket has 30 apples")."""
    entities = ctx.refs.entities
    return any(
        (e := entities.get(k[0])) is not None and e.kind == "thing"
        for k in ctx.model.holdings
        if k[0] not in besides
    )


def moves_things(ctx: Context, clause: Clause, holders: list[Entity]) -> bool:
    """Whether a "take" or "put" clause moves things between holders, read as a change:
    taken "from" someone or something, or while another holds them ("Bashir took out 12
    cookies" from the jar); put "in" or "on" the one thing named ("puts 3 apples into the
    basket"). Otherwise the verb is an activity, as any verb the lexicon has no frame for:
    "puts them into packs of 8", "puts 6 muffins in each box", "The flight took 330
    minutes"."""
    verb = clause.verb
    if verb.frame is None or verb.frame.lemma not in ("take", "put", "place"):
        return True
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    model = ctx.model
    if clause.has("compare") and _thing_holds(ctx, {h.key for h in holders}):
        return True  # ("Ben takes twice as many as Ayla" from the basket: refused there)
    if len(holders) != 1 or verb.passive or len(objects) != 1:
        return False
    if verb.frame.lemma == "take":
        if clause.has("pp", prep="from"):
            return True
        unit = _object_unit(ctx, objects, holders[0].key)
        return unit is not None and any(
            same_unit(k[1], unit) and k[0] != holders[0].key for k in model.holdings
        )
    into = [p for p in clause.parts if p.kind == "pp" and p.prep in _PUT_PREPS and not p.used]
    if len(into) != 1 or into[0].np is None:
        return False
    np = into[0].np
    return (
        np.value is None
        and np.quantity is None
        and (np.of is None or np.of.value is None)
        and np.det not in ("each", "every")
        and (np.head is not None or np.name is not None)
    )


def _put_place(ctx: Context, stream: Stream, clause: Clause, objects: list[Part]) -> Entity:
    """put := ("put" | "place") AMOUNT ["back"] ("in" | "into" | "on" | "onto") THING

    "Tom puts 3 apples into the basket": the basket, which holds them already, gets them
    from him. Put into a thing that holds none of them ("puts 4 apples in a bag"), they are
    still his: whose they are then is not said, and refused (``put.where``)."""
    for part in clause.parts:
        if part.used or part.kind != "pp" or part.prep not in _PUT_PREPS or part.np is None:
            continue
        place = entity_of(ctx.refs, stream, part.np)
        if place is not None and place.kind == "thing":
            unit = _object_unit(ctx, objects, place.key)
            if _holds(ctx.model, place.key, unit):
                part.used = True
                return place
    stream.fail(
        "unsupported_sentence",
        "put.where",
        "put somewhere that holds none of them: whose they are then is not said",
        clause.verb.first,
    )


def _placed(ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None) -> bool:
    """placed := SUBJECT ("plant" | "add") AMOUNT [("in" | "into" | "to" | "on" | "at") PLACE]

    "There are 33 trees in the park. Workers plant 4 more trees.": the park gains them, not
    the workers. Read only when the doer holds none of the thing and one place does: the
    place named, or else the one place (or "there") holding it, with "more" said. ``False``
    (nothing read) otherwise."""
    frame = clause.verb.frame
    if frame is None or frame.lemma not in _PLACING or clause.verb.future or clause.verb.passive:
        return False
    model = ctx.model
    unused = [p for p in clause.parts if not p.used]
    objects = [p for p in unused if p.kind == "object"]
    places = [p for p in unused if p.kind == "pp" and p.prep in ("in", "into", "to", "on", "at")]
    if (
        len(objects) != 1
        or len(places) > 1
        or len(unused) != len(objects) + len(places)
        or objects[0].np is None
        or objects[0].np.value is None
        or objects[0].np.money is not None
        or (objects[0].np.head is None and not objects[0].np.more)
    ):
        return False
    np = objects[0].np
    entities = ctx.refs.entities
    at_places = [
        k
        for k in model.holdings
        if k[0] == "there" or (k[0] in entities and entities[k[0]].kind == "thing")
    ]
    if np.head is None:
        # "Workers plant 4 more.": more of what the one place holds
        if len(at_places) != 1 or len(model.holdings) != 1:
            return False
        unit = at_places[0][1]
        np = replace(np, head=unit)
    else:
        unit = unit_name(np.head)
    if any(k[0] == holder.key and same_unit(k[1], unit) for k in model.holdings):
        return False  # (the doer's own: "Tom has 5 seeds. He plants 3 seeds.")
    holding = sorted({k[0] for k in at_places if same_unit(k[1], unit)})
    if len({k[0] for k in model.holdings if same_unit(k[1], unit)}) != len(holding):
        return False  # (a person holds some too: whose the new ones are is not this rule's)
    place: str | None = None
    first_ones = False
    if places:
        assert places[0].np is not None
        entity = entity_of(ctx.refs, stream, places[0].np)
        if entity is None or entity.kind == "person":
            return False
        place = entity.key
        first_ones = frame.lemma in ("put", "place") and place in {k[0] for k in model.holdings}
        # ("A vase has 5 roses. Mia puts 2 tulips in the vase.": its first tulips, put there)
        if not first_ones and not any(
            k[0] == place and same_unit(k[1], unit) for k in model.holdings
        ):
            return False
    elif np.more and len(holding) == 1:
        place = holding[0]
    if place is None or place == holder.key:
        return False
    holders = [k for k in model.holdings if k[0] == place and same_unit(k[1], unit)]
    if len(holders) > 1 or (holders and holders[0][2] is not None) or not (holders or first_ones):
        return False  # ("12 red roses and 5 white ones in the garden": which kind grew?)
    ref = stated_amount(ctx, stream, replace(np, more=False), place)
    span = stream.span(np.first, np.end)
    for part in unused:
        part.used = True
    model.event(frame.event, holder.key, ref.qid, when=when, future=False)
    model.change(place, ref.qid, True, "change", span, None)
    return True


def things_changed(ctx: Context, stream: Stream, clause: Clause, when: str | None) -> bool:
    """passive := amount BE VERB_PARTICIPLE ["by" noun_phrase]      (a gain or loss verb)

    "5 cookies were eaten", "3 of them were sold", "12 more trees were planted": the things
    are the subject, and whose they are is what the text holds of them: the one holder of
    the unit (for a gain, a place: what is added to a person is not said to be theirs). No
    event is told (who ate them is not said, so "How many did she eat?" stays unread);
    ``False`` when the clause is not this one."""
    verb = clause.verb
    frame = verb.frame
    if (
        not verb.passive
        or frame is None
        or frame.lemma not in _PLACING | _USED_UP
        or len(clause.subjects) != 1
        or verb.future
        or verb.intent
        or verb.need
        or verb.ability
    ):
        return False
    np = clause.subjects[0]
    if np.of is not None:
        if np.of.pronoun in ("them", "these", "those"):
            unit = recent_unit(ctx, None)
            if unit is None and ctx.recent_unit is not None:
                stream.fail(
                    "ambiguous",
                    "partitive.antecedent",
                    f"{np.of.pronoun!r} may be of more than one kind just told",
                    np.of.first,
                )  # ("12 crayons and 8 markers. 3 of them were stolen.")
        else:
            found = phrase_unit(np.of)
            unit = found[0] if found is not None else None
        if np.quantity is None or np.of.value is not None:
            return False
    elif np.value is not None and not np.percent and not np.fraction:
        found = phrase_unit(np) if np.head is not None or np.money is not None else None
        unit = found[0] if found is not None else ctx.recent_unit
    else:
        return False
    if unit is None:
        return False
    model = ctx.model
    holders = sorted({k[0] for k in model.holdings if same_unit(k[1], unit)})
    if len(holders) != 1:
        stream.fail(
            "ambiguous",
            "passive.whose",
            f"whose {unit} these are is not said"
            if holders
            else f"nobody is said to hold {unit} before",
            np.first,
        )
    (holder,) = holders
    time_order(ctx, stream, clause, holder, when)
    entity = ctx.refs.entities.get(holder)
    place = holder == "there" or (entity is not None and entity.kind == "thing")
    by_part = clause.take("pp", prep="by")
    if frame.cls == "gain" and (not place or by_part is not None):
        # "5 apples were added by Tom", "Sam has 4 cards. 6 more were added.": whose the
        # new ones are is the adder's, or not said
        stream.fail(
            "ambiguous",
            "passive.whose",
            f"whose the {unit} got are is not said",
            np.first,
        )
    for part in clause.parts:
        if (
            not part.used
            and part.kind == "pp"
            and part.prep in ("in", "at", "on", "into", "to", "inside", "from")
            and part.np is not None
        ):
            where = entity_of(ctx.refs, stream, part.np)
            if where is None or where.key != holder:
                # "33 trees in the park. 12 more trees were planted in the garden.": there,
                # not in the park
                stream.fail(
                    "ambiguous",
                    "passive.whose",
                    f"{stream.text(part.first, part.end)!r}: another place than {holder}'s",
                    part.first,
                )
            part.used = True
    if by_part is not None and by_part.np is not None:
        entity_of(ctx.refs, stream, by_part.np)  # ("eaten by his dog": whoever it is)
    for part in clause.parts:
        if part.kind == "word" and part.word in ("away", "up", "out", "off", "down"):
            part.used = True  # ("were given away", "used up", "thrown out")
    if np.of is not None:
        ref = partitive(model, ctx.refs, stream, np, holder, unit)
    else:
        ref = stated_amount(ctx, stream, np, holder)
    if not same_unit(ref.unit, unit):
        return False
    model.change(
        holder, ref.qid, frame.cls == "gain", "change", stream.span(np.first, np.end), ref.label
    )
    return True


def read_change(
    ctx: Context, stream: Stream, clause: Clause, holder: Entity, when: str | None
) -> None:
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
    time_order(ctx, stream, clause, holder.key, when)
    if _placed(ctx, stream, clause, holder, when):
        return
    if frame.cls in ("gain", "receive") and later_discount(ctx, stream, clause, holder):
        return
    if frame.lemma == "save":
        _saving_adds(ctx, stream, clause, holder)
    if frame.cls in ("gain", "receive"):
        _not_of_own(ctx, stream, clause, holder)
    compare = clause.take("compare")
    if (
        compare is not None
        and frame.cls in ("give", "receive")
        and frame.lemma in _MOVING
        and _thing_holds(ctx, {holder.key})
    ):
        # "Ben takes twice as many apples as Ayla", "puts 3 fewer than Ayla": out of (into)
        # the basket, which a comparison's amount is not read as moving
        stream.fail(
            "unsupported_sentence",
            "compare.moved",
            f"things {frame.lemma} told by a comparison",
            compare.first,
        )
    nothing_after_compare(stream, clause, compare)
    than_time = (
        than_time_of(ctx, stream, clause, holder.key, frame.event, when)
        if compare is None
        else None
    )
    if compare is not None or than_time is not None:
        if than_time is not None:
            qid, span = than_time
            span_first = clause.verb.end
        else:
            assert compare is not None and compare.compare is not None
            when = amount_then_multiple(ctx, stream, clause, holder, compare, when)
            compared_again(ctx, stream, clause, holder.key, frame.event, when)
            qid = compare_amount(ctx, stream, holder.key, compare.compare, frame.event)
            span = stream.span(compare.first, compare.end)
            span_first = compare.first
        share = model.take_share(frame.event, holder.key, when, False, span)
        if share is not None:
            # "Ben and Carlos collected 50 cans in all. Carlos collected 12 more than Ben.":
            # Carlos's share of the joint event
            model.fill(share, qid)
            return
        if frame.lemma in ("spend", "pay") and model.unit_of(qid) in ("dollars", "cents"):
            spent_on = clause.take("pp", prep="on")
            if spent_on is not None and spent_on.np is not None:
                if spent_on.np.det in ("the", "these", "those") or spent_on.np.value is not None:
                    spent_on.used = False  # ("thrice as much on the shoes": told before?)
                else:
                    # "She then spent thrice as much on shoes": what the money went on
                    model.by_id[qid].label = spent_on.np.words or None
        model.event(frame.event, holder.key, qid, when=when, future=verb.future)
        if ctx.compared_unknown:
            # ("Sierra eats twice as many pies as Bill. If Sierra ate 12 pies, ...": what
            # she ate, told later, ties the comparison down)
            model.shares[(frame.event, holder.key)] = qid
            ctx.compared_unknown = False
        changed = holder.key
        if frame.cls == "lose":
            unit = model.unit_of(qid)
            changed = _removed_from(ctx, frame.lemma, holder.key, unit)
            if changed != holder.key:
                time_order(ctx, stream, clause, changed, when)  # (the place's holding's time)
            _loss_is_own(ctx, stream, changed, AmountRef(qid, unit, None), span_first)
        if frame.cls in ("gain", "lose"):
            label = model.by_id[qid].label if than_time is not None else None
            model.change(changed, qid, frame.cls == "gain", "change", span, label)
        unit = model.unit_of(qid)
        if (frame.pays or frame.paid) and unit not in ("dollars", "cents"):
            # "Then he bought twice as many films.": bought at the films' price, or at one not
            # told (what was spent is then unknown)
            pay_known_price(ctx, stream, clause, holder.key, AmountRef(qid, unit, None), when)
        return
    if read_tender(ctx, stream, clause, holder) or read_change_back(ctx, stream, clause, holder):
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
    putting = frame.lemma in ("put", "place")
    if putting:
        if "away" in particles:
            stream.fail(
                "unsupported_sentence", "put.where", "put away: where is not said", verb.first
            )
        recipients = [_put_place(ctx, stream, clause, objects)]
    if "back" in particles and not putting:
        recipients = _given_back_to(ctx, stream, holder, recipients, verb.first)
    from_place = False
    source_part = clause.take("pp", prep="from")
    if source_part is not None and source_part.np is not None:
        source = entity_of(ctx.refs, stream, source_part.np)
        from_place = (
            source is not None
            and source.kind == "thing"
            and frame.lemma in _TAKING_FROM
            and not verb.passive
            and _holds(model, source.key, _object_unit(ctx, objects, source.key))
        )  # ("Ayla takes 8 apples from the basket", "removes 3 from the jar")
        if (
            not from_place
            and source is not None
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
        time_order(ctx, stream, clause, other.key, when)
    if frame.lemma == "take" and source is None and not verb.passive:
        source = _taken_from_place(ctx, stream, clause, holder, objects)
        from_place = source is not None
    if cls == "give" and not recipients:
        cls = "lose"
    if cls == "receive" and (source is None or (source.kind != "person" and not from_place)):
        cls = "gain"
    if cls == "gain" and source is not None and source.kind == "person":
        cls = "receive"
    if not objects:
        stream.fail("unknown_operand", "change.no_amount", "the event has no amount", verb.end)
    if cls == "give" and len(recipients) > 1 and len(recipients) != len(objects):
        stream.fail("ambiguous", "give.pairing", "which amount goes to whom is not said", verb.end)
    if frame.pays:
        some_bought(clause, objects)
        ctx.discount = read_discount(ctx, stream, clause)
    prices = prices_of(clause, objects, buying=frame.pays)
    priced = [p for p in prices if p is not None]
    if price_list(ctx, stream, clause, objects, prices, frame.lemma, holder.key):
        return
    if objects and all(p.np is not None and p.np.worth is not None for p in objects):
        bought_worth(ctx, stream, clause, holder, objects, when)
        return
    per = clause.take("per")
    if per is not None and not priced:
        others = recipients if cls == "give" else [source] if cls == "receive" else []
        if cls in ("give", "receive") and (len(others) != 1 or others[0] is None):
            stream.fail(
                "unsupported_sentence",
                "change.rate_transfer",
                "an amount passed on at a rate, between holders the reader cannot pair",
                per.first,
            )
        own = "lose" if cls == "give" else "gain" if cls == "receive" else cls
        total = event_rate(ctx, stream, clause, holder, objects, per, own, when)
        if others:
            # "Her mother gives her $20 every week for 4 weeks": what the one gives the
            # other gets
            receiver = others[0]
            assert receiver is not None
            if total is not None:  # (with no span, a rate: "gives 2 to her brother each week")
                span = stream.span(per.first, per.end)
                model.change(receiver.key, total, cls == "give", "change", span)
        return
    if per is None and not priced and every_span(ctx, stream, clause, holder, objects, when):
        return
    if per is not None:
        adjacent = [price for price in priced if price.part.end == per.first]
        # "at $3.25 a pound and a melon for $4.50": the "a pound" is the grapes' price only
        for price in adjacent or priced:
            price.each = True  # "at $3 a pound": a price per unit
            price.per = per.word
    on_each: dict[int, Part] = {}
    if frame.lemma in ("spend", "pay") and len(objects) > 1:
        # "spent $12 on a book, $6 on lunch, and $9 on a cap": each on its own thing
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
    span_part = span_of(clause) if cls == "gain" and len(objects) == 1 and not priced else None
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
        number_list(stream, obj.np)
        if (
            cls in ("give", "lose")
            and obj.np.of is None
            and obj.np.head is None
            and obj.np.money is None
            and obj.np.quantity is None
            and obj.np.value is not None
            and (obj.np.percent or (obj.np.fraction and Fraction(obj.np.value) < 1))
        ):
            # "Ben had 60 marbles. He gave 1/4 to his sister", "spent half on shoes": a part
            # of what was just spoken of, as "1/4 of them" is
            them = NounPhrase(obj.np.end, obj.np.end, pronoun="them")
            obj.np = replace(obj.np, quantity="number", of=them)
        if obj.np.quantity is not None and obj.np.of is not None:
            if obj.np.of.owner_phrase is not None:
                # "He eats 3 of his sister's apples": of another's holding, not his own
                stream.fail(
                    "unsupported_sentence",
                    "change.others_part",
                    f"a part of {stream.text(obj.np.of.first, obj.np.of.end)!r} changed by"
                    f" {holder.key}",
                    obj.first,
                )
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
            if obj.np.of.head == "money" or obj.np.of.money is not None:
                # "has 6 dollars and 40 cents. She spends half of her money.": a part of it
                # all, in cents, not of the dollars alone
                model.money_as_one(holder.key, "cents", stream.span(obj.first, obj.end))
            ref = partitive(
                model,
                ctx.refs,
                stream,
                obj.np,
                holder.key,
                recent_unit(ctx, holder.key),
                frozenset(told_this_sentence(ctx)),
            )
            ctx.last_amount = ref  # ("sold 10 of them ... half that many": of the 10)
            log_amount(ctx, ref.unit)
            ctx.last_unit[holder.key] = ctx.recent_unit = ref.unit  # (what "the rest" is of)
        elif obj.np.percent and obj.np.of is None:
            stream.fail(
                "unsupported_sentence", "change.percent", "a percent of what is not said", obj.first
            )
        else:
            recipient_key = recipients[0].key if len(recipients) == 1 else None
            ref = stated_amount(ctx, stream, obj.np, holder.key, recipient_key)
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
        if told_again(ctx, stream, clause, holder.key, frame.event, ref, obj.np, when, on_part):
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
                rate_over(ctx, stream, holder.key, frame.event, ref, span_part, when, verb=verb)
        elif cls == "lose":
            changed = (
                source.key
                if from_place and source is not None
                else _removed_from(ctx, frame.lemma, holder.key, ref.unit)
            )
            if changed != holder.key:
                time_order(ctx, stream, clause, changed, when)  # (the place's holding's time)
            _contents_held(ctx, changed, ref.unit, label)
            _loss_is_own(ctx, stream, changed, ref, obj.first)
            model.change(changed, ref.qid, False, "change", span, label)
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
            pay_known_price(ctx, stream, clause, holder.key, ref, when)
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
            pay(ctx, stream, clause, holder.key, ref, paid.part, paid.each, 1, when, paid.per)
