"""ADR-0115 Phase 1.3: word problem text -> ``MathProblemGraph``, or a typed refusal.

The parser is a small deterministic grammar, not a statistical model: every
sentence that could change an amount is either read completely or the whole
text is refused with a ``ParseError`` whose ``reason`` says why. A wrong graph
would make the solver answer confidently and wrongly; a refusal is a correct
result.

Pipeline: size and type checks; tokens and sentences (``_parse_tokens``);
the one question must be the last sentence; out-of-scope triggers (rates,
comparatives, conditionals) are refused before reading; every statement that
has a number, a verb of the verb table or a "$" is read by the statement
grammar (``_parse_clauses``) into a ``Discourse``; other sentences are scene
setting and are skipped (the people they name are registered, so a later
pronoun cannot land on the wrong person), unless they may speak of an amount
(``_parse_scene``: a counted unit, "all"/"them"/"left", a possessive over a
thing), which is checked with the scene clauses and fronted phrases the
grammar skipped once the final units are known; the question
(``_parse_question``) gives the unknown; the graph is assembled and checked.

Work is linear in the text length: one regex pass, one pass per sentence,
and checks over sets.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from generate._nouns import noun_key
from generate._parse_clauses import Statement
from generate._parse_discourse import MAX_UNIT_WORDS, Discourse
from generate._parse_errors import REASONS, ParseError, Reason
from generate._parse_lexicon import given_name, verb_surfaces
from generate._parse_numbers import NUMBER_WORDS, glued_letters, noun_forms, singular_unit
from generate._parse_question import Asked, Question
from generate._parse_scene import english_word, scene_refusal
from generate._parse_tokens import Tokens, sentences, tokenize
from generate._parse_words import (
    COMPARATIVE,
    CONDITIONAL,
    DAYS_MONTHS,
    PEOPLE_NOUNS,
    PLACE_PREPOSITIONS,
    RATE,
    STOP,
)
from generate._read.lexicon import can_be_noun, pos_of, words
from generate._read.lexicon import words as word_class
from generate.math_problem_graph import (
    InitialPossession,
    MathGraphError,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
)
from generate.math_units import COUNT, ConversionError, unit_table

__all__ = [
    "MAX_INPUT_CHARS",
    "REASONS",
    "ParseError",
    "ParsedProblem",
    "Reason",
    "SourceSpan",
    "parse_problem",
    "parse_with_provenance",
    "singular_unit",
]

MAX_INPUT_CHARS: Final = 100_000
"""Texts with ``len(text) > MAX_INPUT_CHARS`` (Python characters) are refused unread."""

_TERMINATORS: Final = frozenset(".?!")
_CONTRACTED_WILL: Final = re.compile(r"['\u2019][lL][lL]\b")
"""A "'ll" contraction ("he'll buy") anywhere: then statements are checked for it."""
_ONE_PERSON: Final = frozenset(
    word
    for word in PEOPLE_NOUNS
    if not word.endswith("s") and word not in ("children", "family", "team", "class")
)
"""Nouns for one person: in a skipped sentence ("Her sister is hungry.") that person
may be the "she" of a later sentence, so the text is refused."""
_MAX_SCENE_NAMES: Final = 64
"""Capitalized words that scene-setting sentences of one problem may hold (a word
problem names a handful of people); beyond that the text is refused."""


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """Where a graph item came from: character offsets into the original text."""

    sentence_index: int
    start: int
    end: int
    verb: str

    def as_json(self) -> dict[str, Any]:
        return {
            "sentence_index": self.sentence_index,
            "start": self.start,
            "end": self.end,
            "verb": self.verb,
        }


@dataclass(frozen=True, slots=True)
class ParsedProblem:
    """A graph and, per graph item in the same order, the clause that produced it."""

    graph: MathProblemGraph
    initial: tuple[SourceSpan, ...]
    operations: tuple[SourceSpan, ...]
    question: SourceSpan

    def as_json(self) -> dict[str, Any]:
        """JSON-ready form: the graph's ADR-0115 form and the spans."""
        return {
            "graph": self.graph.as_json(),
            "initial": [span.as_json() for span in self.initial],
            "operations": [span.as_json() for span in self.operations],
            "question": self.question.as_json(),
        }


