"""``core-math eval``: the evaluation lane (ADR-0119) behind the CLI.

A run answers every case of a dataset through one pipeline function and
scores it. The design follows from how contributors use it, over 100,000
lines and to compare systems:

* **One reader, three forms.** JSON Lines with ``problem``/``expected_answer``
  (this project's sets), GSM8K's own JSON Lines (``question``, ``answer``
  ending in ``#### N``), and a JSON array of objects (read whole: a JSON
  document cannot be streamed by the strict reader); any field names through
  ``--problem-field``/``--answer-field``. Every line goes through
  :func:`packs.strict_json.loads`.
* **Unusable input stops the run; a bad case does not.** A line that is not
  JSON, a record that is not an object or has no problem text means the file
  is not an eval file (exit 2, nothing scored). A gold answer that cannot be
  scored (``NaN``, ``1e400``, 5,000 digits, a string without ``#### N``) is
  an *invalid* case on its own line; the run goes on and counts it.
* **A broken installation is not a refusal.** A case refused because the
  pack cannot be loaded or lacks an operator says nothing about the case;
  it stops the run with exit 3 so a CI gate cannot pass at 0/50.
* **Answer matching is exact.** The trace records an integral answer as an
  ``int`` and any other answer as its nearest double, so: an integer or an
  exact decimal gold answer equals an ``int`` answer exactly; a non-integral
  answer matches a gold answer with the same nearest double (for a float gold
  answer such as ``0.6666666666666666`` that is the ADR-0119 rule; an integer
  gold never matches a non-integral answer). ``expected_unit``, when given,
  must equal the answer's unit.
* **Parallel and streaming, same bytes.** Cases travel to ``--jobs`` worker
  processes in chunks (per-case IPC is one slice of a list), a bounded number
  of chunks is in flight (memory does not grow with the file), and results
  are consumed in input order, so the output is byte-identical to
  ``--jobs 1``, which runs the same chunk function in-process.
* **Interruptible.** Ctrl-C stops the workers and prints the totals of the
  cases that finished, exit 130.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import re
import signal
import sys
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import IO, Any, Final, Literal, NamedTuple, TextIO

from generate._exact import MAX_MAGNITUDE
from generate._output import QUOTE_LIMIT, canonical_json, printable, quote
from packs._text import printable_lines
from packs.strict_json import JSONError, loads

__all__ = ["EvalError", "EvalOptions", "run_eval"]

CHUNK: Final = 128
"""Cases per worker task: large enough that pickling is a small share of the work."""
PROGRESS_MIN_LINES: Final = 300
"""Below this many lines a run is over before a progress bar would help."""
_PACK_REASONS: Final = frozenset({"pack_unavailable", "lemma_missing"})

Show = Literal["totals", "cases", "wrong"]


class EvalError(Exception):
    """The run cannot go on: unusable input (exit 2) or a broken installation (exit 3)."""

    def __init__(self, reason: str, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.exit_code = exit_code


@dataclass(frozen=True, slots=True)
class EvalOptions:
    """What the CLI parsed for one ``eval`` run."""

    path: str
    problem_field: str | None = None
    answer_field: str | None = None
    jobs: int = 1
    show: Show = "totals"
    as_json: bool = False


# -- results --------------------------------------------------------------------

Kind = Literal[
    "correct", "wrong", "refused", "refused_as_expected", "invalid", "unusable", "broken"
]


class Result(NamedTuple):
    """One case's outcome, as small as pickling allows (it crosses process boundaries).

    ``detail`` is the refusal reason, the wrong-answer explanation, the
    invalid-case or unusable-input message; ``truth`` is None without a
    ground-truth graph, else whether the parse equals it.
    """

    at: str
    label: str
    kind: Kind
    detail: str | None = None
    reason: str = ""
    answer: int | float | None = None
    unit: str | None = None
    expected: object = None
    steps: int | None = None
    problem: str | None = None
    truth: bool | None = None
    in_scope: bool = True


# -- gold answers -----------------------------------------------------------------

_GSM8K_FINAL: Final = re.compile(r"####\s*(\S+)\s*\Z")
_NUMBER: Final = re.compile(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_MAX_DIGITS: Final = len(str(MAX_MAGNITUDE))

Gold = int | Fraction | float


class _InvalidCaseError(Exception):
    """The case's gold answer (or unit) cannot be scored; the run goes on."""


