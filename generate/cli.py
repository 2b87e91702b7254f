"""``core-math`` command line (placeholder until the solver lands)."""

from __future__ import annotations

import sys

USAGE = "usage: core-math {solve,verify,eval} ...\n"


def main(argv: list[str] | None = None) -> int:
    """Print usage; subcommands arrive with the solver and parser."""
    sys.stdout.write(USAGE)
    return 0 if argv is None or not argv else 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
