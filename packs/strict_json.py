"""One strict JSON reader for every file this project reads: graphs, traces, eval lines, packs.

``json.loads`` is lenient where a verifying reader must not be, and lenient in
different ways depending on the caller: it keeps the last of two duplicate
keys (so a trace with two ``answer_value`` keys would verify against the
second), reads ``NaN``/``Infinity`` and ``1e400`` as non-finite floats, raises
``RecursionError`` (not a ``ValueError``) on deep nesting, and accepts a UTF-8
BOM in ``bytes`` but refuses it in ``str``. Reading through :func:`loads`
gives every reader the same rules and the same typed error:

* duplicate object keys are refused;
* ``NaN``, ``Infinity``, ``-Infinity``, a float literal that overflows to
  infinity and an integer literal longer than Python converts (4300 digits)
  are refused, so every number read is finite;
* nesting deeper than :data:`MAX_DEPTH` arrays/objects is refused;
* one leading BOM is skipped, for ``str`` and ``bytes`` alike;
* ``bytes`` must be UTF-8 (``reason`` ``input_unreadable`` otherwise).

The happy path is the C scanner plus two ``str.count`` calls; the slower work
(locating the culprit) happens only on the error path.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final, Literal

__all__ = ["MAX_DEPTH", "JSONError", "loads"]

MAX_DEPTH: Final = 64
"""Deepest accepted nesting of arrays and objects; every format here needs fewer than 10."""

Kind = Literal["syntax", "duplicate_key", "too_deep", "non_finite", "number_too_long", "encoding"]

_BOM: Final = "\ufeff"
_BOM_BYTES: Final = b"\xef\xbb\xbf"


class JSONError(ValueError):
    """A text that is not strict JSON; ``reason`` is machine-readable, ``kind`` says which rule.

    ``reason`` is ``invalid_json``, or ``input_unreadable`` for bytes that are
    not UTF-8. ``line``/``column`` (1-based) locate the problem when it has a
    place; the message is ``line L column C: detail``.
    """

    reason: Literal["invalid_json", "input_unreadable"]

    def __init__(self, kind: Kind, detail: str, line: int | None, column: int | None) -> None:
        self.kind: Kind = kind
        self.detail = detail
        self.line = line
        self.column = column
        self.reason = "input_unreadable" if kind == "encoding" else "invalid_json"
        where = "" if line is None else f"line {line} column {column}: "
        super().__init__(where + detail)

    def __reduce__(self) -> tuple[Any, ...]:
        """Rebuild from the constructor's arguments (errors cross process boundaries)."""
        return (JSONError, (self.kind, self.detail, self.line, self.column))


class _RefusedError(Exception):
    """Raised inside the scanner's hooks; turned into a located JSONError by ``loads``."""

    def __init__(self, kind: Kind, detail: str, index: int | None = None) -> None:
        super().__init__(detail)
        self.kind: Kind = kind
        self.detail = detail
        self.index = index


def _refuse_constant(name: str) -> Any:
    raise _RefusedError("non_finite", f"{name} is not a finite number")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if math.isinf(value):
        raise _RefusedError("non_finite", f"{_short(literal)} is beyond the range of a double")
    return value


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RefusedError("duplicate_key", f"duplicate key {_short(key)!r}")
            seen.add(key)
    return result


_DECODER: Final = json.JSONDecoder(
    object_pairs_hook=_unique_pairs, parse_constant=_refuse_constant, parse_float=_finite_float
)


