import IntentKit

/// The names of bill types the parser recognises: each type's name in every language of
/// ``PromptCatalog/bills`` ("electricity", "電気", "전기") and a few everyday synonyms
/// ("electric", "電気代", "授業料").
enum BillTypeNames {
  /// Everyday words for bill types that the catalog doesn't list.
  private static let synonyms: [(String, BillType)] = [
    ("electric", .electricity), ("cell phone", .phone), ("mobile", .phone), ("school", .tuition),
    ("電気代", .electricity), ("電力", .electricity), ("水道代", .water), ("ガス代", .gas),
    ("授業料", .tuition), ("携帯", .phone), ("カード", .creditCard),
    ("전기요금", .electricity), ("수도요금", .water), ("등록금", .tuition), ("카드", .creditCard),
  ]

  /// Every name, folded, with its bill type.
  static let all: [(name: String, type: BillType)] = {
    var names: [(String, BillType)] = []
    let catalog = PromptCatalog.bills
    for type in BillType.allCases where type != .unknown {
      let key = "value.BillType.\(type)"
      for language in catalog.languages {
        if let name = catalog.template(forKey: key, language: language) {
          names.append((TextFolding.fold(name), type))
        }
      }
    }
    names += synonyms.map { (TextFolding.fold($0.0), $0.1) }
    return names.filter { !$0.0.isEmpty }
  }()
}
