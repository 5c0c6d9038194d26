"""Collect the interface strings of ``desktop/`` into ``assets/translations/tapete_es.ts``.

Strings are ``self.tr("…")`` inside a class (context: the class name) and
``QCoreApplication.translate("Context", "…")``. Existing translations are kept; new strings are
added as unfinished; strings no longer in the code are dropped. Edit the file with Qt Linguist
or by hand.

    python tools/update_translations.py          # rewrite the .ts file
    python tools/update_translations.py --check  # exit 1 if a string lacks a translation
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "assets" / "translations" / "tapete_es.ts"


def _string(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def messages(folder: Path = ROOT / "desktop") -> list[tuple[str, str]]:
    """(context, source) for every translatable string, in file order."""
    found: list[tuple[str, str]] = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
            context = cls.name if isinstance(cls, ast.ClassDef) else None
            for node in ast.walk(cls):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                if context and isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name) and func.value.id == "self":
                    text = _string(node.args[0])
                    if text is not None:
                        found.append((context, text))
                elif (isinstance(func, ast.Name) and func.id == "tr" or isinstance(func, ast.Attribute) and func.attr == "translate") and len(node.args) >= 2:
                    ctx, text = _string(node.args[0]), _string(node.args[1])
                    if ctx is not None and text is not None:
                        found.append((ctx, text))
    unique: list[tuple[str, str]] = []
    for item in found:
        if item not in unique:
            unique.append(item)
    return unique


def existing(path: Path = TS) -> dict[tuple[str, str], tuple[str, bool]]:
    if not path.exists():
        return {}
    table: dict[tuple[str, str], tuple[str, bool]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            text = translation.text or "" if translation is not None else ""
            finished = translation is not None and translation.get("type") != "unfinished" and bool(text)
            table[(name, message.findtext("source", ""))] = (text, finished)
    return table


def render(found: list[tuple[str, str]], known: dict[tuple[str, str], tuple[str, bool]]) -> str:
    root = ET.Element("TS", version="2.1", language="es_ES", sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for context, source in found:
        if context not in contexts:
            element = ET.SubElement(root, "context")
            ET.SubElement(element, "name").text = context
            contexts[context] = element
        message = ET.SubElement(contexts[context], "message")
        ET.SubElement(message, "source").text = source
        text, finished = known.get((context, source), ("", False))
        translation = ET.SubElement(message, "translation")
        translation.text = text
        if not finished:
            translation.set("type", "unfinished")
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    found = messages()
    known = existing()
    document = render(found, known)
    missing = [f"{c}: {s!r}" for c, s in found if not known.get((c, s), ("", False))[1]]
    if args.check:
        stale = not TS.exists() or TS.read_text(encoding="utf-8") != document
        for line in missing:
            print("sin traducir:", line)
        if stale:
            print(f"{TS.relative_to(ROOT)} no está al día: python tools/update_translations.py")
        return 1 if missing or stale else 0
    TS.parent.mkdir(parents=True, exist_ok=True)
    TS.write_text(document, encoding="utf-8")
    print(f"{len(found)} cadenas, {len(missing)} sin traducir")
    return 0


if __name__ == "__main__":
    sys.exit(main())
