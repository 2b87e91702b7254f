"""Word knowledge as data: closed word classes, verb frames, given names.

``data/words.json`` defines each closed class once; ``data/verbs.json`` holds
one frame per verb lemma with exactly the fields the reader uses, and every
inflected surface ("bought", "gives") is derived from the lemma with
lemminflect, so no hand-written form list can drift from the lemmas. Given
names and their usual gender (a prior only; the text wins) come from the
parser's ``given_names.json``. Everything loads once per process.

A malformed data file raises ``LexiconError`` naming the bad key: shipping a
table the reader would misread is a bug, not a refusal.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from importlib import resources
from typing import Any, Final, Literal

from lemminflect import getAllInflections, getAllLemmas

from generate._nouns import noun_key, plural, singular
from generate.math_units import unit_table

__all__ = [
    "DECIDE_VERBS",
    "INTENT_VERBS",
    "NEED_VERBS",
    "TO_VERBS",
    "UNDONE_VERBS",
    "VERB_CLASSES",
    "Gender",
    "LexiconError",
    "VerbForm",
    "VerbFrame",
    "activity_form",
    "activity_frame",
    "any_verb_form",
    "category_members",
    "comparatives",
    "gerund_form",
    "is_inflected_verb",
    "is_participle",
    "is_person_noun",
    "name_gender",
    "phrasal_frame",
    "pos_of",
    "verb_form",
    "words",
]

Gender = Literal["m", "f", "n"]

INTENT_VERBS: Final = frozenset(
    {
        "wants",
        "want",
        "wanted",
        "plans",
        "plan",
        "planned",
        "planning",
        "hopes",
        "hope",
        "hoped",
        "intends",
        "intend",
        "intended",
        "wishes",
        "wish",
        "expects",
        "expect",
        "tries",
        "try",
        "tried",
        "trying",
        "aims",
        "aim",
        "aimed",
        "aiming",
    }
)
"""Verbs of a wish or plan before "to" ("wants to buy", "plans to save"): a clause not yet
fact."""

NEED_VERBS: Final = frozenset({"needs", "need", "needed", "has", "have", "had"})
"""Verbs of a need before "to" ("needs to read", "has to pay"): what is still to do."""

UNDONE_VERBS: Final = frozenset(
    {
        "forgot",
        "forgets",
        "forget",
        "promised",
        "promises",
        "promise",
        "offered",
        "offers",
        "offer",
        "agreed",
        "agrees",
        "agree",
        "refused",
        "refuses",
        "refuse",
        "failed",
        "fails",
        "fail",
        "pretended",
        "pretends",
        "used",
        "learned",
        "learns",
    }
)
"""Verbs before "to" whose event may not have happened ("forgot to buy", "promised to give",
"used to have"): the clause is read as not a fact."""

DECIDE_VERBS: Final = frozenset(
    {
        "decides",
        "decide",
        "decided",
        "chooses",
        "choose",
        "chose",
        "manages",
        "managed",
        "starts",
        "started",
        "begins",
        "began",
        "continues",
        "continued",
        "likes",
        "liked",
        "loves",
        "loved",
        "goes",
        "went",
        "helps",
        "helped",
        "remembers",
        "remembered",
    }
)
"""Verbs before "to" that leave the event a fact ("decided to buy", "went to see")."""

TO_VERBS: Final = INTENT_VERBS | NEED_VERBS | UNDONE_VERBS | DECIDE_VERBS
"""Every verb the verb group reads before "to" and a verb: where a noun phrase ends."""

VERB_CLASSES: Final = frozenset(
    {"hold", "gain", "lose", "give", "receive", "scale", "cost", "act", "enter", "exit", "share"}
)
_FRAME_KEYS: Final = frozenset({"class", "event", "pays", "paid", "factor"})
Tense = Literal["base", "present", "past", "participle", "gerund"]


class LexiconError(ValueError):
    """A data file of the reader is malformed; ``key`` names the entry."""

    def __init__(self, key: str, detail: str) -> None:
        self.key = key
        super().__init__(f"{key}: {detail}")


@dataclass(frozen=True, slots=True)
class VerbFrame:
    """One verb lemma's frame (see ``data/verbs.json`` for what each field means)."""

    lemma: str
    cls: str
    event: str
    pays: bool
    paid: bool
    factor: Fraction | None


