"""Find, verify and cache CORE packs so callers can trust every entry they get.

A pack is a folder named after its pack id holding ``manifest.json``,
``lexicon.jsonl`` and, optionally, ``glosses.jsonl``. The solver resolves its
operators through a pack on every solve (ADR-0116), so this module trades a
strict, once-per-process verification for a warm path that is one dict lookup.

Where packs are looked for, first hit wins:

1. every directory in ``CORE_PACK_PATH`` (``os.pathsep``-separated), in order;
2. the ``packs/data`` folder of this distribution;
3. the ``core.packs`` entry-point group: the entry-point name is the pack id,
   the loaded object is the pack folder (``str`` or path-like) or a zero-arg
   callable returning it.

A pack folder found on an earlier root is final: if it is broken, loading
raises instead of quietly trying the next root, because a shadowed copy
winning silently would make results depend on an accident of installation.
:func:`pack_copies` lists every copy of an id, so a ledger can show the
shadowing instead of hiding it.

Verification rules, each with its own :data:`PackErrorReason`:

* the pack id is checked against :data:`PACK_ID_PATTERN` before any file
  system access, so an id can never name a path outside a root;
* a pack folder found on a root must resolve (symlinks followed) inside that
  root, and every file must resolve inside its pack folder, checked before
  the file is read: a symlink cannot make a root serve bytes from elsewhere;
* the manifest has exactly the known keys (unknown keys are refused: a
  misspelt optional key such as ``glossses_checksum`` would otherwise switch
  a check off without anyone noticing), each of the expected type;
* ``checksum`` is the SHA-256 of the exact bytes of ``lexicon.jsonl``, and the
  bytes that were hashed are the bytes that get parsed;
* ``glosses.jsonl`` is optional, but a file on disk must be covered by
  ``glosses_checksum`` and a claimed checksum needs the file: no unverified
  bytes are ever read and no missing file is ever assumed empty;
* every line is one strict JSON object (:mod:`packs.strict_json`), every
  entry has exactly the known fields with the right types, its language is
  the manifest's, entry ids are unique, every gloss names an entry;
* the manifest's ``pack_id`` equals the requested id and the folder name.

Caching: roots and entry points are resolved lazily once per process; each
pack is verified once and its result (success or failure) kept until
:func:`clear_cache`. Call :func:`clear_cache` after changing ``CORE_PACK_PATH``
or editing pack files at run time; nothing here notices such changes on its own.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import Any, Final, Literal, NoReturn

from packs.strict_json import JSONError, loads

__all__ = [
    "GLOSSES_FILE",
    "LEXICON_FILE",
    "MANIFEST_FILE",
    "PACK_ID_PATTERN",
    "LexicalEntry",
    "Pack",
    "PackError",
    "PackErrorReason",
    "PackManifest",
    "clear_cache",
    "discover_packs",
    "discovery_errors",
    "file_sha256",
    "load_pack",
    "load_pack_entries",
    "pack_copies",
    "pack_roots",
    "verify_pack_folder",
]

MANIFEST_FILE: Final = "manifest.json"
LEXICON_FILE: Final = "lexicon.jsonl"
GLOSSES_FILE: Final = "glosses.jsonl"

#: ``fullmatch`` only: ``$`` in ``re.match`` would accept a trailing newline.
PACK_ID_PATTERN: Final = re.compile(r"[a-z][a-z0-9_]*_v[0-9]+")

_ENV_VAR: Final = "CORE_PACK_PATH"
_ENTRY_POINT_GROUP: Final = "core.packs"
_BUILTIN_ROOT: Final = Path(__file__).resolve().parent / "data"
_SHA256_HEX: Final = re.compile(r"[0-9a-f]{64}")

PackErrorReason = Literal[
    "pack_not_found",  # no root and no entry point has a folder for the id
    "invalid_pack_id",  # not a str matching PACK_ID_PATTERN
    "entry_point_invalid",  # a core.packs entry point failed to give a folder
    "file_missing",  # manifest, lexicon, or a claimed glosses file is absent
    "manifest_invalid",  # not a JSON object with exactly the known, typed keys
    "checksum_mismatch",  # lexicon.jsonl bytes differ from manifest checksum
    "glosses_checksum_mismatch",  # glosses.jsonl bytes differ from its checksum
    "malformed_line",  # a JSONL line is not one well-formed JSON object
    "entry_invalid",  # a lexicon/gloss object has missing, extra or mistyped fields
    "duplicate_entry",  # an entry id (or a gloss for it) appears twice
    "orphan_gloss",  # a gloss names an entry id the lexicon does not have
    "pack_id_mismatch",  # manifest pack_id differs from the requested id / folder
    "unsafe_path",  # a pack folder or file resolves outside its root / pack folder
]


class PackError(Exception):
    """A pack could not be located or failed verification.

    ``reason`` is stable and machine-readable; the message is for people and
    always names the pack, plus the file and 1-based line when there is one.
    """

    reason: PackErrorReason
    pack_id: str
    path: Path | None
    line: int | None

    def __init__(
        self,
        reason: PackErrorReason,
        pack_id: str,
        detail: str,
        *,
        path: Path | None = None,
        line: int | None = None,
    ) -> None:
        self.reason = reason
        self.pack_id = pack_id
        self.path = path
        self.line = line
        self.detail = detail
        where = "" if path is None else f" ({path}{'' if line is None else f', line {line}'})"
        super().__init__(f"pack {pack_id!r}{where}: {detail} [{reason}]")

    def __reduce__(self) -> tuple[Any, ...]:
        """Keep keyword-only fields across pickling (multiprocessing, xdist)."""
        return (_rebuild_error, (self.reason, self.pack_id, self.detail, self.path, self.line))


def _rebuild_error(
    reason: PackErrorReason, pack_id: str, detail: str, path: Path | None, line: int | None
) -> PackError:
    return PackError(reason, pack_id, detail, path=path, line=line)


@dataclass(frozen=True, slots=True)
class LexicalEntry:
    """One verified lexicon line, joined with its gloss when the pack has one."""

    entry_id: str
    surface: str
    lemma: str
    language: str
    pos: str
    semantic_domains: tuple[str, ...]
    morphology_tags: tuple[str, ...]
    provenance_ids: tuple[str, ...]
    gloss: str | None = None


@dataclass(frozen=True, slots=True)
class PackManifest:
    """The verified manifest; domain packs add ``eval_lanes``/``domain_contract``."""

    pack_id: str
    language: str
    role: str
    script: str
    version: str
    determinism_class: str
    source_manifest: str
    provenance: str
    checksum: str
    glosses_checksum: str | None = None
    eval_lanes: tuple[str, ...] = ()
    domain_contract: str | None = None


@dataclass(frozen=True, slots=True)
class Pack:
    """A verified pack: its manifest, entries in file order, and where it lives."""

    manifest: PackManifest
    entries: tuple[LexicalEntry, ...]
    directory: Path


def file_sha256(path: Path) -> str:
    """SHA-256 hex of a file's exact bytes; shared with tools/pack_checksums.py."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --------------------------------------------------------------------------- cache
