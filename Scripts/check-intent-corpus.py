#!/usr/bin/env python3
"""Checks the intent definition test corpus and prints what it covers.

    Scripts/check-intent-corpus.py            # check both corpora, print the coverage summary
    Scripts/check-intent-corpus.py --quiet    # check only; print nothing on success

The valid corpus is Tests/IntentKitGeneratedTests/Definitions: `.intentdefinition` files that the
build-tool plugin compiles together into one test module, and `<lang>.lproj/<Name>.strings`
localisations of the definitions in `Base.lproj`. Each definition must

* load as a property list and be written the way Xcode writes one (XML header, Apple DOCTYPE,
  tab indentation, keys sorted, `<array/>` for empty arrays), with no key written twice and no
  entity XML doesn't define;
* follow the format of shared/reference/intentdefinition.md: known model versions, keys of the
  right types, keys of a model version only in files of that version or later, names that are
  Swift identifiers (Swift keywords only in Keywords.intentdefinition), enum and object types
  that exist, unique names, tags and enum raw values, six-character `…ID`s unique in the file,
  `…Namespace` keys equal to the file's namespace, and `${name}` placeholders that name a
  parameter (response strings: a response parameter; shortcut titles: a parameter of that
  combination; prompts and unsupported reasons: an intent parameter, `displayName` or `count`);
* generate Swift type names unique across the corpus and not declared by IntentKit or
  IntentKitTesting (the generated module imports them).

Each `.strings` file must be keyed by IDs of its definition (or `ID-ID` compounds), put a
comment before every entry, translate every string of the definition and keep its placeholders.

The malformed corpus is Tests/IntentKitGeneratorTests/Malformed with its README.md table. Every
file is in the table and the other way round; "syntax" files must not load as property lists;
"lenient" files load in Python's lenient reader but have the XML-level defect the table names, at
the line and column it gives; "semantic" files load, and the checks above find exactly one
problem in each, at the key path the table gives.

Finally every item of the corpus checklist must be covered at least once; the summary lists the
count of each. Exit status 1, with the problems listed, when anything fails.
"""

import collections
import pathlib
import plistlib
import re
import sys
import xml.parsers.expat

REPO = pathlib.Path(__file__).resolve().parent.parent
VALID = REPO / "Tests/IntentKitGeneratedTests/Definitions"
MALFORMED = REPO / "Tests/IntentKitGeneratorTests/Malformed"

MODEL_VERSIONS = ("1.0", "1.1", "1.2")
PARAMETER_TYPES = {
  "String", "Integer", "Boolean", "Decimal", "DateComponents", "Person", "Placemark", "File",
  "URL", "SpeakableString", "TimeInterval", "Object",
}
PROPERTY_TYPES = {
  "String", "SpeakableString", "Integer", "Boolean", "DateComponents", "TimeInterval",
  "CurrencyAmount", "Decimal", "URL",
  # Another custom type (with INTypePropertyObjectType), which Xcode's editor also offers.
  "Object",
}
XCODE_ONLY_TYPES = {
  "Distance", "Mass", "Volume", "Speed", "Temperature", "Energy", "PaymentMethod", "Location",
  "Date", "CurrencyAmount",
}
CATEGORIES = {
  "generic", "information", "download", "create", "share", "set", "system", "order", "start",
  "search",
}
DIALOG_TYPES = (
  "Primary", "Configuration", "Confirmation", "DisambiguationIntroduction",
  "DisambiguationSelection", "Concise",
)
NUMERIC_REASONS = (
  "negativeNumbersNotSupported", "greaterThanMaximumValue", "lessThanMinimumValue", "nonInteger",
)
METADATA_KEYS = [
  "INIntentParameterMetadata" + k
  for k in (
    "Type", "Capitalization", "DefaultValue", "DefaultValueID", "MinimumValue", "MaximumValue",
    "SupportsNegativeNumbers", "TrueDisplayName", "TrueDisplayNameID", "FalseDisplayName",
    "FalseDisplayNameID", "DateStyle", "TimeStyle", "Format", "TemplateID", "Multiline",
    "KeyboardType", "DisableAutocorrect", "DisableSmartQuotes", "DisableSmartDashes",
    "PlaceholderID", "CustomUTIs", "DefaultUnit", "MinimumUnit", "MaximumUnit",
  )
]
# IntentKit models SiriKit's payments and ride-booking intents; a System intent must customise one
# of them. The list is checked against IntentKit's sources below.
SYSTEM_INTENT_CLASSES = {
  "INSendPaymentIntent", "INRequestPaymentIntent", "INPayBillIntent", "INSearchForBillsIntent",
  "INSearchForAccountsIntent", "INTransferMoneyIntent", "INRequestRideIntent",
  "INListRideOptionsIntent", "INGetRideStatusIntent", "INCancelRideIntent",
  "INSendRideFeedbackIntent",
}
SWIFT_KEYWORDS = set("""
  associatedtype class deinit enum extension fileprivate func import init inout internal let open
  operator private precedencegroup protocol public rethrows static struct subscript typealias var
  break case catch continue default defer do else fallthrough for guard if in repeat return throw
  switch where while Any as await false is nil self Self super throws true try
""".split())
# Names the brief reserves for IntentKit's own types, plus Swift, Foundation and XCTest names the
# generated test module sees. IntentKit's and IntentKitTesting's declarations are added from source.
RESERVED_NAMES = set("""
  SendPayment RequestPayment PayBill SearchForBills SearchForAccounts TransferMoney RequestRide
  ListRideOptions GetRideStatus CancelRide SendRideFeedback Person Placemark CurrencyAmount
  SpeakableString PaymentAmount Object File Soup OrderSoup URL Date Data Decimal Locale Calendar
  TimeZone Measurement Duration UUID Error Result Never Any Type Protocol Self Task Sendable
  XCTest XCTestCase XCTestExpectation Test Suite Tag Intent IntentResponse IntentHandling
""".split())
# The brief's two exceptions: the soup-ordering file models SiriKit's OrderSoup on purpose.
RESERVED_EXCEPTIONS = {("OrderSoup.intentdefinition", "OrderSoup")}

