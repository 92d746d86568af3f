// Names that changed, kept so that code written against earlier releases still compiles.

/// A lifecycle stage that interceptors see; renamed ``LifecyclePhase/Stage``.
@available(*, deprecated, renamed: "LifecyclePhase.Stage")
public typealias InterceptedPhase = LifecyclePhase.Stage

/// A type that confirms and handles one kind of ``Intent`` by calling completion handlers;
/// ``IntentHandling`` now has both shapes.
@available(*, deprecated, renamed: "IntentHandling")
public typealias IntentCompletionHandling = IntentHandling