def _gold(value: object, name: str) -> Gold | None:
    """The gold answer of ``value`` (None: the case must be refused)."""
    if value is None:
        return None
    if type(value) is int:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
        raise _InvalidCaseError(f"{name!r} is beyond the largest answer a trace can hold")
    if type(value) is float:  # finite: the strict reader refused NaN and overflow
        return value
    if isinstance(value, str):
        return _gsm8k_number(value, name)
    shown = canonical_json(value) if isinstance(value, bool) else type(value).__name__
    raise _InvalidCaseError(f"{name!r} must be a number, null or a '#### N' string, got {shown}")


def _gsm8k_number(text: str, name: str) -> Gold:
    lines = text.rstrip().splitlines()
    match = _GSM8K_FINAL.search(lines[-1].strip()) if lines else None
    if match is None:
        raise _InvalidCaseError(
            f"{name!r} must be a number, null or a string ending in a '#### N' line, "
            f"got {quote(text[-60:])}"
        )
    number = match.group(1)
    if len(number) > 2 * _MAX_DIGITS or _NUMBER.fullmatch(number) is None:
        raise _InvalidCaseError(f"{name!r}: cannot read {quote(number)} after '####' as a number")
    exact = Fraction(number.replace(",", ""))
    if abs(exact) > MAX_MAGNITUDE:
        raise _InvalidCaseError(f"{name!r} is beyond the largest answer a trace can hold")
    return exact.numerator if exact.denominator == 1 else exact


def _matches(gold: Gold, answer: int | float) -> bool:
    """Whether ``answer`` (a trace's ``answer_value``) is ``gold``.

    The trace writes an ``int`` exactly when the exact answer is integral and
    the nearest double otherwise, so an ``int`` is compared exactly and a
    ``float`` stands for a non-integral rational known only through its
    nearest double.
    """
    if type(answer) is int:
        if type(gold) is float:
            return float(answer) == gold
        return answer == gold
    # A non-integral exact answer, recorded as its nearest double.
    if type(gold) is int:
        return False
    return float(gold) == answer


def _shown_gold(value: object) -> object:
    return value if not isinstance(value, str) else value.rstrip().splitlines()[-1].strip()


# -- one case -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Fields:
    problem: str | None
    answer: str | None


def _label(obj: dict[str, Any], at_default: str) -> str:
    case_id = obj.get("id")
    if isinstance(case_id, str) and case_id:
        return case_id if len(case_id) <= QUOTE_LIMIT else case_id[: QUOTE_LIMIT - 1] + "\u2026"
    if type(case_id) is int:
        return str(case_id)
    return at_default


def _evaluate_record(at: str, default_label: str, obj: object, fields: _Fields) -> Result:
    if not isinstance(obj, dict):
        return Result(
            at, default_label, "unusable", f"{at}: each case must be an object with a 'problem'"
        )
    problem_field = fields.problem or ("problem" if "problem" in obj else "question")
    problem = obj.get(problem_field)
    if type(problem) is not str:
        wanted = (
            f"a string {problem_field!r}"
            if fields.problem
            else "a string 'problem' (or GSM8K's 'question')"
        )
        return Result(at, default_label, "unusable", f"{at}: each case needs {wanted}")
    answer_field = fields.answer
    if answer_field is None:
        answer_field = next((k for k in ("expected_answer", "answer") if k in obj), None)
    if answer_field is None or answer_field not in obj:
        missing = f"{answer_field!r}" if answer_field else "'expected_answer' (or GSM8K's 'answer')"
        return Result(at, default_label, "unusable", f"{at}: missing {missing}")
    label = _label(obj, default_label)
    raw_gold = obj[answer_field]
    try:
        gold = _gold(raw_gold, answer_field)
        unit = obj.get("expected_unit")
        if unit is not None and (type(unit) is not str or not unit.strip()):
            raise _InvalidCaseError("'expected_unit' must be a non-empty string or null")
    except _InvalidCaseError as exc:
        return Result(at, label, "invalid", str(exc))
    return _score(
        at, label, problem, gold, _shown_gold(raw_gold), unit, obj.get("ground_truth_graph")
    )


