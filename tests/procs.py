"""The processes of this machine as the tests that stop worker processes look for them
(read in ``/proc``: Linux)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple


class Proc(NamedTuple):
    """A process's state letter (``Z``: a zombie), parent and process group."""

    state: str
    parent: int
    group: int


def processes() -> dict[int, Proc]:
    """Every process there now, by its id (one gone while read is left out)."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            # the command's name, in parentheses, may hold spaces: the fields follow its end
            fields = stat.rsplit(")", 1)[1].split()
            found[int(entry)] = Proc(fields[0], int(fields[1]), int(fields[3]))
    return found


def children(pid: int) -> set[int]:
    """The live processes whose parent is ``pid``."""
    return {p for p, proc in processes().items() if proc.parent == pid and proc.state != "Z"}


def group(pgid: int) -> set[int]:
    """The live processes of the process group ``pgid``."""
    return {p for p, proc in processes().items() if proc.group == pgid and proc.state != "Z"}


def process_tree(root: int) -> set[int]:
    """The processes below ``root``, zombies too."""
    parents = {p: proc.parent for p, proc in processes().items()}
    found: set[int] = set()
    frontier = {root}
    while frontier:
        frontier = {p for p, pp in parents.items() if pp in frontier} - found
        found |= frontier
    return found
