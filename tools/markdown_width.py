"""Markdown prose wrapped to the docs' width (100 columns, as the package's lines), for the
generators of docs/ (gen_checks_doc.py, gen_format_doc.py); tests/test_docs.py holds every
doc but PERFORMANCE.md to it.

A line over the width is broken at its last space within it and the rest carried into the
next line of its paragraph (or a line of its own, indented as the paragraph goes on), so
the words and their order never change. Tables, code blocks (fenced or indented), headings
and HTML comments are left as they are; a break never falls inside a link or an image, nor
where the next line would start another block (a list item, a heading, a quote, a table
row).

>>> print(wrap_prose("- " + "word " * 24 + "end", width=40))
- word word word word word word word
  word word word word word word word
  word word word word word word word
  word word word end
"""

from __future__ import annotations

import re

WIDTH = 100

_ITEM = re.compile(r"(\s*)([-*+]\s+|\d+[.)]\s+)?")
#: A list item's marker, at the start of its line's text.
_MARKER = re.compile(r"[-*+]\s|\d+[.)]\s")
_NEW_BLOCK = re.compile(r"\s*([-*+]\s|\d+[.)]\s|#|>|\||```|~~~|<|!\[)")
#: A setext heading's underline or a thematic break: no prose is carried into it.
_RULE = re.compile(r"(?:-{3,}|={3,}|\*{3,}|_{3,})\s*$")
_LINK = re.compile(r"!?\[[^\]]*\]\([^)]*\)|https?://\S+")


def indented_code(lines: list[str]) -> list[bool]:
    """Which lines are in a code block written by indenting it (four columns or more, after
    a blank line, outside a list item: there it is the item's own paragraph), with the
    blank lines inside it.

    >>> indented_code(["Text:", "", "    code", "", "    more", "Text", "- item", "",
    ...                 "    the item's", "", "Text", "", "    code"])
    [False, False, True, True, True, False, False, False, False, False, False, False, True]
    """
    out, code, item, after_blank = [], False, False, True
    for line in lines:
        s = line.strip()
        depth = len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())
        goes_on = code and (not s or depth >= 4)
        code = goes_on or (bool(s) and depth >= 4 and after_blank and not item)
        if s and not code and depth < 4 and _MARKER.match(s):
            item = True
        elif s and not code and depth == 0 and after_blank:  # a block at the margin
            item = False
        after_blank = not s
        out.append(code)
    return out


def _prose(lines: list[str]) -> list[bool]:
    """Which lines are prose (wrappable): not in a code block (fenced, or indented:
    :func:`indented_code`), a table, a heading (nor a heading's underline or a thematic
    break: ``---``) or an HTML comment (one over several lines whole), nor blank."""
    out, fenced, commented = [], False, False
    for line, code in zip(lines, indented_code(lines), strict=True):
        s = line.strip()
        if code:
            out.append(False)
            continue
        if s.startswith(("```", "~~~")) and not commented:
            fenced = not fenced
            out.append(False)
            continue
        if not fenced and s.startswith("<!--") and "-->" not in s:
            commented = True
        elif commented and "-->" in s:
            commented = False
            out.append(False)
            continue
        out.append(not fenced and not commented and bool(s)
                   and not s.startswith(("|", "#", "<")) and not _RULE.match(s))
    return out


def _break_at(line: str, start: int, width: int) -> int | None:
    """The space to break ``line`` at: the last within ``width`` past ``start`` (the
    item's marker), outside a link, before no new block; ``None`` when there is none."""
    links = [m.span() for m in _LINK.finditer(line)]
    spaces = [i for i in range(start + 1, min(len(line), width + 1))
              if line[i] == " " and line[i - 1] != " "
              and not any(a < i < b for a, b in links)
              and not _NEW_BLOCK.match(line[i + 1:].lstrip())]
    return spaces[-1] if spaces else None


def wrap_prose(text: str, width: int = WIDTH) -> str:
    """``text`` with its prose lines over ``width`` columns wrapped (module docstring)."""
    lines = text.split("\n")
    prose = _prose(lines)
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _ITEM.match(line)
        assert m is not None  # (every line matches: its indent, maybe empty)
        cut = _break_at(line, m.end(), width) if prose[i] and len(line) > width else None
        if cut is None:
            i += 1
            continue
        lines[i], rest = line[:cut].rstrip(), line[cut + 1:].lstrip()
        nxt = i + 1
        if nxt < len(lines) and prose[nxt] and not _NEW_BLOCK.match(lines[nxt]):
            indent = lines[nxt][:len(lines[nxt]) - len(lines[nxt].lstrip())]
            lines[nxt] = f"{indent}{rest} {lines[nxt].lstrip()}"
        else:  # the paragraph's last line: the rest on a line of its own
            indent = " " * (m.end() if m.group(2) else len(m.group(1)))
            lines.insert(nxt, indent + rest)
            prose.insert(nxt, True)
        i += 1
    return "\n".join(lines)


#: A part of a hand-written doc that a program writes (RULES.md's tables, GAME.md's AI
#: strength table): left as its program writes it.
_GENERATED = re.compile(r"<!-- (generated:\w+|ai-strength) -->.*?<!-- /\1 -->", re.S)


def wrap_doc(text: str, width: int = WIDTH) -> str:
    """A hand-written doc's prose wrapped (:func:`wrap_prose`), its generated parts left.

    >>> doc = "<!-- generated:x -->\\n" + "w " * 60 + "\\n<!-- /generated:x -->\\n" + "v " * 60
    >>> [len(line) for line in wrap_doc(doc, 50).splitlines()]
    [20, 120, 21, 49, 49, 20]
    """
    out, at = [], 0
    for m in _GENERATED.finditer(text):
        out += [wrap_prose(text[at:m.start()], width), m.group()]
        at = m.end()
    return "".join([*out, wrap_prose(text[at:], width)])


def main(argv: list[str] | None = None) -> int:
    """``python -m tools.markdown_width FILE...``: wrap hand-written docs in place (the
    failure of tests/test_docs.py's width test names the lines), their words unchanged.
    Exit 0; 2 when a file cannot be read or written (said on one line, naming it)."""
    import argparse
    import sys
    from pathlib import Path

    parser = argparse.ArgumentParser(prog="python -m tools.markdown_width",
                                     description="Wrap Markdown docs in place to "
                                                 f"{WIDTH} columns, their words unchanged.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a Markdown file")
    for name in parser.parse_args(argv).files:
        path = Path(name)
        try:
            text = path.read_text("utf-8")
            wrapped = wrap_doc(text)
            assert wrapped.split() == text.split(), f"{name}: the words would change"
            if wrapped != text:
                path.write_text(wrapped, "utf-8")
                print(f"wrapped {name}")
        except (OSError, UnicodeDecodeError) as e:
            print(f"{name}: {e.strerror if isinstance(e, OSError) else e}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
