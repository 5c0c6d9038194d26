"""Streaming XML for card databases: the subtrees that matter (each ``<card>`` of ``<cards>``…)
built one at a time as ``xml.etree`` elements and handed out as they end, within bounds.

Expat lexes a token again for every block of input it spans, so a comment or a tag of a hundred
megabytes takes hours, and entities can multiply a file's text. A database declares no DOCTYPE,
and no tag, comment or value is megabytes long: such a file is refused, naming its line, as is a
text longer than ``MAX_TEXT_CHARS`` or nesting deeper than ``MAX_DEPTH``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import BinaryIO, Iterator
from xml.parsers import expat

from engine.core.errors import LoadError
from engine.core.text import Text

BLOCK = 1 << 20
MAX_QUIET_BYTES = 4 * BLOCK
"""The most input read without a tag, an end or text: a comment, tag or attribute that long."""
MAX_TEXT_CHARS = 1 << 20
"""The longest text of one element (a card's rules text is a few KB)."""
MAX_DEPTH = 32


class _Builder:
    """Expat handlers that build the wanted subtrees and remember where the last event was."""

    def __init__(self, parser: expat.XMLParserType, path: str, root: str, wanted: set[tuple[str, str]]) -> None:
        self.parser, self.path, self.root, self.wanted = parser, path, root, wanted
        self.tags: list[str] = []
        self.open: list[tuple[ET.Element, list[str]]] = []  # the subtree being built, with its text pieces
        self.sizes: list[int] = []
        self.done: list[tuple[ET.Element, int]] = []
        self.first_line = 0  # where the subtree being built starts
        self.last_event = 0

    def refuse(self, problem: Text) -> LoadError:
        return LoadError(self.path, problem, self.parser.CurrentLineNumber)

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        self.last_event = self.parser.CurrentByteIndex
        if not self.tags and tag != self.root:
            raise self.refuse(Text(f"no es una base de cartas de Cockatrice (raíz <{tag[:80]}>)",
                                   f"not a Cockatrice card database (root <{tag[:80]}>)"))
        if len(self.tags) >= MAX_DEPTH:
            raise self.refuse(Text(f"elementos XML anidados a más de {MAX_DEPTH} niveles",
                                   f"XML elements nested more than {MAX_DEPTH} levels deep"))
        if self.open or (self.tags and (self.tags[-1], tag) in self.wanted):
            if not self.open:
                self.first_line = self.parser.CurrentLineNumber
            element = ET.SubElement(self.open[-1][0], tag, attrs) if self.open else ET.Element(tag, attrs)
            self.open.append((element, []))
            self.sizes.append(0)
        self.tags.append(tag)

    def text(self, data: str) -> None:
        self.last_event = self.parser.CurrentByteIndex
        if self.open:
            self.open[-1][1].append(data)
            self.sizes[-1] += len(data)
            if self.sizes[-1] > MAX_TEXT_CHARS:
                raise self.refuse(Text(f"<{self.tags[-1][:80]}> con un texto de más de {MAX_TEXT_CHARS // 2**20} M caracteres",
                                       f"<{self.tags[-1][:80]}> with a text of more than {MAX_TEXT_CHARS // 2**20} M characters"))

    def end(self, tag: str) -> None:
        self.last_event = self.parser.CurrentByteIndex
        self.tags.pop()
        if self.open:
            element, pieces = self.open.pop()
            self.sizes.pop()
            element.text = "".join(pieces)
            if not self.open:
                self.done.append((element, self.first_line))

    def doctype(self, *_args: object) -> None:
        raise self.refuse(Text("XML con DOCTYPE: una base de cartas no declara entidades ni DTD",
                               "XML with a DOCTYPE: a card database declares no entities or DTD"))


def subtrees(raw: BinaryIO, path: str, root: str, wanted: set[tuple[str, str]]) -> Iterator[tuple[ET.Element, int]]:
    """Each element whose (parent tag, tag) is in ``wanted``, whole, with the line it starts on,
    in document order, from an
    XML file whose root must be ``root``; ``LoadError`` names the line of what is malformed or
    out of bounds."""
    parser = expat.ParserCreate()
    builder = _Builder(parser, path, root, wanted)
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.text
    parser.StartDoctypeDeclHandler = builder.doctype
    parser.buffer_text = True
    fed = 0
    try:
        for block in iter(lambda: raw.read(BLOCK), b""):
            parser.Parse(block, False)
            fed += len(block)
            if fed - builder.last_event > MAX_QUIET_BYTES:
                raise builder.refuse(Text(f"una marca XML (etiqueta, comentario o atributo) de más de {MAX_QUIET_BYTES // 2**20} MB",
                                          f"an XML markup (tag, comment or attribute) of more than {MAX_QUIET_BYTES // 2**20} MB"))
            yield from builder.done
            builder.done.clear()
        parser.Parse(b"", True)
    except expat.ExpatError as exc:
        raise LoadError(path, Text(f"XML inválido en la columna {exc.offset + 1}: {expat.ErrorString(exc.code)}",
                                   f"invalid XML at column {exc.offset + 1}: {expat.ErrorString(exc.code)}"), exc.lineno) from None
    yield from builder.done