@dataclass(slots=True)
class _Read:
    tokens: Tokens
    spans: list[tuple[int, int]]
    discourse: Discourse
    graph: MathProblemGraph
    asked: Asked
    question_index: int


def parse_problem(text: str) -> MathProblemGraph:
    """Parse ``text`` into a graph; raises ``ParseError`` (or ``TypeError`` for a non-str)."""
    return _read(text).graph


def parse_with_provenance(text: str) -> ParsedProblem:
    """Like ``parse_problem``, with the source clause of every graph item."""
    read = _read(text)
    tokens = read.tokens
    firsts = [first for first, _ in read.spans]

    def span(first: int, end: int, verb: str) -> SourceSpan:
        last = end - 1
        return SourceSpan(
            bisect_right(firsts, first) - 1,
            tokens.start[first],
            tokens.start[last] + len(tokens.text[last]),
            verb,
        )

    discourse = read.discourse
    first, end = read.spans[read.question_index]
    return ParsedProblem(
        graph=read.graph,
        initial=tuple(span(h.first, h.end, h.verb) for h in discourse.initial),
        operations=tuple(span(e.first, e.end, e.verb) for e in discourse.events),
        question=span(first, end, read.asked.verb),
    )


# -- reading ------------------------------------------------------------------


def _sentence_text(text: str, tokens: Tokens, first: int, end: int) -> str:
    last = end - 1
    return text[tokens.start[first] : tokens.start[last] + len(tokens.text[last])]


def _content_end(tokens: Tokens, first: int, end: int) -> int:
    while end > first and tokens.text[end - 1] in _TERMINATORS:
        end -= 1
    return end


@lru_cache(maxsize=1)
def _triggers() -> frozenset[str]:
    """Words that make a sentence one that could change an amount."""
    return frozenset(verb_surfaces()) | NUMBER_WORDS | {"$", "dozen", "half", "pair"}


def _relevant(words: set[str]) -> bool:
    """Whether a sentence (its set of words) has a number, a verb of the table or a "$"."""
    if not _triggers().isdisjoint(words):
        return True
    for word in words:
        if word[0].isdigit() or ("-" in word and word.split("-", 1)[0] in NUMBER_WORDS):
            return True
    return False


_SCOPE_WORDS: Final = CONDITIONAL | RATE | COMPARATIVE | {"%", "as"}


def _scope(words: set[str]) -> None:
    """Refuse the out-of-scope families by their trigger words, most specific first."""
    if _SCOPE_WORDS.isdisjoint(words):
        return
    if not CONDITIONAL.isdisjoint(words):
        raise ParseError("out_of_scope_conditional", "conditionals are out of scope")
    if not RATE.isdisjoint(words) or "%" in words:
        raise ParseError("out_of_scope_rate", "rates are out of scope")
    if not COMPARATIVE.isdisjoint(words) or (
        "as" in words and ("many" in words or "much" in words)
    ):
        raise ParseError("out_of_scope_comparative", "comparisons are out of scope")


def _question_spans(tokens: Tokens, spans: list[tuple[int, int]]) -> list[int]:
    """Indices of the sentences holding a "?" (one scan of the source in the common case)."""
    count = tokens.source.count("?")
    if count == 0:
        return []
    if count == 1:
        first, end = spans[-1]
        if "?" in tokens.text[first:end]:
            return [len(spans) - 1]
    text = tokens.text
    return [k for k, (first, end) in enumerate(spans) if "?" in text[first:end]]


