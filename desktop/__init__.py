"""The PySide6 desktop application (see issue "The table")."""
