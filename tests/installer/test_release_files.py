"""The installer recipes that cannot be built here are well-formed: the release workflow, the
Inno Setup script, the macOS Info.plist; and the pieces the Linux build writes are right."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from PIL import Image

from installer import build, filetypes, icons, packaging

ROOT = Path(__file__).resolve().parents[2]
EXTENSIONS = {kind.extension for kind in filetypes.FILE_TYPES}


# ---------------------------------------------------------------------- the release workflow

def _workflow() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))


def _commands(job: dict) -> str:  # type: ignore[type-arg]
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_the_workflow_builds_and_self_tests_each_system_on_its_own_runner() -> None:
    workflow = _workflow()
    jobs = workflow["jobs"]
    runners = {"linux": "ubuntu", "windows": "windows", "macos": "macos"}
    for target, runner in runners.items():
        job = jobs[target]
        assert job["runs-on"].startswith(runner)
        commands = _commands(job)
        assert f"python installer/build.py {target}" in commands
        assert "--self-test" in commands
        assert any(step.get("uses", "").startswith("actions/upload-artifact@") for step in job["steps"])
    assert "tapete --self-test" in _commands(jobs["linux"])  # the installed .deb too
    assert "/VERYSILENT" in _commands(jobs["windows"]) and "setup.exe" in _commands(jobs["windows"])
    assert "hdiutil attach" in _commands(jobs["macos"])
    assert set(jobs["publish"]["needs"]) == set(runners)
    assert True in workflow or "on" in workflow  # PyYAML reads the bare key `on` as True
    triggers = workflow.get("on", workflow.get(True))
    assert triggers["push"]["tags"] == ["v*"]


def test_every_path_the_workflow_names_exists() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    named = set(re.findall(r"\binstaller/[\w./-]+", text))
    assert named
    for path in named:
        assert (ROOT / path).exists(), path
    # what the workflow picks up from dist/ is what build.py makes
    assert "dist/tapete_*.deb" in text and "dist/*.tar.gz" in text
    assert r"dist\tapete\tapete.exe" in text and r"dist\tapete-*-setup.exe" in text
    assert "dist/Tapete-*.dmg" in text
    ver = packaging.project_version(ROOT)
    assert build.dmg_command(ver, ROOT / "build" / "dmg")[-1].endswith(f"dist/Tapete-{ver}.dmg")


# ---------------------------------------------------------------------- Windows: Inno Setup

def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (ROOT / "installer" / "windows" / "tapete.iss").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if re.fullmatch(r"\[\w+\]", line):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def test_the_inno_setup_script_has_its_sections() -> None:
    sections = _iss_sections()
    for name in ("Setup", "Languages", "Files", "Icons", "Registry", "Run", "UninstallDelete"):
        assert name in sections, name
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["AppVersion"] == "{#AppVersion}"
    assert re.fullmatch(r"\{\{[0-9A-F-]{36}\}", setup["AppId"])
    assert setup["ChangesAssociations"] == "yes"
    assert setup["UninstallDisplayIcon"] == r"{app}\tapete.exe"
    assert setup["OutputBaseFilename"] == "tapete-{#AppVersion}-setup"
    assert any(r'Source: "{#SourceDir}\*"' in line and "recursesubdirs" in line for line in sections["Files"])
    assert any(line.startswith(r'Name: "{group}\Tapete"') for line in sections["Icons"])  # Start menu
    assert any("{uninstallexe}" in line for line in sections["Icons"])
    assert any("Spanish.isl" in line for line in sections["Languages"])


def test_the_inno_setup_script_associates_every_file_type() -> None:
    registry = "\n".join(_iss_sections()["Registry"])
    for kind in filetypes.FILE_TYPES:
        assert f'Software\\Classes\\.{kind.extension}\\OpenWithProgids' in registry, kind.extension
        takes_default = re.search(rf'Subkey: "Software\\Classes\\.{kind.extension}"; ValueType: string; ValueName: ""', registry)
        assert bool(takes_default) == kind.owner, kind.extension  # never every .json on the machine
    assert r'"""{app}\tapete.exe"" ""%1"""' in registry


def test_build_passes_every_define_the_script_expects() -> None:
    text = (ROOT / "installer" / "windows" / "tapete.iss").read_text(encoding="utf-8")
    expected = set(re.findall(r"#ifndef (\w+)", text))
    command = build.inno_command("1.2.3")
    passed = {arg[2:].split("=", 1)[0] for arg in command if arg.startswith("/D")}
    assert expected == passed == {"AppVersion", "SourceDir", "IconFile", "OutputDir"}
    assert command[-1] == str(ROOT / "installer" / "windows" / "tapete.iss")
    assert "/DAppVersion=1.2.3" in command


def test_the_windows_version_resource_is_a_version_info_literal() -> None:
    import ast

    tree = ast.parse(build.windows_version_info("0.1.0"), mode="eval")  # PyInstaller evals this text
    calls = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert tree.body.func.id == "VSVersionInfo"  # type: ignore[attr-defined]
    assert {"FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo", "VarStruct"} <= calls
    strings = {node.args[0].value: node.args[1].value for node in ast.walk(tree)
               if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "StringStruct"}
    assert strings["ProductVersion"] == "0.1.0" and strings["OriginalFilename"] == "tapete.exe"
    assert "filevers=(0, 1, 0, 0)" in build.windows_version_info("0.1.0")
    assert packaging.windows_version("2.10.3rc1") == (2, 10, 3, 1)


# ---------------------------------------------------------------------- macOS

def test_the_info_plist_round_trips_with_its_document_types() -> None:
    ver = packaging.project_version(ROOT)
    plist = filetypes.info_plist(ver)
    again = plistlib.loads(plistlib.dumps(plist))
    assert again == plist
    assert again["CFBundleShortVersionString"] == ver
    assert again["CFBundleIdentifier"] == filetypes.BUNDLE_ID
    documents = again["CFBundleDocumentTypes"]
    assert {ext for doc in documents for ext in doc["CFBundleTypeExtensions"]} == EXTENSIONS
    ranks = {doc["CFBundleTypeExtensions"][0]: doc["LSHandlerRank"] for doc in documents}
    assert ranks["json"] == "Alternate" and ranks["ydk"] == "Default"
    spec = (ROOT / "installer" / "tapete.spec").read_text(encoding="utf-8")
    assert "info_plist=filetypes.info_plist(VERSION)" in spec and "BUNDLE(" in spec


# ---------------------------------------------------------------------- the spec and what it collects

def test_the_spec_compiles_and_names_files_that_exist() -> None:
    spec = ROOT / "installer" / "tapete.spec"
    compile(spec.read_text(encoding="utf-8"), str(spec), "exec")
    assert (ROOT / "installer" / "launch.py").exists()
    text = spec.read_text(encoding="utf-8")
    assert "console=False" in text and "exclude_binaries=True" in text and "COLLECT(" in text  # one folder, windowed


def test_every_module_and_data_file_of_the_packages_is_collected() -> None:
    modules = set(packaging.module_names(ROOT))
    for path in (ROOT / "engine" / "games").glob("*/__init__.py"):  # every game, whoever adds it
        assert ".".join(path.parent.relative_to(ROOT).parts) in modules
    assert {"desktop.app", "desktop.selftest", "cardimages", "tapete_cli.main"} <= modules
    data = {Path(src).relative_to(ROOT).as_posix(): dest for src, dest in packaging.data_files(ROOT)}
    on_disk = [p for p in (ROOT / "assets").rglob("*") if p.is_file() and p.suffix not in {".py", ".pyc"}
               and "__pycache__" not in p.parts]
    assert on_disk and all(p.relative_to(ROOT).as_posix() in data for p in on_disk)
    assert data["assets/translations/tapete_es.ts"] == "assets/translations"
    assert any(src.startswith("assets/fonts/") for src in data)
    assert not any(src.endswith(".py") for src in data)


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
    ("PySide6/Qt/plugins/imageformats/qtiff.dll", False),
    ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
    ("PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
])
def test_only_the_qt_plugins_tapete_uses_are_kept(dest: str, kept: bool) -> None:
    assert packaging.keep_qt_plugin(dest) is kept


def test_trimming_drops_the_libraries_only_dropped_plugins_needed() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/q/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/q/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/q/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6OpenGL.so.6", "/q/libQt6OpenGL.so.6", "BINARY"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY"),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", "/q/glx.so", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("vcruntime140.dll", "/w/vcruntime140.dll", "BINARY"),
        ("libQt6OpenGL.so.6", "PySide6/Qt/lib/libQt6OpenGL.so.6", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    links = {
        "/q/QtGui.abi3.so": ["libQt6Gui.so.6", "VCRUNTIME140.dll"],  # Windows names DLLs in any case
        "/q/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/q/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/q/libqgtk3.so": ["libgtk-3.so.0"],
        "/q/glx.so": ["libQt6OpenGL.so.6"],
    }
    datas = [("PySide6/Qt/translations/qtbase_es.qm", "/t/qtbase_es.qm", "DATA"),
             ("PySide6/Qt/translations/qtbase_de.qm", "/t/qtbase_de.qm", "DATA"),
             ("assets/fonts/DejaVuSans.ttf", "/a/DejaVuSans.ttf", "DATA")]
    kept, kept_data = packaging.trim(binaries, datas, lambda path: links.get(path, []))
    names = {Path(dest).name for dest, _, kind in kept if kind != "SYMLINK"}
    assert names == {"QtGui.abi3.so", "libQt6Gui.so.6", "libQt6Core.so.6", "libQt6XcbQpa.so.6", "libqxcb.so",
                     "libpython3.11.so.1.0", "vcruntime140.dll"}
    assert [dest for dest, _, kind in kept if kind == "SYMLINK"] == ["libQt6Core.so.6"]  # no dangling link
    assert [Path(dest).name for dest, _, _ in kept_data] == ["qtbase_es.qm", "DejaVuSans.ttf"]
    untouched, _ = packaging.trim(binaries, datas, lambda path: links.get(path, []), prune_libraries=False)
    assert any(Path(dest).name == "libgtk-3.so.0" for dest, _, _ in untouched)


# ---------------------------------------------------------------------- Linux desktop files and icons

def test_the_mime_types_cover_every_file_type() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.fromstring(filetypes.mime_xml())
    types = {node.get("type"): node for node in root.findall("m:mime-type", ns)}
    assert set(types) == {kind.mime for kind in filetypes.FILE_TYPES}
    for kind in filetypes.FILE_TYPES:
        node = types[kind.mime]
        assert node.find("m:glob", ns).get("pattern") == f"*.{kind.extension}"
        assert node.find("m:comment", ns).text == kind.description
    game = types["application/x-tapete-game"]
    assert game.find("m:sub-class-of", ns).get("type") == "application/json"
    # the magic string is how a saved game starts (engine.core.replay writes it first)
    from engine.core import replay
    from engine.core.game import get_game

    six = get_game("six")
    text = replay.to_text(six.new_initial_state(list(six.demo_pair()), 1))
    magic = game.find("m:magic/m:match", ns)
    assert magic.get("value") in text[:256]


def test_the_desktop_entry_is_valid(tmp_path: Path) -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(build.desktop_entry())
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Exec"] == "tapete %F" and entry["Icon"] == "tapete"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert set(entry["MimeType"].strip(";").split(";")) == {kind.mime for kind in filetypes.FILE_TYPES}
    assert "[es]" in build.desktop_entry()
    assert build.launcher_script().startswith("#!/bin/sh\nexec /opt/tapete/tapete ")
    if shutil.which("desktop-file-validate"):  # the freedesktop checker, when installed
        import subprocess

        path = tmp_path / "tapete.desktop"
        path.write_text(build.desktop_entry(), encoding="utf-8")
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_deb_control_file_has_the_required_fields() -> None:
    control = build.deb_control("0.1.0", "amd64", 123456, glibc="2.36")
    fields = dict(line.split(": ", 1) for line in control.splitlines() if not line.startswith(" "))
    for name in ("Package", "Version", "Architecture", "Maintainer", "Installed-Size", "Depends", "Description"):
        assert fields.get(name), name
    assert fields["Version"] == "0.1.0" and fields["Installed-Size"] == "123456"
    assert control.endswith("\n") and "libxcb-cursor0" in fields["Depends"]
    assert fields["Depends"].startswith("libc6 (>= 2.36), ")  # the C library it was built against


def test_the_icons_come_in_every_size_and_format(tmp_path: Path) -> None:
    files = icons.write_icons(tmp_path)
    with Image.open(files["ico"]) as ico:
        assert {(n, n) for n in icons.ICO_SIZES} <= set(ico.info["sizes"])
    with Image.open(files["icns"]) as icns:
        assert icns.format == "ICNS" and (512, 512, 2) in icns.info["sizes"]
    with Image.open(files["png"]) as png:
        assert png.size == (512, 512) and png.mode == "RGBA"
        assert png.getpixel((0, 0))[3] == 0 and png.getpixel((256, 256))[3] == 255  # rounded, opaque middle
    for n in icons.HICOLOR_SIZES:
        with Image.open(tmp_path / "hicolor" / f"{n}x{n}" / "apps" / "tapete.png") as image:
            assert image.size == (n, n)
    with Image.open(ROOT / "assets" / "icons" / "tapete.png") as window_icon:
        assert window_icon.size == (256, 256)


@pytest.mark.skipif(not (shutil.which("update-mime-database") and shutil.which("gio")),
                    reason="needs shared-mime-info and gio")
def test_the_desktop_tells_saved_games_from_other_json(tmp_path: Path) -> None:
    import os
    import subprocess

    from engine.core import replay
    from engine.core.game import get_game

    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / "tapete.xml").write_text(filetypes.mime_xml(), encoding="utf-8")
    system = Path("/usr/share/mime/packages/freedesktop.org.xml")
    if system.exists():
        shutil.copy(system, packages)
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True, capture_output=True)
    six = get_game("six")
    replay.save(six.new_initial_state(list(six.demo_pair()), 1), tmp_path / "partida.json")
    (tmp_path / "datos.json").write_text('{"format": "otra cosa"}\n', encoding="utf-8")
    (tmp_path / "mazo.ydk").write_text("#main\n89631139\n", encoding="utf-8")
    env = {**os.environ, "XDG_DATA_DIRS": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "none")}

    def kind(name: str) -> str:
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(tmp_path / name)], env=env,
                             capture_output=True, text=True, check=True, timeout=30).stdout
        return out.rsplit("standard::content-type:", 1)[1].strip()

    assert kind("partida.json") == "application/x-tapete-game"
    assert kind("mazo.ydk") == "application/x-ygopro-deck"
    assert kind("datos.json") != "application/x-tapete-game"
