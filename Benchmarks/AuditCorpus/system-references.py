#!/usr/bin/env python3
"""Every symbol declared in a system module that the packages' code references, read through the
toolchain's libIndexStore from the index store that one debug build of all of them wrote (see
make-every-tree.sh). The packages' code is the records of the units whose main file is under
CHECKOUTS (their Swift, and their C and C++ too); a reference is an occurrence with the reference
role and neither the declaration nor the definition role, implicit ones included (a property's
getter, a for-in loop's `makeIterator()`).

A Swift symbol's module is the one that declares it, read from its demangled USR: for a member of
an extension, the extension's module (`String.init(contentsOfFile:)` is Foundation's). A C
symbol's USR names no module; its module is that of the header that declares it, as the store's
clang module units have it: the module that owns the header (CoreFoundation for CFDate.h), or "C"
for a system header no module owns (glibc's, which SwiftGlibc and the packages' C modules include
as text, so `getenv` is C's, and other system libraries' such as zlib.h). What Swift makes of a C
declaration (`stat()`, `timespec(tv_sec:tv_nsec:)`, the getter of `EINTR`) goes with the C
declaration of that name.

A TSV on stdout, one line a symbol, sorted by module, container and name: the USR, its module,
the symbol's kind and subkind (indexstore.h's names, lower case), its properties (indexstore.h's,
access control other than public, `static`, and `implicit` when every reference is implicit), the
type it is a member of, its name, the references, the packages (folders under CHECKOUTS) with
one, and one reference as PACKAGE/PATH:LINE (explicit before implicit, in Swift before in C,
then the first by path and line). Progress on stderr.

  system-references.py STORE CHECKOUTS [--modules M1,M2,...|--dependencies] [--locations FILE]
  e.g. system-references.py /work/scratch-24/all/.build/debug/index/store \\
           /work/scratch-24/all/.build/checkouts > system-references.tsv
  (--modules: the modules to list; by default the Foundation family, CoreFoundation, Dispatch and
   its C module CDispatch, Glibc, SwiftGlibc, Musl, Darwin, C, and the standard library: Swift,
   _Concurrency, _StringProcessing, Synchronization; --locations: also write every explicit
   reference in a Swift file of the symbols listed to FILE, one a line, USR<TAB>PACKAGE/PATH:LINE,
   for system-surface/score.py; --dependencies: list instead the symbols of the packages' own
   modules that another package's Swift code references, each counted over those references
   only: the surface a package's dependencies offer it, for dependency-surface/)
"""
import argparse, collections, ctypes, itertools, os, subprocess, sys, tempfile, time

LIBINDEXSTORE = "/opt/swift/usr/lib/libIndexStore.so"
SWIFT_DEMANGLE = "/opt/swift/usr/bin/swift-demangle"
SYSTEM_MODULES = ["Foundation", "FoundationEssentials", "FoundationInternationalization",
                  "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch",
                  "CDispatch", "Glibc", "SwiftGlibc", "Musl", "Darwin", "C"]
STANDARD_LIBRARY = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization"]

# indexstore.h: the symbol kinds and subkinds (lower case, without their prefix), the property
# and role bits, a record dependency's kind.
KINDS = {0: "unknown", 1: "module", 2: "namespace", 3: "namespacealias", 4: "macro", 5: "enum",
         6: "struct", 7: "class", 8: "protocol", 9: "extension", 10: "union", 11: "typealias",
         12: "function", 13: "variable", 14: "field", 15: "enumconstant", 16: "instancemethod",
         17: "classmethod", 18: "staticmethod", 19: "instanceproperty", 20: "classproperty",
         21: "staticproperty", 22: "constructor", 23: "destructor", 24: "conversionfunction",
         25: "parameter", 26: "using", 27: "concept", 1000: "commenttag"}
MODULE_KIND = 1
SUBKINDS = {0: "", 1: "cxxcopyconstructor", 2: "cxxmoveconstructor", 3: "accessorgetter",
            4: "accessorsetter", 5: "usingtypename", 6: "usingvalue", 7: "usingenum",
            1000: "swiftaccessorwillset", 1001: "swiftaccessordidset",
            1002: "swiftaccessoraddressor", 1003: "swiftaccessormutableaddressor",
            1004: "swiftextensionofstruct", 1005: "swiftextensionofclass",
            1006: "swiftextensionofenum", 1007: "swiftextensionofprotocol",
            1008: "swiftprefixoperator", 1009: "swiftpostfixoperator", 1010: "swiftinfixoperator",
            1011: "swiftsubscript", 1012: "swiftassociatedtype", 1013: "swiftgenerictypeparam",
            1014: "swiftaccessorread", 1015: "swiftaccessormodify", 1016: "swiftaccessorinit",
            1017: "swiftaccessorborrow", 1018: "swiftaccessormutate"}
