"""Purchases and money: prices, costs, discounts, payments and change.

"buys 3 pens at $2 each and a ruler for $1", "A pen costs $2", "pays with a $10
bill", "20% off": a purchase spends its cost from the buyer's money (or earns it
for a seller); a total told again is the total of what came before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    Clause,
    Part,
)
from generate._read.context import (
    EARNING,
    SPENDING,
    VAGUE_DETS,
    Context,
    clause_time,
    convert_to,
    factor_quantity,
    said_together,
    stated_amount,
    still_to_come,
    time_order,
)
from generate._read.errors import ReadError
from generate._read.lexicon import (
    activity_form,
    any_verb_form,
    verb_form,
    words,
)
from generate._read.meaning import (
    AmountRef,
    amount_of,
    convert,
    is_container,
    is_person_phrase,
    owner_key,
    phrase_unit,
    plural_noun,
    priced_by,
    same_unit,
    share_of,
    share_quantity,
)
from generate._read.model import Model, Rate, may_be_one_time
from generate._read.phrases import NounPhrase
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import uneven_span, unit_name
from generate.math_units import unit_table

__all__ = [
    "bought_worth",
    "count_for_price",
    "number_list",
    "paid_time",
    "pay",
    "pay_activity",
    "pay_known_price",
    "price_list",
    "prices_of",
    "read_change_back",
    "read_cost",
    "read_discount",
    "read_sale",
    "read_tender",
    "some_bought",
    "told_again",
    "unpaid_tender",
    "work_of",
]


def read_cost(
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
    count_price = count_for_price(clause)  # ("Pencils cost 3 for $1", "Bananas are 5 for $2")
    price_part = (
        count_price[1]
        if count_price is not None
        else clause.take("object") or clause.take("pp", prep=("at", "for"))
    )
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
    batch = (
        count_price[0] if count_price is not None else _priced_count(clause)
    )  # ("Apples cost $2 for 3", "40 dollars for a dozen")
    if batch is not None and (batch.value is None or Fraction(batch.value) <= 0):
        stream.fail(
            "unsupported_sentence", "price.bundle", "a price for no things at all", clause.first
        )
    if batch is not None and batch.head is not None and batch.group is None:
        found = unit_table().lookup(batch.head)
        if found is not None and found.dimension == "count":
            batch = replace(batch, head=_subject_head(subjects), group=found.name)
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
    per_unit = unit_table().lookup(per.word) if per is not None and per.word else None
    if (
        per is not None
        and batch is None
        and per_unit is not None
        and per_unit.dimension == "count"
        and per_unit.name != "pair"
    ):
        # "Donuts cost $6 a dozen": $6 for every dozen donuts, as "for a dozen" says
        batch = NounPhrase(per.first, per.end, value=1, head=subject.head, group=per_unit.name)
        per = None
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
        if named is None:
            # ("A box of $ 10 pencils": contents that are no count of things)
            stream.fail(
                "unsupported_sentence",
                "cost.contents",
                "what the priced thing holds is not said",
                inner.first,
            )
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
        t.low in words("together_word") | {"total"}
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
            or (subject.value is None and subject.det in VAGUE_DETS)
            or (subject.value is None and any(m in VAGUE_DETS for m in subject.mods))
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
    if batch is not None and (
        subject.value is not None
        or per is not None
        or each is not None
        or (batch.head is not None and not same_unit(unit_name(batch.head), item))
    ):
        # ("7 pens cost $14 for 3", "$2 each for 3", "$2 for 3 pencils" of pens)
        stream.fail(
            "unsupported_sentence",
            "cost.batch",
            "a price of how many is not one count",
            clause.first,
        )
    counted_np = batch if batch is not None else subject
    if counted_np.value is not None and per is None and each is None:
        # "7 pens cost $14": the price of them all; one pen costs the quotient (so too
        # "Apples cost $2 for 3")
        model = ctx.model
        paid = model.given(np.value, np.money, None, label, span)
        if counted_np.group is not None and counted_np.group not in ("pair", "pairs"):
            # "A dozen eggs cost $3": the price of 12 eggs (the units pack's dozen)
            counted = amount_of(model, stream, replace(counted_np, head=subject.head), None)
            assert counted is not None
            count = counted.qid
        elif counted_np.group is not None:
            stream.fail(
                "unsupported_sentence", "cost.pairs", "a price of pairs per item", clause.first
            )
        else:
            count = model.given(
                counted_np.value, item, None, label, stream.span(counted_np.first, counted_np.end)
            )
        qid = model.derive("quotient", (paid, count), "rate", rate_unit, None, label, span)
    else:
        if total:
            stream.fail("ambiguous", "cost.total", "a total price of no stated count", clause.first)
        qid = ctx.model.given(np.value, rate_unit, None, label, span)
    bundle = None
    if batch is not None:
        # ("$2 for 3": a price of every 3, so of a whole number of 3s only)
        assert batch.value is not None
        grouped = unit_table().lookup(batch.group) if batch.group is not None else None
        bundle = (batch.value * (grouped.factor if grouped is not None else 1), item)
    ctx.model.rates.append(
        Rate(qid, np.money, item, None, "cost", label, owner=owner, period=bundle)
    )
    if owner is None and not any(t.low == "now" for t in stream.tokens[clause.first : clause.end]):
        # ("Each film costs $5 now": maybe not what the films bought cost; "Ann's hats cost
        # $10 each": hers, no price of the hats Tom bought)
        _price_earlier_purchases(ctx, item, label, qid, np.money, span)
    if per is None:
        ctx.recent_unit = item  # "Pencils cost $0.25 each. Mateo buys 8 of them."


def _subject_head(subjects: list[NounPhrase]) -> str | None:
    """The head noun of a one-phrase subject, if any."""
    return subjects[0].head if len(subjects) == 1 else None


def count_for_price(clause: Clause) -> tuple[NounPhrase, Part] | None:
    """count_price := count "for" money        ("Pencils cost 3 for $1", "are 5 for $2")

    A count of the subject's things, then the money they cost together: the count a price
    is for, and the price's part (both taken from the clause); ``None`` otherwise."""
    objects = [p for p in clause.parts if not p.used and p.kind == "object"]
    fors = [
        p
        for p in clause.parts
        if not p.used
        and p.kind == "pp"
        and p.prep == "for"
        and p.np is not None
        and p.np.money is not None
        and p.np.value is not None
    ]
    if len(objects) != 1 or len(fors) != 1 or objects[0].end != fors[0].first:
        return None
    np = objects[0].np
    head = _subject_head(clause.subjects)
    if (
        np is None
        or not isinstance(np.value, int)
        or np.money is not None
        or np.of is not None
        or np.mods
        or np.owner is not None
        or (np.head is not None and (head is None or noun_key(np.head) != noun_key(head)))
    ):
        return None
    objects[0].used = fors[0].used = True
    return np, fors[0]


