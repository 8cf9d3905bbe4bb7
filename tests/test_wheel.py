"""The wheel, as a user installs it: built from a clean copy of the tree, installed into a
fresh virtual environment (no system site-packages, nothing of the source tree on the path;
its dependencies at the versions running the tests) and used from another folder as the
README says. The installed program must find its art,
fonts and schema inside the package: its render and briefing are the source tree's, pixel
for pixel.

One wheel and one environment serve the whole module (about half a minute, most of it
installing PySide6 from pip's cache). ``make test`` runs it, so CI does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from editor import __version__
from editor.io.schema import SCHEMA_FILE

from .conftest import DATA, ROOT, SCENARIOS

pytestmark = pytest.mark.wheel

#: What a clean checkout does not have: the copy the wheel is built from leaves them out, so
#: that stale build/ or egg-info files cannot slip into the wheel.
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info",
                                     "__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache",
                                     "out",
                                     "*.pyc")
SAMPLE = SCENARIOS[0]


@dataclass(frozen=True)
class Installed:
    wheel: Path
    bin: Path
    #: The folder the commands run in: neither the source tree nor the environment.
    work: Path
    env: dict[str, str]

    def run(self, command: str, *args: str, stdin: bytes | None = None,
            extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run([str(self.bin / command), *args], cwd=self.work, input=stdin,
                              capture_output=True, timeout=300,
                              env={**self.env, **(extra_env or {})})


def _check(out: subprocess.CompletedProcess[bytes]) -> subprocess.CompletedProcess[bytes]:
    assert out.returncode == 0, out.stdout.decode() + out.stderr.decode()
    return out


def _running_dependencies() -> dict[str, str]:
    """The package's dependencies (pyproject.toml), by name, at the versions running here."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    names = [Requirement(r).name for r in project["dependencies"]]
    return {name: metadata.version(name) for name in names}


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    top = tmp_path_factory.mktemp("wheel")
    source, dist, venv, work, home = (top / n for n in ("source", "dist", "venv", "work", "home"))
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    _check(subprocess.run([*pip, "wheel", "--no-deps", "-w", str(dist), str(source)],
                          capture_output=True, timeout=600))
    (wheel,) = dist.glob("m44_editor-*.whl")
    # a bare environment (no pip of its own: the running pip installs into it)
    _check(subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)],
                          capture_output=True, timeout=300))
    # The dependencies at the versions of the source tree's run, which the render and the
    # briefing are compared with pixel for pixel: pip would pick the newest allowed, and
    # another Qt draws text a shade differently (PySide6 6.9.0's briefing against 6.11.3's).
    constraints = top / "constraints.txt"
    constraints.write_text("".join(f"{name}=={version}\n"
                                   for name, version in _running_dependencies().items()))
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "M44_ART_DIR", "PYTHONHOME")}
    # Without the source tree on the path: a tree on PYTHONPATH (a git worktree's test run)
    # holding the m44_editor.egg-info of an editable install made pip, which looks at the
    # new environment through it, take m44-editor as installed and install only its
    # dependencies (the installed audit: every test of the installed program failed).
    _check(subprocess.run([*pip, "--python", str(venv / "bin" / "python"), "install",
                           "--constraint", str(constraints), str(wheel)],
                          capture_output=True, timeout=900, env=env))
    work.mkdir()
    home.mkdir()
    for f in [*SCENARIOS, DATA / "sloppy.m44"]:
        shutil.copy(f, work / f.name)
    env.update(PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               QT_QPA_PLATFORM="offscreen")
    yield Installed(wheel, venv / "bin", work, env)


