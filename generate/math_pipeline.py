"""Text in, defended answer out: read -> quantity graph -> solve -> domain checks -> verify.

One function so the CLI's ``solve TEXT``, ``eval`` and library users answer a
word problem the same way, and every answer goes through the quantity graph
(ADR-0130): one solver, one trace format, one verifier.

Two readers turn text into a quantity graph, tried in this order:

1. the ADR-0115 parser, whose ``MathProblemGraph`` is lowered
   (``math_lowering.lower``): it reads the narrow change-and-transfer family
   with guards tuned over three held-out sets and their red-team rounds;
2. the ADR-0131 compositional reader, for everything the parser refuses
   (rates, comparisons, groups, parts, unknown starts, chains).

The second runs only when the first refuses (or reads a graph the solver or
the domain checks refuse: no answer either), so every problem the parser
answered before is answered as before, but one: a parse whose asked unit and
another of its units are a kind and its category ("fish" and "guppies", by
the reader's lexicon) is no answer the parser defends, since it counts them
apart, and the reader's reading or refusal stands instead. When both refuse
the text, the reader's refusal is raised: it names the exact guard and the
words that caused it; when the parser's graph was refused, that refusal is
raised.
Each stage refuses with its own typed error, all of which carry a
``reason``: ``ParseError``/``ReadError`` (the text), ``SolveError`` (the
graph), ``DomainError`` (a result no word problem could mean). Verification
does not raise: its ``Verdict`` travels with the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from generate._nouns import noun_key
from generate._read.lexicon import (
    category_members,
    is_compound,
    kinds_may_overlap,
    people_in_part,
    words,
)
from generate.math_domain import DomainError, check_quantities
from generate.math_explain import explain_quantities
from generate.math_lowering import lower, relation_operations
from generate.math_parser import ParsedProblem, ParseError, parse_with_provenance
from generate.math_quantity_graph import QuantityGraph
from generate.math_quantity_solver import solve_quantities
from generate.math_quantity_trace import QuantityTrace
from generate.math_quantity_verifier import verify_quantities
from generate.math_reader import ReadError, Reading, read_problem
from generate.math_solver import SolveError
from generate.math_verifier import Verdict

__all__ = ["Answer", "Source", "answer_graph", "answer_problem"]

Source = Literal["parser", "reader"]
"""Which reader read the text: the ADR-0115 parser (lowered) or the ADR-0131 reader."""


@dataclass(frozen=True, slots=True)
class Answer:
    """Everything that backs one answer: the graph, its trace, the verdict, and the reading."""

    graph: QuantityGraph
    trace: QuantityTrace
    verdict: Verdict
    source: Source
    parsed: ParsedProblem | None = None
    """The ADR-0115 parse (with its v1 graph) when the parser read the text."""
    reading: Reading | None = None
    """The reader's provenance when the ADR-0131 reader read the text."""

    @property
    def value(self) -> int | float:
        """The answer as a JSON number."""
        return self.trace.answer.value

    @property
    def unit(self) -> str:
        """The answer's unit."""
        return self.trace.answer.unit

    def explanation(self) -> tuple[str, ...]:
        """Show-your-work lines (``math_explain``), quoting the parser's verbs when it read."""
        verbs: dict[str, str] = {}
        if self.parsed is not None:
            spans = self.parsed.operations
            for relation, index in zip(
                self.graph.relations, relation_operations(self.parsed.graph), strict=False
            ):
                verbs[relation.id] = spans[index].verb
        return explain_quantities(self.graph, self.trace, verbs)