def _score(
    at: str,
    label: str,
    problem: str,
    gold: Gold | None,
    shown: object,
    expected_unit: str | None,
    truth: object,
) -> Result:
    from generate.math_pipeline import answer_problem  # noqa: PLC0415 - the one pipeline call

    in_scope = gold is not None
    try:
        answer = answer_problem(problem)
    except Exception as exc:  # a typed refusal carries a reason; anything else is a bug
        return _refusal(at, label, exc, in_scope, shown)
    verdict = answer.verdict
    if not verdict.ok:
        if verdict.reason == "pack_unavailable":
            return Result(at, label, "broken", verdict.message, "pack_unavailable")
        kind: Kind = "refused" if in_scope else "refused_as_expected"
        return Result(at, label, kind, f"verify:{verdict.reason}", in_scope=in_scope)
    value = answer.value
    unit = answer.unit
    exact = None
    if truth is not None:
        exact = answer.parsed is not None and _same_graph(answer.parsed.graph, truth)
    if gold is None:
        why: str | None = "expected a refusal"
    elif not _matches(gold, value):
        why = f"expected {canonical_json(shown)}"
    elif expected_unit is not None and not _same_unit(expected_unit, unit):
        why = f"expected unit {quote(expected_unit)}, answered in {quote(unit)}"
    else:
        why = None
    return Result(
        at,
        label,
        "correct" if why is None else "wrong",
        why,
        answer=value,
        unit=unit,
        expected=shown,
        steps=len(answer.trace.steps),
        problem=None if why is None else problem,
        truth=exact,
        in_scope=in_scope,
    )


def _same_unit(expected: str, unit: str) -> bool:
    """The answer's unit names what the gold unit names: one noun key ("apple"/"apples")."""
    from generate._nouns import noun_key  # noqa: PLC0415

    def key(text: str) -> str:
        return "/".join(noun_key(part.strip()) for part in text.strip().lower().split("/"))

    return key(expected) == key(unit)


def _same_graph(graph: object, truth: object) -> bool:
    from generate.math_problem_graph import MathGraphError, graph_from_dict  # noqa: PLC0415

    try:
        expected = graph_from_dict(truth).canonical_bytes()
    except MathGraphError:
        return False
    canonical = getattr(graph, "canonical_bytes", None)
    return callable(canonical) and canonical() == expected


def _refusal(at: str, label: str, exc: Exception, in_scope: bool, shown: object) -> Result:
    from generate.math_domain import DomainError  # noqa: PLC0415
    from generate.math_parser import ParseError  # noqa: PLC0415
    from generate.math_solver import SolveError  # noqa: PLC0415
    from packs.compiler import PackError  # noqa: PLC0415

    if isinstance(exc, PackError):
        return Result(at, label, "broken", str(exc), exc.reason)
    reason = getattr(exc, "reason", None)
    if not isinstance(reason, str):
        raise exc
    if isinstance(exc, ParseError):
        stage = "parse"
    elif isinstance(exc, SolveError):
        stage = "solve"
        if reason in _PACK_REASONS:
            return Result(at, label, "broken", str(exc), reason)
    elif isinstance(exc, DomainError):
        stage = "domain"
    else:
        stage = type(exc).__name__.removesuffix("Error").lower() or "refused"
    kind: Kind = "refused" if in_scope else "refused_as_expected"
    return Result(at, label, kind, f"{stage}:{reason}", expected=shown, in_scope=in_scope)


