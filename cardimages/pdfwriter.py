"""A small PDF writer: JPEG images at exact positions, lines, rectangles and Helvetica text.

Why our own: a proxy sheet needs only these few operators, and writing them ourselves lets
every image go to disk as soon as it is encoded (a 60-card deck never sits in memory) and the
same picture be stored once however many copies the deck has. The file is written to a
temporary file beside the target and moved over it only when complete: a failed job leaves
the old file (or none), never half a PDF.

Coordinates given to the writer are millimetres from the top-left corner of the page.
"""

from __future__ import annotations

import os
import tempfile
import zlib
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

PT_PER_MM = 72 / 25.4
FONTS = {"F1": "Helvetica", "F2": "Helvetica-Bold"}


def _num(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def pdf_string(text: str) -> bytes:
    """A literal string in WinAnsi encoding (Spanish accents survive), escaped."""
    raw = text.encode("cp1252", errors="replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


class PdfWriter:
    """Writes a PDF page by page to ``path`` (atomically, on ``close``)."""

    def __init__(self, path: str | Path, title: str = "") -> None:
        self.path = Path(path)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp")
        self._tmp = Path(tmp)
        self._file: BinaryIO = os.fdopen(fd, "wb")
        self._offsets: dict[int, int] = {}
        self._next_id = 3 + len(FONTS)  # 1 catalog, 2 page tree, then the fonts
        self._pages: list[int] = []
        self._ops: list[bytes] = []
        self._page_size = (0.0, 0.0)
        self._page_images: set[str] = set()
        self._images: dict[str, int] = {}
        self._title = title
        self._file.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        for i, (name, base) in enumerate(FONTS.items()):
            self._object(3 + i, f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>".encode())

    # -- objects -----------------------------------------------------------------------------
    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def _object(self, number: int, body: bytes, stream: bytes | None = None) -> None:
        self._offsets[number] = self._file.tell()
        self._file.write(f"{number} 0 obj\n".encode() + body)
        if stream is not None:
            self._file.write(b"\nstream\n" + stream + b"\nendstream")
        self._file.write(b"\nendobj\n")

    # -- images ------------------------------------------------------------------------------
    def has_image(self, key: str) -> bool:
        return key in self._images

    def add_jpeg(self, key: str, data: bytes, width: int, height: int) -> None:
        """Store a baseline RGB JPEG once under ``key``; place it with ``image``."""
        number = self._new_id()
        header = (f"<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace /DeviceRGB "
                  f"/BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>").encode()
        self._object(number, header, data)
        self._images[key] = number

    # -- pages -------------------------------------------------------------------------------
    def begin_page(self, width_mm: float, height_mm: float) -> None:
        self._page_size = (width_mm * PT_PER_MM, height_mm * PT_PER_MM)
        self._ops = []
        self._page_images = set()

    def _x(self, mm: float) -> str:
        return _num(mm * PT_PER_MM)

    def _y(self, mm: float) -> str:
        return _num(self._page_size[1] - mm * PT_PER_MM)

    def image(self, key: str, x: float, y: float, w: float, h: float) -> None:
        """The image stored under ``key`` filling the rectangle (mm, top-left origin)."""
        name = f"Im{self._images[key]}"
        self._page_images.add(name)
        self._ops.append(f"q {_num(w * PT_PER_MM)} 0 0 {_num(h * PT_PER_MM)} {self._x(x)} {self._y(y + h)} cm /{name} Do Q".encode())

    def line(self, x0: float, y0: float, x1: float, y1: float, width: float, colour: tuple[int, int, int]) -> None:
        r, g, b = (_num(c / 255) for c in colour)
        self._ops.append(f"q {r} {g} {b} RG {_num(width * PT_PER_MM)} w 0 J {self._x(x0)} {self._y(y0)} m "
                         f"{self._x(x1)} {self._y(y1)} l S Q".encode())

    def rect(self, x: float, y: float, w: float, h: float, width: float, colour: tuple[int, int, int]) -> None:
        r, g, b = (_num(c / 255) for c in colour)
        self._ops.append(f"q {r} {g} {b} RG {_num(width * PT_PER_MM)} w {self._x(x)} {self._y(y + h)} "
                         f"{_num(w * PT_PER_MM)} {_num(h * PT_PER_MM)} re S Q".encode())

    def text(self, x: float, y: float, text: str, size_pt: float, bold: bool = False,
             colour: tuple[int, int, int] = (0, 0, 0)) -> None:
        """Text whose baseline starts at (x, y) mm."""
        r, g, b = (_num(c / 255) for c in colour)
        font = "F2" if bold else "F1"
        self._ops.append(f"q BT {r} {g} {b} rg /{font} {_num(size_pt)} Tf {self._x(x)} {self._y(y)} Td ".encode()
                         + pdf_string(text) + b" Tj ET Q")

    def end_page(self) -> None:
        content = zlib.compress(b"\n".join(self._ops), 6)
        content_id = self._new_id()
        self._object(content_id, f"<< /Length {len(content)} /Filter /FlateDecode >>".encode(), content)
        fonts = " ".join(f"/{name} {3 + i} 0 R" for i, name in enumerate(FONTS))
        images = " ".join(f"/{name} {name[2:]} 0 R" for name in sorted(self._page_images))
        w, h = self._page_size
        page_id = self._new_id()
        self._object(page_id, (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {_num(w)} {_num(h)}] /Contents {content_id} 0 R "
                               f"/Resources << /Font << {fonts} >> /XObject << {images} >> >> >>").encode())
        self._pages.append(page_id)

    # -- the end -----------------------------------------------------------------------------
    def close(self) -> None:
        """Finish the file and move it over ``path``."""
        kids = " ".join(f"{n} 0 R" for n in self._pages)
        self._object(2, f"<< /Type /Pages /Kids [{kids}] /Count {len(self._pages)} >>".encode())
        self._object(1, b"<< /Type /Catalog /Pages 2 0 R >>")
        info = self._new_id()
        self._object(info, b"<< /Producer (Tapete) /Title " + pdf_string(self._title) + b" >>")
        xref = self._file.tell()
        size = self._next_id
        rows = [b"0000000000 65535 f \n"]
        rows += [f"{self._offsets[n]:010d} 00000 n \n".encode() if n in self._offsets else b"0000000000 65535 f \n"
                 for n in range(1, size)]
        self._file.write(f"xref\n0 {size}\n".encode() + b"".join(rows))
        self._file.write(f"trailer\n<< /Size {size} /Root 1 0 R /Info {info} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
        self._file.flush()
        os.fsync(self._file.fileno())
        self._file.close()
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(self._tmp, 0o666 & ~umask)  # mkstemp makes it private; a PDF is an ordinary file
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        """Drop the unfinished file; ``path`` is left as it was."""
        self._file.close()
        self._tmp.unlink(missing_ok=True)

    def __enter__(self) -> PdfWriter:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        if kind is None:
            self.close()
        else:
            self.abort()
