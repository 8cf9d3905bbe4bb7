"""Text from a file or a path, shown as text: never as markup.

Qt shows a tooltip, a message box or a label whose text merely *looks* like HTML
(``Qt.mightBeRichText``) as rich text: a file named ``<i>x<u>y.m44`` comes out in italics,
``<a href>`` opens links, ``<img src>`` loads a local file. Labels are given
``Qt.PlainText``; where Qt offers no format (tooltips, static message boxes, item data) the
text goes through :func:`plain`.
"""

from __future__ import annotations

from PySide6.QtGui import Qt  # mightBeRichText and convertFromPlainText live in QtGui


def plain(text: str) -> str:
    """``text`` as Qt's automatic format will show it literally: unchanged when Qt would
    take it for plain text anyway, else escaped HTML keeping its spaces and line breaks.

    >>> plain("woods: -1 die")
    'woods: -1 die'
    >>> plain("<b>x</b> & y")
    '<p>&lt;b&gt;x&lt;/b&gt;\xa0&amp;\xa0y</p>'
    """
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)