def _read(text: str) -> _Read:
    if not isinstance(text, str):
        raise TypeError(f"parse_problem() expects a str, got {type(text).__name__}")
    if len(text) > MAX_INPUT_CHARS:
        raise ParseError(
            "input_too_large", f"{len(text)} characters exceed the limit of {MAX_INPUT_CHARS}"
        )
    if not text.strip():
        raise ParseError("empty_input", "the text is empty")
    tokens = tokenize(text)
    spans = sentences(tokens)
    questions = _question_spans(tokens, spans)
    last = len(spans) - 1
    if not questions and tokens.low[spans[last][0]] == "how":
        questions = [last]
    if not questions:
        raise ParseError("no_question", "the text asks nothing")
    if len(questions) > 1:
        raise ParseError("multiple_questions", f"the text asks {len(questions)} questions")
    if questions[0] != last:
        raise ParseError("no_question", "the question must be the last sentence")
    _check_glued(text, tokens, spans)

    discourse = Discourse()
    discourse.contracted_will = ("'" in text or "\u2019" in text) and (
        _CONTRACTED_WILL.search(text) is not None
    )
    low = tokens.low
    skipped: list[int] = []
    for index in range(last):
        first, end = spans[index]
        stop = _content_end(tokens, first, end)
        try:
            words = set(low[first:stop])
            if first == stop or not _relevant(words):
                skipped.append(index)
                _register_names(tokens, first, stop, discourse)
                continue
            _scope(words)
            if "free" in words:
                # "buys 4 pens and gets 1 free": the free one is an amount no frame reads
                raise ParseError("unsupported_sentence", "'free' is not read")
            if "into" in words and not _MADE_INTO.isdisjoint(words):
                # "bakes 3 eggs into a cake": the eggs are used up, not gained
                raise ParseError("unsupported_sentence", "something made into another thing")
            untold = words & word_class("count_event_word")
            if untold and not any(w[0].isdigit() or w in NUMBER_WORDS for w in words):
                # "She gets a tip.", "Her grandma sends her a check.": a change of money or
                # of a rate whose amount is not told, which a thing of its own would hide
                raise ParseError(
                    "unsupported_sentence", f"{sorted(untold)[0]!r}: an untold change of an amount"
                )
            Statement(tokens, first, stop, discourse).parse(words)
        except ParseError as exc:
            raise exc.located(index, _sentence_text(text, tokens, first, end)) from None

    first, end = spans[last]
    stop = _content_end(tokens, first, end)
    try:
        _scope(set(low[first:stop]))
        _past_timed_holding(low, spans, last)
        asked = Question(tokens, first, stop, discourse).parse()
        graph = _assemble(discourse, asked)
    except ParseError as exc:
        raise exc.located(last, _sentence_text(text, tokens, first, end)) from None
    _check_skipped(text, tokens, spans, skipped, graph, discourse)
    _check_unvalued_money(graph)
    _check_contests(low, spans, graph)
    return _Read(tokens, spans, discourse, graph, asked, last)


def _check_contests(low: list[str], spans: list[tuple[int, int]], graph: MathProblemGraph) -> None:
    """Refuse "Mia has 20 marbles. She wins 2 games.", "She gets 2 tips.": a count of
    contests or gains of untold size (contest_word) told beside another thing asked, as
    the reader's ``question.contest`` does ("bought a game for $7", no count, is a thing)."""
    contests = word_class("contest_word")
    asked = graph.unknown.unit.split(" ")[-1]
    for first, end in spans[:-1]:
        for k in range(first + 1, end):
            if (
                low[k] in contests
                and noun_key(low[k]) != noun_key(asked)
                and (low[k - 1][:1].isdigit() or low[k - 1] in NUMBER_WORDS)
            ):
                raise ParseError(
                    "unsupported_question", f"{low[k]!r} of untold size beside {asked}"
                )


def _check_unvalued_money(graph: MathProblemGraph) -> None:
    """Refuse dollars or cents asked of someone holding or changing money the units pack
    gives no worth of ("Sam has $20 and 5 euros.", "She finds a coin."): the reader's
    ``question.unvalued_money``, so that neither reading leaves it out of the sum."""
    if graph.unknown.unit not in ("dollars", "cents"):
        return
    entity = graph.unknown.entity
    units = [p.quantity.unit for p in graph.initial_state if p.entity == entity]
    units += [op.operand.unit for op in graph.operations if op.operand is not None]
    unvalued = word_class("unvalued_money")
    for unit in units:
        if unit.split(" ")[-1] in unvalued:  # ("gold coins": coins, of a kind)
            raise ParseError(
                "unsupported_question", f"money asked beside {unit}, whose worth is not said"
            )


