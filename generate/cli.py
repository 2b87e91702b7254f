"""``core-math``: solve, verify and evaluate from the command line.

Exit codes are part of the interface, so scripts and CI can branch on them:
0 success; 1 a definite negative result (a trace that fails verification, an
evaluation with a wrong answer); 2 a refusal or unusable input, reported as
``error[<reason>]: <message>`` on stderr; 3 an internal error or a broken
installation (the pack cannot be loaded: no answer or verdict can be trusted,
so it must not look like a refusal or a failed trace); 130 interrupted.
No traceback reaches the user: every expected failure is a typed error with
a reason, and the last line of defence turns anything else into exit 3.

With ``--json`` everything on stdout is JSON, refusals included: an object
``{"message": ..., "reason": ...}`` (the ``error[...]`` line still goes to
stderr). Text output escapes control characters from the input, so a name or
an id cannot forge an output line or a terminal sequence.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, NoReturn, TextIO

from generate._output import canonical_json, printable, quote

if TYPE_CHECKING:
    from generate.math_pipeline import Answer
    from generate.math_problem_graph import MathProblemGraph
    from generate.math_quantity_graph import QuantityGraph
    from generate.math_solver import SolutionTrace, SolveError
    from generate.math_verifier import Verdict

# The solver stack is imported inside the commands, under main()'s handlers:
# a Ctrl-C during those imports is then exit 130, not a traceback, and
# ``--help``/``--version`` answer at once.

__all__ = ["main"]

EXIT_OK, EXIT_NEGATIVE, EXIT_REFUSED, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

#: Solver reasons that mean the installation, not the input, is at fault.
BROKEN_INSTALL_REASONS = frozenset({"pack_unavailable", "lemma_missing"})


class CliError(Exception):
    """A user-facing failure with a machine-readable reason and its exit code."""

    def __init__(
        self,
        reason: str,
        message: str,
        exit_code: int = EXIT_REFUSED,
        caret: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.exit_code = exit_code
        self.caret = caret
        """The sentence and a caret line under the words that caused a reader refusal."""


# -- reading input ------------------------------------------------------------


def _name(source: str) -> str:
    return "stdin" if source == "-" else source


def _read_bytes(source: str) -> bytes:
    if source == "-":
        return sys.stdin.buffer.read()
    try:
        return Path(source).read_bytes()
    except OSError as exc:
        raise CliError("input_unreadable", f"cannot read {source}: {exc.strerror or exc}") from None


def _read_text(source: str) -> str:
    """UTF-8 text of a file or stdin; one leading BOM is dropped, as every JSON reader does."""
    data = _read_bytes(source)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(
            "input_unreadable", f"{_name(source)}: not UTF-8 (byte {exc.start})"
        ) from None
    return text.removeprefix("\ufeff")


def _read_json(source: str) -> object:
    from packs.strict_json import JSONError, loads  # noqa: PLC0415

    try:
        return loads(_read_bytes(source))
    except JSONError as exc:
        kind = "not UTF-8" if exc.reason == "input_unreadable" else "not valid JSON"
        raise CliError(exc.reason, f"{_name(source)}: {kind}: {exc}") from None


def _load_graph(source: str) -> MathProblemGraph:
    return _graph_from(source, _read_json(source))


def _graph_from(source: str, data: object) -> MathProblemGraph:
    from generate.math_problem_graph import MathGraphError, graph_from_dict  # noqa: PLC0415

    try:
        return graph_from_dict(data)
    except MathGraphError as exc:
        raise CliError(exc.reason, f"{_name(source)}: {exc}") from None


# -- solve and verify ---------------------------------------------------------


def _fmt(value: object) -> str:
    return canonical_json(value)


def _trace_lines(trace: SolutionTrace, verdict: Verdict) -> Iterator[str]:
    """The trace as text; steps are numbered from 1, as the explanation numbers them."""
    yield f"graph {trace.graph_canonical_hash[:16]}  pack {trace.pack_id}"
    for step in trace.steps:
        line = (
            f"step {step.step_index + 1}  {step.operation_kind:<8}  {step.pack_lemma_id}  "
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
        if verdict.reason == "pack_unavailable":
            raise _broken(verdict.reason, verdict.message)
        raise _UnverifiedError(
            f"the trace failed verification [{verdict.reason}]: {verdict.message}"
        )


def _broken(reason: str, message: str) -> CliError:
    return CliError(reason, f"broken installation: {message}", EXIT_INTERNAL)


def _solve_error(exc: SolveError) -> CliError:
    message = _without_reason(exc.reason, str(exc))
    if exc.reason in BROKEN_INSTALL_REASONS:
        return _broken(exc.reason, message)
    return CliError(exc.reason, message)


def _without_reason(reason: str, message: str) -> str:
    """The message without a leading ``reason:``; the CLI prints the reason itself."""
    prefix = f"{reason}: "
    return message[len(prefix) :] if message.startswith(prefix) else message


def _cmd_solve(args: argparse.Namespace, out: _Output) -> int:
    from generate.math_solver import SolveError, solve  # noqa: PLC0415
    from generate.math_verifier import verify  # noqa: PLC0415

    if (args.text is None) == (args.graph is None):
        raise CliError("usage", "give either a problem TEXT or --graph FILE, not both or neither")
    if args.graph is None:
        if args.domain:
            raise CliError("usage", "--domain applies to --graph; text answers always get it")
        return _solve_text(_read_text("-") if args.text == "-" else args.text, out)
    data = _read_json(args.graph)
    if _is_quantity_graph(data):
        return _solve_quantity_graph(args, data, out)
    graph = _graph_from(args.graph, data)
    try:
        trace = solve(graph)
        if args.domain:
            _domain_check(trace)
    except SolveError as exc:
        raise _solve_error(exc) from None
    verdict = verify(graph, trace)
    _require_ok(verdict)
    if out.as_json:
        out.raw(trace.canonical_bytes().decode("ascii"))
    else:
        out.lines(_trace_lines(trace, verdict))
    return EXIT_OK


def _is_quantity_graph(data: object) -> bool:
    """The ``schema`` key tells the two graph forms apart (ADR-0115 graphs have none)."""
    return isinstance(data, dict) and "schema" in data


def _quantity_graph_from(source: str, data: object) -> QuantityGraph:
    from generate.math_quantity_graph import (  # noqa: PLC0415
        QuantityGraphError,
        quantity_graph_from_dict,
    )

    try:
        return quantity_graph_from_dict(data)
    except QuantityGraphError as exc:
        raise CliError(exc.reason, f"{_name(source)}: {exc}") from None


def _solve_quantity_graph(args: argparse.Namespace, data: object, out: _Output) -> int:
    from generate.math_domain import DomainError, check_quantities  # noqa: PLC0415
    from generate.math_explain import explain_quantities  # noqa: PLC0415
    from generate.math_quantity_solver import solve_quantities  # noqa: PLC0415
    from generate.math_quantity_verifier import verify_quantities  # noqa: PLC0415
    from generate.math_solver import SolveError  # noqa: PLC0415

    graph = _quantity_graph_from(args.graph, data)
    try:
        trace = solve_quantities(graph)
        if args.domain:
            check_quantities(graph, trace)
    except SolveError as exc:
        raise _solve_error(exc) from None
    except DomainError as exc:
        raise CliError(exc.reason, _without_reason(exc.reason, str(exc))) from None
    verdict = verify_quantities(graph, trace)
    _require_ok(verdict)
    if out.as_json:
        out.raw(trace.canonical_bytes().decode("ascii"))
    else:
        out.lines(
            [
                f"graph {trace.graph_hash[:16]}  packs {', '.join(p for p, _ in trace.packs)}",
                *explain_quantities(graph, trace),
                _verdict_line(verdict),
            ]
        )
    return EXIT_OK


def _domain_check(trace: SolutionTrace) -> None:
    from generate.math_domain import DomainError, check_trace  # noqa: PLC0415 - --domain only

    try:
        check_trace(trace)
    except DomainError as exc:
        raise CliError(exc.reason, _without_reason(exc.reason, str(exc))) from None


def _answer(text: str) -> Answer:
    from generate.math_domain import DomainError  # noqa: PLC0415 - text mode only
    from generate.math_parser import ParseError  # noqa: PLC0415
    from generate.math_pipeline import answer_problem  # noqa: PLC0415
    from generate.math_reader import ReadError  # noqa: PLC0415
    from generate.math_solver import SolveError  # noqa: PLC0415

    try:
        return answer_problem(text)
    except SolveError as exc:
        raise _solve_error(exc) from None
    except ReadError as exc:
        caret = exc.caret()
        raise CliError(
            exc.reason, _read_message(exc), caret=tuple(caret.split("\n")) if caret else ()
        ) from None
    except (ParseError, DomainError) as exc:
        raise CliError(exc.reason, _without_reason(exc.reason, str(exc))) from None


def _read_message(exc: object) -> str:
    """A reader refusal without its reason (printed apart): "[code] at 'words': detail"."""
    text = str(exc)
    reason = getattr(exc, "reason", "")
    return text[len(reason) + 1 :] if text.startswith(f"{reason} [") else text


def _solve_text(text: str, out: _Output) -> int:
    answer = _answer(text)
    trace, verdict = answer.trace, answer.verdict
    _require_ok(verdict)
    lines = answer.explanation()
    if out.as_json:
        provenance: object = None
        if answer.parsed is not None:
            provenance = answer.parsed.as_json()
        elif answer.reading is not None:
            provenance = {
                q: None if span is None else list(span)
                for q, span in sorted(answer.reading.spans.items())
            }
        report = {
            "explanation": list(lines),
            "graph": answer.graph.as_json(),
            "problem": text,
            "provenance": provenance,
            "reader": answer.source,
            "trace": trace.as_json(),
            "verdict": verdict.as_json(),
        }
        out.raw(canonical_json(report))
    else:
        out.lines([*lines, _verdict_line(verdict)])
    return EXIT_OK


def _pack_defect() -> str | None:
    """Why the installed arithmetic pack cannot back a verdict, or None when it can."""
    from generate.math_operators import operator_table  # noqa: PLC0415 - verify failures only
    from generate.math_problem_graph import VALID_OPERATION_KINDS  # noqa: PLC0415
    from generate.math_solver import REQUIRED_PACK_ID  # noqa: PLC0415
    from packs.compiler import PackError  # noqa: PLC0415

    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        return str(exc)
    for kind in sorted(VALID_OPERATION_KINDS):
        if kind not in table.by_lemma:
            return table.why_missing(kind)
    return None


def _cmd_verify(args: argparse.Namespace, out: _Output) -> int:
    from generate.math_solver import SolutionTrace, TraceError  # noqa: PLC0415
    from generate.math_verifier import verify  # noqa: PLC0415

    data = _read_json(args.graph)
    trace_data = _read_json(args.trace)
    if _is_quantity_graph(data):
        verdict = _verify_quantity_trace(args, data, trace_data)
    else:
        graph = _graph_from(args.graph, data)
        try:
            trace = SolutionTrace.from_json(trace_data)
        except TraceError as exc:
            raise CliError(exc.reason, f"{args.trace}: {exc}") from None
        verdict = verify(graph, trace)
    if not verdict.ok and verdict.reason in ("pack_unavailable", "lemma_unresolved"):
        # Exit 1 means "this trace is wrong"; a pack that cannot be loaded, or
        # lacks an operator, says nothing about the trace.
        defect = _pack_defect()
        if defect is not None:
            raise _broken("pack_unavailable", f"cannot check the trace: {defect}")
    if out.as_json:
        out.raw(canonical_json(verdict.as_json()))
    else:
        out.lines([_verdict_line(verdict)])
    return EXIT_OK if verdict.ok else EXIT_NEGATIVE


def _verify_quantity_trace(args: argparse.Namespace, data: object, trace_data: object) -> Verdict:
    from generate.math_quantity_trace import QuantityTrace  # noqa: PLC0415
    from generate.math_quantity_verifier import verify_quantities  # noqa: PLC0415
    from generate.math_solver import TraceError  # noqa: PLC0415

    graph = _quantity_graph_from(args.graph, data)
    try:
        trace = QuantityTrace.from_json(trace_data)
    except TraceError as exc:
        raise CliError(exc.reason, f"{args.trace}: {exc}") from None
    return verify_quantities(graph, trace)


def _cmd_eval(args: argparse.Namespace, out: _Output) -> int:
    from generate._eval import EvalError, EvalOptions, run_eval  # noqa: PLC0415 - eval only

    options = EvalOptions(
        path=args.file,
        problem_field=args.problem_field,
        answer_field=args.answer_field,
        jobs=args.jobs,
        show="wrong" if args.wrong else "cases" if args.cases else "totals",
        as_json=out.as_json,
    )
    try:
        return run_eval(options, out.stream, sys.stderr)
    except EvalError as exc:
        raise CliError(exc.reason, exc.message, exc.exit_code) from None


# -- output ---------------------------------------------------------------------


class _Output:
    """stdout for one command: escaped text lines, or JSON texts one per line."""

    def __init__(self, stream: TextIO, as_json: bool) -> None:
        self.stream = stream
        self.as_json = as_json

    def lines(self, lines: Iterable[str]) -> None:
        self.stream.write("".join(printable(line) + "\n" for line in lines))

    def raw(self, text: str) -> None:
        self.stream.write(text + "\n")


def _report(error: CliError, as_json: bool) -> int:
    message = str(error)
    sys.stderr.write(f"error[{error.reason}]: {printable(message)}\n")
    for line in error.caret:
        sys.stderr.write(f"  {printable(line)}\n")
    if as_json:
        sys.stdout.write(canonical_json({"message": message, "reason": error.reason}) + "\n")
    return error.exit_code


# -- arguments ------------------------------------------------------------------

_EXITS_SOLVE = """\
exit codes:
  0  answered (text) or solved and replayed (--graph)
  2  refused: the problem, the graph or an option is not usable; error[REASON] on stderr
  3  internal error or broken installation (the arithmetic pack cannot be loaded)"""

_EXITS_VERIFY = """\
exit codes:
  0  the trace replays: verdict ok
  1  the trace is wrong: verdict FAILED [REASON]
  2  the graph or trace file is unusable (unreadable, invalid JSON, wrong form)
  3  internal error or broken installation: the pack cannot check any trace"""

_EXITS_EVAL = """\
input forms (detected per file / per record):
  JSON Lines with "problem" and "expected_answer" (null: the case must be refused),
  optional "id", "expected_unit" and "ground_truth_graph";
  GSM8K's JSON Lines: "question" and "answer", whose last line is "#### N";
  a JSON array of such objects (read whole), any field names via the options.
  An answer is a JSON number, null, or a string ending in a "#### N" line
  (commas allowed in N). Integers and exact decimals match an integral answer
  exactly; a float gold answer matches the answer whose nearest double it is.

