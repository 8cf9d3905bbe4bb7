"""The ``m44`` command line.

Each subcommand lives in its own module exposing ``register(subparsers)``, which adds its
parser and sets ``func`` to a function taking the parsed arguments and returning the exit
code. Exit codes, for every subcommand:

- 0: done, nothing wrong;
- 1: done, and the input has errors (findings of severity error);
- 2: the usage is wrong, or a file cannot be read or written;
- 3: an internal error (a bug): one line on standard error, to be reported.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from editor import __version__
from editor.io.m44 import M44ReadError

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_UNREADABLE = 2
EXIT_INTERNAL = 3

#: Subcommand modules, in the order ``m44 --help`` lists them.
SUBCOMMANDS = ("validate", "convert", "edit", "rules", "render", "brief", "simulate", "replay")


def build_parser() -> argparse.ArgumentParser:
    from importlib import import_module

    parser = argparse.ArgumentParser(
        prog="m44", description="Memoir '44 scenario tool: check, convert and edit .m44 files.",
        epilog="Exit codes: 0 ok, 1 errors found, 2 bad usage or unreadable file, 3 internal error.")
    parser.add_argument("--version", action="version", version=f"m44 {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in SUBCOMMANDS:
        import_module(f"{__name__}.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("m44: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except M44ReadError as e:  # a file a subcommand reads: one line naming file and place
        error(str(e))
        return EXIT_UNREADABLE
    except Exception as e:  # noqa: BLE001 - a bug must still not print a traceback
        error(f"m44: internal error, please report it: {type(e).__name__}: {e}")
        return EXIT_INTERNAL


def error(message: str) -> None:
    """One line on standard error."""
    print(message, file=sys.stderr)
