"""Questions about prices and money spent: "How much does the book cost?", "How much did
the pens cost?", "How much more did he spend on A than on B?", "How much more money does he
need?".
"""

from __future__ import annotations

from dataclasses import replace

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    Clause,
    VerbGroup,
)
from generate._read.context import (
    Context,
)
from generate._read.event_questions import (
    MONEY_EVENTS,
    events_asked,
)
from generate._read.holding_questions import (
    holders_asked,
    holding_asked,
    sum_of,
)
from generate._read.lexicon import words
from generate._read.meaning import (
    entity_of,
    is_container,
    owner_key,
    phrase_unit,
    plural_noun,
    price_paid_each,
    priced_by,
    same_unit,
)
from generate._read.model import Draft
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import unit_name

__all__ = [
    "cost_ahead",
    "cost_difference",
    "cost_of_list",
    "cost_of_purchases",
    "cost_to_buy",
    "money_for_intent",
    "money_left_after_plans",
    "money_still_needed",
    "money_to_buy",
    "one_cost",
    "one_spender",
    "one_thing",
    "paid_for",
    "price_of_one",
    "spent_on",
    "things_cost",
    "what_it_cost",
    "what_they_cost",
]


def cost_of_purchases(ctx: Context, stream: Stream, first: int) -> str | None:
    """purchases := ("what" BE | IMPERATIVE) "the" ["total"] "cost" ["of" (OWNER "purchases"
                    | "everything")] END

    "Calculate the total cost of her purchases.", "What is the total cost?": all she spent,
    as "How much did she spend?" asks (of the one who bought anything, when no one is
    named); "the total cost of the pens" is what "How much did the pens cost?" asks. A
    cost of what was bought is one now, whenever it was bought. ``None`` (nothing read)
    for another question."""
    mark = stream.mark()
    stream.pos = first + 1
    stream.consume(("is", "was", "'s"))
    if not stream.consume(("the",)):
        stream.reset(mark)
        return None
    stream.consume(("total",))
    if not stream.consume(("cost",)):
        stream.reset(mark)
        return None
    holder: NounPhrase | None = None
    if stream.consume(("of",)) and not (stream.consume(("everything",)) and stream.at_end()):
        owner = read_noun_phrase(stream)
        if owner is None or not stream.at_end():
            stream.reset(mark)
            return None
        if (
            owner.value is None
            and owner.quantity is None
            and (owner.det in ("the", "these", "those") or owner.owner in ("his", "her", "their"))
            and owner.head not in ("purchases", "purchase", "shopping")
            and plural_noun(owner.head)
        ):
            # "What is the total cost of the pens?": as "How much did the pens cost?"
            return what_they_cost(ctx, stream, owner)
        if owner.head in ("purchases", "purchase", "shopping") and owner.owner is not None:
            holder = NounPhrase(owner.first, owner.first + 1)
            if owner.owner_is_name:
                holder.name = owner.owner
            else:
                holder.pronoun = {"her": "she", "his": "he", "their": "they"}.get(owner.owner)
        else:
            stream.reset(mark)
            return None
    elif not stream.at_end():
        stream.reset(mark)
        return None
    spent = [e for e in ctx.model.events if e.group in MONEY_EVENTS["spend"]]
    if holder is None:
        # "What is the total cost?": of the one who spent
        buyers = sorted({e.actor for e in spent})
        if len(buyers) != 1 or buyers[0] not in ctx.refs.entities:
            stream.reset(mark)
            return None
        holder = NounPhrase(first, first + 1, name=buyers[0])
    holders = holders_asked(ctx, stream, [holder])
    keys = {h.key for h in holders}
    past = all(e.past for e in spent if e.actor in keys)
    verb = VerbGroup(None, "spend", first, first, past=past)
    clause = Clause([holder], False, verb, [], first, stream.pos)
    return events_asked(ctx, stream, clause, holders, "dollars", None, "spend")


def cost_difference(ctx: Context, stream: Stream, fewer: bool) -> str | None:
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
        if not one_thing(np):
            # "than 2 tablets", "than a pair of pencils", "than the pies": the price of
            # how many is compared is more than this rule reads
            stream.fail(
                "unsupported_question",
                "question.price_count",
                "a price compared with the price of several things",
                np.first,
            )
    a = price_of_one(ctx, stream, first_np)
    b = price_of_one(ctx, stream, second_np)
    if fewer:
        a, b = b, a
    return ctx.model.derive(
        "difference", (a, b), "compare", ctx.model.unit_of(a), None, "difference", None
    )


