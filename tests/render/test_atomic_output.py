"""Images and briefings are written as scenarios are: atomically. A full disk leaves the
old file (or none), never a 0-byte or truncated one, and no temporary file behind."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from editor.cli import main
from editor.io import files

from ..conftest import SCENARIOS


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", no_space)


@pytest.mark.parametrize("command,name", [("render", "map.png"), ("render", "map.svg"),
                                          ("brief", "b.pdf"), ("brief", "b.png")])
def test_a_full_disk_leaves_no_broken_output(command: str, name: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / name
    old.write_bytes(b"the previous output")
    fresh = tmp_path / ("new-" + name)
    full_disk(monkeypatch)
    for target in (old, fresh):
        assert main([command, str(SCENARIOS[0]), "-o", str(target)]) == 2
        assert "No space left on device" in capsys.readouterr().err
    assert old.read_bytes() == b"the previous output"
    assert not fresh.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_outputs_are_written_whole(tmp_path: Path) -> None:
    assert main(["render", str(SCENARIOS[0]), "-o", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["brief", str(SCENARIOS[0]), "-o", str(tmp_path / "b.pdf")]) == 0
    assert (tmp_path / "b.pdf").read_bytes()[:5] == b"%PDF-"
    assert [p for p in os.listdir(tmp_path) if p.endswith(".tmp")] == []
