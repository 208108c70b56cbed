#!/usr/bin/env bash
# Times the Xcode project reader on three generated projects (Docs/Performance.md, "Xcode projects"):
#
#   scripts/project-scale.sh [OBJECTS]     # OBJECTS defaults to 16000
#
#   targets  OBJECTS objects: one app target and many others, each target's two configurations based
#            on an xcconfig in a group, the way a large workspace of frameworks is written;
#   chain    a chain of OBJECTS nested groups, an xcconfig at the bottom as the app's base configuration;
#   resources  an app whose Resources phase copies OBJECTS / 42 variant groups of 40 languages' strings
#            files and which builds a synchronized folder, read with `app-info --locale de` (what finds
#            the Info.plist's localizations in the target's resources).
#
# The first two are read with `primer-spec voiceover --block permission-priming camera --project …`
# (release build); the CPU seconds and peak memory are printed. It measures and asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-16000}
[[ $objects =~ ^[0-9]+$ ]] || { echo "error: OBJECTS must be a whole number" >&2; exit 2; }

swift build -c release --product primer-spec >/dev/null
binary=$(swift build -c release --show-bin-path)/primer-spec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$objects" <<'PY'
import os, sys
work, objects = sys.argv[1], int(sys.argv[2])

def write(name, objects_text, root_children):
    folder = f"{work}/{name}/{name}.xcodeproj"
    os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/project.pbxproj", "w") as out:
        out.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n")
        out.write(objects_text)
        out.write("\t};\n\trootObject = P0000000000000000000000;\n}\n")

def config(uid, name, base, settings=""):
    return (f"\t\t{uid} /* {name} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n"
            f"\t\t\tbaseConfigurationReference = {base} /* Base.xcconfig */;\n"
            f"\t\t\tbuildSettings = {{\n{settings}\t\t\t}};\n\t\t\tname = {name};\n\t\t}};\n")

def project(targets_ids, main_group, list_id):
    return (f"\t\tP0000000000000000000000 /* Project object */ = {{\n\t\t\tisa = PBXProject;\n"
            f"\t\t\tbuildConfigurationList = {list_id};\n\t\t\tmainGroup = {main_group};\n"
            f"\t\t\ttargets = (\n" + "".join(f"\t\t\t\t{t},\n" for t in targets_ids) + "\t\t\t);\n\t\t};\n"
            f"\t\t{list_id} = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t);\n"
            f"\t\t\tdefaultConfigurationName = Release;\n\t\t}};\n")

app_settings = "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Scans codes.\";\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"

