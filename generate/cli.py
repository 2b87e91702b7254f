"""``core-math``: solve, verify and evaluate from the command line.

Exit codes are part of the interface, so scripts and CI can branch on them:
0 success; 1 a definite negative result (a trace that fails verification, an
evaluation with a wrong answer); 2 a refusal or malformed input, reported as
``error[<reason>]: <message>`` on stderr; 3 an internal error. No traceback
reaches the user: every expected failure is a typed error with a reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TextIO

from generate._exact import to_exact
from generate.math_problem_graph import MathGraphError, MathProblemGraph, graph_from_dict
from generate.math_solver import SolutionTrace, SolveError, TraceError, solve
from generate.math_verifier import Verdict, verify

if TYPE_CHECKING:
    from generate.math_pipeline import Answer

__all__ = ["main"]

EXIT_OK, EXIT_NEGATIVE, EXIT_REFUSED, EXIT_INTERNAL = 0, 1, 2, 3


class CliError(Exception):
    """A user-facing failure with a machine-readable reason."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def _canonical_json(obj: object) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def _read_text(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError("input_unreadable", f"cannot read {source}: {exc}") from None


def _read_json(source: str) -> object:
    text = _read_text(source)
    try:
        return json.loads(text)
    except ValueError as exc:
        name = "stdin" if source == "-" else source
        raise CliError("invalid_json", f"{name}: not valid JSON: {exc}") from None


def _load_graph(source: str) -> MathProblemGraph:
    try:
        return graph_from_dict(_read_json(source))
    except MathGraphError as exc:
        name = "stdin" if source == "-" else source
        raise CliError(exc.reason, f"{name}: {exc}") from None


def _fmt(value: object) -> str:
    return json.dumps(value)


def _trace_lines(trace: SolutionTrace, verdict: Verdict) -> Iterator[str]:
    yield f"graph {trace.graph_canonical_hash[:16]}  pack {trace.pack_id}"
    for step in trace.steps:
        line = (
            f"step {step.step_index}  {step.operation_kind:<8}  {step.pack_lemma_id}  "
            f"{step.actor}  {step.operand.unit}: {_fmt(step.before_value)} -> "
            f"{_fmt(step.after_value)}"
        )
        if step.target is not None:
            line += f"  to {step.target}: {_fmt(step.target_before)} -> {_fmt(step.target_after)}"
        yield line
    owner = "in total" if trace.answer_entity is None else f"({trace.answer_entity})"
    yield f"answer: {_fmt(trace.answer_value)} {trace.answer_unit} {owner}"
    yield _verdict_line(verdict)


def _verdict_line(verdict: Verdict) -> str:
    if verdict.ok:
        return f"verdict: ok ({verdict.message})"
    return f"verdict: FAILED [{verdict.reason}] {verdict.message}"


class _UnverifiedError(Exception):
    """The solver's own trace failed replay: a bug, never shown as an answer."""


def _require_ok(verdict: Verdict) -> None:
    if not verdict.ok:
        raise _UnverifiedError(
            f"the trace failed verification [{verdict.reason}]: {verdict.message}"
        )


def _solve_checked(graph: MathProblemGraph) -> tuple[SolutionTrace, Verdict]:
    try:
        trace = solve(graph)
    except SolveError as exc:
        raise CliError(exc.reason, str(exc)) from None
    verdict = verify(graph, trace)
    _require_ok(verdict)
    return trace, verdict


def _without_reason(reason: str, message: str) -> str:
    """The message without a leading ``reason:``; the CLI prints the reason itself."""
    prefix = f"{reason}: "
    return message[len(prefix) :] if message.startswith(prefix) else message


def _cmd_solve(args: argparse.Namespace, out: TextIO) -> int:
    if (args.text is None) == (args.graph is None):
        raise CliError("usage", "give either a problem TEXT or --graph FILE, not both or neither")
    if args.graph is not None:
        trace, verdict = _solve_checked(_load_graph(args.graph))
        if args.json:
            out.write(trace.canonical_bytes().decode("ascii") + "\n")
        else:
            out.write("\n".join(_trace_lines(trace, verdict)) + "\n")
        return EXIT_OK
    return _solve_text(_read_text("-") if args.text == "-" else args.text, args.json, out)


def _answer(text: str) -> Answer:
    from generate.math_domain import DomainError  # noqa: PLC0415 - text mode only
    from generate.math_parser import ParseError  # noqa: PLC0415
    from generate.math_pipeline import answer_problem  # noqa: PLC0415

    try:
        return answer_problem(text)
    except (ParseError, SolveError, DomainError) as exc:
        raise CliError(exc.reason, _without_reason(exc.reason, str(exc))) from None