# Warm-path state. Only ``_ENTRIES``/``_PACKS`` are read without the lock; they
# are written under it, and a key once written keeps the same object.
_LOCK: Final = threading.RLock()


class _Resolved:
    """Discovery inputs resolved lazily once per process; reset by clear_cache."""

    __slots__ = ("entry_points", "roots")

    def __init__(self) -> None:
        self.roots: tuple[Path, ...] | None = None
        self.entry_points: dict[str, EntryPoint] | None = None


_RESOLVED: Final = _Resolved()
_ENTRIES: dict[str, tuple[LexicalEntry, ...]] = {}
_PACKS: dict[str, Pack] = {}
_FAILURES: dict[str, PackError] = {}
_entry_targets: dict[str, Path | PackError] = {}


def clear_cache() -> None:
    """Forget roots, entry points and every verified or failed pack.

    Needed after changing ``CORE_PACK_PATH`` or pack files at run time; the
    next load re-reads the environment and re-verifies from disk.
    """
    with _LOCK:
        _ENTRIES.clear()
        _PACKS.clear()
        _FAILURES.clear()
        _entry_targets.clear()
        _RESOLVED.roots = None
        _RESOLVED.entry_points = None


def load_pack_entries(pack_id: str) -> tuple[LexicalEntry, ...]:
    """Entries of a verified pack in file order; the same tuple on every call.

    Warm calls are a bare dict lookup (no environment or file-system access),
    so callers may cache derived tables keyed by the tuple's identity.
    """
    try:
        return _ENTRIES[pack_id]
    except (KeyError, TypeError):
        return load_pack(pack_id).entries


