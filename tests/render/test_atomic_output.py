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


@pytest.mark.parametrize("command,name", [("render", "map.png"), ("brief", "b.pdf"),
                                          ("brief", "b.png")])
def test_a_folder_that_refuses_new_files_is_said_of_the_output(
        command: str, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A folder one may not write in (or /sys) refuses the temporary file beside the output:
    brief named that temporary file ('.b.pdf.ct8pst4q.tmp'), which the person never asked
    for."""
    def refused(*, prefix: str, suffix: str, dir: Path) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied", os.path.join(dir, f"{prefix}x1y2{suffix}"))

    monkeypatch.setattr(files.tempfile, "mkstemp", refused)
    target = tmp_path / name
    assert main([command, str(SCENARIOS[0]), "-o", str(target)]) == 2
    assert capsys.readouterr().err == (f"m44 {command}: {target}: cannot write: Permission "
                                       "denied to make a file in its folder\n")
    assert list(tmp_path.iterdir()) == []


def test_outputs_are_written_whole(tmp_path: Path) -> None:
    assert main(["render", str(SCENARIOS[0]), "-o", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["brief", str(SCENARIOS[0]), "-o", str(tmp_path / "b.pdf")]) == 0
    assert (tmp_path / "b.pdf").read_bytes()[:5] == b"%PDF-"
    assert [p for p in os.listdir(tmp_path) if p.endswith(".tmp")] == []


def no_memory_for_images(monkeypatch: pytest.MonkeyPatch) -> None:
    """QImage as on a machine short of memory: a null image (Qt's "out of memory")."""
    from PySide6.QtGui import QImage

    import sys

    import editor.render.painting  # noqa: F401  (the module, not the function of its name)
    module = sys.modules["editor.render.painting"]

    class NullImage:
        Format = QImage.Format

        def __new__(cls, *args: object) -> QImage:  # type: ignore[misc]
            return QImage()

    monkeypatch.setattr(module, "QImage", NullImage)


@pytest.mark.parametrize("command,name,hint", [("render", "map.png", "the map"),
                                               ("brief", "b.png", "page 1 at 1200 dpi")])
def test_an_image_too_large_for_the_memory_is_one_line_and_no_file(
        command: str, name: str, hint: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`m44 brief --dpi 1200` (a 9,921 × 14,031 page, 531 MB) on a machine short of memory
    painted on the null image Qt returned and died of a segmentation fault; the exit is
    now 2 with one line saying the size, and nothing written."""
    no_memory_for_images(monkeypatch)
    target = tmp_path / name
    args = [command, str(SCENARIOS[0]), "-o", str(target)]
    assert main(args + (["--dpi", "1200"] if command == "brief" else [])) == 2
    err = capsys.readouterr().err
    assert f"cannot write: not enough memory to draw {hint} (" in err
    assert len(err.strip().splitlines()) == 1, err
    assert list(tmp_path.iterdir()) == []