_DAY_PARTS: Final = frozenset({"morning", "afternoon", "evening", "night", "week", "month", "year"})


def _past_timed_holding(low: list[str], spans: list[tuple[int, int]], last: int) -> None:
    """Refuse a present question ("How many does she have now?") right after a holding told
    as it was at a past time ("Jess had 17 marbles on Tuesday", "this morning", "at noon"):
    what she has since is not said (a story that goes on from it, "Today he eats 2", is)."""
    first, end = spans[last]
    question = low[first:end]
    if last == 0 or not (
        "now" in question or any(w in question for w in ("does", "do", "is", "are"))
    ):
        return
    for index in (last - 1,):
        a, b = spans[index]
        sentence = low[a:b]
        if "had" not in sentence:
            continue
        for k, word in enumerate(sentence):
            nxt = sentence[k + 1] if k + 1 < len(sentence) else ""
            if (
                word == "yesterday"
                or (word in ("on", "last", "this") and (nxt in DAYS_MONTHS or nxt in _DAY_PARTS))
                or (word == "at" and nxt in ("noon", "midnight", "lunch", "breakfast", "dinner"))
                or (
                    word == "in"
                    and nxt == "the"
                    and k + 2 < len(sentence)
                    and sentence[k + 2] in _DAY_PARTS
                )
            ):
                raise ParseError(
                    "unsupported_sentence",
                    f"a holding told as it was '{word} {nxt}'; the question asks about now",
                )


def _check_glued(text: str, tokens: Tokens, spans: list[tuple[int, int]]) -> None:
    """Refuse a number with letters glued to it ("10k", "5x", "5m"): see ``glued_letters``."""
    glued = glued_letters(text)
    if glued is None:
        return
    offset, lexeme = glued
    token = bisect_right(tokens.start, offset) - 1
    index = bisect_right([first for first, _ in spans], token) - 1
    first, end = spans[index]
    raise ParseError(
        "number_unreadable",
        f"{lexeme!r} has letters glued to the number: not an amount as written",
        index,
        _sentence_text(text, tokens, first, end),
    )


def _spent_like_money(unit: str) -> bool:
    """Whether a unit is spent like money ("tickets", "gold coins"; currency_noun)."""
    return unit.rsplit(" ", 1)[-1] in words("currency_noun")


def _is_package(unit: str) -> bool:
    """A unit counting packages or groups ("bags", "boxes of fruit", "pairs"), whose contents
    the count does not say (the reader's closed class, defined once in its words.json)."""
    head = unit.split(" of ", 1)[0].rsplit(" ", 1)[-1]
    return singular_unit(head) in words("package_noun")


_MADE_INTO: Final = frozenset(
    ["bake", "bakes", "baked", "make", "makes", "made", "turn", "turns", "turned", "cook", "cooks"]
)
"""Verbs that, with "into", use a thing up to make another ("bakes 3 eggs into a cake")."""
_WORKED_ON: Final = frozenset(["fold", "paint", "cook", "draw", "color", "wash", "iron"])
"""Verbs the table reads as making things that, on things already held, only work on them."""


def _is_category(unit: str) -> bool:
    """A unit naming a kind of things ("pets", "fruits", "items"), which may cover other units
    (the reader's closed class, defined once in its words.json)."""
    head = unit.split(" of ", 1)[0].rsplit(" ", 1)[-1]
    return singular_unit(head) in words("category_noun")


