"""Canonical JSON encoders, generated from one field list per type.

The contract is byte equality with
``json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()``. The
generic encoder re-sorts every dict on every call and canonical bytes sit on
the solver's hot path, so each type instead declares its JSON object once, as
a ``Shape`` (a list of ``Field``), and ``encoder`` compiles that shape into
one Python function built of f-strings whose literal parts hold the sorted
keys, filled with each field's value: strings through ``string``, numbers
with ``repr`` (what ``json.dumps`` writes for ints and finite floats).
Nested objects without optional fields are inlined into their parent's
f-string; fields present only on some objects (a transfer's ``target``)
select one of a few complete f-strings; arrays are joined as ``_Writer``
describes. ``as_json`` reads the same shape into the plain JSON object, so
the two cannot disagree; the property tests hold both to ``json.dumps``, and
``source`` shows the generated code.

Fields read private slots (``_unit`` for key ``unit``, see ``_frozen``);
values must already be validated: JSON strings, ints, finite floats, None.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import count, product
from json.encoder import encode_basestring_ascii as _ascii_string
from typing import Any, Final, Literal, TypeAlias

__all__ = [
    "NULLABLE_STRING",
    "NUMBER",
    "STRING",
    "STRINGS",
    "Field",
    "Items",
    "Shape",
    "as_json",
    "encoder",
    "source",
    "string",
]

string = _ascii_string
"""JSON string literal exactly as ``json.dumps`` writes it (``ensure_ascii``)."""

Scalar: TypeAlias = Literal["string", "nullable string", "number", "strings"]
STRING: Final = "string"
"""A ``str``."""
NULLABLE_STRING: Final = "nullable string"
"""A ``str`` or None (``null``)."""
NUMBER: Final = "number"
"""An ``int`` (never ``bool``) or a finite ``float``."""
STRINGS: Final = "strings"
"""A sequence of ``str``: a JSON array of strings."""


@dataclass(frozen=True)
class Items:
    """A sequence of objects of one shape: a JSON array of objects."""

    shape: Shape


Kind: TypeAlias = "Scalar | Shape | Items"
_Part: TypeAlias = "str | tuple[str, str]"
"""A piece of generated JSON text: a literal, or (expression, conversion)."""


@dataclass(frozen=True)
class Field:
    """One key of a JSON object and the slot it is read from.

    ``only_if`` names a slot: the key is present exactly when that slot is
    not None (and absent, not ``null``, otherwise).
    """

    key: str
    kind: Kind
    attr: str = ""
    only_if: str | None = None

    def __post_init__(self) -> None:
        if not self.key.isidentifier():  # keys are spliced into generated code
            raise ValueError(f"field key {self.key!r} is not an identifier")
        if not self.attr:
            object.__setattr__(self, "attr", "_" + self.key)
        for name in (self.attr, self.only_if):
            if name is not None and not name.isidentifier():
                raise ValueError(f"slot name {name!r} is not an identifier")


@dataclass(frozen=True)
class Shape:
    """The JSON object of one type: its fields, kept in sorted key order."""

    fields: tuple[Field, ...]

    def __init__(self, *fields: Field) -> None:
        keys = [f.key for f in fields]
        if len(set(keys)) != len(keys):
            raise ValueError(f"duplicate keys in {keys}")
        object.__setattr__(self, "fields", tuple(sorted(fields, key=lambda f: f.key)))

    @property
    def conditions(self) -> tuple[str, ...]:
        """The distinct ``only_if`` slots, in order of first use."""
        return tuple(dict.fromkeys(f.only_if for f in self.fields if f.only_if is not None))


# -- code generation ------------------------------------------------------------


class _Writer:
    """Builds one encoder's source: templates as Python literals, values as expressions.

    Arrays directly on the encoded object become statements before the
    ``return``: the one-item and empty cases spelled out, a plain loop up to
    ``_MEMO_FROM`` items (in CPython 3.11 a list comprehension costs a
    function frame, which dominates for the one to three items of a word
    problem), a comprehension with a string memo beyond. Arrays nested
    inside array items stay comprehensions.

    An expression that is itself an f-string (an object with optional
    fields, an array inside an array item) cannot sit inside another
    f-string on Python 3.10 and 3.11, so each such shape gets a helper
    function of its own.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.helpers: list[str] = []
        self._helper_names: dict[int, str] = {}
        self._names = count()
        self._memo: str | None = None

    def helper(self, shape: Shape) -> str:
        """The name of a generated function returning the JSON text of one ``shape`` object."""
        name = self._helper_names.get(id(shape))
        if name is None:
            name = self._helper_names[id(shape)] = self.name("encode_")
            memo, self._memo = self._memo, None  # the memo is a local of the caller
            body = self.object(shape, "x", False)
            self._memo = memo
            self.helpers.append(f"def {name}(x, s=string):\n    return {body}\n")
        return name

    def escape(self, path: str) -> str:
        """The JSON literal of the string at ``path``: escaped, or looked up in the memo."""
        if self._memo is None:
            return f"s({path})"
        return f"({self._memo}g({path}) or r({self._memo}, {path}))"

    def name(self, prefix: str) -> str:
        return f"{prefix}{next(self._names)}"

    def object(self, shape: Shape, at: str, top: bool) -> str:
        """An expression giving the JSON text of the object at expression ``at``."""
        conditions = shape.conditions
        if len(conditions) > 3:
            raise ValueError("at most 3 distinct only_if slots per object")
        if not conditions:
            return self.format(self.inline(shape, at, set(), top))
        # One complete template per combination of present/absent optional
        # groups: a conditional expression chooses, no per-field branching.
        branches: list[tuple[str, str]] = []
        for present in product((True, False), repeat=len(conditions)):
            chosen = {c for c, on in zip(conditions, present, strict=True) if on}
            test = " and ".join(
                f"{at}.{c} is {'not ' if on else ''}None"
                for c, on in zip(conditions, present, strict=True)
            )
            branches.append((test, self.format(self.inline(shape, at, chosen, top))))
        expression = branches[-1][1]
        for test, branch in reversed(branches[:-1]):
            expression = f"({branch} if {test} else {expression})"
        return expression

    def inline(self, shape: Shape, at: str, present: set[str], top: bool) -> list[_Part]:
        """The pieces of the object at ``at``: literal JSON text and value expressions.

        Optional fields are included when their ``only_if`` slot is in
        ``present``; they never become statements, which would run whether
        or not the field is present.
        """
        parts: list[_Part] = []
        for f in shape.fields:
            if f.only_if is not None and f.only_if not in present:
                continue
            parts.append(("," if parts else "{") + f'"{f.key}":')
            path = f"{at}.{f.attr}"
            kind = f.kind
            statements = top and f.only_if is None
            if isinstance(kind, Shape) and not kind.conditions:
                parts += self.inline(kind, path, set(), statements)
            elif kind == NUMBER:
                parts.append((path, "!r"))
            elif kind == STRING:
                parts.append((self.escape(path), ""))
            elif kind == NULLABLE_STRING:
                parts.append((f'("null" if {path} is None else {self.escape(path)})', ""))
            elif kind == STRINGS:
                parts += ["[", (self.strings(path, statements), ""), "]"]
            elif isinstance(kind, Items):
                parts += ["[", (self.items(kind.shape, path, statements), ""), "]"]
            else:
                assert isinstance(kind, Shape)  # one with optional fields: its own function
                parts.append((f"{self.helper(kind)}({path})", ""))
        parts.append("}" if parts else "{}")
        return parts

    def strings(self, path: str, statements: bool) -> str:
        if not statements:
            return f'",".join(map(s, {path}))'
        seq, out, item = self.name("a"), self.name("j"), self.name("e")
        self.lines += [
            f"{seq} = {path}",
            f"if len({seq}) == 1:",
            f"    {out} = s({seq}[0])",
            f"elif len({seq}) < {_MEMO_FROM}:",
            f"    {out} = []",
            f"    for {item} in {seq}:",
            f"        {out}.append(s({item}))",
            f'    {out} = ",".join({out})',
            "else:",
            f'    {out} = ",".join(map(s, {seq}))',
        ]
        return out

    def items(self, shape: Shape, path: str, statements: bool) -> str:
        item = self.name("e")
        if not statements:
            return f'",".join([{self.helper(shape)}({item}) for {item} in {path}])'
        seq, out, memo = self.name("a"), self.name("j"), self.name("m")
        element = self.object(shape, item, False)
        self._memo = memo
        remembering = self.object(shape, item, False)
        self._memo = None
        self.lines += [
            f"{seq} = {path}",
            f"if len({seq}) == 1:",
            f"    {item} = {seq}[0]",
            f"    {out} = {element}",
            f"elif not {seq}:",
            f'    {out} = ""',
            f"elif len({seq}) < {_MEMO_FROM}:",
            f"    {out} = []",
            f"    for {item} in {seq}:",
            f"        {out}.append({element})",
            f'    {out} = ",".join({out})',
            "else:",
            f"    {memo} = {{}}",
            f"    {memo}g = {memo}.get",
            f'    {out} = ",".join([{remembering} for {item} in {seq}])',
        ]
        return out

    @staticmethod
    def format(parts: list[_Part]) -> str:
        """One f-string (faster than %-formatting: its literal pieces are compiled in).

        Generated expressions quote with ``"`` only, so they may sit inside
        the ``'``-quoted f-string; keys are identifiers, so the literal
        pieces hold no quote or backslash to escape.
        """
        pieces = []
        for part in parts:
            if isinstance(part, str):
                pieces.append(part.replace("{", "{{").replace("}", "}}"))
            else:
                pieces.append("{" + part[0] + part[1] + "}")
        return "f'" + "".join(pieces) + "'"