def load_pack(pack_id: str) -> Pack:
    """Locate and verify ``pack_id`` once, then serve it from the cache.

    Raises :class:`PackError`; a failed pack keeps failing with the same
    reason until :func:`clear_cache`.
    """
    try:
        return _PACKS[pack_id]
    except (KeyError, TypeError):
        pass
    _check_pack_id(pack_id)
    with _LOCK:
        cached = _PACKS.get(pack_id)
        if cached is not None:
            return cached
        failure = _FAILURES.get(pack_id)
        if failure is not None:
            _reraise(failure)
        try:
            pack = _verify(pack_id, _locate(pack_id))
        except PackError as exc:
            _FAILURES[pack_id] = exc
            raise
        _PACKS[pack_id] = pack
        _ENTRIES[pack_id] = pack.entries
        return pack


def pack_roots() -> tuple[Path, ...]:
    """Directory roots searched before entry points, ``CORE_PACK_PATH`` first.

    Read once per process (until :func:`clear_cache`); relative entries are
    resolved against the working directory at that moment, and duplicates are
    dropped so the same folder is never searched twice.
    """
    roots = _RESOLVED.roots
    if roots is None:
        with _LOCK:
            raw = os.environ.get(_ENV_VAR, "")
            found: list[Path] = []
            for part in [*raw.split(os.pathsep), str(_BUILTIN_ROOT)]:
                if not part:
                    continue
                root = Path(part).expanduser().resolve()
                if root not in found:
                    found.append(root)
            roots = _RESOLVED.roots = tuple(found)
    return roots


def discover_packs() -> tuple[tuple[str, Path], ...]:
    """Every pack folder visible on the roots or entry points, sorted by id.

    A folder counts as a pack when its name is a valid pack id; the first
    root (then entry points) wins per id, matching :func:`load_pack`. Entry
    points that cannot produce a folder are left out here and reported by
    :func:`discovery_errors` instead, so nothing is dropped silently.
    """
    found: dict[str, Path] = {}
    for root in pack_roots():
        if not root.is_dir():
            continue
        for child in sorted(root.iterdir()):
            if child.name not in found and _is_pack_id(child.name) and child.is_dir():
                found[child.name] = child
    for name in sorted(_entry_point_index()):
        if name in found or not _is_pack_id(name):
            continue
        target = _entry_point_target(name)
        if isinstance(target, Path):
            found[name] = target
    return tuple(sorted(found.items()))


def discovery_errors() -> tuple[PackError, ...]:
    """Entry points that are not shadowed by a root yet yield no pack folder."""
    shadowed = {pack_id for pack_id, _ in discover_packs()}
    errors: list[PackError] = []
    for name in sorted(_entry_point_index()):
        if name in shadowed:
            continue
        if not _is_pack_id(name):
            errors.append(
                PackError(
                    "entry_point_invalid",
                    name,
                    f"entry point name in group {_ENTRY_POINT_GROUP!r} is not a valid pack id",
                )
            )
            continue
        target = _entry_point_target(name)
        if isinstance(target, PackError):
            errors.append(target)
    return tuple(errors)


# ----------------------------------------------------------------------- locating
def _is_pack_id(value: object) -> bool:
    return isinstance(value, str) and PACK_ID_PATTERN.fullmatch(value) is not None


def _check_pack_id(pack_id: object) -> None:
    if not _is_pack_id(pack_id):
        shown = pack_id if isinstance(pack_id, str) else repr(pack_id)
        raise PackError(
            "invalid_pack_id",
            shown,
            f"pack ids must be str matching {PACK_ID_PATTERN.pattern!r}; got {pack_id!r}",
        )


def _reraise(error: PackError) -> NoReturn:
    """Raise a fresh copy so cached failures do not accumulate tracebacks."""
    raise PackError(error.reason, error.pack_id, error.detail, path=error.path, line=error.line)


def _locate(pack_id: str) -> Path:
    for root in pack_roots():
        candidate = root / pack_id
        if candidate.is_dir():
            _check_inside(pack_id, candidate, root)
            return candidate
    target = _entry_point_target(pack_id)
    if isinstance(target, PackError):
        raise target
    if target is None:
        searched = ", ".join(str(root) for root in pack_roots()) or "(none)"
        raise PackError(
            "pack_not_found",
            pack_id,
            f"no folder on the pack roots [{searched}] and no {_ENTRY_POINT_GROUP!r} entry point",
        )
    return target


