"""Immutable value objects in the ``fractions.Fraction`` pattern.

A frozen dataclass stores every field through ``object.__setattr__``, which
made the small objects of the graph and the trace the solver's main cost.
Here each value lives in a private slot (``_value``) written once, at
construction, with a plain attribute store, the fastest store CPython has;
the public name (``value``) is a read-only property that refuses assignment
and deletion with the same ``dataclasses.FrozenInstanceError`` a frozen
dataclass raises. As with ``Fraction._numerator``, the private slots are
immutable by convention: only a type's trusted construction writes them
(its module's ``_quantity``-style constructor, and the same stores written
out on the two hot paths that build such objects by the thousand,
``graph_from_dict`` and ``solve``).

``Frozen`` gives subclasses dataclass-like equality (same type, equal
fields), a hash consistent with it, a dataclass-style ``repr``, and copying
and pickling through the public constructor, so what is read back is
validated again. The fields are the subclass's public accessors in
definition order, which must also be its constructor's parameters; every
slot is one of them or a cache named in ``_uncompared``. Hot code reads the
private slots directly (a slot read, not a property call).
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, ClassVar, Protocol, TypeVar, cast, overload

__all__ = ["Frozen", "ReadOnly", "field"]

_T_co = TypeVar("_T_co", covariant=True)


class ReadOnly(Protocol[_T_co]):
    """What the type checker sees of a ``field``: readable, never assignable."""

    @overload
    def __get__(self, instance: None, owner: type[Any], /) -> ReadOnly[_T_co]: ...
    @overload
    def __get__(self, instance: object, owner: type[Any], /) -> _T_co: ...


def field(name: str, doc: str | None = None) -> ReadOnly[Any]:
    """The public, read-only accessor of private slot ``_<name>``.

    A ``property`` over a C ``attrgetter``: the cheapest read-only attribute
    pure Python can define.
    """

    def refuse(self: object, *_: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    return cast("ReadOnly[Any]", property(attrgetter("_" + name), refuse, refuse, doc))


def _dataclass_view(cls: type, names: tuple[str, ...]) -> None:
    """Let ``dataclasses.fields``, ``asdict``, ``astuple`` and ``replace`` read the type.

    The ADR-0116 seed describes the trace types as frozen dataclasses, and
    callers written against it (CORE's own tests among them) may introspect
    them that way. The fields are the public accessors in constructor order,
    so ``replace`` rebuilds through the validating constructor. The module's
    ``_FIELD`` marker is the one thing ``fields()`` checks; it has been part
    of ``dataclasses`` since the module exists.
    """
    hints = getattr(cls, "__annotations__", {})
    view: dict[str, dataclasses.Field[Any]] = {}
    for name in names:
        item: dataclasses.Field[Any] = dataclasses.field()
        item.name = name
        item.type = hints.get("_" + name, Any)
        item._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
        view[name] = item
    cls.__dataclass_fields__ = view  # type: ignore[attr-defined]
    try:
        params = dataclasses._DataclassParams(*_PARAMS)  # type: ignore[attr-defined]
    except TypeError:  # pragma: no cover - a later Python with more parameters
        return
    cls.__dataclass_params__ = params  # type: ignore[attr-defined]


_PARAMS: tuple[bool, ...] = (True, True, True, False, False, True)
"""init, repr, eq, order, unsafe_hash, frozen: what ``@dataclass(frozen=True)`` records."""


class Frozen:
    """Equality, hash and ``repr`` over a subclass's slots, as a frozen dataclass has them."""

    __slots__ = ()
    _uncompared: ClassVar[tuple[str, ...]] = ()
    """Slots that cache derived data: no part of equality, hash or ``repr``."""
    _field_names: ClassVar[tuple[str, ...]]
    _key: ClassVar[Callable[[Any], tuple[Any, ...]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The fields are the public accessors, in the order the class defines them.
        names = tuple(
            name
            for name, value in cls.__dict__.items()
            if isinstance(value, property) and "_" + name in cls.__dict__["__slots__"]
        )
        slots = {"_" + name for name in names}.union(cls._uncompared)
        if slots != set(cls.__dict__["__slots__"]):
            raise TypeError(f"{cls.__name__}: every slot needs a field() accessor or _uncompared")
        cls._field_names = names
        # __reduce__ rebuilds through the public constructor, so it must take the fields in order.
        parameters = tuple(inspect.signature(cls).parameters)
        if parameters != names:
            raise TypeError(f"{cls.__name__}'s constructor takes {parameters}, not its fields")
        # One C call returning every field: attrgetter with several names gives a tuple.
        getter = attrgetter(*["_" + name for name in names])
        if len(names) == 1:
            one = getter
            getter = cast("attrgetter[Any]", staticmethod(lambda obj: (one(obj),)))
        cls._key = getter
        _dataclass_view(cls, names)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        key = type(self)._key
        return key(self) == key(other)

    def __hash__(self) -> int:
        return hash(type(self)._key(self))

    def __reduce__(self) -> tuple[type[Frozen], tuple[Any, ...]]:
        """Copy and pickle through the public constructor: what is read back is validated again."""
        return type(self), type(self)._key(self)

    def __repr__(self) -> str:
        values = type(self)._key(self)
        fields = ", ".join(f"{n}={v!r}" for n, v in zip(self._field_names, values, strict=True))
        return f"{type(self).__qualname__}({fields})"