def _assemble(discourse: Discourse, asked: Asked) -> MathProblemGraph:
    """Build the graph, after the checks the grammar cannot make sentence by sentence."""
    unit = asked.unit
    if unit is None:
        if asked.entity is not None:
            units = {h.unit for h in discourse.initial if h.entity == asked.entity}
            units |= {e.unit for e in discourse.events if asked.entity in (e.actor, e.target)}
        else:
            units = {h.unit for h in discourse.initial} | {e.unit for e in discourse.events}
        if len(units) != 1:
            raise ParseError("ambiguous_unit", "the question does not say what to count")
        unit = units.pop()
    if unit.count(" ") >= MAX_UNIT_WORDS:
        raise ParseError("unsupported_question", "the asked unit is too long a phrase")
    if asked.container is not None and asked.entity is not None:
        inside = discourse.containers.get((asked.entity, asked.container), set())
        if unit not in inside:
            # "Ivo has 9 pears. How many pears are in Ivo's bag?": the bag was never
            # said to hold them; the holding may be anywhere.
            raise ParseError(
                "unsupported_question",
                f"the text never says that {asked.entity}'s {asked.container} holds {unit}",
            )
    units = {h.unit for h in discourse.initial} | {e.unit for e in discourse.events} | {unit}
    heads: dict[str, str] = {}
    for name in units:
        for form in noun_forms(name):
            heads[form] = name
    for name in units:
        pieces = name.split(" ")
        head = singular_unit(pieces[-1])
        if "VERB" in pos_of(head) and not can_be_noun(head) and "ADJ" not in pos_of(head):
            # "He found 2 and 4 disappeared.": "4 disappeared" is a clause, not 4 things
            raise ParseError("unsupported_sentence", f"{name!r}: a verb read as what is counted")
        if pieces[0] in ("st", "nd", "rd", "th", "s", "am", "pm"):
            # "9th pencils", "7s stickers": an ordinal, a decade or a time is no amount
            raise ParseError(
                "number_unreadable", f"{name!r}: letters glued to a number are no amount"
            )
        for k in range(1, len(pieces)):
            suffix = " ".join(pieces[k:])
            if suffix in units:
                raise ParseError("ambiguous_unit", f"{suffix!r} and {name!r} may be one thing")
        for word in pieces[:-1]:
            if word in heads:
                raise ParseError(
                    "ambiguous_unit", f"{name!r} may be made of or contain {heads[word]!r}"
                )
    for measure, substance in discourse.measures.items():
        head = substance.rsplit(" ", 1)[-1]
        if head in heads and heads[head] != measure:
            raise ParseError(
                "ambiguous_unit", f"'{measure} of {substance}' does not say how many {head}"
            )
    surfaces = verb_surfaces()
    for event in discourse.events:
        entry = surfaces.get(event.verb.lower())
        if (
            entry is not None
            and entry.lemma in _WORKED_ON
            and any(h.entity == event.actor and h.unit == event.unit for h in discourse.initial)
        ):
            # "Tom has 10 shirts. He folds 3 shirts.": folding makes no new shirts
            raise ParseError(
                "unsupported_sentence",
                f"{event.verb!r} {event.unit} {event.actor} holds: made new, or worked on?",
            )
    if asked.entity is not None and unit not in ("dollars", "cents"):
        held = {h.unit for h in discourse.initial if h.entity == asked.entity} | {
            e.unit for e in discourse.events if asked.entity in (e.actor, e.target)
        }
        if len(held | {unit}) > 1 and any(_is_category(u) for u in held | {unit}):
            # "Tom has 10 cats. He gets 3 more pets.": the cats are pets too
            raise ParseError(
                "ambiguous_unit",
                f"{sorted(u for u in held | {unit} if _is_category(u))[0]!r} may cover"
                f" other things {asked.entity} holds",
            )
        packages = {
            e.unit
            for e in discourse.events
            if asked.entity in (e.actor, e.target) and _is_package(e.unit)
        } | {h.unit for h in discourse.initial if h.entity == asked.entity and _is_package(h.unit)}
        if packages - {unit}:
            # "Tom has 5 apples. He buys 3 bags.": what the bags hold may be what is asked
            raise ParseError(
                "unsupported_question",
                f"{asked.entity}'s {sorted(packages)[0]} may hold {unit} the text does not count",
            )
    traders = discourse.priced
    if unit != "dollars":
        # tickets, tokens, coins are spent like money ("Sam had 15 tickets. He bought a
        # pen."), except by who buys those very things ("bought 2 coins from Leo")
        traders = (
            {e.actor for e in discourse.events if e.actor in traders and e.unit != unit}
            if _spent_like_money(unit)
            else set()
        )
    if unit == "dollars" or _spent_like_money(unit):
        paid = words("paid_outing")
        for event in discourse.events:
            if singular_unit(event.unit.rsplit(" ", 1)[-1]) in paid or event.unit in paid:
                # "Max has $38. He gets a haircut.": what the haircut cost is not said
                raise ParseError("unknown_operand", f"what the {event.unit} cost is not said")
    if asked.entity in traders or (asked.entity is None and traders):
        raise ParseError(
            "unknown_operand",
            f"{', '.join(sorted(traders))} bought or sold at a price the text does not state",
        )
    if asked.entity is not None:
        counted: Iterable[str] = (asked.entity,)
    else:
        counted = discourse.entities if asked.named is None else asked.named
    _measure_mix(discourse, counted, unit)
    if asked.named is not None:
        outside = discourse.holders(unit).difference(asked.named)
        if outside:
            raise ParseError(
                "unsupported_question",
                f"the total leaves out {', '.join(sorted(outside))}, who also hold {unit}",
            )
    if not discourse.entities:
        raise ParseError("unsupported_question", "the text names nobody")
    try:
        return MathProblemGraph(
            discourse.entities,
            [InitialPossession(h.entity, Quantity(h.value, h.unit)) for h in discourse.initial],
            [
                Operation(e.actor, e.kind, Quantity(e.value, e.unit), e.target)
                for e in discourse.events
            ],
            Unknown(asked.entity, unit),
        )
    except MathGraphError as exc:
        raise ParseError("invalid_graph", str(exc)) from None