BOOL_KEYS = {
  "INIntentConfigurable", "INIntentEligibleForWidgets", "INIntentIneligibleForSuggestions",
  "INIntentUserConfirmationRequired", "INIntentCustomizable",
  "INIntentParameterSupportsMultipleValues", "INIntentParameterSupportsResolution",
  "INIntentParameterSupportsDynamicEnumeration", "INIntentParameterSupportsSearch",
  "INIntentParameterConfigurable", "INIntentParameterCustomDisambiguation",
  "INIntentParameterFixedSizeArray", "INIntentParameterPromptDialogCustom",
  "INIntentParameterUnsupportedReasonCustom", "INIntentParameterUnsupportedReasonDefault",
  "INIntentParameterCombinationSupportsBackgroundExecution",
  "INIntentParameterCombinationIsPrimary", "INIntentParameterCombinationIsLinked",
  "INIntentParameterCombinationUpdatesLinked", "INIntentResponseCodeSuccess",
  "INIntentResponseParameterSupportsMultipleValues", "INEnumGeneratesHeader",
  "INTypePropertyDefault", "INTypePropertySupportsMultipleValues",
}
INT_KEYS = {
  "INIntentLastParameterTag", "INIntentRestrictions", "INIntentParameterTag",
  "INIntentParameterDisplayPriority", "INIntentResponseLastParameterTag",
  "INIntentResponseParameterTag", "INIntentResponseParameterDisplayPriority", "INEnumValueIndex",
  "INTypeLastPropertyTag", "INTypePropertyTag", "INTypePropertyDisplayPriority",
  "INIntentParameterArraySize",
}
# Keys that only appear from a model version on.
SINCE = {
  "INIntentDefinitionNamespace": "1.1", "INTypes": "1.1",
  "INIntentParameterDisplayName": "1.1", "INIntentParameterPromptDialogs": "1.1",
  "INIntentParameterMetadata": "1.1", "INIntentParameterSupportsResolution": "1.1",
  "INIntentConfigurable": "1.2", "INIntentEligibleForWidgets": "1.2",
  "INIntentManagedParameterCombinations": "1.2", "INIntentParameterConfigurable": "1.2",
  "INIntentParameterArraySizes": "1.2", "INIntentParameterFixedSizeArray": "1.2",
}
# Every key the format defines; anything else is an unknown key (ignored, but counted).
KNOWN_KEYS = set(BOOL_KEYS | INT_KEYS | set(SINCE) | set(METADATA_KEYS) | {
  "INIntentDefinitionModelVersion", "INIntentDefinitionToolsVersion",
  "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionSystemVersion", "INIntents",
  "INEnums", "INIntentName", "INIntentTitle", "INIntentTitleID", "INIntentDescription",
  "INIntentDescriptionID", "INIntentCategory", "INIntentVerb", "INIntentType",
  "INIntentParameters", "INIntentResponse", "INIntentParameterCombinations", "INIntentInput",
  "INIntentKeyParameter", "INIntentDefaultImageName", "INIntentClassName", "INIntentClassPrefix",
  "INIntentDomain", "INIntentParameterName", "INIntentParameterType",
  "INIntentParameterDisplayNameID", "INIntentParameterEnumType",
  "INIntentParameterEnumTypeNamespace", "INIntentParameterObjectType",
  "INIntentParameterObjectTypeNamespace", "INIntentParameterUnsupportedReasons",
  "INIntentParameterRelationship", "INIntentParameterRelationshipParentName",
  "INIntentParameterRelationshipPredicateName", "INIntentParameterRelationshipPredicateValue",
  "INIntentParameterArraySizeSizeClass", "INIntentParameterPromptDialogType",
  "INIntentParameterPromptDialogFormatString", "INIntentParameterPromptDialogFormatStringID",
  "INIntentParameterUnsupportedReasonCode", "INIntentParameterUnsupportedReasonFormatString",
  "INIntentParameterUnsupportedReasonFormatStringID", "INIntentParameterCombinationTitle",
  "INIntentParameterCombinationTitleID", "INIntentParameterCombinationSubtitle",
  "INIntentParameterCombinationSubtitleID", "INIntentResponseCodes",
  "INIntentResponseParameters", "INIntentResponseOutput", "INIntentResponseCodeName",
  "INIntentResponseCodeFormatString", "INIntentResponseCodeFormatStringID",
  "INIntentResponseCodeConciseFormatString", "INIntentResponseCodeConciseFormatStringID",
  "INIntentResponseParameterName", "INIntentResponseParameterType",
  "INIntentResponseParameterDisplayName", "INIntentResponseParameterDisplayNameID",
  "INIntentResponseParameterEnumType", "INIntentResponseParameterEnumTypeNamespace",
  "INIntentResponseParameterObjectType", "INIntentResponseParameterObjectTypeNamespace",
  "INIntentResponseParameterMetadata", "INEnumName", "INEnumType", "INEnumValues",
  "INEnumDisplayName", "INEnumDisplayNameID", "INEnumValueName", "INEnumValueDisplayName",
  "INEnumValueDisplayNameID", "INEnumValueSynonyms", "INEnumValueSynonym",
  "INEnumValueSynonymID", "INTypeName", "INTypeDisplayName", "INTypeDisplayNameID",
  "INTypeProperties", "INTypeClassName", "INTypePropertyName", "INTypePropertyType",
  "INTypePropertyDisplayName", "INTypePropertyDisplayNameID", "INTypePropertyMetadata",
  "UTI",
})
# Strings Xcode localises: each has a sibling `<key>ID`.
LOCALISED_KEYS = {
  "INIntentTitle", "INIntentDescription", "INIntentParameterDisplayName",
  "INIntentParameterPromptDialogFormatString", "INIntentParameterUnsupportedReasonFormatString",
  "INIntentParameterCombinationTitle", "INIntentParameterCombinationSubtitle",
  "INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString",
  "INIntentResponseParameterDisplayName", "INEnumDisplayName", "INEnumValueDisplayName",
  "INEnumValueSynonym", "INTypeDisplayName", "INTypePropertyDisplayName",
  "INIntentParameterMetadataTrueDisplayName", "INIntentParameterMetadataFalseDisplayName",
}
DEFAULT_PROPERTIES = [
  ("identifier", "String", False), ("displayString", "String", False),
  ("pronunciationHint", "String", False), ("alternativeSpeakableMatches", "SpeakableString", True),
]
ID_RE = re.compile(r"^[A-Za-z0-9]{6}$")
LOWER_CAMEL = re.compile(r"^[a-z][A-Za-z0-9]*$")
UPPER_CAMEL = re.compile(r"^[A-Z][A-Za-z0-9]*$")
PLACEHOLDER = re.compile(r"\$\{([^}]*)\}")
ENTITY = re.compile(rb"&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);)")


# MARK: - Facts for the coverage summary


class Coverage:
  """Counts checklist items: item -> number of occurrences, and the files they occur in."""

  def __init__(self):
    self.count = collections.Counter()
    self.files = collections.defaultdict(set)

  def add(self, item, file, n=1):
    self.count[item] += n
    self.files[item].add(file)


# MARK: - XML-level checks


def xml_problems(raw):
  """Returns [(line:column, message)] for keys written twice and entities XML doesn't define."""
  problems = []
  for match in ENTITY.finditer(raw):
    problems.append((linecol(raw, match.start()), "undefined entity"))
  parser = xml.parsers.expat.ParserCreate()
  stack = []  # per open element: (name, set of keys if a dict)
  pending = {}

  def start(name, attrs):
    pending["text"] = ""
    pending["pos"] = (parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)
    stack.append((name, set() if name == "dict" else None))

  def end(name):
    stack.pop()
    if name == "key" and stack and stack[-1][1] is not None:
      keys = stack[-1][1]
      if pending["text"] in keys:
        line, column = pending["pos"]
        problems.append((f"{line}:{column}", f"duplicate key {pending['text']}"))
      keys.add(pending["text"])

  def text(data):
    pending["text"] = pending.get("text", "") + data

  parser.StartElementHandler = start
  parser.EndElementHandler = end
  parser.CharacterDataHandler = text
  try:
    parser.Parse(raw, True)
  except xml.parsers.expat.ExpatError:
    pass
  return problems


def linecol(raw, offset):
  line = raw.count(b"\n", 0, offset) + 1
  column = offset - (raw.rfind(b"\n", 0, offset) + 1) + 1
  return f"{line}:{column}"


# MARK: - The definition checker


