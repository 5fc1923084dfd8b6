"""The user-summaries contract's violations, in its own words, from Python's jsonschema.

``violations(bundle, instance)`` validates ``instance`` against one of the contract's bundles (``load_bundle``:
the ``schemas/bundles/*.bundle.json`` of the npm package ``user-summaries-contract``, shipped in this
distribution) with ``jsonschema.Draft202012Validator`` and returns what the TypeScript library reports: a list
of ``{"pointer": <RFC 6901 JSON pointer>, "rule": <contract rule word>}``, one per problem, in document order.
An empty list means the instance is valid.

The rule words come from the bundles' annotations (``x-rule`` on the failing node, ``x-missing`` on a
required property); ``type`` failures are ``type``, unknown keys of the strict profile ``unknown_field``.
Like the library, it keeps one violation per member and reports nothing under a member that is empty or of
the wrong type. Which keyword has which rule, which rule wins and which rules shadow are not written here:
they are read from ``rules.json`` of this package, generated from the TypeScript library
(``npm run generate``). Works with jsonschema 4.10 (Debian 12) and later; no other dependency.

Example::

    from user_summaries_contract import load_bundle, violations

    violations(load_bundle("user-summary.bundle.json"), {"date": "2024-02-30"})
    # [{'pointer': '/date', 'rule': 'date_format'}]

What it cannot see: the reversed request range (``after_or_equal``, not expressible in JSON Schema), and the
known misses listed in docs/cross-implementation.md ("Python: violations in the contract's words").
"""
import json
import re
from importlib.resources import files

_DATA = json.loads(files("user_summaries_contract").joinpath("rules.json").read_text("utf-8"))
"""The rule data generated from the TypeScript library, read as package data: found in an installed
distribution and in a zip archive alike (Dask's ``upload_file`` ships the package to workers as one)."""

# Which rule wins when several name the same member: the first (generated from src/validator/collapse.ts).
PRECEDENCE = list(_DATA["precedence"])
_RANK = {rule: rank for rank, rule in enumerate(PRECEDENCE)}

# Rules that make everything under their member moot (an empty or mistyped group has no fields to check).
SHADOWING = frozenset(_DATA["shadowing"])

# Keywords whose rule is fixed; any other failing keyword takes its node's annotation, else the fallback.
_KEYWORD_RULES = dict(_DATA["keywordRules"])
_RULE_ANNOTATION = _DATA["ruleAnnotation"]
_RULE_FALLBACK = _DATA["ruleFallback"]
_MISSING_ANNOTATION = _DATA["missingAnnotation"]
_MISSING_FALLBACK = _DATA["missingFallback"]

# Containers nested deeper than this are replaced by an empty one of the same type before validation: no
# rule of the contract looks that deep, and jsonschema would otherwise recurse into them (a RecursionError
# when it writes the message of a mistyped member holding 1,000 nested arrays).
_DEPTH_KEPT = 64


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
    return prop.get(_MISSING_ANNOTATION, _MISSING_FALLBACK) if isinstance(prop, dict) else _MISSING_FALLBACK


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
    fixed = _KEYWORD_RULES.get(keyword)
    if fixed is not None:
        if keyword in ("additionalProperties", "unevaluatedProperties"):
            # One error for all the keys refused; the library names each of them.
            return [(f"{at}/{_token(key)}", fixed) for key in _unknown_keys(error)] if error.validator_value is False else []
        return [(at, fixed)]
    rule = error.schema.get(_RULE_ANNOTATION) if isinstance(error.schema, dict) else None
    if rule == "present_without":
        key = _present_without_key(error)
        return [(f"{at}/{_token(key)}" if key is not None else at, rule)]
    return [(at, rule if isinstance(rule, str) else _RULE_FALLBACK)]


def _collapse(pairs):
    """One violation per member (by PRECEDENCE), nothing under a member that is empty or mistyped."""
    best = {}
    for pointer, rule in pairs:
        current = best.get(pointer)
        if current is None or _RANK.get(rule, 99) < _RANK.get(current, 99):
            best[pointer] = rule
    shadows = {p for p, r in best.items() if r in SHADOWING}
    kept = [(p, r) for p, r in best.items() if not (shadows and _under_any(p, shadows))]
    kept.sort(key=lambda pair: _document_order(pair[0]))
    return [{"pointer": p, "rule": r} for p, r in kept]


def _under_any(pointer, shadows):
    """Whether a proper ancestor of ``pointer`` is in ``shadows``: one look-up per ancestor, not per shadow."""
    if pointer != "" and "" in shadows:
        return True
    at = pointer.rfind("/")
    while at > 0:
        if pointer[:at] in shadows:
            return True
        at = pointer.rfind("/", 0, at)
    return False


def _shallow(instance):
    """``instance`` itself, or a copy whose containers deeper than ``_DEPTH_KEPT`` are empty ones of their type.

    Iterative: a document nested a million deep costs time in proportion to its size, never Python's stack.
    """
    stack = [(instance, 0)]
    deep = False
    while stack and not deep:
        node, depth = stack.pop()
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        for child in children:
            if isinstance(child, (dict, list)):
                if depth + 1 >= _DEPTH_KEPT:
                    deep = True
                    break
                stack.append((child, depth + 1))
    if not deep:
        return instance
    root = _empty_like(instance)
    stack = [(instance, root, 0)]
    while stack:
        node, copy, depth = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            if isinstance(child, (dict, list)):
                child_copy = _empty_like(child)
                if depth + 1 < _DEPTH_KEPT:
                    stack.append((child, child_copy, depth + 1))
            else:
                child_copy = child
            if isinstance(copy, dict):
                copy[key] = child_copy
            else:
                copy.append(child_copy)
    return root


def _empty_like(node):
    return {} if isinstance(node, dict) else []


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
    if hasattr(bundle, "iter_errors"):
        validator = bundle
    else:
        # Imported here: the Dask integration's node engine imports this package on workers without jsonschema.
        from jsonschema import Draft202012Validator

        validator = Draft202012Validator(bundle)
    pairs = []
    for error in validator.iter_errors(_shallow(instance)):
        pairs.extend(_raw(error))
    return _collapse(pairs)