@dataclass(frozen=True, slots=True)
class _Spec:
    """What a worker needs besides the cases: field names and what to print."""

    fields: _Fields
    show: Show
    as_json: bool


@dataclass(slots=True)
class _Chunk:
    """A chunk's printed case lines, its totals, and the result that stops the run, if any.

    Workers render and count, so the parent only writes and adds: on two
    cores the parent competes with the workers for CPU.
    """

    text: str
    totals: _Totals
    stop: Result | None


def evaluate_chunk(chunk: list[tuple[str, str, bytes | object]], spec: _Spec) -> _Chunk:
    """Evaluate one chunk of (location, default label, raw line or record), in order.

    Stops at the first result that ends the run (unusable input, a broken
    install, a bug): nothing after it is reported. Runs in a worker process,
    or in-process for ``--jobs 1``: the same code and so the same bytes.
    """
    totals = _Totals()
    parts: list[str] = []
    show = spec.show
    for at, default_label, raw in chunk:
        try:
            result = _evaluate_raw(at, default_label, raw, spec.fields)
        except Exception as exc:  # a bug: report where, stop the run
            detail = f"{at}: {type(exc).__name__}: {exc} (a bug in core-math; please report it)"
            result = Result(at, default_label, "broken", detail, "internal")
        if result.kind in ("unusable", "broken"):
            return _Chunk("".join(parts), totals, result)
        totals.add(result)
        if show != "totals" and _wanted(result, show):
            parts.append(_case_json(result) if spec.as_json else _case_text(result, show))
    return _Chunk("".join(parts), totals, None)


def _evaluate_raw(at: str, default_label: str, raw: bytes | object, fields: _Fields) -> Result:
    if isinstance(raw, bytes):
        try:
            obj = loads(raw)
        except JSONError as exc:
            if exc.kind in ("non_finite", "number_too_long"):
                return Result(at, default_label, "invalid", f"not a usable number: {exc}")
            what = "not UTF-8" if exc.reason == "input_unreadable" else "not valid JSON"
            return Result(at, default_label, "unusable", f"{at}: {what}: {exc}", exc.reason)
    else:
        obj = raw
    return _evaluate_record(at, default_label, obj, fields)


# -- reading the dataset ----------------------------------------------------------------


def _open(path: str) -> IO[bytes]:
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except OSError as exc:
        raise EvalError("input_unreadable", f"cannot read {path}: {exc.strerror or exc}") from None


def _items(path: str, handle: IO[bytes]) -> Iterator[tuple[str, str, bytes | object]]:
    """(location, default label, raw) for every non-blank line, or every array element."""
    shown = "stdin" if path == "-" else path
    lines = iter(handle)
    first: list[bytes] = []
    for raw in lines:
        first.append(raw)
        if raw.strip():
            break
    if first and first[-1].lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"["):
        yield from _array_items(shown, b"".join(itertools.chain(first, lines)))
        return
    for number, raw in enumerate(itertools.chain(first, lines), start=1):
        if raw.strip():
            yield f"{shown}:{number}", f"line {number}", raw


def _array_items(shown: str, data: bytes) -> Iterator[tuple[str, str, object]]:
    try:
        document = loads(data)
    except JSONError as exc:
        what = "not UTF-8" if exc.reason == "input_unreadable" else "not a valid JSON array"
        raise EvalError(exc.reason, f"{shown}: {what}: {exc}") from None
    if not isinstance(document, list):
        raise EvalError("invalid_case", f"{shown}: expected a JSON array of cases")
    for index, item in enumerate(document, start=1):
        yield f"{shown}: item {index}", f"item {index}", item