def one_thing(np: NounPhrase) -> bool:
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


def price_of_one(ctx: Context, stream: Stream, np: NounPhrase) -> str:
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
        paid = paid_for(ctx, item, kind)
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


def paid_for(ctx: Context, item: str, kind: str | None = None) -> str | None:
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


def cost_of_list(ctx: Context, stream: Stream) -> str | None:
    """cost_list := item ("," item)* "and" item "cost" ["together" | "in" "all" | "altogether"]

    "How much do a sandwich and a glass of juice cost together?": the sum of each item's one
    price times its count ("a" is one); ``None`` (nothing read) for any other shape."""
    at = next((k for k in range(stream.pos, stream.end) if stream.low_at(k) == "cost"), None)
    if at is None or not any(stream.low_at(k) == "and" for k in range(stream.pos, at)):
        return None
    mark = stream.mark()
    items = _items(stream, Stream(stream.tokens, stream.pos, at))
    if items is None:
        return None
    stream.pos = at + 1
    if stream.check(("in",)) and stream.check(("all", "total"), 1):
        stream.pos += 2
    else:
        stream.consume(tuple(sorted(words("together_word"))))
    if len(items) < 2 or not stream.at_end():
        stream.reset(mark)
        return None
    return _items_cost(ctx, stream, items)


def cost_to_buy(ctx: Context, stream: Stream) -> str | None:
    """to_buy := (PERSON ("pay" | "spend") ("for" | "on") | "it" "cost" "to" "buy") items END

    (after "How much will", "would", "does" or "do"): "How much will Ann pay for 2 shirts?",
    "How much would it cost to buy a table and 4 chairs?": each item's one price times its
    count, summed, for a purchase the question puts, not one the text told (a person told
    buying anything refuses: of it, or besides it?); ``None`` (nothing read) otherwise."""
    mark = stream.mark()
    spender: Entity | None = None
    if stream.check(("it",)) and stream.check(("cost",), 1) and stream.check(("to",), 2):
        stream.pos += 3
        if not stream.consume(("buy", "purchase")):
            stream.reset(mark)
            return None
    else:
        who = read_noun_phrase(stream)
        if (
            who is None
            or (who.name is None and who.pronoun not in ("he", "she", "they", "you"))
            or not stream.consume(("pay", "spend"))
            or not stream.consume(("for", "on"))
        ):
            stream.reset(mark)
            return None
        if who.pronoun != "you":
            found = entity_of(ctx.refs, stream, who)
            if found is None:
                stream.reset(mark)
                return None
            spender = found
    items = _items(stream, Stream(stream.tokens, stream.pos, stream.end))
    if not items:
        stream.reset(mark)
        return None
    bought = _spenders(ctx)
    if bought and (spender is None or spender.key in bought):
        stream.fail(
            "ambiguous",
            "question.cost_to_buy",
            "a purchase the question puts, beside one the text told: of it, or besides it?",
            mark,
        )
    stream.pos = stream.end
    return _items_cost(ctx, stream, items)


def _spenders(ctx: Context) -> list[str]:
    """Who the text tells spending money, by name."""
    return sorted({e.actor for e in ctx.model.events if e.group in MONEY_EVENTS["spend"]})


def _items(stream: Stream, inner: Stream) -> list[NounPhrase] | None:
    """item ("," item)* ["and" item]: things each counted, or one ("a sandwich", "the
    ball"); ``None`` for another shape."""
    items: list[NounPhrase] = []
    while not inner.at_end():
        np = read_noun_phrase(inner)
        if (
            np is None
            or np.head is None
            or (
                np.value is None
                and np.det not in ("a", "an", "one")
                and not (np.det == "the" and one_thing(np))  # ("the ball and the bat")
            )
            or np.owner is not None
        ):
            return None
        if np.group is not None or np.plus:
            # ("3 dozen eggs and 6 eggs", "2 gallons and 2 quarts"): counted in groups or in
            # parts, whose one price the list does not read
            stream.fail(
                "unsupported_question",
                "question.price",
                f"{stream.text(np.first, np.end)!r}: a price of a group or of parts",
                np.first,
            )
        items.append(np)
        if inner.at_end():
            break
        if not inner.consume((",", "and")):
            return None
        inner.consume(("and",))
    return items


