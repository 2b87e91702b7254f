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
from typing import Final

from generate._parse_errors import ParseError
from generate._parse_lexicon import Gender, given_name_gender

__all__ = ["TITLE_GENDER", "Discourse", "Event", "Holding"]

TITLE_GENDER: Final[dict[str, Gender | None]] = {
    "Mr": "m",
    "Mrs": "f",
    "Ms": "f",
    "Miss": "f",
    "Dr": None,
}


@dataclass(frozen=True, slots=True)
class Holding:
    """A stated initial holding, with the token range of its clause."""

    entity: str
    unit: str
    value: int | float
    first: int
    end: int
    verb: str


@dataclass(frozen=True, slots=True)
class Event:
    """One operation, with the token range of its clause and the verb as written."""

    actor: str
    kind: str
    unit: str
    value: int | float
    target: str | None
    first: int
    end: int
    verb: str


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
        entities.append(text)
        title = text.split(".", 1)[0] if "." in text else ""
        gender = TITLE_GENDER.get(title)
        if gender is not None:
            self.evidence[text] = gender
        return text

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
        fitting = [e for e in possible if self._fits(e, gender)] if len(possible) > 1 else possible
        if len(fitting) != 1:
            who = ", ".join(fitting) if fitting else "nobody"
            raise ParseError("unresolved_reference", f"{word!r} may refer to {who}")
        entity = fitting[0]
        self.evidence[entity] = gender
        return entity

    def agrees(self, entity: str, gender: Gender | None, word: str) -> None:
        """Check a possessive ("his", "her") that must denote ``entity``."""
        if gender is None:
            if len(self.entities) > 1:
                raise ParseError("unresolved_reference", f"{word!r} is ambiguous here")
            return
        known = self.evidence.get(entity)
        if known is not None and known != gender:
            raise ParseError("unresolved_reference", f"{word!r} cannot refer to {entity}")
        if known is None:
            self.evidence[entity] = gender

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
        self.initial.append(holding)
        self.last_unit[holding.entity] = holding.unit

    def event(self, event: Event) -> None:
        """Record an operation and what it touches."""
        self.events.append(event)
        self.touched.add((event.actor, event.unit))
        self.last_unit[event.actor] = event.unit
        if event.target is not None:
            self.touched.add((event.target, event.unit))
            self.last_unit[event.target] = event.unit

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