_SAME_MEASURE: Final = {"calendar": "time"}
"""Dimensions of the units pack that measure one quantity, though no exact factor links
them: "2 weeks and 3 months" of one thing is neither a count of weeks nor of months."""


def _measure_mix(discourse: Discourse, counted: Iterable[str], unit: str) -> None:
    """Refuse a question in one measure unit when the people it counts also hold or
    change another unit of the same dimension ("has 5 feet of rope. She buys 2 yards
    of rope. How many feet of rope does she have?"): the graph keeps units apart, so
    the answer would leave out the yards. A count unit (dozen) is no measure here."""
    people = set(counted)
    units = {h.unit for h in discourse.initial if h.entity in people}
    units.update(e.unit for e in discourse.events if e.actor in people or e.target in people)
    units.discard(unit)
    if not units:
        return
    try:
        table = unit_table()
    except ConversionError as exc:
        raise ParseError(
            "ambiguous_unit",
            f"cannot tell whether {unit!r} and the other units measure one thing: {exc}",
        ) from None
    asked = table.lookup(unit)
    if asked is None or asked.dimension == COUNT:
        return
    dimension = _SAME_MEASURE.get(asked.dimension, asked.dimension)
    for other in sorted(units):
        found = table.lookup(other)
        if found is not None and _SAME_MEASURE.get(found.dimension, found.dimension) == dimension:
            raise ParseError(
                "ambiguous_unit",
                f"{other!r} and {unit!r} measure the same {dimension}; the answer in"
                f" {unit} would leave out the {other}",
            )