class Definition:
  """Checks one definition; `problems` holds (key path, message)."""

  def __init__(self, name, root, coverage=None):
    self.name = name
    self.problems = []
    self.cov = coverage or Coverage()
    self.ids = {}
    self.swift_names = []  # (generated Swift type name, where)
    self.texts = {}  # ID -> localised English text
    self.root = root
    self.version = None
    self.namespace = None
    self.check_root(root)

  # -- helpers ---------------------------------------------------------------------------------

  def problem(self, path, message):
    # One problem per place: a wrong value can fail two checks (its type and its meaning).
    if all(path != where for where, _ in self.problems):
      self.problems.append((path, message))

  def fact(self, item, n=1):
    self.cov.add(item, self.name, n)

  def typed(self, d, key, path, kind, required=False):
    """Returns d[key] if it has the right type, else None (recording a problem)."""
    if key not in d:
      if required:
        self.problem(f"{path}.{key}" if path else key, f"missing required key {key}")
      return None
    value = d[key]
    ok = {
      "str": isinstance(value, str),
      "bool": isinstance(value, bool),
      "int": isinstance(value, int) and not isinstance(value, bool),
      "dict": isinstance(value, dict),
      "array": isinstance(value, list),
    }[kind]
    if not ok:
      self.problem(f"{path}.{key}" if path else key, f"{key} must be a {kind}")
      return None
    return value

  def walk_keys(self, value, path):
    """Checks types of known keys, IDs, namespaces and version gates everywhere."""
    if isinstance(value, dict):
      for key, child in value.items():
        where = f"{path}.{key}" if path else key
        if key in BOOL_KEYS and not isinstance(child, bool):
          self.problem(where, f"{key} must be a boolean")
        if key in INT_KEYS and (not isinstance(child, int) or isinstance(child, bool)):
          self.problem(where, f"{key} must be an integer")
        if key.endswith("ID") and key != "UTI":
          if not isinstance(child, str) or not ID_RE.match(child):
            self.problem(where, f"{key} must be a six-character ID")
          elif child in self.ids:
            self.problem(where, f"ID {child} is also used at {self.ids[child]}")
          else:
            self.ids[child] = where
            text = value.get(key[:-2])
            self.texts[child] = text if isinstance(text, str) else None
        if key in LOCALISED_KEYS and key + "ID" not in value:
          self.problem(where, f"{key} has no {key}ID")
        if key.endswith("Namespace") and key != "INIntentDefinitionNamespace":
          self.fact("…Namespace reference matching the file's namespace")
          if child != self.namespace:
            self.problem(where, f"{key} {child!r} is not the file's namespace")
        since = SINCE.get(key)
        if since and self.version and self.version < since:
          self.problem(where, f"{key} needs model version {since} (file is {self.version})")
        if key.startswith("INIntentResponseProperty"):
          self.fact("stray INIntentResponseProperty… keys (ignored)")
        elif key not in KNOWN_KEYS and not (
          path.endswith("INIntentParameterCombinations")
          or path.endswith("INIntentManagedParameterCombinations")
        ):
          self.fact("unknown key (ignored)")
        if child is False:
          self.fact("explicit <false/>")
        self.walk_keys(child, where)
    elif isinstance(value, list):
      if not value:
        self.fact("empty array written <array/>")
      for i, child in enumerate(value):
        self.walk_keys(child, f"{path}[{i}]")

  def placeholders(self, text, allowed, where, what):
    for name in PLACEHOLDER.findall(text or ""):
      if name not in allowed:
        self.problem(where, f"placeholder ${{{name}}} names no {what}")
      else:
        self.fact("${…} placeholder")
        if name in ("displayName", "count"):
          self.fact(f"${{{name}}} placeholder")

  def identifier(self, name, where, what):
    if not isinstance(name, str) or not LOWER_CAMEL.match(name):
      self.problem(where, f"{what} {name!r} is not a lowerCamel ASCII Swift identifier")
      return False
    if name in SWIFT_KEYWORDS:
      if self.name != "Keywords.intentdefinition":
        self.problem(where, f"{what} {name!r} is a Swift keyword (only Keywords.intentdefinition)")
      else:
        self.fact(f"Swift keyword as {what} name")
    return True

  def unique(self, names, where_of, what):
    seen = {}
    for i, name in enumerate(names):
      if name is None:
        continue
      if name in seen:
        self.problem(where_of(i), f"{what} {name!r} is used twice ({seen[name]} and {i})")
      else:
        seen[name] = i

  # -- root ------------------------------------------------------------------------------------

  def check_root(self, root):
    if not isinstance(root, dict):
      self.problem("(root)", "the root must be a dictionary")
      return
    version = self.typed(root, "INIntentDefinitionModelVersion", "", "str", required=True)
    if version is not None and version not in MODEL_VERSIONS:
      self.problem("INIntentDefinitionModelVersion", f"unsupported model version {version!r}")
      version = None
    self.version = version
    if version:
      self.fact(f"model version {version}")
    self.namespace = self.typed(root, "INIntentDefinitionNamespace", "", "str")
    if self.namespace is not None:
      if not ID_RE.match(self.namespace):
        self.problem("INIntentDefinitionNamespace", "the namespace must be six characters")
    elif version and version >= "1.1":
      self.problem("INIntentDefinitionNamespace", "model 1.1 and later files have a namespace")
    for key in (
      "INIntentDefinitionModelVersion", "INIntentDefinitionToolsVersion",
      "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionSystemVersion",
      "INIntentDefinitionNamespace", "INIntents", "INEnums", "INTypes",
    ):
      if key in root:
        self.fact(f"top-level key {key}")
    self.typed(root, "INIntentDefinitionToolsVersion", "", "str", required=True)
    self.walk_keys(root, "")
    enums = self.typed(root, "INEnums", "", "array", required=True) or []
    types = self.typed(root, "INTypes", "", "array") or []
    self.enums = self.check_enums(enums)
    self.types = self.check_types(types)
    intents = self.typed(root, "INIntents", "", "array", required=True)
    if intents is None:
      return
    if not intents:
      self.fact("empty INIntents")
    names = []
    for i, intent in enumerate(intents):
      names.append(self.check_intent(intent, f"INIntents[{i}]"))
    self.unique(names, lambda i: f"INIntents[{i}].INIntentName", "intent name")

  # -- enums and types -------------------------------------------------------------------------

  def check_enums(self, enums):
    out = {}
    names = []
    for i, enum in enumerate(enums):
      path = f"INEnums[{i}]"
      if not isinstance(enum, dict):
        self.problem(path, "an enum must be a dictionary")
        names.append(None)
        continue
      name = self.typed(enum, "INEnumName", path, "str", required=True)
      names.append(name)
      if name is not None and not UPPER_CAMEL.match(name):
        self.problem(f"{path}.INEnumName", f"enum name {name!r} is not an UpperCamel identifier")
      if enum.get("INEnumType") == "Regular":
        self.fact("INEnumType Regular")
      if enum.get("INEnumGeneratesHeader") is True:
        self.fact("INEnumGeneratesHeader")
      if "INEnumDisplayNameID" in enum:
        self.fact("enum display name + ID")
      values = self.typed(enum, "INEnumValues", path, "array", required=True) or []
      cases, raws = [], []
      for j, value in enumerate(values):
        vpath = f"{path}.INEnumValues[{j}]"
        case = self.typed(value, "INEnumValueName", vpath, "str", required=True)
        if case is not None:
          self.identifier(case, f"{vpath}.INEnumValueName", "enum case")
        cases.append(case)
        if "INEnumValueIndex" in value:
          raws.append(self.typed(value, "INEnumValueIndex", vpath, "int"))
        else:
          raws.append(0)
        if "INEnumValueDisplayNameID" in value:
          self.fact("enum value display name + ID")
        if value.get("INEnumValueSynonyms"):
          self.fact("enum value synonyms")
      self.unique(cases, lambda j: f"{path}.INEnumValues[{j}].INEnumValueName", "enum case")
      self.unique(raws, lambda j: f"{path}.INEnumValues[{j}].INEnumValueIndex", "enum index")
      if values and isinstance(values[0], dict) and "INEnumValueIndex" not in values[0]:
        if cases[0] == "unknown":
          indices = [r for r in raws[1:] if isinstance(r, int)]
          self.fact("enum: unknown without index, then indexed cases")
          if indices and indices != list(range(1, len(indices) + 1)):
            self.fact("enum: unknown first, indices with a gap")
        else:
          self.fact("enum: first case a real case without index")
      if name:
        out[name] = cases
        self.swift_names += [(name, path), (name + "ResolutionResult", path)]
    self.unique(names, lambda i: f"INEnums[{i}].INEnumName", "enum name")
    return out

  def check_types(self, types):
    out = {}
    names = []
    for i, type_ in enumerate(types):
      path = f"INTypes[{i}]"
      name = self.typed(type_, "INTypeName", path, "str", required=True)
      names.append(name)
      if name is not None and not UPPER_CAMEL.match(name):
        self.problem(f"{path}.INTypeName", f"type name {name!r} is not an UpperCamel identifier")
      if "INTypeClassName" in type_:
        self.fact("INTypeClassName")
      if "INTypeLastPropertyTag" in type_:
        self.fact("INTypeLastPropertyTag")
      props = self.typed(type_, "INTypeProperties", path, "array", required=True) or []
      pnames, tags = [], []
      for j, prop in enumerate(props):
        ppath = f"{path}.INTypeProperties[{j}]"
        pname = self.typed(prop, "INTypePropertyName", ppath, "str", required=True)
        ptype = self.typed(prop, "INTypePropertyType", ppath, "str", required=True)
        tag = self.typed(prop, "INTypePropertyTag", ppath, "int", required=True)
        pnames.append(pname)
        tags.append(tag)
        multiple = prop.get("INTypePropertySupportsMultipleValues") is True
        if j < 4:
          expected = DEFAULT_PROPERTIES[j]
          if (pname, ptype, multiple) != expected or tag != j + 1 or not prop.get(
            "INTypePropertyDefault"
          ):
            self.problem(ppath, f"built-in property {j + 1} must be {expected[0]} (tag {j + 1})")
          continue
        if prop.get("INTypePropertyDefault"):
          self.problem(ppath, "only the four built-in properties are INTypePropertyDefault")
        if pname is not None:
          self.identifier(pname, f"{ppath}.INTypePropertyName", "type property")
        if ptype not in PROPERTY_TYPES:
          self.problem(f"{ppath}.INTypePropertyType", f"unknown property type {ptype!r}")
        else:
          self.fact(f"type property of type {ptype}")
          if multiple:
            self.fact(f"type property of type {ptype}, multiple values")
        if isinstance(tag, int):
          if tag < 5:
            self.problem(f"{ppath}.INTypePropertyTag", "user properties have tags from 5")
          self.fact("type property tags from 100" if tag >= 100 else "type property tags 5…99")
        if "INTypePropertyMetadata" in prop:
          self.fact("type property metadata")
      if len(props) >= 4:
        self.fact("custom type with the four built-in properties")
      self.unique(pnames, lambda j: f"{path}.INTypeProperties[{j}].INTypePropertyName", "property")
      self.unique(tags, lambda j: f"{path}.INTypeProperties[{j}].INTypePropertyTag", "tag")
      last = type_.get("INTypeLastPropertyTag")
      if isinstance(last, int) and any(isinstance(t, int) and t > last for t in tags):
        self.problem(f"{path}.INTypeLastPropertyTag", "a property tag exceeds the last tag")
      if name:
        out[name] = pnames
        self.swift_names += [(name, path), (name + "ResolutionResult", path)]
    self.unique(names, lambda i: f"INTypes[{i}].INTypeName", "type name")
    return out

  # -- intents ---------------------------------------------------------------------------------

  def check_intent(self, intent, path):
    if not isinstance(intent, dict):
      self.problem(path, "an intent must be a dictionary")
      return None
    name = self.typed(intent, "INIntentName", path, "str", required=True)
    if name is not None and not UPPER_CAMEL.match(name):
      self.problem(f"{path}.INIntentName", f"intent name {name!r} is not an UpperCamel identifier")
      name = None
    kind = self.typed(intent, "INIntentType", path, "str", required=True)
    if kind not in ("Custom", "System"):
      self.problem(f"{path}.INIntentType", f"unknown intent type {kind!r}")
    self.fact(f"INIntentType {kind}")
    for key in sorted(intent):
      if key.startswith("INIntent") and key in KNOWN_KEYS:
        self.fact(f"intent key {key}")
    if "INIntentDescriptionID" in intent:
      self.fact(
        "description with text" if "INIntentDescription" in intent else "description ID, no text"
      )
    category = intent.get("INIntentCategory")
    if category not in CATEGORIES:
      self.problem(f"{path}.INIntentCategory", f"unknown category {category!r}")
    else:
      self.fact(f"category {category}")
    if "INIntentVerb" in intent:
      self.fact(f"verb {intent['INIntentVerb']}")
    if "INIntentUserConfirmationRequired" in intent:
      confirm = intent["INIntentUserConfirmationRequired"]
      self.fact(f"userConfirmationRequired {str(confirm).lower()}")
    if isinstance(intent.get("INIntentRestrictions"), int):
      self.fact(f"restrictions {intent['INIntentRestrictions']}")

    if kind == "System":
      cls = intent.get("INIntentClassName")
      if cls not in SYSTEM_INTENT_CLASSES:
        self.problem(f"{path}.INIntentClassName", f"IntentKit doesn't model {cls!r}")
      for key in ("INIntentResponse", "INIntentVerb"):
        if key in intent:
          self.problem(f"{path}.{key}", f"system intents have no {key}")
      return name
    if "INIntentParameters" not in intent:
      self.fact("custom intent without INIntentParameters")

    params = self.typed(intent, "INIntentParameters", path, "array")
    params_ok = params is not None or "INIntentParameters" not in intent
    params = params or []
    pnames, tags, pinfo = [], [], {}
    for i, param in enumerate(params):
      ppath = f"{path}.INIntentParameters[{i}]"
      pname, info = self.check_parameter(param, ppath)
      pnames.append(pname)
      tags.append(param.get("INIntentParameterTag") if isinstance(param, dict) else None)
      if pname is not None:
        pinfo[pname] = info
    self.unique(pnames, lambda i: f"{path}.INIntentParameters[{i}].INIntentParameterName",
                "parameter name")
    self.unique(tags, lambda i: f"{path}.INIntentParameters[{i}].INIntentParameterTag", "tag")
    last = intent.get("INIntentLastParameterTag")
    if params and isinstance(last, int) and any(isinstance(t, int) and t > last for t in tags):
      self.problem(f"{path}.INIntentLastParameterTag", "a parameter tag exceeds the last tag")

    if params_ok:
      names = set(pinfo)
      for i, param in enumerate(params):
        self.check_parameter_text(param, f"{path}.INIntentParameters[{i}]", names, pinfo)
      for key in ("INIntentInput", "INIntentKeyParameter"):
        if key in intent and intent[key] not in names:
          self.problem(f"{path}.{key}", f"{key} {intent[key]!r} names no parameter")
      for key in ("INIntentParameterCombinations", "INIntentManagedParameterCombinations"):
        combos = self.typed(intent, key, path, "dict") or {}
        for combo, value in combos.items():
          cpath = f"{path}.{key}.{combo}"
          members = combo.split(",")
          if any(m not in names for m in members):
            self.problem(cpath, f"combination {combo!r} names an unknown parameter")
          for tkey in ("INIntentParameterCombinationTitle", "INIntentParameterCombinationSubtitle"):
            self.placeholders(value.get(tkey), set(members), f"{cpath}.{tkey}",
                              "parameter of the combination")
          for flag in ("SupportsBackgroundExecution", "IsPrimary", "IsLinked", "UpdatesLinked"):
            if f"INIntentParameterCombination{flag}" in value:
              self.fact(f"combination {flag}")
          if "INIntentParameterCombinationSubtitleID" in value:
            self.fact("combination subtitle + ID")

    if name:
      self.swift_names += [
        (name + suffix, path)
        for suffix in ("Intent", "IntentResponse", "IntentHandling", "IntentResponseCode")
      ]
      for pname, info in pinfo.items():
        if info["reasons"]:
          base = name + pname[0].upper() + pname[1:]
          self.swift_names += [(base + "ResolutionResult", path),
                               (base + "UnsupportedReason", path)]
    response = self.typed(intent, "INIntentResponse", path, "dict", required=True)
    if response is not None:
      self.check_response(response, f"{path}.INIntentResponse")
    return name

  def check_parameter(self, param, path):
    info = {"enum": None, "reasons": False}
    if not isinstance(param, dict):
      self.problem(path, "a parameter must be a dictionary")
      return None, info
    name = self.typed(param, "INIntentParameterName", path, "str", required=True)
    if name is not None and not self.identifier(name, f"{path}.INIntentParameterName", "parameter"):
      name = None
    type_ = self.typed(param, "INIntentParameterType", path, "str", required=True)
    self.typed(param, "INIntentParameterTag", path, "int", required=True)
    for key in sorted(param):
      if key in KNOWN_KEYS:
        self.fact(f"parameter key {key}")
    multiple = param.get("INIntentParameterSupportsMultipleValues") is True
    label = None
    if type_ is None:
      pass
    elif type_ not in PARAMETER_TYPES:
      if type_ in XCODE_ONLY_TYPES:
        self.problem(f"{path}.INIntentParameterType",
                     f"type {type_!r} is offered by Xcode but not supported")
      else:
        self.problem(f"{path}.INIntentParameterType", f"unknown parameter type {type_!r}")
    elif type_ == "Integer" and "INIntentParameterEnumType" in param:
      enum = param["INIntentParameterEnumType"]
      if enum not in self.enums:
        self.problem(f"{path}.INIntentParameterEnumType", f"enum {enum!r} is not in INEnums")
      info["enum"] = enum
      label = "enum (Integer + EnumType)"
    elif type_ == "Object":
      if "INIntentParameterObjectType" in param:
        obj = param["INIntentParameterObjectType"]
        if obj not in self.types:
          self.problem(f"{path}.INIntentParameterObjectType", f"type {obj!r} is not in INTypes")
        label = "Object + ObjectType"
      else:
        label = "Object without ObjectType"
    else:
      label = "Integer (plain)" if type_ == "Integer" else type_
    if label:
      self.fact(f"parameter type {label}")
      if multiple:
        self.fact(f"parameter type {label}, multiple values")
    if "INIntentParameterEnumType" in param and type_ != "Integer":
      self.problem(f"{path}.INIntentParameterEnumType", "enum parameters have type Integer")
    if "INIntentParameterObjectType" in param and type_ != "Object":
      self.problem(f"{path}.INIntentParameterObjectType", "object parameters have type Object")
    resolution = param.get("INIntentParameterSupportsResolution")
    self.fact({True: "SupportsResolution true", False: "SupportsResolution false (explicit)",
               None: "SupportsResolution absent"}[resolution])
    metadata = param.get("INIntentParameterMetadata") or {}
    for key in metadata:
      if key in METADATA_KEYS:
        self.fact(f"metadata {key}")
    if metadata.get("INIntentParameterMetadataSupportsNegativeNumbers") == "YES":
      self.fact('metadata SupportsNegativeNumbers as the string "YES"')
    for utis in metadata.get("INIntentParameterMetadataCustomUTIs") or []:
      if isinstance(utis, dict) and "UTI" in utis:
        self.fact("metadata CustomUTIs {UTI: …}")
    relation = param.get("INIntentParameterRelationship")
    if isinstance(relation, dict):
      predicate = relation.get("INIntentParameterRelationshipPredicateName")
      if "INIntentParameterRelationshipParentName" not in relation:
        self.fact("relationship without parent name")
      elif predicate == "HasAnyValue":
        self.fact("relationship HasAnyValue with parent")
      elif predicate == "EnumHasExactValue":
        self.fact("relationship EnumHasExactValue with predicate value")
    for dialog in param.get("INIntentParameterPromptDialogs") or []:
      kind = dialog.get("INIntentParameterPromptDialogType")
      if kind not in DIALOG_TYPES:
        self.problem(path, f"unknown prompt dialog type {kind!r}")
      self.fact(f"prompt dialog {kind}")
      if dialog.get("INIntentParameterPromptDialogCustom") is True:
        self.fact("prompt Custom=true with format string"
                  if "INIntentParameterPromptDialogFormatString" in dialog
                  else "prompt Custom=true without format string")
    for reason in param.get("INIntentParameterUnsupportedReasons") or []:
      info["reasons"] = True
      code = reason.get("INIntentParameterUnsupportedReasonCode")
      if not isinstance(code, str):
        self.problem(path, "an unsupported reason has no code")
        continue
      self.identifier(code, path, "unsupported reason")
      if reason.get("INIntentParameterUnsupportedReasonDefault"):
        if code in NUMERIC_REASONS:
          self.fact(f"unsupported {code} (Default)")
      if reason.get("INIntentParameterUnsupportedReasonCustom"):
        self.fact("unsupported custom code (Custom)")
        if code == "notEnoughInStock":
          self.fact("unsupported notEnoughInStock")
      if code == "required" and type_ in ("String", "URL", "File"):
        self.fact(f"unsupported required on {type_}")
    if isinstance(param.get("INIntentParameterArraySizes"), list):
      for size in param["INIntentParameterArraySizes"]:
        self.fact(f"array size {size.get('INIntentParameterArraySizeSizeClass')}")
    return name, info

  def check_parameter_text(self, param, path, names, pinfo):
    """Placeholders and relationships: needs every parameter of the intent."""
    if not isinstance(param, dict):
      return
    allowed = names | {"displayName", "count"}
    for j, dialog in enumerate(param.get("INIntentParameterPromptDialogs") or []):
      key = "INIntentParameterPromptDialogFormatString"
      self.placeholders(dialog.get(key), allowed,
                        f"{path}.INIntentParameterPromptDialogs[{j}].{key}", "intent parameter")
    for j, reason in enumerate(param.get("INIntentParameterUnsupportedReasons") or []):
      key = "INIntentParameterUnsupportedReasonFormatString"
      self.placeholders(reason.get(key), allowed,
                        f"{path}.INIntentParameterUnsupportedReasons[{j}].{key}",
                        "intent parameter")
    relation = param.get("INIntentParameterRelationship")
    if isinstance(relation, dict) and "INIntentParameterRelationshipParentName" in relation:
      parent = relation["INIntentParameterRelationshipParentName"]
      rpath = f"{path}.INIntentParameterRelationship"
      if parent not in names:
        self.problem(rpath, f"relationship parent {parent!r} names no parameter")
      elif relation.get("INIntentParameterRelationshipPredicateName") == "EnumHasExactValue":
        enum = pinfo[parent]["enum"]
        value = relation.get("INIntentParameterRelationshipPredicateValue")
        if enum is None or value not in self.enums.get(enum, []):
          self.problem(rpath, f"predicate value {value!r} is no case of the parent's enum")

  def check_response(self, response, path):
    for key in response:
      if key in KNOWN_KEYS:
        self.fact(f"response key {key}")
    params = self.typed(response, "INIntentResponseParameters", path, "array") or []
    names, tags = [], []
    for i, param in enumerate(params):
      ppath = f"{path}.INIntentResponseParameters[{i}]"
      name = self.typed(param, "INIntentResponseParameterName", ppath, "str", required=True)
      if name is not None and not self.identifier(
        name, f"{ppath}.INIntentResponseParameterName", "response parameter"
      ):
        name = None
      names.append(name)
      tags.append(param.get("INIntentResponseParameterTag"))
      type_ = self.typed(param, "INIntentResponseParameterType", ppath, "str", required=True)
      if type_ not in PARAMETER_TYPES:
        self.problem(f"{ppath}.INIntentResponseParameterType", f"unknown type {type_!r}")
        continue
      label = type_
      if "INIntentResponseParameterEnumType" in param:
        label = "enum"
        if param["INIntentResponseParameterEnumType"] not in self.enums:
          self.problem(f"{ppath}.INIntentResponseParameterEnumType", "enum is not in INEnums")
      elif "INIntentResponseParameterObjectType" in param:
        label = "custom type"
        if param["INIntentResponseParameterObjectType"] not in self.types:
          self.problem(f"{ppath}.INIntentResponseParameterObjectType", "type is not in INTypes")
      self.fact(f"response parameter of type {label}")
      if param.get("INIntentResponseParameterSupportsMultipleValues"):
        self.fact("response parameter with multiple values")
      if "INIntentResponseParameterMetadata" in param:
        self.fact("response parameter metadata")
    self.unique(names, lambda i: f"{path}.INIntentResponseParameters[{i}]"
                ".INIntentResponseParameterName", "response parameter")
    self.unique(tags, lambda i: f"{path}.INIntentResponseParameters[{i}]"
                ".INIntentResponseParameterTag", "response tag")
    output = response.get("INIntentResponseOutput")
    if output is not None and output not in names:
      self.problem(f"{path}.INIntentResponseOutput", f"output {output!r} names no parameter")
    codes = self.typed(response, "INIntentResponseCodes", path, "array", required=True) or []
    cnames = []
    for i, code in enumerate(codes):
      cpath = f"{path}.INIntentResponseCodes[{i}]"
      name = self.typed(code, "INIntentResponseCodeName", cpath, "str", required=True)
      if name is not None and not self.identifier(
        name, f"{cpath}.INIntentResponseCodeName", "response code"
      ):
        name = None
      cnames.append(name)
      success = code.get("INIntentResponseCodeSuccess") is True
      if name in ("success", "failure"):
        if success != (name == "success"):
          self.problem(cpath, f"code {name} must {'' if name == 'success' else 'not '}succeed")
        self.fact(f"response code {name}")
      elif name:
        prefix = "success" if success else "failure"
        self.fact(f"custom {prefix} code, name "
                  + ("starting with " if name.startswith(prefix) else "not starting with ")
                  + prefix)
      for key in ("INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString"):
        if key in code:
          self.fact(f"{key} + ID")
          self.placeholders(code[key], set(n for n in names if n), f"{cpath}.{key}",
                            "response parameter")
    self.unique(cnames, lambda i: f"{path}.INIntentResponseCodes[{i}].INIntentResponseCodeName",
                "response code")
    for required in ("success", "failure"):
      if required not in cnames:
        self.problem(f"{path}.INIntentResponseCodes", f"no {required} code")


