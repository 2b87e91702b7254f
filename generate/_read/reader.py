"""The reader's driver: sentences in, one quantity graph (or one refusal) out.

- problem := sentence* question
- question := the one sentence with a "?" (or a last sentence opening with
  "how"); an "If ..." clause before or after its "how" is read as a statement.

Sentences with no amount and no event verb are scene setting ("Jill is the
hairdresser of the dance team."): the people they name are registered, and
once the graph is built such a sentence may not mention a unit the graph
counts (it could be an event the reader did not see), or the text is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import EQUAL_ADJECTIVES, SAME_NOUNS, clause_starts, next_time
from generate._read.context import SPENDING, Context
from generate._read.errors import ReadError
from generate._read.guards import (
    closure,
    connected,
    scene_compares,
    scene_may_count,
    scene_takes,
    scene_untold,
    unused_amount,
    verb_of_the_unit,
)
from generate._read.lexicon import (
    Gender,
    any_verb_form,
    category_members,
    events_of,
    is_compound,
    is_participle,
    name_gender,
    pos_of,
    verb_form,
    words,
)
from generate._read.meaning import same_unit
from generate._read.model import Model
from generate._read.phrases import PRONOUNS
from generate._read.purchases import unpaid_tender
from generate._read.questions import read_question
from generate._read.references import References
from generate._read.statements import read_statement
from generate._read.stream import Stream
from generate._read.tokens import Token, sentences, tokenize
from generate.math_quantity_graph import QuantityGraph, QuantityGraphError, Relation
from generate.math_units import ConversionError, unit_table

__all__ = ["MAX_INPUT_CHARS", "Reading", "read"]

MAX_INPUT_CHARS: Final = 100_000
_TERMINATORS: Final = frozenset(".?!")
_NUMERIC_WORDS: Final = frozenset(
    {
        "half",
        "twice",
        "double",
        "triple",
        "thrice",
        "dozen",
        "dozens",
        "quarter",
        "third",
        "percent",
        "%",
        "$",
        "each",
        "per",
        "every",
        "pair",
        "pairs",
        "a",
        "an",
    }
)


@dataclass(frozen=True, slots=True)
class Reading:
    """The graph, and where each of its quantities came from in the text."""

    graph: QuantityGraph
    spans: dict[str, tuple[int, int] | None]
    question: tuple[int, int]


def _closure_of(lows: list[str]) -> tuple[str, frozenset[str]]:
    """What a closure sentence says there is no more of: holdings ("She has no other pens.",
    "There are no other animals ..."), or events of its verbs ("No other books were
    borrowed or returned.": borrowing and returning)."""
    groups: set[str] = set()
    for word in lows:
        form = any_verb_form(word)
        if form is None or word in words("be"):
            continue
        if form.frame.cls == "hold":
            return "hold", frozenset()  # ("She has no other pens.")
        groups.add(form.frame.event)
    if not groups or lows[0] == "there":
        return "hold", frozenset()
    return "event", frozenset(groups)


def _may_be_verb(low: str) -> bool:
    """Whether a word may be a sentence's verb (any verb the lexicon or lemminflect knows)."""
    return (
        low in words("be")
        or low in words("auxiliary")
        or verb_form(low) is not None
        or "VERB" in pos_of(low)
        or "AUX" in pos_of(low)
    )


def _has_amount(tokens: list[Token], first: int, end: int) -> bool:
    numbers = words("number_word")
    for k in range(first, end):
        t = tokens[k]
        low = t.low
        if (
            k + 1 < end
            and (
                (low == "as" and tokens[k + 1].low in EQUAL_ADJECTIVES)
                or (low in ("same", "equal") and tokens[k + 1].low in SAME_NOUNS)
            )
            and any(u.low == "as" for u in tokens[k + 2 : end])
        ):
            return True  # ("as many marbles as Mia", "the same number of marbles as Mia": 1x)
        if (
            low[:1].isdigit()
            or low in numbers
            or low in ("$", "%", "half", "twice", "double", "dozen", "triple", "quarter", "thrice")
        ):
            return True
        if "-" in low and low.split("-", 1)[0] in numbers:
            return True
        form = verb_form(low)
        if form is not None and form.frame.cls in ("gain", "lose", "give", "receive", "scale"):
            return True
    return False


_PONDERED: Final = frozenset({"how", "which", "what"})
_TOLD_INSIDE: Final = frozenset(
    {"after", "since", "now", "when", "before", "once", "because", "until", "if", "and", "but"}
    | {"so", "while", "then", "that", "as"}
)
"""Words that open a second clause inside the asking ("after she lost some", "now that her
brother took a few", "since her dog chewed up some"), which may tell an event."""
"""What an asked clause opens with ("whether he lost some" may tell of an event, and is read)."""


def _ponders(tokens: list[Token], first: int, end: int) -> int | None:
    """ponder := scene PONDER_PHRASE ("how" | "which" | "what") ...

    Whether the sentence, with no number anywhere, asks itself a question rather than
    telling ("Beth is looking at her books and is wondering how many comics she owns"):
    what comes before the phrase must be a scene the guards let pass, and what comes
    after it one clause that tells nothing, however its verbs read. Returns where the
    phrase starts, or ``None``. (Found from the asking word back, so a sentence with no
    "how", "which" or "what" costs one pass over its words.)"""
    lows = [t.low for t in tokens[first:end]]
    for j in range(2, len(lows)):
        if lows[j] not in _PONDERED:
            continue
        for size in (1, 2, 3, 4):
            k = j - size
            if k < 1:
                break
            if " ".join(lows[k:j]) not in words("ponder_phrase"):
                continue
            if _numbered(tokens, first, end) or set(lows[j:]) & (_TOLD_INSIDE | words("left_word")):
                return None  # ("... how many comics she has after she lost some": an event)
            before = lows[:k]
            if (
                scene_untold(before) is None
                and scene_may_count(before) is None
                and not set(before) & words("exchange_word")
            ):
                return first + k
            return None
    return None


def _numbered(tokens: list[Token], first: int, end: int) -> bool:
    """Whether any word of the sentence is a number ("3", "three", "twenty-five", "$")."""
    numbers = words("number_word")
    return any(
        t.low[:1].isdigit()
        or t.low in numbers
        or t.low in ("$", "%")
        or ("-" in t.low and t.low.split("-", 1)[0] in numbers)
        for t in tokens[first:end]
    )


def _content_end(tokens: list[Token], first: int, end: int) -> int:
    while end > first and tokens[end - 1].low in _TERMINATORS:
        end -= 1
    return end


_CONTRACTED: Final = frozenset({"he", "she", "it", "that", "there", "who", "what"})
_BETWEEN: Final = frozenset({"already", "just", "also", "now", "only", "still", "never", "not"})


_RATE_ABBREVIATIONS: Final = {
    "mph": ("miles", "per", "hour"),
    "kph": ("kilometers", "per", "hour"),
    "mpg": ("miles", "per", "gallon"),
}
"""Abbreviations of rates, read as the words they stand for ("50 mph": "50 miles per
hour"); the units are then the units pack's, as if written out."""


def _abbreviations(tokens: list[Token]) -> list[Token]:
    """ "at 50 mph": each abbreviated rate as its words, every one at the abbreviation's
    place in the text (so a refusal still points at "mph")."""
    if not any(t.low in _RATE_ABBREVIATIONS for t in tokens):
        return tokens
    out: list[Token] = []
    for token in tokens:
        words_ = _RATE_ABBREVIATIONS.get(token.low)
        if words_ is None:
            out.append(token)
        else:
            out.extend(token._replace(low=word) for word in words_)
    return out


_HYPHENED_GROUPS: Final = frozenset({"dozen", "dozens"})
"""Group words a hyphen may join to the number before them ("a half-dozen eggs")."""


def _hyphened_groups(tokens: list[Token]) -> list[Token]:
    """ "a half-dozen eggs", "two-dozen roses": the number and the group word as two words,
    as "a half dozen" is written (read as one word, "half-dozen" was a modifier of one egg);
    both keep the token's place in the text."""
    if not any("-" in t.low and t.low.rpartition("-")[2] in _HYPHENED_GROUPS for t in tokens):
        return tokens
    out: list[Token] = []
    for token in tokens:
        head, dash, group = token.low.rpartition("-")
        if dash and group in _HYPHENED_GROUPS and head:
            out.append(token._replace(low=head))
            out.append(token._replace(low=group))
        else:
            out.append(token)
    return out


def _compound_nouns(tokens: list[Token]) -> list[Token]:
    """ "3 hot dogs", "a guinea pig": a two-word noun whose last word names another thing
    is one word ("hot-dogs"), so no "dogs" counts it (the `compound_noun` class); the
    token spans both words of the text."""
    out: list[Token] | None = None
    k = 0
    while k < len(tokens) - 1:
        first, second = tokens[k], tokens[k + 1]
        if is_compound(first.low, second.low):
            if out is None:
                out = list(tokens[:k])
            joined = f"{first.low}-{second.low}"
            out.append(Token(f"{first.text}-{second.text}", joined, first.start, second.end))
            k += 2
            continue
        if out is not None:
            out.append(first)
        k += 1
    if out is None:
        return tokens
    out.extend(tokens[k:])
    return out


_ALL_OF: Final = frozenset({"items", "things", "purchases", "shopping", "groceries", "stuff"})
"""What "for all the ..." may end a question with, meaning all there is ("How much did he
pay for all the items?"); a noun the text counts ("for all the pens") is not one."""


def _other_wordings(tokens: list[Token]) -> list[Token]:
    """Phrases the reader reads as another wording of them (the tokens keep their text and
    offsets; only their reading changes):

    - "compared to" / "compared with" after "more" or "fewer" in the sentence is "than"
      ("How many more shoes does Anthony have compared to Jim?");
    - "for everything", "for all of it" (or "them"), "for all the items" (`_ALL_OF`) ending
      a question is "in all" ("How much did he pay for everything?").

    Only the two trigger words are looked at, and the list is copied only when a phrase is
    rewritten (most texts have none)."""
    hits = [k for k, t in enumerate(tokens) if t.low in ("compared", "for")]
    out: list[Token] = []
    done = 0  # (tokens before this are in ``out``)
    for k in hits:
        if k < done:
            continue
        token = tokens[k]
        replaced: list[Token] = []
        taken = 0
        if token.low == "compared" and _comparing_before(tokens, k) and k + 1 < len(tokens):
            nxt = tokens[k + 1]
            if nxt.low in ("to", "with"):
                replaced = [Token(f"{token.text} {nxt.text}", "than", token.start, nxt.end)]
                taken = 2
        elif token.low == "for" and (length := _all_of_it(tokens, k + 1)):
            last = tokens[k + length]
            replaced = [
                Token(token.text, "in", token.start, token.end),
                Token(last.text, "all", tokens[k + 1].start, last.end),
            ]
            taken = 1 + length
        if replaced:
            out.extend(tokens[done:k])
            out.extend(replaced)
            done = k + taken
    if not done:
        return tokens
    out.extend(tokens[done:])
    return out


def _comparing_before(tokens: list[Token], k: int) -> bool:
    """Whether "more", "fewer" or "less" comes before token ``k`` in its sentence."""
    for j in range(k - 1, -1, -1):
        low = tokens[j].low
        if low in (".", "!", "?"):
            return False
        if low in ("more", "fewer", "less"):
            return True
    return False


def _all_of_it(tokens: list[Token], k: int) -> int:
    """How many tokens from ``k`` say "everything", "all of it", "all of them" or "all the
    items" (`_ALL_OF`) before a question mark (0 when they do not)."""
    lows = [t.low for t in tokens[k : k + 4]]
    for phrase in (["everything"], ["all", "of", "it"], ["all", "of", "them"]):
        if lows[: len(phrase) + 1] == [*phrase, "?"]:
            return len(phrase)
    if lows[:2] == ["all", "the"] and len(lows) == 4 and lows[2] in _ALL_OF and lows[3] == "?":
        return 3
    return 0


def _contractions(tokens: list[Token]) -> list[Token]:
    """ "He's already sold 4", "She's 12 years old": the "'s" of a pronoun is "has" before a
    participle, else "is"; "has got" is "has" (the tokens keep their text and offsets; only
    their reading changes)."""
    out = tokens
    for k in range(1, len(tokens)):
        if tokens[k].low not in ("'s",) or tokens[k - 1].low not in _CONTRACTED:
            continue
        j = k + 1
        while j < len(tokens) and tokens[j].low in _BETWEEN:
            j += 1
        nxt = tokens[j].low if j < len(tokens) else ""
        form = verb_form(nxt)
        has = nxt in ("been", "got", "had", "read") or (
            form is not None and form.tense in ("past", "participle")
        )
        if out is tokens:
            out = list(tokens)
        out[k] = tokens[k]._replace(low="has" if has else "is")
    for k in range(1, len(out)):
        # "He has got 4", "She's still got 3": "has got" is "has" (what is held, no gain)
        if out[k].low != "got":
            continue
        j = k - 1
        while j > 0 and out[j].low in _BETWEEN:
            j -= 1
        if out[j].low in ("has", "have", "had"):
            if out is tokens:
                out = list(tokens)
            out[k] = out[k]._replace(low=out[j].low)
            out[j] = out[j]._replace(low="really")  # (an adverb the verb group passes over)
    return out


def read(text: str) -> Reading:
    """Read ``text`` into a quantity graph; raises ``ReadError`` (``TypeError`` for a non-str)."""
    if not isinstance(text, str):
        raise TypeError(f"read() expects a str, got {type(text).__name__}")
    try:
        return _read(text)
    except ReadError as exc:
        raise exc.located(text) from None


def _read(text: str) -> Reading:
    if len(text) > MAX_INPUT_CHARS:
        raise ReadError(
            "input_too_large",
            "input.too_large",
            f"{len(text)} characters exceed the limit of {MAX_INPUT_CHARS}",
        )
    if not text.strip():
        raise ReadError("empty_input", "input.empty", "the text is empty")
    tokens = _contractions(
        _other_wordings(_compound_nouns(_hyphened_groups(_abbreviations(tokenize(text)))))
    )
    spans = sentences(tokens)
    questions = [
        k for k, (first, end) in enumerate(spans) if any(t.low == "?" for t in tokens[first:end])
    ]
    if not questions:
        last_first, last_end = spans[-1]
        if _question_head([t.low for t in tokens[last_first:last_end]]) is not None:
            # "Calculate the total ...", "If ..., calculate ...": an imperative question
            questions = [len(spans) - 1]
    if not questions:
        raise ReadError("no_question", "question.none", "the text asks nothing")
    if len(questions) > 1:
        raise ReadError(
            "multiple_questions", "question.several", f"the text asks {len(questions)} questions"
        )
    q_index = questions[0]
    trailing = [
        (a, b) for a, b in spans[q_index + 1 :] if any(t.low != ")" for t in tokens[a:b])
    ]  # (the ")" after "(There are 16 ounces in a pound.)" is a sentence of its own)
    if trailing and all(_unit_fact(tokens, a, b) for a, b in trailing):
        # "How many cups is that? (There are 4 cups in a quart.)": a fact of the units pack
        spans = spans[: q_index + 1]
    if q_index != len(spans) - 1:
        first, end = spans[q_index + 1]
        raise ReadError(
            "no_question",
            "question.not_last",
            "the question must be the last sentence",
            (tokens[first].start, tokens[end - 1].end),
        )
    _check_next_times(tokens, spans[q_index][0])
    ctx = Context(tokens, References(), Model(), text)
    skipped: list[tuple[int, int]] = []
    scenes: list[tuple[int, int]] = []  # (sentences with no number, read as scene setting)
    closures: list[tuple[str, frozenset[str]]] = []  # (what closures said there was no more of)
    read_spans: list[tuple[int, int]] = []  # (the other sentences before the question)
    for index in range(q_index):
        first, end = spans[index]
        stop = _content_end(tokens, first, end)
        if first == stop or _unit_fact(tokens, first, end):
            continue  # ("There are 12 inches in a foot.": what the units pack says)
        lows = [t.low for t in tokens[first:stop]]
        if closure(lows):
            # "No other books were borrowed or returned.": nothing else happened, as the
            # reader reads every text (so its words, the counted unit's too, are all read)
            _register_names(ctx, tokens, first, stop)
            closures.append(_closure_of(lows))
            continue
        pondered = _ponders(tokens, first, stop)
        if pondered is not None:
            # "Gina is figuring out how much she'll spend.": a question the text asks itself;
            # only the scene before it is checked as a skipped sentence is
            _register_names(ctx, tokens, first, stop)
            skipped.append((first, pondered))
            continue
        if not _has_amount(tokens, first, stop):
            if not any(_may_be_verb(t.low) for t in tokens[first:stop]):
                # "Richie to Parker.", "Richie, then Parker.": a fragment, of no verb; what it
                # says of the rest (an order, a pairing) is not read, so it is not skipped
                raise ReadError(
                    "unsupported_sentence",
                    "scene.fragment",
                    "a sentence with no verb: what it says of the text is not read",
                    (tokens[first].start, tokens[stop - 1].end),
                )
            told_groups = (
                {e.group for e in ctx.model.events}
                if not {"not", "n't", "never"} & set(lows)  # ("She did not run on Wednesday.")
                else set()
            )
            for token in tokens[first:stop]:
                form = any_verb_form(token.low)
                if form is not None and form.frame.event in told_groups:
                    # "Tom read for 2 hours on Monday. On Tuesday he read.": more of what the
                    # text counts, by an amount it does not tell
                    raise ReadError(
                        "unsupported_sentence",
                        "scene.again",
                        f"{token.text!r} again, with no amount, after an amount of it",
                        (token.start, token.end),
                    )
            compared = scene_compares(lows)
            if compared is not None:
                # "Ann is older than Tom.": which is more, told with no number
                raise ReadError(
                    "unsupported_sentence",
                    "scene.compares",
                    f"the sentence has no number, but {compared}",
                    (tokens[first].start, tokens[stop - 1].end),
                )
            exchange = words("exchange_word")
            for token in tokens[first:stop]:
                if token.low in exchange:
                    # "She traded with Ben.", "It held an adoption day.": an exchange told with
                    # no number, which may have moved what is counted however it reads
                    raise ReadError(
                        "unsupported_sentence",
                        "scene.exchange",
                        f"{token.text!r} tells of an exchange, which may move what is counted",
                        (token.start, token.end),
                    )
            untold = scene_untold(lows)
            if untold is not None:
                # "Sam keeps puppies in the yard.", "Ann joined the club.", "A cub was born.":
                # read or not, it may have held or changed what is counted under another name
                raise ReadError(
                    "unsupported_sentence",
                    "scene.untold",
                    f"the sentence has no number, but {untold}",
                    (tokens[first].start, tokens[stop - 1].end),
                )
            why = scene_may_count(lows)
            if why is not None:
                # "James has a barrel.": read it whole if the grammar can; else it may
                # speak of an amount the reader would miss, and the text is refused
                try:
                    took = _read_taking(ctx, first, stop, lows)
                    scenes.append((first, stop))
                    if took is not None:
                        # "His sister took all of them.": read as an act that changes nothing,
                        # it may have taken what is counted
                        why = took
                        raise ReadError("unsupported_sentence", "scene.may_count", why)
                except ReadError:
                    raise ReadError(
                        "unsupported_sentence",
                        "scene.may_count",
                        f"the sentence has no number the reader reads, but {why}",
                        (tokens[first].start, tokens[stop - 1].end),
                    ) from None
                continue
            _register_names(ctx, tokens, first, stop)
            skipped.append((first, stop))
            continue
        ctx.refs.new_sentence()
        if _lone_condition(tokens, first, stop) and index == q_index - 1:
            # "If Rita buys a scarf for $12 and a cap for $7. How much does she spend?": a
            # condition told as its own sentence, of the question after it
            ctx.conditioned = True
            _read_condition(ctx, first + 1, stop)
        else:
            held_keys = set(ctx.model.holdings) if closures else set()
            told_events = len(ctx.model.events)
            took = _read_taking(ctx, first, stop, lows)
            if took is not None:
                # "Her mom took all of them to make pie.": read as changing nothing, it may
                # have taken what is counted
                raise ReadError(
                    "unsupported_sentence",
                    "scene.may_count",
                    f"the sentence reads as changing nothing, but {took}",
                    (tokens[first].start, tokens[stop - 1].end),
                )
            new_events = ctx.model.events[told_events:]
            new_keys = set(ctx.model.holdings) - held_keys if closures else set()
            had_before = [
                k
                for k in new_keys
                if (start := ctx.model.starts.get(k)) is not None
                and ctx.model.by_id[start].value is None
                and not ctx.model.by_id[start].assumed_zero
            ]  # ("Mia gives Leo 3 apples": Mia had apples before, the text does not say how many)
            for kind, groups in closures:
                if (kind == "event" and any(e.group in groups for e in new_events)) or (
                    kind == "hold" and new_keys and (not new_events or had_before)
                ):
                    # "She has no other pens. She also has 2 green pens.", "No other apples
                    # were eaten. She ate 2 more.": told after nothing else was, so one of
                    # the two is not so
                    raise ReadError(
                        "inconsistent",
                        "closure.contradicted",
                        "told after the text said there was nothing else of it",
                        (tokens[first].start, tokens[stop - 1].end),
                    )
            closures.extend(ctx.closed_inline)
            ctx.closed_inline = []
        read_spans.append((first, stop))
        if index == q_index - 1:
            ctx.last_statement = (tokens[first].start, tokens[stop - 1].end)
    first, end = spans[q_index]
    stop = _content_end(tokens, first, end)
    ctx.refs.new_sentence()
    ctx.refs.asking = True
    q_first, q_stop = _split_condition(ctx, tokens, first, stop)
    asked = read_question(ctx, q_first, q_stop)
    if ctx.age_when is not None:
        # ("When he is 50, how many apples ...": a time no age question read)
        raise ReadError(
            "unsupported_question",
            "question.when_condition",
            "a question about another time ('when she is 14') is not read",
            ctx.age_when[3],
        )
    try:
        graph = ctx.model.graph(asked.target)
    except QuantityGraphError as exc:
        raise ReadError(
            "unit_mismatch" if exc.reason == "unit_mismatch" else "unsupported_sentence",
            "graph." + exc.reason,
            str(exc),
        ) from None
    _check_condition(ctx, graph, (tokens[first].start, tokens[end - 1].end))
    _check_schedule(tokens, skipped + scenes, graph)
    _check_skipped(ctx, tokens, skipped, graph)
    _check_mentions(ctx, tokens, scenes + read_spans, graph)
    _check_assumed_starts(ctx, graph, (tokens[first].start, tokens[end - 1].end))
    _check_holding_times(ctx, graph, (tokens[first].start, tokens[end - 1].end))
    _check_kinds_totals(ctx)
    _check_reports(ctx, tokens, skipped + scenes)
    _check_activity_costs(ctx, graph, (tokens[first].start, tokens[end - 1].end))
    _check_outings(tokens, skipped + scenes, graph)
    component = connected(graph)
    _check_scene_after_rate(ctx, tokens, skipped + scenes + read_spans, graph, component)
    _check_contests(ctx, graph, component, (tokens[first].start, tokens[end - 1].end))
    _check_rate_places(ctx, component, (tokens[first].start, tokens[end - 1].end))
    _check_unvalued_money(
        ctx,
        graph,
        component,
        tokens,
        skipped + scenes,
        (tokens[first].start, tokens[end - 1].end),
    )
    _check_verb_heads(ctx, tokens, graph)
    _check_purposes(ctx, graph)
    _check_time_rates(ctx)
    payer = unpaid_tender(ctx.model)
    if payer is not None:
        raise ReadError(
            "ambiguous",
            "price.tender",
            f"{payer} spends dollars holding none, but holding other money: paid with which?",
            (tokens[first].start, tokens[end - 1].end),
        )
    if ctx.model.by_id[graph.target].assumed_zero:
        # "Ana gave 4 apples to Ben ... How many did Ben have at first?": his start is only
        # assumed to be none, which is no answer
        raise ReadError(
            "unsupported_question",
            "question.assumed_start",
            "the question asks for a start the text never states",
            (tokens[first].start, tokens[end - 1].end),
        )
    wanted = graph.quantity(graph.target)
    if wanted.value is not None and any(
        wanted.id in r.operands and r.role in _DEFINING_ROLES for r in graph.relations
    ):
        # a question that asks for a stated number the text goes on to build on has matched
        # the wrong quantity ("Mark deposited $88. Bryan deposited $40 less than five times
        # as much. How much did Mark deposit?" meant Bryan)
        raise ReadError(
            "unsupported_question",
            "question.asks_given",
            f"the question asks for the stated {wanted.value} {wanted.unit}",
            (tokens[first].start, tokens[end - 1].end),
        )
    _check_left_unchanged(ctx, tokens, graph, first, end)
    _check_kin_ages(ctx)
    provenance = {d.qid: d.span for d in ctx.model.quantities}
    optional = {d.qid for d in ctx.model.quantities if d.optional}
    unused = unused_amount(
        graph,
        provenance,
        optional,
        tuple(ctx.model.alternatives),
        _others_held(ctx, graph, component),
    ) or verb_of_the_unit(graph, [(e.group, provenance.get(e.amount)) for e in ctx.model.events])
    if unused is not None:
        raise unused
    _check_left_untaken(ctx, tokens, graph, first, end)
    return Reading(graph, provenance, (tokens[first].start, tokens[end - 1].end))


def _holders(graph: QuantityGraph, component: set[str]) -> set[str]:
    """Whose quantities the answer is built of (its connected component's holders)."""
    return {q.holder for q in graph.quantities if q.id in component and q.holder is not None}


def _others_held(ctx: Context, graph: QuantityGraph, component: set[str]) -> frozenset[str]:
    """The stated holdings, rates and own gains of people other than those the answer is of,
    when it is of named people only (not a group, a thing or nobody), and the asked people's
    own doing at other times than the one asked: numbers a distractor tells, which change
    nothing the answer counts."""
    entities = ctx.refs.entities
    asked = _holders(graph, component)
    if not asked or any(
        (e := entities.get(key)) is None or e.kind != "person" or e.plural or e.members
        for key in asked
    ):
        return frozenset()  # (the answer is of people each named: "How long will it take Ravi")
    people = {
        key
        for key, e in entities.items()
        if e.kind == "person" and not e.plural and not e.members and key not in asked
    }
    model = ctx.model
    stated = {qid for (holder, _, _), qid in model.starts.items() if holder in people}
    stated |= {r.qid for r in model.rates if r.holder in people}  # ("his sister types 30
    # words per minute": a rate of hers, which changes nothing of his)
    stated |= {
        e.amount
        for e in model.events
        if e.actor in people
        and e.other is None
        and (form := verb_form(e.verb)) is not None
        and form.frame.cls == "gain"
    }  # ("Zoe's little brother found 30": his own gain, from no one asked about)
    made = next((r for r in graph.relations if r.result == graph.target), None)
    operands = set(made.operands) if made is not None and made.kind == "sum" else {graph.target}
    asked_events = [e for e in model.events if e.amount in operands]
    times = {e.when for e in asked_events}
    if asked_events and len(times) == 1 and None not in times:
        # "How many pages did she read on the second day?" beside the first day's 20: the
        # asked one's doing at another time, of the verb asked
        groups = {e.group for e in asked_events}
        stated |= {
            e.amount
            for e in model.events
            if e.amount not in operands
            and e.actor in asked
            and e.group in groups
            and e.when is not None
            and e.when not in times
            and (form := verb_form(e.verb)) is not None
            and form.frame.cls in ("act", "gain")
        }
    return frozenset(q for q in stated if model.by_id[q].value is not None)


def _check_kin_ages(ctx: Context) -> None:
    """ "Emily is 20 years old and her older sister, Rachel, is 18.": a relative named older
    or younger than someone, with both ages stated the other way, is a text that says two
    things (``compare.kin`` refuses the comparisons that do)."""
    model = ctx.model
    for name, (owner, word) in sorted(ctx.refs.kin.items()):
        ages = []
        for key in (name, owner):
            qid = model.holdings.get((key, "years", "age"))
            draft = model.by_id.get(qid) if qid is not None else None
            ages.append(draft.value if draft is not None and not draft.derived else None)
        mine, theirs = ages
        if mine is None or theirs is None:
            continue
        older = word in ("older", "elder", "oldest", "eldest")
        if (older and mine <= theirs) or (not older and mine >= theirs):
            raise ReadError(
                "inconsistent",
                "compare.kin",
                f"{name} is told {word} than {owner}, and the ages stated say otherwise",
            )


def _check_left_unchanged(
    ctx: Context, tokens: list[Token], graph: QuantityGraph, first: int, end: int
) -> None:
    """ "Each row has 10 lettuce plants. The gardeners picked 27 heads of lettuce. How many
    lettuce plants are left?": what is left is what the text's events leave; an answer that
    no event changes, beside an event it leaves out, may have missed the one that took
    some away under another name."""
    if not {t.low for t in tokens[first:end]} & words("left_word"):
        return
    component = connected(graph)
    events = ctx.model.events
    if any(e.amount in component for e in events):
        return
    loose = [e for e in events if e.amount not in component]
    if loose:
        span = ctx.model.by_id[loose[0].amount].span
        raise ReadError(
            "unsupported_question",
            "question.left_unchanged",
            f"what is left is asked, the answer is changed by no event, and the text's"
            f" {loose[0].verb or loose[0].group} of {loose[0].unit} is left out of it",
            span,
        )


def _check_left_untaken(
    ctx: Context, tokens: list[Token], graph: QuantityGraph, first: int, end: int
) -> None:
    """ "Tim has 10 cards. Bob has 8. How many cards are left?", "Neil gave 10 to Sam. How
    many cookies is Sam left with?": what is "left" is left after some was taken away; when
    none of the holders the answer is of had any taken (by no event of theirs but gains, and
    no plan), left after what is not said. The holders are the target's, or those of the
    holdings it sums."""
    if not {t.low for t in tokens[first:end]} & words("left_word"):
        return
    model = ctx.model
    target = graph.quantity(graph.target)
    holders = {target.holder} if target.holder is not None else set()
    for relation in graph.relations:
        if relation.result == graph.target and relation.role == "combine":
            holders |= {h for o in relation.operands if (h := graph.quantity(o).holder)}
    if not holders or "/" in target.unit:
        return
    gains = events_of("gain") | events_of("receive")
    if (
        not any(model.taken_from(h, target.unit) for h in holders)
        and not any(e.actor in holders and e.group not in gains for e in model.events)
        and not ctx.future_events
        and not ctx.planned
    ):
        raise ReadError(
            "unsupported_question",
            "question.left_untaken",
            f"{target.unit} left, but none were taken away from {', '.join(sorted(holders))}",
            (tokens[first].start, tokens[end - 1].end),
        )


def _unit_fact(tokens: list[Token], first: int, end: int) -> bool:
    """unit_fact := ["("] ["remember"] "there" ("are" | "is") NUMBER UNIT ("in" ("a" | "an" |
    "one" | "each" | "every" | "1") | "per") UNIT ["."] [")"]

    A sentence that restates a conversion of the units pack ("There are 4 cups in a quart")
    adds nothing to the reading; one the pack does not say (or says otherwise) is no such
    fact, and is read (or refused) as any sentence."""
    lows = [t.low for t in tokens[first:end] if t.low not in ("(", ")", ".", ",")]
    if lows[:1] == ["remember"]:
        lows = lows[1:]
    if len(lows) == 6 and lows[4:5] == ["per"]:
        lows = [*lows[:4], "in", "a", lows[5]]  # ("There are 16 ounces per pound")
    if (
        len(lows) != 7
        or lows[0] != "there"
        or lows[1] not in ("are", "is")
        or lows[4] != "in"
        or lows[5] not in ("a", "an", "one", "each", "every", "1")
    ):
        return False
    try:
        count = Fraction(lows[2].replace(",", ""))
    except ValueError:
        return False
    table = unit_table()
    small, large = table.lookup(lows[3]), table.lookup(lows[6])
    return (
        small is not None
        and large is not None
        and small.dimension == large.dimension
        and large.factor / small.factor == count
    )


def _check_condition(ctx: Context, graph: QuantityGraph, span: tuple[int, int]) -> None:
    """ "How many apples does Tom pick in 3 hours if he takes a 1-hour break?": a condition
    is there to change the answer; one whose amounts the answer does not use was misread."""
    stated = [q for q in ctx.condition_quantities if q in ctx.model.by_id]
    if stated and not set(stated) & connected(graph):
        raise ReadError(
            "unsupported_question",
            "question.condition_unused",
            "the answer does not use what the question's condition says",
            span,
        )


def _read_taking(ctx: Context, first: int, stop: int, lows: list[str]) -> str | None:
    """Read the sentence; why, read as changing nothing, it may still have acted on what is
    counted ("took all of them"; ``scene_takes``), or ``None``."""
    before = _changes(ctx)
    read_statement(ctx, first, stop)
    return scene_takes(lows) if before == _changes(ctx) else None


def _changes(ctx: Context) -> tuple[int, int, int, int]:
    """What a sentence may add: quantities, relations, events, and holders who kept the
    rest ("He kept the rest." is read, and changes what "keep" asks)."""
    model = ctx.model
    return model.counter, len(model.relations), len(model.events), len(ctx.kept)


_MONEY_UNITS: Final = frozenset({"dollars", "cents"})


def _verb_class(verb: str) -> str | None:
    """The class of the verb an event was told with ("finds": gain), if the lexicon knows it."""
    form = verb_form(verb)
    return form.frame.cls if form is not None else None


def _check_time_rates(ctx: Context) -> None:
    """A time told per a shorter time ("spends 25 hours reading every day", "90 minutes every
    hour", "30 hours on Monday") is no time anyone spends: the text is refused, not
    multiplied out. So is time spent beside time held of one kind ("5 hours of homework")."""
    table = unit_table()
    known: dict[str, Fraction] | None = None  # (found once, and only if a time is told)
    for rate in (*ctx.model.rates, *ctx.model.periodic):
        top, per = table.lookup(rate.top), table.lookup(rate.per)
        if top is None or per is None or top.dimension != "time" or per.dimension != "time":
            continue
        known = ctx.model.known() if known is None else known
        value = known.get(rate.qid)
        if value is None:
            continue
        try:
            whole = table.conversion(rate.top, rate.per).factor
        except ConversionError:
            continue
        if value > whole:
            raise ReadError(
                "inconsistent",
                "rate.time_over_period",
                f"{value} {rate.top} in one {singular(rate.per)} is more than there is",
                ctx.model.by_id[rate.qid].span,
            )
    days: dict[tuple[str, str], Fraction] = {}
    for event in ctx.model.events:
        day = (event.when or "").split(" ")[-1]
        unit = table.lookup(event.unit)
        if unit is None or unit.dimension != "time":
            continue
        if event.group == "spend" and any(
            k[0] == event.actor
            and k[2] is not None
            and (held := table.lookup(k[1])) is not None
            and held.dimension == "time"
            for k in ctx.model.starts
        ):
            # "Sara had 5 hours of homework. She spent 2 hours at the mall.": out of the
            # homework's hours, or of other time?
            raise ReadError(
                "ambiguous",
                "time.held_kind",
                "time spent beside time held of one kind: out of which is not said",
                ctx.model.by_id[event.amount].span,
            )
        if day not in _ONE_DAY:
            continue
        known = ctx.model.known() if known is None else known
        value = known.get(event.amount)
        if value is None:
            continue
        try:
            in_days = value / table.conversion(event.unit, "day").factor
        except ConversionError:
            continue
        key = (event.actor, event.when or "")
        days[key] = days.get(key, Fraction(0)) + in_days
        if days[key] > 1:
            # "Tom spent 30 hours reading on Monday.", "15 hours ... and 15 more on Monday"
            raise ReadError(
                "inconsistent",
                "rate.time_over_period",
                f"more time than there is in one day, {event.when}",
                ctx.model.by_id[event.amount].span,
            )


_ONE_DAY: Final = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    | {"yesterday", "today", "tomorrow"}
)
"""Time labels of one day, in which no more than a day's time is spent."""


