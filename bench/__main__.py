"""Run every benchmark and write docs/PERFORMANCE.md (see bench/__init__.py)."""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import re
import sys
from pathlib import Path

from bench import Benchmark

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "docs" / "PERFORMANCE.md"


def _format(value: float, unit: str) -> str:
    if unit == "s":
        return f"{value * 1000:.1f} ms" if value < 10 else f"{value:.1f} s"
    return f"{value:,.1f} {unit}"


def collect(filters: list[str]) -> list[tuple[str, Benchmark]]:
    found = []
    for path in sorted((ROOT / "bench").glob("bench_*.py")):
        module = importlib.import_module(f"bench.{path.stem}")
        for b in getattr(module, "BENCHMARKS", []):
            if not filters or any(f in path.stem or f in b.name for f in filters):
                found.append((path.stem, b))
    return found


def _merge(report: str, rows: list[str]) -> list[str]:
    """The report's table rows with ``rows`` put in place of the rows of the same benchmark
    (new benchmarks added at the end), for ``--write`` with a selection."""
    old = [line for line in report.splitlines() if line.startswith("| ") and
           not line.startswith("| benchmark ")]
    new = {r.split(" | ")[0]: r for r in rows}
    merged = [new.pop(r.split(" | ")[0], r) for r in old]
    return merged + list(new.values())


def _measured_line(report: str, selection: list[str], today: str, measured: str) -> str:
    """The report's "Measured ..." line after a run of ``selection`` only: the date of the
    last full run kept, and which rows are newer. A selection measured again the same day
    adds to the one said (it replaced it, so the line forgot that other rows were newer).

    >>> old = "Measured 2026-12-03 on Linux; the rows matching 'a_', 'b_' re-measured 2026-12-04."
    >>> _measured_line(old, ["b_", "c_"], "2026-12-04", "Measured 2026-12-04 on Linux.")
    "Measured 2026-12-03 on Linux; the rows matching 'a_', 'b_', 'c_' re-measured 2026-12-04."
    >>> _measured_line(old, ["c_"], "2026-12-05", "Measured 2026-12-05 on Linux.")
    "Measured 2026-12-03 on Linux; the rows matching 'c_' re-measured 2026-12-05."
    """
    full = next((line for line in report.splitlines() if line.startswith("Measured ")),
                measured)
    last_full, _, newer = full.partition("; the rows matching ")
    said = re.fullmatch(r"(.*) re-measured (\S+)\.", newer)
    selected = [*(re.findall(r"'([^']*)'", said.group(1))
                  if said and said.group(2) == today else []), *selection]
    return (f"{last_full.rstrip('.')}; the rows matching "
            f"{', '.join(repr(a) for a in dict.fromkeys(selected))} re-measured {today}.")


def main(argv: list[str]) -> int:
    write = "--write" in argv
    argv = [a for a in argv if a != "--write"]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # One application for every benchmark: the editor's need widgets, and a plain
    # QGuiApplication made first by the renderer's would forbid them.
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    rows = []
    failed = 0
    for module, b in collect(argv):
        values = [b.measure() for _ in range(b.repeat)]
        value = max(values) if b.higher_is_better else min(values)
        ok = b.passes(value)
        failed += not ok
        cmp = "≥" if b.higher_is_better else "≤"
        line = (f"| {b.name} | {b.description} | {_format(value, b.unit)} | "
                f"{cmp} {_format(b.target, b.unit)} | {'pass' if ok else 'FAIL'} |")
        print(line, flush=True)
        rows.append(line)
    if not argv or write:
        uname = platform.uname()
        today = datetime.date.today().isoformat()
        measured = (f"Measured {today} on {uname.system} {uname.machine}, "
                    f"{os.cpu_count()} cores, Python {platform.python_version()}.")
        if argv and REPORT.exists():
            old = REPORT.read_text(encoding="utf-8")
            rows = _merge(old, rows)
            measured = _measured_line(old, argv, today, measured)
        REPORT.write_text("\n".join([
            "# Performance",
            "",
            "Written by `make bench` (`python -m bench`); do not edit by hand. Each figure is "
            "the best of its benchmark's runs (`repeat` in `bench/`: from 1 to 5; the row "
            "says what one run measures).",
            "",
            measured,
            "",
            "| benchmark | what | measured | target | |",
            "|---|---|---|---|---|",
            *rows,
            "",
        ]), encoding="utf-8")
        print(f"wrote {REPORT.relative_to(ROOT)}")
    del app
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