# MARK: - Strings files


STRINGS_TOKEN = re.compile(
  r'\s*(?:/\*(?P<comment>.*?)\*/'
  r'|"(?P<key>(?:[^"\\]|\\.)*)"\s*=\s*"(?P<value>(?:[^"\\]|\\.)*)"\s*;)',
  re.S,
)


def read_strings(path):
  """Returns (encoding, [(comment or None, key, value)]) or raises ValueError."""
  raw = path.read_bytes()
  if raw.startswith(b"\xff\xfe"):
    encoding, text = "UTF-16LE with BOM", raw[2:].decode("utf-16-le")
  elif raw.startswith(b"\xfe\xff"):
    encoding, text = "UTF-16BE with BOM", raw[2:].decode("utf-16-be")
  else:
    encoding, text = "UTF-8", raw.decode("utf-8")
  entries, comment, pos = [], None, 0
  while text[pos:].strip():
    match = STRINGS_TOKEN.match(text, pos)
    if not match:
      raise ValueError(f"cannot parse {path.name} at offset {pos}")
    pos = match.end()
    if match.group("comment") is not None:
      comment = match.group("comment").strip()
    else:
      unescape = lambda s: re.sub(r"\\(.)", lambda m: {"n": "\n"}.get(m.group(1), m.group(1)), s)
      entries.append((comment, unescape(match.group("key")), unescape(match.group("value"))))
      comment = None
  return encoding, entries