def answer_problem(text: str) -> Answer:
    """Answer ``text`` or raise the typed refusal of the first stage that cannot defend it.

    A parse the solver or the domain checks refuse ("Tom has 3 goldfish and 5 guppies. How
    many fish does Tom have?": the parser's graph holds no fish) is no answer the parser
    gave, so the reader reads the text too; when it refuses as well, the parser's refusal
    is raised, as before. A parse of a kind beside its category is the reader's to read."""
    try:
        parsed = parse_with_provenance(text)
    except ParseError:
        reading = read_problem(text)
        return answer_graph(reading.graph, "reader", reading=reading)
    try:
        graph = lower(parsed.graph)
        if not (
            _kind_and_category(graph)
            or _parts_and_wholes(graph)
            or _compound_noun(graph)
            or _start_only(parsed, text)
            or any(people_in_part(q.value, q.unit) for q in graph.quantities)
            or any("dozen" in q.unit for q in graph.quantities)
        ):  # ("a half-dozen eggs": the parser counts half-dozens; the reader, eggs)
            return answer_graph(graph, "parser", parsed=parsed)
    except (SolveError, DomainError) as refused:
        try:
            reading = read_problem(text)
            return answer_graph(reading.graph, "reader", reading=reading)
        except (ReadError, SolveError, DomainError):
            raise refused from None
    # "Sara has 10 fish. She buys 3 guppies. How many fish does she have?": the parser holds
    # the guppies apart from the fish, and 10 is no answer it defends; the reader's reading
    # (or refusal) stands
    reading = read_problem(text)
    return answer_graph(reading.graph, "reader", reading=reading)


def _kind_and_category(graph: QuantityGraph) -> bool:
    """Whether the asked unit and another unit of the graph are a kind and its category
    ("fish" and "guppies", "coins" and "quarters"), by the reader's lexicon: the parser
    counts them apart, so what it answers may leave out what the question counts."""
    asked_unit = graph.quantity(graph.target).unit.split("/")[0]
    asked = noun_key(asked_unit.rsplit(" ", maxsplit=1)[-1])
    asked_kinds = category_members(asked)
    for quantity in graph.quantities:
        counted = quantity.unit.split("/")[0]
        unit = noun_key(counted.rsplit(" ", maxsplit=1)[-1])
        if kinds_may_overlap(asked_unit, counted) or kinds_may_overlap(counted, asked_unit):
            return True  # ("3 poodles and 4 puppies": some puppies may be poodles; "3 yachts
            # ... buys 2 boats": the reader tells a kind's count from the thing's change)
        if unit == asked:
            continue
        kinds = category_members(unit)
        if (asked_kinds is not None and unit in asked_kinds) or (
            kinds is not None and asked in kinds
        ):
            return True
    return False


def _parts_and_wholes(graph: QuantityGraph) -> bool:
    """Whether the asked unit is a part of things ("wheels", "pages", by the reader's
    lexicon) and the graph counts other things too ("Tim has 3 bikes and 2 wheels"): the
    parser counts the loose ones only, where the bikes' wheels may be asked as well."""
    asked = noun_key(graph.quantity(graph.target).unit.split("/")[0])
    if asked not in {noun_key(word) for word in words("part_noun")}:
        return False
    return any(
        noun_key(q.unit.split("/")[0]) != asked and q.unit not in ("dollars", "cents", "1")
        for q in graph.quantities
    )


def _compound_noun(graph: QuantityGraph) -> bool:
    """Whether a unit of the graph is a two-word noun whose last word names another thing
    ("hot dogs", the reader's `compound_noun` class): the parser matches a question's "dogs"
    to it by its last word, where the reader holds it apart."""
    for q in graph.quantities:
        pieces = q.unit.split("/")[0].split(" ")
        if len(pieces) > 1 and is_compound(pieces[-2], pieces[-1]):
            return True
    return False


_AT_FIRST: Final = ("at first", "initially", "originally", "in the beginning", "to begin with")
"""Words that tell a holding as it was before a change ("Tom had 10 stickers at first")."""


def _start_only(parsed: ParsedProblem, text: str) -> bool:
    """Whether the parse has no events and the text tells a holding "at first": the change
    the words imply is not told, so what is held now is not the start (the parser would
    answer the start); the reader reads, or refuses, it."""
    low = text.lower()
    return not parsed.graph.operations and any(words_ in low for words_ in _AT_FIRST)


def answer_graph(
    graph: QuantityGraph,
    source: Source,
    *,
    parsed: ParsedProblem | None = None,
    reading: Reading | None = None,
) -> Answer:
    """Solve, check every quantity against the word-problem domain, and verify."""
    trace = solve_quantities(graph)
    check_quantities(graph, trace, decimal_answer=source == "reader")
    return Answer(graph, trace, verify_quantities(graph, trace), source, parsed, reading)
