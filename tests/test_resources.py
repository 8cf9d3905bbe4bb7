"""The data read at run time lives in the package (editor/resources) and is found with
importlib.resources; a missing or broken file is an error naming it, never a placeholder."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from editor import resources
from editor.cli import main as m44
from editor.io.schema import SCHEMA_FILE, write_schema

from .conftest import ROOT

SAMPLE = ROOT / "scenarios" / "hedgerow-crossroads.m44"
#: Modules that may find files through ``__file__``: development tools writing into the
#: source tree (the published schema, docs/RULES.md), never read by an installed program;
#: the compiled engine's switch, which looks for a build beside the engine's sources
#: (an installed wheel has none and runs the Python engine); and the user guide's window,
#: which shows a checkout's docs/GUIDE.md beside the pictures and docs it links to (an
#: installed wheel has none and shows the package's copy, its pictures said in words).
DEV_TOOLS = {"editor/io/schema.py", "editor/engine/rules/doc.py",
             "editor/engine/game/native.py", "editor/ui/guide_window.py"}


def test_the_package_carries_the_published_schema_byte_for_byte() -> None:
    packaged = resources.schema_file().read_bytes()
    assert packaged == SCHEMA_FILE.read_bytes(), "run 'make schema'"
    assert resources.schema_file().name == SCHEMA_FILE.name == resources.SCHEMA_NAME


def test_make_schema_writes_both_copies(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    text = write_schema(a, b)
    assert a.read_text("utf-8") == b.read_text("utf-8") == text
    assert a.read_bytes() == SCHEMA_FILE.read_bytes()


def test_resources_are_inside_the_package() -> None:
    art = Path(str(resources.art_dir()))
    assert art.is_dir() and (art / "terrain" / "woods.svg").is_file()
    assert (Path(str(resources.font_dir())) / "DejaVuSans.ttf").is_file()
    package = Path(resources.__file__).parent
    assert art.is_relative_to(package) and not (ROOT / "resources").exists()


def test_no_run_time_module_finds_files_through_the_source_tree() -> None:
    users = set()
    for path in (ROOT / "editor").rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        if any(isinstance(n, ast.Name) and n.id == "__file__" for n in ast.walk(tree)):
            users.add(path.relative_to(ROOT).as_posix())
    assert users <= DEV_TOOLS


def test_read_bytes_names_the_missing_file(tmp_path: Path) -> None:
    with pytest.raises(resources.ResourceError, match=r"gone\.svg: art file missing"):
        resources.read_bytes(tmp_path / "gone.svg", "art")


# --- art --------------------------------------------------------------------------------------


@pytest.fixture
def art_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "art"
    shutil.copytree(Path(str(resources.art_dir())), folder)
    return folder


def test_check_passes_on_the_packaged_art_and_covers_every_ground_drawn() -> None:
    from editor.render.art import BOARD_GROUNDS, ArtLibrary
    from editor.render.scene import FACE_GROUND, ROW_GROUND

    library = ArtLibrary()
    library.check()
    assert set(FACE_GROUND.values()) | set(ROW_GROUND.values()) <= set(BOARD_GROUNDS)
    loads = library.loads
    library.check()
    assert library.loads == loads  # parsed once, kept for drawing


def test_missing_art_folder_file_or_invalid_svg_is_an_art_error(tmp_path: Path,
                                                                 art_copy: Path) -> None:
    from editor.render.art import ArtError, ArtKey, ArtLibrary

    with pytest.raises(ArtError, match="art folder missing"):
        ArtLibrary(tmp_path / "nowhere").check()
    (art_copy / "terrain" / "woods.svg").unlink()
    with pytest.raises(ArtError, match=r"terrain/woods\.svg: art file missing"):
        ArtLibrary(art_copy).check()
    library = ArtLibrary(art_copy)
    assert not library.has(ArtKey("terrain", "woods"))
    (art_copy / "terrain" / "woods.svg").write_text("<svg unfinished", encoding="utf-8")
    with pytest.raises(ArtError, match=r"woods\.svg: art file is not valid SVG"):
        library.renderer(ArtKey("terrain", "woods"))
    (art_copy / "terrain" / "woods.svg").write_bytes(b"\xff\xfe<svg/>")
    with pytest.raises(ArtError, match="not UTF-8"):
        library.renderer(ArtKey("terrain", "woods"))


@pytest.mark.parametrize("command,out", [("render", "map.png"), ("render", "map.svg"),
                                         ("brief", "brief.pdf"), ("brief", "brief.png")])
@pytest.mark.parametrize("damage", ["missing", "invalid"])
def test_render_and_brief_exit_2_naming_the_broken_art(
        tmp_path: Path, art_copy: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, command: str, out: str, damage: str) -> None:
    from editor.render import art

    hills = art_copy / "terrain" / "hills.svg"
    if damage == "missing":
        hills.unlink()
    else:
        hills.write_text("<svg broken", encoding="utf-8")
    monkeypatch.setenv("M44_ART_DIR", str(art_copy))
    monkeypatch.setattr(art, "_LIBRARY", None)  # the shared library, made anew from the env
    target = tmp_path / out
    assert m44([command, str(SAMPLE), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "hills.svg" in err and "Traceback" not in err
    assert not target.exists()


def test_the_placeholder_is_kept_for_names_the_catalog_lacks(tmp_path: Path) -> None:
    """A file's unknown name is the file's mistake (validate reports it): drawn, not fatal
    (exit 1, as for any scenario with errors, not 2)."""
    text = SAMPLE.read_text("utf-8").replace('"woods"', '"no-such-terrain"', 1)
    assert "no-such-terrain" in text
    src = tmp_path / "odd.m44"
    src.write_text(text, encoding="utf-8")
    assert m44(["render", str(src), "-o", str(tmp_path / "odd.png")]) == 1
    assert (tmp_path / "odd.png").stat().st_size > 0


# --- fonts ------------------------------------------------------------------------------------


def test_missing_fonts_are_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    from editor.export import fonts
    from editor.render import ensure_app
    from editor.render import fonts as render_fonts

    ensure_app()
    monkeypatch.setattr(render_fonts, "font_dir", lambda: tmp_path)
    fonts.load_fonts.cache_clear()
    try:
        with pytest.raises(resources.ResourceError, match=r"DejaVuSans\.ttf: font file missing"):
            fonts.load_fonts()
        (tmp_path / "DejaVuSans.ttf").write_bytes(b"not a font")
        with pytest.raises(resources.ResourceError, match="not a font Qt can load"):
            fonts.load_fonts()
        target = tmp_path / "brief.pdf"
        assert m44(["brief", str(SAMPLE), "-o", str(target)]) == 2
        assert "DejaVuSans.ttf" in capsys.readouterr().err and not target.exists()
    finally:
        monkeypatch.undo()
        fonts.load_fonts.cache_clear()
    fonts.load_fonts()


def test_every_data_file_of_the_package_is_package_data() -> None:
    """A file under editor/ that is not Python is read at run time, so it must be named by
    pyproject.toml's package-data (resolved here as setuptools resolves it: globs from the
    package's folder), or the wheel lacks it."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["editor"]
    package = ROOT / "editor"
    shipped = {p for pattern in patterns for p in package.glob(pattern)}
    data = {p for p in package.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
            and "__pycache__" not in p.parts and not any(
                part.startswith("_native") for part in p.parts)}
    assert data - shipped == set(), sorted(p.relative_to(ROOT).as_posix()
                                          for p in data - shipped)


def test_the_package_carries_the_samples_byte_for_byte(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the packaging audit: an installed program had no sample to be tried on (they
    were only in the source tree's scenarios/). `m44 samples` lists the packaged copies."""
    packaged = {f.name: f.read_bytes() for f in resources.samples()}
    assert packaged == {f.name: f.read_bytes() for f in (ROOT / "scenarios").glob("*.m44")}, \
        "copy scenarios/*.m44 into editor/resources/samples/"
    assert m44(["samples"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [Path(p).name for p in listed] == sorted(packaged)
    assert all(Path(p).is_relative_to(Path(resources.__file__).parent) for p in listed)