def _priced_count(clause: Clause) -> NounPhrase | None:
    """ "Apples cost $2 for 3", "pears cost 50 dollars for a dozen", "$1 per 10 beads": the
    count a price is for (taken from the clause), or ``None``."""
    for part in clause.parts:
        np = part.np
        if (
            not part.used
            and part.kind == "pp"
            and part.prep in ("for", "per")
            and np is not None
            and np.value is not None
            and np.money is None
            and np.of is None
            and not np.mods
        ):
            part.used = True
            return np
    return None


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
        or (
            compare.offset is not None
            and (compare.kind != "times" or compare.offset[2] is None or compare.offset[3])
        )  # ("$3 less than four times the cost of the wallet" is read)
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
        factor = factor_quantity(model, compare.value, span)
        price = model.derive("product", (other_price, factor), "scale", base.top, None, None, span)
        if compare.offset is not None:
            more, amount, money, _ = compare.offset
            if money != base.top:
                stream.fail(
                    "unit_mismatch",
                    "cost.compared",
                    f"{money} more or less than a price in {base.top}",
                    part.first,
                )
            diff = model.given(amount, base.top, None, "difference", span)
            kind = "sum" if more == "more" else "difference"
            price = model.derive(kind, (price, diff), "compare", base.top, None, None, span)
    else:
        if compare.money is not None and compare.money != base.top:
            # "A pen costs $2. A notebook costs 50 cents more than a pen.": cents against a
            # price in dollars, which this does not convert
            stream.fail(
                "unit_mismatch",
                "cost.compared",
                f"{compare.money} more or less than a price in {base.top}",
                part.first,
            )
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


