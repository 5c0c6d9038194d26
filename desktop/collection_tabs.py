"""The collection's tabs of the window: the collection browser, deck editors (new decks, saved
ones, demo decks, drafts a previous run kept), "Bring your cards", the card pictures of other
programs and proxies to print. The pages themselves live in ``desktop.collection``; they load
only once used."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from desktop import file_filters
from desktop.collection.drafts import Draft, kept_drafts
from engine.core.errors import TapeteError
from engine.core.game import game_names, get_game
from engine.formats.tapete_deck import load_deck as load_tapete_deck

if TYPE_CHECKING:
    from desktop.collection.bring_cards import BringCardsPage
    from desktop.collection.browser import CollectionBrowser
    from desktop.collection.deck_editor import DeckEditor
    from desktop.main_window import MainWindow


class CollectionTabs(QObject):
    """The collection's tabs of ``window`` and the dialogs they open."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.main = window
        self.browser: CollectionBrowser | None = None
        self.bring_page: BringCardsPage | None = None
        self.proxy_dialog: QWidget | None = None  # the last proxy print dialog opened

    def show_collection(self) -> None:
        if self.main.store is None:
            return
        if self.browser is None:
            from desktop.collection.browser import CollectionBrowser

            self.browser = CollectionBrowser(self.main.store, self.main.pixmaps, self.main.image_sources)
            self.main.tabs.addTab(self.browser, self.page_title(self.browser))
        self.main.tabs.setCurrentWidget(self.browser)

    def page_title(self, page: QWidget) -> str:
        """The tab title of the collection browser or the "Bring your cards" page."""
        return self.tr("Collection") if page is self.browser else self.tr("Bring your cards")

    def retitle(self) -> None:
        """The collection's tab titles again, in the window's language now."""
        for page in (self.browser, self.bring_page):
            if page is not None:
                self.main.tabs.setTabText(self.main.tabs.indexOf(page), self.page_title(page))

    def closed(self, page: QWidget) -> None:
        """``page``'s tab was closed: it opens anew next time."""
        if page is self.browser:
            self.browser = None
        if page is self.bring_page:
            self.bring_page = None

    def editors(self) -> list["DeckEditor"]:
        """The deck editors open in the window's tabs."""
        from desktop.collection.deck_editor import DeckEditor

        tabs = self.main.tabs
        return [w for i in range(tabs.count()) if isinstance(w := tabs.widget(i), DeckEditor)]

    def edit_deck(self, game: str, deck_id: int | None = None) -> "DeckEditor | None":
        """A deck editor tab: a new deck of ``game``, or a saved one."""
        store = self.main.store
        if store is None:
            return None
        from desktop.collection.deck_editor import DeckEditor

        deck = store.read.load_deck(deck_id) if deck_id is not None else None
        editor = DeckEditor(store, game, deck, deck_id, images=self.main.image_sources,
                            new_tab=lambda path: self.edit_demo_deck(game, Path(path)))
        tabs = self.main.tabs
        editor.changed.connect(lambda: tabs.setTabText(tabs.indexOf(editor), editor.title()))
        tabs.addTab(editor, editor.title())
        tabs.setCurrentWidget(editor)
        return editor

    def edit_demo_deck(self, game: str, path: Path) -> "DeckEditor | None":
        """A new deck editor holding a copy of a deck file (one of the game's demo decks…)."""
        editor = self.edit_deck(game)
        if editor is not None:
            editor.load_file(str(path))
        return editor

    def fill_saved_decks(self, menu: QMenu) -> None:
        """The Collection menu's saved decks, and the games' demo decks to edit as your own."""
        menu.clear()
        store = self.main.store
        decks = store.read.list_decks() if store is not None else []
        if not decks:
            menu.addAction(self.tr("(no saved decks)")).setEnabled(False)
        for info in decks:
            entry = menu.addAction(f"{info.name} ({info.game})")
            entry.triggered.connect(lambda _=False, i=info: self.edit_deck(i.game, i.id))
        demos = menu.addMenu(self.tr("Demo decks"))  # a copy to edit and save as your own
        for name in game_names():
            game = get_game(name)
            for path in sorted((game.folder / "decks").glob("*.deck")):
                entry = demos.addAction(f"{load_tapete_deck(path, game).name} ({game.title})")
                entry.triggered.connect(lambda _=False, g=name, p=path: self.edit_demo_deck(g, p))

    # ------------------------------------------------------------------ drafts a previous run kept

    def kept_drafts(self) -> list[Draft]:
        """The decks a previous run was editing with unsaved changes (not those open now)."""
        if self.main.store is None:
            return []
        open_now = {editor.draft.path for editor in self.editors()}
        return [draft for draft in kept_drafts() if draft.path not in open_now]

    def reopen_drafts(self) -> None:
        """Each kept deck in an editor of its own, unsaved changes and all."""
        drafts = self.kept_drafts()
        editors = [self.edit_deck(draft.game) for draft in drafts]
        for editor, draft in zip(editors, drafts):
            if editor is not None:
                editor.restore(draft)
        self.main.show_start_page()  # without the offer
        if editors and editors[-1] is not None:
            self.main.tabs.setCurrentWidget(editors[-1])

    def discard_drafts(self) -> None:
        for draft in self.kept_drafts():
            draft.path.unlink(missing_ok=True)
        self.main.show_start_page()

    # ------------------------------------------------------------------ bringing cards, pictures, proxies

    def bring_cards(self, paths: list[Path] | None = None) -> "BringCardsPage | None":
        """The "Bring your cards" tab (``desktop.collection.bring_cards``), bringing ``paths`` in."""
        if self.main.store is None:
            return None
        if self.bring_page is None:
            from desktop.collection.bring_cards import BringCardsPage

            self.bring_page = BringCardsPage(self.main.store)
            self.main.tabs.addTab(self.bring_page, self.page_title(self.bring_page))
        self.main.tabs.setCurrentWidget(self.bring_page)
        if paths:
            self.bring_page.bring(paths)
        return self.bring_page

    def choose_image_sources(self) -> QWidget:
        """Where the card pictures come from: other tools' folders and the player's own."""
        from desktop.dialogs.image_sources import ImageSourcesDialog

        dialog = ImageSourcesDialog(self.main.image_sources, self.main)
        dialog.open()
        return dialog

    def print_proxies(self, path: str | None = None) -> None:
        """The proxy print dialog for a deck file of any format: the file is read and its cards
        looked up on a worker thread (``files``), then the dialog opens (``proxy_dialog``)."""
        from desktop.dialogs.proxies import read_deck_file

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self.main, self.tr("Print proxies of a deck"), "", file_filters.deck_files())
            if not path:
                return
        self.main.setCursor(Qt.CursorShape.BusyCursor)
        store = self.main.store.path if self.main.store is not None else None
        self.main.files.read(partial(read_deck_file, path, store), self._proxy_deck_read, self._proxy_deck_failed)

    def _proxy_deck_read(self, result: object) -> None:
        """A deck file read for proxies: its game asked for when the file does not say it."""
        from PySide6.QtWidgets import QInputDialog

        from desktop.dialogs.proxies import look_up
        from engine.formats.records import GAMES

        assert isinstance(result, tuple)
        decklist, deck = result
        if deck is not None:
            self._open_proxies(deck)
            return
        self.main.unsetCursor()
        game, chosen = QInputDialog.getItem(self.main, self.tr("Which game?"), self.tr("The file does not say its game:"),
                                            list(GAMES), 0, False)
        if chosen:
            self.main.setCursor(Qt.CursorShape.BusyCursor)
            store = self.main.store.path if self.main.store is not None else None
            self.main.files.read(partial(look_up, decklist, game, store), self._open_proxies, self._proxy_deck_failed)

    def _proxy_deck_failed(self, error: TapeteError) -> None:
        self.main.unsetCursor()
        QMessageBox.warning(self.main, self.tr("Cannot read the deck"), error.message(self.main.lang))

    def _open_proxies(self, deck: object) -> None:
        from desktop.dialogs.proxies import ProxyDialog
        from engine.formats.decks.reference import owned_copies
        from engine.formats.records import ResolvedDeck

        self.main.unsetCursor()
        assert isinstance(deck, ResolvedDeck)
        store = self.main.store
        owned = (lambda: owned_copies(store.read, deck.game)) if store is not None else None
        self.proxy_dialog = ProxyDialog(deck, owned, self.main, self.main.image_sources.library)
        self.proxy_dialog.show()
