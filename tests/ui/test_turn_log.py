"""The turn log's view: wrapped lines hang under their words, not under the turn numbers;
the text stays plain; Copy gives the lines as text."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from editor.ui.play.turn_log import TurnLog, log_line

LONG = ("F4 US Infantry battles E5 German Infantry with 3 dice: infantry, grenade, flag: "
        "2 hits, 1 flag; E5 German Infantry retreats to E6 and the line goes on")


def lines_of_block(log: TurnLog, n: int) -> list[float]:
    """The x of each laid-out line of block ``n``, in the view's coordinates."""
    block = log.document().findBlockByNumber(n)
    layout = block.layout()
    return [layout.lineAt(i).x() for i in range(layout.lineCount())]


def test_a_wrapped_line_hangs_under_its_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = TurnLog("log", "Turn log")
    qtbot.addWidget(log)
    log.resize(300, 400)
    log.show()
    log.append_lines([(1, "Axis plays Probe Center."), (12, LONG), (123, "Allies draw.")])
    QApplication.processEvents()
    first, *wrapped = lines_of_block(log, 1)
    assert wrapped, "the long line wraps in 300 pixels"
    # the first line starts at the edge with its number; the others where its words start
    number_and_gap = log.fontMetrics().horizontalAdvance("000  ")
    assert first == 0
    assert all(abs(x - number_and_gap) < 1 for x in wrapped)


def test_the_log_is_plain_text_and_copies_as_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = TurnLog("log", "Turn log")
    qtbot.addWidget(log)
    log.append_lines([(3, "<b>Bold</b> & co moves.")])
    log.append_lines([(4, "Next.")])
    assert "<b>Bold</b> & co moves." in log.toPlainText()  # shown as typed, not as markup
    assert log.text() == "\n".join([log_line(3, "<b>Bold</b> & co moves."),
                                    log_line(4, "Next.")])
    assert log.text().splitlines()[0] == "  3  <b>Bold</b> & co moves."
    log.set_lines([(5, "Only this.")])
    assert log.text() == "  5  Only this."
    assert log.document().blockCount() == 1


def test_a_log_on_its_latest_line_stays_there_resized_and_one_read_higher_up_stays_put(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Made lower (the end of a game said above it), a log on its latest line still shows
    it; a log scrolled up to an earlier line is left where the reader is (the mut11
    audit)."""
    log = TurnLog("log", "Turn log")
    qtbot.addWidget(log)
    log.resize(300, 400)
    log.show()
    log.append_lines([(n, LONG) for n in range(1, 40)])
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.resize(300, 250)
    QApplication.processEvents()
    assert bar.value() == bar.maximum()
    bar.setValue(bar.maximum() // 3)
    read = bar.value()
    log.resize(300, 200)
    QApplication.processEvents()
    assert bar.value() == read < bar.maximum()
