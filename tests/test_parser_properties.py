"""Properties: for every str the parser returns a graph or raises ParseError, deterministically.

Random text, random mutations of the dev-set problems, and large adversarial
inputs (no timing asserts here: the benchmarks time them).
"""

from __future__ import annotations

import json

from conftest import DEV_SET
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generate._parse_tokens import _ASCII_TOKEN, _TOKEN
from generate.math_parser import REASONS, ParseError, parse_problem, parse_with_provenance

PROBLEMS = [json.loads(line)["problem"] for line in DEV_SET.read_text("utf-8").splitlines()]

VOCABULARY = sorted(
    {word for problem in PROBLEMS for word in problem.replace("?", " ?").replace(".", " .").split()}
    | {"if", "each", "than", "some", "her", "him", "them", "$", "1,2", "3.", "a", "half", "dozen"}
)


def _outcome(text: str) -> tuple[str, bytes | str]:
    try:
        graph = parse_problem(text)
    except ParseError as exc:
        assert exc.reason in REASONS
        assert exc.sentence_index is None or exc.sentence is not None
        return "refused", exc.reason
    return "graph", graph.canonical_bytes()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_random_text_only_raises_parse_error(text: str) -> None:
    assert _outcome(text) == _outcome(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(VOCABULARY), max_size=40))
def test_random_word_salad_only_raises_parse_error(words: list[str]) -> None:
    text = " ".join(words)
    assert _outcome(text) == _outcome(text)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(PROBLEMS),
    st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=400),
            st.sampled_from(["delete", "insert", "swap", "truncate"]),
            st.text(min_size=0, max_size=6) | st.sampled_from(VOCABULARY),
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_mutated_dev_problems_only_raise_parse_error(
    problem: str, edits: list[tuple[int, str, str]]
) -> None:
    text = problem
    for position, action, piece in edits:
        at = position % (len(text) + 1)
        if action == "delete":
            text = text[:at] + text[at + len(piece) + 1 :]
        elif action == "truncate":
            text = text[:at]
        elif action == "insert":
            text = text[:at] + piece + text[at:]
        else:
            words = text.split(" ")
            k = position % len(words)
            words[k] = piece
            text = " ".join(words)
    outcome = _outcome(text)
    assert outcome == _outcome(text)
    if outcome[0] == "graph":
        parsed = parse_with_provenance(text)
        assert parsed.graph.canonical_bytes() == outcome[1]
        assert len(parsed.initial) == len(parsed.graph.initial_state)
        assert len(parsed.operations) == len(parsed.graph.operations)
        for span in (*parsed.initial, *parsed.operations, parsed.question):
            assert 0 <= span.start < span.end <= len(text)


ADVERSARIAL = {
    "articles": "a " * 50_000,
    "digits": "9" * 100_000,
    "holdings": "Sam has 5 apples. " * 5_555,
    "commas": "1," * 50_000,
    "dots": "." * 100_000,
    "questions": "?" * 100_000,
    "dollars": "$" * 100_000,
    "hyphens": "a-" * 50_000,
    "names": "Sam " * 25_000,
    "events": "Sam has 5 apples. " + "He buys 3 more. " * 6_000,
}


def test_adversarial_inputs_are_answered_or_refused() -> None:
    for name, body in ADVERSARIAL.items():
        text = body[:99_960] + " How many apples does Sam have?"
        kind, _ = _outcome(text)
        assert kind in ("graph", "refused"), name
    # A long but well-formed problem is read, not refused.
    events = ADVERSARIAL["events"][:99_950].rsplit(".", 1)[0] + ". How many apples does Sam have?"
    graph = parse_problem(events)
    assert len(graph.operations) == events.count("He buys 3 more.")


SCENES = [
    "It was a sunny day.",
    "The children played in the park.",
    "Everybody was happy at the lake.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PROBLEMS), st.sampled_from(SCENES))
def test_a_scene_sentence_naming_nobody_changes_nothing(problem: str, scene: str) -> None:
    """A leading sentence with no person, amount or verb of the table is skipped: the
    outcome (graph bytes or refusal reason) is the one of the problem alone."""
    assert _outcome(f"{scene} {problem}") == _outcome(problem)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_ascii_tokenizer_matches_the_unicode_one(text: str) -> None:
    """The ASCII fast path of the tokenizer cuts exactly the tokens the general one does."""
    assert _ASCII_TOKEN.findall(text) == _TOKEN.findall(text)
    assert [m.start() for m in _ASCII_TOKEN.finditer(text)] == [
        m.start() for m in _TOKEN.finditer(text)
    ]