def loads(data: str | bytes) -> object:
    """Parse one JSON text under the rules above, or raise :class:`JSONError`."""
    if isinstance(data, (bytes, bytearray)):
        raw = bytes(data)
        if raw.startswith(_BOM_BYTES):
            raw = raw[len(_BOM_BYTES) :]
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line, column = _byte_position(raw, exc.start)
            raise JSONError(
                "encoding", f"not UTF-8 (byte 0x{raw[exc.start]:02x})", line, column
            ) from None
    else:
        text = data[1:] if data.startswith(_BOM) else data
    try:
        obj = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise JSONError("syntax", exc.msg, exc.lineno, exc.colno) from None
    except _RefusedError as exc:
        raise _located(text, exc) from None
    except RecursionError:
        raise JSONError("too_deep", f"nested deeper than {MAX_DEPTH} levels", None, None) from None
    except ValueError as exc:  # int() refusing a literal of more than 4300 digits
        raise _located(text, _RefusedError("number_too_long", _long_number(str(exc)))) from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(text) > MAX_DEPTH:
        raise JSONError("too_deep", f"nested deeper than {MAX_DEPTH} levels", None, None)
    return obj


# ----------------------------------------------------------------- error path only
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_TOKEN: Final = re.compile(
    r'(?P<string>"(?:[^"\\]|\\.)*")'
    r"|(?P<number>-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)"
    r"|(?P<constant>NaN|-?Infinity)"
    r"|(?P<open>[\[{])",
    re.DOTALL,
)
_BRACE: Final = re.compile(r'"(?:[^"\\]|\\.)*"|[{}]', re.DOTALL)
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")
_EMPTY_PAIR: Final = re.compile(r"\[\]|\{\}")


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _long_number(message: str) -> str:
    digits = re.search(r"has (\d+) digits", message)
    count = f" ({digits.group(1)} digits)" if digits else ""
    return f"an integer literal is too long to read{count}"


def _depth(text: str) -> int:
    """Nesting depth of valid JSON ``text``, counted up to ``MAX_DEPTH + 1``.

    Strings are removed, then only brackets are kept, then innermost empty
    pairs are removed once per level: a few C-speed passes even for large files.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    while brackets and depth <= MAX_DEPTH:
        brackets = _EMPTY_PAIR.sub("", brackets)
        depth += 1
    return depth


def _located(text: str, refused: _RefusedError) -> JSONError:
    """The error with the line and column of the first token that breaks the rule."""
    index = refused.index if refused.index is not None else _find(text, refused.kind)
    if index is None:
        return JSONError(refused.kind, refused.detail, None, None)
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return JSONError(refused.kind, refused.detail, line, column)


def _find(text: str, kind: Kind) -> int | None:
    if kind == "duplicate_key":
        return _duplicate_object_start(text)
    for match in _TOKEN.finditer(text):
        group = match.lastgroup
        if kind == "non_finite":
            if group == "constant":
                return match.start()
            if group == "number" and math.isinf(_float_or_zero(match.group())):
                return match.start()
        elif kind == "number_too_long" and group == "number":
            digits = match.group().lstrip("-")
            if digits.isdigit() and len(digits) > 4300:
                return match.start()
    return None


def _float_or_zero(literal: str) -> float:
    try:
        return float(literal)
    except ValueError:
        return 0.0


class _DuplicateAtError(Exception):
    def __init__(self, closed: int) -> None:
        super().__init__(closed)
        self.closed = closed


def _duplicate_object_start(text: str) -> int | None:
    """Start of the first object holding a duplicate key.

    The scanner finishes objects in the order of their closing braces, so a
    second parse that counts finished objects tells which ``}`` closes the
    culprit; a scan of the braces outside strings then finds its ``{``.
    """
    finished = 0

    def counting(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal finished
        finished += 1
        result = dict(pairs)
        if len(result) != len(pairs):
            raise _DuplicateAtError(finished)
        return result

    try:
        json.JSONDecoder(object_pairs_hook=counting, parse_constant=float).decode(text)
    except _DuplicateAtError:
        pass
    except (ValueError, RecursionError):
        return None
    else:
        return None
    opened: list[int] = []
    closed = 0
    for match in _BRACE.finditer(text):
        brace = match.group()
        if brace == "{":
            opened.append(match.start())
        elif brace == "}" and opened:
            start = opened.pop()
            closed += 1
            if closed == finished:
                return start
    return None


def _byte_position(data: bytes, index: int) -> tuple[int, int]:
    line = data.count(b"\n", 0, index) + 1
    return line, index - (data.rfind(b"\n", 0, index) + 1) + 1
