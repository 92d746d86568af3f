public import IntentKit

// The sample service: places, products, fleet and payment methods around San Francisco Bay.

extension RideService.Configuration {
  /// A sample service around San Francisco Bay, for demos and tests.
  ///
  /// - Coverage: ``CoverageArea/bayArea``.
  /// - Places: Apple Park (the rider's current location), Cupertino, San Francisco, Palo Alto,
  ///   Mountain View, San Jose, Oakland, Treasure Island, the three airports (SFO, OAK, SJC),
  ///   Moffett Field (in a hole of the area), and Sacramento and South Lake Tahoe (outside it);
  ///   each also by its name in Japanese and Korean (サンフランシスコ, 샌프란시스코), the airports
  ///   by their codes and as 空港 or 공항.
  /// - Products: "Small car" (4 seats), "Large car" (6 seats) and "Shared ride" (2 seats, priced
  ///   per person), in US dollars.
  /// - Fleet: two or three vehicles of each product; the nearest Small car is 0.026° of latitude
  ///   north of Apple Park.
  /// - Payment methods: Card 1 (credit, the default), Card 2 (debit) and Apple Pay.
  public static let bayArea = RideService.Configuration(
    coverage: .bayArea,
    places: PlaceDirectory(BayAreaSample.places, aliases: BayAreaSample.aliases),
    currentLocation: BayAreaSample.applePark,
    products: BayAreaSample.products,
    fleet: BayAreaSample.fleet,
    paymentMethods: [
      PaymentMethod(type: .credit, name: "Card 1", identificationHint: "••••1111"),
      PaymentMethod(type: .debit, name: "Card 2", identificationHint: "••••2222"),
      .applePay(),
    ]
  )
}

/// The sample's data.
private enum BayAreaSample {
  static func coordinate(_ latitude: Double, _ longitude: Double) -> LocationCoordinate {
    LocationCoordinate(uncheckedLatitude: latitude, longitude: longitude)
  }

  static func place(
    _ name: String,
    _ latitude: Double,
    _ longitude: Double,
    locality: String? = nil,
    postalCode: String? = nil
  ) -> Placemark {
    Placemark(
      name: name,
      coordinate: coordinate(latitude, longitude),
      locality: locality ?? name,
      administrativeArea: "CA",
      postalCode: postalCode,
      country: "United States",
      isoCountryCode: "US"
    )
  }

  static let applePark = Placemark(
    name: "Apple Park",
    coordinate: coordinate(37.3349, -122.0090),
    thoroughfare: "Apple Park Way",
    subThoroughfare: "1",
    locality: "Cupertino",
    administrativeArea: "CA",
    postalCode: "95014",
    country: "United States",
    isoCountryCode: "US"
  )

  /// Other names of the places: the airports' codes, and names in Japanese and Korean.
  static let aliases: [String: [String]] = [
    "Apple Park": ["アップルパーク", "애플 파크", "애플파크"],
    "Cupertino": ["クパチーノ", "쿠퍼티노"],
    "San Francisco": ["SF", "サンフランシスコ", "샌프란시스코"],
    "Palo Alto": ["パロアルト", "팔로알토", "팔로 알토"],
    "Mountain View": ["マウンテンビュー", "마운틴뷰", "마운틴 뷰"],
    "San Jose": ["サンノゼ", "サンホセ", "산호세", "새너제이"],
    "Oakland": ["オークランド", "오클랜드"],
    "Treasure Island": ["トレジャーアイランド", "트레저 아일랜드", "트레저아일랜드"],
    "San Francisco International Airport": [
      "SFO", "サンフランシスコ国際空港", "サンフランシスコ空港", "샌프란시스코 국제공항",
      "샌프란시스코 공항", "空港", "공항",
    ],
    "Oakland International Airport": [
      "OAK", "オークランド国際空港", "オークランド空港", "오클랜드 국제공항", "오클랜드 공항", "空港", "공항",
    ],
    "San José Mineta International Airport": [
      "SJC", "サンノゼ国際空港", "サンノゼ空港", "산호세 국제공항", "산호세 공항", "空港",
      "공항",
    ],
    "Moffett Field": ["モフェットフィールド", "모펫 필드", "모펫필드"],
    "Sacramento": ["サクラメント", "새크라멘토"],
    "South Lake Tahoe": ["サウスレイクタホ", "사우스 레이크 타호"],
  ]