def _register_names(tokens: Tokens, first: int, stop: int, discourse: Discourse) -> None:
    """Register the people a skipped sentence names ("Priya went to the market."), in
    order of mention, so that a later "she" is not resolved to the only other person.

    A capitalized word is taken for a name unless it is a function word that is no
    listed given name ("Will" is one), a day or month, a dictionary word that is no
    listed given name ("Walking", "Lunch"), or follows a place preposition ("to
    Paris"). A stray non-person entity can only make later references ambiguous (a
    refusal), never change an amount.
    """
    text = tokens.text
    low = tokens.low
    for k in range(first, stop):
        token = text[k]
        if not token[0].isupper() or not token[0].isalpha():
            continue
        discourse.scene_names += 1
        if discourse.scene_names > _MAX_SCENE_NAMES:
            # Keeps a 100 KB text of scene sentences linear: name lookups scan the list.
            raise ParseError(
                "unsupported_sentence",
                f"more than {_MAX_SCENE_NAMES} capitalized words in scene-setting sentences",
            )
        base = token[:-2] if low[k].endswith(("'s", "\u2019s")) else token
        word = base.lower()
        if (
            (word in STOP and not given_name(base))
            or word in DAYS_MONTHS
            or word in ("i", "it", "how", "what", "who", "everyone")
            or (k > first and low[k - 1] in PLACE_PREPOSITIONS)
            or (k > first and text[k - 1][:1].isupper())
            or english_word(base)
        ):
            continue
        discourse.name(base)


def _unnamed_person(tokens: Tokens, first: int, stop: int) -> str | None:
    """ "Her sister is hungry.": an unnamed person (not only a companion "with her
    mom") whom a later pronoun may mean; why the sentence is refused, or ``None``."""
    low = tokens.low
    for k in range(first, stop):
        if low[k] in _ONE_PERSON and "with" not in low[max(first, k - 2) : k]:
            return f"{tokens.text[k]!r} is a person a later pronoun may mean"
    return None


def _check_skipped(
    text: str,
    tokens: Tokens,
    spans: list[tuple[int, int]],
    skipped: list[int],
    graph: MathProblemGraph,
    discourse: Discourse,
) -> None:
    """Nothing skipped may mention what is counted ("Half the apples rot.").

    Checked once the graph is known, so a unit stated only later (or only in
    the question) counts too: skipped sentences, scene clauses ("went to the
    store" in "She went to the store and bought 5 apples") and fronted
    phrases ("At the fair,").
    """
    if not skipped and not discourse.scenes:
        return
    heads: set[str] = set()
    for unit in (
        {p.quantity.unit for p in graph.initial_state}
        | {op.operand.unit for op in graph.operations}
        | {graph.unknown.unit}
    ):
        heads.update(noun_forms(unit))
    if "dollars" in heads:
        heads.update(("money", "cash", "savings"))
    low = tokens.low
    names = frozenset(part.lower() for entity in discourse.entities for part in entity.split())
    asked = graph.unknown.unit
    paid = (
        words("paid_outing") if asked == "dollars" or _spent_like_money(asked) else frozenset()
    )  # ("Max has $38. He watches a movie.": what the outing cost is not said)
    for index in skipped:
        first, end = spans[index]
        stop = _content_end(tokens, first, end)
        # "It" opening "It is a windy day" is expletive; any other "it" may be a holding.
        start = first + 1 if low[first] == "it" else first
        why = scene_refusal(low[start:stop], heads, possessives=True, names=names)
        if why is None and not _ONE_PERSON.isdisjoint(low[first:stop]):
            why = _unnamed_person(tokens, first, stop)
        if why is None and not paid.isdisjoint(low[first:stop]):
            why = "it tells of something that costs money, at a price not said"
        if why is not None:
            raise ParseError(
                "unsupported_sentence",
                f"the sentence says nothing the parser can read, but {why}",
                index,
                _sentence_text(text, tokens, first, end),
            )
    firsts = [first for first, _ in spans]
    for first, end, possessives in discourse.scenes:
        why = scene_refusal(low[first:end], heads, possessives)
        if why is None and not paid.isdisjoint(low[first:end]):
            why = "it tells of something that costs money, at a price not said"
        if why is not None:
            index = bisect_right(firsts, first) - 1
            start, stop = spans[index]
            raise ParseError(
                "unsupported_sentence",
                f"cannot skip {' '.join(tokens.text[first:end])!r}: {why}",
                index,
                _sentence_text(text, tokens, start, stop),
            )