def _chunks(items: Iterable[tuple[str, str, bytes | object]]) -> Iterator[list[Any]]:
    iterator = iter(items)
    while chunk := list(itertools.islice(iterator, CHUNK)):
        yield chunk


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them and prints the totals."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _evaluated(chunks: Iterable[list[Any]], spec: _Spec, jobs: int) -> Iterator[_Chunk]:
    if jobs <= 1:
        for chunk in chunks:
            yield evaluate_chunk(chunk, spec)
        return
    method = "fork" if sys.platform == "linux" else "spawn"
    pool = ProcessPoolExecutor(
        jobs, mp_context=multiprocessing.get_context(method), initializer=_ignore_sigint
    )
    try:
        pending: deque[Future[_Chunk]] = deque()
        for chunk in chunks:
            try:
                pending.append(pool.submit(evaluate_chunk, chunk, spec))
            except BrokenProcessPool:
                # (a worker died before this chunk was queued: the pool refuses new work)
                raise _died() from None
            if len(pending) >= 2 * jobs + 2:  # bounded: memory stays flat however long the file
                yield _collect(pending.popleft())
        while pending:
            yield _collect(pending.popleft())
    finally:
        # On an early stop (a bad line, Ctrl-C) the queued chunks are dropped;
        # a worker finishes at most the chunk it is on. The pool is joined here:
        # left to the interpreter's exit, its manager thread may write to a pipe
        # already closed and print "Exception ignored ... Bad file descriptor"
        # after the CLI's own message.
        pool.shutdown(wait=True, cancel_futures=True)


def _collect(future: Future[_Chunk]) -> _Chunk:
    try:
        return future.result()
    except BrokenProcessPool:
        raise _died() from None


def _died() -> EvalError:
    return EvalError("internal", "a worker process died (a bug in core-math; please report it)", 3)


# -- totals ----------------------------------------------------------------------------------


@dataclass
class _Totals:
    """Counters only, so an evaluation runs in constant memory however long the file."""

    cases: int = 0
    invalid: int = 0
    with_ground_truth: int = 0
    parsed_exactly: int = 0
    in_scope: int = 0
    answered_correctly: int = 0
    answered_wrongly: int = 0
    refused: int = 0
    must_refuse: int = 0
    refused_as_expected: int = 0
    refused_by_reason: Counter[str] = field(default_factory=Counter)
    by_depth: dict[int, list[int]] = field(default_factory=dict)

    def merge(self, other: _Totals) -> None:
        """Add another chunk's counts (sums only, so chunking cannot change a total)."""
        for name in _COUNTERS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.refused_by_reason.update(other.refused_by_reason)
        for steps, (correct, wrong) in other.by_depth.items():
            depth = self.by_depth.setdefault(steps, [0, 0])
            depth[0] += correct
            depth[1] += wrong

    def add(self, result: Result) -> None:
        self.cases += 1
        kind = result.kind
        if kind == "invalid":
            self.invalid += 1
            return
        if result.in_scope:
            self.in_scope += 1
        else:
            self.must_refuse += 1
        if result.truth is not None:
            self.with_ground_truth += 1
            self.parsed_exactly += result.truth
        if kind in ("refused", "refused_as_expected"):
            self.refused += 1
            self.refused_by_reason[result.detail or ""] += 1
            self.refused_as_expected += kind == "refused_as_expected"
            return
        correct = kind == "correct"
        self.answered_correctly += correct
        self.answered_wrongly += not correct
        depth = self.by_depth.setdefault(result.steps or 0, [0, 0])
        depth[0 if correct else 1] += 1

    @property
    def answered(self) -> int:
        return self.answered_correctly + self.answered_wrongly

    def as_json(self) -> dict[str, Any]:
        return {
            "answered_correctly": self.answered_correctly,
            "answered_wrongly": self.answered_wrongly,
            "by_depth": [
                {"correct": c, "steps": steps, "wrong": w}
                for steps, (c, w) in sorted(self.by_depth.items())
            ],
            "cases": self.cases,
            "coverage": _ratio(self.answered_correctly, self.in_scope),
            "in_scope": self.in_scope,
            "invalid": self.invalid,
            "must_refuse": self.must_refuse,
            "parsed_exactly": self.parsed_exactly,
            "precision": _ratio(self.answered_correctly, self.answered),
            "refused": self.refused,
            "refused_as_expected": self.refused_as_expected,
            "refused_by_reason": dict(sorted(self.refused_by_reason.items())),
            "with_ground_truth": self.with_ground_truth,
        }

    def text(self) -> str:
        t = self
        lines = [
            f"cases: {t.cases} (in scope {t.in_scope}, must refuse {t.must_refuse}, "
            f"invalid {t.invalid})",
            f"parsed exactly: {t.parsed_exactly}/{t.with_ground_truth} with a ground-truth graph",
            f"answered correctly: {t.answered_correctly}/{t.in_scope}",
            f"answered wrongly: {t.answered_wrongly}",
            f"refused: {t.refused} (as expected: {t.refused_as_expected}/{t.must_refuse})",
        ]
        lines += [f"  {reason}: {count}" for reason, count in sorted(t.refused_by_reason.items())]
        lines += [
            f"precision: {_fraction_text(t.answered_correctly, t.answered)} (correct / answered)",
            f"coverage: {_fraction_text(t.answered_correctly, t.in_scope)} (correct / in scope)",
        ]
        if t.by_depth:
            lines.append("by solution steps:")
            for steps, (c, w) in sorted(t.by_depth.items()):
                lines.append(
                    f"  {steps} {'step' if steps == 1 else 'steps'}: {c} correct, {w} wrong"
                )
        return "".join(printable(line) + "\n" for line in lines)


