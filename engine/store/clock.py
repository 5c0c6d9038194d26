"""The timestamps the store writes."""

from __future__ import annotations

from datetime import datetime, timezone


def now() -> str:
    """The current time in UTC, ISO 8601 to the second (collection ``added``, deck dates)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