def _entry_point_index() -> Mapping[str, EntryPoint]:
    index = _RESOLVED.entry_points
    if index is None:
        with _LOCK:
            index = {}
            for ep in entry_points(group=_ENTRY_POINT_GROUP):
                index.setdefault(ep.name, ep)
            _RESOLVED.entry_points = index
    return index


def _entry_point_target(pack_id: str) -> Path | PackError | None:
    """The folder an entry point names, loaded at most once per process."""
    ep = _entry_point_index().get(pack_id)
    if ep is None:
        return None
    with _LOCK:
        cached = _entry_targets.get(pack_id)
        if cached is None:
            cached = _entry_targets[pack_id] = _load_entry_point(pack_id, ep)
        return cached


def _load_entry_point(pack_id: str, ep: EntryPoint) -> Path | PackError:
    try:
        obj: object = ep.load()
        if callable(obj) and not isinstance(obj, (str, os.PathLike)):
            obj = obj()
    except Exception as exc:  # third-party code: any failure is a broken entry point
        return PackError(
            "entry_point_invalid",
            pack_id,
            f"entry point {ep.value!r} failed to load: {type(exc).__name__}: {exc}",
        )
    if isinstance(obj, (str, os.PathLike)):
        return Path(os.fspath(obj))
    return PackError(
        "entry_point_invalid",
        pack_id,
        f"entry point {ep.value!r} gave {type(obj).__name__}, expected a folder path",
    )


# --------------------------------------------------------------------- verifying
_MANIFEST_REQUIRED: Final = (
    "pack_id",
    "language",
    "role",
    "script",
    "version",
    "determinism_class",
    "source_manifest",
    "provenance",
    "checksum",
)
_MANIFEST_OPTIONAL: Final = ("glosses_checksum", "eval_lanes", "domain_contract")
_ENTRY_STR_FIELDS: Final = ("entry_id", "surface", "lemma", "language", "pos")
_ENTRY_LIST_FIELDS: Final = ("semantic_domains", "morphology_tags", "provenance_ids")
_GLOSS_FIELDS: Final = frozenset({"entry_id", "gloss"})


def _check_inside(pack_id: str, path: Path, container: Path) -> None:
    """Refuse ``path`` unless it resolves inside the already-resolved ``container``."""
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError) as exc:  # a symlink loop, a vanished component
        raise PackError("unsafe_path", pack_id, f"cannot resolve: {exc}", path=path) from None
    if not resolved.is_relative_to(container):
        raise PackError(
            "unsafe_path",
            pack_id,
            f"resolves to {resolved}, outside {container}",
            path=path,
        )


def pack_copies(pack_id: str) -> tuple[tuple[Path, Pack | PackError], ...]:
    """Every copy of ``pack_id`` on the roots and entry point, in lookup order, each verified.

    The first copy is the one :func:`load_pack` serves; the others are
    shadowed by it. Nothing is cached: this is for ledgers and tools that
    must show every copy, not for the solve path.
    """
    _check_pack_id(pack_id)
    copies: list[tuple[Path, Pack | PackError]] = []
    seen: set[Path] = set()
    for root in pack_roots():
        candidate = root / pack_id
        if candidate.is_dir():
            seen.add(_resolved_or_self(candidate))
            copies.append((candidate, _verify_or_error(pack_id, candidate, root)))
    target = _entry_point_target(pack_id)
    if isinstance(target, Path) and _resolved_or_self(target) not in seen:
        copies.append((target, _verify_or_error(pack_id, target, None)))
    return tuple(copies)


def verify_pack_folder(folder: Path, *, root: Path | None = None) -> Pack:
    """Verify one pack folder, named by its pack id, without the cache.

    With ``root``, the folder must resolve inside it (the check
    :func:`load_pack` applies to each root). Raises :class:`PackError`.
    """
    pack_id = folder.name
    _check_pack_id(pack_id)
    if root is not None:
        _check_inside(pack_id, folder, _resolved_or_self(root))
    return _verify(pack_id, folder)


