"""Direct slot writes for frozen value objects built on hot paths.

A frozen dataclass ``__init__`` stores each field through
``object.__setattr__``, which dominates the cost of the small objects the
graph and the solver create per operation. The slot descriptors' own
``__set__`` bypasses the frozen guard legitimately, once, at construction;
after that the objects are as immutable as any frozen dataclass.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["slot_setters"]


def slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each named slot of ``cls``, in order."""
    return tuple(getattr(cls, name).__set__ for name in names)
