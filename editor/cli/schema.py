"""``m44 schema``: print the published JSON Schema of canonical ``.m44`` files (the copy the
package carries, the same bytes as ``schema/m44.schema.json`` of the source tree), for
editors and validators that want it beside the scenarios."""

from __future__ import annotations

import argparse

from editor.resources import read_bytes, schema_file

from . import EXIT_OK, QUIET_CHANGES_NOTHING, add_command, say_bytes


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "schema", quiet_help=QUIET_CHANGES_NOTHING,
        description="Print the JSON Schema (draft 2020-12) that canonical .m44 files follow, "
                    "as written by 'm44 convert'; docs/FORMAT.md explains it.",
        epilog="Exit codes: 0 printed, 2 the schema is missing from the installation.")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    say_bytes(read_bytes(schema_file(), "schema"))  # as published, whatever the terminal
    return EXIT_OK