def check_strings(definitions, problems, coverage):
  for path in sorted(VALID.rglob("*.strings")):
    rel = path.relative_to(VALID).as_posix()
    lang = path.parent.name.removesuffix(".lproj")
    base = f"Base.lproj/{path.stem}.intentdefinition"
    definition = definitions.get(base)
    if definition is None:
      problems.append((rel, "", f"no {base} next to it"))
      continue
    try:
      encoding, entries = read_strings(path)
    except (ValueError, UnicodeDecodeError) as error:
      problems.append((rel, "", str(error)))
      continue
    coverage.add(f".strings in {encoding}", rel)
    coverage.add(f"localisation: {lang}.lproj", rel)
    texts = {i: t for i, t in definition.texts.items() if t is not None}
    seen = set()
    for comment, key, value in entries:
      if comment is None:
        problems.append((rel, key, "no /* comment */ before the entry"))
      else:
        coverage.add(".strings entry with a comment", rel)
      parts = key.split("-")
      if any(p not in definition.ids for p in parts) or len(parts) > 2:
        problems.append((rel, key, "key is not an ID (or ID-ID) of the definition"))
        continue
      if len(parts) == 2:
        coverage.add(".strings compound ID-ID key", rel)
        source = texts.get(parts[0], "")
        if not set(PLACEHOLDER.findall(value)) <= set(PLACEHOLDER.findall(source)):
          problems.append((rel, key, "placeholders differ from the base string"))
        continue
      seen.add(key)
      if key in texts and sorted(PLACEHOLDER.findall(value)) != sorted(
        PLACEHOLDER.findall(texts[key])
      ):
        problems.append((rel, key, "placeholders differ from the base string"))
      if PLACEHOLDER.search(value):
        coverage.add(".strings value with ${…} placeholders", rel)
      if lang == "ja" and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", value):
        problems.append((rel, key, "the Japanese translation has no Japanese text"))
    for missing in sorted(set(texts) - seen):
      problems.append((rel, missing, f"no translation of {texts[missing]!r}"))


