"""The fonts faces and sheets are drawn with: the shipped DejaVu faces, and for the characters
they lack (the Chinese, Japanese or Korean of a YGOPro ``cards.cdb``) a font of the system that
has them, found on the disk (no download: Windows, macOS and the usual Linux packages)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"
STYLES = {
    "regular": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
    "title": "DejaVuSans-Bold.ttf",
    "plain": "DejaVuSans.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}
#: A character no font has: what a font draws for a character it lacks (its ``.notdef`` box).
_NOWHERE = "\U0010fffd"
_PROBE_SIZE = 24


@lru_cache(maxsize=4)
def font(size: int, style: str = "regular") -> ImageFont.FreeTypeFont:
    """A shipped font (``assets/fonts``, DejaVu) in ``style`` at ``size`` pixels. Few are kept:
    one maps its font file anew, about 0.5 MB once its glyphs are read, and takes some 30 µs to
    open again (fitting a text tries many sizes)."""
    return ImageFont.truetype(str(FONTS / STYLES[style]), max(1, size))


def font_for(text: str, size: int, style: str = "regular") -> ImageFont.FreeTypeFont:
    """The font ``text`` is drawn in: the shipped one in ``style``, unless it lacks one of the
    characters and the system has a font with them all (then that one, in its only style)."""
    if text.isascii():
        return font(size, style)
    if not any(_lacks(style, ch) for ch in set(text)):
        return font(size, style)
    wider = fallback_path()
    if wider is None:
        return font(size, style)
    return _fallback(str(wider), size)


@lru_cache(maxsize=8)
def _fallback(path: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, max(1, size))


@lru_cache(maxsize=4096)
def _lacks(style: str, ch: str) -> bool:
    """Whether the shipped font of ``style`` draws ``ch`` as its missing-character box."""
    if ch.isspace():
        return False
    return _ink(style, ch) == _missing_box(style)


@lru_cache(maxsize=8)
def _missing_box(style: str) -> bytes:
    return _ink(style, _NOWHERE)


def _ink(style: str, ch: str) -> bytes:
    """``ch`` drawn in the shipped font of ``style``, as pixels."""
    canvas = Image.new("L", (2 * _PROBE_SIZE, 2 * _PROBE_SIZE))
    ImageDraw.Draw(canvas).text((0, 0), ch, font=font(_PROBE_SIZE, style), fill=255)
    return canvas.tobytes()


def _candidates() -> list[Path]:
    """Fonts with Chinese, Japanese and Korean characters where systems install them."""
    if sys.platform == "win32":
        fonts = Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"
        return [fonts / name for name in ("msyh.ttc", "msyh.ttf", "simhei.ttf", "simsun.ttc", "msgothic.ttc",
                                          "malgun.ttf")]
    if sys.platform == "darwin":
        return [Path(p) for p in ("/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/STHeiti Light.ttc",
                                  "/System/Library/Fonts/Hiragino Sans GB.ttc",
                                  "/System/Library/Fonts/Supplemental/Arial Unicode.ttf", "/Library/Fonts/Arial Unicode.ttf")]
    listed: list[Path] = []
    if shutil.which("fc-list"):
        try:
            found = subprocess.run(["fc-list", ":lang=zh", "file"], capture_output=True, text=True, timeout=10, check=False)
            listed = sorted(Path(line.split(":")[0].strip()) for line in found.stdout.splitlines() if line.strip())
        except (OSError, subprocess.SubprocessError):
            listed = []
    known = [Path(p) for p in ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                               "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
                               "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                               "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")]
    return known + listed


@lru_cache(maxsize=1)
def fallback_path() -> Path | None:
    """The first system font with CJK characters that opens, or ``None`` (such text then
    shows the missing-character box, as before)."""
    for path in _candidates():
        if path.is_file():
            try:
                ImageFont.truetype(str(path), _PROBE_SIZE)
            except OSError:
                continue
            return path
    return None
