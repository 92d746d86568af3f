#!/usr/bin/env python3
"""Checks one module's public symbols for documentation.

Usage:
  check-symbol-docs.py comments MODULE GRAPH_DIR
      Fails, listing them, on public symbols of MODULE (in MODULE.symbols.json and
      MODULE@*.symbols.json under GRAPH_DIR) that have no doc comment, or whose summary
      paragraph doesn't end with a period. Members the compiler synthesizes from other
      modules' protocol extensions (hashValue, !=, …) are skipped: their docs live there.
  check-symbol-docs.py curation MODULE DOCS_DIR
      Fails, listing them, on top-level symbols that DocC put in an automatic group
      ("Structures", "Protocols", …) on the module's page, because no Topics section in the
      catalog curates them. DOCS_DIR is the output of `docc convert`.
Silent on success.
"""

import glob
import json
import os
import sys


def own_symbol(precise, module):
  """Returns whether a symbol's declaration comes from `module`, not a synthesized copy."""
  base = precise.split("::SYNTHESIZED::")[0]
  return "::SYNTHESIZED::" not in precise or f"{len(module)}{module}" in base


def summary(doc_comment):
  lines = []
  for line in doc_comment.get("lines", []):
    text = line["text"].strip()
    if not text:
      if lines:
        break
      continue
    lines.append(text)
  return " ".join(lines)


def check_comments(module, graph_dir):
  paths = glob.glob(os.path.join(graph_dir, f"{module}.symbols.json"))
  paths += glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json"))
  if not paths:
    return [f"no symbol graph for {module} in {graph_dir}"]
  problems = []
  for path in sorted(paths):
    with open(path, encoding="utf-8") as graph_file:
      graph = json.load(graph_file)
    for symbol in graph["symbols"]:
      if symbol["accessLevel"] not in ("public", "open"):
        continue
      if not own_symbol(symbol["identifier"]["precise"], module):
        continue
      name = ".".join(symbol["pathComponents"])
      kind = symbol["kind"]["displayName"].lower()
      location = symbol.get("location", {}).get("uri", "").split("/Sources/")[-1]
      doc_comment = symbol.get("docComment")
      if doc_comment is None:
        problems.append(f"{location}: {kind} {name} has no doc comment")
        continue
      text = summary(doc_comment)
      if not text.endswith((".", ".)", ".”")):
        problems.append(f"{location}: {kind} {name}: the summary isn't a sentence: {text!r}")
  return problems


def check_curation(module, docs_dir):
  page = os.path.join(docs_dir, "data", "documentation", f"{module.lower()}.json")
  if not os.path.exists(page):
    return [f"no rendered module page at {page}"]
  with open(page, encoding="utf-8") as page_file:
    sections = json.load(page_file).get("topicSections", [])
  problems = []
  for section in sections:
    if not section.get("generated"):
      continue
    for identifier in section["identifiers"]:
      symbol = identifier.rsplit("/", 1)[-1]
      problems.append(
        f"{symbol} is uncurated (DocC lists it under '{section['title']}'); add it to a Topics "
        f"group in {module}.md or an Extensions page"
      )
  return problems


def main(arguments):
  if len(arguments) != 4 or arguments[1] not in ("comments", "curation"):
    print(__doc__.strip(), file=sys.stderr)
    return 2
  mode, module, directory = arguments[1:]
  check = check_comments if mode == "comments" else check_curation
  problems = check(module, directory)
  for problem in problems:
    print(f"check-docs: {problem}", file=sys.stderr)
  if problems:
    print(f"check-docs: {len(problems)} {mode} problem(s) in {module}", file=sys.stderr)
    return 1
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv))