PROPERTIES = [(1 << 0, "generic"), (1 << 1, "templatepartialspecialization"),
              (1 << 2, "templatespecialization"), (1 << 3, "unittest"), (1 << 4, "ibannotated"),
              (1 << 5, "iboutletcollection"), (1 << 6, "gkinspectable"), (1 << 7, "local"),
              (1 << 8, "protocolinterface"), (1 << 16, "async")]
# Swift access control: one value in three bits; public, what the system modules offer, goes
# unsaid.
ACCESS_MASK = 7 << 17
ACCESS = {1 << 17: "private", 2 << 17: "fileprivate", 3 << 17: "internal", 4 << 17: "package",
          5 << 17: "spi", 6 << 17: ""}
DECLARATION, DEFINITION, REFERENCE, IMPLICIT, REL_CHILDOF = 1 << 0, 1 << 1, 1 << 2, 1 << 8, 1 << 9
UNIT_DEPENDENCY_RECORD = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def text(ref):
    return ctypes.string_at(ref.data, ref.length).decode("utf-8", "replace") if ref.length else ""


lib = ctypes.CDLL(LIBINDEXSTORE)
P = ctypes.c_void_p
# The appliers the *_apply_f functions call: bool(*)(void *context, T), T a string or a pointer.
NAME_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, P, StringRef)
POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, P, P)


def bind(name, restype, *argtypes):
    function = getattr(lib, "indexstore_" + name)
    function.restype, function.argtypes = restype, list(argtypes)
    return function


error_get_description = bind("error_get_description", ctypes.c_char_p, P)
store_create = bind("store_create", P, ctypes.c_char_p, ctypes.POINTER(P))
store_units_apply = bind("store_units_apply_f", ctypes.c_bool, P, ctypes.c_uint, P, NAME_APPLIER)
unit_reader_create = bind("unit_reader_create", P, P, ctypes.c_char_p, ctypes.POINTER(P))
unit_reader_dispose = bind("unit_reader_dispose", None, P)
unit_main_file = bind("unit_reader_get_main_file", StringRef, P)
unit_provider = bind("unit_reader_get_provider_identifier", StringRef, P)
unit_module_name = bind("unit_reader_get_module_name", StringRef, P)
unit_is_module_unit = bind("unit_reader_is_module_unit", ctypes.c_bool, P)
unit_dependencies_apply = bind("unit_reader_dependencies_apply_f", ctypes.c_bool, P, P,
                               POINTER_APPLIER)
dependency_kind = bind("unit_dependency_get_kind", ctypes.c_int, P)
dependency_filepath = bind("unit_dependency_get_filepath", StringRef, P)
dependency_name = bind("unit_dependency_get_name", StringRef, P)
dependency_module_name = bind("unit_dependency_get_modulename", StringRef, P)
dependency_is_system = bind("unit_dependency_is_system", ctypes.c_bool, P)
record_reader_create = bind("record_reader_create", P, P, ctypes.c_char_p, ctypes.POINTER(P))
record_reader_dispose = bind("record_reader_dispose", None, P)
record_occurrences_apply = bind("record_reader_occurrences_apply_f", ctypes.c_bool, P, P,
                                POINTER_APPLIER)
occurrence_symbol = bind("occurrence_get_symbol", P, P)
occurrence_roles = bind("occurrence_get_roles", ctypes.c_uint64, P)
occurrence_line_col = bind("occurrence_get_line_col", None, P, ctypes.POINTER(ctypes.c_uint),
                           ctypes.POINTER(ctypes.c_uint))
occurrence_relations_apply = bind("occurrence_relations_apply_f", ctypes.c_bool, P, P,
                                  POINTER_APPLIER)
