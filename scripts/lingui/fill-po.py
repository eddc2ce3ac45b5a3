#!/usr/bin/env python3
"""Fills msgstr of a Lingui PO catalogue from a JSON {english: spanish} file (a helper for
translators working in bulk; the PO stays the source of truth)."""
import json, re, sys

po_path, json_path = sys.argv[1], sys.argv[2]
translations = json.load(open(json_path, encoding='utf-8'))
text = open(po_path, encoding='utf-8').read()

def unquote(s):
    return json.loads(s)

out, missing = [], []
blocks = text.split('\n\n')
for block in blocks:
    m = re.search(r'^msgid (".*")$', block, re.M)
    if not m or unquote(m.group(1)) == '':
        out.append(block); continue
    english = unquote(m.group(1))
    if english in translations:
        block = re.sub(r'^msgstr ".*"$', 'msgstr ' + json.dumps(translations[english], ensure_ascii=False), block, flags=re.M)
    elif re.search(r'^msgstr ""$', block, re.M):
        missing.append(english)
    out.append(block)
open(po_path, 'w', encoding='utf-8').write('\n\n'.join(out))
for english in missing:
    print('missing:', english)
