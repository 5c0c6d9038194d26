"""Card faces and proxy sheets rendered with Pillow (see issue "Card faces and proxy printing")."""