def _check_purposes(ctx: Context, graph: QuantityGraph) -> None:
    """A purpose read as context ("He went to the market to sell some cards.") may have been
    done, by an amount not told: refused when it acts on what the text counts (a unit held,
    changed or asked, or money for a trip's or a wish's "to buy" and "to sell") and no event
    of its verb by the same one is told after it ("to buy some bread. She bought 3 loaves
    ..." tells it, as "are collecting shells. Grace finds 17 shells" does: a verb of the
    same class)."""
    if not ctx.purposes:
        return
    model = ctx.model
    asked = graph.quantity(graph.target).unit.split("/")[0]
    units = [k[1] for k in model.holdings] + [e.unit for e in model.events] + [asked]
    units += [w for k in model.holdings if k[2] for w in k[2].split(" ")]  # ("of bread")
    for purpose in ctx.purposes:
        done = any(
            (event.group == purpose.event or _verb_class(event.verb) == purpose.cls)
            and event.actor in purpose.actors
            and (span := model.by_id[event.amount].span) is not None
            and span[0] > purpose.span[0]
            for event in model.events
            if event.amount in model.by_id
        )
        if done:
            continue
        in_play = (purpose.unit is not None and any(same_unit(purpose.unit, u) for u in units)) or (
            purpose.money and purpose.trip and any(u in _MONEY_UNITS for u in units)
        )
        if in_play:
            raise ReadError(
                "unsupported_sentence",
                "purpose.changes",
                "what this was done for may have changed what is counted, by an amount not told",
                purpose.span,
            )


