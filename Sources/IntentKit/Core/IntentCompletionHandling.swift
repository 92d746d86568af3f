/// A type that confirms and handles one kind of ``Intent`` by calling completion handlers;
/// ``IntentHandling`` now has both shapes.
@available(*, deprecated, renamed: "IntentHandling")
public typealias IntentCompletionHandling = IntentHandling