_COUNTERS: Final = (
    "cases",
    "invalid",
    "with_ground_truth",
    "parsed_exactly",
    "in_scope",
    "answered_correctly",
    "answered_wrongly",
    "refused",
    "must_refuse",
    "refused_as_expected",
)


def _ratio(part: int, whole: int) -> float | None:
    return None if whole == 0 else round(part / whole, 6)


def _fraction_text(part: int, whole: int) -> str:
    if whole == 0:
        return f"{part}/{whole} (-)"
    return f"{part}/{whole} ({100 * part / whole:.2f}%)"


# -- printing ----------------------------------------------------------------------------


def _case_text(result: Result, show: Show) -> str:
    kind = result.kind
    label = printable(result.label)
    if kind == "correct":
        return f"{label}: correct\n"
    if kind == "wrong":
        answered = f"{canonical_json(result.answer)} {result.unit}"
        line = f"{label}: WRONG (answered {answered}, {result.detail})"
        if show == "wrong":
            line += f"\n  at: {result.at}\n  problem: {result.problem}"
        return printable_lines(line)
    if kind == "refused":
        return f"{label}: refused ({printable(result.detail or '')})\n"
    if kind == "refused_as_expected":
        return f"{label}: refused as expected ({printable(result.detail or '')})\n"
    return printable_lines(f"{label}: invalid ({result.at}: {result.detail})")


def _case_json(result: Result) -> str:
    obj: dict[str, Any] = {"at": result.at, "id": result.label, "outcome": result.kind}
    if result.kind in ("refused", "refused_as_expected"):
        obj["reason"] = result.detail
    elif result.kind == "invalid":
        obj["message"] = result.detail
    else:
        obj.update(answer=result.answer, unit=result.unit, steps=result.steps)
        if result.kind == "wrong":
            obj.update(message=result.detail, problem=result.problem)
    if result.kind != "invalid":
        obj["expected"] = result.expected
    return canonical_json(obj) + "\n"


def _wanted(result: Result, show: Show) -> bool:
    if show == "cases":
        return True
    return show == "wrong" and result.kind in ("wrong", "invalid")


# -- the run ---------------------------------------------------------------------------


