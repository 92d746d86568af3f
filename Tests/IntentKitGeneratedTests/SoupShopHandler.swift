import IntentKit

// The soup shop of Writing a Custom Intent, written against the types the build-tool plugin
// generates from `Definitions/Base.lproj/OrderSoup.intentdefinition`.

/// The shop's state, shared by every copy of the handler.
actor SoupStore {
  var isOpen = true
  var isSignedIn = true
  var outOfStock: Set<SoupFlavor> = []
  private(set) var orders: [OrderSoupIntent] = []

  func setOpen(_ isOpen: Bool) { self.isOpen = isOpen }
  func setSignedIn(_ isSignedIn: Bool) { self.isSignedIn = isSignedIn }
  func setOutOfStock(_ soups: Set<SoupFlavor>) { outOfStock = soups }

  /// Records an order and returns its number.
  func placeOrder(_ intent: OrderSoupIntent) -> String {
    orders.append(intent)
    return "A-\(orders.count)"
  }
}

struct SoupShopHandler: OrderSoupIntentHandling {
  let store: SoupStore

  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult {
    guard intent.soup != .unknown else { return .needsValue() }
    if await store.outOfStock.contains(intent.soup) {
      return .unsupported(forReason: .outOfStock)
    }
    return .success(with: intent.soup)
  }

  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    guard let quantity = intent.quantity else { return .needsValue() }
    if quantity < 0 {
      return .unsupported(forReason: .negativeNumbersNotSupported)
    }
    if quantity > 100 {
      return .unsupported(forReason: .greaterThanMaximumValue)
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
    var response = OrderSoupIntentResponse.success(soup: intent.soup, waitTime: 10)
    response.orderNumber = await store.placeOrder(intent)
    return response
  }
}

/// A handler that offers soups to choose from and asks to confirm a large order: the
/// definition's disambiguation and confirmation dialogs.
struct SuggestingSoupHandler: OrderSoupIntentHandling {
  func resolveSoup(
    for intent: OrderSoupIntent,
    with completion: @escaping @Sendable (OrderSoupSoupResolutionResult) -> Void
  ) {
    guard intent.soup != .unknown else {
      return completion(.disambiguation(with: [.tomatoBisque, .clamChowder]))
    }
    completion(.success(with: intent.soup))
  }

  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    guard let quantity = intent.quantity else { return .needsValue() }
    return quantity > 10 ? .confirmationRequired(with: quantity) : .success(with: quantity)
  }

  func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
    .success(soup: intent.soup, waitTime: 15)
  }
}
