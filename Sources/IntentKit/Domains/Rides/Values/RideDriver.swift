/// The person driving a ride, SiriKit's `INRideDriver`.
///
/// SiriKit's driver is a person with a phone number and a rating; ``person`` gives the driver as
/// a ``Person``.
public struct RideDriver: Hashable, Sendable, Codable {
  /// The name to show and speak, such as "John Appleseed".
  public var displayName: String

  /// The parts of the driver's name.
  public var nameComponents: Person.NameComponents?

  /// The number that reaches the driver.
  public var phoneNumber: String?

  /// The driver's rating as the service shows it, such as "4.9".
  public var rating: String?

  /// Creates a driver.
  public init(
    phoneNumber: String? = nil,
    nameComponents: Person.NameComponents? = nil,
    displayName: String,
    rating: String? = nil
  ) {
    self.phoneNumber = phoneNumber
    self.nameComponents = nameComponents
    self.displayName = displayName
    self.rating = rating
  }

  /// The driver as a person, reachable by phone.
  public var person: Person {
    Person(
      personHandle: phoneNumber.map(PersonHandle.phoneNumber),
      nameComponents: nameComponents,
      displayName: displayName
    )
  }
}
