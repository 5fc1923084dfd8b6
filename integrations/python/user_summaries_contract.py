"""The user-summaries contract's violations, in its own words, from Python's jsonschema.

``violations(bundle, instance)`` validates ``instance`` against one of the shipped bundles
(``schemas/bundles/*.bundle.json`` of the npm package ``user-summaries-contract``) with
``jsonschema.Draft202012Validator`` and returns what the TypeScript library reports: a list of
``{"pointer": <RFC 6901 JSON pointer>, "rule": <contract rule word>}``, one per problem, in document order.
An empty list means the instance is valid.

The rule words come from the bundles' annotations (``x-rule`` on the failing node, ``x-missing`` on a
required property); ``type`` failures are ``type``, unknown keys of the strict profile ``unknown_field``.
Like the library, it keeps one violation per member and reports nothing under a member that is empty or of
the wrong type. Works with jsonschema 4.10 (Debian 12) and later; no other dependency.

Example::

    import json
    from user_summaries_contract import violations

    with open("node_modules/user-summaries-contract/schemas/bundles/user-summary.bundle.json") as f:
        bundle = json.load(f)
    violations(bundle, {"date": "2024-02-30"})
    # [{'pointer': '/date', 'rule': 'date_format'}]

What it cannot see: the reversed request range (``after_or_equal``, not expressible in JSON Schema), and the
known misses listed in docs/cross-implementation.md ("Python: violations in the contract's words").
"""
import re

from jsonschema import Draft202012Validator

__all__ = ["violations"]

# Which rule wins when several name the same member: the first (src/validator/collapse.ts, PRECEDENCE).
PRECEDENCE = [
    "filled",
    "present_without",
    "required",
    "required_with",
    "present",
    "type",
    "envelope",
    "integer",
    "date_format",
    "in",
    "min",
    "bearer",
    "content_type",
    "unknown_field",
]
_RANK = {rule: rank for rank, rule in enumerate(PRECEDENCE)}

# Rules that make everything under their member moot (an empty or mistyped group has no fields to check).
SHADOWING = {"filled", "type", "envelope"}


def _token(part):
    return str(part).replace("~", "~0").replace("/", "~1")


def _pointer(path):
    return "".join("/" + _token(part) for part in path)


def _missing_keys(error):
    """The required keys absent from the object (jsonschema yields one error per key; the set is the same)."""
    if not isinstance(error.instance, dict):
        return []
    return [key for key in error.validator_value if key not in error.instance]


def _unknown_keys(error):
    """The keys ``additionalProperties: false`` refused: not in ``properties`` nor matched by a pattern."""
    if not isinstance(error.instance, dict):
        return []
    known = error.schema.get("properties", {})
    patterns = error.schema.get("patternProperties", {})
    if patterns:
        return [k for k in error.instance if k not in known and not any(re.search(p, k) for p in patterns)]
    return [k for k in error.instance if k not in known]


def _missing_word(schema, key):
    """The word for a missing key: its property's ``x-missing`` (``required``, ``required_with``, ``present``)."""
    prop = schema.get("properties", {}).get(key)
    return prop.get("x-missing", "required") if isinstance(prop, dict) else "required"


def _present_without_key(error):
    """A failed heat/heart pair names the first spelling (the heart one), as the library does."""
    for branch in error.validator_value:
        if isinstance(branch, dict) and branch.get("required"):
            return branch["required"][0]
    return None


def _raw(error):
    """(pointer, rule) pairs one jsonschema error stands for."""
    at = _pointer(error.absolute_path)
    keyword = error.validator
    if keyword == "required":
        return [(f"{at}/{_token(key)}", _missing_word(error.schema, key)) for key in _missing_keys(error)]
    if keyword == "type":
        return [(at, "type")]
    if keyword in ("additionalProperties", "unevaluatedProperties") and error.validator_value is False:
        return [(f"{at}/{_token(key)}", "unknown_field") for key in _unknown_keys(error)]
    rule = error.schema.get("x-rule") if isinstance(error.schema, dict) else None
    if rule == "present_without":
        key = _present_without_key(error)
        return [(f"{at}/{_token(key)}" if key is not None else at, rule)]
    return [(at, rule if isinstance(rule, str) else keyword)]


def _collapse(pairs):
    """One violation per member (by PRECEDENCE), nothing under a member that is empty or mistyped."""
    best = {}
    for pointer, rule in pairs:
        current = best.get(pointer)
        if current is None or _RANK.get(rule, 99) < _RANK.get(current, 99):
            best[pointer] = rule
    shadows = [p + "/" for p, r in best.items() if r in SHADOWING]
    kept = [(p, r) for p, r in best.items() if not any(p.startswith(s) for s in shadows)]
    kept.sort(key=lambda pair: _document_order(pair[0]))
    return [{"pointer": p, "rule": r} for p, r in kept]


def _unescape(token):
    return token.replace("~1", "/").replace("~0", "~")


_INDEX = re.compile(r"0|[1-9][0-9]*")


def _document_order(pointer):
    """Token by token, array indexes numerically (``/slots/2`` before ``/slots/10``), a member before its children."""
    key = []
    for token in (_unescape(t) for t in pointer.split("/")[1:]):
        key.append((0, int(token), "") if _INDEX.fullmatch(token) else (1, 0, token))
    return key


def violations(bundle, instance):
    """The contract violations of ``instance`` under ``bundle``: ``[{"pointer": str, "rule": str}]``.

    ``bundle`` is a parsed bundle (a dict) or a ``jsonschema`` validator built from one. Never raises on data;
    raises ``jsonschema.exceptions.SchemaError`` only for a schema that is not a 2020-12 schema.
    """
    validator = bundle if hasattr(bundle, "iter_errors") else Draft202012Validator(bundle)
    pairs = []
    for error in validator.iter_errors(instance):
        pairs.extend(_raw(error))
    return _collapse(pairs)