def _check_verb_heads(ctx: Context, tokens: list[Token], graph: QuantityGraph) -> None:
    """An amount the answer leaves out, of more than one, whose head is written in the
    singular and may be a verb ("She gave 2 to Carl, and 7 burst."): "7 burst" is a clause
    (seven of them burst), not seven bursts given, and what it did is not read."""
    component: set[str] | None = None
    ends = {t.end: k for k, t in enumerate(tokens)}
    for draft in ctx.model.quantities:
        if draft.span is None or draft.value is None or draft.value <= 1:
            continue
        at = ends.get(draft.span[1])
        if at is None or at == 0 or tokens[at - 1].start != draft.span[0]:
            continue  # (the number and one word: "7 burst", not "2 bottles of juice")
        token = tokens[at]
        if token.low != singular(token.low) or "VERB" not in pos_of(token.low):
            continue
        if unit_table().lookup(token.low) is not None:
            continue  # ("3 foot", "2 dozen": a measure's unit)
        if component is None:
            component = connected(graph)
        if draft.qid not in component:
            raise ReadError(
                "unsupported_sentence",
                "amount.verb_head",
                f"{token.text!r} after a number may be what they did, not what they are",
                (token.start, token.end),
            )


def _asks_money(graph: QuantityGraph) -> bool:
    """Whether the question asks money, or what is spent like it ("tokens", "tickets")."""
    unit = graph.quantity(graph.target).unit
    return unit in ("dollars", "cents") or unit in words("currency_noun")