def _items_cost(ctx: Context, stream: Stream, items: list[NounPhrase]) -> str:
    """The sum of each item's one price times its count."""
    model = ctx.model
    costs = []
    for np in items:
        price = price_of_one(ctx, stream, replace(np, value=None, det="a"))
        count = np.value if np.value is not None else 1
        if count != 1:
            factor = model.given(count, "1", None, None, None)
            price = model.derive(
                "product", (price, factor), "rate", model.unit_of(price), None, None, None
            )
        costs.append(price)
    if len(costs) == 1:
        return costs[0]
    return model.derive("sum", tuple(costs), "combine", model.unit_of(costs[0]), None, None, None)


def _cost_subject(stream: Stream) -> NounPhrase | None:
    """The one noun phrase between the stream's position and a final "cost" ("How much does
    the car cost", "How much did the pens cost", "How much does the shirt cost now" after a
    sale); the stream is not moved."""
    at = stream.end - 1
    if at > stream.pos and stream.low_at(at) == "now":
        at -= 1
    if at <= stream.pos or stream.low_at(at) != "cost":
        return None
    inner = Stream(stream.tokens, stream.pos, at)
    np = read_noun_phrase(inner)
    return np if np is not None and inner.at_end() else None


def one_cost(stream: Stream) -> NounPhrase | None:
    """one_cost := ("the" | "a" | "an" | "one" | "this" | "that" | OWNER) ITEM "cost" END
    (after "How much does"); the stream is left at the end; else ``None`` and unmoved."""
    np = _cost_subject(stream)
    if np is None or not one_thing(
        replace(np, owner=None, owner_is_name=False, det=np.det or "the")
    ):
        return None
    stream.pos = stream.end
    return np


def things_cost(stream: Stream) -> NounPhrase | None:
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


def what_they_cost(ctx: Context, stream: Stream, np: NounPhrase) -> str:
    """ "How much did the pens cost?": what the one spender spent on them."""
    spender = _one_spender(
        ctx, stream, np, "question.spent_on", "who spent on them is not one person"
    )
    return spent_on(ctx, stream, [spender], np)


def _one_spender(ctx: Context, stream: Stream, np: NounPhrase, code: str, detail: str) -> Entity:
    """The one person the text tells spending money, of whom a question about what ``np``
    cost is asked; refused (``code``) when none or several spent."""
    return one_spender(ctx, stream, np.first, code, detail)


def one_spender(ctx: Context, stream: Stream, at: int, code: str, detail: str) -> Entity:
    """The one person the text tells spending money; refused (``code``) when none or
    several spent (the caret at token ``at``)."""
    spenders = _spenders(ctx)
    if len(spenders) != 1 or spenders[0] not in ctx.refs.entities:
        stream.fail("unsupported_question", code, detail, at)
    return ctx.refs.entities[spenders[0]]


def cost_ahead(stream: Stream) -> bool:
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


def what_it_cost(ctx: Context, stream: Stream, np: NounPhrase) -> str:
    """ "How much is the milkshake?": the one price the text gives of one, else the money
    the one spender spent on it ("spent some money on a milkshake")."""
    item = unit_name(np.head or "")
    if any(r.group == "cost" and same_unit(r.per, item) for r in ctx.model.rates):
        return price_of_one(ctx, stream, np)
    detail = f"the text prices no {item}, and who spent on it is not one person"
    return spent_on(ctx, stream, [_one_spender(ctx, stream, np, "question.price", detail)], np)


def _one_priced(np: NounPhrase, count: Draft) -> bool:
    """Whether the money paid for ``count`` answers the price ``np`` asks: any count for a
    plural ("spent on socks"), but for one thing ("a milkshake", "a pair of socks") the
    purchase must be of exactly one of it; "bought 3 pairs of socks" or "4 socks" is no
    price of a pair."""
    if np.group in ("pair", "pairs"):
        return np.det in ("a", "an", "the", "one") and count.value == 1 and count.unit == "pairs"
    return plural_noun(np.head) or count.value == 1


