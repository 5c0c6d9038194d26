"""Card-data importers and deck/collection file formats."""