def _check_contests(
    ctx: Context, graph: QuantityGraph, component: set[str], span: tuple[int, int]
) -> None:
    """Another thing asked of someone who won, played or got a count of contests, trades or
    gains of untold size ("Mia has 20 marbles. She wins 2 games.", "She gets 2 tips.";
    contest_word in words.json): the answer leaves them out, and they may have changed it."""
    asked = _holders(graph, component)
    target = graph.quantity(graph.target).unit
    for event in ctx.model.events:
        if (
            event.actor in asked
            and event.amount not in component
            and event.unit != target
            and event.unit in words("contest_word")
            and event.group not in SPENDING  # ("bought a game for $7": a thing bought)
        ):
            raise ReadError(
                "unsupported_question",
                "question.contest",
                f"{event.unit!r} of {event.actor} may have changed the {target} asked, by an"
                " amount the text does not tell",
                span,
            )


def _same_place(a: tuple[str | None, str], b: tuple[str | None, str]) -> bool:
    """Whether two told places may be one: the same words, and no two owners ("the bakery"
    may be Ann's bakery; Ann's bakery is not Tom's)."""
    return a[1] == b[1] and (a[0] is None or b[0] is None or a[0] == b[0])


def _place_text(place: tuple[str | None, str]) -> str:
    owner, where = place
    if where in ("(several places)", "(no place told)"):
        return where[1:-1]
    where = where.split(" (", 1)[0]
    return repr(f"{owner}'s {where}" if owner else where)