# MARK: - Swift names across the corpus


def declared_swift_types():
  names = set()
  decl = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|"
                    r"indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)")
  for module in ("IntentKit", "IntentKitTesting"):
    for source in (REPO / "Sources" / module).rglob("*.swift"):
      for line in source.read_text(encoding="utf-8").splitlines():
        match = decl.match(line)
        if match:
          names.add(match.group(1))
  return names


# MARK: - Main


def check_valid(problems, coverage):
  definitions = {}
  for path in sorted(VALID.rglob("*.intentdefinition")):
    rel = path.relative_to(VALID).as_posix()
    # A copy in a language folder is Xcode's localized variant of the Base.lproj definition,
    # which the generator uses instead: it only has to load.
    if path.parent.suffix == ".lproj" and path.parent.name != "Base.lproj" \
        and (path.parent.parent / "Base.lproj" / path.name).exists():
      plistlib.loads(path.read_bytes())
      continue
    raw = path.read_bytes()
    try:
      root = plistlib.loads(raw)
    except Exception as error:  # noqa: BLE001 - any load failure is the finding
      problems.append((rel, "", f"does not load as a property list: {error}"))
      continue
    if plistlib.dumps(root, sort_keys=True) != raw:
      problems.append((rel, "", "not written as Xcode writes property lists "
                       "(header, DOCTYPE, tabs, sorted keys, <array/>)"))
    for where, message in xml_problems(raw):
      problems.append((rel, where, message))
    definition = Definition(path.name, root, coverage)
    definitions[rel] = definition
    for where, message in definition.problems:
      problems.append((rel, where, message))
    coverage.add("definition file", rel)
    if rel.startswith("Base.lproj/"):
      coverage.add("definition in Base.lproj", rel)

  reserved = RESERVED_NAMES | declared_swift_types()
  owners = {}
  for rel, definition in definitions.items():
    for name, where in definition.swift_names:
      base = next((name[: -len(s)] for s in ("Intent", "IntentResponse", "IntentHandling",
                                              "IntentResponseCode") if name.endswith(s)), name)
      exempt = (pathlib.PurePath(rel).name, base) in RESERVED_EXCEPTIONS
      if (name in reserved or base in RESERVED_NAMES) and not exempt:
        problems.append((rel, where, f"generated Swift name {name} clashes with IntentKit/Swift"))
      if name in owners:
        problems.append((rel, where, f"generated Swift name {name} also comes from {owners[name]}"))
      owners[name] = f"{rel} {where}"
  check_strings(definitions, problems, coverage)
  check_domain_files(definitions, problems)
  return definitions


