"""People and things a problem talks about, and what a pronoun may refer to.

An entity is keyed by how the problem names it: a person by name ("Sam",
"Mrs. Lee"), a relative by owner ("Lina's brother"), a thing or place by its
noun ("park", "box"). A pronoun is resolved by what the sentence allows, not
by recency alone: the candidates are the entities of matching gender and
number, minus those already bound to another role of the same clause ("He
sends 14 to Kai": he is not Kai); one candidate is the answer; several are
refused (``unresolved_reference``): recency never breaks a tie, since a wrong
guess would be a wrong answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from generate._read.lexicon import Gender, is_person_noun, name_gender, words

__all__ = ["Entity", "Kind", "References", "agent_noun"]

Kind = Literal["person", "group", "thing"]

_MALE: Final = frozenset({"he", "him", "his", "himself"})
_FEMALE: Final = frozenset({"she", "her", "hers", "herself"})
_PLURAL: Final = frozenset({"they", "them", "their", "theirs", "themselves"})
_SUBJECT_FORMS: Final = frozenset({"he", "she", "they"})
_THING: Final = frozenset({"it", "its", "itself"})
PRONOUNS: Final = _MALE | _FEMALE | _PLURAL | _THING


_AGENT_SUFFIXES: Final = ("er", "or", "ist", "ian", "man", "woman", "monger", "eur", "ant", "ent")


def agent_noun(key: str) -> bool:
    """A noun for someone who does something ("baker", "florist", "entrepreneur"; not
    "restaurant", "apartment": things shaped like one)."""
    head = key.rsplit(" ", 1)[-1]
    return (
        "'" not in key
        and len(head) > 4
        and head.endswith(_AGENT_SUFFIXES)
        and not head.endswith("ment")
        and head not in words("not_agent_noun")
    )


@dataclass(slots=True)
class Entity:
    """Someone or something the text names; ``key`` is its holder name in the graph."""

    key: str
    kind: Kind
    gender: Gender | None = None
    plural: bool = False
    members: tuple[str, ...] = ()
    mentions: int = 0
    first_at: int = 0
    """Token index of the first mention: a pronoun before it cannot mean it."""


@dataclass(slots=True)
class References:
    """Every entity in order of first mention, and the last clause's subject."""

    entities: dict[str, Entity] = field(default_factory=dict)
    last_subject: str | None = None
    clause_bound: set[str] = field(default_factory=set)
    recent: list[str] = field(default_factory=list)
    topics: set[str] = field(default_factory=set)
    """Everyone a clause has had as its subject so far: who the text is about."""
    asking: bool = False
    """Whether the question is being read (the reader sets it before the question)."""
    kin: dict[str, tuple[str, str]] = field(default_factory=dict)
    epithets: dict[str, str] = field(default_factory=dict)
    """What a name was called when told with an epithet ("Sam the butcher": "butcher")."""
    """Named relatives told by age ("Her younger brother, Ben": Ben -> (her key, younger))."""
    relatives: dict[tuple[str, str], str | None] = field(default_factory=dict)
    """A named relative by (whose, relation) ("her brother, Will": (Diane, brother) -> Will),
    ``None`` when two are named so: "her brother" later means Will while he is the one."""
    pairs: set[str] = field(default_factory=set)
    """Groups "they" made of the two people named (``_named_pair``): "they" means them again
    only while no one else is named ("Their mom has $20 more. They have $76": all three?)."""
    joined: list[frozenset[str]] = field(default_factory=list)
    """People a plural word spoke of together ("their ages", "Together they have 24"): a
    later "he" of two of them is no more the one the text is about than the other."""
    chain: tuple[str, str] | None = None
    """The last subject pronoun resolved and whom it meant, within one sentence and while
    its clauses keep that subject: the same pronoun again means the same one ("If she
    gives 3 to Becky, how many does she have?"). Across sentences recency decides nothing
    ("He gives 4 to Sam. He eats 1.": either may eat)."""

    def add(
        self,
        key: str,
        kind: Kind,
        gender: Gender | None = None,
        plural: bool = False,
        members: tuple[str, ...] = (),
        at: int = -1,
    ) -> Entity:
        """The entity ``key``, registered on first mention (a later mention may add its gender)."""
        entity = self.entities.get(key)
        if entity is None:
            entity = Entity(key, kind, gender, plural, members, first_at=at)
            self.entities[key] = entity
        elif gender is not None and entity.gender in (None, "n"):
            entity.gender = gender
        entity.mentions += 1
        if key in self.recent:
            self.recent.remove(key)
        self.recent.append(key)
        return entity

    def person(self, name: str, at: int = -1) -> Entity:
        """A named person; the given-name list supplies a gender prior. A thing named by a
        letter or number ("Jar A", "Team B", "Room 12") is a thing, unless its noun names
        people ("Coach A")."""
        head, _, letter = name.partition(" ")
        if ((len(letter) == 1 and letter.isupper()) or letter.isdigit()) and not is_person_noun(
            head.lower()
        ):
            return self.add(name, "thing", at=at)
        first = (
            name.rsplit(" ", maxsplit=1)[-1]
            if name.split(" ", maxsplit=1)[0].rstrip(".").lower() in words("title")
            else name.split(" ", maxsplit=1)[0]
        )
        gender = name_gender(first.lower())
        title = name.split(" ", maxsplit=1)[0].rstrip(".").lower()
        if title in ("mr", "mister", "uncle", "grandpa"):
            gender = "m"
        elif title in ("mrs", "ms", "miss", "madam", "aunt", "grandma"):
            gender = "f"
        return self.add(name, "person", gender, at=at)

    def new_clause(self, subject: str | None) -> None:
        """Start a clause: remember the previous subject, forget the clause's bound roles."""
        if subject is not None:
            self.last_subject = subject
            self.topics.add(subject)
            if self.chain is not None and self.chain[1] != subject:
                self.chain = None  # (another subject came between)
            entity = self.entities.get(subject)
            rivals = [
                e
                for key in self.clause_bound
                if key != subject
                and (e := self.entities.get(key)) is not None
                and e.kind == "person"
                and (entity is None or e.gender in (entity.gender, None, "n"))
            ]
            if (
                self.chain is None
                and entity is not None
                and entity.kind == "person"
                and not entity.plural
                and entity.gender in ("m", "f")
                and not rivals
            ):
                # "If Dante sold 10 of them, how many did he have left?": within a sentence,
                # a later clause's "he" goes on with the named subject before it (not after
                # "If Mia gives her 3", which names another "she")
                self.chain = ("he" if entity.gender == "m" else "she", subject)
        self.clause_bound = set()

    def new_sentence(self) -> None:
        """Start a sentence: a pronoun chain does not carry over."""
        self.chain = None

    def bind(self, key: str) -> None:
        """Mark ``key`` as filling a role of the current clause."""
        self.clause_bound.add(key)

    def candidates(
        self, pronoun: str, *, exclude_bound: bool = True, at: int | None = None
    ) -> list[Entity]:
        """Entities ``pronoun`` may refer to, most recent first.

        A pronoun that is an argument of its clause ("gives him", "Kai gives
        her") cannot be another argument of it; a possessive ("her stamps")
        can, and usually is the subject, so ``exclude_bound`` is off for it.
        """
        out = []
        for key in reversed(self.recent):
            entity = self.entities[key]
            if exclude_bound and key in self.clause_bound:
                continue
            if at is not None and entity.first_at > at:
                continue
            if pronoun in _MALE or pronoun in _FEMALE:
                if entity.kind == "thing" and not entity.plural and agent_noun(entity.key):
                    pass  # "the fishmonger sold 50 kg. He ...": an agent noun is a person
                elif entity.kind != "person" or entity.plural:
                    continue
                want = "m" if pronoun in _MALE else "f"
                if entity.gender not in (want, "n", None):
                    continue
            elif pronoun in _PLURAL:
                if not entity.plural:
                    continue
            elif entity.kind != "thing" or entity.plural:
                continue
            out.append(entity)
        return out

    def resolve(
        self,
        pronoun: str,
        *,
        possessive: bool = False,
        at: int | None = None,
        owned: str | None = None,
    ) -> Entity | str:
        """The one entity ``pronoun`` refers to, or why it cannot be told.

        Recency never breaks a tie: two people either of whom "she" may be
        make the text ambiguous, and a wrong guess would be a wrong answer.
        ``owned`` is the relation a possessive owns ("her mom": "mom"): the
        one who is that relation of someone ("Sofia's mom") is not its owner.
        """
        found = self.candidates(pronoun, exclude_bound=not possessive, at=at)
        if any(e.key in self.pairs for e in found) and self._others_than_pair():
            return f"{pronoun!r} may be the two named, or take in another person named since"
        if owned is not None:
            found = [e for e in found if not e.key.endswith(f"'s {owned}")]
        if possessive and len(found) > 1:
            bound = [e for e in found if e.key in self.clause_bound]
            if len(bound) == 1:
                # "Dante sold 10 of his coconuts": the one of them this clause names ("Dante
                # gave Paolo his coconuts" names two, and stays unresolved)
                found = bound
        chained = self.chain
        if len(found) > 1 and not possessive and chained is not None and chained[0] == pronoun:
            found = [e for e in found if e.key == chained[1]] or found
        if len(found) > 1 and not possessive and pronoun in ("he", "she") and self.asking:
            topics = [e for e in found if e.key in self.topics]
            keys = {e.key for e in found}
            if any(len(keys & group) > 1 for group in self.joined):
                # "Tom is 4 years older than Bob. The sum of their ages is 24. How old is he?":
                # a "they" of the two since makes neither the one the text is about
                topics = []
            if (
                len(topics) == 1
                and "'s " not in topics[0].key
                and topics[0].key[:1].isupper()
                and all(e.first_at > topics[0].first_at for e in found if e is not topics[0])
            ):
                # "Oliver had 135 stickers. He gave 40 to Sam. How many does he have left?":
                # the question's "he" is the one named person every clause was about, not
                # one only given to after (a role decides, not recency; in a statement "He
                # eats 1" may still be either, and "Nadia's teacher gave her 3" makes the
                # teacher no such one)
                found = topics
        if len(found) == 1 and not possessive and pronoun in _SUBJECT_FORMS:
            self.chain = (pronoun, found[0].key)
        if len(found) == 1:
            entity = found[0]
            if entity.gender is None and (pronoun in _MALE or pronoun in _FEMALE):
                entity.gender = "m" if pronoun in _MALE else "f"
            return entity
        if not found and pronoun in _PLURAL:
            speaker = self._named_pair(at) or self._organization(at)
            if speaker is not None:
                return speaker
        if not found:
            return f"{pronoun!r} has no antecedent"
        names = ", ".join(e.key for e in found[:4])
        return f"{pronoun!r} may be any of {names}"

    def _named_pair(self, at: int | None) -> Entity | None:
        """The two people "they" means when the text names exactly two and no one else:
        "Jean has three times as much money as Jane. They have $76 in all." (with a third
        person, an unnamed one or a group, "they" may be some of them and stays unread)."""
        before = [
            e
            for e in self.entities.values()
            if e.kind != "thing" and (at is None or e.first_at <= at) and e.key not in self.pairs
        ]  # (the pair itself, made by an earlier "they", is no third)
        if (
            len(before) != 2
            or any(e.kind != "person" or e.plural or not e.key[:1].isupper() for e in before)
            or any("'s " in e.key for e in before)
        ):
            return None
        keys = (before[0].key, before[1].key)
        self.pairs.add(" and ".join(keys))
        self.joined.append(frozenset(keys))
        return self.add(
            " and ".join(keys), "group", None, True, keys, at=at if at is not None else -1
        )

    def _others_than_pair(self) -> bool:
        """Whether someone besides the two of a "they" pair is named (not a thing)."""
        members = {m for key in self.pairs for m in self.entities[key].members}
        return any(
            e.kind != "thing" and e.key not in self.pairs and e.key not in members
            for e in self.entities.values()
        )

    def _organization(self, at: int | None) -> Entity | None:
        """The one business or institution "they" speaks for when the text names no one:
        "A taco truck buys 100 pounds of beef. They use .25 pounds per taco."."""
        before = [e for e in self.entities.values() if at is None or e.first_at <= at]
        if any(e.kind != "thing" for e in before):
            return None  # ("Stefan goes to a restaurant with his family. They order ...")
        found = [
            e
            for e in before
            if not e.plural
            and "'s " not in e.key
            and e.key.rsplit(" ", 1)[-1] in words("organization_noun")
        ]
        return found[0] if len(found) == 1 else None

    def people(self) -> list[Entity]:
        """The named people, in order of first mention."""
        return [e for e in self.entities.values() if e.kind == "person" and not e.plural]