  static let places = [
    applePark,
    place("Cupertino", 37.3230, -122.0322, postalCode: "95014"),
    place("San Francisco", 37.7793, -122.4193, postalCode: "94102"),
    place("Palo Alto", 37.4419, -122.1430, postalCode: "94301"),
    place("Mountain View", 37.3861, -122.0839, postalCode: "94041"),
    place("San Jose", 37.3382, -121.8863, postalCode: "95113"),
    place("Oakland", 37.8044, -122.2712, postalCode: "94612"),
    place("Treasure Island", 37.8235, -122.3706, locality: "San Francisco"),
    place("San Francisco International Airport", 37.6213, -122.3790, locality: "San Francisco"),
    place("Oakland International Airport", 37.7126, -122.2197, locality: "Oakland"),
    place("San José Mineta International Airport", 37.3639, -121.9289, locality: "San Jose"),
    place("Moffett Field", 37.4153, -122.0496, locality: "Mountain View"),
    place("Sacramento", 38.5816, -121.4944, postalCode: "95814"),
    place("South Lake Tahoe", 38.9399, -119.9772, postalCode: "96150"),
  ]

  static let products = [
    RideProduct(
      identifier: "small",
      name: "Small car",
      maximumPartySize: 4,
      baseFare: .usd(2_50),
      perMile: .usd(1_50),
      bookingFee: .usd(2_00),
      minimumFare: .usd(7_00),
      cancellationFee: .usd(5_00)
    ),
    RideProduct(
      identifier: "large",
      name: "Large car",
      maximumPartySize: 6,
      baseFare: .usd(3_50),
      perMile: .usd(2_25),
      bookingFee: .usd(2_50),
      minimumFare: .usd(10_00),
      cancellationFee: .usd(7_00)
    ),
    RideProduct(
      identifier: "shared",
      name: "Shared ride",
      maximumPartySize: 2,
      baseFare: .usd(2_00),
      perMile: .usd(1_00),
      bookingFee: .usd(1_50),
      minimumFare: .usd(5_00),
      cancellationFee: .usd(3_00),
      additionalPassengerPercentage: 50,
      disclaimerMessage: "This ride may make multiple stops."
    ),
  ]

  static func vehicle(
    _ identifier: String,
    _ product: String,
    _ position: LocationCoordinate,
    driver: String,
    phone: String,
    rating: String,
    _ manufacturer: String,
    _ model: String,
    plate: String
  ) -> FleetVehicle {
    FleetVehicle(
      identifier: identifier,
      productIdentifier: product,
      position: position,
      driver: RideDriver(phoneNumber: phone, displayName: driver, rating: rating),
      vehicle: RideVehicle(registrationPlate: plate, manufacturer: manufacturer, model: model)
    )
  }

  static let fleet = [
    vehicle(
      "small-1",
      "small",
      coordinate(37.3609, -122.0090),
      driver: "John Appleseed",
      phone: "+1 408 555 0101",
      rating: "4.9",
      "Toyota",
      "Prius",
      plate: "7ABC123"
    ),
    vehicle(
      "small-2",
      "small",
      coordinate(37.7880, -122.4075),
      driver: "Maria Garcia",
      phone: "+1 415 555 0102",
      rating: "4.8",
      "Honda",
      "Civic",
      plate: "8DEF456"
    ),
    vehicle(
      "small-3",
      "small",
      coordinate(37.3300, -121.8900),
      driver: "Wei Chen",
      phone: "+1 408 555 0103",
      rating: "4.7",
      "Toyota",
      "Corolla",
      plate: "6GHI789"
    ),
    vehicle(
      "large-1",
      "large",
      coordinate(37.4440, -122.1600),
      driver: "Kenji Sato",
      phone: "+1 650 555 0104",
      rating: "4.9",
      "Honda",
      "Odyssey",
      plate: "5JKL012"
    ),
    vehicle(
      "large-2",
      "large",
      coordinate(37.7750, -122.4180),
      driver: "Aisha Khan",
      phone: "+1 415 555 0105",
      rating: "4.8",
      "Toyota",
      "Sienna",
      plate: "9MNO345"
    ),
    vehicle(
      "shared-1",
      "shared",
      coordinate(37.3900, -122.0800),
      driver: "Min-jun Kim",
      phone: "+1 650 555 0106",
      rating: "4.9",
      "Hyundai",
      "Ioniq",
      plate: "4PQR678"
    ),
    vehicle(
      "shared-2",
      "shared",
      coordinate(37.8050, -122.2700),
      driver: "Sofia Rossi",
      phone: "+1 510 555 0107",
      rating: "4.6",
      "Kia",
      "Niro",
      plate: "3STU901"
    ),
  ]
}
