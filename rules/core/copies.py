"""The cheaper copy-on-write of frozen models, for A&A's and Pegasus Bridge's rules (issue #47: every write of a
rule makes a new state).

:func:`copied` is ``model.model_copy(update=changes)`` for a frozen model without extra fields, for values the rules
made themselves (trusted, never validated): the new instance is made as pydantic unpickles one (its public
``__setstate__``), from a copy of the field values with ``changes``, the set of fields given (shared while no name
is new: no model's set is changed in place) and the same private values. pydantic's ``model_copy`` goes through its
general ``__copy__`` instead (``copy.copy`` of the fields, of the extra values, of the set of fields given, a new
dict of private values), about twice the work for the few fields a rule changes.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
_new = object.__new__


def copied(model: M, changes: dict[str, Any]) -> M:
    """A new ``model`` holding ``changes`` (field names, trusted values) and the values it had for the other fields."""
    fields = model.__dict__.copy()
    fields.update(changes)
    given = model.__pydantic_fields_set__
    new = _new(type(model))
    new.__setstate__({
        "__dict__": fields,
        "__pydantic_fields_set__": given if changes.keys() <= given else given | changes.keys(),
        "__pydantic_extra__": None,
        "__pydantic_private__": model.__pydantic_private__,
    })
    return new
