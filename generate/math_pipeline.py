"""Text in, defended answer out: parse -> solve -> domain checks -> verify.

One function so the CLI's ``solve TEXT``, ``eval`` and library users answer a
word problem the same way. Each stage refuses with its own typed error, all
of which carry a ``reason``: ``ParseError`` (the text), ``SolveError`` (the
graph), ``DomainError`` (a result no word problem could mean). Verification
does not raise: its ``Verdict`` travels with the answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from generate.math_domain import check_trace
from generate.math_parser import ParsedProblem, parse_with_provenance
from generate.math_solver import SolutionTrace, solve
from generate.math_verifier import Verdict, verify

__all__ = ["Answer", "answer_parsed", "answer_problem"]


@dataclass(frozen=True, slots=True)
class Answer:
    """Everything that backs one answer: the parse with provenance, the trace, the verdict."""

    parsed: ParsedProblem
    trace: SolutionTrace
    verdict: Verdict


def answer_problem(text: str) -> Answer:
    """Answer ``text`` or raise the typed refusal of the first stage that cannot defend it."""
    return answer_parsed(parse_with_provenance(text))


def answer_parsed(parsed: ParsedProblem) -> Answer:
    """The stages after parsing, for callers that inspect the parse first (``eval``)."""
    trace = solve(parsed.graph)
    check_trace(trace)
    return Answer(parsed, trace, verify(parsed.graph, trace))
