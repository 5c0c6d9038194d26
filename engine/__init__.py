"""Tapete's embedded engine: pure Python, no GUI imports."""
