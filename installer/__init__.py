"""Building Tapete's installers: the PyInstaller spec, its helpers and the native packagers."""