def _check_rate_places(ctx: Context, component: set[str], span: tuple[int, int]) -> None:
    """A rate told at one place, of the things or time an event at another place counts,
    refuses: "Pens cost $2 each at the school store. Ben buys 4 pens at the mall." (the
    mall's price is not told), "earns $10 an hour at the cafe ... works 3 hours at the
    library". A rate or an event told at no place is read as of the one scene."""
    places = ctx.quantity_places
    every = [r for r in (*ctx.model.rates, *ctx.model.periodic) if r.qid in component]
    rates = [
        (r, places[r.qid], "(former" in places[r.qid][1]) for r in every if r.qid in places
    ]  # (and whether told at an old place: "at her old job", not where anything is done now)
    if not rates:
        return
    nowhere = (None, "(no place told)")
    uses = [
        (event.amount, noun_key(event.unit), f"{event.unit} {event.verb or event.group}", False)
        for event in ctx.model.events
        if event.amount in component
    ] + [
        (rate.qid, noun_key(rate.top), f"{rate.top} per {singular(rate.per)}", True)
        for rate in every
    ]  # (what was done, and rates that chain into another: "5 hours a day at a new job")
    for qid, unit, what, is_rate in uses:
        where = places.get(qid, nowhere)
        for rate, told, former in rates:
            if where is nowhere and not former:
                continue  # (told at no place: of the one scene)
            chained = rate.qid != qid and noun_key(rate.per) == unit
            if (chained or (not is_rate and noun_key(rate.top) == unit)) and (
                former or not _same_place(told, where)
            ):
                if former:
                    raise ReadError(
                        "ambiguous",
                        "rate.other_place",
                        f"a rate told with {_place_text(told)}, a place of before, is used for"
                        f" {what}: is it so now?",
                        span,
                    )
                raise ReadError(
                    "ambiguous",
                    "rate.other_place",
                    f"a rate told with {_place_text(told)} is used for {what} told with"
                    f" {_place_text(where)}: is it the same there?",
                    span,
                )


def _check_unvalued_money(
    ctx: Context,
    graph: QuantityGraph,
    component: set[str],
    tokens: list[Token],
    numberless: list[tuple[int, int]],
    span: tuple[int, int],
) -> None:
    """Dollars or cents asked of someone who holds, gets or loses money the units pack gives
    no worth of ("Sam has 3 quarters and 2 euros.", "She finds a coin.", "2 half-dollars";
    unvalued_money in words.json): left out, the sum would be short; counted, it is not
    known."""
    if graph.quantity(graph.target).unit not in ("dollars", "cents"):
        return
    asked = _holders(graph, component)
    model = ctx.model
    table = unit_table()
    held = [
        unit
        for holder, unit, label in model.holdings
        if holder in asked and (label is None or table.lookup(unit) is None)
    ]  # ("3 pounds" beside dollars is money; "3 pounds of flour" a weight of a thing)
    held += [
        e.unit
        for e in model.events
        if (e.actor in asked or e.other in asked)
        and (e.label is None or table.lookup(e.unit) is None)
    ]
    held += [t.low for first, stop in numberless for t in tokens[first:stop]]
    # ("A coin fell out of her pocket.": a sentence with no number, read as scene setting)
    for unit in held:
        if unit in words("unvalued_money"):
            raise ReadError(
                "unsupported_question",
                "question.unvalued_money",
                f"money is asked beside {unit!r}, money whose worth is not said",
                span,
            )


def _check_scene_after_rate(
    ctx: Context,
    tokens: list[Token],
    numberless: list[tuple[int, int]],
    graph: QuantityGraph,
    component: set[str],
) -> None:
    """An answer through a rate beside a sentence with no number told after the rate, which
    the answer does not use ("A worker makes 8 toys an hour. He takes a nap.", "He gets a
    helper.", "There is a storm."):
    what happened may have changed how fast, or for how long, and no word list names every
    such event; told before the rate, it is the scene the rate holds in."""
    rates = [
        (span[0], q)
        for q in graph.quantities
        if q.id in component
        and "/" in q.unit
        and (span := ctx.model.by_id[q.id].span) is not None
        and q.value is not None
    ]
    if not rates:
        return
    told = min(at for at, _ in rates)
    table = unit_table()
    holders = {
        q.holder
        for _, q in rates
        if q.holder is not None
        and (per := table.lookup(q.unit.split("/")[-1])) is not None
        and per.dimension == "time"
    }  # (a rate over time: "8 toys an hour", not "20 stickers to each friend")
    for event in ctx.model.events:
        at = ctx.model.by_id[event.amount].span
        if (
            event.actor in holders
            and event.amount not in component
            and at is not None
            and at[0] > told
        ):
            # "He takes 2 breaks.", "He hires 4 assistants.": an event of the rate's holder
            # after the rate, which the answer leaves out, may have changed it too
            raise ReadError(
                "unsupported_sentence",
                "scene.after_rate",
                "an event of the rate's holder after the rate the answer uses, which the"
                " answer leaves out: it may have changed the rate or its time",
                at,
            )
    used = [
        span
        for q in graph.quantities
        if q.id in component and (span := ctx.model.by_id[q.id].span) is not None
    ]
    for first, stop in numberless:
        begin, end = tokens[first].start, tokens[stop - 1].end
        if (
            begin > told
            and not any(
                t.text[:1].isdigit() or t.low in words("number_word") for t in tokens[first:stop]
            )
            and not any(begin <= a < end for a, _ in used)
            and not any(t.low in words("stative_verb") for t in tokens[first:stop])
        ):  # ("He likes books.": a liking, no event)
            raise ReadError(
                "unsupported_sentence",
                "scene.after_rate",
                "a sentence with no number after the rate the answer uses: it may have changed"
                " the rate or its time",
                (tokens[first].start, tokens[stop - 1].end),
            )


def _check_outings(
    tokens: list[Token], numberless: list[tuple[int, int]], graph: QuantityGraph
) -> None:
    """Money asked beside a sentence with no number that tells of an outing or a service
    that costs money ("Max has $38. He watches a movie.", "She rents a boat.", "went to the
    zoo"; paid_outing in words.json): what it cost is not said, and "free" is no reading."""
    if not _asks_money(graph):
        return
    paid = words("paid_outing")
    for first, stop in numberless:
        for token in tokens[first:stop]:
            if token.low in paid:
                raise ReadError(
                    "unsupported_question",
                    "question.activity_cost",
                    f"{token.text!r}: what it cost is not said",
                    (tokens[first].start, tokens[stop - 1].end),
                )


def _check_activity_costs(ctx: Context, graph: QuantityGraph, span: tuple[int, int]) -> None:
    """Money asked of someone who did counted activities the answer leaves out ("Leo has 50
    tokens. He plays 6 games. How many tokens does he have left?"): what the games cost is
    not said, and "free" is no reading."""
    asked = graph.quantity(graph.target)
    if asked.holder is None or not _asks_money(graph):
        return
    paid = words("paid_outing")
    acts = [
        event
        for event in ctx.model.events
        if event.actor == asked.holder
        and (
            (form := verb_form(event.verb) if event.verb else None) is None
            or form.frame is None
            or form.frame.cls == "act"
            or event.unit in paid
            or singular(event.unit) in paid
        )
    ]  # (an act, a verb the reader knows only as an activity, "rents 3 bikes", or a service
    # got: "gets a haircut")
    component = connected(graph) if acts else set()
    for event in acts:
        if event.amount not in component:
            raise ReadError(
                "unsupported_question",
                "question.activity_cost",
                f"what {asked.holder}'s {event.unit} cost is not said",
                span,
            )


