"""What noun phrases denote: an entity (a holder) or an amount of a unit.

``entity_of`` turns a phrase into the entity it names: a person by name, a
pronoun by the references' rules, "her brother" as the owner's relative,
"the park" as a thing. ``amount_of`` turns a phrase into a quantity of the
model: "3 red apples" (apples, label "red"), "$2.50", "2 dozen eggs"
(converted through the units pack), "a box of 12 crayons" (12 crayons), an
implicit unit ("3 more") from the holder's only unit. Each refuses, through
the stream, what it cannot tell.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, NamedTuple

from generate._nouns import noun_key, singular
from generate._read.lexicon import Gender, verb_form, words
from generate._read.model import Model, Rate, is_decimal
from generate._read.phrases import HELD_NOW, NounPhrase
from generate._read.references import Entity, References
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import ConversionError, unit_table

__all__ = [
    "AmountRef",
    "amount_of",
    "entity_of",
    "is_person_phrase",
    "measure_rate",
    "measured_amount",
    "no_group_per",
    "owner_key",
    "phrase_unit",
    "price_paid_each",
    "priced_by",
    "share_of",
    "share_quantity",
]

Value = int | Fraction

_GROUP_NOUNS: Final = frozenset(
    {
        "children",
        "people",
        "men",
        "women",
        "family",
        "class",
        "team",
        "group",
        "club",
        "crew",
        "parents",
        "grandparents",
        "friends",
        "kids",
        "students",
        "boys",
        "girls",
        "brothers",
        "sisters",
        "cousins",
        "players",
        "workers",
        "customers",
        "guests",
        "members",
    }
)
_NON_LABEL_MODS: Final = frozenset(
    {
        "more",
        "other",
        "extra",
        "additional",
        "new",
        "total",
        "whole",
        "entire",
        "different",
        "same",
        "single",
        "few",
        "several",
        "many",
        "some",
    }
)


_SOME_OF_THEM: Final = frozenset(
    {"new", "old", "original", "extra", "additional", "other", "older", "newer", "first", "last"}
)
"""Words that make "the new sheep" some of a holding (the ones got, or had first)."""

_TERMS: Final = frozenset(noun_key(w) for w in words("terms_noun"))
"""Nouns of the terms of a sale ("discount", "coupon", "tax"), by noun key."""


class AmountRef(NamedTuple):
    """A quantity the phrase denotes, with the unit and label it was read as."""

    qid: str
    unit: str
    label: str | None


def is_person_phrase(np: NounPhrase) -> bool:
    """Whether the phrase names a person or a group of people."""
    if np.name is not None or np.pronoun in (
        "he",
        "she",
        "him",
        "her",
        "i",
        "we",
        "me",
        "us",
        "you",
    ):
        return True
    return np.head is not None and np.head in words("person_noun") and np.value is None


def _gender(noun: str) -> Gender | None:
    if noun in words("female_noun"):
        return "f"
    if noun in words("male_noun"):
        return "m"
    return None


KIN_WORDS: Final = frozenset({"older", "elder", "oldest", "eldest", "younger", "youngest"})
"""Words before a relative that say which one by age ("her older sister"), and so order
their ages."""


def owner_key(refs: References, stream: Stream, np: NounPhrase) -> str | None:
    """The entity key of whose ``np`` is ("Ann's car": Ann; "his car": whom "his" means)."""
    if np.owner_phrase is not None:
        entity = entity_of(refs, stream, np.owner_phrase)
        return entity.key if entity is not None else None
    owner = np.owner
    if owner is None:
        return None
    if np.owner_is_name:
        return refs.person(owner, np.first).key
    if owner in ("my", "your", "our"):
        return owner
    relation = np.words if np.head in words("person_noun") else None
    found = refs.resolve(owner, possessive=True, at=np.first, owned=relation)
    if isinstance(found, str):
        stream.fail("unresolved_reference", "pronoun.unresolved", found, np.first)
    return found.key


def _owner_of(refs: References, np: NounPhrase) -> str | None:
    """Whom a possessive pronoun before a name means, if that is sure ("her" of "her
    brother, Will")."""
    assert np.owner is not None
    found = refs.resolve(np.owner, possessive=True, at=np.first, owned=np.words)
    return None if isinstance(found, str) else found.key


_SIBLINGS: Final = frozenset({"brother", "sister"})


def _kin_named(refs: References, stream: Stream, owner: str, head: str, at: int) -> Entity | None:
    """Whom "her brother" means when someone named may be that sibling: the one named as
    the owner's sibling ("His sister Ann ... her brother" of Ann is he); another named
    person of the sibling's gender, whose relation to the owner is untold, may be the
    sibling or not ("Mia has $20. Ben's sister gives him $5."), and refuses; ``None`` when
    no one named may be it (a new person, as before). Other kin are not asked about: a
    parent or a child is seldom one of the named ("her mother" is new)."""
    gender = _gender(head)
    for (whose, relation), named in sorted(refs.relatives.items()):
        entity = refs.entities.get(named) if named is not None else None
        if (
            entity is not None
            and entity.key == owner
            and relation in _SIBLINGS
            and (other := refs.entities.get(whose)) is not None
            and other.gender == gender
        ):
            return other  # (Ann is Ben's sister, and Ben is a he: her brother)
    owning = refs.entities.get(owner)
    members = set(owning.members) if owning is not None and owning.members else set()
    candidates = sorted(
        e.key
        for e in refs.entities.values()
        if e.kind == "person"
        and e.key != owner
        and e.key not in members  # ("Ben ... their father": not Ben, one of "their")
        and e.key[:1].isupper()
        and "'s " not in e.key
        and e.gender == gender
    )
    if candidates:
        stream.fail(
            "ambiguous",
            "kin.which",
            f"{owner}'s {head}: {candidates[0]}, or someone else the text does not name?",
            at,
        )
    return None


def entity_of(refs: References, stream: Stream, np: NounPhrase) -> Entity | None:
    """The entity a phrase names (``None`` for an amount or a generic "a friend")."""
    if np.name is not None:
        kin = [m for m in np.mods if m in KIN_WORDS]
        owner: str | None = None
        if kin and np.owner is not None and np.head in words("person_noun"):
            # "Her younger brother, Ben": Ben is younger than whom "her" means (told before
            # Ben is, and only if "her" is sure; else no order is kept)
            if np.owner_is_name:
                owner = np.owner
            else:
                found = refs.resolve(np.owner, possessive=True, at=np.first, owned=np.words)
                owner = None if isinstance(found, str) else found.key
        entity = refs.person(np.name, np.first)
        if np.epithet is not None:
            called = refs.epithets.setdefault(entity.key, np.epithet)
            if called != np.epithet:
                # "Tom the cat caught 3 mice. Tom the dog caught 2 mice.": two of one name
                stream.fail(
                    "ambiguous",
                    "name.epithet",
                    f"{entity.key} the {called} and {entity.key} the {np.epithet}: two of one name",
                    np.first,
                )
        if owner is not None and kin:
            refs.kin[entity.key] = (owner, kin[0])
        if np.owner is not None and np.head in words("person_noun") and not np.mods:
            whose = np.owner if np.owner_is_name else _owner_of(refs, np)
            if whose == entity.key:
                # "Tom the cat caught 3 mice. His friend Tom caught 2.": two of one name
                stream.fail(
                    "ambiguous",
                    "name.epithet",
                    f"{entity.key}'s {np.head} {entity.key}: two of one name",
                    np.first,
                )
            if whose is not None:
                relation = (whose, np.head)
                known = refs.relatives.get(relation, entity.key)
                refs.relatives[relation] = entity.key if known == entity.key else None
        told = _gender(np.head) if np.head is not None else None
        if told is not None and entity.gender in (None, "n"):
            entity.gender = told  # ("his sister Yuki": a sister is a she)
        elif told is not None and entity.gender != told:
            # "his brother Nora": the relation and the name say two genders
            stream.fail(
                "unresolved_reference",
                "name.gender",
                f"{np.head} {entity.key}: the relation and the name disagree on who this is",
                np.first,
            )
        refs.bind(entity.key)
        return entity
    if np.pronoun is not None:
        found = refs.resolve(np.pronoun, at=np.first)
        if isinstance(found, str):
            stream.fail("unresolved_reference", "pronoun.unresolved", found, np.first)
        refs.bind(found.key)
        return found
    if np.value is not None or np.quantity is not None or np.head is None:
        return None
    head = np.head
    owner = owner_key(refs, stream, np)
    if np.more and np.det == "the" and owner is None:
        # "the other factory": another one than the one named before
        key = f"the other {np.words}"
        person = head in words("person_noun")
        entity = refs.add(key, "person" if person else "thing", _gender(head) if person else None)
        refs.bind(key)
        return entity
    person = head in words("person_noun")
    if person:
        plural = head.endswith("s") or head in _GROUP_NOUNS
        named = refs.relatives.get((owner, head)) if owner is not None and not np.mods else None
        if named is not None and named in refs.entities:
            # "Diane is twice as old as her brother, Will. Her brother is 8.": Will again
            refs.bind(named)
            return refs.entities[named]
        if owner is not None:
            key = f"{owner}'s {np.words}"
            if key not in refs.entities and not np.mods and head in _SIBLINGS:
                sibling = _kin_named(refs, stream, owner, head, np.first)
                if sibling is not None:
                    refs.bind(sibling.key)
                    return sibling
        elif np.det in ("another", "some") or (
            np.det in ("a", "an") and plural and (head not in COLLECTIVES or np.of is not None)
        ):
            return None  # ("a group of friends"; but "There are 24 students in a class": one)
        else:
            # "a housewife", "the boy": one person the text goes on to speak of
            key = f"the {np.words}"
            if np.det == "the" and key not in refs.entities and not np.mods:
                # "The basketball team ... the team": the one named by that head before
                # ("the blue team" after "the red team" is another one)
                same = [
                    e
                    for e in refs.entities.values()
                    if e.kind != "thing" and e.key.startswith("the ") and e.key.endswith(f" {head}")
                ]
                if len(same) == 1:
                    refs.bind(same[0].key)
                    return same[0]
        entity = refs.add(key, "group" if plural else "person", _gender(head), plural, at=np.first)
        refs.bind(key)
        return entity
    key = np.words if owner is None else f"{owner}'s {np.words}"
    if np.det == "another" and owner is None and key in refs.entities:
        # "A shop sold 29 bags. Another shop sold 17 bags.": a second shop, which the reader
        # does not tell apart from the first by name
        stream.fail(
            "unsupported_sentence",
            "reference.another",
            f"'another {np.words}' beside the {np.words} told before",
            np.first,
        )
    if (
        np.det in ("the", "this", "that")
        and owner is None
        and key not in refs.entities
        and not np.mods
    ):
        # "A parking lot had 85 cars ... in the lot": the one thing named by that head before
        same = [
            e for e in refs.entities.values() if e.kind == "thing" and e.key.endswith(f" {head}")
        ]
        if len(same) == 1:
            refs.bind(same[0].key)
            return same[0]
    entity = refs.add(
        key, "thing", None, unit_name(head) == head and head.endswith("s"), at=np.first
    )
    refs.bind(key)
    return entity


COLLECTIVES: Final = frozenset({"class", "team", "family", "club", "crew"})
"""Singular nouns for a group of people: "a class" is one class, a place or a holder."""


def priced_by(rates: list[Rate], owner: str | None) -> list[Rate]:
    """The prices that may price one ``owner``'s thing.

    An owner's thing is priced by that owner's prices, or by a price of nobody's when no
    one's own is told ("A pen costs $3": anyone's pen); a thing of no owner by nobody's
    prices, or by the one owner's when only one owner's is told ("Ann's car cost $9. How
    much did the car cost?"). "Ann's pen costs $3" prices no pen of Bill's.
    """
    if owner is not None:
        own = [r for r in rates if r.owner == owner]
        if own or any(r.owner is not None for r in rates):
            return own
        return rates
    general = [r for r in rates if r.owner is None]
    if general:
        return general
    return rates if len({r.owner for r in rates}) == 1 else []


_GROUP_MODS: Final = frozenset({"dozen", "dozens", "pair", "pairs", "score", "gross", "most"})
"""Words before a noun that make it no plain count of it ("dozen eggs", "most pencils")."""


REST_HEADS: Final = frozenset({"rest", "remainder", "remaining"})
"""Heads that name what is left of a holding ("half of the rest", "2/5 of the remaining")."""


def plural_noun(word: str | None) -> bool:
    """Whether ``word`` is a plural count noun ("pies", not "pie" or "money")."""
    return word is not None and unit_name(word) == word and singular(word) != word


def is_container(unit: str) -> bool:
    """Whether ``unit`` counts containers ("boxes", "glasses"), whose contents may differ."""
    return unit in words("container_noun") or singular(unit) in words("container_noun")


def phrase_unit(np: NounPhrase) -> tuple[str, str | None] | None:
    """(unit, label) a counted phrase names: its head's unit; modifiers and substance label it."""
    if np.money is not None:
        if _priced_thing(np):
            return None  # ("a $2 pen", "a $9 gift card": a thing with its price, no money)
        return np.money, None
    if np.head is None or np.head in ("one", "ones"):
        return None  # ("3 new ones": ones of what the text spoke of, and which kind is unsure)
    if any(m in _GROUP_MODS for m in np.mods):
        return None  # ("How many dozen eggs": dozens of eggs, which no count unit holds)
    mods = [m for m in np.mods if m not in _NON_LABEL_MODS]
    head = np.head
    label_parts = list(mods)
    if (
        np.of is not None
        and (is_container(head) or unit_table().lookup(head) is not None)
        and np.of.value is None
        and np.of.head is not None
    ):
        label_parts = [
            *label_parts,
            *[m for m in np.of.mods if m not in _NON_LABEL_MODS],
            np.of.head,
        ]
    return unit_name(head), " ".join(label_parts) or None


def _priced_thing(np: NounPhrase) -> bool:
    """Whether a sum of money leads a thing it prices ("a $2 pen", "a $9 gift card") rather
    than money ("a $20 bill", "a $5 allowance", "$12 mowing lawns": what earned it)."""
    head = np.head
    if np.money is None or head is None:
        return False
    if head.endswith("ing") or (np.mods and np.mods[0].endswith("ing")):
        return False  # ("$10 buying his lunch", "$16 working at her job": what it was for)
    if head in words("money_noun") or head in words("tender_noun"):
        return False
    # one thing ("a $2 pen", "his $4 coupon") or things ("$2 pens"); a bare singular word
    # after the sum ("$1000 upfront", "$400 set aside") is no thing
    return np.det in ("a", "an") or np.owner is not None or singular(head) != head


_PRICE_NOUNS: Final = frozenset({"price", "priced", "cost", "fare"})
"""Nouns of what something costs: "half price" is no count of prices."""


def amount_of(
    model: Model, stream: Stream, np: NounPhrase, holder: str | None, implicit: str | None = None
) -> AmountRef | None:
    """The quantity a phrase denotes as an amount, added to the model; ``None`` if it is no amount.

    ``implicit`` is the unit to use for a bare number ("buys 3 more").
    """
    span = stream.span(np.first, np.end)
    if np.quantity is not None:
        return None  # partitives are the statement rules' business
    if "such" in np.mods:
        # "He has 3 such boxes": boxes like the one told, whose contents the reader does not
        # carry over; read as plain boxes, what they hold would be lost
        stream.fail("unsupported_sentence", "amount.such", "an amount of 'such' things", np.first)
    if (
        np.head is not None
        and noun_key(np.head) in _PRICE_NOUNS
        and not (np.of is not None and np.of.value is not None)
    ):
        # "Cups are half price", "at 3/4 cost", "a child ticket is half price": a price
        # changed by a part or a multiple, never a count of prices ("a price of $5" is $5)
        stream.fail(
            "unsupported_sentence",
            "amount.price_part",
            f"{stream.text(np.first, np.end)!r}: a part or multiple of a price is not read",
            np.first,
        )
    if np.value is None:
        if (
            np.det in ("a", "an")
            and np.head is not None
            and np.of is not None
            and np.of.value is not None
        ):
            # "a box of 12 crayons", "a budget of $1000": the inner amount
            return amount_of(model, stream, np.of, holder, implicit)
        if (np.det in ("a", "an", "one") and np.head is not None) or (
            np.det == "the"
            and np.head is not None
            and not np.mods
            and np.of is None
            and singular(np.head) == np.head
            and any(r.group == "cost" and r.per == unit_name(np.head) for r in model.rates)
            and (form := verb_form(model.verb)) is not None
            and form.frame.pays  # ("if he buys the toy"; selling it is at no price told)
        ):
            # ("A toy costs $7 ... if he buys the toy": the one thing the text priced)
            named = phrase_unit(np)
            if named is None:
                # "a full dozen eggs", "a new one": a dozen or a pro-form after a word of
                # its own, which counts no one unit this reads
                stream.fail(
                    "unsupported_sentence",
                    "amount.no_unit",
                    f"what '{np.words}' counts is not read",
                    np.first,
                )
            if (
                named[0] in ("dollars", "cents") or noun_key(np.head) in _TERMS
            ) and unit_table().lookup(np.head) is None:
                # "pays a delivery fee", "gets a discount", "uses a coupon": money or terms of
                # an amount the text does not tell, no one thing
                stream.fail(
                    "unsupported_sentence",
                    "amount.untold_money",
                    f"a {np.words}: how much is not said",
                    np.first,
                )
            measure_rate(model, np, named[0], span)
            return AmountRef(model.given(1, named[0], holder, named[1], span), named[0], named[1])
        if np.det in ("some", "several", "any"):
            named = phrase_unit(np)
            if named is None:
                if implicit is None:
                    stream.fail(
                        "ambiguous", "unit.implicit", "'some' does not say of what", np.first
                    )
                named = (implicit, None)
            return AmountRef(model.unknown(named[0], holder, named[1], span), named[0], named[1])
        return None
    if np.percent:
        return None
    if np.fraction and np.head is None:
        stream.fail(
            "unsupported_sentence",
            "amount.bare_fraction",
            "a fraction of what is not said",
            np.first,
        )
    if np.worth is not None:
        stream.fail(
            "unsupported_sentence",
            "amount.worth",
            f"money's worth of {np.worth.head} is {np.worth.head}, not money",
            np.first,
        )
    if _priced_thing(np):
        stream.fail(
            "unsupported_sentence",
            "amount.priced_thing",
            f"a {np.head} with its price is no amount of money",
            np.first,
        )
    if np.bill_worth is not None:
        # "three $5 bills": the money is the count times each one's worth
        assert np.value is not None
        kind = f"${np.bill_worth} bills"  # (each kind of bill its own money)
        count = model.given(np.value, "bills", holder, kind, span)
        worth = model.given(np.bill_worth, "dollars/bill", None, None, span)
        money = model.derive("product", (count, worth), "rate", "dollars", holder, kind, span)
        return AmountRef(money, "dollars", kind)
    unit_label = phrase_unit(np)
    if unit_label is None:
        if implicit is None:
            stream.fail(
                "ambiguous", "unit.implicit", "the amount does not say what it counts", np.first
            )
        unit_label = (implicit, None)
    unit, label = unit_label
    if np.plus:
        return _compound_amount(model, np, holder, unit, label, span)
    if np.group in ("pair", "pairs"):
        # "2 pairs of shorts at $6 each": a pair is what is counted and priced
        qid = model.given(np.value, "pairs", holder, np.words or label, span)
        return AmountRef(qid, "pairs", np.words or label)
    if np.group is not None:
        table = unit_table()
        group = table.lookup(np.group)
        assert group is not None
        grouped = model.exact(np.value, group.plural, holder, label or unit, span)
        try:
            conversion = table.conversion(unit, group.name)
        except ConversionError as exc:
            stream.fail("unit_mismatch", "convert.units", str(exc), np.first)
        factor = model.given(conversion.factor, f"{unit}/{group.name}", None, None, span)
        qid = model.derive("product", (grouped, factor), "convert", unit, holder, label, span)
        return AmountRef(qid, unit, label)
    if np.of is not None and np.of.value is not None:
        no_group_per(stream, np.of, np.head)  # ("3 boxes of 2 dozen crayons": dozens per box)
    if np.of is not None and np.of.value is not None and phrase_unit(np.of) is not None:
        # "3 boxes of 12 crayons": boxes times crayons per box
        contents = phrase_unit(np.of)
        assert contents is not None
        boxes = model.given(np.value, unit, holder, label, span)
        each = model.given(np.of.value, f"{contents[0]}/{singular(unit)}", None, contents[1], span)
        qid = model.derive(
            "product", (boxes, each), "groups", contents[0], holder, contents[1], span
        )
        return AmountRef(qid, contents[0], contents[1])
    measure_rate(model, np, unit, span)
    return AmountRef(model.given(np.value, unit, holder, label, span), unit, label)


def no_group_per(stream: Stream, np: NounPhrase, per: str | None = None) -> None:
    """Refuse a count in dozens or pairs per thing ("Each box has 2 dozen crayons", "3 boxes
    of 2 dozen crayons", "2 pairs of shoes in each bag"): the rate would count the dozens as
    crayons."""
    if np.group is not None:
        stream.fail(
            "unsupported_sentence",
            "each.group",
            f"so many {np.group} per {per or 'thing'}: the rate of the things in them is not read",
            np.first,
        )


def measure_rate(
    model: Model, np: NounPhrase, unit: str, span: tuple[int, int], *, optional: bool = True
) -> None:
    """ "a 120-page book", "3 12-ounce steaks": so much of the measure per thing, as a rate
    (one the reading may leave unused, unless it is all the clause says: "works 8-hour
    shifts")."""
    if np.measure is None:
        return
    value, word = np.measure
    measure = unit_name(word)
    qid = model.given(value, f"{measure}/{singular(unit)}", None, None, span)
    model.by_id[qid].optional = optional
    model.rates.append(Rate(qid, measure, unit, None, None, None))


def measured_amount(
    model: Model, stream: Stream, np: NounPhrase, holder: str | None
) -> AmountRef | None:
    """ "a 250-page book", "3 400-page books": the amount in the measure (pages), or ``None``.

    Doing a measured thing is doing its measure: reading "a 200-page book in
    20 hours" is 200 pages in 20 hours, so a rate found from it is in pages.
    """
    if np.measure is None or np.quantity is not None or np.head is None:
        return None
    if np.value is None and np.det not in ("a", "an", "one"):
        return None
    value, word = np.measure
    measure = unit_name(word)
    span = stream.span(np.first, np.end)
    if np.value is None or np.value == 1:
        return AmountRef(model.given(value, measure, holder, None, span), measure, None)
    each = model.given(value, f"{measure}/{singular(unit_name(np.head))}", None, None, span)
    count = model.given(np.value, unit_name(np.head), holder, None, span)
    qid = model.derive("product", (count, each), "groups", measure, holder, None, span)
    return AmountRef(qid, measure, None)


def same_unit(a: str, b: str) -> bool:
    """Whether two unit names count the same thing."""
    return noun_key(a) == noun_key(b)


def share_of(np: NounPhrase) -> Fraction | None:
    """The share a partitive names: "half of" 1/2, "25% of" 1/4, "2/3 of" 2/3, "all of" 1."""
    if np.quantity == "half":
        return Fraction(1, 2)
    if np.quantity == "all":
        return Fraction(1)
    if np.quantity == "number" and np.value is not None:
        if np.percent:
            return Fraction(np.value) / 100
        if Fraction(np.value).denominator != 1 or np.fraction:
            return Fraction(np.value)  # ("3/3 of them" is all of them, not 1 of them)
    return None


def partitive(
    model: Model,
    refs: References,
    stream: Stream,
    np: NounPhrase,
    holder: str | None,
    recent_unit: str | None,
    told_here: frozenset[str] = frozenset(),
) -> AmountRef:
    """ "half of her 30 stamps", "25% of them", "3 of the apples": an amount out of a whole.

    The whole is the amount the phrase states ("2/3 of her $150", which is
    then her holding), else the current holding of the named unit (of the
    owner, or of the holder); "them"/"it" name the unit spoken of last. ``told_here``
    are the units of the amounts the sentence read before this one. A
    share becomes ``part = whole * share`` (a ``part`` or ``percent``
    relation); a count ("3 of the apples") is just that many of the unit.
    """
    inner = np.of
    assert inner is not None
    span = stream.span(np.first, np.end)
    share = share_of(np)
    owner = holder
    if inner.owner is not None:
        if inner.owner_is_name:
            owner = refs.person(inner.owner, inner.first).key
        elif inner.owner not in ("my", "your", "our"):
            found = refs.resolve(inner.owner, possessive=True, at=inner.first)
            if isinstance(found, str):
                stream.fail("unresolved_reference", "pronoun.unresolved", found, inner.first)
            owner = found.key
    rest = inner.head in REST_HEADS and inner.det == "the" and not inner.mods
    if HELD_NOW in inner.mods and owner is not None:
        # "half of what she has": all she holds now, so of one kind, told before this
        # sentence ("a quarter of what she has to Omar and a quarter of what she has to Pia":
        # each of what she had first, or of what was left?)
        units = {k[1] for k in model.holdings if k[0] == owner}
        if len(units) != 1:
            stream.fail(
                "ambiguous",
                "partitive.which_whole",
                f"'what {owner} has' is of more than one kind of thing"
                if units
                else f"{owner} is told to hold nothing",
                inner.first,
            )
        (recent_unit,) = units
        if any(same_unit(u, recent_unit) for u in told_here):
            stream.fail(
                "ambiguous",
                "partitive.which_whole",
                f"what {owner} has, after an amount of it in the same sentence: before or"
                " after it?",
                inner.first,
            )
    if inner.pronoun in ("them", "it", "these", "those") or rest:
        # ("half of the rest": of what is left of the unit spoken of last)
        if recent_unit is None:
            stream.fail(
                "ambiguous",
                "partitive.antecedent",
                f"{inner.pronoun!r} does not say of what",
                inner.first,
            )
        unit, label = recent_unit, None
        if inner.pronoun is not None and any(
            r.group != "cost" and same_unit(r.per, unit) for r in model.rates
        ):
            # "2 jars of cookies. Each jar has 15 cookies. She eats 1 of them.": of the jars,
            # or of the cookies in them?
            stream.fail(
                "ambiguous",
                "partitive.antecedent",
                f"{inner.pronoun!r} may be the {unit} or what is in them",
                inner.first,
            )
        keys = [k for k in model.holdings if same_unit(k[1], unit)]
        if len(keys) == 1 and keys[0][0] == owner and keys[0][2] is not None:
            # "18 baseball cards ... 4 of them": the one holding of the unit, and its kind
            unit, label = keys[0][1], keys[0][2]
    else:
        found_unit = phrase_unit(inner)
        if found_unit is None:
            stream.fail(
                "unsupported_sentence", "partitive.whole", "a part of what is not said", inner.first
            )
        unit, label = found_unit
    if (
        inner.owner is None
        and inner.value is None
        and owner is not None
        and any(
            k[0] != owner and same_unit(k[1], unit) and k in model.clause_held
            for k in model.holdings
        )  # (what this clause gave others is no holding of theirs before it)
    ):
        # "Tom baked 10 cookies. Ann baked 6 cookies. Tom ate half the cookies.": of his own,
        # or of all of them?
        stream.fail(
            "ambiguous",
            "partitive.whose",
            f"a part of {inner.words or 'them'}: of {owner}'s own, or of all of them?",
            inner.first,
        )
    if share is None:
        if np.quantity != "number" or np.value is None:
            stream.fail(
                "unknown_operand",
                "partitive.vague",
                f"{np.quantity!r} of them is not a number",
                np.first,
            )
        own_things = (
            inner.owner is not None
            and owner == holder
            and inner.head is not None
            and not any(k[0] == holder for k in model.holdings)
        )  # (one who holds something else may mean it: "ate 5 of his right away")
        if (
            inner.pronoun is None
            and inner.value is None
            and not own_things  # "gave 7 of his toy cars": his, though how many is not said
            and not any(same_unit(k[1], unit) for k in model.holdings)
        ):
            # "5 of his right away": "of the X" names what is held; nothing holds X here
            stream.fail(
                "unsupported_sentence",
                "partitive.whole",
                f"'of {inner.words}': nothing the text holds is {unit}",
                inner.first,
            )
        return AmountRef(model.given(np.value, unit, holder, label, span), unit, label)
    if inner.value is not None:
        whole_ref = amount_of(model, stream, inner, owner)
        if whole_ref is None:
            # ("half of a 20% discount": a part of what is no amount of things)
            stream.fail(
                "unsupported_sentence",
                "partitive.whole",
                f"a part of {inner.words!r}, which is no amount",
                inner.first,
            )
        whole = whole_ref.qid
        if owner is not None:
            key = (owner, whole_ref.unit, whole_ref.label)
            if key not in model.holdings:
                model.holdings[key] = whole
                model.starts.setdefault(key, whole)
        unit, label = whole_ref.unit, whole_ref.label
    else:
        if owner is None:
            stream.fail(
                "unsupported_sentence",
                "partitive.whole",
                "a part of whose holding is not said",
                np.first,
            )
        held = {
            word
            for k in model.holdings
            if k[0] == owner and same_unit(k[1], unit) and k[2] is not None
            for word in k[2].split(" ")
        }  # ("has 10 new pens ... half of the new pens": the kind they were told as)
        subset = [m for m in inner.mods if m in _SOME_OF_THEM and m not in held]
        if subset:
            # "He buys 10 more sheep and sells half of the new sheep.": a part of the ones
            # got (or had first), which no holding is
            stream.fail(
                "unsupported_sentence",
                "partitive.which_whole",
                f"a part of the {subset[0]} {unit}: some of {owner}'s, which are not told apart",
                inner.first,
            )
        keys = model.holding_keys(owner, unit)
        current: str | None
        if label is None and len(keys) == 1:
            # "half of his cards" of his 20 baseball cards: the one kind of them he has
            current = model.holdings[keys[0]]
            unit, label = keys[0][1], keys[0][2]
        else:
            current = model.current(owner, unit, label, span)
        if current is None and len(keys) == 1:
            current = model.holdings[keys[0]]
            unit, label = keys[0][1], keys[0][2]
        if current is None and not keys and inner.owner is not None and owner == holder:
            # "Anna spent 1/4 of her money and has $24 left": a part of her own holding,
            # whose amount the text has not told yet (a start to be found, as a loss of
            # "6 of his cards" from an untold start is)
            current = model.untold_start(owner, unit, label, span)
        if current is None:
            stream.fail(
                "unsupported_sentence",
                "partitive.whole",
                f"{owner} holds no {unit} to take a part of",
                np.first,
            )
        if rest and (
            not model.changed(owner, unit, label)
            or not model.taken_from(owner, unit)  # ("She found $6. She spent a third of the
            # rest": the rest of what?)
            or len({k[1] for k in model.holdings if k[0] == owner}) > 1
        ):
            # ("made 40 cupcakes. She gave half of the rest": the rest of nothing taken;
            # "cupcakes and pies ... half of the rest": of which)
            stream.fail(
                "ambiguous",
                "partitive.which_whole",
                f"'the rest' of {owner}'s things is not one amount left",
                np.first,
            )
        remaining = inner.head in REST_HEADS or any(
            m in ("remaining", "rest", "leftover", HELD_NOW) for m in inner.mods
        )
        whole = current
        if (
            inner.pronoun is not None
            and not remaining
            and model.changed(owner, unit, label)
            and not model.taken_from(owner, unit)
        ):
            # "Tom has 6 pens. He buys 4 pens and gives Ann half of them.": of the 4 got, or
            # of all 10? (a noun, "half her daisies", is all she has)
            stream.fail(
                "ambiguous",
                "partitive.which_whole",
                f"{inner.pronoun!r} after {owner}'s {unit} grew: the ones got, or all of them?",
                inner.first,
            )
        if model.changed(owner, unit, label) and not remaining and model.taken_from(owner, unit):
            began = model.clause_held.get((owner, unit, label))
            lows = {t.low for t in stream.tokens[stream.first : np.first]}
            if (
                began is not None
                and began != current
                and not lows & _IN_TURN
                and lows.isdisjoint(words("time_unit_day"))  # ("half on Monday and half on
                # Tuesday": Tuesday's of what was left then, or of the whole?)
                and not _counted_since(model, began, current)
            ):
                # "gave 3/8 of his money to his mother and 1/4 of his money to his father":
                # parts listed in one clause are of what he had as it began
                whole = began
            else:
                # "spent 1/4 of the money ... then 1/2 of the money": of what she had, or what
                # is left? (After gains alone, "half her daisies" is of all she has: no rest.)
                stream.fail(
                    "ambiguous",
                    "partitive.which_whole",
                    f"a part of {owner}'s {unit} after it changed: of the first amount or of"
                    " the rest",
                    np.first,
                )
        unit = model.unit_of(whole)
    frac = Fraction(share)
    role = "percent" if np.percent else "part"  # (all of it too: a part, the whole's equal)
    factor = share_quantity(model, frac, span)
    qid = model.derive("product", (whole, factor), role, unit, holder, label, span)
    return AmountRef(qid, unit, label)


def _counted_since(model: Model, began: str, current: str) -> bool:
    """Whether a change from ``began`` to ``current`` took or added a counted amount, not a
    share: "gave 6 to Sam and half to Lea" may be half of all or of the 12 left, where
    "3/8 to his mother and 1/4 to his father" are both of what he had."""
    made = model.defining()
    at = current
    while at != began:
        relation = made.get(at)
        if relation is None or relation.kind not in ("sum", "difference"):
            return True  # (no chain of changes back to the start: not shares of it)
        if not model.by_id[relation.operands[1]].derived:
            return True
        at = relation.operands[0]
    return False


_IN_TURN: Final = frozenset({"then", "later", "after", "afterwards", "next"})
"""Words that put a clause's parts one after another ("1/4 of it, then half of it")."""


def share_quantity(model: Model, frac: Fraction, span: tuple[int, int]) -> str:
    """A share as a pure number; a non-decimal fraction is a quotient (a third = 1 / 3)."""
    return model.exact(frac, "1", None, "share", span)


def _compound_amount(
    model: Model,
    np: NounPhrase,
    holder: str | None,
    unit: str,
    label: str | None,
    span: tuple[int, int],
) -> AmountRef:
    """ "4 hours and 15 minutes": each part in the smallest unit named, then their sum."""
    table = unit_table()
    assert np.value is not None
    parts = [(np.value, unit), *((value, unit_name(head)) for value, head in np.plus)]
    smallest = min((p[1] for p in parts), key=lambda u: table.lookup(u).factor)  # type: ignore[union-attr]
    pieces = []
    for value, part_unit in parts:
        qid = model.given(value, part_unit, holder, label, span)
        if part_unit != smallest:
            conversion = table.conversion(smallest, part_unit)
            factor = model.given(
                conversion.factor, f"{smallest}/{singular(part_unit)}", None, None, span
            )
            qid = model.derive("product", (qid, factor), "convert", smallest, holder, label, span)
        pieces.append(qid)
    total = model.derive("sum", tuple(pieces), "combine", smallest, holder, label, span)
    return AmountRef(total, smallest, label)


def convert(model: Model, stream: Stream, qid: str, unit: str, holder: str | None) -> str:
    """``qid`` expressed in ``unit``: itself, or a ``convert`` product by the units pack's factor.

    Units that do not convert exactly (different dimensions, a calendar
    length in days) are refused through the stream (``unit_mismatch``).
    """
    have = model.unit_of(qid)
    if same_unit(have, unit):
        return qid
    try:
        conversion = unit_table().conversion(unit, have)
    except ConversionError as exc:
        stream.fail("unit_mismatch", "convert.units", str(exc))
    span = model.by_id[qid].span
    if not is_decimal(conversion.factor):
        # "21 days in weeks": divide by 7 days a week (a day is no decimal of a week)
        inverse = model.given(1 / conversion.factor, f"{have}/{singular(unit)}", None, None, span)
        return model.derive("quotient", (qid, inverse), "convert", unit, holder, None, span)
    factor = model.given(conversion.factor, f"{unit}/{singular(have)}", None, None, span)
    return model.derive("product", (qid, factor), "convert", unit, holder, None, span)


def convert_rate(model: Model, stream: Stream, qid: str, top: str, per: str) -> str:
    """The rate ``qid`` (say kilometers/minute) in ``top`` per ``per`` (kilometers/hour):
    what it gives over one of its own "per" (1 minute), and that one, each converted as an
    amount is (``convert``, the units pack's factors), then divided. The one is no amount
    the text states: it stands for "per", which the rate's unit says."""
    have_top, _, have_per = model.unit_of(qid).partition("/")
    span = model.by_id[qid].span
    one = model.given(1, unit_name(have_per), None, "one", span)
    over_one = model.derive("product", (qid, one), "rate", have_top, None, None, span)
    top_amount = convert(model, stream, over_one, top, None)
    per_amount = convert(model, stream, one, per, None)
    return model.derive(
        "quotient", (top_amount, per_amount), "rate", f"{top}/{singular(per)}", None, None, span
    )


def price_paid_each(model: Model, item: str, kind: str | None = None) -> str | None:
    """The money paid per ``item`` in the one purchase of it whose price the text did not
    tell and whose cost it told later ("James buys 2 notebooks. He pays $5.", "... paid $15
    in total"): that cost over the count, as a rate; ``None`` unless exactly one such
    purchase, of a stated count, was told. ``kind`` is the things' label ("candy bars")."""
    bought = [
        (cost, count)
        for cost, count, thing, label in model.unpriced
        if label == kind and same_unit(thing, item) and model.by_id[count].value is not None
    ]
    if kind is None:
        # ("Tom bought 3 apples for $6.": the whole over the count; beside a purchase paid
        # later, "Ann bought 2 pens. She paid $5.", two prices, so none)
        bought += [
            (cost, count) for cost, count, thing in model.bulk_prices if same_unit(thing, item)
        ]
    if len(bought) != 1 or any(same_unit(unit, item) for unit in model.priced_each):
        return None  # ("3 apples for $6. Then 2 apples for $3 each.": two prices of one)
    cost, count = bought[0]
    money = model.by_id[cost].unit
    return model.derive(
        "quotient", (cost, count), "share", f"{money}/{singular(item)}", None, None, None
    )