relation_roles = bind("symbol_relation_get_roles", ctypes.c_uint64, P)
relation_symbol = bind("symbol_relation_get_symbol", P, P)
symbol_usr = bind("symbol_get_usr", StringRef, P)
symbol_name = bind("symbol_get_name", StringRef, P)
symbol_kind = bind("symbol_get_kind", ctypes.c_int, P)
symbol_subkind = bind("symbol_get_subkind", ctypes.c_int, P)
symbol_properties = bind("symbol_get_properties", ctypes.c_uint64, P)


def created(what, create, *arguments):
    """What create(*arguments, &error) makes, or the end of the run with libIndexStore's error."""
    error = P()
    made = create(*arguments, ctypes.byref(error))
    if not made:
        sys.exit(f"system-references.py: {what}: {error_get_description(error).decode()}")
    return made


def records_of(unit):
    """(record name, source file, module that owns the file or "", whether it is a system file)
    of each record the unit depends on."""
    records = []

    def on_dependency(_, dependency):
        if dependency_kind(dependency) == UNIT_DEPENDENCY_RECORD:
            records.append((text(dependency_name(dependency)),
                            text(dependency_filepath(dependency)),
                            text(dependency_module_name(dependency)),
                            dependency_is_system(dependency)))
        return True

    unit_dependencies_apply(unit, None, POINTER_APPLIER(on_dependency))
    return records


def read_occurrences(store, record, on_occurrence):
    """Calls on_occurrence(occurrence) for each occurrence of the record."""
    reader = created(record, record_reader_create, store, record.encode())

    def applier(_, occurrence):
        on_occurrence(occurrence)
        return True

    record_occurrences_apply(reader, None, POINTER_APPLIER(applier))
    record_reader_dispose(reader)


# Demangling. swift-demangle --tree-only prints, for each mangled name, "Demangling for NAME" and
# its node tree, one node a line indented two spaces a level: `kind=Structure`,
# `kind=Identifier, text="String"`. Under `kind=Global` is the declaration, perhaps wrapped in
# `Static` or in the accessor the USR names; its first child is its context: a module, a nominal
# type (its parent, then its name) or an extension (its module, then the extended type).

class Node:
    __slots__ = ("kind", "text", "children")

    def __init__(self, line):
        self.kind, _, rest = line.strip()[len("kind="):].partition(", ")
        self.text = rest[len('text="'):-1] if rest.startswith('text="') else ""
        self.children = []


WRAPPERS = {"Static", "Getter", "Setter", "ModifyAccessor", "Modify2Accessor", "ReadAccessor",
            "Read2Accessor", "WillSet", "DidSet", "InitAccessor", "GlobalGetter",
            "MaterializeForSet", "UnsafeAddressor", "UnsafeMutableAddressor", "OwningAddressor",
            "OwningMutableAddressor", "NativeOwningAddressor", "NativeOwningMutableAddressor",
            "NativePinningAddressor", "NativePinningMutableAddressor"}
NOMINALS = {"Structure", "Class", "Enum", "Protocol", "TypeAlias", "OtherNominalType"}
# The types of _Concurrency with a standard mangling (`ScT` is Task), which swift-demangle puts in
# Swift (swift/include/swift/Demangling/StandardTypesMangling.def).
CONCURRENCY_STANDARD_TYPES = {
    "Actor", "CheckedContinuation", "UnsafeContinuation", "CancellationError",
    "UnownedSerialExecutor", "Executor", "SerialExecutor", "TaskGroup", "ThrowingTaskGroup",
    "TaskExecutor", "AsyncIteratorProtocol", "AsyncSequence", "UnownedJob", "MainActor",
    "TaskPriority", "AsyncStream", "AsyncThrowingStream", "Task", "UnsafeCurrentTask"}
# Where Swift puts what it imports from C: a C declaration, and what Swift adds to one.
IMPORTED_FROM_C = {"__C", "__C_Synthesized"}


def depth(line):
    return (len(line) - len(line.lstrip(" "))) // 2


def nominal_name(node):
    name = node.children[1]
    return (name.children[-1] if name.kind in ("PrivateDeclName", "LocalDeclName") else name).text


def nominal_module(node):
    """The module of a nominal type at the top of its module."""
    module = node.children[0].text
    if module == "Swift" and nominal_name(node) in CONCURRENCY_STANDARD_TYPES:
        return "_Concurrency"
    return module