@dataclass(frozen=True, slots=True)
class VerbForm:
    """A surface form of a known verb: its frame and its tense."""

    frame: VerbFrame
    tense: Tense


def _data(name: str) -> Any:
    text = (
        resources.files("generate._read")
        .joinpath("data")
        .joinpath(name)
        .read_text(encoding="utf-8")
    )
    return json.loads(text)


@lru_cache(maxsize=1)
def _classes() -> dict[str, frozenset[str]]:
    raw = _data("words.json")
    if raw.get("format") != "reader-words/1" or not isinstance(raw.get("classes"), dict):
        raise LexiconError("words.json", "expected format reader-words/1 with 'classes'")
    out: dict[str, frozenset[str]] = {}
    for name, members in raw["classes"].items():
        if not isinstance(members, list) or not all(isinstance(m, str) for m in members):
            raise LexiconError(f"words.json: {name}", "a class is a list of strings")
        out[name] = frozenset(members)
    return out


def is_person_noun(word: str) -> bool:
    """Whether ``word`` names people, singular or plural ("cousin", "cousins", "children")."""
    people = words("person_noun")
    return word in people or singular(word) in people


def people_in_part(value: int | Fraction | None, unit: str) -> bool:
    """Whether an amount counts people in part ("3.5 brothers", "12.5 students"): people are
    counted whole, which the reader refuses and the pipeline sends the parser's reading of
    to the reader for ("1 1/2 pies" may be parts; which things may is not listed). The
    value's type is looked at first: most are ints."""
    return (
        value is not None
        and type(value) is not int
        and Fraction(value).denominator != 1
        and is_person_noun(unit)
    )


@cache
def words(name: str) -> frozenset[str]:
    """The members of closed class ``name`` (``KeyError`` for an unknown class: a bug).

    Memoized (the class names are a closed set) so that a call, made about a hundred
    times per problem, is one C-level cache hit instead of a Python frame.
    """
    return _classes()[name]


@cache
def comparatives(name: str) -> dict[str, str | None]:
    """Comparative class ``name`` of words.json ("comparative_more", "comparative_fewer"):
    word -> the attribute it compares ("taller" -> "height"), or ``None`` ("more")."""
    out: dict[str, str | None] = {}
    for entry in sorted(words(name)):
        word, _, attribute = entry.partition(" / ")
        out[word] = attribute or None
    return out


@cache
def category_members(unit: str) -> frozenset[str] | None:
    """The kinds (as noun keys) a category noun counts ("fruits": apples, oranges, ...;
    `category_member` in words.json, animals the `animal_noun` class); ``None`` for a
    noun that is no category."""
    category = noun_key(unit)
    if category == noun_key("animals"):
        return frozenset(noun_key(word) for word in words("animal_noun"))
    for entry in words("category_member"):
        name, _, kinds = entry.partition(" / ")
        if noun_key(name) == category:
            return frozenset(noun_key(kind) for kind in kinds.split(" "))
    return None


def is_compound(first: str, last: str) -> bool:
    """Whether ``first`` and ``last`` ("hot", "dogs") make a two-word noun whose last word
    names another thing (the `compound_noun` class: "a hot dog" is no dog)."""
    return first in compound_heads() and f"{first} {singular(last)}" in words("compound_noun")


@cache
def compound_heads() -> frozenset[str]:
    """The first words of the `compound_noun` class: only after one is a join looked up."""
    return frozenset(compound.partition(" ")[0] for compound in words("compound_noun"))


def compounds_ending_in(noun: str) -> list[str]:
    """The joined two-word nouns ("teddy-bear", "teddy-bears") whose last word is ``noun``
    ("bears")."""
    return _compound_tails().get(singular(noun), [])


@cache
def _compound_tails() -> dict[str, list[str]]:
    tails: dict[str, list[str]] = {}
    for compound in sorted(words("compound_noun")):
        first, _, last = compound.partition(" ")
        tails.setdefault(last, []).extend((f"{first}-{last}", f"{first}-{plural(last)}"))
    return tails