def _solve_text(text: str, as_json: bool, out: TextIO) -> int:
    from generate.math_explain import explain  # noqa: PLC0415 - text mode only

    answer = _answer(text)
    parsed, trace, verdict = answer.parsed, answer.trace, answer.verdict
    _require_ok(verdict)
    lines = explain(trace, parsed)
    if as_json:
        report = {
            "explanation": list(lines),
            "graph": parsed.graph.as_json(),
            "problem": text,
            "provenance": parsed.as_json(),
            "trace": trace.as_json(),
            "verdict": verdict.as_json(),
        }
        out.write(_canonical_json(report) + "\n")
    else:
        out.write("\n".join([*lines, _verdict_line(verdict)]) + "\n")
    return EXIT_OK


def _cmd_verify(args: argparse.Namespace, out: TextIO) -> int:
    graph = _load_graph(args.graph)
    try:
        trace = SolutionTrace.from_json(_read_json(args.trace))
    except TraceError as exc:
        raise CliError(exc.reason, f"{args.trace}: {exc}") from None
    verdict = verify(graph, trace)
    if args.json:
        out.write(_canonical_json(verdict.as_json()) + "\n")
    else:
        out.write(_verdict_line(verdict) + "\n")
    return EXIT_OK if verdict.ok else EXIT_NEGATIVE


# -- eval ---------------------------------------------------------------------


@dataclass
class _Totals:
    """Counters only, so an evaluation runs in constant memory however long the file."""

    cases: int = 0
    with_ground_truth: int = 0
    parsed_exactly: int = 0
    in_scope: int = 0
    answered_correctly: int = 0
    answered_wrongly: int = 0
    refused: int = 0
    must_refuse: int = 0
    refused_as_expected: int = 0
    refused_by_reason: Counter[str] = field(default_factory=Counter)

    def as_json(self) -> dict[str, Any]:
        return {
            "answered_correctly": self.answered_correctly,
            "answered_wrongly": self.answered_wrongly,
            "cases": self.cases,
            "in_scope": self.in_scope,
            "must_refuse": self.must_refuse,
            "parsed_exactly": self.parsed_exactly,
            "refused": self.refused,
            "refused_as_expected": self.refused_as_expected,
            "refused_by_reason": dict(sorted(self.refused_by_reason.items())),
            "with_ground_truth": self.with_ground_truth,
        }


class _NumberedLines:
    """Iterates a text stream's lines, remembering the number of the last one read.

    ``jsonlines`` skips blank lines silently, so counting reads would misnumber
    every case after a blank line; counting the lines it pulls does not.
    """

    def __init__(self, handle: IO[str]) -> None:
        self.handle = handle
        self.number = 0

    def __iter__(self) -> Iterator[str]:
        for line in self.handle:
            self.number += 1
            yield line


