; Inno Setup script for Tapete's setup.exe; built by `python installer/build.py windows`, which
; passes /DAppVersion, /DSourceDir (the PyInstaller folder dist\tapete), /DIconFile and /DOutputDir.
; User data (%LOCALAPPDATA%\Tapete\Tapete) is never touched: it survives upgrades and uninstalls.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\tapete"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\tapete.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{6F0D5C1E-7A43-4E51-9B7B-3C1F2A8E9D40}
AppName=Tapete
AppVersion={#AppVersion}
AppVerName=Tapete {#AppVersion}
AppPublisher=Tapete
DefaultDirName={autopf}\Tapete
DefaultGroupName=Tapete
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=tapete-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\tapete.exe
UninstallDisplayName=Tapete
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an upgrade replaces the program folder entirely (old Qt plugins or modules must not linger)
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Tapete"; Filename: "{app}\tapete.exe"
Name: "{group}\{cm:UninstallProgram,Tapete}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Tapete"; Filename: "{app}\tapete.exe"; Tasks: desktopicon

[Registry]
; Deck files open in Tapete by default: YGOPro .ydk, Cockatrice .cod, Forge/XMage .dck.
Root: HKA; Subkey: "Software\Classes\.ydk\OpenWithProgids"; ValueType: string; ValueName: "Tapete.Deck"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.ydk"; ValueType: string; ValueName: ""; ValueData: "Tapete.Deck"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.cod\OpenWithProgids"; ValueType: string; ValueName: "Tapete.Deck"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.cod"; ValueType: string; ValueName: ""; ValueData: "Tapete.Deck"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dck\OpenWithProgids"; ValueType: string; ValueName: "Tapete.Deck"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dck"; ValueType: string; ValueName: ""; ValueData: "Tapete.Deck"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Tapete.Deck"; ValueType: string; ValueName: ""; ValueData: "Tapete deck"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Tapete.Deck\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tapete.exe,0"
Root: HKA; Subkey: "Software\Classes\Tapete.Deck\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tapete.exe"" ""%1"""
; Saved games are .json: Tapete is offered in "Open with" but does not take every JSON file.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "Tapete.Game"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Tapete.Game"; ValueType: string; ValueName: ""; ValueData: "Tapete saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Tapete.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tapete.exe,0"
Root: HKA; Subkey: "Software\Classes\Tapete.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tapete.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\tapete.exe\SupportedTypes"; ValueType: string; ValueName: ".ydk"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\tapete.exe\SupportedTypes"; ValueType: string; ValueName: ".cod"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\tapete.exe\SupportedTypes"; ValueType: string; ValueName: ".dck"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\tapete.exe\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\tapete.exe"; Flags: uninsdeletekey

[Run]
Filename: "{app}\tapete.exe"; Description: "{cm:LaunchProgram,Tapete}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; only the program folder; the user's collection, decks and settings stay
Type: filesandordirs; Name: "{app}\_internal"