@lru_cache(maxsize=4096)
def kinds_may_overlap(one: str, other: str) -> bool:
    """Whether a count of ``one`` (the noun asked) may hold some of what ``other`` counts:
    an animal and its young, or its young and a breed or kind of it, either way ("sheep"
    and "lambs", "puppies" and "poodles": `young_of` and `category_member`); a thing and a
    kind of it (`kind_of`: "horses" asked beside "ponies") or a word and a word made of it
    ("balls" beside "basketballs"), one way: the kind asked beside the thing is the kind's
    own count. (Kinds of `kind_of` are no category: "How many horses?" asks no cows.)"""
    a, b = noun_key(one.rsplit(" ", maxsplit=1)[-1]), noun_key(other.rsplit(" ", maxsplit=1)[-1])
    if a == b:
        return False
    if _closed_compound(b, a) or a in _kinds().get(b, ()):
        return True  # ("How many balls?" beside "basketballs", "horses" beside "ponies")
    overlapping = _young_kinds()
    return b in overlapping.get(a, ()) or a in overlapping.get(b, ())


def _closed_compound(longer: str, shorter: str) -> bool:
    """Whether ``longer`` is a word made of another word and ``shorter`` ("basketball",
    "ball"; "sailboat", "boat"), which may be a kind of it: a count of the one may hold the
    other. The words that are no kind of their last part are listed (`closed_no_kind`: a
    "starfish" is no fish); any other is taken to be one, so an unlisted one refuses. Units
    of measure are not counted things ("teaspoons" and "spoons" are read as units)."""
    return (
        len(shorter) >= 3
        and len(longer) - len(shorter) >= 3
        and longer.endswith(shorter)
        and not is_compound(longer[: -len(shorter) - 1], shorter)  # ("a guinea pig" is no pig)
        and longer not in words("closed_no_kind")  # ("a starfish" is no fish)
        and _no_measure(longer)
        and _no_measure(shorter)
    )


def _no_measure(noun: str) -> bool:
    return unit_table().lookup(noun) is None


@cache
def _kinds() -> dict[str, frozenset[str]]:
    """Each kind's key (`kind_of`), with the key of what it is a kind of."""
    out: dict[str, frozenset[str]] = {}
    for entry in sorted(words("kind_of")):
        thing, _, kinds = entry.partition(" / ")
        for kind in kinds.split(" "):
            key = noun_key(kind)
            out[key] = out.get(key, frozenset()) | {noun_key(thing)}
    return out


@cache
def _young_kinds() -> dict[str, frozenset[str]]:
    """Each young noun's key, with the keys of its animal and of the animal's kinds."""
    out: dict[str, frozenset[str]] = {}
    for entry in sorted(words("young_of")):
        adult, _, young = entry.partition(" / ")
        kinds = category_members(adult) or frozenset()
        key = noun_key(young)
        out[key] = out.get(key, frozenset()) | {noun_key(adult)} | kinds
    return out


def _frame(lemma: str, raw: object) -> VerbFrame:
    where = f"verbs.json: {lemma}"
    if not isinstance(raw, dict) or not set(raw) <= _FRAME_KEYS or "class" not in raw:
        raise LexiconError(where, f"a frame has 'class' and only keys from {sorted(_FRAME_KEYS)}")
    cls = raw["class"]
    if cls not in VERB_CLASSES:
        raise LexiconError(where, f"class must be one of {sorted(VERB_CLASSES)}")
    factor = raw.get("factor")
    if (factor is None) != (cls != "scale"):
        raise LexiconError(where, "exactly the scale verbs have a factor")
    return VerbFrame(
        lemma=lemma,
        cls=cls,
        event=str(raw.get("event", lemma)),
        pays=bool(raw.get("pays", False)),
        paid=bool(raw.get("paid", False)),
        factor=None if factor is None else Fraction(str(factor)),
    )


_TAGS: Final[dict[str, Tense]] = {
    "VB": "base",
    "VBP": "base",
    "VBZ": "present",
    "VBD": "past",
    "VBN": "participle",
    "VBG": "gerund",
}


