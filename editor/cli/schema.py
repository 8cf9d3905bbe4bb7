"""``m44 schema``: print the published JSON Schema of canonical ``.m44`` files (the copy the
package carries, the same bytes as ``schema/m44.schema.json`` of the source tree), for
editors and validators that want it beside the scenarios."""

from __future__ import annotations

import argparse
import sys

from editor.resources import read_bytes, schema_file

from . import EXIT_OK, add_command


def register(sub: argparse._SubParsersAction) -> None:
    p = add_command(
        sub, "schema",
        description="Print the JSON Schema (draft 2020-12) that canonical .m44 files follow, "
                    "as written by 'm44 convert'; docs/FORMAT.md explains it.",
        epilog="Exit codes: 0 printed, 2 the schema is missing from the installation.")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = read_bytes(schema_file(), "schema")
    out = getattr(sys.stdout, "buffer", None)
    if out is None:  # a test's StringIO
        sys.stdout.write(data.decode("utf-8"))
    else:  # the bytes as published, whatever the terminal's encoding
        sys.stdout.flush()
        out.write(data)
        out.flush()
    return EXIT_OK