def _check_reports(ctx: Context, tokens: list[Token], numberless: list[tuple[int, int]]) -> None:
    """What someone says is told as a fact ("Rafi says he has 7 more stickers") only while
    nothing in the text may judge it: a word of doubt anywhere ("He lied.", "He is
    mistaken.", "How many does he really have?"), or a sentence with no number after it
    ("He miscounted."), whose meaning the reader does not read, leaves it open."""
    if not ctx.reports:
        return
    doubt = words("report_doubt")
    for token in tokens:
        if token.low in doubt:
            raise ReadError(
                "unsupported_sentence",
                "report.doubted",
                f"{token.text!r} may judge what was said, which is read as a fact",
                (token.start, token.end),
            )
    heard = {qid for _, _, qid in ctx.heard}
    told_too = [(e.actor, e.unit) for e in ctx.model.events if e.amount not in heard] + [
        (key[0], key[1]) for key, qid in ctx.model.starts.items() if qid not in heard
    ]
    for holder, unit, _ in ctx.heard:
        if any(h == holder and same_unit(u, unit) for h, u in told_too):
            # "Sam said he read 30 pages. He read 25 pages.": what was said and what the text
            # tells of the same thing, and which is true is not said
            raise ReadError(
                "unsupported_sentence",
                "report.also_told",
                f"what was said of {holder}'s {unit} is told otherwise too",
                (tokens[ctx.reports[0]].start, tokens[ctx.reports[0]].end),
            )
    told = min(ctx.reports)
    for first, stop in numberless:
        if first > told:
            raise ReadError(
                "unsupported_sentence",
                "report.judged",
                "a sentence after what was said may judge it, and the reader does not read it",
                (tokens[first].start, tokens[stop - 1].end),
            )


def _check_assumed_starts(ctx: Context, graph: QuantityGraph, span: tuple[int, int]) -> None:
    """ "Ben donated 5 books to the library. How many books does the library have now?": a
    receiver the text says nothing of may start with none (CORE's v1 contract) only when it
    is a person; a library, a shelf or a class may hold such things already, and the answer
    would be a guess. The same holds for anyone told to get "8 more" with none told."""
    defining: dict[str, list[str]] = {}
    for relation in graph.relations:
        defining.setdefault(relation.result, []).extend(relation.operands)
    needed, todo = set(), [graph.target]
    while todo:  # (what the target is computed from: not the library's books, for Ben's)
        qid = todo.pop()
        if qid not in needed:
            needed.add(qid)
            todo.extend(defining.get(qid, ()))
    for qid in sorted(needed):
        draft = ctx.model.by_id.get(qid)
        if draft is None or not draft.assumed_zero or draft.holder is None:
            continue
        entity = ctx.refs.entities.get(draft.holder)
        received = any(r.role == "transfer" and qid in r.operands for r in graph.relations)
        asked = graph.quantity(graph.target).holder
        if (
            (received and (entity is None or entity.kind != "person"))
            or qid in ctx.model.more_starts
            or (received and asked != draft.holder)
        ):  # ("She gives 5 to Bo. How many more does Ann have than Bo?": Bo's start is only
            # taken as none for what Bo is asked to have, CORE's v1 reading, not beside others)
            raise ReadError(
                "unsupported_question",
                "question.assumed_start",
                f"what {draft.holder} had before is never told, and the answer needs it",
                span,
            )


def _check_kinds_totals(ctx: Context) -> None:
    """ "Ann has 3 apples and some bananas. She has 10 fruits in total. She also has 4
    pears.": the 10 were read as her apples and bananas; the pears told after are fruits
    too, so the total was not of those two alone."""
    for total, kinds in ctx.kinds_totals:
        members = category_members(total[1])
        assert members is not None
        for key, qid in sorted(ctx.model.starts.items(), key=lambda item: item[1]):
            draft = ctx.model.by_id[qid]
            if (
                key[0] == total[0]
                and key != total
                and key not in kinds
                and noun_key(key[1]) in members
                and not draft.assumed_zero
            ):
                raise ReadError(
                    "ambiguous",
                    "kinds.told_after",
                    f"{total[0]}'s {key[1]} are {total[1]} too, told after the total: whether"
                    " it counts them is not said",
                    draft.span,
                )


def _check_holding_times(ctx: Context, graph: QuantityGraph, span: tuple[int, int]) -> None:
    """ "Alice and Bob had 10 apples together yesterday. Bob has 4 apples.": what the two had
    yesterday is not what they have now, so Alice's share of it is no holding of hers today.
    A holding stated at a past time the text names, unchanged since, and one stated as of
    now are not one moment's holdings; days told apart ("had 5 on Monday and 3 on Tuesday")
    are summed as usual, and a holding told with no time ("Ben had 4") is taken as of the
    telling."""
    component = connected(graph)
    then: list[tuple[str, str]] = []
    now: list[str] = []
    for key, qid in sorted(ctx.model.starts.items(), key=lambda item: item[1]):
        if qid not in component or ctx.model.by_id[qid].value is None:
            continue
        when = ctx.past_timed.get(key)
        if when is not None and not ctx.model.changed(*key):
            then.append((key[0], when))
        elif key[0] in ctx.present:
            now.append(key[0])
    if then and now:
        raise ReadError(
            "ambiguous",
            "time.mixed",
            f"what {then[0][0]} had {then[0][1]} is not said to be what is held now, as what"
            f" {now[0]} has is",
            span,
        )


def _undone(ctx: Context, tokens: list[Token], first: int, lows: list[str]) -> bool:
    """Whether the question's condition says what did not happen: "had" and a participle
    ("If he had run half as far"), of someone who may have done something the text told."""
    actors = {e.actor for e in ctx.model.events}
    return any(
        lows[k] == "had"
        and lows[k + 1] not in ("left", "remaining", "to")
        and (form := any_verb_form(lows[k + 1])) is not None
        and (form.tense in ("past", "participle") or is_participle(lows[k + 1]))
        and _did_before(actors, tokens[first + k - 1] if k else None)
        for k in range(len(lows) - 1)
    )


def _did_before(actors: set[str], subject: Token | None) -> bool:
    """Whether the subject of "if ... had run" may have done something the text told (any
    actor, for a pronoun or a word that is no name): "Tom ran 4 miles. If he had run half
    as far" puts what did not happen in the place of what did; "If Ann had run twice as
    far", of an Ann who did nothing, supposes an event and is read as one."""
    if not actors:
        return False  # (nothing told happened: "If she had bought 3 more" adds)
    if subject is None or not subject.text[:1].isupper() or subject.low in PRONOUNS:
        return True
    return subject.text in actors


def _age_when(
    ctx: Context, tokens: list[Token], first: int, stop: int, at: int
) -> tuple[int, int] | None:
    """age_when := "when" SUBJECT ("is" | "turns" | "will" "be") NUMBER ["years" ["old"]]
                   [REFLEXIVE]

    "How old will his sister be when he is 50?", "When she is 14, how old will Nate be?":
    the other's age when the one's reaches a number, which ``attribute_asked`` reads as
    a shift of years (``Context.age_when``); the question's range without the clause, or
    ``None`` for any other "when" (a comparison, "was born", an "if")."""
    lows = [t.low for t in tokens[first:stop]]
    k = at - first
    front = k == 0
    how = lows.index("how")
    if lows[how + 1 : how + 2] != ["old"] or (how != 0 and not front):
        return None
    end = how if front else len(lows)
    while end > k and lows[end - 1] in (",",):
        end -= 1
    clause = lows[k + 1 : end]
    for verb in (["will", "be"], ["is"], ["turns"]):
        if verb[0] in clause:
            v = clause.index(verb[0])
            if clause[v : v + len(verb)] == verb:
                break
    else:
        return None
    subject, rest = clause[:v], clause[v + len(verb) :]
    if rest[-1:] and rest[-1] in words("reflexive"):
        rest = rest[:-1]
    if not rest or not subject or rest[1:] not in ([], ["years"], ["years", "old"]):
        return None
    try:
        value = Fraction(rest[0]) if rest[0][:1].isdigit() else None
    except ValueError:
        value = None  # ("when he is 5.5.1": no number this reads)
    if (
        value is None
        or value.denominator != 1
        or any(not w.isalpha() and w != "'s" for w in subject)
    ):
        return None
    ctx.age_when = (
        at + 1,
        at + 1 + len(subject),
        int(value),
        (tokens[at].start, tokens[first + end - 1].end),
    )
    if front:
        return first + how, stop
    return first, at