_MEMO_FROM: Final = 8
"""From this many items on, an array's strings are escaped once each per call.

Names, units and lemma ids repeat from item to item; a dict hit costs half
of ``string``, but a fresh dict costs more than a few items save.
"""


def _remember(memo: dict[str, str], text: str) -> str:
    escaped = memo[text] = string(text)
    return escaped


def source(shape: Shape, name: str = "encode") -> str:
    """The Python source ``encoder`` compiles for ``shape`` (for reading and debugging)."""
    writer = _Writer()
    body = writer.object(shape, "x", True)
    lines = [f"def {name}(x, s=string, r=remember):", *(f"    {line}" for line in writer.lines)]
    return "\n".join([*writer.helpers, *lines, f"    return {body}", ""])


def encoder(shape: Shape, name: str = "encode") -> Callable[[Any], str]:
    """A function mapping an object of ``shape`` to its canonical JSON text (ASCII ``str``)."""
    namespace: dict[str, Any] = {"string": string, "remember": _remember}
    exec(compile(source(shape, name), f"<canonical encoder {name}>", "exec"), namespace)
    function: Callable[[Any], str] = namespace[name]
    return function


def as_json(shape: Shape, obj: Any) -> dict[str, Any]:
    """The plain JSON object (dicts, lists, scalars) of ``obj`` per ``shape``; keys sorted."""
    data: dict[str, Any] = {}
    for f in shape.fields:
        if f.only_if is not None and getattr(obj, f.only_if) is None:
            continue
        value = getattr(obj, f.attr)
        kind = f.kind
        if isinstance(kind, Shape):
            value = as_json(kind, value)
        elif isinstance(kind, Items):
            value = [as_json(kind.shape, item) for item in value]
        elif kind == STRINGS:
            value = list(value)
        data[f.key] = value
    return data
