"""A small XML tree that remembers each element's line, for deck files whose errors must
name the line (``xml.etree`` does not keep line numbers).

A deck file is a few hundred elements, three levels deep: a file with a DOCTYPE (whose
entities could multiply its text), more than ``MAX_ELEMENTS`` elements or deeper than
``MAX_DEPTH`` is refused, so that reading one never costs more than its size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text

MAX_ELEMENTS = 20_000
MAX_DEPTH = 32
_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTRIBUTE = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def xml_text(text: str) -> str:
    """``text`` as XML character data (``&``, ``<``, ``>`` escaped). Written here, not taken from
    ``xml.sax.saxutils``, which loads ``urllib.request`` and with it ``ssl`` (about 4 MB)."""
    return text.translate(_TEXT)


def xml_attribute(value: str) -> str:
    """``value`` quoted as an XML attribute: in double quotes, in single quotes when it holds
    double quotes only, else with its double quotes escaped."""
    value = value.translate(_ATTRIBUTE)
    if '"' not in value:
        return f'"{value}"'
    if "'" not in value:
        return f"'{value}'"
    return '"' + value.replace('"', "&quot;") + '"'


@dataclass
class Element:
    """One XML element: tag, attributes, text and children, and the line it starts on."""

    tag: str
    attrs: dict[str, str]
    line: int
    text: str = ""
    children: list[Element] = field(default_factory=list)

    def iter(self, tag: str) -> list[Element]:
        """Every descendant called ``tag`` (case-insensitive), in document order."""
        found: list[Element] = []
        for child in self.children:
            if child.tag.lower() == tag.lower():
                found.append(child)
            found.extend(child.iter(tag))
        return found

    def child_text(self, tag: str) -> str:
        """The stripped text of the first descendant called ``tag``, or ``""``."""
        found = self.iter(tag)
        return found[0].text.strip() if found else ""

    def attr(self, name: str, default: str = "") -> str:
        """An attribute by name, case-insensitive (writers differ in casing)."""
        for key, value in self.attrs.items():
            if key.lower() == name.lower():
                return value
        return default


def parse_deck_xml(text: str, source: str, root_tag: str, kind: Text) -> Element:
    """The root of a deck file that must be a ``<root_tag>``; another root raises ``LoadError``
    saying the file is not a ``kind`` deck ("de Cockatrice", ".dek de MTGO"…)."""
    root = parse_xml(text, source)
    if root.tag != root_tag:
        raise LoadError(source, Text(f"no es un mazo {kind.es}: la raíz es <{root.tag}> y no <{root_tag}>",
                                    f"not a {kind.en} deck: the root is <{root.tag}>, not <{root_tag}>"), root.line)
    return root


def parse_xml(text: str, source: str) -> Element:
    """The root element of ``text``; malformed or refused XML raises ``LoadError`` with its line."""
    parser = expat.ParserCreate()
    stack: list[Element] = []
    roots: list[Element] = []
    texts: list[list[str]] = []  # the text pieces of each open element
    count = 0

    def refuse(problem: Text) -> None:
        raise LoadError(source, problem, parser.CurrentLineNumber)

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal count
        count += 1
        if count > MAX_ELEMENTS:
            refuse(Text(f"más de {thousands(MAX_ELEMENTS)} elementos XML: no es un mazo",
                        f"more than {thousands(MAX_ELEMENTS, 'en')} XML elements: not a deck"))
        if len(stack) >= MAX_DEPTH:
            refuse(Text(f"elementos XML anidados a más de {MAX_DEPTH} niveles: no es un mazo",
                        f"XML elements nested more than {MAX_DEPTH} levels deep: not a deck"))
        element = Element(tag, attrs, parser.CurrentLineNumber)
        (stack[-1].children if stack else roots).append(element)
        stack.append(element)
        texts.append([])

    def end(tag: str) -> None:
        stack.pop().text = "".join(texts.pop())

    def characters(data: str) -> None:
        if texts:
            texts[-1].append(data)

    def doctype(*_args: object) -> None:
        refuse(Text("XML con DOCTYPE: un mazo no declara entidades ni DTD",
                    "XML with a DOCTYPE: a deck declares no entities or DTD"))

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    parser.StartDoctypeDeclHandler = doctype
    try:
        parser.Parse(text.lstrip("\ufeff"), True)
    except expat.ExpatError as exc:
        raise LoadError(source, Text(f"XML inválido: {expat.ErrorString(exc.code)}",
                                     f"invalid XML: {expat.ErrorString(exc.code)}"), exc.lineno) from exc
    return roots[0]


def attrs(**values: str) -> str:
    """Quoted XML attributes, in the order given, skipping empty values."""
    return "".join(f" {key}={xml_attribute(value)}" for key, value in values.items() if value)