def _split_condition(ctx: Context, tokens: list[Token], first: int, stop: int) -> tuple[int, int]:
    """ "If she buys 3 more, how many ...": read the condition as a statement first."""
    lows = [t.low for t in tokens[first:stop]]
    if "when" in lows and "how" in lows:
        at = first + lows.index("when")
        aged = _age_when(ctx, tokens, first, stop, at)
        if aged is not None:
            return aged
        if tokens[at + 1].low not in ("how",) and any(
            t.low in ("is", "are", "turns", "was", "will") for t in tokens[at : at + 6]
        ):
            # "When she is 14, how old will Nate be?": a time the question supposes, not a fact
            raise ReadError(
                "unsupported_question",
                "question.when_condition",
                "a question about another time ('when she is 14') is not read",
                (tokens[at].start, tokens[stop - 1].end),
            )
    head = _question_head(lows)
    if head is not None and lows[head] != "how":
        # "If ..., calculate the total ...", "..., what is the number of ...": one question word
        lows = [*lows[:head], "how", *lows[head + 1 :]]
    leading: set[str] = set()  # (holders a condition before the question changed)
    if "if" in lows and ("instead" in lows or _undone(ctx, tokens, first, lows)):
        # "If she had bought 2 instead, how many cards would she have?": what did not
        # happen, in the place of what did, which the reader does not put back
        raise ReadError(
            "unsupported_question",
            "question.counterfactual",
            "a condition of what did not happen ('if she had bought'): its place is not read",
            (tokens[first].start, tokens[stop - 1].end),
        )
    if (
        lows
        and lows[0] in ("if", "after", "when", "assuming", "since")
        and "how" in lows
        and not _span_opening([w for w in lows[: lows.index("how")] if w != ","])
    ):  # ("After 8 weeks, how much has she saved?": a span, no condition)
        ctx.conditioned = True
        how = first + lows.index("how")
        ctx.condition_left = not {"left", "remaining"}.isdisjoint(lows[: how - first])
        end = how
        while end > first and tokens[end - 1].low in (",", "then"):
            end -= 1
        held_first = dict(ctx.model.holdings)
        _read_condition(ctx, first + 1, end)
        leading = {k[0] for k, qid in ctx.model.holdings.items() if held_first.get(k) != qid}
        first = how  # ("If he has $200, how many bags can he buy if one costs $10?": both)
    elif "how" in lows and lows[0] != "how":
        how = first + lows.index("how")
        opening = [w for w in lows[: how - first] if w != ","]
        if opening in _TOTAL_OPENINGS or _span_opening(opening):
            return first, stop  # ("In total, how many ...", "In 21 days how many ...")
        if _same_rate(lows[: how - first]):
            # "At that rate, how many ...": the question uses the text's rates, as it would
            # ("would" asks about the case that opening sets)
            ctx.conditioned = True
            return how, stop
        # "Sam has 5 apples, how many ..." : a statement before the question words
        end = how
        while end > first and tokens[end - 1].low in (",", "so", "then", "and"):
            end -= 1
        if end > first:
            read_statement(ctx, first, end)
        first = how
    lows = [t.low for t in tokens[first:stop]]
    for cond in ("if", "when", "after", "assuming"):
        if cond in lows[2:] and (
            cond in ("if", "assuming")
            or clause_starts(Stream(tokens, first, stop), 3 + lows[2:].index(cond))
        ):
            ctx.conditioned = True
            at = first + 2 + lows[2:].index(cond)
            end = at
            while end > first and tokens[end - 1].low == ",":
                end -= 1
            ctx.refs.new_sentence()  # (the question's own subject stands between)
            _register_names(ctx, tokens, first, at)  # ("How much did Larry have ... if he")
            model = ctx.model
            actors = {e.actor for e in model.events}
            events = len(model.events)
            held = {
                key: (qid, model.by_id[qid].value)
                for key, qid in model.holdings.items()
                if key[0] in actors and qid in model.by_id
            }
            before_trailing = dict(model.holdings)
            _read_condition(ctx, at + 1, stop)
            trailing = {k[0] for k, qid in model.holdings.items() if before_trailing.get(k) != qid}
            if leading & trailing:
                # "If he gives 4 to Ann, how many will Ann have if she has 5 and eats 1?": the
                # two conditions of one holder, and which comes first is not said
                raise ReadError(
                    "ambiguous",
                    "question.condition_order",
                    "two conditions change one holding: in which order is not said",
                    (tokens[at].start, tokens[stop - 1].end),
                )
            after_all = not {"now", "left", "remaining"}.isdisjoint(lows[at - first :])
            ctx.condition_left = ctx.condition_left or after_all
            if (
                len(model.events) == events
                and not after_all
                and any(
                    key[0] in actors
                    and held.get(key)
                    != (qid, model.by_id[qid].value if qid in model.by_id else None)
                    for key, qid in model.holdings.items()
                )
            ):
                # "Noah buys 10 pencils. How many will he have if he already has 16?": a
                # holding supposed beside told events, before them or after is not said
                # ("... if he has 16 now": after them)
                raise ReadError(
                    "ambiguous",
                    "question.condition_order",
                    "a holding the question supposes, beside events told: before or after them?",
                    (tokens[at].start, tokens[stop - 1].end),
                )
            return first, end
    return first, stop


def _lone_condition(tokens: list[Token], first: int, stop: int) -> bool:
    """ "If Rita buys a scarf for $12.": an "if" clause with no clause after it."""
    return tokens[first].low == "if" and all(t.low != "," for t in tokens[first:stop])


def _read_condition(ctx: Context, first: int, stop: int) -> None:
    """Read a question's condition as a statement, keeping the quantities it states."""
    if first >= stop:
        # "How many does Sam have if": an "if" with nothing after it
        raise ReadError(
            "unsupported_question",
            "question.condition_unread",
            "the condition is empty",
            (ctx.tokens[first - 1].start, ctx.tokens[first - 1].end),
        )
    if closure([t.low for t in ctx.tokens[first:stop]]):
        return  # ("If no other water was used or added, ..."): as the text is read anyway
    told = len(ctx.model.quantities)
    before = _changes(ctx)
    events = len(ctx.model.events)
    read_statement(ctx, first, stop)
    held = [
        t.start for t in ctx.tokens[first:stop] if t.low in ("now", "left", "remaining")
    ]  # (where the condition says what is held after all)
    for event in ctx.model.events[events:]:
        span = ctx.model.by_id[event.amount].span
        if held and span is not None and span[0] > held[0]:
            # "if he has 16 now and he found 2": the 2 before the 16, or after it?
            raise ReadError(
                "ambiguous",
                "question.condition_order",
                "an event told after what is held now, in one condition: which came first?",
                (ctx.tokens[first].start, ctx.tokens[stop - 1].end),
            )
    if _changes(ctx) == before:
        # "How many miles does he run in a week if he skips Sunday?": a condition the reader
        # reads as changing nothing may still change the answer
        raise ReadError(
            "unsupported_question",
            "question.condition_unread",
            "the condition changes nothing the reader reads, and may change the answer",
            (ctx.tokens[first].start, ctx.tokens[stop - 1].end),
        )
    ctx.condition_quantities += [d.qid for d in ctx.model.quantities[told:]]


QUESTION_HEADS: Final = frozenset({"how", "what", "calculate", "find", "determine", "compute"})


def _question_head(lows: list[str]) -> int | None:
    """Where the question proper starts: its first word, or a question word after a comma
    ("If Jimmy has 32 sheets, how many ...", "If ..., calculate the total ...")."""
    for k, word in enumerate(lows):
        if word in QUESTION_HEADS and (k == 0 or lows[k - 1] in (",", "then")):
            return k
    return None


def _register_names(ctx: Context, tokens: list[Token], first: int, stop: int) -> None:
    """People a scene sentence names, so that a later pronoun cannot skip over them.

    A capitalized word is a name where a name stands: a listed given name, a
    word no dictionary knows ("Krystian"), with its title ("Mr. Alonzo"), but
    not after a place preposition ("to London"). An unnamed person ("Her
    sister is hungry") is registered too, so a later "she" may mean her; a
    role the subject is given ("Noah is a painter") is no second person.
    """
    named: list[tuple[int, int, str]] = []
    k = first
    while k < stop:
        token = tokens[k]
        previous = tokens[k - 1].low if k > first else ""
        if (
            token.low in words("person_noun")
            and previous in ("'s", "'")
            and k - 2 >= first
            and tokens[k - 2].text[:1].isupper()
        ):
            # "Jane's parents are rich.": people a later "they" may mean
            plural = token.low.endswith("s") or token.low in ("family", "team", "class", "group")
            ctx.refs.add(
                f"{tokens[k - 2].text}'s {token.low}",
                "group" if plural else "person",
                "f"
                if token.low in words("female_noun")
                else "m"
                if token.low in words("male_noun")
                else None,
                plural,
                at=k,
            )
            k += 1
            continue
        if token.low in words("person_noun") and previous in words("possessive") | {
            "the",
            "a",
            "an",
        }:
            predicate = k - 2 >= first and tokens[k - 2].low in ("is", "was", "are", "were")
            if not predicate:
                gender: Gender | None = None
                if token.low in words("female_noun"):
                    gender = "f"
                elif token.low in words("male_noun"):
                    gender = "m"
                plural = token.low.endswith("s") or token.low in (
                    "team",
                    "class",
                    "family",
                    "group",
                    "club",
                    "crew",
                )
                ctx.refs.add(
                    f"the {token.low}", "group" if plural else "person", gender, plural, at=k
                )
            k += 1
            continue
        if token.text[:1].isupper() and (
            previous in words("place_preposition") or previous in _THING_DETERMINERS
        ):
            # ("went to the DMV", "a new TV", "to the Grand Canyon": a thing's or a place's
            # name, every capitalized word of it)
            k += 1
            while k < stop and tokens[k].text[:1].isupper() and tokens[k].low not in words("stop"):
                k += 1
            continue
        if (
            not token.text[:1].isupper()
            or token.low in words("stop")
            or (len(token.text) > 1 and token.text.isupper())  # ("GRE", "TV": no one's name)
        ):
            k += 1
            continue
        name = [token.text]
        end = k + 1
        if token.low in words("title") and end < stop and tokens[end].low == ".":
            name[0] += "."
            end += 1
        while (
            end < stop and tokens[end].text[:1].isupper() and tokens[end].low not in words("stop")
        ):
            name.append(tokens[end].text)
            end += 1
        last = name[-1].lower()
        if (
            (len(name) > 1 and name[0].lower().rstrip(".") in words("title"))
            or name_gender(last) is not None
            or (not pos_of(last) and last not in words("month"))
        ):
            named.append((k, end, ctx.refs.person(" ".join(name), k).key))
        k = end
    if (
        len(named) >= 2
        and named[0][0] == first
        and named[0][1] < stop
        and tokens[named[0][1]].low == "and"
        and named[1][0] == named[0][1] + 1
    ):
        # "Mia and Zoe are sisters.": the two are a "they" a later sentence may mean
        pair = (named[0][2], named[1][2])
        ctx.refs.add(" and ".join(pair), "group", None, True, pair, at=first)
    _kin_group(ctx, tokens, first, stop, named)


_KIN_GROUPS: Final[dict[str, Gender | None]] = {
    "siblings": None,
    "brothers": "m",
    "sisters": "f",
    "twins": None,
    "triplets": None,
    "cousins": None,
    "friends": None,
    "classmates": None,
    "roommates": None,
    "neighbors": None,
    "teammates": None,
    "coworkers": None,
}
"""Plural nouns of people "A, B and C are ..." makes a group of, which "the siblings" then
means, and the gender each member must have (``None``: any)."""