# 1. Many targets, each with two configurations based on its own xcconfig in a group (7 objects a target).
count = max(1, objects // 7)
parts, targets, group_children = [], [], []
for i in range(count):
    t, l, d, r, f, g = (f"T{i:022d}", f"L{i:022d}", f"D{i:022d}", f"R{i:022d}", f"F{i:022d}", f"G{i:022d}")
    targets.append(t)
    group_children.append(g)
    kind = "application" if i == 0 else "framework"
    parts.append(f"\t\t{t} /* Target{i} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {l};\n"
                 f"\t\t\tname = Target{i};\n\t\t\tproductType = \"com.apple.product-type.{kind}\";\n\t\t}};\n")
    parts.append(f"\t\t{l} = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t{d},\n\t\t\t\t{r},\n"
                 f"\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t}};\n")
    settings = app_settings if i == 0 else ""
    parts.append(config(d, "Debug", f, settings))
    parts.append(config(r, "Release", f, settings))
    parts.append(f"\t\t{f} /* Base.xcconfig */ = {{isa = PBXFileReference; lastKnownFileType = text.xcconfig; "
                 f"path = Base.xcconfig; sourceTree = \"<group>\"; }};\n")
    parts.append(f"\t\t{g} /* Target{i} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t{f},\n\t\t\t);\n"
                 f"\t\t\tpath = Target{i};\n\t\t\tsourceTree = \"<group>\";\n\t\t}};\n")
parts.append("\t\tM0000000000000000000000 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
             + "".join(f"\t\t\t\t{g},\n" for g in group_children) + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n")
parts.append(project(targets, "M0000000000000000000000", "L9999999999999999999999"))
write("Targets", "".join(parts), group_children)
os.makedirs(f"{work}/Targets/Target0", exist_ok=True)
open(f"{work}/Targets/Target0/Base.xcconfig", "w").write("PRODUCT_NAME = Scale\n")

# 2. A chain of nested groups, the app's xcconfig at the bottom.
parts = []
for i in range(objects):
    child = f"G{i + 1:022d}" if i + 1 < objects else "F0000000000000000000000"
    parts.append(f"\t\tG{i:022d} = {{isa = PBXGroup; children = ({child}, ); sourceTree = \"<group>\"; }};\n")
parts.append("\t\tF0000000000000000000000 = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = \"<group>\"; };\n")
parts.append("\t\tT0000000000000000000000 = {isa = PBXNativeTarget; buildConfigurationList = L0000000000000000000000; "
             "name = App; productType = \"com.apple.product-type.application\"; };\n")
parts.append("\t\tL0000000000000000000000 = {isa = XCConfigurationList; buildConfigurations = (R0000000000000000000000, ); "
             "defaultConfigurationName = Release; };\n")
parts.append(config("R0000000000000000000000", "Release", "F0000000000000000000000", app_settings))
parts.append(project(["T0000000000000000000000"], "G0000000000000000000000", "L9999999999999999999999"))
write("Chain", "".join(parts), [])
open(f"{work}/Chain/Base.xcconfig", "w").write("PRODUCT_NAME = Scale\n")

# 3. An app whose Resources phase copies many localized strings files (variant groups of 40 languages,
#    the InfoPlist.strings among them, on disk) and which builds a synchronized folder: what app-info
#    walks to find the Info.plist's localizations.
languages = [f"l{i:02d}" for i in range(39)] + ["de"]
groups = max(1, objects // (len(languages) + 2))
parts, build_files, children = [], [], []
for g in range(groups):
    table = "InfoPlist" if g == 0 else f"Table{g}"
    v, b = f"V{g:022d}", f"B{g:022d}"
    refs = [f"F{g:011d}{i:011d}" for i in range(len(languages))]
    for ref, language in zip(refs, languages):
        parts.append(f"\t\t{ref} /* {language} */ = {{isa = PBXFileReference; lastKnownFileType = text.plist.strings; "
                     f"name = {language}; path = {language}.lproj/{table}.strings; sourceTree = \"<group>\"; }};\n")
    parts.append(f"\t\t{v} /* {table}.strings */ = {{\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
                 + "".join(f"\t\t\t\t{ref},\n" for ref in refs) + f"\t\t\t);\n\t\t\tname = {table}.strings;\n"
                 "\t\t\tsourceTree = \"<group>\";\n\t\t};\n")
    parts.append(f"\t\t{b} /* {table}.strings in Resources */ = {{isa = PBXBuildFile; fileRef = {v}; }};\n")
    build_files.append(b)
    children.append(v)
parts.append("\t\tS0000000000000000000000 /* Synced */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; "
             "sourceTree = \"<group>\"; };\n")
parts.append("\t\tA0000000000000000000000 = {isa = PBXGroup; children = (" + "".join(f"{c}, " for c in children)
             + "S0000000000000000000000, ); path = App; sourceTree = \"<group>\"; };\n")
parts.append("\t\tH0000000000000000000000 = {isa = PBXResourcesBuildPhase; files = (" + "".join(f"{b}, " for b in build_files)
             + "); };\n")
parts.append("\t\tT0000000000000000000000 = {isa = PBXNativeTarget; buildConfigurationList = L0000000000000000000000; "
             "buildPhases = (H0000000000000000000000, ); fileSystemSynchronizedGroups = (S0000000000000000000000, ); "
             "name = App; productType = \"com.apple.product-type.application\"; };\n")
parts.append("\t\tL0000000000000000000000 = {isa = XCConfigurationList; buildConfigurations = (R0000000000000000000000, ); "
             "defaultConfigurationName = Release; };\n")
parts.append("\t\tR0000000000000000000000 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {\n"
             + app_settings
             + "\t\t\t}; name = Release; };\n")
parts.append(project(["T0000000000000000000000"], "A0000000000000000000000", "L9999999999999999999999"))
write("Resources", "".join(parts), [])
for language in languages:
    os.makedirs(f"{work}/Resources/App/{language}.lproj", exist_ok=True)
    with open(f"{work}/Resources/App/{language}.lproj/InfoPlist.strings", "w") as out:
        out.write(f'"NSCameraUsageDescription" = "Scans codes ({language}).";\n')
os.makedirs(f"{work}/Resources/App/Synced/Views", exist_ok=True)
for i in range(200):
    open(f"{work}/Resources/App/Synced/Views/View{i}.swift", "w").write("struct V {}\n")
PY

for name in Targets Chain Resources; do
    file=$work/$name/$name.xcodeproj/project.pbxproj
    args=(voiceover --block permission-priming camera --project "$file")
    [ "$name" = Targets ] && args+=(--target Target0)
    # The localized project is read as app-info reads it, in German: the variant groups are walked.
    [ "$name" = Resources ] && args=(app-info --locale de --project "$file")
    python3 - "$binary" "${args[@]}" <<'PY'
import os, resource, subprocess, sys, time
start = time.monotonic()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
_, status, usage = os.wait4(child.pid, 0)
err = child.stderr.read().decode(errors="replace").strip().splitlines()
size = os.path.getsize(sys.argv[-1] if not sys.argv[-1].startswith("Target") else sys.argv[-3])
print(f"{os.path.basename(os.path.dirname(os.path.dirname(sys.argv[sys.argv.index('--project') + 1]))):8} "
      f"{size / 1e6:6.1f} MB  {usage.ru_utime + usage.ru_stime:7.2f} s CPU  {time.monotonic() - start:7.2f} s wall  "
      f"{usage.ru_maxrss / 1024:7.1f} MB peak  exit {os.waitstatus_to_exitcode(status)}"
      + (f"  ({err[0][:160]})" if err else ""))
PY
done