@lru_cache(maxsize=1)
def _verbs() -> dict[str, VerbForm]:
    raw = _data("verbs.json")
    if raw.get("format") != "reader-verbs/1" or not isinstance(raw.get("verbs"), dict):
        raise LexiconError("verbs.json", "expected format reader-verbs/1 with 'verbs'")
    forms: dict[str, VerbForm] = {}
    for lemma, entry in raw["verbs"].items():
        frame = _frame(lemma, entry)
        inflections: dict[str, tuple[str, ...]] = getAllInflections(lemma, upos="VERB")
        surfaces: list[tuple[str, Tense]] = [(lemma, "base")]
        for tag, tense in _TAGS.items():
            surfaces.extend((s, tense) for s in inflections.get(tag, ()))
        for surface, tense in surfaces:
            previous = forms.get(surface)
            if previous is not None and previous.frame.lemma != lemma:
                raise LexiconError(
                    f"verbs.json: {lemma}",
                    f"{surface!r} is also a form of {previous.frame.lemma!r}",
                )
            if previous is None or (tense == "past" and previous.tense == "participle"):
                forms[surface] = VerbForm(frame, tense)
    return forms


@lru_cache(maxsize=16)
def events_of(cls: str) -> frozenset[str]:
    """The event groups of the verbs of class ``cls`` ("gain": win, find, earn, ...)."""
    return frozenset(form.frame.event for form in _verbs().values() if form.frame.cls == cls)


@lru_cache(maxsize=1)
def _phrasal() -> dict[tuple[str, str], VerbFrame]:
    raw = _data("verbs.json").get("phrasal", {})
    if not isinstance(raw, dict):
        raise LexiconError("verbs.json: phrasal", "expected an object of 'lemma particle' keys")
    out: dict[tuple[str, str], VerbFrame] = {}
    for key, entry in raw.items():
        lemma, _, particle = key.partition(" ")
        if (
            not particle
            or " " in particle
            or lemma not in {f.frame.lemma for f in _verbs().values()}
        ):
            raise LexiconError(f"verbs.json: phrasal {key}", "a known lemma, then one particle")
        out[(lemma, particle)] = _frame(key, entry)
    return out


def phrasal_frame(lemma: str, particle: str) -> VerbFrame | None:
    """The frame a verb takes with a particle after it ("drop out": leave, not lose)."""
    return _phrasal().get((lemma, particle))


@lru_cache(maxsize=8192)
def verb_form(word: str) -> VerbForm | None:
    """The frame and tense of a lowercase surface form, if it is a known verb (memoized:
    it is asked of most words of a clause, and a hit costs no Python frame)."""
    return _verbs().get(word)


@lru_cache(maxsize=1)
def _participles() -> frozenset[str]:
    raw = _data("verbs.json")["verbs"]
    return frozenset(
        surface for lemma in raw for surface in getAllInflections(lemma, upos="VERB").get("VBN", ())
    )


def is_participle(word: str) -> bool:
    """Whether ``word`` is a known verb's participle, whatever else it is ("read", "put":
    their plain form too), so that "has read 20 pages" is a perfect."""
    return word in _participles()


_TENSE_OF_TAG: Final = {**_TAGS}


@lru_cache(maxsize=8192)
def activity_form(word: str, after_aux: bool = False) -> VerbForm | None:
    """Any other English verb form as an activity ("grades 30 papers", "mows 4 lawns").

    An activity is only counted ("How many papers did she grade?"), never
    held: it changes no holding, so a question about a holding that an
    activity's amount would touch is refused by the unused-amount guard.
    Words that are more often nouns or adjectives in their plain form need
    a past or "-s" form to be read as verbs.
    """
    if (
        word in _verbs()
        or not word.isalpha()
        or word in words("stop")
        or word in words("auxiliary")
    ):
        return None
    lemmas = _lemmas(word)
    verbs = lemmas.get("VERB")
    if not verbs:
        return None
    lemma = word if after_aux and word in verbs else verbs[0]
    # ("do the chickens lay": after an auxiliary the plain form, "lay", not "lie")
    inflections = _verb_inflections(lemma)
    tense: Tense | None = None
    for tag, forms in inflections.items():
        if word in forms and tag in _TAGS:
            tense = _TAGS[tag]
            if tense == "past":
                break
    if word == lemma:
        tense = "base"
    if tense is None:
        return None
    if tense == "base" and ("NOUN" in lemmas or "ADJ" in lemmas) and not after_aux:
        return None
    return VerbForm(activity_frame(lemma), tense)