def spent_on(ctx: Context, stream: Stream, holders: list[Entity], np: NounPhrase) -> str:
    """What ``holders`` spent on the thing ``np`` names: the money of each spending told
    "on" it ("spent $4 on a sandwich") or paid for it ("bought 10 cartons of ice cream ...
    each carton cost $4"), added; refused when nothing was spent on it."""
    model = ctx.model
    keys = {h.key for h in holders}
    wanted = np.words
    found: list[str] = []
    for event in model.events:
        if event.group not in MONEY_EVENTS["spend"] or (keys and event.actor not in keys):
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
        if e.group in MONEY_EVENTS["spend"]
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
    return sum_of(model, found, unit, holders[0].key if len(holders) == 1 else None, wanted)


def money_still_needed(
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


def money_for_intent(ctx: Context, stream: Stream, holder: Entity, unit: str) -> str:
    """ "Mike has $50. He wants to buy a game that costs $65. How much more money does he
    need?": the cost of what he is still to buy, minus the money he had before it."""
    model = ctx.model
    before = ctx.held_before_future or {}
    to_come = ctx.events_to_come
    costs = [
        e.amount
        for k, e in enumerate(model.events)
        if k in to_come
        and e.group in MONEY_EVENTS["spend"]
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
    cost = sum_of(model, costs, unit, holder.key, None)
    return model.derive(
        "difference", (cost, held), "compare", unit, holder.key, "still needed", None
    )


def money_to_buy(
    ctx: Context,
    stream: Stream,
    verb: VerbGroup,
    subjects: list[NounPhrase],
    unit: str,
    more: Token | None,
) -> str | None:
    """to_buy := "how much more money" AUX subject ["still"] "need" "to" BUY thing END

    "Rose has $20. A bike costs $50. How much more money does Rose need to buy the bike?":
    the price of the things named (one, or a count of them), minus the money the holder has
    now; ``None`` (nothing read) unless one price of that thing is told, the holder is one,
    and nothing is yet to come (a purchase the text says is wanted is read as one)."""
    if (
        more is None
        or more.low != "more"
        or verb.frame is None
        or not verb.frame.pays
        or unit not in ("dollars", "cents")
        or ctx.events_to_come
        or verb.negated
        or verb.hypothetical
    ):
        return None
    mark = stream.mark()
    np = read_noun_phrase(stream)
    if np is None or np.head is None or not stream.at_end():
        stream.reset(mark)
        return None
    holders = holders_asked(ctx, stream, subjects)
    if len(holders) != 1:
        stream.reset(mark)
        return None
    model = ctx.model
    item = unit_name(np.head)
    if any(e.actor == holders[0].key and same_unit(e.unit, item) for e in model.events):
        # ("She bought 2 books. How much more money does she need to buy the books?")
        stream.reset(mark)
        return None
    if one_thing(np):
        price = price_of_one(ctx, stream, np)
    elif isinstance(np.value, int) and np.owner is None and np.of is None:
        one = replace(np, value=None, det="a", head=singular(np.head))
        count = model.given(np.value, "1", None, "count", stream.span(np.first, np.end))
        price = model.derive(
            "product", (count, price_of_one(ctx, stream, one)), "rate", unit, None, None, None
        )
    else:
        stream.reset(mark)
        return None
    have = holding_asked(ctx, stream, holders, unit, None, False)
    return model.derive(
        "difference", (price, have), "compare", unit, holders[0].key, "still needed", None
    )


def money_left_after_plans(ctx: Context, holder: Entity, unit: str) -> str | None:
    """ "Josie has $50. She plans to buy two tapes that cost $9 each and a headset that
    costs $25. How much money will she have left?": the money she has, less what the
    purchases still to come cost; ``None`` (nothing read) unless those purchases are the
    text's last events, all hers, all spent in the asked money."""
    model = ctx.model
    coming = sorted(ctx.events_to_come)
    events = model.events
    if not coming or coming != list(range(coming[0], len(events))):
        return None  # (a plan with something told as done after it)
    planned = [events[k] for k in coming]
    spent = [e for e in planned if e.group in MONEY_EVENTS["spend"] and e.unit == unit]
    if not spent or any(
        e.actor != holder.key or (e not in spent and e.group != "buy") for e in planned
    ):
        return None  # (the buying and its spending, all hers, the spending in this money)
    have = model.holdings.get((holder.key, unit, None))
    if (
        have is None
        or not ctx.held_before_future
        or (ctx.held_before_future.get((holder.key, unit, None)) != have)
    ):
        return None  # (what she has must be what she had before the plan)
    cost = sum_of(model, [e.amount for e in spent], unit, holder.key, None)
    return model.derive("difference", (have, cost), "payment", unit, holder.key, "left", None)