def _kin_group(
    ctx: Context, tokens: list[Token], first: int, stop: int, named: list[tuple[int, int, str]]
) -> None:
    """kin_group := NAME ("," NAME)* [","] "and" NAME ("are" | "were") ["best" | "good"] KIN

    "Theo, Mason, and Roxy are siblings.": the named ones are "the siblings" a question
    may ask of, all of them and only them (a name of the wrong gender for "brothers", or
    any other word in the sentence, registers nothing)."""
    if len(named) < 2 or named[0][0] != first:
        return
    k = named[0][1]
    for at, end, _ in named[1:]:
        while k < at and tokens[k].low in (",", "and"):
            k += 1
        if k != at:
            return
        k = end
    rest = [t.low for t in tokens[k:stop]]
    if rest[:1] not in (["are"], ["were"]):
        return
    rest = rest[1:]
    if rest[:1] in (["best"], ["good"]):
        rest = rest[1:]
    if len(rest) != 1 or rest[0] not in _KIN_GROUPS:
        return
    gender = _KIN_GROUPS[rest[0]]
    members = tuple(key for _, _, key in named)
    if gender is not None and any(ctx.refs.entities[m].gender != gender for m in members):
        return
    ctx.refs.add(f"the {rest[0]}", "group", gender, True, members, at=first)


_THING_DETERMINERS: Final = frozenset({"the", "a", "an", "this", "that", "these", "those"})
"""Before a capitalized word, what makes it a thing's name ("the DMV"), not a person's."""

_TOTAL_OPENINGS: Final = (["in", "total"], ["in", "all"], ["altogether"], ["all", "together"])
"""Question openings that ask a total ("In total, how many ..."), read by the question."""


def _span_opening(words_: list[str]) -> bool:
    """ "In 21 days", "in 3 weeks": a span a question opens with (the question reads it)."""
    table = unit_table()
    return (
        len(words_) == 3
        and words_[0] in ("in", "over", "after")
        and (words_[1][:1].isdigit() or words_[1] in words("number_word"))
        and (found := table.lookup(words_[2])) is not None
        and found.dimension in ("time", "calendar")
    )


_DEFINING_ROLES: Final = frozenset({"compare", "scale", "part", "percent", "share"})
"""Relations that define another holding from a stated one (not a holding's own changes)."""
_RATE_NOUNS: Final = frozenset({"rate", "speed", "pace"})


def _same_rate(lows: list[str]) -> bool:
    """ "At this rate,", "At the same speed,", "At that pace": a question opening that only
    says the rates hold on."""
    while lows and lows[-1] in (",", "then"):
        lows = lows[:-1]
    return (
        len(lows) in (3, 4)
        and lows[0] == "at"
        and lows[1] in ("this", "that", "the", "her", "his", "their")
        and (len(lows) == 3 or lows[2] in ("same", "constant", "steady"))
        and lows[-1] in _RATE_NOUNS
    )


def _check_skipped(
    ctx: Context, tokens: list[Token], skipped: list[tuple[int, int]], graph: QuantityGraph
) -> None:
    """A skipped sentence may not mention anything the graph counts."""
    if not skipped:
        return
    keys = {noun_key(q.unit) for q in graph.quantities if "/" not in q.unit and q.unit != "1"}
    for first, stop in skipped:
        listed = _kinds_listed(tokens, first, stop)
        if listed is not None and listed[0] in keys:
            key, kinds = listed
            told = {q.label for q in graph.quantities if noun_key(q.unit) == key}
            untold = [kind for kind in kinds if kind not in told]
            if untold:
                # "There are red chairs, yellow chairs, and blue chairs. There are 5 red
                # chairs ...": how many blue ones is never said, and the whole needs it
                raise ReadError(
                    "unsupported_question",
                    "kinds.untold",
                    f"{untold[0]!r} is listed as a kind of {key}, but how many of them"
                    " there are is never told",
                    (tokens[first].start, tokens[stop - 1].end),
                )
            continue
        for k in range(first, stop):
            if noun_key(tokens[k].low) in keys and tokens[k].low not in words("stop"):
                raise ReadError(
                    "unsupported_sentence",
                    "scene.mentions_unit",
                    f"a skipped sentence speaks of {tokens[k].text!r}, which the problem counts",
                    (tokens[first].start, tokens[stop - 1].end),
                )


def _kinds_listed(tokens: list[Token], first: int, stop: int) -> tuple[str, list[str]] | None:
    """kinds := (MOD+ NOUN ",")* MOD+ NOUN [","] "and" MOD+ NOUN, ending the sentence

    "In her house there are red chairs, yellow chairs, and blue chairs.": a sentence with no
    number that lists the kinds of one thing, which the whole is then made of; returns the
    thing's noun key and the kinds, or ``None`` for any other sentence."""
    end = stop
    while end > first and tokens[end - 1].low in (".", "!"):
        end -= 1
    if end - first < 5:
        return None
    key = noun_key(tokens[end - 1].low)
    stops = words("stop")
    kinds: list[str] = []
    k = end
    while k > first:
        if noun_key(tokens[k - 1].low) != key:
            return None
        mods: list[str] = []
        k -= 1
        while k > first and tokens[k - 1].text.isalpha() and tokens[k - 1].low not in stops:
            mods.insert(0, tokens[k - 1].low)
            k -= 1
        if not mods or any(noun_key(m) == key for m in mods):
            return None
        kinds.insert(0, " ".join(mods))
        joiners = 0
        while k > first and tokens[k - 1].low in (",", "and"):
            k -= 1
            joiners += 1
        if not joiners:
            break
    if len(kinds) < 2 or len(set(kinds)) != len(kinds):
        return None
    if not any(t.low in ("are", "were", "has", "have", "had") for t in tokens[first:k]):
        return None  # (a list told as there, or held: not "He painted red chairs and ...")
    return key, kinds


def _check_next_times(tokens: list[Token], question: int) -> None:
    """ "The next day, she picked 7. The next day, she picked 9.": each "the next day" is
    the day after the one before it, and the reader labels both alike, which would make
    them one; two told before the question refuse (the question may name the one again)."""
    stream = Stream(tokens, 0, question)
    told = [k for k in range(question) if next_time(stream, k) is not None]
    if len(told) > 1:
        second = told[1]
        raise ReadError(
            "ambiguous",
            "time.next_again",
            "two times told as 'the next' one: each is after another, and which is not read",
            (tokens[second].start, tokens[second + 2].end),
        )


def _check_mentions(
    ctx: Context, tokens: list[Token], spans: list[tuple[int, int]], graph: QuantityGraph
) -> None:
    """What the graph counts, named after "of" ("a game of marbles", "a box of apples"), is
    spoken of only where the sentence reads an amount of it ("3 bags of 5 apples each"):
    "She lost a game of marbles." reads a game, and what it did to her marbles is not
    read."""
    keys = {noun_key(q.unit) for q in graph.quantities if "/" not in q.unit and q.unit != "1"}
    stop_words = words("stop")
    tied: dict[str, list[Relation]] = {}
    for relation in ctx.model.relations:
        for qid in (relation.result, *relation.operands):
            tied.setdefault(qid, []).append(relation)
    for first, stop in spans:
        start, end = tokens[first].start, tokens[stop - 1].end
        mentioned = {
            key
            for k in range(first + 1, stop)
            if tokens[k - 1].low == "of"
            and (key := noun_key(tokens[k].low)) in keys
            and tokens[k].low not in stop_words
        }
        if not mentioned:
            continue
        own: set[str] = set()
        inside = {
            d.qid
            for d in ctx.model.quantities
            if d.span is not None and start <= d.span[0] and d.span[1] <= end
        }
        for qid in sorted(inside):
            # "James has 3 times the number of candies Adam has. Adam has 6 candies.": the
            # sentence's factor ties two amounts of candy told elsewhere
            for relation in tied.get(qid, ()):
                inside.add(relation.result)
                inside.update(relation.operands)
        for qid in sorted(inside):
            if (d := ctx.model.by_id.get(qid)) is None:
                continue
            own.update(noun_key(piece) for piece in d.unit.split("/"))
            if d.label:
                own.update(noun_key(word) for word in d.label.split(" "))
        own.update(
            noun_key(word)
            for rate in ctx.model.rates
            if rate.top_label is not None
            and (span := ctx.model.by_id[rate.qid].span) is not None
            and start <= span[0]
            and span[1] <= end
            for word in rate.top_label.split(" ")
        )  # ("Each teller has 10 rolls of coins": rolls of coins, per teller)
        for key in sorted(mentioned - own):
            raise ReadError(
                "unsupported_sentence",
                "clause.mentions_unit",
                f"the sentence speaks of {key}, which the problem counts, but reads no"
                " amount of them",
                (start, end),
            )


def _check_schedule(
    tokens: list[Token], sentences: list[tuple[int, int]], graph: QuantityGraph
) -> None:
    """A sentence with no number may not take days out of a rate over time ("He does not
    read on Sunday", "He takes weekends off"): with a rate per a time in the graph, one that
    has a negation, a day's name or a schedule word is refused."""
    table = unit_table()
    timed = any(
        (per := table.lookup(q.unit.split("/")[1])) is not None
        and per.dimension in ("time", "calendar")
        for q in graph.quantities
        if "/" in q.unit
    )
    days = words("time_unit_day")
    for first, stop in sentences:
        lows = [t.low for t in tokens[first:stop]]
        if timed and any(
            low in words("negation")
            or low in words("schedule_word")
            or low in days
            or low.removesuffix("s") in days
            for low in lows
        ):
            # "He reads 12 pages every day. He does not read on Sunday.": a rate over time,
            # and a sentence that may take days out of it
            raise ReadError(
                "unsupported_sentence",
                "scene.schedule",
                "a sentence with no number may change which days a rate counts",
                (tokens[first].start, tokens[stop - 1].end),
            )