def check_domain_files(definitions, problems):
  """The two files tests run through a dispatcher and a conversation keep their shape."""
  def intent(rel, name):
    definition = definitions.get(rel)
    for item in (definition.root.get("INIntents", []) if definition else []):
      if item.get("INIntentName") == name:
        return definition, item
    problems.append((rel, "", f"intent {name} is missing"))
    return None, None

  definition, soup = intent("Base.lproj/OrderSoup.intentdefinition", "OrderSoup")
  if soup:
    params = {p["INIntentParameterName"]: p for p in soup["INIntentParameters"]}
    enum = next(e for e in definition.root["INEnums"] if e["INEnumName"] == "SoupFlavor")
    expected = [("unknown", None), ("tomatoBisque", 1), ("clamChowder", 2), ("chickenNoodle", 3)]
    actual = [(v["INEnumValueName"], v.get("INEnumValueIndex")) for v in enum["INEnumValues"]]
    quantity = params.get("quantity", {})
    reasons = [r["INIntentParameterUnsupportedReasonCode"]
               for r in quantity.get("INIntentParameterUnsupportedReasons", [])]
    metadata = quantity.get("INIntentParameterMetadata", {})
    codes = [c["INIntentResponseCodeName"]
             for c in soup["INIntentResponse"]["INIntentResponseCodes"]]
    rparams = [p["INIntentResponseParameterName"]
               for p in soup["INIntentResponse"]["INIntentResponseParameters"]]
    checks = [
      (soup["INIntentCategory"] == "order" and soup.get("INIntentVerb") == "Order", "order/Order"),
      (params.get("soup", {}).get("INIntentParameterEnumType") == "SoupFlavor", "soup: SoupFlavor"),
      (actual == expected, "SoupFlavor cases"),
      (metadata.get("INIntentParameterMetadataMinimumValue") == 1
       and metadata.get("INIntentParameterMetadataMaximumValue") == 100, "quantity 1…100"),
      (reasons[:2] == ["negativeNumbersNotSupported", "greaterThanMaximumValue"],
       "quantity reasons"),
      (params.get("toppings", {}).get("INIntentParameterSupportsMultipleValues") is True,
       "toppings: multiple String"),
      ({"success", "failure", "failureStoreClosed", "failureOutOfStock"} <= set(codes), "codes"),
      ({"waitTime", "orderNumber"} <= set(rparams), "waitTime, orderNumber"),
    ]
    for ok, what in checks:
      if not ok:
        problems.append(("Base.lproj/OrderSoup.intentdefinition", "", f"OrderSoup: {what}"))
  _, money = intent("MoneyTransfer.intentdefinition", "MoneyTransfer")
  if money:
    codes = [c["INIntentResponseCodeName"]
             for c in money["INIntentResponse"]["INIntentResponseCodes"]]
    params = [p["INIntentParameterName"] for p in money["INIntentParameters"]]
    if codes != ["success", "failure", "failureInsufficientFunds"] or params != [
      "fromAccount", "toAccount", "amount"
    ]:
      problems.append(("MoneyTransfer.intentdefinition", "", "MoneyTransfer's shape changed"))


def check_malformed(problems, coverage):
  readme = (MALFORMED / "README.md").read_text(encoding="utf-8")
  rows = {}
  for line in readme.splitlines():
    match = re.match(r"^\| `([^`]+\.intentdefinition)` \| `([^`]+)` \| (\w+) \|", line)
    if match:
      rows[match.group(1)] = (match.group(2), match.group(3))
  files = {p.name for p in MALFORMED.glob("*.intentdefinition")}
  for name in sorted(files - set(rows)):
    problems.append(("Malformed/" + name, "", "not in README.md"))
  for name in sorted(set(rows) - files):
    problems.append(("Malformed/README.md", name, "row for a file that doesn't exist"))
  for name in sorted(files & set(rows)):
    where, kind = rows[name]
    rel = "Malformed/" + name
    raw = (MALFORMED / name).read_bytes()
    coverage.add(f"malformed: {kind}", rel)
    try:
      root = plistlib.loads(raw)
      loads = True
    except Exception:  # noqa: BLE001
      loads = False
    if kind == "syntax":
      if loads:
        problems.append((rel, where, "a syntax defect, but the file loads as a property list"))
      line, _, column = where.partition(":")
      if not (line.isdigit() and column.isdigit()) or int(line) > raw.count(b"\n") + 1:
        problems.append((rel, where, "a syntax defect needs a line:column inside the file"))
      continue
    if not loads:
      problems.append((rel, where, f"a {kind} defect, but the file doesn't load"))
      continue
    if kind == "lenient":
      found = [w for w, _ in xml_problems(raw)]
      if found != [where]:
        problems.append((rel, where, f"expected one XML-level defect there; found {found}"))
      continue
    found = [w for w, _ in Definition(name, root).problems]
    if found != [where]:
      problems.append((rel, where, f"expected exactly one problem there; found {found}"))


