"""Who is who: named entities, pronoun resolution, and what each person holds.

References resolve only when exactly one named person fits; otherwise the
text is refused (``unresolved_reference``), never guessed. What the text says
about a person ("She" resolved to Lena makes Lena female) outranks the name
lists, which are only a prior for names the text has not characterized yet.
Singular "they" resolves only when one person has been named.

The record also keeps, per person, the most recently mentioned unit (for "buys
3 more") and which holdings events have touched (a holding stated after an
event changed it cannot be an initial state).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, NamedTuple

from generate._parse_errors import ParseError
from generate._parse_lexicon import Gender, given_name_gender, past_only_forms, verb_surfaces
from generate._parse_numbers import noun_forms, plural_unit, unit_keys
from generate._parse_words import RELATION_GENDER

__all__ = ["MAX_UNIT_WORDS", "TITLE_GENDER", "Discourse", "Event", "Holding"]

MAX_UNIT_WORDS: Final = 5
"""A unit names one kind of thing ("red trading cards"); a longer noun phrase is
not read, which also keeps the unit checks (word suffixes) linear in the text."""

TITLE_GENDER: Final[dict[str, Gender | None]] = {
    "Mr": "m",
    "Mrs": "f",
    "Ms": "f",
    "Miss": "f",
    "Dr": None,
}


class Holding(NamedTuple):
    """A stated initial holding, with the token range of its clause."""

    entity: str
    unit: str
    value: int | float
    first: int
    end: int
    verb: str


class Event(NamedTuple):
    """One operation, with the token range of its clause and the verb as written."""

    actor: str
    kind: str
    unit: str
    value: int | float
    target: str | None
    first: int
    end: int
    verb: str


_PRESENT_STATE: Final = frozenset({"has", "have", "owns", "own", "holds", "hold", "is", "are"})


def _has_giver(verb: str) -> bool:
    """Whether a gain written with ``verb`` came from somebody ("is given", "buys",
    "gets", an unnamed "His aunt gives"), not from nowhere ("finds", "bakes")."""
    entry = verb_surfaces().get(verb.lower())
    return entry is None or entry.kind == "transfer" or entry.source_prep is not None


def _has_taker(verb: str) -> bool:
    """Whether a loss written with ``verb`` went to somebody ("gives", "sells")."""
    entry = verb_surfaces().get(verb.lower())
    return entry is None or entry.kind == "transfer" or entry.recipient_prep is not None


@dataclass(slots=True)
class Discourse:
    """Everything the sentences so far established, in order of introduction."""

    entities: list[str] = field(default_factory=list)
    evidence: dict[str, Gender] = field(default_factory=dict)
    initial: list[Holding] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    held: set[tuple[str, str]] = field(default_factory=set)
    touched: set[tuple[str, str]] = field(default_factory=set)
    last_unit: dict[str, str] = field(default_factory=dict)
    measures: dict[str, str] = field(default_factory=dict)
    priced: set[str] = field(default_factory=set)
    """People who bought or sold goods at a price the text does not state."""
    described: set[str] = field(default_factory=set)
    """Nouns that described a named person ("sister" in "his sister Ana"): a later
    "his sister" with no name may be that person, so it is not read as nobody."""
    scenes: list[tuple[int, int, bool]] = field(default_factory=list)
    """Token ranges read as scene setting inside statements (fronted phrases, scene
    clauses), checked against the final units once the graph is known; the flag
    says whether a possessive over a thing is refused there."""
    name_words: set[str] = field(default_factory=set)
    """The words of the names registered so far, titles aside ("Ana", "Smith")."""
    mixed: set[str] = field(default_factory=set)
    """People whose last holding sentence stated two or more of their units ("Ana has
    5 apples and 3 pears"): a bare amount after it ("eats 2") is refused, until an
    event of theirs names its unit again."""
    scene_names: int = 0
    """Capitalized words seen in skipped sentences (bounded by the parser)."""
    units: dict[str, None] = field(default_factory=dict)
    """Every unit stated so far, in order (an ordered set)."""
    time_points: dict[str, int] = field(default_factory=dict)
    """The latest point a statement named on each time scale (days of a week, parts of a day,
    meals, months, seasons)."""
    prior_points: dict[str, int] = field(default_factory=dict)
    """``time_points`` as they were before the sentence being read."""
    suffixes: dict[str, list[str]] = field(default_factory=dict)
    """Proper word suffixes of the stated units -> those units ("cards" ->
    ["baseball cards"]), so resolving a head noun is one lookup."""
    unit_ids: dict[str, str] = field(default_factory=dict)
    """``unit_keys`` of the stated units -> those units: a later mention in another
    number or plural variant ("1 cactus", "cactuses" after "cacti") is the same unit."""
    heads: set[str] = field(default_factory=set)
    """The head nouns of those units, singular and plural: a free trailing phrase
    that names one ("at the apple stand") might be about a holding, so it is refused."""
    containers: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    """(owner, container phrase) -> the units stated as in it ("There are 8 crayons in
    Oscar's box", "Lucy's box has 16 crayons", "has $15 in her wallet"): a question
    about a container ("How many pears are in Ivo's bag?") is read only for these."""
    present_state: bool = False
    """A holding was stated in the present tense ("has", "There are")."""
    contracted_will: bool = False
    """The text has a "'ll" contraction ("he'll buy"): statements are checked for it."""
    now_state: bool = False
    """A holding was stated as the state "now" ("has $30 now"): nothing may follow it."""

    # -- entities ---------------------------------------------------------

    def name(self, text: str, register: bool = True) -> str:
        """The entity a written name denotes, registering a new one in order.

        A first name alone denotes the one full name that starts with it.
        """
        entities = self.entities
        if text in entities:
            return text
        if " " not in text:
            matches = [e for e in entities if e.split(" ", 1)[0] == text and " " in e]
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                raise ParseError(
                    "unresolved_reference", f"{text!r} may mean any of {', '.join(matches)}"
                )
        if not register:
            raise ParseError("unresolved_reference", f"{text!r} is named only in the question")
        words = text.split(" ")
        if not self.name_words.isdisjoint(words):
            # "Ana Smith" after "Ana", "Smith" after "Ana Smith": maybe the same person.
            raise ParseError("unresolved_reference", f"{text!r} may be someone named before")
        self.name_words.update(w for w in words if w.rstrip(".") not in TITLE_GENDER)
        entities.append(text)
        title = text.split(".", 1)[0] if "." in text else ""
        gender = TITLE_GENDER.get(title)
        if gender is not None:
            self.evidence[text] = gender
        return text

    def describe(self, entity: str, nouns: list[str]) -> None:
        """Record "his sister Ana": the nouns, and the gender they give Ana if any."""
        self.described.update(nouns)
        gender = RELATION_GENDER.get(nouns[-1])
        if gender is not None and entity not in self.evidence:
            self.evidence[entity] = gender

    def unnamed(self, nouns: list[str], text: str) -> None:
        """Refuse "his sister" without a name when she may be someone named before.

        That is the case when a sister was named ("his sister Ana"), or when
        two or more people are known and one of them could be her ("Kai has
        12 shells. Ana has 3 shells. Kai gives his sister 4 shells."): reading
        her as nobody would silently leave Ana's shells alone.
        """
        if not self.described.isdisjoint(nouns):
            raise ParseError("unresolved_reference", f"{text!r} may be someone named before")
        if len(self.entities) < 2:
            return
        gender = RELATION_GENDER.get(nouns[-1])
        could_be = [e for e in self.entities if gender is None or self._fits(e, gender)]
        if could_be:
            raise ParseError("unresolved_reference", f"{text!r} may be {' or '.join(could_be)}")

    def _fits(self, entity: str, gender: Gender) -> bool:
        known = self.evidence.get(entity)
        if known is not None:
            return known == gender
        listed = given_name_gender(entity)
        return listed is None or listed == gender

    def pronoun(self, gender: Gender | None, word: str, exclude: str | None = None) -> str:
        """The one named person ``word`` (of ``gender``; ``None`` = "they") can refer to."""
        candidates = [e for e in self.entities if e != exclude]
        if gender is None:
            if len(candidates) == 1 and len(self.entities) == 1:
                return candidates[0]
            raise ParseError(
                "unresolved_reference",
                f"{word!r} needs exactly one named person before it, found {len(candidates)}",
            )
        # What the text said about a person rules; the name lists only break ties.
        possible = [e for e in candidates if self.evidence.get(e, gender) == gender]
        fitting = [e for e in possible if self._fits(e, gender)]
        # (one person of the other gender by the name lists, "Ann has 12 stamps. He buys 5
        # more.", is no antecedent either: "he" is someone the text never named)
        if len(fitting) != 1:
            who = ", ".join(fitting) if fitting else "nobody"
            raise ParseError("unresolved_reference", f"{word!r} may refer to {who}")
        entity = fitting[0]
        self.evidence[entity] = gender
        return entity

    def agrees(self, entity: str, gender: Gender | None, word: str, bound: bool = False) -> None:
        """Check a possessive ("his", "her") that must denote ``entity``.

        ``bound``: the possessive stands in a clause whose subject is ``entity``
        and whose verb acts on the subject's own holding ("Max splits his cards",
        "Max eats 2 of his figs"), where English reads it as the subject's even
        when other people of that gender were named; a gender that fits is enough.
        """
        if gender is None:
            if len(self.entities) > 1:
                raise ParseError("unresolved_reference", f"{word!r} is ambiguous here")
            return
        if not self._fits(entity, gender):
            raise ParseError("unresolved_reference", f"{word!r} cannot refer to {entity}")
        # "Leo ate 2 of her cupcakes": if someone else could be "her", whose
        # holding it is stays unclear, so it is refused rather than read as Leo's.
        others = [e for e in self.entities if e != entity and self._fits(e, gender)]
        if others and not bound:
            raise ParseError(
                "unresolved_reference", f"{word!r} may refer to {', '.join([entity, *others])}"
            )
        self.evidence.setdefault(entity, gender)

    # -- holdings and events ----------------------------------------------

    def hold(self, holding: Holding) -> None:
        """Record a stated holding, refusing restatements and states after events."""
        key = (holding.entity, holding.unit)
        if key in self.held:
            raise ParseError(
                "conflicting_holding", f"{holding.entity}'s {holding.unit} are stated twice"
            )
        if key in self.touched:
            raise ParseError(
                "conflicting_holding",
                f"{holding.entity}'s {holding.unit} are stated after an event changed them",
            )
        self.held.add(key)
        if holding.verb.lower() in _PRESENT_STATE:
            self.present_state = True
        self.initial.append(holding)
        self.last_unit[holding.entity] = holding.unit
        self._known(holding.unit)

    def event(self, event: Event) -> None:
        """Record an operation and what it touches.

        Events apply in the order written, which is only the order they
        happened if the text keeps its tenses: after "Omar has $30 now" or
        "Omar has $30", an event told in the past ("he spent $6") may have
        happened before that state, so it is refused rather than applied.
        """
        if self.now_state:
            raise ParseError(
                "unsupported_sentence",
                f"'{event.verb}' follows a holding stated as the state now; the order is unclear",
            )
        if self.present_state and event.verb.lower() in past_only_forms():
            raise ParseError(
                "unsupported_sentence",
                f"'{event.verb}' tells of the past after a holding stated in the present;"
                " the order of events is unclear",
            )
        self.events.append(event)
        self._known(event.unit)
        self.touched.add((event.actor, event.unit))
        self.last_unit[event.actor] = event.unit
        if event.target is not None:
            self.touched.add((event.target, event.unit))
            self.last_unit[event.target] = event.unit

    def _known(self, unit: str) -> None:
        if unit not in self.units:
            if unit.count(" ") >= MAX_UNIT_WORDS:
                raise ParseError("unsupported_sentence", f"{unit[:40]!r}... is too long a unit")
            self.units[unit] = None
            self.heads.update(noun_forms(unit))
            for key in unit_keys(unit):
                self.unit_ids.setdefault(key, unit)
            words = unit.split(" ")
            for k in range(1, len(words)):
                self.suffixes.setdefault(" ".join(words[k:]), []).append(unit)

    def giver(self, entity: str, unit: str, verb: str) -> str:
        """Whom "``entity`` gives ``unit`` back" returns to: the one named person who
        gave ``entity`` that unit. A gain from someone nobody named ("is given",
        "His aunt gives him", "buys", "gets") may be the one returned to, so it
        makes the return ambiguous too."""
        givers = {e.actor for e in self.events if e.target == entity and e.unit == unit}
        unnamed = any(
            e.actor == entity and e.kind == "add" and e.unit == unit and _has_giver(e.verb)
            for e in self.events
        )
        if len(givers) != 1 or unnamed:
            raise ParseError(
                "unresolved_reference",
                f"'{verb} ... back' returns {unit} to whoever gave them, and "
                + (f"{len(givers)} named people did" if not unnamed else "someone unnamed did"),
            )
        return givers.pop()

    def receiver(self, entity: str, unit: str, verb: str) -> str:
        """Whom "``entity`` gets ``unit`` back" comes from: the one named person
        ``entity`` gave that unit to; a give, sale or donation to someone unnamed
        makes it ambiguous."""
        takers = {e.target for e in self.events if e.actor == entity and e.unit == unit}
        takers.discard(None)
        unnamed = any(
            e.actor == entity and e.kind == "subtract" and e.unit == unit and _has_taker(e.verb)
            for e in self.events
        )
        if len(takers) != 1 or unnamed:
            raise ParseError(
                "unresolved_reference",
                f"'{verb} ... back' takes {unit} back from whoever got them, and "
                + (f"{len(takers)} named people did" if not unnamed else "someone unnamed did"),
            )
        taker = takers.pop()
        assert taker is not None
        return taker

    def has(self, entity: str, unit: str) -> bool:
        """Whether ``entity``'s holding of ``unit`` was stated or created by an event."""
        key = (entity, unit)
        return key in self.held or key in self.touched

    def single_unit(self, entity: str) -> None:
        """An implicit unit ("gives 2 to Ben", "doubles them") is read only when
        ``entity`` holds at most one unit; with two or more it is refused, never
        taken from the latest mention."""
        units = {unit for who, unit in self.held if who == entity}
        units.update(unit for who, unit in self.touched if who == entity)
        if len(units) > 1:
            raise ParseError(
                "ambiguous_unit",
                f"{entity} holds {', '.join(sorted(units))}; the amount does not say which",
            )

    def same_unit(self, phrase: str) -> str:
        """A unit phrase as written, normalized: its head in the plural of its lemma
        ("1 apples", "5 apple" -> apples), and a plural variant of a stated unit is
        that unit ("cactuses" after "cacti"), so agreement slips never split a unit."""
        if phrase in self.units:
            return phrase  # the common case: a stated unit, mentioned again
        phrase = plural_unit(phrase)
        if phrase in self.units or not self.unit_ids:
            return phrase
        found: str | None = None
        for key in unit_keys(phrase):
            unit = self.unit_ids.get(key)
            if unit is not None and found is not None and unit != found:
                raise ParseError("ambiguous_unit", f"{phrase!r} may mean {found!r} or {unit!r}")
            found = unit or found
        return found or phrase

    def canonical(self, phrase: str) -> str:
        """A unit as later mentioned: "cards" after "baseball cards" is that unit.

        The phrase is first normalized (``same_unit``). A phrase that is not
        itself a stated unit but ends exactly one stated compound unit names
        that unit; ending two ("baseball cards", "soccer cards") is ambiguous
        and refused. The reverse order ("cards", then "baseball cards") is
        refused when the graph is assembled.
        """
        return self.compound(self.same_unit(phrase))

    def compound(self, phrase: str) -> str:
        """``canonical`` of a phrase already normalized by ``same_unit``."""
        if phrase in self.units:
            return phrase
        matches = self.suffixes.get(phrase)
        if not matches:
            return phrase
        if len(matches) > 1:
            raise ParseError(
                "ambiguous_unit", f"{phrase!r} may mean any of {', '.join(map(repr, matches))}"
            )
        return matches[0]

    def implicit_unit(self, entity: str) -> str:
        """The unit of ``entity``'s most recently mentioned holding ("buys 3 more")."""
        unit = self.last_unit.get(entity)
        if unit is None:
            raise ParseError("ambiguous_unit", f"no unit is known for {entity}'s amount")
        return unit

    def measure(self, unit: str, substance: str) -> None:
        """ "2 liters of water": one measure word must always measure the same thing."""
        previous = self.measures.setdefault(unit, substance)
        if previous != substance:
            raise ParseError(
                "ambiguous_unit", f"{unit!r} measures both {previous!r} and {substance!r}"
            )

    def holders(self, unit: str) -> set[str]:
        """Everyone whose holding of ``unit`` is stated or created by an event."""
        found = {h.entity for h in self.initial if h.unit == unit}
        for event in self.events:
            if event.unit == unit:
                found.add(event.actor)
                if event.target is not None:
                    found.add(event.target)
        return found
