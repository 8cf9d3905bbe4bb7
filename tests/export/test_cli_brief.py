"""``m44 brief``: outputs by extension, options, exit codes 0 and 2 with one line."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage

from editor.cli import main as m44

from .conftest import SAMPLES, pdf_text

SAMPLE = next(p for p in SAMPLES if p.stem == "hedgerow-crossroads")


def test_pdf_with_options(tmp_path, capsys) -> None:
    out = tmp_path / "b.pdf"
    code = m44(["brief", str(SAMPLE), "-o", str(out), "--page", "letter", "--lang", "fr",
                "--no-legend", "--ink-saver", "--coords"])
    assert code == 0
    assert capsys.readouterr().out.split() == [str(out)]
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert round(float(reader.pages[0].mediabox.width)) == 612
    text = pdf_text(out.read_bytes())
    assert "LE CARREFOUR DES HAIES" in text and "Règles spéciales" in text
    assert "Légende" not in text
    assert "H7" in text  # hex names on the map


def test_png_pages(tmp_path, capsys) -> None:
    out = tmp_path / "b.png"
    assert m44(["brief", str(SAMPLE), "-o", str(out), "--dpi", "50"]) == 0
    printed = [Path(p) for p in capsys.readouterr().out.split()]
    assert printed[0] == out and printed[1] == tmp_path / "b-2.png"
    assert all(p.is_file() for p in printed)
    assert QImage(str(out)).width() == round(210 / 25.4 * 50)


def test_svg_pages(tmp_path, capsys) -> None:
    assert m44(["brief", str(SAMPLE), "-o", str(tmp_path / "b.svg")]) == 0
    assert (tmp_path / "b.svg").read_bytes().lstrip().startswith(b"<?xml")


@pytest.mark.parametrize("args,message", [
    (["-o", "x.txt"], "unknown briefing type .txt;"),
    (["-o", "x"], "the name has no briefing type;"),
    (["-o", "x.pdf", "--dpi", "5"], "--dpi 5 is out of range"),
    (["-o", "x.pdf", "--lang", "<b>"], "is not a language code"),
    # an option that would do nothing (README, "Usage errors"): PDF and SVG pages have no dpi
    (["-o", "x.pdf", "--dpi", "300"], "--dpi sets the resolution of PNG pages"),
    (["-o", "x.svg", "--dpi", "300"], "--dpi sets the resolution of PNG pages"),
])
def test_bad_usage_exits_2_with_the_usage_and_one_line(tmp_path, capsys, args,
                                                        message) -> None:
    args = [a if not a.startswith("x") else str(tmp_path / a) for a in args]
    assert m44(["brief", str(SAMPLE), *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: m44 brief ")
    assert err.endswith("\n") and err.splitlines()[-1].startswith("m44 brief: error: ")
    assert message in err.splitlines()[-1]
    assert not list(tmp_path.iterdir())


def test_unreadable_input_exits_2(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("{ not json", encoding="utf-8")
    for path in (bad, tmp_path / "missing.m44"):
        assert m44(["brief", str(path), "-o", str(tmp_path / "b.pdf")]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(path.name) in err
    assert not (tmp_path / "b.pdf").exists()


def test_unwritable_output_exits_2(tmp_path, capsys) -> None:
    assert m44(["brief", str(SAMPLE), "-o", str(tmp_path / "no" / "b.pdf")]) == 2
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize("how", ["missing folder", "dangling link", "file as folder"])
def test_an_output_that_cannot_be_made_is_named_before_anything_is_laid_out(
        tmp_path, capsys, monkeypatch, how) -> None:
    """A missing folder, or a link to one, was reported as the temporary file beside the
    output (".b.pdf.x7q2_m_.tmp"), after the whole layout: OUT is named, first."""
    import editor.export

    if how == "missing folder":
        out = tmp_path / "no" / "b.pdf"
    elif how == "dangling link":
        out = tmp_path / "b.pdf"
        out.symlink_to(tmp_path / "no" / "target.pdf")
    else:
        (tmp_path / "file").write_text("x")
        out = tmp_path / "file" / "b.pdf"
    laid_out: list[object] = []
    monkeypatch.setattr(editor.export, "layout_briefing", lambda *a: laid_out.append(a))
    assert m44(["brief", str(SAMPLE), "-o", str(out)]) == 2
    reason = ("a part of its path is a file, not a folder" if how == "file as folder"
              else "no such folder")
    assert capsys.readouterr().err == f"m44 brief: {out}: cannot write: {reason}\n"
    assert laid_out == []


@pytest.mark.parametrize("ext", [".png", ".svg"])
def test_a_later_page_that_cannot_be_written_is_named_before_any_is_written(
        tmp_path, capsys, ext) -> None:
    """Page 2's file (b-2.png) a folder: page 1 was written, then the error named b.png."""
    (tmp_path / f"b-2{ext}").mkdir()
    assert m44(["brief", str(SAMPLE), "-o", str(tmp_path / f"b{ext}")]) == 2
    assert capsys.readouterr().err == (f"m44 brief: {tmp_path / f'b-2{ext}'}: cannot write: "
                                       "not a regular file: nothing is written over it\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"b-2{ext}"]


def test_a_later_page_is_never_written_over_the_input(tmp_path, capsys) -> None:
    """The scenario named b-2.png, the briefing -o b.png: page 2 replaced the scenario."""
    scenario = tmp_path / "b-2.png"
    scenario.write_bytes(SAMPLE.read_bytes())
    assert m44(["brief", str(scenario), "-o", str(tmp_path / "b.png")]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (f"m44 brief: error: {scenario} is the input file "
                                    f"{scenario}; write the output elsewhere")
    assert scenario.read_bytes() == SAMPLE.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b-2.png"]


def test_missing_language_is_noted_and_english_used(tmp_path, capsys) -> None:
    sample = next(p for p in SAMPLES if p.stem == "oyster-green")
    assert m44(["brief", str(sample), "-o", str(tmp_path / "b.pdf"), "--lang", "de"]) == 0
    err = capsys.readouterr().err
    assert "no 'de' texts" in err
    text = pdf_text((tmp_path / "b.pdf").read_bytes())
    assert "OYSTER GREEN" in text and "Sonderregeln" in text


@pytest.mark.parametrize("asked", ["FR", "fr-CA", "fr_FR"])
def test_lang_is_read_as_people_write_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         asked: str) -> None:
    """``--lang FR`` or ``fr-CA`` takes the French texts (it fell back to English)."""
    out = tmp_path / "b.pdf"
    assert m44(["brief", str(SAMPLES[0]), "-o", str(out), "--lang", asked]) == 0
    assert "note:" not in capsys.readouterr().err
    assert "LE CARREFOUR DES HAIES" in pdf_text(out.read_bytes())
