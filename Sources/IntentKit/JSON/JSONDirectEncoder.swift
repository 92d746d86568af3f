/// The encoder ``JSONValueWriter/writeAny(_:)`` hands to a value's `encode(to:)`: a type that
/// writes itself (``JSONEncodable``) writes straight into the output; any other type gets
/// `Codable`'s containers over a tree, which the writer writes out when the value is done.
struct JSONDirectEncoder: Encoder {
  // reason: the writer that made this encoder holds the output for as long as the value encodes.
  unowned(unsafe) let output: JSONOutput

  var codingPath: [any CodingKey] { [] }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The tree a `Codable` value encodes into, made on its first container.
  private var tree: JSONValueEncoder {
    let storage = output.pendingTree ?? JSONEncodingStorage(userInfo: [:])
    output.pendingTree = storage
    return JSONValueEncoder(storage: storage, node: JSONEncodingStorage.root)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    tree.container(keyedBy: type)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    tree.unkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    tree.singleValueContainer()
  }
}