_TENDER_VERBS: Final = frozenset({"pay", "give", "hand"})
_BILLS: Final = frozenset({"bill", "note"})


def read_tender(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> bool:
    """tender := "pays" "with" (BILL | MONEY) | ("gives" | "hands") PERSON BILL

    "He pays with a $10 bill", "paid with $30", "She gave the cashier a $20 bill": the money
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
        and p.np.money == "dollars"
        and p.np.value is not None
        and (
            (
                p.np.head in _BILLS
                and p.np.det in ("a", "an", "one")
                and (p.kind == "object" or (p.kind == "pp" and p.prep == "with"))
            )
            or (  # ("He paid with $30": the money handed over, as a bill is)
                p.np.head is None and p.np.det is None and p.kind == "pp" and p.prep == "with"
            )
        )
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


_CHANGE_VERBS: Final = frozenset({"get", "receive"})


def read_change_back(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> bool:
    """change_back := ("gets" | "receives") MONEY ("in" "change" | "back" | "as" "change")

    "He pays with a $20 bill. He buys 3 sodas and gets $14 in change.": the bill less the
    change is what was spent, so the one purchase of the holder's at a price the text does
    not tell cost the rest ($6, and a soda $2). ``False`` when it is no such clause; refused
    with no bill paid, with purchases at two times, or with more or fewer than one untold
    price (what the change pays back for is then not one amount)."""
    frame = clause.verb.frame
    if frame is None or frame.lemma not in _CHANGE_VERBS:
        return False
    unused = [p for p in clause.parts if not p.used]
    money = [
        p
        for p in unused
        if p.kind == "object"
        and p.np is not None
        and p.np.money is not None
        and p.np.value is not None
    ]
    marks = [
        p
        for p in unused
        if (p.kind == "word" and p.word == "back")
        or (
            p.kind == "pp"
            and p.prep in ("in", "as")
            and p.np is not None
            and p.np.head == "change"
            and p.np.det is None
            and p.np.value is None
            and not p.np.mods
        )
    ]
    if len(money) != 1 or len(marks) != 1 or len(unused) != 2:
        return False
    model = ctx.model
    np = money[0].np
    assert np is not None and np.money is not None and np.value is not None
    paid = model.tenders.get(holder.key)
    if paid is None:
        stream.fail(
            "unsupported_sentence",
            "change.no_bill",
            f"change back to {holder.key}, who paid with no bill the text tells",
            clause.verb.first,
        )
    spent = [
        e
        for e in model.events
        if e.actor == holder.key and e.group in SPENDING and e.unit in ("dollars", "cents")
    ]
    untold = [entry for entry in model.unpriced if model.by_id[entry[0]].holder == holder.key]
    if len({e.when for e in spent}) > 1 or len(untold) != 1 or clause.verb.future:
        stream.fail(
            "ambiguous",
            "change.which_price",
            "what the change pays back for is not one price the text leaves untold",
            clause.verb.first,
        )
    cost = untold[0][0]
    if model.unit_of(cost) != "dollars":
        stream.fail(
            "unsupported_sentence",
            "change.which_price",
            "a price in another unit than the bill",
            clause.verb.first,
        )
    span = stream.span(money[0].first, money[0].end)
    change = model.given(np.value, np.money, holder.key, "change", span)
    tender = paid[0]
    if np.money != "dollars":
        change = convert(model, stream, change, "dollars", holder.key)
    rest = model.derive(
        "difference", (tender, change), "payment", "dollars", holder.key, None, span
    )
    known = [
        convert(model, stream, e.amount, "dollars", holder.key) for e in spent if e.amount != cost
    ]
    if known:
        total = (
            known[0]
            if len(known) == 1
            else model.derive("sum", tuple(known), "combine", "dollars", holder.key, "spent", span)
        )
        rest = model.derive(
            "difference", (rest, total), "payment", "dollars", holder.key, None, span
        )
    model.fill(cost, rest)
    model.by_id[cost].optional = False
    for part in unused:
        part.used = True
    return True


@dataclass(slots=True)
class _Price:
    part: Part
    each: bool
    per: str | None = None
    """The unit the price is per ("at $3 a dozen"), when the text names one."""


def read_discount(ctx: Context, stream: Stream, clause: Clause) -> str | None:
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
        _whole_discount(stream, np.value, part.first)
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


def _whole_discount(stream: Stream, percent: int | Fraction, at: int) -> None:
    """Refuse a discount of 100% or more (``discount.whole``): it leaves no price to pay,
    however it was told (with the purchase, after it, or as a sale)."""
    if Fraction(percent) >= 100:
        stream.fail("unsupported_sentence", "discount.whole", "a discount of all or more", at)


def later_discount(ctx: Context, stream: Stream, clause: Clause, holder: Entity) -> bool:
    """later_discount := ("gets" | "receives") ["a" | "an"] PERCENT "discount" ["on" ("it" |
                         "them" | "the" "purchase" | POSSESSIVE "purchase")]

    "Ann buys 2 shirts at $40 each. She gets a 20% discount.": the one purchase she was
    told to make costs that much less, and what she paid out of her money comes back; a
    discount beside two purchases, or none, says not of which (refused). ``False`` (nothing
    read) when the clause is no such one."""
    frame = clause.verb.frame
    objects = [p for p in clause.parts if p.kind == "object" and not p.used]
    if (
        frame is None
        or frame.lemma not in ("get", "receive")
        or len(objects) != 1
        or objects[0].np is None
        or not objects[0].np.percent
        or objects[0].np.head not in ("discount", "off")
        or objects[0].np.value is None
    ):
        return False
    np = objects[0].np
    assert np.value is not None
    model = ctx.model
    on = [p for p in clause.parts if not p.used and p.kind == "pp" and p.prep == "on"]
    if on and not (
        on[0].np is not None
        and (
            on[0].np.pronoun in ("it", "them")
            or (
                on[0].np.head in ("purchase", "order")
                and on[0].np.value is None
                and not on[0].np.mods  # (not "on her next purchase")
                and on[0].np.owner in (None, "her", "his", "their")  # (not "on Ben's")
            )
        )
    ):
        stream.fail(
            "unsupported_sentence",
            "discount.scope",
            "a discount on part of what was bought",
            on[0].first,
        )
    spent = [
        (k, e) for k, e in enumerate(model.events) if e.group == "spend" and e.actor == holder.key
    ]
    if (
        len(spent) != 1
        or spent[0][0] != len(model.events) - 1
        or spent[0][1].future
        or clause.verb.future
        or not model.clause_untimed  # ("On Friday, she got a 20% discount": on Monday's?)
    ):
        stream.fail(
            "ambiguous",
            "discount.which_purchase",
            "a discount told after what was bought: of which purchase is not said",
            np.first,
        )
    _whole_discount(stream, np.value, np.first)
    k, event = spent[0]
    told = model.by_id[event.amount]
    form = any_verb_form(event.verb) if event.verb else None
    money_paid = form is not None and form.frame.lemma in ("pay", "spend")
    if money_paid and told.value is not None and not told.derived:
        # "Ann paid $40 for a shirt. She got a 25% discount.": the $40 paid, with the
        # discount taken, or before it? (a price told, "bought a shirt for $40", "a shirt
        # that costs $40", is before it)
        stream.fail(
            "ambiguous",
            "discount.paid_told",
            "a discount told after the money paid: is it off that money, or in it?",
            np.first,
        )
    span = stream.span(np.first, np.end)
    unit = model.unit_of(event.amount)
    share = share_quantity(model, Fraction(np.value) / 100, span)
    off = model.derive("product", (event.amount, share), "percent", unit, holder.key, None, span)
    paid = model.derive("difference", (event.amount, off), "change", unit, holder.key, None, span)
    model.events[k] = replace(event, amount=paid)
    if any(r.role == "payment" and event.amount in r.operands for r in model.relations):
        model.change(holder.key, off, True, "payment", span)  # (paid out, and given back)
    for part in clause.parts:
        if part is objects[0] or (on and part is on[0]):
            part.used = True
    return True


_MONEY_FAMILIES: Final = (SPENDING, EARNING)


def told_again(
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
    if np.of is not None and share_of(np) is not None:
        return False  # ("spent 1/4 of what was left": a part of a holding, no total told)
    if verb.need or verb.ability or verb.negated:
        return False
    earlier = [e for e in model.events if e.actor == holder and not e.future]
    same = [e for e in earlier if e.group == group and same_unit(e.unit, ref.unit)]
    overlapping = [e.amount for e in same if may_be_one_time(e.when, when)]
    if (
        overlapping
        and not model.again
        and any(r.role in ("scale", "compare") and r.result in overlapping for r in model.relations)
    ):
        # "Sarah ran 3 miles. Tom ran twice as far as Sarah. Tom ran 6 miles.": the run the
        # comparison told, told again, or another?
        stream.fail(
            "ambiguous",
            "compare.told_again",
            f"{holder}'s {ref.unit} told after a comparison told them: the same, or more?",
            np.first,
        )
    if same and said_together(clause):
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
        return False  # ("pays $3 for a pen", "$25 in socks", "with five $100 bills", "earned
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


def some_bought(clause: Clause, objects: list[Part]) -> None:
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


def unpaid_tender(model: Model) -> str | None:
    """Who spent dollars or cents holding none, but holding what is spent like money ("Eva
    has 40 euros. She buys a book for $15."): paid out of the euros (or tickets) at a rate
    the text does not tell; ``None`` when nobody did."""
    spenders: dict[str, list[str]] = {}  # (in the order they first spent, each unit once)
    for e in model.events:
        if e.group in SPENDING and e.unit in ("dollars", "cents"):
            spent = spenders.setdefault(e.actor, [])
            if e.unit not in spent:
                spent.append(e.unit)
    if not spenders:
        return None  # (each spender is judged once: many purchases cost one pass, not n)
    goods: dict[str, set[str]] = {}
    for e in model.events:
        goods.setdefault(e.actor, set()).add(e.unit)
    for actor, units in spenders.items():
        holds_money = any(
            k[0] == actor and k[1] in ("dollars", "cents") and model.by_id[start].value is not None
            for k, start in model.starts.items()
        )  # (told to hold some: a start the spending only implies is no money told)
        if holds_money:
            continue
        for unit in units:
            if set(_tenders(model, actor, unit)) - goods[actor]:
                return actor  # (not what was bought: "had 21 coins. She bought 17 more")
    return None


def _tenders(model: Model, holder: str, bought: str) -> list[str]:
    """What ``holder`` was told to hold that is spent like money but is no dollars, other than
    what is bought ("Sam had 15 tickets"; not "bought 12 tickets", "17 more coins")."""
    return sorted(
        {
            k[1]
            for k, start in model.starts.items()
            if k[0] == holder
            and k[1] != bought
            and not model.by_id[start].assumed_zero
            and _spent_like_money(k)
        }
    )


def _spent_like_money(key: tuple[str, str, str | None]) -> bool:
    """Whether a holding is of what is spent like money ("15 tickets", "20 gold coins",
    "12 euros"; currency_noun in words.json): a measure's unit ("10 pounds of flour") only
    when no "of" names what is measured."""
    unit, label = key[1], key[2]
    if unit not in words("currency_noun"):
        return False
    measured = unit_table().lookup(unit)
    return label is None or measured is None or measured.dimension == "count"


def prices_of(clause: Clause, objects: list[Part], *, buying: bool = True) -> list[_Price | None]:
    """The price of each bought or sold amount: "3 notebooks at $2 each and a pen for $1".

    A price phrase belongs to the amount before it: "at $2" is a price per item
    (as "for $2 each" is), "for $5" the price of them all. One price after several amounts
    ("2 pens and 3 pencils for $4") is refused, since it is not said which
    items it is for.
    """
    out: list[_Price | None] = [None] * len(objects)
    for before, after in zip(clause.parts, clause.parts[1:], strict=False):
        if (
            before.kind == "pp"
            and before.np is not None
            and before.np.money == "dollars"
            and after.kind == "object"
            and after.np is not None
            and after.np.money == "cents"
        ):
            # "buys a book for 2 dollars and 50 cents": one price in two units, which the
            # price reader takes as a price and a second amount
            raise ReadError(
                "unsupported_sentence",
                "price.two_units",
                "a price told in dollars and cents",
                None,
            )
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
        # "one lamp for $18, two mugs for $3 and four pens for $1": each, or all
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
        if any(
            obj.np is not None
            and (set(obj.np.mods) & _SINGLES or (obj.np.head and is_container(obj.np.head)))
            for obj in objects
        ):
            # "2 packs and 3 single pencils for 75 cents each": the singles' price, or the
            # packs' too?
            raise ReadError(
                "ambiguous", "price.which", "which items the price is for is not said", None
            )
        last = out[-1]
        out = [_Price(last.part, True, last.per) for _ in objects]
    return out


def bought_worth(
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
    paid = [
        p
        for p in clause.parts
        if p.kind == "pp" and p.prep in ("for", "at") and p.np is not None and p.np.money
    ]
    if paid:
        # "buys $30 worth of socks for $24": worth one sum, paid another; "for $24 each"
        stream.fail(
            "unsupported_sentence",
            "cost.worth",
            "a worth of goods and a price paid for them",
            paid[0].first,
        )
    for part in objects:
        part.used = True
        np = part.np
        assert np is not None and np.worth is not None and np.money is not None
        ref = stated_amount(ctx, stream, replace(np, worth=None), holder.key)
        model.by_id[ref.qid].label = np.worth.words or None
        span = stream.span(part.first, part.end)
        model.event("spend", holder.key, ref.qid, when=when, future=clause.verb.future)
        held = any(k[0] == holder.key and k[1] == ref.unit for k in model.holdings)
        if held and not clause.verb.future:
            model.change(holder.key, ref.qid, False, "payment", span)


def price_list(
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


def number_list(stream: Stream, np: NounPhrase) -> None:
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


def pay_activity(objects: list[Part]) -> str | None:
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
    event = work_of(np.head)
    if event is not None:
        work.used = True
    return event


def work_of(word: str) -> str | None:
    """The event group of the work a gerund names ("babysitting": babysit), or ``None`` for
    a word that is no gerund."""
    form = activity_form(word) or verb_form(word)
    return form.frame.event if form is not None and form.tense == "gerund" else None


_WORK: Final = "work"
"""The work any pay rate is for: "earns $9 an hour. She worked 4 hours." """


def paid_time(
    ctx: Context,
    stream: Stream,
    clause: Clause,
    holder: str,
    event: str,
    ref: AmountRef,
    when: str | None,
    *,
    ordered: bool = True,
) -> None:
    """ "Ella earns $9 an hour babysitting. She babysat for 4 hours.": time spent at the work a
    pay rate is for earns the rate times that time (an ``earn`` event, added to the money
    she holds). The work must be the rate's (or "work" for a rate that names none), and
    the time convertible to the rate's unit; two such rates are refused. Work still to do
    or only possible ("will work", "can work") earns nothing yet; ``ordered`` checks the
    work's time against the holding's (a span's total, told with its rate, is not)."""
    if clause.verb.future or clause.verb.ability:
        return
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
    if ordered:
        time_order(ctx, stream, clause, holder, when)  # ("has $45 ... worked 5 hours yesterday")
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


def pay_known_price(
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
        tender = _tenders(model, holder, ref.unit)
        if tender and (money or len(tender) > 1):
            # "Sam has $5 and 10 tickets. He buys a toy.": paid with which is not said
            stream.fail(
                "ambiguous",
                "price.tender",
                f"what {holder} paid with is not said",
                clause.verb.first,
            )
        if tender:
            # "Sam had 15 tickets. He bought 2 erasers.": tickets spent like money, at a price
            # the text does not tell
            money = [k for k in model.holdings if k[0] == holder and k[1] == tender[0]]
        span = model.by_id[ref.qid].span
        cost = model.unknown(money[0][1] if money else "dollars", holder, "price not stated", span)
        model.by_id[cost].optional = True
        if not prices and when is None and frame.pays and not clause.verb.future and not per_unit:
            model.unpriced.append((cost, ref.qid, ref.unit, ref.label))
        model.event(
            "spend" if frame.pays else "earn", holder, cost, when=when, future=clause.verb.future
        )
        if money and not still_to_come(clause):
            model.change(holder, cost, not frame.pays, "payment", span)
        return
    price = prices[0]
    span = model.by_id[ref.qid].span
    bought = model.by_id[ref.qid].value
    if model.by_id[price.qid].derived and any(
        stream.low_at(k) in _SINGLES for k in range(clause.first, clause.end)
    ):
        # "A pack of 6 juice boxes costs $9. Ann buys 2 packs and 3 single juice boxes.": one
        # sold apart from the pack may cost another price than the pack's share
        stream.fail(
            "ambiguous",
            "price.single",
            f"single {ref.unit} bought at a price told only for a pack of them",
            clause.verb.first,
        )
    if price.qid in ctx.sales and (when not in (None, ctx.sales[price.qid]) or clause.verb.past):
        # "Today it is 25% off. Yesterday Ann bought 2 shirts.": bought before the sale, at
        # the price before it, or at it?
        stream.fail(
            "ambiguous",
            "sale.which_time",
            f"the {ref.unit} were bought at another time than the sale",
            clause.verb.first,
        )
    if price.period is not None and (
        bought is None or Fraction(bought) % Fraction(price.period[0]) != 0
    ):
        # "Apples cost $2 for 3. Tom buys 4 apples.": a price of threes, for 4
        stream.fail(
            "unsupported_sentence",
            "price.bundle",
            f"a price for {price.period[0]} {price.period[1]}, and not so many bought",
            clause.verb.first,
        )
    cost = model.derive("product", (ref.qid, price.qid), "rate", price.top, holder, None, span)
    if frame.pays and ctx.discount is not None:
        cost = model.derive(
            "product", (cost, ctx.discount), "percent", price.top, holder, None, span
        )
    held = model.current(holder, price.top, None, span) is not None or model.other_money_held(
        holder, price.top
    )  # ("has $2 ... buys a pen at 75 cents each": paid from the dollars)
    if frame.pays:
        model.event("spend", holder, cost, when=when, future=clause.verb.future)
        if held and not still_to_come(clause):
            model.change(holder, cost, False, "payment", span)
    else:
        model.event("earn", holder, cost, when=when, future=clause.verb.future)
        if held and not still_to_come(clause):
            model.change(holder, cost, True, "payment", span)


_SINGLES: Final = frozenset({"single", "individual", "loose", "separate"})
"""Labels of things bought one by one rather than in the packs a price was told for."""


def pay(
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
            amount, unit = convert_to(ctx, stream, ref.qid, per, holder), per
        rate = model.given(price.value, f"{money}/{singular(unit)}", None, None, span)
        cost = model.derive("product", (amount, rate), "rate", money, holder, None, span)
        model.priced_each.add(singular(unit))
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
        if (
            model.holding_keys(holder, money) or model.other_money_held(holder, money)
        ) and not still_to_come(clause):
            # (paid out of the money held: of its one kind, "three $20 bills", as any loss)
            model.change(holder, cost, False, "payment", span)
    elif frame.paid:
        model.event("earn", holder, cost, when=when, future=clause.verb.future)
        if (
            model.current(holder, money, None, span) is not None
            or model.other_money_held(holder, money)
        ) and not still_to_come(clause):
            model.change(holder, cost, True, "payment", span)
    else:
        stream.fail(
            "unsupported_sentence",
            "price.verb",
            "a price with a verb that neither buys nor sells",
            price.first,
        )


_SALE_TIMES: Final = frozenset({"this week", "today", "now", "this month"})
_SALE_WORDS: Final = frozenset(
    {"sale", "off", "discount", "discounted", "because", "now", "only", "reduced"}
)
"""Words told before a sale that may make the price told already the sale's."""
"""Times a sale may be told at and still be the price the question is at ("This week it is
on sale for 25% off"): now; another ("last week", "on Monday") is a price of then."""


def read_sale(
    ctx: Context, stream: Stream, clause: Clause, holders: list[Entity], when: str | None
) -> bool:
    """sale := thing BE ["on" "sale"] [("for" | "at")] PERCENT "off"

    "A shirt costs $40. It is on sale for 25% off.": the thing's one price told so far is
    paid at the factor the percent leaves (3/4) from now on; the new price replaces the old
    one, so what is bought later, or asked as "the sale price", is at it. ``False``
    (nothing read) for another shape; refused when no one price of the thing is told."""
    if not clause.verb.be or clause.verb.future or clause.verb.past or clause.verb.negated:
        return False
    parts = [p for p in clause.parts if not p.used]
    percents = [
        k
        for k, p in enumerate(parts)
        if p.np is not None
        and p.np.percent
        and p.np.value is not None
        and (p.kind == "object" or (p.kind == "pp" and p.prep in ("for", "at")))
        and k + 1 < len(parts)
        and parts[k + 1].kind == "word"
        and parts[k + 1].word == "off"
    ]
    if len(percents) != 1:
        return False
    k = percents[0]
    sale = [
        p
        for p in parts[:k]
        if p.kind == "pp"
        and p.prep == "on"
        and p.np is not None
        and p.np.head == "sale"
        and p.np.det is None
        and not p.np.mods
    ]
    if len(parts) != 2 + len(sale) or (sale and parts[0] is not sale[0]):
        return False
    if when is not None and when not in _SALE_TIMES:
        stream.fail(
            "unsupported_sentence",
            "sale.when",
            f"a sale {when}: whether the price the question asks is at it is not said",
            clause.first,
        )
    subject = clause.subjects[0] if len(clause.subjects) == 1 else None
    plain = subject is not None and (
        subject.pronoun == "it"
        or (
            subject.det in ("the", "a", "an")
            and not subject.mods
            and subject.owner is None
            and subject.of is None
            and subject.place is None
            and subject.value is None
        )
    )  # ("The second shirt is 25% off", "Ann's shirt", "that shirt": some of them only)
    if len(holders) != 1 or holders[0].kind != "thing" or holders[0].plural or not plain:
        stream.fail(
            "unsupported_sentence",
            "sale.subject",
            "what is on sale is not one kind of thing",
            clause.first,
        )
    told_before = {t.low for t in ctx.tokens[: clause.first]}
    if told_before & _SALE_WORDS:
        # "A shirt costs $30 on sale. It is 25% off.", "costs only $30 because it is 25% off",
        # "It is 25% off. It is 10% off.": the price told may be the sale's already
        stream.fail(
            "ambiguous",
            "sale.twice",
            "a sale told beside another word of a sale or a price now: off which price?",
            clause.first,
        )
    item = unit_name(holders[0].key.rsplit(" ", 1)[-1])
    model = ctx.model
    prices = [
        r
        for r in model.rates
        if r.group == "cost" and same_unit(r.per, item) and r.holder is None and r.when is None
    ]
    if len(prices) != 1:
        stream.fail(
            "ambiguous" if prices else "unsupported_sentence",
            "sale.price",
            f"more than one price of {item}" if prices else f"the price of {item} is not told",
            clause.first,
        )
    if any(same_unit(e.unit, item) for e in model.events):
        # "Ann buys 2 shirts. The shirt is 25% off.": bought before the sale, or at it?
        stream.fail(
            "ambiguous",
            "sale.after_purchase",
            f"{item} were bought before the sale was told: at which price?",
            clause.first,
        )
    percent = parts[k]
    assert percent.np is not None and percent.np.value is not None
    _whole_discount(stream, percent.np.value, percent.first)
    for p in parts:
        p.used = True
    span = stream.span(percent.first, percent.end)
    old = prices[0]
    factor = share_quantity(model, 1 - Fraction(percent.np.value) / 100, span)
    new = model.derive(
        "product", (old.qid, factor), "percent", model.unit_of(old.qid), None, None, span
    )
    model.rates[model.rates.index(old)] = replace(old, qid=new)
    ctx.sales[new] = when or "now"
    return True
