/// A value that names one parameter of an intent and reads and writes its value.
///
/// Declare one static member per parameter, then refer to it from the intent's
/// ``Intent/parameters`` list and from handler protocols' resolvers:
///
/// ```swift
/// extension IntentParameter where Root == OrderSoupIntent, Value == Int {
///   static let quantity = IntentParameter("quantity", \.quantity)
/// }
/// ```
public struct IntentParameter<Root: Intent, Value: IntentValue>: Sendable {
  /// The parameter's name, as it appears in prompts, outcomes and conversation state.
  public let name: String

  /// How the parameter's value is read and written.
  @usableFromInline let _access: _Access

  /// How a parameter's value is read and written: in place at a stored property's offset, or
  /// through accessor closures.
  ///
  /// An offset is a plain number. Calling a closure retains and releases its context, and a
  /// parameter's closures are shared by every route of the intent, so on every thread every
  /// resolution would change the same reference counts.
  @usableFromInline
  enum _Access: Sendable {
    /// A stored property laid out inline in the intent, at this offset.
    case offset(Int)
    /// Accessor closures.
    case closures(
      get: @Sendable (Root) -> Value?,
      set: @Sendable (inout Root, Value?) -> Void
    )
  }

  /// Creates a parameter that reads and writes an optional stored property.
  ///
  /// A stored property of the intent's own storage, the usual case, is read and written in
  /// place, at its offset; a property with observers, a computed one or one reached through a
  /// class is read and written through the key path, so its observers and accessors run.
  ///
  /// - Parameters:
  ///   - name: The parameter's name; by convention the property's name.
  ///   - keyPath: The property that holds the parameter's value.
  @inlinable
  public init(_ name: String, _ keyPath: any WritableKeyPath<Root, Value?> & Sendable) {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else {
      // A computed property, one with observers, or a class's: through the key path.
      self.init(name, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
      return
    }
    // A stored property laid out inline in the intent: read and written at its offset, as
    // `MemoryLayout.offset(of:)` documents, which costs a load or a store where a key path
    // runs the standard library's generic projection and looks up type metadata each time.
    self.init(name: name, access: .offset(offset))
  }

  /// Creates a parameter from accessor closures.
  ///
  /// Use this form when the stored representation isn't an optional, such as SiriKit's
  /// non-optional enum parameters whose `unknown` case means "not given".
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - get: Returns the parameter's value, or `nil` if the intent has none.
  ///   - set: Writes a value, or clears the parameter when passed `nil`.
  @inlinable
  public init(
    _ name: String,
    get: @escaping @Sendable (Root) -> Value?,
    set: @escaping @Sendable (inout Root, Value?) -> Void
  ) {
    self.init(name: name, access: .closures(get: get, set: set))
  }

  @inlinable
  init(name: String, access: _Access) {
    self.name = name
    self._access = access
  }

  /// Returns the parameter's value in an intent, or `nil` if the intent has none.
  @inlinable
  public func value(in intent: Root) -> Value? {
    switch _access {
    case .offset:
      withUnsafePointer(to: intent) { _value(at: $0) }
    case .closures(let get, _):
      get(intent)
    }
  }

  /// Returns the parameter's value in the intent a pointer points to, copying only the value.
  @inlinable
  func _value(at intent: UnsafePointer<Root>) -> Value? {
    switch _access {
    case .offset(let offset):
      UnsafeRawPointer(intent).advanced(by: offset).assumingMemoryBound(to: Value?.self).pointee
    case .closures(let get, _):
      get(intent.pointee)
    }
  }

  /// Writes a value into an intent, or clears the parameter when `value` is `nil`.
  @inlinable
  public func setValue(_ value: Value?, in intent: inout Root) {
    switch _access {
    case .offset(let offset):
      withUnsafeMutablePointer(to: &intent) { root in
        UnsafeMutableRawPointer(root).advanced(by: offset)
          .assumingMemoryBound(to: Value?.self).pointee = value
      }
    case .closures(_, let set):
      set(&intent, value)
    }
  }
}