def _eval_cases(path: str) -> Iterator[tuple[int, dict[str, Any]]]:
    import jsonlines  # noqa: PLC0415 - eval only

    try:
        handle: IO[str] = sys.stdin if path == "-" else open(path, encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        raise CliError("input_unreadable", f"cannot read {path}: {exc}") from None
    lines = _NumberedLines(handle)
    with handle, jsonlines.Reader(lines) as reader:
        while True:
            try:
                obj = reader.read(skip_empty=True)
            except EOFError:
                return
            except jsonlines.InvalidLineError:
                raise CliError("invalid_json", f"{path}:{lines.number}: not valid JSON") from None
            except UnicodeDecodeError as exc:
                raise CliError("input_unreadable", f"{path}: not UTF-8: {exc}") from None
            line = lines.number
            if not isinstance(obj, dict) or type(obj.get("problem")) is not str:
                raise CliError("invalid_case", f"{path}:{line}: each line needs a string 'problem'")
            if "expected_answer" not in obj:
                raise CliError("invalid_case", f"{path}:{line}: missing 'expected_answer'")
            expected = obj["expected_answer"]
            if expected is not None and type(expected) not in (int, float):
                raise CliError(
                    "invalid_case", f"{path}:{line}: 'expected_answer' must be a number or null"
                )
            yield line, obj


def _evaluate_one(case: dict[str, Any], totals: _Totals) -> str:
    expected = case["expected_answer"]
    truth = case.get("ground_truth_graph")
    if expected is None:
        totals.must_refuse += 1
    else:
        totals.in_scope += 1
    from generate.math_domain import DomainError  # noqa: PLC0415 - eval only
    from generate.math_parser import ParseError, parse_with_provenance  # noqa: PLC0415
    from generate.math_pipeline import answer_parsed  # noqa: PLC0415

    try:
        parsed = parse_with_provenance(case["problem"])
    except ParseError as exc:
        return _refused(totals, expected, f"parse:{exc.reason}")
    if truth is not None:
        totals.with_ground_truth += 1
        try:
            exact = parsed.graph.canonical_bytes() == graph_from_dict(truth).canonical_bytes()
        except MathGraphError:
            exact = False
        totals.parsed_exactly += exact
    try:
        answer = answer_parsed(parsed)
    except SolveError as exc:
        return _refused(totals, expected, f"solve:{exc.reason}")
    except DomainError as exc:
        return _refused(totals, expected, f"domain:{exc.reason}")
    if not answer.verdict.ok:
        return _refused(totals, expected, f"verify:{answer.verdict.reason}")
    value = answer.trace.answer_value
    if expected is not None and to_exact(value) == to_exact(expected):
        totals.answered_correctly += 1
        return "correct"
    totals.answered_wrongly += 1
    return f"WRONG (answered {_fmt(value)}, expected {_fmt(expected)})"


def _refused(totals: _Totals, expected: object, reason: str) -> str:
    totals.refused += 1
    totals.refused_by_reason[reason] += 1
    if expected is None:
        totals.refused_as_expected += 1
        return f"refused as expected ({reason})"
    return f"refused ({reason})"


def _cmd_eval(args: argparse.Namespace, out: TextIO) -> int:
    totals = _Totals()
    for line, case in _eval_cases(args.file):
        totals.cases += 1
        outcome = _evaluate_one(case, totals)
        if args.cases:
            case_id = case.get("id", f"line {line}")
            out.write(f"{case_id}: {outcome}\n")
    if args.json:
        out.write(_canonical_json(totals.as_json()) + "\n")
    else:
        t = totals
        out.write(
            f"cases: {t.cases} (in scope {t.in_scope}, must refuse {t.must_refuse})\n"
            f"parsed exactly: {t.parsed_exactly}/{t.with_ground_truth} with a ground-truth graph\n"
            f"answered correctly: {t.answered_correctly}/{t.in_scope}\n"
            f"answered wrongly: {t.answered_wrongly}\n"
            f"refused: {t.refused} (as expected: {t.refused_as_expected}/{t.must_refuse})\n"
        )
        for reason, count in sorted(t.refused_by_reason.items()):
            out.write(f"  {reason}: {count}\n")
    return EXIT_NEGATIVE if totals.answered_wrongly else EXIT_OK


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="core-math",
        description="Deterministic arithmetic word-problem solver (ADR-0115/0116).",
    )
    sub = parser.add_subparsers(dest="command", metavar="{solve,verify,eval}")
    p = sub.add_parser("solve", help="solve a word problem (TEXT) or a graph (--graph FILE)")
    p.add_argument("text", nargs="?", help="problem text, or - to read it from stdin")
    p.add_argument("--graph", metavar="FILE", help="MathProblemGraph JSON file, or - for stdin")
    p.add_argument("--json", action="store_true", help="print canonical JSON")
    p.set_defaults(run=_cmd_solve)
    p = sub.add_parser("verify", help="check a stored trace against its graph")
    p.add_argument("--graph", metavar="FILE", required=True)
    p.add_argument("--trace", metavar="FILE", required=True)
    p.add_argument("--json", action="store_true", help="print the verdict as canonical JSON")
    p.set_defaults(run=_cmd_verify)
    p = sub.add_parser("eval", help="evaluate a JSONL dataset in the dev-set format")
    p.add_argument("file", metavar="FILE.jsonl", help="dataset, or - for stdin")
    p.add_argument("--cases", action="store_true", help="print one verdict line per case")
    p.add_argument("--json", action="store_true", help="print the totals as canonical JSON")
    p.set_defaults(run=_cmd_eval)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``core-math``; returns the exit code instead of raising."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_usage(sys.stdout)
        return EXIT_OK if not (argv if argv is not None else sys.argv[1:]) else EXIT_REFUSED
    try:
        code: int = args.run(args, sys.stdout)
    except CliError as exc:
        sys.stderr.write(f"error[{exc.reason}]: {exc}\n")
        return EXIT_REFUSED
    except BrokenPipeError:
        return EXIT_OK
    except _UnverifiedError as exc:
        sys.stderr.write(f"error[internal]: {exc} (a bug in core-math; please report it)\n")
        return EXIT_INTERNAL
    except Exception as exc:  # last line of defence: never a traceback
        sys.stderr.write(
            f"error[internal]: {type(exc).__name__}: {exc} (a bug in core-math; please report it)\n"
        )
        return EXIT_INTERNAL
    return code


if __name__ == "__main__":
    raise SystemExit(main())
