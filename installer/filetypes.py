"""The files Tapete opens from the desktop: one list, written out as the Linux MIME types, the
macOS document types and checked against the Windows installer's associations."""

from __future__ import annotations

from dataclasses import dataclass

APP_ID = "tapete"
BUNDLE_ID = "org.tapete.Tapete"


@dataclass(frozen=True)
class FileType:
    """A kind of file: its extension, MIME type, what people call it, and whether Tapete
    becomes its default program (``owner``) or is only offered in "Open with"."""

    extension: str
    mime: str
    description: str
    description_es: str
    owner: bool = True
    subclass_of: str = ""
    magic: str = ""  # text near the start that tells the file apart from others with the extension


FILE_TYPES = (
    FileType("ydk", "application/x-ygopro-deck", "YGOPro deck", "Mazo de YGOPro"),
    FileType("cod", "application/x-cockatrice-deck", "Cockatrice deck", "Mazo de Cockatrice",
             subclass_of="application/xml"),
    FileType("dck", "application/x-forge-deck", "Forge or XMage deck", "Mazo de Forge o XMage"),
    # Saved games are JSON: Tapete is offered for them but never takes every .json file.
    FileType("json", "application/x-tapete-game", "Tapete saved game", "Partida guardada de Tapete",
             owner=False, subclass_of="application/json", magic='"format": "tapete-replay"'),
)


def mime_xml() -> str:
    """The shared-mime-info package (``/usr/share/mime/packages/tapete.xml``)."""
    from xml.sax.saxutils import escape, quoteattr

    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">']
    for kind in FILE_TYPES:
        lines.append(f"  <mime-type type={quoteattr(kind.mime)}>")
        lines.append(f"    <comment>{escape(kind.description)}</comment>")
        lines.append(f'    <comment xml:lang="es">{escape(kind.description_es)}</comment>')
        if kind.subclass_of:
            lines.append(f"    <sub-class-of type={quoteattr(kind.subclass_of)}/>")
        if kind.magic:
            lines.append('    <magic priority="80">')
            lines.append(f"      <match type=\"string\" offset=\"0:256\" value={quoteattr(kind.magic)}/>")
            lines.append("    </magic>")
        weight = "" if kind.owner else ' weight="40"'
        lines.append(f'    <glob pattern="*.{kind.extension}"{weight}/>')
        lines.append("  </mime-type>")
    lines.append("</mime-info>")
    return "\n".join(lines) + "\n"


def document_types() -> list[dict[str, object]]:
    """``CFBundleDocumentTypes`` for the macOS Info.plist."""
    return [{
        "CFBundleTypeName": kind.description,
        "CFBundleTypeExtensions": [kind.extension],
        "CFBundleTypeMIMETypes": [kind.mime],
        "CFBundleTypeRole": "Editor" if kind.owner else "Viewer",
        "LSHandlerRank": "Default" if kind.owner else "Alternate",
        "CFBundleTypeIconFile": "tapete.icns",
    } for kind in FILE_TYPES]


def info_plist(version: str) -> dict[str, object]:
    """The Info.plist entries of ``Tapete.app`` (PyInstaller adds the executable's own)."""
    return {
        "CFBundleName": "Tapete",
        "CFBundleDisplayName": "Tapete",
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDocumentTypes": document_types(),
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": "11.0",
        "LSApplicationCategoryType": "public.app-category.card-games",
    }