def activity_frame(lemma: str) -> VerbFrame:
    """The frame of a verb read as an activity: counted, never held."""
    return VerbFrame(lemma, "act", lemma, False, False, None)


def any_verb_form(word: str) -> VerbForm | None:
    """The word as a verb of verbs.json, or else as any activity, read where a verb stands
    (after an auxiliary, so a plain form that is also a noun counts)."""
    return verb_form(word) or activity_form(word, True)


def gerund_form(word: str) -> VerbForm | None:
    """The word as the "-ing" form of a verb ("reading", "tutoring"), else ``None``."""
    form = any_verb_form(word) if word.endswith("ing") else None
    return form if form is not None and form.tense == "gerund" else None


@lru_cache(maxsize=8192)
def pos_of(word: str) -> frozenset[str]:
    """The parts of speech lemminflect knows for a lowercase word (NOUN, VERB, ADJ, ...),
    with NOUN added for the few nouns its lemmas list as verbs only ("bars", "tins":
    ``verb_only_noun`` in words.json), which would otherwise end a phrase as a verb."""
    found = frozenset(_lemmas(word))
    if "NOUN" not in found:
        nouns = words("verb_only_noun")
        if word in nouns or (word.endswith("s") and word[:-1] in nouns):
            return found | {"NOUN"}
        first, dash, last = word.partition("-")
        if dash and is_compound(first, last):
            return found | {"NOUN"}  # ("hot-dogs", as the reader joins "hot dogs")
    return found


@lru_cache(maxsize=8192)
def _lemmas(word: str) -> Mapping[str, tuple[str, ...]]:
    """lemminflect's lemmas of ``word`` by part of speech (read-only), looked up once per
    word for ``pos_of`` and both ``activity_form`` calls: lemminflect deep-copies its
    table entries on every call, the bulk of the first reading of a word."""
    lemmas: dict[str, tuple[str, ...]] = getAllLemmas(word)
    return lemmas


def is_inflected_verb(word: str) -> bool:
    """Whether ``word`` is a past form of a verb ("went", "popped", "spoiled"; not "trading",
    "parking"): after a number it tells what the counted things did ("6 went bad"), not what
    they are."""
    for lemma in _lemmas(word).get("VERB", ()):
        forms = _verb_inflections(lemma)
        if word != lemma and (word in forms.get("VBD", ()) or word in forms.get("VBN", ())):
            return True
    return False


@lru_cache(maxsize=4096)
def _verb_inflections(lemma: str) -> Mapping[str, tuple[str, ...]]:
    """lemminflect's verb forms of ``lemma`` by Penn tag (read-only), once per lemma: the
    forms of one verb ("bake", "bakes", "baked") share them."""
    inflections: dict[str, tuple[str, ...]] = getAllInflections(lemma, upos="VERB")
    return inflections


@lru_cache(maxsize=8192)
def can_be_noun(word: str) -> bool:
    """Whether ``word`` may be a noun, plurals included that lemminflect lists only as verbs
    ("bars", "lines"): their singular is a noun."""
    if "NOUN" in pos_of(word):
        return True
    for stem in (word[:-1], word[:-2]) if word.endswith("s") else ():
        if stem and "NOUN" in pos_of(stem):
            return True
    return False


@lru_cache(maxsize=1)
def _names() -> dict[str, Gender]:
    text = (
        resources.files("generate")
        .joinpath("data")
        .joinpath("given_names.json")
        .read_text(encoding="utf-8")
    )
    raw = json.loads(text)
    out: dict[str, Gender] = {}
    genders: tuple[tuple[str, Gender], ...] = (("female", "f"), ("male", "m"), ("neutral", "n"))
    for key, gender in genders:
        for name in raw.get(key, ()):
            out.setdefault(name.lower(), gender)
    # A name listed both female and male is neutral: the text must decide.
    female = {n.lower() for n in raw.get("female", ())}
    male = {n.lower() for n in raw.get("male", ())}
    for name in female & male:
        out[name] = "n"
    for name in raw.get("english_unisex", ()):
        out[name.lower()] = "n"  # "Alex", "Sam": given to girls and boys alike
    return out


def name_gender(word: str) -> Gender | None:
    """The usual gender of a given name (lowercase), ``None`` if it is no listed name."""
    return _names().get(word)