def test_the_wheel_holds_the_data_and_the_metadata(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as z:
        names = z.namelist()
        metadata = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    art = ROOT / "editor" / "resources" / "art"
    assert sum(n.startswith("editor/resources/art/") for n in names) == \
        len(list(art.rglob("*.svg")))
    assert "editor/resources/fonts/DejaVuSans.ttf" in names
    assert "editor/resources/schema/m44.schema.json" in names
    assert "editor/engine/catalog.json" in names
    assert "editor/export/names.json" in names  # the briefing's names in other languages
    assert {f"editor/resources/samples/{f.name}" for f in SCENARIOS} <= set(names)
    # the user guide of Help → User Guide: docs/GUIDE.md itself (the package holds a copy)
    with zipfile.ZipFile(installed.wheel) as wheel:
        assert wheel.read("editor/resources/guide/GUIDE.md") == \
            (ROOT / "docs" / "GUIDE.md").read_bytes()
    assert not [n for n in names if "__pycache__" in n or not n.startswith(("editor/",
                                                                              "m44_editor-"))]
    # pure Python: never the compiled engine a checkout holds (editor/engine/game/_native)
    assert not [n for n in names if "/_native" in n or n.endswith((".so", ".pyd"))]
    assert installed.wheel.name.endswith("-py3-none-any.whl")
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "License-Expression: MIT" in metadata and "Classifier: " in metadata
    # no extra an installed copy cannot use (the installed audit: `native` compiled nothing)
    assert [line for line in metadata.splitlines() if line.startswith("Provides-Extra:")] \
        == ["Provides-Extra: test", "Provides-Extra: cluster"]


def test_the_installed_package_is_not_the_source_tree(installed: Installed) -> None:
    out = _check(installed.run("python", "-c", "import editor; print(editor.__file__)"))
    where = Path(out.stdout.decode().strip())
    assert where.is_relative_to(installed.bin.parent) and not where.is_relative_to(ROOT)


def test_the_installed_dependencies_are_the_running_ones(installed: Installed) -> None:
    """What the pixel comparisons rely on (the fixture's constraints)."""
    show = "from importlib import metadata; print(metadata.version('PySide6-Essentials'))"
    out = _check(installed.run("python", "-c", show))
    assert out.stdout.decode().strip() == metadata.version("PySide6-Essentials")


def test_version_validate_and_schema(installed: Installed) -> None:
    assert _check(installed.run("m44", "--version")).stdout.decode().strip() == \
        f"m44 {__version__}"
    names = [f.name for f in SCENARIOS]
    out = _check(installed.run("m44", "validate", "--ignore",
                               "unplayed-terrain,unplayed-rule,unplayed-behavior", *names))
    assert out.stdout == b"" and out.stderr == b""
    github = installed.run("m44", "validate", "--format", "github", "sloppy.m44")
    # the reader's lossless repairs (its first, a number written as a string) are notices,
    # those that drop or guess content warnings (the convert2 audit's severities)
    assert github.returncode == 1 and github.stdout.startswith(b"::notice file=sloppy.m44,")
    assert b"\n::warning file=sloppy.m44," in github.stdout
    sarif = installed.run("m44", "validate", "--format", "sarif", "-",
                          stdin=(installed.work / "sloppy.m44").read_bytes())
    assert sarif.returncode == 1 and json.loads(sarif.stdout)["version"] == "2.1.0"
    assert _check(installed.run("m44", "schema")).stdout == SCHEMA_FILE.read_bytes()


def test_the_installed_samples_are_listed_and_validate(installed: Installed) -> None:
    listed = _check(installed.run("m44", "samples")).stdout.decode().splitlines()
    assert [Path(p).name for p in listed] == [f.name for f in SCENARIOS]
    assert all(Path(p).is_relative_to(installed.bin.parent) for p in listed)
    _check(installed.run("m44", "validate", "--ignore", "unplayed-terrain", *listed))


def test_the_installed_guide_says_in_words_what_the_wheel_lacks(installed: Installed) -> None:
    """The wheel ships the guide alone: its pictures and the docs it links to are said as
    words and paths in Help → User Guide, not shown as broken pictures and dead links."""
    code = ("from editor.ui.guide_window import guide_path, shown_markdown; "
            "p = guide_path(); print(p.is_relative_to(__import__('sys').prefix), "
            "shown_markdown(p.read_text('utf-8'), p.parent))")
    # another package's docs/GUIDE.md in site-packages, above ours, is not ours (the
    # installed audit: it was shown as the guide)
    where = _check(installed.run("python", "-c", "import editor; print(editor.__file__)"))
    stray = Path(where.stdout.decode().strip()).parent.parent / "docs" / "GUIDE.md"
    stray.parent.mkdir()
    stray.write_text("# Another package's guide\n", encoding="utf-8")
    try:
        out = _check(installed.run("python", "-c", code)).stdout.decode()
    finally:
        shutil.rmtree(stray.parent)
    assert out.startswith("True ") and "# User guide" in out and "Another" not in out
    assert "*Picture: " in out and "](screenshots/" not in out
    assert "](GAME.md" not in out and "(`GAME.md`)" in out and "](#balance-lab)" in out


def test_render_is_the_source_trees_pixel_for_pixel(installed: Installed,
                                                    tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    for scenario in SCENARIOS:
        _check(installed.run("m44", "render", scenario.name, "-o", "map.png", "--coords"))
        _check(subprocess.run([sys.executable, "-m", "editor", "render", str(scenario), "-o",
                               str(tmp_path / "map.png"), "--coords"], cwd=ROOT,
                              capture_output=True, timeout=300))
        mine, theirs = QImage(str(installed.work / "map.png")), QImage(str(tmp_path / "map.png"))
        assert not mine.isNull() and mine == theirs, scenario.name


def test_brief_is_the_source_trees_pixel_for_pixel(installed: Installed,
                                                   tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    out = _check(installed.run("m44", "brief", SAMPLE.name, "-o", "brief.pdf"))
    assert out.stdout.decode().strip() == "brief.pdf"
    assert (installed.work / "brief.pdf").read_bytes().startswith(b"%PDF")
    _check(installed.run("m44", "-q", "brief", SAMPLE.name, "-o", "page.png", "--dpi", "60"))
    _check(subprocess.run([sys.executable, "-m", "editor", "brief", str(SAMPLE), "-o",
                           str(tmp_path / "page.png"), "--dpi", "60"], cwd=ROOT,
                          capture_output=True, timeout=300))
    # in French too: its names are the package's (editor/export/names.json)
    _check(installed.run("m44", "-q", "brief", SAMPLE.name, "--lang", "fr", "-o", "fr.png",
                         "--dpi", "60"))
    _check(subprocess.run([sys.executable, "-m", "editor", "brief", str(SAMPLE), "--lang", "fr",
                           "-o", str(tmp_path / "fr.png"), "--dpi", "60"], cwd=ROOT,
                          capture_output=True, timeout=300))
    pages = sorted(p.name for pattern in ("page*.png", "fr*.png")
                   for p in installed.work.glob(pattern))
    assert pages == sorted(p.name for p in tmp_path.glob("*.png")) and len(pages) > 2
    for name in pages:
        mine, theirs = QImage(str(installed.work / name)), QImage(str(tmp_path / name))
        assert not mine.isNull() and mine == theirs, name


def test_the_installed_editor_starts_offscreen(installed: Installed) -> None:
    out = installed.run("m44-editor", SAMPLE.name,
                        extra_env={"M44_EDITOR_QUIT_AFTER": "3"})
    assert out.returncode == 0, out.stderr.decode()
    assert b"Traceback" not in out.stderr


def test_the_installed_program_refuses_broken_art(installed: Installed) -> None:
    broken = installed.work / "broken-art"
    shutil.copytree(ROOT / "editor" / "resources" / "art", broken, dirs_exist_ok=True)
    (broken / "unit" / "infus.svg").unlink()
    out = installed.run("m44", "render", SAMPLE.name, "-o", "none.png",
                        extra_env={"M44_ART_DIR": str(broken)})
    assert out.returncode == 2 and b"infus.svg: art file missing" in out.stderr
    assert not (installed.work / "none.png").exists()


def test_the_sdist_is_the_whole_source_without_this_machines_build(tmp_path: Path) -> None:
    """Found by the packaging audit: the sdist held eight tests/test_*.py files and none of
    their conftest.py or data, no samples, no Makefile, no tools/build_native.py. It now
    holds what MANIFEST.in names, and never a checkout's compiled engine or caches. Found by
    the packaging2 audit: it left out the docs' pictures (docs/images, docs/screenshots),
    which the suite reads, so that ten of its tests failed when run from the sdist."""
    pytest.importorskip("build", reason="the sdist is built with 'build' (pip install build)")
    import tarfile

    source, dist = tmp_path / "source", tmp_path / "dist"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    # what a developer's checkout holds beside the sources: none of it may ship
    native = source / "editor" / "engine" / "game" / "_native"
    native.mkdir(exist_ok=True)
    (native / "state.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (native / "build.json").write_text("{}", encoding="utf-8")
    (source / "tests" / "__pycache__").mkdir(exist_ok=True)
    (source / "tests" / "__pycache__" / "conftest.cpython-311.pyc").write_bytes(b"")
    _check(subprocess.run([sys.executable, "-m", "build", "--sdist", "-o", str(dist),
                           str(source)], capture_output=True, timeout=600))
    (sdist,) = dist.glob("m44_editor-*.tar.gz")
    with tarfile.open(sdist) as tar:
        top = f"m44_editor-{__version__}/"
        names = {n.removeprefix(top) for n in tar.getnames()}
    for needed in ("Makefile", "pyproject.toml", "LICENSE", "README.md", "tests/conftest.py",
                   "tests/__init__.py", "tests/data/sloppy.m44", "tools/build_native.py",
                   "schema/m44.schema.json", "docs/RULES.md", "editor/engine/catalog.json",
                   "editor/resources/schema/m44.schema.json", *(
                       f"scenarios/{f.name}" for f in SCENARIOS)):
        assert needed in names, needed
    # the suite and what it reads: the docs with their pictures, whose links
    # tests/test_docs.py follows and which the guide's window shows
    # (tests/ui/test_guide_window.py); without them ten tests failed from the sdist
    needed_files = {p.relative_to(ROOT).as_posix() for folder in ("tests", "docs")
                    for p in (ROOT / folder).rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts}
    assert needed_files <= names, sorted(needed_files - names)[:5]
    assert not [n for n in names if "/_native/" in n or "__pycache__" in n
                or n.endswith((".so", ".pyc")) or n.startswith((".venv", "build/"))]


def test_the_installed_programs_write_nothing_into_the_installation(
        installed: Installed) -> None:
    """Found by the packaging2 audit, which ran every command of an installed wheel: no
    test ran `m44 simulate` (its worker processes and its plot import the installed
    package) or `m44 replay` from the wheel. They run, and after them and the editor the
    package's folder holds only what the wheel installed: settings, caches and logs go to
    the user's folders and the named files, never into the installation. Found by the
    installed audit: nor does `m44 convert SAMPLE --in-place` write there."""
    _check(installed.run("m44", "simulate", SAMPLE.name, "--games", "4", "--jobs", "2",
                         "--log", "game.log", "--plot", "plot.png", "-q"))
    assert (installed.work / "plot.png").read_bytes().startswith(b"\x89PNG")
    replay = _check(installed.run("m44", "replay", "game.log"))
    assert b"\nTurn 1: " in replay.stdout and replay.stderr == b""
    _check(installed.run("m44-editor", SAMPLE.name, extra_env={"M44_EDITOR_QUIT_AFTER": "3"}))
    # a bundled sample is not rewritten in place (the installed audit: it was)
    (sample, *_) = _check(installed.run("m44", "samples")).stdout.decode().splitlines()
    refused = installed.run("m44", "convert", sample, "--in-place")
    assert refused.returncode == 2 and refused.stderr.decode().startswith(
        f"m44 convert: {sample}: a file of the installed m44 (a bundled sample")
    where = _check(installed.run("python", "-c", "import editor; print(editor.__file__)"))
    site = Path(where.stdout.decode().strip()).parent.parent
    (record,) = site.glob("m44_editor-*.dist-info/RECORD")
    installed_files = {line.split(",")[0] for line in record.read_text("utf-8").splitlines()}
    present = {p.relative_to(site).as_posix() for p in (site / "editor").rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    assert present == {f for f in installed_files
                       if f.startswith("editor/") and "/__pycache__/" not in f}
    assert (Path(installed.env["XDG_CONFIG_HOME"]) / "m44-editor").is_dir()  # its settings
