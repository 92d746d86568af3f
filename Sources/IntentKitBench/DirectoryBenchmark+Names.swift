// The real names the contact generator draws first, most common first: given and family names
// from several countries, with accents, apostrophes and hyphens, and a few in kanji.

extension ContactGenerator {
  static let realGivenNames = [
    "James", "Mary", "John", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Wei",
    "William", "Elizabeth", "José", "Patricia", "Richard", "Susan", "Mohammed", "Jessica",
    "Joseph", "Sarah", "Thomas", "Karen", "Daniel", "Lisa", "Christopher", "Nancy", "Matthew",
    "Emily", "Anthony", "Margaret", "Juan", "Sandra", "Mark", "Ashley", "Jane", "Kimberly",
    "Steven", "Michelle", "Paul", "Anna", "Andrew", "Laura", "Kevin", "Amanda", "Brian",
    "Melissa", "George", "Stephanie", "Carlos", "Rebecca", "Luis", "Sofía", "Kenji", "Yuki",
    "Priya", "Arjun", "Fatima", "Omar", "Ivan", "Olga", "Minji", "Jiwoo", "Seojun", "Haruto",
    "Sakura", "Hiroshi", "Aiko", "Mei", "Jun", "Li", "Ananya", "Rohan", "Aarav", "Aisha",
    "Edward", "Deborah", "Ronald", "Sharon", "Timothy", "Cynthia", "Jason", "Kathleen",
    "Jeffrey", "Amy", "Ryan", "Angela", "Jacob", "Helen", "Gary", "Brenda", "Nicholas",
    "Pamela", "Eric", "Nicole", "Jonathan", "Emma", "Stephen", "Samantha", "Larry",
    "Katherine", "Justin", "Christine", "Scott", "Debra", "Brandon", "Rachel", "Benjamin",
    "Catherine", "Samuel", "Carolyn", "Gregory", "Janet", "Alexander", "Ruth", "Frank",
    "Lucía", "Patrick", "Chloé", "Raymond", "Zoë", "Jack", "Renée", "Dennis", "Hélène",
    "Jerry", "André", "Björn", "Søren", "François", "Jürgen", "Dmitri", "Ngozi", "Chidi",
    "Kwame", "Amara", "Jean-Luc", "Mary-Kate", "Seán", "Siobhán", "Zoltán", "Ömer", "Çağla",
    "Nguyễn", "Thảo", "Ahmad", "Leila", "Noor", "Yusuf", "Mateo", "Valentina", "Santiago",
    "Camila", "Diego", "Isabella", "Lars", "Ingrid", "Astrid", "Sven", "Pierre", "Amélie",
  ]

  static let realFamilyNames = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
    "Moore", "Jackson", "Martin", "Lee", "Pérez", "Thompson", "White", "Harris", "Sanchez",
    "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
    "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
    "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Kim", "Park", "Choi", "Chen", "Wang",
    "Zhang", "Liu", "Singh", "Patel", "Kumar", "Sato", "Suzuki", "Takahashi", "Tanaka",
    "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Müller", "Schmidt", "Schneider",
    "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Dubois", "Durand",
    "Lefèvre", "Moreau", "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano",
    "Colombo", "Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Núñez",
    "Peña", "Ivanov", "Smirnov", "Kowalski", "Nowak", "Novak", "Horvat", "Jensen", "Nielsen",
    "Hansen", "Andersson", "Johansson", "Karlsson", "Nilsson", "Virtanen", "O'Brien",
    "O'Connor", "Murphy", "Kelly", "Sullivan", "Walsh", "McCarthy", "MacDonald", "Okafor",
    "Mensah", "Haddad", "Khan", "Ali", "Hussain", "Cohen", "Levi", "Friedman", "Yılmaz",
    "Kaya", "Demir", "Appleseed", "Doe", "Gómez", "Díaz", "Reyes", "Cruz", "Morales", "Ortiz",
    "Gutiérrez", "Chávez", "Ramos", "Ruiz", "Alvarez", "Mendoza", "Castillo", "Jiménez",
    "Vargas", "Romero", "Herrera", "Medina", "Aguilar", "Evans", "Edwards", "Collins",
    "Stewart", "Morris", "Rogers", "Reed", "Cook", "Morgan", "Bell", "Cooper", "Richardson",
    "Cox", "Howard", "Ward", "Peterson", "Gray", "James", "Watson", "Brooks", "Kelly-Jones",
    "Sanders", "Price", "Bennett", "Wood", "Barnes", "Ross", "Henderson", "Coleman", "Jenkins",
    "Perry", "Powell", "Long", "Patterson", "Hughes", "Washington", "Butler", "Simmons",
    "Foster", "Bryant", "Alexander", "Russell", "Griffin", "Hayes", "Myers", "Ford", "Hamilton",
    "Graham", "Sullivan-Wright", "Wallace", "Woods", "Cole", "West", "Jordan", "Owens",
    "Reynolds", "Fisher", "Ellis", "Harrison", "Gibson", "McDonald", "Marshall", "Daniels",
    "van der Berg", "de Jong", "Bakker", "Visser", "Janssens", "Peeters", "Lambert", "Dupont",
  ]

  static let japaneseGivenNames = ["健二", "花子", "太郎", "由紀", "翔太", "陽菜", "大輔", "美咲"]

  static let japaneseFamilyNames = ["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"]

  static let nicknames: [String: String] = [
    "Robert": "Bob", "William": "Bill", "Elizabeth": "Liz", "Michael": "Mike",
    "Richard": "Rick", "Katherine": "Kate", "Jonathan": "Jon", "Christopher": "Chris",
    "Alexander": "Alex", "Margaret": "Peggy", "James": "Jim", "Joseph": "Joe",
    "Thomas": "Tom", "Daniel": "Dan", "Matthew": "Matt", "Anthony": "Tony",
    "Jennifer": "Jen", "Patricia": "Trish", "Rebecca": "Becky", "Samantha": "Sam",
  ]
}