CHECKLIST = [
  # (section, item); every item must be covered at least once.
  ("§2 container", [
    "model version 1.0", "model version 1.1", "model version 1.2", "empty INIntents",
    *(f"top-level key {k}" for k in (
      "INIntentDefinitionModelVersion", "INIntentDefinitionToolsVersion",
      "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionSystemVersion",
      "INIntentDefinitionNamespace", "INIntents", "INEnums", "INTypes")),
    "…Namespace reference matching the file's namespace", "empty array written <array/>",
    "explicit <false/>", "unknown key (ignored)",
  ]),
  ("§4 intents", [
    *(f"intent key INIntent{k}" for k in (
      "Name", "Title", "TitleID", "Description", "DescriptionID", "Category", "Verb", "Type",
      "Parameters", "Response", "LastParameterTag", "ParameterCombinations",
      "ManagedParameterCombinations", "Configurable", "EligibleForWidgets",
      "IneligibleForSuggestions", "Input", "KeyParameter", "UserConfirmationRequired",
      "Restrictions", "DefaultImageName", "ClassName", "ClassPrefix", "Domain", "Customizable")),
    "INIntentType Custom", "INIntentType System", "description with text",
    "description ID, no text", "custom intent without INIntentParameters",
    "userConfirmationRequired true", "userConfirmationRequired false", "restrictions 0",
    "restrictions 1", "restrictions 2",
    *(f"combination {f}" for f in ("SupportsBackgroundExecution", "IsPrimary", "IsLinked",
                                   "UpdatesLinked")),
    "combination subtitle + ID",
  ]),
  ("§5 parameters", [
    *(f"parameter key INIntentParameter{k}" for k in (
      "Name", "Type", "Tag", "DisplayPriority", "DisplayName", "DisplayNameID",
      "SupportsMultipleValues", "SupportsResolution", "SupportsDynamicEnumeration",
      "SupportsSearch", "Configurable", "EnumType", "EnumTypeNamespace", "ObjectType",
      "ObjectTypeNamespace", "CustomDisambiguation", "PromptDialogs", "UnsupportedReasons",
      "Metadata", "Relationship", "ArraySizes", "FixedSizeArray")),
    "SupportsResolution true", "SupportsResolution absent", "SupportsResolution false (explicit)",
    "relationship HasAnyValue with parent", "relationship EnumHasExactValue with predicate value",
    "relationship without parent name",
    "array size Small", "array size Medium", "array size Large", "array size ExtraLarge",
  ]),
  ("§6 types", [
    *(f"parameter type {t}" for t in (
      "String", "Integer (plain)", "enum (Integer + EnumType)", "Object + ObjectType",
      "Object without ObjectType", "Boolean", "Decimal", "DateComponents", "Person", "Placemark",
      "File", "URL", "SpeakableString", "TimeInterval")),
    *(f"parameter type {t}, multiple values" for t in (
      "String", "enum (Integer + EnumType)", "Object + ObjectType", "Person")),
  ]),
  ("§7 metadata", [
    *(f"metadata {k}" for k in METADATA_KEYS),
    'metadata SupportsNegativeNumbers as the string "YES"', "metadata CustomUTIs {UTI: …}",
  ]),
  ("§8 enums and types", [
    "INEnumType Regular", "INEnumGeneratesHeader", "enum display name + ID",
    "enum value display name + ID", "enum value synonyms",
    "enum: unknown without index, then indexed cases", "enum: unknown first, indices with a gap",
    "enum: first case a real case without index",
    "custom type with the four built-in properties",
    *(f"type property of type {t}" for t in (
      "String", "SpeakableString", "Integer", "DateComponents", "TimeInterval", "CurrencyAmount",
      "Decimal", "URL")),
    "type property of type URL, multiple values", "type property tags 5…99",
    "type property tags from 100", "INTypeLastPropertyTag", "INTypeClassName",
  ]),
  ("§9 prompts", [
    *(f"prompt dialog {t}" for t in DIALOG_TYPES),
    "prompt Custom=true with format string", "prompt Custom=true without format string",
    "${…} placeholder", "${displayName} placeholder", "${count} placeholder",
  ]),
  ("§10 unsupported reasons", [
    *(f"unsupported {c} (Default)" for c in NUMERIC_REASONS),
    "unsupported required on String", "unsupported required on URL",
    "unsupported custom code (Custom)", "unsupported notEnoughInStock",
  ]),
  ("§11 responses", [
    "response code success", "response code failure",
    "custom success code, name starting with success",
    "custom success code, name not starting with success",
    "custom failure code, name starting with failure",
    "custom failure code, name not starting with failure",
    "INIntentResponseCodeFormatString + ID", "INIntentResponseCodeConciseFormatString + ID",
    *(f"response key INIntentResponse{k}" for k in ("Codes", "Parameters", "LastParameterTag",
                                                     "Output")),
    "response parameter of type enum", "response parameter of type custom type",
    "response parameter of type String", "response parameter of type Integer",
    "response parameter with multiple values", "response parameter metadata",
    "stray INIntentResponseProperty… keys (ignored)",
  ]),
  ("names and localisation", [
    "Swift keyword as parameter name", "Swift keyword as enum case name",
    "Swift keyword as type property name", "Swift keyword as response parameter name",
    "Swift keyword as response code name", "definition in Base.lproj",
    "localisation: ja.lproj", "localisation: en.lproj", ".strings in UTF-16LE with BOM",
    ".strings in UTF-8", ".strings entry with a comment", ".strings compound ID-ID key",
    ".strings value with ${…} placeholders",
  ]),
  ("malformed corpus", ["malformed: semantic", "malformed: syntax", "malformed: lenient"]),
]


def main():
  quiet = "--quiet" in sys.argv[1:]
  problems = []
  coverage = Coverage()
  definitions = check_valid(problems, coverage)
  check_malformed(problems, coverage)
  missing = []
  lines = []
  for section, items in CHECKLIST:
    lines.append(f"{section}:")
    for item in items:
      count = coverage.count[item]
      files = len(coverage.files[item])
      if count == 0:
        missing.append(item)
      lines.append(f"  {'ok ' if count else 'MISSING'} {item}: {count} in {files} file(s)")
  extra = sorted(k for k in coverage.count if k.startswith(("category ", "verb ",
                                                             "response parameter of type")))
  if not quiet:
    print(f"Valid corpus: {len(definitions)} definitions in {VALID.relative_to(REPO)}")
    print("\n".join(lines))
    print("also seen: " + ", ".join(f"{k} ×{coverage.count[k]}" for k in extra))
    print(f"Malformed corpus: {sum(1 for _ in MALFORMED.glob('*.intentdefinition'))} files")
  for rel, where, message in problems:
    print(f"error: {rel}{': ' + where if where else ''}: {message}", file=sys.stderr)
  for item in missing:
    print(f"error: checklist item not covered: {item}", file=sys.stderr)
  if problems or missing:
    sys.exit(1)
  if not quiet:
    print("check-intent-corpus: all checks passed")


if __name__ == "__main__":
  main()
