"""Atomic saves: the target is replaced whole or not at all, and the previous file is kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece, Scenario
from editor.io import m44
from editor.io.files import atomic_write
from editor.io.m44 import dumps, load, save


def scenario(name: str = "woods") -> Scenario:
    s = Scenario()
    s.set_hex(Coord(4, 12), Hex(terrain=Piece(name)))
    return s


def test_save_writes_canonical_text_and_keeps_a_backup(tmp_path: Path) -> None:
    target = tmp_path / "a.m44"
    save(scenario("woods"), target)
    assert target.read_text("utf-8") == dumps(scenario("woods"))
    assert not (tmp_path / "a.m44.bak").exists()
    save(scenario("hills"), target)
    assert load(target).scenario == scenario("hills")
    assert load(tmp_path / "a.m44.bak").scenario == scenario("woods")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.m44", "a.m44.bak"]


def test_failed_save_leaves_the_old_file_untouched(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "a.m44"
    save(scenario("woods"), target)
    before = target.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(m44.os, "replace", broken_replace)
    with pytest.raises(OSError):
        save(scenario("hills"), target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("mode", [0o600, 0o664, 0o751])
def test_save_keeps_every_permission_bit(tmp_path: Path, mode: int) -> None:
    """A file's permissions are kept, each of the nine bits: 0o600 is what a temporary file
    is made with, so keeping it alone proved nothing (mutants that dropped the chmod, or
    masked it with 0o776, passed; the mut5 audit), and a new file is readable by all like
    any other."""
    target = tmp_path / "a.m44"
    save(scenario(), target)
    assert target.stat().st_mode & 0o777 == 0o644
    os.chmod(target, mode)
    save(scenario("hills"), target)
    assert target.stat().st_mode & 0o777 == mode


def test_a_write_asked_for_without_a_backup_makes_none(tmp_path: Path) -> None:
    """A log, a plot or the recovery store replaces its file with no .bak beside it, while
    a save keeps one. Found by the mut5 audit."""
    target = tmp_path / "a.log"
    target.write_bytes(b"old")
    atomic_write(target, b"new", backup=False)
    assert target.read_bytes() == b"new" and sorted(tmp_path.iterdir()) == [target]
    atomic_write(target, b"newer")
    assert (tmp_path / "a.log.bak").read_bytes() == b"new"


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="reads /proc/self/fd")
def test_a_save_with_a_backup_leaves_no_file_open(tmp_path: Path) -> None:
    """The backup's temporary is closed once renamed: the editor saves many times a
    session. Found by the mut5 audit."""
    target = tmp_path / "a.m44"
    save(scenario(), target)
    for terrain in ("hills", "woods", "hills"):
        save(scenario(terrain), target)
    assert (tmp_path / "a.m44.bak").exists()
    held = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            held.append(os.readlink(f"/proc/self/fd/{fd}"))
        except OSError:  # (the listing's own, closed by now)
            pass
    assert [f for f in held if f.startswith(str(tmp_path))] == []

def test_save_into_missing_folder_raises(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        save(scenario(), tmp_path / "no" / "such" / "a.m44")


def test_save_to_a_name_ending_in_a_slash_writes_no_file(tmp_path: Path) -> None:
    """``folder/`` names a folder: nothing is written as a file named ``folder`` (a path
    object drops the slash, which a save through it did)."""
    with pytest.raises(OSError) as e:
        save(scenario(), f"{tmp_path / 'folder'}{os.sep}")
    assert "names a folder" in str(e.value)
    assert list(tmp_path.iterdir()) == []
