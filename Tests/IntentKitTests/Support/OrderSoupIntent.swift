import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The custom intent from `seeds/intent-handling-reference.md`, built only on IntentKit's public
// API: an intent, its parameters, a response with custom codes, custom unsupported reasons and a
// handler protocol with default resolvers.

/// A soup on the menu.
enum Soup: String, ParameterValue, CaseIterable {
  case tomatoBisque, clamChowder, chickenNoodle
}

/// A request to order soup.
struct OrderSoupIntent: Intent {
  typealias Response = OrderSoupIntentResponse

  static let wireName = "OrderSoupIntent"
  static let parameters: [PartialIntentParameter<Self>] = [.init(.soup), .init(.quantity)]

  let identifier: String
  var soup: Soup?
  var quantity: Int?

  init(identifier: String = UUID().uuidString, soup: Soup? = nil, quantity: Int? = nil) {
    self.identifier = identifier
    self.soup = soup
    self.quantity = quantity
  }
}

extension IntentParameter where Root == OrderSoupIntent, Value == Soup {
  static let soup = IntentParameter("soup", \.soup)
}

extension IntentParameter where Root == OrderSoupIntent, Value == Int {
  static let quantity = IntentParameter("quantity", \.quantity)
}

/// The outcome of confirming or handling an order, with the seed's custom codes.
struct OrderSoupIntentResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0
    case ready
    case continueInApp
    case inProgress
    case success
    case failure
    case failureRequiringAppLaunch
    case failureStoreClosed = 100
    case failureRequiresLogin

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure, .failureStoreClosed, .failureRequiresLogin: .failure
      case .continueInApp, .failureRequiringAppLaunch: .deferredToApplication
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?
  var orderNumber: String?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

/// The seed's custom unsupported reasons.
enum OrderSoupSoupUnsupportedReason: Int, UnsupportedReasonConvertible {
  case outOfStock = 1
}

enum OrderSoupQuantityUnsupportedReason: Int, UnsupportedReasonConvertible {
  case negativeNumbersNotSupported = 1
  case greaterThanMaximumValue = 2
}

/// The resolution of an order's soup, with the soup's own unsupported reasons.
typealias OrderSoupSoupResolutionResult = ResolutionResult<Soup, OrderSoupSoupUnsupportedReason>

/// The resolution of an order's quantity, with the quantity's own unsupported reasons.
typealias OrderSoupQuantityResolutionResult =
  ResolutionResult<Int, OrderSoupQuantityUnsupportedReason>

/// The handler protocol Xcode would generate: both shapes of every resolve method, bound with
/// ``ParameterResolver/init(_:resolve:resolveWithCompletion:)``, each defaulting to SiriKit's
/// answer, so that a handler implements whichever shape it likes.
protocol OrderSoupIntentHandling: IntentHandling where HandledIntent == OrderSoupIntent {
  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult

  func resolveSoup(
    for intent: OrderSoupIntent,
    with completion: @escaping @Sendable (OrderSoupSoupResolutionResult) -> Void
  )

  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult

  func resolveQuantity(
    for intent: OrderSoupIntent,
    with completion: @escaping @Sendable (OrderSoupQuantityResolutionResult) -> Void
  )
}

extension OrderSoupIntentHandling {
  var parameterResolvers: [ParameterResolver<OrderSoupIntent>] {
    [
      ParameterResolver(
        .soup,
        resolve: resolveSoup(for:),
        resolveWithCompletion: resolveSoup(for:with:)
      ),
      ParameterResolver(
        .quantity,
        resolve: resolveQuantity(for:),
        resolveWithCompletion: resolveQuantity(for:with:)
      ),
    ]
  }

  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult {
    .unimplemented(for: .soup, in: intent)
  }

  func resolveSoup(
    for intent: OrderSoupIntent,
    with completion: @escaping @Sendable (OrderSoupSoupResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .soup, in: intent))
  }

  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    .unimplemented(for: .quantity, in: intent)
  }

  func resolveQuantity(
    for intent: OrderSoupIntent,
    with completion: @escaping @Sendable (OrderSoupQuantityResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .quantity, in: intent))
  }
}

/// The soup shop's state, shared by every copy of the handler.
actor SoupStore {
  var isOpen = true
  var isSignedIn = true
  var outOfStock: Set<Soup> = []
  private(set) var orders: [OrderSoupIntent] = []

  func update(isOpen: Bool? = nil, isSignedIn: Bool? = nil, outOfStock: Set<Soup>? = nil) {
    if let isOpen { self.isOpen = isOpen }
    if let isSignedIn { self.isSignedIn = isSignedIn }
    if let outOfStock { self.outOfStock = outOfStock }
  }

  func placeOrder(_ intent: OrderSoupIntent) -> String {
    orders.append(intent)
    return "order-\(orders.count)"
  }
}

/// The seed's handler: out-of-stock soups are unsupported, quantities above ten need
/// confirmation, and confirm checks that the store is open and the user signed in.
struct SoupShopHandler: OrderSoupIntentHandling {
  let store: SoupStore

  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult {
    guard let soup = intent.soup else { return .needsValue() }
    if await store.outOfStock.contains(soup) {
      return .unsupported(forReason: .outOfStock)
    }
    return .success(with: soup)
  }

  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    let quantity = intent.quantity ?? 1
    if quantity < 1 {
      return .unsupported(forReason: .negativeNumbersNotSupported)
    }
    if quantity > 100 {
      return .unsupported(forReason: .greaterThanMaximumValue)
    }
    if quantity > 10 {
      return .confirmationRequired(with: quantity)
    }
    return .success(with: quantity)
  }

  func confirm(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
    guard await store.isOpen else { return OrderSoupIntentResponse(code: .failureStoreClosed) }
    guard await store.isSignedIn else {
      return OrderSoupIntentResponse(code: .failureRequiresLogin)
    }
    return OrderSoupIntentResponse(code: .ready)
  }

  func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
    var response = OrderSoupIntentResponse(code: .success)
    response.orderNumber = await store.placeOrder(intent)
    return response
  }
}
