"""The proxy print dialog: options, preview, Save PDF, and direct printing with the same layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter

from desktop.dialogs.proxies import ProxyDialog
from tests.cardimages.decks import mtg_deck

pdfread = pytest.importorskip("tests.cardimages.pdfread")


def _dialog(qtbot, **deck: int) -> ProxyDialog:  # type: ignore[no-untyped-def]
    dialog = ProxyDialog(mtg_deck(**deck), lambda: {"oracle-0": 4})
    qtbot.addWidget(dialog)
    dialog.resize(1100, 720)
    dialog.show()
    return dialog


def _positions(path: Path) -> list[list[tuple[float, float, float, float]]]:
    return [[(i.x, i.y, i.w, i.h) for i in page.images] for page in pdfread.read_pdf(path)]


def test_dialog_shows_counts_and_a_preview(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, unique=5, copies=4, forests=6, unknown=1)
    assert "27 cards on 3 pages (3 × 3 per page)" in dialog.status.text()
    assert "Card Nobody Printed" in dialog.status.text()
    pixmap = dialog.preview.pixmap()
    assert not pixmap.isNull() and pixmap.width() > 200
    dialog.skip_lands.setChecked(True)
    dialog.only_missing.setChecked(True)
    dialog.refresh()
    assert "17 cards on 2 pages" in dialog.status.text()  # 6 forests and the 4 owned copies left out
    dialog.gap.setValue(5)
    dialog.bleed.setValue(3)
    dialog.refresh()
    assert "(2 × 2 per page)" in dialog.status.text()
    dialog.grab().save(str(tmp_path / "proxy_dialog.png"))


def test_save_pdf_and_direct_printing_use_the_same_layout(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, unique=4, copies=3)
    dialog.gap.setValue(2)
    dialog.bleed.setValue(1)
    dialog.scale_x.setValue(1.01)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.refresh()
    assert dialog.save_pdf(str(tmp_path / "saved.pdf"))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.print_to(printer)
    saved, printed = _positions(tmp_path / "saved.pdf"), _positions(tmp_path / "printed.pdf")
    assert len(saved) == len(printed) == 2 and sum(map(len, saved)) == 12
    expected = [[(s.image.x, s.image.y, s.image.w, s.image.h) for s in page.slots] for page in dialog.sheet.pages]  # type: ignore[union-attr]
    for pages in (saved, printed):
        for got_page, want_page in zip(pages, expected):
            assert len(got_page) == len(want_page)
            for got, want in zip(got_page, want_page):
                assert all(abs(a - b) <= 0.2 for a, b in zip(got, want)), (got, want)
    reader = pdfread.pypdf.PdfReader(str(tmp_path / "printed.pdf"))
    assert float(reader.pages[0].mediabox.width) == pytest.approx(612, abs=0.5)


def test_deck_editor_and_main_menu_open_the_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.collection.deck_editor import DeckEditor
    from desktop.main_window import MainWindow
    from desktop.store_service import StoreService

    service = StoreService(tmp_path / "cards.sqlite")
    editor = DeckEditor(service, "mtg", mtg_deck(unique=2, copies=2))
    qtbot.addWidget(editor)
    dialog = editor.exports.print_proxies()
    assert isinstance(dialog, ProxyDialog) and "4 cards" in dialog.status.text()
    dialog.close()
    window = MainWindow(store=service)  # closing the window closes the store
    qtbot.addWidget(window)
    deck_file = next((Path(__file__).resolve().parents[2] / "assets" / "games" / "six" / "decks").glob("*.deck"))
    window.collection.print_proxies(str(deck_file))  # read on a worker thread, then the dialog opens
    qtbot.waitUntil(lambda: window.collection.proxy_dialog is not None)
    from_menu = window.collection.proxy_dialog
    assert isinstance(from_menu, ProxyDialog) and from_menu.cards.cards
    assert all(card.known for card in from_menu.cards.cards)
    from_menu.close()
    window.close()


def test_scan_folder_is_used_and_cards_without_an_image_are_named(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image

    Image.new("RGB", (63, 88), (255, 0, 0)).save(tmp_path / "TST-0.png")
    dialog = _dialog(qtbot, unique=2, copies=1)
    dialog.scans.setText(str(tmp_path))
    dialog.refresh()
    assert "Test Creature 1" in dialog.status.text() and "Test Creature 0" not in dialog.status.text()
    image = dialog.preview.pixmap().toImage()
    slot = dialog.sheet.pages[0].slots[0].cut  # type: ignore[union-attr]
    scale = image.width() / dialog.sheet.width  # type: ignore[union-attr]
    colour = image.pixelColor(round((slot.x + slot.w / 2) * scale), round((slot.y + slot.h / 3) * scale))
    assert colour.red() > 200 and colour.green() < 60
