; Inno Setup 6 script: the Windows installer for the one-folder bundle (dist\cardtable\, built
; from packaging/cardtable.spec). Per user: it installs into %LOCALAPPDATA%\Programs\cardtable
; without administrator rights, adds a Start-menu entry (and a desktop icon if asked), and
; registers an uninstaller under Settings > Apps. .github/workflows/release.yml builds it with
;     iscc /DAppVersion=0.1.0 packaging\cardtable.iss
; (the version is pyproject.toml's) into dist\cardtable-VERSION-windows-x86_64-setup.exe.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\cardtable.iss (pyproject.toml's)
#endif
#ifndef BundleDir
  #define BundleDir "..\dist\cardtable"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif

[Setup]
; The AppId stays the same for every version: it is how an update finds the installed copy.
AppId={{6C880C78-CD52-4354-9766-6874D4D2EB1D}
AppName=cardtable
AppVersion={#AppVersion}
AppVerName=cardtable {#AppVersion}
AppPublisher=cardtable maintainers
VersionInfoVersion={#AppVersion}
VersionInfoProductName=cardtable
VersionInfoDescription=cardtable installer
DefaultDirName={autopf}\cardtable
DefaultGroupName=cardtable
DisableProgramGroupPage=yes
; Per user, never elevated: {autopf} is then %LOCALAPPDATA%\Programs, {autoprograms} the
; user's own Start menu.
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=cardtable-{#AppVersion}-windows-x86_64-setup
SetupIconFile=icon.ico
UninstallDisplayIcon={app}\cardtable.exe
UninstallDisplayName=cardtable {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "slovenian"; MessagesFile: "compiler:Languages\Slovenian.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An update replaces the whole bundle: no library of an older version may stay behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\cardtable"; Filename: "{app}\cardtable.exe"; Comment: "Traditional European card games"
Name: "{autodesktop}\cardtable"; Filename: "{app}\cardtable.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\cardtable.exe"; Description: "{cm:LaunchProgram,cardtable}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; The program folder only: a person's settings and saved games (%LOCALAPPDATA%\cardtable)
; stay, as they do for every app.
Type: dirifempty; Name: "{app}"