def run_eval(options: EvalOptions, out: TextIO, err: TextIO) -> int:
    """Evaluate ``options.path``; returns the exit code, raises EvalError to stop with one."""
    spec = _Spec(
        _Fields(options.problem_field, options.answer_field), options.show, options.as_json
    )
    handle = _open(options.path)
    totals = _Totals()
    progress = _Progress(options.path, err)
    interrupts = _Interrupts()
    try:
        items = _items(options.path, handle)
        for chunk in _evaluated(_chunks(items), spec, options.jobs):
            with interrupts.deferred():  # a case is printed if and only if it is counted
                out.write(chunk.text)
                totals.merge(chunk.totals)
            progress.advance(chunk.totals.cases)
            if chunk.stop is not None:
                raise _stopped(chunk.stop)
    except KeyboardInterrupt:
        progress.close()
        _write_totals(totals, options.as_json, out)
        err.write(f"interrupted: totals of the {totals.cases} finished cases\n")
        return 130
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            raise
        raise EvalError("input_unreadable", f"cannot read {options.path}: {exc}") from None
    finally:
        interrupts.restore()
        progress.close()
        if handle is not sys.stdin.buffer:
            handle.close()
    _write_totals(totals, options.as_json, out)
    if totals.answered_wrongly:
        return 1
    return 2 if totals.invalid else 0


class _Interrupts:
    """Ctrl-C as KeyboardInterrupt, except inside :meth:`deferred`, where it waits for the end.

    Masking SIGINT per thread is not enough: native threads (a BLAS pool
    started by an imported library) can receive the signal, and Python then
    raises in the main thread wherever it is. A Python-level handler always
    runs in the main thread, so it can defer reliably.
    """

    def __init__(self) -> None:
        self.critical = False
        self.pending = False
        self.previous: Any = None
        try:
            self.previous = signal.signal(signal.SIGINT, self._handle)
        except ValueError:  # not the main thread: leave Ctrl-C as it is
            self.previous = None

    def _handle(self, signum: int, frame: object) -> None:
        if self.critical:
            self.pending = True
            return
        raise KeyboardInterrupt

    @contextmanager
    def deferred(self) -> Iterator[None]:
        self.critical = True
        try:
            yield
        finally:
            self.critical = False
        if self.pending:
            raise KeyboardInterrupt

    def restore(self) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)
            self.previous = None


def _stopped(result: Result) -> EvalError:
    message = result.detail or result.at
    if result.kind == "unusable":
        return EvalError(result.reason or "invalid_case", message)
    if result.reason == "internal":
        return EvalError("internal", message, 3)
    return EvalError(
        result.reason or "pack_unavailable",
        f"broken installation, evaluation stopped at {result.at}: {message}",
        3,
    )


def _write_totals(totals: _Totals, as_json: bool, out: TextIO) -> None:
    out.write(canonical_json(totals.as_json()) + "\n" if as_json else totals.text())


class _Progress:
    """A tqdm bar on a terminal's stderr for long inputs; nothing at all otherwise."""

    def __init__(self, path: str, err: TextIO) -> None:
        self.err = err
        self.bar: Any = None
        self.done = 0
        self.enabled = _is_tty(err)
        self.total: int | None = None
        if self.enabled and path != "-":
            self.total = _count_lines(path)
            self.enabled = self.total is not None and self.total > PROGRESS_MIN_LINES

    def advance(self, cases: int) -> None:
        if not self.enabled or not cases:
            return
        self.done += cases
        if self.bar is None:
            if self.total is None and self.done < PROGRESS_MIN_LINES:
                return
            from tqdm import tqdm  # noqa: PLC0415 - only on a terminal

            tqdm.monitor_interval = 0  # no monitor thread: worker processes are forked
            self.bar = tqdm(
                total=self.total,
                initial=self.done - cases,
                file=self.err,
                unit=" cases",
                leave=False,
                mininterval=0.25,
                **_width(self.err),
            )
        self.bar.update(cases)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def _width(stream: TextIO) -> dict[str, Any]:
    """Follow the terminal's width; a terminal that reports none (0 columns) gets 80."""
    try:
        columns = os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError):
        columns = 0
    return {"dynamic_ncols": True} if columns > 0 else {"ncols": 80}


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _count_lines(path: str) -> int | None:
    try:
        with Path(path).open("rb") as handle:
            return sum(block.count(b"\n") for block in iter(lambda: handle.read(1 << 20), b""))
    except OSError:
        return None
