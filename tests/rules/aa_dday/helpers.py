"""Small helpers shared by the A&A D-Day scenario tests."""

from __future__ import annotations

from rules.aa_dday import ENGINE as E


def prompt(state, seat=None):
    """The prompt of ``seat`` (or the first prompt); fails if the rules wait for nobody."""
    ps = E.prompts(state)
    assert ps, "expected a prompt"
    return ps[0] if seat is None else next(p for p in ps if p.seat == seat)


def kinds(events, kind):
    """The events of one kind, in order."""
    return [e for e in events if e.kind == kind]