def context_module(node):
    """The module that declares what is in the context: an extension's own, else the module the
    context is in."""
    if node.kind == "Module":
        return node.text
    if node.kind == "Extension":
        return node.children[0].text
    if node.kind in NOMINALS and len(node.children) == 2:
        parent = node.children[0]
        return nominal_module(node) if parent.kind == "Module" else context_module(parent)
    return ""


def type_name(node):
    """`Foundation.FileManager` for a context (a C type's name alone), "" for a module (what is at
    the top of it), None for a context this does not spell (a local or generic one)."""
    if node.kind == "Module":
        return ""
    if node.kind == "Extension":
        return type_name(node.children[1])
    if node.kind in NOMINALS and len(node.children) == 2:
        parent = node.children[0]
        if parent.kind == "Module":
            module = nominal_module(node)
            return nominal_name(node) if module in IMPORTED_FROM_C \
                else f"{module}.{nominal_name(node)}"
        parent_name = type_name(parent)
        return f"{parent_name}.{nominal_name(node)}" if parent_name else None
    return None


def declaration(lines):
    """(module, container, static) of a declaration, from the lines of its tree under
    `kind=Global`."""
    index, static = 0, False
    while index + 1 < len(lines) and Node(lines[index]).kind in WRAPPERS:
        static = static or lines[index].strip() == "kind=Static"
        index += 1
    # The declaration's node with its first two children (its context and, for a type, its name).
    node, stack = Node(lines[index]), []
    child_depth = depth(lines[index]) + 1
    for line in lines[index + 1:]:
        level = depth(line) - child_depth
        if not line.lstrip().startswith("kind=") or level < 0 \
                or (level == 0 and len(node.children) == 2):
            break
        child = Node(line)
        del stack[level:]
        (stack[-1] if stack else node).children.append(child)
        stack.append(child)
    if not node.children:
        return "", None, static
    context = node.children[0]
    if node.kind in NOMINALS and context.kind == "Module" and len(node.children) == 2:
        return nominal_module(node), "", static  # a type at the top of its module
    return context_module(context), type_name(context), static


