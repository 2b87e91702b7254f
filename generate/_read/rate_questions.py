"""Questions that ask for a rate: a price of one thing, a speed.

- price_q := "what" BE [DET] ("cost" | "price") ("of" ("one" | "a" | "each") noun_phrase
                                                | "per" NOUN) ["," "in" UNIT]
- cost_q  := "how" "much" AUX AMOUNT "cost" ["in" ("all" | "total") | "altogether"]
                                                 ["," "in" UNIT]   "How much do 8 pens cost?"
- speed_q := "what" BE [DET] ["average"] "speed" ["in" UNIT "per" UNIT]
           | "how" "fast" BE subject VERB_GROUP? part*

The asked rate is the one the text gives (a price per that thing, a length
per time): exactly one, or the question is refused. A price of one thing
is the rate times one of it, so "in cents" converts the amount; a speed is
the rate itself, and a speed in other units than the text's is refused.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Final

from generate._read.meaning import (
    amount_of,
    convert,
    convert_rate,
    entity_of,
    is_container,
    plural_noun,
    price_paid_each,
    same_unit,
)
from generate._read.model import Rate
from generate._read.money_questions import paid_for
from generate._read.phrases import read_noun_phrase
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

if TYPE_CHECKING:
    from generate._read.context import Context

__all__ = ["read_cost_of", "read_fast", "read_what"]

_BE: Final = frozenset({"is", "was", "'s", "will"})
_DETS: Final = frozenset({"the", "his", "her", "its", "their", "your"})
_LENGTH_TIME: Final = ("length", "time")
_NOW_PRICE: Final = frozenset({"sale", "new", "discounted", "current", "final"})
"""Words before "price" that ask the price as it is now, after any sale told."""


def read_what(ctx: Context, stream: Stream) -> str:
    """A "what is the ..." question (the stream is past "what"); the target quantity id."""
    if not stream.consume(_BE):
        stream.fail("unsupported_question", "question.form", "what ... is not read")
    stream.consume(("be",))
    stream.consume(_DETS)
    stream.consume(("average",))
    if stream.consume(("speed",)):
        return _speed(ctx, stream)
    if stream.check(_NOW_PRICE) and stream.check(("cost", "price"), 1):
        stream.pos += 1  # ("What is the sale price of the shirt?": its price now)
    if stream.consume(("cost", "price")):
        return _price(ctx, stream)
    stream.fail("unsupported_question", "question.form", "only a price or a speed is read here")


def read_fast(ctx: Context, stream: Stream) -> str:
    """ "How fast was it going?", "How fast does Mia ride?" (the stream is past "fast")."""
    if not stream.consume(("is", "was", "does", "did", "do", "are", "were", "can")):
        stream.fail("unsupported_question", "question.form", "how fast ... is not read")
    who = read_noun_phrase(stream)
    if who is None:
        stream.fail("unsupported_question", "question.subject", "how fast is whom?")
    entity = entity_of(ctx.refs, stream, who)
    while stream.low() and stream.low() not in ("in",):
        stream.pos += 1  # "going", "ride", "travel": the verb says nothing more
    keys = [] if entity is None else [entity.key]
    return _speed(ctx, stream, keys)


def _speed(ctx: Context, stream: Stream, keys: list[str] | None = None) -> str:
    table = unit_table()

    def is_speed(rate: Rate) -> bool:
        top, per = table.lookup(rate.top), table.lookup(rate.per)
        return (
            top is not None
            and per is not None
            and top.dimension == "length"
            and per.dimension == "time"
            and (not keys or rate.holder is None or rate.holder in keys)
        )

    rates = [r for r in ctx.model.rates if is_speed(r)]
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_question",
            "question.speed",
            "more than one speed" if rates else "the text gives no speed",
        )
    rate = rates[0]
    if stream.consume(("in",)):
        top = stream.read().low if not stream.at_end() else ""
        stream.expect(("per", "an", "a"), "question.speed_unit", "a speed unit: miles per hour")
        per = stream.read().low if not stream.at_end() else ""
        asked_top, asked_per = unit_table().lookup(top), unit_table().lookup(per)
        if (
            asked_top is None
            or asked_per is None
            or asked_top.dimension != "length"
            or asked_per.dimension != "time"
        ):
            stream.fail(
                "unsupported_question",
                "question.speed_unit",
                "a speed in other units than a length per a time",
            )
        _end(stream)
        # "What is his speed in kilometers per hour?" of 1.5 km in 45 minutes: converted
        return convert_rate(ctx.model, stream, rate.qid, unit_name(top), unit_name(per))
    _end(stream)
    return rate.qid


def _price(ctx: Context, stream: Stream) -> str:
    model = ctx.model
    item: str | None = None
    at = stream.pos
    if stream.consume(("per",)):
        item = unit_name(stream.read().low) if not stream.at_end() else None
    elif stream.check(("of", "for")) and stream.check(("one", "a", "an", "each"), 1):
        stream.pos += 2
        np = read_noun_phrase(stream)
        item = unit_name(np.head) if np is not None and np.head is not None else None
    elif stream.check(("of", "for")) and stream.check(("the", "this", "that"), 1):
        # "the price of the shirt": of the one thing so named
        stream.pos += 2
        np = read_noun_phrase(stream)
        if np is not None and np.head is not None and not plural_noun(np.head) and not np.mods:
            item = unit_name(np.head)
    if item is None:
        stream.fail("unsupported_question", "question.price", "the price of what", at)
    rates = [r for r in model.rates if r.group == "cost" and same_unit(r.per, item)]
    paid = paid_for(ctx, item) if not rates else None
    if paid is not None:
        _end(stream)
        return paid  # ("bought 3 apples for $6. What is the cost of one apple?")
    if len(rates) != 1:
        stream.fail(
            "ambiguous" if rates else "unsupported_question",
            "question.price",
            f"more than one price of one {item}" if rates else f"the text prices no {item}",
            at,
        )
    rate = rates[0]
    one = model.given(1, item, None, None, None)
    target = model.derive("product", (one, rate.qid), "rate", rate.top, None, None, None)
    stream.consume((",",))
    if stream.consume(("in",)):
        unit = unit_name(stream.read().low) if not stream.at_end() else ""
        target = convert(model, stream, target, unit, None)
    _end(stream)
    return target


def read_cost_of(ctx: Context, stream: Stream) -> str:
    """ "How much do 8 pencils cost?" (the stream is at the amount): the amount times the one
    price the text gives per that thing."""
    model = ctx.model
    at = stream.pos
    end = next(k for k in range(stream.pos, stream.end) if stream.low_at(k) == "cost")
    np = read_noun_phrase(Stream(stream.tokens, stream.pos, end))
    assert np is not None and np.value is not None and np.head is not None
    if np.end != end or np.plus:
        # "How much do 3 dozen eggs and 6 eggs cost?", "2 gallons and 2 quarts": more than
        # the one amount this question reads
        stream.fail(
            "unsupported_question",
            "question.price",
            "more than one amount before 'cost'",
            np.end if np.end != end else at,
        )
    item = unit_name(np.head)
    stream.pos = end + 1
    if np.group is not None:
        if np.group in ("pair", "pairs"):
            stream.fail("unsupported_question", "question.price", "a price of pairs", at)
        item = unit_name(np.head)
    if stream.check(("in",)) and stream.check(("all", "total"), 1):
        stream.pos += 2
    else:
        stream.consume(("altogether",))
    of = unit_name(np.of.head) if np.of is not None and np.of.head is not None else None
    kind = " ".join(np.mods) or None
    rates = [
        r
        for r in model.rates
        if r.group == "cost"
        and same_unit(r.per, item)
        and (of is None or (r.when is not None and same_unit(r.when, of)))
        and (
            of is not None
            or r.when == kind
            or (r.when is not None and kind is None and unit_table().lookup(item) is not None)
            or (kind is None and is_container(item))
        )
    ]  # ("A red pencil costs 15 cents. How much do 8 blue pencils cost?": not said; "A box
    # of crayons costs $3. How much do 7 boxes cost?": the one box priced)
    span = (stream.tokens[np.first].start, stream.tokens[np.end - 1].end)
    each = (
        price_paid_each(model, item, kind)
        if not rates and np.of is None and np.group is None
        else None
    )
    if each is not None:
        # ("bought 2 hats ... He pays $70. How much do 3 hats cost?"): the price paid each
        amount = model.given(np.value, item, None, None, span)
        money = model.unit_of(each).split("/")[0]
        target = model.derive("product", (amount, each), "rate", money, None, None, None)
    else:
        if (np.of is not None and of is None) or len(rates) != 1:
            stream.fail(
                "ambiguous" if rates else "unsupported_question",
                "question.price",
                f"more than one price of one {item}" if rates else f"the text prices no {item}",
                at,
            )
        rate = rates[0]
        if rate.period is not None and (
            np.group is not None or Fraction(np.value) % Fraction(rate.period[0]) != 0
        ):
            # "Apples cost $2 for 3. How much do 4 apples cost?": a price of threes
            stream.fail(
                "unsupported_question",
                "question.price",
                f"a price for {rate.period[0]} {rate.period[1]}, and not so many asked",
                at,
            )
        if np.group is not None:
            # "How much do 4 dozen eggs cost?": 48 eggs, through the units pack's dozen
            counted = amount_of(model, stream, np, None)
            assert counted is not None
            amount = counted.qid
        else:
            amount = model.given(np.value, item, None, None, span)
        target = model.derive("product", (amount, rate.qid), "rate", rate.top, None, None, None)
    stream.consume((",",))
    if stream.consume(("in",)):
        unit = unit_name(stream.read().low) if not stream.at_end() else ""
        target = convert(model, stream, target, unit, None)
    _end(stream)
    return target


def _end(stream: Stream) -> None:
    if not stream.at_end():
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(stream.pos, stream.end)!r} unread",
        )