exit codes:
  0  no answer is wrong
  1  at least one answer is wrong (including an answer to a must-refuse case)
  2  unusable input (unreadable, not JSON, a record without a problem),
     or no wrong answer but some case invalid (its gold answer is unusable)
  3  internal error or broken installation (every case would be refused for
     the pack: pack_unavailable, lemma_missing)
  130 interrupted: the totals of the finished cases are printed"""


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors are typed refusals, not ``SystemExit``."""

    def error(self, message: str) -> NoReturn:
        raise CliError("usage", f"{message} (see {self.prog} --help)")


def _jobs(value: str) -> int:
    if value == "auto":
        return _cpu_count()
    try:
        jobs = int(value)
    except ValueError:
        jobs = 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(
            f"expected a positive integer or 'auto', got {quote(value)}"
        )
    return jobs


def _cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


class _VersionAction(argparse.Action):
    """``--version``, reading the installed metadata only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help=str(kwargs.get("help", "")))

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        sys.stdout.write(f"core-math {_version()}\n")
        parser.exit(0)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version  # noqa: PLC0415

    try:
        return version("core-math-solver")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown (not installed)"


def _parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    parser = _Parser(
        prog="core-math",
        description="Deterministic arithmetic word-problem solver (ADR-0115/0116).",
        epilog=(
            "exit codes: 0 success, 1 a definite negative result, 2 refusal or unusable "
            "input, 3 internal error or broken installation, 130 interrupted. "
            "Run 'core-math COMMAND --help' for each command's options."
        ),
    )
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="{solve,verify,eval}", parser_class=_Parser)
    p = sub.add_parser(
        "solve",
        help="solve a word problem (TEXT) or a graph (--graph FILE)",
        description=(
            "Answer a word problem: parse, solve exactly, apply the word-problem domain "
            "checks (no negative holdings, no fractional counts of things), verify, explain. "
            "With --graph, solve a MathProblemGraph with the plain ADR-0116 semantics "
            "(negative and fractional results allowed) unless --domain is given."
        ),
        epilog=_EXITS_SOLVE,
        formatter_class=raw,
    )
    p.add_argument("text", nargs="?", metavar="TEXT", help="problem text, or - to read stdin")
    p.add_argument("--graph", metavar="FILE", help="MathProblemGraph JSON file, or - for stdin")
    p.add_argument(
        "--domain",
        action="store_true",
        help="with --graph: also apply the word-problem domain checks text answers get",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print canonical JSON (the report; with --graph the trace bytes)",
    )
    p.set_defaults(run=_cmd_solve)
    p = sub.add_parser(
        "verify",
        help="check a stored trace against its graph",
        description="Replay a stored SolutionTrace against its graph with exact arithmetic.",
        epilog=_EXITS_VERIFY,
        formatter_class=raw,
    )
    p.add_argument("--graph", metavar="FILE", required=True, help="the graph JSON, or -")
    p.add_argument("--trace", metavar="FILE", required=True, help="the trace JSON, or -")
    p.add_argument("--json", action="store_true", help="print the verdict as canonical JSON")
    p.set_defaults(run=_cmd_verify)
    p = sub.add_parser(
        "eval",
        help="evaluate a dataset: correct, wrong, refused, precision, coverage",
        description=(
            "Answer every case of a dataset and score it: correct / wrong / refused, "
            "precision (correct / answered), coverage (correct / in-scope cases), refusals "
            "by reason and correctness by number of solution steps. JSON Lines stream in "
            "constant memory; output is identical for any --jobs."
        ),
        epilog=_EXITS_EVAL,
        formatter_class=raw,
    )
    p.add_argument("file", metavar="FILE", help="dataset (.jsonl or a .json array), or - for stdin")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--cases", action="store_true", help="also print one line per case")
    shown.add_argument(
        "--wrong", action="store_true", help="also print each wrong case: problem and both values"
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="machine output: the totals object (after one object per case with --cases/--wrong)",
    )
    p.add_argument(
        "--problem-field",
        metavar="NAME",
        help="field holding the problem text (default: 'problem', else 'question')",
    )
    p.add_argument(
        "--answer-field",
        metavar="NAME",
        help="field holding the gold answer (default: 'expected_answer', else 'answer')",
    )
    p.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        metavar="N",
        help="worker processes (default 1; 'auto' = the CPU count); output is the same",
    )
    p.set_defaults(run=_cmd_eval)
    return parser


def _unreadable_argument(argv: Sequence[str]) -> CliError | None:
    """Arguments that were not UTF-8 reach Python as lone surrogates (``surrogateescape``)."""
    for position, arg in enumerate(argv, start=1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            return CliError("input_unreadable", f"argument {position} is not valid UTF-8")
    return None


def _utf8(stream: IO[str]) -> None:
    """Write UTF-8 whatever the locale: same input, byte-equal output."""
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(encoding="utf-8", errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``core-math``; returns the exit code instead of raising."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args_in
    try:
        _utf8(sys.stdout)
        _utf8(sys.stderr)
        return _run(args_in, as_json)
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_OK


def _run(args_in: list[str], as_json: bool) -> int:
    parser = _parser()
    try:
        unreadable = _unreadable_argument(args_in)
        if unreadable is not None:
            raise unreadable
        if not args_in:
            parser.print_usage(sys.stderr)
            sys.stderr.write("core-math: error: a command is required (solve, verify, eval)\n")
            return EXIT_REFUSED
        try:
            args = parser.parse_args(args_in)
        except SystemExit as exc:  # --help and --version print and exit 0
            return exc.code if isinstance(exc.code, int) else EXIT_REFUSED
        if args.command is None:
            raise CliError("usage", "a command is required (solve, verify, eval)")
        code: int = args.run(args, _Output(sys.stdout, as_json))
        return code
    except CliError as exc:
        return _report(exc, as_json)
    except _UnverifiedError as exc:
        return _report(
            CliError("internal", f"{exc} (a bug in core-math; please report it)", EXIT_INTERNAL),
            as_json,
        )
    except (KeyboardInterrupt, BrokenPipeError):
        raise
    except Exception as exc:  # last line of defence: never a traceback
        detail = f"{type(exc).__name__}: {exc} (a bug in core-math; please report it)"
        return _report(CliError("internal", detail, EXIT_INTERNAL), as_json)


def _silence_stdout() -> None:
    """After a closed pipe, point stdout at /dev/null so the exit flush cannot fail loudly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