def _verify_or_error(pack_id: str, folder: Path, root: Path | None) -> Pack | PackError:
    try:
        if root is not None:
            _check_inside(pack_id, folder, root)
        return _verify(pack_id, folder)
    except PackError as exc:
        return exc


def _resolved_or_self(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path


def _verify(pack_id: str, directory: Path) -> Pack:
    inside = _resolved_or_self(directory)
    for name in (MANIFEST_FILE, LEXICON_FILE, GLOSSES_FILE):
        if os.path.lexists(directory / name):
            _check_inside(pack_id, directory / name, inside)
    manifest_path = directory / MANIFEST_FILE
    manifest = _parse_manifest(pack_id, manifest_path, _read(pack_id, manifest_path))
    if manifest.pack_id != pack_id or directory.name != pack_id:
        raise PackError(
            "pack_id_mismatch",
            pack_id,
            f"manifest says {manifest.pack_id!r}, folder is {directory.name!r}; "
            "both must equal the requested pack id",
            path=manifest_path,
        )

    lexicon_path = directory / LEXICON_FILE
    lexicon_bytes = _read(pack_id, lexicon_path)
    _check_digest(pack_id, lexicon_path, lexicon_bytes, manifest.checksum, "checksum_mismatch")

    glosses_path = directory / GLOSSES_FILE
    glosses: dict[str, str] = {}
    if manifest.glosses_checksum is None:
        if glosses_path.exists():
            raise PackError(
                "manifest_invalid",
                pack_id,
                f"{GLOSSES_FILE} is present but the manifest has no glosses_checksum to verify it",
                path=manifest_path,
            )
    else:
        glosses_bytes = _read(pack_id, glosses_path)
        _check_digest(
            pack_id,
            glosses_path,
            glosses_bytes,
            manifest.glosses_checksum,
            "glosses_checksum_mismatch",
        )
        glosses = _parse_glosses(pack_id, glosses_path, glosses_bytes)

    entries = _parse_lexicon(pack_id, lexicon_path, lexicon_bytes, manifest.language, glosses)
    return Pack(manifest=manifest, entries=entries, directory=directory)


def _read(pack_id: str, path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise PackError("file_missing", pack_id, "required file is missing", path=path) from None
    except OSError as exc:
        raise PackError(
            "file_missing", pack_id, f"cannot read file: {exc.strerror or exc}", path=path
        ) from None


def _check_digest(
    pack_id: str, path: Path, data: bytes, expected: str, reason: PackErrorReason
) -> None:
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected:
        raise PackError(
            reason,
            pack_id,
            f"SHA-256 is {actual}, manifest records {expected}",
            path=path,
        )


def _parse_manifest(pack_id: str, path: Path, data: bytes) -> PackManifest:
    def invalid(detail: str) -> NoReturn:
        raise PackError("manifest_invalid", pack_id, detail, path=path)

    try:
        raw: object = loads(data)
    except JSONError as exc:
        invalid(f"not valid UTF-8 JSON: {exc}")
    if not isinstance(raw, dict):
        invalid(f"expected a JSON object, got {type(raw).__name__}")
    missing = [key for key in _MANIFEST_REQUIRED if key not in raw]
    if missing:
        invalid(f"missing keys: {', '.join(missing)}")
    unknown = sorted(set(raw) - set(_MANIFEST_REQUIRED) - set(_MANIFEST_OPTIONAL))
    if unknown:
        invalid(f"unknown keys: {', '.join(unknown)}")
    for key in _MANIFEST_REQUIRED:
        if not _is_text(raw[key]):
            invalid(f"{key!r} must be a non-empty string")
    for key in ("checksum", "glosses_checksum"):
        value = raw.get(key)
        if value is not None and not (
            isinstance(value, str) and _SHA256_HEX.fullmatch(value) is not None
        ):
            invalid(f"{key!r} must be 64 lowercase hex digits")
    contract = raw.get("domain_contract")
    if contract is not None and not _is_text(contract):
        invalid("'domain_contract' must be a non-empty string or null")
    lanes = raw.get("eval_lanes", [])
    if not _is_text_list(lanes):
        invalid("'eval_lanes' must be a list of non-empty strings")
    return PackManifest(
        pack_id=raw["pack_id"],
        language=raw["language"],
        role=raw["role"],
        script=raw["script"],
        version=raw["version"],
        determinism_class=raw["determinism_class"],
        source_manifest=raw["source_manifest"],
        provenance=raw["provenance"],
        checksum=raw["checksum"],
        glosses_checksum=raw.get("glosses_checksum"),
        eval_lanes=tuple(lanes),
        domain_contract=contract,
    )


def _parse_lexicon(
    pack_id: str, path: Path, data: bytes, language: str, glosses: Mapping[str, str]
) -> tuple[LexicalEntry, ...]:
    entries: list[LexicalEntry] = []
    seen: set[str] = set()
    for line, obj in _jsonl_objects(pack_id, path, data):

        def invalid(detail: str, line: int = line) -> NoReturn:
            raise PackError("entry_invalid", pack_id, detail, path=path, line=line)

        expected = {*_ENTRY_STR_FIELDS, *_ENTRY_LIST_FIELDS}
        missing = sorted(expected - set(obj))
        if missing:
            invalid(f"missing fields: {', '.join(missing)}")
        extra = sorted(set(obj) - expected)
        if extra:
            invalid(f"unknown fields: {', '.join(extra)}")
        for key in _ENTRY_STR_FIELDS:
            if not _is_text(obj[key]):
                invalid(f"{key!r} must be a non-empty string")
        for key in _ENTRY_LIST_FIELDS:
            if not _is_text_list(obj[key]):
                invalid(f"{key!r} must be a list of non-empty strings")
        if obj["language"] != language:
            invalid(f"language {obj['language']!r} differs from the manifest's {language!r}")
        entry_id: str = obj["entry_id"]
        if entry_id in seen:
            raise PackError(
                "duplicate_entry",
                pack_id,
                f"entry id {entry_id!r} appears more than once",
                path=path,
                line=line,
            )
        seen.add(entry_id)
        entries.append(
            LexicalEntry(
                entry_id=entry_id,
                surface=obj["surface"],
                lemma=obj["lemma"],
                language=obj["language"],
                pos=obj["pos"],
                semantic_domains=tuple(obj["semantic_domains"]),
                morphology_tags=tuple(obj["morphology_tags"]),
                provenance_ids=tuple(obj["provenance_ids"]),
                gloss=glosses.get(entry_id),
            )
        )
    orphans = sorted(set(glosses) - seen)
    if orphans:
        raise PackError(
            "orphan_gloss",
            pack_id,
            f"glosses for entry ids missing from {LEXICON_FILE}: {', '.join(orphans)}",
            path=path.with_name(GLOSSES_FILE),
        )
    return tuple(entries)


def _parse_glosses(pack_id: str, path: Path, data: bytes) -> dict[str, str]:
    glosses: dict[str, str] = {}
    for line, obj in _jsonl_objects(pack_id, path, data):
        if set(obj) != _GLOSS_FIELDS or not (_is_text(obj["entry_id"]) and _is_text(obj["gloss"])):
            raise PackError(
                "entry_invalid",
                pack_id,
                "a gloss line needs exactly 'entry_id' and 'gloss', both non-empty strings",
                path=path,
                line=line,
            )
        if obj["entry_id"] in glosses:
            raise PackError(
                "duplicate_entry",
                pack_id,
                f"entry id {obj['entry_id']!r} has more than one gloss",
                path=path,
                line=line,
            )
        glosses[obj["entry_id"]] = obj["gloss"]
    return glosses


def _jsonl_objects(pack_id: str, path: Path, data: bytes) -> list[tuple[int, dict[str, Any]]]:
    """(1-based line, object) pairs from bytes already checked against the manifest.

    Lines are split on ``\\n`` only (JSON Lines), and every line, blank ones
    included, must be one strict JSON object.
    """
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    objects: list[tuple[int, dict[str, Any]]] = []
    for number, raw in enumerate(lines, start=1):
        try:
            obj = loads(raw)
        except JSONError as exc:
            raise PackError(
                "malformed_line",
                pack_id,
                f"not one JSON object: {exc.detail}",
                path=path,
                line=number,
            ) from None
        if not isinstance(obj, dict):
            raise PackError(
                "malformed_line",
                pack_id,
                f"not one JSON object: got {type(obj).__name__}",
                path=path,
                line=number,
            )
        objects.append((number, obj))
    return objects


def _is_text(value: object) -> bool:
    return isinstance(value, str) and bool(value)


def _is_text_list(value: object) -> bool:
    return isinstance(value, list) and all(_is_text(item) for item in value)