def demangle(usrs):
    """{USR: (module, container, static)} for the Swift USRs (`s:` and a mangled name without
    its `$s`) that swift-demangle reads, through one swift-demangle process, its output read as
    it comes (all of it at once would be about 150 MB for 200,000 USRs)."""
    declarations = {}
    with tempfile.TemporaryFile("w+") as names:
        names.writelines(f"$s{usr[2:]}\n" for usr in usrs)
        names.seek(0)
        with subprocess.Popen([SWIFT_DEMANGLE, "--tree-only"], stdin=names,
                              stdout=subprocess.PIPE, text=True) as demangler:
            usr, lines = None, []
            # A name it cannot read comes back as it is, after the previous tree, in no `kind=`
            # line. A last header ends the last tree.
            for line in itertools.chain(demangler.stdout, ["Demangling for $s"]):
                if line.startswith("Demangling for $s"):
                    if usr and len(lines) > 1 and lines[0] == "kind=Global":
                        declarations[usr] = declaration(lines[1:])
                    usr, lines = "s:" + line[len("Demangling for $s"):].rstrip("\n"), []
                else:
                    lines.append(line.rstrip("\n"))
    if demangler.returncode:
        sys.exit(f"system-references.py: {SWIFT_DEMANGLE} exited with {demangler.returncode}")
    return declarations


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store")
    parser.add_argument("checkouts")
    parser.add_argument("--modules", default=",".join(SYSTEM_MODULES + STANDARD_LIBRARY))
    parser.add_argument("--dependencies", action="store_true")
    parser.add_argument("--locations")
    arguments = parser.parse_args()
    checkouts = os.path.join(os.path.abspath(arguments.checkouts), "")
    modules = set(arguments.modules.split(","))
    start = time.perf_counter()

    def progress(message):
        print(f"[{time.perf_counter() - start:5.1f}s] {message}", file=sys.stderr, flush=True)

    store = created(arguments.store, store_create, arguments.store.encode())

    # The units: the records of the packages' code, by the files (relative to CHECKOUTS) that
    # have them (identical files have one record), and the records of the C headers outside
    # CHECKOUTS that the clang modules' units have, by what a declaration in them belongs to:
    # the module that owns the header, or "C" for a system header no module owns.
    unit_names = []
    store_units_apply(store, 0, None,
                      NAME_APPLIER(lambda _, name: unit_names.append(text(name)) or True))
    package_records = collections.defaultdict(set)
    package_of_module = {}  # each module the packages' code compiles -> the package (folder)
    header_records = collections.defaultdict(set)
    for name in unit_names:
        unit = created(name, unit_reader_create, store, name.encode())
        main_file = text(unit_main_file(unit))
        in_checkouts = main_file.startswith(checkouts)
        if in_checkouts and text(unit_module_name(unit)):
            package_of_module.setdefault(text(unit_module_name(unit)),
                                         main_file[len(checkouts):].split("/")[0])
        clang_module = unit_is_module_unit(unit) and text(unit_provider(unit)) == "clang"
        for record, path, owner, system in records_of(unit):
            if path.startswith(checkouts):
                if in_checkouts:
                    package_records[record].add(path[len(checkouts):])
            elif clang_module and (owner or system):
                header_records[record].add(owner.split(".")[0] or "C")
        unit_reader_dispose(unit)
    progress(f"{len(unit_names)} units: {len(package_records)} records of the packages' code, "
             f"{len(header_records)} of C headers")
    if arguments.dependencies:
        modules = set(package_of_module)

    # The C declarations of the headers: the modules of each USR and each name, those that
    # define it apart from those that only declare it (dispatch/time.h's `struct timespec;` does
    # not make timespec Dispatch's), and the type a member is in.
    c_modules = collections.defaultdict(lambda: (set(), set()))
    c_name_modules = collections.defaultdict(lambda: (set(), set()))
    c_containers = {}
    for record, record_modules in header_records.items():
        def on_declaration(occurrence):
            roles = occurrence_roles(occurrence)
            if not roles & (DECLARATION | DEFINITION):
                return
            symbol = occurrence_symbol(occurrence)
            usr, defines = text(symbol_usr(symbol)), 0 if roles & DEFINITION else 1
            c_modules[usr][defines].update(record_modules)
            c_name_modules[text(symbol_name(symbol))][defines].update(record_modules)

            def on_relation(_, relation):
                if relation_roles(relation) & REL_CHILDOF:
                    c_containers[usr] = text(symbol_name(relation_symbol(relation)))
                return True

            occurrence_relations_apply(occurrence, None, POINTER_APPLIER(on_relation))

        read_occurrences(store, record, on_declaration)
    progress(f"{len(c_modules)} C declarations in them")

    # The references of the packages' code, by USR: how many, the files they are in, and the
    # example (explicit before implicit, in Swift before in C, then by file and line); and each
    # symbol's kind, subkind, properties and name.
    Reference = collections.namedtuple("Reference", "occurrences files example explicit")
    references, symbols = {}, {}
    locations = collections.defaultdict(list)  # USR -> the explicit references in Swift files
    line, column = ctypes.c_uint(), ctypes.c_uint()
    for number, (record, paths) in enumerate(sorted(package_records.items()), 1):
        in_record = {}  # USR -> [occurrences, first explicit line, first implicit line]
        usr_of = {}  # the record's symbols (one pointer each) -> USR
        explicit_lines = []  # (USR, line) of each explicit reference, with --locations

        def on_reference(occurrence):
            roles = occurrence_roles(occurrence)
            if not roles & REFERENCE or roles & (DECLARATION | DEFINITION):
                return
            symbol = occurrence_symbol(occurrence)
            usr = usr_of.get(symbol)
            if usr is None:
                usr = usr_of[symbol] = text(symbol_usr(symbol))
                if usr not in symbols:
                    symbols[usr] = (symbol_kind(symbol), symbol_subkind(symbol),
                                    symbol_properties(symbol), text(symbol_name(symbol)))
            occurrence_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
            seen = in_record.setdefault(usr, [0, None, None])
            seen[0] += 1
            slot = 2 if roles & IMPLICIT else 1
            if seen[slot] is None or line.value < seen[slot]:
                seen[slot] = line.value
            if (arguments.locations or arguments.dependencies) and slot == 1:
                explicit_lines.append((usr, line.value))

        read_occurrences(store, record, on_reference)
        for path in paths:
            if path.endswith(".swift"):
                for usr, reference_line in explicit_lines:
                    locations[usr].append(f"{path}:{reference_line}")
        for usr, (count, explicit_line, implicit_line) in in_record.items():
            for path in paths:
                example = (explicit_line is None, not path.endswith(".swift"), path,
                           explicit_line or implicit_line)
                known = references.get(usr)
                if known is None:
                    references[usr] = Reference(count, {path}, example, explicit_line is not None)
                else:
                    known.files.add(path)
                    references[usr] = known._replace(
                        occurrences=known.occurrences + count, example=min(known.example, example),
                        explicit=known.explicit or explicit_line is not None)
        if number % 1000 == 0:
            progress(f"{number} of {len(package_records)} records read")
    progress(f"{len(references)} symbols referenced")

    def c_module(defining, declaring):
        """Of the modules that define a C declaration (else of those that declare it), one asked
        for before the others, a module that owns a header before C."""
        return min(defining or declaring,
                   key=lambda label: (label not in modules, label == "C", label))

    # Each referenced symbol's module and container. A module's own USR is `c:@M@` and its name
    # (`import Foundation`).
    swift_declarations = demangle(sorted(usr for usr in references if usr.startswith("s:")))
    progress(f"{len(swift_declarations)} Swift USRs demangled")
    rows, left_out = [], collections.Counter()
    for usr, reference in references.items():
        kind, subkind, properties, name = symbols[usr]
        static = False
        if usr.startswith("s:"):
            if usr not in swift_declarations:
                left_out["Swift USRs swift-demangle does not read"] += 1
                continue
            module, container, static = swift_declarations[usr]
            if module in IMPORTED_FROM_C:
                # `stat()` goes with struct stat, the getter of `EINTR` with the macro.
                c_name = container.split(".")[0] if container else name.partition(":")[2] or name
                if c_name not in c_name_modules:
                    left_out["Swift's members of C declarations only the packages' own files "
                             "have"] += 1
                    continue
                module = c_module(*c_name_modules[c_name])
        elif usr.startswith("c:@M@") and kind == MODULE_KIND:
            module, container = usr[len("c:@M@"):], ""
        elif usr in c_modules:
            module, container = c_module(*c_modules[usr]), c_containers.get(usr, "")
        else:
            left_out["C symbols only the packages' own files declare"] += 1
            continue
        if module not in modules:
            continue
        if arguments.dependencies:
            # Only what another package's Swift names: its explicit references, counted alone.
            own = package_of_module[module]
            locations[usr] = [place for place in locations.get(usr, [])
                              if place.split("/")[0] != own]
            if not locations[usr]:
                continue
            first = min(locations[usr], key=lambda place: (place.rpartition(":")[0],
                                                            int(place.rpartition(":")[2])))
            reference = Reference(len(locations[usr]), {place.rpartition(":")[0]
                                                        for place in locations[usr]},
                                  (False, False) + tuple(first.rsplit(":", 1)), True)
        if container is None:
            left_out["symbols listed whose container this does not spell (shown as ?)"] += 1
            container = "?"
        notes = [note for bit, note in PROPERTIES if properties & bit]
        notes.append(ACCESS.get(properties & ACCESS_MASK, ""))
        notes += ["static"] if static else []
        notes += [] if reference.explicit else ["implicit"]
        *_, path, example_line = reference.example
        rows.append((module, container, name, usr, KINDS.get(kind, str(kind)),
                     SUBKINDS.get(subkind, str(subkind)), ",".join(note for note in notes if note),
                     reference.occurrences, len({file.split("/")[0] for file in reference.files}),
                     f"{path}:{example_line}"))
    for what, count in sorted(left_out.items()):
        progress(f"{count} {what}")

    print("usr\tmodule\tkind\tsubkind\tproperties\tcontainer\tname\toccurrences\tpackages\texample")
    for module, container, name, usr, kind, subkind, notes, occurrences, packages, example \
            in sorted(rows):
        print("\t".join(map(str, [usr, module, kind, subkind, notes, container, name, occurrences,
                                  packages, example])))
    if arguments.locations:
        with open(arguments.locations, "w") as file:
            for row in sorted(rows):
                for location in sorted(locations.get(row[3], [])):
                    file.write(f"{row[3]}\t{location}\n")
    by_module = collections.Counter(row[0] for row in rows)
    progress(f"{len(rows)} symbols of {len(by_module)} modules: "
             + ", ".join(f"{module} {count}" for module, count in sorted(by_module.items())))


main()
