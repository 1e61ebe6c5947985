# dmgbuild settings: the macOS disk image holding cardtable.app beside a link to /Applications,
# so that a person drags the one onto the other. .github/workflows/release.yml runs
#     dmgbuild -s packaging/dmg_settings.py -D app=dist/cardtable.app \
#         -D icon=packaging/icon.icns "cardtable 0.1.0" dist/cardtable-0.1.0-macos-arm64.dmg
# dmgbuild executes this file with `defines` (the -D values) in its namespace.
import os.path

application = defines.get("app", "dist/cardtable.app")  # noqa: F821  (given by dmgbuild)
appname = os.path.basename(application)

format = "UDZO"  # zlib-compressed, read-only
filesystem = "HFS+"
files = [application]
symlinks = {"Applications": "/Applications"}
# The volume's icon in Finder: the app's (-D icon=packaging/icon.icns).
icon = defines.get("icon")  # noqa: F821

# The window Finder opens: the app on the left, Applications on the right.
default_view = "icon-view"
show_status_bar = False
show_toolbar = False
show_sidebar = False
window_rect = ((200, 160), (560, 320))
icon_size = 128
text_size = 13
icon_locations = {appname: (140, 140), "Applications": (420, 140)}
